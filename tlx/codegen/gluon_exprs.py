"""Gluon spellings of the IR's ops, one emitter per op (the `EMIT` table); mixed into PartitionGen, whose state
(value names, layouts, the output buffer) they use."""
from __future__ import annotations

from ..diagnostics import error
from ..ir.types import SmemT, ValT
from .gluon_layouts import Slice, frag_order_layout
from .pyemit import BINOP, CALL1, CALL2, GL_DTYPE, SEQ_CLAMP, inside, literal, paren, pyname, ring_add


# `in turn:` sections on hardware named barriers (plan-gluon's kernel attr `named_turns` = B), as FlashAttention-3
# orders its warp groups: replica r's section waits with `bar.sync B + r` (its own threads and the previous replica's)
# and ends with a non-blocking `bar.arrive` on the next replica's. Triton lowers an mbarrier arrive as a barrier of
# the partition before one thread's arrive, so each hand-over of an mbarrier turn stalled the warp group until its last
# warp had issued its products (ncu: ~10% of the consumer warps' samples, LLM-packed D=128). The order is the one the
# protocol proof checked on the mbarriers (a replica waits for the previous one's arrive and runs at most one section
# ahead, so the named barrier, counting 2 x the replica's threads, never sees two arrives of one replica before its
# sync: tests/test_turns.py runs the event streams under both semantics); replica 0's first section is released by
# the last replica's arrive at its start (gluon_partition).
class GluonExprs:
    def e_const(self, op):
        self.expr[op.results[0]] = literal(op.attrs["value"], op.results[0].type.dtype)

    def e_dim(self, op):
        p = self.k.param_of[op.operands[0]]
        self.expr[op.results[0]] = self.k.dim_expr(p["dims"][op.attrs["axis"]])

    def offsets_of(self, t):
        return pyname(t.type.jagged_by)

    # A sequence's start and length as every reader computes them, each clamped to [0, rows] (pyemit.SEQ_CLAMP:
    # what the protocol proof assumes, so offsets that do not add up cannot make roles disagree; the tile sources
    # clamp the same way). A sequence index outside [0, num_seqs) reads 0 for both bounds (an empty sequence, never
    # the words past the offsets). Accesses mask rows to [0, length) and start + row to the tensor's rows.
    def seq_bounds(self, op, t, seq, dtype="i64"):
        """(start, length) of sequence `seq` of jagged tensor t: the per-tile values where plan-gluon hoisted them
        (gluon_partition: {off}_lo, {off}_n and their sum {off}_hi)."""
        off = self.offsets_of(t)
        if op.attrs.get("tile_bounds"):
            return f"{off}_lo", f"{off}_n"
        m = inside("gl", seq, self.num_seqs(off), dtype)
        lo = f"gl.load({off} + {seq}, mask={m}, other=0)"
        hi = f"gl.load({off} + {seq} + 1, mask={m}, other=0)"
        rows = self.rows_of(t)
        return SEQ_CLAMP.format(lib="gl", x=lo, rows=rows), SEQ_CLAMP.format(lib="gl", x=f"{hi} - {lo}", rows=rows)

    def num_seqs(self, off):
        offp = next(p for p in self.k.params if pyname(p["name"]) == off)
        return f"({self.k.dim_expr(offp['dims'][0])} - 1)"

    def e_num_seqs(self, op):
        self.bind(op, self.num_seqs(self.offsets_of(op.operands[0]))[1:-1])

    def e_seq_start(self, op):
        t, s = op.operands
        self.bind(op, self.seq_bounds(op, t, self.ref(s), s.type.dtype)[0])

    def e_seq_len(self, op):
        t, s = op.operands
        self.bind(op, self.seq_bounds(op, t, self.ref(s), s.type.dtype)[1])

    def rows_of(self, t):
        return self.k.dim_expr(self.k.param_of[t]["dims"][0])

    def e_binary(self, op):
        a, b = self.x(op, 0), self.x(op, 1)
        if op.attrs.get("ring_period"):
            self.bind(op, ring_add(a, b, op.attrs["ring_period"]))
        elif op.name in BINOP:
            self.bind(op, f"{paren(a)} {BINOP[op.name]} {paren(b)}")
        else:
            self.bind(op, f"{CALL2[op.name]}({a}, {b})")

    def e_unary(self, op):
        a = self.x(op, 0)
        if op.name == "neg":
            self.bind(op, f"-{paren(a)}")
        elif op.name == "not":
            self.bind(op, f"~{paren(a)}")
        elif op.name == "tanh":
            self.bind(op, f"2.0 * _tlx_sigmoid(2.0 * {paren(a)}) - 1.0")
        else:
            self.bind(op, f"{CALL1[op.name]}({a})")

    def e_cast(self, op):
        v = op.operands[0]
        dt = op.results[0].type.dtype
        if v.type.shape:
            self.bind(op, f"{paren(self.x(op, 0))}.to({GL_DTYPE[dt]})")
        else:  # (a scalar may be a Python int in the kernel, e.g. of a replica index: no `.to`)
            self.bind(op, f"gl.cast({self.x(op, 0)}, {GL_DTYPE[dt]})")

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
        axis = op.attrs["axis"]
        e = f"{fn}({self.x(op, 0)}, axis={axis})"
        # the result's planned layout may not be a slice of the operand's along this axis (a value tied to another
        # reduction's result, e.g. yielded by one branch of an `if` against a reduction over the other axis): the
        # reduction gives Slice(axis, operand's layout) and is converted to the plan's
        want = self.plan.of(op.results[0])
        src = self.plan.required(op, 0) or self.plan.of(op.operands[0])
        if want is not None and src is not None and Slice(axis, src) != want:
            e = f"gl.convert_layout({e}, {self.lname(want)})"
        self.bind(op, e)

    def e_trans(self, op):
        self.bind(op, f"gl.permute({self.x(op, 0)}, (1, 0))")

    def e_dot(self, op, is_async):
        a, b = op.operands[0], op.operands[1]
        if not isinstance(b.type, SmemT):
            raise error(op.span, "wgmma reads its B operand from shared memory: pass a shared-memory slot")
        if a in self.k.frag_order or b in self.k.frag_order:
            raise error(op.span, "wgmma reads shared memory in its swizzled layout: not a `frag_order` slot")
        r = op.results[0]
        if len(op.operands) > 2:
            acc, use = self.x(op, 2), ""
        else:
            acc = f"gl.zeros({list(r.type.shape)}, {GL_DTYPE[r.type.dtype]}, layout={self.lname(self.plan.of(r))})"
            use = ", use_acc=False"
        asy = ", is_async=True" if is_async else ""
        a_expr = self.x(op, 0)
        # the register A operands a wait must keep alive (deps): a chained product's predecessors' too, since the
        # chain's one wait completes them all
        keep = list(self.async_a.get(op.operands[2], ())) if len(op.operands) > 2 else []
        if is_async and not isinstance(a.type, SmemT):
            # wgmma reads a register A operand asynchronously: name it, so the wait can keep it alive (deps)
            name = pyname(r.name) + "_a"
            self.out.line(f"{name} = {a_expr}", op)
            a_expr = name
            keep.append(name)
        if is_async and keep:
            self.async_a[r] = tuple(keep)
        self.bind(op, f"warpgroup_mma({a_expr}, {self.ref(b)}, {acc}{use}{asy})")

    def e_dot_async(self, op):
        self.e_dot(op, True)

    def e_dot_sync(self, op):
        self.e_dot(op, False)

    def e_dot_wait(self, op):
        n = op.attrs.get("pending", 0)
        x = op.operands[0]
        if len(op.operands) == 2:  # mma_wait(x, after=v): codegen/gluon.py's WAIT_AFTER
            self.out.line(f"_tlx_wait_after({self.ref(op.operands[1])})", op)
        if x in self.async_a:
            deps = ", ".join((self.ref(x),) + self.async_a[x])
            self.bind(op, f"warpgroup_mma_wait(num_outstanding={n}, deps=({deps}))[0]")
        else:
            self.bind(op, f"warpgroup_mma_wait(num_outstanding={n}, deps=({self.ref(x)},))")

    def e_view(self, op):
        base = self.ref(op.operands[0])
        if op.name in ("smem_slot", "bar_at"):
            idx = self.ref(op.operands[1])
            self.bar_index[op.results[0]] = idx  # (turn_bar's named barriers)
            if op.operands[0] in self.k.per_step and self.loop_ivs:
                # (an identity that depends on the step: LLVM cannot hoist the slot's address out of the loop)
                idx = f"_tlx_per_step({idx}, {self.loop_ivs[-1]})"
            self.expr[op.results[0]] = f"{base}.index({idx})"
        elif op.name == "smem_cols":  # (the index is a constexpr: verify_module's check_column_views)
            w = op.attrs["width"]
            self.expr[op.results[0]] = f"{base}.slice({self.ref(op.operands[1])} * {w}, {w}, dim=1)"
        else:  # smem_trans
            self.expr[op.results[0]] = f"{base}.permute((1, 0))"

    def smem_view(self, op):
        """The slot a load or store of op reads or writes: a `frag_order` one through its fragment layout."""
        v = op.operands[0]
        if v in self.k.frag_order:
            shape = list(v.type.shape)
            return f"{self.ref(v)}._reinterpret(gl.float32, {shape}, {frag_order_layout(shape, op.span)})"
        return self.ref(v)

    def e_smem_load(self, op):
        self.bind(op, f"{self.smem_view(op)}.load({self.lname(self.plan.of(op.results[0]))})")

    def e_smem_store(self, op):
        self.out.line(f"{self.smem_view(op)}.store({self.ref(op.operands[1])})", op)

    def e_expect(self, op):
        self.out.line(f"mbarrier.expect({self.ref(op.operands[0])}, {self.ref(op.operands[1])})", op)

    def e_thread_barrier(self, op):
        self.out.line("gl.thread_barrier()", op)

    def turn_threads(self):
        """A turn's named barrier counts the threads of two replicas: its owner's sync and the previous one's arrive."""
        return 2 * 32 * self.num_warps

    def turn_bar(self, op):
        """(named barrier id, threads) of a turn wait/arrive (kernel attr `named_turns`), or None."""
        base = self.k.op.attrs.get("named_turns", 0)
        if not (base and op.attrs.get("turn")):
            return None
        return f"{base} + {paren(self.bar_index[op.operands[0]])}", self.turn_threads()

    def e_arrive(self, op):
        named = self.turn_bar(op)
        if named:
            return self.out.line(f"_tlx_bar_arrive({named[0]}, {named[1]})", op)
        self.out.line(f"mbarrier.arrive({self.ref(op.operands[0])}, count={op.attrs.get('count', 1)})", op)

    def e_wait(self, op):
        if len(op.operands) != 2:
            raise error(op.span, "internal: wait without a phase reached the Gluon backend (derive-phases did not run)")
        named = self.turn_bar(op)
        if named:
            return self.out.line(f"_tlx_bar_sync({named[0]}, {named[1]})", op)
        self.out.line(f"mbarrier.wait({self.ref(op.operands[0])}, {self.ref(op.operands[1])})", op)

    def e_fence(self, op):
        self.out.line("fence_async_shared()", op)

    def tma_coords(self, op, t, idx, block):
        """Coordinates of a block of the 2-D view [T, d1*...*dl] of tensor t: [row, col], or for a jagged tensor
        the ragged descriptor's [2**30, end, 2**30 - len + row, col] (gluon.py, TLX_RAGGED)."""
        p = self.k.param_of[t]
        dims = p["dims"]
        jag = bool(t.type.jagged_by)
        R, C = block
        seq = None
        if jag:
            seq, idx = idx[0], idx[1:]
        i = [self.ref(v) for v in idx]
        if op.attrs.get("row_at"):  # `at(r)`: the row coordinate is already in elements
            row = i[0]
        else:
            row = f"{paren(i[0])} * {R}" if i[0] != "0" else "0"
        rank = len(dims)
        mid = i[1:rank - 1]
        if mid:
            mid[0] = self.clamp_first(mid[0], self.k.dim_expr(dims[1]))
        flat = None
        for j, e in enumerate(mid):
            flat = e if flat is None else f"{paren(flat)} * {self.k.dim_expr(dims[1 + j])} + {paren(e)}"
        col = f"{paren(flat)} * {self.k.dim_expr(dims[-1])}" if flat is not None else ""
        if len(i) == rank and rank > 1:
            last = f"{paren(i[-1])} * {C}"
            col = f"{col} + {last}" if col else last
        col = col or "0"
        if any(getattr(v.type, "dtype", "") == "i64" for v in idx):
            # (the copy engine takes 32-bit coordinates: an i64 index computes them exactly, and its low 32 bits are
            # what 32-bit arithmetic would give, whose range the proof checks: symbolic.tma_col_terms)
            row, col = (x if x == "0" else f"({x}).to(gl.int32)" for x in (row, col))
        if not jag:
            return [row, col]
        # the ragged descriptor bounds the box at the sequence's end only: the end is the clamped start plus the
        # clamped length, cut at the tensor's rows (offsets that do not add up never reach past the tensor)
        start, n = self.seq_bounds(op, t, self.ref(seq), seq.type.dtype)
        if op.attrs.get("tile_bounds"):
            end = f"gl.minimum({self.offsets_of(t)}_hi, {self.rows_of(t)})"
        else:  # bounds of another sequence than the tile's: computed once, here
            name = f"tlx_{pyname(p['name'])}"
            self.out.line(f"{name}_start = {start}", op)
            self.out.line(f"{name}_end = gl.minimum({name}_start + {n}, {self.rows_of(t)})", op)
            start, end = f"{name}_start", f"{name}_end"
        if row != "0" and op.name == "tma_store":
            # (a store's row at most the length: its coordinate then stays at most 2**30, where 2**30 - length + row
            # could wrap below 0 in 32 bits and fault; a box from the end on is clipped whole either way; a load's
            # wrapped box lies wholly below 0 and reads zeros, as past the end: proof.check_tma_rows)
            row = f"gl.minimum({row}, {end} - {start})"
        return ["TLX_RAGGED", end, f"TLX_RAGGED - ({end} - {start})" + (f" + {row}" if row != "0" else ""), col]

    @staticmethod
    def clamp_first(e, d):
        """The first middle index, or d where it lies outside [0, d): its block then lies wholly past the flattened
        columns (the engine clips it: a load reads zeros, a store writes nothing, as the portable build masks it),
        and its product with the columns after it cannot wrap in 32 bits back inside the tensor (the proof leaves
        this index free: symbolic.tma_col_terms). Not -1 for a negative one: a TMA store at a negative column
        faults on the device (an illegal instruction on H100), where a load below 0 reads zeros."""
        if e.lstrip("-").isdigit():  # (a constant index: folded where it can be)
            v = int(e)
            if v <= 0:
                return e if v == 0 else d
            return str(min(v, int(d))) if d.isdigit() else f"gl.minimum({e}, {d})"
        return f"gl.where(({e} >= 0) & ({e} < {d}), {e}, {d})"

    def tma_slot(self, v, coords):
        """A slot as the TMA copy sees it: a ragged descriptor's box has two leading unit dims."""
        if len(coords) == 2:
            return self.ref(v)
        return f"{self.ref(v)}.reshape({[1, 1, *v.type.shape]})"

    def e_tma_load(self, op):
        dst, t = op.operands[0], op.operands[1]
        idx, bar = op.operands[2:-1], op.operands[-1]
        block = tuple(dst.type.shape)
        desc = pyname(op.attrs["desc"])
        c = self.tma_coords(op, t, idx, block)
        self.out.line(f"tma.async_copy_global_to_shared({desc}, [{', '.join(c)}], {self.ref(bar)}, "
                      f"{self.tma_slot(dst, c)})", op)

    def e_tma_store(self, op):
        t, idx, src = op.operands[0], op.operands[1:-1], op.operands[-1]
        block = tuple(src.type.shape)
        desc = pyname(op.attrs["desc"])
        c = self.tma_coords(op, t, idx, block)
        copy = "_tlx_tma_reduce_add" if op.attrs.get("reduce") == "add" else "tma.async_copy_shared_to_global"
        chunks = op.attrs.get("chunks", 1)
        if chunks == 1:
            self.out.line(f"{copy}({desc}, [{', '.join(c)}], {self.tma_slot(src, c)})", op)
        else:  # (plan-gluon: a reduce wider than 128 bytes, one per column block of the slot)
            w = block[-1] // chunks
            whole = self.tma_slot(src, c)  # (reshaped first: triton 3.6 cannot reshape a sliced slot)
            for j in range(chunks):
                cj = [*c[:-1], f"{c[-1]} + {j * w}"]
                self.out.line(f"{copy}({desc}, [{', '.join(cj)}], {whole}.slice({j * w}, {w}, dim={len(c) - 1}))", op)
        if op.attrs.get("wait", True):  # (plan-gluon: a run of stores waits once, after its last)
            self.out.line("tma.store_wait(0)", op)

    def access(self, op, idx_ops_start):
        """(pointer expression, bounds masks) of a load/store; index operands start at idx_ops_start. Every index,
        tile or scalar, is masked to its axis (pyemit.inside): what a load reads outside the tensor is zero and a
        store there is dropped, never a neighbouring tensor's words, which the protocol proof does not model."""
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
            dt = v.type.dtype
            tile = isinstance(v.type, ValT) and v.type.shape
            stride = f"{name}_stride{ax}"
            if ax == 0 and jag:
                sv = op.operands[idx_ops_start]
                start, n = self.seq_bounds(op, t, self.ref(sv), sv.type.dtype)
                terms.append(f"({start} + {paren(e)}).to(gl.int64) * {stride}")
                # inside the sequence, and inside the tensor whatever the offsets hold
                masks.append(inside("gl", e, n, dt))
                masks.append(inside("gl", f"{start} + {paren(e)}", self.k.dim_expr(p["dims"][0]), dt))
            else:
                if ax == 0:  # (64-bit row offsets; a scalar may be a Python int: a literal, a replica index)
                    terms.append(f"{paren(e)}.to(gl.int64) * {stride}" if tile else f"gl.cast({e}, gl.int64) * {stride}")
                else:
                    terms.append(f"{paren(e)} * {stride}")
                masks.append(inside("gl", self.x(op, base + ax), self.k.dim_expr(p["dims"][ax]), dt))
        ptr = f"{name} + " + " + ".join(terms)
        return ptr, masks

    def e_load(self, op):
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
            masks.append(paren(self.x(op, vi + 1)))
        m = " & ".join(masks)
        val = self.x(op, vi)
        if op.attrs.get("reduce") == "add":  # relaxed: only the sum matters, not the order of the adds
            self.out.line(f"gl.atomic_add({ptr}, {val}" + (f", mask={m}" if m else "") + ", sem=\"relaxed\")", op)
        else:
            self.out.line(f"gl.store({ptr}, {val}" + (f", mask={m})" if m else ")"), op)

    def e_for(self, op):
        o = self.out
        blk = op.regions[0]
        n = len(op.operands) - 3
        if len(blk.args) != 1 + n:
            raise error(op.span, "internal: a loop with extra region arguments (a pipeline that derive-phases did "
                        "not rewrite) reached the Gluon backend")
        iv, carried = blk.args[0], blk.args[1:]
        # a carried async product (an in-flight wgmma: a warpgroup_mma_accumulator in Gluon, which a loop must carry
        # as one type): a plain tile that starts or replaces it is wrapped (warpgroup_mma_init, no instruction)
        fut = self.in_flight
        for a, init_i in zip(carried, range(3, 3 + n)):
            e = self.ref(op.operands[init_i])
            lay = self.plan.of(a)
            if lay is not None and self.plan.of(op.operands[init_i]) != lay:
                e = f"gl.convert_layout({e}, {self.lname(lay)})"
            if a in fut and op.operands[init_i] not in fut:
                e = f"warpgroup_mma_init({e})"
            o.line(f"{pyname(a.name)} = {e}", op)
            self.expr[a] = pyname(a.name)
        lo, hi, st = (self.ref(v) for v in op.operands[:3])
        rng = f"range({lo}, {hi})" if st == "1" else f"range({lo}, {hi}, {st})"
        o.line(f"for {pyname(iv.name)} in {rng}:", op)
        self.expr[iv] = pyname(iv.name)
        o.depth += 1
        self.loop_ivs.append(pyname(iv.name))
        self.block(blk.ops)
        self.loop_ivs.pop()
        y = blk.ops[-1]
        for a, v in zip(carried, y.operands):
            if a in fut and v in self.async_a:
                # (portable builds have no such limit: there a product is tl.dot, complete when issued)
                raise error(next((o.span for o in blk.ops if v in o.results), y.span),
                            "a loop carries this async product, whose A operand is a register tile: the Gluon "
                            "backend keeps such a tile alive only to a wait in the product's block; use a "
                            "shared-memory A")
        if n:
            ys = []
            for a, v in zip(carried, y.operands):
                e = self.ref(v)
                if self.plan.of(a) is not None and self.plan.of(v) != self.plan.of(a):
                    e = f"gl.convert_layout({e}, {self.lname(self.plan.of(a))})"
                if a in fut and v not in fut:
                    e = f"warpgroup_mma_init({e})"
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


