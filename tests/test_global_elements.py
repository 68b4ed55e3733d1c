"""A role reading back a tensor it writes (red team pass 19, closed in session 47): inside a tile the builds put a
barrier before each access of such a tensor (order-global), across tiles verify-protocol proves, element by element,
that no tile's store lands on what another tile loads (protocol/global_elements.py), else refuses the load with the
two tiles and the element. Until then `y[offs] = ..` then `y[rev]` was said OK, and the builds disagreed."""
import re

import numpy as np
import pytest
import torch

from tlx.compiler import Options, compile_text

from test_protocol_redteam6 import check, module, refused

REV = """\
kernel k(x: f32[N], z: f32[N], BLOCK: const = 16):
    tiles b in range(cdiv(N, BLOCK))
    i = b * BLOCK + arange(BLOCK)
    x[i] = x[i] * 2.0 + 1.0 where i < N
    j = b * BLOCK + BLOCK - 1 - arange(BLOCK)
    z[i] = x[{read}] where i < N
"""

# one role of a warp-specialized kernel, reading back the rows its tile wrote, through a loop over column blocks
ROLE = """\
kernel k(x: f32[M, C], z: f32[M, C], CB: const = 16):
    grid (cdiv(M, 64),) as (pid,)
    role main(warps=4):
        rows = pid * 64 + arange(64)
        for t in range(cdiv(C, CB)):
            cols = t * CB + arange(CB)
            x[rows[:, None], cols[None, :]] = x[rows[:, None], cols[None, :]] + 1.0
            rev = pid * 64 + 63 - arange(64)
            z[rows[:, None], cols[None, :]] = x[{read}[:, None], cols[None, :]]
"""

REFUSED = {
    # (the read, the tiles the solver gives, the element)
    "the next tile's first element": (REV.format(read="i + 1"), "6:12", "writes `x`[16], which the tile (b = 0)"),
    "every tile's element 0": ("kernel k(x: f32[N], z: f32[N]):\n    tiles b in range(N)\n    x[0] = 1.0\n"
                               "    z[b] = x[0]\n", "4:12", "writes `x`[0]"),
    # b * 2**30 wraps at 2**32 in i32: tile 4 names tile 0's element 0 on the device
    "an index that wraps": (REV.format(read="i").replace("i = b * BLOCK", "i = b * 1073741824"), "4:12",
                            "writes `x`["),
    # a loaded index is any element
    "a loaded index": (REV.format(read="ix[i]").replace("z: f32[N],", "z: f32[N], ix: i32[N],"), "6:12", "writes `x`"),
    # another program's rows in a role
    "another program's rows": (ROLE.format(read="(rev + 64)"), "9:47", "writes `x`"),
}


@pytest.mark.parametrize("name,target", [(n, t) for n in sorted(REFUSED) for t in ("gluon", "triton")
                                         if t == "triton" or "role" in REFUSED[n][0]])  # (Gluon: roles only)
def test_a_read_another_tile_may_write_is_refused(name, target):
    src, where, elem = REFUSED[name]
    msg = refused(src, target)
    assert msg.startswith(f"k.tlx:{where}: error: ") and "reads `x`, which it also writes" in msg, msg
    assert "two tiles may meet at an element" in msg and elem in msg, msg
    assert "note: " in msg and "writes `x` here" in msg, msg


