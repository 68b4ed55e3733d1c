"""IR types. All shapes are concrete: compile-time parameters are substituted before IR exists."""
from __future__ import annotations

from dataclasses import dataclass

from .dtypes import DTYPE_TABLE, is_float, itemsize  # noqa: F401  (re-exported)

DTYPES = {d.name: d.nbytes for d in DTYPE_TABLE.values()}
FLOATS = tuple(d.name for d in DTYPE_TABLE.values() if d.is_float)
INTS = tuple(d.name for d in DTYPE_TABLE.values() if not d.is_float)


class Type:
    pass


@dataclass(frozen=True)
class ValT(Type):
    """A scalar (shape ()) or a register tile."""
    dtype: str
    shape: tuple = ()

    @property
    def is_scalar(self):
        return self.shape == ()

    def __str__(self):
        if not self.shape:
            return self.dtype
        return "tile<" + "x".join(map(str, self.shape)) + "x" + self.dtype + ">"

    @property
    def nbytes(self):
        n = itemsize(self.dtype)
        for s in self.shape:
            n *= s
        return n


@dataclass(frozen=True)
class TensorT(Type):
    """A global-memory tensor parameter. dims are the symbolic names from the signature."""
    dtype: str
    dims: tuple
    jagged_by: str = ""  # name of the offsets parameter for a jagged tensor

    @property
    def rank(self):
        return len(self.dims)

    def __str__(self):
        core = f"{self.dtype}[{','.join(self.dims)}]"
        return f"jagged<{core} by {self.jagged_by}>" if self.jagged_by else f"tensor<{core}>"


@dataclass(frozen=True)
class SmemT(Type):
    """Shared memory: `stages` buffers of `shape` (stages == 0: one slot view). `perm` marks a transposed view."""
    dtype: str
    shape: tuple
    stages: int = 0
    transposed: bool = False

    @property
    def slot_bytes(self):
        n = itemsize(self.dtype)
        for s in self.shape:
            n *= s
        return n

    def __str__(self):
        st = f"{self.stages}x" if self.stages else ""
        t = ",T" if self.transposed else ""
        return "smem<" + st + "x".join(map(str, self.shape)) + "x" + self.dtype + t + ">"


@dataclass(frozen=True)
class BarT(Type):
    """mbarrier(s): `size` barriers (0: a single barrier view), each completing a phase after `count` arrivals."""
    size: int
    count: int

    def __str__(self):
        return f"bar<{self.size}x{self.count}>" if self.size else f"bar<{self.count}>"


def parse_type(s: str) -> Type:
    s = s.strip()
    if s in DTYPES:
        return ValT(s)
    if s.startswith("tile<"):
        parts = s[5:-1].split("x")
        return ValT(parts[-1], tuple(int(p) for p in parts[:-1]))
    if s.startswith("tensor<") or s.startswith("jagged<"):
        body = s[7:-1]
        by = ""
        if " by " in body:
            body, by = body.split(" by ")
        dt, dims = body.split("[")
        dims = tuple(d for d in dims.rstrip("]").split(",") if d)
        return TensorT(dt, dims, by)
    if s.startswith("smem<"):
        body = s[5:-1]
        tr = body.endswith(",T")
        if tr:
            body = body[:-2]
        parts = body.split("x")
        dt = parts[-1]
        nums = [int(p) for p in parts[:-1]]
        # stages are printed as a leading `Nx` only when present; disambiguate by rank stored in the count
        return _smem_from(dt, nums, tr)
    if s.startswith("bar<"):
        body = s[4:-1]
        if "x" in body:
            a, b = body.split("x")
            return BarT(int(a), int(b))
        return BarT(0, int(body))
    raise ValueError(f"bad type {s!r}")


def _smem_from(dt, nums, tr):
    # smem shapes are always rank 2 tiles in tlx; a third leading number is the stage count
    if len(nums) == 3:
        return SmemT(dt, tuple(nums[1:]), nums[0], tr)
    return SmemT(dt, tuple(nums), 0, tr)
