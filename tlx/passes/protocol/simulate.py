"""The concrete half of `verify-protocol`: one execution of a kernel's roles on one sequence of tiles under one
schedule, every integer scalar concrete (the scenario gives the runtime inputs).

Each (role, replica) is a process; processes talk only through mbarriers and shared memory. mbarrier model:
a phase completes when `count` arrivals (an `expect` is one arrival plus tx bytes) were made and all
expected tx bytes landed; `wait(bar, p)` passes when the most recently completed phase has parity p (phase
-1, parity 1, counts as completed at init). A TMA copy is in flight from its issue until it completes; in
`lazy` mode copies complete only when no process can move (the latest a copy can land), otherwise at issue.
Each copy has its own vector-clock component, so its data is visible only through a wait on the phase it
completed. Happens-before is tracked with vector clocks carried through barrier phases.
"""
from __future__ import annotations

from ...diagnostics import DiagnosticBag
from ...ir.ops import OPS, is_protocol_op
from ...ir.types import SmemT, ValT
from .checks import Checks
from .interp import TILE, Decide, Interpreter, Proc  # noqa: F401  (Decide, TILE: explore.py imports them here)
from ...ir.fold import INT_OPS  # (Python's rules: arithmetic of constants, which canonicalize folds)

# integer division as the generated code does it on the device (LLVM sdiv/srem: toward zero; cdiv is a // b plus
# one for a positive remainder: codegen/pyemit.py), not Python's (down), which only constants keep (ir/fold.py)
def _tdiv(a, b):
    if not b:
        return None
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


DEVICE_INT_OPS = dict(INT_OPS, floordiv=_tdiv, mod=lambda a, b: a - b * _tdiv(a, b) if b else None,
                      cdiv=lambda a, b: _tdiv(a, b) + (a - b * _tdiv(a, b) > 0) if b else None)
SYNC_OPS = frozenset(n for n in OPS if is_protocol_op(n))  # the events a process yields
TX_MAX = 2 ** 20 - 1  # an mbarrier phase's pending transaction bytes (PTX ISA: mbarrier tx-count range)


class ProtocolError(Exception):
    pass


def _join(a: dict, b: dict) -> dict:
    """The least clock above a and b; a or b itself when it is above the other (half the joins of a proof: a phase's
    first arrival, a wait on a phase already seen). Sharing is safe: a clock is never mutated once stored
    (Proc.tick copies, and the only change in place, a thread_barrier's, follows a tick)."""
    if len(b) > len(a):
        a, b = b, a
    g = a.get
    for k, v in b.items():
        if g(k, 0) < v:
            break
    else:
        return a
    out = dict(a)
    g = out.get
    for k, v in b.items():
        if g(k, 0) < v:
            out[k] = v
    return out


class Barrier:
    def __init__(self, name, idx, count, span):
        self.name, self.idx, self.count, self.span = name, idx, count, span
        self.label = name if idx is None else f"{name}[{idx}]"
        self.done = 0  # completed phases
        self.clocks = {-1: {}}
        self.arrived = 0
        self.tx = 0
        self.cur = {}
        self.contrib = []  # (proc, epoch, op) of the current phase
        self.prev_contrib = []
        self.last_expect = None
        self.inflight = 0  # bytes of issued TMA copies that have not landed
        self.waits = []  # (pid, its clock, op, label) of the waits that observed the last completed phase
        self.signals = []  # (clock, who, op, own) of the current phase's arrivals and landed copies
        self.prev_signals = []  # the same for the last completed phase

    def copy(self, pm):
        """A copy for a forked run; pm maps the old processes (by id) to the new."""
        b = Barrier.__new__(Barrier)
        b.__dict__.update(self.__dict__)
        b.clocks, b.waits = dict(self.clocks), list(self.waits)
        b.signals, b.prev_signals = list(self.signals), list(self.prev_signals)
        b.contrib = [(pm[id(q)], ep, o) for q, ep, o in self.contrib]
        b.prev_contrib = [(pm[id(q)], ep, o) for q, ep, o in self.prev_contrib]
        return b

    def maybe_complete(self):
        if self.arrived >= self.count and self.tx == 0:
            self.clocks[self.done] = self.cur
            self.done += 1
            self.prev_contrib = self.contrib
            self.arrived, self.tx, self.cur, self.contrib, self.last_expect = 0, 0, {}, [], None
            return True
        return False


