"""`allocate-smem`: shared-memory offsets for every ring and mbarrier array.

Liveness: a buffer is live from its first to its last use in program order (uses inside a role count
for the whole role: roles run concurrently, so buffers of different roles always overlap in time).
Buffers whose live ranges do not overlap may share bytes. Alignment: 1024 bytes for data tiles,
because Hopper's 128-byte TMA/NVMMA swizzle pattern repeats every 8 rows x 128 B = 1024 B and the
hardware computes the swizzle from address bits [4:10), so a swizzled tile must start on a 1024-byte
boundary; 8 bytes for mbarriers (each is one 64-bit word). A dynamic tile walk shared by several roles adds the
hand-off the code generator allocates (two tile ids and two pairs of mbarriers). The total is checked against sm_90a's
232448 bytes (227 KB) of dynamic shared memory per block. Results: attr `offset` (and `bytes`) on each
smem_alloc / bar_alloc, attr `smem_bytes` on the kernel.
"""
from __future__ import annotations

from .. import hw
from ..diagnostics import error
from ..ir.core import Module
from ..ir.ops import ALLOC, LOOP, has_trait
from ..ir.types import SmemT
from .manager import Pass

SMEM_LIMIT = hw.SMEM_BYTES_PER_BLOCK
TILE_ALIGN = 1024
BAR_ALIGN = 8
# a dynamic walk's hand-off (codegen: tlx_tile_ids, 2 x i32, padded to 8; tlx_tile_ready/free, 2 mbarriers each)
HANDOFF_BYTES = 8 + 2 * 2 * 8


def _size(t):
    if isinstance(t, SmemT):
        return t.slot_bytes * max(t.stages, 1)
    return 8 * max(t.size, 1)


def _live_ranges(k):
    """alloc Value -> (first, last) op position. A use inside a loop is live for the whole outermost loop;
    a use inside a role is live across all roles of its launch (roles run concurrently); a use inside a
    persistent `tiles` is live for the whole `tiles` (its body repeats)."""
    allocs = {op.result: op for op in k.regions[0].ops if has_trait(op, ALLOC)}
    pos = {}
    for i, op in enumerate(k.walk()):
        pos[id(op)] = i

    def extent(op):
        n = sum(1 for _ in op.walk())
        return pos[id(op)], pos[id(op)] + n - 1

    rng = {}

    def visit(op, cover):
        for v in op.operands:
            if v in allocs:
                lo, hi = cover or (pos[id(op)], pos[id(op)])
                a, b = rng.get(v, (lo, hi))
                rng[v] = (min(a, lo), max(b, hi))
        for r in op.regions:
            sub = cover
            if cover is None and op.name == "tiles":
                roles = [o for o in r.ops if o.name == "role"]
                if op.attrs.get("persistent"):
                    sub = extent(op)
                for o in r.ops:
                    c = sub
                    if c is None and o.name == "role":
                        c = (extent(roles[0])[0], extent(roles[-1])[1])
                    visit(o, c)
                continue
            if cover is None and has_trait(op, LOOP):
                sub = extent(op)
            for o in r.ops:
                visit(o, sub)

    for op in k.regions[0].ops:
        visit(op, None)
    return allocs, rng


def allocate_kernel(k, arch):
    allocs, rng = _live_ranges(k)
    # views: bar_at/smem_slot results are uses of the alloc already (their operand is the alloc)
    items = []
    for v, op in allocs.items():
        t = v.type
        align = TILE_ALIGN if isinstance(t, SmemT) else BAR_ALIGN
        lo, hi = rng.get(v, (0, -1))  # unused: empty range, still given space (zero-sized lifetime)
        items.append((v, op, _size(t), align, lo, hi))
    # bigger first; each item goes to the lowest aligned offset not overlapping a live-overlapping item
    placed = []
    for v, op, size, align, lo, hi in sorted(items, key=lambda x: (-x[2], x[1].attrs["sym_name"])):
        conflicts = sorted((o, o + s) for (o, s, l2, h2) in placed if not (hi < l2 or h2 < lo) or hi < lo or h2 < l2)
        off = 0
        for a, b in conflicts:
            if off + size <= a:
                break
            off = max(off, -(-b // align) * align)
        op.attrs["offset"] = off
        op.attrs["bytes"] = size
        placed.append((off, size, lo, hi))
    total = max((o + s for o, s, _, _ in placed), default=0)
    if _dynamic_handoff(k):  # (Gluon places it; it counts against the same budget)
        total = -(-total // BAR_ALIGN) * BAR_ALIGN + HANDOFF_BYTES
    limit = hw.smem_limit(arch)
    k.attrs["smem_bytes"] = total
    if total > limit:
        big = sorted(items, key=lambda x: -x[2])[:3]
        notes = [(op.span, f"'{op.attrs['sym_name']}' takes {size} bytes") for v, op, size, *_ in big]
        raise error(k.span, f"kernel '{k.attrs['sym_name']}' needs {total} bytes of shared memory, more than the "
                    f"{limit} bytes per block of {arch}; largest buffers: "
                    + ", ".join(f"{op.attrs['sym_name']} ({size} B)" for v, op, size, *_ in big), notes)


def _dynamic_handoff(k) -> bool:
    return any(op.name == "tiles" and op.attrs.get("schedule") == "dynamic"
               and sum(o.name == "role" for o in op.regions[0].ops) > 1 for op in k.walk())


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        allocate_kernel(k, ctx.arch)
    return m


allocate_smem = Pass("allocate-smem", _run,
                     "liveness-based shared-memory offsets (1024-byte aligned tiles, 8-byte barriers)")
