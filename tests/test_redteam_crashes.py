"""Correct programs the seventh red-team pass (docs/soundness_backlog.md) saw crash the compiler or be refused, and
what the same probes found on the way: each now builds and runs right, or is refused at its line with a reason.

* the portable build (sequentialize-roles) of a slot filled inside an `if` or a loop: the slot's register tile was
  defined inside the region and used after it (an internal error), and a loop's next iteration read the tile from
  before the loop (a silent wrong answer where the read stayed inside the loop);
* `cast` of a replica index in the Gluon build (`.to()` of a Python int);
* an f32 or i8 product on the Gluon target (triton 3.6 fails to lower its wgmma): refused with the reason;
* `zeros(shape, i32)` (a float zero for an integer tile), numpy's bool for an i1 parameter (refused)."""
import numpy as np
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import load_kernel_module

IF_FILL = """\
kernel k(x: f16[M, K], y: f32[M, M], n: i32):
    tiles i in range(1)
    smem a: f16[64, 64]
    barrier ready
    role prod(warps=4, regs=152):
        rows = arange(64)
        t = x[rows[:, None], rows[None, :]]
        store_smem(a, t)
        if n > 0:
            store_smem(a, t + t)
        fence
        arrive ready
    role cons(warps=4, regs=152):
        wait ready phase 0
        acc = mma(load(a), load(a).T, zeros([64, 64], f32))
        rows = arange(64)
        y[rows[:, None], rows[None, :]] = acc
"""

LOOP_FILL = """\
kernel k(y: f32[M], z: f32[M]):
    tiles i in range(1)
    smem a: f32[64, 64]
    barrier ready
    role prod(warps=4, regs=152):
        rows = arange(64)
        store_smem(a, zeros([64, 64], f32))
        for j in range(3):
            v = load(a)
            z[rows] = sum(v, axis=1) + z[rows]
            store_smem(a, v + 1.0)
        fence
        arrive ready
    role cons(warps=4, regs=152):
        wait ready phase 0
        rows = arange(64)
        y[rows] = sum(load(a), axis=1)
"""

REPLICA_CAST = """\
kernel r(y: i64[N]):
    tiles i in range(1)
    role main(warpgroups=2, regs=152) replicated as wg:
        y[arange(4) + cast(wg, i64) * 4] = full([4], cast(wg, i64) + 10, i64)
        y[8 + wg] = cast(wg, i64) + 20
"""

I1_PARAM = """\
kernel k(y: i32[N], f: i1):
    tiles i in range(1)
    y[arange(4)] = zeros([4], i32) + cast(f, i32)
"""


def load(tmp_path, src, **kw):
    p = tmp_path / "k.tlx"
    p.write_text(src)
    return load_kernel_module(str(p), target="triton", interpret=True, **kw)


@pytest.mark.parametrize("n", [0, 3])
def test_a_slot_filled_in_an_if_on_the_portable_target(tmp_path, n):
    mod = load(tmp_path, IF_FILL)
    x = torch.randn(64, 64, dtype=torch.float16)
    y = torch.full((64, 64), float("nan"))
    mod.k(x, y, n)
    t = x.double() * (2 if n > 0 else 1)
    torch.testing.assert_close(y.double(), t @ t.T, atol=2e-3, rtol=1e-3)


def test_a_slot_filled_in_a_loop_is_carried_to_the_next_iteration(tmp_path):
    mod = load(tmp_path, LOOP_FILL)
    y, z = torch.full((64,), float("nan")), torch.randn(64)
    z0 = z.clone()
    mod.k(y, z)
    assert torch.equal(y, torch.full((64,), 3.0 * 64))  # three fills of +1 on 64 columns
    torch.testing.assert_close(z, z0 + 64 * (0 + 1 + 2))  # each iteration read the previous one's fill


def test_a_replica_index_cast_compiles_for_hopper():
    out = compile_text(REPLICA_CAST, "r.tlx", "ptx", Options(target="gluon")).outputs
    assert ".target sm_90a" in out["ptx"]
    assert "gl.cast(wg, gl.int64)" in out["gluon"]


