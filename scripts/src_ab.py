"""A/B of kernel *sources* on the GPU: the op (forward alone, backward alone) built from the working tree's kernels/
against the same op built from another copy of kernels/ (e.g. `git show REF:kernels/...` into a folder), every
compile-time choice the op's own, timed in alternating rounds (order reversed each round, median of the rounds'
do_bench medians, L2 flushed). The outputs and gradients of the two are compared (a change meant to keep the
arithmetic, e.g. a cheaper mask, must be bitwise equal).

    python scripts/src_ab.py --ref DIR [--causal yes] [--dims 64,128] [--rounds 3] [--out FILE]

Prepare DIR on the machine with git: mkdir -p .abref && for f in kernels/*.tlx; do git show REF:$f > .abref/${f#*/};
done (and carry .abref).
"""
import argparse
import contextlib
import importlib
import math
import os
import statistics
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))
sys.path.insert(0, HERE)

from fwd_ab import fill  # noqa: E402
from tlx import runtime  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402

# (the modules themselves: tlx.ops exports the function jagged_attention under the module's name)
_MODS = tuple(importlib.import_module(f"tlx.ops.{m}") for m in ("jagged_attention", "jagged_attention_bwd",
                                                                  "packed_attention"))
_CACHES = ("_PLANS", "_CALLS")
_STATE: dict = {}  # source name -> {(module, cache name): dict}


@contextlib.contextmanager
def source(name, folder):
    """The ops read their kernels from `folder` (None: the working tree's) with caches of their own per source."""
    saved = {}
    for m in _MODS:
        saved[(m, "kernel_path")] = m.kernel_path
        m.kernel_path = runtime.kernel_path if folder is None else (lambda n, d=folder: os.path.join(d, n))
        for c in _CACHES:
            if hasattr(m, c):
                saved[(m, c)] = getattr(m, c)
                setattr(m, c, _STATE.setdefault(name, {}).setdefault((m, c), {}))
    try:
        yield
    finally:
        for (m, attr), v in saved.items():
            setattr(m, attr, v)


def batches():
    from jagged_attention import mixes
    g = torch.Generator().manual_seed(29)
    out = list(mixes().items())
    out.append(("uniform 1-512 (not in bench)", fill(g, lambda: int(torch.randint(1, 513, (1,), generator=g)))))
    out.append(("long 4097-16384 (not in bench)", fill(g, lambda: int(torch.randint(4097, 16385, (1,), generator=g)))))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", required=True, help="folder with the other copy of kernels/*.tlx")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--rep", type=int, default=30)
    ap.add_argument("--dims", default="64,128")
    ap.add_argument("--causal", choices=("yes", "no", "both"), default="yes")
    ap.add_argument("--parts", default="fwd,bwd", help="fwd, bwd or both (comma-separated)")
    ap.add_argument("--act", choices=("softmax", "silu"), default="softmax")
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    from triton.testing import do_bench
    t0 = time.time()
    H = 16
    srcs = {"tree": None, "ref": os.path.abspath(a.ref)}
    lines = ["| batch | D | causal | fwd tree TFLOP/s | fwd tree / ref | bwd tree TFLOP/s | bwd tree / ref | tree vs ref |",
             "|---|---|---|---|---|---|---|---|"]
    print(lines[0], flush=True)
    ratios = {"fwd": [], "bwd": []}
    for name, lens in batches():
        T, ml = sum(lens), max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
        for D in (int(x) for x in a.dims.split(",")):
            for causal in {"yes": (True,), "no": (False,), "both": (False, True)}[a.causal]:
                q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, requires_grad=True)
                           for _ in range(3))
                d_o = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16)
                flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                outs, res = {}, {}
                for s, folder in srcs.items():
                    with source(s, folder):
                        o = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal,
                                             activation=a.act)
                        g = torch.autograd.grad(o, (q, k, v), d_o, retain_graph=True)
                    outs[s] = o
                    res[s] = (o.detach(), *g)
                torch.cuda.synchronize()
                same = all(torch.equal(x, y) for x, y in zip(res["tree"], res["ref"]))
                err = max(((x.float() - y.float()).abs().max() / y.float().abs().max()).item()
                          for x, y in zip(res["tree"], res["ref"]))
                assert all(torch.isfinite(x).all() for x in res["tree"]), name
                times = {(p, s): [] for p in a.parts.split(",") for s in srcs}

                def call(p, s):
                    with source(s, srcs[s]):
                        if p == "fwd":
                            jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal,
                                             activation=a.act)
                        else:
                            torch.autograd.grad(outs[s], (q, k, v), d_o, retain_graph=True)
                for r in range(a.rounds):
                    for key in (list(times) if r % 2 == 0 else list(times)[::-1]):
                        times[key].append(do_bench(lambda: call(*key), warmup=a.rep // 4, rep=a.rep,
                                                   return_mode="median"))
                med = {key: statistics.median(t) for key, t in times.items()}
                cells = []
                for p, work in (("fwd", flops), ("bwd", 2.5 * flops)):
                    if (p, "tree") not in med:
                        cells += ["—", "—"]
                        continue
                    ratios[p].append(med[(p, "ref")] / med[(p, "tree")])
                    cells += [f"{work / med[(p, 'tree')] / 1e9:.0f}", f"{ratios[p][-1]:.3f}"]
                lines.append(f"| {name} (B={len(lens)}, max {ml}) | {D} | {'yes' if causal else 'no'} | "
                             + " | ".join(cells) + f" | {'bitwise' if same else f'max diff {err:.1e} rel.'} |")
                print(lines[-1], flush=True)
    lines.append("")
    for p, rs in ratios.items():
        if not rs:
            continue
        gm = math.exp(sum(map(math.log, rs)) / len(rs))
        lines.append(f"- {p}: tree / ref geometric mean {gm:.3f} (min {min(rs):.3f}, max {max(rs):.3f}) over "
                     f"{len(rs)} rows; {a.rounds} alternating rounds, do_bench median per round (rep {a.rep} ms)")
        print(lines[-1], flush=True)
    print(f"total {time.time() - t0:.0f} s")
    if a.out:
        open(a.out, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
