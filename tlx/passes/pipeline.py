"""The pass pipelines: one explicit tuple per target. This file, not import order, decides what runs when.

    gluon   canonicalize, widen-sums, derive-phases, plan-gluon, order-global, verify-protocol, allocate-smem,
            assign-registers
    triton  the same without plan-gluon and order-global, then sequentialize-roles (one stream for the portable
            backend), plan-portable and order-global

A new pass: write tlx/passes/<name>.py defining one `Pass` object, import it here and put it in the tuples
of the targets it serves. `PASSES` lists every pass by name (what `tlx opt -p` accepts).
"""
from __future__ import annotations

from . import verify_protocol as _vp
from .allocate_smem import allocate_smem
from .assign_registers import assign_registers
from .canonicalize import canonicalize
from .derive_phases import derive_phases
from .manager import TARGETS, Pass, PipelineError
from .order_global import order_global
from .plan_gluon import plan_gluon
from .plan_portable import plan_portable
from .sequentialize_roles import sequentialize_roles
from .widen_sums import widen_sums


def _wrap_verifier():
    # the protocol checker keeps its entry point `verify_protocol(module, options)`; use its own Pass if it has one
    own = getattr(_vp, "PASS", None) or getattr(_vp, "verify_protocol_pass", None)
    if isinstance(own, Pass):
        return own
    if isinstance(_vp.verify_protocol, Pass):
        return _vp.verify_protocol
    return Pass("verify-protocol", lambda m, ctx: _vp.verify_protocol(m, ctx),
                "prove the barrier protocol: no deadlock, counts, bytes, races, fences", preserves_analyses=True)


verify_protocol = _wrap_verifier()

_COMMON = (canonicalize, widen_sums, derive_phases, verify_protocol, allocate_smem, assign_registers)
PIPELINES = {
    # plan-gluon before verify-protocol: the proof covers the intra-role barriers the printer will emit
    "gluon": (canonicalize, widen_sums, derive_phases, plan_gluon, order_global, verify_protocol, allocate_smem,
              assign_registers),
    # (order-global last: its barriers are for the printed program, and sequentialize-roles drops barriers)
    "triton": _COMMON + (sequentialize_roles, plan_portable, order_global),
}
PASSES = {p.name: p for p in (*_COMMON, plan_gluon, order_global, sequentialize_roles, plan_portable)}


def pipeline(target: str) -> tuple:
    if target not in PIPELINES:
        raise ValueError(f"unknown target {target!r}; choose from {', '.join(TARGETS)}")
    return PIPELINES[target]


def passes_named(names) -> tuple:
    """Pass objects for a list of names (`tlx opt -p a,b`); an unknown name lists the valid ones."""
    out = []
    for n in names:
        if n not in PASSES:
            raise PipelineError(f"unknown pass '{n}'; passes: {', '.join(PASSES)}")
        out.append(PASSES[n])
    return tuple(out)
