"""Red-team pass 9 (docs/soundness_backlog.md): a jagged TMA copy with a negative row coordinate, which the ragged
descriptor bounds at the sequence's end only (it reached the memory before the tensor), and a pipeline over a 64-bit
range (an internal error). The portable build's hand-offs of the same pass: tests/test_redteam_crashes.py; the TMA
view that was a copy: tests/test_ragged_tma.py."""
import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

AT_PARAM = """\
kernel k(x: jagged f32[T, D] by cu, cu: i32[NB], r: i32, D: const = 64):
    {req}tiles seq in range(NB - 1)
    smem buf: f32[64, 64]
    role main(warps=4, regs=152):
        store_smem(buf, full([64, 64], 7.0, f32))
        fence
        tma x[seq, at(r), 0] <- buf
"""

AT_STEP = """\
kernel k(x: jagged f32[T, C] by cu, cu: i32[NB], out: f32[T, C], C: const = 16):
    tiles seq, m in blocks(x, 16)
    smem ring[2]: f32[16, 16]
    barrier ready[2]
    barrier free[2]
    n = x[seq].len
    role p(warps=1, regs=24):
        pipeline i in range(2) over ring(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(ring)
            tma ring[slot] <- x[seq, at(m * 16 {op} i * 8), 0] signals ready[slot]
    role c(warps=4, regs=152):
        r = arange(16)
        pipeline i in range(2) over ring(2) as slot:
            wait ready[slot]
            v = load(ring[slot])
            arrive free[slot]
            out[x[seq].start + m * 16 + r[:, None], r[None, :]] = v where r[:, None] < n - m * 16
"""

AT_LOADED = AT_PARAM.replace("r: i32, D", "rr: i32[K], D").replace("{req}", "").replace(
    "store_smem(buf", "r = rr[0]\n        store_smem(buf")


def refused(src):
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    msg = str(e.value)
    assert "tlx/" not in msg and ".py" not in msg, msg  # (no compiler file in a user's error)
    return msg


def test_a_jagged_copy_at_a_row_that_can_be_negative_is_refused():
    # r = -64: the store wrote the 64 rows before the tensor (another argument's memory)
    msg = refused(AT_PARAM.format(req=""))
    assert "k.tlx:7:9: error: this copy's row coordinate can be -1 (with r = -1)" in msg \
        and "bounded at the sequence's end only" in msg, msg
    compile_text(AT_PARAM.format(req='require r >= 0, "r"\n    '), "k.tlx", "scheduled", Options(target="gluon"))


def test_a_row_computed_below_zero_is_refused_and_one_that_cannot_be_is_proved():
    msg = refused(AT_STEP.format(op="-"))
    assert "k.tlx:11:13: error: this copy's row coordinate can be -8" in msg, msg
    compile_text(AT_STEP.format(op="+"), "k.tlx", "scheduled", Options(target="gluon"))


def test_a_row_read_from_memory_is_refused():
    # (a read of a tensor the kernel does not write is one input to the proof: its counter-example names it)
    msg = refused(AT_LOADED)
    assert "k.tlx:8:9: error: this copy's row coordinate can be -1" in msg, msg


def test_a_pipeline_over_a_64_bit_range_is_a_located_error():
    src = """\
kernel k(x: f32[N], n: i64):
    tiles t in range(1)
    smem ring[2]: f32[16, 16]
    barrier ready[2]
    barrier free[2]
    role p(warps=4, regs=152):
        pipeline i in range(n) over ring(2) as slot:
            wait free[slot]
            store_smem(ring[slot], full([16, 16], 1.0, f32))
            arrive ready[slot]
    role c(warps=4, regs=152):
        pipeline i in range(n) over ring(2) as slot:
            wait ready[slot]
            x[arange(16)] = max(load(ring[slot]), axis=1)
            arrive free[slot]
"""
    msg = refused(src)
    assert "k.tlx:7:9: error: a pipeline's range is 32-bit" in msg and "cast(x, i32)" in msg, msg
    compile_text(src.replace("range(n)", "range(cast(n, i32))").replace(
        "tiles t", 'require n >= 0, "n"\n    require n <= 1000, "n"\n    tiles t'),
                 "k.tlx", "scheduled", Options(target="gluon"))


# red-team pass 10: the row the device computes, in 32 bits
BLOCK_ROW = AT_PARAM.replace("{req}", 'require r >= 0, "r"\n    ').replace("at(r)", "r")
AT_MIN = AT_PARAM.replace("{req}", 'require r >= 1, "r"\n    ').replace("at(r)", "at(minimum(r * 64, 64))")


def test_a_block_row_whose_product_wraps_is_refused():
    # r = 2**26 - 1: r * 64 wraps to -64 on the device, the 64 rows before the sequence (the proof checked r)
    msg = refused(BLOCK_ROW)
    assert "k.tlx:8:9: error: this copy's row coordinate can be 2147483648 (with r = 33554432)" in msg, msg


def test_a_wrap_on_the_way_to_an_at_row_is_refused():
    # min(r * 64, 64) is 64 to the model, -64 on the device for r = 2**26 - 1
    msg = refused(AT_MIN)
    assert "k.tlx:8:31: error: this mul (i32) reaches a protocol term (a trip count, guard, index, phase or byte " \
           "count, a jagged copy's row" in msg and "can overflow" in msg, msg
