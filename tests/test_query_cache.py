"""The solver-query cache (tlx/passes/protocol/query_cache.py): it keeps only formulas z3 proved unsat, keyed up to a
renaming of their variables, answers nothing else, and a second build of a kernel asks z3 only what is new."""
import os

import pytest
import z3

from tlx.passes.protocol import query_cache as Q


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TLX_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("TLX_VERIFY_CACHE", raising=False)
    monkeypatch.delenv("TLX_VERIFY_UNKNOWN", raising=False)
    return tmp_path


def _query(a, b, extra=None):
    x, y = z3.Int(a), z3.Int(b)
    s = Q.Solver()
    s.add(x + y > 3, z3.If(x > 2, x, y) * 2 < 7, x >= 0, y >= 0)
    if extra is not None:
        s.add(extra(x, y))
    return s


def _kept(cache):
    return [f for _, _, fs in os.walk(cache / "unsat") for f in fs]


def _spy(monkeypatch):
    calls = []
    real = z3.Solver.check

    def check(self, *a):
        r = real(self, *a)
        calls.append(r)
        return r
    monkeypatch.setattr(z3.Solver, "check", check)
    return calls


def test_key_is_the_formula_up_to_renaming():
    assert Q.key(_query("len_k#8", "n#3")) == Q.key(_query("q'", "m#12"))
    # the names' order in the declarations (sorted by z3) does not matter, their first use does
    assert Q.key(_query("b#1", "a#2")) == Q.key(_query("a#1", "b#2"))
    # another formula, or the same text over other sorts, is another key
    assert Q.key(_query("a", "b")) != Q.key(_query("a", "b", extra=lambda x, y: y > 100))
    p, q = z3.Int("x"), z3.Bool("x#1")
    s1, s2 = Q.Solver(), Q.Solver()
    s1.add(p > 1)
    s2.add(z3.If(q, 2, 0) > 1)
    assert Q.key(s1) != Q.key(s2)
    # the variables keep their places: x + 2y is not 2x + y
    a, b = z3.Ints("a b")
    s3, s4 = Q.Solver(), Q.Solver()
    s3.add(a + 2 * b == 5, a > b)
    s4.add(2 * a + b == 5, a > b)
    assert Q.key(s3) != Q.key(s4)


def test_an_unsat_answer_is_reused_under_other_names(cache, monkeypatch):
    # x + y > 3 with x, y >= 0 and ite(x > 2, x, y) * 2 < 7 and x > 5: unsat (x > 5 makes the ite 2x >= 12)
    s = _query("len_k#8", "n#3", extra=lambda x, y: x > 5)
    calls = _spy(monkeypatch)
    assert s.check() == z3.unsat and len(calls) == 1
    assert len(_kept(cache)) == 1
    again = _query("tile#1", "rows#2", extra=lambda x, y: x > 5)
    assert again.check() == z3.unsat and len(calls) == 1  # (from the cache: z3 not asked)


def test_sat_and_unknown_answers_are_never_kept(cache, monkeypatch):
    s = _query("a#1", "b#2")  # sat: x = 1, y = 3
    calls = _spy(monkeypatch)
    assert s.check() == z3.sat
    assert s.check() == z3.sat and len(calls) == 2  # asked again: a model is always searched afresh
    assert not _kept(cache)
    u = Q.Solver()
    u.set("rlimit", 1)  # (no budget: z3 cannot decide anything)
    x = z3.Int("x")
    u.add(x * x * x == 2 * x * x + 7, x > 1000)
    assert u.check() == z3.unknown
    assert not _kept(cache)


def test_bypassed_when_proving_afresh(cache, monkeypatch):
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")
    calls = _spy(monkeypatch)
    for _ in range(2):
        assert _query("a#1", "b#2", extra=lambda x, y: x > 5).check() == z3.unsat
    assert len(calls) == 2 and not (cache / "unsat").exists()


