"""The async features added for software pipelining: named rings shared by a role's pipelines (a peeled first
iteration), mma_wait(x, pending=N), async products waited in their block, per-tile rings (tile_index % S) and
the predefined TARGET. Each misuse is an error at an exact line:col."""
import os
import re

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ir.printer import print_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEEL = open(os.path.join(ROOT, "tests", "golden", "passes", "peel.tlx")).read()


def compile_(src, target="gluon", emit="scheduled", **defines):
    return compile_text(src, "t.tlx", emit, Options(target=target, defines=defines))


def test_peeled_pipeline_verifies_and_shares_one_ring_counter():
    c = compile_(PEEL)
    t = print_module(c.scheduled)
    # the compute role carries one ring position (kv), not one per pipeline
    m = re.search(r'role\(\) \{sym_name = "compute"[^}]*n_state = (\d+)', t)
    assert m and m.group(1) == "1", t[:2000]
    # the second pipeline counts on from where the first stopped
    assert re.search(r"%it(\.\d+)?: i32 = add\(%compute_kv\d+\.next, %idx", t), t
    assert "pending = 1" in t


def test_pending_becomes_num_outstanding_in_gluon():
    src = compile_(PEEL, emit="gluon").outputs["gluon"]
    assert "warpgroup_mma_wait(num_outstanding=1, deps=(s_f,))" in src
    assert "warpgroup_mma_wait(num_outstanding=0, deps=(o_f,))" in src


def test_wait_after_a_value():
    # mma_wait(x, after=v): the wait stays after v's computation (a never-run shared-memory store of v before it,
    # codegen/gluon.py's WAIT_AFTER: ptxas would otherwise hoist the wait above independent math); the helper is
    # emitted only into modules that use it, and nothing else changes
    src = PEEL.replace("acc = mma_wait(o_f)", "acc = mma_wait(o_f, after=max(s, axis=1))")
    out = compile_(src, emit="gluon").outputs["gluon"]
    call = re.search(r"\n( +)_tlx_wait_after\((\w+)\).*\n\1(\w+) = warpgroup_mma_wait\(num_outstanding=0", out)
    assert call and re.search(rf"\n +{call.group(2)} = gl\.max\(s\w*, axis=1\)", out), out
    assert out.count("def _tlx_wait_after(") == 1 and "%smid" in out
    plain = compile_(PEEL, emit="gluon").outputs["gluon"]
    assert "_tlx_wait_after" not in plain


def test_portable_target_runs_peel_sequentially_or_says_why():
    # two pipelines over one ring in one role cannot be zipped with the producer's single one: a clear error
    with pytest.raises(TlxError) as e:
        compile_(PEEL, target="triton")
    assert "cannot sequentialize" in str(e.value)


