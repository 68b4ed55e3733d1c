"""Torch ops built from tlx kernels."""
import os as _os
import sys as _sys

import torch as _torch

# Without a GPU the ops run under the Triton interpreter, which has to be chosen before triton is imported.
if not _torch.cuda.is_available() and "triton" not in _sys.modules:
    _os.environ.setdefault("TRITON_INTERPRET", "1")

from .jagged_attention import jagged_attention  # noqa: E402,F401
