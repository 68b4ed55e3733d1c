"""GPU checks of kernels/jagged_attention_packed.tlx's Hopper build (the CPU tests run its portable build) against
float64, outputs poisoned with NaN: length mixes of short sequences with empties, a few long ones, q and k lengths
that differ, GQA, causal and not, D 64/128, f16/bf16, one and two consumer warp groups; and the op's packed path
(turned on here whatever tlx/ops/packed_attention.py's ENABLED says): the direct launch computes what the
generated launcher computes, no host sync, CUDA-graph replay."""
import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tlx.demo import random_batch, reference  # noqa: E402
from tlx.ops import jagged_attention, packed_attention  # noqa: E402
from tlx.runtime import kernel_path, load_kernel_module  # noqa: E402

_DT = {torch.float16: "f16", torch.bfloat16: "bf16"}


def _lengths(kind, seed):
    g = torch.Generator().manual_seed(seed)
    r = lambda lo, hi, n: torch.randint(lo, hi + 1, (n,), generator=g).tolist()  # noqa: E731
    if kind == "1-20":
        return r(1, 20, 120), None
    if kind == "30-63 with empties":
        ls = r(30, 63, 80)
        for i in (0, 5, 6, 79):
            ls[i] = 0
        return ls, None
    if kind == "short + long":
        ls = r(1, 63, 60)
        ls[10], ls[11], ls[40] = 500, 300, 129
        return ls, None
    return r(1, 40, 60), r(0, 50, 60)   # q and k lengths differ


def _check(out, lse, ref, ref_lse):
    assert not torch.isnan(out).any() and not torch.isnan(lse).any()
    err = ((out.double() - ref).norm() / ref.norm().clamp_min(1e-30)).item()
    assert err < 1e-2, err
    assert ((out.double() - ref).abs().max() <= 2e-2 * ref.abs().max().clamp_min(1e-6)).item()
    fin = torch.isfinite(ref_lse)
    assert torch.equal(torch.isfinite(lse), fin)
    assert torch.allclose(lse.double()[fin], ref_lse[fin], rtol=1e-3, atol=1e-3)


# the op's tile shape (tlx/ops/packed_attention.py TILES) on every mix; one warp group and 128-key blocks on two
CASES = [("BLOCK_M=128,BLOCK_N=64,STAGES=2", mix, causal, D, Hkv, dtype)
         for mix in ("1-20", "30-63 with empties", "short + long", "q != k") for causal in (False, True)
         for D, Hkv, dtype in ((128, 4, torch.bfloat16), (64, 1, torch.float16))] + [
    ("BLOCK_M=64,BLOCK_N=128,STAGES=2", "short + long", True, 128, 4, torch.bfloat16),
    ("BLOCK_M=64,BLOCK_N=128,STAGES=2", "q != k", False, 128, 4, torch.bfloat16)] + [
    # the fast path alone (no isolation check): finite inputs must never reach the check's recompute, which would
    # otherwise hide a NaN the fast path makes
    ("BLOCK_M=128,BLOCK_N=64,STAGES=2,ISOLATE=false", mix, causal, 128, 4, torch.bfloat16)
    for mix, causal in (("30-63 with empties", True), ("q != k", False))] + [
    # the rows' key ranges from the producer through shared memory (ROWS_SMEM), and with the fast path alone
    ("BLOCK_M=128,BLOCK_N=64,STAGES=2,ROWS_SMEM=true", mix, causal, D, Hkv, dtype)
    for mix in ("1-20", "short + long", "q != k") for causal in (False, True)
    for D, Hkv, dtype in ((128, 4, torch.bfloat16), (64, 1, torch.float16))] + [
    ("BLOCK_M=128,BLOCK_N=64,STAGES=2,ROWS_SMEM=true,ISOLATE=false", "30-63 with empties", True, 128, 4,
     torch.bfloat16)]


@pytest.mark.parametrize("tiles,mix,causal,D,Hkv,dtype", CASES)
def test_packed_gluon_matches_float64(tiles, mix, causal, D, Hkv, dtype):
    lens, klens = _lengths(mix, D + causal)
    q, k, v, cu_q, cu_k = random_batch(lens, 4, Hkv, D, dtype, "cuda", seed=len(lens), k_lengths=klens)
    cfg = {"DT": _DT[dtype], "D": D, "CAUSAL": causal, "ACT": "softmax",
           **{a: (b == "true") if b in ("true", "false") else int(b) for a, b in (kv.split("=") for kv in tiles.split(","))}}
    mod = load_kernel_module(kernel_path("jagged_attention_packed.tlx"), cfg, target="gluon")
    o = torch.full_like(q, float("nan"))
    lse = torch.full(q.shape[:2], float("nan"), device="cuda")
    mod.jagged_attention_packed(q, k, v, o, lse, cu_q, cu_k, packed_attention.row_sequences(cu_q, q.shape[0]),
                                D ** -0.5, 1.0)
    torch.cuda.synchronize()
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal)
    _check(o, lse, ref, ref_lse)


@pytest.mark.parametrize("D", [128, 64])
def test_op_packed_path(monkeypatch, D):
    monkeypatch.setattr(packed_attention, "ENABLED", True)
    lens, _ = _lengths("30-63 with empties", 3)
    q, k, v, cu_q, cu_k = random_batch(lens, 16, 16, D, torch.bfloat16, "cuda", seed=4)
    poison = torch.full((q.shape[0] * 2, 16, D), float("nan"), dtype=q.dtype, device="cuda")
    del poison
    out, lse = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=63, max_seqlen_k=63, causal=True, return_lse=True)
    plan = packed_attention._PLANS[(q.get_device(), q.dtype, D, True, "softmax")]   # the op took the packed path
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=True)
    _check(out, lse, ref, ref_lse)
    # later calls launch directly, with what the generated launcher computes
    out2, lse2 = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=63, max_seqlen_k=63, causal=True,
                                  return_lse=True)
    torch.cuda.synchronize()
    assert plan.direct and plan.fallbacks == 1
    assert torch.equal(out2, out) and torch.equal(lse2, lse)
    torch.cuda.set_sync_debug_mode("error")      # the path never waits for the GPU
    try:
        for _ in range(2):
            jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=63, max_seqlen_k=63, causal=True)
    finally:
        torch.cuda.set_sync_debug_mode("default")
    s = torch.cuda.Stream()                      # and replays under a CUDA graph with new inputs
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=63, max_seqlen_k=63)
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        out = jagged_attention(q, k, v, cu_q, cu_k, max_seqlen_q=63, max_seqlen_k=63)
    q2, k2, v2, _, _ = random_batch(lens, 16, 16, D, torch.bfloat16, "cuda", seed=5)
    q.copy_(q2), k.copy_(k2), v.copy_(v2)
    g.replay()
    torch.cuda.synchronize()
    ref, ref_lse = reference(q, k, v, cu_q, cu_k)
    assert ((out.double() - ref).norm() / ref.norm()).item() < 1e-2
