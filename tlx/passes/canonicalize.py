"""`canonicalize`: fold integer arithmetic of constants, reuse identical constants and drop unused pure ops.

Folding first: the generated code must never compute arithmetic of two constants, because Triton would fold it
with Python's rules where it is written with operators and compute it on the device (rounding toward zero) where
it is a call (`gl.minimum`); ir/fold.py gives the one meaning, which the protocol proof also uses."""
from __future__ import annotations

from ..ir.core import Module, Op
from ..diagnostics import error
from ..ir.fold import FoldError, fold
from ..ir.types import ValT
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


def _fold_consts(blk, known):
    """Replace each integer op whose operands are constants (of this block or an enclosing one) by a constant."""
    known = dict(known)
    for i, op in enumerate(blk.ops):
        if len(op.results) == 1 and op.operands and all(v in known for v in op.operands) and not op.regions:
            src, dst = op.operands[0].type, op.result.type
            try:
                v = fold(op.name, [known[x] for x in op.operands], src.dtype, dst.dtype) \
                    if isinstance(dst, ValT) and dst.is_scalar and isinstance(src, ValT) else None
            except FoldError as e:
                raise error(op.span, f"{e}: the device would compute it in another type; compute it in range") from None
            if v is not None:
                op = blk.ops[i] = Op("const", [], op.results, {"value": v}, [], op.span)
        if op.name == "const" and isinstance(op.attrs["value"], int) and isinstance(op.result.type, ValT) \
                and op.result.type.is_scalar:
            known[op.result] = int(op.attrs["value"])
        for r in op.regions:
            _fold_consts(r, known)


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        for r in k.regions:
            _fold_consts(r, {})
            _dedupe_consts(r, {})
            _dce_block(r)
    return m


canonicalize = Pass("canonicalize", _run, "fold integer arithmetic of constants, deduplicate constants and "
                     "remove unused pure ops")
