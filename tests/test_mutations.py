"""Mutation suite: every protocol-breaking mutant of a barrier-using kernel is rejected at the expected line:col.

Mutants are made by text edits of kernels/*.tlx, in-process, for both targets (a kernel may pick code by TARGET:
a mutant must fail for the first target whose code it changes). Kinds:
  * delete       an arrive/wait/expect deleted; waits with a constant phase; arrive count +1; barrier count +-1;
                 expect bytes halved/doubled/+-1024; a TMA filling another slot
  * trip         a pipeline's trip count edited in one role (+1, at least 1, halved, first iteration skipped)
  * guard        a sync statement put under a runtime `if` (a length or a tile coordinate)
  * expect-early an `expect` moved before the `wait` that frees its slot
  * slots-1      a shared-memory ring or barrier array declared one entry short
  * cross-wait   a wait on another barrier (same index) instead of its own
The expected diagnostic of every mutant (target, line:col, class of error) is in tests/golden/mutants/<kernel>.txt;
refresh with TLX_UPDATE_MUTANTS=1 and review the diff. Trip-count and guard mutants rejected by the protocol proof
must carry a counter-example (the runtime values that break it).
"""
import os
import re

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ir.printer import print_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KDIR = os.path.join(ROOT, "kernels")
GOLD = os.path.join(ROOT, "tests", "golden", "mutants")
TARGETS = ("gluon", "triton")

# runtime conditions used to guard sync statements: a sequence length and a tile coordinate per kernel
GUARDS = {
    "gemm_ws.tlx": ("K > 128", "pid_n > 0"),
    "jagged_sum.tlx": ("n > 64", "cb > 0"),
    "jagged_attention.tlx": ("len_k > 64", "hg > 0"),
    "jagged_attention_packed.tlx": ("n_blocks > 1", "head > 0"),
    "jagged_attention_bwd_dkdv.tlx": ("len_q > 64", "kvh > 0"),
    "jagged_attention_bwd_dq.tlx": ("len_k > 64", "head > 0"),
    "jagged_attention_bwd_fused.tlx": ("len_q > 64", "kvh > 0"),
    "jagged_attention_bwd_packed.tlx": ("Tk > 64", "tile_index > 0"),
}
SYNC = re.compile(r"(arrive|wait|expect|fence)\b|tma \w+\[.*\] <- .* signals ")


def _indent(s):
    return s[: len(s) - len(s.lstrip())]


