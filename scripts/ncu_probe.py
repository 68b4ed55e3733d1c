"""Hardware counters of the flagship's kernels on one batch (GPU, under Nsight Compute): the op's forward, or its
backward, called a few times so that `ncu --launch-skip` lands on a warm launch. Used to compare long-sequence
mixes with short ones (issue 13: the LLM-packed rows run slower per step than all-1024; issue 11: the same in the
dK/dV kernel). scripts/gpu_ncu.sh runs it under ncu.

  ncu --clock-control none -k regex:'jagged_attention_kernel|attn_bwd_(dq|dkdv)_kernel' --launch-skip 2 --launch-count 1 \
      python scripts/ncu_probe.py --mix "LLM packed 512-8192" --D 128 --what fwd

--hpg N groups the forward's tile walk by N heads (HEAD_GROUPS; 16 at H=16: one group, the op's walk).
--peer fa4 runs FlashAttention-4's forward instead (scripts/gpu_ncu_fa4.sh: tlx beside FA4 on the LLM-packed rows,
where tlx is 0.95x FA4 and both run clock-limited). --region puts only the last call inside a CUDA profiler range, for
`ncu --profile-from-start off` (FA4's kernel names are not known in advance).
"""
from __future__ import annotations

import argparse
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))

from bwd_variants import batch  # noqa: E402  (the bench's batches: bf16, 16 heads)
from jagged_attention import mixes  # noqa: E402  (bench/jagged_attention.py)
from tlx.ops import jagged_attention  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mix", required=True)
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    ap.add_argument("--what", choices=("fwd", "bwd"), default="fwd")
    ap.add_argument("--iters", type=int, default=3)
    ap.add_argument("--peer", choices=("tlx", "fa4"), default="tlx")
    ap.add_argument("--region", action="store_true")
    ap.add_argument("--hpg", type=int, default=0,
                    help="heads per group of the forward's tile walk (attention_tiles.HEADS_PER_GROUP[D]; "
                         "bench/results/head_groups_dram_*.md); 0: the op's")
    a = ap.parse_args()
    if a.hpg:
        from tlx.ops import attention_tiles
        attention_tiles.HEADS_PER_GROUP[a.D] = a.hpg
    lens = mixes()[a.mix]
    cu, q, k, v, d_o = batch(lens, a.D)
    ml = max(lens)
    for t in (q, k, v):
        t.requires_grad_(a.what == "bwd")
    if a.peer == "fa4":
        from jagged_attention import fa4
        run = fa4()
        if run is None:
            sys.exit("FlashAttention-4 is not importable")
        call = lambda: run(q, k, v, cu, ml, bool(a.causal))  # noqa: E731
    else:
        call = lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml,  # noqa: E731
                                        causal=bool(a.causal))
    for i in range(a.iters):
        last = i == a.iters - 1
        if last and a.region:
            torch.cuda.synchronize()
            torch.cuda.profiler.start()
        o = call()
        if a.what == "bwd":
            torch.autograd.grad(o, (q, k, v), d_o)
        if last and a.region:
            torch.cuda.synchronize()
            torch.cuda.profiler.stop()
    torch.cuda.synchronize()
    print(f"ok {a.peer} {a.mix} D={a.D} causal={a.causal} {a.what} B={len(lens)} max={ml}")


if __name__ == "__main__":
    main()