CASES = {
    "pending_too_many": ([("pending=1", "pending=2")], "24:17", "does not wait for this product: only 1"),
    "pending_wrong_order": ([("            s_f = mma_async(abuf[slot], bbuf[slot])\n            o_f = mma_async(abuf[last], bbuf[last], acc)\n",
                              "            o_f = mma_async(abuf[last], bbuf[last], acc)\n            s_f = mma_async(abuf[slot], bbuf[slot])\n")],
                            "24:17", "does not wait for this product: only 0"),
    "pending_negative": ([("pending=1", "pending=-1")], "24:17", "pending must be a non-negative"),
    "after_not_a_row_vector": ([("acc = mma_wait(o_f)", "acc = mma_wait(o_f, after=s)")], "25:19",
                               "after must be a 1-D f32 tile"),
    "used_before_wait": ([("            acc = acc + s * 0.0\n", "            acc = acc + s_f * 0.0\n")], "27:25",
                         "used here before mma_wait()"),
    "never_waited": ([("            acc = mma_wait(o_f)\n", "")], "23:19", "never waited"),
    "ring_stages_differ": ([("range(1, n) over ring kv(STAGES)", "range(1, n) over ring kv(3)")], "20:48",
                           "ring 'kv' has 2 stages in an earlier pipeline of this role, not 3"),
    "epilogue_condition": ([("        if n > 0:\n", "        if n > 1:\n")], "10:13", "deadlock"),
    "release_wrong_slot": ([("            arrive free[last]\n            acc = acc + s", "            arrive free[slot]\n            acc = acc + s")],
                          "10:13", "deadlock"),
    "one_stage_deadlocks": ([("STAGES: const = 2", "STAGES: const = 1")], "10:13", "deadlock"),
    # an async product reads its shared-memory operands until its mma_wait: releasing the slot before that wait lets
    # the producer's copy land under the product; the product's own role storing over it before the wait is the same
    "release_before_wait": ([("            acc = mma_wait(o_f)\n            arrive free[last]\n",
                              "            arrive free[last]\n            acc = mma_wait(o_f)\n")], "12:13",
                            "overwrites 'abuf[0]' while role 'compute' may still be reading it"),
    "store_before_wait": ([("            s = mma_wait(s_f, pending=1)\n",
                            "            store_smem(abuf[slot], cast(zeros([64, 64], f32), f16))\n            fence\n"
                            "            s = mma_wait(s_f, pending=1)\n")], "24:13",
                          "while an async product of role 'compute' may still be reading it: mma_wait it before"),
}


def _rejected_at(name, src, edits, where, msg):
    for old, new in edits:
        assert old in src, (name, old)
        src = src.replace(old, new)
    with pytest.raises(TlxError) as e:
        compile_(src)
    d = e.value.first
    assert f"{d.span.line}:{d.span.col}" == where, (name, str(e.value))
    assert msg in d.message, (name, d.message)


@pytest.mark.parametrize("name", sorted(CASES))
def test_misuse_is_rejected_at_its_line(name):
    _rejected_at(name, PEEL, *CASES[name])


TILE_RING = """kernel k(a: f16[M, N], o: f32[M, N]):
    tiles i in range(cdiv(M, 64)) persistent
    smem buf[2]: f16[64, 64]
    barrier full[2]
    barrier empty[2](count=1)
    role load(warps=1, regs=24):
        t = tile_index % 2
        wait empty[t]
        expect full[t], bytes(buf)
        tma buf[t] <- a[i, 0] signals full[t]
    role compute(warps=4, regs=240):
        t = tile_index % 2
        wait full[t]
        x = load(buf[t])
        arrive empty[t]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] = cast(x, f32)
"""


def test_tile_index_ring_phases():
    t = print_module(compile_(TILE_RING).scheduled)
    assert "floordiv(%tile_iter" in t  # the phase of a tile_index % 2 barrier flips every second tile
    assert compile_(TILE_RING, target="triton", emit="triton").outputs["triton"]


@pytest.mark.parametrize("edit,where,msg", [
    (("        wait empty[t]\n", ""), "9:9", "writes 'buf[0]' while an earlier write to it may still be in flight"),
    (("        t = tile_index % 2\n        wait full[t]", "        t = tile_index % 2\n        wait full[0]"), "14:13",
     "before the wait that publishes"),  # tile 1 reads buf[1] after a wait on full[0]: each copy is its own event
    (("        wait empty[t]\n", "        wait empty[t] phase 1\n"), "10:9", "may still be in flight or unread"),
])
def test_tile_index_ring_misuse(edit, where, msg):
    src = TILE_RING.replace(*edit)
    with pytest.raises(TlxError) as e:
        compile_(src)
    d = e.value.first
    assert f"{d.span.line}:{d.span.col}" == where, str(e.value)
    assert msg in d.message, d.message


def test_target_is_predefined():
    src = "kernel k(o: f32[N], X: const = TARGET == \"gluon\"):\n    grid(1) as (i,)\n    o[arange(16)] = zeros([16], f32)\n"
    for target, want in (("gluon", "X = true"), ("triton", "X = false")):
        assert want in compile_text(src, "t.tlx", "ir", Options(target=target)).outputs["ir"]


