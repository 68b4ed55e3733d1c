"""On the GPU, two programs the verifier once accepted although an input hung the device (docs/soundness_backlog.md,
tests/test_protocol_redteam.py): each warp-specialized Gluon build now runs the input that hung it, to completion and
with the right values. They run in a child process with a time limit, so a hang fails the test instead of the run."""
import os
import subprocess
import sys

import pytest
import torch

from tlx.runtime import load_kernel_module

pytestmark = pytest.mark.gpu
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# offsets [5, 0, ...]: sequence 0 has length -5 as the offsets say; a producer that arrives only `if n >= 0` left
# the consumer waiting. Every reader now clamps a length to [0, rows], so both roles see the same n.
NEGSEQ = """\
kernel negseq(x: jagged f32[T, D] by offsets, out: f32[B, D], offsets: i32[NB], D: const = 64):
    tiles seq in range(NB - 1)
    barrier b
    n = x[seq].len
    role prod(warps=1, regs=24):
        if n >= 0:
            arrive b
    role cons(warps=4, regs=152):
        wait b phase 0
        cols = arange(D)
        out[seq, cols] = full([D], cast(n, f32), f32) + 0.5
"""

# N = 0: range(N - 1) twice gave a tile count of (-1) * (-1) = 1; its consumer waited for a slot never filled
NEGEXT = """\
kernel negext(x: f32[N], y: f32[N]):
    tiles i in range(N - 1), j in range(N - 1) persistent
    smem buf[2]: f32[64, 64]
    barrier filled[2]
    barrier empty[2]
    role prod(warps=4, regs=152):
        pipeline k in range(minimum(N, 1)) over ring(2) as s:
            wait empty[s]
            store_smem(buf[s], full([64, 64], 1.5, f32))
            arrive filled[s]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline k in range(1) over ring(2) as s:
            wait filled[s]
            acc = acc + load(buf[s])
            arrive empty[s]
        offs = arange(64)
        if i + j == 0:  # (one tile writes y: from every tile, two would write one element, global_writes)
            y[offs] = sum(acc, axis=0) + x[offs] where offs < N
"""

CHILD = r'''
import sys, torch
from tlx.runtime import load_kernel_module
d = sys.argv[1]
neg = load_kernel_module(d + "/negseq.tlx", target="gluon")
off = torch.tensor([5, 0, 3, 40, 7], dtype=torch.int32, device="cuda")
x = torch.randn(10, 64, device="cuda")
out = torch.full((4, 64), float("nan"), device="cuda")
neg.negseq(x, out, off)
torch.cuda.synchronize()
want = torch.tensor([0, 3, 10, 0], dtype=torch.float32, device="cuda")[:, None] + 0.5  # lengths clamped to [0, 10]
assert torch.equal(out, want.expand(4, 64)), out[:, 0].tolist()
ext = load_kernel_module(d + "/negext.tlx", target="gluon")
for N in (0, 1, 5):
    x = torch.randn(N, device="cuda")
    y = torch.full((N,), float("nan"), device="cuda")
    ext.negext(x, y, num_programs=3)
    torch.cuda.synchronize()
    if N > 1:
        assert torch.allclose(y, x + 96.0), (N, y.tolist())  # 64 rows of 1.5, summed
    else:
        assert torch.isnan(y).all(), (N, y.tolist())  # no tile: range(N - 1) is empty
print("ran to completion")
'''


def run_child(child, folder):
    """Run child (Python source) on folder in a fresh process with a time limit: a hang fails, not blocks, the run."""
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    try:
        r = subprocess.run([sys.executable, "-c", child, str(folder)], capture_output=True, text=True, env=env,
                           timeout=240)
    except subprocess.TimeoutExpired:
        pytest.fail("a kernel did not finish in 240 s (a hang)")
    assert r.returncode == 0 and "ran to completion" in r.stdout, r.stderr[-3000:]


def test_inputs_that_hung_the_device_run_to_completion(tmp_path):
    (tmp_path / "negseq.tlx").write_text(NEGSEQ)
    (tmp_path / "negext.tlx").write_text(NEGEXT)
    run_child(CHILD, tmp_path)


# red-team pass 6 (tests/test_protocol_redteam6.py): parameters reach the kernel in their declared dtypes (an i64 of
# 3,000,000 computes n * 1000 in 64 bits, an i1 given 1 is true for `not`), arithmetic of constants is Python's
# (minimum(-7, 3) // 2 = -4: the consumer's `range(t)`, t = -4 + 4, takes no step, like the producer)
TYPES = """\
kernel types(x: f32[N], n: i64, m: i1):
    grid (1,) as (pid,)
    smem buf[2]: f32[64, 64]
    barrier ready[2]
    barrier free[2]
    c = minimum(cast(0 - 7, i32), 3)
    t = c // 2 + 4
    role prod(warps=4, regs=152):
        pipeline j in range(0) over ring(2) as sl:
            wait free[sl]
            store_smem(buf[sl], zeros([64, 64], f32))
            arrive ready[sl]
    role cons(warps=4, regs=152):
        acc = zeros([64, 64], f32)
        pipeline j in range(t) over ring(2) as sl:
            wait ready[sl]
            acc = acc + load(buf[sl])
            arrive free[sl]
        offs = arange(64)
        v = where(offs == 0, cast(n * 1000, f32), where(offs == 1, cast(where(not m, 1, 2), f32), cast(c // 2, f32)))
        x[offs] = v + sum(acc, axis=0) where offs < N
"""

