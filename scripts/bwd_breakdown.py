"""Time each kernel of both backward paths on one batch (GPU): prep, fused, convert; dq, dkdv; and the fused kernel
with its reduce-add turned into a plain store (wrong dQ: it measures what the atomics cost).
Usage: python scripts/bwd_breakdown.py [--mix NAME] [--causal] [--D 128]"""
import argparse
import importlib.util
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
_spec = importlib.util.spec_from_file_location("fb", os.path.join(HERE, "..", "bench", "jagged_attention.py"))
fb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fb)


# (old, new) text edits of the fused kernel, each timed as a variant
VARIANTS = [
    # dQ in 16-column blocks (more, smaller products and TMA reduces)
    ("DQ_COLS: const = 32", "DQ_COLS: const = 16"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mix", default=None)
    ap.add_argument("--causal", action="store_true")
    ap.add_argument("--D", type=int, default=128)
    ap.add_argument("--det-only", action="store_true", help="only the two-kernel path's dq and dkdv kernels")
    a = ap.parse_args()
    from triton.testing import do_bench
    from tlx.ops import jagged_attention
    from tlx.ops import jagged_attention_bwd as bwd
    from tlx.ops.attention_tiles import long_mean
    from tlx.runtime import kernel_path, load_kernel_module
    mixes = fb.mixes()
    mix = a.mix or next(iter(mixes))
    lens = mixes[mix]
    T, H, D = sum(lens), 16, a.D
    cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
    q, k, v, d_o = (torch.randn(T, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(4))
    o, lse = jagged_attention(q, k, v, cu, cu, causal=a.causal, return_lse=True)
    ml, scale = max(lens), D ** -0.5
    flops = 2.5 * sum(4 * L * L * D * H for L in lens) / (2 if a.causal else 1)
    prep, fused = (None, None) if a.det_only else bwd._fused_modules(q, a.causal, "softmax")
    dq_mod, dkdv_mod = bwd._modules(q, a.causal, "softmax", long_mean(T, len(lens), bwd.DQ_LONG_MEAN))
    src = open(kernel_path("jagged_attention_bwd_fused.tlx")).read()
    # (every reduce of the source, the writer role's and the plain build's: the op builds the writer)
    variants = {"fused, TMA store not reduce": src.replace("] += dq_s[", "] <- dq_s[")}
    for i, (old, new) in enumerate([] if a.det_only else VARIANTS):
        variants[f"fused variant {i}"] = src.replace(old, new)
        assert variants[f"fused variant {i}"] != src, i
    mods = {}
    fused_cfg = bwd._fused_config(q, a.causal, "softmax", "gluon")  # the op's fused build (writer, SMEM_P, ...)
    for i, (name, text) in enumerate({} if a.det_only else variants.items()):
        path = os.path.join(os.path.dirname(kernel_path("jagged_attention_bwd_fused.tlx")), f"_variant{i}.tlx")
        open(path, "w").write(text)
        mods[name] = load_kernel_module(path, fused_cfg, target="gluon")
        os.remove(path)
    dq, dk, dv = (torch.empty_like(t) for t in (q, k, v))
    dq_acc = torch.empty(T, H, D, device="cuda", dtype=torch.float32)
    dlse = torch.zeros_like(lse)
    lse2_t, delta_t = (torch.empty(H, T, device="cuda") for _ in range(2))
    fl = lambda t: t.view(T * H, *t.shape[2:])  # noqa: E731
    steps = {
        "prep": lambda: prep.attn_bwd_prep(fl(o), fl(d_o), fl(dlse), fl(lse), lse2_t, delta_t, fl(dq_acc)),
        "fused": lambda: fused.attn_bwd_fused(q, k, v, d_o, lse2_t, delta_t, dq_acc, dk, dv, cu, cu, scale, 1.0, dq_acc,
                                              max_seqlen=ml),
        **{name: (lambda m=m: m.attn_bwd_fused(q, k, v, d_o, lse2_t, delta_t, dq_acc, dk, dv, cu, cu, scale, 1.0, dq_acc,
                                                max_seqlen=ml)) for name, m in mods.items()},
        "convert": lambda: prep.attn_bwd_dq_convert(fl(dq_acc), fl(dq), scale),
        "det dq": lambda: dq_mod.attn_bwd_dq(q, k, v, o, d_o, lse, dlse, lse2_t, delta_t, dq, cu, cu, scale, 1.0,
                                            max_seqlen=ml),
        "det dkdv": lambda: dkdv_mod.attn_bwd_dkdv(q, k, v, d_o, lse2_t, delta_t, dk, dv, cu, cu, scale, 1.0,
                                                  max_seqlen=ml),
    }
    print(f"{mix} D={D} causal={a.causal}: backward work {flops / 1e12:.2f} TFLOP")
    for name, fn in steps.items():
        if a.det_only and not name.startswith("det "):
            continue
        ms = do_bench(fn, warmup=10, rep=40, return_mode="median")
        print(f"  {name:20s} {ms * 1e3:8.1f} us   ({flops / ms / 1e9:6.0f} TFLOP/s of the whole backward's work)")


if __name__ == "__main__":
    main()
