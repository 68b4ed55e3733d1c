"""The backward's direct launch (`_BwdPlan`, `NamedKernel`), without a GPU: the two kernels are compiled for sm_90a
ahead of time and the C launcher triton would build for each is replaced by a recorder. A call's first launch of a
specialization goes through the generated launcher and the JIT; the next one through the direct path. Both must
hand the launcher the same arguments (same order, values, descriptors expanded the same way) — except the tile
tables and the draw counter, which each path allocates itself."""
import importlib
import sys
import types

import pytest
import torch

from tlx.demo import random_batch

B_ = importlib.import_module("tlx.ops.jagged_attention_bwd")
_BASE = {"DT": "bf16", "D": 64, "ACT": "softmax"}
# the op's GPU builds of D=64 (causal: the dynamic walks and the dQ kernel's OVERLAP ring)
_CFG = {False: ({**_BASE, "CAUSAL": False, "STAGES": 3, "BLOCK_M": 192, "REGS": 160, "BLOCK_N": 64, "WG_M": 64,
                 "OVERLAP": True, "DYNAMIC": False},
                {**_BASE, "CAUSAL": False, "STAGES": 2, "BLOCK_M": 128, "BLOCK_N": 128, "WG_N": 64, "SMEM_P": True,
                 "PREFETCH": False, "DYNAMIC": False}),
        True: ({**_BASE, "CAUSAL": True, "STAGES": 3, "BLOCK_M": 128, "BLOCK_N": 64, "WG_M": 64, "OVERLAP": True,
                "DYNAMIC": True},
               {**_BASE, "CAUSAL": True, "STAGES": 2, "BLOCK_M": 64, "BLOCK_N": 128, "WG_N": 64, "SMEM_P": True,
                "PREFETCH": True, "DYNAMIC": True})}
_COMPILED = {}


class _Utils:
    @staticmethod
    def fill_tma_descriptor(ptr, swizzle, elem_size, elem_type, block, shape, strides, padding):
        return ("tma", ptr, swizzle, elem_size, elem_type, tuple(block), tuple(shape), tuple(strides), padding)


def _build(causal):
    if causal not in _COMPILED:
        from tlx.codegen import aot
        from tlx.compiler import Options, compile_file
        from tlx.runtime import kernel_path, load_kernel_module
        out = []
        for part, name, cfg in zip(("dq", "dkdv"), ("attn_bwd_dq", "attn_bwd_dkdv"), _CFG[causal]):
            path = kernel_path(f"jagged_attention_bwd_{part}.tlx")
            c = compile_file(path, "gluon", Options(defines=cfg, target="gluon"))
            out.append((load_kernel_module(path, cfg, target="gluon"), aot.compile_kernels(c.outputs["gluon"])[name]))
        _COMPILED[causal] = out
    return _COMPILED[causal]


def _recorder(ck, calls):
    """A compiled kernel whose C launcher records its arguments (behind triton's descriptor-expanding wrapper)."""
    from triton.backends.nvidia.driver import wrap_handle_tensordesc

    def raw(*args):
        calls.append(args)
    runner = types.SimpleNamespace(
        launch=wrap_handle_tensordesc(raw, dict(ck.src.signature), ck.metadata.tensordesc_meta),
        launch_cooperative_grid=False, launch_pdl=False, global_scratch_size=0, profile_scratch_size=0)
    return types.SimpleNamespace(run=runner, function=0xF00, packed_metadata=ck.packed_metadata, metadata=ck.metadata)


class _Jit:
    """Stands in for the @gluon.jit kernel: `kernel[grid](*args)` records what triton's launcher would get."""

    def __init__(self, real, ck, calls):
        self.arg_names, self.do_not_specialize = real.arg_names, real.do_not_specialize
        self.rec = _recorder(ck, calls)

    def __getitem__(self, grid):
        def launch(*args, **opts):
            self.rec.run.launch(grid[0], 1, 1, 7, 0xF00, False, False, None, None, self.rec.packed_metadata,
                                None, None, None, *args)
            return self.rec
        return launch


class _Tables:
    def __init__(self, base):
        self.base = base

    def fill(self, stream, offsets, B, rows, block, total):
        return self.base + 16, self.base, None


