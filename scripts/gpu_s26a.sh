#!/usr/bin/env bash
# Ready for session 26 (carry .whl .fa4a; written in session 25, not run): every backward GPU test at the session's
# final tree (DQ_ROWS on at D=64 since a6c2bab: its own tests and the fused builds' passed at 23ccba3, whose generated
# Gluon the op's builds keep; the long-mean fused tests have not run with it on), the cols() program, then where the op
# switches to the fused path at D=64 with DQ_ROWS (FUSED_LONG_MEAN 1,536: fused/two-kernel was 0.92-0.99x at a mean of
# 1,024 and below without it). Then at once gpu_s24f.sh (carry .fa4b): the backward bench with FA4.
set -u
source scripts/gpu_setup.sh .whl .fa4a
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 240 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py tests/test_gpu_gluon.py \
  > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
timeout 300 python3 scripts/bwd_op_ab.py --switch fused --dims 64 --causal both --rounds 3 --rep 30 \
  --out "$OUT/switch64.md" 2>&1 | grep -v -i warn | tail -24
