"""Statements and control flow: assignment, static_assert, for / static_range / pipeline loops, if."""
from __future__ import annotations

from ...diagnostics import TlxError, error
from ...ir.core import Block, Op, Value
from ...ir.types import ValT
from .. import ast as A
from ..builtins import BUILTINS
from ..values import DTYPE_NAMES, RangeSpec, describe
from .scope import POISON, ReturnSignal, Scope, Silent, assigned_names
from .sizes import MAX_UNROLL, trip_count


class ControlMixin:
    def guarded(self, s, scope):
        try:
            self.stmt(s, scope)
        except Silent:
            self.poison_targets(s, scope)
        except TlxError as e:
            if self.over_budget:
                raise
            self.bag.extend(e)
            self.poison_targets(s, scope)

    def poison_targets(self, s, scope):
        for n in (s.targets if isinstance(s, A.Assign) else ()):
            scope.assign(n, POISON)
        if isinstance(s, (A.SmemDecl, A.BarrierDecl)) and s.name not in scope.vars:
            scope.vars[s.name] = POISON
        # a failed if/for/pipeline leaves every name it assigns unknown, also names bound before it
        for n in assigned_names(getattr(s, "body", ()) + getattr(s, "orelse", ())):
            if scope.has(n):
                scope.assign(n, POISON)
            else:
                scope.vars[n] = POISON

    def stmt(self, s, scope):
        m = getattr(self, "s_" + type(s).__name__, None)
        if m is None:
            raise error(s.span, f"statement not allowed here")
        m(s, scope)

    def s_Pass(self, s, scope):
        pass

    def s_ExprStmt(self, s, scope):
        v = self.expr(s.value, scope)
        if not isinstance(s.value, A.Call):
            raise error(s.span, "expression result is unused")

    def s_StaticAssert(self, s, scope):
        v = self.eval_static(s.cond, scope)
        if not v:
            raise error(s.span, "static assertion failed" + (f": {s.message}" if s.message else ""))

    def s_Assign(self, s, scope):
        v = self.expr(s.value, scope)
        if len(s.targets) == 1:
            if isinstance(v, tuple):
                raise error(s.span, f"cannot assign {len(v)} values to one name")
            self.bind(s.targets[0], v, scope, s.span)
            return
        if not isinstance(v, tuple) or len(v) != len(s.targets):
            n = len(v) if isinstance(v, tuple) else 1
            raise error(s.span, f"cannot unpack {n} value(s) into {len(s.targets)} names")
        for t, x in zip(s.targets, v):
            self.bind(t, x, scope, s.span)

    def bind(self, name, v, scope, span):
        if name in DTYPE_NAMES or name in BUILTINS:
            raise error(span, f"cannot assign to builtin name '{name}'")
        if isinstance(v, Value) and v.name.isdigit():
            v.name = self.namer.fresh(name)
        scope.assign(name, v)

    def sReturnSignal(self, s, scope):
        vals = tuple(self.expr(e, scope) for e in s.values)
        raise ReturnSignal(vals[0] if len(vals) == 1 else vals)


    def carried(self, body, scope, span):
        names = [n for n in assigned_names(body) if scope.has(n)]
        vals = []
        keep = []
        for n in names:
            v = scope.lookup(n)
            if isinstance(v, Value) and isinstance(v.type, ValT):
                vals.append(v)
                keep.append(n)
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                vals.append(self.const(v, "i32" if isinstance(v, int) else "f32", span))
                keep.append(n)
        return keep, vals

    def loop_body(self, op_name, s, scope, lo, hi, step, extra_arg_names, attrs):
        names, inits = self.carried(s.body, scope, s.span)
        blk = Block([Value(self.namer.fresh(s.var), ValT("i32"))] +
                    [Value(self.namer.fresh(n), ValT("i32")) for n in extra_arg_names] +
                    [Value(self.namer.fresh(n), v.type) for n, v in zip(names, inits)])
        inner = Scope({s.var: blk.args[0]}, scope)
        for n, a in zip(extra_arg_names, blk.args[1:]):
            inner.vars[n] = a
        for n, a in zip(names, blk.args[1 + len(extra_arg_names):]):
            inner.vars[n] = a
        self.blocks.append(blk)
        self.ctl.append(op_name)
        try:
            self.stmts(s.body, inner)
        finally:
            self.blocks.pop()
            self.ctl.pop()
        yields = []
        for n, init in zip(names, inits):
            v = inner.lookup(n)
            v = self.coerce_carry(v, init.type, s.span, n, blk)
            yields.append(v)
        blk.ops.append(Op("yield", yields, [], {}, [], s.span))
        attrs = dict(attrs)
        if extra_arg_names:
            attrs["extra_args"] = len(extra_arg_names)
        op = self.emit(op_name, [lo, hi, step] + inits, [v.type for v in inits], attrs, s.span, names, [blk])
        for n, r in zip(names, op.results):
            scope.assign(n, r)
        return op

    def coerce_carry(self, v, t, span, name, blk):
        if v is POISON:
            raise Silent()  # its definition in the body failed and was reported
        if isinstance(v, Value) and v.type == t:
            return v
        if isinstance(v, (int, float)) and not isinstance(v, bool) and t.is_scalar:
            self.blocks.append(blk)
            try:
                return self.const(v, t.dtype, span)
            finally:
                self.blocks.pop()
        raise error(span, f"loop-carried '{name}' changes type in the loop: {t} before, {describe(v)} after")

    def range_of(self, e, scope):
        spec = self.expr(e, scope)
        if not isinstance(spec, RangeSpec):
            raise error(e.span, f"loops iterate over range(...), got {describe(spec)}")
        return spec

    def s_For(self, s, scope):
        spec = self.range_of(s.iter, scope)
        if spec.static:
            lo, hi, st = (self.static_int_value(x, s.iter.span) for x in (spec.lo, spec.hi, spec.step))
            n = trip_count(lo, hi, st)
            if n > MAX_UNROLL:
                raise error(s.iter.span, f"static_range unrolls {n} iterations, more than {MAX_UNROLL}: use range(...)")
            for i in range(lo, hi, st):
                self.count_work(s.iter.span)
                inner = Scope({s.var: i}, scope)
                self.stmts(s.body, inner)
            return
        lo, hi, st = self.loop_bounds(spec, s.iter.span)
        self.loop_body("for", s, scope, lo, hi, st, [], {})

    def loop_bounds(self, spec, span):
        """A loop's start, end and step as values of one dtype, as triton runs a loop: i64 if any is, else i32 (a
        narrower bound is widened, which keeps its value)."""
        vs = [self.as_value(x, "i32", span) for x in (spec.lo, spec.hi, spec.step)]
        dt = "i64" if any(v.type.dtype == "i64" for v in vs) else "i32"
        return tuple(self.cast(v, dt, span) for v in vs)

    def static_int_value(self, v, span):
        if isinstance(v, Value):
            raise error(span, "static_range bounds must be compile-time constants")
        return v

    def s_Pipeline(self, s, scope):
        spec = self.range_of(s.iter, scope)
        stages = self.static_int(s.stages, scope, "ring size")
        if stages < 1:
            raise error(s.stages.span, "ring size must be at least 1")
        lo, hi, st = self.loop_bounds(spec, s.iter.span)
        attrs = {"stages": stages}
        if s.ring is not None:
            prev = self.rings.get((self.in_role, s.ring))
            if prev is not None and prev[0] != stages:
                raise error(s.stages.span, f"ring '{s.ring}' has {prev[0]} stages in an earlier pipeline of this role, "
                            f"not {stages}", [(prev[1], "first used here")])
            self.rings.setdefault((self.in_role, s.ring), (stages, s.span))
            attrs["ring_name"] = s.ring
        self.loop_body("pipeline", s, scope, lo, hi, st, [s.slot], attrs)

    def s_If(self, s, scope):
        c = self.expr(s.cond, scope)
        if not isinstance(c, Value):
            # a compile-time branch is spliced in place: names it binds stay visible after it
            self.stmts(s.body if c else s.orelse, scope)
            return
        c = self.as_value(c, "i1", s.cond.span)
        if c.type.shape:
            raise error(s.cond.span, f"an if condition must be a scalar, got {c.type}")
        if c.type.dtype != "i1":
            c = self.emit("ne", [c, self.const(0, c.type.dtype, s.span)], [ValT("i1")], {}, s.span).result
        names = [n for n in assigned_names(s.body + s.orelse) if scope.has(n)]
        names = [n for n in names if isinstance(scope.lookup(n), (Value, int, float))]
        branches = []
        for body in (s.body, s.orelse):
            blk = Block()
            inner = Scope({}, scope)
            inner.barrier = True  # a branch rebinds names locally; the if's results merge them afterwards
            self.blocks.append(blk)
            self.ctl.append("if")
            try:
                self.stmts(body, inner)
            finally:
                self.blocks.pop()
                self.ctl.pop()
            branches.append((blk, inner))
        res_types, keep = [], []
        for n in names:
            outer = scope.lookup(n)
            vals = [inner.lookup(n) for _, inner in branches]
            t = outer.type if isinstance(outer, Value) else None
            for v in vals:
                if isinstance(v, Value):
                    t = t or v.type
            if t is None:
                # compile-time numbers on every path: one that a runtime branch changes becomes a value (it was
                # dropped: `n = 1; if x[0] > 0.5: n = 2` kept n = 1 after the if)
                nums = [outer] + vals
                if not all(isinstance(v, (int, float)) for v in nums) or all(
                        v == outer and type(v) is type(outer) for v in vals):
                    continue
                t = ValT("f32" if any(isinstance(v, float) for v in nums) else
                         "i1" if all(isinstance(v, bool) for v in nums) else "i32")
            keep.append((n, t))
            res_types.append(t)
        for blk, inner in branches:
            ys = []
            for n, t in keep:
                ys.append(self.coerce_branch(inner.lookup(n), t, s.span, n, blk))
            blk.ops.append(Op("yield", ys, [], {}, [], s.span))
        op = self.emit("if", [c], res_types, {}, s.span, [n for n, _ in keep], [b for b, _ in branches])
        for (n, _), r in zip(keep, op.results):
            scope.assign(n, r)

    def coerce_branch(self, v, t, span, n, blk):
        if v is POISON:
            raise Silent()
        if isinstance(v, Value):
            if v.type != t:
                raise error(span, f"'{n}' has type {v.type} in one branch and {t} in the other")
            return v
        self.blocks.append(blk)
        try:
            if t.is_scalar:
                return self.const(v, t.dtype, span)
            return self.emit("full", [self.const(v, t.dtype, span)], [t], {}, span).result
        finally:
            self.blocks.pop()
