"""Builtin functions of the language: a table from name to a lowering rule."""
from __future__ import annotations

from .. import hw
from ..diagnostics import error
from ..ir.core import Value
from ..ir.dtypes import is_float, itemsize
from ..ir.types import SmemT, TensorT, ValT
from .values import BlocksSpec, DType, RangeSpec, RowAt, SeqView, describe

_UNARY_MATH = ("exp", "exp2", "log", "log2", "sqrt", "rsqrt", "abs", "sin", "cos", "tanh", "sigmoid")


def _arity(e, name, args, lo, hi=None):
    hi = lo if hi is None else hi
    if not lo <= len(args) <= hi:
        want = str(lo) if lo == hi else f"{lo} to {hi}"
        raise error(e.span, f"{name}() takes {want} argument(s), got {len(args)}")


def _no_kwargs(e, name, kwargs, allowed=()):
    for k in kwargs:
        if k not in allowed:
            raise error(e.span, f"{name}() got an unexpected keyword argument '{k}'")


def _tile(L, v, e, name, i=0):
    if isinstance(v, Value) and isinstance(v.type, ValT):
        return v
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return L.as_value(v, None, e.args[i].span if i < len(e.args) else e.span)
    raise error(e.args[i].span if i < len(e.args) else e.span, f"{name}() needs a tile or scalar, got {describe(v)}")


def _dtype(v, e, name):
    if isinstance(v, DType):
        return v.name
    raise error(e.span, f"{name}(): expected a dtype (f16, bf16, f32, i32, ...), got {describe(v)}")


def _shape(v, e, name):
    if isinstance(v, int) and not isinstance(v, bool):
        v = (v,)
    if not isinstance(v, tuple) or not all(isinstance(x, int) and not isinstance(x, bool) and x > 0 for x in v):
        got = ", ".join(describe(x) for x in v) if isinstance(v, tuple) else describe(v)
        raise error(e.span, f"{name}(): shape must be a list of positive compile-time integers, got [{got}]")
    return v


def b_range(L, args, kwargs, e, scope, static=False):
    _arity(e, "range", args, 1, 3)
    _no_kwargs(e, "range", kwargs)
    for a, x in zip(args, e.args):
        if not (isinstance(a, int) and not isinstance(a, bool)) and not (isinstance(a, Value) and isinstance(a.type, ValT)
                                                                          and a.type.is_scalar and not is_float(a.type.dtype)):
            raise error(x.span, f"range() bounds must be integer scalars, got {describe(a)}")
    if len(args) == 1:
        return RangeSpec(0, args[0], 1, static)
    if len(args) == 2:
        return RangeSpec(args[0], args[1], 1, static)
    if isinstance(args[2], int) and args[2] <= 0:
        raise error(e.args[2].span, "range() step must be positive")
    return RangeSpec(args[0], args[1], args[2], static)


def b_static_range(L, args, kwargs, e, scope):
    r = b_range(L, args, kwargs, e, scope, True)
    for a, x in zip(args, e.args):
        if isinstance(a, Value):
            raise error(x.span, "static_range() bounds must be compile-time constants")
    return r


def b_blocks(L, args, kwargs, e, scope):
    _arity(e, "blocks", args, 2)
    t, b = args
    if not (isinstance(t, Value) and isinstance(t.type, TensorT) and t.type.jagged_by):
        raise error(e.args[0].span, f"blocks() needs a jagged tensor, got {describe(t)}")
    if not isinstance(b, int) or b <= 0:
        raise error(e.args[1].span, "blocks(): block size must be a positive compile-time integer")
    return BlocksSpec(t, b)


def b_arange(L, args, kwargs, e, scope):
    _arity(e, "arange", args, 1)
    n = args[0]
    if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
        raise error(e.args[0].span, f"arange() size must be a positive compile-time integer, got {n!r}")
    if n & (n - 1):
        raise error(e.args[0].span, f"arange() size must be a power of two, got {n}")
    return L.emit("arange", [], [ValT("i32", (n,))], {"n": n}, e.span).result


