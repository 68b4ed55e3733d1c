#!/usr/bin/env bash
# Ready for session 27 (carry .whl; written in session 26, not run), after gpu_s27a.sh: silu's dK/dV kernel in the S^T
# layout against its 64-row SMEM_P build (SASS at D=128 without the mask: 739/728 instructions with 2/0 local loads
# against 850/842 with 62/59), both head dims and causal flags. If it wins: an activation-keyed layout rule in
# tlx/ops/jagged_attention_bwd.py (_configs), the test of where the op takes it, and the proof of the build.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 400 python3 scripts/dkdv_ab.py --act silu --dims 128,64 --causal both --out "$OUT/dkdv_silu.md" 2>&1 \
  | grep -v -i warn | grep -v "^built" | tail -36
