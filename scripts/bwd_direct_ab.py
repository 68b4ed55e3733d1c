"""The backward with and without its direct launch (tlx/ops/jagged_attention_bwd.py DIRECT), on the GPU: per row,
in alternating rounds, the host time of one backward with the GPU idle before it (median of 20), the wall time of
20 queued backward calls, and do_bench of the backward alone as the bench times it (L2 flushed); gradients of the two
paths compared bitwise (the two-kernel backward is deterministic). Rows: bench mixes and mixes the bench lacks.

    python scripts/bwd_direct_ab.py [--rounds 3]
"""
import argparse
import os
import statistics
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))

from jagged_attention import extra_mixes, mixes  # noqa: E402
import tlx.ops.jagged_attention_bwd as B  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402


def rows():
    m = mixes()
    g = torch.Generator().manual_seed(7)
    small = [int(x) for x in torch.randint(1, 300, (40,), generator=g)]  # a small batch: ~6k tokens
    return [("all 1024", m["all 1024"], 64, True), ("all 1024", m["all 1024"], 128, False),
            ("lognormal", m["lognormal"], 64, True), ("LLM packed 512-8192", m["LLM packed 512-8192"], 128, True),
            ("short 1-63", extra_mixes()[0][1], 64, False), ("40 x 1-299 (not in the bench)", small, 128, True),
            ("one 4096 (not in the bench)", [4096], 128, False)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    from triton.testing import do_bench
    print(f"commit {os.environ.get('TLX_COMMIT', '?')}, {torch.cuda.get_device_name()}, torch {torch.__version__}")
    print("| lengths | D | causal | host ms/call direct / JIT | 20 queued calls ms/call direct / JIT "
          "| do_bench ms direct / JIT | speedup (do_bench) | grads bitwise equal |")
    print("|---|---|---|---|---|---|---|---|")
    for name, lens, D, causal in rows():
        torch.manual_seed(0)
        T, H, ml = sum(lens), 16, max(lens)
        cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
        q, k, v = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
        d_o = torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16)
        out = jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
        bwd = lambda: torch.autograd.grad(out, (q, k, v), d_o, retain_graph=True)  # noqa: E731
        res = {True: {"host": [], "queued": [], "bench": []}, False: {"host": [], "queued": [], "bench": []}}
        grads = {}
        for r in range(a.rounds):
            for direct in ((True, False) if r % 2 == 0 else (False, True)):
                B.DIRECT = direct
                for _ in range(3):
                    grads[direct] = bwd()
                per = []
                for _ in range(20):
                    torch.cuda.synchronize()
                    t0 = time.perf_counter()
                    bwd()
                    per.append(time.perf_counter() - t0)
                res[direct]["host"].append(statistics.median(per) * 1e3)
                torch.cuda.synchronize()
                t0 = time.perf_counter()
                for _ in range(20):
                    bwd()
                torch.cuda.synchronize()
                res[direct]["queued"].append((time.perf_counter() - t0) / 20 * 1e3)
                res[direct]["bench"].append(do_bench(bwd, warmup=25, rep=100))
        same = all(torch.equal(x, y) for x, y in zip(grads[True], grads[False]))
        med = {d: {k: statistics.median(v) for k, v in res[d].items()} for d in res}
        print(f"| {name} (B={len(lens)}) | {D} | {causal} | {med[True]['host']:.3f} / {med[False]['host']:.3f} "
              f"| {med[True]['queued']:.3f} / {med[False]['queued']:.3f} | {med[True]['bench']:.3f} / "
              f"{med[False]['bench']:.3f} | {med[False]['bench'] / med[True]['bench']:.3f}x | {same} |", flush=True)
        plans = list(B._PLANS.values())
        print(f"<!-- direct plans: {len(plans)}, fallbacks (first calls) dq/dkdv: "
              f"{sum(p.dq.fallbacks for p in plans)}/{sum(p.kv.fallbacks for p in plans)}, direct still on: "
              f"{all(p.dq.direct and p.kv.direct for p in plans)} -->", flush=True)


if __name__ == "__main__":
    main()
