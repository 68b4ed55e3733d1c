"""The fourteenth red-team pass (session 42, docs/soundness_backlog.md): a TMA copy's column coordinates. The Gluon
descriptor addresses the 2-D view [rows, d1*...*dl] of a tensor, so the copy engine bounds only the flattened
column: a middle index past its dimension (after the first) or a column block reaching past the last dimension
lands on another head of the same tensor, which the portable build (masking every index) never touches. `tlx check`
said OK for such copies, loads and stores alike. Now each such coordinate is a proof obligation, refused at the copy
with the input that breaks it; the first middle index stays free (past its dimension the block leaves the flat
range whole, which the engine clips; the Gluon code clamps it so that its product cannot wrap in 32 bits back
inside, the 15th pass)."""
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import load_kernel_module

from test_protocol_redteam6 import check, module, refused  # (at the user's line, no compiler file in it)

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


H_IN = '    require h >= 0 and h < H, "one head"\n'


@pytest.fixture(autouse=True)
def _fresh_proofs(monkeypatch):
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_a_middle_index_past_its_dimension_is_refused_with_the_input(target):
    msg = refused(FOUR_D.format(req=""), target)
    assert "k.tlx:7:9" in msg, msg  # the load, the first copy that can leave
    assert "coordinate 2" in msg and "dimension B" in msg and "another head" in msg, msg
    assert "b = " in msg and "B = " in msg, msg  # the counter-example


def test_a_middle_index_the_requires_bound_is_proved():
    req = '    require a >= 0 and a < A and b >= 0 and b < B, "one head"\n'
    for target in ("gluon", "triton"):
        check(FOUR_D.format(req=req), target)


def test_half_a_bound_is_not_enough():
    msg = refused(FOUR_D.format(req='    require a >= 0 and a < A and b < B, "below B"\n'))
    assert "k.tlx:8:9" in msg and "can be -" in msg, msg  # (the require is line 2)


def test_the_first_middle_index_is_left_to_the_copy_engine():
    # (a one past its dimension, b inside: the flattened column is past the view, which the engine clips whole;
    # only its 32-bit computation must not wrap, which small constant dims guarantee here)
    src = FOUR_D.replace("D: const = 64", "D: const = 64, A: const = 4, B: const = 2").format(
        req='    require a >= 0 and a <= 4 and b >= 0 and b < 2, "a up to one past"\n')
    check(src)


@pytest.mark.parametrize("src,where,what", [
    # (the 15th pass: the device computes a block coordinate in 32 bits, and a wrapped one lands inside the tensor)
    ("kernel k(x: f32[T, D], o: f32[T, D], c: i32):\n    require c >= 0, \"a block index\"\n"
     "    tiles i in range(cdiv(T, 64))\n    smem buf: f32[64, 64]\n    barrier ld\n    role copy(warps=4):\n"
     "        expect ld, bytes(buf)\n        tma buf <- x[i, 0] signals ld\n        wait ld phase 0\n"
     "        tma o[i, c] <- buf\n", "10:9", "column (block index times 64)"),
    ("kernel k(x: f32[T, D], o: f32[T, D], r: i32, D: const = 64):\n    require r >= 0, \"a block index\"\n"
     "    grid (1,) as (i,)\n    smem buf: f32[64, 64]\n    barrier ld\n    role copy(warps=4):\n"
     "        expect ld, bytes(buf)\n        tma buf <- x[0, 0] signals ld\n        wait ld phase 0\n"
     "        tma o[r, 0] <- buf\n", "10:9", "block row")])
def test_a_block_coordinate_that_wraps_in_32_bits_is_refused(src, where, what):
    msg = refused(src)
    assert f"k.tlx:{where}" in msg and what in msg and "32 bits" in msg and "2147483648" in msg, msg


HEAD = """\
kernel k(x: f32[T, H, D], o: f32[T, H, D], h: i32, D: const = 64):
    tiles i in range(cdiv(T, 64))
    smem buf: f32[64, 64]
    barrier ld
    role copy(warps=4):
        expect ld, bytes(buf)
        tma buf <- x[i, 0] signals ld
        wait ld phase 0
        tma o[i, h] <- buf
"""


