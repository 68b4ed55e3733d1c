"""`sequentialize-roles` (portable target only): one single-stream program with the same results.

Runs only in a pipeline where `verify-protocol` came first (`requires`): zipping is sound once the
protocol is proved. The roles'
top-level code is cut at their pipelined loops into segments; segment i of every role instance is
emitted in turn (roles that fill shared memory first, then the others; replicated roles unrolled, the
replica index becoming a constant), and the i-th pipelined loops of all roles are zipped into one `for`
whose carried values are the concatenation of every instance's carried values: producer iteration n,
then each consumer replica's iteration n.

Shared memory disappears: `tma_load(slot, t, [seq], i0, ..., bar)` becomes `load(t, [seq], rows, ..., cols)`
of the slot's [R, C] tile (rows = i0*R + arange(R), or i0 + arange(R) for an `at(i0)` row, middle dims scalar, cols = (i_last or 0)*C +
arange(C); jagged rows are relative to the sequence start and masked by the load), and later reads of
that slot (mma operands, smem_load; `.T` views become `trans`) use the loaded register tile;
store_smem(slot, v) makes v the slot's tile; tma_store becomes `store`. wait/arrive/expect/fence and
all barrier/shared-memory ops and allocations are dropped. Ring counters (role state) are not needed.
"""
from __future__ import annotations

from .. import hw
from ..diagnostics import DiagnosticBag, error
from ..ir.core import Block, Module, Op, Value
from ..ir.dtypes import DTYPE_TABLE
from ..ir.op_rules import broadcast_shapes
from ..ir.types import SmemT, TensorT, ValT
from ..ir.ops import ALLOC, SYNC_ONLY, WRITES_SMEM, has_trait
from ..ir.rewrite import Builder, dce_block, defs_of, used_names
from .manager import Pass

I32 = ValT("i32")


