"""Where the op's host time goes, piece by piece, and what programmatic dependent launch (PDL) saves in latency.

For the small batches of bench/small_batch.py: host microseconds per call of each step of the eager call path
(checks, allocations, config, the tiles — no table for a batch of at most 16 sequences, which the kernel decodes
itself — and the attention launch), timed in isolation over many calls without a sync; and the GPU latency
(do_bench) of one call with the attention kernel launched as a programmatic dependent (of the table kernel, or of
whatever ran before it) or as a plain launch, each checked against the other bit for bit.
Usage (GPU): python bench/host_profile.py [--out FILE.md]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bench.small_batch import BATCHES, D, H  # noqa: E402


def per_call(fn, n=2000):
    fn()
    torch.cuda.synchronize()
    best = float("inf")
    for _ in range(3):  # the best of three rounds: the host is shared with nothing, but Python's GC is not
        t = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - t) / n)
        torch.cuda.synchronize()
    return best * 1e6


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    from triton.testing import do_bench

    import importlib
    ja = importlib.import_module("tlx.ops.jagged_attention")  # (tlx.ops.jagged_attention is the function)
    from tlx.ops.launch import current_stream
    lines = ["| batch | step | µs |", "|---|---|---|"]
    # how fast this machine runs Python (host times differ by machine: compare them with the peers' in one run)
    t = time.perf_counter()
    x = 0
    for i in range(1_000_000):
        x += i
    lines.append(f"| - | 1M-iteration Python loop (calibration) | {(time.perf_counter() - t) * 1e6:.0f} |")
    lat = ["| batch | latency PDL | latency plain | same output |", "|---|---|---|---|"]
    for label, lens in BATCHES.items():
        T, ml = sum(lens), max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
        q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
        call = lambda: ja.jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml)  # noqa: E731
        out_pdl = call().clone()
        plan = ja._CALLS[(q.get_device(), q.dtype, D, H, H, ml, ml, False, "softmax", ja.long_mean(T, len(lens)))]
        o = torch.empty_like(q)
        lse = q.new_empty((T, H), dtype=torch.float32)
        dev = q.get_device()
        steps = {
            "whole call": call,
            "check scalars": lambda: ja._check_scalars(False, None, ml, ml, "softmax", False),
            "check tensors": lambda: ja._check_tensors(q, k, v, cu, cu),
            "empty_like o": lambda: torch.empty_like(q, memory_format=torch.contiguous_format),
            "new_empty lse": lambda: q.new_empty(T, H, dtype=torch.float32),
            "portable?": ja._portable,
            "plan (tiles + kernel)": lambda: plan(q, k, v, o, lse, cu, cu, 0.088, 1.0),
            "current_stream": lambda: current_stream(dev),
            "current_device": lambda: torch.cuda.current_device(),
            "grad enabled": lambda: torch.is_grad_enabled(),
            "is_compiling": lambda: torch.compiler.is_compiling(),
        }
        for name, fn in steps.items():
            lines.append(f"| {label} | {name} | {per_call(fn):.2f} |")
        # latency with and without PDL on the attention kernel (patched on its direct-launch header)
        dks = list(plan.kernels.values())
        t_pdl = do_bench(call, warmup=20, rep=100, return_mode="median") * 1e3
        saved = [dk._head for dk in dks]
        for dk in dks:
            dk._head = (dk._head[0], 0, *dk._head[2:])
        out_plain = call().clone()
        t_plain = do_bench(call, warmup=20, rep=100, return_mode="median") * 1e3
        for dk, h in zip(dks, saved):
            dk._head = h
        same = torch.equal(out_pdl, out_plain)
        lat.append(f"| {label} | {t_pdl:.1f} | {t_plain:.1f} | {same} |")
        print(label, f"PDL {t_pdl:.1f} plain {t_plain:.1f} same={same}", flush=True)
    md = (f"# host profile — {torch.cuda.get_device_name()}, torch {torch.__version__}, bf16 H={H} D={D}\n\n"
          + "\n".join(lines) + "\n\n" + "\n".join(lat) + "\n")
    print(md)
    if args.out:
        with open(args.out, "w") as f:
            f.write(md)


if __name__ == "__main__":
    main()
