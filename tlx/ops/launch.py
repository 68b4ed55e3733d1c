"""Launching compiled kernels without the JIT's per-call work (triton 3.6).

`kernel[grid](*args)` binds and specializes every argument, hashes a cache key, and encodes a TMA descriptor per
descriptor argument on every call: tens of microseconds before the GPU sees anything. An op that calls one
kernel with a fixed signature does that work once: it takes the `CompiledKernel` that the JIT returned for the
first call of a specialization and afterwards hands the argument values straight to the C launcher that triton
generated for it (the one `CompiledKernel.run` wraps). Callers own the specialization key: the same key must
mean the same compiled kernel (pointer alignment, ints equal to 1 or divisible by 16 — what the JIT looks at).
"""
from __future__ import annotations

import torch

from ..passes.verify_protocol import sampled_search


class Unsupported(Exception):
    """This compiled kernel needs something the direct path does not do (scratch memory): use the JIT."""


class DirectKernel:
    """One compiled specialization of a @triton.jit / @gluon.jit kernel, launched by its C launcher."""

    def __init__(self, compiled):
        runner = compiled.run  # loads the binary into the current device's context
        if runner.global_scratch_size or runner.profile_scratch_size:
            raise Unsupported("kernel needs global scratch memory")
        launch = runner.launch
        code = getattr(launch, "__code__", None)
        if code is not None:  # wrapped by triton's tensor-descriptor handler: the C function is in its closure
            launch = launch.__closure__[code.co_freevars.index("launcher")].cell_contents
        self._launch = launch
        self._head = (runner.launch_cooperative_grid, runner.launch_pdl, None, None, compiled.packed_metadata,
                      None, None, None)
        self._function = compiled.function
        self.descriptor_meta = list(getattr(compiled.metadata, "tensordesc_meta", None) or [])
        self.descs: dict = {}  # for the caller: its cached expanded descriptor arguments

    def __call__(self, grid: int, stream: int, *args):
        """Launch on `stream` with a 1-D grid; args in the C launcher's order (descriptors expanded)."""
        self._launch(grid, 1, 1, stream, self._function, *self._head, *args)

    def descriptor(self, i: int, ptr: int, shape: tuple, strides: tuple) -> list:
        """The expanded arguments of the i-th descriptor parameter for a 2-D tensor at `ptr`: the encoded TMA
        map, shape, strides (what triton's launcher wrapper builds on every call; callers cache it)."""
        from triton.backends.nvidia.driver import TMA_DTYPE_DEVICE_TO_HOST
        from triton.runtime import driver
        meta = self.descriptor_meta[i]
        if meta is None:
            raise Unsupported("descriptor lowered without TMA metadata")
        tmap = driver.active.utils.fill_tma_descriptor(
            ptr, meta["swizzle"], meta["elem_size"], TMA_DTYPE_DEVICE_TO_HOST[meta["elem_type"]],
            meta["block_size"], list(shape), list(strides), 0)
        return [tmap, *shape, *strides]

    def qkv_descriptors(self, key, q, kp, vp, Tk, KD, jagged=False):
        """The expanded arguments of descriptor parameters 0-2: q (Tq, H, D) and the (Tk, KD) views of k and v at
        kp/vp (jagged: the generated module's ragged descriptors, `ragged_view`), cached under `key` (encoding a
        map costs microseconds; a server sees many buffers: the cache keeps the newest 64)."""
        descs = self.descs.get(key)
        if descs is None:
            Tq, H, D = q.shape
            HD = H * D
            view = ragged_view if jagged else (lambda rows, width: ((rows, width), (width, 1)))
            descs = (self.descriptor(0, q.data_ptr(), *view(Tq, HD)) + self.descriptor(1, kp, *view(Tk, KD))
                     + self.descriptor(2, vp, *view(Tk, KD)))
            if len(self.descs) >= 64:
                self.descs.clear()
            self.descs[key] = descs
        return descs

    def o_descriptor(self, i, ptr, rows, width):
        """The expanded arguments of descriptor parameter i for a jagged output of `rows` x `width` at `ptr`
        (`ragged_view`, which does not depend on `rows`), cached by address and width like `qkv_descriptors` (an
        output is usually a fresh tensor, which the caching allocator often places at the same address)."""
        key = ("o", i, ptr, width)
        d = self.descs.get(key)
        if d is None:
            d = self.descriptor(i, ptr, *ragged_view(rows, width))
            if len(self.descs) >= 64:
                self.descs.clear()
            self.descs[key] = d
        return d


def ragged_view(rows: int, width: int):
    """Shape and strides of the TMA view the generated Gluon module gives a jagged tensor of `rows` rows of `width`
    elements (`_ragged_descriptor` in tlx/codegen/gluon.py: copies bounded at each sequence's end)."""
    return (0x7FFF0000, 0x7FFF0000, 1 << 30, width), ((1 << 34) - width, width, width, 1)


# the current CUDA device without torch.cuda.current_device()'s lazy-init check (callers hold a CUDA tensor)
current_device = getattr(torch._C, "_cuda_getDevice", None) or (lambda: torch.cuda.current_device())


def current_stream(device_index: int) -> int:
    return torch._C._cuda_getCurrentRawStream(device_index)


def usable(plan) -> bool:
    """A memoized plan may serve this call: it was built with the proof required, or the caller still opts out
    (TLX_VERIFY_SAMPLED, read only for a plan built under it: the proved path pays nothing per call)."""
    return plan is not None and (not plan.sampled or sampled_search())
