"""The host launcher of a generated module, one generator for both targets.

Per kernel:
  * `<kernel>_prepare(<params>, *, [max_seqlen=None, tile_decode=None,] num_programs=None)` checks the arguments
    (types, dtypes, ranks, devices, sizes against compile-time parameters and against each other), builds TMA
    descriptors, picks the jagged tile source (`_tile_source`: decoded in the kernel for small batches, else the
    tile table; tile_decode True/False forces it where the kernel can decode), sizes the grid and returns
    `(grid, kernel arguments, launch options)`: the arguments in the order of the kernel's parameters (kernel attr `kernel_args`), so `<kernel>_kernel[grid](*args, **opts)` launches it and
    a caller that launches the compiled kernel itself can reuse them;
  * `<kernel>(...)` checks and launches (outputs are written in place);
  * `<kernel>_example()`: small CPU arguments with the launch signature of real ones (ahead-of-time compiles).
`TLX_KERNELS = {name: (kernel, prepare, example)}` lists them (codegen/gluon.py and codegen/triton.py add it).

Everything here is printed from the IR: parameters (`params`), kernel arguments (`kernel_args`, by the planning
pass of the target), the tiles statement and its `schedule`, and the kernel-level scalar code that sizes the grid.
"""
from __future__ import annotations

from .. import hw
from ..diagnostics import error
from ..ir.core import Op
from ..ir.dtypes import int_range
from ..ir.ops import WRITES_GLOBAL, has_trait, tiles_jagged
from ..ir.types import TensorT, ValT
from ..passes.protocol.flow import guard_reads
from ..passes.protocol.global_access import accesses, must_not_share
from .host_expr import DEVICE_DIV, require_checks
from .pyemit import BINOP, GL_DTYPE, HOST_CALL2, TORCH_DTYPE, Out, literal, pyname

# host expression of each kind of kernel argument (kernel attr `kernel_args`)
HOST_ARG = {"desc": "{name}", "ptr": "{param}", "stride": "{param}.stride({axis})", "scalar": "{param}",
            "size": "{size}", "tile_table": "tile_table", "tile_count": "tile_count",
            "tile_decode": "tile_decode", "tile_counter": "_tile_counter({dev})"}
# grid of each tile schedule (tiles attr `schedule`); {sizes}: the launch space's sizes
GRID = {
    "program": ["grid = ({sizes},)"],  # one program per tile, coordinates from the program ids
    "one": ["grid = (max(1, num_tiles),)"],  # one program per tile through the tile count (Gluon)
    "table": ["grid = (num_tiles,)"],  # one program per row of the tile table (portable)
    "strided": ["progs = num_programs or _num_sms({dev}.device)", "grid = (max(1, min(num_tiles, progs)),)"],
    "snake": ["progs = num_programs or _num_sms({dev}.device)", "grid = (max(1, min(num_tiles, progs)),)"],
    "dynamic": ["progs = num_programs or _num_sms({dev}.device)", "grid = (max(1, min(num_tiles, progs)),)"],
}
NAME = "name"
EXAMPLE_DIM = 256  # size of every runtime dimension in <kernel>_example()
EXAMPLE_OFFSETS = [0, 64, 64, 160, 256]  # sequence offsets there (an empty sequence included)
EXAMPLE_MAX_SEQLEN = 96


def runtime_dims(params, constexprs) -> dict:
    """symbol -> (param, axis) of its first occurrence, for every size that is not a compile-time parameter."""
    dims = {}
    for p in params:
        if p["kind"] in ("tensor", "jagged"):
            for ax, d in enumerate(p["dims"]):
                if d not in constexprs and d not in dims:
                    dims[d] = (p["name"], ax)
    return dims


