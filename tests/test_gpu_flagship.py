"""GPU checks of the flagship (both backends) against float64 and against torch's varlen_attn."""
import math

import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tlx.demo import random_batch, reference  # noqa: E402
from tlx.ops import jagged_attention  # noqa: E402


def _lognormal(n, seed):
    g = torch.Generator().manual_seed(seed)
    return [max(0, min(4096, int(math.exp(torch.randn(1, generator=g).item() + 5.0)))) for _ in range(n)]


CASES = [
    ((0, 1, 127, 128, 129, 1000), None, False, 4, 4, 128, "softmax", torch.bfloat16),
    ((0, 1, 127, 128, 129, 1000), None, True, 4, 4, 128, "softmax", torch.float16),
    ((50, 300, 7), (300, 20, 7), True, 8, 2, 64, "softmax", torch.bfloat16),
    ((50, 300, 7), (300, 20, 7), False, 8, 2, 64, "softmax", torch.float16),
    ((200, 0, 513), None, True, 4, 1, 128, "silu", torch.bfloat16),
    ("lognormal", None, True, 4, 4, 128, "softmax", torch.bfloat16),
    ("lognormal", None, False, 4, 4, 64, "softmax", torch.bfloat16),
]


@pytest.mark.parametrize("portable", [False, True], ids=["gluon", "portable"])
@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_flagship_gpu(monkeypatch, portable, lengths, klens, causal, H, Hkv, D, act, dtype):
    monkeypatch.setenv("TLX_PORTABLE", "1" if portable else "0")
    if lengths == "lognormal":
        lengths = _lognormal(40, D + causal)
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cuda", seed=sum(lengths), k_lengths=
                                       list(klens) if klens else None)
    _check(q, k, v, cu_q, cu_k, lengths, klens, causal, H, Hkv, act)


def _check(q, k, v, cu_q, cu_k, lengths, klens, causal, H, Hkv, act):
    """The op's output and lse on this batch against float64 (and torch's varlen_attn where it applies)."""
    # poison: the op's outputs come from the caching allocator, so fill the blocks they will reuse with NaN
    # first; an element the kernel does not write stays NaN
    poison = [torch.full_like(q, float("nan")), torch.full((q.shape[0], q.shape[1]), float("nan"), device="cuda")]
    del poison
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, causal=causal, activation=act, return_lse=True)
    torch.cuda.synchronize()
    assert not torch.isnan(out).any() and not torch.isnan(lse).any()
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal, activation=act)
    err = ((out.double() - ref).norm() / ref.norm().clamp_min(1e-30)).item()
    assert err < 1e-2, err
    # and element by element, against the scale of the reference
    assert ((out.double() - ref).abs().max() <= 2e-2 * ref.abs().max().clamp_min(1e-6)).item()
    if act == "softmax":
        fin = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse), fin)
        assert torch.allclose(lse.double()[fin], ref_lse[fin], rtol=1e-3, atol=1e-3)
    if act == "softmax" and klens is None and H == Hkv:
        from torch.nn.attention.varlen import varlen_attn
        ml = max(lengths)
        kw = {"window_size": (-1, 0)} if causal else {}
        if ml > 0:
            r = varlen_attn(q, k, v, cu_q, cu_k, ml, ml, **kw).double()
            assert ((out.double() - r).norm() / r.norm()).item() < 1e-2


def test_small_max_seqlen_still_computes_every_row():
    # on the GPU the tile table depends on the offsets only: a too-small max_seqlen_q cannot drop tiles
    q, k, v, cu_q, cu_k = random_batch([300, 5, 129], 4, 4, 128, torch.bfloat16, "cuda", seed=3)
    out = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=1, max_seqlen_k=300)
    ref, _ = reference(q, k, v, cu_q, cu_k)
    assert ((out.double() - ref).norm() / ref.norm()).item() < 1e-2



@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES[:2] + CASES[3:5] + CASES[6:])
def test_flagship_gpu_other_pingpong(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    # the op picks PINGPONG per call (tlx/ops/attention_tiles.py): the choice it does not make must be right too
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]  # the module (tlx.ops exports the function under its name)
    chosen = op.choose
    _run_with_config(monkeypatch, op, lambda *a: {**chosen(*a), "PINGPONG": not chosen(*a).get("PINGPONG", False)},
                     lengths, klens, causal, H, Hkv, D, act, dtype)


def _run_with_config(monkeypatch, op, choose, lengths, klens, causal, H, Hkv, D, act, dtype):
    """test_flagship_gpu with the op's tile choice replaced. The op memoizes its plan per call shape (`_CALLS`):
    a fresh memo, or an earlier test with the same shapes would hand back its plan and test nothing new."""
    made = []
    monkeypatch.setattr(op, "choose", lambda *a: made.append(choose(*a)) or made[-1])
    monkeypatch.setattr(op, "_CALLS", {})
    test_flagship_gpu(monkeypatch, False, lengths, klens, causal, H, Hkv, D, act, dtype)
    _assert_ran(op, made)


