"""DQ_ROWS in the fused kernel (kernels/jagged_attention_bwd_fused.tlx; FUSED_DQ_ROWS in tlx/ops/jagged_attention_bwd.py):
FA3's row split of dQ in the S^T layout with 128 query rows a step (D=64): warp group wg computes rows wg*64.. of the
step's dQ over every warp group's key rows, reading a column block of each dS^T slot (col_block()) and K as loaded, so
there is no second copy of K. The build is proved for every input; the verifier rejects hand-over mistakes (the writer
without its wait for both warp groups' rows, a warp group refilling its dQ slot before the writer emptied it, the
products without the wait for the other warp group's dS^T). Numerics: the GPU only (the portable build runs no writer;
scripts/bwd_fused_variants.py "st rows ps lse bm128", tests/test_gpu_backward.py test_backward_gpu_fused_dq_rows)."""
import pytest
import torch

from test_fused_st_lag import PATH, _check  # (the fused kernel's path, compiled for the Gluon target)
from tlx.diagnostics import TlxError
from tlx.ops import jagged_attention_bwd as bwd

WRITER_WAIT = "                        wait dq_full[0]\n                        for w in static_range(NWG):\n"
EMPTY_WAIT = ("                                wait dq_empty[0] phase 1 - slot % 2\n"
              "                                store_smem(dq_s[wg], dq_r)\n")
DS_WAIT = "                            wait ds_ready[slot]\n                            if ROWS:\n"


class CudaQ:  # what _configs reads of q (no GPU needed)
    is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, 64), torch.device("cuda")


def _cfg(monkeypatch, causal):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(bwd, "FUSED_DQ_ROWS", True)
    cfg = bwd._fused_config(CudaQ(), causal, "softmax", "gluon")
    assert cfg["DQ_ROWS"] and cfg["BLOCK_M"] == 128 and not cfg.get("SMEM_P") and not cfg.get("DQ_LAG")
    return {k: str(v) for k, v in cfg.items()}



@pytest.mark.parametrize("causal", [False, True])
def test_dq_rows_proved_and_built(monkeypatch, causal):
    defs = _cfg(monkeypatch, causal)
    parts = 2 if defs.get("DQ_FENCE_LATE") == "True" else 1  # (the op's build at D=64 non-causal peels step 0)
    r = _check(open(PATH).read(), defs, "gluon")
    assert not r.ctx.protocol_sampled
    src = r.outputs["gluon"]
    compute = src[src.index("def attn_bwd_fused_compute"):]
    assert compute.count(".slice(wg * 64, 64, dim=1).permute((1, 0))") == 2 * parts  # (both key halves' dS^T, rows of wg)
    assert "kh_tile" not in src  # (K is read as loaded: no column blocks)
    writer = src[src.index("def attn_bwd_fused_dq_writer"):src.index("def attn_bwd_fused_compute")]
    # (each warp group's [64, 64] fp32 rows as two 128-byte column blocks; one wait for the copy engine a step; a
    # pipeline of the writer's per step range)
    assert writer.count("_tlx_tma_reduce_add(") == 4 * parts and writer.count("tma.store_wait(0)") == parts
    # warp group w's rows land at row block mb * 2 + w (64-row blocks): its slot dq_s.index(w) goes to the block
    # whose index the writer computes as (mb * 2) + w
    import re
    blocks = {}
    # (the row clamped at the sequence's length, as every jagged TMA store's: gluon_exprs.tma_coords)
    for m in re.finditer(r"_tlx_tma_reduce_add\(dq_acc_desc, \[TLX_RAGGED, .*? \+ gl\.minimum\((v\d+) \* 64, .*?\], "
                         r"dq_s\.index\((\d)\)", writer):
        blocks.setdefault(int(m.group(2)), set()).add(m.group(1))
    assert sorted(blocks) == [0, 1] and all(len(v) == parts for v in blocks.values()), blocks
    for w, vs in blocks.items():
        for v in vs:
            d = re.search(rf"{v} = (v\d+) \+ {w}\b", writer)
            assert d and re.search(rf"{d.group(1)} = \w+ \* 2\b", writer), (w, v)


def test_dq_rows_config_rule(monkeypatch):
    for causal in (False, True):  # (the op's D=64 fused builds)
        assert bwd._fused_config(CudaQ(), causal, "softmax", "gluon")["DQ_ROWS"]
    monkeypatch.setattr(bwd, "FUSED_DQ_ROWS", True)
    monkeypatch.setattr(bwd, "FUSED_SHAPE", {})  # (64 query rows: 32 a warp group, half a swizzle row)
    assert "DQ_ROWS" not in bwd._fused_config(CudaQ(), False, "softmax", "gluon")
    monkeypatch.setattr(bwd, "FUSED_SHAPE", {(64, False): {"BLOCK_M": 128}})
    assert "DQ_ROWS" not in bwd._fused_config(CudaQ(), False, "silu", "gluon")  # (silu: SMEM_P)
    assert "DQ_ROWS" not in bwd._fused_config(CudaQ(), False, "softmax", "triton")  # (no writer)


# (a missing wait lets the reader reach a slot before its first fill: reported as that read since session 36)
@pytest.mark.parametrize("what,msg", [("writer no wait", "reads 'dq_s.* before the wait that publishes its fill"),
                                      ("refill early", "overwrites 'dq_s"),
                                      ("no ds wait", "reads 'ds_s.* before the wait that publishes its fill")])
def test_dq_rows_mistakes_rejected(monkeypatch, what, msg):
    text = open(PATH).read()
    assert text.count(WRITER_WAIT) == 1 and text.count(EMPTY_WAIT) == 1 and text.count(DS_WAIT) == 1
    if what == "writer no wait":
        bad = text.replace(WRITER_WAIT, WRITER_WAIT.splitlines(keepends=True)[1])
    elif what == "refill early":
        bad = text.replace(EMPTY_WAIT, EMPTY_WAIT.splitlines(keepends=True)[1])
    else:
        bad = text.replace(DS_WAIT, DS_WAIT.splitlines(keepends=True)[1])
    with pytest.raises(TlxError, match=msg):
        _check(bad, _cfg(monkeypatch, False))
