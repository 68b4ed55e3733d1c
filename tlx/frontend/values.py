"""Compile-time values the lowering manipulates besides IR Values."""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Value
from ..ir.dtypes import ALIASES, DTYPE_TABLE


@dataclass(frozen=True)
class DType:
    name: str

    def __str__(self):
        return self.name


DTYPE_NAMES = {n: DType(n) for n in DTYPE_TABLE}
DTYPE_ALIASES = ALIASES


@dataclass(frozen=True)
class SeqView:
    """`q[seq]`: one sequence of a jagged tensor; indexing it gives rows relative to the sequence start."""
    tensor: Value
    seq: Value


@dataclass(frozen=True)
class Builtin:
    name: str


@dataclass(frozen=True)
class RowAt:
    """`at(r)` as a TMA coordinate: the block starts at row r (an element index) instead of at block r."""
    row: Value


@dataclass(frozen=True)
class RangeSpec:
    lo: object
    hi: object
    step: object
    static: bool = False


@dataclass(frozen=True)
class BlocksSpec:
    tensor: Value
    block: int


def describe(v) -> str:
    if isinstance(v, Value):
        return str(v.type)
    if isinstance(v, bool):
        return "bool constant"
    if isinstance(v, int):
        return "int constant"
    if isinstance(v, float):
        return "float constant"
    if isinstance(v, str):
        return "string constant"
    if isinstance(v, DType):
        return "dtype"
    if isinstance(v, SeqView):
        return "sequence view"
    if isinstance(v, Builtin):
        return f"builtin '{v.name}'"
    if isinstance(v, RowAt):
        return "at(...) row coordinate (valid only as the row coordinate of a `tma` statement)"
    return type(v).__name__
