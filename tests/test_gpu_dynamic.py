"""GPU checks of the dynamic tile walk (`tiles ... persistent dynamic`, docs/language.md): every tile runs once
whichever program draws it (outputs bitwise equal to the static walk's, since a tile's arithmetic does not depend
on the program that runs it), back-to-back launches find the counter at 0 (no memset between them), the op's
direct launch and CUDA graphs pass the counter, and a small generic kernel (jagged_sum) computes its sums."""
import os
import sys

import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tlx.demo import random_batch, reference  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402
from tlx.runtime import kernel_path, load_kernel_module  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OP = sys.modules["tlx.ops.jagged_attention"]
TILES = sys.modules["tlx.ops.attention_tiles"]

BATCHES = [  # lengths, H, Hkv, D, causal, programs (None: one per SM)
    ([0, 1, 127, 128, 129, 1000, 3000, 17], 16, 16, 128, True, None),
    ([0, 1, 127, 128, 129, 1000, 3000, 17], 16, 16, 128, False, 3),
    ([50, 300, 7, 2048, 900] * 4, 16, 2, 64, True, None),  # 20 sequences: the tile table, GQA
    ([50, 300, 7, 2048, 900] * 4, 16, 16, 64, False, 5),
    ([5, 9], 16, 16, 64, False, None),  # fewer tiles than programs: most programs' first draw ends them
    ([], 16, 16, 128, True, None),  # no tiles at all: every draw is past the end
]


