#!/usr/bin/env bash
# Session 33 (carry .whl): DQ_FRAG timing probe (issue 11: dQ stored in accumulator-fragment order, 128-bit conflict-free; the writer adds it into dq_frag in that order, attn_bwd_dq_convert_frag un-permutes; the err column checks it) on the op's fused builds: every (head dim, causal) build with the
# flag on and off compiled and checked in parallel (one process each: compile-bound), then timed one after another
# in alternating rounds (scripts/bwd_flag_ab.py, the fused path forced).
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
AB="python3 scripts/bwd_flag_ab.py --flag FUSED_DQ_FRAG --on True --off False --fused"
for D in 128 64; do for C in no yes; do
  timeout 250 $AB --dims $D --causal $C --rounds 1 --rep 4 > /tmp/warm_${D}_$C.log 2>&1 &
done; done
wait
for f in /tmp/warm_*.log; do echo "== $f"; grep -v -i warn "$f" | tail -3; done
for D in 128 64; do for C in no yes; do
  timeout 80 $AB --dims $D --causal $C --rounds 3 --out "$OUT/frag_${D}_$C.md" 2>&1 | grep -v -i warn | tail -8
done; done
