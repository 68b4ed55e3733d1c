#!/usr/bin/env bash
# For session 40, after gpu_s40b.sh on the same warm machine (FA4 already installed in /tmp/site): the forward bench
# beside varlen_attn and FA4, into $OUT.
set -u
source scripts/gpu_setup.sh
mkdir -p $OUT
timeout ${T_FWD:-540} python3 bench/jagged_attention.py --peers varlen,fa4 --rep 100 --rounds 3 --out $OUT 2>&1 \
  | grep -v -i warn | tail -34
