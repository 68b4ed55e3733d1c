"""Name scopes of the lowering, and the signals that unwind it (poisoned names, `return` in a macro)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import ast as A


class Silent(Exception):
    """A statement depends on a name whose definition already failed: stay quiet (no cascade)."""


POISON = object()


class ReturnSignal(Exception):
    def __init__(self, values):
        self.values = values


@dataclass
class Scope:
    vars: dict = field(default_factory=dict)
    parent: "Scope | None" = None

    def lookup(self, name):
        s = self
        while s is not None:
            if name in s.vars:
                return s.vars[name]
            s = s.parent
        raise KeyError(name)

    def has(self, name):
        try:
            self.lookup(name)
            return True
        except KeyError:
            return False

    def assign(self, name, value):
        # assignment to a name visible in an enclosing (non-function) scope rebinds it there
        s = self
        while s is not None:
            if name in s.vars:
                s.vars[name] = value
                return
            if getattr(s, "barrier", False):
                break
            s = s.parent
        self.vars[name] = value


def name_of(e):
    """The root name of `a[i].b` (for messages)."""
    while isinstance(e, (A.Index, A.Attr)):
        e = e.value
    return e.id if isinstance(e, A.Name) else "..."


def has_return(body):
    for s in body:
        if isinstance(s, A.Return):
            return True
        for attr in ("body", "orelse"):
            sub = getattr(s, attr, None)
            if isinstance(sub, tuple) and has_return(sub):
                return True
    return False


def assigned_names(body) -> list:
    """Names a statement list binds (also inside nested bodies), first-binding order."""
    out = []
    for s in body:
        if isinstance(s, A.Assign):
            out += list(s.targets)
        for attr in ("body", "orelse"):
            sub = getattr(s, attr, None)
            if isinstance(sub, tuple):
                out += assigned_names(sub)
    seen = []
    for n in out:
        if n not in seen:
            seen.append(n)
    return seen
