"""The torch op: input validation (ValueError naming the argument), torch.compile without graph breaks, and
numerics of the flagship under the Triton CPU interpreter against a float64 reference."""
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


@pytest.mark.parametrize("scale", [0.0, -0.5, float("inf"), float("nan")])
def test_bad_softmax_scale(scale):
    with pytest.raises(ValueError, match="^softmax_scale:"):
        jagged_attention(*_batch(), softmax_scale=scale)


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
