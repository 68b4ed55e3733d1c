"""PD_SWAP in the dK/dV kernel (kernels/jagged_attention_bwd_dkdv.tlx): P and dS trade a warp group's two shared-memory
slots every step. The op's causal D=128 build with it is proved; the verifier rejects the two ways to get the slot
arithmetic wrong; and its SASS (ptxas, no GPU) reloads far fewer spilled values per step than the build without it,
the reason it exists (the products' slot descriptors are no longer loop-invariant constants that ptxas spills)."""
import os

import pytest

from tlx.compiler import Options, compile_file, compile_text
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "kernels", "jagged_attention_bwd_dkdv.tlx")
CAUSAL = {"DT": "bf16", "D": "128", "BLOCK_M": "64", "BLOCK_N": "128", "WG_N": "64", "SMEM_P": "True",
          "CAUSAL": "True", "SPLIT": "True", "DYNAMIC": "True", "KVBUF": "2", "PD_SWAP": "True"}
PI = "p_slot = pd_s[2 * wg + slot % 2]"
DI = "ds_slot = pd_s[2 * wg + 1 - slot % 2]"


def _check(text):
    c = compile_text(text, PATH, "scheduled", Options(target="gluon", defines=CAUSAL))
    return c


def test_pd_swap_build_proved(monkeypatch):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    c = _check(open(PATH).read())
    assert not c.ctx.protocol_sampled


@pytest.mark.parametrize("old,new,says", [
    (DI, "ds_slot = pd_s[2 * wg + slot % 2]", "pd_s"),                  # dS over the P slot dV's product still reads
    (DI, "ds_slot = pd_s[2 * ((wg + 1) % 2) + 1 - slot % 2]", "pd_s"),  # a slot of the other warp group
], ids=["ds-over-p", "other-warp-group"])
def test_pd_swap_mistakes_rejected(old, new, says):
    text = open(PATH).read()
    assert text.count(old) == 1 and text.count(PI) == 1
    with pytest.raises(TlxError) as ei:
        _check(text.replace(old, new))
    assert says in str(ei.value)


def _loop_loads(defines):
    from test_flagship_mask_split import _sass_loops
    sass = compile_file(PATH, "sass", Options(defines=defines)).outputs["sass"]
    return [sum("LDL" in x for _, x in b) for b in _sass_loops(sass)], sass.count(" LDL")


def test_pd_swap_spills_less():
    on, on_total = _loop_loads(CAUSAL)
    off, off_total = _loop_loads({**CAUSAL, "PD_SWAP": "False"})
    assert len(on) == len(off) >= 4
    assert sum(on) * 2 <= sum(off) and on_total * 3 <= off_total * 2, (on, off, on_total, off_total)
