#!/usr/bin/env bash
# Session 24, GPU call 5, right after call 4 (gpu_s24e.sh) on the same warm machine (carry .fa4b: the rest of FA4's wheels; call 2
# left z3 and the first libs-cu13 piece in /tmp/fa4): the backward bench with FlashAttention-4 beside us, gradients
# of every row checked against varlen_attn on poisoned outputs.
set -u
source scripts/gpu_setup.sh .fa4b
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
python3 -c "from flash_attn.cute.interface import flash_attn_varlen_func; print('fa4 import ok')" 2>&1 | tail -2
timeout 480 python3 bench/jagged_attention_bwd.py --check --rep 25 --rounds 2 --out "$OUT" > "$OUT/bwd.log" 2>&1
echo "bench rc=$?"; grep -v -i warn "$OUT/bwd.log" | tail -28
