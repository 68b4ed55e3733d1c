#!/usr/bin/env bash
# Session 25, GPU call 5 (carry .whl): SPLIT (a tile's masked steps in pipelines of their own) on the op's fused builds.
# SASS: the D=64 S^T build with 128 query rows runs its unmasked steps in 582 instructions against 807 (non-causal,
# where only partial blocks need the mask) and 954 (causal) with the mask compiled into every step; the D=128
# non-causal SMEM_P+DQ_LAG build 422/418 against 547/544. Gradients first, then alternating rounds.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/a" "$OUT/c" "$OUT/d"
V=scripts/bwd_fused_variants.py
timeout 80 python3 $V check --D 64 --causal 0 --only "st split ps lse bm128" 2>&1 | grep -E "FAIL|check D|Error"
timeout 80 python3 $V check --D 64 --causal 1 --only "st split dyn ps lse bm128" 2>&1 | grep -E "FAIL|check D|Error"
timeout 80 python3 $V check --D 128 --causal 0 --only "lag split lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 110 python3 $V time --only "op,st ps lse bm128,st split ps lse bm128" --dims 64 --causal-only 0 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 110 python3 $V time --only "op,st dyn ps lse bm128,st split dyn ps lse bm128" --dims 64 --causal-only 1 --out $OUT/d 2>&1 | grep -E "^\| |geometric"
timeout 110 python3 $V time --only "op,smemp lag lse,lag split lse" --dims 128 --causal-only 0 --out $OUT/a 2>&1 | grep -E "^\| |geometric"
