"""Solver queries over a `SymKernel`: what is proved for all inputs, and the finite set of scenarios that the
concrete simulation must run so that its bounded execution covers every input.

For all inputs (z3, leaves quantified universally under their constraints):
  * every barrier and shared-memory slot index lies inside its array;
  * every role that pipelines over a ring advances its counter by the same number of slots per tile
    (producer fills = consumer drains), else a counter-example input is reported;
  * every protocol term (trip counts, guards of sync statements, indices, expect bytes, phases, carried
    integers) is a function of a few *drivers*: a term that is not a function of the drivers found so far
    becomes one (trip counts, guards, indices) or is reported as undecidable.
Scenarios: each driver ranges over a finite domain (trip counts 0, 1, S-1, S, S+1, 2S, 2S+1; guards 0/1;
indices every slot); every feasible combination gets a witness input from z3, persistent launches also get
sequences of tiles. Each replica's own loaded values (symbolic.py) give each replica its own drivers; where
their combinations exceed MAX_COMBOS they are sampled (`singles`: the replicas alike, then mixed). Because every term is a function of the drivers, two inputs with equal driver values
behave identically, so the witnesses stand for every input with those driver values.
"""
from __future__ import annotations

import itertools

import z3

from ...diagnostics import error
from . import nonlinear
from .symbolic import RLIMIT, TIMEOUT_MS, SymKernel, Term, _z

MAX_COMBOS = 512


def counts(S):
    S = max(S, 1)
    return sorted({0, 1, max(S - 1, 0), S, S + 1, 2 * S, 2 * S + 1})


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


def _collect(e, out):
    stack = [e]
    seen = set()
    while stack:
        x = stack.pop()
        if x.get_id() in seen:
            continue
        seen.add(x.get_id())
        if z3.is_const(x) and x.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out[str(x)] = x
        stack.extend(x.children())
    return out


def _solver(*cs):
    s = z3.Solver()
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


