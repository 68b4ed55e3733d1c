"""Backward variants side by side on the GPU (issue 11): correctness of each variant, then per-kernel and
end-to-end times against varlen_attn's backward on the 16 rows of bench/jagged_attention_bwd.py.

Variants are the op's module flags (tlx/ops/jagged_attention_bwd.py) and the kernels' tile order:
  dq kernel:   ov = OVERLAP (software-pipelined, 3 stages), plain = the synchronous loop (2 stages)
  dK/dV:       smem = SMEM_P (FlashAttention-3's layout), regs = the register-fed S^T layout,
               pf = PREFETCH (step j+1's lse and delta loaded during step j)
  order:       hi = heads inner (`tiles seq, m in blocks(..), head in range(H)`: one block's heads run together),
               ho = heads outer (`tiles head in range(H), seq, m in blocks(..)`: every block of head 0 first, so
               concurrent programs stream one head's K/V or Q/dO); both kernels, sources rewritten into a temp dir
(bench/results/backward_2026-12-01c_1344c8e.md also has a software-pipelined dK/dV loop, PIPE, since removed: it was
slower on 7 of the 8 D=128 rows, and its compile crashed ptxas at D=64 and for silu at D=128)
and, with --old DIR, the kernels of an older checkout (DIR holds its kernels/jagged_attention_bwd*.tlx; they take
delta as a jagged [Tq, H] tensor).

  python scripts/bwd_variants.py check --what ref|bench --D 128 --causal 1 [--old DIR]   # checks, compiles
  python scripts/bwd_variants.py time [--old DIR] [--out bench/results]  # the table (run `check` first: warm caches)
"""
from __future__ import annotations

import argparse
import datetime
import importlib.util
import os
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "tests"))
_spec = importlib.util.spec_from_file_location("fb", os.path.join(HERE, "..", "bench", "jagged_attention.py"))
fb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fb)

from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402
from tlx.runtime import load_kernel_module  # noqa: E402

# end-to-end variants: name -> (DQ_OVERLAP, DKDV_SMEM_P, DKDV_PREFETCH (None: the op's per-D choice), tile order
# "hi"/"ho"); "op" is the op's default since 2026-12-01d (PREFETCH at D=64)
FLAGS = {"op": (True, True, None, "hi"), "plain": (False, True, None, "hi"), "ov+smem hi": (True, True, False, "hi"), "pf hi": (True, True, True, "hi"),
         "ov+smem ho": (True, True, False, "ho"), "pf ho": (True, True, True, "ho")}
_ORIG_KERNEL_PATH = bwd.kernel_path
_TILES = {  # the two orders of each backward kernel's tile space
    "dq": ("tiles seq, m in blocks(q, BLOCK_M), head in range(H) ", "tiles head in range(H), seq, m in blocks(q, BLOCK_M) "),
    "dkdv": ("tiles seq, nt in blocks(k, BLOCK_N), kvh in range(HKV) ",
             "tiles kvh in range(HKV), seq, nt in blocks(k, BLOCK_N) ")}
_DIRS = {}


def order_dir(order):
    """A folder with the backward kernels in tile order `order` (hi / ho), whichever order the sources have."""
    if order not in _DIRS:
        import tempfile
        # one fixed folder per order: the compile cache keys on it, so the check and time processes share builds
        d = os.path.join(tempfile.gettempdir(), f"tlx_bwd_{order}")
        os.makedirs(d, exist_ok=True)
        src = os.path.dirname(_ORIG_KERNEL_PATH("jagged_attention_bwd.tlx"))
        for f in os.listdir(src):
            if not f.startswith("jagged_attention_bwd"):
                continue
            text = open(os.path.join(src, f)).read()
            for part, (hi, ho) in _TILES.items():
                if f == f"jagged_attention_bwd_{part}.tlx":
                    want, other = (hi, ho) if order == "hi" else (ho, hi)
                    text = text.replace(other, want)
                    assert want in text, (f, want)
            tmp = os.path.join(d, f"{f}.{os.getpid()}.tmp")  # (processes write the same text at once)
            with open(tmp, "w") as fh:
                fh.write(text)
            os.replace(tmp, os.path.join(d, f))
        _DIRS[order] = d
    return _DIRS[order]


