"""A TMA copy's column coordinates as proof obligations (SymKernel.tma_cols, checked by proof.check_tma_cols).

The Gluon descriptor of a tensor is its 2-D view [rows, d1 * ... * dl]: the copy engine bounds a row and the
flattened column, not each index, and the device computes the coordinates in 32 bits. What must hold besides, and
why, is `tma_col_terms`'s docstring; `dim_leaf` gives a shape symbol's value in the model.
"""
from __future__ import annotations

import z3


def tma_col_terms(sym, op, env, ctx):
    """The coordinates of a TMA copy that must hold for it to address only what the program names (tma_cols).
    The descriptor's 2-D view flattens [m1, ..., mk, c] into (((m1 * d2 + m2) ...) * dl + c * C), computed in
    32 bits: an index past its dimension lands on the next index of the one before it (another head of the
    same tensor) unless it is the first, whose overflow leaves the flat range whole when the others are inside
    theirs. So: every middle index but the first in [0, its dim), a column block c (rank >= 3) with
    c * C + C <= dl (a block past the last dimension would reach the next head's first columns; the portable
    build masks those), and a dense block row `index * R` and a rank-2 copy's column `c * C` inside 32 bits (a
    wrapped one lands back inside the tensor; a jagged row is check_tma_rows'). The first middle index is free:
    the Gluon code replaces it by d1 where it lies outside [0, d1) (gluon_exprs.clamp_first), which puts the
    block past the flat range, and with the others inside theirs the flat column is then in [0, width + W - C] (W
    the columns after the first index, width <= 2**30: the launchers check it), so below 2**31: it cannot wrap to
    a negative column, where a store faults. So no query asks about the product of a runtime head index with the dims after it, which
    the solver decides only slowly (the fused backward's `kvh * (H // HKV) + j // n_m`: ~10 s, or never)."""
    load = op.name == "tma_load"
    t = op.operands[1] if load else op.operands[0]
    slot = op.operands[0] if load else op.operands[-1]
    coords = list(op.operands[2:-1] if load else op.operands[1:-1])
    if t.type.jagged_by:
        coords = coords[1:]
    dims, rank = t.type.dims, t.type.rank
    if rank < 2 or not coords:
        return
    dv = [dim_leaf(sym, d) for d in dims]
    # (a view with no columns is never accessed: the obligations may assume every column dimension positive;
    # and the launchers refuse a tensor whose rows are wider than 2**30 elements: host_runtime._check_row_width)
    width = 1
    for x in dv[1:]:
        width = width * x
    ctx = list(ctx) + [x >= 1 for x in dv[1:] if isinstance(x, z3.ExprRef)] + \
        ([width <= 2 ** 30] if isinstance(width, z3.ExprRef) else [])
    wrap = "32 bits"

    def oblige(e, lohi, what, bound):
        sym.tma_cols.append((op, e, lohi, what, bound, ctx))
    # a store's coordinates must also be at least 0: a TMA store at a negative coordinate faults on the device
    # (an illegal instruction on H100, session 43), where a load below 0 reads zeros
    fits = (lambda box: (-2 ** 31, 2 ** 32 - box)) if load else (lambda box: (0, 2 ** 31 - 1))
    store = "" if load else " and at least 0 (a TMA store at a negative coordinate faults)"
    row = env.get(coords[0])
    if not t.type.jagged_by:  # (the same wrap argument as the column's; an `at(r)` row is an element index)
        R = slot.type.shape[0]
        if op.attrs.get("row_at"):
            # (a store's whole box below 2**31, as a block row's `index * R` is: whether the engine clips or faults
            # on a box that crosses it is not measured; red team, session 49)
            oblige(row, fits(R) if load else (0, 2 ** 31 - R), "row (`at`)", wrap + store)
        else:
            oblige(None if row is None else row * R, fits(R), f"block row (index times {R})", wrap + store)
    for j in range(2, min(len(coords), rank - 1)):  # (coords[1] is the first middle index)
        oblige(env.get(coords[j]), (0, dv[j] - 1), f"coordinate {j} (of 0..{len(coords) - 1})",
               f"dimension {dims[j]}")
    C = slot.type.shape[-1]
    if len(coords) == rank - 1 and rank >= 3:
        # (no column block: the box's C columns start at the head's first, and past the last dimension they
        # are the next head's, on the flattened view the engine bounds; red team, session 48)
        oblige(C, (0, dv[-1]), f"slot's {C} columns (no column block)", f"dimension {dims[-1]}")
    if len(coords) == rank and rank >= 3:
        e = env.get(coords[-1])
        oblige(None if e is None else e * C, (0, dv[-1] - C), f"column block (its first column, index "
               f"{rank - 1} times {C})", f"dimension {dims[-1]} less the block's {C} columns")
    # a rank-2 copy's column: only its final value counts (the device's i32 steps wrap, and wrapping commutes
    # with + and *), and a value in [2**31, 2**32 - C] wraps to a box wholly below 0, which the engine clips
    # (with middle indices, the clamp above bounds the flat column instead)
    if rank == 2 and len(coords) == rank:
        e = env.get(coords[-1])
        oblige(None if e is None else e * C, fits(C), f"column (block index times {C})", wrap + store)

def dim_leaf(sym, d):
    """Shape symbol d's value: its constant, or the leaf of the `dim` op that binds it (made here when no op
    of the kernel reads it, keyed as that op would be)."""
    consts = sym.k.attrs.get("constexprs", {})
    if d in consts:
        return int(consts[d])
    bind = next(((p["name"], axis) for p in sym.k.attrs.get("params", ()) for axis, x in
                 enumerate(p.get("dims", ())) if x == d), None)
    key = ("dim", *bind, None) if bind else ("dim-symbol", d, None, None)
    v = sym._keyed.get(key)
    if v is None:
        v = sym._keyed[key] = sym.fresh(d)
        sym.kvars.append(v)
        sym.base.append(v >= 0)
        sym.ranges.append(v <= 2 ** 31 - 1)
    return v
