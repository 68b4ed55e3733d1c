"""DQ_FENCE_LATE in the fused backward (kernels/jagged_attention_bwd_fused.tlx): a step's last dQ block is fenced and
handed to the writer after the next step's S (S^T) and dP products are issued, the last step's after the loop. The op's
builds with it are proved in tests/test_backward.py (test_fused_fence_late_proved); here the verifier rejects the two
ways of getting the moved hand-over wrong, each with the line of the mistake: the arrive that publishes the block before
its fence (the writer's TMA could read stale shared memory) and a missing hand-over of the last step (the writer waits
forever)."""
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ops import jagged_attention_bwd as bwd
from tlx.runtime import kernel_path

PATH = kernel_path("jagged_attention_bwd_fused.tlx")
LATE_ST = ("                    if late:\n                        fence\n                        arrive dq_full[LAST]\n"
           "                    st = mma_wait")
AFTER_LOOP = "                fence\n                arrive dq_full[LAST]\n        if LAG:\n"


class CudaQ:  # what _configs reads of q (no GPU needed)
    is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, 64), torch.device("cuda")


def _defs(monkeypatch):
    """The op's D=64 causal fused build (S^T layout, dQ by rows) with DQ_FENCE_LATE."""
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(bwd, "FUSED_DQ_FENCE_LATE", True)
    cfg = bwd._fused_config(CudaQ(), True, "softmax", "gluon")
    assert cfg["DQ_FENCE_LATE"] and not cfg.get("SMEM_P") and not cfg.get("DQ_LAG")
    return {k: str(v) for k, v in cfg.items()}


@pytest.mark.parametrize("what", ["arrive before fence", "no last hand-over"])
def test_fence_late_mistakes_rejected(monkeypatch, what):
    text = open(PATH).read()
    assert text.count(LATE_ST) == 1 and text.count(AFTER_LOOP) == 1
    if what == "arrive before fence":
        bad = text.replace(LATE_ST, LATE_ST.replace("fence\n                        arrive dq_full[LAST]\n",
                                                    "arrive dq_full[LAST]\n"))
        want = ("without a `fence` in between", "store_smem(dq_s[wg], dq_r)")
    else:
        bad = text.replace(AFTER_LOOP, "                fence\n        if LAG:\n")
        want = ("dq_full[0]", "cannot signal it")
    with pytest.raises(TlxError) as ei:
        compile_text(bad, PATH, "scheduled", Options(target="gluon", defines=_defs(monkeypatch)))
    msg = str(ei.value)
    assert all(w in msg for w in want), msg
    assert "jagged_attention_bwd_fused.tlx:" in msg and "tlx/passes" not in msg, msg
