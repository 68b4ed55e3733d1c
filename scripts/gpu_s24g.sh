#!/usr/bin/env bash
# Session 24, GPU call 6 (carry .whl): FlashAttention-4's layout in the fused kernel now that lse/delta come through the
# ring: the op's fused builds in S^T (P^T/dS^T from registers into dV/dK, no DQ_LAG) with LSE_SMEM, against the op's
# fused builds (SMEM_P + DQ_LAG + LSE_SMEM). SASS step loops (instructions): D=128 498/491 vs 547/550; D=128 causal
# 621/408/608/400 vs 679/437/653/425 (no local loads in them vs 4/1/4/0); D=64 462 vs 528; D=64 causal 545/538 vs
# 579/569, no local access in the kernel. Gradients first, then alternating rounds per (D, causal).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/a" "$OUT/b" "$OUT/c" "$OUT/d"
V=scripts/bwd_fused_variants.py
timeout 50 python3 $V check --D 128 --causal 1 --only "st split dyn ps lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 40 python3 $V check --D 128 --causal 0 --only "st lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 40 python3 $V check --D 64 --causal 0 --only "st ps lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 40 python3 $V check --D 64 --causal 1 --only "st dyn ps lse" 2>&1 | grep -E "FAIL|check D|Error"
timeout 70 python3 $V time --rounds 2 --only "lag split dyn ps lse,st split dyn ps lse" --dims 128 --causal-only 1 --out $OUT/b 2>&1 | grep -E "^\| |geometric"
timeout 60 python3 $V time --rounds 2 --only "smemp lag lse,st lse" --dims 128 --causal-only 0 --out $OUT/a 2>&1 | grep -E "^\| |geometric"
timeout 60 python3 $V time --rounds 2 --only "lag ps lse,st ps lse" --dims 64 --causal-only 0 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 60 python3 $V time --rounds 2 --only "lag dyn ps lse,st dyn ps lse" --dims 64 --causal-only 1 --out $OUT/d 2>&1 | grep -E "^\| |geometric"
