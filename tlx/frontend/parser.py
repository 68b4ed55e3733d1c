"""Text -> untyped AST, with lark (LALR) and an indentation post-lexer."""
from __future__ import annotations

import functools
import os

from lark import Lark, Token, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from lark.visitors import Transformer_NonRecursive
from lark.indenter import DedentError, Indenter

from ..diagnostics import Span, TlxError, Diagnostic
from . import ast as A
from .limits import MAX_DEPTH, MAX_INT_LITERAL_DIGITS, MAX_SOURCE_BYTES

_TOKEN_NAMES = {
    "_NL": "end of line", "_INDENT": "indented block", "_DEDENT": "end of block", "NAME": "name",
    "INT": "integer", "FLOAT": "number", "STRING": "string", "LPAR": "'('", "RPAR": "')'",
    "LSQB": "'['", "RSQB": "']'", "COLON": "':'", "COMMA": "','", "EQUAL": "'='", "$END": "end of file",
}


class _TlxIndenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types = ["LPAR", "LSQB"]
    CLOSE_PAREN_types = ["RPAR", "RSQB"]
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 4


@functools.lru_cache(maxsize=1)
def _lark() -> Lark:
    path = os.path.join(os.path.dirname(__file__), "tlx.lark")
    with open(path, encoding="utf-8") as f:
        grammar = f.read()
    return Lark(grammar, parser="lalr", postlex=_TlxIndenter(), propagate_positions=True,
                maybe_placeholders=True, start="start")


def _span(file, meta_or_tok) -> Span:
    m = meta_or_tok
    if isinstance(m, Token):
        return Span(file, m.line or 0, m.column or 0, m.end_line or m.line or 0, m.end_column or m.column or 0)
    if getattr(m, "empty", False) or not hasattr(m, "line"):
        return Span(file, 0, 0)
    return Span(file, m.line, m.column, m.end_line, m.end_column)


