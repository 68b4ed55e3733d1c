"""Integer scalar parameters reach the device as the protocol proof modeled them (found by a red-team pass of the
verifier): the launcher refuses a value outside the parameter's dtype (an i8 of 128 would wrap in the kernel's
arithmetic, an i32 of 2**31 would be passed as i64), and the JIT does not specialize an integer parameter equal to
1 into a constexpr (triton folds `//` and `%` on constexprs with Python's rounding, the device and the proof round
toward zero: `s // -2` is -1 folded, 0 on the device)."""
import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.runtime import load_kernel_module

SRC = """\
kernel k(x: f32[N], s: i8):
    tiles i in range(cdiv(N, 64)) persistent
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
    role prod(warps=4, regs=152):
        pipeline j in range(1 - cast(s, i32) // 2) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range(1 - cast(s, i32) // 2) over ring(2) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
        offs = i * 64 + arange(64)
        x[offs] = sum(acc, axis=0) where offs < N
"""


@pytest.mark.parametrize("target,emit", [("gluon", "gluon"), ("triton", "triton")])
def test_integer_parameters_are_not_specialized(target, emit):
    src = compile_text(SRC, "k.tlx", emit, Options(target=target)).outputs[emit]
    jit = next(ln for ln in src.splitlines() if ln.startswith(("@gluon.jit(", "@triton.jit(")) and "'s'" in ln)
    assert "do_not_specialize" in jit, jit


@pytest.mark.parametrize("value,ok", [(127, True), (-128, True), (128, False), (-129, False), (2 ** 31, False),
                                      (1.5, False)])
def test_the_launcher_refuses_an_integer_outside_its_dtype(tmp_path, value, ok):
    path = tmp_path / "k.tlx"
    path.write_text(SRC)
    mod = load_kernel_module(str(path), target="triton", interpret=True)
    x = torch.randn(64)
    if ok:
        mod.k_prepare(x, value)
    else:
        with pytest.raises(ValueError, match=r"s: expected an integer in the i8 range \[-128, 127\]"):
            mod.k_prepare(x, value)
