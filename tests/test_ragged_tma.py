"""Jagged `tma` copies are bounded at the sequence's end (docs/language.md, `tma`), without a GPU.

The Gluon build gives a jagged tensor a ragged TMA descriptor (`_ragged_descriptor` in the generated module) and
its copies the coordinates [2**30, end, 2**30 - len + row, col]. Here the copy engine's tiled mode is emulated
(per dimension: an element whose coordinate lies outside [0, size) reads as zero; the address is the sum of
coordinate x stride in bytes, modulo 2**64) on the descriptor the generated launcher builds and on the
coordinates the generated partition code computes, so a change to either that would let a block read the next
sequence's rows fails here. The portable build masks its loads; the op on the CPU keeps sequences isolated."""
import re
import types

import pytest
import torch

from tlx.demo import random_batch
from tlx.ops import jagged_attention

_MOD = {}


def _flagship_module():
    if not _MOD:
        from triton.experimental.gluon import language as gl
        from tlx.codegen import aot
        from tlx.compiler import Options, compile_file
        from tlx.runtime import kernel_path
        cfg = {"DT": "bf16", "D": 64, "BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2}
        src = compile_file(kernel_path("jagged_attention.tlx"), "gluon", Options(defines=cfg, target="gluon")).outputs[
            "gluon"]
        _MOD.update(src=src, mod=aot.load_module(src), gl=gl)
    return _MOD


def _tma_box(desc, coords):
    """The box a TMA load of `desc` at `coords` delivers (tiled mode, zero fill), as a [R, C] tensor."""
    t = desc.base
    esize = t.element_size()
    flat = t.reshape(-1)
    R, C = desc.block_shape[-2:]
    out = torch.zeros(R, C, dtype=t.dtype)
    coords = [(x + 2 ** 31) % 2 ** 32 - 2 ** 31 for x in coords]  # (the device computes them in 32 bits)
    lead = coords[:-2]
    assert all(b == 1 for b in desc.block_shape[:-2])
    for r in range(R):
        for c in range(C):
            at = list(lead) + [coords[-2] + r, coords[-1] + c]
            if any(not 0 <= x < n for x, n in zip(at, desc.shape)):
                continue  # out of bounds: zero
            byte = sum(x * s * esize for x, s in zip(at, desc.strides)) % 2 ** 64
            assert byte % esize == 0 and byte // esize < flat.numel(), "the copy would leave the tensor"
            out[r, c] = flat[byte // esize]
    return out


def _emitted_coords(src, desc, **names):
    """The coordinates the generated partition code passes for `desc`'s TMA load, evaluated for `names`."""
    m = re.search(rf"tma\.async_copy_global_to_shared\({desc}, \[(.*?)\], ", src)
    assert m, f"no TMA load of {desc} in the generated module"
    return _eval_coords(m.group(1), names)


def _eval_coords(text, names):
    """A generated coordinate list evaluated with `names` (gl.minimum etc. as Python's)."""
    env = {"TLX_RAGGED": 1 << 30, "gl": types.SimpleNamespace(minimum=min, maximum=max, where=lambda c, a, b: a if c else b),
           **names}
    return eval(f"[{text}]", {}, env)  # noqa: S307 (our own generated text)


@pytest.mark.parametrize("seq", [0, 1, 2])
def test_generated_k_and_v_loads_read_zero_past_the_sequence_end(seq):
    m = _flagship_module()
    lengths = [200, 77, 130]
    _, k, v, cu, _ = random_batch(lengths, 2, 2, 64, torch.bfloat16, "cpu", seed=seq)
    v[int(cu[seq + 1]):] = float("inf")  # every row after the sequence: must never be read
    lo, hi = int(cu[seq]), int(cu[seq + 1])
    for name, t in (("k_desc", k), ("v_desc", v)):
        desc = m["mod"]._ragged_descriptor("t", t, [128, 64], m["gl"].bfloat16)
        for n in range(-(-lengths[seq] // 128)):
            # (heads past the last and below 0 read zeros: the generated code clamps the head index, whose
            # product with the head dim would otherwise wrap in 32 bits back inside the tensor, red-team pass 15)
            for head in (0, 1, 2, -1, 2 ** 26 + 1, -2 ** 31):
                c = _emitted_coords(m["src"], name, cu_k_lo=lo, cu_k_hi=hi, n=n, kv_head=head, Tk=k.shape[0],
                                     HKV=k.shape[1])
                box = _tma_box(desc, c)
                rows = torch.arange(n * 128, n * 128 + 128)
                inside = rows < hi - lo
                want = torch.zeros(128, 64, dtype=t.dtype)
                if 0 <= head < k.shape[1]:
                    want[inside] = t[lo + rows[inside], head]
                assert torch.equal(box, want), (name, n, head)


class _Ptr:
    """A pointer into a Python list, for evaluating the generated scalar loads."""
    def __init__(self, data, at=0):
        self.data, self.at = data, at

    def __add__(self, i):
        return _Ptr(self.data, self.at + i)


_GL = types.SimpleNamespace(minimum=min, maximum=max, where=lambda c, a, b: a if c else b, uint32=None,
                            cast=lambda x, dt: x % 2 ** 32,
                            load=lambda p, mask=True, other=0: p.data[p.at] if mask else other)


@pytest.mark.parametrize("raw", [[-64, 10], [0, 1000], [7, 3], [3, 9]])
def test_offsets_that_do_not_add_up_keep_tma_copies_inside_the_tensor(raw):
    # (red-team pass 8: the ragged descriptor bounds a box at the sequence's end only, and the copies used the raw
    # offsets: [-64, 10] read the 64 rows before k, [0, 1000] rows past its end.) The per-tile bounds are now the
    # clamped start and length, as every reader computes them, and the end is cut at the tensor's rows.
    m = _flagship_module()
    T = 10
    _, k, _, _, _ = random_batch([T], 2, 2, 64, torch.bfloat16, "cpu", seed=1)
    env = {"gl": _GL, "cu_k": _Ptr(raw), "seq": 0, "NBK": 2, "Tk": T}
    for line in re.findall(r"^ *(cu_k_(?:lo|n|hi) = .*?)  # \d+:\d+$", m["src"], re.M)[:4]:
        exec(line, {}, env)  # noqa: S102 (our own generated text)
    start = min(max(raw[0], 0), T)
    end = min(start + min(max(raw[1] - raw[0], 0), T), T)
    assert (env["cu_k_lo"], env["cu_k_hi"]) == (start, start + min(max(raw[1] - raw[0], 0), T))
    desc = m["mod"]._ragged_descriptor("k", k, [128, 64], m["gl"].bfloat16)
    c = _emitted_coords(m["src"], "k_desc", cu_k_lo=env["cu_k_lo"], cu_k_hi=env["cu_k_hi"], n=0, kv_head=1, Tk=T,
                        HKV=2)
    want = torch.zeros(128, 64, dtype=k.dtype)
    want[:end - start] = k[start:end, 1]
    assert torch.equal(_tma_box(desc, c), want)  # (_tma_box fails on any element outside k)


def _tma_reduce_add(desc, coords, slot):
    """What a TMA reduce-add of `slot` into `desc` at `coords` does: adds each in-bounds element, drops the rest."""
    t = desc.base
    esize = t.element_size()
    flat = t.view(-1)
    R, C = slot.shape
    for r in range(R):
        for c in range(C):
            at = list(coords[:-2]) + [coords[-2] + r, coords[-1] + c]
            if all(0 <= x < n for x, n in zip(at, desc.shape)):
                flat[sum(x * s * esize for x, s in zip(at, desc.strides)) % 2 ** 64 // esize] += slot[r, c]


@pytest.mark.parametrize("seq", [0, 1])
def test_generated_dq_reduce_writes_no_row_past_the_sequence_end(seq):
    # the fused backward adds dQ with `tma dq_acc[seq, mb, head, c] += slot`: a block straddling the end must add
    # nothing to the next sequence's rows (before, it relied on those rows of the slot being zero)
    from triton.experimental.gluon import language as gl
    from tlx.codegen import aot
    from tlx.compiler import Options, compile_file
    from tlx.runtime import kernel_path
    src = compile_file(kernel_path("jagged_attention_bwd_fused.tlx"), "gluon",
                       Options(defines={"DT": "bf16", "D": 64}, target="gluon")).outputs["gluon"]
    mod = aot.load_module(src)
    m = re.search(r"_tlx_tma_reduce_add\(dq_acc_desc, \[(.*?)\], ", src)
    lengths = [100, 37, 70]
    cu = [0, 100, 137, 207]
    lo, hi = cu[seq], cu[seq + 1]
    acc = torch.zeros(cu[-1], 2, 64)
    desc = mod._ragged_descriptor("acc", acc, [64, 32], gl.float32)
    for mb in range(-(-lengths[seq] // 64)):
        env = {"cu_q_hi": hi, "cu_q_lo": lo, "mb_1": mb, "head_1": 1, "Tq": cu[-1], "H": 2}
        _tma_reduce_add(desc, _eval_coords(m.group(1), env), torch.ones(64, 32))
    want = torch.zeros_like(acc)
    want[lo:hi, 1, :32] = 1.0  # the first 32-column block of head 1, every row of the sequence once
    assert torch.equal(acc, want)


def test_ragged_descriptor_keeps_the_shape_contract():
    m = _flagship_module()
    mod, gl = m["mod"], m["gl"]
    t = torch.zeros(10, 3, 64, dtype=torch.float16)
    d = mod._ragged_descriptor("t", t, [128, 64], gl.float16)
    assert list(d.shape) == [0x7FFF0000, 0x7FFF0000, 1 << 30, 192] and list(d.block_shape) == [1, 1, 128, 64]
    assert list(d.strides) == [(1 << 34) - 192, 192, 192, 1]
    # its shared-memory layout is the 2-D slot's (the kernel reshapes the slot to [1, 1, R, C])
    two_d = gl.NVMMASharedLayout.get_default_for([128, 64], gl.float16)
    assert (d.layout.swizzle_byte_width, d.layout.element_bitwidth) == (two_d.swizzle_byte_width, 16)
    e = mod._ragged_descriptor("t", torch.zeros(0, 3, 64, dtype=torch.float16), [128, 64], gl.float16)
    assert e.base.shape[0] == 1  # an empty tensor: a 1-row stand-in (TMA needs an address; nothing is read)


def test_portable_op_keeps_sequences_isolated():
    lengths = [20, 13, 7, 33]
    q, k, v, cu, _ = random_batch(lengths, 2, 1, 64, torch.float32, "cpu", seed=5)
    out = jagged_attention(q, k, v, cu, cu, causal=True)
    bad_v = v.clone()
    bad_v[int(cu[1])] = float("inf")  # the first row of sequence 1, after sequence 0's last rows
    bad_v[int(cu[3]), 0, 0] = float("nan")
    out_bad = jagged_attention(q, k, bad_v, cu, cu, causal=True)
    for s in (0, 2):
        a, b = int(cu[s]), int(cu[s + 1])
        assert torch.equal(out_bad[a:b], out[a:b]) and torch.isfinite(out[a:b]).all()
    assert not torch.isfinite(out_bad[int(cu[1]):int(cu[2])]).all()


@pytest.mark.parametrize("ragged", [False, True])
def test_a_view_tma_cannot_address_in_place_is_refused_if_written(ragged):
    # red-team pass 9: the descriptor was built on t.flatten(1), which is a copy when t's inner axes do not merge
    # (a transposed or head-sliced view): every TMA store went to the copy and the output was silently left unwritten
    mod, gl = _flagship_module()["mod"], _flagship_module()["gl"]
    fn = mod._ragged_descriptor if ragged else mod._descriptor
    base = torch.randn(2, 128, 64).to(torch.float16)
    for bad in [base.transpose(0, 1), torch.randn(64, 3, 128).to(torch.float16)[:, :, :64],
                torch.randn(64, 129).to(torch.float16)[:, 1:], torch.randn(64, 128).to(torch.float16)[:, ::2]]:
        with pytest.raises(ValueError, match=r"^o: this kernel writes it by TMA as \d+ rows of \d+ elements, which "
                                             "needs rows of contiguous elements"):
            fn("o", bad, [64, 64], gl.float16, True)
        # a tensor the kernel only reads is copied into the layout TMA needs (same values, rows of its own)
        d = fn("q", bad, [64, 64], gl.float16, False)
        assert d.base.is_contiguous() and torch.equal(d.base, bad.reshape(bad.shape[0], -1))
    # a view that merges (rows of a packed buffer) is addressed in place, written or not
    packed = torch.zeros(64, 3, 2, 64, dtype=torch.float16)
    for written in (True, False):
        d = fn("o", packed[:, 1], [64, 64], gl.float16, written)
        assert d.base.data_ptr() == packed[:, 1].data_ptr() and d.base.stride(0) == 3 * 2 * 64
