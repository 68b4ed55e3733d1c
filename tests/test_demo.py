"""`tlx demo`, the README's main job: on the CPU it checks the forward and the backward against float64 and says so,
and a wrong gradient makes it fail."""
import torch

from tlx import demo
from tlx.ops import jagged_attention_bwd as bwd


def test_demo_checks_forward_and_backward(capsys):
    assert demo.main(small=True) == 0
    out = capsys.readouterr().out
    assert out.count("[ok]") == 4 and "FAIL" not in out
    assert out.count("backward: relative error of dq, dk, dv vs float64") == 2


def test_demo_fails_on_a_wrong_gradient(monkeypatch, capsys):
    impl = bwd._bwd_impl

    def off_by_two_percent(*args, **kw):
        dq, dk, dv = impl(*args, **kw)
        return dq, dk * 1.02, dv
    monkeypatch.setattr(bwd, "_bwd_impl", off_by_two_percent)
    q, k, v, cu_q, cu_k = demo.random_batch([37, 0, 5], 2, 1, 64, torch.float16, "cpu")
    ok, d_o = demo._check_backward(q, k, v, cu_q, cu_k, True, torch.float16, gpu=False)
    assert not ok and "[FAIL]" in capsys.readouterr().out
    assert torch.isfinite(d_o).all() and d_o.abs().max() > 0  # (a real output gradient, not zeros)
