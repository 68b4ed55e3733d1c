"""IR text form. One op per line; `print_module(parse_module(t)) == t` for any printed module."""
from __future__ import annotations

import json
import math

from .core import Module, Op


def fmt_attr(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if v is None:
        return "none"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, (tuple, list)):
        return "[" + ", ".join(fmt_attr(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k} = {fmt_attr(x)}" for k, x in v.items()) + "}"
    raise TypeError(f"unprintable attribute {v!r}")


def fmt_loc(span) -> str:
    return f"loc({span.line}:{span.col}:{span.end_line}:{span.end_col})"


def print_op(op: Op, indent: int = 0, out=None) -> list:
    out = [] if out is None else out
    pad = "  " * indent
    res = ", ".join(f"%{r.name}: {r.type}" for r in op.results)
    head = (res + " = " if res else "") + op.name + "(" + ", ".join(f"%{v.name}" for v in op.operands) + ")"
    if op.attrs:
        head += " " + fmt_attr(op.attrs)
    head += " " + fmt_loc(op.span)
    if not op.regions:
        out.append(pad + head)
        return out
    out.append(pad + head + " {")
    for i, blk in enumerate(op.regions):
        if i:
            out.append(pad + "} {")
        out.append(pad + "^(" + ", ".join(f"%{a.name}: {a.type}" for a in blk.args) + "):")
        for o in blk.ops:
            print_op(o, indent + 1, out)
    out.append(pad + "}")
    return out


def print_module(m: Module) -> str:
    lines = [f"module {json.dumps(m.file)}"]
    for op in m.ops:
        print_op(op, 0, lines)
    return "\n".join(lines) + "\n"
