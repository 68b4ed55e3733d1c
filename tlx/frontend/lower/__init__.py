"""Untyped AST -> typed IR for one specialization (compile-time parameters substituted).

Type and shape errors are reported at the user's span; independent statements keep going so one run can
report several errors. The lowering is one class assembled from one mixin per job (see each file).
"""
from __future__ import annotations

from ...diagnostics import DiagnosticBag, TlxError, error
from ...ir.core import Block, Module, Namer, Op, Value
from ...ir.types import ValT
from .. import ast as A
from .async_stmts import AsyncMixin
from .control import ControlMixin
from .expr import ExprMixin
from .inline import InlineMixin
from .launch import LaunchMixin
from .memory import MemoryMixin
from .params import ParamsMixin
from .require import RequireMixin
from ..builtins import BUILTINS
from ..values import DTYPE_ALIASES, DTYPE_NAMES, describe
from .scope import POISON, Scope, Silent
from .turns import TurnMixin
from .sizes import MAX_OPS, MAX_WORK, check_const, check_tile_shape


PREDEFINED = ("inf", "TARGET")  # names every program sees, beside the dtypes and builtins


class Lowerer(ParamsMixin, LaunchMixin, ControlMixin, AsyncMixin, ExprMixin, MemoryMixin, InlineMixin, RequireMixin,
              TurnMixin):
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
        self.role_replicas = 1
        self.ctl = []  # runtime control flow around the statement being lowered ('for', 'pipeline', 'if')
        self.in_turn = None  # span of the enclosing `in turn:` section
        self.hoisted = set()  # ids of declarations hoisted from compile-time ifs (launch.hoist_branch)
        self.turn_bars = {}  # role -> its turn barriers (kernel level)
        self.rings = {}  # (role, ring name) -> (stages, span of its first pipeline)
        self.kernel_span = None
        self.n_ops = 0  # ops emitted for this kernel, and unrolled iterations + inlined calls: both bounded
        self.work = 0
        self.over_budget = False

    # ------------------------------------------------------------------ infrastructure
    def emit(self, name, operands, result_types, attrs=None, span=None, hints=None, regions=None):
        results = []
        for i, t in enumerate(result_types):
            hint = (hints[i] if hints and i < len(hints) else None)
            if isinstance(t, ValT) and t.shape:
                check_tile_shape(t.shape, span)
            results.append(Value(self.namer.fresh(hint), t))
        self.n_ops += 1
        if self.n_ops > MAX_OPS:
            self.budget_exceeded(span, f"more than {MAX_OPS} operations")
        op = Op(name, list(operands), results, dict(attrs or {}), list(regions or []), span)
        self.blocks[-1].ops.append(op)
        return op

    def budget_exceeded(self, span, what):
        # the rest of the kernel would hit the limit again: abandon the kernel (see guarded)
        self.over_budget = True
        raise error(span, f"kernel too large after unrolling and inlining: {what}")

    def count_work(self, span):
        """One unrolled loop iteration or inlined call."""
        self.work += 1
        if self.work > MAX_WORK:
            self.budget_exceeded(span, f"more than {MAX_WORK} unrolled iterations and inlined calls")

    def const(self, value, dtype, span):
        check_const(value, dtype, span)
        op = self.emit("const", [], [ValT(dtype)], {"value": value}, span)
        return op.result

    # ------------------------------------------------------------------ entry
    def lower(self) -> Module:
        module = Module([], self.mod.span.file)
        const_defs = {}
        for item in self.mod.items:
            if isinstance(item, A.ConstDef):
                # (a second value would silently win, and a predefined name would change meaning in every kernel)
                if item.name in const_defs:
                    self.bag.add(item.span, f"redefinition of constant '{item.name}'",
                                 [(const_defs[item.name].span, "first defined here")])
                    continue
                if item.name in PREDEFINED or item.name in DTYPE_NAMES or item.name in DTYPE_ALIASES \
                        or item.name in BUILTINS:
                    self.bag.add(item.span, f"constant '{item.name}' redefines a predefined name")
                    continue
                const_defs[item.name] = item
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
        first = {}
        for k in kernels:
            if k.name in first:
                self.bag.add(k.span, f"redefinition of kernel '{k.name}'", [(first[k.name].span, "first defined here")])
                continue
            first[k.name] = k
            self.n_ops, self.work, self.over_budget = 0, 0, False
            try:
                module.ops.append(self.lower_kernel(k))
            except Silent:
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

    def static_int(self, e, scope, what):
        v = self.eval_static(e, scope)
        if not isinstance(v, int) or isinstance(v, bool):
            raise error(e.span, f"{what} must be a compile-time integer, got {describe(v)}")
        return v
