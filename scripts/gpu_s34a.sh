#!/usr/bin/env bash
# Session 34, GPU call 1 (carry .c1: scripts/pack_wheels.sh): what session 34's short lease left untimed.
#  1. DQ_FRAG under the causal mask (D=128, D=64): session 34's call compiled the D=128 causal fused build on and off in
#     parallel with 7 other builds and ran out of its 200 s (sampled verification ~45-60 s and ptxas per build); here
#     the two causal builds are warmed alone first, then timed in 3 alternating rounds.
#  2. The fused path against the two-kernel path by mean length at D=128 non-causal now that DQ_FRAG is on there
#     (FUSED_LONG_MEAN was set at 1,536 before it: scripts/bwd_op_ab.py --switch fused).
# Then at once, on the same warm machine: scripts/gpu_s34b.sh with .c2 (the benches beside FA4).
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
AB="python3 scripts/bwd_flag_ab.py --flag FUSED_DQ_FRAG --on True --off False --fused"
for d in 128 64; do
  timeout ${S34_WT:-240} $AB --dims $d --causal yes --rounds 1 --rep 4 > /tmp/warm_$d.log 2>&1 &
done
wait
for d in 128 64; do echo "== warm $d"; grep -v -i warn /tmp/warm_$d.log | tail -3; done
for d in 128 64; do
  timeout 80 $AB --dims $d --causal yes --rounds 3 --out "$OUT/frag_${d}_yes.md" 2>&1 | grep -v -i warn | tail -9
done
timeout ${S34_OPT:-150} python3 scripts/bwd_op_ab.py --switch fused --dims 128 --causal no --rounds 3 --rep 40 \
  --out "$OUT/fused_mean_128_no.md" 2>&1 | grep -v -i warn | tail -14
