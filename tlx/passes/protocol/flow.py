"""Which values of a kernel come from what: the data flow the protocol model needs before it builds its terms.

`replica_dependent`: what can differ between the replicas of a role (computed from the replica index).
`memory_dependent`: what is computed from memory the kernel writes while it runs (each partition reads it at its
own time). `has_sync`: whether a region holds anything the protocol sees (the model and the simulator skip loops
that do not).
"""
from __future__ import annotations

from ...ir.ops import OPS, is_protocol_op, tiles_jagged
from ...ir.rewrite import alloc_name, root_of
from ...ir.types import SmemT, ValT

SYNC = frozenset(n for n in OPS if is_protocol_op(n))


def has_sync(op) -> bool:
    return any(o.name in SYNC for r in op.regions for x in r.ops for o in x.walk())


def replica_dependent(role):
    """The values of a role that can differ between its replicas: those computed from the replica index (its
    block's first argument), through operands, loop-carried values and yields. Other values are the same in
    every replica (a load from the same address reads the same value: memory the kernel writes is excluded by
    memory_dependent)."""
    return _flows_from(list(role.walk())[1:], {role.regions[0].args[0]})


def _any(v) -> bool:
    return True


def memory_dependent(k, written, shared=True, floats=False) -> dict:
    """The values computed from memory the kernel writes while it runs, each with the read it comes from (op, name
    of the memory): a load of a tensor in `written` (of any shape: a reduction of a loaded tile is a scalar too), a
    sequence's length or start and the tile coordinates when its offsets are written, and every read of shared memory (the kernel's own
    scratch: what a read sees depends on when it runs). Each partition runs the kernel-level ops itself and each
    replica its role, when it gets there: such a value is not one value for every role, replica and tile, so the
    model leaves it unmodeled and a protocol term over it is refused (red-team pass 6: a kernel-level
    `max(load(ib))` of a buffer a role rewrites, a tile reduction of a counter a role increments)."""
    src = {}
    defs = {r: op for op in k.walk() for r in op.results}
    for op in k.walk():
        name = None
        if not shared and op.name in ("smem_load", "dot", "dot_async"):
            pass
        elif op.name == "smem_load":
            name = alloc_name(root_of(op.operands[0], defs)[0], defs)
        elif op.name in ("dot", "dot_async") and any(isinstance(v.type, SmemT) for v in op.operands):
            # (a product reads its shared-memory operands itself: an integer product of a slot is a read of it)
            name = alloc_name(root_of(next(v for v in op.operands if isinstance(v.type, SmemT)), defs)[0], defs)
        elif op.name == "load" and op.operands[0].name in written:
            name = op.operands[0].name
        elif op.name in ("seq_len", "seq_start", "num_seqs"):
            off = getattr(op.operands[0].type, "jagged_by", "") or op.operands[0].name
            name = off if off in written else None
        elif op.name == "tiles" and op.attrs.get("kind") == "jagged":
            jt, seq, blk = tiles_jagged(op)  # (each partition decodes its tiles from the offsets itself)
            if jt.type.jagged_by in written:
                src.update({seq: (op, jt.type.jagged_by), blk: (op, jt.type.jagged_by)})
        if name is not None:
            src.update((r, (op, name)) for r in op.results)
    if not floats:
        src = {v: w for v, w in src.items() if _int_valued(v)}  # (integers made from floats are unmodeled anyway)
    if not src:
        return {}
    ops = list(k.walk())[1:]
    dep = _int_flow(ops, set(src), _any if floats else None)
    # (each derived value keeps one read it comes from, for the note at the refusal)
    for op in ops:
        ins = [v for v in op.operands if v in src]
        for r in op.results:
            if r in dep and r not in src and ins:
                src[r] = src[ins[0]]
    first = next(iter(src.values()))
    return {v: src.get(v, first) for v in dep}


# what a guard whose threads may disagree can hold: scalar arithmetic and global loads and stores, which each thread
# runs on its own. Everything else may synchronize the threads of a warp, a warp group or the block on the GPU (a
# product, a reduction, a layout conversion through shared memory, a barrier) and hangs when some skip it.
_PER_THREAD = frozenset({"abs", "add", "and", "cast", "cdiv", "const", "cos", "dim", "div", "eq", "exp", "exp2",
                         "floordiv", "ge", "gt", "le", "load", "log", "log2", "lt", "maximum", "minimum", "mod", "mul",
                         "ne", "neg", "not", "num_seqs", "or", "rsqrt", "seq_len", "seq_start", "sigmoid", "sin",
                         "sqrt", "store", "sub", "tanh", "where", "xor", "yield", "if", "for", "static_print",
                         # (views: the op that reads through one is what needs the threads)
                         "smem_slot", "smem_trans", "smem_cols", "bar_at"})