def _mods(causal, D):
    # the op's picks (tlx/ops/attention_tiles.py), as bench/variants.py compiles them (one compile for both)
    cfg = {"DT": "bf16", "D": D, "BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "CAUSAL": causal, "ACT": "softmax"}
    cfg.update({"PINGPONG": True} if D == 128 else {} if causal else {"BLOCK_M": 192, "REGS": 160, "PINGPONG": True})
    path = kernel_path("jagged_attention.tlx")
    return (load_kernel_module(path, cfg, target="gluon"),
            load_kernel_module(path, {**cfg, "DYNAMIC": True}, target="gluon"))


def _run(mod, q, k, v, cu, progs):
    o = torch.full_like(q, float("nan"))
    lse = torch.full(q.shape[:2], float("nan"), device="cuda")
    mod.jagged_attention(q, k, v, o, lse, cu, cu, q.shape[2] ** -0.5, 1.0, num_programs=progs)
    return o, lse


def test_dynamic_walk_equals_static_back_to_back():
    """Every batch through the static and the dynamic kernel, all launches queued without a sync between them
    (a counter left nonzero by one launch would end the next one's programs early: NaN rows)."""
    runs = []
    for lengths, H, Hkv, D, causal, progs in BATCHES:
        static, dyn = _mods(causal, D)
        q, k, v, cu, _ = random_batch(lengths, H, Hkv, D, torch.bfloat16, "cuda", seed=len(lengths) + D)
        for _ in range(2):  # twice: the second launch reuses the counter the first one reset
            runs.append((lengths, causal, _run(static, q, k, v, cu, progs), _run(dyn, q, k, v, cu, progs),
                         (q, k, v, cu)))
    torch.cuda.synchronize()
    for lengths, causal, (o1, l1), (o2, l2), (q, k, v, cu) in runs:
        if q.shape[0]:
            assert not o2.isnan().any() and not l2.isnan().any(), lengths
            ref, _ = reference(q, k, v, cu, cu, causal=causal)
            assert ((o2.double() - ref).norm() / ref.norm().clamp_min(1e-30)).item() < 1e-2
        assert torch.equal(o1, o2) and torch.equal(l1, l2), lengths
    _, dyn = _mods(True, 128)
    assert all(int(c) == 0 for c in dyn._TILE_COUNTERS.values())


def _forced(monkeypatch, on):
    monkeypatch.setattr(TILES, "DYNAMIC", {True: on, False: on})
    monkeypatch.setattr(OP, "_CALLS", {})


def _plan(q, k, cu_q, causal):
    """The plan of this call's exact config (plans are process-wide: other tests in the same worker leave plans of
    other configs with DYNAMIC on, e.g. test_gpu_flagship's variants)."""
    return OP._PLANS[(q.get_device(), *sorted(OP._config(q, k, cu_q, causal, "softmax", -1, -1).items()))]


@pytest.mark.parametrize("causal", [True, False])
@pytest.mark.parametrize("D", [128, 64])
def test_op_direct_launch_dynamic(monkeypatch, causal, D):
    """The op's direct launch with DYNAMIC: the counter argument passed, no fallback, same outputs as static."""
    q, k, v, cu, _ = random_batch([300, 5, 129, 2000, 64] * 5, 16, 16, D, torch.bfloat16, "cuda", seed=D)
    _forced(monkeypatch, False)
    want = jagged_attention(q, k, v, cu, cu, causal=causal, return_lse=True)
    _forced(monkeypatch, True)
    outs = [jagged_attention(q, k, v, cu, cu, causal=causal, return_lse=True) for _ in range(4)]
    small = [jagged_attention(q[:305], k[:305], v[:305], cu[:3], cu[:3], causal=causal) for _ in range(3)]
    torch.cuda.synchronize()
    plan = _plan(q, k, cu, causal)
    assert plan.dynamic and plan.direct and plan.fallbacks == 0 and plan.counters
    assert all(int(t) == 0 for t in plan.counters.values())
    for o, lse in outs:
        assert torch.equal(o, want[0]) and torch.equal(lse, want[1])
    ref = jagged_attention(q[:305], k[:305], v[:305], cu[:3], cu[:3], causal=causal)
    for o in small:  # the decoded tile source (at most 16 sequences)
        assert torch.equal(o, ref)


def _warmed_on_side_stream(monkeypatch, seed):
    """A causal D=128 batch, the dynamic walk forced, one eager call on a new stream (compiles; the stream's counter)."""
    _forced(monkeypatch, True)
    q, k, v, cu, _ = random_batch([300, 5, 129, 1500] * 5, 16, 16, 128, torch.bfloat16, "cuda", seed=seed)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        jagged_attention(q, k, v, cu, cu, causal=True)
    torch.cuda.current_stream().wait_stream(s)
    return q, k, v, cu, s


def test_cuda_graph_replays_dynamic(monkeypatch):
    q, k, v, cu, _ = _warmed_on_side_stream(monkeypatch, 7)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        out = jagged_attention(q, k, v, cu, cu, causal=True)
    for seed in (8, 9, 10):
        q2, k2, v2, _, _ = random_batch([300, 5, 129, 1500] * 5, 16, 16, 128, torch.bfloat16, "cuda", seed=seed)
        q.copy_(q2), k.copy_(k2), v.copy_(v2)
        out.fill_(float("nan"))
        g.replay()
        torch.cuda.synchronize()
        ref, _ = reference(q, k, v, cu, cu, causal=True)
        assert not out.isnan().any()
        assert ((out.double() - ref).norm() / ref.norm()).item() < 1e-2


def test_captured_launch_has_its_own_counter(monkeypatch):
    """A launch captured into a graph must not share the capturing stream's counter: the graph may replay on
    another stream while eager calls run on that one (two walks drawing from one counter would skip tiles)."""
    q, k, v, cu, s = _warmed_on_side_stream(monkeypatch, 11)
    plan = _plan(q, k, cu, True)
    assert plan.dynamic
    before = {key: t.data_ptr() for key, t in plan.counters.items()}
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g, stream=s):
        out = jagged_attention(q, k, v, cu, cu, causal=True)
    assert {key: t.data_ptr() for key, t in plan.counters.items()} == before  # capture made no stream counter
    ref, _ = reference(q, k, v, cu, cu, causal=True)
    other = torch.cuda.Stream()
    eager = []
    for _ in range(5):  # the graph on one stream, eager calls on the capturing one, overlapping
        out.fill_(float("nan"))
        other.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(other):
            g.replay()
        with torch.cuda.stream(s):
            eager.append(jagged_attention(q, k, v, cu, cu, causal=True))
        torch.cuda.synchronize()
        assert ((out.double() - ref).norm() / ref.norm()).item() < 1e-2
    for o in eager:
        assert torch.equal(o, out)
    assert all(int(t) == 0 for t in plan.counters.values())


def test_generic_kernel_jagged_sum_dynamic(tmp_path):
    """A non-attention kernel with the option: jagged_sum's per-sequence column sums, many draws per program."""
    with open(os.path.join(ROOT, "kernels", "jagged_sum.tlx"), encoding="utf-8") as f:
        src = f.read().replace(" persistent\n", " persistent dynamic\n")
    path = tmp_path / "jagged_sum_dynamic.tlx"
    path.write_text(src)
    mod = load_kernel_module(str(path), {"DT": "bf16"}, target="gluon")
    g = torch.Generator().manual_seed(0)
    outs = []
    for progs in (1, 3, None, None):
        lens = torch.randint(0, 700, (37,), generator=g)
        offs = torch.zeros(38, dtype=torch.int32)
        offs[1:] = lens.cumsum(0)
        x = torch.randn(int(offs[-1]), 320, generator=g).to(torch.bfloat16).cuda()
        out = torch.full((37, 320), float("nan"), device="cuda")
        mod.jagged_sum(x, out, offs.cuda(), num_programs=progs)
        outs.append((x, offs, out))
    torch.cuda.synchronize()
    for x, offs, out in outs:
        xd = x.double().cpu()
        ref = torch.stack([xd[offs[i]:offs[i + 1]].sum(0) for i in range(37)])
        assert not out.isnan().any()
        assert torch.allclose(out.double().cpu(), ref, rtol=1e-3, atol=1e-2)