@pytest.mark.parametrize("dt,acc", [("i8", "i32"), ("f32", "f32")])
def test_products_the_gluon_backend_cannot_lower_are_refused(dt, acc):
    src = IF_FILL.replace("f16", dt).replace("load(a).T", "load(a)").replace(
        "y: f32[M, M]", f"y: {acc}[M, M]").replace("zeros([64, 64], f32)", f"zeros([64, 64], {acc})")
    src = src.replace("t + t", "t")
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "gluon", Options(target="gluon"))
    msg = str(e.value)
    assert "k.tlx:15:15: error: mma(): " + dt + " operands are not supported by the Gluon" in msg, msg
    assert "tlx/" not in msg
    compile_text(src, "k.tlx", "triton", Options(target="triton"))  # (the portable build takes them)


def test_integer_zeros_and_numpy_bools(tmp_path):
    mod = load(tmp_path, I1_PARAM)
    for f, want in ((True, 1), (np.bool_(True), 1), (np.bool_(False), 0), (0, 0)):
        y = torch.full((4,), -7, dtype=torch.int32)
        mod.k(y, f)
        assert y.tolist() == [want] * 4, (f, y)
    with pytest.raises(ValueError, match=r"f: expected an integer in the i1 range \[0, 1\], got 2"):
        mod.k(torch.zeros(4, dtype=torch.int32), 2)


def test_a_cast_loop_variable_on_the_interpreter(tmp_path):
    # (red-team pass 8: the interpreter's range yields Python ints, which have no .to)
    mod = load(tmp_path, """\
kernel c1(out: f32[M], n: i32):
    grid (1,) as (pid,)
    acc = zeros([16], f32)
    for j in range(n):
        acc = acc + cast(j, f32)
    out[arange(16)] = acc
""")
    out = torch.full((16,), float("nan"))
    mod.c1(out, 4)
    assert torch.equal(out, torch.full((16,), 6.0))


ZIPPED = """\
kernel z(x: f32[N], out: f32[M], n: i32):
    require (n >= 0) and (n <= 8), "n"
    tiles t in range(1)
    smem ring[2]: f32[16, 16]
    barrier filled[2]
    barrier empty[2]
    role load(warps=4, regs=152):
        pipeline j in range(n) over ring(2) as slot:
            wait empty[slot]
            store_smem(ring[slot], full([16, 16], 1.0, f32))
            arrive filled[slot]
    role use(warps=4, regs=152):
        acc = zeros([16, 16], f32)
        pipeline j in range({cons}) over ring(2) as slot:
            wait filled[slot]
            acc = acc + load(ring[slot]) * x[j]
            arrive empty[slot]
        out[arange(16)] = sum(acc, axis=1)
"""

PLAIN_LOOP = """\
kernel p(x: f32[N], out: f32[M], n: i32):
    require (n >= 0) and (n <= 8), "n"
    tiles t in range(1)
    smem buf: f32[16, 16]
    barrier ready
    barrier free
    role load(warps=4, regs=152):
        for k in range(n):
            wait free phase 1 - k % 2
            store_smem(buf, full([16, 16], 1.0, f32) * x[k])
            fence
            arrive ready
    role use(warps=4, regs=152):
        acc = zeros([16, 16], f32)
        for k in range(n):
            wait ready phase k % 2
            acc = acc + load(buf)
            arrive free
        out[arange(16)] = sum(acc, axis=1)
"""


def test_what_the_portable_build_cannot_run_in_one_stream_is_refused(tmp_path):
    # (red-team pass 8: both were proved for the GPU and ran wrong on the portable target: the zipped pipeline used
    # the first role's loop variable, 80 instead of 128; each role's plain loop ran whole, the consumer read the last
    # fill n times)
    for src, at, what in ((ZIPPED.format(cons="1, n + 1"), "k.tlx:14:9", "this pipeline's range differs"),
                          (PLAIN_LOOP, "k.tlx:8:9", "a loop that waits on or arrives at barriers")):
        compile_text(src, "k.tlx", "gluon", Options(target="gluon"))  # (the Gluon build runs them)
        with pytest.raises(TlxError) as e:
            compile_text(src, "k.tlx", "triton", Options(target="triton"))
        assert f"{at}: error: cannot sequentialize for the portable target: {what}" in str(e.value), str(e.value)
    mod = load(tmp_path, ZIPPED.format(cons="n"))  # (the same range: zipped, right)
    out, x = torch.full((16,), float("nan")), torch.arange(16.0)
    mod.z(x, out, 3)
    assert torch.equal(out, torch.full((16,), 16.0 * (0 + 1 + 2)))


