"""Every flagship configuration the op can pick on a GPU is proved, not sampled (issue 13: "protocol verification
of every variant that the op can pick"). The configurations come from the op's own rule (attention_tiles.choose)
over a grid of calls, so a new rule is covered without editing this file. The GPU batch builds with the sampled
search to save device time; this is where those builds' protocols are proved. Runs the search to closure
(conftest.PROOF_MODULES)."""
import os

import pytest

from tlx import Options, compile_text
from tlx.ops.attention_tiles import choose

FLAGSHIP = os.path.join(os.path.dirname(__file__), "..", "kernels", "jagged_attention.tlx")
HEADS = [(16, 16), (16, 2), (16, 8), (12, 4), (8, 1), (6, 3)]
HINTS = [-1, 1, 32, 64, 65, 4096, 8192]


def _picks():
    seen = {}
    for H, HKV in HEADS:
        for hint in HINTS:
            for D in (64, 128):
                for causal in (False, True):
                    cfg = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax",
                           **choose(H, HKV, hint, hint, True, D, causal)}
                    seen.setdefault(tuple(sorted(cfg.items())), cfg)
    return list(seen.values())


PICKS = _picks()


def test_the_grid_reaches_every_rule():
    # (a grid that stopped reaching a rule would prove less than it claims)
    keys = {k for cfg in PICKS for k in cfg}
    assert {"HPT", "PINGPONG", "DYNAMIC", "REGS", "O_TMA"} <= keys
    assert {cfg["BLOCK_M"] for cfg in PICKS} >= {64, 128, 192}


@pytest.mark.parametrize("cfg", PICKS, ids=lambda c: ",".join(f"{k}={v}" for k, v in c.items() if k != "DT"))
def test_op_pick_is_proved(cfg):
    defs = {k: str(v) for k, v in cfg.items()}
    c = compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled", Options(target="gluon", defines=defs))
    assert not c.ctx.protocol_sampled, cfg


# the packed short-sequence kernel at every configuration its path can pick (tlx/ops/packed_attention.config: per
# head dim and causal flag; the dtype does not reach the protocol), with its isolation fallback in the build
PACKED = os.path.join(os.path.dirname(__file__), "..", "kernels", "jagged_attention_packed.tlx")


@pytest.mark.parametrize("D", [64, 128])
@pytest.mark.parametrize("causal", [False, True])
def test_packed_pick_is_proved(D, causal):
    import torch
    from tlx.ops.packed_attention import config
    cfg = config(torch.zeros(1, 1, D, dtype=torch.bfloat16), causal, "softmax")
    c = compile_text(open(PACKED).read(), PACKED, "scheduled",
                     Options(target="gluon", defines={k: str(v) for k, v in cfg.items()}))
    assert not c.ctx.protocol_sampled, cfg
