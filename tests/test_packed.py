"""kernels/jagged_attention_packed.tlx (several short sequences per query tile, block-diagonal mask, key blocks that
start at the tile's first key) under the Triton CPU interpreter against a float64 reference: q and k lengths that
differ, empty sequences, GQA, causal, silu, NaN propagation, long sequences (correct, only slower), and tile shapes
with one, two and four consumer warp groups. The portable build masks the keys outside each warp group's blocks
[n_a, n_b), the blocks the Hopper build skips, so a wrong range fails here too. Outputs are poisoned with NaN."""
import pytest
import torch

from tlx.demo import random_batch, reference
from tlx.runtime import kernel_path, load_kernel_module

# (BLOCK_M, WG_M, BLOCK_N, REGS): 2 warp groups of 16 rows, 1 of 32, 4 of 16 (keys in blocks of 16 or 32)
SHAPES = {"2wg": (32, 16, 16, 240), "1wg": (32, 32, 32, 240), "4wg": (64, 16, 16, 112)}


def _segments(cu, T):
    return torch.searchsorted(cu[1:], torch.arange(T, dtype=torch.int32), right=True, out_int32=True)


def _run(q, k, v, cu_q, cu_k, causal, act, max_k, shape="2wg", **extra):
    dt = {torch.float32: "f32", torch.float16: "f16"}[q.dtype]
    bm, wg, bn, regs = SHAPES[shape]
    mod = load_kernel_module(kernel_path("jagged_attention_packed.tlx"),
                             {"DT": dt, "D": q.shape[2], "CAUSAL": causal, "ACT": act, "BLOCK_M": bm, "BLOCK_N": bn,
                              "WG_M": wg, "REGS": regs, **extra}, target="triton", interpret=True)
    o = torch.full_like(q, float("nan"))                         # poisoned: every row must be written
    lse = torch.full(q.shape[:2], float("nan"))
    mod.jagged_attention_packed(q, k, v, o, lse, cu_q, cu_k, _segments(cu_q, q.shape[0]), q.shape[2] ** -0.5,
                                1.0 / max_k)
    return o, lse


def _check(lengths, klens, causal, H, Hkv, D, act, dtype, shape, seed, **extra):
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, dtype, "cpu", seed=seed,
                                       k_lengths=None if klens is None else list(klens))
    mk = max(klens or lengths)
    out, lse = _run(q, k, v, cu_q, cu_k, causal, act, mk, shape, **extra)
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal, activation=act, max_seqlen_k=mk)
    assert not torch.isnan(out).any()
    err = ((out.double() - ref).norm() / ref.norm()).item()
    assert err < (2e-3 if dtype == torch.float16 else 1e-5), err
    if act == "softmax":
        fin = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse), fin)  # rows that see no key: +inf, like the main kernel
        assert torch.allclose(lse.double()[fin], ref_lse[fin], rtol=1e-4, atol=1e-4)


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
    _check(lengths, klens, causal, H, Hkv, D, act, dtype, "2wg", sum(lengths) + causal)


# Many short sequences in tiles of one and four warp groups: sequences cross tile and warp-group edges, key ranges
# of the warp groups overlap one key block or several; lengths drawn from 0-20, q longer or shorter than k.
@pytest.mark.parametrize("shape", ["1wg", "4wg"])
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("klen", ["same", "differ"])
def test_packed_many_short(shape, causal, klen):
    g = torch.Generator().manual_seed(7 + causal + 2 * (klen == "same"))
    lens = torch.randint(0, 21, (14,), generator=g).tolist()
    klens = None if klen == "same" else torch.randint(0, 21, (14,), generator=g).tolist()
    _check(lens, klens, causal, 2, 1, 64, "softmax", torch.float32, shape, 3)


# ROWS_SMEM: each row's key range computed by the producer and handed to the warp groups in shared memory with the
# tile's q (published by q_ready) instead of loaded by them at the tile's start
@pytest.mark.parametrize("case,shape", [(1, "2wg"), (2, "4wg"), (3, "1wg")])
def test_rows_smem_matches_reference(case, shape):
    lengths, klens, causal, H, Hkv, D, act, dtype = CASES[case]
    _check(lengths, klens, causal, H, Hkv, D, act, dtype, shape, 17 + case, ROWS_SMEM=True)


