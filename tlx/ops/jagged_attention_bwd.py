"""The backward of `jagged_attention`, compiled from kernels/jagged_attention_bwd_*.tlx, and its autograd formula.

Default: two kernels and no atomics (every gradient element is written once by one program, so the gradients are
bitwise reproducible, and `deterministic=True` always holds): `attn_bwd_dq` (query tiles; it also writes
delta = rowsum(dO * O) - dlse) and then `attn_bwd_dkdv` (key tiles; dK/dV summed over the query heads of a GQA
group); 7 matrix products per block pair.
USE_FUSED (env TLX_BWD_FUSED=1; FUSED_PICK per head dim and causal flag where it measures faster on the GPU, none;
FUSED_LONG_MEAN per head dim and causal flag from a batch mean length: D=128 without GQA, where the fused build
with DQ_LAG measured 1.05-1.10x the two-kernel path on batches with a mean length from 1,560 tokens up and level on
shorter ones without a mask (bench/results/bwd_fused_long_ab_2026-12-04_d29bf53.md), and with SPLIT and the dynamic
walk 0.99-1.10x under it (bwd_fused_causal_ab_2026-12-04_c4bfe40.md); D=64 with per-step K/V addresses
(KV_PER_STEP), the S^T layout and 128 query rows a step from a mean of 1,536 tokens,
bwd_fused_switch64_2026-12-04_e5fb8e5.md),
for deterministic=False:
FlashAttention-3's shape, `attn_bwd_prep` (delta, and a zeroed fp32 dq accumulator), `attn_bwd_fused` (key
tiles: dK/dV in registers, dQ's share added into the accumulator by TMA reduce-adds; 5 products per block pair)
and `attn_bwd_dq_convert` (scale and cast dQ). The adds land in a varying order, so dQ can differ in its last bits
run to run.
On CUDA the attention kernels are the warp-specialized Gluon kernels (the row-wise prep/convert kernels are plain
Triton); on the CPU all are the portable kernels under the interpreter.
"""
from __future__ import annotations

import importlib

import torch

from ..runtime import kernel_path, load_kernel_module
from .attention_tiles import long_mean
from . import packed_backward as _packed
from .bwd_plan import BwdPlan as _BwdPlan
from .bwd_plan import FusedPlan as _FusedPlan
# the measured choices (USE_FUSED, FUSED_*, DKDV_*, DQ_*), imported as globals of this module: tests and scripts set
# them here, and _configs / _fused_config read them here
from .bwd_tuning import *  # noqa: F401,F403
from .launch import current_device, usable
from .jagged_attention import _DT, _backend, _jagged_attention_fwd, _jagged_attention_impl, _max_len, check_offsets, check_op_args, quiet_interpreter, same_device

# the dK/dV kernel's own knobs, which the fused kernel (whose tiles are the dK/dV kernel's) does not have
DKDV_ONLY = ("SMEM_P", "PREFETCH", "PF_LATE", "PD_SWAP", "PER_STEP", "LSE_SMEM", "DYNAMIC", "KVBUF", "HEAD_GROUPS",
             "ROTATE", "P16", "SPLIT", "DKV_TMA")


def _prefetch(D):
    return D <= 64 if DKDV_PREFETCH is None else DKDV_PREFETCH


