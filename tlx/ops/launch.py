"""Launching compiled kernels without the JIT's per-call work (triton 3.6).

`kernel[grid](*args)` binds and specializes every argument, hashes a cache key, and encodes a TMA descriptor per
descriptor argument on every call: tens of microseconds before the GPU sees anything. An op that calls one
kernel with a fixed signature does that work once: it takes the `CompiledKernel` that the JIT returned for the
first call of a specialization and afterwards hands the argument values straight to the C launcher that triton
generated for it (the one `CompiledKernel.run` wraps). Callers own the specialization key: the same key must
mean the same compiled kernel (pointer alignment, ints equal to 1 or divisible by 16 — what the JIT looks at).
"""
from __future__ import annotations

import re

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
        if code is not None and "launcher" in code.co_freevars:
            # wrapped by triton's tensor-descriptor handler: the C function is in its closure
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


def draw_counter(counters: dict, stream: int, device):
    """The dynamic walks' draw counter of `stream` (kept in `counters`): zeroed once, and every launch leaves it at 0
    (its last draw stores 0 back), so calls need no memset; launches on one stream never overlap, so the kernels of
    one op may share it. A launch being captured into a CUDA graph gets its own, zeroed by a node of the graph (the
    graph may replay on another stream beside eager launches on this one; the caller holds it until the launch is
    recorded)."""
    if device.type == "cuda" and torch.cuda.is_current_stream_capturing():
        return torch.zeros(1, dtype=torch.int32, device=device)
    c = counters.get(stream)
    if c is None:
        c = counters[stream] = torch.zeros(1, dtype=torch.int32, device=device)
    return c


def _row_width(t) -> int:
    """The row width of a jagged tensor's 2-D TMA view ([T, H, D] -> H * D)."""
    return t.shape[1] * t.shape[2] if t.dim() == 3 else t.shape[1]


class TileTables:
    """A generated module's tile-table kernel (`_tlx_tile_table`, one program) launched directly: the first launch
    per (sort size, offsets alignment) goes through the JIT and its arguments are checked against the direct
    ones; batches over 4096 sequences (sorted by torch first) always take the module's launcher."""

    def __init__(self, mod):
        self.mod = mod
        self.kernels: dict = {}  # (sort size, offsets alignment, block) -> DirectKernel, or None: the JIT every time

    def fill(self, stream: int, offsets, B: int, rows: int, block: int, total: int):
        """(table address, count address, the buffer holding both: the caller keeps it alive until launched)."""
        buf = offsets.new_empty(self.mod._tile_buffer_len(B, rows))
        co = offsets.data_ptr()
        sort_b = max(16, 1 << (B - 1).bit_length())
        key = (sort_b, co & 15, block)
        tk = self.kernels.get(key) if B <= 4096 else None
        direct = (co, co, B, rows, total, B.bit_length(), buf.data_ptr(), block, True, sort_b, False, 1024, True)
        if tk is not None:
            tk(1, stream, *direct)
        else:
            grid, args, kw = self.mod._tile_table_launch(offsets, B, block, rows, buf, "longest_first", total)
            ck = self.mod._tlx_tile_table[grid](*args, **kw)
            if B <= 4096 and key not in self.kernels:
                raw = tuple(a.data_ptr() if isinstance(a, torch.Tensor) else a for a in args) + tuple(
                    kw.get(n) for n in ("BLOCK", "LONGEST", "SORT_B", "PERM", "CHUNK", "PDL"))
                # (not itself a programmatic dependent: it waits for the kernels before it, so a freed table
                # buffer it reuses and a draw counter shared by kernels on one stream are no longer in use)
                same = raw == direct and tuple(kw) == ("BLOCK", "LONGEST", "SORT_B", "PERM", "CHUNK", "PDL",
                                                        "num_warps") and not getattr(ck.run, "launch_pdl", False)
                try:
                    self.kernels[key] = DirectKernel(ck) if same else None
                except Unsupported:
                    self.kernels[key] = None
        return buf.data_ptr() + 16, buf.data_ptr(), buf


_STRIDE = re.compile(r"(\w+)_stride(\d+)$")
_SIZE = re.compile(r"(\w+)_size(\d+)$")
_DESC = re.compile(r"(\w+?)_desc(_\d+x\d+)?$")  # (a second view of one tensor is named by its box: k_desc_64x64)


def plain_view(rows: int, width: int):
    """Shape and strides of the TMA view the generated module gives a tensor that is not jagged (`_descriptor`)."""
    return (rows, width), (width, 1)


