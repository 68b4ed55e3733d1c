"""User-facing diagnostics: malformed and ill-typed programs report `line:col: message` exactly.

Each case is a small program (dedented, first line = line 1) with the diagnostics the compiler must
report, in order, as ("line:col", "message"), and optionally the notes of the first diagnostic.
The CLI tests at the end check the rendered form on stderr and the exit code.
"""
import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass, field

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.ir.printer import print_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = "case.tlx"


def src(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def diagnose(text, defines=None, emit="ir", path=PATH):
    """Compile and return the TlxError (the test fails if compilation succeeds)."""
    try:
        compile_text(text, path, emit, Options(defines=dict(defines or {})))
    except TlxError as e:
        return e
    pytest.fail("expected a TlxError, but the program compiled")


@dataclass
class Case:
    id: str
    text: str
    expect: list  # [("line:col", "message"), ...] in order
    defines: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)  # notes of the first diagnostic: [("line:col", "message")]
    emit: str = "ir"
    first_only: bool = False  # only the first diagnostic is checked
    xfail: str = ""  # known wrong behaviour (strict xfail with this reason)


# a 1-D elementwise kernel; line 4 is the first body line after `offs`, which is where %s goes
BASE = src("""
kernel k(x: f32[N], y: f32[N], B: const = 64):
    grid (cdiv(N, B),) as (pid,)
    offs = pid * B + arange(B)
    %s
""")

# a jagged kernel with rings and barriers; line 7 is where %s goes
JAG = src("""
kernel k(q: jagged f16[T, H, D] by cu, o: jagged f16[T, H, D] by cu, cu: i32[NB], D: const = 64, BM: const = 64):
    tiles seq, m in blocks(q, BM), head in range(H)
    smem ring[2]: f16[BM, D]
    smem one: f16[BM, D]
    barrier bars[2]
    barrier bar
    %s
""")

SIMPLE = "kernel k(x: f32[N]):\n    grid (1,) as (p,)\n"

