"""The tile table that every jagged launch builds: the GPU path (one Triton kernel, run here under the
interpreter) must give exactly the rows of the torch path, for both orders, awkward lengths and batches of
tens of thousands of sequences whatever max_seqlen says."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# triton's own jit helpers (tl.sort, tl.cumsum) run under the interpreter only when it is on at import time:
# the check runs in a fresh process
PROBE = r'''
import importlib.util, random, sys
import torch, triton, triton.language as tl
from tlx.codegen.host_runtime import HOST_RUNTIME
path = sys.argv[1]
open(path, "w").write("import torch\nimport triton\nimport triton.language as tl\n" + HOST_RUNTIME)
spec = importlib.util.spec_from_file_location("tlx_host_runtime_probe", path)
rt = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rt)


def gpu_table(off, block, order, total, poison=-7):
    # exactly what _jagged_tiles launches on a GPU, on CPU tensors under the interpreter
    B = off.numel() - 1
    rows = B + -(-total // block)
    buf = torch.full((rt._tile_buffer_len(B, rows),), poison, dtype=torch.int32)
    grid, args, kw = rt._tile_table_launch(off, B, block, rows, buf, order, total)
    rt._tlx_tile_table[grid](*args, **kw)
    return buf[4:4 + 2 * rows].view(rows, 2), buf[0].item(), rows, buf


def check(lens, block, order, what):
    off = torch.tensor([0] + torch.tensor(lens, dtype=torch.int64).cumsum(0).tolist(), dtype=torch.int32)
    table, count, rows = gpu_table(off, block, order, sum(lens))[:3]
    want = sum(-(-x // block) for x in lens)
    assert count == want, (what, count, want)
    assert (table[want:] == -1).all(), what  # every row of the table written (the buffer was poisoned)
    # the torch path, built from the true maximum, is the specification of the order
    ref, ref_count, n = rt._jagged_tiles(off, block, max(lens, default=0), order)
    assert ref_count.item() == want and n == len(lens) * -(-max(max(lens, default=0), 1) // block)
    assert torch.equal(table[:want], ref[:want]), (what, table[:want].tolist()[:20], ref[:want].tolist()[:20])
    valid = table[:want].tolist()
    assert sorted(map(tuple, valid)) == sorted((s, b) for s, x in enumerate(lens) for b in range(-(-x // block)))
    seqs = [s for s, _ in valid]
    if order == "longest_first":
        assert all(lens[a] >= lens[b] for a, b in zip(seqs, seqs[1:])), what
    else:
        assert seqs == sorted(seqs), what


cases = 0
for seed in range(4):
    for order in ("longest_first", "in_order"):
        rnd = random.Random(seed)
        B = rnd.choice([0, 1, 5, 33])
        check([rnd.choice([0, 1, 63, 64, 65, 300]) for _ in range(B)], 64, order, (seed, order))
        cases += 1
# many sequences: sorted in the kernel up to 4096, by torch beyond (the H200 left ~250k/~990k rows unwritten
# for 5,000/20,000 sequences of 1-299 tokens when the table was sized by max_seqlen)
for B in (4096, 5000, 20000):
    for order in ("longest_first", "in_order"):
        rnd = random.Random(B)
        check([rnd.randint(1, 299) for _ in range(B)], 128, order, (B, order))
        cases += 1
# offsets that do not add up (a wrong batch, never checked on the host on a GPU): the table and its count stay
# inside the rows allotted for `total`, the rest of the buffer is the kernel's own scratch; a length is clamped to
# [0, total] as the kernels read it, so every row's block starts inside its sequence (what the proof assumes)
for off in ([0, 500, 400, 3000], [0, 2**31 - 1, 0, 2**31 - 1], [0, 40, -2**31, 7]):
    off = torch.tensor(off, dtype=torch.int32)
    table, count, rows, buf = gpu_table(off, 64, "longest_first", 100)
    lens = [min(max(x, 0), 100) for x in (off[1:] - off[:-1]).tolist()]  # (int32: wraps as on the device)
    assert count == min(sum(-(-x // 64) for x in lens), rows) and table[:count].min().item() >= 0, table.tolist()
    assert all(b * 64 < lens[s] for s, b in table[:count].tolist()), (lens, table.tolist())
    cases += 1
print("cases", cases)
'''


def test_gpu_tile_table_equals_torch_table(tmp_path):
    env = dict(os.environ, TRITON_INTERPRET="1", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "probe.py")], capture_output=True, text=True,
                       env=env, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "cases 17" in r.stdout, r.stdout