def test_nan_propagates():
    q, k, v, cu_q, cu_k = random_batch([5, 9, 3], 2, 2, 64, torch.float32, "cpu", seed=11)
    q[6, 1, 0] = float("nan")   # row 1 of sequence 1, head 1
    out, _ = _run(q, k, v, cu_q, cu_k, False, "softmax", 9)
    assert torch.isnan(out[6, 1]).all()
    assert not torch.isnan(out[:5]).any() and not torch.isnan(out[14:]).any()  # other sequences untouched


def _sees(cu_q, cu_k, causal, Tq, Tk):
    """[Tq, Tk]: query row i sees key j (its own sequence's keys; causal: bottom-right)."""
    sees = torch.zeros(Tq, Tk, dtype=torch.bool)
    for a, b, c, d in zip(cu_q[:-1].tolist(), cu_q[1:].tolist(), cu_k[:-1].tolist(), cu_k[1:].tolist()):
        i, j = torch.arange(b - a)[:, None], torch.arange(d - c)[None, :]
        sees[a:b, c:d] = (j <= i + (d - c) - (b - a)) if causal else True
    return sees


# Sequences are isolated: an inf in one sequence's v and a NaN in another's (keys that share key blocks with other
# sequences, in tiles of two and four warp groups) reach exactly the elements of the rows that see them (their
# column, both heads that read the KV head); every other element equals the float64 reference with the bad v
# values zeroed, which also checks that a causal row before the bad key is exact (SDPA would give it NaN: P V's
# masked zero times inf).
@pytest.mark.parametrize("shape,causal,act,rows_smem", [("2wg", False, "softmax", False), ("4wg", True, "softmax", False),
                                                       ("2wg", True, "silu", False), ("4wg", True, "softmax", True)])
def test_a_non_finite_v_reaches_only_the_rows_that_see_it(shape, causal, act, rows_smem):
    lens = [5, 9, 3, 12, 1, 7, 0, 10, 4, 6, 2, 11]
    q, k, v, cu_q, cu_k = random_batch(lens, 2, 1, 64, torch.float32, "cpu", seed=5 + causal)
    bad = v.clone()
    bad[int(cu_k[1]) + 2, 0, 3] = float("inf")      # sequence 1 (rows 5-13: tiles and warp groups it shares)
    bad[int(cu_k[3]) + 11, 0, 7] = float("nan")     # the last key of sequence 3 (the next ones share its block)
    bad[int(cu_k[9]), 0, 0] = -float("inf")         # the first key of sequence 9
    out, _ = _run(q, k, bad, cu_q, cu_k, causal, act, max(lens), shape, **({"ROWS_SMEM": True} if rows_smem else {}))
    ref, _ = reference(q, k, torch.nan_to_num(bad, nan=0.0, posinf=0.0, neginf=0.0), cu_q, cu_k, causal=causal,
                       activation=act, max_seqlen_k=max(lens))
    sees = _sees(cu_q, cu_k, causal, q.shape[0], k.shape[0]).double()
    # element (row, head, col) sees a non-finite v value: its row sees key j and v[j, head's KV head, col] is bad
    hit = torch.einsum("ij,jhd->ihd", sees, (~torch.isfinite(bad)).double()).repeat_interleave(2, dim=1) > 0
    assert hit.any(-1).any(-1).sum() >= 10 and (~hit).any(-1).any(-1).all()
    assert torch.equal(~torch.isfinite(out), hit)
    err = ((out.double() - ref)[~hit].abs().max() / ref.abs().max()).item()
    assert err < 1e-5, err
    if shape == "2wg" and act == "softmax":  # without the check the same batch leaks into other rows (as it did)
        leaky, _ = _run(q, k, bad, cu_q, cu_k, causal, act, max(lens), shape, ISOLATE=False)
        assert (~torch.isfinite(leaky) & ~hit).any()


