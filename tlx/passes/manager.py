"""Passes as values, the compile context they share, and the pass manager that runs a pipeline.

A pass is a `Pass` object: a kebab-case name, a doc line, and `apply(module, ctx) -> Module`. Which passes run,
and in which order, is data: the per-target tuples in pipeline.py (never import order). Passes talk to each
other only through the IR and the `CompileContext` (target, arch, options, an analysis cache), never through
option dicts. A pass that needs another one earlier says so (`requires`), and a pipeline that breaks the
rule is rejected before anything runs.
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

from ..ir.core import Module
from ..ir.printer import print_module
from ..ir.verifier import verify_module

TARGETS = ("gluon", "triton")


@dataclass(frozen=True)
class Analysis:
    """A fact computed from the IR on demand and cached in the context until a pass changes the IR."""
    name: str
    compute: Callable  # (Module, CompileContext) -> result
    doc: str = ""


@dataclass
class CompileContext:
    """What a compilation knows besides the IR. Built once per compilation; passes read it, never Options."""
    target: str = "triton"  # "gluon" (Hopper, warp-specialized) or "triton" (portable)
    arch: str = "sm_90a"
    defines: dict = field(default_factory=dict)
    print_ir_after_all: bool = False
    print_ir_after: tuple = ()
    print_ir_before: tuple = ()
    pass_timing: bool = False
    out: object = None  # where IR dumps and timings go (default stderr)
    timings: list = field(default_factory=list)  # (pass name, seconds) of the passes run so far
    # verify-protocol: kernel name -> why its protocol is checked on samples only, not proved (tlx check says so)
    protocol_sampled: dict = field(default_factory=dict)
    _analyses: dict = field(default_factory=dict, repr=False)

    def __post_init__(self):
        if self.target not in TARGETS:
            raise ValueError(f"unknown target {self.target!r}; choose from {', '.join(TARGETS)}")

    def analysis(self, a: Analysis, module: Module):
        """a's result for module, computed at most once until the IR changes."""
        key = (a.name, id(module))
        if key not in self._analyses:
            self._analyses[key] = (module, a.compute(module, self))  # the module is kept so its id stays unique
        return self._analyses[key][1]

    def invalidate(self):
        self._analyses.clear()

    @classmethod
    def coerce(cls, ctx) -> "CompileContext":
        """Accept the old option dicts ({"target": ..., "arch": ...}) from callers not yet moved to contexts."""
        if isinstance(ctx, CompileContext):
            return ctx
        ctx = dict(ctx or {})
        return cls(target=ctx.get("target", "triton"), arch=ctx.get("arch", "sm_90a"))

    # read-only dict view, for pass functions written against the old `options` dict
    def get(self, key, default=None):
        return getattr(self, key, default)

    def __getitem__(self, key):
        return getattr(self, key)


@dataclass(frozen=True)
class Pass:
    name: str  # kebab-case, as in --print-ir-after and `tlx opt -p`
    run: Callable  # (Module, CompileContext) -> Module
    doc: str = ""
    requires: tuple = ()  # passes that must have run earlier in the same pipeline
    preserves_analyses: bool = False  # True for passes that only check or annotate (cached analyses stay valid)

    def apply(self, module: Module, ctx=None) -> Module:
        return self.run(module, CompileContext.coerce(ctx))

    __call__ = apply  # `canonicalize(module, ctx)` reads like the function it replaced


class PipelineError(ValueError):
    pass


def check_order(passes) -> None:
    seen = set()
    for p in passes:
        missing = [r for r in p.requires if r not in seen]
        if missing:
            raise PipelineError(f"pass '{p.name}' needs {', '.join(repr(m) for m in missing)} earlier in the pipeline")
        seen.add(p.name)


@dataclass
class PassManager:
    """Runs passes in order; verifies the IR after each; prints IR and timings as the context asks."""
    passes: tuple
    ctx: CompileContext = field(default_factory=CompileContext)
    stop_after: str = ""

    def __post_init__(self):
        self.passes = tuple(self.passes)
        check_order(self.passes)
        names = {p.name for p in self.passes}
        asks = (("--print-ir-after", self.ctx.print_ir_after), ("--print-ir-before", self.ctx.print_ir_before))
        for flag, asked in asks:
            unknown = [n for n in asked if n not in names]
            if unknown:
                raise PipelineError(f"{flag} {unknown[0]}: no such pass in the {self.ctx.target} pipeline; passes: "
                                    + ", ".join(p.name for p in self.passes))

    def run(self, module: Module) -> Module:
        ctx = self.ctx
        out = ctx.out or sys.stderr
        for p in self.passes:
            if p.name in ctx.print_ir_before:
                out.write(f"// -----// IR Dump Before {p.name} //----- //\n{print_module(module)}")
            t0 = time.perf_counter()
            module = p.apply(module, ctx)
            verify_module(module)
            ctx.timings.append((p.name, time.perf_counter() - t0))
            if not p.preserves_analyses:
                ctx.invalidate()
            if ctx.print_ir_after_all or p.name in ctx.print_ir_after:
                out.write(f"// -----// IR Dump After {p.name} //----- //\n{print_module(module)}")
            if p.name == self.stop_after:
                break
        if ctx.pass_timing:
            out.write(format_timings(ctx.timings))
        return module


def format_timings(timings) -> str:
    total = sum(t for _, t in timings)
    lines = ["===- pass timing -==="] + [f"  {t * 1e3:8.3f} ms  {n}" for n, t in timings]
    return "\n".join(lines + [f"  {total * 1e3:8.3f} ms  total"]) + "\n"
