#!/usr/bin/env bash
# For session 40 (carry .c1, after gpu_s40b.sh showed the backward's short rows): the two-kernel path's tiles on
# batches of short sequences (the bench's 1-63 tokens and a 1-200 draw it lacks). A 32-token sequence fills a quarter
# of the dK/dV kernel's 128-key tile and of the dQ kernel's 128-query tile; one warp group's 64-row tiles halve that
# waste (both builds proved with one warp group, session 39; D=128 causal and D=64 builds compile to SASS without local memory).
# If they win, a mean-length rule as the forward's (attention_tiles) picks them; docs/research/packed_backward.md is
# the larger step.
set -u
source scripts/gpu_setup.sh .c1
AB="python3 scripts/bwd_flag_ab.py --rounds 3 --short --only short --two-kernel --causal both"
timeout 280 $AB --flag DKDV_EXTRA --on "{'BLOCK_N': 64}" --dims 128,64 2>&1 | grep -v -i warn | tail -11
timeout 250 $AB --flag DQ_EXTRA --on "{'BLOCK_M': 64}" --dims 128,64 2>&1 | grep -v -i warn | tail -11
