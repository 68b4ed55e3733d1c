"""Shared test setup: make the repository importable, register markers, and the `--update-golden` switch."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


FUZZ_SAMPLE = 4  # without CI / --fuzz-all, run every 4th fuzz input (the same ones each run)


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="rewrite golden files from the current output instead of comparing (review the diff); "
                          "TLX_UPDATE_GOLDEN=1 does the same")
    parser.addoption("--fuzz-all", action="store_true", default=False,
                     help="run all ~1,300 front-end fuzz inputs (the default when the CI environment variable is "
                          f"set; otherwise every {FUZZ_SAMPLE}th)")


def _fuzz_all(config) -> bool:
    return config.getoption("--fuzz-all") or os.environ.get("CI", "") not in ("", "0", "false")


def pytest_collection_modifyitems(config, items):
    """Keep the default suite lean: the fuzz tail runs in CI (CI=1, as CI services set it) or with --fuzz-all."""
    if _fuzz_all(config):
        return
    keep, drop = [], []
    n = 0
    for it in items:
        if it.originalname == "test_fuzz" and it.module.__name__.endswith("test_fuzz"):
            (keep if n % FUZZ_SAMPLE == 0 else drop).append(it)
            n += 1
        else:
            keep.append(it)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs a CUDA GPU (skipped elsewhere)")


@pytest.fixture
def update_golden(request) -> bool:
    """True when goldens should be rewritten. Without it a missing or different golden fails the test."""
    return bool(request.config.getoption("--update-golden")) or \
        os.environ.get("TLX_UPDATE_GOLDEN", "") not in ("", "0")


# The protocol proof of a big kernel runs to closure (seconds: the flagship meets ~4,000 states). The tests of
# the proof itself and the mutation suite prove every build they compile; the other tests, which compile the
# same kernels to test codegen, numerics or the op, stop the search at its budget (TLX_VERIFY_SAMPLED=1: the
# build is then marked as checked on samples only, and the compile cache keeps such builds apart).
PROOF_MODULES = ("test_protocol", "test_mutations", "test_fuzz", "test_opt", "test_op_picks_proved", "test_reductions")  # (test_opt: `tlx check` says OK)


@pytest.fixture(autouse=True)
def _proof_depth(request, monkeypatch):
    if request.module.__name__.rsplit(".", 1)[-1] not in PROOF_MODULES:
        monkeypatch.setenv("TLX_VERIFY_SAMPLED", "1")


# The verdict cache (tlx/passes/verify_protocol.py) is keyed by the verifier's sources, not by its state in a
# process: these modules patch the verifier's internals (limits, schedules, the solver, spies on the search, the
# shared-memory limit) and prove afresh, so they neither read nor write it.
FRESH_PROOF_MODULES = ("test_protocol", "test_protocol_undecided", "test_reductions", "test_dynamic_tiles")


@pytest.fixture(autouse=True)
def _no_verdict_cache(request, monkeypatch):  # (a name of its own: a module's fixture of the same name shadows it)
    if request.module.__name__.rsplit(".", 1)[-1] in FRESH_PROOF_MODULES:
        monkeypatch.setenv("TLX_VERIFY_CACHE", "0")
