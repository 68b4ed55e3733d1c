"""The backward's two-kernel path launched directly (tlx/ops/jagged_attention_bwd.py keeps the choices of which
kernels to build and when; this file only launches built ones): triton's C launcher after the first call of each
specialization, as the forward's plan does, because the generated launchers' argument checks, descriptor encoding and
the JIT's binding cost ~1 ms of host time per backward (bench/results/bwd_host_profile_2026-12-02_000452f.md)."""
from __future__ import annotations

import torch

from ..passes.verify_protocol import sampled_search
from .launch import NamedKernel, TileTables, current_stream, draw_counter


class BwdPlan:
    """The two-kernel backward of one configuration on one device: its modules, their kernels launched directly
    (`NamedKernel`: arguments by the generated parameter names, checked once per specialization against the module's
    launcher) and their tile tables (`TileTables`), a draw counter per stream for the dynamic walks."""

    def __init__(self, q, cfgs, modules):
        self.sampled = sampled_search()  # (built under the opt-in: `usable`)
        self.dq_mod, self.kv_mod = modules
        self.blocks = (cfgs[0]["BLOCK_M"], cfgs[1]["BLOCK_N"])
        self.dq, self.kv = NamedKernel(self.dq_mod, "attn_bwd_dq"), NamedKernel(self.kv_mod, "attn_bwd_dkdv")
        self.tables = (TileTables(self.dq_mod), TileTables(self.kv_mod))
        self.sms = torch.cuda.get_device_properties(q.device).multi_processor_count
        self.stream = current_stream
        self.counters: dict = {}

    def _counter(self, stream, q):
        return draw_counter(self.counters, stream, q.device)

    def __call__(self, d_o, dlse, q, k, v, o, lse, lse2_t, delta_t, dq, dk, dv, cu_q, cu_k, scale, out_scale, mq, mk):
        Tq, H, _ = q.shape
        Tk, HKV, _ = k.shape
        B = cu_q.shape[0] - 1
        stream = self.stream(q.get_device())
        counter = self._counter(stream, q)  # (one serves both kernels: they run one after the other)
        env = {"q": q, "k": k, "v": v, "o": o, "d_o": d_o, "lse": lse, "dlse": dlse, "lse2_t": lse2_t,
               "delta_t": delta_t, "dq": dq, "dk": dk, "dv": dv, "cu_q": cu_q, "cu_k": cu_k, "sm_scale": scale,
               "out_scale": out_scale, "Tq": Tq, "H": H, "Tk": Tk, "HKV": HKV, "NBQ": B + 1, "NBK": cu_k.shape[0],
               "TILE_DECODE": 0, "tile_counter": counter.data_ptr()}
        for kern, table, offsets, T, heads, block, args, mx in (
                (self.dq, self.tables[0], cu_q, Tq, H, self.blocks[0],
                 (q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu_q, cu_k, scale, out_scale), mq),
                (self.kv, self.tables[1], cu_k, Tk, HKV, self.blocks[1],
                 (q, k, v, d_o, lse2_t, delta_t, dk, dv, cu_q, cu_k, scale, out_scale), mk)):
            rows = B + -(-T // block)
            env["tile_table"], env["tile_count"], buf = table.fill(stream, offsets, B, rows, block, T)
            kern(max(1, min(rows * heads, self.sms)), stream, env, args, {"max_seqlen": mx, "tile_decode": False})
            del buf  # (the caching allocator reuses it only after the stream's queued work: the launch above)
