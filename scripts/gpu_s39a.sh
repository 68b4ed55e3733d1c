#!/usr/bin/env bash
# For session 39 (carry .c1; not run yet): the TMA epilogues left untimed in session 38. The two-kernel path's
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
timeout 250 $AB --flag FUSED_DKV_TMA --on "{(128, False): True, (128, True): True}" --fused --dims 128 --causal yes \
  --only "LLM,long" 2>&1 | grep -v -i warn | tail -5
# D=64 fused builds (dQ by rows: a kv_done rendezvous before the stores)
timeout 200 $AB --flag FUSED_DKV_TMA --on "{(128, False): True, (64, False): True, (64, True): True}" --fused --dims 64 \
  --causal both --only "LLM,all 1024" 2>&1 | grep -v -i warn | tail -7
