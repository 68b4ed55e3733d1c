#!/usr/bin/env bash
# For session 42, first call (carry .c1): which GPU came, the carried wheels installed (z3, lark and FA4's first
# piece stay in /tmp/fa4 for the next call), and the op's forward GPU tests of HEAD; the bench follows on the same
# warm machine: `SHORT=0 CLOCK=0 PROVED=0 FWD_T=270 BWD_T=270 bash scripts/gpu_final.sh bench COMMIT .c2`.
set -u
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit --format=csv,noheader
source scripts/gpu_setup.sh .c1
export TLX_COMMIT=$1 TLX_VERIFY_SAMPLED=1
timeout ${T_TESTS:-150} python3 -m pytest -q -m gpu -p no:cacheprovider -n 8 tests/test_gpu_op.py 2>&1 | grep -v -i warn | tail -6
