"""Shared test setup: make the repository importable, register markers, and the `--update-golden` switch."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="rewrite golden files from the current output instead of comparing (review the diff); "
                          "TLX_UPDATE_GOLDEN=1 does the same")


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs a CUDA GPU (skipped elsewhere)")


@pytest.fixture
def update_golden(request) -> bool:
    """True when goldens should be rewritten. Without it a missing or different golden fails the test."""
    return bool(request.config.getoption("--update-golden")) or \
        os.environ.get("TLX_UPDATE_GOLDEN", "") not in ("", "0")
