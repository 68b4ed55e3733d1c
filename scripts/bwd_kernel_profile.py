"""Where a backward's time goes, per kernel, beside FlashAttention-4's (GPU): every backward of a few bench rows runs
under torch.profiler and each kernel's device time per call is printed (the pre/post kernels of a fused backward are
linear in the tokens, the main kernel quadratic: on short sequences they weigh the most).
Usage: python scripts/bwd_kernel_profile.py [--rows "all 1024:128:0,LLM packed 512-8192:128:0,64 x 1024:128:0:2"] [--iters 10] [--runs "tlx fused,fa4"]
(a mix is a bench mix's name or "N x L", N sequences of L tokens)"""
import argparse
import collections
import importlib.util
import os
import re
import statistics
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
_spec = importlib.util.spec_from_file_location("fb", os.path.join(HERE, "..", "bench", "jagged_attention.py"))
fb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fb)

ROWS = "all 1024:128:0,all 1024:128:1,LLM packed 512-8192:128:0,all 1024:64:0,LLM packed 512-8192:64:0"


def kernel_times(fn, iters):
    """{kernel name: device microseconds per call}, and the median wall time of one call (CUDA events)."""
    from torch.profiler import ProfilerActivity, profile
    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(iters):
            fn()
        torch.cuda.synchronize()
    per = collections.defaultdict(float)
    for e in prof.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            per[e.name[:70]] += e.device_time / iters
    walls = []
    for _ in range(iters):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        walls.append(a.elapsed_time(b) * 1e3)
    return per, statistics.median(walls)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", default=ROWS, help="mix:D:causal, comma-separated")
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--runs", default="", help="only these runs (comma-separated names), e.g. 'tlx fused,fa4'")
    args = ap.parse_args()
    from triton.testing import do_bench
    from tlx.ops import jagged_attention
    from tlx.ops import jagged_attention_bwd as tlx_bwd
    run_fa4 = fb.fa4()
    # (beside the bench's mixes: small batches, whose backward is short enough for the host's time to show)
    mixes = fb.mixes()
    for spec in args.rows.split(","):
        mix, D, causal, *kvh = spec.split(":")  # (a fourth field: KV heads, 16 by default)
        # ("N x L": N sequences of L tokens, beside the bench's mixes)
        n_l = re.fullmatch(r"(\d+) x (\d+)", mix)
        D, causal, lens = int(D), causal == "1", [int(n_l[2])] * int(n_l[1]) if n_l else mixes[mix]
        T, H, ml = sum(lens), 16, max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
        HKV = int(kvh[0]) if kvh else H
        q = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, requires_grad=True)
        k, v = (torch.randn(T, HKV, D, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(2))
        d_o = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16)
        work = 2.5 * sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
        tlx = lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)  # noqa: E731
        # (name, forward, the backward module's settings while it runs)
        never = {key: 1 << 40 for key in tlx_bwd.FUSED_LONG_MEAN}
        runs = [("tlx", tlx, {}), ("tlx fused", tlx, {"USE_FUSED": True}),
                ("tlx two-kernel", tlx, {"FUSED_LONG_MEAN": never, "FUSED_LONG_MEAN_SILU": 1 << 40}),
                ("fused, module launchers", tlx, {"USE_FUSED": True, "DIRECT": False})]
        if (D, causal) == (128, False):
            runs.append(("fused nofrag", tlx, {"USE_FUSED": True, "FUSED_DQ_FRAG": False}))
        if run_fa4 is not None:
            runs.append(("fa4", lambda: run_fa4(q, k, v, cu, ml, causal), {}))
        if args.runs:
            runs = [r for r in runs if r[0] in args.runs.split(",")]
        print(f"== {mix} D={D} causal={causal} kv heads={HKV}: backward work {work / 1e12:.2f} TFLOP")
        for name, fwd, knobs in runs:
            out = fwd()
            old = {a: getattr(tlx_bwd, a) for a in knobs}
            for a, x in knobs.items():
                setattr(tlx_bwd, a, x)
            try:
                bwd = lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)  # noqa: E731
                per, wall = kernel_times(bwd, args.iters)
                bench = do_bench(bwd, warmup=10, rep=100, return_mode="median") * 1e3
            except Exception as e:
                print(f"  {name} failed: {type(e).__name__}: {str(e)[:120]}")
                continue
            finally:
                for a, x in old.items():
                    setattr(tlx_bwd, a, x)
            total = sum(per.values())
            print(f"  {name:24s} do_bench {bench:8.1f} us ({work / bench / 1e6:6.1f} TFLOP/s); one synced call {wall:8.1f} us, "
                  f"its kernels {total:8.1f} us")
            for kname, us in sorted(per.items(), key=lambda kv: -kv[1]):
                if us >= 0.5:
                    print(f"      {us:8.1f} us {100 * us / total:5.1f}%  {kname}")


if __name__ == "__main__":
    main()
