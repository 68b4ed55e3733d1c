"""GPU checks of the backward (Gluon and portable builds; the fused kernel (USE_FUSED) and the two-kernel path) against
float64 autograd and torch's varlen_attn backward; every output of the backward poisoned with NaN first; bitwise
determinism of deterministic=True."""

import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from test_backward import reference  # noqa: E402
from test_gpu_flagship import _lognormal  # noqa: E402  (the same length draw)
from tlx.demo import random_batch  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402


@pytest.fixture(autouse=True)
def poison(monkeypatch):
    monkeypatch.setattr(bwd, "_empty_like", lambda t, **kw: torch.full_like(t, float("nan"), **kw))


CASES = [
    ((0, 1, 127, 128, 129, 1000), None, False, 4, 4, 128, "softmax", torch.bfloat16),
    ((0, 1, 127, 128, 129, 1000), None, True, 4, 4, 128, "softmax", torch.float16),
    ((50, 300, 7, 0, 9), (300, 20, 7, 5, 0), True, 8, 2, 64, "softmax", torch.bfloat16),
    ((50, 300, 7), (300, 20, 7), False, 8, 1, 64, "softmax", torch.float16),
    ((200, 0, 513), None, True, 4, 1, 128, "silu", torch.bfloat16),
    ((200, 65, 513), (100, 3, 600), False, 4, 2, 64, "silu", torch.float16),
    ("lognormal", None, True, 4, 4, 128, "softmax", torch.bfloat16),
    ("lognormal", None, False, 4, 2, 64, "softmax", torch.bfloat16),
]


def _grads(q, k, v, cu_q, cu_k, d_o, **kw):
    a = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    out = jagged_attention(*a, cu_q, cu_k, **kw)
    return torch.autograd.grad(out, a, d_o)


# the fused kernel's portable build is the CPU tests' (tests/test_backward.py): on the GPU only its Gluon build
# (fused: the op's fused kernel, its dQ by a writer warp; fusedplain: one dQ partial per warp group, DQ_WRITER off)
@pytest.mark.parametrize("portable,path", [(False, "det"), (True, "det"), (False, "fused"), (False, "fusedplain")],
                         ids=["gluon-det", "portable-det", "gluon-fused", "gluon-fusedplain"])
@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_backward_gpu(monkeypatch, portable, path, lengths, klens, causal, H, Hkv, D, act, dtype):
    _run_case(monkeypatch, portable, path, lengths, klens, causal, H, Hkv, D, act, dtype)


# the fused kernel's other builds on three cases (D=128 non-causal; causal GQA D=64 with q lengths != k lengths and
# empty sequences; silu causal D=128): fusedst the S^T layout (SMEM_P off), fusedlag DQ_LAG at every head dim,
# fusedpair DQ_PAIR, fusedc32 dQ in 32-column blocks at every head dim (FUSED_DQ_COLS empty), fusedsplit DQ_LAG with
# the masked steps split off (SPLIT) at every head dim, fusedlate DQ_LAG with DQ_FENCE_LATE at every head dim,
# fusedlateop DQ_FENCE_LATE on the op's own fused builds (the S^T ones at D=64 and D=128 causal), fusedfrag DQ_FRAG
# (dQ through dq_frag in fragment order) on the op's own fused builds, fusedfragc32 with 32-column dQ blocks,
# fusedcarry DK_CARRY (dK's product in flight into the next step) on DQ_LAG's builds at every head dim, fusedcarrysplit
# with SPLIT too
@pytest.mark.parametrize("path", ["fusedst", "fusedlag", "fusedpair", "fusedc32", "fusedsplit", "fusedlate",
                                  "fusedlateop", "fusedfrag", "fusedfragc32", "fusedcarry", "fusedcarrysplit"])
@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", [CASES[0], CASES[2], CASES[4]])
def test_backward_gpu_fused_builds(monkeypatch, path, lengths, klens, causal, H, Hkv, D, act, dtype):
    _run_case(monkeypatch, False, path, lengths, klens, causal, H, Hkv, D, act, dtype)