class Seq:
    def __init__(self, used):
        self.b = Builder(used)
        self.consts = {}  # new Value -> int
        self.tiles = {}  # (alloc name, slot key) -> register tile Value
        self.views = {}  # old smem view Value -> (alloc name, slot key, transposed)
        self.events = None  # in a straight-line segment: [(instance, "r" or "w", (alloc, key), span)]
        self.inst = 0
        self.frag = set()  # the `frag_order` allocations (their TMA copies move bytes as they are: index_tiles)
        self.loop_depth = 0  # inside a zipped pipeline: a write there runs once per iteration, between barriers
        self.epoch = {}  # instance -> its barrier ops so far (writes between two of them can be told apart by others)
        self.uses = {}  # (alloc, key) not the ring's -> [instances that touch it, {(writer, epoch)}, a later write]
        self.ctl_depth = 0  # inside an `if` or a plain loop: a write there may not run
        self.cond_keys = set()  # keys written there
        self.kinds = {}  # alloc -> {"ring" or "fixed": the span of an access by a ring slot or by a fixed index}

    def const(self, v, span):
        c = self.b.const(v, span)
        self.consts[c] = v
        return c

    def slot_key(self, alloc, idx, vmap, defs, span):
        """A static key for a slot index: ints, "ring" (the pipeline slot), and folded + - * // % of them."""
        if idx is None:
            return 0
        nv = vmap.get(idx, idx)
        if nv in self.consts:
            return self.consts[nv]
        d = defs.get(idx)
        if d is not None and d.name == "const":
            return d.attrs["value"]
        if d is not None and d.attrs.get("ring_slot"):
            return "ring"
        ops = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
               "mod": lambda a, b: a % b, "floordiv": lambda a, b: a // b}
        if d is not None and d.name in ops:
            a, b = (self.slot_key(alloc, v, vmap, defs, span) for v in d.operands)
            if isinstance(a, int) and isinstance(b, int):
                return ops[d.name](a, b)
            if d.name in ("add", "sub") and b == 0 or d.name in ("mul", "floordiv") and b == 1:
                return a
            if d.name == "add" and a == 0 or d.name == "mul" and a == 1:
                return b
            return (d.name, a, b)
        raise error(span, f"cannot sequentialize: the slot of '{alloc}' is neither a constant nor the ring slot")

    def view(self, v, span):
        if v not in self.views:
            raise error(span, "cannot sequentialize: shared-memory operand of unknown origin")
        return self.views[v]

    def note(self, kind, key, span):
        if self.events is not None:
            self.events.append((self.inst, kind, key, span))
        self.kinds.setdefault(key[0], {}).setdefault("ring" if _ring_key(key) else "fixed", span)
        if kind == "w" and self.ctl_depth:
            self.cond_keys.add(key)
        if not _ring_key(key):
            u = self.uses.setdefault(key, [set(), set(), None])
            u[0].add(self.inst)
            if kind == "w":
                u[1].add((self.inst, self.epoch.get(self.inst, 0)))
                if self.loop_depth:
                    u[1].add((self.inst, "every iteration"))
                if len(u[1]) > 1 and u[2] is None:
                    u[2] = span

    def tile_of(self, v, span):
        name, key, tr = self.view(v, span)
        self.note("r", (name, key), span)
        t = self.tiles.get((name, key))
        if t is None:
            raise error(span, f"cannot sequentialize: '{name}[{key}]' is read before any fill in stream order")
        if tr:
            sh = t.type.shape[::-1]
            t = self.b.op("trans", [t], ValT(t.type.dtype, sh), span=span, hint="tT")
        return t

    def index_tiles(self, t: TensorT, coords, R, C, span, row_at=False, frag=False):
        """The index tiles of the [R, C] block a TMA copy moves. frag: the slot is `frag_order`, whose copy moves its
        bytes as they are (docs/language.md): element (r, c) of the slot is the block's element at offset
        frag_offset(r, c), i.e. block row off // C and column off % C, as on the Gluon build."""
        n = t.rank
        b = self.b
        perm = self.frag_positions(R, C, span) if frag else None
        # (an i64 row or column block: its low 32 bits, as the Gluon build hands the copy engine; the proof bounds it)
        coords = [b.op("cast", [c], I32, span=span, hint="c32") if i in (0, n - 1) and c.type.dtype == "i64" else c
                  for i, c in enumerate(coords)]
        out = []
        for d in range(n):
            if d == 0:
                # `at(r)`: the row coordinate is an element index already
                base = coords[0] if row_at else b.op("mul", [coords[0], self.const(R, span)], span=span, hint="row0")
                if perm:
                    out.append(b.op("add", [base, perm[0]], ValT("i32", (R, C)), span=span, hint="rows"))
                    continue
                ar = b.op("arange", [], ValT("i32", (R,)), {"n": R}, span, "ar")
                r = b.op("add", [base, ar], ValT("i32", (R,)), span=span, hint="rows")
                out.append(b.op("expand_dims", [r], ValT("i32", (R, 1)), {"axis": 1}, span, "rows"))
            elif d == n - 1:
                ci = coords[d] if len(coords) == n else self.const(0, span)
                base = b.op("mul", [ci, self.const(C, span)], span=span, hint="col0")
                if perm:
                    out.append(b.op("add", [base, perm[1]], ValT("i32", (R, C)), span=span, hint="cols"))
                    continue
                ar = b.op("arange", [], ValT("i32", (C,)), {"n": C}, span, "ar")
                c = b.op("add", [base, ar], ValT("i32", (C,)), span=span, hint="cols")
                out.append(b.op("expand_dims", [c], ValT("i32", (1, C)), {"axis": 0}, span, "cols"))
            else:
                out.append(coords[d])
        return out

    def frag_positions(self, R, C, span):
        """([R, C] block rows, [R, C] block columns) where a `frag_order` slot's element (r, c) lies in its copy:
        off = sum of bit k of r or c (hw.frag_order_bases) times 2**i, then (off // C, off % C)."""
        b = self.b
        axes = []
        for n, ax in ((R, 1), (C, 0)):
            ar = b.op("arange", [], ValT("i32", (n,)), {"n": n}, span, "ar")
            axes.append(b.op("expand_dims", [ar], ValT("i32", (n, 1) if ax else (1, n)), {"axis": ax}, span, "fr"))
        off = None
        for i, (dr, dc) in enumerate(hw.frag_order_bases((R, C))):
            x, step = (axes[0], dr) if dr else (axes[1], dc)
            q = b.op("floordiv", [x, self.const(step, span)], x.type, span=span, hint="fb")
            bit = b.op("mod", [q, self.const(2, span)], x.type, span=span, hint="fb")
            term = b.op("mul", [bit, self.const(1 << i, span)], x.type, span=span, hint="fb")
            off = term if off is None else b.op(
                "add", [off, term], ValT("i32", broadcast_shapes(off.type.shape, x.type.shape)), span=span, hint="foff")
        full = ValT("i32", (R, C))
        return (b.op("floordiv", [off, self.const(C, span)], full, span=span, hint="frow"),
                b.op("mod", [off, self.const(C, span)], full, span=span, hint="fcol"))

    def emit(self, op, vmap, defs):
        """Transform and append one op (recursively for regions)."""
        n = op.name
        m = lambda v: vmap.get(v, v)  # noqa: E731
        if has_trait(op, SYNC_ONLY):
            if n != "fence":
                self.epoch[self.inst] = self.epoch.get(self.inst, 0) + 1
            return
        if n == "smem_cols":
            raise error(op.span, "col_block(): column views of a slot are built for the Gluon (Hopper) target only; the "
                        "portable target cannot run this program (guard it with TARGET == \"gluon\")")
        if n in ("smem_slot", "smem_trans"):
            if n == "smem_trans":
                name, key, tr = self.view(op.operands[0], op.span)
                self.views[op.result] = (name, key, not tr)
            else:
                alloc = defs[op.operands[0]].attrs["sym_name"]
                self.views[op.result] = (alloc, self.slot_key(alloc, op.operands[1], vmap, defs, op.span), False)
            return
        if n == "tma_load":
            dst, t = op.operands[0], m(op.operands[1])
            name, key, _ = self.view(dst, op.span)
            R, C = dst.type.shape
            coords = [m(v) for v in op.operands[2:-1]]
            jag = op.attrs.get("jagged", False)
            seq = [coords.pop(0)] if jag else []
            idx = self.index_tiles(t.type, coords, R, C, op.span, op.attrs.get("row_at", False), name in self.frag)
            tile = self.b.op("load", [t, *seq, *idx], ValT(t.type.dtype, (R, C)),
                             {"nidx": t.type.rank, "masked": False, "jagged": jag}, op.span, name)
            self.tiles[(name, key)] = tile
            self.note("w", (name, key), op.span)
            self.epoch[self.inst] = self.epoch.get(self.inst, 0) + 1  # (the copy signals a barrier when it lands)
            return
        if n == "smem_store":
            name, key, _ = self.view(op.operands[0], op.span)
            self.tiles[(name, key)] = m(op.operands[1])
            self.note("w", (name, key), op.span)
            return
        if n == "smem_load":
            vmap[op.result] = self.tile_of(op.operands[0], op.span)
            return
        if n == "tma_store":
            t, src = m(op.operands[0]), op.operands[-1]
            R, C = src.type.shape
            val = self.tile_of(src, op.span)
            coords = [m(v) for v in op.operands[1:-1]]
            jag = op.attrs.get("jagged", False)
            seq = [coords.pop(0)] if jag else []
            frag = self.view(src, op.span)[0] in self.frag
            idx = self.index_tiles(t.type, coords, R, C, op.span, op.attrs.get("row_at", False), frag)
            attrs = {"nidx": t.type.rank, "masked": False, "jagged": jag}
            if op.attrs.get("reduce"):  # a TMA reduce-add becomes a reduce-add store of the slot's tile
                attrs["reduce"] = op.attrs["reduce"]
            self.b.op("store", [t, *seq, *idx, val], None, attrs, op.span)
            return
        if n in ("dot", "dot_async"):
            ops = [self.tile_of(v, op.span) if isinstance(v.type, SmemT) else m(v) for v in op.operands]
        else:
            ops = [m(v) for v in op.operands]
        if n == "for" and any(has_trait(o, SYNC_ONLY) for o in op.walk()):
            raise error(op.span, "cannot sequentialize for the portable target: a loop that waits on or arrives at "
                        "barriers and is not a pipeline (the portable build runs each role's loop whole, one role "
                        "after another, so no other role's step runs between its iterations); write it as a "
                        "`pipeline`, or guard it with TARGET == \"gluon\"")
        if n in ("if", "for"):
            return self.emit_control(op, ops, vmap, defs)
        res = [Value(self.b.fresh(r.name), r.type) for r in op.results]
        for a, r in zip(op.results, res):
            vmap[a] = r
        new = Op(n, ops, res, dict(op.attrs), [], op.span)
        if n == "const":
            v = op.attrs["value"]
            if isinstance(v, int) and not isinstance(v, bool):
                self.consts[res[0]] = v
        self.b.ops.append(new)


    def trial(self, emit):
        """The slot keys whose tiles `emit` changes, with their types; what it emitted, the names it took and the
        uses it noted are discarded (a trial emission of a loop body, to know what the loop must carry)."""
        before, saved, used = dict(self.tiles), self.b.ops, set(self.b.used)
        events, uses = self.events, {k: [set(u[0]), set(u[1]), u[2]] for k, u in self.uses.items()}
        epoch = dict(self.epoch)
        self.events, self.b.ops, cond = [], [], self.cond_keys
        self.cond_keys = set()
        emit()
        self.trial_events, self.trial_cond, self.cond_keys = self.events, self.cond_keys, cond
        self.b.ops, self.events, self.uses, self.epoch = saved, events, uses, epoch
        self.b.used.clear()
        self.b.used.update(used)
        changed = {k: v.type for k, v in self.tiles.items() if before.get(k) is not v}
        self.tiles = before
        return changed

    def emit_region(self, blk, vmap, defs, carried=()):
        """A region's new block; `carried`: slot keys whose tiles enter as extra block args and leave in its yield."""
        args = [Value(self.b.fresh(a.name), a.type) for a in blk.args]
        for a, na in zip(blk.args, args):
            vmap[a] = na
        for key, t in carried:
            args.append(Value(self.b.fresh(f"{key[0]}_tile"), t))
            self.tiles[key] = args[-1]
        saved, self.b.ops = self.b.ops, []
        for o in blk.ops:
            self.emit(o, vmap, defs)
        new = Block(args, self.b.ops)
        self.b.ops = saved
        return new

    def emit_control(self, op, ops, vmap, defs):
        """An `if` or a plain `for` whose body fills shared memory: the slot's register tile is a value that changes
        in a branch or an iteration, so it leaves the `if` as a result and is carried by the loop (a tile defined
        inside the region is out of scope after it, and a loop's next iteration must read this one's fill)."""
        before = dict(self.tiles)
        changed = {}
        if op.name == "for" and any(has_trait(o, WRITES_SMEM) for o in op.walk()):
            changed = self.trial(lambda: self.emit_region(op.regions[0], dict(vmap), defs))
        inits = []
        for key, t in changed.items():
            if key not in before:  # (first filled in the loop: carried in from a zero tile, never read)
                zero = self.b.const(0.0 if DTYPE_TABLE[t.dtype].is_float else 0, op.span, t.dtype)
                self.tiles[key] = before[key] = self.b.op("full", [zero], t, {}, op.span, "zt")
            inits.append(before[key])
        regions, finals = [], []
        self.ctl_depth += 1
        for blk in op.regions:
            self.tiles = dict(before)
            regions.append(self.emit_region(blk, vmap, defs, tuple(changed.items())))
            finals.append(dict(self.tiles))
        self.ctl_depth -= 1
        if op.name == "if":
            changed = {k: v.type for f in finals for k, v in f.items() if before.get(k) is not v}
            for key in list(changed):
                if any(key not in f for f in finals):  # filled in one branch only, never before: no value after
                    del changed[key]
        keys = list(changed)
        for blk, f in zip(regions, finals):
            y = blk.ops[-1]
            blk.ops[-1] = Op("yield", [*y.operands, *(f[k] for k in keys)], [], dict(y.attrs), [], y.span)
        res = [Value(self.b.fresh(r.name), r.type) for r in op.results]
        for a, r in zip(op.results, res):
            vmap[a] = r
        extra = [Value(self.b.fresh(f"{k[0]}_tile"), changed[k]) for k in keys]
        # (a key first filled in one branch of an `if` only has no value after it: a later read is refused)
        self.tiles = {**before, **dict(zip(keys, extra))}
        self.b.ops.append(Op(op.name, [*ops, *inits], [*res, *extra], dict(op.attrs), regions, op.span))


