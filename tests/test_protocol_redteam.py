"""Programs a red-team pass found the verifier accepting although an input would hang the device (2026-12-03,
docs/soundness_backlog.md), each now refused at its line:col or made to run as the proof assumes:
i1 arithmetic (the device adds booleans mod 2), negative or oversized `expect` byte counts, a scalar read from a
tensor the kernel writes (each role reads it at its own time), negative tile extents (two of them multiply into a
positive tile count), and offsets that do not add up (a negative length); plus two code generation bugs seen on the
way (a constant row index, a loop bound narrower than i32)."""
import ast
import os

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

RING = """\
kernel k(x: f32[N]{params}):
    tiles i in range(cdiv(N, 64)) persistent
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
    n = {n}
    role prod(warps=4, regs=152):
        pipeline k in range({prod}) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline k in range({cons}) over ring(2) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
{extra}        offs = i * 64 + arange(64)
        x[offs] = sum(acc, axis=0) where offs < N
"""


@pytest.fixture(autouse=True)
def _fresh_proofs(monkeypatch):
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")
    monkeypatch.delenv("TLX_VERIFY_OVERFLOW", raising=False)


def _ring(params="", n="1", prod="n", cons="n", extra="", emit="scheduled"):
    src = RING.format(params=params, n=n, prod=prod, cons=cons, extra=extra)
    return compile_text(src, "k.tlx", emit, Options(target="gluon"))


def _refused(match, **kw):
    with pytest.raises(TlxError) as e:
        _ring(**kw)
    msg = str(e.value)
    assert match in msg and "tlx/" not in msg, msg  # at the user's line, no compiler file in it
    return msg


def test_boolean_arithmetic_that_wraps_is_refused():
    # s = 1: (s > 0) + 1 is 1 + 1 = 0 in i1 on the device, 2 in exact integers: the roles would step 0 and 2 times
    msg = _refused("can overflow", params=", s: i32", n="(s > 0) + 1", prod="cast(n, i32)",
                   cons="cast(s > 0, i32) + 1")
    assert "k.tlx:6:10" in msg and "add (i1)" in msg and "s = 1" in msg, msg
    _ring(params=", s: i32", n="cast(s > 0, i32) + 1", prod="n", cons="cast(s > 0, i32) + 1")  # i32: proved


def test_a_scalar_read_from_a_tensor_the_kernel_writes_is_not_one_value_for_every_role():
    # cons adds 1 to cnt each tile; prod, a tile ahead, reads the next count: the roles step different counts.
    # Since session 45 refused before the proof, at the add (a hand-off through global memory: global_access.py)
    msg = _refused("the proof orders shared-memory slots only", params=", cnt: i32[C]", n="cnt[C - 1]",
                   extra="        cnt[C - 1 + arange(1)] += full([1], 1, i32)\n")
    assert "k.tlx:18:9: error: role `cons` adds to `cnt`, which the kernel reads" in msg, msg
    assert "k.tlx:6:9: note: the kernel reads `cnt` here" in msg, msg
    # the proof's own guard, where the read and the write are one role's: a count read from a tensor that role
    # writes is not one value per tile (unmodeled), so the trip count over it is refused (with a plain store; an
    # atomic add there is refused before the proof since pass 19: a read of what the grid adds to)
    for op, want in (("=", "note: a read of 'cnt', which this kernel also writes"),
                     ("+=", "k.tlx:18:9: error: role `cons` adds to `cnt`, which role `cons` also reads: atomic adds")):
        # (each tile its own count: one count for every tile would be another tile's store landing on this
        # tile's read, refused before the proof since session 47: global_elements.py)
        one = RING.format(params=", cnt: i32[C]", n="1", prod="1", cons="cnt[i]",
                          extra=f"        cnt[i + arange(1)] {op} full([1], 1, i32)\n")
        with pytest.raises(TlxError) as e:
            compile_text(one, "k.tlx", "scheduled", Options(target="gluon"))
        msg = str(e.value)
        assert want in msg and (op == "+=" or "cannot prove the protocol for every input" in msg), msg
    # a tensor the kernel only reads: one value, proved (and a constant row index generates valid Gluon)
    src = _ring(params=", cnt: i32[C]", n="cnt[0]", emit="gluon").outputs["gluon"]
    ast.parse(src)
    assert "gl.cast(0, gl.int64) * cnt_stride0, mask=(gl.cast(0, gl.uint32) < C), other=0)" in src, src


