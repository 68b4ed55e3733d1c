"""The Gluon kernel function: shared-memory rings and mbarriers, their init, then `gl.warp_specialize` over the
partitions; and `KernelInfo`, what the partitions and the launcher need to know about one kernel."""
from __future__ import annotations

from .. import hw
from ..diagnostics import error
from ..ir.core import Op
from ..ir.dtypes import itemsize
from ..ir.ops import frag_order_views
from .pyemit import GL_DTYPE, PARAM_ENTRY, Out, is_int_scalar, literal, pyname, scalar_param


class KernelInfo:
    """The plan-gluon decisions of one kernel, indexed for printing (no analysis here)."""

    def __init__(self, kop: Op):
        self.op = kop
        self.name = kop.attrs["sym_name"]
        self.constexprs = dict(kop.attrs.get("constexprs", {}))
        self.params = list(kop.attrs.get("params", []))
        self.body = kop.regions[0]
        self.arg_of = {p["name"]: v for p, v in zip(self.params, self.body.args)}
        self.param_of = {v: p for p, v in zip(self.params, self.body.args)}
        roles = {o.attrs["sym_name"]: o for o in kop.walk() if o.name == "role"}
        if not roles:
            raise error(kop.span, f"kernel '{self.name}' has no roles: the Gluon backend generates warp-specialized "
                        "kernels only (use the triton target for role-free kernels)")
        if "warp_specialize" not in kop.attrs:
            raise error(kop.span, f"internal: kernel '{self.name}' reached the Gluon printer without plan-gluon")
        self.tiles = next(o for o in self.body.ops if o.name == "tiles")
        self.kernel_ops = [o for o in self.body.ops if o.name != "tiles"]
        self.smem = [o for o in self.kernel_ops if o.name == "smem_alloc"]
        # shared memory whose slot addresses every loop step recomputes (`per_step`)
        self.per_step = {o.results[0] for o in self.smem if o.attrs.get("per_step")}
        # shared memory stored in accumulator-fragment order (`frag_order`) and its slots
        self.frag_order = frag_order_views(kop)
        self.bars = [o for o in self.kernel_ops if o.name == "bar_alloc"]
        tb = self.tiles.regions[0]
        self.roles = [o for o in tb.ops if o.name == "role"]
        self.tile_ops = [o for o in tb.ops if o.name != "role"]
        self.args = list(kop.attrs["kernel_args"])
        self.descs = {(a["param"], tuple(a["block"])): a["name"] for a in self.args if a["kind"] == "desc"}
        self.dims = {a["name"]: (a["param"], a["axis"]) for a in self.args if a["kind"] == "size"}
        self.kind = self.tiles.attrs["kind"]
        self.persistent = bool(self.tiles.attrs.get("persistent"))
        parts = [(roles[p["role"]], p["replica"]) for p in kop.attrs["warp_specialize"]]
        self.default, self.workers = parts[0], parts[1:]
        self.num_warps = kop.attrs["num_warps"]
        # a dynamic tile walk's hand-off ring (drawer -> the other partitions): tile ids, ready and free barriers
        self.handoff = bool(self.workers) and self.tiles.attrs.get("schedule") == "dynamic"

    def dim_expr(self, sym):
        if sym in self.constexprs:
            return literal(self.constexprs[sym], "i32")
        return pyname(sym)

    def part_fn(self, role):
        return pyname(f"{self.name}_{role.attrs['sym_name']}")

    def kernel_args(self):
        """Names of the @gluon.jit kernel's parameters, in order."""
        return [pyname(a["name"]) for a in self.args]

    def kernel_params(self, annotate=False):
        """The parameters as declared (the tile source's choice is a constexpr: the JIT specializes on it); the
        kernel's own signature annotates the scalars' dtypes (pyemit.SIG_DTYPE), the partitions' take them as passed."""
        def one(a):
            if a["kind"] == "tile_decode":
                return f"{pyname(a['name'])}: gl.constexpr"
            v = self.arg_of.get(a.get("param")) if a["kind"] == "scalar" and annotate else None
            return scalar_param(pyname(a["name"]), v.type.dtype) if v is not None else pyname(a["name"])
        return [one(a) for a in self.args]

    def shared_args(self):
        return [pyname(o.attrs["sym_name"]) for o in self.smem + self.bars] + (list(HANDOFF) if self.handoff else [])


# shared memory of a dynamic tile walk's hand-off (2 slots): the tile ids, their ready and free barriers
HANDOFF = ("tlx_tile_ids", "tlx_tile_ready", "tlx_tile_free")


def gen_kernel(k: KernelInfo) -> list:
    out = Out()
    args = k.kernel_args()
    # sizes change with every batch: no value specialization, so a new batch size reuses the kernel; nor for an
    # integer scalar parameter, which the JIT would turn into a constexpr when it is 1 and fold `//` and `%` on it
    # with Python's rounding, not the device's that the protocol proof models
    sizes = [pyname(d) for d in k.dims] + [pyname(a["name"]) for a in k.args if a["kind"] == "scalar" and
                                           is_int_scalar(k.arg_of.get(a["param"]))]
    out.line(f"@gluon.jit(do_not_specialize={sizes!r})" if sizes else "@gluon.jit")
    out.line(f"def {pyname(k.name)}_kernel({', '.join(k.kernel_params(annotate=True))}):")
    out.depth = 1
    for a in k.args:  # (the signature's annotation types it on the GPU; the CPU interpreter types by value)
        v = k.arg_of.get(a.get("param")) if a["kind"] == "scalar" else None
        if v is not None and v.type.dtype in PARAM_ENTRY:
            out.line(PARAM_ENTRY[v.type.dtype].format(n=pyname(a["name"]), lib="gl"))
    total = 0
    for o in k.smem:
        t = o.results[0].type
        shape = [t.stages, *t.shape] if t.stages else list(t.shape)
        lay = f"gl.NVMMASharedLayout.get_default_for({list(t.shape)}, {GL_DTYPE[t.dtype]})"
        if o.attrs.get("frag_order"):  # (unswizzled: TMA copies its bytes in the order the stores put them)
            lay = f"gl.NVMMASharedLayout(swizzle_byte_width=0, element_bitwidth={8 * itemsize(t.dtype)}, rank=2)"
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
    if k.handoff:
        receivers = len(k.workers)  # every partition but the drawer takes each tile id, then frees its slot
        out.line(f"{HANDOFF[0]} = gl.allocate_shared_memory(gl.int32, [2, 1], "
                 "gl.SwizzledSharedLayout(1, 1, 1, [0]))  # dynamic tile walk: tile ids handed out")
        for n, count in zip(HANDOFF[1:], (1, receivers)):
            out.line(f"{n} = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())")
            out.line("for i in gl.static_range(2):")
            out.line(f"    mbarrier.init({n}.index(i), count={count})")
    out.line("fence_async_shared()  # barrier inits are visible to the async proxy")
    if k.op.attrs.get("grid_dependency"):
        out.line("_tlx_grid_dependency_wait()  # the tile table's launch is done and its writes are visible")
    shared = k.shared_args()
    call = args + shared
    if not k.workers:  # one partition: triton 3.6 cannot lower a warp_specialize without workers; call it
        role, rep = k.default
        out.line(f"{k.part_fn(role)}({', '.join(call + [str(rep)])})", k.tiles)
        return out.lines
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
