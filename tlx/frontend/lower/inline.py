"""`def` functions are macros: each call inlines the body with its arguments bound (static recursion only)."""
from __future__ import annotations

from ...diagnostics import error
from ...ir.core import Value
from .. import ast as A
from .scope import ReturnSignal, Scope, has_return


class InlineMixin:
    def inline(self, f: A.FuncDef, call: A.Call, scope):
        if call.kwargs:
            raise error(call.span, f"function '{f.name}' takes positional arguments only")
        if len(call.args) != len(f.params):
            raise error(call.span, f"function '{f.name}' takes {len(f.params)} argument(s), got {len(call.args)}",
                        [(f.span, f"'{f.name}' defined here")])
        depth = getattr(self, "_depth", 0)
        if depth > 32:
            raise error(call.span, f"function '{f.name}' recurses too deeply (inlining is static)")
        self.count_work(call.span)
        args = [self.expr(a, scope) for a in call.args]
        inner = Scope(dict(zip(f.params, args)), Scope(dict(self.kernel_scope.vars) if hasattr(self, "kernel_scope") else dict(self.consts)))
        inner.barrier = True
        self._depth = depth + 1
        try:
            self.stmts_fn(f.body, inner)
        except ReturnSignal as r:
            return r.values
        finally:
            self._depth = depth
        return None

    def stmts_fn(self, body, scope):
        for s in body:
            if isinstance(s, A.Return):
                self.sReturnSignal(s, scope)
            if isinstance(s, A.If):
                c = self.expr(s.cond, scope)
                if not isinstance(c, Value):
                    self.stmts_fn(s.body if c else s.orelse, scope)
                    continue
                if has_return(s.body) or has_return(s.orelse):
                    raise error(s.span, "return inside a runtime `if` is not supported: use where(...)")
            self.stmt(s, scope)
