"""The sixth red-team pass of the verifier (session 27, docs/soundness_backlog.md): programs `tlx check` proved
although an input the launcher accepted would hang the device. Each is now refused at its line:col (with a
counter-example or a note at the read that is not modeled), refused by the launcher, or generated the way the
proof models it: two jagged tensors with different rows behind one offsets tensor, a loop without sync statements
whose end wraps, arithmetic of constants that the generated code would have computed by two different rules,
bool/float/narrow Python values for integer parameters, and values read from memory the kernel writes (a reduced
tile, shared memory at kernel level or in a replicated role, offsets the tiles are decoded from). The seventh pass
attacked those fixes (constants with no value in their dtype, loops outside the roles, unmodeled conditions, the tile
count's own overflow, a runtime branch that reassigned a number)."""
import numpy as np
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import load_kernel_module

RING = """\
kernel k(x: f32[N]{params}):
    tiles i in range(cdiv(N, 64)) persistent
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
{pre}    role prod(warps=4, regs=152):
        pipeline j in range({prod}) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range({cons}) over ring(2) as sl:
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


def ring(params="", pre="", prod="n", cons="n", extra=""):
    return RING.format(params=params, pre=pre, prod=prod, cons=cons, extra=extra)


def check(src, target="gluon"):
    return compile_text(src, "k.tlx", "scheduled", Options(target=target))


def refused(src, target="gluon"):
    with pytest.raises(TlxError) as e:
        check(src, target)
    msg = str(e.value)
    assert "tlx/" not in msg, msg  # at the user's line, no compiler file in it
    return msg


def module(tmp_path, src, name="k.tlx"):
    p = tmp_path / name
    p.write_text(src)
    return load_kernel_module(str(p), target="triton", interpret=True)


# ---------------------------------------------------------------- a sequence's length per offsets tensor

TWO_ROWS = """\
kernel k(x: jagged f32[T, D] by off, y: jagged f32[U, D] by off, o: f32[B, D], off: i32[NB], D: const = 64):
    tiles seq in range(NB - 1)
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
    role prod(warps=4, regs=152):
        pipeline j in range(x[seq].len) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range(y[seq].len) over ring(2) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
        o[seq, arange(64)] = sum(acc, axis=0)
"""


def test_tensors_jagged_by_one_offsets_tensor_must_have_the_same_rows(tmp_path):
    # the proof gives x[seq].len and y[seq].len one value (one offsets tensor); each reader clamps the offsets to
    # its own tensor's rows: with 10 and 5 rows and off = [0, 10] the producer ran 10 steps, the consumer 5
    check(TWO_ROWS)
    mod = module(tmp_path, TWO_ROWS)
    off = torch.tensor([0, 10], dtype=torch.int32)
    o = torch.full((1, 64), float("nan"))
    with pytest.raises(ValueError, match=r"y: dimension 0 is 5, expected 10 \(the rows of x: both are jagged by off\)"):
        mod.k(torch.randn(10, 64), torch.randn(5, 64), o, off)
    mod.k(torch.randn(10, 64), torch.randn(10, 64), o, off)
    assert torch.equal(o, torch.zeros(1, 64))  # (the kernel sums zeros: every element written)


# ---------------------------------------------------------------- loops without sync statements

WRAP = """\
kernel k(x: f32[N], n: i32, y: f32[N]):
    {req}grid (1,) as (pid,)
    barrier done
    role prod(warps=4, regs=152):
        offs = arange(64)
        for j in range(0, n, 64):
            x[offs] = full([64], 1.0, f32) where offs < N
        arrive done
    role cons(warps=4, regs=152):
        wait done phase 0
        offs = arange(64)
        y[offs] = zeros([64], f32) where offs < N
