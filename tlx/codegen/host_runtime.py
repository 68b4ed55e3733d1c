"""Host-side helpers that every generated module carries (the modules are self-contained: the text is embedded,
not imported). One copy serves the portable and the Gluon backends, so both check arguments and order jagged
tiles the same way."""

HOST_RUNTIME = '''
def _tlx_holds(cond):
    # a `require` whose arithmetic divides by zero (e.g. H % HKV with HKV = 0) does not hold
    try:
        return bool(cond())
    except ZeroDivisionError:
        return False


def _check_tensor(name, t, dtype, rank):
    if not isinstance(t, torch.Tensor):
        raise ValueError(f"{name}: expected a torch.Tensor, got {type(t).__name__}")
    if t.dtype != dtype:
        raise ValueError(f"{name}: expected dtype {dtype}, got {t.dtype}")
    if t.dim() != rank:
        raise ValueError(f"{name}: expected {rank} dimensions, got shape {tuple(t.shape)}")
    for ax in range(1, rank):  # (the kernels offset the first axis in 64 bits, the others in 32)
        if (t.shape[ax] - 1) * abs(t.stride(ax)) > 2 ** 31 - 1:
            raise ValueError(f"{name}: dimension {ax} spans {(t.shape[ax] - 1) * abs(t.stride(ax))} elements (stride "
                             f"{t.stride(ax)}), more than the 2**31 - 1 a kernel reaches along it; pass a contiguous "
                             "tensor")


def _tlx_tdiv(a, b):
    # a // b rounded toward zero, as the device divides (LLVM sdiv); b == 0 raises ZeroDivisionError
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _tlx_tmod(a, b):
    return a - b * _tlx_tdiv(a, b)


def _tlx_tcdiv(a, b):
    # the device's cdiv: a // b plus one for a positive remainder (pyemit.CALL2)
    q = _tlx_tdiv(a, b)
    return q + (a - b * q > 0)


def _check_int(name, x, dtype, lo, hi):
    # returns x as a Python int. bool, float and numpy's int64 are refused or converted although they compare equal
    # to integers: triton types the argument by its Python type (i1, fp32, i64) and the kernel then computes in
    # that type (True + True is 0 in i1; 16777215.0 * 3 rounds), not in the one the protocol was proved for
    v = None
    if (dtype == "i1" or not isinstance(x, bool)) and hasattr(type(x), "__index__") and not isinstance(x, torch.Tensor):
        try:
            v = type(x).__index__(x)
        except (TypeError, ValueError):  # (np.array([3]): "only integer scalar arrays can be converted")
            v = None
    if dtype == "i1" and type(x).__module__ == "numpy" and type(x).__name__ in ("bool", "bool_"):  # (no __index__)
        v = int(bool(x))
    if type(v) is not int or not lo <= v <= hi:  # (an __index__ that returns a float or a bool)
        raise ValueError(f"{name}: expected an integer in the {dtype} range [{lo}, {hi}], got {x!r}")
    return v  # (an i1 as 0 or 1: the CPU interpreter cannot take a bool; the kernel makes it i1 with `!= 0`)


def _check_size(name, axis, n):
    if n > 2 ** 31 - 1:
        raise ValueError(f"{name}: dimension {axis} is {n}, more than the 2**31 - 1 a kernel's sizes hold")


def _check_tile_count(n):
    # (the kernels count tiles in 32 bits: the tile count itself, a program's `tile_index`, and under the dynamic walk
    # num_tiles + num_programs draws; a count past that range would wrap to fewer tiles, a silent wrong answer, and
    # the protocol proof assumes tile_index below 2**30)
    if n > 2 ** 30:
        raise ValueError(f"the launch has {n} tiles, more than the 2**30 the kernels count in 32 bits")


def _check_row_width(name, t):
    # (a TMA copy addresses a row's elements, the 2-D view [rows, d1 * ... * dl], by a 32-bit coordinate, and the
    # Gluon code moves a first middle index outside its dimension to d1, a block that may start up to one row's width
    # past the row's end: at most 2**30 elements keep that start below 2**31, where a store would wrap negative and
    # fault. The proof assumes a wider row is never launched; checked for every tensor of rank > 1)
    w = 1
    for n in t.shape[1:]:
        w *= n
    if w > 2 ** 30:
        raise ValueError(f"{name}: {w} elements per row (dims 1..{t.dim() - 1} of {tuple(t.shape)}), more than the "
                         "2**30 a TMA copy's 32-bit coordinates allow")


def _tlx_span(t):
    # the bytes [lo, hi) that t's elements occupy (torch strides are not negative)
    if t.numel() == 0:
        return 0, 0
    lo = t.data_ptr()
    return lo, lo + (sum((n - 1) * s for n, s in zip(t.shape, t.stride())) + 1) * t.element_size()


def _check_no_overlap(name, t):
    # a tensor the kernel stores to: the proofs that no element is written twice and that no tile writes what
    # another reads compare index tuples (protocol/global_writes.py, global_elements.py), which name distinct
    # memory only without overlap
    dims = sorted((s, n) for n, s in zip(t.shape, t.stride()) if n > 1)
    reach = 0  # the largest element offset the smaller strides reach
    for s, n in dims:
        if s <= reach:
            raise ValueError(f"{name}: elements overlap in memory (strides {tuple(t.stride())} for shape "
                             f"{tuple(t.shape)}); the kernel stores to it: pass a tensor whose "
                             "elements are distinct, e.g. .contiguous()")
        reach += (n - 1) * s


def _check_disjoint(rname, r, wname, w, as_one=False):
    # a tensor whose scalars the kernel reads must not share memory with one it writes, nor two tensors that the
    # global-memory rules would refuse as one (launcher._read_and_written)
    (a, b), (c, d) = _tlx_span(r), _tlx_span(w)
    if r.device == w.device and a < d and c < b:
        why = ("the kernel writes one and reads or writes the other, and what orders and checks such accesses (the "
               "protocol proof's rules, a read-back's barriers and its proof that no tile reads another's elements) "
               "goes by parameter (docs/language.md, 'What the verifier checks')" if as_one else
               f"the kernel reads scalars from {rname} (trip counts, guards) and writes {wname}")
        raise ValueError(f"{rname} and {wname} share memory: {why}; pass tensors that do not overlap")


def _check_jagged(name, t, off_name, offsets):
    # what the protocol proof assumes of a jagged tensor (protocol/symbolic.py JAGGED_ROWS); the offsets' values
    # are clamped where they are read (a sequence's start and length lie in [0, rows]), so no offsets can make a
    # kernel hang or leave its tensors; that no element is written twice is proved for valid offsets only (from 0
    # to the rows, non-decreasing: protocol/global_writes.py), which reading them here would cost a sync
    if t.shape[0] > 2 ** 30:
        raise ValueError(f"{name}: a jagged tensor has at most 2**30 rows, got {t.shape[0]}")
    if offsets.numel() < 1:
        raise ValueError(f"{off_name}: offsets hold at least one element (B + 1 for B sequences), got none")
    if offsets.stride(0) != 1:  # (the kernels read offsets[s] at offsets + s)
        raise ValueError(f"{off_name}: offsets must be contiguous, got stride {offsets.stride(0)}")


def _same_device(*pairs):
    devs = {str(pairs[i + 1].device) for i in range(0, len(pairs), 2)}
    if len(devs) > 1:
        raise ValueError("tensors are on different devices: " + ", ".join(
            f"{pairs[i]}={pairs[i + 1].device}" for i in range(0, len(pairs), 2)))


def _check_dim(name, t, axis, want, what):
    if t.shape[axis] != want:
        raise ValueError(f"{name}: dimension {axis} is {t.shape[axis]}, expected {want} ({what})")


_TLX_HOPPER = {}  # device index -> "" (runs) or what is there instead


def _require_hopper(t):
    """Gluon launchers call this first: one clear line instead of triton's "0 active drivers" elsewhere."""
    dev = t.get_device() if isinstance(t, torch.Tensor) else -1
    why = _TLX_HOPPER.get(dev)
    if why is None:
        if dev < 0:
            why = "CPU tensors" if torch.cuda.is_available() else "CPU tensors on a machine without a CUDA GPU"
        else:
            cc = torch.cuda.get_device_capability(dev)
            why = "" if cc[0] == 9 else f"{torch.cuda.get_device_name(dev)} (sm_{cc[0]}{cc[1]})"
            _TLX_HOPPER[dev] = why
    if why:
        raise RuntimeError(f"this module runs warp-specialized Gluon kernels: it needs CUDA tensors on an NVIDIA "
                           f"Hopper GPU (sm_90a), got {why}; elsewhere use the portable module (tlx compile FILE "
                           f"--emit triton, with --interpret for the CPU)")


def _jagged_tiles(offsets, block, max_seqlen, order, total=None):
    """Tile table of a jagged tile space: int32 rows (sequence, block), valid rows first (longest sequence first for
    order "longest_first", else in index order; one sequence's blocks together, later blocks first), invalid rows -1;
    also the number of valid rows as a 1-element device tensor and the table's length.

    On a GPU one small kernel builds it from the offsets alone (host time matters: this runs on every call): the
    table has B + cdiv(total, block) rows, enough for any valid offsets of `total` rows, so max_seqlen is not
    needed and a wrong one cannot drop tiles, for any batch size; rows past the end are never written, whatever
    the offsets hold. Elsewhere the table is B x cdiv(max_seqlen, block) rows built with torch (on the CPU from
    the true maximum length)."""
    B = offsets.numel() - 1
    if offsets.is_cuda and total is not None:
        rows = B + -(-int(total) // block)
        buf = torch.empty(_tile_buffer_len(B, rows), dtype=torch.int32, device=offsets.device)
        grid, args, kw = _tile_table_launch(offsets, B, block, rows, buf, order, int(total))
        _tlx_tile_table[grid](*args, **kw)
        return buf[4:4 + 2 * rows].view(rows, 2), buf[:1], rows
    # (a length clamped to [0, rows] as the kernels read it: pyemit.SEQ_CLAMP)
    lens = (offsets[1:] - offsets[:-1]).long().clamp(0, None if total is None else int(total))
    if max_seqlen is None or not offsets.is_cuda:  # on the CPU reading the lengths costs no device sync
        max_seqlen = int(lens.max().item()) if lens.numel() else 0
    nb = -(-max(int(max_seqlen), 1) // block)
    blk = torch.arange(nb, device=offsets.device)
    valid = blk[None, :] * block < lens[:, None]
    # Longest sequence first, one sequence's blocks together (they run at the same time and share its K/V in
    # L2 and DRAM pages), and the later blocks first, since under a causal mask they see the most keys.
    rank = torch.arange(B - 1, -1, -1, device=offsets.device)[:, None]
    weight = ((lens[:, None] * B if order == "longest_first" else 0) + rank) * nb + blk[None, :]
    idx = torch.argsort(torch.where(valid, weight, -1).flatten(), descending=True, stable=True)
    seq = torch.arange(B, device=offsets.device)[:, None].expand(-1, nb).flatten()[idx]
    blk = blk[None, :].expand(B, -1).flatten()[idx]
    ok = valid.flatten()[idx]
    table = torch.stack([torch.where(ok, seq, -1), torch.where(ok, blk, -1)], 1)
    return table.to(torch.int32).contiguous(), valid.sum().to(torch.int32).reshape(1), B * nb


def _tile_source(offsets, block, max_seqlen, order, total, decode_max, decode=None):
    """(tile table, tile count, rows, TILE_DECODE) of a jagged launch. A kernel that can decode its tiles
    (decode_max > 0) gets no table for a batch of at most decode_max sequences (the offsets stand in for the
    table's pointers, never read as a table; rows = B + cdiv(total, block), the table's length): one allocation
    and one launch less. decode None: decode when it can; True/False: force it where it can / the table."""
    B = offsets.numel() - 1
    if 0 <= B <= decode_max and decode is not False:
        return offsets, offsets, B + -(-int(total) // block), decode_max
    return (*_jagged_tiles(offsets, block, max_seqlen, order, total=total), 0)


_TLX_SORT_MAX = 4096  # batches up to this many sequences are sorted inside the table kernel


def _tile_buffer_len(B, rows):
    # one int32 buffer: [valid row count, 3 pad | table rows x 2 | sequences in schedule order | cumulative blocks]
    return 4 + 2 * rows + 2 * B


def _tile_table_launch(offsets, B, block, rows, buf, order, total):
    """(grid, args, constexprs) of the one launch that fills `buf` (see _tile_buffer_len)."""
    longest = order == "longest_first"
    perm = offsets
    if B <= _TLX_SORT_MAX:
        sort_b = max(16, triton.next_power_of_2(B))
    else:  # too many sequences to sort in one program: torch sorts them (asynchronously), the kernel fills
        sort_b = 0
        if longest:
            perm = torch.argsort((offsets[1:] - offsets[:-1]).clamp(0, total), descending=True, stable=True)
            perm = perm.to(torch.int32)
    # PDL: on a GPU the kernel that reads the table may be launched as its programmatic dependent (it waits on
    # the grid dependency before reading): this one lets it start its prologue at once
    return (1,), (offsets, perm, B, rows, total, B.bit_length(), buf), dict(
        BLOCK=block, LONGEST=longest, SORT_B=sort_b, PERM=sort_b == 0 and longest, CHUNK=1024, PDL=offsets.is_cuda,
        num_warps=4)


@triton.jit(do_not_specialize=["B", "rows", "total", "log_b"])
def _tlx_tile_table(off_ptr, perm_ptr, B, rows, total, log_b, buf, BLOCK: tl.constexpr, LONGEST: tl.constexpr,
                    SORT_B: tl.constexpr, PERM: tl.constexpr, CHUNK: tl.constexpr, PDL: tl.constexpr):
    # one program: the sequences in schedule order with their cumulative block counts, then every table row
    # finds its sequence by binary search over those counts (no per-sequence programs, no second launch); a
    # length is clamped to [0, total] as the kernels read it (pyemit.SEQ_CLAMP), so a row's block starts inside it
    if PDL:
        tl.extra.cuda.gdc_launch_dependents()
    table = buf + 4
    seqs = buf + 4 + 2 * rows
    ends = seqs + B
    if SORT_B > 0:
        i = tl.arange(0, SORT_B)
        ok = i < B
        lens = tl.load(off_ptr + i + 1, mask=ok, other=0) - tl.load(off_ptr + i, mask=ok, other=0)
        lens = tl.minimum(tl.maximum(lens, 0), total).to(tl.int64)
        rank = (B - 1 - i).to(tl.int64)  # ties (and in_order): lower sequence index first
        if LONGEST:
            key = tl.where(ok, lens * 4294967296 + rank, -1)
        else:
            key = tl.where(ok, rank, -1)
        key = tl.sort(key, descending=True)
        ok = key >= 0
        seq = (B - 1 - (key & 4294967295)).to(tl.int32)
        slen = tl.load(off_ptr + seq + 1, mask=ok, other=0) - tl.load(off_ptr + seq, mask=ok, other=0)
        nblk = tl.where(ok, (tl.minimum(tl.maximum(slen, 0), total).to(tl.int64) + BLOCK - 1) // BLOCK, 0)
        # clamped to the table: offsets that do not add up to `total` cannot overflow it
        tl.store(seqs + i, seq, mask=ok)
        tl.store(ends + i, tl.minimum(tl.cumsum(nblk, 0), rows).to(tl.int32), mask=ok)
        valid_rows = tl.minimum(tl.sum(nblk, 0), rows)
    else:
        carry = tl.zeros([], tl.int64)
        for c in range(0, B, CHUNK):
            i = c + tl.arange(0, CHUNK)
            ok = i < B
            if PERM:
                seq = tl.load(perm_ptr + i, mask=ok, other=0)
            else:
                seq = i
            slen = tl.load(off_ptr + seq + 1, mask=ok, other=0) - tl.load(off_ptr + seq, mask=ok, other=0)
            nblk = tl.where(ok, (tl.minimum(tl.maximum(slen, 0), total).to(tl.int64) + BLOCK - 1) // BLOCK, 0)
            tl.store(seqs + i, seq, mask=ok)
            tl.store(ends + i, tl.minimum(tl.cumsum(nblk, 0) + carry, rows).to(tl.int32), mask=ok)
            carry += tl.sum(nblk, 0)
        valid_rows = tl.minimum(carry, rows)
    tl.store(buf, valid_rows.to(tl.int32))
    tl.debug_barrier()  # the program's own global writes above are read back below
    for r0 in range(0, rows, CHUNK):
        r = r0 + tl.arange(0, CHUNK)
        pos = tl.zeros([CHUNK], tl.int32)  # how many sequences end at or before row r
        for t in range(log_b):
            cand = pos + (1 << (log_b - 1 - t))
            e = tl.load(ends + cand - 1, mask=cand <= B, other=0)
            pos = tl.where((cand <= B) & (e <= r), cand, pos)
        valid = r < valid_rows
        row_seq = tl.load(seqs + pos, mask=valid, other=0)  # (names differ from the first phase's: triton
        row_end = tl.load(ends + pos, mask=valid, other=0)  # would carry those through this loop)
        inside = r < rows
        tl.store(table + 2 * r, tl.where(valid, row_seq, -1), mask=inside)
        tl.store(table + 2 * r + 1, tl.where(valid, row_end - 1 - r, -1), mask=inside)  # later blocks first
'''
