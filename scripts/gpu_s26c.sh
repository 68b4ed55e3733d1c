#!/usr/bin/env bash
# Session 26 (carry .whl .abref): the causal mask computed per query (the last key each query sees; one compare and one
# select per score instead of three compares and two ands: SASS masked step loops ~80-100 instructions shorter in
# every causal build, forward and backward) against the kernels as they were (.abref = kernels/ at cf79c0b), the op
# forward and backward alone, bitwise comparison; then the dK/dV kernel's 128-row S^T+SPLIT build at D=64 causal on
# mixes with a mean length of ~250-1,500 (where the two-kernel path runs), for a mean-length switch.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 330 python3 scripts/src_ab.py --ref .abref --causal yes --dims 64,128 --rounds 3 --out "$OUT/mask_ab.md" 2>&1 \
  | grep -v -i warn | tail -16
timeout 240 python3 scripts/dkdv_ab.py --dims 64 --causal yes --batches mean --out "$OUT/dkdv64c_mean.md" 2>&1 \
  | grep -v -i warn | grep -v "^built" | tail -16
