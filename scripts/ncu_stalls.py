"""Where the warps of one kernel wait, from an Nsight Compute source-page CSV (scripts/gpu_s31b.sh:
`ncu -i R.ncu-rep --page source --csv --print-source sass`): the stall reasons over the kernel, the contiguous
regions of SASS by execution count (a loop body runs its instructions equally often) with their share of the
samples, and the instructions with the most samples and their top reasons. Warps that idle at the partition join
(the unused warps of a one-warp role's warp group) show as a NOP with barrier stalls and no work: they are listed,
and left out of the shares with --busy.

    python scripts/ncu_stalls.py FILE.sass.csv [--top 30] [--busy]
"""
from __future__ import annotations

import argparse
import collections
import csv


def load(path):
    rows = list(csv.reader(open(path)))
    head = next(i for i, r in enumerate(rows) if r and r[0] == "Address")
    hdr = rows[head]
    data = [r for r in rows[head + 1:] if len(r) == len(hdr)]
    return hdr, data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--busy", action="store_true", help="leave the idle warps' parked NOPs out of the shares")
    a = ap.parse_args()
    hdr, data = load(a.csv)
    col = {h: i for i, h in enumerate(hdr)}
    samples = col["Warp Stall Sampling (All Samples)"]
    execd = col["Instructions Executed"]
    reasons = [(i, h[len("stall_"):]) for i, h in enumerate(hdr) if h.startswith("stall_") and "Not Issued" not in h]
    n = lambda r, i: int(r[i] or 0)  # noqa: E731
    idle = {k for k, r in enumerate(data) if r[1].strip() == "NOP" and n(r, samples) > 0 and
            n(r, max(reasons, key=lambda x: n(r, x[0]))[0]) == n(r, col["stall_barrier"]) and n(r, execd) < 1000}
    keep = [k for k in range(len(data)) if not (a.busy and k in idle)]
    total = sum(n(data[k], samples) for k in keep) or 1
    print(f"samples {total}" + (f" (idle parked NOPs left out: {len(idle)})" if a.busy else ""))
    by = collections.Counter()
    for k in keep:
        for i, h in reasons:
            by[h] += n(data[k], i)
    for h, c in by.most_common(8):
        print(f"  {h:18s} {100 * c / total:5.1f}%")
    print("regions (same execution count), >= 0.5% of the samples:")
    start = 0
    for k in range(1, len(data) + 1):
        if k == len(data) or data[k][execd] != data[start][execd]:
            s = sum(n(data[j], samples) for j in range(start, k) if j in keep or not a.busy)
            if s >= 0.005 * total:
                print(f"  {start:5d}-{k - 1:5d} executed {data[start][execd]:>10s}  {100 * s / total:5.1f}%  "
                      f"{data[start][1].strip()[:50]}")
            start = k
    print("instructions:")
    for k in sorted(keep, key=lambda k: -n(data[k], samples))[:a.top]:
        r = data[k]
        top = sorted(((n(r, i), h) for i, h in reasons), reverse=True)[:2]
        print(f"  {k:5d} {100 * n(r, samples) / total:5.1f}%  {r[1].strip()[:58]:58s} "
              + ", ".join(f"{h} {c}" for c, h in top if c))


if __name__ == "__main__":
    main()
