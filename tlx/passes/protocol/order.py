"""The clock part of the explorer's abstract state (explore.py): which recorded events each clock has seen, in a
canonical form that keeps only the facts a check can still read, and the set of states met, with subsumption.
Why each reduction is sound is said where it is made; docs/language.md ("Reductions") sums it up."""
from __future__ import annotations

import numpy as np

REDUCE = True  # clock-order facts canonical and states subsumed; False: the exact states, the reference the
# reduced search is tested against (tests/test_protocol.py)
CHECK = False  # _order also compares every event's whole clock and asserts the same matrix (tests)


class Seen:
    """The abstract states met, with subsumption on the clock order. Two states alike but for the order matrix
    (which recorded events each live clock has seen) are grouped; a state is cut when one met before in its group
    has seen no event this one has not (its facts are a subset).

    Why that is sound: the rest of the state fixes every step the run takes (a process blocks only at a wait,
    and whether it passes reads phases, never clocks), and the clocks only change by joins and ticks. An event's
    clock has one component no earlier clock has (its process's tick, its TMA copy's, its warps' access), so
    "h has seen e" after a join is "one of the joined clocks had seen e", and a new event is seen by the same
    clocks in both runs: a state with more facts keeps more facts after the same steps. Every check fails only
    where a fact is missing (a read not ordered after its fill, a write after a release, a signal after the last
    phase's, a wait before the next phase's signals, a fence), so whatever fails after the state with more facts
    fails, at the same step or earlier, after the explored one with fewer: the cut state has nothing to add.
    Keeping only the minimal fact sets of a group is enough to cut the same states."""

    def __init__(self):
        self.groups, self.n = {}, 0

    def __len__(self):
        return self.n

    def add(self, state) -> bool:
        """Record state; False when it is subsumed by (or equal to) one met before."""
        order = state[-1]
        key = state[:-1] + (order[:2],)
        facts = int.from_bytes(order[2], "big") if len(order) > 2 else 0
        group = self.groups.get(key)
        if not REDUCE:
            key = state
            group = self.groups.get(key)
            facts = 0
        if group is None:
            self.groups[key] = [facts]
        else:
            for f in group:
                if f & ~facts == 0:
                    return False
            group[:] = [f for f in group if facts & ~f] + [facts]
        self.n += 1
        return True


def _order(owns, holders, rel, done, clocks=None):
    """Which recorded events each clock (holders) has seen: the matrix of _leq(e, h) for the events' clocks e, in a
    canonical form that keeps only the facts a check can still read (`rel`: (first row, end row, columns) of row
    groups). An event is given by its own component (`owns`: (key, value), see below), not its whole clock;
    `clocks` (the whole clocks, in the same order) are only read with CHECK, which compares the two.
      * a finished process's clock, and a completed phase's clock that every live process waiting on its barrier
        has observed already (`done` columns), is never compared or joined again: all "seen";
      * an event seen by every clock in its row's `rel` — every live process's clock but the one its check skips
        (a reader's own read, a writer's own store), and for a barrier's waits and signals that barrier's current
        phase and copies in flight: the clocks of every future access, arrival, landing and completion of that
        phase are joins of these and of new ticks — passes every check it is in from now on (clocks only grow):
        its row is all "seen", whatever the other clocks (completed phases, other barriers, which reach a check
        only through a process or a phase in `rel`) say.
    Each rule maps states with the same future checks to one; both keep the facts monotone (Seen). Returns the
    matrix and which rows are all "seen" by the second rule (abstract() leaves their entries out of the state);
    None, None without events or clocks.

    Own components. Every recorded event's clock e has one component k that no clock had before e: a process's
    tick (an arrival, a fence, a wait — recorded as that one component —, an access by one thread), a TMA copy's
    ("tma", pid, n), the warps of a partition's accesses since its last thread_barrier (("warps", pid, n)). A
    clock gets k at e[k] or more only by joining a clock that has e (the process's own later clocks, which hold
    every earlier one; the copy's clock; the partition's clock at its thread_barrier, which holds the accesses),
    and clocks only grow by joins and ticks, so h has seen e (e <= h) iff h[k] >= e[k]: one column per event
    instead of every component (the matrix was the largest single cost of a state)."""
    if not owns or not holders:
        return None, None
    cols = {}
    idx = [cols.setdefault(k, len(cols)) for k, _ in owns]
    ks = list(cols)
    zero = [0] * len(ks)
    # (map runs the lookups in C: this matrix is built at every explored state)
    H = np.array([list(map(h.get, ks, zero)) for h in holders], dtype=np.int64)
    M = H[:, idx].T >= np.array([v for _, v in owns], dtype=np.int64)[:, None]
    if CHECK and clocks is not None:
        keys = {}
        for c in clocks:
            keys.update(c)
        ks = list(keys)
        zero = [0] * len(ks)
        L = np.array([list(map(c.get, ks, zero)) for c in clocks], dtype=np.int64)
        H = np.array([list(map(c.get, ks, zero)) for c in holders], dtype=np.int64)
        assert ((L[:, None, :] <= H[None, :, :]).all(-1) == M).all(), "an event's own component disagrees with its clock"
    if not REDUCE:
        return M, None
    if done:
        M[:, done] = True
    R = np.zeros(M.shape, dtype=bool)
    for a, b, cols in rel:
        R[a:b, cols] = True
    sat = ~(R & ~M).any(1)
    M[sat] = True
    return M, sat
