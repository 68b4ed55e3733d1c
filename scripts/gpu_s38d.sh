#!/usr/bin/env bash
# Session 38 (carry .c1): DKV_TMA (dK/dV through the K/V slots by TMA stores) against the op's fused build, alone and
# with ROTATE, on equal-length and bench batches (D=128 non-causal), and on a few causal and D=64 batches.
set -u
source scripts/gpu_setup.sh .c1
A="python3 scripts/fused_tile_ab.py --rounds 3"
timeout 200 $A --variants "op,dkv_tma,dkv_tma+rotate" --mixes "128 x 512,64 x 1024,16 x 4096,lognormal,LLM packed 512-8192,uniform 1-2048" 2>&1 | grep -v -i warn | tail -14
timeout 100 $A --variants "op,dkv_tma" --causal 1 --mixes "64 x 1024,LLM packed 512-8192" 2>&1 | grep -v -i warn | tail -6
timeout 100 $A --variants "op,dkv_tma" --D 64 --mixes "64 x 1024,LLM packed 512-8192" 2>&1 | grep -v -i warn | tail -6
