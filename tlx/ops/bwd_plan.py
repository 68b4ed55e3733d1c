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


class FusedPlan:
    """The fused backward of one configuration on one device, launched as BwdPlan launches the two-kernel path: the
    row-wise prep (delta, lse·log2e, the zeroed fp32 dQ accumulator), the fused kernel over its tile table, and
    dQ's convert (from `dq_frag` over its own tile table with DQ_FRAG). Its modules' launchers cost as much host time
    as the two-kernel path's did (bench/results/bwd_host_profile_2026-12-02_000452f.md), and since session 37 the
    fused path also serves batches of a mean length of 384-512 tokens, where that time is not hidden."""

    def __init__(self, q, cfg, prep_mod, frag_mod, fused_mod):
        self.sampled = sampled_search()
        self.block_m, self.block_n = cfg["BLOCK_M"], cfg["BLOCK_N"]
        self.frag = frag_mod is not None
        self.prep = NamedKernel(prep_mod, "attn_bwd_prep")
        self.fused = NamedKernel(fused_mod, "attn_bwd_fused", plain=("dq_frag",))  # (dq_acc is jagged)
        self.convert = (NamedKernel(frag_mod, "attn_bwd_dq_convert_frag") if self.frag
                        else NamedKernel(prep_mod, "attn_bwd_dq_convert"))
        self.tables = (TileTables(fused_mod), TileTables(frag_mod) if self.frag else None)
        self.sms = torch.cuda.get_device_properties(q.device).multi_processor_count
        self.stream = current_stream
        self.counters: dict = {}

    def __call__(self, d_o, dlse, q, k, v, o, lse, dq, dk, dv, cu_q, cu_k, scale, out_scale, dq_scale, mq, mk,
                 empty_like=torch.empty_like):
        Tq, H, D = q.shape
        Tk, HKV, _ = k.shape
        B = cu_q.shape[0] - 1
        stream = self.stream(q.get_device())
        # (as jagged_attention_bwd._fused: dq_frag's rows after the first Tq are zeroed here, those by the prep)
        if self.frag:
            dq_frag = torch.empty((Tq + B * self.block_m, H, D), dtype=torch.float32, device=q.device)
            dq_frag[Tq:].zero_()
            dq_acc = dq_frag[:Tq]
        else:
            dq_acc = dq_frag = empty_like(q, dtype=torch.float32)  # (empty_like: the tests' poisoned allocator)
        lse2_t, delta_t = (empty_like(lse.T, memory_format=torch.contiguous_format) for _ in range(2))
        R = Tq * H
        rows = (o.contiguous().view(R, D), d_o.view(R, D), dlse.view(R), lse.contiguous().view(R), lse2_t, delta_t,
                dq_acc.view(R, D))
        env = dict(zip(("o", "d_o", "dlse", "lse", "lse2_t", "delta_t", "dq_acc"), rows))
        self.prep(-(-R // 64), stream, env, rows, {})
        n = B + -(-Tk // self.block_n)
        table, count, buf = self.tables[0].fill(stream, cu_k, B, n, self.block_n, Tk)
        counter = draw_counter(self.counters, stream, q.device)  # (held until the launch is recorded: graph capture)
        env = {"q": q, "k": k, "v": v, "d_o": d_o, "lse2_t": lse2_t, "delta_t": delta_t, "dq_acc": dq_acc, "dk": dk,
               "dv": dv, "cu_q": cu_q, "cu_k": cu_k, "sm_scale": scale, "out_scale": out_scale, "dq_frag": dq_frag,
               "Tq": Tq, "H": H, "Tk": Tk, "HKV": HKV, "NBQ": B + 1, "NBK": cu_k.shape[0], "TF": dq_frag.shape[0],
               "TILE_DECODE": 0, "tile_table": table, "tile_count": count,
               "tile_counter": counter.data_ptr()}
        self.fused(max(1, min(n * HKV, self.sms)), stream, env,
                   (q, k, v, d_o, lse2_t, delta_t, dq_acc, dk, dv, cu_q, cu_k, scale, out_scale, dq_frag),
                   {"max_seqlen": mk, "tile_decode": False})
        del buf, counter
        if self.frag:
            n = B + -(-Tq // 64)
            table, _count, buf = self.tables[1].fill(stream, cu_q, B, n, 64, Tq)
            env = {"dq_frag": dq_frag, "dq": dq, "cu_q": cu_q, "scale": dq_scale, "tile_table": table,
                   "TILE_DECODE": 0}
            self.convert(n * H, stream, env, (dq_frag, dq, cu_q, dq_scale), {"max_seqlen": mq, "tile_decode": False})
            del buf
        else:
            env = {"dq_acc": dq_acc.view(R, D), "dq": dq.view(R, D), "scale": dq_scale}
            self.convert(-(-R // 64), stream, env, (env["dq_acc"], env["dq"], dq_scale), {})
