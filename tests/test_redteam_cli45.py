"""User errors the red team found at the command line and in `tlx opt`'s IR input: each is a `tlx: error:` or a
file:line:col diagnostic with exit code 1, never an abort, an internal compiler error or a silent wrong result."""
import os
import shutil
import subprocess
import sys

import pytest

from tlx import cli
from tlx.compiler import compile_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOFTMAX = os.path.join(ROOT, "kernels", "softmax.tlx")


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TLX_CACHE_DIR", str(tmp_path / "cache"))


def tlx(capsys, *argv):
    """(exit code, stdout, stderr) of the CLI run in this process."""
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "internal compiler error" not in err, err
    return rc, out, err


# ----------------------------------------------------------------------------- --arch
@pytest.mark.parametrize("arch", ["sm_10", "sm_0", "sm_200", "sm_110", "sm_99999999999999999999", "90", ""])
def test_unknown_arch_is_refused_up_front(capsys, arch):
    # (these aborted inside LLVM, exit 134, or raised a TypeError in triton)
    rc, _, err = tlx(capsys, "compile", SOFTMAX, "--emit", "ptx", "--target", "triton", "--arch", arch)
    assert rc == 1 and err.startswith(f"tlx: error: unknown arch {arch!r}: choose from sm_80, "), err
    assert "sm_90a" in err
    rc, _, err = tlx(capsys, "opt", os.path.join(ROOT, "tests", "golden", "passes", "canonicalize.mlir"),
                     "-p", "canonicalize", "--arch", arch)
    assert rc == 1 and err.startswith(f"tlx: error: unknown arch {arch!r}"), err


def test_gluon_build_needs_hopper(capsys):
    rc, _, err = tlx(capsys, "compile", os.path.join(ROOT, "kernels", "gemm_ws.tlx"), "--emit", "ptx", "--arch", "sm_80")
    assert rc == 1 and err == ("tlx: error: arch 'sm_80': the Gluon build runs on Hopper only (sm_90, sm_90a); "
                               "use --target triton for the portable kernels\n")


def test_api_refuses_unknown_arch_too():
    from tlx.codegen.aot import target_of
    with pytest.raises(ValueError, match="unknown arch 'sm_10'"):
        target_of("sm_10")
    assert target_of("sm_90a").arch == 90 and target_of("sm_120").arch == 120


def test_portable_build_for_ampere_still_compiles(capsys):
    rc, out, _ = tlx(capsys, "compile", SOFTMAX, "--emit", "ptx", "--target", "triton", "--arch", "sm_80")
    assert rc == 0 and ".target sm_80" in out


# ----------------------------------------------------------------------------- tlx opt: IR text
def _softmax_ir(tmp_path, old="", new=""):
    text = compile_text(open(SOFTMAX, encoding="utf-8").read(), "softmax.tlx", "ir").outputs["ir"]
    assert old in text
    p = tmp_path / "k.mlir"
    p.write_text(text.replace(old, new, 1))
    return str(p), text


@pytest.mark.parametrize("junk", ["7", "1.5", "1e400", "abc", "-3"])
def test_stray_token_after_operands_is_a_syntax_error(capsys, tmp_path, junk):
    path, text = _softmax_ir(tmp_path)
    lines = text.splitlines()
    n = next(i for i, ln in enumerate(lines) if " = le(" in ln)
    lines[n] = lines[n].replace(") loc(", f"){junk} loc(", 1)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    rc, _, err = tlx(capsys, "opt", path, "-p", "canonicalize")
    assert rc == 1 and err.startswith(f"{path}:{n + 1}:3: error: invalid IR: expected `{{...}}` attributes or "
                                      f"loc(...) after the operands, got {junk!r}"), err


@pytest.mark.parametrize("attrs,msg", [
    ("{value = 3", "unexpected end of the attributes"),
    ("{value 3}", "expected `=` after the attribute name 'value'"),
    ("{value = 3} 7", "unexpected '7' after the attributes"),
    ("{value = @}", "unexpected '@}' in the attributes"),
])
def test_malformed_attributes_are_syntax_errors(capsys, tmp_path, attrs, msg):
    path, text = _softmax_ir(tmp_path, "{value = 128}", attrs)
    line = 1 + text.splitlines().index(next(ln for ln in text.splitlines() if "{value = 128}" in ln))
    rc, _, err = tlx(capsys, "opt", path, "-p", "canonicalize")
    assert rc == 1 and err.startswith(f"{path}:{line}:3: error: invalid IR: {msg}\n"), err


def test_i32_const_out_of_range_is_refused(capsys, tmp_path):
    path, text = _softmax_ir(tmp_path, "{value = 128}", "{value = 99999999999999999999999}")
    line = 1 + text.splitlines().index(next(ln for ln in text.splitlines() if "{value = 128}" in ln))
    rc, _, err = tlx(capsys, "opt", path, "-p", "canonicalize")
    assert rc == 1 and err.startswith(f"{path}:{line}:3: error: 'const' op value 99999999999999999999999 does not "
                                      "fit i32 (-2147483648 to 2147483647)\n"), err


X = '{name = "x", kind = "tensor", dtype = "f32", dims = ["R", "C"], offsets = ""}'


