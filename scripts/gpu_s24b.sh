#!/usr/bin/env bash
# Ready for session 24 (written in session 23, not run): the op's fused backward builds with lse and delta through the
# Q/dO ring (FUSED_LSE_SMEM: no global load of the warp groups outstanding at a step's fences; SASS step loops
# D=128 causal 748/537/732/520 -> 682/443/651/429 instructions, local loads 12/7/12/5 -> 4/1/3/0), gradients against
# varlen_attn on poisoned outputs, then alternating rounds against the same build without it and the two-kernel op.
# If it wins: FUSED_LSE_SMEM in tlx/ops/jagged_attention_bwd.py, re-run the fused switch (scripts/bwd_op_ab.py --switch
# fused) and the GPU tests (test_gpu_backward.py -k fused).
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/a" "$OUT/b" "$OUT/c" "$OUT/d"
V=scripts/bwd_fused_variants.py
timeout 60 python3 $V check --D 128 --causal 1 --only "lag split dyn ps lse" 2>&1 | grep -E "FAIL|check D"
timeout 60 python3 $V check --D 64 --causal 0 --only "lag ps lse" 2>&1 | grep -E "FAIL|check D"
timeout 110 python3 $V time --only "op,smemp lag,smemp lag lse" --dims 128 --causal-only 0 --out $OUT/a 2>&1 | grep -E "^\| |geometric"
timeout 110 python3 $V time --only "op,lag split dyn ps,lag split dyn ps lse" --dims 128 --causal-only 1 --out $OUT/b 2>&1 | grep -E "^\| |geometric"
timeout 100 python3 $V time --only "op,lag ps,lag ps lse" --dims 64 --causal-only 0 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 100 python3 $V time --only "op,lag dyn ps,lag dyn ps lse" --dims 64 --causal-only 1 --out $OUT/d 2>&1 | grep -E "^\| |geometric"
