"""`jagged_attention`: the flagship op, compiled from kernels/jagged_attention.tlx.

On CUDA it runs the warp-specialized Gluon kernel; on the CPU the portable kernel under the Triton
interpreter (slow: for tests and for users without a GPU). Compile-time parameters depend only on the
head dim, dtype, causal flag and activation, so new batch sizes and lengths never compile new kernels.

The CUDA call path is built for small batches, where host time is the whole cost: argument checks read only
shapes, dtypes and devices (never the offsets' values: no host sync); a batch of at most 16 sequences has no
tile table (the kernel decodes its tiles from the offsets: one allocation and one launch less, `TILE_DECODE`),
a larger one a table built in one launch; the compiled kernels are launched by triton's C launcher directly (`_GluonPlan`, tlx/ops/launch.py), with the
TMA descriptors cached. torch.compile and autograd go through the `tlx::jagged_attention_fwd` custom op,
whose implementation is the same path.
"""
from __future__ import annotations

import contextlib
import math
import numbers
import os

import torch

from ..runtime import kernel_path, load_kernel_module
from . import packed_attention as _packed
from .attention_tiles import choose, long_mean
from ..passes.verify_protocol import sampled_search
from .launch import current_device, draw_counter, ragged_view, usable

_DT = {torch.float16: "f16", torch.bfloat16: "bf16", torch.float32: "f32"}
_ACTS = ("softmax", "silu")


def _config(q, k, cu_q, causal, activation, max_seqlen_q, max_seqlen_k):
    """Compile-time parameters of a call (max_seqlen_* = -1 when not given). Everything this reads must be in
    the `_CALLS` memo key of _jagged_attention_impl."""
    tiles = choose(q.shape[1], k.shape[1], max_seqlen_q, max_seqlen_k, q.is_cuda, q.shape[-1], bool(causal),
                   long_mean(q.shape[0], cu_q.shape[0] - 1))
    return {"DT": _DT[q.dtype], "D": q.shape[-1], "CAUSAL": bool(causal), "ACT": activation, **tiles}


def _backend(device) -> tuple:
    if device.type == "cuda":
        return ("triton", False) if _portable() else ("gluon", False)
    return ("triton", True)


_compiling = torch.compiler.is_compiling


def _show(x):
    """x for an error message: a tensor by its kind and shape (its repr is refused under torch.compile, which would
    hide the message behind dynamo's "repr() on tensor"), anything else by repr."""
    if isinstance(x, torch.Tensor):
        return f"a {x.dim()}-d tensor"
    return repr(x)


def _is_int(x):
    return isinstance(x, numbers.Integral) and not isinstance(x, bool)


def _check_scalars(causal, softmax_scale, max_seqlen_q, max_seqlen_k, activation, return_lse):
    # the common case in a few identity tests (this runs on every call); anything else gets the full checks
    if (causal.__class__ is bool and return_lse.__class__ is bool and activation in _ACTS
            and (softmax_scale is None or softmax_scale.__class__ is float and _SCALE_MIN <= softmax_scale <= _SCALE_MAX)
            and (max_seqlen_q is None or max_seqlen_q.__class__ is int and 0 <= max_seqlen_q <= _I32_MAX)
            and (max_seqlen_k is None or max_seqlen_k.__class__ is int and 0 <= max_seqlen_k <= _I32_MAX)):
        return
    # bools and numbers are checked by type: "no" is truthy and "0.5" would be parsed, both silently wrong
    for name, b in (("causal", causal), ("return_lse", return_lse)):
        if not isinstance(b, bool):
            raise ValueError(f"{name}: must be a bool, got {_show(b)}")
    if softmax_scale is not None:
        if not isinstance(softmax_scale, numbers.Real) or isinstance(softmax_scale, bool):
            raise ValueError(f"softmax_scale: must be a number or None, got {_show(softmax_scale)}")
        if not (0.0 < float(softmax_scale) < math.inf):  # the kernel masks with -inf before scaling
            raise ValueError(f"softmax_scale: must be a positive finite number, got {_show(softmax_scale)}")
        # the kernels take it as a float32 and multiply it by log2(e): a subnormal or larger value would reach them
        # as another dtype, as 0 or as inf
        if not (_SCALE_MIN <= float(softmax_scale) <= _SCALE_MAX):
            raise ValueError(f"softmax_scale: must lie in [{_SCALE_MIN:.8g}, {_SCALE_MAX:.8g}] (float32's normal "
                             f"range, divided by log2(e) at the top), got {_show(softmax_scale)}")
    for name, m in (("max_seqlen_q", max_seqlen_q), ("max_seqlen_k", max_seqlen_k)):
        if m is not None and (not _is_int(m) or m < 0):
            raise ValueError(f"{name}: must be a non-negative int or None, got {_show(m)}")
        if m is not None and m > _I32_MAX:  # (the op's schema and the kernels hold it in 32/64-bit integers)
            raise ValueError(f"{name}: at most 2**31 - 1, got {_show(m)}")
    if activation not in _ACTS:
        raise ValueError(f"activation: must be one of {_ACTS}, got {_show(activation)}")


