"""Portable backend: scheduled (sequentialized) IR -> `@triton.jit` source plus a host launcher.

Table-driven: each op name maps to an emitter that formats Python; all decisions were made by passes.
The generated module needs torch and triton only. Names come from the tlx source and every line carries
the tlx `line:col` it came from.
"""
from __future__ import annotations

import keyword
import math

from ..diagnostics import error
from ..ir.core import Module, Op, Value
from ..ir.dtypes import DTYPE_TABLE
from ..ir.types import is_float
from .host_runtime import HOST_RUNTIME
from . import tile_decode
from .launcher import gen_launcher
from .pyemit import PARAM_ENTRY, SEQ_CLAMP, inside, is_int_scalar, literal, pyname, ring_add, scalar_param

TL_DTYPE = {n: d.triton for n, d in DTYPE_TABLE.items()}  # the one dtype table (tlx/ir/dtypes.py)
_RESERVED = {"tl", "triton", "torch", "math", "range", "min", "max", "sum", "abs", "len", "int", "float"}

BINARY = {"add": "({a} + {b})", "sub": "({a} - {b})", "mul": "({a} * {b})", "mod": "({a} % {b})",
          "floordiv": "({a} // {b})", "lt": "({a} < {b})", "le": "({a} <= {b})", "gt": "({a} > {b})",
          "ge": "({a} >= {b})", "eq": "({a} == {b})", "ne": "({a} != {b})", "and": "({a} & {b})",
          "or": "({a} | {b})", "xor": "({a} ^ {b})", "maximum": "tl.maximum({a}, {b})",
          "minimum": "tl.minimum({a}, {b})",
          "cdiv": "tl.where({a} % {b} > 0, {a} // {b} + 1, {a} // {b})"}  # (no a + b - 1: pyemit.CALL2)
UNARY = {"neg": "(-{a})", "not": "({a} == 0)", "exp": "tl.exp({a})", "exp2": "tl.exp2({a})", "log": "tl.log({a})",
         "log2": "tl.log2({a})", "sqrt": "tl.sqrt({a})", "rsqrt": "tl.rsqrt({a})", "abs": "tl.abs({a})",
         "sin": "tl.sin({a})", "cos": "tl.cos({a})", "tanh": "(2.0 / (1.0 + tl.exp(-2.0 * {a})) - 1.0)",
         "sigmoid": "(1.0 / (1.0 + tl.exp(-{a})))"}
# Reductions go through tl.reduce with combine functions defined in the generated module itself: triton's own
# tl.sum/tl.max are @jit functions built when triton is imported, so they would not run under the CPU
# interpreter unless TRITON_INTERPRET was set before that import; these are built with the module.
REDUCE = {"sum": "_tlx_sum", "max": "_tlx_max", "min": "_tlx_min"}
_COMBINE = """
@triton.jit
def _tlx_sum(a, b):
    return a + b


@triton.jit
def _tlx_max(a, b):
    return tl.maximum(a, b)


@triton.jit
def _tlx_min(a, b):
    return tl.minimum(a, b)
"""
# kernel parameter names of a tensor's arguments (kernel attr `kernel_args`)
ARG_NAME = {"ptr": "{t}_ptr", "stride": "{t}_stride{axis}", "size": "{t}_size{axis}"}


def _lit(v):
    if isinstance(v, bool):
        return "True" if v else "False"
    if isinstance(v, float):
        if math.isinf(v):
            return "float('inf')" if v > 0 else "float('-inf')"
        if math.isnan(v):
            return "float('nan')"
        return repr(v)
    return repr(v)


