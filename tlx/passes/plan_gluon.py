"""`plan-gluon` (Gluon target): every decision the Gluon printer needs, made here and recorded in the IR.

Runs before verify-protocol, so the protocol verifier sees what will run (the intra-role barriers above all).
Kernels without roles are left alone (the Gluon backend only prints warp-specialized kernels).

Recorded, per kernel with roles:
  * kernel attr `warp_specialize = [{role, replica}, ...]`: the partitions in `gl.warp_specialize` order; the
    first is the default partition (the first replica of the first role whose warps are a multiple of a warp
    group: it runs with the kernel's `num_warps`, kernel attr `num_warps`); the others are workers, each with its
    role's `warps` and `regs`.
  * kernel attr `kernel_args = [{kind, name, param?, axis?, block?}, ...]`: the jit kernel's parameters in order.
    kind "desc": a TMA descriptor of `param` with block [R, C] (one per tensor and block shape that a `tma`
    statement uses; `ragged = true` for a jagged tensor: a descriptor whose row bound is each sequence's end;
    `linear = true` for one that copies `frag_order` slots: an unswizzled box, the slot copied whole); "ptr": the tensor's pointer (plain loads/stores, sequence offsets); "stride": its stride
    along `axis` (plain loads/stores); "scalar"; "size": a runtime dimension symbol `name` = `param`.shape[axis];
    "tile_table" / "tile_count" / "tile_decode" (the constexpr TILE_DECODE choosing the tile source) for jagged
    tile spaces, whose offsets always pass their pointer (the in-kernel tile source reads them). `tma_load`/`tma_store` get attr `desc` (its name).
  * tiles attr `decode` (jagged): what the in-kernel tile source reads, as plan-portable records it
    (`decode_attr`), naming this target's parameters (sizes by symbol, a compile-time size as its value).
  * attr `partitions = [role, ...]` on every kernel- and tile-level op that a partition re-emits (the roles whose
    code transitively reads it, plus the tile-space sizes every partition needs).
  * attr `tile_bounds = true` on a jagged access (seq_start, seq_len, tma, load, store) of the tile's own
    sequence, and role attr `seq_bounds = [offsets, ...]`: the offsets whose two bounds the partition loads once
    per tile (hoisted), instead of at every access.
  * tiles attr `schedule`: how a program walks its tiles: "program" (one tile per program, coordinates from the
    program ids), "one" (one tile per program through the tile count), "strided" (persistent round robin) or
    "snake" (persistent jagged: the table is sorted heaviest first, and dealing rows out forwards then backwards
    evens out the work per program where round robin gives program 0 the heaviest tile of every round) or
    "dynamic" (tiles option `dynamic`: the same tile order, taken by whichever program is free first; see below).
  * tiles attr `drawer` (schedule "dynamic"): the role whose partition draws the tiles (`tile = atomic_add(counter,
    1)`) and hands each to the other partitions through a 2-slot shared-memory ring; the first role that issues
    loads (a TMA load, else any load), else the first role; it must have one replica (the draw is one per tile).
    Kernel arg {kind "tile_counter"}: the draw counter, an i32 the launcher keeps per device and stream.
  * kernel attr `named_turns = B` (B > 0): the kernel's `in turn:` sections (derive-phases' waits and arrives with
    attribute `turn`) are printed on hardware named barriers B + replica (bar.sync / bar.arrive, FlashAttention-3's
    warp-group ordering) instead of mbarriers; see gluon_exprs.turn_bar. Only for one turn array whose replicas fit
    the 16 named barriers above B (B = NAMED_TURNS, clear of the ids Triton gives its partitions: at most B - 2
    partitions); else mbarriers.
  * op `thread_barrier` before an `arrive` or `expect` (an arrive too; not a turn's arrive printed on a named
    barrier, which every thread makes) of a role when, since the last barrier, the
    role's threads accessed shared memory from registers (smem_load / smem_store) or, in a role wider than one
    warp group, read it with wgmma: the arrive is one thread's, so every thread must be done with the slot before
    it releases (or publishes) it — the lanes of a one-warp role too (a one-warp producer that stores a slot
    beside its TMA copies, e.g. the dK/dV kernel's lse and delta with LSE_SMEM). Earlier ops count wherever they
    sit: nested in an `if`/`for` before the arrive, in an enclosing block before the construct holding it, and,
    inside a loop, anywhere in the loop body (the previous iteration).
  * kernel attr `grid_dependency = true` for a jagged tile space: the tile table is written by the launch just
    before the kernel's, so the kernel is launched as its programmatic dependent (PDL) and waits on the grid
    dependency before its partitions start (after the barrier inits: the prologue overlaps the table's launch).
  * attr `wait = false` on a `tma_store` followed, through pure ops only, by another `tma_store`: the printer waits
    for the copy engine's reads once, after the last of such a run (`tma.store_wait(0)` waits for all of them), not
    after each (a role that issues several TMA reduce-adds in a row, e.g. the fused backward's dQ writer, overlaps
    them). Nothing between them touches shared memory, so a slot is still read only until its statement's run ends.
Rewrites: a `load` whose result nothing reads is dropped; a `cast` of a constant becomes a constant.
"""
from __future__ import annotations

