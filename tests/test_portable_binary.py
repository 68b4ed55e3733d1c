"""The portable build down to PTX/SASS without a GPU (`--target triton --emit ptx|sass`), and what it showed: a
bounds mask against a runtime extent kept triton from vectorizing the row-wise kernels of the backward (scalar
loads and stores, ~1.4 TB/s on an H100 for attn_bwd_dq_convert). An axis whose extent the signature names by a
compile-time parameter is checked by the launcher, so the kernel masks it against the literal."""
import os
import re
import subprocess
import sys

import pytest

from tlx.compiler import Options, compile_file, compile_text

ROOT = os.path.join(os.path.dirname(__file__), "..")
PREP = os.path.join(ROOT, "kernels", "jagged_attention_bwd_prep.tlx")


def _ops(text, pat):
    return sorted(set(re.findall(pat, text)))


def test_convert_masks_against_the_compile_time_extent():
    src = compile_file(PREP, "triton", Options(defines={"DT": "bf16", "D": 128})).outputs["triton"]
    body = src[src.index("def attn_bwd_dq_convert_kernel"):src.index("def attn_bwd_dq_convert_prepare")]
    assert "dq_acc_size1" not in body.split(":", 1)[1].split("\n", 1)[1]  # (only in the signature)
    assert "< 128)" in body and "< dq_acc_size0)" in body  # the column mask literal, the row mask the runtime size
    # the launcher still refuses a tensor of another width: the literal is only right because of that check
    assert "_check_dim('dq_acc', dq_acc, 1, 128, 'compile-time parameter D')" in src


@pytest.mark.parametrize("kernel,loads,stores", [
    ("attn_bwd_dq_convert", {"ld.global.v4.b32"}, {"st.global.v4.b32"}),
    ("attn_bwd_prep", {"ld.global.v4.b32", "ld.global.b32"}, {"st.global.v4.b32", "st.global.b32"}),
])
def test_row_wise_kernels_are_vectorized_in_ptx(kernel, loads, stores):
    c = compile_file(PREP, "ptx", Options(target="triton", kernel=kernel, defines={"DT": "bf16", "D": 128}))
    ptx = c.outputs["ptx"]
    assert ".target sm_90a" in ptx
    assert set(_ops(ptx, r"ld\.global[.a-z0-9]*")) == loads
    # (prep's scalar stores are delta and lse, one float per row; the [64, 128] tile's are the v4 ones)
    assert set(_ops(ptx, r"st\.global[.a-z0-9]*")) == stores


def test_runtime_extent_keeps_its_mask():
    src = """
kernel copy(x: f32[N, M], y: f32[N, M]):
    grid (cdiv(N, 16),) as (pid,)
    rows = pid * 16 + arange(16)
    cols = arange(32)
    y[rows[:, None], cols[None, :]] = x[rows[:, None], cols[None, :]]
"""
    out = compile_text(src, "c.tlx", "triton").outputs["triton"]
    assert "< x_size1)" in out and "< y_size1)" in out  # M is only known at launch: masked against it


def test_cli_emits_the_portable_builds_sass_and_refuses_interpreter_binaries():
    r = subprocess.run([sys.executable, "-m", "tlx", "compile", PREP, "--target", "triton", "--kernel",
                        "attn_bwd_dq_convert", "-D", "DT=bf16", "--emit", "sass", "-o", "-"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert "LDG.E.128" in r.stdout and "STG.E.128" in r.stdout
    r = subprocess.run([sys.executable, "-m", "tlx", "compile", PREP, "--target", "triton", "--interpret",
                        "--emit", "ptx"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode != 0 and "interpreter" in r.stderr and "Traceback" not in r.stderr
