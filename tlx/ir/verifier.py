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
        # An async product's registers are in flight until mma_wait: its only use is one wait in its own block, or
        # being the accumulator of one later async product there (a chain: wgmma completes in issue order, so the
        # wait of the chain's last product completes the whole chain, and the accumulator never leaves the registers)
        for op in blk.ops:
            if op.name != "dot_async":
                continue
            r = op.results[0]
            uses = []
            for user in blk.ops:
                for sub in user.walk():
                    if r not in sub.operands:
                        continue
                    if sub is user and (sub.name == "dot_wait" and sub.operands[0] is r
                                        or sub.name == "dot_async" and len(sub.operands) > 2
                                        and sub.operands[2] is r and r not in sub.operands[:2]):
                        uses.append(sub)
                    else:
                        what = "leaves its block" if sub.name == "yield" else "is used"
                        bag.add(sub.span, f"the result of mma_async() {what} here before mma_wait(); wait for it "
                                "first, in the same block", [(op.span, "issued here")])
            if not uses:
                bag.add(op.span, "the result of mma_async() is never waited: pass it to mma_wait() in the same block")
            for extra in uses[1:]:
                bag.add(extra.span, "the result of mma_async() is waited or chained more than once: its registers "
                        "are in flight until one mma_wait (or one later mma_async that accumulates on it)",
                        [(uses[0].span, "first used here"), (op.span, "issued here")])

    for k in m.ops:
        try:
            k.verify()
        except TlxError as e:
            bag.extend(e)
        for r in k.regions:
            walk_block(r, set())
    bag.raise_if_any()
    check_column_views(m, bag)
    bag.raise_if_any()


# integer arithmetic that keeps a compile-time value compile-time in the generated code (a constexpr of Gluon)
_STATIC_ARITH = ("add", "sub", "mul", "floordiv", "mod")
# what may read a column view (smem_cols): it is an operand, never a destination
_COLS_READERS = ("dot", "dot_async", "smem_load", "smem_trans")


def check_column_views(m: Module, bag: DiagnosticBag):
    """A column view's block index must be known when the kernel is compiled (Gluon slices a slot at a constexpr
    offset): built from constants and a replicated role's replica index by + - * // % only. And it is read-only."""
    defs, static_args, views = {}, set(), set()
    for k in m.ops:
        for op in k.walk():
            for r in op.results:
                defs[r] = op
            if op.name == "role" and op.attrs.get("replicas", 1) > 1:
                static_args.add(op.regions[0].args[0])

    def static(v, depth=0):
        if v in static_args:
            return True
        d = defs.get(v)
        if d is None or depth > 64:
            return False
        if d.name == "const":
            return True
        return d.name in _STATIC_ARITH and all(static(x, depth + 1) for x in d.operands)

    for k in m.ops:
        for op in k.walk():
            if op.name == "smem_cols":
                views.add(op.result)
                if not static(op.operands[1]):
                    bag.add(op.span, "col_block(): the column block index must be known when the kernel is compiled (a "
                            "constant, or the replica index of a replicated role, with + - * // %)")
            for i, v in enumerate(op.operands):
                if v in views:
                    if op.name == "smem_trans":
                        views.add(op.result)
                    elif op.name not in _COLS_READERS or (op.name in ("dot", "dot_async") and i > 1):
                        bag.add(op.span, f"'{op.name}' cannot take a column view (col_block()) here: it is a read-only "
                                "operand of mma / mma_async / load")
