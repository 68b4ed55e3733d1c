#!/usr/bin/env bash
# One GPU call: Nsight Compute counters (scripts/ncu_probe.py) of the forward and of the backward's kernels on a
# short and a long mix, D=128 non-causal; reports under $OUT/ncu (text). NCU_S bounds each ncu process.
set -u
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/ncu"
SECTIONS="--section SpeedOfLight --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section WarpStateStats --section SchedulerStats --section LaunchStats --section Occupancy"
for what in fwd bwd; do
  for mix in "all 1024" "LLM packed 512-8192"; do
    tag="${what}_$(echo "$mix" | cut -d' ' -f1-2 | tr ' ' _)"
    if [ "$what" = fwd ]; then skip=2; count=1; kre='regex:^jagged_attention_kernel$'; else skip=4; count=2; kre='regex:attn_bwd_(dq|dkdv)_kernel$'; fi
    timeout "${NCU_S:-90}" ncu --clock-control none -k "$kre" --launch-skip $skip --launch-count $count $SECTIONS \
      python3 scripts/ncu_probe.py --mix "$mix" --D 128 --what $what > "$OUT/ncu/$tag.txt" 2>&1
    echo "ncu $tag rc=$?"
  done
done
grep -h -E "==PROF==|ok |Error|error" "$OUT"/ncu/*.txt | head -20
for f in "$OUT"/ncu/*.txt; do echo "=== $f"; grep -v -E "^ *-+ *$|^ *$|^    [A-Z].*(OPT|INF)|Est\. |^          " "$f" | head -150; done
