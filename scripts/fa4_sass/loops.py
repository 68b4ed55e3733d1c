# Parse `cuobjdump -sass` output; for each loop closed by a conditional backward branch that holds HGMMA,
# print opcode counts and the order of the sync / MMA / exp2 events in its body.
import sys, collections
from sass import read, op, loops
path = sys.argv[1]
ins = read(path)
KEYS = ["HGMMA", "MUFU.EX2", "FMNMX", "SHFL", "BAR.SYNC", "BAR.ARV", "BAR.RED", "SYNCS.PHASECHK", "SYNCS.ARRIVE",
        "WARPGROUP.DEPBAR", "WARPGROUP.ARRIVE", "FFMA", "FMUL", "FADD", "F2FP", "MOV", "STL", "LDL", "STS", "BRA"]
print(f"{path}: {len(ins)} instructions")
for tgt, a, body in loops(ins):
    c = collections.Counter(op(x) for _, x in body)
    if not any(o.startswith("HGMMA") for o in c): continue
    agg = {k: sum(v for o, v in c.items() if o.startswith(k)) for k in KEYS}
    print(f"\nloop 0x{tgt:x}..0x{a:x}: {len(body)} instructions")
    print("  " + ", ".join(f"{k}={v}" for k, v in agg.items() if v))
    # event order, runs of the same event collapsed
    ev = []
    for x_a, x in body:
        o = op(x)
        key = next((k for k in ["HGMMA", "MUFU.EX2", "FMNMX", "SHFL", "BAR.", "SYNCS.PHASECHK", "SYNCS.ARRIVE",
                                "WARPGROUP.DEPBAR", "WARPGROUP.ARRIVE", "F2FP", "STS"] if o.startswith(k)), None)
        if key is None: continue
        label = x if key in ("WARPGROUP.DEPBAR", "BAR.") else key
        if ev and ev[-1][1] == label and key not in ("WARPGROUP.DEPBAR", "BAR."):
            ev[-1][2] += 1
        else:
            ev.append([x_a, label, 1])
    print("  order: " + " | ".join(f"{l} x{n}" if n > 1 else l for _, l, n in ev))
