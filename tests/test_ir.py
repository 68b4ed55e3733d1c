"""The op table: every op declares arity, attributes and traits, and verification rejects malformed IR."""
import os
import re

import pytest

from tlx.diagnostics import TlxError
from tlx.ir import parse_module, verify_module
from tlx.ir.core import Block, Op, Value
from tlx.ir.ops import (ALLOC, ASYNC, OPS, PURE, READS_SMEM, SIGNALS, SYNC_ONLY, SYNCHRONIZES, TERMINATOR, TRAITS,
                        WAITS, WRITES_SMEM, barrier_operand, has_trait, is_protocol_op, ops_with, verify_op)
from tlx.ir.types import BarT, ValT

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOFTMAX_IR = open(os.path.join(ROOT, "tests", "golden", "ir", "softmax.ir.mlir")).read()
FLAGSHIP_IR = open(os.path.join(ROOT, "tests", "golden", "ir", "jagged_attention.ir.mlir")).read()


def _verify_error(text):
    with pytest.raises(TlxError) as ei:
        verify_module(parse_module(text))
    return ei.value


def test_every_op_declares_its_rules():
    assert len(OPS) >= 69
    for d in OPS.values():
        assert d.traits <= set(TRAITS), d.name
        assert d.check is not None or (d.operands == 0 and d.results == 0 and not d.regions) or \
            d.name == "static_print", f"{d.name} has no verify rule"


def test_trait_queries():
    assert set(ops_with(SIGNALS)) == {"arrive", "expect", "tma_load"}
    assert ops_with(WAITS) == ("wait",)
    assert set(ops_with(WRITES_SMEM)) == {"tma_load", "smem_store"}
    assert set(ops_with(READS_SMEM)) == {"dot", "dot_async", "smem_load", "tma_store"}
    assert set(ops_with(ALLOC)) == {"smem_alloc", "bar_alloc"}
    assert set(ops_with(SYNC_ONLY)) == {"wait", "arrive", "expect", "fence", "bar_at", "bar_alloc", "turn_begin",
                                        "turn_end"}
    assert has_trait("add", PURE) and not has_trait("load", PURE) and not has_trait("store", PURE)
    assert has_trait("yield", TERMINATOR) and has_trait("dot_async", ASYNC) and has_trait("dot_wait", SYNCHRONIZES)
    protocol = {n for n in OPS if is_protocol_op(Op(n))}
    assert protocol == {"tma_load", "tma_store", "expect", "arrive", "wait", "dot", "dot_async", "dot_wait",
                        "smem_load", "smem_store", "fence", "thread_barrier", "turn_begin", "turn_end"}
    bar, ph = Value("b", BarT(0, 1)), Value("p", ValT("i32"))
    assert barrier_operand(Op("wait", [bar, ph])) is bar
    assert barrier_operand(Op("tma_load", [ph, ph, ph, ph, bar])) is bar
    assert barrier_operand(Op("add", [ph, ph])) is None


def test_reduce_bogus_kind_and_axis():
    assert 'reduce(%p) {kind = "sum", axis = 1}' in SOFTMAX_IR
    verify_module(parse_module(SOFTMAX_IR))
    e = _verify_error(SOFTMAX_IR.replace('{kind = "sum", axis = 1}', '{kind = "bogus", axis = 7}'))
    assert "attribute 'kind' must be one of 'sum', 'max', 'min'" in e.first.message
    assert e.first.span.short == "7:16"
    e = _verify_error(SOFTMAX_IR.replace('{kind = "sum", axis = 1}', '{kind = "sum", axis = 7}'))
    assert "axis 7 out of range" in e.first.message


def test_if_needs_an_i1_condition():
    c = Value("c", ValT("i32"))
    y = Op("yield", [], [], {}, [])
    op = Op("if", [c], [], {}, [Block([], [y]), Block([], [Op("yield")])])
    with pytest.raises(TlxError, match="condition must be an i1 scalar, got i32"):
        verify_op(op)
    op.operands = [Value("c", ValT("i1"))]
    verify_op(op)


EDITS = [
    (r"(: )tile<\d+x(\d+xf16> = cast\()", r"\1tile<16x\2", "result shape must equal"),
    (r"(tiles\(.*kind = )\"jagged\"", r'\1"ragged"', "attribute 'kind' must be one of"),
    (r"(arrive\(%[\w.]+\) \{count = )1\}", r"\1true}", "attribute 'count' must be int"),
]


@pytest.mark.parametrize("pattern,repl,msg", EDITS, ids=["cast-shape", "tiles-kind", "arrive-count"])
def test_flagship_edits_are_rejected(pattern, repl, msg):
    edited, n = re.subn(pattern, repl, FLAGSHIP_IR, count=1)
    assert n == 1, f"test input changed: {pattern!r} no longer matches the flagship IR"
    e = _verify_error(edited)
    assert msg in e.render()


def test_terminator_must_end_its_block():
    lines = FLAGSHIP_IR.splitlines()
    i = max(j for j, ln in enumerate(lines) if ln.strip().startswith("yield("))
    lines.insert(i - 1, lines[i])
    e = _verify_error("\n".join(lines) + "\n")
    assert "must be the last op of its block" in e.render()