"""


def test_a_loop_without_sync_statements_whose_end_wraps_is_refused():
    # n = 2**31 - 1: j steps from 2**31 - 64 to -2**31, still below n; the producer never reaches its arrive
    msg = refused(WRAP.format(req=""))
    assert "k.tlx:6:9" in msg and "steps past its last value" in msg and "with n = " in msg, msg
    check(WRAP.format(req='require n <= 2147483584, "n"\n    '))  # (2**31 - 64: the last step stays in range)


# ---------------------------------------------------------------- arithmetic of constants

CONSTS = ring(pre="    c = minimum(cast(0 - 7, i32), 3)\n    t = c // 2 + {k}\n", prod="{p}", cons="t")


@pytest.mark.parametrize("k,p,ok", [(4, 0, True), (5, 0, False), (5, 1, True)])
def test_arithmetic_of_constants_has_one_meaning(k, p, ok):
    # minimum(-7, 3) // 2 is -4 by Python's rules; the generated code computed gl.minimum(-7, 3) as a device
    # tensor and divided it toward zero (-3) while the proof folded it as Python (t = 0: a consumer with one step
    # and a producer with none was proved). canonicalize now folds it, so the code computes what was proved
    src = CONSTS.format(k=k, p=p)
    if ok:
        gl = compile_text(src, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
        cons = gl[gl.index("def k_cons"):gl.index("def k_kernel")]
        assert "gl.minimum(" not in gl and f"in range(0, {k - 4}):" in cons, cons  # t = -4 + k, folded
    else:
        msg = refused(src)
        assert "deadlock" in msg or "never" in msg, msg


def test_constants_fold_with_pythons_rules_on_the_interpreter(tmp_path):
    src = """\
