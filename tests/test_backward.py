"""The backward of jagged attention on the CPU (portable kernels under the Triton interpreter): gradients of q, k, v
(and through the returned lse) against float64 autograd of the reference, with every output of the backward
poisoned with NaN first; determinism; opcheck with the autograd checks; torch.compile forward+backward."""
import re

import pytest
import torch

from tlx.demo import random_batch
from tlx.ops import jagged_attention
from tlx.ops import jagged_attention_bwd as bwd


@pytest.fixture(autouse=True)
def poison(monkeypatch):
    # an element the kernels do not write stays NaN and fails the comparison
    monkeypatch.setattr(bwd, "_empty_like", lambda t, **kw: torch.full_like(t, float("nan"), **kw))


def _leaves(q, k, v):
    return [t.detach().clone().requires_grad_() for t in (q, k, v)]


def reference(q, k, v, cu_q, cu_k, causal=False, activation="softmax"):
    """float64 attention per sequence and head (GQA by repeating k/v heads), differentiable; a row that sees no
    key (or a sequence with no key) outputs 0 with lse = +inf."""
    H, Hkv = q.shape[1], k.shape[1]
    scale = q.shape[2] ** -0.5
    cq, ck = cu_q.tolist(), cu_k.tolist()
    max_k = max([b - a for a, b in zip(ck[:-1], ck[1:])] + [1])
    outs, lses = [], []
    for b in range(len(cq) - 1):
        qs = q[cq[b]:cq[b + 1]].double()
        ks = k[ck[b]:ck[b + 1]].double().repeat_interleave(H // Hkv, dim=1)
        vs = v[ck[b]:ck[b + 1]].double().repeat_interleave(H // Hkv, dim=1)
        lq, lk = qs.shape[0], ks.shape[0]
        s = torch.einsum("qhd,khd->hqk", qs, ks) * scale
        mask = torch.ones(lq, lk, dtype=torch.bool, device=q.device)
        if causal:
            ar = lambda n: torch.arange(n, device=q.device)
            mask = ar(lk)[None, :] <= ar(lq)[:, None] + lk - lq
        if activation == "softmax":
            seen = mask.any(1)[None, :, None]
            p = torch.softmax(s.masked_fill(~mask, -torch.inf).masked_fill(~seen, 0.0), -1) * seen
            lse = torch.logsumexp(s.masked_fill(~mask, -torch.inf).masked_fill(~seen, 0.0), -1)
            lses.append(torch.where(seen[..., 0], lse, torch.inf).T)
            outs.append(torch.einsum("hqk,khd->qhd", p, vs))
        else:
            p = torch.nn.functional.silu(s) * mask
            outs.append(torch.einsum("hqk,khd->qhd", p, vs) / max_k)
            lses.append(torch.zeros(lq, H, dtype=torch.float64, device=q.device))
    return torch.cat(outs), torch.cat(lses)


def ref_grads(q, k, v, cu_q, cu_k, d_o, causal, act, dlse=None):
    """float64 autograd through the reference; dlse weights the finite log-sum-exps."""
    qd, kd, vd = [t.detach().double().requires_grad_() for t in (q, k, v)]
    o, lse = reference(qd, kd, vd, cu_q, cu_k, causal=causal, activation=act)
    loss = (o * d_o.double()).sum()
    if dlse is not None:
        loss = loss + (torch.where(torch.isfinite(lse), lse, 0.0) * dlse.double()).sum()
    loss.backward()
    return qd.grad, kd.grad, vd.grad


def _check(got, want, dtype, what):
    assert not torch.isnan(got).any(), f"{what}: NaN (an element was not written)"
    got = got.double()
    rel, el = (2e-3, 1e-2) if dtype == torch.float16 else (1e-5, 1e-4)
    err = ((got - want).norm() / want.norm().clamp_min(1e-30)).item()
    assert err < rel, (what, err)
    # and element by element, against the scale of the reference
    assert ((got - want).abs().max() <= el * want.abs().max().clamp_min(1e-6)).item(), what


CASES = [
    # lengths (q), k lengths, causal, H, Hkv, D, activation, dtype (block edges on the CPU are 16 and 32 rows)
    ((1, 17, 33, 0), None, False, 2, 2, 64, "softmax", torch.float16),
    ((1, 17, 33, 0), None, True, 2, 2, 64, "softmax", torch.float32),
    # q lengths != k lengths; a sequence with queries and no key, one with keys and no query; causal rows that see
    # no key (40 queries, 20 keys: the first 20 rows); MQA
    ((5, 40, 0, 6), (9, 20, 7, 0), True, 4, 1, 64, "softmax", torch.float32),
    ((5, 33, 0), (9, 20, 7), False, 4, 2, 128, "softmax", torch.float16),
    ((17, 0, 45), (30, 3, 45), True, 2, 1, 64, "silu", torch.float16),
    ((17, 33), None, False, 2, 2, 128, "silu", torch.float32),
]


@pytest.fixture(params=["fused", "deterministic"])
def deterministic(request, monkeypatch):
    """Both backward paths: the fused kernel (USE_FUSED, deterministic=False) and the two-kernel one."""
    monkeypatch.setattr(bwd, "USE_FUSED", request.param == "fused")
    return request.param == "deterministic"


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_gradients_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype, deterministic):
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cpu", seed=len(lengths) + D + causal,
                                       k_lengths=list(klens) if klens else None)
    q, k, v = _leaves(q, k, v)
    out = jagged_attention(q, k, v, cu_q, cu_k, causal=causal, activation=act, deterministic=deterministic)
    d_o = torch.randn(out.shape, generator=torch.Generator().manual_seed(7)).to(dtype)
    out.backward(d_o)
    want = ref_grads(q, k, v, cu_q, cu_k, d_o, causal, act)
    for name, t, w in zip("qkv", (q, k, v), want):
        _check(t.grad, w, dtype, "d" + name)
    if causal and klens:  # rows that see no key get dq = 0 exactly
        lq = (cu_q[1:] - cu_q[:-1]).tolist()
        lk = (cu_k[1:] - cu_k[:-1]).tolist()
        for s, (a, b) in enumerate(zip(lq, lk)):
            blind = max(a - b, 0)
            if blind:
                assert q.grad[cu_q[s]:cu_q[s] + blind].abs().max().item() == 0.0


