"""tlx: a kernel language for NVIDIA GPUs whose compiler checks the asynchronous protocol."""
__version__ = "0.1.0"

from .compiler import Options, STAGE_NAMES, compile_file, compile_text  # noqa: E402,F401
from .diagnostics import TlxError  # noqa: E402,F401
