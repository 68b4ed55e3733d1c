# Instructions between WARPGROUP.DEPBAR.LE gsb0,0x1 and gsb0,0x0 inside [lo,hi], excluding skipped ranges.
import sys, collections
from sass import read, op, range_args
path, lo, hi, skips = range_args(sys.argv[1:])
ins = read(path, lo, hi, skips, skip_end_inclusive=False)
i1 = next(i for i, (_, t) in enumerate(ins) if 'DEPBAR.LE gsb0, 0x1' in t)
i0 = next(i for i, (_, t) in enumerate(ins) if 'DEPBAR.LE gsb0, 0x0' in t)
mid = collections.Counter(op(t) for _, t in ins[i1 + 1:i0])
after = collections.Counter(op(t) for _, t in ins[i0 + 1:])
print(f"{path}: executed-path loop = {len(ins)} instrs; between wait(1) and wait(0): {i0 - i1 - 1} instrs "
      f"(MUFU.EX2={mid['MUFU.EX2']}, FFMA={mid['FFMA']}, FMNMX={mid['FMNMX']}, SHFL={mid['SHFL.BFLY']}); "
      f"after wait(0): {len(ins) - i0 - 1} instrs (MUFU.EX2={after['MUFU.EX2']}); wait(1) at #{i1}, wait(0) at #{i0}")