def test_gradient_through_lse(deterministic):
    # loss uses the returned log-sum-exp too: dlse enters as delta = rowsum(dO * O) - dlse
    q, k, v, cu_q, cu_k = random_batch([7, 33, 20], 2, 1, 64, torch.float32, "cpu", seed=3, k_lengths=[9, 40, 20])
    q, k, v = _leaves(q, k, v)
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, return_lse=True, deterministic=deterministic)
    g = torch.Generator().manual_seed(5)
    d_o, dlse = torch.randn(out.shape, generator=g), torch.randn(lse.shape, generator=g)
    ((out * d_o).sum() + (lse * dlse).sum()).backward()
    want = ref_grads(q, k, v, cu_q, cu_k, d_o, False, "softmax", dlse)
    for name, t, w in zip("qkv", (q, k, v), want):
        _check(t.grad, w, torch.float32, "d" + name)


def test_deterministic():
    q, k, v, cu_q, cu_k = random_batch([9, 20], 2, 1, 64, torch.float16, "cpu", seed=11)
    grads = []
    for _ in range(2):
        a = _leaves(q, k, v)
        jagged_attention(*a, cu_q, cu_k, causal=True, deterministic=True).float().square().sum().backward()
        grads.append([t.grad for t in a])
    for x, y in zip(*grads):
        assert torch.equal(x, y)


def test_no_grad_needed_for_constants():
    # only k needs a gradient: q and v stay without one, and k's is right
    q, k, v, cu_q, cu_k = random_batch([9, 17], 2, 2, 64, torch.float32, "cpu", seed=2)
    k = k.clone().requires_grad_()
    out = jagged_attention(q, k, v, cu_q, cu_k)
    d_o = torch.randn(out.shape, generator=torch.Generator().manual_seed(1))
    out.backward(d_o)
    _check(k.grad, ref_grads(q, k, v, cu_q, cu_k, d_o, False, "softmax")[1], torch.float32, "dk")
    assert q.grad is None and v.grad is None


def test_deterministic_flag_reaches_the_backward(monkeypatch):
    # with USE_FUSED the fused path runs unless deterministic=True; both paths give the same gradients (to rounding)
    calls = []
    real = bwd._fused
    monkeypatch.setattr(bwd, "_fused", lambda *a: calls.append(1) or real(*a))
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    q, k, v, cu_q, cu_k = random_batch([9, 20], 2, 1, 64, torch.float32, "cpu", seed=12)
    grads = []
    for det in (False, True):
        a = _leaves(q, k, v)
        jagged_attention(*a, cu_q, cu_k, causal=True, deterministic=det).square().sum().backward()
        grads.append([t.grad for t in a])
        assert len(calls) == 1, det
    for x, y in zip(*grads):
        assert torch.allclose(x, y, rtol=1e-5, atol=1e-6)


class _Spy:
    """A generated module whose attn_bwd_* launchers record the tile_decode they are given."""

    def __init__(self, mod, seen):
        self.mod, self.seen = mod, seen

    def __getattr__(self, name):
        fn = getattr(self.mod, name)
        return lambda *a, **kw: self.seen.append((name, kw.get("tile_decode", "unset"))) or fn(*a, **kw)


def test_backward_reads_the_tile_table(monkeypatch):
    # batches of <= 16 sequences would run the kernels' in-kernel tile decode, whose D=128 Gluon builds spill in the
    # step loop (issue 11: the LLM-packed rows): the backward hands both launchers tile_decode=False; the
    # launcher's own choice (TILE_DECODE = None: decode here) gives bitwise the same gradients
    seen, real = [], bwd._modules
    monkeypatch.setattr(bwd, "USE_FUSED", False)
    monkeypatch.setattr(bwd, "_modules", lambda *a: tuple(_Spy(m, seen) for m in real(*a)))
    q, k, v, cu_q, cu_k = random_batch([9, 20, 0, 5], 2, 1, 64, torch.float32, "cpu", seed=13)
    grads = {}
    for dec in (False, None):
        monkeypatch.setattr(bwd, "TILE_DECODE", dec)
        seen.clear()
        a = _leaves(q, k, v)
        jagged_attention(*a, cu_q, cu_k, causal=True).square().sum().backward()
        assert seen == [("attn_bwd_dq", dec), ("attn_bwd_dkdv", dec)]
        grads[dec] = [t.grad for t in a]
    for x, y in zip(grads[False], grads[None]):
        assert torch.equal(x, y)


def test_opcheck_with_autograd():
    q, k, v, cu_q, cu_k = random_batch([3, 5], 2, 1, 64, torch.float32, "cpu", seed=4)
    q, k, v = _leaves(q, k, v)
    args = (q, k, v, cu_q, cu_k, 5, 5, True, 0.125, "softmax")
    torch.library.opcheck(torch.ops.tlx.jagged_attention_fwd.default, args)
    o, lse = torch.ops.tlx.jagged_attention_fwd(*args)
    d_o = torch.randn_like(o)
    bargs = (d_o, None, q.detach(), k.detach(), v.detach(), o.detach(), lse.detach(), cu_q, cu_k, 5, 5, True, 0.125,
             "softmax")
    torch.library.opcheck(torch.ops.tlx.jagged_attention_bwd.default, bargs)
    torch.library.opcheck(torch.ops.tlx.jagged_attention_bwd.default, bargs + (True,))


def _op_args(**change):
    q, k, v, cu_q, cu_k = random_batch([3, 5], 2, 1, 64, torch.float32, "cpu", seed=5)
    a = dict(q=q, k=k, v=v, cu_q=cu_q, cu_k=cu_k, mq=5, mk=5, causal=False, scale=0.125, act="softmax", det=False)
    a.update(change)
    return a


_FWD_BAD = {  # a direct caller of the internal ops skips jagged_attention's checks: the ops check their own
    "q: dtype": dict(q=torch.zeros(8, 2, 64, dtype=torch.int32)),
    "q: head_dim must be 64 or 128": dict(q=torch.randn(8, 2, 32)),
    "k: number of heads 3 must divide": dict(k=torch.randn(9, 3, 64), v=torch.randn(9, 3, 64)),
    "v: must be contiguous": dict(v=torch.randn(64, 8, 1).permute(1, 2, 0)),
    "cu_seqlens_q: offsets must be int32": dict(cu_q=torch.tensor([0, 3, 8])),
    "max_seqlen_q: must be an int >= -1": dict(mq=-2),
    "softmax_scale: must be a positive finite": dict(scale=float("nan")),
    "activation: must be one of": dict(act="relu"),
}