def kpath(order):
    return lambda name: os.path.join(order_dir(order), name)


def set_flags(name):
    ov, smem, pf, order = FLAGS[name]
    bwd.DQ_OVERLAP, bwd.DQ_STAGES, bwd.DKDV_SMEM_P, bwd.DKDV_PREFETCH = ov, 3 if ov else 2, smem, pf
    bwd.kernel_path = kpath(order)


def batch(lens, D, seed=0):
    T, H = sum(lens), 16
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
    g = torch.Generator(device="cuda").manual_seed(seed)
    q, k, v, d_o = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, generator=g) for _ in range(4))
    return cu, q, k, v, d_o


def kernel_buffers(q, k, v, cu, causal):
    """What single backward-kernel launches take beside q, k, v and dO: the forward's o and lse, a zero dlse, dq, dk,
    dv, and the head-major lse*log2e and delta ([H, T]) that the dq kernel writes for the dK/dV kernel."""
    o, lse = jagged_attention(q, k, v, cu, cu, causal=causal, return_lse=True)
    T, H = q.shape[:2]
    dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
    lse2_t, delta_t = (torch.empty(H, T, device=q.device) for _ in range(2))
    return o, lse, torch.zeros_like(lse), dq, dk, dv, lse2_t, delta_t


def alternating(fns, rounds, bench):
    """{name: [us per round]}: each fn timed once a round, the order reversed every other round (so a drift of clock
    or temperature during the rounds reaches every fn alike)."""
    times = {n: [] for n in fns}
    for r in range(rounds):
        for n in (list(fns) if r % 2 == 0 else list(fns)[::-1]):
            times[n].append(bench(fns[n]) * 1e3)
    return times


def old_modules(old, D, causal):
    base = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax", "STAGES": 2}
    return (load_kernel_module(os.path.join(old, "jagged_attention_bwd_dq.tlx"),
                               {**base, "BLOCK_M": 128, "BLOCK_N": 64, "WG_M": 64}, target="gluon"),
            load_kernel_module(os.path.join(old, "jagged_attention_bwd_dkdv.tlx"),
                               {**base, "BLOCK_M": 64, "BLOCK_N": 128, "WG_N": 64}, target="gluon"))


def new_modules(D, causal, dq_ov, smem, pf=False, order="hi"):
    kernel_path = kpath(order)
    base = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax"}
    dq = load_kernel_module(kernel_path("jagged_attention_bwd_dq.tlx"),
                            {**base, "BLOCK_M": 128, "BLOCK_N": 64, "WG_M": 64, "STAGES": 3 if dq_ov else 2,
                             "OVERLAP": dq_ov}, target="gluon")
    dkdv = load_kernel_module(kernel_path("jagged_attention_bwd_dkdv.tlx"),
                              {**base, "STAGES": 2, "BLOCK_M": 64, "BLOCK_N": 128, "WG_N": 64, "SMEM_P": smem,
                               **({"PREFETCH": True} if pf else {})}, target="gluon")
    return dq, dkdv


def kernel_steps(lens, D, causal, q, k, v, d_o, cu, old):
    """{name: fn} of single-kernel launches (dq and dK/dV of each variant, and the old checkout's)."""
    ml, scale = max(lens), D ** -0.5
    o, lse, dlse, dq, dk, dv, lse2_t, delta_t = kernel_buffers(q, k, v, cu, causal)
    delta = torch.empty_like(lse)
    steps = {}
    for name, ov, order in (("dq plain hi", False, "hi"), ("dq ov hi", True, "hi"), ("dq ov ho", True, "ho")):
        m = new_modules(D, causal, ov, True, order=order)[0]
        steps[name] = (lambda m=m: m.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu, cu, scale, 1.0,
                                                  max_seqlen=ml))
    steps["dq ov hi"]()  # (writes lse2_t and delta_t for the dK/dV kernels)
    for name, pf, order in KCOLS_DKDV:
        m = new_modules(D, causal, True, True, pf, order)[1]
        steps[name] = (lambda m=m: m.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu, cu, scale, 1.0,
                                                    max_seqlen=ml))
    if old:
        mq, mkv = old_modules(old, D, causal)
        steps["dq old"] = lambda: mq.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, delta, dq, cu, cu, scale, 1.0,
                                                 max_seqlen=ml)
        steps["dq old"]()
        steps["dkdv old"] = lambda: mkv.attn_bwd_dkdv(q, k, v, d_o, lse, delta, dk, dv, cu, cu, scale, 1.0,
                                                      max_seqlen=ml)
    return steps


