"""Global memory a kernel both writes and reads (or writes twice): the orders the proof does not cover, refused.

The proof orders shared memory: a slot's fill, its readers and its release, through barriers and the copy engine's
completion. It has no model of global memory, so a kernel whose result depends on the order of its own global
accesses would be said OK unchecked (found by session 45's red team; each rule's program is a test in
tests/test_global_access.py). The rules, each an error at the second access with a note at the first:

1. **A hand-off between roles.** A tensor that one role writes and another role reads or writes. On Gluon an
   mbarrier would order generic accesses, but the proof never checks that a wait stands between the write and
   the read, and the portable build runs the roles as one stream in an order chosen for their shared memory,
   which may put the read first (the red team's program read 0 where the device reads 5). Several roles adding
   atomically (`x[i] += v`, `tma x[c] += slot`) commute and are allowed together. A role's replicas are one role
   here, like a grid's programs: a replicated role that writes a tensor and reads it back is refused too, since
   its replicas may hand rows to each other.
2. **A TMA store and another access of its tensor.** The statement's wait (`cp.async.bulk.wait_group.read`)
   only waits until the copy engine has read the slot, not until global memory holds the data, so a later load,
   TMA load or plain store of the tensor (in any role) may see or overwrite stale data. TMA stores together
   (disjoint blocks, as a grid's programs write theirs) and TMA reduce-adds with atomic adds are allowed.
3. **A generic write and a TMA load of one tensor.** The copy engine reads through the async proxy, which a
   `fence` (`fence.proxy.async.shared::cta`) does not order after generic global writes, and tlx has no global
   proxy fence.

4. **The offsets of a jagged tensor, written.** Every partition decodes the tile space from its offsets on its own
   (the small-batch path counts the tiles in the kernel), so a write while the kernel runs can give the roles
   different tile counts: a role that runs one tile fewer leaves its partner waiting (helper-81's program). And a
   jagged tensor's sequence bounds (`.len`, `.start`, its views and TMA copies) are read through its offsets, which
   the proof does not list as accesses, and the Gluon build reads them once at a tile's start (plan_gluon hoists
   them): a write to them is seen neither in program order nor across roles (helper-82's programs).

5. **A read of a tensor the kernel adds to atomically, and two TMA stores of one block by one role** (helper-83's
   programs). Atomic adds from all programs land in no stated order, and two bulk copies in flight write in no
   order; the portable build runs the programs one after another and each statement whole, so the builds disagree.

6. **A role reading back a tensor it writes** (a store and a load of one tensor in one role): inside a tile the
   builds order the accesses with barriers (order-global); across tiles nothing does, so global_elements proves
   that no tile's store lands on an element another tile's load reads, else refuses the load.

7. **Two writes of one element** (after the proof, verify-protocol): global_writes proves, element by element, that
   no two tiles, no two threads of one store and no two TMA stores of a tile write one element.

Different kernels of one file are separate launches (stream-ordered), so the rules are per kernel. They are per
tensor *parameter*: two parameters naming one memory would get past them, so the launchers refuse, for every pair
of tensor parameters that the rules would refuse as one tensor, arguments that share memory (`must_not_share`).
"""
from __future__ import annotations

from ...diagnostics import error
from ...ir.ops import tiles_jagged
from .global_elements import check_read_back

# kind: (writes, reads, atomic add, TMA)
_KINDS = {"load": (False, True, False, False), "store": (True, False, False, False),
          "add": (True, False, True, False), "tma_load": (False, True, False, True),
          "tma_store": (True, False, False, True), "tma_add": (True, False, True, True)}
_WORDS = {"load": "reads", "store": "writes", "add": "adds to", "tma_load": "copies from (TMA)",
          "tma_store": "stores to (TMA)", "tma_add": "adds to (TMA reduce)"}


def accesses(op, role, out):
    for r in op.regions:
        for o in r.ops:
            n = o.name
            if n == "role":
                accesses(o, o, out)
                continue
            if n in ("load", "store", "tma_load", "tma_store"):
                add = o.attrs.get("reduce") == "add"
                kind = {"load": "load", "store": "add" if add else "store", "tma_load": "tma_load",
                        "tma_store": "tma_add" if add else "tma_store"}[n]
                out.append((o.operands[1 if n == "tma_load" else 0], kind, role, o))
            accesses(o, role, out)
    return out


def _role_name(role):
    return "the kernel" if role is None else f"role `{role.attrs['sym_name']}`"


