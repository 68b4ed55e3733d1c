"""Rule 9 of the flagship's tile pick (tlx/ops/attention_tiles.py): D=64 causal tiles by the batch's mean length,
which the op reads from the tensors' shapes (no device sync, no max_seqlen hint needed)."""
import sys

import pytest
import torch

import tlx.ops  # noqa: F401
import tlx.ops.attention_tiles as T

OP = sys.modules["tlx.ops.jagged_attention"]


def test_long_mean_threshold():
    m = T.MEAN_192
    assert T.long_mean(m * 15, 15) and T.long_mean(m * 15 + 1, 15)
    assert not T.long_mean(m * 15 - 1, 15)
    assert not T.long_mean(0, 0) and not T.long_mean(5, 0)   # no sequence: not long


def test_rule_9_picks_192_rows_for_d64_causal_long_batches_only():
    long_ = T.choose(16, 16, 6834, 6834, True, 64, True, True)
    short = T.choose(16, 16, 6834, 6834, True, 64, True, False)
    assert (long_["BLOCK_M"], long_["REGS"], long_["PINGPONG"]) == (192, 160, True)
    assert short["BLOCK_M"] == 128 and "PINGPONG" not in short
    # the other shapes do not read it: D=128, non-causal D=64, GQA pairs, short tiles, the interpreter
    for args in [(16, 16, 6834, 6834, True, 128, True), (16, 16, 6834, 6834, True, 64, False),
                 (16, 2, 1000, 1000, True, 64, True), (16, 16, 40, 40, True, 64, True),
                 (16, 16, 6834, 6834, False, 64, True)]:
        assert T.choose(*args, True) == T.choose(*args, False), args


@pytest.mark.parametrize("lengths,want", [([4000, 3000, 2500], True), ([4000, 3000, 100], False), ([], False)])
def test_op_passes_the_mean_from_shapes(monkeypatch, lengths, want):
    seen = []

    class Stop(Exception):
        pass

    def spy(*a):
        seen.append(a)
        raise Stop

    monkeypatch.setattr(OP, "choose", spy)
    T_ = sum(lengths)
    q = torch.randn(T_, 2, 64)
    cu = torch.tensor([0] + torch.tensor(lengths, dtype=torch.int64).cumsum(0).tolist(), dtype=torch.int32)
    with pytest.raises(Stop):
        OP._jagged_attention_impl(q, q, q, cu, cu, -1, -1, True, 0.125, "softmax")
    assert len(seen) == 1 and seen[0][-1] is want


def test_rule_10_waits_after_the_max_only_for_d128_non_causal_tiles():
    on = [T.choose(16, hkv, n, n, True, 128, False) for n in (1024, 8192) for hkv in (16, 2)]
    assert all(c.get("WAIT_AFTER_MAX") for c in on)
    assert T.choose(16, 2, 1000, 1000, True, 128, False).get("HPT") == 2  # (GQA pairs too)
    # not under the mask, not at D=64, not for short tiles, not on the interpreter
    for args in [(16, 16, 8192, 8192, True, 128, True), (16, 16, 8192, 8192, True, 64, False),
                 (16, 2, 1000, 1000, True, 64, False), (16, 16, 40, 40, True, 128, False), (16, 2, 40, 40, True, 128, False),
                 (16, 16, 8192, 8192, False, 128, False)]:
        assert "WAIT_AFTER_MAX" not in T.choose(*args), args
