#!/usr/bin/env bash
# One GPU call for the fused backward (issue 11): the backward bench on the 16 rows (fused, deterministic,
# varlen_attn; gradients checked against varlen_attn's), GPU correctness tests of the Gluon builds of both paths,
# a per-kernel breakdown of one row. Usage (on the GPU machine, in the checkout): bash scripts/gpu_bwdfused.sh
set -u
export PYTHONUNBUFFERED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
step() { local t=$1 log=$OUT/$2; shift 2; echo "=== $* (limit ${t}s)"; timeout "$t" "$@" > "$log" 2>&1;
         echo "=== exit $?"; grep -v -i warn "$log" | tail -"${TAILN:-12}"; }
TAILN=20 step 150 bench.log python3 bench/jagged_attention_bwd.py --check --no-fa4 --rep 30 --out "$OUT/r"
TAILN=4 step 55 tests.log python3 -m pytest -q -m gpu tests/test_gpu_backward.py -k "gluon" -p no:cacheprovider
TAILN=9 step 30 breakdown.log python3 scripts/bwd_breakdown.py --mix "uniform 1-2048" --causal
