#!/usr/bin/env bash
# Session 14: Nsight Compute source-level stall sampling of the forward kernel on the LLM-packed mix (where tlx is
# 0.90x FlashAttention-4 at D=128 non-causal) and on all-1024 (where it is ahead), D=128 non-causal; SASS tables as CSV.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
for mix in "LLM packed 512-8192" "all 1024"; do
  tag=$(echo "$mix" | cut -d' ' -f1-2 | tr ' ' _)
  timeout 200 ncu --clock-control none -k 'regex:^jagged_attention_kernel$' --launch-skip 2 --launch-count 1 \
    --section SourceCounters --section WarpStateStats --section SpeedOfLight --section SchedulerStats -o /tmp/fwd_$tag \
    python3 scripts/ncu_probe.py --mix "$mix" --D 128 --what fwd > "$OUT/ncu_log_$tag.txt" 2>&1
  echo "ncu $tag rc=$?"
  ncu -i /tmp/fwd_$tag.ncu-rep --page source --csv --print-source sass > "$OUT/fwd_sass_$tag.csv" 2>&1
  ncu -i /tmp/fwd_$tag.ncu-rep --page details > "$OUT/fwd_details_$tag.txt" 2>&1
done
ls -la "$OUT"
