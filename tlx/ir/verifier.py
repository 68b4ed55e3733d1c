"""Module verifier: every op verifies, every operand is defined before use and in scope (SSA dominance)."""
from __future__ import annotations

from ..diagnostics import DiagnosticBag, TlxError
from .core import Module
from .ops import TERMINATOR, has_trait


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
            if has_trait(op, TERMINATOR) and op is not blk.ops[-1]:
                bag.add(op.span, f"'{op.name}' op must be the last op of its block")
            for r in op.regions:
                walk_block(r, scope)
            scope |= set(op.results)
        check_async_products(blk)

    def check_async_products(blk):
        # An async product's registers are in flight until mma_wait: its only uses are waits in its own block.
        for op in blk.ops:
            if op.name != "dot_async":
                continue
            r = op.results[0]
            waited = False
            for user in blk.ops:
                for sub in user.walk():
                    if r not in sub.operands:
                        continue
                    if sub.name == "dot_wait" and sub is user:
                        waited = True
                    else:
                        what = "leaves its block" if sub.name == "yield" else "is used"
                        bag.add(sub.span, f"the result of mma_async() {what} here before mma_wait(); wait for it "
                                "first, in the same block", [(op.span, "issued here")])
            if not waited:
                bag.add(op.span, "the result of mma_async() is never waited: pass it to mma_wait() in the same block")

    for k in m.ops:
        try:
            k.verify()
        except TlxError as e:
            bag.extend(e)
        for r in k.regions:
            walk_block(r, set())
    bag.raise_if_any()
