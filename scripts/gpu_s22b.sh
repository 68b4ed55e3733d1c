#!/usr/bin/env bash
# Session 22, GPU call 2: LSE_LATE in the fused backward (a lagged step's lse/delta loads after the dQ hand-over's
# fence, which ptxas precedes with MEMBAR.ALL.CTA): gradients vs varlen_attn on poisoned outputs, then alternating
# rounds against the op's current builds (D=128 non-causal: smemp lag; causal: lag split dyn; D=64 causal: lag dyn).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/nc" "$OUT/c" "$OUT/d64"
V=scripts/bwd_fused_variants.py
timeout 100 python3 $V check --D 128 --causal 0 --only "lag late,lag pair late" 2>&1 | grep -E "FAIL|check D" 
timeout 70 python3 $V check --D 128 --causal 1 --only "lag split dyn late" 2>&1 | grep -E "FAIL|check D"
timeout 190 python3 $V time --only "op,smemp lag,lag late,lag pair,lag pair late" --dims 128 --causal-only 0 --out $OUT/nc 2>&1 | grep -v "^ok"
timeout 150 python3 $V time --only "op,lag split dyn,lag split dyn late" --dims 128 --causal-only 1 --out $OUT/c 2>&1 | grep -v "^ok"
ls -R $OUT