# DQ_ROWS (FA3's row split of dQ, S^T layout with 128 query rows a step at D=64) on the D=64 cases: causal GQA with q
# lengths != k lengths and empty sequences, non-causal fp16 with one KV head, the lognormal draw
@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", [CASES[2], CASES[3], CASES[7]])
def test_backward_gpu_fused_dq_rows(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    made = []
    real = bwd._fused_config
    monkeypatch.setattr(bwd, "_fused_config", lambda *a: made.append(real(*a)) or made[-1])
    monkeypatch.setattr(bwd, "FUSED_DQ_ROWS", True)
    _run_case(monkeypatch, False, "fused", lengths, klens, causal, H, Hkv, D, act, dtype)
    assert made and all(m.get("DQ_ROWS") and m["BLOCK_M"] == 128 for m in made), made


def _run_case(monkeypatch, portable, path, lengths, klens, causal, H, Hkv, D, act, dtype):
    monkeypatch.setenv("TLX_PORTABLE", "1" if portable else "0")
    monkeypatch.setattr(bwd, "USE_FUSED", path.startswith("fused"))
    monkeypatch.setattr(bwd, "FUSED_DQ_WRITER", path != "fusedplain")
    # (the other paths keep the op's own fused flags)
    if path == "fusedst":
        monkeypatch.setattr(bwd, "FUSED_SMEM_P", False)
    if path in ("fusedlag", "fusedsplit", "fusedlate", "fusedcarry", "fusedcarrysplit"):
        monkeypatch.setattr(bwd, "FUSED_DQ_LAG", True)
        monkeypatch.setattr(bwd, "FUSED_ST", {})  # (DQ_LAG needs SMEM_P)
    if path in ("fusedcarry", "fusedcarrysplit"):
        monkeypatch.setattr(bwd, "FUSED_DK_CARRY", True)
    if path in ("fusedsplit", "fusedcarrysplit"):
        monkeypatch.setattr(bwd, "FUSED_SPLIT", True)
    if path in ("fusedlate", "fusedlateop"):
        monkeypatch.setattr(bwd, "FUSED_DQ_FENCE_LATE", True)
    if path == "fusedpair":
        monkeypatch.setattr(bwd, "FUSED_DQ_PAIR", True)
    if path in ("fusedc32", "fusedfragc32"):
        monkeypatch.setattr(bwd, "FUSED_DQ_COLS", {})
    if path in ("fusedfrag", "fusedfragc32"):
        monkeypatch.setattr(bwd, "FUSED_DQ_FRAG", True)
    deterministic = path == "det"
    if lengths == "lognormal":
        lengths = _lognormal(40, D + causal)
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cuda", seed=sum(lengths),
                                       k_lengths=list(klens) if klens else None)
    d_o = torch.randn(q.shape, device="cuda", dtype=dtype)
    got = _grads(q, k, v, cu_q, cu_k, d_o, causal=causal, activation=act, deterministic=deterministic)
    qd, kd, vd = [t.double().requires_grad_() for t in (q, k, v)]
    o, _ = reference(qd, kd, vd, cu_q, cu_k, causal=causal, activation=act)
    want = torch.autograd.grad(o, (qd, kd, vd), d_o.double())
    for name, g, w in zip("qkv", got, want):
        assert not torch.isnan(g).any(), f"d{name}: NaN (an element was not written)"
        err = ((g.double() - w).norm() / w.norm().clamp_min(1e-30)).item()
        assert err < 2e-2, (name, err)
        # and element by element, against the scale of the reference
        assert ((g.double() - w).abs().max() <= 5e-2 * w.abs().max().clamp_min(1e-6)).item(), name
    if act == "softmax" and klens is None and H == Hkv:
        from torch.nn.attention.varlen import varlen_attn
        ml = max(lengths)
        kw = {"window_size": (-1, 0)} if causal else {}
        a = [t.detach().clone().requires_grad_() for t in (q, k, v)]
        ref = torch.autograd.grad(varlen_attn(*a, cu_q, cu_k, ml, ml, **kw), a, d_o)
        for name, g, r in zip("qkv", got, ref):
            assert ((g.double() - r.double()).norm() / r.double().norm()).item() < 2e-2, name


@pytest.mark.parametrize("causal", [False, True])
def test_backward_deterministic(causal):
    q, k, v, cu_q, cu_k = random_batch(_lognormal(60, 3), 16, 2, 128, torch.bfloat16, "cuda", seed=1)
    d_o = torch.randn(q.shape, device="cuda", dtype=torch.bfloat16)
    first = _grads(q, k, v, cu_q, cu_k, d_o, causal=causal, deterministic=True)
    for _ in range(3):
        again = _grads(q, k, v, cu_q, cu_k, d_o, causal=causal, deterministic=True)
        for a, b in zip(first, again):
            assert torch.equal(a, b)


