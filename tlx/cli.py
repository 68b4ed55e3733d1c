"""`tlx` command line: check, compile (--emit any stage), opt (passes on IR text), demo."""
from __future__ import annotations

import argparse
import os
import sys
import threading
import time

from . import hw
from .compiler import STAGES, STAGE_NAMES, Options, check_file, compile_file
from .diagnostics import Span, TlxError, debug_enabled, error
from .passes.manager import TARGETS, CompileContext, PassManager
from .passes.pipeline import PASSES, passes_named

BINARY_STAGES = ("ttgir", "ptx", "cubin", "sass")  # the stages triton builds for --arch


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


def _options(args) -> Options:
    defines = {}
    for d in getattr(args, "define", None) or []:
        n, v = parse_define(d)
        defines[n] = v
    return Options(defines=defines, target=getattr(args, "target", None) or "", arch=getattr(args, "arch", "sm_90a"),
                   kernel=getattr(args, "kernel", "") or "",
                   print_ir_after_all=getattr(args, "print_ir_after_all", False),
                   print_ir_after=tuple(getattr(args, "print_ir_after", None) or ()),
                   print_ir_before=tuple(getattr(args, "print_ir_before", None) or ()),
                   pass_timing=getattr(args, "pass_timing", False),
                   interpret=getattr(args, "interpret", False))


def _print_flags(p):
    p.add_argument("--print-ir-after-all", action="store_true", help="print the IR after every pass (to stderr)")
    p.add_argument("--print-ir-after", action="append", metavar="PASS", help="print the IR after this pass")
    p.add_argument("--print-ir-before", action="append", metavar="PASS", help="print the IR before this pass")
    p.add_argument("--pass-timing", action="store_true", help="print the time each pass took (to stderr)")


def _common(p):
    p.add_argument("file", help="a .tlx source file, or - to read the source from stdin")
    p.add_argument("-D", dest="define", action="append", metavar="NAME=VALUE",
                   help="override a compile-time parameter (repeatable), e.g. -D BLOCK_M=64 -D DT=bf16")
    p.add_argument("--kernel", help="compile only this kernel of the file")


def build_parser():
    p = argparse.ArgumentParser(prog="tlx", description="tlx: a kernel language for NVIDIA GPUs with checked async protocols")
    p.add_argument("--version", action="version", version=_version())
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check", help="parse, type-check and verify every kernel (including the barrier protocol); emit nothing")
    _common(c)
    c.add_argument("--target", choices=list(TARGETS), default=None,
                   help="verify only this target's build (default: every target's: gluon and triton lower "
                        "differently where the program reads TARGET)")
    c = sub.add_parser("compile", help="compile a .tlx file to the stage given by --emit",
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="stages:\n" + "\n".join(f"  {s.name:10s} {s.doc}" for s in STAGES))
    _common(c)
    c.add_argument("--emit", choices=STAGE_NAMES, default=None,
                   help="the stage to stop at and print (default: triton, or module when -o ends in .py)")
    c.add_argument("-o", dest="output", metavar="OUT", help="write the result here (- or none: stdout)")
    c.add_argument("--arch", default="sm_90a",
                   help="GPU architecture for ttgir/ptx/cubin/sass (default sm_90a, the Gluon build's; "
                        f"--target triton: {', '.join(hw.SMEM_BYTES_PER_BLOCK)})")
    c.add_argument("--target", choices=list(TARGETS), default=None,
                   help="pass pipeline for --emit ir/scheduled (default: the emitted stage's own, else triton)")
    c.add_argument("--interpret", action="store_true", help="portable code for the Triton CPU interpreter (bf16 upcast)")
    _print_flags(c)
    o = sub.add_parser("opt", help="run named passes on textual IR (like mlir-opt): IR in, verified IR out",
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="passes:\n" + "\n".join(f"  {p.name:20s} {p.doc}" for p in PASSES.values()))
    o.add_argument("file", help="IR text as printed by `tlx compile --emit ir` (or scheduled)")
    o.add_argument("-p", "--passes", required=True, metavar="PASS[,PASS...]", help="the passes to run, in order")
    o.add_argument("-o", dest="output", metavar="OUT", help="write the IR here instead of stdout")
    o.add_argument("--target", choices=list(TARGETS), default="triton", help="the compile context's target")
    o.add_argument("--arch", default="sm_90a", help="GPU architecture (shared-memory limit)")
    _print_flags(o)
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
        from .runtime import unproved_message
        path, text = _source(args.file)
        done = check_file(path, _options(args), text=text)
        ks = done[0].scheduled.kernels()
        partial = [(c.target, k, c.ctx.protocol_sampled[k.attrs.get("sym_name")]) for c in done
                   for k in c.scheduled.kernels() if k.attrs.get("sym_name") in c.ctx.protocol_sampled]
        for t, k, why in partial:  # never "OK" for a protocol the verifier could not prove for every input
            sys.stderr.write(f"{k.span}: warning: {unproved_message(k.attrs.get('sym_name'), t, why)}\n")
        n, m = len(ks), len({k.attrs.get("sym_name") for _, k, _ in partial})
        how = "checked on samples only" if any(not w.startswith("proved for exact integers only") for *_, w in partial) \
            else "proved for exact integers only"
        verdict = "OK" if not m else f"{n - m} proved, {m} {how} (not proved)"
        _stdout().write(f"{path}: {n} kernel{'s' if n != 1 else ''} {verdict} ({', '.join(c.target for c in done)})\n")
        return 0
    if args.cmd == "opt":
        return _opt(args)
    if args.cmd == "compile":
        return _compile(args)
    if args.cmd == "demo":
        from .demo import main as demo_main
        return demo_main(small=args.small)
    return 2