def _configs(q, causal, activation, shapes=True, long_batch=False):
    """(dq kernel, dK/dV kernel) compile-time parameters: head dim, dtype, causal, activation and long_batch (the
    batch's mean length: attention_tiles.long_mean) vary. shapes=False: without DQ_SHAPE / DKDV_SHAPE (the fused
    kernel's tiles)."""
    base = {"DT": _DT[q.dtype], "D": q.shape[-1], "CAUSAL": bool(causal), "ACT": activation, "STAGES": 2}
    key = (q.shape[-1], bool(causal))
    # the dK/dV kernel's flags the interpreter takes too (so that it runs the path the GPU takes at each head dim)
    pre = {"PREFETCH": True} if _prefetch(q.shape[-1]) else {}
    if pre and DKDV_PF_LATE.get(key):
        pre["PF_LATE"] = True
    if DKDV_PD_SWAP.get(key):
        pre["PD_SWAP"] = True
    if DKDV_PER_STEP.get(key):
        pre["PER_STEP"] = True
    kvbuf = {"KVBUF": DKDV_KVBUF[bool(causal)]} if q.shape[-1] > 64 else {}
    if q.shape[-1] > 64 and DKDV_SPLIT[bool(causal)]:
        kvbuf["SPLIT"] = True
    if q.is_cuda:
        gluon = _backend(q.device)[0] == "gluon"
        dq_shape, dkdv_shape = (DQ_SHAPE.get(key, {}), DKDV_SHAPE.get(key, {})) if shapes else ({}, {})
        if activation != "softmax":
            # (timed with softmax; silu's dK/dV with 128-row query blocks holds P and its derivative per score and
            # spilled ~320 words a step at D=64 (SASS), against none with the default 64 rows)
            dkdv_shape = {}
        if shapes and long_batch:
            dq_shape = {**dq_shape, **DQ_SHAPE_LONG.get(key, {})}
        # dQ: with OVERLAP the product of block n-1 overlaps block n's scores, its K slot held one step longer
        return ({**base, "BLOCK_M": 128, "BLOCK_N": 64, "WG_M": 64, "STAGES": DQ_STAGES,
                 "OVERLAP": DQ_OVERLAP and gluon, "DYNAMIC": DQ_DYNAMIC[bool(causal)],
                 **({"DQ_TMA": True} if DQ_STORE_TMA.get(key) and gluon else {}),
                 **dq_shape, **DQ_EXTRA},
                {**_lse_smem({**base, "BLOCK_M": 64, "BLOCK_N": 128, "WG_N": 64, "SMEM_P": DKDV_SMEM_P,
                              **pre, **kvbuf, "DYNAMIC": DKDV_DYNAMIC[bool(causal)], **dkdv_shape}),
                 **({"DKV_TMA": True} if DKDV_DKV_TMA.get(key) and gluon else {}),
                 **DKDV_EXTRA})
    # the interpreter's cost grows with tile size x programs: small tiles keep CPU runs quick
    # (PREFETCH as on the GPU, so the interpreter runs the path the GPU takes at each head dim)
    return ({**base, "BLOCK_M": 32, "BLOCK_N": 16, "WG_M": 16, **DQ_EXTRA},
            {**_lse_smem({**base, "BLOCK_M": 16, "BLOCK_N": 32, "WG_N": 16, **pre}), **DKDV_EXTRA})


def _lse_smem(cfg):
    """The dK/dV config with DKDV_LSE_SMEM's layout where it is on: softmax only (silu has no lse or delta, and its
    S^T build is not timed), and not with PREFETCH (the warp groups would load them themselves)."""
    how = DKDV_LSE_SMEM.get((cfg["D"], cfg["CAUSAL"]))
    if how and cfg["ACT"] == "softmax" and not cfg.get("PREFETCH"):
        return {**cfg, "SMEM_P": how == "smem_p", "LSE_SMEM": True}
    return cfg


def _modules(q, causal, activation, long_batch=False):
    return _load(q, _configs(q, causal, activation, long_batch=long_batch))


def _load(q, cfgs):
    """(dq module, dK/dV module) built with the two kernels' compile-time parameters `cfgs`."""
    target, interpret = _backend(q.device)
    return tuple(load_kernel_module(kernel_path(f"jagged_attention_bwd_{part}.tlx"), cfg, target=target,
                                    interpret=interpret, require_proof=True)
                 for part, cfg in zip(("dq", "dkdv"), cfgs))


def _per(flag, D, causal):
    """A fused-kernel flag: a bool, or a dict per (head dim, causal) or per causal flag (missing: off)."""
    if isinstance(flag, bool):
        return flag
    return flag.get((D, bool(causal)), flag.get(bool(causal), False))


