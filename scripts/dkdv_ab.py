"""A/B of dK/dV kernel builds on the GPU: the op's dK/dV build against variants of it (compile-time overrides, e.g.
OVERLAP, STAGES, KVBUF), each kernel launched alone on the same inputs (the dq kernel's lse*log2e and delta), timed
in alternating rounds (order reversed each round, median of the rounds' do_bench medians, L2 flushed), on the bench's
four mixes and batches the bench does not have, per (head dim, causal). Every variant's dK and dV are compared with
the op build's (same products in the same order: expected bitwise equal). Builds are compiled (and their triton
kernels JIT-compiled) first in parallel worker processes.

    python scripts/dkdv_ab.py [--rounds 3] [--dims 128,64] [--out FILE]
"""
import argparse
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
import multiprocessing as mp

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))
sys.path.insert(0, HERE)

# variants per (D, causal): name -> overrides of the op's dK/dV config (bench/results/dkdv_ab_2026-12-02_6681ffc.md
# timed OVERLAP, a software-pipelined loop since removed again, with 2- and 3-deep rings)
VARIANTS = {
    (128, False): {"lse": {"LSE_SMEM": True}, "st lse": {"SMEM_P": False, "LSE_SMEM": True}},
    (128, True): {"lse smem p": {"SMEM_P": True, "LSE_SMEM": True},
                  "per step (smem p)": {"SMEM_P": True, "LSE_SMEM": False}},
    (64, False): {"lse": {"LSE_SMEM": True}, "st lse": {"SMEM_P": False, "LSE_SMEM": True}},
    (64, True): {"st lse": {"SMEM_P": False, "LSE_SMEM": True, "PREFETCH": False, "PF_LATE": False},
                 "st split lse": {"SMEM_P": False, "LSE_SMEM": True, "PREFETCH": False, "PF_LATE": False,
                                  "PER_STEP": True, "SPLIT": True},
                 "st128 split lse": {"SMEM_P": False, "LSE_SMEM": True, "PREFETCH": False, "PF_LATE": False,
                                     "PER_STEP": True, "SPLIT": True, "BLOCK_M": 128}},
}
# silu's variants (--act silu): its dK/dV builds keep the 64-row SMEM_P layout, which spills at D=128 (SASS step loops
# 850/842 instructions with 62/59 local loads without the mask, 741 with 37 under it; after sigmoid became one op); the
# S^T layout without the mask: 739/728 with 2/0 (under the mask 843 with 33: timed for completeness)
VARIANTS_SILU = {(128, False): {"st": {"SMEM_P": False}}, (128, True): {"st": {"SMEM_P": False}},
                 (64, False): {"st": {"SMEM_P": False}}, (64, True): {"st": {"SMEM_P": False}}}
# (session 25, not run: D=64 causal in the op's D=128 causal shape, S^T with lse/delta from the ring, per-step slot
# addresses and the masked steps split off (SPLIT). SASS step loops, 64 query rows: masked 475/476, unmasked 268/270,
# no spill, against the op's 536/526 on every step (static counts: the mask is a runtime branch, so an unmasked step
# of the op's build skips part of it); 128 query rows: unmasked 463/465 (wider products, as the D=64 non-causal build),
# but the masked loops spill (~30 local loads and stores a step). Both proved. The two-kernel path runs the slowest
# bench row, all 1024 D=64 causal, 1.29x varlen_attn)
# (earlier sets: STAGES 3 and 3 with KVBUF 1 at D=128; the S^T layout at D=64 with and without PREFETCH; PREFETCH and
# PF_LATE, PREFETCH's loads issued after the step's dS fence instead of at its top, dkdv_ab_2026-12-04_afda15a.md;
# PD_SWAP (P and dS trade slots every step) and PER_STEP (every slot address recomputed per step, `per_step`),
# dkdv_ab_2026-12-04c_4d01e3c.md. Now: the S^T layout (SMEM_P=False: P^T and dS^T fed to dV's and dK's products from
# registers, no P/dS stores) on the op's builds, PER_STEP included, whose SASS spills 21/33 at D=128 causal, 0/0 at
# D=64 causal; at D=64 without a mask with the op's 128-row query blocks it spills 228/242, with 64-row ones 0/0: "st
# bm64"), timed at 5481c19 (0.86-0.93x); then again with dV's product issued before dP^T's wait (as SMEM_P orders it),
# 12ea030: 0.81-0.95x. Now LSE_SMEM: the S^T layout with lse and delta written by the producer into the Q/dO ring's
# slot and read by the warp groups from shared memory (FA4's way; SASS step loops at D=128 417/412 without the mask,
# 507/308/513/308 under it, against the op's 477/472 and 603/445/599/440, no spills; D=64 causal 442 against 536),
# dfb57bc: 1.034x at D=128 causal (the op's build there since), slower elsewhere. Next (written in session 23, not
# run): LSE_SMEM in the SMEM_P layout too (lse/delta per row from the ring: no global load outstanding at a step's
# fences, PF_LATE's reason; SASS step loops D=128 428/426 against 477/472, D=64 causal 451/447 against 536/526, D=64
# 720/719 against 789/789), and at D=128 causal the previous op build (SMEM_P with PER_STEP) against the S^T one:
# 0.26-0.65x, the producer warp's lse column spilled (dkdv_ab_2026-12-04g_a631bf6.md); again after the layout fix,
# with the S^T build at every head dim too (its producer spilled as well)


