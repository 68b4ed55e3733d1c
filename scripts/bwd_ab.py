"""A/B of the default backward's dK/dV kernel variants on the GPU (issue 11: the LLM-packed rows), in alternating
rounds with the spread printed (scripts/head_groups_ab.py's pattern).

Variants are extra compile-time parameters of attn_bwd_dkdv (tlx/ops/jagged_attention_bwd.py DKDV_EXTRA):
  kv1s2 / kv1s4  KVBUF=1 (K/V of one tile, not two) with the 2-deep / a 4-deep Q/dO ring (at D=128 a deeper ring
                 does not fit beside two tiles' K/V); at D=128 KVBUF=1 also leaves ptxas fewer values to spill
                 (SASS: 71 -> 11 local stores non-causal)
  hg4            HEAD_GROUPS=4 (the batch walked once per group of 4 KV heads)
  rot            ROTATE (each tile starts its query blocks at a different block)
  dyn / pf       the op's DYNAMIC / PREFETCH choice flipped
  kv1s4pf        kv1s4 with PREFETCH (D=128; at D=64 kv1s4 has it)
  p16 / kv1s4p16 P16 (dS from the DT copy of P: 16 registers fewer held across dP's wait), alone / with kv1s4
  sp1 / sp2      SPLIT (the masked steps in a pipeline of their own, the unmasked ones in one without the mask) with
                 KVBUF=1 / 2
  s3 / s4        a 3- / 4-deep Q/dO ring (D=64, with two tiles' K/V)
  bm128 / bm128pf  BLOCK_M=128 (query blocks of 128 rows against each warp group's 64 keys: FA3's D=64 tile),
                 PREFETCH off / on (off: SASS 26 local stores instead of 40)
  bn192          BLOCK_N=192: three warp groups of 64 keys at 160 registers (SASS: 54 local stores)
TLX_AB_SET=d64 TLX_AB_D64=1 (the first set, before the op's DQ_SHAPE / DKDV_SHAPE: h_c9b735c) times the 8 D=64
bench rows with the dK/dV variants base, s3, s4, bm128, bm128pf, bn192 and the dQ kernel's (DQ_EXTRA in the op): dq
base (BLOCK_N=64, 3-deep ring, OVERLAP), dq bn128 (BLOCK_N=128: half the steps, N=128 products), dq bm192
(BLOCK_M=192: three warp groups at 160 registers); the table is backward_<day>h_<commit>.md.
TLX_AB_SET=d64 (second set, over the op's D=64 non-causal shapes; the causal rows time the op's builds only): dK/dV
base (BLOCK_M=128), bm64pf (the old default: BLOCK_M=64, PREFETCH), s3 (3-deep ring), kv1s3 (one tile's K/V, 3-deep
ring); dQ base (BLOCK_M=192), dq bm128 (the old default), dq s4 (4-deep K/V ring).
TLX_AB_VARIANTS="base kv1s4 pf" times a subset. TLX_AB_SET=split times the SPLIT set instead: the causal rows (D=128: LLM-packed, all-1024, lognormal, uniform, a long
mix; D=64: LLM-packed, all-1024) with base, kv1s2, sp1, sp2 (D=64: base, sp2); the table is backward_<day>i_<commit>.md

  python scripts/bwd_ab.py check --D 128 --causal 0 --variant kv1s4   # poisoned float64 case + rows vs varlen_attn
  python scripts/bwd_ab.py time [--rounds 4] [--out DIR]              # per-kernel and end-to-end times
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
sys.path.insert(0, os.path.join(HERE, "..", "tests"))
sys.path.insert(0, HERE)

from tlx.ops.attention_tiles import long_mean  # noqa: E402
from bwd_variants import alternating, batch, fb, kernel_buffers, print_row, stamp, write_table  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402



def _long(lens):
    """The op's long-batch flag for these lengths (its dQ shape: jagged_attention_bwd.DQ_LONG_MEAN)."""
    return long_mean(sum(lens), len(lens), bwd.DQ_LONG_MEAN)

def variant(name, D, causal):
    """DKDV_EXTRA of a variant (the op's own choice flipped for dyn / pf)."""
    if name == "dyn":
        return {"DYNAMIC": not bwd.DKDV_DYNAMIC[causal]}
    if name == "pf":
        return {"PREFETCH": not bwd._prefetch(D)}
    return {"base": {}, "kv1s2": {"KVBUF": 1}, "kv1s4": {"KVBUF": 1, "STAGES": 4},
            "hg4": {"HEAD_GROUPS": 4}, "rot": {"ROTATE": True}, "kv1s4pf": {"KVBUF": 1, "STAGES": 4, "PREFETCH": True},
            "p16": {"P16": True}, "kv1s4p16": {"KVBUF": 1, "STAGES": 4, "P16": True},
            "sp1": {"SPLIT": True, "KVBUF": 1}, "sp2": {"SPLIT": True, "KVBUF": 2},
            "s3": {"STAGES": 3}, "s4": {"STAGES": 4}, "bm128": {"BLOCK_M": 128, "PREFETCH": False},
            "bm128pf": {"BLOCK_M": 128, "PREFETCH": True}, "bn192": {"BLOCK_N": 192, "REGS": 160},
            "bm64pf": {"BLOCK_M": 64, "PREFETCH": True}, "kv1s3": {"KVBUF": 1, "STAGES": 3}}[name]


