#!/usr/bin/env bash
# Session 32 (carry .whl): DQ_FENCE_LATE (issue 11) on the fused D=128 non-causal build: the A/B of the op's fused
# backward with the flag on and off (scripts/bwd_flag_ab.py), then the GPU backward tests with it on by default.
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 300 python3 scripts/bwd_flag_ab.py --flag FUSED_DQ_FENCE_LATE --on True --off False --fused --dims 128 \
  --causal no --rounds 5 --out "$OUT/fence_late_ab.md" 2>&1 | grep -v -i warn | tail -12
sed -i 's/^FUSED_DQ_FENCE_LATE: object = False/FUSED_DQ_FENCE_LATE: object = True/' tlx/ops/jagged_attention_bwd.py
grep -n "^FUSED_DQ_FENCE_LATE" tlx/ops/jagged_attention_bwd.py
python3 -c "import xdist" 2>/dev/null && X="-n 8" || X=""
timeout 240 python3 -m pytest -q -m gpu -p no:cacheprovider $X tests/test_gpu_backward.py -k "fused_builds or gluon-fused" 2>&1 | tail -5