@pytest.mark.parametrize("msg", list(_FWD_BAD))
@pytest.mark.parametrize("op", ["fwd", "bwd"])
def test_the_internal_ops_check_their_arguments(op, msg):
    a = _op_args(**_FWD_BAD[msg])
    fargs = (a["q"], a["k"], a["v"], a["cu_q"], a["cu_k"], a["mq"], a["mk"], a["causal"], a["scale"], a["act"])
    with pytest.raises(ValueError, match=re.escape(msg)):
        if op == "fwd":
            torch.ops.tlx.jagged_attention_fwd(*fargs, a["det"])
        else:
            q = a["q"]
            o = torch.randn(q.shape, dtype=torch.float32) if q.dtype == torch.int32 else torch.randn_like(q)
            lse = torch.randn(q.shape[:2])
            torch.ops.tlx.jagged_attention_bwd(torch.randn_like(o), None, *fargs[:3], o, lse, *fargs[3:], a["det"])


def _fwd_out(a):
    return torch.ops.tlx.jagged_attention_fwd(a["q"], a["k"], a["v"], a["cu_q"], a["cu_k"], 5, 5, False, 0.125,
                                              "softmax")


@pytest.mark.parametrize("name,bad,msg", [
    ("o", lambda o, lse: torch.randn(7, 2, 64), "o: expected shape (8, 2, 64) (q's), got (7, 2, 64)"),
    ("o", lambda o, lse: o.half(), "o: dtype must be torch.float32, got torch.float16"),
    ("lse", lambda o, lse: lse.half(), "lse: dtype must be torch.float32"),
    ("lse", lambda o, lse: lse[:, :1], "lse: expected shape (8, 2)"),
    ("d_o", lambda o, lse: o[:, :1], "d_o: expected shape (8, 2, 64)"),
    ("dlse", lambda o, lse: lse[:5], "dlse: expected shape (8, 2)"),
    ("dlse", lambda o, lse: lse.int(), "dlse: must be a floating-point tensor"),
])
def test_the_backward_op_checks_the_saved_tensors_and_gradients(name, bad, msg):
    a = _op_args()
    o, lse = _fwd_out(a)
    t = dict(o=o, lse=lse, d_o=torch.randn_like(o), dlse=None, deterministic=False)
    t[name] = bad(o, lse)
    with pytest.raises(ValueError, match=re.escape(msg)):
        torch.ops.tlx.jagged_attention_bwd(t["d_o"], t["dlse"], a["q"], a["k"], a["v"], t["o"], t["lse"], a["cu_q"],
                                           a["cu_k"], 5, 5, False, 0.125, "softmax", t["deterministic"])


def test_the_backward_op_takes_strided_saved_tensors():
    # a direct caller's o / lse need not be contiguous: same gradients as with the contiguous ones
    a = _op_args()
    o, lse = _fwd_out(a)
    d_o = torch.randn_like(o)
    o_t, lse_t = o.transpose(0, 1).contiguous().transpose(0, 1), lse.t().contiguous().t()
    assert not o_t.is_contiguous() and not lse_t.is_contiguous()
    args = lambda o, lse: (d_o, None, a["q"], a["k"], a["v"], o, lse, a["cu_q"], a["cu_k"], 5, 5, False, 0.125,  # noqa
                           "softmax")
    ref = torch.ops.tlx.jagged_attention_bwd(*args(o, lse))
    got = torch.ops.tlx.jagged_attention_bwd(*args(o_t, lse_t))
    for x, y in zip(ref, got):
        assert not x.isnan().any() and torch.equal(x, y)


@pytest.mark.parametrize("cu_q,msg", [([0, 6, 100], "must end at the number of rows 8"),
                                      ([-3, 5, 8], "must start at 0, got -3"),
                                      ([0, 13, 8], "offsets must be non-decreasing")])
def test_the_backward_op_checks_the_offsets_on_the_cpu(cu_q, msg):
    # (the forward's implementation checked them; the backward's did not, and gave finite wrong gradients)
    a = _op_args()
    o, lse = _fwd_out(a)
    bad = torch.tensor(cu_q, dtype=torch.int32)
    with pytest.raises(ValueError, match=re.escape(f"cu_seqlens_q: {msg}")):
        torch.ops.tlx.jagged_attention_bwd(torch.randn_like(o), None, a["q"], a["k"], a["v"], o, lse, bad, a["cu_k"],
                                           5, 5, False, 0.125, "softmax")


@pytest.mark.parametrize("name", ["cu_q", "v", "d_o", "o", "dlse"])
def test_a_meta_tensor_among_real_ones_is_refused(name):
    # the dispatcher runs the fake kernel when any argument is on the meta device: it returned uninitialized outputs
    a = _op_args()
    o, lse = _fwd_out(a)
    t = dict(a, d_o=torch.randn_like(o), o=o, lse=lse, dlse=torch.zeros_like(lse))
    t[name] = t[name].to("meta")
    shown = {"cu_q": "cu_seqlens_q"}.get(name, name)
    with pytest.raises(ValueError, match=re.escape(f"{shown}: on meta, but q is on cpu")):
        if name in ("cu_q", "v"):
            torch.ops.tlx.jagged_attention_fwd(t["q"], t["k"], t["v"], t["cu_q"], t["cu_k"], 5, 5, False, 0.125,
                                               "softmax")
        torch.ops.tlx.jagged_attention_bwd(t["d_o"], t["dlse"], t["q"], t["k"], t["v"], t["o"], t["lse"], t["cu_q"],
                                           t["cu_k"], 5, 5, False, 0.125, "softmax")


def test_negated_views_and_sparse_tensors_are_refused():
    q, k, v, cu_q, cu_k = random_batch([3, 5], 2, 1, 64, torch.float32, "cpu", seed=6)
    with pytest.raises(ValueError, match=re.escape("k: has its negative bit set")):
        jagged_attention(q, torch._neg_view(k), v, cu_q, cu_k)  # (contiguous, its storage not negated: was read so)
    with pytest.raises(ValueError, match=re.escape("v: must be a dense (strided) tensor, got layout torch.sparse_coo")):
        jagged_attention(q, k, v.to_sparse(), cu_q, cu_k)
    a = _op_args()
    o, lse = _fwd_out(a)
    with pytest.raises(ValueError, match=re.escape("d_o: must be a dense (strided) tensor")):
        torch.ops.tlx.jagged_attention_bwd(torch.randn_like(o).to_sparse(), None, a["q"], a["k"], a["v"], o, lse,
                                           a["cu_q"], a["cu_k"], 5, 5, False, 0.125, "softmax")


