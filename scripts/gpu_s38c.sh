#!/usr/bin/env bash
# Session 38 (carry .c1): the fused backward's tile boundary. A/B of FUSED_KV_EARLY and FUSED_ROTATE (D=128
# non-causal, the fused path forced; gradients of both builds compared element-wise), then the per-tile cost by GQA.
set -u
source scripts/gpu_setup.sh .c1
mkdir -p $OUT
for f in FUSED_KV_EARLY FUSED_ROTATE; do
  timeout ${T_AB:-170} python3 scripts/bwd_flag_ab.py --flag $f --on True --fused --dims 128 --causal no --rounds 3 \
    --out $OUT/ab_$f.md 2>&1 | grep -v -i warn | tail -12
done
R="64 x 1024:128:0:16,64 x 1024:128:0:2,128 x 512:128:0:16,128 x 512:128:0:2"
timeout ${T_PROF:-120} python3 scripts/bwd_kernel_profile.py --iters 5 --runs "tlx fused" --rows "$R" 2>&1 \
  | grep -v -i warn | tail -40