EXPECT = """\
kernel k(x: f16[M, K], y: f16[M, K]):
    grid (cdiv(M, 64), cdiv(K, 64)) as (i, j)
    smem buf: f16[64, 64]
    barrier loaded(count={count})
    role copy(warps=4):
{expects}        tma buf <- x[i, j] signals loaded
        wait loaded phase 0
        store_smem(buf, load(buf) * 2.0)
        fence
        tma y[i, j] <- buf
"""


@pytest.mark.parametrize("count,expects,what,where", [
    # 2 * 8192 - 8192 = the copy's 8192 bytes: the sum is right, but a negative expect is not a byte count
    (2, ["2 * bytes(buf)", "0 - bytes(buf)"], "negative byte count (-8192)", "k.tlx:7:9"),
    # more pending bytes than an mbarrier's 20-bit tx-count holds
    (1, ["128 * bytes(buf)"], "above the 1048575", "k.tlx:6:9")])
def test_expect_byte_counts_outside_the_tx_count_are_refused(count, expects, what, where):
    src = EXPECT.format(count=count, expects="".join(f"        expect loaded, {e}\n" for e in expects))
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    assert what in str(e.value) and where in str(e.value), str(e.value)
    compile_text(EXPECT.format(count=1, expects="        expect loaded, bytes(buf)\n"), "k.tlx", "scheduled",
                 Options(target="gluon"))


