#!/usr/bin/env bash
# Session 40, second device session (carry .c1): the packed backward's GPU tests and the two-kernel path's GPU tests
# with DQ_STORE_TMA on under the mask, then the packed backward's tile variants at D=128 (its dK/dV step spills at
# BLOCK_M=64 there, SASS: 10 local stores a step; none at 32).
set -u
source scripts/gpu_setup.sh .c1
timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_gpu_packed_backward.py tests/test_gpu_backward.py \
  -k "packed or gluon-det or deterministic" 2>&1 | grep -v -i warn | tail -8
timeout 300 python3 scripts/bwd_packed_tiles.py --dims ${DIMS:-128} --variants "op,kv m32,dq n32" 2>&1 \
  | grep -v -i warn | tail -14