# long batches by their mean length (attention_tiles.long_mean; here 3,150 tokens): at D=64 causal the dQ kernel takes
# three warp groups (DQ_SHAPE_LONG) and the forward 192-row tiles (one head per tile; the GQA case takes head pairs);
# softmax and silu, q lengths != k lengths on one
@pytest.mark.parametrize("klens,act,Hkv", [(None, "softmax", 4), ((5200, 3000, 3600, 0), "softmax", 2),
                                          (None, "silu", 4)])
def test_backward_gpu_long_mean_d64_causal(monkeypatch, klens, act, Hkv):
    made = []
    configs = bwd._configs
    monkeypatch.setattr(bwd, "_configs", lambda *a, **kw: made.append(configs(*a, **kw)) or made[-1])
    _run_case(monkeypatch, False, "det", (5000, 4097, 3500, 3), klens, True, 4, Hkv, 64, act, torch.bfloat16)
    assert made and all(m[0]["BLOCK_M"] == 192 for m in made), made


# the op's fused path by the batch's mean length (FUSED_LONG_MEAN; here 3,150 tokens) at D=128, with and without the
# causal mask (DQ_LAG; under the mask the S^T layout for softmax, SPLIT and the dynamic walk), and at D=64 (the S^T
# layout with 128 query rows a step for softmax, DQ_LAG for silu; KV_PER_STEP; the dynamic walk under the mask): q
# lengths != k lengths (queries that see no key, a sequence with no key) and silu on some of the cases
@pytest.mark.parametrize("klens,act,causal,D", [(None, "softmax", True, 128), ((5200, 3000, 3600, 0), "softmax", True, 128),
                                               ((5200, 3000, 3600, 0), "silu", False, 128), (None, "softmax", False, 128),
                                               (None, "softmax", True, 64), ((5200, 3000, 3600, 0), "silu", True, 64),
                                               ((5200, 3000, 3600, 0), "softmax", False, 64)])
def test_backward_gpu_long_mean_fused(monkeypatch, klens, act, causal, D):
    made = []
    real = bwd._fused_config
    monkeypatch.setattr(bwd, "_fused_config", lambda *a: made.append(real(*a)) or made[-1])
    _run_case(monkeypatch, False, "default", (5000, 4097, 3500, 3), klens, causal, 4, 4, D, act, torch.bfloat16)
    # (softmax at D=128 under the mask and at D=64: FUSED_ST's S^T layout, which has no DQ_LAG; at D=64 with
    # FUSED_SHAPE's 128 query rows a step)
    st = act == "softmax" and ((causal and D == 128) or D == 64)
    assert made and all(m.get("SMEM_P", False) == m.get("DQ_LAG", False) == (not st) for m in made), made
    assert all(m["BLOCK_M"] == (128 if st and D == 64 else 64) for m in made), made
    assert all(m.get("SPLIT", False) == (causal and D == 128) for m in made), made
    assert all(m.get("KV_PER_STEP", False) == (causal or D == 64) for m in made), made


# the fused path's direct launch (FusedPlan, since session 37): after a specialization's first call every kernel of
# it (prep, the fused kernel, dQ's convert) is launched directly, and the gradients are those of the generated
# launchers (dK/dV bitwise; dQ to the last bits, its adds landing in any order)
@pytest.mark.parametrize("D,causal", [(128, False), (128, True), (64, False), (64, True)])
def test_fused_direct_launch_gpu(monkeypatch, D, causal):
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    monkeypatch.setattr(bwd, "_FUSED_PLANS", {})
    q, k, v, cu_q, cu_k = random_batch(_lognormal(40, D + causal), 4, 4, D, torch.bfloat16, "cuda", seed=D + causal)
    d_o = torch.randn(q.shape, device="cuda", dtype=torch.bfloat16)
    direct = [_grads(q, k, v, cu_q, cu_k, d_o, causal=causal) for _ in range(2)]
    (plan,) = bwd._FUSED_PLANS.values()
    kerns = (plan.prep, plan.fused, plan.convert)
    assert all(kn.direct and kn.fallbacks == 1 for kn in kerns), [(kn.name, kn.direct, kn.fallbacks) for kn in kerns]
    monkeypatch.setattr(bwd, "DIRECT", False)
    module = _grads(q, k, v, cu_q, cu_k, d_o, causal=causal)
    for got in direct:
        assert torch.equal(got[1], module[1]) and torch.equal(got[2], module[2])
        assert not torch.isnan(got[0]).any()
        assert ((got[0].float() - module[0].float()).abs().max() <= 1e-2 * module[0].float().abs().max()).item()
