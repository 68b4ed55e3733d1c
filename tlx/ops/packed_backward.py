"""The backward's path for batches of short sequences: kernels/jagged_attention_bwd_packed.tlx, several sequences per
tile (see its header), the backward of the forward's packed path (tlx/ops/packed_attention.py), taken by the same
rule: the caller's max_seqlen hints both at most packed_attention.SHORT, more than FEW sequences, softmax, a Hopper
GPU. A wrong hint costs only speed (the kernels compute any lengths correctly; a long sequence's rows go through the
tiles that hold its keys).

Two kernels, no atomics (deterministic): attn_bwd_packed_dq (query tiles: dQ, and lse·log2e and delta head-major)
and then attn_bwd_packed_dkdv (key tiles: dK and dV summed over a GQA group's query heads). They need each row's
sequence (seg_q, seg_k), computed on the GPU from the offsets like the forward's (one searchsorted launch each).
Each kernel is loaded from a module of its own (its tile parameters), which launches only that kernel; on a GPU both
are launched directly after the first call of a specialization (`Plan`, checked once against the generated launchers:
tests/test_bwd_launch.py).
"""
from __future__ import annotations

import torch

from ..passes.verify_protocol import sampled_search
from ..runtime import kernel_path, load_kernel_module
from . import packed_attention as _fwd_packed
from .launch import NamedKernel, current_stream, usable

# per kernel (each is loaded from a module of its own, which builds both kernels of the file: both shapes valid for
# both): the dQ kernel's query tiles are two warp groups of 64 rows over 64-key blocks; the dK/dV kernel's key tiles
# two warp groups of 64 keys over 64-row query blocks (the S^T layout: P^T and dS^T feed dV's and dK's products from
# registers), 32-row blocks at D=128 (DKDV_TILES_BY_D)
DQ_TILES = {"BLOCK_M": 128, "BLOCK_N": 64, "WG_M": 64, "WG_N": 64, "STAGES": 2}
DKDV_TILES = {"BLOCK_M": 64, "BLOCK_N": 128, "WG_M": 64, "WG_N": 64, "STAGES": 2}
# ... per head dim over DKDV_TILES. At D=128 the 64-row step holds S^T, dP^T, lse and delta per column (16 registers
# each) beside dK and dV (128) and spilled (SASS: 10 local stores and 25 loads a step), none with 32 rows. H100, 3
# alternating rounds on four short mixes, three not in the bench (scripts/bwd_packed_tiles.py,
# bench/results/bwd_packed_tiles_2026-12-06_2a93c0c.md): 32 rows 1.13-1.18x at D=128 (geomean 1.154, both causal flags),
# 0.93-1.00x at D=64 (0.948); dQ's 32-key blocks 0.995x at D=128
DKDV_TILES_BY_D = {128: {"BLOCK_M": 32, "WG_M": 32}}
# both kernels' gradients through their Q (dQ) or K/V (dK, dV) slots and one TMA store each (the kernels' OUT_TMA), as
# the two-kernel path's DQ_TMA / DKV_TMA. H100, session 41 (scripts/gpu_s41a.sh): tests/test_gpu_packed_backward.py all
# passed (25, OUT_TMA's three cases among them); 3 alternating rounds on four short mixes, three not in the bench, both
# head dims and masks: 1.09-1.13x the per-thread stores on all 16 rows (geomean 1.103), gradients bitwise equal
# (bench/results/bwd_packed_out_tma_2026-12-06_b41dcaa.md)
OUT_TMA = True


def wanted(q, k, cu_q, max_seqlen_q: int, max_seqlen_k: int, activation: str) -> bool:
    """Whether a backward takes the packed kernels (CUDA tensors; hints of -1 mean not given)."""
    return (q.is_cuda and q.shape[0] > 0 and k.shape[0] > 0
            and _fwd_packed.wanted(q, cu_q, max_seqlen_q, max_seqlen_k, activation))


def config(q, causal: bool, activation: str) -> dict:
    return {"DT": _fwd_packed._DT[q.dtype], "D": q.shape[-1], "CAUSAL": bool(causal), "ACT": activation}


def default_tiles(q):
    """(dQ kernel's, dK/dV kernel's) tile parameters for q's head dim."""
    return DQ_TILES, {**DKDV_TILES, **DKDV_TILES_BY_D.get(q.shape[-1], {})}


def modules(q, causal: bool, activation: str, target: str = "gluon", interpret: bool = False, tiles=None):
    """(dQ module, dK/dV module); tiles: (dQ's, dK/dV's) compile-time tile parameters (default DQ_TILES,
    DKDV_TILES)."""
    dq_t, kv_t = tiles or default_tiles(q)
    base = {**config(q, causal, activation), **({"OUT_TMA": True} if OUT_TMA and target == "gluon" else {})}
    path = kernel_path("jagged_attention_bwd_packed.tlx")
    return tuple(load_kernel_module(path, {**base, **t}, target=target, interpret=interpret, require_proof=True)
                 for t in (dq_t, kv_t))


