"""A role reading back a tensor it writes: proved, element by element, that no other tile writes what a tile reads.

Why: a role (or a kernel without roles) that stores into a tensor and loads from it depends on the order of those
accesses. Inside one tile the order is the program's: the builds put a barrier between them (order-global), so
every thread of the role sees every earlier access of its other threads. Across tiles there is no order at all:
the tiles run as different programs, at the same time or in any sequence (the portable build one after another,
the Gluon build persistent and heaviest first), so a tile reading an element another tile writes gets whatever
the schedule gives (session 46's red team, pass 19). This check proves, for every input, that a store of one
tile and a load of another tile never name the same element, and refuses the pair otherwise, with the two tiles
and the element the solver found.

How: each access's element is a z3 term over the access's position in its index tile (one variable per axis,
`0 <= p < extent`), the tile's coordinates (one copy per tile: A stores, B loads, A != B), and the kernel's
inputs shared by every tile (sizes, integer parameters, the offsets' sequence starts and lengths as functions of
the sequence). Integer arithmetic wraps at its dtype's width and divides toward zero, as on the device. A value
the model does not follow (a load, a reduction, a loop variable, anything float) is a fresh unknown per tile and
position, so it can only add collisions: an index computed from one is proved disjoint only when it cannot matter.
Masks (the store's own, and every axis's bounds, which both builds apply) must hold at the element. Memory is
compared as index tuples, which is sound for a tensor whose elements do not overlap in memory: the launchers
refuse a read-back tensor that does (`_check_no_overlap`). Unknown (the solver's time limit) is a refusal too.

Not here: two writes of one element (global_writes, on this model), and a pair in different roles (refused by
global_access rule 1).
"""
from __future__ import annotations

import functools

import z3

from ...diagnostics import error
from ...ir.dtypes import int_range
from ...ir.op_rules import broadcast_shapes
from .arith import assumable, binop, linear_conditions
from .query_cache import Solver

TIMEOUT_MS = 10_000


def read_back_pairs(acc):
    """(store, load) pairs of one tensor in one role, from global_access's access list acc."""
    by = {}
    for t, kind, role, op in acc:
        by.setdefault((t, id(role)), []).append((kind, role, op))
    out = []
    for (t, _), xs in by.items():
        stores = [x for x in xs if x[0] == "store"]
        loads = [x for x in xs if x[0] == "load"]
        out += [(t, s, ld) for s in stores for ld in loads]
    return out


def check_read_back(k, acc):
    """Raise at the load of the first (store, load) pair of acc that two tiles could meet at."""
    pairs = read_back_pairs(acc)
    if not pairs:
        return
    tiles = next((o for o in k.walk() if o.name == "tiles"), None)
    if tiles is None:
        return
    for t, (_, role, st), (_, _, ld) in pairs:
        m = _Model(k, tiles)
        res, witness = m.meet(t, st, ld)
        if res == z3.unsat:
            continue
        who = "the kernel" if role is None else f"role `{role.attrs['sym_name']}`"
        if res == z3.sat and t.type.jagged_by:
            witness += (f"; nothing checks that `{t.type.jagged_by}` increases, so two sequences may share rows "
                        "(the launchers would need to read the offsets)")
        why = (f"two tiles may meet at an element ({witness}), and tiles run in no order (other programs, or a "
               "persistent program's other turns)" if res == z3.sat else
               f"the solver could not show within {TIMEOUT_MS // 1000} s that no other tile writes an element "
               "this load reads")
        raise error(ld.span, f"{who} reads `{t.name}`, which it also writes, and another tile's store may land on "
                    f"what this tile reads: {why}; read and write separate tensors, index both by the tile's own "
                    "block, or hand the data over between kernels",
                    [(st.span, f"{who} writes `{t.name}` here")])


