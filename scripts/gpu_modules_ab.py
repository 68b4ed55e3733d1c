"""Two builds of the flagship side by side on the GPU: generated Gluon modules (`tlx compile kernels/jagged_attention.tlx
-D ... --emit module -o DIR/<tag>_d<D>c<causal>.py`, e.g. made by two versions of the compiler) timed against each
other and varlen_attn on the benchmark mixes, after a check that each is right (vs varlen_attn) and whether a NaN/inf
in one sequence's v reaches another sequence (the isolation check of docs/jagged_attention.md).

Usage: python scripts/gpu_modules_ab.py DIR old new [--mixes "LLM packed 512-8192,lognormal"] [--combos 128:0,64:1]
       [--warm-only [--only NAME]]
"""
from __future__ import annotations

import argparse
import importlib.util
import math
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench"))


def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def leak_rows(mod, D, causal, repeat=1):
    """Rows of clean sequences that are not finite when the first rows of every other sequence's v hold inf/NaN
    (7 sequences: the kernel decodes its tiles; 21: the tile table; H = 16 as in the timed rows, which the JIT's
    specialization sees through lse's row stride)."""
    lens = [200, 130, 77, 256, 5, 300, 129] * repeat
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
    T, H = sum(lens), 16
    g = torch.Generator(device="cuda").manual_seed(1)
    q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(3))
    clean = torch.ones(T, dtype=torch.bool, device="cuda")
    cl = cu.tolist()
    for s in range(1, len(lens), 2):
        v[cl[s], 0, :3] = float("inf")
        v[cl[s] + 1, 1, 5] = float("nan")
        clean[cl[s]:cl[s + 1]] = False
    o = torch.full_like(q, float("nan"))
    lse = torch.empty(T, H, device="cuda", dtype=torch.float32)
    mod.jagged_attention(q, k, v, o, lse, cu, cu, D ** -0.5, 1.0, max_seqlen=max(lens))
    torch.cuda.synchronize()
    return int((~torch.isfinite(o[clean])).any(-1).any(-1).sum())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("tags", nargs="+")
    ap.add_argument("--mixes", default="LLM packed 512-8192,lognormal")
    ap.add_argument("--warm-only", action="store_true", help="compile and run the isolation check only")
    ap.add_argument("--only", default="", help="with --warm-only: this one module (e.g. old_d128c0)")
    ap.add_argument("--rounds", type=int, default=2, help="interleaved timing rounds (order reversed every round)")
    ap.add_argument("--combos", default="128:0,128:1,64:0,64:1", help="head dim:causal pairs to time")
    args = ap.parse_args()
    from jagged_attention import mixes
    from torch.nn.attention.varlen import varlen_attn
    from triton.testing import do_bench
    combos = [(int(d), c == "1") for d, c in (x.split(":") for x in args.combos.split(","))]
    names = {(t, D, c): f"{t}_d{D}c{int(c)}" for t in args.tags for D, c in combos}
    mods = {key: load(os.path.join(args.dir, n + ".py")) for key, n in names.items() if args.only in ("", n)}
    for (t, D, c), mod in mods.items():  # compile (triton's JIT) and the isolation check
        print(f"{t} D={D} causal={int(c)}: rows of clean sequences made non-finite by another's v: "
              f"{leak_rows(mod, D, c)} (7 sequences), {leak_rows(mod, D, c, 3)} (21)", flush=True)
    if args.warm_only:
        return
    all_mixes = mixes()
    ratios = {t: [] for t in args.tags[1:]}
    for name in args.mixes.split(","):
        lens = all_mixes[name]
        T, H, ml = sum(lens), 16, max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
        for D, causal in combos:
            q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
            flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
            kw = {"window_size": (-1, 0)} if causal else {}
            ref = varlen_attn(q, k, v, cu, cu, ml, ml, **kw).float()
            runs = {"varlen": lambda: varlen_attn(q, k, v, cu, cu, ml, ml, **kw)}
            for t in args.tags:
                mod = mods[(t, D, causal)]
                o = torch.full_like(q, float("nan"))
                lse = torch.empty(T, H, device="cuda", dtype=torch.float32)
                runs[t] = (lambda mod=mod, o=o, lse=lse: mod.jagged_attention(q, k, v, o, lse, cu, cu, D ** -0.5, 1.0,
                                                                               max_seqlen=ml))
                runs[t]()
                torch.cuda.synchronize()
                err = ((o.float() - ref).norm() / ref.norm()).item()
                assert err < 2e-2, (t, name, D, causal, err)
                if t != args.tags[0]:  # the same arithmetic in every build compared here: bitwise equal outputs
                    same = torch.equal(o, first_o) and torch.equal(lse, first_lse)
                    print(f"  {t} bitwise equal to {args.tags[0]} on {name} D={D} causal={int(causal)}: {same}",
                          flush=True)
                else:
                    first_o, first_lse = o, lse
            ms = {n: [] for n in runs}
            for r in range(args.rounds):  # interleaved rounds against clock drift; the best median of each
                for n, f in (list(runs.items()) if r % 2 == 0 else list(runs.items())[::-1]):
                    ms[n].append(do_bench(f, warmup=25, rep=150, return_mode="median"))
            best = {n: min(x) for n, x in ms.items()}
            line = f"{name:20s} D={D:3d} c={int(causal)} varlen {flops / best['varlen'] / 1e9:6.1f}"
            for t in args.tags:
                line += f" | {t} {flops / best[t] / 1e9:6.1f} ({best['varlen'] / best[t]:.3f}x varlen)"
            for t in args.tags[1:]:
                ratios[t].append(best[args.tags[0]] / best[t])
                line += f" | {t}/{args.tags[0]} speed {best[args.tags[0]] / best[t]:.3f}"
            print(line, flush=True)
    for t, r in ratios.items():
        print(f"{t} vs {args.tags[0]}: geomean speed {math.exp(sum(map(math.log, r)) / len(r)):.3f} over {len(r)} rows, "
              f"min {min(r):.3f}, max {max(r):.3f}")


if __name__ == "__main__":
    main()
