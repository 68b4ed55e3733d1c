"""The op's path for batches of short sequences: kernels/jagged_attention_packed.tlx, several sequences per query
tile (see its header). Chosen per call from what the host already knows, no device sync: the caller's max_seqlen
hints (both given and at most SHORT) on a Hopper GPU, once ENABLED. A wrong hint costs only speed: the packed
kernel computes any lengths correctly (a long sequence's keys go through the tiles that hold its rows).

Measured on the H200 (bench/results/short_seq_2026-12-01_6105b99.md, 2,002 sequences of 1-63 tokens, H=16, bf16,
checked against float64 on four other short mixes first): 1.72x / 1.69x varlen_attn at D=128 (non-causal / causal)
and 2.44x / 2.54x at D=64, 1.38-1.42x the per-sequence 64x64 tiles it replaces. On for softmax; silu keeps the
per-sequence tiles (its Hopper build is tested on the CPU's portable build only). Sequences are isolated: the
kernel checks each warp group's output tile and recomputes the rows a non-finite v reached (its header); that check
cost 5-7% on clean batches (bench/results/packed_isolation_2026-12-01_acb9852.md), which the speeds above predate.

The kernel needs the sequence of each query row (`seg_q`); it is computed on the GPU from the offsets (one
searchsorted launch over a cached arange). After the first call of a specialization the kernel is launched
directly (`_Plan`), like the flagship's `_GluonPlan`.
"""
from __future__ import annotations

import torch

from ..runtime import kernel_path, load_kernel_module
from ..passes.verify_protocol import sampled_search
from .launch import current_device, usable

ENABLED = True
DIRECT = True       # launch through triton's C launcher after the first call (else the generated launcher always)
SHORT = 64          # both max_seqlen hints at most this: the packed kernel
# and more sequences than this: a batch of a few sequences is launch-bound, and the flagship decodes its tiles in
# one launch there (its measured latency and host time are the lowest: bench/results/small_batch_*); the packed
# path adds a searchsorted launch and pays only when the batch is big enough to be GPU-bound
FEW = 16
# tile shape per head dim: two consumer warp groups, 64-key blocks, a 2-deep K/V ring. (A 4-deep ring, which
# lets the producer reach further into the next tile, was measured before the protocol proof ran to closure;
# its proof needs 37,200 states — minutes at first use — against 2,182 for the 2-deep ring: tests/test_protocol.py
# proves this setup; bench/results/short_seq_* time it.)
TILES = {128: {"BLOCK_M": 128, "BLOCK_N": 64, "STAGES": 2}, 64: {"BLOCK_M": 128, "BLOCK_N": 64, "STAGES": 2}}
_DT = {torch.float16: "f16", torch.bfloat16: "bf16"}
_ARANGE: dict = {}


def wanted(q, cu_q, max_seqlen_q: int, max_seqlen_k: int, activation: str) -> bool:
    """Whether a call takes the packed kernel (hints of -1 mean not given)."""
    return (ENABLED and activation == "softmax" and 0 <= max_seqlen_q <= SHORT and 0 <= max_seqlen_k <= SHORT
            and cu_q.shape[0] - 1 > FEW and q.dtype in _DT)


# each row's key range computed by the producer and handed to the warp groups in shared memory with the tile's q
# (ROWS_SMEM in the kernel), instead of two dependent global loads (seg_q, then the offsets) by the warp groups at
# every tile's start: proved, checked on the interpreter, GPU-tested in tests/test_gpu_packed.py (39 passed, session
# 37). Timed (H100, bench/short_seq.py, bench/results/short_seq_2026-12-06_10d3f44_rows_smem.md): D=128 1.01-1.015x,
# D=64 non-causal 0.99x, D=64 causal 0.87x: the per-tile start is not what those rows wait on: off
ROWS_SMEM = False


def config(q, causal: bool, activation: str) -> dict:
    return {"DT": _DT[q.dtype], "D": q.shape[-1], "CAUSAL": bool(causal), "ACT": activation, **TILES[q.shape[-1]],
            **({"ROWS_SMEM": True} if ROWS_SMEM else {})}