def test_rows_without_keys_raise_no_interpreter_warnings():
    # exp2(-inf) and log2(0) of rows that see no key are the kernels' arithmetic (silent on the GPU): the CPU
    # interpreter's numpy warnings told a user of a legal call nothing
    import warnings
    q, k, v, cu_q, cu_k = random_batch([9, 4], 2, 1, 64, torch.float32, "cpu", seed=7, k_lengths=[2, 0])
    q, k, v = _leaves(q, k, v)
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        out = jagged_attention(q, k, v, cu_q, cu_k, causal=True)
        out.square().sum().backward()
    assert not [w for w in seen if issubclass(w.category, RuntimeWarning)], [str(w.message) for w in seen]
    ref_o, _ = reference(*[t.detach() for t in (q, k, v)], cu_q, cu_k, causal=True)
    assert torch.allclose(out.double(), ref_o, atol=1e-5) and q.grad.isfinite().all()


def test_torch_compile_forward_backward_no_recompiles():
    from torch._dynamo.testing import CompileCounterWithBackend
    cnt = CompileCounterWithBackend("aot_eager")

    def f(q, k, v, cu_q, cu_k, m):
        out = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=m, max_seqlen_k=m, causal=True, activation="silu")
        return out.float().square().sum()

    g = torch.compile(f, fullgraph=True, backend=cnt, dynamic=True)
    for lens in ([3, 4], [5, 2, 6], [9]):  # new lengths, batch sizes and max_seqlen: one compile
        q, k, v, cu_q, cu_k = random_batch(lens, 2, 1, 64, torch.float32, "cpu", seed=len(lens))
        q, k, v = _leaves(q, k, v)
        g(q, k, v, cu_q, cu_k, max(lens)).backward()
        e = _leaves(q, k, v)
        f(*e, cu_q, cu_k, max(lens)).backward()
        for a, b in zip((q, k, v), e):
            assert torch.allclose(a.grad, b.grad, rtol=1e-5, atol=1e-6)
    assert cnt.frame_count == 1


@pytest.mark.parametrize("bad", ["deterministic"])
def test_bad_deterministic(bad):
    q, k, v, cu_q, cu_k = random_batch([3], 2, 1, 64, torch.float32, "cpu")
    with pytest.raises(ValueError, match="^deterministic:"):
        jagged_attention(q, k, v, cu_q, cu_k, deterministic="yes")



@pytest.mark.parametrize("D,act", [(128, "softmax"), (64, "softmax"), (64, "silu"), (128, "silu")])
def test_op_gpu_setup_proved(monkeypatch, D, act):
    """The op's unmasked Hopper builds of both backward kernels (the configs _configs picks on CUDA: at D=128 the
    dK/dV kernel with one K/V buffer; at D=64 DQ_SHAPE's three-warp-group dQ and DKDV_SHAPE's 128-row query blocks)
    are proved by the protocol verifier within its default limit: a build it cannot prove raises at the op's first
    backward (the causal ones: test_bwd_dynamic.py)."""
    from tlx.compiler import Options, compile_text
    from tlx.runtime import kernel_path
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setenv("TLX_PORTABLE", "0")

    class CudaQ:  # what _configs reads of q (no GPU needed)
        is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, D), torch.device("cuda")
    cfgs = bwd._configs(CudaQ(), False, act)
    assert cfgs[1].get("KVBUF", 2) == (bwd.DKDV_KVBUF[False] if D > 64 else 2)
    # (silu keeps the dK/dV kernel's 64 rows: DKDV_SHAPE is softmax's)
    assert (cfgs[0]["BLOCK_M"], cfgs[1]["BLOCK_M"]) == ((192, 128 if act == "softmax" else 64) if D == 64 else (128, 64))
    for part, cfg in zip(("dq", "dkdv"), cfgs):
        path = kernel_path(f"jagged_attention_bwd_{part}.tlx")
        c = compile_text(open(path).read(), path, "scheduled",
                         Options(target="gluon", defines={k: str(v) for k, v in cfg.items()}))
        assert not c.ctx.protocol_sampled, part


# (layout flags of the op: S^T with the writer, DQ_EARLY; SMEM_P with the writer, DQ_LAG, the dynamic walk)
FUSED_PICKS = {"st": {"FUSED_SMEM_P": False}, "early": {"FUSED_SMEM_P": False, "FUSED_DQ_EARLY": True},
               "smemp": {}, "smemp-dyn": {"FUSED_DYNAMIC": {True: True, False: True}},
               "lag": {"FUSED_DQ_LAG": True}, "lag-dyn": {"FUSED_DQ_LAG": True, "FUSED_DYNAMIC": {True: True, False: True}},
               "pair": {"FUSED_DQ_PAIR": True}, "lag-pair": {"FUSED_DQ_LAG": True, "FUSED_DQ_PAIR": True},
               "lag-split": {"FUSED_DQ_LAG": True, "FUSED_SPLIT": True},
               "lag-split-dyn": {"FUSED_DQ_LAG": True, "FUSED_SPLIT": True, "FUSED_DYNAMIC": {True: True, False: True}},
               "split": {"FUSED_SPLIT": True}, "lag-late": {"FUSED_DQ_LAG": True, "FUSED_DQ_FENCE_LATE": True},
               "lag-carry": {"FUSED_DQ_LAG": True, "FUSED_DK_CARRY": True},
               "lag-carry-late": {"FUSED_DQ_LAG": True, "FUSED_DK_CARRY": True, "FUSED_DQ_FENCE_LATE": True},
               "lag-carry-split": {"FUSED_DQ_LAG": True, "FUSED_DK_CARRY": True, "FUSED_SPLIT": True},
               "default": None}


@pytest.mark.parametrize("D,causal,pick", [(128, True, "st"), (128, False, "early"), (64, False, "early"),
                                           (128, False, "smemp"), (128, True, "smemp"), (64, False, "smemp"),
                                           (64, True, "smemp"), (128, True, "smemp-dyn"), (128, False, "lag"),
                                           (128, True, "lag"), (64, False, "lag"), (64, True, "lag-dyn"),
                                           (128, False, "pair"), (128, True, "pair"), (64, False, "lag-pair"),
                                           (128, True, "lag-pair"), (128, True, "lag-split-dyn"),
                                           (128, False, "lag-split"), (64, True, "lag-split"), (64, False, "split"),
                                           (128, False, "lag-late"), (128, False, "default"), (128, True, "default"),
                                           (128, False, "lag-carry"), (128, True, "lag-carry-split"),
                                           (64, False, "lag-carry-late"),
                                           (64, False, "default"), (64, True, "default")])
