"""The kernel body's top level: the launch space (grid / tiles) and warp-specialized roles."""
from __future__ import annotations

from ...diagnostics import TlxError, error
from ...ir.core import Block, Op, Value
from ...ir.types import ValT
from .. import ast as A
from ..values import BlocksSpec, RangeSpec, describe
from .scope import Scope


class LaunchMixin:
    def stmts(self, body, scope, top=False):
        i = 0
        while i < len(body):
            s = body[i]
            if top and isinstance(s, (A.Grid, A.Tiles)):
                self.launch(s, body[i + 1:], scope)
                return
            self.guarded(s, scope)
            i += 1
        if top:
            self.bag.add(self.kernel_span, "kernel has no launch space: start it with `grid (...) as (...)` or `tiles ...`")

    def extent(self, v, span):
        """A grid size or tile extent as at least 0. The device multiplies the extents into a tile count, so two
        negative ones (`range(N - 1)` twice at N = 0) would launch a tile the protocol proof, which gives a
        coordinate 0 <= c < extent, never sees; extents that cannot be negative are left as written."""
        if self._nonneg(v):
            return v
        zero = self.const(0, v.type.dtype, span)
        return self.emit("maximum", [v, zero], [ValT(v.type.dtype)], {}, span).result

    def _nonneg(self, v):
        d = next((op for op in reversed(self.blocks[0].ops) if v in op.results), None)
        if d is None:
            return False
        if d.name == "const":
            return d.attrs["value"] >= 0
        if d.name in ("dim", "num_seqs"):
            return True
        if d.name == "maximum":
            return any(self._nonneg(x) for x in d.operands)
        if d.name in ("cdiv", "floordiv"):
            c = next((op for op in self.blocks[0].ops if d.operands[1] in op.results), None)
            return c is not None and c.name == "const" and c.attrs["value"] > 0 and self._nonneg(d.operands[0])
        return False

    def launch(self, s, rest, scope):
        if self.blocks[-1] is not self.blocks[0]:
            raise error(s.span, "the launch space must be declared at kernel level")
        # declarations are static: hoist them above the launch so every program (and role) sees them;
        # launch preconditions are checked by the host before it launches anything
        for d in rest:
            if isinstance(d, (A.SmemDecl, A.BarrierDecl, A.Require)):
                self.guarded(d, scope)
            elif isinstance(d, A.If):
                self.hoist_branch(d, scope)
        operands, attrs, names = [], {}, []
        if isinstance(s, A.Grid):
            if len(s.sizes) != len(s.names) or not 1 <= len(s.names) <= 3:
                raise error(s.span, "grid needs 1 to 3 sizes and as many names")
            for e in s.sizes:
                operands.append(self.extent(self.as_value(self.expr(e, scope), "i32", e.span), e.span))
            attrs = {"kind": "grid", "dims": tuple("range" for _ in s.names)}
            names = list(s.names)
        else:
            dims = []
            for nm, e in s.dims:
                spec = self.expr(e, scope)
                if isinstance(spec, BlocksSpec):
                    if len(nm) != 2:
                        raise error(e.span, "blocks(...) binds two names: the sequence and the block index")
                    if any(d == "blocks" for d in dims):
                        raise error(e.span, "only one jagged blocks(...) dimension is allowed")
                    operands.append(spec.tensor)
                    dims.append("blocks")
                    attrs["block"] = spec.block
                elif isinstance(spec, RangeSpec):
                    if len(nm) != 1:
                        raise error(e.span, "range(...) binds one name")
                    if spec.lo != 0 or spec.step != 1:
                        raise error(e.span, "a tile dimension ranges from 0: use range(N)")
                    operands.append(self.extent(self.as_value(spec.hi, "i32", e.span), e.span))
                    dims.append("range")
                else:
                    raise error(e.span, f"a tile dimension is `range(N)` or `blocks(jagged, BLOCK)`, not {describe(spec)}")
                names += list(nm)
            opts = {o.id for o in s.options}
            dynamic = False
            for o in s.options:
                if o.id not in ("persistent", "longest_first", "in_order", "dynamic"):
                    raise error(o.span, f"unknown tiles option '{o.id}' (persistent, longest_first, in_order, "
                                "dynamic)")
                if o.id == "dynamic":
                    dynamic = self.dynamic_option(o, scope, "persistent" in opts)
                elif o.arg is not None:
                    raise error(o.arg.span, f"tiles option '{o.id}' takes no argument")
            attrs.update({"kind": "jagged" if "blocks" in dims else "grid", "dims": tuple(dims),
                          "persistent": "persistent" in opts,
                          "order": "in_order" if "in_order" in opts else "longest_first"})
            if dynamic:
                attrs["dynamic"] = True
        blk = Block([Value(self.namer.fresh(n), ValT("i32")) for n in names] +
                    [Value(self.namer.fresh("tile_iter"), ValT("i32"))])
        self.emit("tiles", operands, [], attrs, s.span, regions=[blk])
        inner = Scope({n: v for n, v in zip(names, blk.args)}, scope)
        # how many tiles this program ran before this one: indexes per-tile rings (e.g. a double-buffered q)
        inner.vars.setdefault("tile_index", blk.args[-1])
        self.blocks.append(blk)
        for st in rest:
            if isinstance(st, (A.SmemDecl, A.BarrierDecl, A.Require)):
                continue
            if isinstance(st, (A.Grid, A.Tiles)):
                self.bag.add(st.span, "a kernel has one launch space")
                continue
            self.guarded(st, inner)
        self.blocks.pop()
        if not any(op.name == "role" for op in blk.ops) and len(self.bag.diags) == self.kernel_errors_before:
            # without roles the kernel is plain Triton code, which has no place for shared memory or mbarriers
            # (reported only for an otherwise correct kernel: tests of other errors declare buffers freely)
            for op in self.blocks[0].ops:
                if op.name in ("smem_alloc", "bar_alloc"):
                    what = "shared memory" if op.name == "smem_alloc" else "a barrier"
                    self.bag.add(op.span, f"'{op.attrs['sym_name']}' declares {what} in a kernel without roles: "
                                 "shared memory and barriers are for warp-specialized kernels (add roles)")
                    break

    def hoist_branch(self, s, scope):
        """Declarations in a kernel-level `if` on compile-time values are hoisted too (its taken branch's), so one
        source can declare a variant's buffers; the condition is evaluated before the launch space (a name bound
        after it leaves the declarations where they are, which s_SmemDecl reports). The declarations are lowered in
        the outer scope too, before the branch's other statements: a name the branch assigns is unknown there."""
        if not any(isinstance(d, (A.SmemDecl, A.BarrierDecl, A.If)) for d in s.body + s.orelse):
            return
        self.blocks.append(Block())  # (a runtime condition's ops are dropped)
        try:
            c = self.expr(s.cond, scope)
        except TlxError:
            return
        finally:
            self.blocks.pop()
        if isinstance(c, Value):
            return
        for d in (s.body if c else s.orelse):
            if isinstance(d, (A.SmemDecl, A.BarrierDecl)):
                self.guarded(d, scope)
                self.hoisted.add(id(d))
            elif isinstance(d, A.If):
                self.hoist_branch(d, scope)

    def dynamic_option(self, o, scope, persistent) -> bool:
        """`dynamic` / `dynamic(COND)`: programs draw tiles from a counter (COND a compile-time bool, so one
        source compiles both walks)."""
        on = True if o.arg is None else self.option_bool(o, scope)
        if on and not persistent:
            raise error(o.span, "a dynamic tile walk needs a persistent tile space (add `persistent`): without "
                        "it every program runs one tile and there is nothing to draw")
        return on

    def option_bool(self, o, scope) -> bool:
        """The compile-time bool argument of an option `NAME(COND)` (tiles' `dynamic`, shared memory's `per_step`)."""
        on = self.expr(o.arg, scope)
        if isinstance(on, Value):
            raise error(o.arg.span, f"{o.id}(...) takes a compile-time bool, got a runtime {on.type} value")
        if not isinstance(on, bool):
            raise error(o.arg.span, f"{o.id}(...) takes a compile-time bool, got {describe(on)}")
        return on

    def s_Grid(self, s, scope):
        raise error(s.span, "the launch space must be the first statement of the kernel body")

    s_Tiles = s_Grid

    def s_Role(self, s, scope):
        if self.in_role:
            raise error(s.span, f"roles do not nest (inside role '{self.in_role}')")
        if len(self.blocks) != 2:
            raise error(s.span, "roles are declared at the top of the kernel body, after the launch space")
        kw = {}
        for k, e in s.kwargs:
            if k not in ("warps", "warpgroups", "regs", "replicas"):
                raise error(e.span, f"unknown role option '{k}' (warps, warpgroups, regs, replicas)")
            kw[k] = self.static_int(e, scope, f"role option '{k}'")
        if "warps" in kw and "warpgroups" in kw:
            raise error(s.span, "give either warps= or warpgroups=, not both")
        replicas = kw.get("replicas", kw.get("warpgroups", 1) if s.replica else 1)
        warps = kw.get("warps", 4 * kw.get("warpgroups", 1))
        if s.replica and replicas > 1:
            warps_per = warps // replicas
        else:
            warps_per = warps
        attrs = {"sym_name": s.name, "warps": warps_per, "regs": kw.get("regs", 0), "replicas": replicas}
        blk = Block([Value(self.namer.fresh(s.replica or f"{s.name}_replica"), ValT("i32"))])
        inner = Scope({}, scope)
        if s.replica:
            inner.vars[s.replica] = blk.args[0]
        self.blocks.append(blk)
        self.in_role = s.name
        self.role_replicas = replicas if s.replica else 1
        try:
            self.stmts(s.body, inner)
        finally:
            self.blocks.pop()
            self.in_role = None
            self.role_replicas = 1
        blk.ops.append(Op("yield", [], [], {}, [], s.span))
        self.emit("role", [], [], attrs, s.span, regions=[blk])
