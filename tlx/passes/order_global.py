"""`order-global` (both targets): a barrier before every access of a tensor that a role reads back, and before two
stores of one tensor that may meet in a tile.

Why: Gluon and Triton hand a tile's store and a tile's load to whichever threads their layouts say, and nothing
orders one thread's global store before another thread's load of the element (nor a load before another thread's
store): the portable interpreter runs each statement whole, so the builds disagreed (red team pass 19). A
`thread_barrier` (a barrier of the role's partition on Gluon: `bar.sync` on its named barrier, `bar.warp.sync` for a
one-warp role; of the whole program in the portable build, whose roles are one stream by then) makes every earlier
access of the role's threads visible to every later one. One stands before each access of such a tensor, so one
stands between any two, in program order and around loops; and every thread of the role then loads the same value,
so a guard over such a load cannot split the role. Which tiles may meet at an element is not this pass's job:
verify-protocol proves that no other tile writes what a tile reads (protocol/global_elements.py).

In the portable build the barriers also keep Triton's software pipeliner from fetching a loop's next block before
this step's store (tests/test_global_elements.py: without them the load became an async copy). Only read-back
tensors pay: a store and a load of one tensor parameter in one role (two parameters of such a pair must not share
memory: the launchers refuse it, global_access.must_not_share). The shipped kernels have none. Two generic writes
of one tensor by one role (stores, or a store and an atomic add: `y[i] = a` then `y[i] = b`) get the same barrier
before each, so the later one stays on both builds, unless the solver shows they never name one element in a tile
(the portable build's merged replicas store their own rows); across tiles, global_writes proves no element is
written twice. Runs in the Gluon pipeline after plan-gluon (the proof sees the barriers), in the portable one last.
"""
from __future__ import annotations

from ..ir.core import Module, Op
from .manager import Pass
from .protocol.global_access import accesses
from .protocol.global_elements import read_back_pairs
from .protocol.global_writes import may_meet_in_tile, write_pairs


def read_back_ops(k) -> set:
    """id() of every load and store, in kernel op k, of a tensor that one role both stores to and loads from, and
    of two generic writes (stores, or a store and an add) of one tensor in one role that may meet in a tile."""
    acc = accesses(k, None, [])
    hazards = {(t, id(st[1])) for t, st, _ in read_back_pairs(acc)}
    marked = {id(op) for t, kind, role, op in acc if kind in ("load", "store") and (t, id(role)) in hazards}
    tiles = next((o for o in k.walk() if o.name == "tiles"), None)
    for t, a, b in write_pairs(acc):
        # (two stores that cannot meet in a tile need no order: a role's replicas, merged into one stream by the
        # portable build, store their own rows)
        if a[2] is not b[2] and {a[0], b[0]} <= {"store", "add"} and may_meet_in_tile(k, tiles, t, a[2], b[2]):
            marked |= {id(a[2]), id(b[2])}
    return marked


def _order_block(blk, marked):
    out = []
    for op in blk.ops:
        for r in op.regions:
            _order_block(r, marked)
        if id(op) in marked and not (out and out[-1].name == "thread_barrier"):
            out.append(Op("thread_barrier", [], [], {}, [], op.span))
        out.append(op)
    blk.ops = out


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        marked = read_back_ops(k)
        if marked:
            for r in k.regions:
                _order_block(r, marked)
    return m


order_global = Pass("order-global", _run, "a barrier before each access of a tensor a role stores to and loads from")
