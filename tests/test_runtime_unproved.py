"""A kernel whose barrier protocol the verifier checked on sampled inputs only (not proved for every input) is never
run as if it were proved: `load_kernel_module(require_proof=True)` (what the ops use) refuses it at the kernel's
line, a plain load warns, and TLX_VERIFY_SAMPLED=1 (the caller asked for the sampled search) loads it. The verdict
travels with the compile cache, so a cache hit refuses too."""
import os
import warnings

import pytest

import tlx.passes.verify_protocol as vp
from tlx import runtime
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNEL = os.path.join(ROOT, "kernels", "matmul.tlx")
WHY = "the trip count of the loop at 9:5 moves with several inputs or against one, which the exploration does not model"


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setenv("TLX_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(runtime, "_MODULES", {})


def _unprovable(monkeypatch):
    # stands in for a kernel the verifier cannot model (its search is tested in test_protocol*.py)
    monkeypatch.setattr(vp, "verify_kernel", lambda k, arch: WHY)


def test_op_load_refuses_an_unproved_build_at_the_kernel_line(monkeypatch, fresh):
    _unprovable(monkeypatch)
    with pytest.raises(TlxError) as e:
        runtime.load_kernel_module(KERNEL, {"BLOCK_M": 32}, require_proof=True)
    msg = str(e.value)
    line = next(i for i, ln in enumerate(open(KERNEL), 1) if ln.startswith("kernel matmul("))
    assert f"matmul.tlx:{line}:1: error: kernel 'matmul' (triton build)" in msg, msg
    assert "not proved for every input" in msg and WHY in msg and "TLX_VERIFY_SAMPLED=1" in msg, msg
    assert "runtime.py" not in msg and "Traceback" not in msg


def test_plain_load_warns_and_the_cache_keeps_the_verdict(monkeypatch, fresh):
    _unprovable(monkeypatch)
    with pytest.warns(runtime.TlxUnprovedWarning, match="not proved for every input"):
        mod = runtime.load_kernel_module(KERNEL, {"BLOCK_M": 32})
    assert hasattr(mod, "matmul")
    monkeypatch.undo()  # the verifier back, but the build now comes from the cache: its verdict with it
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    monkeypatch.setenv("TLX_CACHE_DIR", str(fresh_dir(mod)))
    monkeypatch.setattr(runtime, "_MODULES", {})
    with pytest.raises(TlxError, match="checked on sampled inputs only"):
        runtime.load_kernel_module(KERNEL, {"BLOCK_M": 32}, require_proof=True)


def fresh_dir(mod):
    # the cache directory the module was written to (<dir>/compile/<file>)
    return os.path.dirname(os.path.dirname(mod.__file__))


def test_sampled_search_opt_in_and_proved_builds_load_quietly(monkeypatch, fresh):
    with warnings.catch_warnings():
        warnings.simplefilter("error", runtime.TlxUnprovedWarning)
        assert runtime.load_kernel_module(KERNEL, {"BLOCK_M": 32}, require_proof=True)  # proved: no word
        _unprovable(monkeypatch)
        monkeypatch.setenv("TLX_VERIFY_SAMPLED", "1")
        assert runtime.load_kernel_module(KERNEL, {"BLOCK_M": 64}, require_proof=True)


def test_a_build_loaded_under_the_opt_in_is_not_served_without_it(monkeypatch, fresh):
    # the in-process memo, like the disk cache, keeps builds of the sampled search apart
    _unprovable(monkeypatch)
    monkeypatch.setenv("TLX_VERIFY_SAMPLED", "1")
    assert runtime.load_kernel_module(KERNEL, {"BLOCK_M": 16}, require_proof=True)
    monkeypatch.delenv("TLX_VERIFY_SAMPLED")
    with pytest.raises(TlxError, match="not proved for every input"):
        runtime.load_kernel_module(KERNEL, {"BLOCK_M": 16}, require_proof=True)


def test_op_plan_memos_are_not_served_without_the_opt_in(monkeypatch):
    # the ops' plans (forward, packed) are memoized per config: one built under TLX_VERIFY_SAMPLED=1 holds a module
    # the proof did not close for, so a call without the opt-in builds a new plan (whose load then refuses)
    from tlx.ops.launch import usable

    class Plan:
        sampled = True
    monkeypatch.setenv("TLX_VERIFY_SAMPLED", "1")
    assert usable(Plan)
    monkeypatch.setenv("TLX_VERIFY_SAMPLED", "0")
    assert not usable(Plan)
    monkeypatch.delenv("TLX_VERIFY_SAMPLED")
    assert not usable(Plan) and not usable(None)
    Plan.sampled = False
    assert usable(Plan)


def test_tlx_compile_says_when_a_build_is_not_proved(monkeypatch, fresh, capsys, tmp_path):
    from tlx.cli import main
    _unprovable(monkeypatch)
    out = tmp_path / "m.py"
    for _ in range(2):  # compiled, then a cache hit: both say it
        assert main(["compile", KERNEL, "-o", str(out)]) == 0
        err = capsys.readouterr().err
        assert "warning: kernel 'matmul' (triton build): the barrier protocol is checked on sampled inputs only" in err, err
    assert out.read_text()
