"""Tuning sweep for the flagship on the GPU: compile-time variants of kernels/jagged_attention.tlx side by side
with varlen_attn on the benchmark's length mixes. Each variant is checked against varlen_attn before it is timed.

Usage: python bench/variants.py "BLOCK_N=128,STAGES=2" "BLOCK_N=64,STAGES=3" [--d 64,128] [--kernel PATH]
A variant is a comma-separated list of compile-time parameters (DT, D and CAUSAL are set per row); PROGS=N sets
the number of programs of the persistent launch; SRC=PATH compiles that .tlx file instead of --kernel's (an older
kernel side by side with the current one, in one process). A parameter written NAME@D=VALUE applies only to rows
of head dim D (e.g. "PINGPONG@128=True,BLOCK_M@64=192,REGS@64=160": the op's per-D picks in one column).
--rows steady adds a uniform 8 x 8192 batch (the steady state of long sequences, little tile-boundary cost).
Prints, per row, TFLOP/s of each variant and its ratio to varlen_attn, then the geometric mean per variant.
"""
from __future__ import annotations

import argparse
import math
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def parse(v, D=None):
    out = {}
    for kv in filter(None, v.split(",")):
        k, x = kv.split("=", 1)
        if "@" in k:  # NAME@D: only for rows of that head dim
            k, only_d = k.split("@")
            if D is not None and int(only_d) != D:
                continue
        out[k] = int(x) if x.lstrip("-").isdigit() else {"True": True, "False": False}.get(x, x)
    return out


def _warm(task):
    """Compile one variant for one row kind and launch it once on a tiny batch of each tile source (decoded tiles
    for at most 16 sequences, a tile table for more), so the timed run finds every kernel in triton's disk cache."""
    path, cfg = task
    import time
    import torch
    from tlx.runtime import load_kernel_module
    t0 = time.time()
    cfg = dict(cfg)
    cfg.pop("PROGS", None)
    src = cfg.pop("SRC", path)
    mod = load_kernel_module(src, cfg, target="gluon")
    D = cfg["D"]
    for B in (2, 20):
        cu = torch.arange(B + 1, dtype=torch.int32, device="cuda") * 130
        q = torch.randn(130 * B, 16, D, device="cuda", dtype=torch.bfloat16)
        kv = torch.randn(130 * B, 2, D, device="cuda", dtype=torch.bfloat16)  # 8:1 GQA: fits every HPT
        o = torch.empty_like(q)
        lse = torch.empty(130 * B, 16, device="cuda", dtype=torch.float32)
        mod.jagged_attention(q, kv, kv, o, lse, cu, cu, D ** -0.5, 1.0, max_seqlen=130)
    torch.cuda.synchronize()
    return f"{cfg} {src if src != path else ''}: {time.time() - t0:.1f} s"


