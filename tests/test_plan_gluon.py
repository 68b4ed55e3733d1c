"""plan-gluon: the Gluon printer's decisions are in the IR (printed, parsed back, verified) and the printer follows
them; intra-role barriers are IR ops the protocol verifier sees, placed wherever shared memory was touched."""
import os

import pytest

from tlx.compiler import Options, compile_file, compile_text
from tlx.diagnostics import TlxError
from tlx.ir.parser import parse_module
from tlx.ir.printer import print_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = ["gemm_ws", "jagged_sum", "jagged_attention"]
JAGGED_SUM = open(os.path.join(ROOT, "kernels", "jagged_sum.tlx"), encoding="utf-8").read()
SMEM_READ = "            blk = cast(load(ring[slot]), f32)\n"


def scheduled(text, path="k.tlx", **defines):
    return compile_text(text, path, "scheduled", Options(target="gluon", defines=defines)).scheduled


def gluon(text, path="k.tlx"):
    return compile_text(text, path, "gluon", Options(target="gluon")).outputs["gluon"]


def role(m, name):
    return next(o for o in m.walk() if o.name == "role" and o.attrs["sym_name"] == name)


VIEWS = ("bar_at", "smem_slot", "const")


def barrier_positions(r):
    """(op before, op after) names around each thread_barrier of a role, anywhere in its body; views and
    constants skipped (None: the barrier starts its block)."""
    out = []
    for op in r.walk():
        for blk in op.regions:
            for i, o in enumerate(blk.ops):
                if o.name == "thread_barrier":
                    before = [b.name for b in blk.ops[:i] if b.name not in VIEWS]
                    out.append((before[-1] if before else None, blk.ops[i + 1].name))
    return out


@pytest.mark.parametrize("name", KERNELS)
def test_plan_is_printed_and_parses_back(name):
    m = compile_file(os.path.join(ROOT, "kernels", name + ".tlx"), "scheduled", Options(target="gluon")).scheduled
    text = print_module(m)
    assert "warp_specialize = [" in text and "kernel_args = [" in text and "schedule = " in text
    assert print_module(parse_module(text)) == text


def test_flagship_plan():
    m = compile_file(os.path.join(ROOT, "kernels", "jagged_attention.tlx"), "scheduled",
                     Options(target="gluon")).scheduled
    k = m.kernels()[0]
    assert k.attrs["warp_specialize"][0] == {"role": "compute", "replica": 0}  # 4 warps: the default partition
    assert k.attrs["num_warps"] == 4
    args = k.attrs["kernel_args"]
    assert [a["name"] for a in args if a["kind"] == "desc"] == ["q_desc", "k_desc", "v_desc"]
    assert [a["name"] for a in args][-3:] == ["tile_table", "tile_count", "TILE_DECODE"]
    tiles = next(o for o in k.walk() if o.name == "tiles")
    # the in-kernel tile source reads the query offsets (by pointer), B + 1 and the query rows by their symbols
    assert tiles.attrs["decode"] == {"max": 16, "offsets": "cu_q", "count": "NBQ", "total": "Tq",
                                     "block": tiles.attrs["block"], "longest": True}
    assert {"kind": "ptr", "name": "cu_q", "param": "cu_q"} in args
    assert tiles.attrs["schedule"] == "snake"
    assert role(m, "load").attrs["seq_bounds"] == ["cu_k", "cu_q"]
    # every jagged TMA of the tile's own sequence reads the hoisted bounds, and names its descriptor
    tmas = [o for o in k.walk() if o.name in ("tma_load", "tma_store")]
    assert tmas and all(o.attrs.get("tile_bounds") and o.attrs["desc"].endswith("_desc") for o in tmas)
    # no barrier: no role touches shared memory through registers, and wgmma completion is waited per warp group
    assert not [o for o in k.walk() if o.name == "thread_barrier"]


def test_barrier_before_release_after_smem_load():
    r = role(scheduled(JAGGED_SUM, "jagged_sum.tlx"), "reduce")
    assert barrier_positions(r) == [("cast", "arrive")]
    assert barrier_positions(role(scheduled(JAGGED_SUM, "jagged_sum.tlx"), "load")) == []  # one warp


def test_barrier_when_the_smem_load_is_nested_in_an_if():
    """Printed behind the verifier's back before, the barrier was missed when the load sat in an `if`."""
    src = JAGGED_SUM.replace(SMEM_READ, "            blk = zeros([BLOCK_R, BLOCK_C], f32)\n            if n > 0:\n"
                             "                blk = cast(load(ring[slot]), f32)\n")
    assert src != JAGGED_SUM
    r = role(scheduled(src), "reduce")
    assert barrier_positions(r) == [("if", "arrive")]
    lines = gluon(src).splitlines()
    i = next(i for i, ln in enumerate(lines) if "mbarrier.arrive(free" in ln)
    assert lines[i - 1].strip().startswith("gl.thread_barrier()")


