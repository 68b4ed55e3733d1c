"""Reading `cuobjdump -sass` listings for the scripts beside this file: instructions as (address, text), an
instruction's opcode with its predicate stripped, address-range arguments, and the loops (a conditional branch back)."""
import re
import sys

_LINE = re.compile(r'\s*/\*([0-9a-f]{4,})\*/\s+(.*?);')
_PRED = re.compile(r'^@!?U?P\w+\s+')
# a conditional branch, its target an address (ptxas may print a `(.L_x_N)` label before it, and a uniform predicate)
_BRANCH = re.compile(r'@!?U?P\w+\s+BRA\s+(?:U?!?P\w+,\s*)?(?:`\(\.L_x_\d+\)\s*)?(0x[0-9a-f]+)')


def read(path, lo=0, hi=None, skips=(), skip_end_inclusive=True):
    """[(address, text)] of the listing's instructions in [lo, hi], without those in the skip ranges (their end
    inclusive, or not: between.py's ranges end at the first instruction kept)."""
    out = []
    for line in open(path):
        m = _LINE.match(line)
        if m:
            a = int(m.group(1), 16)
            if lo <= a and (hi is None or a <= hi) and not any(s <= a and (a <= e if skip_end_inclusive else a < e) for s, e in skips):
                out.append((a, m.group(2).strip()))
    return out


def body(t):
    """An instruction without its predicate."""
    return _PRED.sub('', t)


def op(t):
    return body(t).split()[0]


def range_args(argv):
    """SASS LO HI [SKIPLO-SKIPHI ...] (hex) -> (path, lo, hi, skips)."""
    path, lo, hi = argv[0], int(argv[1], 16), int(argv[2], 16)
    return path, lo, hi, [tuple(int(x, 16) for x in s.split('-')) for s in argv[3:]]


def loops(ins):
    """(first address, branch address, body) of each loop: a conditional branch back to an instruction of ins."""
    at = {a: i for i, (a, _) in enumerate(ins)}
    for i, (a, t) in enumerate(ins):
        m = _BRANCH.match(t)
        if m and int(m.group(1), 16) <= a and int(m.group(1), 16) in at:
            tgt = int(m.group(1), 16)
            yield tgt, a, ins[at[tgt]:i + 1]