def use_fused(on_gpu: bool, q_shape, kv_heads: int, sequences: int, causal: bool, deterministic: bool,
              activation: str = "softmax") -> bool:
    """The fused path for this call (deterministic=False only): USE_FUSED, else on the GPU FUSED_PICK by (head dim,
    causal) or FUSED_LONG_MEAN by the batch's mean length (q's tokens / sequences: shapes only, no sync; one KV head
    per query head, as measured: GQA keeps the two-kernel path until timed; silu from FUSED_LONG_MEAN_SILU at least,
    the shortest mean its fused builds were timed at)."""
    if deterministic:
        return False
    key = (q_shape[-1], bool(causal))
    least = FUSED_LONG_MEAN.get(key)
    if least is not None and activation != "softmax":
        least = max(least, FUSED_LONG_MEAN_SILU)
    return USE_FUSED or (on_gpu and (FUSED_PICK.get(key, False) or (
        least is not None and kv_heads == q_shape[1] and long_mean(q_shape[0], sequences, least))))


def _fused_config(q, causal, activation, target):
    """The fused kernel's compile-time parameters for `target` (its tiles are the dK/dV kernel's)."""
    cfg = {k: v for k, v in _configs(q, causal, activation, shapes=False)[1].items() if k not in DKDV_ONLY}
    early = target == "gluon" and FUSED_DQ_WRITER and FUSED_DQ_EARLY
    if target == "gluon" and FUSED_DQ_WRITER:
        cfg["DQ_WRITER"] = True
        if early:  # (two 16-column blocks per warp group at D = 64)
            cfg.update({"DQ_EARLY": True, "DQ_COLS": cfg["D"] // 4})
    st = activation == "softmax" and _per(FUSED_ST, cfg["D"], causal)
    if FUSED_SMEM_P and not st and not early:
        cfg["SMEM_P"] = True
        if target == "gluon" and FUSED_DQ_WRITER and _per(FUSED_DQ_LAG, cfg["D"], causal):
            cfg["DQ_LAG"] = True
        if target == "gluon" and FUSED_DQ_WRITER and _per(FUSED_DQ_PAIR, cfg["D"], causal):
            cfg["DQ_PAIR"] = True
        if cfg.get("DQ_LAG") and _per(FUSED_LSE_AHEAD, cfg["D"], causal):
            cfg["LSE_AHEAD"] = True
    if (not cfg.get("SMEM_P") and not early and target == "gluon" and FUSED_DQ_WRITER
            and _per(FUSED_ST_LAG, cfg["D"], causal)):
        cfg["DQ_LAG"] = True
    if (target == "gluon" and FUSED_DQ_WRITER and not early and (cfg.get("DQ_LAG") or not cfg.get("SMEM_P"))
            and _per(FUSED_DQ_FENCE_LATE, cfg["D"], causal)):
        cfg["DQ_FENCE_LATE"] = True
    if _per(FUSED_KV_PER_STEP, cfg["D"], causal):
        cfg["KV_PER_STEP"] = True
    if _per(FUSED_LSE_SMEM, cfg["D"], causal) and not cfg.get("LSE_AHEAD"):
        cfg["LSE_SMEM"] = True
    if target == "gluon" and FUSED_DQ_WRITER and not early and cfg["D"] in FUSED_DQ_COLS:
        cfg["DQ_COLS"] = FUSED_DQ_COLS[cfg["D"]]
    if _per(FUSED_SPLIT, cfg["D"], causal):
        cfg["SPLIT"] = True
    # (FUSED_DYNAMIC per causal flag, or per (head dim, causal))
    if target == "gluon" and _per(FUSED_DYNAMIC, cfg["D"], causal):
        cfg["DYNAMIC"] = True
    if q.is_cuda and not cfg.get("SMEM_P") and not early:  # (S^T builds only; SMEM_P's, DQ_EARLY's with 128 rows: not built)
        cfg.update(FUSED_SHAPE.get((cfg["D"], bool(causal)), {}))
        rows = cfg["BLOCK_M"] // (cfg["BLOCK_N"] // cfg["WG_N"])
        if (cfg.get("DQ_WRITER") and not cfg.get("DQ_LAG") and rows * q.dtype.itemsize % 128 == 0
                and _per(FUSED_DQ_ROWS, cfg["D"], causal)):
            cfg["DQ_ROWS"] = True
    if cfg.get("DQ_WRITER") and _per(FUSED_DQ_FRAG, cfg["D"], causal):
        cfg["DQ_FRAG"] = True
    if (cfg.get("DQ_LAG") and cfg.get("SMEM_P") and not cfg.get("DQ_PAIR")
            and _per(FUSED_DK_CARRY, cfg["D"], causal)):
        cfg["DK_CARRY"] = True
    if not cfg.get("SPLIT") and _per(FUSED_ROTATE, cfg["D"], causal):
        cfg["ROTATE"] = True
    if target == "gluon" and _per(FUSED_DKV_TMA, cfg["D"], causal):
        cfg["DKV_TMA"] = True
    return cfg


class _FragPrep:
    """The prep module with DQ_FRAG's convert beside it (attn_bwd_dq_convert_frag)."""

    def __init__(self, prep, frag):
        self.attn_bwd_prep, self.attn_bwd_dq_convert = prep.attn_bwd_prep, prep.attn_bwd_dq_convert
        self.attn_bwd_dq_convert_frag = frag.attn_bwd_dq_convert_frag
        self.prep_mod, self.frag_mod = prep, frag


def _fused_modules(q, causal, activation, cfg=None):
    """(prep/convert module, fused kernel module); cfg: the fused kernel's _fused_config if known. With DQ_FRAG the
    first is a _FragPrep (its .prep_mod and .frag_mod: the two modules)."""
    target, interpret = _backend(q.device)
    cfg = cfg or _fused_config(q, causal, activation, target)
    prep = load_kernel_module(kernel_path("jagged_attention_bwd_prep.tlx"),
                              {"DT": cfg["DT"], "D": cfg["D"], "ACT": activation,
                               "BLOCK_R": 64 if q.is_cuda else 16}, target="triton", interpret=interpret,
                              require_proof=True)
    fused = load_kernel_module(kernel_path("jagged_attention_bwd_fused.tlx"), cfg, target=target,
                               interpret=interpret, require_proof=True)
    if cfg.get("DQ_FRAG"):  # (the convert of dq_frag: its blocks' width and the rows after each sequence)
        fcfg = {"DT": cfg["DT"], "D": cfg["D"], "PAD": cfg["BLOCK_M"],
                "COLS": cfg["D"] if cfg.get("DQ_ROWS") else cfg.get("DQ_COLS", 32)}
        prep = _FragPrep(prep, load_kernel_module(kernel_path("jagged_attention_bwd_dq_frag.tlx"), fcfg,
                                                  target="triton", interpret=interpret, require_proof=True))
    return prep, fused


# every output of the backward comes from here (tests replace it with a NaN fill: an unwritten element shows)
_empty_like = torch.empty_like


def _bwd_impl(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation,
              deterministic=False):
    if q.is_cuda:
        return _bwd_run(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale,
                        activation, deterministic)
    with quiet_interpreter(True):
        return _bwd_run(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale,
                        activation, deterministic)


def _bwd_run(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation,
             deterministic=False):
    d_o = d_o.contiguous()
    if dlse is None or activation != "softmax":
        dlse = torch.zeros_like(lse)
    else:
        dlse = dlse.to(torch.float32).contiguous()
    dq, dk, dv = _empty_like(q), _empty_like(k), _empty_like(v)
    out_scale = 1.0  # as the forward computed it (max_seqlen_* = -1: not given)
    if activation == "silu":
        out_scale = 1.0 / max(max_seqlen_k if max_seqlen_k >= 0 else _max_len(cu_k), 1)
    mq = max_seqlen_q if max_seqlen_q >= 0 else None
    mk = max_seqlen_k if max_seqlen_k >= 0 else None
    # many short sequences, by the hints (the forward's packed rule): several sequences per tile, deterministic
    if PACKED and _packed.wanted(q, k, cu_q, max_seqlen_q, max_seqlen_k, activation) and _backend(q.device)[0] == "gluon":
        if current_device() == q.get_device():
            _packed.run(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, dq, dk, dv, causal, softmax_scale, out_scale,
                        activation, empty_like=_empty_like)
        else:
            with torch.cuda.device(q.get_device()):
                _packed.run(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, dq, dk, dv, causal, softmax_scale, out_scale,
                            activation, empty_like=_empty_like)
        return dq, dk, dv
    if use_fused(q.is_cuda, q.shape, k.shape[1], cu_q.shape[0] - 1, causal, deterministic, activation):
        if DIRECT and q.is_cuda and TILE_DECODE is False and _backend(q.device)[0] == "gluon" and q.shape[0] \
                and k.shape[0]:
            cfg = _fused_config(q, causal, activation, "gluon")
            key = (q.get_device(), activation, tuple(sorted(cfg.items())))
            plan = _FUSED_PLANS.get(key)
            if not usable(plan):
                prep, fused = _fused_modules(q, causal, activation, cfg)
                mods = (prep.prep_mod, prep.frag_mod) if isinstance(prep, _FragPrep) else (prep, None)
                plan = _FUSED_PLANS[key] = _FusedPlan(q, cfg, *mods, fused)
            args = (d_o, dlse, q, k, v, o, lse, dq, dk, dv, cu_q, cu_k, softmax_scale, out_scale,
                    softmax_scale * out_scale if activation == "silu" else softmax_scale, mq, mk, _empty_like)
            if current_device() == key[0]:
                plan(*args)
            else:
                with torch.cuda.device(key[0]):
                    plan(*args)
            return dq, dk, dv
        _fused(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, dq, dk, dv, causal, softmax_scale, out_scale, activation, mq,
               mk)
        return dq, dk, dv
    long_batch = long_mean(q.shape[0], cu_q.shape[0] - 1, DQ_LONG_MEAN)
    # dq first: it writes lse·log2e and delta head-major ([H, Tq]), which the dK/dV kernel reads
    lse2_t, delta_t = (_empty_like(lse.T, memory_format=torch.contiguous_format) for _ in range(2))
    if DIRECT and q.is_cuda and TILE_DECODE is False and _backend(q.device)[0] == "gluon" and q.shape[0] and k.shape[0]:
        # keyed by the builds themselves (tests and the variant scripts change the module's knobs between calls)
        cfgs = _configs(q, causal, activation, long_batch=long_batch)
        key = (q.get_device(), *(tuple(sorted(c.items())) for c in cfgs))
        plan = _PLANS.get(key)
        if not usable(plan):
            plan = _PLANS[key] = _BwdPlan(q, cfgs, _load(q, cfgs))
        if current_device() == key[0]:
            plan(d_o, dlse, q, k, v, o, lse, lse2_t, delta_t, dq, dk, dv, cu_q, cu_k, softmax_scale, out_scale, mq, mk)
        else:
            with torch.cuda.device(key[0]):
                plan(d_o, dlse, q, k, v, o, lse, lse2_t, delta_t, dq, dk, dv, cu_q, cu_k, softmax_scale, out_scale,
                     mq, mk)
        return dq, dk, dv
    dq_mod, dkdv_mod = _modules(q, causal, activation, long_batch)
    dq_mod.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu_q, cu_k, softmax_scale, out_scale,
                       max_seqlen=mq, tile_decode=TILE_DECODE)
    dkdv_mod.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu_q, cu_k, softmax_scale, out_scale, max_seqlen=mk,
                           tile_decode=TILE_DECODE)
    return dq, dk, dv


