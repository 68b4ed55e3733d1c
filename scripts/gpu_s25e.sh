#!/usr/bin/env bash
# Session 25, GPU call 6 (carry .whl): DQ_ROWS (FA3's row split of dQ in the fused S^T build with 128 query rows at
# D=64; cols() views of the dS^T slots) — the GPU tests of cols() and of the DQ_ROWS builds, the variant's gradients,
# then alternating rounds against the op's fused build (st ps lse bm128) and the two-kernel op.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/c" "$OUT/d"
timeout 150 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_gluon.py tests/test_gpu_backward.py \
  -k "cols or dq_rows" > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
V=scripts/bwd_fused_variants.py
timeout 80 python3 $V check --D 64 --causal 0 --only "st rows ps lse bm128" 2>&1 | grep -E "FAIL|check D|Error"
timeout 80 python3 $V check --D 64 --causal 1 --only "st rows dyn ps lse bm128" 2>&1 | grep -E "FAIL|check D|Error"
timeout 110 python3 $V time --only "op,st ps lse bm128,st rows ps lse bm128" --dims 64 --causal-only 0 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 110 python3 $V time --only "op,st dyn ps lse bm128,st rows dyn ps lse bm128" --dims 64 --causal-only 1 --out $OUT/d 2>&1 | grep -E "^\| |geometric"
