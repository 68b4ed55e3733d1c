"""The host launcher of a generated module: `<kernel>_prepare(...)` (argument checks, TMA descriptors, tile table,
grid), `<kernel>(...)` (launch) and `<kernel>_example()` (CPU arguments for ahead-of-time compilation)."""
from __future__ import annotations

from .. import hw
from ..ir.types import ValT
from .gluon_kernel import KernelInfo
from .host_expr import require_checks
from .pyemit import BINOP, GL_DTYPE, HOST_CALL2, TORCH_DTYPE, Out, literal, pyname

# host expression of each kind of kernel argument (kernel attr `kernel_args`)
HOST_ARG = {"desc": "{name}", "ptr": "{param}", "stride": "{param}.stride({axis})", "scalar": "{param}",
            "size": "{name}", "tile_table": "tile_table", "tile_count": "tile_count"}


def gen_launcher(k: KernelInfo) -> list:
    out = Out()
    n = pyname(k.name)
    sig = [pyname(p["name"]) for p in k.params]
    extra = ["max_seqlen=None"] if k.kind == "jagged" else []
    extra += ["num_programs=None", "check_requires=True"]
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
    reqs = require_checks(k.op, lambda v: pyname(v if isinstance(v, str) else k.param_of[v]["name"]))
    if reqs:  # the AOT example only binds a signature: its made-up sizes need not meet the kernel's requirements
        out.line("if check_requires:")
        for ln in reqs:
            out.line("    " + ln)
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
    dtype = {p["name"]: p.get("dtype") for p in k.params}
    args = []
    for a in k.args:
        pn = pyname(a.get("param", ""))
        if a["kind"] == "desc":
            out.line(f"{pyname(a['name'])} = _descriptor({pn}, {list(a['block'])}, {GL_DTYPE[dtype[a['param']]]})")
        args.append(HOST_ARG[a["kind"]].format(name=pyname(a["name"]), param=pn, axis=a.get("axis")))
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
    out.line(f"    _require_hopper({dev})")
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
    out.line(f"    return {n}_prepare({', '.join(sig)}{kw}, num_programs={hw.DEFAULT_SM_COUNT}, check_requires=False)")
    return out.lines