# the two kernels launched by triton's C launcher after the first call of each specialization (as the forward's
# _GluonPlan): the generated launchers' argument checks, descriptor encoding and the JIT's binding cost ~1 ms of host
# time per backward (bench/results/bwd_host_profile_2026-12-02_000452f.md), as much as the kernels of a short batch
DIRECT = True
_PLANS: dict = {}  # (device, the two kernels' compile-time parameters) -> _BwdPlan
_FUSED_PLANS: dict = {}  # (device, activation, the fused kernel's compile-time parameters) -> _FusedPlan


def _fused(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, dq, dk, dv, causal, scale, out_scale, activation, mq, mk):
    cfg = _fused_config(q, causal, activation, _backend(q.device)[0])
    prep, fused = _fused_modules(q, causal, activation, cfg)
    Tq, H, D = q.shape
    frag = cfg.get("DQ_FRAG", False)
    # DQ_FRAG: dq_frag ([Tq + sequences x BLOCK_M] rows: frag_row in jagged_attention_bwd.tlx) takes the adds; its
    # first Tq rows stand for dq_acc, which the kernel then does not touch (zeroed by attn_bwd_prep, the rest here)
    if frag:
        dq_frag = torch.empty((Tq + (cu_q.shape[0] - 1) * cfg["BLOCK_M"], H, D), dtype=torch.float32, device=q.device)
        dq_frag[Tq:].zero_()
        dq_acc = dq_frag[:Tq]
    else:
        dq_acc = _empty_like(q, dtype=torch.float32)  # zeroed by attn_bwd_prep
        dq_frag = dq_acc
    # lse·log2e and delta head-major ([H, Tq], written by attn_bwd_prep)
    lse2_t, delta_t = (_empty_like(lse.T, memory_format=torch.contiguous_format) for _ in range(2))
    flat = lambda t: t.view(Tq * H, *t.shape[2:])  # noqa: E731 (the row-wise kernels see [tokens x heads, ...])
    prep.attn_bwd_prep(flat(o.contiguous()), flat(d_o), flat(dlse), flat(lse.contiguous()), lse2_t, delta_t,
                       flat(dq_acc))
    fused.attn_bwd_fused(q, k, v, d_o, lse2_t, delta_t, dq_acc, dk, dv, cu_q, cu_k, scale, out_scale, dq_frag,
                         max_seqlen=mk, tile_decode=TILE_DECODE)
    s = scale * out_scale if activation == "silu" else scale
    if frag:
        prep.attn_bwd_dq_convert_frag(dq_frag, dq, cu_q, s, max_seqlen=mq)
    else:
        prep.attn_bwd_dq_convert(flat(dq_acc), flat(dq), s)


