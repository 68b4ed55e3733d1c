"""The protocol explorer's state reductions (issue 10; protocol/order.py, protocol/explore.py `abstract`), with the
sampled runs off so that the search alone judges.

What was asked: for each reduction, a wrong program that the real verifier rejects and a deliberately broken variant
of that reduction accepts. What was found: NO program that the real verifier rejects and a broken variant accepts.
Searched: every mutant of ring.tlx, fence.tlx, jagged_sum and gemm_ws (tests/test_mutations.py) against "every event
already seen" (all clock facts true), "every clock dead", subsumption in the wrong direction (a state cut when it
has FEWER facts than one met before), "phase counts ignored" (min(done, 2) -> 0) and "no waiter on any barrier"; 120
of the flagship's 151 mutants (up to its line 146; the rest did not finish in the time) against the first and the
third; a few hand-written persistent-tile programs whose bug would need a first wait after two completed phases
(each was caught at tile 0 or 1 by every variant). Each bug is met at the first occurrence of its control state,
before any merge. The tests below pin down why, so that whoever changes the reductions sees when that stops being
true:
  * on the small programs the exact search (order.REDUCE = False) never meets two states that are alike but for
    their clock facts: the facts are a function of the rest of the state there, so subsumption never cuts a state
    it would not cut as equal, and no small program can tell a broken subsumption from the right one;
  * the phase count the state keeps for a barrier with a waiter yet to wait (0, 1, more) separates no two states
    of any kernel measured (ring, jagged_sum, gemm_ws, the flagship): with it ignored the searches meet the same
    number of states, so no program built from them can tell the rule from a broken one;
  * the pruning rules that do cut (an event every relevant clock has seen leaves the state; dead clocks) are
    measured on the flagship, where they cut states, so that removing one shows.
A sharp test for a broken subsumption or pruning rule needs a program whose clocks at one control state depend on
the interleaving that reached it; none of the small programs has one. (On the flagship, "every event already
seen" does merge states, 455 instead of 990, yet none of the 120 mutants judged needed the merged ones.)"""
import os

import pytest

from tlx.compiler import Options, compile_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RING = os.path.join(ROOT, "tests", "golden", "passes", "ring.tlx")
KERNELS = os.path.join(ROOT, "kernels")


@pytest.fixture
def search(monkeypatch):
    """search(path, **patches) -> the number of states each exploration met, with the samples off and no proof
    reused; patches replace names in explore.py (a broken reduction) for that one search."""
    import tlx.passes.protocol.explore as ex
    import tlx.passes.protocol.proof as pf
    import tlx.passes.verify_protocol as vp
    monkeypatch.setattr(pf.Prover, "scenarios", lambda self: iter(()))

    def run(path, reduce=True, **patches):
        import tlx.passes.protocol.order as od
        met = []

        class Counted(ex.Seen):
            def __init__(self):
                super().__init__()
                met.append(self)
        with monkeypatch.context() as m:
            m.setattr(od, "REDUCE", reduce)
            m.setattr(vp, "_PROVED", {})
            m.setattr(ex, "Seen", patches.pop("Seen", Counted))
            for k, v in patches.items():
                m.setattr(ex, k, v, raising=False)
            compile_text(open(path).read(), path, "scheduled", Options(target="gluon"))
        return [len(s) for s in met]
    return run


@pytest.mark.parametrize("path", [RING, os.path.join(KERNELS, "jagged_sum.tlx"), os.path.join(KERNELS, "gemm_ws.tlx")])
def test_small_programs_have_one_fact_set_per_state(search, path):
    # the exact states grouped by everything but the clock facts: one fact set per group, so subsumption (which
    # compares fact sets within a group) has nothing to cut there but equal states
    import tlx.passes.protocol.order as od
    groups = {}

    class Grouping(od.Seen):
        def add(self, state):
            o = state[-1]
            groups.setdefault(state[:-1] + (o[:2],), set()).add(o[2] if len(o) > 2 else b"")
            return super().add(state)
    search(path, reduce=False, Seen=Grouping)
    assert groups and all(len(v) == 1 for v in groups.values())


def _min_no_phase_count(*a, **k):
    # "phase counts ignored": the barrier's min(done, 2) of abstract() always 0 (every other min as usual)
    return 0 if len(a) == 2 and a[1] == 2 else min(*a, **k)


@pytest.mark.parametrize("name,states", [("ring", 22), ("jagged_sum.tlx", 223), ("gemm_ws.tlx", 38)])
def test_phase_count_reduction_cuts_nothing_on_small_kernels(search, name, states):
    path = RING if name == "ring" else os.path.join(KERNELS, name)
    assert search(path) == [states]
    assert search(path, min=_min_no_phase_count) == [states]


def test_flagship_pruning_rules_each_cut_states(search):
    # the flagship (jagged_attention, Gluon path) is where the clock reductions cut: 990 states with all of them,
    # 1089 without rule (2) (an event every relevant clock saw leaves the state), 1222 without rule (3) (dead
    # clocks), 3795 exact; the phase-count rule cuts none there either
    import tlx.passes.protocol.order as od
    real = od._order

    def no_sat(owns, holders, rel, done, clocks=None):
        M, sat = real(owns, holders, rel, done, clocks)
        if sat is not None:
            sat[:] = False
        return M, sat

    def no_dead(owns, holders, rel, done, clocks=None):
        return real(owns, holders, rel, [], clocks)
    path = os.path.join(KERNELS, "jagged_attention.tlx")
    full = search(path)
    assert full == [990]
    assert search(path, _order=no_sat) == [1089]
    assert search(path, _order=no_dead) == [1222]
    assert search(path, min=_min_no_phase_count) == full


FENCE = os.path.join(ROOT, "tests", "golden", "passes", "fence.tlx")


def test_own_components_decide_every_clock_order(monkeypatch):
    # the checks and the explorer's order matrix read an event's clock through its own component (order._order:
    # one column per event); with CHECK every such reading is compared with the whole clocks, on the programs and
    # on every mutant of jagged_sum (failing runs, both targets, the samples and the search)
    import tlx.passes.protocol.order as od
    import tlx.passes.verify_protocol as vp
    from test_mutations import judge, mutants
    monkeypatch.setattr(od, "CHECK", True)
    monkeypatch.setattr(vp, "_PROVED", {})
    for path in (RING, FENCE, os.path.join(KERNELS, "gemm_ws.tlx")):
        assert judge(path, open(path).read()) is None
    path = os.path.join(KERNELS, "jagged_sum.tlx")
    src = open(path).read()
    rejected = sum(judge(path, m) is not None for _, _, m, _ in mutants("jagged_sum.tlx", src))
    assert rejected > 20
