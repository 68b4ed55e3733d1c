#!/usr/bin/env bash
# Session 21, GPU call 5: at D=64 the op's backward with the fused path (DQ_LAG; under the mask with the dynamic walk)
# forced on and off on the ten mean-length mixes, both causal flags: does a FUSED_LONG_MEAN rule pay at D=64 too?
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 200 python3 scripts/bwd_op_ab.py --switch fused --dims 64 --causal both --rounds 3 --rep 25 \
  --out "$OUT/bwd_fused_d64_ab.md" > "$OUT/ab.log" 2>&1
echo "ab rc=$?"; grep -v -i warn "$OUT/ab.log" | tail -24
