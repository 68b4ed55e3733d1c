"""kernels/jagged_attention_packed.tlx (several short sequences per query tile, block-diagonal mask) under the
Triton CPU interpreter against a float64 reference: q and k lengths that differ, empty sequences, GQA, causal,
silu, NaN propagation, and long sequences (correct, only slower). The op does not pick it (it measured slower
than 64x64 per-sequence tiles on the H200); this keeps the kernel honest for the next attempt."""
import pytest
import torch

from tlx.demo import random_batch, reference
from tlx.runtime import kernel_path, load_kernel_module


def _segments(cu, T):
    return torch.searchsorted(cu[1:], torch.arange(T, dtype=torch.int32), right=True, out_int32=True)


def _run(q, k, v, cu_q, cu_k, causal, act, max_k):
    dt = {torch.float32: "f32", torch.float16: "f16"}[q.dtype]
    mod = load_kernel_module(kernel_path("jagged_attention_packed.tlx"),
                             {"DT": dt, "D": q.shape[2], "CAUSAL": causal, "ACT": act, "BLOCK_M": 32, "BLOCK_N": 16,
                              "WG_M": 16}, target="triton", interpret=True)
    o = torch.full_like(q, float("nan"))                         # poisoned: every row must be written
    lse = torch.full(q.shape[:2], float("nan"))
    mod.jagged_attention_packed(q, k, v, o, lse, cu_q, cu_k, _segments(cu_q, q.shape[0]), _segments(cu_k, k.shape[0]),
                                q.shape[2] ** -0.5, 1.0 / max_k)
    return o, lse


CASES = [
    # q lengths, k lengths, causal, H, Hkv, D, activation, dtype
    ((5, 0, 16, 1, 9, 3, 12), None, False, 2, 2, 64, "softmax", torch.float32),
    ((5, 0, 16, 1, 9, 3, 12), None, True, 2, 1, 64, "softmax", torch.float16),
    ((4, 9, 0, 12, 2), (7, 2, 3, 12, 0), True, 4, 1, 64, "softmax", torch.float32),
    ((4, 9, 0, 12, 2), (7, 2, 3, 12, 0), False, 2, 2, 128, "silu", torch.float16),
    ((3, 40, 7, 0, 2), None, True, 2, 1, 64, "softmax", torch.float32),      # a long one: one tile sees it all
]


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_packed_matches_reference(lengths, klens, causal, H, Hkv, D, act, dtype):
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cpu", seed=sum(lengths) + causal,
                                       k_lengths=None if klens is None else list(klens))
    mk = max(klens or lengths)
    out, lse = _run(q, k, v, cu_q, cu_k, causal, act, mk)
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal, activation=act, max_seqlen_k=mk)
    assert not torch.isnan(out).any()
    err = ((out.double() - ref).norm() / ref.norm()).item()
    assert err < (2e-3 if dtype == torch.float16 else 1e-5), err
    if act == "softmax":
        fin = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse), fin)  # rows that see no key: +inf, like the main kernel
        assert torch.allclose(lse.double()[fin], ref_lse[fin], rtol=1e-4, atol=1e-4)


def test_nan_propagates():
    q, k, v, cu_q, cu_k = random_batch([5, 9, 3], 2, 2, 64, torch.float32, "cpu", seed=11)
    q[6, 1, 0] = float("nan")   # row 1 of sequence 1, head 1
    out, _ = _run(q, k, v, cu_q, cu_k, False, "softmax", 9)
    assert torch.isnan(out[6, 1]).all()
    assert not torch.isnan(out[:5]).any() and not torch.isnan(out[14:]).any()  # other sequences untouched
