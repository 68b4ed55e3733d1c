"""Pipelines as data, the compile context, per-pass checks, idempotence, resource errors, pass timing."""
import os
import re
import subprocess
import sys

import pytest

from tlx.compiler import Options, check_file, compile_file, compile_text
from tlx.diagnostics import TlxError
from tlx.ir.core import clone_module
from tlx.ir.printer import print_module
from tlx.passes.manager import Analysis, CompileContext, PassManager, PipelineError
from tlx.passes.pipeline import PIPELINES, pipeline

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
G = os.path.join(ROOT, "tests", "golden", "passes")
RING = open(os.path.join(G, "ring.tlx")).read()
FORBIDDEN = ("role", "wait", "arrive", "expect", "fence", "tma_load", "tma_store", "smem_slot", "smem_load",
             "smem_store", "smem_trans", "bar_at", "smem_alloc", "bar_alloc")


def run_until(src, last, target="triton"):
    c = compile_text(src, "t.tlx", "ir", Options(target=target))
    pm = PassManager(pipeline(target), CompileContext(target=target), stop_after=last)
    return pm.run(clone_module(c.ir))


COMMON = ["canonicalize", "widen-sums", "derive-phases", "verify-protocol", "allocate-smem", "assign-registers"]
GLUON = COMMON[:3] + ["plan-gluon", "order-global"] + COMMON[3:]
TRITON = COMMON + ["sequentialize-roles", "plan-portable", "order-global"]

# a fresh interpreter: the pipeline must not depend on which pass module happens to be imported first
_ORDER_SCRIPT = """
import tlx.passes.sequentialize_roles, tlx.passes.assign_registers
import tlx
from tlx.passes.pipeline import PIPELINES
tlx.compile_file("kernels/gemm_ws.tlx", "triton")
for t, ps in sorted(PIPELINES.items()):
    print(t, ",".join(p.name for p in ps))
"""


