"""GPU checks of the op's host path: the direct launch computes what the generated launcher computes, never
synchronizes, is captured by CUDA graphs and traced by torch.compile, and writes every row for any batch size."""
import importlib

import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tlx.demo import random_batch  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402

J = importlib.import_module("tlx.ops.jagged_attention")


def _poison_allocator(*shapes):
    # the op's outputs come from the caching allocator: fill the blocks it will reuse with NaN first
    p = [torch.full(s, float("nan"), device="cuda") for s in shapes]
    del p


def _misaligned(cu):
    # the same offsets at an address that is not 16-byte aligned (the JIT specializes on alignment)
    buf = torch.empty(cu.numel() + 1, dtype=torch.int32, device="cuda")
    buf[1:] = cu
    return buf[1:]


CASES = [  # lengths, k lengths, H, Hkv, D, causal, dtype, misaligned offsets
    ((128,), None, 16, 16, 128, False, torch.bfloat16, False),
    ((0, 1, 127, 129, 600), None, 3, 1, 128, True, torch.float16, False),
    ((50, 300, 7), (300, 20, 7), 8, 2, 64, True, torch.bfloat16, True),
    ((17, 5), (0, 0), 1, 1, 64, False, torch.bfloat16, False),  # no keys at all: zeros, lse +inf
    ((2000, 10, 7), None, 16, 16, 128, False, torch.bfloat16, True),
]


@pytest.mark.parametrize("lengths,klens,H,Hkv,D,causal,dtype,mis", CASES)
def test_direct_launch_equals_generated_launcher(lengths, klens, H, Hkv, D, causal, dtype, mis):
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cuda", seed=len(lengths) + H,
                                       k_lengths=list(klens) if klens else None)
    if mis:
        cu_q, cu_k = _misaligned(cu_q), _misaligned(cu_k)
    for _ in range(3):  # the first call of a specialization compiles through the JIT, later ones launch directly
        _poison_allocator(q.shape, q.shape[:2])
        out, lse = jagged_attention(q, k, v, cu_q, cu_k, causal=causal, return_lse=True)
    plan = J._PLANS[(q.get_device(), *sorted(J._config(q, k, cu_q, causal, "softmax", -1, -1).items()))]
    assert plan.direct and plan.fallbacks == 0
    o2 = torch.full_like(q, float("nan"))
    l2 = torch.full(q.shape[:2], float("nan"), device="cuda")
    plan.mod.jagged_attention(q, k, v, o2, l2, cu_q, cu_k, q.shape[2] ** -0.5, 1.0)
    torch.cuda.synchronize()
    assert not out.isnan().any() and not lse.isnan().any()
    assert torch.equal(out, o2) and torch.equal(lse, l2)


@pytest.mark.parametrize("act", ["softmax", "silu"])
def test_no_host_sync(act):
    q, k, v, cu_q, cu_k = random_batch([64] * 8, 16, 16, 128, torch.bfloat16, "cuda", seed=1)
    kw = {"max_seqlen_k": 64} if act == "silu" else {}  # softmax needs no max_seqlen at all
    jagged_attention(q, k, v, cu_q, cu_k, activation=act, **kw)
    torch.cuda.synchronize()
    torch.cuda.set_sync_debug_mode("error")
    try:
        for _ in range(3):
            jagged_attention(q, k, v, cu_q, cu_k, activation=act, **kw)
    finally:
        torch.cuda.set_sync_debug_mode("default")


def test_cuda_graph_replays_new_inputs():
    q, k, v, cu_q, cu_k = random_batch([300, 5, 129], 4, 2, 128, torch.bfloat16, "cuda", seed=2)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        out = jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    for seed in (3, 4):
        q2, k2, v2, _, _ = random_batch([300, 5, 129], 4, 2, 128, torch.bfloat16, "cuda", seed=seed)
        q.copy_(q2), k.copy_(k2), v.copy_(v2)
        g.replay()
        want = jagged_attention(q, k, v, cu_q, cu_k, causal=True)
        torch.cuda.synchronize()
        assert torch.equal(out, want)


def test_torch_compile_fullgraph():
    q, k, v, cu_q, cu_k = random_batch([70, 3, 200], 4, 4, 64, torch.bfloat16, "cuda", seed=5)

    def f(q, k, v, cu_q, cu_k):
        return jagged_attention(q, k, v, cu_q, cu_k, causal=True) * 2

    out = torch.compile(f, fullgraph=True)(q, k, v, cu_q, cu_k)
    assert torch.equal(out, f(q, k, v, cu_q, cu_k))


@pytest.mark.parametrize("n,max_seqlen_q", [(5000, 1), (5000, 64), (20000, 1), (20000, 64)])
def test_small_max_seqlen_many_sequences_writes_every_row(n, max_seqlen_q):
    # measured on the H200 at an older commit: 251,126 / 988,616 rows never written for 5,000 / 20,000 sequences
    from torch.nn.attention.varlen import varlen_attn
    g = torch.Generator().manual_seed(n + max_seqlen_q)
    lens = torch.randint(1, 300, (n,), generator=g).tolist()
    q, k, v, cu_q, cu_k = random_batch(lens, 2, 2, 128, torch.bfloat16, "cuda", seed=n)
    _poison_allocator(q.shape, q.shape[:2])
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=max_seqlen_q, max_seqlen_k=max(lens),
                                return_lse=True)
    torch.cuda.synchronize()
    assert int(out.isnan().any(-1).sum()) == 0 and int(lse.isnan().sum()) == 0
    ref = varlen_attn(q, k, v, cu_q, cu_k, max(lens), max(lens))
    # (the norms in float64 a chunk of rows at a time: the whole batch in float64 took 6 GiB a tensor, which ran an
    # 80 GiB H100 out of memory beside the other test processes)
    err = sum(((o.double() - r.double()) ** 2).sum() for o, r in zip(out.split(1 << 16), ref.split(1 << 16)))
    nrm = sum((r.double() ** 2).sum() for r in ref.split(1 << 16))
    assert (err / nrm).sqrt().item() < 1e-2


