"""`tlx` command line: check, compile (--emit any stage), demo."""
from __future__ import annotations

import argparse
import sys

from .compiler import STAGES, STAGE_NAMES, Options, compile_file
from .diagnostics import TlxError, debug_enabled


def parse_define(text: str):
    """`NAME=VALUE` -> (name, value text). The frontend converts the text once, to the parameter's kind."""
    if "=" not in text:
        raise ValueError(f"-D {text}: expected NAME=VALUE")
    name, val = text.split("=", 1)
    name = name.strip()
    if not name.isidentifier():
        raise ValueError(f"-D {text}: '{name}' is not a valid parameter name")
    val = val.strip()
    if val == "":
        raise ValueError(f"-D {text}: missing value")
    return name, val


def _options(args, target=None) -> Options:
    defines = {}
    for d in args.define or []:
        n, v = parse_define(d)
        defines[n] = v
    o = Options(defines=defines, arch=getattr(args, "arch", "sm_90a"), kernel=getattr(args, "kernel", "") or "",
                print_ir_after_all=getattr(args, "print_ir_after_all", False),
                print_ir_after=tuple(getattr(args, "print_ir_after", None) or ()),
                print_ir_before=tuple(getattr(args, "print_ir_before", None) or ()),
                pass_timing=getattr(args, "pass_timing", False),
                interpret=getattr(args, "interpret", False))
    if target:
        o.target = target
    return o


def _common(p):
    p.add_argument("file", help="a .tlx source file")
    p.add_argument("-D", dest="define", action="append", metavar="NAME=VALUE",
                   help="override a compile-time parameter (repeatable), e.g. -D BLOCK_M=64 -D DT=bf16")
    p.add_argument("--kernel", help="compile only this kernel of the file")


def build_parser():
    p = argparse.ArgumentParser(prog="tlx", description="tlx: a kernel language for NVIDIA GPUs with checked async protocols")
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check", help="parse, type-check and verify every kernel (including the barrier protocol); emit nothing")
    _common(c)
    c.add_argument("--target", choices=["gluon", "triton"], default="gluon",
                   help="which pass pipeline to verify with (default: gluon, the warp-specialized one)")
    c = sub.add_parser("compile", help="compile a .tlx file to the stage given by --emit",
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="stages:\n" + "\n".join(f"  {s.name:10s} {s.doc}" for s in STAGES))
    _common(c)
    c.add_argument("--emit", choices=STAGE_NAMES, default=None,
                   help="the stage to stop at and print (default: triton, or module when -o ends in .py)")
    c.add_argument("-o", dest="output", metavar="OUT", help="write the result here instead of stdout")
    c.add_argument("--arch", default="sm_90a", help="GPU architecture for ptx/cubin/sass (default sm_90a)")
    c.add_argument("--target", choices=["gluon", "triton"], default=None,
                   help="pass pipeline for --emit scheduled/graph (default: the emitted stage's own)")
    c.add_argument("--interpret", action="store_true", help="portable code for the Triton CPU interpreter (bf16 upcast)")
    c.add_argument("--print-ir-after-all", action="store_true", help="print the IR after every pass (to stderr)")
    c.add_argument("--print-ir-after", action="append", metavar="PASS", help="print the IR after this pass")
    c.add_argument("--print-ir-before", action="append", metavar="PASS", help="print the IR before this pass")
    c.add_argument("--pass-timing", action="store_true", help="print the time each pass took (to stderr)")
    d = sub.add_parser("demo", help="run jagged attention on a random batch and check it against a float64 reference")
    d.add_argument("--small", action="store_true", help="a small batch (default on machines without a GPU)")
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return _run(args)
    except TlxError as e:
        if debug_enabled():
            raise
        sys.stderr.write(e.render() + "\n")
        n = len(e.diagnostics)
        sys.stderr.write(f"{n} error{'s' if n != 1 else ''} generated.\n")
        return 1
    except ValueError as e:  # bad command-line values
        if debug_enabled():
            raise
        sys.stderr.write(f"tlx: error: {e}\n")
        return 1
    except OSError as e:
        if debug_enabled():
            raise
        sys.stderr.write(f"tlx: error: {e.strerror}: {e.filename}\n")
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # an internal compiler error: short message, exit 2
        if debug_enabled():
            raise
        sys.stderr.write(f"tlx: internal compiler error: {type(e).__name__}: {e}\n"
                         "(set TLX_DEBUG=1 for the Python traceback and please report it)\n")
        return 2


def _run(args) -> int:
    if args.cmd == "check":
        c = compile_file(args.file, "scheduled", _options(args, args.target))
        n = len(c.scheduled.kernels())
        sys.stdout.write(f"{args.file}: {n} kernel{'s' if n != 1 else ''} OK\n")
        return 0
    if args.cmd == "compile":
        emit = args.emit or ("module" if args.output and args.output.endswith(".py") else "triton")
        o = _options(args, args.target)
        c = compile_file(args.file, emit, o)
        out = c.outputs[emit]
        if args.output:
            mode = "wb" if isinstance(out, bytes) else "w"
            with open(args.output, mode) as f:
                f.write(out)
        else:
            if isinstance(out, bytes):
                sys.stderr.write("tlx: error: binary output (cubin) needs -o FILE\n")
                return 1
            sys.stdout.write(out if out.endswith("\n") else out + "\n")
        return 0
    if args.cmd == "demo":
        from .demo import main as demo_main
        return demo_main(small=args.small)
    return 2


if __name__ == "__main__":
    sys.exit(main())