CASES = [
    # ---------------------------------------------------------------- syntax
    Case("syntax-missing-colon", "kernel k(x: f32[N])\n    grid (1,) as (p,)\n",
         [("1:20", "syntax error: unexpected end of line; expected ':'")]),
    Case("syntax-bad-character", SIMPLE + "    a = 1 $ 2\n",
         [("3:11", "syntax error: unexpected character '$'")]),
    Case("syntax-bad-unindent", SIMPLE + "    if p > 0:\n        a = 1\n      b = 2\n",
         [("5:1", "syntax error: unindent does not match any outer indentation level")]),
    Case("syntax-chained-comparison", BASE % "a = 1 < 2 < 3",
         [("4:15", "syntax error: unexpected '<'; expected ')', ',', ':', ']', and, end of line, ...")]),
    Case("syntax-missing-operand", SIMPLE + "    a = 1 +\n",
         [("3:12", "syntax error: unexpected end of line; expected '(', '[', false, integer, minus, name, ...")]),
    Case("syntax-kernel-keyword-typo", "kernal k(x: f32[N]):\n    grid (1,) as (p,)\n",
         [("1:1", "syntax error: unexpected 'kernal'; expected const, def, end of line, include, kernel")]),
    # ---------------------------------------------------------------- names and types
    Case("unknown-name", BASE % "y[offs] = z[offs]",
         [("4:15", "unknown name 'z'")]),
    Case("unknown-dtype-param", "kernel k(x: f33[N]):\n    grid (1,) as (p,)\n",
         [("1:13", "unknown dtype 'f33'")]),
    Case("unknown-dtype-cast", BASE % "y[offs] = cast(x[offs], f99)",
         [("4:29", "unknown name 'f99'")]),
    Case("shape-mismatch", BASE % "y[offs] = x[offs] + zeros([32], f32)",
         [("4:15", "shapes [64] and [32] do not broadcast for '+'")]),
    Case("store-dtype-mismatch", BASE % "y[offs] = cast(x[offs], f16)",
         [("4:5", "storing f16 into a f32 tensor: cast it first")]),
    Case("store-wrong-index-count", BASE % "y[offs, offs] = x[offs]",
         [("4:5", "tensor<f32[N]> needs 1 indices, got 2")]),
    Case("float-index", BASE % "a = x[1.5]",
         [("4:11", "expected an integer here, got the float 1.5")]),
    Case("store-mask-not-bool", BASE % "y[offs] = x[offs] where offs",
         [("4:29", "store mask must be a comparison (i1), got i32")]),
    Case("where-condition-not-bool", BASE % "y[offs] = where(x[offs], 1.0, 2.0)",
         [("4:21", "where(): condition must be a comparison (i1), got f32")]),
    Case("mod-on-floats", BASE % "a = x[offs] % 2",
         [("4:9", "'%' needs integer operands, got f32")]),
    Case("and-on-floats", BASE % "a = x[offs] and offs < 3",
         [("4:9", "'and' needs conditions (i1), got f32")]),
    Case("transpose-1d", BASE % "a = offs.T",
         [("4:9", ".T needs a 2-D tile or shared-memory slot, got tile<64xi32>")]),
    Case("unknown-method", BASE % "a = offs.foo()",
         [("4:9", "unknown method 'foo'")]),
    Case("not-callable", BASE % "a = offs(1)",
         [("4:9", "tile<64xi32> is not callable")]),
    Case("assign-to-builtin", BASE % "exp = 1",
         [("4:5", "cannot assign to builtin name 'exp'")]),
    Case("unused-expression", BASE % "offs + 1",
         [("4:5", "expression result is unused")]),
    Case("unpack-mismatch", BASE % "a, b = 1",
         [("4:5", "cannot unpack 1 value(s) into 2 names")]),
    Case("loop-carried-type-change", BASE % "a = 0\n    for i in range(4):\n        a = x[offs]",
         [("5:5", "loop-carried 'a' changes type in the loop: i32 before, tile<64xf32> after")]),
    Case("loop-over-non-range", BASE % "for i in 4:\n        pass",
         [("4:14", "loops iterate over range(...), got int constant")]),
    Case("compile-time-division-by-zero", BASE % "a = B // 0",
         [("4:9", "division by zero in a compile-time expression")]),
    # ---------------------------------------------------------------- builtins
    Case("builtin-arity", BASE % "y[offs] = exp(x[offs], 2)",
         [("4:15", "exp() takes 1 argument(s), got 2")]),
    Case("builtin-unknown-keyword", BASE % "a = exp(offs, foo=1)",
         [("4:9", "exp() got an unexpected keyword argument 'foo'")]),
    Case("arange-not-power-of-two", BASE % "a = arange(48)",
         [("4:16", "arange() size must be a power of two, got 48")]),
    Case("arange-negative", BASE % "a = arange(-4)",
         [("4:16", "arange() size must be a positive compile-time integer, got -4")]),
    Case("range-zero-step", BASE % "for i in range(0, 4, 0):\n        pass",
         [("4:26", "range() step must be positive")]),
    Case("range-float-bound", BASE % "for i in range(1.5):\n        pass",
         [("4:20", "range() bounds must be integer scalars, got float constant")]),
    Case("static-range-runtime-bound", BASE % "for i in static_range(pid):\n        pass",
         [("4:27", "static_range() bounds must be compile-time constants")]),
    Case("reduce-axis-out-of-range", BASE % "a = sum(offs, axis=3)",
         [("4:9", "sum(): axis 3 out of range for a tile of rank 1")]),
    Case("cdiv-by-zero", BASE % "a = cdiv(4, 0)",
         [("4:9", "cdiv() by zero")]),
    Case("zeros-bad-dtype", BASE % "a = zeros([4], 3)",
         [("4:9", "zeros(): expected a dtype (f16, bf16, f32, i32, ...), got int constant")]),
    Case("bytes-of-tile", BASE % "a = bytes(offs)",
         [("4:15", "bytes() takes a shared-memory buffer or a dtype, got tile<64xi32>")]),
    # ---------------------------------------------------------------- mma
    Case("mma-inner-dim-mismatch", BASE % "a = mma(zeros([16, 32], f16), zeros([16, 16], f16))",
         [("4:9", "mma(): inner dimensions differ: [16, 32] x [16, 16]")]),
    Case("mma-dtype-mismatch", BASE % "a = mma(zeros([16, 16], f16), zeros([16, 16], f32))",
         [("4:9", "mma(): operand dtypes differ: f16 and f32")]),
    Case("mma-not-multiple-of-16", BASE % "a = mma(zeros([16, 8], f16), zeros([8, 16], f16))",
         [("4:9", "mma(): K = 8 must be a multiple of 16")]),
    Case("mma-accumulator-shape", BASE % "a = mma(zeros([16, 16], f16), zeros([16, 16], f16), zeros([32, 16], f32))",
         [("4:57", "mma(): accumulator shape [32, 16] must be [16, 16]")]),
    Case("mma-1d-operand", BASE % "a = mma(offs, offs)",
         [("4:13", "mma(): operand must be a 2-D tile or shared-memory slot, got tile<64xi32>")]),
    Case("mma-smem-inner-dim", SIMPLE + "    smem s: f16[64, 32]\n    a = mma(s, s)\n",
         [("4:9", "mma(): inner dimensions differ: [64, 32] x [64, 32]")]),
    # ---------------------------------------------------------------- def functions
    Case("def-arity", "def f(a, b):\n    return a + b\n" + BASE % "y[offs] = f(x[offs])",
         [("6:15", "function 'f' takes 2 argument(s), got 1")], notes=[("1:1", "'f' defined here")]),
    Case("def-keyword-arguments", "def f(a):\n    return a\n" + BASE % "y[offs] = f(a=1)",
         [("6:15", "function 'f' takes positional arguments only")]),
    Case("def-redefinition", "def f(a):\n    return a\ndef f(a):\n    return a\n" + BASE % "pass",
         [("3:1", "redefinition of function 'f'")], notes=[("1:1", "first defined here")]),
    Case("const-redefinition", "const A = 1\nconst A = 2\n" + BASE % "y[offs] = x[offs] + A",
         [("2:1", "redefinition of constant 'A'")], notes=[("1:1", "first defined here")]),
    Case("const-shadows-inf", "const inf = 5\n" + BASE % "pass", [("1:1", "constant 'inf' redefines a predefined name")]),
    Case("const-shadows-TARGET", "const TARGET = 1\n" + BASE % "pass",
         [("1:1", "constant 'TARGET' redefines a predefined name")]),
    Case("const-shadows-dtype", "const LOG2E = 2\nconst f32 = 3\n" + BASE % "pass",
         [("2:1", "constant 'f32' redefines a predefined name")]),
    Case("const-shadows-builtin", "const arange = 3\n" + BASE % "pass",
         [("1:1", "constant 'arange' redefines a predefined name")]),
    Case("def-recursion", "def f(a):\n    return f(a)\n" + BASE % "y[offs] = f(x[offs])",
         [("2:12", "function 'f' recurses too deeply (inlining is static)")]),
    Case("def-return-inside-runtime-if",
         "def f(a):\n    if a > 0.0:\n        return a\n    return -a\n"
         "kernel k(s: f32, y: f32[N]):\n    grid (1,) as (p,)\n    y[arange(16)] = f(s)\n",
         [("2:5", "return inside a runtime `if` is not supported: use where(...)")]),
    Case("def-two-results-one-name", "def f(a):\n    return a, a\n" + BASE % "z = f(1)",
         [("6:5", "cannot assign 2 values to one name")]),
    # ---------------------------------------------------------------- compile-time parameters
    Case("missing-compile-time-param", "kernel k(x: f32[N], B: const):\n    grid (1,) as (p,)\n    x[arange(B)] = 1.0\n",
         [("1:21", "missing compile-time parameter 'B' (give it with -D B=VALUE)")]),
    Case("bad-define-int", BASE % "pass", [("1:32", "bad value for -D B: expected an integer, got 'abc'")],
         defines={"B": "abc"}),
    Case("bad-define-bool", "kernel k(x: f32[N], C: const = False):\n    grid (1,) as (p,)\n",
         [("1:21", "bad value for -D C: expected true or false, got 'maybe'")], defines={"C": "maybe"}),
    Case("bad-define-dtype", "kernel k(x: DT[N], DT: const = f16):\n    grid (1,) as (p,)\n",
         [("1:20", "bad value for -D DT: expected a dtype (f16, bf16, f32, ...), got 'f17'")], defines={"DT": "f17"},
         first_only=True),  # followed by a cascade error today, see test_bad_dtype_define_has_no_cascade
    Case("unknown-define", BASE % "pass", [("1:1", "-D Q: kernel 'k' has no compile-time parameter named 'Q'")],
         defines={"Q": 1}),
    Case("duplicate-param", "kernel k(x: f32[N], x: f32[N]):\n    grid (1,) as (p,)\n",
         [("1:21", "duplicate parameter 'x'")], notes=[("1:10", "first declared here")]),
    Case("static-assert-failure", BASE % 'static_assert B > 100, "B too small"',
         [("4:5", "static assertion failed: B too small")]),
    Case("static-assert-runtime", BASE % "static_assert pid > 0",
         [("4:19", "expected a compile-time constant here")]),
    Case("non-constant-shape", BASE % "z = zeros([N], f32)",
         [("4:9", "zeros(): shape must be a list of positive compile-time integers, got [i32]")]),
    # ---------------------------------------------------------------- jagged tensors
    Case("jagged-store-without-sequence", JAG % "o[arange(64), head, arange(64)] = 0.0",
         [("7:5", "store into jagged tensor: select a sequence first, `o[seq][...]`")]),
    Case("jagged-load-without-sequence", JAG % "a = q[seq, 0]",
         [("7:9", "select one sequence of jagged tensor first: `q[seq][...]`")]),
    Case("blocks-of-dense-tensor", "kernel k(x: f32[N]):\n    tiles s, m in blocks(x, 64)\n",
         [("2:26", "blocks() needs a jagged tensor, got tensor<f32[N]>")]),
    Case("jagged-offsets-dtype", "kernel k(q: jagged f16[T, D] by cu, cu: f32[NB]):\n    tiles s, m in blocks(q, 64)\n",
         [("1:37", "offsets tensor 'cu' of jagged tensor 'q' must have dtype i32")]),
    Case("jagged-offsets-missing", "kernel k(q: jagged f16[T, D] by cuu, cu: i32[NB]):\n    tiles s, m in blocks(q, 64)\n",
         [("1:10", "jagged tensor 'q': offsets 'cuu' must be a 1-D i32 tensor parameter (no such parameter)")]),
    Case("seq-len-method-arity", "kernel k(q: jagged f16[T, D] by cu, cu: i32[NB]):\n    tiles s, m in blocks(q, 64)\n"
         "    a = q.len(s, 1)\n",
         [("3:9", ".len() takes one argument (the sequence index)")]),
    # ---------------------------------------------------------------- barriers, rings, TMA
    Case("wait-on-barrier-array", JAG % "wait bars", [("7:10", "wait needs one barrier: index the array 'bars[...]'")]),
    Case("arrive-on-barrier-array", JAG % "arrive bars", [("7:12", "arrive needs one barrier: index the array 'bars[...]'")]),
    Case("expect-on-barrier-array", JAG % "expect bars, 16", [("7:12", "expect needs one barrier: index the array 'bars[...]'")]),
    Case("wait-on-smem", JAG % "wait one", [("7:10", "wait needs a barrier, got smem<64x64xf16>")]),
    Case("index-single-barrier", JAG % "wait bar[0]", [("7:10", "'bar' is a single barrier, not an array")]),
    Case("barrier-count-zero", JAG % "barrier z(count=0)", [("7:5", "arrive count must be at least 1, got 0")]),
    Case("barrier-unknown-option", JAG % "barrier z(cnt=2)", [("7:19", "unknown barrier option 'cnt' (count)")]),
    Case("arrive-count-runtime", SIMPLE + "    barrier b\n    arrive b count p\n",
         [("4:20", "expected a compile-time constant here")]),
    Case("tma-into-ring-without-index", JAG % "tma ring <- q[seq, m, head] signals bars[0]",
         [("7:9", "TMA destination must be one slot: index the ring 'ring[...]'")]),
    Case("tma-load-without-signal", JAG % "tma one <- q[seq, m, head]",
         [("7:5", "a TMA load must signal a barrier: add `signals BARRIER`")]),
    Case("tma-dtype-mismatch", JAG.replace("smem one: f16", "smem one: f32") % "tma one <- q[seq, m, head] signals bar",
         [("7:16", "TMA copies f16 into a f32 buffer")]),
    Case("tma-store-with-signal", JAG % "tma o[seq, m, head] <- one signals bar",
         [("7:40", "a TMA store signals no barrier (it is waited with the store's own wait)")]),
    Case("tma-coordinate-count", JAG % "tma one <- q[seq, m] signals bar",
         [("7:16", "TMA on jagged<f16[T,H,D] by cu> takes 3 or 4 block coordinates (sequence first), got 2")]),
    Case("tma-signals-barrier-array", JAG % "tma one <- q[seq, m, head] signals bars",
         [("7:40", "signals needs one barrier: index the array 'bars[...]'")]),
    Case("smem-not-2d", JAG % "smem z: f16[4, 4, 4]", [("7:5", "shared-memory buffers are 2-D tiles, got shape [4, 4, 4]")]),
    Case("smem-redefined", JAG % "smem ring: f16[16, 16]", [("7:5", "'ring' is already defined")]),
    Case("smem-store-by-subscript", JAG % "one[arange(64), arange(64)] = 0.0",
         [("7:5", "store into shared memory as `buf[slot] = tile` is written `store_smem(buf, tile)`")]),
    Case("transpose-whole-ring", JAG % "a = ring.T", [("7:9", "transpose one slot: index the ring first")]),
    Case("pipeline-ring-zero", BASE % "pipeline n in range(4) over ring(0) as s:\n        pass",
         [("4:38", "ring size must be at least 1")]),
    # ---------------------------------------------------------------- launch spaces and roles
    Case("no-launch-space", "kernel k(x: f32[N]):\n    a = 1\n",
         [("1:1", "kernel has no launch space: start it with `grid (...) as (...)` or `tiles ...`")]),
    Case("two-launch-spaces", SIMPLE + "    grid (1,) as (q,)\n", [("3:5", "a kernel has one launch space")]),
    Case("grid-names-mismatch", "kernel k(x: f32[N]):\n    grid (1, 2) as (p,)\n",
         [("2:5", "grid needs 1 to 3 sizes and as many names")]),
    Case("launch-inside-if", BASE % "if pid > 0:\n        grid (1,) as (z,)",
         [("5:9", "the launch space must be the first statement of the kernel body")]),
    Case("unknown-tiles-option", "kernel k(x: f32[N]):\n    tiles i in range(N) fastest\n",
         [("2:25", "unknown tiles option 'fastest' (persistent, longest_first, in_order, dynamic)")]),
    Case("tiles-range-not-from-zero", "kernel k(x: f32[N]):\n    tiles i in range(1, N)\n",
         [("2:16", "a tile dimension ranges from 0: use range(N)")]),
    Case("unknown-role-option", SIMPLE + "    role r(warpz=1):\n        pass\n",
         [("3:18", "unknown role option 'warpz' (warps, warpgroups, regs, replicas)")]),
    Case("role-warps-and-warpgroups", SIMPLE + "    role a(warps=1, warpgroups=1):\n        pass\n",
         [("3:5", "give either warps= or warpgroups=, not both")]),
    Case("nested-roles", SIMPLE + "    role a(warps=1):\n        role b(warps=1):\n            pass\n",
         [("4:9", "roles do not nest (inside role 'a')")]),
    # ---------------------------------------------------------------- includes
    Case("include-missing-file", 'include "nope.tlx"\n' + BASE % "pass",
         [("1:1", "cannot find included file 'nope.tlx'")]),
    # ---------------------------------------------------------------- several independent errors in one run
    Case("three-independent-errors", BASE % "a = zz + 1\n    b = cast(x[offs], f99)\n    y[offs] = x[offs] + zeros([32], f32)",
         [("4:9", "unknown name 'zz'"), ("5:23", "unknown name 'f99'"),
          ("6:15", "shapes [64] and [32] do not broadcast for '+'")]),
    Case("errors-in-two-kernels",
         "kernel a(x: f32[N]):\n    grid (1,) as (p,)\n    x[arange(16)] = nope\n"
         "kernel b(x: f32[N]):\n    grid (1,) as (p,)\n    x[arange(16)] = cast(1.0, f16)\n",
         [("3:21", "unknown name 'nope'"), ("6:5", "storing f16 into a f32 tensor: cast it first")]),
    Case("errors-in-params-and-body-of-two-kernels",
         "kernel a(x: f33[N]):\n    grid (1,) as (p,)\n"
         "kernel b(x: f32[N]):\n    grid (1,) as (p,)\n    static_assert False, \"no\"\n",
         [("1:13", "unknown dtype 'f33'"), ("5:5", "static assertion failed: no")]),
    Case("independent-barrier-and-type-errors", JAG % "wait bars\n    arrive one\n    a = arange(3)",
         [("7:10", "wait needs one barrier: index the array 'bars[...]'"),
          ("8:12", "arrive needs a barrier, got smem<64x64xf16>"),
          ("9:16", "arange() size must be a power of two, got 3")]),
    Case("use-of-failed-name-is-not-repeated", BASE % "a = zz + 1\n    y[offs] = a",
         [("4:9", "unknown name 'zz'")]),
]


