"""`in turn:` sections: the replicas of a replicated role run them one at a time, round-robin.

A section lowers to a `turn_begin`/`turn_end` pair around its body, on one mbarrier per replica that the role's
first section allocates (`<role>_turn[replicas]`, arrive count 1); derive-phases turns the pair into a wait on
the replica's own barrier and an arrive on the next replica's. The pair is flat (no region), so the body's
names stay in the enclosing scope like any other statement's.
"""
from __future__ import annotations

from ...diagnostics import error
from ...ir.types import BarT


class TurnMixin:
    def s_Turn(self, s, scope):
        if s.cond is not None and not self.eval_static(s.cond, scope):
            self.stmts(s.body, scope)  # ordering switched off at compile time: the body runs unordered
            return
        role = self.in_role
        if role is None:
            raise error(s.span, "`in turn:` orders the replicas of a replicated role: it belongs inside one "
                        "(`role NAME(warpgroups=N) replicated as wg:`)")
        if self.role_replicas < 2:
            raise error(s.span, f"`in turn:` needs a replicated role with at least 2 replicas; role '{role}' "
                        f"runs {self.role_replicas}")
        if self.in_turn is not None:
            raise error(s.span, "`in turn:` sections do not nest", [(self.in_turn, "inside this one")])
        if self.ctl and self.ctl != ["pipeline"]:
            raise error(s.span, f"an `in turn:` section must be at the top level of its role or of a pipeline, "
                        f"not inside a runtime `{self.ctl[-1]}`: every replica must run the sections the same "
                        "number of times, in the same order, or the round-robin deadlocks")
        bar = self.turn_bar(role, scope, s.span)
        self.emit("turn_begin", [bar], [], {}, s.span)
        self.in_turn = s.span
        try:
            self.stmts(s.body, scope)
        finally:
            self.in_turn = None
        self.emit("turn_end", [bar], [], {}, s.span)

    def turn_bar(self, role, scope, span):
        """The role's turn barriers (one per replica), declared at kernel level by its first section."""
        v = self.turn_bars.get(role)
        if v is not None:
            return v
        name = f"{role}_turn"
        while scope.has(name) or any(o.attrs.get("sym_name") == name for o in self.blocks[0].ops):
            name += "_"
        kblk = self.blocks[0]
        at = next(i for i, o in enumerate(kblk.ops) if o.name == "tiles")
        self.blocks.append(kblk)
        try:
            op = self.emit("bar_alloc", [], [BarT(self.role_replicas, 1)], {"sym_name": name}, span, [name])
        finally:
            self.blocks.pop()
        kblk.ops.remove(op)
        kblk.ops.insert(at, op)
        self.turn_bars[role] = op.result
        return op.result
