"""The verify rule of each op (tlx/ir/ops.py names them in the op table). Each raises a located error."""
from __future__ import annotations

from ..diagnostics import error
from .dtypes import DTYPE_TABLE, int_range
from .types import BarT, SmemT, TensorT, ValT, is_float, itemsize

COMPARISONS = ("lt", "le", "gt", "ge", "eq", "ne")
# dtypes a reduce-add store (`t[idx] += v`, store {reduce = "add"}) accepts: what both backends' atomic add takes
REDUCE_ADD_DTYPES = ("f32", "f16", "bf16", "i32")
TRANSCENDENTAL = ("exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "tanh", "sigmoid")


def _fail(op, msg):
    raise error(op.span, f"'{op.name}' op {msg}")


def _val(op, v, what="operand"):
    if not isinstance(v.type, ValT):
        _fail(op, f"{what} %{v.name} must be a scalar or tile, got {v.type}")
    return v.type


def _int_scalar(op, v, what="operand"):
    t = v.type
    if not isinstance(t, ValT) or t.shape or is_float(t.dtype):
        _fail(op, f"{what} %{v.name} must be an integer scalar, got {t}")


def _result_val(op):
    return _val(op, op.result, "result")


def broadcast_shapes(a: tuple, b: tuple):
    ra, rb = list(a), list(b)
    n = max(len(ra), len(rb))
    ra = [1] * (n - len(ra)) + ra
    rb = [1] * (n - len(rb)) + rb
    out = []
    for x, y in zip(ra, rb):
        if x != y and x != 1 and y != 1:
            return None
        out.append(max(x, y))
    return tuple(out)


def _binary(op):
    a, b = (_val(op, v) for v in op.operands)
    if a.dtype != b.dtype:
        _fail(op, f"operands must have one dtype, got {a.dtype} and {b.dtype}")
    shp = broadcast_shapes(a.shape, b.shape)
    if shp is None:
        _fail(op, f"operands have incompatible shapes {list(a.shape)} and {list(b.shape)}")
    r = _result_val(op)
    if r.shape != shp:
        _fail(op, f"result shape must be {list(shp)}")
    want = "i1" if op.name in COMPARISONS else a.dtype
    if r.dtype != want:
        _fail(op, f"result must be {want}, got {r.dtype}")
    if op.name in ("mod", "floordiv", "cdiv", "and", "or", "xor") and is_float(a.dtype):
        _fail(op, f"needs integer operands, got {a.dtype}")
    if op.name == "div" and not is_float(a.dtype):  # (the frontend writes integer `/` as floordiv)
        _fail(op, f"divides floats; integers divide by floordiv (toward zero), got {a.dtype}")


def _unary(op):
    a = _val(op, op.operands[0])
    if _result_val(op) != a:
        _fail(op, f"result must have the operand's type {a}")
    if op.name in TRANSCENDENTAL and not is_float(a.dtype):
        _fail(op, f"needs a floating-point operand, got {a.dtype}")


def _cast(op):
    a, r = _val(op, op.operands[0]), _result_val(op)
    if r.shape != a.shape:
        _fail(op, "result shape must equal operand shape")


def _where(op):
    c, a, b = (_val(op, v) for v in op.operands)
    if c.dtype != "i1":
        _fail(op, f"condition must be i1, got {c.dtype}")
    r = _result_val(op)
    if a.dtype != r.dtype or b.dtype != r.dtype:
        _fail(op, f"both values must be {r.dtype}, got {a.dtype} and {b.dtype}")
    shp = broadcast_shapes(broadcast_shapes(c.shape, a.shape) or (), b.shape)
    if shp is None or r.shape != shp:
        _fail(op, "operand shapes do not broadcast to the result")


def _const(op):
    r, v = _result_val(op), op.attrs["value"]
    if r.shape:
        _fail(op, f"result must be a scalar, got {r}")
    if isinstance(v, float) and not v.is_integer() and not is_float(r.dtype):
        _fail(op, f"value {v!r} does not fit {r.dtype}")
    rng = int_range(r.dtype)
    if rng and not isinstance(v, bool) and not rng[0] <= v <= rng[1]:
        _fail(op, f"value {v!r} does not fit {r.dtype} ({rng[0]} to {rng[1]})")
    if is_float(r.dtype) and isinstance(v, int) and not isinstance(v, bool) and abs(v) > 2 ** 1023:
        _fail(op, f"value {v!r} does not fit {r.dtype}")


def _i32_result(op):
    r = _result_val(op)
    if r != ValT("i32"):
        _fail(op, f"result must be i32, got {r}")


def _require(op):
    t = op.operands[0].type
    if t != ValT("i1"):
        _fail(op, f"condition must be an i1 scalar, got {t}")


def _dim(op):
    t = _tensor(op)
    if not 0 <= op.attrs["axis"] < t.rank:
        _fail(op, f"axis {op.attrs['axis']} out of range for {t}")
    _i32_result(op)


def _num_seqs(op):
    _tensor(op)
    _i32_result(op)


def _seq(op):
    _tensor(op)
    _int_scalar(op, op.operands[1])
    _i32_result(op)


def _arange(op):
    n = op.attrs["n"]
    if n <= 0:
        _fail(op, f"needs a positive length, got {n}")
    if _result_val(op) != ValT("i32", (n,)):
        _fail(op, f"result must be tile<{n}xi32>")


def _full(op):
    a, r = _val(op, op.operands[0]), _result_val(op)
    if a.shape or a.dtype != r.dtype:
        _fail(op, f"fills a tile from a {r.dtype} scalar, got {a}")


def _expand_dims(op):
    a, r, ax = _val(op, op.operands[0]), _result_val(op), op.attrs["axis"]
    if not 0 <= ax <= len(a.shape):
        _fail(op, f"axis {ax} out of range for rank {len(a.shape)}")
    want = ValT(a.dtype, a.shape[:ax] + (1,) + a.shape[ax:])
    if r != want:
        _fail(op, f"result must be {want}, got {r}")


def _broadcast(op):
    a, r = _val(op, op.operands[0]), _result_val(op)
    if a.dtype != r.dtype or broadcast_shapes(a.shape, r.shape) != r.shape:
        _fail(op, f"cannot broadcast {a} to {r}")


def _reduce(op):
    a, r = _val(op, op.operands[0]), _result_val(op)
    ax = op.attrs["axis"]
    if not 0 <= ax < len(a.shape):
        _fail(op, f"axis {ax} out of range for a tile of rank {len(a.shape)}")
    want = ValT(a.dtype, a.shape[:ax] + a.shape[ax + 1:])
    if r != want:
        _fail(op, f"result must be {want}, got {r}")


def _trans(op):
    a, r = _val(op, op.operands[0]), _result_val(op)
    if len(a.shape) != 2 or r != ValT(a.dtype, a.shape[::-1]):
        _fail(op, f"transposes a 2-D tile: {a} -> {r}")


def _dot(op):
    if len(op.operands) not in (2, 3):
        _fail(op, f"expects 2 or 3 operands (a, b, accumulator), got {len(op.operands)}")
    a, b = op.operands[0].type, op.operands[1].type
    sa = a.shape if isinstance(a, (ValT, SmemT)) else None
    sb = b.shape if isinstance(b, (ValT, SmemT)) else None
    if sa is None or sb is None or len(sa) != 2 or len(sb) != 2:
        _fail(op, "operands must be 2-D tiles or shared-memory slots")
    if isinstance(a, SmemT) and a.stages or isinstance(b, SmemT) and b.stages:
        _fail(op, "operands must be single shared-memory slots, not whole rings (index the ring)")
    if sa[1] != sb[0]:
        _fail(op, f"inner dimensions differ: {list(sa)} x {list(sb)}")
    r = _result_val(op)
    if r.shape != (sa[0], sb[1]):
        _fail(op, f"result must be {[sa[0], sb[1]]}")
    if len(op.operands) == 3 and _val(op, op.operands[2]) != r:
        _fail(op, f"accumulator must have the result type {r}")
    if any(s % 16 for s in (*sa, sb[1])):
        _fail(op, f"matrix product dimensions must be multiples of 16, got {list(sa)} x {list(sb)}")


def _dot_wait(op):
    if len(op.operands) not in (1, 2):
        _fail(op, f"expects the product and at most one value to wait after, got {len(op.operands)} operands")
    if len(op.operands) == 2 and (_val(op, op.operands[1]).dtype != "f32" or len(_val(op, op.operands[1]).shape) != 1):
        _fail(op, "the value to wait after must be a 1-D f32 tile")
    a = _val(op, op.operands[0])
    if _result_val(op) != a:
        _fail(op, f"result must have the operand's type {a}")
    if op.attrs.get("pending", 0) < 0:
        _fail(op, "pending must be non-negative")


def _tensor(op, i=0):
    t = op.operands[i].type
    if not isinstance(t, TensorT):
        _fail(op, f"operand %{op.operands[i].name} must be a global tensor")
    return t


def _indices(op, first, n, shapes=True):
    """n index operands from position `first`; returns their broadcast shape."""
    shp = ()
    for v in op.operands[first:first + n]:
        t = _val(op, v, "index")
        if is_float(t.dtype):
            _fail(op, f"index %{v.name} must be an integer, got {t.dtype}")
        shp = broadcast_shapes(shp, t.shape) if shapes else ()
        if shp is None:
            _fail(op, "index shapes do not broadcast")
    return shp


def _access_prefix(op, t):
    """Operand layout of load/store: tensor, [seq if jagged], nidx indices. Returns the index shape."""
    nidx = op.attrs["nidx"]
    if nidx != t.rank:
        _fail(op, f"needs {t.rank} indices for {t}, got {nidx}")
    jag = op.attrs["jagged"]
    if jag and not t.jagged_by:
        _fail(op, f"jagged access needs a jagged tensor, got {t}")
    if jag:
        _int_scalar(op, op.operands[1], "sequence")
    return _indices(op, 1 + jag, nidx)


def _load(op):
    t = _tensor(op)
    n = 1 + op.attrs["jagged"] + op.attrs["nidx"]
    if op.attrs["masked"] or len(op.operands) != n:
        _fail(op, f"expects {n} operands (tensor, [sequence], indices), got {len(op.operands)}")
    shp = _access_prefix(op, t)
    if _result_val(op) != ValT(t.dtype, shp):
        _fail(op, f"result must be {ValT(t.dtype, shp)}")


def _store(op):
    t = _tensor(op)
    n = 1 + op.attrs["jagged"] + op.attrs["nidx"] + 1 + op.attrs["masked"]
    if len(op.operands) != n:
        _fail(op, f"expects {n} operands (tensor, [sequence], indices, value, [mask]), got {len(op.operands)}")
    shp = _access_prefix(op, t)
    v = _val(op, op.operands[n - 1 - op.attrs["masked"]], "value")
    if v.dtype != t.dtype:
        _fail(op, f"stores {v.dtype} into a {t.dtype} tensor")
    if op.attrs.get("reduce") and t.dtype not in REDUCE_ADD_DTYPES:
        _fail(op, f"reduce-add into a {t.dtype} tensor (takes {', '.join(REDUCE_ADD_DTYPES)})")
    if broadcast_shapes(v.shape, shp) != shp:
        _fail(op, f"value of shape {list(v.shape)} does not fit the index shape {list(shp)}")
    if op.attrs["masked"]:
        m = _val(op, op.operands[-1], "mask")
        if m.dtype != "i1":
            _fail(op, "mask must be i1")
        if broadcast_shapes(m.shape, shp) != shp:  # (red team pass 20: a [2, 2] mask on a [2] index tile)
            _fail(op, f"mask of shape {list(m.shape)} does not fit the index shape {list(shp)}")


def _smem_alloc(op):
    if not isinstance(op.result.type, SmemT) or op.result.type.transposed:
        _fail(op, f"result must be a shared-memory buffer, got {op.result.type}")


def _bar_alloc(op):
    t = op.result.type
    if not isinstance(t, BarT) or t.count <= 0:
        _fail(op, f"result must be an mbarrier array with a positive arrival count, got {t}")


def _smem_slot(op):
    t = op.operands[0].type
    if not isinstance(t, SmemT) or not t.stages:
        _fail(op, "indexes a shared-memory ring")
    _int_scalar(op, op.operands[1], "index")
    if op.result.type != SmemT(t.dtype, t.shape, 0, t.transposed):
        _fail(op, f"result must be one slot {SmemT(t.dtype, t.shape, 0, t.transposed)}")


def _smem_view(op, i=0):
    t = op.operands[i].type
    if not isinstance(t, SmemT) or t.stages:
        _fail(op, f"needs one shared-memory slot, got {t} (index the ring)")
    return t


def _smem_trans(op):
    t = _smem_view(op)
    if len(t.shape) != 2 or op.result.type != SmemT(t.dtype, t.shape[::-1], 0, not t.transposed):
        _fail(op, "result must be the transposed slot")


def _smem_cols(op):
    # (columns k*width .. k*width + width - 1 of a slot: a block of whole 128-byte swizzle widths, so that the block
    # is itself a dense, swizzled operand on Hopper)
    t = _smem_view(op)
    w = op.attrs["width"]
    if len(t.shape) != 2 or t.transposed:
        _fail(op, f"takes columns of a 2-D slot as stored (not a transposed view), got {t}")
    if w <= 0 or t.shape[1] % w:
        _fail(op, f"width {w} must divide the slot's {t.shape[1]} columns")
    if (w * itemsize(t.dtype)) % 128:
        _fail(op, f"a column block must span whole 128-byte rows of the swizzle ({w} x {t.dtype} is "
                  f"{w * itemsize(t.dtype)} bytes)")
    _int_scalar(op, op.operands[1], "column block index")
    if op.result.type != SmemT(t.dtype, (t.shape[0], w), 0, False):
        _fail(op, f"result must be {SmemT(t.dtype, (t.shape[0], w), 0, False)}")


def _smem_load(op):
    t = _smem_view(op)
    if _result_val(op) != ValT(t.dtype, t.shape):
        _fail(op, f"result must be {ValT(t.dtype, t.shape)}")


def _smem_store(op):
    t = _smem_view(op)
    if t.transposed:
        _fail(op, "cannot store into a transposed view")
    if _val(op, op.operands[1], "value") != ValT(t.dtype, t.shape):
        _fail(op, f"value must be {ValT(t.dtype, t.shape)}, got {op.operands[1].type}")


def _bar_at(op):
    t = op.operands[0].type
    if not isinstance(t, BarT) or not t.size:
        _fail(op, "indexes a barrier array")
    _int_scalar(op, op.operands[1], "index")
    if op.result.type != BarT(0, t.count):
        _fail(op, f"result must be {BarT(0, t.count)}")


def _single_bar(op, v):
    t = v.type
    if not isinstance(t, BarT) or t.size:
        _fail(op, f"needs a single barrier, got {t} (index the barrier array)")


def _expect(op):
    _single_bar(op, op.operands[0])
    _int_scalar(op, op.operands[1], "byte count")


def _arrive(op):
    _single_bar(op, op.operands[0])
    if op.attrs["count"] <= 0:
        _fail(op, "count must be positive")


def _turn(op):
    t = op.operands[0].type
    if not isinstance(t, BarT) or t.size < 2 or t.count != 1:
        _fail(op, "takes a barrier array of one barrier per replica (at least 2), arrive count 1")


def _wait(op):
    if len(op.operands) not in (1, 2):
        _fail(op, f"expects a barrier and an optional phase, got {len(op.operands)} operands")
    _single_bar(op, op.operands[0])
    if len(op.operands) == 2:
        _int_scalar(op, op.operands[1], "phase")


def _coords(op, vals):
    for v in vals:
        _int_scalar(op, v, "coordinate")


def _tma_load(op):
    if len(op.operands) < 4:
        _fail(op, "expects (slot, tensor, coordinates..., barrier)")
    dst = op.operands[0].type
    if not isinstance(dst, SmemT) or dst.stages or dst.transposed:
        _fail(op, "destination must be one shared-memory slot")
    if _tensor(op, 1).dtype != dst.dtype:
        _fail(op, f"copies {op.operands[1].type} into {dst}: dtypes differ")
    _coords(op, op.operands[2:-1])
    _single_bar(op, op.operands[-1])


def _tma_store(op):
    if len(op.operands) < 3:
        _fail(op, "expects (tensor, coordinates..., slot)")
    t = _tensor(op)
    src = _smem_view(op, len(op.operands) - 1)
    if src.dtype != t.dtype:
        _fail(op, f"copies {src} into {t}: dtypes differ")
    if op.attrs.get("reduce") and t.dtype not in REDUCE_ADD_DTYPES:
        _fail(op, f"reduce-add into a {t.dtype} tensor (takes {', '.join(REDUCE_ADD_DTYPES)})")
    _coords(op, op.operands[1:-1])


def _loop(op):
    for v, what in zip(op.operands[:3], ("lower bound", "upper bound", "step")):
        _int_scalar(op, v, what)
    blk = op.regions[0]
    n_carried = len(op.operands) - 3
    if n_carried < 0:
        _fail(op, "expects (lower, upper, step, carried...)")
    if len(blk.args) != 1 + n_carried + op.attrs.get("extra_args", 0):
        _fail(op, "region arguments do not match the carried values")
    if not blk.ops or blk.ops[-1].name != "yield" or len(blk.ops[-1].operands) != n_carried:
        _fail(op, "body must end with a yield of the carried values")
    if len(op.results) != n_carried:
        _fail(op, f"expects {n_carried} results (one per carried value), got {len(op.results)}")
    for a, y, r in zip(op.operands[3:], blk.ops[-1].operands, op.results):
        if a.type != y.type or a.type != r.type:
            _fail(op, f"carried value %{a.name} changes type in the loop ({a.type} -> {y.type})")
    if op.attrs.get("stages", 1) <= 0:
        _fail(op, "stages must be positive")


def _if(op):
    c = _val(op, op.operands[0], "condition")
    if c != ValT("i1"):
        _fail(op, f"condition must be an i1 scalar, got {c}")
    for blk in op.regions:
        if blk.args:
            _fail(op, "branches take no arguments")
        if not blk.ops or blk.ops[-1].name != "yield" or len(blk.ops[-1].operands) != len(op.results):
            _fail(op, "each branch must end with a yield of the results")
        for y, r in zip(blk.ops[-1].operands, op.results):
            if y.type != r.type:
                _fail(op, f"branch yields {y.type} where {r.type} is expected")


def _yield(op):
    for v in op.operands:
        _val(op, v)


# the keys of a kernel's `params` entries, by kind (as the frontend writes them; the code generators read them)
PARAM_KEYS = {"scalar": {"name", "kind", "dtype"}, "tensor": {"name", "kind", "dtype", "dims", "offsets"},
              "jagged": {"name", "kind", "dtype", "dims", "offsets"}}


def _kernel(op):
    args = op.regions[0].args
    for a in args:
        if not isinstance(a.type, TensorT) and not (isinstance(a.type, ValT) and not a.type.shape):
            _fail(op, f"parameter %{a.name} must be a tensor or a scalar, got {a.type}")
    # (hand-written IR: the code generators trust these attributes, so a wrong one would make wrong code)
    params = op.attrs.get("params", ())
    if len(params) != len(args):
        _fail(op, f"params must describe each of the {len(args)} parameters, got {len(params)} entries")
    ranks = {}
    for p, a in zip(params, args):
        if not isinstance(p, dict):
            _fail(op, f"params entry of %{a.name} must be {{name = ..., kind = ..., dtype = ...}}, got {p!r}")
        if not isinstance(p.get("kind"), str) or p["kind"] not in PARAM_KEYS:
            _fail(op, f"params entry of %{a.name}: kind must be {', '.join(map(repr, PARAM_KEYS))}, got {p.get('kind')!r}")
        if set(p) != PARAM_KEYS[p["kind"]]:
            _fail(op, f"params entry of %{a.name} (kind {p['kind']!r}) must have the keys "
                  f"{', '.join(sorted(PARAM_KEYS[p['kind']]))}, got {', '.join(sorted(map(str, p)))}")
        if not isinstance(p["name"], str) or not p["name"].isidentifier() or p["name"] in ranks:
            _fail(op, f"params entry of %{a.name}: name {p['name']!r} must be a new identifier")
        if not isinstance(p["dtype"], str) or p["dtype"] not in DTYPE_TABLE:
            _fail(op, f"params entry of %{a.name}: unknown dtype {p['dtype']!r}")
        if p["kind"] == "scalar":
            want = ValT(p["dtype"])
        else:
            dims = p["dims"]
            if not isinstance(dims, tuple) or not all(isinstance(d, str) for d in dims):
                _fail(op, f"params entry of %{a.name}: dims must be a list of names, got {dims!r}")
            if (p["kind"] == "jagged") != bool(p["offsets"]) or not isinstance(p["offsets"], str):
                _fail(op, f"params entry of %{a.name}: offsets must name the offsets tensor of a jagged tensor "
                      f"and be \"\" otherwise, got {p['offsets']!r}")
            want = TensorT(p["dtype"], dims, p["offsets"])
            ranks[p["name"]] = len(dims)
        if a.type != want:
            _fail(op, f"params entry of %{a.name} ({p['kind']}, dtype {p['dtype']!r}) does not match its type {a.type}")
        ranks.setdefault(p["name"], None)
    for p in params:
        if p["kind"] == "jagged" and ranks.get(p["offsets"]) != 1:
            _fail(op, f"params entry {p['name']!r}: offsets {p['offsets']!r} must name a 1-D tensor parameter")
    for c in op.attrs.get("dim_checks", ()):
        # (param, axis, param, axis): two tensor dims that must agree; (param, axis, constexpr, -1): a dim that must
        # equal a compile-time parameter
        ok = isinstance(c, tuple) and len(c) == 4 and all(isinstance(x, str) for x in c[::2]) \
            and all(isinstance(x, int) and not isinstance(x, bool) for x in c[1::2]) \
            and ranks.get(c[0]) is not None and 0 <= c[1] < ranks[c[0]]
        if ok and c[3] == -1:
            ok = c[2] in op.attrs.get("constexprs", {})
        elif ok:
            ok = ranks.get(c[2]) is not None and 0 <= c[3] < ranks[c[2]]
        if not ok:
            _fail(op, f"dim_checks entry {list(c) if isinstance(c, tuple) else c!r} must be [tensor, axis, tensor, axis] "
                  "or [tensor, axis, constexpr, -1] over the kernel's tensor parameters")
    for c in op.attrs.get("must_not_share", ()):
        # (verify-protocol's pairs of tensor parameters the launchers keep apart: global_access.must_not_share)
        if not (isinstance(c, (tuple, list)) and len(c) == 2 and all(ranks.get(x) is not None for x in c)):
            _fail(op, f"must_not_share entry {c!r} must be [tensor, tensor] naming two tensor parameters")


def _tiles(op):
    dims = op.attrs["dims"]
    if len(op.operands) != len(dims) or any(d not in ("range", "blocks") for d in dims):
        _fail(op, f"needs one operand per dimension ('range' or 'blocks'), got {list(dims)}")
    for i, (d, v) in enumerate(zip(dims, op.operands)):
        if d == "blocks":
            _tensor(op, i)
        else:
            _int_scalar(op, v, "range")
    args = op.regions[0].args
    if len(args) != sum(2 if d == "blocks" else 1 for d in dims) + 1:
        _fail(op, "region arguments must be the tile coordinates and the tile counter")
    for a in args:
        if a.type != ValT("i32"):
            _fail(op, f"coordinate %{a.name} must be i32")


def _role(op):
    if op.attrs["warps"] <= 0:
        _fail(op, "needs a positive warp count")
    if op.attrs["regs"] < 0 or op.attrs["replicas"] <= 0:
        _fail(op, "needs regs >= 0 and a positive replica count")
    blk = op.regions[0]
    n_state = op.attrs.get("n_state", 0)
    if len(blk.args) != 1 + n_state or any(a.type != ValT("i32") for a in blk.args):
        _fail(op, f"region arguments must be the replica index and {n_state} i32 ring counters")
    if not blk.ops or blk.ops[-1].name != "yield" or len(blk.ops[-1].operands) != n_state:
        _fail(op, f"body must end with a yield of its {n_state} ring counters")
    if len(op.attrs.get("state_init", [0] * n_state)) != n_state:
        _fail(op, "state_init must give one value per ring counter")