def _host_scalars(k: Op, tiles: Op, dims: dict, constexprs: dict, out: Out) -> dict:
    """Host copies of the kernel-level scalar code the launch space's sizes read; value -> host expression."""
    params = k.attrs.get("params", [])
    param_of = {v: p for p, v in zip(params, k.regions[0].args)}
    need = set(tiles.operands)
    ops = [o for o in k.regions[0].ops if o.name != "tiles"]
    for o in reversed(ops):
        if any(r in need for r in o.results):
            need.update(o.operands)
    env, consts = {}, set()
    for o in ops:
        if not any(r in need for r in o.results):
            continue
        if o.name == "const":
            env[o.result] = literal(o.attrs["value"], o.result.type.dtype)
            consts.add(o.result)
        elif o.name == "dim":
            d = param_of[o.operands[0]]["dims"][o.attrs["axis"]]
            env[o.result] = literal(constexprs[d], "i32") if d in constexprs else pyname(d)
            if d in constexprs:
                consts.add(o.result)
        elif o.name == "num_seqs":
            env[o.result] = f"({pyname(o.operands[0].type.jagged_by)}.shape[0] - 1)"
        elif o.name in HOST_CALL2 or o.name in BINOP:
            a, b = (env[v] for v in o.operands)
            if all(v in consts for v in o.operands):
                consts.add(o.result)
            elif o.name in DEVICE_DIV and not o.result.type.dtype.startswith(("f", "bf")):
                # runtime integers divide as the device does (toward zero), which the protocol proof models
                out.line(f"{pyname(o.result.name)} = {DEVICE_DIV[o.name]}({a}, {b})", o)
                env[o.result] = pyname(o.result.name)
                continue
            if o.name in HOST_CALL2:
                e = f"{HOST_CALL2[o.name]}({a}, {b})"
            else:
                e = f"({a} {BINOP[o.name]} {b})"  # (a div is a float one: the IR verifier refuses integer div)
            out.line(f"{pyname(o.result.name)} = {e}", o)
            env[o.result] = pyname(o.result.name)
        elif o.result.type and isinstance(o.result.type, ValT):
            raise error(o.span, f"the launch space's size uses '{o.name}', which the launcher cannot compute on the "
                        "host (sizes may use integer arithmetic on tensor sizes and compile-time parameters)")
    return env


