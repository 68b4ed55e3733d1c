"""An async product carried into a loop's next iteration (docs/language.md, "Async products"): the IR rule (a carried
product may only be waited, chained on, or carried on, once), the protocol proof that follows the product through the
back-edge (a slot released before the product's wait is a race at the producer's copy), the end-of-tile check (a
product no wait completes), and both backends: Gluon carries a warpgroup_mma accumulator with no wait before the
back-edge; the portable target (tl.dot, waits are the identity) runs under the interpreter."""
import os
import re

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CARRY = open(os.path.join(ROOT, "tests", "golden", "passes", "carry.tlx")).read()
LOOP = ("            s_f = mma_async(abuf[slot], bbuf[slot])\n            acc = mma_wait(f, pending=1)\n"
        "            arrive free[last]\n            s = mma_wait(s_f)\n")


def compile_(src, emit="scheduled", target="gluon", **defines):
    return compile_text(src, "t.tlx", emit, Options(target=target, defines={k: str(v) for k, v in defines.items()}))


@pytest.fixture(autouse=True)
def full_search(monkeypatch):
    # (the proofs and rejections here are the verifier's own verdicts, not a sampled search's: conftest samples
    # outside its proof modules)
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)


@pytest.mark.parametrize("stages", [2, 3])
def test_carried_product_is_proved(stages):
    assert not compile_(CARRY, STAGES=stages).ctx.protocol_sampled


def test_chaining_on_a_carried_product_is_proved():
    # the chain's wait completes the carried product too (wgmma completes in issue order)
    assert not compile_(CARRY.replace(LOOP, "            s_f = mma_async(abuf[slot], bbuf[slot], f)\n            s = mma_wait(s_f)\n"
                                 "            arrive free[last]\n            acc = s\n")).ctx.protocol_sampled


def test_waiting_a_product_an_earlier_wait_completed_is_proved():
    # (red team, session 36: rejected as a race until then) the new product's full wait completes the carried one
    # too; the carried product's own wait, after the release, completes nothing more and reads no slot
    assert not compile_(CARRY.replace(LOOP, "            s_f = mma_async(abuf[slot], bbuf[slot])\n"
                                            "            s = mma_wait(s_f)\n            arrive free[last]\n"
                                            "            acc = mma_wait(f)\n")).ctx.protocol_sampled


def test_waiting_a_carried_product_only_after_the_release_is_rejected():
    # the same order with the new product left in flight (pending=1): the carried one is still reading at the release
    with pytest.raises(TlxError) as ei:
        compile_(CARRY.replace(LOOP, "            s_f = mma_async(abuf[slot], bbuf[slot])\n"
                                     "            arrive free[last]\n            acc = mma_wait(f, pending=1)\n"
                                     "            s = mma_wait(s_f)\n"))
    assert "may still be reading" in ei.value.first.message


def test_gluon_carries_the_accumulator_with_no_wait_at_the_back_edge():
    src = compile_(CARRY, emit="gluon").outputs["gluon"]
    assert "import warpgroup_mma_init" in src
    # the peeled step's carried value starts as a plain tile, wrapped as an accumulator (no instruction)
    assert re.search(r"\n +f\w* = warpgroup_mma_init\(acc\w*\)", src), src
    loop = src[src.index("for j"):]
    loop = loop[loop.index("for j", 10):]  # the second pipeline
    assert re.search(r"warpgroup_mma_wait\(num_outstanding=1, deps=\(f\w*,\)\)", loop), loop[:1500]
    # no other module imports it
    peel = open(os.path.join(ROOT, "tests", "golden", "passes", "peel.tlx")).read()
    assert "warpgroup_mma_init" not in compile_(peel, emit="gluon").outputs["gluon"]


def test_ptx_keeps_the_product_in_flight_across_the_back_edge():
    ptx = compile_(CARRY, emit="ptx").outputs["ptx"]
    # in the loop that issues two products a step, the step's last commit reaches the back-edge with no wait after it
    bodies = re.findall(r"\n(\$L__BB\d+_\d+):(.*?)\n\s*(?:@%p\d+ )?bra(?:\.uni)?\s+\1;", ptx, re.S)
    two = [b for _, b in bodies if b.count("wgmma.commit_group") == 2]
    assert two, "no loop with two committed products"
    tail = two[0][two[0].rindex("wgmma.commit_group"):]
    assert "wgmma.wait_group" not in tail, tail
    assert "wgmma.wait_group.sync.aligned 1" in two[0]


def _reject(edits, where, msg, emit="scheduled"):
    src = CARRY
    for old, new in edits:
        assert old in src, old
        src = src.replace(old, new)
    with pytest.raises(TlxError) as e:
        compile_(src, emit)
    d = e.value.first
    assert f"{d.span.line}:{d.span.col}" == where, str(e.value)
    assert msg in d.message, d.message
    assert "tlx/" not in str(e.value) and "Traceback" not in str(e.value)