def test_negative_tile_extents_launch_no_tile(tmp_path):
    # N = 0: range(N - 1) twice multiplied into (-1) * (-1) = 1 tile, which the proof (0 <= i < N - 1) never saw;
    # every extent that can be negative is clamped at 0, on the host and in the kernel
    src = RING.format(params="", n="1", prod="minimum(N, 1)", cons="1", extra="").replace(
        "tiles i in range(cdiv(N, 64))", "tiles i in range(N - 1), j in range(N - 1)").replace(
        "x[offs] =", "x[offs] +=")  # (tiles (i, 0) and (i, 1) write one x: adding commutes, global_writes)
    ir = compile_text(src, "k.tlx", "ir", Options(target="gluon")).outputs["ir"]
    tiles = next(ln for ln in ir.splitlines() if ln.strip().startswith("tiles("))
    assert ir.count("= maximum(") == 2 and tiles.strip().startswith("tiles(%3, %7)"), ir
    gl = compile_text(src, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert "v3 = gl.maximum(v1, 0)" in gl and "num_tiles = (v3) * (v7)" in gl, gl  # in the kernel
    assert "v3 = max(v1, 0)" in gl and "v7 = max(v5, 0)" in gl, gl  # and in the launcher's tile count
    # an extent that cannot be negative is left as written
    ir2 = compile_text(RING.format(params="", n="1", prod="n", cons="n", extra=""), "k.tlx", "ir",
                       Options(target="gluon")).outputs["ir"]
    assert "maximum" not in ir2
    path = tmp_path / "k.tlx"
    path.write_text(src.replace("range(minimum(N, 1))", "range(1)"))  # (the portable build zips equal ranges)
    from tlx.runtime import load_kernel_module
    mod = load_kernel_module(str(path), target="triton", interpret=True)
    grid = mod.k_prepare(torch.randn(0))[0]
    assert 0 in grid, grid


SEQINFO = """\
kernel seqinfo(x: jagged f32[T, D] by offsets, out: i32[B, W], offsets: i32[NB], D: const = 16, W: const = 2):
    tiles seq in range(NB - 1)
    out[seq + arange(1), arange(1)] = full([1], x[seq].len, i32)
    out[seq + arange(1), 1 + arange(1)] = full([1], x[seq].start, i32)
"""


def test_offsets_that_do_not_add_up_give_lengths_in_the_range_the_proof_assumes(tmp_path):
    # [5, 0]: length -5, which a guard `if n >= 0: arrive` would have turned into a hang; now every reader (the
    # kernels' starts and lengths, the tile table, the in-kernel decoder) clamps both to [0, rows]
    path = tmp_path / "k.tlx"
    path.write_text(SEQINFO)
    from tlx.runtime import load_kernel_module
    mod = load_kernel_module(str(path), target="triton", interpret=True)
    off = [5, 0, 3, 40, 2 ** 31 - 1, -7]
    x, rows = torch.randn(10, 16), 10
    out = torch.full((len(off) - 1, 2), -99, dtype=torch.int32)
    mod.seqinfo(x, out, torch.tensor(off, dtype=torch.int32))
    wrap = [((b - a + 2 ** 31) % 2 ** 32) - 2 ** 31 for a, b in zip(off, off[1:])]  # (the device's i32 difference)
    want = [[min(max(n, 0), rows), min(max(a, 0), rows)] for n, a in zip(wrap, off)]
    assert out.tolist() == want, (out.tolist(), want)
    with pytest.raises(ValueError, match="offsets: offsets hold at least one element"):
        mod.seqinfo(x, out, torch.zeros(0, dtype=torch.int32))


def test_a_loop_bound_narrower_than_i32_is_widened():
    # `range(1 - s // 2)` with s: i8 failed inside derive-phases ("'sub' op operands must have one dtype")
    c = _ring(params=", s: i8", n="1 - s // 2", emit="ir")
    assert "cast(%n" in c.outputs["ir"] or ": i32 = cast(" in c.outputs["ir"], c.outputs["ir"]
    _ring(params=", s: i8", n="1 - s // 2")


# ---- a second pass (2026-12-03, later the same day): four more accepted-but-hanging programs

def test_a_loop_step_that_can_be_zero_or_negative_is_refused():
    # the model runs range(0, 1, s) zero times for s <= 0; the device's loop runs its body once, then while k < 1
    src = RING.format(params=", s: i32", n="1", prod="n", cons="n", extra="").replace(
        "    role prod(warps=4, regs=152):\n", "    role prod(warps=4, regs=152):\n        for t in range(0, 1, s):\n"
        "            y[i + arange(1)] = full([1], 1.0, f32)\n").replace("x: f32[N]", "x: f32[N], y: f32[N]")
    # (each tile writes its own y: two tiles writing one element are refused, global_writes)
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    assert "k.tlx:8:9" in str(e.value) and "step can be" in str(e.value) and "s = " in str(e.value), str(e.value)
    ok = src.replace("    tiles i", "    require s > 0, \"a positive step\"\n    tiles i")
    compile_text(ok, "k.tlx", "scheduled", Options(target="gluon"))


def test_an_integer_made_from_floats_is_not_one_value_for_every_role():
    # each partition sums the floats in its own layout and order: cast(sum(...), i32) can differ between roles
    msg = _refused("cannot prove the protocol for every input", params=", y: f32[M]",
                   n="cast(sum(y[arange(64)], axis=0), i32)")
    assert "k.tlx:8:9" in msg and "depends on tensor data" in msg, msg


def test_sizes_beyond_i32_and_overlapping_tensors_are_refused_by_the_launcher(tmp_path):
    from tlx.runtime import load_kernel_module
    src = RING.format(params=", cnt: i32[C], w: i32[C]", n="cnt[C - 1]", prod="n", cons="n",
                      extra="        w[C - 1 + arange(1)] += full([1], 1, i32)\n")
    compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))  # proved: cnt is never written, as named
    path = tmp_path / "k.tlx"
    path.write_text(src)
    mod = load_kernel_module(str(path), target="triton", interpret=True)
    c = torch.ones(4, dtype=torch.int32)
    x = torch.randn(128)
    with pytest.raises(ValueError, match="cnt and w share memory"):
        mod.k_prepare(x, c, c)  # one memory under two names: the kernel would write what it counts with
    with pytest.raises(ValueError, match="cnt and w share memory"):
        mod.k_prepare(x, c[1:], c[:3])
    mod.k_prepare(x, c[:2], c[2:])  # neighbours, not overlapping
    big = torch.zeros(1).expand(2 ** 31)  # (no memory behind it)
    with pytest.raises(ValueError, match=r"x: dimension 0 is 2147483648, more than the 2\*\*31 - 1"):
        mod.k_prepare(big, c[:2], c[2:])


