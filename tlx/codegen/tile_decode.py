"""The in-kernel tile source of a jagged tile space (tiles attr `decode`, recorded by plan-gluon / plan-portable):
text that both printers emit under `if TILE_DECODE:` (a constexpr: 0 = the launcher's tile table, else the most
sequences decoded, a power of two), so one source serves both and the JIT specializes.

For a batch of at most TILE_DECODE sequences the kernel derives the table's rows itself from the offsets, with
no table kernel and no buffer: once per program it loads the lengths as a small vector, ranks the sequences
(longest first, ties by lower index, as the table kernel sorts them; or by index for order "in_order") by a
comparison with each other sequence (a loop over the B sequences, so the register-starved load warp holds one
pair of offsets at a time), and sums the block counts of the sequences ranked before each one
(its first row); per tile, the entry's sequence is the one whose rows [start, end) hold it, and its block counts
down from the end (later blocks first). Rows are clamped to the table's length, `B + cdiv(total, block)`, and the
tile count to it, exactly as the table kernel clamps, so both sources agree on every input, offsets that do not
add up included. Out-of-range indices are clamped to B (offsets[B] is always there), so no load needs a mask.
"""
from __future__ import annotations

from .pyemit import pyname


# how each library spells a zero vector and a sum: the portable module reduces through its own combine function
# (triton's tl.sum / tl.zeros are @jit helpers that the CPU interpreter runs only if it was on at import time)
# and a warp-uniform scalar: Gluon broadcasts a reduction's result from lane 0 (gluon.py's _tlx_warp_uniform), so
# ptxas knows the tile's sequence, block and count are warp-uniform (as when they are loaded from the table); without
# it the D=128 backward's step loops were a third longer and spilled (issue 11)
SPELL = {"tl": {"zeros": "tl.full([TILE_DECODE], 0, tl.int64)", "sum": "tl.reduce({x}, 0, _tlx_sum)",
                "uniform": "{x}"},
         "gl": {"zeros": "gl.zeros([TILE_DECODE], gl.int64{lay})", "sum": "gl.sum({x}, axis=0)",
                "uniform": "_tlx_warp_uniform({x})"}}


def _name(x) -> str:
    return str(x) if str(x).isdigit() else pyname(x)  # a compile-time size is recorded as its value


def prologue(dec: dict, lib: str, layout: str | None = None) -> list:
    """Lines that compute the decode vectors (`dec_i`, `dec_start`, `dec_end`) and `dec_count` (valid rows)."""
    off, count, total = _name(dec["offsets"]), _name(dec["count"]), _name(dec["total"])
    lay = f", layout={layout}" if layout else ""
    blk = dec["block"]

    def length(i):
        return (f"{lib}.minimum({lib}.maximum({lib}.load({off} + {lib}.minimum({i} + 1, dec_b)) - "
                f"{lib}.load({off} + {lib}.minimum({i}, dec_b)), 0), {total})")

    def total_of(x):
        return SPELL[lib]["sum"].format(x=x)

    count_expr = f"{lib}.minimum({total_of('dec_nblk')}, dec_rows).to({lib}.int32)"

    first = ("(dec_lj > dec_len) | ((dec_lj == dec_len) & (dec_j < dec_i))" if dec["longest"]
             else "dec_j < dec_i")
    return [
        "# the tile table's rows, decoded: B <= TILE_DECODE sequences, B + cdiv(total, block) rows at most",
        f"dec_b = {count} - 1",
        f"dec_rows = dec_b + ({total} + {blk - 1}) // {blk}",
        f"dec_i = {lib}.arange(0, TILE_DECODE{lay})",
        f"dec_len = {length('dec_i')}",
        f"dec_start = {SPELL[lib]['zeros'].format(lay=lay)}",
        "# sequence j is scheduled before i: its blocks come first (a loop: one pair of offsets live at a time)",
        "for dec_j in range(0, dec_b):",
        f"    dec_lj = {lib}.minimum({lib}.maximum({lib}.load({off} + dec_j + 1) - {lib}.load({off} + dec_j), 0), "
        f"{total})",
        f"    dec_first = {first}",
        f"    dec_start += {lib}.where(dec_first, (dec_lj.to({lib}.int64) + {blk - 1}) // {blk}, 0)",
        f"dec_nblk = (dec_len.to({lib}.int64) + {blk - 1}) // {blk}",
        f"dec_end = {lib}.minimum(dec_start + dec_nblk, dec_rows).to({lib}.int32)",
        f"dec_start = {lib}.minimum(dec_start, dec_rows).to({lib}.int32)",
        f"dec_count = {SPELL[lib]['uniform'].format(x=count_expr)}",
    ]


def lookup(lib: str, entry: str, seq: str, blk: str) -> list:
    """Lines that set `seq`/`blk` for table row `entry` (-1/-1 past the valid rows, like the table's padding).
    Lines starting with '#' are comments (printers put the statement's location on the others)."""
    total, uniform = SPELL[lib]["sum"], SPELL[lib]["uniform"]
    return [
        "# the sequence whose rows hold the entry; its blocks counted from the end (later blocks first)",
        f"dec_in = (dec_start <= {entry}) & ({entry} < dec_end)",
        f"{seq} = {uniform.format(x=total.format(x=f'{lib}.where(dec_in, dec_i + 1, 0)') + ' - 1')}",
        f"{blk} = {uniform.format(x=total.format(x=f'{lib}.where(dec_in, dec_end - {entry}, 0)') + ' - 1')}",
    ]
