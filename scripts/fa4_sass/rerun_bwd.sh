#!/bin/bash
# FA4 sm90a backward (D=128 bf16 non-causal varlen) + our fused backward (the op's build) to SASS, no GPU
# (docs/research/fa4_sm90_backward_sass.md). Needs the venv rerun.sh makes. Run: bash scripts/fa4_sass/rerun_bwd.sh [WORK_DIR]
set -e; HERE=$(cd "$(dirname "$0")" && pwd); REPO=$(cd "$HERE/../.." && pwd)
W=${1:-/tmp/fa4bwd}; V=${FA4_VENV:-/tmp/fa4sass/venv}; mkdir -p "$W"; cd "$W"; cp "$HERE"/*.py .
TB=$(python3 -c "import triton,os;print(os.path.dirname(triton.__file__))")/backends/nvidia/bin
mkdir -p dump && rm -f dump/cutlass___call___*
(cd dump && FLASH_ATTENTION_ARCH=sm_90a CUTE_DSL_ARCH=sm_90a FLASH_ATTENTION_NUM_SMS=132 CUTE_DSL_KEEP=ptx,cubin \
   CUTE_DSL_DUMP_DIR=$W/dump $V/bin/python ../compile_fa4_bwd.py)
for k in preprocess postprocess sm90; do for e in ptx cubin; do mv dump/cutlass___call___*${k}*.$e dump/fa4_bwd_$k.$e; done
  $TB/cuobjdump -sass dump/fa4_bwd_$k.cubin > dump/fa4_bwd_$k.sass; $TB/cuobjdump -res-usage dump/fa4_bwd_$k.cubin | grep REG; done
for e in sass ptx cubin; do (cd $REPO && TLX_VERIFY_SAMPLED=1 TLX_CACHE_DIR=$W/tlxcache TRITON_CACHE_DIR=$W/tcache \
  python -m tlx compile kernels/jagged_attention_bwd_fused.tlx --target gluon -D DT=bf16 -D D=128 -D CAUSAL=False \
  -D ACT=softmax -D STAGES=2 -D BLOCK_M=64 -D BLOCK_N=128 -D WG_N=64 -D DQ_WRITER=True -D SMEM_P=True -D DQ_LAG=True \
  -D LSE_SMEM=True -D DQ_COLS=64 -D DQ_FRAG=True --emit $e -o $W/ours.$e); done
$TB/cuobjdump -res-usage ours.cubin | grep REG
python3 allloops.py dump/fa4_bwd_sm90.sass; python3 allloops.py ours.sass
# step loops on the executed path (addresses of the 2026-12-06 builds; re-read them off allloops.py / the listings)
python3 stepstats.py dump/fa4_bwd_sm90.sass 5a50 7740 5aa0-5ab0 5e50-5e60   # skip: mbarrier retry pairs
python3 stepstats.py ours.sass 7830 99a0 8440-8ab0                           # compute WG1 (240 regs); skip: mask block
python3 stepstats.py ours.sass f250 112e0 fe10-10400                         # compute WG0 (256 regs); skip: mask block
