"""Parser for the IR text form written by printer.py."""
from __future__ import annotations

import json
import re

from ..diagnostics import Span
from .core import Block, Module, Op, Value
from .types import parse_type


class IRParseError(Exception):
    pass


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
        self.toks = [m.group(1) for m in self._TOK.finditer(text)]
        self.i = 0

    def next(self):
        t = self.toks[self.i]
        self.i += 1
        return t

    def value(self):
        t = self.next()
        if t == "[":
            items = []
            while self.toks[self.i] != "]":
                items.append(self.value())
                if self.toks[self.i] == ",":
                    self.i += 1
            self.i += 1
            return tuple(items)
        if t == "{":
            d = {}
            while self.toks[self.i] != "}":
                k = self.next()
                assert self.next() == "="
                d[k] = self.value()
                if self.toks[self.i] == ",":
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


def parse_module(text: str) -> Module:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines or not lines[0].startswith("module "):
        raise IRParseError("expected `module \"file\"` header")
    file = json.loads(lines[0][len("module "):])
    env: dict = {}
    pos = 1

    def val(name):
        if name not in env:
            raise IRParseError(f"use of undefined value %{name}")
        return env[name]

    def parse_op(line):
        nonlocal pos
        s = line.strip()
        opens = s.endswith(" {")
        if opens:
            s = s[:-2]
        m = _OP_RE.match(s)
        if not m:
            raise IRParseError(f"cannot parse op line: {line!r}")
        locm = _LOC_RE.search(m.group("rest"))
        if not locm:
            raise IRParseError(f"missing loc: {line!r}")
        attr_text = m.group("rest")[:locm.start()].strip()
        attrs = _AttrReader(attr_text).value() if attr_text else {}
        span = Span(file, *(int(x) for x in locm.groups()))
        operands = [val(x.strip()[1:]) for x in m.group("opnds").split(",") if x.strip()]
        regions = []
        if opens:
            while True:
                hdr = lines[pos].strip()
                pos += 1
                if not (hdr.startswith("^(") and hdr.endswith("):")):
                    raise IRParseError(f"expected block header, got {hdr!r}")
                args = []
                for a in _split_top(hdr[2:-2]):
                    n, t = a.split(":", 1)
                    v = Value(n.strip()[1:], parse_type(t))
                    env[v.name] = v
                    args.append(v)
                ops = []
                while True:
                    nxt = lines[pos].strip()
                    if nxt == "}":
                        pos += 1
                        regions.append(Block(args, ops))
                        break
                    if nxt == "} {":
                        pos += 1
                        regions.append(Block(args, ops))
                        break
                    pos += 1
                    ops.append(parse_op(lines[pos - 1]))
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
        ops.append(parse_op(lines[pos - 1]))
    return Module(ops, file)
