"""Red team, session 49 (helper-87), on the verifier's and the builds' handling of TMA rows and integer division: each
program below was said OK although an input made the builds disagree or the device fault. Now each is refused at
its line (or computes one value on both builds), and the forms that are right are accepted."""
import os
import sys

import pytest
import torch

from tlx.compiler import Options, compile_text

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_global_writes import REDTEAM  # noqa: E402
from test_protocol_redteam6 import check, module, refused  # noqa: E402

# a jagged TMA row the device issues as 2**30 - (end - start) + row in 32 bits: from 2**30 + len up it wrapped below 0,
# where a store faults (scripts/probe_tma_edges.py); the proof checked [0, 2**31 - 1] only
JAGGED_AT = """\
kernel k(x: jagged f32[T, C] by cu, cu: i32[NB], r: i32, C: const = 32):
    require r >= 0, "r is a row"
    grid (NB - 1,) as (s,)
    smem buf: f32[16, C]
    role copy(warps=4):
        store_smem(buf, full([16, C], 1.0, f32))
        fence
        tma x[s, at(r)] <- buf
"""


def test_a_jagged_store_row_is_clamped_at_the_length_on_the_device():
    """The Gluon build clamps a store's row at the sequence's length (its coordinate then stays at most 2**30; a box
    from the end on is clipped whole either way); a load's is not (wrapped, its box lies wholly below 0 and reads
    zeros, as past the end). The portable build masks rows past the length."""
    g = compile_text(JAGGED_AT, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    line = next(x for x in g.splitlines() if "tma.async_copy_shared_to_global(x_desc" in x)
    assert "TLX_RAGGED - (x_end - x_start) + gl.minimum(r, x_end - x_start)" in line.replace("tlx_x", "x"), line
    from tlx.codegen import aot
    assert "k" in aot.compile_kernels(g, gluon=True)  # (through triton to a cubin, no GPU needed)
    load = JAGGED_AT.replace("    role copy", "    barrier l\n    role copy").replace(
        "store_smem(buf, full([16, C], 1.0, f32))\n        fence\n        tma x[s, at(r)] <- buf",
        "expect l, bytes(buf)\n        tma buf <- x[s, at(r)] signals l\n        wait l phase 0")
    g = compile_text(load, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    line = next(x for x in g.splitlines() if "tma.async_copy_global_to_shared(x_desc" in x)
    assert "gl.minimum(" not in line and "+ r, 0]" in line, line


def test_a_dense_at_store_box_stays_below_2_31():
    src = REDTEAM["a TMA store's i64 at row past 2**31"][0].replace("r: i64", "r: i32").replace("require r >= 0,",
                                                                                              "require REQ,")
    msg = refused(src.replace("REQ", "r >= 0"))
    assert "row (`at`) can be" in msg and "2147483584]" in msg, msg
    check(src.replace("REQ", "r >= 0 and r <= 2147483647 - 64"))


DIV = """\
kernel k(y: i32[N], a: i32, b: i32):
    grid (1,) as (i,)
    role main(warps=4):
        y[arange(16)] = arange(16) * 0 + a / b where arange(16) < N
"""


def test_integer_division_is_one_thing_on_both_builds(tmp_path):
    """`/` on integers divided in fp32 on Gluon (triton's true division) and exactly on the portable build (and in
    the launchers' requires through a float64): now it is `//` everywhere, toward zero."""
    for target in ("gluon", "triton"):
        out = compile_text(DIV, "k.tlx", target, Options(target=target)).outputs[target]
        body = out[out.index("def k_"):]  # (the kernel, past the module's helpers)
        assert "a // b" in body and "a / b" not in body.replace("# ", "#"), body
    m = module(tmp_path, DIV)
    y = torch.full((16,), -7, dtype=torch.int32)
    m.k(y, 16777217, 1)  # (fp32 would give 16777216)
    assert torch.equal(y, torch.full((16,), 16777217, dtype=torch.int32))
    m.k(y, -7, 2)  # toward zero, as the device divides
    assert torch.equal(y, torch.full((16,), -3, dtype=torch.int32))


def test_a_require_over_an_integer_division_is_what_the_device_computes(tmp_path):
    src = """\
kernel k(y: f32[N], a: i32, b: i32):
    require b != 0 and a / b == -3, "a / b is -3"
    tiles t in range(1)
    y[arange(16)] = 1.0 where arange(16) < N
"""
    m = module(tmp_path, src)
    y = torch.zeros(16)
    m.k(y, -7, 2)  # -3.5 toward zero
    assert torch.equal(y, torch.ones(16))
    with pytest.raises(ValueError, match="a / b is -3"):
        m.k(y, -8, 2)


def test_the_ir_verifier_refuses_an_integer_div():
    from tlx.ir.core import Op, Value
    from tlx.ir.types import ValT
    a, b = Value("a", ValT("i32")), Value("b", ValT("i32"))
    with pytest.raises(Exception, match="integers divide by floordiv"):
        Op("div", [a, b], [Value("c", ValT("i32"))]).verify()
    Op("div", [Value("x", ValT("f32")), Value("y", ValT("f32"))], [Value("z", ValT("f32"))]).verify()


def test_an_i64_tma_row_runs_on_the_portable_build(tmp_path):
    """The portable build computed an i64 row with i32 aranges (a compile error); it takes the low 32 bits, as the
    Gluon build hands the copy engine (tests/test_global_writes.py compiles that one)."""
    src = """\
kernel k(y: f32[M, N], r: i64, c: i64):
    require r >= 0 and r < 1000 and c >= 0 and c < 1000, "in range"
    grid (1,) as (i,)
    smem buf: f32[16, 16]
    role main(warps=4):
        store_smem(buf, full([16, 16], 7.0, f32))
        fence
        tma y[at(r), c] <- buf
"""
    m = module(tmp_path, src)
    y = torch.randn(64, 64)
    want = y.clone()
    want[5:21, 32:48] = 7.0
    m.k(y, 5, 2)
    assert torch.equal(y, want)
