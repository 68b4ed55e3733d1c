"""The device's integer arithmetic as z3 terms (the protocol model's): division toward zero, booleans as 0/1 integers
combined by and/or/xor, and the linear conditions of a `require` that every proof query may assume."""
from __future__ import annotations

import z3


# the ops that make or combine booleans in a require the model can assume (assumable)
_BOOLEAN_OPS = {"lt", "le", "gt", "ge", "eq", "ne", "and", "or", "xor", "not", "const"}


def assumable(v, kdefs):
    """True if the booleans in a require's condition v come only from comparisons and constants and are combined
    only by and/or/xor/not (kdefs: the kernel-level ops by result): the model's and/or/xor/not assume 0/1 operands
    (the device's i1), while the host evaluates the condition in Python, where `-(m > 0)` is -1 and `-1 or 0`
    holds. A require that does arithmetic on booleans is not assumed at all (the launcher still checks it)."""
    op = kdefs.get(v)
    if op is None:
        return True  # a kernel parameter
    if op.results[0].type.dtype == "i1" and op.name not in _BOOLEAN_OPS:
        return False
    return all(assumable(x, kdefs) for x in op.operands)


def linear_conditions(c):
    """The conditions of a `require` (its value c, an integer: `and` multiplies 0/1 factors) that are linear in the
    leaves (no product of two variables, no division or remainder by one), so that every query can assume them
    without slowing the solver; the rest are left to the overflow obligations."""
    factors, stack = [], [c]
    while stack:
        f = stack.pop()
        if z3.is_mul(f):
            stack.extend(f.children())
        else:
            factors.append(f)
    out = []
    for f in factors:
        b = f.arg(0) if z3.is_app_of(f, z3.Z3_OP_ITE) and z3.eq(f.arg(1), z3.IntVal(1)) and \
            z3.eq(f.arg(2), z3.IntVal(0)) else f != 0
        if _linear(b):
            out.append(b)
    return out


def _linear(e):
    if z3.is_mul(e) and sum(not z3.is_int_value(a) for a in e.children()) > 1:
        return False
    if (z3.is_app_of(e, z3.Z3_OP_IDIV) or z3.is_app_of(e, z3.Z3_OP_MOD) or z3.is_app_of(e, z3.Z3_OP_REM)
            or z3.is_app_of(e, z3.Z3_OP_DIV)) and not z3.is_int_value(e.arg(1)):
        return False
    return all(_linear(a) for a in e.children())


def _z(x):
    return z3.IntVal(x) if isinstance(x, int) else x


def tdiv(a, b):
    """The device's integer division (LLVM sdiv: rounds toward zero; z3's `/` rounds down for b > 0)."""
    if isinstance(b, int) and b > 0:
        a = _z(a)
        return z3.If(a >= 0, a / b, -((-a) / b))
    a, b = _z(a), _z(b)
    q = z3.If(a >= 0, a, -a) / z3.If(b >= 0, b, -b)
    return z3.If((a >= 0) == (b > 0), q, -q)


def _bitop(name, a, b, bools):
    if bools:
        return {"and": a * b, "or": z3.If(a + b > 0, 1, 0), "xor": (a + b) % 2}[name]
    if name == "and" and isinstance(b, int) and b == 1:
        return _z(a) % 2
    if name == "xor" and isinstance(b, int) and b == 1:
        return _z(a) + 1 - 2 * (_z(a) % 2)
    return None


def binop(name, a, b, bools=False):
    if isinstance(a, int) and isinstance(b, int):
        from .simulate import INT_OPS
        return INT_OPS[name](a, b)
    if name in ("and", "or", "xor"):
        return _bitop(name, a, b, bools)
    a2, b2 = _z(a), _z(b)
    if name == "add":
        return a2 + b2
    if name == "sub":
        return a2 - b2
    if name == "mul":
        return a2 * b2
    # runtime integers divide as on the device (toward zero: simulate.DEVICE_INT_OPS); the trip count of a
    # `range` (walk_for) is ceil(span / step), span >= 0
    if name == "floordiv":
        return tdiv(a, b)
    if name == "mod":
        return a2 - b2 * tdiv(a, b)
    if name == "cdiv":  # as the generated code computes it: a // b, plus one for a positive remainder (no a + b - 1)
        q = tdiv(a, b)
        return q + z3.If(a2 - b2 * q > 0, 1, 0)
    if name == "maximum":
        return z3.If(a2 >= b2, a2, b2)
    if name == "minimum":
        return z3.If(a2 <= b2, a2, b2)
    cmp = {"lt": a2 < b2, "le": a2 <= b2, "gt": a2 > b2, "ge": a2 >= b2, "eq": a2 == b2, "ne": a2 != b2}
    return z3.If(cmp[name], 1, 0) if name in cmp else None
