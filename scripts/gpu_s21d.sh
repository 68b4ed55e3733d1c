#!/usr/bin/env bash
# Session 21, GPU call 4: the backward GPU tests that call 3's time limit cut (the long-mean and determinism tests),
# with the new D=128 fused-by-mean-length test.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 230 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py -k "long_mean or deterministic or fusedsplit" > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -v -i warn "$OUT/tests.log" | tail -15
