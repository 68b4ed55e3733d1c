"""The dynamic tile walk on the backward kernels (issue 11), on the GPU: static vs dynamic, per kernel.

check: per head dim and causal flag, outputs NaN-poisoned (an unwritten element shows): the float64 cases of
  tests/test_gpu_backward.py with both kernels dynamic, then on the bench batches the gradients of every walk
  (static, dq dynamic, dK/dV dynamic, both) are compared bitwise with the static walk's (a tile's arithmetic and
  the order of its reductions do not depend on the program that runs it, so they must be equal, which also proves
  deterministic=True still holds) and, for the static walk, against varlen_attn's (relative error).
time: per bench row, varlen_attn's backward, the op's end to end (static, both dynamic) and each kernel alone
  (dq and dK/dV, static and dynamic); the table goes to --out as backward_<day>e_<commit>.md.

  python scripts/bwd_dynamic.py check --D 128 --causal 1
  python scripts/bwd_dynamic.py time --out bench/results
"""
from __future__ import annotations

import argparse
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bwd_variants as bv  # noqa: E402  (the bench batches, the bench module, the float64 cases' monkeypatch)

bwd, fb, jagged_attention = bv.bwd, bv.fb, bv.jagged_attention
# (dq dynamic, dK/dV dynamic)
WALKS = {"static": (False, False), "dq dyn": (True, False), "dkdv dyn": (False, True), "both dyn": (True, True)}


def set_walk(name):
    dq, dkdv = WALKS[name]
    bwd.DQ_DYNAMIC, bwd.DKDV_DYNAMIC = {True: dq, False: dq}, {True: dkdv, False: dkdv}


def modules(D, causal, dyn):
    from tlx.runtime import kernel_path, load_kernel_module
    base = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax", "DYNAMIC": dyn}
    dq = load_kernel_module(kernel_path("jagged_attention_bwd_dq.tlx"),
                            {**base, "BLOCK_M": 128, "BLOCK_N": 64, "WG_M": 64, "STAGES": bwd.DQ_STAGES,
                             "OVERLAP": bwd.DQ_OVERLAP}, target="gluon")
    dkdv = load_kernel_module(kernel_path("jagged_attention_bwd_dkdv.tlx"),
                              {**base, "STAGES": 2, "BLOCK_M": 64, "BLOCK_N": 128, "WG_N": 64,
                               "SMEM_P": bwd.DKDV_SMEM_P}, target="gluon")
    return dq, dkdv


def kernel_steps(lens, D, causal, q, k, v, d_o, cu):
    ml, scale = max(lens), D ** -0.5
    o, lse, dlse, dq, dk, dv, lse2_t, delta_t = bv.kernel_buffers(q, k, v, cu, causal)
    steps = {}
    for dyn in (False, True):
        mq, mkv = modules(D, causal, dyn)
        tag = "dyn" if dyn else "static"
        steps["dq " + tag] = (lambda m=mq: m.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu, cu,
                                                         scale, 1.0, max_seqlen=ml))
        steps["dq " + tag]()
        steps["dkdv " + tag] = (lambda m=mkv: m.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu, cu, scale,
                                                              1.0, max_seqlen=ml))
    return steps


def check(a):
    import test_gpu_backward as tg
    from torch.nn.attention.varlen import varlen_attn
    bwd._empty_like = lambda t, **kw: torch.full_like(t, float("nan"), **kw)
    causal, bad = bool(a.causal), 0
    set_walk("both dyn")
    for c in [c for c in tg.CASES if c[5] == a.D and c[2] == causal]:
        try:
            tg.test_backward_gpu(bv._MP(), False, "det", *c)
            print(f"ok   both dyn float64 {str(c[0])[:30]} H={c[3]}/{c[4]} {c[6]} {c[7]}", flush=True)
        except Exception as e:
            bad += 1
            print(f"FAIL both dyn float64 {str(c[0])[:30]}: {type(e).__name__}: {str(e)[:300]}", flush=True)
    for mix, lens in fb.mixes().items():
        cu, q, k, v, d_o = bv.batch(lens, a.D)
        ml = max(lens)
        kw = {"window_size": (-1, 0)} if causal else {}
        ins = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        ref = torch.autograd.grad(varlen_attn(*ins, cu, cu, ml, ml, **kw), ins, d_o)
        set_walk("static")
        static = bv.grads(q, k, v, cu, ml, causal, d_o)
        err = max(((g.float() - r.float()).norm() / r.float().norm()).item() for g, r in zip(static, ref))
        ok = err < 2e-2 and not any(torch.isnan(g).any() for g in static)
        bad += not ok
        print(f"{'ok  ' if ok else 'FAIL'} static vs varlen_attn {mix:20s} D={a.D} causal={causal}: rel err {err:.1e}",
              flush=True)
        for name in ("dq dyn", "dkdv dyn", "both dyn", "both dyn"):  # both twice: run to run
            set_walk(name)
            got = bv.grads(q, k, v, cu, ml, causal, d_o)
            same = all(torch.equal(g, s) for g, s in zip(got, static))
            bad += not same
            print(f"{'ok  ' if same else 'FAIL'} {name:8s} bitwise == static {mix:20s} D={a.D} causal={causal}",
                  flush=True)
        for fn in kernel_steps(lens, a.D, causal, q, k, v, d_o, cu).values():  # compiles the timed kernels
            fn()
        torch.cuda.synchronize()
    print(f"check D={a.D} causal={causal}: {'all passed' if not bad else f'{bad} FAILED'}", flush=True)
    sys.exit(1 if bad else 0)


