"""The op's direct launch, without a GPU: the flagship is compiled for sm_90a ahead of time, and the C launcher
that triton would build for it is replaced by a recorder. What the fast path hands that launcher must be what
triton's own `CompiledKernel.run` hands it for the generated module's arguments (same order, same values,
descriptors expanded the same way) — except the tile table, which each path allocates itself; a batch that
decodes its tiles in the kernel (TILE_DECODE) has none, and both paths pass the offsets in its place."""
import importlib
import types

import pytest
import torch

from tlx.demo import random_batch

J = importlib.import_module("tlx.ops.jagged_attention")


class _Utils:
    @staticmethod
    def fill_tma_descriptor(ptr, swizzle, elem_size, elem_type, block, shape, strides, padding):
        return ("tma", ptr, swizzle, elem_size, elem_type, tuple(block), tuple(shape), tuple(strides), padding)


_COMPILED = {}


def _compiled(hpt, dyn=False, o_tma=False):
    if (hpt, dyn, o_tma) not in _COMPILED:
        from tlx.codegen import aot
        from tlx.compiler import Options, compile_file
        from tlx.runtime import kernel_path
        cfg = {"DT": "bf16", "D": 128, "BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "CAUSAL": True, "ACT": "softmax",
               "HPT": hpt, **({"DYNAMIC": True} if dyn else {}), **({"O_TMA": True} if o_tma else {})}
        c = compile_file(kernel_path("jagged_attention.tlx"), "gluon", Options(defines=cfg, target="gluon"))
        _COMPILED[hpt, dyn, o_tma] = cfg, aot.compile_kernels(c.outputs["gluon"])["jagged_attention"]
    return _COMPILED[hpt, dyn, o_tma]


def _recording_kernel(ck, calls):
    from triton.backends.nvidia.driver import wrap_handle_tensordesc
    sig = dict(ck.src.signature)

    def raw(*args):
        calls.append(args)
    runner = types.SimpleNamespace(
        launch=wrap_handle_tensordesc(raw, sig, ck.metadata.tensordesc_meta), launch_cooperative_grid=False,
        launch_pdl=False, global_scratch_size=0, profile_scratch_size=0)
    return types.SimpleNamespace(run=runner, function=0xF00, packed_metadata=ck.packed_metadata, metadata=ck.metadata)


def _plain(a):
    return a.data_ptr() if isinstance(a, torch.Tensor) else a


# dynamic: + the draw counter; o_tma (the op's pick for one-head tiles): o is a fourth (ragged) TMA map
@pytest.mark.parametrize("dyn,o_tma", [(False, False), (True, False), (True, True)],
                         ids=["static", "dynamic", "dynamic_o_tma"])
@pytest.mark.parametrize("decode", [True, False])
@pytest.mark.parametrize("lengths,klens,H,Hkv,hpt", [((5, 0, 130), None, 4, 2, 1), ((3, 9), (0, 0), 1, 1, 1),
                                                      ((200,), None, 16, 16, 1),
                                                      ((5, 0, 130), None, 4, 1, 2)])  # GQA pairs (rule 7)
def test_direct_launch_hands_the_launcher_what_triton_would(monkeypatch, lengths, klens, H, Hkv, hpt, decode, dyn,
                                                            o_tma):
    from triton.runtime import driver
    from tlx.ops.launch import DirectKernel
    from tlx.runtime import kernel_path, load_kernel_module
    cfg, ck = _compiled(hpt, dyn, o_tma)
    monkeypatch.setattr(driver, "_active", types.SimpleNamespace(utils=_Utils))
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, 128, torch.bfloat16, "cpu",
                                       k_lengths=klens and list(klens))
    o, lse = torch.empty_like(q), torch.empty(q.shape[:2])
    mod = load_kernel_module(kernel_path("jagged_attention.tlx"), cfg, target="gluon")
    # triton's path: the generated launcher's arguments through CompiledKernel.run's wrapper
    ref_calls, fast_calls = [], []
    grid, args, opts = mod.jagged_attention_prepare(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, tile_decode=decode)
    _recording_kernel(ck, ref_calls).run.launch(grid[0], 1, 1, 7, 0xF00, False, False, None, None,
                                                ck.packed_metadata, None, None, None, *args)
    # the fast path, with the recorder as its C launcher
    plan = J._GluonPlan.__new__(J._GluonPlan)
    monkeypatch.setattr(J, "TILE_DECODE", decode)
    o_tma_, args_, dyn_, known = J._signature(tuple(mod.jagged_attention_kernel.arg_names))
    assert known and (o_tma_, dyn_) == (o_tma, dyn)
    plan.__dict__.update(mod=mod, block=128 // hpt, hpt=hpt, sms=132, stream=lambda d: 7, direct=True, empty={},
                         checked={16 if decode else 0}, o_tma=o_tma, args=args_,
                         fallbacks=0, kernels={}, dynamic=dyn, counters={},
                         tables=types.SimpleNamespace(fill=lambda *a: (0x1010, 0x1000, None)))
    dk = DirectKernel(_recording_kernel(ck, fast_calls))
    plan.kernels[(cu_q.data_ptr() & 15, cu_k.data_ptr() & 15, H == 1, H & 15, 16 if decode else 0)] = dk
    plan(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0)
    (ref,), (fast,) = ref_calls, fast_calls
    ref, fast = [_plain(a) for a in ref], [_plain(a) for a in fast]
    assert len(ref) == len(fast)
    n = len(ref) - dyn  # a dynamic walk's counter comes last: each path passes its own (one per stream)
    if dyn:
        assert fast[n] == plan.counters[7].data_ptr() and ref[n] == mod._tile_counter(q).data_ptr() and fast[n] != 0
    head = 13  # grid, stream, function, flags, scratch, metadata, hooks
    assert fast[:head] == [min((len(lengths) + -(-q.shape[0] // (128 // hpt))) * (H // hpt), 132)] + ref[1:head]
    if klens and not sum(klens):  # an empty k/v: each path points the map at its own 1-row stand-in
        for i in (9, 18):  # the k and v maps (each map: its ragged view's 4 sizes and 4 strides follow)
            assert fast[head + i][1] != ref[head + i][1]
            fast[head + i] = ref[head + i] = fast[head + i][:1] + fast[head + i][2:]
    tab = n - 3  # the tile table's pointer, its count's, then TILE_DECODE
    assert fast[head:tab] == ref[head:tab]  # everything but the two tile-table pointers
    assert fast[head][6] == (0x7FFF0000, 0x7FFF0000, 1 << 30, H * 128)  # q's map: bounded at each sequence's end
    if o_tma:  # o's map after v's: the output's rows are bounded at each sequence's end too
        assert fast[head + 27][1] == o.data_ptr() and fast[head + 27][6] == fast[head][6]
    assert fast[n - 1] == ref[n - 1] == (16 if decode else 0)
    if decode:  # no table: the offsets stand in for it
        assert fast[tab] == fast[tab + 1] == ref[tab] == ref[tab + 1] == cu_q.data_ptr()
    else:
        assert fast[tab:tab + 2] == [0x1010, 0x1000]  # the table sits after the count in one buffer
