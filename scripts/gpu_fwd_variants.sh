#!/bin/bash
# Issue 13's forward variants in ONE device call (run from the tree's root; $OUT set by the device tool).
# 1. in parallel: the flagship's GPU tests (poisoned outputs vs float64, both tile sources, PINGPONG flipped) in
#    shards, and every timed variant compiled in process pools (bench/variants.py --prewarm);
# 2. then, alone on the GPU, the timed side-by-side tables against varlen_attn (bench/variants.py).
# OLD is the kernel of the main it is compared with (copied in by hand, not in git). Every step has a timeout and
# the later tables are skipped once BUDGET seconds have passed. The device tool brings back few files: the tables
# go to stdout and run.log, the per-step logs to r.tgz.
set -u
OUT=${OUT:-/tmp/fwd_out}; L=/tmp/fwdlogs; mkdir -p "$OUT" "$L"
export PYTHONUNBUFFERED=1
OLD=${OLD:-bench/old_jagged_attention.tlx}
T_PAR=${T_PAR:-120}; T_BENCH=${T_BENCH:-55}; BUDGET=${BUDGET:-250}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$L/gpu.txt" 2>&1
MID=${MID:-bench/mid_jagged_attention.tlx}   # an optional third kernel (copied in by hand), D=128 only
V128=("SRC=$OLD,PINGPONG=True" "PINGPONG=True" "PINGPONG=False")
[ -f "$MID" ] && V128+=("SRC=$MID,PINGPONG=True")
V64N=("SRC=$OLD,BLOCK_M=192,REGS=160,PINGPONG=True" "BLOCK_M=192,REGS=160,PINGPONG=True" "STAGES=2")
V64C=("SRC=$OLD,STAGES=2" "STAGES=2" "BLOCK_M=192,REGS=160,PINGPONG=True")
VGQA=("SRC=$OLD,HPT=2,PINGPONG=True" "HPT=2,PINGPONG=True")
pids=()
t() { timeout "$T_PAR" "$@"; }
PT="python3 -m pytest -q -p no:cacheprovider"
t $PT tests/test_gpu_flagship.py -k "gluon and (dtype0 or dtype1 or dtype2 or dtype3)" > "$L/t_flag_a.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_flagship.py -k "(gluon and (dtype4 or dtype5 or dtype6)) or small_max" > "$L/t_flag_b.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_flagship.py -k "other_pingpong" > "$L/t_flag_pp.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_op.py -k "tile_sources or nan_and_inf" > "$L/t_op.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 8 --warm-only --d 128 "${V128[@]}" > "$L/warm128.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 3 --warm-only --d 64 --causal 0 "${V64N[@]}" > "$L/warm64n.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 3 --warm-only --d 64 --causal 1 "${V64C[@]}" > "$L/warm64c.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 4 --warm-only --d 128 "${VGQA[@]}" > "$L/warmgqa.log" 2>&1 & pids+=($!)
for p in "${pids[@]}"; do wait "$p"; echo "step $p rc=$? at ${SECONDS}s" >> "$L/steps.txt"; done
{ echo "== parallel steps done at ${SECONDS}s"; cat "$L/steps.txt"; for f in "$L"/t_*.log; do echo "-- $f"; grep -E "passed|failed|error|Error" "$f" | tail -n 4; done
  grep -h "warm:" "$L"/warm*.log | cut -c1-160; } | tee "$OUT/run.log"
b() { if [ "$SECONDS" -lt "$BUDGET" ]; then timeout "$T_BENCH" python3 bench/variants.py "$@"; echo "rc=$? at ${SECONDS}s"
      else echo "skipped (${SECONDS}s): $*"; fi; }
b --rows mixes,steady --d 128 "${V128[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
b --rows mixes,steady --d 64 --causal 0 "${V64N[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
b --rows mixes,steady --d 64 --causal 1 "${V64C[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
b --rows extra --only GQA --d 128 "${VGQA[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv >> "$L/gpu.txt" 2>&1
cat "$L/gpu.txt" >> "$OUT/run.log"
tar czf "$OUT/r.tgz" -C /tmp fwdlogs
