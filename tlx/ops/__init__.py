"""Torch ops built from tlx kernels."""
from .jagged_attention import jagged_attention  # noqa: F401
