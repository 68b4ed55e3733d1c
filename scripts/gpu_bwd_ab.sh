#!/usr/bin/env bash
# One GPU call for scripts/bwd_ab.py (issue 11): checks of every (head dim, causal, dK/dV variant) in parallel
# processes (a poisoned float64 case of tests/test_gpu_backward.py and the timed rows against varlen_attn; they also
# fill the compile caches; the base variant first, so the forward and dq builds are compiled once), then the A/B
# table in alternating rounds, cut at TOTAL_S seconds from the start (the table is rewritten after every row).
# TLX_AB_SET=d64: the D=64 rows with the dK/dV and dQ kernel variants of that set (dq:<name> checks a dQ variant).
set -u
START=$(date +%s)
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
jobs=$(python3 -c "
import sys; sys.path.insert(0, 'scripts')
from bwd_ab import variants, dq_variants
for D in (128, 64):
    for c in (0, 1):
        if not variants(D, bool(c)):
            continue
        for v in variants(D, bool(c)) + ['dq:' + n for n in dq_variants(D, bool(c))[1:]]:
            print(D, c, v)")
run_checks() {
    xargs -P "${PAR:-16}" -L 1 sh -c 'timeout "$0" python3 scripts/bwd_ab.py check --D "$1" --causal "$2" \
        --variant "$3" > "$OUT/check_$1_$2_$3.log" 2>&1; echo "check $1 $2 $3 rc=$? $(( $(date +%s) - '"$START"' ))s"' "$1"
}
echo "$jobs" | grep " base$" | run_checks "${BASE_S:-80}"
echo "$jobs" | grep -v " base$" | run_checks "${CHECK_S:-90}"
for f in "$OUT"/check_*.log; do echo "=== $f"; cat "$f"; done > "$OUT/checks.log" && rm -f "$OUT"/check_*.log
echo "=== checks"
grep -h -E "^FAIL|^check |Error" "$OUT/checks.log" | head -60
LEFT=$(( ${TOTAL_S:-255} - ($(date +%s) - START) ))
echo "=== time ($LEFT s left)"
timeout "$LEFT" python3 scripts/bwd_ab.py time --rounds "${ROUNDS:-5}" --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -25 "$OUT/time.log"
