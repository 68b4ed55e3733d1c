"""A process of a run: one (role, replica) executing the IR, as an explicit interpreter that can be copied.

The processes used to be Python generators; a generator cannot be copied, so the explorer (explore.py) had to
replay every path from the kernel's start. Here a process's position is data — a stack of frames (block,
next op, and for a loop body its iteration and trip count) plus the process's environment — so a run paused
where the explorer must decide something (`Decide`) is copied (`Run.fork`) and each copy goes on with one
answer. The explorer snapshots runs paused at a tile start (explore_ckpt); a Decide at the exit of a loop
whose trip count is undecided also leaves its process resumable (the frame's `pc` is EXITING and the carried
values sit in the body's args), though the explorer reruns such paths from the tile's snapshot instead.
"""
from __future__ import annotations

from ...ir.ops import is_protocol_op
from .flow import has_sync

EXITING = -1  # a loop frame at its exit test, waiting for the explorer's answer
FOR, IF, SYNC, EVAL, BIN, END = "for", "if", "sync", "eval", "bin", "end"  # Interpreter.code's tags


class Decide(Exception):
    """Raised by a run that an explorer drives (explore.py) where its path does not say how to go on: whether
    tile `tile` exists (kind "tile"), or whether the loop of an undecided trip count `key` stops (kind "trip")."""

    def __init__(self, kind, key, proc):
        super().__init__(kind)
        self.kind, self.key, self.proc = kind, key, proc


class _TileMark:
    """The pseudo-event an explored process yields at the start of each tile (see Run.go)."""
    name = "tile"


TILE = _TileMark()


class Frame:
    """A block being run (`code`: its ops as Interpreter.code steps them, `pc` an index into it); for a loop body
    also the loop's iteration, trip count, bounds and undecided key."""
    __slots__ = ("blk", "code", "pc", "op", "i", "cnt", "lo", "step", "key", "shift")

    def __init__(self, blk, code, op=None):
        self.blk, self.code, self.pc, self.op = blk, code, 0, op
        self.i = self.cnt = self.lo = self.step = 0
        self.key = None
        self.shift = 0  # steps cut from the trip count its input gives (Run.vshift)

    def copy(self):
        f = Frame(self.blk, self.code, self.op)
        f.pc, f.i, f.cnt, f.lo, f.step, f.key = self.pc, self.i, self.cnt, self.lo, self.step, self.key
        f.shift = self.shift
        return f


class Proc:
    def __init__(self, pid, role, replica):
        self.pid, self.role, self.replica = pid, role, replica
        self.vc = {pid: 0}  # never mutated in place once shared: tick() copies it
        self.pending = None
        self.done = False
        self.last_phase = {}
        self.loops = []  # (id(for op), iteration, trip count) of the loops being run, outermost first
        # per loop depth (the role's body first): id of the last loop that ended at that depth in the current
        # iteration (tile); with `loops` it tells apart the steps of straight-line code (simulate.Run.epoch)
        self.after = [None]
        self.loop_args = []  # (for op, its body's block arguments) of the loops being run, outermost first
        self.tile = 0
        self.started = False
        self.state = []  # ring counters at the start of the current tile
        self.env = {}
        self.tma_n = 0  # TMA copies issued so far (each is its own clock component)
        self.warp_n = 0  # shared-memory accesses by all warps since the last thread_barrier (one clock component)
        self.warp_open = False
        self.forced = []  # the `if`s around reads only this process runs although their condition is false
        self.last_shift = 0  # how much shorter the last loop it left ran than its input says (Run.vshift)
        self.mma_n = 0  # async matrix products issued so far (wgmma commit groups, in order)
        self.mma_waited = 0  # the products up to this one are complete (a dot_wait let the rest stay in flight)
        self.mma_inflight = ()  # (index, slots read, op) of the products issued and not yet complete
        self.stack = []  # Frames, innermost last; empty between tiles
        self.where = "mark"  # between tiles: "mark" (before the tile-start event), "start" (after it)
        self.t = 0  # the next tile
        self.tstate = list(role.attrs.get("state_init", []))  # ring counters carried into the next tile
        n = role.attrs["sym_name"]
        self.label = f"role '{n}'" + (f" (replica {replica})" if role.attrs.get("replicas", 1) > 1 else "")
        self.copy_label = f"the TMA copy of {self.label}"

    def tick(self):
        self.vc = dict(self.vc)
        self.vc[self.pid] = self.vc.get(self.pid, 0) + 1

    def copy(self):
        q = Proc.__new__(Proc)
        q.__dict__.update(self.__dict__)
        q.last_phase, q.loops, q.loop_args = dict(self.last_phase), list(self.loops), list(self.loop_args)
        q.after, q.forced = list(self.after), list(self.forced)
        q.state, q.tstate, q.env = list(self.state), list(self.tstate), dict(self.env)
        q.stack = [f.copy() for f in self.stack]
        if self.pending is not None and self.pending[0] is not TILE:
            q.pending = (self.pending[0], q.env)
        return q


