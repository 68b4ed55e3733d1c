"""Torch ops built from tlx kernels."""
from .jagged_attention import jagged_attention  # noqa: F401
from . import jagged_attention_bwd  # noqa: F401  (registers the autograd formula of jagged_attention)
