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
_CONST = re.compile(r"\(declare-fun (\|[^|]*\||[^\s()|]+) \(\) (.+)\)$")
_Z3 = z3.get_full_version().replace(" ", "_")


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


def key(solver: z3.Solver) -> str:
    """The formula's key: the solver's SMT-LIB text with its constants renamed by first appearance in the assertions
    (z3 lists declarations by name, which differ from build to build), each name carrying its sort; declarations of
    anything else (none in tlx's queries) stay verbatim."""
    sorts, other, body = {}, [], []
    for line in solver.sexpr().split("\n"):
        m = _CONST.match(line)
        if m:
            sorts[m.group(1)] = m.group(2)
        elif line.startswith("(declare-") or line.startswith("(define-"):
            other.append(line)
        else:
            body.append(line)
    canon = {}

    def sub(m):
        t = m.group(0)
        sort = sorts.get(t)
        if sort is None:
            return t
        c = canon.get(t)
        if c is None:
            c = canon[t] = f"|{len(canon)}:{sort}|"
        return c
    text = "\n".join(sorted(other)) + "\n" + _TOKEN.sub(sub, "\n".join(body))
    return hashlib.sha256(text.encode()).hexdigest()


def _record(d: str, k: str):
    from ...runtime import _write_atomic
    try:
        os.makedirs(os.path.join(d, k[:2]), exist_ok=True)
        _write_atomic(os.path.join(d, k[:2], k), b"")  # (an empty file: its name is the fact)
    except OSError:
        pass


class Solver(z3.Solver):
    """z3.Solver whose check() without assumptions answers a formula proved unsat before from the cache."""

    def check(self, *assumptions):
        d = None if assumptions else _dir()
        if d is None:
            return super().check(*assumptions)
        k = key(self)
        if os.path.exists(os.path.join(d, k[:2], k)):
            return z3.unsat
        r = super().check()
        if r == z3.unsat:
            _record(d, k)
        return r