def _check_saved(d_o, dlse, q, o, lse):
    """The backward op's tensors beside q, k, v (the forward's output and lse, the incoming gradients): autograd
    hands the right ones, a direct caller of the op may not, and the kernels read them by q's shape."""
    for name, t, dtype, shape in (("o", o, q.dtype, q.shape), ("d_o", d_o, q.dtype, q.shape),
                                  ("lse", lse, torch.float32, q.shape[:2]), ("dlse", dlse, None, q.shape[:2])):
        if t is None and name == "dlse":
            continue
        if not isinstance(t, torch.Tensor):
            raise ValueError(f"{name}: expected a torch.Tensor, got {type(t).__name__}")
        if t.layout is not torch.strided:
            raise ValueError(f"{name}: must be a dense (strided) tensor, got layout {t.layout}")
        if t.is_neg():
            raise ValueError(f"{name}: has its negative bit set (a lazy negation view); pass .resolve_neg()")
        if t.shape != shape:
            raise ValueError(f"{name}: expected shape {tuple(shape)} (q's), got {tuple(t.shape)}")
        if dtype is not None and t.dtype != dtype:
            raise ValueError(f"{name}: dtype must be {dtype}, got {t.dtype}")
        if dtype is None and not t.is_floating_point():
            raise ValueError(f"{name}: must be a floating-point tensor, got {t.dtype}")
        if t.device != q.device:
            raise ValueError(f"{name}: on {t.device}, but q is on {q.device}")