_I32T = torch.int32
_I32_MAX = 2 ** 31 - 1
_ROWS_MAX = 2 ** 30  # tokens per tensor (the kernels' `require`s)
_ROW_WIDTH_MAX = 2 ** 30  # elements per token
_TILES_MAX = 2 ** 30  # heads x (sequences + tokens) bounds every kernel's tile count (host_runtime._check_tile_count)
_SCALE_MIN = 1.1754943508222875e-38  # float32's smallest normal number
_SCALE_MAX = 3.4028234663852886e38 / 1.4426950408889634  # float32's largest, over log2(e)
_HALF = (torch.bfloat16, torch.float16)


def _check_tensors(q, k, v, cu_q, cu_k, offsets=True):
    try:  # the common case on a GPU, in one expression; anything else (and every error) gets the full checks
        dev = q.get_device()
        qs, ks = q.shape, k.shape
        if (dev >= 0 and q.dtype in _HALF and k.dtype is q.dtype and v.dtype is q.dtype and len(qs) == 3
                and len(ks) == 3 and ks == v.shape and (qs[2] == 64 or qs[2] == 128) and ks[2] == qs[2]
                and ks[1] > 0 and qs[1] % ks[1] == 0 and qs[1] > 0 and cu_q.dtype is _I32T and cu_k.dtype is _I32T
                and cu_q.dim() == 1 and cu_k.dim() == 1 and cu_q.shape[0] == cu_k.shape[0] >= 1
                and k.get_device() == dev and v.get_device() == dev and cu_q.get_device() == dev
                and cu_k.get_device() == dev and q.is_contiguous() and k.is_contiguous() and v.is_contiguous()
                and cu_q.is_contiguous() and cu_k.is_contiguous() and qs[0] <= _ROWS_MAX and ks[0] <= _ROWS_MAX
                and not (q.is_neg() or k.is_neg() or v.is_neg() if not _compiling() else False)
                and qs[1] * qs[2] <= _ROW_WIDTH_MAX and qs[1] * (cu_q.shape[0] + max(qs[0], ks[0])) <= _TILES_MAX):
            return
    except (AttributeError, TypeError, ValueError):
        pass
    for name, t in (("q", q), ("k", k), ("v", v), ("cu_seqlens_q", cu_q), ("cu_seqlens_k", cu_k)):
        if not isinstance(t, torch.Tensor):
            raise ValueError(f"{name}: expected a torch.Tensor, got {type(t).__name__}")
        if t.device.type not in ("cpu", "cuda"):  # (get_device() is -1 for the meta device as for the CPU)
            raise ValueError(f"{name}: on {t.device}; the op runs on CUDA GPUs and on the CPU")
        if t.layout is not torch.strided:
            raise ValueError(f"{name}: must be a dense (strided) tensor, got layout {t.layout}")
        if not _compiling() and t.is_neg():  # (a lazy negation, torch._neg_view: its storage holds the values
            # un-negated; dynamo cannot trace is_neg, and a compiled graph resolves such views)
            raise ValueError(f"{name}: has its negative bit set (a lazy negation view); pass .resolve_neg()")
    dev = q.get_device()  # an int (-1 on the CPU): cheaper than comparing torch.device objects
    for name, t in (("q", q), ("k", k), ("v", v)):
        if t.dim() != 3:
            raise ValueError(f"{name}: expected shape (T, heads, head_dim), got {tuple(t.shape)}")
        dt = t.dtype
        if dt is not torch.bfloat16 and dt is not torch.float16 and (dt is not torch.float32 or dev >= 0):
            ok = "float16 or bfloat16" + ("" if dev >= 0 else " (float32 on the CPU)")
            raise ValueError(f"{name}: dtype must be {ok}, got {dt}")
        if dt is not q.dtype:
            raise ValueError(f"{name}: dtype {dt} differs from q's {q.dtype}")
        if t.get_device() != dev:
            raise ValueError(f"{name}: on {t.device}, but q is on {q.device}")
    _, H, D = q.shape
    Hkv = k.shape[1]
    # sizes before layout: a zero-sized head dim would otherwise be reported as a stride problem
    if D not in (64, 128):
        raise ValueError(f"q: head_dim must be 64 or 128, got {D}")
    if H == 0:
        raise ValueError("q: number of heads must be positive, got 0")
    if k.shape[2] != D or v.shape[2] != D:
        raise ValueError(f"k/v: head_dim {k.shape[2]}/{v.shape[2]} differs from q's {D}")
    if k.shape != v.shape:
        raise ValueError(f"v: shape {tuple(v.shape)} differs from k's {tuple(k.shape)}")
    if Hkv == 0 or H % Hkv:
        raise ValueError(f"k: number of heads {Hkv} must divide q's {H}")
    # the kernels count rows, and the backward a tile's (query head, query block) pairs, in 32 bits (their `require`s,
    # which the protocol proof assumes; the direct launch skips the generated launchers' checks)
    for name, t in (("q", q), ("k", k)):
        if t.shape[0] > _ROWS_MAX:
            raise ValueError(f"{name}: at most 2**30 tokens, got {t.shape[0]}")
    if H * D > _ROW_WIDTH_MAX:  # (the bound the generated launchers check: host_runtime._check_row_width says why)
        raise ValueError(f"q: {H} heads x head_dim {D} = {H * D} elements per token, more than the 2**30 the "
                         "kernels' 32-bit TMA coordinates allow")
    if H * (cu_q.numel() + max(q.shape[0], k.shape[0])) > _TILES_MAX:
        raise ValueError(f"q: {H} heads x ({cu_q.numel() - 1} sequences + {max(q.shape[0], k.shape[0])} tokens) is "
                         "more than the 2**30 the kernels count their tiles in (32 bits, with room for the dynamic "
                         "walk's draws)")
    for name, t in (("q", q), ("k", k), ("v", v)):
        if not t.is_contiguous():
            raise ValueError(f"{name}: must be contiguous (T, heads, head_dim), got strides {t.stride()}")
    for name, cu in (("cu_seqlens_q", cu_q), ("cu_seqlens_k", cu_k)):
        if cu.dtype is not torch.int32:
            raise ValueError(f"{name}: offsets must be int32, got {cu.dtype}")
        if cu.dim() != 1 or cu.shape[0] < 1:
            raise ValueError(f"{name}: expected a 1-D tensor of B+1 offsets, got shape {tuple(cu.shape)}")
        if cu.get_device() != dev:
            raise ValueError(f"{name}: on {cu.device}, but q is on {q.device}")
        if not cu.is_contiguous():
            raise ValueError(f"{name}: must be contiguous")
    if cu_q.shape[0] != cu_k.shape[0]:
        raise ValueError(f"cu_seqlens_k: {cu_k.shape[0]} offsets, but cu_seqlens_q has {cu_q.shape[0]}")
    # the offsets' values are checked where reading them costs no device sync; on a GPU the kernel never writes
    # outside the tensors whatever they hold. Under torch.compile they are fake here: the op checks them when it
    # runs (_jagged_attention_impl)
    if offsets and dev < 0 and not torch.compiler.is_compiling():
        check_offsets(q, k, cu_q, cu_k)