def test_a_scalar_load_outside_its_tensor_reads_zero(tmp_path):
    # (an unmasked cnt[C] read the word after cnt, which may be another tensor's)
    src = """\
kernel peek(cnt: i32[C], out: i32[K], at: i32):
    grid (1,) as (pid,)
    out[arange(1)] = full([1], cnt[at], i32)
"""
    path = tmp_path / "p.tlx"
    path.write_text(src)
    from tlx.runtime import load_kernel_module
    mod = load_kernel_module(str(path), target="triton", interpret=True)
    base = torch.tensor([7, 8, 9], dtype=torch.int32)
    for at, want in ((0, 7), (1, 8), (2, 0), (-1, 0)):
        out = torch.full((1,), -5, dtype=torch.int32)
        mod.peek(base[:2], out, at)
        assert out.item() == want, (at, out.item())


# ------------------------------------------------------------- third pass: guards that hold only past the search
GUARDED = """\
kernel k(x: f32[N], n: i32, m: i32):
    grid (1,) as (pid,)
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
    barrier never
    role prod(warps=4, regs=152):
        pipeline j in range(n) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
{prod}    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range(n) over ring(2) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
{cons}        offs = arange(64)
        x[offs] = sum(acc, axis=0) where offs < N
"""


def _guarded(prod="", cons=""):
    with pytest.raises(TlxError) as e:
        compile_text(GUARDED.format(prod=prod, cons=cons), "k.tlx", "scheduled", Options(target="gluon"))
    msg = str(e.value)
    assert "tlx/" not in msg, msg
    return e.value.first, msg


@pytest.mark.parametrize("guard,least", [("(n > 20) and (m > 0)", 21), ("(n > 8) and (m > 0)", 9),
                                         ("(n > 2) and (m > 0)", 3)])
def test_a_guard_that_holds_only_at_large_trip_counts_is_run(guard, least):
    # the guard is its own driver (it reads m too); its value 1 needs n >= least, past the sampled trip counts, and
    # the search used to drop "n is exactly 1" as infeasible together with every larger n: accepted, hangs
    d, msg = _guarded(cons=f"        if {guard}:\n            wait never phase 0\n")
    assert d.message.startswith("deadlock: role 'cons' waits forever on 'never'"), msg
    assert d.span.short == "19:13", d.span.short
    n = int(msg.split("(with m = 1, n = ")[1].split(")")[0]) if "(with m = 1, n = " in msg else None
    assert n is not None and n >= least, msg


def test_a_race_behind_such_a_guard_is_found():
    d, msg = _guarded(prod="        if (n > 20) and (m > 0):\n            store_smem(buf[0], zeros([64, 64], f32))\n")
    assert "reads 'buf[0]' before the wait that publishes its fill" in d.message and d.span.short == "18:25", msg


def test_a_parity_that_fails_only_at_some_large_trip_counts_is_found():
    # ready[0] is left at parity 0 iff ceil(n / 2) is even: n = 15 hangs, n = 5 and 10 complete (GAP_RUNS inputs)
    d, msg = _guarded(cons="        g = (n % 5 == 0) and (n > 0) and (m > 0)\n        if g:\n"
                           "            wait ready[0] phase 0\n")
    assert d.message.startswith("deadlock: role 'cons' waits forever on 'ready[0]' (parity 0)"), msg


def test_a_harmless_guard_past_the_search_is_proved():
    # n steers nothing but its loops (lemmas: for any two inputs alike but for n): the search runs n = 1, 2, ... with
    # an input whose n is larger (21 and up), its loops cut short, and the guard's arrival is checked there
    c = compile_text(GUARDED.format(prod="", cons="        if (n > 20) and (m > 0):\n            arrive never\n"),
                     "k.tlx", "scheduled", Options(target="gluon"))
    assert not c.ctx.protocol_sampled


def test_a_guard_past_the_search_beside_a_count_that_steers_more_is_refused():
    # here n also picks a barrier (n % 2): runs cut short would not stand for the larger n, and no n in 1..20 has the
    # guard true, so the search cannot reach those inputs one trip count at a time: "cannot prove", at the loop
    src = GUARDED.format(prod="", cons="        if (n > 20) and (m > 0):\n            arrive never\n"
                                      "        arrive odd[maximum(n, 0) % 2]\n").replace(
        "    barrier never\n", "    barrier never\n    barrier odd[2]\n")
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    d = e.value.first
    assert d.message.startswith("cannot prove the protocol for every input") and "skipping values" in d.message, \
        str(e.value)
    assert d.span.short == "9:9", d.span.short


