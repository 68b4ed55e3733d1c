#!/usr/bin/env bash
# One step of a warm call with FA4 installed (source scripts/gpu_setup.sh first): Nsight Compute counters of the
# forward of tlx and of FlashAttention-4 side by side on the LLM-packed mix (issue 13: tlx 0.95x FA4 there, both
# clock-limited), D=128 and 64 (NCU_D), non-causal unless NCU_C="0 1": issue slots, tensor-pipe activity, warp stall reasons, instructions.
# Reports under $OUT/ncu (text); NCU_S bounds each ncu process.
set -u
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/ncu"
SECTIONS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section InstructionStats --section WarpStateStats --section SchedulerStats --section LaunchStats"
for D in ${NCU_D:-128 64}; do
 for C in ${NCU_C:-0}; do
  for peer in tlx fa4; do
    tag="fwd_${peer}_LLM_D${D}_c${C}"
    timeout "${NCU_S:-60}" ncu --clock-control none --profile-from-start off --launch-count 4 $SECTIONS \
      python3 scripts/ncu_probe.py --mix "LLM packed 512-8192" --D "$D" --causal "$C" --what fwd --peer $peer \
      --region > "$OUT/ncu/$tag.txt" 2>&1
    echo "ncu $tag rc=$?"
  done
 done
done
for f in "$OUT"/ncu/fwd_*.txt; do echo "=== $f"; grep -v -E "^ *-+ *$|^ *$|^    [A-Z].*(OPT|INF)|Est\\. |^          " "$f" | head -120; done
