#!/usr/bin/env bash
# Session 49, one call (carry .c0): which GPU came; the backward GPU tests (the fused kernel's dq_frag writer now
# reads the sequence's start once per tile, and its launcher checks a new require), the red-team and TMA-edge GPU
# tests, the Gluon kernels' tests (frag_order copies on both builds); then an A/B of the D=128 forward pick's long-batch options on an H200 only (scripts/fwd_ab.py, rows d128).
set -u
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit --format=csv,noheader
source scripts/gpu_setup.sh .c0 >/dev/null 2>&1
export TLX_VERIFY_SAMPLED=1
timeout ${T_BWD:-230} python3 -m pytest -q -m gpu -p no:cacheprovider -n 12 tests/test_gpu_backward.py tests/test_gpu_redteam.py tests/test_gpu_gluon.py 2>&1 | grep -v -i warn | tail -8
nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200 && timeout ${T_AB:-300} python3 scripts/fwd_ab.py "WAIT_AFTER_MAX=False" "MASK_SPLIT=False,LAZY_RESCALE=False" \
  "DYNAMIC=False" --rows d128 --causal no --only "${AB_ONLY:-LLM}" --rounds 3 --budget ${AB_BUDGET:-150} --out $OUT/fwd_ab_s49.md 2>&1 | tail -40