def _gpu_tiles(monkeypatch, *mods):
    """The generated launchers' tile tables as on a GPU (B + cdiv(total, block) rows, built by one kernel there; the
    CPU builds B x cdiv(max length, block) rows with torch)."""
    for mod in mods:
        def source(offsets, block, max_seqlen, order, total, decode_max, decode=None):
            B = offsets.numel() - 1
            return torch.zeros(1, dtype=torch.int32), torch.zeros(1, dtype=torch.int32), B + -(-int(total) // block), 0
        monkeypatch.setattr(mod, "_tile_source", source)


def _plain(a):
    return a.data_ptr() if isinstance(a, torch.Tensor) else a


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("lengths,klens,H,HKV", [((5, 0, 130), None, 4, 2), ((200,), None, 16, 16),
                                                  ((3, 9), (40, 1), 1, 1)])
def test_direct_launch_hands_the_launcher_what_triton_would(monkeypatch, causal, lengths, klens, H, HKV):
    from triton.runtime import driver
    from tlx.ops.launch import NamedKernel
    monkeypatch.setattr(driver, "_active", types.SimpleNamespace(utils=_Utils))
    (dq_mod, dq_ck), (kv_mod, kv_ck) = _build(causal)
    _gpu_tiles(monkeypatch, dq_mod, kv_mod)
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, HKV, 64, torch.bfloat16, "cpu",
                                       k_lengths=klens and list(klens))
    o, d_o, dq = (torch.randn_like(q) for _ in range(3))
    dk, dv = torch.empty_like(k), torch.empty_like(v)
    lse, dlse = torch.randn(q.shape[:2]), torch.randn(q.shape[:2])
    lse2_t, delta_t = torch.empty(H, q.shape[0]), torch.empty(H, q.shape[0])
    calls = ([], [])  # per kernel: the generated launcher's launch, then the direct one (same recorder)
    plan = B_._BwdPlan.__new__(B_._BwdPlan)
    plan.__dict__.update(blocks=(_CFG[causal][0]["BLOCK_M"], _CFG[causal][1]["BLOCK_N"]), sms=132,
                         stream=lambda d: 7, counters={}, tables=(_Tables(0x1000), _Tables(0x2000)))
    plan.dq, plan.kv = NamedKernel(dq_mod, "attn_bwd_dq"), NamedKernel(kv_mod, "attn_bwd_dkdv")
    for kern, mod, ck, rec in ((plan.dq, dq_mod, dq_ck, calls[0]), (plan.kv, kv_mod, kv_ck, calls[1])):
        kern.jit = _Jit(getattr(mod, kern.name + "_kernel"), ck, rec)
    plan._counter = lambda stream, q: torch.zeros(1, dtype=torch.int32)
    args = (d_o, dlse, q, k, v, o, lse, lse2_t, delta_t, dq, dk, dv, cu_q, cu_k, 0.125, 1.0, None, None)
    plan(*args)
    plan(*args)
    assert (plan.dq.fallbacks, plan.kv.fallbacks) == (1, 1)  # the second call went direct
    # (descriptors: q, k, v and dO in both kernels; dQ's, or dK's and dV's, with their TMA epilogues)
    extra = ({dq.data_ptr()} if _CFG[causal][0].get("DQ_TMA") else set(),
             {dk.data_ptr(), dv.data_ptr()} if _CFG[causal][1].get("DKV_TMA") else set())
    for (r, f), names, base, more in zip(calls, (plan.dq.names, plan.kv.names), (0x1000, 0x2000), extra):
        r, f = [_plain(a) for a in r], [_plain(a) for a in f]
        assert len(r) == len(f)
        head = 13  # grid, stream, function, flags, scratch, metadata, hooks
        assert f[:head] == r[:head]
        # the tile table, its count, TILE_DECODE (and a dynamic walk's draw counter) close the list: each path has its own
        dyn = _CFG[causal][0]["DYNAMIC"]  # (a static walk's launcher gets no counter)
        tail = len(f) - 3 - dyn
        assert f[head:tail] == r[head:tail]
        assert f[tail:tail + 2] == [base + 16, base] and f[tail + 2] == r[tail + 2] == 0
        assert names[-3 - dyn:] == ("tile_table", "tile_count", "TILE_DECODE", "tile_counter")[:3 + dyn]
        if dyn:
            assert f[-1] != 0 and r[-1] != 0
        maps = [a for a in f[head:tail] if isinstance(a, tuple) and a[0] == "tma"]
        want = {q.data_ptr(), k.data_ptr(), v.data_ptr(), d_o.data_ptr()} | more
        assert len(maps) == len(want) and {m[1] for m in maps} == want


