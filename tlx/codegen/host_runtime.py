"""Host-side helpers that every generated module carries (the modules are self-contained: the text is embedded,
not imported). One copy serves the portable and the Gluon backends, so both check arguments and order jagged
tiles the same way."""

HOST_RUNTIME = '''
def _check_tensor(name, t, dtype, rank):
    if not isinstance(t, torch.Tensor):
        raise ValueError(f"{name}: expected a torch.Tensor, got {type(t).__name__}")
    if t.dtype != dtype:
        raise ValueError(f"{name}: expected dtype {dtype}, got {t.dtype}")
    if t.dim() != rank:
        raise ValueError(f"{name}: expected {rank} dimensions, got shape {tuple(t.shape)}")


def _same_device(*pairs):
    devs = {str(pairs[i + 1].device) for i in range(0, len(pairs), 2)}
    if len(devs) > 1:
        raise ValueError("tensors are on different devices: " + ", ".join(
            f"{pairs[i]}={pairs[i + 1].device}" for i in range(0, len(pairs), 2)))


def _check_dim(name, t, axis, want, what):
    if t.shape[axis] != want:
        raise ValueError(f"{name}: dimension {axis} is {t.shape[axis]}, expected {want} ({what})")


def _jagged_tiles(offsets, block, max_seqlen, order, total=None):
    """Tile table of a jagged tile space: int32 rows (sequence, block), valid rows first (longest sequence first for
    order "longest_first", else in index order; one sequence's blocks together, later blocks first), invalid rows -1;
    also the number of valid rows as a 1-element device tensor and the table's length.

    On a GPU two small kernels build it from the offsets alone (host time matters: this runs on every call): the
    table has B + cdiv(total, block) rows, enough for any valid offsets of `total` rows, so max_seqlen is not
    needed and a wrong one cannot drop tiles; rows past the end are never written, whatever the offsets hold.
    Elsewhere the table is B x cdiv(max_seqlen, block) rows built with torch (on the CPU from the true
    maximum length); on a GPU no host sync when max_seqlen is given."""
    B = offsets.numel() - 1
    if offsets.is_cuda and 0 < B <= 4096 and total is not None:
        rows = B + -(-int(total) // block)
        table = torch.full((rows, 2), -1, dtype=torch.int32, device=offsets.device)
        scratch = torch.empty(3 * B + 1, dtype=torch.int32, device=offsets.device)
        _tlx_sort_sequences[(1,)](offsets, B, block, rows, scratch, LONGEST=order == "longest_first",
                                  BLOCK_B=triton.next_power_of_2(B))
        _tlx_fill_tiles[(B,)](scratch, B, rows, table, CHUNK=256)
        return table, scratch[3 * B:], rows
    lens = (offsets[1:] - offsets[:-1]).long()
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


@triton.jit(do_not_specialize=["B", "rows"])
def _tlx_sort_sequences(off_ptr, B, block, rows, scratch, LONGEST: tl.constexpr, BLOCK_B: tl.constexpr):
    # one program: sequences in schedule order -> scratch = [seq ids | first table row | blocks | total]
    i = tl.arange(0, BLOCK_B)
    ok = i < B
    lens = tl.load(off_ptr + i + 1, mask=ok, other=0) - tl.load(off_ptr + i, mask=ok, other=0)
    lens = tl.maximum(lens, 0).to(tl.int64)
    rank = (B - 1 - i).to(tl.int64)  # ties (and in_order): lower sequence index first
    if LONGEST:
        key = tl.where(ok, lens * 4294967296 + rank, -1)
    else:
        key = tl.where(ok, rank, -1)
    key = tl.sort(key, descending=True)
    ok = key >= 0
    seq = (B - 1 - (key & 4294967295)).to(tl.int32)
    slen = tl.load(off_ptr + seq + 1, mask=ok, other=0) - tl.load(off_ptr + seq, mask=ok, other=0)
    nblk = tl.where(ok, (tl.maximum(slen, 0) + block - 1) // block, 0)
    ends = tl.cumsum(nblk, 0)
    tl.store(scratch + i, seq, mask=ok)
    tl.store(scratch + B + i, ends - nblk, mask=ok)
    tl.store(scratch + 2 * B + i, nblk, mask=ok)
    tl.store(scratch + 3 * B, tl.minimum(tl.sum(nblk, 0), rows))


@triton.jit(do_not_specialize=["B", "rows"])
def _tlx_fill_tiles(scratch, B, rows, table, CHUNK: tl.constexpr):
    # program p writes the rows of the p-th scheduled sequence: (seq, block), later blocks first
    p = tl.program_id(0)
    seq = tl.load(scratch + p)
    start = tl.load(scratch + B + p)
    nblk = tl.load(scratch + 2 * B + p)
    for c in range(0, nblk, CHUNK):
        j = c + tl.arange(0, CHUNK)
        ok = (j < nblk) & (start + j < rows)  # offsets that do not add up to `total` cannot overflow the table
        tl.store(table + 2 * (start + j), tl.zeros([CHUNK], tl.int32) + seq, mask=ok)
        tl.store(table + 2 * (start + j) + 1, nblk - 1 - j, mask=ok)
'''
