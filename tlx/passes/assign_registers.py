"""`assign-registers`: per-role register budgets for warp specialization (setmaxnreg).

Budgets are multiples of 8 in [24, 256] (the range and granularity of `setmaxnreg`). With one block
per SM the register file holds 65536 32-bit registers, so sum(warps * 32 * regs) over roles and their
replicas must not exceed it. A role without `regs=` (regs = 0) gets an even share of what the roles with
explicit budgets leave, rounded down to a multiple of 8 and clamped to [24, 256]. Result: role attrs
`regs` (final), `regs_given` (what the user wrote).
"""
from __future__ import annotations

from .. import hw
from ..diagnostics import DiagnosticBag
from ..ir.core import Module
from .manager import Pass

REGFILE = hw.REGFILE
LO, HI, GRAN = hw.REGS_MIN, hw.REGS_MAX, hw.REGS_GRANULARITY


def assign_kernel(k, bag):
    roles = [o for o in k.walk() if o.name == "role"]
    if not roles:
        return
    fixed = 0
    free_threads = 0
    for r in roles:
        regs = r.attrs.get("regs", 0)
        r.attrs["regs_given"] = regs
        threads = r.attrs["warps"] * 32 * r.attrs.get("replicas", 1)
        if regs:
            if regs % GRAN or not LO <= regs <= HI:
                bag.add(r.span, f"role '{r.attrs['sym_name']}': regs={regs} must be a multiple of {GRAN} between "
                        f"{LO} and {HI}")
            fixed += threads * regs
        else:
            free_threads += threads
    if free_threads:
        share = (REGFILE - fixed) // free_threads if REGFILE > fixed else 0
        share = min(HI, share - share % GRAN)
        if share < LO:
            for r in roles:
                if not r.attrs["regs_given"]:
                    bag.add(r.span, f"role '{r.attrs['sym_name']}' gets no register budget: the roles with explicit "
                            f"regs= already use {fixed} of {REGFILE} registers")
            return
        for r in roles:
            if not r.attrs["regs"]:
                r.attrs["regs"] = share
    total = sum(r.attrs["warps"] * 32 * r.attrs.get("replicas", 1) * r.attrs["regs"] for r in roles)
    k.attrs["regs_total"] = total
    if total > REGFILE:
        worst = max(roles, key=lambda r: r.attrs["warps"] * r.attrs.get("replicas", 1) * r.attrs["regs"])
        parts = ", ".join(f"{r.attrs['sym_name']}: {r.attrs['warps']} warps x {r.attrs.get('replicas', 1)} x "
                          f"{r.attrs['regs']} regs" for r in roles)
        bag.add(worst.span, f"role '{worst.attrs['sym_name']}': register budgets need {total} registers, more than "
                f"the {REGFILE} of one SM ({parts})",
                [(r.span, f"role '{r.attrs['sym_name']}'") for r in roles if r is not worst])


def _run(m: Module, ctx) -> Module:
    bag = DiagnosticBag()
    for k in m.kernels():
        assign_kernel(k, bag)
    bag.raise_if_any()
    return m


assign_registers = Pass("assign-registers", _run,
                        "per-role register budgets (multiples of 8 in 24..256, within 65536 per SM)")
