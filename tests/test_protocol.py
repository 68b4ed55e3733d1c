"""Hand-written wrong programs: each protocol check rejects them at an exact line:col."""
import os

import pytest

from tlx.compiler import compile_text
from tlx.diagnostics import TlxError

G = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "passes")
RING = open(os.path.join(G, "ring.tlx")).read()
FENCE = open(os.path.join(G, "fence.tlx")).read()

CASES = {
    # deadlock
    "dl_no_arrive": (RING, [("            arrive free[slot]\n", "")], "9:13", "deadlock"),
    "dl_wrong_bar": (RING, [("            wait ready[slot]\n", "            wait free[slot]\n")], "15:13", "deadlock"),
    "dl_user_phase": (RING, [("            wait ready[slot]\n", "            wait ready[slot] phase 1\n")], "15:13", "deadlock"),
    # arrivals per phase == count
    "cnt_count2": (RING, [("free[STAGES](count=1)", "free[STAGES](count=2)")], "18:13", "1 of 2 arrivals"),
    "cnt_arrive2": (RING, [("arrive free[slot]", "arrive free[slot] count 2")], "18:13", "exceeds the arrivals"),
    "cnt_replicas": (RING, [("role compute(warps=4, regs=240):", "role compute(warpgroups=2, regs=120) replicated as wg:")],
                     "18:13", "more arrivals per phase"),
    # expect bytes == TMA bytes
    "exp_small": (RING, [("bytes(buf)", "bytes(buf) // 2")], "11:13", "expects only 4096"),
    "exp_big": (RING, [("bytes(buf)", "2 * bytes(buf)")], "10:13", "announces 8192 more bytes"),
    "exp_missing": (RING, [("            expect ready[slot], bytes(buf)\n", "            arrive ready[slot]\n")], "11:13",
                    "expects only 0"),
    # read before the publishing wait
    "raw_no_wait": (RING, [("            wait ready[slot]\n", "")], "15:17", "before the wait that publishes"),
    "raw_wrong_slot": (RING, [("            x = load(buf[slot])", "            x = load(buf[(slot + 1) % STAGES])")],
                       "16:17", "before the wait that publishes"),
    "raw_before_wait": (FENCE, [("        wait full\n        acc = mma(p, p)\n", "        acc = mma(p, p)\n        wait full\n")],
                        "11:15", "before the wait that publishes"),
    # overwrite before release
    "war_no_freewait": (RING, [("            wait free[slot]\n", "")], "10:13", "writes 'buf[0]'"),
    "war_release_early": (RING, [("            wait ready[slot]\n            x = load(buf[slot])\n",
                                  "            wait ready[slot]\n            arrive free[slot]\n            x = load(buf[slot])\n"),
                                 ("            acc = acc + cast(x, f32)\n            arrive free[slot]\n",
                                  "            acc = acc + cast(x, f32)\n")], "11:13", "may still be reading"),
    "war_wrong_slot": (RING, [("tma buf[slot] <-", "tma buf[0] <-")], "11:13", "writes 'buf[0]'"),
    # fence between generic stores and async-proxy reads
    "fence_missing": (FENCE, [("        fence\n", "")], "11:15", "without a `fence`"),
    "fence_after_arrive": (FENCE, [("        fence\n        arrive full\n", "        arrive full\n        fence\n")], "12:15",
                           "without a `fence`"),
    "fence_tma_store": (FENCE, [("        fence\n", ""), ("        acc = mma(p, p)\n",
                                                        "        tma b[i, 0] <- p\n        acc = zeros([64, 64], f32)\n")],
                        "11:9", "TMA store"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_wrong_program(name):
    base, reps, where, msg = CASES[name]
    src = base
    for a, b in reps:
        assert a in src
        src = src.replace(a, b)
    with pytest.raises(TlxError) as ei:
        compile_text(src, "t.tlx", "scheduled")
    d = ei.value.first
    assert d.span.short == where, d.message
    assert msg in d.message
    assert d.notes or "deadlock" in d.message


@pytest.mark.parametrize("base", [RING, FENCE])
def test_correct_programs_pass(base):
    compile_text(base, "t.tlx", "scheduled")
