"""`derive-phases`: materialize ring slots and mbarrier phases.

Every `pipeline` op becomes a plain `for` op. The ring position is counted per role and carried across
tiles as *role state*, so it stays right when a tile has zero iterations or tiles differ in trip count
(jagged, persistent launches):

    role() {sym_name, warps, regs, replicas, n_state = K, state_init = [0, ...]} {
    ^(%replica: i32, %ring0: i32, ..., %ringK-1: i32):      # state = ring counters before this tile
      ...
      for(%lo, %hi, %step, carried...) {pipelined = true, stages = S, ring = j} {
      ^(%iv: i32, carried...):
        %idx  = floordiv(sub(%iv, %lo), %step)                 # (folded to %iv for lo=0, step=1)
        %it   = add(%ringj, %idx) {ring_period = 2S}                # the device keeps it modulo 2S
        %slot = mod(%it, S) {ring_slot = true}
        %ph   = and(floordiv(%it, S), 1)                        # xor 1 for a wait guarding a write
        wait(%bar, %ph)
        ...
      }
      %trip = cdiv(maximum(sub(%hi, %lo), 0), %step)
      %ringj.next = add(%ringj, %trip) {ring_period = 2S}
      yield(%ring0.next, ...)                                   # state for the next tile of this program
    }

A ring counter counts every step a program's role takes over the launch, which can pass 2**31. The IR and the
proof count exactly; the generated code computes the two marked adds modulo 2S (pyemit.ring_add), where slot and
phase repeat, so the device's counter stays in [0, 2S) and its slots and phases are the exact ones. Turn counters
and constant-indexed waits use their counter only through `& 1`, which wrapping in 32 bits keeps exact.

Pipelines of one role over the same named ring (`over ring kv(S)`) share one counter: the second starts where
the first stopped, so a loop can be split (e.g. its first iteration peeled) without breaking slots and phases.

The role op keeps zero operands: the initial state is given by the attribute `state_init` (all zeros,
a fresh mbarrier is in phase 0). A wait outside any pipeline gets its phase from the tile's local
counter (`tile_iter`, the last region argument of `tiles`, `tile_index` in the language) times the number
of such waits per tile; on a barrier indexed `tile_index % S` (a per-tile ring) from `tile_iter // S`.
A wait that guards a *write* to shared memory (the "free"/"empty" side of a ring) starts at parity 1,
because at init the previous phase (parity 1) counts as completed. User-given phases are kept.

`turn_begin`/`turn_end` (an `in turn:` section of a replicated role) become a wait on the replica's own barrier of
the role's turn array and an arrive on the next replica's, with the phase from one more role state, the number of
sections this replica has run (see `_turn_op`); the role records its index as attribute `turn_state`.
"""
from __future__ import annotations

from ..diagnostics import DiagnosticBag, error
from ..ir.core import Module, Op, Value
from ..ir.ops import READS_SMEM, WAITS, WRITES_SMEM, has_trait
# alloc_name, const_value, defs_of, flat_ops, root_of: re-exported for callers that imported them from here
from ..ir.rewrite import (Builder, alloc_name, const_value, defs_of, flat_ops, root_of,  # noqa: F401
                          substitute, used_names)
from ..ir.types import BarT, SmemT, ValT
from .manager import Pass

I32 = ValT("i32")


def guards_write(ops_after: list) -> bool:
    """True when the ops following a wait (up to the next wait) write shared memory and read none."""
    wrote = read = False
    for op in flat_ops(ops_after):
        if has_trait(op, WAITS):
            break
        if has_trait(op, WRITES_SMEM):
            wrote = True
        if has_trait(op, READS_SMEM) and any(isinstance(v.type, SmemT) for v in op.operands):
            read = True
    return wrote and not read


# ----------------------------------------------------------------------------- the pass
def _tile_ring(idx, tile_iter, defs):
    """S when idx is `tile_index % S` (a ring indexed by the program's tile counter), else None."""
    d = defs.get(idx)
    if d is not None and d.name == "mod" and d.operands[0] is tile_iter:
        return const_value(d.operands[1], defs)
    return None


def _role_wait_key(w: Op, defs, tile_iter=None):
    r, idx = root_of(w.operands[0], defs)
    ci = const_value(idx, defs) if idx is not None else None
    if idx is not None and ci is None:
        S = _tile_ring(idx, tile_iter, defs)
        return (r, ("tile_ring", S)) if S else None
    return (r, ci)


