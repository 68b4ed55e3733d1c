"""The reduce-add stores `t[idx] += value [where mask]` and `tma t[coords] += slot`: numerics under the CPU interpreter
(duplicate indices add up, masks, jagged views, several programs adding one block), type errors at line:col, the IR
attribute and both backends' code."""
import textwrap

import pytest
import torch

from tlx.compiler import Options, compile_text
from tlx.diagnostics import TlxError
from tlx.runtime import load_kernel_module

SCATTER = textwrap.dedent("""
    kernel scatter_add(x: DT[N], idx: i32[N], y: DT[M], DT: const = f32, BLOCK: const = 64):
        grid (cdiv(N, BLOCK),) as (pid,)
        offs = pid * BLOCK + arange(BLOCK)
        y[idx[offs]] += x[offs] where offs % 3 != 1
    """).lstrip()

JAGGED = textwrap.dedent("""
    kernel seq_rowsum(x: jagged f32[T, D] by cu, acc: jagged f32[T, D] by cu, cu: i32[NB], D: const = 16):
        tiles seq, m in blocks(x, 8), rep in range(3)
        rows = m * 8 + arange(8)
        cols = arange(D)
        acc[seq][rows[:, None], cols[None, :]] += x[seq][rows[:, None], cols[None, :]]
    """).lstrip()


def _module(tmp_path, text, defines):
    p = tmp_path / "k.tlx"
    p.write_text(text)
    return load_kernel_module(str(p), defines, interpret=True)


@pytest.mark.parametrize("dt,name", [(torch.float32, "f32"), (torch.float16, "f16"), (torch.int32, "i32")])
def test_scatter_add_duplicates_and_mask(tmp_path, dt, name):
    mod = _module(tmp_path, SCATTER, {"DT": name})
    g = torch.Generator().manual_seed(3)
    N, M = 300, 7  # 300 values onto 7 slots: every slot gets many adds, several from one program
    idx = torch.randint(0, M, (N,), generator=g, dtype=torch.int32)
    x = torch.randint(-50, 50, (N,), generator=g).to(dt)  # integers: exact in every dtype, any order
    y0 = torch.randint(-9, 9, (M,), generator=g).to(dt)
    y = y0.clone()
    mod.scatter_add(x, idx, y)
    keep = torch.arange(N) % 3 != 1
    want = y0.double().index_add(0, idx[keep].long(), x[keep].double())
    assert torch.equal(y.double(), want)


def test_jagged_view_adds_inside_the_sequence_only(tmp_path):
    # three programs per block add the same rows: acc = start + 3 x; rows past a sequence are not touched
    mod = _module(tmp_path, JAGGED, {})
    lens = [5, 0, 17, 8]
    cu = torch.tensor([0, 5, 5, 22, 30], dtype=torch.int32)
    x = torch.randn(sum(lens), 16, generator=torch.Generator().manual_seed(1))
    start = torch.randn(sum(lens), 16, generator=torch.Generator().manual_seed(2))
    acc = start.clone()
    mod.seq_rowsum(x, acc, cu)
    assert torch.allclose(acc, start + 3 * x, rtol=0, atol=1e-5)


def test_bf16_under_the_interpreter_is_a_located_error(tmp_path):
    with pytest.raises(TlxError, match=r"4:5: error: a bf16 reduce-add store cannot run under Triton's CPU"):
        _module(tmp_path, SCATTER, {"DT": "bf16"})


def _errors(text, defines=None):
    with pytest.raises(TlxError) as e:
        compile_text(text, "case.tlx", "ir", Options(defines=dict(defines or {})))
    return [(d.span.short, d.message) for d in e.value.diagnostics]


