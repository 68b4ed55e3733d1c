#!/usr/bin/env bash
# Session 40 (carry .c1): the README's main job on the GPU, then the packed backward (PACKED: several short sequences
# per tile, kernels/jagged_attention_bwd_packed.tlx) against the two-kernel path it replaces on batches of short
# sequences (the bench's 1-63 tokens and a 1-200 draw), gradients compared element-wise.
set -u
source scripts/gpu_setup.sh .c1
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 120 python3 -m tlx demo 2>&1 | grep -v -i warn | tail -8
timeout ${T_PK:-420} python3 scripts/bwd_flag_ab.py --rounds 3 --short --only short --two-kernel --causal both \
  --flag PACKED --on True --off False --dims ${DIMS:-128,64} 2>&1 | grep -v -i warn | tail -12