@pytest.mark.parametrize("case", [pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=c.xfail)) if c.xfail else c
                                  for c in CASES], ids=[c.id for c in CASES])
def test_diagnostic(case):
    err = diagnose(case.text, case.defines, case.emit)
    got = [(d.span.short, d.message) for d in err.diagnostics]
    if case.first_only:
        got = got[:1]
    assert got == case.expect, err.render()
    for d in err.diagnostics:
        assert d.span.file == PATH
        assert d.span.line >= 1 and d.span.col >= 1
    if case.notes:
        got_notes = [(s.short, m) for s, m in err.diagnostics[0].notes]
        assert got_notes == case.notes


def test_enough_cases():
    assert len(CASES) >= 30
    assert sum(1 for c in CASES if len(c.expect) >= 2) >= 3


def test_rendered_form_has_source_line_and_caret():
    err = diagnose(BASE % "y[offs] = zz[offs]")
    lines = err.render().splitlines()
    assert lines[0] == f"{PATH}:4:15: error: unknown name 'zz'"
    assert lines[1] == "        y[offs] = zz[offs]"
    assert lines[2] == " " * 18 + "^~"


def test_str_excerpts_the_compiled_text_not_the_file_on_disk(tmp_path):
    """An error raised by a pass gets the program's text from the compiler after it was made; str() of it must show
    that text's line, not the line of a file of the same name (which may differ, or not exist)."""
    ring = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "passes", "ring.tlx")).read()
    bad = ring.replace("            wait ready[slot]\n", "            wait ready[slot] phase 1\n")  # (a deadlock)
    path = tmp_path / "k.tlx"
    path.write_text("# a different line\n" * 40)
    try:
        compile_text(bad, str(path), "scheduled", Options(target="gluon"))
    except TlxError as e:
        err = e
    else:
        pytest.fail("expected the protocol verifier to reject the program")
    assert "wait ready[slot] phase 1" in str(err) and "a different line" not in str(err), str(err)


