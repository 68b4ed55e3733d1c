"""The flagship's MASK_SPLIT and LAZY_RESCALE options (issue 13: fewer instructions per step of the Hopper loop):
the Gluon they generate, the portable build ignoring them, the protocol proved (not sampled) with the loader's loop
split alike, and the SASS of the unmasked loop (no mask, no guard; with LAZY_RESCALE the rescale skipped by a
branch). The GPU numerics: tests/test_gpu_flagship.py (the mask_split and lazy_rescale variants)."""
import re

import pytest

from tlx.compiler import Options, compile_file, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import kernel_path

PATH = kernel_path("jagged_attention.tlx")
PICK = {"DT": "bf16", "D": 128, "PINGPONG": True, "DYNAMIC": True, "O_TMA": True}


def _loops(src):
    """{range text: body} of the compute role's runtime loops."""
    compute = src.split("def jagged_attention_compute(")[1].split("\n@")[0]
    out = {}
    for m in re.finditer(r"\n( +)for n_\d+ in range\(([^)]*)\):", compute):
        ind = m.group(1)
        body = re.split(rf"\n{ind}(?=\S)", compute[m.end():])[0]
        out[m.group(2)] = body
    return out


@pytest.mark.parametrize("causal", [False, True])
def test_unmasked_loop_has_no_mask_and_no_guard(causal):
    src = compile_file(PATH, "gluon", Options(defines={**PICK, "CAUSAL": causal, "MASK_SPLIT": True})).outputs["gluon"]
    loops = _loops(src)
    # block 0 alone, the whole blocks, the rest
    assert [r.split(", ")[0] for r in loops] == ["0", "1", "n_full"] and len(loops) == 3, list(loops)
    steady = next(b for r, b in loops.items() if r.startswith("1, n_full"))
    tail = next(b for r, b in loops.items() if r.startswith("n_full, n_blocks"))
    # the whole blocks: no edge test, no -inf fill, no guard of rows without keys; the rescale unconditional
    assert 'float("-inf")' not in steady and "edge" not in steady, steady
    assert re.search(r"acc_\d+ = acc_\d+ \* v\d+", steady)
    # the blocks after them: the mask (behind its edge test) and the guard, as in the single loop
    assert "edge" in tail and 'float("-inf"))' in tail and "0.0, m_new" in tail
    # the loader walks the same blocks in two loops (the protocol proof needs each consumer loop's trip count to
    # grow with one of the loader's)
    load = src.split("def jagged_attention_load(")[1].split("\n@")[0]
    assert re.search(r"for n\w* in range\(0, n_whole\)", load) and re.search(r"in range\(n_whole, n_blocks\)", load)


_RESCALE = r"\n( +)if v\d+:[^\n]*\n(\1    .*\n)*?\1    acc_\d+ = acc_\d+ \* v\d+"


def _lazy(body):
    # a row keeps its max unless the block's is more than 8 (base 2) above it; the rescale behind a branch on the
    # warp group's smallest alpha
    # (as m_new - m_i > 8, not m_new > m_i + 8, which rounds where |m_i| is large)
    return (re.search(r"(v\d+) = m_new_\d+ - m_i_\d+\b[^\n]*\n\s*v\d+ = \1 > 8\.0", body)
            and re.search(r"gl\.min\(alpha_\d+, axis=0\)", body)
            and re.search(_RESCALE, body))


@pytest.mark.parametrize("split", [False, True])
def test_lazy_rescale_skips_the_rescale_behind_a_branch(split):
    src = compile_file(PATH, "gluon", Options(defines={**PICK, "MASK_SPLIT": split, "LAZY_RESCALE": True})
                       ).outputs["gluon"]
    loops = _loops(src)
    steps = [b for r, b in loops.items() if not r.startswith("0,")]
    assert len(steps) == 1 + split and all(_lazy(b) for b in steps), steps
    # block 0 (every row's first max) is not lazy
    first = next(b for r, b in loops.items() if r.startswith("0,"))
    assert "gl.min(" not in first and "> 8.0" not in first
    # without the option: the rescale every step
    plain = _loops(compile_file(PATH, "gluon", Options(defines=PICK)).outputs["gluon"])
    assert not any(_lazy(b) for b in plain.values())


def test_options_change_nothing_elsewhere():
    # the portable build has no Hopper loop: the options change nothing there
    tri = lambda d: compile_file(PATH, "triton", Options(defines=d)).outputs["triton"]
    assert tri({**PICK, "MASK_SPLIT": True, "LAZY_RESCALE": True}) == tri(PICK)