def _dq_kernel(monkeypatch, q=None):
    """A causal dQ NamedKernel on a 2-sequence batch whose launches are recorded; (kernel, calls, env(q), prepare
    arguments(q)) where env and the arguments describe a call with this q (default: the batch's)."""
    from triton.runtime import driver
    from tlx.ops.launch import NamedKernel
    monkeypatch.setattr(driver, "_active", types.SimpleNamespace(utils=_Utils))
    (dq_mod, dq_ck), _ = _build(True)
    _gpu_tiles(monkeypatch, dq_mod)
    q0, k, v, cu_q, cu_k = random_batch([7, 70], 2, 2, 64, torch.bfloat16, "cpu")
    o, d_o, dq = (torch.randn_like(q0) for _ in range(3))
    lse, dlse = torch.randn(q0.shape[:2]), torch.randn(q0.shape[:2])
    lse2_t, delta_t = torch.empty(2, q0.shape[0]), torch.empty(2, q0.shape[0])
    kern = NamedKernel(dq_mod, "attn_bwd_dq")
    calls = []
    kern.jit = _Jit(dq_mod.attn_bwd_dq_kernel, dq_ck, calls)

    def env(q=q0):
        return {"q": q, "k": k, "v": v, "o": o, "d_o": d_o, "lse": lse, "dlse": dlse, "lse2_t": lse2_t,
                "delta_t": delta_t, "dq": dq, "cu_q": cu_q, "cu_k": cu_k, "sm_scale": 0.125, "out_scale": 1.0,
                "Tq": q0.shape[0], "H": 2, "Tk": k.shape[0], "HKV": 2, "NBQ": 3, "NBK": 3, "TILE_DECODE": 0,
                "tile_table": 16, "tile_count": 0, "tile_counter": 0}

    def prep(q=q0):
        return (q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu_q, cu_k, 0.125, 1.0), {"tile_decode": False}
    return kern, calls, env, prep


def test_changed_launcher_falls_back(monkeypatch):
    """A fast path that would hand the kernel other arguments than the generated launcher is never used."""
    kern, calls, env, prep = _dq_kernel(monkeypatch)
    bad = {**env(), "out_scale": 2.0}  # a fast path that would pass another value than the launcher
    with pytest.warns(UserWarning, match="attn_bwd_dq launcher changed"):
        kern(4, 7, bad, *prep())
    kern(4, 7, env(), *prep())
    assert not kern.direct and kern.fallbacks == 2 and len(calls) == 2 and not kern.kernels


def test_a_non_contiguous_input_takes_the_module_launcher(monkeypatch):
    """The direct path's TMA views assume contiguous rows: a strided q (e.g. a slice of a fused qkv tensor) goes
    through the generated launcher for that call, and the direct path stays on for the next."""
    kern, calls, env, prep = _dq_kernel(monkeypatch)
    q = env()["q"]
    wide = torch.randn(q.shape[0], 2, 128).to(torch.bfloat16)
    for qq in (q, wide[..., ::2], q):
        kern((2 + 1) * 2, 7, env(qq), *prep(qq))  # grid: (B + cdiv(77, 128)) x H tiles
    assert kern.direct and kern.fallbacks == 2 and len(calls) == 3 and len(kern.kernels) == 1


# the op's fused builds (FusedPlan): D=128 without the mask (DQ_FRAG: dq_frag through its own convert and table) and
# D=64 causal (the dynamic walk, dq_acc and the plain convert); prep/convert are portable (@triton.jit) kernels
_FUSED_CFG = {(128, False): {"DT": "bf16", "D": 128, "CAUSAL": False, "ACT": "softmax", "STAGES": 2, "BLOCK_M": 64,
                             "BLOCK_N": 128, "WG_N": 64, "DQ_WRITER": True, "SMEM_P": True, "DQ_LAG": True,
                             "LSE_SMEM": True, "DQ_COLS": 64, "DQ_FRAG": True},
              (64, True): None}
