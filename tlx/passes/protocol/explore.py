"""Every trip count and every sequence of tiles: the part of the proof that the sampled scenarios cannot give.

The scenarios of scenarios.py run sampled driver values (trip counts 0, 1, S-1, S, S+1, 2S, 2S+1) and a few tile
sequences; they find most errors with a small witness. This module proves that nothing else can fail.

Given the lemmas (lemmas.py: every protocol term repeats with a period P past a threshold N0), the rest of a
run depends on its integers only through: driver values below N0 exactly and above it modulo P, iteration
indices modulo P with the iterations left, ring counters and tile_index modulo P, and loop-carried integers
exactly. Together with the barrier and shared-memory state (phase parity, arrivals,
bytes, which waits and signals each clock has seen) this is a finite *abstract state* that determines
every check the run still makes.

Exploration: a path fixes the kernel-level drivers, then tile after tile the tile-level ones; a trip driver
is a value below N0 or *undecided* ("at least m", run with m). One schedule (the first priority order, copies
landing at issue) stands for all (schedules.py). A run stops where its path does not say how to go on: the
first process to ask for a tile not chosen yet (options: no more tiles, or each combination of the tile's
driver values), or the first exit of a driven loop whose trip count is undecided (options: it is m, or at
least m+1). Paths are explored breadth first; one whose abstract state at its decision was met before is
cut, since the same abstract state has the same continuations; so is one whose clock facts include those of
a state met before, alike otherwise (order.Seen), and the state leaves out what no check can read any more
(order._order, abstract: the reductions, and why each is sound). The search ends when no new state appears:
every trip count and every tile sequence is then covered. The search runs until it closes and fails past
EXHAUSTIVE states ("cannot prove"); with TLX_VERIFY_SAMPLED=1 it stops past BUDGET work without a verdict.
"""
from __future__ import annotations

import itertools
import os
from collections import deque

import numpy as np
from ...diagnostics import error
from .lemmas import Lemmas
from .witness import U, Witnesses
from .solving import _vars
from . import order
from .order import Seen, _order
from .simulate import Decide, ProtocolError, Run
from .flow import has_sync
from .symbolic import is_int

CHECKPOINTS = True  # explore_ckpt (False: replay every path from the start, the reference it must equal)
BUDGET = 60000  # TLX_VERIFY_SAMPLED=1: work (events run plus clock pairs compared / 16) before stopping
EXHAUSTIVE = 12000  # explore until closed, or fail past this many states (TLX_VERIFY_STATES=N: past N);
# the shipped kernels' variants close within 1,000 (a 3-deep ring about 3,000), at 1-2 ms a state on one core


