#!/usr/bin/env bash
# Session 40's first call (carry .c1), what fits one call of the plan in gpu_s40a/e.sh: the README's main job on the
# GPU, the dQ kernel's TMA store under the mask at D=128, and the dK/dV kernel's one-warp-group 64-key tiles on batches
# of short sequences. gpu_s40b.sh (carry .c2) right after it, on the same warm machine.
set -u
source scripts/gpu_setup.sh .c1
timeout 120 python3 -m tlx demo 2>&1 | grep -v -i warn | tail -8
timeout 150 python3 scripts/bwd_flag_ab.py --rounds 3 --flag DQ_STORE_TMA --on "{(128, False): True, (128, True): True}" \
  --two-kernel --dims 128 --causal yes 2>&1 | grep -v -i warn | tail -9
timeout 270 python3 scripts/bwd_flag_ab.py --rounds 3 --short --only short --two-kernel --causal both \
  --flag DKDV_EXTRA --on "{'BLOCK_N': 64}" --dims 128,64 2>&1 | grep -v -i warn | tail -11
