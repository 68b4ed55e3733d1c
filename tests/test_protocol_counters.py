"""The counters derive-phases adds, and `tile_index`, past 2**31 (session 44; docs/soundness_backlog.md).

Before: the proof assumed every ring counter, turn counter and `tile_index` below 2**31 and raised no overflow
obligation over them. A ring counter counts a role's steps over the whole launch (a persistent program over many
long sequences), so the assumption was nothing the launchers checked, and `tile_index` is user-visible: an
expression over it that wrapped on the device was never checked. Now:
  * the generated code keeps a ring counter modulo 2 * stages (pyemit.ring_add), so it never wraps and its slot and
    phase are the exact ones;
  * a turn's or a constant-indexed wait's phase uses its counter through `& 1`, exact under wrapping; the proof
    walks past `& 1` and +, -, * when it collects what must stay in range;
  * the launchers refuse more than 2**30 tiles, and `tile_index` is an input below that, its arithmetic checked.
"""
import operator
import re

import pytest

from tlx.codegen.pyemit import ring_add
from tlx.compiler import Options, compile_text

from test_protocol_redteam6 import check, refused  # (at the user's line, no compiler file in it)


class I32:
    """A device i32 scalar: arithmetic wraps to 32 bits, `//` and `%` round toward zero (LLVM sdiv / srem)."""

    def __init__(self, v):
        v &= 0xFFFFFFFF
        self.v = v - (1 << 32) if v >= 1 << 31 else v

    def _op(self, o, f):
        return I32(f(self.v, o.v if isinstance(o, I32) else o))

    def __add__(self, o):
        return self._op(o, operator.add)

    __radd__ = __add__

    def __and__(self, o):
        return self._op(o, operator.and_)

    def __mod__(self, o):
        return self._op(o, lambda a, b: abs(a) % b * (1 if a >= 0 else -1))

    def __floordiv__(self, o):
        return self._op(o, lambda a, b: abs(a) // b * (1 if a >= 0 else -1))


def _device(expr, a, b):
    return eval(expr, {}, {"a": a, "b": b})  # (the expression pyemit emits into both backends)


@pytest.mark.parametrize("stages", [1, 2, 3, 4, 5])
def test_a_ring_counter_past_2_31_keeps_its_exact_slots_and_phases(stages):
    P = 2 * stages
    # a persistent program's tiles: trip counts that carry the exact counter past 2**31 and 2**32
    trips = [5, 2 ** 31 - 7, 3, 2 ** 31 - 1, 2 ** 30 + 11, 0, 1, 2 ** 31 - 2, 9]
    exact, dev, naive, wrong = 0, I32(0), I32(0), 0
    for trip in trips:
        for idx in sorted({i for i in (0, 1, trip // 2, trip - 2, trip - 1) if 0 <= i < trip}):
            it = _device(ring_add("a", "b", P), dev, I32(idx))
            assert 0 <= it.v < P
            assert (it % stages).v == (exact + idx) % stages, (trip, idx)
            assert ((it // stages) & 1).v == (exact + idx) // stages % 2, (trip, idx)
            old = naive + I32(idx)  # the form before: the plain sum, wrapped
            wrong += (old % stages).v != (exact + idx) % stages or ((old // stages) & 1).v != (exact + idx) // stages % 2
        dev = _device(ring_add("a", "b", P), dev, I32(trip))
        naive = naive + I32(trip)
        exact += trip
    assert exact > 2 ** 32 + 2 ** 31 and (wrong > 0 or stages == 1)  # (the plain sum did go wrong here)


def test_the_ring_counters_are_kept_modulo_twice_the_stages_in_the_generated_code():
    src = open("kernels/gemm_ws.tlx").read()
    out = compile_text(src, "gemm_ws.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    steps = re.findall(r"= \(\((\w+) \+ (\w+) % 6 \+ 6\) % 6\)", out)  # (3 stages: not a power of two)
    assert len(steps) == 4, steps  # each role's `it` and its next-tile state
    src = open("kernels/jagged_attention.tlx").read()
    out = compile_text(src, "jagged_attention.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert len(re.findall(r"= \(\(\w+ \+ \w+\) & 3\)", out)) >= 4  # (2 stages: masked)


PERSISTENT = """\
kernel k(x: f32[M, D], y: f32[M, D], D: const = 64):
    tiles i in range(cdiv(M, 64)) persistent
    smem buf: f32[64, 64]
    barrier ld[2]
    role copy(warps=4):
        s = {slot}
        expect ld[s], bytes(buf)
        tma buf <- x[i, 0] signals ld[s]
        wait ld[s] phase (tile_index // 2) % 2
        tma y[i, 0] <- buf
"""


def test_a_tile_index_expression_that_wraps_is_refused():
    # (tile_index * 2**30) // 2**30 is tile_index exactly, but on the device tile 3's product wraps to -2**30 and
    # the barrier index to -1: the proof took tile_index as a counter it need not check
    msg = refused(PERSISTENT.format(slot="(tile_index * 1073741824) // 1073741824 % 2"))
    assert "k.tlx:6:14" in msg and "tile_index = " in msg and "overflow" in msg, msg
    check(PERSISTENT.format(slot="tile_index % 2"))


THREE_WAITS = """\
kernel k(x: f32[M, D], y: f32[M, D], z: f32[M, D], w: f32[M, D], D: const = 64):
    tiles i in range(cdiv(M, 64)) persistent
    smem b0: f32[64, 64]
    smem b1: f32[64, 64]
    smem b2: f32[64, 64]
    barrier ld
    role copy(warps=4):
        expect ld, bytes(b0)
        tma b0 <- x[i, 0] signals ld
        wait ld
        tma y[i, 0] <- b0
        expect ld, bytes(b1)
        tma b1 <- x[i, 0] signals ld
        wait ld
        tma z[i, 0] <- b1
        expect ld, bytes(b2)
        tma b2 <- x[i, 0] signals ld
        wait ld
        tma w[i, 0] <- b2
"""


def test_a_parity_needs_no_bound_on_what_it_reads():
    # three waits a tile on one barrier: derive-phases gives them (tile_index * 3 + k) & 1, whose product passes
    # 2**31 for tile_index near 2**30; the device's wrapped product has the exact one's parity
    out = compile_text(THREE_WAITS, "k.tlx", "scheduled", Options(target="gluon")).outputs["scheduled"]
    assert len(re.findall(r"= mul\(%tile_iter, %c[.\d]*\)", out)) == 3, out  # (tile_index * 3, once per wait)
    check(THREE_WAITS)


def test_the_launchers_refuse_more_tiles_than_the_kernels_count():
    from tlx.codegen.host_runtime import HOST_RUNTIME
    i = HOST_RUNTIME.index("def _check_tile_count")
    ns = {}
    exec(HOST_RUNTIME[i:HOST_RUNTIME.index("\n\n\n", i)], ns)
    ns["_check_tile_count"](2 ** 30)
    with pytest.raises(ValueError, match="the launch has 1073741825 tiles, more than the 2\\*\\*30"):
        ns["_check_tile_count"](2 ** 30 + 1)
    out = compile_text(PERSISTENT.format(slot="tile_index % 2"), "k.tlx", "gluon",
                       Options(target="gluon")).outputs["gluon"]
    assert "_check_tile_count(num_tiles)" in out


SLOT_ARITH = """\
kernel k(x: f32[N], n: i32):
    tiles i in range(cdiv(N, 64)) persistent
    smem buf[4]: f32[64, 64]
    barrier ready[4]
    barrier free[4]
    role prod(warps=4, regs=152):
        pipeline j in range(n) over ring(4) as sl:
            wait free[sl]
            store_smem(buf[{index}], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range(n) over ring(4) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
        offs = i * 64 + arange(64)
        x[offs] = sum(acc, axis=0) where offs < N
"""


def test_arithmetic_on_a_slot_is_checked():
    # (found by this session's review: the proof skipped every obligation whose expression mentioned a ring counter,
    # so a user's arithmetic on the slot went unchecked: slot 2 * 2**30 wraps to -2**31, and buf[-2] was written;
    # now only the counters' own steps are exempt)
    msg = refused(SLOT_ARITH.format(index="(sl * 1073741824) // 1073741824"))
    assert "k.tlx:9:29" in msg and "overflow" in msg, msg
    check(SLOT_ARITH.format(index="(sl * 4) // 4"))


def test_a_slot_mixed_into_tile_index_arithmetic_is_checked():
    src = PERSISTENT.replace("        s = {slot}\n", "        pipeline j in range(1) over ring(2) as sl:\n"
                             "            s = {slot}\n").replace("        expect", "            expect").replace(
        "        tma", "            tma").replace("        wait", "            wait")
    msg = refused(src.format(slot="((tile_index + sl * 0) * 1073741824) // 1073741824 % 2"))
    assert "overflow" in msg and "tile_index = " in msg, msg

