#!/usr/bin/env bash
# Session 21, GPU call 1: the fused backward with SPLIT (masked steps in their own pipelines) — GPU tests (poisoned,
# float64), gradients vs varlen_attn on the bench batches, then the variants timed against the two-kernel op.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 170 python3 -m pytest -q -p no:cacheprovider tests/test_gpu_backward.py -k "fusedsplit" > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; tail -3 "$OUT/tests.log"
timeout 100 python3 scripts/bwd_fused_variants.py check --D 128 --causal 1 --only "lag split dyn" > "$OUT/check.log" 2>&1
echo "check rc=$?"; grep -v -i warn "$OUT/check.log" | tail -7
timeout 300 python3 scripts/bwd_fused_variants.py time --only "op,lag dyn,lag split,lag split dyn" --rounds 3 \
  --rep 25 --out "$OUT" > "$OUT/time.log" 2>&1
echo "time rc=$?"; grep -v -i warn "$OUT/time.log" | tail -30
