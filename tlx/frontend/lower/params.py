"""Kernel signatures: compile-time parameters and their `-D` values, runtime parameters, shape symbols."""
from __future__ import annotations

import re

from ...diagnostics import TlxError, error
from ...ir.core import Block, Namer, Op, Value
from ...ir.types import TensorT, ValT
from .. import ast as A
from .scope import POISON, Scope, Silent
from ..values import DTYPE_ALIASES, DTYPE_NAMES, DType, describe


class ParamsMixin:
    def lower_kernel(self, k: A.KernelDef) -> Op:
        self.kernel_span = k.span
        self.rings = {}
        self.turn_bars = {}
        self.namer = Namer()
        errors_before = len(self.bag.diags)
        self.kernel_errors_before = errors_before
        scope = Scope(dict(self.consts))
        scope.barrier = True
        const_values = {}
        names_seen = {}
        for p in k.params:
            if p.name in names_seen:
                self.bag.add(p.span, f"duplicate parameter '{p.name}'", [(names_seen[p.name].span, "first declared here")])
            names_seen[p.name] = p
        # compile-time parameters first: runtime parameter types may use them (dtype, dims)
        unknown = set(self.defines) - {p.name for p in k.params if p.kind == "const"}
        for name in sorted(unknown):
            self.bag.add(k.span, f"-D {name}: kernel '{k.name}' has no compile-time parameter named '{name}'")
        for p in k.params:
            if p.kind != "const":
                continue
            if p.name in self.defines:
                try:
                    d = self.eval_static(p.default, scope) if p.default is not None else None
                    v = coerce_define(p, self.defines[p.name], d)
                except TlxError as e:
                    self.bag.extend(e)
                    scope.vars[p.name] = POISON  # its uses stay quiet: the -D error says it all
                    continue
            elif p.default is not None:
                try:
                    v = self.eval_static(p.default, scope)
                except TlxError as e:
                    self.bag.extend(e)
                    continue
            else:
                self.bag.add(p.span, f"missing compile-time parameter '{p.name}' (give it with -D {p.name}=VALUE)")
                continue
            scope.vars[p.name] = v
            const_values[p.name] = v.name if isinstance(v, DType) else v
        blk = Block()
        self.blocks = [blk]
        dims = {}
        dim_checks = []
        params_meta = []
        for p in k.params:
            if p.kind == "const":
                continue
            dt = self.resolve_dtype(p.dtype, scope)
            if dt is None:
                continue
            if p.kind == "scalar":
                v = Value(self.namer.fresh(p.name), ValT(dt))
                blk.args.append(v)
                scope.vars[p.name] = v
                params_meta.append({"name": p.name, "kind": "scalar", "dtype": dt})
                continue
            t = TensorT(dt, tuple(p.dims), p.offsets or "")
            v = Value(self.namer.fresh(p.name), t)
            blk.args.append(v)
            scope.vars[p.name] = v
            params_meta.append({"name": p.name, "kind": p.kind, "dtype": dt, "dims": tuple(p.dims),
                                "offsets": p.offsets or ""})
        # offsets of jagged tensors must name an int32 1-D tensor parameter
        for p in k.params:
            if p.kind == "jagged":
                off = names_seen.get(p.offsets)
                if off is None or off.kind != "tensor" or len(off.dims) != 1:
                    self.bag.add(p.span, f"jagged tensor '{p.name}': offsets '{p.offsets}' must be a 1-D i32 tensor parameter"
                                 + ("" if off else " (no such parameter)"),
                                 [(off.span, "declared here")] if off else [])
                elif self.resolve_dtype(off.dtype, scope) != "i32":
                    self.bag.add(off.span, f"offsets tensor '{off.name}' of jagged tensor '{p.name}' must have dtype i32")
        # shape symbols: bound once to a runtime dim, or checked against a compile-time parameter
        for p, v in ((p, scope.vars.get(p.name)) for p in k.params if p.kind in ("tensor", "jagged")):
            if not isinstance(v, Value):
                continue
            for axis, d in enumerate(p.dims):
                if d in const_values:
                    dim_checks.append((p.name, axis, d, -1))
                    continue
                if d in dims:
                    dim_checks.append((p.name, axis, dims[d][0], dims[d][1]))
                    continue
                dv = self.emit("dim", [v], [ValT("i32")], {"axis": axis}, p.span, [d]).result
                dims[d] = (p.name, axis)
                scope.vars[d] = dv
        if len(self.bag.diags) > errors_before:
            raise Silent()  # parameter errors: the body would only repeat them
        attrs = {"sym_name": k.name, "constexprs": const_values, "params": tuple(params_meta),
                 "dim_checks": tuple(dim_checks)}
        self.kernel_scope = scope
        body_scope = Scope({}, scope)
        body_scope.barrier = True
        self.stmts(k.body, body_scope, top=True)
        return Op("kernel", [], [], attrs, [blk], k.span)

    def resolve_dtype(self, name: A.Name, scope):
        n = DTYPE_ALIASES.get(name.id, name.id)
        if n in DTYPE_NAMES:
            return n
        if scope.has(name.id) and isinstance(scope.lookup(name.id), DType):
            return scope.lookup(name.id).name
        if scope.has(name.id) and scope.lookup(name.id) is POISON:
            return None
        if scope.has(name.id):
            self.bag.add(name.span, f"'{name.id}' is not a dtype (got {describe(scope.lookup(name.id))})")
            return None
        self.bag.add(name.span, f"unknown dtype '{name.id}'")
        return None


