"""Size and range checks: values the hardware or the generated code cannot represent are user errors here,
never an overflow or a hang later."""
from __future__ import annotations

import math

from ...diagnostics import error
from ...ir.dtypes import DTYPE_TABLE
from ..limits import MAX_OPS, MAX_SMEM_BYTES, MAX_TILE_NUMEL, MAX_UNROLL, MAX_WORK  # noqa: F401 (re-exported)


def check_tile_shape(shape, span):
    n = math.prod(shape)
    if n > MAX_TILE_NUMEL:
        raise error(span, f"a tile of shape {list(shape)} has {n} elements, more than the {MAX_TILE_NUMEL} a tile may have")


def int_range(dtype):
    bits = DTYPE_TABLE[dtype].bits
    if dtype == "i1":
        return 0, 1
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def check_const(value, dtype, span):
    """A compile-time number materialized as a constant of `dtype` must be representable in it."""
    info = DTYPE_TABLE.get(dtype)
    if info is None or isinstance(value, bool) or not isinstance(value, (int, float)):
        return
    if info.is_float:
        if isinstance(value, int):
            try:
                float(value)
            except OverflowError:
                raise error(span, f"{_desc(value)} is out of range for {dtype}") from None
        return
    if isinstance(value, float):
        return
    lo, hi = int_range(dtype)
    if not lo <= value <= hi:
        raise error(span, f"{_desc(value)} does not fit in {dtype} ({lo} to {hi})")


def check_smem_bytes(nbytes, span, what):
    if nbytes > MAX_SMEM_BYTES:
        raise error(span, f"{what} takes {_show(nbytes)} bytes of shared memory, more than the {MAX_SMEM_BYTES} "
                    "a block can have")


def trip_count(lo, hi, step):
    return max(0, -(-(hi - lo) // step))


def _show(v):
    if isinstance(v, int) and abs(v) >= 10 ** 30:
        return f"2**{v.bit_length() - 1}+"
    return str(v)


def _desc(v):
    if isinstance(v, int) and abs(v) >= 10 ** 30:
        return f"a constant of {v.bit_length()} bits"
    return f"the constant {v}"