# kernel-level dK/dV variants: (name, PREFETCH, order)
KCOLS_DKDV = (("dkdv smem hi", False, "hi"), ("dkdv pf hi", True, "hi"), ("dkdv smem ho", False, "ho"),
              ("dkdv pf ho", True, "ho"))


def grads(q, k, v, cu, ml, causal, d_o):
    a = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = jagged_attention(*a, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
    return torch.autograd.grad(out, a, d_o)


def check(a):
    """Every variant: the float64 GPU cases of tests/test_gpu_backward.py with this D and causal (poisoned outputs),
    and its gradients on the bench batches against varlen_attn's (which also compiles the bench's specializations)."""
    import test_gpu_backward as tg
    from torch.nn.attention.varlen import varlen_attn
    bwd._empty_like = lambda t, **kw: torch.full_like(t, float("nan"), **kw)
    causal = bool(a.causal)
    cases = [c for c in tg.CASES if c[5] == a.D and c[2] == causal] if a.what == "ref" else []
    bad = 0
    for name in (FLAGS if a.all else list(FLAGS)[-1:]):  # (the last combines every change)
        set_flags(name)
        for c in cases:
            try:
                tg.test_backward_gpu(_MP(), False, "det", *c)
                print(f"ok   {name:11s} float64 {str(c[0])[:30]} H={c[3]}/{c[4]} {c[6]} {c[7]}", flush=True)
            except Exception as e:  # one variant failing must not hide the others
                bad += 1
                print(f"FAIL {name:11s} float64 {str(c[0])[:30]}: {type(e).__name__}: {str(e)[:300]}", flush=True)
    for mix, lens in (fb.mixes().items() if a.what == "bench" else ()):
        cu, q, k, v, d_o = batch(lens, a.D)
        ml = max(lens)
        kw = {"window_size": (-1, 0)} if causal else {}
        ins = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        ref = torch.autograd.grad(varlen_attn(*ins, cu, cu, ml, ml, **kw), ins, d_o)
        for name in FLAGS:
            set_flags(name)
            got = grads(q, k, v, cu, ml, causal, d_o)
            err = max(((g.float() - r.float()).norm() / r.float().norm()).item() for g, r in zip(got, ref))
            ok = err < 2e-2 and not any(torch.isnan(g).any() for g in got)
            bad += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {name:11s} vs varlen_attn {mix:20s} D={a.D} causal={causal}: "
                  f"rel err {err:.1e}", flush=True)
        steps = kernel_steps(lens, a.D, causal, q, k, v, d_o, cu, a.old)
        for fn in steps.values():  # compile every kernel-level variant on the bench's shapes
            fn()
        torch.cuda.synchronize()
    print(f"check {a.what} D={a.D} causal={causal}: {'all passed' if not bad else f'{bad} FAILED'}", flush=True)
    sys.exit(1 if bad else 0)


class _MP:
    """The two monkeypatch methods test_backward_gpu uses, applied for good (one process per config)."""
    def setenv(self, k, v):
        os.environ[k] = v

    def setattr(self, obj, name, value):
        setattr(obj, name, value)


def time_rows(a):
    from triton.testing import do_bench
    from torch.nn.attention.varlen import varlen_attn
    bench = lambda fn: do_bench(fn, warmup=10, rep=a.rep, return_mode="median")  # noqa: E731
    rows = []
    for D in (128, 64):
        for mix, lens in fb.mixes().items():
            cu, q, k, v, d_o = batch(lens, D)
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
                for name in FLAGS:
                    set_flags(name)
                    out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                    r[name] = tf(bench(lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)))
                    del out
                steps = kernel_steps(lens, D, causal, q.detach(), k.detach(), v.detach(), d_o, cu, a.old)
                for name, fn in steps.items():
                    r["us " + name] = bench(fn) * 1e3
                if a.old:
                    r["old"] = tf((r["us dq old"] + r["us dkdv old"]) / 1e3)
                rows.append(r)
                print_row(r)
                write(rows, a)
    write(rows, a, final=True)


