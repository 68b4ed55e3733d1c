#!/usr/bin/env bash
# One GPU call for the fused backward (issue 11): GPU correctness of both backward paths (Gluon), the backward bench
# on the 16 rows with the fused kernel beside the default two-kernel path and varlen_attn, a per-kernel breakdown.
# Usage (on the GPU machine, in the checkout, wheels installed): bash scripts/gpu_bwdfused.sh
set -u
export PYTHONUNBUFFERED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
step() { local t=$1 log=$OUT/$2; shift 2; echo "=== $* (limit ${t}s)"; timeout "$t" "$@" > "$log" 2>&1;
         echo "=== exit $?"; grep -v -i warn "$log" | tail -"${TAILN:-12}"; }
TAILN=4 step 60 tests.log python3 -m pytest -q -m gpu tests/test_gpu_backward.py -k "gluon-fused" -p no:cacheprovider
TAILN=9 step 40 breakdown.log python3 scripts/bwd_breakdown.py --mix "uniform 1-2048" --causal
TAILN=20 step 150 bench.log python3 bench/jagged_attention_bwd.py --check --fused --no-fa4 --rep 30 --out "$OUT/r"
