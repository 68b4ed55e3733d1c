"""The packed short-sequence kernel before and after its isolation check (kernels/jagged_attention_packed.tlx: each
warp group checks its output once per tile and recomputes only rows with a non-finite element), side by side with
torch's varlen_attn on thousands of short sequences, in alternating rounds.

1. Correctness: old and new against varlen_attn on a clean batch (bf16), and the isolation check: with inf/NaN in
   the v rows of every 50th sequence, how many elements of the other sequences' rows are not finite (old: the
   leak; new: must be 0).
2. Timing (do_bench median, L2 flushed, the kernels through their generated launchers with the row->sequence map
   computed once): old, new, varlen_attn in ROUNDS alternating rounds (best median of each), 2,002 sequences of
   1-64 and 4,000 of 1-32, H=16, D 128/64, causal and not; plus new on the batch with a poisoned v (the recompute's
   cost where it runs).
Usage: python scripts/packed_isolation_ab.py [--old KERNEL] [--warm D CAUSAL] [--rounds N] [--out FILE] [--label C]
(old: the kernel file before the check, e.g. `git show b58e371:kernels/jagged_attention_packed.tlx`; without it, this
kernel with -D ISOLATE=false, the same code without the check)
"""
from __future__ import annotations

import argparse
import datetime
import math
import os
import sys

import torch

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)
H = 16