def batches(kind="default"):
    import torch
    from jagged_attention import mixes
    g = torch.Generator().manual_seed(23)
    if kind == "mean":
        return mean_batches(g)

    def fill(draw, tokens=65536):
        ls = []
        while sum(ls) < tokens:
            ls.append(draw())
        ls[-1] -= sum(ls) - tokens
        return [x for x in ls if x > 0]
    out = list(mixes().items())
    out.append(("mixed 64-6000 (not in bench)", fill(lambda: int(torch.randint(64, 6001, (1,), generator=g)))))
    out.append(("long 4097-16384 (not in bench)", fill(lambda: int(torch.randint(4097, 16385, (1,), generator=g)))))
    out.append(("uniform 1-512 (not in bench)", fill(lambda: int(torch.randint(1, 513, (1,), generator=g)))))
    return out


def mean_batches(g):
    """Mixes with a mean length from ~250 to ~1,500 tokens (most not in the bench): where a shape that pays on long
    sequences stops paying."""
    import torch
    from fwd_ab import fill

    def uni(lo, hi):
        return fill(g, lambda: int(torch.randint(lo, hi + 1, (1,), generator=g)))

    def logn(mu, cap):
        return fill(g, lambda: max(1, min(cap, int(math.exp(mu + torch.randn(1, generator=g).item())))))
    from jagged_attention import mixes
    m = mixes()
    return [("uniform 1-512 (not in bench)", uni(1, 512)), ("lognormal", m["lognormal"]),
            ("all 512 (not in bench)", [512] * 128), ("uniform 1-1024 (not in bench)", uni(1, 1024)),
            ("64-1024 + one 5000 (not in bench)", fill(g, lambda: int(torch.randint(64, 1025, (1,), generator=g)),
                                                      tokens=65536 - 5000) + [5000]),
            ("lognormal 6+N(0,1) cap 4096 (not in bench)", logn(6.0, 4096)),
            ("all 768 (not in bench)", [768] * 85), ("uniform 1-1536 (not in bench)", uni(1, 1536)),
            ("uniform 1-2048", m["uniform 1-2048"]), ("all 1024", m["all 1024"]),
            ("uniform 256-2560 (not in bench)", uni(256, 2560))]


def alternating(fns, rounds, rep):
    """{name: median over `rounds` rounds of do_bench's median (ms)}, the order of fns reversed every round (clocks
    drift under sustained load: the first-timed function would get the coolest GPU)."""
    from triton.testing import do_bench
    times = {n: [] for n in fns}
    for r in range(rounds):
        for n in (list(fns) if r % 2 == 0 else list(fns)[::-1]):
            times[n].append(do_bench(fns[n], warmup=5, rep=rep, return_mode="median"))
    return {n: statistics.median(t) for n, t in times.items()}


def configs(D, causal, act="softmax"):
    import torch
    from tlx.ops import jagged_attention_bwd as bwd
    q = torch.empty(1, 16, D, device="cuda", dtype=torch.bfloat16)
    dq_cfg, base = bwd._configs(q, causal, act)
    builds = {"op": base}
    for name, over in (VARIANTS if act == "softmax" else VARIANTS_SILU)[(D, causal)].items():
        builds[name] = {**base, **over}
    return dq_cfg, builds


