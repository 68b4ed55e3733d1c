"""The compiler driver: one ordered list of stages serves `tlx compile --emit` and the Python API."""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from typing import Callable

from .diagnostics import TlxError, error, Span
from .frontend import ast as A
from .frontend.lower import Lowerer
from .frontend.parser import parse, read_source
from .ir.core import clone_module
from .ir.printer import print_module
from .ir.verifier import verify_module
from .passes.dependency_graph import graph_text
from .passes.manager import TARGETS, CompileContext, PassManager
from .passes.pipeline import pipeline


@dataclass(frozen=True)
class Options:
    """What the caller asks for. Never mutated by the compiler (it is frozen); the stage asked for and
    `target` together decide the pipeline (see `resolve_target`)."""
    defines: dict = field(default_factory=dict)
    target: str = ""  # "gluon" (Hopper, warp-specialized), "triton" (portable) or "" (the emitted stage's own)
    arch: str = "sm_90a"
    print_ir_after_all: bool = False
    print_ir_after: tuple = ()
    print_ir_before: tuple = ()
    pass_timing: bool = False
    kernel: str = ""  # which kernel of the file (default: the only / first one)
    interpret: bool = False  # portable code for the CPU interpreter (upcasts bf16)


class _Outputs(dict):
    """Each stage's text by stage name. A stage may give a function instead of its text when the text is costly
    and most compilations never read it (the syntax tree's dump costs as much as lowering the tree): it is made on
    first read, from state the later stages do not change."""

    def __getitem__(self, k):
        v = dict.__getitem__(self, k)
        if callable(v):
            v = v()
            dict.__setitem__(self, k, v)
        return v

    def get(self, k, default=None):
        return self[k] if k in self else default


@dataclass
class Compilation:
    """State threaded through the stages; each stage fills one field."""
    path: str
    text: str
    options: Options
    target: str = "triton"  # the pipeline this compilation runs (resolved once, from the stage and the options)
    ast: object = None
    ir: object = None
    scheduled: object = None
    ctx: object = None  # the passes' CompileContext (timings, analyses)
    included: dict = field(default_factory=dict)  # path -> text of every `include`d file
    outputs: dict = field(default_factory=lambda: _Outputs())

    @property
    def sources(self):
        return {self.path: self.text, **self.included}


def _load_includes(c: Compilation, path: str, module: A.Module, seen) -> A.Module:
    items = []
    for it in module.items:
        if isinstance(it, A.Include):
            p = os.path.join(os.path.dirname(path), it.path)
            ap = os.path.abspath(p)
            if ap in seen:
                raise error(it.span, f"include cycle: '{it.path}' is already being included")
            if not os.path.isfile(p):
                raise error(it.span, f"cannot find included file '{it.path}'")
            try:
                text = read_source(p)
            except ValueError as e:  # too large
                raise error(it.span, f"cannot include '{it.path}': {e}") from None
            c.included[p] = text
            items += list(_load_includes(c, p, parse(text, p), seen | {ap}).items)
        else:
            items.append(it)
    return A.Module(module.span, tuple(items))


def stage_ast(c: Compilation):
    c.ast = ast = _load_includes(c, c.path, parse(c.text, c.path), {os.path.abspath(c.path)})
    return lambda: A.dump(ast)  # (immutable: the same text whenever it is read)


def stage_ir(c: Compilation):
    c.ir = Lowerer(c.ast, c.options.defines, c.sources, c.target).lower()
    if c.options.kernel:
        ks = [k for k in c.ir.ops if k.attrs["sym_name"] == c.options.kernel]
        if not ks:
            raise error(Span(c.path, 1, 1), f"no kernel named '{c.options.kernel}' in {c.path}")
        c.ir.ops = ks
    verify_module(c.ir)
    return print_module(c.ir)


def context(c: Compilation) -> CompileContext:
    o = c.options
    return CompileContext(target=c.target, arch=o.arch, defines=dict(o.defines),
                          print_ir_after_all=o.print_ir_after_all, print_ir_after=tuple(o.print_ir_after),
                          print_ir_before=tuple(o.print_ir_before), pass_timing=o.pass_timing)


def stage_scheduled(c: Compilation):
    c.ctx = context(c)
    c.scheduled = PassManager(pipeline(c.target), c.ctx).run(clone_module(c.ir))
    return print_module(c.scheduled)


