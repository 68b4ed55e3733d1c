"""Imports every pass module in pipeline order; each module registers itself with @register."""
from . import canonicalize  # noqa: F401
