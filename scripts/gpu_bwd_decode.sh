#!/usr/bin/env bash
# One GPU call for scripts/bwd_decode_ab.py (issue 11): the check (table vs varlen_attn on poisoned gradients, table
# == decode bitwise; it also fills the compile caches), the A/B in alternating rounds cut at TOTAL_S seconds from
# the start, then (if NCU_S > 0 and time is left) Nsight Compute's local-memory count of the LLM-packed dK/dV launch
# with the table (was 149.5M with the decode, 1.16M on all-1024).
set -u
START=$(date +%s)
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
mkdir -p "$OUT/r"
for dc in "128 0" "128 1" "64 0" "64 1"; do  # one process per build pair, in parallel (compiles dominate)
  set -- $dc
  ( timeout "${CHECK_S:-100}" python3 scripts/bwd_decode_ab.py check --D $1 --causal $2 > "$OUT/check_$1_$2.log" 2>&1
    echo "check D=$1 causal=$2 rc=$? $(( $(date +%s) - START ))s" ) &
done
wait
cat "$OUT"/check_*.log > "$OUT/check.log"
grep -h -E "^ok|^FAIL|^check|Error" "$OUT/check.log" | head -20
LEFT=$(( ${TOTAL_S:-150} - ${NCU_S:-0} - ($(date +%s) - START) ))
echo "=== time ($LEFT s left)"
timeout "$LEFT" python3 scripts/bwd_decode_ab.py time --rounds "${ROUNDS:-3}" --out "$OUT/r" > "$OUT/time.log" 2>&1
echo "=== time exit $?"
tail -16 "$OUT/time.log"
if [ "${NCU_S:-0}" -gt 0 ]; then
  timeout "$NCU_S" ncu --clock-control none -k 'regex:attn_bwd_(dq|dkdv)_kernel$' --launch-skip 4 --launch-count 2 \
    --section MemoryWorkloadAnalysis --section SpeedOfLight python3 scripts/ncu_probe.py --mix "LLM packed 512-8192" \
    --D 128 --what bwd > "$OUT/ncu_llm_table.txt" 2>&1
  echo "=== ncu exit $?"; grep -E "attn_bwd|Duration|Spilling Requests |L1/TEX Hit" "$OUT/ncu_llm_table.txt"
fi
