#!/usr/bin/env bash
# For session 40, first call (carry .c1): what session 39 left untimed. The dQ kernel's DQ_TMA under the mask (the op's
# path on causal batches below FUSED_LONG_MEAN), then the fused kernel against the two-kernel path on GQA 8:1 batches
# (the op keeps GQA on the two-kernel path, never timed against the fused one: 8x more steps per tile there).
set -u
source scripts/gpu_setup.sh .c1
AB="python3 scripts/bwd_flag_ab.py --rounds 3"
# the README's main job on the GPU (its backward check and timing were added in session 39 and never ran on one)
timeout 140 python3 -m tlx demo 2>&1 | grep -v -i warn | tail -8
for D in 128 64; do
  timeout 150 $AB --flag DQ_STORE_TMA --on "{($D, False): True, ($D, True): True}" --two-kernel --dims $D --causal yes \
    2>&1 | grep -v -i warn | tail -9
done
timeout 150 python3 scripts/bwd_op_ab.py --switch fused --kv-heads 2 --dims 128 --causal both --rounds 3 --rep 40 2>&1 \
  | grep -v -i warn | tail -24
