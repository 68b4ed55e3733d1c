"""The flagship's steady state as ptxas schedules it (SASS compiled on the CPU, no GPU needed).

Per step of the Hopper loop the source issues Q K_n^T and P_{n-1} V_{n-1}, waits for the first with one product
pending (`WARPGROUP.DEPBAR.LE gsb0, 0x1`), runs the softmax, then waits for the second (`... 0x0`). ptxas gives
the new P the registers that P V still reads and moves the second wait to the start of the softmax's basic block,
so every exp2 (MUFU.EX2) runs after P V is done: the overlap inside a warp group is gone, and the warp groups'
ping-pong is what hides the softmax. Forcing the overlap (the V wait moved above P V's wait, which ends that basic
block) was measured 2-5% slower on the H200 (bench/results/variants_2026-12-01c_*.md). These tests pin the
measured schedule, so that a change to it (in the kernel, the code generator or triton's ptxas) is noticed and
measured rather than assumed better.
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


def windows(ins: list[str]) -> list[tuple[int, int, int, int]]:
    """(start, end, MUFU.EX2 in [start, end), MUFU.EX2 after end up to the next product or wait) per pipelined
    step: start is a wait with one product pending, end the next wait."""
    out = []
    for i, s in enumerate(ins):
        if "WARPGROUP.DEPBAR.LE gsb0, 0x1" not in s:
            continue
        j = next(k for k in range(i + 1, len(ins)) if "WARPGROUP.DEPBAR" in ins[k])
        end = next((k for k in range(j + 1, len(ins)) if "HGMMA" in ins[k] or "WARPGROUP.DEPBAR" in ins[k]),
                   len(ins))
        out.append((i, j, sum("MUFU.EX2" in x for x in ins[i:j]), sum("MUFU.EX2" in x for x in ins[j:end])))
    return out


@pytest.mark.parametrize("defines", [
    {"DT": "bf16", "D": 128, "PINGPONG": True, "O_TMA": True},                   # the op's D=128 pick
    {"DT": "bf16", "D": 64, "BLOCK_M": 192, "REGS": 160, "PINGPONG": True, "O_TMA": True},  # D=64 non-causal
])
def test_steady_state_schedule_in_sass(defines):
    ins = _instructions(compile_file(FLAGSHIP, "sass", Options(defines=defines)).outputs["sass"])
    ws = windows(ins)
    # the products stay pipelined in both compute warp-group copies (the default partition and the worker); a
    # serialized build (ptxas's fallback when it runs out of registers) waits with 0 pending after every HGMMA
    assert len(ws) >= 2, ws
    # (per copy three full waits: block 0's Q K^T, the loop's P V, the last P V; serialized: 16 or more)
    assert sum("WARPGROUP.DEPBAR.LE gsb0, 0x0" in x for x in ins) <= 3 * len(ws)
    # ptxas may park a tile-level scalar in local memory (a store, and a load per tile), never in the loop
    spills = [i for i, x in enumerate(ins) if re.search(r"\b(STL|LDL)\b", x)]
    assert len(spills) <= 4, [ins[i] for i in spills]
    for start, end, inside, after in ws:
        assert not [k for k in spills if start <= k <= end], "a spill in the softmax step"
        # the measured-best schedule (module docstring): the softmax of a 64 x 128 block (64 exp2 per thread, and
        # alpha's) follows P V's wait
        assert inside == 0 and after >= 64, ws
    # `in turn:` on named barriers (plan-gluon's `named_turns`, codegen/gluon_exprs.py turn_bar): each of the NWG warp groups waits on its own
    # barrier with `BAR.SYNC 8 + wg, 2 x 128 threads` and hands over with a non-blocking `BAR.ARV` on the next
    # one's; the ids are clear of the ones Triton's own code uses (its partition barriers, below 8)
    nwg = defines.get("BLOCK_M", 128) // 64
    turn = re.compile(r"BAR\.(SYNC\.DEFER_BLOCKING|ARV) 0x([0-9a-f]+), 0x100$")
    named = {(m.group(1), int(m.group(2), 16)) for x in ins for m in [turn.search(x.strip())] if m}
    assert named == {(k, 8 + r) for k in ("SYNC.DEFER_BLOCKING", "ARV") for r in range(nwg)}, named
    other = {int(m.group(1), 16) for x in ins for m in [re.search(r"BAR\.\w+(?:\.\w+)? 0x([0-9a-f]+)", x)] if m
             and not turn.search(x.strip())}
    assert other and max(other) < 8, other
