"""DQ_LAG in the fused kernel's S^T layout (FUSED_ST_LAG, kernels/jagged_attention_bwd_fused.tlx): step j's dQ products
(dS K, the warp groups' dS^T slots read transposed) run at the start of step j + 1, as in the SMEM_P builds. The build
is proved for every input, and the verifier rejects the three ways of getting its hand-over wrong: the lagged products
without the wait for both warp groups' dS^T, the arrive that publishes a warp group's dS^T before its store, and the
Q/dO slot freed before dK's product (which reads Q) is done. The portable build runs no writer, so the interpreter
cannot check its numerics: the GPU does (scripts/bwd_fused_variants.py "st lag lse")."""
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ops import jagged_attention_bwd as bwd
from tlx.runtime import kernel_path

PATH = kernel_path("jagged_attention_bwd_fused.tlx")
WAIT = "                    wait ds_ready[0] phase last % 2\n"  # (the lagged products', first in the file)
PUBLISH = ("                        store_smem(ds_s[slot * NWG + wg], dst)\n                        fence\n"
           "                        arrive ds_ready[0]\n")
FREE = "                        acc_k = mma_wait(dk_f)\n                        arrive qd_free[slot]\n                        last = slot\n"


class CudaQ:  # what _configs reads of q (no GPU needed)
    is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, 128), torch.device("cuda")


def _cfg(monkeypatch, causal):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(bwd, "FUSED_ST", {(128, causal): True})
    monkeypatch.setattr(bwd, "FUSED_ST_LAG", True)
    cfg = bwd._fused_config(CudaQ(), causal, "softmax", "gluon")
    assert cfg["DQ_LAG"] and cfg["DQ_WRITER"] and not cfg.get("SMEM_P") and cfg["LSE_SMEM"]
    return {k: str(v) for k, v in cfg.items()}


def _check(text, defs, stage="scheduled"):
    """The fused kernel's source `text` compiled to `stage` for the Gluon target (tests/test_fused_dq_rows.py too)."""
    return compile_text(text, PATH, stage, Options(target="gluon", defines=defs))


@pytest.mark.parametrize("causal", [False, True])
def test_st_lag_proved(monkeypatch, causal):
    assert not _check(open(PATH).read(), _cfg(monkeypatch, causal)).ctx.protocol_sampled


def test_st_lag_off_by_default():
    assert bwd.FUSED_ST_LAG is False
    assert "DQ_LAG" not in bwd._fused_config(CudaQ(), True, "softmax", "gluon")  # (FUSED_ST's build there)


@pytest.mark.parametrize("what", ["no wait", "publish early", "free early"])
def test_st_lag_mistakes_rejected(monkeypatch, what):
    text = open(PATH).read()
    assert text.count(PUBLISH) == 1 and WAIT in text and text.count(FREE) == 1  # (S^T's; SMEM_P's is under `if not CARRY`)
    if what == "no wait":
        k = text.find(WAIT)
        bad = text[:k] + text[k + len(WAIT):]
    elif what == "publish early":
        lines = PUBLISH.splitlines(keepends=True)
        bad = text.replace(PUBLISH, lines[2] + lines[0] + lines[1])
    else:
        k = text.rfind(FREE)
        lines = FREE.splitlines(keepends=True)
        bad = text[:k] + lines[1] + lines[0] + lines[2] + text[k + len(FREE):]
    with pytest.raises(TlxError) as ei:
        _check(bad, _cfg(monkeypatch, False))
    msg = str(ei.value)
    # (no wait: the other warp group's dS^T slot is read before it is filled, reported at that read since session 36)
    assert {"no wait": "reads 'ds_s", "publish early": "ds_s", "free early": "q_ring"}[what] in msg, msg
    if what == "no wait":
        assert "before the wait that publishes its fill" in msg, msg
