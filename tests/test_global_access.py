"""Global memory a kernel both writes and reads (tlx/passes/protocol/global_access.py; session 45's red team). The
proof orders shared-memory slots only, and `tlx check` said OK for a role handing data to another through a global
tensor (the portable build then read it before it was written), for a read of what a TMA store wrote (its wait
covers the slot's read, not the global write), and for a TMA copy of what generic stores wrote (no global proxy
fence). Each is now refused at the second access with a note at the first; atomic adds from several roles, TMA
stores of disjoint blocks, and a single role's own reads and writes stay accepted."""
import numpy as np
import pytest
import torch

from tlx.runtime import load_kernel_module

from test_protocol_redteam6 import check, refused  # (at the user's line, no compiler file in it)

HANDOFF = """\
kernel k(x: f32[N], y: f32[N]):
    grid (cdiv(N, 64),) as (pid,)
    barrier done
    role reader(warps=4):
        wait done phase 0
        offs = pid * 64 + arange(64)
        x[offs] = y[offs] + 1.0 where offs < N
    role writer(warps=4):
        offs = pid * 64 + arange(64)
        y[offs] = full([64], 5.0, f32) where offs < N
        arrive done
"""

TMA_STORE_THEN_READ = """\
kernel k(x: f32[M, C], y: f32[M, C], C: const = 64):
    grid (cdiv(M, 64),) as (pid,)
    smem buf: f32[64, 64]
    role main(warps=4):
        store_smem(buf, full([64, 64], 5.0, f32))
        fence
        tma y[pid, 0] <- buf
        rows = pid * 64 + arange(64)
        cols = arange(64)
        x[rows[:, None], cols[None, :]] = {read} where rows[:, None] < M
"""

GENERIC_THEN_TMA_LOAD = """\
kernel k(x: f32[M, C], y: f32[M, C], C: const = 64):
    grid (cdiv(M, 64),) as (pid,)
    smem buf: f32[64, 64]
    barrier landed
    role main(warps=4):
        rows = pid * 64 + arange(64)
        cols = arange(64)
        y[rows[:, None], cols[None, :]] = full([64, 64], 5.0, f32) where rows[:, None] < M
        fence
        expect landed, bytes(buf)
        tma buf <- y[pid, 0] signals landed
        wait landed phase 0
        x[rows[:, None], cols[None, :]] = load(buf) + 1.0 where rows[:, None] < M
"""

TWO_ROLES = """\
kernel k(y: f32[N]):
    grid (cdiv(N, 64),) as (pid,)
    role a(warps=4):
        offs = pid * 64 + arange(64)
        y[offs] {op_a} full([64], 1.0, f32) where offs < N
    role b(warps=4):
        offs = pid * 64 + arange(64)
        y[offs] {op_b} full([64], 2.0, f32) where offs < N
"""

REPLICATED = """\
kernel k(y: f32[N]):
    grid (cdiv(N, 128),) as (pid,)
    role a(warpgroups=2) replicated as wg:
        offs = pid * 128 + wg * 64 + arange(64)
        y[offs] = {value} where offs < N
"""


@pytest.fixture(autouse=True)
def _fresh_proofs(monkeypatch):
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_a_hand_off_between_roles_through_global_memory_is_refused(target):
    msg = refused(HANDOFF, target)
    assert msg.startswith("k.tlx:10:9: error: role `writer` writes `y`, which role `reader` reads"), msg
    assert "k.tlx:7:19: note: role `reader` reads `y` here" in msg and "shared-memory ring" in msg, msg


def test_the_refused_hand_off_ran_wrong_on_the_portable_build(tmp_path, monkeypatch):
    # why the rule is needed: with it switched off the program is "proved", and the portable build runs the reader
    # first (neither role fills shared memory: source order), so x = 0 + 1, where the device's mbarrier gives 5 + 1
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "check_global_access", lambda k: None)
    monkeypatch.setenv("TLX_CACHE_DIR", str(tmp_path / "cache"))  # (this build must not reach the shared cache)
    p = tmp_path / "k.tlx"
    p.write_text(HANDOFF)
    mod = load_kernel_module(str(p), target="triton", interpret=True)
    x, y = torch.full((100,), float("nan")), torch.zeros(100)
    mod.k(x, y)
    assert torch.equal(y, torch.full((100,), 5.0))
    assert torch.equal(x, torch.full((100,), 1.0))  # not 6: the read came before the write