class _ToAst(Transformer_NonRecursive):  # deep input must not exhaust the Python stack
    def __init__(self, file):
        super().__init__()
        self.file = file

    def _s(self, meta):
        return _span(self.file, meta)

    # --- top level
    @v_args(meta=True)
    def start(self, meta, items):
        return A.Module(self._s(meta), tuple(i for i in items if isinstance(i, A.Node)))

    @v_args(meta=True)
    def include(self, meta, c):
        return A.Include(self._s(meta), c[0][1:-1])

    @v_args(meta=True)
    def const_def(self, meta, c):
        return A.ConstDef(self._s(meta), str(c[0]), c[1])

    @v_args(meta=True)
    def func_def(self, meta, c):
        names = tuple(c[1]) if c[1] else ()
        return A.FuncDef(self._s(meta), str(c[0]), names, c[2])

    @v_args(meta=True)
    def kernel_def(self, meta, c):
        return A.KernelDef(self._s(meta), str(c[0]), tuple(c[1] or ()), c[2])

    def params(self, c):
        return [x for x in c if x is not None]

    @v_args(meta=True)
    def param_typed(self, meta, c):
        name, (kind, dtype, dims, offs) = c
        return A.Param(self._s(meta), str(name), kind, dtype, dims, offs)

    @v_args(meta=True)
    def param_const(self, meta, c):
        return A.Param(self._s(meta), str(c[0]), "const", default=c[1])

    def scalar_type(self, c):
        return ("scalar", c[0], (), None)

    def tensor_type(self, c):
        return ("tensor", c[0], tuple(c[1]), None)

    def jagged_type(self, c):
        _, dtype, dims, _ = c[0]
        return ("jagged", dtype, dims, str(c[1]))

    def dim_list(self, c):
        return [str(x) for x in c]

    def dtype_ref(self, c):
        return A.Name(_span(self.file, c[0]), str(c[0]))

    def name_list(self, c):
        return [str(x) for x in c if x is not None]

    def suite(self, c):
        return tuple(x for x in c if isinstance(x, A.Node))

    # --- statements
    @v_args(meta=True)
    def assign(self, meta, c):
        return A.Assign(self._s(meta), tuple(c[0]), c[1])

    @v_args(meta=True)
    def store_stmt(self, meta, c):
        return A.Store(self._s(meta), c[0], tuple(c[1]), c[2], c[3])

    @v_args(meta=True)
    def add_store_stmt(self, meta, c):  # `t[idx] += value`: a reduce-add (atomic) store; c[2] is the += token
        return A.Store(self._s(meta), c[0], tuple(c[1]), c[3], c[4], reduce="add")

    @v_args(meta=True)
    def expr_stmt(self, meta, c):
        return A.ExprStmt(self._s(meta), c[0])

    @v_args(meta=True)
    def return_stmt(self, meta, c):
        return A.Return(self._s(meta), tuple(x for x in c if x is not None))

    @v_args(meta=True)
    def pass_stmt(self, meta, c):
        return A.Pass(self._s(meta))

    @v_args(meta=True)
    def static_assert(self, meta, c):
        return A.StaticAssert(self._s(meta), c[0], c[1][1:-1] if c[1] else None)

    @v_args(meta=True)
    def require_stmt(self, meta, c):
        return A.Require(self._s(meta), c[0], c[1][1:-1])

    @v_args(meta=True)
    def grid_stmt(self, meta, c):
        return A.Grid(self._s(meta), tuple(c[0]), tuple(c[1]))

    @v_args(meta=True)
    def tiles_stmt(self, meta, c):
        dims = tuple(x for x in c if isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], tuple))
        opts = tuple(x for x in c if isinstance(x, A.TileOption))
        return A.Tiles(self._s(meta), dims, opts)

    def tile_dim(self, c):
        return (tuple(c[0]), c[1])

    def tile_opt(self, c):
        return A.TileOption(_span(self.file, c[0]), str(c[0]), c[1] if len(c) > 1 else None)

    @v_args(meta=True)
    def smem_decl(self, meta, c):
        return A.SmemDecl(self._s(meta), str(c[0]), c[1], c[2], tuple(c[3]), tuple(c[4:]))

    def smem_opt(self, c):
        return A.TileOption(_span(self.file, c[0]), str(c[0]), c[1] if len(c) > 1 else None)

    @v_args(meta=True)
    def barrier_decl(self, meta, c):
        return A.BarrierDecl(self._s(meta), str(c[0]), c[1], tuple(c[2] or ()))

    @v_args(meta=True)
    def wait_stmt(self, meta, c):
        return A.Wait(self._s(meta), c[0], c[1])

    @v_args(meta=True)
    def arrive_stmt(self, meta, c):
        return A.Arrive(self._s(meta), c[0], c[1])

    @v_args(meta=True)
    def expect_stmt(self, meta, c):
        return A.Expect(self._s(meta), c[0], c[1])

    @v_args(meta=True)
    def tma_stmt(self, meta, c):
        return A.Tma(self._s(meta), c[0], c[2], c[3])

    @v_args(meta=True)
    def tma_add_stmt(self, meta, c):  # `tma t[coords] += slot`: a TMA reduce-add store
        return A.Tma(self._s(meta), c[0], c[2], None, reduce="add")

    @v_args(meta=True)
    def fence_stmt(self, meta, c):
        return A.Fence(self._s(meta))

    @v_args(meta=True)
    def for_stmt(self, meta, c):
        return A.For(self._s(meta), str(c[0]), c[1], c[2])

    @v_args(meta=True)
    def if_stmt(self, meta, c):
        cond, body, *rest = c
        els = rest[-1] if rest and (rest[-1] is None or isinstance(rest[-1], tuple) and rest[-1][:1] != ("elif",)) else None
        elifs = [r for r in rest if isinstance(r, tuple) and r[:1] == ("elif",)]
        orelse = els or ()
        for _, espan, econd, ebody in reversed(elifs):
            orelse = (A.If(espan, econd, ebody, orelse),)
        return A.If(self._s(meta), cond, body, orelse)

    @v_args(meta=True)
    def elif_clause(self, meta, c):
        return ("elif", self._s(meta), c[0], c[1])

    def else_clause(self, c):
        return c[0]

    @v_args(meta=True)
    def role_stmt(self, meta, c):
        return A.Role(self._s(meta), str(c[0]), tuple(c[1] or ()), str(c[2]) if c[2] else None, c[3])

    @v_args(meta=True)
    def pipeline_stmt(self, meta, c):
        return A.Pipeline(self._s(meta), str(c[0]), c[1], c[3], str(c[4]), c[5], str(c[2]) if c[2] else None)

    @v_args(meta=True)
    def turn_stmt(self, meta, c):
        return A.Turn(self._s(meta), c[0], c[1])

    # --- expressions
    @v_args(meta=True)
    def or_chain(self, meta, c):
        if len(c) == 1:
            return c[0]
        return A.BoolOp(self._s(meta), "or", tuple(c))

    @v_args(meta=True)
    def and_chain(self, meta, c):
        if len(c) == 1:
            return c[0]
        return A.BoolOp(self._s(meta), "and", tuple(c))

    @v_args(meta=True)
    def not_(self, meta, c):
        return A.Unary(self._s(meta), "not", c[0])

    @v_args(meta=True)
    def compare(self, meta, c):
        if len(c) == 1:
            return c[0]
        return A.BinOp(self._s(meta), str(c[1]), c[0], c[2])

    @v_args(meta=True)
    def binchain(self, meta, c):
        node = c[0]
        for i in range(1, len(c), 2):
            op, rhs = c[i], c[i + 1]
            sp = Span(self.file, node.span.line, node.span.col, rhs.span.end_line, rhs.span.end_col)
            node = A.BinOp(sp, str(op), node, rhs)
        return node

    @v_args(meta=True)
    def neg(self, meta, c):
        return A.Unary(self._s(meta), "-", c[0])

    def factor(self, c):  # unary plus
        return c[0]

    @v_args(meta=True)
    def call(self, meta, c):
        args, kwargs = [], []
        for a in (c[1] or []):
            if isinstance(a, tuple):
                kwargs.append(a)
            else:
                args.append(a)
        return A.Call(self._s(meta), c[0], tuple(args), tuple(kwargs))

    def call_args(self, c):
        return [x for x in c if x is not None]

    def kwarg(self, c):
        return (str(c[0]), c[1])

    def kwarg_item(self, c):
        return (str(c[0]), c[1])

    def kwargs(self, c):
        return [x for x in c if x is not None]

    def args(self, c):
        return [x for x in c if x is not None]

    def subscripts(self, c):
        return list(c)

    @v_args(meta=True)
    def full_slice(self, meta, c):
        return A.FullSlice(self._s(meta))

    @v_args(meta=True)
    def index(self, meta, c):
        return A.Index(self._s(meta), c[0], tuple(c[1]))

    @v_args(meta=True)
    def attr(self, meta, c):
        return A.Attr(self._s(meta), c[0], str(c[1]))

    @v_args(meta=True)
    def list_lit(self, meta, c):
        return A.ListLit(self._s(meta), tuple(c[0] or ()))

    def name(self, c):
        return A.Name(_span(self.file, c[0]), str(c[0]))

    def int_lit(self, c):
        sp, text = _span(self.file, c[0]), str(c[0])
        hexa = text[:2] in ("0x", "0X")
        digits = (text[2:] if hexa else text).lstrip("0") or "0"  # "007" is 7 (int(text, 0) refuses it)
        # longer literals cannot fit any dtype (and python refuses to convert past 4,300 digits)
        if len(digits) > MAX_INT_LITERAL_DIGITS:
            raise TlxError(Diagnostic(sp, f"integer literal of {len(text)} digits is too large (it must fit in 64 bits)"))
        v = int(digits, 16 if hexa else 10)
        if v >= 2 ** 64:
            raise TlxError(Diagnostic(sp, "integer literal is too large (it must fit in 64 bits)"))
        return A.Const(sp, v)

    def float_lit(self, c):
        return A.Const(_span(self.file, c[0]), float(str(c[0])))

    def str_lit(self, c):
        return A.Const(_span(self.file, c[0]), str(c[0])[1:-1])

    @v_args(meta=True)
    def true_lit(self, meta, c):
        return A.Const(self._s(meta), True)

    @v_args(meta=True)
    def false_lit(self, meta, c):
        return A.Const(self._s(meta), False)

    @v_args(meta=True)
    def none_lit(self, meta, c):
        return A.Const(self._s(meta), None)


