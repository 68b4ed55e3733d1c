"""The flagship's heads-per-tile variant (HPT=2: two query heads of one KV head per tile): its launch precondition
is a `require` (a ValueError naming the sizes before any launch), and it is right under the interpreter."""
import pytest
import torch

from tlx.demo import random_batch, reference
from tlx.runtime import kernel_path, load_kernel_module


def _module(causal=False):
    return load_kernel_module(kernel_path("jagged_attention.tlx"), {"DT": "f32", "D": 64, "HPT": 2, "BLOCK_M": 32,
                              "BLOCK_N": 32, "WG_M": 16, "CAUSAL": causal}, target="triton", interpret=True)


@pytest.mark.parametrize("H,HKV", [(4, 4), (3, 3), (6, 2)])
def test_group_must_hold_hpt_heads(H, HKV):
    q, k, v, cu_q, cu_k = random_batch([5, 9], H, HKV, 64, torch.float32, "cpu", seed=1)
    o = torch.full_like(q, float("nan"))
    with pytest.raises(ValueError, match=r"requirement .*HPT.* failed \(HKV = %d, H = %d\)" % (HKV, H)):
        _module().jagged_attention(q, k, v, o, torch.empty(q.shape[:2]), cu_q, cu_k, 0.125, 1.0)
    assert torch.isnan(o).all()  # nothing ran


@pytest.mark.parametrize("causal", [False, True])
def test_two_heads_per_tile_match_reference(causal):
    q, k, v, cu_q, cu_k = random_batch([5, 0, 37, 70], 8, 2, 64, torch.float32, "cpu", seed=2, k_lengths=[9, 3, 37, 50])
    o = torch.full_like(q, float("nan"))
    lse = torch.full(q.shape[:2], float("nan"))
    _module(causal).jagged_attention(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, max_seqlen=70)
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal, scale=0.125)
    assert not torch.isnan(o).any()
    assert ((o.double() - ref).abs().max() <= 1e-5 * ref.abs().max()).item()
    fin = torch.isfinite(ref_lse)
    assert torch.equal(torch.isfinite(lse), fin)


def test_require_with_zero_divisor_is_a_value_error():
    # `HKV > 0 and H % HKV == 0 ...` short-circuits on the host: k with no heads is a ValueError, not a crash
    q, k, v, cu_q, cu_k = random_batch([5, 9], 2, 1, 64, torch.float32, "cpu", seed=1)
    k, v = k[:, :0].contiguous(), v[:, :0].contiguous()
    with pytest.raises(ValueError, match="requirement"):
        _module().jagged_attention(q, k, v, torch.empty_like(q), torch.empty(q.shape[:2]), cu_q, cu_k, 0.125, 1.0)


def test_op_gqa_tile_rule(monkeypatch):
    # attention_tiles rule 7 (issue 13): off, even GQA groups take pairs without O_TMA/DYNAMIC whatever the hints
    import tlx.ops.attention_tiles as T
    monkeypatch.setattr(T, "GQA_FAST", False)
    monkeypatch.setattr(T, "GQA_PAIRS_MAX_BLOCKS", None)
    for hint in (-1, 200, 8192):
        cfg = T.choose(16, 2, hint, hint, True, 128, False)
        assert cfg["HPT"] == 2 and "O_TMA" not in cfg and "DYNAMIC" not in cfg, (hint, cfg)
    assert "HPT" not in T.choose(12, 4, 8192, 8192, True, 128, False)  # an odd group: one head per tile
    # GQA_FAST: the pairs get rule 4's dynamic walk and rule 6's TMA store (not the short tiles: untimed)
    monkeypatch.setattr(T, "GQA_FAST", True)
    for D, causal in [(128, False), (128, True), (64, False), (64, True)]:
        cfg = T.choose(16, 4, 1000, 1000, True, D, causal)
        assert cfg["HPT"] == 2 and cfg["O_TMA"] and cfg["DYNAMIC"] and cfg["BLOCK_M"] == 128, cfg
        assert cfg.get("PINGPONG", False) == (D == 128)
    assert "O_TMA" not in T.choose(16, 2, 40, 40, True, 128, False)
    # GQA_PAIRS_MAX_BLOCKS: pairs up to that many 128-key blocks of the max_seqlen_k hint (or without one), else the
    # MHA call's pick (one head per tile: 192-row tiles at D=64 non-causal)
    monkeypatch.setattr(T, "GQA_PAIRS_MAX_BLOCKS", 2)
    assert T.choose(16, 2, 256, 256, True, 64, False)["HPT"] == 2
    assert T.choose(16, 2, -1, -1, True, 64, False)["HPT"] == 2
    for D in (64, 128):
        for causal in (False, True):
            assert T.choose(16, 2, 257, 257, True, D, causal) == T.choose(16, 16, 257, 257, True, D, causal)
    assert T.choose(16, 2, 257, 257, True, 64, False)["BLOCK_M"] == 192
    assert T.choose(16, 2, 8192, 8192, False, 64, False)["HPT"] == 2  # the CPU interpreter's small tiles keep pairs


def test_op_gqa_tile_rule_shipped():
    # rule 7 as shipped (bench/results/gqa_ab_2026-12-02_6a30671.md): fast pairs, except D=64 non-causal past a
    # 2048-key hint, which takes the one-head pick (192-row tiles)
    import tlx.ops.attention_tiles as T
    for D in (64, 128):
        for causal in (False, True):
            for hint in (-1, 256, 2048, 2049, 8192):
                cfg = T.choose(16, 2, hint, hint, True, D, causal)
                if D == 64 and not causal and hint > 2048:
                    assert cfg == T.choose(16, 16, hint, hint, True, D, causal) and cfg["BLOCK_M"] == 192, cfg
                else:
                    assert cfg["HPT"] == 2 and cfg["O_TMA"] and cfg["DYNAMIC"], (D, causal, hint, cfg)
