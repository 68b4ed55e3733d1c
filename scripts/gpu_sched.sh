#!/bin/bash
# Issue 13's dynamic tile walk in ONE device call (run from the tree's root; $OUT set by the device tool).
# 1. in parallel: the GPU tests (tests/test_gpu_dynamic.py split in 4 processes; the flagship and op subsets with
#    the op's default picks) and the timed variants compiled in a process pool (bench/variants.py --prewarm 8);
# 2. then alone on the GPU: static vs dynamic side by side on the four mixes, causal and not, D=128 and 64 (the
#    op's tile shapes per row; tables skipped once BUDGET seconds have passed).
set -u
OUT=${OUT:-/tmp/sched_out}; L=/tmp/schedlogs; mkdir -p "$OUT" "$L"
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1
T_PAR=${T_PAR:-120}; T_BENCH=${T_BENCH:-45}; BUDGET=${BUDGET:-215}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$L/gpu.txt" 2>&1
V128=("PINGPONG=True" "PINGPONG=True,DYNAMIC=True")
V64N=("BLOCK_M=192,REGS=160,PINGPONG=True" "BLOCK_M=192,REGS=160,PINGPONG=True,DYNAMIC=True")
V64C=("STAGES=2" "DYNAMIC=True")
pids=()
t() { timeout "$T_PAR" "$@"; }
PT="python3 -m pytest -q -p no:cacheprovider"
t $PT tests/test_gpu_dynamic.py -k "back_to_back" > "$L/t_dyn1.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_dynamic.py -k "op_direct and 128" > "$L/t_dyn2.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_dynamic.py -k "op_direct and 64" > "$L/t_dyn3.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_dynamic.py -k "graph or generic" > "$L/t_dyn4.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_flagship.py -k "test_flagship_gpu and gluon" > "$L/t_flag.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_op.py -k "direct_launch or cuda_graph or no_host_sync" > "$L/t_op.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 8 --warm-only --d 128 "${V128[@]}" > "$L/warm128.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 2 --warm-only --d 64 --causal 0 "${V64N[@]}" > "$L/warm64n.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 2 --warm-only --d 64 --causal 1 "${V64C[@]}" > "$L/warm64c.log" 2>&1 & pids+=($!)
for p in "${pids[@]}"; do wait "$p"; echo "step $p rc=$? at ${SECONDS}s" >> "$L/steps.txt"; done
{ echo "== parallel steps done at ${SECONDS}s"; cat "$L/steps.txt"; for f in "$L"/t_*.log; do echo "-- $f"; grep -E "passed|failed|error|Error|FAILED" "$f" | tail -n 8; done
  grep -h "warm:" "$L"/warm*.log | cut -c1-160; } | tee "$OUT/run.log"
b() { if [ "$SECONDS" -lt "$BUDGET" ]; then timeout "$T_BENCH" python3 bench/variants.py "$@"; echo "rc=$? at ${SECONDS}s"
      else echo "skipped (${SECONDS}s): $*"; fi; }
b --rows mixes --d 128 "${V128[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
b --rows mixes --d 64 --causal 1 "${V64C[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
b --rows mixes --d 64 --causal 0 "${V64N[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv >> "$L/gpu.txt" 2>&1
cat "$L/gpu.txt" >> "$OUT/run.log"
tar czf "$OUT/r.tgz" -C /tmp schedlogs
