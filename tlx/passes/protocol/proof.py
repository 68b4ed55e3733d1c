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

import z3

from ...diagnostics import error
from .scenarios import Scenarios
from .solving import _solver, _vars
from .arith import _z
from .nonlinear import _afresh
from .flow import COLLECTIVE_NAME, divergent_guards
from .symbolic import SymKernel, Term

class Prover(Scenarios):
    """The checks for all inputs; the drivers and the scenarios of the simulation come from Scenarios."""
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
        self._prods = None  # _bounded_product's products of the assumptions
        self._holds = {}  # _bounded_product's answers
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
        self.check_divergence()
        self.check_steps()
        self.check_tma_rows()
        for t in sym.terms:
            if t.expr is None:
                reads = list(dict.fromkeys(sym.volatile))[:3]
                self.undecided(t, "depends on tensor data or on a value the verifier does not model", [
                    (op.span, f"a read of '{name}', which this kernel also writes: each role reads it when it "
                     "gets there, so roles and tiles can see different values") for op, name in reads] + [
                    (op.span, "an integer computed by this loop, which has no sync statements: the proof does not "
                     "follow its iterations (compute it without a loop, or give the loop a sync statement)")
                    for op in sym.opaque[:3]])
        for t in sym.terms:
            if t.kind == "index":
                self.check_index(t)
        self.check_rings()
        self.find_drivers()

    def check_divergence(self):
        """A guard over global memory the kernel writes must not hold what every thread has to reach
        (flow.divergent_guards)."""
        for op, (rop, name), inner in divergent_guards(self.sym.k, self.sym.written):
            what = "condition" if op.name == "if" else "trip count"
            held = COLLECTIVE_NAME.get(inner.name, f"'{inner.name}'")
            self.fail(op.span, f"cannot prove the protocol for every input: this {what} is computed from '{name}', "
                      "which this kernel also writes, and each thread reads it at its own time: the threads of a warp "
                      f"group can disagree and some skip the {held} below, which needs all of them (a hang or a "
                      "wrong result on the GPU)", [
                          (rop.span, f"the read of '{name}'"),
                          (inner.span, f"this {held} needs every thread of the warp group")])

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

    def check_tma_rows(self):
        """Every jagged TMA copy's row coordinate is at least 0 and within 32 bits for every input (symbolic.py
        `tma_rows`): the copy engine bounds a jagged tensor's rows at the sequence's end only (codegen RAGGED_TMA), so
        a negative row reads or writes the rows before the sequence, and before the tensor's first row other memory.
        At most 2**31 - 1 (the row's own arithmetic in 32 bits). The device issues the row as 2**30 - (end - start) + row
        (RAGGED_TMA), which from 2**30 + length up wraps below 0 (red team, session 49): a store's row is clamped at
        the length first (gluon_exprs.tma_coords: a box from the end on is clipped whole either way), and a load's
        wrapped box lies wholly below 0 (at most 2**30 + 2**31 - 1 - 2**32), which reads zeros, as the exact row
        does (past the sequence's end)."""
        sym = self.sym
        top, span = 2 ** 31 - 1, "[0, 2**31 - 1]"
        for op, e, ctx in sym.tma_rows:
            if e is None:
                self.fail(op.span, "cannot prove that this copy stays inside its tensor: its row coordinate depends on "
                          "a value the verifier does not model (e.g. loaded from memory); a negative row would reach "
                          "the memory before the sequence (the copy is bounded at the sequence's end only)")
            if isinstance(e, int):
                if 0 <= e <= top:
                    continue
                self.fail(op.span, f"this copy's row coordinate is {e}: a jagged copy's row lies in {span} (the "
                          "copy is bounded at the sequence's end only, and the device computes the row in 32 bits)")
            for bad, bound in ((_z(e) < 0, "at least 0"), (_z(e) > top, f"at most {span[4:-1]}")):
                s = _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, bad)
                r = s.check()
                if r == z3.sat:
                    m = s.model()
                    cex = self.render(m, [_z(e)] + list(ctx))
                    self.fail(op.span, f"this copy's row coordinate can be {m.eval(_z(e), model_completion=True)}"
                              + (f" (with {cex})" if cex else "") + ": a jagged copy is bounded at the sequence's end "
                              "only, so a negative row (or one the device's 32 bits wrap) reads or writes the rows "
                              "before the sequence (before the tensor's first row, other memory); bound it with a "
                              f"`require`, or compute it to lie in {span}")
                if r != z3.unsat and not (bound == "at least 0" and self._nonneg(z3.simplify(_z(e)), list(ctx))) \
                        and not (bound != "at least 0" and self._nonneg(z3.simplify(top - _z(e)), list(ctx))) \
                        and not self._unsat_afresh([*sym.base, *sym.shared, *sym.ranges, *ctx, bad]):
                    self.fail(op.span, "cannot prove that this copy stays inside its tensor: the solver could not "
                              f"show that its row coordinate is {bound}")

    def check_tma_cols(self):
        """Every TMA column coordinate the copy engine does not bound (symbolic.py `tma_col_terms`) lies inside its
        dimension for every input: on Hopper the descriptor bounds only the flattened columns, so an index past its
        dimension reads or writes another head of the same tensor, where the portable build writes nothing."""
        sym = self.sym
        for op, e, (lo, hi), what, bound, ctx in sym.tma_cols:
            why = ("the device computes it in 32 bits, and a wrapped coordinate lands back inside the tensor, on "
                   "memory the program does not address" if bound.startswith("32 bits") else
                   "on Hopper the copy engine bounds only the flattened columns [d1 * ... * dl] of the tensor, so it "
                   "would read or write another head of the same tensor (the portable build skips it)") + \
                "; bound it with a `require`, or compute it to stay inside"
            if e is None:
                self.fail(op.span, f"cannot prove that this copy's {what} stays inside {bound}: it depends on a value "
                          f"the verifier does not model (e.g. loaded from memory); {why}")
            if isinstance(e, int) and isinstance(hi, int):
                if lo <= e <= hi:
                    continue
                self.fail(op.span, f"this copy's {what} is {e}, outside [{lo}, {hi}] ({bound}): {why}")
            bad = z3.Or(_z(e) < lo, _z(e) > hi)
            s = _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, bad)
            r = s.check()
            if r == z3.sat:
                m = s.model()
                cex = self.render(m, [_z(e), _z(hi)] + list(ctx))
                self.fail(op.span, f"this copy's {what} can be {m.eval(_z(e), model_completion=True)}, outside [{lo}, "
                          f"{m.eval(_z(hi), model_completion=True)}] ({bound})" + (f" (with {cex})" if cex else "")
                          + f": {why}")
            if r != z3.unsat and not self._unsat_afresh([*sym.base, *sym.shared, *sym.ranges, *ctx, bad]):
                self.fail(op.span, f"cannot prove that this copy's {what} stays inside {bound}: the solver could not "
                          f"decide it; {why}")

    def _nonneg(self, e, ctx, depth=0):
        """e >= 0 for every input, by the signs of its parts where the solver gave up on the whole (the products and
        quotients of a step's block index: `x * (j % n1) + (1 - x) * k` with x in [0, 1]): a sum or product of
        non-negative terms, an if whose two branches are (each under its condition), a quotient of a non-negative by
        a positive, a remainder by a non-zero divisor (z3's is non-negative). Sound: True only with a proof."""
        sym = self.sym
        if z3.is_int_value(e):
            return e.as_long() >= 0
        r = _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, e < 0).check()
        if r == z3.unsat:
            return True
        if r == z3.sat or depth > 16 or not z3.is_app(e):
            return False  # (a part that can be negative: the whole's own query already failed)
        k, ch = e.decl().kind(), e.children()
        if k in (z3.Z3_OP_ADD, z3.Z3_OP_MUL):
            return all(self._nonneg(c, ctx, depth + 1) for c in ch)
        if k == z3.Z3_OP_ITE:
            c, t, f = ch
            return self._nonneg(t, ctx + [c], depth + 1) and self._nonneg(f, ctx + [z3.Not(c)], depth + 1)
        if k == z3.Z3_OP_IDIV:
            return self._nonneg(ch[0], ctx, depth + 1) and self._nonneg(ch[1] - 1, ctx, depth + 1)
        if k == z3.Z3_OP_MOD:
            return _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, ch[1] == 0).check() == z3.unsat
        return False

    def _unsat_afresh(self, cs):
        """The undecided query `cs` decided unsat in a new context (nonlinear._afresh): what z3 decides within its
        budget depends on the terms its context made before, so an obligation proved in a fresh process must not be
        refused in a long one (the op's backward builds after others in one test process)."""
        return _afresh(cs, _solver)[0] == z3.unsat

    def check_overflow(self):
        """Every integer operation (add, sub, mul, neg, a quotient, a narrowing cast) whose value reaches a
        protocol term stays in its dtype's range for every input (the model computes exactly, the device in the
        dtype's bits: symbolic.py). Its value reaches a term iff its z3 expression is a
        subterm of the term's (the terms are built from the operations' expressions, which z3 shares)."""
        sym = self.sym
        from ..verify_protocol import overflow_check
        if not (sym.obligations or sym.loop_ends) or not overflow_check():
            return
        # the steps of the ring and turn counters derive-phases adds: the generated code never needs their exact
        # value (symbolic.py says why), so no obligation is raised on those adds — only on them: a user's
        # arithmetic on a slot (`sl * 2**30`) or on anything that mixes a counter in is checked like any other
        def reached(stack):
            out = set()
            while stack:
                x = stack.pop()
                if x.get_id() not in out:
                    out.add(x.get_id())
                    # (`x & 1` is the model's x % 2: its value is x's residue modulo 2, which the device's wrapped
                    # x keeps through +, - and *; a phase `(tile_index * 3 + 1) & 1` needs no bound on the product)
                    stack.extend(_past_ring_ops([x.arg(0)]) if _is_parity(x) else x.children())
            return out
        # (a jagged TMA copy's row too: a wrap on its way would address the rows before the sequence, check_tma_rows)
        used = reached([t.expr for t in sym.terms if isinstance(t.expr, z3.ExprRef)] + [c for t in sym.terms
                                                                                         for c in t.ctx]
                       + [e for _, e, _ in sym.tma_rows if isinstance(e, z3.ExprRef)])
        # a TMA column coordinate's obligation (check_tma_cols) is on its exact final value: the device's wrapped
        # value agrees with it modulo 2**32 through any chain of +, - and *, so only what feeds it through another
        # operation (a quotient, a remainder, a condition) must itself stay in range
        used |= reached(_past_ring_ops([e for _, e, *_ in sym.tma_cols if isinstance(e, z3.ExprRef)]))
        # the tile space's extents too, without the coordinates' bounds (they assume a tile exists: with an extent
        # that is 0 to the model, every query would hold vacuously while the device's wrapped count is not 0)
        ext_only = reached([e for e in sym.extents if isinstance(e, z3.ExprRef)]) - used
        used |= ext_only
        no_tiles = [c for c in sym.base if not any(c.eq(b) for b in sym.tile_bounds)]
        done = set()
        for op, e, ctx, (lo, hi) in sym.obligations + sym.loop_ends:
            key = (e.get_id(), tuple(c.get_id() for c in ctx), lo)
            loop_end = op.name == "for"
            if (e.get_id() not in used and not loop_end) or key in done or \
                    op.attrs.get("ring_period") or op.attrs.get("counter_step"):
                continue
            done.add(key)
            # (the products bounded by monotonicity first: those queries are linear, while the solver can spend its
            # whole budget on a product before it answers unknown, ~9 s for the dK/dV kernel's two)
            base = no_tiles if e.get_id() in ext_only else sym.base
            ab = self._abstract_products(z3.simplify(e), ctx, hi)
            if ab is not None and _solver(*base, *sym.shared, *sym.ranges, *ctx, *ab[1],
                                          z3.Or(ab[0] < lo, ab[0] > hi)).check() == z3.unsat:
                continue
            cs = [*base, *sym.shared, *sym.ranges, *ctx, z3.Or(e < lo, e > hi)]
            s = _solver(*cs)
            r = s.check()
            if r == z3.unsat or (r == z3.unknown and self._unsat_afresh(cs)):
                continue
            dt = (op.regions[0].args[0] if loop_end else op.result).type.dtype
            bits = dt[1:]
            if loop_end:
                what = f"this loop's induction variable ({dt}) steps past its last value before the loop ends, " \
                       "and that value (the start plus trip count times step)"
            else:
                what = (f"this cast from {op.operands[0].type.dtype} to {dt}" if op.name == "cast" else
                        f"this {op.name} ({dt})") + " reaches a protocol term (a trip count, guard, index, phase " \
                    "or byte count, a jagged copy's row, or the tile space's size) and"
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
        `steps - 0` is the product). Memoized: the obligations of one kernel share their products and path
        conditions (the fused backward: 1,106 such queries, 50 s, before; each asked once now)."""
        if not (z3.is_app(e) and e.decl().kind() == z3.Z3_OP_MUL and e.num_args() == 2):
            return False
        x, y = e.children()
        sym = self.sym
        if self._prods is None:
            self._prods, stack, seen = [], list(sym.ranges), set()
            while stack:
                t = stack.pop()
                if t.get_id() in seen or not z3.is_app(t):
                    continue
                seen.add(t.get_id())
                if t.decl().kind() == z3.Z3_OP_MUL and t.num_args() == 2:
                    self._prods.append(t)
                stack.extend(t.children())
        cid = tuple(c.get_id() for c in ctx)

        def holds(c):
            # (keyed by z3's hash-consed term ids; the terms are kept alive with the answer, so the ids stay theirs)
            key = (c.get_id(), cid)
            hit = self._holds.get(key)
            if hit is None:
                ok = _solver(*sym.base, *sym.shared, *sym.ranges, *ctx, z3.Not(c)).check() == z3.unsat
                hit = self._holds[key] = (ok, c, list(ctx))
            return hit[0]
        for p in self._prods:
            X, Y = p.children()
            # (each bound its own query: they recur across products and obligations, and a conjunction's negation is
            # a disjunction the solver explores whole, up to 8 s for the fused backward's; the linear ones first: the
            # product's range is nonlinear, up to 28 s where a bound fails anyway)
            for a, b in ((x, y), (y, x)):
                if all(holds(c) for c in (0 <= a, a <= X, 0 <= b, b <= Y)) and holds(z3.And(0 <= X * Y, X * Y <= hi)):
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


_RING_OPS = (z3.Z3_OP_ADD, z3.Z3_OP_SUB, z3.Z3_OP_MUL, z3.Z3_OP_UMINUS)


def _is_parity(x):
    """x is `e % 2`: z3's mod by 2 comes from arith.binop's model of `e & 1` and `e ^ 1` (and from a loop's
    `(iv - lo) % step == 0` with step 2, a fact of the model that no device value feeds)."""
    return z3.is_app(x) and x.decl().kind() == z3.Z3_OP_MOD and z3.is_int_value(x.arg(1)) and \
        x.arg(1).as_long() == 2


def _past_ring_ops(roots):
    """The first subterms of `roots` that are not +, -, * or a negation (walking down through those): the parts
    whose exact value, not only its residue modulo 2**32, decides the roots' residue."""
    out, seen, stack = [], set(), list(roots)
    while stack:
        x = stack.pop()
        if x.get_id() in seen:
            continue
        seen.add(x.get_id())
        if z3.is_app(x) and x.decl().kind() in _RING_OPS:
            stack.extend(x.children())
        elif x.num_args():
            out.append(x)
    return out

