"""Benchmark of the backward: tlx jagged_attention (the default two-kernel backward and, with --fused, the fused
single kernel) vs PyTorch varlen_attn (FlashAttention-2) and, if importable, FlashAttention-4, on the length mixes of
bench/jagged_attention.py (bf16, H=16, ~64k tokens).

Rows: backward alone (torch.autograd.grad of a saved forward, as a training step runs it) and forward+backward.
TFLOP/s counts useful work: the backward as 2.5x the forward's 4 * sum(len^2) * D * H (half for causal), so
forward+backward is 3.5x. Writes a markdown table to --out (default bench/results/backward_<date>_<commit>.md).
Usage: python bench/jagged_attention_bwd.py [--out DIR] [--quick] [--check] [--rows mixes,extra] [--rep MS] [--fused]
The run also draws its table as a PNG beside it (matplotlib); `--plot TABLE.md` draws one from a written table (no GPU).
"""
from __future__ import annotations

import argparse
import datetime
import importlib.util
import os
import statistics
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
_spec = importlib.util.spec_from_file_location("bench_jagged_attention", os.path.join(HERE, "jagged_attention.py"))
fwd_bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fwd_bench)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(HERE, "results"))
    ap.add_argument("--quick", action="store_true", help="D=128 only")
    ap.add_argument("--check", action="store_true", help="also compare tlx's gradients with varlen_attn's")
    ap.add_argument("--rows", default="mixes", help="mixes (the four), extra (short sequences, GQA)")
    ap.add_argument("--no-fa4", action="store_true")
    ap.add_argument("--rep", type=int, default=100, help="do_bench's repeat time (ms)")
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds per row (median over them)")
    ap.add_argument("--fused", action="store_true", help="also the fused backward (tlx.ops.jagged_attention_bwd.USE_FUSED)")
    ap.add_argument("--plot", metavar="TABLE.md", help="only draw this table's PNG (next to it) and stop")
    args = ap.parse_args()
    if args.plot:
        print(plot_table(args.plot))
        return
    if args.rounds < 1:
        ap.error("--rounds: at least 1")
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    from tlx.ops import jagged_attention
    from tlx.ops import jagged_attention_bwd as tlx_bwd

    def fused(fn):  # fn with the fused backward (the flag is read when the backward runs)
        def run():
            tlx_bwd.USE_FUSED = True
            try:
                return fn()
            finally:
                tlx_bwd.USE_FUSED = False
        return run
    dev = "cuda"
    run_fa4 = None if args.no_fa4 else fwd_bench.fa4()  # its varlen function has a backward
    todo = []
    for D in ((128,) if args.quick else (128, 64)):
        if "mixes" in args.rows:
            todo += [(D, mix, lens, 16) for mix, lens in fwd_bench.mixes().items()]
        if "extra" in args.rows:
            todo += [(D, mix, lens, hkv) for mix, lens, hkv in fwd_bench.extra_mixes()]
    rows = []
    for D, mix, lens, HKV in todo:
        B, T, H = len(lens), sum(lens), 16
        ml = max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device=dev)
        q = torch.randn(T, H, D, device=dev, dtype=torch.bfloat16, requires_grad=True)
        k, v = (torch.randn(T, HKV, D, device=dev, dtype=torch.bfloat16, requires_grad=True) for _ in range(2))
        d_o = torch.randn(T, H, D, device=dev, dtype=torch.bfloat16)
        # varlen_attn has no GQA: it gets K/V repeated to H heads (leaves of their own)
        kr, vr = (k, v) if HKV == H else (t.detach().repeat_interleave(H // HKV, dim=1).requires_grad_() for t in (k, v))
        for causal in (False, True):
            fwd_flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
            kw = {"window_size": (-1, 0)} if causal else {}
            peers = {"tlx": lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal),
                     "tlx fused": lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml,
                                                           causal=causal),
                     "varlen_attn": lambda: varlen_attn(q, kr, vr, cu, cu, ml, ml, **kw)}
            if not args.fused:
                del peers["tlx fused"]
            if run_fa4 is not None:
                peers["fa4"] = lambda: run_fa4(q, k, v, cu, ml, causal)
            res, grads, calls = {}, {}, {}
            for name, fwd in peers.items():
                try:
                    out = fwd()
                    ins = (q, k, v) if name != "varlen_attn" else (q, kr, vr)
                    bwd = (lambda out=out, ins=ins: torch.autograd.grad(out, ins, d_o, retain_graph=True))
                    if name == "tlx fused":
                        bwd = fused(bwd)
                    grads[name] = bwd()  # (also the first call: compiles)
                    calls[name] = [(name, bwd)]
                    if name != "tlx fused":  # (its forward is the same as tlx's)
                        calls[name].append((name + " fwd+bwd", lambda fwd=fwd, ins=ins: torch.autograd.grad(
                            fwd(), ins, d_o)))
                except Exception as e:  # a peer failing must not hide the other numbers
                    print(f"  {name} failed: {type(e).__name__}: {str(e)[:120]}")
            if not args.check:
                grads = {}
            # every op in `rounds` rounds, the order reversed every round (clocks drift under sustained load: the
            # first-timed op would always get the coolest GPU), median over the rounds
            times = {}
            order = list(calls)
            for rnd in range(args.rounds):
                for name in (order if rnd % 2 == 0 else order[::-1]):
                    try:
                        for label, fn in calls[name]:
                            times.setdefault(label, []).append(
                                do_bench(fn, warmup=25, rep=args.rep, return_mode="median"))
                    except Exception as e:
                        print(f"  {name} failed: {type(e).__name__}: {str(e)[:120]}")
            res = {label: statistics.median(ts) for label, ts in times.items()}
            calls = None  # (frees the peers' saved forward graphs before the next row)
            err = err_fused = float("nan")
            if args.check and "varlen_attn" in grads:
                r = list(grads["varlen_attn"])
                if HKV != H:  # varlen_attn's dK/dV per repeated head: sum over the group
                    r[1:] = [t.float().unflatten(1, (HKV, H // HKV)).sum(2) for t in r[1:]]
                rel = lambda g: max(((a.float() - b.float()).norm() / b.float().norm()).item()  # noqa: E731
                                    for a, b in zip(g, r))
                err = rel(grads["tlx"]) if "tlx" in grads else err
                err_fused = rel(grads["tlx fused"]) if "tlx fused" in grads else err_fused
            row = {"mix": mix, "D": D, "causal": causal, "B": B, "max": ml, "hkv": HKV, "err": err, "err fused": err_fused}
            for name, t in res.items():
                row[name] = (3.5 if "fwd+bwd" in name else 2.5) * fwd_flops / t / 1e9
            if "tlx" in row and "varlen_attn" in row:
                row["ratio"] = row["tlx"] / row["varlen_attn"]
                row["ratio fwd+bwd"] = row["tlx fwd+bwd"] / row["varlen_attn fwd+bwd"]
            if "tlx" in row and "fa4" in row:
                row["ratio_fa4"] = row["tlx"] / row["fa4"]
            if "tlx fused" in row and "varlen_attn" in row:
                row["ratio fused"] = row["tlx fused"] / row["varlen_attn"]
            rows.append(row)
            print(f"{mix:22s} D={D:3d} causal={causal!s:5} hkv={HKV:2d} bwd: tlx {row.get('tlx', 0):6.1f} "
                  f"fused {row.get('tlx fused', 0):6.1f} varlen {row.get('varlen_attn', 0):6.1f} fa4 {row.get('fa4', 0):6.1f} "
                  f"ratio {row.get('ratio', 0):.2f} | fwd+bwd: tlx {row.get('tlx fwd+bwd', 0):6.1f} "
                  f"varlen {row.get('varlen_attn fwd+bwd', 0):6.1f} ratio {row.get('ratio fwd+bwd', 0):.2f}"
                  + (f" | grad err vs varlen {err:.1e}" if args.check else ""), flush=True)
            write(rows, args.out, quiet=True)  # after every row: a run cut short keeps its table
        del q, k, v, kr, vr, d_o
    write(rows, args.out)


def write(rows, out, quiet=False):
    os.makedirs(out, exist_ok=True)
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    except Exception:
        commit = "unknown"
    commit = os.environ.get("TLX_COMMIT", commit) or "unknown"
    gpu = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
    day = datetime.date.today().isoformat()
    import triton
    f = lambda r, c, fmt=".0f": format(r[c], fmt) if c in r and r[c] == r[c] else "—"
    lines = [f"# jagged attention backward, bf16, H=16, ~{fwd_bench.TOKENS} tokens — {day}, commit {commit}, {gpu}",
             f"torch {torch.__version__}, triton {triton.__version__}. TFLOP/s of useful work: backward = 2.5 × the "
             "forward's 4·Σlen²·D·H (half for causal), forward+backward = 3.5 ×. Median of `do_bench` per eager "
             "call of `torch.autograd.grad` (L2 flushed), every op timed in alternating rounds (order reversed every "
             "round), median over the rounds. tlx = the op's default backward (two kernels, no atomics, or the fused "
             "single kernel where the op picks it by the batch's mean length: FUSED_LONG_MEAN in "
             "tlx/ops/jagged_attention_bwd.py; or the packed kernels on batches of many short sequences: "
             "tlx/ops/packed_backward.py), tlx fused = the fused kernel forced (dQ by TMA reduce-add; the packed "
             "rule comes first, so short rows take the packed kernels in both columns). "
             "varlen_attn has no GQA and gets K/V repeated.",
             "",
             "| lengths | D | causal | kv heads | tlx bwd | tlx fused bwd | varlen_attn bwd | fa4 bwd | tlx / varlen_attn "
             "| tlx fused / varlen_attn | tlx / fa4 | tlx fwd+bwd | varlen_attn fwd+bwd | fa4 fwd+bwd "
             "| tlx / varlen_attn (fwd+bwd) | grad err vs varlen_attn (tlx, fused) |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['mix']} (B={r['B']}, max {r['max']}) | {r['D']} | {'yes' if r['causal'] else 'no'} | "
                     f"{r['hkv']} | {f(r, 'tlx')} | {f(r, 'tlx fused')} | {f(r, 'varlen_attn')} | {f(r, 'fa4')} | "
                     f"{f(r, 'ratio', '.2f')}× | {f(r, 'ratio fused', '.2f')}× | "
                     f"{f(r, 'ratio_fa4', '.2f')}× | {f(r, 'tlx fwd+bwd')} | {f(r, 'varlen_attn fwd+bwd')} | "
                     f"{f(r, 'fa4 fwd+bwd')} | {f(r, 'ratio fwd+bwd', '.2f')}× | {f(r, 'err', '.1e')}, "
                     f"{f(r, 'err fused', '.1e')} |")
    lines.append("")
    for key, what in (("ratio", "backward over varlen_attn"), ("ratio fused", "fused backward over varlen_attn"),
                      ("ratio fwd+bwd", "forward+backward over varlen_attn"),
                      ("ratio_fa4", "backward over FlashAttention-4")):
        lines += fwd_bench.summary(rows, key, f"{what}: geometric mean")
    path = os.path.join(out, f"backward_{day}_{commit}.md")
    with open(path, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    if not quiet:
        print("\n".join(lines))
        try:
            print(plot_table(path))
        except Exception as e:  # (a bench run keeps its table without matplotlib)
            print(f"(no plot: {e})")


# the table's columns drawn as bars, and the peers the ratios are taken against
_BARS = ("tlx bwd", "tlx fused bwd", "varlen_attn bwd", "fa4 bwd")


def plot_table(path):
    """Draw a backward table (as write() puts it) as bars of TFLOP/s per row, with tlx / FA4 and tlx / varlen_attn
    above each row's group; the PNG goes next to the table. Returns the PNG's path."""
    with open(path) as fh:
        text = fh.read()
    title = text.splitlines()[0].lstrip("# ")
    table = [ln for ln in text.splitlines() if ln.startswith("|")]
    head = [c.strip() for c in table[0].strip("|").split("|")]
    rows = [dict(zip(head, (c.strip() for c in ln.strip("|").split("|")))) for ln in table[2:]]
    num = lambda x: float(x.rstrip("×")) if x.rstrip("×") not in ("—", "") else None
    bars = [c for c in _BARS if c in head and any(num(r[c]) for r in rows)]
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(13, 5.5))
    w = 0.8 / len(bars)
    for i, c in enumerate(bars):
        ax.bar([x + i * w for x in range(len(rows))], [num(r[c]) or 0 for r in rows], w, label=c.replace(" bwd", ""))
    for x, r in enumerate(rows):
        top = max(num(r[c]) or 0 for c in bars)
        note = [f"{num(r[k]):.2f}× {who}" for k, who in (("tlx / fa4", "FA4"), ("tlx / varlen_attn", "varlen"))
                if k in r and num(r[k])]
        ax.text(x + 0.4 - w / 2, top + 8, "\n".join(note), ha="center", va="bottom", fontsize=6)
    labels = [f"{r['lengths'].split(' (')[0]}\nD={r['D']}{' causal' if r['causal'] == 'yes' else ''}"
              + (f" kv {r['kv heads']}" if r.get("kv heads", "16") != "16" else "") for r in rows]
    ax.set_xticks([x + 0.4 - w / 2 for x in range(len(rows))], labels, fontsize=6, rotation=45, ha="right")
    ax.set_ylabel("backward TFLOP/s (2.5 × the forward's useful FLOPs)")
    ax.set_ylim(0, ax.get_ylim()[1] * 1.12)
    ax.set_title(title, fontsize=9)
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    png = os.path.splitext(path)[0] + ".png"
    fig.savefig(png, dpi=120)
    plt.close(fig)
    return png


if __name__ == "__main__":
    main()
