# Parse `cuobjdump -sass` output; for each loop closed by a conditional backward branch that holds HGMMA,
# print opcode counts and the order of the sync / MMA / exp2 events in its body.
import re, sys, collections
path = sys.argv[1]
ins = []
for line in open(path):
    m = re.match(r'\s*/\*([0-9a-f]{4,})\*/\s+(.*?);', line)
    if m:
        ins.append((int(m.group(1), 16), m.group(2).strip()))
addr2i = {a: i for i, (a, _) in enumerate(ins)}
def op(t):
    return re.sub(r'^@!?U?P\w+\s+', '', t).split()[0]
KEYS = ["HGMMA", "MUFU.EX2", "FMNMX", "SHFL", "BAR.SYNC", "BAR.ARV", "BAR.RED", "SYNCS.PHASECHK", "SYNCS.ARRIVE",
        "WARPGROUP.DEPBAR", "WARPGROUP.ARRIVE", "FFMA", "FMUL", "FADD", "F2FP", "MOV", "STL", "LDL", "STS", "BRA"]
print(f"{path}: {len(ins)} instructions")
for i, (a, t) in enumerate(ins):
    m = re.match(r'@!?P\d\s+BRA\s+(?:`\(\.L_x_\d+\)\s*)?(0x[0-9a-f]+)', t)
    if not m: continue
    tgt = int(m.group(1), 16)
    if tgt > a or tgt not in addr2i: continue
    body = ins[addr2i[tgt]:i + 1]
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