@pytest.mark.parametrize("defines", [
    {**PICK, "MASK_SPLIT": True},
    {**PICK, "CAUSAL": True, "MASK_SPLIT": True, "LAZY_RESCALE": True},
    {**PICK, "CAUSAL": True, "LAZY_RESCALE": True},
    {"DT": "bf16", "D": 64, "BLOCK_M": 192, "REGS": 160, "PINGPONG": True, "DYNAMIC": True, "O_TMA": True,
     "MASK_SPLIT": True},
    {**PICK, "CAUSAL": True, "MASK_SPLIT": True, "LAZY_RESCALE": True, "WAIT_LATE": True},
    {"DT": "bf16", "D": 64, "CAUSAL": True, "DYNAMIC": True, "O_TMA": True, "WAIT_LATE": True},
])
def test_split_protocol_is_proved(defines, monkeypatch):
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    c = compile_text(open(PATH).read(), PATH, "scheduled",
                     Options(target="gluon", defines={k: str(v) for k, v in defines.items()}))
    assert not c.ctx.protocol_sampled


def test_split_protocol_mistake_rejected(monkeypatch):
    # the loader's second loop starting one block late: the consumer would wait for a slot that is never filled
    monkeypatch.delenv("TLX_VERIFY_SAMPLED", raising=False)
    src = open(PATH).read()
    old = "pipeline n in range(n_whole, n_blocks) over ring kv(STAGES) as slot:"
    assert src.count(old) == 1
    bad = src.replace(old, "pipeline n in range(n_whole + 1, n_blocks) over ring kv(STAGES) as slot:")
    with pytest.raises(TlxError, match=r"role 'load' and role 'compute' step through ring 'kv' a different number "
                                       r"of times per tile: with len_k = \d+ role 'load' fills or drains \d+ slot"):
        compile_text(bad, PATH, "scheduled", Options(target="gluon", defines={**{k: str(v) for k, v in PICK.items()},
                                                                             "MASK_SPLIT": "True"}))



def _sass_loop_spans(sass):
    """(instructions [(address, text)], [(first, last) index of each loop body]): a loop is a branch back."""
    ins = [(int(m.group(1), 16), m.group(2).strip()) for m in
           re.finditer(r"/\*([0-9a-f]{4,})\*/\s+([^;]*);", sass)]
    at = {a: k for k, (a, _) in enumerate(ins)}
    spans = [(at[int(m.group(1), 16)], k) for k, (_, x) in enumerate(ins)
             if (m := re.search(r"BRA\b.*?0x([0-9a-f]+)", x)) and at.get(int(m.group(1), 16), k) < k]
    return ins, spans


def _sass_loops(sass):
    """[(instructions of a loop body)] of the loops (a branch back) holding wgmma, with their addresses."""
    ins, spans = _sass_loop_spans(sass)
    bodies = (ins[lo:hi + 1] for lo, hi in spans)
    return [b for b in bodies if any("HGMMA" in y for _, y in b) and len(b) < 900]


def test_sass_of_the_unmasked_loop():
    # (ptxas, no GPU) the D=128 pick's unmasked loop: 64 exp2 per thread and step plus alpha's, no -inf fill and no
    # guard of rows without keys; with LAZY_RESCALE the output's 64 rescale multiplies sit behind a forward branch
    # (the counts per step: docs/jagged_attention.md)
    def skips_rescale(body):
        at = {a: k for k, (a, _) in enumerate(body)}
        skips = [(k, at[int(m.group(1), 16)]) for k, (_, x) in enumerate(body)
                 if (m := re.match(r"@!?P\d BRA\b.*?0x([0-9a-f]+)", x)) and int(m.group(1), 16) in at]
        return any(sum(x.startswith("FMUL") for _, x in body[k + 1:e]) >= 64 for k, e in skips)

    steps = lambda d: [b for b in _sass_loops(compile_file(PATH, "sass", Options(defines={**PICK, **d})).outputs["sass"])
                       if sum(x.startswith("MUFU.EX2") for _, x in b) == 66]
    split = steps({"MASK_SPLIT": True, "LAZY_RESCALE": True})
    plain = [b for b in split if not any("-INF" in x for _, x in b)]
    masked = [b for b in split if any("FSEL" in x and "-INF" in x for _, x in b)]
    assert plain and masked, [len(b) for b in split]
    assert all(skips_rescale(b) for b in split)
    # LAZY_RESCALE alone: the one steady loop (masked) skips it too; without it, no loop does
    assert all(skips_rescale(b) for b in steps({"LAZY_RESCALE": True}))
    assert not any(skips_rescale(b) for b in steps({}))