def _version() -> str:
    from . import __version__
    try:
        from importlib.metadata import version
        triton = f", triton {version('triton')}"
    except Exception:  # triton is needed only to emit ttgir/ptx/cubin and to run generated code
        triton = ""
    return f"tlx {__version__}{triton}"


def _source(file: str):
    """(path for messages and includes, text): `-` is stdin, read as UTF-8, included files relative to cwd."""
    from .frontend.parser import read_capped, read_source
    if file == "-":
        return "<stdin>", read_capped(sys.stdin.buffer, "<stdin>").decode("utf-8", "replace")
    return file, read_source(file)


def _stdout():
    if sys.stdout is None:  # (Python's stdout when the process started with descriptor 1 closed)
        raise ValueError("cannot write the output: stdout is closed")
    return sys.stdout


def _not_the_input(args):
    """`tlx compile` -o naming the input file would replace the program by generated code."""
    out, src = args.output, args.file
    if out and "-" not in (out, src) and os.path.exists(out) and os.path.exists(src) and os.path.samefile(out, src):
        raise ValueError(f"-o {out}: is the input file: choose another output file")


def _compile(args) -> int:
    from .passes.verify_protocol import sampled_search
    from .compiler import resolve_target
    from .runtime import _cached, unproved_message
    emit = args.emit or ("module" if args.output and args.output.endswith(".py") else "triton")
    _not_the_input(args)
    o = _options(args)
    # (up front: an arch triton's LLVM does not know aborts the process at the ptx stage)
    hw.check_arch(o.arch, gluon=emit in BINARY_STAGES and resolve_target(emit, o) == "gluon")
    path, text = _source(args.file)
    if emit == "module" and not o.target and not _has_roles(text, path, o):
        # a kernel without roles has no Gluon form: its runnable module is the portable one
        sys.stderr.write(f"tlx: note: {path}: no kernel has roles: writing the portable Triton module\n")
        emit = "triton"
    with _Progress(path) as progress:
        out, _, _, _, unproved = _cached(text, path, emit, o, progress)
    # (as `tlx check` says it, and as the runtime does: not when TLX_VERIFY_SAMPLED=1 asked for the sampled search)
    for name, (why, f, line, col) in sorted(unproved.items() if not sampled_search() else ()):
        sys.stderr.write(f"{f}:{line}:{col}: warning: {unproved_message(name, resolve_target(emit, o), why)}\n")
    if args.output and args.output != "-":
        mode = "wb" if isinstance(out, bytes) else "w"
        with open(args.output, mode) as f:
            f.write(out)
    elif isinstance(out, bytes):
        if _stdout().isatty():
            sys.stderr.write("tlx: error: binary output (cubin) to a terminal: use -o FILE (or -o - into a pipe)\n")
            return 1
        _stdout().buffer.write(out)
    else:
        _stdout().write(out if out.endswith("\n") else out + "\n")
    return 0


