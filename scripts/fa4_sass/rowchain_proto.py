"""Prototype outside the compiler (session 41, from docs/research/fa4_sm90_forward_d64_sass.md): the flagship's row
max (and optionally row sum) over the [64, N] wgmma accumulator in CH independent in-thread chains per row instead of
one serial chain of N/4, by reshaping the scores to [64, CH, N / (8 CH), 8] (the last axis is the quad's 2 columns x 4
lanes, so the first reductions stay in a thread) — FlashAttention-4's 4 chains per row. Patches a generated module.

    python scripts/fa4_sass/rowchain_proto.py IN.py OUT.py [--sum] [--chains 4]
"""
import argparse
import re

HELPERS = '''
@gluon.jit
def _tlx_row_max_ch(x, layout: gl.constexpr, CH: gl.constexpr):
    y = gl.reshape(x, [x.shape[0], CH, x.shape[1] // (8 * CH), 8])
    return gl.convert_layout(gl.max(gl.max(gl.max(y, axis=2), axis=1), axis=1), layout)


@gluon.jit
def _tlx_row_sum_ch(x, layout: gl.constexpr, CH: gl.constexpr):
    y = gl.reshape(x, [x.shape[0], CH, x.shape[1] // (8 * CH), 8])
    return gl.convert_layout(gl.sum(gl.sum(gl.sum(y, axis=2), axis=1), axis=1), layout)

'''


def patch(src, do_sum=False, chains=4):
    # the compute role's row reductions of a score tile: `vN = gl.max(s_K, axis=1)` / `gl.sum(p_K, axis=1)`
    n = 0
    pat = r"gl\.max\((s_\d+|s), axis=1\)" if not do_sum else r"gl\.(max|sum)\(((?:s|p)_\d+|s), axis=1\)"

    def rep(m):
        nonlocal n
        n += 1
        if do_sum:
            return f"_tlx_row_{m.group(1)}_ch({m.group(2)}, slice1, {chains})"
        return f"_tlx_row_max_ch({m.group(1)}, slice1, {chains})"
    out = re.sub(pat, rep, src)
    i = out.index("@gluon.jit")
    return out[:i] + HELPERS + out[i:], n


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("inp")
    ap.add_argument("out")
    ap.add_argument("--sum", action="store_true")
    ap.add_argument("--chains", type=int, default=4)
    a = ap.parse_args()
    src, n = patch(open(a.inp).read(), a.sum, a.chains)
    open(a.out, "w").write(src)
    print(f"{a.out}: {n} reductions patched")
