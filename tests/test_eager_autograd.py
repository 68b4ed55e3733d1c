"""Eager training skips the custom ops' dispatch (`jagged_attention_bwd._Eager`, ~0.3 ms of host time per step on the
GPU): it must give what the registered autograd formula gives, and every context that needs the ops (torch.compile:
tests/test_backward.py; functorch transforms, dispatch modes, tensor subclasses) must still get them."""
import importlib

import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode

from tlx.demo import random_batch
from tlx.ops import jagged_attention

J = importlib.import_module("tlx.ops.jagged_attention")
OP_NODE = "GeneratedBackwardFor_tlx_jagged_attention_fwd_defaultBackward"


def _step(q, k, v, cu_q, cu_k, causal, act, d_o, dl):
    a = [t.clone().requires_grad_() for t in (q, k, v)]
    o, lse = jagged_attention(*a, cu_q, cu_k, causal=causal, activation=act, return_lse=True)
    node = type(o.grad_fn).__name__
    torch.autograd.backward((o, lse), (d_o, dl))
    return node, [o, lse] + [t.grad for t in a]


@pytest.mark.parametrize("causal,act", [(True, "softmax"), (False, "silu")])
def test_eager_path_equals_the_op(monkeypatch, causal, act):
    q, k, v, cu_q, cu_k = random_batch([7, 0, 19], 4, 2, 64, torch.float32, "cpu", seed=5)
    g = torch.Generator().manual_seed(6)
    d_o = torch.randn(q.shape, generator=g)
    dl = torch.randn(q.shape[:2], generator=g) if act == "softmax" else torch.zeros(q.shape[:2])
    node, eager = _step(q, k, v, cu_q, cu_k, causal, act, d_o, dl)
    assert node == "_EagerBackward"
    monkeypatch.setattr(J, "_EAGER", None)
    node, op = _step(q, k, v, cu_q, cu_k, causal, act, d_o, dl)
    assert node == OP_NODE
    for x, y in zip(eager, op):  # same kernels, same order: bitwise
        assert torch.isfinite(x).all() and torch.equal(x, y)


class _Mode(TorchDispatchMode):
    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        return func(*args, **(kwargs or {}))


def test_dispatch_modes_and_subclasses_see_the_op():
    q, k, v, cu_q, cu_k = random_batch([5, 3], 2, 1, 64, torch.float32, "cpu", seed=8)
    a = [t.clone().requires_grad_() for t in (q, k, v)]
    with _Mode():
        assert type(jagged_attention(*a, cu_q, cu_k).grad_fn).__name__ == OP_NODE
    p = torch.nn.Parameter(q.clone())  # a Parameter is plain enough
    assert type(jagged_attention(p, *a[1:], cu_q, cu_k).grad_fn).__name__ == "_EagerBackward"


def test_functorch_grad_takes_the_op(monkeypatch):
    # (the op's registered formula does not support torch.func transforms in torch 2.13 either: here only who is
    # called is checked)
    from torch.func import grad
    q, k, v, cu_q, cu_k = random_batch([4, 6], 2, 1, 64, torch.float32, "cpu", seed=9)
    seen = []

    def spy(*args):
        seen.append(type(args[0]))
        raise LookupError("the op")
    monkeypatch.setattr(J, "_jagged_attention_fwd", spy)
    with pytest.raises(LookupError, match="the op"):
        grad(lambda x: jagged_attention(x, k, v, cu_q, cu_k).sum())(q)
    assert len(seen) == 1


def test_double_backward_is_refused_as_by_the_op():
    q, k, v, cu_q, cu_k = random_batch([5], 2, 1, 64, torch.float32, "cpu", seed=10)
    a = [t.clone().requires_grad_() for t in (q, k, v)]
    g = torch.autograd.grad(jagged_attention(*a, cu_q, cu_k).square().sum(), a, create_graph=True)
    with pytest.raises(RuntimeError, match="no autograd formula"):
        g[0].sum().backward()


def test_a_backward_run_under_a_mode_takes_the_op(monkeypatch):
    # the forward ran eagerly, its backward runs where the op is needed (a dispatch mode here; compiled autograd and
    # is_grads_batched's vmap likewise): the registered formula's path
    from tlx.ops import jagged_attention_bwd as bwd
    q, k, v, cu_q, cu_k = random_batch([6, 2], 2, 1, 64, torch.float32, "cpu", seed=11)
    seen = []
    real = bwd._backward
    monkeypatch.setattr(bwd, "_backward", lambda *a: seen.append(1) or real(*a))
    outs = {}
    for mode in (False, True):
        a = [t.clone().requires_grad_() for t in (q, k, v)]
        o = jagged_attention(*a, cu_q, cu_k, causal=True)
        assert type(o.grad_fn).__name__ == "_EagerBackward"
        if mode:
            with _Mode():
                o.square().sum().backward()
        else:
            o.square().sum().backward()
        outs[mode] = [t.grad for t in a]
        assert len(seen) == mode
    for x, y in zip(outs[False], outs[True]):
        assert torch.equal(x, y)
