"""Hand-written wrong programs: each protocol check rejects them at an exact line:col."""
import os
import sys
import time

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError

G = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "passes")
RING = open(os.path.join(G, "ring.tlx")).read()
FENCE = open(os.path.join(G, "fence.tlx")).read()

CASES = {
    # deadlock
    "dl_no_arrive": (RING, [("            arrive free[slot]\n", "")], "9:13", "deadlock"),
    "dl_wrong_bar": (RING, [("            wait ready[slot]\n", "            wait free[slot]\n")], "15:13", "deadlock"),
    "dl_user_phase": (RING, [("            wait ready[slot]\n", "            wait ready[slot] phase 1\n")], "15:13", "deadlock"),
    # arrivals per phase == count
    "cnt_count2": (RING, [("free[STAGES](count=1)", "free[STAGES](count=2)")], "18:13", "1 of 2 arrivals"),
    "cnt_arrive2": (RING, [("arrive free[slot]", "arrive free[slot] count 2")], "18:13", "exceeds the arrivals"),
    "cnt_replicas": (RING, [("role compute(warps=4, regs=240):", "role compute(warpgroups=2, regs=120) replicated as wg:")],
                     "18:13", "more arrivals per phase"),
    # expect bytes == TMA bytes
    "exp_small": (RING, [("bytes(buf)", "bytes(buf) // 2")], "11:13", "expects only 4096"),
    "exp_big": (RING, [("bytes(buf)", "2 * bytes(buf)")], "10:13", "announces 8192 more bytes"),
    "exp_missing": (RING, [("            expect ready[slot], bytes(buf)\n", "            arrive ready[slot]\n")], "11:13",
                    "expects only 0"),
    # read before the publishing wait
    "raw_no_wait": (RING, [("            wait ready[slot]\n", "")], "15:17", "before the wait that publishes"),
    "raw_wrong_slot": (RING, [("            x = load(buf[slot])", "            x = load(buf[(slot + 1) % STAGES])")],
                       "16:17", "before the wait that publishes"),
    "raw_before_wait": (FENCE, [("        wait full\n        acc = mma(p, p)\n", "        acc = mma(p, p)\n        wait full\n")],
                        "11:15", "before the wait that publishes"),
    # overwrite before release
    "war_no_freewait": (RING, [("            wait free[slot]\n", "")], "10:13", "writes 'buf[0]'"),
    "war_release_early": (RING, [("            wait ready[slot]\n            x = load(buf[slot])\n",
                                  "            wait ready[slot]\n            arrive free[slot]\n            x = load(buf[slot])\n"),
                                 ("            acc = acc + cast(x, f32)\n            arrive free[slot]\n",
                                  "            acc = acc + cast(x, f32)\n")], "11:13", "may still be reading"),
    "war_wrong_slot": (RING, [("tma buf[slot] <-", "tma buf[0] <-")], "11:13", "writes 'buf[0]'"),
    # fence between generic stores and async-proxy reads
    "fence_missing": (FENCE, [("        fence\n", "")], "11:15", "without a `fence`"),
    "fence_after_arrive": (FENCE, [("        fence\n        arrive full\n", "        arrive full\n        fence\n")], "12:15",
                           "without a `fence`"),
    "fence_tma_store": (FENCE, [("        fence\n", ""), ("        acc = mma(p, p)\n",
                                                        "        tma b[i, 0] <- p\n        acc = zeros([64, 64], f32)\n")],
                        "11:9", "TMA store"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_wrong_program(name):
    base, reps, where, msg = CASES[name]
    src = base
    for a, b in reps:
        assert a in src
        src = src.replace(a, b)
    with pytest.raises(TlxError) as ei:
        compile_text(src, "t.tlx", "scheduled")
    d = ei.value.first
    assert d.span.short == where, d.message
    assert msg in d.message
    assert d.notes or "deadlock" in d.message


@pytest.mark.parametrize("base", [RING, FENCE])
def test_correct_programs_pass(base):
    compile_text(base, "t.tlx", "scheduled")


# ---------------------------------------------------------------------------------------------------------------
# soundness for every runtime value (issue 10): counter-examples, guards, async TMA, slot bounds, undecidable terms
@pytest.fixture(autouse=True)
def _fresh_proofs(monkeypatch):
    # these tests change the verifier's internals: no proof from an earlier test may stand in for a new one
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAGSHIP = os.path.join(ROOT, "kernels", "jagged_attention.tlx")


def _edit(src, reps):
    for a, b in reps:
        assert a in src, a
        src = src.replace(a, b, 1)
    return src


def _reject(src, reps, target="gluon"):
    src = _edit(src, reps)
    with pytest.raises(TlxError) as ei:
        compile_text(src, "t.tlx", "scheduled", Options(target=target))
    return ei.value.first


SOUND = {
    # one role's trip count differs at run time: a counter-example input, at the second role's loop
    "trip_plus_one": ([("pipeline j in range(n) over ring(STAGES) as slot:\n            wait ready",
                        "pipeline j in range(n + 1) over ring(STAGES) as slot:\n            wait ready")],
                      "14:9", ["step through the pipeline ring a different number of times", "with K = "]),
    "trip_finer_blocks": ([("    n = cdiv(K, 64)\n    role load(warps=1, regs=24):\n        pipeline j in range(n)",
                            "    n = cdiv(K, 64)\n    role load(warps=1, regs=24):\n        pipeline j in range(cdiv(K, 32))")],
                          "14:9", ["with K = ", "role 'load' fills or drains "]),
    # `range(i, n)` (the tile coordinate as the start): a counter-example, no internal term in the message
    "trip_from_coordinate": ([("pipeline j in range(n) over ring(STAGES) as slot:\n            wait ready",
                               "pipeline j in range(i, n) over ring(STAGES) as slot:\n            wait ready")],
                             "14:9", ["with ", "i = "]),
    # a sync statement under a runtime `if`: the path that skips it is run (a witness with the guard false)
    "guarded_arrive": ([("            arrive free[slot]\n", "            if K > 128:\n                arrive free[slot]\n")],
                       "9:13", ["deadlock", "counter-example", "with K = "]),  # K > 128 is a function of cdiv(K, 64)
    "guarded_expect": ([("            expect ready[slot], bytes(buf)\n",
                         "            if i > 0:\n                expect ready[slot], bytes(buf)\n")],
                       "12:13", ["expects only 0", "branch condition at 10:13 = 0"]),
    # a guard on the loop's iteration can skip a sync statement only past the sampled trip counts: not proved
    "guard_on_iteration": ([("            arrive free[slot]\n", "            if j != 9:\n                arrive free[slot]\n")],
                           "18:13", ["cannot prove the protocol for every trip count", "does not repeat every",
                                     "iterations of the loop at 14:9"]),
    # a guard on tensor data cannot be decided: an error, never "OK"
    "guard_on_data": ([("            arrive free[slot]\n",
                        "            if sum(sum(acc, axis=0), axis=0) > 0.0:\n                arrive free[slot]\n")],
                      "18:13", ["cannot prove the protocol for every input", "tensor data"]),
    # an expect hoisted above the wait that frees its slot lands while the slot's last copy may be in flight
    "expect_before_wait": ([("            wait free[slot]\n            expect ready[slot], bytes(buf)\n",
                             "            expect ready[slot], bytes(buf)\n            wait free[slot]\n")],
                           "9:13", ["arrives again for a later step"]),
    # a ring one slot short: the slot index is proved out of range, with the inputs that reach it
    "ring_one_short": ([("smem buf[STAGES]", "smem buf[STAGES - 1]")], "11:17",
                       ["slot index of 'buf' can be 1, out of range for its 1 entries"]),
}


@pytest.mark.parametrize("name", sorted(SOUND))
def test_unsound_for_some_input(name):
    reps, where, msgs = SOUND[name]
    d = _reject(RING, reps)
    assert d.span.short == where, d.message
    for m in msgs:
        assert m in d.message, d.message
    assert "('" not in d.message  # no internal term


def test_each_tma_copy_is_published_by_its_own_barrier():
    # waiting v_ready and then reading the K slot: the K copy completes independently (issue 10, kind 5)
    src = open(FLAGSHIP).read()
    old = "            pipeline n in range(minimum(n_blocks, 1)) over ring kv(STAGES) as slot:\n                wait k_ready[slot]"
    d = _reject(src, [(old, old.replace("wait k_ready", "wait v_ready"))])
    assert "reads 'k_ring[0]' before the wait that publishes its fill" in d.message


@pytest.mark.parametrize("defs,target", [
    ({"STAGES": "1"}, "gluon"), ({"STAGES": "1"}, "triton"),  # once rejected: the peeled step is its own step
    ({"CAUSAL": "True"}, "gluon"), ({"ACT": "silu"}, "triton"), ({"DT": "bf16"}, "gluon"),
])
def test_flagship_variants_proved(defs, target):
    c = compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled", Options(target=target, defines=defs))
    assert not c.ctx.protocol_sampled


def test_three_deep_ring_proved():
    # a 3-deep K/V ring next to the q buffer pair (tile_index % 2): P = 12, but the ring's slots repeat every 6
    # iterations and the pair every 4 tiles (periods per variable), and the clock order keeps only the facts a
    # check can read (explore.Seen, _order): the search closes well within the default limit
    c = compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled",
                     Options(target="gluon", defines={"STAGES": "3", "D": "64"}))
    assert not c.ctx.protocol_sampled


def test_three_deep_ring_mutant_rejected():
    # the same variant with its V slot published by the K barrier: still rejected, at the read
    src = open(FLAGSHIP).read()
    old = "                p = cast(p32, DT)\n                wait v_ready[slot]\n                last = slot\n            if MASK_SPLIT:"
    assert old in src
    src = src.replace(old, old.replace("wait v_ready[slot]", "wait k_ready[slot]"))
    with pytest.raises(TlxError) as ei:
        compile_text(src, FLAGSHIP, "scheduled", Options(target="gluon", defines={"STAGES": "3", "D": "64"}))
    d = ei.value.first
    assert "v_ring" in d.message and ("before the wait that publishes its fill" in d.message
                                      or "deadlock" in d.message), d.message


def test_four_deep_ring_proved():
    # a 4-deep ring: P = 8; the Triton build closes at about 3,900 states, the Gluon one at about 9,700 (both
    # within the default limit; the Gluon one is left to scripts/verify_states.py for the suite's time)
    c = compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled",
                     Options(target="triton", defines={"STAGES": "4", "D": "64"}))
    assert not c.ctx.protocol_sampled


