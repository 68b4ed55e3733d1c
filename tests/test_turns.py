"""`in turn:` sections: syntax and placement errors at line:col, the lowering's round-robin order (run on the IR
after derive-phases by a small scheduler of its own), and the protocol verifier's deadlock reports."""
import itertools
import os
import random

import pytest

from tlx.compiler import Options, check_file, compile_text
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# two sections per role: one at the role's top level (once per tile), one in a pipeline (once per iteration)
SRC = """kernel pp(a: f16[M, K], o: f32[M, K], STAGES: const = 2):
    tiles i in range(cdiv(M, 64 * NWG)) persistent
    smem abuf[STAGES]: f16[64, 64]
    barrier ready[STAGES]
    barrier free[STAGES](count=NWG)
    n = cdiv(K, 64)
    role load(warps=1, regs=24):
        pipeline j in range(n) over ring(STAGES) as slot:
            wait free[slot]
            expect ready[slot], bytes(abuf)
            tma abuf[slot] <- a[i, j] signals ready[slot]
    role compute(warpgroups=NWG, regs=160) replicated as wg:
        acc = zeros([64, 64], f32)
        in turn:
            acc = acc + 1.0
        pipeline j in range(n) over ring(STAGES) as slot:
            wait ready[slot]
            in turn:
                f = mma_async(abuf[slot], abuf[slot].T, acc)
            acc = mma_wait(f)
            arrive free[slot]
        o[i * 64 * NWG + wg * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""


def src(nwg=2, edits=()):
    s = SRC.replace("NWG", str(nwg))
    for a, b in edits:
        assert a in s, a
        s = s.replace(a, b)
    return s


def compile_err(text, target="gluon"):
    with pytest.raises(TlxError) as e:
        compile_text(text, "t.tlx", "scheduled", Options(target=target))
    return str(e.value)


def test_check_accepts_both_targets(tmp_path):
    for nwg in (2, 3):
        p = tmp_path / f"pp{nwg}.tlx"
        p.write_text(src(nwg))
        assert len(check_file(str(p))) == 2


def test_lowering_declares_one_barrier_per_replica_and_marks_the_sections():
    text = compile_text(src(3), "t.tlx", "ir", Options(target="gluon")).outputs["ir"]
    assert 'bar<3x1> = bar_alloc() {sym_name = "compute_turn"}' in text
    assert text.count("turn_begin(%compute_turn)") == 2 and text.count("turn_end(%compute_turn)") == 2


def test_turn_is_still_a_name_and_false_condition_runs_unordered():
    s = src(2, [("        acc = zeros([64, 64], f32)\n", "        acc = zeros([64, 64], f32)\n        turn = 1\n"),
                ("            acc = acc + 1.0\n", "            acc = acc + cast(turn, f32)\n"),
                ("                f = mma_async", "                f = mma_async"),
                ("            in turn:\n                f", "            in turn if 1 > 2:\n                f")])
    sched = compile_text(s, "t.tlx", "scheduled", Options(target="gluon")).outputs["scheduled"]
    assert sched.count("bar_at(%compute_turn") == 2  # the top-level section only: one wait, one arrive


@pytest.mark.parametrize("edits,where,msg", [
    ([("        in turn:\n            acc = acc + 1.0\n", "        if wg == 0:\n            in turn:\n                acc = acc + 1.0\n")],
     "15:13", "not inside a runtime `if`"),
    ([("        in turn:\n            acc = acc + 1.0\n", "        for r in range(n):\n            in turn:\n                acc = acc + 1.0\n")],
     "15:13", "not inside a runtime `for`"),
    ([("            acc = acc + 1.0\n", "            in turn:\n                acc = acc + 1.0\n")],
     "15:13", "do not nest"),
    ([("role compute(warpgroups=2, regs=160) replicated as wg:", "role compute(warpgroups=2, regs=160):"),
      ("wg * 64", "0")], "14:9", "needs a replicated role with at least 2 replicas"),
    ([("    role load(warps=1, regs=24):\n", "    in turn:\n        pass\n    role load(warps=1, regs=24):\n")],
     "7:5", "belongs inside one"),
])
def test_placement_errors(edits, where, msg):
    e = compile_err(src(2, edits))
    assert f"t.tlx:{where}: error:" in e and msg in e, e


@pytest.mark.parametrize("edits,where", [
    # the pipeline's trip count depends on the replica: replica 1 runs one more section per tile
    ([("        o[i * 64", "        pipeline j in range(n + wg) over ring x(1) as s2:\n            in turn:\n"
       "                acc = acc + 1.0\n        o[i * 64")], "23:13"),
    # a compile-time unrolled loop of as many sections as the replica index: not a compile-time count per role
    ([("        in turn:\n            acc = acc + 1.0\n",
       "        pipeline r in range(wg) over ring y(1) as s3:\n            in turn:\n                acc = acc + 1.0\n")],
     "15:13"),
])
def test_verifier_reports_a_replica_dependent_count_as_deadlock(edits, where):
    e = compile_err(src(2, edits))
    assert f"t.tlx:{where}: error: deadlock" in e and "compute_turn" in e and "counter-example" in e, e


# ---------------------------------------------------------------- the lowering's order, run by hand
INT = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
       "floordiv": lambda a, b: a // b, "mod": lambda a, b: a % b, "and": lambda a, b: a & b,
       "xor": lambda a, b: a ^ b, "minimum": min, "maximum": max, "cdiv": lambda a, b: -(-a // b)}


def _events(blk, env):
    """Run a block's integer ops; yield ('wait', index, phase) / ('arrive', index) for the turn barrier."""
    for op in blk.ops:
        if op.name == "const":
            env[op.results[0]] = op.attrs["value"]
        elif op.name in INT and all(env.get(v) is not None for v in op.operands):
            env[op.results[0]] = INT[op.name](*(env[v] for v in op.operands))
        elif op.name == "bar_at":
            env[op.results[0]] = (op.operands[0].name, env.get(op.operands[1]))
        elif op.name in ("wait", "arrive") and env.get(op.operands[0], ("",))[0] == "compute_turn":
            b = env[op.operands[0]]
            yield ("wait", b[1], env[op.operands[1]]) if op.name == "wait" else ("arrive", b[1])
        elif op.name == "for":
            lo, hi, st = (env[v] for v in op.operands[:3])
            body = op.regions[0]
            for x in range(lo, hi, st):
                env[body.args[0]] = x
                yield from _events(body, env)
        elif op.name == "yield":
            env["yield"] = [env.get(v) for v in op.operands]


