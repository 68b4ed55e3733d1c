"""Module verifier: every op verifies, every operand is defined before use and in scope (SSA dominance)."""
from __future__ import annotations

import operator

from ..diagnostics import DiagnosticBag, TlxError
from .core import Module
from .ops import (ASYNC, READS_SMEM, SYNCHRONIZES, TERMINATOR, WRITES_GLOBAL, WRITES_SMEM,
                  has_trait)


def verify_module(m: Module):
    bag = DiagnosticBag()

    def walk_block(blk, scope):
        scope = set(scope) | set(blk.args)
        for op in blk.ops:
            for v in op.operands:
                if v not in scope:
                    bag.add(op.span, f"'{op.name}' op uses %{v.name} which is not defined before it in scope")
            try:
                op.verify()
            except TlxError as e:
                bag.extend(e)
            if has_trait(op, TERMINATOR) and op is not blk.ops[-1]:
                bag.add(op.span, f"'{op.name}' op must be the last op of its block")
            for r in op.regions:
                walk_block(r, scope)
            scope |= set(op.results)

    def check_async_products(kernel):
        # An async product's registers are in flight until mma_wait. A value that may hold one (a product, or a loop's
        # carried value / result that a product reaches through the loop's yield or its initial value) may only be
        # waited (mma_wait), be the accumulator of a later async product (a chain: wgmma completes in issue order, so
        # the chain's last wait completes all of it), start a loop's carried value, or be carried to the loop's next
        # iteration by its body's yield; once, in all. Whether every product is waited on every path, and the
        # `pending` counts, are the protocol verifier's (verify-protocol follows the product through the loop).
        uses, defs, blocks = {}, {}, {}
        for op in kernel.walk():
            for r in op.results:
                defs[r] = op
            for blk in op.regions:
                for a in blk.args:
                    defs[a] = op
                for o in blk.ops:
                    blocks[id(o)] = (op, blk)
            for i, v in enumerate(op.operands):
                uses.setdefault(v, []).append((op, i))
        may = in_flight_values(kernel)

        def ok(v, user, i):
            # a product itself is used in its own block (a loop's carried value may be waited in an `if` after the
            # loop, `if n > 0:`, where the loop ran at least once: the protocol verifier checks each path)
            if defs.get(v) is not None and defs[v].name == "dot_async" and blocks.get(id(user)) != blocks.get(id(defs[v])):
                return False
            if user.name == "dot_wait":
                return i == 0
            if user.name == "dot_async":
                return i == 2 and v not in user.operands[:2]
            if user.name in ("for", "pipeline"):
                return i >= 3
            if user.name == "yield":
                parent = blocks.get(id(user), (None,))[0]
                return parent is not None and parent.name in ("for", "pipeline")
            return False

        for v in may:
            d = defs.get(v)
            issued = [(d.span, "issued here")] if d is not None and d.name == "dot_async" else []
            us = uses.get(v, [])
            for user, i in us:
                if not ok(v, user, i):
                    what = "leaves its block" if user.name == "yield" else "is used"
                    bag.add(user.span, f"the result of mma_async() {what} here before mma_wait(); wait for it "
                            "first (or carry it to a loop's next iteration)", issued)
            if not us and d is not None and d.name == "dot_async":
                bag.add(d.span, "the result of mma_async() is never waited: pass it to mma_wait()")
            for user, _ in us[1:]:
                bag.add(user.span, "the result of mma_async() is waited or chained more than once: its registers "
                        "are in flight until one mma_wait (or one later mma_async that accumulates on it)",
                        [(us[0][0].span, "first used here")] + issued)

    for k in m.ops:
        try:
            k.verify()
        except TlxError as e:
            bag.extend(e)
        for r in k.regions:
            walk_block(r, set())
        check_async_products(k)
    bag.raise_if_any()
    check_column_views(m, bag)
    check_outside_roles(m, bag)
    bag.raise_if_any()


def in_flight_values(kernel):
    """The values of `kernel` that may hold an async product in flight (ordered): the products, and the carried
    values (body arguments and results) of loops that a product reaches through the loop's initial value or yield."""
    may = {}
    changed = True
    while changed:
        changed = False
        for op in kernel.walk():
            cand = []
            if op.name == "dot_async":
                cand = [op.results[0]]
            elif op.name in ("for", "pipeline"):
                blk = op.regions[0]
                first = len(blk.args) - (len(op.operands) - 3)  # (a pipeline: iv, slot, carried...)
                for k, (init, y) in enumerate(zip(op.operands[3:], blk.ops[-1].operands)):
                    if init in may or y in may:
                        cand += [blk.args[first + k], op.results[k]]
            for v in cand:
                if v not in may:
                    may[v] = True
                    changed = True
    return may