def test_state_limit_is_an_error_not_ok(monkeypatch):
    # past the limit the verdict is "cannot prove ... more than N states" at the tiles line, never OK and never
    # another error
    monkeypatch.setenv("TLX_VERIFY_STATES", "500")
    with pytest.raises(TlxError) as ei:
        compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled",
                     Options(target="gluon", defines={"STAGES": "4", "D": "64"}))
    d = ei.value.first
    assert "met more than 500 distinct states without closing (TLX_VERIFY_STATES" in d.message, d.message
    assert "tiles" in open(FLAGSHIP).read().splitlines()[d.span.line - 1]


@pytest.mark.parametrize("cfg", sorted({tuple(sorted(c.items())) for c in __import__(
    "tlx.ops.packed_attention", fromlist=["TILES"]).TILES.values()}))
def test_packed_op_setup_proved(cfg):
    # the tile shape the op compiles the packed kernel with: its exploration closes within the default limit
    path = os.path.join(ROOT, "kernels", "jagged_attention_packed.tlx")
    c = compile_text(open(path).read(), path, "scheduled", Options(target="gluon", defines={k: str(v) for k, v in cfg}))
    assert not c.ctx.protocol_sampled


def test_packed_four_deep_ring_proved():
    # the packed kernel with a 4-deep ring (37,200 states before the reductions of explore.py): proved
    path = os.path.join(ROOT, "kernels", "jagged_attention_packed.tlx")
    c = compile_text(open(path).read(), path, "scheduled",
                     Options(target="gluon", defines={"BLOCK_M": "128", "BLOCK_N": "64", "STAGES": "4"}))
    assert not c.ctx.protocol_sampled