def test_a_long_sequence_guard_in_the_shipped_jagged_sum_is_found():
    # one input of its own (n = x[seq].len > 4100 is not a function of the trip count cdiv(n, 64)), persistent tiles
    src = open(os.path.join(os.path.dirname(__file__), "..", "kernels", "jagged_sum.tlx")).read()
    cols = "        cols = cb * BLOCK_C"
    assert src.count(cols) == 1 and src.count("    barrier free") == 1
    src = src.replace("    barrier free", "    barrier never\n    barrier free").replace(
        cols, "        if n > 4100:\n            wait never phase 0\n" + cols)
    with pytest.raises(TlxError) as e:
        compile_text(src, "js.tlx", "scheduled", Options(target="gluon"))
    d = e.value.first
    assert d.message.startswith("deadlock: role 'reduce' waits forever on 'never'"), str(e.value)
    assert "(with n = " in d.message and int(d.message.split("(with n = ")[1].split(")")[0]) > 4100, d.message


# ------------------------------------------------------------- fourth pass: lemmas across a gap, loop results
JUMP = """\
kernel k(x: f32[N], n: i32):
    require n <= 100000, "n is at most 100000"
    grid (1,) as (pid,)
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
    barrier never
    t = where(n > 12, n + 16, n)
    role prod(warps=4, regs=152):
        pipeline j in range(t) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range(t) over ring(2) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
        if n > 12:
            wait never phase 0
        offs = arange(64)
        x[offs] = sum(acc, axis=0) where offs < N
"""


def test_a_lemma_across_a_gap_in_the_trip_counts_is_not_vacuous():
    # trip counts 0..12, then 29 up; the guard is "trip count >= 29". The lemmas held for inputs one step or P
    # apart only, none of which crosses the gap, so every count past N0 was abstracted alike and n = 13 (hangs)
    # was never run. Over any two inputs past N0 the guard differs: refused at it
    with pytest.raises(TlxError) as e:
        compile_text(JUMP, "k.tlx", "scheduled", Options(target="gluon"))
    d = e.value.first
    assert d.message.startswith("cannot prove the protocol for every trip count") and d.span.short == "20:9", \
        str(e.value)
    assert "grows by a multiple of" in d.message, d.message


def test_a_loop_past_such_a_gap_is_not_proved():
    # the same guard as a loop's trip count: the loop moves with the count only across the gap (not driven)
    c = compile_text(JUMP.replace("        if n > 12:\n", "        for q in range(where(n > 12, 1, 0)):\n"), "k.tlx",
                     "scheduled", Options(target="gluon"))
    assert c.ctx.protocol_sampled


def test_a_guard_on_the_result_of_a_loop_without_sync_is_refused():
    # c counts the iterations of range(m) (no sync statement: no decision point in the search, and c is no input):
    # `c == 21` was run only with the m the samples happened to pick; m = 21 hangs
    src = GUARDED.format(prod="", cons="        c = 0\n        for t in range(m):\n"
                                      "            c = maximum(minimum(c, 100), 0) + 1\n"
                                      "        if c == 21:\n            wait never phase 0\n")
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    msg = str(e.value)
    assert e.value.first.message.startswith("cannot prove the protocol for every input") and "does not model" in msg
    assert e.value.first.span.short == "21:9" and "19:9: note: an integer computed by this loop" in msg, msg


# ------------------------------------------------------------- fifth pass: first values of loops, reads, loop results
FIFTH = GUARDED.replace("    barrier never\n", "    barrier never\n    barrier nv[4]\n    barrier spare\n").replace(
    "    grid (1,)", "    require (n >= 0) and (n <= 100000) and (m >= 0) and (m <= 100000), \"small\"\n    grid (1,)")
ARR3 = "        arrive nv[0]\n        arrive nv[1]\n        arrive nv[2]\n"  # nv[3] is never signalled


