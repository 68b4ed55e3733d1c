"""`plan-portable` (portable target, last): the decisions the portable printer and the launcher need, in the IR.

Recorded per kernel:
  * kernel attr `kernel_args = [{kind, name, param?, axis?}, ...]`: the `@triton.jit` kernel's parameters in
    order. Every tensor passes its pointer ("ptr"), its strides ("stride") and its sizes ("size", axis by axis:
    the portable kernel masks every access against them); scalars pass themselves ("scalar"); a jagged tile space
    adds its tile table ("tile_table").
  * tiles attr `schedule`: "program" (a grid: one tile per program, coordinates from the program ids) or "table"
    (jagged: program -> row of the launcher's tile table and the range coordinates; padding rows do no work).
The launcher generator (codegen/launcher.py) is shared with the Gluon target and reads the same attributes.
"""
from __future__ import annotations

from ..diagnostics import error
from ..ir.core import Module, Op
from .manager import Pass

SCHEDULES = ("program", "table")


def plan_kernel(k: Op):
    tiles = [o for o in k.regions[0].ops if o.name == "tiles"]
    if len(tiles) != 1:
        raise error(k.span, f"kernel '{k.attrs['sym_name']}': the portable backend needs exactly one `tiles`/`grid` "
                    "launch space")
    tiles = tiles[0]
    args = []
    for p in k.attrs.get("params", []):
        pn = p["name"]
        if p["kind"] in ("tensor", "jagged"):
            args.append({"kind": "ptr", "name": f"{pn}_ptr", "param": pn})
            args += [{"kind": "stride", "name": f"{pn}_stride{i}", "param": pn, "axis": i} for i in range(len(p["dims"]))]
            args += [{"kind": "size", "name": f"{pn}_size{i}", "param": pn, "axis": i} for i in range(len(p["dims"]))]
        else:
            args.append({"kind": "scalar", "name": pn, "param": pn})
    if tiles.attrs["kind"] == "jagged":
        args.append({"kind": "tile_table", "name": "tile_table_ptr"})
    k.attrs["kernel_args"] = args
    tiles.attrs["schedule"] = "table" if tiles.attrs["kind"] == "jagged" else "program"
    if tiles.attrs["schedule"] == "program" and len(tiles.regions[0].args) - 1 > 3:
        raise error(tiles.span, "a grid launch space has at most 3 dimensions")


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        plan_kernel(k)
    return m


plan_portable = Pass("plan-portable", _run, "portable target: record the kernel's arguments and tile schedule",
                     requires=("sequentialize-roles",))
