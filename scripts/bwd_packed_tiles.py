"""The packed backward's tile shapes (tlx/ops/packed_backward.py DQ_TILES / DKDV_TILES) side by side on the GPU: the
op's backward (torch.autograd.grad of one forward) with each variant, in alternating rounds, on batches of short
sequences (the bench's 2,002 sequences of 1-63 tokens and three draws it lacks), per head dim and causal flag; each
variant's gradients compared element-wise with the first's.

    python scripts/bwd_packed_tiles.py [--dims 128,64] [--causal both] [--rounds 3]
"""
import argparse
import ast
import math
import os
import statistics
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
from bwd_variants import alternating, batch, fb  # noqa: E402
from tlx.ops import jagged_attention, packed_backward  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402

# name -> (DQ_TILES changes, DKDV_TILES changes) over the op's pick (DKDV_TILES_BY_D included)
VARIANTS = {"op": ({}, {}), "kv m32": ({}, {"BLOCK_M": 32, "WG_M": 32}), "dq n32": ({"BLOCK_N": 32, "WG_N": 32}, {}),
            "kv m32 dq n32": ({"BLOCK_N": 32, "WG_N": 32}, {"BLOCK_M": 32, "WG_M": 32}),
            "tma": ({"OUT_TMA": True}, {"OUT_TMA": True})}


def mixes():
    g = torch.Generator().manual_seed(11)
    draw = lambda lo, hi, n: torch.randint(lo, hi + 1, (n,), generator=g).tolist()  # noqa: E731
    name, lens, _ = fb.extra_mixes()[0]
    return [(name, lens), ("1-20 (not in bench)", draw(1, 20, 3000)), ("40-64 (not in bench)", draw(40, 64, 1000)),
            ("1-64 with 20% empty (not in bench)", [x if i % 5 else 0 for i, x in enumerate(draw(1, 64, 1500))])]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dims", default="128,64")
    ap.add_argument("--causal", choices=("yes", "no", "both"), default="both")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--rep", type=int, default=30)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--extra", default=None, help="a Python dict: more variants, name -> (dq changes, kv changes)")
    a = ap.parse_args()
    from triton.testing import do_bench
    variants = {n: VARIANTS[n] for n in a.variants.split(",")}
    if a.extra:
        variants.update(ast.literal_eval(a.extra))
    names = list(variants)
    H = 16
    base = (dict(packed_backward.DQ_TILES), dict(packed_backward.DKDV_TILES))
    by_d = packed_backward.DKDV_TILES_BY_D
    packed_backward.DKDV_TILES_BY_D = {}  # (merged below, before each variant's changes: "op" is the op's pick)
    print("| batch | D | causal | " + " | ".join(f"{n} TFLOP/s" for n in names) + " | " +
          " | ".join(f"{n} / {names[0]}" for n in names[1:]) + " | max rel err vs first |", flush=True)
    ratios = {n: [] for n in names[1:]}
    for name, lens in mixes():
        ml = max(lens)
        for D in (int(x) for x in a.dims.split(",")):
            for causal in {"yes": (True,), "no": (False,), "both": (False, True)}[a.causal]:
                cu, q, k, v, d_o = batch(lens, D, seed=D + causal)
                q, k, v = (t.requires_grad_() for t in (q, k, v))
                out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                flops = 2.5 * sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)

                def run(n):
                    packed_backward.DQ_TILES = {**base[0], **variants[n][0]}
                    packed_backward.DKDV_TILES = {**base[1], **by_d.get(D, {}), **variants[n][1]}
                    return torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)
                try:
                    grads = {n: run(n) for n in names}
                    times = alternating({n: (lambda n=n: run(n)) for n in names}, a.rounds,
                                        lambda f: do_bench(f, warmup=a.rep // 4, rep=a.rep, return_mode="median"))
                finally:
                    packed_backward.DQ_TILES, packed_backward.DKDV_TILES = base
                err = max(((x.float() - y.float()).abs().max() / y.float().abs().max()).item()
                          for n in names[1:] for x, y in zip(grads[n], grads[names[0]]))
                tf = {n: flops / statistics.median(t) / 1e6 for n, t in times.items()}
                for n in names[1:]:
                    ratios[n].append(tf[n] / tf[names[0]])
                print(f"| {name} (B={len(lens)}, max {ml}) | {D} | {'yes' if causal else 'no'} | " +
                      " | ".join(f"{tf[n]:.1f}" for n in names) + " | " +
                      " | ".join(f"{tf[n] / tf[names[0]]:.3f}" for n in names[1:]) + f" | {err:.1e} |", flush=True)
    packed_backward.DKDV_TILES_BY_D = by_d
    for n, r in ratios.items():
        print(f"- {n} / {names[0]}: geometric mean {math.exp(sum(map(math.log, r)) / len(r)):.3f} over {len(r)} rows",
              flush=True)
    print(f"- variants: {variants}; bwd.PACKED = {bwd.PACKED}; {a.rounds} alternating rounds", flush=True)


if __name__ == "__main__":
    main()
