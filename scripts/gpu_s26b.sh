#!/usr/bin/env bash
# Ready for session 26 (carry .whl; written in session 25, not run): the dK/dV kernel at D=64 under the mask in the
# D=128 causal build's shape (S^T, lse/delta from the ring, per-step slot addresses, SPLIT: the unmasked step loop
# 268 instructions for 64 query rows against the op's 536, no spill), and with 128 query rows (unmasked 463; the
# masked loops spill), against the op's SMEM_P + PREFETCH + PF_LATE build: the two-kernel path is what the slowest
# bench row (all 1024, D=64 causal, 1.29x varlen_attn) runs. If one wins: DKDV_SMEM_P/DKDV_LSE_SMEM/DKDV_PER_STEP/
# DKDV_PREFETCH/DKDV_PF_LATE (and DKDV_SHAPE for 128 rows) at (64, True), its proof in the tests, then the bench.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 400 python3 scripts/dkdv_ab.py --dims 64 --causal yes --out "$OUT/dkdv64c.md" 2>&1 | grep -v -i warn | tail -20
