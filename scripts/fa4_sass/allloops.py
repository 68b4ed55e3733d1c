# every loop (conditional backward branch) with size and key opcodes
import re, sys, collections
path = sys.argv[1]
ins = []
for line in open(path):
    m = re.match(r'\s*/\*([0-9a-f]{4,})\*/\s+(.*?);', line)
    if m: ins.append((int(m.group(1), 16), m.group(2).strip()))
a2i = {a: i for i, (a, _) in enumerate(ins)}
op = lambda t: re.sub(r'^@!?U?P\w+\s+', '', t).split()[0]
K = ["HGMMA","UTMALDG","UTMAREDG","UBLKRED","UBLKCP","UTMASTG","UBLKL2","SYNCS.PHASECHK","SYNCS.ARRIVE","SYNCS.EXCH","BAR.SYNC","BAR.ARV","BAR.RED","LDS","STS","STSM","LDSM","MEMBAR","FENCE","DEPBAR","UTMACCTL","UTMACMDFLUSH","RED","ATOM","STG","LDG","STL","LDL","MUFU.EX2"]
for i, (a, t) in enumerate(ins):
    m = re.match(r'@!?U?P\w+\s+BRA\s+(?:U?!?P\w+,\s*)?(0x[0-9a-f]+)', t)
    if not m: continue
    tgt = int(m.group(1), 16)
    if tgt > a or tgt not in a2i: continue
    body = ins[a2i[tgt]:i+1]
    c = collections.Counter(op(x) for _, x in body)
    agg = {k: sum(v for o, v in c.items() if o == k or o.startswith(k + ".")) for k in K}
    if len(body) < 6: continue
    print(f"0x{tgt:x}..0x{a:x} n={len(body)} " + " ".join(f"{k}={v}" for k, v in agg.items() if v))
