#!/usr/bin/env bash
# Session 23, GPU call 7: the op now takes the fused backward at D=64 from a mean length of 3,072 (with KV_PER_STEP).
# (1) The fused GPU tests (the long-mean rule's cases at D=64 and D=128, the forced fused path); (2) the switch A/B at
# D=64 with the new builds, the op's picks marked; (3) the backward bench (varlen_attn beside us, gradients checked).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 150 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py -k "long_mean_fused or (fused and not builds)" > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -6
timeout 110 python3 scripts/bwd_op_ab.py --switch fused --dims 64 --causal both --rounds 3 --rep 30 --out $OUT/switch64.md 2>&1 | grep -v -i warn | tail -24
timeout 170 python3 bench/jagged_attention_bwd.py --check --no-fa4 --rep 25 --rounds 3 --out "$OUT" > "$OUT/bwd.log" 2>&1
echo "bench rc=$?"; grep -v -i warn "$OUT/bwd.log" | tail -22
