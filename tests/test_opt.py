"""`tlx opt`: textual IR in, named passes, verified IR out. One FileCheck golden per pass, run through the CLI.

Each tests/golden/passes/<pass>.mlir starts with `// RUN: tlx opt %s -p ...`, then CHECK lines, then the
input IR (the IR just before that pass in its pipeline). The test runs the command and pipes its output to
`filecheck <file>`.
"""
import os
import re
import shutil
import subprocess
import sys

import pytest

from tlx.passes.pipeline import PASSES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
G = os.path.join(ROOT, "tests", "golden", "passes")
RING_IR = os.path.join(G, "derive-phases.mlir")


def _tlx(args, cwd=ROOT, stdin=None):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("TLX_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "tlx", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env=env, input=stdin)


def _filecheck():
    exe = shutil.which("filecheck")
    if exe:
        return [exe]
    pytest.fail("the `filecheck` command is missing: pip install filecheck (it is in the [test] extra)")


def test_one_golden_per_pass():
    have = sorted(f[:-len(".mlir")] for f in os.listdir(G) if f.endswith(".mlir"))
    assert have == sorted(PASSES)


@pytest.mark.parametrize("name", sorted(PASSES))
def test_pass_golden(name):
    path = os.path.join(G, name + ".mlir")
    text = open(path, encoding="utf-8").read()
    m = re.match(r"// RUN: tlx opt %s (.*)\n", text)
    assert m, f"{path} must start with `// RUN: tlx opt %s -p ...`"
    args = m.group(1).split()
    assert args[0] == "-p" and name in args[1].split(","), "the RUN line must run the pass this file is named after"
    assert re.search(r"^// CHECK", text, re.M), "no CHECK lines"
    r = _tlx(["opt", os.path.relpath(path, ROOT), *args])
    assert r.returncode == 0, r.stderr
    fc = subprocess.run(_filecheck() + [path], input=r.stdout, capture_output=True, text=True, timeout=60)
    assert fc.returncode == 0, fc.stdout + fc.stderr + "\n--- tlx opt output ---\n" + r.stdout


def test_output_is_verified_ir_that_reparses(tmp_path):
    r = _tlx(["opt", RING_IR, "-p", "derive-phases,verify-protocol,allocate-smem", "-o", str(tmp_path / "o.mlir")])
    assert r.returncode == 0 and r.stdout == "", r.stderr
    out = (tmp_path / "o.mlir").read_text()
    # the output keeps the source locations of the input (not the IR text's lines)
    assert "loc(10:13:10:28)" in out and "smem_bytes = 16416" in out
    again = _tlx(["opt", str(tmp_path / "o.mlir"), "-p", "canonicalize"])
    assert again.returncode == 0, again.stderr


def test_unknown_pass_lists_the_valid_ones():
    r = _tlx(["opt", RING_IR, "-p", "canonicalize,fold-everything"])
    assert r.returncode == 1
    assert r.stderr.strip() == "tlx: error: unknown pass 'fold-everything'; passes: " + ", ".join(PASSES)


def test_pipeline_rules_apply():
    r = _tlx(["opt", RING_IR, "-p", "derive-phases,sequentialize-roles"])
    assert r.returncode == 1
    assert "'sequentialize-roles' needs 'verify-protocol' earlier in the pipeline" in r.stderr


def _ir_lines():
    return open(RING_IR, encoding="utf-8").read().splitlines(keepends=True)


def test_verifier_error_points_at_the_ir_text(tmp_path):
    lines = _ir_lines()
    i = next(j for j, ln in enumerate(lines) if "= arange() {n = 64}" in ln)
    col = len(lines[i]) - len(lines[i].lstrip()) + 1
    lines[i] = lines[i].replace("{n = 64}", "{n = 0}")
    (tmp_path / "bad.mlir").write_text("".join(lines))
    r = _tlx(["opt", "bad.mlir", "-p", "canonicalize"], cwd=tmp_path)
    assert r.returncode == 1
    first = r.stderr.splitlines()[0]
    assert first == f"bad.mlir:{i + 1}:{col}: error: 'arange' op needs a positive length, got 0", r.stderr
    assert r.stderr.splitlines()[1] == "    " + lines[i].rstrip("\n")
    assert "Traceback" not in r.stderr


def test_parse_error_points_at_the_ir_text(tmp_path):
    lines = _ir_lines()
    i = next(j for j, ln in enumerate(lines) if "cdiv(%K" in ln)
    lines[i] = lines[i].replace("%K", "%nowhere")
    (tmp_path / "bad.mlir").write_text("".join(lines))
    r = _tlx(["opt", "bad.mlir", "-p", "canonicalize"], cwd=tmp_path)
    assert r.returncode == 1
    col = len(lines[i]) - len(lines[i].lstrip()) + 1
    assert r.stderr.startswith(f"bad.mlir:{i + 1}:{col}: error: invalid IR: use of undefined value %nowhere"), \
        r.stderr
    (tmp_path / "cut.mlir").write_text("".join(_ir_lines()[:-3]))
    r = _tlx(["opt", "cut.mlir", "-p", "canonicalize"], cwd=tmp_path)
    assert r.returncode == 1 and "unexpected end of input" in r.stderr and "Traceback" not in r.stderr


def test_pass_error_points_at_the_ir_text(tmp_path):
    """A protocol violation found by a pass is reported at the op's line in the IR given to `tlx opt`."""
    lines = _ir_lines()
    i = next(j for j, ln in enumerate(lines) if ln.strip().startswith("arrive("))
    del lines[i]
    (tmp_path / "bad.mlir").write_text("".join(lines))
    r = _tlx(["opt", "bad.mlir", "-p", "derive-phases,verify-protocol"], cwd=tmp_path)
    assert r.returncode == 1, r.stdout
    assert re.match(r"bad\.mlir:\d+:\d+: error: ", r.stderr), r.stderr
    assert "Traceback" not in r.stderr


def test_cli_check_builds_every_target(tmp_path):
    """`tlx check` on a copy of the flagship without the OVERLAP=false branch's `wait k_ready[slot]` fails."""
    lines = open(os.path.join(ROOT, "kernels", "jagged_attention.tlx"), encoding="utf-8").read().splitlines(True)
    # (the plain loop's `else:`: its pipeline's first statement is that wait; other `else:`s hold other variants)
    else_at = next(i for i, ln in enumerate(lines) if ln.strip() == "else:" and lines[i + 2].strip() == "wait k_ready[slot]")
    wait_at = else_at + 2
    (tmp_path / "ja.tlx").write_text("".join(lines[:wait_at] + lines[wait_at + 1:]))
    r = _tlx(["check", "ja.tlx"], cwd=tmp_path)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.startswith(f"ja.tlx:{wait_at + 1}:"), r.stderr
    assert "(in the triton build" in r.stderr.splitlines()[0]
    ok = _tlx(["check", os.path.join(ROOT, "kernels", "jagged_attention.tlx")])
    assert ok.returncode == 0 and ok.stdout.endswith("1 kernel OK (gluon, triton)\n"), ok.stderr


def test_cli_print_ir_after_unknown_pass():
    r = _tlx(["compile", "kernels/matmul.tlx", "--emit", "scheduled", "--print-ir-after", "nope"])
    assert r.returncode == 1
    assert r.stderr.startswith("tlx: error: --print-ir-after nope: no such pass in the triton pipeline; passes: "
                               "canonicalize, widen-sums, derive-phases"), r.stderr
