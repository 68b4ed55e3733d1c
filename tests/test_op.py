"""The torch op: input validation (ValueError naming the argument), torch.compile without graph breaks, and
numerics of the flagship under the Triton CPU interpreter against a float64 reference."""
import itertools
import os

import pytest
import torch

from tlx.demo import random_batch, reference
from tlx.ops import jagged_attention


def _batch(lengths=(5, 0, 17), H=2, Hkv=1, D=64, dtype=torch.float16, k_lengths=None, seed=0):
    return random_batch(list(lengths), H, Hkv, D, dtype, "cpu", seed=seed, k_lengths=k_lengths)


@pytest.mark.parametrize("mutate,arg", [
    (lambda a: a.__setitem__(0, a[0].to(torch.float64)), "q"),
    (lambda a: a.__setitem__(1, a[1][:, :, :32].contiguous()), "k/v"),
    (lambda a: a.__setitem__(0, a[0][:, :, :48].contiguous()), "q"),
    (lambda a: a.__setitem__(3, a[3].to(torch.int64)), "cu_seqlens_q"),
    (lambda a: a.__setitem__(4, a[4] + 1), "cu_seqlens_k"),
    (lambda a: a.__setitem__(3, torch.tensor([0, 9, 5, 22], dtype=torch.int32)), "cu_seqlens_q"),
    (lambda a: a.__setitem__(3, torch.tensor([0, 5, 5, 21], dtype=torch.int32)), "cu_seqlens_q"),
    (lambda a: a.__setitem__(0, a[0].transpose(0, 1).contiguous().transpose(0, 1)), "q"),
    (lambda a: a.__setitem__(2, a[2][:-1]), "v"),
    (lambda a: [a.__setitem__(i, a[i].expand(-1, 3, -1).contiguous()) for i in (1, 2)], "k"),
    (lambda a: a.__setitem__(4, a[4][:-1]), "cu_seqlens_k"),
    (lambda a: a.__setitem__(0, a[0][0]), "q"),
])
def test_validation_names_the_argument(mutate, arg):
    a = _batch()
    mutate(a)
    with pytest.raises(ValueError) as e:
        jagged_attention(*a)
    assert str(e.value).startswith(arg + ":") or str(e.value).startswith(arg.split("/")[0]), str(e.value)


@pytest.mark.parametrize("scale", [0.0, -0.5, float("inf"), float("nan"), 1e-40, 1e-300, 3.5e38, 1e300])
def test_bad_softmax_scale(scale):
    with pytest.raises(ValueError, match="^softmax_scale:"):
        jagged_attention(*_batch(), softmax_scale=scale)


@pytest.mark.parametrize("kw,arg", [(dict(max_seqlen_q=2 ** 63), "max_seqlen_q"),
                                    (dict(max_seqlen_k=10 ** 400, activation="silu"), "max_seqlen_k")])
def test_max_seqlen_beyond_32_bits(kw, arg):
    with pytest.raises(ValueError, match=f"^{arg}: at most 2\\*\\*31 - 1"):
        jagged_attention(*_batch(), **kw)


def test_offsets_on_the_meta_device():
    a = _batch()
    a[4] = a[4].to("meta")
    with pytest.raises(ValueError, match="^cu_seqlens_k: on meta"):
        jagged_attention(*a)


@pytest.mark.parametrize("cu", [[0, 5, 12], [0, 9, 5, 14][:3], [2, 5, 14], [0, 5, 100000]])
def test_bad_offsets_under_torch_compile(cu):
    # the offsets are fake while dynamo traces: the compiled graph's call of the op checks them (a silent read of
    # unwritten rows before)
    q, k, v, _, _ = _batch(lengths=(5, 9))
    bad = torch.tensor(cu, dtype=torch.int32)
    good = torch.tensor([0, 5, 14], dtype=torch.int32)
    g = torch.compile(lambda *a: jagged_attention(*a), fullgraph=True, backend="aot_eager")
    for cq, ck, name in ((bad, good, "cu_seqlens_q"), (good, bad, "cu_seqlens_k")):
        torch._dynamo.reset()
        with pytest.raises(ValueError, match=f"^{name}: "):
            g(q, k, v, cq, ck)


def test_vmap_is_refused_clearly():
    q, k, v, cu_q, cu_k = _batch(lengths=(3, 4))
    f = torch.vmap(lambda q, k, v: jagged_attention(q, k, v, cu_q, cu_k))
    with pytest.raises(ValueError, match="^jagged_attention: torch.vmap is not supported"):
        f(q[None].expand(2, -1, -1, -1), k[None].expand(2, -1, -1, -1), v[None].expand(2, -1, -1, -1))


def test_small_max_seqlen_still_computes_every_row():
    # max_seqlen only sizes work: a too-small value must not leave rows of the output unwritten
    q, k, v, cu_q, cu_k = _batch(lengths=(40, 3), D=64, dtype=torch.float32)
    out = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=1, max_seqlen_k=40)
    ref, _ = reference(q, k, v, cu_q, cu_k)
    assert ((out.double() - ref).abs().max() <= 1e-4 * ref.abs().max()).item()


