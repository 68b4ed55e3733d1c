#!/usr/bin/env bash
# Session 38 (carry .c2 after a .c1 call on the same warm machine, FA4 needed): the fused backward's cost per tile
# against its cost per step. Equal-token batches of equal lengths (256 .. 8192) at D=128: the main kernel's time is
# a * steps + b * tiles, fitted per path; FA4 beside it (its whole backward, its kernels by name).
set -u
source scripts/gpu_setup.sh .c1 .c2
R="256 x 256:128:0,128 x 512:128:0,64 x 1024:128:0,32 x 2048:128:0,16 x 4096:128:0,8 x 8192:128:0"
R="$R,256 x 256:128:1,64 x 1024:128:1,16 x 4096:128:1"
timeout ${T_PROF:-500} python3 scripts/bwd_kernel_profile.py --iters 5 --runs "tlx fused,tlx two-kernel,fa4" --rows "$R" 2>&1 \
  | grep -v -i warn | tail -150
