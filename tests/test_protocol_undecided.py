"""A solver query the verifier cannot decide is a refusal, never a pruned sample (issue 10's promise), and the
nonlinear queries of the shipped kernels (a runtime head-group size times a block count) are decided exactly by a
case split on the shared factor (tlx/passes/protocol/nonlinear.py)."""
import os
import random
import sys

import pytest
import z3

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.passes.protocol import nonlinear

HERE = os.path.dirname(os.path.abspath(__file__))
FLAGSHIP = os.path.join(HERE, "..", "kernels", "jagged_attention.tlx")

# the backward dK/dV kernel's step count in small: (query heads per KV head) * (blocks), both runtime values
GROUPED = """kernel k(a: f16[M, K], o: f32[M, K], w: f16[H, HKV]):
    tiles h in range(HKV), i in range(cdiv(M, 64)) persistent
    smem buf[2]: f16[64, 64]
    barrier ready[2]
    barrier free[2](count=1)
    n = (H // HKV) * cdiv(K, 64)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- a[i, j % cdiv(K, 64)] signals ready[slot]
    role compute(warps=4, regs=240):
        acc = zeros([64, 64], f32)
        pipeline j in range(n) over ring(2) as slot:
            wait ready[slot]
            x = load(buf[slot])
            acc = acc + cast(x, f32)
            arrive free[slot]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] += acc
    require H // HKV * cdiv(K, 64) <= 2147483647, "the steps, counted in 32 bits"
"""
ARRIVE = "            arrive free[slot]\n"


@pytest.fixture(autouse=True)
def _proved(monkeypatch):
    from tlx.passes import verify_protocol
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(verify_protocol, "_PROVED", {})  # (each test proves afresh, not from an earlier test's proof)


def _compile(src):
    return compile_text(src, "t.tlx", "scheduled", Options(target="gluon"))


def test_grouped_trip_count_proved():
    c = _compile(GROUPED)
    assert not c.ctx.protocol_sampled


def test_grouped_trip_count_bug_found():
    # a release skipped only when the product is 3 (the ring's S + 1): the sample needs H // HKV * cdiv(K, 64) == 3
    with pytest.raises(TlxError) as ei:
        _compile(GROUPED.replace(ARRIVE, "            if n != 3:\n                arrive free[slot]\n"))
    d = ei.value.first
    assert d.message.startswith("deadlock") and d.span.short == "9:13", d.message
    assert "loop trip count at 8:9 = 3" in d.message, d.message


def _undecided_from(monkeypatch, where):
    """z3 answers unknown for every query asked on behalf of the function `where` (the first frame outside the
    solver wrappers: z3's own, proof.decide and nonlinear's, the fresh-context retry included), as a query past
    the budget would."""
    check = z3.Solver.check

    def fake(self, *a):
        f = sys._getframe(1)
        while f is not None and f.f_code.co_name in ("decide", "_split", "_afresh", "check"):
            f = f.f_back
        if f is not None and f.f_code.co_name == where:
            return z3.unknown
        return check(self, *a)
    monkeypatch.setattr(z3.Solver, "check", fake)


@pytest.mark.parametrize("where,msg", [
    ("_solve", "drives runs for which the solver could not decide whether the inputs can occur"),
    ("solve_tile", "drives runs for which the solver could not decide whether the inputs can occur"),
    ("by_driver", "could not be related by the solver to the loop trip count at 8:9"),
])
def test_undecided_query_is_a_refusal(monkeypatch, where, msg):
    # each sample-generating path (proof.py's scenarios, explore.py's per-tile witnesses, explore.py's loop slope):
    # an undecided query there used to count as "no such input" and the program was accepted
    _undecided_from(monkeypatch, where)
    with pytest.raises(TlxError) as ei:
        _compile(GROUPED)
    d = ei.value.first
    assert d.message.startswith("cannot prove the protocol for every input") and msg in d.message, d.message
    assert d.span.short == "8:9", d.span.short


def test_undecided_second_slope_query_is_a_refusal(monkeypatch):
    # the slope probe asks twice (a slope, then: is it the same for every input?); an undecided second answer used
    # to mark the loop "moves with several inputs" and the kernel compiled as checked on samples only
    # (faked per query, not per solver check: a query may take several checks, nonlinear.py)
    import tlx.passes.protocol.lemmas as lm
    real, seen = lm.decide, []

    def fake(*cs, where=""):
        seen.append(1)
        if len(seen) % 2 == 0:  # every second query of the probe: the "same slope for every input" one
            return z3.unknown, None
        return real(*cs, where=where)
    monkeypatch.setattr(lm, "decide", fake)
    with pytest.raises(TlxError) as ei:
        _compile(GROUPED)
    d = ei.value.first
    assert d.message.startswith("cannot prove the protocol for every input"), d.message
    assert "could not be related by the solver" in d.message and d.span.short == "8:9", (d.message, d.span.short)