def _has_roles(text, path, o) -> bool:
    from dataclasses import replace
    from .compiler import compile_text
    c = compile_text(text, path, "ir", replace(o, target="gluon"))
    return any(op.name == "role" for k in c.ir.kernels() for op in k.walk())


class _Progress:
    """Compiles that take longer than TLX_PROGRESS_AFTER seconds (default 2) name their stage on stderr, only
    when stderr is a terminal (one line, rewritten in place); pipes and logs stay quiet."""

    def __init__(self, what: str, stream=None):
        self.stream = stream or sys.stderr
        self.what, self.stage, self.shown = what, None, False
        self.on = self.stream.isatty()
        self.lock = threading.Lock()
        self.timer = None

    def __enter__(self):
        if self.on:
            self.t0 = time.monotonic()
            self.timer = threading.Timer(float(os.environ.get("TLX_PROGRESS_AFTER", "2")), self._start)
            self.timer.daemon = True
            self.timer.start()
        return self

    def __call__(self, stage: str):
        with self.lock:
            self.stage = stage
            if self.shown:
                self._show()

    def _start(self):
        with self.lock:
            self.shown = True
            self._show()

    def _show(self):
        if self.stage:
            self.stream.write(f"\r\033[Ktlx: {self.what}: {self.stage} ({time.monotonic() - self.t0:.0f} s)")
            self.stream.flush()

    def __exit__(self, *exc):
        if self.timer is not None:
            self.timer.cancel()
        with self.lock:
            if self.shown:
                self.stream.write("\r\033[K")
                self.stream.flush()
            self.on = self.shown = False
        return False


def opt_text(text: str, path: str, names, ctx: CompileContext) -> str:
    """`tlx opt`: parse IR text, verify it, run the named passes, return the verified IR. Errors in the input or
    raised by a pass point at the IR text (path:line:col); the output keeps the input's loc(...) annotations."""
    from .ir import IRParseError, parse_module, print_module, verify_module
    passes = passes_named(names)
    try:
        try:
            m = parse_module(text, ir_path=path)
        except IRParseError as e:
            raise error(Span(path, e.line, e.col), f"invalid IR: {e.msg}") from None
        verify_module(m)
        m = PassManager(passes, ctx).run(m)
    except TlxError as e:
        e.sources = {path: text, **e.sources}
        raise
    for op in m.walk():
        op.span = m.source_spans.get(op.span, op.span)
    return print_module(m)


def _opt(args) -> int:
    names = [n.strip() for n in args.passes.split(",") if n.strip()]
    if not names:
        raise ValueError("-p: name at least one pass; passes: " + ", ".join(PASSES))
    hw.check_arch(args.arch)
    from .frontend.parser import read_capped
    with open(args.file, "rb") as f:
        text = read_capped(f, args.file).decode("utf-8")
    o = _options(args)
    ctx = CompileContext(target=args.target, arch=args.arch, print_ir_after_all=o.print_ir_after_all,
                         print_ir_after=o.print_ir_after, print_ir_before=o.print_ir_before, pass_timing=o.pass_timing)
    out = opt_text(text, args.file, names, ctx)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(out)
    else:
        _stdout().write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
