"""The inputs behind a path of the search (explore.py): a tile's inputs for the driver values the path chose, the
runs cut short for counts no input has exactly (`virtual`), the refusal of a gap in the feasible counts (`gap`),
and the whole runs that decide whether a failure of a cut-short run is a counter-example (`uncut`)."""
from __future__ import annotations

import z3

from .solving import decide
from .simulate import ProtocolError, Run

U = "U"  # an open trip count: (U, m) stands for every value from m up
GAP_RUNS = 4  # inputs run whole past a gap in the trip counts (gap) or like a failed run cut short (uncut)


class Witnesses:
    """The witness half of explore.Explorer (which provides pr, sym, drivers, trips, N0, P, q, flat, the run's
    kernel parts and fail/report)."""

    def dom(self, j):
        if j in self.trips:
            return list(range(self.N0)) + [(U, self.N0)]
        return self.drivers[j][1]

    def combo(self, kv, tv):
        vals = [None] * len(self.drivers)
        for j, v in zip(self.kl, kv):
            vals[j] = v
        for j, v in zip(self.tl, tv):
            vals[j] = v
        return vals

    def solve_tile(self, t, combo):
        """A tile's inputs for the driver values `combo` ((U, m) for a trip count left open at m, solved as
        exactly m), and their description; None where no input has these values. An open trip count stands for
        every value from m up, and the search reaches those values one at a time: it must not drop a path at m
        while a larger value is feasible (a guard `n > 20 and m > 0` holds only past the trip counts the search
        runs). Such a gap is checked with the larger input (a counter-example if it fails) and then refused."""
        tmix = self.tmix
        key = (tuple(combo), t if tmix else 0)
        if key not in self._solved:
            sub, base, ds, leaves = self.pr.tile_copy(t if tmix else 0)
            exact = [v[1] if isinstance(v, tuple) else v for v in combo]
            r, m = decide(*base, *[d == v for d, v in zip(ds, exact)],
                          where=f"a tile's inputs for the driver values {exact}")
            if r == z3.unknown:
                self.pr.unsolved()  # (an undecided combination is a refusal, not a pruned path)
            out = None if r != z3.sat else self.tile_inputs(m, exact, leaves, sub)
            if r == z3.unsat:
                out = self.virtual(combo, exact, base, ds, leaves, sub)
            if out is None and r == z3.unsat and any(isinstance(v, tuple) for v in combo):
                self.gap(t, combo, base, ds, leaves, sub)
            self._solved[key] = out
        return self._solved[key]

    def tile_inputs(self, m, exact, leaves, sub, shift=None):
        vals = {val: m.eval(v, model_completion=True).as_long() for val, v in self.sym.kleaves.items()}
        for val, v in leaves.items():
            vals[val] = m.eval(v, model_completion=True).as_long()
        text = ", ".join(f"{d.what} at {d.op.span.short} = {c}" for (d, _), c in zip(self.drivers, exact))
        if shift:
            text += (" (no input has exactly these trip counts: run as one whose " + ", ".join(
                f"{self.drivers[j][0].what} at {self.drivers[j][0].op.span.short} is {exact[j] + k}" for j, k in
                shift.items()) + ", its loops cut short)")
        return vals, (text or "any input") + self.pr.leaf_desc(m, sub), shift or {}

    def virtual(self, combo, exact, base, ds, leaves, sub):
        """Values no input has exactly, for trip counts that past N0 steer nothing but the loops they drive
        (`flat`: for any two inputs alike but for such a count, every other term is equal and each driven loop
        is longer by the difference): the run of an input with larger counts, its driven loops cut to the path's
        values, is the run an input with exactly those values would have. Checking it where none exists checks
        more runs than can occur, never fewer; the search then goes up one trip count at a time even where the
        feasible counts have gaps (a (query head, block) count of group * blocks takes only multiples of group)."""
        vj = [j for j in self.flat if exact[j] >= self.N0]
        if not vj:
            return None
        # where the count moves a loop's first value (`vclass`), one with the same residue modulo its period q: a term
        # that reads that loop's induction variable then takes the values it would (lemmas.by_driver)
        cs = [self.larger(j, d, v) if j in vj else d == v for j, (d, v) in enumerate(zip(ds, exact))]
        r, m = decide(*base, *cs, where=f"a tile's inputs for the driver values {exact}, some trip counts larger")
        if r == z3.unknown:
            self.pr.unsolved()
        if r != z3.sat:
            return None
        shift = {j: m.eval(ds[j], model_completion=True).as_long() - exact[j] for j in vj}
        return self.tile_inputs(m, exact, leaves, sub, {j: k for j, k in shift.items() if k})

    def larger(self, j, d, v):
        """Trip count d of driver j is v or larger with the same abstract value (the same residue modulo its period
        q, lemmas.by_driver)."""
        return z3.And(d >= v, (d - v) % self.q[j] == 0) if self.q[j] > 1 else d >= v

    def texts(self, path):
        """Each tile's inputs of a path, as its diagnostic names them."""
        kv, tv, _ = path
        return [f"tile {t}: {self.solve_tile(t, self.combo(kv, row))[1]}" for t, row in enumerate(tv)]

    def gap(self, t, combo, base, ds, leaves, sub):
        """The open trip counts of `combo` cannot be exactly m: may they be larger? If so, run up to GAP_RUNS such
        inputs whole (a failure is reported with its input), then refuse; if the solver cannot tell, refuse."""
        cs = [d >= v[1] if isinstance(v, tuple) else d == v for d, v in zip(ds, combo)]
        opened = [(j, d) for j, (d, v) in enumerate(zip(ds, combo)) if isinstance(v, tuple)]
        j0 = opened[0][0]
        for k in range(GAP_RUNS):
            r, m = decide(*base, *cs, where=f"a tile's inputs for the driver values {combo}, open ones larger")
            if r == z3.unsat and k == 0:
                return  # (no input at all: the path is rightly dropped)
            if r != z3.sat:
                break
            exact = [m.eval(d, model_completion=True).as_long() for d in ds]
            vals, text, _ = self.tile_inputs(m, exact, leaves, sub)
            run = Run(self.k, self.tiles, self.roles, [vals], self._order, self.defs, self.decls, False, self.kinds)
            try:
                run.go([vals], self._blk)
            except ProtocolError:
                self.report(run.errors, [f"tile 0: {text}"], True)
            j0 = next((j for j, d in opened if exact[j] > combo[j][1]), j0)
            cs = cs + [z3.Or(*[d != exact[j] for j, d in opened])]
        dj = self.drivers[j0][0]
        fixed = ", ".join(f"{d.what} at {d.op.span.short} = {v}" for (d, _), v in zip(self.drivers, combo)
                          if not isinstance(v, tuple))
        self.fail(dj.op.span, f"cannot prove the protocol for every input: the {dj.what} here can be at least "
                  f"{combo[j0][1]} {'with ' + fixed + ' ' if fixed else ''}only by skipping values (it cannot be "
                  f"exactly {combo[j0][1]}), and the search, which runs trip counts one at a time and stops where "
                  "one is infeasible, would never run those inputs; the verifier reports this instead of "
                  "accepting a program it has not proved")

    def uncut(self, path, run, texts):
        """A violation in a run whose loops were cut short (witness.virtual) stands for inputs with the same abstract
        values (each count past N0 modulo its period q), which need not have these exact counts: up to GAP_RUNS such
        inputs are run whole, and a violation of one is the counter-example; else nothing was shown either way: the
        path is dropped (True) and the search goes on, since a later path may find a real counter-example; if none
        does, the verifier says it cannot prove the protocol (self.deferred)."""
        kv, tv, _ = path
        got = [self.solve_tile(t, self.combo(kv, row)) for t, row in enumerate(tv)]
        t = next(t for t, g in enumerate(got) if g[2])
        shift = got[t][2]
        sub, base, ds, leaves = self.pr.tile_copy(t if self.tmix else 0)
        exact = [v[1] if isinstance(v, tuple) else v for v in self.combo(kv, tv[t])]
        cs = [self.larger(j, d, v) if j in shift else d == v for j, (d, v) in enumerate(zip(ds, exact))]
        for _ in range(GAP_RUNS):
            r, m = decide(*base, *cs, where=f"inputs like the run cut short for the driver values {exact}")
            if r != z3.sat:
                break
            real = [m.eval(d, model_completion=True).as_long() for d in ds]
            vals, text, _ = self.tile_inputs(m, real, leaves, sub)
            inputs = [g[0] for g in got[:t]] + [vals] + [g[0] for g in got[t + 1:]]
            whole = Run(self.k, self.tiles, self.roles, inputs, self._order, self.defs, self.decls, False, self.kinds)
            try:
                whole.go(inputs, self._blk)
            except ProtocolError:
                self.report(whole.errors, texts[:t] + [f"tile {t}: {text}"] + texts[t + 1:], True)
            cs.append(z3.Or(*[ds[j] != real[j] for j in shift]))
        if self.deferred is not None:
            return True
        if run.errors.diags:
            span, what = run.errors.diags[0].span, run.errors.diags[0].message
        else:
            span, what = run.unproved[0], run.unproved[1]
        self.deferred = (span, "cannot prove the protocol for every input: in a run cut short for trip counts no input "
                         f"has exactly ({'; '.join(texts)}): {what}; the larger input run whole completes, so this is "
                         "no counter-example either; the verifier reports this instead of accepting a program it has "
                         "not proved")
        return True