def _conflict(a, b, consts):
    """Why accesses a and b (b later in the program text) of one tensor are refused, or None (consts: _consts(k))."""
    (_, ka, ra, _), (_, kb, rb, _) = a, b
    wa, rda, ada, tma_a = _KINDS[ka]
    wb, rdb, adb, tma_b = _KINDS[kb]
    if not (wa or wb):
        return None
    if ka in ("tma_store", "tma_add") or kb in ("tma_store", "tma_add"):
        tma_w, other = (ka, kb) if ka in ("tma_store", "tma_add") else (kb, ka)
        if not ((tma_w == other == "tma_store") or (tma_w == "tma_add" and other in ("tma_add", "add"))):
            return ("a TMA store's wait only waits until the copy engine has read its shared-memory slot, not until "
                    "global memory holds the data, so this access may see or overwrite stale data")
    if (kb == "tma_load" and wa and not tma_a) or (ka == "tma_load" and wb and not tma_b):
        return ("a TMA copy reads global memory through the async proxy, which nothing in tlx orders after generic "
                "writes (`fence` orders shared memory only)")
    if ada and adb:
        return None
    if ka == kb == "tma_store" and a[3] is not b[3] and ra is rb and _same_coords(a[3], b[3], consts):
        return ("two TMA stores' global writes are not ordered (each statement's wait covers its slot's read), so "
                "which one's data stays depends on the copy engine; store each block once")
    replicated = ra is not None and ra.attrs.get("replicas", 1) > 1
    if ra is not rb or (replicated and (rda or rdb)):
        return ("the proof orders shared-memory slots only: a hand-off between roles through global memory is not "
                "checked (the portable build may even run the read first); pass the data through a shared-memory "
                "ring, or split the work into kernels launched one after the other")
    if (ada or adb) and (rda or rdb):
        return ("atomic adds reach global memory in no order the program states (other programs add too), so a read "
                "of the sum depends on the schedule; read it in a kernel launched after this one")
    return None


def _same_coords(a, b, consts):
    """Do TMA stores a and b name one block (the same coordinate values, or equal constants)? (Other blocks of one
    role's stores may still overlap: like overlapping generic writes of one role, the program's own race, not
    checked.)"""
    ca, cb = a.operands[1:-1], b.operands[1:-1]
    return len(ca) == len(cb) and all(x is y or (id(x) in consts and consts[id(x)] == consts.get(id(y)))
                                      for x, y in zip(ca, cb))


def _consts(k) -> dict:
    """id(value) -> the constant it holds, for kernel k's `const` results."""
    return {id(o.results[0]): o.attrs.get("value") for o in k.walk() if o.name == "const"}


def check_global_access(k):
    """Raise the first refusal of the rules above for kernel op k (at the second access, a note at the first)."""
    acc = accesses(k, None, [])
    consts = _consts(k)
    for tiles in k.walk():
        if tiles.name != "tiles" or tiles.attrs.get("kind") != "jagged":
            continue
        offsets = getattr(tiles_jagged(tiles)[0].type, "jagged_by", "")
        for t, kind, role, op in acc:
            if t.name == offsets and _KINDS[kind][0]:
                raise error(op.span, f"{_role_name(role)} {_WORDS[kind]} `{offsets}`, the offsets of the kernel's "
                            "own jagged tile space: every partition decodes its tiles from them, so a write while the "
                            "kernel runs can give the roles different tile counts (a role that stops early leaves the "
                            "others waiting)", [(tiles.span, "the tile space decoded from them")])
    jagged = {}  # offsets -> the first jagged parameter they index
    for a in k.regions[0].args:
        if getattr(a.type, "jagged_by", ""):
            jagged.setdefault(a.type.jagged_by, a.name)
    for t, kind, role, op in acc:
        if t.name in jagged and _KINDS[kind][0]:
            raise error(op.span, f"{_role_name(role)} {_WORDS[kind]} `{t.name}`, the offsets of jagged "
                        f"`{jagged[t.name]}`: its sequence bounds are read through them, and the Gluon build reads "
                        "them once at the start of a tile, so a write while the kernel runs is seen neither in "
                        "program order nor by the other roles; compute offsets in a kernel of their own",
                        [(k.span, f"`{jagged[t.name]}` is jagged by `{t.name}`")])
    by_tensor = {}
    for a in acc:
        by_tensor.setdefault(a[0], []).append(a)
    for t, xs in by_tensor.items():
        for j, b in enumerate(xs):
            for a in xs[:j]:
                why = _conflict(a, b, consts)
                if why is not None:
                    raise error(b[3].span, f"{_role_name(b[2])} {_WORDS[b[1]]} `{t.name}`, which {_role_name(a[2])} "
                                f"{'also ' if a[2] is b[2] else ''}{_WORDS[a[1]]}: {why}",
                                [(a[3].span, f"{_role_name(a[2])} {_WORDS[a[1]]} `{t.name}` here")])
    check_read_back(k, acc)


def must_not_share(k) -> list:
    """(a, b) names of tensor parameters whose accesses the rules above would refuse were a and b one tensor: the
    launchers refuse arguments for them that share memory (the rules go by parameter, and two names for one memory
    would hand data between roles unchecked, helper-82's program)."""
    by, consts = {}, _consts(k)
    for a in accesses(k, None, []):
        by.setdefault(a[0].name, []).append(a)
    names = sorted(by)
    return [(x, y) for i, x in enumerate(names) for y in names[i + 1:]
            if any(_conflict(a, b, consts) is not None or _read_back(a, b) or _two_writes(a, b)
                   for a in by[x] for b in by[y])]


def _read_back(a, b):
    """A store and a load in one role: as one tensor, a read-back (global_elements), which is proved per tensor
    parameter and ordered by barriers per parameter (order-global), so two parameters must not share memory."""
    return a[2] is b[2] and {a[1], b[1]} == {"store", "load"}


def _two_writes(a, b):
    """Two writes in one role, not both adds: as one tensor, proved element by element (global_writes), which
    compares index tuples per tensor parameter, so two parameters must not share memory."""
    adds = ("add", "tma_add")
    return a[2] is b[2] and _KINDS[a[1]][0] and _KINDS[b[1]][0] and not (a[1] in adds and b[1] in adds)
