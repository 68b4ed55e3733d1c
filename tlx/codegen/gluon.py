"""Code generation: scheduled tlx IR -> warp-specialized Gluon (triton 3.6.0) for Hopper, plus a launcher.

Per kernel the generated module holds
  * one `@gluon.jit` partition function per role (a replicated role becomes one partition per replica: the
    same function, the replica index passed as a constexpr). Each partition re-emits the kernel-level and
    tile-level scalar code it needs, then loops over the tiles its program owns and runs the role body;
    role state (ring counters from derive-phases) is carried across tiles;
  * the `@gluon.jit` kernel: shared-memory rings and mbarriers, `mbarrier.init`, then `gl.warp_specialize`;
  * `<kernel>_prepare(...)` (checks, TMA descriptors, tile table, grid), `<kernel>(...)` (launch) and
    `<kernel>_example()` (CPU arguments for ahead-of-time compilation).

The emitters are table driven (`EMIT`: op name -> method); register layouts come from gluon_layouts.
Every emitted statement carries the tlx `line:col` it came from.
"""
from __future__ import annotations

import keyword
import math

from ..diagnostics import error
from ..ir.core import Module, Op, Value
from ..ir.types import BarT, SmemT, TensorT, ValT
from .gluon_layouts import LayoutPlan, Slice
from .host_runtime import HOST_RUNTIME

GL_DTYPE = {"f16": "gl.float16", "bf16": "gl.bfloat16", "f32": "gl.float32", "f64": "gl.float64",
            "i1": "gl.int1", "i8": "gl.int8", "i16": "gl.int16", "i32": "gl.int32", "i64": "gl.int64"}
TORCH_DTYPE = {"f16": "torch.float16", "bf16": "torch.bfloat16", "f32": "torch.float32", "f64": "torch.float64",
               "i1": "torch.bool", "i8": "torch.int8", "i16": "torch.int16", "i32": "torch.int32",
               "i64": "torch.int64"}
