#!/usr/bin/env bash
# Session 20, GPU call 4: the fused backward reading lse·log2e and delta head-major (written by attn_bwd_prep, as the
# dK/dV kernel reads them; Nsight Compute had its jagged [T, H] loads at 4 useful bytes per 32-byte sector and the
# warps stalled on them): the backward GPU tests, then the fused builds timed beside the op.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 200 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py > "$OUT/gpu_tests_bwd.txt" 2>&1
echo "tests rc=$?"; grep -v -i warn "$OUT/gpu_tests_bwd.txt" | tail -8
timeout 300 python3 scripts/bwd_fused_variants.py time --only "op,writer smemp,smemp pair,smemp lag" --rounds 3 \
  --out "$OUT" > "$OUT/fused_time.log" 2>&1
echo "time rc=$?"; grep -v -i warn "$OUT/fused_time.log" | tail -30
