"""A/B of the backward's dQ shape for long batches (tlx/ops/jagged_attention_bwd.py DQ_SHAPE_LONG) on the GPU: the op's
backward (torch.autograd.grad of one forward, graph kept) with the long-batch shape forced on and off for every row,
in alternating rounds (order reversed each round), on scripts/fwd_ab.py's `mean` rows (D=64, from mostly short to all
long; most not in the bench), causal (and non-causal with --causal both). The column the op picks by the batch's mean
length (attention_tiles.long_mean) is marked.

    python scripts/bwd_op_ab.py [--rounds 4] [--rep 60] [--out FILE]

--switch fused (with --dims 128 --causal no): the same A/B for the fused backward by the batch's mean length
(FUSED_LONG_MEAN): the fused path forced on and off for every row (deterministic=False), the op's pick marked.
--kv-heads 2: the same with 16 query heads on 2 K/V heads (the op keeps GQA on the two-kernel path until timed).
"""
import argparse
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

from fwd_ab import mean_batches  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402
from tlx.ops.attention_tiles import long_mean  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--rep", type=int, default=60)
    ap.add_argument("--causal", choices=("yes", "no", "both"), default="yes")
    ap.add_argument("--switch", choices=("dq_long", "fused"), default="dq_long")
    ap.add_argument("--dims", default=None, help="head dims instead of the rows' own (comma-separated)")
    ap.add_argument("--kv-heads", type=int, default=16, help="K/V heads (GQA below 16, the query heads)")
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    from triton.testing import do_bench
    t0 = time.time()
    H = 16
    lines = ["| batch | D | causal | mean length | op picks | long on TFLOP/s | long off TFLOP/s | on / off | spread on, off |",
             "|---|---|---|---|---|---|---|---|---|"]
    print(lines[0], flush=True)
    ratios = []
    dims = tuple(int(x) for x in a.dims.split(",")) if a.dims else None
    for name, lens, ds in mean_batches():
        for D in dims or ds:
            T = sum(lens)
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
            for causal in {"yes": (True,), "no": (False,), "both": (False, True)}[a.causal]:
                q, k, v = (torch.randn(T, h, D, device="cuda", dtype=torch.bfloat16, requires_grad=True)
                           for h in (H, a.kv_heads, a.kv_heads))
                d_o = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16)
                ml = max(lens)
                out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                flops = 2.5 * sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                times, grads = {True: [], False: []}, {}

                def run(on):
                    if a.switch == "fused":
                        bwd.use_fused = lambda *_: on
                    else:
                        bwd.long_mean = lambda *_: on
                    return torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)
                use_fused = bwd.use_fused
                try:
                    for r in range(a.rounds):
                        for on in ((True, False) if r % 2 == 0 else (False, True)):
                            if r == 0:
                                grads[on] = run(on)
                            times[on].append(do_bench(lambda: run(on), warmup=a.rep // 4, rep=a.rep,
                                                      return_mode="median"))
                finally:
                    bwd.long_mean = long_mean
                    bwd.use_fused = use_fused
                err = max(((x.float() - y.float()).norm() / y.float().norm()).item()
                          for x, y in zip(grads[True], grads[False]))
                tf = {o: flops / statistics.median(t) / 1e9 for o, t in times.items()}
                sp = {o: (max(t) - min(t)) / statistics.median(t) for o, t in times.items()}
                ratios.append(tf[True] / tf[False])
                if a.switch == "fused":
                    pick = "on" if bwd.use_fused(True, q.shape, k.shape[1], len(lens), causal, False) else "off"
                else:
                    pick = "on" if long_mean(T, len(lens), bwd.DQ_LONG_MEAN) else "off"
                bad = "" if err < 2e-2 else f" BAD: on vs off differ by {err:.1e}"
                gqa = f", {H}:{a.kv_heads} GQA" if a.kv_heads != H else ""
                lines.append(f"| {name} (B={len(lens)}, max {ml}{gqa}) | {D} | {'yes' if causal else 'no'} | {T // len(lens)} "
                             f"| {pick} | {tf[True]:.0f} | {tf[False]:.0f} | {ratios[-1]:.3f} | {sp[True]:.1%}, "
                             f"{sp[False]:.1%} |{bad}")
                print(lines[-1], flush=True)
    gm = math.exp(sum(map(math.log, ratios)) / len(ratios))
    lines += ["", f"- on / off: geometric mean {gm:.3f} over {len(ratios)} rows; {a.rounds} alternating rounds, do_bench "
              f"median per round (rep {a.rep} ms), TFLOP/s = 2.5 x the forward's useful FLOPs / median; {time.time() - t0:.0f} s"]
    print(lines[-1], flush=True)
    if a.out:
        open(a.out, "w").write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
