"""Straight-line arrivals of one role split by a loop are different steps; `maximum` of two constants folds to the
larger; runtime `//` and `%` are modeled as the device computes them (toward zero). Correct programs are proved,
wrong variants still rejected at a line:col."""
import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

# a pipeline split into two parts, each with a peeled first step, a main loop that releases the previous slot and
# its own drain: free[0] gets one arrival from each part's drain (n = 3: ring steps 0 and 2, different phases)
PARTS = """\
def bounds(part, h, n):
    if part == 0:
        return 0, h
    return h, n

kernel parts(a: f16[M, K], b: f16[K, N], o: f32[M, N], STAGES: const = 2):
    tiles i in range(cdiv(M, 64)) persistent
    smem abuf[STAGES]: f16[64, 64]
    smem bbuf[STAGES]: f16[64, 64]
    barrier ready[STAGES]
    barrier free[STAGES]
    n = cdiv(K, 64)
    h = n // 2
    role load(warps=1, regs=24):
        for part in static_range(2):
            lo, hi = bounds(part, h, n)
            pipeline j in range(lo, hi) over ring kv(STAGES) as slot:
                wait free[slot]
                expect ready[slot], bytes(abuf) + bytes(bbuf)
                tma abuf[slot] <- a[i, j] signals ready[slot]
                tma bbuf[slot] <- b[j, 0] signals ready[slot]
    role compute(warpgroups=1, regs=240):
        acc = zeros([64, 64], f32)
        for part in static_range(2):
            lo, hi = bounds(part, h, n)
            last = 0
            pipeline j in range(lo, minimum(lo + 1, hi)) over ring kv(STAGES) as slot:
                wait ready[slot]
                last = slot
            pipeline j in range(lo + 1, hi) over ring kv(STAGES) as slot:
                wait ready[slot]
                s_f = mma_async(abuf[slot], bbuf[slot])
                o_f = mma_async(abuf[last], bbuf[last], acc)
                s = mma_wait(s_f, pending=1)
                acc = mma_wait(o_f)
                arrive free[last]
                acc = acc + s * 0.0
                last = slot
            if hi > lo:
                acc = mma_wait(mma_async(abuf[last], bbuf[last], acc))
                arrive free[last]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""
# one chain over both parts (the dK/dV kernel's OVERLAP): only the first step overall is peeled, `first` is
# maximum(1 - 0, 0) = 1 in part 0 (a compile-time 0 there), one drain after both parts
CHAIN = PARTS.replace("""            last = 0
            pipeline j in range(lo, minimum(lo + 1, hi))""", """            first = minimum(lo + maximum(1 - lo, 0), hi)
            pipeline j in range(lo, first)""").replace("range(lo + 1, hi)", "range(first, hi)").replace(
    """        for part in static_range(2):
            lo, hi = bounds(part, h, n)
            first""", """        last = 0
        for part in static_range(2):
            lo, hi = bounds(part, h, n)
            first""").replace("""            if hi > lo:
                acc = mma_wait(mma_async(abuf[last], bbuf[last], acc))
                arrive free[last]
""", """        if n > 0:
            acc = mma_wait(mma_async(abuf[last], bbuf[last], acc))
            arrive free[last]