@torch.library.custom_op("tlx::jagged_attention_bwd", mutates_args=())
def _jagged_attention_bwd(d_o: torch.Tensor, dlse: torch.Tensor | None, q: torch.Tensor, k: torch.Tensor,
                          v: torch.Tensor, o: torch.Tensor, lse: torch.Tensor, cu_q: torch.Tensor, cu_k: torch.Tensor,
                          max_seqlen_q: int, max_seqlen_k: int, causal: bool, softmax_scale: float,
                          activation: str, deterministic: bool = False
                          ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    check_op_args(q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation, deterministic)
    _check_saved(d_o, dlse, q, o, lse)
    if q.get_device() < 0:  # (as the forward's implementation on the CPU; on a GPU they are not read on the host)
        check_offsets(q, k, cu_q, cu_k)
    o, lse = o.contiguous(), lse.contiguous()  # (autograd saves the forward's outputs, which are; a direct caller's)
    return _bwd_impl(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale,
                     activation, deterministic)


@_jagged_attention_bwd.register_fake
def _(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation,
      deterministic=False):
    same_device(q=q, k=k, v=v, o=o, lse=lse, d_o=d_o, dlse=dlse, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k)
    return torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)


def _setup_context(ctx, inputs, output):
    q, k, v, cu_q, cu_k, max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation, *rest = inputs
    o, lse = output
    ctx.save_for_backward(q, k, v, o, lse, cu_q, cu_k)
    ctx.args = (max_seqlen_q, max_seqlen_k, causal, softmax_scale, activation, bool(rest and rest[0]))


