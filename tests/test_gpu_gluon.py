"""GPU checks of the warp-specialized kernels, both backends (Gluon and portable Triton), against float64 torch.
Fresh random inputs, outputs poisoned with NaN so that every element must be written."""
import pytest
import torch

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tlx.runtime import kernel_path, load_kernel_module  # noqa: E402

TARGETS = ["gluon", "triton"]


def _mod(name, target, defines=None):
    return load_kernel_module(kernel_path(name + ".tlx"), defines or {}, target=target)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("M,N,K", [(512, 512, 256), (300, 264, 200), (128, 256, 64), (1000, 520, 776)])
def test_gemm_ws(target, M, N, K):
    g = torch.Generator(device="cuda").manual_seed(M * 7 + N * 3 + K)
    a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16, generator=g)
    b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16, generator=g)
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
    mod = _mod("gemm_ws", target)
    if target == "gluon":
        mod.gemm_ws(a, b, c, num_programs=7)  # few programs: every program runs several tiles
    else:
        mod.gemm_ws(a, b, c)
    torch.cuda.synchronize()
    assert torch.isfinite(c).all(), "some output elements were not written"
    ref = a.double() @ b.double()
    err = ((c.double() - ref).norm() / ref.norm()).item()
    assert err < 1e-2, err


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("lengths,D", [([0, 5, 0, 300, 64, 1000, 0], 200), ([1, 128, 129], 128), ([0], 64),
                                       ([700, 3, 0, 65, 64, 63] * 5, 384)])
def test_jagged_sum(target, lengths, D):
    g = torch.Generator(device="cuda").manual_seed(sum(lengths) + D)
    T = sum(lengths)
    x = torch.randn(max(T, 1), D, device="cuda", dtype=torch.float16, generator=g)[:T]
    off = torch.tensor([0] + list(torch.tensor(lengths).cumsum(0)), dtype=torch.int32, device="cuda")
    out = torch.full((len(lengths), D), float("nan"), device="cuda", dtype=torch.float32)
    mod = _mod("jagged_sum", target)
    if target == "gluon":
        mod.jagged_sum(x, out, off, num_programs=5)
    else:
        mod.jagged_sum(x, out, off)
    torch.cuda.synchronize()
    assert torch.isfinite(out).all(), "some output elements were not written"
    ref = torch.stack([x[s:e].double().sum(0) if e > s else torch.zeros(D, dtype=torch.float64, device="cuda")
                       for s, e in zip(off[:-1].tolist(), off[1:].tolist())])
    assert torch.allclose(out.double(), ref, rtol=1e-4, atol=1e-3), (out.double() - ref).abs().max().item()


@pytest.mark.parametrize("M,N,K", [(256, 512, 256), (200, 392, 136)])
def test_cols_gemm(M, N, K):
    # tests/programs/cols_gemm.tlx: each warp group multiplies by its column block of the B slot (cols())
    import os
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs", "cols_gemm.tlx")
    g = torch.Generator(device="cuda").manual_seed(M + 5 * N + 11 * K)
    a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16, generator=g)
    b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16, generator=g)
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
    load_kernel_module(path, {}, target="gluon").cols_gemm(a, b, c)
    torch.cuda.synchronize()
    assert torch.isfinite(c).all(), "some output elements were not written"
    ref = a.double() @ b.double()
    assert ((c.double() - ref).norm() / ref.norm()).item() < 1e-2


@pytest.mark.parametrize("target", TARGETS)
def test_activations(target):
    # sigmoid's Gluon lowering (exp2 with flush-to-zero, one approximate reciprocal: tests/test_sigmoid.py) and the
    # portable one against float64, including inputs whose exp(-x) overflows or underflows
    import os
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs", "activations.tlx")
    mod = load_kernel_module(path, {}, target=target)
    g = torch.Generator(device="cuda").manual_seed(5)
    N = 10_000
    x = torch.randn(N, device="cuda", generator=g) * 8
    x[:6] = torch.tensor([-100.0, 100.0, -1000.0, 1000.0, 0.0, -88.5])
    i = torch.randint(-30, 30, (N,), device="cuda", generator=g, dtype=torch.int32)
    s, t, z, si = (torch.full((N,), float("nan"), device="cuda") for _ in range(4))
    mod.act(x, i, s, t, z, si)
    torch.cuda.synchronize()
    xd = x.double()
    for out, ref in ((s, torch.sigmoid(xd)), (t, torch.tanh(xd)), (z, xd * torch.sigmoid(xd)),
                     (si, torch.sigmoid(i.double()))):
        assert not out.isnan().any(), "some elements were not written"
        err = ((out.double() - ref).abs() / ref.abs().clamp(min=1.0)).max().item()
        assert err < 2e-6, err


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("C", [8, 64])
def test_frag_order_copies_agree_on_both_builds(tmp_path, target, C):
    """A TMA copy of a `frag_order` slot moves its bytes as they are, on the device (Gluon) and in the portable build
    alike: a reduce-add puts slot element (r, c) at frag_offset(r, c) of the block, a load takes it from there."""
    import sys
    sys.path.insert(0, __import__("os").path.dirname(__file__))
    from test_frag_order import GET, KERNEL, _offsets, frag_add_expected
    mods = []
    for name, src in (("frag_add", KERNEL), ("frag_get", GET)):
        f = tmp_path / f"{name}.tlx"
        f.write_text(src)
        mods.append(load_kernel_module(str(f), {"C": C}, target=target))
    g = torch.Generator(device="cuda").manual_seed(C)
    x, y = (torch.randn(192, 3 * C, device="cuda", generator=g) for _ in range(2))
    want = frag_add_expected(x.cpu(), y.cpu(), C)
    mods[0].frag_add(x, y)
    torch.cuda.synchronize()
    assert torch.allclose(y.double().cpu(), want, rtol=1e-6, atol=1e-6)
    out = torch.full_like(y, float("nan"))
    mods[1].frag_get(y, out)
    torch.cuda.synchronize()
    off, yc, oc = _offsets(C), y.cpu(), out.cpu()
    for i in range(3):
        for j in range(3):
            assert torch.equal(oc[i * 64:(i + 1) * 64, j * C:(j + 1) * C], yc[i * 64:(i + 1) * 64, j * C:(j + 1) * C].flatten()[off])