HAND_BACK = """\
kernel h(out: f32[M, M]):
    tiles t in range(1)
    smem o: f32[64, 64]
    barrier oready
    barrier odone
    role load(warps=4, regs=152):
        store_smem(o, full([64, 64], 1.0, f32))
        arrive oready
        wait odone phase 0
        rows = arange(64)
        out[rows[:, None], rows[None, :]] = load(o)
    role use(warps=4, regs=152):
        wait oready phase 0
        store_smem(o, load(o) + 1.0)
        arrive odone
"""


def test_a_straight_line_hand_back_between_roles_is_refused_on_the_portable_target():
    # (red-team pass 8: role by role, `load` read 1.0 where the device reads 2.0)
    compile_text(HAND_BACK, "k.tlx", "gluon", Options(target="gluon"))
    with pytest.raises(TlxError) as e:
        compile_text(HAND_BACK, "k.tlx", "triton", Options(target="triton"))
    msg = str(e.value)
    assert "k.tlx:14:9: error: cannot sequentialize for the portable target: 'o' is written here again (by another role, after a barrier op, " \
           "or in every iteration of a pipeline) and is used by roles 'load', 'use'" in msg, msg


# red-team pass 9: hand-offs the portable build ran in the wrong order, all `tlx check` OK before
WRITE_AFTER_READ = """\
kernel h(out: f32[M, M], out2: f32[M, M]):
    tiles t in range(1)
    smem o: f32[64, 64]
    barrier oready
    barrier odone
    role load(warps=4, regs=152):
        store_smem(o, full([64, 64], 1.0, f32))
        arrive oready
        wait odone phase 0
        store_smem(o, full([64, 64], 2.0, f32))
        rows = arange(64)
        out2[rows[:, None], rows[None, :]] = load(o)
    role use(warps=4, regs=152):
        wait oready phase 0
        rows = arange(64)
        out[rows[:, None], rows[None, :]] = load(o)
        arrive odone
"""

RING_AND_SLOT = """\
kernel h(out: f32[M]):
    tiles t in range(1)
    smem ring[2]: f32[16, 16]
    smem o: f32[16, 16]
    barrier ready[2]
    barrier free[2]
    barrier done
    role p(warps=4, regs=152):
        pipeline i in range(4) over ring(2) as slot:
            wait free[slot]
            store_smem(ring[slot], full([16, 16], cast(i, f32), f32))
            arrive ready[slot]
            wait done
            out[i * 16 + arange(16)] = max(load(o), axis=1)
    role c(warps=4, regs=152):
        store_smem(o, zeros([16, 16], f32))
        pipeline i in range(4) over ring(2) as slot:
            wait ready[slot]
            v = load(ring[slot])
            arrive free[slot]
            store_smem(o, v + 1.0)
            arrive done
"""

ACCUMULATE = """\
kernel h(x: f32[N, C], out: f32[N, C]):
    tiles t in range(1)
    smem ring[2]: f32[16, 16]
    smem o: f32[16, 16]
    barrier ready[2]
    barrier free[2]
    role p(warps=1, regs=24):
        pipeline i in range(4) over ring(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(ring)
            tma ring[slot] <- x[i, 0] signals ready[slot]
    role c(warps=4, regs=152):
        store_smem(o, zeros([16, 16], f32))
        r = arange(16)
        pipeline i in range(4) over ring(2) as slot:
            wait ready[slot]
            v = load(ring[slot])
            arrive free[slot]
            s = load(o) + v
            store_smem(o, s)
            out[i * 16 + r[:, None], r[None, :]] = s
"""


@pytest.mark.parametrize("src,at", [(WRITE_AFTER_READ, "k.tlx:10:9"), (RING_AND_SLOT, "k.tlx:21:13")])
def test_a_slot_written_twice_and_shared_by_roles_is_refused_on_the_portable_target(src, at):
    # WRITE_AFTER_READ: `use` read 2.0 (the second write, emitted before it) where the device reads 1.0;
    # RING_AND_SLOT: inside the zipped pipeline `p` read the slot before `c` filled it in the same iteration (0s where
    # the device gives 1, 2, 3, 4)
    compile_text(src, "k.tlx", "gluon", Options(target="gluon"))
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "triton", Options(target="triton"))
    msg = str(e.value)
    assert f"{at}: error: cannot sequentialize for the portable target: 'o' is written here again (by another role, " \
        in msg, msg


