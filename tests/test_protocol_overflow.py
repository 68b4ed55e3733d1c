"""The verifier's 32-bit overflow obligations (on by default; protocol/symbolic.py): the model computes
runtime integers exactly, the device in 32 bits, so an operation feeding a protocol term that can leave the i32
range is refused with a counter-example at its line:col (here a consumer that steps the ring (n * 2**32) // 2**32
times: exactly n, but 0 on the device, which wraps the product: the loader would wait for a free slot forever)."""
import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

SRC = """\
kernel k(a: f16[M, K], o: f32[M, N]):
    tiles i in range(cdiv(M, 64)) persistent
    smem buf[2]: f16[64, 64]
    barrier ready[2]
    barrier free[2]
    n = cdiv(K, 64)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring kv(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- a[i, j] signals ready[slot]
    role compute(warpgroups=1, regs=240):
        acc = zeros([64, 64], f32)
        pipeline j in range(TRIPS) over ring kv(2) as slot:
            wait ready[slot]
            acc = acc + cast(load(buf[slot]), f32)
            arrive free[slot]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""


@pytest.fixture(autouse=True)
def _fresh_proofs(monkeypatch):
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")
    monkeypatch.setenv("TLX_VERIFY_OVERFLOW", "1")


def _check(trips):
    return compile_text(SRC.replace("TRIPS", trips), "k.tlx", "scheduled", Options(target="gluon"))


def test_a_wrapping_product_in_a_trip_count_is_refused():
    with pytest.raises(TlxError) as e:
        _check("(n * 65536 * 65536) // 65536 // 65536")
    msg = str(e.value)
    assert "k.tlx:14:30" in msg and "can overflow" in msg and "mul (i32)" in msg, msg
    assert "2147483648" in msg and "K = " in msg, msg  # the exact value and the input that reaches it


def test_a_sum_that_can_wrap_is_refused_one_that_cannot_is_proved():
    with pytest.raises(TlxError, match="can overflow"):
        _check("n + K - K + 2147483000 - 2147483000")   # n + K exceeds 2**31 - 1 for large K
    _check("n")
    _check("n + 2000000000 - 2000000000")  # n = cdiv(K, 64) <= 2**25: the sum stays below 2**31


def test_a_product_bounded_by_a_require_is_proved_by_monotonicity():
    # (the backward dK/dV kernel's shape: a tile steps `group * blocks` times; z3 alone gives up on the product, the
    # verifier bounds it by 0 <= group <= G, 0 <= blocks <= cdiv(K, 64) and the require on G * cdiv(K, 64))
    # (the copy's column block stays 0: `a[i, j]` would go past 32 bits with j up to the product, refused for that)
    src = SRC.replace("    n = cdiv(K, 64)\n", "    n = (N // 64) * cdiv(K, 64)\n").replace("a[i, j]", "a[i, 0]")
    with pytest.raises(TlxError, match="can overflow"):
        compile_text(src.replace("TRIPS", "n"), "k.tlx", "scheduled", Options(target="gluon"))
    src = src.replace("    tiles i", "    require N // 64 * cdiv(K, 64) <= 2147483647, \"blocks counted in 32 bits\"\n    tiles i")
    compile_text(src.replace("TRIPS", "n"), "k.tlx", "scheduled", Options(target="gluon"))


def test_on_by_default_and_switching_it_off_is_not_a_proof(monkeypatch):
    # the default verifier refuses the wrapping trip count; TLX_VERIFY_OVERFLOW=0 accepts it but only as a kernel
    # proved for exact integers, which `tlx check` and the runtime report as not proved (never "OK")
    monkeypatch.delenv("TLX_VERIFY_OVERFLOW")
    with pytest.raises(TlxError, match="can overflow"):
        _check("(n * 65536 * 65536) // 65536 // 65536")
    monkeypatch.setenv("TLX_VERIFY_OVERFLOW", "0")
    c = _check("(n * 65536 * 65536) // 65536 // 65536")
    assert "32-bit overflow" in c.ctx.protocol_sampled["k"], c.ctx.protocol_sampled
    monkeypatch.setenv("TLX_VERIFY_OVERFLOW", "1")
    assert not _check("n").ctx.protocol_sampled


def test_a_block_coordinate_is_bounded_by_its_sequence():
    # m * 64 < len(seq) <= 2**30 on the device (the tile table holds only blocks that start inside their sequence),
    # so (m + 1) * 64 stays in range; a product the coordinate does not bound is still refused
    src = """\