def test_undecided_queries_are_logged(monkeypatch, tmp_path):
    # TLX_VERIFY_UNKNOWN=DIR: each undecided query as SMT-LIB, headed by what it was asked for and the split's answer
    _undecided_from(monkeypatch, "by_driver")
    monkeypatch.setenv("TLX_VERIFY_UNKNOWN", str(tmp_path))
    with pytest.raises(TlxError):
        _compile(GROUPED)
    logs = [p.read_text() for p in tmp_path.iterdir()]
    assert len(logs) == 1, logs
    head = logs[0].splitlines()
    assert head[0].startswith("; the slope of the loop trip count at 8:9 in the loop trip count at 8:9"), head[0]
    assert head[1].endswith("unknown") and "(assert" in logs[0], head[:2]


def test_undecided_quick_is_a_refusal(monkeypatch):
    # proof.py quick()'s incremental solver (the sampled replica combinations) falls back to _solve on unknown
    import tlx.passes.protocol.proof as pf
    seen = []

    class Undecided:
        def push(self):
            pass

        def pop(self):
            pass

        def add(self, *cs):
            pass

        def check(self):
            seen.append(1)
            return z3.unknown
    pr = pf.Prover.__new__(pf.Prover)
    pr._solved, pr._quick = {}, (Undecided(), [])
    monkeypatch.setattr(pf.Prover, "_solve", lambda self, combos: ("fallback", combos))
    assert pr.quick([1, 2]) == ("fallback", [[1, 2]]) and seen


def test_undecided_budget_refuses_the_flagship(monkeypatch):
    # a budget no query fits in: "cannot prove" at a line of the kernel, never an accepted program
    import tlx.passes.protocol.solving as so
    import tlx.passes.protocol.symbolic as sy
    monkeypatch.setattr(so, "RLIMIT", 1)
    monkeypatch.setattr(sy, "RLIMIT", 1)
    with pytest.raises(TlxError) as ei:
        compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled", Options(target="gluon"))
    d = ei.value.first
    assert d.message.startswith("cannot prove"), d.message
    assert d.span.file == FLAGSHIP and d.span.line > 0


# ------------------------------------------------------------------------------------------------ the case split
def _solver(*cs):
    s = z3.Solver()
    s.set("rlimit", 20_000_000)
    s.add(*cs)
    return s


def _forced(cs0):
    """A solver that is undecided on the query cs0 itself (so decide must split) and exact on every case."""
    ids = {c.get_id() for c in cs0}

    class S:
        def __init__(self, *cs):
            self.s, self.top = _solver(*cs), {c.get_id() for c in cs} == ids

        def check(self):
            return z3.unknown if self.top else self.s.check()

        def model(self):
            return self.s.model()
    return S


def test_split_is_exact():
    # random products of runtime values against constants, with the factors' tails (f < 0, f > SPLIT_MAX) in play:
    # the split's answer equals z3's own, and its model satisfies the original query
    rng = random.Random(7)
    x, y, z, w = z3.Ints("x y z w")
    for _ in range(60):
        g = z3.If(w <= 0, 0, x / w) if rng.random() < 0.5 else x
        cs = [g * y == rng.randrange(-3, 30), g * z == rng.randrange(0, 30), y + z <= rng.randrange(-2, 20),
              w >= rng.randrange(-2, 3), x <= rng.randrange(0, 60)]
        want = _solver(*cs).check()
        r, m = nonlinear.decide(cs, _forced(cs))
        assert r == want, (cs, r, want)
        if r == z3.sat:
            assert all(z3.is_true(m.eval(c, model_completion=True)) for c in cs), cs


def test_split_undecided_stays_undecided():
    # a solver undecided on everything: the answer is unknown (a refusal upstream), never unsat
    x, y = z3.Ints("x y")

    class Never:
        def __init__(self, *cs):
            pass

        def check(self):
            return z3.unknown
    assert nonlinear.decide([x * y == 6], Never)[0] == z3.unknown
    assert nonlinear.decide([x + y == 6], Never)[0] == z3.unknown


def test_split_decides_the_dkdv_query():
    # the query the op's D=128 causal dK/dV build asked for its sampled runs (4 tiles; (H // HKV) * blocks set to
    # 9 masked and 5 unmasked steps per tile) that came back unknown within the budget in the test process
    cs = list(z3.parse_smt2_file(os.path.join(HERE, "golden", "protocol", "dkdv_grouped_steps.smt2")))
    assert nonlinear.factors(cs)
    assert nonlinear.decide(cs, _forced(cs))[0] == z3.unsat


def test_undecided_periodicity_is_not_reported_as_a_fact(monkeypatch):
    # the lemma queries (does a term repeat every P iterations?) left undecided: the kernel is refused ("cannot
    # prove"), and the message says the solver could not decide instead of claiming the term does not repeat
    from tlx.passes.protocol import lemmas

    class Undecided:
        def check(self):
            return z3.unknown

    monkeypatch.setattr(lemmas, "_solver", lambda *cs: Undecided())
    with pytest.raises(TlxError) as ei:
        _compile(GROUPED)
    msg = str(ei.value)
    assert "cannot prove the protocol for every trip count" in msg, msg
    assert "could not be shown to repeat" in msg and "solver could not decide" in msg, msg
    assert "does not repeat" not in msg, msg
