"""Sequences of a batch are isolated on the GPU: a NaN or inf in one sequence's q, k or v reaches no other
sequence's output or gradients. Jagged `tma` copies read rows past the sequence end as zero (docs/language.md);
before, the Hopper build's partial last K/V block held the next sequence's first rows, and P·V multiplied their
zero weights by them (0 x inf = NaN), as did the backward's products with q / dO / k rows past the end."""
import importlib

import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tlx.demo import random_batch, reference  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402

J = importlib.import_module("tlx.ops.jagged_attention")
LENGTHS = [200, 130, 77, 256, 5, 300, 129]  # a partial last block in (almost) every sequence
POISONED = (1, 3, 5)  # their first rows sit in the partial last blocks of sequences 0, 2 and 4


def _batch(H, HKV, D, seed):
    q, k, v, cu, _ = random_batch(LENGTHS, H, HKV, D, torch.bfloat16, "cuda", seed=seed)
    bad = [t.clone() for t in (q, k, v)]
    for s in POISONED:
        a, b = int(cu[s]), int(cu[s + 1])
        bad[2][a, 0, :3] = float("inf")     # v: the rows the previous sequence's last block reads
        bad[2][a + 1, -1, 5] = float("nan")
        bad[2][b - 1, 0, 0] = -float("inf")
        bad[1][a + 2, 0, 1] = float("inf")  # k
        bad[0][a, 0, 7] = float("nan")      # q (and, in the backward, dO)
    return (q, k, v), bad, cu


def _clean_rows(cu):
    keep = torch.ones(int(cu[-1]), dtype=torch.bool, device=cu.device)
    for s in POISONED:
        keep[int(cu[s]):int(cu[s + 1])] = False
    return keep


def _poison_allocator(*shapes):
    # outputs come from the caching allocator: fill the blocks they will reuse with NaN first (an element the
    # kernel does not write stays NaN)
    p = [torch.full(s, float("nan"), device="cuda") for s in shapes]
    del p


@pytest.mark.parametrize("portable", [False, True], ids=["gluon", "portable"])
@pytest.mark.parametrize("H,HKV,D,causal", [(4, 4, 128, False), (4, 4, 128, True), (4, 4, 64, False),
                                            (4, 4, 64, True), (8, 2, 128, True)])
def test_a_poisoned_sequence_leaves_the_others_exact(monkeypatch, portable, H, HKV, D, causal):
    if portable and (D, causal, H) != (128, True, 4):
        pytest.skip("the portable build loads with masks: one shape shows it")
    monkeypatch.setenv("TLX_PORTABLE", "1" if portable else "0")
    good, bad, cu = _batch(H, HKV, D, seed=D + causal + H)
    keep = _clean_rows(cu)
    outs = []
    for q, k, v in (good, bad):
        _poison_allocator(q.shape, q.shape[:2])
        out, lse = jagged_attention(q, k, v, cu, cu, causal=causal, return_lse=True)
        torch.cuda.synchronize()
        outs.append((out, lse))
    (o_good, l_good), (o_bad, l_bad) = outs
    assert torch.isfinite(o_good).all() and torch.isfinite(l_good).all()
    leaked = (~torch.isfinite(o_bad[keep])).any(-1).any(-1)
    assert not leaked.any(), f"{int(leaked.sum())} rows of clean sequences are not finite"
    # a tile's result depends on its own sequence only: the clean sequences' rows are bitwise the same
    assert torch.equal(o_bad[keep], o_good[keep]) and torch.equal(l_bad[keep], l_good[keep])
    ref, ref_lse = reference(*good, cu, cu, causal=causal)
    err = ((o_good.double() - ref).norm() / ref.norm()).item()
    assert err < 1e-2, err
    # the poison does reach its own sequence (the NaN in q row 0 of each poisoned sequence, head 0)
    for s in POISONED:
        assert torch.isnan(o_bad[int(cu[s]), 0]).any()
    if not portable:
        plan = J._PLANS[(q.get_device(), *sorted(J._config(q, k, cu, causal, "softmax", -1, -1).items()))]
        assert plan.direct and plan.fallbacks == 0  # the op's direct launch builds the same bounded descriptors


@pytest.mark.parametrize("H,HKV,D,causal", [(4, 4, 128, True), (4, 2, 64, False)])
def test_a_poisoned_sequence_leaves_the_other_gradients_finite(H, HKV, D, causal):
    good, bad, cu = _batch(H, HKV, D, seed=3 * D + causal)
    keep = _clean_rows(cu)
    g = torch.Generator(device="cuda").manual_seed(D)
    d_o = torch.randn(good[0].shape, device="cuda", dtype=torch.bfloat16, generator=g)
    d_o_bad = d_o.clone()
    for s in POISONED:
        d_o_bad[int(cu[s]), 1, 2] = float("nan")  # dO rows past a sequence's end enter dK/dV of the one before
    grads = []
    for (q, k, v), do in ((good, d_o), (bad, d_o_bad)):
        q, k, v = (t.clone().requires_grad_() for t in (q, k, v))
        out = jagged_attention(q, k, v, cu, cu, causal=causal)
        out.backward(do)
        torch.cuda.synchronize()
        grads.append((q.grad, k.grad, v.grad))
    for name, a, b in zip(("dq", "dk", "dv"), *grads):
        assert torch.isfinite(a).all(), name
        assert torch.isfinite(b[keep]).all(), f"{name}: a clean sequence's gradient is not finite"
        err = ((b[keep].double() - a[keep].double()).norm() / a[keep].double().norm()).item()
        assert err < 1e-2, (name, err)  # (dQ adds its parts in any order: close, not bitwise)