def test_a_slot_a_role_accumulates_in_is_carried_through_the_pipeline(tmp_path):
    # (the slot's tile was not carried by the zipped loop: every iteration read the zeros from before it)
    mod = load(tmp_path, ACCUMULATE)
    x = torch.randn(64, 16)
    out = torch.full((64, 16), float("nan"))
    mod.h(x, out)
    want = x.double().view(4, 16, 16).cumsum(0).view(64, 16)
    assert torch.allclose(out.double(), want, atol=1e-5), (out.double() - want).abs().max()



# red-team pass 10: what pass 9's rules still let the portable build run in the wrong order
RING_WRITTEN_TWICE = """\
kernel h(out: f32[N, C]):
    tiles t in range(1)
    smem ring[2]: f32[16, 16]
    barrier ready[2]
    barrier mid[2]
    barrier free[2]
    role p(warps=4, regs=152):
        pipeline i in range(4) over ring(2) as slot:
            wait free[slot]
            store_smem(ring[slot], full([16, 16], cast(i, f32), f32))
            arrive ready[slot]
            wait mid[slot] phase (i // 2) % 2
            store_smem(ring[slot], full([16, 16], 100.0, f32))
    role c(warps=4, regs=152):
        r = arange(16)
        pipeline i in range(4) over ring(2) as slot:
            wait ready[slot]
            v = load(ring[slot])
            arrive mid[slot]
            out[i * 16 + r[:, None], r[None, :]] = v
            arrive free[slot]
"""

RING_AND_FIXED_INDEX = """\
kernel h(out: f32[N, C]):
    tiles t in range(1)
    smem ring[2]: f32[16, 16]
    barrier ready[2]
    barrier free[2]
    barrier done
    role p(warps=4, regs=152):
        store_smem(ring[0], full([16, 16], 50.0, f32))
        pipeline i in range(4) over ring(2) as slot:
            wait free[slot]
            store_smem(ring[slot], full([16, 16], cast(i, f32), f32))
            arrive ready[slot]
    role c(warps=4, regs=152):
        r = arange(16)
        pipeline i in range(4) over ring(2) as slot:
            wait ready[slot]
            v = load(ring[slot])
            out[i * 16 + r[:, None], r[None, :]] = v
            arrive free[slot]
        out[64 + r[:, None], r[None, :]] = load(ring[0])
"""

TWO_RINGS_ONE_SLOT = """\
kernel h(x: f32[N], out: f32[M, C]):
    tiles t in range(1)
    smem a[2]: f32[16, 16]
    barrier ra[2]
    barrier fa[2]
    role p(warps=4, regs=152):
        pipeline i in range(1) over ring ka(2) as slot:
            wait fa[slot]
            store_smem(a[slot], full([16, 16], 10.0, f32))
            arrive ra[slot]
        pipeline i in range(2) over ring ka(2) as slot:
            wait fa[slot]
            store_smem(a[slot], full([16, 16], cast(i, f32), f32))
            arrive ra[slot]
    role c(warps=4, regs=152):
        r = arange(16)
        pipeline i in range(1) over ring kc(2) as slot:
            x[i] = 1.0
        pipeline i in range(2) over ring kb(2) as slot:
            wait ra[slot]
            v = load(a[slot])
            out[i * 16 + r[:, None], r[None, :]] = v
            arrive fa[slot]
"""

WRITE_IN_A_LATER_STRETCH = """\
kernel h(x: f32[N], out: f32[M, C], y: f32[N]):
    tiles t in range(1)
    smem o: f32[16, 16]
    smem ring[2]: f32[16, 16]
    barrier go
    role w(warps=4, regs=152):
        store_smem(o, full([16, 16], 1.0, f32))
        pipeline i in range(4) over ring(2) as slot:
            y[i] = y[i] + 1.0
        store_smem(o, full([16, 16], 2.0, f32))
        arrive go
    role r(warps=4, regs=152):
        rows = arange(16)
        wait go phase 0
        out[rows[:, None], rows[None, :]] = load(o)
        pipeline i in range(4) over ring(2) as slot:
            x[4 + i] = x[4 + i] + 1.0
"""

