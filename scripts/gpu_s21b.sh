#!/usr/bin/env bash
# Session 21, GPU calls 2 and 5 — the fused backward's op rules by batch mean length:
#   bash scripts/gpu_s21b.sh        (call 2) the op's backward with the fused path (DQ_LAG + SPLIT + the dynamic walk at
#                                   D=128 causal) forced on and off on ten causal D=128 mixes ordered by mean length;
#                                   then at D=128 non-causal the op's fused build (smemp lag) against the same with
#                                   SPLIT, beside the two-kernel op
#   bash scripts/gpu_s21b.sh d64    (call 5) the same on/off A/B at D=64, both causal flags (DQ_LAG; under the mask
#                                   with the dynamic walk): does a FUSED_LONG_MEAN rule pay at D=64 too?
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
if [ "${1:-}" = d64 ]; then
  timeout 200 python3 scripts/bwd_op_ab.py --switch fused --dims 64 --causal both --rounds 3 --rep 25 \
    --out "$OUT/bwd_fused_d64_ab.md" > "$OUT/ab.log" 2>&1
  echo "ab rc=$?"; grep -v -i warn "$OUT/ab.log" | tail -24
  exit 0
fi
timeout 300 python3 scripts/bwd_op_ab.py --switch fused --dims 128 --causal yes --rounds 3 --rep 30 \
  --out "$OUT/bwd_fused_causal_ab.md" > "$OUT/ab.log" 2>&1
echo "ab rc=$?"; grep -v -i warn "$OUT/ab.log" | tail -14
timeout 240 python3 scripts/bwd_fused_variants.py time --only "op,smemp lag,lag split" --dims 128 --causal-only 0 \
  --rounds 3 --rep 25 --out "$OUT" > "$OUT/time.log" 2>&1
echo "time rc=$?"; grep -v -i warn "$OUT/time.log" | tail -12
