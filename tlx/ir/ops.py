"""The op set: one definition per op (operand/result/region arity, attribute types, a verify rule)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from ..diagnostics import error
from .types import BarT, SmemT, TensorT, ValT, is_float

ELEMENTWISE_BINARY = ("add", "sub", "mul", "div", "floordiv", "mod", "maximum", "minimum",
                      "and", "or", "xor", "lt", "le", "gt", "ge", "eq", "ne", "cdiv")
COMPARISONS = ("lt", "le", "gt", "ge", "eq", "ne")
ELEMENTWISE_UNARY = ("neg", "not", "exp", "exp2", "log", "log2", "sqrt", "rsqrt", "abs", "sin", "cos", "tanh")


@dataclass(frozen=True)
class OpDef:
    name: str
    operands: Optional[int]  # None: variadic
    results: Optional[int]
    regions: int = 0
    attrs: tuple = ()  # required attribute names
    check: Optional[Callable] = None
    doc: str = ""


def _fail(op, msg):
    raise error(op.span, f"'{op.name}' op {msg}")


def _val(op, v, what="operand"):
    if not isinstance(v.type, ValT):
        _fail(op, f"{what} %{v.name} must be a scalar or tile, got {v.type}")
    return v.type


def broadcast_shapes(a: tuple, b: tuple):
    ra, rb = list(a), list(b)
    n = max(len(ra), len(rb))
    ra = [1] * (n - len(ra)) + ra
    rb = [1] * (n - len(rb)) + rb
    out = []
    for x, y in zip(ra, rb):
        if x != y and x != 1 and y != 1:
            return None
        out.append(max(x, y))
    return tuple(out)


def _binary(op):
    a, b = (_val(op, v) for v in op.operands)
    shp = broadcast_shapes(a.shape, b.shape)
    if shp is None:
        _fail(op, f"operands have incompatible shapes {list(a.shape)} and {list(b.shape)}")
    r = op.result.type
    if not isinstance(r, ValT) or r.shape != shp:
        _fail(op, f"result shape must be {list(shp)}")
    if op.name in COMPARISONS and r.dtype != "i1":
        _fail(op, "comparison must produce i1")


def _unary(op):
    a = _val(op, op.operands[0])
    if op.result.type.shape != a.shape:
        _fail(op, "result shape must equal operand shape")
    if op.name in ("exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "tanh") and not is_float(a.dtype):
        _fail(op, f"needs a floating-point operand, got {a.dtype}")


def _where(op):
    c, a, b = (_val(op, v) for v in op.operands)
    if c.dtype != "i1":
        _fail(op, f"condition must be i1, got {c.dtype}")
    shp = broadcast_shapes(broadcast_shapes(c.shape, a.shape) or (), b.shape)
    if shp is None or op.result.type.shape != shp:
        _fail(op, "operand shapes do not broadcast to the result")


def _dot(op):
    a, b = op.operands[0].type, op.operands[1].type
    sa = a.shape if isinstance(a, (ValT, SmemT)) else None
    sb = b.shape if isinstance(b, (ValT, SmemT)) else None
    if sa is None or sb is None or len(sa) != 2 or len(sb) != 2:
        _fail(op, "operands must be 2-D tiles or shared-memory slots")
    if isinstance(a, SmemT) and a.stages or isinstance(b, SmemT) and b.stages:
        _fail(op, "operands must be single shared-memory slots, not whole rings (index the ring)")
    if sa[1] != sb[0]:
        _fail(op, f"inner dimensions differ: {list(sa)} x {list(sb)}")
    r = op.result.type
    if r.shape != (sa[0], sb[1]):
        _fail(op, f"result must be {[sa[0], sb[1]]}")
    if len(op.operands) == 3 and op.operands[2].type.shape != r.shape:
        _fail(op, "accumulator shape must equal the result shape")
    if any(s % 16 for s in (*sa, sb[1])):
        _fail(op, f"matrix product dimensions must be multiples of 16, got {list(sa)} x {list(sb)}")


def _tensor(op, i=0):
    t = op.operands[i].type
    if not isinstance(t, TensorT):
        _fail(op, f"operand %{op.operands[i].name} must be a global tensor")
    return t


def _load(op):
    t = _tensor(op)
    nidx = op.attrs["nidx"]
    if nidx != t.rank:
        _fail(op, f"needs {t.rank} indices for {t}, got {nidx}")


def _smem_slot(op):
    t = op.operands[0].type
    if not isinstance(t, SmemT) or not t.stages:
        _fail(op, "indexes a shared-memory ring")


def _bar_at(op):
    t = op.operands[0].type
    if not isinstance(t, BarT) or not t.size:
        _fail(op, "indexes a barrier array")


def _single_bar(op):
    t = op.operands[0].type
    if not isinstance(t, BarT) or t.size:
        _fail(op, f"needs a single barrier, got {t} (index the barrier array)")


def _tma_load(op):
    dst = op.operands[0].type
    if not isinstance(dst, SmemT) or dst.stages or dst.transposed:
        _fail(op, "destination must be one shared-memory slot")
    _tensor(op, 1)
    _single_bar(Op_like(op, op.operands[-1]))


class Op_like:  # tiny adaptor so bar checks can report at the op's span
    def __init__(self, op, v):
        self.span, self.name, self.operands = op.span, op.name, [v]


def _for(op):
    blk = op.regions[0]
    n_carried = len(op.operands) - 3
    if len(blk.args) != 1 + n_carried + op.attrs.get("extra_args", 0):
        _fail(op, "region arguments do not match the carried values")
    if not blk.ops or blk.ops[-1].name != "yield" or len(blk.ops[-1].operands) != n_carried:
        _fail(op, "body must end with a yield of the carried values")
    for a, y, r in zip(op.operands[3:], blk.ops[-1].operands, op.results):
        if a.type != y.type or a.type != r.type:
            _fail(op, f"carried value %{a.name} changes type in the loop ({a.type} -> {y.type})")


def _if(op):
    _val(op, op.operands[0])
    for blk in op.regions:
        if not blk.ops or blk.ops[-1].name != "yield" or len(blk.ops[-1].operands) != len(op.results):
            _fail(op, "each branch must end with a yield of the results")
        for y, r in zip(blk.ops[-1].operands, op.results):
            if y.type != r.type:
                _fail(op, f"branch yields {y.type} where {r.type} is expected")


def _kernel(op):
    for a in ("sym_name",):
        if a not in op.attrs:
            _fail(op, f"missing attribute {a}")


def _role(op):
    w, r = op.attrs.get("warps"), op.attrs.get("regs")
    if not isinstance(w, int) or w <= 0:
        _fail(op, "needs a positive warp count")


_DEFS = [
    OpDef("kernel", 0, 0, 1, ("sym_name",), _kernel, "a kernel; region args are its runtime parameters"),
    OpDef("tiles", None, 0, 1, ("kind",), None, "the launch space; region args are the program's coordinates"),
    OpDef("const", 0, 1, 0, ("value",), None, "a scalar constant"),
    OpDef("dim", 1, 1, 0, ("axis",), None, "a tensor's runtime size along an axis"),
    OpDef("num_seqs", 1, 1, 0, (), None, "number of sequences of a jagged tensor"),
    OpDef("seq_start", 2, 1, 0, (), None, "first row of a sequence of a jagged tensor"),
    OpDef("seq_len", 2, 1, 0, (), None, "length of a sequence of a jagged tensor"),
    *[OpDef(n, 2, 1, 0, (), _binary) for n in ELEMENTWISE_BINARY],
    *[OpDef(n, 1, 1, 0, (), _unary) for n in ELEMENTWISE_UNARY],
    OpDef("cast", 1, 1, 0, (), None, "dtype conversion"),
    OpDef("where", 3, 1, 0, (), _where),
    OpDef("arange", 0, 1, 0, ("n",), None),
    OpDef("full", 1, 1, 0, (), None, "broadcast a scalar to a tile of the result type"),
    OpDef("expand_dims", 1, 1, 0, ("axis",), None),
    OpDef("broadcast", 1, 1, 0, (), None),
    OpDef("reduce", 1, 1, 0, ("kind", "axis"), None),
    OpDef("trans", 1, 1, 0, (), None),
    OpDef("dot", None, 1, 0, (), _dot, "synchronous matrix product a @ b (+ acc)"),
    OpDef("dot_async", None, 1, 0, (), _dot, "asynchronous matrix product (wgmma); wait with dot_wait"),
    OpDef("dot_wait", 1, 1, 0, (), None, "wait for an asynchronous matrix product"),
    OpDef("load", None, 1, 0, ("nidx", "masked", "jagged"), _load, "masked gather from a global tensor"),
    OpDef("store", None, 0, 0, ("nidx", "masked", "jagged"), None, "masked scatter to a global tensor"),
    OpDef("smem_alloc", 0, 1, 0, ("sym_name",), None, "shared memory ring"),
    OpDef("bar_alloc", 0, 1, 0, ("sym_name",), None, "mbarrier array"),
    OpDef("smem_slot", 2, 1, 0, (), _smem_slot, "one slot of a shared-memory ring"),
    OpDef("smem_trans", 1, 1, 0, (), None, "transposed view of a shared-memory slot"),
    OpDef("smem_load", 1, 1, 0, (), None),
    OpDef("smem_store", 2, 0, 0, (), None),
    OpDef("bar_at", 2, 1, 0, (), _bar_at, "one barrier of an array"),
    OpDef("expect", 2, 0, 0, (), lambda op: _single_bar(op), "add expected transaction bytes to the current phase"),
    OpDef("arrive", 1, 0, 0, ("count",), lambda op: _single_bar(op)),
    OpDef("wait", None, 0, 0, (), lambda op: _single_bar(op), "wait until the phase with the given parity completed"),
    OpDef("tma_load", None, 0, 0, ("jagged",), _tma_load, "TMA copy global -> shared, completes bytes on a barrier"),
    OpDef("tma_store", None, 0, 0, ("jagged",), None, "TMA copy shared -> global"),
    OpDef("fence", 0, 0, 0, (), None, "fence.proxy.async: order generic-proxy smem writes before async-proxy reads"),
    OpDef("thread_barrier", 0, 0, 0, (), None, "bar.sync of every warp of the enclosing role (plan-gluon)"),
    OpDef("for", None, None, 1, (), _for, "counted loop with carried values"),
    OpDef("pipeline", None, None, 1, ("stages",), _for, "loop over a ring of buffers; region args (iv, slot, carried...)"),
    OpDef("if", 1, None, 2, (), _if),
    OpDef("role", 0, 0, 1, ("sym_name", "warps", "regs", "replicas"), _role, "warp-specialized role"),
    OpDef("yield", None, 0, 0, (), None),
    OpDef("static_print", None, 0, 0, (), None),
]
OPS = {d.name: d for d in _DEFS}


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
    for a in d.attrs:
        if a not in op.attrs:
            _fail(op, f"missing attribute '{a}'")
    if d.check:
        d.check(op)
