"""Integer arithmetic of compile-time constants, with Python's rules: the language's meaning of such arithmetic.

The frontend computes arithmetic of literals and compile-time parameters itself; what reaches the IR as an op of
constants (`minimum(cast(-7, i32), 3)`, `c // 2` with `c` a typed constant) is folded by `canonicalize` with the
same rules, so the generated code never holds arithmetic of two constants. That matters because the two ways the
generated code could compute it differ for negative operands: Triton folds `(-7) // 2` as Python ints (-4), but
`gl.minimum(-7, 3) // 2` is a device tensor and divides toward zero (-3). The protocol proof models runtime
integers as the device computes them (protocol/simulate.py DEVICE_INT_OPS) and constants by these rules.
"""
from __future__ import annotations

from .dtypes import int_range

INT_OPS = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
    "floordiv": lambda a, b: a // b if b else None, "mod": lambda a, b: a % b if b else None,
    "maximum": max, "minimum": min, "and": lambda a, b: a & b, "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b, "cdiv": lambda a, b: -(-a // b) if b else None,
    "lt": lambda a, b: int(a < b), "le": lambda a, b: int(a <= b), "gt": lambda a, b: int(a > b),
    "ge": lambda a, b: int(a >= b), "eq": lambda a, b: int(a == b), "ne": lambda a, b: int(a != b),
}


class FoldError(Exception):
    """Arithmetic of constants with no value in its dtype (the message says why): a compile-time error."""


def fold(name: str, args: list, src: str, dst: str):
    """The value of integer op `name` on constant `args` (src: the operands' dtype, dst: the result's), or None
    for an op outside integer arithmetic. Raises FoldError where the arithmetic has no value in dst: a division by
    zero, or a result outside its range (the generated code would compute it in another type: Triton makes a
    constant too large for i32 an i64 or u32 tensor, and a narrowing cast of one was dropped)."""
    if int_range(dst) is None or any(int_range(src) is None or not isinstance(a, int) for a in args):
        return None
    if name in INT_OPS and len(args) == 2:
        v = INT_OPS[name](*args)
        if v is None:
            raise FoldError(f"'{name}' of the constants {args[0]} and {args[1]} divides by zero")
    elif name == "neg" and len(args) == 1:
        v = -args[0]
    elif name == "not" and len(args) == 1 and src == dst == "i1":
        v = 1 - args[0]
    elif name == "cast" and len(args) == 1:  # (to i1: nonzero, as triton casts it)
        v = int(args[0] != 0) if dst == "i1" else args[0]
    else:
        return None
    lo, hi = int_range(dst)
    if not lo <= v <= hi:
        raise FoldError(f"this arithmetic of constants is {v}, outside the {dst} range [{lo}, {hi}]")
    return bool(v) if dst == "i1" else v