def check_op_args(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation, deterministic):
    """The custom ops' own arguments (`torch.ops.tlx.jagged_attention_fwd` / `_bwd`: max_seqlen_* -1 for not given,
    softmax_scale a float), checked in their bodies: a caller of the ops skips `jagged_attention`'s checks, and a bad
    tensor would reach the kernels. (Under torch.compile the body runs on the real tensors after the public function
    checked the traced ones: a few microseconds more. The offsets' values are the implementation's to check.)"""
    if not isinstance(deterministic, bool):
        raise ValueError(f"deterministic: must be a bool, got {_show(deterministic)}")
    for name, m in (("max_seqlen_q", max_seqlen_q), ("max_seqlen_k", max_seqlen_k)):
        if not _is_int(m) or m < -1:
            raise ValueError(f"{name}: must be an int >= -1 (-1: not given), got {_show(m)}")
    if not isinstance(softmax_scale, numbers.Real) or isinstance(softmax_scale, bool):
        raise ValueError(f"softmax_scale: must be a number, got {_show(softmax_scale)}")
    _check_scalars(causal, float(softmax_scale), None if max_seqlen_q == -1 else max_seqlen_q,
                   None if max_seqlen_k == -1 else max_seqlen_k, activation, False)
    _check_tensors(q, k, v, cu_q, cu_k, offsets=False)


