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


def _jagged_tiles(offsets, block, max_seqlen, order):
    """Tile table of a jagged tile space: int32 rows (sequence, block), valid rows first (longest sequence first, later blocks first,
    for order "longest_first"), invalid rows -1; also the number of valid rows as a 1-element device tensor and
    the table's length. No host sync when max_seqlen is given."""
    lens = (offsets[1:] - offsets[:-1]).long()
    if max_seqlen is None:
        max_seqlen = int(lens.max().item()) if lens.numel() else 0
    nb = -(-max(int(max_seqlen), 1) // block)
    blk = torch.arange(nb, device=offsets.device)
    valid = blk[None, :] * block < lens[:, None]
    # Longest sequence first, one sequence's blocks together (they run at the same time and share its K/V in
    # L2 and DRAM pages), and the later blocks first, since under a causal mask they see the most keys.
    B = lens.numel()
    rank = torch.arange(B - 1, -1, -1, device=offsets.device)[:, None]
    if order == "longest_first":
        weight = (lens[:, None] * B + rank) * nb + blk[None, :]
    else:
        weight = torch.ones_like(lens)[:, None]
    idx = torch.argsort(torch.where(valid, weight, -1).flatten(), descending=True, stable=True)
    seq = torch.arange(lens.numel(), device=offsets.device)[:, None].expand(-1, nb).flatten()[idx]
    blk = blk[None, :].expand(lens.numel(), -1).flatten()[idx]
    ok = valid.flatten()[idx]
    table = torch.stack([torch.where(ok, seq, -1), torch.where(ok, blk, -1)], 1)
    return table.to(torch.int32).contiguous(), valid.sum().to(torch.int32).reshape(1), lens.numel() * nb
'''
