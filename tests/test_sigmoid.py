"""sigmoid() is one IR op (as exp is), lowered by each backend its own way: the portable build as 1 / (1 + exp(-x)),
Gluon through _tlx_sigmoid (exp2 with flush-to-zero and one approximate reciprocal, no range fix-ups); Gluon's tanh
goes through it too. The GPU numerics of the Gluon lowering: tests/test_gpu_gluon.py::test_activations."""
import os
import re

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ir import parse_module, print_module, verify_module

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs", "activations.tlx")
SRC = open(PATH).read()


def _compile(text, stage, target="gluon"):
    return compile_text(text, PATH, stage, Options(target=target))


def test_sigmoid_is_one_op_that_round_trips():
    ir = _compile(SRC, "ir").outputs["ir"]
    # sigmoid(v), silu's v * sigmoid(v) and sigmoid(i) of the int input (converted to f32 first)
    assert len([ln for ln in ir.split("\n") if "= sigmoid(" in ln]) == 3, ir
    assert "= div(" not in ir and "= exp(" not in ir
    assert "tile<64xf32> = sigmoid(%" in ir
    m = parse_module(ir)
    assert print_module(m) == ir
    verify_module(m)


def test_gluon_lowers_it_through_the_helper():
    src = _compile(SRC, "gluon").outputs["gluon"]
    # (the kernel's own lines carry their source line:col)
    body = "\n".join(ln for ln in src.split("\n") if re.search(r"  # \d+:\d+$", ln))
    assert body.count("_tlx_sigmoid(") == 4  # three sigmoids and tanh as 2 sigmoid(2x) - 1
    assert "2.0 * _tlx_sigmoid(2.0 * " in body and "gl.exp(" not in body and " / " not in body
    helper = src[src.index("def _tlx_sigmoid"):]
    helper = helper[:helper.index("\n\n")]
    assert "gl.exp2(" in helper and "rcp.approx.ftz.f32" in helper


def test_portable_build_matches_float64_on_the_interpreter(tmp_path):
    from tlx.runtime import load_kernel_module
    mod = load_kernel_module(PATH, {}, target="triton", interpret=True)
    g = torch.Generator().manual_seed(11)
    N = 150  # three programs, the last one partial
    x = torch.randn(N, generator=g) * 6
    x[:4] = torch.tensor([-100.0, 100.0, -1000.0, 0.0])  # exp(-x) overflows / underflows: sigmoid 0 and 1
    i = torch.randint(-20, 20, (N,), generator=g, dtype=torch.int32)
    s, t, z, si = (torch.full((N,), float("nan")) for _ in range(4))
    mod.act(x, i, s, t, z, si)
    xd = x.double()
    for out, ref in ((s, torch.sigmoid(xd)), (t, torch.tanh(xd)), (z, xd * torch.sigmoid(xd)),
                     (si, torch.sigmoid(i.double()))):
        assert not out.isnan().any(), "some elements were not written"
        assert (out.double() - ref).abs().max() <= 1e-6 * max(1.0, ref.abs().max().item())


@pytest.mark.parametrize("call,col,msg", [("sigmoid(v, v)", 19, "sigmoid() takes 1 argument"),
                                          ("sigmoid()", 19, "sigmoid() takes 1 argument")])
def test_misuse_is_located(call, col, msg):
    with pytest.raises(TlxError) as ei:
        _compile(SRC.replace("sigmoid(v) where", f"{call} where", 1), "ir")
    text = str(ei.value)
    assert f"activations.tlx:9:{col}:" in text and msg in text, text
    assert "tlx/" not in text and "Traceback" not in text


LITERAL_F64 = """
kernel act2(x: f64[N], y: f64[N], s: f32[N], BLOCK: const = 64):
    tiles blk in range(cdiv(N, BLOCK)) persistent
    role compute(warps=4, regs=128):
        offs = blk * BLOCK + arange(BLOCK)
        y[offs] = sigmoid(x[offs]) + tanh(x[offs]) where offs < N
        s[offs] = sigmoid(0.5) + tanh(2.0) + cast(offs, f32) where offs < N
"""


def test_gluon_lowering_compiles_for_literals_and_float64():
    # (no GPU needed: ptxas runs ahead of time) a literal reaches the helper as a constexpr, and float64 keeps the
    # exact formula (its PTX has no approximate reciprocal for f64)
    r = compile_text(LITERAL_F64, "act2.tlx", "sass", Options(target="gluon"))
    sass = r.outputs["sass"]
    assert "MUFU.RCP" in sass or "MUFU.RCP64H" in sass, sass[:2000]


HALF = """
kernel half_math(x: DT[N], y: DT[N], BLOCK: const = 64, DT: const = f16):
    grid (cdiv(N, BLOCK),) as (pid,)
    offs = pid * BLOCK + arange(BLOCK)
    v = x[offs]
    y[offs] = exp(v) + exp2(v) + log(v) + log2(v) + sqrt(v) + rsqrt(v) + sin(v) + cos(v) + tanh(v) + sigmoid(v) where offs < N
"""


@pytest.mark.parametrize("dt", ["f16", "bf16"])
def test_math_on_half_types_computes_in_f32(tmp_path, dt):
    # Triton's math functions take fp32/fp64 only (a half operand failed at run time with an interpreter error): the
    # frontend computes in f32 and gives the result in the operand's dtype
    ir = compile_text(HALF, "half.tlx", "ir", Options(target="triton", defines={"DT": dt})).outputs["ir"]
    assert f"tile<64xf32> = sigmoid(" in ir and f"tile<64x{dt}> = sigmoid(" not in ir
    from tlx.runtime import load_kernel_module
    p = tmp_path / "half.tlx"
    p.write_text(HALF)
    mod = load_kernel_module(str(p), {"DT": dt}, target="triton", interpret=True)
    tdt = {"f16": torch.float16, "bf16": torch.bfloat16}[dt]
    x = (torch.rand(100, generator=torch.Generator().manual_seed(2)) * 3 + 0.5).to(tdt)
    y = torch.full_like(x, float("nan"))
    mod.half_math(x, y)
    xd = x.double()
    ref = (xd.exp() + xd.exp2() + xd.log() + xd.log2() + xd.sqrt() + xd.rsqrt() + xd.sin() + xd.cos() + xd.tanh()
           + xd.sigmoid())
    assert not y.isnan().any()
    # (each term rounded to the half type before the sum: a few of its ulps)
    assert ((y.double() - ref).abs() / ref.abs()).max() < (2e-3 if dt == "f16" else 2e-2)