BAD = [
    # dtypes the atomic add does not take
    (SCATTER, {"DT": "f64"}, ("4:5", "`+=` into a f64 tensor: reduce-add stores take f32, f16, bf16, i32")),
    (SCATTER, {"DT": "i8"}, ("4:5", "`+=` into a i8 tensor: reduce-add stores take f32, f16, bf16, i32")),
    # the value's dtype must be the tensor's
    (SCATTER.replace("+= x[offs]", "+= cast(x[offs], f16)"), {},
     ("4:5", "adding f16 into a f32 tensor: cast it first")),
    # a shared-memory target
    (textwrap.dedent("""
        kernel k(x: f16[M, N]):
            grid (1,) as (i,)
            smem buf[2]: f16[64, 64]
            role r(warps=4):
                buf[0] += load(buf[1])
        """).lstrip(), {}, ("5:9", "`+=` (reduce-add) stores into global tensors only, not shared memory")),
    # a register tile
    (textwrap.dedent("""
        kernel k(x: f32[N]):
            grid (1,) as (i,)
            t = zeros([16], f32)
            t[arange(16)] += x[arange(16)]
        """).lstrip(), {}, ("4:5", "can only add into a global tensor, got tile<16xf32>")),
    # a jagged tensor without a sequence
    (JAGGED.replace("acc[seq][rows[:, None], cols[None, :]] +=", "acc[rows[:, None], cols[None, :]] +="), {},
     ("5:5", "store into jagged tensor: select a sequence first, `acc[seq][...]`")),
    # the mask must be a condition
    (SCATTER.replace("where offs % 3 != 1", "where offs"), {},
     ("4:35", "store mask must be a comparison (i1), got i32")),
]


@pytest.mark.parametrize("text,defines,want", BAD, ids=["f64", "i8", "dtype-mismatch", "smem", "tile",
                                                         "jagged-no-seq", "mask"])
def test_type_errors(text, defines, want):
    assert _errors(text, defines)[0] == want


def test_ir_attribute_and_verifier():
    ir = compile_text(SCATTER, "case.tlx", "ir", Options()).outputs["ir"]
    assert 'masked = true, jagged = false, reduce = "add"}' in ir
    # the IR verifier checks the attribute's value and the dtype (IR written by hand or by a pass)
    from tlx.ir import parse_module, verify_module
    for bad, msg in (('reduce = "add"', "reduce-add into a f64 tensor"), ('reduce = "max"', "reduce")):
        text = ir.replace('reduce = "add"', bad)
        if "f64" in msg:
            text = text.replace("f32", "f64")
        with pytest.raises(TlxError, match=msg):
            verify_module(parse_module(text, "case.mlir"))


