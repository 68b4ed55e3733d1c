#!/usr/bin/env bash
# Session 22, GPU call 5: LSE_AHEAD in the fused kernel at D=64 (where PF_LATE made the dK/dV kernel 1.10x faster
# under the mask): gradients vs varlen_attn on poisoned outputs, then alternating rounds against the op's builds.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/c" "$OUT/nc"
V=scripts/bwd_fused_variants.py
timeout 45 python3 $V check --D 64 --causal 1 --only "lag dyn ahead" 2>&1 | grep -E "FAIL|check D"
timeout 35 python3 $V check --D 64 --causal 0 --only "lag ahead" 2>&1 | grep -E "FAIL|check D"
timeout 95 python3 $V time --only "op,lag dyn,lag dyn ahead" --dims 64 --causal-only 1 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 90 python3 $V time --only "op,smemp lag,lag ahead" --dims 64 --causal-only 0 --out $OUT/nc 2>&1 | grep -E "^\| |geometric"
