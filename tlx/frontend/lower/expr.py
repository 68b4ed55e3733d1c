"""Expressions: names, constant folding, arithmetic with dtype promotion, attributes, calls."""
from __future__ import annotations

import operator

from ...diagnostics import TlxError, error
from ...ir.core import Value
from ...ir.ops import broadcast_shapes
from ...ir.dtypes import is_float, itemsize
from ...ir.types import SmemT, TensorT, ValT
from .. import ast as A
from ..builtins import BUILTINS, call_builtin
from ..values import DTYPE_ALIASES, DTYPE_NAMES, Builtin, SeqView, describe
from .scope import POISON, Silent
from .sizes import check_const

_PY_BINOPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "%": operator.mod,
              "//": operator.floordiv, "<": operator.lt, "<=": operator.le, ">": operator.gt,
              ">=": operator.ge, "==": operator.eq, "!=": operator.ne}
_IR_BINOPS = {"+": "add", "-": "sub", "*": "mul", "/": "div", "//": "floordiv", "%": "mod",
              "<": "lt", "<=": "le", ">": "gt", ">=": "ge", "==": "eq", "!=": "ne"}



class ExprMixin:
    def expr(self, e, scope):
        m = getattr(self, "e_" + type(e).__name__)
        return m(e, scope)

    def e_Const(self, e, scope):
        return e.value

    def e_ListLit(self, e, scope):
        return tuple(self.expr(x, scope) for x in e.elts)

    def e_Name(self, e, scope):
        if scope.has(e.id):
            v = scope.lookup(e.id)
            if v is POISON:
                raise Silent()
            return v
        if e.id == "inf":
            return float("inf")
        n = DTYPE_ALIASES.get(e.id, e.id)
        if n in DTYPE_NAMES:
            return DTYPE_NAMES[n]
        if e.id in BUILTINS:
            return Builtin(e.id)
        if e.id in self.funcs:
            return self.funcs[e.id]
        raise error(e.span, f"unknown name '{e.id}'")

    def e_Unary(self, e, scope):
        v = self.expr(e.operand, scope)
        if e.op == "not":
            if not isinstance(v, Value):
                return not v
            v = self.as_value(v, "i1", e.span)
            return self.emit("not", [v], [v.type], {}, e.span).result
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return -v
        v = self.as_value(v, None, e.span)
        return self.emit("neg", [v], [v.type], {}, e.span).result

    def e_BoolOp(self, e, scope):
        vals = [self.expr(x, scope) for x in e.values]
        if all(not isinstance(v, Value) for v in vals):
            r = vals[0]
            for v in vals[1:]:
                r = (r and v) if e.op == "and" else (r or v)
            return r
        acc = None
        for v, x in zip(vals, e.values):
            v = self.as_value(v, "i1", x.span)
            if v.type.dtype != "i1":
                raise error(x.span, f"'{e.op}' needs conditions (i1), got {v.type.dtype}")
            if acc is None:
                acc = v
            else:
                acc = self.binop("and" if e.op == "and" else "or", acc, v, e.span)
        return acc

    def e_BinOp(self, e, scope):
        a = self.expr(e.lhs, scope)
        b = self.expr(e.rhs, scope)
        return self.arith(e.op, a, b, e.span)

    def arith(self, op, a, b, span):
        if not isinstance(a, Value) and not isinstance(b, Value):
            try:
                if op == "/":
                    if isinstance(a, int) and isinstance(b, int):
                        return int(a / b) if b else zero_div(span)
                    return a / b
                if op in ("//", "%") and b == 0:
                    zero_div(span)
                return _PY_BINOPS[op](a, b)
            except TlxError:
                raise
            except Exception:
                raise error(span, f"cannot apply '{op}' to {describe(a)} and {describe(b)}") from None
        return self.binop(_IR_BINOPS[op], a, b, span)

    def promote(self, a, b, span):
        """Common dtype of two operands (python scalars adopt the other side's dtype where they fit)."""
        def dt(x):
            if isinstance(x, Value):
                if not isinstance(x.type, ValT):
                    raise error(span, f"arithmetic needs scalars or tiles, got {x.type}")
                return x.type.dtype
            return None
        da, db = dt(a), dt(b)
        if da and db:
            if da == db:
                return da
            if is_float(da) and is_float(db):
                return "f32" if "f32" in (da, db) or da != db else da
            if is_float(da) != is_float(db):
                return da if is_float(da) else db
            return max(da, db, key=lambda d: itemsize(d))
        d = da or db
        if d is None:  # two compile-time numbers (e.g. both values of a where): their natural dtype
            return "f32" if any(isinstance(x, float) for x in (a, b)) else \
                "i1" if all(isinstance(x, bool) for x in (a, b)) else "i32"
        other = b if da else a
        if isinstance(other, float) and not is_float(d):
            return "f32"
        return d

    def binop(self, name, a, b, span):
        for x in (a, b):
            if not isinstance(x, (Value, int, float)) or isinstance(x, Value) and not isinstance(x.type, ValT):
                raise error(span, f"cannot apply '{_SYM.get(name, name)}' to {describe(x)}")
        dt = self.promote(a, b, span)
        a = self.as_value(a, dt, span)
        b = self.as_value(b, dt, span)
        if a.type.dtype != dt:
            a = self.cast(a, dt, span)
        if b.type.dtype != dt:
            b = self.cast(b, dt, span)
        shp = broadcast_shapes(a.type.shape, b.type.shape)
        if shp is None:
            raise error(span, f"shapes {list(a.type.shape)} and {list(b.type.shape)} do not broadcast for '{_SYM.get(name, name)}'")
        if name in ("mod", "floordiv") and is_float(dt):
            raise error(span, f"'{_SYM[name]}' needs integer operands, got {dt}")
        if name == "div" and not is_float(dt):
            # (integer `/` is `//`, toward zero: one meaning on both builds, the launcher's requires and the proof;
            # Gluon's `/` would divide in fp32, red team session 49)
            name = "floordiv"
        rdt = "i1" if name in ("lt", "le", "gt", "ge", "eq", "ne") else dt
        return self.emit(name, [a, b], [ValT(rdt, shp)], {}, span).result

    def cast(self, v, dt, span):
        if v.type.dtype == dt:
            return v
        return self.emit("cast", [v], [ValT(dt, v.type.shape)], {}, span).result

    def as_value(self, v, dtype, span) -> Value:
        """Materialize a python scalar as an IR constant (of dtype, or its natural one)."""
        if isinstance(v, Value):
            if not isinstance(v.type, ValT):
                raise error(span, f"expected a scalar or tile, got {v.type}")
            return v
        if isinstance(v, bool):
            return self.const(v, "i1" if dtype in (None, "i1") else dtype, span)
        if isinstance(v, int):
            d = dtype if dtype and dtype != "i1" else "i32"
            check_const(v, d, span)  # before float(): a huge int would overflow it
            return self.const(float(v) if is_float(d) else v, d, span)
        if isinstance(v, float):
            if dtype and not is_float(dtype):
                raise error(span, f"expected an integer here, got the float {v!r}")
            return self.const(v, dtype or "f32", span)
        raise error(span, f"expected a number, got {describe(v)}")

    def e_Attr(self, e, scope):
        v = self.expr(e.value, scope)
        if e.name == "T":
            if isinstance(v, Value) and isinstance(v.type, SmemT):
                if v.type.stages:
                    raise error(e.span, "transpose one slot: index the ring first")
                t = v.type
                return self.emit("smem_trans", [v], [SmemT(t.dtype, t.shape[::-1], 0, not t.transposed)], {}, e.span).result
            if isinstance(v, Value) and isinstance(v.type, ValT) and len(v.type.shape) == 2:
                return self.emit("trans", [v], [ValT(v.type.dtype, v.type.shape[::-1])], {}, e.span).result
            raise error(e.span, f".T needs a 2-D tile or shared-memory slot, got {describe(v)}")
        if isinstance(v, Value) and isinstance(v.type, TensorT) and v.type.jagged_by and e.name == "num_seqs":
            return self.emit("num_seqs", [v], [ValT("i32")], {}, e.span).result
        if isinstance(v, SeqView) and e.name in ("start", "len"):
            return self.emit("seq_" + e.name, [v.tensor, v.seq], [ValT("i32")], {}, e.span).result
        if isinstance(v, Value) and isinstance(v.type, ValT) and e.name == "dtype":
            return DTYPE_NAMES[v.type.dtype]
        if isinstance(v, Value) and isinstance(v.type, ValT) and e.name == "shape":
            return v.type.shape
        return BoundMethod(v, e.name, e.span)

    def e_Call(self, e, scope):
        f = self.expr(e.func, scope)
        if isinstance(f, A.FuncDef):
            return self.inline(f, e, scope)
        if isinstance(f, Builtin):
            args = [self.expr(a, scope) for a in e.args]
            kwargs = {k: self.expr(v, scope) for k, v in e.kwargs}
            return call_builtin(self, f.name, args, kwargs, e, scope)
        if isinstance(f, BoundMethod):
            args = [self.expr(a, scope) for a in e.args]
            kwargs = {k: self.expr(v, scope) for k, v in e.kwargs}
            return call_builtin(self, "." + f.name, [f.obj] + args, kwargs, e, scope)
        raise error(e.func.span, f"{describe(f)} is not callable")

class BoundMethod:
    def __init__(self, obj, name, span):
        self.obj, self.name, self.span = obj, name, span


_SYM = {v: k for k, v in _IR_BINOPS.items()}


def zero_div(span):
    raise error(span, "division by zero in a compile-time expression")