class Slot:
    def __init__(self):
        self.write = None  # (clock, proc, op, generic, own)
        self.unfenced = False
        self.fence = None  # (clock, own) of the writer's fence after its generic write
        self.reads = []  # (clock, proc, op, own)

    def copy(self, pm):
        s = Slot()
        s.unfenced, s.fence = self.unfenced, self.fence
        s.write = None if self.write is None else (self.write[0], pm[id(self.write[1])]) + self.write[2:]
        s.reads = [(c, pm[id(q)], o, w) for c, q, o, w in self.reads]
        return s


def _static(v, defs):
    """Is v a compile-time constant (a constant, or integer arithmetic of constants, which has Python's semantics:
    ir/fold.py; canonicalize folds it before the proof, so this matters only for `tlx opt` without it)?"""
    d = defs.get(v)
    if d is None:
        return False
    return d.name == "const" or ((d.name in INT_OPS and len(d.operands) == 2 or d.name in ("neg", "not", "cast"))
                                 and all(_static(x, defs) for x in d.operands))


def _kind(op, leaves, defs=None):
    """How eval_op treats op: ('const', r, value) for constants and allocations, ('view', r, base, index) for a
    slot of a buffer or barrier array, ('copy', r, a), ('skip',) for results the protocol never needs (floats,
    tiles), ('leaf', r) for a
    runtime input, ('rleaf', r) for one each replica loads for itself (inputs key (r, replica)), ('bin', fn, a,
    b, r) for integer arithmetic, ('other',) for the rest."""
    n = op.name
    if n == "const":
        r = op.attrs["value"]
        return ("const", op.result, r if isinstance(r, int) and not isinstance(r, bool)
                else (int(r) if isinstance(r, bool) else None))
    if n in ("smem_alloc", "bar_alloc"):
        return ("const", op.result, ("alloc", op.attrs["sym_name"]))
    if n in ("smem_slot", "bar_at"):
        return ("view", op.result, op.operands[0], op.operands[1])
    if n in ("smem_trans", "smem_cols"):  # (a column block counts as its whole slot)
        return ("copy", op.result, op.operands[0])
    if len(op.results) == 1:
        r = op.result
        if r in leaves:
            return ("leaf", r)
        if (r, 0) in leaves:
            return ("rleaf", r)
        rt = r.type
        if not (isinstance(rt, ValT) and rt.is_scalar and not rt.dtype.startswith(("f", "b"))):
            return ("skip",)
        if op.name in INT_OPS and len(op.operands) == 2:
            py = defs is not None and all(_static(v, defs) for v in op.operands)
            if op.attrs.get("pipeline_trip"):  # a ring's advance past a loop: the steps the loop really ran
                return ("ptrip", (INT_OPS if py else DEVICE_INT_OPS)[op.name], op.operands[0], op.operands[1], r)
            return ("bin", (INT_OPS if py else DEVICE_INT_OPS)[op.name], op.operands[0], op.operands[1], r)
    return ("other",)


