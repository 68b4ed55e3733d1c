"""Two writes of one element (session 48): verify-protocol proves, for every input, that no two tiles, no two threads
of one store and no two TMA stores of a tile write one element of a tensor (protocol/global_writes.py), and refuses
the second write with the tiles and the element otherwise; two stores of one role that may meet in a tile are
ordered by barriers (order-global). Until then `tlx check` said OK for `y[0] = 1.0` in every tile, and which value
stayed depended on the schedule (the interpreter's last program; on the GPU any)."""
import re
from pathlib import Path

import numpy as np
import pytest
import torch

from tlx.compiler import Options, compile_text

from test_protocol_redteam6 import check, module, refused

ROOT = Path(__file__).resolve().parent.parent


def k1(body, params="y: f32[N]", tiles="tiles b in range(cdiv(N, 16))"):
    return f"kernel k({params}):\n    {tiles}\n" + "".join(f"    {ln}\n" for ln in body)


JAGGED = ("kernel k(x: jagged f32[T, D] by off, off: i32[B1], D: const = 16):\n    tiles s, blk in blocks(x, 16)\n"
          "    r = blk * 16 + arange({n})\n    c = arange(D)\n    x[s][r[:, None], c[None, :]] = 1.0{mask}\n")

# one TMA store per replica of a role, at rows {a} of the tile's sequence (and a second at rows {b})
TMA = """\
kernel k(x: jagged f32[T, D] by cu, cu: i32[NB], D: const = 64):
    tiles seq in range(NB - 1)
    smem buf: f32[32, 64]
    role main(warps=4, regs=152):
        store_smem(buf, full([32, 64], 7.0, f32))
        fence
{body}"""

REPLICATED = """\
kernel k(y: f32[N]):
    grid (cdiv(N, 128),) as (pid,)
    role a(warpgroups=2) replicated as wg:
        offs = pid * 128 + {rows} + arange(64)
        y[offs] = full([64], 1.0, f32) where offs < N
"""

