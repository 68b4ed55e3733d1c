"""Which flagship kernel and tile shape a call runs, chosen from what the host already knows about the batch
(head counts and the caller's max_seqlen hints): no device sync, a handful of shapes, so no recompilation per batch.

Rules, in order (measured on the H200: bench/results/variants_2026-12-01.md):
1. Every sequence at most half a query tile long (both hints <= BLOCK_M // 2): the packed kernel
   (kernels/jagged_attention_packed.tlx), whose tiles hold several sequences, so no tile computes or moves rows
   past a sequence's end. A per-sequence 128-row tile on such a batch does mostly padding (0.65x varlen_attn).
2. GQA with an even group (H // HKV % 2 == 0): two query heads of one KV head per tile (HPT=2), 64 rows each, so
   a sequence shorter than the tile still keeps both warp groups busy on one K/V stream (+6-8% on GQA 8:1).
On the CPU interpreter the tiles are small (its cost grows with tile size x programs) and the same rules apply,
so the CPU tests exercise every choice. A wrong hint only costs speed: both kernels compute every row whatever
the lengths (the per-sequence kernel's tile table is sized by the token count; packed tiles cover all rows).
"""
from __future__ import annotations

MAIN = "jagged_attention"
PACKED = "jagged_attention_packed"


def choose(H: int, HKV: int, max_seqlen_q: int, max_seqlen_k: int, on_gpu: bool) -> tuple[str, dict]:
    cfg = {"BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2} if on_gpu else \
        {"BLOCK_M": 32, "BLOCK_N": 32, "STAGES": 2, "WG_M": 16}
    if 0 <= max_seqlen_q <= cfg["BLOCK_M"] // 2 and 0 <= max_seqlen_k <= cfg["BLOCK_M"] // 2:
        cfg["BLOCK_N"] = cfg["BLOCK_M"] // 2   # a packed tile's keys span about BLOCK_M rows, unaligned
        return PACKED, cfg
    if HKV > 0 and (H // HKV) % 2 == 0:
        cfg["HPT"] = 2
    return MAIN, cfg
