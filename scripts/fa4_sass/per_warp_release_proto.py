"""Prototype (research, not the product; session 36): a generated flagship module whose ring releases (the named
barriers, e.g. k_free,v_free) are made per warp: lane 0 of every consumer warp arrives (the barrier's count x4), by inline
PTX on the barrier's shared address, global_smem + the offset triton's allocator gave it (read off a first compile's
PTX and checked unchanged on the patched one). Usage (CPU, no GPU needed):
    python scripts/fa4_sass/per_warp_release_proto.py .abmods/old_d128c0.py .abmods/warp_d128c0.py k_free,v_free
The first version read the offsets of the table build only and hung the decode build on the H100 (its barriers sit
16 bytes lower: helper-67, docs/research/fa4_sm90_forward_sass.md); this one patches both."""
import re, sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
from tlx.codegen.aot import load_module, aot_compile, target_of

def inits(src):
    out = []
    for m in re.finditer(r'for i in gl\.static_range\((\d+)\):\n\s+mbarrier\.init\((\w+)\.index\(i\), count=(\d+)\)', src):
        out += [(m.group(2), i, int(m.group(3))) for i in range(int(m.group(1)))]
    return out

def ptx_inits(src, decode):
    # the kernel's two specializations (tiles decoded in the kernel or read from a table) allocate shared memory
    # differently: the barriers sit 16 bytes apart between them (helper-67), so each gets its own offsets
    mod = load_module(src)
    orig = mod.jagged_attention_prepare
    mod.jagged_attention_prepare = lambda *a, **k: orig(*a, **{**k, 'tile_decode': decode})
    kern, _prep, example = mod.TLX_KERNELS['jagged_attention']
    grid, args, opts = example()
    mod.jagged_attention_prepare = orig
    ptx = aot_compile(kern, args, opts, target_of('sm_90a')).asm['ptx']
    offs = re.findall(r'add\.s32\s+(%r\d+), %r\d+, (\d+);\s*\n\s*// begin inline asm\s*\n\s*@%p\d+ mbarrier\.init\.shared::cta\.b64 \[(%r\d+)\], (\d+);', ptx)
    return [(int(o), int(c)) for r, o, r2, c in offs if r == r2]

src_path, dst_path = sys.argv[1], sys.argv[2]
names = sys.argv[3].split(',')
s = open(src_path).read()
I = inits(s)
P = {d: ptx_inits(s, d) for d in (False, True)}
off = {}
for d, Pd in P.items():
    assert len(I) == len(Pd) and all(c == pc for (_, _, c), (_, pc) in zip(I, Pd)), (I, Pd)
    for (n, i, c), (o, _) in zip(I, Pd):
        if i == 0:
            off[n, d] = (o, c)
ASM = ('"{{ .reg .pred p; .reg .b32 a, l; mov.u32 l, %laneid; setp.eq.u32 p, l, 0; mov.u32 a, global_smem; '
       'mad.lo.u32 a, $1, 8, a; add.u32 a, a, {o}; @p mbarrier.arrive.shared::cta.b64 _, [a]; mov.u32 $0, 0; }}"')
helpers = ''
for n in names:
    (o0, c), (o1, _) = off[n, False], off[n, True]
    a0, a1 = ASM.format(o=o0), ASM.format(o=o1)
    helpers += f'''
@gluon.jit
def _tlx_warp_arrive_{n}(idx, TD: gl.constexpr):
    if TD:
        gl.inline_asm_elementwise({a1}, "=r,r", [idx], dtype=gl.int32, is_pure=False, pack=1)
    else:
        gl.inline_asm_elementwise({a0}, "=r,r", [idx], dtype=gl.int32, is_pure=False, pack=1)
'''
    s, k = re.subn(rf'mbarrier\.arrive\({n}\.index\(([^)]*)\), count=1\)', rf'_tlx_warp_arrive_{n}(\1, TILE_DECODE)', s)
    s = s.replace(f'mbarrier.init({n}.index(i), count={c})', f'mbarrier.init({n}.index(i), count={4 * c})')
    print(n, 'offsets (table, decode)', o0, o1, 'count', c, '->', 4 * c, 'arrives', k)
s = s.replace('@gluon.jit\ndef _tlx_grid_dependency_wait', helpers + '\n@gluon.jit\ndef _tlx_grid_dependency_wait', 1)
for d in (False, True):
    assert [o for o, _ in ptx_inits(s, d)] == [o for o, _ in P[d]], 'allocation moved'
open(dst_path, 'w').write(s)
