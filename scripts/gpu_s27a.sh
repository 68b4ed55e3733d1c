#!/usr/bin/env bash
# Ready for session 27 (carry .whl; written in session 26, not run): sigmoid as an IR op, lowered in Gluon to exp2
# (flush-to-zero) and one approximate reciprocal instead of exp and x / y with their range fix-ups (SASS: silu's
# backward step loops spilled 80 words at D=128 without the mask and 56 under it, the fused kernel 136). The GPU tests
# of silu, then the op (forward and backward alone) against kernels/ with sigmoid spelled out as before
# (scripts/sigmoid_ref.sh: the same generated code as the old frontend's expansion), silu, both causal flags.
set -u
source scripts/gpu_setup.sh .whl
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT"
timeout 240 python3 -m pytest -q -m gpu -n 8 -p no:cacheprovider tests/test_gpu_*.py -k "silu or activations" > "$OUT/tests.log" 2>&1
echo "tests rc=$?"; grep -E "FAIL|Error|passed|failed" "$OUT/tests.log" | tail -8
bash scripts/sigmoid_ref.sh /tmp/sigref
timeout 330 python3 scripts/src_ab.py --ref /tmp/sigref --act silu --causal both --dims 128,64 --rounds 3 \
  --out "$OUT/sigmoid_ab.md" 2>&1 | grep -v -i warn | tail -30