def _top_level_args(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += (ch in "([") - (ch in ")]")
        cur += ch
    return out + [cur.strip()]


def mutants(fname, src):
    lines = src.split("\n")
    out = []
    nsync = [0]

    def put(kind, i, new, why):
        ls = list(lines)
        ls[i:i + 1] = new if isinstance(new, list) else [new]
        out.append((kind, f"line {i + 1}: {why}", "\n".join(ls), (lines[i].strip(), why, lines[i - 1].strip())))

    # barrier arrays by declared size: a cross-wait takes another barrier of the same size (same index domain)
    bars = {m.group(1): m.group(2) for m in re.finditer(r"^\s*barrier (\w+)(\[[^\]]*\])?", src, re.M)}
    for i, l in enumerate(lines):
        s = l.strip()
        ind = _indent(l)
        # ---- delete / constants / counts / sizes (the original suite)
        if re.match(r"(arrive|wait|expect) ", s):
            put("delete", i, ind + "pass", f"delete `{s}`")
        if s.startswith("wait ") and " phase " not in s:
            put("delete", i, l + " phase 0", "wait with constant phase 0")
            put("delete", i, l + " phase 1", "wait with constant phase 1")
        if s.startswith("arrive ") and " count " not in s:
            put("delete", i, l + " count 2", "arrive count +1")
        m = re.match(r"barrier (\w+)(\[[^\]]*\])?(\(count=([^)]*)\))?", s)
        if m:
            c = m.group(4) or "1"
            base = ind + "barrier " + m.group(1) + (m.group(2) or "")
            rest = s[m.end():]
            put("delete", i, base + f"(count={c} + 1)" + rest, "barrier count +1")
            if c != "1":
                put("delete", i, base + f"(count={c} - 1)" + rest, "barrier count -1")
            if m.group(2):
                put("slots-1", i, ind + "barrier " + m.group(1) + f"[{m.group(2)[1:-1]} - 1]" + s[m.end(2):],
                    "barrier array one short")
        m = re.match(r"smem (\w+)\[(.*?)\]:", s)
        if m:
            put("slots-1", i, l.replace(f"[{m.group(2)}]:", f"[{m.group(2)} - 1]:", 1), "smem ring one short")
        m = re.match(r"expect (.*?), (.*)$", s)
        if m:
            for e, why in ((f"({m.group(2)}) // 2", "half"), (f"2 * ({m.group(2)})", "double"),
                           (f"({m.group(2)}) + 1024", "+1024"), (f"({m.group(2)}) - 1024", "-1024")):
                put("delete", i, ind + f"expect {m.group(1)}, {e}", f"expect size {why}")
            # ---- expect-early: before the nearest wait above it in the same block
            j = i - 1
            while j >= 0 and _indent(lines[j]) == ind and not lines[j].strip().startswith("wait "):
                j -= 1
            if j >= 0 and _indent(lines[j]) == ind:
                ls = list(lines)
                ls.insert(j, ls.pop(i))
                out.append(("expect-early", f"line {i + 1}: expect moved before the wait at line {j + 1}", "\n".join(ls),
                            (s, "expect moved before its wait", lines[i - 1].strip())))
        m = re.match(r"tma (\w+)\[(.*?)\] <-", s)
        if m:
            other = "(slot + 1) % STAGES" if m.group(2) == "slot" else ("1" if m.group(2) == "0" else "0")
            put("delete", i, l.replace(f"{m.group(1)}[{m.group(2)}]", f"{m.group(1)}[{other}]", 1), "fill another slot")
        # ---- trip: one role's pipeline runs a different number of times
        m = re.match(r"pipeline (\w+) in range\((.*)\) over ", s)
        if m:
            args = m.group(2)
            parts = _top_level_args(args)
            hi = parts[-1]
            edits = [(f"{hi} + 1", "+1"), (f"maximum({hi}, 1)", "at least 1"), (f"cdiv({hi}, 2)", "halved")]
            for e, why in edits:
                new = ", ".join(parts[:-1] + [e])
                put("trip", i, l.replace(f"range({args})", f"range({new})", 1), f"trip count {why}")
            lo = parts[0] if len(parts) > 1 else "0"
            new = ", ".join([f"{lo} + 1", hi])
            put("trip", i, l.replace(f"range({args})", f"range({new})", 1), "first iteration skipped")
        # ---- guard: a sync statement under a runtime condition
        if SYNC.match(s) and not s.startswith("tma " + "c["):
            conds = GUARDS[fname]
            nsync[0] += 1
            cond = conds[nsync[0] % len(conds)]  # a length and a tile coordinate, in turn
            put("guard", i, [ind + f"if {cond}:", "    " + l], f"`{s}` under `if {cond}`")
        # ---- cross-wait
        m = re.match(r"wait (\w+)(\[.*?\])?", s)
        if m:
            for b in bars:
                if b != m.group(1) and bars[b] == bars.get(m.group(1)):
                    put("cross-wait", i, l.replace(f"wait {m.group(1)}", f"wait {b}", 1), f"wait {b} instead of {m.group(1)}")
    return out


# mutants provably equivalent to the original (named one by one with the reason)
# mutants provably equivalent to the original, keyed by (kernel, mutated statement, edit), with the reason
EQUIVALENT = {
    ("jagged_attention.tlx", "wait k_free[slot]", "wait v_free instead of k_free"):
        "the producer waits v_free[slot] before refilling k_ring[slot]: every consumer arrives k_free[slot] (after "
        "its S = QK^T product on that slot completed) before it arrives v_free[slot] of the same step, so the "
        "v_free phase implies the k_free phase; k_free then completes phases nobody waits on, which is harmless",
    ("jagged_attention.tlx", "pipeline n in range(minimum(n_blocks, 1)) over ring kv(STAGES) as slot:",
     "trip count halved"):
        "range(cdiv(minimum(n_blocks, 1), 2)) runs once when n_blocks >= 1 and never when n_blocks == 0, exactly "
        "like range(minimum(n_blocks, 1))",
    ("jagged_attention.tlx", "pipeline n in range(1, n_blocks) over ring kv(STAGES) as slot:", "trip count at least 1"):
        "range(1, maximum(n_blocks, 1)) is empty exactly when range(1, n_blocks) is (n_blocks <= 1)",
    # (MASK_SPLIT's loops: n_full is n_blocks, or maximum(n_whole, 1) >= 1)
    ("jagged_attention.tlx", "pipeline n in range(n_full, n_blocks) over ring kv(STAGES) as slot:",
     "trip count at least 1"):
        "range(n_full, maximum(n_blocks, 1)) differs from range(n_full, n_blocks) only when n_blocks < 1, where both "
        "are empty (n_full >= 1)",
    ("jagged_attention.tlx", "pipeline n in range(1, n_full) over ring kv(STAGES) as slot:", "trip count at least 1"):
        "range(1, maximum(n_full, 1)) is empty exactly when range(1, n_full) is (n_full <= 1; n_full is n_blocks, or "
        "with MASK_SPLIT maximum(n_whole, 1))",
    # (the statement after `acc = mma_wait(o_next)`, in the loop; the same statement after the loop is a bug)
    ("jagged_attention.tlx", "arrive v_free[last]", "`arrive v_free[last]` under `if len_k > 64`"):
        ("acc = mma_wait(o_next)", "in the loop over range(1, n_blocks), which runs only when n_blocks >= 2, i.e. len_k > BLOCK_N = 128, the "
        "guard is always true where the statement runs (the same guard after the loop is rejected: it is 'hg > 0' "
        "there, or the mutant deadlocks)"),
    ("jagged_attention.tlx", "arrive k_free[slot]", "`arrive k_free[slot]` under `if len_k > 64`"):
        ("s = mma_wait(s_next, pending=1)", "in the loop over range(1, n_blocks) (n_blocks >= 2: len_k > BLOCK_N = "
         "128), the guard is always true where the statement runs (block 0's release under it deadlocks)"),
    # KV_STEP's steady pipelines (loader and consumer) run over range(1, n_blocks) too: len_k > 128 wherever they run
    ("jagged_attention.tlx", "expect kv_ready[slot], bytes(k_ring) + bytes(v_ring)",
     "`expect kv_ready[slot], bytes(k_ring) + bytes(v_ring)` under `if len_k > 64`"):
        "in the loader's pipeline over range(1, n_blocks), which runs only when len_k > BLOCK_N = 128",
    ("jagged_attention.tlx", "tma v_ring[slot] <- v[seq, n - 1, kv_head] signals kv_ready[slot]",
     "`tma v_ring[slot] <- v[seq, n - 1, kv_head] signals kv_ready[slot]` under `if len_k > 64`"):
        ("tma k_ring[slot] <- k[seq, n, kv_head] signals kv_ready[slot]", "in the loader's pipeline over "
         "range(1, n_blocks), which runs only when len_k > BLOCK_N = 128 (the last V's copy under it deadlocks)"),
    ("jagged_attention.tlx", "arrive kv_free[slot]", "`arrive kv_free[slot]` under `if len_k > 64`"):
        ("acc = mma_wait(o_next)", "in the consumer's pipeline over range(1, n_blocks), which runs only when "
         "len_k > BLOCK_N = 128"),
    # attn_bwd_dq's software-pipelined loop (OVERLAP) is peeled like the forward's: the same three equivalents
    ("jagged_attention_bwd_dq.tlx", "pipeline n in range(minimum(n_blocks, 1)) over ring kv(STAGES) as slot:",
     "trip count halved"):
        "range(cdiv(minimum(n_blocks, 1), 2)) runs once when n_blocks >= 1 and never when n_blocks == 0, exactly "
        "like range(minimum(n_blocks, 1))",
    ("jagged_attention_bwd_dq.tlx", "pipeline n in range(1, n_blocks) over ring kv(STAGES) as slot:",
     "trip count at least 1"):
        "range(1, maximum(n_blocks, 1)) is empty exactly when range(1, n_blocks) is (n_blocks <= 1)",
    # (DQ_WRITER) the warp groups' rendezvous before dQ's products read each other's dS^T
    ("jagged_attention_bwd_fused.tlx", "wait ds_ready[slot]", "wait qd_free instead of ds_ready"):
        "every warp group arrives qd_free[slot] after its ds_ready[slot] arrival of the same step (its dS^T stored and "
        "fenced before), and both barriers count the warp groups, so the qd_free phase a warp group waits for implies "
        "the ds_ready phase; ds_ready then completes phases nobody waits on, which is harmless",
    ("jagged_attention_bwd_dq.tlx", "arrive kv_free[last]", "`arrive kv_free[last]` under `if len_k > 64`"):
        ("acc = mma_wait(dq_f)", "in the loop over range(1, n_blocks), which runs only when n_blocks >= 2, i.e. "
         "len_k >= hi > BLOCK_N = 64, the guard is always true where the statement runs (the same guard after the "
         "loop is rejected: it is 'head > 0' there)"),
}


def classify(msg):
    for key, words in (("undecided", "cannot prove"), ("ring", "step through"), ("bounds", "out of range"),
                       ("deadlock", "deadlock"), ("in-flight", "still in flight"), ("race", "before the wait"),
                       ("overwrite", "while "), ("fence", "fence"), ("count", "arrivals"), ("bytes", "bytes"),
                       ("phase", "phase")):
        if words in msg:
            return key
    return "other"


# kernels whose variants (compile-time parameters) have their own protocol code: each mutant is judged under each
DEFINES = {"jagged_attention_bwd_fused.tlx": ({}, {"DQ_WRITER": "true"}, {"DQ_WRITER": "true", "DQ_EARLY": "true"},
                                              {"SMEM_P": "true"}, {"DQ_WRITER": "true", "SMEM_P": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_PAIR": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true", "DQ_PAIR": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true", "SPLIT": "true",
                                               "CAUSAL": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true", "LSE_SMEM": "true"},
                                              {"DQ_WRITER": "true", "LSE_SMEM": "true"},
                                              {"DQ_WRITER": "true", "DQ_LAG": "true", "LSE_SMEM": "true"},
                                              {"DQ_WRITER": "true", "DQ_ROWS": "true", "LSE_SMEM": "true", "D": "64",
                                               "BLOCK_M": "128"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true", "LSE_SMEM": "true",
                                               "DQ_FENCE_LATE": "true"},
                                              {"DQ_WRITER": "true", "LSE_SMEM": "true", "DQ_FENCE_LATE": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true", "LSE_SMEM": "true",
                                               "DQ_FRAG": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true", "LSE_SMEM": "true",
                                               "DQ_FRAG": "true", "DK_CARRY": "true"},
                                              {"DQ_WRITER": "true", "SMEM_P": "true", "DQ_LAG": "true", "LSE_SMEM": "true",
                                               "DQ_FRAG": "true", "DKV_TMA": "true"},
                                              {"DQ_WRITER": "true", "DQ_ROWS": "true", "LSE_SMEM": "true", "D": "64",
                                               "BLOCK_M": "128", "DKV_TMA": "true"}),
           "jagged_attention.tlx": ({}, {"KV_STEP": "true", "O_TMA": "true"}, {"MASK_SPLIT": "true"}),
           "jagged_attention_packed.tlx": ({}, {"ROWS_SMEM": "true"}),
           "jagged_attention_bwd_dkdv.tlx": ({}, {"PD_SWAP": "true"}, {"SMEM_P": "false", "LSE_SMEM": "true"},
                                             {"LSE_SMEM": "true"}, {"LSE_SMEM": "true", "DKV_TMA": "true"}),
           "jagged_attention_bwd_dq.tlx": ({}, {"DQ_TMA": "true"}),
           "jagged_attention_bwd_packed.tlx": ({}, {"OUT_TMA": "true"})}


_IR = {}


def _ir_text(src, path, target, defines):
    """The lowered IR of src without source locations, or None if lowering rejects it."""
    try:
        c = compile_text(src, path, "ir", Options(target=target, defines=defines))
    except TlxError:
        return None
    return re.sub(r" loc\([^)]*\)", "", print_module(c.ir))


def unchanged(path, src, target, defines):
    """True when src lowers to the kernel's own IR under these defines (the edit is in code they do not compile):
    the original is accepted, so the mutant is too, without its protocol proof (the slow part of a judgement)."""
    key = (path, target, tuple(sorted(defines.items())))
    if key not in _IR:
        _IR[key] = _ir_text(open(path).read(), path, target, defines)
    return _IR[key] is not None and _ir_text(src, path, target, defines) == _IR[key]


def judge(path, src):
    """(target, 'line:col', class, message) of the first target that rejects src, or None if both accept."""
    for defines in DEFINES.get(os.path.basename(path), ({},)):
        for t in TARGETS:
            if unchanged(path, src, t, defines):
                continue
            try:
                compile_text(src, path, "scheduled", Options(target=t, defines=defines))
            except TlxError as e:
                d = e.first
                return t, d.span.short, classify(d.message), d.message
    return None


def barrier_kernels():
    return [f for f in sorted(os.listdir(KDIR))
            if f.endswith(".tlx") and re.search(r"^\s*barrier ", open(os.path.join(KDIR, f)).read(), re.M)]


# the largest mutant sets are judged in shards (every SHARDS[f]-th mutant from an offset), so that pytest-xdist can
# spread them over its workers instead of running them as the suite's two longest single tests
SHARDS = {"jagged_attention.tlx": 4, "jagged_attention_bwd_fused.tlx": 4, "jagged_attention_bwd_packed.tlx": 2}


def _cases():
    return [pytest.param(f, k, id=f"{f}-{k}" if SHARDS.get(f, 1) > 1 else f)
            for f in barrier_kernels() for k in range(SHARDS.get(f, 1))]


@pytest.mark.parametrize("fname,shard", _cases())
def test_mutants_rejected(fname, shard):
    n = SHARDS.get(fname, 1)
    update = bool(os.environ.get("TLX_UPDATE_MUTANTS"))
    if update and shard:
        pytest.skip("TLX_UPDATE_MUTANTS: shard 0 judges every mutant and writes the golden file")
    path = os.path.join(KDIR, fname)
    src = open(path).read()
    assert judge(path, src) is None  # the original passes on both targets
    every = mutants(fname, src)
    for kind in ("delete", "trip", "guard", "expect-early", "slots-1", "cross-wait"):
        assert any(k == kind for k, *_ in every), kind
    rows, missed, counts = [], [], {}
    for kind, why, m, (stmt, edit, prev) in (every if update else every[shard::n]):
        r = judge(path, m)
        made, caught = counts.get(kind, (0, 0))
        if r is None:
            eq = EQUIVALENT.get((fname, stmt, edit))
            if eq is None or (isinstance(eq, tuple) and eq[0] != prev):
                missed.append(why)
            counts[kind] = (made + 1, caught)
            rows.append(f"{kind}\t{why}\taccepted (equivalent)")
            continue
        t, where, cls, msg = r
        assert re.match(r"\d+:\d+$", where), (why, where)
        if kind in ("trip", "guard") and "cannot derive the phase" not in msg:  # (derive-phases refuses it)
            assert "with " in msg or "counter-example" in msg, (why, msg)
        counts[kind] = (made + 1, caught + 1)
        rows.append(f"{kind}\t{why}\t{t} {where} {cls}")
    print(fname, shard, {k: f"{c}/{m}" for k, (m, c) in counts.items()})
    assert not missed, missed
    gold = os.path.join(GOLD, fname[:-4] + ".txt")
    if update:
        os.makedirs(GOLD, exist_ok=True)
        with open(gold, "w") as f:
            f.write("\n".join(rows) + "\n")
    want = open(gold).read().split("\n")[:-1]
    assert len(want) == len(every), f"{fname}: {len(every)} mutants, {len(want)} golden rows; refresh with TLX_UPDATE_MUTANTS=1"
    assert rows == (want if update else want[shard::n]), \
        f"mutant diagnostics of {fname} changed; refresh with TLX_UPDATE_MUTANTS=1 and review the diff"