_FUSED_COMPILED = {}


def _build_fused(D, causal):
    if (D, causal) not in _FUSED_COMPILED:
        from tlx.codegen import aot
        from tlx.compiler import Options, compile_file
        from tlx.runtime import kernel_path, load_kernel_module

        class CudaQ:  # what _fused_config reads of q (no GPU needed)
            is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, D), torch.device("cuda")
        cfg = _FUSED_CFG.get((D, causal)) or B_._fused_config(CudaQ(), causal, "softmax", "gluon")
        parts = [("jagged_attention_bwd_fused.tlx", cfg, "gluon", ("attn_bwd_fused",)),
                 ("jagged_attention_bwd_prep.tlx", {"DT": "bf16", "D": D, "ACT": "softmax", "BLOCK_R": 64}, "triton",
                  ("attn_bwd_prep", "attn_bwd_dq_convert"))]
        if cfg.get("DQ_FRAG"):
            parts.append(("jagged_attention_bwd_dq_frag.tlx", {"DT": "bf16", "D": D, "PAD": cfg["BLOCK_M"],
                                                               "COLS": cfg["DQ_COLS"]}, "triton",
                          ("attn_bwd_dq_convert_frag",)))
        mods = {}
        for f, c, target, names in parts:
            path = kernel_path(f)
            comp = compile_file(path, target, Options(defines=c, target=target))
            cks = aot.compile_kernels(comp.outputs[target], gluon=target == "gluon")
            mod = load_kernel_module(path, c, target=target)
            mods.update({n: (mod, cks[n]) for n in names})
        _FUSED_COMPILED[(D, causal)] = cfg, mods
    return _FUSED_COMPILED[(D, causal)]


@pytest.mark.parametrize("D,causal", [(128, False), (64, True)])
@pytest.mark.parametrize("lengths", [(5, 0, 130), (200,)])
def test_fused_direct_launch_hands_the_launchers_what_triton_would(monkeypatch, D, causal, lengths):
    """FusedPlan: prep, the fused kernel and dQ's convert, each launched first through its generated launcher and
    then directly, with the same arguments (the tile tables and the draw counter aside)."""
    from triton.runtime import driver
    monkeypatch.setattr(driver, "_active", types.SimpleNamespace(utils=_Utils))
    cfg, mods = _build_fused(D, causal)
    _gpu_tiles(monkeypatch, *{id(m): m for m, _ in mods.values()}.values())
    H = 4
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, H, D, torch.bfloat16, "cpu")
    o, d_o, dq = (torch.randn_like(q) for _ in range(3))
    dk, dv = torch.empty_like(k), torch.empty_like(v)
    lse, dlse = torch.randn(q.shape[:2]), torch.randn(q.shape[:2])
    frag = cfg.get("DQ_FRAG", False)
    plan = B_._FusedPlan.__new__(B_._FusedPlan)
    plan.__dict__.update(block_m=cfg["BLOCK_M"], block_n=cfg["BLOCK_N"], frag=frag, sms=132, stream=lambda d: 7,
                         counters={}, tables=(_Tables(0x1000), _Tables(0x2000) if frag else None))
    from tlx.ops.launch import NamedKernel
    conv = "attn_bwd_dq_convert_frag" if frag else "attn_bwd_dq_convert"
    plan.prep = NamedKernel(mods["attn_bwd_prep"][0], "attn_bwd_prep")
    plan.fused = NamedKernel(mods["attn_bwd_fused"][0], "attn_bwd_fused", plain=("dq_frag",))
    plan.convert = NamedKernel(mods[conv][0], conv)
    calls = {}
    for kern in (plan.prep, plan.fused, plan.convert):
        mod, ck = mods[kern.name]
        kern.jit = _Jit(getattr(mod, kern.name + "_kernel"), ck, calls.setdefault(kern.name, []))
    # (the buffers the plan allocates, at the same addresses in both calls: the direct call must match the first)
    # (one buffer per allocation of a call, so two of one shape stay apart: the launchers refuse written tensors
    # that share memory)
    bufs, seen = {}, {}
    real_empty = torch.empty

    def empty(*shape, **kw):
        key = (tuple(shape[0]) if len(shape) == 1 and isinstance(shape[0], tuple) else shape, kw.get("dtype"))
        seen[key] = n = seen.get(key, -1) + 1
        if (key, n) not in bufs:
            bufs[key, n] = real_empty(*shape, **{a: b for a, b in kw.items() if a != "device"}).fill_(0.5)
        return bufs[key, n]
    monkeypatch.setattr(torch, "empty", empty)
    def empty_like(t, dtype=None, **kw):
        return empty(tuple(t.shape), dtype=dtype or t.dtype)
    args = (d_o, dlse, q, k, v, o, lse, dq, dk, dv, cu_q, cu_k, 0.125, 1.0, 0.125, None, None, empty_like)
    plan(*args)
    seen.clear()
    plan(*args)
    assert (plan.prep.fallbacks, plan.fused.fallbacks, plan.convert.fallbacks) == (1, 1, 1)
    assert plan.prep.direct and plan.fused.direct and plan.convert.direct
    head = 13  # grid, stream, function, flags, scratch, metadata, hooks
    for name, rec in calls.items():
        assert len(rec) == 2, name
        r, f = ([_plain(a) for a in c] for c in rec)
        assert len(r) == len(f) and f[:head] == r[:head], name
        names = NamedKernel(mods[name][0], name).names
        own = [i for i, n in enumerate(names) if n.startswith("tile_")]  # (each path's own table and counter)
        # (a descriptor expands to a map, its shape and strides: map the parameter index to the argument range)
        assert [a for i, a in enumerate(f[head:]) if not _in_own(i, names, own, f[head:])] == \
               [a for i, a in enumerate(r[head:]) if not _in_own(i, names, own, r[head:])], name
    maps = [a for a in calls["attn_bwd_fused"][1][head:] if isinstance(a, tuple) and a[0] == "tma"]
    assert {m[1] for m in maps} >= {q.data_ptr(), k.data_ptr(), v.data_ptr(), d_o.data_ptr()}


