#!/usr/bin/env bash
# Session 22, GPU call 1: the D=64 causal fused-by-mean GPU tests session 21 added without a GPU run, then Nsight
# Compute on the op's current fused build (DQ_LAG, SMEM_P, writer, head-major lse/delta) where it wins (LLM-packed)
# and where it loses (all 1024), and the two-kernel path's dK/dV kernel on the weakest row (all 1024, D=128 causal):
# stall reasons per SASS instruction, to find what the fused step waits on now.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_gpu_backward.py -k long_mean 2>&1 | tail -5
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section SourceCounters --section ComputeWorkloadAnalysis --section SchedulerStats"
probe() {  # tag kernel-regex env mix causal
  local tag=$1 kre=$2 envs=$3 mix=$4 causal=$5
  env $envs timeout 150 ncu --clock-control none -k "regex:$kre" --launch-skip 2 --launch-count 1 $S -o /tmp/$tag \
    python3 scripts/ncu_probe.py --mix "$mix" --D 128 --causal $causal --what bwd > /tmp/${tag}_log.txt 2>&1
  echo "$tag rc=$?"; tail -2 /tmp/${tag}_log.txt
  ncu -i /tmp/$tag.ncu-rep --page details > "$OUT/${tag}_details.txt" 2>&1
  ncu -i /tmp/$tag.ncu-rep --page source --csv --print-source sass 2>/dev/null | gzip > "$OUT/${tag}_sass.csv.gz"
}
probe fusedllm 'attn_bwd_fused_kernel$' "TLX_BWD_FUSED=1" "LLM packed 512-8192" 0
probe fused1k 'attn_bwd_fused_kernel$' "TLX_BWD_FUSED=1" "all 1024" 0
probe dkdv1kc 'attn_bwd_dkdv_kernel$' "TLX_BWD_FUSED=0" "all 1024" 1
for k in fusedllm fused1k dkdv1kc; do echo "=== $k"; grep -E "Duration|Issued Ipc|Warp Cycles Per Issued|Stall|Tensor|No Eligible|Active Warps" "$OUT/${k}_details.txt" | head -30; done
ls -la $OUT
