#!/usr/bin/env bash
# Session 24, GPU call 4 (carry .whl .fa4a), and session 25's first call as it is: every backward GPU test on the op
# (session 24: SMEM_P + LSE_SMEM at D=128 without the mask, S^T + LSE_SMEM at D=64 without it, the fused kernel with
# LSE_SMEM everywhere; since cbd6e64 the fused D=128 causal build in S^T, FUSED_ST, whose GPU tests have not run).
# Then at once gpu_s24f.sh with .fa4b: the backward bench with FA4 beside us.
set -u
source scripts/gpu_setup.sh .whl .fa4a
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 220 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
