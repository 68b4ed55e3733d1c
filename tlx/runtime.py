"""One on-disk cache for everything tlx compiles, and the loader of generated kernel modules.

The op, `tlx compile` and ahead-of-time builds share one directory: `$TLX_CACHE_DIR`, else
`$XDG_CACHE_HOME/tlx`, else `~/.cache/tlx` (delete it to start over; point TLX_CACHE_DIR elsewhere to move it).
An entry is keyed by everything that changes the output: the source text and its directory, the stage, -D
values, target, arch, kernel, interpret, and the tlx compiler's own sources and the triton version; its
manifest also records a hash of every `include`d file, checked on each hit, so an edited included file
compiles anew. Entries are written to a temporary name and renamed (a reader never sees half a file) under a
per-entry file lock (parallel processes compile an entry once); an entry that does not read back intact is
compiled again, never an error. Protocol verdicts have their own, finer-keyed entries under `proof/`
(tlx/passes/verify_protocol.py: they outlive commits that change only code generation or the ops).
"""
from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import sys
import threading

from . import __version__
from .compiler import Options, compile_text
from .passes.verify_protocol import overflow_when_sampled, sampled_search

_EXT = {"triton": ".py", "gluon": ".py", "module": ".py", "ptx": ".ptx", "cubin": ".cubin", "sass": ".sass",
        "ttgir": ".ttgir"}
_LOCK = threading.Lock()