def _describe(tok) -> str:
    if tok is None:
        return "end of file"
    t = getattr(tok, "type", None)
    if t in ("_NL",):
        return "end of line"
    if t in ("_INDENT", "_DEDENT", "$END"):
        return _TOKEN_NAMES[t]
    return f"'{tok}'"


def _expected(exp) -> str:
    names = sorted({_TOKEN_NAMES.get(e, e.lower() if e.isupper() and len(e) > 1 and not e.startswith("_") else e)
                    for e in exp if not e.startswith("__")})
    names = [n for n in names if not n.startswith("_")]
    if not names:
        return ""
    if len(names) > 6:
        names = names[:6] + ["..."]
    return "; expected " + ", ".join(names)


def _indented_line(text: str, after: int):
    """(line, col) of the first code line after line `after`: an indent token carries the position of the
    newline before it, but the user's mistake is the indented line."""
    lines = text.split("\n")
    for i in range(after, len(lines)):
        s = lines[i].lstrip()
        if s and not s.startswith("#"):
            return i + 1, len(lines[i]) - len(s) + 1
    return after, 1


def read_capped(f, path: str) -> bytes:
    """The bytes of an open binary file, refused past MAX_SOURCE_BYTES (reading /dev/zero must not run forever)."""
    data = f.read(MAX_SOURCE_BYTES + 1)
    if len(data) > MAX_SOURCE_BYTES:
        raise ValueError(f"{path}: larger than {MAX_SOURCE_BYTES >> 20} MiB: not a source file")
    return data