# what code outside the roles of a kernel with roles may not do: each partition of the Gluon build runs that code
# for itself (only where a role needs a value from it), the portable build once: a store, a shared-memory access or
# a sync statement there would run a different number of times in each build, or not at all, and no role's
# process would hold it for the protocol proof (red-team pass 6: a kernel-level store was dropped from the Gluon code).
# Loops too: the proof walks the roles, and a loop outside them would escape its step and wrap checks (pass 7)
_ROLE_ONLY = (WRITES_GLOBAL, WRITES_SMEM, READS_SMEM, SYNCHRONIZES, ASYNC)


def check_outside_roles(m: Module, bag: DiagnosticBag):
    for k in m.ops:
        if not any(op.name == "role" for op in k.walk()):
            continue
        stack = [op for r in k.regions for op in r.ops]
        while stack:
            op = stack.pop()
            if op.name == "role":
                continue
            if any(has_trait(op, t) for t in _ROLE_ONLY) or op.name in ("for", "pipeline"):
                what = {"store": "a store to a tensor", "smem_load": "load() of shared memory", "dot": "mma()",
                        "for": "a loop", "pipeline": "a pipeline"}.get(op.name) or _SURFACE.get(op.name, f"`{op.name}`")
                why = "loops belong in the roles, where the proof follows them" if op.name in ("for", "pipeline") \
                    else "the code outside them only computes values (each partition runs it for itself)"
                bag.add(op.span, f"{what} outside a role: in a kernel with roles, {why}; move it into a role")
            stack += [o for r in op.regions for o in r.ops]


# integer arithmetic that keeps a compile-time value compile-time in the generated code (a constexpr of Gluon, which
# folds it with Python's semantics: // and % round toward minus infinity)
_STATIC_ARITH = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "floordiv": operator.floordiv,
                 "mod": operator.mod}
# and a condition of such values, which Gluon folds too: an `if` on it compiles only the branch taken
_STATIC_COND = {**_STATIC_ARITH, "lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge,
                "eq": operator.eq, "ne": operator.ne, "and": operator.and_, "or": operator.or_}
# what may read a column view (smem_cols): an operand of a product (A or B), a load into registers, a transpose of it
_COLS_READERS = ("dot", "dot_async", "smem_load", "smem_trans")
# the language's names of the ops a column view may reach
_SURFACE = {"smem_store": "store_smem()", "tma_load": "a TMA copy into shared memory",
            "tma_store": "a TMA copy to global memory",
            "smem_cols": "col_block()", "yield": "a loop or `if` result", "dot": "mma()", "dot_async": "mma_async()"}