_INT64 = 2 ** 63
_INT_TEXT = re.compile(r"[-+]?(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|[0-9]+)")


def coerce_define(p, v, default):
    """The one conversion of a `-D` value: text (from the command line) or a python value (from the API) to
    the kind of the parameter's default; without a default, text is read as a dtype name, a bool, a number
    or else a string."""
    what = f"bad value for -D {p.name}"
    if default is None:
        default = _infer_kind(v)
    if isinstance(default, DType):
        n = DTYPE_ALIASES.get(str(v), str(v))
        if isinstance(v, (bool, int, float)) or n not in DTYPE_NAMES:
            raise error(p.span, f"{what}: expected a dtype (f16, bf16, f32, ...), got {_show(v)}")
        return DTYPE_NAMES[n]
    if isinstance(default, bool):
        if isinstance(v, bool):
            return v
        if str(v) in ("1", "true", "True"):
            return True
        if str(v) in ("0", "false", "False"):
            return False
        raise error(p.span, f"{what}: expected true or false, got {_show(v)}")
    if isinstance(default, int):
        if isinstance(v, bool) or isinstance(v, float):
            raise error(p.span, f"{what}: expected an integer, got {_show(v)}")
        try:
            s = str(v).strip() if not isinstance(v, int) else ""
            if _INT_TEXT.fullmatch(s) and len(s) > 40:
                raise error(p.span, f"{what}: an integer of {len(s)} digits does not fit in 64 bits")
            n = v if isinstance(v, int) else int(s, 0)
        except ValueError:
            raise error(p.span, f"{what}: expected an integer, got {_show(v)}") from None
        if not -_INT64 <= n < _INT64:
            raise error(p.span, f"{what}: {_show(n)} does not fit in 64 bits")
        return n
    if isinstance(default, float):
        try:
            return float(v) if not isinstance(v, bool) else _raise()
        except (ValueError, OverflowError):
            raise error(p.span, f"{what}: expected a number, got {_show(v)}") from None
    if isinstance(default, str):
        s = str(v)
        if len(s) >= 2 and s[0] == s[-1] and s[0] in "\"'":
            s = s[1:-1]
        return s
    return v


def _raise():
    raise ValueError


def _infer_kind(v):
    """The kind a `-D` value without a declared default has: python values keep theirs; text is parsed."""
    if not isinstance(v, str):
        return v
    s = v.strip()
    if DTYPE_ALIASES.get(s, s) in DTYPE_NAMES:
        return DTYPE_NAMES["f32"]
    if s in ("true", "True", "false", "False"):
        return False
    if _INT_TEXT.fullmatch(s):
        return 0
    try:
        float(s)
        return 0.0
    except ValueError:
        pass
    return ""


def _show(v) -> str:
    if isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 10 ** 40:
        return f"an integer of {v.bit_length()} bits"
    r = repr(v)
    return r if len(r) <= 40 else r[:30] + f"... ({len(r)} characters)"
