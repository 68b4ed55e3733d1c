"""Shared memory, barriers and the asynchronous statements (wait, arrive, expect, fence, tma)."""
from __future__ import annotations

from ... import hw
from ...diagnostics import error
from ...ir.core import Value
from ...ir.dtypes import itemsize
from ...ir.ops import REDUCE_ADD_DTYPES
from ...ir.types import BarT, SmemT, TensorT
from .. import ast as A
from ..values import RowAt, describe
from .scope import name_of
from .sizes import check_smem_bytes


class AsyncMixin:
    def s_SmemDecl(self, s, scope):
        if self.decl_hoisted(s):
            return
        dt = self.resolve_dtype(s.dtype, scope)
        shape = tuple(self.static_int(e, scope, "shared-memory shape") for e in s.shape)
        stages = self.static_int(s.stages, scope, "stage count") if s.stages is not None else 0
        if dt is None:
            return
        if len(shape) != 2:
            raise error(s.span, f"shared-memory buffers are 2-D tiles, got shape {list(shape)}")
        if s.stages is not None and stages < 1:
            raise error(s.stages.span, f"stage count must be at least 1, got {stages}")
        for e, n in zip(s.shape, shape):
            if n < 1:
                raise error(e.span, f"shared-memory dimensions must be positive, got {n}")
        t = SmemT(dt, shape, stages)
        check_smem_bytes(t.slot_bytes * max(stages, 1), s.span, f"'{s.name}'")
        if s.name in scope.vars:
            raise error(s.span, f"'{s.name}' is already defined")
        attrs = {"sym_name": s.name}
        attrs.update(self.smem_options(s, scope))
        if attrs.get("frag_order") and (dt != "f32" or hw.frag_order_bases(shape) is None):
            raise error(s.span, f"frag_order: a [64, C] f32 tile, C a power of two from 8 (one warp group's "
                                f"accumulator), got {dt}{list(shape)}")
        v = self.emit("smem_alloc", [], [t], attrs, s.span, [s.name]).result
        scope.vars[s.name] = v

    def smem_options(self, s, scope) -> dict:
        """Options after a shared-memory declaration, each `NAME` or `NAME(COND)` (COND a compile-time bool):
        `per_step`: its slot addresses are recomputed in every loop step instead of once before the loop (a
        register-pressure hint for the Gluon build). `frag_order`: an fp32 tile stored in the order of a warp group's
        MMA-accumulator fragments (docs/language.md). Neither changes the protocol."""
        on = {}
        for o in s.options:
            if o.id not in ("per_step", "frag_order"):
                raise error(o.span, f"unknown shared-memory option '{o.id}' (per_step, frag_order)")
            if True if o.arg is None else self.option_bool(o, scope):
                on[o.id] = True
        return on

    def s_BarrierDecl(self, s, scope):
        if self.decl_hoisted(s):
            return
        size = self.static_int(s.size, scope, "barrier array size") if s.size is not None else 0
        count = 1
        for k, e in s.kwargs:
            if k == "count":
                count = self.static_int(e, scope, "arrive count")
            else:
                raise error(e.span, f"unknown barrier option '{k}' (count)")
        if s.size is not None and size < 1:
            raise error(s.size.span, "barrier array size must be at least 1")
        if count < 1:
            raise error(s.span, f"arrive count must be at least 1, got {count}")
        if count >= 1 << 20:
            raise error(s.span, f"arrive count must be below 2**20 (an mbarrier's pending count), got {count}")
        check_smem_bytes(8 * max(size, 1), s.span, f"barrier array '{s.name}'")
        if s.name in scope.vars:
            raise error(s.span, f"'{s.name}' is already defined")
        v = self.emit("bar_alloc", [], [BarT(size, count)], {"sym_name": s.name}, s.span, [s.name]).result
        scope.vars[s.name] = v

    def decl_hoisted(self, s):
        """True for a declaration hoisted from a compile-time `if` (launch.hoist_branch); a declaration anywhere
        else but the kernel's top level is an error (its buffer would not be static)."""
        if id(s) in self.hoisted:
            return True
        if self.blocks[-1] is not self.blocks[0]:
            raise error(s.span, f"'{s.name}' must be declared at kernel level, or in a kernel-level `if` on "
                        "compile-time values (evaluated before the launch space: use the kernel's parameters)")
        return False

    def bar_operand(self, e, scope, what):
        v = self.expr(e, scope)
        if not isinstance(v, Value) or not isinstance(v.type, BarT):
            raise error(e.span, f"{what} needs a barrier, got {describe(v)}")
        if v.type.size:
            raise error(e.span, f"{what} needs one barrier: index the array '{name_of(e)}[...]'")
        return v

    def s_Wait(self, s, scope):
        b = self.bar_operand(s.target, scope, "wait")
        ops = [b]
        if s.phase is not None:
            ops.append(self.as_value(self.expr(s.phase, scope), "i32", s.phase.span))
        self.emit("wait", ops, [], {}, s.span)

    def s_Arrive(self, s, scope):
        b = self.bar_operand(s.target, scope, "arrive")
        n = self.static_int(s.count, scope, "arrive count") if s.count is not None else 1
        if n < 1:
            raise error(s.count.span, "arrive count must be positive")
        if n >= 1 << 20:
            raise error(s.count.span, f"arrive count must be below 2**20, got {n}")
        self.emit("arrive", [b], [], {"count": n}, s.span)

    def s_Expect(self, s, scope):
        b = self.bar_operand(s.target, scope, "expect")
        n = self.expr(s.nbytes, scope)
        nb = self.as_value(n, "i32", s.nbytes.span)
        self.emit("expect", [b, nb], [], {}, s.span)

    def s_Fence(self, s, scope):
        self.emit("fence", [], [], {}, s.span)

    def s_Tma(self, s, scope):
        dst_is_smem = False
        base = self.expr(s.dst.value, scope) if isinstance(s.dst, A.Index) else None
        if not (isinstance(base, Value) and isinstance(base.type, TensorT)):
            d = self.expr(s.dst, scope)
            dst_is_smem = isinstance(d, Value) and isinstance(d.type, SmemT)
        if dst_is_smem and s.reduce:
            raise error(s.span, "`tma ... += slot` adds a shared-memory slot into a global tensor: the left side "
                                "must be a global tensor")
        if dst_is_smem:
            if d.type.stages:
                raise error(s.dst.span, f"TMA destination must be one slot: index the ring '{name_of(s.dst)}[...]'")
            if s.signals is None:
                raise error(s.span, "a TMA load must signal a barrier: add `signals BARRIER`")
            bar = self.bar_operand(s.signals, scope, "signals")
            t, idx, attrs = self.tma_coords(s.src, scope, d.type)
            self.emit("tma_load", [d, t, *idx, bar], [], attrs, s.span)
            return
        # store: global <- smem
        src = self.expr(s.src, scope)
        if not isinstance(src, Value) or not isinstance(src.type, SmemT) or src.type.stages:
            raise error(s.src.span, f"TMA copies between a global tensor and one shared-memory slot, got {describe(src)}")
        if s.signals is not None:
            raise error(s.signals.span, "a TMA store signals no barrier (it is waited with the store's own wait)")
        t, idx, attrs = self.tma_coords(s.dst, scope, src.type)
        if s.reduce:
            if t.type.dtype not in REDUCE_ADD_DTYPES:
                raise error(s.span, f"`tma ... +=` into a {t.type.dtype} tensor: reduce-add stores take "
                                    f"{', '.join(REDUCE_ADD_DTYPES)}")
            row_bytes = src.type.shape[-1] * itemsize(src.type.dtype)
            # triton 3.6 issues a reduce as one message of at most the 128-byte swizzle width (a copy it splits):
            # a wider slot is added as one reduce per 128-byte column block (plan-gluon), so it must split evenly
            if row_bytes > 128 and row_bytes % 128:
                raise error(s.span, f"a TMA reduce-add slot's rows are added in 128-byte column blocks (the swizzle "
                                    f"width): rows of {row_bytes} bytes do not split into them")
            attrs["reduce"] = s.reduce
        self.emit("tma_store", [t, *idx, src], [], attrs, s.span)

    def tma_coords(self, e, scope, smem_t):
        if not isinstance(e, A.Index):
            raise error(e.span, "TMA side must be a global tensor indexed by block coordinates, like k[seq, n, head]")
        t = self.expr(e.value, scope)
        if not isinstance(t, Value) or not isinstance(t.type, TensorT):
            raise error(e.value.span, f"TMA needs a global tensor, got {describe(t)}")
        tt = t.type
        subs = list(e.subs)
        jag = bool(tt.jagged_by)
        need = tt.rank + (1 if jag else 0)
        if len(subs) not in (need, need - 1):
            raise error(e.span, f"TMA on {tt} takes {need - 1} or {need} block coordinates"
                        + (" (sequence first)" if jag else "") + f", got {len(subs)}")
        if tt.dtype != smem_t.dtype:
            raise error(e.span, f"TMA copies {tt.dtype} into a {smem_t.dtype} buffer")
        # `at(r)` as the row coordinate (the first after a jagged tensor's sequence): row r in elements, any value
        row_pos = 1 if jag else 0
        idx, row_at = [], False
        for i, x in enumerate(subs):
            v = self.expr(x, scope)
            if isinstance(v, RowAt):
                if i != row_pos:
                    raise error(x.span, "at(...) gives the row coordinate only: use it as the "
                                + ("second coordinate (after the sequence)" if jag else "first coordinate"))
                row_at = True
                v = v.row
            idx.append(self.as_value(v, "i32", x.span))
        attrs = {"jagged": jag}
        if row_at:
            attrs["row_at"] = True
        return t, idx, attrs