def test_the_first_middle_index_is_clamped_not_proved(tmp_path):
    """The 15th pass's `h * 64` with h = 2**26 + 1 wrapped back to head 1 on Gluon. The first middle index is now
    replaced by H in the Gluon code where it lies outside [0, H) (the block then lies past the flat columns, and the
    product cannot wrap; not -1: a TMA store at a negative column faults on the device), so any h is proved; the
    portable build masks the head index, writing nothing for it."""
    check(HEAD)
    out = compile_text(HEAD, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert "gl.where((h >= 0) & (h < H), h, H) * 64" in out, out  # (a store at a negative column faults)
    mod = module(tmp_path, HEAD)
    x = torch.randn(64, 3, 64)
    for h in (2 ** 26 + 1, 3, -1, -2 ** 31):
        o = torch.full_like(x, float("nan"))
        mod.k(x, o, h)
        assert torch.isnan(o).all(), h
    o = torch.full_like(x, float("nan"))
    mod.k(x, o, 2)
    assert torch.equal(o[:, 2], x[:, 0]) and torch.isnan(o[:, :2]).all()


def test_a_store_at_a_negative_block_row_is_refused():
    """Session 43 on an H100: a TMA store whose box starts below 0 faults (an illegal instruction), where a load
    there reads zeros. A store's dense block row and rank-2 column must be at least 0; a load's may be negative."""
    src = ("kernel k(x: f32[T, D], o: f32[T, D], r: i32, D: const = 64):\n    require r >= 0 - 1 and r < 4, \"r\"\n"
           "    grid (1,) as (i,)\n    smem buf: f32[64, 64]\n    barrier ld\n    role copy(warps=4):\n"
           "        expect ld, bytes(buf)\n        tma buf <- x[{load}, 0] signals ld\n        wait ld phase 0\n"
           "        tma o[{store}, 0] <- buf\n")
    msg = refused(src.format(load="0", store="r"))
    assert "k.tlx:10:9" in msg and "block row" in msg and "at least 0" in msg and "r = -1" in msg, msg
    check(src.format(load="r", store="0"))


def test_the_launchers_refuse_rows_wider_than_32_bit_coordinates():
    from tlx.codegen.host_runtime import HOST_RUNTIME
    i = HOST_RUNTIME.index("def _check_row_width")
    ns = {}
    exec(HOST_RUNTIME[i:HOST_RUNTIME.index("\n\n\n", i)], ns)  # (the helper the generated launchers carry)
    _check_row_width = ns["_check_row_width"]
    # 2**30, not 2**31 - 1: a head index clamped to d1 starts its block up to one row's width past the row's end,
    # and that start must stay below 2**31 (a store at a negative coordinate faults)
    _check_row_width("x", torch.empty((1, 2 ** 14, 2 ** 16), device="meta"))
    with pytest.raises(ValueError, match="x: 1073741825 elements per row"):
        _check_row_width("x", torch.empty((1, 25 * 13 * 41, 61 * 1321), device="meta"))
    with pytest.raises(ValueError, match="x: 1073807360 elements per row"):
        _check_row_width("x", torch.empty((1, 2 ** 14 + 1, 2 ** 16), device="meta"))
    for target in ("gluon", "triton"):  # (every generated launcher checks the tensors it copies by TMA)
        out = compile_text(FOUR_D.format(req='    require a >= 0 and a < A and b >= 0 and b < B, "one head"\n'),
                           "k.tlx", target, Options(target=target)).outputs[target]
        assert "_check_row_width('x', x)" in out and "_check_row_width('o', o)" in out


FRAG = """\
kernel k(x: f32[M, N], y: f32[M, N]):
    grid (cdiv(M, 64),) as (i,)
    smem fb: f32[64, {c}] frag_order
    smem sb: f32[64, 64]
    role put(warps=4):
        rows = i * 64 + arange(64)
        c32 = arange(32)
        c64 = arange(64)
{body}"""


@pytest.mark.parametrize("body,where,what", [
    # a frag_order slot's reduce, then a swizzled slot's reduce split into the same [64, 32] blocks: one descriptor
    ("        store_smem(fb, x[rows[:, None], c32[None, :]])\n        store_smem(sb, x[rows[:, None], c64[None, :]])\n"
     "        fence\n        tma y[i, 0] += fb\n        tma y[i, 0] += sb\n", "13:9", "both a `frag_order` slot"),
    ("        store_smem(fb, x[rows[:, None], c64[None, :]])\n"
     "        y[rows[:, None], c64[None, :]] = load(fb.T)\n", "10:47", ".T of a `frag_order` slot"),
    ("        store_smem(fb, x[rows[:, None], c64[None, :]])\n"
     "        y[rows[:, None], c32[None, :]] = load(col_block(fb, 1, 32))\n", "10:47", "col_block() of a `frag_order`")])
def test_frag_order_views_and_shared_descriptors_are_refused_on_gluon(body, where, what):
    """The 15th pass: Gluon would read a view of a fragment-ordered slot through the plain layout, and add a
    swizzled slot through the frag slot's unswizzled descriptor (both silent permutations)."""
    src = FRAG.format(c=32 if "+= sb" in body else 64, body=body)
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "gluon", Options(target="gluon"))
    msg = str(e.value)
    assert f"k.tlx:{where}" in msg and what in msg and "tlx/" not in msg, msg


@pytest.mark.parametrize("load,store,where", [("c", "1", "8:9"), ("0", "c", "10:9"), ("2", "0", "8:9"),
                                              ("0", "0 - 1", "10:9")])
def test_a_column_block_past_the_last_dimension_is_refused(load, store, where):
    msg = refused(COL_BLOCK.format(req=H_IN, load=load, store=store))
    assert f"k.tlx:{where}" in msg and "column block" in msg and "dimension D" in msg, msg


def test_column_blocks_inside_the_last_dimension_are_proved():
    check(COL_BLOCK.format(req=H_IN + '    require c >= 0 and c <= 1, "one of two blocks"\n', load="c",
                           store="1 - c"))
    check(COL_BLOCK.format(req=H_IN, load="0", store="1"))


def test_the_proved_copy_runs_and_its_require_guards_the_launch(tmp_path):
    """The proved form on the CPU interpreter: b = B is refused by the launcher (the require the proof assumed)
    before any kernel runs; b inside copies exactly its head (the output poisoned first: nothing else written)."""
    p = tmp_path / "k.tlx"
    p.write_text(FOUR_D.format(req='    require a >= 0 and a < A and b >= 0 and b < B, "b picks one of the B"\n'))
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


def test_the_op_refuses_heads_wider_than_32_bit_coordinates():
    """The op launches its kernels directly (past the generated launchers' checks): it checks the row width itself."""
    from tlx.ops import jagged_attention
    q = torch.empty(1, 1, 128, dtype=torch.bfloat16).expand(1, 2 ** 24, 128)  # (no memory behind the heads)
    cu = torch.tensor([0, 1], dtype=torch.int32)
    with pytest.raises(ValueError, match=r"q: 16777216 heads x head_dim 128 .* 32-bit TMA coordinates"):
        jagged_attention(q, q, q, cu, cu)
