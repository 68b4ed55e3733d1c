"""The flagship with q single-buffered across tiles (QBUF=1, which leaves the shared memory of the second q buffer
to a 3-deep K/V ring at D=128): the next tile's q may load only after every consumer released this one, so a program
that runs several tiles reuses the one buffer; right under the interpreter (portable build), and the Gluon build
compiles to the same protocol with one q slot."""
import pytest
import torch

from tlx.compiler import Options, compile_file
from tlx.demo import assert_matches_reference, random_batch
from tlx.runtime import kernel_path, load_kernel_module


@pytest.mark.parametrize("causal", [False, True])
def test_single_q_buffer_deep_ring_matches_reference(causal):
    mod = load_kernel_module(kernel_path("jagged_attention.tlx"), {"DT": "f32", "D": 64, "BLOCK_M": 32, "BLOCK_N": 32,
                             "WG_M": 16, "STAGES": 3, "QBUF": 1, "CAUSAL": causal}, target="triton", interpret=True)
    q, k, v, cu_q, cu_k = random_batch([70, 0, 5, 37], 2, 2, 64, torch.float32, "cpu", seed=4, k_lengths=[50, 3, 9, 37])
    o = torch.full_like(q, float("nan"))
    lse = torch.full(q.shape[:2], float("nan"))
    # 2 programs for 14 tiles: each program runs several tiles through the one q buffer and the 3 K/V slots
    mod.jagged_attention(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, max_seqlen=70, num_programs=2)
    assert_matches_reference(o, lse, q, k, v, cu_q, cu_k, causal, 0.125)


def test_single_q_buffer_gluon_has_one_q_slot():
    src = compile_file(kernel_path("jagged_attention.tlx"), "gluon",
                       Options(defines={"DT": "bf16", "D": 128, "PINGPONG": True, "STAGES": 3, "QBUF": 1})).outputs["gluon"]
    assert "q_tile = gl.allocate_shared_memory(gl.bfloat16, [2, 64, 128]" in src  # one buffer of two warp-group parts
    assert "q_ready = gl.allocate_shared_memory(gl.int64, [1, 1]" in src
    assert "k_ring = gl.allocate_shared_memory(gl.bfloat16, [3, 128, 128]" in src