def _ring_key(key):
    return key[1] == "ring" or isinstance(key[1], tuple) and "ring" in str(key[1])


def _check_ring_order(events, roles):
    """Iteration n of a zipped pipeline runs role by role: a ring slot that one role fills and others read in that
    iteration is right only if its one write is emitted before their reads (else they would read the iteration
    before's fill, where the device, ordered by the ring's barriers, reads this one's)."""
    by_key = {}
    for e in events:
        if _ring_key(e[2]):  # (the other slots: _check_handoffs)
            by_key.setdefault(e[2], []).append(e)
    for key, evs in by_key.items():
        writes = [e for e in evs if e[1] == "w"]
        if len({e[0] for e in evs}) < 2 or not writes:
            continue
        # (a second write, even by the filling role, may come after the others' reads on the device: a hand-back)
        late = next((e for e in evs if e[1] == "w" and e is not writes[0] or e[0] != writes[0][0]
                     and evs.index(e) < evs.index(writes[0])), None)
        if late is not None:
            what = "reads the ring slot of '{}' here before the fill of role '{}'" if late[1] == "r" else \
                "writes the ring slot of '{}' here, after the fill of role '{}' in the same iteration"
            raise error(late[3], f"cannot sequentialize for the portable target: role "
                        f"'{roles[late[0]].attrs['sym_name']}' "
                        + what.format(key[0], roles[writes[0][0]].attrs["sym_name"])
                        + " (the portable build runs iteration n of every role one after another, roles that fill "
                        "shared memory first, and gives every read of an iteration its last fill); guard it with "
                        "TARGET == \"gluon\"", [(writes[0][3], "the fill")])