# a variant's buffers declared in a kernel-level `if` on compile-time parameters are hoisted like any declaration
VARIANT_BUF = TILE_RING.replace(
    "kernel k(a: f16[M, N], o: f32[M, N]):", "kernel k(a: f16[M, N], o: f32[M, N], TWO: const = True):").replace(
    "    smem buf[2]: f16[64, 64]\n",
    "    if TWO and TARGET == \"gluon\":\n        smem buf[2]: f16[64, 64]\n    else:\n        smem buf[3]: f16[64, 64]\n")


@pytest.mark.parametrize("two,slots", [("true", 2), ("false", 3)])
def test_declaration_in_compile_time_if_is_hoisted(two, slots):
    t = print_module(compile_(VARIANT_BUF, TWO=two).scheduled)
    assert re.search(rf'%buf: smem<{slots}x64x64xf16> = smem_alloc\(\)', t), t[:1500]
    # above the tile space, as every declaration
    assert t.index("smem_alloc") < t.index("tiles(")


@pytest.mark.parametrize("edit,where", [
    # the condition reads a name bound after the launch space: not static
    (("    if TWO and TARGET == \"gluon\":\n", "    two = TWO\n    if two:\n"), "5:9"),
    # inside a role
    (("    role compute(warps=4, regs=240):\n", "    role compute(warps=4, regs=240):\n        smem extra: f16[64, 64]\n"),
     "15:9"),
])
def test_declaration_not_at_kernel_level_is_an_error(edit, where):
    with pytest.raises(TlxError) as e:
        compile_(VARIANT_BUF.replace(*edit), TWO="true")
    d = e.value.first
    assert f"{d.span.line}:{d.span.col}" == where, str(e.value)
    assert "must be declared at kernel level" in d.message


