#!/usr/bin/env bash
# For session 40, second call (carry .c2, right after a .c1 call on the same warm machine): the forward and backward
# benches beside varlen_attn and FA4, into $OUT (rename the files with the real commit: the device copy's git is stale).
set -u
source scripts/gpu_setup.sh .c1 .c2
mkdir -p $OUT
timeout ${T_BWD:-300} python3 bench/jagged_attention_bwd.py --check --fused --rep 25 --rounds 3 --out $OUT 2>&1 \
  | grep -v -i warn | tail -22
timeout ${T_FWD:-250} python3 bench/jagged_attention.py --peers varlen,fa4 --rep 100 --rounds 3 --out $OUT 2>&1 \
  | grep -v -i warn | tail -34
