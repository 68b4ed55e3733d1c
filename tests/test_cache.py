"""The one on-disk cache (tlx/runtime.py): keyed by everything that changes the output (included files too), shared
by parallel processes (one compiles, the others read), and a corrupt entry is compiled again, never an error."""
import glob
import json
import os
import subprocess
import sys

import pytest

from tlx.compiler import Options
from tlx.runtime import cached_compile, cached_compile_file, load_kernel_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAIN = '''include "lib.tlx"
kernel scale(x: f32[N], BLOCK: const = 16):
    tiles b in range(cdiv(N, BLOCK))
    i = b * BLOCK + arange(BLOCK)
    x[i] = x[i] * SCALE where i < N
'''


@pytest.fixture
def cache(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("TLX_CACHE_DIR", str(d))
    return d


def _sources(tmp_path, scale="2.5"):
    (tmp_path / "lib.tlx").write_text(f"const SCALE = {scale}\n")
    (tmp_path / "main.tlx").write_text(MAIN)
    return str(tmp_path / "main.tlx")


def test_repeat_is_a_hit_and_an_included_file_change_is_not(tmp_path, cache):
    path = _sources(tmp_path)
    out, file, hit = cached_compile_file(path, "triton")
    assert not hit and "2.5" in out and file.startswith(str(cache))
    out2, _, hit = cached_compile_file(path, "triton")
    assert hit and out2 == out
    (tmp_path / "lib.tlx").write_text("const SCALE = 7.25\n")  # the main file is untouched
    out3, _, hit = cached_compile_file(path, "triton")
    assert not hit and "7.25" in out3 and "2.5" not in out3
    # -D values, the stage and the target are part of the key
    assert not cached_compile_file(path, "triton", Options(defines={"BLOCK": "32"}))[2]
    assert not cached_compile_file(path, "ir")[2]


def test_loaded_module_follows_an_included_file(tmp_path, cache):
    path = _sources(tmp_path)
    # (not interpreted: loading an interpreted module first in a process would make triton's library functions
    # interpreted ones, and Gluon cannot be imported after that)
    m1 = load_kernel_module(path, {}, "triton")
    assert load_kernel_module(path, {}, "triton") is m1
    (tmp_path / "lib.tlx").write_text("const SCALE = 9.5\n")
    os.utime(tmp_path / "lib.tlx", ns=(1, 10**18))  # a distinct mtime even on coarse clocks
    m2 = load_kernel_module(path, {}, "triton")
    assert m2 is not m1 and "9.5" in open(m2.__file__).read()


@pytest.mark.parametrize("damage", ["payload", "manifest", "truncate", "delete-payload"])
def test_corrupt_entry_is_rebuilt(tmp_path, cache, damage):
    path = _sources(tmp_path)
    good, file, _ = cached_compile_file(path, "triton")
    man = os.path.join(os.path.dirname(file), os.path.basename(file).split("-")[0] + ".json")
    if damage == "payload":
        open(file, "w").write("garbage = (\n")
    elif damage == "manifest":
        open(man, "wb").write(b"\x00\xff not json")
    elif damage == "truncate":
        open(file, "r+").truncate(10)
    else:
        os.remove(file)
    out, _, hit = cached_compile_file(path, "triton")
    assert out == good and not hit
    assert cached_compile_file(path, "triton")[2]  # repaired
    assert json.load(open(man))["sha"]


def test_print_options_bypass_the_cache(tmp_path, cache, capsys):
    path = _sources(tmp_path)
    cached_compile_file(path, "scheduled")
    out, file, hit = cached_compile_file(path, "scheduled", Options(print_ir_after=("canonicalize",)))
    assert not hit and file is None and "canonicalize" in capsys.readouterr().err


PARALLEL = r'''
import hashlib, sys
sys.path.insert(0, sys.argv[1])
from tlx.runtime import cached_compile_file
out, file, hit = cached_compile_file(sys.argv[2], "triton")
print("hit" if hit else "miss", hashlib.sha256(out.encode()).hexdigest())
'''


def test_parallel_processes_compile_once(tmp_path, cache):
    path = _sources(tmp_path)
    env = dict(os.environ, TLX_CACHE_DIR=str(cache))
    procs = [subprocess.Popen([sys.executable, "-c", PARALLEL, ROOT, path], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for _ in range(4)]
    res = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), [e[-2000:] for _, e in res]
    lines = [o.split() for o, _ in res]
    assert len({h for _, h in lines}) == 1
    assert sorted(w for w, _ in lines) == ["hit", "hit", "hit", "miss"]  # the file lock: one compile
    assert not glob.glob(str(cache / "**" / "*.tmp"), recursive=True)


def test_cli_ptx_is_cached_and_aot_shares_the_directory(cache):
    # (in fresh processes: Gluon cannot be imported where an interpreted module was loaded first)
    path = os.path.join(ROOT, "kernels", "gemm_ws.tlx")

    def ptx():
        r = subprocess.run([sys.executable, "-m", "tlx", "compile", path, "--emit", "ptx"], capture_output=True,
                           text=True, cwd=ROOT, env=dict(os.environ, TLX_CACHE_DIR=str(cache)), timeout=300)
        assert r.returncode == 0, r.stderr[-2000:]
        return r.stdout
    first = ptx()
    assert ".entry" in first
    (man,) = glob.glob(str(cache / "compile" / "*.json"))
    stamp = os.stat(man).st_mtime_ns
    assert ptx() == first
    assert os.stat(man).st_mtime_ns == stamp and len(glob.glob(str(cache / "compile" / "*.ptx"))) == 1  # a hit
    assert os.listdir(cache / "aot")  # the generated module that triton compiled came from the same cache


def test_cached_compile_of_text_without_a_file(tmp_path, cache):
    src = MAIN.replace('include "lib.tlx"\n', "const SCALE = 1.5\n")
    a = cached_compile(src, "<stdin>", "triton")
    b = cached_compile(src, "<stdin>", "triton")
    assert not a[2] and b[2] and a[0] == b[0]


# ------------------------------------------------------------------ the verdict cache (tlx/passes/verify_protocol.py)
def _verify_gemm(monkeypatch, proofs):
    """Compile gemm_ws for Gluon as a fresh process would (no in-process memo); `proofs` counts the real proofs."""
    import tlx.passes.verify_protocol as vp
    from tlx.compiler import compile_text
    real = getattr(vp._verify_kernel, "real", vp._verify_kernel)  # (not a count of an earlier call's count)

    def counted(k, arch):
        proofs.append(k)
        return real(k, arch)
    counted.real = real
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setattr(vp, "_verify_kernel", counted)
    path = os.path.join(ROOT, "kernels", "gemm_ws.tlx")
    c = compile_text(open(path).read(), path, "scheduled", Options(target="gluon"))
    return c.ctx.protocol_sampled


def test_a_verdict_is_proved_once_and_keyed_by_mode_and_limit(cache, monkeypatch):
    for v in ("TLX_VERIFY_SAMPLED", "TLX_VERIFY_STATES", "TLX_VERIFY_CACHE"):
        monkeypatch.delenv(v, raising=False)
    proofs = []
    assert _verify_gemm(monkeypatch, proofs) == {} and len(proofs) == 1
    (entry,) = glob.glob(str(cache / "proof" / "*.json"))
    assert json.load(open(entry))["why"] is None  # proved
    assert _verify_gemm(monkeypatch, proofs) == {} and len(proofs) == 1  # read back: not proved again
    monkeypatch.setenv("TLX_VERIFY_STATES", "300")  # another state limit: another verdict
    _verify_gemm(monkeypatch, proofs)
    assert len(proofs) == 2
    monkeypatch.setenv("TLX_VERIFY_SAMPLED", "1")  # the sampled search: another verdict, kept apart
    _verify_gemm(monkeypatch, proofs)
    assert len(proofs) == 3 and len(glob.glob(str(cache / "proof" / "*.json"))) == 3
    monkeypatch.setenv("TLX_VERIFY_CACHE", "0")  # proves afresh
    _verify_gemm(monkeypatch, proofs)
    assert len(proofs) == 4


@pytest.mark.parametrize("damage", ["truncate", "key"])
def test_a_damaged_verdict_is_proved_again(cache, monkeypatch, damage):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    proofs = []
    _verify_gemm(monkeypatch, proofs)
    (entry,) = glob.glob(str(cache / "proof" / "*.json"))
    got = json.load(open(entry))
    with open(entry, "w") as f:
        f.write("{" if damage == "truncate" else json.dumps({**got, "key": "0" * 64}))
    assert _verify_gemm(monkeypatch, proofs) == {} and len(proofs) == 2


def test_sources_changed_under_the_process_are_not_filed(cache, monkeypatch):
    # a checkout that changed after the verifier was imported: this process's verdict is not kept under its key
    import tlx.passes.verify_protocol as vp
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setattr(vp, "_fingerprint_now", lambda: "changed")
    proofs = []
    assert _verify_gemm(monkeypatch, proofs) == {} and len(proofs) == 1
    assert not glob.glob(str(cache / "proof" / "*.json"))


def test_an_unusable_cache_directory_only_costs_the_proof(tmp_path, monkeypatch):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("TLX_CACHE_DIR", str(tmp_path / "file" / "cache"))  # below a file: not a directory
    proofs = []
    assert _verify_gemm(monkeypatch, proofs) == {} and len(proofs) == 1


def test_a_violation_is_not_kept(cache, monkeypatch):
    from tlx.compiler import compile_text
    from tlx.diagnostics import TlxError
    import tlx.passes.verify_protocol as vp
    path = os.path.join(ROOT, "kernels", "gemm_ws.tlx")
    src = open(path).read()
    bad = src.replace("            arrive free[slot]\n", "", 1)  # the loader then waits forever: a deadlock
    assert bad != src
    for _ in range(2):
        monkeypatch.setattr(vp, "_PROVED", {})
        with pytest.raises(TlxError):
            compile_text(bad, path, "scheduled", Options(target="gluon"))
    assert not glob.glob(str(cache / "proof" / "*.json"))


def test_the_verifier_loads_none_of_the_layers_left_out_of_its_fingerprint(cache):
    # the verdict key leaves out code generation, the ops, the CLI and the runtime: a proof must not run their code
    # (tlx.runtime is imported only for the cache's directory and its file helpers)
    code = ("import sys, os; sys.path.insert(0, sys.argv[1]); from tlx.compiler import compile_text, Options; "
            "p = os.path.join(sys.argv[1], 'kernels', 'jagged_attention.tlx'); "
            "compile_text(open(p).read(), p, 'scheduled', Options(target='gluon')); "
            "print(' '.join(m for m in sys.modules if m.startswith('tlx')))")
    r = subprocess.run([sys.executable, "-c", code, ROOT], capture_output=True, text=True, timeout=600,
                       env=dict(os.environ, TLX_CACHE_DIR=str(cache), TLX_VERIFY_SAMPLED="1"))
    assert r.returncode == 0, r.stderr[-2000:]
    from tlx.passes.verify_protocol import _NOT_VERIFIER
    loaded = r.stdout.split()
    assert "tlx.passes.verify_protocol" in loaded
    left_out = {"tlx." + n.removesuffix(".py") for n in _NOT_VERIFIER} - {"tlx.runtime"}
    assert not [m for m in loaded if m in left_out or m.rsplit(".", 1)[0] in left_out
                or any(m.startswith(x + ".") for x in left_out)], loaded
