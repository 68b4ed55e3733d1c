"""Numerics of the portable kernels under the Triton CPU interpreter, against float64 torch references."""
import os



import pytest
import torch

from tlx.runtime import load_kernel_module

KDIR = os.path.join(os.path.dirname(__file__), "..", "kernels")


def _poison(shape, dtype):
    return torch.full(shape, float("nan"), dtype=dtype)


@pytest.mark.parametrize("M,N,K,dt", [(100, 90, 70, torch.float16), (64, 64, 32, torch.float16), (33, 17, 40, torch.float32)])
def test_matmul(M, N, K, dt):
    name = {torch.float16: "f16", torch.float32: "f32"}[dt]
    mod = load_kernel_module(os.path.join(KDIR, "matmul.tlx"), {"DT": name}, interpret=True)
    g = torch.Generator().manual_seed(M * N + K)
    a = torch.randn(M, K, generator=g).to(dt)
    b = torch.randn(K, N, generator=g).to(dt)
    c = _poison((M, N), dt)
    mod.matmul(a, b, c)
    assert not torch.isnan(c).any(), "some output element was not written"
    ref = a.double() @ b.double()
    err = ((c.double() - ref).norm() / ref.norm()).item()
    assert err < (2e-3 if dt == torch.float16 else 1e-5), err


@pytest.mark.parametrize("R,C", [(20, 100), (16, 128), (5, 7)])
def test_softmax(R, C):
    mod = load_kernel_module(os.path.join(KDIR, "softmax.tlx"), {}, interpret=True)
    g = torch.Generator().manual_seed(R + C)
    x = torch.randn(R, C, generator=g) * 3
    y = _poison((R, C), torch.float32)
    mod.softmax(x, y)
    assert not torch.isnan(y).any()
    ref = torch.softmax(x.double(), dim=1)
    assert torch.allclose(y.double(), ref, rtol=1e-5, atol=1e-6)


def test_launcher_rejects_bad_tensors():
    mod = load_kernel_module(os.path.join(KDIR, "matmul.tlx"), {}, interpret=True)
    a = torch.randn(8, 8, dtype=torch.float16)
    with pytest.raises(ValueError, match="b: dimension 0"):
        mod.matmul(a, torch.randn(9, 8, dtype=torch.float16), torch.empty(8, 8, dtype=torch.float16))
    with pytest.raises(ValueError, match="a: expected dtype torch.float16"):
        mod.matmul(a.float(), a, a)


def test_softmax_row_wider_than_block_raises():
    # C = 200 > BLOCK_C = 128: the kernel's `require` makes the launcher refuse instead of dropping columns
    mod = load_kernel_module(os.path.join(KDIR, "softmax.tlx"), {}, interpret=True)
    x = torch.randn(4, 200)
    y = _poison((4, 200), torch.float32)
    with pytest.raises(ValueError, match=r"softmax: requirement `C <= BLOCK_C` failed \(C = 200\): a row must fit"):
        mod.softmax(x, y)
    assert torch.isnan(y).all(), "nothing may be launched when a requirement fails"


def test_softmax_wide_row_with_wider_block():
    mod = load_kernel_module(os.path.join(KDIR, "softmax.tlx"), {"BLOCK_C": 256}, interpret=True)
    g = torch.Generator().manual_seed(200)
    x = torch.randn(9, 200, generator=g) * 3
    y = _poison((9, 200), torch.float32)
    mod.softmax(x, y)
    assert torch.allclose(y.double(), torch.softmax(x.double(), dim=1), rtol=1e-5, atol=1e-6)


def test_jagged_sum_requires_a_row_per_sequence():
    mod = load_kernel_module(os.path.join(KDIR, "jagged_sum.tlx"), {"DT": "f32"}, interpret=True)
    g = torch.Generator().manual_seed(7)
    off = torch.tensor([0, 3, 10, 10], dtype=torch.int32)
    x = torch.randn(10, 128, generator=g)
    out = _poison((3, 128), torch.float32)
    mod.jagged_sum(x, out, off)
    ref = torch.stack([x[0:3].double().sum(0), x[3:10].double().sum(0), torch.zeros(128, dtype=torch.float64)])
    assert torch.allclose(out.double(), ref, atol=1e-5)
    short = _poison((2, 128), torch.float32)
    with pytest.raises(ValueError, match=r"jagged_sum: requirement `B >= NB - 1` failed \(B = 2, NB = 4\)"):
        mod.jagged_sum(x, short, off)
    assert torch.isnan(short).all()


def test_require_in_gluon_launcher():
    # the Gluon launcher prints the same check, before anything is launched
    from tlx.compiler import Options, compile_file
    src = compile_file(os.path.join(KDIR, "jagged_sum.tlx"), "gluon", Options()).outputs["gluon"]
    prep = src[src.index("def jagged_sum_prepare"):]
    i = prep.index("if not _tlx_holds(lambda: (out.shape[0] >= (offsets.shape[0] - 1))):")
    assert "raise ValueError('jagged_sum: requirement `B >= NB - 1` failed'" in prep[i:i + 300]
    assert i < prep.index("return grid")
