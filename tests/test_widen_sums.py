"""Both backends accumulate f16/bf16 sums in f32: the widen-sums pass says so in the IR, both printers print it."""
import os
import re

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.runtime import load_kernel_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWSUM = """kernel rowsum(x: DT[R, C], y: DT[R], DT: const = f16, BLOCK_C: const = 64):
    grid (R,) as (r,)
    cols = arange(BLOCK_C)
    y[r] = sum(x[r, cols], axis=0)
"""
JAGGED_SUM = open(os.path.join(ROOT, "kernels", "jagged_sum.tlx"), encoding="utf-8").read()


def _sums(m):
    return [o for o in m.walk() if o.name == "reduce" and o.attrs["kind"] == "sum"]


@pytest.mark.parametrize("target", ["triton", "gluon"])
@pytest.mark.parametrize("dt", ["f16", "bf16"])
def test_ir_sums_in_f32(target, dt):
    src = JAGGED_SUM.replace("blk = cast(load(ring[slot]), f32)", "blk = load(ring[slot])").replace(
        "acc = acc + sum(where(live[:, None], blk, 0.0), axis=0)",
        "acc = acc + cast(sum(where(live[:, None], blk, 0.0), axis=0), f32)")
    assert src != JAGGED_SUM
    m = compile_text(src, "k.tlx", "scheduled", Options(target=target, defines={"DT": dt})).scheduled
    sums = _sums(m)
    assert sums and all(o.operands[0].type.dtype == "f32" and o.result.type.dtype == "f32" for o in sums)
    if target == "gluon":
        g = compile_text(src, "k.tlx", "gluon", Options(target="gluon", defines={"DT": dt})).outputs["gluon"]
        line = next(ln for ln in g.splitlines() if "gl.sum(" in ln)
        arg = re.search(r"gl\.sum\((\w+),", line).group(1)
        assert re.search(rf"^\s*{arg} = .*\.to\(gl\.float32\)", g, re.M), f"gl.sum of a 16-bit value: {line}"


def test_portable_f16_sum_is_exact_where_f16_accumulation_is_not():
    """[60000, 1, -60000, 1] x 16: in f16 every +1 next to 60000 is lost (ulp 32); in f32 the sum is exactly 32."""
    mod = load_kernel_module_text(ROWSUM)
    x = torch.tensor([60000.0, 1.0, -60000.0, 1.0] * 16, dtype=torch.float16).repeat(3, 1)
    x[1] = x[1].flip(0)
    x[2] = torch.randn(64, generator=torch.Generator().manual_seed(0)).half()
    y = torch.full((3,), float("nan"), dtype=torch.float16)
    mod.rowsum(x, y)
    ref = x.double().sum(1)
    assert y[0].item() == 32.0 and y[1].item() == 32.0
    assert abs(y[2].item() - ref[2].item()) <= abs(ref[2].item()) * 2 ** -11 + 1e-3


def load_kernel_module_text(text):
    import tempfile
    d = tempfile.mkdtemp()
    p = os.path.join(d, "rowsum.tlx")
    with open(p, "w") as f:
        f.write(text)
    return load_kernel_module(p, {}, interpret=True)
