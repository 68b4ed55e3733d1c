"""Where a small backward's host time goes (GPU): cProfile over many eager `torch.autograd.grad` calls of a batch
whose kernels take ~0.1 ms, for the fused path (its direct launch) and the two-kernel one (deterministic=True), and
the wall time per call without a sync.
Usage: python scripts/bwd_host_cprofile.py [--D 64] [--n 200] [--top 30]"""
import argparse
import cProfile
import os
import pstats
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--D", type=int, default=64)
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--top", type=int, default=30)
    args = ap.parse_args()
    from tlx.demo import random_batch
    from tlx.ops import jagged_attention
    q, k, v, cu, _ = random_batch([512] * 8, 16, 16, args.D, torch.bfloat16, "cuda", seed=0)
    q, k, v = (t.requires_grad_() for t in (q, k, v))
    d_o = torch.randn_like(q)
    for det in (False, True):
        out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=512, max_seqlen_k=512, deterministic=det)

        def step():
            return torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)
        for _ in range(5):
            step()
        torch.cuda.synchronize()
        t = time.perf_counter()
        for _ in range(args.n):
            step()
        host = (time.perf_counter() - t) / args.n * 1e6
        torch.cuda.synchronize()
        wall = (time.perf_counter() - t) / args.n * 1e6
        print(f"== deterministic={det}: host {host:.1f} us per call (no sync), wall {wall:.1f} us")
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(args.n):
            step()
        prof.disable()
        torch.cuda.synchronize()
        st = pstats.Stats(prof)
        st.sort_stats("tottime").print_stats(args.top)


if __name__ == "__main__":
    main()
