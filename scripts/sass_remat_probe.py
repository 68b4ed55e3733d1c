"""SASS probe (ptxas, no GPU): do a kernel's step loops spill less when its loop-invariant shared-memory slot indexes are
recomputed in every step? LLVM hoists the wgmma descriptors of slots whose index does not change in the loop (K/V of the
tile, a warp group's fixed P/dS slot) out of it, ptxas keeps them in vector registers and, short of registers, spills
them (`LDL.64` + `R2UR` before each `HGMMA`). This rewrites the generated Gluon so that `k_tile`, `v_tile` and `kh_tile`
indexes on a line that also indexes the step's ring slot go through an identity inline asm that depends on that slot
(LLVM cannot hoist it), compiles both versions for sm_90a and prints the step loops' instructions (local stores/loads).
The kernel-level version of the same idea for the dK/dV kernel is PD_SWAP (docs/jagged_attention.md).

    python -m tlx compile kernels/jagged_attention_bwd_fused.tlx --target gluon -D ... --emit gluon -o /tmp/k.py
    python scripts/sass_remat_probe.py /tmp/k.py
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from test_flagship_mask_split import _sass_loops  # noqa: E402

from tlx.codegen.aot import compile_kernels, cuobjdump_sass  # noqa: E402

HELPER = '''
@gluon.jit
def _tlx_opaque(x, dep):
    return gl.inline_asm_elementwise("mov.b32 $0, $1;", "=r,r,r", [x, dep], dtype=gl.int32, is_pure=True, pack=1)

'''


def patch(src):
    out = []
    for ln in src.split("\n"):
        m = re.search(r"q_ring\.index\((slot_\w+)\)", ln) or re.search(r"ds_s\.index\((\w+)\)", ln)
        if m and re.search(r"\b(k_tile|v_tile|kh_tile)\.index\(", ln):
            ln = re.sub(r"\b(k_tile|v_tile|kh_tile)\.index\((\w+)\)",
                        lambda mm, d=m.group(1): f"{mm.group(1)}.index(_tlx_opaque({mm.group(2)}, {d}))", ln)
        out.append(ln)
    s = "\n".join(out)
    i = s.rfind("\n@", 0, s.index("\ndef _tlx_warp_uniform") + 1)
    return s[:i] + "\n" + HELPER + s[i:]


def main():
    src = open(sys.argv[1]).read()
    for name, text in (("as generated", src), ("indexes per step", patch(src))):
        sass = cuobjdump_sass(next(iter(compile_kernels(text).values())).asm["cubin"])
        loops = " ".join(f"{len(b)}({sum('STL' in x for _, x in b)}/{sum('LDL' in x for _, x in b)})"
                         for b in _sass_loops(sass))
        print(f"{name}: kernel STL/LDL {sass.count(' STL')}/{sass.count(' LDL')}; step loops {loops}")


if __name__ == "__main__":
    main()
