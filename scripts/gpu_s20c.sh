#!/usr/bin/env bash
# Session 20, GPU call 3: where the fused backward kernel's cycles go (issue 11: its products run at ~44% of the
# tensor cores' peak against ~61% for the two-kernel path's), Nsight Compute on the LLM-packed mix, D=128, non-causal:
# the fused kernel (the op's fused build, chained dQ pair) and the two-kernel path's dK/dV kernel beside it: speed of
# light, warp stalls, shared-memory bank conflicts, and per-instruction stall samples (SASS) of the fused kernel.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section SourceCounters --section ComputeWorkloadAnalysis"
TLX_BWD_FUSED=1 timeout 200 ncu --clock-control none -k 'regex:attn_bwd_fused_kernel$' --launch-skip 2 --launch-count 1 $S \
  -o /tmp/fused python3 scripts/ncu_probe.py --mix "LLM packed 512-8192" --D 128 --what bwd > "$OUT/ncu_fused_log.txt" 2>&1
echo "fused rc=$?"; tail -3 "$OUT/ncu_fused_log.txt"
timeout 150 ncu --clock-control none -k 'regex:attn_bwd_dkdv_kernel$' --launch-skip 2 --launch-count 1 $S \
  -o /tmp/dkdv python3 scripts/ncu_probe.py --mix "LLM packed 512-8192" --D 128 --what bwd > "$OUT/ncu_dkdv_log.txt" 2>&1
echo "dkdv rc=$?"; tail -3 "$OUT/ncu_dkdv_log.txt"
for k in fused dkdv; do
  ncu -i /tmp/$k.ncu-rep --page details > "$OUT/${k}_details.txt" 2>&1
  ncu -i /tmp/$k.ncu-rep --page source --csv --print-source sass > "$OUT/${k}_sass.csv" 2>&1
done
for k in fused dkdv; do echo "=== $k"; grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|Shared|Bank|Issued Ipc|Warp Cycles Per Issued|Stall|No Eligible|Tensor|Executed Ipc" "$OUT/${k}_details.txt" | head -40; done