def _in_own(i, names, own, args):
    """Whether launcher argument i belongs to a tile_* parameter (descriptors take 1 + 2 x rank arguments)."""
    j = 0
    for p, n in enumerate(names):
        width = 1
        if n.endswith("_desc") or "_desc_" in n:
            width = 1 + 2 * len(args[j][6]) if isinstance(args[j], tuple) and args[j][0] == "tma" else 1
        if j <= i < j + width:
            return p in own
        j += width
    return False


def test_direct_launch_with_tma_epilogues(monkeypatch):
    """The two-kernel path's builds with their TMA epilogues (DQ_STORE_TMA: dQ's descriptor; DKDV_DKV_TMA: dK's and
    dV's) hand the launcher what triton's would, descriptors included."""
    cfgs = ({**_CFG[False][0], "DQ_TMA": True}, {**_CFG[False][1], "DKV_TMA": True})
    monkeypatch.setitem(_CFG, False, cfgs)
    monkeypatch.setattr(sys.modules[__name__], "_COMPILED", {})
    (dq_mod, _), (kv_mod, _) = _build(False)
    assert "dq_desc" in dq_mod.attn_bwd_dq_kernel.arg_names
    assert {"dk_desc", "dv_desc"} <= set(kv_mod.attn_bwd_dkdv_kernel.arg_names)
    test_direct_launch_hands_the_launcher_what_triton_would(monkeypatch, False, (5, 0, 130), None, 4, 2)


# the packed backward (tlx/ops/packed_backward.py's Plan): both kernels over persistent grids, every TMA view plain
_PACKED_COMPILED = {}