def test_fused_dq_writer_proved(monkeypatch, D, causal, pick):
    """The op's fused Hopper builds (DQ_WRITER: dQ's column split over the warp groups, the TMA reduce-adds by a
    writer warp; DQ_EARLY: each warp group's own key half issued before the rendezvous; SMEM_P: S = Q K^T, P and dS
    through shared memory; DQ_LAG: a step's dQ products in the next step) are proved for every input (no sampled
    search), and the writer waits for the copy engine once per run of reduces, not after each (plan-gluon's
    `wait = false`)."""
    from tlx.compiler import Options, compile_text
    from tlx.runtime import kernel_path
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    # (every pick but "default" from the FUSED_DQ_LAG/FUSED_DYNAMIC/FUSED_SPLIT defaults off; "default": the op's own)
    if pick != "default":
        monkeypatch.setattr(bwd, "FUSED_DQ_LAG", False)
        monkeypatch.setattr(bwd, "FUSED_DYNAMIC", {True: False, False: False})
        monkeypatch.setattr(bwd, "FUSED_SPLIT", False)
        monkeypatch.setattr(bwd, "FUSED_ST", {})  # (the pick's FUSED_SMEM_P decides the layout)
        monkeypatch.setattr(bwd, "FUSED_SHAPE", {})  # (the dK/dV kernel's tiles)
        monkeypatch.setattr(bwd, "FUSED_DQ_ROWS", False)
        monkeypatch.setattr(bwd, "FUSED_DQ_FENCE_LATE", False)
        monkeypatch.setattr(bwd, "FUSED_DQ_FRAG", False)
    for k, x in (FUSED_PICKS[pick] or {}).items():
        monkeypatch.setattr(bwd, k, x)

    class CudaQ:  # what _configs reads of q (no GPU needed)
        is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, D), torch.device("cuda")
    cfg = bwd._fused_config(CudaQ(), causal, "softmax", "gluon")
    # ("default": FUSED_ST's S^T layout where the op takes it, without DQ_LAG, which needs SMEM_P)
    smem_p = pick not in ("st", "early") and not (pick == "default" and bwd._per(bwd.FUSED_ST, D, causal))
    assert cfg["DQ_WRITER"] and cfg.get("SMEM_P", False) == smem_p
    # (the dK/dV kernel's tiles without DKDV_SHAPE; "default": FUSED_SHAPE's on its S^T builds)
    shape = bwd.FUSED_SHAPE.get((D, causal), {}) if pick == "default" and not smem_p else {}
    assert cfg["BLOCK_M"] == shape.get("BLOCK_M", 64) and "REGS" not in cfg
    lag = pick.startswith("lag") or (pick == "default" and smem_p and bwd._per(bwd.FUSED_DQ_LAG, D, causal))
    assert cfg.get("DQ_LAG", False) == lag and cfg.get("DQ_EARLY", False) == (pick == "early")
    assert cfg.get("DQ_PAIR", False) == pick.endswith("pair")
    assert cfg.get("SPLIT", False) == ("split" in pick or (pick == "default" and bool(bwd._per(bwd.FUSED_SPLIT, D, causal))))
    if pick == "default":
        assert cfg.get("DYNAMIC", False) == causal
    path = kernel_path("jagged_attention_bwd_fused.tlx")
    c = compile_text(open(path).read(), path, "gluon", Options(target="gluon", defines={k: str(v) for k, v in cfg.items()}))
    assert not c.ctx.protocol_sampled
    src = c.outputs["gluon"]
    writer = src[src.index("def attn_bwd_fused_dq_writer"):src.index("def attn_bwd_fused_compute")]
    cols = cfg.get("DQ_COLS", 32)  # (FUSED_DQ_COLS: 64 at D=128, each block added as two 32-column reduces)
    assert cols == (D // 4 if pick == "early" else bwd.FUSED_DQ_COLS.get(D, 32))
    ncw = D // cols // 2  # column blocks per warp group and step: each a run of 2 reduces (one per warp group)
    # (the writer's pipelines: the compute role's; DQ_LAG and DQ_FENCE_LATE peel step 0)
    parts = 1 + (cfg.get("DQ_LAG", False) or cfg.get("DQ_FENCE_LATE", False)) + cfg.get("SPLIT", False)
    assert cfg.get("DQ_ROWS", False) == (pick == "default" and D == 64)  # (FUSED_DQ_ROWS: the D=64 S^T builds)
    if cfg.get("DQ_ROWS"):  # (each warp group's rows, all D columns: D // 32 reduces each, one wait a step)
        ncw, cols = 1, D
    frag = pick == "default" and bool(bwd._per(bwd.FUSED_DQ_FRAG, D, causal))
    assert cfg.get("DQ_FRAG", False) == frag
    # (a frag_order block is one unswizzled copy of the whole slot; a swizzled one, one per 32 fp32 columns)
    assert writer.count("_tlx_tma_reduce_add(") == parts * 2 * ncw * (1 if frag else max(cols // 32, 1))
    assert writer.count("tma.store_wait(0)") == parts * ncw
    compute = src[src.index("def attn_bwd_fused_compute"):]
    assert "_tlx_tma_reduce_add(" not in compute[:compute.index("gl.warp_specialize")]
    late = pick in ("lag-late", "lag-carry-late") or (pick == "default" and bool(bwd._per(bwd.FUSED_DQ_FENCE_LATE, D, causal)))
    assert cfg.get("DQ_FENCE_LATE", False) == late
    _assert_fence_late(compute, late)
    # DK_CARRY: dK's product is carried into the next step, whose wait lets that step's first dQ product run on
    carry = "carry" in pick or (pick == "default" and lag and bool(bwd._per(bwd.FUSED_DK_CARRY, D, causal)))
    assert cfg.get("DK_CARRY", False) == carry
    assert ("warpgroup_mma_init(" in compute) == carry  # (the carried product starts as the plain zero tile)
    if carry:
        assert re.search(r"warpgroup_mma_wait\(num_outstanding=1, deps=\(dk_f", compute)


def _assert_fence_late(compute, late):
    """The first dQ block's fence (and dq_full arrive) comes after the next S (or S^T) product is issued exactly where
    DQ_FENCE_LATE is on."""
    body = compute[compute.index("dq_s.index("):]
    fence = body.index("fence_async_shared()")
    m = re.search(r"\bst?_f(_\d+)? = warpgroup_mma", body)  # (none after it: a single pipeline, not late)
    s_mma = m.start() if m else len(body)
    assert (s_mma < fence) == late, "DQ_FENCE_LATE moves a step's last dQ fence after the next step's S product"


@pytest.mark.parametrize("D,causal", [(128, False), (128, True), (64, False), (64, True)])
def test_fused_fence_late_proved(monkeypatch, D, causal):
    """DQ_FENCE_LATE on the op's fused builds (the SMEM_P + DQ_LAG build at D=128 non-causal, the S^T builds
    elsewhere: there a step's last dQ block is handed over in the next step, the last step's after the loop) is
    proved for every input."""
    cfg, c = proved_op_fused_build(monkeypatch, D, causal, "FUSED_DQ_FENCE_LATE")
    assert cfg["DQ_FENCE_LATE"]
    _assert_fence_late(c.outputs["gluon"][c.outputs["gluon"].index("def attn_bwd_fused_compute"):], True)


def proved_op_fused_build(monkeypatch, D, causal, flag):
    """(config, compilation) of the op's fused Hopper build at (D, causal) with module flag `flag` on, compiled to
    Gluon with its protocol proved for every input (not the sampled search); also used by tests/test_frag_order.py."""
    from tlx.compiler import Options, compile_text
    from tlx.runtime import kernel_path
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(bwd, flag, True)

    class CudaQ:  # what _configs reads of q (no GPU needed)
        is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, D), torch.device("cuda")
    cfg = bwd._fused_config(CudaQ(), causal, "softmax", "gluon")
    path = kernel_path("jagged_attention_bwd_fused.tlx")
    c = compile_text(open(path).read(), path, "gluon", Options(target="gluon", defines={k: str(v) for k, v in cfg.items()}))
    assert not c.ctx.protocol_sampled
    return cfg, c


@pytest.mark.parametrize("D,causal", [(128, False), (128, True), (64, False), (64, True)])
def test_fused_lse_smem_proved(monkeypatch, D, causal):
    """FUSED_LSE_SMEM (lse and delta through the Q/dO ring, read from shared memory) on the op's fused Hopper builds:
    proved for every input, and the warp groups load nothing of lse/delta from global memory (the producer does)."""
    cfg, c = proved_op_fused_build(monkeypatch, D, causal, "FUSED_LSE_SMEM")
    smem_p = not bwd._per(bwd.FUSED_ST, D, causal)  # (the S^T layout has no DQ_LAG)
    assert cfg["LSE_SMEM"] and cfg.get("SMEM_P", False) == smem_p and cfg.get("DQ_LAG", False) == smem_p
    src = c.outputs["gluon"]
    compute = src[src.index("def attn_bwd_fused_compute"):src.index("def ", src.index("def attn_bwd_fused_compute") + 4)]
    load = src[src.index("def attn_bwd_fused_load"):src.index("def ", src.index("def attn_bwd_fused_load") + 4)]
    assert "lse2_t +" not in compute and "delta_t +" not in compute
    assert "lse2_t +" in load and "delta_t +" in load and "lse_s.index(" in compute


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", [CASES[2], CASES[4]])
def test_fused_lse_smem_interpreter(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    """The fused kernel with lse and delta through the Q/dO ring (FUSED_LSE_SMEM) against float64, in the SMEM_P
    layout (the op's) and the S^T one."""
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    monkeypatch.setattr(bwd, "FUSED_LSE_SMEM", True)
    test_gradients_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype, False)
    monkeypatch.setattr(bwd, "FUSED_SMEM_P", False)
    test_gradients_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype, False)


@pytest.mark.parametrize("rows", [False, True])
@pytest.mark.parametrize("causal", [False, True])
def test_fused_square_tiles_proved(monkeypatch, causal, rows):
    """FUSED_SHAPE's 128 query rows a step at D=64 (FA4's tile) apply to the S^T builds on the GPU only, and those
    builds are proved for every input, with dQ by column blocks and by rows (FUSED_DQ_ROWS), so that switching either
    on needs no new proof."""
    from tlx.compiler import Options, compile_text
    from tlx.runtime import kernel_path
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(bwd, "FUSED_SHAPE", {(64, causal): {"BLOCK_M": 128}})
    monkeypatch.setattr(bwd, "FUSED_ST", {})
    monkeypatch.setattr(bwd, "FUSED_DQ_ROWS", rows)

    class CudaQ:
        is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, 64), torch.device("cuda")
    assert bwd._fused_config(CudaQ(), causal, "softmax", "gluon")["BLOCK_M"] == 64  # (SMEM_P: not built with 128)
    monkeypatch.setattr(bwd, "FUSED_ST", {(64, causal): True})
    assert bwd._fused_config(CudaQ(), causal, "silu", "gluon")["BLOCK_M"] == 64  # (silu keeps SMEM_P)
    cfg = bwd._fused_config(CudaQ(), causal, "softmax", "gluon")
    assert cfg["BLOCK_M"] == 128 and cfg["LSE_SMEM"] and not cfg.get("SMEM_P") and cfg.get("DQ_ROWS", False) == rows
    with monkeypatch.context() as m:  # (DQ_EARLY's S^T build is not built with 128 rows)
        m.setattr(bwd, "FUSED_DQ_EARLY", True)
        assert bwd._fused_config(CudaQ(), causal, "softmax", "gluon")["BLOCK_M"] == 64
    path = kernel_path("jagged_attention_bwd_fused.tlx")
    defs = {k: str(v) for k, v in cfg.items()}
    c = compile_text(open(path).read(), path, "scheduled", Options(target="gluon", defines=defs))
    assert not c.ctx.protocol_sampled


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", [CASES[0], CASES[2]])
def test_fused_st_square_tiles_interpreter(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    """The fused kernel's S^T layout with lse/delta from the ring and as many query rows a step as key rows a tile
    (FUSED_SHAPE's FA4 D=64 tile, 128 x 128 on the GPU; 32 x 32 here, each warp group's product [16 keys, 32 queries])
    against float64: partial blocks, causal, MQA, q lengths != k lengths, empty sequences."""
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    monkeypatch.setattr(bwd, "FUSED_SMEM_P", False)
    monkeypatch.setattr(bwd, "FUSED_LSE_SMEM", True)
    monkeypatch.setattr(bwd, "DKDV_EXTRA", {"BLOCK_M": 32})
    made = []
    real = bwd._fused_config
    monkeypatch.setattr(bwd, "_fused_config", lambda *a: made.append(real(*a)) or made[-1])
    test_gradients_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype, False)
    assert made and all(m["BLOCK_M"] == m["BLOCK_N"] == 32 and m["LSE_SMEM"] and not m.get("SMEM_P") for m in made)


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", [CASES[2], CASES[4]])
def test_fused_st_layout_interpreter(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    """The fused kernel's S^T layout (SMEM_P off; the op's default is SMEM_P) against float64: causal, MQA/GQA, q
    lengths != k lengths, empty sequences, silu."""
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    monkeypatch.setattr(bwd, "FUSED_SMEM_P", False)
    test_gradients_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype, False)


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", [CASES[2], CASES[3], CASES[4]])
def test_fused_split_interpreter(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    """The fused kernel with its masked steps first and the rest in a pipeline without the mask (SPLIT) against
    float64: the causal diagonal, partial last query blocks, key blocks past a sequence's end (every step masked),
    q lengths != k lengths, empty sequences, MQA/GQA, silu."""
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    monkeypatch.setattr(bwd, "FUSED_SPLIT", True)
    calls = []
    real = bwd._fused_config
    monkeypatch.setattr(bwd, "_fused_config", lambda *a: calls.append(c := real(*a)) or c)
    test_gradients_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype, False)
    assert calls and all(c.get("SPLIT") for c in calls)