def test_flagship_proof_closes(monkeypatch):
    # the flagship's exploration closes (every trip count and tile sequence), and a second compile of the same
    # IR in the process reuses the proof
    import tlx.passes.protocol.explore as ex
    import tlx.passes.verify_protocol as vp
    seen = []
    orig = ex.Explorer.explore

    def spy(self, blk, order, exhaustive=True):
        orig(self, blk, order, exhaustive)
        seen.append((self.closed, self.states))
    monkeypatch.setattr(ex.Explorer, "explore", spy)
    monkeypatch.setattr(vp, "_PROVED", {})
    src = open(FLAGSHIP).read()
    c = compile_text(src, FLAGSHIP, "scheduled", Options(target="gluon"))
    assert seen and seen[0][0] and seen[0][1] > 500, seen
    assert not c.ctx.protocol_sampled
    compile_text("\n" + src, FLAGSHIP, "scheduled", Options(target="gluon"))  # moved a line down: same proof
    assert len(seen) == 1, seen


def test_huge_ring_rejected_before_simulation():
    t0 = time.perf_counter()
    with pytest.raises(TlxError) as ei:
        compile_text(open(FLAGSHIP).read(), FLAGSHIP, "scheduled", Options(target="gluon", defines={"STAGES": "1000000"}))
    assert "bytes of shared memory" in ei.value.first.message
    assert time.perf_counter() - t0 < 60  # simulating the ring would take hours; 60 s: no flake on a loaded machine


# ---------------------------------------------------------------------------------------------------------------
# every schedule (schedules.py): one run meeting conditions (L) and (U) stands for every interleaving
WATCH = RING.replace("    role load(warps=1, regs=24):\n",
                     "    role watch(warps=1, regs=24):\n"
                     "        pipeline j in range(n) over ring(STAGES) as slot:\n"
                     "            wait ready[slot]\n"
                     "    role load(warps=1, regs=24):\n")


def test_unthrottled_waiter_found_in_another_schedule():
    # `watch` waits every phase of ready[slot] but nothing waits for it: as the highest-priority process it keeps up,
    # but in another interleaving the ring laps it (a parity wait two phases behind)
    d = _reject(WATCH, [])
    assert d.span.short == "9:13", d.message
    assert "watch" in d.message and ("deadlock" in d.message or "two phases" in d.message), d.message


def test_unthrottled_waiter_is_not_proved_from_one_run(monkeypatch):
    # with only the first schedule, the run passes but condition (U) fails: "cannot prove", never OK
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_schedules", lambda orders: [(False, orders[0])])
    d = _reject(WATCH, [])
    assert d.span.short == "9:13", d.message
    assert "cannot prove the protocol for every schedule" in d.message
    assert "signals that complete phase 1 are not ordered after this wait" in d.message
    assert d.notes[0][0].short == "14:13"  # the copy that completes the next phase
    assert "[input: " in d.message and "counter-example" not in d.message


def test_arrivals_of_two_roles_in_either_order_are_not_proved(monkeypatch):
    # roles `one` and `two` each arrive once on a count-1 barrier that `three` waits twice: which arrival completes
    # phase 0 depends on the schedule (condition (L)). The first run (three first) passes; another schedule hangs.
    src = """kernel k(a: f16[M, K]):
    tiles i in range(cdiv(M, 64))
    barrier sig(count=1)
    role three(warps=4, regs=24):
        wait sig phase 0
        wait sig phase 1
    role one(warps=1, regs=24):
        arrive sig
    role two(warps=1, regs=24):
        arrive sig
"""
    d = _reject(src, [])
    assert d.span.short == "5:9" and "deadlock" in d.message, d.message
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_schedules", lambda orders: [(False, orders[0])])
    d = _reject(src, [])
    assert d.span.short == "10:9", d.message
    assert "cannot prove the protocol for every schedule" in d.message
    assert "is not ordered after a signal of phase 0 (by role 'one')" in d.message
    assert d.notes[0][0].short == "8:9"


