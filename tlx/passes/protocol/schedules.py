"""Why one run of the protocol stands for every interleaving of the roles, and the conditions it needs.

The model. Each (role, replica) is a process whose sequence of sync events (waits, arrivals, expects, TMA
issues, shared-memory accesses) does not depend on the schedule: control flow reads only runtime inputs and
counters, never the state of a barrier (there is no try_wait/polling, and a guard on tensor data around a sync
statement is rejected). A process blocks only at `wait(bar, parity)`, which passes when the most recently
completed phase of `bar` has that parity. A phase completes when `count` arrivals were made and every expected
TMA byte landed. A TMA copy lands at any time after its issue (a separate event).

The *intended* phase of a wait is determined by the process alone: its first wait on a barrier intends phase
-1 (the initial one, parity 1) or 0, and each later wait the last phase it observed or the next one, whichever
has the wait's parity. The run checks that every wait observes exactly its intended phase (else a parity
aliasing error).

Claim. Let E be one complete run (every process finished, every check passed) in which
  (L) every signal (arrival, expect, landed copy) of phase k >= 1 of a barrier happens-after every signal of
      phase k-1 of that barrier, and
  (U) every wait that observed phase k of a barrier happens-before some signal of phase k+1 of it.
Then every schedule completes too, with the same happens-before order, so every check made on E (deadlock,
arrivals per phase, expect bytes, races, fences) holds for every interleaving.

Proof sketch. Take any execution E' (any schedule, copies landing at any time). By induction on its length,
E' is a downward-closed prefix of E's happens-before order in which every signal counts toward the phase it
counted toward in E: a new signal s of process p has all its E-predecessors in E' (p's previous event is, and
E' is downward closed); by (L) these include every signal of the phases before s's E-phase k, so phases
0..k-1 are complete in E', and no signal of a later phase is in E' (by (L) each needs s), so the barrier is
in phase k when s arrives. A wait w of p intending phase k: p already passed its previous wait on the barrier
(intended phase >= k-1), so phase k-1 is complete; if every signal of phase k is in E', phase k is complete
and phase k+1 is not (by (U) one of its signals needs w): the last completed phase is k, w passes, and it joins
the same signals as in E; otherwise the last completed phase is k-1 and w blocks, as in E. So E' orders events
as E does. If E' stops (no process can move) before the end of E, take a minimal event of E that E' lacks: its
predecessors are in E', so it is a non-wait (always enabled), a copy landing (always possible), or a wait
whose phase completed in E' (enabled, as shown): a contradiction. Hence no schedule deadlocks.

Where a run breaks (L) or (U) the verifier first tries the other schedules (each priority order, round robin,
late copies) for a concrete failure, and otherwise reports "cannot prove ... for every schedule" at the
unordered statement: without (U) a signalling role is not throttled (the barrier may run two phases ahead of a
waiter); without (L) an arrival may count toward the wrong phase.

Intra-role `thread_barrier`: in the Gluon build each replica of a role is its own partition, so a
thread_barrier synchronizes the warps of one process. Every guard of a partition is a scalar (the same for
all its warps), so each warp reaches each thread_barrier equally often: it cannot deadlock. What it orders is
modeled in simulate.py: an access to shared memory by all warps of a partition (`load`/`store_smem`, or wgmma
in a partition of more than one warp group) carries a clock component of its own until the partition's next
thread_barrier, because the arrive that follows is one thread's; a release or publish before that barrier is
a race.
"""
from __future__ import annotations


def overtaken_wait(b, wop, label, sop, who):
    """(U) broken: the signals completing phase k+1 of b do not depend on the wait `wop` that observed phase k."""
    k = b.done - 1
    return (wop.span, f"cannot prove the protocol for every schedule: {label} waits here and observes phase {k} of "
            f"'{b.label}', but the signals that complete phase {k + 1} are not ordered after this wait (none of them "
            "waits on anything this wait precedes), so in another interleaving the barrier can complete two phases "
            "before this wait runs and the parity wait hangs or passes on the wrong phase",
            [(sop.span, f"phase {k + 1} of '{b.label}' is completed here by {who}"),
             (b.span, f"'{b.name}' declared here")])


def unordered_signal(b, op, who, late):
    """(L) broken: a signal of phase k of b is not ordered after `late`, a signal of phase k-1."""
    k = b.done
    return (op.span, f"cannot prove the protocol for every schedule: this signal of '{b.label}' by {who} counts "
            f"toward phase {k}, but it is not ordered after a signal of phase {k - 1} (by {late[1]}), so in another "
            f"interleaving it can count toward phase {k - 1}",
            [(late[2].span, f"phase {k - 1} of '{b.label}' is signalled here by {late[1]}"),
             (b.span, f"'{b.name}' declared here")])
