"""Parser for the IR text form written by printer.py."""
from __future__ import annotations

import json
import re

from ..diagnostics import Span
from .core import Block, Module, Op, Value
from .types import parse_type


class IRParseError(Exception):
    """A malformed IR text; line and col (1-based) locate it in the text."""

    def __init__(self, msg, line=0, col=0):
        super().__init__(msg)
        self.msg, self.line, self.col = msg, line, col

    def __str__(self):
        return f"{self.line}:{self.col}: {self.msg}" if self.line else self.msg


_OP_RE = re.compile(r"^(?:(?P<res>.*?) = )?(?P<name>[a-z_][a-z0-9_]*)\((?P<opnds>[^)]*)\)(?P<rest>.*)$")
_LOC_RE = re.compile(r"loc\((\d+):(\d+):(\d+):(\d+)\)")


def _split_top(s: str) -> list:
    parts, depth, cur, in_str = [], 0, [], False
    for ch in s:
        if ch == '"':
            in_str = not in_str
        if not in_str:
            if ch in "<[{(":
                depth += 1
            elif ch in ">]})":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append("".join(cur).strip())
                cur = []
                continue
        cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


class _AttrReader:
    _TOK = re.compile(r'\s*(-?inf|nan|true|false|none|"(?:[^"\\]|\\.)*"|-?\d+\.\d*(?:[eE][-+]?\d+)?|-?\d+[eE][-+]?\d+|-?\d+|[A-Za-z_][A-Za-z0-9_]*|[\[\]{}=,])')

    def __init__(self, text):
        self.toks, at = [], 0
        while text[at:].strip():  # every character is part of a token: a stray one is an error, not skipped
            m = self._TOK.match(text, at)
            if not m:
                raise IRParseError(f"unexpected {text[at:].strip()[:20]!r} in the attributes")
            self.toks.append(m.group(1))
            at = m.end()
        self.i = 0

    def attrs(self) -> dict:
        """The `{key = value, ...}` after an op's operands, and nothing after it."""
        if not self.toks or self.toks[0] != "{":
            raise IRParseError(f"expected `{{...}}` attributes or loc(...) after the operands, got {self.toks[0]!r}"
                               if self.toks else "expected attributes")
        d = self.value()
        if self.i != len(self.toks):
            raise IRParseError(f"unexpected {self.toks[self.i]!r} after the attributes")
        return d

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def next(self):
        if self.i >= len(self.toks):
            raise IRParseError("unexpected end of the attributes")
        t = self.toks[self.i]
        self.i += 1
        return t

    def value(self):
        t = self.next()
        if t == "[":
            items = []
            while self.peek() != "]":
                items.append(self.value())
                if self.peek() == ",":
                    self.i += 1
            self.i += 1
            return tuple(items)
        if t == "{":
            d = {}
            while self.peek() != "}":
                k = self.next()
                if self.next() != "=":
                    raise IRParseError(f"expected `=` after the attribute name {k!r}")
                d[k] = self.value()
                if self.peek() == ",":
                    self.i += 1
            self.i += 1
            return d
        if t == "true":
            return True
        if t == "false":
            return False
        if t == "none":
            return None
        if t in ("inf", "-inf", "nan"):
            return float(t)
        if t.startswith('"'):
            return json.loads(t)
        if re.fullmatch(r"-?\d+", t):
            return int(t)
        return float(t)


def parse_module(text: str, ir_path: str = "") -> Module:
    """Parse printed IR. Op spans are the `loc(...)` of each line (the source program's positions); with
    ir_path they are the op's own line in the IR text instead (for tools that report against the IR, like
    `tlx opt`), and the module's `source_spans` maps each such span back to the op's `loc(...)`."""
    # blank lines and `//` comment lines (FileCheck directives in pass tests) are skipped
    lines = [(i + 1, ln) for i, ln in enumerate(text.splitlines()) if ln.strip() and not ln.lstrip().startswith("//")]
    if not lines or not lines[0][1].startswith("module "):
        raise IRParseError("expected `module \"file\"` header", lines[0][0] if lines else 1, 1)
    try:
        file = json.loads(lines[0][1][len("module "):])
    except ValueError:
        raise IRParseError("expected `module \"file\"` header", lines[0][0], 1) from None
    env: dict = {}
    source_spans: dict = {}
    pos = 1

    def val(name):
        if name not in env:
            raise IRParseError(f"use of undefined value %{name}")
        return env[name]

    def parse_op(lineno, line):
        nonlocal pos
        col = len(line) - len(line.lstrip()) + 1
        try:
            return parse_op_at(lineno, line, col)
        except IRParseError as e:
            if not e.line:
                e.line, e.col = lineno, col
            raise
        except (ValueError, KeyError, IndexError, AssertionError) as e:
            raise IRParseError(f"malformed op: {e}", lineno, col) from None

    def next_line(what):
        if pos >= len(lines):
            raise IRParseError(f"unexpected end of input: expected {what}", lines[-1][0] + 1, 1)
        return lines[pos]

    def parse_op_at(lineno, line, col):
        nonlocal pos
        s = line.strip()
        opens = s.endswith(" {")
        if opens:
            s = s[:-2]
        m = _OP_RE.match(s)
        if not m:
            raise IRParseError(f"cannot parse op line: {line.strip()!r}")
        locm = _LOC_RE.search(m.group("rest"))
        if not locm:
            raise IRParseError(f"missing loc(...) on op line: {line.strip()!r}")
        attr_text = m.group("rest")[:locm.start()].strip()
        attrs = _AttrReader(attr_text).attrs() if attr_text else {}
        span = Span(file, *(int(x) for x in locm.groups()))
        if ir_path:
            own = Span(ir_path, lineno, col, lineno, len(line) + 1)
            source_spans[own] = span
            span = own
        operands = [val(x.strip()[1:]) for x in m.group("opnds").split(",") if x.strip()]
        regions = []
        if opens:
            while True:
                hline, hdr = next_line("a block header `^(...):`")
                hdr = hdr.strip()
                pos += 1
                if not (hdr.startswith("^(") and hdr.endswith("):")):
                    raise IRParseError(f"expected block header, got {hdr!r}", hline, 1)
                args = []
                for a in _split_top(hdr[2:-2]):
                    n, t = a.split(":", 1)
                    v = Value(n.strip()[1:], parse_type(t))
                    env[v.name] = v
                    args.append(v)
                ops = []
                while True:
                    nl, nxt = next_line("`}`")
                    nxt = nxt.strip()
                    if nxt in ("}", "} {"):
                        pos += 1
                        regions.append(Block(args, ops))
                        break
                    pos += 1
                    ops.append(parse_op(nl, lines[pos - 1][1]))
                if nxt == "}":
                    break
        results = []
        if m.group("res"):
            for r in _split_top(m.group("res")):
                n, t = r.split(":", 1)
                v = Value(n.strip()[1:], parse_type(t))
                env[v.name] = v
                results.append(v)
        return Op(m.group("name"), operands, results, attrs, regions, span)

    ops = []
    while pos < len(lines):
        pos += 1
        ops.append(parse_op(*lines[pos - 1]))
    mod = Module(ops, file)
    mod.source_spans = source_spans
    return mod