def _phase_value(b: Builder, counter, uses, k, flip, span):
    """((counter * uses + k) [// div]) & 1, xor 1 when flip."""
    x = counter
    if uses != 1:
        x = b.op("mul", [x, b.const(uses, span)], span=span, hint="use")
    if k:
        x = b.op("add", [x, b.const(k, span)], span=span, hint="use")
    ph = b.op("and", [x, b.const(1, span)], span=span, hint="phase")
    if flip:
        ph = b.op("xor", [ph, b.const(1, span)], span=span, hint="phase")
    return ph


def _convert_pipeline(p: Op, j: int, base: Value, defs, used, bag, role_name):
    """Rewrite pipeline op p (in place) into a for op; returns the ops computing the counter after it."""
    S = p.attrs["stages"]
    blk = p.regions[0]
    iv, slot_arg = blk.args[0], blk.args[1]
    lo, hi, step = p.operands[:3]
    if any(getattr(v.type, "dtype", "i32") == "i64" for v in (lo, hi, step)):
        # (its ring counters count steps in 32 bits, as the verifier assumes: a 64-bit range would wrap them)
        raise error(p.span, "a pipeline's range is 32-bit (its ring counters count its steps in 32 bits): cast the "
                    "bounds with cast(x, i32), and bound them with a `require` if they can be larger")
    b = Builder(used)
    span = p.span
    lo_c, step_c = const_value(lo, defs), const_value(step, defs)
    if lo_c == 0 and step_c == 1:
        idx = iv
    else:
        d = b.op("sub", [iv, lo], span=span, hint="d")
        idx = b.op("floordiv", [d, step], span=span, hint="idx")
    # (ring_period: the generated code keeps the counter modulo 2S, where slot and phase repeat, so it never
    # wraps on the device however many steps a program takes; the IR and the proof count exactly: pyemit.ring_add)
    it = b.op("add", [base, idx], attrs={"ring_period": 2 * S}, span=span, hint="it")
    sv = b.const(S, span)
    slot = b.op("mod", [it, sv], attrs={"ring_slot": True}, span=span, hint=slot_arg.name)
    rnd = b.op("floordiv", [it, sv], span=span, hint="round")
    head = b.ops
    body_ops = blk.ops
    # phases of the waits in the body
    waits_by_key = {}
    for w in body_ops:
        if w.name == "wait" and len(w.operands) == 1:
            waits_by_key.setdefault(_role_wait_key(w, defs) or id(w), []).append(w)
    new_body = []
    for pos, op in enumerate(body_ops):
        if op.name == "wait" and len(op.operands) == 1:
            wb = Builder(used)
            r, idx_v = root_of(op.operands[0], defs)
            flip = guards_write(body_ops[pos + 1:])
            if idx_v is slot_arg:
                ph = _phase_value(wb, rnd, 1, 0, flip, op.span)
            elif idx_v is None or const_value(idx_v, defs) is not None:
                lst = waits_by_key[_role_wait_key(op, defs)]
                ph = _phase_value(wb, it, len(lst), lst.index(op), flip, op.span)
            else:
                bag.add(op.span, f"cannot derive the phase of this wait on '{alloc_name(r, defs)}' in role "
                        f"'{role_name}': its barrier is indexed by neither the ring slot nor a constant; "
                        "give the phase explicitly (`wait BAR phase P`)")
                new_body.append(op)
                continue
            new_body += wb.ops
            op.operands = [op.operands[0], ph]
        elif op.name == "pipeline" or any(o.name == "pipeline" for o in op.walk()):
            bag.add(op.span, f"pipelines do not nest (role '{role_name}')")
        elif op.name != "yield":
            for sub in op.walk():
                if sub.name == "wait" and len(sub.operands) == 1 and sub is not op:
                    bag.add(sub.span, f"cannot derive the phase of a wait nested in a branch or loop of a "
                            f"pipeline (role '{role_name}'); give it explicitly (`wait BAR phase P`)")
        new_body.append(op)
    blk.ops = head + new_body
    blk.args = [iv] + blk.args[2:]
    substitute(blk, {slot_arg: slot})
    p.name = "for"
    attrs = {k: v for k, v in p.attrs.items() if k != "extra_args"}
    attrs.update({"pipelined": True, "stages": S, "ring": j})
    p.attrs = attrs
    # counter after the loop
    a = Builder(used)
    n = a.op("sub", [hi, lo], span=span, hint="span")
    n = a.op("maximum", [n, a.const(0, span)], span=span, hint="span")
    # (pipeline_trip: the verifier's explored runs may cut the loop short, witness.virtual)
    trip = a.op("cdiv", [n, step], attrs={"pipeline_trip": True}, span=span, hint="trip")
    nxt = a.op("add", [base, trip], attrs={"ring_period": 2 * S}, span=span, hint=base.name + ".next")
    return a.ops, nxt, idx, trip