def test_a_second_build_asks_the_solver_only_what_is_new(cache, monkeypatch):
    # the same kernel with its values renamed (another IR text, so the verdict cache does not answer): every unsat
    # query of the first proof comes back from the cache, z3 is asked no query that it proves unsat again, and the
    # second build is proved as the first
    from tlx.compiler import Options, compile_text
    from tlx.passes import verify_protocol
    from tlx.runtime import kernel_path
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(verify_protocol, "_PROVED", {})  # (this process may have proved the kernel before)
    path = kernel_path("gemm_ws.tlx")
    src = open(path).read()
    calls = _spy(monkeypatch)
    compile_text(src, path, "gluon", Options(target="gluon"))
    first = len(calls)
    assert first > 0
    renamed = src.replace("acc", "acc_renamed")
    assert renamed != src
    c = compile_text(renamed, path, "gluon", Options(target="gluon"))
    assert not c.ctx.protocol_sampled
    # (z3's sat answers, the witnesses of the simulation's scenarios, are searched again)
    assert sum(r == z3.unsat for r in calls[:first]) >= 10
    assert [r for r in calls[first:] if r == z3.unsat] == []


def test_a_term_keys_alike_whichever_query_printed_it_first():
    # a term's template is made when a query first asserts it, printed with that query's other new terms: the
    # template must not depend on them (the last assertion of a printed solver once took its trailing newline along)
    x, y = z3.Int("u#1"), z3.Int("v#2")
    Q._TEMPLATES.clear()
    both = Q.Solver()
    both.add(x > 0, y >= 0)
    Q.key(both)
    alone = Q.Solver()
    alone.add(y >= 0)
    k1 = Q.key(alone)
    Q._TEMPLATES.clear()
    assert Q.key(alone) == k1


def test_the_kept_terms_are_the_solver_s_assertions():
    # the key reads the terms the solver was given; whatever else changes its assertions makes it read z3's
    x, y = z3.Int("p#1"), z3.Int("q#2")
    a = Q.Solver()
    a.add(x > 0, y > x)
    plain = Q.Solver()
    plain._terms = None  # (as after a pop: read back from z3)
    plain.add(x > 0, y > x)
    assert Q.key(a) == Q.key(plain)
    for change in (lambda s: s.push(), lambda s: s.from_string("(declare-const z Int) (assert (> z 2))"),
                   lambda s: s.assert_and_track(y > 5, "t"), lambda s: s.add([x < 9])):
        s = Q.Solver()
        s.add(x > 0)
        change(s)
        s.add(y > x)
        assert s._terms is None or [str(t) for t in s._terms] == [str(t) for t in s.assertions()]
        other = Q.Solver()
        other._terms = None
        for t in s.assertions():
            other.add(t)
        assert Q.key(s) == Q.key(other)


def test_a_full_template_table_is_emptied_without_losing_the_query_s_own(monkeypatch):
    x, y = z3.Int("r#1"), z3.Int("s#2")
    s = Q.Solver()
    s.add(x > 0, y > x)
    want = Q.key(s)
    Q._TEMPLATES.clear()
    first = Q.Solver()
    first.add(x > 0)
    Q.key(first)  # (x > 0 kept)
    monkeypatch.setattr(Q, "_TEMPLATES_MAX", 1)
    again = Q.Solver()
    again.add(x > 0, y > x)
    assert Q.key(again) == want  # (the table was full: emptied while x > 0's entry was in use)
    assert len(Q._TEMPLATES) == 1


def test_a_constant_named_like_a_let_binder_is_never_answered_from_the_cache(cache, monkeypatch):
    # (helper-82) the solver's printer names a shared subterm `a!1` even beside a constant of that name: two formulas,
    # one unsat and one sat, printed alike. A term whose text has a declared constant in a binder's place is not kept
    x, y, a = z3.Int("x#1"), z3.Int("y#2"), z3.Int("a!1")
    sh = x * y + x * x + y * y + 3 * x + 7  # (big enough to be let-bound)
    unsat_q, sat_q = Q.Solver(), Q.Solver()
    unsat_q.add(z3.And(sh > 0, sh < 5, sh == 7), a == a)
    sat_q.add(z3.And(sh > 0, sh < 5, a == 7), a == a)
    assert "(let ((a!1" in unsat_q.sexpr()  # (the clash is there)
    assert unsat_q.check() == z3.unsat
    assert Q.key(unsat_q) is None and not _kept(cache)
    assert sat_q.check() == z3.sat
