#!/usr/bin/env bash
# Session 31 (carry .whl and .abmods): row reductions of the wgmma accumulator halved in registers before Triton's
# reduction (codegen/gluon.py _tlx_halve_*, TLX_ROW_TREE) against the plain reduction: the flagship modules the op
# picks for the bench's mixes (D=128 both flags, D=64 non-causal 192 rows, D=64 causal) made on the CPU into
# .abmods as base_* (TLX_ROW_TREE=0), tree_* (8 columns) and tree16_* (16), compiled in parallel first, checked
# against varlen_attn and for isolation, then timed in interleaved rounds.
set -u
source scripts/gpu_setup.sh .whl
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$OUT/gpu.txt" 2>&1
TAGS=${TAGS:-base tree tree16}
for t in $TAGS; do for m in d128c0 d128c1 d64c0 d64c1; do
  timeout 240 python3 scripts/gpu_modules_ab.py .abmods $t --warm-only --only ${t}_$m > "$OUT/warm_${t}_$m.log" 2>&1 &
done; done
wait
grep -h "rows of clean" "$OUT"/warm_*.log
timeout ${AB_S:-330} python3 scripts/gpu_modules_ab.py .abmods $TAGS --rounds ${ROUNDS:-4} \
  --mixes "${MIXES:-LLM packed 512-8192,uniform 1-2048,lognormal}" > "$OUT/ab.log" 2>&1
echo "rc=$?"; grep -v -i warn "$OUT/ab.log" | tail -30; cat "$OUT/gpu.txt"