READS = frozenset({"dot", "dot_async", "dot_wait", "smem_load"})


def reads_only(op) -> bool:
    """An `if` whose then-region reads shared memory (loads, products it waits for completely) and does nothing
    else the protocol sees, and whose else-region does nothing the protocol sees: running it or not changes no
    barrier, so the verifier may run it whatever its condition (its reads are then all checked)."""
    then, other = op.regions[0], op.regions[1] if len(op.regions) > 1 else None
    sync = [o for x in then.ops for o in x.walk() if is_protocol_op(o.name)]
    if not sync or any(o.name not in READS for o in sync):
        return False
    if any(o.name == "dot_wait" and o.attrs.get("pending", 0) for o in sync):
        return False
    waited = {o.operands[0] for o in sync if o.name == "dot_wait"}
    if any(o.name == "dot_async" and o.result not in waited for o in sync):
        return False
    return other is None or not any(is_protocol_op(o.name) for x in other.ops for o in x.walk())


class Interpreter:
    """The process bodies of Run: next_event(p) runs p's integer ops up to its next sync event."""

    def code(self, blk):
        """blk's ops as the interpreter steps them (built once per block and kernel): (FOR | IF | SYNC | EVAL | END,
        op, kind), without the ops whose results the protocol never reads (tiles, floats: simulate._kind "skip"),
        up to the block's yield (END, with the yield or None)."""
        c = self.kinds.get(blk)
        if c is None:
            c = []
            for op in blk.ops:
                n = op.name
                if n == "yield":
                    break
                if n == "for" and not has_sync(op):
                    # a loop the protocol does not see (no sync statement, no shared memory): its integer results
                    # are unmodeled (symbolic.walk_for), so it is not stepped through: `for j in range(0, n, 64)`
                    # under `require n <= 2**31 - 64` is 33 million iterations at the sampled bound
                    c.append((EVAL, op, ("opaque",)))
                elif n == "for":
                    c.append((FOR, op, None))
                elif n == "if":
                    c.append((IF, op, None))
                elif n in self.SYNC:
                    c.append((SYNC, op, None))
                else:
                    k = self.kind(op)
                    if k[0] != "skip":
                        c.append((BIN if k[0] == "bin" else EVAL, op, k))
            c.append((END, op if blk.ops and n == "yield" else None, None))
            self.kinds[blk] = c
        return c

    def next_event(self, p):
        """p's next sync event `(op, env)`, or `(TILE, t)` at a tile start of an explored run; None at its end."""
        kenv = self.kenv
        while True:
            st = p.stack
            if not st:
                ev = self.between_tiles(p)
                if ev is not False:
                    return ev
                continue
            f = st[-1]
            env = p.env
            pc = f.pc
            if pc == EXITING:  # resumed after the explorer answered: the carried values are in the body's args
                self.loop_iter(p, f, [env.get(a) for a in f.blk.args[1:]])
                continue
            tag, op, k = f.code[pc]
            if tag is BIN:  # the hot path: ring counters, slots and phases in loop bodies (as Run.eval_op)
                f.pc = pc + 1
                a, b = env.get(k[2]), env.get(k[3])
                if a is None:
                    a = kenv.get(k[2])
                if b is None:
                    b = kenv.get(k[3])
                env[k[4]] = k[1](a, b) if isinstance(a, int) and isinstance(b, int) else None
            elif tag is EVAL:
                f.pc = pc + 1
                self.eval_kind(k, op, env, p)
            elif tag is END:
                self.block_end(p, f, [self.val(env, v) for v in op.operands] if op is not None else [])
            elif tag is SYNC:
                f.pc = pc + 1
                for r in op.results:
                    env[r] = None
                return (op, env)
            elif tag is FOR:
                f.pc = pc + 1
                self.enter_for(p, op)
            else:
                f.pc = pc + 1
                self.enter_if(p, op)

    def between_tiles(self, p):
        if p.where == "mark":
            if not (p.t < len(self.inputs) or self.more):
                p.tile = p.t  # finished: past its last tile
                return None
            p.where = "start"
            if self.explored:
                p.tile = p.t
                return (TILE, p.t)
        t = p.t
        if t >= len(self.inputs):
            if self.more:
                raise Decide("tile", t, p)
            p.tile = t  # a forked run whose explorer said: no more tiles
            return None
        p.tile, p.state = t, p.tstate
        env = p.env = dict(self.kenv_of(t))
        tiles_blk, blk = self.tiles_blk, p.role.regions[0]
        for a in tiles_blk.args[:-1]:
            env[a] = self.inputs[t].get(a)
        env[tiles_blk.args[-1]] = t
        for op in tiles_blk.ops:
            if op.name != "role":
                self.eval_op(op, env, p)
        env[blk.args[0]] = p.replica
        for a, s in zip(blk.args[1:], p.state):
            env[a] = s
        p.stack.append(Frame(blk, self.code(blk)))
        p.after = [None]
        p.where = "body"
        return False

    def block_end(self, p, f, vals):
        op = f.op
        if op is None:  # the role's body: one tile done
            if p.mma_inflight:  # (a loop's carried product that no wait after the loop completes)
                self.fail(p.mma_inflight[0][2].span, f"an async product of {p.label} is still in flight at the end "
                          "of the tile: no mma_wait completes it on this path")
            p.stack.pop()
            p.tstate = list(vals) if p.role.attrs.get("n_state", 0) else p.tstate
            p.t += 1
            p.where = "mark"
        elif op.name == "if":
            if p.stack.pop().key == "forced":
                p.forced.pop()
            for r, c in zip(op.results, vals):
                p.env[r] = c
        else:
            f.i += 1
            self.loop_iter(p, f, vals)

    def enter_for(self, p, op):
        env = p.env
        lo, hi, step = (self.val(env, v) for v in op.operands[:3])
        carried = [self.val(env, v) for v in op.operands[3:]]
        body = op.regions[0]
        if not all(isinstance(x, int) for x in (lo, hi, step)):
            self.fail(op.span, "cannot prove the protocol for every input: this loop's bounds depend on "
                      "values the verifier does not model")
        f = Frame(body, self.code(body), op)
        f.cnt, f.lo, f.step = (max(0, -(-(hi - lo) // step)) if step > 0 else 0), lo, step
        j = self.driven.get(op)
        if j is not None:  # an explored run: the trip count may be undecided (this loop's exit decides it)
            f.key = (None if j in self.kernel_level else p.tile, j)
            f.shift = self.vshift.get((p.tile, j), 0)
            f.cnt = max(0, f.cnt - f.shift)
        p.loops.append(None)
        p.after.append(None)
        p.loop_args.append((op, frozenset(body.args)))
        p.stack.append(f)
        self.loop_iter(p, f, carried)

    def loop_iter(self, p, f, carried):
        op, body, env = f.op, f.blk, p.env
        if f.i < f.cnt:
            p.loops[-1] = (id(op), f.i, f.cnt)  # a peeled iteration and the loop's first are distinct steps
            p.after[-1] = None
            env[body.args[0]] = f.lo + f.i * f.step
            for a, c in zip(body.args[1:], carried):
                env[a] = c
            f.pc = 0
            return
        if f.key is not None and f.key in self.open:
            p.loops[-1] = (id(op), f.cnt, f.cnt)
            for a, c in zip(body.args[1:], carried):
                env[a] = c
            f.pc = EXITING
            raise Decide("trip", f.key, p)
        p.last_shift = f.shift
        p.stack.pop()
        p.loops.pop()
        p.loop_args.pop()
        p.after.pop()
        p.after[-1] = id(op)  # an arrival after a loop is for another step than one before it
        for r, c in zip(op.results, carried):
            env[r] = c

    def enter_if(self, p, op):
        c = self.val(p.env, op.operands[0])
        ro = self.kinds.get(("reads_only", op))
        if ro is None:  # (an if in a loop body is entered every iteration: walk its regions once)
            ro = self.kinds[("reads_only", op)] = reads_only(op)
        if ro:
            # a guard that only skips reads (and products it completes): the run takes the reads, a superset of
            # the orderings to check; skipping them changes no barrier and orders nothing. Whatever the condition
            # (`if n > 20: load(buf[0])` is a race only past the trip counts the search runs, and the condition is
            # no protocol term the lemmas follow). An async product issued before it and still in flight would be
            # completed by the reads' wait on one path only.
            if p.mma_waited < p.mma_n:
                self.fail(op.span, "cannot prove the protocol for every input: an async product is still in "
                          f"flight in {p.label} at this condition on data or on the iteration, and a wait inside "
                          "it would complete that product on one path only")
            f = Frame(op.regions[0], self.code(op.regions[0]), op)
            if c is not None and not c:
                f.key = "forced"
                p.forced.append(op)
            p.stack.append(f)
            return
        if c is None and any(o.name in self.SYNC for r in op.regions for x in r.ops for o in x.walk()):
            self.fail(op.span, "cannot prove the protocol for every input: this condition around sync "
                      "statements depends on tensor data")
        loop = self.varying_guard(op, p) if p.loop_args else None
        if loop is not None:
            self.fail(op.span, "cannot prove the protocol for every input: this condition around sync "
                      "statements changes between iterations of the loop at "
                      f"{loop.span.line}:{loop.span.col}, and the verifier runs sample trip counts, "
                      "not every iteration")
        blk = op.regions[0] if (c is None or c) else op.regions[1]
        p.stack.append(Frame(blk, self.code(blk), op))

    # ------------------------------------------------------------------ forks (explore.py)
    def fork(self):
        """A copy of this paused run that goes on independently. Clocks are shared: they are never mutated in
        place once stored (Proc.tick copies)."""
        r = type(self).__new__(type(self))
        r.__dict__.update(self.__dict__)
        r.inputs, r.kenvs, r.open, r.vshift = list(self.inputs), dict(self.kenvs), dict(self.open), dict(self.vshift)
        r.forced_reads = dict(self.forced_reads)
        pm = {id(p): p.copy() for p in self.procs}
        r.procs = [pm[id(p)] for p in self.procs]
        r.sched = [pm[id(p)] for p in self.sched]
        bm = {}
        r.bars = {}
        for key, b in self.bars.items():
            nb = bm[id(b)] = b.copy(pm)
            r.bars[key] = nb
        r.slots = {key: s.copy(pm) for key, s in self.slots.items()}
        r.inflight = [(bm[id(b)], n, clk, op, pm[id(p)], w) for b, n, clk, op, p, w in self.inflight]
        r.errors = type(self.errors)()
        return r