def row_sequences(cu_q, Tq: int):
    """seg_q[i]: the sequence of query row i (offsets that start at 0, end at Tq and do not decrease)."""
    dev = cu_q.device
    ar = _ARANGE.get(dev)
    if ar is None or ar.numel() < Tq:
        ar = _ARANGE[dev] = torch.arange(max(Tq, 1 << 16), dtype=torch.int32, device=dev)
    return torch.searchsorted(cu_q[1:], ar[:Tq], right=True, out_int32=True)


def run(q, k, v, o, lse, cu_q, cu_k, causal, softmax_scale, out_scale, activation):
    """Writes o and lse of one call (CUDA tensors checked by the op)."""
    Tq = q.shape[0]
    if Tq == 0:
        return
    dev = q.get_device()
    key = (dev, q.dtype, q.shape[-1], bool(causal), activation)
    plan = _PLANS.get(key)
    if not usable(plan):
        plan = _PLANS[key] = _Plan(q, config(q, causal, activation))
    if k.shape[0] == 0:  # TMA needs a real address; no key is ever read (every row sees none)
        k = v = plan.empty(k)
    seg = row_sequences(cu_q, Tq)
    if current_device() == dev:
        plan(q, k, v, o, lse, cu_q, cu_k, seg, softmax_scale, out_scale)
    else:
        with torch.cuda.device(dev):
            plan(q, k, v, o, lse, cu_q, cu_k, seg, softmax_scale, out_scale)


_PLANS: dict = {}
_I32 = 2 ** 31


