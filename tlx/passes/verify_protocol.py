"""`verify-protocol`: prove the barrier protocol of a warp-specialized kernel for every runtime input.

Two halves. The symbolic half (protocol/symbolic.py, protocol/proof.py) models the kernel's runtime integer
scalars in z3 and proves, for all inputs: every barrier and shared-memory slot index is in range; roles that
pipeline over one ring step through it equally often per tile; and every protocol term (trip counts, guards
of sync statements, indices, expect bytes, phases, carried integers) is a function of a few *drivers* whose
finite domains (trip counts 0, 1, S-1, S, S+1, 2S, 2S+1; guards both ways; every slot) are enumerated with
a z3 witness input each. Anything it cannot relate is an error with line:col and the reason, never "OK".

protocol/lemmas.py proves that every protocol term repeats with a period P past a threshold N0 (else "cannot
prove"), the prover widens the sampled trip counts to every residue modulo P, and, after the samples,
protocol/explore.py searches every trip count and tile sequence over a finite abstract state, run until it closes
(a kernel whose loops it does not model is marked `protocol_sampled`, and `tlx check` says it is not proved).

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

import contextlib
import gc
import hashlib
import itertools
import os
import re

from ..ir.core import Module
from ..ir.printer import print_op
from .derive_phases import defs_of
from .manager import Pass
from .protocol.explore import Explorer
from .protocol.global_access import accesses, check_global_access, must_not_share
from .protocol.global_writes import check_writes
from .protocol.proof import Prover
from .protocol.solving import fresh_context
from .protocol.simulate import ProtocolError, Run
from .protocol.symbolic import SymKernel


def overflow_check() -> bool:
    """Also prove that no 32-bit operation feeding a protocol term overflows (protocol/symbolic.py): on by default,
    as without it the proof is about exact integers while the device wraps them (a trip count that is n in the
    model can be 0 on the device). TLX_VERIFY_OVERFLOW=0 turns it off, for a kernel the solver cannot bound yet;
    the verdict then says so (it proves the protocol for exact integers only)."""
    return os.environ.get("TLX_VERIFY_OVERFLOW", "1") != "0"


def overflow_when_sampled() -> bool:
    """TLX_VERIFY_OVERFLOW=1 (set, not by default): the overflow obligations are checked even where a sampled search
    stopped at its budget (by default they are skipped there: _verify_kernel)."""
    return os.environ.get("TLX_VERIFY_OVERFLOW", "") == "1"


def sampled_search() -> bool:
    """TLX_VERIFY_SAMPLED=1: the exploration stops at a budget (kernels then reported as checked on samples only)."""
    return os.environ.get("TLX_VERIFY_SAMPLED", "") not in ("", "0")


_PROVED = {}  # sha of a kernel's printed IR (without locations) -> None (proved) or why it is checked on samples
_LOC = re.compile(r" loc\([^)]*\)")


def verify_kernel(k, arch="sm_90a"):
    """Prove k's protocol (raises the first violation). A proof is a function of the IR alone, so a kernel
    proved before in this process (the op's variants and the tests compile the same kernels again) is not
    proved again, and one proved before by this verifier in another process is read from the verdict cache."""
    located = "\n".join(print_op(k))
    text = _LOC.sub("", located)  # a proof's success does not depend on source positions
    key = (hashlib.sha256(text.encode()).hexdigest(), arch, sampled_search(), overflow_check(), overflow_when_sampled())
    if key not in _PROVED:
        _PROVED[key] = _cached_verdict(located, arch, lambda: _verify_kernel(k, arch))
    return _PROVED[key]


def _prove(verify):
    # the search keeps thousands of paused runs alive and makes few reference cycles: the cyclic collector's
    # full passes over them cost about a tenth of a proof and free almost nothing, so it waits until the end
    enabled = gc.isenabled()
    gc.disable()
    try:
        return verify()
    finally:
        if enabled:
            gc.enable()


# The verdict cache: `$TLX_CACHE_DIR/proof/`, beside the compile cache (tlx/runtime.py). A compile-cache entry is
# keyed by every tlx source, so each commit recompiles everything; a verdict depends on less: the kernel's IR as
# the verifier sees it and the code that reads it. Its key is that IR (with source positions: an unproved
# verdict names a line), arch, the search mode and state limit, and the verifier's fingerprint: every tlx source
# but the layers the verifier never imports (code generation, the ops, the CLI, the runtime; test_cache.py checks
# that a proof loads none of them), plus the z3, numpy and Python versions. Only verdicts are kept (proved, or
# why checked on samples only); a violation is found again each time, so its diagnostics are always fresh.
# TLX_VERIFY_CACHE=0 bypasses it.
_NOT_VERIFIER = ("codegen", "ops", "cli.py", "runtime.py", "demo.py", "__main__.py")


def _fingerprint_now() -> str:
    """The verifier's sources on disk now (with the z3, numpy and Python versions)."""
    import sys

    import numpy
    import z3
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # tlx/
    h = hashlib.sha256(f"{z3.get_full_version()}\0{numpy.__version__}\0{sys.version}\0".encode())
    for dp, dns, fs in os.walk(root):
        dns[:] = sorted(d for d in dns if not (dp == root and d in _NOT_VERIFIER))
        for f in sorted(fs):
            if f.endswith((".py", ".lark")) and not (dp == root and f in _NOT_VERIFIER):
                with open(os.path.join(dp, f), "rb") as fh:
                    h.update(os.path.relpath(os.path.join(dp, f), root).encode() + b"\0" + fh.read())
    return h.hexdigest()


# taken when the verifier is imported, so it describes the code this process runs (a checkout that changes under a
# long-running process must not get this process's verdicts filed under the new code: `_cached_verdict` writes only
# while the sources on disk still match)
_VFP = _fingerprint_now()


def _cached_verdict(located: str, arch: str, verify):
    """verify()'s verdict (None: proved; else why checked on samples only) through the verdict cache. A cache
    directory that cannot be used (read-only, not a directory) only costs the proof."""
    from .protocol.explore import _cap
    # TLX_VERIFY_CACHE=0 proves afresh (the tests that patch the verifier's internals set it); TLX_VERIFY_UNKNOWN asks
    # for a side effect of the search (logging undecided queries)
    if os.environ.get("TLX_VERIFY_CACHE", "") == "0" or os.environ.get("TLX_VERIFY_UNKNOWN"):
        return _prove(verify)
    from ..runtime import _file_lock, _write_atomic, cache_dir
    import json
    key = hashlib.sha256(json.dumps({"ir": located, "arch": arch, "sampled": sampled_search(), "states": _cap(),
                                     "verifier": _VFP, **({"overflow": True} if overflow_check() else {}),
                                     **({"overflow_sampled": True} if overflow_when_sampled() else {})},
                                    sort_keys=True).encode()).hexdigest()
    try:
        base = os.path.join(cache_dir(), "proof")
        os.makedirs(base, exist_ok=True)
    except OSError:
        return _prove(verify)
    file = os.path.join(base, key[:32] + ".json")

    def read():
        try:
            with open(file, encoding="utf-8") as f:
                got = json.load(f)
            if got["key"] == key and (got["why"] is None or isinstance(got["why"], str)):
                return got
        except (OSError, ValueError, KeyError, TypeError):  # absent or not intact: prove again
            pass
        return None

    got = read()
    if got is not None:
        return got["why"]
    with contextlib.ExitStack() as held:
        try:
            held.enter_context(_file_lock(file[:-5] + ".lock"))  # parallel processes (xdist workers) prove once
        except OSError:
            return _prove(verify)
        got = read()
        if got is not None:
            return got["why"]
        why = _prove(verify)  # (a violation raises: nothing is written)
        if _fingerprint_now() == _VFP:
            try:
                _write_atomic(file, json.dumps({"key": key, "why": why}).encode())
            except OSError:
                pass
        return why


def _verify_kernel(k, arch):
    """None when k's protocol is proved for every input, else why it is checked on samples only."""
    from .allocate_smem import allocate_kernel  # imported here: pass registration follows pipeline order
    fresh_context()
    sampled = None
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
        if prover.copies:  # the replicas' own values are sampled: no closed search either
            ex.explorable, ex.unexplored = False, "the replicas' own values have more combinations than the " \
                "verifier enumerates (they are sampled)"
        prover.widen(ex.N0, ex.P)
        nproc = sum(r.attrs.get("replicas", 1) for r in roles)
        orders = [list(p) for p in itertools.islice(itertools.permutations(range(nproc)), 24)] + [None]
        kinds = {}
        # one complete run that meets the conditions of schedules.py stands for every interleaving; where it does
        # not, the other schedules (each priority order, round robin, copies landing late) look for a concrete
        # failure before the unmet condition is reported
        schedules = _schedules(orders)
        forced = None  # a violation seen only where reads ran under a false condition (checks.FORCED): reported last
        for inputs, desc in prover.scenarios():
            for i, (lazy, order) in enumerate(schedules):
                run = Run(k, tiles, roles, inputs, order, defs, decls, lazy, kinds)
                try:
                    run.go(inputs, blk)
                except ProtocolError:
                    _report(run.errors, desc)
                if run.forced_fail is not None and forced is None:
                    run.errors.add(*run.forced_fail)
                    forced = (run.errors, desc)
                if i == 0:
                    first = run
                    if run.unproved is None:
                        break
            else:
                first.errors.add(*first.unproved)
                _report(first.errors, desc)
        # the samples above find most errors with a small witness; the exploration proves the rest where it closes
        ex.kinds = kinds
        # to closure, or "cannot prove" past EXHAUSTIVE states; TLX_VERIFY_SAMPLED=1 stops at a budget instead
        # (faster, for experiments: the kernel is then reported as proved on samples only)
        ex.explore(blk, orders[0], not sampled_search())
        if forced is not None:
            _report(*forced)
        # last: a kernel wrong for exact integers is reported with its counter-example run, not as an overflow.
        # A sampled search that stopped at its budget leaves the kernel unproved, and its overflow obligations are
        # then skipped unless TLX_VERIFY_OVERFLOW=1: they are about half of a big kernel's sampled verification (the
        # fused backward's D=128 causal build: 46 -> 25 s on one core), which the tests and GPU experiments that
        # compile such builds by the dozen would pay for a verdict that stays "checked on samples only"
        if ex.closed or not sampled_search() or overflow_when_sampled():
            prover.check_overflow()
        # (after the overflows: a coordinate computed by arithmetic that can wrap is reported at that arithmetic)
        prover.check_tma_cols()
        if not ex.closed:
            why = ex.unexplored if isinstance(ex.unexplored, str) else (
                f"the trip count of the loop at {ex.unexplored.span.short} moves with several inputs or against one, "
                "which the exploration does not model") if ex.unexplored is not None else \
                "the exploration stopped at its budget (TLX_VERIFY_SAMPLED)"
            if sampled_search() and not overflow_when_sampled():
                why += "; the 32-bit overflow obligations were not checked (TLX_VERIFY_OVERFLOW=1 checks them)"
            sampled = why
    if sampled is None and not overflow_check():
        sampled = "proved for exact integers only: TLX_VERIFY_OVERFLOW=0 skipped the 32-bit overflow obligations " \
                  "(the device wraps what the proof computes exactly)"
    return sampled


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
        check_global_access(k)  # (what the proof does not model: global memory the kernel writes and reads)
        why = verify_kernel(k, ctx.arch)
        # (after the proof: a program whose protocol fails hears that first; its writes may be wrong because of it)
        check_writes(k, accesses(k, None, []))
        # (for the launchers, which the portable build generates after its roles are merged into one stream)
        pairs = must_not_share(k)
        if pairs:
            k.attrs["must_not_share"] = [list(p) for p in pairs]
        if why is not None:
            ctx.protocol_sampled[k.attrs.get("sym_name")] = why
        k.attrs["protocol_verified"] = True
    return m


# `verify_protocol(module, options)` still works: a Pass is callable
verify_protocol = Pass("verify-protocol", _run, "prove the barrier protocol for every input: no deadlock, counts, "
                       "bytes, races, fences", preserves_analyses=True)
