"""Indexing: loads and stores of global tensors, slots of shared-memory rings, axes of register tiles."""
from __future__ import annotations

from ...diagnostics import error
from ...ir.core import Value
from ...ir.ops import REDUCE_ADD_DTYPES, broadcast_shapes
from ...ir.dtypes import is_float
from ...ir.types import BarT, SmemT, TensorT, ValT
from .. import ast as A
from ..values import SeqView, describe
from .scope import name_of


class MemoryMixin:
    def e_FullSlice(self, e, scope):
        raise error(e.span, "':' is only allowed in a subscript")

    def e_Index(self, e, scope):
        v = self.expr(e.value, scope)
        if isinstance(v, Value) and isinstance(v.type, SmemT):
            if not v.type.stages:
                raise error(e.span, "this shared-memory buffer has no stages to index")
            if len(e.subs) != 1:
                raise error(e.span, "index a ring with one slot index")
            i = self.as_value(self.expr(e.subs[0], scope), "i32", e.subs[0].span)
            t = v.type
            return self.emit("smem_slot", [v, i], [SmemT(t.dtype, t.shape, 0)], {}, e.span).result
        if isinstance(v, Value) and isinstance(v.type, BarT):
            if not v.type.size:
                raise error(e.span, f"'{name_of(e.value)}' is a single barrier, not an array")
            if len(e.subs) != 1:
                raise error(e.span, "index a barrier array with one index")
            i = self.as_value(self.expr(e.subs[0], scope), "i32", e.subs[0].span)
            return self.emit("bar_at", [v, i], [BarT(0, v.type.count)], {}, e.span).result
        if isinstance(v, Value) and isinstance(v.type, TensorT):
            if v.type.jagged_by:
                if len(e.subs) != 1:
                    raise error(e.span, f"select one sequence of jagged tensor first: `{name_of(e.value)}[seq][...]`")
                seq = self.as_value(self.expr(e.subs[0], scope), "i32", e.subs[0].span)
                return SeqView(v, seq)
            return self.load(v, None, e.subs, scope, e.span)
        if isinstance(v, SeqView):
            return self.load(v.tensor, v.seq, e.subs, scope, e.span)
        if isinstance(v, Value) and isinstance(v.type, ValT):
            return self.reshape_index(v, e, scope)
        if isinstance(v, tuple):
            i = self.eval_static(e.subs[0], scope)
            try:
                return v[i]
            except Exception:
                raise error(e.span, f"index {i!r} out of range for a tuple of {len(v)}") from None
        raise error(e.value.span, f"{describe(v)} cannot be indexed")

    def load(self, t, seq, subs, scope, span, mask=None, other=None):
        if any(isinstance(s, A.FullSlice) for s in subs):
            raise error(span, "global tensors are indexed by index tiles (arange), not ':'")
        idx = [self.as_value(self.expr(x, scope), "i32", x.span) for x in subs]
        for x, i in zip(subs, idx):
            if is_float(i.type.dtype):
                raise error(x.span, f"indices must be integers, got {i.type.dtype}")
        if len(idx) != t.type.rank:
            raise error(span, f"{t.type} needs {t.type.rank} indices, got {len(idx)}")
        shape = self.bshape([i.type.shape for i in idx], span)
        ops = [t] + ([seq] if seq is not None else []) + idx
        return self.emit("load", ops, [ValT(t.type.dtype, shape)], {"nidx": len(idx), "masked": False,
                                                                     "jagged": seq is not None}, span).result

    def reshape_index(self, v, e, scope):
        out = v
        axis = 0
        for s in e.subs:
            if isinstance(s, A.FullSlice):
                axis += 1
                continue
            c = self.expr(s, scope)
            if c is None:
                shp = list(out.type.shape)
                shp.insert(axis, 1)
                out = self.emit("expand_dims", [out], [ValT(out.type.dtype, tuple(shp))], {"axis": axis}, e.span).result
                axis += 1
                continue
            raise error(s.span, "tiles are indexed with ':' and None only (to add axes)")
        n_new = sum(1 for s in e.subs if isinstance(s, A.Const) and s.value is None)
        if axis - n_new != len(v.type.shape):
            raise error(e.span, f"subscript has {axis - n_new} ':' entries for a tile of rank {len(v.type.shape)}")
        return out

    def s_Store(self, s, scope):
        tgt = self.expr(s.target, scope)
        val = self.expr(s.value, scope)
        if isinstance(tgt, Value) and isinstance(tgt.type, SmemT):
            if s.reduce:
                raise error(s.span, "`+=` (reduce-add) stores into global tensors only, not shared memory")
            if tgt.type.stages:
                raise error(s.target.span, "store into one slot: index the ring")
            raise error(s.span, "store into shared memory as `buf[slot] = tile` is written `store_smem(buf, tile)`")
        self.store(tgt, s.subs, val, s.mask, scope, s.span, s.target.span, s.reduce)

    def store(self, tgt, subs, val, mask, scope, span, tspan, reduce=None):
        seq = None
        if isinstance(tgt, SeqView):
            seq, tgt = tgt.seq, tgt.tensor
        if not isinstance(tgt, Value) or not isinstance(tgt.type, TensorT):
            raise error(tspan, f"can only {'add' if reduce else 'store'} into a global tensor, got {describe(tgt)}")
        if tgt.type.jagged_by and seq is None:
            raise error(tspan, f"store into jagged tensor: select a sequence first, `{tgt.name}[seq][...]`")
        idx = [self.as_value(self.expr(x, scope), "i32", x.span) for x in subs]
        if len(idx) != tgt.type.rank:
            raise error(span, f"{tgt.type} needs {tgt.type.rank} indices, got {len(idx)}")
        shape = self.bshape([i.type.shape for i in idx], span)
        v = self.as_value(val, tgt.type.dtype, span)
        if v.type.dtype != tgt.type.dtype:
            raise error(span, f"{'adding' if reduce else 'storing'} {v.type.dtype} into a {tgt.type.dtype} tensor: "
                              "cast it first")
        if reduce and v.type.dtype not in REDUCE_ADD_DTYPES:
            raise error(span, f"`+=` into a {tgt.type.dtype} tensor: reduce-add stores take "
                              f"{', '.join(REDUCE_ADD_DTYPES)}")
        if broadcast_shapes(v.type.shape, shape) != shape:
            raise error(span, f"value of shape {list(v.type.shape)} does not fit index shape {list(shape)}")
        ops = [tgt] + ([seq] if seq is not None else []) + idx + [v]
        if mask is not None:
            m = self.as_value(self.expr(mask, scope), "i1", mask.span)
            if m.type.dtype != "i1":
                raise error(mask.span, f"store mask must be a comparison (i1), got {m.type.dtype}")
            ops.append(m)
        attrs = {"nidx": len(idx), "masked": mask is not None, "jagged": seq is not None}
        if reduce:
            attrs["reduce"] = reduce
        self.emit("store", ops, [], attrs, span)

    def bshape(self, shapes, span):
        out = ()
        for s in shapes:
            b = broadcast_shapes(out, s)
            if b is None:
                raise error(span, f"index shapes {[list(x) for x in shapes]} do not broadcast")
            out = b
        return out
