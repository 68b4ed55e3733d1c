"""col_block(slot, k, width): a column block of a shared-memory slot as a read-only product operand (Gluon `.slice`). Its
index must be known when the kernel is compiled (a constant or the replica index), its width whole 128-byte swizzle
rows; it cannot be written, and the portable target refuses it with a located error. tests/programs/cols_gemm.tlx
runs on the GPU (test_gpu_gluon.py)."""
import os
import re

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ir import parse_module, print_module, verify_module

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs", "cols_gemm.tlx")
SRC = open(PATH).read()
USE = "col_block(b_ring[slot], wg, BLOCK_N // 2)"


def _compile(text, stage="gluon", target="gluon"):
    return compile_text(text, PATH, stage, Options(target=target))


def test_cols_gluon_slice_and_proof():
    r = _compile(SRC)
    assert "b_ring.index(slot_1_1).slice(wg * 64, 64, dim=1)" in r.outputs["gluon"]
    assert not r.ctx.protocol_sampled
    ir = _compile(SRC, "scheduled").outputs["scheduled"]
    m = parse_module(ir)
    assert print_module(m) == ir and "smem_cols" in ir
    verify_module(m)


@pytest.mark.parametrize("repl,col,msg", [
    ("col_block(b_ring[slot], kb % 2, BLOCK_N // 2)", 76, "must be known when the kernel is compiled"),
    ("col_block(b_ring[slot], wg + 1, 64)", 76, "block 2 of 2 for replica 1 of the role"),
    ("col_block(b_ring[slot], wg - 1, 64)", 76, "block -1 of 2 for replica 0 of the role"),
    ("col_block(b_ring[slot], wg % 0, 64)", 76, "divides by zero"),
    ("col_block(col_block(b_ring[slot], 0, 128), wg, 64)", 52, "col_block() cannot use a column view"),
    ("col_block(b_ring[slot], wg, 48)", 80, "must be a compile-time integer dividing the slot's 128 columns"),
    ("col_block(b_ring[slot], wg, 32)", 80, "whole 128-byte rows of the swizzle; 32 x bf16 is 64 bytes"),
    ("col_block(b_ring[slot], 2, 64)", 76, "block 2 of 2"),
    ("col_block(b_ring[slot].T, wg, 64)", 62, "one 2-D shared-memory slot as stored"),
    ("col_block(b_ring, wg, 64)", 62, "one 2-D shared-memory slot as stored"),
])
def test_cols_errors_located(repl, col, msg):
    with pytest.raises(TlxError) as ei:
        _compile(SRC.replace(USE, repl))
    text = str(ei.value)
    assert f"cols_gemm.tlx:21:{col}:" in text and msg in text, text
    assert "tlx/" not in text and "Traceback" not in text


@pytest.mark.parametrize("old,new,at,what", [
    ("store_smem(c_tile[wg], cast(acc, DT))", "store_smem(col_block(c_tile[wg], 0, 64), cast(acc, DT))", "23:9",
     "store_smem()"),
    ("tma c[pid_m, 2 * pid_n + wg] <- c_tile[wg]", "tma c[pid_m, 2 * pid_n + wg] <- col_block(c_tile[wg], 0, 64)",
     "25:9", "a TMA copy to global memory")])
def test_cols_is_read_only(old, new, at, what):
    with pytest.raises(TlxError) as ei:
        _compile(SRC.replace(old, new))
    text = str(ei.value)
    assert f"cols_gemm.tlx:{at}: error: {what} cannot use a column view" in text and "the view is made here" in text


def test_cols_static_index_arithmetic():
    # 1 - wg is static (a constant and the replica index) and in range for both replicas: accepted, sliced there
    g = _compile(SRC.replace(USE, "col_block(b_ring[slot], 1 - wg, BLOCK_N // 2)")).outputs["gluon"]
    v = re.search(r"(v\d+) = 1 - wg\b", g)
    assert v and f".slice({v.group(1)} * 64, 64, dim=1)" in g, g[:2000]


def test_cols_portable_refused():
    with pytest.raises(TlxError, match=r"cols_gemm.tlx:21:52: .*Gluon \(Hopper\) target only"):
        _compile(SRC, "triton", "triton")


@pytest.mark.parametrize("index,bad", [("(wg - 1) // 2 + 1", "// of -1 by 2 (replica 0)"),
                                       ("(wg - 2) % 2", "% of -1 by 2 (replica 1)"), ("(wg + 1) // 2", None)])
def test_folded_division_needs_one_rounding(index, bad):
    # an expression of the replica index is folded by Gluon with Python's rounding (toward minus infinity) while the
    # protocol proof divides as the device does (toward zero): where they differ the program is refused, at the division
    text = SRC.replace("tma c[pid_m, 2 * pid_n + wg] <- c_tile[wg]", f"tma c[pid_m, 2 * pid_n + wg] <- c_tile[{index}]")
    if bad is None:
        assert not _compile(text).ctx.protocol_sampled
        return
    with pytest.raises(TlxError) as ei:
        _compile(text)
    assert "cols_gemm.tlx:25:" in str(ei.value) and bad in str(ei.value) and "toward minus infinity" in str(ei.value)


@pytest.mark.parametrize("cond,refused", [("wg >= 1", False), ("wg < 1", True)])
def test_a_folded_division_in_a_branch_the_replica_never_compiles(cond, refused):
    # Gluon folds an `if` on the replica index too and compiles only the branch taken: (wg - 1) // 2 under
    # `if wg >= 1` never meets replica 0, whose -1 // 2 would round apart (it did refuse the program before)
    store = "        tma c[pid_m, 2 * pid_n + wg] <- c_tile[wg]\n"
    text = SRC.replace(store, f"        if {cond}:\n    {store.replace('c_tile[wg]', 'c_tile[(wg - 1) // 2 + 1]')}"
                              f"        else:\n    {store}")
    assert text != SRC
    if not refused:
        assert not _compile(text).ctx.protocol_sampled
        return
    with pytest.raises(TlxError) as ei:
        _compile(text)
    assert "// of -1 by 2 (replica 0)" in str(ei.value) and "toward minus infinity" in str(ei.value)
