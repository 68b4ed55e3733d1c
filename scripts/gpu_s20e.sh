#!/usr/bin/env bash
# Session 20, GPU call 5: the fused backward with DQ_LAG at D=128 non-causal checked against varlen_attn (poisoned
# outputs), then the op's new rule (FUSED_LONG_MEAN: the fused path from a mean length of 3072 at D=128 without a
# mask) A/B'd on ten mixes ordered by mean length (most not in the bench): fused forced on vs off, alternating rounds.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 90 python3 scripts/bwd_fused_variants.py check --D 128 --causal 0 --only "smemp lag" > "$OUT/fused_check.log" 2>&1
echo "check rc=$?"; grep -v -i warn "$OUT/fused_check.log" | tail -7
timeout 330 python3 scripts/bwd_op_ab.py --switch fused --dims 128 --causal no --rounds 3 --rep 40 \
  --out "$OUT/bwd_fused_long_ab.md" > "$OUT/bwd_op_ab.log" 2>&1
echo "ab rc=$?"; grep -v -i warn "$OUT/bwd_op_ab.log" | tail -14