class _Model:
    def __init__(self, k, tiles):
        self.k = k
        self.defs = {r: o for o in k.walk() for r in o.results}
        ta = tiles.regions[0].args
        self.coords = ta[:-1]  # (the last is the tile counter: it depends on the launch)
        self.coord_ids = {id(c) for c in self.coords}
        self.tiles = tiles
        # (a loop variable lies in [lo, hi) while its step cannot wrap: _val; steps are >= 1, proof.check_steps)
        self.loops = {o.regions[0].args[0]: o for o in k.walk() if o.name == "for"}
        self.scalars = {a: a.name for a in k.regions[0].args if not hasattr(a.type, "dims")}
        # a replicated role's replica index: one variable per tile tag, in [0, replicas) (global_writes compares
        # two replicas of one tile)
        self.replica = {o.regions[0].args[0]: o for o in k.walk() if o.name == "role" and o.regions[0].args}
        self.seqs = []  # (offsets, sequence term) of every sequence bound read (global_writes' premise)
        self.memo, self.n = {}, 0
        self.facts, self.host_fits = [], []

    # ---- terms
    def fresh(self, hint):
        self.n += 1
        return z3.Int(f"?{hint}#{self.n}")

    def dim(self, t, axis):
        d = t.type.dims[axis]
        d = self.k.attrs.get("constexprs", {}).get(d, d)
        if isinstance(d, int):
            return z3.IntVal(d)
        v = self._input(f"dim {d}", 0)
        # (the launchers refuse larger sizes: _check_size, and _check_jagged's rows)
        self.facts.append(v <= (2 ** 30 if axis == 0 and t.type.jagged_by else 2 ** 31 - 1))
        return v

    def _input(self, name, lo):
        v = z3.Int(name)
        self.facts.append(v >= lo)
        return v

    def _ranged(self, x, v):
        """x, a value of v's integer dtype as the device holds it: within the dtype's range."""
        r = int_range(getattr(v.type, "dtype", ""))
        if r is not None:
            self.facts.append(z3.And(x >= r[0], x <= r[1]))
        return x

    def fit(self, x, dt, tag):
        """x as dtype dt holds it: on the device it wraps; the host (tag "H": the launch space's sizes, which the
        launcher computes in Python integers) keeps it exact, and the device's tile decoding agrees with the host's
        count only while every such value fits (self.host_fits)."""
        if tag == "R":  # (a require's condition: the launcher evaluates it in Python integers)
            return x
        if tag != "H":
            return _wrap(x, dt)
        lo, hi = int_range(dt)
        self.host_fits.append(z3.And(x >= lo, x <= hi))
        return x

    def coord(self, c, tag):
        return z3.Int(f"{c.name}@{tag}")

    def seq_bounds(self, t, s):
        """(start, length) of sequence s of jagged t: functions of the sequence (one pair per offsets tensor),
        clamped to [0, rows] where they are read."""
        start, n = (z3.Function(f"{kind}({t.type.jagged_by})", z3.IntSort(), z3.IntSort())(s)
                    for kind in ("start", "len"))
        rows = self.dim(t, 0)
        self.seqs.append((t.type.jagged_by, s, start, n))
        self.facts.append(self.num_seqs(t.type.jagged_by) >= 0)
        self.facts += [start >= 0, start <= rows, n >= 0, n <= rows]
        return start, n

    def num_seqs(self, off):
        """The number of sequences of offsets `off`: one less than its size (the launchers refuse empty offsets)."""
        arg = next((a for a in self.k.regions[0].args if a.name == off), None)
        n = z3.Int(f"sequences({off})")
        if arg is not None:
            self.facts.append(n == self.dim(arg, 0) - 1)
        return n

    def val(self, v, tag, pos):
        key = (id(v), tag, tuple(p.get_id() for p in pos))
        if key not in self.memo:
            self.memo[key] = self._val(v, tag, pos)
        return self.memo[key]

    def _val(self, v, tag, pos):
        if id(v) in self.coord_ids:
            return self.coord(v, tag)
        if v in self.scalars:  # (the launchers refuse a value outside its dtype: _check_int)
            return self._ranged(z3.Int(f"param {self.scalars[v]}"), v)
        if v in self.replica:
            c = z3.Int(f"{v.name}@{tag}")
            self.facts += [c >= 0, c < self.replica[v].attrs.get("replicas", 1)]
            return c
        if v in self.loops:
            lo, hi, st = (self.val(x, tag, ()) for x in self.loops[v].operands[:3])
            c = self._ranged(self.fresh(v.name), v)
            # (the device steps in the variable's dtype: past hi - 1 + step it wraps, and the loop runs on)
            top = int_range(v.type.dtype)[1]
            self.facts.append(z3.Implies(hi - 1 + st <= top, z3.And(c >= lo, c < hi)))
            return c
        op = self.defs.get(v)
        if op is None:  # a loop's carried value, a replica index, the tile counter, a role's ring counter
            return self._ranged(self.fresh(v.name), v)
        n, dt = op.name, getattr(v.type, "dtype", "")
        at = lambda x: self._at_tag(x, v.type.shape, pos, tag)  # noqa: E731
        if n == "const":
            x = op.attrs["value"]
            return z3.IntVal(int(x)) if isinstance(x, (bool, int)) else self.fresh("float")
        if n == "dim":
            return self.dim(op.operands[0], op.attrs["axis"])
        if n == "num_seqs":
            return self.num_seqs(op.operands[0].type.jagged_by)
        if n in ("seq_start", "seq_len"):
            return self.seq_bounds(op.operands[0], self.val(op.operands[1], tag, ()))[n == "seq_len"]
        if n == "arange":
            return pos[0]
        if n == "expand_dims":
            ax = op.attrs["axis"]
            return self.val(op.operands[0], tag, pos[:ax] + pos[ax + 1:])
        if n in ("broadcast", "full"):
            return at(op.operands[0])
        if n == "where":
            c, a, b = (at(x) for x in op.operands)
            return z3.If(c != 0, a, b)
        if not _is_int(dt) or any(not _is_int(getattr(x.type, "dtype", "")) for x in op.operands):
            return self.fresh(n)  # floats, and integers made from them
        if n == "cast":  # (to i1: whether Triton tests != 0 or truncates, the model does not say)
            src = op.operands[0].type.dtype
            if src == "i1":
                return at(op.operands[0])
            return self.fresh(n) if dt == "i1" else self.fit(at(op.operands[0]), dt, tag)
        if n == "neg":
            return self.fit(-at(op.operands[0]), dt, tag)
        if n == "not":
            a = at(op.operands[0])
            return 1 - a if dt == "i1" else self.fit(-a - 1, dt, tag)
        if n == "abs":
            a = at(op.operands[0])
            return self.fit(z3.If(a >= 0, a, -a), dt, tag)
        if len(op.operands) == 2 and not op.regions:
            bools = all(getattr(x.type, "dtype", "") == "i1" for x in op.operands)
            r = binop(n, at(op.operands[0]), at(op.operands[1]), bools)
            if r is not None:
                return r if bools or n in ("lt", "le", "gt", "ge", "eq", "ne") else self.fit(r, dt, tag)
        return self._ranged(self.fresh(n), v)

    def _at_tag(self, x, res_shape, pos, tag):
        shp = getattr(x.type, "shape", ())
        off = len(res_shape) - len(shp)
        if off < 0:  # (a tile of more axes than the access: the IR verifier refuses it; unknown here regardless)
            return self.fresh(x.name)
        return self.val(x, tag, tuple(z3.IntVal(0) if m == 1 else pos[off + j] for j, m in enumerate(shp)))

    @functools.cached_property
    def requires(self):
        """The linear conditions of the kernel's requires, as the proof assumes them (symbolic.eval): both launchers
        refuse every other input. Only a condition whose booleans come from comparisons (arith.assumable)."""
        kdefs = {r: o for o in self.k.regions[0].ops for r in o.results}
        return [c for op in self.k.regions[0].ops if op.name == "require" and assumable(op.operands[0], kdefs)
                for c in linear_conditions(self.val(op.operands[0], "R", ()))]

    # ---- an access
    def element(self, op, tag):
        """(global index per axis, conditions, positions) of the element op touches at a fresh position, in tile
        `tag`."""
        t = op.operands[0]
        jag = bool(op.attrs.get("jagged"))
        nidx = op.attrs["nidx"]
        base = 1 + jag
        idx = op.operands[base:base + nidx]
        shape = functools.reduce(broadcast_shapes, [getattr(x.type, "shape", ()) for x in idx], ())
        pos = tuple(z3.Int(f"{op.span.short}@{tag}[{a}]") for a in range(len(shape)))
        conds = [z for a, n in enumerate(shape) for z in (pos[a] >= 0, pos[a] < n)]
        out = []
        for ax, x in enumerate(idx):
            e = self._at_tag(x, shape, pos, tag)
            if ax == 0 and jag:
                start, n = self.seq_bounds(t, self.val(op.operands[1], tag, ()))
                conds += [e >= 0, e < n, start + e >= 0, start + e < self.dim(t, 0)]
                e = start + e
            else:
                conds += [e >= 0, e < self.dim(t, ax)]
            out.append(e)
        if op.name == "store" and op.attrs.get("masked"):
            conds.append(self._at_tag(op.operands[-1], shape, pos, tag) != 0)
        return out, conds, pos

    def element_tma(self, op, tag):
        """(global index per axis, conditions, positions) of the element TMA store (or reduce) op writes at a fresh
        position of its slot, in tile `tag`: the box's rows from the block row (`index * R`, or `at(r)`), bounded at
        the tensor's (a jagged one: the sequence's) end by the engine; the middle indices as given (outside their
        dimensions nothing is written: the first is clamped past the flat range, the others proved in range,
        tma_coords); the slot's columns from the column block, or from 0."""
        t, slot = op.operands[0], op.operands[-1]
        coords = list(op.operands[1:-1])
        seq = coords.pop(0) if t.type.jagged_by else None
        shp = slot.type.shape
        R, C = shp[0], shp[-1]
        pos = tuple(z3.Int(f"{op.span.short}@{tag}[{a}]") for a in range(2))
        conds = [pos[0] >= 0, pos[0] < R, pos[1] >= 0, pos[1] < C]
        r = self.val(coords[0], tag, ())
        row = (r if op.attrs.get("row_at") else r * R) + pos[0]
        if seq is not None:
            start, n = self.seq_bounds(t, self.val(seq, tag, ()))
            conds += [row >= 0, row < n, start + row < self.dim(t, 0)]
            row = start + row
        else:
            conds += [row >= 0, row < self.dim(t, 0)]
        out, rank = [row], t.type.rank
        col_block = len(coords) == rank
        for ax, x in enumerate(coords[1:-1] if col_block else coords[1:], start=1):
            e = self.val(x, tag, ())
            conds += [e >= 0, e < self.dim(t, ax)]
            out.append(e)
        col = self.val(coords[-1], tag, ()) * C + pos[1] if col_block else pos[1]
        conds += [col >= 0, col < self.dim(t, rank - 1)]
        return out + [col], conds, pos

    def access(self, op, tag):
        """(global index per axis, conditions, positions) of the element op (load, store, TMA store) touches."""
        return (self.element_tma if op.name == "tma_store" else self.element)(op, tag)

    def meet(self, t, a, b, same_tile=False, role=None, loops=(), disjoint_seqs=False, paths=((), ()),
             replicas_differ=False, verb="reads"):
        """(z3 result, a description of the meeting) for access a in tile A and access b in tile B != A, or with
        same_tile, a and b in one tile by different threads (other positions of one op, or other replicas of the
        role). disjoint_seqs: a premise on the offsets, that no two sequences share rows (the offsets do not
        decrease: global_writes)."""
        ea, ca, pa = self.access(a, "A")
        eb, cb, pb = self.access(b, "B")
        # (proofs of a kernel's other builds repeat these queries: an unsat one comes from the cache; solving the
        # element equations first takes the bwd prep kernel's `rows // H`, `rows % H` from 0.6-7 s to 0.05 s)
        ts = z3.Then("simplify", "propagate-values", "solve-eqs", "smt").solver()  # (per query: the verifier
        # drops z3's main context between kernels, solving.py)
        s = Solver(solver=ts.solver, ctx=ts.ctx)
        s.set("timeout", TIMEOUT_MS)
        s.add(*ca, *cb, *[x == y for x, y in zip(ea, eb)])
        for conds, tag in zip(paths, "AB"):
            s.add(*[(self.val(c, tag, ()) != 0) == taken for c, taken in conds])
        # A `range` dim binds one coordinate, in [0, its extent) as the host computes the extent (exactly: the grid,
        # the tile count); persistent programs decode it on the device from the device's sizes, which agree only
        # while no step of the extent's arithmetic leaves its dtype, so the bound holds under that condition (red
        # team pass 20: `range(minimum(N * 65536 * 65536 + 1, 2))` is 2 tiles on the host, 1 in 32 bits). A `blocks`
        # dim binds two, the sequence and the block, from the host's tile table (>= 0).
        ci, bounds = 0, []
        for d, ext in zip(self.tiles.attrs["dims"], self.tiles.operands):
            if d == "range":
                e = self.val(ext, "H", ())
                cs = [self.coord(self.coords[ci], tag) for tag in "AB"]
                bounds += [c >= 0 for c in cs] + [c < e for c in cs]
            else:
                s.add(*[self.coord(c, tag) >= 0 for c in self.coords[ci:ci + 2] for tag in "AB"])
                if disjoint_seqs:  # (valid offsets: the table holds real sequences, its blocks inside them)
                    jt, blk = ext, self.tiles.attrs["block"]
                    for tag in "AB":
                        sq = self.coord(self.coords[ci], tag)
                        n = self.seq_bounds(jt, sq)[1]
                        s.add(self.coord(self.coords[ci + 1], tag) * blk < n, sq < self.num_seqs(jt.type.jagged_by))
            ci += 1 if d == "range" else 2
        if bounds:
            s.add(z3.Implies(z3.And(*self.host_fits), z3.And(*bounds)))
        if same_tile:  # (one op's one position is one thread of a replica: Triton stores a replicated element once)
            s.add(*[self.coord(c, "A") == self.coord(c, "B") for c in self.coords])
            if a is not b and replicas_differ:
                w = role.regions[0].args[0]
                s.add(self.val(w, "A", ()) != self.val(w, "B", ()))
            if a is b:
                # (other threads: another position, or another replica; a TMA store's one issue writes each
                # element once, but its issues in other iterations of the loops around it run unordered too)
                other = [x != y for x, y in zip(pa, pb)]
                varying = [role.regions[0].args[0]] if role is not None and role.regions[0].args else []
                varying += list(loops) if a.name == "tma_store" else []
                other += [self.val(v, "A", ()) != self.val(v, "B", ()) for v in varying]
                s.add(z3.Or(other))
        else:
            s.add(z3.Or([self.coord(c, "A") != self.coord(c, "B") for c in self.coords]))
        if disjoint_seqs:
            for i, (o1, s1, st1, n1) in enumerate(self.seqs):
                for o2, s2, st2, n2 in self.seqs[i + 1:]:
                    if o1 == o2:  # (only real sequences: past the last, the builds read start 0, length 0)
                        real = z3.And(s1 >= 0, s2 >= 0, s1 < self.num_seqs(o1), s2 < self.num_seqs(o1))
                        s.add(z3.Implies(z3.And(real, s1 < s2), st2 >= st1 + n1),
                              z3.Implies(z3.And(real, s2 < s1), st1 >= st2 + n2))
        s.add(*self.requires)
        s.add(*self.facts)
        r = s.check()
        if r != z3.sat:
            return r, ""
        mdl = s.model()
        for bound in (1, 3):  # (a witness among the first tiles reads best, when there is one)
            s.push()
            s.add(*[self.coord(c, tag) <= bound for c in self.coords for tag in "AB"])
            if s.check() == z3.sat:
                mdl = s.model()
                s.pop()
                break
            s.pop()
        tile = lambda tag: ", ".join(  # noqa: E731
            f"{c.name} = {mdl.eval(self.coord(c, tag), True)}" for c in self.coords)
        elem = ", ".join(str(mdl.eval(e, True)) for e in ea)
        if same_tile:
            return r, f"the tile ({tile('A')}) writes `{t.name}`[{elem}] from two threads"
        return r, f"the tile ({tile('A')}) writes `{t.name}`[{elem}], which the tile ({tile('B')}) {verb}"


def _is_int(dt):
    return int_range(dt) is not None


def _wrap(x, dt):
    """x as the device holds it in dtype dt (two's complement; i1: 0 or 1)."""
    if dt == "i1":
        return z3.If(x != 0, 1, 0)
    lo, hi = int_range(dt)
    return z3.If(z3.And(x >= lo, x <= hi), x, (x - lo) % (hi - lo + 1) + lo)