def test_codegen_of_both_backends():
    tri = compile_text(SCATTER, "case.tlx", "triton", Options()).outputs["triton"]
    assert 'tl.atomic_add(y_ptr + ' in tri and 'sem="relaxed")' in tri
    # Gluon: a warp-specialized kernel (a role) whose reduce-add is the op's atomic add
    gluon = compile_text(COLSUM, "case.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert 'gl.atomic_add(out + gl.cast(seq, gl.int64) * out_stride0 + cols * out_stride1, ' in gluon
    # every index masked to its axis in one unsigned comparison, the scalar seq too (pyemit.inside)
    assert 'mask=(gl.cast(seq, gl.uint32) < B) & (gl.cast(cols, gl.uint32) < D) & ' in gluon and 'sem="relaxed")  # 13:13' in gluon


COLSUM = textwrap.dedent("""
    kernel colsum(x: jagged f16[T, D] by offsets, out: f32[B, D], offsets: i32[NB], BLOCK_C: const = 128):
        tiles seq in range(NB - 1), cb in range(cdiv(D, BLOCK_C)) persistent
        smem ring[2]: f16[64, BLOCK_C]
        barrier ready[2]
        barrier free[2]
        role reduce(warps=4):
            pipeline i in range(cdiv(x[seq].len, 64)) over ring(2) as slot:
                wait free[slot]
                expect ready[slot], bytes(ring)
                tma ring[slot] <- x[seq, i, cb] signals ready[slot]
                wait ready[slot]
                cols = cb * BLOCK_C + arange(BLOCK_C)
                out[seq, cols] += sum(cast(load(ring[slot]), f32), axis=0) where cols < D
                arrive free[slot]
    """).lstrip()


TMA_ADD = textwrap.dedent("""
    kernel block_add(x: DT[M, N], y: DT[M, N], DT: const = f32):
        grid (cdiv(M, 16), cdiv(N, 16), 3) as (i, j, r)
        smem buf: DT[16, 16]
        barrier loaded
        role copy(warps=4):
            expect loaded, bytes(buf)
            tma buf <- x[i, j] signals loaded
            wait loaded phase 0
            store_smem(buf, load(buf) * 2.0)
            fence
            tma y[i, j] += buf
    """).lstrip()


# a slot of 64 f32 columns: 256-byte rows, twice the swizzle width that one TMA reduce of triton 3.6 covers
TMA_ADD_WIDE = TMA_ADD.replace("16, 16]", "16, 64]").replace("cdiv(N, 16)", "cdiv(N, 64)")


@pytest.mark.parametrize("text,cols", [(TMA_ADD, 24), (TMA_ADD_WIDE, 136)], ids=["slot16", "slot64"])
def test_tma_add_numerics(tmp_path, text, cols):
    # three programs add 2 x into the same block: y = y0 + 6 x (the portable build's blocks are masked at the edges)
    mod = _module(tmp_path, text, {})
    g = torch.Generator().manual_seed(4)
    x = torch.randint(-8, 8, (40, cols), generator=g).float()
    y0 = torch.randint(-8, 8, (40, cols), generator=g).float()
    y = y0.clone()
    mod.block_add(x, y)
    assert torch.equal(y, y0 + 6 * x)


def test_tma_add_ir_and_gluon():
    ir = compile_text(TMA_ADD, "case.tlx", "ir", Options()).outputs["ir"]
    assert 'tma_store(%y, %i, %j, ' in ir and '{jagged = false, reduce = "add"}' in ir
    gluon = compile_text(TMA_ADD, "case.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    # the module defines the TMA reduce wrapper (Gluon 3.6 has the op but no Python function for it) and uses it
    assert "def _tlx_tma_reduce_add(tensor_desc, coord, src, _semantic=None):" in gluon
    assert "create_async_tma_reduce(_tt_ir.DESCRIPTOR_REDUCE_KIND.ADD" in gluon
    assert "_tlx_tma_reduce_add(y_desc, [i * 16, j * 16], buf)  # 11:9\n" in gluon
    # (a plain store from the three programs r would write each block three times: refused, global_writes)
    plain = compile_text(TMA_ADD.replace("tma y[i, j] += buf", "tma y[i, j] <- buf").replace(
        ", 3) as (i, j, r)", ") as (i, j)"), "case.tlx", "gluon",
                         Options(target="gluon")).outputs["gluon"]
    assert "_tlx_tma_reduce_add" not in plain


def test_tma_add_wide_slot():
    """A reduce of a slot wider than 128 bytes goes as one reduce per 32-column block of it: a descriptor of that
    block, the block's coordinates, a slice of the slot (in shared memory a wide NVMMA slot is stored column block
    by column block); test_tma_add_numerics runs its portable build."""
    gluon = compile_text(TMA_ADD_WIDE, "case.tlx", "gluon", Options(target="gluon")).outputs["gluon"]
    assert "_tlx_tma_reduce_add(y_desc, [i * 16, j * 64 + 0], buf.slice(0, 32, dim=1))  # 11:9\n" in gluon
    assert "_tlx_tma_reduce_add(y_desc, [i * 16, j * 64 + 32], buf.slice(32, 32, dim=1))  # 11:9\n" in gluon
    assert "y_desc = _descriptor('y', y, [16, 32], gl.float32, True)" in gluon  # (the load keeps x's [16, 64] box)
    assert "x_desc = _descriptor('x', x, [16, 64], gl.float32, False)" in gluon
    assert gluon.count("tma.store_wait(0)") == 1  # (one wait after both halves)


@pytest.mark.parametrize("text,want", [
    (TMA_ADD.replace("tma y[i, j] += buf", "tma buf += x[i, j]"),
     ("11:9", "`tma ... += slot` adds a shared-memory slot into a global tensor: the left side must be a global "
              "tensor")),
    (TMA_ADD.replace("DT: const = f32", "DT: const = i8").replace("* 2.0", "* 2"),
     ("11:9", "`tma ... +=` into a i8 tensor: reduce-add stores take f32, f16, bf16, i32")),
    # rows wider than the 128-byte swizzle are added in 128-byte column blocks: they must split into them
    (TMA_ADD.replace("16, 16]", "16, 48]").replace("cdiv(N, 16)", "cdiv(N, 48)"),
     ("11:9", "a TMA reduce-add slot's rows are added in 128-byte column blocks (the swizzle width): rows of 192 "
              "bytes do not split into them")),
], ids=["smem-target", "i8", "wide-rows"])
def test_tma_add_errors(text, want):
    assert _errors(text)[0] == want
