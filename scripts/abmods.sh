#!/usr/bin/env bash
# On the CPU machine, from the tree's root: the flagship modules the op picks for the bench's four mixes, made by the
# compiler of each given commit (a git worktree per commit under /tmp), into the git-ignored .abmods as
# <tag>_d<D>c<causal>.py for scripts/gpu_modules_ab.py (tag: r<commit>, or `new` for the working tree).
#   bash scripts/abmods.sh 8a06fc9 352acc3      (then carry .abmods; see scripts/gpu_s29a.sh)
set -eu
mkdir -p .abmods
gen() {  # tag root
  local tag=$1 root=$2 cfg d c causal
  for cfg in "128 0 -D BLOCK_M=128 -D PINGPONG=True" "128 1 -D BLOCK_M=128 -D PINGPONG=True" \
             "64 0 -D BLOCK_M=192 -D REGS=160 -D PINGPONG=True" "64 1 -D BLOCK_M=128"; do
    set -- $cfg; d=$1; c=$2; shift 2; causal=$([ "$c" = 1 ] && echo True || echo False)
    (cd "$root" && PYTHONPATH="$root" TLX_VERIFY_SAMPLED=1 python -m tlx compile kernels/jagged_attention.tlx \
      -D DT=bf16 -D D="$d" -D CAUSAL="$causal" -D ACT=softmax -D BLOCK_N=128 -D STAGES=2 -D DYNAMIC=True \
      -D O_TMA=True "$@" --emit module -o "$OLDPWD/.abmods/${tag}_d${d}c${c}.py")
  done
}
for ref in "$@"; do  # (none given: only the working tree)
  [ -d "/tmp/wt_$ref" ] || git worktree add -f "/tmp/wt_$ref" "$ref" > /dev/null
  gen "r$ref" "/tmp/wt_$ref"
done
gen new "$PWD"
ls .abmods
