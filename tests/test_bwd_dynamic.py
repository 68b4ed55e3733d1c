"""The backward kernels' dynamic tile walk (DYNAMIC; the op turns it on for causal on the GPU,
tlx/ops/jagged_attention_bwd.py): the op's causal Gluon builds draw their tiles (one atomic add on the launcher's
counter, the last kernel argument), and DYNAMIC=False is the static walk (no counter)."""
import os
import re

import pytest

from tlx.compiler import Options, compile_file

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# the op's GPU configs (tlx/ops/jagged_attention_bwd.py _configs), causal, D=128
CFGS = {"dq": {"DT": "bf16", "D": 128, "CAUSAL": True, "BLOCK_M": 128, "BLOCK_N": 64, "WG_M": 64, "STAGES": 3,
               "OVERLAP": True},
        "dkdv": {"DT": "bf16", "D": 128, "CAUSAL": True, "BLOCK_M": 64, "BLOCK_N": 128, "WG_N": 64, "STAGES": 2,
                 "SMEM_P": True}}


@pytest.mark.parametrize("part", ["dq", "dkdv"])
@pytest.mark.parametrize("dyn", [True, False])
def test_backward_dynamic_build(part, dyn):
    path = os.path.join(ROOT, "kernels", f"jagged_attention_bwd_{part}.tlx")
    src = compile_file(path, "gluon", Options(target="gluon", defines={**CFGS[part], "DYNAMIC": dyn})).outputs["gluon"]
    names = re.search(rf"def attn_bwd_{part}_kernel\((.*?)\):", src, re.S).group(1).replace("\n", " ").split(",")
    assert (names[-1].split(":")[0].strip() == "tile_counter") == dyn
    assert src.count("gl.atomic_add(tile_counter") == (1 if dyn else 0)


@pytest.mark.parametrize("D,act", [(128, "softmax"), (64, "softmax"), (128, "silu"), (64, "silu")])
def test_op_causal_gpu_setup_proved(monkeypatch, D, act):
    """The op's causal Hopper builds of both backward kernels (DYNAMIC on; at D=64 softmax's dK/dV kernel with 128
    query rows in the S^T layout with SPLIT, silu's with PREFETCH and PF_LATE) are proved by the protocol verifier within
    its default limit, as test_backward.py proves the unmasked ones."""
    import importlib

    import torch

    from tlx.compiler import compile_text
    bwd = importlib.import_module("tlx.ops.jagged_attention_bwd")
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setenv("TLX_PORTABLE", "0")

    class CudaQ:  # what _configs reads of q (no GPU needed)
        is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, D), torch.device("cuda")
    cfgs = bwd._configs(CudaQ(), True, act)
    # the masked steps split off at D=128 and in D=64's 128-row softmax build (DKDV_SHAPE)
    assert cfgs[1].get("SPLIT", False) == (D > 64 and bwd.DKDV_SPLIT[True] or act == "softmax")
    assert cfgs[1]["BLOCK_M"] == (128 if (D, act) == (64, "softmax") else 64)
    # silu at D=64: the next step's lse/delta load after the dS fence
    assert cfgs[1].get("PF_LATE", False) == ((D, act) == (64, "silu"))
    for part, cfg in zip(("dq", "dkdv"), cfgs):
        assert cfg["DYNAMIC"] is bwd.__dict__[f"{part.upper()}_DYNAMIC"][True]
        path = os.path.join(ROOT, "kernels", f"jagged_attention_bwd_{part}.tlx")
        c = compile_text(open(path).read(), path, "scheduled",
                         Options(target="gluon", defines={k: str(v) for k, v in cfg.items()}))
        assert not c.ctx.protocol_sampled, part


@pytest.mark.parametrize("act", ["softmax", "silu"])
def test_op_causal_long_batch_dq_proved(monkeypatch, act):
    """Long batches by their mean length (attention_tiles.long_mean): at D=64 causal the dQ kernel takes three warp
    groups (DQ_SHAPE_LONG); that build is proved too, and only it changes."""
    import importlib

    import torch

    from tlx.compiler import compile_text
    bwd = importlib.import_module("tlx.ops.jagged_attention_bwd")
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setenv("TLX_PORTABLE", "0")

    class CudaQ:
        is_cuda, dtype, shape, device = True, torch.bfloat16, (1, 16, 64), torch.device("cuda")
    short, long_ = bwd._configs(CudaQ(), True, act), bwd._configs(CudaQ(), True, act, long_batch=True)
    assert (short[0]["BLOCK_M"], long_[0]["BLOCK_M"], long_[0]["REGS"]) == (128, 192, 160)
    assert short[1] == long_[1]
    CudaQ.shape = (1, 16, 128)  # D=128 does not read it
    assert bwd._configs(CudaQ(), True, act) == bwd._configs(CudaQ(), True, act, long_batch=True)
    path = os.path.join(ROOT, "kernels", "jagged_attention_bwd_dq.tlx")
    c = compile_text(open(path).read(), path, "scheduled",
                     Options(target="gluon", defines={k: str(v) for k, v in long_[0].items()}))
    assert not c.ctx.protocol_sampled