def check_offsets(q, k, cu_q, cu_k):
    """The CPU offsets' values: from 0 to the number of rows, non-decreasing (a ValueError naming the argument)."""
    for name, cu, T in (("cu_seqlens_q", cu_q, q.shape[0]), ("cu_seqlens_k", cu_k, k.shape[0])):
        c = cu.tolist()
        if c[0] != 0:
            raise ValueError(f"{name}: must start at 0, got {c[0]}")
        if c[-1] != T:
            raise ValueError(f"{name}: must end at the number of rows {T}, got {c[-1]}")
        if any(b < a for a, b in zip(c, c[1:])):
            raise ValueError(f"{name}: offsets must be non-decreasing")


def _max_len(cu):
    lens = cu[1:] - cu[:-1]
    return int(lens.max().item()) if lens.numel() else 0


_PLANS: dict = {}  # (device, *sorted config items) -> _GluonPlan
_CALLS: dict = {}  # (device, dtype, D, H, HKV, max_seqlen_q, max_seqlen_k, causal, activation, long mean) -> _GluonPlan
_ENV = os.environ._data if os.name == "posix" else None  # bytes -> bytes: a plain dict read (os.environ.get
# encodes the key and decodes the value: over a microsecond, on every call)




def _portable() -> bool:
    """TLX_PORTABLE set (not "" or "0"): the portable Triton build on CUDA too. Read on every call (tests and
    users switch it at run time)."""
    if _ENV is not None:
        return _ENV.get(b"TLX_PORTABLE", b"") not in (b"", b"0")
    return os.environ.get("TLX_PORTABLE", "") not in ("", "0")


def _jagged_attention_impl(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation):
    """max_seqlen_* = -1: not given (only silu needs max_seqlen_k, and reads it from the offsets then)."""
    Tq, H, D = q.shape
    o = torch.empty_like(q, memory_format=torch.contiguous_format)
    lse = q.new_empty(Tq, H, dtype=torch.float32)
    out_scale = 1.0
    if activation == "silu":
        out_scale = 1.0 / max(max_seqlen_k if max_seqlen_k >= 0 else _max_len(cu_k), 1)
    dev = q.get_device()
    if dev >= 0 and not _portable():
        # (shortseq) many short sequences, by the hints: several per query tile (tlx/ops/packed_attention.py)
        if _packed.ENABLED and _packed.wanted(q, cu_q, max_seqlen_q, max_seqlen_k, activation):
            _packed.run(q, k, v, o, lse, cu_q, cu_k, causal, softmax_scale, out_scale, activation)
            return o, lse
        # the call's plan by what the tile choice reads (memoized: building the config costs microseconds)
        key = (dev, q.dtype, D, H, k.shape[1], max_seqlen_q, max_seqlen_k, causal, activation,
               long_mean(Tq, cu_q.shape[0] - 1))
        plan = _CALLS.get(key)
        if not usable(plan):
            cfg = _config(q, k, cu_q, causal, activation, max_seqlen_q, max_seqlen_k)
            pkey = (dev, *sorted(cfg.items()))
            plan = _PLANS.get(pkey)
            if not usable(plan):
                plan = _PLANS[pkey] = _GluonPlan(q, cfg)
            if len(_CALLS) >= 1024:  # max_seqlen hints vary per batch: keep the memo bounded
                _CALLS.clear()
            _CALLS[key] = plan
        if current_device() == dev:
            plan(q, k, v, o, lse, cu_q, cu_k, softmax_scale, out_scale)
        else:
            with torch.cuda.device(dev):
                plan(q, k, v, o, lse, cu_q, cu_k, softmax_scale, out_scale)
        return o, lse
    if dev < 0:  # (eager calls checked them already; a compiled graph calls the op with the real tensors only)
        check_offsets(q, k, cu_q, cu_k)
    cfg = _config(q, k, cu_q, causal, activation, max_seqlen_q, max_seqlen_k)
    target, interpret = _backend(q.device)
    mod = load_kernel_module(kernel_path("jagged_attention.tlx"), cfg, target=target, interpret=interpret,
                             require_proof=True)
    with quiet_interpreter(interpret):
        mod.jagged_attention(q, k, v, o, lse, cu_q, cu_k, softmax_scale, out_scale,
                             max_seqlen=max_seqlen_q if max_seqlen_q >= 0 else None)
    return o, lse


