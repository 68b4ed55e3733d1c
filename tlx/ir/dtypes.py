"""The one table of element types: every layer (frontend, IR, backends, host checks) reads its names here."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DTypeInfo:
    name: str  # the language's and the IR's spelling
    bits: int  # storage size (i1 is stored in a byte)
    torch: str  # host tensor dtype, as generated launchers spell it
    triton: str  # `tl.` spelling in portable Triton code
    gluon: str  # `gl.` spelling in Gluon code
    is_float: bool
    aliases: tuple = ()  # other names the language accepts (torch-style)

    @property
    def nbytes(self) -> int:
        return max(1, self.bits // 8)


_TABLE = (
    DTypeInfo("i1", 8, "torch.bool", "tl.int1", "gl.int1", False, ("bool",)),
    DTypeInfo("i8", 8, "torch.int8", "tl.int8", "gl.int8", False),
    DTypeInfo("i16", 16, "torch.int16", "tl.int16", "gl.int16", False),
    DTypeInfo("i32", 32, "torch.int32", "tl.int32", "gl.int32", False, ("int32",)),
    DTypeInfo("i64", 64, "torch.int64", "tl.int64", "gl.int64", False, ("int64",)),
    DTypeInfo("f16", 16, "torch.float16", "tl.float16", "gl.float16", True, ("float16",)),
    DTypeInfo("bf16", 16, "torch.bfloat16", "tl.bfloat16", "gl.bfloat16", True, ("bfloat16",)),
    DTypeInfo("f32", 32, "torch.float32", "tl.float32", "gl.float32", True, ("float32",)),
    DTypeInfo("f64", 64, "torch.float64", "tl.float64", "gl.float64", True),
)

DTYPE_TABLE = {d.name: d for d in _TABLE}
ALIASES = {a: d.name for d in _TABLE for a in d.aliases}


def lookup(name: str) -> DTypeInfo | None:
    """The entry for a canonical name or an alias (`float16`), None if it is no dtype."""
    return DTYPE_TABLE.get(ALIASES.get(name, name))


def is_float(dt: str) -> bool:
    return DTYPE_TABLE[dt].is_float


def itemsize(dt: str) -> int:
    return DTYPE_TABLE[dt].nbytes


def int_range(name: str):
    """(min, max) of a signed integer dtype as the device holds it; i1 is 0 or 1; None for the others."""
    if name == "i1":
        return 0, 1
    d = DTYPE_TABLE.get(name)
    return None if d is None or d.is_float else (-2 ** (d.bits - 1), 2 ** (d.bits - 1) - 1)
