#!/usr/bin/env bash
# Session 34's forward candidate (carry .c1 or .whl): WAIT_AFTER_MAX, the wait for O += P V after the new row max
# (mma_wait's after=m_i), with which ptxas moves 22-57 of the step's 66 exp2s under the warp group's own P V, as in
# FlashAttention-4's steady loop (docs/research/fa4_sm90_forward_sass.md), with no spill and 2 moves (WAIT_LATE, after
# the whole softmax, cost 34 moves and timed 0.973x). GPU tests of its two builds (poisoned outputs against float64),
# then the A/B on the op's own picks (scripts/fwd_ab.py: its default rows, LLM-packed, uniform and lognormal, and rule 8's long rows,
# where the pick has MASK_SPLIT and LAZY_RESCALE); a second column adds MASK_SPLIT everywhere (no mask branch in the
# unmasked loop: 248 instructions under P V against 192 at D=128).
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout ${S34C_TT:-200} python3 -m pytest -q -n 8 -p no:cacheprovider tests/test_gpu_flagship.py -k "wait_after_max" 2>&1 \
  | grep -v -i warn | tail -4
timeout ${S34C_AB:-330} python3 scripts/fwd_ab.py "WAIT_AFTER_MAX=True" "MASK_SPLIT=True,WAIT_AFTER_MAX=True" --rows default+long --rounds 4 --prewarm 8 \
  --budget 280 --out "$OUT/fwd_wait_after_max.md" 2>&1 | grep -v -i warn | tail -24
