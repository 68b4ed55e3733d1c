"""Shared IR utilities for passes: def-use lookup, a builder with fresh names, substitution, dead-code removal.

Passes use these instead of borrowing helpers from one another, so a pass file holds only its own rewrite.
"""
from __future__ import annotations

from .core import Block, Op, Value
from .ops import PURE, VIEW, has_trait
from .types import ValT

I32 = ValT("i32")


def defs_of(root: Op) -> dict:
    """Map each Value to the op that defines it (results only)."""
    d = {}
    for op in root.walk():
        for r in op.results:
            d[r] = op
    return d


def used_names(root: Op) -> set:
    """Every SSA name defined under root (results and region arguments): a Builder must not reuse them."""
    names = set()
    for op in root.walk():
        names.update(v.name for v in op.results)
        for r in op.regions:
            names.update(a.name for a in r.args)
    return names


def root_of(v: Value, defs: dict):
    """(alloc Value, index Value or None) of a barrier/smem view: follows the `view` ops down to the allocation."""
    idx = None
    while True:
        op = defs.get(v)
        if op is None or not has_trait(op, VIEW):
            return v, idx
        if op.name in ("smem_slot", "bar_at"):  # an indexed view (ring slot, barrier of an array; not a column block)
            idx = op.operands[1]
        v = op.operands[0]


def alloc_name(v: Value, defs: dict) -> str:
    op = defs.get(v)
    if op is not None and op.name in ("smem_alloc", "bar_alloc"):
        return op.attrs["sym_name"]
    return v.name


def const_value(v: Value, defs: dict):
    op = defs.get(v)
    if op is not None and op.name == "const":
        return op.attrs["value"]
    return None


class Builder:
    """Appends new ops to a list, with fresh value names that do not clash with the kernel's."""

    def __init__(self, used: set):
        self.used = used
        self.ops: list = []

    def fresh(self, hint):
        n, i = hint, 0
        while n in self.used:
            i += 1
            n = f"{hint}.{i}"
        self.used.add(n)
        return n

    def op(self, name, operands, rtype=I32, attrs=None, span=None, hint=None):
        res = [Value(self.fresh(hint or "t"), rtype)] if rtype is not None else []
        o = Op(name, list(operands), res, dict(attrs or {}), [], span)
        self.ops.append(o)
        return o.results[0] if res else o

    def const(self, v, span, dtype="i32"):
        return self.op("const", [], ValT(dtype), {"value": v}, span, "c")


def substitute(blk: Block, repl: dict):
    """Replace uses (operands) of the keys of repl by their values, in blk and every nested block."""
    for op in blk.ops:
        op.operands = [repl.get(v, v) for v in op.operands]
        for r in op.regions:
            substitute(r, repl)


def flat_ops(ops):
    """Pre-order walk of a list of ops and everything nested in them."""
    for op in ops:
        yield op
        for r in op.regions:
            yield from flat_ops(r.ops)


def dce_block(blk: Block):
    """Remove pure ops whose results are unused, in blk and nested blocks, until nothing changes."""
    for op in blk.ops:
        for r in op.regions:
            dce_block(r)
    changed = True
    while changed:
        changed = False
        used = set()
        for op in blk.ops:
            for sub in op.walk():
                used.update(sub.operands)
        keep = []
        for op in blk.ops:
            if has_trait(op, PURE) and not any(r in used for r in op.results):
                changed = True
                continue
            keep.append(op)
        blk.ops = keep
