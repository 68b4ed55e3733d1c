#!/usr/bin/env bash
# Ready for session 25's first GPU call (carry .whl .fa4a; written in session 24, not run): every backward GPU test
# on the op at cbd6e64+ (the fused D=128 causal softmax build is now the S^T layout with lse/delta from the ring,
# FUSED_ST: its gradients were checked against varlen_attn on 5 batches on the H200, but test_gpu_backward.py has not
# run on it). Then at once scripts/gpu_s24f.sh with .fa4b: the backward bench with FA4 beside us.
set -u
source scripts/gpu_setup.sh .whl .fa4a
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 220 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
