"""Golden IR per kernel and stage, FileCheck expectations, and IR print -> parse -> print round trips.

Exact goldens live in tests/golden/ir/<kernel>.<stage>.mlir (for the 'ast', 'ir' and 'scheduled' stages, the
last with both pass pipelines;
a stage that fails records the rendered diagnostics instead). Refresh them after an intended change with

    python3 -m pytest tests/test_golden.py --update-golden      (or TLX_UPDATE_GOLDEN=1)

and review the diff. Hand-written FileCheck expectations live in tests/golden/ir/<kernel>.<stage>.check and
are run with the `filecheck` command (PyPI) or triton's bundled FileCheck binary.
"""
import glob
import io
import os
import re
import shutil
import subprocess

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ir import parse_module, print_module, verify_module
from tlx.passes.manager import CompileContext, PassManager
from tlx.passes.pipeline import pipeline

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(ROOT, "tests", "golden", "ir")
KERNELS = sorted(os.path.splitext(os.path.basename(p))[0] for p in glob.glob(os.path.join(ROOT, "kernels", "*.tlx")))
# (name, stage, target): 'scheduled' uses the default (portable triton) pipeline like `tlx compile --emit scheduled`;
# 'scheduled-gluon' the warp-specialized pipeline that `tlx check` verifies with
VARIANTS = {"ast": ("ast", None), "ir": ("ir", None), "scheduled": ("scheduled", None),
            "scheduled-gluon": ("scheduled", "gluon")}


def _compile(kernel, variant):
    """(text, ok): the stage's output, or the rendered diagnostics when compilation fails."""
    stage, target = VARIANTS[variant]
    options = Options(target=target) if target else Options()
    rel = f"kernels/{kernel}.tlx"
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        text = f.read()
    cwd = os.getcwd()
    os.chdir(ROOT)  # spans and the module header carry the path relative to the repository
    try:
        c = compile_text(text, rel, stage, options)
        return c.outputs[stage], True
    except TlxError as e:
        return "// compilation failed\n" + e.render() + "\n", False
    finally:
        os.chdir(cwd)


def _filecheck_cmd():
    exe = shutil.which("filecheck")
    if exe:
        return [exe]
    try:
        import triton
        fc = os.path.join(os.path.dirname(triton.__file__), "FileCheck")
        if os.path.isfile(fc) and os.access(fc, os.X_OK):
            return [fc]
    except ImportError:
        pass
    return None


@pytest.mark.parametrize("stage", list(VARIANTS))
@pytest.mark.parametrize("kernel", KERNELS)
def test_golden_text(kernel, stage, update_golden):
    out, _ = _compile(kernel, stage)
    path = os.path.join(GOLDEN, f"{kernel}.{stage}.mlir")
    if update_golden:
        os.makedirs(GOLDEN, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(out)
        return
    if not os.path.exists(path):
        pytest.fail(f"no golden file {os.path.relpath(path, ROOT)}: run pytest tests/test_golden.py --update-golden")
    with open(path, encoding="utf-8") as f:
        want = f.read()
    assert out == want, (f"{kernel} at stage '{stage}' differs from {os.path.relpath(path, ROOT)}; if the change is "
                         f"intended, refresh with --update-golden and review the diff")


CHECK_FILES = sorted(glob.glob(os.path.join(GOLDEN, "*.check")))


def test_check_files_exist():
    assert len(CHECK_FILES) >= len(KERNELS)


@pytest.mark.parametrize("check", CHECK_FILES, ids=[os.path.basename(p) for p in CHECK_FILES])
def test_filecheck(check):
    cmd = _filecheck_cmd()
    if cmd is None:
        pytest.fail("no filecheck / FileCheck available: pip install filecheck (it is in the [test] extra)")
    kernel, stage = os.path.basename(check)[:-len(".check")].rsplit(".", 1)
    out, ok = _compile(kernel, stage)
    assert ok, out
    r = subprocess.run(cmd + [check], input=out, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr


def _roundtrip(text):
    m = parse_module(text)
    again = print_module(m)
    assert again == text
    verify_module(m)
    return m


@pytest.mark.parametrize("stage", ["ir", "scheduled", "scheduled-gluon"])
@pytest.mark.parametrize("kernel", KERNELS)
def test_roundtrip(kernel, stage):
    out, ok = _compile(kernel, stage)
    assert ok, out
    _roundtrip(out)


@pytest.mark.parametrize("target", ["triton", "gluon"])
@pytest.mark.parametrize("kernel", KERNELS)
def test_roundtrip_after_every_pass(kernel, target):
    ir, ok = _compile(kernel, "ir")
    assert ok, ir
    buf = io.StringIO()
    pm = PassManager(pipeline(target), CompileContext(target=target, print_ir_after_all=True, out=buf))
    pm.run(parse_module(ir))
    dumps = re.split(r"^// -----// IR Dump After [^\n]*//----- //\n", buf.getvalue(), flags=re.M)
    dumps = [d for d in dumps if d.strip()]
    assert len(dumps) == len(pipeline(target))
    for d in dumps:
        _roundtrip(d)


def test_parsed_ir_compiles_like_the_original():
    """The parsed module is a faithful input: running the passes on it gives the same scheduled IR."""
    ir, ok = _compile("matmul", "ir")
    sched, ok2 = _compile("matmul", "scheduled")
    assert ok and ok2
    m = PassManager(pipeline("triton"), CompileContext(target="triton")).run(parse_module(ir))
    assert print_module(m) == sched


def test_tma_store_emits_no_load_of_destination():
    out, ok = _compile("gemm_ws", "ir")
    assert ok, out
    assert not re.search(r"= load\(%c,", out), out
