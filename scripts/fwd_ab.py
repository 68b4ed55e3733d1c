"""A/B of forward variants on the GPU: the op's own call (tlx.ops.jagged_attention, its tile pick from
tlx/ops/attention_tiles.py) against the same call with compile-time parameters added to the pick, timed in
alternating rounds (the order reverses every round; the spread between rounds is printed, so a difference can be
read against it), with torch's varlen_attn beside. Rows: the bench's LLM-packed mix (D=128 and 64), uniform and
lognormal (D=128), and a long mix the bench does not have; causal and not.

    python scripts/fwd_ab.py "KV_STEP=True" "KV_STEP=True,STAGES=3,QBUF@128=1" [--rounds 4] [--out FILE]
        [--prewarm N] [--only TEXT] [--budget SECONDS]

A variant is a comma-separated list NAME=VALUE added to the pick (NAME@D=VALUE: rows of head dim D only), as in
bench/variants.py. --prewarm N compiles every (variant, row kind) in N processes first. Rows stop being started
once --budget seconds have passed (the table then says so)."""
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


def picks(variants):
    """(D, causal, {name: cfg}) for every row kind: the op's pick and each variant on top of it."""
    from variants import parse
    from tlx.ops.attention_tiles import choose
    out = []
    for D in (128, 64):
        for causal in (False, True):
            base = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax",
                    **choose(16, 16, 8192, 8192, True, D, causal)}
            out.append((D, causal, {"pick": base, **{v: {**base, **parse(v, D)} for v in variants}}))
    return out


def prewarm(variants, workers):
    import concurrent.futures as cf
    import multiprocessing as mp
    from variants import _warm
    from tlx.runtime import kernel_path
    tasks = {tuple(sorted(c.items())) for _, _, cfgs in picks(variants) for c in cfgs.values()}
    with cf.ProcessPoolExecutor(max_workers=min(workers, len(tasks)), mp_context=mp.get_context("spawn")) as ex:
        futs = [ex.submit(_warm, (kernel_path("jagged_attention.tlx"), dict(t))) for t in tasks]
        for f in cf.as_completed(futs):
            try:
                print("warm:", f.result(), flush=True)
            except Exception as e:  # the timed run reports the failing variant in its row
                print(f"warm: {type(e).__name__}: {str(e)[:300]}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("variants", nargs="+")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--out", default=None)
    ap.add_argument("--prewarm", type=int, default=0)
    ap.add_argument("--warm-only", action="store_true", help="with --prewarm: compile, then stop")
    ap.add_argument("--only", default="")
    ap.add_argument("--budget", type=float, default=1e9)
    args = ap.parse_args()
    t0 = time.time()
    if args.prewarm:
        prewarm(args.variants, args.prewarm)
        print(f"prewarm done in {time.time() - t0:.0f} s", flush=True)
        if args.warm_only:
            return
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    import tlx.ops  # noqa: F401  (the package exports the function under the module's name)
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    names = ["pick"] + args.variants
    cfgs = {(D, c): v for D, c, v in picks(args.variants)}
    head = "| batch | D | causal | varlen | " + " | ".join(f"`{n}`" for n in names) + " | " + " | ".join(
        f"`{n}` / pick" for n in args.variants) + " | spread (" + ", ".join(names) + ") |"
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    print(head, flush=True)
    ratios = {v: [] for v in args.variants}
    for name, lens, ds in batches():
        for D in ds:
            if args.only not in f"{name} D={D}":
                continue
            T, H = sum(lens), 16
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
            q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
            ml = max(lens)
            for causal in (False, True):
                if time.time() - t0 > args.budget:
                    lines.append(f"| {name} | {D} | {'yes' if causal else 'no'} | skipped: budget |")
                    print(lines[-1], flush=True)
                    continue
                flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                kw = {"window_size": (-1, 0)} if causal else {}
                ref = varlen_attn(q, k, v, cu, cu, ml, ml, **kw).float()
                row = {n: cfgs[(D, causal)][n] for n in names}
                times = {n: [] for n in names + ["varlen"]}
                bad = {}

                def use(n):
                    extra = {a: b for a, b in row[n].items() if a not in ("DT", "D", "CAUSAL", "ACT")}
                    op.choose = lambda *a, **kw_: {**chosen(*a, **kw_), **extra}
                    op._CALLS.clear()  # the plan memo is per call shape: a fresh one takes the new pick

                def run():
                    return op.jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                try:
                    for r in range(args.rounds):
                        order = names + ["varlen"] if r % 2 == 0 else ["varlen"] + names[::-1]
                        for n in order:
                            if n in bad:
                                continue
                            if n == "varlen":
                                f = lambda: varlen_attn(q, k, v, cu, cu, ml, ml, **kw)
                            else:
                                use(n)
                                f = run
                                if r == 0:
                                    o = run().float()
                                    err = ((o - ref).norm() / ref.norm()).item()
                                    if not err < 2e-2:  # (also NaN: an unwritten row of the op's output)
                                        bad[n] = f"BAD err {err:.1e}"
                                        continue
                            times[n].append(do_bench(f, warmup=25, rep=100, return_mode="median"))
                except Exception as e:
                    bad["?"] = f"{type(e).__name__}: {str(e)[:200]}"
                finally:
                    op.choose = chosen
                    op._CALLS.clear()
                tf = {n: flops / statistics.median(t) / 1e9 if t else float("nan") for n, t in times.items()}
                sp = {n: (max(t) - min(t)) / statistics.median(t) if t else float("nan") for n, t in times.items()}
                for vn in args.variants:
                    ratios[vn].append(tf[vn] / tf["pick"])
                line = (f"| {name} (B={len(lens)}, max {ml}) | {D} | {'yes' if causal else 'no'} | {tf['varlen']:.0f} | "
                        + " | ".join(bad.get(n, f"{tf[n]:.0f}") for n in names) + " | "
                        + " | ".join(f"{tf[vn] / tf['pick']:.3f}" for vn in args.variants) + " | "
                        + ", ".join(f"{sp[n]:.1%}" for n in names) + " |" + (f" {bad['?']}" if "?" in bad else ""))
                print(line, flush=True)
                lines.append(line)
    lines.append("")
    for vn, r in ratios.items():
        ok = [x for x in r if x == x]
        gm = math.exp(sum(map(math.log, ok)) / len(ok)) if ok else float("nan")
        lines.append(f"- `{vn}` / pick: geometric mean {gm:.3f} over {len(ok)} rows (min {min(ok, default=float('nan')):.3f}, "
                     f"max {max(ok, default=float('nan')):.3f})")
        print(lines[-1], flush=True)
    lines.append(f"- {args.rounds} alternating rounds, do_bench median per round (warmup 25 ms, rep 100 ms), TFLOP/s of "
                 f"useful work = median over rounds; spread = (max - min) / median over rounds; {time.time() - t0:.0f} s")
    if args.out:
        with open(args.out, "w") as fh:
            fh.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
