"""`tlx demo`: run jagged attention forward and backward on a random jagged batch, check both against float64, and
time them on a GPU."""
from __future__ import annotations

import math
import time

import torch


def reference(q, k, v, cu_q, cu_k, causal=False, scale=None, activation="softmax", max_seqlen_k=None):
    """Float64 reference: per sequence, per head (GQA by repeating k/v heads)."""
    H, Hkv, D = q.shape[1], k.shape[1], q.shape[2]
    scale = 1.0 / math.sqrt(D) if scale is None else scale
    out = torch.zeros(q.shape, dtype=torch.float64, device=q.device)
    lse = torch.full((q.shape[0], H), float("inf"), dtype=torch.float64, device=q.device)
    cq, ck = cu_q.tolist(), cu_k.tolist()
    if max_seqlen_k is None:
        max_seqlen_k = max([b - a for a, b in zip(ck[:-1], ck[1:])] + [1])
    for b in range(len(cq) - 1):
        qs, ks = q[cq[b]:cq[b + 1]].double(), k[ck[b]:ck[b + 1]].double()
        vs = v[ck[b]:ck[b + 1]].double()
        Lq, Lk = qs.shape[0], ks.shape[0]
        if Lq == 0 or Lk == 0:  # no keys: zero rows, lse +inf (as initialised)
            continue
        ks = ks.repeat_interleave(H // Hkv, dim=1)
        vs = vs.repeat_interleave(H // Hkv, dim=1)
        s = torch.einsum("qhd,khd->hqk", qs, ks) * scale
        mask = torch.ones(Lq, Lk, dtype=torch.bool, device=q.device)
        if causal:
            i = torch.arange(Lq, device=q.device)[:, None]
            j = torch.arange(Lk, device=q.device)[None, :]
            mask = j <= i + Lk - Lq
        if activation == "softmax":
            s = s.masked_fill(~mask, float("-inf"))
            m = s.amax(-1, keepdim=True)
            seen = torch.isfinite(m)
            p = torch.where(seen, torch.exp(s - torch.where(seen, m, torch.zeros_like(m))), torch.zeros_like(s))
            l = p.sum(-1, keepdim=True)
            o = torch.einsum("hqk,khd->qhd", p / torch.where(l > 0, l, torch.ones_like(l)), vs)
            lse[cq[b]:cq[b + 1]] = torch.where(l[..., 0] > 0, (m[..., 0] + torch.log(l[..., 0])),
                                               torch.full_like(l[..., 0], float("inf"))).T
        else:
            p = torch.nn.functional.silu(s) * mask
            o = torch.einsum("hqk,khd->qhd", p, vs) / max_seqlen_k
        out[cq[b]:cq[b + 1]] = o
    return out, lse


def assert_matches_reference(o, lse, q, k, v, cu_q, cu_k, causal, scale, rtol=1e-5):
    """Every row written (no NaN left of the poison) and within rtol of the float64 reference's largest value;
    lse finite exactly where the reference's is, and close there."""
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal, scale=scale)
    assert not torch.isnan(o).any(), "rows left unwritten (NaN poison) or NaN computed"
    assert ((o.double() - ref).abs().max() <= rtol * ref.abs().max()).item()
    fin = torch.isfinite(ref_lse)
    assert torch.equal(torch.isfinite(lse), fin)
    assert torch.allclose(lse.double()[fin], ref_lse[fin], rtol=rtol, atol=rtol)


def random_batch(lengths, H, Hkv, D, dtype, device, seed=0, k_lengths=None):
    g = torch.Generator().manual_seed(seed)
    k_lengths = lengths if k_lengths is None else k_lengths
    cu_q = torch.tensor([0] + list(torch.tensor(lengths).cumsum(0).tolist()), dtype=torch.int32)
    cu_k = torch.tensor([0] + list(torch.tensor(k_lengths).cumsum(0).tolist()), dtype=torch.int32)
    q = torch.randn(sum(lengths), H, D, generator=g).to(dtype)
    k = torch.randn(sum(k_lengths), Hkv, D, generator=g).to(dtype)
    v = torch.randn(sum(k_lengths), Hkv, D, generator=g).to(dtype)
    return [t.to(device) for t in (q, k, v, cu_q, cu_k)]


def main(small: bool = False) -> int:
    from tlx.ops import jagged_attention
    gpu = torch.cuda.is_available()
    small = small or not gpu
    if small:
        lengths, H, Hkv, D, dtype = [37, 0, 64, 5, 100], 2, 1, 64, torch.float16
    else:
        g = torch.Generator().manual_seed(0)
        lengths = [max(1, min(4096, int(math.exp(torch.randn(1, generator=g).item() + 5.5)))) for _ in range(180)]
        H, Hkv, D, dtype = 16, 16, 128, torch.bfloat16
    dev = "cuda" if gpu else "cpu"
    q, k, v, cu_q, cu_k = random_batch(lengths, H, Hkv, D, dtype, dev)
    where = "GPU (warp-specialized Gluon)" if gpu else "CPU (Triton interpreter)"
    print(f"tlx demo: jagged attention on {where}: {len(lengths)} sequences, {sum(lengths)} tokens, "
          f"H={H} H_kv={Hkv} D={D} {dtype}")
    for causal in (False, True):
        t0 = time.time()
        out = jagged_attention(q, k, v, cu_q, cu_k, causal=causal)
        if gpu:
            torch.cuda.synchronize()
        dt = time.time() - t0
        ref, _ = reference(q, k, v, cu_q, cu_k, causal=causal)
        err = ((out.double() - ref).norm() / ref.norm().clamp_min(1e-30)).item()
        ok = err < (1e-2 if dtype == torch.bfloat16 else 2e-3) and not torch.isnan(out).any().item()
        print(f"  causal={causal!s:5}: relative error vs float64 = {err:.2e}  [{'ok' if ok else 'FAIL'}]  ({dt:.2f}s incl. compile)")
        if not ok:
            return 1
        ok, d_o = _check_backward(q, k, v, cu_q, cu_k, causal, dtype, gpu)
        if not ok:
            return 1
        if gpu:
            from triton.testing import do_bench
            from torch.nn.attention.varlen import varlen_attn
            ml = max(lengths)
            flops = sum(4 * L * L * D * H for L in lengths) / (2 if causal else 1)
            t_us = do_bench(lambda: jagged_attention(q, k, v, cu_q, cu_k, causal=causal, max_seqlen_q=ml, max_seqlen_k=ml),
                            return_mode="median")
            kw = {"window_size": (-1, 0)} if causal else {}
            t_ref = do_bench(lambda: varlen_attn(q, k, v, cu_q, cu_k, ml, ml, **kw), return_mode="median")
            print(f"    tlx {flops / t_us / 1e9:.0f} TFLOP/s   varlen_attn {flops / t_ref / 1e9:.0f} TFLOP/s   "
                  f"speed-up {t_ref / t_us:.2f}x")
            # the backward as a training step runs it: autograd.grad of a kept forward (2.5x the forward's FLOPs)
            t_b, t_rb = (do_bench(lambda o=o, ins=ins: torch.autograd.grad(o, ins, d_o, retain_graph=True),
                                  return_mode="median") for o, ins in _kept_forwards(q, k, v, cu_q, cu_k, causal, ml))
            print(f"    backward: tlx {2.5 * flops / t_b / 1e9:.0f} TFLOP/s   varlen_attn {2.5 * flops / t_rb / 1e9:.0f} "
                  f"TFLOP/s   speed-up {t_rb / t_b:.2f}x")
    return 0


def _check_backward(q, k, v, cu_q, cu_k, causal, dtype, gpu):
    """dq, dk, dv of the op (autograd, as training takes them) against float64 autograd through `reference`, for a
    random output gradient; prints the error and returns (ok, that output gradient)."""
    from tlx.ops import jagged_attention
    g = torch.Generator().manual_seed(1)
    d_o = torch.randn(q.shape, generator=g).to(dtype).to(q.device)
    ins = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    t0 = time.time()
    grads = torch.autograd.grad(jagged_attention(*ins, cu_q, cu_k, causal=causal), ins, d_o)
    if gpu:
        torch.cuda.synchronize()
    dt = time.time() - t0
    ref = _reference_grads(q, k, v, cu_q, cu_k, causal, d_o)
    err = max(((a.double() - b).norm() / b.norm().clamp_min(1e-30)).item() for a, b in zip(grads, ref))
    ok = err < (2e-2 if dtype == torch.bfloat16 else 5e-3) and not any(torch.isnan(a).any().item() for a in grads)
    print(f"    backward: relative error of dq, dk, dv vs float64 = {err:.2e}  [{'ok' if ok else 'FAIL'}]  "
          f"({dt:.2f}s incl. compile)")
    return ok, d_o


def _reference_grads(q, k, v, cu_q, cu_k, causal, d_o):
    """Float64 autograd through `reference`, one sequence at a time (a whole batch's graph of [H, L, L] float64 scores
    would hold tens of GB on the GPU demo's batch)."""
    grads = [torch.zeros(t.shape, dtype=torch.float64, device=t.device) for t in (q, k, v)]
    cq, ck = cu_q.tolist(), cu_k.tolist()
    for b in range(len(cq) - 1):
        rq, rk = slice(cq[b], cq[b + 1]), slice(ck[b], ck[b + 1])
        ins = [t[r].detach().double().requires_grad_() for t, r in ((q, rq), (k, rk), (v, rk))]
        one = [torch.tensor([0, n], dtype=cu_q.dtype, device=cu_q.device) for n in (cq[b + 1] - cq[b], ck[b + 1] - ck[b])]
        out = reference(*ins, *one, causal=causal)[0]
        if out.requires_grad:  # (an empty sequence's output is a constant zero)
            for acc, r, gr in zip(grads, (rq, rk, rk), torch.autograd.grad(out, ins, d_o[rq].double(), allow_unused=True)):
                if gr is not None:
                    acc[r] += gr
    return grads


def _kept_forwards(q, k, v, cu_q, cu_k, causal, ml):
    """(output, inputs) of one forward each of the op and varlen_attn, graphs kept for timing their backward."""
    from torch.nn.attention.varlen import varlen_attn
    from tlx.ops import jagged_attention
    a, b = ([t.detach().clone().requires_grad_() for t in (q, k, v)] for _ in range(2))
    kw = {"window_size": (-1, 0)} if causal else {}
    return [(jagged_attention(*a, cu_q, cu_k, causal=causal, max_seqlen_q=ml, max_seqlen_k=ml), a),
            (varlen_attn(*b, cu_q, cu_k, ml, ml, **kw), b)]
