#!/usr/bin/env bash
# Session 14, first GPU call: the backward/op/packed GPU tests (session 13's review fixes had not run on the GPU),
# the two-kernel backward's per-kernel times (dq vs dkdv) on bench rows, and Nsight Compute source-level stall
# sampling of the dK/dV kernel (LLM-packed, D=128, non-causal).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py tests/test_gpu_op.py \
  tests/test_gpu_packed.py > "$OUT/gpu_tests.txt" 2>&1
echo "tests rc=$?"; tail -3 "$OUT/gpu_tests.txt"
for D in 128 64; do
  for mix in "LLM packed 512-8192" "lognormal" "all 1024"; do
    for c in "" "--causal"; do
      timeout 120 python3 scripts/bwd_breakdown.py --det-only --mix "$mix" --D $D $c 2>&1 | grep -v Warning | tee -a "$OUT/breakdown.txt"
    done
  done
done
timeout 150 ncu --clock-control none -k 'regex:attn_bwd_dkdv_kernel$' --launch-skip 2 --launch-count 1 \
  --section SourceCounters --section WarpStateStats --section SpeedOfLight -o /tmp/dkdv \
  python3 scripts/ncu_probe.py --mix "LLM packed 512-8192" --D 128 --what bwd > "$OUT/ncu_log.txt" 2>&1
echo "ncu rc=$?"
ncu -i /tmp/dkdv.ncu-rep --page source --csv --print-source sass > "$OUT/dkdv_sass.csv" 2>&1
ncu -i /tmp/dkdv.ncu-rep --page details > "$OUT/dkdv_details.txt" 2>&1
ls -la "$OUT"; head -c 600 "$OUT/dkdv_sass.csv"
