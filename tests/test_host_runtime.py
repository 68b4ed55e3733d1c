"""The tile table that every jagged launch builds: the GPU path (two small Triton kernels, run here under the
interpreter) must give exactly the rows of the torch path, for both orders and awkward lengths."""
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
cases = 0
for seed in range(4):
    for order in ("longest_first", "in_order"):
        rnd = random.Random(seed)
        B = rnd.choice([1, 5, 33])
        lens = [rnd.choice([0, 1, 63, 64, 65, 300]) for _ in range(B)]
        block = 64
        off = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32)
        ref, ref_count, n = rt._jagged_tiles(off, block, max(lens), order)
        nb = -(-max(max(lens), 1) // block)
        assert n == B * nb
        rows = B + -(-sum(lens) // block)  # the GPU table's size: enough for any valid offsets
        table = torch.full((rows, 2), -1, dtype=torch.int32)
        scratch = torch.full((3 * B + 1,), -7, dtype=torch.int32)  # poisoned
        rt._tlx_sort_sequences[(1,)](off, B, block, rows, scratch, LONGEST=order == "longest_first",
                                     BLOCK_B=triton.next_power_of_2(B))
        rt._tlx_fill_tiles[(B,)](scratch, B, rows, table, CHUNK=4)  # small chunks: the loop runs several times
        want = sum(-(-x // block) for x in lens)
        assert scratch[3 * B].item() == ref_count.item() == want, (seed, order)
        assert torch.equal(table[:want], ref[:want]), (seed, order, table.tolist(), ref.tolist())
        assert (table[want:] == -1).all() and (ref[want:] == -1).all()
        valid = ref[:want].tolist()
        assert sorted(map(tuple, valid)) == sorted((s, b) for s, x in enumerate(lens) for b in range(-(-x // block)))
        seqs = [s for s, _ in valid]
        if order == "longest_first":
            assert all(lens[a] >= lens[b] for a, b in zip(seqs, seqs[1:]))
        else:
            assert seqs == sorted(seqs)
        cases += 1
# offsets that do not add up (a wrong batch with max_seqlen given, so never checked on the host): the table
# and its count stay inside the rows allotted for `total`
off = torch.tensor([0, 500, 400, 3000], dtype=torch.int32)
rows = 3 + -(-100 // 64)
table = torch.full((rows + 8, 2), -5, dtype=torch.int32)  # 8 guard rows past the end must stay untouched
table[:rows] = -1
scratch = torch.empty(3 * 3 + 1, dtype=torch.int32)
rt._tlx_sort_sequences[(1,)](off, 3, 64, rows, scratch, LONGEST=True, BLOCK_B=4)
rt._tlx_fill_tiles[(3,)](scratch, 3, rows, table, CHUNK=4)
assert scratch[9].item() == rows and (table[rows:] == -5).all(), table.tolist()
print("cases", cases)
'''


def test_gpu_tile_table_equals_torch_table(tmp_path):
    env = dict(os.environ, TRITON_INTERPRET="1", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "probe.py")], capture_output=True, text=True,
                       env=env, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "cases 8" in r.stdout