# an async product reads its operands until its mma_wait, also against another role's write: the consumer releasing
# the slot before that wait lets the producer's next copy land under the product (the in-flight check covers every
# role's products, not only the writer's). The extra `wait` after the release hands the turn to the producer before
# the consumer's mma_wait, so the run meets the write while the product is still in flight.
MMA_RING = """kernel k(a: f16[M, K], b: f16[K, N], o: f32[M, N]):
    tiles i in range(cdiv(M, 64)) persistent
    smem abuf[2]: f16[64, 64]
    smem bbuf[2]: f16[64, 64]
    barrier ready[2]
    barrier free[2](count=1)
    n = cdiv(K, 64)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(abuf) + bytes(bbuf)
            tma abuf[slot] <- a[i, j] signals ready[slot]
            tma bbuf[slot] <- b[j, 0] signals ready[slot]
    role compute(warpgroups=1, regs=240):
        acc = zeros([64, 64], f32)
        pipeline j in range(n) over ring(2) as slot:
            wait ready[slot]
            o_f = mma_async(abuf[slot], bbuf[slot], acc)
            wait ready[slot]
            acc = mma_wait(o_f)
            arrive free[slot]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""


def test_cross_role_write_under_an_inflight_product():
    assert compile_(MMA_RING)
    early = "            arrive free[slot]\n            wait ready[slot]\n            acc = mma_wait(o_f)\n"
    src = MMA_RING.replace("            wait ready[slot]\n            acc = mma_wait(o_f)\n            arrive free[slot]\n",
                           early)
    assert early in src
    with pytest.raises(TlxError) as e:
        compile_(src)
    d = e.value.first
    assert d.span.short == "12:13", str(e.value)  # the producer's copy into the slot
    assert ("role 'load' overwrites 'abuf[0]' while an async product of role 'compute' may still be reading it: its "
            "role releases the slot before the product's mma_wait") in d.message, d.message


# A chain: an async product accumulating on another one still in flight (wgmma completes in issue order, so the wait
# of the chain's last product completes it all; FlashAttention-4's 192-key steps issue P V as two chained products).
CHAIN = PEEL.replace(
    "            o_f = mma_async(abuf[last], bbuf[last], acc)\n            s = mma_wait(s_f, pending=1)\n"
    "            acc = mma_wait(o_f)\n",
    "            o_f = mma_async(abuf[last], bbuf[last], acc)\n            o_g = mma_async(s_in, bbuf[last], o_f)\n"
    "            s = mma_wait(s_f, pending=2)\n            acc = mma_wait(o_g)\n").replace(
    "        last = 0\n", "        last = 0\n        s_in = cast(zeros([64, 64], f32), f16)\n")


def test_chained_products_verify_and_keep_every_register_operand_alive():
    assert CHAIN != PEEL
    out = compile_(CHAIN, emit="gluon").outputs["gluon"]
    chained = re.search(r"\n +(\w+) = warpgroup_mma\((\w+), [\w.()]+, (\w+), is_async=True\)", out)
    assert chained and chained.group(3).startswith("o_f"), out
    # the chain's one wait keeps the register A operand of its second product alive
    assert re.search(rf"warpgroup_mma_wait\(num_outstanding=0, deps=\({chained.group(1)}, {chained.group(2)}\)\)",
                     out), out


CHAIN_CASES = {
    # the chain's first product reads abuf[last] until the wait of its last one
    "release_before_chain_wait": ([("            acc = mma_wait(o_g)\n            arrive free[last]\n",
                                    "            arrive free[last]\n            acc = mma_wait(o_g)\n")], "12:13",
                                  "overwrites 'abuf[0]' while role 'compute' may still be reading it"),
    "chained_twice": ([("            s = mma_wait(s_f, pending=2)\n",
                        "            o_h = mma_async(abuf[slot], bbuf[slot], o_f)\n            s = mma_wait(s_f, pending=3)\n"
                        "            acc = acc + mma_wait(o_h)\n")], "26:19", "waited or chained more than once"),
    "chained_and_waited": ([("            acc = mma_wait(o_g)\n", "            acc = mma_wait(o_g) + mma_wait(o_f)\n")],
                           "27:35", "waited or chained more than once"),
    "pending_counts_the_chain": ([("pending=2", "pending=3")], "26:17", "does not wait for this product: only 2"),
}


@pytest.mark.parametrize("name", sorted(CHAIN_CASES))
def test_chain_misuse_is_rejected_at_its_line(name):
    _rejected_at(name, CHAIN, *CHAIN_CASES[name])


CHAIN_K = """kernel chain2(a: f32[M, K], b: f32[K, N], o: f32[M, N]):
    grid (cdiv(M, 16),) as (i,)
    rows = i * 16 + arange(16)
    k0 = arange(16)
    cols = arange(16)
    a0 = a[rows[:, None], k0[None, :]]
    a1 = a[rows[:, None], (k0 + 16)[None, :]]
    b0 = b[k0[:, None], cols[None, :]]
    b1 = b[(k0 + 16)[:, None], cols[None, :]]
    f = mma_async(a1, b1, mma_async(a0, b0))
    o[rows[:, None], cols[None, :]] = mma_wait(f) where rows[:, None] < M
"""


def test_chain_sums_its_products_on_the_interpreter(tmp_path):
    # the portable build runs a chain as products accumulating one on the other: A[:, :16] B[:16] + A[:, 16:] B[16:]
    import torch
    from tlx.runtime import load_kernel_module
    p = tmp_path / "chain.tlx"
    p.write_text(CHAIN_K)
    mod = load_kernel_module(str(p), {}, target="triton", interpret=True)
    g = torch.Generator().manual_seed(3)
    a, b = torch.randn(40, 32, generator=g), torch.randn(32, 16, generator=g)
    o = torch.full((40, 16), float("nan"))
    mod.chain2(a, b, o)
    ref = a.double() @ b.double()
    assert not o.isnan().any() and (o.double() - ref).abs().max() <= 1e-5 * ref.abs().max()
