"""Tile shapes of the flagship, chosen per call from what the host already knows about the batch (head counts and
the caller's max_seqlen hints): no device sync, and a handful of shapes, so no recompilation per batch.

Rules, in order (measured on the H200: bench/results/variants_2026-12-01.md):
1. On the CPU interpreter small tiles keep runs quick (rule 3 still applies, so the interpreter tests it).
2. Every sequence at most 64 long (both hints known and <= 64): 64-key blocks, since a 128-wide block would be
   mostly masked; and 64-row tiles (one warp group) for the same reason on the query side.
3. GQA with an even group (H // HKV % 2 == 0): two query heads of one KV head per tile (HPT=2), 64 rows each, so
   a sequence shorter than the tile still keeps both warp groups busy on one K/V stream.
A wrong hint only costs speed: every shape computes every row (the tile table is sized by the token count).
"""
from __future__ import annotations


def choose(D: int, H: int, HKV: int, max_seqlen_q, max_seqlen_k, on_gpu: bool) -> dict:
    gqa_pairs = HKV > 0 and (H // HKV) % 2 == 0
    if not on_gpu:
        return {"BLOCK_M": 32, "BLOCK_N": 32, "STAGES": 2, "WG_M": 16, **({"HPT": 2} if gqa_pairs else {})}
    cfg = {"BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2}
    short = max_seqlen_q is not None and max_seqlen_k is not None and 0 <= max_seqlen_q <= 64 \
        and 0 <= max_seqlen_k <= 64
    if short:
        cfg["BLOCK_N"] = 64
    if gqa_pairs:
        cfg["HPT"] = 2
    elif short:
        cfg["BLOCK_M"] = 64
    return cfg
