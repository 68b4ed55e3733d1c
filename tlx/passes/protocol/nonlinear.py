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
runs under the solver's usual budget (z3's resource count). (The shipped kernels' undecided queries: a product of `H // HKV` with a block
count set equal to a sampled trip count; each case is decided in milliseconds.)
"""
from __future__ import annotations

import z3

SPLIT_MAX = 8  # f == 0..SPLIT_MAX one case each (small trip counts are what the samples ask for)
SPLIT_DEPTH = 2

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


def decide(cs, solver, depth=SPLIT_DEPTH, skip=()):
    """(sat/unsat/unknown, a model or None) for the conjunction cs, splitting on nonlinear factors where the
    solver built by `solver(*cs)` is undecided. `skip`: factors already split by value here (their tails)."""
    s = solver(*cs)
    r = s.check()
    if r != z3.unknown:
        return r, (s.model() if r == z3.sat else None)
    if depth == 0:
        return r, None
    done = {x.get_id() for x in skip}
    fs = [f for f in factors(cs) if f.get_id() not in done]
    if not fs:
        return r, None
    f = fs[0]
    cases = [([z3.simplify(z3.substitute(c, (f, z3.IntVal(v)))) for c in cs] + [f == v], skip)
             for v in range(SPLIT_MAX + 1)]
    cases += [(list(cs) + [f < 0], (*skip, f)), (list(cs) + [f > SPLIT_MAX], (*skip, f))]
    for ccs, sk in cases:
        r, m = decide(ccs, solver, depth - 1, sk)
        if r != z3.unsat:  # (a model; or an undecided case: the answer cannot be unsat, stop spending the budget)
            return r, m
    return z3.unsat, None