def test_bad_activation():
    with pytest.raises(ValueError, match="activation"):
        jagged_attention(*_batch(), activation="gelu")


def test_torch_compile_no_graph_break():
    q, k, v, cu_q, cu_k = _batch(lengths=(3, 4))

    def f(q, k, v, cu_q, cu_k):
        return jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=4, max_seqlen_k=4) * 2

    g = torch.compile(f, fullgraph=True, backend="eager")
    out = g(q, k, v, cu_q, cu_k)
    ref, _ = reference(q, k, v, cu_q, cu_k)
    assert ((out.double() / 2 - ref).norm() / ref.norm()).item() < 2e-3


CASES = [
    # lengths (q), k lengths, causal, H, Hkv, D, activation, dtype
    ((1, 31, 32, 33, 0, 70), None, False, 2, 2, 64, "softmax", torch.float16),
    ((1, 31, 32, 33, 0, 70), None, True, 2, 2, 64, "softmax", torch.float16),
    ((5, 40, 0, 33), (9, 20, 7, 64), True, 4, 1, 64, "softmax", torch.float32),
    ((5, 40, 0, 33), (9, 20, 7, 64), False, 4, 1, 128, "softmax", torch.float16),
    ((17, 0, 45), (30, 3, 45), True, 2, 1, 64, "silu", torch.float16),
    ((17, 33), None, False, 2, 2, 128, "silu", torch.float32),
]


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_flagship_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype):
    q, k, v, cu_q, cu_k = _batch(lengths, H, Hkv, D, dtype, klens, seed=len(lengths) + D + causal)
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, causal=causal, activation=act, return_lse=True)
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal, activation=act)
    assert not torch.isnan(out).any()
    err = ((out.double() - ref).norm() / ref.norm().clamp_min(1e-30)).item()
    assert err < (2e-3 if dtype == torch.float16 else 1e-5), err
    if act == "softmax":
        fin = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse), fin)
        assert torch.allclose(lse.double()[fin], ref_lse[fin], rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("kw,name", [
    (dict(causal="no"), "causal"), (dict(causal=1), "causal"), (dict(causal=None), "causal"),
    (dict(softmax_scale="0.5"), "softmax_scale"), (dict(softmax_scale=True), "softmax_scale"),
    (dict(max_seqlen_q=True), "max_seqlen_q"), (dict(max_seqlen_k=3.0), "max_seqlen_k"),
    (dict(max_seqlen_k="40"), "max_seqlen_k"), (dict(max_seqlen_q=-1), "max_seqlen_q"),
    (dict(return_lse="yes"), "return_lse"), (dict(activation=None), "activation"),
])
def test_scalars_are_type_checked(kw, name):
    # "no" is truthy and "0.5" parses: accepting them would silently compute something else
    with pytest.raises(ValueError, match=f"^{name}:"):
        jagged_attention(*_batch(), **kw)


def test_numpy_and_int_scalars_are_numbers():
    np = pytest.importorskip("numpy")
    a = _batch(lengths=(3, 4), D=64, dtype=torch.float32)
    ref = jagged_attention(*a, softmax_scale=0.25, max_seqlen_k=4)
    out = jagged_attention(*a, softmax_scale=np.float32(0.25), max_seqlen_k=np.int64(4))
    assert torch.equal(out, ref)


@pytest.mark.parametrize("shape,msg", [((5, 2, 0), "^q: head_dim must be 64 or 128, got 0"),
                                       ((5, 0, 64), "^q: number of heads must be positive")])
def test_empty_heads_or_head_dim_say_so(shape, msg):
    q = torch.randn(shape)
    k = torch.randn(5, max(shape[1], 1), shape[2])
    cu = torch.tensor([0, 5], dtype=torch.int32)
    with pytest.raises(ValueError, match=msg):
        jagged_attention(q, k, k.clone(), cu, cu)


@pytest.mark.parametrize("qshape,kshape,msg", [
    ((5, 2 ** 24 + 1, 64), (5, 1, 64), r"^q: 16777217 heads x head_dim 64 = 1073741888 elements per token"),
    ((2 ** 30 + 1, 1, 64), (5, 1, 64), r"^q: at most 2\*\*30 tokens"),
    ((5, 1, 64), (2 ** 30 + 1, 1, 64), r"^k: at most 2\*\*30 tokens"),
    ((2 ** 25, 32, 64), (5, 1, 64), r"^q: 32 heads x \(1 sequences \+ 33554432 tokens\) is more than the 2\*\*30")])
def test_sizes_past_the_kernels_32_bit_coordinates_are_refused(qshape, kshape, msg):
    # shapes with no memory behind them (stride 0): the size checks come before the layout's; a row wider than
    # 2**30 elements would let a clamped head's block start past 2**31 (host_runtime._check_row_width), and more
    # tiles than 2**30 would wrap the kernels' tile counts
    q = torch.empty(1).as_strided(qshape, (0, 0, 0))
    k = torch.empty(1).as_strided(kshape, (0, 0, 0))
    cu = torch.tensor([0, 5], dtype=torch.int32)
    with pytest.raises(ValueError, match=msg):
        jagged_attention(q, k, k, cu, cu)


def _nan_case(poison):
    q, k, v, cu_q, cu_k = _batch(lengths=(7, 20, 9), H=2, Hkv=1, D=64, dtype=torch.float32, seed=11)
    if poison == "q_nan":
        q[7 + 4, 1] = float("nan")  # sequence 1, row 4, head 1
    else:
        k[7 + 12, 0] = float("inf")  # sequence 1, key 12 (both query heads share the kv head)
    return q, k, v, cu_q, cu_k


_KERNEL = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "kernels", "jagged_attention.tlx")
_NAN_FIXED = "seen = l_i > 0.0" not in open(_KERNEL).read()


