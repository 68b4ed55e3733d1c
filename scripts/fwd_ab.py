"""A/B of forward variants on the GPU: the op's own call (tlx.ops.jagged_attention, its tile pick from
tlx/ops/attention_tiles.py) against the same call with compile-time parameters added to the pick, timed in
alternating rounds (the order reverses every round; the spread between rounds is printed, so a difference can be
read against it), with torch's varlen_attn beside. Rows: the bench's LLM-packed mix (D=128 and 64), uniform and
lognormal (D=128), and a long mix the bench does not have; causal and not.

    python scripts/fwd_ab.py "KV_STEP=True" "KV_STEP=True,STAGES=3,QBUF@128=1" [--rounds 4] [--out FILE]
        [--prewarm N] [--only TEXT] [--budget SECONDS] [--gqa]

A variant is a comma-separated list NAME=VALUE added to the pick (NAME@D=VALUE: rows of head dim D only), as in
bench/variants.py; `causal:` / `noncausal:` before it: on those rows only; op.NAME=VALUE sets a module constant of tlx/ops/jagged_attention.py for that column (e.g.
op.TILE_DECODE=False: batches of <= 16 sequences read the tile table instead of decoding tiles in the kernel, whose
build spilled: docs/jagged_attention.md, issue 11/13); `mha:` before it puts it on the pick of the same call with as many KV heads as query heads
(one head per tile) instead. --prewarm N compiles every (variant, row kind) in N processes first. Rows stop being
started once --budget seconds have passed (the table then says so).

--rows d64+long: other row sets (joined by +) instead of the default ones: d128 (the default rows at D=128 only), d64
(the LLM-packed, lognormal and a
40 x 1000-3000 mix at D=64), long (rule 8's LONG threshold: a mix whose longest sequence is just past it, and mostly
short sequences with one long one; D=128 and 64). A column whose build equals the pick's or an earlier column's on a
row is not timed there ("=").

--gqa (issue 13's GQA criterion): 16 query heads on 2 and on 4 KV heads (8:1, 4:1), D=128 and 64, on the bench's
GQA lognormal mix and three it lacks (uniform 1-4096, long 2048-8192, short-ish 1-256); each variant runs on the
GQA batch, and a last column `MHA batch` runs the same lengths with 16 KV heads and that call's own pick: the
per-FLOP reference (the FLOPs are the same). varlen_attn is not timed there (it has no GQA)."""
import argparse
import math
import os
import statistics
import sys
import time

import torch

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))


def fill(g, draw, tokens=65536):
    ls = []
    while sum(ls) < tokens:
        ls.append(draw())
    ls[-1] -= sum(ls) - tokens
    return [x for x in ls if x > 0]


def gqa_batches():
    """(name, lengths, head dims, KV head counts): 8:1 rows first (the issue's criterion), then 4:1."""
    from jagged_attention import mixes
    g = torch.Generator().manual_seed(7)
    rows = [("GQA lognormal (bench)", mixes(1)["lognormal"]),  # the bench's GQA row (extra_mixes, seed 1)
            ("uniform 1-4096", fill(g, lambda: int(torch.randint(1, 4097, (1,), generator=g)))),
            ("long 2048-8192", fill(g, lambda: int(torch.randint(2048, 8193, (1,), generator=g)))),
            ("short-ish 1-256", fill(g, lambda: int(torch.randint(1, 257, (1,), generator=g))))]
    mid = ("uniform 1-768", fill(g, lambda: int(torch.randint(1, 769, (1,), generator=g))))  # (8:1 only: time)
    return [(n, ls, (D,), hkv) for hkv in (2, 4) for D in (128, 64) for n, ls in rows + [mid] * (hkv == 2)]


def batches():
    from jagged_attention import mixes
    g = torch.Generator().manual_seed(123)
    ls = []
    while sum(ls) < 65536:
        ls.append(int(torch.randint(64, 6001, (1,), generator=g)))
    ls[-1] -= sum(ls) - 65536
    m = mixes()
    return [("LLM packed 512-8192", m["LLM packed 512-8192"], (128, 64)),
            ("uniform 1-2048", m["uniform 1-2048"], (128,)),
            ("lognormal", m["lognormal"], (128,)),
            ("mixed 64-6000 (not in bench)", [x for x in ls if x > 0], (128,))]


