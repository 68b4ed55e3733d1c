#!/usr/bin/env bash
# Session 37, call 2 (carry .c1): the backward's GPU tests (the fused path's direct launch, the portable prep/convert
# with 128-bit accesses), then per-kernel and synced-call times of small and bench batches (FusedPlan vs the module
# launchers).
set -u
source scripts/gpu_setup.sh .c1
export TLX_VERIFY_SAMPLED=1
timeout ${T_TESTS:-280} python3 -m pytest -q -m gpu -p no:cacheprovider -n 8 tests/test_gpu_backward.py > /tmp/gt.log 2>&1
echo "gpu backward tests exit $?"; grep -v -i warn /tmp/gt.log | tail -12
timeout ${T_PROF:-200} python3 scripts/bwd_kernel_profile.py --rows "8 x 512:128:0,4 x 2048:128:0,8 x 512:64:0,all 1024:128:0" 2>&1 | grep -v -i warn | tail -60
