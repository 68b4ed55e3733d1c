"""The checks of a run (simulate.Run inherits them): races on shared-memory slots, the warps of a partition and
thread_barrier, the schedule-independence conditions (schedules.py), and the deadlock report."""
from __future__ import annotations

from ...hw import WARPGROUP_WARPS
from ...ir.ops import OPS, is_protocol_op
from . import order
from .schedules import overtaken_wait, unordered_signal

# (the mark of a violation that involves reads run under a false condition: no counter-example; the search goes
# on, and reports it only if nothing else fails: Checks.violation)
FORCED = "in a run that took the reads under the false condition"

SYNC_OPS = frozenset(n for n in OPS if is_protocol_op(n))


def _leq(a: dict, b: dict) -> bool:
    g = b.get  # (a plain loop: this is the hottest function of a proof)
    for k, v in a.items():
        if g(k, 0) < v:
            return False
    return True


def _seen(clk, own, h) -> bool:
    """_leq(clk, h) for an event's clock, read from its own component (order._order says why that is the same)."""
    r = h.get(own[0], 0) >= own[1]
    if order.CHECK:
        assert r == _leq(clk, h), "an event's own component disagrees with its clock"
    return r


class Checks:
    def access_clock(self, proc, op):
        """The clock of a shared-memory access. In a Gluon partition of several warps, one thread arrives for all
        of them: an access by every warp is ordered before the role's later events only through a thread_barrier,
        so until then it carries a component of its own that no other clock has. Returns (clock, own): own is
        the access's own component and value (see Run.own)."""
        clk = dict(proc.vc)
        w = proc.role.attrs.get("warps", 1)
        if self.split and w > 1 and (op.name in ("smem_load", "smem_store")
                                     or (w > WARPGROUP_WARPS and op.name in ("dot", "dot_wait"))):
            if not proc.warp_open:
                proc.warp_n += 1
                proc.warp_open = True
            k = ("warps", proc.pid, proc.warp_n)
            clk[k] = 1
            return clk, (k, 1)
        return clk, (proc.pid, clk[proc.pid])

    def violation(self, span, msg, notes, guard):
        """Fail with msg; or, where the read it is about ran under the false condition of `guard` (interp.enter_if),
        keep it as "cannot prove" (the first one) and let the run go on, since a real violation later in it is the
        better report (verify_protocol and explore report this one last)."""
        if guard is None:
            self.fail(span, msg, notes)
        elif self.forced_fail is None:
            self.forced_fail = (span, f"cannot prove the protocol for every input: {msg}, {FORCED} at "
                                f"{guard.span.short} (reads under a condition are checked whatever its value)", notes)

    def add_read(self, key, proc, op):
        """Record a read of a slot. A process's clock only grows, so its latest read of an op is ordered after its
        earlier ones: the earlier entry is replaced in place (the check and the read it names stay the same, and
        a loop reading one slot leaves one entry, so the explorer's abstract state stays finite)."""
        reads, (clk, own) = self.slot(key).reads, self.access_clock(proc, op)
        if proc.forced:
            self.forced_reads[(proc.pid, id(op))] = proc.forced[0]
        for i, (_, rp, rop, _) in enumerate(reads):
            if rp is proc and rop is op:
                reads[i] = (clk, proc, op, own)
                return
        reads.append((clk, proc, op, own))

    def signal(self, b, clk, who, op, own):
        """An arrival or a landed copy on b, then completion. Checks the two conditions under which one complete run
        stands for every interleaving (schedules.py): each signal of phase k is ordered after every signal of
        phase k-1, and the signals completing phase k+1 after every wait that observed phase k."""
        if self.unproved is None and b.done >= 1:
            late = next((s for s in b.prev_signals if not _seen(s[0], s[3], clk)), None)
            if late is not None:
                self.unproved = unordered_signal(b, op, who, late)
        b.signals.append((dict(clk), who, op, own))
        if b.arrived >= b.count and b.tx == 0:
            if self.unproved is None:
                for pid, t, wop, label in b.waits:
                    if b.cur.get(pid, 0) < t:
                        self.unproved = overtaken_wait(b, wop, label, op, who)
                        break
            b.waits = []
            b.prev_signals, b.signals = b.signals, []
        b.maybe_complete()

    def check_read(self, proc, key, op, asyn):
        s = self.slot(key)
        lbl = self.slot_label(key)
        if s.write is None:
            # (red team, session 36: accepted before) a slot no copy or store has filled holds another program's bytes
            self.violation(op.span, f"{proc.label} reads '{lbl}' before the wait that publishes its fill: nothing has "
                           "filled it yet", [(self.decls[key[0]][0].span, f"'{key[0]}' declared here")],
                           proc.forced[0] if proc.forced else None)
            return
        clk, wp, wop, generic, own = s.write
        # a role's own store_smem is ordered before its later reads by program order; its own TMA copy is not: the
        # copy engine writes the slot until the barrier the copy signals completes, so the role must wait on it too
        if (wp is not proc or not generic) and not _seen(clk, own, proc.vc):
            who = ("its own TMA copy is not waited for (a wait on the barrier the copy signals)" if wp is proc else
                   f"the write by {wp.label} is not ordered before this read by any barrier")
            self.violation(op.span, f"{proc.label} reads '{lbl}' before the wait that publishes its fill: {who}",
                           [(wop.span, f"'{lbl}' is filled here by {wp.label}")],
                           proc.forced[0] if proc.forced else None)
        if asyn and generic and s.unfenced and (s.fence is None or not _seen(*s.fence, proc.vc)):
            self.fail(op.span, f"'{lbl}' is written with store_smem by {wp.label} and read by the async proxy "
                      f"({'TMA store' if op.name == 'tma_store' else 'wgmma'}) in {proc.label} without a `fence` "
                      "in between", [(wop.span, "the generic-proxy store")])

    def check_write(self, proc, key, op, generic):
        s = self.slot(key)
        lbl = self.slot_label(key)
        for clk, rp, rop, own in s.reads:
            if rp is not proc and not _seen(clk, own, proc.vc):
                self.violation(op.span, f"{proc.label} overwrites '{lbl}' while {rp.label} may still be reading it: "
                               "no wait orders this write after the reader's release (arrive on its free barrier)",
                               [(rop.span, f"{rp.label} reads '{lbl}' here")],
                               self.forced_reads.get((rp.pid, id(rop))))
        # an async product reads its operands until its mma_wait, which records the read (add_read): a write before
        # that wait (the product's own role not waiting first, or a release arrived before the wait) races with it
        for rp in self.procs:
            for _, keys, rop in rp.mma_inflight:
                if key in keys:
                    how = ("mma_wait it before the write" if rp is proc else
                           "its role releases the slot before the product's mma_wait")
                    self.fail(op.span, f"{proc.label} overwrites '{lbl}' while an async product of {rp.label} may "
                              f"still be reading it: {how}", [(rop.span, f"the product reading '{lbl}' is issued here")])
        if s.write is not None:
            clk, wp, wop, g, own = s.write
            if (wp is not proc or not g) and not _seen(clk, own, proc.vc):
                self.fail(op.span, f"{proc.label} writes '{lbl}' while an earlier write to it may still be in "
                          "flight or unread", [(wop.span, f"earlier write by {wp.label}")])

    def signal_notes(self, name, proc):
        notes = []
        for r in self.roles:
            for o in r.walk():
                if o.name in ("arrive", "expect", "tma_load") and o.operands:
                    root = o.operands[-1] if o.name == "tma_load" else o.operands[0]
                    if self._root_name(root) == name:
                        notes.append((o.span, f"'{name}' is signalled here (role '{r.attrs['sym_name']}')"))
        return notes[:3] or [(self.decls[name][0].span, f"'{name}' declared here; nothing signals it")]

    def _root_name(self, v):
        while True:
            d = self.defs.get(v)
            if d is None:
                return None
            if d.name in ("bar_at", "smem_slot", "smem_trans", "smem_cols"):
                v = d.operands[0]
                continue
            return d.attrs.get("sym_name")

    def report_deadlock(self, live, procs):
        def rank(p):
            op, env = p.pending
            b = self.bar(self.sync_key(op.operands[0], env, "barrier", op), op)
            partial = 0 if (b.arrived or b.tx) else 1
            return (partial, p.pid)

        p = min(live, key=rank)
        op, env = p.pending
        b = self.bar(self.sync_key(op.operands[0], env, "barrier", op), op)
        if b.tx > 0 and b.arrived >= b.count and b.last_expect is not None:
            self.fail(b.last_expect.span, f"deadlock: the expect on '{b.label}' announces {b.tx} more bytes than the "
                      f"TMA copies signalling it deliver, so the phase never completes and {p.label} waits forever",
                      [(op.span, f"{p.label} waits here")])
        state = f"its phase {b.done} has {b.arrived} of {b.count} arrivals" + (f" and {b.tx} bytes pending" if b.tx else "")
        others = ", ".join(q.label + (" (finished)" if q.done else " (blocked)") for q in procs if q is not p)
        ph = self.val(env, op.operands[1])
        self.fail(op.span, f"deadlock: {p.label} waits forever on '{b.label}' (parity {ph}); {state}; "
                  f"the other roles cannot signal it: {others}", self.signal_notes(b.name, p))

    def varying_guard(self, op, proc):
        """The innermost enclosing loop whose iteration (induction variable or carried values) the condition of
        `if` op depends on, when the `if` holds sync statements; else None. Such a guard can skip a sync statement
        in an iteration past the sampled trip counts (e.g. `if n != 9: arrive free[slot]`), so it is not proved."""
        key = ("varying_guard", op)
        if key not in self.kinds:
            found = None
            if any(o.name in SYNC_OPS for r in op.regions for x in r.ops for o in x.walk()):
                deps, stack, seen = set(), [op.operands[0]], set()
                while stack:
                    v = stack.pop()
                    if v in seen:
                        continue
                    seen.add(v)
                    deps.add(v)
                    d = self.defs.get(v)
                    if d is not None:
                        stack.extend(d.operands)
                        for r in d.regions:  # a value yielded by an if/for depends on what its regions read
                            stack.extend(x for o in r.ops for w in o.walk() for x in w.operands)
                for loop, args in reversed(proc.loop_args):
                    if deps & args:
                        found = loop
                        break
            self.kinds[key] = found
        return self.kinds[key]
