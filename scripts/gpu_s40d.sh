#!/usr/bin/env bash
# For session 40 (carry .c1 or nothing on a warm machine): the fused-vs-two-kernel switch by mean length again now that
# both paths store by TMA (FUSED_LONG_MEAN's thresholds were timed before), D=128 and D=64, both masks; then GQA at D=64.
set -u
source scripts/gpu_setup.sh .c1
for D in 128 64; do
  timeout 180 python3 scripts/bwd_op_ab.py --switch fused --dims $D --causal both --rounds 3 --rep 40 2>&1 \
    | grep -v -i warn | tail -24
done
timeout 200 python3 scripts/bwd_op_ab.py --switch fused --kv-heads 2 --dims 64 --causal both --rounds 3 --rep 40 2>&1 \
  | grep -v -i warn | tail -24
