#!/bin/bash
# Forward variants on top of the op's pick in ONE device call (run from the tree's root; $OUT set by the device tool):
# 1. in parallel: the variants' GPU tests (tests/test_gpu_flagship.py::test_flagship_gpu_variant: poisoned outputs vs
#    float64, pytest-xdist) and every timed (variant, row kind) compiled in process pools (scripts/fwd_ab.py --prewarm);
# 2. then, alone on the GPU, the A/B in alternating rounds of the op's pick vs each variant (scripts/fwd_ab.py), each
#    variant first checked against varlen_attn. Every step has a timeout; the table goes to $OUT/ab.md and stdout.
# VARIANTS overrides the list (space-separated); T_PAR / T_AB / AB_BUDGET the limits in seconds; TESTS the tests'
# -k expression; AB_ARGS more arguments of fwd_ab.py (e.g. --gqa: GQA rows with the MHA batch beside).
# Issue 13's GQA A/B (bench/results/gqa_ab_*.md):
#   TESTS=gqa_tiles AB_ARGS=--gqa VARIANTS="O_TMA=True,DYNAMIC=True mha:" bash scripts/gpu_fwd_ab.sh
set -u
OUT=${OUT:-/tmp/fwd_ab_out}; L=/tmp/fwdablogs; mkdir -p "$OUT" "$L"
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1   # the CPU suite proves the variants (tlx check, no sampling)
T_PAR=${T_PAR:-110}; T_AB=${T_AB:-120}; AB_BUDGET=${AB_BUDGET:-95}; ROUNDS=${ROUNDS:-4}; REP=${REP:-100}
TESTS=${TESTS:-test_flagship_gpu_variant}; read -r -a A <<< "${AB_ARGS:-}"
read -r -a V <<< "${VARIANTS:-KV_STEP=True KV_STEP=True,STAGES=3,QBUF=1 O_TMA=True KV_STEP=True,O_TMA=True}"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$L/gpu.txt" 2>&1
timeout "$T_PAR" python3 -m pytest -q -p no:cacheprovider -n 8 tests/test_gpu_flagship.py -k "$TESTS" \
    > "$L/tests.log" 2>&1 & tp=$!
timeout "$T_PAR" python3 scripts/fwd_ab.py --prewarm 8 --warm-only "${A[@]}" "${V[@]}" > "$L/warm.log" 2>&1 & wp=$!
wait $tp; echo "tests rc=$? at ${SECONDS}s" > "$L/steps.txt"
wait $wp; echo "prewarm rc=$? at ${SECONDS}s" >> "$L/steps.txt"
{ cat "$L/steps.txt"; grep -E "passed|failed|error|FAILED|Error" "$L/tests.log" | tail -n 30
  grep -E "warm:|prewarm" "$L/warm.log" | cut -c1-220; } | tee "$OUT/run.log"
timeout "$T_AB" python3 scripts/fwd_ab.py --rounds "$ROUNDS" --rep "$REP" --budget "$AB_BUDGET" --out "$OUT/ab.md" "${A[@]}" "${V[@]}" 2>&1 \
    | grep -v -i warn | tee -a "$OUT/run.log"
echo "ab rc=${PIPESTATUS[0]} at ${SECONDS}s" | tee -a "$OUT/run.log"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv >> "$L/gpu.txt" 2>&1
cat "$L/gpu.txt" >> "$OUT/run.log"
tar czf "$OUT/r.tgz" -C /tmp fwdablogs
