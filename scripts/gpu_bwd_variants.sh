#!/usr/bin/env bash
# One GPU call for the backward variants (issue 11): checks in parallel (per head dim and causal: the float64 cases
# and the bench batches against varlen_attn, for every variant; they also fill the compile caches), the GPU tests of
# the default deterministic path, then the timing table (scripts/bwd_variants.py time).
# Usage (on the GPU machine, in the checkout, wheels installed): OLD=dir bash scripts/gpu_bwd_variants.sh
#   OLD: a folder holding an older checkout's kernels/jagged_attention_bwd*.tlx, timed beside the variants
set -u
export PYTHONUNBUFFERED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
OLDARG=${OLD:+--old $OLD}
mkdir -p "$OUT/r"
for D in 128 64; do
    for c in 0 1; do
        for w in ref bench; do
            timeout "${CHECK_S:-150}" python3 scripts/bwd_variants.py check --what $w --D $D --causal $c $OLDARG \
                > "$OUT/check_${w}_${D}_${c}.log" 2>&1 &
        done
    done
done
timeout "${CHECK_S:-150}" python3 -m pytest -v -m gpu tests/test_gpu_backward.py -k "det" -p no:cacheprovider \
    > "$OUT/pytest.log" 2>&1 &
wait
echo "=== checks"
grep -h -E "^FAIL|^check |Error|Traceback" "$OUT"/check_*.log | head -40
echo "=== pytest"
grep -E "PASSED|FAILED|ERROR|passed|failed" "$OUT/pytest.log" | tail -30
echo "=== time"
timeout "${TIME_S:-120}" python3 scripts/bwd_variants.py time $OLDARG --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -30 "$OUT/time.log"