@pytest.mark.parametrize("extra,act", [({"KVBUF": 1, "STAGES": 3}, "softmax"), ({"HEAD_GROUPS": 2}, "softmax"),
                                       ({"BLOCK_M": 32, "STAGES": 3}, "softmax"),
                                       ({"ROTATE": True}, "softmax"), ({"P16": True}, "softmax"),
                                       ({"SPLIT": True}, "softmax"), ({"SPLIT": True, "PREFETCH": False}, "softmax"),
                                       ({"SPLIT": True}, "silu"), ({"PREFETCH": True, "PF_LATE": True}, "softmax"),
                                       ({"SPLIT": True, "PREFETCH": True, "PF_LATE": True}, "softmax"),
                                       ({"SPLIT": True, "PD_SWAP": True}, "softmax"),
                                       ({"PD_SWAP": True, "STAGES": 3}, "silu"), ({"SMEM_P": False}, "softmax"),
                                       ({"SMEM_P": False, "SPLIT": True}, "silu"),
                                       ({"SMEM_P": False, "LSE_SMEM": True, "PREFETCH": False}, "softmax"),
                                       ({"SMEM_P": False, "LSE_SMEM": True, "PREFETCH": False, "SPLIT": True,
                                         "STAGES": 3}, "softmax"),
                                       ({"LSE_SMEM": True, "PREFETCH": False, "SPLIT": True}, "softmax"),
                                       ({"LSE_SMEM": True, "PREFETCH": False, "PD_SWAP": True}, "silu")],
                         ids=["kvbuf1", "headgroups", "bm2wg-s3", "rotate", "p16", "split", "split-noprefetch",
                              "split-silu", "pf-late", "split-pf-late", "split-pd-swap", "pd-swap-s3-silu", "st",
                              "st-split-silu", "st-lse", "st-lse-split-s3", "lse-split",
                              "lse-pd-swap-silu"])
