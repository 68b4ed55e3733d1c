# opcode histogram (base opcode, predicates stripped) of address ranges in SASS files; side by side
import sys, collections
from sass import read, op
def load(path, lo, hi):
    c = collections.Counter()
    for _, t in read(path, lo, hi):
        o = op(t)
        c[o.split('.')[0] if not o.startswith(('MUFU','BAR','SYNCS','WARPGROUP')) else '.'.join(o.split('.')[:2])] += 1
    return c
specs = [a.split(':') for a in sys.argv[1:]]
cs = [load(p, int(lo, 16), int(hi, 16)) for p, lo, hi in specs]
keys = sorted(set().union(*cs), key=lambda k: -max(c[k] for c in cs))
print("opcode".ljust(18) + "".join(f"{i:>8}" for i in range(len(cs))))
for k in keys:
    print(k.ljust(18) + "".join(f"{c[k]:>8}" for c in cs))
print("TOTAL".ljust(18) + "".join(f"{sum(c.values()):>8}" for c in cs))