def read_source(path: str) -> str:
    """A source file's text; bytes that are not UTF-8 are an error at their line:col."""
    with open(path, "rb") as f:
        data = read_capped(f, path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        before = data[:e.start]
        line = before.count(b"\n") + 1
        col = len(before[before.rfind(b"\n") + 1:].decode("utf-8", "replace")) + 1
        good = data.decode("utf-8", "replace")
        raise TlxError(Diagnostic(Span(path, line, col, line, col + 1),
                                  f"invalid UTF-8: byte 0x{data[e.start]:02x} at offset {e.start} ({e.reason})"),
                       {path: good}) from None


def parse(text: str, file: str = "<string>") -> A.Module:
    """The syntax tree of text (read from file). The tree is immutable (frozen nodes, tuples), so one parse of a
    text serves every build of it: the op compiles many configurations of one kernel file, `tlx check` both
    targets, and parsing is most of the time of a build that stops before the proof. Errors are not cached."""
    return _parse(text, file)


@functools.lru_cache(maxsize=32)
def _parse(text: str, file: str) -> A.Module:
    if not text.endswith("\n"):
        text += "\n"
    try:
        tree = _lark().parse(text)
    except UnexpectedCharacters as e:
        ch = text[e.pos_in_stream] if e.pos_in_stream < len(text) else "?"
        raise TlxError(Diagnostic(Span(file, e.line, e.column, e.line, e.column + 1),
                                  f"syntax error: unexpected character {ch!r}"), {file: text}) from None
    except UnexpectedToken as e:
        tok = e.token
        line = tok.line if getattr(tok, "line", None) else _last_line(text)
        col = tok.column if getattr(tok, "column", None) else 1
        what = _describe(tok)
        if tok.type == "_INDENT":
            msg = "syntax error: unexpected indentation"
            line, col = _indented_line(text, line)
        elif tok.type == "$END":
            msg = "syntax error: unexpected end of file" + _expected(e.expected)
        else:
            msg = f"syntax error: unexpected {what}" + _expected(e.expected)
        raise TlxError(Diagnostic(Span(file, line, col, line, col + max(1, len(str(tok)) if tok.type not in ("_NL", "_DEDENT", "_INDENT", "$END") else 1)), msg),
                       {file: text}) from None
    except UnexpectedEOF as e:
        line = _last_line(text)
        raise TlxError(Diagnostic(Span(file, line, 1), "syntax error: unexpected end of file"), {file: text}) from None
    except DedentError as e:
        line = _dedent_line(text, str(e))
        raise TlxError(Diagnostic(Span(file, line, 1), "syntax error: unindent does not match any outer indentation level"),
                       {file: text}) from None
    except UnexpectedInput as e:  # pragma: no cover - other lark input errors
        raise TlxError(Diagnostic(Span(file, getattr(e, "line", 1) or 1, getattr(e, "column", 1) or 1),
                                  "syntax error"), {file: text}) from None
    try:
        module = _ToAst(file).transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, TlxError):
            e.orig_exc.sources = {file: text, **e.orig_exc.sources}
            raise e.orig_exc from None
        raise
    check_depth(module, {file: text})
    return module


def check_depth(module: A.Module, sources=None):
    """Later stages recurse over the tree: refuse nesting past MAX_DEPTH with an error at the deepest node,
    checked without recursion so any input is safe."""
    stack = [(module, 0)]
    while stack:
        node, d = stack.pop()
        if d > MAX_DEPTH:
            raise TlxError(Diagnostic(node.span, f"program nested too deeply: more than {MAX_DEPTH} levels of "
                                      "expressions and blocks (split it with intermediate names)"), sources or {})
        stack.extend((c, d + 1) for c in reversed(list(node.children())))  # source order: first deep node


def _last_line(text: str) -> int:
    return max(1, len(text.rstrip("\n").splitlines()))


def _dedent_line(text: str, msg: str) -> int:
    # lark's DedentError does not carry a position: find the first line whose indentation is not an outer level.
    stack = [0]
    for i, line in enumerate(text.splitlines(), 1):
        s = line.split("#", 1)[0]
        if not s.strip():
            continue
        ind = len(line) - len(line.lstrip(" \t"))
        if ind > stack[-1]:
            stack.append(ind)
        else:
            while ind < stack[-1]:
                stack.pop()
            if ind != stack[-1]:
                return i
    return _last_line(text)
