"""A z3 model of a kernel's runtime integer scalars, and the protocol-relevant terms over them.

Leaves (the inputs the proof quantifies over): tensor sizes (`dim`, >= 0), sequence lengths and starts
(>= 0; tensors jagged by the same offsets share them), tile coordinates (>= 0, below a `range` extent; for the
overflow obligations a block coordinate also starts inside its sequence),
integer kernel parameters and any other integer scalar computed outside a loop (e.g. a loaded value):
unconstrained. Per-tile leaves get one copy per tile of a scenario; kernel-level leaves are shared. A role
with replicas is walked once, with a symbolic replica index, but each replica loads its own values (its rows
differ): a leaf made inside it gets one variable per replica, v_0..v_{R-1}, and the role's term is
If(replica == 0, v_0, If(replica == 1, v_1, ...)), so scenarios.py gives each replica its own drivers and witness.

Shared variables (not inputs: the simulation makes them concrete): `tile_index`, the replica, each role's
ring counters at the start of a tile (>= 0), loop induction variables (inside their bounds) and
loop-carried integers (inside an interval proved inductive).

Terms (`Term`), collected from every role in program order: runtime loop trip counts, conditions of `if`s
that contain sync statements or yield integers, barrier/slot indices, `expect` byte counts, wait phases,
loop-carried integers (initial value and each iteration's update). Each keeps its path constraints `ctx`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import z3

from ..derive_phases import root_of
from .interp import reads_only
from ...ir.dtypes import DTYPE_TABLE, int_range
from ...ir.ops import WRITES_GLOBAL, has_trait
from ...ir.types import BarT, SmemT, TensorT, ValT
from .arith import _z, assumable, binop, linear_conditions
from .flow import SYNC, has_sync, memory_dependent, replica_dependent  # noqa: F401 (SYNC, has_sync: here too)
from .solving import RLIMIT, TIMEOUT_MS
from .tma_coords import dim_leaf, tma_col_terms

# The device computes a 32-bit integer scalar in 32 bits (LLVM add/sub/mul wrap around), the model exactly: an
# operation whose exact result may leave that range would make the model and the device disagree, so each one that
# feeds a protocol term is an obligation (proof.py: proved in range for every input, else refused). What the proof
# assumes of the inputs there: an i32 value (argument, tensor size, loaded value) is in the i32 range (a larger
# argument is passed as i64 by triton's launcher, which makes every operation on it 64-bit); a jagged tensor has
# at most JAGGED_ROWS rows (the Gluon launchers refuse more) and valid offsets (0 <= start, length <= rows).
I32 = (-2 ** 31, 2 ** 31 - 1)
JAGGED_ROWS = 2 ** 30
# The counters that derive-phases adds (ring steps and turns a role has taken in this launch) can pass 2**31 in a
# long launch: no obligation is raised on their steps (the adds derive-phases marks `ring_period` or
# `counter_step`), as the generated code never needs their exact value (a ring's slot and phase come from the
# counter kept modulo 2 * stages, pyemit.ring_add; a turn's phase is its counter's `& 1`, exact under wrapping);
# what a user computes from a slot is checked like anything else. `tile_index` is below 2**30 (the launchers' tile count bound), an input like others. cdiv(a, b) is generated as a // b plus one for a
# positive remainder (no overflow). The obligations are on by default (TLX_VERIFY_OVERFLOW=0: off, and the kernel
# is then reported as not proved; verify_protocol.py).

def is_int(t) -> bool:
    return isinstance(t, ValT) and t.is_scalar and not t.dtype.startswith(("f", "b"))


def _vars_of(e):
    out, stack, seen = [], [e], set()
    while stack:
        x = stack.pop()
        if x.get_id() not in seen:
            seen.add(x.get_id())
            if z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
                out.append(x)
            stack.extend(x.children())
    return out


# how a counter-example names an unnamed input by the op that computes it
_SHOWN = {"seq_len": "len", "seq_start": "start", "reduce": "reduction", "load": "load"}


def _shown(v):
    return v.name if not v.name.isdigit() else "..."


@dataclass
class Term:
    kind: str  # trip | cond | index | bytes | phase | carried
    op: object
    expr: object  # z3 expr, int, or None (depends on tensor data / an unmodeled value)
    ctx: list
    role: str
    size: int = 0  # index: number of barriers/slots
    what: str = ""
    replica: tuple = ()  # a driver of one replica's own loaded values: (replica variable name, replica)


@dataclass
class RoleModel:
    name: str
    state: list  # z3 vars: ring counters at the start of a tile
    yields: list  # z3 exprs: ring counters at the end of the tile
    rings: dict = field(default_factory=dict)  # ring key -> (state index, first loop op)


class SymKernel:
    def __init__(self, k, tiles, roles, decls, defs):
        self.k, self.tiles, self.decls, self.defs = k, tiles, decls, defs
        self.kleaves = {}  # Value -> z3 var (kernel level)
        self.tleaves = {}  # Value -> z3 var (per tile, copy 0)
        self.kvars, self.tvars = [], []
        self.base = []  # constraints on the leaves (copy 0)
        self.shared = []  # constraints on shared variables
        self.display = {}  # z3 var name -> what the user calls it
        self.terms = []
        self.roles = []
        self.ranges = []  # the leaves' ranges by their device type (overflow obligations only)
        self.assumed = []  # the linear conditions of the requires (also in base)
        self.require_ops = []  # the requires they come from
        self.obligations = []  # (op, exact z3 value that must fit its dtype, path constraints, the dtype's range)
        self.loop_ends = []  # the same for the value past a loop's last step (always obligations)
        # (loop, its step, path constraints) of each loop whose step is not a positive constant: the model runs a
        # loop of step <= 0 zero times, the device's scf.for runs its body once and then while iv < hi (forever at 0)
        self.steps = []
        # (copy, its row coordinate or None, path constraints) of each jagged TMA copy: the ragged descriptor bounds
        # rows at the sequence's end only, so a negative row would reach the memory before the tensor (proof.py)
        self.tma_rows = []
        # (copy, coordinate or None, its bound (lo, hi) inclusive, what it is, path constraints) of each TMA copy's
        # column coordinates that the copy engine does not bound: the Gluon descriptor is the 2-D view [rows,
        # d1*...*dl], which bounds the flattened column only (proof.check_tma_cols)
        self.tma_cols = []
        self.replicas = {}  # z3 var name -> (var, number of replicas)
        self.rvars = set()  # names of the per-replica leaves (each replica's own loaded values)
        self._keyed = {}
        self._rep = None  # (replica variable, replicas) while walking a role with more than one replica
        self._rdep = set()  # the values of that role that depend on the replica index
        self._picks = []  # (the term that picks the walking replica's value, the per-replica variables)
        self.loop_iv = {}  # for op -> (its induction variable, step, RoleModel)
        self.opaque = []  # loops without sync statements whose integer results are unmodeled (walk_for)
        self.loop_lo = []  # Terms: the runtime first values of loops (witness.virtual: a loop that starts elsewhere)
        self._n = 0
        # tensors some op of the kernel writes: a scalar read from one is not one value for every role and tile
        # (each partition reads it when it gets there), so it is left unmodeled and a protocol term over it refused
        self.written = {v.name for op in k.walk() if has_trait(op, WRITES_GLOBAL)
                        for v in op.operands if isinstance(v.type, TensorT)}
        self.volatile = []  # the reads of those left unmodeled: (op, tensor name)
        self.from_memory = memory_dependent(k, self.written)
        self.tile_iter = z3.Int("tile_index")
        self.display["tile_index"] = "tile_index"
        self.shared.append(self.tile_iter >= 0)
        # (the launchers refuse more than 2**30 tiles, host_runtime._check_tile_count, and a program runs fewer)
        self.ranges.append(self.tile_iter < 2 ** 30)
        env = {}
        for a in k.regions[0].args:
            if is_int(a.type):
                env[a] = self.leaf(a, a.name, kernel=True)
        # (the kernel-level ops' results: a require's condition is read back through them)
        self._kdefs = {r: op for op in k.regions[0].ops for r in op.results}
        for op in k.regions[0].ops:
            if op is tiles:
                break
            self.eval(op, env, kernel=True)
        # (the tile space's extents: the device computes them in i32 as well, so their arithmetic is an obligation
        # like a protocol term's: `range(0 - N * 65536 * 32768 - 10)` is 0 tiles to the host, 2**31 - 10 there)
        self.extents = [env.get(v) for v in tiles.operands]
        self.tile_bounds = []  # (coordinate < extent: assumes a tile exists, which an extent's own check may not)
        blk = tiles.regions[0]
        coords = blk.args[:-1]
        dims = tiles.attrs.get("dims", ())
        # each coordinate's dim (a blocks dim binds two: the sequence and the block), so a range bound lands on its
        # own coordinate whatever the order of the dims
        dim_of = [d for d, kind in enumerate(dims) for _ in range(2 if kind == "blocks" else 1)]
        for i, a in enumerate(coords):
            v = env[a] = self.leaf(a, a.name)
            self.base.append(v >= 0)
            d = dim_of[i] if i < len(dim_of) else None
            if d is not None and dims[d] == "range" and d < len(tiles.operands):
                ext = env.get(tiles.operands[d])
                if ext is None:
                    ext = self._const(tiles.operands[d])
                if ext is not None:
                    self.base.append(v < _z(ext))
                    self.tile_bounds.append(self.base[-1])
            elif d is not None and dims[d] == "blocks" and i > 0 and dim_of[i - 1] == d:
                blocked = (tiles.operands[d], env[coords[i - 1]], v, tiles.attrs["block"])
        for a in coords:
            if a in self.from_memory:  # (decoded from offsets the kernel writes)
                env[a] = None
                self.volatile.append(self.from_memory[a])
        env[blk.args[-1]] = self.tile_iter
        for op in blk.ops:
            if op.name == "role":
                self.walk_role(op, dict(env))
            else:
                self.eval(op, env)
        if dims.count("blocks"):
            # a block coordinate: the device runs only the tile table's rows, whose block starts inside its
            # sequence, block * BLOCK < length <= JAGGED_ROWS (an assumption of the obligations only, as the
            # launchers build the table)
            src, seq, m, size = blocked
            self.ranges.append(m * size < JAGGED_ROWS)
            # (and only real sequences: the tile's sequence is below the offsets' size less one)
            off = getattr(src.type, "jagged_by", "")
            if off and isinstance(seq, z3.ExprRef):
                p = next((p for p in self.k.attrs.get("params", ()) if p["name"] == off and p.get("dims")), None)
                if p is not None:
                    self.ranges.append(seq < _z(dim_leaf(self, p["dims"][0])) - 1)
            n = self._keyed.get(("seq_len", off or src.name, None, str(seq)))
            if n is not None:
                self.ranges.append(m * size < n)

    # ------------------------------------------------------------------ variables
    def fresh(self, name, display=None):
        self._n += 1
        v = z3.Int(f"{name}#{self._n}")
        self.display[str(v)] = display or name
        return v

    def leaf(self, val, name, kernel=False, key=None, op=None):
        if key is not None and key in self._keyed:
            v = self._keyed[key]
        else:
            # (an unnamed value is shown by what computes it: "num_seqs(x) at 8:12 = 5", not "3 = 5")
            v = self.fresh(name, f"{_SHOWN.get(op.name, op.name)}({', '.join(_shown(x) for x in op.operands)}) at "
                           f"{op.span.short}" if name.isdigit() and op is not None else None)
            (self.kvars if kernel else self.tvars).append(v)
            if key is not None:
                self._keyed[key] = v
        (self.kleaves if kernel else self.tleaves)[val] = v
        self.bound(v, val)
        return v

    def bound(self, v, val):
        """The range the device's type gives leaf v, for the overflow obligations."""
        rng = int_range(getattr(getattr(val, "type", None), "dtype", ""))
        if rng is not None:
            self.ranges.append(z3.And(v >= rng[0], v <= rng[1]))

    def rleaf(self, val, op, nonneg=False):
        """A value each replica of the role being walked loads for itself: one input per replica (its key in the
        witness is (val, replica)); the term picks the walking replica's."""
        rep, n = self._rep
        name = val.name if not val.name.isdigit() else f"the value at {op.span.short}"  # (unnamed: e.g. `x[wg]`)
        vs = []
        for i in range(n):
            v = self.fresh(f"{val.name}.r{i}", f"{name} (replica {i})")
            self.tvars.append(v)
            self.tleaves[(val, i)] = v
            self.rvars.add(str(v))
            if nonneg:
                self.base.append(v >= 0)
            self.bound(v, val)
            vs.append(v)
        e = vs[-1]
        for i in range(n - 2, -1, -1):
            e = z3.If(rep == i, vs[i], e)
        self._picks.append((e, vs))
        return e

    def _const(self, v):
        d = self.defs.get(v)
        if d is not None and d.name == "const" and isinstance(d.attrs["value"], int):
            return d.attrs["value"]
        return None

    def oblige(self, op, e, ctx):
        rng = int_range(op.result.type.dtype)
        # (i1 too: the device adds booleans mod 2, `(s > 0) + 1` is 0 there and 2 in the model)
        if isinstance(e, z3.ExprRef) and rng is not None:
            self.obligations.append((op, e, list(ctx), rng))

    # ------------------------------------------------------------------ evaluation of straight-line ops
    def eval(self, op, env, kernel=False, in_loop=False, ctx=()):
        n = op.name
        if n == "require":
            # a launch precondition: both launchers check it before launching (assumed by the obligations, and its
            # linear conditions by every query: an index `n // 8 % 4` under `require n >= 0` is never negative, and
            # a counter-example is an input the launcher accepts)
            c = env.get(op.operands[0])
            if isinstance(c, z3.ExprRef) and assumable(op.operands[0], self._kdefs):
                self.ranges.append(c != 0)
                self.assumed.extend(linear_conditions(c))
                self.base.extend(linear_conditions(c))
                self.require_ops.append(op)
            return
        if len(op.results) != 1:
            for r in op.results:
                env[r] = None
            return
        r = op.result
        if not is_int(r.type) or any(isinstance(v.type, ValT) and v.type.dtype.startswith(("f", "b"))
                                     for v in op.operands):
            # (an integer made from floats, e.g. a cast of a sum: each partition computes it with its own layout,
            # in its own order of float additions, so the roles need not agree on it; left unmodeled)
            env[r] = None
            return
        ops = [env.get(v) for v in op.operands]
        bools = r.type.dtype == "i1"
        if n == "const":
            x = op.attrs["value"]
            env[r] = int(x) if isinstance(x, (int, bool)) else None
        elif r in self.from_memory:
            env[r] = None
            self.volatile.append(self.from_memory[r])
        elif n in ("seq_len", "seq_start") and ops[1] is None:
            env[r] = None  # (the sequence index is unmodeled: so is its length; one shared input would be unsound)
        elif n in ("dim", "seq_len", "seq_start", "num_seqs") and not in_loop:
            src = op.operands[0]
            off = getattr(src.type, "jagged_by", "") or src.name
            key = (n, off if n != "dim" else src.name, op.attrs.get("axis"), ops[1] if len(ops) > 1 else None)
            key = tuple(str(x) if isinstance(x, z3.ExprRef) else x for x in key)
            if r in self._rdep:  # e.g. seq_len(q, seq) with a per-replica seq
                env[r] = self.rleaf(r, op, nonneg=True)
                return
            nb = self._keyed.get(("dim", off, 0, None)) if n == "num_seqs" else None
            if nb is not None:  # the offsets' size less one, as the launchers and the kernels compute it
                self.base.append(nb >= 1)  # (the launchers refuse empty offsets)
                env[r] = nb - 1
                return
            new = key not in self._keyed
            v = env[r] = self.leaf(r, r.name, kernel=kernel, key=key, op=op)
            if new:
                self.base.append(v >= 0)
                if n in ("seq_len", "seq_start"):
                    # (valid offsets: a sequence's length and start are at most the tensor's rows)
                    self.ranges.append(v <= JAGGED_ROWS)
                    rows = self._keyed.get(("dim", src.name, 0, None))
                    if rows is not None:
                        self.ranges.append(v <= rows)
        elif n in ("add", "sub", "mul", "floordiv", "mod", "cdiv", "maximum", "minimum", "and", "or", "xor",
                   "lt", "le", "gt", "ge", "eq", "ne") and len(ops) == 2:
            a, b = ops
            env[r] = None if a is None or b is None else binop(n, a, b, bools)
            # (a quotient leaves the range only as INT_MIN // -1: not for a positive constant divisor)
            if env[r] is not None and (n in ("add", "sub", "mul") or n == "floordiv" and not (
                    isinstance(b, int) and b > 0)):
                self.oblige(op, env[r], ctx)
        elif n == "cast" and is_int(op.operands[0].type):
            src, dst = op.operands[0].type.dtype, r.type.dtype
            x = ops[0]
            if dst == "i1" and src != "i1" and x is not None:
                env[r] = int(x != 0) if isinstance(x, int) else z3.If(_z(x) != 0, 1, 0)  # (triton: x != 0)
            else:
                env[r] = x
                if x is not None and DTYPE_TABLE[dst].bits < DTYPE_TABLE[src].bits:
                    self.oblige(op, x, ctx)  # a narrowing cast keeps the low bits: the value must fit
        elif n == "neg" and ops[0] is not None:
            env[r] = -_z(ops[0]) if not isinstance(ops[0], int) else -ops[0]
            self.oblige(op, env[r], ctx)
        elif n == "not" and ops[0] is not None and bools:
            env[r] = 1 - ops[0] if isinstance(ops[0], int) else 1 - ops[0]
        elif n == "where" and len(ops) == 3 and None not in ops:
            c, a, b = ops
            env[r] = (a if c else b) if isinstance(c, int) else z3.If(_z(c) != 0, _z(a), _z(b))
        elif any(v is None and is_int(x.type) for v, x in zip(ops, op.operands)):
            # an integer operand the model does not follow (a float comparison, a value read from memory the kernel
            # writes) leaves the result unmodeled too: a fresh input below would be one value for every role and
            # replica (red-team pass 7: `where(sum(tile) > 0.5, 1, 3)`, each partition summing in its own order)
            env[r] = None
        elif not in_loop and r in self._rdep:
            env[r] = self.rleaf(r, op)  # each replica loads its own (e.g. its rows): one value per replica
        elif not in_loop:
            env[r] = self.leaf(r, r.name, kernel=kernel, op=op)  # an unmodeled scalar (e.g. loaded): any value
        else:
            env[r] = None

    # ------------------------------------------------------------------ roles
    def walk_role(self, role, env):
        blk = role.regions[0]
        name = role.attrs["sym_name"]
        rep = self.fresh(f"{name}.replica", "replica")
        self.shared += [rep >= 0, rep < role.attrs.get("replicas", 1)]
        self.replicas[str(rep)] = (rep, role.attrs.get("replicas", 1))
        env[blk.args[0]] = rep
        state = []
        for a in blk.args[1:]:
            s = self.fresh(f"{name}.{a.name}", f"ring counter {a.name}")
            self.shared.append(s >= 0)
            env[a] = s
            state.append(s)
        rm = RoleModel(name, state, list(state))
        self.roles.append(rm)
        if role.attrs.get("replicas", 1) > 1:
            self._rep, self._rdep = (rep, role.attrs["replicas"]), replica_dependent(role)
        n_terms = len(self.terms)
        ys = self.walk_block(blk, env, [], rm, in_loop=False)
        if self._rep is not None:
            self.terms[n_terms:] = [x for t in self.terms[n_terms:] for x in self.per_replica(t)]
        self._rep, self._rdep, self._picks = None, set(), []
        if ys is not None and len(ys) == len(state):
            rm.yields = ys

    def per_replica(self, t):
        """A term of replicas' own loaded values as one term per replica (each over that replica's values only:
        the drivers and lemmas of scenarios.py and explore.py then treat each replica's loops separately, and the
        solver does not split on the replica index); other terms as they are."""
        rep, n = self._rep
        if not isinstance(t.expr, z3.ExprRef) or not {str(v) for v in _vars_of(t.expr)} & self.rvars:
            return [t]  # (an index or phase inside a loop over such values is a function of its iteration)
        out = []
        for i in range(n):
            sub = [(e, vs[i]) for e, vs in self._picks] + [(rep, z3.IntVal(i))]
            out.append(Term(t.kind, t.op, z3.substitute(t.expr, *sub), [z3.substitute(c, *sub) for c in t.ctx],
                            t.role, t.size, f"{t.what} (replica {i})", (str(rep), i)))
        return out

    def idx_term(self, op, env, ctx, rm):
        alloc, idx = root_of(op.result, self.defs)
        d = self.defs.get(alloc)
        if d is None or idx is None:
            return
        t = alloc.type
        size = t.size if isinstance(t, BarT) else t.stages if isinstance(t, SmemT) else 0
        kind = "barrier" if isinstance(t, BarT) else "slot"
        self.terms.append(Term("index", op, env.get(idx), ctx, rm.name, size, f"{kind} index of '{d.attrs['sym_name']}'"))

    def walk_block(self, blk, env, ctx, rm, in_loop):
        for op in blk.ops:
            n = op.name
            if n == "yield":
                return [env.get(v) for v in op.operands]
            if n in ("bar_at", "smem_slot"):
                env[op.result] = None
                self.idx_term(op, env, ctx, rm)
                continue
            if n == "for":
                self.walk_for(op, env, ctx, rm)
                continue
            if n == "if":
                self.walk_if(op, env, ctx, rm, in_loop)
                continue
            if n == "expect":
                self.terms.append(Term("bytes", op, env.get(op.operands[1]), ctx, rm.name, what="expect byte count"))
            if n == "wait" and len(op.operands) > 1:
                self.terms.append(Term("phase", op, env.get(op.operands[1]), ctx, rm.name, what="wait phase"))
            if n in ("tma_load", "tma_store") and op.attrs.get("jagged"):
                row = op.operands[3] if n == "tma_load" else op.operands[2]  # (after the tensor/slot and the seq)
                e = env.get(row)
                if e is not None and not op.attrs.get("row_at"):
                    # a block index: the device computes the row as index * R in 32 bits (R: the slot's rows)
                    slot = op.operands[0] if n == "tma_load" else op.operands[-1]
                    e = e * slot.type.shape[0]
                self.tma_rows.append((op, e, list(ctx)))
            if n in ("tma_load", "tma_store"):
                tma_col_terms(self, op, env, ctx)
            if n in SYNC:
                for r in op.results:
                    env[r] = None
                continue
            self.eval(op, env, in_loop=in_loop, ctx=ctx)
        return None

    def walk_for(self, op, env, ctx, rm):
        lo, hi, step = (env.get(v) for v in op.operands[:3])
        body = op.regions[0]
        sync = has_sync(op)
        if None in (lo, hi, step):
            trip = None
        else:
            trip = binop("cdiv", binop("maximum", binop("sub", hi, lo), 0), step)
        if not all(isinstance(x, int) for x in (lo, hi, step)) and (sync or trip is None):
            self.terms.append(Term("trip", op, trip, ctx, rm.name, what="loop trip count"))
        rng = int_range(body.args[0].type.dtype)
        if trip is not None and rng is not None and not (isinstance(step, int) and step == 1):
            # the device adds the step to the last value (lo + trip * step) before it compares with hi: a sum that
            # wraps would not end the loop. Loops without sync statements too: a role that never leaves one never
            # reaches its next arrive
            self.loop_ends.append((op, _z(lo) + _z(trip) * _z(step), list(ctx) + [_z(trip) > 0], rng))
        if not (isinstance(step, int) and step >= 1):
            self.steps.append((op, step, list(ctx)))
        if "ring" in op.attrs:
            key = op.attrs.get("ring_name") or f"#{op.attrs['ring']}"
            rm.rings.setdefault(key, (op.attrs["ring"], op))
        iv = self.fresh(body.args[0].name)
        self.loop_iv[op] = (iv, step, rm)
        if not isinstance(lo, int):
            self.loop_lo.append(Term("index", op, lo, ctx, rm.name, what="loop's first value"))
        # (in its dtype's range: it lies between the bounds, themselves values of that dtype)
        self.bound(iv, body.args[0])
        inner = list(ctx)
        if None not in (lo, hi, step):
            inner += [iv >= _z(lo), iv < _z(hi)]
            if not (isinstance(step, int) and step == 1):
                inner.append((iv - _z(lo)) % _z(step) == 0)
        env[body.args[0]] = iv
        carried = []
        for a, init in zip(body.args[1:], op.operands[3:]):
            if is_int(a.type):
                c = self.fresh(a.name)
                carried.append((a, c, env.get(init)))
                env[a] = c
            else:
                env[a] = None
        invs = {}
        for a, c, init in carried:
            self.terms.append(Term("carried", op, init, ctx, rm.name, what=f"initial value of '{a.name}'"))
        ys = self.walk_block(body, env, inner, rm, in_loop=True)
        for a, c, init in carried:
            i = body.args.index(a) - 1
            y = ys[i] if ys is not None and i < len(ys) else None
            self.terms.append(Term("carried", op, y, inner, rm.name, what=f"update of '{a.name}'"))
            invs[a] = self.invariant(c, init, y, ctx, inner)
            if invs[a] is not None:
                self.shared.append(invs[a])
        for r, a in zip(op.results, body.args[1:]):
            if is_int(r.type) and not sync:
                # a loop without sync statements has no decision point in the search, and its results are no input:
                # a guard on one would be run only with the values the sampled inputs happen to give (a count to 21
                # over a runtime range); unmodeled, so a protocol term that reads one is refused
                env[r] = None
                if op not in self.opaque:
                    self.opaque.append(op)
            elif is_int(r.type):
                c = self.fresh(r.name)
                env[r] = c
                inv = invs.get(a)
                if inv is not None:
                    self.shared.append(z3.substitute(inv, (dict((a2, c2) for a2, c2, _ in carried)[a], c)))
            else:
                env[r] = None

    def invariant(self, c, init, y, ctx, inner):
        """An interval 0 <= c < K (K a ring or barrier array size) that the initial value satisfies and every
        update preserves; None if no such interval is found (the carried value is then unconstrained)."""
        if init is None or y is None:
            return None
        sizes = sorted({t.size if isinstance(t, BarT) else t.stages for _, t in self.decls.values()} - {0})
        for K in sizes:
            inv = z3.And(c >= 0, c < K)
            s = z3.Solver()
            s.set("rlimit", RLIMIT)
            s.set("timeout", TIMEOUT_MS)
            s.add(*self.base, *self.shared, *ctx, z3.Not(z3.And(_z(init) >= 0, _z(init) < K)))
            if s.check() != z3.unsat:
                continue
            s = z3.Solver()
            s.set("rlimit", RLIMIT)
            s.set("timeout", TIMEOUT_MS)
            s.add(*self.base, *self.shared, *inner, inv, z3.Not(z3.And(_z(y) >= 0, _z(y) < K)))
            if s.check() == z3.unsat:
                return inv
        return None

    def walk_if(self, op, env, ctx, rm, in_loop):
        c = env.get(op.operands[0])
        sync = has_sync(op) and not reads_only(op)  # a guard around reads only is run either way (interp.py)
        int_res = [r for r in op.results if is_int(r.type)]
        if sync or int_res:
            if not isinstance(c, int):
                self.terms.append(Term("cond", op, c, ctx, rm.name, what="branch condition"))
        if isinstance(c, int):
            ys = self.walk_block(op.regions[0] if c else op.regions[1], env, ctx, rm, in_loop)
            for r, y in zip(op.results, ys or []):
                env[r] = y if is_int(r.type) else None
            return
        cz = None if c is None else (_z(c) != 0)
        e1, e2 = dict(env), dict(env)
        y1 = self.walk_block(op.regions[0], e1, ctx + ([cz] if cz is not None else []), rm, in_loop) or []
        y2 = self.walk_block(op.regions[1], e2, ctx + ([z3.Not(cz)] if cz is not None else []), rm, in_loop) or []
        for k2, v in e1.items():
            env.setdefault(k2, v)
        for k2, v in e2.items():
            env.setdefault(k2, v)
        for i, r in enumerate(op.results):
            a = y1[i] if i < len(y1) else None
            b = y2[i] if i < len(y2) else None
            if not is_int(r.type) or a is None or b is None or cz is None:
                env[r] = None
            else:
                env[r] = z3.If(cz, _z(a), _z(b))
