#!/usr/bin/env python3
"""Fuzz campaign over malformed programs: `tlx check` must end in OK or a user error at file:line:col (or, for
a bad `-D`, naming the argument) — never an internal error, never more than 10 s.

Cases are generated from a seed and an index, so any failure is reproducible:
    python scripts/fuzz_campaign.py --show 1234          # print case 1234 and run it
    python scripts/fuzz_campaign.py -n 10000 -j 2        # the full campaign (about 10 minutes on 2 cores)

Families (index % 8): deep nesting, huge literals, byte garbage, truncations of the shipped kernels, token
deletions/duplications/replacements of the shipped kernels, giant or malformed -D values, line edits, and
random token soup. Each case runs in a worker process (`tlx.cli.main(["check", FILE, -D...])`, every target);
the parent kills a worker whose case passes the hard limit and counts it as a hang.
"""
from __future__ import annotations

import argparse
import glob
import io
import json
import multiprocessing as mp
import os
import queue
import random
import re
import sys
import tempfile
import time
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = sorted(glob.glob(os.path.join(ROOT, "kernels", "*.tlx")))
TIME_LIMIT_S = 10.0  # the promise: no case runs longer
HARD_LIMIT_S = 30.0  # the parent kills a worker past this (a hang)
FAMILIES = ("nesting", "literal", "bytes", "truncate", "tokens", "define", "lines", "soup")

_TOKEN = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*|0x[0-9a-fA-F]+|[0-9]+\.?[0-9]*(?:[eE][-+]?[0-9]+)?|\"[^\"\n]*\"|"
                    rb"<-|==|!=|<=|>=|//|#[^\n]*|\n|[ \t]+|.", re.S)
_BASE = ("kernel k(x: f32[N], y: f32[N], n: i32, B: const = 64):\n    grid (cdiv(N, B),) as (pid,)\n"
         "    offs = pid * B + arange(B)\n%s\n    y[offs] = x[offs] where offs < N\n")
_ATOMS = ["x[offs]", "pid", "n", "1", "1.5", "B", "offs", "N", "(pid + 1)", "True", "inf"]
_WEIRD = [b"$", b"@", b"`", b"?", b"\x00", b"\x07", b"\r", b"\x0c", b"\t", b"\xff", b"\xfe\xff", b"\xc3", b"\xe2\x82",
          "é".encode(), "λ".encode(), "\u200b".encode(), "\ufeff".encode(), "😀".encode(), b"\\", b"'", b'"', b"{",
          b"}", b";", b"**", b"->", b"<-", b"\n", b"    ", b"\n        ", b"1e309", b"0x", b"9" * 50]
_DEFINE_VALUES = ["0", "-1", "1", "2", "3", "7", "1000000", "2147483648", "4294967296", "9223372036854775808",
                  "1" + "0" * 100, "9" * 5000, "-2147483649", "1.5", "1e400", "nan", "inf", "true", "false", "f16",
                  "bf16", "f17", "i1", "x", '""', "''", "0x7fffffff", "0b101", "1_000", " 64 ", "64abc", "",
                  "=", "f16=f32", "\u00e9"]


@dataclass
class Case:
    index: int
    family: str
    source: bytes
    defines: list = field(default_factory=list)  # ["NAME=VALUE", ...]
    origin: str = ""


def _kernel_texts():
    return [(os.path.basename(p), open(p, "rb").read()) for p in KERNELS]


_TEXTS = None


def _texts():
    global _TEXTS
    if _TEXTS is None:
        _TEXTS = _kernel_texts()
    return _TEXTS


