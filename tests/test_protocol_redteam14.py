"""The fourteenth red-team pass (session 42, docs/soundness_backlog.md): a TMA copy's column coordinates. The Gluon
descriptor addresses the 2-D view [rows, d1*...*dl] of a tensor, so the copy engine bounds only the flattened
column: a middle index past its dimension (after the first) or a column block reaching past the last dimension
lands on another head of the same tensor, which the portable build (masking every index) never touches. `tlx check`
said OK for such copies, loads and stores alike. Now each such coordinate is a proof obligation, refused at the copy
with the input that breaks it; the first middle index, and the one middle index of a rank-3 copy without a column
block, stay free (their overflow leaves the flat range whole, which the engine clips)."""
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import load_kernel_module

FOUR_D = """\
kernel k(x: f32[T, A, B, D], o: f32[T, A, B, D], a: i32, b: i32, D: const = 64):
{req}    tiles i in range(cdiv(T, 64))
    smem buf: f32[64, 64]
    barrier ld
    role copy(warps=4):
        expect ld, bytes(buf)
        tma buf <- x[i, a, b] signals ld
        wait ld phase 0
        tma o[i, a, b] <- buf
"""

COL_BLOCK = """\
kernel k(x: f32[T, H, D], o: f32[T, H, D], h: i32, c: i32, D: const = 64):
{req}    tiles i in range(cdiv(T, 64))
    smem buf: f32[64, 32]
    barrier ld
    role copy(warps=4):
        expect ld, bytes(buf)
        tma buf <- x[i, h, {load}] signals ld
        wait ld phase 0
        tma o[i, h, {store}] <- buf
"""


@pytest.fixture(autouse=True)
def _fresh_proofs(monkeypatch):
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")


def check(src, target="gluon"):
    return compile_text(src, "k.tlx", "scheduled", Options(target=target))


def refused(src, target="gluon"):
    with pytest.raises(TlxError) as e:
        check(src, target)
    msg = str(e.value)
    assert "tlx/" not in msg, msg  # at the user's line, no compiler file in it
    return msg


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_a_middle_index_past_its_dimension_is_refused_with_the_input(target):
    msg = refused(FOUR_D.format(req=""), target)
    assert "k.tlx:7:9" in msg, msg  # the load, the first copy that can leave
    assert "coordinate 2" in msg and "dimension B" in msg and "another head" in msg, msg
    assert "b = " in msg and "B = " in msg, msg  # the counter-example


def test_a_middle_index_the_requires_bound_is_proved():
    for target in ("gluon", "triton"):
        check(FOUR_D.format(req='    require b >= 0 and b < B, "b picks one of the B"\n'), target)


def test_half_a_bound_is_not_enough():
    msg = refused(FOUR_D.format(req='    require b < B, "below B"\n'))
    assert "k.tlx:8:9" in msg and "can be -" in msg, msg  # (the require is line 2)


def test_the_first_middle_index_is_left_to_the_copy_engine():
    # (a past its dimension, b inside: the flattened column is past the view or below 0, clipped whole)
    check(FOUR_D.format(req='    require b >= 0 and b < B, "b picks one of the B"\n'))


@pytest.mark.parametrize("load,store,where", [("c", "1", "7:9"), ("0", "c", "9:9"), ("2", "0", "7:9"),
                                              ("0", "0 - 1", "9:9")])
def test_a_column_block_past_the_last_dimension_is_refused(load, store, where):
    msg = refused(COL_BLOCK.format(req="", load=load, store=store))
    assert f"k.tlx:{where}" in msg and "column block" in msg and "dimension D" in msg, msg


def test_column_blocks_inside_the_last_dimension_are_proved():
    check(COL_BLOCK.format(req='    require c >= 0 and c <= 1, "one of two blocks"\n', load="c", store="1 - c"))
    check(COL_BLOCK.format(req="", load="0", store="1"))


def test_the_proved_copy_runs_and_its_require_guards_the_launch(tmp_path):
    """The proved form on the CPU interpreter: b = B is refused by the launcher (the require the proof assumed)
    before any kernel runs; b inside copies exactly its head (the output poisoned first: nothing else written)."""
    p = tmp_path / "k.tlx"
    p.write_text(FOUR_D.format(req='    require b >= 0 and b < B, "b picks one of the B"\n'))
    mod = load_kernel_module(str(p), target="triton", interpret=True)
    x = torch.randn(64, 2, 2, 64)
    o = torch.full_like(x, float("nan"))
    with pytest.raises(ValueError, match="b picks one of the B"):
        mod.k(x, o, 0, 2)
    assert torch.isnan(o).all()
    mod.k(x, o, 1, 1)
    assert torch.equal(o[:, 1, 1], x[:, 1, 1])
    o[:, 1, 1] = float("nan")
    assert torch.isnan(o).all()
