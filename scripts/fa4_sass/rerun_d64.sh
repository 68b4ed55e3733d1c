#!/bin/bash
# FlashAttention-4's sm90a forward at D=64, bf16, causal, varlen (B=15, max_seqlen 8192, 65536 tokens) and the op's
# D=64 causal 192-row builds compiled to SASS without a GPU; their steady loops compared
# (docs/research/fa4_sm90_forward_d64_sass.md). Run: bash scripts/fa4_sass/rerun_d64.sh [WORK_DIR]
# Needs .fa4a and .fa4b (the FA4 wheels) and a Python 3.12 (PY312=...; pyenv's 3.12 is tried), pip's mirror for torch.
set -e
HERE=$(cd "$(dirname "$0")" && pwd); REPO=$(cd "$HERE/../.." && pwd)
[ -f "$REPO/kernels/jagged_attention.tlx" ] || REPO=/work/main            # (when run from /tmp/fa4sass)
W=${1:-/tmp/fa4sass}; mkdir -p "$W"; cd "$W"; cp "$REPO"/scripts/fa4_sass/*.py .
TB=$(python3 -c "import triton, os; print(os.path.dirname(triton.__file__))")/backends/nvidia/bin   # cuobjdump
PY312=${PY312:-$(command -v python3.12 2>/dev/null && python3.12 -V >/dev/null 2>&1 && echo python3.12 || ls -d ~/.pyenv/versions/3.12*/bin/python3.12 | head -1)}
PY312=$(echo "$PY312" | tail -1)
if [ ! -x venv/bin/python ]; then
  cat $REPO/.fa4a/cu13.part.00 $REPO/.fa4b/cu13.part.01 > nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
  $PY312 -m venv venv
  ./venv/bin/pip install --no-deps $REPO/.fa4a/*.whl ./nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
  ./venv/bin/pip install einops typing_extensions protobuf 'cuda-bindings>=13' numpy torch
fi
cat > compile_fa4_d64c.py <<'PY'
# FA4 sm90 forward, D=64 bf16 causal varlen (B=15, 65536 tokens, max_seqlen 8192), via torch FakeTensorMode.
import sys, torch
from torch._subclasses.fake_tensor import FakeTensorMode
from flash_attn.cute import interface
from flash_attn.cute.interface import _flash_attn_fwd
B, H, D, total = 15, 16, 64, 65536
print("FA4 sm90 tile for D=64 causal:", interface._tile_size_fwd_sm90(D, D, True, False))
with FakeTensorMode(allow_non_fake_inputs=True):
    dev = torch.device("cuda")
    q, k, v = (torch.empty(total, H, D, dtype=torch.bfloat16, device=dev) for _ in range(3))
    cu = torch.empty(B + 1, dtype=torch.int32, device=dev)
    _flash_attn_fwd(q, k, v, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=8192, max_seqlen_k=8192, causal=True)
print("compiled OK")
PY
mkdir -p dump && rm -f dump/cutlass___call___*
(cd dump && FLASH_ATTENTION_ARCH=sm_90a CUTE_DSL_ARCH=sm_90a FLASH_ATTENTION_NUM_SMS=132 \
   CUTE_DSL_KEEP=ptx,cubin CUTE_DSL_DUMP_DIR=$W/dump ../venv/bin/python ../compile_fa4_d64c.py)
mv dump/cutlass___call___*.cubin dump/fa4_d64c.cubin; mv dump/cutlass___call___*.ptx dump/fa4_d64c.ptx
$TB/cuobjdump -sass dump/fa4_d64c.cubin > dump/fa4_d64c.sass 2>/dev/null
$TB/cuobjdump -res-usage dump/fa4_d64c.cubin | grep REG; grep -o "USETMAXREG[^;]*" dump/fa4_d64c.sass
# ours: the op's pick for the batch (attention_tiles.choose: D=64 causal, long mean -> 192-row tiles), + variants
mkdir -p ours
C="-D DT=bf16 -D D=64 -D BLOCK_M=192 -D REGS=160 -D PINGPONG=True -D CAUSAL=True -D DYNAMIC=True -D O_TMA=True"
for v in "d64c:" "d64c_split:-D MASK_SPLIT=True" "d64c_wam:-D WAIT_AFTER_MAX=True"; do n=${v%%:*}; x=${v#*:}
  for e in ptx cubin sass; do (cd $REPO && TRITON_CACHE_DIR=$W/tcache python -m tlx compile kernels/jagged_attention.tlx \
      --target gluon $C $x --kernel jagged_attention --emit $e -o $W/ours/$n.$e); done
  $TB/cuobjdump -res-usage ours/$n.cubin | grep REG; done
# every steady loop (a loop holding HGMMA): executed path with the in-loop forward branches taken (skips the
# mbarrier retry pairs and our mask block: "unmasked"), or only the retry pairs skipped ("as is")
cat > auto_d64.py <<'PY'
import re, sys, subprocess
from sass import read, op, loops
BR = re.compile(r'@!?U?P\w+\s+BRA\s+(?:U?!?P\w+,\s*)?(?:`\(\.L_x_\d+\)\s*)?(0x[0-9a-f]+)')
def depth(ins):          # longest dependent FMNMX chain after wait(1) (SHFL passes its source's depth on)
    d, best, on = {}, 0, False
    for _, t in ins:
        if 'DEPBAR.LE gsb0, 0x1' in t: on = True
        if not on: continue
        m = re.match(r'(?:@!?P\w+\s+)?(\S+)\s+(?:PT,\s*)?(R\d+),\s*(.*)', t)
        if not m: continue
        o, dst, srcs = m.groups(); s = re.findall(r'R\d+', srcs)
        if o.startswith('FMNMX'): d[dst] = max(d.get(r, 0) for r in s[:2]) + 1; best = max(best, d[dst])
        elif o.startswith('SHFL'): d[dst] = d.get(s[0], 0)
        else: d.pop(dst, None)
    return best
for path in sys.argv[1:]:
    ins = read(path)
    for lo, hi, body in loops(ins):
        if not any(op(t).startswith('HGMMA') for _, t in body): continue
        for label, only_retry in (("unmasked", False), ("as is", True)):
            skips = []
            for i, (a, t) in enumerate(body):
                m = BR.match(t)
                if m and a < int(m.group(1), 16) <= hi:
                    e = int(m.group(1), 16); reg = [x for x in body if a < x[0] < e]
                    if not only_retry or any('PHASECHK' in x for _, x in reg): skips.append((a + 16, e - 16))
            sk = [f"{s:x}-{e:x}" for s, e in skips]
            ex = read(path, lo, hi, skips)
            print(f"\n## {path} loop {lo:#x}..{hi:#x} ({len(body)} static), {label}: skip {sk}, FMNMX chain depth {depth(ex)}")
            subprocess.run([sys.executable, "stepstats.py", path, f"{lo:x}", f"{hi:x}", *sk])
            subprocess.run([sys.executable, "between.py", path, f"{lo:x}", f"{hi:x}", *[f"{s:x}-{e+16:x}" for s, e in skips]])
PY
python3 auto_d64.py dump/fa4_d64c.sass ours/d64c.sass ours/d64c_split.sass ours/d64c_wam.sass 2>&1 | grep -v "^ smem\|barriers:"
# per warp-group steps of the LLM-packed batch (bench/jagged_attention.py mixes(), seed 0) and the mask's share
cat > stepmodel.py <<'PY'
import math
ls = [1282, 1852, 1980, 2577, 2930, 3070, 3381, 4726, 4965, 5393, 6335, 6678, 6710, 6823, 6834]
BM, BN = 192, 128; S = om = fm = 0
for L in ls:
    for m in range(math.ceil(L / BM)):
        nb = math.ceil(min(L, BM * (m + 1)) / BN)
        for w in range(3):           # ours: the edge test per warp group (row0); FA4: per CTA (m_block * 192 // 128)
            S += nb; fm += nb - (m * BM) // BN
            om += sum(1 for n in range(nb) if (n + 1) * BN > L or (n + 1) * BN - 1 > BM * m + 64 * w)
print(f"WG steps {S}, masked: ours {om} ({om/S:.3f}), FA4 {fm} ({fm/S:.3f})")
for name, un, mk, k in (("FA4", 429, 528, fm), ("ours", 423, 613, om), ("ours MASK_SPLIT", 412, 583, om)):
    print(f"{name}: {((S - k) * un + k * mk) / S:.1f} executed instructions per WG step")
PY
python3 stepmodel.py
