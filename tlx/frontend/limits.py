"""Sizes past which the frontend refuses a program with an error at its span, rather than exhaust memory,
the Python stack or minutes of compile time. Each is far above what a real kernel uses."""
from .. import hw

# bytes of one source file (or IR text for `tlx opt`): a larger one is not a program (/dev/zero, a data file)
MAX_SOURCE_BYTES = 16 << 20
# AST nesting (expressions and blocks): lowering, passes and printers recurse over it
MAX_DEPTH = 120
# digits of an integer literal (64-bit values have at most 20)
MAX_INT_LITERAL_DIGITS = 40
# elements of one register tile (Triton's own limit on a tensor, TRITON_MAX_TENSOR_NUMEL)
MAX_TILE_NUMEL = 1 << 20
# iterations of one static_range (each is a copy of the body)
MAX_UNROLL = 4096
# IR operations one kernel may lower to, after unrolling and inlining
MAX_OPS = 20_000
# bytes of dynamic shared memory one block can have: no single buffer may exceed it (allocate-smem checks the sum)
MAX_SMEM_BYTES = hw.smem_limit(hw.DEFAULT_ARCH)
# unrolled static_range iterations plus inlined calls, per kernel (compile-time-only loops emit no op)
MAX_WORK = 20_000
