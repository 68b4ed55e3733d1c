"""Launch preconditions (`require` ops) as host Python: both launchers print them the same way, before launch."""
from __future__ import annotations

from ..ir.core import Op

_BIN = {"add": "+", "sub": "-", "mul": "*", "floordiv": "//", "mod": "%", "lt": "<", "le": "<=", "gt": ">",
        "ge": ">=", "eq": "==", "ne": "!=", "and": "&", "or": "|", "xor": "^"}
_CALL = {"maximum": "max", "minimum": "min"}
# integer division of runtime values on the host as on the device (toward zero: host_runtime's helpers), so that a
# launch precondition or a grid size means what the protocol proof assumed; constants fold as Python folds them
DEVICE_DIV = {"floordiv": "_tlx_tdiv", "mod": "_tlx_tmod", "cdiv": "_tlx_tcdiv"}


def require_checks(kernel: Op, arg_name) -> list:
    """Lines `if not (cond): raise ValueError(...)` for the kernel's require ops. `arg_name(value)` names a
    kernel parameter (a block argument) in the launcher; `arg_name(str)` names a parameter by its tlx name."""
    blk = kernel.regions[0]
    defs = {r: op for op in blk.ops for r in op.results}
    params = {a: p for a, p in zip(blk.args, kernel.attrs["params"])}

    def expr(v, leaves):
        if v in params:
            leaves.setdefault(v.name, arg_name(v))
            return arg_name(v)
        op = defs[v]
        n = op.name
        if n == "const":
            return repr(op.attrs["value"])
        if n == "dim":
            e = f"{arg_name(op.operands[0])}.shape[{op.attrs['axis']}]"
            leaves.setdefault(v.name, e)
            return e
        if n == "num_seqs":
            e = f"({arg_name(op.operands[0].type.jagged_by)}.shape[0] - 1)"
            leaves.setdefault(v.name, e)
            return e
        a = [expr(x, leaves) for x in op.operands]
        if n in DEVICE_DIV and not v.type.dtype.startswith(("f", "bf")) and not all(
                x in defs and defs[x].name == "const" for x in op.operands):
            return f"{DEVICE_DIV[n]}({a[0]}, {a[1]})"
        if n in ("and", "or") and v.type.dtype == "i1":  # short-circuit, as written: `HKV > 0 and H % HKV == 0`
            return f"({a[0]} {n} {a[1]})"
        if n in _BIN:
            return f"({a[0]} {_BIN[n]} {a[1]})"
        if n in _CALL:
            return f"{_CALL[n]}({a[0]}, {a[1]})"
        if n == "cdiv":
            return f"(-(-{a[0]} // {a[1]}))"
        if n == "div":
            return f"({a[0]} / {a[1]})"  # (floats only: the IR verifier refuses an integer div)
        if n == "neg":
            return f"(-{a[0]})"
        if n == "not":
            return f"(not {a[0]})"
        if n == "cast":
            return f"{'float' if v.type.dtype.startswith(('f', 'bf')) else 'bool' if v.type.dtype == 'i1' else 'int'}({a[0]})"
        raise NotImplementedError(f"require: op '{n}' cannot be evaluated on the host")

    lines = []
    for op in blk.ops:
        if op.name != "require":
            continue
        leaves = {}
        cond = expr(op.operands[0], leaves)
        head = f"{kernel.attrs['sym_name']}: requirement `{op.attrs['cond']}` failed"
        vals = " + ".join(f"{(', ' if i else ' (') + k + ' = '!r} + str({e})" for i, (k, e) in enumerate(leaves.items()))
        msg = repr(head) + (f" + {vals} + ')'" if vals else "") + f" + {': ' + op.attrs['message']!r}"
        lines += [f"if not _tlx_holds(lambda: {cond}):", f"    raise ValueError({msg})"]
    return lines
