"""A/B of the backward's tile source on the GPU (issue 11: why the LLM-packed rows run slower per step): the tile
table (the op's default, tlx/ops/jagged_attention_bwd.py TILE_DECODE = False) against the in-kernel decode that a
batch of at most 16 sequences got before (TILE_DECODE = None). Before 6d7163c/664eb34 the decode build's tile scalars
came from reductions ptxas did not know were warp-uniform, and it spilled in the loop at D=128 (SASS LDL/STL, dK/dV
non-causal 97/84 vs 21/11; docs/jagged_attention.md); now the decode broadcasts them from lane 0, so this times the
fixed decode against the table. Every LLM-packed bench row (15 sequences) and the long mix (6 sequences) decode, the
other rows read the table. Rows: the slow LLM-packed ones (D=128/64, causal or not), the long mix, and all-1024 (64 sequences: the table
either way, a control whose ratio should be 1). Alternating rounds, median of do_bench medians, spread printed.

  python scripts/bwd_decode_ab.py check --D 128 --causal 0   # that head dim's rows: table vs varlen_attn (poisoned
                                                             # grads), table == decode bitwise; fills the caches
  python scripts/bwd_decode_ab.py time [--rounds 3] [--out DIR]
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)

from bwd_ab import long_mix  # noqa: E402
from bwd_variants import alternating, batch, fb, kernel_buffers, print_row, stamp, write_table  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402
from tlx.ops.attention_tiles import long_mean  # noqa: E402

SOURCES = {"table": False, "decode": None}  # tile_decode argument of the launchers


def rows():
    """(name, lengths, D, causal), the most telling first (a call cut short keeps the rows it finished)."""
    m = fb.mixes()
    llm, a1k, long_ = m["LLM packed 512-8192"], m["all 1024"], long_mix(4097, 16384)
    return [("LLM packed", llm, 128, False), ("LLM packed", llm, 128, True), ("all 1024", a1k, 128, False),
            ("LLM packed", llm, 64, False), ("LLM packed", llm, 64, True), ("long 4097-16384", long_, 128, False),
            ("long 4097-16384", long_, 128, True)]


def kernels(lens, D, causal, q, k, v, d_o, cu):
    """{name: fn}: the dq and dK/dV kernels of the op's builds, launched with each tile source."""
    ml, scale = max(lens), D ** -0.5
    o, lse, dlse, dq, dk, dv, lse2_t, delta_t = kernel_buffers(q, k, v, cu, causal)
    dq_mod, dkdv_mod = bwd._modules(q, causal, "softmax", long_mean(sum(lens), len(lens), bwd.DQ_LONG_MEAN))
    out = {}
    for src, dec in SOURCES.items():
        out["dq " + src] = (lambda dec=dec: dq_mod.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu,
                                                                cu, scale, 1.0, max_seqlen=ml, tile_decode=dec))
        out["dq " + src]()  # (lse2_t, delta_t for the dK/dV kernel)
        out["dkdv " + src] = (lambda dec=dec: dkdv_mod.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu, cu,
                                                                      scale, 1.0, max_seqlen=ml, tile_decode=dec))
    return out


def grads(q, k, v, cu, ml, causal, d_o):
    a = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = jagged_attention(*a, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
    return torch.autograd.grad(out, a, d_o)


def check(a):
    """The op (table source) on every row against varlen_attn, gradient buffers poisoned with NaN; and the two
    sources bitwise equal (a tile's arithmetic does not depend on where its coordinates come from)."""
    from torch.nn.attention.varlen import varlen_attn
    bwd._empty_like = lambda t, **kw: torch.full_like(t, float("nan"), **kw)
    bad = 0
    for name, lens, D, causal in rows():
        if (D, causal) != (a.D, bool(a.causal)):
            continue
        cu, q, k, v, d_o = batch(lens, D)
        ml = max(lens)
        kw = {"window_size": (-1, 0)} if causal else {}
        ins = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        ref = torch.autograd.grad(varlen_attn(*ins, cu, cu, ml, ml, **kw), ins, d_o)
        got = {}
        for src in SOURCES:
            bwd.TILE_DECODE = SOURCES[src]
            got[src] = grads(q, k, v, cu, ml, causal, d_o)
        bwd.TILE_DECODE = False
        err = max(((g.float() - r.float()).norm() / r.float().norm()).item() for g, r in zip(got["table"], ref))
        same = all(torch.equal(x, y) for x, y in zip(got["table"], got["decode"]))
        ok = err < 2e-2 and same and not any(torch.isnan(g).any() for g in got["table"])
        bad += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {name} D={D} causal={causal}: rel err vs varlen_attn {err:.1e}, "
              f"table == decode bitwise: {same}", flush=True)
    torch.cuda.synchronize()
    print(f"check D={a.D} causal={bool(a.causal)}: {'all passed' if not bad else f'{bad} FAILED'}", flush=True)
    sys.exit(1 if bad else 0)


