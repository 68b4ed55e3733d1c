"""The lemmas that let a finite search stand for every trip count: each protocol term repeats with a period P past
a threshold N0 (explore.py's search runs on top of them; a term that does not repeat is "cannot prove").

Lemmas (z3, for all inputs), with a period P (twice a multiple of ring and array sizes) and a threshold N0:
  * for any two inputs alike but for one trip driver d, both with d >= N0, a loop's runtime trip count differs
    by 0 or by the difference of d ("driven" loops), the other drivers fixed;
  * every other protocol term (guard, index, phase, expect bytes, carried update) is equal for any two such
    inputs whose d differs by a multiple of P ("flat" drivers: for any two at all), and unchanged when an
    enclosing loop's induction variable moves P iterations, when a ring counter moves by P, and when
    tile_index moves by P.
(Any two inputs, not two one step or P apart: a lemma over adjacent values holds vacuously across a gap in the
feasible values, lemmas.by_driver.)
"""
from __future__ import annotations

import math

import z3

from ...ir.types import BarT
from .solving import _name, _solver, _vars, decide
from .arith import _z


def _mentions(t, v):
    """Does term t's expression read variable v?"""
    return not isinstance(t.expr, int) and _name(v) in _vars(t.expr, {})


class Lemmas:
    """The lemma half of explore.Explorer (which provides sym, pr, drivers, trips, decls and fail)."""

    def lemmas(self):
        sizes = {t.size if isinstance(t, BarT) else t.stages for _, t in self.decls.values()} | set(self.pr.stages)
        sizes = sorted(s for s in sizes if s and s > 0)
        cands = sorted({2 * s for s in sizes} | {2 * math.lcm(*sizes) if sizes else 2})
        bad = None
        for P in cands:
            bad = self.periodic(P)
            if bad is None:
                self.P = P
                break
        if bad is not None:
            t, why = bad
            self.fail(t.op.span, f"cannot prove the protocol for every trip count: the {t.what} here {why} (nor "
                      "with a shorter period from the ring and array sizes), so no sampled trip count stands for the "
                      "larger ones")
        self.periods(sorted({1} | {c for c in cands if c <= self.P} | {self.P}))
        S = max(self.pr.stages)
        first = None  # (a loop like range(maximum(n - 3, 0)) has slope 1 in n only from n = 3 on: a larger n0 may
        # leave every loop explorable where a smaller one does not)
        for n0 in range(1, 2 * S + 3):
            r = self.by_driver(n0)
            if r is None and self.explorable:
                self.N0 = n0
                return
            if r is None and first is None:
                first = n0
        if first is not None:
            self.N0 = first
            self.by_driver(first)
            return
        t, why = r
        self.fail(t.op.span, f"cannot prove the protocol for every trip count: the {t.what} here {why}")

    def _differs(self, terms, cs, other, mod=None):
        """The first term whose value can differ from other(term) under cs and its own path (with `mod`, by
        something other than a multiple of mod(term)); None if none can. A query the solver cannot decide counts
        as differing (never as repeating), and self.undecided says so, for the message (`_not`)."""
        self.undecided = False
        terms = [t for t in terms if not isinstance(t.expr, int)]
        if not terms:
            return None
        if mod is None:
            alts = [z3.And(*t.ctx, _z(t.expr) != other(t)) for t in terms]
        else:
            alts = [z3.And(*t.ctx, (_z(t.expr) - other(t)) % mod(t) != 0) for t in terms]
        s = _solver(*cs, z3.Or(*alts))
        r = s.check()
        if r == z3.unsat:
            return None
        if r == z3.sat:
            m = s.model()
            for t, a in zip(terms, alts):
                if z3.is_true(m.eval(a, model_completion=True)):
                    return t
        self.undecided = r != z3.sat  # (sat with no term true in the model: differs, as the solver said)
        return terms[0]

    def _not(self, what):
        """The reason for the term `_differs` returned: 'does not <what>', or, where the solver could not decide,
        that it could not be shown to (nothing was shown either way)."""
        if self.undecided:
            return f"could not be shown to {what} (the solver could not decide)"
        return f"does not {what}"

    def periodic(self, P):
        sym = self.sym
        cs = list(sym.base) + list(sym.shared)
        terms = sym.terms

        for op, (iv, step, rm) in sym.loop_iv.items():
            ts = [t for t in terms if _mentions(t, iv)]
            if ts and not isinstance(step, int):
                return ts[0], "depends on the iteration of a loop with a runtime step"
            sub = (iv, iv + P * (step if isinstance(step, int) else 1))
            t = self._differs(ts, cs, lambda t: z3.substitute(_z(t.expr), sub))
            if t is not None:
                return t, self._not(f"repeat every {P} iterations of the loop at {op.span.short}")
        for rm in sym.roles:
            for s in rm.state:
                ts = [t for t in terms if t.role == rm.name and _mentions(t, s)]
                t = self._differs(ts, cs, lambda t: z3.substitute(_z(t.expr), (s, s + P)))
                if t is not None:
                    return t, self._not(f"repeat when a ring counter of role '{rm.name}' moves by {P}")
        ts = [t for t in terms if _mentions(t, sym.tile_iter)]
        self.tile_steers = bool(ts)  # else tile_index is left out of the abstract state
        t = self._differs(ts, cs, lambda t: z3.substitute(_z(t.expr), (sym.tile_iter, sym.tile_iter + P)))
        if t is not None:
            return t, self._not(f"repeat every {P} tiles")
        return None

    def periods(self, cands):
        """Each loop's iteration, each ring counter and tile_index gets its own period: the least candidate with
        which every term that mentions it repeats (P does). The abstract state keeps each of them modulo its own
        period: the lemmas hold for every value of the other variables, so shifting several variables each by
        its own period leaves every term unchanged too. (A 3-deep ring next to a q buffer pair indexed by
        tile_index % 2 has P = 12, but its slots repeat every 6 iterations and the pair every 4 tiles.)
        The state keeps a loop's iteration count, not its induction variable (first value + count * step): where a
        loop's first value reads a variable, that variable's period must also move the first value by a multiple
        of the loop's own period times its step (`for q in range(k // 8, ...)` inside `for k`: a term reading
        q repeats only if k moves by 8 times q's period), else two states that differ in q would be one."""
        sym = self.sym
        cs = list(sym.base) + list(sym.shared)
        self.p_loop = {}

        def least(v, step=1):
            ts = [t for t in sym.terms if _mentions(t, v)]
            los = [t for t in sym.loop_lo if _mentions(t, v) and self.lo_mod(t) is not None]
            for c in cands:  # (P among them)
                sub = (v, v + c * step)
                if self._differs(ts, cs, lambda t: z3.substitute(_z(t.expr), sub)) is None and self._differs(
                        los, cs, lambda t: z3.substitute(_z(t.expr), sub), self.lo_mod) is None:
                    return c
            t = self._differs(los, cs, lambda t: z3.substitute(_z(t.expr), (v, v + self.P * step)), self.lo_mod)
            if t is None:
                return self.P
            what = f"move by a multiple of {self.lo_mod(t)} when {sym.display.get(str(v), v)} moves by {self.P * step}"
            self.fail(t.op.span, f"cannot prove the protocol for every trip count: the first value of the loop here "
                      f"{self._not(what)}, so a term that reads the loop's induction variable does not repeat with "
                      f"the period P = {self.P} of the ring and array sizes")

        # (inner loops first: an outer variable's period depends on the periods of the loops whose first value
        # reads it, and a loop's first value reads only variables of loops around it)
        for op, (iv, step, rm) in reversed(list(sym.loop_iv.items())):
            self.p_loop[id(op)] = least(iv, step if isinstance(step, int) else 1)
        self.p_state = {rm.name: [least(v) for v in rm.state] for rm in sym.roles}
        self.p_tile = least(sym.tile_iter)

    def lo_mod(self, t):
        """A loop's first value (a term of sym.loop_lo) matters only modulo its period times its step, and only
        where a term reads its induction variable: that modulus, or None."""
        iv, step, _ = self.sym.loop_iv[t.op]
        if not isinstance(step, int) or not any(_mentions(x, iv) for x in self.sym.terms):
            return None
        return self.p_loop[id(t.op)] * step

    def by_driver(self, n0):
        """Lemmas on the trip drivers past n0; sets self.driven. None, or (term, why) for the first that fails.
        Each lemma is over ANY two inputs alike but for the driver, both past n0, not over inputs one step (or P)
        apart: the feasible values of a driver can have gaps (0..12, then 29 up, for `where(n > 12, n + 16, n)`),
        and a lemma over adjacent values holds vacuously across one, while the search abstracts every value past
        n0 alike."""
        pr, sym = self.pr, self.sym
        p = pr.primed
        base = list(sym.base) + [p(c) for c in sym.base] + list(sym.shared)
        self.driven, self.flat, self.explorable, self.unexplored = {}, set(), True, None
        self.vclass, self.q = set(), {}
        for j in sorted(self.trips):
            d = _z(self.drivers[j][0].expr)
            dd = p(d) - d
            same = [_z(e.expr) == p(e.expr) for i, (e, _) in enumerate(self.drivers) if i != j]
            pairs = base + same + [d >= n0, p(d) > d]
            for t in sym.terms:
                if t.kind != "trip" or isinstance(t.expr, int):
                    continue
                cs = pairs + list(t.ctx) + [p(c) for c in t.ctx]
                dj = self.drivers[j][0]
                where = f"the slope of the {t.what} at {t.op.span.short} in the {dj.what} at {dj.op.span.short}"
                r, m = decide(*cs, where=where)
                undecided = (f"cannot prove the protocol for every input: the {t.what} here could not be "
                             f"related by the solver to the {dj.what} at {dj.op.span.short}; the verifier reports "
                             "this instead of accepting a program it has not proved")
                if r == z3.unknown:
                    # (unsat means the loop cannot grow here; an undecided slope would leave the loop unmodeled)
                    self.fail(t.op.span, undecided)
                if r != z3.sat:
                    continue
                diff = m.eval(p(t.expr) - _z(t.expr), model_completion=True).as_long()
                slope = 0 if diff == 0 else 1 if diff == m.eval(dd, model_completion=True).as_long() else None
                other = z3.sat if slope is None else decide(*cs, p(t.expr) - _z(t.expr) != slope * dd, where=where)[0]
                if other == z3.unknown:
                    # (is the slope the same for every input? undecided is not "it moves": nothing was shown)
                    self.fail(t.op.span, undecided)
                if other != z3.unsat or (slope and self.driven.get(t.op, j) != j):
                    # e.g. range(n_b, n_blocks) shrinks as n_b grows: the search below does not model such a
                    # loop; the samples stand alone, and the kernel is reported as not proved (verify_protocol)
                    self.explorable = False
                    self.unexplored = t.op
                elif slope:
                    self.driven[t.op] = j
            others = [t for t in sym.terms if t.kind != "trip"]
            dj = self.drivers[j][0]
            flat = self._differs(others, pairs, lambda t: p(t.expr)) is None
            if flat:
                # past n0 the driver steers nothing but the loops it drives (witness.virtual may cut them short)
                self.flat.add(j)
            else:
                t = self._differs(others, pairs + [dd % self.P == 0], lambda t: p(t.expr))
                if t is not None:
                    return t, self._not(f"repeat when the {dj.what} at {dj.op.span.short} grows by a multiple of "
                                        f"{self.P} past {n0}")
            # the driver's period q (explore.value keeps its values past n0 modulo q): where it moves the first value
            # of a loop whose induction variable a term reads, a multiple of P that moves that first value by a
            # multiple of the loop's period times its step (`range(n // 8, ...)`: 8 P)
            los = [t for t in sym.loop_lo if self.lo_mod(t) is not None]
            if flat and self._differs(los, pairs, lambda t: p(t.expr)) is None and not self.undecided:
                self.q[j] = 1
                continue
            self.vclass.add(j)
            for k in (1, 2, 3, 4, 6, 8, 12, 16, 24, 32):
                t = self._differs(los, pairs + [dd % (self.P * k) == 0], lambda t: p(t.expr), self.lo_mod)
                if t is None:
                    self.q[j] = self.P * k
                    break
            else:
                return t, self._not(f"move by a multiple of {self.lo_mod(t)} when the {dj.what} at "
                                    f"{dj.op.span.short} grows by a multiple of {self.P} (nor of up to 32 times "
                                    f"that) past {n0}, so a term that reads the loop's induction variable does not "
                                    "repeat")
        return None