def _gluon_planned(path):
    from tlx.compiler import compile_text as ct
    from tlx.passes.manager import CompileContext
    from tlx.passes.pipeline import PIPELINES
    m = ct(open(path).read(), path, "ir", Options(target="gluon")).ir
    ctx = CompileContext(target="gluon")
    for p in PIPELINES["gluon"]:
        if p.name == "verify-protocol":
            return m, ctx
        m = p.apply(m, ctx)


def test_thread_barrier_is_modeled():
    # jagged_sum's 4-warp reducer loads the slot into registers and one thread arrives free[slot]; plan-gluon puts a
    # thread_barrier before the arrive. Without it the producer's next TMA may overwrite what other warps still read.
    from tlx.passes.verify_protocol import verify_protocol
    path = os.path.join(ROOT, "kernels", "jagged_sum.tlx")
    m, ctx = _gluon_planned(path)
    verify_protocol.apply(m, ctx)  # as planned: proved
    m, ctx = _gluon_planned(path)
    n = 0
    for op in m.walk():
        for r in op.regions:
            keep = [o for o in r.ops if o.name != "thread_barrier"]
            n += len(r.ops) - len(keep)
            r.ops = keep
    assert n == 1
    with pytest.raises(TlxError) as ei:
        verify_protocol.apply(m, ctx)
    d = ei.value.first
    assert d.span.short == "23:13", d.message  # the producer's TMA into the slot
    assert "may still be reading it" in d.message and "role 'reduce'" in d.message


