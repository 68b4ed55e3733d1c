#!/usr/bin/env bash
# Session 21, GPU call 2: (1) the op's backward with the fused path (now DQ_LAG + SPLIT + the dynamic walk at D=128
# causal) forced on and off on ten causal D=128 mixes ordered by mean length; (2) at D=128 non-causal the op's fused
# build (smemp lag) against the same with SPLIT, beside the two-kernel op.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 300 python3 scripts/bwd_op_ab.py --switch fused --dims 128 --causal yes --rounds 3 --rep 30 \
  --out "$OUT/bwd_fused_causal_ab.md" > "$OUT/ab.log" 2>&1
echo "ab rc=$?"; grep -v -i warn "$OUT/ab.log" | tail -14
timeout 240 python3 scripts/bwd_fused_variants.py time --only "op,smemp lag,lag split" --dims 128 --causal-only 0 \
  --rounds 3 --rep 25 --out "$OUT" > "$OUT/time.log" 2>&1
echo "time rc=$?"; grep -v -i warn "$OUT/time.log" | tail -12