def _build_packed(D, causal, out_tma):
    key = (D, causal, out_tma)
    if key not in _PACKED_COMPILED:
        from tlx.codegen import aot
        from tlx.compiler import Options, compile_file
        from tlx.ops import packed_backward as PB
        from tlx.runtime import kernel_path, load_kernel_module
        q = torch.empty(1, 1, D, dtype=torch.bfloat16)
        base = {**PB.config(q, causal, "softmax"), **({"OUT_TMA": True} if out_tma else {})}
        path = kernel_path("jagged_attention_bwd_packed.tlx")
        out = []
        for name, tiles in zip(("attn_bwd_packed_dq", "attn_bwd_packed_dkdv"), PB.default_tiles(q)):
            cfg = {**base, **tiles}
            c = compile_file(path, "gluon", Options(defines=cfg, target="gluon"))
            # (each module launches only its kernel: the other one of the file need not compile with its tiles)
            out.append((load_kernel_module(path, cfg, target="gluon"),
                        aot.compile_kernels(c.outputs["gluon"], only=name)[name],
                        tiles))
        _PACKED_COMPILED[key] = out
    return _PACKED_COMPILED[key]


@pytest.mark.parametrize("D,causal,out_tma", [(128, False, False), (64, True, True)])
def test_packed_direct_launch_hands_the_launcher_what_triton_would(monkeypatch, D, causal, out_tma):
    from triton.runtime import driver
    from tlx.ops import packed_attention as P
    from tlx.ops import packed_backward as PB
    monkeypatch.setattr(driver, "_active", types.SimpleNamespace(utils=_Utils))
    (dq_mod, dq_ck, dq_t), (kv_mod, kv_ck, kv_t) = _build_packed(D, causal, out_tma)
    q, k, v, cu_q, cu_k = random_batch([5, 40, 0, 3, 64, 17, 9], 4, 2, D, torch.bfloat16, "cpu",
                                       k_lengths=[7, 33, 2, 0, 64, 17, 12])
    o, d_o, dq = (torch.randn_like(q) for _ in range(3))
    dk, dv = torch.empty_like(k), torch.empty_like(v)
    lse, dlse = torch.randn(q.shape[:2]), torch.randn(q.shape[:2])
    lse2_t, delta_t = torch.empty(4, q.shape[0]), torch.empty(4, q.shape[0])
    seg_q, seg_k = P.row_sequences(cu_q, q.shape[0]), P.row_sequences(cu_k, k.shape[0])
    plan = PB.Plan.__new__(PB.Plan)
    plan.__dict__.update(mods=(dq_mod, kv_mod), blocks=(dq_t["BLOCK_M"], kv_t["BLOCK_N"]), sms=132,
                         stream=lambda d: 7)
    plan.dq = PB.NamedKernel(dq_mod, "attn_bwd_packed_dq", plain=PB._PLAIN)
    plan.kv = PB.NamedKernel(kv_mod, "attn_bwd_packed_dkdv", plain=PB._PLAIN)
    calls = ([], [])
    for kern, mod, ck, rec in ((plan.dq, dq_mod, dq_ck, calls[0]), (plan.kv, kv_mod, kv_ck, calls[1])):
        kern.jit = _Jit(getattr(mod, kern.name + "_kernel"), ck, rec)
        real = kern.prepare
        kern.prepare = lambda *a, real=real, **kw: real(*a, **kw, num_programs=132)  # (the GPU's SM count)
    args = (d_o, dlse, q, k, v, o, lse, cu_q, cu_k, seg_q, seg_k, lse2_t, delta_t, dq, dk, dv, 0.125, 1.0)
    plan(*args)
    plan(*args)
    assert (plan.dq.fallbacks, plan.kv.fallbacks) == (1, 1) and plan.dq.direct and plan.kv.direct  # then direct
    more = ({dq.data_ptr()}, {dk.data_ptr(), dv.data_ptr()}) if out_tma else (set(), set())
    for (r, f), base, extra in zip(calls, ({q, k, v, d_o}, {q, k, v, d_o}), more):
        r, f = [_plain(a) for a in r], [_plain(a) for a in f]
        assert r == f and len(r) > 13  # the same grid, arguments and descriptors, in the same order
        maps = [a for a in f[13:] if isinstance(a, tuple) and a[0] == "tma"]
        want = {t.data_ptr() for t in base} | extra
        assert {m[1] for m in maps} == want
    assert calls[0][0][0] == min(-(-q.shape[0] // dq_t["BLOCK_M"]) * 4, 132)
    assert calls[1][0][0] == min(-(-k.shape[0] // kv_t["BLOCK_N"]) * 2, 132)
