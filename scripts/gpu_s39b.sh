#!/usr/bin/env bash
# Session 39, second call (carry .c1): the fused kernel's DKV_TMA under the mask at D=128 (its compile is slow), and
# the D=64 fused builds (dQ by rows: a kv_done rendezvous before the stores).
set -u
source scripts/gpu_setup.sh .c1
AB="python3 scripts/bwd_flag_ab.py --rounds 3"
timeout 250 $AB --flag FUSED_DKV_TMA --on "{(128, False): True, (128, True): True}" --fused --dims 128 --causal yes \
  --only "LLM,long" 2>&1 | grep -v -i warn | tail -5
timeout 200 $AB --flag FUSED_DKV_TMA --on "{(128, False): True, (64, False): True, (64, True): True}" --fused --dims 64 \
  --causal both --only "LLM,all 1024" 2>&1 | grep -v -i warn | tail -7
