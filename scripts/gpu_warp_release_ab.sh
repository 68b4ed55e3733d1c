#!/usr/bin/env bash
# Per-warp ring releases (docs/research/fa4_sm90_forward_sass.md, session 36) against the unpatched flagship, ONE device
# call (from the tree's root, carry .abmods). On the CPU first (no GPU needed), the modules into the git-ignored .abmods:
#   for c in "128 0 -D BLOCK_M=128 -D PINGPONG=True -D MASK_SPLIT=True -D LAZY_RESCALE=True -D WAIT_AFTER_MAX=True" \
#            "128 1 -D BLOCK_M=128 -D PINGPONG=True -D MASK_SPLIT=True -D LAZY_RESCALE=True" \
#            "64 0 -D BLOCK_M=192 -D REGS=160 -D PINGPONG=True" "64 1 -D BLOCK_M=192 -D REGS=160 -D PINGPONG=True"; do
#     set -- $c; d=$1; k=$2; shift 2; causal=$([ $k = 1 ] && echo True || echo False)
#     TLX_VERIFY_SAMPLED=1 python -m tlx compile kernels/jagged_attention.tlx -D DT=bf16 -D D=$d -D CAUSAL=$causal \
#       -D BLOCK_N=128 -D STAGES=2 -D DYNAMIC=True -D O_TMA=True "$@" --emit module -o .abmods/old_d${d}c$k.py
#     python scripts/fa4_sass/per_warp_release_proto.py .abmods/old_d${d}c$k.py .abmods/warp_d${d}c$k.py k_free,v_free
#   done
# 1. every module compiled and checked (7 and 21 sequences: both tile specializations) in its own process under a
#    timeout, all at once, so that a hang costs the timeout only; 2. if every patched one returned, the A/B in
#    alternating rounds (gpu_modules_ab.py: each output against varlen_attn, and bitwise against the unpatched build).
set -u
T=${T:-170}; L=/tmp/warpab; mkdir -p "$L"; OUT=${OUT:-$L}
for m in .abmods/old_d*.py .abmods/warp_d*.py; do
  n=$(basename "$m" .py)
  (timeout "$T" python3 scripts/gpu_modules_ab.py .abmods old warp --warm-only --only "$n" > "$L/$n.log" 2>&1
   rc=$?; [ $rc = 124 ] && echo "$n: HANG or slow (no return in ${T}s)" || echo "$n: rc=$rc $(grep -h 'rows of' "$L/$n.log")") &
done | tee "$OUT/warm.txt"; wait
if grep -q "warp.*HANG\|warp.*rc=[1-9]" "$OUT/warm.txt"; then echo "a patched module failed: no timing"; exit 1; fi
timeout "${T_AB:-300}" python3 scripts/gpu_modules_ab.py .abmods old warp --rounds "${ROUNDS:-4}" \
  --mixes "LLM packed 512-8192,lognormal,uniform 1-2048,all 1024" 2>&1 | grep -v -i warn | tee "$OUT/ab.txt"