def stage_graph(c: Compilation):
    return graph_text(c.scheduled, c.ctx) or "// no dependency graph: the kernels have no roles\n"


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
    target: str = ""  # the pipeline this stage belongs to ("" = the option's, default triton)


STAGES = [
    Stage("ast", stage_ast, "the untyped syntax tree"),
    Stage("ir", stage_ir, "typed IR after lowering (one specialization)", "ast"),
    Stage("scheduled", stage_scheduled, "IR after the scheduling and safety passes", "ir"),
    Stage("graph", stage_graph, "the cross-role dependency graph of the Gluon build (Graphviz dot)", "scheduled",
          "gluon"),
    Stage("triton", stage_triton, "portable @triton.jit Python source", "scheduled", "triton"),
    Stage("gluon", stage_gluon, "warp-specialized Gluon source for Hopper", "scheduled", "gluon"),
    # (built from either pipeline's source: "source" is the compilation's target's own stage, gluon by default)
    Stage("ttgir", lambda c: _aot(c, "ttgir"), "Triton GPU IR of the kernels", "source"),
    Stage("ptx", lambda c: _aot(c, "ptx"), "PTX for --arch", "source"),
    Stage("cubin", lambda c: _aot(c, "cubin"), "cubin for --arch (binary)", "source"),
    Stage("sass", lambda c: _aot(c, "sass"), "SASS disassembly of the cubin", "source"),
    Stage("module", lambda c: _aot(c, "module"), "a self-contained Python module with a launcher", "gluon", "gluon"),
]
STAGE_NAMES = [s.name for s in STAGES]


def _chain(name, target=""):
    by = {s.name: s for s in STAGES}
    chain = []
    s = by[name]
    while s:
        chain.append(s)
        s = by.get(target or "gluon" if s.needs == "source" else s.needs)
    return list(reversed(chain))


def resolve_target(emit: str, options: Options) -> str:
    """The pipeline a compilation to `emit` runs: the stage's own (gluon for gluon/ptx/cubin/..., triton for
    triton), else options.target, else triton. Asking a stage of one target with the other is an error."""
    want = options.target
    if want and want not in TARGETS:
        raise ValueError(f"unknown target {want!r}; choose from {', '.join(TARGETS)}")
    forced = [s.target for s in _chain(emit, want) if s.target]
    if forced:
        if want and want != forced[-1]:
            raise ValueError(f"stage '{emit}' is built by the {forced[-1]} pipeline, not {want}")
        return forced[-1]
    return want or "triton"


def compile_text(text: str, path: str = "<string>", emit: str = "ir", options: Options | None = None,
                 progress: Callable | None = None):
    """Run the stages up to `emit`; returns the Compilation (result text in .outputs[emit]).
    progress(stage name) is called as each stage starts (the CLI shows it on a terminal for slow compiles)."""
    if emit not in STAGE_NAMES:
        raise ValueError(f"unknown stage {emit!r}; choose from {', '.join(STAGE_NAMES)}")
    options = options or Options()
    c = Compilation(path, text, options, resolve_target(emit, options))
    try:
        for s in _chain(emit, c.target):
            if progress is not None:
                progress(s.name)
            c.outputs[s.name] = s.run(c)
    except TlxError as e:
        e.sources = {**c.sources, **e.sources}
        raise
    return c


def compile_file(path: str, emit: str = "ir", options: Options | None = None):
    text = read_source(path)
    return compile_text(text, path, emit, options)


def check_file(path: str, options: Options | None = None, text: str | None = None) -> list:
    """Verify every target's build of path (each is its own specialization: `TARGET` differs, so a branch may
    live in one build only). Returns the scheduled Compilation of each target; raises on the first error.
    `text`: the source when it does not come from the file (e.g. stdin)."""
    options = options or Options()
    text = read_source(path) if text is None else text
    targets = (options.target,) if options.target else TARGETS
    done = []
    for t in targets:
        try:
            done.append(compile_text(text, path, "scheduled", replace(options, target=t)))
        except TlxError as e:
            if done:  # the other build passed: say which build this is
                e.diagnostics[0].message += f" (in the {t} build, where TARGET == \"{t}\")"
            raise
    return done