def module(path, D, causal, **extra):
    from tlx.ops.packed_attention import TILES
    from tlx.runtime import load_kernel_module
    return load_kernel_module(path, {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax", **TILES[D], **extra},
                              target="gluon")


def lengths(n, hi, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(1, hi + 1, (n,), generator=g).tolist()


def batch(lens, D, seed):
    from tlx.demo import random_batch
    from tlx.ops.packed_attention import row_sequences
    q, k, v, cu, _ = random_batch(lens, H, H, D, torch.bfloat16, "cuda", seed=seed)
    return q, k, v, cu, row_sequences(cu, q.shape[0])


def runner(mod, q, k, v, cu, seg, o, lse):
    D = q.shape[2]
    return lambda: mod.jagged_attention_packed(q, k, v, o, lse, cu, cu, seg, D ** -0.5, 1.0)


def poison(v, cu, every=50):
    bad, c, rows = v.clone(), cu.tolist(), torch.zeros(v.shape[0], dtype=torch.bool, device=v.device)
    for s in range(0, len(c) - 1, every):
        bad[c[s], 0, 3] = float("inf")
        bad[c[s + 1] - 1, 1, 5] = float("nan")
        rows[c[s]:c[s + 1]] = True
    return bad, rows


def leaked(mod, q, k, v, cu, seg):
    bad, rows = poison(v, cu)
    o = torch.full_like(q, float("nan"))
    lse = torch.empty(q.shape[:2], device="cuda")
    runner(mod, q, k, bad, cu, seg, o, lse)()
    torch.cuda.synchronize()
    return int((~torch.isfinite(o[~rows])).sum())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", default="", help="the kernel before the check (default: ISOLATE=false)")
    ap.add_argument("--warm", nargs=2, type=int, help="compile old and new at D CAUSAL and run them once")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--rep", type=int, default=60)
    ap.add_argument("--out", default="")
    ap.add_argument("--label", default=os.environ.get("TLX_COMMIT", "unknown"))
    args = ap.parse_args()
    from tlx.runtime import kernel_path
    new_path = kernel_path("jagged_attention_packed.tlx")
    combos = [(128, False), (128, True), (64, False), (64, True)]
    if args.warm:
        combos = [(args.warm[0], bool(args.warm[1]))]
    from torch.nn.attention.varlen import varlen_attn
    from triton.testing import do_bench
    rows, ratios = [], []
    mixes = [("2,002 x 1-64", lengths(2002, 64, 1)), ("4,000 x 1-32", lengths(4000, 32, 2))]
    for D, causal in combos:
        old = module(args.old, D, causal) if args.old else module(new_path, D, causal, ISOLATE=False)
        mods = {"old": old, "new": module(new_path, D, causal)}
        for mix, lens in (mixes[:1] if args.warm else mixes):
            q, k, v, cu, seg = batch(lens, D, D + causal)
            ml = max(lens)
            kw = {"window_size": (-1, 0)} if causal else {}
            ref = varlen_attn(q, k, v, cu, cu, ml, ml, **kw).float()
            runs = {"varlen": lambda: varlen_attn(q, k, v, cu, cu, ml, ml, **kw)}
            leak = {}
            for t, mod in mods.items():
                o = torch.full_like(q, float("nan"))
                lse = torch.empty(q.shape[:2], device="cuda")
                runs[t] = runner(mod, q, k, v, cu, seg, o, lse)
                runs[t]()
                torch.cuda.synchronize()
                err = ((o.float() - ref).norm() / ref.norm()).item()
                assert err < 2e-2, (t, mix, D, causal, err)
                leak[t] = leaked(mod, q, k, v, cu, seg)
            print(f"{mix} D={D} causal={int(causal)}: elements of clean rows made non-finite by other sequences' v: "
                  f"old {leak['old']}, new {leak['new']}", flush=True)
            assert leak["new"] == 0, leak
            if args.warm:
                continue
            bad, _ = poison(v, cu)
            o_bad, lse_bad = torch.empty_like(q), torch.empty(q.shape[:2], device="cuda")
            runs["new, poisoned v"] = runner(mods["new"], q, k, bad, cu, seg, o_bad, lse_bad)
            ms = {n: [] for n in runs}
            for _ in range(args.rounds):
                for n, f in runs.items():
                    ms[n].append(do_bench(f, warmup=args.rep // 4, rep=args.rep, return_mode="median"))
            best = {n: min(x) for n, x in ms.items()}
            spread = {n: (max(x) - min(x)) / min(x) for n, x in ms.items()}
            flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
            tf = {n: flops / b / 1e9 for n, b in best.items()}
            ratios.append(best["old"] / best["new"])
            rows.append(f"| {mix} | {D} | {'yes' if causal else 'no'} | {tf['varlen']:.1f} | {tf['old']:.1f} "
                        f"({best['varlen'] / best['old']:.2f}×) | {tf['new']:.1f} ({best['varlen'] / best['new']:.2f}×) "
                        f"| {best['old'] / best['new']:.3f} | {100 * spread['old']:.1f}% / {100 * spread['new']:.1f}% "
                        f"| {tf['new, poisoned v']:.1f} | {leak['old']} / {leak['new']} |")
            print(rows[-1], flush=True)
    if args.warm:
        return
    gm = math.exp(sum(map(math.log, ratios)) / len(ratios))
    text = "\n".join([
        f"# packed kernel isolation: old vs new, bf16, H=16 — {datetime.date.today().isoformat()}, commit "
        f"{args.label}, {torch.cuda.get_device_name()}",
        f"torch {torch.__version__}. scripts/packed_isolation_ab.py: TFLOP/s of useful work (4·Σlen²·D·H, half for "
        "causal), best of the medians of `do_bench` (L2 flushed) over "
        f"{args.rounds} alternating rounds of old, new and varlen_attn (ratio to varlen_attn in brackets). old = "
        f"{args.old or 'the packed kernel with ISOLATE=false (no check)'}, new = with the isolation check (the op's "
        "tile setup, generated launchers). "
        "'spread' = (slowest - fastest) / fastest median of the rounds. 'poisoned' = new on the same batch with "
        "inf/NaN in v rows of every 50th sequence (its warp groups recompute). 'leak' = elements of the other "
        "sequences' rows that were not finite with that v (old / new).",
        "",
        "| lengths | D | causal | varlen_attn | old | new | new speed (old / new time) | spread old / new "
        "| new, poisoned | leak old / new |",
        "|---|---|---|---|---|---|---|---|---|---|", *rows, "",
        f"new vs old: geomean speed (old time / new time) {gm:.3f} over {len(ratios)} rows, "
        f"min {min(ratios):.3f}, max {max(ratios):.3f}."])
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
