"""Many short sequences on the GPU: tile shapes of kernels/jagged_attention_packed.tlx (several sequences per query
tile) side by side with torch's varlen_attn and the op's per-sequence 64x64 tiles, in one run.

1. Correctness first, on length mixes that are not the bench's (1-20, 30-63, short with a few 500s, with empty
   sequences, q and k lengths that differ), causal and not, D 128/64, against the float64 reference, outputs
   poisoned with NaN; every variant and the op.
2. Timing (triton's do_bench, median, L2 flushed) on bench/jagged_attention.py's short mix (2,002 sequences of
   1-63, H=16, bf16), causal and not, D 128/64: varlen_attn, the op with the packed kernel off (per-sequence 64x64
   tiles) and on, eager and under CUDA graphs, and every variant through its generated launcher; plus, at D=128
   non-causal, a GQA 8:1 short row and a 1-127 row (where the op's hints would not pick the packed kernel).
Kernels are compiled first in parallel processes (the disk cache then serves the timed process).
Usage: python bench/short_seq.py [--out DIR] [--rep MS] [--variants "BLOCK_M=64,BLOCK_N=64;..."]
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import math
import multiprocessing as mp
import os
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)

VARIANTS = "BLOCK_M=64,BLOCK_N=64;BLOCK_M=64,BLOCK_N=64,STAGES=4;BLOCK_M=64,BLOCK_N=128;BLOCK_M=128,BLOCK_N=64;" \
           "BLOCK_M=128,BLOCK_N=64,STAGES=4;BLOCK_M=64,BLOCK_N=64,PROGS=2"
QUICK = "BLOCK_M=128,BLOCK_N=64,STAGES=2;BLOCK_M=128,BLOCK_N=64,STAGES=4"  # the op's setup, and the 4-deep ring
H = 16


def parse(v):
    out = {}
    for kv in filter(None, v.split(",")):
        k, x = kv.split("=")
        out[k] = {"True": True, "False": False}[x] if x in ("True", "False") else int(x)
    return out


def packed_cfg(var, D, causal):
    cfg = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax", "STAGES": 2, **parse(var)}
    progs = cfg.pop("PROGS", None)
    return cfg, progs


def packed_runner(var, D, causal):
    from tlx.ops.packed_attention import row_sequences
    from tlx.runtime import kernel_path, load_kernel_module
    cfg, progs = packed_cfg(var, D, causal)
    mod = load_kernel_module(kernel_path("jagged_attention_packed.tlx"), cfg, target="gluon")
    sms = torch.cuda.get_device_properties(0).multi_processor_count

    def run(q, k, v, cu_q, cu_k, o, lse):
        mod.jagged_attention_packed(q, k, v, o, lse, cu_q, cu_k, row_sequences(cu_q, q.shape[0]), q.shape[2] ** -0.5,
                                    1.0, num_programs=progs * sms if progs else None)
    return run


def op_runner(packed_on):
    from tlx.ops import jagged_attention, packed_attention

    def run(q, k, v, cu_q, cu_k, ml, causal):
        saved = packed_attention.ENABLED
        packed_attention.ENABLED = packed_on
        try:
            return jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal,
                                    return_lse=True)
        finally:
            packed_attention.ENABLED = saved
    return run


def batch(lens, HKV, D, seed, klens=None):
    from tlx.demo import random_batch
    return random_batch(list(lens), H, HKV, D, torch.bfloat16, "cuda", seed=seed, k_lengths=klens)


def _warm(job):
    """Compile one kernel (in a worker process): run it once on a small batch of the bench's specialization."""
    t0 = time.time()
    kind, var, D, causal = job
    try:
        q, k, v, cu_q, cu_k = batch([5, 40, 3, 64], 16, D, 0)
        if kind == "packed":
            o, lse = torch.empty_like(q), torch.empty(q.shape[:2], device="cuda")
            packed_runner(var, D, causal)(q, k, v, cu_q, cu_k, o, lse)
        else:
            op_runner(kind == "op_packed")(q, k, v, cu_q, cu_k, 64, causal)
        torch.cuda.synchronize()
        return f"{job}: {time.time() - t0:.1f}s"
    except Exception as e:  # reported; the timed process reports it again where it matters
        return f"{job}: {type(e).__name__}: {str(e)[:300]}"


def check_mixes(seed=5):
    g = torch.Generator().manual_seed(seed)
    r = lambda lo, hi, n: torch.randint(lo, hi + 1, (n,), generator=g).tolist()  # noqa: E731
    short = r(1, 63, 150)
    for i in (3, 70, 71, 149):
        short[i] = 500
    return [("1-20", r(1, 20, 200), None), ("30-63", r(30, 63, 120), None), ("1-63 + four 500s", short, None),
            ("0-40 (empties)", r(0, 40, 150), None), ("q 1-40, k 0-50", r(1, 40, 100), r(0, 50, 100))]


def relerr(a, b):
    return ((a.double() - b).norm() / b.norm().clamp_min(1e-30)).item()