def gen_launcher(k: Op, kernel_fn: str, num_warps: int | None = None, hopper_only: bool = False) -> list:
    """The launcher functions of kernel op k (planned: attrs `kernel_args`, tiles `schedule`); kernel_fn is the
    name of the jit function. Gluon passes num_warps and hopper_only (the launch first checks the device, in one
    line); the portable target leaves triton's default warps."""
    out = Out()
    name = k.attrs["sym_name"]
    n = pyname(name)
    params = list(k.attrs.get("params", []))
    constexprs = dict(k.attrs.get("constexprs", {}))
    tiles = next(o for o in k.regions[0].ops if o.name == "tiles")
    schedule = tiles.attrs["schedule"]
    jagged = tiles.attrs["kind"] == "jagged"
    tensors = [p for p in params if p["kind"] in ("tensor", "jagged")]
    dims = runtime_dims(params, constexprs)
    sig = [pyname(p["name"]) for p in params]
    extra = (["max_seqlen=None", "tile_decode=None"] if jagged else []) + ["num_programs=None"]
    out.line(f"def {n}_prepare({', '.join(sig)}, *, {', '.join(extra)}, check_requires=True):")
    out.depth = 1
    out.line('"""Checks the arguments and returns (grid, kernel arguments, launch options)."""')
    for p in tensors:
        pn = pyname(p["name"])
        out.line(f"_check_tensor({pn!r}, {pn}, {TORCH_DTYPE[p['dtype']]}, {len(p['dims'])})")
    for p in params:  # (an integer outside its dtype would reach the device wrapped, or as i64: not what was proved)
        rng = int_range(p.get("dtype", "")) if p["kind"] == "scalar" else None
        if rng is not None:
            pn = pyname(p["name"])
            out.line(f"{pn} = _check_int({pn!r}, {pn}, {p['dtype']!r}, {rng[0]}, {rng[1]})")
    first_by = {}  # offsets -> the first jagged tensor they index
    for p in tensors:
        if p["kind"] == "jagged":
            pn, on = pyname(p["name"]), pyname(p["offsets"])
            out.line(f"_check_jagged({pn!r}, {pn}, {on!r}, {on})")
            # (the proof gives a sequence one length and start per offsets tensor, and every reader clamps them to
            # its own tensor's rows: tensors jagged by one offsets tensor must have the same rows to agree)
            f = first_by.setdefault(p["offsets"], p)
            if f is not p and f["dims"][0] != p["dims"][0]:
                fn = pyname(f["name"])
                out.line(f"_check_dim({pn!r}, {pn}, 0, {fn}.shape[0], 'the rows of {fn}: both are jagged by {on}')")
    for r, w, as_one in _read_and_written(k, params):
        out.line(f"_check_disjoint({r!r}, {r}, {w!r}, {w}" + (", as_one=True)" if as_one else ")"))
    if len(tensors) > 1:
        out.line(f"_same_device({', '.join(f'{pyname(p[NAME])!r}, {pyname(p[NAME])}' for p in tensors)})")
    for sym, (pname, ax) in dims.items():
        out.line(f"{pyname(sym)} = {pyname(pname)}.shape[{ax}]")
        # (a size is an i32 on the device, as the proof assumes: a larger one would reach it as an i64)
        out.line(f"_check_size({pyname(pname)!r}, {ax}, {pyname(sym)})")
    # (a stored tensor's elements are compared as index tuples: protocol/global_writes.py)
    for tn in sorted({t.name for t, kind, _, _ in accesses(k, None, []) if kind in ("store", "tma_store")}):
        out.line(f"_check_no_overlap({pyname(tn)!r}, {pyname(tn)})")
    # (every tensor, whichever target: the proof, shared by both, assumes a TMA copy's 32-bit column coordinate
    # spans a row, and the portable build's own copy of the kernel no longer knows which tensors were copied)
    for p in tensors:
        if len(p["dims"]) > 1:
            out.line(f"_check_row_width({pyname(p['name'])!r}, {pyname(p['name'])})")
    for p in tensors:
        pn = pyname(p["name"])
        for ax, d in enumerate(p["dims"]):
            if d in constexprs:
                out.line(f"_check_dim({pn!r}, {pn}, {ax}, {constexprs[d]}, 'compile-time parameter {d}')")
            elif dims[d][0] != p["name"]:
                out.line(f"_check_dim({pn!r}, {pn}, {ax}, {pyname(d)}, {d!r})")
    param_name = {v: p["name"] for p, v in zip(params, k.regions[0].args)}
    requires = require_checks(k, lambda v: pyname(v if isinstance(v, str) else param_name[v]))
    if requires:
        out.line("if check_requires:  # <kernel>_example() skips them: its sizes only give the launch signature")
        for ln in requires:
            out.line("    " + ln)
    env = _host_scalars(k, tiles, dims, constexprs, out)
    dtype = {p["name"]: p.get("dtype") for p in params}
    size_var = {pa: pyname(sym) for sym, pa in dims.items()}  # a size read above is passed by its name
    args = []
    dev = pyname(tensors[0]["name"]) if tensors else "torch"
    written = {v.name for op in k.walk() if has_trait(op, WRITES_GLOBAL) for v in op.operands
               if isinstance(v.type, TensorT)}
    for a in k.attrs["kernel_args"]:
        pn = pyname(a.get("param", ""))
        if a["kind"] == "desc":
            fn = "_ragged_descriptor" if a.get("ragged") else "_descriptor"
            # (a tensor the kernel only reads may be copied into the layout TMA needs; one it writes may not)
            out.line(f"{pyname(a['name'])} = {fn}({a['param']!r}, {pn}, {list(a['block'])}, "
                     f"{GL_DTYPE[dtype[a['param']]]}, {a['param'] in written}"
                     + (", linear=True)" if a.get("linear") else ")"))
        size = size_var.get((a.get("param"), a.get("axis")), f"{pn}.shape[{a.get('axis')}]")
        args.append(HOST_ARG[a["kind"]].format(name=pyname(a["name"]), param=pn, axis=a.get("axis"), size=size,
                                            dev=dev))
    sizes = [env[v] for v in tiles.operands if isinstance(v.type, ValT)]
    if jagged:
        jt = tiles_jagged(tiles)[0]
        tn = pyname(next(p["name"] for p, v in zip(params, k.regions[0].args) if v is jt))
        dmax = tiles.attrs.get("decode", {}).get("max", 0)
        out.line(f"tile_table, tile_count, max_tiles, tile_decode = _tile_source({pyname(jt.type.jagged_by)}, "
                 f"{tiles.attrs['block']}, max_seqlen, {tiles.attrs.get('order', 'longest_first')!r}, "
                 f"{tn}.shape[0], {dmax}, tile_decode)", tiles)
        out.line(f"num_tiles = max_tiles * {' * '.join(f'({s})' for s in sizes) or '1'}")
        out.line("_check_tile_count(num_tiles)")
    elif schedule != "program":
        out.line(f"num_tiles = {' * '.join(f'({s})' for s in sizes)}", tiles)
        out.line("_check_tile_count(num_tiles)")
    for ln in GRID[schedule]:
        out.line(ln.format(sizes=", ".join(sizes), dev=dev))
    opts = [f"num_warps={num_warps}"] if num_warps else []
    if k.attrs.get("grid_dependency"):
        opts.append("launch_pdl=True")
    opts = f"dict({', '.join(opts)})"
    out.line(f"return grid, ({', '.join(args)},), {opts}")
    out.depth = 0
    out.line("")
    out.line("")
    out.line(f"def {n}({', '.join(sig)}, *, {', '.join(extra)}):")
    on = " on CUDA tensors" if hopper_only else ""
    out.line(f'    """Launch {name}{on} (outputs are written in place)."""')
    pass_extra = ", ".join(f"{e.split('=')[0]}={e.split('=')[0]}" for e in extra)
    if hopper_only:
        out.line(f"    _require_hopper({dev})")
    out.line(f"    grid, args, opts = {n}_prepare({', '.join(sig)}, {pass_extra})")
    out.line("    if 0 in grid:")
    out.line("        return")
    out.line(f"    {kernel_fn}[grid](*args, **opts)")
    out.line("")
    out.line("")
    out.lines += _example(n, params, constexprs, sig, jagged)
    return out.lines


