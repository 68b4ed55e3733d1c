# Instructions between WARPGROUP.DEPBAR.LE gsb0,0x1 and gsb0,0x0 inside [lo,hi], excluding skipped ranges.
import re, sys, collections
path, lo, hi = sys.argv[1], int(sys.argv[2], 16), int(sys.argv[3], 16)
skips = [tuple(int(x, 16) for x in s.split('-')) for s in sys.argv[4:]]
ins = []
for line in open(path):
    m = re.match(r'\s*/\*([0-9a-f]{4,})\*/\s+(.*?);', line)
    if m:
        a = int(m.group(1), 16)
        if lo <= a <= hi and not any(s <= a < e for s, e in skips):
            ins.append((a, m.group(2).strip()))
op = lambda t: re.sub(r'^@!?U?P\w+\s+', '', t).split()[0]
i1 = next(i for i, (_, t) in enumerate(ins) if 'DEPBAR.LE gsb0, 0x1' in t)
i0 = next(i for i, (_, t) in enumerate(ins) if 'DEPBAR.LE gsb0, 0x0' in t)
mid = collections.Counter(op(t) for _, t in ins[i1 + 1:i0])
after = collections.Counter(op(t) for _, t in ins[i0 + 1:])
print(f"{path}: executed-path loop = {len(ins)} instrs; between wait(1) and wait(0): {i0 - i1 - 1} instrs "
      f"(MUFU.EX2={mid['MUFU.EX2']}, FFMA={mid['FFMA']}, FMNMX={mid['FMNMX']}, SHFL={mid['SHFL.BFLY']}); "
      f"after wait(0): {len(ins) - i0 - 1} instrs (MUFU.EX2={after['MUFU.EX2']}); wait(1) at #{i1}, wait(0) at #{i0}")