def _replica(mod, r, tiles_k):
    """The compute role of replica r over a sequence of tiles (K per tile), role state carried."""
    k = mod.ops[0]
    tiles = next(o for o in k.regions[0].ops if o.name == "tiles")
    role = next(o for o in tiles.regions[0].ops if o.name == "role" and o.attrs["sym_name"] == "compute")
    blk = role.regions[0]
    state = list(role.attrs["state_init"])
    for t, K in enumerate(tiles_k):
        env = {a: None for a in tiles.regions[0].args}
        env[tiles.regions[0].args[-1]] = t
        for o in k.regions[0].ops + tiles.regions[0].ops:
            if o.name == "dim":
                env[o.results[0]] = K if o.attrs["axis"] == 1 else 64
        env.update(zip(blk.args, [r] + state))
        list(_events(_Blk([o for o in tiles.regions[0].ops if o.name != "role"]), env))
        yield from _events(blk, env)
        state = env["yield"]


class _Blk:
    def __init__(self, ops):
        self.ops = ops


# a second section in the pipeline body: two turns per iteration (replica r's turn passes to r + 1 twice a step)
TWO = [("            acc = mma_wait(f)\n", "            acc = mma_wait(f)\n            in turn:\n                acc = acc + 1.0\n")]


@pytest.mark.parametrize("per_iter", [1, 2])
@pytest.mark.parametrize("nwg", [2, 3])
def test_sections_run_round_robin_across_iterations_and_tiles(nwg, per_iter):
    mod = compile_text(src(nwg, TWO if per_iter == 2 else ()), "t.tlx", "scheduled", Options(target="gluon")).scheduled
    rng = random.Random(nwg)
    for tiles_k in ([64 * 3], [0, 64, 64 * 5, 0, 64 * 2], [64 * rng.randrange(0, 6) for _ in range(6)]):
        procs = [_replica(mod, r, tiles_k) for r in range(nwg)]
        pending = [next(p, None) for p in procs]
        done = [0] * nwg  # completed phases per barrier
        arrived = [0] * nwg
        entered = []
        while any(e is not None for e in pending):
            movable = [r for r, e in enumerate(pending) if e is not None and
                       (e[0] == "arrive" or (done[e[1]] - 1) % 2 == e[2] % 2)]
            assert movable, f"deadlock with {tiles_k}: {pending}"
            r = rng.choice(movable)
            e = pending[r]
            if e[0] == "wait":
                assert e[1] == r
                entered.append(r)
            else:
                assert e[1] == (r + 1) % nwg
                arrived[e[1]] += 1
                done[e[1]] = arrived[e[1]]  # arrive count 1: every arrival completes a phase
            pending[r] = next(procs[r], None)
        per_replica = 1 * len(tiles_k) + per_iter * sum(K // 64 for K in tiles_k)
        assert entered == [r for _ in range(per_replica) for r in range(nwg)]


@pytest.mark.parametrize("per_iter", [1, 2])
@pytest.mark.parametrize("nwg", [2, 3])
def test_sections_on_named_barriers_run_round_robin(nwg, per_iter):
    # The Gluon build's turns are hardware named barriers (codegen/gluon_exprs.py, turn_bar): replica r's wait is a
    # `bar.sync` on barrier r that completes with the 2 x 128 threads of r and of one `bar.arrive` of replica r - 1;
    # the last replica arrives on barrier 0 once at its start. Unlike an mbarrier phase, a second arrive of r - 1
    # before r's sync would complete the barrier without r (256 threads), so that must never happen: here the
    # replicas' event streams run in random interleavings under those rules, and the order stays round robin with
    # at most one pending arrive per barrier, one left over at the end (on barrier 0, from the last replica).
    mod = compile_text(src(nwg, TWO if per_iter == 2 else ()), "t.tlx", "scheduled", Options(target="gluon")).scheduled
    rng = random.Random(nwg * 10 + per_iter)
    for tiles_k in ([64 * 3], [0, 64, 64 * 5, 0, 64 * 2], [64 * rng.randrange(0, 6) for _ in range(6)], [0]):
        procs = [_replica(mod, r, tiles_k) for r in range(nwg)]
        pending = [next(p, None) for p in procs]
        arrived = [0] * nwg
        arrived[0] = 1  # the last replica's arrive at its start
        entered = []
        while any(e is not None for e in pending):
            movable = [r for r, e in enumerate(pending) if e is not None and (e[0] == "arrive" or arrived[e[1]])]
            assert movable, f"deadlock with {tiles_k}: {pending}"
            r = rng.choice(movable)
            e = pending[r]
            if e[0] == "wait":
                assert e[1] == r
                arrived[r] -= 1
                entered.append(r)
            else:
                assert e[1] == (r + 1) % nwg
                arrived[e[1]] += 1
                assert arrived[e[1]] <= 1, f"two arrives on barrier {e[1]} before its sync with {tiles_k}"
            pending[r] = next(procs[r], None)
        per_replica = 1 * len(tiles_k) + per_iter * sum(K // 64 for K in tiles_k)
        assert entered == [r for _ in range(per_replica) for r in range(nwg)]
        assert arrived == [1] + [0] * (nwg - 1)


@pytest.mark.parametrize("nwg", [2, 3])
def test_two_sections_per_iteration_proved(nwg, monkeypatch):
    # (the verifier took the second turn handed on in one step for an arrival too many: an arrival that starts a phase
    # in the step whose arrivals completed the last one is the next phase's when it is ordered after a wait that
    # observed the last phase)
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    c = compile_text(src(nwg, TWO), "t.tlx", "scheduled", Options(target="gluon"))
    assert not c.ctx.protocol_sampled


# the same protocol by hand (SRC's ring and loader, one tile per program): a barrier per replica, two sections a step,
# the phases written out
HAND = src(2).split("    role compute")[0].replace(" persistent", "").replace(
    "    n = cdiv(K, 64)\n", "    barrier turn[2]\n    n = cdiv(K, 64)\n") + """    role compute(warpgroups=2, regs=160) replicated as wg:
        acc = zeros([64, 64], f32)
        first = 1 - minimum(wg, 1)
        pipeline j in range(n) over ring(STAGES) as slot:
            wait ready[slot]
            wait turn[wg] phase (2 * j + first) % 2
            acc = mma_wait(mma_async(abuf[slot], abuf[slot].T, acc))
            arrive turn[(wg + 1) % 2]
            wait turn[wg] phase (2 * j + 1 + first) % 2
            acc = acc + 1.0
            arrive turn[(wg + 1) % 2]
            arrive free[slot]
        o[i * 128 + wg * 64 + arange(64)[:, None], arange(64)[None, :]] = acc
"""


def test_hand_written_turns_proved_and_a_wrong_phase_rejected(monkeypatch):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    assert not compile_text(HAND, "t.tlx", "scheduled", Options(target="gluon")).ctx.protocol_sampled
    # the second section waits for the first's phase again: it passes at once, and the replica hands the turn on twice
    # before the other took the first
    bad = HAND.replace("phase (2 * j + 1 + first) % 2", "phase (2 * j + first) % 2")
    e = compile_err(bad)
    assert "t.tlx:23:13: error: barrier 'turn[1]' (count 1) receives more arrivals per phase" in e, e


def test_every_config_the_op_picks_on_the_gpu_verifies():
    from tlx.ops.attention_tiles import choose
    p = os.path.join(ROOT, "kernels", "jagged_attention.tlx")
    picked = {}
    for (H, HKV), ms, D, causal in itertools.product([(16, 16), (16, 2)], [-1, 32], [64, 128], [False, True]):
        cfg = choose(H, HKV, ms, ms, True, D, causal)
        picked[tuple(sorted({"D": D, "CAUSAL": causal, **cfg}.items()))] = cfg
    assert choose(16, 16, -1, -1, True, 128, True)["PINGPONG"] and choose(16, 16, -1, -1, True, 64, False)["BLOCK_M"] == 192
    assert "PINGPONG" not in choose(16, 16, -1, -1, True, 64, True)
    for key in picked:
        check_file(p, Options(defines={"DT": "bf16", **dict(key)}, target="gluon"))


def test_golden_codegen_of_the_flagship_with_pingpong(update_golden):
    # the reviewed Gluon of the ping-pong build: each turn is a wait on the group's own barrier before the MMA
    # issue and an arrive on the other's after it (the default build's golden is tests/golden/codegen/...py)
    from tlx.codegen.gluon import generate
    p = os.path.join(ROOT, "kernels", "jagged_attention.tlx")
    m = compile_text(open(p).read(), p, "scheduled", Options(target="gluon", defines={"PINGPONG": True})).scheduled
    src = generate(m, "kernels/jagged_attention.tlx")
    gold = os.path.join(ROOT, "tests", "golden", "codegen", "jagged_attention_pingpong.py")
    if update_golden:
        with open(gold, "w") as f:
            f.write(src)
    assert open(gold).read() == src, "generated Gluon changed; rerun with --update-golden if intended"
    # (named barriers: the wait and the arrive of each of the two sections, and the last replica's first arrive)
    assert src.count("_tlx_bar_sync(8 + wg, 256)") == 2
    assert src.count("_tlx_bar_arrive(8 + next") == 2
    assert src.count("if wg == 1:\n        _tlx_bar_arrive(8, 256)") == 1
    assert "mbarrier.wait(compute_turn" not in src and "mbarrier.arrive(compute_turn" not in src


def test_codegen_of_turns_on_mbarriers(monkeypatch):
    # TLX_NAMED_TURNS=0 (an A/B switch): the turns stay the proved mbarrier waits and arrives
    import tlx.passes.plan_gluon as pg
    from tlx.codegen.gluon import generate
    monkeypatch.setattr(pg, "NAMED_TURNS", 0)
    p = os.path.join(ROOT, "kernels", "jagged_attention.tlx")
    m = compile_text(open(p).read(), p, "scheduled", Options(target="gluon", defines={"PINGPONG": True})).scheduled
    src = generate(m, "kernels/jagged_attention.tlx")
    assert src.count("mbarrier.wait(compute_turn.index(wg)") == 2
    assert src.count("mbarrier.arrive(compute_turn.index(") == 2
    assert "_tlx_bar_" not in src


def test_no_thread_barrier_before_a_named_turn_arrive(monkeypatch):
    """A turn's arrive printed on a named barrier is every thread's `bar.arrive` (each orders its own shared-memory
    accesses): plan-gluon puts no thread_barrier in front of it, but still one before the next one-thread mbarrier
    arrive after the role's stores; with mbarrier turns (TLX_NAMED_TURNS=0) the turn's arrive gets its own."""
    import tlx.passes.plan_gluon as pg
    from tlx.codegen.gluon import generate
    text = src(2, [("    barrier ready[STAGES]\n", "    smem pbuf[2]: f16[64, 64]\n    barrier ready[STAGES]\n"),
                   ("            in turn:\n                f = mma_async(abuf[slot], abuf[slot].T, acc)\n",
                    "            in turn:\n                store_smem(pbuf[wg], cast(acc, f16))\n"
                    "                f = mma_async(abuf[slot], abuf[slot].T, acc)\n")])

    def body(named):
        monkeypatch.setattr(pg, "NAMED_TURNS", 8 if named else 0)
        m = compile_text(text, "t.tlx", "scheduled", Options(target="gluon")).scheduled
        out = generate(m, "t.tlx")
        return out[out.index("def pp_compute"):out.index("gl.warp_specialize")]
    named, mbar = body(True), body(False)
    lines = [ln.strip() for ln in named.splitlines()]
    arrive = next(i for i, ln in enumerate(lines) if ln.startswith("_tlx_bar_arrive(") and "pbuf" not in ln
                  and i > next(j for j, x in enumerate(lines) if "pbuf.index(wg).store" in x))
    assert lines[arrive - 1] != "gl.thread_barrier()", lines[arrive - 3:arrive + 1]
    free = next(i for i in range(arrive, len(lines)) if lines[i].startswith("mbarrier.arrive(free"))
    assert lines[free - 1] == "gl.thread_barrier()" or lines[free - 1].startswith("gl.thread_barrier()  #"), lines[arrive:free + 1]
    ml = [ln.strip() for ln in mbar.splitlines()]
    turn = next(i for i, ln in enumerate(ml) if ln.startswith("mbarrier.arrive(compute_turn")
                and i > next(j for j, x in enumerate(ml) if "pbuf.index(wg).store" in x))
    assert ml[turn - 1].startswith("gl.thread_barrier()"), ml[turn - 3:turn + 1]