def cache_dir() -> str:
    d = os.environ.get("TLX_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "tlx")
    os.makedirs(d, exist_ok=True)
    return d


_FP = None


def _fingerprint():
    # generated code depends on the compiler itself: its sources, and the triton it generates for
    global _FP
    if _FP is None:
        from importlib.metadata import PackageNotFoundError, version
        h = hashlib.sha256(__version__.encode())
        root = os.path.dirname(os.path.abspath(__file__))
        for dp, dns, fs in os.walk(root):
            dns.sort()
            for f in sorted(fs):
                if f.endswith((".py", ".lark")):
                    with open(os.path.join(dp, f), "rb") as fh:
                        h.update(f.encode() + b"\0" + fh.read())
        try:
            h.update(version("triton").encode())
        except PackageNotFoundError:
            pass
        _FP = h.hexdigest()[:16]
    return _FP


def _sha(data) -> str:
    return hashlib.sha256(data if isinstance(data, bytes) else data.encode()).hexdigest()


def cacheable(options: Options) -> bool:
    """Printing the IR or pass timings is a side effect of compiling: such runs bypass the cache."""
    return not (options.print_ir_after_all or options.print_ir_after or options.print_ir_before
                or options.pass_timing)


def compile_key(text: str, path: str, emit: str, options: Options) -> str:
    from .passes.plan_gluon import NAMED_TURNS  # (TLX_NAMED_TURNS, an A/B switch of the Gluon printer)
    blob = json.dumps({"named_turns": NAMED_TURNS, "src": _sha(text), "dir": os.path.dirname(os.path.abspath(path)),
                       "emit": emit,
                       "defines": sorted((k, repr(v)) for k, v in options.defines.items()),
                       "target": options.target, "arch": options.arch, "kernel": options.kernel,
                       "interpret": options.interpret, "tlx": _fingerprint(),
                       # a build proved on samples only is not served to a build that must be proved
                       "sampled": sampled_search(), "overflow_sampled": overflow_when_sampled()}, sort_keys=True)
    return _sha(blob)[:32]


def _read(base: str, key: str, main: str):
    """(output, payload file, sources) of an entry, or None if absent, stale (an included file changed) or not
    intact. Payload files are named by their content, so a module imported from one never changes under it."""
    try:
        with open(os.path.join(base, key + ".json"), encoding="utf-8") as f:
            man = json.load(f)
        for p, h in man["sources"].items():
            if p != main:
                with open(p, "rb") as f:
                    if _sha(f.read()) != h:
                        return None
        file = os.path.join(base, os.path.basename(man["file"]))
        with open(file, "rb") as f:
            data = f.read()
        if _sha(data) != man["sha"]:
            return None
        return (data if man["binary"] else data.decode("utf-8")), file, list(man["sources"]), dict(man["unproved"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):  # missing or corrupt: compile again
        return None


def _write_atomic(path: str, data: bytes):
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


@contextlib.contextmanager
def _file_lock(path: str):
    import fcntl
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def cached_compile(text: str, path: str, emit: str, options: Options | None = None, progress=None):
    """`compile_text(...).outputs[emit]` through the cache: returns (output, file holding it, hit)."""
    return _cached(text, path, emit, options or Options(), progress)[:3]


def _unproved(c) -> dict:
    """{kernel name: [why, file, line, col]} of the kernels whose barrier protocol the verifier checked on sampled
    inputs only (not proved for every input); kept in the cache entry, so a hit knows it too."""
    spans = {k.attrs.get("sym_name"): k.span for k in (c.scheduled.kernels() if c.scheduled is not None else [])}
    out = {}
    for name, why in (c.ctx.protocol_sampled if c.ctx is not None else {}).items():  # (no ctx: an early stage)
        sp = spans.get(name)
        out[name] = [why, *((sp.file, sp.line, sp.col) if sp is not None else ("<unknown>", 0, 0))]
    return out


def _cached(text, path, emit, options, progress=None):
    """(output, file, hit, sources, unproved kernels) of a compile through the cache."""
    if not cacheable(options):
        c = compile_text(text, path, emit, options, progress)
        return c.outputs[emit], None, False, [], _unproved(c)
    base = os.path.join(cache_dir(), "compile")
    os.makedirs(base, exist_ok=True)
    key = compile_key(text, path, emit, options)
    main = os.path.abspath(path)
    got = _read(base, key, main)
    if got is not None:
        return (*got[:2], True, *got[2:])
    with _LOCK, _file_lock(os.path.join(base, key + ".lock")):
        got = _read(base, key, main)  # another process may have compiled it while this one waited
        if got is not None:
            return (*got[:2], True, *got[2:])
        c = compile_text(text, path, emit, options, progress)
        out = c.outputs[emit]
        data = out if isinstance(out, bytes) else out.encode("utf-8")
        sha = _sha(data)
        file = os.path.join(base, f"{key}-{sha[:16]}{_EXT.get(emit, '.txt')}")
        sources = {os.path.abspath(p): _sha(t) for p, t in c.sources.items()}
        _write_atomic(file, data)
        # the manifest is written last: it is what makes the entry valid
        unproved = _unproved(c)
        man = {"sources": sources, "sha": sha, "file": os.path.basename(file), "binary": isinstance(out, bytes),
               "emit": emit, "path": main, "unproved": unproved}
        _write_atomic(os.path.join(base, key + ".json"), json.dumps(man, indent=1).encode())
        return out, file, False, list(sources), unproved


def unproved_message(name: str, target: str, why: str) -> str:
    """What `tlx check`, `tlx compile` and the runtime say of a kernel whose protocol is checked on samples only
    (or proved with the overflow obligations off: verify_protocol.overflow_check)."""
    if why.startswith("proved for exact integers only"):
        return f"kernel '{name}' ({target} build): the barrier protocol is not proved for the device's integers: {why}"
    return (f"kernel '{name}' ({target} build): the barrier protocol is checked on sampled inputs only, not proved for "
            f"every input: {why}")


def _unproved_build(unproved: dict, target: str, refuse: bool):
    from .diagnostics import Diagnostic, Span, TlxError
    diags = [Diagnostic(Span(f, line, col), unproved_message(name, target, why),
                        severity="error" if refuse else "warning")
             for name, (why, f, line, col) in sorted(unproved.items())]
    if refuse:
        raise TlxError(diags[:1] + [Diagnostic(diags[0].span, "this build is refused: set TLX_VERIFY_SAMPLED=1 to "
                                               "run it checked on samples only", severity="note")])
    import warnings
    warnings.warn("\n".join(d.render() for d in diags), TlxUnprovedWarning, stacklevel=3)


class TlxUnprovedWarning(UserWarning):
    """A loaded kernel's barrier protocol is checked on sampled inputs only (load_kernel_module)."""


def cached_compile_file(path: str, emit: str, options: Options | None = None):
    from .frontend.parser import read_source
    return cached_compile(read_source(path), path, emit, options)


_MODULES: dict = {}  # (path, defines, target, interpret, require_proof, sampled) -> (module, [(file, mtime)])


def load_kernel_module(path: str, defines: dict | None = None, target: str = "triton", interpret: bool = False,
                       require_proof: bool = False):
    """Return the generated Python module for `path` (compiling it if needed).

    A kernel whose barrier protocol the verifier could check on sampled inputs only (not prove for every input) is
    refused with require_proof (the ops: a build of theirs that is not proved must not run), else loaded with a
    warning; TLX_VERIFY_SAMPLED=1 (the caller asked for the sampled search) loads it either way."""
    defines = dict(defines or {})
    # (a build loaded under TLX_VERIFY_SAMPLED=1 is not served to a call without it, as in the disk cache)
    memo = (os.path.abspath(path), tuple(sorted((k, repr(v)) for k, v in defines.items())), target, interpret,
            require_proof, sampled_search())
    hit = _MODULES.get(memo)
    if hit is not None and all(_mtime(p) == t for p, t in hit[1]):
        return hit[0]
    emit = "triton" if target == "triton" else "module"
    from .frontend.parser import read_source
    _, file, _, sources, unproved = _cached(read_source(path), path, emit,
                                            Options(defines=defines, target=target, interpret=interpret))
    if unproved and not sampled_search():
        _unproved_build(unproved, target, require_proof)
    stamps = [(p, _mtime(p)) for p in sources]
    name = "tlx_generated_" + os.path.basename(file).removesuffix(".py").replace("-", "_")
    mod = sys.modules.get(name)
    if mod is None:
        spec = importlib.util.spec_from_file_location(name, file)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod  # triton's JIT looks its functions' module up by name
        # @triton.jit picks the interpreter when a function is defined: set the flag only for this module's
        # definitions, so the rest of the process (e.g. ahead-of-time Gluon compiles) is unaffected
        old = os.environ.get("TRITON_INTERPRET")
        if interpret:
            # triton's own @jit helpers become interpreted functions if their module is first imported under
            # the flag (or Gluon is first imported by triton's argument binder in the middle of an interpreted
            # run, while the interpreter has triton.language patched), and Gluon then refuses to import in this
            # process: import both before setting it
            import triton.experimental.gluon  # noqa: F401
            import triton.experimental.gluon.language  # noqa: F401
            import triton.language  # noqa: F401
            os.environ["TRITON_INTERPRET"] = "1"
        try:
            spec.loader.exec_module(mod)
        except BaseException:
            sys.modules.pop(name, None)
            raise
        finally:
            if interpret:
                if old is None:
                    os.environ.pop("TRITON_INTERPRET", None)
                else:
                    os.environ["TRITON_INTERPRET"] = old
    _MODULES[memo] = (mod, stamps)
    return mod


def _mtime(p):
    try:
        return os.stat(p).st_mtime_ns
    except OSError:
        return None


def kernel_path(name: str) -> str:
    """Path of a kernel shipped with tlx: the source tree's kernels/ or the installed tlx/kernels/."""
    here = os.path.dirname(os.path.abspath(__file__))
    for d in (os.path.join(os.path.dirname(here), "kernels"), os.path.join(here, "kernels")):
        p = os.path.join(d, name)
        if os.path.isfile(p):
            return p
    raise FileNotFoundError(f"tlx kernel {name!r} not found")