import os

from .. import hw
from ..diagnostics import error
from ..ir.core import Module, Op
from ..ir.dtypes import itemsize
from ..ir.ops import PURE, frag_order_views, has_trait, tiles_jagged
from ..ir.types import SmemT
from .manager import Pass
from .plan_portable import decode_attr

SCHEDULES = ("program", "one", "strided", "snake", "dynamic")
_GENERIC_SMEM = ("smem_load", "smem_store")  # shared memory through registers (generic proxy), every warp


def _users(k: Op) -> set:
    return {v for op in k.walk() for v in op.operands}


def _drawer(tiles: Op, roles) -> str:
    """The role that draws a dynamic walk's tiles: the one that issues the loads (its draw runs ahead of the
    consumers' work, as its loads do)."""
    def issues(r, kinds):
        return any(o.name in kinds for o in r.walk())
    r = next((r for r in roles if issues(r, ("tma_load",))), None) or next(
        (r for r in roles if issues(r, ("load",))), roles[0])
    if r.attrs.get("replicas", 1) > 1:
        raise error(tiles.span, f"a dynamic tile walk is drawn by one partition: role '{r.attrs['sym_name']}' "
                    "(the role that issues the loads) is replicated")
    return r.attrs["sym_name"]


def _drop_dead_loads(blk, used):
    keep = []
    for op in blk.ops:
        for r in op.regions:
            _drop_dead_loads(r, used)
        if op.name == "load" and not any(r in used for r in op.results):
            continue
        keep.append(op)
    blk.ops = keep


def _fold_casts(k: Op):
    consts = {}
    for op in k.walk():
        if op.name == "const":
            consts[op.result] = op.attrs["value"]
        elif op.name == "cast" and op.operands[0] in consts and op.result.type.is_scalar:
            v, dt = consts[op.operands[0]], op.result.type.dtype
            v = bool(v) if dt == "i1" else float(v) if dt.startswith(("f", "bf")) else int(v)
            op.name, op.operands, op.attrs = "const", [], {"value": v}
            consts[op.result] = v


def _partitions(k: Op, roles) -> list:
    parts = [(r, i) for r in roles for i in range(r.attrs.get("replicas", 1))]
    dflt = next((p for p in parts if p[0].attrs["warps"] % hw.WARPGROUP_WARPS == 0), None)
    if dflt is None:
        raise error(k.span, f"kernel '{k.attrs['sym_name']}': one role needs a multiple of {hw.WARPGROUP_WARPS} "
                    "warps to be the default partition (it runs with the kernel's num_warps)")
    k.attrs["num_warps"] = dflt[0].attrs["warps"]
    return [dflt] + [p for p in parts if p is not dflt]


