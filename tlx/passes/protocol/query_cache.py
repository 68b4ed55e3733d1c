"""Solver queries the verifier has seen decided unsat, kept on disk so that a later proof asks z3 only what is new.

Why: proofs of builds of one kernel under different flags (the op's variants, the mutation suite's mutants, a
user's `tlx check` after an edit) repeat most of their queries, and the costly ones (overflow obligations over
nested divisions, up to 6 s each) are the same formulas under other variable names: the fused backward's second
build re-asked 421 of its 767 queries (44 of 54 s of solver time).

What is kept is only a fact: "this formula has no model", which z3 proved. A hit answers unsat and nothing else, so
the cache can turn a query z3 would leave undecided within its budget in this context into a proof, never a sat
answer (counter-examples and witnesses are always searched afresh) and never a proof of something z3 did not prove.
The key is the formula up to a renaming of its uninterpreted constants (sort kept), which preserves satisfiability:
the variables are numbered by first appearance in the assertions' SMT-LIB text. TLX_VERIFY_CACHE=0 (the verdict
cache's switch, which the tests that patch the solver set) asks z3 every query.
"""
from __future__ import annotations

import hashlib
import os
import re

import z3

# |quoted| symbols (tlx's names hold '#') and simple symbols; numerals and keywords never match a constant's name
_TOKEN = re.compile(r"\|[^|]*\||[^\s()|]+")
_HEAD = re.compile(r"\((\|[^|]*\||[^\s()|]+)")  # a symbol right after '(': an operator, or a let binder
_CONST = re.compile(r"\(declare-fun (\|[^|]*\||[^\s()|]+) \(\) (.+)\)$")
_Z3 = z3.get_full_version().replace(" ", "_") + "-k2"  # (k2: the key by per-assertion templates)


def _dir():
    if os.environ.get("TLX_VERIFY_CACHE", "") == "0" or os.environ.get("TLX_VERIFY_UNKNOWN"):
        return None
    from ...runtime import cache_dir
    try:  # (per call: tests point TLX_CACHE_DIR elsewhere)
        d = os.path.join(cache_dir(), "unsat", _Z3)
        os.makedirs(d, exist_ok=True)
        return d
    except OSError:  # (a cache that cannot be used only costs the solver's time)
        return None


_TEMPLATES: dict = {}  # (context, term id) -> (the term, its template's digest, its constants in order of first use)
_TEMPLATES_MAX = 100_000


def _templates(terms) -> dict:
    """Each term's template, by its key in _TEMPLATES (where it is kept too): its text with its constants renamed by
    first appearance (`|i:sort|`), hashed, and the constants ((name, sort), in that order; digest None where the text
    cannot be trusted, below). Kept per term, holding the term: z3 hash-conses terms
    within a context, so while it is alive its id names exactly this formula. A proof asserts the same base
    constraints in most of its queries: printing each once, not the whole solver once per query, was most of the
    cost of a key (2-3 ms a query). The terms new to a query are printed by one solver (a solver's text names shared
    subterms by their place in the term, `a!1`; a single term's benchmark text by its term id, which is not canonical)."""
    one = z3.Solver(ctx=terms[0].ctx)
    one.add(*terms)
    printed = one.sexpr()
    sorts, other, asserts = {}, [], []
    for line in printed.strip().split("\n"):
        m = _CONST.match(line)
        if m:
            sorts[m.group(1)] = m.group(2)
        elif line.startswith("(declare-") or line.startswith("(define-"):
            other.append(line)
        elif line.startswith("(assert"):
            asserts.append([line])
        elif asserts:  # (a long assertion goes on over several lines)
            asserts[-1].append(line)
    if len(asserts) != len(terms):  # (not the layout read above: key each term by itself, or fail loudly)
        if len(terms) == 1:
            raise RuntimeError(f"query_cache: unexpected solver text layout: {printed[:200]!r}")
        return {i: e for t in terms for i, e in _templates([t]).items()}
    # a constant named like a let binder of the printer (`a!1`): the text may not tell them apart (helper-82's pair of
    # formulas, one sat, printed alike). A constant takes no arguments, so its name right after '(' is a binder:
    # such terms are not kept (a query asserting one is asked of z3, never answered from the cache)
    clash = {m.group(1) for m in _HEAD.finditer(printed)} & set(sorts)
    other = "\n".join(sorted(other)) + "\n"
    if len(_TEMPLATES) + len(terms) > _TEMPLATES_MAX:
        _TEMPLATES.clear()  # (the caller keeps the entries of its own query: key())
    out = {}
    for t, lines in zip(terms, asserts):
        canon = {}

        def sub(m):
            tok = m.group(0)
            sort = sorts.get(tok)
            if sort is None:
                return tok
            c = canon.get(tok)
            if c is None:
                c = canon[tok] = f"|{len(canon)}:{sort}|"
            return c
        body = "\n".join(lines)
        text = other + _TOKEN.sub(sub, body)
        i = (t.ctx.ref().value, t.get_id())
        unsure = clash and any(m.group(0) in clash for m in _TOKEN.finditer(body))
        out[i] = _TEMPLATES[i] = (t, None if unsure else hashlib.sha256(text.encode()).hexdigest(),
                                  tuple((c, sorts[c]) for c in canon))
    return out