def quiet_interpreter(interpret):
    """Under the CPU interpreter, numpy's floating-point warnings off: the kernels compute exp2(-inf) and log2(0) for
    rows that see no key (and overflow on purpose), as the GPU does silently; the warnings told a user of a legal
    call nothing but the interpreter's file and line. (np.errstate is per thread.)"""
    if not interpret:
        return contextlib.nullcontext()
    import numpy as np
    return np.errstate(all="ignore")


@torch.library.custom_op("tlx::jagged_attention_fwd", mutates_args=())
def _jagged_attention_fwd(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, cu_q: torch.Tensor, cu_k: torch.Tensor,
                          max_seqlen_q: int, max_seqlen_k: int, causal: bool, softmax_scale: float,
                          activation: str, deterministic: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
    # deterministic only steers the backward (tlx/ops/jagged_attention_bwd.py's autograd formula reads it)
    check_op_args(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation, deterministic)
    return _jagged_attention_impl(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation)


def same_device(**ts):
    """The fake kernels' check: the dispatcher runs them, not the ops, when any argument is on the meta device, and a
    meta tensor among real ones would get uninitialized real outputs back (tracing has every tensor fake alike)."""
    dev = ts["q"].device
    for name, t in ts.items():
        if t is not None and t.device != dev:
            raise ValueError(f"{name}: on {t.device}, but q is on {dev}")


@_jagged_attention_fwd.register_fake
def _(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation, deterministic=False):
    same_device(q=q, k=k, v=v, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k)
    return torch.empty_like(q), q.new_empty((q.shape[0], q.shape[1]), dtype=torch.float32)


_EAGER = None  # jagged_attention_bwd._Eager.apply (set when that module registers the backward)
_PLAIN = (torch.Tensor, torch.nn.Parameter)
_functorch_active = torch._C._are_functorch_transforms_active
_dispatch_modes = torch._C._len_torch_dispatch_stack


def jagged_attention(q, k, v, cu_seqlens_q, cu_seqlens_k, *, max_seqlen_q=None, max_seqlen_k=None, causal=False,
                     softmax_scale=None, activation="softmax", return_lse=False, deterministic=False):
    """Forward attention over jagged batches.

    q: (Tq, H, D); k, v: (Tk, H_kv, D) with H_kv dividing H; cu_seqlens_*: int32 (B+1,) offsets.
    causal is aligned bottom-right (query i sees key j when j <= i + Lk - Lq); a row that sees no key is 0.
    activation "silu" is HSTU's pointwise attention: silu(scale * q.k) * mask @ v / max_seqlen_k.
    max_seqlen_q is never needed; max_seqlen_k only for silu (read from the offsets, a device sync, if not given).
    On a GPU the offsets' values are not checked (that would cost a sync): they must start at 0, end at the
    number of rows and not decrease. Returns out (Tq, H, D) in q's dtype, and with return_lse=True also the
    float32 log-sum-exp (Tq, H) (natural log; +inf for rows that see no key; zeros for silu).
    Differentiable in q, k, v (and through lse): see tlx/ops/jagged_attention_bwd.py. The backward uses no atomics,
    so its gradients are bitwise reproducible, except where it takes the fused kernel, which adds dQ with reduce-adds
    (on a GPU: D=128 without a mask or GQA for batches with a mean length of at least 1536, or TLX_BWD_FUSED=1);
    `deterministic=True` (FlashAttention's flag) always takes the reproducible path.
    """
    if not isinstance(deterministic, bool):  # not `.__class__ is`: torch 2.11's dynamo gets that wrong
        raise ValueError(f"deterministic: must be a bool, got {_show(deterministic)}")
    _check_scalars(causal, softmax_scale, max_seqlen_q, max_seqlen_k, activation, return_lse)
    _check_tensors(q, k, v, cu_seqlens_q, cu_seqlens_k)
    scale = 1.0 / math.sqrt(q.shape[2]) if softmax_scale is None else float(softmax_scale)
    mq = -1 if max_seqlen_q is None else int(max_seqlen_q)
    mk = -1 if max_seqlen_k is None else int(max_seqlen_k)
    args = (q, k, v, cu_seqlens_q, cu_seqlens_k, mq, mk, causal, scale, activation)
    if torch.compiler.is_compiling():
        o, lse = _jagged_attention_fwd(*args, deterministic)
    elif torch.is_grad_enabled() and (q.requires_grad or k.requires_grad or v.requires_grad):
        # eager training: the same formula without the ops' dispatch (jagged_attention_bwd._Eager), for plain
        # tensors outside functorch transforms and dispatch modes (those see the op)
        plain = type(q) in _PLAIN and type(k) in _PLAIN and type(v) in _PLAIN
        if plain and _EAGER is not None and not _functorch_active() and not _dispatch_modes():
            o, lse = _EAGER(*args, deterministic)
        else:
            o, lse = _jagged_attention_fwd(*args, deterministic)
    elif _functorch_active():  # (torch.vmap and friends see the op: its vmap rule refuses clearly)
        o, lse = _jagged_attention_fwd(*args, deterministic)
    else:  # eager: the same implementation without the dispatcher's per-call cost (it is traced only)
        o, lse = _jagged_attention_impl(*args)
    return (o, lse) if return_lse else o


@_jagged_attention_fwd.register_vmap
def _(info, in_dims, *args):
    raise ValueError("jagged_attention: torch.vmap is not supported: a jagged batch is a batch already (concatenate "
                     "the sequences and their offsets instead)")


# The kernel's parameters in the order the generated module declares them: the fast path builds exactly these
# (checked against the module's own launcher on the first call of a plan; any difference -> the module's path).
_ARGS = ("q_desc", "k_desc", "v_desc", "o", "o_stride0", "o_stride1", "o_stride2", "lse", "lse_stride0",
         "lse_stride1", "cu_q", "cu_k", "sm_scale", "out_scale", "Tq", "H", "Tk", "HKV", "NBQ", "NBK",
         "tile_table", "tile_count", "TILE_DECODE")
# O_TMA (attention_tiles rule 6): o is a TMA descriptor (bounded at each sequence's end) instead of a pointer+strides
_ARGS_OTMA = _ARGS[:3] + ("o_desc",) + _ARGS[7:]
_I32 = 2 ** 31


def _signature(names):
    """(o_tma, argument names without the counter, dynamic, known) of a generated kernel's parameters. O_TMA: o is
    the fourth descriptor; DYNAMIC (a dynamic tile walk): one more argument, the draw counter, kept per stream
    (`_GluonPlan._counter`); anything else is not a signature the direct launch knows (it falls back)."""
    o_tma = names[3:4] == ("o_desc",)
    args = _ARGS_OTMA if o_tma else _ARGS
    dynamic = names == args + ("tile_counter",)
    return o_tma, args, dynamic, names == args or dynamic
# Batches of at most _DECODE_MAX sequences run the kernel's decode specialization (tiles derived from the offsets
# in the kernel, no table launch): the generated launcher's `_tile_source` makes the same choice. False: always
# the table (tests and benchmarks compare the two).
TILE_DECODE = True
_DECODE_MAX = 16


class _GluonPlan:
    """Everything one (head dim, dtype, causal, activation, device) needs, prepared once: the generated module,
    the compiled kernels per specialization, the device's SM count, cached TMA descriptors."""

    def __init__(self, q, cfg):
        from .launch import current_stream
        self.cfg = cfg
        self.sampled = sampled_search()  # (built under the opt-in: `usable`)
        self.mod = load_kernel_module(kernel_path("jagged_attention.tlx"), self.cfg, target="gluon", require_proof=True)
        self.hpt = cfg.get("HPT", 1)  # query heads per tile: the tile space is (sequence, block, H // HPT)
        self.block = cfg["BLOCK_M"] // self.hpt
        self.sms = torch.cuda.get_device_properties(q.device).multi_processor_count
        self.stream = current_stream
        self.kernels: dict = {}  # specialization key -> DirectKernel
        from .launch import TileTables
        self.tables = TileTables(self.mod)
        self.empty: dict = {}  # a 1-row stand-in for an empty k/v (TMA needs a real address; never read)
        kern = getattr(self.mod, "jagged_attention_kernel", None)
        names = tuple(kern.arg_names) if kern is not None else ()
        self.o_tma, self.args, self.dynamic, known = _signature(names)
        self.direct = known and hasattr(self.mod, "_tile_table_launch")
        self.counters: dict = {}  # stream -> its draw counter
        self.checked = set()  # tile sources (TILE_DECODE values) whose arguments matched the module's
        self.fallbacks = 0  # calls that went through the module's own launcher (tests watch this)

    def __call__(self, q, k, v, o, lse, cu_q, cu_k, scale, out_scale):
        Tq, H, D = q.shape
        Tk, HKV, _ = k.shape
        if Tq == 0:
            return
        if not self.direct or Tq * H * D >= _I32 or Tk * HKV * D >= _I32:
            return self._module_path(q, k, v, o, lse, cu_q, cu_k, scale, out_scale)
        stream = self.stream(q.get_device())
        B = cu_q.shape[0] - 1
        rows = B + -(-Tq // self.block)
        cq, ck = cu_q.data_ptr(), cu_k.data_ptr()
        dec = _DECODE_MAX if TILE_DECODE and B <= _DECODE_MAX else 0
        # what the JIT specializes on for these arguments: pointer alignment, and ints equal to 1 or divisible
        # by 16 (lse's row stride is H; o's strides are multiples of D; the sizes are not specialized)
        dk = self.kernels.get((cq & 15, ck & 15, H == 1, H & 15, dec))
        if dk is None:
            return self._first_call(q, k, v, o, lse, cu_q, cu_k, scale, out_scale, dec)
        if dec:  # the kernel decodes its tiles from the offsets (their pointer stands in for the table's)
            table = count = cq
        else:
            # the tile table: one launch (`launch.TileTables`: direct after its first launch)
            table, count, buf = self.tables.fill(stream, cu_q, B, rows, self.block, Tq)
        kp, vp = k.data_ptr(), v.data_ptr()
        if not Tk:  # an empty k/v: TMA needs a real address (never read)
            kp, vp = self._empty(k, HKV * D), self._empty(v, HKV * D)
        descs = dk.qkv_descriptors((q.data_ptr(), Tq, H, kp, vp, Tk, HKV), q, kp, vp, max(Tk, 1), HKV * D, jagged=True)
        if self.o_tma:  # (o is usually a fresh tensor: its map is cached by address like q's)
            descs = descs + dk.o_descriptor(3, o.data_ptr(), Tq, H * D)
        else:
            descs = descs + [o.data_ptr(), H * D, D, 1]
        counter = self._counter(stream, q) if self.dynamic else None
        dk(min(rows * (H // self.hpt), self.sms), stream, *descs, lse.data_ptr(), H, 1,
           cq, ck, scale, out_scale, Tq, H, Tk, HKV, B + 1, B + 1, table, count, dec,
           *((counter.data_ptr(),) if counter is not None else ()))

    def _counter(self, stream, q):
        return draw_counter(self.counters, stream, q.device)

    def _changed(self, what):
        import warnings
        self.direct = False
        warnings.warn(f"tlx: the generated jagged_attention launcher changed; using its slower path ({what})")

    def _empty(self, t, width):
        key = (t.dtype, width)
        e = self.empty.get(key)
        if e is None:
            e = self.empty[key] = torch.zeros((1, width), dtype=t.dtype, device=t.device)
        return e.data_ptr()

    def _first_call(self, q, k, v, o, lse, cu_q, cu_k, scale, out_scale, dec):
        """The first call of a specialization goes through the module's launcher and the JIT (which compiles
        the kernel); the compiled kernel it ran is kept for direct launches."""
        from .launch import DirectKernel, Unsupported
        grid, args, opts = self.mod.jagged_attention_prepare(q, k, v, o, lse, cu_q, cu_k, scale, out_scale,
                                                             tile_decode=bool(dec))
        ck = self.mod.jagged_attention_kernel[grid](*args, **opts)
        try:
            dk = DirectKernel(ck)
        except Unsupported as e:
            return self._changed(str(e))
        if dec in self.checked or self._same_as_module(dk, q, k, v, o, lse, cu_q, cu_k, scale, out_scale, grid,
                                                       args, dec):
            self.checked.add(dec)
            H = q.shape[1]
            self.kernels[(cu_q.data_ptr() & 15, cu_k.data_ptr() & 15, H == 1, H & 15, dec)] = dk

    def _same_as_module(self, dk, q, k, v, o, lse, cu_q, cu_k, scale, out_scale, grid, args, dec=0):
        """The fast path's arguments, described, equal the generated launcher's (a changed code generator
        must not make the fast path launch a kernel with wrong arguments: it falls back instead)."""
        mine = fast_arguments(q, k, v, o, lse, cu_q, cu_k, scale, out_scale, dec, self.o_tma) + \
            [("ptr",)] * self.dynamic
        theirs = module_arguments(args, mine, self.args)
        B, H = cu_q.shape[0] - 1, q.shape[1]
        tiles = (B + -(-q.shape[0] // self.block)) * (H // self.hpt)
        ok = mine == theirs and grid[0] == max(1, min(tiles, self.sms))
        # (the TMA maps' boxes come from the compiled kernel: e.g. [64, 64] boxes for a [64, 128] block)
        ok = ok and len(dk.descriptor_meta) == 3 + self.o_tma and all(m is not None for m in dk.descriptor_meta)
        if not ok:
            self._changed(f"fast {mine} vs module {theirs}")
        return ok

    def _module_path(self, q, k, v, o, lse, cu_q, cu_k, scale, out_scale):
        self.fallbacks += 1
        self.mod.jagged_attention(q, k, v, o, lse, cu_q, cu_k, scale, out_scale)


def fast_arguments(q, k, v, o, lse, cu_q, cu_k, scale, out_scale, decode=0, o_tma=False):
    """What `_GluonPlan` passes, described: ("desc", base, shape, strides), ("ptr", address) or a value
    (decode: the TILE_DECODE it passes; then the offsets stand in for the tile table and count; o_tma: o is a
    jagged TMA descriptor like q's)."""
    Tq, H, D = q.shape
    Tk, HKV = k.shape[0], k.shape[1]
    B = cu_q.shape[0] - 1
    kd = ragged_view(max(Tk, 1), HKV * D)  # q, k, v are jagged: TMA copies bounded at each sequence's end
    return [("desc", q.data_ptr(), *ragged_view(Tq, H * D)), ("desc", k.data_ptr() if Tk else None, *kd),
            ("desc", v.data_ptr() if Tk else None, *kd),
            *((("desc", o.data_ptr(), *ragged_view(Tq, H * D)),) if o_tma else (("ptr", o.data_ptr()), H * D, D, 1)),
            ("ptr", lse.data_ptr()), H, 1, ("ptr", cu_q.data_ptr()), ("ptr", cu_k.data_ptr()), scale, out_scale,
            Tq, H, Tk, HKV, B + 1, B + 1, *((("ptr", cu_q.data_ptr()),) * 2 if decode else (("ptr",),) * 2), decode]


def module_arguments(args, mine, names=_ARGS):
    """The generated launcher's arguments (from `<kernel>_prepare`), described like `fast_arguments`
    (tile tables and an empty tensor's stand-in are the launcher's own allocations: not compared by address;
    the offsets standing in for a decoding kernel's table are)."""
    out = []
    for name, a in zip(names + ("tile_counter",), args):
        if isinstance(a, torch.Tensor):
            own = name.startswith("tile_") and a.data_ptr() != mine[len(out)][-1]
            out.append(("ptr",) if own else ("ptr", a.data_ptr()))
        elif hasattr(a, "block_shape"):
            base = a.base.data_ptr() if mine[len(out)][1] is not None else None
            out.append(("desc", base, tuple(a.shape), tuple(a.strides)))
        else:
            out.append(a)
    return out + list(args[len(names) + 1:])