REFUSED = {
    # name: (program, target, line:col, where, the witness's element)
    "every tile's element 0": (k1(["y[0] = 1.0"], tiles="tiles b in range(N)"), "triton", "3:5", "two tiles",
                               "writes `y`[0], which the tile (b = "),
    "two tiles per element": (k1(["y[b // 2] = 1.0"], tiles="tiles b in range(N)"), "triton", "3:5", "two tiles",
                              "writes `y`[0]"),
    "a block reaching into the next": (k1(["i = b * 16 + arange(32)", "y[i] = 1.0 where i < N"]), "triton", "4:5",
                                       "two tiles", "which the tile (b = "),
    # b * 2**28 * 16 wraps at 2**32 in i32: tile 1 names tile 0's elements on the device
    "an index that wraps": (k1(["i = b * 268435456 * 16 + arange(16)", "y[i] = 1.0 where i < N"]), "triton", "4:5",
                            "two tiles", "writes `y`["),
    "a loaded index": (k1(["i = ix[b * 16 + arange(16)]", "y[i] = 1.0 where i < N"], params="y: f32[N], ix: i32[N]"),
                       "triton", "4:5", "two tiles", "writes `y`["),
    "two threads of one store": (k1(["i = b * 8 + arange(16) // 2", "y[i] = 1.0 where i < N"]), "triton", "4:5",
                                 "two threads of one tile", "from two threads"),
    "other positions in other iterations": (
        k1(["for t in range(4):", "    i = b * 16 + (arange(16) + t) % 16", "    y[i] = 1.0 where i < N"]),
        "triton", "5:9", "two threads of one tile", "from two threads"),
    "a store and another tile's add": (k1(["y[b] = 1.0", "y[0] += 1.0"], tiles="tiles b in range(N)"), "triton",
                                       "4:5", "two tiles", "which the tile (b = 1) adds to"),
    "a jagged block of 32 rows": (JAGGED.format(n=32, mask=""), "triton", "5:5", "two tiles", "writes `x`["),
    "both replicas on one row": (REPLICATED.format(rows="0"), "gluon", "5:9", "two threads of one tile", "`y`["),
    "one TMA store in a loop": (TMA.format(body="        for t in range(2):\n            tma x[seq, at(0), 0] <- buf\n"),
                                "gluon", "8:13", "two TMA stores of one tile", "writes `x`[0, "),
    "two TMA stores that overlap": (TMA.format(body="        tma x[seq, at(0), 0] <- buf\n"
                                               "        tma x[seq, at(16), 0] <- buf\n"),
                                    "gluon", "8:9", "two TMA stores of one tile", "writes `x`["),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_two_writes_of_one_element_are_refused(name):
    src, target, where, who, elem = REFUSED[name]
    msg = refused(src, target)
    assert msg.startswith(f"k.tlx:{where}: error: "), msg
    assert f"{who} may write one element" in msg and elem in msg, msg
    assert "nothing orders them" in msg and "one element, one writer" in msg, msg


ACCEPTED = {
    "each tile its own block": k1(["i = b * 16 + arange(16)", "y[i] = 1.0 where i < N"]),
    "adds from every tile": k1(["y[0] += 1.0", "y[b] += 2.0"], tiles="tiles b in range(N)"),
    "one position in every iteration": k1(["for t in range(4):", "    i = b * 16 + arange(16)",
                                           "    y[i] = 1.0 where i < N"]),
    "a store then another of the same elements": k1(["i = b * 16 + arange(16)", "y[i] = 1.0 where i < N",
                                                     "y[i] = 2.0 where i < N"]),
    "jagged blocks": JAGGED.format(n=16, mask=" where r[:, None] < x[s].len"),
    "sequence-relative rows over a range": JAGGED.format(n=16, mask="").replace(
        "tiles s, blk in blocks(x, 16)", "tiles s in range(B1 - 1), blk in range(cdiv(T, 16))"),
}


@pytest.mark.parametrize("name", sorted(ACCEPTED))
def test_writes_proved_apart_are_accepted(name):
    check(ACCEPTED[name], "triton")


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_each_replica_its_rows_and_tma_stores_apart_are_accepted(target):
    check(REPLICATED.format(rows="wg * 64"), target)
    if target == "gluon":
        check(TMA.format(body="        tma x[seq, at(0), 0] <- buf\n        tma x[seq, at(32), 0] <- buf\n"), target)


def test_the_flagship_is_proved_and_halved_output_rows_are_refused():
    # the op's forward as shipped is proved (its o and lse stores); o's rows halved, two rows of a tile land on one
    src = (ROOT / "kernels" / "jagged_attention.tlx").read_text()
    check(src, "triton")
    old = "o[seq][rows[:, None], head, arange(D)[None, :]]"
    assert src.count(old) == 1
    line = src[:src.index(old)].count("\n") + 1
    msg = refused(src.replace(old, "o[seq][rows[:, None] // 2, head, arange(D)[None, :]]"), "triton")
    assert msg.startswith(f"k.tlx:{line}:13: error: role `compute` writes `o`"), msg
    assert "two tiles may write one element" in msg or "two threads of one tile may write" in msg, msg


def test_two_stores_that_may_meet_in_a_tile_are_ordered_and_the_later_one_stays(tmp_path):
    src = ACCEPTED["a store then another of the same elements"]
    lines = compile_text(src, "k.tlx", "triton", Options(target="triton")).outputs["triton"].splitlines()
    stores = [n for n, ln in enumerate(lines) if re.match(r"^\s*tl\.store\(y_ptr \+ .*  # (\d+:\d+)$", ln)]
    assert len(stores) == 2 and all(re.match(r"^\s*tl\.debug_barrier\(\)  # \d+:\d+$", lines[n - 1]) for n in stores)
    mod = module(tmp_path, src)
    for n in (1, 16, 37):
        y = torch.full((n,), float("nan"))
        mod.k(y)
        assert torch.equal(y, torch.full((n,), 2.0))
    # stores that cannot meet in a tile get none (the portable flagship's merged replicas store their own rows)
    apart = k1(["i = b * 32 + arange(16)", "y[i] = 1.0 where i < N", "y[i + 16] = 2.0 where i + 16 < N"],
               tiles="tiles b in range(cdiv(N, 32))")
    out = compile_text(apart, "k.tlx", "triton", Options(target="triton")).outputs["triton"]
    assert not re.search(r"tl\.debug_barrier\(\)  # \d+:\d+", out)
    mod = module(tmp_path, apart, "apart.tlx")
    y = torch.full((37,), float("nan"))
    mod.k(y)
    assert torch.equal(y, torch.tensor(([1.0] * 16 + [2.0] * 16) * 2)[:37])


def test_the_launcher_refuses_stored_tensors_that_overlap(tmp_path):
    mod = module(tmp_path, k1(["i = b * 16 + arange(16)", "y[i] = x[i] where i < N"], params="x: f32[N], y: f32[N]"))
    x = torch.from_numpy(np.random.default_rng(0).standard_normal(20).astype(np.float32))
    y = torch.full((20,), float("nan"))
    mod.k(x, y)
    assert torch.equal(y, x)
    with pytest.raises(ValueError, match=r"y: elements overlap in memory \(strides \(0,\)"):
        mod.k(x, torch.zeros(1).expand(20))
    two = module(tmp_path, k1(["i = b * 16 + arange(16)", "y[i] = 1.0 where i < N", "z[i] = 2.0 where i < N"],
                              params="y: f32[N], z: f32[N]"), "two.tlx")
    buf = torch.full((40,), float("nan"))
    with pytest.raises(ValueError, match="y and z share memory"):
        two.k(buf[:20], buf[10:30])
    assert torch.isnan(buf).all()  # (refused before any kernel ran)
    two.k(buf[:20], buf[20:])
    assert torch.equal(buf, torch.tensor([1.0] * 20 + [2.0] * 20))


# red team, session 48 (helper-86): each was said OK
REDTEAM = {
    # two statements in two replicas of one tile: order-global's barrier orders one partition, and on Gluon each
    # replica is its own
    "two replicas, two statements": ("""\
kernel k(y: f32[N]):
    grid (cdiv(N, 128),) as (pid,)
    role a(warpgroups=2) replicated as wg:
        o = pid * 128 + arange(64)
        y[o] = full([64], 2.0, f32) where (o < N) and (wg == 1)
        y[o] = full([64], 1.0, f32) where (o < N) and (wg == 0)
""", "gluon", "6:9", "two replicas of one tile may write one element"),
    # an index past the last sequence reads start 0 and length 0 on both builds: it meets sequence 0
    "a sequence past the last": ("""\
kernel k(x: jagged f32[T, D] by off, off: i32[B1], y: f32[M], D: const = 16):
    tiles s in range(B1)
    st = x[s].start + arange(1)
    y[st] = full([1], 1.0, f32) where (x[s].len > 0) or (s == B1 - 1)
""", "triton", "4:5", "two tiles may write one element"),
    # a slot wider than the last dimension, without a column block, covers the next head's columns on Gluon
    "a TMA slot wider than its rows": ("""\
kernel k(x: f32[T, H, D], D: const = 32):
    grid (cdiv(T, 64), H) as (i, h)
    smem buf: f32[64, 64]
    role main(warps=4):
        store_smem(buf, full([64, 64], 1.0, f32))
        fence
        tma x[i, h] <- buf
""", "gluon", "7:9", "slot's 64 columns (no column block) is 64, outside [0, 32]"),
    # an `at` row of a dense tensor below 0: a TMA store there faults
    "a TMA store's at row below 0": ("""\
kernel k(y: f32[M, N]):
    grid (cdiv(M, 64), cdiv(N, 64)) as (i, j)
    smem buf: f32[64, 64]
    role main(warps=4):
        store_smem(buf, full([64, 64], 7.0, f32))
        fence
        tma y[at(i * 64 - 64), j] <- buf
""", "gluon", "7:9", "row (`at`) can be -64"),
    # an i64 `at` row past 2**31: the copy engine's 32-bit coordinate wraps below 0
    "a TMA store's i64 at row past 2**31": ("""\
kernel k(y: f32[M, N], r: i64):
    require r >= 0, "r is a row"
    grid (1, cdiv(N, 64)) as (i, j)
    smem buf: f32[64, 64]
    role main(warps=4):
        store_smem(buf, full([64, 64], 7.0, f32))
        fence
        tma y[at(r), j] <- buf
""", "gluon", "8:9", "row (`at`) can be"),
}


@pytest.mark.parametrize("name", sorted(REDTEAM))
def test_red_team_48_programs_are_refused(name):
    src, target, where, what = REDTEAM[name]
    msg = refused(src, target)
    assert msg.startswith(f"k.tlx:{where}: error: ") and what in msg, msg


def test_red_team_48_proved_forms():
    # each replica its own statement's rows; an `at` row at 0 or above; a blocks space's sequence is a real one
    check(REDTEAM["two replicas, two statements"][0].replace("o = pid * 128 + arange(64)",
                                                             "o = pid * 128 + wg * 64 + arange(64)"), "gluon")
    check(REDTEAM["a TMA store's at row below 0"][0].replace("i * 64 - 64", "i * 64"), "gluon")
    check("kernel k(x: jagged f32[T, D] by off, off: i32[B1], y: f32[B], D: const = 16):\n"
          "    tiles s, m in blocks(x, 16)\n    y[s + arange(1)] = 1.0 where m == 0\n", "triton")


def test_an_i64_at_row_in_range_is_proved_and_compiles_to_32_bit_coordinates():
    """An i64 row bounded by a require is proved, and the Gluon build hands the copy engine 32-bit coordinates
    (triton refuses 64-bit ones; the proof's range makes the cast exact)."""
    from tlx.codegen import aot
    src = REDTEAM["a TMA store's i64 at row past 2**31"][0].replace("require r >= 0,", "require r >= 0 and r < 2147483647 - 64,")
    g = compile_text(src, "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert "[(r).to(gl.int32), " in g, g
    assert "k" in aot.compile_kernels(g, gluon=True)


def test_a_require_is_assumed_when_two_writes_are_compared():
    """The launchers refuse inputs a `require` rules out, so the writes' proof assumes its linear conditions, as the
    protocol proof does: a stride of at least the block keeps the tiles apart; without the lower bound stride 0 makes
    every tile write y[0..15]."""
    src = """\
kernel k(y: f32[N], s: i32, N: const = 1024):
    require REQ, "the stride"
    tiles b in range(cdiv(N, 16))
    i = b * s + arange(16)
    y[i] = 1.0 where i < N
"""
    check(src.replace("REQ", "s >= 16 and s < 1000000"), "triton")
    msg = refused(src.replace("REQ", "s < 1000000"), "triton")
    assert msg.startswith("k.tlx:5:5: error: ") and "two tiles may write one element" in msg, msg
    # a require that does arithmetic on booleans is not assumed (the host's Python and the device disagree on it)
    msg = refused(src.replace("REQ", "(s >= 16) * 1 + (s < 1000000) * 1 == 2"), "triton")
    assert "two tiles may write one element" in msg, msg