class _Emitter:
    def __init__(self, kernel: Op, interpret: bool):
        self.k = kernel
        self.interpret = interpret
        self.lines: list = []
        self.names: dict = {}
        self.used: set = set()
        self.defs: dict = {}  # Value -> defining op
        self.tensor_params: dict = {}
        self.jagged_offsets: dict = {}
        self.constexprs = dict(kernel.attrs.get("constexprs", {}))
        for op in kernel.walk():
            for r in op.results:
                self.defs[r] = op

    # ---- naming
    def n(self, v: Value) -> str:
        if v in self.names:
            return self.names[v]
        base = v.name.replace(".", "_")
        if base[0].isdigit():
            base = "v" + base
        if keyword.iskeyword(base) or base in _RESERVED:
            base += "_"
        name, i = base, 1
        while name in self.used:
            name = f"{base}_{i}"
            i += 1
        self.used.add(name)
        self.names[v] = name
        return name

    def dt(self, dtype: str) -> str:
        if self.interpret and dtype == "bf16":
            return "tl.float32"  # the 3.6.0 interpreter computes bf16 wrongly: compute in fp32
        return TL_DTYPE[dtype]

    def ref(self, v: Value) -> str:
        d = self.defs.get(v)
        if d is not None and d.name == "const":
            return _lit(d.attrs["value"])
        return self.n(v)

    def typed(self, v: Value) -> str:
        """A value with a definite dtype (loop-carried and branch values must not be python literals)."""
        d = self.defs.get(v)
        if d is not None and d.name == "const":
            return f"tl.full([], {_lit(d.attrs['value'])}, {self.dt(v.type.dtype)})"
        return self.n(v)

    def line(self, depth, text, op=None):
        loc = f"  # {op.span.line}:{op.span.col}" if op is not None and op.span.line else ""
        self.lines.append("    " * depth + text + loc)

    # ---- signature
    def params(self):
        """The kernel's parameters, in plan-portable's order (kernel attr `kernel_args`)."""
        by_name = {p["name"]: a for p, a in zip(self.k.attrs["params"], self.k.regions[0].args)}
        out = []
        for spec in self.k.attrs["kernel_args"]:
            a = by_name.get(spec.get("param"))
            if spec["kind"] == "tile_table":
                out.append("tile_table_ptr")
            elif spec["kind"] == "tile_decode":
                out.append(f"{spec['name']}: tl.constexpr")
            elif spec["kind"] == "scalar":
                out.append(scalar_param(self.n(a), a.type.dtype))
            else:
                self.tensor_params[a] = self.n(a)
                out.append(ARG_NAME[spec["kind"]].format(t=self.n(a), axis=spec.get("axis")))
        return out

    def offsets_ptr(self, t: Value) -> str:
        return f"{t.type.jagged_by}_ptr"

    # ---- body
    def block(self, ops, depth):
        for op in ops:
            if op.name == "yield":
                continue
            getattr(self, "op_" + op.name, self.op_generic)(op, depth)

    def op_generic(self, op, depth):
        if op.name in BINARY:
            a, b = (self.ref(v) for v in op.operands)
            rhs = ring_add(a, b, op.attrs["ring_period"]) if op.attrs.get("ring_period") else \
                BINARY[op.name].format(a=a, b=b)
            self.line(depth, f"{self.n(op.result)} = {rhs}", op)
            return
        if op.name in UNARY:
            self.line(depth, f"{self.n(op.result)} = {UNARY[op.name].format(a=self.ref(op.operands[0]))}", op)
            return
        raise NotImplementedError(f"portable backend cannot emit op '{op.name}' (run the triton pass pipeline first)")

    def op_thread_barrier(self, op, depth):  # (order-global: a role reading back a tensor it writes)
        self.line(depth, "tl.debug_barrier()", op)

    def op_const(self, op, depth):
        pass  # constants are inlined as literals at their uses

    def op_require(self, op, depth):
        pass  # a launch precondition: the launcher checks it

    def op_div(self, op, depth):
        a, b = (self.ref(v) for v in op.operands)
        sym = "/" if is_float(op.result.type.dtype) else "//"
        self.line(depth, f"{self.n(op.result)} = ({a} {sym} {b})", op)

    def extent(self, t, axis):
        """A tensor's extent along an axis: the literal where the signature names a compile-time parameter (the
        launcher checks the tensor against it), so that triton sees a bounds mask like `cols < 128` over
        `arange(128)` as constant along the axis and vectorizes the access; the runtime size otherwise."""
        d = t.type.dims[axis]
        if d in self.constexprs:
            return literal(self.constexprs[d], "i32")
        return f"{self.tensor_params[t]}_size{axis}"

    def op_dim(self, op, depth):
        t = op.operands[0]
        self.line(depth, f"{self.n(op.result)} = {self.extent(t, op.attrs['axis'])}", op)

    def op_num_seqs(self, op, depth):
        t = op.operands[0]
        self.line(depth, f"{self.n(op.result)} = {t.type.jagged_by}_size0 - 1", op)

    def seq_bounds(self, t, seq):
        """(start, length) of sequence `seq`, each clamped to [0, rows] as the protocol proof assumes (pyemit.SEQ_CLAMP),
        0 for an index outside [0, num_seqs) (an empty sequence, never the words past the offsets): as in the Gluon
        build (gluon_exprs.seq_bounds)."""
        m = inside("tl", seq, f"({t.type.jagged_by}_size0 - 1)", "i64")
        lo, hi = (f"tl.load({self.offsets_ptr(t)} + {seq}{x}, mask={m}, other=0)" for x in ("", " + 1"))
        rows = self.rows_of(t)
        return SEQ_CLAMP.format(lib="tl", x=lo, rows=rows), SEQ_CLAMP.format(lib="tl", x=f"{hi} - {lo}", rows=rows)

    def op_seq_start(self, op, depth):
        t, s = op.operands
        self.line(depth, f"{self.n(op.result)} = {self.seq_bounds(t, self.ref(s))[0]}", op)

    def op_seq_len(self, op, depth):
        t, s = op.operands
        self.line(depth, f"{self.n(op.result)} = {self.seq_bounds(t, self.ref(s))[1]}", op)

    def rows_of(self, t):
        return self.extent(t, 0)

    def op_cast(self, op, depth):
        src = op.operands[0]
        to = op.result.type.dtype
        if to == "i1":
            rhs = f"({self.ref(src)} != 0)"
        else:
            # (a scalar may be a Python int: a constant, or a loop variable on the CPU interpreter, whose range
            # yields ints; tl.cast takes both)
            rhs = f"{self.ref(src)}.to({self.dt(to)})" if src.type.shape else \
                f"tl.full([], {self.ref(src)}, {self.dt(to)})" if self.defs.get(src, op).name == "const" else \
                f"tl.cast({self.ref(src)}, {self.dt(to)})"
        self.line(depth, f"{self.n(op.result)} = {rhs}", op)

    def op_where(self, op, depth):
        c, a, b = (self.ref(v) for v in op.operands)
        self.line(depth, f"{self.n(op.result)} = tl.where({c}, {a}, {b})", op)

    def op_arange(self, op, depth):
        self.line(depth, f"{self.n(op.result)} = tl.arange(0, {op.attrs['n']})", op)

    def op_full(self, op, depth):
        v = op.operands[0]
        shape = list(op.result.type.shape)
        dt = self.dt(op.result.type.dtype)
        if self.defs.get(v) is not None and self.defs[v].name == "const":
            rhs = f"tl.full({shape}, {self.ref(v)}, {dt})"
        else:
            # (tl.zeros is a @jit helper, which the CPU interpreter runs only if it was on at import time)
            rhs = f"(tl.full({shape}, 0, {dt}) + {self.ref(v)})"
        self.line(depth, f"{self.n(op.result)} = {rhs}", op)

    def op_expand_dims(self, op, depth):
        self.line(depth, f"{self.n(op.result)} = tl.expand_dims({self.ref(op.operands[0])}, {op.attrs['axis']})", op)

    def op_broadcast(self, op, depth):
        self.line(depth, f"{self.n(op.result)} = tl.broadcast_to({self.ref(op.operands[0])}, {list(op.result.type.shape)})", op)

    def op_reduce(self, op, depth):
        x = self.ref(op.operands[0])
        rhs = f"tl.reduce({x}, {op.attrs['axis']}, {REDUCE[op.attrs['kind']]})"  # widen-sums widened 16-bit sums
        self.line(depth, f"{self.n(op.result)} = {rhs}", op)

    def op_trans(self, op, depth):
        self.line(depth, f"{self.n(op.result)} = tl.trans({self.ref(op.operands[0])})", op)

    def op_dot(self, op, depth):
        a, b = self.ref(op.operands[0]), self.ref(op.operands[1])
        acc = f", {self.ref(op.operands[2])}" if len(op.operands) == 3 else ""
        self.line(depth, f"{self.n(op.result)} = tl.dot({a}, {b}{acc})", op)

    op_dot_async = op_dot  # the portable backend runs matrix products synchronously

    def op_dot_wait(self, op, depth):
        self.line(depth, f"{self.n(op.result)} = {self.ref(op.operands[0])}", op)

    def _address(self, op, n_idx):
        t = op.operands[0]
        tn = self.tensor_params[t]
        jag = op.attrs.get("jagged")
        seq = op.operands[1] if jag else None
        idx = op.operands[1 + (1 if jag else 0): 1 + (1 if jag else 0) + n_idx]
        # (the first axis's offset in 64 bits, the others in 32: the launchers refuse a wider span along them)
        terms = [f"tl.cast({self.ref(v)}, tl.int64) * {tn}_stride0" if i == 0 else f"{self.ref(v)} * {tn}_stride{i}"
                 for i, v in enumerate(idx)]
        masks = []
        # every index inside its axis (pyemit.inside: one unsigned comparison; what a load reads outside is zero, a
        # store there is dropped), a jagged row inside its sequence and inside the tensor whatever the offsets hold
        if jag:
            start, n = self.seq_bounds(t, self.ref(seq))
            e, dt = self.ref(idx[0]), idx[0].type.dtype
            terms[0] = f"tl.cast({start} + {e}, tl.int64) * {tn}_stride0"
            masks.append(inside("tl", e, n, dt))
            masks.append(inside("tl", f"{start} + {e}", self.extent(t, 0), dt))
        for i in range(1 if jag else 0, len(idx)):
            masks.append(inside("tl", self.ref(idx[i]), self.extent(t, i), idx[i].type.dtype))
        return f"{tn}_ptr + " + " + ".join(terms), masks

    def op_load(self, op, depth):
        ptr, masks = self._address(op, op.attrs["nidx"])
        mask = " & ".join(masks) if masks else "None"
        rhs = f"tl.load({ptr}, mask={mask}, other=0)"
        if self.interpret and op.result.type.dtype == "bf16":
            rhs += ".to(tl.float32)"
        self.line(depth, f"{self.n(op.result)} = {rhs}", op)

    def op_store(self, op, depth):
        nidx = op.attrs["nidx"]
        ptr, masks = self._address(op, nidx)
        off = 1 + (1 if op.attrs.get("jagged") else 0) + nidx
        val = op.operands[off]
        if op.attrs.get("masked"):
            masks.append(self.ref(op.operands[off + 1]))
        mask = " & ".join(masks) if masks else "None"
        v = self.ref(val)
        if self.interpret and val.type.dtype == "bf16":
            v = f"{v}.to(tl.bfloat16)"
        if op.attrs.get("reduce") == "add":  # relaxed: only the sum matters, not the order of the adds
            if self.interpret and val.type.dtype == "bf16":
                raise error(op.span, "a bf16 reduce-add store cannot run under Triton's CPU interpreter (it has no "
                                     "bf16 atomics): accumulate in f32")
            self.line(depth, f"tl.atomic_add({ptr}, {v}, mask={mask}, sem=\"relaxed\")", op)
        else:
            self.line(depth, f"tl.store({ptr}, {v}, mask={mask})", op)

    def op_for(self, op, depth):
        blk = op.regions[0]
        lo, hi, st = (self.ref(v) for v in op.operands[:3])
        iv, carried = blk.args[0], blk.args[1 + op.attrs.get("extra_args", 0):]
        for a, init in zip(carried, op.operands[3:]):
            self.line(depth, f"{self.n(a)} = {self.typed(init)}", op)
        self.line(depth, f"for {self.n(iv)} in range({lo}, {hi}, {st}):", op)
        self.block(blk.ops, depth + 1)
        y = blk.ops[-1]
        for a, v in zip(carried, y.operands):
            self.line(depth + 1, f"{self.n(a)} = {self.typed(v)}")
        if not blk.ops[:-1] and not carried:
            self.line(depth + 1, "pass")
        for r, a in zip(op.results, carried):
            self.line(depth, f"{self.n(r)} = {self.n(a)}")

    def op_if(self, op, depth):
        self.line(depth, f"if {self.ref(op.operands[0])}:", op)
        for i, blk in enumerate(op.regions):
            if i:
                self.line(depth, "else:")
            self.block(blk.ops, depth + 1)
            for r, v in zip(op.results, blk.ops[-1].operands):
                self.line(depth + 1, f"{self.n(r)} = {self.typed(v)}")
            if len(blk.ops) == 1 and not op.results:
                self.line(depth + 1, "pass")

    def op_static_print(self, op, depth):
        pass

    def op_tiles(self, op, depth):
        blk = op.regions[0]
        dims = op.attrs["dims"]
        coords = blk.args[:-1]
        tile_iter = blk.args[-1]
        if op.attrs["kind"] == "grid":
            for i, c in enumerate(coords):
                self.line(depth, f"{self.n(c)} = tl.program_id({i})", op)
            self.line(depth, f"{self.n(tile_iter)} = 0")
            self.block(blk.ops, depth)
            return
        # jagged: program -> (entry of the launcher's tile table, range coordinates); heads vary fastest
        ranges = [v for d, v in zip(dims, op.operands) if d == "range"]
        self.line(depth, "pid = tl.program_id(0)", op)
        ci = 0
        inner = "pid"
        # decompose pid: range dims are minor (last first), the table entry is major
        range_coords = []
        for d in dims:
            if d == "blocks":
                seq_v, blk_v = coords[ci], coords[ci + 1]
                ci += 2
            else:
                range_coords.append(coords[ci])
                ci += 1
        for c, size in reversed(list(zip(range_coords, ranges))):
            self.line(depth, f"{self.n(c)} = {inner} % {self.ref(size)}")
            self.line(depth, f"{inner} = {inner} // {self.ref(size)}")
        # the tile source (codegen/tile_decode.py): decoded from the offsets for small batches, else the table
        self.line(depth, "if TILE_DECODE:")
        for ln in tile_decode.prologue(op.attrs["decode"], "tl") + tile_decode.lookup(
                "tl", "pid", self.n(seq_v), self.n(blk_v)):
            self.line(depth + 1, ln, None if ln.startswith("#") else op)
        self.line(depth, "else:")
        self.line(depth + 1, f"{self.n(seq_v)} = tl.load(tile_table_ptr + 2 * pid)")
        self.line(depth + 1, f"{self.n(blk_v)} = tl.load(tile_table_ptr + 2 * pid + 1)")
        self.line(depth, f"{self.n(tile_iter)} = 0")
        self.line(depth, f"if {self.n(seq_v)} >= 0:  # padding entries of the table do no work")
        self.block(blk.ops, depth + 1)
        self.line(depth + 1, "pass")

    # ---- whole kernel
    def kernel(self):
        name = self.k.attrs["sym_name"]
        params = self.params()
        tiles = next(op for op in self.k.regions[0].ops if op.name == "tiles")
        # sizes change with every batch: no value specialization, so a new batch size reuses the kernel
        # (and the integer scalars: gluon_kernel.gen_kernel says why)
        ints = {self.n(a) for spec in self.k.attrs["kernel_args"] if spec["kind"] == "scalar"
                for p, a in zip(self.k.attrs["params"], self.k.regions[0].args)
                if p["name"] == spec.get("param") and is_int_scalar(a)}
        names = [p.split(":")[0] for p in params]
        sizes = [p for p in names if "_size" in p or p in ints]
        self.line(0, f"@triton.jit(do_not_specialize={sizes!r})" if sizes else "@triton.jit")
        self.line(0, f"def {name}_kernel({', '.join(params)}):", self.k)
        for p, a in zip(self.k.attrs["params"], self.k.regions[0].args):  # (gluon_kernel.gen_kernel says why)
            if p["kind"] == "scalar" and a.type.dtype in PARAM_ENTRY and self.n(a) in names:
                self.line(1, PARAM_ENTRY[a.type.dtype].format(n=self.n(a), lib="tl"))
        self.block(self.k.regions[0].ops, 1)
        return params, tiles