CHILD6 = r'''
import sys, torch
from tlx.runtime import load_kernel_module
mod = load_kernel_module(sys.argv[1] + "/types.tlx", target="gluon")
for m, want_m in ((1, 2.0), (False, 1.0)):
    x = torch.full((64,), float("nan"), device="cuda")
    mod.types(x, 3_000_000, m)
    torch.cuda.synchronize()
    assert x[0].item() == 3e9 and x[1].item() == want_m and (x[2:] == -4.0).all(), x[:4].tolist()
print("ran to completion")
'''


def test_parameters_and_constants_as_proved(tmp_path):
    (tmp_path / "types.tlx").write_text(TYPES)
    run_child(CHILD6, tmp_path)


@pytest.mark.parametrize("c", [2, 3, -1, 4])
def test_indices_outside_a_tensor_on_the_gpu(tmp_path, c):
    # (tests/test_bounds.py on the interpreter; here the Gluon build's masks: every index, one unsigned comparison)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from test_bounds import ROLE, SEQS_ROLE, run_plain, run_seqs
    (tmp_path / "k.tlx").write_text(ROLE)
    ybuf, vbuf, ey, ev = run_plain(load_kernel_module(str(tmp_path / "k.tlx"), target="gluon"), c, "cuda")
    assert torch.equal(ybuf, ey), ybuf
    assert torch.equal(vbuf, ev), vbuf
    (tmp_path / "s.tlx").write_text(SEQS_ROLE)
    run_seqs(load_kernel_module(str(tmp_path / "s.tlx"), target="gluon"), "cuda")


# red-team pass 15 (tests/test_protocol_redteam14.py): `h * 64` computed in 32 bits with h = 2**26 + 1 wrapped back
# to head 1. The Gluon code clamps a copy's first middle index to [-1, H], so the copy engine clips the whole block
# for any head outside [0, H): a load reads zeros, a store writes nothing (the portable build masks the index)
HEADS = """\
kernel heads(x: f32[T, H, D], o: f32[T, H, D], hl: i32, hs: i32, D: const = 64):
    tiles i in range(cdiv(T, 64))
    smem buf: f32[64, 64]
    barrier ld
    role copy(warps=4):
        expect ld, bytes(buf)
        tma buf <- x[i, hl] signals ld
        wait ld phase 0
        tma o[i, hs] <- buf
"""

HEADS_CHILD = r'''
import sys, torch
from tlx.runtime import load_kernel_module
m = load_kernel_module(sys.argv[1] + "/heads.tlx", target="gluon")
x = torch.randn(128, 3, 64, device="cuda")
for h in (2 ** 26 + 1, 3, -1, -2 ** 31, 2 ** 31 - 1):
    o = torch.full_like(x, float("nan"))
    m.heads(x, o, 0, h)  # a store outside: nothing written
    torch.cuda.synchronize()
    assert torch.isnan(o).all(), h
    m.heads(x, o, h, 2)  # a load outside: zeros, stored into head 2
    torch.cuda.synchronize()
    assert torch.equal(o[:, 2], torch.zeros_like(o[:, 2])) and torch.isnan(o[:, :2]).all(), h
o = torch.full_like(x, float("nan"))
m.heads(x, o, 1, 2)
torch.cuda.synchronize()
assert torch.equal(o[:, 2], x[:, 1]) and torch.isnan(o[:, :2]).all()
print("ran to completion")
'''


def test_a_head_index_outside_the_tensor_copies_nothing_on_the_device(tmp_path):
    (tmp_path / "heads.tlx").write_text(HEADS)
    run_child(HEADS_CHILD, tmp_path)


# red-team pass 19 (session 46), closed in session 47 (tests/test_global_elements.py): a role reading back rows its
# other threads stored — reversed, through a loop over column blocks — was unordered on the device; the Gluon build
# now puts a partition barrier before each access of the tensor (order-global), and both builds agree
@pytest.mark.parametrize("target", ["gluon", "triton"])
def test_a_read_back_runs_as_written_on_the_gpu(tmp_path, target):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from test_global_elements import ROLE
    (tmp_path / "k.tlx").write_text(ROLE.format(read="rev"))
    m = load_kernel_module(str(tmp_path / "k.tlx"), target=target)
    for rows, cols in ((64, 16), (200, 40), (1000, 300)):
        x0 = torch.randn(rows, cols, device="cuda")
        x, z = x0.clone(), torch.full_like(x0, float("nan"))
        m.k(x, z)
        torch.cuda.synchronize()
        want_x = x0.double() + 1.0
        r = torch.arange(rows, device="cuda")
        rev = (r // 64) * 64 + 63 - r % 64
        inside = rev < rows
        want_z = torch.where(inside[:, None], want_x[rev.clamp(max=rows - 1)], torch.zeros_like(want_x))
        assert torch.equal(x.double(), want_x.float().double())
        assert torch.equal(z.double(), want_z.float().double()), (rows, cols)