class _Plan:
    """One configuration of the packed kernel on one device: the generated module and, per specialization, the
    compiled kernel launched by triton's C launcher (tlx/ops/launch.py), which skips the JIT's per-call binding
    and descriptor encoding (tens of microseconds). The first call of a specialization goes through the generated
    launcher; the direct path's arguments are built by name from the kernel's signature and checked once against
    that launcher's: any difference and every call takes the generated launcher."""

    def __init__(self, q, cfg):
        from .launch import current_stream
        self.cfg = cfg
        self.sampled = sampled_search()  # (built under the opt-in: `usable`)
        self.mod = load_kernel_module(kernel_path("jagged_attention_packed.tlx"), cfg, target="gluon",
                                      require_proof=True)
        self.kernel = getattr(self.mod, "jagged_attention_packed_kernel", None)
        self.names = tuple(getattr(self.kernel, "arg_names", ()))
        self.direct = DIRECT and self.kernel is not None and {"q_desc", "k_desc", "v_desc"} <= set(self.names)
        self.sms = torch.cuda.get_device_properties(q.device).multi_processor_count
        self.stream = current_stream
        self.kernels: dict = {}
        self.zeros: dict = {}
        self.fallbacks = 0  # calls through the generated launcher (tests watch this)

    def empty(self, k):
        key = (k.dtype, k.shape[1:])
        z = self.zeros.get(key)
        if z is None:
            z = self.zeros[key] = torch.zeros((1, *k.shape[1:]), dtype=k.dtype, device=k.device)
        return z

    def values(self, q, k, v, o, lse, cu_q, cu_k, seg, scale, out_scale):
        """The kernel's non-descriptor arguments by name (pointers as addresses; q, k and v also as pointers: the
        isolation recompute reads them with plain loads)."""
        Tq, H, D = q.shape
        Tk, HKV = k.shape[0], k.shape[1]
        return {"q": q.data_ptr(), "q_stride0": H * D, "q_stride1": D, "q_stride2": 1, "k": k.data_ptr(),
                "k_stride0": HKV * D, "k_stride1": D, "k_stride2": 1, "v": v.data_ptr(), "v_stride0": HKV * D,
                "v_stride1": D, "v_stride2": 1, "o": o.data_ptr(), "o_stride0": H * D, "o_stride1": D, "o_stride2": 1,
                "lse": lse.data_ptr(), "lse_stride0": H, "lse_stride1": 1, "cu_q": cu_q.data_ptr(), "cu_q_stride0": 1,
                "cu_k": cu_k.data_ptr(), "cu_k_stride0": 1, "seg_q": seg.data_ptr(), "seg_q_stride0": 1,
                "sm_scale": scale, "out_scale": out_scale, "Tq": Tq, "H": H, "Tk": Tk, "HKV": HKV,
                "NBQ": cu_q.shape[0], "NBK": cu_k.shape[0]}

    def __call__(self, q, k, v, o, lse, cu_q, cu_k, seg, scale, out_scale):
        Tq, H, D = q.shape
        Tk, HKV = k.shape[0], k.shape[1]
        if not self.direct or Tq * H * D >= _I32 or Tk * HKV * D >= _I32:
            self.fallbacks += 1
            return self.mod.jagged_attention_packed(q, k, v, o, lse, cu_q, cu_k, seg, scale, out_scale)
        # what the JIT specializes on: pointer alignment, ints equal to 1 or divisible by 16 (lse's row stride H)
        skey = (cu_q.data_ptr() & 15, cu_k.data_ptr() & 15, seg.data_ptr() & 15, o.data_ptr() & 15,
                lse.data_ptr() & 15, q.data_ptr() & 15, k.data_ptr() & 15, v.data_ptr() & 15, H == 1, H & 15)
        dk = self.kernels.get(skey)
        if dk is None:
            return self.first_call(skey, q, k, v, o, lse, cu_q, cu_k, seg, scale, out_scale)
        kp, vp = k.data_ptr(), v.data_ptr()
        descs = dk.qkv_descriptors((q.data_ptr(), Tq, H, kp, vp, Tk, HKV), q, kp, vp, Tk, HKV * D)
        n = len(descs) // 3   # each descriptor's expanded arguments, in the C launcher's order by parameter name
        parts = {"q_desc": descs[:n], "k_desc": descs[n:2 * n], "v_desc": descs[2 * n:]}
        vals = self.values(q, k, v, o, lse, cu_q, cu_k, seg, scale, out_scale)
        args = []
        for name in self.names:
            if name in parts:
                args += parts[name]
            else:
                args.append(vals[name])
        tiles = -(-Tq // self.cfg["BLOCK_M"]) * H
        dk(min(tiles, self.sms), self.stream(q.get_device()), *args)

    def first_call(self, skey, q, k, v, o, lse, cu_q, cu_k, seg, scale, out_scale):
        from .launch import DirectKernel, Unsupported
        self.fallbacks += 1
        grid, args, opts = self.mod.jagged_attention_packed_prepare(q, k, v, o, lse, cu_q, cu_k, seg, scale,
                                                                    out_scale)
        ck = self.kernel[grid](*args, **opts)
        try:
            dk = DirectKernel(ck)
        except Unsupported as e:
            return self.changed(str(e))
        vals = self.values(q, k, v, o, lse, cu_q, cu_k, seg, scale, out_scale)
        Tq, H, D = q.shape
        Tk, HKV = k.shape[0], k.shape[1]
        views = {"q_desc": (q.data_ptr(), (Tq, H * D), (H * D, 1)),
                 "k_desc": (k.data_ptr(), (Tk, HKV * D), (HKV * D, 1)),
                 "v_desc": (v.data_ptr(), (Tk, HKV * D), (HKV * D, 1))}
        mine = [views[n] if n in views else vals.get(n) for n in self.names]
        theirs = [(a.base.data_ptr(), tuple(a.shape), tuple(a.strides)) if hasattr(a, "block_shape")
                  else a.data_ptr() if isinstance(a, torch.Tensor) else a for a in args]
        tiles = -(-Tq // self.cfg["BLOCK_M"]) * H
        ok = (mine == theirs and len(args) == len(self.names) and grid[0] == max(1, min(tiles, self.sms))
              and len(dk.descriptor_meta) == 3 and all(m is not None for m in dk.descriptor_meta))
        if not ok:
            return self.changed(f"fast {mine} vs module {theirs}")
        self.kernels[skey] = dk

    def changed(self, what):
        import warnings
        self.direct = False
        warnings.warn(f"tlx: the generated jagged_attention_packed launcher changed; using its slower path ({what})")