BINOP = {"add": "+", "sub": "-", "mul": "*", "div": "/", "floordiv": "//", "mod": "%", "and": "&", "or": "|",
         "xor": "^", "lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}
CALL2 = {"maximum": "gl.maximum", "minimum": "gl.minimum", "cdiv": "gl.cdiv"}
CALL1 = {"exp": "gl.exp", "exp2": "gl.exp2", "log": "gl.log", "log2": "gl.log2", "sqrt": "gl.sqrt",
         "rsqrt": "gl.rsqrt", "abs": "gl.abs", "sin": "gl.sin", "cos": "gl.cos"}
HOST_CALL2 = {"maximum": "max", "minimum": "min", "cdiv": "triton.cdiv"}
RESERVED = set(keyword.kwlist) | {"gl", "gluon", "tma", "mbarrier", "range", "torch", "triton", "float", "int",
                                  "max", "min", "sum", "len", "tile", "fence_async_shared", "warpgroup_mma",
                                  "warpgroup_mma_wait", "TensorDescriptor", "True", "False", "None"}
SMEM_LIMIT = 232448  # bytes of shared memory per block on H100/H200 (opt-in maximum)


def pyname(name: str) -> str:
    n = name.replace(".", "_")
    if not n or n[0].isdigit():
        n = "v" + n
    if n in RESERVED:
        n += "_"
    return n


def loc(op) -> str:
    return f"{op.span.line}:{op.span.col}"


def literal(value, dtype: str) -> str:
    if dtype == "i1":
        return "True" if value else "False"
    if dtype.startswith("f"):
        v = float(value)
        if math.isinf(v):
            return 'float("inf")' if v > 0 else 'float("-inf")'
        if math.isnan(v):
            return 'float("nan")'
        return repr(v)
    return str(int(value))


class Out:
    def __init__(self):
        self.lines = []
        self.depth = 0

    def line(self, text, op=None):
        pad = "    " * self.depth
        if op is not None:
            text = f"{text}  # {loc(op)}"
        self.lines.append(pad + text)


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
        dflt = next((p for p in parts if p[0].attrs["warps"] % 4 == 0), None)
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


# ===================================================================================== partitions
class PartitionGen:
    """Emits one role as a partition function."""

    def __init__(self, k: KernelInfo, role: Op):
        self.k = k
        self.role = role
        self.out = Out()
        self.expr: dict = {}
        self.layout_names: dict = {}
        self.layout_defs: list = []
        self.num_warps = role.attrs["warps"]
        needed = self._needed()
        self.pre_kernel = [o for o in k.kernel_ops if o.name not in ("smem_alloc", "bar_alloc") and
                           any(r in needed for r in o.results)]
        self.pre_tile = [o for o in k.tile_ops if any(r in needed for r in o.results)]
        self.plan = LayoutPlan(self.pre_kernel + self.pre_tile + role.regions[0].ops, self.num_warps)
        for p, v in k.arg_of.items():
            self.expr[v] = pyname(p)
        for o in k.smem + k.bars:
            self.expr[o.results[0]] = pyname(o.attrs["sym_name"])

    def _needed(self):
        """Values of the kernel/tile level that this role (transitively) uses, plus the tile-space sizes."""
        need = set()
        for op in self.role.walk():
            need.update(op.operands)
        need.update(self.k.tiles.operands)
        for op in reversed(self.k.tile_ops + self.k.kernel_ops):
            if any(r in need for r in op.results):
                need.update(op.operands)
        return need

    # ------------------------------------------------------------------ helpers
    def lname(self, lay):
        if lay in self.layout_names:
            return self.layout_names[lay]
        if isinstance(lay, Slice):
            text = f"gl.SliceLayout({lay.dim}, {self.lname(lay.parent)})"
        elif hasattr(lay, "parent"):
            text = (f"gl.DotOperandLayout(operand_index={lay.index}, parent={self.lname(lay.parent)}, "
                    f"k_width={lay.k_width})")
        else:
            text = lay.expr()
        n = f"{lay.hint}{len(self.layout_names)}"
        self.layout_names[lay] = n
        self.layout_defs.append(f"{n}: gl.constexpr = {text}")
        return n

    def ref(self, v):
        if v not in self.expr:
            raise AssertionError(f"gluon codegen: %{v.name} used before it was emitted")
        return self.expr[v]

    def x(self, op, i):
        """Operand i of op as an expression, converted to the layout op needs."""
        v = op.operands[i]
        e = self.ref(v)
        req = self.plan.required(op, i)
        if req is not None and self.plan.of(v) != req:
            return f"gl.convert_layout({e}, {self.lname(req)})"
        return e

    def is_const(self, v):
        return v in self.consts

    def bind(self, op, text, v=None):
        v = v or op.results[0]
        n = pyname(v.name)
        self.out.line(f"{n} = {text}", op)
        self.expr[v] = n

    def read_smem_in_block(self, arrive):
        """Does the block holding `arrive` load shared memory into registers before it?"""
        for blk in self.blocks:
            if arrive in blk:
                return any(o.name == "smem_load" for o in blk[:blk.index(arrive)])
        return False

    def block(self, ops):
        self.blocks.append(ops)
        for op in ops:
            if op.name == "yield":
                continue
            fn = EMIT.get(op.name)
            if fn is None:
                raise error(op.span, f"the Gluon backend cannot generate '{op.name}' yet")
            fn(self, op)
        self.blocks.pop()

    # ------------------------------------------------------------------ the function
    def generate(self):
        k, role = self.k, self.role
        self.consts = set()
        self.async_a = {}  # async product -> name of its register A operand (kept alive until its wait)
        self.tile_seq = None  # name of the tile's sequence coordinate (jagged tile spaces)
        self.tile_bounds = set()  # offsets whose bounds for the tile's sequence the partition reads
        self.cval = {}
        self.blocks = []
        blk = role.regions[0]
        replica = blk.args[0]
        n_state = role.attrs.get("n_state", 0)
        states = blk.args[1:1 + n_state]
        params = k.kernel_args() + k.shared_args() + [f"{pyname(replica.name)}: gl.constexpr"]
        self.expr[replica] = pyname(replica.name)
        o = self.out
        o.depth = 1
        o.line(f"# kernel-level scalars")
        self.block(self.pre_kernel)
        for s, init in zip(states, role.attrs.get("state_init", [0] * n_state)):
            o.line(f"{pyname(s.name)} = {literal(init, s.type.dtype)}  # role state (carried across tiles)")
            self.expr[s] = pyname(s.name)
        self.tile_loop(lambda: self.tile_body(blk, states))
        if k.default[0] is role:
            o.line("return ()")
        head = [f"@gluon.jit",
                f"def {k.part_fn(role)}({', '.join(params)}):",
                f'    """role {role.attrs["sym_name"]} ({role.attrs["warps"]} warps, {role.attrs.get("regs", 0)} '
                f'registers{", replicated" if role.attrs.get("replicas", 1) > 1 else ""}) from {loc(role)}"""']
        return head + ["    " + d for d in self.layout_defs] + o.lines

    def tile_body(self, blk, states):
        o = self.out
        o.line("# tile-level scalars")
        self.block(self.pre_tile)
        o.line(f"# role {self.role.attrs['sym_name']}")
        self.block(blk.ops)
        y = blk.ops[-1] if blk.ops and blk.ops[-1].name == "yield" else None
        if states and y is not None:
            o.line(f"{', '.join(pyname(s.name) for s in states)} = {', '.join(self.ref(v) for v in y.operands)}", y)

    def tile_loop(self, body):
        k, o = self.k, self.out
        t = k.tiles
        outer = o.depth
        targs = t.regions[0].args
        names, tile_iter = targs[:-1], targs[-1]
        sizes = [self.ref(v) for v in t.operands]
        dims = t.attrs.get("dims", ())
        for v in targs:
            self.expr[v] = pyname(v.name)
        if k.kind == "grid" and not k.persistent:
            if len(names) > 3:
                raise error(t.span, "a non-persistent grid has at most 3 dimensions")
            for i, v in enumerate(names):
                o.line(f"{pyname(v.name)} = gl.program_id({i})", t)
            o.line(f"{pyname(tile_iter.name)} = 0")
            body()
            return
        if k.kind == "grid":
            o.line(f"num_tiles = {' * '.join(f'({s})' for s in sizes)}", t)
            range_sizes = list(zip(names, sizes))
        else:
            # jagged: tile table rows are (sequence, block); range dims are folded in, last fastest
            rs = [s for s, d in zip(sizes, dims) if d == "range"]
            per = " * ".join(f"({s})" for s in rs) if rs else "1"
            o.line(f"num_tiles = gl.load(tile_count) * {per}", t)
            range_sizes = [(v, s) for v, s in zip(names[2:], rs)]
        if k.persistent and k.kind == "jagged":
            # Tiles are sorted heaviest first; dealing them out in a snake (forwards, then backwards) evens out
            # the work per program, where plain round-robin hands program 0 the heaviest tile of every round.
            o.line("for tile_round in range(0, gl.cdiv(num_tiles, gl.num_programs(0))):", t)
            o.depth += 1
            o.line("tile = tile_round * gl.num_programs(0) + gl.where(tile_round % 2 == 0, gl.program_id(0), "
                   "gl.num_programs(0) - 1 - gl.program_id(0))", t)
            o.line("if tile < num_tiles:", t)
            o.depth += 1
            o.line(f"{pyname(tile_iter.name)} = tile_round", t)
        elif k.persistent:
            o.line("for tile in range(gl.program_id(0), num_tiles, gl.num_programs(0)):", t)
            o.depth += 1
            o.line(f"{pyname(tile_iter.name)} = (tile - gl.program_id(0)) // gl.num_programs(0)")
        else:
            o.line("tile = gl.program_id(0)", t)
            o.line("if tile < num_tiles:")
            o.depth += 1
            o.line(f"{pyname(tile_iter.name)} = 0")
        rest = "tile"
        for v, s in reversed(range_sizes):
            o.line(f"{pyname(v.name)} = {rest} % ({s})", t)
            rest = f"{rest} // ({s})" if rest == "tile" else f"({rest}) // ({s})"
        if k.kind == "jagged":
            o.line(f"entry = {rest}", t)
            o.line(f"{pyname(names[0].name)} = gl.load(tile_table + 2 * entry)", t)
            o.line(f"{pyname(names[1].name)} = gl.load(tile_table + 2 * entry + 1)", t)
            self.tile_seq = pyname(names[0].name)
        at, pad = len(o.lines), o.depth
        body()
        # the tile's sequence bounds that the body used, loaded once per tile instead of in every TMA/load/store
        hoisted = Out()
        hoisted.depth = pad
        for off in sorted(self.tile_bounds):
            hoisted.line(f"{off}_lo = gl.load({off} + {self.tile_seq})", t)
            hoisted.line(f"{off}_hi = gl.load({off} + {self.tile_seq} + 1)", t)
        o.lines[at:at] = hoisted.lines
        o.depth = outer

    # ------------------------------------------------------------------ emitters
    def e_const(self, op):
        self.consts.add(op.results[0])
        self.cval[op.results[0]] = op.attrs["value"]
        self.expr[op.results[0]] = literal(op.attrs["value"], op.results[0].type.dtype)

    def e_dim(self, op):
        p = self.k.param_of[op.operands[0]]
        self.expr[op.results[0]] = self.k.dim_expr(p["dims"][op.attrs["axis"]])

    def offsets_of(self, t):
        return pyname(t.type.jagged_by)

    def seq_bound(self, off, seq, hi=False):
        """Start (or end) of sequence `seq` in offsets `off`: the per-tile hoisted value for the tile's own sequence."""
        if seq == self.tile_seq:
            self.tile_bounds.add(off)
            return f"{off}_{'hi' if hi else 'lo'}"
        return f"gl.load({off} + {seq}{' + 1' if hi else ''})"

    def e_num_seqs(self, op):
        t = op.operands[0]
        offp = next(p for p in self.k.params if p["name"] == t.type.jagged_by)
        self.bind(op, f"{self.k.dim_expr(offp['dims'][0])} - 1")

    def e_seq_start(self, op):
        off = self.offsets_of(op.operands[0])
        self.bind(op, self.seq_bound(off, self.ref(op.operands[1])))

    def e_seq_len(self, op):
        off, s = self.offsets_of(op.operands[0]), self.ref(op.operands[1])
        self.bind(op, f"{self.seq_bound(off, s, hi=True)} - {self.seq_bound(off, s)}")

    def e_binary(self, op):
        a, b = self.x(op, 0), self.x(op, 1)
        if op.name in BINOP:
            self.bind(op, f"{_paren(a)} {BINOP[op.name]} {_paren(b)}")
        else:
            self.bind(op, f"{CALL2[op.name]}({a}, {b})")

    def e_unary(self, op):
        a = self.x(op, 0)
        if op.name == "neg":
            self.bind(op, f"-{_paren(a)}")
        elif op.name == "not":
            self.bind(op, f"~{_paren(a)}")
        elif op.name == "tanh":
            self.bind(op, f"2.0 * gl.sigmoid(2.0 * {_paren(a)}) - 1.0")
        else:
            self.bind(op, f"{CALL1[op.name]}({a})")

    def e_cast(self, op):
        v = op.operands[0]
        dt = op.results[0].type.dtype
        if v in self.cval:
            self.cval[op.results[0]] = self.cval[v]
            self.consts.add(op.results[0])
            self.expr[op.results[0]] = literal(self.cval[v], dt)
            return
        self.bind(op, f"{_paren(self.x(op, 0))}.to({GL_DTYPE[dt]})")

    def e_where(self, op):
        self.bind(op, f"gl.where({self.x(op, 0)}, {self.x(op, 1)}, {self.x(op, 2)})")

    def e_arange(self, op):
        self.bind(op, f"gl.arange(0, {op.attrs['n']}, layout={self.lname(self.plan.of(op.results[0]))})")

    def e_full(self, op):
        r = op.results[0].type
        self.bind(op, f"gl.full({list(r.shape)}, {self.ref(op.operands[0])}, {GL_DTYPE[r.dtype]}, "
                      f"layout={self.lname(self.plan.of(op.results[0]))})")

    def e_expand_dims(self, op):
        self.bind(op, f"gl.expand_dims({self.x(op, 0)}, {op.attrs['axis']})")

    def e_reduce(self, op):
        fn = {"max": "gl.max", "min": "gl.min", "sum": "gl.sum"}[op.attrs["kind"]]
        self.bind(op, f"{fn}({self.x(op, 0)}, axis={op.attrs['axis']})")

    def e_trans(self, op):
        self.bind(op, f"gl.permute({self.x(op, 0)}, (1, 0))")

    def e_dot(self, op, is_async):
        a, b = op.operands[0], op.operands[1]
        if not isinstance(b.type, SmemT):
            raise error(op.span, "wgmma reads its B operand from shared memory: pass a shared-memory slot")
        r = op.results[0]
        if len(op.operands) > 2:
            acc, use = self.x(op, 2), ""
        else:
            acc = f"gl.zeros({list(r.type.shape)}, {GL_DTYPE[r.type.dtype]}, layout={self.lname(self.plan.of(r))})"
            use = ", use_acc=False"
        asy = ", is_async=True" if is_async else ""
        a_expr = self.x(op, 0)
        if is_async and not isinstance(a.type, SmemT):
            # wgmma reads a register A operand asynchronously: name it, so the wait can keep it alive (deps)
            self.async_a[r] = pyname(r.name) + "_a"
            self.out.line(f"{self.async_a[r]} = {a_expr}", op)
            a_expr = self.async_a[r]
        self.bind(op, f"warpgroup_mma({a_expr}, {self.ref(b)}, {acc}{use}{asy})")

    def e_dot_async(self, op):
        self.e_dot(op, True)

    def e_dot_sync(self, op):
        self.e_dot(op, False)

    def e_dot_wait(self, op):
        n = op.attrs.get("pending", 0)
        x = op.operands[0]
        if x in self.async_a:
            self.bind(op, f"warpgroup_mma_wait(num_outstanding={n}, deps=({self.ref(x)}, {self.async_a[x]}))[0]")
        else:
            self.bind(op, f"warpgroup_mma_wait(num_outstanding={n}, deps=({self.ref(x)},))")

    def e_view(self, op):
        base = self.ref(op.operands[0])
        if op.name in ("smem_slot", "bar_at"):
            self.expr[op.results[0]] = f"{base}.index({self.ref(op.operands[1])})"
        else:  # smem_trans
            self.expr[op.results[0]] = f"{base}.permute((1, 0))"

    def e_smem_load(self, op):
        self.bind(op, f"{self.ref(op.operands[0])}.load({self.lname(self.plan.of(op.results[0]))})")

    def e_smem_store(self, op):
        self.out.line(f"{self.ref(op.operands[0])}.store({self.ref(op.operands[1])})", op)

    def e_expect(self, op):
        self.out.line(f"mbarrier.expect({self.ref(op.operands[0])}, {self.ref(op.operands[1])})", op)

    def e_arrive(self, op):
        if self.num_warps > 1 and self.read_smem_in_block(op):
            # every warp of the partition must be done reading the slot before one thread releases it
            self.out.line("gl.thread_barrier()", op)
        self.out.line(f"mbarrier.arrive({self.ref(op.operands[0])}, count={op.attrs.get('count', 1)})", op)

    def e_wait(self, op):
        if len(op.operands) != 2:
            raise error(op.span, "internal: wait without a phase reached the Gluon backend (derive-phases did not run)")
        self.out.line(f"mbarrier.wait({self.ref(op.operands[0])}, {self.ref(op.operands[1])})", op)

    def e_fence(self, op):
        self.out.line("fence_async_shared()", op)

    def tma_coords(self, t, idx, block):
        """[row, col] of a block of the 2-D view [T, d1*...*dl] of tensor t."""
        p = self.k.param_of[t]
        dims = p["dims"]
        jag = bool(t.type.jagged_by)
        R, C = block
        seq = None
        if jag:
            seq, idx = idx[0], idx[1:]
        i = [self.ref(v) for v in idx]
        row = f"{_paren(i[0])} * {R}" if i[0] != "0" else "0"
        if jag:
            row = f"{self.seq_bound(pyname(t.type.jagged_by), self.ref(seq))} + {row}"
        rank = len(dims)
        if rank == 1:
            return row, "0"
        mid = i[1:rank - 1]
        flat = None
        for j, e in enumerate(mid):
            flat = e if flat is None else f"{_paren(flat)} * {self.k.dim_expr(dims[1 + j])} + {_paren(e)}"
        col = f"{_paren(flat)} * {self.k.dim_expr(dims[-1])}" if flat is not None else ""
        if len(i) == rank:
            last = f"{_paren(i[-1])} * {C}"
            col = f"{col} + {last}" if col else last
        return row, col or "0"

    def e_tma_load(self, op):
        dst, t = op.operands[0], op.operands[1]
        idx, bar = op.operands[2:-1], op.operands[-1]
        block = tuple(dst.type.shape)
        desc = self.k.descs[(self.k.param_of[t]["name"], block)]
        row, col = self.tma_coords(t, idx, block)
        self.out.line(f"tma.async_copy_global_to_shared({desc}, [{row}, {col}], {self.ref(bar)}, {self.ref(dst)})", op)

    def e_tma_store(self, op):
        t, idx, src = op.operands[0], op.operands[1:-1], op.operands[-1]
        block = tuple(src.type.shape)
        desc = self.k.descs[(self.k.param_of[t]["name"], block)]
        row, col = self.tma_coords(t, idx, block)
        self.out.line(f"tma.async_copy_shared_to_global({desc}, [{row}, {col}], {self.ref(src)})", op)
        self.out.line("tma.store_wait(0)", op)

    def access(self, op, idx_ops_start):
        """(pointer expression, bounds mask or None) of a load/store; index operands start at idx_ops_start."""
        t = op.operands[0]
        p = self.k.param_of[t]
        jag = bool(op.attrs.get("jagged"))
        nidx = op.attrs["nidx"]
        base = idx_ops_start + (1 if jag else 0)
        terms, masks = [], []
        name = pyname(p["name"])
        for ax in range(nidx):
            v = op.operands[base + ax]
            e = self.x(op, base + ax)
            tile = isinstance(v.type, ValT) and v.type.shape
            stride = f"{name}_stride{ax}"
            if ax == 0 and jag:
                seq = self.ref(op.operands[idx_ops_start])
                off = pyname(t.type.jagged_by)
                start = self.seq_bound(off, seq)
                terms.append(f"({start} + {_paren(e)}).to(gl.int64) * {stride}")
                if tile:  # inside the sequence, and inside the tensor whatever the offsets hold
                    masks.append(f"({_paren(e)} < {self.seq_bound(off, seq, hi=True)} - {start})")
                    masks.append(f"({start} + {_paren(e)} < {self.k.dim_expr(p['dims'][0])}) & ({start} >= 0)")
            else:
                terms.append(f"{_paren(e)}{'.to(gl.int64)' if ax == 0 else ''} * {stride}" if tile or ax == 0
                             else f"{_paren(e)} * {stride}")
                if tile:
                    masks.append(f"({_paren(e)} < {self.k.dim_expr(p['dims'][ax])})")
        ptr = f"{name} + " + " + ".join(terms)
        return ptr, masks

    def e_load(self, op):
        if not any(r in self.used for r in op.results):
            self.out.line(f"# (unused load of {self.k.param_of[op.operands[0]]['name']} dropped)", op)
            return
        ptr, masks = self.access(op, 1)
        m = " & ".join(masks)
        if m:
            self.bind(op, f"gl.load({ptr}, mask={m}, other=0)")
        else:
            self.bind(op, f"gl.load({ptr})")

    def e_store(self, op):
        jag = bool(op.attrs.get("jagged"))
        vi = 1 + (1 if jag else 0) + op.attrs["nidx"]
        ptr, masks = self.access(op, 1)
        if op.attrs.get("masked"):
            masks.append(_paren(self.x(op, vi + 1)))
        m = " & ".join(masks)
        val = self.x(op, vi)
        self.out.line(f"gl.store({ptr}, {val}" + (f", mask={m})" if m else ")"), op)

    def e_for(self, op):
        o = self.out
        blk = op.regions[0]
        n = len(op.operands) - 3
        if len(blk.args) != 1 + n:
            raise error(op.span, "internal: a loop with extra region arguments (a pipeline that derive-phases did "
                        "not rewrite) reached the Gluon backend")
        iv, carried = blk.args[0], blk.args[1:]
        for a, init_i in zip(carried, range(3, 3 + n)):
            e = self.ref(op.operands[init_i])
            lay = self.plan.of(a)
            if lay is not None and self.plan.of(op.operands[init_i]) != lay:
                e = f"gl.convert_layout({e}, {self.lname(lay)})"
            o.line(f"{pyname(a.name)} = {e}", op)
            self.expr[a] = pyname(a.name)
        lo, hi, st = (self.ref(v) for v in op.operands[:3])
        rng = f"range({lo}, {hi})" if st == "1" else f"range({lo}, {hi}, {st})"
        o.line(f"for {pyname(iv.name)} in {rng}:", op)
        self.expr[iv] = pyname(iv.name)
        o.depth += 1
        self.block(blk.ops)
        y = blk.ops[-1]
        if n:
            ys = []
            for a, v in zip(carried, y.operands):
                e = self.ref(v)
                if self.plan.of(a) is not None and self.plan.of(v) != self.plan.of(a):
                    e = f"gl.convert_layout({e}, {self.lname(self.plan.of(a))})"
                ys.append(e)
            o.line(f"{', '.join(pyname(a.name) for a in carried)} = {', '.join(ys)}", y)
        if not blk.ops or all(b.name == "yield" for b in blk.ops) and not n:
            o.line("pass")
        o.depth -= 1
        for r, a in zip(op.results, carried):
            self.expr[r] = pyname(a.name)

    def e_if(self, op):
        o = self.out
        res = [pyname(r.name) for r in op.results]
        o.line(f"if {self.ref(op.operands[0])}:", op)
        for i, blk in enumerate(op.regions):
            if i == 1:
                o.line("else:")
            o.depth += 1
            self.block(blk.ops)
            y = blk.ops[-1]
            if res:
                ys = []
                for r, v in zip(op.results, y.operands):
                    e = self.ref(v)
                    if self.plan.of(r) is not None and self.plan.of(v) != self.plan.of(r):
                        e = f"gl.convert_layout({e}, {self.lname(self.plan.of(r))})"
                    ys.append(e)
                o.line(f"{', '.join(res)} = {', '.join(ys)}", y)
            elif len(blk.ops) <= 1:
                o.line("pass")
            o.depth -= 1
        for r, n in zip(op.results, res):
            self.expr[r] = n

    def e_static_print(self, op):
        self.out.line("# static_print omitted", op)


def _paren(e: str) -> str:
    e = str(e)
    if e.isidentifier() or e.replace(".", "").replace("_", "").isalnum() or (e.startswith("(") and e.endswith(")")
                                                                             and _balanced(e[1:-1])):
        return e
    if e.endswith(")") and "(" in e and e[:e.index("(")].replace(".", "").replace("_", "").isalnum() and _balanced(e[e.index("(") + 1:-1]):
        return e  # a call
    return f"({e})"


def _balanced(s):
    d = 0
    for ch in s:
        d += ch == "("
        d -= ch == ")"
        if d < 0:
            return False
    return d == 0


EMIT = {
    "const": PartitionGen.e_const, "dim": PartitionGen.e_dim, "num_seqs": PartitionGen.e_num_seqs,
    "seq_start": PartitionGen.e_seq_start, "seq_len": PartitionGen.e_seq_len,
    **{n: PartitionGen.e_binary for n in list(BINOP) + list(CALL2)},
    **{n: PartitionGen.e_unary for n in list(CALL1) + ["neg", "not", "tanh"]},
    "cast": PartitionGen.e_cast, "where": PartitionGen.e_where, "arange": PartitionGen.e_arange,
    "full": PartitionGen.e_full, "expand_dims": PartitionGen.e_expand_dims, "reduce": PartitionGen.e_reduce,
    "trans": PartitionGen.e_trans, "dot": PartitionGen.e_dot_sync, "dot_async": PartitionGen.e_dot_async,
    "dot_wait": PartitionGen.e_dot_wait, "smem_slot": PartitionGen.e_view, "smem_trans": PartitionGen.e_view,
    "bar_at": PartitionGen.e_view, "smem_load": PartitionGen.e_smem_load, "smem_store": PartitionGen.e_smem_store,
    "expect": PartitionGen.e_expect, "arrive": PartitionGen.e_arrive, "wait": PartitionGen.e_wait,
    "fence": PartitionGen.e_fence, "tma_load": PartitionGen.e_tma_load, "tma_store": PartitionGen.e_tma_store,
    "load": PartitionGen.e_load, "store": PartitionGen.e_store, "for": PartitionGen.e_for, "if": PartitionGen.e_if,
    "static_print": PartitionGen.e_static_print,
}


# ===================================================================================== kernel + launcher
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
        regs = [r or 64 for r in regs]
    out.line(f"], {warps}, {regs})", k.tiles)
    return out.lines


def gen_launcher(k: KernelInfo) -> list:
    out = Out()
    n = pyname(k.name)
    sig = [pyname(p["name"]) for p in k.params]
    extra = ["max_seqlen=None"] if k.kind == "jagged" else []
    extra.append("num_programs=None")
    out.line(f"def {n}_prepare({', '.join(sig)}, *, {', '.join(extra)}):")
    out.depth = 1
    out.line('"""Checks the arguments and returns (grid, kernel arguments, launch options)."""')
    for p in k.params:
        pn = pyname(p["name"])
        if p["kind"] in ("tensor", "jagged"):
            out.line(f"_check_tensor({pn!r}, {pn}, {TORCH_DTYPE[p['dtype']]}, {len(p['dims'])})")
    for sym, (pname, ax) in k.dims.items():
        out.line(f"{pyname(sym)} = {pyname(pname)}.shape[{ax}]")
    for p in k.params:
        if p["kind"] in ("tensor", "jagged"):
            for ax, d in enumerate(p["dims"]):
                if d in k.constexprs:
                    out.line(f"_check_dim({pyname(p['name'])!r}, {pyname(p['name'])}, {ax}, {k.constexprs[d]}, "
                             f"'compile-time parameter {d}')")
                elif k.dims[d][0] != p["name"]:
                    out.line(f"_check_dim({pyname(p['name'])!r}, {pyname(p['name'])}, {ax}, {pyname(d)}, {d!r})")
    # host copies of the kernel-level scalar code (grid sizes)
    env = {}
    for o in k.kernel_ops:
        if o.name == "const":
            env[o.results[0]] = literal(o.attrs["value"], o.results[0].type.dtype)
        elif o.name == "dim":
            p = k.param_of[o.operands[0]]
            env[o.results[0]] = k.dim_expr(p["dims"][o.attrs["axis"]])
        elif o.name in BINOP or o.name in HOST_CALL2:
            a, b = (env[v] for v in o.operands)
            if o.name in HOST_CALL2:
                e = f"{HOST_CALL2[o.name]}({a}, {b})"
            else:
                e = f"({a} {BINOP[o.name].replace('/', '//') if o.name == 'div' and o.results[0].type.dtype.startswith('i') else BINOP[o.name]} {b})"
            out.line(f"{pyname(o.results[0].name)} = {e}", o)
            env[o.results[0]] = pyname(o.results[0].name)
        elif o.name == "num_seqs":
            env[o.results[0]] = f"({pyname(o.operands[0].type.jagged_by)}.shape[0] - 1)"
    args = []
    for p in k.params:
        pn = pyname(p["name"])
        if p["kind"] in ("tensor", "jagged"):
            for (q, blk), d in k.descs.items():
                if q == p["name"]:
                    out.line(f"{d} = _descriptor({pn}, {list(blk)}, {GL_DTYPE[p['dtype']]})")
                    args.append(d)
            if p["name"] in k.ptr_used:
                args.append(pn)
            if p["name"] in k.strided:
                args += [f"{pn}.stride({i})" for i in range(len(p["dims"]))]
        else:
            args.append(pn)
    args += [pyname(d) for d in k.dims]
    sizes = [env[v] for v in k.tiles.operands if isinstance(v.type, ValT)]
    dev = pyname(next(p["name"] for p in k.params if p["kind"] in ("tensor", "jagged")))
    if k.kind == "jagged":
        jt = k.tiles.operands[0]
        tn = pyname(k.param_of[jt]["name"])
        off = pyname(jt.type.jagged_by)
        blk = k.tiles.attrs["block"]
        out.line(f"tile_table, tile_count, max_tiles = _jagged_tiles({off}, {blk}, max_seqlen, "
                 f"{k.tiles.attrs.get('order', 'longest_first')!r}, total={tn}.shape[0])", k.tiles)
        rs = " * ".join(f"({s})" for s in sizes) or "1"
        out.line(f"num_tiles = max_tiles * {rs}")
        args += ["tile_table", "tile_count"]
    else:
        out.line(f"num_tiles = {' * '.join(f'({s})' for s in sizes)}", k.tiles)
    if k.persistent or k.kind == "jagged":
        if k.persistent:
            out.line(f"progs = num_programs or _num_sms({dev}.device)")
            out.line("grid = (max(1, min(num_tiles, progs)),)")
        else:
            out.line("grid = (max(1, num_tiles),)")
    else:
        out.line(f"grid = ({', '.join(sizes)},)")
    out.line(f"return grid, ({', '.join(args)},), dict(num_warps={k.num_warps})")
    out.depth = 0
    out.line("")
    out.line("")
    out.line(f"def {n}({', '.join(sig)}, *, {', '.join(extra)}):")
    out.line(f'    """Launch {k.name} on CUDA tensors (outputs are written in place)."""')
    pass_extra = ", ".join(f"{e.split('=')[0]}={e.split('=')[0]}" for e in extra)
    out.line(f"    grid, args, opts = {n}_prepare({', '.join(sig)}, {pass_extra})")
    out.line("    if grid[0] == 0:")
    out.line("        return")
    out.line(f"    {n}_kernel[grid](*args, **opts)")
    out.line("")
    out.line("")
    # example CPU arguments for ahead-of-time compilation
    out.line(f"def {n}_example():")
    out.line('    """Small CPU arguments with the launch signature of real ones (for AOT compilation)."""')
    ex = {}
    for p in k.params:
        if p["kind"] in ("tensor", "jagged"):
            shape = []
            for d in p["dims"]:
                if d in k.constexprs:
                    shape.append(str(k.constexprs[d]))
                else:
                    shape.append(str(ex.setdefault(d, 256)))
            if any(p2.get("offsets") == p["name"] for p2 in k.params):
                shape = ["5"]
            ex[p["name"]] = shape
    lines = []
    for p in k.params:
        pn = pyname(p["name"])
        if p["kind"] in ("tensor", "jagged"):
            if any(p2.get("offsets") == p["name"] for p2 in k.params):
                lines.append(f"{pn} = torch.tensor([0, 64, 64, 160, 256], dtype=torch.int32)")
            else:
                lines.append(f"{pn} = torch.zeros({', '.join(ex[p['name']])}, dtype={TORCH_DTYPE[p['dtype']]})")
        else:
            lines.append(f"{pn} = {literal(3, p['dtype'])}")
    for ln in lines:
        out.line("    " + ln)
    kw = ", max_seqlen=96" if k.kind == "jagged" else ""
    out.line(f"    return {n}_prepare({', '.join(sig)}{kw}, num_programs=132)")
    return out.lines


PRELUDE = '''# Generated by tlx from {path}. Do not edit: edit the .tlx source and recompile.
# Warp-specialized Gluon for Hopper (triton 3.6.0); needs only torch and triton at run time.
import torch
import triton
import triton.language as tl
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.nvidia.hopper import TensorDescriptor
from triton.experimental.gluon.language.nvidia.hopper import (
    tma, mbarrier, fence_async_shared, warpgroup_mma, warpgroup_mma_wait)


def _descriptor(t, block, dtype):
    """TMA descriptor of the 2-D view [T, d1*...*dl] of t, with block [R, C]."""
    view = t.flatten(1) if t.dim() != 2 else t  # (reshape(T, -1) fails when T == 0)
    if view.shape[0] == 0:  # e.g. a jagged tensor whose sequences are all empty: no block is ever read
        view = torch.zeros((1, view.shape[1]), dtype=t.dtype, device=t.device)
    return TensorDescriptor.from_tensor(view, block, gl.NVMMASharedLayout.get_default_for(block, dtype))


def _num_sms(device):
    if device.type == "cuda":
        return torch.cuda.get_device_properties(device).multi_processor_count
    return 132


'''


def generate(module: Module, path: str = "<module>") -> str:
    parts = [PRELUDE.format(path=path), HOST_RUNTIME.lstrip("\n"), "\n\n"]
    names = []
    for kop in module.kernels():
        k = KernelInfo(kop)
        names.append(k.name)
        for role in k.roles:
            pg = PartitionGen(k, role)
            pg.used = {v for op in kop.walk() for v in op.operands}
            parts.append("\n".join(pg.generate()) + "\n\n")
        parts.append("\n".join(gen_kernel(k)) + "\n\n\n")
        parts.append("\n".join(gen_launcher(k)) + "\n\n\n")
    parts.append("TLX_KERNELS = {" + ", ".join(
        f"{n!r}: ({pyname(n)}_kernel, {pyname(n)}_prepare, {pyname(n)}_example)" for n in names) + "}\n")
    src = "".join(parts)
    return src
