#!/usr/bin/env bash
# Session 38 (carry .c1): the fused backward's tile boundary. scripts/fused_tile_ab.py (the op's build, ROTATE, a
# diagnostic without the dK/dV stores; D=128 non-causal, equal-length batches; at e1171c9 also KV_EARLY, since
# removed), then the per-tile cost by
# GQA (16 query heads on 16 or 2 KV heads: the same steps, 8x fewer tiles on 2).
set -u
source scripts/gpu_setup.sh .c1
timeout ${T_AB:-330} python3 scripts/fused_tile_ab.py --variants "op,rotate,no_epilogue" --rounds 3 2>&1 \
  | grep -v -i warn | tail -12
R="64 x 1024:128:0:16,64 x 1024:128:0:2,128 x 512:128:0:16,128 x 512:128:0:2"
timeout ${T_PROF:-100} python3 scripts/bwd_kernel_profile.py --iters 5 --runs "tlx fused" --rows "$R" 2>&1 \
  | grep -v -i warn | tail -40
