"""What the protocol verifier assumes of a multi-warp role's `arrive`, pinned on the PTX of the op's Hopper kernels
(compiled on the CPU, no GPU needed).

The verifier counts a role replica's `arrive` as one arrival, ordered after everything each of the replica's warps
did before it — in particular after each warp's `mma_wait`, whose `wgmma.wait_group` waits for the executing warp's
share of the product (CUTLASS has every consumer warp arrive for that reason; docs/soundness_backlog.md, session 20's
open question). The Gluon build keeps the assumption true because triton lowers an mbarrier arrive (and an expect) as
a barrier over the partition's threads followed by one thread's arrive: the arriving thread passes the barrier only
after every warp of the warp group reached it, i.e. after every warp's own wait. These tests fail if a triton or
code-generator change drops that barrier (an arrive reached with no barrier, or with a shared-memory access, a
product or a branch target between the barrier and the arrive), and the verifier's model would then need a per-warp
arrival.
"""
from __future__ import annotations

import os
import re

import pytest
import torch

from tlx.compiler import Options, compile_file
from tlx.ops import jagged_attention_bwd as bwd

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = os.path.join(ROOT, "kernels")
# instructions that only compute addresses or predicates: allowed between the barrier and the arrive
_PURE = re.compile(r"(add|sub|mov|mad|mul|shl|shr|and|or|xor|not|selp|setp|cvt|cvta|prmt|min|max)\b")
# a barrier of threads: named (with its thread count) or of one warp (no count)
_SYNC = re.compile(r"(?:(?:bar|barrier)\.sync\s+\d+,\s*(\d+);|bar\.warp\.sync\b)")


def _instructions(ptx: str) -> list[str]:
    out = []
    for line in ptx.splitlines():
        s = line.split("//")[0].strip()
        if s and not s.startswith("."):
            out.append(re.sub(r"^@!?%?\w+\s+", "", s))  # (without its predicate)
    return out


def _back(ins, i):
    """The index of the nearest instruction before i that is not address or predicate arithmetic (a label stops the
    walk: another path reaches i from it)."""
    j = i - 1
    while j >= 0 and _PURE.match(ins[j]) and not ins[j].endswith(":"):
        j -= 1
    return j


def unsynchronized_arrives(ptx: str) -> list[str]:
    """The arrives (mbarrier.arrive, with or without expect_tx) not ordered as the verifier assumes: each must come
    right after (address and predicate arithmetic aside) a barrier of the partition's threads, or right after the
    arriving thread's own mbarrier wait (a producer's `wait; expect`); and where the barrier itself comes right after
    a product's wait (`mma_wait; arrive`, with the fence of a store allowed in between), the barrier must span at least
    a warp group's 128 threads, so that every warp's wait precedes the arrive."""
    ins = _instructions(ptx)
    bad = []
    for i, s in enumerate(ins):
        if not s.startswith("mbarrier.arrive"):
            continue
        j = _back(ins, i)
        prev = ins[j] if j >= 0 else "nothing"
        if prev == "}" and j >= 2 and ins[j - 1].startswith("bra") and "try_wait" in ins[j - 2]:
            continue  # the arriving thread's own wait loop
        m = _SYNC.match(prev)
        if not m:
            bad.append(f"{s} (after: {prev})")
            continue
        k = _back(ins, j)
        while k >= 0 and ins[k].startswith("fence.proxy.async"):
            k = _back(ins, k)
        if k >= 0 and ins[k].startswith("wgmma.wait_group") and (m.group(1) is None or int(m.group(1)) < 128):
            bad.append(f"{s} (after a product's wait and only: {prev})")
    return bad


def barrier_threads(ptx: str) -> set[int]:
    return {int(m.group(1)) for m in re.finditer(r"bar\.sync\s+\d+,\s*(\d+);", ptx)}


class _CudaQ:  # what the op's config functions read of q (no GPU needed)
    is_cuda, dtype, device = True, torch.bfloat16, torch.device("cuda")

    def __init__(self, D):
        self.shape = (1, 16, D)


def _ptx(name, defines):
    return compile_file(os.path.join(KERNELS, name), "ptx",
                        Options(defines={k: str(v) for k, v in defines.items()})).outputs["ptx"]


@pytest.mark.parametrize("causal", [False, True])
def test_fused_backward_arrives_follow_a_warp_group_barrier(causal):
    # the op's fused build at D=128 (DQ_LAG; under the mask the S^T layout, SPLIT and the dynamic walk): 4-warp
    # compute replicas that arrive after their products' waits, 1-warp load and dQ-writer roles
    ptx = _ptx("jagged_attention_bwd_fused.tlx", bwd._fused_config(_CudaQ(128), causal, "softmax", "gluon"))
    assert ptx.count("mbarrier.arrive") >= 6 and "wgmma.wait_group" in ptx
    assert unsynchronized_arrives(ptx) == []
    assert 128 in barrier_threads(ptx)  # the compute replicas' barrier spans their warp group


def test_dkdv_and_flagship_arrives_follow_a_warp_group_barrier():
    dkdv = bwd._configs(_CudaQ(128), True, "softmax")[1]
    ptx = _ptx("jagged_attention_bwd_dkdv.tlx", dkdv)
    assert "wgmma.wait_group" in ptx and unsynchronized_arrives(ptx) == []
    pick = {"DT": "bf16", "D": 128, "PINGPONG": True, "DYNAMIC": True, "O_TMA": True}  # (test_flagship_mask_split)
    ptx = _ptx("jagged_attention.tlx", pick)
    assert "wgmma.wait_group" in ptx and unsynchronized_arrives(ptx) == []


def test_the_check_finds_an_arrive_without_its_barrier():
    # the check itself, on hand-written PTX: a barrier with only address arithmetic after it passes; a wait for a
    # product, a shared-memory store or a label between the barrier and the arrive does not
    ok = "wgmma.wait_group.sync.aligned 0;\nbar.sync \t4, 128;\nadd.s32 \t%r1, %r2, 8;\n" \
         "@%p6 mbarrier.arrive.shared::cta.b64 _, [%r1];\n"
    assert unsynchronized_arrives(ok) == []
    for between in ("wgmma.wait_group.sync.aligned 0;", "st.shared.v2.b32 \t[%r3], {%r4, %r5};", "$L__BB0_7:"):
        bad = ok.replace("add.s32", between + "\nadd.s32")
        assert len(unsynchronized_arrives(bad)) == 1, between
    assert len(unsynchronized_arrives("wgmma.wait_group.sync.aligned 0;\n"
                                      "mbarrier.arrive.shared::cta.b64 _, [%r1];\n")) == 1
    # a barrier of one warp's threads does not order the other warps of the group
    assert len(unsynchronized_arrives(ok.replace("4, 128", "4, 32"))) == 1
    assert len(unsynchronized_arrives(ok.replace("bar.sync \t4, 128", "bar.warp.sync \t-1"))) == 1
    # a producer's expect right after its own wait loop
    wait = "{\n.reg .pred complete;\nwaitLoop:\nmbarrier.try_wait.parity.shared.b64 complete, [%r1], %r2;\n" \
           "@!complete bra.uni waitLoop;\n}\n"
    assert unsynchronized_arrives(wait + "mbarrier.arrive.expect_tx.shared.b64 _, [%r3], 65536;\n") == []
    assert len(unsynchronized_arrives(wait + "st.shared.b32 [%r4], %r5;\n"
                                      "mbarrier.arrive.expect_tx.shared.b64 _, [%r3], 65536;\n")) == 1