@pytest.mark.parametrize("read,where", [("y[rows[:, None], cols[None, :]] + 1.0", "10:43"),
                                        ("load(buf) + y[rows[:, None], cols[None, :]]", "10:55")])
def test_reading_what_a_tma_store_wrote_is_refused(read, where):
    msg = refused(TMA_STORE_THEN_READ.format(read=read))
    assert msg.startswith(f"k.tlx:{where}: error: role `main` reads `y`, which role `main` also stores to (TMA)"), msg
    assert "k.tlx:7:9: note" in msg and "not until global memory holds the data" in msg, msg


def test_a_tma_copy_of_what_generic_stores_wrote_is_refused():
    msg = refused(GENERIC_THEN_TMA_LOAD)
    assert msg.startswith("k.tlx:11:9: error: role `main` copies from (TMA) `y`, which role `main` also writes"), msg
    assert "async proxy" in msg and "k.tlx:8:9: note" in msg, msg


def test_two_roles_writing_one_tensor_are_refused_unless_both_add():
    msg = refused(TWO_ROLES.format(op_a="=", op_b="="))
    assert msg.startswith("k.tlx:8:9: error: role `b` writes `y`, which role `a` writes"), msg
    msg = refused(TWO_ROLES.format(op_a="+=", op_b="="))
    assert msg.startswith("k.tlx:8:9: error: role `b` writes `y`, which role `a` adds to"), msg


def test_a_replicated_role_reading_back_what_it_writes_is_refused():
    # its replicas may hand rows to each other, which no barrier in the proof orders
    msg = refused(REPLICATED.format(value="y[offs] * 2.0"))
    assert msg.startswith("k.tlx:5:9: error: role `a` writes `y`, which role `a` also reads"), msg


def test_what_stays_accepted(tmp_path):
    check(TWO_ROLES.format(op_a="+=", op_b="+="))  # atomic adds commute
    check(REPLICATED.format(value="full([64], 3.0, f32)"))  # each replica its own rows, the same op
    check(REPLICATED.format(value="full([64], 3.0, f32)"), "triton")
    # and the adds run right on the portable build: every element gets both
    p = tmp_path / "k.tlx"
    p.write_text(TWO_ROLES.format(op_a="+=", op_b="+="))
    mod = load_kernel_module(str(p), target="triton", interpret=True)
    y = torch.from_numpy(np.random.default_rng(0).standard_normal(100).astype(np.float32))
    want = y + 3.0
    mod.k(y)
    assert torch.allclose(y, want)


OWN_OFFSETS = """\
kernel wo(x: jagged f16[T, D] by offsets, a: f16[R, C], offsets: i32[NB]):
    tiles seq, m in blocks(x, 64){walk}
    smem buf: f16[64, 64]
    barrier ready
    role load(warps=1, regs=24):
        expect ready, bytes(buf)
        tma buf <- a[0, 0] signals ready
    role use(warps=4, regs=152):
        wait ready phase 0
        v = cast(load(buf), f32)
        offsets[arange(2) * 0 + 1] = arange(2) * 0
"""


@pytest.mark.parametrize("walk", ["", " persistent", " persistent dynamic"])
@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_writing_the_offsets_of_the_own_tile_space_is_refused(walk, target):
    # (helper-81) each Gluon partition decodes its own tile count from the offsets on the small-batch path: the `load`
    # role of a later program can count 0 tiles after `use` zeroed a length, and `use` then waits for its copy forever
    msg = refused(OWN_OFFSETS.format(walk=walk), target)
    assert msg.startswith("k.tlx:11:9: error: role `use` writes `offsets`, the offsets of the kernel's own jagged "
                          "tile space"), msg
    assert "k.tlx:2:5: note: the tile space decoded from them" in msg, msg