def test_dkdv_variants_interpreter(monkeypatch, extra, act):
    """The dK/dV kernel's tile-order and buffering variants (scripts/bwd_ab.py times them on the GPU) give the
    float64 gradients: one K/V buffer with a deeper Q/dO ring, the batch walked per group of KV heads, and each
    tile's query blocks walked from a rotated start, dS from P rounded to the input type, the next step's lse/delta
    loaded after the dS fence (PF_LATE), P and dS trading slots every step (PD_SWAP, also with an odd ring depth)
    and the S^T layout (SMEM_P=False: P^T and dS^T from registers), lse and delta through the Q/dO ring (LSE_SMEM) in
    either layout (causal, GQA, q lengths != k lengths, an empty sequence)."""
    monkeypatch.setattr(bwd, "USE_FUSED", False)
    monkeypatch.setattr(bwd, "DKDV_EXTRA", extra)
    q, k, v, cu_q, cu_k = random_batch([70, 0, 9, 33], 4, 2, 64, torch.float16, "cpu", seed=5,
                                       k_lengths=[40, 3, 9, 65])
    q, k, v = _leaves(q, k, v)
    out = jagged_attention(q, k, v, cu_q, cu_k, causal=True, deterministic=True, activation=act,
                           max_seqlen_k=65 if act == "silu" else None)
    d_o = torch.randn(out.shape, generator=torch.Generator().manual_seed(7)).to(torch.float16)
    out.backward(d_o)
    want = ref_grads(q, k, v, cu_q, cu_k, d_o, True, act)
    for name, t, w in zip("qkv", (q, k, v), want):
        _check(t.grad, w, torch.float16, "d" + name)


@pytest.mark.parametrize("extra", [{"BLOCK_N": 32}, {"BLOCK_M": 48, "REGS": 160}], ids=["bn-eq-bm", "three-wg"])
def test_dq_variants_interpreter(monkeypatch, extra):
    """The dQ kernel's tile shapes (DQ_EXTRA; scripts/bwd_ab.py's dq variants at GPU sizes: BLOCK_N = BLOCK_M, three
    warp groups) give the float64 gradients (causal, GQA, q lengths != k lengths, an empty sequence)."""
    monkeypatch.setattr(bwd, "USE_FUSED", False)
    monkeypatch.setattr(bwd, "DQ_EXTRA", extra)
    q, k, v, cu_q, cu_k = random_batch([70, 0, 9, 33], 4, 2, 64, torch.float16, "cpu", seed=6,
                                       k_lengths=[40, 3, 9, 65])
    q, k, v = _leaves(q, k, v)
    out = jagged_attention(q, k, v, cu_q, cu_k, causal=True, deterministic=True)
    d_o = torch.randn(out.shape, generator=torch.Generator().manual_seed(8)).to(torch.float16)
    out.backward(d_o)
    want = ref_grads(q, k, v, cu_q, cu_k, d_o, True, "softmax")
    for name, t, w in zip("qkv", (q, k, v), want):
        _check(t.grad, w, torch.float16, "d" + name)