def test_op_rule_long_d128_batches_only():
    # rule 8 (tlx/ops/attention_tiles.py): measured faster only on D=128 batches with a sequence past LONG, one head
    # per tile; the GQA pairs, D=64, shorter batches and the CPU keep the plain loop
    import tlx.ops.attention_tiles as T
    on = lambda *a: T.choose(*a).get("MASK_SPLIT", False) and T.choose(*a).get("LAZY_RESCALE", False)
    for causal in (False, True):
        assert on(16, 16, T.LONG + 1, T.LONG + 1, True, 128, causal)
        assert on(12, 4, 8192, 8192, True, 128, causal)          # (an odd group: one head per tile)
        assert not on(16, 16, T.LONG, T.LONG, True, 128, causal)
        assert not on(16, 16, 8192, 8192, True, 64, causal)
        assert not on(16, 2, 8192, 8192, True, 128, causal)      # GQA pairs
        assert not on(16, 16, 8192, 8192, False, 128, causal)
        assert not on(16, 16, -1, -1, True, 128, causal)          # no hint


@pytest.mark.parametrize("defines,spills", [({"D": 64, "CAUSAL": True, "PINGPONG": False}, 0),
                                            ({"D": 128, "CAUSAL": False}, 0),
                                            ({"D": 128, "CAUSAL": True, "MASK_SPLIT": True, "LAZY_RESCALE": True}, 2)],
                         ids=["d64_causal", "d128", "d128_causal_split_lazy"])
def test_sass_wait_late_keeps_the_softmax_under_p_v(defines, spills):
    # (ptxas, no GPU) the steady step waits for S = Q K^T (pending=1), runs the softmax, then waits for O += P V. As
    # written, ptxas hoists the second wait (WARPGROUP.DEPBAR.LE gsb0, 0x0) above the softmax's exp2s, so the
    # softmax no longer runs under P V (FlashAttention-3's intra-warpgroup overlap lost; docs/jagged_attention.md);
    # with WAIT_LATE (mma_wait's after=) it stays after the last exp2; the 128-row builds spill at most a word per
    # step (rule 8's D=128 build: one, in one of its loops)
    def steps(extra):
        sass = compile_file(PATH, "sass", Options(defines={**PICK, **defines, **extra})).outputs["sass"]
        out = [b for b in _sass_loops(sass) if sum(x.startswith("MUFU.EX2") for _, x in b) == 66]
        assert out
        return out

    def wait_after_softmax(body):
        ex2 = [k for k, (_, x) in enumerate(body) if x.startswith("MUFU.EX2")]
        dep = [k for k, (_, x) in enumerate(body) if re.match(r"WARPGROUP\.DEPBAR\.LE gsb0, 0x0", x)]
        assert len(dep) == 1, dep
        return dep[0] > ex2[-1]

    assert not any(wait_after_softmax(b) for b in steps({}))
    late = steps({"WAIT_LATE": True})
    assert all(wait_after_softmax(b) for b in late)
    assert all(sum(x.startswith(("STL", "LDL")) for _, x in b) <= spills for b in late)


@pytest.mark.parametrize("defines", [{"D": 128, "CAUSAL": False},
                                     {"D": 128, "CAUSAL": False, "MASK_SPLIT": True, "LAZY_RESCALE": True}],
                         ids=["d128", "d128_split_lazy"])
def test_sass_wait_after_max_puts_part_of_the_softmax_under_p_v(defines):
    # (ptxas, no GPU) WAIT_AFTER_MAX (mma_wait's after= on the new row max) keeps the wait for O += P V after the
    # whole row max, and ptxas fills the gap with part of the exp2s itself, as in FlashAttention-4's steady loop
    # (docs/research/fa4_sm90_forward_sass.md: ~37% of its step under its own P V); without it the wait sits at the top
    # of the softmax. P's conversion stays after the wait (no copy of P into fresh registers), and nothing spills.
    def split(body):
        dep = [k for k, (_, x) in enumerate(body) if re.match(r"WARPGROUP\.DEPBAR\.LE gsb0, 0x0", x)]
        assert len(dep) == 1, dep
        return body[:dep[0]], body[dep[0]:]

    def loops(extra):
        sass = compile_file(PATH, "sass", Options(defines={**PICK, **defines, **extra})).outputs["sass"]
        out = [b for b in _sass_loops(sass) if sum(x.startswith("MUFU.EX2") for _, x in b) == 66]
        assert out
        return out

    def count(part, op):
        return sum(x.startswith(op) for _, x in part)

    for body in loops({}):
        before, _ = split(body)
        assert count(before, "MUFU.EX2") == 0
    for body in loops({"WAIT_AFTER_MAX": True}):
        before, _ = split(body)
        # (the row max's 64 maxima of the thread's scores and its shuffles' before; LAZY_RESCALE's test of which rows
        # moved may follow)
        assert count(before, "FMNMX") >= 64 and count(before, "SHFL") >= 4, "the row max is done before the wait"
        assert count(before, "MUFU.EX2") >= 16 and count(before, "F2FP") == 0
        assert count(body, "STL") + count(body, "LDL") == 0
