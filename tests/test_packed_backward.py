"""kernels/jagged_attention_bwd_packed.tlx (the backward for batches of short sequences: several sequences per tile,
block-diagonal mask) under the Triton CPU interpreter against float64 autograd: q and k lengths that differ, empty
sequences, GQA/MQA, causal, silu, the gradient through lse, a sequence longer than a tile, one and two consumer warp
groups; every gradient poisoned with NaN first. Isolation: a non-finite value in one sequence's q, k, v or dO
reaches no other sequence's gradients. The op's GPU builds are proved; the op's rule is the forward's."""
import types

import pytest
import torch

from test_backward import _check, ref_grads
from tlx.demo import random_batch
from tlx.ops import packed_attention, packed_backward
from tlx.runtime import kernel_path, load_kernel_module

# (dQ kernel's module, dK/dV kernel's module: each builds both kernels of the file, so each names a shape valid for
# both): two warp groups of 16 rows (keys) over 16-row blocks, or one of 32
SHAPES = {"2wg": ({"BLOCK_M": 32, "WG_M": 16, "BLOCK_N": 16, "WG_N": 16},
                  {"BLOCK_N": 32, "WG_N": 16, "BLOCK_M": 16, "WG_M": 16}),
          "1wg": ({"BLOCK_M": 32, "WG_M": 32, "BLOCK_N": 32, "WG_N": 32},
                  {"BLOCK_N": 32, "WG_N": 32, "BLOCK_M": 32, "WG_M": 32})}
_DT = {torch.float32: "f32", torch.float16: "f16"}


def _segments(cu, T):
    return torch.searchsorted(cu[1:], torch.arange(T, dtype=torch.int32), right=True, out_int32=True)


def _forward(q, k, v, cu_q, cu_k, causal, act):
    """o and lse as the forward returns them (from the float64 reference)."""
    from test_backward import reference
    o, lse = reference(q, k, v, cu_q, cu_k, causal=causal, activation=act)
    return o.to(q.dtype), lse.float()


def _run(q, k, v, o, lse, d_o, dlse, cu_q, cu_k, causal, act, shape="2wg", out_scale=1.0):
    base = {"DT": _DT[q.dtype], "D": q.shape[2], "CAUSAL": causal, "ACT": act}
    dq_t, kv_t = SHAPES[shape]
    path = kernel_path("jagged_attention_bwd_packed.tlx")
    dq_mod, kv_mod = (load_kernel_module(path, {**base, **t}, target="triton", interpret=True) for t in (dq_t, kv_t))
    Tq, H = q.shape[:2]
    nan = float("nan")
    dq, dk, dv = torch.full_like(q, nan), torch.full_like(k, nan), torch.full_like(v, nan)  # poisoned
    lse2_t, delta_t = torch.full((H, Tq), nan), torch.full((H, Tq), nan)
    seg_q, seg_k = _segments(cu_q, Tq), _segments(cu_k, k.shape[0])
    scale = q.shape[2] ** -0.5
    dq_mod.attn_bwd_packed_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu_q, cu_k, seg_q, seg_k, scale,
                              out_scale)
    kv_mod.attn_bwd_packed_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu_q, cu_k, seg_q, seg_k, scale, out_scale)
    return dq, dk, dv


def _case(lengths, klens, causal, H, Hkv, D, act, dtype, shape="2wg", with_dlse=False, seed=0):
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cpu", seed=seed,
                                       k_lengths=None if klens is None else list(klens))
    o, lse = _forward(q, k, v, cu_q, cu_k, causal, act)
    g = torch.Generator().manual_seed(seed + 1)
    d_o = torch.randn(q.shape, generator=g).to(dtype)
    dlse = torch.randn(lse.shape, generator=g) if with_dlse else torch.zeros_like(lse)
    out_scale = 1.0 / max(list(klens or lengths) + [1]) if act == "silu" else 1.0
    return (q, k, v, o, lse, d_o, dlse, cu_q, cu_k), out_scale


CASES = [
    # q lengths, k lengths, causal, H, Hkv, D, activation, dtype
    ((5, 0, 16, 1, 9, 3, 12), None, False, 2, 2, 64, "softmax", torch.float32),
    ((5, 0, 16, 1, 9, 3, 12), None, True, 2, 1, 64, "softmax", torch.float16),
    # q lengths != k lengths, sequences with queries and no key and with keys and no query; causal rows that see none
    ((4, 9, 0, 12, 2), (7, 2, 3, 12, 0), True, 4, 1, 64, "softmax", torch.float32),
    ((4, 9, 0, 12, 2), (7, 2, 3, 12, 0), False, 2, 2, 128, "silu", torch.float16),
    ((3, 40, 7, 0, 2), None, True, 2, 1, 64, "softmax", torch.float32),      # a long one: tiles hold parts of it
    ((17, 0, 45), (30, 3, 45), True, 2, 1, 64, "silu", torch.float16),
    # a dQ tile whose last row sees none of its own sequence's keys (40 queries, 2 keys, causal) after a sequence with
    # keys: the tile's keys must still reach the earlier sequence's last key (the causal k_hi's lower bound)
    ((5, 40, 3), (7, 2, 4), True, 2, 1, 64, "softmax", torch.float32),
]


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_packed_backward_matches_float64(lengths, klens, causal, H, Hkv, D, act, dtype):
    args, out_scale = _case(lengths, klens, causal, H, Hkv, D, act, dtype, seed=sum(lengths) + causal)
    got = _run(*args, causal, act, out_scale=out_scale)
    q, k, v, _, _, d_o, _, cu_q, cu_k = args
    for g, w, name in zip(got, ref_grads(q, k, v, cu_q, cu_k, d_o, causal, act), ("dq", "dk", "dv")):
        _check(g, w, dtype, name)


