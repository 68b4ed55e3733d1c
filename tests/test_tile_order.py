"""The order of a jagged tile space's dims: they nest in the written order, the first slowest (docs/language.md,
"Launch spaces"). `seq, m in blocks(q, B), h in range(H)` runs one table row's heads together; `h in range(H), seq, m
in blocks(q, B)` runs every row of head 0 first. Either way every tile runs once: checked on the Gluon build's
decode (its emitted arithmetic run for every tile number) and on the portable build under the interpreter."""
import os
import re

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.runtime import load_kernel_module

HEADS_OUTER = """\
kernel scale2(q: jagged f16[T, H, D] by cu, o: jagged f16[T, H, D] by cu, cu: i32[NB], D: const = 64):
    tiles h in range(H), seq, m in blocks(q, 16) persistent
    smem buf[1]: f16[16, D]
    barrier ready[1]
    role load(warps=1):
        pass
    role compute(warpgroups=1):
        rows = m * 16 + arange(16)
        o[seq][rows[:, None], h, arange(D)[None, :]] = q[seq][rows[:, None], h, arange(D)[None, :]] * 2.0
"""
HEADS_INNER = HEADS_OUTER.replace("tiles h in range(H), seq, m in blocks(q, 16)",
                                  "tiles seq, m in blocks(q, 16), h in range(H)")


def _decode(src):
    """The lines of the first partition that turn `tile` into the coordinates (the table's entry and the head)."""
    gluon = compile_text(src, "scale2.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    body = gluon[gluon.index("tile_iter = tile_round"):]
    lines = [ln.split("#")[0].strip() for ln in body.splitlines()[1:3]]
    assert all(re.fullmatch(r"(entry|h) = .*", ln) for ln in lines), lines
    entries = "num_entries = gl.load(tile_count)" in gluon
    return lines, entries


@pytest.mark.parametrize("src,outer", [(HEADS_OUTER, True), (HEADS_INNER, False)], ids=["heads-outer", "inner"])
def test_gluon_decode_nests_in_written_order(src, outer):
    lines, named = _decode(src)
    assert named == outer  # the entry count gets a name only where it is not the slowest dim
    E, H = 7, 3
    seen = []
    for tile in range(E * H):
        env = {"tile": tile, "num_entries": E, "H": H}
        for ln in lines:
            exec(ln, {}, env)  # noqa: S102 (the generated arithmetic itself, on Python ints)
        seen.append((env["h"], env["entry"]))
    assert sorted(seen) == [(h, e) for h in range(H) for e in range(E)]  # every tile exactly once
    slow = [s[0] for s in seen] if outer else [s[1] for s in seen]
    assert slow == sorted(slow)  # the first written dim is the slowest


@pytest.mark.parametrize("src", [HEADS_OUTER, HEADS_INNER], ids=["heads-outer", "inner"])
def test_portable_runs_every_tile(tmp_path, src):
    path = os.path.join(tmp_path, "scale2.tlx")
    with open(path, "w") as f:
        f.write(src)
    mod = load_kernel_module(path, {}, interpret=True)
    lens = [0, 5, 40, 16, 17]
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32)
    q = torch.randn(sum(lens), 3, 64, generator=torch.Generator().manual_seed(3)).to(torch.float16)
    o = torch.full_like(q, float("nan"))
    mod.scale2(q, o, cu)
    assert torch.equal(o, q * 2)


def test_sequence_coordinate_found_anywhere():
    """Sequence bounds and the tile source follow the blocks dim wherever it is written (the jagged view's loads
    and stores in the Gluon build are bounded by its sequence)."""
    gluon = compile_text(HEADS_OUTER, "scale2.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    # (the tile space's own offsets read unmasked: the tile source counts their sequences, so seq is in range)
    assert "seq = gl.load(tile_table + 2 * entry)" in gluon and "cu_lo = gl.load(cu + seq)  # " in gluon


# the load role fills m slots, the compute role drains min(m, 2): wrong for blocks m >= 3, whatever the dim order
RING_MISMATCH = """\
kernel k(q: jagged f16[T, D] by cu, cu: i32[NB], D: const = 64):
    tiles seq, m in blocks(q, 16), h in range(2) persistent
    smem buf[2]: f16[16, D]
    barrier ready[2]
    barrier free[2]
    role load(warps=1):
        pipeline j in range(m) over ring r(2) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- q[seq, 0] signals ready[slot]
    role compute(warpgroups=1):
        pipeline j in range(minimum(m, 2)) over ring r(2) as slot:
            wait ready[slot]
            x = load(buf[slot])
            arrive free[slot]
"""


@pytest.mark.parametrize("outer", [False, True], ids=["inner", "heads-outer"])
def test_verifier_bounds_each_coordinate_by_its_own_dim(monkeypatch, outer):
    """The protocol proof bounds `h` by range(2), not the block index written before it (it once put `m < 2` on
    the block index when the blocks dim came first, and proved this broken kernel)."""
    from tlx.diagnostics import TlxError
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    src = RING_MISMATCH
    if outer:
        src = src.replace("tiles seq, m in blocks(q, 16), h in range(2)", "tiles h in range(2), seq, m in blocks(q, 16)")
    with pytest.raises(TlxError, match="ring 'r'"):
        compile_text(src, "k.tlx", "scheduled", Options(target="gluon"))
