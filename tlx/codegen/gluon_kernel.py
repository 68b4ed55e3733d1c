"""The Gluon kernel function: shared-memory rings and mbarriers, their init, then `gl.warp_specialize` over the
partitions; and `KernelInfo`, what the partitions and the launcher need to know about one kernel."""
from __future__ import annotations

from .. import hw
from ..diagnostics import error
from ..ir.core import Op
from .pyemit import GL_DTYPE, Out, literal, pyname


class KernelInfo:
    """What the launcher and the partitions need to know about one kernel (no code here)."""

    def __init__(self, kop: Op):
        self.op = kop
        self.name = kop.attrs["sym_name"]
        self.constexprs = dict(kop.attrs.get("constexprs", {}))
        self.params = list(kop.attrs.get("params", []))
        self.body = kop.regions[0]
        self.arg_of = {p["name"]: v for p, v in zip(self.params, self.body.args)}
        self.param_of = {v: p for p, v in zip(self.params, self.body.args)}
        tiles = [o for o in self.body.ops if o.name == "tiles"]
        if len(tiles) != 1:
            raise error(kop.span, f"kernel '{self.name}': the Gluon backend needs exactly one `tiles`/`grid` launch space")
        self.tiles = tiles[0]
        self.kernel_ops = [o for o in self.body.ops if o.name != "tiles"]
        self.smem = [o for o in self.kernel_ops if o.name == "smem_alloc"]
        self.bars = [o for o in self.kernel_ops if o.name == "bar_alloc"]
        tb = self.tiles.regions[0]
        self.roles = [o for o in tb.ops if o.name == "role"]
        if not self.roles:
            raise error(kop.span, f"kernel '{self.name}' has no roles: the Gluon backend generates warp-specialized "
                        "kernels only (use the triton target for role-free kernels)")
        self.tile_ops = [o for o in tb.ops if o.name != "role"]
        # tensor usage
        used = {v for op in kop.walk() for v in op.operands}
        self.descs = {}   # (param name, (R, C)) -> descriptor arg name
        self.ptr_used = set()
        self.strided = set()
        for op in kop.walk():
            if op.name in ("tma_load", "tma_store"):
                t = op.operands[1] if op.name == "tma_load" else op.operands[0]
                s = op.operands[0] if op.name == "tma_load" else op.operands[-1]
                self.descs.setdefault((self.param_of[t]["name"], tuple(s.type.shape)), None)
                if t.type.jagged_by:
                    self.ptr_used.add(t.type.jagged_by)
            elif op.name in ("load", "store"):
                if op.name == "load" and not any(r in used for r in op.results):
                    continue  # dead load (e.g. the target expression of a TMA store)
                p = self.param_of[op.operands[0]]["name"]
                self.ptr_used.add(p)
                self.strided.add(p)
                if op.operands[0].type.jagged_by:
                    self.ptr_used.add(op.operands[0].type.jagged_by)
            elif op.name in ("seq_start", "seq_len", "num_seqs"):
                self.ptr_used.add(op.operands[0].type.jagged_by)
        for (pn, blk) in list(self.descs):
            same = [k for k in self.descs if k[0] == pn]
            self.descs[(pn, blk)] = f"{pn}_desc" if len(same) == 1 else f"{pn}_desc_{blk[0]}x{blk[1]}"
        # runtime dims (symbol -> (param, axis)); constexpr dims are literals
        self.dims = {}
        for p in self.params:
            if p["kind"] in ("tensor", "jagged"):
                for ax, d in enumerate(p["dims"]):
                    if d not in self.constexprs and d not in self.dims:
                        self.dims[d] = (p["name"], ax)
        self.kind = self.tiles.attrs["kind"]
        self.persistent = bool(self.tiles.attrs.get("persistent"))
        # partitions: (role, replica); the default partition is the first replica of the first role whose
        # warp count is a multiple of 4 (it runs with the kernel's num_warps)
        parts = [(r, i) for r in self.roles for i in range(r.attrs.get("replicas", 1))]
        dflt = next((p for p in parts if p[0].attrs["warps"] % hw.WARPGROUP_WARPS == 0), None)
        if dflt is None:
            raise error(kop.span, f"kernel '{self.name}': one role needs a multiple of 4 warps to be the default "
                        "partition (it runs with the kernel's num_warps)")
        self.default = dflt
        self.workers = [p for p in parts if p is not dflt]
        self.num_warps = dflt[0].attrs["warps"]

    def dim_expr(self, sym):
        if sym in self.constexprs:
            return literal(self.constexprs[sym], "i32")
        return pyname(sym)

    def part_fn(self, role):
        return pyname(f"{self.name}_{role.attrs['sym_name']}")

    def kernel_args(self):
        """Names of the @gluon.jit kernel's parameters, in order."""
        args = []
        for p in self.params:
            if p["kind"] in ("tensor", "jagged"):
                args += [d for (pn, _), d in self.descs.items() if pn == p["name"]]
                if p["name"] in self.ptr_used:
                    args.append(pyname(p["name"]))
                if p["name"] in self.strided:
                    args += [f"{pyname(p['name'])}_stride{i}" for i in range(len(p["dims"]))]
            else:
                args.append(pyname(p["name"]))
        args += [pyname(d) for d in self.dims]
        if self.kind == "jagged":
            args += ["tile_table", "tile_count"]
        return args

    def shared_args(self):
        return [pyname(o.attrs["sym_name"]) for o in self.smem + self.bars]


