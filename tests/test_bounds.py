"""Every load and store stays inside its own tensor (red-team finding R4, docs/soundness_backlog.md): an index is
masked to `0 <= i < size` on every axis, tile or scalar (pyemit.inside: one unsigned comparison), and a sequence
index outside [0, num_seqs) reads as an empty sequence. Before, masks were `i < size` on tile axes only: a negative
index read or wrote the memory before the tensor (another argument, which the protocol proof believes untouched), a
scalar index past its axis reached the next row or tensor, and `.len` of a sequence past the offsets' end read past
them. The tensors here are views into larger buffers whose other words must survive."""
import textwrap

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.runtime import load_kernel_module

BODY = """\
    offs = arange(8)
    y[offs] = x[offs - 4]
    y[offs - 8] = full([8], 7.0, f32)
    v[arange(4)] = w[arange(4), c]
    v[c] = 5.0
"""
PLAIN = "kernel k(x: f32[N], y: f32[N], w: f32[R, C], v: f32[R], c: i32):\n    tiles i in range(1)\n" + BODY
ROLE = ("kernel k(x: f32[N], y: f32[N], w: f32[R, C], v: f32[R], c: i32):\n    tiles i in range(1)\n"
        "    role main(warps=4, regs=152):\n" + textwrap.indent(BODY, "    "))
SEQS = """\
kernel s(x: jagged f32[T] by off, out: i32[S], off: i32[NB]):
    tiles seq in range(S)
    out[seq] = x[seq].len + x[seq - 1].start
"""
SEQS_ROLE = SEQS.replace("    out[seq]", "    role main(warps=4, regs=152):\n        out[seq]")


def run_plain(mod, c, device="cpu"):
    """Runs kernel k on views inside poisoned buffers; returns (y's buffer, v's buffer, their expected values)."""
    xbuf = torch.randn(16, device=device) + 100
    ybuf = torch.full((16,), -1.0, device=device)
    wbuf = torch.randn(20, device=device) + 200
    vbuf = torch.full((12,), -1.0, device=device)
    x, y, w, v = xbuf[8:], ybuf[8:], wbuf[4:16].view(4, 3), vbuf[4:8]
    mod.k(x, y, w, v, c)
    ey, ev = torch.full_like(ybuf, -1.0), torch.full_like(vbuf, -1.0)
    ey[8:12] = 0  # x[-4..-1]: outside x, read as zero (was xbuf[4:8])
    ey[12:] = x[:4]
    ev[4:8] = w[:, c] if 0 <= c < 3 else 0  # (was w's next row, or the word before w)
    if 0 <= c < 4:
        ev[4 + c] = 5.0
    return ybuf.cpu(), vbuf.cpu(), ey.cpu(), ev.cpu()


@pytest.mark.parametrize("c", [2, 3, -1, 4])
def test_indices_outside_a_tensor_neither_read_nor_write_its_neighbours(tmp_path, c):
    p = tmp_path / "k.tlx"
    p.write_text(PLAIN)
    ybuf, vbuf, ey, ev = run_plain(load_kernel_module(str(p), target="triton", interpret=True), c)
    assert torch.equal(ybuf, ey), ybuf  # y[-8..-1] = 7 dropped: ybuf[0:8] keeps its poison
    assert torch.equal(vbuf, ev), vbuf


def run_seqs(mod, device="cpu"):
    buf = torch.tensor([0, 2, 5, 77, 99], dtype=torch.int32, device=device)  # offsets, then words past them
    out = torch.full((5,), -9, dtype=torch.int32, device=device)
    mod.s(torch.randn(5, device=device), out, buf[:3])
    # seq 0: len 2, seq -1 is empty (start 0); seq 1: len 3 + start of seq 0; seqs 2..4: empty, start of 1..3
    assert out.tolist() == [2, 3 + 0, 0 + 2, 0, 0], out


def test_a_sequence_past_the_offsets_is_empty(tmp_path):
    p = tmp_path / "s.tlx"
    p.write_text(SEQS)
    run_seqs(load_kernel_module(str(p), target="triton", interpret=True))


@pytest.mark.parametrize("target,emit", [("gluon", "gluon"), ("triton", "triton")])
def test_every_index_of_every_access_is_masked(target, emit):
    src = compile_text(ROLE if target == "gluon" else PLAIN, "k.tlx", emit, Options(target=target)).outputs[emit]
    lib = "gl" if target == "gluon" else "tl"
    stores = [ln for ln in src.splitlines() if f"{lib}.store(" in ln and "# " in ln and ":" in ln.split("# ")[-1]]
    assert len(stores) == 4, stores
    for ln in stores:
        assert f"{lib}.uint32) < " in ln, ln  # (every store; scalar c included)
    r, c = ("R", "C") if target == "gluon" else ("v_size0", "w_size1")
    assert f"mask=({lib}.cast(c, {lib}.uint32) < {r}))" in src, src  # v[c] = 5.0 (was unmasked)
    assert f"({lib}.cast(c, {lib}.uint32) < {c})" in src  # w[arange(4), c] (was unmasked)


def test_a_view_whose_offsets_along_an_inner_axis_pass_32_bits_is_refused(tmp_path):
    # (red-team pass 8: `y[r, c]` offsets axes past the first in 32 bits; a transposed view of stride 2**30 wrapped
    # `c * stride` and read 2 GiB before the tensor) The first axis is offset in 64 bits (both builds).
    p = tmp_path / "k.tlx"
    p.write_text(PLAIN)
    mod = load_kernel_module(str(p), target="triton", interpret=True)
    w = torch.empty(4, 3, device="meta").as_strided((4, 3), (1, 2 ** 30))  # (shape and strides only)
    with pytest.raises(ValueError, match=r"w: dimension 1 spans 2147483648 elements \(stride 1073741824\)"):
        mod.k(torch.zeros(8), torch.zeros(8), w, torch.zeros(4), 0)
    src = compile_text(PLAIN, "k.tlx", "triton", Options(target="triton")).outputs["triton"]
    assert "tl.cast(c, tl.int64) * v_stride0" in src, src
