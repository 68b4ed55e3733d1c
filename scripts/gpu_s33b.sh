#!/usr/bin/env bash
# Session 33 (carry .whl): the GPU backward tests of DQ_FRAG (the op's fused builds with it, and with 32-column dQ
# blocks; poisoned gradients against float64) and of the op's default fused path.
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
timeout ${S33B_T:-540} python3 -m pytest -q -n 4 tests/test_gpu_backward.py -k "${S33B_K:-fusedfrag or gluon-fused}" \
  -p no:cacheprovider 2>&1 | tail -15