@pytest.mark.parametrize("poison", ["q_nan", "k_inf"])
def test_nan_and_inf_propagate_on_gpu(poison):
    q, k, v, cu_q, cu_k = random_batch([7, 200, 9], 2, 1, 64, torch.bfloat16, "cuda", seed=11)
    if poison == "q_nan":
        q[7 + 4, 1] = float("nan")
    else:
        k[7 + 150, 0] = float("inf")
    out = jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    rows = out[7:207].isnan().any(-1)
    if poison == "q_nan":
        assert rows[4, 1] and int(rows.sum()) == 1
    else:
        assert rows[150:].all() and not rows[:150].any()  # the rows that see key 150 (causal)
    assert not out[:7].isnan().any() and not out[207:].isnan().any()


DECODE_CASES = [  # lengths, k lengths, H, Hkv, D, causal, max_seqlen hints (short tiles), misaligned offsets
    ((128,), None, 16, 16, 128, False, None, False),
    ((0, 3), (5, 0), 2, 2, 64, False, None, False),  # an empty query sequence; rows that see no key
    ((0, 1, 127, 129, 600, 0), None, 3, 1, 128, True, None, True),
    ((64,) * 8, None, 16, 16, 128, True, 64, False),
    ((5, 300, 5, 300, 1, 2, 3, 4, 200, 17, 17, 17, 17, 0, 129, 64), None, 8, 2, 128, False, None, True),  # B = 16
    ((33, 1, 64, 65) * 4 + (9,), None, 4, 4, 64, True, None, False),  # B = 17: the table, whatever the flag
]


@pytest.mark.parametrize("lengths,klens,H,Hkv,D,causal,hint,mis", DECODE_CASES)
def test_tile_sources_against_float64(monkeypatch, lengths, klens, H, Hkv, D, causal, hint, mis):
    # both tile sources of the fast path (TILE_DECODE on: batches of <= 16 sequences decode their tiles in the
    # kernel; off: the table launch), poisoned outputs, against float64; then bitwise equal to each other
    from tlx.demo import reference
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, torch.bfloat16, "cuda", seed=len(lengths) + D,
                                       k_lengths=list(klens) if klens else None)
    if mis:
        cu_q, cu_k = _misaligned(cu_q), _misaligned(cu_k)
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal)
    kw = dict(max_seqlen_q=hint, max_seqlen_k=hint) if hint else {}
    plan_key = (q.get_device(), *sorted(J._config(q, k, cu_q, causal, "softmax", hint or -1, hint or -1).items()))
    outs = []
    for decode in (True, False):
        monkeypatch.setattr(J, "TILE_DECODE", decode)
        for _ in range(3):  # first call of a specialization through the JIT, then direct launches
            _poison_allocator(q.shape, q.shape[:2])
            out, lse = jagged_attention(q, k, v, cu_q, cu_k, causal=causal, return_lse=True, **kw)
        torch.cuda.synchronize()
        plan = J._PLANS[plan_key]
        assert plan.direct and plan.fallbacks == 0
        want = 16 if decode and len(lengths) <= 16 else 0
        assert any(key[-1] == want for key in plan.kernels), (decode, list(plan.kernels))
        assert not out.isnan().any() and not lse.isnan().any()
        err = (out.double() - ref).abs().max().item()
        assert err <= 2e-2 * max(ref.abs().max().item(), 1e-3), (decode, err)
        fin = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse.double()), fin)
        if fin.any():
            assert (lse.double()[fin] - ref_lse[fin]).abs().max().item() < 1e-2
        outs.append((out, lse))
    (o1, l1), (o2, l2) = outs
    assert torch.equal(o1, o2) and torch.equal(l1, l2)  # the same tiles in the same order


def test_decode_path_in_cuda_graph_and_no_sync(monkeypatch):
    monkeypatch.setattr(J, "TILE_DECODE", True)
    q, k, v, cu_q, cu_k = random_batch([300, 5, 129], 4, 2, 128, torch.bfloat16, "cuda", seed=21)
    jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    torch.cuda.synchronize()
    torch.cuda.set_sync_debug_mode("error")
    try:
        jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    finally:
        torch.cuda.set_sync_debug_mode("default")
    g = torch.cuda.CUDAGraph()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    torch.cuda.current_stream().wait_stream(s)
    with torch.cuda.graph(g):
        out = jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    # new lengths in the same buffers: the graph's kernel decodes the new offsets when it runs
    cu_q.copy_(torch.tensor([0, 5, 305, 434], dtype=torch.int32, device="cuda"))
    cu_k.copy_(cu_q)
    g.replay()
    monkeypatch.setattr(J, "TILE_DECODE", False)
    want = jagged_attention(q, k, v, cu_q, cu_k, causal=True)
    torch.cuda.synchronize()
    assert torch.equal(out, want)
