"""Benchmark: small batches, where the host path is the whole cost (issue 12). bf16, H=16, D=128.

For each batch: latency per call (triton's do_bench, median: what a caller waits for one eager call), host time
per call (200 calls without synchronizing, divided by 200: how long Python keeps the CPU before the GPU has the
work), and the latency of a replayed CUDA graph of one call — for tlx, PyTorch's varlen_attn (FlashAttention-2)
and FlashAttention-4 if it is importable. A large-batch row checks that throughput did not suffer.
"tlx" decodes the tiles of batches of at most 16 sequences in the kernel; "tlx table" is the same op with the
tile table forced (`tlx.ops.jagged_attention.TILE_DECODE = False`: one more allocation and launch per call).
Usage: python bench/small_batch.py [--out FILE.md] [--causal] [--no-table]
"""
from __future__ import annotations

import argparse
import datetime
import os
import subprocess
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

BATCHES = {
    "one sequence of 128": [128],
    "8 x 64": [64] * 8,
    "4 x 512": [512] * 4,
    "2000, 10, 7": [2000, 10, 7],
}
LARGE = {"64 x 1024 (throughput)": [1024] * 64}
H, D = 16, 128


def host_time(fn, n=200, rounds=5):
    """Host microseconds per call: n calls without a sync, best of `rounds` (a single round of a GPU-bound batch
    also measures the allocator and launch queue filling up: 32 µs against 19 µs on the H200)."""
    fn()
    torch.cuda.synchronize()
    best = float("inf")
    for _ in range(rounds):
        t = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, (time.perf_counter() - t) / n)
        torch.cuda.synchronize()
    return best * 1e6


def graph_latency(fn):
    from triton.testing import do_bench
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        fn()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        fn()
    return do_bench(g.replay, warmup=10, rep=50, return_mode="median") * 1e3


def peers(causal):
    out = {}
    from tlx.ops import jagged_attention
    out["tlx"] = lambda q, k, v, cu, ml: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml,
                                                          causal=causal)
    if "--no-table" not in sys.argv:  # the same op with the tile table forced (TILE_DECODE off)
        import importlib
        J = importlib.import_module("tlx.ops.jagged_attention")

        def table(q, k, v, cu, ml):
            J.TILE_DECODE = False
            try:
                return out["tlx"](q, k, v, cu, ml)
            finally:
                J.TILE_DECODE = True
        out["tlx table"] = table
    from torch.nn.attention.varlen import varlen_attn
    kw = {"window_size": (-1, 0)} if causal else {}
    out["varlen_attn"] = lambda q, k, v, cu, ml: varlen_attn(q, k, v, cu, cu, ml, ml, **kw)
    try:
        from flash_attn.cute.interface import flash_attn_varlen_func
        out["FA4"] = lambda q, k, v, cu, ml: flash_attn_varlen_func(q, k, v, cu_seqlens_q=cu, cu_seqlens_k=cu,
                                                                    max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
    except Exception:  # not installed on the GPU image
        pass
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="")
    ap.add_argument("--causal", action="store_true")
    ap.add_argument("--no-table", action="store_true", help="leave out the 'tlx table' columns (read in peers)")
    ap.add_argument("--label", default="", help="a note for the table header (e.g. the commit measured)")
    args = ap.parse_args()
    from triton.testing import do_bench
    fns = peers(args.causal)
    names = list(fns)
    rows = []
    for label, lens in {**BATCHES, **LARGE}.items():
        T, ml = sum(lens), max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
        g = torch.Generator(device="cuda").manual_seed(0)
        q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(3))
        row = {"batch": label}
        for n in names:
            f = (lambda n=n: fns[n](q, k, v, cu, ml))
            try:
                f()
                row[n, "lat"] = do_bench(f, warmup=10, rep=50, return_mode="median") * 1e3
                row[n, "host"] = host_time(f)
                row[n, "graph"] = graph_latency(f)
                if label in LARGE:
                    flops = 4 * sum(x * x for x in lens) * D * H / (2 if args.causal else 1)
                    row[n, "tflops"] = flops / (row[n, "lat"] * 1e-6) / 1e12
            except Exception as e:  # a peer that cannot run a row says why in the table
                row[n, "err"] = f"{type(e).__name__}: {str(e)[:60]}"
        rows.append(row)
        print(label, {k: (round(v, 1) if isinstance(v, float) else v) for k, v in row.items() if k != "batch"},
              flush=True)
    gpu = torch.cuda.get_device_name()
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip()
    except OSError:
        commit = ""
    head = (f"# small batches, bf16, H={H}, D={D}, {'causal' if args.causal else 'non-causal'} — "
            f"{datetime.date.today()}, {args.label or commit or 'working tree'}, {gpu}\n"
            f"torch {torch.__version__}; latency: do_bench median per eager call; host: 200 calls without a sync "
            f"/ 200, best of 5 rounds; graph: a CUDA graph of one call, replayed. µs.\n\n")
    cols = [(n, w) for n in names for w in ("lat", "host", "graph")]
    md = head + "| batch | " + " | ".join(f"{n} {w}" for n, w in cols) + " |\n"
    md += "|---" * (len(cols) + 1) + "|\n"
    for r in rows:
        cells = []
        for n, w in cols:
            if (n, "err") in r:
                cells.append(r[n, "err"] if w == "lat" else "")
            else:
                s = f"{r[n, w]:.1f}"
                if w == "lat" and (n, "tflops") in r:
                    s += f" ({r[n, 'tflops']:.0f} TFLOP/s)"
                cells.append(s)
        md += f"| {r['batch']} | " + " | ".join(cells) + " |\n"
    print(md)
    if args.out:
        with open(args.out, "w") as f:
            f.write(md)


if __name__ == "__main__":
    main()
