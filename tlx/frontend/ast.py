"""Untyped AST of a .tlx file: immutable nodes, each with the source span it came from."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Optional

from ..diagnostics import Span


@dataclass(frozen=True)
class Node:
    span: Span = field(compare=False, repr=False)

    def children(self):
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, Node):
                yield v
            elif isinstance(v, tuple):
                for x in v:
                    if isinstance(x, Node):
                        yield x
                    elif isinstance(x, tuple):
                        yield from (y for y in x if isinstance(y, Node))


# ---- expressions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Name(Node):
    id: str


@dataclass(frozen=True)
class Const(Node):
    value: object  # int | float | str | bool | None


@dataclass(frozen=True)
class ListLit(Node):
    elts: tuple


@dataclass(frozen=True)
class BinOp(Node):
    op: str
    lhs: Node
    rhs: Node


@dataclass(frozen=True)
class Unary(Node):
    op: str  # "-" | "not"
    operand: Node


@dataclass(frozen=True)
class BoolOp(Node):
    op: str  # "and" | "or"
    values: tuple


@dataclass(frozen=True)
class Call(Node):
    func: Node
    args: tuple
    kwargs: tuple  # ((name, expr), ...)


@dataclass(frozen=True)
class Index(Node):
    value: Node
    subs: tuple


@dataclass(frozen=True)
class Attr(Node):
    value: Node
    name: str


@dataclass(frozen=True)
class FullSlice(Node):
    pass


# ---- parameters ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Param(Node):
    name: str
    kind: str  # "tensor" | "jagged" | "scalar" | "const"
    dtype: Optional[Name] = None
    dims: tuple = ()
    offsets: Optional[str] = None
    default: Optional[Node] = None


# ---- statements ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Assign(Node):
    targets: tuple
    value: Node


@dataclass(frozen=True)
class Store(Node):
    target: Node
    subs: tuple
    value: Node
    mask: Optional[Node]
    # "add": `t[idx] += value` adds atomically instead of overwriting (dumped only when set)
    reduce: Optional[str] = field(default=None, metadata={"omit_default": True})


@dataclass(frozen=True)
class ExprStmt(Node):
    value: Node


@dataclass(frozen=True)
class Return(Node):
    values: tuple


@dataclass(frozen=True)
class Pass(Node):
    pass


@dataclass(frozen=True)
class StaticAssert(Node):
    cond: Node
    message: Optional[str]


@dataclass(frozen=True)
class Require(Node):
    """`require COND, "message"`: a launch precondition over runtime sizes and scalars (checked by the launcher)."""
    cond: Node
    message: str


@dataclass(frozen=True)
class Grid(Node):
    sizes: tuple
    names: tuple


@dataclass(frozen=True)
class Tiles(Node):
    dims: tuple  # ((names, expr), ...)
    options: tuple


@dataclass(frozen=True)
class TileOption(Node):
    id: str
    arg: object = None  # the argument of `dynamic(COND)`, else None


@dataclass(frozen=True)
class SmemDecl(Node):
    name: str
    stages: Optional[Node]
    dtype: Name
    shape: tuple
    options: tuple = ()  # TileOption nodes: `per_step` / `per_step(COND)`


@dataclass(frozen=True)
class BarrierDecl(Node):
    name: str
    size: Optional[Node]
    kwargs: tuple


@dataclass(frozen=True)
class Wait(Node):
    target: Node
    phase: Optional[Node]


@dataclass(frozen=True)
class Arrive(Node):
    target: Node
    count: Optional[Node]


@dataclass(frozen=True)
class Expect(Node):
    target: Node
    nbytes: Node


@dataclass(frozen=True)
class Tma(Node):
    dst: Node
    src: Node
    signals: Optional[Node]
    # "add": `tma t[coords] += slot` adds the slot into global memory (a TMA reduce; dumped only when set)
    reduce: Optional[str] = field(default=None, metadata={"omit_default": True})


@dataclass(frozen=True)
class Fence(Node):
    pass


@dataclass(frozen=True)
class For(Node):
    var: str
    iter: Node
    body: tuple


@dataclass(frozen=True)
class If(Node):
    cond: Node
    body: tuple
    orelse: tuple


@dataclass(frozen=True)
class Role(Node):
    name: str
    kwargs: tuple
    replica: Optional[str]
    body: tuple


@dataclass(frozen=True)
class Pipeline(Node):
    var: str
    iter: Node
    stages: Node
    slot: str
    body: tuple
    ring: Optional[str] = None  # pipelines of one role over the same named ring continue its position


@dataclass(frozen=True)
class Turn(Node):
    """`in turn [if COND]:` -- the replicas of a replicated role run these sections one at a time, round-robin."""
    cond: Optional[Node]  # compile-time; false: the body runs unordered
    body: tuple


# ---- top level -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Include(Node):
    path: str


@dataclass(frozen=True)
class ConstDef(Node):
    name: str
    value: Node


@dataclass(frozen=True)
class FuncDef(Node):
    name: str
    params: tuple
    body: tuple


@dataclass(frozen=True)
class KernelDef(Node):
    name: str
    params: tuple
    body: tuple


@dataclass(frozen=True)
class Module(Node):
    items: tuple


def dump(node, indent=0) -> str:
    """Stable text form of the AST (what `--emit ast` prints)."""
    pad = "  " * indent
    if not isinstance(node, Node):
        return pad + repr(node)
    parts = []
    simple = []
    for f in fields(node):
        if f.name == "span":
            continue
        v = getattr(node, f.name)
        if f.metadata.get("omit_default") and v == f.default:
            continue
        if isinstance(v, Node) or (isinstance(v, tuple) and any(isinstance(x, (Node, tuple)) for x in v)):
            parts.append((f.name, v))
        else:
            simple.append(f"{f.name}={v!r}")
    head = f"{pad}{type(node).__name__}({', '.join(simple)}) @{node.span.short}"
    lines = [head]
    for name, v in parts:
        lines.append(f"{pad}  .{name}:")
        items = v if isinstance(v, tuple) else (v,)
        for x in items:
            if isinstance(x, tuple):
                lines.append(f"{pad}    (")
                lines += [dump(y, indent + 3) for y in x]
                lines.append(f"{pad}    )")
            else:
                lines.append(dump(x, indent + 2))
    return "\n".join(lines)
