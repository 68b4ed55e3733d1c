"""Where the backward's host time goes (GPU): cProfile of the op's backward alone (autograd.grad of a saved forward)
on one bench row, after warm-up; then the same calls timed without a sync (host) and with one (wall), for the
forward too. Issue 11: the all-1024 D=64 causal row's backward-alone time moved between bench runs while its kernels
did not (bench/results/backward_2026-12-02_d554fa2.md).

    python scripts/bwd_host_profile.py [--mix "all 1024"] [--D 64] [--causal 1]
"""
import argparse
import cProfile
import io
import os
import pstats
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))

from jagged_attention import mixes  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mix", default="all 1024")
    ap.add_argument("--D", type=int, default=64)
    ap.add_argument("--causal", type=int, default=1)
    a = ap.parse_args()
    lens = mixes()[a.mix]
    T, H, ml = sum(lens), 16, max(lens)
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
    q, k, v = (torch.randn(T, H, a.D, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    d_o = torch.randn(T, H, a.D, device="cuda", dtype=torch.bfloat16)
    fwd = lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=bool(a.causal))
    out = fwd()
    bwd = lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)
    for _ in range(5):
        bwd()
    torch.cuda.synchronize()
    for name, f in (("bwd", bwd), ("fwd", fwd)):
        for sync in (False, True):
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            for _ in range(20):
                f()
                if sync:
                    torch.cuda.synchronize()
            t1 = time.perf_counter()
            torch.cuda.synchronize()
            t2 = time.perf_counter()
            print(f"{name} {'synced' if sync else 'queued'}: host {(t1 - t0) / 20 * 1e3:.3f} ms/call, "
                  f"wall {(t2 - t0) / 20 * 1e3:.3f} ms/call", flush=True)
    # host time of one backward with the GPU idle before it (nothing queued to wait behind)
    per = []
    for _ in range(10):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        bwd()
        per.append(time.perf_counter() - t0)
    print("bwd host, GPU idle before each call: " + ", ".join(f"{x * 1e3:.3f}" for x in per) + " ms", flush=True)
    torch.cuda.synchronize()
    pr = cProfile.Profile()
    pr.enable()
    for _ in range(20):
        bwd()
    pr.disable()
    torch.cuda.synchronize()
    s = io.StringIO()
    pstats.Stats(pr, stream=s).sort_stats("cumulative").print_stats(35)
    print(s.getvalue()[:9000])
    s = io.StringIO()
    pstats.Stats(pr, stream=s).sort_stats("tottime").print_stats(25)
    print(s.getvalue()[:6000])


if __name__ == "__main__":
    main()