RACE = "overwrites 'abuf[0]' while role 'compute' may still be reading it"
EPI = "        if n > 0:\n            acc = mma_wait(f)\n            arrive free[last]\n"
CASES = {
    # the slot is released before the product that reads it is waited: the producer's next copy lands under it
    "release_before_wait": ([("            acc = mma_wait(f, pending=1)\n            arrive free[last]\n",
                              "            arrive free[last]\n            acc = mma_wait(f, pending=1)\n")], "15:13", RACE),
    "chain_then_release_first": ([(LOOP, "            s_f = mma_async(abuf[slot], bbuf[slot], f)\n"
                                         "            arrive free[last]\n            s = mma_wait(s_f)\n            acc = s\n")],
                                 "15:13", RACE),
    "no_wait_in_the_loop": ([("            acc = mma_wait(f, pending=1)\n", "")], "15:13", RACE),
    "epilogue_release_first": ([(EPI, "        if n > 0:\n            arrive free[last]\n            acc = mma_wait(f)\n")],
                               "15:13", RACE),
    # counts: the wait lets the product itself stay in flight, or comes before the next product is issued
    "pending_too_many": ([("pending=1", "pending=2")], "29:19", "does not wait for this product: only 1"),
    "wait_before_next_issue": ([(LOOP, "            acc = mma_wait(f, pending=1)\n            s_f = mma_async(abuf[slot], bbuf[slot])\n"
                                       "            arrive free[last]\n            s = mma_wait(s_f)\n")],
                               "28:19", "does not wait for this product: only 0"),
    "store_to_its_slot_before_wait": ([("            acc = mma_wait(f, pending=1)\n",
                                        "            store_smem(abuf[last], cast(zeros([64, 64], f32), f16))\n"
                                        "            fence\n            acc = mma_wait(f, pending=1)\n")], "29:13",
                                      "while an async product of role 'compute' may still be reading it"),
    # a product that no wait completes before the tile ends (here the next tile's loads would race it)
    "epilogue_wait_dropped": ([("            acc = mma_wait(f)\n", "")], "24:17", "still in flight at the end of the tile"),
    "no_epilogue": ([(EPI, "")], "24:17", "still in flight at the end of the tile"),
    # a wait whose cover depends on the iteration is not proved (never accepted): the product issued after the carried
    # one only on even steps (pending=1 then leaves the carried one in flight on odd ones), or the wait itself
    "issued_on_some_steps": ([(LOOP, "            s = zeros([64, 64], f32)\n            if j % 2 == 0:\n"
                                     "                s_f = mma_async(abuf[slot], bbuf[slot])\n                s = mma_wait(s_f)\n"
                                     "            acc = mma_wait(f, pending=1)\n            arrive free[last]\n")],
                             "29:13", "cannot prove the protocol for every input"),
    "waited_on_some_steps": ([("            acc = mma_wait(f, pending=1)\n            arrive free[last]\n",
                               "            if j % 2 == 0:\n                acc = mma_wait(f, pending=1)\n"
                               "            arrive free[last]\n")], "29:13", "cannot prove the protocol for every input"),
    # the IR rule: one use, and only as a wait, a chain's accumulator or a carried value
    "used_as_a_tile": ([("            s_acc = s_acc + s\n", "            s_acc = s_acc + s + f\n")], "32:21",
                       "used here before mma_wait()"),
    "waited_twice": ([("            s_acc = s_acc + s\n", "            s_acc = s_acc + s + mma_wait(f)\n")], "32:33",
                     "waited or chained more than once"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_misuse_is_rejected_at_its_line(name):
    _reject(*CASES[name])


def test_gluon_refuses_to_carry_a_product_with_a_register_a():
    # wgmma reads a register A until its wait, and Gluon keeps that tile alive to a wait in the product's block only
    # (the portable build has no such limit: test_portable_target_runs_a_carried_product)
    _reject([("            f = mma_async(abuf[slot], bbuf[slot], acc)\n            last = slot\n        if",
              "            f = mma_async(load(abuf[slot]), bbuf[slot], acc)\n            last = slot\n        if")],
            "33:17", "whose A operand is a register tile", emit="gluon")


PLAIN = """kernel g(a: f16[M, K], b: f16[K, N], o: f32[M, N]):
    require K % 64 == 0, "K must be a multiple of 64"
    tiles i in range(cdiv(M, 64)), jn in range(cdiv(N, 64))
    rows = i * 64 + arange(64)
    cols = jn * 64 + arange(64)
    ks = arange(64)
    acc = zeros([64, 64], f32)
    f = acc
    for j in range(K // 64):
        x = a[rows[:, None], j * 64 + ks[None, :]]
        y = b[j * 64 + ks[:, None], cols[None, :]]
        acc = mma_wait(f)
        f = mma_async(x, y, acc)
    acc = mma_wait(f)
    o[rows[:, None], cols[None, :]] = acc
"""


def test_portable_target_runs_a_carried_product(tmp_path):
    from tlx.runtime import load_kernel_module
    p = tmp_path / "g.tlx"
    p.write_text(PLAIN)
    mod = load_kernel_module(str(p), {}, interpret=True)
    gen = torch.Generator().manual_seed(11)
    a = torch.randn(70, 192, generator=gen).half()
    b = torch.randn(192, 64, generator=gen).half()
    o = torch.full((70, 64), float("nan"))
    mod.g(a, b, o)
    assert not torch.isnan(o).any(), "some output element was not written"
    ref = a.double() @ b.double()
    assert ((o.double() - ref).norm() / ref.norm()).item() < 1e-3
