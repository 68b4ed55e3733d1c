"""The verifier's z3 plumbing: solvers under the deterministic budget, a query's undecided answer split on a nonlinear
factor (nonlinear.py), fresh contexts per kernel, and the uninterpreted constants of an expression (memoized)."""
from __future__ import annotations

import z3

from . import nonlinear, query_cache

# The solver's budget per query is z3's resource count (rlimit: deterministic, the same on every machine), not
# wall time: with a 3 s timeout the op's D=128 causal silu dK/dV build (queries up to 1.4 s, 1.5M rlimit alone on an
# idle core) was refused as "cannot prove" on the GPU host while 8 test processes compiled at once. An unknown answer
# is a refusal on every path, including those that look for witness inputs (scenarios.py's _solve, explore.py's
# solve_tile, lemmas.py's loop-slope probe): an undecided combination never drops out of the samples. A query that comes back
# unknown is first split on its nonlinear factor (nonlinear.py: exact); the wall-clock limit only stops a
# pathological query.
RLIMIT = 20_000_000
TIMEOUT_MS = 120_000


_VARS = {}


def fresh_context():
    """Start a kernel's proof in a new z3 context. Within its deterministic budget (rlimit) z3's answer to a query
    still depends on every term its context has seen: a kernel proved in a fresh process came out "cannot prove"
    after other kernels' proofs in the same process (tests/test_backward.py run in one process), so the verdict
    would depend on what ran before it. Each kernel now starts from the state of a fresh process."""
    import z3.z3 as z3mod
    z3mod._main_ctx = None  # (z3.main_ctx() makes a new one on the next use)
    _VARS.clear()  # (memoized by expression id, which a new context reuses)


def _vars(e, out):
    """Add the uninterpreted constants of e to out (name -> var); memoized per expression."""
    if isinstance(e, int) or e is None:
        return out
    key = e.get_id()
    hit = _VARS.get(key)
    if hit is not None and hit[0].eq(e):
        out.update(hit[1])
        return out
    found = {}
    _collect(e, found)
    if len(_VARS) > 20000:
        _VARS.clear()
    _VARS[key] = (e, found)
    out.update(found)
    return out


def _name(v):
    """A variable's name as _vars keys it: str() of a constant is its name (z3's printer does not quote), but the
    printer costs ~0.1 ms a call and the lemmas ask once per term and variable."""
    return v.decl().name() if z3.is_const(v) else str(v)


def _collect(e, out):
    stack = [e]
    seen = set()
    while stack:
        x = stack.pop()
        if x.get_id() in seen:
            continue
        seen.add(x.get_id())
        if z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out[_name(x)] = x
        stack.extend(x.children())
    return out


def _solver(*cs):
    s = query_cache.Solver()
    s.set("timeout", TIMEOUT_MS)
    s.set("rlimit", RLIMIT)
    s.add(*cs)
    return s


# a query's first try runs under this budget (z3's resource count, ~0.5 s per million here; the full budget is
# RLIMIT = 20M): z3 takes 0.3-1 s to decide the sampled runs' queries over products of runtime values (e.g. the dK/dV
# kernel's (H // HKV) * n_m), which the split decides in milliseconds (the D=128 causal dK/dV build's sampled
# verification: 104 -> 49 s of CPU)
QUICK_RLIMIT = 1_000_000
nonlinear.PARAMS.update(rlimit=RLIMIT, timeout=TIMEOUT_MS)


def _short_solver(*cs):
    s = _solver(*cs)
    s.set("rlimit", QUICK_RLIMIT)
    return s


def decide(*cs, where=""):
    """(sat/unsat/unknown, model or None) of the conjunction cs; a query the solver leaves undecided under a short
    budget is split on a nonlinear factor (nonlinear.py: exact), then given the full budget: unknown only where
    all of them are undecided."""
    return nonlinear.decide(cs, _solver, where, quick=_short_solver)
