"""GPU: on the bench's LLM-packed mix (D=128, non-causal), whether the op's backward takes the fused path (its
FUSED_LONG_MEAN rule), and the op's backward with the fused path forced on and off in 3 alternating rounds (do_bench
medians, L2 flushed). `python scripts/bwd_fused_probe.py` (issue 11; bench/results/backward_2026-12-04_585cbe3.md)."""
import statistics
import sys
sys.path.insert(0, "."); sys.path.insert(0, "bench")
import torch
from triton.testing import do_bench
from jagged_attention import mixes
from tlx.ops import jagged_attention
from tlx.ops import jagged_attention_bwd as bwd
lens = mixes()["LLM packed 512-8192"]
T, H, D = sum(lens), 16, 128
cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
d_o = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16)
ml = max(lens)
out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=False)
calls = []
real = bwd._fused
bwd._fused = lambda *a: calls.append(1) or real(*a)
torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True); torch.cuda.synchronize()
print("fused called:", len(calls), "use_fused:", bwd.use_fused(True, q.shape, k.shape[1], len(lens), False, False))
flops = 2.5 * sum(4 * L * L * D * H for L in lens)
res = {True: [], False: []}
use_fused = bwd.use_fused
for r in range(3):
    for on in ((True, False) if r % 2 == 0 else (False, True)):
        bwd.use_fused = (lambda *_: True) if on else (lambda *_: False)
        res[on].append(do_bench(lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True), warmup=10, rep=40,
                                return_mode="median"))
bwd.use_fused, bwd._fused = use_fused, real
for on, t in res.items():
    print("fused" if on else "two-kernel", f"{flops / statistics.median(t) / 1e9:.0f} TFLOP/s", [f"{x:.2f}" for x in t])
