#!/usr/bin/env bash
# One GPU call for the fused backward's dQ writer (issue 11): the GPU tests of the fused path (both dQ variants,
# poisoned gradients vs float64) and the gradients of every variant on the bench batches vs varlen_attn (in parallel;
# they also fill the compile caches), then the timing table (scripts/bwd_fused_variants.py time).
# Usage (on the GPU machine, in the checkout, wheels installed): bash scripts/gpu_bwd_writer.sh
#   PYTEST=0: skip the GPU tests (a batch that runs tests/test_gpu_backward.py anyway)
#   CHECK_S / TIME_S: the time limits of the two phases (a hung kernel must not eat the device budget)
set -u
# the builds use the budgeted protocol search (`tlx check` proves the variants on the CPU)
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
if [ "${PYTEST:-1}" = 1 ]; then
    timeout "${CHECK_S:-110}" python3 -m pytest -q -m gpu tests/test_gpu_backward.py -k "fused" -n 6 -p no:cacheprovider \
        > "$OUT/pytest.log" 2>&1 &
fi
# one process per head dim, causal flag and half of the variants (they compile in parallel)
for D in 128 64; do
    for c in 0 1; do
        for g in "op,fused plain,fused writer" "writer early,early dyn,early ho"; do
            timeout "${CHECK_S:-110}" python3 scripts/bwd_fused_variants.py check --D $D --causal $c --only "$g" \
                > "$OUT/check_${D}_${c}_${g%%,*}.log" 2>&1 &
        done
    done
done
wait
if [ "${PYTEST:-1}" = 1 ]; then
    echo "=== pytest"
    grep -E "passed|failed|FAILED|ERROR|Error" "$OUT/pytest.log" | tail -25
fi
echo "=== checks"
for f in "$OUT"/check_*.log; do echo "=== $f"; cat "$f"; done > "$OUT/checks.log" && rm -f "$OUT"/check_*.log
grep -E "^FAIL|^check |Error|Traceback" "$OUT/checks.log" | head -40
echo "=== time"
timeout "${TIME_S:-90}" python3 scripts/bwd_fused_variants.py time --rep "${REP:-25}" --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -30 "$OUT/time.log"
