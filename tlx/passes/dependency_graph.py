"""`dependency-graph` (analysis): a networkx DiGraph of the cross-role dependencies of each kernel.

Nodes are the async and synchronizing ops of every role (TMA copies, expect/arrive/wait, mma and
mma waits, shared-memory loads/stores, fences), named `role.N`, with attrs op, role, label, loc, buffer,
slot (the ring slot expression: `ring` for the pipeline's slot, a constant, or `?`).
Edges (attr kind):
  order   program order inside a role
  signal  arrive/expect/TMA completion -> wait on the same barrier (array)
  raw     write of a buffer (TMA load, store_smem) -> read of it (mma operand, smem load, TMA store)
  war     read of a buffer -> a later write of it (released through the free barrier)
  loop    last -> first node of a pipelined loop body (the next iteration, loop-carried)
An analysis: `ctx.analysis(dependency_graph, module)` gives kernel name -> DiGraph, cached until a pass
changes the IR; `graph_text` renders it for `--emit graph`.
"""
from __future__ import annotations

import networkx as nx

from ..ir.core import Module
from ..ir.ops import LOOP, READS_SMEM, SIGNALS, WAITS, WRITES_SMEM, barrier_operand, has_trait, is_protocol_op
from ..ir.rewrite import alloc_name, const_value, defs_of, root_of
from ..ir.types import SmemT
from .manager import Analysis



def _slot_label(idx, defs):
    if idx is None:
        return ""
    c = const_value(idx, defs)
    if c is not None:
        return str(c)
    d = defs.get(idx)
    if d is not None and d.attrs.get("ring_slot"):
        return "ring"
    return "?"


def build_graph(k) -> nx.DiGraph:
    defs = defs_of(k)
    g = nx.DiGraph(name=k.attrs["sym_name"])
    roles = [o for o in k.walk() if o.name == "role"]
    for r in roles:
        rname = r.attrs["sym_name"]
        prev = None
        count = [0]

        def visit(ops, loop_nodes):
            nonlocal prev
            for op in ops:
                if is_protocol_op(op):
                    nid = f"{rname}.{count[0]}"
                    count[0] += 1
                    bufs, bars = [], []
                    for v in op.operands:
                        if isinstance(v.type, SmemT):
                            root, idx = root_of(v, defs)
                            bufs.append((alloc_name(root, defs), _slot_label(idx, defs)))
                    if barrier_operand(op) is not None:
                        bars.append(barrier_operand(op))
                    bar = ""
                    slot = ""
                    if bars:
                        root, idx = root_of(bars[0], defs)
                        bar, slot = alloc_name(root, defs), _slot_label(idx, defs)
                    label = op.name + (f" {bar}" + (f"[{slot}]" if slot else "") if bar else "")
                    if bufs and op.name != "tma_load":
                        label += " " + ", ".join(b + (f"[{s}]" if s else "") for b, s in bufs)
                    elif op.name == "tma_load":
                        label = f"tma_load {bufs[0][0]}[{bufs[0][1]}] -> {bar}" + (f"[{slot}]" if slot else "")
                    g.add_node(nid, op=op.name, role=rname, label=label, loc=op.span.short, barrier=bar,
                               buffers=tuple(bufs), ir=op)
                    if prev is not None:
                        g.add_edge(prev, nid, kind="order")
                    prev = nid
                    if loop_nodes is not None:
                        loop_nodes.append(nid)
                for reg in op.regions:
                    if has_trait(op, LOOP):
                        lst = []
                        visit(reg.ops, lst)
                        if len(lst) >= 1 and op.attrs.get("pipelined", op.name == "pipeline"):
                            g.add_edge(lst[-1], lst[0], kind="loop")
                        if loop_nodes is not None:
                            loop_nodes += lst
                    else:
                        visit(reg.ops, loop_nodes)

        visit(r.regions[0].ops, None)
    nodes = list(g.nodes(data=True))
    for a, da in nodes:
        for b, db in nodes:
            if a == b:
                continue
            if da["barrier"] and da["barrier"] == db["barrier"] and has_trait(da["op"], SIGNALS) \
                    and has_trait(db["op"], WAITS) and da["role"] != db["role"]:
                g.add_edge(a, b, kind="signal")
            if has_trait(da["op"], WRITES_SMEM) and has_trait(db["op"], READS_SMEM) and da["role"] != db["role"]:
                wb = {x for x, _ in da["buffers"][:1]}
                if wb & {x for x, _ in db["buffers"]}:
                    g.add_edge(a, b, kind="raw")
                    g.add_edge(b, a, kind="war")
    return g


def to_dot(g: nx.DiGraph) -> str:
    style = {"order": "solid", "signal": "bold", "raw": "dashed", "war": "dotted", "loop": "solid"}
    color = {"order": "black", "signal": "blue", "raw": "darkgreen", "war": "red", "loop": "gray"}
    out = [f'digraph "{g.graph.get("name", "kernel")}" {{', "  rankdir=TB;", "  node [shape=box, fontname=monospace];"]
    by_role = {}
    for n, d in g.nodes(data=True):
        by_role.setdefault(d["role"], []).append(n)
    for i, (r, ns) in enumerate(by_role.items()):
        out.append(f'  subgraph "cluster_{r}" {{')
        out.append(f'    label="role {r}";')
        for n in ns:
            d = g.nodes[n]
            out.append(f'    "{n}" [label="{d["label"]}\\n@{d["loc"]}"];')
        out.append("  }")
    for a, b, d in g.edges(data=True):
        k = d["kind"]
        out.append(f'  "{a}" -> "{b}" [label="{k}", style={style[k]}, color={color[k]}];')
    out.append("}")
    return "\n".join(out) + "\n"


def _compute(m: Module, ctx) -> dict:
    return {k.attrs["sym_name"]: build_graph(k) for k in m.kernels()}


# an analysis, not a pass: computed only when asked (`--emit graph`, or a pass that calls ctx.analysis)
dependency_graph = Analysis("dependency-graph", _compute,
                            "the cross-role dependency graph of each kernel (networkx DiGraph by kernel name)")


def graph_text(m: Module, ctx) -> str:
    """Graphviz text of every kernel's graph (`--emit graph`)."""
    return "".join(to_dot(g) for g in ctx.analysis(dependency_graph, m).values())