@pytest.mark.parametrize("causal", [False, True])
def test_packed_backward_one_warp_group_and_dlse(causal):
    # one consumer warp group per tile, and the gradient through the returned lse (dlse enters delta)
    lengths, klens = (5, 40, 0, 6, 11), (9, 20, 7, 0, 11)
    args, _ = _case(lengths, klens, causal, 4, 2, 64, "softmax", torch.float32, "1wg", with_dlse=True, seed=3)
    got = _run(*args, causal, "softmax", shape="1wg")
    q, k, v, _, _, d_o, dlse, cu_q, cu_k = args
    for g, w, name in zip(got, ref_grads(q, k, v, cu_q, cu_k, d_o, causal, "softmax", dlse=dlse), ("dq", "dk", "dv")):
        _check(g, w, torch.float32, name)


def _rows_of(cu, b):
    return slice(int(cu[b]), int(cu[b + 1]))


@pytest.mark.parametrize("where_,causal,act", [("k", False, "softmax"), ("v", True, "softmax"), ("q", True, "softmax"),
                                              ("d_o", False, "softmax"), ("q", False, "silu")])
def test_a_non_finite_value_reaches_only_its_own_sequence(where_, causal, act):
    # sequence 2's row holds inf: every other sequence's gradients are those of a batch without it (the tiles mix
    # sequences, so a product's masked zero times that inf would make theirs NaN without the isolation recompute)
    lengths = (5, 9, 7, 12, 3, 8)
    args, _ = _case(lengths, None, causal, 2, 1, 64, act, torch.float32, seed=11)
    q, k, v, o, lse, d_o, dlse, cu_q, cu_k = args
    clean = _run(*args, causal, act)
    bad = {"q": q, "k": k, "v": v, "d_o": d_o}[where_].clone()
    bad[int(cu_q[2]) + 1, 0, 3] = float("inf")
    named = dict(zip(("q", "k", "v", "o", "lse", "d_o", "dlse", "cu_q", "cu_k"), args))
    named[where_] = bad
    got = _run(*named.values(), causal, act)
    for b in range(len(lengths)):
        if b == 2:
            continue
        for g, c, name in zip(got, clean, ("dq", "dk", "dv")):
            part = g[_rows_of(cu_q if name == "dq" else cu_k, b)]
            assert torch.isfinite(part).all(), (where_, b, name)
            want = c[_rows_of(cu_q if name == "dq" else cu_k, b)]
            assert torch.allclose(part, want, rtol=1e-4, atol=1e-5), (where_, b, name)


@pytest.mark.parametrize("D", [128, 64])
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("out_tma", [False, True])
def test_op_builds_proved(monkeypatch, D, causal, out_tma):
    # the op's Gluon builds (packed_backward.DQ_TILES / DKDV_TILES, with and without OUT_TMA) load with require_proof:
    # a build whose protocol the verifier cannot prove for every input is refused (unless the sampled search is asked
    # for, which this test does not)
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(packed_backward, "OUT_TMA", out_tma)
    q = torch.empty(1, 2, D, dtype=torch.bfloat16)
    dq_mod, kv_mod = packed_backward.modules(q, causal, "softmax", target="gluon")
    assert hasattr(dq_mod, "attn_bwd_packed_dq") and hasattr(kv_mod, "attn_bwd_packed_dkdv")


def test_op_rule_is_the_forwards():
    # the backward takes the packed kernels exactly where the forward does (both hints <= SHORT, more than FEW
    # sequences, softmax), on CUDA tensors with rows
    cu = torch.zeros(packed_attention.FEW + 2, dtype=torch.int32)
    q = types.SimpleNamespace(is_cuda=True, dtype=torch.bfloat16, shape=(100, 2, 64))
    k = types.SimpleNamespace(shape=(90, 2, 64))
    short = packed_attention.SHORT
    assert packed_backward.wanted(q, k, cu, short, short, "softmax")
    assert not packed_backward.wanted(q, k, cu, short + 1, short, "softmax")
    assert not packed_backward.wanted(q, k, cu, short, -1, "softmax")
    assert not packed_backward.wanted(q, k, cu, short, short, "silu")
    assert not packed_backward.wanted(q, k, cu[:packed_attention.FEW + 1], short, short, "softmax")
    assert not packed_backward.wanted(q, types.SimpleNamespace(shape=(0, 2, 64)), cu, short, short, "softmax")
    assert not packed_backward.wanted(types.SimpleNamespace(is_cuda=False, dtype=torch.bfloat16, shape=(100, 2, 64)),
                                      k, cu, short, short, "softmax")
