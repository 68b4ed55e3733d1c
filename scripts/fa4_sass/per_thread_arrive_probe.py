# Session 35: can Gluon 3.6 release an mbarrier per thread (or warp) without the 128-thread bar.sync that precedes our
# one-thread arrives? Compiles a tiny kernel (no GPU needed) and prints the PTX around the arrive. Result: see
# docs/research/fa4_sm90_backward_sass.md, "Per-warp release in Gluon 3.6".
import torch
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import mbarrier, fence_async_shared
from triton.experimental.gluon.language.nvidia.ampere import async_copy

@gluon.jit
def k(out):
    bar = gl.allocate_shared_memory(gl.int64, [1, 1], mbarrier.MBarrierLayout())
    buf = gl.allocate_shared_memory(gl.float32, [128], gl.SwizzledSharedLayout(1, 1, 1, [0]))
    mbarrier.init(bar.index(0), count=128)
    lay: gl.constexpr = gl.BlockedLayout([1], [32], [4], [0])
    buf.store(gl.arange(0, 128, lay).to(gl.float32))
    fence_async_shared()
    async_copy.mbarrier_arrive(bar.index(0), increment_count=False)
    mbarrier.wait(bar.index(0), 0)
    gl.store(out + gl.arange(0, 128, lay), buf.load(lay))

from tlx.codegen.aot import aot_compile, target_of
ck = aot_compile(k, [torch.empty(128)], {"num_warps": 4}, target_of("sm_90a"))
ptx = ck.asm["ptx"]
i = ptx.index("cp.async.mbarrier")
print(ptx[i-600:i+200])
