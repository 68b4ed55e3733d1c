"""Hardware limits of the targets tlx compiles for: the one place these numbers live.

Passes (allocate-smem, assign-registers), the codegen (default register budgets, the persistent grid) and the
ahead-of-time compile (the real shared-memory check) all read them from here.
"""
from __future__ import annotations

WARP_SIZE = 32  # threads per warp
WARPGROUP_WARPS = 4  # wgmma runs on warp groups of 4 warps; the default partition's warps are a multiple of it

# dynamic shared memory one block may opt into (227 KB on H100/H200)
SMEM_BYTES_PER_BLOCK = {"sm_90a": 232448, "sm_90": 232448}
DEFAULT_ARCH = "sm_90a"

# registers: the register file of one SM and `setmaxnreg`'s range and granularity
REGFILE = 65536
REGS_MIN, REGS_MAX, REGS_GRANULARITY = 24, 256, 8
DEFAULT_WORKER_REGS = 64  # a worker partition whose budget was never assigned (IR that skipped assign-registers)

# streaming multiprocessors: the persistent grid's size when no GPU can be asked (AOT compiles, CPU examples)
DEFAULT_SM_COUNT = 132  # H100 SXM / H200


def smem_limit(arch: str) -> int:
    """Bytes of shared memory per block of `arch` (sm_90a's when the arch is not in the table)."""
    return SMEM_BYTES_PER_BLOCK.get(arch, SMEM_BYTES_PER_BLOCK[DEFAULT_ARCH])