def test_rendered_notes():
    err = diagnose("def f(a, b):\n    return a + b\n" + BASE % "y[offs] = f(x[offs])")
    text = err.render()
    assert f"{PATH}:6:15: error: function 'f' takes 2 argument(s), got 1" in text
    assert f"{PATH}:1:1: note: 'f' defined here" in text
    assert "    def f(a, b):" in text


# ------------------------------------------------------------------------------ known wrong diagnostics
# These document compiler behaviour that is wrong today; they pass (xfail) until the compiler is fixed.

def test_unexpected_indent_points_at_indented_line():
    err = diagnose(SIMPLE + "        a = 1\n")
    assert err.diagnostics[0].span.short == "3:9", err.render()
    err = diagnose(SIMPLE + "\n    # a comment\n        a = 1\n")
    assert err.diagnostics[0].span.short == "5:9", err.render()


def test_runtime_if_reassigning_outer_variable_compiles():
    compile_text(BASE % "a = x[offs]\n    if pid > 0:\n        a = a * 2.0\n    y[offs] = a", PATH, "ir")


def test_runtime_if_type_mismatch_message():
    # a literal is broadcast to the other branch's tile; a runtime scalar is not: one error, at the if, no cascade
    compile_text(BASE % "a = 0.0\n    if pid > 0:\n        a = x[offs]\n    y[offs] = a", PATH, "ir")
    err = diagnose(BASE % "a = pid\n    if pid > 0:\n        a = x[offs]\n    y[offs] = a")
    assert [(d.span.short, d.message) for d in err.diagnostics] == [
        ("5:5", "'a' has type tile<64xf32> in one branch and i32 in the other")], err.render()