def generate(module: Module, interpret: bool = False, path: str = "") -> str:
    runs = ("# Runs on: the Triton CPU interpreter (TRITON_INTERPRET=1 when this module is imported), torch, "
            "triton==3.6.0, numpy<2.4\n# (triton 3.6's interpreter fails on numpy 2.4); bf16 is computed in fp32."
            if interpret else "# Runs on: any GPU triton 3.6 supports, torch, triton==3.6.0; on the CPU compile "
            "with --interpret.")
    out = [f"# Generated by tlx from {path or module.file}. Do not edit: change the .tlx source.", runs,
           "# Each line ends with the tlx line:col it came from.", "import torch", "import triton",
           "import triton.language as tl", ""]
    out += HOST_RUNTIME.strip("\n").splitlines() + [""] + _COMBINE.rstrip("\n").splitlines()
    names = []
    for k in module.kernels():
        e = _Emitter(k, interpret)
        e.kernel()
        name = k.attrs["sym_name"]
        names.append(name)
        out += ["", ""] + e.lines + ["", ""] + gen_launcher(k, f"{name}_kernel")
    out += ["", "", "TLX_KERNELS = {" + ", ".join(f"{n!r}: ({n}_kernel, {pyname(n)}_prepare, {pyname(n)}_example)"
                                                for n in names) + "}"]
    return "\n".join(out) + "\n"