def check_column_views(m: Module, bag: DiagnosticBag):
    """Values Gluon folds at compile time (constants and a replicated role's replica index, by + - * // %), checked
    per replica: a column view's block index must be one of them and in range (Gluon slices a slot at a constexpr
    offset; out of range reads past the slot), and a division among them must round the same way in Gluon and on
    the device. A column view is read by products and loads only."""
    defs, replicas, views, static = {}, {}, {}, {}
    for k in m.ops:
        for op in k.walk():
            for r in op.results:
                defs[r] = op
            if op.name == "role" and op.attrs.get("replicas", 1) > 1:
                replicas[op.regions[0].args[0]] = op.attrs["replicas"]

    def args(v, depth=0, ops=_STATIC_ARITH):
        """The replica indices a value is built from, or None if it is not compile-time (memoized: shared operands)."""
        key = (v, ops is _STATIC_COND)
        if key in static:
            return static[key]
        d = defs.get(v)
        if v in replicas:
            out = frozenset({v})
        elif d is None or depth > 64:
            out = None
        elif d.name == "const":
            x = d.attrs["value"]
            out = frozenset() if isinstance(x, int) and (not isinstance(x, bool) or ops is _STATIC_COND) else None
        elif d.name not in ops:
            out = None
        else:
            parts = [args(x, depth + 1, ops) for x in d.operands]
            out = None if None in parts else frozenset().union(*parts)
        static[key] = out
        return out

    guards = {}  # op -> the compile-time conditions of the `if`s around it: (condition, the branch it is in)

    def note_guards(ops, around):
        for op in ops:
            guards[op] = around
            for i, r in enumerate(op.regions):
                c = op.operands[0] if op.name == "if" else None
                inner = around + ((c, i),) if c is not None and args(c, ops=_STATIC_COND) is not None else around
                note_guards(r.ops, inner)

    def envs(used):
        """Every assignment of the replica indices in `used` ({} if none)."""
        out = [{}]
        for a in used:  # (one replica index in practice: the role's own)
            out = [{**e, a: r} for e in out for r in range(replicas[a])]
        return out

    def value(v, env):
        """The index with the replica indices in `env` (raises ZeroDivisionError as Python does)."""
        if v in env:
            return env[v]
        d = defs[v]
        if d.name == "const":
            return d.attrs["value"]
        return _STATIC_COND[d.name](*(value(x, env) for x in d.operands))

    def check_index(op):
        k = op.operands[1]
        n = op.operands[0].type.shape[1] // op.attrs["width"]
        at = defs[k].span if k in defs and defs[k].name != "const" else op.span
        used = args(k)
        if used is None:
            bag.add(at, "col_block(): the column block index must be known when the kernel is compiled (a constant, "
                    "or the replica index of a replicated role, with + - * // %)")
            return
        for env in envs(used):
            which = f" for replica {', '.join(str(x) for x in env.values())} of the role" if env else ""
            try:
                got = value(k, env)
            except ZeroDivisionError:
                bag.add(at, "col_block(): the column block index divides by zero" + which)
                return
            if not 0 <= got < n:
                bag.add(at, f"col_block(): block {got} of {n}{which} (the slice would read past the slot)")
                return

    def check_folded_division(op):
        # Gluon folds an expression of constants and the replica index as a constexpr, with Python's // and % (toward
        # minus infinity); the protocol proof models every integer division as the device divides runtime values
        # (toward zero). They differ only on negative operands: such a program is refused, not proved on the wrong model
        used = args(op.result)
        if not used:
            return
        around = guards.get(op, ())
        for env in envs(used.union(*(args(c, ops=_STATIC_COND) for c, _ in around))):
            try:
                # (a replica whose `if`s around the division go the other way never compiles it)
                if any(bool(value(c, env)) != (branch == 0) for c, branch in around):
                    continue
                x, y = (value(v, env) for v in op.operands)
            except ZeroDivisionError:
                continue  # (reported where it matters: a col_block index; elsewhere the device's concern as before)
            if y and (x < 0) != (y < 0) and x % y:
                bag.add(op.span, f"integer {'//' if op.name == 'floordiv' else '%'} of {x} by {y} (replica "
                        f"{', '.join(str(r) for r in env.values())}): Gluon folds it rounding toward minus infinity, the "
                        "device (and the protocol proof) toward zero; keep both operands non-negative")
                return

    from .ops import frag_order_views
    for k in m.ops:
        frag = frag_order_views(k)
        note_guards([k], ())
        for op in k.walk():
            if op.name in ("smem_cols", "smem_trans") and op.operands[0] in frag:
                # (Gluon views the allocation's plain layout, not the fragments' order the slot is stored in: every
                # element would come from another place; the portable build has no layouts and would not differ)
                bag.add(op.span, f"{'col_block()' if op.name == 'smem_cols' else '.T'} of a `frag_order` slot: its "
                        "elements lie in a warp group's accumulator order, which a view would not follow; store it, "
                        "load it whole or copy it by TMA")
            if op.name in ("floordiv", "mod"):
                check_folded_division(op)
            if op.name == "smem_cols":
                check_index(op)
            for i, v in enumerate(op.operands):
                if v in views:
                    if op.name == "smem_trans":
                        views[op.result] = views[v]
                    elif op.name not in _COLS_READERS or (op.name in ("dot", "dot_async") and i > 1):
                        what = _SURFACE.get(op.name, f"'{op.name}'")
                        bag.add(op.span, f"{what} cannot use a column view: col_block() is read-only, an operand of "
                                "mma() / mma_async() / load() (or of .T)", [(views[v], "the view is made here")])
            if op.name == "smem_cols":
                views[op.result] = op.span
