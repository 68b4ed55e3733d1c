#!/usr/bin/env bash
# Session 14: dK/dV build A/B (scripts/dkdv_ab.py's VARIANTS) and the fused kernel's breakdown (LLM-packed D=128).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 420 python3 scripts/dkdv_ab.py --rounds 3 --out "$OUT/dkdv_ab.md" 2>&1 | grep -v "Warning\|warn(\|^built"
timeout 120 python3 scripts/bwd_breakdown.py --mix "LLM packed 512-8192" --D 128 2>&1 | grep -v Warn | tee "$OUT/fused_breakdown.txt"
