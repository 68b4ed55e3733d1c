#!/usr/bin/env bash
# Ready for session 24's first GPU call (carry .whl .fa4a; written in session 23, not run): the D=128 causal dK/dV
# build is now the S^T layout with LSE_SMEM (timed kernel-alone and bitwise equal, GPU tests not yet run on it; the
# plan-gluon warp barrier before the producer's expect came after that timing). (1) every backward GPU test; (2) the
# dK/dV A/B (scripts/dkdv_ab.py VARIANTS): LSE_SMEM in the SMEM_P layout at every (D, causal), and at D=128 causal
# the previous op build (SMEM_P + PER_STEP) against the S^T + LSE_SMEM one (3 rounds).
# Then, right away on the warm machine, scripts/gpu_s23c.sh with .fa4b: the backward bench with FA4 beside us.
set -u
source scripts/gpu_setup.sh .whl .fa4a
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 260 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
timeout 260 python3 scripts/dkdv_ab.py --dims 128,64 --causal both --out $OUT/dkdv_ab.md 2>&1 | grep -v "^built" | tail -34
ls /tmp/fa4
