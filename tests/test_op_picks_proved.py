"""Every flagship configuration the op can pick on a GPU is proved, not sampled (issue 13: "protocol verification
of every variant that the op can pick"). The configurations come from the op's own rule (attention_tiles.choose)
over a grid of calls, so a new rule is covered without editing this file. The GPU batch builds with the sampled
search to save device time; this is where those builds' protocols are proved. Runs the search to closure
(conftest.PROOF_MODULES)."""
import os

import pytest

import tlx.ops.attention_tiles as T
from tlx import Options, compile_text

FLAGSHIP = os.path.join(os.path.dirname(__file__), "..", "kernels", "jagged_attention.tlx")
HEADS = [(16, 16), (16, 2), (16, 8), (12, 4), (8, 1), (6, 3)]
HINTS = [-1, 1, 32, 64, 65, 256, 1024, 4096, 8192]
# rule 7's switches (GQA tiles, issue 13): the picks under every setting are proved, so a switch flipped after its
# A/B needs no new proof
SWITCHES = [{"GQA_FAST": f, "GQA_PAIRS_MAX_BLOCKS": n} for f in (False, True)
            for n in (None, 2, {(64, False): 16})]


def _picks():
    seen = {}
    for sw in SWITCHES:
        old = {k: getattr(T, k) for k in sw}
        try:
            for k, x in sw.items():
                setattr(T, k, x)
            for H, HKV in HEADS:
                for hint in HINTS:
                    for D in (64, 128):
                        for causal in (False, True):
                            for long_batch in (False, True):  # rule 9 (the batch's mean length)
                                cfg = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": "softmax",
                                       **T.choose(H, HKV, hint, hint, True, D, causal, long_batch)}
                                seen.setdefault(tuple(sorted(cfg.items())), cfg)
        finally:
            for k, x in old.items():
                setattr(T, k, x)
    return list(seen.values())


PICKS = _picks()


def test_the_grid_reaches_every_rule():
    # (a grid that stopped reaching a rule would prove less than it claims)
    keys = {k for cfg in PICKS for k in cfg}
    assert {"HPT", "PINGPONG", "DYNAMIC", "REGS", "O_TMA", "MASK_SPLIT", "LAZY_RESCALE", "WAIT_AFTER_MAX"} <= keys
    assert {cfg["BLOCK_M"] for cfg in PICKS} >= {64, 128, 192}
    # rule 7: the GQA pairs with O_TMA and the dynamic walk are among them
    assert any(cfg.get("HPT") == 2 and cfg.get("O_TMA") and cfg.get("DYNAMIC") for cfg in PICKS)
    # rule 9: D=64 causal 192-row tiles (long batches by their mean length)
    assert any(cfg["D"] == 64 and cfg["CAUSAL"] and cfg["BLOCK_M"] == 192 for cfg in PICKS)


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


# The op refuses a build that is not proved (tlx/runtime.py load_kernel_module, require_proof): the builds it can
# make besides the Gluon softmax picks above are proved here too — silu (HSTU) with the shipped switches, and the
# portable Triton build (TLX_PORTABLE=1 on a GPU: the GPU picks; the CPU interpreter: its small tiles), both
# activations.
def _other_builds():
    seen = {}
    for H, HKV in HEADS:
        for hint in HINTS:
            for D in (64, 128):
                for causal in (False, True):
                    for long_batch in (False, True):
                        for gpu in (True, False):
                            for act in ("softmax", "silu"):
                                cfg = {"DT": "bf16", "D": D, "CAUSAL": causal, "ACT": act,
                                       **T.choose(H, HKV, hint, hint, gpu, D, causal, long_batch)}
                                for target in (("gluon", "triton") if gpu else ("triton",)):
                                    if target == "gluon" and act == "softmax":
                                        continue  # (test_op_pick_is_proved)
                                    if target == "triton" and gpu and act == "silu":
                                        continue  # (the portable build's protocol does not see the activation)
                                    seen.setdefault((target, tuple(sorted(cfg.items()))), (target, cfg))
    return list(seen.values())


@pytest.mark.parametrize("target,cfg", _other_builds(),
                         ids=lambda x: x if isinstance(x, str) else ",".join(f"{k}={v}" for k, v in x.items() if k != "DT"))
def test_op_other_build_is_proved(target, cfg):
    defs = {k: str(v) for k, v in cfg.items()}
    c = compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled", Options(target=target, defines=defs))
    assert not c.ctx.protocol_sampled, (target, cfg)
