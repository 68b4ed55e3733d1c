"""LSE_SMEM in the dK/dV kernel (kernels/jagged_attention_bwd_dkdv.tlx): in the S^T layout the producer writes each
step's lse and delta into the Q/dO ring beside Q and dO, and the warp groups read them from shared memory in the
products' column layout (FlashAttention-4's way) instead of loading 16 of each per thread from global memory. The op's
causal D=128 build with it is proved; the verifier rejects reading a slot the producer may be refilling and refilling
one the warp groups may still read; the producer's lanes are synchronized before the one-lane arrive that publishes
their stores; and its SASS step loops load nothing from global memory (the reason it exists)."""
import os
import re

import pytest

from tlx.compiler import Options, compile_file, compile_text
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "kernels", "jagged_attention_bwd_dkdv.tlx")
CAUSAL = {"DT": "bf16", "D": "128", "BLOCK_M": "64", "BLOCK_N": "128", "WG_N": "64", "SMEM_P": "False",
          "CAUSAL": "True", "SPLIT": "True", "DYNAMIC": "True", "KVBUF": "2", "PER_STEP": "True", "LSE_SMEM": "True"}
READ = "lse2r = load(lse_s[slot])"
FREE = "                wait qd_free[slot]\n                if LSE_RING:\n"
EXPECT = "                expect qd_ready[slot], bytes(q_ring) + bytes(do_ring)\n"


def _check(text):
    return compile_text(text, PATH, "scheduled", Options(target="gluon", defines=CAUSAL))


def test_lse_smem_build_proved(monkeypatch):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")
    assert not _check(open(PATH).read()).ctx.protocol_sampled


def test_lse_smem_mistakes_rejected():
    text = open(PATH).read()
    assert text.count(READ) == 1 and text.count(FREE) == 1 and text.count(EXPECT) == 1
    # the warp group reads the other slot of the ring: the producer may be writing it
    with pytest.raises(TlxError) as ei:
        _check(text.replace(READ, "lse2r = load(lse_s[1 - slot])"))
    assert "lse_s" in str(ei.value)
    # the producer writes lse/delta before the wait that frees the slot
    with pytest.raises(TlxError) as ei:
        _check(text.replace(FREE, "                if LSE_RING:\n").replace(EXPECT, FREE.split("\n")[0] + "\n" + EXPECT))
    assert "lse_s" in str(ei.value) or "dl_s" in str(ei.value)


def test_producer_lanes_synchronized_before_publishing():
    # (plan-gluon) the one-lane arrive of `expect` publishes every lane's stores only after a warp barrier
    g = compile_text(open(PATH).read(), PATH, "gluon", Options(target="gluon", defines=CAUSAL)).outputs["gluon"]
    for part in g.split("dl_s.index(")[1:]:
        if ").store(" in part.split("\n")[0]:
            nxt = [ln.strip() for ln in part.split("\n")[1:3]]
            assert nxt[0].startswith("gl.thread_barrier()") and nxt[1].startswith("mbarrier.expect("), nxt


def _step_loads(defines):
    from test_flagship_mask_split import _sass_loops
    sass = compile_file(PATH, "sass", Options(defines=defines)).outputs["sass"]
    return [sum(bool(re.search(r"\bLDG\b", x)) for _, x in b) for b in _sass_loops(sass)
            if sum("MUFU.EX2" in x for _, x in b) >= 32]


def test_lse_smem_steps_load_nothing_global():
    on, off = _step_loads(CAUSAL), _step_loads({**CAUSAL, "LSE_SMEM": "False"})
    assert len(on) == len(off) >= 4
    assert on == [0] * len(on) and sum(n >= 32 for n in off) >= 4, (on, off)  # (16 lse + 16 delta a thread)


def _producer_loops(defines):
    """[(global loads, local accesses)] of the innermost SASS loops that issue TMA copies and no wgmma (the producer
    warp's steps)."""
    from test_flagship_mask_split import _sass_loop_spans
    ins, spans = _sass_loop_spans(compile_file(PATH, "sass", Options(defines=defines)).outputs["sass"])
    out = []
    for lo, hi in spans:
        body = [y for _, y in ins[lo:hi + 1]]
        inner = not any(lo <= a and b <= hi and (a, b) != (lo, hi) for a, b in spans)
        if inner and any("UTMALDG" in y for y in body) and not any("HGMMA" in y for y in body):
            out.append((sum(bool(re.search(r"\bLDG\b", y)) for y in body),
                        sum(bool(re.search(r"\b(LDL|STL)\b", y)) for y in body)))
    return out


@pytest.mark.parametrize("defines", [CAUSAL, {**CAUSAL, "D": "64", "CAUSAL": "False", "SPLIT": "False",
                                              "DYNAMIC": "False", "BLOCK_M": "128", "SMEM_P": "True"}],
                         ids=["st", "smem_p"])
def test_producer_copies_lse_without_spilling(defines):
    # a step's 128 lse + 128 delta rows over the one producer warp: 4 + 4 loads a lane (gluon_layouts.default_layout
    # gives the [128, 1] / [1, 128] tile to all 32 lanes; its 2-D default gave a column 32 a lane, and that warp's
    # loop spilled: the SMEM_P build ran at 0.29-0.65x, bench/results/dkdv_ab_2026-12-04g_a631bf6.md)
    loops = _producer_loops(defines)
    with_lse = [(g, loc) for g, loc in loops if g]
    assert with_lse and all(g <= 8 and loc == 0 for g, loc in with_lse), loops


def test_op_takes_it_where_timed():
    # DKDV_LSE_SMEM, softmax only (silu has no lse/delta; its S^T build is not timed): the S^T layout at D=128 under the
    # mask and at D=64 (with 128 query rows), the SMEM_P layout with lse/delta from the ring at D=128 without the mask.
    # The fused kernel takes it everywhere (softmax)
    import torch
    from tlx.ops import jagged_attention_bwd as bwd

    class CudaQ:
        is_cuda, dtype, device = True, torch.bfloat16, torch.device("cuda")

        def __init__(self, D):
            self.shape = (4096, 16, D)
    for D in (64, 128):
        for causal in (False, True):
            for act in ("softmax", "silu"):
                cfg = bwd._configs(CudaQ(D), causal, act)[1]
                st = act == "softmax" and (D, causal) != (128, False)
                on = act == "softmax"
                assert (cfg["SMEM_P"], cfg.get("LSE_SMEM", False)) == (not st, on), (D, causal, act, cfg)
                assert bwd._fused_config(CudaQ(D), causal, act, "gluon").get("LSE_SMEM") is True
