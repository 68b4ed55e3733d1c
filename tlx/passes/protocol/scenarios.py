"""The drivers of a kernel's protocol terms and the scenarios the concrete simulation runs (the second half of
proof.py's Prover, whose docstring states the argument): every term is a function of a few drivers, each driver
ranges over a finite domain, and every feasible combination gets a witness input from z3 (persistent launches also
sequences of tiles); replicas' own values are sampled past MAX_COMBOS combinations."""
from __future__ import annotations

import itertools

import z3

from . import nonlinear
from .solving import _solver, _vars, decide
from .arith import _z
from .symbolic import Term

MAX_COMBOS = 512


def counts(S):
    S = max(S, 1)
    return sorted({0, 1, max(S - 1, 0), S, S + 1, 2 * S, 2 * S + 1})


class Scenarios:
    """Mixed into proof.Prover (which provides sym, stages, persistent, leaves, leafnames, prime, drivers, copies and
    the caches its __init__ sets, fail, undecided and render)."""

    # ------------------------------------------------------------------ drivers and scenarios
    def find_drivers(self):
        order = {"trip": 0, "cond": 0, "index": 1, "bytes": 2, "phase": 2, "carried": 2}
        terms = sorted(self.sym.terms, key=lambda t: order[t.kind])
        cache = {}
        work = list(terms)
        while work:
            t = work.pop(0)
            e = t.expr
            if isinstance(e, int):
                continue
            ev = set(_vars(e, {}))
            if ev <= self.leafnames | {"tile_index"} and t.ctx:
                # a function of the inputs alone: being one of the drivers everywhere implies it under the path
                t = Term(t.kind, t.op, e, [], t.role, t.size, t.what, t.replica)
            if not (ev & self.leafnames):
                continue  # a function of tile_index, replicas, ring counters and loop variables only
            key = (e.get_id(), tuple(c.get_id() for c in t.ctx), len(self.drivers))
            if key in cache:
                continue
            cache[key] = True
            r, m = self.depends(t)
            if r == z3.unsat:
                continue
            pure = set(_vars(e, {})) <= self.leafnames | {"tile_index"}
            if r == z3.sat and t.kind in ("trip", "cond", "index") and pure:
                dom = (sorted({c for S in self.stages for c in counts(S)}) if t.kind == "trip"
                       else [0, 1] if t.kind == "cond" else list(range(t.size)))
                self.drivers.append((t, dom))
                continue
            reps = [self.sym.replicas[n] for n in _vars(e, {}) if n in self.sym.replicas]
            others = set(_vars(e, {})) - self.leafnames - {"tile_index"} - set(self.sym.replicas)
            if r == z3.sat and t.kind in ("trip", "cond", "index") and reps and not others:
                # a guard such as `head > 0` with head = hg + wg: one driver per replica
                for vals in itertools.product(*[range(n) for _, n in reps]):
                    sub = [(v, z3.IntVal(x)) for (v, _), x in zip(reps, vals)]
                    work.insert(0, Term(t.kind, t.op, z3.substitute(e, *sub), [z3.substitute(c, *sub) for c in t.ctx],
                                        t.role, t.size, t.what + " (replica " + ", ".join(map(str, vals)) + ")"))
                continue
            if r == z3.sat:
                a, b = self.render(m, [e]), self.render(m, [e], prime=True)
                self.undecided(t, f"takes different values for inputs that agree on every loop trip count and "
                               f"guard ({a} gives {m.eval(e, model_completion=True)}, {b} gives "
                               f"{m.eval(z3.substitute(e, *self.prime), model_completion=True)}), "
                               "so a bounded run cannot stand for all inputs")
            self.undecided(t, "could not be related to the loop trip counts by the solver")
        n = 1
        for _, dom in self.drivers:
            n *= len(dom)
        self.copies = self.replica_copies() if n > MAX_COMBOS else {}
        if self.copies:
            n = 1
            for i, (_, dom) in enumerate(self.drivers):
                n *= 1 if i in self.copies else len(dom)
        if n > MAX_COMBOS:
            t = self.drivers[-1][0]
            self.undecided(t, f"is one of {len(self.drivers)} independent runtime values that steer the protocol "
                           f"({n} combinations, more than the {MAX_COMBOS} the verifier enumerates)")

    def replica_copies(self):
        """{driver: its replica-0 counterpart} for the drivers of replicas 1.. of a role's own loaded values, when
        every replica has the same such drivers (the same terms, in order); else {} (nothing to sample)."""
        own = {}
        for i, (t, _) in enumerate(self.drivers):
            if t.replica:
                own.setdefault(t.replica[0], {}).setdefault(t.replica[1], []).append(i)
        copies = {}
        for per in own.values():
            first = per.get(0, [])
            for r, idx in per.items():
                if len(idx) != len(first) or any(self.drivers[i][0].op is not self.drivers[j][0].op
                                                 or self.drivers[i][1] != self.drivers[j][1] for i, j in zip(idx, first)):
                    return {}
                if r:
                    copies.update(zip(idx, first))
        return copies

    def singles(self):
        """The driver combinations of one tile: all of them; or, where that is more than MAX_COMBOS because each
        replica of a role has drivers of its own loaded values (`self.copies`), every combination of the other
        drivers and replica 0's, with every replica alike, and then each such feasible combination with replica r
        given the values of the r-th next one that agrees on the other drivers (each replica's values against
        different ones of the others). The second set is a sample: docs/language.md states the assumption."""
        doms = [dom for _, dom in self.drivers]
        if not self.copies:
            return [list(c) for c in itertools.product(*doms)]
        free = [i for i in range(len(doms)) if i not in self.copies]
        mine = set(self.copies.values())
        same, groups = [], {}
        for c in itertools.product(*[doms[i] for i in free]):
            combo = [None] * len(doms)
            for i, v in zip(free, c):
                combo[i] = v
            for i, j in self.copies.items():
                combo[i] = combo[j]
            same.append(combo)
            if self.quick(combo) is not None:
                groups.setdefault(tuple(v for i, v in enumerate(combo) if i in free and i not in mine), []).append(combo)
        mixed = []
        for rows in groups.values():
            for k, combo in enumerate(rows):
                mix = list(combo)
                for i, j in self.copies.items():
                    mix[i] = rows[(k + self.drivers[i][0].replica[1]) % len(rows)][j]
                if mix != combo and self.quick(mix) is not None:
                    mixed.append(mix)
        return same + mixed

    def quick(self, combo):
        """solve([combo]) with one incremental solver (the samples' many infeasible combinations are cheap)."""
        key = repr([combo])
        if key not in self._solved:
            if self._quick is None:
                _, base, ds, _ = self.tile_copy(0)
                self._quick = (_solver(*base), ds)
            s, ds = self._quick
            s.push()
            s.add(*[d == v for d, v in zip(ds, combo)])
            r = s.check()
            w = self._witness(s.model(), [combo]) if r == z3.sat else None
            s.pop()
            self._solved[key] = w if r != z3.unknown else self._solve([combo])
        return self._solved[key]

    def widen(self, n0, period):
        """Trip counts sampled through every residue modulo the proved period, twice past the threshold n0 from
        which the runs repeat term by term (explore.py), while the combinations stay within MAX_COMBOS."""
        wide = [(t, sorted(set(dom) | set(range(n0 + 2 * period))) if t.kind == "trip" else dom)
                for t, dom in self.drivers]
        n = 1
        for _, dom in wide:
            n *= len(dom)
        if n <= MAX_COMBOS:
            self.drivers = wide

    def primed(self, x):
        """x over the second copy of the inputs (memoized)."""
        x = _z(x)
        hit = self._pcache.get(x.get_id())
        if hit is None:
            hit = self._pcache[x.get_id()] = (x, z3.substitute(x, *self.prime))
        return hit[1]

    def depends(self, t):
        """Is t's value NOT a function of the drivers? sat (with two witness inputs) or unsat."""
        sym = self.sym
        p = self.primed
        if self._pbase is None:
            self._pbase = [p(c) for c in sym.base]
        cs = list(sym.base) + self._pbase + list(sym.shared) + list(t.ctx) + [p(c) for c in t.ctx]
        for d, _ in self.drivers:
            cs.append(_z(d.expr) == p(d.expr))
        cs.append(_z(t.expr) != p(t.expr))
        return decide(*cs, where=f"is the {t.what} at {t.op.span.short} a function of the drivers")

    def tile_copy(self, i):
        """Tile i's copy of the per-tile leaves: (substitution, base constraints, driver terms, leaf exprs)."""
        c = self._copies.get(i)
        if c is None:
            sym = self.sym
            sub = [(v, z3.Int(f"{v}@{i}")) for v in sym.tvars] + [(sym.tile_iter, z3.IntVal(i))]
            c = self._copies[i] = (sub, [z3.substitute(x, *sub) for x in sym.base],
                                   [z3.substitute(_z(d.expr), *sub) for d, _ in self.drivers],
                                   {val: z3.substitute(v, *sub) for val, v in sym.tleaves.items()})
        return c

    def solve(self, combos):
        """Input values for a sequence of tiles, tile i with driver values combos[i]; None if infeasible.
        Returns (inputs per tile, a function that describes the witness for a counter-example)."""
        key = repr(combos)
        if key not in self._solved:
            self._solved[key] = self._solve(combos)
        return self._solved[key]

    def _solve(self, combos):
        cs = []
        for i, combo in enumerate(combos):
            _, base, ds, _ = self.tile_copy(i)
            cs += base
            cs += [d == val for d, val in zip(ds, combo)]
        where = "; ".join(", ".join(f"{d.what} at {d.op.span.short} = {c}" for (d, _), c in zip(self.drivers, combo))
                          for combo in combos)
        r, m = decide(*cs, where="inputs for the driver values " + where)
        if r == z3.unknown:
            self.unsolved()
        if r != z3.sat:
            return None
        return self._witness(m, combos)

    def unsolved(self):
        """An input combination the solver could not decide: dropping it from the samples (or from the search)
        would leave runs unchecked, so the kernel is refused, at a driver with a nonlinear term if there is one."""
        ts = [d for d, _ in self.drivers]
        t = next((d for d in ts if nonlinear.factors([_z(d.expr)])), ts[0] if ts else self.sym.terms[0])
        self.undecided(t, "drives runs for which the solver could not decide whether the inputs can occur")

    def _witness(self, m, combos):
        sym = self.sym
        tiles = []
        kvals = {val: m.eval(v, model_completion=True).as_long() for val, v in sym.kleaves.items()}
        for i in range(len(combos)):
            vals = dict(kvals)
            for val, v in self.tile_copy(i)[3].items():
                vals[val] = m.eval(v, model_completion=True).as_long()
            tiles.append(vals)

        def desc():
            return "; ".join(f"tile {i}: " + (", ".join(f"{d.what} at {d.op.span.short} = {c}"
                                                           for (d, _), c in zip(self.drivers, combo)) or "any input")
                             + self.leaf_desc(m, self.tile_copy(i)[0]) for i, combo in enumerate(combos))
        return tiles, desc

    def leaf_desc(self, m, sub):
        vs = {}
        for d, _ in self.drivers:
            _vars(d.expr, vs)
        out = []
        for name, v in sorted(vs.items()):
            if name in self.leafnames:
                w = m.eval(z3.substitute(v, *sub), model_completion=True)
                item = f"{self.sym.display.get(name, name)} = {w}"
                if item not in out:
                    out.append(item)
        return f" (with {', '.join(out)})" if out else ""

    def scenarios(self):
        doms = [dom for _, dom in self.drivers]
        singles = self.singles()
        seqs = [[c] for c in singles]
        if self.persistent:
            S = max(max(self.stages), 1)
            pats = [[S + 1, 0, 1], [0, 0, S + 1, S], [1, S, max(S - 1, 0), 2 * S + 1],
                    [S + 1, S + 1, S + 1], [2 * S + 1, 0, S, 1], [S, 1, 0, S + 1, S + 1]]
            trips = [i for i, (d, _) in enumerate(self.drivers) if d.kind == "trip"]
            for pat in pats:
                seq = []
                for i, n in enumerate(pat):
                    combo = [dom[(i + j) % len(dom)] for j, dom in enumerate(doms)]
                    if trips:
                        combo[trips[0]] = n
                    seq.append(combo)
                seqs.append(seq)
            # tiles alike that each fill fewer slots than a ring holds wrap it only across tiles: S + 1 of them
            # (e.g. a consumer that skips a release only when a tile has one block deadlocks at the third tile)
            seqs += [[c] * (S + 1) for c in singles if all(c[i] < S for i in trips)]
        seen = set()
        for seq in seqs:  # a generator: the simulation stops at the first failing witness
            tries = [seq]
            if len(seq) > 1:  # kernel-level inputs (e.g. K) may force every tile to the same counts
                tries += [[c] * len(seq) for c in seq]
            for sq in tries:
                key = repr(sq)
                if key in seen:
                    continue
                seen.add(key)
                r = self.solve(sq)
                if r is not None:
                    yield r
                    if sq is seq:
                        break
