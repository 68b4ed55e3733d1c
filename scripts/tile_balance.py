"""How evenly the flagship's persistent schedule spreads the work of the bench's batches over the programs (CPU only,
a cost model, no GPU): the tile order is the generated modules' own (`_jagged_tiles` of tlx/codegen/host_runtime.py,
longest sequence first, one sequence's blocks together, later blocks first, the heads of a block consecutive), dealt
out as the kernel does ("snake": round r gives tile r * P + p to program p, or r * P + P - 1 - p in odd rounds).
A tile costs the key blocks it computes (under a causal mask, up to its diagonal) plus OVERHEAD blocks (its prologue
and epilogue, where the tensor cores wait). Efficiency = mean program load / largest program load: the share of the
machine the schedule can keep busy. For comparison, the same tiles in the same order taken by whichever program is
free first (a dynamic scheduler: an atomic tile counter, as FlashAttention-3 uses for causal and varlen batches).

Usage: python scripts/tile_balance.py [--programs 132] [--heads 16] [--overhead 1.0]
"""
from __future__ import annotations

import argparse
import heapq
import os
import sys

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))


def jagged_tiles():
    """The host runtime every generated module carries, as a module of its own (triton's jit wants a file)."""
    import importlib.util
    import tempfile
    from tlx.codegen.host_runtime import HOST_RUNTIME
    path = os.path.join(tempfile.mkdtemp(), "tlx_host_runtime.py")
    with open(path, "w") as f:
        f.write("import torch\nimport triton\nimport triton.language as tl\n" + HOST_RUNTIME)
    spec = importlib.util.spec_from_file_location("tlx_host_runtime", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod._jagged_tiles


def tile_costs(lens, causal, heads, block=128, overhead=1.0):
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32)
    table, count, _ = jagged_tiles()(cu, block, None, "longest_first")
    out = []
    for seq, m in table[: int(count)].tolist():
        hi = min(lens[seq], (m + 1) * block) if causal else lens[seq]   # keys the tile sees (len_q == len_k)
        out += [-(-hi // block) + overhead] * heads
    return out


def snake(costs, programs):
    load = [0.0] * programs
    for i, c in enumerate(costs):
        r, p = divmod(i, programs)
        load[p if r % 2 == 0 else programs - 1 - p] += c
    return load


def dynamic(costs, programs):
    heap = [(0.0, p) for p in range(programs)]
    for c in costs:
        t, p = heapq.heappop(heap)
        heapq.heappush(heap, (t + c, p))
    return [t for t, _ in heap]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--programs", type=int, default=132)
    ap.add_argument("--heads", type=int, default=16)
    ap.add_argument("--overhead", type=float, default=1.0)
    args = ap.parse_args()
    from jagged_attention import mixes
    rows = list(mixes().items()) + [("uniform 8192 x 8", [8192] * 8)]
    print(f"{'lengths':22s} causal  tiles  blocks/tile  snake  dynamic")
    for name, lens in rows:
        for causal in (False, True):
            costs = tile_costs(lens, causal, args.heads, overhead=args.overhead)
            eff = [sum(ld) / (len(ld) * max(ld)) for ld in (snake(costs, args.programs), dynamic(costs, args.programs))]
            print(f"{name:22s} {int(causal):6d} {len(costs):6d} {sum(costs) / len(costs) - args.overhead:12.1f}"
                  f"  {eff[0]:.3f}  {eff[1]:.3f}")


if __name__ == "__main__":
    main()
