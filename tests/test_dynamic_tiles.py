"""The `dynamic` tiles option (docs/language.md): its type checks, the plan (the drawing role, the counter argument),
the generated hand-off (a golden of the Gluon for a small kernel, ptx with the atomic draw), the portable build
ignoring it, and the draw/reset rule of the counter on a model of concurrent programs. The GPU side is
tests/test_gpu_dynamic.py."""
import os
import random
import re
import textwrap

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "tests", "golden", "codegen", "jagged_sum_dynamic.py")


def _jagged_sum(opt="persistent dynamic"):
    """kernels/jagged_sum.tlx (1-warp TMA loader, 4-warp reducer) with other tiles options."""
    with open(os.path.join(ROOT, "kernels", "jagged_sum.tlx"), encoding="utf-8") as f:
        s = f.read()
    assert s.count(" persistent\n") == 1
    return s.replace(" persistent\n", f" {opt}\n")


def _error(text, emit="ir", target=None, defines=None):
    try:
        compile_text(text, "case.tlx", emit, Options(target=target, defines=dict(defines or {})))
    except TlxError as e:
        return e.render()
    pytest.fail("expected a TlxError, but the program compiled")


def _col(text, needle, line_no):
    line = text.splitlines()[line_no - 1]
    return f"case.tlx:{line_no}:{line.index(needle) + 1}:"


TILES_LINE = next(i for i, ln in enumerate(_jagged_sum().splitlines(), 1) if ln.lstrip().startswith("tiles "))


@pytest.mark.parametrize("opt,needle,msg", [
    ("dynamic", "dynamic", "a dynamic tile walk needs a persistent tile space"),
    ("persistent dynamic(NB)", "NB)", "dynamic(...) takes a compile-time bool, got a runtime i32 value"),
    ("persistent dynamic(3)", "3)", "dynamic(...) takes a compile-time bool, got int constant"),
    ("persistent(True) dynamic", "True", "tiles option 'persistent' takes no argument"),
    ("persistent dynamc", "dynamc", "unknown tiles option 'dynamc'"),
])
def test_option_errors_have_line_and_column(opt, needle, msg):
    text = _jagged_sum(opt)
    r = _error(text)
    assert _col(text, needle, TILES_LINE) in r and msg in r, r


def test_dynamic_false_is_the_static_walk():
    """dynamic(False) (one source, both walks) generates exactly the static kernel."""
    static = compile_text(_jagged_sum("persistent"), "k.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    off = compile_text(_jagged_sum("persistent dynamic(1 > 2)"), "k.tlx", "gluon",
                       Options(target="gluon")).outputs["gluon"]
    assert off == static


def test_replicated_drawer_is_an_error():
    text = _jagged_sum().replace("role load(warps=1, regs=24):", "role load(warps=1, regs=24, replicas=2):")
    r = _error(text, emit="gluon", target="gluon")
    assert f"case.tlx:{TILES_LINE}:5:" in r and "role 'load' (the role that issues the loads) is replicated" in r, r


def _generated(text):
    return compile_text(text, "kernels/jagged_sum_dynamic.tlx", "gluon", Options(target="gluon"))


def test_plan_and_partitions():
    c = _generated(_jagged_sum())
    k = c.scheduled.kernels()[0]
    tiles = next(o for o in k.regions[0].ops if o.name == "tiles")
    assert tiles.attrs["schedule"] == "dynamic" and tiles.attrs["drawer"] == "load"
    assert k.attrs["kernel_args"][-1] == {"kind": "tile_counter", "name": "tile_counter"}
    src = c.outputs["gluon"]
    parts = re.split(r"\n@gluon.jit\n", src)
    load = next(p for p in parts if p.startswith("def jagged_sum_load("))
    red = next(p for p in parts if p.startswith("def jagged_sum_reduce("))
    # one partition draws; the other takes the same ids from the ring, in draw order
    assert load.count("gl.atomic_add(tile_counter, 1") == 1 and "atomic" not in red
    assert "mbarrier.wait(tlx_tile_free.index(tile_n % 2), ((tile_n // 2) & 1) ^ 1)" in load
    assert "mbarrier.arrive(tlx_tile_ready.index(tile_n % 2), count=1)" in load
    assert "mbarrier.wait(tlx_tile_ready.index(tile_n % 2), (tile_n // 2) & 1)" in red
    assert "mbarrier.arrive(tlx_tile_free.index(tile_n % 2), count=1)" in red
    for p in (load, red):  # tile_index stays the count of tiles this program ran; a draw past the end ends it
        assert "tile_iter = tile_n" in p and "tile_go = tile < num_tiles" in p and "while tile_go:" in p
    # the free barrier counts one arrive per taking partition (here the reducer)
    assert "mbarrier.init(tlx_tile_free.index(i), count=1)" in src
    assert "_tile_counter(x)" in src  # the launcher passes the stream's counter


