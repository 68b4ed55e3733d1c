#!/usr/bin/env bash
# Session 38 (carry .c1): the fused backward's cost per tile, measured by GQA: 16 query heads on 16 KV heads and on 2
# run the same steps (a tile walks every query head of its group), with 8x fewer tiles on 2.
set -u
source scripts/gpu_setup.sh .c1
R="64 x 1024:128:0:16,64 x 1024:128:0:2,16 x 4096:128:0:16,16 x 4096:128:0:2,64 x 1024:64:0:16,64 x 1024:64:0:2"
R="$R,64 x 1024:128:1:16,64 x 1024:128:1:2,128 x 512:128:0:16,128 x 512:128:0:2"
timeout ${T_PROF:-400} python3 scripts/bwd_kernel_profile.py --iters 5 --runs "tlx fused,tlx two-kernel" --rows "$R" 2>&1 \
  | grep -v -i warn | tail -120
