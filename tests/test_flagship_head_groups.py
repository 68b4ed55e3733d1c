"""The flagship's tile order with HEAD_GROUPS > 1 (`tiles hgo in range(G), seq, m in blocks(..), hgi in range(..)`:
the whole batch once per group of heads, so the programs running at once share the K/V of fewer heads). Every tile
runs once and the numbers are the reference's (portable build under the interpreter, several tiles per program); the
Gluon build decodes the order; a HEAD_GROUPS that does not divide the head groups is the launcher's clear error; and
the default (HEAD_GROUPS = 1) divides by the runtime entry count nowhere in its decode."""
import pytest
import torch

from tlx.compiler import Options, compile_file
from tlx.demo import assert_matches_reference, random_batch
from tlx.runtime import kernel_path, load_kernel_module

SMALL = {"DT": "f32", "D": 64, "BLOCK_M": 32, "BLOCK_N": 32, "WG_M": 16}


@pytest.mark.parametrize("causal", [False, True])
def test_head_groups_match_reference(causal):
    mod = load_kernel_module(kernel_path("jagged_attention.tlx"), {**SMALL, "HEAD_GROUPS": 2, "CAUSAL": causal},
                             target="triton", interpret=True)
    q, k, v, cu_q, cu_k = random_batch([70, 0, 5, 37], 4, 4, 64, torch.float32, "cpu", seed=5, k_lengths=[50, 3, 9, 37])
    o = torch.full_like(q, float("nan"))
    lse = torch.full(q.shape[:2], float("nan"))
    mod.jagged_attention(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, max_seqlen=70, num_programs=3)
    assert_matches_reference(o, lse, q, k, v, cu_q, cu_k, causal, 0.125)


def test_head_groups_not_dividing_is_a_clear_error():
    mod = load_kernel_module(kernel_path("jagged_attention.tlx"), {**SMALL, "HEAD_GROUPS": 3}, target="triton",
                             interpret=True)
    q, k, v, cu_q, cu_k = random_batch([40], 4, 4, 64, torch.float32, "cpu", seed=1)
    o, lse = torch.empty_like(q), torch.empty(q.shape[:2])
    with pytest.raises(ValueError, match=r"HEAD_GROUPS divides"):
        mod.jagged_attention(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, max_seqlen=40)


def _decode(defines):
    src = compile_file(kernel_path("jagged_attention.tlx"), "gluon",
                       Options(defines={"DT": "bf16", "D": 128, "PINGPONG": True, "DYNAMIC": True, **defines}))
    body = src.outputs["gluon"]
    body = body[body.index("def jagged_attention_compute"):]
    return [ln.split("#")[0].strip() for ln in body.splitlines() if ln.strip().startswith(("hgi =", "entry =", "hgo ="))]


def test_gluon_decode_of_the_orders():
    # the group is the slowest dim; with one group the table entry takes the whole quotient (no runtime modulo)
    assert _decode({"HEAD_GROUPS": 2})[:3] == ["hgi = tile % (v22)", "entry = tile // (v22) % (num_entries)",
                                               "hgo = (tile // (v22)) // (num_entries) % (2)"]
    assert _decode({})[:3] == ["hgi = tile % (v22)", "entry = tile // (v22)", "hgo = (tile // (v22)) // (num_entries) % (1)"]


def test_op_head_group_rule(monkeypatch):
    # attention_tiles rule 5 is off (measured neutral: no head dim listed); its mechanics, with a head dim listed
    import tlx.ops.attention_tiles as T
    assert not any("HEAD_GROUPS" in T.choose(16, 16, 8192, 8192, True, D, c) for D in (64, 128) for c in (0, 1))
    monkeypatch.setattr(T, "HEADS_PER_GROUP", {128: 2, 64: 8})
    assert T.choose(16, 16, 6834, 6834, True, 128, True)["HEAD_GROUPS"] == 8      # 2 heads per group at D=128
    assert T.choose(16, 16, 6834, 6834, True, 64, False)["HEAD_GROUPS"] == 2      # 8 heads per group at D=64
    for args in [(16, 16, 4096, 4096, True, 128, False),   # not longer than LONG
                 (16, 16, -1, -1, True, 128, True),        # no hint
                 (16, 2, 8192, 8192, True, 128, False),    # GQA pairs (HPT=2): unmeasured
                 (12, 4, 8192, 8192, True, 64, True),      # 12 heads are no whole number of 8-head groups
                 (16, 16, 8192, 8192, False, 128, True)]:  # CPU interpreter
        assert "HEAD_GROUPS" not in T.choose(*args), args