def test_jagged_sequences_may_overlap():
    # offsets are not checked to increase (the launcher would have to read them), so two sequences may share rows
    src = ("kernel k(x: jagged f32[T, D] by off, off: i32[B1], D: const = 16):\n"
           "    tiles s in range(B1 - 1), blk in range(cdiv(T, 16))\n"
           "    r = blk * 16 + arange(16)\n    c = arange(D)\n"
           "    x[s][r[:, None], c[None, :]] = x[s][r[:, None], c[None, :]] * 2.0\n")
    msg = refused(src, "triton")
    assert "k.tlx:5:36: error" in msg and "nothing checks that `off` increases" in msg, msg


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_barriers_order_a_tiles_own_read_back(target):
    lib = "gl" if target == "gluon" else "tl"
    bar = re.compile(rf"^\s*{lib}\.(thread|debug)_barrier\(\)  # (\d+:\d+)$")  # (not the tile decoder's own)
    acc = re.compile(rf"^\s*(\w+ = )?{lib}\.(load|store)\(x(_ptr)? \+ .*  # (\d+:\d+)$")
    lines = compile_text(ROLE.format(read="rev"), "k.tlx", target, Options(target=target)).outputs[target].splitlines()
    xs = [n for n, ln in enumerate(lines) if acc.match(ln)]
    # a barrier right before each of the three accesses of x (load, store, load), at its line:col; none elsewhere
    assert len(xs) == 3, lines
    assert all(bar.match(lines[n - 1]) and bar.match(lines[n - 1])[2] == acc.match(lines[n])[4] for n in xs)
    assert sum(bool(bar.match(ln)) for ln in lines) == 3
    # a kernel without a read-back (nor two stores of one tensor: global_writes) gets none
    plain = compile_text(REV.format(read="j").replace("    x[i] = x[i] * 2.0 + 1.0 where i < N\n", ""), "k.tlx", "triton",
                         Options(target="triton")).outputs["triton"]
    assert not any(re.match(r"^\s*tl\.debug_barrier\(\)  # \d+:\d+$", ln) for ln in plain.splitlines())


def _rand(n, seed):
    return torch.from_numpy(np.random.default_rng(seed).standard_normal(n).astype(np.float32))