FILL_IN_A_LOOP_THAT_MAY_NOT_RUN = """\
kernel h(x: f32[N, C], out: f32[N, C]):
    tiles t in range(1)
    smem ring[2]: f32[16, 16]
    smem o: f32[16, 16]
    barrier ready[2]
    barrier free[2]
    role p(warps=1, regs=24):
        pipeline i in range(4) over ring(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(ring)
            tma ring[slot] <- x[i, 0] signals ready[slot]
    role c(warps=4, regs=152):
        store_smem(o, zeros([16, 16], f32))
        r = arange(16)
        pipeline i in range(4) over ring(2) as slot:
            wait ready[slot]
            v = load(ring[slot])
            arrive free[slot]
            for j in range(i % 2):
                store_smem(o, v)
            out[i * 16 + r[:, None], r[None, :]] = load(o)
"""

RING_READ_IN_A_LATER_PIPELINE = """\
kernel h(out: f32[N, C]):
    tiles t in range(1)
    smem a[2]: f32[16, 16]
    smem b[2]: f32[16, 16]
    barrier ra[2]
    barrier rb[2]
    barrier fb[2]
    role p(warps=4, regs=152):
        pipeline i in range(2) over ring ka(2) as slot:
            store_smem(a[slot], full([16, 16], cast(i, f32), f32))
            arrive ra[slot]
        pipeline i in range(2) over ring kb(2) as slot:
            wait fb[slot]
            store_smem(b[slot], full([16, 16], 10.0, f32))
            arrive rb[slot]
    role c(warps=4, regs=152):
        r = arange(16)
        pipeline i in range(2) over ring ka(2) as slot:
            wait ra[slot]
        pipeline i in range(2) over ring kb(2) as slot:
            wait rb[slot]
            v = load(a[slot]) + load(b[slot])
            out[i * 16 + r[:, None], r[None, :]] = v
            arrive fb[slot]
"""


@pytest.mark.parametrize("src,at,what", [
    # the ring's filler wrote 100 after the reader's `mid`: the stream gave the reader 100 where the device gives i
    (RING_WRITTEN_TWICE, "k.tlx:13:13", "role 'p' writes the ring slot of 'ring' here, after the fill of role 'p'"),
    # ring[0] and ring[slot] are one memory: the stream kept 50 where the device reads the last fill of slot 0
    (RING_AND_FIXED_INDEX, "k.tlx:8:9", "'ring' is used here by a fixed index and elsewhere by a pipeline's ring"),
    # p's second pipeline continues ring ka (slots 1, 0), c's ring kb starts at 0: [0, 1] where the device gives
    # [10, 0]
    (TWO_RINGS_ONE_SLOT, "k.tlx:21:17", "roles 'p' and 'c' reach the ring slots of 'a' through different rings"),
    # a pipeline without barrier ops between w's two writes: r read the second (2.0) where the device reads 1.0
    (WRITE_IN_A_LATER_STRETCH, "k.tlx:10:9", "'o' is written here again"),
    # a ring slot of an earlier pipeline read in a later one: an internal error before
    (RING_READ_IN_A_LATER_PIPELINE, "k.tlx:22:17", "'a[ring]' is read before any fill in stream order")])
def test_hand_offs_one_stream_cannot_order_are_refused(src, at, what):
    compile_text(src, "k.tlx", "gluon", Options(target="gluon"))
    with pytest.raises(TlxError) as e:
        compile_text(src, "k.tlx", "triton", Options(target="triton"))
    msg = str(e.value)
    assert f"{at}: error: cannot sequentialize" in msg and what in msg, msg


def test_a_slot_filled_in_a_loop_that_may_not_run_is_carried(tmp_path):
    # (the fill in `for j in range(i % 2)` hid that the slot must be carried: [0, 2, 0, 4] where the device gives
    # [0, 2, 2, 4])
    mod = load(tmp_path, FILL_IN_A_LOOP_THAT_MAY_NOT_RUN)
    x = torch.randn(4, 1).add(3.0).expand(4, 16 * 16).reshape(64, 16).contiguous()
    out = torch.full((64, 16), float("nan"))
    mod.h(x, out)
    blocks = x.view(4, 16, 16)
    want = torch.stack([torch.zeros(16, 16), blocks[1], blocks[1], blocks[3]]).view(64, 16)
    assert torch.equal(out, want)
