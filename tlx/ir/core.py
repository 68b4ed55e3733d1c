"""Typed SSA IR: values, ops with regions, attributes and spans; a module of kernels."""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Optional

from ..diagnostics import Span, UNKNOWN
from .types import Type


@dataclass(eq=False)
class Value:
    name: str
    type: Type

    def __repr__(self):
        return f"%{self.name}: {self.type}"


@dataclass(eq=False)
class Block:
    args: list = field(default_factory=list)
    ops: list = field(default_factory=list)


@dataclass(eq=False)
class Op:
    name: str
    operands: list = field(default_factory=list)
    results: list = field(default_factory=list)
    attrs: dict = field(default_factory=dict)
    regions: list = field(default_factory=list)  # list[Block]
    span: Span = UNKNOWN

    @property
    def result(self) -> Value:
        assert len(self.results) == 1, self.name
        return self.results[0]

    def walk(self):
        """Pre-order walk of this op and every op nested in its regions."""
        yield self
        for r in self.regions:
            for op in r.ops:
                yield from op.walk()

    def verify(self):
        from .ops import verify_op
        verify_op(self)


@dataclass(eq=False)
class Module:
    ops: list = field(default_factory=list)  # kernel ops
    file: str = "<module>"
    source_spans: dict = field(default_factory=dict)  # IR-text span -> source span (parse_module with ir_path)

    def walk(self):
        for op in self.ops:
            yield from op.walk()

    def kernels(self):
        return [op for op in self.ops if op.name == "kernel"]


class Namer:
    """Fresh SSA names: source names are kept (suffixed on reuse) so printed IR reads like the source."""

    def __init__(self):
        self.used = {}
        self.tmp = itertools.count()

    def fresh(self, hint: Optional[str] = None) -> str:
        if not hint:
            return str(next(self.tmp))
        n = self.used.get(hint, 0)
        self.used[hint] = n + 1
        return hint if n == 0 else f"{hint}.{n}"


def clone_op(op: Op, vmap: dict) -> Op:
    """Deep copy of op; vmap maps old Values to new ones and is extended with the copies' results and args."""
    new_results = [Value(r.name, r.type) for r in op.results]
    for a, b in zip(op.results, new_results):
        vmap[a] = b
    regions = []
    for blk in op.regions:
        nargs = [Value(a.name, a.type) for a in blk.args]
        for a, b in zip(blk.args, nargs):
            vmap[a] = b
        regions.append(Block(nargs, [clone_op(o, vmap) for o in blk.ops]))
    return Op(op.name, [vmap.get(v, v) for v in op.operands], new_results, dict(op.attrs), regions, op.span)


def clone_module(m: Module) -> Module:
    vmap: dict = {}
    return Module([clone_op(o, vmap) for o in m.ops], m.file)
