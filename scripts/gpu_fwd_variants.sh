#!/bin/bash
# Issue 13's forward variants in ONE device call (run from the tree's root, $OUT set by the device tool).
# 1. in parallel: the flagship's GPU tests (poisoned outputs vs float64, both tile sources, PINGPONG flipped) in
#    shards, and every timed variant compiled in a process pool (bench/variants.py --prewarm);
# 2. then, alone on the GPU, the timed side-by-side tables (bench/variants.py) against varlen_attn.
# OLD is the kernel of the main it is compared with (copied in by hand; not in git). Every step has a timeout.
set -u
OUT=${OUT:-/tmp/fwd_out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
OLD=${OLD:-bench/old_jagged_attention.tlx}
T_PAR=${T_PAR:-130}; T_BENCH=${T_BENCH:-55}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv > "$OUT/gpu.txt" 2>&1
V128=("SRC=$OLD,PINGPONG=True" "PINGPONG=True" "PINGPONG=False")
V64N=("SRC=$OLD,BLOCK_M=192,REGS=160,PINGPONG=True" "BLOCK_M=192,REGS=160,PINGPONG=True" "STAGES=2")
V64C=("SRC=$OLD,STAGES=2" "STAGES=2" "BLOCK_M=192,REGS=160,PINGPONG=True")
pids=()
t() { timeout "$T_PAR" "$@"; }
t python3 -m pytest -q tests/test_gpu_flagship.py -k "gluon and (dtype0 or dtype1 or dtype2 or dtype3)" -p no:cacheprovider > "$OUT/t_flag_a.log" 2>&1 & pids+=($!)
t python3 -m pytest -q tests/test_gpu_flagship.py -k "(gluon and (dtype4 or dtype5 or dtype6)) or small_max" -p no:cacheprovider > "$OUT/t_flag_b.log" 2>&1 & pids+=($!)
t python3 -m pytest -q tests/test_gpu_flagship.py -k "other_pingpong" -p no:cacheprovider > "$OUT/t_flag_pp.log" 2>&1 & pids+=($!)
t python3 -m pytest -q tests/test_gpu_op.py -k "tile_sources or nan_and_inf" -p no:cacheprovider > "$OUT/t_op.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 6 --warm-only --d 128 "${V128[@]}" > "$OUT/warm128.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 3 --warm-only --d 64 --causal 0 "${V64N[@]}" > "$OUT/warm64n.log" 2>&1 & pids+=($!)
t python3 bench/variants.py --prewarm 3 --warm-only --d 64 --causal 1 "${V64C[@]}" > "$OUT/warm64c.log" 2>&1 & pids+=($!)
for p in "${pids[@]}"; do wait "$p"; echo "step $p rc=$?" >> "$OUT/steps.txt"; done
tail -n 3 "$OUT"/t_*.log
b() { timeout "$T_BENCH" python3 bench/variants.py --rows mixes,steady "$@"; echo "rc=$?"; }
b --d 128 "${V128[@]}" 2>&1 | tee "$OUT/bench128.txt"
b --d 64 --causal 0 "${V64N[@]}" 2>&1 | tee "$OUT/bench64n.txt"
b --d 64 --causal 1 "${V64C[@]}" 2>&1 | tee "$OUT/bench64c.txt"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,power.draw --format=csv >> "$OUT/gpu.txt" 2>&1