@pytest.mark.parametrize("old,new,msg", [
    (X, X.replace('"f32"', '"f99"'), "params entry of %x: unknown dtype 'f99'"),
    (X, X.replace('"tensor"', '"blob"'), "params entry of %x: kind must be 'scalar', 'tensor', 'jagged', got 'blob'"),
    (X, X.replace("{name", "{nam"), "params entry of %x (kind 'tensor') must have the keys dims, dtype, kind, name, "
                                    "offsets, got dims, dtype, kind, nam, offsets"),
    (X, X.replace('["R", "C"]', '"R"'), "params entry of %x: dims must be a list of names, got 'R'"),
    (X, X.replace('["R", "C"]', '["C", "R"]'), "params entry of %x (tensor, dtype 'f32') does not match its type "
                                               "tensor<f32[R,C]>"),
    (X, X.replace('offsets = ""', 'offsets = "y"'), "params entry of %x: offsets must name the offsets tensor of a "
                                                    "jagged tensor and be \"\" otherwise, got 'y'"),
    (X + ", ", "", "params must describe each of the 2 parameters, got 1 entries"),
    ('["y", 0, "x", 0]', '["y", 0, "x"]', "dim_checks entry ['y', 0, 'x'] must be"),
    ('["y", 0, "x", 0]', '["zz", 0, "x", 0]', "dim_checks entry ['zz', 0, 'x', 0] must be"),
    ('["y", 0, "x", 0]', '["y", 0, "x", 2]', "dim_checks entry ['y', 0, 'x', 2] must be"),
    ('["y", 0, "x", 0]', '["y", 0, "NOPE", -1]', "dim_checks entry ['y', 0, 'NOPE', -1] must be"),
])
def test_kernel_header_attributes_are_verified(capsys, tmp_path, old, new, msg):
    path, _ = _softmax_ir(tmp_path, old, new)
    rc, _, err = tlx(capsys, "opt", path, "-p", "canonicalize")
    assert rc == 1 and err.startswith(f"{path}:2:1: error: 'kernel' op {msg}"), err


def test_every_kernel_header_round_trips(capsys, tmp_path):
    for name in sorted(os.listdir(os.path.join(ROOT, "kernels"))):
        f = os.path.join(ROOT, "kernels", name)
        ir = compile_text(open(f, encoding="utf-8").read(), f, "ir").outputs["ir"]
        p = tmp_path / (name + ".mlir")
        p.write_text(ir)
        rc, _, err = tlx(capsys, "opt", str(p), "-p", "canonicalize")
        assert rc == 0, err


# ----------------------------------------------------------------------------- constants across an include
def test_const_redefined_in_an_including_file(capsys, tmp_path):
    (tmp_path / "lib.tlx").write_text("const BLOCK = 64\n")
    main = tmp_path / "main.tlx"
    main.write_text('include "lib.tlx"\nconst BLOCK = 3\nkernel k(x: f32[N]):\n    grid (1,) as (p,)\n')
    rc, _, err = tlx(capsys, "check", str(main))
    assert rc == 1 and err.startswith(f"{main}:2:1: error: redefinition of constant 'BLOCK'\n"), err
    assert f"{tmp_path / 'lib.tlx'}:1:1: note: first defined here" in err


def test_define_still_overrides_a_compile_time_parameter_beside_top_level_consts(capsys, tmp_path):
    f = tmp_path / "k.tlx"
    f.write_text("const SCALE = 2.0\nkernel k(x: f32[N], B: const = 16):\n    grid (1,) as (p,)\n"
                 "    x[arange(B)] = x[arange(B)] * SCALE\n")
    rc, out, err = tlx(capsys, "compile", str(f), "--emit", "ir", "-D", "B=32")
    assert rc == 0 and "constexprs = {B = 32}" in out and "arange() {n = 32}" in out, err


# ----------------------------------------------------------------------------- files and streams
def test_output_naming_the_input_is_refused(capsys, tmp_path):
    src = tmp_path / "same.tlx"
    shutil.copy(SOFTMAX, src)
    (tmp_path / "link.tlx").symlink_to(src)
    for out in (str(src), str(tmp_path / "." / "same.tlx"), str(tmp_path / "link.tlx")):
        rc, _, err = tlx(capsys, "compile", str(src), "--emit", "triton", "-o", out)
        assert rc == 1 and err == f"tlx: error: -o {out}: is the input file: choose another output file\n"
    assert src.read_text() == open(SOFTMAX, encoding="utf-8").read()


def test_endless_source_is_refused(capsys):
    # (read whole, /dev/zero ran out of memory: an internal compiler error)
    rc, _, err = tlx(capsys, "check", "/dev/zero")
    assert rc == 1 and err == "tlx: error: /dev/zero: larger than 16 MiB: not a source file\n"
    rc, _, err = tlx(capsys, "opt", "/dev/zero", "-p", "canonicalize")
    assert rc == 1 and err == "tlx: error: /dev/zero: larger than 16 MiB: not a source file\n"


def test_source_size_cap_covers_stdin_and_includes(capsys, tmp_path, monkeypatch):
    import io
    from tlx.frontend import parser
    monkeypatch.setattr(parser, "MAX_SOURCE_BYTES", 64)
    big = "# " + "x" * 100 + "\nkernel k(x: f32[N]):\n    grid (1,) as (p,)\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(big.encode())))
    rc, _, err = tlx(capsys, "check", "-")
    assert rc == 1 and err == "tlx: error: <stdin>: larger than 0 MiB: not a source file\n"
    (tmp_path / "big.tlx").write_text(big)
    main = tmp_path / "main.tlx"
    main.write_text('include "big.tlx"\n')
    rc, _, err = tlx(capsys, "check", str(main))
    assert rc == 1 and err.startswith(f"{main}:1:1: error: cannot include 'big.tlx': "), err


@pytest.mark.parametrize("cmd", [["compile", "kernels/softmax.tlx"], ["check", "kernels/softmax.tlx"]])
def test_closed_stdout_is_an_error(cmd):
    r = subprocess.run(["bash", "-c", f'"{sys.executable}" -m tlx {" ".join(cmd)} >&-'], capture_output=True,
                       text=True, cwd=ROOT, timeout=300)
    assert r.returncode == 1 and r.stderr.endswith("tlx: error: cannot write the output: stdout is closed\n"), r.stderr
