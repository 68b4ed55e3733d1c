#!/usr/bin/env bash
# Session 25, GPU call 3 (carry .whl .fa4a): the fused D=64 builds now in the S^T layout with 128 query rows a step
# (FUSED_ST + FUSED_SHAPE): the GPU tests of the fused path, then where the op should switch to it at D=64
# (FUSED_LONG_MEAN: 1,536 without the mask, 3,072 under it, measured with the SMEM_P+DQ_LAG builds) on ten mixes per
# causal flag. Then at once gpu_s24f.sh (carry .fa4b): the backward bench with FA4.
set -u
source scripts/gpu_setup.sh .whl .fa4a
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 200 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py -k "fused or long_mean" \
  > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
timeout 330 python3 scripts/bwd_op_ab.py --switch fused --dims 64 --causal both --rounds 3 --rep 30 \
  --out "$OUT/switch64.md" 2>&1 | grep -v -i warn | tail -24
