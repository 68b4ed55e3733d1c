"""SM clock and power while each attention op runs back to back (GPU): is the LLM-packed forward's gap to FA4 a
matter of clocks under sustained load? Under ncu (one isolated launch) the LLM-packed kernel ran at the all-1024
per-step rate (617 vs 625 TFLOP/s), while the bench's back-to-back do_bench measured 551 (all-1024: 621). This
times each (row, op) with do_bench while nvidia-smi samples the SM clock and the board power every 50 ms, and prints
TFLOP/s beside the mean clock and power of that window.

    python scripts/clock_probe.py [--rep 400]
"""
from __future__ import annotations

import argparse
import csv
import io
import os
import subprocess
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))

from bwd_variants import batch  # noqa: E402  (the bench's batches: bf16, 16 heads)
from jagged_attention import fa4, mixes  # noqa: E402  (bench/jagged_attention.py)
from tlx.ops import jagged_attention  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rep", type=int, default=400)
    a = ap.parse_args()
    from torch.nn.attention.varlen import varlen_attn
    from triton.testing import do_bench
    smi = subprocess.Popen(["nvidia-smi", "--query-gpu=timestamp,clocks.sm,power.draw", "--format=csv,noheader,nounits",
                            "-lms", "50"], stdout=subprocess.PIPE, text=True)
    f4 = fa4()
    windows, m = [], mixes()
    for name in ("all 1024", "LLM packed 512-8192"):
        lens = m[name]
        for D in (128, 64):
            cu, q, k, v, _ = batch(lens, D)
            ml = max(lens)
            flops = 4 * sum(x * x for x in lens) * D * q.shape[1]
            ops = {"tlx": lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml),
                   "varlen_attn": lambda: varlen_attn(q, k, v, cu, cu, ml, ml)}
            if f4 is not None:
                ops["fa4"] = lambda: f4(q, k, v, cu, ml, False)
            for op, fn in ops.items():
                fn()
                torch.cuda.synchronize()
                t0 = time.time()
                ms = do_bench(fn, warmup=a.rep // 4, rep=a.rep)
                windows.append((name, D, op, flops / ms / 1e9, t0 + a.rep / 4000, time.time()))
    smi.terminate()
    out = smi.communicate()[0]
    samples = []
    for row in csv.reader(io.StringIO(out)):
        try:
            ts = time.mktime(time.strptime(row[0].strip().split(".")[0], "%Y/%m/%d %H:%M:%S"))
            samples.append((ts + float("0." + row[0].strip().split(".")[1]), float(row[1]), float(row[2])))
        except (ValueError, IndexError):
            continue
    print("| row | D | op | TFLOP/s | mean SM MHz | min SM MHz | mean W | samples |")
    print("|---|---|---|---|---|---|---|---|")
    for name, D, op, tf, t0, t1 in windows:
        s = [x for x in samples if t0 <= x[0] <= t1]
        if s:
            print(f"| {name} | {D} | {op} | {tf:.0f} | {sum(x[1] for x in s) / len(s):.0f} | {min(x[1] for x in s):.0f} "
                  f"| {sum(x[2] for x in s) / len(s):.0f} | {len(s)} |")
        else:
            print(f"| {name} | {D} | {op} | {tf:.0f} | — | — | — | 0 |")


if __name__ == "__main__":
    main()
