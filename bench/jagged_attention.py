"""Benchmark: tlx jagged_attention vs PyTorch varlen_attn (FlashAttention-2), FlashAttention-4 (if importable:
`flash_attn.cute`), FlexAttention with a document mask, and padded dense SDPA (cuDNN), side by side in one run on
one GPU. bf16, H=16, ~64k tokens per batch. Beside the four length mixes: many short sequences (thousands under
64 tokens, a recommendation model's user histories) and GQA 8:1 rows (16 query heads on 2 KV heads).

TFLOP/s counts useful work only: 4 * sum(len^2) * D * H (half for causal). Prints a table with the ratio to
varlen_attn per row and writes a markdown table and a PNG plot to --out (default bench/results/).
Usage: python bench/jagged_attention.py [--out DIR] [--quick] [--check]
"""
from __future__ import annotations

import argparse
import datetime
import math
import os
import statistics
import subprocess
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

TOKENS = 65536


def mixes(seed=0):
    g = torch.Generator().manual_seed(seed)

    def fill(draw):
        ls = []
        while sum(ls) < TOKENS:
            ls.append(draw())
        ls[-1] -= sum(ls) - TOKENS
        return [x for x in ls if x > 0]
    return {
        "all 1024": [1024] * 64,
        "uniform 1-2048": fill(lambda: int(torch.randint(1, 2049, (1,), generator=g))),
        "lognormal": fill(lambda: max(1, min(4096, int(math.exp(5.5 + torch.randn(1, generator=g).item()))))),
        "LLM packed 512-8192": fill(lambda: int(torch.randint(512, 8193, (1,), generator=g))),
    }


def extra_mixes(seed=1):
    """Rows beyond the four mixes: (name, lengths, kv heads)."""
    g = torch.Generator().manual_seed(seed)
    short = []
    while sum(short) < TOKENS:
        short.append(int(torch.randint(1, 64, (1,), generator=g)))
    logn = mixes(seed)["lognormal"]
    return [("short 1-63", short, 16), ("GQA 8:1 lognormal", logn, 2), ("MHA, same lognormal", logn, 16)]