def _fifth(cons, prod=ARR3, pre=""):
    src = FIFTH.format(prod=prod, cons=cons)
    if pre:
        src = src.replace("        acc = zeros([64, 64], f32)\n", "        acc = zeros([64, 64], f32)\n" + pre)
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    assert "tlx/" not in str(e.value), str(e.value)
    return e.value.first


@pytest.mark.parametrize("loop,index,n", [
    # n // 8 moves by P / 8 when n moves by the ring's period P = 4: "same residue mod P" merged n = 24 (q = 3,
    # hangs) with n = 4 (q = 0); the count's period is now one that moves the first value by a multiple of q's
    ("range(maximum(n, 0) // 8, maximum(n, 0) // 8 + 1)", "q % 4", 24),
    # the same without maximum: the require's n >= 0 now bounds the index for every query (it was refused as "can
    # be -1" with n = -8, an input the launcher refuses)
    ("range(n // 8, n // 8 + 1)", "q % 4", 24),
    # first value n, step 16: q's index repeats every 4 iterations, 64 apart, so n needs a period of 64
    ("range(maximum(n, 0), maximum(n, 0) + 1, 16)", "(q // 16) % 4", 48)])
def test_a_count_that_moves_a_loops_first_value_is_followed_past_its_period(loop, index, n):
    d = _fifth(f"        for q in {loop}:\n            wait nv[{index}] phase 0\n")
    assert d.message.startswith("deadlock: role 'cons' waits forever on 'nv[3]'"), d.message
    assert f"(with n = {n})" in d.message and d.span.short == "25:13", d.message


def test_a_first_value_that_reads_an_outer_loop_must_repeat_with_it():
    # q = kk // 8: the outer loop's iterations all looked alike (no term reads kk), so kk = 24 (q = 3) was never run
    d = _fifth("        for kk in range(n):\n            for q in range(kk // 8, kk // 8 + 1):\n"
               "                wait nv[q % 4] phase 0\n")
    assert d.message.startswith("cannot prove the protocol for every trip count: the first value of the loop here "
                                "does not move by a multiple of 4 when kk moves by 4"), d.message
    assert d.span.short == "25:13", d.span.short


def test_reads_under_a_condition_are_checked_whatever_its_value():
    # cons reads buf[0] before any wait when n > 20 (a race); the guard around reads only is no protocol term, and
    # the run took the branch its value picked: the search past n = 20 took it as false. The reads now run either
    # way; a violation found where the condition was false is "cannot prove", not a counter-example
    d = _fifth("", pre="        if n > 20:\n            acc = acc + load(buf[0])\n")
    assert d.message.startswith("cannot prove the protocol for every input: role 'cons' reads 'buf[0]' before the "
                                "wait that publishes its fill") and "false condition at 20:9" in d.message, d.message
    assert d.span.short == "21:25", d.span.short


def test_an_integer_carried_out_of_a_sync_loop_stays_in_the_search_state():
    # c counts the pipeline's steps up to 22; at the later decision (prod's range(m)) states differing only in c
    # must not be one
    src = FIFTH.format(prod=ARR3 + "        for u in range(m):\n            arrive spare\n",
                       cons="        if c == 21:\n            wait nv[3] phase 0\n").replace(
        "        acc = zeros([64, 64], f32)\n", "        acc = zeros([64, 64], f32)\n        c = 0\n").replace(
        "            acc = acc + load(buf[sl])\n", "            acc = acc + load(buf[sl])\n            c = minimum(c + 1, 22)\n")
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    d = e.value.first
    assert d.message.startswith("deadlock: role 'cons' waits forever on 'nv[3]'") and "n = 21" in d.message, d.message


def test_a_loop_explorable_only_past_a_larger_threshold_is_proved():
    # range(maximum(n - 3, 0)) has slope 1 in n from n = 3 on: N0 = 1 left it unexplored ("sampled only")
    src = FIFTH.format(prod="", cons="        for u in range(maximum(n - 3, 0)):\n            arrive spare\n")
    c = compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    assert not c.ctx.protocol_sampled, c.ctx.protocol_sampled


