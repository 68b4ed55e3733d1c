#!/bin/bash
# Issue 13's forward variants in ONE device call (run from the tree's root; $OUT set by the device tool).
# 1. in parallel: the flagship's GPU tests (poisoned outputs vs float64: the op's picks, PINGPONG flipped, the tile
#    order in head groups, HEAD_GROUPS=2) and every timed variant compiled in process pools (bench/variants.py
#    --prewarm);
# 2. then, alone on the GPU, the timed side-by-side tables against varlen_attn (bench/variants.py), each variant
#    checked against varlen_attn on NaN-filled outputs before it is timed.
# OLD is the kernel of the commit before (copied next to the tree by hand, not in git): its column is the baseline,
# timed in the same process as the new kernel's. Every step has a timeout and the later tables are skipped once
# BUDGET seconds have passed. The device tool brings back few files: the tables go to stdout and run.log, the logs
# to r.tgz.
set -u
OUT=${OUT:-/tmp/fwd_out}; L=/tmp/fwdlogs; mkdir -p "$OUT" "$L"
export PYTHONUNBUFFERED=1 TLX_VERIFY_SAMPLED=1   # the CPU suite proves the variants the op picks
T_PAR=${T_PAR:-120}; T_BENCH=${T_BENCH:-75}; BUDGET=${BUDGET:-235}
OLD=${OLD:-old_jagged_attention.tlx}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$L/gpu.txt" 2>&1
P128="PINGPONG=True,DYNAMIC=True"
V128=("SRC=$OLD,$P128" "$P128" "$P128,HEAD_GROUPS=2" "$P128,HEAD_GROUPS=8" "DYNAMIC=True")
P64N="BLOCK_M=192,REGS=160,PINGPONG=True,DYNAMIC=True"
V64N=("SRC=$OLD,$P64N" "$P64N" "$P64N,HEAD_GROUPS=2")
V64C=("SRC=$OLD,DYNAMIC=True" "DYNAMIC=True" "DYNAMIC=True,HEAD_GROUPS=2" "DYNAMIC=True,PINGPONG=True"
      "DYNAMIC=True,BLOCK_M=192,REGS=160,PINGPONG=True")
pids=()
t() { timeout "$T_PAR" "$@"; }
PT="python3 -m pytest -q -p no:cacheprovider"
t $PT tests/test_gpu_flagship.py -k "test_flagship_gpu and gluon" > "$L/t_flag.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_flagship.py -k "head_groups" > "$L/t_flag_hg.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_flagship.py -k "other_pingpong or small_max" > "$L/t_flag_pp.log" 2>&1 & pids+=($!)
t $PT tests/test_gpu_dynamic.py > "$L/t_dyn.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 10 --warm-only --d 128 "${V128[@]}" > "$L/warm128.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 3 --warm-only --d 64 --causal 0 "${V64N[@]}" > "$L/warm64n.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 5 --warm-only --d 64 --causal 1 "${V64C[@]}" > "$L/warm64c.log" 2>&1 & pids+=($!)
for p in "${pids[@]}"; do wait "$p"; echo "step $p rc=$? at ${SECONDS}s" >> "$L/steps.txt"; done
{ echo "== parallel steps done at ${SECONDS}s"; cat "$L/steps.txt"; for f in "$L"/t_*.log; do echo "-- $f"; grep -E "passed|failed|error|Error" "$f" | tail -n 6; done
  grep -h "warm:" "$L"/warm*.log | cut -c1-200; } | tee "$OUT/run.log"
b() { if [ "$SECONDS" -lt "$BUDGET" ]; then timeout "$T_BENCH" python3 bench/variants.py "$@"; echo "rc=$? at ${SECONDS}s"
      else echo "skipped (${SECONDS}s): $*"; fi; }
b --rows mixes,steady --d 128 "${V128[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
b --rows mixes --d 64 --causal 1 "${V64C[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
b --rows mixes --d 64 --causal 0 "${V64N[@]}" 2>&1 | grep -v -i warn | tee -a "$OUT/run.log"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv >> "$L/gpu.txt" 2>&1
cat "$L/gpu.txt" >> "$OUT/run.log"
tar czf "$OUT/r.tgz" -C /tmp fwdlogs
