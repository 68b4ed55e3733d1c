"""Host-overhead probe for the op on the GPU: wall time per call of the op vs the generated module, and a
cProfile of op calls. Usage: python scripts/profile_op.py"""
import cProfile
import pstats
import sys
import time

import torch

sys.path.insert(0, ".")
from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops.jagged_attention import _config  # noqa: E402
from tlx.runtime import kernel_path, load_kernel_module  # noqa: E402

T, H, D = 65536, 16, 64
lens = [1024] * 64
cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
run_op = lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=1024, max_seqlen_k=1024)
mod = load_kernel_module(kernel_path("jagged_attention.tlx"), _config(q, q, cu, False, "softmax", -1, -1), target="gluon")
o = torch.empty_like(q)
lse = torch.empty(T, H, device="cuda")
run_mod = lambda: mod.jagged_attention(q, k, v, o, lse, cu, cu, D ** -0.5, 1.0, max_seqlen=1024)
for name, f in (("op", run_op), ("module", run_mod)):
    for _ in range(5):
        f()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(50):
        f()
    t1 = time.perf_counter()
    torch.cuda.synchronize()
    t2 = time.perf_counter()
    print(f"{name}: host {1e3 * (t1 - t0) / 50:.3f} ms/call, with GPU {1e3 * (t2 - t0) / 50:.3f} ms/call")
torch.cuda.synchronize()
pr = cProfile.Profile()
pr.enable()
for _ in range(50):
    run_op()
pr.disable()
torch.cuda.synchronize()
pstats.Stats(pr).sort_stats("tottime").print_stats(18)
