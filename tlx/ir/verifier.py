"""Module verifier: every op verifies, every operand is defined before use and in scope (SSA dominance)."""
from __future__ import annotations

from ..diagnostics import DiagnosticBag, TlxError
from .core import Module


def verify_module(m: Module):
    bag = DiagnosticBag()

    def walk_block(blk, scope):
        scope = set(scope) | set(blk.args)
        for op in blk.ops:
            for v in op.operands:
                if v not in scope:
                    bag.add(op.span, f"'{op.name}' op uses %{v.name} which is not defined before it in scope")
            try:
                op.verify()
            except TlxError as e:
                bag.extend(e)
            for r in op.regions:
                walk_block(r, scope)
            scope |= set(op.results)

    for k in m.ops:
        try:
            k.verify()
        except TlxError as e:
            bag.extend(e)
        for r in k.regions:
            walk_block(r, set())
    bag.raise_if_any()
