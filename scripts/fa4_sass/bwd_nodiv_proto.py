"""Prototype outside the compiler (session 41): what the fused backward's per-step divide/modulo costs. step_block
(kernels/jagged_attention_bwd.tlx) finds a step's (query head, query block) as `j // n_m`, `j % n_m` (SPLIT: by n_u
and nx1) with a runtime divisor, ~20 integer instructions each in every role's every step. With one query head per KV
head (no GQA) the quotient is 0 and the remainder j, so this A/B loads the fused module with those operations
replaced (valid for MHA batches only) and times it against the unpatched build through scripts/bwd_flag_ab.py
(gradients compared element-wise), on the generated launchers (DIRECT off for both).

    python scripts/fa4_sass/bwd_nodiv_proto.py --fused --dims 128,64 --causal both --only LLM,long --rounds 3
"""
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
import bwd_flag_ab  # noqa: E402
from tlx.ops import jagged_attention_bwd as bwd  # noqa: E402

bwd.PROTO_NODIV = False
bwd.DIRECT = False
_orig = bwd.load_kernel_module
_cache = {}


def _load(path, defines=None, **kw):
    mod = _orig(path, defines, **kw)
    if not (bwd.PROTO_NODIV and path.endswith("jagged_attention_bwd_fused.tlx")):
        return mod
    if mod.__file__ not in _cache:
        src = open(mod.__file__).read()
        src, n1 = re.subn(r"\b(\w+) // (n_m|n_u|nx1)(_\d+)?\b", r"(0 * \1)", src)
        src, n2 = re.subn(r"\b(\w+) % (n_m|n_u|nx1)(_\d+)?\b", r"\1", src)
        out = mod.__file__[:-3] + "_nodiv.py"
        open(out, "w").write(src)
        name = os.path.basename(out)[:-3]
        spec = importlib.util.spec_from_file_location(name, out)
        m = importlib.util.module_from_spec(spec)
        sys.modules[name] = m
        spec.loader.exec_module(m)
        print(f"patched {n1} quotients, {n2} remainders: {out}", flush=True)
        _cache[mod.__file__] = m
    return _cache[mod.__file__]


bwd.load_kernel_module = _load
sys.argv = [sys.argv[0], "--flag", "PROTO_NODIV", "--on", "True", "--off", "False"] + sys.argv[1:]
bwd_flag_ab.main()
