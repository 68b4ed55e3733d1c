"""Shared by the code generators: Python names for IR values, literals, an indented line buffer and the
dtype spellings of the generated code. No decisions here: only formatting."""
from __future__ import annotations

import keyword
import math

from ..ir.dtypes import DTYPE_TABLE, int_range
from ..ir.types import ValT

GL_DTYPE = {n: d.gluon for n, d in DTYPE_TABLE.items()}  # the one dtype table (tlx/ir/dtypes.py)
TORCH_DTYPE = {n: d.torch for n, d in DTYPE_TABLE.items()}
# a scalar parameter's annotation in the @jit signature: triton otherwise types a Python int by its value (i32 when it
# fits, so an i64 parameter would compute in 32 bits), not as the parameter's declared dtype. The CPU interpreter
# ignores annotations: the kernel also converts the two that matter on entry (PARAM_ENTRY). An i1 arrives as 0 or 1
# (the interpreter cannot take a bool) and becomes an i1 there: `~` of an i32 1 is -2, of an i1 0
SIG_DTYPE = {n: d.triton.removeprefix("tl.") for n, d in DTYPE_TABLE.items() if n != "i1"}
PARAM_ENTRY = {"i64": "{n} = {n}.to({lib}.int64)  # an i64 parameter computes in 64 bits",
               "i1": "{n} = {n} != 0  # an i1 parameter arrives as 0 or 1"}


def scalar_param(name: str, dtype: str) -> str:
    return f'{name}: "{SIG_DTYPE[dtype]}"' if dtype in SIG_DTYPE else name
BINOP = {"add": "+", "sub": "-", "mul": "*", "div": "/", "floordiv": "//", "mod": "%", "and": "&", "or": "|",
         "xor": "^", "lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}


def ring_add(a: str, b: str, period: int) -> str:
    """A ring counter's step `a + b` (derive-phases marks it `ring_period`, P = 2 * stages) kept modulo P: a in
    [0, P) (the counter as this code keeps it), b >= 0 any i32 (a loop index or trip count). The exact counter can
    pass 2**31 in a long persistent launch; its slot (mod S) and phase ((// S) & 1) depend only on it modulo P, so
    this form gives the exact ones and never wraps. A power of two masks the wrapped sum, which keeps its low bits;
    otherwise b is reduced first, and P added so the sum stays at least 0 whatever the sign of b."""
    a, b = paren(a), paren(b)
    if period & (period - 1) == 0:
        return f"(({a} + {b}) & {period - 1})"
    return f"(({a} + {b} % {period} + {period}) % {period})"


# cdiv(a, b): a // b rounded up by the remainder, not gl.cdiv's (a + b - 1) // b, whose sum overflows 32 bits for a
# within b of 2**31 (the protocol proof models this form: protocol/symbolic.py)
# A sequence's start or length as every reader computes it: clamped to [0, rows] (rows: the jagged tensor's), so
# offsets that decrease or overrun give an empty or shortened sequence, never a negative length; the protocol proof
# assumes exactly this (protocol/symbolic.py), and the tile sources count blocks of the same length (tile_decode.py,
# host_runtime.py)
SEQ_CLAMP = "{lib}.minimum({lib}.maximum({x}, 0), {rows})"
# 0 <= i < n as one unsigned comparison, for every index of every load and store (n >= 0: the launchers refuse
# sizes past 2**31 - 1): a negative index wraps to above n. `index < n` alone let a negative index reach the memory
# before the tensor (another argument, which the protocol proof believes untouched). `cast`, not `.to`: a scalar index
# may be a Python int in the kernel (a literal, a replica index). A sequence index is compared in 64 bits whatever
# its dtype (callers that do not know it pass i64).
def inside(lib: str, i: str, n: str, dtype: str = "i32") -> str:
    return f"({lib}.cast({i}, {lib}.uint{64 if DTYPE_TABLE[dtype].bits == 64 else 32}) < {n})"


CALL2 = {"maximum": "gl.maximum", "minimum": "gl.minimum", "cdiv": "_tlx_cdiv"}
CALL1 = {"exp": "gl.exp", "exp2": "gl.exp2", "log": "gl.log", "log2": "gl.log2", "sqrt": "gl.sqrt",
         "rsqrt": "gl.rsqrt", "abs": "gl.abs", "sin": "gl.sin", "cos": "gl.cos", "sigmoid": "_tlx_sigmoid"}
HOST_CALL2 = {"maximum": "max", "minimum": "min", "cdiv": "triton.cdiv"}
RESERVED = set(keyword.kwlist) | {"gl", "gluon", "tma", "mbarrier", "range", "torch", "triton", "float", "int",
                                  "max", "min", "sum", "len", "tile", "fence_async_shared", "warpgroup_mma",
                                  "warpgroup_mma_wait", "warpgroup_mma_init", "TensorDescriptor", "True", "False", "None"}


def pyname(name: str) -> str:
    n = name.replace(".", "_")
    if not n or n[0].isdigit():
        n = "v" + n
    if n in RESERVED:
        n += "_"
    return n


def loc(op) -> str:
    return f"{op.span.line}:{op.span.col}"


def literal(value, dtype: str) -> str:
    if dtype == "i1":
        return "True" if value else "False"
    if dtype.startswith("f"):
        v = float(value)
        if math.isinf(v):
            return 'float("inf")' if v > 0 else 'float("-inf")'
        if math.isnan(v):
            return 'float("nan")'
        return repr(v)
    return str(int(value))


class Out:
    def __init__(self):
        self.lines = []
        self.depth = 0

    def line(self, text, op=None):
        pad = "    " * self.depth
        if op is not None:
            text = f"{text}  # {loc(op)}"
        self.lines.append(pad + text)


def paren(e: str) -> str:
    """e, parenthesized unless it is a name, a literal, a call or already parenthesized."""
    e = str(e)
    if e.isidentifier() or e.replace(".", "").replace("_", "").isalnum() or (e.startswith("(") and e.endswith(")")
                                                                             and balanced(e[1:-1])):
        return e
    head = e[:e.index("(")] if "(" in e else ""
    if e.endswith(")") and head.replace(".", "").replace("_", "").isalnum() and balanced(e[len(head) + 1:-1]):
        return e  # a call
    return f"({e})"


def balanced(s):
    d = 0
    for ch in s:
        d += ch == "("
        d -= ch == ")"
        if d < 0:
            return False
    return d == 0


def is_int_scalar(v) -> bool:
    """v is a kernel parameter holding one integer (of any width)."""
    t = getattr(v, "type", None)
    return isinstance(t, ValT) and t.is_scalar and int_range(t.dtype) is not None
