#!/usr/bin/env bash
# For session 40, second call (carry .c2, right after a .c1 call on the same warm machine): the backward bench beside
# varlen_attn and FA4 on the four mixes and, for the first time, the extra rows (2,002 sequences under 64 tokens; GQA
# 8:1 and the same batch with 16 KV heads), into $OUT (rename the files with the real commit: the device copy's git is
# stale). The forward bench: gpu_s40c.sh, on the same warm machine.
set -u
source scripts/gpu_setup.sh .c1 .c2
mkdir -p $OUT
timeout ${T_BWD:-540} python3 bench/jagged_attention_bwd.py --check --fused --rows mixes,extra --rep 25 --rounds 3 \
  --out $OUT 2>&1 | grep -v -i warn | tail -34