# ---------------------------------------------------------------------------------------------------------------
# every trip count and tile sequence (explore.py): terms proved periodic, samples through every residue, exploration
TWO_RINGS = """kernel k(a: f16[M, K], o: f32[M, K]):
    tiles i in range(cdiv(M, 64)) persistent
    smem buf[3]: f16[64, 64]
    smem buf2[4]: f16[64, 64]
    barrier ready[3]
    barrier free[3]
    barrier ready2[4]
    barrier free2[4]
    n = cdiv(K, 64)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring r3(3) as slot:
            wait free[slot]
            expect ready[slot], bytes(buf)
            tma buf[slot] <- a[i, j] signals ready[slot]
        pipeline j in range(n) over ring r4(4) as slot:
            wait free2[slot]
            expect ready2[slot], bytes(buf2)
            tma buf2[slot] <- a[i, j] signals ready2[slot]
    role compute(warps=4, regs=240):
        acc = zeros([64, 64], f32)
        pipeline j in range(n) over ring r3(3) as slot:
            wait ready[slot]
            acc = acc + cast(load(buf[slot]), f32)
            arrive free[slot]
        pipeline j in range(n) over ring r4(4) as slot:
            wait ready2[slot]
            acc = acc + cast(load(buf2[slot]), f32)
            arrive free2[slot]
        o[i * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""
EXPECT3 = "            expect ready[slot], bytes(buf)\n"


def test_two_rings_correct():
    compile_text(TWO_RINGS, "t.tlx", "scheduled")


def test_wrong_only_at_the_joint_period_of_two_rings():
    # rings of 3 and 4 slots repeat jointly every 2 * lcm(3, 4) = 24 iterations; the expect doubles its bytes on
    # iterations 12..23 of each period only. Trip counts 0..9 (S-1..2S+1 of both rings) never reach it (this was
    # accepted); the period is proved (24) and every residue is run: a counter-example with 13 iterations
    d = _reject(TWO_RINGS, [(EXPECT3, "            expect ready[slot], bytes(buf) * (1 + (j // 12) % 2)\n")])
    assert d.span.short == "13:13", d.message
    assert "deadlock" in d.message and "loop trip count at 11:9 = 13" in d.message, d.message


def test_term_without_a_period_is_not_proved():
    # bytes that keep changing (j // 12 grows without bound): no sampled trip count stands for the larger ones
    d = _reject(TWO_RINGS, [(EXPECT3, "            expect ready[slot], bytes(buf) * (1 + j // 12)\n")])
    assert d.span.short == "13:13", d.message
    assert "cannot prove the protocol for every trip count: the expect byte count here does not repeat" in d.message


def test_exploration_closes_by_default(monkeypatch):
    # every trip count and every tile sequence, until no new abstract state appears: the default
    import tlx.passes.protocol.explore as ex
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    seen = []
    orig = ex.Explorer.explore

    def spy(self, blk, order, exhaustive=True):
        orig(self, blk, order, exhaustive)
        seen.append((self.closed, self.states, self.P, self.N0))
    monkeypatch.setattr(ex.Explorer, "explore", spy)
    c = compile_text(RING, "t.tlx", "scheduled", Options(target="gluon"))
    assert seen and seen[0][0], seen
    assert seen[0][2] == 4 and seen[0][1] > 10  # period 2 * STAGES; trip counts, tile ends and new tiles explored
    assert not c.ctx.protocol_sampled


def test_exploration_that_does_not_close_is_an_error(monkeypatch):
    import tlx.passes.protocol.explore as ex
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(vp, "_PROVED", {})
    monkeypatch.setattr(ex, "EXHAUSTIVE", 5)
    d = _reject(RING, [])
    assert d.span.short == "2:5", d.message
    assert "cannot prove the protocol for every trip count and tile sequence" in d.message
    # TLX_VERIFY_SAMPLED=1 stops at a budget instead, and the kernel is marked as not proved
    monkeypatch.setenv("TLX_VERIFY_SAMPLED", "1")
    monkeypatch.setattr(ex, "BUDGET", 10)
    c = compile_text(RING, "t.tlx", "scheduled", Options(target="gluon"))
    assert "budget" in next(iter(c.ctx.protocol_sampled.values()))


@pytest.mark.parametrize("kernel", ["jagged_sum", "gemm_ws"])
def test_checkpointed_exploration_equals_the_replays(monkeypatch, kernel):
    # explore_ckpt runs each path from its parent's snapshot; it must meet exactly the abstract states that
    # replaying every path from the kernel's start meets (the runs are deterministic). Both searches run on the
    # same compiled IR (the abstract state names ops by identity).
    import tlx.passes.protocol.explore as ex
    got = {}
    orig_abs, orig_explore = ex.Explorer.abstract, ex.Explorer.explore

    def spy(self, run, path, dec):
        s = orig_abs(self, run, path, dec)
        got.setdefault(ex.CHECKPOINTS, {}).setdefault(path, s)
        return s

    def both(self, blk, order, exhaustive=True):
        for mode in (False, True):
            monkeypatch.setattr(ex, "CHECKPOINTS", mode)
            orig_explore(self, blk, order, exhaustive)
    monkeypatch.setattr(ex.Explorer, "abstract", spy)
    monkeypatch.setattr(ex.Explorer, "explore", both)
    src = os.path.join(ROOT, "kernels", kernel + ".tlx")
    compile_text(open(src).read(), src, "scheduled", Options(target="gluon"))
    ck, rp = got[True], got[False]
    common = set(ck) & set(rp)
    assert len(common) > 20 and len(common) >= len(rp) - 1  # all but the replays' pseudo-state of the root
    assert all(ck[p] == rp[p] for p in common)


def test_check_says_when_a_kernel_is_not_proved(tmp_path):
    # a search stopped at its budget (TLX_VERIFY_SAMPLED=1) proves nothing past it: never "OK"
    import subprocess
    env = dict(os.environ, TLX_VERIFY_SAMPLED="1")
    r = subprocess.run([sys.executable, "-m", "tlx", "check", FLAGSHIP, "--target", "gluon"], capture_output=True,
                       text=True, cwd=ROOT, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    assert " OK " not in r.stdout and "checked on samples only (not proved)" in r.stdout, r.stdout
    line = next(i for i, ln in enumerate(open(FLAGSHIP), 1) if ln.startswith("kernel jagged_attention("))
    assert "warning:" in r.stderr and "not proved for every input" in r.stderr and f":{line}:1" in r.stderr, r.stderr


def test_exploration_finds_an_error_past_the_samples(monkeypatch):
    # with the samples switched off, the exploration alone finds the two-ring error, with a witness
    import tlx.passes.protocol.proof as pf
    monkeypatch.setattr(pf.Prover, "scenarios", lambda self: iter(()))
    d = _reject(TWO_RINGS, [(EXPECT3, "            expect ready[slot], bytes(buf) * (1 + (j // 12) % 2)\n")])
    assert d.span.short == "13:13", d.message
    import re
    m = re.search(r"counter-example: tile 0: loop trip count at 11:9 = (\d+) \(with K = \d+\)", d.message)
    assert "deadlock" in d.message and m and int(m.group(1)) > 12, d.message


def test_tile_period_longer_than_the_buffers(monkeypatch):
    # every term that reads tile_index repeats every 4 tiles but the expect, which doubles its bytes on tiles 8..15
    # of every 16: tile_index's own period is 16 (explore.periods), so the exploration alone (samples off) reaches
    # tile 8; with a period of 4 the start of tile 8 would be cut as the state met at tile 4 (this mutant was then
    # accepted). An unused barrier array of 8 makes 16 = 2 * 8 a candidate period.
    import tlx.passes.protocol.proof as pf
    src = RING.replace("    n = cdiv", "    barrier oct[8]\n    n = cdiv")
    compile_text(src, "t.tlx", "scheduled", Options(target="gluon"))
    monkeypatch.setattr(pf.Prover, "scenarios", lambda self: iter(()))
    d = _reject(src, [("            expect ready[slot], bytes(buf)\n",
                       "            expect ready[slot], bytes(buf) * (1 + (tile_index // 8) % 2)\n")])
    assert d.span.short == "11:13" and "tile 8:" in d.message and "tile 9:" not in d.message, d.message


def _mutants_of(name):
    import importlib
    tm = importlib.import_module("tests.test_mutations") if "tests" in sys.modules else None
    if tm is None:
        sys.path.insert(0, os.path.join(ROOT, "tests"))
        tm = importlib.import_module("test_mutations")
    path = os.path.join(ROOT, "kernels", name)
    return path, tm.mutants(name, open(path).read())


def _exact_and_reduced_verdicts(monkeypatch, path, src):
    """(line:col, message shape) or None of the exact search (order.REDUCE False) and the reduced one, the samples
    off so that the exploration alone judges (the numbers of a witness are the solver's choice: the same error may
    show other values, so digits are left out of the message)."""
    import re
    import tlx.passes.protocol.order as od
    import tlx.passes.protocol.proof as pf
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(pf.Prover, "scenarios", lambda self: iter(()))
    got = []
    for mode in (False, True):
        monkeypatch.setattr(od, "REDUCE", mode)
        monkeypatch.setattr(vp, "_PROVED", {})
        try:
            compile_text(src, path, "scheduled", Options(target="gluon"))
            got.append(None)
        except TlxError as e:
            got.append((e.first.span.short, re.sub(r"-?\d+", "N", e.first.message.split(" [")[0])))
    return got


@pytest.mark.parametrize("name", ["jagged_sum.tlx", "gemm_ws.tlx"])
def test_reduced_search_judges_like_the_exact_one(monkeypatch, name):
    # the clock-order reductions (order.REDUCE: canonical facts, subsumed states) against the exact states: every
    # mutant gets the same verdict at the same place
    path, ms = _mutants_of(name)
    judged = 0
    for kind, why, src, _ in ms:
        got = _exact_and_reduced_verdicts(monkeypatch, path, src)
        assert got[0] == got[1], (why, got)
        judged += got[0] is not None
    assert judged > 10


def test_reduced_search_judges_flagship_mutants_like_the_exact_one(monkeypatch):
    # the same on the flagship, where the reductions cut most (3,795 exact states, 990 reduced): every 3rd mutant of
    # its Gluon code path (the load role and the OVERLAP branch), the equivalent ones left out (each would take a
    # full search twice; the mutation suite judges them)
    path, ms = _mutants_of("jagged_attention.tlx")
    src0 = open(path).read().split("\n")
    # (up to the plain loop's `else:`, whose pipeline starts with `wait k_ready[slot]`; the branches of variants off
    # by default, `if KV_STEP and OVERLAP:`, `if O_TMA:` and MASK_SPLIT's, are not on that path)
    end = next(i for i, l in enumerate(src0) if l == "        else:" and src0[i + 2].strip() == "wait k_ready[slot]") + 1
    off = set()
    for i, l in enumerate(src0):
        if l.strip() in ("if KV_STEP and OVERLAP:", "if O_TMA:", "if MASK_SPLIT:", "if MASK_SPLIT and OVERLAP:"):
            ind = len(l) - len(l.lstrip())
            j = i + 1
            while j < len(src0) and (not src0[j].strip() or len(src0[j]) - len(src0[j].lstrip()) > ind):
                off.add(j + 1)
                j += 1
    equivalent = {l.split("\t")[1] for l in open(os.path.join(ROOT, "tests", "golden", "mutants",
                                                             "jagged_attention.txt")) if "accepted" in l}
    line = lambda m: int(m[1].split(":")[0].split()[1])
    picked = [m for m in ms if line(m) < end and line(m) not in off and m[1] not in equivalent][::3]
    assert len(picked) > 15
    for kind, why, src, _ in picked:
        got = _exact_and_reduced_verdicts(monkeypatch, path, src)
        assert got[0] == got[1] and got[0] is not None, (why, got)


# ---------------------------------------------------------------------------------------------------------------
# each replica of a replicated role loads its own values (its rows differ): one input per replica
REPLICA_LOADS = """kernel k(a: f16[M, K], x: i32[N]):
    tiles i in range(cdiv(M, 64))
    barrier sync(count=2)
    role compute(warpgroups=2, regs=120) replicated as wg:
        n = x[i * 2 + wg]
        for j in range(n):
            arrive sync
            wait sync phase j % 2