def _read_and_written(k: Op, params) -> list:
    """(read, written, as_one) parameter names whose storage must not overlap: a tensor the kernel reads integers from
    (a load of any shape; a jagged tensor's offsets), or values of any type that decide a guard, and another one it
    writes. The protocol proof gives such a scalar one value for every role only when no op of the kernel writes that
    tensor (protocol/symbolic.py), which it decides by name; two names for one memory would get past it. as_one: a
    pair the global-memory rules would refuse as one tensor (global_access.must_not_share)."""
    written, read = set(), set()
    for op in k.walk():
        if has_trait(op, WRITES_GLOBAL):
            written |= {v.name for v in op.operands if isinstance(v.type, TensorT)}
        elif op.name == "load" and not op.result.type.dtype.startswith(("f", "b")):
            read.add(op.operands[0].name)  # (a tile too: its reduction is a scalar; floats are not modeled)
    read |= {p["offsets"] for p in params if p.get("offsets")}
    read |= guard_reads(k)  # (floats too, where they decide a guard: protocol/flow.py divergent_guards)
    pairs = [(r, w) for r in sorted(read) for w in sorted(written) if r != w]
    # (verify-protocol records the as-one pairs while the kernel has its roles; the portable build merged them since)
    shared = [tuple(p) for p in k.attrs.get("must_not_share") or must_not_share(k)]
    shared = [p for p in shared if p not in pairs and p[::-1] not in pairs]
    return [(pyname(r), pyname(w), False) for r, w in pairs] + [(pyname(a), pyname(b), True) for a, b in shared]


def _example(n, params, constexprs, sig, jagged) -> list:
    offsets = {p.get("offsets") for p in params}
    lines = [f"def {n}_example():",
             '    """Small CPU arguments with the launch signature of real ones (for AOT compilation)."""']
    for p in params:
        pn = pyname(p["name"])
        if p["kind"] not in ("tensor", "jagged"):
            lines.append(f"    {pn} = {literal(3, p['dtype'])}")
        elif p["name"] in offsets:
            lines.append(f"    {pn} = torch.tensor({EXAMPLE_OFFSETS}, dtype={TORCH_DTYPE[p['dtype']]})")
        else:
            shape = [str(constexprs[d]) if d in constexprs else str(EXAMPLE_DIM) for d in p["dims"]]
            lines.append(f"    {pn} = torch.zeros({', '.join(shape)}, dtype={TORCH_DTYPE[p['dtype']]})")
    # (the table variant: an ahead-of-time kernel serves every batch size)
    kw = f", max_seqlen={EXAMPLE_MAX_SEQLEN}, tile_decode=False" if jagged else ""
    lines.append(f"    return {n}_prepare({', '.join(sig)}{kw}, num_programs={hw.DEFAULT_SM_COUNT}, check_requires=False)")
    return lines