def time_rows(a):
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    bench = lambda fn: do_bench(fn, warmup=10, rep=a.rep, return_mode="median")  # noqa: E731
    rows = []
    for D in (128, 64):
        for mix, lens in fb.mixes().items():
            cu, q, k, v, d_o = bv.batch(lens, D)
            ml = max(lens)
            q.requires_grad_(), k.requires_grad_(), v.requires_grad_()
            for causal in (False, True):
                flops = 2.5 * sum(4 * L * L * D * 16 for L in lens) / (2 if causal else 1)
                tf = lambda ms: flops / ms / 1e9  # noqa: E731
                kw = {"window_size": (-1, 0)} if causal else {}
                r = {"mix": mix, "D": D, "causal": causal, "B": len(lens), "max": ml}
                out = varlen_attn(q, k, v, cu, cu, ml, ml, **kw)
                r["varlen"] = tf(bench(lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)))
                del out
                for name in ("static", "both dyn"):
                    set_walk(name)
                    out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                    r[name] = tf(bench(lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)))
                    del out
                for name, fn in kernel_steps(lens, D, causal, q.detach(), k.detach(), v.detach(), d_o, cu).items():
                    r["us " + name] = bench(fn) * 1e3
                rows.append(r)
                bv.print_row(r)
                write(rows, a)
    write(rows, a, final=True)


def write(rows, a, final=False):
    import triton
    commit, day = bv.stamp()
    kcols = ["dq static", "dq dyn", "dkdv static", "dkdv dyn"]
    lines = [f"# jagged attention backward, static vs dynamic tile walk, bf16, H=16, ~{fb.TOKENS} tokens — {day}, "
             f"commit {commit}, {torch.cuda.get_device_name()}",
             f"torch {torch.__version__}, triton {triton.__version__}. TFLOP/s of useful work (2.5 × the forward's "
             "4·Σlen²·D·H, half for causal), median of `do_bench` (L2 flushed) of `torch.autograd.grad`; static = "
             "both kernels with the static walk (the op's default before this table), dyn = both kernels with "
             "DYNAMIC (tlx/ops/jagged_attention_bwd.py DQ_DYNAMIC, DKDV_DYNAMIC). Right: µs per kernel launch, "
             "and their ratios (µs dyn / µs static < 1: the dynamic walk is faster).", "",
             "| lengths | D | causal | varlen_attn | static | dyn | dyn / static (speed-up) | "
             + " | ".join(kcols) + " | dq dyn/static | dkdv dyn/static |",
             "|---|---|---|---|---|---|---|" + "---|" * (len(kcols) + 2)]
    f = lambda r, c, fmt=".0f": format(r[c], fmt) if c in r else "—"  # noqa: E731
    for r in rows:
        r["ratio dyn"] = r["both dyn"] / r["static"]
        r["k dq"] = r["us dq dyn"] / r["us dq static"]
        r["k dkdv"] = r["us dkdv dyn"] / r["us dkdv static"]
        lines.append(f"| {r['mix']} (B={r['B']}, max {r['max']}) | {r['D']} | {'yes' if r['causal'] else 'no'} | "
                     f"{f(r, 'varlen')} | {f(r, 'static')} | {f(r, 'both dyn')} | {r['ratio dyn']:.3f} | "
                     + " | ".join(f(r, 'us ' + c) for c in kcols) + f" | {r['k dq']:.3f} | {r['k dkdv']:.3f} |")
    lines.append("")
    for n in ("static", "both dyn"):
        for r in rows:
            r["ratio " + n] = r[n] / r["varlen"]
        lines += fb.summary(rows, "ratio " + n, f"{n} over varlen_attn: geometric mean")
    lines += fb.summary(rows, "ratio dyn", "dyn over static (end to end): geometric mean")
    bv.write_table(lines, a.out, f"backward_{day}e_{commit}.md", final)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("phase", choices=("check", "time"))
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    ap.add_argument("--rep", type=int, default=20)
    ap.add_argument("--out", default=os.path.join(HERE, "..", "bench", "results"))
    a = ap.parse_args()
    check(a) if a.phase == "check" else time_rows(a)


if __name__ == "__main__":
    main()
