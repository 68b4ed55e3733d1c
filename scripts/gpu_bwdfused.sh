#!/usr/bin/env bash
# One GPU call for the fused backward (issue 11): GPU correctness of the backward, a per-kernel breakdown, the
# backward bench. Usage (on the GPU machine, in the checkout): bash scripts/gpu_bwdfused.sh quick|full
set -u
export PYTHONUNBUFFERED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
step() { local t=$1 log=$OUT/$2; shift 2; echo "=== $* (limit ${t}s)"; timeout "$t" "$@" > "$log" 2>&1;
         echo "=== exit $?"; grep -v -i warn "$log" | tail -"${TAILN:-12}"; }
if [ "$1" = quick ]; then
  TAILN=4 step 75 tests.log python3 -m pytest -q -m gpu tests/test_gpu_backward.py -k "gluon" -p no:cacheprovider
  TAILN=9 step 40 breakdown1.log python3 scripts/bwd_breakdown.py --mix "uniform 1-2048" --causal
  TAILN=9 step 30 breakdown2.log python3 scripts/bwd_breakdown.py --mix "all 1024"
  TAILN=12 step 75 bench.log python3 bench/jagged_attention_bwd.py --quick --check --no-fa4 --rep 30 --out "$OUT/r"
else
  TAILN=8 step 130 bench.log python3 bench/jagged_attention_bwd.py --check --no-fa4 --rep 50 --out "$OUT/r"
  TAILN=4 step 70 tests.log python3 -m pytest -q -m gpu tests/test_gpu_backward.py -p no:cacheprovider
fi