def fa4():
    """FlashAttention-4's varlen entry point, or None (it is carried onto the GPU machine by hand)."""
    try:
        from flash_attn.cute.interface import flash_attn_varlen_func
    except Exception as e:
        print(f"(FlashAttention-4 not importable: {type(e).__name__}: {str(e)[:80]})")
        return None

    def run(q, k, v, cu, ml, causal):
        out = flash_attn_varlen_func(q, k, v, cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=ml, max_seqlen_k=ml,
                                     causal=causal)
        return out[0] if isinstance(out, tuple) else out
    return run


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "results"))
    ap.add_argument("--quick", action="store_true", help="D=128 only, fewer peers")
    ap.add_argument("--check", action="store_true", help="also check tlx against varlen_attn on every row")
    ap.add_argument("--peers", default="varlen,fa4,flex,cudnn")
    ap.add_argument("--rows", default="mixes,extra", help="mixes (the four), extra (short sequences, GQA)")
    ap.add_argument("--rep", type=int, default=200, help="do_bench's repeat time in ms (warm-up is a quarter)")
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds per row (median over them)")
    args = ap.parse_args()
    if args.rounds < 1:
        ap.error("--rounds: at least 1")
    R, W = args.rep, args.rep // 4
    from triton.testing import do_bench, do_bench_cudagraph
    from torch.nn.attention.varlen import varlen_attn
    from tlx.ops import jagged_attention
    peers = args.peers.split(",")
    dev = "cuda"
    rows = []
    run_fa4 = fa4() if "fa4" in peers else None
    todo = []
    for D in ((128,) if args.quick else (128, 64)):
        if "mixes" in args.rows:
            todo += [(D, mix, lens, 16) for mix, lens in mixes().items()]
        if "extra" in args.rows:
            todo += [(D, mix, lens, hkv) for mix, lens, hkv in extra_mixes()]
    for D, mix, lens, HKV in todo:
            B, T, H = len(lens), sum(lens), 16
            ml = max(lens)
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device=dev)
            q = torch.randn(T, H, D, device=dev, dtype=torch.bfloat16)
            k, v = (torch.randn(T, HKV, D, device=dev, dtype=torch.bfloat16) for _ in range(2))
            for causal in (False, True):
                flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                res = {}
                run_tlx = lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                kw = {"window_size": (-1, 0)} if causal else {}
                # varlen_attn has no GQA: it gets K/V repeated to H heads (its extra bytes are its cost)
                kr, vr = (k, v) if HKV == H else (t.repeat_interleave(H // HKV, dim=1) for t in (k, v))
                run_ref = lambda: varlen_attn(q, kr, vr, cu, cu, ml, ml, **kw)
                err = float("nan")
                if args.check:
                    o, r = run_tlx().float(), run_ref().float()
                    err = ((o - r).norm() / r.norm()).item()
                ops = {"tlx": run_tlx, "varlen_attn": run_ref}
                if run_fa4 is not None:
                    try:
                        f4 = lambda: run_fa4(q, k, v, cu, ml, causal)
                        o4 = f4().float()  # (also its first-call JIT compile, outside the timing)
                        if args.check:
                            r4 = run_ref().float()
                            print(f"  fa4 err vs varlen_attn {((o4 - r4).norm() / r4.norm()).item():.1e}")
                        ops["fa4"] = f4
                    except Exception as e:
                        print(f"  fa4 failed: {type(e).__name__}: {str(e)[:100]}")
                # every op in `rounds` rounds, the order reversed every round (clocks drift under sustained load: the
                # op timed first in a row would otherwise always get the coolest GPU); eager then graph per op,
                # median over the rounds
                graph = {"tlx": "tlx_graph", "varlen_attn": "varlen_graph", "fa4": "fa4_graph"}
                times = {}
                for rnd in range(args.rounds):
                    for name in (list(ops) if rnd % 2 == 0 else list(ops)[::-1]):
                        try:
                            times.setdefault(name, []).append(do_bench(ops[name], warmup=W, rep=R,
                                                                       return_mode="median"))
                            # device time without the per-call host cost (as under CUDA graphs in a model)
                            times.setdefault(graph[name], []).append(do_bench_cudagraph(ops[name], rep=R // 2,
                                                                                        return_mode="median"))
                        except Exception as e:
                            if name == "tlx" or name == "varlen_attn":
                                raise
                            print(f"  {name} failed: {type(e).__name__}: {str(e)[:100]}")
                            ops.pop(name)
                            times.pop(name, None), times.pop(graph[name], None)
                res.update({n: statistics.median(t) for n, t in times.items()})
                if "flex" in peers and HKV == H:
                    try:
                        from torch.nn.attention.flex_attention import create_block_mask, flex_attention
                        doc = torch.repeat_interleave(torch.arange(B, device=dev), torch.tensor(lens, device=dev))
                        if causal:
                            pos = torch.arange(T, device=dev) - cu[:-1].long().repeat_interleave(torch.tensor(lens, device=dev))
                            mfn = lambda b, h, qi, ki: (doc[qi] == doc[ki]) & (pos[ki] <= pos[qi])
                        else:
                            mfn = lambda b, h, qi, ki: doc[qi] == doc[ki]
                        bm = create_block_mask(mfn, 1, 1, T, T, device=dev)
                        fa = torch.compile(flex_attention)
                        qt, kt, vt = (t.transpose(0, 1)[None] for t in (q, k, v))
                        res["flex"] = do_bench(lambda: fa(qt, kt, vt, block_mask=bm), warmup=25, rep=100, return_mode="median")
                    except Exception as e:  # a peer failing must not hide our numbers
                        print(f"  flex failed: {type(e).__name__}: {str(e)[:100]}")
                if "cudnn" in peers and HKV == H and B <= 256:
                    try:
                        from torch.nn.attention import SDPBackend, sdpa_kernel
                        qp = torch.zeros(B, H, ml, D, device=dev, dtype=torch.bfloat16)
                        kp, vp = torch.zeros_like(qp), torch.zeros_like(qp)
                        with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                            res["padded_cudnn"] = do_bench(lambda: torch.nn.functional.scaled_dot_product_attention(
                                qp, kp, vp, is_causal=causal), warmup=25, rep=100, return_mode="median")
                        del qp, kp, vp
                    except Exception as e:
                        print(f"  cudnn failed: {type(e).__name__}: {str(e)[:100]}")
                row = {"mix": mix, "D": D, "causal": causal, "B": B, "max": ml, "err": err, "hkv": HKV,
                       **{k2: flops / t / 1e9 for k2, t in res.items()}}
                row["ratio"] = row["tlx"] / row["varlen_attn"]
                row["ratio_graph"] = row["tlx_graph"] / row["varlen_graph"]
                if "fa4" in row:
                    row["ratio_fa4"] = row["tlx"] / row["fa4"]
                    row["ratio_fa4_graph"] = row["tlx_graph"] / row["fa4_graph"]
                rows.append(row)
                write(rows, args.out, plot=False, quiet=True)  # a run cut short still leaves its table
                print(f"{mix:22s} D={D:3d} causal={causal!s:5} tlx {row['tlx']:6.1f} varlen {row['varlen_attn']:6.1f} "
                      f"ratio {row['ratio']:.2f} | graphs: tlx {row['tlx_graph']:6.1f} varlen {row['varlen_graph']:6.1f} "
                      f"ratio {row['ratio_graph']:.2f}" + (f" | fa4 {row['fa4']:6.1f} graph {row['fa4_graph']:6.1f} "
                      f"tlx/fa4 {row['ratio_fa4']:.2f} graph {row['ratio_fa4_graph']:.2f}" if "fa4" in row else "")
                      + (f" err {err:.1e}" if args.check else ""), flush=True)
    write(rows, args.out)


def triton_version():
    import triton
    return triton.__version__


def summary(rows, key, what):
    """`- WHAT g× (n rows); slowest row …` over the rows that have `key` (none: no line)."""
    have = [r for r in rows if key in r]
    if not have:
        return []
    gm = math.exp(sum(math.log(r[key]) for r in have) / len(have))
    w = min(have, key=lambda r: r[key])
    return [f"- {what} {gm:.2f}× ({len(have)} rows); slowest row {w[key]:.2f}× ({w['mix']}, D={w['D']}, "
            f"causal={w['causal']}, kv heads {w.get('hkv', 16)})"]


def write(rows, out, plot=True, quiet=False):
    os.makedirs(out, exist_ok=True)
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    except Exception:
        commit = "unknown"
    commit = os.environ.get("TLX_COMMIT", commit) or "unknown"  # names must survive the device copy: no "?"
    gpu = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
    day = datetime.date.today().isoformat()
    cols = ["tlx", "varlen_attn", "fa4", "flex", "padded_cudnn"]
    lines = [f"# jagged attention forward, bf16, H=16, ~{TOKENS} tokens — {day}, commit {commit}, {gpu}",
             f"torch {torch.__version__}, triton {triton_version()}. TFLOP/s of useful work (4·Σlen²·D·H, half for "
             "causal). tlx, varlen_attn and fa4 timed in alternating rounds (order reversed every round), median over the rounds (flex and padded_cudnn once). Left: median of `do_bench` per eager call (L2 flushed; includes each op's host time, which "
             "leaves the GPU idle after the flush). Right: median of `do_bench_cudagraph` (replayed CUDA graphs: "
             "device time, as in a captured model). fa4 = FlashAttention-4 (flash-attn-4, its sm_90 path); "
             "varlen_attn has no GQA and gets K/V repeated to 16 heads.", "",
             "| lengths | D | causal | kv heads | " + " | ".join(cols) + " | tlx / varlen_attn | tlx / fa4 "
             "| tlx (graph) | varlen_attn (graph) | fa4 (graph) | tlx / varlen_attn (graph) | tlx / fa4 (graph) |",
             "|---|---|---|---|" + "---|" * len(cols) + "---|---|---|---|---|---|---|"]
    f2 = lambda r, c, fmt: format(r[c], fmt) if c in r else "—"
    for r in rows:
        lines.append(f"| {r['mix']} (B={r['B']}, max {r['max']}) | {r['D']} | {'yes' if r['causal'] else 'no'} | "
                     f"{r.get('hkv', 16)} | " + " | ".join(f2(r, c, ".0f") for c in cols)
                     + f" | {r['ratio']:.2f}× | {f2(r, 'ratio_fa4', '.2f')}× | {r['tlx_graph']:.0f} | "
                     f"{r['varlen_graph']:.0f} | {f2(r, 'fa4_graph', '.0f')} | {r['ratio_graph']:.2f}× | "
                     f"{f2(r, 'ratio_fa4_graph', '.2f')}× |")
    lines.append("")
    for key, what, peer in (("ratio", "eager calls", "varlen_attn"), ("ratio_graph", "CUDA graphs", "varlen_attn"),
                            ("ratio_fa4", "eager calls", "FlashAttention-4"),
                            ("ratio_fa4_graph", "CUDA graphs", "FlashAttention-4")):
        lines += summary(rows, key, f"{what}: geometric-mean speed-up over {peer}")
    path = os.path.join(out, f"jagged_attention_{day}_{commit}.md")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    if not quiet:
        print("\n".join(lines))
    if not plot:
        return
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(12, 5))
        labels = [f"{r['mix']}\nD={r['D']} {'causal' if r['causal'] else ''}" for r in rows]
        w = 0.2
        for i, c in enumerate(cols):
            ax.bar([x + i * w for x in range(len(rows))], [r.get(c, 0) for r in rows], w, label=c)
        ax.set_xticks([x + 1.5 * w for x in range(len(rows))], labels, fontsize=6, rotation=45, ha="right")
        ax.set_ylabel("TFLOP/s")
        ax.set_title(f"jagged attention fwd, bf16, H=16 — {gpu}, {day}, {commit}")
        ax.legend()
        fig.tight_layout()
        fig.savefig(os.path.join(out, f"jagged_attention_{day}_{commit}.png"), dpi=120)
    except Exception as e:
        print(f"(no plot: {e})")


if __name__ == "__main__":
    main()