def _nest(rng):
    d = rng.choice((rng.randrange(1, 40), rng.randrange(40, 160), rng.randrange(100, 700)))
    kind = rng.randrange(9)
    if kind == 0:
        body = "    a = " + "(" * d + rng.choice(_ATOMS) + ")" * d
    elif kind == 1:
        body = "    a = " + "-" * d + rng.choice(_ATOMS)
    elif kind == 2:
        body = "    a = " + f" {rng.choice('+-*')} ".join(rng.choice(_ATOMS) for _ in range(d))
    elif kind == 3:
        body = "    a = " + "maximum(" * d + "x[offs]" + ", 1.0)" * d
    elif kind == 4:
        body = "    a = " + "not " * d + "pid > 0"
    elif kind == 5:
        d = min(d, 200)
        body = "".join("    " * (i + 1) + f"if pid > {i}:\n" for i in range(d)) + "    " * (d + 1) + "pass"
    elif kind == 6:
        d = min(d, 200)
        body = "".join("    " * (i + 1) + f"for i{i} in range(n):\n" for i in range(d)) + "    " * (d + 1) + "pass"
    elif kind == 7:
        body = "    a = " + "[" * d + "1" + "]" * d
    else:
        body = "    a = x" + "[offs]" * d
    return _BASE % body


def _literal(rng):
    digits = rng.choice((rng.randrange(1, 30), rng.randrange(19, 25), rng.randrange(300, 5000), 4301, 4300, 10000))
    lit = rng.choice(("9" * digits, "1" + "0" * (digits - 1), "0x" + "f" * digits, "1e" + str(digits),
                      "1." + "5" * digits, "0" * digits + "1"))
    use = rng.choice(("    a = {L}", "    y[offs] = x[offs] * {L}", "    a = pid + {L}", "    a = arange({L})",
                      "    a = zeros([{L}, 2], f32)", "    for i in static_range({L}):\n        pass",
                      "    smem s[{L}]: f32[16, 16]", "    barrier b[{L}]", "    a = cast({L}, f16)",
                      "    a = x[offs] + {L} * {L}", "    static_assert {L} > 0", "    a = full([4], {L}, i32)"))
    return _BASE % use.replace("{L}", lit)


