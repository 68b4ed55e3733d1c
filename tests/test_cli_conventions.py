"""The command line behaves like its peers (mlir-opt, triton's tools): --version, `-` for stdin, `-o -` for stdout,
unknown pass names listed, `--emit module` of a role-free kernel is its runnable portable module, generated
modules state what they need to run (and say it in one line where they cannot), progress only on a terminal."""
import os
import pty
import subprocess
import sys

import pytest
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIMPLE = '''kernel twice(x: f32[N], BLOCK: const = 16):
    tiles b in range(cdiv(N, BLOCK))
    i = b * BLOCK + arange(BLOCK)
    x[i] = x[i] * 2.0 where i < N
'''


def tlx(*args, stdin=None, env=None, **kw):
    e = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), **(env or {}))
    return subprocess.run([sys.executable, "-m", "tlx", *args], input=stdin, capture_output=True, text=True,
                          env=e, cwd=ROOT, timeout=300, **kw)


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TLX_CACHE_DIR", str(tmp_path / "cache"))


def test_version():
    from tlx import __version__
    r = tlx("--version")
    assert r.returncode == 0 and r.stdout.startswith(f"tlx {__version__}") and "triton" in r.stdout


def test_stdin_source_and_stdout_output(tmp_path):
    f = tmp_path / "twice.tlx"
    f.write_text(SIMPLE)
    from_file = tlx("compile", str(f), "--emit", "triton")
    from_stdin = tlx("compile", "-", "--emit", "triton", "-o", "-", stdin=SIMPLE)
    assert from_file.returncode == 0 and from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_file.stdout.replace(str(f), "<stdin>")
    assert "<stdin>" in from_stdin.stdout.splitlines()[0]
    r = tlx("check", "-", stdin=SIMPLE)
    assert r.returncode == 0 and r.stdout.startswith("<stdin>: 1 kernel OK")
    r = tlx("check", "-", stdin=SIMPLE.replace("2.0", "undefined_name"))
    assert r.returncode == 1 and r.stderr.startswith("<stdin>:4:")


def test_dash_o_dash_writes_binary_to_a_pipe():
    r = subprocess.run([sys.executable, "-m", "tlx", "compile", "kernels/gemm_ws.tlx", "--emit", "cubin", "-o", "-"],
                       capture_output=True, cwd=ROOT, timeout=300)
    assert r.returncode == 0 and r.stdout[:4] == b"\x7fELF"


@pytest.mark.parametrize("flag", ["--print-ir-after", "--print-ir-before"])
def test_unknown_pass_is_an_error_listing_the_passes(flag):
    r = tlx("compile", "kernels/matmul.tlx", "--emit", "scheduled", flag, "no-such-pass")
    assert r.returncode == 1 and "no-such-pass" in r.stderr and "canonicalize" in r.stderr
    assert "Traceback" not in r.stderr


def test_emit_module_of_a_role_free_kernel_is_the_runnable_portable_module(tmp_path):
    out = tmp_path / "twice_mod.py"
    r = tlx("compile", "-", "--emit", "module", "--interpret", "-o", str(out), stdin=SIMPLE)
    assert r.returncode == 0, r.stderr
    assert "portable" in r.stderr  # a note says which module this is
    head = out.read_text().splitlines()[:4]
    assert any("Runs on:" in h for h in head) and any("numpy<2.4" in h for h in head)
    # run it as its header says (a fresh process: the interpreter must be on when triton is first imported)
    probe = (f"import importlib.util, sys, torch\nspec = importlib.util.spec_from_file_location('m', {str(out)!r})\n"
             "m = importlib.util.module_from_spec(spec); sys.modules['m'] = m; spec.loader.exec_module(m)\n"
             "x = torch.randn(37); want = x * 2; m.twice(x); assert torch.equal(x, want); print('ok')\n")
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, TRITON_INTERPRET="1"))
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr[-2000:]


def test_gluon_module_states_its_needs_and_fails_in_one_line_without_a_hopper_gpu(tmp_path):
    out = tmp_path / "gemm_mod.py"
    r = tlx("compile", "kernels/gemm_ws.tlx", "-o", str(out))  # a .py output defaults to --emit module
    assert r.returncode == 0, r.stderr
    head = "\n".join(out.read_text().splitlines()[:5])
    assert "Runs on: an NVIDIA Hopper GPU (sm_90a)" in head and "--interpret" in head
    if torch.cuda.is_available() and torch.cuda.get_device_capability()[0] == 9:
        pytest.skip("this machine can run it")
    probe = (f"import importlib.util, sys, torch\nspec = importlib.util.spec_from_file_location('m', {str(out)!r})\n"
             "m = importlib.util.module_from_spec(spec); sys.modules['m'] = m; spec.loader.exec_module(m)\n"
             "a = torch.zeros(128, 128, dtype=torch.float16)\nm.gemm_ws(a, a, a.clone())\n")
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=300)
    last = r.stderr.strip().splitlines()[-1]
    assert r.returncode != 0 and last.startswith("RuntimeError: this module runs warp-specialized Gluon kernels")
    assert "Hopper" in last and "--emit triton" in last and "active drivers" not in r.stderr


def _stderr_on_a_terminal(args, env):
    master, slave = pty.openpty()
    e = dict(os.environ, PYTHONPATH=ROOT, **env)
    p = subprocess.Popen([sys.executable, "-m", "tlx", *args], stdout=subprocess.DEVNULL, stderr=slave, cwd=ROOT,
                         env=e)
    os.close(slave)
    chunks = []
    while True:
        try:
            b = os.read(master, 4096)
        except OSError:
            break
        if not b:
            break
        chunks.append(b)
    p.wait(timeout=300)
    os.close(master)
    return p.returncode, b"".join(chunks).decode(errors="replace")


def test_progress_on_a_terminal_only():
    args = ["compile", "kernels/jagged_attention.tlx", "--emit", "scheduled"]
    rc, err = _stderr_on_a_terminal(args, {"TLX_PROGRESS_AFTER": "0"})
    assert rc == 0 and "tlx: kernels/jagged_attention.tlx: " in err
    assert any(f": {s} (" in err for s in ("ast", "ir", "scheduled")), err
    r = tlx(*args, env={"TLX_PROGRESS_AFTER": "0"})  # stderr is a pipe: quiet
    assert r.returncode == 0 and r.stderr == ""
