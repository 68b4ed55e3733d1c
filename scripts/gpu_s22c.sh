#!/usr/bin/env bash
# Session 22, GPU call 3: lse/delta one step ahead, loaded after the step's last fence (ptxas precedes each fence with
# MEMBAR.ALL.CTA, which waits for outstanding loads): LSE_AHEAD in the fused kernel (gradients vs varlen_attn on
# poisoned outputs, then alternating rounds against the op's builds) and PF_LATE in the two-kernel path's dK/dV kernel
# (scripts/dkdv_ab.py: the kernel alone, bitwise compared with the op's build, at both head dims and causal flags).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/nc" "$OUT/c"
V=scripts/bwd_fused_variants.py
timeout 90 python3 $V check --D 128 --causal 0 --only "lag ahead,lag pair ahead" 2>&1 | grep -E "FAIL|check D"
timeout 60 python3 $V check --D 128 --causal 1 --only "lag split dyn ahead" 2>&1 | grep -E "FAIL|check D"
timeout 200 python3 scripts/dkdv_ab.py --dims 128,64 --causal both --out $OUT/dkdv_ab.md 2>&1 | grep -v "^built" | tail -30
timeout 150 python3 $V time --only "op,smemp lag,lag ahead,lag pair,lag pair ahead" --dims 128 --causal-only 0 --out $OUT/nc 2>&1 | grep -E "^\| |geometric"
timeout 100 python3 $V time --only "op,lag split dyn,lag split dyn ahead" --dims 128 --causal-only 1 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
