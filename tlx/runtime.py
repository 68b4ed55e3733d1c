"""Compile a .tlx kernel to an importable Python module, cached in memory and on disk.

The cache key covers the source text (with includes resolved by the compiler), the compile-time parameters,
the target, and the tlx/triton versions, so a change to any of them compiles anew.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import sys
import threading

from . import __version__
from .compiler import Options, compile_file

_MEM: dict = {}
_FAST: dict = {}  # (path, mtime, defines, target, interpret) -> module: no hashing on the per-call path
_LOCK = threading.Lock()


def cache_dir() -> str:
    d = os.environ.get("TLX_CACHE_DIR") or os.path.join(os.path.expanduser("~"), ".cache", "tlx")
    os.makedirs(d, exist_ok=True)
    return d


_INCLUDE = re.compile(rb'^[ \t]*include[ \t]+"([^"]+)"', re.M)


def _source_digest(path, h=None, seen=None):
    """sha256 of the file and, recursively, of the files it includes: editing an include must change the key."""
    h = h or hashlib.sha256()
    seen = seen if seen is not None else set()
    ap = os.path.abspath(path)
    if ap not in seen:
        seen.add(ap)
        with open(path, "rb") as f:
            src = f.read()
        h.update(src)
        for inc in _INCLUDE.findall(src):
            p = os.path.join(os.path.dirname(path), inc.decode("utf-8", "replace"))
            if os.path.isfile(p):
                _source_digest(p, h, seen)
    return h


def _key(path, defines, target, interpret):
    import triton
    blob = json.dumps({"src": _source_digest(path).hexdigest(), "defines": sorted((k, repr(v)) for k, v in defines.items()),
                       "target": target, "interpret": interpret, "tlx": __version__, "triton": triton.__version__,
                       "codegen": _codegen_hash()}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:24]


_CG_HASH = None


def _codegen_hash():
    # generated code depends on the compiler itself: hash its sources so a changed compiler never reuses stale output
    global _CG_HASH
    if _CG_HASH is None:
        h = hashlib.sha256()
        root = os.path.dirname(__file__)
        for dp, _, fs in sorted(os.walk(root)):
            for f in sorted(fs):
                if f.endswith((".py", ".lark")):
                    with open(os.path.join(dp, f), "rb") as fh:
                        h.update(fh.read())
        _CG_HASH = h.hexdigest()[:16]
    return _CG_HASH


def load_kernel_module(path: str, defines: dict | None = None, target: str = "triton", interpret: bool = False):
    """Return the generated Python module for `path` (compiling it if needed)."""
    defines = dict(defines or {})
    fast = (path, os.stat(path).st_mtime_ns, tuple(sorted((k, repr(v)) for k, v in defines.items())), target,
            interpret)
    mod = _FAST.get(fast)
    if mod is not None:
        return mod
    key = _key(path, defines, target, interpret)
    with _LOCK:
        if key in _MEM:
            _FAST[fast] = _MEM[key]
            return _MEM[key]
        out = os.path.join(cache_dir(), f"{os.path.splitext(os.path.basename(path))[0]}_{target}_{key}.py")
        if not os.path.exists(out):
            emit = "triton" if target == "triton" else "module"
            c = compile_file(path, emit, Options(defines=defines, target=target, interpret=interpret))
            tmp = out + f".{os.getpid()}.tmp"
            with open(tmp, "w") as f:
                f.write(c.outputs[emit])
            os.replace(tmp, out)
        name = f"tlx_generated_{key}"
        spec = importlib.util.spec_from_file_location(name, out)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod  # triton's JIT looks its functions' module up by name
        # @triton.jit picks the interpreter when a function is defined: set the flag only for this module's
        # definitions, so the rest of the process (e.g. ahead-of-time Gluon compiles) is unaffected
        old = os.environ.get("TRITON_INTERPRET")
        if interpret:
            os.environ["TRITON_INTERPRET"] = "1"
        try:
            spec.loader.exec_module(mod)
        finally:
            if interpret:
                if old is None:
                    os.environ.pop("TRITON_INTERPRET", None)
                else:
                    os.environ["TRITON_INTERPRET"] = old
        _MEM[key] = mod
        _FAST[fast] = mod
        return mod


def kernel_path(name: str) -> str:
    """Path of a kernel shipped with tlx: the source tree's kernels/ or the installed tlx/kernels/."""
    here = os.path.dirname(os.path.abspath(__file__))
    for d in (os.path.join(os.path.dirname(here), "kernels"), os.path.join(here, "kernels")):
        p = os.path.join(d, name)
        if os.path.isfile(p):
            return p
    raise FileNotFoundError(f"tlx kernel {name!r} not found")
