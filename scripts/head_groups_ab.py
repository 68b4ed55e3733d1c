"""A/B of the op's rule 5 (HEAD_GROUPS for long batches, tlx/ops/attention_tiles.py) on the GPU: the same call with
the rule on and off, timed in alternating rounds (the spread between rounds is printed, so a difference can be
read against it), on the bench's LLM-packed mix and on long mixes the bench does not have.

    python scripts/head_groups_ab.py [--rounds 5] [--out FILE] [--hpg 1,4] [--dims 128]

--hpg: the heads per group to time (each against the ungrouped walk, all in the same alternating rounds); without
it, the rule as the op has it (LONG toggled, which also toggles rule 8)."""
import argparse
import math
import os
import statistics
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def batches():
    g = torch.Generator().manual_seed(123)

    def fill(lo, hi, tokens=65536):
        ls = []
        while sum(ls) < tokens:
            ls.append(int(torch.randint(lo, hi + 1, (1,), generator=g)))
        ls[-1] -= sum(ls) - tokens
        return [x for x in ls if x > 0]
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench"))
    from jagged_attention import mixes
    return {"LLM packed 512-8192 (bench)": mixes()["LLM packed 512-8192"],
            "long 4097-16384": fill(4097, 16384),
            "mixed 64-6000": fill(64, 6000)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--out", default=None)
    ap.add_argument("--hpg", default="")
    ap.add_argument("--dims", default="128,64")
    args = ap.parse_args()
    hpgs = [int(x) for x in args.hpg.split(",") if x]
    from triton.testing import do_bench
    import tlx.ops.attention_tiles as T
    from tlx.ops import jagged_attention
    long0 = T.LONG
    lines = ["| batch | D | causal | variant | variant TFLOP/s | off TFLOP/s | variant / off | spread variant | spread off |",
             "|---|---|---|---|---|---|---|---|---|"]
    for name, lens in batches().items():
        for D in [int(x) for x in args.dims.split(",")]:
            T_, H = sum(lens), 16
            cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
            q, k, v = (torch.randn(T_, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
            ml = max(lens)
            for causal in (False, True):
                flops = sum(4 * L * L * D * H for L in lens) / (2 if causal else 1)
                run = lambda: jagged_attention(q, k, v, cu, cu, max_seqlen_q=ml, max_seqlen_k=ml, causal=causal)
                vars_ = ["off"] + ([f"hpg{h}" for h in hpgs] if hpgs else ["on"])
                outs, times = {}, {x: [] for x in vars_}
                hpg0 = dict(T.HEADS_PER_GROUP)
                for r in range(args.rounds):
                    for var in vars_ if r % 2 == 0 else vars_[::-1]:
                        if hpgs:
                            T.HEADS_PER_GROUP.clear()
                            if var != "off":
                                T.HEADS_PER_GROUP[D] = int(var[3:])
                        else:
                            T.LONG = long0 if var == "on" else 1 << 62
                        if r == 0:
                            outs[var] = run().float()
                        times[var].append(do_bench(run, warmup=25, rep=100, return_mode="median"))
                T.LONG = long0
                T.HEADS_PER_GROUP.clear()
                T.HEADS_PER_GROUP.update(hpg0)
                tf = {k_: flops / statistics.median(t) / 1e9 for k_, t in times.items()}
                spread = {k_: (max(t) - min(t)) / statistics.median(t) for k_, t in times.items()}
                for var in vars_[1:]:
                    err = ((outs[var] - outs["off"]).norm() / outs["off"].norm()).item()
                    assert err < 1e-2 and not outs[var].isnan().any(), (name, D, causal, var, err)
                    line = (f"| {name} (B={len(lens)}, max {ml}) | {D} | {'yes' if causal else 'no'} | {var} | "
                            f"{tf[var]:.0f} | {tf['off']:.0f} | {tf[var] / tf['off']:.3f} | {spread[var]:.1%} | "
                            f"{spread['off']:.1%} |")
                    print(line, flush=True)
                    lines.append(line)
    by = {}
    for l in lines[2:]:
        by.setdefault(l.split("|")[4].strip(), []).append(float(l.split("|")[7]))
    for var, ratios in by.items():
        geo = math.exp(sum(map(math.log, ratios)) / len(ratios))
        lines.append(f"- {var} / off: geometric mean {geo:.3f} over {len(ratios)} rows (min {min(ratios):.3f}, "
                     f"max {max(ratios):.3f})")
        print(lines[-1])
    if args.out:
        with open(args.out, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