class Explorer(Lemmas, Witnesses):
    def __init__(self, prover, k, tiles, roles, defs, decls, kinds, persistent):
        self.pr, self.sym = prover, prover.sym
        self.k, self.tiles, self.roles, self.defs, self.decls, self.kinds = k, tiles, roles, defs, decls, kinds
        self.persistent = persistent
        self.drivers = prover.drivers
        kv = {str(v) for v in self.sym.kvars}
        self.kl = [j for j, (d, _) in enumerate(self.drivers) if set(_vars(d.expr, {})) <= kv]
        self.tl = [j for j in range(len(self.drivers)) if j not in self.kl]
        self.trips = {j for j, (d, _) in enumerate(self.drivers) if d.kind == "trip"}
        self._solved = {}
        self.tmix = False  # does a driver read tile_index (then a tile's witness depends on its position)
        self.max_pending = max([o.attrs.get("pending", 0) for o in k.walk() if o.name == "dot_wait"] or [0])

    def fail(self, span, msg, notes=()):
        raise error(span, msg, notes)

    # ------------------------------------------------------------------ search
    def explore(self, blk, order, exhaustive=True):
        """Breadth-first search of paths; sets self.closed (every trip count and tile sequence covered). Past the
        default budget the search stops without a verdict (the samples and lemmas stand); with `exhaustive` it
        goes on until closed or fails past EXHAUSTIVE states."""
        self.tmix = any(str(self.sym.tile_iter) in _vars(d.expr, {}) for d, _ in self.drivers)
        self._blk, self._order = blk, order
        self.closed, self.states = False, 0
        self.deferred = None  # (span, message): a failure seen only in a run cut short (uncut)
        if not self.explorable:
            return
        cap = _cap()
        self.exhaustive = exhaustive
        if CHECKPOINTS:
            self.explore_ckpt(blk, order, cap)
            if self.deferred is not None:
                self.fail(*self.deferred)
            return
        kvs = list(itertools.product(*[self.dom(j) for j in self.kl]))
        tvs = list(itertools.product(*[self.dom(j) for j in self.tl]))
        queue = deque()
        for kv in kvs:
            if self.persistent:
                queue.append((kv, (), False))
            else:
                queue.extend((kv, (tv,), True) for tv in tvs)
        seen = Seen()
        self.cost = 0
        while queue:
            if not exhaustive and self.cost > BUDGET:
                self.closed, self.states = False, len(seen)
                return
            path = queue.popleft()
            r = self.replay(path, blk, order)
            if r is None:
                continue
            state, dec = r
            if not seen.add(state):
                continue
            if exhaustive and len(seen) > cap:
                self.fail(self.tiles.span, f"cannot prove the protocol for every trip count and tile sequence: "
                          f"the exploration met more than {cap} distinct states without closing (TLX_VERIFY_STATES "
                          "sets this limit)")
            kv, tv, ended = path
            if dec.kind == "tile":
                queue.append((kv, tv, True))
                queue.extend((kv, tv + (x,), False) for x in tvs)
                continue
            t, j = dec.key
            # the loop stops here (explored later), or runs at least once more (next: long trip counts early)
            for nv, put in ((dec.m, queue.append), ((U, dec.m + 1), queue.appendleft)):
                if t is None:
                    kv2 = tuple(nv if i == j else v for i, v in zip(self.kl, kv))
                    put((kv2, tv, ended))
                else:
                    row = tuple(nv if i == j else v for i, v in zip(self.tl, tv[t]))
                    put((kv, tv[:t] + (row,) + tv[t + 1:], ended))
        self.closed, self.states = True, len(seen)

    def explore_ckpt(self, blk, order, cap):
        """The breadth-first search of explore(), each path run from a checkpoint instead of from the start: a
        node keeps, for every tile of its path, the run paused where that tile was asked for (`snaps`). A path
        differs from its parent only in its last tile (a tile decision) or in tile t's row (a trip decision),
        so the parent's snapshot of that tile is still the same execution up to there; from it the run goes on
        with the path's answers, exactly as a replay from the start would (the runs are deterministic)."""
        kvs = list(itertools.product(*[self.dom(j) for j in self.kl]))
        tvs = list(itertools.product(*[self.dom(j) for j in self.tl]))
        # a persistent launch runs tiles one after another (their number is decided as they are asked for); else
        # each program runs one tile
        queue = deque(((kv, (), False), ()) if self.persistent else ((kv, (tv,), True), ())
                      for kv in kvs for tv in ([None] if self.persistent else tvs))
        seen = Seen()
        self.cost = 0
        while queue:
            if not self.exhaustive and self.cost > BUDGET:
                self.closed, self.states = False, len(seen)
                return
            path, snaps = queue.popleft()
            r = self.run_path(path, snaps, blk, order)
            if r is None:
                continue
            run, d, snaps = r
            d.m = run.open.get(d.key) if d.kind == "trip" else None
            state = self.abstract(run, path, d)
            if not seen.add(state):
                continue
            if self.exhaustive and len(seen) > cap:
                self.fail(self.tiles.span, f"cannot prove the protocol for every trip count and tile sequence: "
                          f"the exploration met more than {cap} distinct states without closing (TLX_VERIFY_STATES "
                          "sets this limit)")
            kv, tv, ended = path
            if d.kind == "tile":
                run.asked = d.proc.pid
                s2 = snaps + (run,)
                queue.append(((kv, tv, True), s2))
                queue.extend(((kv, tv + (x,), False), s2) for x in tvs)
                continue
            t, j = d.key
            keep = () if t is None else snaps[:t + 1]
            # the loop stops here (explored later), or runs at least once more (next: long trip counts early)
            for nv, put in ((d.m, queue.append), ((U, d.m + 1), queue.appendleft)):
                if t is None:
                    kv2 = tuple(nv if i == j else v for i, v in zip(self.kl, kv))
                    put(((kv2, tv, ended), keep))
                else:
                    row = tuple(nv if i == j else v for i, v in zip(self.tl, tv[t]))
                    put(((kv, tv[:t] + (row,) + tv[t + 1:], ended), keep))
        self.closed, self.states = True, len(seen)

    def run_path(self, path, snaps, blk, order):
        """Run `path` from its last snapshot (or from the start) to its decision: (run, Decide, snapshots), or
        None where it is infeasible or ends. A violation is reported with the path's witness."""
        kv, tv, ended = path
        if snaps:
            run = snaps[-1].fork()
            proc = run.procs[run.asked]
            t = len(snaps) - 1
        else:
            if not tv and ended:
                return None
            opened = {(None, j): v[1] for j, v in zip(self.kl, kv) if isinstance(v, tuple)}
            run = Run(self.k, self.tiles, self.roles, [], order, self.defs, self.decls, False, self.kinds,
                      path=(True, opened, self.driven, set(self.kl)))
            run.start(blk)
            proc, t = None, None
        snaps = list(snaps)
        ev0 = run.events
        while True:
            if t is not None:  # answer "is there a tile t?" from the path
                if t < len(tv):
                    r = self.solve_tile(t, self.combo(kv, tv[t]))
                    if r is None:
                        self.cost += run.events - ev0
                        return None
                    run.inputs.append(r[0])
                    run.vshift.update({(t, j): k for j, k in r[2].items()})
                    for j, v in zip(self.tl, tv[t]):
                        if isinstance(v, tuple):
                            run.open[(t, j)] = v[1]
                else:
                    run.more = False
            try:
                run.resume(proc)
            except ProtocolError:
                if self.failed(path, blk, order, run):
                    return None
            except Decide as d:
                if run.unproved is not None and self.failed(path, blk, order, run):
                    return None
                if d.kind == "tile" and (d.key < len(tv) or ended):
                    if d.key < len(tv):
                        snap = run.fork()
                        snap.asked = d.proc.pid
                        snaps.append(snap)
                    proc, t = run.procs[d.proc.pid], d.key
                    continue
                self.cost += run.events - ev0
                self.defer_forced(path, run)
                return run, d, tuple(snaps)
            self.cost += run.events - ev0
            if run.unproved is not None:
                self.failed(path, blk, order, run)
            self.defer_forced(path, run)
            return None

    def failed(self, path, blk, order, run):
        """Report a violation found by a forked run with the witness of its path: the replay of the path finds
        the same violation with that path's exact inputs (else the forked run's own diagnostic stands). A run cut
        short may instead be dropped (True, witness.uncut)."""
        texts = self.texts(path)
        if any(run.vshift.values()) and self.uncut(path, run, texts):
            return True
        self.replay(path, blk, order)
        if run.unproved is not None and not run.errors.diags:
            run.errors.add(*run.unproved)
        self.report(run.errors, texts, path[2])

    def defer_forced(self, path, run):
        """Keep the first violation that involves reads run under a false condition (Checks.violation): the search goes
        on, a later path may fail for real; explore reports it at its end (no counter-example: "cannot prove")."""
        if run.forced_fail is None or self.deferred is not None:
            return
        span, msg, notes = run.forced_fail
        ended = path[2]
        self.deferred = (span, f"{msg} [input: {'; '.join(self.texts(path)) or 'no tile'}"
                         f"{'' if ended else '; later tiles any'}]", notes)

    def replay(self, path, blk, order):
        kv, tv, ended = path
        if not tv:  # nothing runs; else every process first asks for the first tile
            return None if ended else (("root", kv), Decide("tile", 0, None))
        inputs, texts = [], []
        for t, row in enumerate(tv):
            r = self.solve_tile(t, self.combo(kv, row))
            if r is None:
                return None
            inputs.append(r[0])
            texts.append(f"tile {t}: {r[1]}")
        opened = {}
        for j, v in zip(self.kl, kv):
            if isinstance(v, tuple):
                opened[(None, j)] = v[1]
        for t, row in enumerate(tv):
            for j, v in zip(self.tl, row):
                if isinstance(v, tuple):
                    opened[(t, j)] = v[1]
        run = Run(self.k, self.tiles, self.roles, inputs, order, self.defs, self.decls, False, self.kinds,
                  path=(not ended, opened, self.driven, set(self.kl)))
        for t, row in enumerate(tv):
            run.vshift.update({(t, j): k for j, k in self.solve_tile(t, self.combo(kv, row))[2].items()})
        try:
            run.go(inputs, blk)
        except ProtocolError:
            self.report(run.errors, texts, ended)
        except Decide as d:
            self.cost += run.events
            if run.unproved is not None:
                run.errors.add(*run.unproved)
                self.report(run.errors, texts, ended)
            d.m = opened.get(d.key) if d.kind == "trip" else None
            return self.abstract(run, path, d), d
        self.cost += run.events
        if run.unproved is not None:
            run.errors.add(*run.unproved)
            self.report(run.errors, texts, ended)
        return None

    def report(self, errors, texts, ended):
        d = errors.diags[0]
        tag = "input" if d.message.startswith("cannot prove") else "counter-example"
        d.message += f" [{tag}: {'; '.join(texts) or 'no tile'}{'' if ended else '; later tiles any'}]"
        errors.diags = errors.diags[:1]
        errors.raise_if_any()

    # ------------------------------------------------------------------ the abstract state
    def waiters(self, run):
        """barrier name -> the pids of the processes whose role waits on it (anywhere)."""
        w = getattr(self, "_waiters", None)
        if w is None:
            w = self._waiters = {}
            for p in run.procs:
                for o in p.role.walk():
                    if o.name == "wait":
                        w.setdefault(run._root_name(o.operands[0]), set()).add(p.pid)
            anyb = w.pop(None, set())  # (a wait whose barrier is not named statically waits on any)
            w = self._waiters = {name: s | anyb for name, s in w.items()} | {None: anyb}
        return w

    def loop_results(self, role):
        """The integer results of the role's loops with sync statements (the others are unmodeled)."""
        key = ("loop_results", id(role))
        if key not in self.kinds:
            self.kinds[key] = [r for o in role.walk() if o.name == "for" and has_sync(o)
                               for r in o.results if is_int(r.type)]
        return self.kinds[key]

    @staticmethod
    def phase_observed(procs, b, waiters, live):
        """Has every live process that waits on b observed its last completed phase? A completed phase's clock
        reaches a process only through a wait that observes it, so then no check can read it any more (rule 3)."""
        return all(procs[i].last_phase.get(b.label) == b.done - 1 for i in waiters if live[i])

    def value(self, j, v):
        if j not in self.trips:
            return v
        # a flat driver's value past N0 matters only through its loops, unless it moves a loop's first value: a
        # term that reads that loop's induction variable then repeats with P only (lemmas.vclass)
        q = self.q.get(j, self.P)
        if isinstance(v, tuple):
            return (U, v[1] % q)
        return v if v < self.N0 else ("D", v % q)

    def abstract(self, run, path, dec):
        P, pl, ps = self.P, self.p_loop, self.p_state
        kv, tv, ended = path
        procs = run.procs
        live = [p.tile for p in procs if not p.done]
        tmin = min(live) if live else 0
        labels = {b.label: b for b in run.bars.values()}

        def epoch(ep):  # a step of an earlier tile than every live process's can equal none of their steps
            tile, loops, after = ep
            return "old" if tile < tmin else (tile - tmin, tuple((o, i % pl.get(o, P), n - i) for o, i, n in loops),
                                              after)

        def norm(p, x):  # a product only matters through whether it is among the `pending` most recent
            if isinstance(x, tuple) and x and x[0] == "mma":
                return ("mma", x[1], min(p.mma_n - x[2], self.max_pending + 1))
            return x if isinstance(x, (int, tuple)) or x is None else None

        out = [dec.kind, (dec.key[0] - tmin if dec.key[0] is not None else None, dec.key[1])
               if dec.kind == "trip" else dec.key - tmin, dec.proc.pid if dec.proc is not None else None,
               ended, tmin % self.p_tile if self.tile_steers else 0,
               tuple(self.value(j, v) for j, v in zip(self.kl, kv)),
               tuple(tuple(self.value(j, v) for j, v in zip(self.tl, row)) for row in tv[tmin:])]
        for p in procs:
            if p.done:
                out.append(("done",))
                continue
            pos = id(p.pending[0]) if p.pending is not None else ("run" if p.started else "start")
            carried = []
            for op, _ in p.loop_args:
                carried.append(tuple(norm(p, p.env.get(a)) for a in op.regions[0].args[1:]))
            # and the integers such loops left behind (symbolic.walk_for: a fresh variable, which no lemma follows:
            # a guard on a count a loop carried out reads the value this run has)
            carried.append(tuple(norm(p, p.env.get(r)) for r in self.loop_results(p.role)))
            mma = tuple(sorted((id(v), norm(p, x)) for v, x in p.env.items()
                               if isinstance(x, tuple) and x and x[0] == "mma"))
            # the products still in flight (the slots they read until waited): the env above keeps a product's value
            # after a wait on a later product completed it, so it alone does not say which are complete
            inflight = tuple(sorted({(min(p.mma_n - i, self.max_pending + 1), keys, id(o))
                                     for i, keys, o in p.mma_inflight}, key=repr))
            last = tuple(sorted((lb, labels[lb].done - 1 - ph) for lb, ph in p.last_phase.items()))
            ring = tuple(s % q for s, q in zip(p.state, ps[p.role.attrs['sym_name']]))
            out.append((pos, p.tile - tmin, ring, epoch((p.tile, p.loops, tuple(p.after)))[1:],
                        tuple(carried), mma, inflight, last, p.warp_open))
        # the clock order: which recorded events (lefts) each clock (holders) has seen, with the columns a row's
        # checks can still read (`rel`, see _order): every live process's clock, but the one of the process whose
        # own access the row is; for a barrier's waits and signals also its current phase and its copies in flight
        np_ = len(procs)
        lefts, owns, rel, holders = [], [], [], [p.vc for p in procs]
        live = [not p.done for p in procs]
        col, dead = {}, [i for i in range(np_) if not live[i]]
        alive = [i for i in range(np_) if live[i]]
        waiters = self.waiters(run)
        for key in sorted(run.bars, key=str):
            b = run.bars[key]
            col[id(b)] = len(holders)
            if self.phase_observed(procs, b, waiters.get(key[0], waiters[None]), live):
                dead.append(len(holders) + 1)
            holders += [b.cur, b.clocks.get(b.done - 1, {})]
        for b, _, c, _, _, _ in run.inflight:
            col.setdefault(("copies", id(b)), []).append(len(holders))
            holders.append(c)
        nid = (lambda o: None) if order.REDUCE else id
        rows = {}
        for key in sorted(run.bars, key=str):
            b = run.bars[key]
            ev = [({pid: t}, (pid, t)) for pid, t, _, _ in b.waits] + [(c, w) for c, _, _, w in b.signals + b.prev_signals]
            rows[key] = len(lefts)
            if ev:
                rel.append((len(lefts), len(lefts) + len(ev), alive + [col[id(b)]] + col.get(("copies", id(b)), [])))
                for c, w in ev:
                    lefts.append(c)
                    owns.append(w)
        srows = {}
        for key in sorted(run.slots, key=str):
            s = run.slots[key]
            w = s.write
            if w:
                rel.append((len(lefts), len(lefts) + 1, [i for i in alive if not (w[3] and i == w[1].pid)]))
                lefts.append(w[0])
                owns.append(w[4])
            if s.fence is not None:
                rel.append((len(lefts), len(lefts) + 1, alive))
                lefts.append(s.fence[0])
                owns.append(s.fence[1])
            srows[key] = len(lefts)
            for c, q, _, w in s.reads:
                rel.append((len(lefts), len(lefts) + 1, [i for i in alive if i != q.pid]))
                lefts.append(c)
                owns.append(w)
        M, sat = _order(owns, holders, rel, dead, lefts)
        # a wait, signal or read whose row is all "seen" passes every check it is in from now on: the state leaves
        # it out (its row too), so states that differ only in such entries are one
        keep = [True] * len(lefts) if sat is None else list(~sat)
        for key in sorted(run.bars, key=str):
            b = run.bars[key]
            r = rows[key]
            ws = tuple((pid, id(o)) for k, (pid, _, o, _) in enumerate(b.waits) if keep[r + k])
            r += len(b.waits)
            # (which op made a signal, a read or an earlier phase's arrival is named only in a note of a diagnostic,
            # never where it is reported: states that differ only there are one)
            sg = tuple((w, nid(o)) for k, (_, w, o, _) in enumerate(b.signals) if keep[r + k])
            r += len(b.signals)
            pg = tuple((w, nid(o)) for k, (_, w, o, _) in enumerate(b.prev_signals) if keep[r + k])
            # how many phases completed matters only to a process's first wait on the barrier (it must observe
            # phase 0 or -1); once every live process that waits on it has waited, `last` has the rest
            first = min(b.done, 2) if not order.REDUCE or any(live[i] and b.label not in procs[i].last_phase
                                                        for i in waiters.get(key[0], waiters[None])) else "w"
            out.append((key, b.done % 2, first, b.arrived, b.tx, b.inflight, id(b.last_expect),
                        tuple((q.pid, epoch(ep), id(o)) for q, ep, o in b.contrib),
                        tuple((q.pid, epoch(ep), nid(o)) for q, ep, o in b.prev_contrib), ws, sg, pg))
        for key in sorted(run.slots, key=str):
            s = run.slots[key]
            w = s.write
            r = srows[key]
            out.append((key, (w[1].pid, id(w[2]), w[3]) if w else None, s.unfenced, s.fence is not None,
                        tuple((q.pid, nid(o)) for k, (_, q, o, _) in enumerate(s.reads) if keep[r + k])))
        # (write and fence rows stay: their entries are in the state whatever their rows say)
        for key in sorted(run.slots, key=str):
            r = srows[key]
            s = run.slots[key]
            for k in range(r - (s.fence is not None) - (s.write is not None), r):
                keep[k] = True
        out.append(tuple((str(b.label), n, id(o), q.pid) for b, n, _, o, q, _ in run.inflight))
        if M is None:
            out.append((len(lefts), len(holders)))
        else:
            M = M[np.array(keep, dtype=bool)]
            out.append((M.shape[0], len(holders), np.packbits(M).tobytes()))
        self.cost += len(lefts) * len(holders) // 16
        return tuple(out)


def _cap():
    v = os.environ.get("TLX_VERIFY_STATES", "")
    return int(v) if v.isdigit() and int(v) > 0 else EXHAUSTIVE
