"""The fused backward's variants side by side on the GPU (issue 11): the op's default two-kernel backward against the
fused kernel's variants (flags of tlx/ops/jagged_attention_bwd.py), against varlen_attn's backward, on the 16 rows of
the bench (the four length mixes x causal x head dim 128/64) plus a long mix the bench lacks (4097-16384).

Variants (name: what differs):
  op            the default two-kernel backward (7 products, no atomics)
  fused plain   the fused kernel, one dQ partial per warp group reduced by the warp group (DQ_WRITER off), S^T layout
  writer st     FlashAttention-3's column split of dS K, the TMA reduce-adds by a dQ writer warp (DQ_WRITER), with the
                S^T = K Q^T layout (SMEM_P off: lse and delta per column; the D=128 builds spill)
  writer early / early dyn / early ho   writer st with each warp group's own key half of dQ issued early (DQ_EARLY),
                also with the dynamic tile walk (DYNAMIC) / heads-outer tiles
  writer smemp  the writer with S = Q K^T (SMEM_P: P and then dS through the warp group's dS slot; no spills in the
                D=128 non-causal step loop)
  smemp dyn     writer smemp with the dynamic tile walk
  smemp lag / lag dyn   writer smemp with step j's dQ products at the start of step j + 1 (DQ_LAG: the warp groups
                wait for each other's dS a step late), without / with the dynamic tile walk
  smemp pair / lag pair   writer smemp / smemp lag with both key halves' dQ products of a column block in flight
                at once (DQ_PAIR)
  lag split / lag split dyn   smemp lag / lag dyn with a tile's masked steps first and the rest in a pipeline
                without the mask (SPLIT)
  lag ahead / lag pair ahead / lag dyn ahead / lag split dyn ahead   smemp lag / lag pair / lag dyn / lag split dyn
                with each step's lse and delta loaded during the previous step, after its last fence (LSE_AHEAD)
  lag split dyn ps   lag split dyn with the K/V slot addresses recomputed in every step (KV_PER_STEP)
  lag ps / lag dyn ps   smemp lag / lag dyn with KV_PER_STEP (per-step K/V slot addresses)
  st split dyn ps / st ps / st dyn ps   the op's fused builds (lag split dyn ps, lag ps, lag dyn ps) in the S^T
                layout (SMEM_P off, so no DQ_LAG)
  ... lse       the variant with lse and delta through the Q/dO ring (FUSED_LSE_SMEM; EXTRA below)
  ... bm128     ... with 128 query rows a step at D=64 (FUSED_SHAPE, FA4's D=64 tile)

  python scripts/bwd_fused_variants.py check --D 128 --causal 1 [--only a,b]  # gradients of each variant vs
                                                          # varlen_attn on the bench batches, poisoned outputs (compiles)
  python scripts/bwd_fused_variants.py time [--only a,b] [--rounds 3] [--out DIR]  # alternating rounds, the table
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
import bwd_variants as bv  # noqa: E402  (the bench batches, the bench module, write_table)
from bwd_ab import long_mix  # noqa: E402

from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402

# name -> (USE_FUSED, FUSED_DQ_WRITER, FUSED_DQ_EARLY, FUSED_DYNAMIC (both causal flags), heads outer, FUSED_SMEM_P,
# FUSED_DQ_LAG, FUSED_DQ_PAIR, FUSED_SPLIT, FUSED_LSE_AHEAD, FUSED_KV_PER_STEP)
VARIANTS = {"op": (False, False, False, False, False, False, False, False, False, False, False),
            "fused plain": (True, False, False, False, False, False, False, False, False, False, False),
            "writer st": (True, True, False, False, False, False, False, False, False, False, False),
            "writer early": (True, True, True, False, False, False, False, False, False, False, False),
            "early dyn": (True, True, True, True, False, False, False, False, False, False, False),
            "early ho": (True, True, True, False, True, False, False, False, False, False, False),
            "writer smemp": (True, True, False, False, False, True, False, False, False, False, False),
            "smemp dyn": (True, True, False, True, False, True, False, False, False, False, False),
            "smemp lag": (True, True, False, False, False, True, True, False, False, False, False),
            "lag dyn": (True, True, False, True, False, True, True, False, False, False, False),
            "smemp pair": (True, True, False, False, False, True, False, True, False, False, False),
            "lag pair": (True, True, False, False, False, True, True, True, False, False, False),
            "lag split": (True, True, False, False, False, True, True, False, True, False, False),
            "lag split dyn": (True, True, False, True, False, True, True, False, True, False, False),
            "lag ahead": (True, True, False, False, False, True, True, False, False, True, False),
            "lag pair ahead": (True, True, False, False, False, True, True, True, False, True, False),
            "lag dyn ahead": (True, True, False, True, False, True, True, False, False, True, False),
            "lag split dyn ahead": (True, True, False, True, False, True, True, False, True, True, False),
            "lag split dyn ps": (True, True, False, True, False, True, True, False, True, False, True),
            "lag ps": (True, True, False, False, False, True, True, False, False, False, True),
            "lag dyn ps": (True, True, False, True, False, True, True, False, False, False, True),
            "st split dyn ps": (True, True, False, True, False, False, False, False, True, False, True),
            "st ps": (True, True, False, False, False, False, False, False, False, False, True),
            "st dyn ps": (True, True, False, True, False, False, False, False, False, False, True)}
# variants that are another one plus flags of tlx/ops/jagged_attention_bwd.py the tuple does not have: the op's fused
# builds (D=128 without / with the mask, D=64 without / with it) with lse and delta through the Q/dO ring
BM128 = {(64, False): {"BLOCK_M": 128}, (64, True): {"BLOCK_M": 128}}
EXTRA = {"smemp lag lse": ("smemp lag", {"FUSED_LSE_SMEM": True}),
         "lag split dyn ps lse": ("lag split dyn ps", {"FUSED_LSE_SMEM": True}),
         "lag ps lse": ("lag ps", {"FUSED_LSE_SMEM": True}),
         "lag dyn ps lse": ("lag dyn ps", {"FUSED_LSE_SMEM": True}),
         # FlashAttention-4's layout: the op's fused builds in S^T (P^T and dS^T feed dV's and dK's products from
         # registers; no DQ_LAG, which needs SMEM_P) with lse/delta through the ring
         "st lse": ("writer st", {"FUSED_LSE_SMEM": True}),
         "st split dyn ps lse": ("st split dyn ps", {"FUSED_LSE_SMEM": True}),
         "st ps lse": ("st ps", {"FUSED_LSE_SMEM": True}),
         "st dyn ps lse": ("st dyn ps", {"FUSED_LSE_SMEM": True}),
         # ... at D=64 with 128 query rows a step (FA4's D=64 tile)
         "st ps lse bm128": ("st ps", {"FUSED_LSE_SMEM": True, "FUSED_SHAPE": BM128}),
         "st dyn ps lse bm128": ("st dyn ps", {"FUSED_LSE_SMEM": True, "FUSED_SHAPE": BM128}),
         # ... with the masked steps in pipelines of their own (SPLIT: SASS step loops 582 instructions without a mask
         # compiled in, against 807 (non-causal) and 954 (causal) with it)
         "st split ps lse bm128": ("st ps", {"FUSED_LSE_SMEM": True, "FUSED_SHAPE": BM128, "FUSED_SPLIT": True}),
         "st split dyn ps lse bm128": ("st split dyn ps", {"FUSED_LSE_SMEM": True, "FUSED_SHAPE": BM128}),
         # ... with dQ by rows (DQ_ROWS, FA3's split at D=64: dQ's products read 64 KB of shared memory a step, not 96)
         "st rows ps lse bm128": ("st ps", {"FUSED_LSE_SMEM": True, "FUSED_SHAPE": BM128, "FUSED_DQ_ROWS": True}),
         "st rows dyn ps lse bm128": ("st dyn ps", {"FUSED_LSE_SMEM": True, "FUSED_SHAPE": BM128, "FUSED_DQ_ROWS": True}),
         # the op's D=128 non-causal fused build with SPLIT (SASS unmasked step loops 422/418 against 547/544)
         "lag split lse": ("lag split", {"FUSED_LSE_SMEM": True}),
         # ... with a step's dQ products lagged into the next step (DQ_LAG in the S^T layout: FUSED_ST_LAG)
         "st lag lse": ("writer st", {"FUSED_LSE_SMEM": True, "FUSED_ST_LAG": True}),
         "st lag split dyn ps lse": ("st split dyn ps", {"FUSED_LSE_SMEM": True, "FUSED_ST_LAG": True})}
VARIANTS.update({name: VARIANTS[base] for name, (base, _) in EXTRA.items()})
TIMED = ("op", "writer st", "early dyn", "writer smemp", "smemp dyn", "smemp lag", "lag dyn", "smemp pair",
         "lag pair")  # `time`'s default set
_KERNEL_PATH = bwd.kernel_path
_HI = "tiles seq, nt in blocks(k, BLOCK_N), kvh in range(HKV) "
_HO = "tiles kvh in range(HKV), seq, nt in blocks(k, BLOCK_N) "


def heads_outer_path(name):
    """The backward kernels with the fused kernel's tiles heads-outer (every key block of kv head 0 first: the
    programs running at once add into one head's dQ rows, which fit in L2), in a fixed folder (the compile cache
    keys on the path, so the check and time processes share builds)."""
    import tempfile
    d = os.path.join(tempfile.gettempdir(), "tlx_bwd_fused_ho")
    os.makedirs(d, exist_ok=True)
    src = os.path.dirname(_KERNEL_PATH("jagged_attention_bwd.tlx"))
    for f in os.listdir(src):
        if f.startswith("jagged_attention_bwd"):
            text = open(os.path.join(src, f)).read()
            if f == "jagged_attention_bwd_fused.tlx":
                assert _HI in text
                text = text.replace(_HI, _HO)
            tmp = os.path.join(d, f"{f}.{os.getpid()}.tmp")  # (processes write the same text at once)
            with open(tmp, "w") as fh:
                fh.write(text)
            os.replace(tmp, os.path.join(d, f))
    return os.path.join(d, name)


def set_variant(name):
    fused, writer, early, dyn, ho, smem_p, lag, pair, split, late, per_step = VARIANTS[name]
    bwd.USE_FUSED, bwd.FUSED_DQ_WRITER, bwd.FUSED_DQ_EARLY, bwd.FUSED_SMEM_P = fused, writer, early, smem_p
    bwd.FUSED_DQ_LAG, bwd.FUSED_DQ_PAIR, bwd.FUSED_SPLIT, bwd.FUSED_LSE_AHEAD = lag, pair, split, late
    bwd.FUSED_KV_PER_STEP = per_step
    # (the tuple's SMEM_P decides the layout)
    bwd.FUSED_LSE_SMEM, bwd.FUSED_ST, bwd.FUSED_SHAPE, bwd.FUSED_ST_LAG = False, {}, {}, False
    bwd.FUSED_DQ_ROWS = False
    for flag, value in EXTRA.get(name, (None, {}))[1].items():
        setattr(bwd, flag, value)
    # ("op" is the two-kernel path, whatever the op picks by default or by a batch's mean length)
    bwd.FUSED_PICK, bwd.FUSED_LONG_MEAN = {}, {}
    bwd.FUSED_DYNAMIC = {True: dyn, False: dyn}
    bwd.kernel_path = heads_outer_path if ho else _KERNEL_PATH


def grads(q, k, v, cu, ml, causal, d_o):
    a = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = jagged_attention(*a, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
    return torch.autograd.grad(out, a, d_o)


def check(a):
    from torch.nn.attention.varlen import varlen_attn
    bwd._empty_like = lambda t, **kw: torch.full_like(t, float("nan"), **kw)  # an unwritten element shows
    causal, bad = bool(a.causal), 0
    for mix, lens in mixes().items():
        cu, q, k, v, d_o = bv.batch(lens, a.D)
        ml = max(lens)
        kw = {"window_size": (-1, 0)} if causal else {}
        ins = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        ref = torch.autograd.grad(varlen_attn(*ins, cu, cu, ml, ml, **kw), ins, d_o)
        for name in (a.only.split(",") if a.only else VARIANTS):
            set_variant(name)
            got = grads(q, k, v, cu, ml, causal, d_o)
            err = max(((g.float() - r.float()).norm() / r.float().norm()).item() for g, r in zip(got, ref))
            ok = err < 2e-2 and not any(torch.isnan(g).any() for g in got)
            bad += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {name:12s} vs varlen_attn {mix:20s} D={a.D} causal={causal}: "
                  f"rel err {err:.1e}", flush=True)
    print(f"check D={a.D} causal={causal}: {'all passed' if not bad else f'{bad} FAILED'}", flush=True)
    sys.exit(1 if bad else 0)


def mixes():
    return {**bv.fb.mixes(), "long 4097-16384": long_mix(4097, 16384)}


def time_rows(a):
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    bench = lambda fn: do_bench(fn, warmup=5, rep=a.rep, return_mode="median")  # noqa: E731
    names = a.only.split(",") if a.only else list(TIMED)
    cols = list(names)  # the table's columns (a variant left out later keeps its column)
    rows = []
    for D in (128, 64):
        if a.dims and str(D) not in a.dims.split(","):
            continue
        for mix, lens in mixes().items():
            if mix.startswith("long") and D != 128:
                continue
            cu, q, k, v, d_o = bv.batch(lens, D)
            ml = max(lens)
            q.requires_grad_(), k.requires_grad_(), v.requires_grad_()
            for causal in (False, True):
                if a.causal_only is not None and causal != bool(a.causal_only):
                    continue
                flops = 2.5 * sum(4 * L * L * D * 16 for L in lens) / (2 if causal else 1)
                kw = {"window_size": (-1, 0)} if causal else {}
                out_v = varlen_attn(q, k, v, cu, cu, ml, ml, **kw)
                out_t = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)

                def run(name):
                    set_variant(name)
                    return torch.autograd.grad(out_t, (q, k, v), d_o, retain_graph=True)
                for n in list(names):  # (a variant that fails to build or run is left out, said once)
                    try:
                        run(n)
                        torch.cuda.synchronize()
                    except Exception as e:  # noqa: BLE001
                        print(f"left out {n}: {type(e).__name__}: {str(e)[:300]}", flush=True)
                        names.remove(n)
                fns = {"varlen": lambda: torch.autograd.grad(out_v, (q, k, v), d_o, retain_graph=True),
                       **{n: (lambda n=n: run(n)) for n in names}}
                times = bv.alternating(fns, a.rounds, bench)
                med = {n: statistics.median(t) for n, t in times.items()}
                r = {"mix": mix, "D": D, "causal": causal, "B": len(lens), "max": ml}
                for n in fns:
                    r[n] = flops / med[n] / 1e6
                    r["spread " + n] = (max(times[n]) - min(times[n])) / med[n]
                del out_v, out_t
                rows.append(r)
                bv.print_row(r)
                write(rows, cols, a)
    write(rows, cols, a, final=True)


def write(rows, names, a, final=False):
    commit, day = bv.stamp()
    import triton
    lines = [f"# jagged attention backward, the fused kernel's variants, bf16, H=16, ~{bv.fb.TOKENS} tokens — {day}, "
             f"commit {commit}, {torch.cuda.get_device_name()}",
             f"torch {torch.__version__}, triton {triton.__version__}. TFLOP/s of useful work (2.5 × the forward's "
             f"4·Σlen²·D·H, half for causal); {a.rounds} alternating rounds, median of the rounds' `do_bench` medians "
             "(L2 flushed) of `torch.autograd.grad`; max spread (max − min) / median over the rounds in the last column. "
             "Variants: scripts/bwd_fused_variants.py's docstring (op = the default two-kernel backward).", "",
             "| lengths | D | causal | varlen_attn | " + " | ".join(names) + " | "
             + " | ".join(f"{n} / varlen_attn" for n in names) + " | best fused / op | spread |",
             "|---|---|---|---|" + "---|" * (2 * len(names) + 2)]
    fused = [n for n in names if n != "op"]
    val = lambda r, n: f"{r[n]:.0f}" if n in r else "—"  # noqa: E731
    rat = lambda r, n: f"{r[n] / r['varlen']:.2f}×" if n in r else "—"  # noqa: E731
    for r in rows:
        have = [n for n in fused if n in r]
        best = max(have, key=lambda n: r[n]) if have else None
        vs_op = f"{r[best] / r['op']:.2f}× ({best})" if best and "op" in r else "—"
        spread = max(r["spread " + n] for n in ["varlen"] + names if "spread " + n in r)
        lines.append(f"| {r['mix']} (B={r['B']}, max {r['max']}) | {r['D']} | {'yes' if r['causal'] else 'no'} | "
                     f"{r['varlen']:.0f} | " + " | ".join(val(r, n) for n in names) + " | "
                     + " | ".join(rat(r, n) for n in names) + f" | {vs_op} | {spread:.1%} |")
    lines.append("")
    bench_rows = [r for r in rows if not r["mix"].startswith("long")]
    for n in names:
        for r in bench_rows:
            if n in r:
                r["ratio " + n] = r[n] / r["varlen"]
        lines += bv.fb.summary(bench_rows, "ratio " + n, f"{n} over varlen_attn (the 16 bench rows): geometric mean")
    for D in (128, 64):
        for causal in (False, True):
            grp = [r for r in bench_rows if r["D"] == D and r["causal"] == causal and "op" in r]
            for n in fused:
                have = [r for r in grp if n in r]
                if have:
                    gm = math.exp(sum(math.log(r[n] / r["op"]) for r in have) / len(have))
                    lines.append(f"- D={D} causal={causal}: {n} / op {gm:.2f}× geometric mean, "
                                 f"min {min(r[n] / r['op'] for r in have):.2f}× ({len(have)} rows)")
    bv.write_table(lines, a.out, f"backward_{day}g_{commit}.md", final)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("phase", choices=("check", "time"))
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    ap.add_argument("--rep", type=int, default=25)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--dims", default=None, help="time: these head dims only (comma-separated)")
    ap.add_argument("--causal-only", type=int, default=None, help="time: rows with this causal flag only (0 or 1)")
    ap.add_argument("--only", default=None, help="these variants (comma-separated names; time: default TIMED)")
    ap.add_argument("--out", default=os.path.join(HERE, "..", "bench", "results"))
    a = ap.parse_args()
    check(a) if a.phase == "check" else time_rows(a)


if __name__ == "__main__":
    main()
