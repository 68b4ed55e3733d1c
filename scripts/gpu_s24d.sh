#!/usr/bin/env bash
# Session 24, GPU call 3 (carry .whl), right after gpu_s24c.sh: the op's other fused builds (D=128 without the mask,
# D=64 both flags) with LSE_SMEM (lse/delta through the Q/dO ring, producer layout fixed): gradients, then alternating
# rounds against the same build without it and the two-kernel op.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/a" "$OUT/c" "$OUT/d"
V=scripts/bwd_fused_variants.py
timeout 60 python3 $V check --D 64 --causal 0 --only "lag ps lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 60 python3 $V check --D 128 --causal 0 --only "smemp lag lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 110 python3 $V time --only "op,smemp lag,smemp lag lse" --dims 128 --causal-only 0 --out $OUT/a 2>&1 | grep -E "^\| |geometric"
timeout 100 python3 $V time --only "op,lag ps,lag ps lse" --dims 64 --causal-only 0 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 100 python3 $V time --only "op,lag dyn ps,lag dyn ps lse" --dims 64 --causal-only 1 --out $OUT/d 2>&1 | grep -E "^\| |geometric"
