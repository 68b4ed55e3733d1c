"""The pass manager: runs the ordered pass list, verifies after each pass, prints IR and timings on request."""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from typing import Callable

from ..ir.core import Module
from ..ir.printer import print_module
from ..ir.verifier import verify_module


@dataclass(frozen=True)
class Pass:
    name: str  # kebab-case
    run: Callable  # (Module, options) -> Module
    doc: str = ""
    # passes that only apply to a target (e.g. role sequentialization for the portable backend)
    targets: tuple = ("gluon", "triton")


PASSES: list = []


def register(name, doc="", targets=("gluon", "triton")):
    def deco(fn):
        PASSES.append(Pass(name, fn, doc, targets))
        return fn
    return deco


@dataclass
class PassManager:
    target: str = "triton"
    print_after_all: bool = False
    print_after: tuple = ()
    print_before: tuple = ()
    timing: bool = False
    stop_after: str = ""
    out: object = None
    times: list = field(default_factory=list)

    def passes(self):
        from . import pipeline  # noqa: F401  (registers the passes in order)
        return [p for p in PASSES if self.target in p.targets]

    def run(self, module: Module, options=None) -> Module:
        out = self.out or sys.stderr
        for p in self.passes():
            if p.name in self.print_before:
                out.write(f"// -----// IR Dump Before {p.name} //----- //\n{print_module(module)}")
            t0 = time.perf_counter()
            module = p.run(module, options or {})
            verify_module(module)
            self.times.append((p.name, time.perf_counter() - t0))
            if self.print_after_all or p.name in self.print_after:
                out.write(f"// -----// IR Dump After {p.name} //----- //\n{print_module(module)}")
            if p.name == self.stop_after:
                break
        if self.timing:
            total = sum(t for _, t in self.times)
            out.write("===- pass timing -===\n")
            for n, t in self.times:
                out.write(f"  {t * 1e3:8.3f} ms  {n}\n")
            out.write(f"  {total * 1e3:8.3f} ms  total\n")
        return module