TURN_OPS = ("turn_begin", "turn_end")
# (a turn counter's steps: the counter is read only through `& 1`, exact however it wraps, so the proof raises no
# overflow obligation on these adds; a ring counter's two adds are marked `ring_period` instead)
_STEP = {"counter_step": True}


def _turn_op(b: Builder, op: Op, count, replica):
    """turn_begin -> wait on this replica's barrier; turn_end -> arrive on the next replica's.

    Replica r's c-th section (c counted from 0 across the role's sections, loop iterations and tiles) follows
    section c of replica r-1, i.e. phase c of barrier r; replica 0's follows section c-1 of the last replica, so
    its parity is flipped and its first wait passes on the fresh barrier."""
    bars, span = op.operands[0], op.span
    n = bars.type.size
    one = b.const(1, span)
    if op.name == "turn_begin":
        first = b.op("sub", [one, b.op("minimum", [replica, one], span=span, hint="rest")], span=span, hint="first")
        ph = b.op("and", [b.op("add", [count, first], span=span, hint="use"), one], span=span, hint="phase")
        mine = b.op("bar_at", [bars, replica], BarT(0, 1), span=span, hint="turn_bar")
        b.ops.append(Op("wait", [mine, ph], [], {"turn": n}, [], span))
    else:
        nxt = b.op("mod", [b.op("add", [replica, one], span=span, hint="next"), b.const(n, span)], span=span,
                   hint="next")
        b.ops.append(Op("arrive", [b.op("bar_at", [bars, nxt], BarT(0, 1), span=span, hint="turn_bar")], [],
                        {"count": 1, "turn": n}, [], span))


def _lower_turns(ops, count, replica, loops, used, bag, role_name):
    """Turn sections at the role's top level count 1 each; k sections in a pipeline body count k per iteration.
    Returns the new top-level ops and the counter after them (carried to the next tile as role state)."""
    out, pending = [], None
    for op in ops:
        b = Builder(used)
        if op.name in TURN_OPS:
            _turn_op(b, op, count, replica)
            if op.name == "turn_end":
                count = b.op("add", [count, b.const(1, op.span)], attrs=_STEP, span=op.span, hint="turns")
            out += b.ops
            continue
        if op in loops and any(o.name == "turn_begin" for o in op.regions[0].ops):
            idx, trip = loops[op]
            body = op.regions[0]
            k = sum(o.name == "turn_begin" for o in body.ops)
            seen, new = 0, []
            for inner in body.ops:
                if inner.name not in TURN_OPS:
                    new.append(inner)
                    continue
                ib = Builder(used)
                c = None
                if inner.name == "turn_begin":
                    per = idx if k == 1 else ib.op("mul", [idx, ib.const(k, op.span)], span=op.span, hint="use")
                    c = ib.op("add", [count, per], attrs=_STEP, span=op.span, hint="use")
                    if seen:
                        c = ib.op("add", [c, ib.const(seen, op.span)], attrs=_STEP, span=op.span, hint="use")
                _turn_op(ib, inner, c, replica)
                new += ib.ops
                seen += inner.name == "turn_end"
            body.ops = new
            pending = (trip, k, op.span)
        for sub in op.walk():
            if sub.name in TURN_OPS:
                bag.add(sub.span, f"an `in turn:` section must be at the top level of role '{role_name}' or of a "
                        "pipeline, not inside a branch or loop")
                break
        out.append(op)
        if pending is not None and pending[0] in op.results:
            trip, k, span = pending
            pb = Builder(used)
            per = trip if k == 1 else pb.op("mul", [trip, pb.const(k, span)], span=span, hint="turns")
            count = pb.op("add", [count, per], attrs=_STEP, span=span, hint="turns")
            out += pb.ops
            pending = None
    return out, count