"""


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_replicas_trip_counts_of_their_own_loads_differ(target):
    # both replicas arrive on a count-2 barrier and wait for it, each `x[2i + wg]` times: correct only if the two
    # loaded values are equal. Walked once with a symbolic replica index, both replicas once got one leaf (accepted).
    d = _reject(REPLICA_LOADS, [], target)
    assert d.span.short == "8:13" and "deadlock" in d.message, d.message
    import re
    vals = dict(re.findall(r"n \(replica (\d)\) = (-?\d+)", d.message))
    assert set(vals) == {"0", "1"} and vals["0"] != vals["1"], d.message
    assert "loop trip count (replica 0) at 6:9" in d.message and "loop trip count (replica 1) at 6:9" in d.message


def test_replicas_load_the_same_address_alike():
    # `x[i]` does not depend on the replica: both replicas read the same value (one input), so this is proved
    compile_text(REPLICA_LOADS.replace("x[i * 2 + wg]", "x[i]"), "t.tlx", "scheduled", Options(target="gluon"))


def test_replicas_own_values_that_split_one_range_are_proved():
    # each replica's two loops cover n whatever its own c is (the packed kernel's n_a/n_b pattern)
    src = REPLICA_LOADS.replace("        n = x[i * 2 + wg]\n        for j in range(n):\n",
                                "        n = x[i]\n        c = minimum(maximum(x[i * 2 + wg], 0), n)\n"
                                "        for j in range(c):\n            arrive sync\n            wait sync phase j % 2\n"
                                "        for j in range(c, n):\n")
    compile_text(src, "t.tlx", "scheduled", Options(target="gluon"))


def test_replicas_values_sampled_past_max_combos(monkeypatch):
    # past MAX_COMBOS each replica's values are sampled: every replica alike, then each against another's values
    import tlx.passes.protocol.scenarios as sc
    monkeypatch.setattr(sc, "MAX_COMBOS", 8)
    d = _reject(REPLICA_LOADS, [])
    assert "deadlock" in d.message and "n (replica 0) = " in d.message, d.message
    compile_text(REPLICA_LOADS.replace("x[i * 2 + wg]", "x[i]"), "t.tlx", "scheduled", Options(target="gluon"))


def test_replicas_guard_on_their_own_loads():
    # a sync statement under a guard on each replica's own value: both ways per replica (and explored to closure
    # where the guards arrive alike)
    src = REPLICA_LOADS.replace("    tiles i in range(cdiv(M, 64))\n", "    tiles i in range(cdiv(M, 64)) persistent\n")
    src = src.replace("        for j in range(n):\n            arrive sync\n            wait sync phase j % 2\n",
                      "        if n > 0:\n            arrive sync\n            wait sync phase tile_index % 2\n")
    d = _reject(src, [])
    assert d.span.short == "8:13" and "deadlock" in d.message, d.message
    assert "branch condition (replica 0) at 6:9 = 0, branch condition (replica 1) at 6:9 = 1" in d.message, d.message
    compile_text(src.replace("            wait sync phase tile_index % 2\n",
                             "        else:\n            arrive sync\n        wait sync phase tile_index % 2\n"),
                 "t.tlx", "scheduled", Options(target="gluon"))


# ---------------------------------------------------------------------------------------------------------------
# a role's reads of a slot its OWN TMA copy fills (red team, session 36: accepted until then): the copy engine writes
# the slot until the barrier the copy signals completes, so the role must wait on that barrier like any other reader.
# Program order orders only its own store_smem.
SELF = """kernel stage_copy(x: f16[M, N], y: f16[M, N], z: f16[M, N], w: f16[M, N]):
    grid (cdiv(M, 64), cdiv(N, 64)) as (i, j)
    smem buf: f16[64, 64]
    smem other: f16[64, 64]
    smem out: f16[64, 64]
    barrier loaded
    barrier other_loaded
    role copy(warps=4):
        expect loaded, bytes(buf)
        tma buf <- x[i, j] signals loaded
        expect other_loaded, bytes(other)
        tma other <- y[i, j] signals other_loaded
        wait loaded phase 0
        wait other_loaded phase 0
        v = load(buf) * 2.0 + load(other)
        store_smem(out, v)
        fence
        tma z[i, j] <- out
