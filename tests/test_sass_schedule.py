"""The flagship's steady state as ptxas schedules it (SASS compiled on the CPU, no GPU needed).

The Hopper forward overlaps the softmax of block n with the P V product of block n-1 (docs/jagged_attention.md).
That holds only if the softmax's exp2s (MUFU.EX2) lie between the wait for Q K_n^T (`WARPGROUP.DEPBAR.LE gsb0,
0x1`) and the wait for P V (`... 0x0`). ptxas gives the new P the registers the in-flight P V still reads, and
waits for that product at the start of the basic block of the first write to them; before the kernel's V wait
moved above the P V wait, that put the wait before the whole softmax in every configuration the op picks (0 of
66 MUFU overlapped; found through `tlx compile --emit sass`, issue 13).
"""
from __future__ import annotations

import os
import re

import pytest

from tlx.compiler import Options, compile_file

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAGSHIP = os.path.join(ROOT, "kernels", "jagged_attention.tlx")


def _instructions(sass: str) -> list[str]:
    return [re.sub(r"^\s+/\*[0-9a-f]+\*/\s+", "", line).split(";")[0]
            for line in sass.splitlines() if re.match(r"\s+/\*[0-9a-f]{4,}\*/", line)]


def overlap_windows(sass: str) -> list[tuple[int, int]]:
    """(MUFU between a pending-1 wait and the next wait, MUFU after that wait up to the next product or wait),
    per pipelined step in the code."""
    ins = _instructions(sass)
    out = []
    for i, s in enumerate(ins):
        if "WARPGROUP.DEPBAR.LE gsb0, 0x1" not in s:
            continue
        j = next(k for k in range(i + 1, len(ins)) if "WARPGROUP.DEPBAR" in ins[k])
        end = next((k for k in range(j + 1, len(ins)) if "HGMMA" in ins[k] or "WARPGROUP.DEPBAR" in ins[k]),
                   len(ins))
        out.append((sum("MUFU.EX2" in x for x in ins[i:j]), sum("MUFU.EX2" in x for x in ins[j:end])))
    return out


@pytest.mark.parametrize("defines", [
    {"DT": "bf16", "D": 128, "PINGPONG": True},                                  # the op's D=128 pick
    {"DT": "bf16", "D": 64, "BLOCK_M": 192, "REGS": 160, "PINGPONG": True},       # the op's D=64 non-causal pick
])
def test_softmax_overlaps_the_pv_product_in_sass(defines):
    sass = compile_file(FLAGSHIP, "sass", Options(defines=defines)).outputs["sass"]
    ins = _instructions(sass)
    spills = [i for i, x in enumerate(ins) if re.search(r"\b(STL|LDL)\b", x)]
    # ptxas may park a tile-level scalar in local memory (one store, one load per tile at most), never in the loop
    assert len(spills) <= 4, [ins[i] for i in spills]
    for i, s in enumerate(ins):
        if "WARPGROUP.DEPBAR.LE gsb0, 0x1" in s:
            j = next(k for k in range(i + 1, len(ins)) if "WARPGROUP.DEPBAR" in ins[k])
            assert not [k for k in spills if i <= k <= j], "a spill in the softmax step"
    windows = overlap_windows(sass)
    # one steady-state loop per compute warp group copy (the default partition and the worker): at least two
    assert len(windows) >= 2, windows
    for inside, after in windows:
        # the whole softmax step of a 64 x BLOCK_N block (64 exp2 per thread for 128 keys, plus alpha's) runs
        # while P V is on the tensor cores
        assert inside >= 64 and after == 0, windows
