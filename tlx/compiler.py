"""The compiler driver: one ordered list of stages serves `tlx compile --emit` and the Python API."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable

from .diagnostics import TlxError, error, Span
from .frontend import ast as A
from .frontend.lower import Lowerer
from .frontend.parser import parse, read_source
from .ir.printer import print_module
from .ir.verifier import verify_module


@dataclass
class Options:
    defines: dict = field(default_factory=dict)
    target: str = "triton"  # "triton" (portable) or "gluon" (Hopper, warp-specialized)
    arch: str = "sm_90a"
    print_ir_after_all: bool = False
    print_ir_after: tuple = ()
    print_ir_before: tuple = ()
    pass_timing: bool = False
    kernel: str = ""  # which kernel of the file (default: the only / first one)
    interpret: bool = False  # portable code for the CPU interpreter (upcasts bf16)


@dataclass
class Compilation:
    """State threaded through the stages; each stage fills one field."""
    path: str
    text: str
    options: Options
    ast: object = None
    ir: object = None
    scheduled: object = None
    outputs: dict = field(default_factory=dict)

    @property
    def sources(self):
        return {self.path: self.text}


def _load_includes(c: Compilation, module: A.Module, seen=None) -> A.Module:
    seen = seen or {os.path.abspath(c.path)}
    items = []
    for it in module.items:
        if isinstance(it, A.Include):
            p = os.path.join(os.path.dirname(c.path), it.path)
            ap = os.path.abspath(p)
            if ap in seen:
                raise error(it.span, f"include cycle: '{it.path}' is already being included")
            if not os.path.isfile(p):
                raise error(it.span, f"cannot find included file '{it.path}'")
            text = read_source(p)
            sub = parse(text, p)
            items += list(_load_includes(Compilation(p, text, c.options), sub, seen | {ap}).items)
        else:
            items.append(it)
    return A.Module(module.span, tuple(items))


def stage_ast(c: Compilation):
    c.ast = _load_includes(c, parse(c.text, c.path))
    return A.dump(c.ast)


def stage_ir(c: Compilation):
    c.ir = Lowerer(c.ast, c.options.defines, c.sources, c.options.target).lower()
    if c.options.kernel:
        ks = [k for k in c.ir.ops if k.attrs["sym_name"] == c.options.kernel]
        if not ks:
            raise error(Span(c.path, 1, 1), f"no kernel named '{c.options.kernel}' in {c.path}")
        c.ir.ops = ks
    verify_module(c.ir)
    return print_module(c.ir)


def stage_scheduled(c: Compilation):
    from .ir.core import clone_module
    from .passes.manager import PassManager
    o = c.options
    pm = PassManager(target=o.target, print_after_all=o.print_ir_after_all, print_after=tuple(o.print_ir_after),
                     print_before=tuple(o.print_ir_before), timing=o.pass_timing)
    c.scheduled = pm.run(clone_module(c.ir), {"target": o.target, "arch": o.arch, "outputs": c.outputs})
    return print_module(c.scheduled)


def stage_graph(c: Compilation):
    return c.outputs.get("graph", "// no dependency graph was built for this target\n")


def stage_triton(c: Compilation):
    from .codegen.triton import generate
    src = generate(c.scheduled, interpret=c.options.interpret, path=c.path)
    c.outputs["triton"] = src
    return src


def stage_gluon(c: Compilation):
    from .codegen.gluon import generate
    src = generate(c.scheduled, path=c.path)
    c.outputs["gluon"] = src
    return src


def _aot(c: Compilation, what):
    from .codegen.aot import compile_binary
    return compile_binary(c, what)


@dataclass(frozen=True)
class Stage:
    name: str
    run: Callable
    doc: str
    needs: str = ""  # previous stage it builds on
    target: str = ""  # forces the codegen target ("" = keep the option)


STAGES = [
    Stage("ast", stage_ast, "the untyped syntax tree"),
    Stage("ir", stage_ir, "typed IR after lowering (one specialization)", "ast"),
    Stage("scheduled", stage_scheduled, "IR after the scheduling and safety passes", "ir"),
    Stage("graph", stage_graph, "the cross-role dependency graph (Graphviz dot)", "scheduled"),
    Stage("triton", stage_triton, "portable @triton.jit Python source", "scheduled", "triton"),
    Stage("gluon", stage_gluon, "warp-specialized Gluon source for Hopper", "scheduled", "gluon"),
    Stage("ttgir", lambda c: _aot(c, "ttgir"), "Triton GPU IR of the Gluon kernel", "gluon", "gluon"),
    Stage("ptx", lambda c: _aot(c, "ptx"), "PTX for --arch", "gluon", "gluon"),
    Stage("cubin", lambda c: _aot(c, "cubin"), "cubin for --arch (binary)", "gluon", "gluon"),
    Stage("sass", lambda c: _aot(c, "sass"), "SASS disassembly of the cubin", "gluon", "gluon"),
    Stage("module", lambda c: _aot(c, "module"), "a self-contained Python module with a launcher", "gluon", "gluon"),
]
STAGE_NAMES = [s.name for s in STAGES]


def _chain(name):
    by = {s.name: s for s in STAGES}
    chain = []
    s = by[name]
    while s:
        chain.append(s)
        s = by.get(s.needs)
    return list(reversed(chain))


def compile_text(text: str, path: str = "<string>", emit: str = "ir", options: Options | None = None):
    """Run the stages up to `emit`; returns the Compilation (result text in .outputs[emit])."""
    if emit not in STAGE_NAMES:
        raise ValueError(f"unknown stage {emit!r}; choose from {', '.join(STAGE_NAMES)}")
    options = options or Options()
    chain = _chain(emit)
    forced = [s.target for s in chain if s.target]
    if forced:
        options.target = forced[-1]
    c = Compilation(path, text, options)
    try:
        for s in chain:
            c.outputs[s.name] = s.run(c)
    except TlxError as e:
        e.sources = {**c.sources, **e.sources}
        raise
    return c


def compile_file(path: str, emit: str = "ir", options: Options | None = None):
    text = read_source(path)
    return compile_text(text, path, emit, options)