kernel k(x: f32[N]):
    tiles i in range(1)
    c = minimum(cast(0 - 7, i32), 3)
    offs = arange(64)
    x[offs] = full([64], cast(c // 2 * 100 + c % 2 * 10 + cdiv(c, 2), f32), f32) where offs < N
"""
    x = torch.full((64,), float("nan"))
    module(tmp_path, src).k(x)
    want = (-7 // 2) * 100 + (-7 % 2) * 10 + -(7 // 2)
    assert torch.equal(x, torch.full((64,), float(want)))


# ---------------------------------------------------------------- integer parameters from Python

INT_PARAM = """\
kernel k(x: f32[N], n: {dt}):
    tiles i in range(1)
    offs = arange(64)
    x[offs] = full([64], cast(n * 1000, f32), f32) where offs < N
"""


@pytest.mark.parametrize("value", [True, False, 16777215.0, 3.0, torch.tensor(3), "3", None])
def test_an_i32_parameter_takes_integers_only(tmp_path, value):
    # True is typed i1 by triton (True + True is 0 there), 16777215.0 fp32 (16777215 * 3 rounds): not what was proved
    mod = module(tmp_path, INT_PARAM.format(dt="i32"))
    with pytest.raises(ValueError, match=r"n: expected an integer in the i32 range"):
        mod.k(torch.zeros(64), value)


def test_integer_parameters_reach_the_kernel_in_their_declared_type(tmp_path):
    mod = module(tmp_path, INT_PARAM.format(dt="i64"))
    x = torch.full((64,), float("nan"))
    mod.k(x, 3_000_000)  # fits i32, which triton would pick from the value: 3e9 wraps there
    assert torch.equal(x, torch.full((64,), 3e9))
    mod.k(x, np.int64(5))  # numpy integers are integers
    assert torch.equal(x, torch.full((64,), 5000.0))
    src = INT_PARAM.replace("tiles i in range(1)", "grid (1,) as (pid,)\n    barrier b") \
        .replace("    offs = arange(64)\n", "    role p(warps=4, regs=152):\n        arrive b\n"
                 "    role c(warps=4, regs=152):\n        wait b phase 0\n        offs = arange(64)\n") \
        .replace("    x[offs]", "        x[offs]")
    for dt, sig in (("i64", 'n: "int64"'), ("i32", 'n: "int32"'), ("i1", "n, ")):
        gl = compile_text(src.format(dt=dt), "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
        assert sig in gl.split("def k_kernel(")[1].split("\n")[0], dt
    for dt, entry in (("i64", "n = n.to(gl.int64)"), ("i1", "n = n != 0")):
        assert entry in compile_text(src.format(dt=dt), "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]


def test_an_i1_parameter_takes_bools_and_0_or_1(tmp_path):
    mod = module(tmp_path, INT_PARAM.format(dt="i1").replace("n * 1000", "cast(n, i32) * 1000"))
    x = torch.full((64,), float("nan"))
    for v, want in ((True, 1000.0), (0, 0.0), (np.int32(1), 1000.0)):
        mod.k(x, v)
        assert torch.equal(x, torch.full((64,), want))
    with pytest.raises(ValueError, match="n: expected an integer in the i1 range"):
        mod.k(x, 2)


# ---------------------------------------------------------------- values read from memory the kernel writes

NOTE = "which this kernel also writes: each role reads it when it gets there"


def test_a_reduced_tile_of_a_tensor_the_kernel_writes_is_not_modeled():
    # every partition reloads cnt at each tile; the consumer adds 1 after its pipeline: the producer, a step ahead,
    # reads the old count and the consumer the new one
    src = ring(params=", cnt: i32[C]", pre="    n = max(cnt[arange(4) * 0], axis=0)\n",
               extra="        cnt[arange(1)] += full([1], 1, i32)\n")
    msg = refused(src)
    # (since session 45 refused before the proof, at the add: every partition's read against a role's write is a
    # hand-off through global memory, global_access.py; the proof's own guard: test_protocol_redteam.py)
    assert "k.tlx:18:9: error: role `cons` adds to `cnt`, which the kernel reads" in msg, msg
    assert "k.tlx:6:13: note: the kernel reads `cnt` here" in msg, msg


def test_the_launcher_refuses_a_tensor_read_for_integers_that_overlaps_one_written(tmp_path):
    src = ring(params=", cnt: i32[C], w: i32[C]", pre="    n = max(cnt[arange(4) * 0], axis=0)\n",
               extra="        w[arange(1)] += full([1], 1, i32)\n")
    check(src)
    mod = module(tmp_path, src)
    c = torch.ones(4, dtype=torch.int32)
    with pytest.raises(ValueError, match="cnt and w share memory"):
        mod.k(torch.zeros(64), c, c)
    w = torch.zeros(4, dtype=torch.int32)
    x = torch.full((64,), float("nan"))
    mod.k(x, c, w)
    assert torch.equal(x, torch.zeros(64)) and w.tolist() == [1, 0, 0, 0]


@pytest.mark.parametrize("dt,read,target", [
    ("i32", "load(ib)", "gluon"),
    # a product reads its shared-memory operands too (i8: the portable target; Gluon refuses i8 products)
    ("i8", "mma(ib, ib.T, zeros([64, 64], i32))", "triton")])
def test_shared_memory_read_by_replicas_is_not_one_value(dt, read, target):
    # replica 0 stores 1, both read, replica 0 stores 2 and signals: replica 1 reads 2 and runs one more turn
    src = f"""\
kernel k(x: f32[N]):
    grid (1,) as (pid,)
    smem ib: {dt}[64, 64]
    barrier b
    role compute(warpgroups=2, regs=152) replicated as wg:
        acc = zeros([64], f32)
        if wg == 0:
            store_smem(ib, full([64, 64], 1, {dt}))
        else:
            wait b phase 0
        n = max(max({read}, axis=1), axis=0)
        if wg == 0:
            store_smem(ib, full([64, 64], 2, {dt}))
            arrive b
        pipeline j in range(n) over ring r(1) as s:
            in turn:
                acc = acc + 1.0
        x[wg * 64 + arange(64)] = acc where wg * 64 + arange(64) < N
"""
    msg = refused(src, target)
    assert "k.tlx:15:9: error: cannot prove" in msg and "k.tlx:11:21: note: a read of 'ib', " + NOTE in msg, msg


def test_tiles_decoded_from_offsets_the_kernel_writes_are_not_modeled():
    src = """\
kernel k(x: jagged f32[T, D] by off, off: i32[NB], D: const = 64):
    tiles seq, m in blocks(x, 64) persistent
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
    role prod(warps=4, regs=152):
        pipeline j in range(m) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range(m) over ring(2) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
        off[1 + arange(1)] = full([1], 64 * m + 64 * seq + 1, i32)
"""
    msg = refused(src)
    # (since session 45 refused before the proof, at the write: every partition decodes its own tile count from the
    # offsets, tests/test_global_access.py; the proof's unmodeled coordinates still guard other jagged tensors' offsets)
    assert "k.tlx:17:9: error: role `cons` writes `off`, the offsets of the kernel's own jagged tile space" in msg, msg
    assert "k.tlx:2:5: note: the tile space decoded from them" in msg, msg
    check(src.replace("        off[1 + arange(1)] = full([1], 64 * m + 64 * seq + 1, i32)\n", ""))


# ---------------------------------------------------------------- code outside the roles

@pytest.mark.parametrize("stmt,what", [
    ("x[arange(64)] = full([64], 7.0, f32) where arange(64) < N", "a store to a tensor"),
    ("store_smem(buf[0], zeros([64, 64], f32))", "store_smem()"),
    ("m = max(max(load(buf[1]), axis=1), axis=0)", "load() of shared memory"),
    ("arrive ready[0]", "`arrive`"),
])
@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_code_outside_the_roles_only_computes_values(stmt, what, target):
    # the Gluon build re-runs that code in each partition that needs a value from it (a store: in none, it was
    # dropped), the portable build once; no role's process holds it for the proof
    msg = refused(ring(pre=f"    n = 1\n    {stmt}\n"), target)
    assert "k.tlx:7:" in msg and f"error: {what} outside a role" in msg, msg


# ---------------------------------------------------------------- the seventh pass (attacking the fixes above)

@pytest.mark.parametrize("pre,why", [
    ("    a = cast(-2147483647, i32) - cast(10, i32)\n    n = minimum(a, cast(0, i32)) % 2 + 1\n", "-2147483657"),
    ("    s = cast(1, i1) + cast(1, i1)\n    n = cast(not s, i32) + 1\n", "is 2, outside the i1 range"),
    ("    n = cast(cast(40000, i32), i16) % cast(2, i16) + cast(1, i16)\n", "is 40000, outside the i16 range"),
])
def test_constant_arithmetic_without_a_value_in_its_dtype_is_an_error(pre, why):
    # left unfolded, Triton made such a constant an i64 or u32 tensor (or dropped the narrowing cast) and computed
    # on with it, while the proof computed with Python's rules
    msg = refused(ring(pre=pre))
    assert "k.tlx:6:" in msg and why in msg and "the device would compute it in another type" in msg, msg


def test_not_of_a_constant_boolean_is_folded():
    # Gluon printed `~True` (-2, true) where the proof had 0: the consumer waited on a barrier nobody signals
    src = ring(pre="    c = cast(1, i32) > cast(0, i32)\n    u = not c\n    n = cast(u, i32) + 1\n")
    gl = compile_text(src, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert "~" not in gl.split("def k_kernel")[0].split("def k_prod")[-1]


def test_a_loop_outside_the_roles_is_an_error():
    # never walked by the proof: neither its step (`range(0, 1, s)` with s = 0 never ends) nor its end was checked
    msg = refused(ring(params=", s: i32", pre="    n = 0\n    for j in range(0, 1, s):\n        n = n + 1\n"))
    assert "k.tlx:7:5: error: a loop outside a role" in msg, msg


def test_a_value_from_an_unmodeled_condition_is_unmodeled():
    # each partition sums the floats in its own order (1 warp vs 4): the model gave `where` a fresh input shared by
    # both roles; now it is unmodeled, like the comparison it reads
    msg = refused(ring(params=", z: f32[N]", pre="    n = where(sum(z[i * 64 + arange(64)], axis=0) > 0.5, 1, 3)\n"))
    assert "k.tlx:8:9: error: cannot prove" in msg and "does not model" in msg, msg


def test_a_number_reassigned_in_a_runtime_branch_keeps_its_new_value(tmp_path):
    # `n = 1; if x[0] > 0.5: n = 2` kept n = 1 after the if (the frontend dropped names that are numbers on every path)
    src = """\
kernel k(x: f32[N], y: f32[N]):
    tiles i in range(1)
    n = 1
    f = 0.5
    if x[0] > 0.5:
        n = 2
        f = 1.5
    offs = arange(64)
    y[offs] = full([64], cast(n, f32) + f, f32) where offs < N
"""
    mod = module(tmp_path, src)
    for v, want in ((0.0, 1.5), (1.0, 3.5)):
        y = torch.full((64,), float("nan"))
        mod.k(torch.full((64,), v), y)
        assert torch.equal(y, torch.full((64,), want)), (v, y[:2])


def test_the_tile_count_is_checked_for_overflow_like_a_protocol_term():
    # 0 tiles to the host and the model (the extent is clamped at 0), 2**31 - 10 on the device, which computes the
    # product in i32; the model's tile-coordinate bounds assumed a tile exists and made the query vacuous
    src = ring().replace("tiles i in range(cdiv(N, 64)) persistent", "tiles i in range(0 - N * 65536 * 32768 - 10) persistent")
    msg = refused(src.replace("{prod}", "1").replace("range(n)", "range(1)"))
    assert "k.tlx:2:" in msg and "can overflow" in msg and "with N = " in msg, msg


def test_offsets_must_be_contiguous_and_integers_plain(tmp_path):
    mod = module(tmp_path, TWO_ROWS)
    big = torch.tensor([0, 9, 3, 9, 7], dtype=torch.int32)
    with pytest.raises(ValueError, match="off: offsets must be contiguous, got stride 2"):
        mod.k(torch.randn(10, 64), torch.randn(10, 64), torch.zeros(2, 64), big[::2])
    imod = module(tmp_path, INT_PARAM.format(dt="i32"), "i.tlx")

    class Liar:
        def __index__(self):
            return 2.5
    for bad in (np.array([3]), Liar()):
        with pytest.raises(ValueError, match="n: expected an integer in the i32 range"):
            imod.k(torch.zeros(64), bad)


def test_num_seqs_is_the_offsets_size_less_one():
    # (a false refusal of the seventh pass: num_seqs was an input of its own, so a require bounding it did not bound
    # NB and the proof reported NB = 6, an input the launcher refuses)
    def src(cap):
        return ring(params=", q: jagged f32[T] by off, off: i32[NB]", prod="NB", cons="minimum(NB, 5)",
                    pre=f'    require num_seqs(q) <= {cap}, "at most {cap} sequences"\n')
    check(src(4))
    msg = refused(src(5))
    assert "k.tlx:14:9: error:" in msg and "with NB = 6" in msg, msg


def test_the_length_of_an_unmodeled_sequence_index_is_unmodeled():
    # (red-team pass 8: every unmodeled index shared one length, so a == b was proved; v = [1, 0], cu = [0, 0, 5]
    # gives a = 5, b = 0 and the wait never returns)
    src = """\
kernel k(v: f32[V], x: jagged f32[T] by cu, out: i32[M], cu: i32[NB]):
    tiles t in range(1)
    barrier never
    s1 = where(v[0] > 0.5, 1, 0)
    s2 = where(v[1] > 0.5, 1, 0)
    a = x[s1].len
    b = x[s2].start
    role main(warps=4, regs=152):
        out[0] = a
        out[1] = b
        if a != b:
            wait never phase 0
"""
    msg = refused(src)
    assert "k.tlx:11:9: error: cannot prove the protocol for every input" in msg, msg
