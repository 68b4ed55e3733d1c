"""On the GPU, the op's default builds as a user gets them: the full protocol proof (no TLX_VERIFY_SAMPLED, which
the GPU tests and benches set to save device time), a fresh compile cache, forward and backward on random jagged
batches, checked against a float64 reference. The suite proves the same builds on the CPU
(tests/test_op_picks_proved.py, test_op_gpu_setup_proved); this shows the default path raises nothing on the GPU.
The "long" cases have a mean length over the forward's and the backward's long-batch thresholds, so the shapes
the op picks for long batches (attention_tiles rule 9, the backward's DQ_SHAPE_LONG) are proved and run too.
Usage: env -u TLX_VERIFY_SAMPLED TLX_CACHE_DIR=$(mktemp -d) python3 scripts/gpu_op_proved.py [CASE ...]
  CASE: D128, D128c, D64, D64c, long64c, long128c (default: all)"""
import os
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tlx.ops import jagged_attention  # noqa: E402


def reference(q, k, v, cu, causal):
    out = torch.empty_like(q, dtype=torch.float64)
    for b in range(len(cu) - 1):
        s, e = cu[b], cu[b + 1]
        qq, kk, vv = (x[s:e].double().transpose(0, 1) for x in (q, k, v))
        sc = qq @ kk.transpose(1, 2) / q.shape[-1] ** 0.5
        if causal:
            n = e - s
            sc = sc.masked_fill(torch.ones(n, n, dtype=torch.bool, device=q.device).triu(1), float("-inf"))
        out[s:e] = (sc.softmax(-1) @ vv).transpose(0, 1)
    return out


def main():
    assert os.environ.get("TLX_VERIFY_SAMPLED", "") in ("", "0"), "run without TLX_VERIFY_SAMPLED"
    torch.manual_seed(0)
    mixed, long = [300, 17, 1024, 1, 513], [4096, 3500, 1]
    cases = {"D128": (128, False, mixed), "D128c": (128, True, mixed), "D64": (64, False, mixed),
             "D64c": (64, True, mixed), "long64c": (64, True, long), "long128c": (128, True, long)}
    chosen = sys.argv[1:] or list(cases)
    bad = 0
    for name in chosen:
        D, causal, lens = cases[name]
        cu_l = [0]
        for n in lens:
            cu_l.append(cu_l[-1] + n)
        cu = torch.tensor(cu_l, dtype=torch.int32, device="cuda")
        t0 = time.time()
        q, k, v = (torch.randn(cu_l[-1], 16, D, device="cuda", dtype=torch.bfloat16, requires_grad=True)
                   for _ in range(3))
        o = jagged_attention(q, k, v, cu, cu, max_seqlen_q=max(lens), max_seqlen_k=max(lens), causal=causal)
        g = torch.randn_like(o)
        o.backward(g)
        qd, kd, vd = (x.detach().double().requires_grad_() for x in (q, k, v))
        ref = reference(qd, kd, vd, cu_l, causal)
        ref.backward(g.double())
        errs = [((a.double() - b).abs().max() / b.abs().max()).item()
                for a, b in ((o, ref), (q.grad, qd.grad), (k.grad, kd.grad), (v.grad, vd.grad))]
        ok = all(e < 3e-2 for e in errs) and all(torch.isfinite(x).all() for x in (o, q.grad, k.grad, v.grad))
        bad += not ok
        print(f"{name} D={D} causal={causal} lens={lens}: {'ok' if ok else 'FAILED'} rel. errors o/dq/dk/dv "
              + " ".join(f"{e:.1e}" for e in errs) + f" ({time.time() - t0:.0f} s incl. proofs and compiles)",
              flush=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