def _assert_ran(op, made):
    used = [next(dict(k[1:]) for k, p in op._PLANS.items() if p is plan) for plan in op._CALLS.values()]
    assert used and made, "the op took no flagship plan"
    for cfg in used:  # the kernels that ran were compiled with the replaced choice
        assert any(all(cfg.get(n) == x for n, x in m.items()) for m in made), (cfg, made)


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES[:4] + CASES[5:])
def test_flagship_gpu_deep_ring(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    # a 3-deep K/V ring with q single-buffered across tiles (QBUF=1: the shared memory a third K/V slot needs at
    # D=128), on top of whatever tile shape the op picks; O through registers (O_TMA's staging tiles do not fit
    # beside a third K/V slot at D=128: the allocator refuses the build)
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    _run_with_config(monkeypatch, op, lambda *a: {**chosen(*a), "STAGES": 3, "QBUF": 1, "O_TMA": False},
                     lengths, klens, causal, H, Hkv, D, act, dtype)


@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES[:4] + CASES[5:])
def test_flagship_gpu_head_groups(monkeypatch, lengths, klens, causal, H, Hkv, D, act, dtype):
    # the tile order with the heads in 2 groups (HEAD_GROUPS: the batch walked once per group), on top of the op's pick
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    _run_with_config(monkeypatch, op, lambda *a: {**chosen(*a), "HEAD_GROUPS": 2},
                     lengths, klens, causal, H, Hkv, D, act, dtype)


# (O_TMA is the op's pick for one head per tile, so the KV_STEP column runs with it there, the 3-deep one without it
# (they do not fit together at D=128); forced, it adds the GQA pairs' shapes. These three and KV_STEP+O_TMA passed
# at 96ba2e4: bench/results/variants_2026-12-01h_96ba2e4.md)
VARIANTS = {"kv_step": {"KV_STEP": True}, "kv_step_deep": {"KV_STEP": True, "STAGES": 3, "QBUF": 1, "O_TMA": False},
            "o_tma": {"O_TMA": True}, "mask_split": {"MASK_SPLIT": True},
            "lazy_rescale": {"LAZY_RESCALE": True}, "split_lazy_rescale": {"MASK_SPLIT": True, "LAZY_RESCALE": True},
            # (WAIT_AFTER_MAX, session 34: the wait for P V after the row max; not timed yet)
            "wait_after_max": {"WAIT_AFTER_MAX": True},
            "split_lazy_wait_after_max": {"MASK_SPLIT": True, "LAZY_RESCALE": True, "WAIT_AFTER_MAX": True}}
# WAIT_LATE (the wait for P V after the softmax: mma_wait's after=), not picked yet (untimed): the two tests below run
# it with MASK_SPLIT + LAZY_RESCALE, on rule 8's D=128 build and the D=64 causal 128-row one
WAIT_LATE = {"MASK_SPLIT": True, "LAZY_RESCALE": True, "WAIT_LATE": True}


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", CASES)
def test_flagship_gpu_variant(monkeypatch, variant, lengths, klens, causal, H, Hkv, D, act, dtype):
    # on the op's pick: KV_STEP (a ring slot holds one step's K_n and V_(n-1), released once), with a 3-deep ring
    # and q single-buffered (the shared memory a third slot needs at D=128), O_TMA (O through shared memory and a
    # TMA store bounded at the sequence's end: a row past it would overwrite the next sequence's, poisoned first)
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    extra = VARIANTS[variant]
    _run_with_config(monkeypatch, op, lambda *a: {**chosen(*a), **extra}, lengths, klens, causal, H, Hkv, D, act, dtype)


# GQA tiles (issue 13: the GQA pick per call, tlx/ops/attention_tiles.py rule 2): the op's GQA cases above plus two at
# D=128 with 16 query heads (8:1 and 4:1), each with the tile shapes the op's GQA rule chooses between — two query
# heads per tile (rule 2's shape) with O_TMA and the dynamic walk, and one head per tile with the MHA call's pick
# (the K/V head is h // group; HPT=1 with HKV < H)
GQA_CASES = CASES[2:5] + [("lognormal", None, True, 16, 2, 128, "softmax", torch.bfloat16),
                          ("lognormal", None, False, 16, 4, 128, "softmax", torch.bfloat16),
                          ((0, 1, 63, 64, 65, 700), None, False, 16, 2, 64, "softmax", torch.bfloat16)]
