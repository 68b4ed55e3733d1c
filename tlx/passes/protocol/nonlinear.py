"""Queries the solver leaves undecided, decided exactly by a case split on a nonlinear factor.

The protocol terms of a kernel are integer arithmetic over its runtime inputs; most are linear (with division and
modulo by constants), but some multiply two runtime values: the backward dK/dV kernel's step count is
`(H // HKV) * n_m` (the query heads per KV head times the tile's query blocks), and its sampled runs ask for inputs
with, say, 9 masked and 5 unmasked steps in each of 4 tiles. z3's nonlinear arithmetic can spend its whole budget on
such a query (and whether it does depends on the terms the process made before: the same query parsed afresh is
decided in a second), and an undecided query must not count as "no such input".

`decide` splits on the factor that the most nonlinear products (and divisions by a runtime value) share: the
cases `f == v` for v in 0..SPLIT_MAX, with f replaced by v (the products become linear), then `f < 0` and
`f > SPLIT_MAX`; the cases partition the integers, so the answer is exact: sat with any case's model (a model
of the query), unsat when every case is, else unknown (the caller refuses). A case that is itself undecided is
split again on its next factor, down to SPLIT_DEPTH levels; the first case no split decides ends the search (the
answer can no longer be unsat), so an undecidable query costs a bounded number of budgets, never a hang. Each case
runs under the solver's usual budget (z3's resource count); callers may have the whole query tried first under
a short budget (solving.py: QUICK_RLIMIT) and, when the split leaves it undecided, last under the full one. (The
shipped kernels' undecided queries: a product of `H // HKV` with a block count set equal to a sampled trip count;
each case is decided in milliseconds.)
"""
from __future__ import annotations

import os

import z3

SPLIT_MAX = 8  # f == 0..SPLIT_MAX one case each (small trip counts are what the samples ask for)
SPLIT_DEPTH = 2
PARAMS = {}  # the solver's budget (solving.py sets rlimit and timeout), for the query parsed afresh
_DIVS = (z3.Z3_OP_IDIV, z3.Z3_OP_MOD, z3.Z3_OP_REM, z3.Z3_OP_DIV)


def _ground(e, memo):
    """Does e mention no variable (e.g. `-1`, which z3 writes as a negation, not as a numeral)?"""
    g = memo.get(e.get_id())
    if g is None:
        g = memo[e.get_id()] = z3.is_int_value(e) or (
            z3.is_app(e) and e.decl().kind() != z3.Z3_OP_UNINTERPRETED and all(_ground(a, memo) for a in e.children()))
    return g


def factors(cs):
    """The non-constant factors of the nonlinear products in cs and the runtime divisors, most shared first."""
    count, order, seen, memo = {}, [], set(), {}
    stack = list(cs)
    while stack:
        e = stack.pop()
        if e.get_id() in seen or not z3.is_app(e):
            continue
        seen.add(e.get_id())
        args = e.children()
        k = e.decl().kind()
        cands = []
        if k == z3.Z3_OP_MUL and sum(not _ground(a, memo) for a in args) >= 2:
            cands = [a for a in args if not _ground(a, memo)]
        elif k in _DIVS and not _ground(args[1], memo):
            cands = [args[1]]
        for a in cands:
            if a.sort() == z3.IntSort():
                if a.get_id() not in count:
                    order.append(a)
                count[a.get_id()] = count.get(a.get_id(), 0) + 1
        stack.extend(args)
    return sorted(order, key=lambda a: -count[a.get_id()])


def decide(cs, solver, where="", quick=None):
    """(sat/unsat/unknown, a model or None) for the conjunction cs: the solver built by `solver(*cs)`, and where it
    is undecided the split on nonlinear factors. With `quick` (a solver factory with a short budget) that solver
    first, then the split, then the full budget: a query z3 decides only slowly is often split in milliseconds,
    and nothing is decided less often than without it. With TLX_VERIFY_UNKNOWN=DIR each query left undecided is
    written to DIR as SMT-LIB, headed by `where` (what it was asked for), z3's reason and the split's answer."""
    out = None
    if quick is not None:
        s = quick(*cs)
        r = s.check()
        if r != z3.unknown:
            return r, (s.model() if r == z3.sat else None)
        out = _split(cs, solver, SPLIT_DEPTH, ())
        if out[0] != z3.unknown:
            return out
    s = solver(*cs)
    r = s.check()
    if r != z3.unknown:
        return r, (s.model() if r == z3.sat else None)
    if out is None:
        out = _split(cs, solver, SPLIT_DEPTH, ())
    if out[0] == z3.unknown:
        out = _afresh(cs, solver)
    log = os.environ.get("TLX_VERIFY_UNKNOWN")
    if log:
        os.makedirs(log, exist_ok=True)
        why = s.reason_unknown() if hasattr(s, "reason_unknown") else "?"
        fs = factors(cs)
        with open(os.path.join(log, f"q{os.getpid()}_{len(os.listdir(log))}.smt2"), "w") as fh:
            fh.write(f"; {where}\n; z3: {why}; split on {' '.join(str(fs[0]).split()) if fs else 'nothing'}: {out[0]}\n"
                     + (s.sexpr() if hasattr(s, "sexpr") else "\n".join(c.sexpr() for c in cs)) + "\n")
    return out


def _afresh(cs, solver):
    """The query as SMT-LIB text, parsed into a new context and solved there under the same budget: what z3
    decides depends on the terms its context made before (an unknown in a long process can be decided in a
    second in a fresh one), and the text is the same whatever ran before. A model found there is carried back
    by fixing the same names to the same values in the query (a quick check in the original context)."""
    text = z3.Solver(ctx=cs[0].ctx) if cs else z3.Solver()  # (the text only: the caller's solver may be any factory)
    text.add(*cs)
    fresh = z3.Solver(ctx=z3.Context())
    for k, v in PARAMS.items():
        fresh.set(k, v)
    fresh.from_string(text.sexpr())
    r = fresh.check()
    if r == z3.unsat:
        return r, None
    if r == z3.sat:
        m = fresh.model()
        pins = [z3.Int(d.name()) == m[d].as_long() for d in m.decls()
                if d.arity() == 0 and z3.is_int_value(m[d])]
        back = solver(*cs, *pins)
        if back.check() == z3.sat:
            return z3.sat, back.model()
    return z3.unknown, None


def _split(cs, solver, depth, skip):
    """decide's case split; `skip`: the factors already split by value above (their tails)."""
    done = {x.get_id() for x in skip}
    fs = [f for f in factors(cs) if f.get_id() not in done]
    if depth == 0 or not fs:
        return z3.unknown, None
    f = fs[0]
    cases = [([z3.simplify(z3.substitute(c, (f, z3.IntVal(v)))) for c in cs] + [f == v], skip)
             for v in range(SPLIT_MAX + 1)]
    cases += [(list(cs) + [f < 0], (*skip, f)), (list(cs) + [f > SPLIT_MAX], (*skip, f))]
    for ccs, sk in cases:
        s = solver(*ccs)
        r = s.check()
        m = s.model() if r == z3.sat else None
        if r == z3.unknown:
            r, m = _split(ccs, solver, depth - 1, sk)
        if r != z3.unsat:  # (a model; or an undecided case: the answer cannot be unsat, stop spending the budget)
            return r, m
    return z3.unsat, None