def _kernel_args(k: Op, tiles: Op) -> list:
    params = list(k.attrs.get("params", []))
    param_of = {v: p["name"] for p, v in zip(params, k.regions[0].args)}
    constexprs = k.attrs.get("constexprs", {})
    descs, ptr, strided = {}, set(), set()
    frag = frag_order_views(k)
    linear = set()  # (param, block) of descriptors copying frag_order slots: unswizzled boxes
    for op in k.walk():
        if op.name in ("tma_load", "tma_store"):
            t = op.operands[1] if op.name == "tma_load" else op.operands[0]
            s = op.operands[0] if op.name == "tma_load" else op.operands[-1]
            block = tuple(s.type.shape)
            chunks = block[-1] * itemsize(s.type.dtype) // 128
            if s not in frag and op.attrs.get("reduce") and chunks > 1:
                # triton 3.6 issues a TMA reduce as one message of at most the 128-byte swizzle width: a wider slot
                # is added by one reduce per 128-byte column block, through a descriptor of that block
                block = (*block[:-1], block[-1] // chunks)
                op.attrs["chunks"] = chunks
            # (one descriptor per tensor and block, so one layout: checked on the block the copy is issued with,
            # after the split, which can meet an unswizzled frag_order slot's block)
            key = (param_of[t], block)
            if key in descs and (key in linear) != (s in frag):
                raise error(op.span, f"'{key[0]}' is copied by TMA in blocks {list(block)} from both a `frag_order` "
                                     "slot and a swizzled one: their descriptors would differ (use one kind)")
            if s in frag:
                # an unswizzled slot (its bytes in the stored fragments' order) is copied whole: no 128-byte limit
                linear.add(key)
            descs.setdefault(key, []).append(op)
            if t.type.jagged_by:
                ptr.add(t.type.jagged_by)
        elif op.name in ("load", "store"):
            ptr.add(param_of[op.operands[0]])
            strided.add(param_of[op.operands[0]])
            if op.operands[0].type.jagged_by:
                ptr.add(op.operands[0].type.jagged_by)
        elif op.name in ("seq_start", "seq_len", "num_seqs"):
            ptr.add(op.operands[0].type.jagged_by)
    if tiles.attrs["kind"] == "jagged":
        ptr.add(tiles_jagged(tiles)[0].type.jagged_by)
    args = []
    for p in params:
        pn = p["name"]
        if p["kind"] not in ("tensor", "jagged"):
            args.append({"kind": "scalar", "name": pn, "param": pn})
            continue
        mine = [(blk, ops) for (q, blk), ops in descs.items() if q == pn]
        for blk, ops in mine:
            name = f"{pn}_desc" if len(mine) == 1 else f"{pn}_desc_{blk[0]}x{blk[1]}"
            arg = {"kind": "desc", "name": name, "param": pn, "block": list(blk)}
            if (pn, blk) in linear:
                arg["linear"] = True
            if p["kind"] == "jagged":  # bounded at each sequence's end (docs/language.md, `tma`)
                arg["ragged"] = True
            args.append(arg)
            for op in ops:
                op.attrs["desc"] = name
        if pn in ptr:
            args.append({"kind": "ptr", "name": pn, "param": pn})
        if pn in strided:
            args += [{"kind": "stride", "name": f"{pn}_stride{i}", "param": pn, "axis": i}
                     for i in range(len(p["dims"]))]
    seen = set()
    for p in params:  # runtime sizes by symbol (constexpr sizes are literals in the code)
        for ax, d in enumerate(p.get("dims", ()) if p["kind"] in ("tensor", "jagged") else ()):
            if d not in constexprs and d not in seen:
                seen.add(d)
                args.append({"kind": "size", "name": d, "param": p["name"], "axis": ax})
    if tiles.attrs["kind"] == "jagged":
        args += [{"kind": "tile_table", "name": "tile_table"}, {"kind": "tile_count", "name": "tile_count"},
                 {"kind": "tile_decode", "name": "TILE_DECODE"}]
        dims = {p["name"]: p["dims"] for p in params if p["kind"] in ("tensor", "jagged")}
        tiles.attrs["decode"] = decode_attr(
            k, tiles, lambda pn: pn, lambda pn, ax: str(constexprs.get(dims[pn][ax], dims[pn][ax])))
    return args


def _mark_scalars(k: Op, tiles: Op, roles):
    """attr `partitions` on the kernel/tile-level ops each role's partition re-emits."""
    kernel_ops = [o for o in k.regions[0].ops if o.name not in ("tiles", "smem_alloc", "bar_alloc")]
    tile_ops = [o for o in tiles.regions[0].ops if o.name != "role"]
    for o in kernel_ops + tile_ops:
        o.attrs.pop("partitions", None)
    for role in roles:
        need = {v for op in role.walk() for v in op.operands} | set(tiles.operands)
        for op in reversed(kernel_ops + tile_ops):  # uses before definitions
            if any(r in need for r in op.results):
                need.update(op.operands)
                op.attrs.setdefault("partitions", []).append(role.attrs["sym_name"])


def _seq_operand(op: Op):
    """The sequence operand of a jagged access, or None."""
    if op.name in ("seq_start", "seq_len"):
        return op.operands[1]
    if op.name == "tma_load" and op.operands[1].type.jagged_by:
        return op.operands[2]
    if op.name == "tma_store" and op.operands[0].type.jagged_by:
        return op.operands[1]
    if op.name in ("load", "store") and op.attrs.get("jagged"):
        return op.operands[1]
    return None


def _jagged_tensor(op: Op):
    return op.operands[1] if op.name == "tma_load" else op.operands[0]


def _mark_seq_bounds(k: Op, tiles: Op, roles):
    seq = tiles_jagged(tiles)[1] if tiles.attrs["kind"] == "jagged" else None
    shared = [o for o in k.regions[0].ops + tiles.regions[0].ops if o.name not in ("tiles", "role")]
    for role in roles:
        name = role.attrs["sym_name"]
        emitted = [o for o in shared if name in o.attrs.get("partitions", ())] + list(role.walk())
        offs = set()
        for op in emitted:
            if seq is not None and _seq_operand(op) is seq:
                op.attrs["tile_bounds"] = True
                offs.add(_jagged_tensor(op).type.jagged_by)
        role.attrs["seq_bounds"] = sorted(offs)


def _schedule(tiles: Op) -> str:
    persistent = bool(tiles.attrs.get("persistent"))
    if persistent and tiles.attrs.get("dynamic"):
        return "dynamic"
    if tiles.attrs["kind"] == "grid":
        if not persistent and len(tiles.regions[0].args) - 1 > 3:
            raise error(tiles.span, "a non-persistent grid has at most 3 dimensions")
        return "strided" if persistent else "program"
    return "snake" if persistent else "one"


# ------------------------------------------------------------------ intra-role barriers
def _touches_smem(op: Op, wide: bool) -> bool:
    if op.name in _GENERIC_SMEM:
        return True
    return wide and op.name in ("dot", "dot_async") and any(isinstance(v.type, SmemT) for v in op.operands)


def _insert_barriers(blk, dirty: bool, wide: bool, named: bool) -> bool:
    """Insert thread_barrier ops into blk; returns whether shared memory may have been touched since the last one.
    `named`: the kernel's turn arrives are `bar.arrive`s of every thread, each ordering that thread's own accesses
    (named_turns): they need no barrier in front and leave the accesses unsynchronized for a later one-thread arrive."""
    out = []
    for op in blk.ops:
        if op.name == "arrive" and named and op.attrs.get("turn"):
            pass
        elif op.name in ("arrive", "expect") and dirty:
            out.append(Op("thread_barrier", [], [], {}, [], op.span))
            dirty = False
        elif op.regions:
            loop = op.name in ("for", "pipeline")
            after = dirty
            for r in op.regions:
                # a loop body also follows its own previous iteration
                entry = dirty or (loop and any(_touches_smem(o, wide) for o in op.walk()))
                after = _insert_barriers(r, entry, wide, named) or after
            dirty = after
        elif _touches_smem(op, wide):
            dirty = True
        out.append(op)
    blk.ops = out
    return dirty


def _batch_store_waits(blk):
    """Mark each tma_store that another one follows through pure ops with `wait = false` (see the docstring)."""
    run = None  # the last tma_store, while only pure ops followed it
    for op in blk.ops:
        if op.name == "tma_store":
            if run is not None:
                run.attrs["wait"] = False
            run = op
        elif not (has_trait(op, PURE) and not op.regions):
            run = None
        for r in op.regions:
            _batch_store_waits(r)


# The first named barrier of `in turn:` sections (0: mbarriers; TLX_NAMED_TURNS, for A/Bs). Measured on the H100 beside
# mbarrier turns (bench/results/fwd_codegen_ab_2026-12-05_052bb6c.md): 1.014x geomean over 12 flagship rows in one
# run (the LLM rows within +-2% in a second).
NAMED_TURNS = int(os.environ.get("TLX_NAMED_TURNS", "8"))
NAMED_BARRIERS = 16  # (sm_90: barrier ids 0-15)


def _named_turns(k: Op) -> int:
    defs = {r: o for o in k.walk() for r in o.results}
    arrays, n = set(), 0
    for op in k.walk():
        if op.name in ("wait", "arrive") and op.attrs.get("turn"):
            arrays.add(defs[op.operands[0]].operands[0])
            n = max(n, op.attrs["turn"])
    # (Triton numbers its own barriers from 0 by partition: 0, 1 and 3 in the flagship's three partitions, SASS)
    clear = len(k.attrs["warp_specialize"]) + 1 < NAMED_TURNS
    return NAMED_TURNS if NAMED_TURNS and clear and len(arrays) == 1 and NAMED_TURNS + n <= NAMED_BARRIERS else 0


def plan_kernel(k: Op):
    body = k.regions[0]
    roles = [o for o in k.walk() if o.name == "role"]
    if not roles:
        return
    tiles = [o for o in body.ops if o.name == "tiles"]
    if len(tiles) != 1:
        raise error(k.span, f"kernel '{k.attrs['sym_name']}': the Gluon backend needs exactly one `tiles`/`grid` "
                    "launch space")
    tiles = tiles[0]
    _drop_dead_loads(body, _users(k))
    _fold_casts(k)
    parts = _partitions(k, roles)
    k.attrs["warp_specialize"] = [{"role": r.attrs["sym_name"], "replica": i} for r, i in parts]
    k.attrs["kernel_args"] = _kernel_args(k, tiles)
    tiles.attrs["schedule"] = _schedule(tiles)
    if tiles.attrs["schedule"] == "dynamic":
        tiles.attrs["drawer"] = _drawer(tiles, roles)
        k.attrs["kernel_args"].append({"kind": "tile_counter", "name": "tile_counter"})
    if tiles.attrs["kind"] == "jagged":
        k.attrs["grid_dependency"] = True
    _mark_scalars(k, tiles, roles)
    _mark_seq_bounds(k, tiles, roles)
    named = _named_turns(k)
    if named:
        k.attrs["named_turns"] = named
    for role in roles:
        if any(o.name == "thread_barrier" for o in role.walk()):
            continue  # planned already (the pass is idempotent)
        _insert_barriers(role.regions[0], False, role.attrs["warps"] > hw.WARPGROUP_WARPS, bool(named))
    _batch_store_waits(body)
    verify_plan(k)


def verify_plan(k: Op):
    """The recorded plan is complete: every role is a partition, every TMA statement names a descriptor."""
    roles = {o.attrs["sym_name"]: o for o in k.walk() if o.name == "role"}
    if not roles:
        return
    ws = k.attrs.get("warp_specialize")
    if not ws:
        raise error(k.span, "internal: kernel with roles has no `warp_specialize` plan (run plan-gluon)")
    want = sorted((n, i) for n, r in roles.items() for i in range(r.attrs.get("replicas", 1)))
    if sorted((p["role"], p["replica"]) for p in ws) != want:
        raise error(k.span, f"internal: `warp_specialize` {ws} does not list every role replica once")
    if roles[ws[0]["role"]].attrs["warps"] != k.attrs.get("num_warps"):
        raise error(k.span, "internal: the default partition's warps differ from the kernel's num_warps")
    descs = {a["name"] for a in k.attrs.get("kernel_args", ()) if a["kind"] == "desc"}
    for op in k.walk():
        if op.name in ("tma_load", "tma_store") and op.attrs.get("desc") not in descs:
            raise error(op.span, f"internal: '{op.name}' names no planned TMA descriptor")
    in_roles = sum(o.name == "thread_barrier" for r in roles.values() for o in r.walk())
    if in_roles != sum(o.name == "thread_barrier" for o in k.walk()):
        raise error(k.span, "internal: a thread_barrier outside a role (it synchronizes the warps of one role)")
    tiles = next(o for o in k.regions[0].ops if o.name == "tiles")
    if tiles.attrs.get("schedule") not in SCHEDULES:
        raise error(tiles.span, f"internal: tile schedule {tiles.attrs.get('schedule')!r} is not one of {SCHEDULES}")


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        plan_kernel(k)
    return m


plan_gluon = Pass("plan-gluon", _run, "Gluon target: record partitions, kernel arguments, hoisted bounds, tile "
                  "order and intra-role barriers in the IR", requires=("derive-phases",))