def test_non_constant_shape_message_has_no_ir_syntax():
    err = diagnose(BASE % "z = zeros([N], f32)")
    assert "%" not in err.diagnostics[0].message


def test_bad_dtype_define_has_no_cascade():
    err = diagnose("kernel k(x: DT[N], DT: const = f16):\n    grid (1,) as (p,)\n", {"DT": "f17"})
    assert len(err.diagnostics) == 1, err.render()


def test_expect_float_bytes_rejected():
    diagnose(SIMPLE + "    barrier b\n    expect b, 1.5\n")


def test_float_grid_size_rejected():
    diagnose("kernel k():\n    grid (1.5,) as (p,)\n")


# ------------------------------------------------------------------------------ CLI
def _cli(args, cwd, env_extra=None):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("TLX_DEBUG", None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "tlx", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)


def _need_cli():
    if not os.path.exists(os.path.join(ROOT, "tlx", "cli.py")):
        pytest.skip("tlx/cli.py does not exist yet")


def _assert_clean_stderr(stderr):
    assert "Traceback" not in stderr
    for internal in ("tlx/frontend/", "tlx/ir/", "tlx/passes/", "tlx/compiler.py", "site-packages", "lark"):
        assert internal not in stderr, stderr


CLI_CASES = [
    ("unknown-name", BASE % "y[offs] = zz[offs]", [], "4:15", "unknown name 'zz'", "        y[offs] = zz[offs]", 2),
    ("syntax", SIMPLE + "    a = 1 $ 2\n", [], "3:11", "syntax error: unexpected character '$'", "        a = 1 $ 2", 1),
    ("bad-define", BASE % "pass", ["-D", "B=abc"], "1:32", "bad value for -D B: expected an integer, got 'abc'",
     "    kernel k(x: f32[N], y: f32[N], B: const = 64):", 13),
    ("wait-array", JAG % "wait bars", [], "7:10", "wait needs one barrier: index the array 'bars[...]'",
     "        wait bars", 4),
]


