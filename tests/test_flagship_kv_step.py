"""The flagship's KV_STEP variant (a ring slot holds one step of the Hopper loop: K_n with V_(n-1), one kv_ready wait
and one kv_free release per step): the Gluon it generates, the portable build ignoring it, and the protocol
verifier rejecting a slot released while a product still reads it (the GPU numerics: tests/test_gpu_flagship.py)."""
import re

import pytest

from tlx.compiler import Options, compile_file, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import kernel_path

PATH = kernel_path("jagged_attention.tlx")
PICK = {"DT": "bf16", "D": 128, "PINGPONG": True, "DYNAMIC": True}


def _role(src, name):
    return src.split(f"def jagged_attention_{name}(")[1].split("\n@")[0]


def test_kv_step_gluon_one_wait_one_release_per_step():
    src = compile_file(PATH, "gluon", Options(defines={**PICK, "KV_STEP": True})).outputs["gluon"]
    assert not re.search(r"\b(k_free|k_ready|v_free|v_ready)\b", src)
    load, compute = _role(src, "load"), _role(src, "compute")
    # the loader's three pipelines: K_0 alone, K_n with V_(n-1), the last V alone
    assert re.findall(r"mbarrier\.expect\(kv_ready\.index\(\w+\), (\d+)\)", load) == ["32768", "65536", "32768"]
    steady = re.split(r"for n_\d+ in range\(1, n_blocks\)", compute)[1].split("\n            span")[0]
    assert len(re.findall(r"mbarrier\.wait\(kv_ready", steady)) == 1
    assert len(re.findall(r"mbarrier\.arrive\(kv_free", steady)) == 1
    # the release follows the wait for P V, the last product that reads the slot
    assert steady.index("warpgroup_mma_wait(num_outstanding=0") < steady.index("mbarrier.arrive(kv_free")


def test_kv_step_is_a_hopper_loop_option():
    # the portable build (no OVERLAP loop) keeps its K and V barriers: the parameter changes nothing there
    src = lambda d: compile_file(PATH, "triton", Options(defines=d)).outputs["triton"]
    assert src({**PICK, "KV_STEP": True}) == src(PICK)


STEADY = """                s = mma_wait(s_next, pending=1)
                p32, alpha, m_i, l_i = scores_to_probs(s, n, rows, cols, row0, len_q, len_k, m_i, l_i, qk_scale,
                                                      BLOCK_N, CAUSAL, ACT, False, False)
                acc = mma_wait(o_next)
                arrive kv_free[slot]
"""


@pytest.mark.parametrize("old,new,why", [
    # the release moved up to right after Q K_n^T's wait, while P_(n-1) V_(n-1) may still read the slot's V
    (STEADY, STEADY.replace("                arrive kv_free[slot]\n", "").replace(
        "pending=1)\n", "pending=1)\n                arrive kv_free[slot]\n"), "may still be reading"),
    # the steady step's V left out of the slot's byte count
    ("expect kv_ready[slot], bytes(k_ring) + bytes(v_ring)", "expect kv_ready[slot], bytes(k_ring)", "more bytes"),
])
def test_kv_step_protocol_mistakes_rejected(old, new, why):
    src = open(PATH).read()
    assert src.count(old) == 1
    bad = src.replace(old, new)
    opts = Options(target="gluon", defines={**PICK, "KV_STEP": True})
    compile_text(src, PATH, "scheduled", opts)
    with pytest.raises(TlxError) as e:
        compile_text(bad, PATH, "scheduled", opts)
    d = e.value.first
    assert re.match(r"\d+:\d+$", d.span.short), d.message
    assert why in d.message, d.message
    print(why, d.span.short, d.message)


@pytest.mark.parametrize("causal", [False, True])
def test_o_tma_portable_matches_reference(causal):
    # O_TMA (O through shared memory and a TMA store per warp group, bounded at the sequence's end): the portable
    # build masks the store past the end like the copy engine bounds it; GQA pairs (HPT=2) put two heads in a tile
    import torch
    from tlx.demo import assert_matches_reference, random_batch
    from tlx.runtime import load_kernel_module
    mod = load_kernel_module(PATH, {"DT": "f32", "D": 64, "BLOCK_M": 32, "BLOCK_N": 32, "WG_M": 16, "HPT": 2,
                                    "O_TMA": True, "CAUSAL": causal}, target="triton", interpret=True)
    q, k, v, cu_q, cu_k = random_batch([70, 0, 5, 37], 4, 2, 64, torch.float32, "cpu", seed=5, k_lengths=[50, 3, 9, 37])
    o = torch.full_like(q, float("nan"))
    lse = torch.full(q.shape[:2], float("nan"))
    mod.jagged_attention(q, k, v, o, lse, cu_q, cu_k, 0.125, 1.0, max_seqlen=70, num_programs=3)
    assert_matches_reference(o, lse, q, k, v, cu_q, cu_k, causal, 0.125)


def test_o_tma_gluon_stores_through_shared_memory():
    src = compile_file(PATH, "gluon", Options(defines={**PICK, "O_TMA": True})).outputs["gluon"]
    compute = _role(src, "compute")
    assert "o_tile = gl.allocate_shared_memory(gl.bfloat16, [2, 64, 128]" in src
    assert compute.count("tma.async_copy_shared_to_global(o_desc") == 1 and "gl.store(o +" not in compute
    assert "o_desc = _ragged_descriptor('o', o, [64, 128], gl.bfloat16, True)" in src  # rows past a sequence's end: not written
