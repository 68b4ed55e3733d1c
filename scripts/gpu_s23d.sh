#!/usr/bin/env bash
# Session 23, GPU call 4: the dK/dV kernel's S^T layout (SMEM_P=False) on top of PER_STEP, against the op's builds
# (scripts/dkdv_ab.py; not bitwise: its products sum in another order, the relative difference is reported).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 300 python3 scripts/dkdv_ab.py --dims 128,64 --causal both --out $OUT/dkdv_ab.md 2>&1 | grep -v "^built" | tail -30
