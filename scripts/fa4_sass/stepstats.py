# Executed-path statistics of a step loop: stepstats.py SASS LO HI [SKIPLO-SKIPHI ...] (hex, inclusive)
import re, sys, collections
from sass import read, op, body, range_args
path, lo, hi, skips = range_args(sys.argv[1:])
ins = read(path, lo, hi, skips)
c = collections.Counter(op(t) for _, t in ins)
def n(pfx): return sum(v for o, v in c.items() if o == pfx or o.startswith(pfx + "."))
print(f"{path} [{lo:#x},{hi:#x}] executed {len(ins)}")
hg = collections.Counter()
for _, t in ins:
    if op(t).startswith("HGMMA"):
        shape = op(t).split(".")[1]; ops = body(t).split(None, 1)[1]
        rs = "RS" if re.match(r'R\d+, R\d+, gdesc', ops) else "SS"
        hg[f"{shape} {rs}"] += 1
print(" HGMMA:", dict(hg))
fl = 0
for k, v in hg.items():
    m_, n_, k_ = map(int, k.split()[0].split("x")); fl += 2 * m_ * n_ * k_ * v
print(f" WG MMA flops/step {fl}  instr per 1000 flops {1000*len(ins)/fl:.4f}")
groups = {
 "MUFU.EX2": ["MUFU.EX2"], "FFMA/FMUL/FADD": ["FFMA","FMUL","FADD"], "FSEL": ["FSEL"], "F2FP": ["F2FP"],
 "STS": ["STS"], "STSM": ["STSM"], "LDS": ["LDS"], "LDSM": ["LDSM"], "BAR.SYNC": ["BAR.SYNC"], "BAR.ARV": ["BAR.ARV"],
 "SYNCS.PHASECHK": ["SYNCS.PHASECHK"], "SYNCS.ARRIVE": ["SYNCS.ARRIVE"], "MEMBAR": ["MEMBAR"], "FENCE.VIEW.ASYNC": ["FENCE"],
 "WARPGROUP.ARRIVE": ["WARPGROUP.ARRIVE"], "WARPGROUP.DEPBAR": ["WARPGROUP.DEPBAR"], "STL/LDL": ["STL","LDL"],
 "R2UR": ["R2UR"], "BRA": ["BRA"], "S2R": ["S2R"], "MUFU other": [],
}
for g, ps in groups.items():
    if ps: print(f" {g}: {sum(n(p) for p in ps)}", end=";")
print()
widths = collections.Counter(op(t) for _, t in ins if op(t).split(".")[0] in ("STS","LDS","STSM","LDSM"))
print(" smem ops:", dict(widths))
intops = ("IMAD","IADD3","LOP3","SHF","LEA","SGXT","ISETP","VIADD","I2F","F2I","IABS","SEL","PLOP3","VIMNMX","IMNMX","CS2R","MOV","PRMT")
ni = sum(v for o, v in c.items() if o.split(".")[0] in intops)
nu = sum(v for o, v in c.items() if o.startswith("U") and not o.startswith("UTMA"))
nmufu_other = sum(v for o, v in c.items() if o.startswith("MUFU") and o != "MUFU.EX2")
print(f" integer/move (vector): {ni}; uniform-datapath: {nu}; other MUFU: {nmufu_other}; NOP: {c['NOP']}")
print(" DEPBAR positions:", " ".join(f"{a:x}:{body(t).split()[-1]}" for a, t in ins if op(t).startswith("WARPGROUP.DEPBAR")))
print(" barriers:", " | ".join(f"{a:x} {body(t)}" for a, t in ins if op(t).split('.')[0] in ("BAR","MEMBAR","FENCE") or op(t).startswith("SYNCS")))