def _check_ring_slots(events, roles, loops, i, history):
    """Every role's pipeline in zipped loop i addresses its ring slots by its own ring counter; the portable build
    gives them one key ("ring"), right only where the roles that share a ring slot step the same named ring from the
    same count: the same ring name, advanced by the same earlier zipped loops (whose ranges are equal)."""
    users = {}
    for inst, _, key, span in events:
        if _ring_key(key):
            users.setdefault(key[0], {}).setdefault(inst, span)
    for inst, lp in enumerate(loops):
        name = lp.attrs.get("ring_name")
        past = history.setdefault((inst, name), []) if name is not None else []
        for alloc, by in users.items():
            if inst in by:
                by[inst] = (by[inst], (name, tuple(past)))
        if name is not None:
            past.append(i)
    for alloc, by in users.items():
        (first, (span0, ring0)), *rest = sorted(by.items())
        for inst, (span, ring) in rest:
            if ring != ring0:
                raise error(span, f"cannot sequentialize for the portable target: roles "
                            f"'{roles[first].attrs['sym_name']}' and '{roles[inst].attrs['sym_name']}' reach the ring "
                            f"slots of '{alloc}' through different rings (or one ring from different counts), which "
                            "the portable build cannot tell apart; use one named ring that both advance alike, or guard "
                            "it with TARGET == \"gluon\"", [(span0, "the other role's access")])