""")
MAIN_ARRIVE = "                arrive free[last]\n                acc = acc + s * 0.0\n"
DRAIN = "                acc = mma_wait(mma_async(abuf[last], bbuf[last], acc))\n                arrive free[last]\n"


@pytest.fixture(autouse=True)
def _fresh_proofs(monkeypatch):
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")


def _compile(src, target="gluon"):
    return compile_text(src, "t.tlx", "scheduled", Options(target=target))


def _reject(src, reps, target="gluon"):
    for a, b in reps:
        assert a in src, a
        src = src.replace(a, b, 1)
    with pytest.raises(TlxError) as ei:
        _compile(src, target)
    return ei.value.first


def test_drains_of_two_parts_proved():
    # (was: "free[0] receives more arrivals per phase than its count" at the second part's drain)
    c = _compile(PARTS)
    assert not c.ctx.protocol_sampled


def test_one_chain_over_two_parts_proved():
    # (was: maximum(1 - 0, 0) folded to 0, so part 0's main loop ran from step 0 and released slot 0 twice)
    assert "first = minimum(lo + maximum(1 - lo, 0), hi)" in CHAIN and "        if n > 0:" in CHAIN
    c = _compile(CHAIN)
    assert not c.ctx.protocol_sampled


def test_maximum_of_constants_folds_to_the_larger():
    asserts = "".join(f"    static_assert {c}\n" for c in ("maximum(1, 0) == 1", "maximum(0, 1) == 1", "max(1, 0) == 1",
                                                           "minimum(1, 0) == 0", "min(0, 1) == 0"))
    _compile(PARTS.replace("    n = cdiv(K, 64)\n", asserts + "    n = cdiv(K, 64)\n"))


WRONG_PARTS = {
    # two arrivals in one step (no loop between them) still exceed the count
    "drain_twice": ([(DRAIN, DRAIN + "                arrive free[last]\n")], "42:17", ["more arrivals per phase"]),
    # the main loop arrives twice per step
    "main_twice": ([(MAIN_ARRIVE, "                arrive free[last]\n" + MAIN_ARRIVE)], "37:17",
                   ["more arrivals per phase"]),
    # a part without its drain: its last slot is never released
    "no_drain": ([(DRAIN, "                acc = mma_wait(mma_async(abuf[last], bbuf[last], acc))\n")], "18:17",
                 ["deadlock"]),
    # the drain releases the other slot: the producer waits forever for the slot the drain should have released
    "drain_wrong_slot": ([(DRAIN, DRAIN.replace("arrive free[last]", "arrive free[1 - last]"))], "18:17", ["deadlock"]),
    # the main loop releases its current slot instead of the previous one, which it still reads next iteration
    "main_releases_current": ([(MAIN_ARRIVE, MAIN_ARRIVE.replace("free[last]", "free[slot]"))], "18:17",
                              ["deadlock"]),
}


@pytest.mark.parametrize("name", sorted(WRONG_PARTS))
def test_wrong_parts_rejected(name):
    reps, where, msgs = WRONG_PARTS[name]
    d = _reject(PARTS, reps)
    assert d.span.short == where, d.message
    for m in msgs:
        assert m in d.message, d.message
    assert "counter-example" in d.message, d.message


# runtime `//` and `%` round toward zero on the device (LLVM sdiv/srem), not down as in Python
RING = """\
kernel k(a: f16[M, K], o: f32[M, K], STAGES: const = 2):
    tiles i in range(cdiv(M, 64)) persistent
    smem buf[STAGES]: f16[64, 64]
    barrier ready[STAGES]
    barrier free[STAGES](count=1)
    n = cdiv(K, 64)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring(STAGES) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- a[i, j] signals ready[slot]
    role compute(warps=4, regs=240):
        acc = zeros([64, 64], f32)
        pipeline j in range(n) over ring(STAGES) as slot:
            wait ready[slot]
            x = load(buf[slot])
            acc = acc + cast(x, f32)
            arrive free[slot]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_negative_modulo_is_the_devices(target):
    # (slot + 1) % 2 - 1) % 2 is slot in Python; on the device it is -1 for slot 0: free[-1]
    d = _reject(RING, [("arrive free[slot]", "arrive free[((slot + 1) % STAGES - 1) % STAGES]")], target)
    assert d.span.short == "18:20", d.message
    assert "barrier index of 'free' can be -1" in d.message, d.message


def test_negative_floordiv_is_the_devices():
    # (n - 2) // 2 + 1 == n // 2 in Python for every n; on the device it is 1 for n = 1
    d = _reject(RING, [("pipeline j in range(n) over ring(STAGES) as slot:\n            wait free",
                        "pipeline j in range((n - 2) // 2 + 1) over ring(STAGES) as slot:\n            wait free"),
                       ("pipeline j in range(n) over ring(STAGES) as slot:\n            wait ready",
                        "pipeline j in range(n // 2) over ring(STAGES) as slot:\n            wait ready")])
    assert "step through the pipeline ring a different number of times" in d.message, d.message
    assert "with K = " in d.message, d.message


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_negative_division_that_agrees_is_proved(target):
    # a negative dividend clamped at 0 (the packed kernel's first key block): the same on the device and in Python
    src = RING.replace("range(n)", "range(maximum((n - 64) // 64, 0) + n)")
    c = _compile(src, target)
    assert not c.ctx.protocol_sampled
