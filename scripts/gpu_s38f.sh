#!/usr/bin/env bash
# Session 38, call 2 (carry .c2, after gpu_s38e.sh on the same warm machine): the backward bench beside FA4.
set -u
source scripts/gpu_setup.sh .c1 .c2
mkdir -p $OUT
timeout ${T_BENCH:-330} python3 bench/jagged_attention_bwd.py --check --fused --rep 25 --rounds 3 --out $OUT 2>&1 \
  | grep -v -i warn | tail -30