def d64_batches():
    """--rows d64 (issue 13's D=64 rows): the bench's LLM-packed and lognormal mixes and a long mix it lacks."""
    from jagged_attention import mixes
    g = torch.Generator().manual_seed(11)
    m = mixes()
    return [("LLM packed 512-8192", m["LLM packed 512-8192"], (64,)),
            ("40 x 1000-3000 (not in bench)", [int(torch.randint(1000, 3001, (1,), generator=g)) for _ in range(40)], (64,)),
            ("lognormal", m["lognormal"], (64,))]


def threshold_batches():
    """--rows long (rule 8's LONG threshold, the max_seqlen_k hint): mixes whose longest sequence is just past it, and
    mostly short sequences with one long one (the rule's worst case: the hint says long, most tiles are short)."""
    g = torch.Generator().manual_seed(13)
    near = fill(g, lambda: int(torch.randint(2500, 4353, (1,), generator=g)))
    near[0] = 4352
    short = fill(g, lambda: int(torch.randint(64, 1025, (1,), generator=g)), tokens=65536 - 5000) + [5000]
    return [("2500-4352 (max just past 4096)", near, (128, 64)), ("64-1024 + one 5000", short, (128, 64))]


def mean_batches():
    """--rows mean (D=64 causal's tile shape by the batch's mean length, tokens / sequences, which the host knows without
    a sync): mixes from mostly short to all long, most of them not in the bench."""
    from jagged_attention import mixes
    g = torch.Generator().manual_seed(17)
    m = mixes()
    one = fill(g, lambda: int(torch.randint(64, 1025, (1,), generator=g)), tokens=65536 - 5000) + [5000]
    return [("LLM packed 512-8192", m["LLM packed 512-8192"], (64,)),
            ("all 4096 (not in bench)", [4096] * 16, (64,)),
            ("uniform 1-8192 (not in bench)", fill(g, lambda: int(torch.randint(1, 8193, (1,), generator=g))), (64,)),
            ("all 2048 (not in bench)", [2048] * 32, (64,)),
            ("uniform 1-4096 (not in bench)", fill(g, lambda: int(torch.randint(1, 4097, (1,), generator=g))), (64,)),
            ("lognormal 7+N(0,1) cap 8192 (not in bench)",
             fill(g, lambda: max(1, min(8192, int(math.exp(7.0 + torch.randn(1, generator=g).item()))))), (64,)),
            ("all 1024", m["all 1024"], (64,)),
            ("uniform 1-2048", m["uniform 1-2048"], (64,)),
            ("lognormal", m["lognormal"], (64,)),
            ("64-1024 + one 5000 (not in bench)", one, (64,))]


ROWS = {"default": batches, "d64": d64_batches, "long": threshold_batches, "mean": mean_batches,
        "d128": lambda: [(n, ls, (128,)) for n, ls, _ in batches()]}


def rows(gqa, kind="default"):
    """(name, lengths, head dims, KV heads) of the table."""
    if gqa:
        return gqa_batches()
    return [(*b, 16) for k in kind.split("+") for b in ROWS[k]()]


def _long(lens):
    """The op's rule 9 flag for these lengths (tlx/ops/attention_tiles.py long_mean: the batch's mean length)."""
    from tlx.ops.attention_tiles import long_mean
    return long_mean(sum(lens), len(lens))


def row_cfgs(variants, D, causal, HKV, ml, gqa, long_batch=False):
    """{column: (cfg, KV heads of the call)}: the op's pick for this call (its max_seqlen hints = the batch's
    longest sequence, as the bench passes them), each variant on top of it (`mha:` on the pick for HKV = 16), and
    with --gqa the MHA batch's own pick."""
    from variants import parse
    from tlx.ops.attention_tiles import choose
    fixed = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax"}
    base = {**fixed, **choose(16, HKV, ml, ml, True, D, causal, long_batch)}
    mha = {**fixed, **choose(16, 16, ml, ml, True, D, causal, long_batch)}
    out = {"pick": (base, HKV)}
    for v in variants:
        body = v
        for pre, on in (("causal:", causal), ("noncausal:", not causal)):  # a variant for one kind of row only
            if body.startswith(pre):
                body = body[len(pre):] if on else ""
        out[v] = ({**mha, **parse(body[4:], D)} if body.startswith("mha:") else {**base, **parse(body, D)}, HKV)
    if gqa:
        out["MHA batch"] = (mha, 16)
    return out


def _build(col):
    """A column's (cfg, KV heads) with the switches set to False dropped (their default: the same build)."""
    cfg, hkv = col
    return {k: x for k, x in cfg.items() if x is not False or k == "OVERLAP"}, hkv


