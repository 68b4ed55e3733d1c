"""The fused backward's tile boundary on the GPU (session 38): the fused path forced, in alternating
rounds (order reversed every round), per batch (--D, --causal): the op's build, its flags ROTATE and DKV_TMA, and a
diagnostic build without the dK/dV stores (its dK/dV are wrong: timing only, never the op's) that tells what the
epilogue's global stores cost a tile (the next tile's first fence waits for them: ptxas's MEMBAR.ALL.CTA).
Gradients of every real variant are compared with the op build's element-wise (max abs difference over max abs).

    python scripts/fused_tile_ab.py [--mixes "128 x 512,64 x 1024,lognormal"] [--variants op,dkv_tma] [--rounds 3]
(a mix is "N x L", N sequences of L tokens, or a bench mix's name)
"""
import argparse
import math
import os
import re
import shutil
import statistics
import sys
import tempfile

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
from bwd_variants import alternating, fb  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402

_PATH = bwd.kernel_path
# variant -> (module flags, diagnostic source edit of the fused kernel or None)
# (session 38 also timed KV_EARLY, since removed: bench/results/bwd_dkv_tma_ab_2026-12-06_05158c4.md)
VARIANTS = {"op": ({}, None), "rotate": ({"FUSED_ROTATE": True}, None), "no_epilogue": ({}, "noepi"),
            "dkv_tma": ({"FUSED_DKV_TMA": True}, None),
            "dkv_tma+rotate": ({"FUSED_DKV_TMA": True, "FUSED_ROTATE": True}, None)}


def diag_dir(edit):
    d = os.path.join(tempfile.gettempdir(), f"tlx_fused_{edit}")
    os.makedirs(d, exist_ok=True)
    src = os.path.dirname(_PATH("jagged_attention_bwd.tlx"))
    for f in os.listdir(src):
        if f.startswith("jagged_attention_bwd"):
            shutil.copy(os.path.join(src, f), d)
    p = os.path.join(d, "jagged_attention_bwd_fused.tlx")
    s = open(p).read()
    if edit == "noepi":  # (dK/dV stored for key row 0 only where it exists: the stores' cost gone, the code shape kept)
        s, n = re.subn(r"where live\[:, None\]", "where (live and krows < 0)[:, None]", s)
        assert n == 2, n
    open(p, "w").write(s)
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mixes", default="128 x 512,64 x 1024,16 x 4096")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--rep", type=int, default=40)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    a = ap.parse_args()
    from triton.testing import do_bench
    bwd.USE_FUSED = True
    dirs = {e: diag_dir(e) for _, e in VARIANTS.values() if e}
    plans = {n: {} for n in VARIANTS}  # (each variant's own direct-launch plans: their key is the config only)
    names = a.variants.split(",")
    print("| batch | " + " | ".join(f"{n} us" for n in names) + " | " + " | ".join(f"{n}: speed-up" for n in names[1:]) + " |")
    print("|---" * (2 * len(names)) + "|")
    for mix in a.mixes.split(","):
        n_l = re.fullmatch(r"(\d+) x (\d+)", mix.strip())
        lens = [int(n_l[2])] * int(n_l[1]) if n_l else fb.mixes()[mix.strip()]
        T, H, D, L = sum(lens), 16, a.D, max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
        q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
        d_o = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16)
        out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=L, max_seqlen_k=L, causal=bool(a.causal))

        def run(name):
            flags, edit = VARIANTS[name]
            old = {f: getattr(bwd, f) for f in flags}
            for f, x in flags.items():
                setattr(bwd, f, x)
            bwd.kernel_path = (lambda f, d=dirs[edit]: os.path.join(d, f)) if edit else _PATH
            bwd._FUSED_PLANS = plans[name]
            try:
                return torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)
            finally:
                for f, x in old.items():
                    setattr(bwd, f, x)
                bwd.kernel_path = _PATH
        grads = {n: run(n) for n in names}
        for n in names[1:]:
            if VARIANTS[n][1]:
                continue
            err = max(((x.float() - y.float()).abs().max() / y.float().abs().max()).item()
                      for x, y in zip(grads[n], grads["op"]))
            print(f"({mix}: {n} against the op build: max |difference| / max |op| {err:.1e} over dQ, dK, dV)")
            assert err < 2e-2, f"{mix}: {n} differs from the op build by {err:.1e}"
        times = alternating({n: (lambda n=n: run(n)) for n in names}, a.rounds,
                            lambda fn: do_bench(fn, warmup=a.rep // 4, rep=a.rep, return_mode="median"))
        med = {n: statistics.median(t) for n, t in times.items()}
        print(f"| {mix} (D={D}, causal={a.causal}) | " + " | ".join(f"{med[n]:.0f}" for n in names) + " | "
              + " | ".join(f"{med['op'] / med[n]:.3f}" for n in names[1:]) + " |", flush=True)


if __name__ == "__main__":
    main()
