#!/usr/bin/env bash
# Session 23, GPU call 6: the fused backward at D=64 against the two-kernel path now that both changed (dK/dV PER_STEP
# at D=64 without a mask): (1) the op's fused D=64 build forced on and off by mean length, both causal flags
# (FUSED_LONG_MEAN has D=128 only); (2) the fused D=64 builds with per-step K/V addresses or lse/delta loaded ahead.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/c" "$OUT/n"
timeout 150 python3 scripts/bwd_op_ab.py --switch fused --dims 64 --causal both --rounds 3 --rep 30 --out $OUT/switch64.md 2>&1 | grep -v -i warn | tail -24
V=scripts/bwd_fused_variants.py
timeout 60 python3 $V check --D 64 --causal 1 --only "lag dyn ps" 2>&1 | grep -E "FAIL|check D"
timeout 60 python3 $V check --D 64 --causal 0 --only "lag ps" 2>&1 | grep -E "FAIL|check D"
timeout 120 python3 $V time --only "op,smemp lag,lag ps,lag ahead" --dims 64 --causal-only 0 --out $OUT/n 2>&1 | grep -E "^\| |geometric"
timeout 120 python3 $V time --only "op,lag dyn,lag dyn ps,lag dyn ahead" --dims 64 --causal-only 1 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
