#!/usr/bin/env bash
# One GPU call for the backward's dynamic tile walk (issue 11): checks in parallel (per head dim and causal flag:
# float64 cases with both kernels dynamic, every walk bitwise equal to the static one on the bench batches; they
# also fill the compile caches), then the timing table (scripts/bwd_dynamic.py time), alone on the GPU.
# Usage (on the GPU machine, in the checkout, wheels installed): bash scripts/gpu_bwd_dynamic.sh
set -u
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
OUT=${OUT:-/tmp/bwd_dyn_out}; mkdir -p "$OUT/r"
for D in 128 64; do
    for c in 0 1; do
        timeout "${CHECK_S:-100}" python3 scripts/bwd_dynamic.py check --D $D --causal $c > "$OUT/check_${D}_${c}.log" 2>&1 &
    done
done
wait
echo "=== checks at ${SECONDS}s"
grep -h -E "^FAIL|^check |Error|Traceback" "$OUT"/check_*.log | head -40
echo "=== time"
timeout "${TIME_S:-80}" python3 scripts/bwd_dynamic.py time --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $? at ${SECONDS}s"
tail -30 "$OUT/time.log"
