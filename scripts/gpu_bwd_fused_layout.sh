#!/usr/bin/env bash
# One GPU call for the fused backward's layouts (issue 11, helper fused11): the GPU tests of the fused path (the op's
# default SMEM_P build, the S^T layout, DQ_LAG; poisoned gradients vs float64), the gradients of every timed variant on
# the bench batches vs varlen_attn (poisoned outputs; in parallel, they also fill the compile caches), then the
# timing table in alternating rounds (scripts/bwd_fused_variants.py time: the 16 bench rows and a 4097-16384 mix).
# Usage (on the GPU machine, in the checkout, wheels installed): bash scripts/gpu_bwd_fused_layout.sh
#   PYTEST=0: skip the GPU tests; CHECK_S / TIME_S: the time limits of the two phases (a hung kernel must not eat
#   the device budget); ROUNDS / REP: the timing's alternating rounds and do_bench's rep (ms); SET="a,b,c": check and
#   time only these variants (one check process per variant, head dim and causal flag)
set -u
# the builds use the budgeted protocol search (`tlx check` and tests/test_backward.py prove the variants on the CPU)
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
if [ "${PYTEST:-1}" = 1 ]; then
    # (the S^T layout's GPU test is left out: its code is the measured one, and `check` runs it on the bench batches)
    timeout "${CHECK_S:-200}" python3 -m pytest -q -m gpu tests/test_gpu_backward.py -k "fused and not fusedst" -n 8 \
        -p no:cacheprovider \
        > "$OUT/pytest.log" 2>&1 &
fi
# one process per head dim, causal flag and group of variants (they compile in parallel)
for D in 128 64; do
    for c in 0 1; do
        VGROUPS=("op,writer st,early dyn" "writer smemp,smemp dyn" "smemp lag,lag dyn" "smemp pair,lag pair")
        [ -n "${SET:-}" ] && IFS=, read -ra VGROUPS <<< "$SET"
        for g in "${VGROUPS[@]}"; do
            timeout "${CHECK_S:-200}" python3 scripts/bwd_fused_variants.py check --D $D --causal $c --only "$g" \
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
# a variant that failed its check is not timed
BAD=$(grep -E "^FAIL" "$OUT/checks.log" | awk '{print $2" "$3}' | sed 's/ vs$//' | sort -u | tr '\n' ',')
ONLY=$(python3 - "$BAD" <<'PY'
import sys
sys.path.insert(0, "scripts")
from bwd_fused_variants import TIMED
bad = {b.strip() for b in sys.argv[1].split(",") if b.strip()}
print(",".join(n for n in TIMED if not any(n.startswith(b) or b.startswith(n) for b in bad)))
PY
)
if [ -n "${SET:-}" ]; then
    ONLY=$(python3 -c "import sys; bad = {b.strip() for b in sys.argv[2].split(',') if b.strip()}; print(','.join(n for n in sys.argv[1].split(',') if not any(n.startswith(b) or b.startswith(n) for b in bad)))" "$SET" "$BAD")
fi
echo "=== time ($ONLY)"
timeout "${TIME_S:-300}" python3 scripts/bwd_fused_variants.py time --only "$ONLY" --rounds "${ROUNDS:-3}" \
    --rep "${REP:-25}" --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -32 "$OUT/time.log"
