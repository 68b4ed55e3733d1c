#!/usr/bin/env bash
# The packed kernel's isolation in ONE device call, from the tree's root:  bash scripts/gpu_packed_iso.sh [OLD_KERNEL]
# OLD_KERNEL: kernels/jagged_attention_packed.tlx before the isolation check (default: the kernel with ISOLATE=false,
# the same code without the check). 1. in parallel: the
# packed GPU tests (isolation + float64 checks + the op's path) in pytest-xdist processes, and old/new compiled at
# each (D, causal) with the isolation check of each (new must not leak); 2. alone on the GPU: old vs new vs
# varlen_attn in alternating rounds (scripts/packed_isolation_ab.py). Every step has a time limit; logs go to $OUT.
set -u
OLD=${1:+--old $1}
OUT=${OUT:-/tmp/piso_out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1   # (the protocol proofs run in the CPU suite)
T_TESTS=${T_TESTS:-100}; T_BENCH=${T_BENCH:-70}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv > "$OUT/gpu.txt" 2>&1
PT="python3 -m pytest -v -m gpu -p no:cacheprovider"
python3 -c "import xdist" 2>/dev/null && PT="$PT -n 6"
pids=()
timeout "$T_TESTS" $PT tests/test_gpu_packed_isolation.py tests/test_gpu_packed.py > "$OUT/tests.log" 2>&1 & pids+=($!)
for dc in "128 0" "128 1" "64 0" "64 1"; do
  timeout "$T_TESTS" python3 scripts/packed_isolation_ab.py $OLD --warm $dc >> "$OUT/warm.log" 2>&1 & pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; echo "step $p rc=$? at ${SECONDS}s" >> "$OUT/steps.txt"; done
timeout "$T_BENCH" python3 scripts/packed_isolation_ab.py $OLD --out "$OUT/packed_isolation.md" \
    --label "${TLX_COMMIT:-unknown}" > "$OUT/bench.log" 2>&1
echo "bench rc=$? at ${SECONDS}s" >> "$OUT/steps.txt"
{ cat "$OUT/steps.txt"; echo "-- tests"; grep -c PASSED "$OUT/tests.log"; grep -E "FAILED|ERROR|passed|failed|Error" "$OUT/tests.log" | tail -n 25
  echo "-- warm"; grep -v -i warn "$OUT/warm.log" | tail -n 12; echo "-- bench"; grep -v -i warn "$OUT/bench.log" | tail -n 22
  cat "$OUT/gpu.txt"; } | tee "$OUT/run.log"
