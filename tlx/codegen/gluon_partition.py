"""One role as a Gluon partition function: the kernel- and tile-level scalar code the role needs, the loop over the
program's tiles, then the role body (its ops printed by gluon_exprs)."""
from __future__ import annotations

from ..diagnostics import error
from ..ir.core import Op
from ..ir.ops import tiles_jagged
from ..ir.verifier import in_flight_values
from .gluon_exprs import EMIT, GluonExprs
from .gluon_kernel import KernelInfo
from . import tile_decode
from .gluon_layouts import LayoutPlan, Slice, default_layout
from .pyemit import SEQ_CLAMP, Out, inside, literal, loc, pyname


class PartitionGen(GluonExprs):
    """Emits one role as a partition function."""

    def __init__(self, k: KernelInfo, role: Op):
        self.k = k
        self.role = role
        self.out = Out()
        self.expr: dict = {}
        self.layout_names: dict = {}
        self.layout_defs: list = []
        self.num_warps = role.attrs["warps"]
        self.bar_index: dict = {}  # bar_at result -> its index expression
        self.loop_ivs: list = []  # the induction variables of the loops being printed, innermost last
        self.in_flight = in_flight_values(role)  # values that may hold an async product (a loop carries it: e_for)
        mine = role.attrs["sym_name"]
        self.pre_kernel = [o for o in k.kernel_ops if mine in o.attrs.get("partitions", ())]
        self.pre_tile = [o for o in k.tile_ops if mine in o.attrs.get("partitions", ())]
        self.plan = LayoutPlan(self.pre_kernel + self.pre_tile + role.regions[0].ops, self.num_warps)
        for p, v in k.arg_of.items():
            self.expr[v] = pyname(p)
        for o in k.smem + k.bars:
            self.expr[o.results[0]] = pyname(o.attrs["sym_name"])

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

    def bind(self, op, text, v=None):
        v = v or op.results[0]
        n = pyname(v.name)
        self.out.line(f"{n} = {text}", op)
        self.expr[v] = n

    def block(self, ops):
        for op in ops:
            if op.name == "yield":
                continue
            fn = EMIT.get(op.name)
            if fn is None:
                raise error(op.span, f"the Gluon backend cannot generate '{op.name}' yet")
            fn(self, op)

    # ------------------------------------------------------------------ the function
    def generate(self):
        k, role = self.k, self.role
        self.async_a = {}  # async product -> names of the register A operands its wait keeps alive (its chain's)
        self.tile_seq = None  # name of the tile's sequence coordinate (jagged tile spaces)
        blk = role.regions[0]
        replica = blk.args[0]
        n_state = role.attrs.get("n_state", 0)
        states = blk.args[1:1 + n_state]
        params = k.kernel_params() + k.shared_args() + [f"{pyname(replica.name)}: gl.constexpr"]
        self.expr[replica] = pyname(replica.name)
        o = self.out
        o.depth = 1
        o.line(f"# kernel-level scalars")
        self.block(self.pre_kernel)
        for s, init in zip(states, role.attrs.get("state_init", [0] * n_state)):
            o.line(f"{pyname(s.name)} = {literal(init, s.type.dtype)}  # role state (carried across tiles)")
            self.expr[s] = pyname(s.name)
        turns = {o.attrs["turn"] for o in role.walk() if o.name == "wait" and o.attrs.get("turn")}
        base = k.op.attrs.get("named_turns", 0)
        if turns and base:  # (gluon_exprs.turn_bar: the last replica releases replica 0's first section)
            o.line(f"if {pyname(replica.name)} == {max(turns) - 1}:")
            o.line(f"    _tlx_bar_arrive({base}, {self.turn_threads()})")
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
        """The program's walk over its tiles, as tiles attr `schedule` says, then the hoisted sequence bounds."""
        k, o = self.k, self.out
        t = k.tiles
        outer = o.depth
        targs = t.regions[0].args
        names, tile_iter = targs[:-1], targs[-1]
        sizes = [self.ref(v) for v in t.operands]
        dims = t.attrs.get("dims", ())
        schedule = t.attrs["schedule"]
        for v in targs:
            self.expr[v] = pyname(v.name)
        if schedule == "program":
            for i, v in enumerate(names):
                o.line(f"{pyname(v.name)} = gl.program_id({i})", t)
            o.line(f"{pyname(tile_iter.name)} = 0")
            body()
            return
        if k.kind == "grid":
            o.line(f"num_tiles = {' * '.join(f'({s})' for s in sizes)}", t)
            range_sizes = list(zip(names, sizes))
        else:
            # jagged: tile table rows are (sequence, block), the dims nest in their written order (the first
            # slowest): `seq, m in blocks(..), h in range(H)` deals one table row's heads together, `h in range(H),
            # seq, m in blocks(..)` every row of head 0 first
            rs = [s for s, d in zip(sizes, dims) if d == "range"]
            per = " * ".join(f"({s})" for s in rs) if rs else "1"
            first = dims.index("blocks")
            entries = "dec_count" if first == 0 else "num_entries"  # (named only where it is not the slowest)
            # the tile source (codegen/tile_decode.py): decoded from the offsets for small batches, else the table
            # its own name, outside the numbered layouts (the role body's layout names do not shift)
            lay = "dec_layout"
            self.layout_defs.append(f"{lay}: gl.constexpr = {default_layout(1, self.num_warps).expr()}")
            o.line("if TILE_DECODE:", t)
            for ln in tile_decode.prologue(t.attrs["decode"], "gl", lay):
                o.line("    " + ln, None if ln.startswith("#") else t)
            if first:
                o.line("    num_entries = dec_count", t)
            o.line(f"    num_tiles = {entries} * {per}", t)
            o.line("else:")
            if first:
                o.line("    num_entries = gl.load(tile_count)", t)
                o.line(f"    num_tiles = {entries} * {per}", t)
            else:
                o.line(f"    num_tiles = gl.load(tile_count) * {per}", t)
            coords = iter(names)
            range_sizes = []
            for d, s in zip(dims, sizes):
                if d == "blocks":
                    seq_v, blk_v = next(coords), next(coords)
                    range_sizes.append((None, entries))
                else:
                    range_sizes.append((next(coords), s))
        if schedule == "dynamic":
            draws = self.role.attrs["sym_name"] == t.attrs["drawer"]
            schedule = "dynamic:" + ("alone" if not k.handoff else "draw" if draws else "take")
            self.layout_defs.append(f"tile_id_layout: gl.constexpr = {default_layout(1, self.num_warps).expr()}")
        for text, deeper, located in SCHEDULE_LINES[schedule]:
            o.line(text.format(it=pyname(tile_iter.name)), t if located else None)
            o.depth += deeper
        # the tile number in mixed radix, the last dim fastest (a table entry that is the first takes what is left,
        # and so does one behind dims of size 1 only: no division by the runtime entry count)
        rest = "tile"
        for i, (v, s) in reversed(list(enumerate(range_sizes))):
            name = pyname(v.name) if v is not None else "entry"
            whole = v is None and all(str(x) == "1" for _, x in range_sizes[:i])
            o.line(f"{name} = {rest}" if whole else f"{name} = {rest} % ({s})", t)
            rest = f"{rest} // ({s})" if rest == "tile" else f"({rest}) // ({s})"
        if k.kind == "jagged":
            seq = pyname(seq_v.name)
            o.line("if TILE_DECODE:", t)
            for ln in tile_decode.lookup("gl", "entry", seq, pyname(blk_v.name)):
                o.line("    " + ln, None if ln.startswith("#") else t)
            o.line("else:")
            o.line(f"    {seq} = gl.load(tile_table + 2 * entry)", t)
            o.line(f"    {pyname(blk_v.name)} = gl.load(tile_table + 2 * entry + 1)", t)
            # the tile space's own offsets unmasked: a tile's sequence comes from the tile table or the decoder,
            # which count the sequences of these offsets, so 0 <= seq < num_seqs for every tile that runs (this is
            # the per-tile path of the 1-warp load role, 24 registers); other offsets may hold fewer sequences
            # (start, length and their sum, each clamped as every reader does: gluon_exprs.seq_bounds)
            own = tiles_jagged(t)[0].type.jagged_by
            for off in self.role.attrs.get("seq_bounds", ()):
                m = "" if off == own else f", mask={inside('gl', seq, self.num_seqs(pyname(off)))}, other=0"
                rows = self.k.dim_expr(next(p for p in self.k.params if p.get("offsets") == off)["dims"][0])
                n = pyname(off)
                o.line(f"{n}_lo = gl.load({n} + {seq}{m})", t)
                o.line(f"{n}_n = {SEQ_CLAMP.format(lib='gl', x=f'gl.load({n} + {seq} + 1{m}) - {n}_lo', rows=rows)}", t)
                o.line(f"{n}_lo = {SEQ_CLAMP.format(lib='gl', x=f'{n}_lo', rows=rows)}", t)
                o.line(f"{n}_hi = {n}_lo + {n}_n", t)
        body()
        o.depth = outer


