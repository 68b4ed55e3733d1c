"""`widen-sums`: a sum of f16/bf16 values accumulates in f32 (both targets).

`reduce {kind = "sum"}` of a low-precision tile becomes cast to f32, the sum in f32, and a cast of the result
back, so the backends print what the IR says and agree: before, the portable printer widened on its own and the
Gluon printer did not (a 16-bit accumulator loses every addend under half an ulp of the running sum).
"""
from __future__ import annotations

from ..ir.core import Module, Op, Value
from ..ir.rewrite import Builder, used_names
from ..ir.types import ValT
from .manager import Pass

NARROW = ("f16", "bf16")


def _widen_block(blk, b: Builder):
    out = []
    for op in blk.ops:
        for r in op.regions:
            _widen_block(r, b)
        if op.name == "reduce" and op.attrs["kind"] == "sum" and op.result.type.dtype in NARROW:
            x, res = op.operands[0], op.result
            b.ops = []
            wide_x = b.op("cast", [x], ValT("f32", x.type.shape), span=op.span, hint=f"{x.name}.f32")
            wide = Value(b.fresh(f"{res.name}.f32"), ValT("f32", res.type.shape))
            out += b.ops
            out.append(Op("reduce", [wide_x], [wide], dict(op.attrs), [], op.span))
            out.append(Op("cast", [wide], [res], {}, [], op.span))
            continue
        out.append(op)
    blk.ops = out


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        b = Builder(used_names(k))
        for r in k.regions:
            _widen_block(r, b)
    return m


widen_sums = Pass("widen-sums", _run, "sums of f16/bf16 tiles accumulate in f32")