@pytest.mark.parametrize("cmd", ["check", "compile"])
@pytest.mark.parametrize("name,text,extra,pos,msg,srcline,width", CLI_CASES, ids=[c[0] for c in CLI_CASES])
def test_cli_user_error(tmp_path, cmd, name, text, extra, pos, msg, srcline, width):
    _need_cli()
    f = tmp_path / "bad.tlx"
    f.write_text(text)
    args = [cmd, "bad.tlx", *extra] + (["--emit", "ir"] if cmd == "compile" else [])
    r = _cli(args, tmp_path)
    assert r.returncode == 1, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0] == f"bad.tlx:{pos}: error: {msg}", r.stderr
    assert lines[1] == srcline
    col = int(pos.split(":")[1])
    assert lines[2] == " " * (3 + col) + "^" + "~" * (width - 1)
    _assert_clean_stderr(r.stderr)
    assert r.stdout == ""


def test_cli_several_errors(tmp_path):
    _need_cli()
    f = tmp_path / "many.tlx"
    f.write_text(BASE % "a = zz + 1\n    b = cast(x[offs], f99)\n    y[offs] = x[offs] + zeros([32], f32)")
    r = _cli(["check", str(f)], tmp_path)
    assert r.returncode == 1
    errs = [ln for ln in r.stderr.splitlines() if ": error: " in ln]
    assert errs == [f"{f}:4:9: error: unknown name 'zz'", f"{f}:5:23: error: unknown name 'f99'",
                    f"{f}:6:15: error: shapes [64] and [32] do not broadcast for '+'"]
    assert "3 errors generated." in r.stderr
    _assert_clean_stderr(r.stderr.replace(str(f), "FILE"))


def test_cli_note_is_rendered(tmp_path):
    _need_cli()
    (tmp_path / "n.tlx").write_text("kernel k(x: f32[N], x: f32[N]):\n    grid (1,) as (p,)\n")
    r = _cli(["check", "n.tlx"], tmp_path)
    assert r.returncode == 1
    assert "n.tlx:1:21: error: duplicate parameter 'x'" in r.stderr
    assert "n.tlx:1:10: note: first declared here" in r.stderr
    _assert_clean_stderr(r.stderr)


