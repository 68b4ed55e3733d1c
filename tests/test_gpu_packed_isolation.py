"""The packed short-sequence kernel (kernels/jagged_attention_packed.tlx, the op's path for many short sequences)
isolates sequences on the GPU: its key blocks hold several sequences' keys, and P·V multiplies another sequence's
zero weights by its v rows (0 x inf = NaN); each warp group checks its output and recomputes, without the other
sequences' keys, the rows where an element is not finite. So an inf/NaN in v reaches exactly the elements of the
rows that see it (its column; causal rows before the key do not see it), and a NaN/inf in q or k only its own
sequence: every other element equals float64 with the bad values zeroed."""
import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tlx.demo import random_batch, reference  # noqa: E402
from tlx.ops import jagged_attention, packed_attention  # noqa: E402


def _hit(cu, causal, bad_v, rep):
    """[T, H, D]: element (row, head, col) sees a non-finite v value (its row sees key j, causal: bottom-right, and
    v[j, the head's KV head, col] is not finite)."""
    nonfin = (~torch.isfinite(bad_v)).double()
    hit = torch.zeros(nonfin.shape, dtype=torch.bool)
    for a, b in zip(cu[:-1].tolist(), cu[1:].tolist()):
        i, j = torch.arange(b - a)[:, None], torch.arange(b - a)[None, :]
        sees = ((j <= i) if causal else torch.ones(b - a, b - a, dtype=torch.bool)).double()
        hit[a:b] = torch.einsum("ij,jhd->ihd", sees, nonfin[a:b]) > 0
    return hit.repeat_interleave(rep, 1)


@pytest.mark.parametrize("D,causal", [(128, False), (128, True), (64, False), (64, True)])
def test_packed_a_non_finite_value_stays_in_its_rows(monkeypatch, D, causal):
    monkeypatch.setattr(packed_attention, "ENABLED", True)
    monkeypatch.setattr(packed_attention, "_PLANS", {})   # plans of its own (test_gpu_packed counts first calls)
    g = torch.Generator().manual_seed(D + causal)
    lens = torch.randint(1, 64, (300,), generator=g).tolist()
    H, HKV = 8, 2
    q, k, v, cu, _ = random_batch(lens, H, HKV, D, torch.bfloat16, "cuda", seed=D + causal)
    c = cu.tolist()
    bad_v, bad_k = v.clone(), k.clone()
    for s in range(3, 300, 37):                         # v: first, middle and last keys of sequences
        bad_v[c[s], 0, 3] = float("inf")
        bad_v[(c[s] + c[s + 1]) // 2, 1, 5] = float("nan")
        bad_v[c[s + 1] - 1, 1, D - 1] = -float("inf")
    k_seqs = list(range(20, 300, 53))                    # k: only their own rows may change
    for s in k_seqs:
        bad_k[c[s], 0, 1] = float("inf")
    for _ in range(2):
        torch.full((q.shape[0] * 2, H, D), float("nan"), dtype=q.dtype, device="cuda")  # poison the allocator
        out, lse = jagged_attention(q, bad_k, bad_v, cu, cu, max_seqlen_q=63, max_seqlen_k=63, causal=causal,
                                    return_lse=True)
        torch.cuda.synchronize()
    assert (q.get_device(), q.dtype, D, causal, "softmax") in packed_attention._PLANS   # the packed path ran
    out, bv = out.cpu(), bad_v.cpu()
    hit = _hit(cu.cpu(), causal, bv, H // HKV)
    own_k = torch.zeros(q.shape[0], dtype=torch.bool)
    for s in k_seqs:
        own_k[c[s]:c[s + 1]] = True
    rest = ~own_k
    assert hit[rest].any() and torch.equal(~torch.isfinite(out[rest]), hit[rest])
    clean_v = torch.nan_to_num(bad_v, nan=0.0, posinf=0.0, neginf=0.0)
    ref, _ = reference(q, bad_k, clean_v, cu, cu, causal=causal)
    ref = ref.cpu()
    keep = ~hit & rest[:, None, None]
    err = ((out.double() - ref)[keep].abs().max() / ref[keep].abs().max()).item()
    assert err < 2e-2, err
    # the same batch without the bad values: every row finite, float64 close (the fast path alone)
    o2 = jagged_attention(q, k, v, cu, cu, max_seqlen_q=63, max_seqlen_k=63, causal=causal)
    ref2, _ = reference(q, k, v, cu, cu, causal=causal)
    assert torch.isfinite(o2).all() and ((o2.double() - ref2).norm() / ref2.norm()).item() < 1e-2
