#!/usr/bin/env bash
# Session 38, call 1 (carry .c1): the fused backward's GPU tests with DKV_TMA on at D=128 non-causal (the op's default
# now), beside the causal/D=64 builds unchanged.
set -u
source scripts/gpu_setup.sh .c1
timeout ${T_TESTS:-230} python3 -m pytest -q -m gpu -p no:cacheprovider -n 8 tests/test_gpu_backward.py -k "fused" \
  > /tmp/gt.log 2>&1
echo "gpu fused backward tests exit $?"; grep -v -i warn /tmp/gt.log | tail -12