def _warm_op(cfg, hkvs):
    """Compile one configuration and run it through the op (its tile choice replaced) on tiny batches of each tile
    source and each KV head count, so the timed run finds every kernel in triton's disk cache."""
    import time
    import tlx.ops  # noqa: F401
    op = sys.modules["tlx.ops.jagged_attention"]
    t0 = time.time()
    extra = {a: b for a, b in cfg.items() if a not in ("DT", "D", "CAUSAL", "ACT") and not a.startswith("op.")}
    op.choose = lambda *a, **kw: dict(extra)
    D = cfg["D"]
    for hkv in hkvs:
        for B in (2, 20):
            op._CALLS.clear()
            cu = torch.arange(B + 1, dtype=torch.int32, device="cuda") * 130
            q = torch.randn(130 * B, 16, D, device="cuda", dtype=torch.bfloat16)
            kv = torch.randn(130 * B, hkv, D, device="cuda", dtype=torch.bfloat16)
            op.jagged_attention(q, kv, kv, cu, cu, max_seqlen_q=130, max_seqlen_k=130, causal=cfg["CAUSAL"])
    torch.cuda.synchronize()
    return f"{cfg} kv {hkvs}: {time.time() - t0:.1f} s"


def prewarm(variants, workers, gqa, kind):
    import concurrent.futures as cf
    import multiprocessing as mp
    tasks = {}
    for _, lens, ds, HKV in rows(gqa, kind):
        for D in ds:
            for causal in (False, True):
                for cfg, hkv in row_cfgs(variants, D, causal, HKV, max(lens), gqa, _long(lens)).values():
                    tasks.setdefault(tuple(sorted(cfg.items())), set()).add(hkv)
    with cf.ProcessPoolExecutor(max_workers=min(workers, len(tasks)), mp_context=mp.get_context("spawn")) as ex:
        futs = [ex.submit(_warm_op, dict(t), sorted(h)) for t, h in tasks.items()]
        for f in cf.as_completed(futs):
            try:
                print("warm:", f.result(), flush=True)
            except Exception as e:  # the timed run reports the failing variant in its row
                print(f"warm: {type(e).__name__}: {str(e)[:300]}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("variants", nargs="*")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--out", default=None)
    ap.add_argument("--prewarm", type=int, default=0)
    ap.add_argument("--warm-only", action="store_true", help="with --prewarm: compile, then stop")
    ap.add_argument("--only", default="")
    ap.add_argument("--causal", choices=("both", "yes", "no"), default="both", help="which masks to time")
    ap.add_argument("--budget", type=float, default=1e9)
    ap.add_argument("--rep", type=int, default=100, help="do_bench's rep (ms) per round; warmup is a quarter")
    ap.add_argument("--gqa", action="store_true", help="GQA rows (8:1, 4:1) with the MHA batch as a last column")
    ap.add_argument("--rows", default="default", help="row sets joined by +: " + ", ".join(ROWS))
    args = ap.parse_args()
    t0 = time.time()
    if args.prewarm:
        prewarm(args.variants, args.prewarm, args.gqa, args.rows)
        print(f"prewarm done in {time.time() - t0:.0f} s", flush=True)
        if args.warm_only:
            return
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    import tlx.ops  # noqa: F401  (the package exports the function under the module's name)
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    names = ["pick"] + args.variants + (["MHA batch"] if args.gqa else [])
    vs = names[1:]
    head = ("| batch | D | causal | " + ("kv heads" if args.gqa else "varlen") + " | " + " | ".join(f"`{n}`" for n in names)
            + " | " + " | ".join(f"`{n}` / pick" for n in vs) + " | spread (" + ", ".join(names) + ") |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    print(head, flush=True)
    ratios = {v: [] for v in vs}
    for name, lens, ds, HKV in rows(args.gqa, args.rows):
        for D in ds:
            if args.only not in f"{name} D={D} kv={HKV}":
                continue
            T, H = sum(lens), 16
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
            q, k, v = (torch.randn(T, h, D, device="cuda", dtype=torch.bfloat16) for h in (H, HKV, HKV))
            kv = {HKV: (k, v)}
            if args.gqa:  # the MHA batch: its own K/V of 16 heads
                kv[H] = tuple(torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(2))
            ml = max(lens)
            for causal in {"both": (False, True), "yes": (True,), "no": (False,)}[args.causal]:
                if time.time() - t0 > args.budget:
                    lines.append(f"| {name} | {D} | {'yes' if causal else 'no'} | skipped: budget |")
                    print(lines[-1], flush=True)
                    continue
                flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                kw = {"window_size": (-1, 0)} if causal else {}
                refs = {h: varlen_attn(q, *(t if h == H else t.repeat_interleave(H // h, dim=1) for t in kv[h]), cu, cu,
                                       ml, ml, **kw).float() for h in kv}
                row = row_cfgs(args.variants, D, causal, HKV, ml, args.gqa, _long(lens))
                # a column whose build is the pick's or an earlier column's on this row (a variant for other rows:
                # NAME@D, or the pick already has it) is not timed again: "="
                same = {}
                for i, n in enumerate(names[1:], 1):
                    for e in names[:i]:
                        if e not in same and _build(row[e]) == _build(row[n]):
                            same[n] = e
                            break
                timed = [n for n in names if n not in same] + ([] if args.gqa else ["varlen"])
                opattrs = {a[3:] for n in names for a in row[n][0] if a.startswith("op.")}
                orig = {a: getattr(op, a) for a in opattrs}
                times = {n: [] for n in timed}
                bad = {}

                def use(n):
                    for a in opattrs:  # op.NAME columns: the op's module constant for this column only
                        setattr(op, a, row[n][0].get("op." + a, orig[a]))
                    extra = {a: b for a, b in row[n][0].items()
                             if a not in ("DT", "D", "CAUSAL", "ACT") and not a.startswith("op.")}
                    op.choose = lambda *a, **kw_: dict(extra)
                    op._CALLS.clear()  # the plan memo is per call shape: a fresh one takes the new pick
                    kk, vv = kv[row[n][1]]
                    return lambda: op.jagged_attention(q, kk, vv, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml,
                                                       causal=causal)
                try:
                    for r in range(args.rounds):
                        order = timed if r % 2 == 0 else timed[::-1]
                        for n in order:
                            if n in bad:
                                continue
                            if n == "varlen":
                                f = lambda: varlen_attn(q, k, v, cu, cu, ml, ml, **kw)
                            else:
                                f = use(n)
                                if r == 0:
                                    o = f().float()
                                    ref = refs[row[n][1]]
                                    err = ((o - ref).norm() / ref.norm()).item()
                                    if not err < 2e-2:  # (also NaN: an unwritten row of the op's output)
                                        bad[n] = f"BAD err {err:.1e}"
                                        continue
                            times[n].append(do_bench(f, warmup=args.rep // 4, rep=args.rep, return_mode="median"))
                except Exception as e:
                    bad["?"] = f"{type(e).__name__}: {str(e)[:200]}"
                finally:
                    op.choose = chosen
                    op._CALLS.clear()
                    for a, x in orig.items():
                        setattr(op, a, x)
                tf = {n: flops / statistics.median(t) / 1e9 if t else float("nan") for n, t in times.items()}
                sp = {n: (max(t) - min(t)) / statistics.median(t) if t else float("nan") for n, t in times.items()}
                for vn in vs:
                    if vn not in same:
                        ratios[vn].append(tf[vn] / tf["pick"])
                cell = lambda n: f"= `{same[n]}`" if n in same else bad.get(n, f"{tf[n]:.0f}")
                line = (f"| {name} (B={len(lens)}, max {ml}) | {D} | {'yes' if causal else 'no'} | "
                        + (f"{HKV}" if args.gqa else f"{tf['varlen']:.0f}") + " | "
                        + " | ".join(cell(n) for n in names) + " | "
                        + " | ".join("=" if vn in same else f"{tf[vn] / tf['pick']:.3f}" for vn in vs) + " | "
                        + ", ".join("=" if n in same else f"{sp[n]:.1%}" for n in names) + " |"
                        + (f" {bad['?']}" if "?" in bad else ""))
                print(line, flush=True)
                lines.append(line)
    lines.append("")
    for vn, r in ratios.items():
        ok = [x for x in r if x == x]
        gm = math.exp(sum(map(math.log, ok)) / len(ok)) if ok else float("nan")
        lines.append(f"- `{vn}` / pick: geometric mean {gm:.3f} over {len(ok)} rows (min {min(ok, default=float('nan')):.3f}, "
                     f"max {max(ok, default=float('nan')):.3f})")
        print(lines[-1], flush=True)
    lines.append(f"- {args.rounds} alternating rounds, do_bench median per round (warmup {args.rep // 4} ms, rep {args.rep} ms), TFLOP/s of "
                 f"useful work = median over rounds; spread = (max - min) / median over rounds; {time.time() - t0:.0f} s")
    if args.out:
        with open(args.out, "w") as fh:
            fh.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