class Prover:
    def __init__(self, sym: SymKernel, stages: set, persistent: bool):
        self.sym, self.stages, self.persistent = sym, stages, persistent
        self.leaves = sym.kvars + sym.tvars
        self.leafnames = {str(v) for v in self.leaves}
        self.prime = [(v, z3.Int(str(v) + "'")) for v in self.leaves]
        self.drivers = []  # (Term, domain)
        self.proved = set()  # index queries already proved (many ops share one slot expression)
        self._copies = {}
        self._pbase = None
        self._pcache = {}  # expr id -> (expr, primed copy)
        self._solved = {}  # repr of a tile sequence's driver values -> solve()'s answer
        self._quick = None  # quick()'s solver
        self.copies = {}  # sampled replicas (singles): driver of replica r >= 1 -> its replica-0 counterpart

    def fail(self, span, msg, notes=()):
        raise error(span, msg, notes)

    def render(self, model, exprs, prime=False):
        """'len_k = 65, m = 0' for the input leaves (and tile_index) that `exprs` mention."""
        vs = {}
        for e in exprs:
            _vars(e, vs)
        out = []
        for name, v in sorted(vs.items(), key=lambda kv: self.sym.display.get(kv[0], kv[0])):
            if name not in self.leafnames and name != "tile_index":
                continue
            w = model.eval(z3.Int(name + "'") if prime and name in self.leafnames else v, model_completion=True)
            item = f"{self.sym.display.get(name, name)} = {w}"
            if item not in out:
                out.append(item)
        return ", ".join(out)

    def undecided(self, t: Term, why, notes=()):
        self.fail(t.op.span, f"cannot prove the protocol for every input: the {t.what} here {why}; "
                  "the verifier reports this instead of accepting a program it has not proved", list(notes))

    # ------------------------------------------------------------------ proofs for all inputs
    def check(self):
        sym = self.sym
        if sym.assumed and _solver(*sym.base, *sym.shared).check() == z3.unsat:
            # every query assumes the requires' linear conditions: with none satisfiable every claim would hold
            # vacuously, so a kernel that can never launch is refused rather than proved
            self.fail(sym.require_ops[-1].span, "no input meets the kernel's requires (with sizes >= 0 and the "
                      "launch space's bounds): the kernel could never launch, and a proof about it would be vacuous")
        self.check_steps()
        for t in sym.terms:
            if t.expr is None:
                self.undecided(t, "depends on tensor data or on a value the verifier does not model", [
                    (op.span, f"a read of '{name}', which this kernel also writes: each role reads it when it "
                     "gets there, so roles and tiles can see different values") for op, name in sym.volatile[:3]] + [
                    (op.span, "an integer computed by this loop, which has no sync statements: the proof does not "
                     "follow its iterations (compute it without a loop, or give the loop a sync statement)")
                    for op in sym.opaque[:3]])
        for t in sym.terms:
            if t.kind == "index":
                self.check_index(t)
        self.check_rings()
        self.find_drivers()

    def check_index(self, t):
        e = t.expr
        if isinstance(e, int):
            if not 0 <= e < t.size:
                self.fail(t.op.span, f"{t.what} is {e}, out of range for its {t.size} entries")
            return
        key = (e.get_id(), tuple(c.get_id() for c in t.ctx), t.size)
        if key in self.proved:
            return
        s = _solver(*self.sym.base, *self.sym.shared, *t.ctx, z3.Not(z3.And(e >= 0, e < t.size)))
        r = s.check()
        if r == z3.unsat:
            self.proved.add(key)
            return
        if r == z3.sat:
            m = s.model()
            cex = self.render(m, [e] + list(t.ctx))
            self.fail(t.op.span, f"{t.what} can be {m.eval(e, model_completion=True)}, out of range for its "
                      f"{t.size} entries" + (f" (with {cex})" if cex else "") + f" [role '{t.role}']")
        if r != z3.unsat:
            self.undecided(t, "could not be bounded by the solver")

    def check_steps(self):
        """Every loop's step is at least 1 for every input (symbolic.py `steps`)."""
        sym = self.sym
        for op, step, ctx in sym.steps:
            if step is None:
                self.fail(op.span, "cannot prove the protocol for every input: this loop's step is a value the "
                          "verifier does not model (e.g. loaded from memory); a step of 0 or less does not end the "
                          "loop on the device: compute the step from the kernel's arguments")
            if isinstance(step, int):
                self.fail(op.span, f"this loop's step is {step}: a loop steps forward by at least 1")
            s = _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, _z(step) < 1)
            r = s.check()
            if r == z3.sat:
                m = s.model()
                cex = self.render(m, [_z(step)] + list(ctx))
                self.fail(op.span, f"this loop's step can be {m.eval(_z(step), model_completion=True)}"
                          + (f" (with {cex})" if cex else "") + ": the device runs the body once and then "
                          "loops while the variable is below the end (forever for a step of 0), where the proof "
                          "counts no iteration; bound the step with a `require` or compute it to be at least 1")
            if r != z3.unsat:
                self.fail(op.span, "cannot prove the protocol for every input: the solver could not show that this "
                          "loop's step is at least 1")

    def check_overflow(self):
        """Every integer operation (add, sub, mul, neg, a quotient, a narrowing cast) whose value reaches a
        protocol term stays in its dtype's range for every input (the model computes exactly, the device in the
        dtype's bits: symbolic.py). Its value reaches a term iff its z3 expression is a
        subterm of the term's (the terms are built from the operations' expressions, which z3 shares)."""
        sym = self.sym
        from ..verify_protocol import overflow_check
        if not (sym.obligations or sym.loop_ends) or not overflow_check():
            return
        # the counters derive-phases adds are assumed below 2**31 (symbolic.py): obligations over them are not raised
        counters = {str(v) for rm in sym.roles for v in rm.state} | {"tile_index"}
        used, stack = set(), [t.expr for t in sym.terms if isinstance(t.expr, z3.ExprRef)]
        stack += [c for t in sym.terms for c in t.ctx]
        while stack:
            x = stack.pop()
            if x.get_id() not in used:
                used.add(x.get_id())
                stack.extend(x.children())
        done = set()
        for op, e, ctx, (lo, hi) in sym.obligations + sym.loop_ends:
            key = (e.get_id(), tuple(c.get_id() for c in ctx), lo)
            loop_end = op.name == "for"
            if (e.get_id() not in used and not loop_end) or key in done or \
                    {str(v) for v in _vars(e, {}).values()} & counters:
                continue
            done.add(key)
            # (the products bounded by monotonicity first: those queries are linear, while the solver can spend its
            # whole budget on a product before it answers unknown, ~9 s for the dK/dV kernel's two)
            ab = self._abstract_products(z3.simplify(e), ctx, hi)
            if ab is not None and _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, *ab[1],
                                          z3.Or(ab[0] < lo, ab[0] > hi)).check() == z3.unsat:
                continue
            s = _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, z3.Or(e < lo, e > hi))
            r = s.check()
            if r == z3.unsat:
                continue
            dt = (op.regions[0].args[0] if loop_end else op.result).type.dtype
            bits = dt[1:]
            if loop_end:
                what = f"this loop's induction variable ({dt}) steps past its last value before the loop ends, " \
                       "and that value (the start plus trip count times step)"
            else:
                what = (f"this cast from {op.operands[0].type.dtype} to {dt}" if op.name == "cast" else
                        f"this {op.name} ({dt})") + " reaches a protocol term (a trip count, guard, index, phase " \
                    "or byte count) and"
            if r == z3.sat:
                m = s.model()
                cex = self.render(m, [e] + list(ctx))
                self.fail(op.span, f"{what} can overflow: its exact value is {m.eval(e, model_completion=True)}"
                          + (f" with {cex}" if cex else "") + f", which the device wraps around to another {bits}-bit "
                          "value (the proof would be about a different program); compute it in a way that stays "
                          "in range, or bound its inputs")
            self.fail(op.span, f"cannot prove the protocol for every input: {what} the solver could not show that "
                      f"it stays in the {bits}-bit range the device computes it in")

    def _abstract_products(self, e, ctx, hi):
        """e with each product of two runtime values that monotonicity keeps in [0, hi] (_bounded_product) replaced
        by a fresh variable in [0, hi], and those bounds; None if there is none. Range of the result in range of
        e's: the query over it is linear where e's was not (a trip count `steps - 1` of `steps = group * n_m`)."""
        subs, seen, stack = [], set(), [e]
        while stack:
            t = stack.pop()
            if t.get_id() in seen or not z3.is_app(t):
                continue
            seen.add(t.get_id())
            if t.decl().kind() == z3.Z3_OP_MUL and t.num_args() == 2 and not any(
                    z3.is_int_value(c) for c in t.children()):
                if self._bounded_product(t, ctx, hi):
                    subs.append((t, z3.FreshInt("product")))
                    continue
            stack.extend(t.children())
        if not subs:
            return None
        return z3.substitute(e, *subs), [c for _, v in subs for c in (v >= 0, v <= hi)]

    def _bounded_product(self, e, ctx, hi):
        """x * y in range by monotonicity, where the solver's nonlinear arithmetic gives up: 0 <= x <= X and
        0 <= y <= Y (linear queries) for a product X * Y that the assumptions (a `require`) keep in range, e.g.
        `group * n_m` under `require H // HKV * cdiv(Tq, BLOCK_M) <= 2147483647` (e simplified: a trip count
        `steps - 0` is the product)."""
        if not (z3.is_app(e) and e.decl().kind() == z3.Z3_OP_MUL and e.num_args() == 2):
            return False
        x, y = e.children()
        sym, prods, stack, seen = self.sym, [], list(self.sym.ranges), set()
        while stack:
            t = stack.pop()
            if t.get_id() in seen or not z3.is_app(t):
                continue
            seen.add(t.get_id())
            if t.decl().kind() == z3.Z3_OP_MUL and t.num_args() == 2:
                prods.append(t)
            stack.extend(t.children())

        def holds(c):
            return _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, z3.Not(c)).check() == z3.unsat
        for p in prods:
            X, Y = p.children()
            for a, b in ((x, y), (y, x)):
                if holds(z3.And(0 <= a, a <= X, 0 <= b, b <= Y)) and holds(z3.And(0 <= X * Y, X * Y <= hi)):
                    return True
        return False

    def check_rings(self):
        rings = {}
        for rm in self.sym.roles:
            for key, (j, loop) in rm.rings.items():
                rings.setdefault(key, []).append((rm, j, loop))
        for key, users in rings.items():
            ra, ja, la = users[0]
            da = _z(ra.yields[ja]) - ra.state[ja]
            for rb, jb, lb in users[1:]:
                db = _z(rb.yields[jb]) - rb.state[jb]
                s = _solver(*self.sym.base, *self.sym.shared, da != db)
                r = s.check()
                if r == z3.unknown and self.sym.assumed:
                    # the requires' conditions can leave the solver without a model where it finds one quickly
                    # without them: a model that meets them anyway is a counter-example the launcher accepts
                    s2 = _solver(*[c for c in self.sym.base if not any(c.eq(a) for a in self.sym.assumed)],
                                 *self.sym.shared, da != db)
                    if s2.check() == z3.sat and all(z3.is_true(s2.model().eval(a, model_completion=True))
                                                    for a in self.sym.assumed):
                        s, r = s2, z3.sat
                name = f"ring '{key}'" if not key.startswith("#") else "the pipeline ring"
                if r == z3.sat:
                    m = s.model()
                    cex = self.render(m, [da, db])
                    va, vb = m.eval(da, model_completion=True), m.eval(db, model_completion=True)
                    self.fail(lb.span, f"role '{ra.name}' and role '{rb.name}' step through {name} a different "
                              f"number of times per tile: with {cex or 'some input'} role '{ra.name}' fills or "
                              f"drains {va} slot(s) and role '{rb.name}' {vb}: deadlock or a stale slot",
                              [(la.span, f"role '{ra.name}' steps through {name} here")])
                if r != z3.unsat:
                    self.fail(lb.span, f"cannot prove that roles '{ra.name}' and '{rb.name}' step through {name} "
                              "the same number of times per tile (the solver gave up)")

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
