"""One backward row in isolation (GPU): the op's backward alone (autograd.grad of a saved forward), forward+backward and
forward, 3 rounds of do_bench each; the host time per backward call (20 calls without a sync) and the wall time; and
the kernels' device times from torch.profiler. Written for the all-1024 D=64 causal bench row, whose backward-alone
number moved between bench runs (230, 189, 173 TFLOP/s) while its kernels did not (bench/results/
backward_2026-12-02_d554fa2.md).

    python scripts/bwd_row_probe.py
"""
import sys, time, statistics, torch
sys.path.insert(0, "."); sys.path.insert(0, "bench")
from triton.testing import do_bench
from tlx.ops import jagged_attention
from jagged_attention import mixes
for mix, D, causal in [("all 1024", 64, True), ("all 1024", 64, False), ("uniform 1-2048", 64, True)]:
    lens = mixes()[mix]; T = sum(lens); H = 16; ml = max(lens)
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
    q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    d_o = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16)
    fwd = lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
    out = fwd()
    bwd = lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)
    fb = lambda: torch.autograd.grad(fwd(), (q, k, v), d_o)
    bwd(); fb(); torch.cuda.synchronize()
    r = {"bwd": [], "fwd+bwd": [], "fwd": []}
    for _ in range(3):
        r["bwd"].append(do_bench(bwd, warmup=25, rep=100, return_mode="median"))
        r["fwd+bwd"].append(do_bench(fb, warmup=25, rep=100, return_mode="median"))
        r["fwd"].append(do_bench(fwd, warmup=25, rep=100, return_mode="median"))
    torch.cuda.synchronize(); t0 = time.perf_counter()
    for _ in range(20): bwd()
    t1 = time.perf_counter(); torch.cuda.synchronize(); t2 = time.perf_counter()
    print(mix, D, causal, {k: [round(x, 3) for x in v] for k, v in r.items()}, f"host/bwd {(t1-t0)/20*1e3:.3f} ms, wall/bwd {(t2-t0)/20*1e3:.3f} ms", flush=True)
    from torch.profiler import profile, ProfilerActivity
    with profile(activities=[ProfilerActivity.CUDA]) as p:
        for _ in range(3): bwd()
        torch.cuda.synchronize()
    for e in p.key_averages():
        if e.device_type.name == "CUDA" or "kernel" in e.key.lower():
            print(f"   {e.key[:60]:60s} n={e.count} avg {e.device_time / 1e3 if hasattr(e, 'device_time') else e.cuda_time / 1e3:.3f} ms", flush=True)
