#!/usr/bin/env bash
# Session 35, one GPU call (carry .c1 for z3/lark/xdist): DK_CARRY (dK's product in flight into the next step) and a
# second look at the forward's rule 10.
#  1. GPU tests of the DK_CARRY builds (poisoned gradients vs float64; DQ_LAG at every head dim, with SPLIT too).
#  2. A/B of FUSED_DK_CARRY on the op's D=128 non-causal fused build (SMEM_P + DQ_LAG + DQ_FRAG), warmed alone first.
#  3. The forward's WAIT_AFTER_MAX (now the D=128 non-causal pick) against it off, 6 rounds, non-causal rows.
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout ${S35_TT:-170} python3 -m pytest -q -n 8 -p no:cacheprovider tests/test_gpu_backward.py -k "fusedcarry" 2>&1 \
  | grep -v -i warn | tail -4
AB="python3 scripts/bwd_flag_ab.py --flag FUSED_DK_CARRY --on True --off False --fused --dims 128 --causal no"
timeout 60 $AB --rounds 1 --rep 4 2>&1 | grep -v -i warn | tail -2
timeout ${S35_AB:-150} $AB --rounds 4 --out "$OUT/dk_carry_128_no.md" 2>&1 | grep -v -i warn | tail -9
timeout ${S35_FW:-170} python3 scripts/fwd_ab.py "WAIT_AFTER_MAX=False" --rows default+long --causal no --rounds 6 \
  --prewarm 8 --budget 150 --out "$OUT/fwd_wait_after_max_off.md" 2>&1 | grep -v -i warn | tail -12