@pytest.mark.xfail(not _NAN_FIXED, strict=True, reason="kernel: a NaN row sum reads as 'saw no key' (l_i > 0); "
                   "kernels/jagged_attention.tlx must test l_i == 0 instead (issue 10)")
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("poison", ["q_nan", "k_inf"])
def test_nan_and_inf_propagate_like_sdpa(poison, causal):
    # SDPA: a NaN query gives a NaN row; a +inf key gives NaN in every row that sees it (exp(inf - inf));
    # rows that never meet the poison stay exact. The kernel must not turn a NaN row into zeros with lse=+inf.
    q, k, v, cu_q, cu_k = _nan_case(poison)
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, causal=causal, return_lse=True)
    ref = _sdpa(q, k, v, cu_q, cu_k, causal)
    want_nan = torch.isnan(ref).any(-1)
    assert want_nan.any() and (~want_nan).any()
    assert torch.equal(torch.isnan(out).any(-1), want_nan)
    assert torch.equal(torch.isnan(lse), want_nan)
    ok = ~want_nan
    assert ((out.double()[ok] - ref[ok]).abs().max() <= 1e-4 * ref[ok].abs().max()).item()


def _sdpa(q, k, v, cu_q, cu_k, causal):
    # plain softmax attention in float64 per sequence (what SDPA computes, NaN and inf included)
    out = torch.zeros(q.shape, dtype=torch.float64)
    for a, b, c, d in zip(cu_q.tolist(), cu_q.tolist()[1:], cu_k.tolist(), cu_k.tolist()[1:]):
        qs = q[a:b].double().transpose(0, 1)
        ks = k[c:d].double().repeat_interleave(q.shape[1] // k.shape[1], 1).transpose(0, 1)
        vs = v[c:d].double().repeat_interleave(q.shape[1] // k.shape[1], 1).transpose(0, 1)
        s = qs @ ks.transpose(1, 2) / q.shape[2] ** 0.5
        if causal:
            i, j = torch.arange(b - a)[:, None], torch.arange(d - c)[None, :]
            s = s.masked_fill(j > i + (d - c) - (b - a), float("-inf"))
        out[a:b] = (torch.softmax(s, -1) @ vs).transpose(0, 1)
    return out


def test_fast_path_arguments_match_the_generated_launcher():
    # The CUDA fast path builds the Gluon kernel's arguments itself; this is what it must equal: the generated
    # module's own prepare(), run here on CPU tensors (a code generator change must show up here first)
    import importlib
    J = importlib.import_module("tlx.ops.jagged_attention")
    from tlx.runtime import kernel_path, load_kernel_module
    cases = (((5, 0, 130), None, 4, 2, 128), ((3,), (0,), 1, 1, 64), ((1, 2), None, 16, 16, 64))
    for (lengths, klens, H, Hkv, D), o_tma in itertools.product(cases, (False, True)):
        q, k, v, cu_q, cu_k = _batch(lengths, H, Hkv, D, torch.bfloat16, klens)
        cfg = {"DT": "bf16", "D": D, "BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "CAUSAL": False, "ACT": "softmax",
               "O_TMA": o_tma}  # O_TMA (the op's pick for one-head tiles): o is a jagged TMA descriptor
        names = J._ARGS_OTMA if o_tma else J._ARGS
        mod = load_kernel_module(kernel_path("jagged_attention.tlx"), cfg, target="gluon")
        assert tuple(mod.jagged_attention_kernel.arg_names) == names
        o, lse = torch.empty_like(q), torch.empty(q.shape[:2])
        for decode in (16, 0):  # the kernel decodes its tiles (no table) / reads the table
            grid, args, opts = mod.jagged_attention_prepare(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0,
                                                            tile_decode=bool(decode))
            mine = J.fast_arguments(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, decode, o_tma)
            assert J.module_arguments(args, mine, names) == mine
            other = J.fast_arguments(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, 16 - decode, o_tma)
            assert J.module_arguments(args, other, names) != other
        # (the grid is compared on the GPU, where the module sizes its table by the token count too)