def test_a_tiles_own_read_back_runs_as_written(tmp_path):
    mod = module(tmp_path, REV.format(read="j"))
    for n in (1, 16, 37):  # (a partial last tile: its reversed read leaves the tensor for the first rows)
        x0 = _rand(n, n)
        x, z = x0.clone(), torch.full((n,), float("nan"))
        mod.k(x, z)
        want_x = x0.double() * 2 + 1
        assert torch.allclose(x.double(), want_x)
        i = np.arange(n)
        j = (i // 16) * 16 + 15 - i % 16
        want_z = np.where(j < n, want_x.numpy()[np.minimum(j, n - 1)], 0.0)
        assert np.allclose(z.double().numpy(), want_z), (z, want_z)


def test_read_back_tensors_the_launcher_refuses(tmp_path):
    mod = module(tmp_path, REV.format(read="j"))
    z = torch.full((40,), float("nan"))
    with pytest.raises(ValueError, match=r"^x: elements overlap in memory \(strides \(0,\)"):
        mod.k(torch.ones(1).expand(40), z)
    assert torch.isnan(z).all()
    x = _rand(40, 3)
    with pytest.raises(ValueError, match="x and z share memory"):
        mod.k(x, x)
    k = check(REV.format(read="j"), "triton").scheduled.kernels()[0]
    assert k.attrs["must_not_share"] == [["x", "z"]]


def test_a_guard_over_a_tiles_own_flag_is_still_the_proofs():
    # each tile reads back its own flag (no other tile writes it): past this check, the proof's own rule refuses a
    # guard over memory the kernel writes around a collective (tests/test_protocol.py DIVERGE)
    from test_protocol import FLAG
    msg = refused(FLAG)
    assert "computed from 'flag', which this kernel also writes" in msg, msg
    msg = refused(FLAG.replace("flag[i]", "flag[0]"))
    assert "two tiles may meet" in msg and "flag" in msg, msg


def test_a_blocks_dim_binds_two_coordinates():
    # (a `range` dim after `blocks(...)` bounds its own coordinate, not the block index: read as one coordinate per
    # dim, m < H held and no writer's m reached a reader's m + H)
    src = ("kernel k(x: jagged f32[T, D] by off, y: f32[N], off: i32[B1], H: i32, D: const = 64):\n"
           "    tiles seq, m in blocks(x, 64), h in range(H)\n    v = y[m + H]\n"
           "    y[m + arange(1)] = full([1], v, f32)\n")
    msg = refused(src, "triton")
    assert msg.startswith("k.tlx:3:9: error: the kernel reads `y`") and "two tiles may meet" in msg, msg


# red-team pass 20 (helper-84, session 47)
def test_a_launch_space_size_that_wraps_on_the_device_bounds_nothing():
    # the host computes the size exactly (2 tiles), the device in 32 bits (N * 2**32 + 1 is 1): the model's bound on
    # b came from the wrapped size (1 tile, so no second tile to meet) and the pair was said OK
    src = ("kernel k(x: f32[N], z: f32[N]):\n    tiles b in range(minimum(N * 65536 * 65536 + 1, 2))\n"
           "    x[b] = 1.0\n    z[b] = x[1 - b]\n")
    msg = refused(src, "triton")
    assert msg.startswith("k.tlx:4:12: error: the kernel reads `x`") and "two tiles may meet" in msg, msg


def test_a_store_mask_of_more_axes_than_its_index_is_an_error():
    src = ("kernel k(x: f32[N], z: f32[N]):\n    tiles b in range(N)\n    r = arange(2)\n    i = r * 0 + b\n"
           "    m = r[:, None] > r[None, :]\n    x[i] = full([2], 1.0, f32) where m\n    z[b] = x[b + 1]\n")
    msg = refused(src, "triton")
    assert msg.startswith("k.tlx:6:5: error: 'store' op mask of shape [2, 2] does not fit the index shape [2]"), msg


@pytest.mark.parametrize("hi,ok", [("hi", False), ("minimum(hi, 1000)", True)])
def test_a_loop_variable_lies_in_its_range_only_while_its_step_cannot_wrap(hi, ok):
    # t in [4, hi) reads x[N]: outside, no element. With hi = 2**31 - 1, t = 2**31 - 2 steps to -2**31 and the loop
    # runs on below 4, reading every tile's element
    src = ("kernel k(x: f32[N], z: f32[N], hi: i32):\n    tiles b in range(N)\n"
           "    x[b + arange(1)] = full([1], 1.0, f32)\n"
           f"    for t in range(4, {hi}, 2):\n        z[b + arange(1)] = full([1], x[N + minimum(t - 4, 0)], f32)\n")
    if ok:
        check(src, "triton")
    else:
        assert "two tiles may meet" in refused(src, "triton")


# helper-85 (session 47): in the portable build the barriers also keep Triton's software pipeliner from fetching the
# next step's block before this step's store wrote it (without them, the same kernel's load became an async copy)
PIPELINED = """\
kernel k(x: f32[M, K], w: f32[R, S]{y}):
    grid (cdiv(M, 64),) as (pid,)
    rows = pid * 64 + arange(64)
    c = arange(16)
    wt = w[c[:, None], c[None, :]]
    for t in range(cdiv(K, 16) - 1):
        a = x[rows[:, None], t * 16 + c[None, :]]
        acc = mma(a, wt)
        {out}[rows[:, None], t * 16 + 16 + c[None, :]] = acc
"""


def test_a_read_back_in_a_loop_is_not_software_pipelined():
    ttgir = lambda src: compile_text(src, "k.tlx", "ttgir", Options(target="triton")).outputs["ttgir"]  # noqa: E731
    back = ttgir(PIPELINED.format(y="", out="x"))
    assert "async_copy_global_to_local" not in back and back.count("gpu.barrier") == 2, back
    # (the control: storing elsewhere, Triton pipelines the load)
    assert "async_copy_global_to_local" in ttgir(PIPELINED.format(y=", y: f32[M, K]", out="y"))


def test_the_gluon_builds_barriers_stay_before_the_accesses_in_ptx():
    # (compiled here, no GPU: LLVM keeps every global access of x behind its bar.sync; z's store comes last)
    ptx = compile_text(ROLE.format(read="rev"), "k.tlx", "ptx", Options(target="gluon")).outputs["ptx"]
    seq = []
    for ln in ptx.splitlines():
        m = re.search(r"\b(bar\.sync|bar\.warp\.sync|ld\.global|st\.global)\b", ln)
        w = m and ("bar" if m[1].startswith("bar") else m[1].split(".")[0])
        if w and (not seq or seq[-1] != w):
            seq.append(w)
    assert seq == ["bar", "ld", "bar", "st", "bar", "ld", "st"], seq
