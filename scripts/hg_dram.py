"""DRAM bytes of the forward with its tile order grouped by heads (HEAD_GROUPS, attention_tiles rule 5) and without,
GPU, under Nsight Compute (issue 13: the LLM-packed D=128 rows read ~4x FlashAttention-4's DRAM bytes; does grouping
heads cut them?). Runs the op's forward a few times on one bench mix with `HEADS_PER_GROUP[D] = --hpg` (16: one group).

  ncu --clock-control none -k regex:^jagged_attention_kernel$ --launch-skip 2 --launch-count 1 \
      --metrics dram__bytes_read.sum,gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second \
      python scripts/hg_dram.py --mix "LLM packed 512-8192" --hpg 2
"""
from __future__ import annotations

import argparse
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))

from jagged_attention import mixes  # noqa: E402  (bench/jagged_attention.py)
from tlx.ops import attention_tiles, jagged_attention  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mix", required=True)
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--causal", type=int, default=0)
    ap.add_argument("--hpg", type=int, default=16)
    ap.add_argument("--iters", type=int, default=3)
    a = ap.parse_args()
    attention_tiles.HEADS_PER_GROUP[a.D] = a.hpg
    lens = mixes()[a.mix]
    H, T = 16, sum(lens)
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
    q, k, v = (torch.randn(T, H, a.D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    for _ in range(a.iters):
        jagged_attention(q, k, v, cu, cu, causal=bool(a.causal), max_seqlen_q=max(lens), max_seqlen_k=max(lens))
    torch.cuda.synchronize()
    print("ok", a.mix, "hpg", a.hpg, flush=True)


if __name__ == "__main__":
    main()
