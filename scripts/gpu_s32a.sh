#!/usr/bin/env bash
# Session 32 (carry .whl): DQ_FENCE_LATE (issue 11) on the op's fused builds: every (head dim, causal) build with the
# flag on and off compiled and checked in parallel (one process each: compile-bound), then timed one after another
# in alternating rounds (scripts/bwd_flag_ab.py, the fused path forced).
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
AB="python3 scripts/bwd_flag_ab.py --flag FUSED_DQ_FENCE_LATE --on True --off False --fused"
for D in 128 64; do for C in no yes; do
  timeout 280 $AB --dims $D --causal $C --rounds 1 --rep 4 > /tmp/warm_${D}_$C.log 2>&1 &
done; done
wait
for f in /tmp/warm_*.log; do echo "== $f"; grep -v -i warn "$f" | tail -3; done
for D in 128 64; do for C in no yes; do
  timeout 100 $AB --dims $D --causal $C --rounds 5 --out "$OUT/fence_late_${D}_$C.md" 2>&1 | grep -v -i warn | tail -8
done; done