def gen_kernel(k: KernelInfo) -> list:
    out = Out()
    args = k.kernel_args()
    # sizes change with every batch: no value specialization, so a new batch size reuses the kernel
    sizes = [pyname(d) for d in k.dims]
    out.line(f"@gluon.jit(do_not_specialize={sizes!r})" if sizes else "@gluon.jit")
    out.line(f"def {pyname(k.name)}_kernel({', '.join(args)}):")
    out.depth = 1
    total = 0
    for o in k.smem:
        t = o.results[0].type
        shape = [t.stages, *t.shape] if t.stages else list(t.shape)
        lay = f"gl.NVMMASharedLayout.get_default_for({list(t.shape)}, {GL_DTYPE[t.dtype]})"
        total += t.slot_bytes * max(t.stages, 1)
        out.line(f"{pyname(o.attrs['sym_name'])} = gl.allocate_shared_memory({GL_DTYPE[t.dtype]}, {shape}, {lay})", o)
    for o in k.bars:
        t = o.results[0].type
        n = pyname(o.attrs["sym_name"])
        out.line(f"{n} = gl.allocate_shared_memory(gl.int64, [{t.size}, 1] if {t.size} else [1], "
                 f"mbarrier.MBarrierLayout())".replace(f" if {t.size} else [1]", "") if t.size else
                 f"{n} = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())", o)
        if t.size:
            out.line(f"for i in gl.static_range({t.size}):")
            out.line(f"    mbarrier.init({n}.index(i), count={t.count})")
        else:
            out.line(f"mbarrier.init({n}, count={t.count})")
    out.line("fence_async_shared()  # barrier inits are visible to the async proxy")
    shared = k.shared_args()
    call = args + shared
    entries = []
    for role, rep in [k.default] + k.workers:
        entries.append(f"({k.part_fn(role)}, ({', '.join(call + [str(rep)])}))")
    out.line("gl.warp_specialize([")
    for e in entries:
        out.line(f"    {e},")
    warps = [r.attrs["warps"] for r, _ in k.workers]
    regs = [r.attrs.get("regs") or 0 for r, _ in k.workers]
    if any(r == 0 for r in regs):
        regs = [r or hw.DEFAULT_WORKER_REGS for r in regs]
    out.line(f"], {warps}, {regs})", k.tiles)
    return out.lines
