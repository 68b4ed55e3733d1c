"""`canonicalize`: reuse identical constants and drop unused pure ops."""
from __future__ import annotations

from ..ir.core import Module
from ..ir.rewrite import dce_block as _dce_block, substitute as _subst  # noqa: F401 (old names)
from .manager import Pass

def _dedupe_consts(blk, seen):
    # a constant defined in an enclosing block dominates nested blocks, so it can replace later copies
    seen = dict(seen)
    repl = {}
    keep = []
    for op in blk.ops:
        op.operands = [repl.get(v, v) for v in op.operands]
        if op.name == "const":
            key = (repr(op.attrs["value"]), op.result.type)
            if key in seen:
                repl[op.result] = seen[key]
                continue
            seen[key] = op.result
        keep.append(op)
        for r in op.regions:
            _subst(r, repl)
            _dedupe_consts(r, seen)
    blk.ops = keep


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        for r in k.regions:
            _dedupe_consts(r, {})
            _dce_block(r)
    return m


canonicalize = Pass("canonicalize", _run, "deduplicate constants and remove unused pure ops")
