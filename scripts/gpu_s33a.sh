#!/usr/bin/env bash
# Session 33 (carry .whl): DQ_FRAG (issue 11: the fused backward's dQ blocks stored in the accumulator's fragment
# order, 128-bit shared stores without bank conflicts, added into dq_frag and read back by attn_bwd_dq_convert_frag)
# on the op's fused builds. Phase 1, in parallel: every (head dim, causal) build with the flag on and off compiled and
# checked (one process each: compile-bound), and the GPU tests of the DQ_FRAG paths (poisoned gradients vs float64).
# Phase 2: the A/B in alternating rounds (scripts/bwd_flag_ab.py, the fused path forced; its err column compares the
# two builds' gradients element-wise).
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
AB="python3 scripts/bwd_flag_ab.py --flag FUSED_DQ_FRAG --on True --off False --fused"
# S33_WARM / S33_TIME: the (head dim, causal) builds compiled / timed (a shorter call times fewer)
IFS=';' read -ra WARM <<< "${S33_WARM:-128 no;128 yes;64 no;64 yes}"
IFS=';' read -ra TIME <<< "${S33_TIME:-128 no;128 yes;64 no}"
for DC in "${WARM[@]}"; do set -- $DC
  timeout ${S33_WT:-200} $AB --dims $1 --causal $2 --rounds 1 --rep 4 > /tmp/warm_$1_$2.log 2>&1 &
done
timeout ${S33_WT:-200} python3 -m pytest -q -n 4 tests/test_gpu_backward.py -k "${S33_TK:-fusedfrag}" -p no:cacheprovider > /tmp/t33.log 2>&1 &
wait
for f in /tmp/warm_*.log; do echo "== $f"; grep -v -i warn "$f" | tail -3; done
echo "== GPU tests"; tail -6 /tmp/t33.log
for DC in "${TIME[@]}"; do set -- $DC
  timeout 68 $AB --dims $1 --causal $2 --rounds 3 --out "$OUT/frag_$1_$2.md" 2>&1 | grep -v -i warn | tail -8
done
