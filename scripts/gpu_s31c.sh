#!/usr/bin/env bash
# Session 31 (carry .whl and .abmods): `in turn:` sections on named barriers (gluon_exprs.TURN_BAR: bar.sync /
# bar.arrive) against mbarrier turns (TLX_NAMED_TURNS=0), the flagship modules with PINGPONG made on the CPU into
# .abmods as base_* and named_*, compiled in parallel, checked (vs varlen_attn, isolation), timed in interleaved
# rounds; then the flagship GPU tests on the working tree (named turns by default).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$OUT/gpu.txt" 2>&1
for t in base named; do for m in d128c0 d128c1 d64c0; do
  timeout 200 python3 scripts/gpu_modules_ab.py .abmods $t --warm-only --only ${t}_$m > "$OUT/warm_${t}_$m.log" 2>&1 &
done; done
wait
grep -h "rows of clean\|Error\|error" "$OUT"/warm_*.log | head -20
timeout ${AB_S:-200} python3 scripts/gpu_modules_ab.py .abmods base named --rounds ${ROUNDS:-4} --combos 128:0,128:1,64:0 \
  --mixes "${MIXES:-LLM packed 512-8192,uniform 1-2048,lognormal,all 1024}" > "$OUT/ab.log" 2>&1
echo "ab rc=$?"; grep -v -i "warn\|rows of clean" "$OUT/ab.log" | tail -16; cat "$OUT/gpu.txt"
[ "${TESTS_S:-0}" -gt 0 ] && { timeout "$TESTS_S" python3 -m pytest -q -m gpu -p no:cacheprovider -n 8 \
  tests/test_gpu_flagship.py 2>&1 | grep -v -i warn | tail -8; echo "tests exit ${PIPESTATUS[0]}"; }
exit 0
