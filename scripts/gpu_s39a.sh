#!/usr/bin/env bash
# For session 39 (carry .c1): the two-kernel TMA epilogues left untimed in session 38 (the fused ones: gpu_s39b.sh). The two-kernel path's
# DKDV_DKV_TMA and DQ_STORE_TMA (the path forced) at D=128/64 without the mask, then under it, then the fused
# kernel's DKV_TMA under the mask at D=128 (its compile is slow: give it the time), and at D=64.
set -u
source scripts/gpu_setup.sh .c1
AB="python3 scripts/bwd_flag_ab.py --rounds 3"
for D in 128 64; do
  timeout 170 $AB --flag DKDV_DKV_TMA --on "{($D, False): True}" --two-kernel --dims $D --causal no 2>&1 | grep -v -i warn | tail -9
  timeout 170 $AB --flag DQ_STORE_TMA --on "{($D, False): True}" --two-kernel --dims $D --causal no 2>&1 | grep -v -i warn | tail -9
done
timeout 200 $AB --flag DKDV_DKV_TMA --on "{(128, True): True}" --two-kernel --dims 128 --causal yes 2>&1 | grep -v -i warn | tail -9
