#!/bin/bash
# FlashAttention-4's sm90a forward (D=128, bf16, non-causal, varlen) and ours compiled to SASS without a GPU, their
# steady loops compared (docs/research/fa4_sm90_forward_sass.md). Run: bash scripts/fa4_sass/rerun.sh [WORK_DIR]
# (needs .fa4a and .fa4b: shared/notes/anchors.md; Python 3.12 for the FA4 wheels)
set -e
HERE=$(cd "$(dirname "$0")" && pwd); REPO=$(cd "$HERE/../.." && pwd)
W=${1:-/tmp/fa4sass}; mkdir -p "$W"; cd "$W"; cp "$HERE"/*.py .
TB=$(python3 -c "import triton, os; print(os.path.dirname(triton.__file__))")/backends/nvidia/bin   # ptxas 12.8, cuobjdump, nvdisasm
if [ ! -d venv ]; then
  cat $REPO/.fa4a/cu13.part.00 $REPO/.fa4b/cu13.part.01 > nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
  python3.12 -m venv venv
  ./venv/bin/pip install --no-deps $REPO/.fa4a/*.whl ./nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
  ./venv/bin/pip install einops typing_extensions protobuf 'cuda-bindings>=13' numpy torch
fi
# FA4: torch FakeTensorMode + FA4's CPU-only switches; the DSL's own compiler writes PTX and cubin
mkdir -p dump && rm -f dump/cutlass___call___*
(cd dump && FLASH_ATTENTION_ARCH=sm_90a CUTE_DSL_ARCH=sm_90a FLASH_ATTENTION_NUM_SMS=132 \
   CUTE_DSL_KEEP=ptx,cubin CUTE_DSL_DUMP_DIR=$W/dump ../venv/bin/python ../compile_fa4.py)
mv dump/cutlass___call___*.cubin dump/fa4_fwd_sm90.cubin; mv dump/cutlass___call___*.ptx dump/fa4_fwd_sm90.ptx
$TB/cuobjdump -sass dump/fa4_fwd_sm90.cubin > dump/fa4_fwd_sm90.sass 2>/dev/null
$TB/cuobjdump -res-usage dump/fa4_fwd_sm90.cubin
# ours: the op's D=128 non-causal pick (attention_tiles.choose, one head per tile), default and max_seqlen_k > 4096
mkdir -p ours
C="-D DT=bf16 -D D=128 -D CAUSAL=False -D ACT=softmax -D BLOCK_M=128 -D BLOCK_N=128 -D STAGES=2 -D PINGPONG=True -D DYNAMIC=True -D O_TMA=True"
for v in "ours_d128:" "ours_d128_long:-D MASK_SPLIT=True -D LAZY_RESCALE=True"; do n=${v%%:*}; x=${v#*:}
  for e in ptx cubin sass; do (cd $REPO && TRITON_CACHE_DIR=$W/tcache python -m tlx compile \
      kernels/jagged_attention.tlx --target gluon $C $x --emit $e -o $W/ours/$n.$e); done
  $TB/cuobjdump -res-usage ours/$n.cubin | grep REG; done
# steady loops, wait placement on the executed path (skipping the retry pairs, ours' mask block, LAZY's rescale)
python3 loops.py dump/fa4_fwd_sm90.sass; python3 loops.py ours/ours_d128.sass; python3 loops.py ours/ours_d128_long.sass
# (the loops' address ranges below are those of the session-34 builds: read new ones off loops.py's output)
python3 opdiff.py dump/fa4_fwd_sm90.sass:5280:6ee0 ours/ours_d128.sass:43b0:68d0 ours/ours_d128_long.sass:48a0:6760
python3 between.py dump/fa4_fwd_sm90.sass 5280 6ee0 5320-5340 5520-5540
python3 between.py ours/ours_d128.sass 43b0 68d0 47f0-5050
python3 between.py ours/ours_d128_long.sass 48a0 6760 60d0-64d0
