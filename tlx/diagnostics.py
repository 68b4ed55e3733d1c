"""User-facing diagnostics: `file:line:col: error: message`, the source line, a caret, and notes.

Internal failures are turned into exit code 2 by the CLI; user errors into exit code 1. Set
TLX_DEBUG=1 to let the original Python exception through (for compiler developers only).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Span:
    file: str
    line: int
    col: int
    end_line: int = 0
    end_col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    @property
    def short(self) -> str:
        return f"{self.line}:{self.col}"


UNKNOWN = Span("<unknown>", 0, 0)


@dataclass
class Diagnostic:
    span: Span
    message: str
    severity: str = "error"
    notes: list = field(default_factory=list)  # list[(Span, str)]

    def render(self, sources: dict | None = None) -> str:
        out = [f"{self.span}: {self.severity}: {self.message}"]
        out += _excerpt(self.span, sources)
        for nspan, nmsg in self.notes:
            out.append(f"{nspan}: note: {nmsg}")
            out += _excerpt(nspan, sources)
        return "\n".join(out)


def _excerpt(span: Span, sources: dict | None) -> list:
    text = (sources or {}).get(span.file)
    if text is None and span.file and os.path.isfile(span.file):
        try:
            text = open(span.file, encoding="utf-8", errors="replace").read()
        except OSError:
            text = None
    if text is None or span.line <= 0:
        return []
    lines = text.splitlines()
    if span.line > len(lines):
        return []
    src = lines[span.line - 1]
    width = 1
    if span.end_line == span.line and span.end_col > span.col:
        width = span.end_col - span.col
    width = max(1, min(width, len(src) - span.col + 2))
    return ["    " + src, "    " + " " * (span.col - 1) + "^" + "~" * (width - 1)]


class TlxError(Exception):
    """One or more user errors. Carries every independent diagnostic found."""

    def __init__(self, diags, sources=None):
        if isinstance(diags, Diagnostic):
            diags = [diags]
        self.diagnostics = list(diags)
        self.sources = sources or {}
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(d.render(self.sources) for d in self.diagnostics)

    def __str__(self) -> str:
        # (rendered when shown: the compiler adds the program's text to `sources` after a pass raised, and an excerpt
        # must come from that text, not from a file of the same name on disk that may differ or not exist)
        return self.render()

    @property
    def first(self) -> Diagnostic:
        return self.diagnostics[0]


def error(span: Span, message: str, notes=()) -> TlxError:
    return TlxError(Diagnostic(span, message, notes=list(notes)))


class DiagnosticBag:
    """Collects independent errors so one run reports several."""

    def __init__(self, sources=None):
        self.diags: list = []
        self.sources = sources or {}

    def add(self, span, message, notes=()):
        self.diags.append(Diagnostic(span, message, notes=list(notes)))

    def extend(self, err: TlxError):
        self.diags.extend(err.diagnostics)

    def raise_if_any(self):
        if self.diags:
            raise TlxError(self.diags, self.sources)


def debug_enabled() -> bool:
    return os.environ.get("TLX_DEBUG", "") not in ("", "0")