class NamedKernel:
    """One generated kernel launched directly, its arguments built from the code generator's parameter names:
    `X` or `X_ptr` a tensor's address, `X_stride<i>` its stride, `X_size<i>` its extent, `X_desc` (or `X_desc_RxC`)
    a TMA view of it: jagged (`ragged_view`), or a plain 2-D view for the tensors named in `plain`; any other name
    is looked up as given. The first call of every specialization goes through the module's own launcher
    (`<kernel>_prepare` + the JIT, which compiles it) and its arguments are compared with the named ones: any
    difference and the kernel is launched the module's way from then on (`direct` False, with a warning).

    The specialization key is what the JIT specializes on (triton 3.6): a pointer's 16-byte alignment; an int's
    width, being 1 and being divisible by 16 (not for do_not_specialize parameters, whose width still counts)."""

    def __init__(self, mod, kernel: str, plain=()):
        self.mod = mod
        self.name = kernel
        self.plain = frozenset(plain)
        self.views: list = []  # per descriptor parameter: ragged_view or plain_view
        self.jit = getattr(mod, kernel + "_kernel")
        self.prepare = getattr(mod, kernel + "_prepare")
        self.names = tuple(self.jit.arg_names)
        fixed = set(getattr(self.jit, "do_not_specialize", ()) or ())
        self.fixed = tuple(n in fixed or i in fixed for i, n in enumerate(self.names))
        self.kernels: dict = {}  # specialization key -> DirectKernel
        self.recipe = None  # how each argument is found in a call's names (`_recipe`, built on the first call)
        self.direct = True
        self.fallbacks = 0  # calls through the module's launcher (tests watch this)

    def _recipe(self, env):
        """Per parameter: (0, tensor name) a descriptor, (1, tensor name, axis) a stride, (2, name) a value, (3,
        tensor name, axis) an extent."""
        out = []
        views = []
        for name in self.names:
            m, d, z = _STRIDE.match(name), _DESC.match(name), _SIZE.match(name)
            if name in env:
                out.append((2, name, 0))
            elif d and d.group(1) in env:
                out.append((0, d.group(1), 0))
                views.append(plain_view if d.group(1) in self.plain else ragged_view)
            elif m and m.group(1) in env:
                out.append((1, m.group(1), int(m.group(2))))
            elif z and z.group(1) in env:
                out.append((3, z.group(1), int(z.group(2))))
            elif name.endswith("_ptr") and name[:-4] in env:
                out.append((2, name[:-4], 0))
            else:
                raise KeyError(name)
        self.views = views
        return out

    def arguments(self, env: dict):
        """(descriptor tensors, argument values (None at descriptors), specialization key) of a call described
        by `env`, or None where this call needs the module's launcher (a descriptor over a non-contiguous tensor).
        Key per value: a tensor's dtype and address mod 16; an int's width, == 1 and divisible by 16."""
        if self.recipe is None:
            try:
                self.recipe = self._recipe(env)
            except KeyError as e:
                self._changed(f"no argument for parameter {e}")
                return None
        descs, vals, key = [], [], []
        for (kind, a, axis), fixed in zip(self.recipe, self.fixed):
            if kind == 0:
                t = env[a]
                if not t.is_contiguous():  # (`ragged_view` is a contiguous tensor's view)
                    return None
                descs.append(t)
                vals.append(None)
                key.append(t.dtype)
                continue
            x = env[a].stride(axis) if kind == 1 else env[a].shape[axis] if kind == 3 else env[a]
            t = type(x)
            if t is int:
                wide = not -2 ** 31 <= x < 2 ** 31
                key.append(wide if fixed else (wide, x == 1, x & 15 == 0))
            elif t is torch.Tensor or isinstance(x, torch.Tensor):
                key.append(x.dtype)
                x = x.data_ptr()
                key.append(x & 15)
            else:  # floats, bools: the type alone (what the JIT's signature records)
                key.append(x if t is bool else t)
            vals.append(x)
            descs.append(None)
        return descs, vals, tuple(key)

    def __call__(self, grid: int, stream: int, env: dict, prepare_args: tuple, prepare_kw: dict):
        """Launch with the arguments that `env` names (tensors, scalars, and the tile table's addresses by the
        parameter names), or through `<kernel>_prepare(*prepare_args, **prepare_kw)` for a new specialization."""
        found = self.arguments(env) if self.direct else None
        if found is None:
            self.fallbacks += 1
            g, args, opts = self.prepare(*prepare_args, **prepare_kw)
            self.jit[g](*args, **opts)
            return
        descs, vals, key = found
        dk = self.kernels.get(key)
        if dk is None:
            return self._first_call(key, grid, descs, vals, prepare_args, prepare_kw)
        args = []
        i = 0
        cache = dk.descs
        for t, v in zip(descs, vals):
            if t is None:
                args.append(v)
                continue
            width = _row_width(t)
            dkey = (i, t.data_ptr(), width, t.shape[0] if self.views[i] is plain_view else 0)
            d = cache.get(dkey)
            if d is None:
                if len(cache) >= 64:
                    cache.clear()
                d = cache[dkey] = dk.descriptor(i, t.data_ptr(), *self.views[i](t.shape[0], width))
            args += d
            i += 1
        dk(grid, stream, *args)

    def _first_call(self, key, grid, descs, vals, prepare_args, prepare_kw):
        self.fallbacks += 1
        g, args, opts = self.prepare(*prepare_args, **prepare_kw)
        ck = self.jit[g](*args, **opts)
        if not self.direct or key in self.kernels:
            return
        views = iter(self.views)
        mine = [("desc", t.data_ptr(), *next(views)(t.shape[0], _row_width(t))) if t is not None else
                ("own",) if n.startswith("tile_") else v for t, v, n in zip(descs, vals, self.names)]
        theirs = [("desc", a.base.data_ptr(), tuple(a.shape), tuple(a.strides)) if hasattr(a, "block_shape") else
                  ("own",) if n.startswith("tile_") else a.data_ptr() if isinstance(a, torch.Tensor) else a
                  for a, n in zip(args, self.names)]
        try:
            dk = DirectKernel(ck)
        except Unsupported as e:
            return self._changed(str(e))
        n_desc = sum(t is not None for t in descs)
        if mine != theirs or len(args) != len(self.names) or g[0] != grid or len(dk.descriptor_meta) != n_desc \
                or any(m is None for m in dk.descriptor_meta):
            return self._changed(f"grid {grid} vs {g[0]}; fast {mine} vs module {theirs}")
        self.kernels[key] = dk

    def _changed(self, what):
        import warnings
        self.direct = False
        warnings.warn(f"tlx: the generated {self.name} launcher changed; using its slower path ({what})")
