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
