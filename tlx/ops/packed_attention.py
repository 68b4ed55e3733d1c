"""The op's path for batches of short sequences: kernels/jagged_attention_packed.tlx, several sequences per query
tile (see its header). Chosen per call from what the host already knows, no device sync: the caller's max_seqlen
hints (both given and at most SHORT) on a Hopper GPU, once ENABLED. A wrong hint costs only speed: the packed
kernel computes any lengths correctly (a long sequence's keys go through the tiles that hold its rows).

ENABLED is off until the kernel's Hopper build has been measured against the per-sequence 64x64 tiles it would
replace (`python bench/short_seq.py`, which also checks both against float64 first): its CPU tests run the
portable build only.

The kernel needs the sequence of each query row (`seg_q`); it is computed on the GPU from the offsets (one
searchsorted launch over a cached arange).
"""
from __future__ import annotations

import torch

from ..runtime import kernel_path, load_kernel_module

ENABLED = False
SHORT = 64          # both max_seqlen hints at most this: the packed kernel
# tile shape per head dim: two consumer warp groups, 64-key blocks, a 4-deep K/V ring so that the producer
# reaches the next tile's keys while this tile's last block is computed
TILES = {128: {"BLOCK_M": 128, "BLOCK_N": 64, "STAGES": 4}, 64: {"BLOCK_M": 128, "BLOCK_N": 64, "STAGES": 4}}
_DT = {torch.float16: "f16", torch.bfloat16: "bf16"}
_MODS: dict = {}
_ARANGE: dict = {}


def wanted(q, max_seqlen_q: int, max_seqlen_k: int, activation: str) -> bool:
    """Whether a call takes the packed kernel (hints of -1 mean not given)."""
    return ENABLED and 0 <= max_seqlen_q <= SHORT and 0 <= max_seqlen_k <= SHORT and q.dtype in _DT


def config(q, causal: bool, activation: str) -> dict:
    return {"DT": _DT[q.dtype], "D": q.shape[-1], "CAUSAL": bool(causal), "ACT": activation, **TILES[q.shape[-1]]}


def row_sequences(cu_q, Tq: int):
    """seg_q[i]: the sequence of query row i (offsets that start at 0, end at Tq and do not decrease)."""
    dev = cu_q.device
    ar = _ARANGE.get(dev)
    if ar is None or ar.numel() < Tq:
        ar = _ARANGE[dev] = torch.arange(max(Tq, 1 << 16), dtype=torch.int32, device=dev)
    return torch.searchsorted(cu_q[1:], ar[:Tq], right=True, out_int32=True)


def run(q, k, v, o, lse, cu_q, cu_k, causal, softmax_scale, out_scale, activation):
    """Writes o and lse of one call (CUDA tensors checked by the op)."""
    Tq = q.shape[0]
    if Tq == 0:
        return
    cfg = config(q, causal, activation)
    key = tuple(cfg.values())
    mod = _MODS.get(key)
    if mod is None:
        mod = _MODS[key] = load_kernel_module(kernel_path("jagged_attention_packed.tlx"), cfg, target="gluon")
    kk, vv = k, v
    if k.shape[0] == 0:  # TMA needs a real address; no key is ever read (every row sees none)
        kk = vv = torch.zeros((1, *k.shape[1:]), dtype=k.dtype, device=k.device)
    mod.jagged_attention_packed(q, kk, vv, o, lse, cu_q, cu_k, row_sequences(cu_q, Tq), softmax_scale, out_scale)
