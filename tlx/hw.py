"""Hardware limits of the targets tlx compiles for: the one place these numbers live.

Passes (allocate-smem, assign-registers), the codegen (default register budgets, the persistent grid) and the
ahead-of-time compile (the real shared-memory check) all read them from here.
"""
from __future__ import annotations

WARP_SIZE = 32  # threads per warp
WARPGROUP_WARPS = 4  # wgmma runs on warp groups of 4 warps; the default partition's warps are a multiple of it

# dynamic shared memory one block may opt into (227 KB on H100/H200), for each arch triton 3.6 builds the portable
# kernels for: `--arch` accepts only these (triton supports Ampere and later; an arch its LLVM does not know aborts
# the process, and its ptxas fails on sm_110)
SMEM_BYTES_PER_BLOCK = {"sm_80": 166912, "sm_86": 101376, "sm_87": 166912, "sm_89": 101376,
                        "sm_90": 232448, "sm_90a": 232448, "sm_100": 232448, "sm_100a": 232448,
                        "sm_103": 232448, "sm_103a": 232448, "sm_120": 101376, "sm_120a": 101376,
                        "sm_121": 101376, "sm_121a": 101376}
GLUON_ARCHS = ("sm_90", "sm_90a")  # the Gluon build's wgmma and setmaxnreg exist on Hopper only
DEFAULT_ARCH = "sm_90a"


def check_arch(arch: str, gluon: bool = False) -> None:
    """ValueError unless the binaries of `arch` can be built (by the Gluon build when gluon)."""
    if arch not in SMEM_BYTES_PER_BLOCK:
        raise ValueError(f"unknown arch {arch!r}: choose from {', '.join(SMEM_BYTES_PER_BLOCK)}")
    if gluon and arch not in GLUON_ARCHS:
        raise ValueError(f"arch {arch!r}: the Gluon build runs on Hopper only ({', '.join(GLUON_ARCHS)}); "
                         f"use --target triton for the portable kernels")

# registers: the register file of one SM and `setmaxnreg`'s range and granularity
REGFILE = 65536
REGS_MIN, REGS_MAX, REGS_GRANULARITY = 24, 256, 8
DEFAULT_WORKER_REGS = 64  # a worker partition whose budget was never assigned (IR that skipped assign-registers)

# streaming multiprocessors: the persistent grid's size when no GPU can be asked (AOT compiles, CPU examples)
DEFAULT_SM_COUNT = 132  # H100 SXM / H200


def smem_limit(arch: str) -> int:
    """Bytes of shared memory per block of `arch` (sm_90a's when the arch is not in the table)."""
    return SMEM_BYTES_PER_BLOCK.get(arch, SMEM_BYTES_PER_BLOCK[DEFAULT_ARCH])


def frag_order_bases(shape) -> list | None:
    """The offsets of a `frag_order` tile [64, C] (fp32), as a shared linear layout's bases (offset bit i -> the
    (row, column) step it stands for): the order in which one warp group (4 warps) holds a wgmma accumulator of that
    shape: each thread's registers 4 at a time (column pair c, c + 1 of rows r and r + 8: 16 bytes), the 32 lanes of
    a warp side by side, then the 4 warps, then the next 8-column group. A warp's 128-bit store then writes 512
    contiguous bytes (no bank conflict), where the TMA's 128-byte swizzle leaves the accumulator's 64-bit stores
    2-way conflicted. Whatever layout the stored value has, each element lands at its (row, column)'s offset."""
    rows, cols = shape
    if rows != 64 or cols < 8 or cols & (cols - 1):
        return None
    bases = [[0, 1], [8, 0], [0, 2], [0, 4], [1, 0], [2, 0], [4, 0], [16, 0], [32, 0]]
    c = 8
    while c < cols:
        bases.append([0, c])
        c *= 2
    return bases
