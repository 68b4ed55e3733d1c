#!/usr/bin/env bash
# One GPU call for the backward variants (issue 11): checks in parallel (per head dim and causal: the float64 cases
# for the variant that combines every change (--all: every variant), and the bench batches against varlen_attn for
# every variant; they also fill the compile caches), optionally the GPU tests of the default path (PYTEST=1), then
# the timing table (scripts/bwd_variants.py time).
# Usage (on the GPU machine, in the checkout, wheels installed): OLD=dir bash scripts/gpu_bwd_variants.sh
#   OLD: a folder holding an older checkout's kernels/jagged_attention_bwd*.tlx, timed beside the variants
#   CHECK_S / TIME_S: the time limits of the two phases (a hung kernel must not eat the device budget)
set -u
# the builds use the budgeted protocol search (the CPU suite proves the kernels; the dQ kernel's 3-deep ring needs
# more states than the default limit)
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
OLDARG=${OLD:+--old $OLD}
mkdir -p "$OUT/r"
for D in 128 64; do
    for c in 0 1; do
        for w in ref bench; do
            timeout "${CHECK_S:-75}" python3 scripts/bwd_variants.py check --what $w --D $D --causal $c $OLDARG \
                > "$OUT/check_${w}_${D}_${c}.log" 2>&1 &
        done
    done
done
if [ "${PYTEST:-0}" = 1 ]; then
    timeout "${CHECK_S:-75}" python3 -m pytest -v -m gpu tests/test_gpu_backward.py -k "det" -p no:cacheprovider \
        > "$OUT/pytest.log" 2>&1 &
fi
wait
echo "=== checks"
grep -h -E "^FAIL|^check |Error|Traceback" "$OUT"/check_*.log | head -40
grep -c "^ok" "$OUT"/check_*.log
# (few files come back from a device call: one log of all checks)
for f in "$OUT"/check_*.log; do echo "=== $f"; cat "$f"; done > "$OUT/checks.log" && rm -f "$OUT"/check_*.log
if [ "${PYTEST:-0}" = 1 ]; then
    echo "=== pytest"
    grep -E "PASSED|FAILED|ERROR|passed|failed" "$OUT/pytest.log" | tail -30
fi
echo "=== time"
timeout "${TIME_S:-70}" python3 scripts/bwd_variants.py time --rep "${REP:-40}" $OLDARG --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -30 "$OUT/time.log"