kernel k(a: jagged f16[T, K] by cu, o: f32[T, K], cu: i32[B]):
    tiles seq, m in blocks(a, 64) persistent
    smem buf[2]: f16[64, 64]
    barrier ready[2]
    barrier free[2]
    n = minimum(cdiv(a[seq].len - m * 64, 64), EXTRA)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring kv(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- a[seq, m] signals ready[slot]
    role compute(warpgroups=1, regs=240):
        pipeline j in range(n) over ring kv(2) as slot:
            wait ready[slot]
            x = load(buf[slot])
            arrive free[slot]
"""
    compile_text(src.replace("EXTRA", "(m + 1) * 64"), "k.tlx", "scheduled", Options(target="gluon"))
    with pytest.raises(TlxError, match="can overflow") as e:
        compile_text(src.replace("EXTRA", "(m + 1) * 4096"), "k.tlx", "scheduled", Options(target="gluon"))
    assert "k.tlx:6:49" in str(e.value) and "m = " in str(e.value), str(e.value)


I64 = """\
kernel k(a: f16[M, K], o: f32[M, N], x: i64[X]):
    tiles i in range(cdiv(M, 64)) persistent
    smem buf[2]: f16[64, 64]
    barrier ready[2]
    barrier free[2]
    big = x[0]
    n = maximum(minimum(cast(big, i32), 1), 0)
    m = cast(minimum(maximum(big, 0), 1), i32)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring kv(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- a[i, j] signals ready[slot]
    role compute(warpgroups=1, regs=240):
        acc = zeros([64, 64], f32)
        pipeline j in range(m) over ring kv(2) as slot:
            wait ready[slot]
            acc = acc + cast(load(buf[slot]), f32)
            arrive free[slot]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""


def test_a_narrowing_cast_that_can_wrap_is_refused():
    # the loader steps clamp(cast(big, i32), 0, 1) times, the consumer cast(clamp(big, 0, 1), i32): equal for exact
    # integers (this was accepted), but for big = 2**32 the device's cast keeps the low 32 bits: 0 loads, 1 wait
    with pytest.raises(TlxError) as e:
        compile_text(I64, "k.tlx", "scheduled", Options(target="gluon"))
    msg = str(e.value)
    assert "k.tlx:7:25" in msg and "cast from i64 to i32" in msg and "can overflow" in msg and "big = " in msg, msg
    # clamped in 64 bits first, the cast cannot wrap: proved
    compile_text(I64.replace("maximum(minimum(cast(big, i32), 1), 0)", "cast(maximum(minimum(big, 1), 0), i32)"), "k.tlx", "scheduled",
                 Options(target="gluon"))


def test_an_i64_product_is_an_obligation_too():
    src = I64.replace("    m = cast(minimum(maximum(big, 0), 1), i32)\n",
                      "    m = cast(minimum(maximum(big * big, 0), 1), i32)\n").replace(
        "n = maximum(minimum(cast(big, i32), 1), 0)", "n = cast(minimum(maximum(big * big, 0), 1), i32)")
    with pytest.raises(TlxError, match=r"mul \(i64\).*can overflow.*64-bit"):
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))


# (SRC with its loader walking the columns in steps of 64, its phases written out; one tile per program)
STEPPED = SRC.replace(" persistent", "").replace("TRIPS", "n").replace("""\
        pipeline j in range(n) over ring kv(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- a[i, j] signals ready[slot]
""", """\
        for j in range(0, K, 64):
            wait free[j // 64 % 2] phase (j // 128 + 1) % 2
            expect ready[j // 64 % 2], bytes(buf)
            tma buf[j // 64 % 2] <- a[i, j // 64] signals ready[j // 64 % 2]
""")


def test_a_loop_whose_step_wraps_past_its_end_is_refused():
    # for j in range(0, K, 64): after its last iteration the device adds 64 to j before comparing it with K; for K
    # within 64 of 2**31 that sum wraps negative, j < K again, and the loader never stops (the model: cdiv(K, 64) steps)
    with pytest.raises(TlxError) as e:
        compile_text(STEPPED, "k.tlx", "scheduled", Options(target="gluon"))
    msg = str(e.value)
    assert "k.tlx:8:9" in msg and "induction variable (i32) steps past its last value" in msg and "K = " in msg, msg
    c = compile_text(STEPPED + '    require K <= 1073741824, "K below 2**30"\n', "k.tlx", "scheduled",
                     Options(target="gluon"))
    assert not c.ctx.protocol_sampled


def test_a_sampled_search_that_stops_skips_the_obligations_and_says_so(monkeypatch):
    # TLX_VERIFY_SAMPLED=1 with a search stopped at its budget: the kernel is not proved, its overflow obligations are
    # skipped (half of a big kernel's sampled verification) and the verdict says so; TLX_VERIFY_OVERFLOW=1 checks them
    import tlx.passes.protocol.explore as explore
    monkeypatch.setenv("TLX_VERIFY_SAMPLED", "1")
    monkeypatch.setattr(explore, "BUDGET", 1)
    monkeypatch.delenv("TLX_VERIFY_OVERFLOW")
    why = _check("(n * 65536 * 65536) // 65536 // 65536").ctx.protocol_sampled["k"]
    assert "stopped at its budget" in why and "overflow obligations were not checked" in why, why
    monkeypatch.setenv("TLX_VERIFY_OVERFLOW", "1")
    with pytest.raises(TlxError, match="can overflow"):
        _check("(n * 65536 * 65536) // 65536 // 65536")
    # a search that closes checks them whatever the mode (the kernel can then be proved)
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})  # (the in-process memo is keyed by the IR and the modes, not the budget)
    monkeypatch.delenv("TLX_VERIFY_OVERFLOW")
    monkeypatch.setattr(explore, "BUDGET", 60000)
    with pytest.raises(TlxError, match="can overflow"):
        _check("(n * 65536 * 65536) // 65536 // 65536")
