"""The flagship's epilogue (normalization by one reciprocal per row, issue 13) keeps its contract: a query row that
sees no key writes zeros and lse = +inf, even where its tile's P V product holds 0 * inf = NaN for it (a value
of V it does not see is inf), while a row that sees that value gets a non-finite output as in SDPA."""
import torch

from tlx.demo import reference
from tlx.ops import jagged_attention


def test_rows_without_keys_stay_zero_next_to_an_inf_value():
    g = torch.Generator().manual_seed(5)
    # causal, bottom-right: query i sees key j <= i - 20, so rows 0..19 see nothing; rows 20..31 share their
    # 32-row tile (CPU tiles) and its one key block with them, and rows 25.. see key 5
    lq, lk, H, D = 40, 20, 2, 64
    q = torch.randn(lq, H, D, generator=g).half()
    k = torch.randn(lk, H, D, generator=g).half()
    v = torch.randn(lk, H, D, generator=g).half()
    v[5, 0, 3] = float("inf")
    cu_q, cu_k = torch.tensor([0, lq], dtype=torch.int32), torch.tensor([0, lk], dtype=torch.int32)
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, causal=True, return_lse=True)
    assert torch.equal(out[:20], torch.zeros_like(out[:20]))
    assert torch.isinf(lse[:20]).all() and (lse[:20] > 0).all()
    assert not torch.isfinite(out[25:, 0, 3]).any()  # the rows that see the inf
    ref, _ = reference(q, k, v, cu_q, cu_k, causal=True)
    fin = torch.isfinite(ref) & (torch.arange(lq) >= 20)[:, None, None]
    assert fin.any() and torch.allclose(out.double()[fin], ref[fin], rtol=2e-2, atol=2e-2)
