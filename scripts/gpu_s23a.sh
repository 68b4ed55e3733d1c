#!/usr/bin/env bash
# Ready for the next session's first GPU call (written in session 22, not run): time PD_SWAP in the dK/dV kernel (P and
# dS trade slots every step; the causal D=128 build's SASS spills halved) and its KVBUF=1 form against the op's builds,
# the kernel alone, bitwise compared (scripts/dkdv_ab.py, ~110 s), then the GPU tests of the dK/dV variants it needs.
# If "pd swap" wins at D=128 causal: set DKDV_PD_SWAP = {(128, True): True} in tlx/ops/jagged_attention_bwd.py, run
# tests/test_gpu_backward.py and the backward bench (scripts/gpu_s22d.sh does both).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 200 python3 scripts/dkdv_ab.py --dims 128,64 --causal both --out $OUT/dkdv_ab.md 2>&1 | grep -v "^built" | tail -40