# helper-82: the offsets of any jagged tensor (not only the tile space's) are read through `.len`, `.start`, views
# and copies, which the rules above do not list as accesses, and the Gluon build hoists those reads to the tile's start
OTHER_OFFSETS_HANDOFF = """\
kernel k(o: f32[N], y: jagged f32[T, D] by cu, cu: i32[NB], D: const = 64):
    tiles i in range(cdiv(N, 64))
    smem buf: f32[64, 64]
    barrier ready
    barrier go
    role a(warps=4, regs=152):
        wait go phase 0
        cu[arange(2)] = full([2], 0, i32)
        store_smem(buf, zeros([64, 64], f32))
        arrive ready
    role b(warps=4, regs=152):
        n = y[0].len
        arrive go
        wait ready phase 0
        acc = load(buf)
        offs = i * 64 + arange(64)
        o[offs] = sum(acc, axis=0) + cast(n, f32) where offs < N
"""

OTHER_OFFSETS_ONE_ROLE = """\
kernel k(q: jagged f32[T, D] by cu2, y: jagged f32[T2, D] by cu, o: f32[B, D], cu: i32[NB], cu2: i32[NB2], D: const = 64):
    tiles seq, m in blocks(q, 64)
    smem buf: f32[64, 64]
    barrier ready
    role a(warps=4, regs=152):
        cu[seq + 1 + arange(1)] = full([1], 0, i32)
        store_smem(buf, zeros([64, 64], f32))
        arrive ready
        n = y[seq].len
        cols = arange(64)
        o[seq, cols] = sum(load(buf), axis=0) + cast(n, f32)
"""


@pytest.mark.parametrize("target", ["gluon", "triton"])
@pytest.mark.parametrize("src,where", [(OTHER_OFFSETS_HANDOFF, "8:9"), (OTHER_OFFSETS_ONE_ROLE, "6:9")])
def test_writing_the_offsets_of_any_jagged_tensor_is_refused(src, where, target):
    # the hand-off: the portable build ran role `a` first (it fills shared memory) and read length 0, the Gluon build
    # 10; one role: the Gluon build read the length hoisted before the role's own write (10, program order says 0)
    msg = refused(src, target)
    assert msg.startswith(f"k.tlx:{where}: error: role `a` writes `cu`, the offsets of jagged `y`"), msg
    assert "k.tlx:1:1: note: `y` is jagged by `cu`" in msg and "kernel of their own" in msg, msg


ALIASED = HANDOFF.replace("x: f32[N], y: f32[N]", "x: f32[N], y: f32[N], z: f32[N]").replace(
    "x[offs] = y[offs] + 1.0", "x[offs] = z[offs] + 1.0")


