"""States and CPU seconds of the protocol proof per shipped kernel and variant (issue 10's measurements).

    python scripts/verify_states.py [NAME_SUBSTRING...]

Each row compiles one kernel to the `scheduled` stage for one target in this process (the proof cache is
cleared first) and prints the exploration's states, whether it closed, and the CPU seconds of the whole
verify-protocol pass and of the compile."""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import tlx.passes.protocol.explore as ex  # noqa: E402
import tlx.passes.verify_protocol as vp  # noqa: E402
from tlx.compiler import Options, compile_text  # noqa: E402
from tlx.diagnostics import TlxError  # noqa: E402

K = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "kernels")
FLAG = "jagged_attention"
OP = [  # the op's picks (tlx/ops/attention_tiles.py choose, on the GPU)
    {"BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "PINGPONG": True},
    {"BLOCK_M": 192, "BLOCK_N": 128, "STAGES": 2, "REGS": 160, "PINGPONG": True, "D": 64},
    {"BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2, "HPT": 2, "PINGPONG": True},
    {"BLOCK_M": 64, "BLOCK_N": 64, "STAGES": 2},
    {"BLOCK_M": 128, "BLOCK_N": 64, "STAGES": 2, "HPT": 2},
]
ROWS = [("gemm_ws", {}), ("jagged_sum", {}), (FLAG, {}), (FLAG, {"CAUSAL": True})]
ROWS += [(FLAG, c) for c in OP]
ROWS += [(FLAG, {"STAGES": 3, "D": 64}), (FLAG, {"STAGES": 4, "D": 64}), (FLAG, {"STAGES": 3, "QBUF": 1})]
ROWS += [(n, {}) for n in ("jagged_attention_bwd", "jagged_attention_bwd_dq", "jagged_attention_bwd_dkdv",
                            "jagged_attention_bwd_fused")]
ROWS += [("jagged_attention_packed", {"BLOCK_M": 128, "BLOCK_N": 64, "STAGES": 2}),
         ("jagged_attention_packed", {"BLOCK_M": 128, "BLOCK_N": 64, "STAGES": 4})]


def main(argv):
    seen = []
    orig = ex.Explorer.explore

    def spy(self, blk, order, exhaustive=True):
        t = time.process_time()
        try:
            orig(self, blk, order, exhaustive)
        finally:
            seen.append((self.closed, self.states, time.process_time() - t))
    ex.Explorer.explore = spy
    targets = [t for t in ("gluon", "triton") if os.environ.get("TARGET", t) == t]
    for name, defs in ROWS:
        label = name + "".join(f" {k}={v}" for k, v in defs.items())
        if argv and not any(a in label for a in argv):
            continue
        for tgt in targets:
            vp._PROVED.clear()
            seen.clear()
            path = os.path.join(K, name + ".tlx")
            t = time.process_time()
            err = ""
            try:
                compile_text(open(path).read(), path, "scheduled",
                             Options(target=tgt, defines={k: str(v) for k, v in defs.items()}))
            except TlxError as e:
                err = e.first.message[:90]
            tot = time.process_time() - t
            st = " ".join(f"{'closed' if c else 'OPEN'} {n} states {s:.2f}s" for c, n, s in seen)
            print(f"{label:70s} {tgt:6s} {st:36s} compile {tot:6.2f}s {err}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