def write(rows, a, final=False):
    commit, day = stamp()
    import triton
    names = list(FLAGS)
    kcols = ["dq old", "dq plain hi", "dq ov hi", "dq ov ho", "dkdv old"] + [c[0] for c in KCOLS_DKDV]
    lines = [f"# jagged attention backward variants, bf16, H=16, ~{fb.TOKENS} tokens — {day}, commit {commit}, "
             f"{torch.cuda.get_device_name()}",
             f"torch {torch.__version__}, triton {triton.__version__}. TFLOP/s of useful work (2.5 × the forward's "
             "4·Σlen²·D·H, half for causal), median of `do_bench` (L2 flushed) of `torch.autograd.grad` per variant "
             "(op flags: op = the op's default, dq ov = OVERLAP, plain = its plain loop, dK/dV smem = SMEM_P, "
             "pf = PREFETCH; tile order hi = heads inner, "
             "ho = heads outer, both kernels). old = the kernels before this work (sum of the two kernels' times). "
             "Right: µs per kernel launch.", "",
             "| lengths | D | causal | varlen_attn | old | " + " | ".join(names) + " | best / varlen_attn | "
             + " | ".join(kcols) + " |",
             "|---|---|---|---|---|" + "---|" * len(names) + "---|" + "---|" * len(kcols)]
    f = lambda r, c, fmt=".0f": format(r[c], fmt) if c in r else "—"  # noqa: E731
    for r in rows:
        best = max(r[n] for n in names)
        r["best ratio"] = best / r["varlen"]
        lines.append(f"| {r['mix']} (B={r['B']}, max {r['max']}) | {r['D']} | {'yes' if r['causal'] else 'no'} | "
                     f"{f(r, 'varlen')} | {f(r, 'old')} | " + " | ".join(f(r, n) for n in names)
                     + f" | {r['best ratio']:.2f}× | " + " | ".join(f(r, 'us ' + c) for c in kcols) + " |")
    lines.append("")
    for n in names + ["old"]:
        for r in rows:
            if n in r:
                r["ratio " + n] = r[n] / r["varlen"]
        lines += fb.summary(rows, "ratio " + n, f"{n} over varlen_attn: geometric mean")
    write_table(lines, a.out, f"backward_{day}{a.tag}_{commit}.md", final)


def stamp():
    """The table's commit (TLX_COMMIT on the device copy, which has no .git; else the checkout's) and day."""
    commit = os.environ.get("TLX_COMMIT") or subprocess.run(["git", "rev-parse", "--short", "HEAD"],
                                                           capture_output=True, text=True).stdout.strip() or "unknown"
    return commit, datetime.date.today().isoformat()


def print_row(r):
    """One measured row on one line, as it lands (a call cut short still shows what it measured)."""
    print(" ".join(f"{k}={v:.1f}" if isinstance(v, float) else f"{k}={v}" for k, v in r.items()), flush=True)


def write_table(lines, out, name, final):
    """The table under out/name; printed too on the final write (a call cut short keeps the last complete table)."""
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, name), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    if final:
        print("\n".join(lines))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("phase", choices=("check", "time"))
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    ap.add_argument("--what", choices=("ref", "bench"), default="ref",
                    help="check: the float64 cases, or the bench batches against varlen_attn")
    ap.add_argument("--old", default=None, help="folder with an older checkout's kernels/jagged_attention_bwd*.tlx")
    ap.add_argument("--rep", type=int, default=25)
    ap.add_argument("--all", action="store_true", help="check: the float64 cases for every variant, not the last")
    ap.add_argument("--tag", default="d", help="the table's file name: backward_<day><tag>_<commit>.md")
    ap.add_argument("--out", default=os.path.join(HERE, "..", "bench", "results"))
    a = ap.parse_args()
    check(a) if a.phase == "check" else time_rows(a)


if __name__ == "__main__":
    main()
