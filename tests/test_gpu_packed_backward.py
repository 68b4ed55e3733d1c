"""GPU checks of the backward's packed path (kernels/jagged_attention_bwd_packed.tlx's Hopper build, taken by the op
for many short sequences: tlx/ops/packed_backward.py) against float64 autograd, every gradient poisoned with NaN
first: short mixes with empty sequences, a few long ones, q and k lengths that differ, GQA, causal and not, D 64/128,
f16/bf16; bitwise-equal gradients run to run; a non-finite k in one sequence reaches no other sequence's gradients;
no host sync."""
import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from test_backward import reference  # noqa: E402
from test_gpu_packed import _lengths  # noqa: E402  (the forward's short mixes)
from tlx.demo import random_batch  # noqa: E402
from tlx.ops import jagged_attention, packed_attention, packed_backward  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402


@pytest.fixture(autouse=True)
def setup(monkeypatch):
    monkeypatch.setattr(bwd, "_empty_like", lambda t, **kw: torch.full_like(t, float("nan"), **kw))
    monkeypatch.setattr(bwd, "PACKED", True)
    monkeypatch.setattr(packed_attention, "ENABLED", True)
    calls = []
    real = packed_backward.run
    monkeypatch.setattr(packed_backward, "run", lambda *a, **kw: calls.append(1) or real(*a, **kw))
    return calls


def _batch(lens, H, Hkv, D, dtype, seed, klens=None):
    """(q, k, v, cu_q, cu_k, d_o) of a random batch on the GPU."""
    q, k, v, cu_q, cu_k = random_batch(lens, H, Hkv, D, dtype, "cuda", seed=seed, k_lengths=klens)
    return q, k, v, cu_q, cu_k, torch.randn(q.shape, device="cuda", dtype=dtype)


def _grads(q, k, v, cu_q, cu_k, d_o, hint, **kw):
    a = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = jagged_attention(*a, cu_q, cu_k, max_seqlen_q=hint, max_seqlen_k=hint, **kw)
    return torch.autograd.grad(out, a, d_o)


CASES = [(mix, causal, D, Hkv, dtype)
         for mix in ("1-20", "30-63 with empties", "short + long", "q != k")
         for causal in (False, True)
         for D, Hkv, dtype in ((128, 4, torch.bfloat16), (64, 1, torch.float16))]


@pytest.mark.parametrize("mix,causal,D,Hkv,dtype", CASES)
def test_packed_backward_gpu_matches_float64(setup, mix, causal, D, Hkv, dtype):
    lens, klens = _lengths(mix, D + causal)
    q, k, v, cu_q, cu_k, d_o = _batch(lens, 4, Hkv, D, dtype, len(lens), klens)
    got = _grads(q, k, v, cu_q, cu_k, d_o, 63, causal=causal)
    assert setup, "the op did not take the packed backward"
    qd, kd, vd = [t.double().requires_grad_() for t in (q, k, v)]
    o, _ = reference(qd, kd, vd, cu_q, cu_k, causal=causal)
    want = torch.autograd.grad(o, (qd, kd, vd), d_o.double())
    for name, g, w in zip("qkv", got, want):
        assert not torch.isnan(g).any(), f"d{name}: NaN (an element was not written)"
        err = ((g.double() - w).norm() / w.norm().clamp_min(1e-30)).item()
        assert err < 2e-2, (name, err)
        assert ((g.double() - w).abs().max() <= 5e-2 * w.abs().max().clamp_min(1e-6)).item(), name


@pytest.mark.parametrize("causal", [False, True])
def test_packed_backward_gpu_deterministic_and_no_sync(setup, causal):
    lens, _ = _lengths("30-63 with empties", 9)
    q, k, v, cu_q, cu_k, d_o = _batch(lens, 16, 2, 128, torch.bfloat16, 2)
    first = _grads(q, k, v, cu_q, cu_k, d_o, 63, causal=causal)
    torch.cuda.set_sync_debug_mode("error")      # the path never waits for the GPU
    try:
        again = [_grads(q, k, v, cu_q, cu_k, d_o, 63, causal=causal) for _ in range(3)]
    finally:
        torch.cuda.set_sync_debug_mode("default")
    assert len(setup) == 4
    for grads in again:
        for a, b in zip(first, grads):
            assert torch.equal(a, b)


@pytest.mark.parametrize("causal", [False, True])
def test_packed_backward_gpu_isolation(setup, causal):
    # an inf in sequence 3's k: every other sequence's gradients are those of the same batch without it (its tiles
    # mix sequences: dQ = dS K multiplies masked zeros by that row)
    lens, _ = _lengths("1-20", 5)
    q, k, v, cu_q, cu_k, d_o = _batch(lens, 4, 4, 128, torch.bfloat16, 6)
    clean = _grads(q, k, v, cu_q, cu_k, d_o, 63, causal=causal)
    bad = k.clone()
    bad[int(cu_k[3]), 1, 5] = float("inf")
    got = _grads(q, bad, v, cu_q, cu_k, d_o, 63, causal=causal)
    for b in range(len(lens)):
        if b == 3:
            continue
        for name, g, c, cu in zip("qkv", got, clean, (cu_q, cu_k, cu_k)):
            part, want = g[int(cu[b]):int(cu[b + 1])], c[int(cu[b]):int(cu[b + 1])]
            assert torch.isfinite(part).all(), (b, name)
            # (rows that share a warp group with the inf are recomputed one key at a time: rounded differently)
            err = ((part.double() - want.double()).norm() / want.double().norm().clamp_min(1e-30)).item()
            assert err < 2e-2, (b, name, err)


@pytest.mark.parametrize("causal", [False, True])
def test_packed_backward_gpu_direct_launch(setup, monkeypatch, causal):
    # the direct launch (packed_backward.Plan) gives the generated launchers' gradients bitwise, and after the first
    # call of a specialization launches directly
    lens, _ = _lengths("30-63 with empties", 4)
    q, k, v, cu_q, cu_k, d_o = _batch(lens, 8, 2, 128, torch.bfloat16, 3)
    monkeypatch.setattr(packed_backward, "DIRECT", False)
    want = _grads(q, k, v, cu_q, cu_k, d_o, 63, causal=causal)
    monkeypatch.setattr(packed_backward, "DIRECT", True)
    monkeypatch.setattr(packed_backward, "_PLANS", {})
    for _ in range(3):
        got = _grads(q, k, v, cu_q, cu_k, d_o, 63, causal=causal)
        for a, b in zip(got, want):
            assert torch.equal(a, b)
    (plan,) = packed_backward._PLANS.values()  # (one device, one configuration)
    assert plan.dq.direct and plan.kv.direct and (plan.dq.fallbacks, plan.kv.fallbacks) == (1, 1)


@pytest.mark.parametrize("mix,causal,D,Hkv,dtype", [CASES[2], CASES[7], CASES[12]])
def test_packed_backward_gpu_per_thread_stores(setup, monkeypatch, mix, causal, D, Hkv, dtype):
    # the op stores the gradients by TMA (OUT_TMA, on: the other tests run it); the per-thread stores it replaced
    # stay buildable and correct
    monkeypatch.setattr(packed_backward, "OUT_TMA", False)
    test_packed_backward_gpu_matches_float64(setup, mix, causal, D, Hkv, dtype)