def _process_role(role: Op, tile_iter: Value, defs, used, bag):
    blk = role.regions[0]
    name = role.attrs["sym_name"]
    n_state0 = role.attrs.get("n_state", 0)
    states = list(blk.args[1:1 + n_state0])
    final_yield = blk.ops[-1] if blk.ops and blk.ops[-1].name == "yield" else None
    new_states = list(final_yield.operands) if final_yield is not None else list(states)
    out = []
    top_waits = {}
    for w in blk.ops:
        if w.name == "wait" and len(w.operands) == 1:
            k = _role_wait_key(w, defs, tile_iter)
            if k is not None:
                top_waits.setdefault(k, []).append(w)
    named = {}  # ring name -> (its state index, the counter after the latest pipeline over it)
    loops = {}  # converted pipeline -> (its iteration index, its trip count): for the turn counter
    for pos, op in enumerate(blk.ops):
        if op.name == "pipeline":
            ring_name = op.attrs.get("ring_name")
            if ring_name in named:  # continue the ring where the previous pipeline over it stopped
                idx, base = named[ring_name]
                after, nxt, it_idx, trip = _convert_pipeline(op, idx, base, defs, used, bag, name)
                new_states[idx] = nxt
            else:
                idx = len(states)
                base = Value(Builder(used).fresh(f"{name}_{ring_name or 'ring'}{idx}"), I32)
                blk.args.append(base)
                after, nxt, it_idx, trip = _convert_pipeline(op, idx, base, defs, used, bag, name)
                states.append(base)
                new_states.append(nxt)
            if ring_name is not None:
                named[ring_name] = (idx, nxt)
            loops[op] = (it_idx, trip)
            out.append(op)
            out += after
            continue
        if op.name == "wait" and len(op.operands) == 1:
            k = _role_wait_key(op, defs, tile_iter)
            if k is None:
                bag.add(op.span, f"cannot derive the phase of this wait in role '{name}': its barrier index is "
                        "neither a constant nor `tile_index % S`; give the phase explicitly (`wait BAR phase P`)")
                out.append(op)
                continue
            lst = top_waits[k]
            b = Builder(used)
            counter = tile_iter
            if isinstance(k[1], tuple):  # barrier tile_index % S: its phase flips every S tiles
                counter = b.op("floordiv", [tile_iter, b.const(k[1][1], op.span)], span=op.span, hint="tround")
            ph = _phase_value(b, counter, len(lst), lst.index(op), guards_write(blk.ops[pos + 1:]), op.span)
            out += b.ops
            op.operands = [op.operands[0], ph]
            out.append(op)
            continue
        if op is final_yield:
            continue
        for sub in op.walk():
            if sub.name == "pipeline":
                bag.add(sub.span, f"a pipeline must be at the top level of its role ('{name}'), not inside a "
                        "branch or loop")
            elif sub.name == "wait" and len(sub.operands) == 1:
                bag.add(sub.span, f"cannot derive the phase of a wait inside a branch or loop of role '{name}'; "
                        "give it explicitly (`wait BAR phase P`)")
        out.append(op)
    if any(o.name in TURN_OPS for o in flat_ops(out)):
        base = Value(Builder(used).fresh(f"{name}_turns"), I32)
        blk.args.append(base)
        states.append(base)
        out, nxt = _lower_turns(out, base, blk.args[0], loops, used, bag, name)
        new_states.append(nxt)
        role.attrs["turn_state"] = len(states) - 1
    out.append(Op("yield", new_states, [], {}, [], final_yield.span if final_yield else role.span))
    blk.ops = out
    role.attrs["n_state"] = len(new_states)
    role.attrs["state_init"] = [0] * len(new_states)


def _run(m: Module, ctx) -> Module:
    bag = DiagnosticBag()
    for k in m.kernels():
        defs = defs_of(k)
        used = used_names(k)
        for tiles in k.regions[0].ops:
            if tiles.name != "tiles":
                continue
            tile_iter = tiles.regions[0].args[-1]
            for role in tiles.regions[0].ops:
                if role.name == "role":
                    _process_role(role, tile_iter, defs, used, bag)
    bag.raise_if_any()
    return m


derive_phases = Pass("derive-phases", _run, "make ring slots and mbarrier phases explicit; pipelines become for loops")
