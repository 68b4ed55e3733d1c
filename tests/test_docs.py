"""Every ```tlx block of docs/language.md compiles: kernels to the 'ir' stage, fragments inside a kernel."""
import os
import re
import textwrap

import pytest

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.frontend.parser import parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "language.md")


def blocks():
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    out = []
    for m in re.finditer(r"^```tlx\n(.*?)^```", text, re.S | re.M):
        line = text.count("\n", 0, m.start()) + 2
        out.append((line, m.group(1)))
    return out


BLOCKS = blocks()

# a fragment is placed in this kernel (one program, a few scalars in scope)
WRAP = "kernel doc_fragment(x: f32[N]):\n    grid (1,) as (pid,)\n{body}"


def test_doc_has_examples():
    assert len(BLOCKS) >= 12
    assert sum(1 for _, b in BLOCKS if re.search(r"^kernel ", b, re.M)) >= 6


@pytest.mark.parametrize("line,code", BLOCKS, ids=[f"language.md:{ln}" for ln, _ in BLOCKS])
def test_doc_example(line, code):
    if re.search(r"^kernel ", code, re.M):
        text = code
    else:
        text = WRAP.format(body=textwrap.indent(code, "    "))
    try:
        parse(text, f"language.md:{line}")
        compile_text(text, f"language.md:{line}", "ir", Options())
    except TlxError as e:
        pytest.fail(f"example at docs/language.md:{line} does not compile:\n{e.render()}\n--- source ---\n{text}")


def test_doc_mentions_every_stage_and_flag():
    from tlx.compiler import STAGE_NAMES
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    for s in STAGE_NAMES:
        assert f"`{s}`" in text, s
    for flag in ("-D NAME=VALUE", "-o OUT", "--arch", "--print-ir-after-all", "--print-ir-after=PASS",
                 "--print-ir-before=PASS", "--pass-timing", "tlx check", "tlx compile", "TLX_DEBUG"):
        assert flag in text, flag