def _bytes(rng):
    _, text = rng.choice(_texts())
    kind = rng.randrange(4)
    if kind == 0:  # pure garbage
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
    if kind == 1:  # overwrite a few bytes of a kernel
        b = bytearray(text)
        for _ in range(rng.randrange(1, 6)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if kind == 2:  # insert odd bytes / characters
        b = text
        for _ in range(rng.randrange(1, 4)):
            i = rng.randrange(len(b) + 1)
            b = b[:i] + rng.choice(_WEIRD) + b[i:]
        return b
    # a BOM, CRLF line ends, tabs for indentation
    b = text
    if rng.random() < 0.5:
        b = b"\xef\xbb\xbf" + b
    if rng.random() < 0.5:
        b = b.replace(b"\n", b"\r\n")
    if rng.random() < 0.5:
        b = b.replace(b"    ", b"\t", rng.randrange(1, 20))
    return b


def _truncate(rng):
    name, text = rng.choice(_texts())
    return text[:rng.randrange(len(text) + 1)]


def _tokens(rng):
    name, text = rng.choice(_texts())
    toks = _TOKEN.findall(text)
    vocab = [t for t in toks if t.strip()]
    for _ in range(rng.choice((1, 1, 2, 3))):
        i = rng.randrange(len(toks))
        k = rng.randrange(3)
        if k == 0:
            del toks[i]
        elif k == 1:
            toks.insert(i, toks[i])
        else:
            toks[i] = rng.choice(vocab)
        if not toks:
            break
    return b"".join(toks)


def _lines(rng):
    name, text = rng.choice(_texts())
    lines = text.split(b"\n")
    for _ in range(rng.choice((1, 2))):
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        k = rng.randrange(5)
        if k == 0:
            lines[i], lines[j] = lines[j], lines[i]
        elif k == 1:
            lines.insert(i, lines[i])
        elif k == 2:
            del lines[i]
        elif k == 3:
            lines[i] = b" " * rng.choice((1, 2, 3, 5, 8)) + lines[i]
        else:
            lines[i] = lines[i].lstrip()
        if not lines:
            break
    return b"\n".join(lines)


def _soup(rng):
    vocab = sorted({t for _, text in _texts() for t in _TOKEN.findall(text) if t.strip()})
    n = rng.randrange(1, 80)
    out = [b"kernel k(x: f32[N]):\n    grid (1,) as (p,)\n"] if rng.random() < 0.7 else []
    line = []
    for _ in range(n):
        line.append(rng.choice(vocab))
        if rng.random() < 0.15:
            out.append(b"    " * rng.randrange(1, 4) + b" ".join(line) + b"\n")
            line = []
    out.append(b"    " + b" ".join(line) + b"\n")
    return b"".join(out)


def _define(rng):
    name, text = rng.choice(_texts())
    params = re.findall(rb"([A-Za-z_][A-Za-z0-9_]*): const", text) or [b"B"]
    defs = []
    for _ in range(rng.choice((1, 1, 2))):
        p = rng.choice(params).decode() if rng.random() < 0.9 else rng.choice(("NOPE", "1X", "", "a b"))
        v = rng.choice(_DEFINE_VALUES)
        defs.append(f"{p}={v}" if rng.random() < 0.95 else p)
    return text, defs, name


def generate(index: int, seed: int = 0) -> Case:
    rng = random.Random(seed * 1_000_003 + index)
    family = FAMILIES[index % len(FAMILIES)]
    if family == "define":
        src, defs, origin = _define(rng)
        return Case(index, family, src, defs, origin)
    gen = {"nesting": _nest, "literal": _literal, "bytes": _bytes, "truncate": _truncate, "tokens": _tokens,
           "lines": _lines, "soup": _soup}[family]
    src = gen(rng)
    return Case(index, family, src.encode() if isinstance(src, str) else src)


_LOC = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: ", re.M)


def classify(path: str, rc: int, stderr: str, seconds: float) -> tuple:
    """('ok' | 'user' | failure kind, detail)."""
    if seconds > TIME_LIMIT_S:
        return "slow", f"{seconds:.1f} s"
    if rc == 0:
        return "ok", ""
    if rc == 1:
        first = stderr.splitlines()[0] if stderr else ""
        m = _LOC.match(first)
        if m and int(m["line"]) >= 1 and int(m["col"]) >= 1:
            return "user", ""
        if first.startswith("tlx: error: -D "):  # a malformed -D argument: named, no source position
            return "user", ""
        return "no-position", first[:300]
    if rc == 2:
        return "internal", stderr[:300]
    return "crash", f"rc={rc} {stderr[:300]}"


def run_case(case: Case, tmpdir: str) -> tuple:
    """Run `tlx check` in this process; returns (kind, detail, seconds)."""
    from tlx.cli import main
    path = os.path.join(tmpdir, f"case{case.index}.tlx")
    with open(path, "wb") as f:
        f.write(case.source)
    argv = ["check", path]
    for d in case.defines:
        argv += ["-D", d]
    err, out = io.StringIO(), io.StringIO()
    t0 = time.perf_counter()
    try:
        with redirect_stderr(err), redirect_stdout(out):
            rc = main(argv)
    except SystemExit as e:  # argparse
        rc = e.code if isinstance(e.code, int) else 1
        if rc == 2 and "usage:" in err.getvalue():
            rc = 1  # argparse rejected the command line: a named argument error
            err = io.StringIO("tlx: error: -D " + err.getvalue())
    except BaseException as e:  # noqa: BLE001 - anything escaping main is a failure
        rc = 3
        err.write(f"escaped main: {type(e).__name__}: {e}")
    dt = time.perf_counter() - t0
    os.unlink(path)
    kind, detail = classify(path, rc, err.getvalue(), dt)
    return kind, detail, dt


def _worker(tasks, results, seed):
    sys.setrecursionlimit(1000)  # the default: the campaign must not pass because of a raised limit
    tmp = tempfile.mkdtemp(prefix="tlxfuzz")
    os.environ.pop("TLX_DEBUG", None)
    os.environ["TLX_VERIFY_STATES"] = "300"  # valid kernels: a proof or "cannot prove ... more than 300 states"
    while True:
        i = tasks.get()
        if i is None:
            return
        results.put(("start", i, os.getpid(), time.time()))
        kind, detail, dt = run_case(generate(i, seed), tmp)
        results.put(("done", i, kind, detail, dt))


def campaign(n: int, jobs: int, seed: int, first: int = 0, log=sys.stderr) -> dict:
    ctx = mp.get_context("fork")
    tasks, results = ctx.Queue(), ctx.Queue()
    for i in range(first, first + n):
        tasks.put(i)
    workers = {}

    def spawn():
        p = ctx.Process(target=_worker, args=(tasks, results, seed), daemon=True)
        p.start()
        workers[p.pid] = [p, None, None]  # process, current case, its start time

    for _ in range(jobs):
        spawn()
    counts = {}
    by_family = {}
    failures = []
    slowest = (0.0, -1)
    done = 0
    t0 = time.time()
    while done < n:
        try:
            msg = results.get(timeout=1.0)
        except queue.Empty:
            msg = None
        if msg and msg[0] == "start":
            _, i, pid, ts = msg
            if pid in workers:
                workers[pid][1:] = [i, ts]
        elif msg and msg[0] == "done":
            _, i, kind, detail, dt = msg
            done += 1
            counts[kind] = counts.get(kind, 0) + 1
            fam = FAMILIES[i % len(FAMILIES)]
            by_family.setdefault(fam, {}).setdefault(kind, 0)
            by_family[fam][kind] += 1
            slowest = max(slowest, (dt, i))
            if kind not in ("ok", "user"):
                failures.append({"index": i, "family": fam, "kind": kind, "detail": detail, "seconds": round(dt, 2)})
            for w in workers.values():
                if w[1] == i:
                    w[1] = None
            if done % 500 == 0:
                log.write(f"{done}/{n} cases, {time.time() - t0:.0f} s, {counts}\n")
                log.flush()
        now = time.time()
        for pid, (p, i, ts) in list(workers.items()):
            if i is not None and now - ts > HARD_LIMIT_S:
                p.kill()  # a hang: this worker is ours; a fresh one takes its place
                p.join()
                del workers[pid]
                done += 1
                counts["hang"] = counts.get("hang", 0) + 1
                failures.append({"index": i, "family": FAMILIES[i % len(FAMILIES)], "kind": "hang",
                                 "detail": f"killed after {HARD_LIMIT_S:.0f} s", "seconds": HARD_LIMIT_S})
                spawn()
            elif not p.is_alive() and i is not None:
                del workers[pid]
                done += 1
                counts["crash"] = counts.get("crash", 0) + 1
                failures.append({"index": i, "family": FAMILIES[i % len(FAMILIES)], "kind": "crash",
                                 "detail": f"worker died (exit {p.exitcode})", "seconds": 0})
                spawn()
    for _ in workers:
        tasks.put(None)
    for p, _, _ in workers.values():
        p.join(timeout=5)
    return {"cases": n, "seed": seed, "jobs": jobs, "wall_s": round(time.time() - t0, 1), "counts": counts,
            "by_family": by_family, "slowest_s": round(slowest[0], 2), "slowest_case": slowest[1],
            "failures": failures}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=10000, help="number of cases (default 10000)")
    ap.add_argument("-j", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="index of the first case")
    ap.add_argument("--json", help="write the summary here")
    ap.add_argument("--show", type=int, help="print one case and its outcome")
    args = ap.parse_args(argv)
    sys.path.insert(0, ROOT)
    if args.show is not None:
        c = generate(args.show, args.seed)
        print(f"case {c.index} ({c.family}{', from ' + c.origin if c.origin else ''}) defines={c.defines}")
        print(c.source.decode("utf-8", "replace")[:4000])
        print(run_case(c, tempfile.mkdtemp(prefix="tlxfuzz")))
        return 0
    summary = campaign(args.n, args.j, args.seed, args.first)
    text = json.dumps(summary, indent=1)
    if args.json:
        with open(args.json, "w") as f:
            f.write(text + "\n")
    print(json.dumps({k: v for k, v in summary.items() if k != "failures"}, indent=1))
    for f in summary["failures"][:30]:
        print(f)
    return 0 if not summary["failures"] else 1


if __name__ == "__main__":
    sys.exit(main())