def test_fused_rule_by_mean_length(monkeypatch):
    """FUSED_LONG_MEAN (tlx/ops/bwd_tuning.py): on the GPU the fused backward from a batch mean length (tokens /
    sequences, shapes only) of 1536 up under the causal mask, of 512 (D=128) and 384 (D=64) without it, unless
    deterministic=True; the CPU, GQA and shorter batches keep the two-kernel path (USE_FUSED forces it for
    deterministic=False)."""
    monkeypatch.setattr(bwd, "USE_FUSED", False)
    use = bwd.use_fused
    assert use(True, (512 * 15, 16, 128), 16, 15, False, False)             # mean 512
    assert use(True, (65536, 16, 128), 16, 15, False, False)                # LLM-packed: mean 4369
    assert not use(True, (511 * 15, 16, 128), 16, 15, False, False)         # mean just below
    assert not use(True, (65536, 16, 128), 16, 15, False, True)             # deterministic=True
    assert use(True, (65536, 16, 128), 16, 15, True, False)                 # causal
    assert not use(True, (1535 * 15, 16, 128), 16, 15, True, False)         # causal, mean just below
    assert not use(True, (65536, 16, 128), 16, 15, True, True)              # causal, deterministic=True
    assert use(True, (65536, 16, 64), 16, 15, False, False)                 # D=64 LLM-packed, without the mask
    assert use(True, (65536, 16, 64), 16, 15, True, False)                  # D=64 LLM-packed, causal
    assert use(True, (1536 * 15, 16, 64), 16, 15, True, False)              # D=64 causal, mean 1536
    assert not use(True, (1535 * 15, 16, 64), 16, 15, True, False)          # D=64 causal, mean just below
    assert use(True, (2048 * 32, 16, 64), 16, 32, True, False)              # D=64 causal, all 2048
    assert not use(True, (1024 * 64, 16, 64), 16, 64, True, False)          # D=64 causal, all 1024
    assert use(True, (2048 * 32, 16, 64), 16, 32, False, False)             # D=64 without the mask, all 2048
    assert use(True, (384 * 15, 16, 64), 16, 15, False, False)              # D=64 without the mask, mean 384
    assert not use(True, (383 * 15, 16, 64), 16, 15, False, False)          # D=64 without the mask, just below
    assert not use(True, (512 * 15, 16, 128), 16, 15, False, False, "silu")  # silu: from 1536 (timed there only)
    assert use(True, (1536 * 15, 16, 128), 16, 15, False, False, "silu")
    assert not use(True, (65536, 16, 64), 16, 15, True, True)               # D=64, deterministic=True
    assert not use(False, (65536, 16, 128), 16, 15, False, False)           # the CPU
    assert not use(True, (0, 16, 128), 16, 0, False, False)                 # no sequence
    assert not use(True, (65536, 16, 128), 2, 15, False, False)             # GQA (not measured)
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    assert use(False, (64, 2, 32), 2, 3, True, False) and not use(False, (64, 2, 32), 2, 3, True, True)


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", [CASES[0], CASES[3]])
def test_fused_rotate_interpreter(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    """The fused kernel with each key block's query walk rotated (FUSED_ROTATE) against float64 on the interpreter,
    and its Hopper build proved for every input."""
    monkeypatch.setattr(bwd, "USE_FUSED", True)
    monkeypatch.setattr(bwd, "FUSED_ROTATE", True)
    test_gradients_interpreter(lengths, klens, causal, H, Hkv, D, act, dtype, False)
    cfg, _ = proved_op_fused_build(monkeypatch, D, causal, "FUSED_ROTATE")
    assert cfg["ROTATE"]


@pytest.mark.parametrize("D,causal,act", [(128, False, "softmax"), (128, True, "softmax"), (64, False, "softmax"),
                                          (64, True, "softmax"), (64, True, "silu")])
def test_two_kernel_tma_epilogues_proved(monkeypatch, D, causal, act):
    """The two-kernel path's Hopper builds with their epilogues through shared memory (DKDV_DKV_TMA: dK/dV through the
    warp group's K/V slots; DQ_STORE_TMA: dQ through its Q slot; one TMA store each, the slot released after it) are
    proved for every input, and the accumulators are no longer stored element by element (silu: its own builds, which
    no GPU test runs at D=64 under the mask)."""
    from tlx.compiler import Options, compile_text
    from tlx.runtime import kernel_path
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setenv("TLX_PORTABLE", "0")
    monkeypatch.setattr(bwd, "DKDV_DKV_TMA", {(D, causal): True})
    monkeypatch.setattr(bwd, "DQ_STORE_TMA", {(D, causal): True})

    class CudaQ:  # what _configs reads of q (no GPU needed)
        is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, D), torch.device("cuda")
    cfgs = bwd._configs(CudaQ(), causal, act)
    assert cfgs[0]["DQ_TMA"] and cfgs[1]["DKV_TMA"] and cfgs[1]["ACT"] == act
    assert "DKV_TMA" not in bwd._fused_config(CudaQ(), causal, act, "gluon") or bwd._per(bwd.FUSED_DKV_TMA, D, causal)
    for part, cfg, out in zip(("dq", "dkdv"), cfgs, (("dq",), ("dk", "dv"))):
        path = kernel_path(f"jagged_attention_bwd_{part}.tlx")
        c = compile_text(open(path).read(), path, "gluon",
                         Options(target="gluon", defines={k: str(v) for k, v in cfg.items()}))
        assert not c.ctx.protocol_sampled, part
        src = c.outputs["gluon"]
        compute = src[src.index(f"def attn_bwd_{part}_compute"):]
        compute = compute[:compute.index("\n@gluon.jit") if "\n@gluon.jit" in compute else len(compute)]
        for name in out:
            assert f"tma.async_copy_shared_to_global({name}_desc" in compute, (part, name)
            assert f"gl.store({name} + " not in compute, (part, name)  # (no element-wise store through a pointer)


@pytest.mark.parametrize("D,causal", [(64, False), (64, True), (128, True)])
def test_fused_dkv_tma_proved(monkeypatch, D, causal):
    """FUSED_DKV_TMA on the op's other fused Hopper builds (D=64: dQ by rows, whose products read both warp groups' K
    slots, so the warp groups meet on kv_done before either stores dK into its slot; D=128 causal: the S^T layout) is
    proved for every input, and dK/dV leave by TMA stores only."""
    cfg, c = proved_op_fused_build(monkeypatch, D, causal, "FUSED_DKV_TMA")
    assert cfg["DKV_TMA"] and cfg.get("DQ_ROWS", False) == (D == 64)
    src = c.outputs["gluon"]
    compute = src[src.index("def attn_bwd_fused_compute"):src.index("def ", src.index("def attn_bwd_fused_compute") + 4)]
    for name in ("dk", "dv"):
        assert f"tma.async_copy_shared_to_global({name}_desc" in compute and f"gl.store({name} + " not in compute
    rendezvous = compute.find("mbarrier.wait(kv_done")
    assert (rendezvous >= 0) == (D == 64)
    if D == 64:
        assert compute.index("mbarrier.arrive(kv_done") < rendezvous < compute.index("tma.async_copy_shared_to_global(dk_desc")