GQA_TILES = {"pairs_o_tma_dynamic": lambda chosen, a: {"BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "HPT": 2,
                                                       "O_TMA": True, "DYNAMIC": True,
                                                       **({"PINGPONG": True} if a[5] > 64 else {})},
             "one_head": lambda chosen, a: chosen(a[0], a[0], *a[2:]),
             "op_pick": lambda chosen, a: chosen(*a)}  # (the op's own: rule 10's WAIT_AFTER_MAX at D=128 non-causal)


@pytest.mark.parametrize("tiles", list(GQA_TILES))
@pytest.mark.parametrize("lengths,klens,causal,H,Hkv,D,act,dtype", GQA_CASES)
def test_flagship_gpu_gqa_tiles(monkeypatch, tiles, lengths, klens, causal, H, Hkv, D, act, dtype):
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    pick = GQA_TILES[tiles]
    _run_with_config(monkeypatch, op, lambda *a: pick(chosen, a), lengths, klens, causal, H, Hkv, D, act, dtype)


# MASK_SPLIT's unmasked loop where the query and key lengths differ under the causal mask (bottom-right aligned: the
# whole blocks a tile sees shift by len_k - len_q): more keys than queries (every tile starts with whole blocks) and
# fewer (the first tiles see no key; the unmasked loop is empty or short), on the D=128 pick and the D=64 one-head picks
@pytest.mark.parametrize("variant", ["mask_split", "split_lazy_rescale", "split_lazy_wait_late"])
@pytest.mark.parametrize("lengths,klens,D", [((200,), (1000,), 128), ((1000,), (600,), 128),
                                             ((200, 777, 1000, 64), (1000, 300, 600, 900), 64)])
def test_flagship_gpu_split_unequal_lengths(monkeypatch, variant, lengths, klens, D):
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    extra = WAIT_LATE if variant == "split_lazy_wait_late" else VARIANTS[variant]
    _run_with_config(monkeypatch, op, lambda *a: {**chosen(*a), **extra}, lengths, klens, True, 4, 4, D, "softmax",
                     torch.bfloat16)


# LAZY_RESCALE's other branch: a key in block 2 or later whose score is far (~2^35-2^50) above the running max of
# some rows (planted: that key is 3x a query row), so those rows move their max and the warp group must rescale the
# output; a skipped rescale leaves the earlier blocks' sum unscaled in those rows (an error of order 1)
@pytest.mark.parametrize("split,wait_late", [(False, False), (True, False), (True, True)],
                         ids=["lazy", "split_lazy", "split_lazy_wait_late"])
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("D", [128, 64])
def test_flagship_gpu_lazy_rescale_row_moves(monkeypatch, split, wait_late, causal, D):
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen = op.choose
    made = []
    monkeypatch.setenv("TLX_PORTABLE", "0")
    monkeypatch.setattr(op, "choose", lambda *a: made.append({**chosen(*a), "LAZY_RESCALE": True,
                                                              "MASK_SPLIT": split, "WAIT_LATE": wait_late})
                        or made[-1])
    monkeypatch.setattr(op, "_CALLS", {})
    lengths = [1000, 700]
    q, k, v, cu_q, cu_k = random_batch(lengths, 4, 4, D, torch.bfloat16, "cuda", seed=D + causal)
    planted = [(900, 300), (1000 + 650, 1000 + 400)]   # (query row, key): key blocks 2 and 3 of their sequences
    for r, t in planted:
        k[t] = 3 * q[r]
    _check(q, k, v, cu_q, cu_k, lengths, None, causal, 4, 4, "softmax")
    _assert_ran(op, made)
    out = jagged_attention(q, k, v, cu_q, cu_k, causal=causal)
    for r, t in planted:  # the planted key takes (nearly) all of its row's weight
        assert torch.allclose(out[r].float(), v[t].float(), atol=2e-2, rtol=2e-2), (r, t)



# rule 9 (tlx/ops/attention_tiles.py): D=64 causal batches with a long mean length (here 3,150 tokens) take 192-row
# tiles of three warp groups with PINGPONG; the op picks them itself from the shapes. Equal and unequal key lengths
# (a causal tile whose rows see no key: len_k < len_q on the last sequence)
@pytest.mark.parametrize("klens", [None, (5200, 3000, 3600, 0)], ids=["same", "unequal"])
def test_flagship_gpu_long_mean_d64_causal(monkeypatch, klens):
    import sys
    op = sys.modules["tlx.ops.jagged_attention"]
    chosen, made = op.choose, []
    monkeypatch.setattr(op, "choose", lambda *a: made.append(chosen(*a)) or made[-1])
    monkeypatch.setattr(op, "_CALLS", {})
    test_flagship_gpu(monkeypatch, False, (5000, 4097, 3500, 3), klens, True, 4, 4, 64, "softmax", torch.bfloat16)
    assert made and all(m["BLOCK_M"] == 192 and m.get("PINGPONG") for m in made), made
    _assert_ran(op, made)
