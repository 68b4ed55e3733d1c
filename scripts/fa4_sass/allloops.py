# every loop (conditional backward branch) with size and key opcodes
import sys, collections
from sass import read, op, loops
ins = read(sys.argv[1])
K = ["HGMMA","UTMALDG","UTMAREDG","UBLKRED","UBLKCP","UTMASTG","UBLKL2","SYNCS.PHASECHK","SYNCS.ARRIVE","SYNCS.EXCH","BAR.SYNC","BAR.ARV","BAR.RED","LDS","STS","STSM","LDSM","MEMBAR","FENCE","DEPBAR","UTMACCTL","UTMACMDFLUSH","RED","ATOM","STG","LDG","STL","LDL","MUFU.EX2"]
for tgt, a, body in loops(ins):
    c = collections.Counter(op(x) for _, x in body)
    agg = {k: sum(v for o, v in c.items() if o == k or o.startswith(k + ".")) for k in K}
    if len(body) < 6: continue
    print(f"0x{tgt:x}..0x{a:x} n={len(body)} " + " ".join(f"{k}={v}" for k, v in agg.items() if v))
