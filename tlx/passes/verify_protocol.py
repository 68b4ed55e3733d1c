"""`verify-protocol`: prove the barrier protocol of a warp-specialized kernel for every runtime input.

Two halves. The symbolic half (protocol/symbolic.py, protocol/proof.py) models the kernel's runtime integer
scalars in z3 and proves, for all inputs: every barrier and shared-memory slot index is in range; roles that
pipeline over one ring step through it equally often per tile; and every protocol term (trip counts, guards
of sync statements, indices, expect bytes, phases, carried integers) is a function of a few *drivers* whose
finite domains (trip counts 0, 1, S-1, S, S+1, 2S, 2S+1; guards both ways; every slot) are enumerated with
a z3 witness input each. Anything it cannot relate is an error with line:col and the reason, never "OK".

protocol/explore.py proves that every protocol term repeats with a period P past a threshold N0 (else "cannot
prove"), widens the sampled trip counts to every residue modulo P, and, after the samples, searches every trip
count and tile sequence over a finite abstract state (closing within a budget, or with TLX_VERIFY_EXHAUSTIVE=1).

The concrete half (protocol/simulate.py) runs each witness (one tile, and sequences of tiles for persistent
launches). One run stands for every schedule when it meets the conditions of protocol/schedules.py; else the
other schedules (each priority order, round robin, copies landing late) look for a failure. It checks (each violation is an error at the user's line naming
the barrier/buffer and the role, with a note at the other side):
  * deadlock: every wait is eventually satisfied;
  * arrivals per phase equal the declared count (a replicated role arrives once per replica);
  * expect bytes equal the bytes of the TMA copies that signal that phase, and no expect or arrive lands
    in a phase whose bytes are still in flight;
  * a wait never observes a phase two ahead of the one it observed before (parity aliasing);
  * no ring slot is read (mma operand, load, TMA store) before the wait that publishes its fill: each TMA
    copy is its own event, visible only through the phase it completes (vector clocks);
  * no slot is overwritten (TMA load, store_smem) before every reader released it;
  * shared memory written with store_smem and then read by the async proxy (wgmma, TMA store) is
    fenced (`fence`) by the writer in between.
"""
from __future__ import annotations

import itertools
import os

from ..ir.core import Module
from .derive_phases import defs_of
from .manager import Pass
from .protocol.explore import Explorer
from .protocol.proof import Prover
from .protocol.simulate import ProtocolError, Run
from .protocol.symbolic import SymKernel


def verify_kernel(k, arch="sm_90a"):
    from .allocate_smem import allocate_kernel  # imported here: pass registration follows pipeline order
    defs = defs_of(k)
    decls = {}
    for op in k.regions[0].ops:
        if op.name in ("smem_alloc", "bar_alloc"):
            decls[op.attrs["sym_name"]] = (op, op.result.type)
    for tiles in k.regions[0].ops:
        if tiles.name != "tiles":
            continue
        blk = tiles.regions[0]
        roles = [o for o in blk.ops if o.name == "role"]
        if not roles:
            continue
        # a ring too big for shared memory is rejected before it is simulated (the run is O(STAGES))
        allocs = [o for o in k.regions[0].ops if o.name in ("smem_alloc", "bar_alloc")]
        saved = [dict(o.attrs) for o in [k] + allocs]
        allocate_kernel(k, arch)
        for o, attrs in zip([k] + allocs, saved):  # allocate-smem itself runs later and owns these attributes
            o.attrs.clear()
            o.attrs.update(attrs)
        stages = {o.attrs.get("stages", 1) for o in tiles.walk() if o.name == "for" and o.attrs.get("pipelined")}
        prover = Prover(SymKernel(k, tiles, roles, decls, defs), stages or {1}, bool(tiles.attrs.get("persistent")))
        prover.check()
        ex = Explorer(prover, k, tiles, roles, defs, decls, {}, bool(tiles.attrs.get("persistent")))
        ex.lemmas()  # every protocol term repeats with a period P past a threshold N0, else "cannot prove"
        ex.explorable = ex.explorable and not prover.copies  # replicas' own values sampled: no closed search either
        prover.widen(ex.N0, ex.P)
        nproc = sum(r.attrs.get("replicas", 1) for r in roles)
        orders = [list(p) for p in itertools.islice(itertools.permutations(range(nproc)), 24)] + [None]
        kinds = {}
        # one complete run that meets the conditions of schedules.py stands for every interleaving; where it does
        # not, the other schedules (each priority order, round robin, copies landing late) look for a concrete
        # failure before the unmet condition is reported
        schedules = _schedules(orders)
        for inputs, desc in prover.scenarios():
            for i, (lazy, order) in enumerate(schedules):
                run = Run(k, tiles, roles, inputs, order, defs, decls, lazy, kinds)
                try:
                    run.go(inputs, blk)
                except ProtocolError:
                    _report(run.errors, desc)
                if i == 0:
                    first = run
                    if run.unproved is None:
                        break
            else:
                first.errors.add(*first.unproved)
                _report(first.errors, desc)
        # the samples above find most errors with a small witness; the exploration proves the rest where it closes
        ex.kinds = kinds
        ex.explore(blk, orders[0], os.environ.get("TLX_VERIFY_EXHAUSTIVE", "") not in ("", "0"))


def _schedules(orders):
    """(lazy copies, priority order or None for round robin) of the runs, the first one the run that must meet the
    conditions of schedules.py."""
    return [(False, o) for o in orders] + [(True, orders[0]), (True, None)]


def _report(errors, desc):
    d = errors.diags[0]
    # a violation carries the input that shows it; an unproved condition the input it was found with
    tag = "input" if d.message.startswith("cannot prove") else "counter-example"
    d.message += f" [{tag}: {desc()}]"
    errors.diags = errors.diags[:1]
    errors.raise_if_any()


def _run(m: Module, ctx) -> Module:
    for k in m.kernels():
        verify_kernel(k, ctx.arch)
        k.attrs["protocol_verified"] = True
    return m


# `verify_protocol(module, options)` still works: a Pass is callable
verify_protocol = Pass("verify-protocol", _run, "prove the barrier protocol for every input: no deadlock, counts, "
                       "bytes, races, fences", preserves_analyses=True)