def test_cli_ok(tmp_path):
    _need_cli()
    r = _cli(["check", os.path.join(ROOT, "kernels", "softmax.tlx")], tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr


def test_cli_missing_file(tmp_path):
    _need_cli()
    r = _cli(["check", "does-not-exist.tlx"], tmp_path)
    assert r.returncode == 1
    assert "does-not-exist.tlx" in r.stderr
    _assert_clean_stderr(r.stderr)


def test_cli_debug_reraises(tmp_path):
    _need_cli()
    (tmp_path / "bad.tlx").write_text(BASE % "y[offs] = zz[offs]")
    r = _cli(["check", "bad.tlx"], tmp_path, {"TLX_DEBUG": "1"})
    assert r.returncode != 0
    assert "Traceback" in r.stderr and "TlxError" in r.stderr


# ------------------------------------------------------------------------------ known crashes
def test_top_level_const_with_runtime_value_is_a_clean_error():
    err = diagnose("const C = arange(4)\n" + BASE % "pass")
    assert err.diagnostics[0].span.short == "1:11"


# ------------------------------------------------------------------------------ -D: converted once, by kind
DT_NO_DEFAULT = src("""
kernel k(x: DT[N], y: DT[N], DT: const, B: const):
    grid (cdiv(N, B),) as (pid,)
    i = pid * B + arange(B)
    y[i] = x[i] where i < N
""")


def test_cli_define_dtype_without_default(tmp_path):
    # docs/language.md: `DT: const` with no default takes `-D DT=f16` (the text is read as a dtype)
    (tmp_path / "k.tlx").write_text(DT_NO_DEFAULT)
    r = _cli(["compile", "k.tlx", "--emit", "ir", "-D", "DT=f16", "-D", "B=64"], tmp_path)
    assert r.returncode == 0, r.stderr
    assert 'constexprs = {DT = "f16", B = 64}' in r.stdout
    assert "tensor<f16[N]>" in r.stdout


@pytest.mark.parametrize("defines,pos,msg", [
    ({"DT": "4", "B": "64"}, "1:13", "'DT' is not a dtype (got int constant)"),
    ({"DT": "f16", "B": "9" * 5000}, "1:41", "bad value for -D B: an integer of 5000 digits does not fit in 64 bits"),
    ({"DT": "f16", "B": 2 ** 70}, "1:41", f"bad value for -D B: {2 ** 70} does not fit in 64 bits"),
])
def test_define_without_default_errors(defines, pos, msg):
    err = diagnose(DT_NO_DEFAULT, defines)
    assert (err.diagnostics[0].span.short, err.diagnostics[0].message) == (pos, msg), err.render()


def test_define_text_and_python_values_agree():
    for d in ({"DT": "bf16", "B": "0x20"}, {"DT": "bfloat16", "B": 32}):
        c = compile_text(DT_NO_DEFAULT, PATH, "ir", Options(defines=d))
        assert c.ir.ops[0].attrs["constexprs"] == {"DT": "bf16", "B": 32}


# ------------------------------------------------------------------------------ sizes and limits (issue 10)
ROBUST = [
    ("deep-unary", BASE % ("y[offs] = " + "-" * 200 + "x[offs]"), "4:133",
     "program nested too deeply: more than 120 levels of expressions and blocks (split it with intermediate names)"),
    ("long-sum", BASE % ("y[offs] = " + " + ".join(["x[offs]"] * 500)), "4:15",
     "program nested too deeply: more than 120 levels of expressions and blocks (split it with intermediate names)"),
    ("huge-literal", BASE % ("a = " + "9" * 5000), "4:9",
     "integer literal of 5000 digits is too large (it must fit in 64 bits)"),
    ("literal-over-64-bits", BASE % "a = 18446744073709551616", "4:9",
     "integer literal is too large (it must fit in 64 bits)"),
    ("huge-const-times-float-tile", BASE % ("y[offs] = x[offs] * (" + " * ".join(["9999999999999999999"] * 20) + ")"),
     "4:15", "a constant of 1263 bits is out of range for f32"),
    ("i32-overflow", BASE % "a = pid + 3000000000", "4:9",
     "the constant 3000000000 does not fit in i32 (-2147483648 to 2147483647)"),
    ("arange-2-31", BASE % "a = arange(2147483648)", "4:9",
     "a tile of shape [2147483648] has 2147483648 elements, more than the 1048576 a tile may have"),
    ("zeros-huge", BASE % "a = zeros([65536, 65536], f32)", "4:9",
     "a tile of shape [65536, 65536] has 4294967296 elements, more than the 1048576 a tile may have"),
    ("broadcast-huge", BASE % "a = arange(2048)[:, None] + arange(2048)[None, :]", "4:9",
     "a tile of shape [2048, 2048] has 4194304 elements, more than the 1048576 a tile may have"),
    ("static-range-unroll", BASE % "for i in static_range(100000000):\n        pass", "4:14",
     "static_range unrolls 100000000 iterations, more than 4096: use range(...)"),
    ("nested-unroll", BASE % "for i in static_range(4000):\n        for j in static_range(4000):\n            pass", "5:18",
     "kernel too large after unrolling and inlining: more than 20000 unrolled iterations and inlined calls"),
    ("exponential-inlining", "def f(n):\n    if n > 0:\n        return f(n - 1) + f(n - 1)\n    return 1\n" + BASE % "a = f(30)",
     "3:16", "kernel too large after unrolling and inlining: more than 20000 unrolled iterations and inlined calls"),
    ("smem-over-limit", BASE % "smem a[1000000]: f32[64, 64]", "4:5",
     "'a' takes 16384000000 bytes of shared memory, more than the 232448 a block can have"),
    ("smem-zero-dim", BASE % "smem a: f32[0, 64]", "4:17", "shared-memory dimensions must be positive, got 0"),
    ("barriers-over-limit", BASE % "barrier b[100000]", "4:5",
     "barrier array 'b' takes 800000 bytes of shared memory, more than the 232448 a block can have"),
    ("two-kernels-one-name", BASE % "pass" + BASE % "pass", "5:1", "redefinition of kernel 'k'"),
]


@pytest.mark.parametrize("text,pos,msg", [c[1:] for c in ROBUST], ids=[c[0] for c in ROBUST])
def test_size_limits(text, pos, msg):
    err = diagnose(text)
    assert [(d.span.short, d.message) for d in err.diagnostics] == [(pos, msg)], err.render()


def test_two_kernels_one_name_note():
    err = diagnose(BASE % "pass" + BASE % "pass")
    assert [(s.short, m) for s, m in err.diagnostics[0].notes] == [("1:1", "first defined here")]


def test_giant_define_rejected_at_declaration_before_protocol(tmp_path):
    # gemm_ws with STAGES=1000000: the ring's shared memory is refused at its declaration, quickly
    import time
    t0 = time.perf_counter()
    err = None
    try:
        compile_text(open(os.path.join(ROOT, "kernels", "gemm_ws.tlx")).read(), "gemm_ws.tlx", "scheduled",
                     Options(target="gluon", defines={"STAGES": "1000000"}))
    except TlxError as e:
        err = e
    assert err is not None and time.perf_counter() - t0 < 60  # a slip to simulation takes hours; 60 s leaves a loaded -n auto machine room
    assert (err.diagnostics[0].span.short, err.diagnostics[0].message) == (
        "12:5", "'a_ring' takes 16384000000 bytes of shared memory, more than the 232448 a block can have")


def test_block_size_over_int32_rejected():
    err = diagnose(BASE % "pass", {"B": "2147483648"})
    assert err.diagnostics[0].span.short == "2:11", err.render()
    assert "does not fit in i32" in err.diagnostics[0].message


def test_invalid_utf8_has_position(tmp_path):
    _need_cli()
    (tmp_path / "u.tlx").write_bytes(b"kernel k():\n    grid (1,) as (p,)\n    a = 1 \xff\xfe\n")
    r = _cli(["check", "u.tlx"], tmp_path)
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == "u.tlx:3:11: error: invalid UTF-8: byte 0xff at offset 44 (invalid start byte)"
    _assert_clean_stderr(r.stderr)


# ------------------------------------------------------------------------------ require
REQ = src("""
kernel k(x: f32[N], y: f32[N], n: i32, B: const = 64):
    %s
    grid (cdiv(N, B),) as (pid,)
    offs = pid * B + arange(B)
    %s
""")

REQUIRE_CASES = [
    ("in-loop", REQ % ("pass", 'for i in range(n):\n        require N <= B, "fits"'), "6:9",
     "require is a kernel-level statement: put it in the kernel body, outside loops, branches and roles"),
    ("in-branch", REQ % ('if n > 0:\n        require N > 0, "x"', "pass"), "3:9",
     "require is a kernel-level statement: put it in the kernel body, outside loops, branches and roles"),
    ("not-a-condition", REQ % ('require N + 1, "x"', "pass"), "2:13",
     "require needs a scalar condition (a comparison), got i32"),
    ("tensor-data", REQ % ('require x[arange(4)] > 0.0, "x"', "pass"), "2:13",
     "require needs a scalar condition (a comparison), got tile<4xi1>"),
    ("tensor-element", REQ % ('require x[0] > 0.0, "x"', "pass"), "2:13",
     "require can only test sizes, scalar parameters and constants, not 'load'"),
    ("always-false", REQ % ('require B > 128, "B too small"', "pass"), "2:13",
     "requirement is false for every launch: B too small"),
    ("string-condition", REQ % ('require "yes", "x"', "pass"), "2:13",
     "require needs a condition, got string constant"),
    ("no-message", REQ % ("require N > 0", "pass"), "2:18", "syntax error: unexpected end of line; expected ','"),
]


@pytest.mark.parametrize("text,pos,msg", [c[1:] for c in REQUIRE_CASES], ids=[c[0] for c in REQUIRE_CASES])
def test_require_diagnostics(text, pos, msg):
    err = diagnose(text)
    assert [(d.span.short, d.message) for d in err.diagnostics][:1] == [(pos, msg)], err.render()


def test_require_after_launch_is_hoisted_and_kept_through_the_pipeline():
    c = compile_text(REQ % ("pass", 'pass\nrequire N <= 4 * B and n >= 0, "fits"'.replace("\n", "\n    ")),
                     PATH, "triton", Options())
    src_ = c.outputs["triton"]
    assert "if not _tlx_holds(lambda: ((x.shape[0] <= 256) and (n >= 0))):" in src_
    assert "requirement `N <= 4 * B and n >= 0` failed' + ' (N = ' + str(x.shape[0]) + ', n = ' + str(n) + ')'" in src_


def test_fuzz_found_programs_compile():
    # found by scripts/fuzz_campaign.py: zero-padded literals (python's int(text, 0) refuses "007"), also past
    # 4,300 digits; where() choosing between two compile-time numbers
    c = compile_text(BASE % ("a = 007 + 0x00ff + " + "0" * 5000 + "1\n    y[offs] = x[offs] + cast(a, f32)"), PATH, "ir")
    assert "{value = 263}" in print_module(c.ir)
    compile_text(BASE % "y[offs] = where(offs < N, 1, 0.5)", PATH, "ir")


def test_smem_without_roles_is_an_error():
    # issue 10: `tlx check` accepted it and the portable backend then failed with NotImplementedError
    err = diagnose(BASE % "smem s: f16[64, 64]\n    barrier b\n    y[offs] = x[offs]")
    assert [(d.span.short, d.message) for d in err.diagnostics] == [
        ("4:5", "'s' declares shared memory in a kernel without roles: shared memory and barriers are for "
                "warp-specialized kernels (add roles)")], err.render()