def test_a_failure_of_a_run_cut_short_is_no_counter_example_unless_the_whole_input_fails():
    # trip counts 0, 4, 8, ...: the search runs 1 as a larger input cut short, where the wait's parity 1 is pending
    # (no input stops there). That failure was reported as a counter-example; the whole input completes: the verifier
    # says it cannot prove, naming both (a parity that hangs the whole input stays a counter-example, above)
    src = GUARDED.format(prod="", cons="        wait ready[0] phase 1\n").replace(
        "range(n)", "range(4 * maximum(minimum(n, 10), 0))")
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    d = e.value.first
    assert d.message.startswith("cannot prove the protocol for every input: in a run cut short") and \
        "waits forever on 'ready[0]' (parity 1)" in d.message and "no counter-example" in d.message, d.message
    assert d.span.short == "18:9", d.span.short


def test_a_require_bounds_an_index_only_where_it_holds():
    # without the require's lower bound the index n // 8 % 4 can be -1 (n = -8): still refused
    src = FIFTH.format(prod=ARR3, cons="        for q in range(n // 8, n // 8 + 1):\n            wait nv[q % 4] phase 0\n")
    src = src.replace("(n >= 0) and ", "")
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    assert "barrier index of 'nv' can be -1" in e.value.first.message, str(e.value)


def test_only_the_linear_conditions_of_a_require_reach_every_query():
    import z3
    from tlx.passes.protocol.arith import linear_conditions
    n, m = z3.Int("n"), z3.Int("m")
    flag = lambda b: z3.If(b, 1, 0)  # noqa: E731  (`and` multiplies 0/1 factors)
    got = linear_conditions(flag(n >= 0) * flag(n * m <= 100) * flag(m % 8 == 0) * flag(n / m < 3) * flag(2 * n < m))
    assert sorted(map(str, got)) == sorted(["n >= 0", "m%8 == 0", "2*n < m"]), got


def test_requires_that_no_input_meets_are_refused_not_proved_vacuously():
    # n is a size (>= 0): `require n < 0` admits no launch; assumed by every query, it would prove anything, here a
    # kernel whose consumer waits forever
    src = FIFTH.format(prod=ARR3, cons="        wait nv[3] phase 0\n").replace(
        "require (n >= 0) and", "require (N < 0) and")
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
    assert e.value.first.message.startswith("no input meets the kernel's requires"), str(e.value)
    assert e.value.first.span.short.startswith("2:"), e.value.first.span.short


# ------------------------------------------------------------- session 21: what a require lets the proof assume
BOOLS = """\
kernel k(x: f32[N], n: i32, m: i32):
    require {cond}, "msg"
    grid (1,) as (pid,)
    barrier nv[2]
    barrier never
    role prod(warps=4, regs=152):
        arrive nv[0]
    role cons(warps=4, regs=152):
        wait nv[0] phase 0
        if {hang}:
            wait never phase 0
        offs = arange(64)
        x[offs] = zeros([64], f32) where offs < N
"""


@pytest.mark.parametrize("cond,hang,cex", [
    # the host evaluates a require in Python: -(m > 0) is -1 and `-1 or False` holds, so n = 0, m = 1 launches; the
    # model's `or` of 0/1 values (a + b > 0) read it as m <= 0 and n > 0 and proved the hang unreachable (red team)
    ("(-(m > 0)) or (n > 0)", "n <= 0", "n = 0"),
    ("((n > 0) - (m > 0)) or (n == 7)", "(n <= 0) and (m > 0)", "m = 1, n = 0")])
def test_a_require_with_arithmetic_on_booleans_is_not_assumed(cond, hang, cex):
    with pytest.raises(TlxError) as e:
        compile_text(BOOLS.format(cond=cond, hang=hang), "k.tlx", "scheduled", Options(target="gluon"))
    d = e.value.first
    assert d.message.startswith("deadlock: role 'cons' waits forever on 'never'") and f"(with {cex})" in d.message, \
        str(e.value)


def test_a_require_of_comparisons_and_logic_is_assumed():
    # comparisons joined by or/and/not: the host's and the model's readings agree, so the hang (both false) is
    # unreachable for every launch the launcher accepts: proved
    c = compile_text(BOOLS.format(cond="(n > 0) or not (m <= 0)", hang="(n <= 0) and (m <= 0)"), "k.tlx",
                     "scheduled", Options(target="gluon"))
    assert not c.ctx.protocol_sampled