def check(name, out, lse, ref, ref_lse):
    if out.isnan().any() or lse.isnan().any():
        return f"BAD {name}: NaN (unwritten rows: {int(out.isnan().any(-1).any(-1).sum())})"
    err = relerr(out, ref)
    fin = torch.isfinite(ref_lse)
    if not torch.equal(torch.isfinite(lse), fin):
        return f"BAD {name}: rows that see no key differ"
    lerr = (lse.double()[fin] - ref_lse[fin]).abs().max().item() if fin.any() else 0.0
    if not (err < 1e-2 and lerr < 2e-2):
        return f"BAD {name}: err {err:.1e} lse err {lerr:.1e}"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(HERE, "results"))
    ap.add_argument("--rep", type=int, default=100)
    ap.add_argument("--variants", default=VARIANTS)
    ap.add_argument("--d", default="128,64")
    ap.add_argument("--jobs", type=int, default=12)
    ap.add_argument("--quick", action="store_true", help=f"variants {QUICK!r} only, no extra rows")
    args = ap.parse_args()
    variants = [v for v in (QUICK if args.quick else args.variants).split(";") if v]
    Ds = [int(x) for x in args.d.split(",")]
    from torch.nn.attention.varlen import varlen_attn
    from triton.testing import do_bench, do_bench_cudagraph

    from jagged_attention import extra_mixes
    from tlx.demo import reference

    t0 = time.time()
    jobs = [(kind, var, D, c) for D in Ds for c in (False, True)
            for kind, var in [("packed", v) for v in variants if "PROGS" not in v] + [("op_flag", ""), ("op_packed", "")]]
    with cf.ProcessPoolExecutor(args.jobs, mp_context=mp.get_context("spawn")) as ex:
        for msg in ex.map(_warm, jobs):
            print("warm", msg, flush=True)
    print(f"compiled {len(jobs)} kernels in {time.time() - t0:.0f}s", flush=True)

    bad = []
    # 1. correctness
    for D in Ds:
        for causal in (False, True):
            for mix, lens, klens in check_mixes():
                for HKV in ((16, 2) if mix == "1-20" else (16,)):
                    q, k, v, cu_q, cu_k = batch(lens, HKV, D, len(lens) + D, klens)
                    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal)
                    runs = [(var, packed_runner(var, D, causal)) for var in variants]
                    for var, run in runs:
                        o = torch.full_like(q, float("nan"))
                        lse = torch.full(q.shape[:2], float("nan"), device="cuda")
                        try:
                            run(q, k, v, cu_q, cu_k, o, lse)
                            torch.cuda.synchronize()
                            msg = check(f"{var} {mix} hkv={HKV} D={D} causal={causal}", o, lse, ref, ref_lse)
                        except Exception as e:
                            msg = f"BAD {var} {mix}: {type(e).__name__}: {str(e)[:300]}"
                        if msg:
                            bad.append(msg)
                            print(msg, flush=True)
                    ml = max(max(lens), max(klens or lens))
                    for on in (False, True):
                        for hint in (ml, 64):   # a wrong (too small) hint: the op must stay correct
                            torch.full((q.shape[0] * 2, H, D), float("nan"), dtype=q.dtype, device="cuda")  # poison
                            what = f"op(packed={on}, hint={hint}) {mix} hkv={HKV} D={D} causal={causal}"
                            try:
                                out, lse = op_runner(on)(q, k, v, cu_q, cu_k, hint, causal)
                                torch.cuda.synchronize()
                                msg = check(what, out, lse, ref, ref_lse)
                            except Exception as e:
                                msg = f"BAD {what}: {type(e).__name__}: {str(e)[:300]}"
                            if msg:
                                bad.append(msg)
                                print(msg, flush=True)
    print(f"correctness: {len(bad)} failures ({time.time() - t0:.0f}s)", flush=True)

    # 2. timing
    short = extra_mixes()[0][1]
    g = torch.Generator().manual_seed(3)
    to127 = []
    while sum(to127) < sum(short):
        to127.append(int(torch.randint(1, 128, (1,), generator=g)))
    rows_spec = [(D, c, "short 1-63", short, 16) for D in Ds for c in (False, True)]
    if 128 in Ds and not args.quick:
        rows_spec += [(128, False, "short 1-63 GQA 8:1", short, 2), (128, False, "1-127", to127, 16)]
    rows = []
    bench = lambda f: do_bench(f, warmup=args.rep // 4, rep=args.rep, return_mode="median")  # noqa: E731
    for D, causal, mix, lens, HKV in rows_spec:
        q, k, v, cu_q, cu_k = batch(lens, HKV, D, 1)
        ml = max(lens)
        flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
        kw = {"window_size": (-1, 0)} if causal else {}
        kr, vr = (k, v) if HKV == H else (t.repeat_interleave(H // HKV, dim=1) for t in (k, v))
        ref = varlen_attn(q, kr, vr, cu_q, cu_k, ml, ml, **kw).float()
        res = {"varlen_attn": bench(lambda: varlen_attn(q, kr, vr, cu_q, cu_k, ml, ml, **kw))}
        errs = {}
        for name, on in (("op per-seq", False), ("op packed", True)):
            f = lambda on=on: op_runner(on)(q, k, v, cu_q, cu_k, ml, causal)  # noqa: E731
            try:
                errs[name] = relerr(f()[0].float(), ref.double())
                res[name] = bench(f)
                res[name + " (graph)"] = do_bench_cudagraph(f, rep=args.rep // 2, return_mode="median")
            except Exception as e:
                print(f"{mix} D={D} {name}: {type(e).__name__}: {str(e)[:300]}", flush=True)
        res["varlen_attn (graph)"] = do_bench_cudagraph(lambda: varlen_attn(q, kr, vr, cu_q, cu_k, ml, ml, **kw),
                                                        rep=args.rep // 2, return_mode="median")
        o = torch.empty_like(q)
        lse = torch.empty(q.shape[:2], device="cuda")
        for var in variants:
            try:
                run = packed_runner(var, D, causal)
                f = lambda run=run: run(q, k, v, cu_q, cu_k, o, lse)  # noqa: E731
                o.fill_(float("nan"))
                f()
                errs[var] = relerr(o.float(), ref.double())
                res[var] = bench(f)
            except Exception as e:
                print(f"{mix} D={D} {var}: {type(e).__name__}: {str(e)[:300]}", flush=True)
        tf = {k2: flops / t / 1e9 for k2, t in res.items()}
        rows.append((mix, D, causal, HKV, tf, errs))
        line = " | ".join(f"{k2} {x:6.1f} ({x / tf['varlen_attn']:.2f}x)" for k2, x in tf.items())
        print(f"{mix:18s} D={D:3d} causal={causal!s:5} hkv={HKV:2d} | {line} | max err "
              f"{max(errs.values()):.1e}", flush=True)
    write(args.out, rows, variants, bad)
    for line in recommend(rows, variants, bad):
        print(line, flush=True)
    print(f"done in {time.time() - t0:.0f}s", flush=True)


def recommend(rows, variants, bad):
    """Per head dim, the variant with the best worst-case ratio to the op's per-sequence tiles on the short rows
    (eager), and whether it wins on all of them."""
    out = []
    if bad:
        return [f"RECOMMEND: keep ENABLED = False ({len(bad)} correctness failures)"]
    for D in sorted({r[1] for r in rows}):
        short = [r for r in rows if r[0] == "short 1-63" and r[1] == D]
        cands = [v for v in variants if "PROGS" not in v and all(v in r[4] for r in short)]
        if not short or not cands or any("op per-seq" not in r[4] for r in short):
            continue
        worst = {v: min(r[4][v] / r[4]["op per-seq"] for r in short) for v in cands}
        best = max(cands, key=lambda v: worst[v])
        vs_varlen = min(r[4][best] / r[4]["varlen_attn"] for r in short)
        out.append(f"RECOMMEND D={D}: {best} ({worst[best]:.2f}x the per-sequence tiles at worst, "
                   f"{vs_varlen:.2f}x varlen_attn at worst): " + ("ENABLED = True, TILES[%d] = %s" % (D, {a: b for a, b in packed_cfg(best, D, False)[0].items()
                                                                          if a in ("BLOCK_M", "BLOCK_N", "STAGES")})
                                                                 if worst[best] > 1.0 else "keep ENABLED = False"))
    return out


def write(out, rows, variants, bad):
    import datetime
    import subprocess
    commit = os.environ.get("TLX_COMMIT") or subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=HERE).stdout.strip() or "unknown"
    date = datetime.date.today().isoformat()
    cols = ["varlen_attn", "op per-seq", "op packed"] + variants + ["varlen_attn (graph)", "op per-seq (graph)",
                                                                  "op packed (graph)"]
    lines = [f"# short sequences, bf16, H=16 — {date}, commit {commit}, {torch.cuda.get_device_name()}",
             f"torch {torch.__version__}. TFLOP/s of useful work (4·Σlen²·D·H, half for causal) and the ratio to "
             "varlen_attn. Eager: median of `do_bench` per call (L2 flushed, host time included); (graph): "
             "`do_bench_cudagraph`. 'op per-seq' is the op with the packed kernel off (one sequence per tile: 64x64 tiles when the hints are <= 64), "
             "'op packed' the op with its packed path on (tlx/ops/packed_attention.py: ENABLED, TILES); the BLOCK_M/BLOCK_N columns are kernels/jagged_attention_packed.tlx "
             "through its generated launcher (PROGS=2: two programs per SM). Correctness: "
             + ("every variant and the op matched the float64 reference on the check mixes (poisoned outputs)."
                if not bad else f"{len(bad)} failures: " + "; ".join(bad[:10])), "",
             "| lengths | D | causal | kv heads | " + " | ".join(cols) + " |",
             "|---|---|---|---|" + "---|" * len(cols)]
    for mix, D, causal, HKV, tf, errs in rows:
        base = tf["varlen_attn"]
        cells = [f"{tf[c]:.1f} ({tf[c] / (base if 'graph' not in c else tf['varlen_attn (graph)']):.2f}×)"
                 if c in tf else "—" for c in cols]
        lines.append(f"| {mix} | {D} | {'yes' if causal else 'no'} | {HKV} | " + " | ".join(cells) + " |")
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, f"short_seq_{date}_{commit}.md")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
