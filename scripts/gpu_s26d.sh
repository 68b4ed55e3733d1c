#!/usr/bin/env bash
# Session 26 (carry .whl .fa4a .abref): every GPU test at ae38a69 (the per-query causal mask in every kernel; D=64 causal
# dK/dV with 128 query rows in the S^T layout), then the forward alone again with the mask against the kernels at
# cf79c0b (.abref), 5 rounds (the first run: D=64 1.035-1.132x, D=128 0.937-1.066x). Then at once gpu_s24f.sh (.fa4b).
set -u
source scripts/gpu_setup.sh .whl .fa4a
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 330 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_*.py > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
timeout 200 python3 scripts/src_ab.py --ref .abref --causal yes --dims 128,64 --parts fwd --rounds 5 \
  --out "$OUT/mask_fwd_ab.md" 2>&1 | grep -v -i warn | tail -16
