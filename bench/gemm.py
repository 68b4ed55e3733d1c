"""Benchmark: the warp-specialized tlx GEMM (kernels/gemm_ws.tlx, Gluon backend) vs torch.matmul, bf16 8192^3.

Prints the TFLOP/s of both and their ratio, and writes a table to bench/results/gemm_<date>.md
(or --out DIR). Run on a Hopper GPU: `python bench/gemm.py`."""
import argparse
import datetime
import os
import subprocess
import sys

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tlx.runtime import kernel_path, load_kernel_module  # noqa: E402

CONFIGS = [{}, {"BLOCK_N": 128, "STAGES": 4}]


def commit():
    c = os.environ.get("TLX_COMMIT")
    if c:
        return c
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    except Exception:
        return "unknown"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=8192)
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results"))
    args = ap.parse_args()
    from triton.testing import do_bench
    n = args.size
    torch.manual_seed(0)
    a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    c = torch.empty(n, n, device="cuda", dtype=torch.bfloat16)
    flop = 2.0 * n * n * n
    t_ref = do_bench(lambda: torch.matmul(a, b), warmup=50, rep=300, return_mode="median")
    ref = torch.matmul(a.float()[:512], b.float())
    rows = [("torch.matmul", "", flop / t_ref / 1e9, 1.0, "")]
    best = None
    for cfg in CONFIGS:
        mod = load_kernel_module(kernel_path("gemm_ws.tlx"), cfg, target="gluon")
        mod.gemm_ws(a, b, c)
        torch.cuda.synchronize()
        err = ((c[:512].float() - ref).norm() / ref.norm()).item()
        t = do_bench(lambda: mod.gemm_ws(a, b, c), warmup=50, rep=300, return_mode="median")
        tf = flop / t / 1e9
        rows.append(("tlx gemm_ws (gluon)", str(cfg or "defaults"), tf, t_ref / t, f"{err:.1e}"))
        if best is None or tf > best[0]:
            best = (tf, cfg)
        print(f"gemm_ws {cfg or 'defaults'}: {tf:.0f} TFLOP/s, rel err {err:.1e}", flush=True)
    print(f"torch.matmul: {flop / t_ref / 1e9:.0f} TFLOP/s")
    print(f"ratio tlx/torch (best config {best[1] or 'defaults'}): {best[0] / (flop / t_ref / 1e9):.3f}")
    gpu = torch.cuda.get_device_name()
    date = datetime.date.today().isoformat()
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, f"gemm_{date}.md")
    with open(path, "w") as f:
        f.write(f"# GEMM {n}x{n}x{n} bf16\n\n- date: {date}\n- commit: {commit()}\n- GPU: {gpu}\n"
                f"- torch {torch.__version__}, triton {__import__('triton').__version__}\n\n"
                "| kernel | config | TFLOP/s | vs torch | rel err |\n|---|---|---|---|---|\n")
        for name, cfg, tf, ratio, err in rows:
            f.write(f"| {name} | {cfg} | {tf:.0f} | {ratio:.3f} | {err} |\n")
    print("wrote", path)


if __name__ == "__main__":
    main()
