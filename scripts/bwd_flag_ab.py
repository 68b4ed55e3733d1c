"""A/B of one module flag of the backward (tlx/ops/jagged_attention_bwd.py) on the GPU: the op's backward
(torch.autograd.grad of one forward, graph kept) with the flag at two values, in alternating rounds (order reversed
every round), on the bench's four length mixes plus two it lacks (a second lognormal draw, a long mix), per head dim
and causal flag. --fused forces the fused kernel (deterministic=False), as the op takes it on long batches;
--two-kernel the dK/dV and dQ kernels. The two
builds' gradients are compared element-wise (the `off` build is the tested one: tests/test_gpu_backward.py).

    python scripts/bwd_flag_ab.py --flag FUSED_DQ_FENCE_LATE --on True [--off False] --fused --dims 128 --causal no \
        [--base FUSED_DQ_PAIR=True]
"""
import argparse
import ast
import importlib.util
import math
import os
import statistics
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
_spec = importlib.util.spec_from_file_location("fb", os.path.join(HERE, "..", "bench", "jagged_attention.py"))
fb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fb)

from bwd_ab import long_mix  # noqa: E402
from bwd_variants import alternating, batch  # noqa: E402
from fwd_ab import fill  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402


def rows(short=False):
    m = fb.mixes()
    out = list(m.items()) + [("lognormal (seed 7)", fb.mixes(7)["lognormal"]), ("long 4097-16384", long_mix(4097, 16384))]
    if short:  # (--short: the bench's 2,002 sequences of 1-63 tokens, and a draw of 1-200 tokens it lacks)
        g = torch.Generator().manual_seed(5)
        name, lens, _ = fb.extra_mixes()[0]
        out += [(name, lens), ("short 1-200", fill(g, lambda: int(torch.randint(1, 201, (1,), generator=g))))]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--flag", required=True)
    ap.add_argument("--on", required=True, help="a Python literal")
    ap.add_argument("--off", default=None, help="a Python literal (default: the module's value)")
    ap.add_argument("--fused", action="store_true")
    ap.add_argument("--two-kernel", action="store_true", help="force the two-kernel path (the dK/dV and dQ kernels)")
    ap.add_argument("--base", action="append", default=[], metavar="FLAG=VALUE",
                    help="another module flag set for both builds (repeatable; a Python literal)")
    ap.add_argument("--dims", default="128")
    ap.add_argument("--causal", choices=("yes", "no", "both"), default="no")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--rep", type=int, default=40)
    ap.add_argument("--only", default=None, help="row names containing any of these (comma-separated)")
    ap.add_argument("--short", action="store_true", help="also batches of short sequences (1-63 and 1-200 tokens)")
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    from triton.testing import do_bench
    t0, H = time.time(), 16
    for kv in a.base:
        name, _, value = kv.partition("=")
        getattr(bwd, name)  # (an unknown flag is an error, not a new attribute)
        setattr(bwd, name, ast.literal_eval(value))
    vals = {True: ast.literal_eval(a.on), False: getattr(bwd, a.flag) if a.off is None else ast.literal_eval(a.off)}
    lines = [f"| batch | D | causal | on TFLOP/s | off TFLOP/s | on / off | spread on, off | max rel err on vs off |",
             "|---|---|---|---|---|---|---|---|"]
    print(f"{a.flag}: on = {vals[True]!r}, off = {vals[False]!r}, fused forced: {a.fused}, base: {a.base}", flush=True)
    print(lines[0], flush=True)
    ratios = []
    use_fused, orig = bwd.use_fused, getattr(bwd, a.flag)
    for name, lens in rows(a.short):
        if a.only and not any(x in name for x in a.only.split(",")):
            continue
        ml = max(lens)
        for D in (int(x) for x in a.dims.split(",")):
            for causal in {"yes": (True,), "no": (False,), "both": (False, True)}[a.causal]:
                cu, q, k, v, d_o = batch(lens, D, seed=D + causal)  # (the bench's batch: bf16, H heads)
                q, k, v = (t.requires_grad_() for t in (q, k, v))
                out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                flops = 2.5 * sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                def run(on):
                    setattr(bwd, a.flag, vals[on])
                    if a.fused or a.two_kernel:
                        bwd.use_fused = lambda *_: a.fused
                    return torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)
                try:
                    grads = {on: run(on) for on in (True, False)}  # (compiles both builds before any timing)
                    times = alternating({on: (lambda on=on: run(on)) for on in (True, False)}, a.rounds,
                                        lambda f: do_bench(f, warmup=a.rep // 4, rep=a.rep, return_mode="median"))
                finally:
                    setattr(bwd, a.flag, orig)
                    bwd.use_fused = use_fused
                # every element: the largest difference over the largest magnitude of the reference gradient
                err = max(((x.float() - y.float()).abs().max() / y.float().abs().max()).item()
                          for x, y in zip(grads[True], grads[False]))
                finite = all(torch.isfinite(g).all().item() for g in grads[True])
                tf = {o: flops / statistics.median(t) / 1e6 for o, t in times.items()}  # (t in µs)
                sp = {o: (max(t) - min(t)) / statistics.median(t) for o, t in times.items()}
                ratios.append(tf[True] / tf[False])
                bad = "" if err < 2e-2 and finite else " BAD"
                lines.append(f"| {name} (B={len(lens)}, max {ml}) | {D} | {'yes' if causal else 'no'} | {tf[True]:.0f} "
                             f"| {tf[False]:.0f} | {ratios[-1]:.3f} | {sp[True]:.1%}, {sp[False]:.1%} | {err:.1e}{bad} |")
                print(lines[-1], flush=True)
    gm = math.exp(sum(map(math.log, ratios)) / len(ratios))
    lines += ["", f"- {a.flag} {vals[True]!r} / {vals[False]!r}: geometric mean {gm:.3f} over {len(ratios)} rows; "
              f"{a.rounds} alternating rounds, do_bench median per round (rep {a.rep} ms), TFLOP/s = 2.5 x the "
              f"forward's useful FLOPs / median; {time.time() - t0:.0f} s"]
    print(lines[-1], flush=True)
    if a.out:
        open(a.out, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
