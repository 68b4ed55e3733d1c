"""Ahead-of-time compilation of a generated module (the Gluon build's, or the portable build's @triton.jit kernels),
without a GPU.

The generated source is imported from a cache file (Gluon needs real source for inspect), each kernel's
`<name>_example()` builds CPU arguments with the launch signature of real ones, and the JIT's own binder
turns them into the (signature, constexprs, attrs) that `triton.compile` needs for GPUTarget("cuda", 90, 32).
"""
from __future__ import annotations

import hashlib
import importlib.util
import os
import subprocess
import sys
import tempfile

from .. import hw
from ..diagnostics import Span, error



def target_of(arch: str, gluon: bool = False):
    from triton.backends.compiler import GPUTarget
    hw.check_arch(arch, gluon)  # (an arch triton's LLVM does not know aborts the process)
    return GPUTarget("cuda", int(arch.removeprefix("sm_").rstrip("a")), 32)


def load_module(src: str, name_hint: str = "tlx_gen"):
    """Import generated source from a file named by its hash; returns the module."""
    from ..runtime import cache_dir
    cache = os.path.join(cache_dir(), "aot")  # the one tlx cache (see tlx/runtime.py)
    os.makedirs(cache, exist_ok=True)
    h = hashlib.sha256(src.encode()).hexdigest()[:16]
    modname = f"{name_hint}_{h}"
    path = os.path.join(cache, modname + ".py")
    if not os.path.exists(path):
        tmp = path + f".{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(src)
        os.replace(tmp, path)
    if modname in sys.modules:
        return sys.modules[modname]
    spec = importlib.util.spec_from_file_location(modname, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[modname] = mod
    spec.loader.exec_module(mod)
    return mod


def aot_compile(kernel_fn, args, kwargs, target, gluon=True):
    """Compile a @gluon.jit (or @triton.jit) kernel from real call arguments (mirrors the JIT's launch path)."""
    import triton
    from triton.compiler import ASTSource, make_backend
    from triton.experimental.gluon._runtime import GluonASTSource
    from triton.runtime.jit import create_function_from_signature
    backend = make_backend(target)
    binder = create_function_from_signature(kernel_fn.signature, kernel_fn.params, backend)
    bound_args, specialization, options = binder(*args, **kwargs)
    options, signature, constexprs, attrs = kernel_fn._pack_args(backend, kwargs, bound_args, specialization, options)
    src = (GluonASTSource if gluon else ASTSource)(kernel_fn, signature, constexprs, attrs)
    return triton.compile(src, target=target, options=options.__dict__)


def compile_kernels(src: str, arch: str = "sm_90a", only: str = "", spans=None, gluon=True):
    """{kernel name: CompiledKernel} of every kernel of a generated module; checks shared memory."""
    mod = load_module(src)
    target = target_of(arch, gluon)
    out = {}
    for name, (kern, _prepare, example) in mod.TLX_KERNELS.items():
        if only and name != only:
            continue
        grid, args, opts = example()
        ck = aot_compile(kern, args, opts, target, gluon)
        shared = ck.metadata.shared
        limit = hw.smem_limit(arch)
        if shared > limit:
            span = (spans or {}).get(name, Span("<gluon>", 1, 1))
            raise error(span, f"kernel '{name}' needs {shared} bytes of shared memory, more than the "
                        f"{limit} bytes a block of {arch} can have: use fewer stages or smaller tiles")
        out[name] = ck
    return out


def cuobjdump_sass(cubin: bytes) -> str:
    import triton
    tool = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
    with tempfile.NamedTemporaryFile(suffix=".cubin", delete=False) as f:
        f.write(cubin)
        p = f.name
    try:
        r = subprocess.run([tool, "-sass", p], capture_output=True, text=True, check=True)
        return r.stdout
    finally:
        os.unlink(p)


def compile_binary(compilation, what: str):
    """Stage entry point: ttgir / ptx / sass (str), cubin (bytes), module (the self-contained source)."""
    gluon = compilation.target == "gluon"
    src = compilation.outputs[compilation.target]
    if what == "module":
        return src
    if not gluon and compilation.options.interpret:
        raise ValueError("--interpret builds code for the CPU interpreter: it has no GPU binary")
    spans = {k.attrs["sym_name"]: k.span for k in compilation.scheduled.kernels()}
    kernels = compile_kernels(src, compilation.options.arch, compilation.options.kernel, spans, gluon)
    compilation.outputs.setdefault("compiled", kernels)
    if what == "cubin":
        return next(iter(kernels.values())).asm["cubin"]
    texts = []
    for name, ck in kernels.items():
        if what == "sass":
            body = cuobjdump_sass(ck.asm["cubin"])
        else:
            body = ck.asm[what]
        texts.append(f"// ===== {name} (shared memory: {ck.metadata.shared} bytes) =====\n{body}" if len(kernels) > 1
                     else body)
    return "\n".join(texts)
