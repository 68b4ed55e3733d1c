"""`jagged_attention`: the flagship op, compiled from kernels/jagged_attention.tlx.

On CUDA it runs the warp-specialized Gluon kernel; on the CPU the portable kernel under the Triton
interpreter (slow: for tests and for users without a GPU). Compile-time parameters depend only on the
head dim, dtype, causal flag and activation, so new batch sizes and lengths never compile new kernels.
"""
from __future__ import annotations

import math
import os

import torch

from ..runtime import kernel_path, load_kernel_module
from .attention_tiles import choose

_DT = {torch.float16: "f16", torch.bfloat16: "bf16", torch.float32: "f32"}
_ACTS = ("softmax", "silu")


def _backend(device) -> tuple:
    if device.type == "cuda":
        return ("gluon", False) if os.environ.get("TLX_PORTABLE", "") in ("", "0") else ("triton", False)
    return ("triton", True)


def _check(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, activation):
    for name, t in (("q", q), ("k", k), ("v", v), ("cu_seqlens_q", cu_q), ("cu_seqlens_k", cu_k)):
        if not isinstance(t, torch.Tensor):
            raise ValueError(f"{name}: expected a torch.Tensor, got {type(t).__name__}")
    for name, t in (("q", q), ("k", k), ("v", v)):
        if t.dim() != 3:
            raise ValueError(f"{name}: expected shape (T, heads, head_dim), got {tuple(t.shape)}")
        if t.dtype not in _DT or (t.is_cuda and t.dtype == torch.float32):
            ok = "float16 or bfloat16" + ("" if t.is_cuda else " (float32 on the CPU)")
            raise ValueError(f"{name}: dtype must be {ok}, got {t.dtype}")
        if t.dtype != q.dtype:
            raise ValueError(f"{name}: dtype {t.dtype} differs from q's {q.dtype}")
        if t.device != q.device:
            raise ValueError(f"{name}: on {t.device}, but q is on {q.device}")
        if t.stride(2) != 1 or t.stride(1) != t.shape[2] or (t.shape[0] > 1 and t.stride(0) != t.shape[1] * t.shape[2]):
            raise ValueError(f"{name}: must be contiguous (T, heads, head_dim), got strides {t.stride()}")
    D = q.shape[2]
    if D not in (64, 128):
        raise ValueError(f"q: head_dim must be 64 or 128, got {D}")
    if k.shape[2] != D or v.shape[2] != D:
        raise ValueError(f"k/v: head_dim {k.shape[2]}/{v.shape[2]} differs from q's {D}")
    if k.shape != v.shape:
        raise ValueError(f"v: shape {tuple(v.shape)} differs from k's {tuple(k.shape)}")
    H, Hkv = q.shape[1], k.shape[1]
    if Hkv == 0 or H % Hkv:
        raise ValueError(f"k: number of heads {Hkv} must divide q's {H}")
    for name, cu, T in (("cu_seqlens_q", cu_q, q.shape[0]), ("cu_seqlens_k", cu_k, k.shape[0])):
        if cu.dtype != torch.int32:
            raise ValueError(f"{name}: offsets must be int32, got {cu.dtype}")
        if cu.dim() != 1 or cu.shape[0] < 1:
            raise ValueError(f"{name}: expected a 1-D tensor of B+1 offsets, got shape {tuple(cu.shape)}")
        if cu.device != q.device:
            raise ValueError(f"{name}: on {cu.device}, but q is on {q.device}")
        if not cu.is_contiguous():
            raise ValueError(f"{name}: must be contiguous")
    if cu_q.shape[0] != cu_k.shape[0]:
        raise ValueError(f"cu_seqlens_k: {cu_k.shape[0]} offsets, but cu_seqlens_q has {cu_q.shape[0]}")
    if activation not in _ACTS:
        raise ValueError(f"activation: must be one of {_ACTS}, got {activation!r}")
    # value checks read the offsets on the host: only where that costs no device sync
    if not torch.compiler.is_compiling() and (not q.is_cuda or max_seqlen_q is None or max_seqlen_k is None):
        for name, cu, T in (("cu_seqlens_q", cu_q, q.shape[0]), ("cu_seqlens_k", cu_k, k.shape[0])):
            c = cu.cpu()
            if c[0].item() != 0:
                raise ValueError(f"{name}: must start at 0, got {c[0].item()}")
            if c[-1].item() != T:
                raise ValueError(f"{name}: must end at the number of rows {T}, got {c[-1].item()}")
            if c.numel() > 1 and (c[1:] < c[:-1]).any():
                raise ValueError(f"{name}: offsets must be non-decreasing")
    for name, m in (("max_seqlen_q", max_seqlen_q), ("max_seqlen_k", max_seqlen_k)):
        if m is not None and (not isinstance(m, int) or m < 0):
            raise ValueError(f"{name}: must be a non-negative int, got {m!r}")