def run(d_o, dlse, q, k, v, o, lse, cu_q, cu_k, dq, dk, dv, causal, softmax_scale, out_scale, activation,
        target="gluon", interpret=False, tiles=None, empty_like=torch.empty_like):
    """Writes dq, dk and dv of one call (tensors checked by the op; dlse already zeros where not given). On a GPU
    the kernels are launched directly after the first call of each specialization (`Plan`). empty_like allocates
    the intermediate buffers (the op passes its own, which tests replace with a NaN fill)."""
    Tq, H, _ = q.shape
    seg_q = _fwd_packed.row_sequences(cu_q, Tq)
    seg_k = _fwd_packed.row_sequences(cu_k, k.shape[0])
    # lse·log2e and delta head-major ([H, Tq]), written by the dQ kernel for the dK/dV kernel
    lse2_t, delta_t = (empty_like(lse.T, memory_format=torch.contiguous_format) for _ in range(2))
    args = (d_o, dlse, q, k, v, o, lse, cu_q, cu_k, seg_q, seg_k, lse2_t, delta_t, dq, dk, dv, softmax_scale,
            out_scale)
    if DIRECT and q.is_cuda and target == "gluon":
        # (the modules are looked up only when a plan is made: a plan holds one device's SM count and loaded kernels,
        # keyed by what chooses its builds, the tile dicts included since scripts replace them)
        dq_t, kv_t = tiles or default_tiles(q)
        key = (q.get_device(), q.dtype, q.shape[-1], bool(causal), activation, OUT_TMA, tuple(sorted(dq_t.items())),
               tuple(sorted(kv_t.items())))
        plan = _PLANS.get(key)
        if not usable(plan):
            plan = _PLANS[key] = Plan(q, modules(q, causal, activation, target, interpret, (dq_t, kv_t)),
                                      (dq_t["BLOCK_M"], kv_t["BLOCK_N"]))
        plan(*args)
        return
    _launch_generated(modules(q, causal, activation, target, interpret, tiles), *args)


def _launch_generated(mods, d_o, dlse, q, k, v, o, lse, cu_q, cu_k, seg_q, seg_k, lse2_t, delta_t, dq, dk, dv, scale,
                      out_scale):
    mods[0].attn_bwd_packed_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu_q, cu_k, seg_q, seg_k, scale,
                               out_scale)
    mods[1].attn_bwd_packed_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu_q, cu_k, seg_q, seg_k, scale, out_scale)


# the kernels launched by triton's C launcher after the first call of each specialization, as the forward's packed
# path and the two-kernel backward are: the generated launchers' argument checks, descriptor encoding and the JIT's
# binding cost tens of microseconds a kernel, as much as a small batch's kernels. Its arguments are checked against the
# generated launchers' without a GPU (tests/test_bwd_launch.py) and on one
# (tests/test_gpu_packed_backward.py::test_packed_backward_gpu_direct_launch, both causal flags passed on an H100 in
# session 40: gradients bitwise the generated launchers', every later call direct). Not timed yet
DIRECT = True
_PLANS: dict = {}  # (device, dtype, head dim, causal, activation, OUT_TMA, tiles) -> Plan
# the tensors the kernels copy by TMA, none of them jagged (plain 2-D views: rows x inner axes)
_PLAIN = ("q", "k", "v", "d_o", "dq", "dk", "dv")


class Plan:
    """The packed backward of one configuration on one device: its two kernels launched directly (`NamedKernel`:
    arguments by the generated parameter names, checked once per specialization against the module's launcher) over
    grids of one program per SM (their tiles are persistent)."""

    def __init__(self, q, mods, blocks):
        self.sampled = sampled_search()  # (built under the opt-in: `usable`)
        self.mods, self.blocks = mods, blocks  # (the dQ kernel's query tile, the dK/dV kernel's key tile)
        self.dq = NamedKernel(mods[0], "attn_bwd_packed_dq", plain=_PLAIN)
        self.kv = NamedKernel(mods[1], "attn_bwd_packed_dkdv", plain=_PLAIN)
        self.sms = torch.cuda.get_device_properties(q.device).multi_processor_count
        self.stream = current_stream

    def __call__(self, d_o, dlse, q, k, v, o, lse, cu_q, cu_k, seg_q, seg_k, lse2_t, delta_t, dq, dk, dv, scale,
                 out_scale):
        Tq, H, _ = q.shape
        Tk, HKV, _ = k.shape
        if Tq * H * q.shape[2] >= _I32 or Tk * HKV * k.shape[2] >= _I32:  # (64-bit offsets: the module's launcher)
            return _launch_generated(self.mods, d_o, dlse, q, k, v, o, lse, cu_q, cu_k, seg_q, seg_k, lse2_t,
                                     delta_t, dq, dk, dv, scale, out_scale)
        stream = self.stream(q.get_device())
        env = {"q": q, "k": k, "v": v, "o": o, "d_o": d_o, "lse": lse, "dlse": dlse, "lse2_t": lse2_t,
               "delta_t": delta_t, "dq": dq, "dk": dk, "dv": dv, "cu_q": cu_q, "cu_k": cu_k, "seg_q": seg_q,
               "seg_k": seg_k, "sm_scale": scale, "out_scale": out_scale, "Tq": Tq, "H": H, "Tk": Tk, "HKV": HKV,
               "NBQ": cu_q.shape[0], "NBK": cu_k.shape[0]}
        self.dq(self.grid(Tq, self.blocks[0], H), stream, env,
                (q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu_q, cu_k, seg_q, seg_k, scale, out_scale), {})
        self.kv(self.grid(Tk, self.blocks[1], HKV), stream, env,
                (q, k, v, d_o, lse2_t, delta_t, dk, dv, cu_q, cu_k, seg_q, seg_k, scale, out_scale), {})

    def grid(self, rows, block, heads):
        return max(1, min(-(-rows // block) * heads, self.sms))


_I32 = 2 ** 31
