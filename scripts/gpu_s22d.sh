#!/usr/bin/env bash
# Session 22, GPU call 4: the two-kernel path's GPU tests (PF_LATE is now the op's dK/dV build at D=64 causal), then
# the backward bench (gradients checked against varlen_attn on every row).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 160 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py -k "det or d64_causal" > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; tail -3 "$OUT/tests.log"
timeout 330 python3 bench/jagged_attention_bwd.py --check --no-fa4 --rep 25 --rounds 3 --out "$OUT" > "$OUT/bwd.log" 2>&1
echo "bench rc=$?"; grep -v -i warn "$OUT/bwd.log" | tail -24
