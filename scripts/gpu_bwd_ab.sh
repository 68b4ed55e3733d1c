#!/usr/bin/env bash
# One GPU call for scripts/bwd_ab.py (issue 11): the checks of every (head dim, causal, dK/dV variant) in parallel
# processes (a poisoned float64 case and the timed rows against varlen_attn; they also fill the compile caches),
# then the A/B table in alternating rounds. CHECK_S / TIME_S: the two phases' time limits.
set -u
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
jobs=$(python3 -c "
import sys; sys.path.insert(0, 'scripts')
from bwd_ab import variants
for D in (128, 64):
    for c in (0, 1):
        for v in variants(D, bool(c)):
            print(D, c, v)")
echo "$jobs" | xargs -P "${PAR:-16}" -L 1 sh -c 'timeout "$0" python3 scripts/bwd_ab.py check --D "$1" --causal "$2" \
    --variant "$3" > "$OUT/check_$1_$2_$3.log" 2>&1; echo "check $1 $2 $3 rc=$?"' "${CHECK_S:-120}"
for f in "$OUT"/check_*.log; do echo "=== $f"; cat "$f"; done > "$OUT/checks.log" && rm -f "$OUT"/check_*.log
echo "=== checks"
grep -h -E "^FAIL|^check |Error" "$OUT/checks.log" | head -60
echo "=== time"
timeout "${TIME_S:-120}" python3 scripts/bwd_ab.py time --rounds "${ROUNDS:-5}" --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -25 "$OUT/time.log"
