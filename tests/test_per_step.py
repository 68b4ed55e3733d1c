"""The `per_step` shared-memory option (docs/language.md): its checks (line:col errors), the generated Gluon (slot
addresses of a `per_step` buffer recomputed through _tlx_per_step inside loops only, nothing else changed), the
portable build ignoring it, and what it is for: the dK/dV kernel's causal D=128 build (ptxas, no GPU) reloads almost
nothing from local memory with it, where LLVM otherwise hoists the slots' wgmma descriptors out of the step loop and
ptxas spills them."""
import os
import re

import pytest

from tlx.compiler import Options, compile_file, compile_text
from tlx.diagnostics import TlxError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUM = os.path.join(ROOT, "kernels", "jagged_sum.tlx")
DKDV = os.path.join(ROOT, "kernels", "jagged_attention_bwd_dkdv.tlx")
DECL = "smem ring[STAGES]: DT[BLOCK_R, BLOCK_C]"


def _sum(opt):
    text = open(SUM).read()
    assert text.count(DECL) == 1
    return text.replace(DECL, f"{DECL} {opt}".rstrip())


def _gluon(text):
    return compile_text(text, "case.tlx", "gluon", Options(target="gluon")).outputs["gluon"]


@pytest.mark.parametrize("opt,needle,msg", [
    ("per_step(NB)", "NB)", "per_step(...) takes a compile-time bool, got a runtime i32 value"),
    ("per_step(3)", "3)", "per_step(...) takes a compile-time bool, got int constant"),
    ("per_stepp", "per_stepp", "unknown shared-memory option 'per_stepp' (per_step, frag_order)"),
])
def test_option_errors_have_line_and_column(opt, needle, msg):
    assert_located(_sum(opt), DECL, needle, msg)


def assert_located(text, marker, needle, msg, stage="ir"):
    """Compiling text (as case.tlx) fails with msg at the line holding marker, at needle's column, and no compiler
    file is named in the message (also used by tests/test_frag_order.py)."""
    with pytest.raises(TlxError) as ei:
        compile_text(text, "case.tlx", stage, Options(target="gluon" if stage == "gluon" else "triton"))
    r = ei.value.render()
    no = next(i for i, ln in enumerate(text.splitlines(), 1) if marker in ln)
    col = text.splitlines()[no - 1].index(needle) + 1
    assert f"case.tlx:{no}:{col}:" in r and msg in r, r
    assert "tlx/" not in r.replace("case.tlx", ""), r  # no compiler file in the message


def test_gluon_recomputes_slot_addresses_in_loops_only():
    base, on, off = _gluon(_sum("")), _gluon(_sum("per_step")), _gluon(_sum("per_step(1 > 2)"))
    assert off == base
    uses = re.findall(r"ring\.index\(([^()]*(?:\([^()]*\))?[^()]*)\)", on)
    assert uses and all(u.startswith("_tlx_per_step(") for u in uses), uses  # every use here is inside a pipeline
    # and the step is the innermost loop's induction variable
    loop_vars = set(re.findall(r"for (\w+) in range\(", on))
    assert all(re.match(r"_tlx_per_step\(.*, (\w+)\)$", u).group(1) in loop_vars for u in uses), uses
    strip = lambda s: re.sub(r"\.index\(_tlx_per_step\(([^,]*), \w+\)\)", r".index(\1)", s)  # noqa: E731
    assert strip(on) == base  # nothing else differs


def test_portable_build_ignores_it():
    a = compile_text(_sum(""), "case.tlx", "triton", Options(target="triton")).outputs["triton"]
    b = compile_text(_sum("per_step"), "case.tlx", "triton", Options(target="triton")).outputs["triton"]
    assert a == b


def test_ir_carries_it():
    ir = compile_text(_sum("per_step"), "case.tlx", "ir", Options()).outputs["ir"]
    assert re.search(r"smem_alloc\(\) \{sym_name = \"ring\", per_step = true\}", ir), ir


def _local_loads(defines):
    import sys
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from test_flagship_mask_split import _sass_loops
    sass = compile_file(DKDV, "sass", Options(defines=defines)).outputs["sass"]
    return [sum("LDL" in x for _, x in b) for b in _sass_loops(sass)], sass.count(" LDL")


def test_dkdv_causal_build_stops_spilling():
    cfg = {"DT": "bf16", "D": "128", "BLOCK_M": "64", "BLOCK_N": "128", "WG_N": "64", "SMEM_P": "True",
           "CAUSAL": "True", "SPLIT": "True", "DYNAMIC": "True", "KVBUF": "2"}
    on, on_total = _local_loads({**cfg, "PER_STEP": "True"})
    off, off_total = _local_loads(cfg)
    assert len(on) == len(off) >= 4
    assert sum(on) * 10 <= sum(off) and on_total * 5 <= off_total, (on, off, on_total, off_total)
