#!/usr/bin/env bash
# Session 23, GPU call 2 (carry .whl .fa4a: z3/lark and the first piece of FA4's libs-cu13): the op now has PER_STEP in
# its dK/dV builds (D=128, D=64 without a mask) and KV_PER_STEP in the fused D=128 causal build. (1) All backward GPU
# tests. (2) KV_PER_STEP in the fused non-causal D=128 build ("lag ps" against the op's "smemp lag"): gradients, then
# alternating rounds. (3) The fused-or-two-kernel switch by mean length (FUSED_LONG_MEAN) at D=128 both causal flags,
# re-measured now that both paths changed.
set -u
source scripts/gpu_setup.sh .whl .fa4a
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/c"
timeout 230 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_backward.py > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
V=scripts/bwd_fused_variants.py
timeout 50 python3 $V check --D 128 --causal 0 --only "lag ps" 2>&1 | grep -E "FAIL|check D"
timeout 100 python3 $V time --only "op,smemp lag,lag ps" --dims 128 --causal-only 0 --out $OUT/c 2>&1 | grep -E "^\| |geometric"
timeout 170 python3 scripts/bwd_op_ab.py --switch fused --dims 128 --causal both --rounds 3 --rep 30 --out $OUT/switch.md 2>&1 | grep -v -i warn | tail -30
ls /tmp/fa4
