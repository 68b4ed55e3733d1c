"""`plan-portable` (portable target, last): the decisions the portable printer and the launcher need, in the IR.

Recorded per kernel:
  * kernel attr `kernel_args = [{kind, name, param?, axis?}, ...]`: the `@triton.jit` kernel's parameters in
    order. Every tensor passes its pointer ("ptr"), its strides ("stride") and its sizes ("size", axis by axis:
    the portable kernel masks every access against them); scalars pass themselves ("scalar"); a jagged tile space
    adds its tile table ("tile_table") and the constexpr choosing the tile source ("tile_decode", TILE_DECODE).
  * tiles attr `decode` (jagged): what the in-kernel tile source reads (codegen/tile_decode.py): the kernel
    parameters of the offsets' pointer, of their count (B + 1) and of the jagged tensor's rows, the block, the
    order. The launcher passes TILE_DECODE = TILE_DECODE_MAX and no table for batches of at most that many
    sequences (no table launch, no buffer), else 0 and the table.
  * tiles attr `schedule`: "program" (a grid: one tile per program, coordinates from the program ids) or "table"
    (jagged: program -> row of the launcher's tile table and the range coordinates; padding rows do no work).
The launcher generator (codegen/launcher.py) is shared with the Gluon target and reads the same attributes.
"""
from __future__ import annotations

from ..diagnostics import error
from ..ir.core import Module, Op
from ..ir.ops import tiles_jagged
from .manager import Pass

SCHEDULES = ("program", "table")
TILE_DECODE_MAX = 16  # batches of at most this many sequences decode their tiles in the kernel (a power of two)


def decode_attr(k: Op, tiles: Op, ptr, size) -> dict:
    """tiles attr `decode` of a jagged tile space; ptr(param) and size(param, axis) name the kernel parameters
    (each target names them its own way)."""
    jt = tiles_jagged(tiles)[0]
    tensor = next(p for p, v in zip(k.attrs["params"], k.regions[0].args) if v is jt)
    offsets = jt.type.jagged_by
    return {"max": TILE_DECODE_MAX, "offsets": ptr(offsets), "count": size(offsets, 0),
            "total": size(tensor["name"], 0), "block": tiles.attrs["block"],
            "longest": tiles.attrs.get("order", "longest_first") == "longest_first"}


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
        args.append({"kind": "tile_decode", "name": "TILE_DECODE"})
        tiles.attrs["decode"] = decode_attr(k, tiles, lambda p: f"{p}_ptr", lambda p, ax: f"{p}_size{ax}")
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
