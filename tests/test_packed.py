"""The packed kernel (kernels/jagged_attention_packed.tlx: several short sequences per query tile) through the op,
under the Triton CPU interpreter against a float64 reference. The op picks it when every sequence is at most half
a query tile long (tlx/ops/attention_tiles.py); it must also be right when a caller's max_seqlen hint is wrong."""
import pytest
import torch

from tlx.demo import random_batch, reference
from tlx.ops import jagged_attention
from tlx.ops.attention_tiles import PACKED, choose

CASES = [
    # q lengths, k lengths, causal, H, Hkv, D, activation, dtype
    ((5, 0, 16, 1, 9, 3, 12), None, False, 2, 2, 64, "softmax", torch.float32),
    ((5, 0, 16, 1, 9, 3, 12), None, True, 2, 1, 64, "softmax", torch.float16),
    ((4, 9, 0, 12, 2), (7, 2, 3, 12, 0), True, 4, 1, 64, "softmax", torch.float32),
    ((4, 9, 0, 12, 2), (7, 2, 3, 12, 0), False, 2, 2, 128, "silu", torch.float16),
]


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_packed_matches_reference(lengths, klens, causal, H, Hkv, D, act, dtype):
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cpu", seed=sum(lengths) + causal,
                                       k_lengths=None if klens is None else list(klens))
    mq, mk = max(lengths), max(klens or lengths)
    assert choose(H, Hkv, mq, mk, on_gpu=False)[0] == PACKED  # the op really takes the packed kernel here
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=mq, max_seqlen_k=mk, causal=causal,
                                activation=act, return_lse=True)
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal, activation=act, max_seqlen_k=mk)
    assert not torch.isnan(out).any()
    err = ((out.double() - ref).norm() / ref.norm()).item()
    assert err < (2e-3 if dtype == torch.float16 else 1e-5), err
    if act == "softmax":
        fin = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse), fin)  # rows that see no key: +inf, like the main kernel
        assert torch.allclose(lse.double()[fin], ref_lse[fin], rtol=1e-4, atol=1e-4)


def test_wrong_hint_only_costs_speed():
    # hints say "short", but one sequence is 40 long: the packed kernel still computes every row right
    q, k, v, cu_q, cu_k = random_batch([3, 40, 7, 0, 2], 2, 1, 64, torch.float32, "cpu", seed=7)
    out = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=4, max_seqlen_k=4, causal=True)
    ref, _ = reference(q, k, v, cu_q, cu_k, causal=True)
    assert ((out.double() - ref).abs().max() <= 1e-4 * ref.abs().max()).item()


def test_nan_propagates():
    q, k, v, cu_q, cu_k = random_batch([5, 9, 3], 2, 2, 64, torch.float32, "cpu", seed=11)
    q[6, 1, 0] = float("nan")   # row 1 of sequence 1, head 1
    out = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=9, max_seqlen_k=9)
    assert torch.isnan(out[6, 1]).all()
    assert not torch.isnan(out[:5]).any() and not torch.isnan(out[14:]).any()  # other sequences untouched