class Run(Checks, Interpreter):
    """One execution of the kernel's roles on one tile sequence under one schedule."""
    SYNC = SYNC_OPS

    def __init__(self, kernel, tiles, roles, inputs, order, defs, decls, lazy=False, kinds=None, path=None):
        self.kernel, self.tiles, self.roles, self.defs = kernel, tiles, roles, defs
        self.inputs = inputs  # per tile: Value -> int for every runtime input leaf (from the scenario)
        self.decls = decls  # alloc name -> (op, type)
        self.order = order
        self.lazy = lazy
        self.kinds = kinds if kinds is not None else {}  # op -> _kind(op), shared by the runs of a kernel
        self.inflight = []  # TMA copies issued and not yet landed: (barrier, nbytes, clock, op, proc, own)
        self.bars = {}
        self.slots = {}
        self.errors = DiagnosticBag()
        self.unproved = None  # the first broken schedule-independence condition (span, message, notes)
        # the reads run under an `if` around reads only whose condition was false (interp.enter_if): (pid, id(op))
        # -> that `if`; a violation that involves one is possible, not shown (no counter-example)
        self.forced_reads = {}
        self.forced_fail = None  # (span, message, notes): the first violation that involves one (Checks.violation)
        self.split = bool(kernel.attrs.get("warp_specialize"))  # Gluon: a role's warps are one partition
        # explored runs (explore.py): more tiles may follow (else the inputs are all), undecided trip counts
        # {(tile or None, driver): m} and the loops whose trip count grows with a driver {loop: driver}
        self.more, self.open, self.driven, self.kernel_level = path or (False, {}, {}, set())
        # {(tile, driver): k}: the tile's input has its driven loops k steps longer than the path's value, which no
        # input has exactly (explore.py solve_tile); those loops run k steps fewer
        self.vshift = {}
        self.explored = path is not None
        self.events = 0  # events stepped (the explorer's budget counts them)
        self.procs = []
        self.kenvs = {}
        self.kenv = {}
        self.kenv = self.kenv_of(0) if inputs else {}

    def kenv_of(self, t):
        """The kernel-level values for tile t's inputs (explored tiles are solved one by one)."""
        env = self.kenvs.get(t)
        if env is None:
            env = self.kenvs[t] = {}
            k0 = self.inputs[t] if t < len(self.inputs) else {}
            for a in self.kernel.regions[0].args:
                if a in k0:
                    env[a] = k0[a]
            for op in self.kernel.regions[0].ops:
                if op is self.tiles:
                    break
                self.eval_op(op, env, None, t)
        return env

    # ------------------------------------------------------------------ state helpers
    def fail(self, span, msg, notes=()):
        self.errors.add(span, msg, notes)
        raise ProtocolError()

    def bar(self, key, op):
        b = self.bars.get(key)
        if b is None:
            name, idx = key
            aop, t = self.decls[name]
            if idx is not None and (not isinstance(idx, int) or not 0 <= idx < t.size):
                self.fail(op.span, f"barrier index {idx} is out of range for '{name}' of size {t.size}",
                          [(aop.span, f"'{name}' declared here")])
            b = self.bars[key] = Barrier(name, idx, t.count, aop.span)
        return b

    def slot(self, key):
        s = self.slots.get(key)
        if s is None:
            s = self.slots[key] = Slot()
        return s

    def slot_label(self, key):
        name, idx = key
        return name if idx is None else f"{name}[{idx}]"

    # ------------------------------------------------------------------ abstract evaluation
    def val(self, env, v):
        if v in env:
            return env[v]
        return self.kenv.get(v)

    def kind(self, op):
        k = self.kinds.get(op)
        if k is None:
            k = self.kinds[op] = _kind(op, self.inputs[0] if self.inputs else {}, self.defs)
        return k

    def eval_op(self, op, env, proc, tile=0):
        self.eval_kind(self.kind(op), op, env, proc, tile)

    def eval_kind(self, k, op, env, proc, tile=0):
        c = k[0]
        if c == "skip":
            return
        if c == "opaque":  # (interp.Interpreter.code)
            for r in op.results:
                env[r] = None
            return
        if c == "bin":  # the hot path: ring counters, slots and phases in loop bodies
            a, b = env.get(k[2], None), env.get(k[3], None)
            if a is None:
                a = self.kenv.get(k[2])
            if b is None:
                b = self.kenv.get(k[3])
            env[k[4]] = k[1](a, b) if isinstance(a, int) and isinstance(b, int) else None
            return
        if c == "ptrip":
            a, b = (env.get(x) if env.get(x) is not None else self.kenv.get(x) for x in k[2:4])
            v = k[1](a, b) if isinstance(a, int) and isinstance(b, int) else None
            env[k[4]] = max(0, v - proc.last_shift) if v is not None and proc is not None else v
            return
        if c == "const":
            env[k[1]] = k[2]
            return
        if c == "view":
            base = self.val(env, k[2])
            env[k[1]] = ("view", base[1], self.val(env, k[3])) if isinstance(base, tuple) and base and \
                base[0] == "alloc" else None
            return
        if c == "copy":
            env[k[1]] = self.val(env, k[2])
            return
        if c == "leaf":
            env[k[1]] = self.inputs[proc.tile if proc is not None else tile][k[1]]
            return
        if c == "rleaf":
            env[k[1]] = self.inputs[proc.tile][(k[1], proc.replica)]
            return
        n = op.name
        ops = [self.val(env, v) for v in op.operands]
        if n == "const":
            r = op.attrs["value"]
            env[op.result] = r if isinstance(r, int) and not isinstance(r, bool) else (int(r) if isinstance(r, bool) else None)
            return
        if n in ("smem_alloc", "bar_alloc"):
            env[op.result] = ("alloc", op.attrs["sym_name"])
            return
        if n in ("smem_slot", "bar_at"):
            base = ops[0]
            env[op.result] = ("view", base[1], ops[1]) if isinstance(base, tuple) and base and base[0] == "alloc" else None
            return
        if n in ("smem_trans", "smem_cols"):
            env[op.result] = ops[0]
            return
        if len(op.results) != 1:
            for r in op.results:
                env[r] = None
            return
        rt = op.result.type
        if not (isinstance(rt, ValT) and rt.is_scalar and not rt.dtype.startswith(("f", "b"))):
            env[op.result] = None
            return
        if n in INT_OPS and len(ops) == 2:
            a, b = ops
            env[op.result] = DEVICE_INT_OPS[n](a, b) if isinstance(a, int) and isinstance(b, int) else None
            return
        if n == "cast":
            # (an integer to i1 is x != 0, as triton casts it; a narrowing cast is proved not to wrap: symbolic.py)
            to_bool = op.result.type.dtype == "i1" and op.operands[0].type.dtype != "i1" and isinstance(ops[0], int)
            env[op.result] = int(ops[0] != 0) if to_bool else ops[0]
            return
        if n == "neg" and isinstance(ops[0], int):
            env[op.result] = -ops[0]
            return
        if n == "not" and isinstance(ops[0], int):
            env[op.result] = 1 - ops[0]
            return
        if n == "where" and len(ops) == 3 and isinstance(ops[0], int):
            env[op.result] = ops[1] if ops[0] else ops[2]
            return
        env[op.result] = None

    def sync_key(self, v, env, kind, op):
        x = self.val(env, v)
        if isinstance(x, tuple) and x and x[0] == "alloc":
            t = self.decls[x[1]][1]
            return (x[1], 0 if isinstance(t, SmemT) and t.stages else None)
        if isinstance(x, tuple) and x and x[0] == "view":
            t = self.decls[x[1]][1]
            n = t.stages if isinstance(t, SmemT) else t.size
            if kind == "buffer" and (not isinstance(x[2], int) or not 0 <= x[2] < n):
                self.fail(op.span, f"slot index {x[2]} is out of range for '{x[1]}' of {n} slots",
                          [(self.decls[x[1]][0].span, f"'{x[1]}' declared here")])
            return (x[1], x[2])
        self.fail(op.span, f"cannot tell which {kind} this op uses")

    # ------------------------------------------------------------------ events
    def epoch(self, proc):
        return (proc.tile, tuple(proc.loops), tuple(proc.after))

    def can_pass(self, proc, ev):
        op, env = ev
        if op is TILE:  # an explored run keeps the processes within one tile of each other where it can
            return all(q.done or q.tile >= env for q in self.procs)
        b = self.bar(self.sync_key(op.operands[0], env, "barrier", op), op)
        ph = self.val(env, op.operands[1]) if len(op.operands) > 1 else None
        if not isinstance(ph, int):
            self.fail(op.span, f"the phase of this wait on '{b.label}' in {proc.label} is not a compile-time "
                      "function of the ring counters (run derive-phases, or give `phase` from loop counters)")
        return (b.done - 1) % 2 == ph % 2

    def _advance(self, p):
        """Run p's events up to its next wait or tile start (left pending), or to its end."""
        ev = self.next_event(p)
        while ev is not None and ev[0].name not in ("wait", "tile"):
            self.step(p, ev)
            ev = self.next_event(p)
        if ev is None:
            p.done = True
        else:
            p.pending = ev

    def step(self, proc, ev):
        op, env = ev
        n = op.name
        self.events += 1
        proc.tick()
        if n == "wait":
            b = self.bar(self.sync_key(op.operands[0], env, "barrier", op), op)
            seen = b.done - 1
            prev = proc.last_phase.get(b.label)
            if (prev is None and seen > 0) or (prev is not None and seen > prev + 1):
                self.fail(op.span, f"{proc.label} waits on '{b.label}' and observes phase {seen}, but phase "
                          f"{(prev + 1) if prev is not None else 0} was the one it needed: the barrier ran two phases "
                          "ahead and a parity wait cannot tell them apart (a signalling role is not throttled)",
                          self.signal_notes(b.name, proc))
            proc.last_phase[b.label] = seen
            b.waits.append((proc.pid, proc.vc[proc.pid], op, proc.label))
            proc.vc = _join(proc.vc, b.clocks[seen])
        elif n in ("arrive", "expect"):
            b = self.bar(self.sync_key(op.operands[0], env, "barrier", op), op)
            cnt = op.attrs.get("count", 1) if n == "arrive" else 1
            ep = self.epoch(proc)
            if n == "expect":
                nb = self.val(env, op.operands[1])
                if not isinstance(nb, int):
                    self.fail(op.span, f"expect on '{b.label}' needs a compile-time byte count")
                # (PTX keeps a phase's pending tx-count in [-(2**20 - 1), 2**20 - 1]; a negative expect would let a
                # phase complete before its copies land, or wrap the count)
                if nb < 0:
                    self.fail(op.span, f"expect on '{b.label}' announces a negative byte count ({nb}) in {proc.label}: "
                              "an expect announces the bytes copies will deliver, at least 0")
                if b.tx + nb > TX_MAX:
                    self.fail(op.span, f"expect on '{b.label}' brings its phase's pending bytes to {b.tx + nb} in "
                              f"{proc.label}, above the {TX_MAX} an mbarrier's tx-count holds")
                b.tx += nb
                b.last_expect = op
            # an arrival that starts a phase in the step (epoch) whose arrivals by the same role completed the last
            # phase is one too many for that step, unless it is ordered after a wait that observed the last phase:
            # then it is the next phase's (e.g. two `in turn:` sections in one loop body pass the turn on twice per
            # step, each after the other replica has taken the previous turn)
            for (p2, ep2, op2) in b.prev_contrib:
                if (ep2 == ep and b.contrib == [] and p2.role is proc.role
                        and not any(proc.vc.get(pid, 0) >= t for pid, t, _, _ in b.waits)):
                    self.fail(op.span, f"barrier '{b.label}' (count {b.count}) receives more arrivals per phase than "
                              f"its count: {proc.label} arrives for a step whose phase already completed",
                              [(op2.span, f"{p2.label} completed that phase here"), (b.span, f"'{b.name}' declared here")])
            for (p2, ep2, op2) in b.contrib:
                if p2 is proc and ep2 != ep:
                    self.fail(op.span, f"barrier '{b.label}' (count {b.count}) receives fewer arrivals per phase than "
                              f"its count: {proc.label} arrives again for a later step before the phase completed "
                              f"({b.arrived} of {b.count} arrivals)",
                              [(op2.span, "earlier arrival in the same phase"), (b.span, f"'{b.name}' declared here")])
            if b.arrived + cnt > b.count and b.inflight:
                cp = next(c for c in self.inflight if c[0] is b)
                self.fail(op.span, f"{n} on '{b.label}' in {proc.label} while the TMA bytes of its current phase are "
                          "still in flight: the arrival would count toward that phase (too many arrivals, the ring "
                          "deadlocks); issue the expect only after the wait that shows the slot's last copy landed "
                          "and was released",
                          [(cp[3].span, "this copy may not have landed yet"), (b.span, f"'{b.name}' declared here")])
            if b.arrived + cnt > b.count:
                self.fail(op.span, f"arrive count {cnt} on '{b.label}' in {proc.label} exceeds the arrivals left in "
                          f"the phase ({b.count - b.arrived} of {b.count})", [(b.span, f"'{b.name}' declared here")])
            b.arrived += cnt
            b.cur = _join(b.cur, proc.vc)
            b.contrib.append((proc, ep, op))
            self.signal(b, proc.vc, proc.label, op, (proc.pid, proc.vc[proc.pid]))
        elif n == "tma_load":
            dst = self.sync_key(op.operands[0], env, "buffer", op)
            b = self.bar(self.sync_key(op.operands[-1], env, "barrier", op), op)
            nbytes = op.operands[0].type.slot_bytes
            self.check_write(proc, dst, op, generic=False)
            proc.tma_n += 1
            clk, own = dict(proc.vc), (("tma", proc.pid, proc.tma_n), 1)
            clk[own[0]] = 1
            self.slot(dst).write = (clk, proc, op, False, own)
            self.slot(dst).unfenced = False
            self.slot(dst).reads = []
            if b.tx - b.inflight < nbytes:
                notes = [(b.last_expect.span, "the phase's expect")] if b.last_expect is not None else []
                self.fail(op.span, f"TMA copy of {nbytes} bytes into '{self.slot_label(dst)}' signals barrier "
                          f"'{b.label}', but its phase expects only {b.tx} more bytes: the `expect` is missing or "
                          f"smaller than the bytes of the copies signalling it ({proc.label})",
                          notes + [(b.span, f"'{b.name}' declared here")])
            b.inflight += nbytes
            self.inflight.append((b, nbytes, clk, op, proc, own))
            if not self.lazy:
                self.land(0)
        elif n == "smem_store":
            dst = self.sync_key(op.operands[0], env, "buffer", op)
            self.check_write(proc, dst, op, generic=True)
            s = self.slot(dst)
            clk, own = self.access_clock(proc, op)
            s.write = (clk, proc, op, True, own)
            s.unfenced = True
            s.fence = None
            s.reads = []
        elif n == "thread_barrier" and proc.warp_open:  # every warp of the partition is past its accesses
            proc.vc[("warps", proc.pid, proc.warp_n)] = 1
            proc.warp_open = False
        elif n == "fence":
            for s in self.slots.values():
                # the first fence after the write is the one a reader must be ordered after (a later fence of
                # the writer's, for another slot, must not move it)
                if s.write and s.write[1] is proc and s.unfenced and s.fence is None:
                    s.fence = (dict(proc.vc), (proc.pid, proc.vc[proc.pid]))
        elif n in ("dot", "dot_async", "smem_load", "tma_store"):
            srcs = [v for v in op.operands if isinstance(v.type, SmemT)]
            for v in srcs:
                key = self.sync_key(v, env, "buffer", op)
                self.check_read(proc, key, op, asyn=n != "smem_load")
                if n != "dot_async":
                    self.add_read(key, proc, op)
            if n == "dot_async":
                proc.mma_n += 1
                keys = tuple(self.sync_key(v, env, "buffer", op) for v in srcs)
                env[op.result] = ("mma", keys, proc.mma_n)
                proc.mma_inflight += ((proc.mma_n, keys, op),)
        elif n == "dot_wait":
            x = self.val(env, op.operands[0])
            if isinstance(x, tuple) and x and x[0] == "mma":
                pending = op.attrs.get("pending", 0)
                after = proc.mma_n - x[2]
                if after < pending:
                    self.fail(op.span, f"mma_wait(..., pending={pending}) in {proc.label} does not wait for this "
                              f"product: only {after} async product(s) were issued after it, and the wait lets the "
                              f"{pending} most recent stay in flight",
                              [(next((o.span for i, _, o in proc.mma_inflight if i == x[2]),
                                     self.defs.get(op.operands[0], op).span), "the product is issued here")])
            proc.mma_waited = max(proc.mma_waited, proc.mma_n - op.attrs.get("pending", 0))
            # every product still in flight that the wait completes (the waited one, and those issued before it:
            # wgmma completes in issue order, and the earlier members of a chain have no wait of their own) has read
            # its operands by now; one an earlier wait completed was recorded there (again here, perhaps after the
            # slot's release, it would reject a right program)
            for i, keys, _ in proc.mma_inflight:
                if i <= proc.mma_waited:
                    for key in keys:
                        self.add_read(key, proc, op)
            proc.mma_inflight = tuple(m for m in proc.mma_inflight if m[0] > proc.mma_waited)
        return None

    def land(self, i):
        b, nbytes, clk, op, proc, own = self.inflight.pop(i)
        b.inflight -= nbytes
        b.tx -= nbytes
        b.cur = _join(b.cur, clk)
        self.signal(b, clk, proc.copy_label, op, own)

    # ------------------------------------------------------------------ scheduler
    def go(self, seq, tiles_blk):
        self.start(tiles_blk)
        self.resume()

    def start(self, tiles_blk):
        self.tiles_blk = tiles_blk
        procs = []
        for r in self.roles:
            for rep in range(r.attrs.get("replicas", 1)):
                procs.append(Proc(len(procs), r, rep))
        self.procs = procs
        self.sched = [procs[i] for i in self.order] if self.order else list(procs)

    def resume(self, proc=None):
        """Run to the end (or to the next Decide of an explored run); `proc` is the process a Decide stopped,
        to go on first (a forked run, after the explorer's answer)."""
        if proc is not None:
            self._advance(proc)
        rr = self.order is None
        procs = self.procs
        while True:
            progressed = False
            for p in list(self.sched):
                if p.done:
                    continue
                if p.pending is not None:
                    if not self.can_pass(p, p.pending):
                        continue
                    ev = p.pending
                    p.pending = None
                    if ev[0] is not TILE:
                        self.step(p, ev)
                p.started = True
                if rr:  # (before _advance: a Decide there must leave the order as it will be)
                    self.sched = self.sched[1:] + self.sched[:1]
                self._advance(p)
                progressed = True
                break
            if not progressed:
                if self.inflight:
                    self.land(0)  # nothing can move: the oldest copy lands
                    continue
                held = [p for p in procs if not p.done and p.pending is not None and p.pending[0] is TILE]
                if held:  # nothing else can move: the process held at a tile start goes on
                    p = min(held, key=lambda q: q.tile)
                    p.pending = None
                    self._advance(p)
                    continue
                break
        live = [p for p in procs if not p.done]
        if live:
            self.report_deadlock(live, procs)
        for b in self.bars.values():
            if b.arrived or b.tx:
                op = b.contrib[-1][2] if b.contrib else b.last_expect
                who = b.contrib[-1][0].label if b.contrib else "a role"
                self.fail(op.span if op is not None else b.span,
                          f"barrier '{b.label}' ends the kernel with an incomplete phase: {b.arrived} of {b.count} "
                          f"arrivals, {b.tx} expected bytes not delivered (last signalled by {who}); arrivals per "
                          "phase must equal the declared count and expect bytes the TMA bytes",
                          [(b.span, f"'{b.name}' declared here")])