def dq_variant(name):
    """DQ_EXTRA of a dQ kernel variant ("dq:<name>")."""
    return {"base": {}, "bn128": {"BLOCK_N": 128}, "bm192": {"BLOCK_M": 192, "REGS": 160},
            "bm128": {"BLOCK_M": 128, "REGS": 240}, "s4": {"STAGES": 4}}[name]


SPLIT_SET = os.environ.get("TLX_AB_SET", "") == "split"
D64_SET = os.environ.get("TLX_AB_SET", "") == "d64"
D64_OLD = D64_SET and os.environ.get("TLX_AB_D64", "") == "1"  # the first d64 set (before DQ_SHAPE/DKDV_SHAPE)
VARIANTS = (("base", "kv1s2", "sp1", "sp2") if SPLIT_SET else
            ("base", "s3", "s4", "bm128", "bm128pf", "bn192") if D64_OLD else ("base", "bm64pf", "s3", "kv1s3") if D64_SET
            else ("base", "kv1s2", "kv1s4", "hg4", "rot", "dyn", "pf", "kv1s4pf", "p16", "kv1s4p16"))
# the dQ kernel's variants (only the d64 set times more than the op's own)
DQ_VARIANTS = (("base", "bn128", "bm192") if D64_OLD else ("base", "bm128", "s4") if D64_SET else ("base",))


def dq_variants(D, causal):
    """The dQ kernel's variants timed on a row."""
    return list(DQ_VARIANTS) if D64_OLD or not causal else ["base"]
# TLX_AB_VARIANTS="base kv1s4 pf" keeps only these (base first: the other columns are read against it)
if os.environ.get("TLX_AB_VARIANTS"):
    VARIANTS = tuple(n for n in VARIANTS if n in os.environ["TLX_AB_VARIANTS"].split())


def variants(D, causal):
    """The variants timed on a row (not: flips measured before, bench/results/backward_2026-12-01d/e: the static
    walk under a mask, PREFETCH off at D=64; at D=64 the ones against the D=128 build's spills)."""
    if SPLIT_SET:
        return [n for n in VARIANTS if causal and (D > 64 or n in ("base", "sp2"))]
    if D64_SET:  # (the second set: the causal rows time the op's builds only)
        return list(VARIANTS) if D == 64 and (D64_OLD or not causal) else ["base"] if D == 64 else []
    return [n for n in VARIANTS if not ((n == "dyn" and causal) or (D == 64 and n not in ("base", "kv1s4", "hg4", "rot", "dyn")))]


def long_mix(lo, hi, tokens=65536, seed=123):
    g = torch.Generator().manual_seed(seed)
    ls = []
    while sum(ls) < tokens:
        ls.append(int(torch.randint(lo, hi + 1, (1,), generator=g)))
    ls[-1] -= sum(ls) - tokens
    return [x for x in ls if x > 0]


def rows():
    """(name, lengths, D, causal): the slow rows, two the bench has that are not slow, one long mix it lacks (the
    most telling first: a call cut short keeps the rows it finished)."""
    m = fb.mixes()
    llm, logn, a1k = m["LLM packed 512-8192"], m["lognormal"], m["all 1024"]
    long_ = long_mix(4097, 16384)
    if D64_SET:
        return [(name, m[key], 64, c) for c in (False, True)
                for name, key in (("LLM packed", "LLM packed 512-8192"), ("all 1024", "all 1024"),
                                  ("uniform 1-2048", "uniform 1-2048"), ("lognormal", "lognormal"))]
    if SPLIT_SET:
        return [("LLM packed", llm, 128, True), ("all 1024", a1k, 128, True), ("long 4097-16384", long_, 128, True),
                ("lognormal", logn, 128, True), ("uniform 1-2048", m["uniform 1-2048"], 128, True),
                ("LLM packed", llm, 64, True), ("all 1024", a1k, 64, True)]
    return [("LLM packed", llm, 128, False), ("all 1024", a1k, 128, False), ("LLM packed", llm, 128, True),
            ("long 4097-16384", long_, 128, False), ("LLM packed", llm, 64, False), ("LLM packed", llm, 64, True),
            ("lognormal", logn, 128, False), ("long 4097-16384", long_, 128, True)]