def guard_reads(k) -> set:
    """Names of the tensors whose loaded values (of any dtype) reach an `if` condition or a loop's bounds. The
    launcher refuses such a tensor sharing memory with one the kernel writes (`_check_disjoint`): divergent_guards
    and the protocol model decide "written" by name, and two names for one memory would get past them."""
    ops = list(k.walk())[1:]
    keys = {v for op in ops for v in (op.operands[:1] if op.name == "if" else
                                      op.operands[:3] if op.name in ("for", "pipeline") else ())}
    if not keys:
        return set()
    loads = {}
    for op in ops:
        if op.name == "load":
            loads.setdefault(op.operands[0].name, set()).add(op.result)
    return {name for name, vals in loads.items() if keys & _int_flow(ops, vals, _any)}


# how the message names what a guard must not hold
COLLECTIVE_NAME = {"dot": "matrix product", "dot_async": "matrix product", "dot_wait": "wait for a matrix product",
                   "reduce": "reduction", "smem_load": "shared-memory load", "smem_store": "shared-memory store",
                   "trans": "transpose", "arange": "tile", "full": "tile", "broadcast": "tile",
                   "expand_dims": "tile", "store": "tile store"}


def divergent_guards(k, written):
    """[(guard, the read its condition or trip count comes from, the first op in it that needs every thread)]: the
    `if`s and loops whose condition or bounds are computed from *global* memory the kernel writes while it runs
    (red-team pass 12). Each thread loads such a value at its own time, so the threads of one warp group can see
    different values and take different ways: around a product, a reduction or a layout change that every thread of
    the warp group (or block) must reach, that is a hang or undefined behaviour, whatever the protocol proof says.
    A read of shared memory is not such a source: the proof orders each read after the fill it reads and before any
    refill, so every thread reads the same bytes. Read-only tensors are not either: every thread reads the same
    value."""
    from .interp import reads_only
    src = memory_dependent(k, written, shared=False, floats=True)  # (a float read decides a guard as well)
    out = []
    for op in k.walk():
        if op.name == "if":
            keys = op.operands[:1]
        elif op.name in ("for", "pipeline"):
            keys = op.operands[:3]
        else:
            continue
        if has_sync(op) and not (op.name == "if" and reads_only(op)):
            continue  # (a protocol term: refused as data-dependent where the model builds it, symbolic.py)
        read = next((src[v] for v in keys if v in src), None)
        if read is None:
            continue
        # (a tile operand counts as well as a tile result: a tile store may convert its value's layout through
        # shared memory first, with barriers: red team pass 13)
        inner = next((o for r in op.regions for x in r.ops for o in x.walk()
                      if o.name not in _PER_THREAD or o.name not in ("smem_slot", "smem_trans", "smem_cols", "bar_at")
                      and any(isinstance(v.type, ValT) and v.type.shape for v in (*o.results, *o.operands))), None)
        if inner is not None:
            out.append((op, read, inner))
    return out


def _int_valued(v) -> bool:
    return isinstance(v.type, ValT) and not v.type.dtype.startswith(("f", "b"))


def _int_flow(ops, dep, keep=None):
    """dep and every integer value (scalar or tile; every value with keep=_any) computed from it by ops, position by
    position through loops (a carried value from its initial and its yielded value; every one from a tainted bound)
    and branches (a result from its condition and its yields): the ring slot of a pipeline that accumulates loaded
    floats is not computed from them."""
    keep = keep or _int_valued
    dep = set(dep)
    grew = True
    while grew:
        grew = False
        for op in ops:
            if op.name in ("for", "pipeline"):
                blk = op.regions[0]
                inits = op.operands[3:]
                carried = blk.args[len(blk.args) - len(inits):] if inits else []
                ys = next((o.operands for o in blk.ops if o.name == "yield"), [])
                bounds = any(v in dep for v in op.operands[:3])
                outs = [a for a in blk.args[:len(blk.args) - len(inits)]] if bounds else []
                for i, (x, a, r) in enumerate(zip(inits, carried, op.results)):
                    if bounds or x in dep or (i < len(ys) and ys[i] in dep):
                        outs += [a, r]
            elif op.name == "if":
                cond = op.operands and op.operands[0] in dep
                yields = [o.operands for r in op.regions for o in r.ops if o.name == "yield"]
                outs = [r for i, r in enumerate(op.results)
                        if cond or any(i < len(y) and y[i] in dep for y in yields)]
            elif op.regions:
                outs = []  # (roles, tiles: their arguments are the replica and the tile coordinates)
            else:
                outs = list(op.results) if any(v in dep for v in op.operands) else []
            new = [v for v in outs if v not in dep and keep(v)]
            if new:
                dep.update(new)
                grew = True
    return dep


def _flows_from(ops, dep):
    """dep and every value computed from it by ops: through operands, loop-carried values and yields."""
    dep = set(dep)
    grew = True
    while grew:
        grew = False
        for op in ops:
            ins = list(op.operands)
            for r in op.regions:
                ins += [v for o in r.ops if o.name == "yield" for v in o.operands]
            if any(v in dep for v in ins):
                outs = list(op.results) + [a for r in op.regions for a in r.args]
                if any(v not in dep for v in outs):
                    dep.update(outs)
                    grew = True
    return dep
