#!/usr/bin/env bash
# Sequence isolation (jagged TMA copies bounded at the sequence end) in ONE device call, from the tree's root:
#   bash scripts/gpu_vleak.sh GEN_DIR
# GEN_DIR holds generated flagship modules old_d<D>c<causal>.py and new_*.py (tlx compile ... --emit module, by the
# compiler before and after the change; the op's picks for MHA: D=128 PINGPONG+DYNAMIC, D=64 non-causal BLOCK_M=192
# REGS=160 PINGPONG+DYNAMIC, D=64 causal DYNAMIC). 1. in parallel: the GPU tests (isolation, the flagship's Gluon
# cases, the op's direct launch / NaN / tile sources, two backward cases per path) in pytest-xdist processes, and the
# modules compiled with the isolation check of each (old must leak, new must not); 2. alone on the GPU: old vs new
# vs varlen_attn on the LLM-packed and lognormal mixes. Every step has a time limit; logs go to $OUT.
set -u
GEN=$1
OUT=${OUT:-/tmp/vleak_out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1
T_TESTS=${T_TESTS:-105}; T_BENCH=${T_BENCH:-45}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv > "$OUT/gpu.txt" 2>&1
PT="python3 -m pytest -v -m gpu -p no:cacheprovider"  # -v: a line per finished test, even if the step is cut
K="(test_flagship_gpu and gluon and not pingpong and not deep_ring) or direct_launch"
K="$K or nan_and_inf_propagate_on_gpu or tile_sources or (test_backward_gpu and lognormal and not portable)"
pids=()
timeout "$T_TESTS" $PT -n 4 tests/test_gpu_isolation.py > "$OUT/tests_iso.log" 2>&1 & pids+=($!)
timeout "$T_TESTS" $PT -n 6 tests/test_gpu_flagship.py tests/test_gpu_op.py tests/test_gpu_backward.py -k "$K" \
    > "$OUT/tests.log" 2>&1 & pids+=($!)
for m in "$GEN"/*.py; do  # each module compiled in its own process (the timed run finds them in triton's cache)
  timeout "$T_TESTS" python3 scripts/gpu_modules_ab.py "$GEN" old new --warm-only --only "$(basename "$m" .py)" \
      >> "$OUT/warm.log" 2>&1 & pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; echo "step $p rc=$? at ${SECONDS}s" >> "$OUT/steps.txt"; done
timeout "$T_BENCH" python3 scripts/gpu_modules_ab.py "$GEN" old new > "$OUT/bench.log" 2>&1
echo "bench rc=$? at ${SECONDS}s" >> "$OUT/steps.txt"
{ cat "$OUT/steps.txt"; for f in "$OUT"/tests*.log; do echo "-- $f"; grep -c PASSED "$f"; grep -E "FAILED|ERROR|passed|failed" "$f" | tail -n 20; done; cat "$OUT/warm.log" | grep -v -i warn | tail -n 12
  grep -v -i warn "$OUT/bench.log" | tail -n 14; cat "$OUT/gpu.txt"; } | tee "$OUT/run.log"