def prewarm(path, variants, ds, causals, workers):
    """Compile every (variant, head dim, causal) in parallel processes (the GPU host has many cores, and one
    compile takes seconds): the timed loop then loads them from the cache."""
    import concurrent.futures as cf
    import multiprocessing as mp
    tasks = [(path, {"DT": "bf16", "D": D, "BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "CAUSAL": c,
                     "ACT": "softmax", **parse(v, D)}) for v in variants for D in ds for c in causals]
    with cf.ProcessPoolExecutor(max_workers=min(workers, len(tasks)), mp_context=mp.get_context("spawn")) as ex:
        for fut in cf.as_completed([ex.submit(_warm, t) for t in tasks]):
            try:
                print("warm:", fut.result(), flush=True)
            except Exception as e:  # the timed run reports the failing variant in its row
                print(f"warm: {type(e).__name__}: {str(e)[:300]}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("variants", nargs="+")
    ap.add_argument("--d", default="128,64")
    ap.add_argument("--kernel", default=None)
    ap.add_argument("--causal", default="0,1")
    ap.add_argument("--rows", default="mixes", help="mixes (the four), extra (short sequences, GQA), steady (8 x 8192)")
    ap.add_argument("--only", default="", help="keep rows whose name contains this")
    ap.add_argument("--prewarm", type=int, default=0, help="compile the variants in this many processes first")
    ap.add_argument("--warm-only", action="store_true", help="with --prewarm: compile, then stop (no timing)")
    args = ap.parse_args()
    if args.prewarm:
        from tlx.runtime import kernel_path
        prewarm(args.kernel or kernel_path("jagged_attention.tlx"), args.variants,
                [int(x) for x in args.d.split(",")], [bool(int(c)) for c in args.causal.split(",")], args.prewarm)
        if args.warm_only:
            return
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    from jagged_attention import extra_mixes, mixes
    from tlx.runtime import kernel_path, load_kernel_module
    path = args.kernel or kernel_path("jagged_attention.tlx")
    dev = "cuda"
    ratios = {v: [] for v in args.variants}
    todo = []
    for D in (int(x) for x in args.d.split(",")):
        if "mixes" in args.rows:
            todo += [(D, mix, lens, 16) for mix, lens in mixes().items()]
        if "extra" in args.rows:
            todo += [(D, mix, lens, hkv) for mix, lens, hkv in extra_mixes()]
        if "steady" in args.rows:
            todo += [(D, "uniform 8192 x 8", [8192] * 8, 16)]
    for D, mix, lens, HKV in [t for t in todo if args.only in t[1]]:
            T, H = sum(lens), 16
            ml = max(lens)
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device=dev)
            q = torch.randn(T, H, D, device=dev, dtype=torch.bfloat16)
            k, v = (torch.randn(T, HKV, D, device=dev, dtype=torch.bfloat16) for _ in range(2))
            kr, vr = (k, v) if HKV == H else (t.repeat_interleave(H // HKV, dim=1) for t in (k, v))
            for causal in (bool(int(c)) for c in args.causal.split(",")):
                flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                kw = {"window_size": (-1, 0)} if causal else {}
                ref = varlen_attn(q, kr, vr, cu, cu, ml, ml, **kw).float()
                t_ref = do_bench(lambda: varlen_attn(q, kr, vr, cu, cu, ml, ml, **kw), warmup=50, rep=200,
                                 return_mode="median")
                line = f"{mix:20s} hkv={HKV:2d} D={D:3d} c={int(causal)} varlen {flops / t_ref / 1e9:6.1f} |"
                for var in args.variants:
                    cfg = {"DT": "bf16", "D": D, "BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "CAUSAL": causal,
                           "ACT": "softmax", **parse(var, D)}
                    progs = cfg.pop("PROGS", None)  # programs of a persistent launch (launcher's num_programs)
                    src = cfg.pop("SRC", path)
                    try:
                        mod = load_kernel_module(src, cfg, target="gluon")
                        o = torch.full_like(q, float("nan"))
                        lse = torch.empty(T, H, dtype=torch.float32, device=dev)
                        run = lambda: mod.jagged_attention(q, k, v, o, lse, cu, cu, D ** -0.5, 1.0, max_seqlen=ml,
                                                           num_programs=progs)
                        run()
                        torch.cuda.synchronize()
                        err = ((o.float() - ref).norm() / ref.norm()).item()
                        if not err < 2e-2:
                            line += f" {var}: BAD err {err:.1e} |"
                            ratios[var].append(float("nan"))
                            continue
                        t = do_bench(run, warmup=50, rep=200, return_mode="median")
                        ratios[var].append(t_ref / t)
                        line += f" {flops / t / 1e9:6.1f} ({t_ref / t:.2f}) |"
                    except Exception as e:  # one failing variant must not hide the others
                        line += f" {var}: {type(e).__name__}: {str(e)[:200]} |"
                        ratios[var].append(float("nan"))
                print(line, flush=True)
    for var, r in ratios.items():
        ok = [x for x in r if x == x]
        gm = math.exp(sum(math.log(x) for x in ok) / len(ok)) if ok else float("nan")
        print(f"variant {var!r}: geomean {gm:.3f} over {len(ok)}/{len(r)} rows, min {min(ok) if ok else float('nan'):.2f}")


if __name__ == "__main__":
    main()
