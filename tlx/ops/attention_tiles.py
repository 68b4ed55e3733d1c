"""The flagship's tile shape per call, chosen from what the host already knows about the batch (head counts and the
caller's max_seqlen hints): no device sync, a handful of shapes, so no recompilation per batch.

Rules, in order (measured on the H200: bench/results/variants_2026-12-01.md):
1. Every sequence at most 64 long (both hints <= 64): 64x64 tiles (one consumer warp group), since most of a
   128x128 tile would be rows and keys past the sequence end: 1.2x (D=128) and 1.75x (D=64) varlen_attn instead
   of 0.65x and 1.0x. (kernels/jagged_attention_packed.tlx, several sequences per tile, measured slower: 0.8-1.0x.)
2. GQA with an even group (H // HKV % 2 == 0): two query heads of one KV head per tile (HPT=2), 64 rows each, so
   a sequence shorter than the tile still keeps both warp groups busy on one K/V stream (+6-8% on GQA 8:1).
On the CPU interpreter the tiles are small (its cost grows with tile size x programs) and rule 2 still applies,
so CPU tests exercise it. A wrong hint only costs speed: the tile table is sized by the token count, so every
shape computes every row whatever the lengths.
"""
from __future__ import annotations


def choose(H: int, HKV: int, max_seqlen_q: int, max_seqlen_k: int, on_gpu: bool) -> dict:
    gqa_pairs = HKV > 0 and (H // HKV) % 2 == 0
    if not on_gpu:
        return {"BLOCK_M": 32, "BLOCK_N": 32, "STAGES": 2, "WG_M": 16, **({"HPT": 2} if gqa_pairs else {})}
    cfg = {"BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2}
    short = 0 <= max_seqlen_q <= 64 and 0 <= max_seqlen_k <= 64
    if short:
        cfg["BLOCK_N"] = 64
    if gqa_pairs:
        cfg["HPT"] = 2          # with short sequences too: 64-row tiles of two heads
    elif short:
        cfg["BLOCK_M"] = 64
    return cfg