def _backward(ctx, d_o, dlse):
    q, k, v, o, lse, cu_q, cu_k = ctx.saved_tensors
    if d_o is None:
        d_o = torch.zeros_like(o)
    dq, dk, dv = _jagged_attention_bwd(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, *ctx.args)
    return dq, dk, dv, None, None, None, None, None, None, None, None


torch.library.register_autograd("tlx::jagged_attention_fwd", _backward, setup_context=_setup_context)


class _Eager(torch.autograd.Function):
    """Eager training without the custom ops' dispatch, which costs ~0.3 ms of host time per forward and backward
    (bench/results/bwd_host_profile_2026-12-02b_79869d2.md): the same implementations, the same saved tensors and the
    same formula as the registered one. `jagged_attention` takes the ops under torch.compile, functorch transforms,
    dispatch modes and tensor subclasses (`_fwd._EAGER`)."""

    @staticmethod
    def forward(ctx, *inputs):
        out = _jagged_attention_impl(*inputs[:10])
        _setup_context(ctx, inputs, out)
        return out

    @staticmethod
    def backward(ctx, d_o, dlse):
        # create_graph=True (the op has no derivative: it refuses as the registered formula does), and backward
        # passes traced or transformed apart from the forward (compiled autograd, is_grads_batched's vmap): the op
        if torch.is_grad_enabled() or torch.compiler.is_compiling() or type(d_o) not in _fwd._PLAIN \
                or _fwd._functorch_active() or _fwd._dispatch_modes():
            return _backward(ctx, d_o, dlse)
        q, k, v, o, lse, cu_q, cu_k = ctx.saved_tensors
        dq, dk, dv = _bwd_impl(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, *ctx.args)
        return dq, dk, dv, None, None, None, None, None, None, None, None


# (the module itself: the package's `jagged_attention` attribute is the function)
_fwd = importlib.import_module(".jagged_attention", __package__)
_fwd._EAGER = _Eager.apply
