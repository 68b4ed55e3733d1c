"""Untyped AST -> typed IR for one specialization (compile-time parameters substituted).

Type and shape errors are reported at the user's span; independent statements keep going so one run can
report several errors.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass, field

from ..diagnostics import DiagnosticBag, Span, TlxError, error
from ..ir.core import Block, Module, Namer, Op, Value
from ..ir.ops import broadcast_shapes
from ..ir.types import BarT, SmemT, TensorT, ValT, is_float, itemsize
from . import ast as A
from .builtins import BUILTINS, call_builtin
from .values import DTYPE_ALIASES, DTYPE_NAMES, BlocksSpec, Builtin, DType, RangeSpec, SeqView, describe

_PY_BINOPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "%": operator.mod,
              "//": operator.floordiv, "<": operator.lt, "<=": operator.le, ">": operator.gt,
              ">=": operator.ge, "==": operator.eq, "!=": operator.ne}
_IR_BINOPS = {"+": "add", "-": "sub", "*": "mul", "/": "div", "//": "floordiv", "%": "mod",
              "<": "lt", "<=": "le", ">": "gt", ">=": "ge", "==": "eq", "!=": "ne"}


class _Silent(Exception):
    """A statement depends on a name whose definition already failed: stay quiet (no cascade)."""


POISON = object()


class _Return(Exception):
    def __init__(self, values):
        self.values = values


@dataclass
class Scope:
    vars: dict = field(default_factory=dict)
    parent: "Scope | None" = None

    def lookup(self, name):
        s = self
        while s is not None:
            if name in s.vars:
                return s.vars[name]
            s = s.parent
        raise KeyError(name)

    def has(self, name):
        try:
            self.lookup(name)
            return True
        except KeyError:
            return False

    def assign(self, name, value):
        # assignment to a name visible in an enclosing (non-function) scope rebinds it there
        s = self
        while s is not None:
            if name in s.vars:
                s.vars[name] = value
                return
            if getattr(s, "barrier", False):
                break
            s = s.parent
        self.vars[name] = value


class Lowerer:
    def __init__(self, module_ast: A.Module, defines: dict | None = None, sources=None, target: str = "triton"):
        self.mod = module_ast
        self.defines = dict(defines or {})
        self.bag = DiagnosticBag(sources)
        # predefined: the backend being compiled for ("gluon" or "triton"), e.g. to pick an algorithm
        self.consts = {"TARGET": target}
        self.funcs = {}
        self.namer = Namer()
        self.blocks: list[Block] = []
        self.const_cache = {}
        self.in_role = None
        self.rings = {}  # (role, ring name) -> (stages, span of its first pipeline)
        self.kernel_span = None

    # ------------------------------------------------------------------ infrastructure
    def emit(self, name, operands, result_types, attrs=None, span=None, hints=None, regions=None):
        results = []
        for i, t in enumerate(result_types):
            hint = (hints[i] if hints and i < len(hints) else None)
            results.append(Value(self.namer.fresh(hint), t))
        op = Op(name, list(operands), results, dict(attrs or {}), list(regions or []), span)
        self.blocks[-1].ops.append(op)
        return op

    def const(self, value, dtype, span):
        op = self.emit("const", [], [ValT(dtype)], {"value": value}, span)
        return op.result

    # ------------------------------------------------------------------ entry
    def lower(self) -> Module:
        module = Module([], self.mod.span.file)
        for item in self.mod.items:
            if isinstance(item, A.ConstDef):
                self.blocks = [Block()]  # scratch: a runtime value here is reported, never emitted
                try:
                    self.consts[item.name] = self.eval_static(item.value, Scope())
                except TlxError as e:
                    self.bag.extend(e)
            elif isinstance(item, A.FuncDef):
                if item.name in self.funcs:
                    self.bag.add(item.span, f"redefinition of function '{item.name}'",
                                 [(self.funcs[item.name].span, "first defined here")])
                self.funcs[item.name] = item
        kernels = [i for i in self.mod.items if isinstance(i, A.KernelDef)]
        for k in kernels:
            try:
                module.ops.append(self.lower_kernel(k))
            except _Silent:
                pass
            except TlxError as e:
                self.bag.extend(e)
        self.bag.raise_if_any()
        return module

    def eval_static(self, node, scope):
        v = self.expr(node, scope)
        if isinstance(v, Value):
            raise error(node.span, "expected a compile-time constant here")
        return v

    # ------------------------------------------------------------------ kernels
    def lower_kernel(self, k: A.KernelDef) -> Op:
        self.kernel_span = k.span
        self.rings = {}
        self.namer = Namer()
        errors_before = len(self.bag.diags)
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
                v = self.defines[p.name]
                if p.default is not None:
                    try:
                        d = self.eval_static(p.default, scope)
                        v = _coerce_define(p, v, d)
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
            raise _Silent()  # parameter errors: the body would only repeat them
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
        self.bag.add(name.span, f"unknown dtype '{name.id}'")
        return None

    # ------------------------------------------------------------------ statements
    def stmts(self, body, scope, top=False):
        i = 0
        while i < len(body):
            s = body[i]
            if top and isinstance(s, (A.Grid, A.Tiles)):
                self.launch(s, body[i + 1:], scope)
                return
            self.guarded(s, scope)
            i += 1
        if top:
            self.bag.add(self.kernel_span, "kernel has no launch space: start it with `grid (...) as (...)` or `tiles ...`")

    def guarded(self, s, scope):
        try:
            self.stmt(s, scope)
        except _Silent:
            self.poison_targets(s, scope)
        except TlxError as e:
            self.bag.extend(e)
            self.poison_targets(s, scope)

    def poison_targets(self, s, scope):
        for n in (s.targets if isinstance(s, A.Assign) else ()):
            scope.assign(n, POISON)
        if isinstance(s, (A.SmemDecl, A.BarrierDecl)) and s.name not in scope.vars:
            scope.vars[s.name] = POISON
        # a failed if/for/pipeline leaves every name it assigns unknown, also names bound before it
        for n in self.assigned_names(getattr(s, "body", ()) + getattr(s, "orelse", ())):
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

    def s_Return(self, s, scope):
        vals = tuple(self.expr(e, scope) for e in s.values)
        raise _Return(vals[0] if len(vals) == 1 else vals)

    def launch(self, s, rest, scope):
        if self.blocks[-1] is not self.blocks[0]:
            raise error(s.span, "the launch space must be declared at kernel level")
        # declarations are static: hoist them above the launch so every program (and role) sees them
        for d in rest:
            if isinstance(d, (A.SmemDecl, A.BarrierDecl)):
                self.guarded(d, scope)
        operands, attrs, names = [], {}, []
        if isinstance(s, A.Grid):
            if len(s.sizes) != len(s.names) or not 1 <= len(s.names) <= 3:
                raise error(s.span, "grid needs 1 to 3 sizes and as many names")
            for e in s.sizes:
                operands.append(self.as_value(self.expr(e, scope), "i32", e.span))
            attrs = {"kind": "grid", "dims": tuple("range" for _ in s.names)}
            names = list(s.names)
        else:
            dims = []
            for nm, e in s.dims:
                spec = self.expr(e, scope)
                if isinstance(spec, BlocksSpec):
                    if len(nm) != 2:
                        raise error(e.span, "blocks(...) binds two names: the sequence and the block index")
                    if any(d == "blocks" for d in dims):
                        raise error(e.span, "only one jagged blocks(...) dimension is allowed")
                    operands.append(spec.tensor)
                    dims.append("blocks")
                    attrs["block"] = spec.block
                elif isinstance(spec, RangeSpec):
                    if len(nm) != 1:
                        raise error(e.span, "range(...) binds one name")
                    if spec.lo != 0 or spec.step != 1:
                        raise error(e.span, "a tile dimension ranges from 0: use range(N)")
                    operands.append(self.as_value(spec.hi, "i32", e.span))
                    dims.append("range")
                else:
                    raise error(e.span, f"a tile dimension is `range(N)` or `blocks(jagged, BLOCK)`, not {describe(spec)}")
                names += list(nm)
            opts = {o.id for o in s.options}
            for o in s.options:
                if o.id not in ("persistent", "longest_first", "in_order"):
                    raise error(o.span, f"unknown tiles option '{o.id}' (persistent, longest_first, in_order)")
            attrs.update({"kind": "jagged" if "blocks" in dims else "grid", "dims": tuple(dims),
                          "persistent": "persistent" in opts,
                          "order": "in_order" if "in_order" in opts else "longest_first"})
        blk = Block([Value(self.namer.fresh(n), ValT("i32")) for n in names] +
                    [Value(self.namer.fresh("tile_iter"), ValT("i32"))])
        self.emit("tiles", operands, [], attrs, s.span, regions=[blk])
        inner = Scope({n: v for n, v in zip(names, blk.args)}, scope)
        # how many tiles this program ran before this one: indexes per-tile rings (e.g. a double-buffered q)
        inner.vars.setdefault("tile_index", blk.args[-1])
        self.blocks.append(blk)
        for st in rest:
            if isinstance(st, (A.SmemDecl, A.BarrierDecl)):
                continue
            if isinstance(st, (A.Grid, A.Tiles)):
                self.bag.add(st.span, "a kernel has one launch space")
                continue
            self.guarded(st, inner)
        self.blocks.pop()

    def s_Grid(self, s, scope):
        raise error(s.span, "the launch space must be the first statement of the kernel body")

    s_Tiles = s_Grid

    def s_SmemDecl(self, s, scope):
        dt = self.resolve_dtype(s.dtype, scope)
        shape = tuple(self.static_int(e, scope, "shared-memory shape") for e in s.shape)
        stages = self.static_int(s.stages, scope, "stage count") if s.stages is not None else 0
        if dt is None:
            return
        if len(shape) != 2:
            raise error(s.span, f"shared-memory buffers are 2-D tiles, got shape {list(shape)}")
        if s.stages is not None and stages < 1:
            raise error(s.stages.span, f"stage count must be at least 1, got {stages}")
        if s.name in scope.vars:
            raise error(s.span, f"'{s.name}' is already defined")
        v = self.emit("smem_alloc", [], [SmemT(dt, shape, stages)], {"sym_name": s.name}, s.span, [s.name]).result
        scope.vars[s.name] = v

    def s_BarrierDecl(self, s, scope):
        size = self.static_int(s.size, scope, "barrier array size") if s.size is not None else 0
        count = 1
        for k, e in s.kwargs:
            if k == "count":
                count = self.static_int(e, scope, "arrive count")
            else:
                raise error(e.span, f"unknown barrier option '{k}' (count)")
        if s.size is not None and size < 1:
            raise error(s.size.span, "barrier array size must be at least 1")
        if count < 1:
            raise error(s.span, f"arrive count must be at least 1, got {count}")
        if s.name in scope.vars:
            raise error(s.span, f"'{s.name}' is already defined")
        v = self.emit("bar_alloc", [], [BarT(size, count)], {"sym_name": s.name}, s.span, [s.name]).result
        scope.vars[s.name] = v

    def static_int(self, e, scope, what):
        v = self.eval_static(e, scope)
        if not isinstance(v, int) or isinstance(v, bool):
            raise error(e.span, f"{what} must be a compile-time integer, got {describe(v)}")
        return v

    def bar_operand(self, e, scope, what):
        v = self.expr(e, scope)
        if not isinstance(v, Value) or not isinstance(v.type, BarT):
            raise error(e.span, f"{what} needs a barrier, got {describe(v)}")
        if v.type.size:
            raise error(e.span, f"{what} needs one barrier: index the array '{_name_of(e)}[...]'")
        return v

    def s_Wait(self, s, scope):
        b = self.bar_operand(s.target, scope, "wait")
        ops = [b]
        if s.phase is not None:
            ops.append(self.as_value(self.expr(s.phase, scope), "i32", s.phase.span))
        self.emit("wait", ops, [], {}, s.span)

    def s_Arrive(self, s, scope):
        b = self.bar_operand(s.target, scope, "arrive")
        n = self.static_int(s.count, scope, "arrive count") if s.count is not None else 1
        if n < 1:
            raise error(s.count.span, "arrive count must be positive")
        self.emit("arrive", [b], [], {"count": n}, s.span)

    def s_Expect(self, s, scope):
        b = self.bar_operand(s.target, scope, "expect")
        n = self.expr(s.nbytes, scope)
        nb = self.as_value(n, "i32", s.nbytes.span)
        self.emit("expect", [b, nb], [], {}, s.span)

    def s_Fence(self, s, scope):
        self.emit("fence", [], [], {}, s.span)

    def s_Tma(self, s, scope):
        dst_is_smem = False
        base = self.expr(s.dst.value, scope) if isinstance(s.dst, A.Index) else None
        if not (isinstance(base, Value) and isinstance(base.type, TensorT)):
            d = self.expr(s.dst, scope)
            dst_is_smem = isinstance(d, Value) and isinstance(d.type, SmemT)
        if dst_is_smem:
            if d.type.stages:
                raise error(s.dst.span, f"TMA destination must be one slot: index the ring '{_name_of(s.dst)}[...]'")
            if s.signals is None:
                raise error(s.span, "a TMA load must signal a barrier: add `signals BARRIER`")
            bar = self.bar_operand(s.signals, scope, "signals")
            t, idx, jag = self.tma_coords(s.src, scope, d.type)
            self.emit("tma_load", [d, t, *idx, bar], [], {"jagged": jag}, s.span)
            return
        # store: global <- smem
        src = self.expr(s.src, scope)
        if not isinstance(src, Value) or not isinstance(src.type, SmemT) or src.type.stages:
            raise error(s.src.span, f"TMA copies between a global tensor and one shared-memory slot, got {describe(src)}")
        if s.signals is not None:
            raise error(s.signals.span, "a TMA store signals no barrier (it is waited with the store's own wait)")
        t, idx, jag = self.tma_coords(s.dst, scope, src.type)
        self.emit("tma_store", [t, *idx, src], [], {"jagged": jag}, s.span)

    def tma_coords(self, e, scope, smem_t):
        if not isinstance(e, A.Index):
            raise error(e.span, "TMA side must be a global tensor indexed by block coordinates, like k[seq, n, head]")
        t = self.expr(e.value, scope)
        if not isinstance(t, Value) or not isinstance(t.type, TensorT):
            raise error(e.value.span, f"TMA needs a global tensor, got {describe(t)}")
        tt = t.type
        subs = list(e.subs)
        jag = bool(tt.jagged_by)
        need = tt.rank + (1 if jag else 0)
        if len(subs) not in (need, need - 1):
            raise error(e.span, f"TMA on {tt} takes {need - 1} or {need} block coordinates"
                        + (" (sequence first)" if jag else "") + f", got {len(subs)}")
        if tt.dtype != smem_t.dtype:
            raise error(e.span, f"TMA copies {tt.dtype} into a {smem_t.dtype} buffer")
        idx = [self.as_value(self.expr(x, scope), "i32", x.span) for x in subs]
        return t, idx, jag

    def s_Store(self, s, scope):
        tgt = self.expr(s.target, scope)
        val = self.expr(s.value, scope)
        if isinstance(tgt, Value) and isinstance(tgt.type, SmemT):
            if tgt.type.stages:
                raise error(s.target.span, "store into one slot: index the ring")
            raise error(s.span, "store into shared memory as `buf[slot] = tile` is written `store_smem(buf, tile)`")
        self.store(tgt, s.subs, val, s.mask, scope, s.span, s.target.span)

    def store(self, tgt, subs, val, mask, scope, span, tspan):
        seq = None
        if isinstance(tgt, SeqView):
            seq, tgt = tgt.seq, tgt.tensor
        if not isinstance(tgt, Value) or not isinstance(tgt.type, TensorT):
            raise error(tspan, f"can only store into a global tensor, got {describe(tgt)}")
        if tgt.type.jagged_by and seq is None:
            raise error(tspan, f"store into jagged tensor: select a sequence first, `{tgt.name}[seq][...]`")
        idx = [self.as_value(self.expr(x, scope), "i32", x.span) for x in subs]
        if len(idx) != tgt.type.rank:
            raise error(span, f"{tgt.type} needs {tgt.type.rank} indices, got {len(idx)}")
        shape = self.bshape([i.type.shape for i in idx], span)
        v = self.as_value(val, tgt.type.dtype, span)
        if v.type.dtype != tgt.type.dtype:
            raise error(span, f"storing {v.type.dtype} into a {tgt.type.dtype} tensor: cast it first")
        if broadcast_shapes(v.type.shape, shape) != shape:
            raise error(span, f"value of shape {list(v.type.shape)} does not fit index shape {list(shape)}")
        ops = [tgt] + ([seq] if seq is not None else []) + idx + [v]
        if mask is not None:
            m = self.as_value(self.expr(mask, scope), "i1", mask.span)
            if m.type.dtype != "i1":
                raise error(mask.span, f"store mask must be a comparison (i1), got {m.type.dtype}")
            ops.append(m)
        self.emit("store", ops, [], {"nidx": len(idx), "masked": mask is not None, "jagged": seq is not None}, span)

    def bshape(self, shapes, span):
        out = ()
        for s in shapes:
            b = broadcast_shapes(out, s)
            if b is None:
                raise error(span, f"index shapes {[list(x) for x in shapes]} do not broadcast")
            out = b
        return out

    # -------- control flow
    def assigned_names(self, body) -> list:
        out = []
        for s in body:
            if isinstance(s, A.Assign):
                out += list(s.targets)
            for attr in ("body", "orelse"):
                sub = getattr(s, attr, None)
                if isinstance(sub, tuple):
                    out += self.assigned_names(sub)
        seen = []
        for n in out:
            if n not in seen:
                seen.append(n)
        return seen

    def carried(self, body, scope, span):
        names = [n for n in self.assigned_names(body) if scope.has(n)]
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
        try:
            self.stmts(s.body, inner)
        finally:
            self.blocks.pop()
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
            for i in range(lo, hi, st):
                inner = Scope({s.var: i}, scope)
                self.stmts(s.body, inner)
            return
        lo, hi, st = (self.as_value(x, "i32", s.iter.span) for x in (spec.lo, spec.hi, spec.step))
        self.loop_body("for", s, scope, lo, hi, st, [], {})

    def static_int_value(self, v, span):
        if isinstance(v, Value):
            raise error(span, "static_range bounds must be compile-time constants")
        return v

    def s_Pipeline(self, s, scope):
        spec = self.range_of(s.iter, scope)
        stages = self.static_int(s.stages, scope, "ring size")
        if stages < 1:
            raise error(s.stages.span, "ring size must be at least 1")
        lo, hi, st = (self.as_value(x, "i32", s.iter.span) for x in (spec.lo, spec.hi, spec.step))
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
        names = [n for n in self.assigned_names(s.body + s.orelse) if scope.has(n)]
        names = [n for n in names if isinstance(scope.lookup(n), (Value, int, float))]
        branches = []
        for body in (s.body, s.orelse):
            blk = Block()
            inner = Scope({}, scope)
            inner.barrier = True  # a branch rebinds names locally; the if's results merge them afterwards
            self.blocks.append(blk)
            try:
                self.stmts(body, inner)
            finally:
                self.blocks.pop()
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
                continue
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

    def s_Role(self, s, scope):
        if self.in_role:
            raise error(s.span, f"roles do not nest (inside role '{self.in_role}')")
        if len(self.blocks) != 2:
            raise error(s.span, "roles are declared at the top of the kernel body, after the launch space")
        kw = {}
        for k, e in s.kwargs:
            if k not in ("warps", "warpgroups", "regs", "replicas"):
                raise error(e.span, f"unknown role option '{k}' (warps, warpgroups, regs, replicas)")
            kw[k] = self.static_int(e, scope, f"role option '{k}'")
        if "warps" in kw and "warpgroups" in kw:
            raise error(s.span, "give either warps= or warpgroups=, not both")
        replicas = kw.get("replicas", kw.get("warpgroups", 1) if s.replica else 1)
        warps = kw.get("warps", 4 * kw.get("warpgroups", 1))
        if s.replica and replicas > 1:
            warps_per = warps // replicas
        else:
            warps_per = warps
        attrs = {"sym_name": s.name, "warps": warps_per, "regs": kw.get("regs", 0), "replicas": replicas}
        blk = Block([Value(self.namer.fresh(s.replica or f"{s.name}_replica"), ValT("i32"))])
        inner = Scope({}, scope)
        if s.replica:
            inner.vars[s.replica] = blk.args[0]
        self.blocks.append(blk)
        self.in_role = s.name
        try:
            self.stmts(s.body, inner)
        finally:
            self.blocks.pop()
            self.in_role = None
        blk.ops.append(Op("yield", [], [], {}, [], s.span))
        self.emit("role", [], [], attrs, s.span, regions=[blk])

    # ------------------------------------------------------------------ expressions
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
                raise _Silent()
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
                        return int(a / b) if b else _zero_div(span)
                    return a / b
                if op in ("//", "%") and b == 0:
                    _zero_div(span)
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
        return _BoundMethod(v, e.name, e.span)

    def e_Call(self, e, scope):
        f = self.expr(e.func, scope)
        if isinstance(f, A.FuncDef):
            return self.inline(f, e, scope)
        if isinstance(f, Builtin):
            args = [self.expr(a, scope) for a in e.args]
            kwargs = {k: self.expr(v, scope) for k, v in e.kwargs}
            return call_builtin(self, f.name, args, kwargs, e, scope)
        if isinstance(f, _BoundMethod):
            args = [self.expr(a, scope) for a in e.args]
            kwargs = {k: self.expr(v, scope) for k, v in e.kwargs}
            return call_builtin(self, "." + f.name, [f.obj] + args, kwargs, e, scope)
        raise error(e.func.span, f"{describe(f)} is not callable")

    def inline(self, f: A.FuncDef, call: A.Call, scope):
        if call.kwargs:
            raise error(call.span, f"function '{f.name}' takes positional arguments only")
        if len(call.args) != len(f.params):
            raise error(call.span, f"function '{f.name}' takes {len(f.params)} argument(s), got {len(call.args)}",
                        [(f.span, f"'{f.name}' defined here")])
        depth = getattr(self, "_depth", 0)
        if depth > 32:
            raise error(call.span, f"function '{f.name}' recurses too deeply (inlining is static)")
        args = [self.expr(a, scope) for a in call.args]
        inner = Scope(dict(zip(f.params, args)), Scope(dict(self.kernel_scope.vars) if hasattr(self, "kernel_scope") else dict(self.consts)))
        inner.barrier = True
        self._depth = depth + 1
        try:
            self.stmts_fn(f.body, inner)
        except _Return as r:
            return r.values
        finally:
            self._depth = depth
        return None

    def stmts_fn(self, body, scope):
        for s in body:
            if isinstance(s, A.Return):
                self.s_Return(s, scope)
            if isinstance(s, A.If):
                c = self.expr(s.cond, scope)
                if not isinstance(c, Value):
                    self.stmts_fn(s.body if c else s.orelse, scope)
                    continue
                if _has_return(s.body) or _has_return(s.orelse):
                    raise error(s.span, "return inside a runtime `if` is not supported: use where(...)")
            self.stmt(s, scope)

    def e_FullSlice(self, e, scope):
        raise error(e.span, "':' is only allowed in a subscript")

    def e_Index(self, e, scope):
        v = self.expr(e.value, scope)
        if isinstance(v, Value) and isinstance(v.type, SmemT):
            if not v.type.stages:
                raise error(e.span, "this shared-memory buffer has no stages to index")
            if len(e.subs) != 1:
                raise error(e.span, "index a ring with one slot index")
            i = self.as_value(self.expr(e.subs[0], scope), "i32", e.subs[0].span)
            t = v.type
            return self.emit("smem_slot", [v, i], [SmemT(t.dtype, t.shape, 0)], {}, e.span).result
        if isinstance(v, Value) and isinstance(v.type, BarT):
            if not v.type.size:
                raise error(e.span, f"'{_name_of(e.value)}' is a single barrier, not an array")
            if len(e.subs) != 1:
                raise error(e.span, "index a barrier array with one index")
            i = self.as_value(self.expr(e.subs[0], scope), "i32", e.subs[0].span)
            return self.emit("bar_at", [v, i], [BarT(0, v.type.count)], {}, e.span).result
        if isinstance(v, Value) and isinstance(v.type, TensorT):
            if v.type.jagged_by:
                if len(e.subs) != 1:
                    raise error(e.span, f"select one sequence of jagged tensor first: `{_name_of(e.value)}[seq][...]`")
                seq = self.as_value(self.expr(e.subs[0], scope), "i32", e.subs[0].span)
                return SeqView(v, seq)
            return self.load(v, None, e.subs, scope, e.span)
        if isinstance(v, SeqView):
            return self.load(v.tensor, v.seq, e.subs, scope, e.span)
        if isinstance(v, Value) and isinstance(v.type, ValT):
            return self.reshape_index(v, e, scope)
        if isinstance(v, tuple):
            i = self.eval_static(e.subs[0], scope)
            try:
                return v[i]
            except Exception:
                raise error(e.span, f"index {i!r} out of range for a tuple of {len(v)}") from None
        raise error(e.value.span, f"{describe(v)} cannot be indexed")

    def load(self, t, seq, subs, scope, span, mask=None, other=None):
        if any(isinstance(s, A.FullSlice) for s in subs):
            raise error(span, "global tensors are indexed by index tiles (arange), not ':'")
        idx = [self.as_value(self.expr(x, scope), "i32", x.span) for x in subs]
        for x, i in zip(subs, idx):
            if is_float(i.type.dtype):
                raise error(x.span, f"indices must be integers, got {i.type.dtype}")
        if len(idx) != t.type.rank:
            raise error(span, f"{t.type} needs {t.type.rank} indices, got {len(idx)}")
        shape = self.bshape([i.type.shape for i in idx], span)
        ops = [t] + ([seq] if seq is not None else []) + idx
        return self.emit("load", ops, [ValT(t.type.dtype, shape)], {"nidx": len(idx), "masked": False,
                                                                     "jagged": seq is not None}, span).result

    def reshape_index(self, v, e, scope):
        out = v
        axis = 0
        for s in e.subs:
            if isinstance(s, A.FullSlice):
                axis += 1
                continue
            c = self.expr(s, scope)
            if c is None:
                shp = list(out.type.shape)
                shp.insert(axis, 1)
                out = self.emit("expand_dims", [out], [ValT(out.type.dtype, tuple(shp))], {"axis": axis}, e.span).result
                axis += 1
                continue
            raise error(s.span, "tiles are indexed with ':' and None only (to add axes)")
        n_new = sum(1 for s in e.subs if isinstance(s, A.Const) and s.value is None)
        if axis - n_new != len(v.type.shape):
            raise error(e.span, f"subscript has {axis - n_new} ':' entries for a tile of rank {len(v.type.shape)}")
        return out


class _BoundMethod:
    def __init__(self, obj, name, span):
        self.obj, self.name, self.span = obj, name, span


_SYM = {v: k for k, v in _IR_BINOPS.items()}


def _zero_div(span):
    raise error(span, "division by zero in a compile-time expression")


def _has_return(body):
    for s in body:
        if isinstance(s, A.Return):
            return True
        for attr in ("body", "orelse"):
            sub = getattr(s, attr, None)
            if isinstance(sub, tuple) and _has_return(sub):
                return True
    return False


def _name_of(e):
    while isinstance(e, (A.Index, A.Attr)):
        e = e.value
    return e.id if isinstance(e, A.Name) else "..."


def _coerce_define(p, v, default):
    """-D values arrive as text or python values; they must match the kind of the default."""
    if isinstance(default, DType):
        n = DTYPE_ALIASES.get(str(v), str(v))
        if n not in DTYPE_NAMES:
            raise error(p.span, f"bad value for -D {p.name}: expected a dtype (f16, bf16, f32, ...), got {v!r}")
        return DTYPE_NAMES[n]
    if isinstance(default, bool):
        if isinstance(v, bool):
            return v
        if str(v) in ("1", "true", "True"):
            return True
        if str(v) in ("0", "false", "False"):
            return False
        raise error(p.span, f"bad value for -D {p.name}: expected true or false, got {v!r}")
    if isinstance(default, int):
        try:
            return int(str(v), 0) if not isinstance(v, int) else v
        except ValueError:
            raise error(p.span, f"bad value for -D {p.name}: expected an integer, got {v!r}") from None
    if isinstance(default, float):
        try:
            return float(v)
        except ValueError:
            raise error(p.span, f"bad value for -D {p.name}: expected a number, got {v!r}") from None
    if isinstance(default, str):
        return str(v)
    return v