def planned(text):
    """The IR right after plan-gluon (before the protocol proof, which may reject a guarded release)."""
    from tlx.ir.core import clone_module
    from tlx.passes.canonicalize import canonicalize
    from tlx.passes.derive_phases import derive_phases
    from tlx.passes.plan_gluon import plan_gluon
    ir = compile_text(text, "k.tlx", "ir", Options(target="gluon")).ir
    return plan_gluon(derive_phases(canonicalize(clone_module(ir), {}), {}), {})


def test_barrier_when_the_arrive_is_nested_and_the_load_is_not():
    src = JAGGED_SUM.replace("            arrive free[slot]\n", "            if n >= 0:\n                arrive free[slot]\n")
    assert src != JAGGED_SUM
    assert barrier_positions(role(planned(src), "reduce")) == [(None, "arrive")]  # first op of the `if` branch


def test_barrier_in_a_loop_after_last_iterations_read():
    """An smem read after the arrive in the loop body precedes the next iteration's arrive."""
    src = JAGGED_SUM.replace(SMEM_READ + "            arrive free[slot]\n",
                             "            arrive free[slot]\n" + SMEM_READ)
    assert src != JAGGED_SUM
    assert barrier_positions(role(planned(src), "reduce")) == [("wait", "arrive")]


def test_a_one_warp_role_gets_a_warp_barrier():
    # its lanes are threads too: the one-lane arrive publishes (or releases) the others' shared-memory accesses only
    # after a barrier, which in a one-warp partition is a warp barrier (bar.warp.sync in the PTX)
    src = JAGGED_SUM.replace("role reduce(warps=4, regs=152)", "role reduce(warps=1, regs=152)").replace(
        "role load(warps=1, regs=24)", "role load(warps=4, regs=24)")
    assert src != JAGGED_SUM
    assert [after for _, after in barrier_positions(role(planned(src), "reduce"))] == ["arrive"]


def test_plan_is_idempotent():
    from tlx.passes.plan_gluon import plan_gluon
    m = planned(JAGGED_SUM)
    once = print_module(m)
    assert print_module(plan_gluon(m, {})) == once


def test_casts_of_constants_fold_and_dead_loads_go():
    src = JAGGED_SUM.replace("        cols = cb * BLOCK_C + arange(BLOCK_C)\n",
                             "        cols = cb * BLOCK_C + arange(BLOCK_C)\n        unused = out[seq, cols]\n"
                             "        half = cast(2, f32)\n        acc = acc * half\n")
    assert src != JAGGED_SUM
    m = planned(src)
    r = role(m, "reduce")
    assert not [o for o in r.walk() if o.name == "load"]
    assert not [o for o in r.walk() if o.name == "cast" and o.result.type.is_scalar]
    assert [o.attrs["value"] for o in r.walk() if o.name == "const" and o.result.type.dtype == "f32"
            and o.attrs["value"] == 2.0]


@pytest.mark.parametrize("name, jagged", [("gemm_ws", False), ("jagged_sum", False), ("jagged_attention", True)])
def test_jagged_tile_table_makes_a_programmatic_dependent_launch(name, jagged):
    # the kernel that reads the tile table is launched as the table kernel's programmatic dependent (PDL): it
    # must wait on the grid dependency before any partition runs, and only then
    path = os.path.join(ROOT, "kernels", name + ".tlx")
    kop = next(iter(compile_file(path, "scheduled", Options(target="gluon")).scheduled.kernels()))
    assert kop.attrs.get("grid_dependency", False) is jagged
    src = compile_file(path, "gluon", Options(target="gluon")).outputs["gluon"]
    kernel = src[src.index(f"def {kop.attrs['sym_name']}_kernel("):]
    kernel = kernel[:kernel.index("\ndef ")]
    wait = kernel.find("_tlx_grid_dependency_wait()")
    assert (wait >= 0) is jagged
    assert ("launch_pdl=True" in src) is jagged
    if jagged:  # after the barrier inits (overlapped with the table's launch), before the partitions start
        assert kernel.rindex("mbarrier.init(") < wait < kernel.index("gl.warp_specialize(")
    # the table kernel releases its dependents at once on a GPU, never under the interpreter (no inline asm)
    assert "PDL=offsets.is_cuda" in src and "tl.extra.cuda.gdc_launch_dependents()" in src