# one float64 case of tests/test_gpu_backward.py per (D, causal), bf16 softmax (the timed builds' dtype)
CASE = {(128, False): 0, (128, True): 6, (64, True): 2, (64, False): 7}


class _MP:
    def setenv(self, k, v):
        os.environ[k] = v

    def setattr(self, obj, name, value):
        setattr(obj, name, value)


def grads(q, k, v, cu, ml, causal, d_o):
    a = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = jagged_attention(*a, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
    return torch.autograd.grad(out, a, d_o)


def check(a):
    import test_gpu_backward as tg
    from torch.nn.attention.varlen import varlen_attn
    bwd._empty_like = lambda t, **kw: torch.full_like(t, float("nan"), **kw)
    causal, bad = bool(a.causal), 0
    if a.variant.startswith("dq:"):
        bwd.DQ_EXTRA = dq_variant(a.variant[3:])
    else:
        bwd.DKDV_EXTRA = variant(a.variant, a.D, causal)
    c = tg.CASES[CASE[(a.D, causal)]]
    try:
        tg.test_backward_gpu(_MP(), False, "det", *c)
        print(f"ok   {a.variant} float64 {str(c[0])[:30]} H={c[3]}/{c[4]} D={a.D} causal={causal}", flush=True)
    except Exception as e:
        bad += 1
        print(f"FAIL {a.variant} float64 D={a.D} causal={causal}: {type(e).__name__}: {str(e)[:300]}", flush=True)
    for name, lens, D, cz in rows():
        if (D, cz) != (a.D, causal):
            continue
        cu, q, k, v, d_o = batch(lens, D)
        ml = max(lens)
        kw = {"window_size": (-1, 0)} if causal else {}
        ins = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        ref = torch.autograd.grad(varlen_attn(*ins, cu, cu, ml, ml, **kw), ins, d_o)
        got = grads(q, k, v, cu, ml, causal, d_o)
        err = max(((g.float() - r.float()).norm() / r.float().norm()).item() for g, r in zip(got, ref))
        ok = err < 2e-2 and not any(torch.isnan(g).any() for g in got)
        bad += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {a.variant} vs varlen_attn {name} D={D} causal={causal}: rel err {err:.1e}",
              flush=True)
    torch.cuda.synchronize()
    print(f"check {a.variant} D={a.D} causal={causal}: {'all passed' if not bad else f'{bad} FAILED'}", flush=True)
    sys.exit(1 if bad else 0)


def steps(lens, D, causal, q, k, v, d_o, cu):
    """{name: fn}: the dq kernel, and the dK/dV kernel of every variant (the op's configs with DKDV_EXTRA)."""
    ml, scale = max(lens), D ** -0.5
    o, lse, dlse, dq, dk, dv, lse2_t, delta_t = kernel_buffers(q, k, v, cu, causal)
    bwd.DKDV_EXTRA = {}
    out = {}
    for name in dq_variants(D, causal):
        bwd.DQ_EXTRA = dq_variant(name)
        m = bwd._modules(q, causal, "softmax", _long(lens))[0]
        out["dq " + name] = (lambda m=m: m.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu, cu, scale,
                                                       1.0, max_seqlen=ml))
    bwd.DQ_EXTRA = {}
    out["dq base"]()  # (lse2_t, delta_t for the dK/dV kernels)
    for name in variants(D, causal):
        bwd.DKDV_EXTRA = variant(name, D, causal)
        m = bwd._modules(q, causal, "softmax", _long(lens))[1]
        out["dkdv " + name] = (lambda m=m: m.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu, cu, scale, 1.0,
                                                           max_seqlen=ml))
    bwd.DKDV_EXTRA = {}
    return out


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
        fns = {"varlen": lambda: torch.autograd.grad(out_v, ins, d_o, retain_graph=True),
               "op": lambda: torch.autograd.grad(out_t, ins, d_o, retain_graph=True),
               **steps(lens, D, causal, q, k, v, d_o, cu)}
        times = alternating(fns, a.rounds, bench)
        med = {n: statistics.median(t) for n, t in times.items()}
        row = {"row": name, "B": len(lens), "max": ml, "D": D, "causal": causal,
               "varlen": flops / med["varlen"] / 1e6, "op": flops / med["op"] / 1e6}
        row["op / varlen"] = row["op"] / row["varlen"]
        for n in fns:
            row["us " + n] = med[n]
            row["spread " + n] = (max(times[n]) - min(times[n])) / med[n]
        derive(row, med, flops, D, causal)
        res.append(row)
        print_row(row)
        del out_v, out_t
        write(res, a)
    write(res, a, final=True)