def _warm(args):
    """Worker: build one kernel module and launch it once on a small batch (the triton JIT compile lands in its cache)."""
    part, cfg = args
    import torch
    from tlx.runtime import kernel_path, load_kernel_module
    t0 = time.time()
    mod = load_kernel_module(kernel_path(f"jagged_attention_bwd_{part}.tlx"), cfg, target="gluon")
    D, T, H = cfg["D"], 1024, 16
    cu = torch.tensor([0, 512, 1024], dtype=torch.int32, device="cuda")
    q, k, v, o, d_o, dq, dk, dv = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(8))
    lse = torch.rand(T, H, device="cuda") + 5
    lse2_t, delta_t = torch.rand(H, T, device="cuda"), torch.rand(H, T, device="cuda")
    if part == "dq":
        mod.attn_bwd_dq(q, k, v, o, d_o, lse, torch.zeros_like(lse), lse2_t, delta_t, dq, cu, cu, 0.1, 1.0, max_seqlen=512)
    else:
        mod.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu, cu, 0.1, 1.0, max_seqlen=512)
    torch.cuda.synchronize()
    return f"{part} {sorted(cfg.items())}: {time.time() - t0:.0f} s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--rep", type=int, default=40)
    ap.add_argument("--dims", default="128,64")
    ap.add_argument("--causal", choices=("no", "yes", "both"), default="both")
    ap.add_argument("--workers", type=int, default=12)
    ap.add_argument("--out", default=None)
    ap.add_argument("--batches", choices=("default", "mean"), default="default")
    ap.add_argument("--act", choices=("softmax", "silu"), default="softmax")
    a = ap.parse_args()
    import torch
    from tlx.ops import jagged_attention
    from tlx.runtime import kernel_path, load_kernel_module
    t0 = time.time()
    keys = [(int(d), c) for d in a.dims.split(",") for c in {"no": (False,), "yes": (True,),
                                                             "both": (False, True)}[a.causal]]
    table = VARIANTS if a.act == "softmax" else VARIANTS_SILU
    keys = [key for key in keys if table.get(key)]  # (a (D, causal) with no variant set is not timed)
    jobs, plan = [], {}
    for key in keys:
        dq_cfg, builds = configs(*key, a.act)
        plan[key] = (dq_cfg, builds)
        jobs.append(("dq", dq_cfg))
        jobs += [("dkdv", cfg) for cfg in builds.values()]
    with ProcessPoolExecutor(a.workers, mp_context=mp.get_context("spawn")) as ex:
        for line in ex.map(_warm, jobs):
            print("built", line[:160], flush=True)
    print(f"builds ready after {time.time() - t0:.0f} s", flush=True)
    H = 16
    nv = max(len(table[key]) for key in keys)
    lines = ["| batch | D | causal | mean length | op µs | " + " | ".join(f"variant {i + 1} / op" for i in range(nv))
             + " | variants | dK/dV vs op |", "|---|---|---|---|---|" + "---|" * nv + "---|---|"]
    summary = {}
    for key in keys:
        D, causal = key
        dq_cfg, builds = plan[key]
        dq_mod = load_kernel_module(kernel_path("jagged_attention_bwd_dq.tlx"), dq_cfg, target="gluon")
        mods = {n: load_kernel_module(kernel_path("jagged_attention_bwd_dkdv.tlx"), c, target="gluon")
                for n, c in builds.items()}
        for bname, lens in batches(a.batches):
            T = sum(lens)
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
            q, k, v, d_o = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
            o, lse = jagged_attention(q, k, v, cu, cu, causal=causal, return_lse=True, activation=a.act)
            ml, scale = max(lens), D ** -0.5
            dq = torch.empty_like(q)
            lse2_t, delta_t = (torch.empty(H, T, device="cuda") for _ in range(2))
            dq_mod.attn_bwd_dq(q, k, v, o, d_o, lse, torch.zeros_like(lse), lse2_t, delta_t, dq, cu, cu, scale, 1.0,
                               max_seqlen=ml)
            outs = {}
            for n, m in mods.items():
                dk, dv = torch.full_like(k, float("nan")), torch.full_like(v, float("nan"))
                m.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu, cu, scale, 1.0, max_seqlen=ml)
                outs[n] = (dk, dv)
            torch.cuda.synchronize()
            ref = outs["op"]
            checks = []
            for n, (dk, dv) in outs.items():
                if n == "op":
                    continue
                same = torch.equal(dk, ref[0]) and torch.equal(dv, ref[1])
                # (another product order, e.g. the S^T layout, is not bitwise: the largest difference relative to the
                # op build's largest element, bf16's rounding is ~4e-3)
                err = max(((x.float() - r.float()).abs().max() / r.float().abs().max()).item()
                          for x, r in zip((dk, dv), ref))
                assert not (torch.isnan(dk).any() or torch.isnan(dv).any()), n
                checks.append(f"{n}: {'bitwise' if same else f'max diff {err:.1e} rel.'}")
            assert not torch.isnan(ref[0]).any() and not torch.isnan(ref[1]).any()
            med = alternating({n: (lambda m=m, g=outs[n]: m.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, *g, cu, cu,
                                                                            scale, 1.0, max_seqlen=ml))
                               for n, m in mods.items()}, a.rounds, a.rep)
            ratios = {n: med["op"] / med[n] for n in mods if n != "op"}
            for n, r in ratios.items():
                summary.setdefault((key, n), []).append(r)
            names = [n for n in mods if n != "op"]
            row = (f"| {bname} (B={len(lens)}, max {ml}) | {D} | {causal} | {T // len(lens)} | {med['op'] * 1e3:.0f} | "
                   + " | ".join(f"{ratios[n]:.3f}" for n in names) + f" | {', '.join(names)} | {'; '.join(checks)} |")
            lines.append(row)
            print(row, flush=True)
    lines.append("")
    for (key, n), rs in summary.items():
        g = math.exp(sum(math.log(r) for r in rs) / len(rs))
        lines.append(f"- D={key[0]} causal={key[1]} {n}: speed-up over the op's build, geometric mean {g:.3f} "
                     f"(min {min(rs):.3f}, max {max(rs):.3f}) over {len(rs)} batches")
    print("\n".join(lines[-len(summary):]))
    print(f"total {time.time() - t0:.0f} s")
    if a.out:
        with open(a.out, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
