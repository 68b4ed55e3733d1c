"""Register-layout assignment for the Gluon backend.

Every register tile of a partition gets a distributed layout before any source is printed; the printer
only asks `required(op, i)` and inserts `gl.convert_layout` where an operand's layout differs.

Rules (propagated forwards and backwards to a fixpoint):
  * wgmma results and accumulators: NVMMADistributedLayout v3 with warps_per_cta=[num_warps, 1] and
    instr_shape=[16, N, 16];
  * an A operand of a wgmma that lives in registers: DotOperandLayout(0, parent=acc, k_width=2 (16-bit));
  * reduce(x, axis)            -> SliceLayout(axis, layout(x));
  * expand_dims(x, axis)       -> the parent P when layout(x) == SliceLayout(axis, P); the operand of an
                                  expand_dims whose result has layout P wants SliceLayout(axis, P);
  * elementwise ops, where, cast, loop-carried values, loads/stores: operands of the result's rank share
    the result's layout;
  * whatever is still unknown (arange, full, smem loads with no constraining use) takes a BlockedLayout,
    highest rank first, and the propagation runs again.

Order matters, because the first layout a value gets is kept: MMA results, accumulators and their loop ties
are settled first; a value tied to others (loop-carried, branch results) gets one layout for the whole
group at once; and two rules are only weak hints, applied one at a time when nothing else applies: an
elementwise result taking the layout of a *broadcast* operand (alpha[:, None] * acc) and expand_dims
taking its operand's parent. Otherwise e.g. a D=64 accumulator would inherit the 128-wide QK^T layout of
the softmax statistics and be converted between MMA layouts in every loop iteration.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import hw
from ..diagnostics import error
from ..ir.types import SmemT, ValT

ELEMENTWISE = {"add", "sub", "mul", "div", "floordiv", "mod", "maximum", "minimum", "and", "or", "xor",
               "lt", "le", "gt", "ge", "eq", "ne", "cdiv", "neg", "not", "exp", "exp2", "log", "log2", "sqrt",
               "rsqrt", "abs", "sin", "cos", "tanh", "sigmoid", "cast", "where", "dot_wait", "broadcast"}


class Layout:
    def expr(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Blocked(Layout):
    spt: tuple
    tpw: tuple
    wpc: tuple
    order: tuple

    def expr(self):
        return (f"gl.BlockedLayout(size_per_thread={list(self.spt)}, threads_per_warp={list(self.tpw)}, "
                f"warps_per_cta={list(self.wpc)}, order={list(self.order)})")

    hint = "blocked"


@dataclass(frozen=True)
class MMA(Layout):
    warps: int
    n: int

    def expr(self):
        return (f"gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[{self.warps}, 1], "
                f"instr_shape=[16, {self.n}, 16])")

    hint = "mma"


@dataclass(frozen=True)
class Slice(Layout):
    dim: int
    parent: Layout

    def expr(self):
        return f"gl.SliceLayout({self.dim}, {self.parent.expr()})"

    hint = "slice"


@dataclass(frozen=True)
class DotOp(Layout):
    index: int
    parent: Layout
    k_width: int

    def expr(self):
        return f"gl.DotOperandLayout(operand_index={self.index}, parent={self.parent.expr()}, k_width={self.k_width})"

    hint = "dot_a"


def default_layout(rank: int, num_warps: int, shape: tuple = ()) -> Layout:
    """A tile's layout where nothing constrains it. A 2-D tile one element wide in a dimension (a column [R, 1]
    or a row [1, C]: lse/delta rows a producer warp copies into a ring slot) spreads its elements over every
    thread along the other one, up to 8 consecutive a thread: the 2-D default below puts 8 threads on a
    dimension of one and would give a one-warp [128, 1] column 32 elements (registers, loads) a thread."""
    if rank == 1:
        return Blocked((1,), (32,), (num_warps,), (0,))
    if rank == 2:
        if len(shape) == 2 and 1 in shape and max(shape) > 1:
            along = 0 if shape[1] == 1 else 1
            per = max(1, min(8, max(shape) // (32 * num_warps)))
            spt, tpw, wpc = [1, 1], [1, 1], [1, 1]
            spt[along], tpw[along], wpc[along] = per, 32, num_warps
            return Blocked(tuple(spt), tuple(tpw), tuple(wpc), (along, 1 - along))
        return Blocked((1, 8), (4, 8), (num_warps, 1), (1, 0))
    raise ValueError(f"no default layout for rank {rank}")


def _is_tile(v):
    return isinstance(v.type, ValT) and len(v.type.shape) > 0


def _rank(v):
    return len(v.type.shape)


class LayoutPlan:
    """Layouts of the register tiles of one partition (ops = the partition's code, in program order)."""

    def __init__(self, ops: list, num_warps: int):
        self.num_warps = num_warps
        self.ops = list(ops)
        self.flat = []
        self._flatten(self.ops)
        self.L: dict = {}
        self.tied: list = []  # groups of values that must share a layout (loop-carried, branch results)
        for op in self.flat:
            if op.name == "for":
                blk = op.regions[0]
                n = len(op.operands) - 3
                args = blk.args[len(blk.args) - n:]
                y = blk.ops[-1].operands
                for i in range(n):
                    self.tied.append([op.operands[3 + i], args[i], y[i], op.results[i]])
            elif op.name == "if":
                for i, r in enumerate(op.results):
                    self.tied.append([r] + [b.ops[-1].operands[i] for b in op.regions])
        self.group = {}  # value -> its tie group (merged), so that a tie is set all at once and never conflicts
        for grp in self.tied:
            merged = set(grp)
            for v in grp:
                merged |= self.group.get(v, set())
            for v in merged:
                self.group[v] = merged
        self._solve()

    def _flatten(self, ops):
        for op in ops:
            self.flat.append(op)
            for r in op.regions:
                self._flatten(r.ops)

    # ---------------------------------------------------------------- propagation
    def _set(self, v, lay):
        if lay is None or not _is_tile(v) or v in self.L:
            return False
        for w in self.group.get(v, (v,)):
            if _is_tile(w) and w not in self.L:
                self.L[w] = lay
        return True

    def _mma_of(self, op):
        return MMA(self.num_warps, op.results[0].type.shape[1])

    def _seed(self):
        ch = False
        for op in self.flat:
            if op.name in ("dot_async", "dot"):
                ch |= self._set(op.results[0], self._mma_of(op))
        return ch

    def _forward(self, op, weak=False):
        ch = False
        if not op.results or not _is_tile(op.results[0]) or op.results[0] in self.L:
            return False
        r = op.results[0]
        if op.name in ELEMENTWISE:
            for v in op.operands:
                if _is_tile(v) and _rank(v) == _rank(r) and v in self.L and v.type.shape == r.type.shape:
                    return self._set(r, self.L[v])
            # A broadcast operand (e.g. alpha[:, None]) is only a weak hint: an accumulator reached later
            # through a loop tie must win, or the loop converts it between MMA layouts every iteration.
            for v in op.operands:
                if weak and _is_tile(v) and _rank(v) == _rank(r) and v in self.L:
                    return self._set(r, self.L[v])
        elif op.name == "reduce":
            x = op.operands[0]
            if x in self.L:
                return self._set(r, Slice(op.attrs["axis"], self.L[x]))
        elif op.name == "expand_dims":
            x = op.operands[0]
            lx = self.L.get(x)  # weak: the use of x[:, None] (e.g. an accumulator) should choose its layout
            if weak and isinstance(lx, Slice) and lx.dim == op.attrs["axis"]:
                return self._set(r, lx.parent)
        elif op.name == "load":
            for v in op.operands[1:]:
                if _is_tile(v) and _rank(v) == _rank(r) and v in self.L:
                    return self._set(r, self.L[v])
        return ch

    def _backward(self, op):
        ch = False
        if op.name == "store":
            val = op.operands[self._store_value_index(op)]
            anchor = self.L.get(val)
            if anchor is None:
                for v in op.operands[1:]:
                    if _is_tile(v) and v in self.L and _rank(v) == max(_rank(x) for x in op.operands[1:] if _is_tile(x)):
                        anchor = self.L[v]
                        break
            if anchor is not None:
                full = max(_rank(x) for x in op.operands[1:] if _is_tile(x))
                for v in op.operands[1:]:
                    if _is_tile(v) and _rank(v) == full:
                        ch |= self._set(v, anchor)
            return ch
        if not op.results or not _is_tile(op.results[0]):
            return False
        r = op.results[0]
        lr = self.L.get(r)
        if lr is None:
            return False
        if op.name in ELEMENTWISE or op.name == "load":
            for v in op.operands[(1 if op.name == "load" else 0):]:
                if _is_tile(v) and _rank(v) == _rank(r):
                    ch |= self._set(v, lr)
        elif op.name == "expand_dims":
            ch |= self._set(op.operands[0], Slice(op.attrs["axis"], lr))
        elif op.name in ("dot_async", "dot") and len(op.operands) > 2:
            ch |= self._set(op.operands[2], lr)
        return ch

    @staticmethod
    def _store_value_index(op):
        # store(t, [seq], idx*nidx, value, [mask])
        return 1 + (1 if op.attrs.get("jagged") else 0) + op.attrs["nidx"]

    def _ties(self):
        ch = False
        for grp in self.tied:
            known = [self.L[v] for v in grp if v in self.L]
            if known:
                for v in grp:
                    ch |= self._set(v, known[0])
        return ch

    def _propagate(self):
        # MMA accumulators first: they reach loop-carried values only through ties, and a layout that some
        # unrelated use fixed earlier would cost a conversion between MMA layouts in every iteration.
        mma_ops = [op for op in self.flat if op.name in ("dot", "dot_async", "dot_wait")]
        while True:
            ch = self._ties()
            for op in mma_ops:
                ch |= self._forward(op)
            for op in mma_ops:
                ch |= self._backward(op)
            if not ch:
                break
        while True:
            ch = self._ties()
            for op in self.flat:
                ch |= self._forward(op)
            for op in reversed(self.flat):
                ch |= self._backward(op)
            if ch:
                continue
            for op in self.flat:  # weak hints one at a time, strong rules to a fixpoint after each
                if self._forward(op, weak=True):
                    ch = True
                    break
            if not ch:
                return

    def _unknown(self):
        vals = []
        for op in self.flat:
            for r in op.results:
                if _is_tile(r) and r not in self.L:
                    vals.append(r)
        return vals

    def _solve(self):
        self._seed()
        self._propagate()
        while True:
            unk = self._unknown()
            if not unk:
                return
            v = max(unk, key=_rank)  # first of the highest rank
            self._set(v, default_layout(_rank(v), self.num_warps, tuple(v.type.shape)))
            self._propagate()

    # ---------------------------------------------------------------- queries for the printer
    def of(self, v):
        return self.L.get(v)

    def required(self, op, i):
        """The layout operand i of op must have (None: any / not a tile)."""
        v = op.operands[i]
        if not _is_tile(v):
            return None
        if op.name in ("dot_async", "dot"):
            if i == 0:
                bits = 16 if v.type.dtype in ("f16", "bf16") else 8
                return DotOp(0, self.L[op.results[0]], 32 // bits)
            if i == 2:
                return self.L[op.results[0]]
            return None
        if op.name == "expand_dims":
            return Slice(op.attrs["axis"], self.L[op.results[0]])
        if op.name == "reduce":
            # the result may have been given another parent first (by its uses): reduce in that parent; a 1-D
            # tile reduced to a scalar keeps the operand's own layout
            r = self.L.get(op.results[0])
            if r is None:
                return None
            return r.parent if isinstance(r, Slice) and r.dim == op.attrs["axis"] else None
        if op.name in ELEMENTWISE or op.name == "load":
            r = op.results[0]
            return self.L[r] if _rank(v) == _rank(r) else None
        if op.name == "store":
            val = op.operands[self._store_value_index(op)]
            full = max(_rank(x) for x in op.operands[1:] if _is_tile(x))
            anchor = self.L.get(val) if _is_tile(val) and _rank(val) == full else None
            if anchor is None:
                anchor = next(self.L[x] for x in op.operands[1:] if _is_tile(x) and _rank(x) == full)
            return anchor if _rank(v) == full else None
        return None

    def access_layout(self, op):
        """Layout of the full-rank pointer/mask tile of a load or store."""
        if op.name == "load":
            return self.L[op.results[0]]
        full = max(_rank(x) for x in op.operands[1:] if _is_tile(x))
        for x in op.operands[1:]:
            if _is_tile(x) and _rank(x) == full:
                return self.required(op, op.operands.index(x))
        return None


def frag_order_layout(shape, span) -> str:
    bases = hw.frag_order_bases(tuple(shape))
    if bases is None:
        raise error(span, f"frag_order: a [64, C] tile with C a power of two from 8 (one warp group's accumulator), "
                          f"got {list(shape)}")
    return f"gl.SharedLinearLayout(offset_bases={bases})"