# (line, indent after it, carries the tiles statement's line:col) per tile schedule; {it}: the tile index
SCHEDULE_LINES = {
    "snake": [("for tile_round in range(0, gl.cdiv(num_tiles, gl.num_programs(0))):", 1, True),
              ("tile = tile_round * gl.num_programs(0) + gl.where(tile_round % 2 == 0, gl.program_id(0), "
               "gl.num_programs(0) - 1 - gl.program_id(0))", 0, True),
              ("if tile < num_tiles:", 1, True),
              ("{it} = tile_round", 0, True)],
    "strided": [("for tile in range(gl.program_id(0), num_tiles, gl.num_programs(0)):", 1, True),
                ("{it} = (tile - gl.program_id(0)) // gl.num_programs(0)", 0, False)],
    "one": [("tile = gl.program_id(0)", 0, True), ("if tile < num_tiles:", 1, False), ("{it} = 0", 0, False)],
}
# The dynamic walk (docs/language.md, `dynamic`): the drawer takes draw d = atomic_add(counter, 1), which is tile d
# of the same sorted order the static walks deal out, and publishes it in hand-off slot n % 2 (n: the program's
# draws so far); every other partition takes the same ids in the same order. A draw >= num_tiles ends every
# partition's loop. Each program draws until it gets one, so a launch makes exactly num_tiles + num_programs draws,
# and the one that returns the last value is the launch's last: it stores 0 back for the next launch.
_DRAW = [("tile = gl.atomic_add(tile_counter, 1, sem=\"relaxed\")", 0, True),
         ("if tile == num_tiles + gl.num_programs(0) - 1:", 1, False),
         ("gl.store(tile_counter, 0)  # every program has drawn its last: reset for the next launch", -1, False)]