def derive(row, med, flops, D, causal):
    """Each variant's time over its kernel's base, and the op's projected ratio over varlen_attn with it (and with
    the fastest dQ and dK/dV kernels together)."""
    for n in variants(D, causal)[1:]:  # the op's time with this dK/dV kernel instead of the default one
        row[n + "/base"] = med["dkdv " + n] / med["dkdv base"]
        row["proj " + n] = flops / (med["op"] - med["dkdv base"] + med["dkdv " + n]) / 1e6 / row["varlen"]
    for n in dq_variants(D, causal)[1:]:  # the same for a dQ kernel variant
        row["dq " + n + "/base"] = med["dq " + n] / med["dq base"]
        row["proj dq " + n] = flops / (med["op"] - med["dq base"] + med["dq " + n]) / 1e6 / row["varlen"]
    if len(dq_variants(D, causal)) > 1 or len(variants(D, causal)) > 1:  # the fastest of each kernel together
        bq = min(dq_variants(D, causal), key=lambda n: med["dq " + n])
        bk = min(variants(D, causal), key=lambda n: med["dkdv " + n])
        row["best"] = f"{bq}+{bk}"
        row["proj best"] = flops / (med["op"] - med["dq base"] - med["dkdv base"] + med["dq " + bq]
                                    + med["dkdv " + bk]) / 1e6 / row["varlen"]


def write(res, a, final=False):
    commit, day = stamp()
    kc = ["dq " + n for n in DQ_VARIANTS] + ["dkdv " + n for n in VARIANTS]
    dqv = ["dq " + n for n in DQ_VARIANTS[1:]]
    lines = [f"# backward dK/dV variants A/B, bf16, H=16, ~65536 tokens — {day}, commit {commit}, "
             f"{torch.cuda.get_device_name()}",
             f"{a.rounds} alternating rounds, median of `do_bench` medians (L2 flushed), spread = (max - min) / median "
             "over the rounds. op / varlen = the op's backward (`torch.autograd.grad`) over varlen_attn's, TFLOP/s "
             "of useful work (2.5 × 4·Σlen²·D·H, half for causal). µs per kernel launch; variant/base < 1: faster. "
             "proj = the op's ratio over varlen_attn with that dK/dV kernel (op time − dkdv base + dkdv variant).", "",
             "| row | D | causal | varlen TFLOP/s | op TFLOP/s | op / varlen | "
             + " | ".join(f"µs {c} (spread)" for c in kc) + " | "
             + " | ".join(f"{n}/base" for n in dqv + list(VARIANTS[1:])) + " | "
             + " | ".join(f"proj {n}" for n in dqv + list(VARIANTS[1:])) + " | best (dq+dkdv) | proj best |",
             "|---|---|---|---|---|---|" + "---|" * (len(kc) + 2 * (len(dqv) + len(VARIANTS) - 1) + 2)]
    for r in res:
        lines.append(f"| {r['row']} (B={r['B']}, max {r['max']}) | {r['D']} | {'yes' if r['causal'] else 'no'} | "
                     f"{r['varlen']:.0f} | {r['op']:.0f} | {r['op / varlen']:.2f}× | "
                     + " | ".join(f"{r['us ' + c]:.0f} ({r['spread ' + c]:.1%})" if "us " + c in r else "—"
                                  for c in kc) + " | "
                     + " | ".join(f"{r[n + '/base']:.3f}" if n + "/base" in r else "—"
                                  for n in dqv + list(VARIANTS[1:])) + " | "
                     + " | ".join(f"{r['proj ' + n]:.2f}×" if "proj " + n in r else "—"
                                  for n in dqv + list(VARIANTS[1:])) + " | "
                     + (f"{r['best']} | {r['proj best']:.2f}× |" if "best" in r else "— | — |"))
    lines.append("")
    for n in dqv + list(VARIANTS[1:]):
        got = [r[n + "/base"] for r in res if n + "/base" in r]
        if got:
            g = math.exp(sum(map(math.log, got)) / len(got))
            lines.append(f"- {n if n.startswith('dq ') else 'dkdv ' + n} / base: geometric mean {g:.3f} over "
                         f"{len(got)} rows ({min(got):.3f}–{max(got):.3f})")
    write_table(lines, a.out, f"backward_{day}{'i' if SPLIT_SET else 'h'}_{commit}.md", final)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("phase", choices=("check", "time"))
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    ap.add_argument("--variant", default="base", choices=VARIANTS + tuple("dq:" + n for n in DQ_VARIANTS[1:]))
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--rep", type=int, default=30)
    ap.add_argument("--out", default=os.path.join(HERE, "..", "bench", "results"))
    a = ap.parse_args()
    check(a) if a.phase == "check" else time_rows(a)


if __name__ == "__main__":
    main()