def _check_handoffs(uses, roles):
    """A slot other than a ring's that several roles use is right in one stream only if one role writes it, with no
    barrier op between its writes: then the device orders another role's read after all of them or before all of
    them (a read before has no value in the stream: refused where it is emitted), and the stream gives the last.
    Written by two roles, or by one on both sides of a barrier op (or in every iteration of a pipeline), the device
    may order a read between two writes (a hand-back) where the stream gives the last: refused."""
    for key, (insts, writes, second) in uses.items():
        if len(insts) > 1 and len(writes) > 1:
            names = sorted({roles[i].attrs["sym_name"] for i in insts})
            raise error(second, f"cannot sequentialize for the portable target: '{key[0]}' is written here again (by "
                        "another role, after a barrier op, or in every iteration of a pipeline) and is used by roles "
                        f"{', '.join(repr(n) for n in names)} (the portable build runs "
                        "the roles one after another and cannot tell which write a read should see); hand it off "
                        "through a pipeline's ring, or guard it with TARGET == \"gluon\"")


def _canon(v, vmap, defs, consts, depth=0):
    """A value as an expression tree (constants by value, a replica index by its replica's constant, other
    arguments and non-arithmetic results by identity), to compare the ranges of zipped pipelines."""
    nv = vmap.get(v, v)
    if nv in consts:
        return ("const", consts[nv])
    d = defs.get(v)
    if d is None or depth > 64 or d.regions or not d.operands and d.name != "const":
        return ("value", id(nv))
    if d.name == "const":
        return ("const", d.attrs["value"])
    if d.name in ("seq_start", "seq_len") and getattr(d.operands[0].type, "jagged_by", ""):
        # tensors jagged by one offsets tensor share their sequences (the launcher checks their rows agree)
        return (d.name, ("by", d.operands[0].type.jagged_by), _canon(d.operands[1], vmap, defs, consts, depth + 1))
    return (d.name, tuple(sorted((k, str(x)) for k, x in d.attrs.items())),
            tuple(_canon(o, vmap, defs, consts, depth + 1) for o in d.operands))


