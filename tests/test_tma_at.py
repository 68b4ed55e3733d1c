"""`at(r)` as the row coordinate of a TMA copy: the block starts at row r (elements), not at block r. Checked on
the generated Gluon (the coordinate is passed through, not multiplied by the block), under the portable
interpreter against torch (unaligned rows, rows past the end read as zero, jagged rows relative to the sequence
start), and its misuse is an error at its line:col."""
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import load_kernel_module

SHIFTED = """
kernel shifted(x: f32[M, C], y: f32[R, C], off: i32, C: const = 32):
    grid (cdiv(R, 16),) as (i,)
    smem buf: f32[16, C]
    barrier loaded
    role copy(warps=4):
        expect loaded, bytes(buf)
        tma buf <- x[at(off + i * 16), 0] signals loaded
        wait loaded phase 0
        rows = i * 16 + arange(16)
        y[rows[:, None], arange(C)[None, :]] = load(buf) where rows[:, None] < R
"""

JAGGED = """
kernel seq_rows(x: jagged f32[T, C] by cu, y: f32[B, S, C], cu: i32[NB], r: i32, C: const = 32,
             S: const = 16):
    require r >= 0, "r"
    grid (NB - 1,) as (s,)
    smem buf: f32[S, C]
    barrier loaded
    role copy(warps=4):
        expect loaded, bytes(buf)
        tma buf <- x[s, at(r)] signals loaded
        wait loaded phase 0
        y[s, arange(S)[:, None], arange(C)[None, :]] = load(buf)
"""


def _load(tmp_path, src, name):
    p = tmp_path / f"{name}.tlx"
    p.write_text(src)
    return load_kernel_module(str(p), {}, target="triton", interpret=True)


def _compile(src, emit="gluon", target="gluon"):
    return compile_text(src, "t.tlx", emit, Options(target=target))


def _tma_row(src):
    g = _compile(src).outputs["gluon"]
    return next(ln for ln in g.splitlines() if "async_copy_global_to_shared" in ln).split("[", 1)[1].split("]")[0]


def test_row_coordinate_in_elements_vs_blocks():
    at_row = _tma_row(SHIFTED.replace("at(off + i * 16)", "at(off)")).split(",")[0].strip()
    # (a block row is checked as the device computes it, off * 16 in 32 bits: bounded by a require)
    blk_row = _tma_row(SHIFTED.replace("at(off + i * 16)", "off").replace(
        "    grid", "    require off >= 0 and off < 65536, \"a block row\"\n    grid", 1)).split(",")[0].strip()
    assert at_row == "off", at_row
    assert blk_row == "off * 16", blk_row


@pytest.mark.parametrize("off", [0, 3, 37, 50])
def test_portable_unaligned_rows_and_past_the_end(off, tmp_path):
    mod = _load(tmp_path, SHIFTED, "shifted_at")
    x = torch.randn(64, 32)
    y = torch.full((40, 32), float("nan"))
    mod.shifted(x, y, off)
    want = torch.zeros(40 + 16, 32)
    n = max(0, min(64 - off, 56))
    want[:n] = x[off:off + n]
    assert torch.equal(y, want[:40])


def test_portable_jagged_rows_relative_to_the_sequence(tmp_path):
    mod = _load(tmp_path, JAGGED, "seq_rows_at")
    lens = [20, 5, 33]
    cu = torch.tensor([0, 20, 25, 58], dtype=torch.int32)
    x = torch.randn(58, 32)
    y = torch.full((3, 16, 32), float("nan"))
    mod.seq_rows(x, y, cu, 3)
    for s, L in enumerate(lens):
        want = torch.zeros(16, 32)
        n = max(0, min(16, L - 3))
        want[:n] = x[cu[s] + 3:cu[s] + 3 + n]  # rows past the sequence end read as zero in the portable build
        assert torch.equal(y[s], want), s


@pytest.mark.parametrize("edit,where,msg", [
    (("x[at(off + i * 16), 0]", "x[0, at(off)]"), "8:25", "at(...) gives the row coordinate only"),
    (("tma buf <- x[at(off + i * 16), 0] signals loaded",
      "tma buf <- x[at(off + i * 16), 0] signals loaded\n        z = at(3) + 1"), "9:13", "at(...) row coordinate"),
    (("at(off + i * 16)", "at(1.5)"), "8:25", "at() takes an integer scalar row"),
    (("at(off + i * 16)", "at(off, 2)"), "8:22", "at() takes 1 argument"),
])
def test_misuse_is_an_error_at_its_span(edit, where, msg):
    with pytest.raises(TlxError) as e:
        _compile(SHIFTED.replace(*edit), emit="ir")
    text = str(e.value)
    assert f"t.tlx:{where}:" in text and msg in text, text
