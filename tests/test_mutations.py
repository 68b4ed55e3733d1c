"""Mutation suite: every protocol-breaking mutant of a barrier-using kernel must be rejected at a kernel line."""
import os
import re

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(ROOT, "kernels")


def mutants(src):
    lines = src.split("\n")
    out = []

    def put(i, new, why):
        ls = list(lines)
        ls[i] = new
        out.append((f"line {i + 1}: {why}", "\n".join(ls)))

    for i, l in enumerate(lines):
        s = l.strip()
        ind = l[: len(l) - len(l.lstrip())]
        if re.match(r"(arrive|wait|expect) ", s):
            put(i, ind + "pass", f"delete `{s}`")
        if s.startswith("wait ") and " phase " not in s:
            put(i, l + " phase 0", "wait with constant phase 0")
            put(i, l + " phase 1", "wait with constant phase 1")
        if s.startswith("arrive ") and " count " not in s:
            put(i, l + " count 2", "arrive count +1")
        m = re.match(r"barrier (\w+)(\[[^\]]*\])?(\(count=(\d+)\))?", s)
        if m:
            c = int(m.group(4) or 1)
            base = ind + "barrier " + m.group(1) + (m.group(2) or "")
            rest = s[m.end():]
            put(i, base + f"(count={c + 1})" + rest, "barrier count +1")
            if c > 1:
                put(i, base + f"(count={c - 1})" + rest, "barrier count -1")
        m = re.match(r"expect (.*?), (.*)$", s)
        if m:
            for e, why in ((f"({m.group(2)}) // 2", "half"), (f"2 * ({m.group(2)})", "double"),
                           (f"({m.group(2)}) + 1024", "+1024"), (f"({m.group(2)}) - 1024", "-1024")):
                put(i, ind + f"expect {m.group(1)}, {e}", f"expect size {why}")
        m = re.match(r"tma (\w+)\[(.*?)\] <-", s)
        if m:
            other = "(slot + 1) % STAGES" if m.group(2) == "slot" else ("1" if m.group(2) == "0" else "0")
            put(i, l.replace(f"{m.group(1)}[{m.group(2)}]", f"{m.group(1)}[{other}]", 1), "fill another slot")
    return out


# mutants provably equivalent to the original (named one by one with the reason)
EQUIVALENT = {
    ("gemm_ws.tlx", "line 36: fill another slot"):
        "the line is a TMA *store* (global <- smem): the mutant changes a global block coordinate, not a ring slot; "
        "it writes another output block, which is a functional difference with an identical barrier protocol",
    ("jagged_attention_bwd_dkdv.tlx", "line 56: delete `wait do_free[slot]`"):
        "every consumer arrives do_free[slot] before q_free[slot] in the same iteration, and the producer waits "
        "q_free[slot] (line 53) just before: that wait already orders the dO refill after every release of the slot",
    ("jagged_attention_bwd_dq.tlx", "line 47: delete `wait v_free[slot]`"):
        "every consumer arrives v_free[slot] before k_free[slot] in the same iteration, and the producer waits "
        "k_free[slot] (line 44) just before: that wait already orders the V refill after every release of the slot",
}


def barrier_kernels():
    out = []
    for f in sorted(os.listdir(KDIR)):
        if f.endswith(".tlx"):
            src = open(os.path.join(KDIR, f)).read()
            if re.search(r"^\s*barrier ", src, re.M):
                out.append(f)
    return out


@pytest.mark.parametrize("fname", barrier_kernels())
def test_mutants_rejected(fname):
    path = os.path.join(KDIR, fname)
    src = open(path).read()
    targets = ("triton", "gluon")  # a kernel may pick code by TARGET: a mutant must fail for one of them
    for t in targets:
        compile_text(src, path, "scheduled", Options(target=t))  # the original passes
    made = caught = 0
    missed = []
    for why, m in mutants(src):
        made += 1
        rejected = False
        for t in targets:
            try:
                compile_text(m, path, "scheduled", Options(target=t))
            except TlxError as e:
                d = e.first
                assert d.span.file == path and d.span.line >= 1, (why, t, d.span)
                rejected = True
                break
        if rejected:
            caught += 1
            continue
        if (fname, why) in EQUIVALENT:
            caught += 1
            continue
        missed.append(why)
    print(f"{fname}: {made} mutants made, {caught} caught")
    assert not missed, missed
    assert made >= 10