EMIT = {
    "const": GluonExprs.e_const, "dim": GluonExprs.e_dim, "num_seqs": GluonExprs.e_num_seqs,
    "seq_start": GluonExprs.e_seq_start, "seq_len": GluonExprs.e_seq_len,
    **{n: GluonExprs.e_binary for n in list(BINOP) + list(CALL2)},
    **{n: GluonExprs.e_unary for n in list(CALL1) + ["neg", "not", "tanh"]},
    "cast": GluonExprs.e_cast, "where": GluonExprs.e_where, "arange": GluonExprs.e_arange,
    "full": GluonExprs.e_full, "expand_dims": GluonExprs.e_expand_dims, "reduce": GluonExprs.e_reduce,
    "trans": GluonExprs.e_trans, "dot": GluonExprs.e_dot_sync, "dot_async": GluonExprs.e_dot_async,
    "dot_wait": GluonExprs.e_dot_wait, "smem_slot": GluonExprs.e_view, "smem_trans": GluonExprs.e_view,
    "smem_cols": GluonExprs.e_view, "bar_at": GluonExprs.e_view, "smem_load": GluonExprs.e_smem_load, "smem_store": GluonExprs.e_smem_store,
    "expect": GluonExprs.e_expect, "arrive": GluonExprs.e_arrive, "wait": GluonExprs.e_wait,
    "fence": GluonExprs.e_fence, "thread_barrier": GluonExprs.e_thread_barrier,
    "tma_load": GluonExprs.e_tma_load, "tma_store": GluonExprs.e_tma_store,
    "load": GluonExprs.e_load, "store": GluonExprs.e_store, "for": GluonExprs.e_for, "if": GluonExprs.e_if,
    "static_print": GluonExprs.e_static_print,
}