def test_tensors_the_rules_would_refuse_as_one_must_not_share_memory(tmp_path):
    # (helper-82) the rules go by parameter: z aliasing y handed y from `writer` to `reader` unchecked (the portable
    # build read 0 + 1, the device's mbarrier orders 5 + 1); the launchers now refuse it, and on both targets
    from tlx.compiler import Options, compile_text
    from tlx.passes.protocol.global_access import must_not_share
    c = compile_text(ALIASED, "k.tlx", "scheduled", Options(target="triton"))
    k = c.scheduled.kernels()[0]
    # (recorded before the merge; x and z: reader stores x and loads z, a read-back as one tensor)
    assert [tuple(p) for p in k.attrs["must_not_share"]] == [("x", "y"), ("x", "z"), ("y", "z")]
    # (the merged kernel alone has no hand-off, but its one stream writes x and y: two writes, proved element by
    # element per parameter, global_writes, so they must not share memory either)
    assert not any(o.name == "role" for o in k.walk()) and ("x", "y") in must_not_share(k)
    gl = compile_text(ALIASED, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert "_check_disjoint('y', y, 'z', z, as_one=True)" in gl
    p = tmp_path / "k.tlx"
    p.write_text(ALIASED)
    mod = load_kernel_module(str(p), target="triton", interpret=True)
    x, y = torch.full((100,), float("nan")), torch.zeros(100)
    with pytest.raises(ValueError, match="y and z share memory: the kernel writes one and reads or writes the other"):
        mod.k(x, y, y)
    assert torch.isnan(x).all()  # (refused before any kernel ran)
    with pytest.raises(ValueError, match="x and y share memory"):
        mod.k(y[:100], y, torch.zeros(100))
    z = torch.from_numpy(np.random.default_rng(1).standard_normal(100).astype(np.float32))
    mod.k(x, y, z)  # apart: the program's own answer
    assert torch.equal(y, torch.full((100,), 5.0)) and torch.allclose(x, z + 1.0)
    # one role reading one tensor and writing another: as one tensor a read-back, proved per parameter and ordered by
    # barriers per parameter (session 47), so the two must not share memory either (in place: one parameter)
    inplace = "kernel k(x: f32[N], y: f32[N]):\n    grid (cdiv(N, 64),) as (pid,)\n    offs = pid * 64 + arange(64)\n" \
              "    y[offs] = x[offs] * 2.0 where offs < N\n"
    assert compile_text(inplace, "k.tlx", "scheduled", Options(target="triton")).scheduled.kernels()[0] \
        .attrs["must_not_share"] == [["x", "y"]]


def test_hand_written_must_not_share_is_validated():
    from tlx.compiler import Options, compile_text
    from tlx.diagnostics import TlxError
    from tlx.ir.parser import parse_module
    from tlx.ir.printer import print_module
    from tlx.ir.verifier import verify_module
    text = print_module(compile_text(ALIASED, "k.tlx", "scheduled", Options(target="triton")).scheduled)
    verify_module(parse_module(text))  # (round-trips)
    with pytest.raises(TlxError, match=r"must_not_share entry .* must be \[tensor, tensor\]"):
        verify_module(parse_module(text.replace('must_not_share = [["x", "y"]', 'must_not_share = [["x", "nope"]')))


# helper-83 (pass 19): the builds disagreed. The portable build runs the programs of a grid one after another and
# each statement whole; on Gluon the programs run at once and two bulk copies in flight write in no order
SUM_THEN_READ = """\
kernel k(x: f32[N], y: f32[N], total: f32[T]):
    grid (cdiv(N, 64),) as (pid,)
    role main(warps=4):
        offs = pid * 64 + arange(64)
        v = x[offs]
        total[0] += sum(v, axis=0)
        t = total[0]
        y[offs] = v / t where offs < N
"""

TWO_TMA_STORES = """\
kernel k(x: f32[M, C], y: f32[M, C], C: const = 64):
    grid (cdiv(M, 64),) as (pid,)
    smem a: f32[64, 64]
    smem b: f32[64, 64]
    role main(warps=4):
        store_smem(a, full([64, 64], 1.0, f32))
        store_smem(b, full([64, 64], 2.0, f32))
        fence
        tma y[pid, 0] <- a
        tma y[pid, 0] <- b
"""


def test_reading_a_sum_the_grid_adds_to_is_refused():
    # portable: 1/64, 1/128, 1/192 per block (the grid's order); Gluon: whichever programs added first
    msg = refused(SUM_THEN_READ)
    assert msg.startswith("k.tlx:7:13: error: role `main` reads `total`, which role `main` also adds to: atomic adds"), msg


def test_two_tma_stores_of_one_tensor_by_one_role_are_refused():
    # both copies in flight at once: where the blocks meet, the copy engine decides (the portable build: the last)
    msg = refused(TWO_TMA_STORES)
    assert msg.startswith("k.tlx:10:9: error: role `main` stores to (TMA) `y`, which role `main` also stores to "
                          "(TMA): two TMA stores' global writes are not ordered"), msg