def _segments(role):
    segs, cur = [], []
    for op in role.regions[0].ops[:-1]:
        if op.name == "for" and op.attrs.get("pipelined"):
            segs.append(cur)
            segs.append(op)
            cur = []
        else:
            cur.append(op)
    segs.append(cur)
    return segs


def sequentialize_tiles(k, tiles, used, defs):
    blk = tiles.regions[0]
    roles = [o for o in blk.ops if o.name == "role"]
    if not roles:
        return
    writes = lambda r: any(has_trait(o, WRITES_SMEM) for o in r.walk())  # noqa: E731
    roles = sorted(roles, key=lambda r: 0 if writes(r) else 1)
    segs = {id(r): _segments(r) for r in roles}
    nseg = {len(s) for s in segs.values()}
    if len(nseg) != 1:
        raise error(roles[0].span, "cannot sequentialize: the roles have different numbers of pipelined loops",
                    [(r.span, f"role '{r.attrs['sym_name']}' has {(len(segs[id(r)]) - 1) // 2}") for r in roles[1:]])
    s = Seq(used)
    s.consts[blk.args[-1]] = 0  # the portable launch runs one tile per program: tile_index is 0
    for op in k.regions[0].ops:
        if op.name == "smem_alloc":
            s.views[op.result] = (op.attrs["sym_name"], 0, False)
            if op.attrs.get("frag_order"):
                s.frag.add(op.attrs["sym_name"])
    insts = []
    for r in roles:
        for rep in range(r.attrs.get("replicas", 1)):
            vmap = {}
            args = r.regions[0].args
            vmap[args[0]] = s.const(rep, r.span)
            for a in args[1:]:
                vmap[a] = s.const(0, r.span)  # ring counters: unused once barriers are gone
            insts.append((r, vmap))
    ring_loops = {}  # alloc -> {instance: (ring name, the zipped loops before this one over that named ring)}
    for i in range(nseg.pop()):
        # (a stretch or a pipeline of one role runs while another role is anywhere else on the device: the writes on
        # each side of a boundary are told apart, as on each side of a barrier op)
        for j in range(len(insts)):
            s.epoch[j] = s.epoch.get(j, 0) + 1
        if i % 2 == 0:
            s.events = []
            for s.inst, (r, vmap) in enumerate(insts):
                for op in segs[id(r)][i]:
                    s.emit(op, vmap, defs)
            s.events = None
            continue
        loops = [(segs[id(r)][i], vmap) for r, vmap in insts]
        first, fvmap = loops[0]
        bounds = [fvmap.get(v, v) for v in first.operands[:3]]
        # one zipped loop runs every role's iteration n with one induction variable: the ranges must be the same
        # expression (the protocol proof allows different ones that step equally often, e.g. range(1, n + 1))
        want = [_canon(v, fvmap, defs, s.consts) for v in first.operands[:3]]
        for (lp, vmap), r in zip(loops[1:], [r for r, _ in insts][1:]):
            if [_canon(v, vmap, defs, s.consts) for v in lp.operands[:3]] != want:
                raise error(lp.span, "cannot sequentialize for the portable target: this pipeline's range differs from "
                            f"the one of role '{insts[0][0].attrs['sym_name']}' (the portable build runs iteration n of "
                            "every role's pipeline together, with one loop variable); write the same range",
                            [(first.span, "the other pipeline")])
        iv = Value(s.b.fresh(first.regions[0].args[0].name), I32)
        inits, args = [], []
        for lp, vmap in loops:
            vmap[lp.regions[0].args[0]] = iv
            for init, a in zip(lp.operands[3:], lp.regions[0].args[1:]):
                inits.append(vmap.get(init, init))
                na = Value(s.b.fresh(a.name), a.type)
                vmap[a] = na
                args.append(na)
        def body():
            ys = []
            for s.inst, (lp, vmap) in enumerate(loops):
                ops = lp.regions[0].ops
                for op in ops[:-1]:
                    s.emit(op, vmap, defs)
                ys += [vmap.get(v, v) for v in ops[-1].operands]
            return ys

        # the slots the body fills are carried from one iteration to the next (a role that accumulates in a slot
        # reads the iteration before's fill), and out of the loop; not a ring's, which every iteration refills
        # before anyone reads it (_check_ring_order)
        # (only those read before their fill in an iteration, filled under an `if` or in a loop that may not run, or
        # named after the loop: a slot filled and read within each iteration, like a role's own staging of P, needs
        # no carried copy)
        changed = s.trial(body)
        first_use = {}
        for e in s.trial_events:
            first_use.setdefault(e[2], e[1])
        later = {defs[o.operands[0]].attrs["sym_name"] for r, _ in insts for seg in segs[id(r)][i + 1:]
                 for o in ([seg] if isinstance(seg, Op) else seg) for o in o.walk() if o.name == "smem_slot"}
        ctypes = {k: t for k, t in changed.items() if not _ring_key(k) and (first_use.get(k) == "r" or k[0] in later
                                                                             or k in s.trial_cond)}
        carried = list(ctypes)
        for key in carried:
            if key not in s.tiles:  # (first filled in the loop: carried in from a zero tile, never read)
                t = ctypes[key]
                zero = s.b.const(0.0 if DTYPE_TABLE[t.dtype].is_float else 0, first.span, t.dtype)
                s.tiles[key] = s.b.op("full", [zero], t, {}, first.span, "zt")
            inits.append(s.tiles[key])
            args.append(Value(s.b.fresh(f"{key[0]}_tile"), ctypes[key]))
            s.tiles[key] = args[-1]
        saved = s.b.ops
        s.b.ops = []
        s.events, s.loop_depth = [], s.loop_depth + 1
        ys = body()
        _check_ring_order(s.events, [r for r, _ in insts])
        _check_ring_slots(s.events, [r for r, _ in insts], [lp for lp, _ in loops], i, ring_loops)
        s.events, s.loop_depth = None, s.loop_depth - 1
        ys += [s.tiles[k] for k in carried]
        s.b.ops.append(Op("yield", ys, [], {}, [], first.span))
        body_ops = s.b.ops
        s.b.ops = saved
        results = []
        for lp, vmap in loops:
            for r in lp.results:
                nr = Value(s.b.fresh(r.name), r.type)
                vmap[r] = nr
                results.append(nr)
        for key in carried:
            results.append(Value(s.b.fresh(f"{key[0]}_tile"), ctypes[key]))
            s.tiles[key] = results[-1]
        for key in [k for k in s.tiles if _ring_key(k)]:
            del s.tiles[key]  # (a ring slot's fill is the iteration's: read after the loop, it is refused as unfilled)
        s.b.ops.append(Op("for", [*bounds, *inits], results, {"zipped": len(loops)}, [Block([iv, *args], body_ops)],
                          first.span))
    _check_handoffs(s.uses, [r for r, _ in insts])
    for name, kinds in s.kinds.items():
        if len(kinds) > 1:
            raise error(kinds["fixed"], f"cannot sequentialize for the portable target: '{name}' is used here by a "
                        "fixed index and elsewhere by a pipeline's ring slot (the portable build keeps the two apart, "
                        "while on the device they are the same memory); guard it with TARGET == \"gluon\"",
                        [(kinds["ring"], "the ring slot")])
    out = [o for o in blk.ops if o.name != "role"]
    yield_ops = [o for o in out if o.name == "yield"]
    blk.ops = [o for o in out if o.name != "yield"] + s.b.ops + yield_ops


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        has_roles = any(o.name == "role" for o in k.walk())
        defs = defs_of(k)
        used = used_names(k)
        for tiles in k.regions[0].ops:
            if tiles.name == "tiles":
                sequentialize_tiles(k, tiles, used, defs)
        if has_roles:
            k.regions[0].ops = [o for o in k.regions[0].ops if not has_trait(o, ALLOC)]
            dce_block(k.regions[0])
    return m


# zipping the roles is only sound once the protocol is proved: the pipeline must run verify-protocol first
sequentialize_roles = Pass("sequentialize-roles", _run,
                           "portable target: zip the roles into one stream, TMA copies into loads",
                           requires=("verify-protocol",))
