#!/usr/bin/env bash
# Session 21, GPU call 3: the backward GPU tests, then the backward bench (gradients checked against varlen_attn on
# every row) with the op's new rule (the fused path for D=128 causal batches with a mean length >= 1536).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 170 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; tail -3 "$OUT/tests.log"
timeout 300 python3 bench/jagged_attention_bwd.py --check --no-fa4 --rep 25 --rounds 3 --out "$OUT" > "$OUT/bwd.log" 2>&1
echo "bench rc=$?"; grep -v -i warn "$OUT/bwd.log" | tail -24
