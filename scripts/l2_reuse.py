"""How much of the flagship's K/V traffic an L2 of a given size would serve (CPU only, a model, no GPU): the sorted
tiles (longest sequence first, later blocks first; the heads of a block together, or the batch walked once per
group of heads: the kernel's HEAD_GROUPS) taken by whichever program is free first (the dynamic walk), each program
reading one K+V block of its tile's (sequence, head) per step, through one LRU cache.

What it predicted (LLM-packed, D=128, 132 programs, 12-40 MB): misses at 9-14% of the block reads with the heads
inner, 2-8% with groups of 2-8 heads; DRAM traffic far below the H200's bandwidth either way, so it did not predict
the +2..+7% that head groups measured on the long rows (bench/results/variants_2026-12-01g_8faef0d.md). Kept as
the record of that model.

Usage: python scripts/l2_reuse.py [--d 128] [--mb 40] [--mix "LLM packed 512-8192"]
"""
from __future__ import annotations

import argparse
import collections
import heapq
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))


def tiles(lens, causal, heads, groups, block=128):
    """(sequence, head, key blocks) per tile, in the kernel's order with HEAD_GROUPS = groups."""
    order = sorted(range(len(lens)), key=lambda s: (-lens[s], s))
    per = heads // groups
    out = []
    for g in range(groups):
        for s in order:
            nb = -(-lens[s] // block)
            for m in reversed(range(nb)):
                hi = min(lens[s], (m + 1) * block) if causal else lens[s]
                out += [(s, g * per + h, -(-hi // block)) for h in range(per)]
    return out


def simulate(ts, programs, cap_blocks, overhead=0.9):
    """Miss rate of an LRU cache of cap_blocks K+V blocks; a tile costs its blocks plus `overhead` steps."""
    cache, miss, reads = collections.OrderedDict(), 0, 0
    heap = [(0.0, p, None, 0) for p in range(programs)]
    nxt = 0
    while heap:
        t, p, tile, pos = heapq.heappop(heap)
        if tile is None or pos >= tile[2]:
            if nxt >= len(ts):
                continue
            tile, pos, nxt, t = ts[nxt], 0, nxt + 1, t + overhead
        key = (tile[0], tile[1], pos)
        reads += 1
        if key in cache:
            cache.move_to_end(key)
        else:
            miss += 1
            cache[key] = 1
            if len(cache) > cap_blocks:
                cache.popitem(last=False)
        heapq.heappush(heap, (t + 1, p, tile, pos + 1))
    return miss / reads


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--d", type=int, default=128)
    ap.add_argument("--mb", type=float, default=40)
    ap.add_argument("--mix", default="LLM packed 512-8192")
    ap.add_argument("--programs", type=int, default=132)
    args = ap.parse_args()
    from jagged_attention import mixes
    lens = mixes()[args.mix]
    cap = int(args.mb * 2**20 / (128 * args.d * 2 * 2))
    for causal in (False, True):
        for groups in (1, 2, 4, 8):
            rate = simulate(tiles(lens, causal, 16, groups), args.programs, cap)
            print(f"{args.mix} D={args.d} L2={args.mb:g} MB causal={int(causal)} HEAD_GROUPS={groups}: miss {rate:.3f}")


if __name__ == "__main__":
    main()