"""
_READ = "        v = load(buf) * 2.0 + load(other)\n"
SELF_CASES = {
    # a generic read of the slot before any wait
    "load_before_wait": ([(_READ, ""), ("        wait loaded phase 0\n", _READ + "        wait loaded phase 0\n")],
                         "13:13"),
    # waiting on the other copy's barrier does not publish this one
    "wrong_barrier": ([("        wait loaded phase 0\n", ""), (_READ, _READ + "        wait loaded phase 0\n")], "14:13"),
    # the async proxy reads it too: a wgmma and TMA stores (plain and reduce-add) issued before the wait
    "mma_before_wait": ([("        wait loaded phase 0\n", "        f = mma_wait(mma_async(buf, buf.T))\n"
                          "        wait loaded phase 0\n")], "13:22"),
    "tma_store_before_wait": ([("        wait loaded phase 0\n", "        tma w[i, j] <- buf\n        wait loaded phase 0\n")],
                              "13:9"),
    "reduce_store_before_wait": ([("        wait loaded phase 0\n",
                                   "        tma w[i, j] += buf\n        wait loaded phase 0\n")], "13:9"),
}


@pytest.mark.parametrize("name", sorted(SELF_CASES))
@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_own_tma_copy_read_before_its_wait(name, target):
    reps, where = SELF_CASES[name]
    d = _reject(SELF, reps, target)
    assert d.span.short == where, d.message
    assert "reads 'buf' before the wait that publishes its fill" in d.message
    assert "its own TMA copy is not waited for" in d.message


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_own_tma_copy_read_after_its_wait_passes(target):
    compile_text(SELF, "t.tlx", "scheduled", Options(target=target))


# a slot that no TMA copy or store_smem ever fills (red team, session 36: accepted until then): the wait that
# publishes the other ring's fill does not make it readable; the Gluon build would read another program's bytes
def test_read_of_a_slot_nothing_fills_is_rejected():
    d = _reject(RING, [("    smem buf[STAGES]: f16[64, 64]\n",
                        "    smem buf[STAGES]: f16[64, 64]\n    smem buf2[STAGES]: f16[64, 64]\n"),
                       ("            x = load(buf[slot])", "            x = load(buf[slot]) + load(buf2[slot])")])
    assert "reads 'buf2[0]' before the wait that publishes its fill: nothing has filled it yet" in d.message
    assert "counter-example" in d.message and any("'buf2' declared here" in n for _, n in d.notes)


# red team pass 12 (session 37): a guard computed from global memory the kernel writes. Each thread loads it at its
# own time, so the warps of a warp group can take different ways around a product that all of them must issue
# (wgmma.mma_async.sync.aligned: undefined behaviour, a hang). The guard ran its reads either way in the model
# (interp.py, reads-only guards), so `tlx check` said OK.
# RING with a flag the consumer rewrites every step, and a product under a guard on it. (Until session 45 the producer
# wrote the flag; a hand-off between roles through global memory is now refused before the proof, global_access.py,
# so the consumer writes it itself — the guard is as divergent — and the producer writes a tensor no one reads.)
FLAG = _edit(RING, [("o: f32[M, K], STAGES", "o: f32[M, K], flag: i32[L], src: i32[L], junk: i32[L], STAGES"),
                    ("signals ready[slot]\n", "signals ready[slot]\n            junk[0] += j\n"),  # (adds: every tile)
                    ("role compute(warps=4, regs=240):", "role compute(warpgroups=1, regs=240):"),
                    ("            x = load(buf[slot])\n            acc = acc + cast(x, f32)\n",
                     "            if flag[i] > 0:\n                acc = mma(buf[slot], buf[slot].T, acc)\n"
                     "            flag[i] = j\n")])
DIVERGE = {
    "product": ([], "17:13", "17:16", "matrix product", "18:23"),
    "reduction": ([("acc = mma(buf[slot], buf[slot].T, acc)", "acc = acc + sum(acc, axis=1)[:, None]")], "17:13",
                  "17:16", "reduction", "18:29"),
    # (a float read decides a guard as well)
    "float": ([("flag: i32[L]", "flag: f32[L]"), ("flag[i] = j", "flag[i] = cast(j, f32)"),
               ("if flag[i] > 0:", "if flag[i] > 0.5:")], "17:13", "17:16", "matrix product", "18:23"),
    # (red team pass 13: a tile store may convert its value's layout through shared memory, with barriers)
    "tile store": ([("        acc = zeros([64, 64], f32)\n",
                     "        acc = zeros([64, 64], f32)\n        r = i * 64 + arange(64)[:, None]\n"
                     "        c = arange(64)[None, :]\n"),
                    # (o2, not o: a second store of o would get order-global's barrier, a collective, under the guard)
                    ("flag: i32[L], src", "flag: i32[L], o2: f32[M, K], src"),
                    ("acc = mma(buf[slot], buf[slot].T, acc)", "o2[r, c] = acc")], "19:13", "19:16", "tile store",
                   "20:17"),
    "trip count": ([("if flag[i] > 0:", "for t in range(flag[i]):"),
                    ("acc = mma(buf[slot], buf[slot].T, acc)", "acc = acc + sum(acc, axis=1)[:, None]")], "17:13",
                   "17:28", "reduction", "18:29"),
}


@pytest.mark.parametrize("name", sorted(DIVERGE))
@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_guard_over_memory_the_kernel_writes_around_a_collective(name, target):
    reps, where, read, held, inner = DIVERGE[name]
    d = _reject(FLAG, reps, target)
    assert d.span.short == where, d.message
    assert "computed from 'flag', which this kernel also writes" in d.message
    assert f"some skip the {held} below" in d.message
    assert [s.short for s, _ in d.notes] == [read, inner]


@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_guards_every_thread_agrees_on_are_proved(target):
    # the same guard over a tensor the kernel only reads (every thread reads the same value), and a guard over the
    # written one that holds per-thread work only (a scalar store: each thread stores or not on its own)
    for reps in ([("if flag[i] > 0:", "if src[0] > 0:")],
                 [("            if flag[i] > 0:\n                acc = mma(buf[slot], buf[slot].T, acc)\n",
                   "            acc = mma(buf[slot], buf[slot].T, acc)\n            if flag[i] > 0:\n"
                   "                src[i] = j + 1\n")]):  # (per tile: global_writes)
        compile_text(_edit(FLAG, reps), "t.tlx", "scheduled", Options(target=target))
    # (reading flag again under that guard puts order-global's barrier there, a collective of the role: the proof
    # does not know the barriers make the read one value for every thread, and refuses the guard on Gluon)
    reread = [("            if flag[i] > 0:\n                acc = mma(buf[slot], buf[slot].T, acc)\n",
               "            acc = mma(buf[slot], buf[slot].T, acc)\n            if flag[i] > 0:\n"
               "                src[i] = flag[i] + 1\n")]
    if target == "gluon":
        with pytest.raises(TlxError, match="the branch condition here depends on tensor data"):
            compile_text(_edit(FLAG, reread), "t.tlx", "scheduled", Options(target=target))
    else:
        compile_text(_edit(FLAG, reread), "t.tlx", "scheduled", Options(target=target))


def test_a_float_tensor_deciding_a_guard_may_not_share_memory_with_a_written_one(tmp_path):
    """Red team pass 13: `written` is decided by name, so the launcher refuses a tensor whose values decide a guard
    (floats too) sharing memory with one the kernel writes: `g = o.view(-1)` would make the guard below divergent."""
    import torch
    from tlx.runtime import load_kernel_module
    src = _edit(FLAG, [("flag: i32[L], src: i32[L], junk: i32[L]", "g: f32[L]"), ("            flag[i] = j\n", ""),
                       ("            junk[0] += j\n", ""), ("if flag[i] > 0:", "if g[0] > 0.5:")])
    compile_text(src, "t.tlx", "scheduled", Options(target="gluon"))  # proved: g is never written, as named
    path = tmp_path / "g.tlx"
    path.write_text(src)
    mod = load_kernel_module(str(path), target="triton", interpret=True)
    a, o = torch.randn(64, 128, dtype=torch.float16), torch.zeros(64, 128)
    with pytest.raises(ValueError, match="g and o share memory"):
        mod.k_prepare(a, o, o.view(-1))
    mod.k_prepare(a, o, torch.ones(4))
