#!/usr/bin/env bash
# Ready for the next session's first GPU call (written in session 22, not run): the spill fixes found on the CPU (SASS),
# none timed yet. (1) The dK/dV kernel alone, bitwise against the op's build (scripts/dkdv_ab.py, ~110 s): PER_STEP
# (every slot address recomputed in each step, `per_step`; the D=128 causal build's local loads 178 -> 13) and PD_SWAP
# (P and dS trade slots; 178 -> 86), also at D=128 without a mask and at D=64. (2) The fused kernel's causal D=128 build
# with KV_PER_STEP (gradients vs varlen_attn on poisoned outputs, then alternating rounds against the op).
# If a variant wins: set DKDV_PER_STEP / DKDV_PD_SWAP / FUSED_KV_PER_STEP in tlx/ops/jagged_attention_bwd.py, run
# tests/test_gpu_backward.py and the backward bench (scripts/gpu_s22d.sh does both).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/c"
timeout 200 python3 scripts/dkdv_ab.py --dims 128,64 --causal both --out $OUT/dkdv_ab.md 2>&1 | grep -v "^built" | tail -40
V=scripts/bwd_fused_variants.py
timeout 60 python3 $V check --D 128 --causal 1 --only "lag split dyn ps" 2>&1 | grep -E "FAIL|check D"
timeout 120 python3 $V time --only "op,lag split dyn,lag split dyn ps" --dims 128 --causal-only 1 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
