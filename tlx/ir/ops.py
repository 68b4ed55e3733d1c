"""The op set: one definition per op — operand/result/region arity, attribute kinds, traits, one verify rule.

Passes and code generators ask *traits* (`has_trait(op, PURE)`) instead of keeping their own lists of op
names, so a new op is described once, here, and every pass treats it right.

Traits (strings; the constants below are the public names):
  pure          no side effect: removable when its results are unused, free to duplicate or reorder
  elementwise   applies a scalar function per element (operands broadcast to the result)
  same-layout   result tile has the layout of its (first) tile operand (elementwise, dot_wait, broadcast)
  comparison    produces i1
  constant      a compile-time constant (attr `value`)
  view          result is a view of operand 0 (a ring slot, a barrier of an array, a transposed slot, a column block)
  alloc         allocates a named shared-memory ring or mbarrier array (attr `sym_name`)
  reads-smem    reads shared memory (through its shared-memory operands)
  writes-smem   writes shared memory
  reads-global  reads a global tensor's data
  writes-global writes a global tensor
  async         the work completes later than the op issues (TMA copies, wgmma)
  synchronizes  orders this role against other roles or proxies (mbarrier ops, fences, wgmma waits)
  signals       contributes to an mbarrier phase (its barrier: `barrier_operand(op)`)
  waits         blocks until an mbarrier phase completed
  sync-only     exists only for the cross-role protocol (no data flows through it); a single-stream
                program drops it
  loop          a counted loop; region args (iv, carried...)
  has-regions   holds regions (kernel, tiles, role, loops, if)
  terminator    ends a block (yield)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from ..diagnostics import error
from .op_rules import (COMPARISONS, REDUCE_ADD_DTYPES, TRANSCENDENTAL, _arange, _arrive, _bar_alloc, _bar_at,
                       _binary, _broadcast, _cast, _const, _dim, _dot, _dot_wait, _expand_dims, _expect, _fail, _full,
                       _if, _kernel, _load, _loop, _num_seqs, _reduce, _require, _role, _seq, _smem_alloc,
                       _smem_cols, _smem_load, _smem_slot, _smem_store, _smem_trans, _store, _tiles, _tma_load,
                       _tma_store, _trans, _turn, _unary, _wait, _where, _yield,
                       broadcast_shapes)  # noqa: F401 (broadcast_shapes, REDUCE_ADD_DTYPES: used by the frontend)

PURE = "pure"
ELEMENTWISE = "elementwise"
SAME_LAYOUT = "same-layout"
COMPARISON = "comparison"
CONSTANT = "constant"
VIEW = "view"
ALLOC = "alloc"
READS_SMEM = "reads-smem"
WRITES_SMEM = "writes-smem"
READS_GLOBAL = "reads-global"
WRITES_GLOBAL = "writes-global"
ASYNC = "async"
SYNCHRONIZES = "synchronizes"
SIGNALS = "signals"
WAITS = "waits"
SYNC_ONLY = "sync-only"
LOOP = "loop"
HAS_REGIONS = "has-regions"
TERMINATOR = "terminator"
TRAITS = (PURE, ELEMENTWISE, SAME_LAYOUT, COMPARISON, CONSTANT, VIEW, ALLOC, READS_SMEM, WRITES_SMEM, READS_GLOBAL,
          WRITES_GLOBAL, ASYNC, SYNCHRONIZES, SIGNALS, WAITS, SYNC_ONLY, LOOP, HAS_REGIONS, TERMINATOR)

ELEMENTWISE_BINARY = ("add", "sub", "mul", "div", "floordiv", "mod", "maximum", "minimum",
                      "and", "or", "xor", *COMPARISONS, "cdiv")
ELEMENTWISE_UNARY = ("neg", "not", "abs", *TRANSCENDENTAL)
REDUCE_KINDS = ("sum", "max", "min")
SEQ = (list, tuple)


@dataclass(frozen=True)
class OpDef:
    name: str
    operands: Optional[int]  # None: variadic (the verify rule checks the layout)
    results: Optional[int]
    regions: int = 0
    attrs: dict = field(default_factory=dict)  # required attribute -> kind (a type, a tuple of types or allowed values)
    optional: dict = field(default_factory=dict)  # optional attribute -> kind
    traits: frozenset = frozenset()
    check: Optional[Callable] = None
    doc: str = ""
    bar_operand: Optional[int] = None  # index of the mbarrier operand of a signalling / waiting op


# ----------------------------------------------------------------------------- trait queries
def opdef(op_or_name) -> Optional[OpDef]:
    return OPS.get(op_or_name if isinstance(op_or_name, str) else op_or_name.name)


def traits(op_or_name) -> frozenset:
    d = opdef(op_or_name)
    return d.traits if d is not None else frozenset()


def has_trait(op_or_name, trait: str) -> bool:
    return trait in traits(op_or_name)


def has_any(op_or_name, *trait_names: str) -> bool:
    return not traits(op_or_name).isdisjoint(trait_names)


def ops_with(trait: str) -> tuple:
    """Names of the ops carrying a trait (for tables and docs; passes should ask has_trait)."""
    return tuple(d.name for d in _DEFS if trait in d.traits)


def barrier_operand(op):
    """The mbarrier operand of an op that signals or waits on one, else None."""
    d = opdef(op)
    if d is None or d.bar_operand is None or not op.operands:
        return None
    return op.operands[d.bar_operand]


def frag_order_views(k) -> set:
    """The values of kernel op k that are `frag_order` shared memory or a slot of it."""
    views = {o.results[0] for o in k.walk() if o.name == "smem_alloc" and o.attrs.get("frag_order")}
    return views | {o.results[0] for o in k.walk() if o.name == "smem_slot" and o.operands[0] in views}


def tiles_jagged(tiles):
    """(jagged tensor, sequence coordinate, block coordinate) of a jagged tile space. Its dims may come in any
    order (they nest in the written order); range dims written before the blocks dim bind one coordinate each."""
    i = tiles.attrs["dims"].index("blocks")
    args = tiles.regions[0].args
    return tiles.operands[i], args[i], args[i + 1]


def is_protocol_op(op) -> bool:
    """Takes part in the cross-role protocol: async copies/products, barrier ops, fences, shared-memory access."""
    return has_any(op, ASYNC, SYNCHRONIZES, READS_SMEM, WRITES_SMEM)


# ----------------------------------------------------------------------------- the table
T = frozenset
_PURE_EW = T({PURE, ELEMENTWISE, SAME_LAYOUT})
_SMEM_IO = {"jagged": bool}
_TMA_OPT = {"row_at": bool}  # the row coordinate is an element index (`at(r)`), not a block index
_ACCESS = {"nidx": int, "masked": bool, "jagged": bool}


_DEFS = [
    OpDef("kernel", 0, 0, 1, {"sym_name": str},
          {"params": SEQ, "constexprs": dict, "dim_checks": SEQ, "smem_bytes": int, "regs_total": int,
           "protocol_verified": bool}, T({HAS_REGIONS}), _kernel, "a kernel; region args are its runtime parameters"),
    OpDef("tiles", None, 0, 1, {"kind": ("grid", "jagged"), "dims": SEQ},
          {"persistent": bool, "order": ("longest_first", "in_order"), "block": int, "dynamic": bool}, T({HAS_REGIONS}), _tiles,
          "the launch space; region args are the program's coordinates and its tile counter"),
    OpDef("const", 0, 1, 0, {"value": (int, float, bool)}, {}, T({PURE, CONSTANT}), _const, "a scalar constant"),
    OpDef("dim", 1, 1, 0, {"axis": int}, {}, T({PURE}), _dim, "a tensor's runtime size along an axis"),
    OpDef("num_seqs", 1, 1, 0, {}, {}, T({PURE}), _num_seqs, "number of sequences of a jagged tensor"),
    OpDef("seq_start", 2, 1, 0, {}, {}, T({PURE}), _seq, "first row of a sequence of a jagged tensor"),
    OpDef("seq_len", 2, 1, 0, {}, {}, T({PURE}), _seq, "length of a sequence of a jagged tensor"),
    *[OpDef(n, 2, 1, 0, {}, {"ring_slot": bool, "ring_period": int, "counter_step": bool}, _PURE_EW | (T({COMPARISON}) if n in COMPARISONS else T()),
            _binary) for n in ELEMENTWISE_BINARY],
    *[OpDef(n, 1, 1, 0, {}, {}, _PURE_EW, _unary) for n in ELEMENTWISE_UNARY],
    OpDef("cast", 1, 1, 0, {}, {}, _PURE_EW, _cast, "dtype conversion"),
    OpDef("where", 3, 1, 0, {}, {}, _PURE_EW, _where, "select per element"),
    OpDef("arange", 0, 1, 0, {"n": int}, {}, T({PURE}), _arange, "0, 1, ..., n-1"),
    OpDef("full", 1, 1, 0, {}, {}, T({PURE}), _full, "broadcast a scalar to a tile of the result type"),
    OpDef("expand_dims", 1, 1, 0, {"axis": int}, {}, T({PURE}), _expand_dims, "insert a unit dimension"),
    OpDef("broadcast", 1, 1, 0, {}, {}, T({PURE, SAME_LAYOUT}), _broadcast, "broadcast a tile to the result shape"),
    OpDef("reduce", 1, 1, 0, {"kind": REDUCE_KINDS, "axis": int}, {}, T({PURE}), _reduce, "reduce along one axis"),
    OpDef("trans", 1, 1, 0, {}, {}, T({PURE}), _trans, "transpose a 2-D tile"),
    OpDef("dot", None, 1, 0, {}, {}, T({READS_SMEM}), _dot, "synchronous matrix product a @ b (+ acc)"),
    OpDef("dot_async", None, 1, 0, {}, {}, T({READS_SMEM, ASYNC}), _dot,
          "asynchronous matrix product (wgmma); wait with dot_wait"),
    OpDef("dot_wait", None, 1, 0, {}, {"pending": int}, T({SYNCHRONIZES, SAME_LAYOUT}), _dot_wait,
          "wait for an asynchronous matrix product; a second operand: issued only after it is computed"),
    OpDef("load", None, 1, 0, _ACCESS, {}, T({READS_GLOBAL}), _load, "gather from a global tensor"),
    OpDef("store", None, 0, 0, _ACCESS, {"reduce": ("add",)}, T({WRITES_GLOBAL}), _store,
          "masked scatter to a global tensor; reduce = \"add\": add atomically to what is there"),
    OpDef("smem_alloc", 0, 1, 0, {"sym_name": str}, {"offset": int, "bytes": int, "per_step": bool, "frag_order": bool}, T({ALLOC}),
          _smem_alloc, "shared memory ring; per_step: the Gluon build recomputes its slot addresses in every loop step"),
    OpDef("bar_alloc", 0, 1, 0, {"sym_name": str}, {"offset": int, "bytes": int}, T({ALLOC, SYNC_ONLY}), _bar_alloc,
          "mbarrier array"),
    OpDef("smem_slot", 2, 1, 0, {}, {}, T({PURE, VIEW}), _smem_slot, "one slot of a shared-memory ring"),
    OpDef("smem_trans", 1, 1, 0, {}, {}, T({PURE, VIEW}), _smem_trans, "transposed view of a shared-memory slot"),
    OpDef("smem_cols", 2, 1, 0, {"width": int}, {}, T({PURE, VIEW}), _smem_cols,
          "columns k*width .. of a shared-memory slot (k: a compile-time index; read-only)"),
    OpDef("smem_load", 1, 1, 0, {}, {}, T({READS_SMEM}), _smem_load, "shared-memory slot -> registers"),
    OpDef("smem_store", 2, 0, 0, {}, {}, T({WRITES_SMEM}), _smem_store, "registers -> shared-memory slot"),
    OpDef("bar_at", 2, 1, 0, {}, {}, T({PURE, VIEW, SYNC_ONLY}), _bar_at, "one barrier of an array"),
    OpDef("expect", 2, 0, 0, {}, {}, T({SYNCHRONIZES, SIGNALS, SYNC_ONLY}), _expect,
          "arrive and add expected transaction bytes to the current phase", 0),
    OpDef("arrive", 1, 0, 0, {"count": int}, {"turn": int}, T({SYNCHRONIZES, SIGNALS, SYNC_ONLY}), _arrive,
          "arrive on a barrier", 0),
    OpDef("wait", None, 0, 0, {}, {"turn": int}, T({SYNCHRONIZES, WAITS, SYNC_ONLY}), _wait,
          "wait until the phase with the given parity completed", 0),
    OpDef("turn_begin", 1, 0, 0, {}, {}, T({SYNCHRONIZES, SYNC_ONLY}), _turn,
          "start of an `in turn:` section (derive-phases: wait on this replica's barrier of the array)"),
    OpDef("turn_end", 1, 0, 0, {}, {}, T({SYNCHRONIZES, SYNC_ONLY}), _turn,
          "end of an `in turn:` section (derive-phases: arrive on the next replica's barrier)"),
    OpDef("tma_load", None, 0, 0, _SMEM_IO, _TMA_OPT, T({ASYNC, WRITES_SMEM, READS_GLOBAL, SIGNALS}), _tma_load,
          "TMA copy global -> shared, completes bytes on a barrier", -1),
    OpDef("tma_store", None, 0, 0, _SMEM_IO, {**_TMA_OPT, "reduce": ("add",)}, T({ASYNC, READS_SMEM, WRITES_GLOBAL}),
          _tma_store, "TMA copy shared -> global; reduce = \"add\": add the slot to what is there (TMA reduce)"),
    OpDef("fence", 0, 0, 0, {}, {}, T({SYNCHRONIZES, SYNC_ONLY}), None,
          "fence.proxy.async: order generic-proxy smem writes before async-proxy reads"),
    OpDef("thread_barrier", 0, 0, 0, {}, {}, T({SYNCHRONIZES}), None,
          "bar.sync of every warp of the enclosing role (plan-gluon: before a one-thread arrive after smem access)"),
    OpDef("for", None, None, 1, {}, {"pipelined": bool, "stages": int, "ring": int, "ring_name": (str, type(None)),
                                     "zipped": int}, T({LOOP, HAS_REGIONS}), _loop, "counted loop with carried values"),
    OpDef("pipeline", None, None, 1, {"stages": int}, {"extra_args": int, "ring_name": (str, type(None))},
          T({LOOP, HAS_REGIONS}), _loop, "loop over a ring of buffers; region args (iv, slot, carried...)"),
    OpDef("if", 1, None, 2, {}, {}, T({HAS_REGIONS}), _if, "two-way branch; each branch yields the results"),
    OpDef("role", 0, 0, 1, {"sym_name": str, "warps": int, "regs": int, "replicas": int},
          {"n_state": int, "state_init": SEQ, "regs_given": int, "turn_state": int}, T({HAS_REGIONS}), _role, "warp-specialized role"),
    OpDef("yield", None, 0, 0, {}, {}, T({TERMINATOR}), _yield, "ends a region, passing its values out"),
    OpDef("static_print", None, 0, 0, {}, {}, T(), None, "print values at compile time"),
    OpDef("require", 1, 0, 0, {"message": str, "cond": str}, {}, T(), _require,
          "launch precondition: the launcher raises ValueError(message) when the i1 operand is false"),
]
OPS = {d.name: d for d in _DEFS}


def _attr_ok(v, kind) -> bool:
    if isinstance(kind, type):
        return isinstance(v, kind) and not (kind is int and isinstance(v, bool))
    if all(isinstance(k, type) for k in kind):
        return any(_attr_ok(v, k) for k in kind)
    return v in kind


def _kind_text(kind) -> str:
    if isinstance(kind, type):
        return kind.__name__
    if kind == SEQ:
        return "a list"
    if all(isinstance(k, type) for k in kind):
        return " or ".join(k.__name__ for k in kind)
    return "one of " + ", ".join(repr(k) for k in kind)


def verify_op(op):
    d = OPS.get(op.name)
    if d is None:
        raise error(op.span, f"unknown op '{op.name}'")
    if d.operands is not None and len(op.operands) != d.operands:
        _fail(op, f"expects {d.operands} operands, got {len(op.operands)}")
    if d.results is not None and len(op.results) != d.results:
        _fail(op, f"expects {d.results} results, got {len(op.results)}")
    if len(op.regions) != d.regions:
        _fail(op, f"expects {d.regions} regions, got {len(op.regions)}")
    for a, kind in d.attrs.items():
        if a not in op.attrs:
            _fail(op, f"missing attribute '{a}'")
        if not _attr_ok(op.attrs[a], kind):
            _fail(op, f"attribute '{a}' must be {_kind_text(kind)}, got {op.attrs[a]!r}")
    for a, kind in d.optional.items():
        if a in op.attrs and not _attr_ok(op.attrs[a], kind):
            _fail(op, f"attribute '{a}' must be {_kind_text(kind)}, got {op.attrs[a]!r}")
    if d.check:
        d.check(op)