def _jagged_attention_impl(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation):
    tiles = choose(q.shape[1], k.shape[1], max_seqlen_q, max_seqlen_k, q.is_cuda)
    cfg = {"DT": _DT[q.dtype], "D": q.shape[-1], "CAUSAL": bool(causal), "ACT": activation, **tiles}
    target, interpret = _backend(q.device)
    mod = load_kernel_module(kernel_path("jagged_attention.tlx"), cfg, target=target, interpret=interpret)
    o = torch.empty_like(q)
    lse = torch.empty(q.shape[0], q.shape[1], dtype=torch.float32, device=q.device)
    out_scale = 1.0 / max(max_seqlen_k, 1)
    mod.jagged_attention(q, k, v, o, lse, cu_q, cu_k, softmax_scale, out_scale,
                         max_seqlen=max_seqlen_q if max_seqlen_q >= 0 else None)
    return o, lse


@torch.library.custom_op("tlx::jagged_attention_fwd", mutates_args=())
def _jagged_attention_fwd(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, cu_q: torch.Tensor, cu_k: torch.Tensor,
                          max_seqlen_q: int, max_seqlen_k: int, causal: bool, softmax_scale: float,
                          activation: str) -> tuple[torch.Tensor, torch.Tensor]:
    return _jagged_attention_impl(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation)


@_jagged_attention_fwd.register_fake
def _(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation):
    return torch.empty_like(q), q.new_empty((q.shape[0], q.shape[1]), dtype=torch.float32)


def jagged_attention(q, k, v, cu_seqlens_q, cu_seqlens_k, *, max_seqlen_q=None, max_seqlen_k=None, causal=False,
                     softmax_scale=None, activation="softmax", return_lse=False, deterministic=False):
    """Forward attention over jagged batches.

    q: (Tq, H, D); k, v: (Tk, H_kv, D) with H_kv dividing H; cu_seqlens_*: int32 (B+1,) offsets.
    causal is aligned bottom-right (query i sees key j when j <= i + Lk - Lq); a row that sees no key is 0.
    activation "silu" is HSTU's pointwise attention: silu(scale * q.k) * mask @ v / max_seqlen_k.
    Returns out (Tq, H, D) in q's dtype, and with return_lse=True also the float32 log-sum-exp (Tq, H)
    (natural log; +inf for rows that see no key; zeros for silu).
    Differentiable in q, k, v (and through lse): see tlx/ops/jagged_attention_bwd.py. The backward uses no
    atomics, so its gradients are bitwise reproducible; `deterministic=True` (FlashAttention's flag) asks for that.
    """
    if not isinstance(deterministic, bool):
        raise ValueError(f"deterministic: must be a bool, got {deterministic!r}")
    _check(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, activation)
    scale = 1.0 / math.sqrt(q.shape[-1]) if softmax_scale is None else float(softmax_scale)
    if not (0.0 < scale < math.inf):  # the kernel masks with -inf before scaling: the scale must be positive
        raise ValueError(f"softmax_scale: must be a positive finite number, got {softmax_scale!r}")
    if max_seqlen_k is None:
        lens = cu_seqlens_k[1:] - cu_seqlens_k[:-1]
        max_seqlen_k = int(lens.max().item()) if lens.numel() else 0
    if max_seqlen_q is None:
        lens = cu_seqlens_q[1:] - cu_seqlens_q[:-1]
        max_seqlen_q = int(lens.max().item()) if lens.numel() else 0
    args = (q, k, v, cu_seqlens_q, cu_seqlens_k, int(max_seqlen_q), int(max_seqlen_k), bool(causal), scale, activation)
    if torch.compiler.is_compiling() or torch.is_grad_enabled() and any(t.requires_grad for t in (q, k, v)):
        o, lse = _jagged_attention_fwd(*args)
    else:  # eager: the same implementation without the dispatcher's per-call cost (it is traced only)
        o, lse = _jagged_attention_impl(*args)
    return (o, lse) if return_lse else o