def test_pipeline_order_in_a_fresh_process():
    r = subprocess.run([sys.executable, "-c", _ORDER_SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["gluon " + ",".join(GLUON),
                                     "triton " + ",".join(TRITON)]


def test_pipelines_are_the_tuples():
    assert [p.name for p in PIPELINES["gluon"]] == GLUON
    assert [p.name for p in pipeline("triton")] == TRITON
    with pytest.raises(ValueError, match="unknown target"):
        pipeline("cuda")


def test_requires_is_checked_before_anything_runs():
    from tlx.passes.sequentialize_roles import sequentialize_roles
    with pytest.raises(PipelineError, match="'sequentialize-roles' needs 'verify-protocol' earlier"):
        PassManager((sequentialize_roles,), CompileContext())
    with pytest.raises(PipelineError, match="no such pass in the gluon pipeline"):
        PassManager(pipeline("gluon"), CompileContext(target="gluon", print_ir_after=("sequentialize-roles",)))


def test_options_are_not_mutated_and_the_target_is_explicit():
    path = os.path.join(ROOT, "kernels", "gemm_ws.tlx")
    o = Options()
    assert compile_file(path, "gluon", o).target == "gluon"
    assert o.target == ""
    c = compile_file(path, "scheduled", o)  # the default pipeline again, not the one the last call used
    assert c.target == "triton" and "role(" not in c.outputs["scheduled"]
    assert compile_file(path, "scheduled", Options(target="gluon")).target == "gluon"
    with pytest.raises(ValueError, match="stage 'triton' is built by the triton pipeline, not gluon"):
        compile_file(path, "triton", Options(target="gluon"))
    with pytest.raises(Exception):  # frozen
        o.target = "gluon"


def test_check_verifies_every_target_build(tmp_path):
    """The flagship's OVERLAP=false branch lives only in the triton build: breaking it must fail `tlx check`."""
    src = open(os.path.join(ROOT, "kernels", "jagged_attention.tlx")).read()
    lines = src.splitlines(keepends=True)
    # (the plain loop's `else:`, after the OVERLAP branch; its pipeline starts with `wait k_ready[slot]`)
    else_at = next(i for i, ln in enumerate(lines) if ln.strip() == "else:" and lines[i + 2].strip() == "wait k_ready[slot]")
    wait_at = else_at + 2
    assert "elif OVERLAP:" in "".join(lines[else_at - 100:else_at])
    bad = tmp_path / "ja.tlx"
    bad.write_text("".join(lines[:wait_at] + lines[wait_at + 1:]))
    assert [c.target for c in check_file(str(bad), Options(target="gluon"))] == ["gluon"]  # gluon never runs it
    with pytest.raises(TlxError) as ei:
        check_file(str(bad))
    assert "k_ring" in ei.value.first.message and "in the triton build" in ei.value.first.message
    assert ei.value.first.span.line == wait_at + 1
    assert [c.target for c in check_file(os.path.join(ROOT, "kernels", "jagged_attention.tlx"))] == \
        ["gluon", "triton"]


def test_analysis_is_cached_until_a_pass_changes_the_ir():
    calls = []
    a = Analysis("count", lambda m, ctx: calls.append(1) or len(calls))
    ctx = CompileContext(target="gluon")
    m = run_until(RING, "derive-phases", "gluon")
    assert ctx.analysis(a, m) == 1 and ctx.analysis(a, m) == 1
    PassManager(pipeline("gluon")[:1], ctx).run(m)  # canonicalize may change the IR: the cache is dropped
    assert ctx.analysis(a, m) == 2


def test_derive_phases_golden_and_idempotent():
    m = run_until(RING, "derive-phases")
    t = print_module(m)
    assert "pipeline(" not in t
    assert "n_state = 1, state_init = [0]" in t
    assert "^(%load_replica: i32, %load_ring0: i32):" in t
    assert "mod(%it, %c) {ring_slot = true}" in t
    assert "xor(%phase" in t  # the free wait starts at parity 1
    assert "yield(%load_ring0.next)" in t
    from tlx.passes.derive_phases import derive_phases
    assert print_module(derive_phases.apply(m, CompileContext())) == t


def test_dependency_graph():
    c = compile_text(RING, "t.tlx", "graph")
    g = c.outputs["graph"]
    assert g.startswith('digraph "k"')
    assert "signal" in g and "raw" in g and "war" in g and "loop" in g


def test_allocate_smem():
    m = run_until(RING, "allocate-smem", target="gluon")
    k = m.kernels()[0]
    al = {o.attrs["sym_name"]: o.attrs for o in k.regions[0].ops if o.name in ("smem_alloc", "bar_alloc")}
    assert al["buf"]["offset"] % 1024 == 0 and al["buf"]["bytes"] == 16384
    assert al["ready"]["offset"] % 8 == 0 and al["free"]["offset"] % 8 == 0
    assert k.attrs["smem_bytes"] == 16384 + 32


def test_allocate_smem_too_big():
    # each buffer fits alone (the frontend refuses a single buffer over the limit), the two together do not
    src = RING.replace("STAGES: const = 2", "STAGES: const = 20").replace(
        "    barrier ready", "    smem buf2[STAGES]: f16[64, 64]\n    barrier ready", 1)
    with pytest.raises(TlxError) as ei:
        compile_text(src, "t.tlx", "scheduled")
    assert ei.value.first.span.short == "1:1" and "buf" in ei.value.first.message


@pytest.mark.parametrize("edit,where", [("regs=24", "7:5"), ("regs=250", "12:5"), ("regs=300", "12:5")])
def test_registers_errors(edit, where):
    src = RING.replace("regs=24", "regs=20") if edit == "regs=24" else RING.replace("regs=240", edit)
    with pytest.raises(TlxError) as ei:
        compile_text(src, "t.tlx", "scheduled")
    assert ei.value.first.span.short == where


def test_registers_default():
    m = run_until(RING.replace(", regs=240", ""), "assign-registers", target="gluon")
    roles = [o for o in m.walk() if o.name == "role"]
    r = [x for x in roles if x.attrs["sym_name"] == "compute"][0]
    assert r.attrs["regs"] % 8 == 0 and 24 <= r.attrs["regs"] <= 256


def test_sequentialize_output():
    t = compile_text(RING, "t.tlx", "scheduled").outputs["scheduled"]
    import re
    ops = set(re.findall(r"(?:= |^\s+)(\w+)\(", t, re.M))
    assert not ops & set(FORBIDDEN), ops & set(FORBIDDEN)
    assert "load(%a" in t and "zipped = 2" in t


@pytest.mark.parametrize("f", sorted(x for x in os.listdir(os.path.join(ROOT, "kernels")) if x.endswith(".tlx")))
def test_pass_timing_lists_every_pass(f, capsys):
    """`--pass-timing` reports each pass of each target's pipeline once, in order (budgets are read from this
    data, never asserted against the wall clock in tests)."""
    check_file(os.path.join(ROOT, "kernels", f), Options(pass_timing=True))
    err = capsys.readouterr().err
    blocks = err.split("===- pass timing -===\n")[1:]
    assert len(blocks) == 2
    for block, target in zip(blocks, ("gluon", "triton")):
        rows = re.findall(r"^\s+(\d+\.\d+) ms  (\S+)$", block, re.M)
        assert [n for _, n in rows] == [p.name for p in pipeline(target)] + ["total"]
        assert abs(sum(float(t) for t, _ in rows[:-1]) - float(rows[-1][0])) < 0.01


def test_dependency_graph_is_built_only_on_demand(monkeypatch):
    import tlx.passes.dependency_graph as dg
    built = []
    real = dg.build_graph
    monkeypatch.setattr(dg, "build_graph", lambda k: built.append(k.attrs["sym_name"]) or real(k))
    compile_text(RING, "t.tlx", "gluon")
    assert built == []
    c = compile_text(RING, "t.tlx", "graph")
    assert built == ["k"] and c.outputs["graph"].startswith('digraph "k"')
    assert c.ctx.analysis(dg.dependency_graph, c.scheduled)["k"].number_of_nodes() > 0 and built == ["k"]
