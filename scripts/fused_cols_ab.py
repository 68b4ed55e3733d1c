"""A/B of the fused backward's dQ column-block width (DQ_COLS 32 vs 64, D=128) beside the two-kernel path, GPU: each
path's kernels launched alone on the same inputs (fused: prep + fused + convert; two-kernel: dq + dK/dV), timed in
alternating rounds (order reversed each round, median of the rounds' do_bench medians, L2 flushed). Checks: dK and dV
of both fused builds bitwise equal to each other, and every path's dq, dk, dv against the two-kernel path's (max
relative error). Builds are compiled first in parallel worker processes.

    python scripts/fused_cols_ab.py [--rounds 3] [--out FILE]
"""
import argparse
import math
import multiprocessing as mp
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)

from dkdv_ab import alternating, batches  # noqa: E402  (the bench's four mixes and three it lacks; timing)

COLS = (32, 64)


def builds(causal):
    import torch
    from tlx.ops import jagged_attention_bwd as bwd
    q = torch.empty(1, 16, 128, device="cuda", dtype=torch.bfloat16)
    dq_cfg, dkdv_cfg = bwd._configs(q, causal, "softmax")
    fused = bwd._fused_config(q, causal, "softmax", "gluon")
    return dq_cfg, dkdv_cfg, {c: {**fused, "DQ_COLS": c} for c in COLS}


def _warm(args):
    """Worker: build one module (the tlx front end and its proof dominate); its triton compile happens on first use."""
    name, cfg = args
    from tlx.runtime import kernel_path, load_kernel_module
    t0 = time.time()
    load_kernel_module(kernel_path(f"jagged_attention_bwd_{name}.tlx"), cfg, target="gluon")
    return f"{name} {cfg.get('DQ_COLS', '')} causal={cfg['CAUSAL']}: {time.time() - t0:.0f} s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--rep", type=int, default=40)
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    import torch
    from tlx.ops import jagged_attention
    from tlx.ops import jagged_attention_bwd as bwd
    from tlx.runtime import kernel_path, load_kernel_module
    t0 = time.time()
    plan = {c: builds(c) for c in (False, True)}
    jobs = []
    for dq_cfg, dkdv_cfg, fused in plan.values():
        jobs += [("dq", dq_cfg), ("dkdv", dkdv_cfg)] + [("fused", f) for f in fused.values()]
    with ProcessPoolExecutor(8, mp_context=mp.get_context("spawn")) as ex:
        for line in ex.map(_warm, jobs):
            print("built", line, flush=True)
    H, D = 16, 128
    lines = ["| batch | causal | two-kernel µs | fused 32 µs | fused 64 µs | 64 / 32 (speed-up) | 64 / two-kernel | "
             "fused 64 TFLOP/s | max rel. err vs two-kernel (dq, dk, dv; 32 then 64) | dK/dV 64 vs 32 |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    su, vs2 = [], []
    for causal in (False, True):
        dq_cfg, dkdv_cfg, fused = plan[causal]
        dq_mod = load_kernel_module(kernel_path("jagged_attention_bwd_dq.tlx"), dq_cfg, target="gluon")
        dkdv_mod = load_kernel_module(kernel_path("jagged_attention_bwd_dkdv.tlx"), dkdv_cfg, target="gluon")
        fmods = {c: load_kernel_module(kernel_path("jagged_attention_bwd_fused.tlx"), f, target="gluon")
                 for c, f in fused.items()}
        prep = bwd._fused_modules(torch.empty(1, H, D, device="cuda", dtype=torch.bfloat16), causal, "softmax")[0]
        for bname, lens in batches():
            T = sum(lens)
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
            q, k, v, d_o = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
            o, lse = jagged_attention(q, k, v, cu, cu, causal=causal, return_lse=True)
            ml, scale = max(lens), D ** -0.5
            flops = 2.5 * sum(4 * x * x * D * H for x in lens) / (2 if causal else 1)
            fl = lambda t: t.view(T * H, *t.shape[2:])  # noqa: E731
            dlse = torch.zeros_like(lse)
            lse2_t, delta_t = (torch.empty(H, T, device="cuda") for _ in range(2))
            dq_acc = torch.empty(T, H, D, device="cuda", dtype=torch.float32)
            out = {}

            def two(g):
                dq_mod.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, g[0], cu, cu, scale, 1.0, max_seqlen=ml)
                dkdv_mod.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, g[1], g[2], cu, cu, scale, 1.0, max_seqlen=ml)

            def fused_run(m, g):
                prep.attn_bwd_prep(fl(o), fl(d_o), fl(dlse), fl(lse), lse2_t, delta_t, fl(dq_acc))
                m.attn_bwd_fused(q, k, v, d_o, lse2_t, delta_t, dq_acc, g[1], g[2], cu, cu, scale, 1.0, dq_acc,
                                 max_seqlen=ml)
                prep.attn_bwd_dq_convert(fl(dq_acc), fl(g[0]), scale)
            runs = {"two": two, **{c: (lambda g, m=m: fused_run(m, g)) for c, m in fmods.items()}}
            for n, fn in runs.items():
                g = tuple(torch.full_like(t, float("nan")) for t in (q, k, v))
                fn(g)
                out[n] = g
            torch.cuda.synchronize()
            ref = out["two"]
            assert all(not torch.isnan(t).any() for t in ref)

            def rel(x, y):
                return ((x.float() - y.float()).abs().max() / y.float().abs().max()).item()
            errs = "; ".join(", ".join(f"{rel(out[c][i], ref[i]):.1e}" for i in range(3)) for c in COLS)
            same = torch.equal(out[64][1], out[32][1]) and torch.equal(out[64][2], out[32][2])
            med = alternating({n: (lambda fn=fn, g=out[n]: fn(g)) for n, fn in runs.items()}, a.rounds, a.rep)
            su.append(med[32] / med[64])
            vs2.append(med["two"] / med[64])
            row = (f"| {bname} (B={len(lens)}, max {ml}) | {causal} | {med['two'] * 1e3:.0f} | {med[32] * 1e3:.0f} | "
                   f"{med[64] * 1e3:.0f} | {su[-1]:.3f} | {vs2[-1]:.3f} | {flops / med[64] / 1e9:.0f} | {errs} | "
                   f"{'bitwise' if same else 'differ'} |")
            lines.append(row)
            print(row, flush=True)
    gm = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))  # noqa: E731
    lines += ["", f"- fused 64 over fused 32: geometric mean {gm(su):.3f} (min {min(su):.3f}, max {max(su):.3f})",
              f"- fused 64 over the two-kernel path: geometric mean {gm(vs2):.3f} (min {min(vs2):.3f}, "
              f"max {max(vs2):.3f})"]
    print("\n".join(lines[-2:]))
    print(f"total {time.time() - t0:.0f} s")
    if a.out:
        with open(a.out, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