def key(solver: z3.Solver) -> str | None:
    """The formula's key: each assertion's template (its text with its constants numbered by first appearance there),
    and where each of its constants first appears among the assertions (z3 lists declarations by name, which differ
    from build to build). Together they give the assertions' text up to a renaming of constants, sort kept. None: a
    query whose text cannot be trusted to name one formula (not cached)."""
    terms = getattr(solver, "_terms", None)
    if terms is None:
        terms = list(solver.assertions())
    c = solver.ctx.ref().value
    ids = [(c, t.get_id()) for t in terms]
    got, new = {}, []
    for t, i in zip(terms, ids):
        e = _TEMPLATES.get(i)
        if e is None:
            new.append(t)
        else:
            got[i] = e
    if new:
        got.update(_templates(new))
    place, parts = {}, []
    for i in ids:
        _, digest, consts = got[i]
        if digest is None:
            return None
        parts.append(digest + ":" + ",".join(str(place.setdefault(c, len(place))) for c in consts))
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def _record(d: str, k: str):
    from ...runtime import _write_atomic
    try:
        os.makedirs(os.path.join(d, k[:2]), exist_ok=True)
        _write_atomic(os.path.join(d, k[:2], k), b"")  # (an empty file: its name is the fact)
    except OSError:
        pass


class Solver(z3.Solver):
    """z3.Solver whose check() without assumptions answers a formula proved unsat before from the cache. It keeps
    the terms asserted (reading them back from z3 cost more than the rest of a key); anything but plain assertions
    of boolean terms (push, pop, reset, other arguments) drops that list, and the key reads z3's."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._terms = []

    def assert_exprs(self, *args):
        super().assert_exprs(*args)
        if self._terms is not None and all(isinstance(a, z3.BoolRef) for a in args):
            self._terms.extend(args)
        else:
            self._terms = None

    def push(self):
        self._terms = None
        super().push()

    def pop(self, num=1):
        self._terms = None
        super().pop(num)

    def reset(self):
        self._terms = None
        super().reset()

    def assert_and_track(self, a, p):
        self._terms = None
        super().assert_and_track(a, p)

    def from_file(self, filename):
        self._terms = None
        super().from_file(filename)

    def from_string(self, s):
        self._terms = None
        super().from_string(s)

    def check(self, *assumptions):
        d = None if assumptions else _dir()
        if d is None:
            return super().check(*assumptions)
        k = key(self)
        if k is None:
            return super().check()
        if os.path.exists(os.path.join(d, k[:2], k)):
            return z3.unsat
        r = super().check()
        if r == z3.unsat:
            _record(d, k)
        return r
