"""GPU probe: what a TMA copy does with a box partly or wholly outside its tensor (the verifier's obligations on
TMA coordinates rest on these facts; see docs/soundness_backlog.md). Each case runs in its own process, since a
fault poisons the CUDA context. Prints one line per case: `CASE ok|FAULT ...` and what landed.

  python3 scripts/probe_tma_edges.py
"""
import os
import subprocess
import sys
import tempfile

CHILD = r'''
import sys, torch
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.nvidia.hopper import TensorDescriptor
from triton.experimental.gluon.language.nvidia.hopper import tma, mbarrier, fence_async_shared

@gluon.jit
def copy(src, dst, lr, lc, sr, sc):
    smem = gl.allocate_shared_memory(src.dtype, src.block_type.shape, src.layout)
    bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    mbarrier.init(bar, count=1)
    fence_async_shared()
    mbarrier.expect(bar, src.block_type.nbytes)
    tma.async_copy_global_to_shared(src, [lr, lc], bar, smem)
    mbarrier.wait(bar, 0)
    fence_async_shared()
    tma.async_copy_shared_to_global(dst, [sr, sc], smem)
    tma.store_wait(0)
    mbarrier.invalidate(bar)

lr, lc, sr, sc = map(int, sys.argv[1:5])
R, C, B = 256, 64, 64
x = torch.randn(R, C, device="cuda", dtype=torch.float16)
o = torch.full_like(x, float("nan"))
lay = gl.NVMMASharedLayout.get_default_for([B, C], gl.float16)
src = TensorDescriptor.from_tensor(x, [B, C], lay)
dst = TensorDescriptor.from_tensor(o, [B, C], lay)
copy[(1,)](src, dst, lr, lc, sr, sc, num_warps=4)
torch.cuda.synchronize()
written = (~torch.isnan(o)).any(1).nonzero().flatten().tolist()
rng = (written[0], written[-1]) if written else None
# the rows of x the box read, as far as they can be matched against what was written
zeros = sum(int((o[r] == 0).all()) for r in written)
print(f"rows written {rng} count {len(written)} all-zero rows {zeros}")
'''

CASES = [  # (name, load row, load col, store row, store col)
    ("inside", 0, 0, 64, 0),
    ("load partly below 0", -32, 0, 64, 0),
    ("load wholly below 0", -64, 0, 64, 0),
    ("store partly past the end", 0, 0, 224, 0),
    ("store wholly past the end", 0, 0, 256, 0),
    ("store partly below 0", 0, 0, -32, 0),
    ("store one row below 0", 0, 0, -1, 0),
    ("store wholly below 0", 0, 0, -64, 0),
    ("store column -8", 0, 0, 64, -8),
]

child = os.path.join(tempfile.mkdtemp(), "tma_edge_child.py")  # @jit needs its source in a file
with open(child, "w") as f:
    f.write(CHILD)
for name, *args in CASES:
    p = subprocess.run([sys.executable, child, *map(str, args)], capture_output=True, text=True, timeout=120)
    tail = (p.stdout.strip().splitlines() or [""])[-1]
    err = [l for l in p.stderr.splitlines() if "rror" in l][-1:] if p.returncode else []
    print(f"{name:28s} {'ok' if p.returncode == 0 else 'FAULT'} {tail} {' '.join(err)[:160]}", flush=True)
