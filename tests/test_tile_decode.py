"""The in-kernel tile source (tlx/codegen/tile_decode.py): for every batch of at most TILE_DECODE sequences the
rows a kernel decodes from the offsets must be the tile table's rows (the table kernel, run here under the
interpreter), in the same order, with the same count, for both orders, zero-length sequences, B = 0/1 and offsets
that do not add up; and the flagship computes the same outputs from either source (float64 reference)."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROBE = r'''
import importlib.util, random, sys
import torch, triton, triton.language as tl
from tlx.codegen.host_runtime import HOST_RUNTIME
from tlx.codegen import tile_decode
from tlx.codegen.triton import _COMBINE
path, kpath = sys.argv[1], sys.argv[2]
open(path, "w").write("import torch\nimport triton\nimport triton.language as tl\n" + HOST_RUNTIME)
spec = importlib.util.spec_from_file_location("tlx_host_runtime_probe2", path)
rt = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rt)

src = ["import triton", "import triton.language as tl", _COMBINE]
for order in ("longest_first", "in_order"):
    for block in (32, 64):
        dec = {"offsets": "off", "count": "NB", "total": "T", "block": block, "longest": order == "longest_first"}
        src += ["@triton.jit", f"def decode_{order}_{block}(off, NB, T, out, TILE_DECODE: tl.constexpr):"]
        src += ["    " + ln for ln in tile_decode.prologue(dec, "tl")]
        src += ["    e = tl.program_id(0)"]
        src += ["    " + ln for ln in tile_decode.lookup("tl", "e", "seq", "m")]
        src += ["    tl.store(out + 2 + 2 * e, seq)", "    tl.store(out + 3 + 2 * e, m)",
                "    tl.store(out, dec_count)", ""]
open(kpath, "w").write("\n".join(src))
spec = importlib.util.spec_from_file_location("tlx_decode_probe", kpath)
kd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(kd)


def check(off, block, order, total, what):
    off = torch.tensor(off, dtype=torch.int32)
    B = off.numel() - 1
    rows = B + -(-total // block)
    buf = torch.full((rt._tile_buffer_len(B, rows),), -7, dtype=torch.int32)
    grid, args, kw = rt._tile_table_launch(off, B, block, rows, buf, order, total)
    rt._tlx_tile_table[grid](*args, **kw)
    table, count = buf[4:4 + 2 * rows].view(rows, 2), buf[0].item()
    out = torch.full((2 + 2 * rows,), -7, dtype=torch.int32)
    getattr(kd, f"decode_{order}_{block}")[(max(rows, 1),)](off, B + 1, total, out, TILE_DECODE=16)
    got = out[2:2 + 2 * rows].view(rows, 2)
    assert out[0].item() == count, (what, out[0].item(), count)
    assert torch.equal(got, table), (what, got.tolist(), table.tolist())
    return count


cases = 0
for seed in range(24):
    rnd = random.Random(seed)
    order = ("longest_first", "in_order")[seed % 2]
    block = (32, 64)[seed // 2 % 2]
    B = [0, 1, 2, 3, 7, 16][seed % 6]
    lens = [rnd.choice([0, 0, 1, 31, 32, 33, 64, 65, 100]) for _ in range(B)]
    if seed % 5 == 0 and B > 2:
        lens[1] = lens[2]  # ties: lower index first
    off = [0]
    for x in lens:
        off.append(off[-1] + x)
    check(off, block, order, off[-1], (seed, lens))
    cases += 1
# offsets that do not add up (never checked on the host on a GPU): rows and count clamped as the table clamps
for off, total in (([0, 500, 400, 3000], 100), ([0, 2**31 - 1, 0, 2**31 - 1], 64), ([0, 5, 3, 200, 199], 150),
                   ([7, 3], 10), ([0, 64, 128], 0)):
    for order in ("longest_first", "in_order"):
        check(off, 64, order, total, off)
        cases += 1
print("cases", cases)
'''


def test_decoded_tiles_equal_tile_table(tmp_path):
    env = dict(os.environ, TRITON_INTERPRET="1", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "probe.py"), str(tmp_path / "decode.py")],
                       capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "cases 34" in r.stdout, r.stdout


# the portable flagship under the interpreter, each tile source forced, outputs poisoned, against float64
NUMERIC_CASES = [  # lengths, k lengths, causal
    ((40,), None, False),  # B = 1
    ((0, 17, 1, 40, 0), (5, 17, 0, 33, 0), True),  # empty sequences, rows that see no key
    ((3, 20, 3, 20, 17, 1, 2, 0, 5, 6, 7, 16, 9, 33), None, False),  # ties
    ((1,) * 16, None, True),  # B = 16
]


@pytest.mark.parametrize("lengths,klens,causal", NUMERIC_CASES)
def test_both_tile_sources_against_float64(lengths, klens, causal):
    import torch
    from tlx.demo import random_batch, reference
    from tlx.ops.attention_tiles import choose
    from tlx.runtime import kernel_path, load_kernel_module
    H, Hkv, D = 2, 1, 64
    q, k, v, cu_q, cu_k = random_batch(list(lengths), H, Hkv, D, torch.float32, "cpu", seed=len(lengths),
                                       k_lengths=list(klens) if klens else None)
    ref, ref_lse = reference(q, k, v, cu_q, cu_k, causal=causal)
    cfg = {"DT": "f32", "D": D, "CAUSAL": causal, "ACT": "softmax", **choose(H, Hkv, -1, -1, False, D, causal)}
    mod = load_kernel_module(kernel_path("jagged_attention.tlx"), cfg, target="triton", interpret=True)
    outs = []
    for decode in (True, False):
        o = torch.full_like(q, float("nan"))
        lse = torch.full(q.shape[:2], float("nan"))
        grid, args, opts = mod.jagged_attention_prepare(q, k, v, o, lse, cu_q, cu_k, D ** -0.5, 1.0,
                                                        tile_decode=decode)
        assert args[-1] == (16 if decode else 0)  # TILE_DECODE: the source this call runs
        mod.jagged_attention_kernel[grid](*args, **opts)
        assert not o.isnan().any() and not lse.isnan().any()
        assert (o.double() - ref).abs().max().item() <= 1e-4 * max(ref.abs().max().item(), 1.0)
        fin = torch.isfinite(ref_lse)
        assert torch.equal(torch.isfinite(lse), fin)
        assert (lse.double()[fin] - ref_lse[fin]).abs().max().item() < 1e-4
        outs.append((o, lse))
    assert torch.equal(outs[0][0], outs[1][0]) and torch.equal(outs[0][1], outs[1][1])


def test_gluon_decode_build_compiles_to_cubin():
    """The Hopper build's decode specialization (TILE_DECODE > 0: batches of at most 16 sequences; the GPU launchers
    pick it at run time) goes through triton's whole compile here, without a GPU. `tlx compile --emit cubin` and the
    other AOT tests build the table specialization only, so a decode-only helper that Gluon rejects
    (_tlx_warp_uniform's asm text in a JIT local: 'cannot convert ... str to tensor') reached the H200 first."""
    from tlx.codegen import aot
    from tlx.compiler import Options, compile_file
    cfg = {"DT": "bf16", "D": 64, "BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "CAUSAL": True, "ACT": "softmax",
           "DYNAMIC": True, "O_TMA": True}
    c = compile_file(os.path.join(ROOT, "kernels", "jagged_attention.tlx"), "gluon",
                     Options(defines=cfg, target="gluon"))
    mod = aot.load_module(c.outputs["gluon"])
    kern, _prepare, example = mod.TLX_KERNELS["jagged_attention"]
    _grid, args, opts = example()
    args = list(args)
    args[kern.arg_names.index("TILE_DECODE")] = 16
    ck = aot.aot_compile(kern, args, opts, aot.target_of("sm_90a"))
    assert "shfl.sync.idx.b32" in ck.asm["ptx"] and ck.asm["cubin"]
