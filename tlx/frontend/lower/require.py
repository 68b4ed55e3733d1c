"""`require COND, "message"`: a launch precondition. The condition may use only what the host knows before a
launch (tensor sizes, scalar parameters, compile-time values); the launchers evaluate it and raise
`ValueError` when it is false, so a size that does not fit a compile-time block never gives wrong rows."""
from __future__ import annotations

from ...diagnostics import error
from ...ir.core import Value
from ...ir.ops import ELEMENTWISE_BINARY
from ...ir.types import TensorT, ValT
from ..values import describe

# ops a launcher can evaluate on the host (the same set tlx/codegen/host_expr.py prints)
HOST_OPS = frozenset({"const", "dim", "num_seqs", "neg", "not", "cast", *ELEMENTWISE_BINARY})


class RequireMixin:
    def s_Require(self, s, scope):
        if len(self.blocks) != 1:
            raise error(s.span, "require is a kernel-level statement: put it in the kernel body, outside "
                        "loops, branches and roles")
        c = self.expr(s.cond, scope)
        if not isinstance(c, Value):
            if isinstance(c, (bool, int)) and not c:
                raise error(s.cond.span, f"requirement is false for every launch: {s.message}")
            if not isinstance(c, (bool, int)):
                raise error(s.cond.span, f"require needs a condition, got {describe(c)}")
            return
        if not isinstance(c.type, ValT) or c.type.shape or c.type.dtype != "i1":
            raise error(s.cond.span, f"require needs a scalar condition (a comparison), got {describe(c)}")
        self.check_host_computable(c, s.cond.span)
        self.emit("require", [c], [], {"message": s.message, "cond": self.source_text(s.cond.span)}, s.span)

    def check_host_computable(self, v, span):
        defs = {r: op for op in self.blocks[0].ops for r in op.results}
        args = set(self.blocks[0].args)
        stack, seen = [v], set()
        while stack:
            x = stack.pop()
            if x in seen:
                continue
            seen.add(x)
            if x in args:
                if isinstance(x.type, TensorT):
                    raise error(span, "require can test a tensor's sizes, not its data")
                continue
            op = defs.get(x)
            if op is None or op.name not in HOST_OPS:
                what = f"'{op.name}'" if op is not None else "a value computed per program"
                raise error(span, f"require can only test sizes, scalar parameters and constants, not {what}")
            if op.name in ("dim", "num_seqs"):
                continue
            stack.extend(op.operands)

    def source_text(self, span):
        text = self.bag.sources.get(span.file)
        if text is None or not span.end_line:
            return "condition"
        lines = text.split("\n")[span.line - 1:span.end_line]
        if len(lines) == 1:
            return lines[0][span.col - 1:span.end_col - 1]
        lines[0] = lines[0][span.col - 1:]
        lines[-1] = lines[-1][:span.end_col - 1]
        return " ".join(x.strip() for x in lines)
