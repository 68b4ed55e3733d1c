"""Two writes of one element: proved, for every input, that no element of a tensor is written twice unordered.

Why: a store's threads and a grid's tiles run in no order the program states, so when two of them write one element,
which value stays depends on the schedule (the portable interpreter runs tiles one after another and each statement
whole: the last one wins there, not necessarily on the GPU). Nothing orders the writes of two tiles (other programs,
or a persistent program's other turns), nor two threads of one store (other positions of its index tile, other
replicas of its role), nor the global writes of two TMA stores (the copy engine's; a statement's wait covers the read
of its slot). Writes of two generic stores in one tile are ordered by the barrier order-global puts before each
(so `y[i] = a` then `y[i] = b` gives b on both builds). Atomic adds commute and are left alone (two adds, or a TMA
reduce-add and an add); a store and an add of one element are not.

How: global_elements' model, per pair of writes of one tensor in one role (different roles are global_access
rule 1's): the two elements are z3 terms over positions, tile coordinates and inputs, and must differ for
- two tiles A != B, for every pair of writes (one op with itself included);
- one tile, one op at two positions, or two replicas of its role (for a TMA store: one box of each replica);
- one tile, two TMA stores at any positions.
A jagged tensor's sequences are taken to be disjoint: the offsets are valid, from 0 to the rows, non-decreasing
(the op checks CPU offsets; the launchers do not read them, which on a GPU would cost a sync, so there it is the
caller's contract, as for every varlen kernel: docs/language.md; only real sequences: past the last, both builds
read start 0 and length 0). Memory is compared as index tuples: the launchers refuse a written tensor whose elements
overlap (`_check_no_overlap`), and two written parameters that share memory (must_not_share). Unknown (the solver's
time limit) is a refusal too.
"""
from __future__ import annotations

import z3

from ...diagnostics import error
from .global_elements import TIMEOUT_MS, _Model

_WRITES = ("store", "add", "tma_store", "tma_add")
_ADDS = ("add", "tma_add")


def write_pairs(acc):
    """(tensor, a, b) for writes a, b = (kind, role, op) of one tensor in one role (a may be b), not both adds."""
    by = {}
    for t, kind, role, op in acc:
        if kind in _WRITES:
            by.setdefault((t, id(role)), []).append((kind, role, op))
    out = []
    for (t, _), xs in by.items():
        out += [(t, a, b) for i, a in enumerate(xs) for b in xs[i:] if not (a[0] in _ADDS and b[0] in _ADDS)]
    return out


def may_meet_in_tile(k, tiles, t, a, b) -> bool:
    """Whether writes a and b (ops) of tensor t may name one element in one tile (order-global's question)."""
    return tiles is None or _Model(k, tiles).meet(t, a, b, same_tile=True, disjoint_seqs=True)[0] != z3.unsat


def _who(role):
    return "the kernel" if role is None else f"role `{role.attrs['sym_name']}`"


def check_writes(k, acc):
    """Raise at the second write of the first pair of acc's writes that may land on one element unordered."""
    pairs = write_pairs(acc)
    tiles = next((o for o in k.walk() if o.name == "tiles"), None)
    if not pairs or tiles is None:
        return
    ctx = _context(k)
    for t, (ka, role, a), (kb, _, b) in pairs:
        how = "adds to" if kb in _ADDS else "writes"
        paths = (ctx[id(a)][1], ctx[id(b)][1])
        res, witness = _Model(k, tiles).meet(t, a, b, disjoint_seqs=True, paths=paths,
                                             verb=how + (" too" if a is b else ""))
        where = "two tiles"
        replicated = role is not None and bool(role.regions[0].args)
        if res == z3.unsat and (a is b and ka not in _ADDS or ka == kb == "tma_store"):
            res, witness = _Model(k, tiles).meet(t, a, b, same_tile=True, role=role, loops=ctx[id(a)][0],
                                                 disjoint_seqs=True, paths=paths)
            where = "two threads of one tile" if a is b and ka != "tma_store" else "two TMA stores of one tile"
        elif res == z3.unsat and a is not b and replicated:
            # (order-global's barrier orders one partition: on Gluon each replica is one, so two replicas' writes
            # of other statements are not ordered; red team, session 48)
            res, witness = _Model(k, tiles).meet(t, a, b, same_tile=True, role=role, disjoint_seqs=True, paths=paths,
                                                 replicas_differ=True)
            where = "two replicas of one tile"
        if res == z3.unsat:
            continue
        why = (f"{where} may write one element ({witness}), and nothing orders them, so which value stays depends "
               "on the schedule" if res == z3.sat else
               f"the solver could not show within {TIMEOUT_MS // 1000} s that {where} never write one element")
        notes = [] if a is b else [(a.span, f"{_who(role)} writes `{t.name}` here")]
        raise error(b.span, f"{_who(role)} {how} `{t.name}`, and {why}; index each store by the tile's own block "
                    "and position (one element, one writer), or add atomically", notes)


def _context(k):
    """id(op) -> (the variables of the loops (`for`, `pipeline`) around op in kernel k, outermost first; the
    conditions of the `if`s around it, as (condition, branch taken))."""
    out = {}

    def walk(op, vs, conds):
        for i, r in enumerate(op.regions):
            inner = vs + [r.args[0]] if op.name in ("for", "pipeline") and r.args else vs
            inner_c = conds + [(op.operands[0], i == 0)] if op.name == "if" else conds
            for o in r.ops:
                out[id(o)] = (inner, inner_c)
                walk(o, inner, inner_c)
    walk(k, [], [])
    return out