_NEXT = [("{it} = tile_n", 0, False), ("tile_n += 1", 0, False), ("tile_go = tile < num_tiles", 0, False),
         ("if tile_go:", 1, True)]
_LOOP = [("tile_n = 0", 0, False), ("tile_go = num_tiles >= 0  # (an i1 from the start: loop-carried)", 0, False),
         ("while tile_go:", 1, True)]
SCHEDULE_LINES["dynamic:alone"] = _LOOP + _DRAW + _NEXT
SCHEDULE_LINES["dynamic:draw"] = _LOOP + _DRAW + [
    ("mbarrier.wait(tlx_tile_free.index(tile_n % 2), ((tile_n // 2) & 1) ^ 1)", 0, True),
    ("tlx_tile_ids.index(tile_n % 2).store(gl.full([1], tile, gl.int32, tile_id_layout))", 0, True),
    ("gl.thread_barrier()  # every warp's store is done before the one-thread arrive publishes it", 0, False),
    ("mbarrier.arrive(tlx_tile_ready.index(tile_n % 2), count=1)", 0, True)] + _NEXT
SCHEDULE_LINES["dynamic:take"] = _LOOP + [
    ("mbarrier.wait(tlx_tile_ready.index(tile_n % 2), (tile_n // 2) & 1)", 0, True),
    ("tile = gl.max(tlx_tile_ids.index(tile_n % 2).load(tile_id_layout), axis=0)", 0, True),
    ("gl.thread_barrier()  # every warp has read the slot before the one-thread arrive frees it", 0, False),
    ("mbarrier.arrive(tlx_tile_free.index(tile_n % 2), count=1)", 0, True)] + _NEXT