def b_full(L, args, kwargs, e, scope, value=None, name="full"):
    if value is None:
        _arity(e, name, args, 2, 3)
        shape, val = args[0], args[1]
        dt = args[2] if len(args) > 2 else kwargs.get("dtype")
    else:
        _arity(e, name, args, 1, 2)
        shape, val = args[0], value
        dt = args[1] if len(args) > 1 else kwargs.get("dtype")
    _no_kwargs(e, name, kwargs, ("dtype",))
    shape = _shape(shape, e, name)
    dt = _dtype(dt, e, name) if dt is not None else ("f32" if isinstance(val, float) or value is not None else "i32")
    v = L.as_value(val, dt, e.span)
    if v.type.shape:
        raise error(e.span, f"{name}(): the fill value must be a scalar")
    v = L.cast(v, dt, e.span)
    return L.emit("full", [v], [ValT(dt, shape)], {}, e.span).result


def b_zeros(L, args, kwargs, e, scope):
    return b_full(L, args, kwargs, e, scope, value=0, name="zeros")  # (0: an integer zeros too)


def b_cdiv(L, args, kwargs, e, scope):
    _arity(e, "cdiv", args, 2)
    a, b = args
    if all(isinstance(x, int) and not isinstance(x, bool) for x in (a, b)):
        if b == 0:
            raise error(e.span, "cdiv() by zero")
        return -(-a // b)
    return L.binop("cdiv", a, b, e.span)


def b_minmax(name):
    def f(L, args, kwargs, e, scope):
        if "axis" in kwargs or len(args) == 1:
            return b_reduce(name)(L, args, kwargs, e, scope)
        _arity(e, name, args, 2)
        a, b = args
        if all(isinstance(x, (int, float)) and not isinstance(x, Value) for x in (a, b)):
            return max(a, b) if name in ("max", "maximum") else min(a, b)
        return L.binop("maximum" if name in ("max", "maximum") else "minimum", a, b, e.span)
    return f


def b_reduce(kind):
    def f(L, args, kwargs, e, scope):
        _no_kwargs(e, kind, kwargs, ("axis",))
        _arity(e, kind, args, 1, 2)
        x = _tile(L, args[0], e, kind)
        axis = args[1] if len(args) > 1 else kwargs.get("axis")
        if not isinstance(axis, int) or isinstance(axis, bool):
            raise error(e.span, f"{kind}(): axis must be a compile-time integer")
        rank = len(x.type.shape)
        if rank == 0:
            raise error(e.args[0].span, f"{kind}() reduces a tile, got a scalar")
        if axis < 0:
            axis += rank
        if not 0 <= axis < rank:
            raise error(e.span, f"{kind}(): axis {axis} out of range for a tile of rank {rank}")
        shp = x.type.shape[:axis] + x.type.shape[axis + 1:]
        k = {"max": "max", "min": "min", "sum": "sum"}[kind]
        return L.emit("reduce", [x], [ValT(x.type.dtype, shp)], {"kind": k, "axis": axis}, e.span).result
    return f


def b_unary(name):
    def f(L, args, kwargs, e, scope):
        _arity(e, name, args, 1)
        _no_kwargs(e, name, kwargs)
        x = _tile(L, args[0], e, name)
        if name == "abs":
            return L.emit(name, [x], [x.type], {}, e.span).result
        # integers are converted to f32; f16/bf16 are computed in f32 and rounded back (Triton's math functions take
        # fp32 and fp64 only, and fail at run time otherwise)
        half = x.type.dtype in ("f16", "bf16")
        x2 = L.cast(x, "f32", e.span) if half or not is_float(x.type.dtype) else x
        y = L.emit(name, [x2], [x2.type], {}, e.span).result
        return L.cast(y, x.type.dtype, e.span) if half else y
    return f


def b_where(L, args, kwargs, e, scope):
    _arity(e, "where", args, 3)
    c = _tile(L, args[0], e, "where", 0)
    if c.type.dtype != "i1":
        raise error(e.args[0].span, f"where(): condition must be a comparison (i1), got {c.type.dtype}")
    dt = L.promote(args[1], args[2], e.span)
    a = L.cast(L.as_value(args[1], dt, e.args[1].span), dt, e.span)
    b = L.cast(L.as_value(args[2], dt, e.args[2].span), dt, e.span)
    shp = L.bshape([c.type.shape, a.type.shape, b.type.shape], e.span)
    return L.emit("where", [c, a, b], [ValT(dt, shp)], {}, e.span).result


def b_cast(L, args, kwargs, e, scope):
    _arity(e, "cast", args, 2)
    x = _tile(L, args[0], e, "cast")
    return L.cast(x, _dtype(args[1], e, "cast"), e.span)


def _mma_operand(L, v, e, i, name):
    if isinstance(v, Value) and isinstance(v.type, SmemT):
        if v.type.stages:
            raise error(e.args[i].span, f"{name}(): index the ring to pick one slot")
        return v
    if isinstance(v, Value) and isinstance(v.type, ValT) and len(v.type.shape) == 2:
        return v
    raise error(e.args[i].span, f"{name}(): operand must be a 2-D tile or shared-memory slot, got {describe(v)}")


def _mma_shape(t):
    return t.shape


def b_mma(kind):
    def f(L, args, kwargs, e, scope):
        _arity(e, kind, args, 2, 3)
        _no_kwargs(e, kind, kwargs, ("acc",))
        a = _mma_operand(L, args[0], e, 0, kind)
        b = _mma_operand(L, args[1], e, 1, kind)
        acc = args[2] if len(args) > 2 else kwargs.get("acc")
        (m, ka), (kb, n) = _mma_shape(a.type), _mma_shape(b.type)
        if ka != kb:
            raise error(e.span, f"{kind}(): inner dimensions differ: [{m}, {ka}] x [{kb}, {n}]")
        if a.type.dtype != b.type.dtype:
            raise error(e.span, f"{kind}(): operand dtypes differ: {a.type.dtype} and {b.type.dtype}")
        if L.consts.get("TARGET") == "gluon" and a.type.dtype not in ("f16", "bf16"):
            # (triton 3.6 generates the wgmma of f32 (tf32) and i8 operands but fails to lower it to PTX)
            raise error(e.span, f"{kind}(): {a.type.dtype} operands are not supported by the Gluon (Hopper) backend, "
                        "only f16 and bf16; cast them, or build for the triton target")
        for d, what in ((m, "M"), (n, "N"), (ka, "K")):
            if d % 16:
                raise error(e.span, f"{kind}(): {what} = {d} must be a multiple of 16")
        ops = [a, b]
        rt = ValT("f32" if is_float(a.type.dtype) else "i32", (m, n))
        if acc is not None:
            accv = _tile(L, acc, e, kind, 2)
            if accv.type.shape != (m, n):
                raise error(e.args[2].span if len(e.args) > 2 else e.span,
                            f"{kind}(): accumulator shape {list(accv.type.shape)} must be {[m, n]}")
            if accv.type.dtype != rt.dtype:
                raise error(e.span, f"{kind}(): accumulator must be {rt.dtype}, got {accv.type.dtype}")
            ops.append(accv)
        name = {"mma": "dot", "mma_async": "dot_async"}[kind]
        return L.emit(name, ops, [rt], {}, e.span).result
    return f


def b_mma_wait(L, args, kwargs, e, scope):
    """mma_wait(x, pending=N, after=v): x is complete; the N async products issued after x may stay in flight; the
    wait is not issued before v is computed (a scheduling constraint only: no data flows through v)."""
    _arity(e, "mma_wait", args, 1)
    _no_kwargs(e, "mma_wait", kwargs, ("pending", "after"))
    x = args[0]
    if not (isinstance(x, Value) and isinstance(x.type, ValT)):
        raise error(e.span, f"mma_wait() needs the result of mma_async(), got {describe(x)}")
    pending = kwargs.get("pending", 0)
    if not isinstance(pending, int) or isinstance(pending, bool) or pending < 0:
        raise error(e.span, f"mma_wait(): pending must be a non-negative compile-time integer, got {describe(pending)}")
    ops = [x]
    if kwargs.get("after") is not None:
        v = kwargs["after"]
        if not (isinstance(v, Value) and isinstance(v.type, ValT) and v.type.dtype == "f32" and len(v.type.shape) == 1):
            raise error(e.span, f"mma_wait(): after must be a 1-D f32 tile computed in this role (e.g. a row "
                                f"statistic), got {describe(v)}")
        ops.append(v)
    attrs = {"pending": pending} if pending else {}
    return L.emit("dot_wait", ops, [x.type], attrs, e.span).result


def b_load(L, args, kwargs, e, scope):
    _arity(e, "load", args, 1)
    v = args[0]
    if isinstance(v, Value) and isinstance(v.type, SmemT):
        if v.type.stages:
            raise error(e.args[0].span, "load(): index the ring to pick one slot")
        return L.emit("smem_load", [v], [ValT(v.type.dtype, v.type.shape)], {}, e.span).result
    raise error(e.args[0].span, f"load() reads a shared-memory slot into registers, got {describe(v)}")


def b_store_smem(L, args, kwargs, e, scope):
    _arity(e, "store_smem", args, 2)
    dst, v = args
    if not (isinstance(dst, Value) and isinstance(dst.type, SmemT)) or dst.type.stages or dst.type.transposed:
        raise error(e.args[0].span, f"store_smem() writes one shared-memory slot, got {describe(dst)}")
    v = _tile(L, v, e, "store_smem", 1)
    if v.type.shape != dst.type.shape or v.type.dtype != dst.type.dtype:
        raise error(e.span, f"store_smem(): value {v.type} does not match buffer {dst.type}")
    L.emit("smem_store", [dst, v], [], {}, e.span)
    return None


def b_cols(L, args, kwargs, e, scope):
    # col_block(slot, k, width): columns k*width .. k*width + width - 1 of one slot, as a read-only operand (Hopper:
    # a column block of whole swizzle rows is itself a dense operand; FA3's row split of dQ reads dS^T this way).
    # k must be known when the kernel is compiled: a constant or the role's replica index (checked by the verifier)
    _arity(e, "col_block", args, 3)
    _no_kwargs(e, "col_block", kwargs)
    v, k, w = args
    if not (isinstance(v, Value) and isinstance(v.type, SmemT)) or v.type.stages or v.type.transposed \
            or len(v.type.shape) != 2:
        raise error(e.args[0].span, f"col_block() takes one 2-D shared-memory slot as stored, got {describe(v)}")
    if not isinstance(w, int) or isinstance(w, bool) or w <= 0 or v.type.shape[1] % w:
        raise error(e.args[2].span, f"col_block(): the width must be a compile-time integer dividing the slot's "
                    f"{v.type.shape[1]} columns, got {describe(w)}")
    if (w * itemsize(v.type.dtype)) % 128:
        raise error(e.args[2].span, f"col_block(): a column block spans whole 128-byte rows of the swizzle; {w} x "
                    f"{v.type.dtype} is {w * itemsize(v.type.dtype)} bytes")
    if isinstance(k, int) and not isinstance(k, bool) and not 0 <= k < v.type.shape[1] // w:
        raise error(e.args[1].span, f"col_block(): block {k} of {v.type.shape[1] // w}")
    kv = L.as_value(k, "i32", e.args[1].span)
    return L.emit("smem_cols", [v, kv], [SmemT(v.type.dtype, (v.type.shape[0], w), 0)], {"width": w}, e.span).result


def b_bytes(L, args, kwargs, e, scope):
    _arity(e, "bytes", args, 1)
    v = args[0]
    if isinstance(v, Value) and isinstance(v.type, SmemT):
        return v.type.slot_bytes
    if isinstance(v, DType):
        return itemsize(v.name)
    raise error(e.args[0].span, f"bytes() takes a shared-memory buffer or a dtype, got {describe(v)}")


def b_num_seqs(L, args, kwargs, e, scope):
    _arity(e, "num_seqs", args, 1)
    t = args[0]
    if not (isinstance(t, Value) and isinstance(t.type, TensorT) and t.type.jagged_by):
        raise error(e.args[0].span, f"num_seqs() needs a jagged tensor, got {describe(t)}")
    return L.emit("num_seqs", [t], [ValT("i32")], {}, e.span).result


def b_at(L, args, kwargs, e, scope):
    """`at(r)`: a TMA row coordinate in elements (the statement checks where it stands)."""
    _arity(e, "at", args, 1)
    _no_kwargs(e, "at", kwargs)
    r = args[0]
    if not (isinstance(r, int) and not isinstance(r, bool)
            or isinstance(r, Value) and isinstance(r.type, ValT) and not r.type.shape and r.type.dtype in ("i32", "i64")):
        raise error(e.args[0].span, f"at() takes an integer scalar row, got {describe(r)}")
    return RowAt(L.as_value(r, "i32", e.args[0].span))


def b_frag_offset(L, args, kwargs, e, scope):
    """`frag_offset(r, c, COLS)`: the element offset of (row r, column c) in a `frag_order` tile [64, COLS]
    (docs/language.md), from the same table as the Gluon layout (hw.frag_order_bases): offset bit i is bit k of r
    or c where basis i steps by 2**k, so a kernel reads such a tile's bytes back as (row, column)."""
    _arity(e, "frag_offset", args, 3)
    _no_kwargs(e, "frag_offset", kwargs)
    r, c, cols = args
    bases = hw.frag_order_bases((64, cols)) if isinstance(cols, int) and not isinstance(cols, bool) else None
    if bases is None:
        raise error(e.args[2].span, f"frag_offset(): COLS is a compile-time power of two from 8, got {describe(cols)}")
    for x, a in zip((r, c), e.args):
        if not (isinstance(x, int) and not isinstance(x, bool)
                or isinstance(x, Value) and isinstance(x.type, ValT) and x.type.dtype == "i32"):
            raise error(a.span, f"frag_offset() takes i32 rows and columns, got {describe(x)}")
    acc = 0
    for i, (dr, dc) in enumerate(bases):
        x, step = (r, dr) if dr else (c, dc)
        bit = L.binop("mod", L.binop("floordiv", x, step, e.span), 2, e.span)
        acc = L.binop("add", acc, L.binop("mul", bit, 1 << i, e.span), e.span)
    return acc


def m_to(L, args, kwargs, e, scope):
    _arity(e, ".to", args, 2)
    return b_cast(L, args, kwargs, e, scope)


def m_start_len(which):
    def f(L, args, kwargs, e, scope):
        t = args[0]
        if not (isinstance(t, Value) and isinstance(t.type, TensorT) and t.type.jagged_by):
            raise error(e.span, f".{which}(seq) is a method of jagged tensors, not {describe(t)}")
        if len(args) != 2:
            raise error(e.span, f".{which}() takes one argument (the sequence index)")
        s = L.as_value(args[1], "i32", e.span)
        return L.emit("seq_" + which, [t, s], [ValT("i32")], {}, e.span).result
    return f


BUILTINS = {
    "range": b_range, "static_range": b_static_range, "blocks": b_blocks, "arange": b_arange, "full": b_full,
    "zeros": b_zeros, "cdiv": b_cdiv, "max": b_minmax("max"), "min": b_minmax("min"),
    "maximum": b_minmax("maximum"), "minimum": b_minmax("minimum"), "sum": b_reduce("sum"),
    "where": b_where, "cast": b_cast, "mma": b_mma("mma"), "mma_async": b_mma("mma_async"),
    "mma_wait": b_mma_wait, "load": b_load, "store_smem": b_store_smem, "bytes": b_bytes, "col_block": b_cols,
    "num_seqs": b_num_seqs, "at": b_at, "frag_offset": b_frag_offset,
    **{n: b_unary(n) for n in _UNARY_MATH},
}
METHODS = {".to": m_to, ".start": m_start_len("start"), ".len": m_start_len("len")}


def call_builtin(L, name, args, kwargs, e, scope):
    f = BUILTINS.get(name) or METHODS.get(name)
    if f is None:
        raise error(e.func.span, f"unknown method '{name[1:]}'" if name.startswith(".") else f"unknown function '{name}'")
    if isinstance(args[0] if args else None, SeqView) and name not in METHODS:
        raise error(e.span, f"{name}() cannot take a sequence view; index it first")
    return f(L, args, kwargs, e, scope)