def test_verifier_rejects_a_release_skipped_in_one_block_tiles():
    # each tile of one key block fills one slot of the 2-deep ring, so a consumer that skips its release then
    # deadlocks only at the third such tile: the protocol proof must run tiles alike past the ring's depth
    from tlx.compiler import Options, compile_text
    from tlx.diagnostics import TlxError
    path = kernel_path("jagged_attention_packed.tlx")
    lines = open(path).read().split("\n")
    i = next(j for j, ln in enumerate(lines) if ln.strip() == "arrive kv_free[slot]" and "attend(" in lines[j - 2])
    ind = lines[i][: len(lines[i]) - len(lines[i].lstrip())]
    lines[i:i + 1] = [ind + "if n_blocks > 1:", "    " + lines[i]]
    with pytest.raises(TlxError) as e:
        compile_text("\n".join(lines), "p.tlx", "scheduled", Options(target="gluon"))
    assert "deadlock" in str(e.value) and "tile 2:" in str(e.value), str(e.value)


@pytest.mark.parametrize("causal", [False, True])
def test_direct_launch_arguments_equal_the_generated_launchers(causal):
    # tlx/ops/packed_attention.py launches the compiled kernel with arguments it builds by name from the kernel's
    # signature (on the GPU it also checks them once against the generated launcher's before using them)
    from tlx.ops import packed_attention as P
    q, k, v, cu_q, cu_k = random_batch([5, 40, 3, 64, 0, 17], 16, 2, 128, torch.bfloat16, "cpu", seed=0)
    cfg = P.config(q, causal, "softmax")
    mod = load_kernel_module(kernel_path("jagged_attention_packed.tlx"), cfg, target="gluon")
    o, lse, seg = torch.empty_like(q), torch.empty(q.shape[:2]), P.row_sequences(cu_q, q.shape[0])
    grid, args, _ = mod.jagged_attention_packed_prepare(q, k, v, o, lse, cu_q, cu_k, seg, 0.1, 1.0, num_programs=132)
    names = tuple(mod.jagged_attention_packed_kernel.arg_names)
    plan = P._Plan.__new__(P._Plan)
    plan.cfg, plan.names = cfg, names
    vals = plan.values(q, k, v, o, lse, cu_q, cu_k, seg, 0.1, 1.0)
    T, Tk = q.shape[0], k.shape[0]
    views = {"q_desc": (q.data_ptr(), (T, 16 * 128), (16 * 128, 1)), "k_desc": (k.data_ptr(), (Tk, 256), (256, 1)),
             "v_desc": (v.data_ptr(), (Tk, 256), (256, 1))}
    mine = [views[n] if n in views else vals[n] for n in names]
    theirs = [(a.base.data_ptr(), tuple(a.shape), tuple(a.strides)) if hasattr(a, "block_shape")
              else a.data_ptr() if isinstance(a, torch.Tensor) else a for a in args]
    assert {"q_desc", "k_desc", "v_desc", "q", "k", "v"} <= set(names) and mine == theirs
    assert ("cu_q" in names) == causal          # the non-causal kernel never reads cu_q
    assert grid == (-(-T // cfg["BLOCK_M"]) * 16,)


def test_op_takes_the_packed_kernel_only_for_many_short_sequences():
    # the rule the H200 measurements support (tlx/ops/packed_attention.py): both hints <= SHORT, more than FEW
    # sequences (a few are launch-bound: the flagship decodes its tiles in one launch there), softmax, f16/bf16
    from tlx.ops import packed_attention as P
    q = torch.zeros(4, 2, 64, dtype=torch.bfloat16)
    many, few = torch.zeros(P.FEW + 2, dtype=torch.int32), torch.zeros(P.FEW + 1, dtype=torch.int32)
    assert P.wanted(q, many, 63, 64, "softmax")
    assert not P.wanted(q, few, 63, 64, "softmax")
    assert not P.wanted(q, many, 65, 64, "softmax") and not P.wanted(q, many, 63, -1, "softmax")
    assert not P.wanted(q, many, 63, 64, "silu")
    assert not P.wanted(q.float(), many, 63, 64, "softmax")
