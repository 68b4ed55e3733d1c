#!/usr/bin/env bash
# One GPU call for the fused backward's dQ writer (issue 11): the GPU tests of the fused path (both dQ variants,
# poisoned gradients vs float64) and the gradients of every variant on the bench batches vs varlen_attn (in parallel;
# they also fill the compile caches), then the timing table (scripts/bwd_fused_variants.py time).
# Usage (on the GPU machine, in the checkout, wheels installed): bash scripts/gpu_bwd_writer.sh
#   CHECK_S / TIME_S: the time limits of the two phases (a hung kernel must not eat the device budget)
set -u
# the builds use the budgeted protocol search (`tlx check` proves the variants on the CPU)
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
timeout "${CHECK_S:-110}" python3 -m pytest -q -m gpu tests/test_gpu_backward.py -k "fused" -n 8 -p no:cacheprovider \
    > "$OUT/pytest.log" 2>&1 &
for D in 128 64; do
    for c in 0 1; do
        timeout "${CHECK_S:-110}" python3 scripts/bwd_fused_variants.py check --D $D --causal $c \
            > "$OUT/check_${D}_${c}.log" 2>&1 &
    done
done
wait
echo "=== pytest"
grep -E "passed|failed|FAILED|ERROR|Error" "$OUT/pytest.log" | tail -25
echo "=== checks"
for f in "$OUT"/check_*.log; do echo "=== $f"; cat "$f"; done > "$OUT/checks.log" && rm -f "$OUT"/check_*.log
grep -E "^FAIL|^check |Error|Traceback" "$OUT/checks.log" | head -40
echo "=== time"
timeout "${TIME_S:-90}" python3 scripts/bwd_fused_variants.py time --rep "${REP:-25}" --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -30 "$OUT/time.log"