def test_golden_generated_gluon(update_golden):
    """The whole generated module of a small dynamic kernel (review its diff when the hand-off changes)."""
    src = _generated(_jagged_sum()).outputs["gluon"]
    if update_golden:
        with open(GOLDEN, "w", encoding="utf-8") as f:
            f.write(src)
    assert os.path.exists(GOLDEN), "no golden: run with --update-golden and review it"
    assert open(GOLDEN, encoding="utf-8").read() == src, "generated Gluon changed; --update-golden if intended"


def test_flagship_dynamic_plan():
    """The flagship's DYNAMIC build: the TMA loader draws, both compute replicas take (free count 2); the static
    build keeps its kernel arguments (the op's fast path checks them)."""
    from tlx.compiler import compile_file
    path = os.path.join(ROOT, "kernels", "jagged_attention.tlx")
    c = compile_file(path, "gluon", Options(target="gluon", defines={"DYNAMIC": True, "CAUSAL": True}))
    src = c.outputs["gluon"]
    assert "mbarrier.init(tlx_tile_free.index(i), count=2)" in src
    assert src.count("gl.atomic_add(tile_counter") == 1
    names = re.search(r"def jagged_attention_kernel\((.*)\):", src).group(1).split(", ")
    from tlx.ops.jagged_attention import _ARGS
    assert tuple(n.split(":")[0] for n in names) == _ARGS + ("tile_counter",)


def test_ptx_has_the_draw():
    """The hand-off compiles through triton to sm_90a ptx: one relaxed global atomic add (the draw), the hand-off's
    waits on shared-memory mbarriers."""
    ptx = compile_text(_jagged_sum(), "k.tlx", "ptx", Options(target="gluon")).outputs["ptx"]
    assert re.findall(r"\batom[.\w]*", ptx) == ["atom.global.gpu.relaxed.add.u32"]
    assert ".target sm_90a" in ptx and ptx.count("mbarrier.try_wait") >= 4


def test_portable_build_ignores_it():
    """The triton build walks its tile table (one program per row): same code as without the option."""
    a = compile_text(_jagged_sum(), "k.tlx", "triton").outputs["triton"]
    b = compile_text(_jagged_sum("persistent"), "k.tlx", "triton").outputs["triton"]
    assert a == b


def _run_model(num_tiles, progs, seed, counter):
    """P programs drawing in a random interleaving, each until it draws a value >= num_tiles, the one that draws
    num_tiles + P - 1 storing 0 (the generated code's rule). Returns (tiles run, counter after)."""
    rng = random.Random(seed)
    live = list(range(progs))
    ran = []
    reset_at = None
    while live:
        p = rng.choice(live)
        d = counter[0]
        counter[0] += 1
        if d >= num_tiles:
            live.remove(p)
            if d == num_tiles + progs - 1:
                assert not live, "the reset draw must be the launch's last"
                reset_at = len(ran)
                counter[0] = 0
        else:
            ran.append(d)
    return ran, counter[0], reset_at


@pytest.mark.parametrize("seed", range(20))
def test_counter_model_every_tile_once_and_reset(seed):
    counter = [0]
    rng = random.Random(seed)
    for _ in range(5):  # consecutive launches share the counter: each must find it at 0
        n, p = rng.randrange(0, 40), rng.randrange(1, 9)
        ran, after, _ = _run_model(n, p, rng.random(), counter)
        assert sorted(ran) == list(range(n)) and after == 0


def test_counter_lives_per_device_and_stream(tmp_path):
    """The generated module's counter: zeroed, one per (device, stream), reused across calls."""
    import importlib.util
    f = tmp_path / "jagged_sum_dynamic.py"
    f.write_text(_generated(_jagged_sum()).outputs["gluon"])
    spec = importlib.util.spec_from_file_location("jagged_sum_dynamic", f)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    ns = vars(mod)
    t = torch.zeros(3)
    c1 = ns["_tile_counter"](t)
    assert c1.dtype == torch.int32 and c1.shape == (1,) and int(c1) == 0
    assert ns["_tile_counter"](torch.ones(2)) is c1


def test_handoff_counts_against_the_smem_budget(monkeypatch):
    # the hand-off the code generator allocates (tile ids and their mbarriers) is part of the kernel's shared memory:
    # a kernel that fits only without it is rejected here, with tlx's message, not later inside triton
    import tlx.hw as hw
    from tlx.passes.allocate_smem import HANDOFF_BYTES

    def smem(text):
        c = compile_text(text, "case.tlx", "scheduled", Options(target="gluon"))
        return list(c.scheduled.kernels())[0].attrs["smem_bytes"]

    static, dynamic = smem(_jagged_sum("persistent")), smem(_jagged_sum())
    assert dynamic == -(-static // 8) * 8 + HANDOFF_BYTES
    monkeypatch.setattr(hw, "smem_limit", lambda arch: static + 8)
    assert smem(_jagged_sum("persistent")) == static
    e = _error(_jagged_sum(), emit="scheduled", target="gluon")
    assert "bytes of shared memory, more than the" in e, e
