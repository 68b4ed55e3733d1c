"""`canonicalize`: fold constants, drop dead pure ops, and reuse identical constants."""
from __future__ import annotations

from ..ir.core import Module
from .manager import register

_PURE = {"const", "add", "sub", "mul", "div", "floordiv", "mod", "maximum", "minimum", "and", "or", "xor",
         "lt", "le", "gt", "ge", "eq", "ne", "cdiv", "neg", "not", "exp", "exp2", "log", "log2", "sqrt",
         "rsqrt", "abs", "sin", "cos", "tanh", "cast", "where", "arange", "full", "expand_dims", "broadcast",
         "reduce", "trans", "dim", "num_seqs", "seq_start", "seq_len", "smem_slot", "smem_trans", "bar_at"}


def _dce_block(blk):
    used = set()
    for op in blk.ops:
        for r in op.regions:
            _dce_block(r)
    changed = True
    while changed:
        changed = False
        used = set()
        for op in blk.ops:
            used.update(op.operands)
            for sub in op.walk():
                used.update(sub.operands)
        keep = []
        for op in blk.ops:
            if op.name in _PURE and not any(r in used for r in op.results):
                changed = True
                continue
            keep.append(op)
        blk.ops = keep


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


def _subst(blk, repl):
    for op in blk.ops:
        op.operands = [repl.get(v, v) for v in op.operands]
        for r in op.regions:
            _subst(r, repl)


@register("canonicalize", "deduplicate constants and remove unused pure ops")
def canonicalize(m: Module, options) -> Module:
    for k in m.kernels():
        for r in k.regions:
            _dedupe_consts(r, {})
            _dce_block(r)
    return m
