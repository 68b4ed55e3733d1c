#!/usr/bin/env bash
# Session 24, GPU call 2 (carry .whl): after the layout planner fix (a producer's [128, 1] / [1, 128] lse tile over all
# 32 lanes; it spilled before, and LSE_SMEM's SMEM_P builds ran at 0.26-0.65x): (1) every backward GPU test (the op's
# D=128 causal dK/dV build is the S^T + LSE_SMEM one, its producer changed); (2) the dK/dV A/B again (scripts/dkdv_ab.py
# VARIANTS: LSE_SMEM in both layouts at every (D, causal)); (3) the fused D=128 causal build with LSE_SMEM: gradients,
# then alternating rounds against the op's fused build and the two-kernel path.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/b"
timeout 200 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
timeout 180 python3 scripts/dkdv_ab.py --dims 128,64 --causal both --out $OUT/dkdv_ab.md 2>&1 | grep -v "^built" | grep -E "^- |total"
V=scripts/bwd_fused_variants.py
timeout 60 python3 $V check --D 128 --causal 1 --only "lag split dyn ps lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 110 python3 $V time --only "op,lag split dyn ps,lag split dyn ps lse" --dims 128 --causal-only 1 --out $OUT/b 2>&1 | grep -E "^\| |geometric"