def time_rows(a):
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    bench = lambda fn: do_bench(fn, warmup=5, rep=a.rep, return_mode="median")  # noqa: E731
    res = []
    for name, lens, D, causal in rows():
        cu, q, k, v, d_o = batch(lens, D)
        ml = max(lens)
        flops = 2.5 * sum(4 * L * L * D * 16 for L in lens) / (2 if causal else 1)
        kw = {"window_size": (-1, 0)} if causal else {}
        ins = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        out_v = varlen_attn(*ins, cu, cu, ml, ml, **kw)
        out_t = jagged_attention(*ins, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)

        def op(src):
            def run():
                bwd.TILE_DECODE = SOURCES[src]
                torch.autograd.grad(out_t, ins, d_o, retain_graph=True)
            return run
        fns = {"varlen": lambda: torch.autograd.grad(out_v, ins, d_o, retain_graph=True),
               "op table": op("table"), "op decode": op("decode"), **kernels(lens, D, causal, q, k, v, d_o, cu)}
        times = alternating(fns, a.rounds, bench)
        bwd.TILE_DECODE = False
        med = {n: statistics.median(t) for n, t in times.items()}
        row = {"row": name, "B": len(lens), "max": ml, "D": D, "causal": causal,
               "varlen": flops / med["varlen"] / 1e6}
        for src in SOURCES:
            row["op/varlen " + src] = med["varlen"] / med["op " + src]
        for n in fns:
            row["us " + n] = med[n]
            row["spread " + n] = (max(times[n]) - min(times[n])) / med[n]
        for part in ("op", "dq", "dkdv"):
            row[part + " table/decode"] = med[part + " table"] / med[part + " decode"]
        res.append(row)
        print_row(row)
        del out_v, out_t
        write(res, a)
    write(res, a, final=True)


def write(res, a, final=False):
    commit, day = stamp()
    cols = ["varlen", "op table", "op decode", "dq table", "dq decode", "dkdv table", "dkdv decode"]
    lines = [f"# backward tile source A/B (table vs in-kernel decode), bf16, H=16, ~65536 tokens — {day}, commit "
             f"{commit}, {torch.cuda.get_device_name()}",
             f"{a.rounds} alternating rounds, median of `do_bench` medians (L2 flushed), spread = (max - min) / median."
             " "
             "op/varlen = varlen_attn's backward time over the op's (`torch.autograd.grad`); table/decode < 1: the "
             "table is faster. Batches of more than 16 sequences (all-1024) take the table either way.", "",
             "| row | D | causal | op/varlen table | op/varlen decode | "
             + " | ".join(f"µs {c} (spread)" for c in cols) + " | op table/decode | dq | dkdv |",
             "|---|---|---|---|---|" + "---|" * (len(cols) + 3)]
    for r in res:
        lines.append(f"| {r['row']} (B={r['B']}, max {r['max']}) | {r['D']} | {'yes' if r['causal'] else 'no'} | "
                     f"{r['op/varlen table']:.2f}× | {r['op/varlen decode']:.2f}× | "
                     + " | ".join(f"{r['us ' + c]:.0f} ({r['spread ' + c]:.1%})" for c in cols) + " | "
                     + " | ".join(f"{r[p + ' table/decode']:.3f}" for p in ("op", "dq", "dkdv")) + " |")
    lines.append("")
    for p in ("op", "dq", "dkdv"):
        got = [r[p + " table/decode"] for r in res if r["B"] <= 16]
        if got:
            g = math.exp(sum(map(math.log, got)) / len(got))
            lines.append(f"- {p} table / decode over the rows of <= 16 sequences: geometric mean {g:.3f} "
                         f"({min(got):.3f}–{max(got):.3f}, {len(got)} rows)")
    write_table(lines, a.out, f"backward_{day}j_{commit}.md", final)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("phase", choices=("check", "time"))
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--rep", type=int, default=30)
    ap.add_argument("--out", default=os.path.join(HERE, "..", "bench", "results"))
    a = ap.parse_args()
    check(a) if a.phase == "check" else time_rows(a)


if __name__ == "__main__":
    main()
