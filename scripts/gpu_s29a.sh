#!/usr/bin/env bash
# Ready for session 29 (carry .whl and .abmods; written in session 28, not run). Session 28's forward bench
# (bench/results/jagged_attention_2026-12-05_eca28a0.md) had the non-causal rows 5-15% lower against FA4 and
# varlen_attn than session 25's run (8a06fc9), on another machine; the compute loops' generated code is unchanged
# (SASS: no spills, 48 more lines from sequence clamps, R4's masks and the exact cdiv, all per tile). One run settles
# it: the flagship modules the op picks for the four mixes (D=128 both flags: BLOCK_M=128 PINGPONG; D=64 non-causal
# BLOCK_M=192 REGS=160 PINGPONG; D=64 causal BLOCK_M=128; DYNAMIC, O_TMA), made by three compilers on the CPU into
# the git-ignored .abmods (`bash scripts/abmods.sh 8a06fc9 352acc3` on the CPU machine first): 8a06fc9 (the 12-02 run), 352acc3
# (the 12-03 run) and the session's tree, timed in interleaved rounds beside varlen_attn, outputs checked.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$OUT/gpu.txt" 2>&1
timeout 500 python3 scripts/gpu_modules_ab.py .abmods r8a06fc9 r352acc3 new \
  --mixes "all 1024,uniform 1-2048,lognormal,LLM packed 512-8192" > "$OUT/ab.log" 2>&1
echo "rc=$?"; grep -v -i warn "$OUT/ab.log" | tail -30; cat "$OUT/gpu.txt"
