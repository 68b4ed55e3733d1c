#!/usr/bin/env bash
# Ready for session 25 (carry .whl; written in session 24, not run): FA4's D=64 tile in the fused kernel, the S^T
# layout with lse/delta from the ring and 128 query rows a step (FUSED_SHAPE; SASS step loops 807/791 non-causal,
# 954/965 causal for 128 rows against the op's 528/524 and 579/569 for 64; proved). Gradients first, then alternating
# rounds against the op's fused D=64 build (SMEM_P + DQ_LAG + LSE_SMEM), its S^T build with 64 rows and the two-kernel
# op ("op"). If the 128-row build wins: FUSED_SHAPE (and FUSED_ST at D=64), then re-measure where the op switches to
# the fused path (scripts/bwd_op_ab.py --switch fused --dims 64, both causal flags): a faster fused build may win
# on shorter batches too. Then DQ_LAG in the S^T layout at D=128 without the mask (FUSED_ST_LAG: the lag is what
# kept that row on SMEM_P; SASS step loops 528/523 against SMEM_P + DQ_LAG's 547/550; its numerics are checked on the
# GPU only: the interpreter runs no writer). If it wins: FUSED_ST (128, False) and FUSED_ST_LAG there.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/a" "$OUT/c" "$OUT/d"
V=scripts/bwd_fused_variants.py
timeout 80 python3 $V check --D 64 --causal 0 --only "st ps lse bm128" 2>&1 | grep -E "FAIL|check D|Error"
timeout 80 python3 $V check --D 64 --causal 1 --only "st dyn ps lse bm128" 2>&1 | grep -E "FAIL|check D|Error"
timeout 110 python3 $V time --only "op,lag ps lse,st ps lse,st ps lse bm128" --dims 64 --causal-only 0 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 110 python3 $V time --only "op,lag dyn ps lse,st dyn ps lse,st dyn ps lse bm128" --dims 64 --causal-only 1 --out $OUT/d 2>&1 | grep -E "^\| |geometric"
timeout 80 python3 $V check --D 128 --causal 0 --only "st lag lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 110 python3 $V time --only "smemp lag lse,st lse,st lag lse" --dims 128 --causal-only 0 --out $OUT/a 2>&1 | grep -E "^\| |geometric"
