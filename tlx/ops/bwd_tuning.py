"""The backward's measured build choices: which path (two kernels or fused), tile shapes and kernel options per head
dim and causal flag, each with the measurement that decided it (bench/results/). Data only: the builds are derived
from these in tlx/ops/jagged_attention_bwd.py (`_configs`, `_fused_config`, `use_fused`), which imports every name
here into its own namespace and reads it there, so a test or a script changes a choice by setting it on that module
(`monkeypatch.setattr(jagged_attention_bwd, "FUSED_DQ_FRAG", True)`, scripts/bwd_flag_ab.py), not on this one."""
import os

# the fused single-kernel backward for deterministic=False (see the module docstring); tests and benches set it
USE_FUSED = os.environ.get("TLX_BWD_FUSED", "") not in ("", "0")
# without USE_FUSED: the fused path where the H200 measured it faster than the two-kernel one, per (head dim, causal)
# (Gluon build, deterministic=False; scripts/gpu_bwd_fused_layout.sh); TLX_BWD_FUSED=0 turns it off
FUSED_PICK = {(128, False): False, (128, True): False, (64, False): False, (64, True): False}
# ... and per (head dim, causal) for batches whose mean length (tokens / sequences, from the shapes: no sync;
# attention_tiles.long_mean) is at least this. D=128 non-causal with DQ_LAG (H200, the op's backward with the fused
# path forced on / off in 3 alternating rounds, scripts/bwd_op_ab.py --switch fused,
# bench/results/bwd_fused_long_ab_2026-12-04_*.md): 1.053-1.101x on all six mixes with a mean of 1560 to 4369 tokens
# (five not in the bench), 0.980-1.043x below (all 1024 0.980, uniform 1-2048 1.043, lognormal 1.005, mostly short
# with one 5000 1.011): from 1536 (DQ_LONG_MEAN's threshold too). D=128 causal with DQ_LAG, SPLIT and the dynamic walk
# (the same A/B on ten causal mixes, bench/results/bwd_fused_causal_ab_2026-12-04_c4bfe40.md): 1.035-1.100x on five of
# the six mixes with a mean of 1560 to 4369 (all 2048: 0.992), 0.888-0.924x on the four with a mean of 1024 or less:
# from 1536 too. D=64 (bwd_fused_d64_ab_2026-12-04_397fc6f.md, both causal flags, ten mixes each): without the mask no
# gain at any mean (0.969-1.011x from 1560 up): not there; under it (DQ_LAG, dynamic walk) 1.033-1.151x on the three
# mixes with a mean of 3855 to 4369, 0.973-1.026x at 1560-2048, 0.905-0.950x at 1024 and below: from 3072 — until
# PF_LATE made the two-kernel path's dK/dV kernel 1.10x faster there (session 22): the same A/B after it
# (bwd_fused_d64_ab_2026-12-04b_1ab5679.md) 0.989-0.999x on those three mixes, below 1 on all. Session 23: KV_PER_STEP
# made the fused D=64 builds 1.04-1.07x faster (bench/results/bwd_fused_d64_kvps_2026-12-04_b858b0c.md; the two-kernel
# path had gained PER_STEP without the mask meanwhile). With it (bwd_fused_switch64_2026-12-04_638d821.md, ten mixes
# per causal flag): 1.038-1.053x on the three with a mean of 3855-4369; without the mask also 1.005-1.106x at 1560-2048
# (from 1536 there), under it 0.979-1.018x at 1560-2048 (from 3072); 0.90-0.98x at 1024 and below. Session 25: with
# the S^T layout and 128 query rows (FUSED_ST, FUSED_SHAPE) the same A/B (bwd_fused_switch64_2026-12-04_e5fb8e5.md):
# 1.06-1.18x on the three long mixes, 1.03-1.10x at a mean of 1560-2048 with and without the mask, 0.92-0.99x at 1024
# and below: from 1536 under the mask too (silu keeps SMEM_P+DQ_LAG, ~1.0x there at 1560-2048)
# Session 37: the portable build's bounds masks now use compile-time extents, so the fused path's row-wise prep and
# convert kernels are vectorized (convert 565 -> 261 us, the frag convert 584 -> 275 us at 65,536 tokens x 16 heads,
# D=128, H100: scripts/bwd_kernel_profile.py); that fixed cost had kept the fused path off shorter batches. The same
# A/B again (H100, 3 alternating rounds; bench/results/bwd_fused_by_mean_{nc,causal}_2026-12-06_adb8e94.md, ten mixes
# per causal flag, six not in the bench): without the mask D=64 gains at every mean measured, 1.033x at 399 (the
# lognormal mix), 1.04-1.11x at 574-1,024; D=128 1.031x at 574, 1.027x at 936, 1.006x at 1,024, 0.987x at 399: from
# 384 at D=64, 512 at D=128. Under the mask the fused path still loses below 1,536 (0.79-0.998x): unchanged.
FUSED_LONG_MEAN = {(128, False): 512, (128, True): 1536, (64, False): 384, (64, True): 1536}
# silu's fused builds were timed from a mean of 1,560 only (~1.0x at 1,560-2,048, above): they keep 1,536 until timed
FUSED_LONG_MEAN_SILU = 1536
if os.environ.get("TLX_BWD_FUSED", "") == "0":
    FUSED_PICK = {}
    FUSED_LONG_MEAN = {}
# the fused kernel's dQ (Gluon build): FlashAttention-3's column split of dS K over the warp groups, handed to a dQ
# writer warp that issues the TMA reduce-adds (DQ_WRITER in jagged_attention_bwd_fused.tlx), instead of one partial
# per warp group reduced by the warp group itself (which waits for each reduce)
FUSED_DQ_WRITER = True
# with the writer: each warp group's own key half of dQ's products issued with dK (before the warp groups'
# rendezvous), the other half accumulated after it (DQ_EARLY; S^T layout only): measured behind SMEM_P on every row
# (bench/results/backward_2026-12-02g_791ec85.md, "early dyn")
FUSED_DQ_EARLY = False
# the fused kernel's layout (SMEM_P in jagged_attention_bwd_fused.tlx), as the dK/dV kernel's: S = Q K^T with P and
# then dS through each warp group's dS slot (True), or S^T = K Q^T with P^T and dS^T from registers (False: lse and
# delta per column, 16 registers each; the D=128 writer build spilled 78 words, SASS local stores, 22 with SMEM_P and
# none in the step loop). Not with FUSED_DQ_EARLY (which keeps the S^T layout). H200, 16 bench rows, 3 alternating
# rounds (backward_2026-12-02g_791ec85.md): 0.81x -> 1.12x varlen_attn in geometric mean; per (D, causal) 0.58 -> 0.91x
# (D=128 non-causal), 0.44 -> 0.78x (D=128 causal), 0.69 -> 0.81x, 0.66 -> 0.75x (D=64) the two-kernel op's speed
FUSED_SMEM_P = True
# ... except per (head dim, causal) here (softmax; a bool or a dict, missing: SMEM_P): the S^T layout,
# FlashAttention-4's. With lse/delta through the ring (FUSED_LSE_SMEM) its step loops no longer spill (SASS, D=128
# causal 621/408/608/400 instructions, no local loads, against SMEM_P's 679/437/653/425 with 4/1/4/0). H200, the op's
# fused builds with LSE_SMEM, 5 mixes (one not in the bench; bench/results/bwd_fused_st_2026-12-04_8b0f26a.md): D=128
# causal S^T 1.00-1.08x (2 rounds), 1.03-1.10x (4 rounds) on every mix: S^T there; D=128 without the mask
# 0.89-1.00x, D=64 0.98-1.01x with 64 query rows a step; with FUSED_SHAPE's 128 rows (H200, 4 bench mixes per causal
# flag, 3 alternating rounds, bench/results/bwd_fused_s25b_{c,d}_2026-12-04_ca5a5b5.md) 1.03-1.05x the SMEM_P+DQ_LAG
# build without the mask (1.04x on LLM-packed, where the op takes the fused path) and 0.98-1.08x under it (1.08x on
# LLM-packed, 0.98x on lognormal): S^T at D=64 too. silu's fused S^T build is not timed: SMEM_P
FUSED_ST: object = {(128, True): True, (64, False): True, (64, True): True}
# the fused kernel's tile per (head dim, causal) on the GPU in the S^T layout, over the dK/dV kernel's (BLOCK_M: 64
# query rows a step): FA4 takes 128 query rows at D=64 in the S^T layout (a [64 keys, 128 queries] product per warp
# group). With lse/delta from the ring the D=64 S^T builds with 128 query rows compile without a spill in their step
# loops and are proved; SASS step loops 807/791 (non-causal) and 954/965 (causal) instructions for 128 query rows
# against the op's 528/524 and 579/569 for 64. H200 (bench/results/bwd_fused_s25b_{c,d}_2026-12-04_ca5a5b5.md):
# 1.02-1.04x the same build with 64 rows without the mask, 0.98-1.06x under it (1.06x on LLM-packed): 128 rows at D=64
FUSED_SHAPE: dict = {(64, False): {"BLOCK_M": 128}, (64, True): {"BLOCK_M": 128}}
# DQ_LAG in the S^T layout (a bool or per (head dim, causal)): step j's dQ products, dS K with the warp groups' dS^T
# slots read transposed, at the start of step j + 1, as the SMEM_P builds do (DQ_LAG was what kept D=128 without the
# mask on SMEM_P: its S^T build without the lag 0.89-1.00x). Proved; the portable build (the interpreter) runs no
# writer, so its numerics are checked on the GPU only (scripts/bwd_fused_variants.py "st lag ..."): not timed, off
FUSED_ST_LAG: object = False
# the S^T builds' dQ by rows (DQ_ROWS, FA3's split at D=64: warp group wg computes rows wg * BLOCK_M / 2 .. of a step's
# dQ over all keys, from a column block of each warp group's dS^T slot, instead of column blocks over all rows), a
# bool or per (head dim, causal); where a warp group's rows span whole 128-byte rows of dS^T (BLOCK_M = 128, FUSED_SHAPE).
# Shared-memory reads of dQ's products per step at D=64 with 128 query rows: 64 KB against 96 KB, and K is loaded
# once (no column blocks); SASS step loops 784/763 (non-causal) and 950/941 (causal) instructions, 32 wgmma against
# 40, no spill. H200, the same build with and without it in 3 alternating rounds on the 4 bench mixes
# (bench/results/bwd_fused_rows_{c,d}_2026-12-04_23ccba3.md): 1.01-1.02x without the mask, 1.02-1.03x under it, on
# every mix: on at D=64
FUSED_DQ_ROWS: object = {(64, False): True, (64, True): True}
# with SMEM_P and the writer: step j's dQ products at the start of step j + 1 (DQ_LAG), so the warp groups' rendezvous
# on each other's dS comes a step late and they are not in lock step (a bool, or a dict per (head dim, causal)). On at
# D=64, where it was the fastest fused build (0.81 -> 0.97x the op non-causal, with the dynamic walk 0.85 -> 0.92x
# causal); at D=128 it spilled (step loop 2/19 local stores/loads) and was slower (0.91 -> 0.81x, 0.84 -> 0.77x). Since
# lse and delta are read head-major (2026-12-04) it is the fastest fused build at D=128 non-causal too (1.02x the op,
# writer alone 0.97x); under the mask 0.83x (writer alone 0.85x), but with FUSED_SPLIT and the dynamic walk the
# fastest there as well (session 21: 0.89-0.93x the op on the four bench mixes, 1.07-1.09x on LLM-packed and 4097-16384,
# against 0.84-0.92x / 0.99-1.05x for DQ_LAG with the walk alone, bench/results/backward_2026-12-04g_b37c3a7.md)
FUSED_DQ_LAG = {(64, False): True, (64, True): True, (128, False): True, (128, True): True}
# with SMEM_P and the writer: both key halves' dQ products of a column block in flight at once, the second
# accumulating on the first in flight (DQ_PAIR; a bool, or per (head dim, causal)), instead of a wait between them.
# Summed in registers from two accumulators it was 0.92x the op at D=128 non-causal (0.90x without), no better
# elsewhere (bench/results/backward_2026-12-02g_4175935.md); chained (mma_async on an async product) 0.94x against
# the plain writer's 0.92x there, equal under the mask, 0.80x against 0.76x at D=64 non-causal; with lse and delta
# head-major 0.98x against 0.97x, but DQ_LAG alone 1.02x (bench/results/backward_2026-12-04g_*.md): off
FUSED_DQ_PAIR = False
# the fused kernel's dynamic tile walk per causal flag (or per (head dim, causal)): on for causal, where SMEM_P with it
# was faster on all 8 rows (D=128 0.78 -> 0.84x the op, D=64 with DQ_LAG 0.86 -> 0.92x); without a mask it was slower
# at D=128 (0.91 -> 0.84x) and even at D=64 (lag 0.97, lag dyn 0.98x)
FUSED_DYNAMIC = {True: True, False: False}
# the fused kernel's masked steps in pipelines of their own (SPLIT, as the dK/dV kernel's: the unmasked steps' loop
# has no mask compiled in), a bool or per (head dim, causal). H200, with DQ_LAG (bench/results/backward_2026-12-04g_
# b37c3a7.md and _c4bfe40.md, 3 alternating rounds): D=128 causal with the dynamic walk 0.95x the op in geometric mean
# over the bench mixes against 0.89x without SPLIT (1.07-1.09x on the two long mixes); D=128 non-causal 0.97x against
# 1.01x without; D=64 0.82-0.90x against 0.95x without. On at D=128 causal only
FUSED_SPLIT: object = {(128, True): True}
# the writer build's dQ column-block width per head dim (DQ_COLS; default 32): 64-column products read half the shared
# memory per multiply-add (their A operand, dS, is read once per block), their blocks added as two 32-column TMA
# reduces each (D=128 only: at D=64 a warp group's share is 32 columns)
FUSED_DQ_COLS: dict = {128: 64}
# with DQ_LAG: each step's lse and delta loaded during the previous step, after its last fence (LSE_AHEAD in
# jagged_attention_bwd_fused.tlx), a bool or per (head dim, causal). ptxas puts MEMBAR.ALL.CTA (a wait for every
# outstanding memory access) in front of each fence, so the loads at the top of a step held the dQ hand-over's fence for
# their whole latency: Nsight Compute on the LLM-packed mix, D=128 (bench/results/ncu_2026-12-04b_4cd87c4.md), had the
# warp groups stalled there ~3x as long as at the step's other fences. Loading them after that fence instead (LSE_LATE,
# since removed) only moved the wait to the softmax: 0.98-1.04x at D=128 non-causal, 1.00-1.02x causal
# (bench/results/backward_2026-12-04g_51c958f*.md)
FUSED_LSE_AHEAD: object = False
# the fused kernel's K, V and K-column-block slot addresses recomputed in every step (KV_PER_STEP: `per_step`), a bool or
# per (head dim, causal). SASS of the D=128 causal build: step loops 760 (11/36), 529 (0/16), 763 (13/29), 521 (0/3) ->
# 750 (4/12), 536 (2/7), 731 (4/12), 522 (0/5) instructions (local stores/loads). H200, D=128 causal with DQ_LAG, SPLIT
# and the dynamic walk, 5 batches in alternating rounds (bench/results/bwd_fused_kvps_2026-12-04_4d01e3c.md): 1.01-1.07x
# the same build without it on every batch (1.13x the two-kernel path on the two long mixes, where FUSED_LONG_MEAN
# picks the fused build); without the mask 0.99-1.02x (bwd_fused_nc_kvps_2026-12-04_6d5c976.md): off. D=64
# (bwd_fused_d64_kvps_2026-12-04_b858b0c*.md, the four bench mixes): 1.04-1.07x under the mask, 1.04-1.06x without
FUSED_KV_PER_STEP: object = {(128, True): True, (64, False): True, (64, True): True}
# each step's lse and delta written by the producer into the Q/dO ring and read by the warp groups from shared memory
# (LSE_SMEM, as in the dK/dV kernel: DKDV_LSE_SMEM), a bool or per (head dim, causal): no global load of the warp
# groups outstanding at a step's fences. SASS of the op's fused builds (step loops: instructions, local loads):
# D=128 585/580 -> 547/544; causal 748 (12), 537 (7), 732 (12), 520 (5) -> 682 (4), 443 (1), 651 (3), 429 (0); D=64
# causal 645/632 -> 586/568; D=64 without the mask 532/528 -> 530/526. H200, the op's fused build of each (head dim,
# causal) with and without it, alternating rounds, the bench's mixes plus a long one (bench/results/
# bwd_fused_lse_2026-12-04_50d2601.md): D=128 causal 1.04-1.06x on all 5, without the mask 1.00-1.05x, D=64 1.01-1.04x
# (causal 1.03-1.04x): on everywhere
FUSED_LSE_SMEM: object = True
# with the writer (SMEM_P builds: with DQ_LAG): a step's last dQ block fenced and handed to the writer after the next
# step's S and dP products are issued (DQ_FENCE_LATE in jagged_attention_bwd_fused.tlx), a bool or per (head dim,
# causal): the fence waits for the block's 16 KB of stores to land, 18-23% of a warp group's step-loop stall samples
# at LLM-packed D=128 (bench/results/ncu_bwd_2026-12-05_9e376b6.md). Proved for every fused build the op makes. H100,
# the fused path forced, 6 mixes, two runs of 5 and 8 alternating rounds (bench/results/bwd_fence_late_ab_2026-12-05_
# fff14bf.md): D=64 non-causal 1.015x / 1.017x (LLM-packed 1.015/1.019x, 4097-16384 1.060/1.046x): on; D=128
# non-causal 0.977x / 0.969x (the fence's wait was hidden by the other warp group's products), D=128 causal 0.996x,
# D=64 causal 0.969x (its peeled build spills: SASS 848 -> 1,172 instructions a step, 6 local stores): off
FUSED_DQ_FENCE_LATE: object = {(64, False): True}
# dQ blocks stored in the accumulator's fragment order and added into dq_frag (DQ_FRAG in
# jagged_attention_bwd_fused.tlx; read back by attn_bwd_dq_convert_frag), a bool or per (head dim, causal): 128-bit
# shared stores without the swizzled tile's 2-way bank conflicts (SASS: D=128 step loops 557 -> 536 instructions, local
# stores/loads 29/45 -> 18/34). H100, the fused path forced, 6 mixes, two runs of 3 alternating rounds (bench/results/
# bwd_dq_frag_ab_2026-12-06_aa5b055.md): D=128 non-causal 1.022x / 1.032x (LLM-packed 1.033/1.024x, 4097-16384
# 1.116/1.153x, the rows where the op takes the fused path): on; D=64 non-causal 0.981x: off; causal not timed (the
# D=128 causal build did not compile within the call's limits; D=64 causal 1.018x in one short round only): off.
# Causal, timed later (bench/results/bwd_dq_frag_causal_{128,64}_2026-12-06_b684647.md, 3 rounds): D=128 0.986x,
# D=64 0.993x: off
FUSED_DQ_FRAG: object = {(128, False): True}
# A step's dK product left in flight into the next step, waited there after its first dQ product is issued (DK_CARRY
# in jagged_attention_bwd_fused.tlx; the SMEM_P builds with DQ_LAG, not DQ_PAIR), a bool or per (head dim, causal).
# SASS (D=128 non-causal): the step's closing wgmma drain is gone (dK, then dQ's first product, run back to back while
# the warp group waits for the other's dS), 536 -> 541 instructions a step, one more spilled register. H100, the fused
# path forced, 6 mixes (bench/results/bwd_dk_carry_ab_2026-12-06_3037fec.md): D=128 non-causal 0.990x in 4 alternating
# rounds (0.966-1.012; one warm-up round 1.041): the drain was hidden by the other warp group's products: off
FUSED_DK_CARRY: object = False
# The fused kernel's tile boundary (session 38; a bool or per (head dim, causal)). Equal-token batches of equal lengths
# 256-8192 (bench/results/bwd_tile_cost_2026-12-06_88e094e.md, H100) fit its main kernel to ~2.1-2.3 us a step and
# ~9-14 us a tile per SM, FlashAttention-4's to ~5-9.5 us a tile (bench/results/bwd_dkv_tma_ab_2026-12-06_05158c4.md).
# ROTATE: key block n of a (sequence, head) starts its query walk at block n (builds without SPLIT), so the programs
# running at once add into different dQ rows: 1.000x at 512-1,024 tokens, 1.056x at 4,096, and below DKV_TMA alone with
# it: off. (KV_EARLY, K/V released before the tail's lagged dQ: 1.000-1.007x, removed.)
FUSED_ROTATE: object = False
# DKV_TMA: dK and dV leave through the warp group's K and V slots by TMA stores (with DQ_ROWS, whose dQ products read
# the other warp group's K slot, after a rendezvous on kv_done). The diagnostic build without the epilogue's stores ran
# the fused backward 1.13-1.24x faster on 512-1024-token batches. Measured (H100, scripts/fused_tile_ab.py, 3 alternating rounds,
# bench/results/bwd_dkv_tma_ab_2026-12-06_*.md), the fused backward at D=128 non-causal: 1.109x on 64 x 1024, 1.019x
# on 16 x 4096, 1.030x lognormal, 1.086x LLM-packed, 1.053x uniform 1-2048 (dK/dV equal, dQ within 1.8e-3); with
# ROTATE 1.006-1.082x, below DKV_TMA alone on every batch. Session 39 (bench/results/bwd_tma_epilogues_ab_2026-12-06_
# 00b8ab9.md): D=128 causal 1.030x (LLM-packed) / 1.018x (4097-16384); D=64 1.093x / 1.013x (all-1024 / LLM-packed)
# non-causal, 1.068x / 1.020x causal (with the kv_done rendezvous)
FUSED_DKV_TMA: object = {(128, False): True, (128, True): True, (64, False): True, (64, True): True}


# the dQ kernel's software pipelining (Gluon build; the portable build runs the plain loop) and its ring depth:
# OVERLAP holds block n-1's K slot one step longer, so it needs a 3-deep ring (with 2 the next block is requested
# only as a step ends). The protocol proof of that ring closes since the verifier's state reductions (75fd12e);
# before them the op's first GPU backward raised "cannot prove" unless TLX_VERIFY_SAMPLED=1 was set, and
# tests/test_backward.py::test_op_gpu_setup_proved now keeps the op's builds proved.
DQ_OVERLAP = True
DQ_STAGES = 3
# the dK/dV kernel's layout: S = Q K^T with P and dS through shared memory (True), or S^T = K Q^T with P^T and dS^T
# fed from registers (False; lse and delta are then per column, 16 per thread, and the warp groups spill)
DKDV_SMEM_P = True
# the dK/dV kernel loads step j+1's lse and delta during step j (PREFETCH); None: at head dim 64 only, where the
# H200 measured it faster on all 8 D=64 rows of bench/results/backward_2026-12-01d_8b8eb7d.md (dK/dV kernel 1-10%), while
# at 128 it was 1-14% slower (DKDV_SHAPE turns it off again at D=64 without a mask, with 128-row query blocks)
DKDV_PREFETCH = None
# with PREFETCH, per (head dim, causal): the next step's loads issued after the step's dS fence instead of at its top
# (PF_LATE): ptxas precedes each fence with MEMBAR.ALL.CTA, a wait for every outstanding memory access, so loads
# issued at the top held the step's P fence for their whole latency (bench/results/ncu_2026-12-04b_4cd87c4.md). The
# dK/dV kernel alone, H200, 7 batches, 3 alternating rounds, bitwise equal (bench/results/dkdv_ab_2026-12-04_afda15a.md):
# D=64 causal 1.077-1.128x (geometric mean 1.096x); D=128 1.00x causal and 1.01x without a mask against no prefetch
# (prefetch at the top: 0.965x / 0.979x); D=64 without a mask (its 128-row query blocks, no prefetch) 0.944x
DKDV_PF_LATE = {(64, True): True}
# per (head dim, causal): P and dS trade the warp group's two shared-memory slots every step (PD_SWAP in
# jagged_attention_bwd_dkdv.tlx), so the products' descriptors of those slots are computed in the loop instead of hoisted
# as constants that ptxas spills. SASS of the D=128 causal build (ptxas, no GPU; step loops, instructions (local
# stores/loads)): 649 (5/25), 412 (0/14), 683 (15/45), 420 (6/16) -> 647 (0/7), 431 (0/2), 634 (0/12), 436 (0/5), the
# whole kernel 120/178 -> 57/86; no gain where the build hardly spills (D=128 without a mask, D=64). Proved, checked on
# the interpreter. H200 at D=128 causal (bench/results/dkdv_ab_2026-12-04c_4d01e3c.md): 0.997-1.157x, geometric mean
# 1.079x, below PER_STEP's 1.139x, which leaves nothing for it to fix: off
DKDV_PD_SWAP: dict = {}
# per (head dim, causal): every shared-memory slot address of the dK/dV kernel recomputed in each step (PER_STEP, the
# `per_step` option of its buffers, docs/language.md), so that no wgmma descriptor is hoisted out of the step loop and
# spilled. SASS of the D=128 causal build: the whole kernel 120/178 -> 9/13 local stores/loads, step loops 649 (5/25),
# 412 (0/14), 683 (15/45), 420 (6/16) -> 603 (0/2), 445 (0/2), 599 (0/0), 440 (0/0); D=128 without a mask 14/23 -> 0/0
# (it hardly spilled), D=64 causal 2/2 -> 0/0, with 10-25 more instructions per step. H200, the dK/dV kernel alone, 7
# batches (4 not in the bench) in 3 alternating rounds, bitwise equal to the build without it
# (bench/results/dkdv_ab_2026-12-04c_4d01e3c.md): D=128 causal 1.019-1.312x (geometric mean 1.139x; PD_SWAP 1.079x),
# D=128 without a mask 1.040-1.077x (1.058x), D=64 without a mask 0.997-1.058x (1.022x); D=64 causal (with PF_LATE)
# 0.942-0.974x: off there (the 128-row S^T build there has it: DKDV_SHAPE)
DKDV_PER_STEP = {(128, True): True, (128, False): True, (64, False): True}  # (D=64 causal: DKDV_SHAPE, softmax)
# per (head dim, causal): each step's lse and delta written by the producer into the Q/dO ring beside Q and dO and read
# by the warp groups from shared memory (LSE_SMEM: FlashAttention-4's way), in the S^T layout ("st": SMEM_P=False, P^T
# and dS^T feed dV's and dK's products from registers, no P or dS store, no fence) or the SMEM_P one ("smem_p"). The S^T
# layout alone loads lse/delta per column, 32 global loads a thread and step, and was 0.83-0.95x
# (dkdv_ab_2026-12-04e_12ea030.md). SASS step loops at D=128 causal 507/308/513/308 instructions against the PER_STEP
# build's 603/445/599/440, no spills. H200, the kernel alone, 7 batches (4 not in the bench), alternating rounds, bitwise
# equal, after the layout planner stopped the producer warp's lse copy from spilling
# (bench/results/dkdv_ab_2026-12-04h_50d2601.md): D=128 without the mask smem_p 1.005-1.065x (gm 1.028x; st 1.012x);
# D=64 without it st 1.069-1.155x (gm 1.096x; smem_p 1.041x); D=128 causal st (the op's since dfb57bc, 1.034x over
# SMEM_P + PER_STEP then, 1.09x now) against smem_p 1.010x: st kept; D=64 causal 0.97x / 0.99x then (64 rows, the old
# mask); on since with 128 rows (DKDV_SHAPE)
DKDV_LSE_SMEM = {(128, True): "st", (128, False): "smem_p", (64, False): "st", (64, True): "st"}  # (softmax only)

# the dynamic tile walk per kernel (docs/language.md, `dynamic`: free programs draw the sorted tiles from a counter;
# Gluon build only). A tile's arithmetic and its reduction order do not depend on the program that runs it, so the
# gradients stay bitwise reproducible either way (measured: bitwise equal to the static walk). Per causal flag: on for
# causal, where both kernels were faster on all 8 bench rows (dq 0.85-0.97x, dK/dV 0.77-0.92x the static time; end to
# end 1.06-1.25x), off without a mask (mixed, 0.98-1.04x end to end): bench/results/backward_2026-12-01e_69a0632.md
# (timed before PREFETCH landed: D=64 causal dK/dV with both is compiled and proved, not yet timed)
DQ_DYNAMIC = {True: True, False: False}
DKDV_DYNAMIC = {True: True, False: False}
# the dK/dV kernel's K/V buffers at D=128 per causal flag (KVBUF: one tile's K/V, or two so that the next tile's load
# while this one runs; D=64 keeps 2). With one, the D=128 non-causal build spills 11 words instead of 71 (SASS local
# stores; beside 224 KB of shared memory the L1 that serves them is small) and the kernel was 12-14% faster on all
# 4 non-causal rows of bench/results/backward_2026-12-01h_1500178.md (LLM-packed, all-1024, lognormal, a 4097-16384
# mix; 5 alternating rounds, spread <= 5%), the deeper Q/dO ring it makes room for adding nothing (kv1s4). Causal
# keeps 2: its build still spills 64 words with one, and measured 0.94x (LLM-packed) and 1.00x (long); short causal
# rows not timed
DKDV_KVBUF = {True: 2, False: 1}
# the dK/dV kernel's epilogue through its K/V slots and TMA stores per (head dim, causal) (DKV_TMA, as the fused
# kernel's FUSED_DKV_TMA). Measured on the two-kernel path (H100, scripts/bwd_flag_ab.py --two-kernel, 3 alternating
# rounds, six mixes; bench/results/bwd_tma_epilogues_ab_2026-12-06_00b8ab9.md): geomean 1.050x D=128 non-causal,
# 1.054x causal (1.134x all-1024), 1.022x D=64 non-causal, 1.047x causal; gradients bitwise equal
DKDV_DKV_TMA: dict = {(128, False): True, (128, True): True, (64, False): True, (64, True): True}
# the dQ kernel's epilogue through its Q slot and a TMA store per (head dim, causal) (its DQ_TMA): 1.026x at D=128,
# 1.011x at D=64 without the mask (same file); under it 1.020x at D=128 (0.984-1.045x by mix), 1.028x at D=64
# (1.011-1.041x), gradients bitwise equal (bench/results/bwd_packed_ab_2026-12-06_dc0cd33.md): on everywhere
DQ_STORE_TMA: dict = {(128, False): True, (64, False): True, (128, True): True, (64, True): True}
# SPLIT per causal flag at D=128 (the masked steps of a tile in a pipeline of their own, so the causal compare leaves
# the main loop: at D=128 causal its unmasked loop has no local stores, SASS). Measured with KVBUF=2
# (bench/results/backward_2026-12-01i_4bc0a47.md, scripts/bwd_ab.py TLX_AB_SET=split, 5 alternating rounds): the dK/dV
# kernel 0.833x (LLM-packed), 0.862x (4097-16384), 0.954x (all-1024), 0.978x (uniform), 0.990x (lognormal) its time
# without, spreads <= 2.5% (KVBUF=1 with it: 0.849-0.996, behind on every row). At D=64 causal it is not faster
# (0.993x LLM-packed, 1.065x all-1024): off there. Without a mask there is nothing to split. (The LLM-packed and
# 4097-16384 rows, <= 16 sequences, then ran the in-kernel tile decode, which spilled; the backward now reads the
# table, on which the three table rows above measured 0.954-0.990: re-time the long rows and D=64. Timed for softmax;
# silu at D=128 causal gets it too, tested, not timed.)
DKDV_SPLIT = {True: True, False: False}
# the backward kernels' tile source (the launchers' tile_decode): False = the tile table for every batch; None = the
# launchers' default, where a batch of at most 16 sequences decodes its tiles from the offsets in the kernel
# (TILE_DECODE: one launch less); True = decode wherever the batch allows.
# The decode build's tile scalars came from reductions that ptxas did not know to be warp-uniform: its D=128 step loops
# were a third longer and spilled (SASS LDL/STL decode vs table: dK/dV non-causal 97/84 vs 21/11, dq 13/6 vs 0/0);
# every LLM-packed bench row (15 sequences) ran it, every other row the table: Nsight Compute counted 149.5M
# local-memory requests in the LLM dK/dV launch against 1.16M on all-1024 (6x the time) -- the "18% more per step
# on LLM-packed" (docs/jagged_attention.md). The codegen now broadcasts them (_tlx_warp_uniform) and the decode
# loops match the table's in SASS, but only the table has been measured: the backward keeps it (one small launch
# per kernel, which PDL overlaps)
TILE_DECODE = False
# the kernels' tile shapes per (head dim, causal) on the GPU, over the defaults below (dQ: 128 query rows on two warp
# groups against 64-key blocks; dK/dV: 64-row query blocks against 128 keys on two warp groups). D=64 without a mask:
# dQ on three warp groups (BLOCK_M=192, 160 registers each) and dK/dV with 128-row query blocks (FlashAttention-3's
# D=64 tile; PREFETCH off, which leaves ptxas 26 local stores instead of 40). H200, the 8 D=64 bench rows, 4
# alternating rounds (bench/results/backward_2026-12-02h_c9b735c.md): dQ 0.835-0.956x, dK/dV 0.877-0.957x their
# base times on all 4 non-causal rows. Under the causal mask both were slower (dQ BLOCK_M=192 up to 1.08x on all-1024,
# dK/dV BLOCK_M=128 1.20-1.28x, where it spills 67 words): causal keeps the defaults. The fused kernel keeps the
# default tiles (its builds were measured and proved with them).
DQ_SHAPE = {(64, False): {"BLOCK_M": 192, "REGS": 160}}
# ... and for long batches by their mean length (attention_tiles.long_mean: tokens / sequences >= DQ_LONG_MEAN, from
# the shapes): the dQ kernel's three warp groups at D=64 causal too. The op's backward with it on / off for every row,
# 4 alternating rounds on ten D=64 causal mixes, seven not in the bench (bench/results/bwd_op_ab_2026-12-02_a5013c5.md), by
# mean length: 4369 (LLM-packed) 1.036, 4096 1.028, 3855 1.035, 2048 1.021, 1985 1.029, 1560 1.045; 1024 0.986, 936
# 1.003, 574 (64-1024 + one 5000) 0.942, 399 (lognormal) 0.978. So from a mean of 1536 tokens (the forward's tiles
# switch at 3072: attention_tiles rule 9)
DQ_LONG_MEAN = 1536
DQ_SHAPE_LONG = {(64, True): {"BLOCK_M": 192, "REGS": 160}}
# D=64 causal: the same 128-row query blocks in the S^T layout with lse/delta from the ring (DKDV_LSE_SMEM "st"), per-step
# slot addresses and the masked steps split off (SPLIT). With the causal mask computed per query (mask_scores: one
# compare and one select per score) its masked step loops stopped spilling (SASS 917 -> 766 instructions, 30 -> 5
# local loads), and the kernel alone was 1.03-1.21x the op's SMEM_P + PREFETCH + PF_LATE build (geometric mean 1.14x)
# on 11 mixes with a mean length of 240 to 1,394 tokens, 8 not in the bench (bench/results/
# dkdv_ab_2026-12-04_mean64c_ae38a69.md; with the old mask 0.84-1.11x: dkdv_ab_2026-12-04_s26b_cf79c0b.md). The 64-row
# S^T builds were 1.04-1.12x (without SPLIT) and 1.04-1.08x (with it): the 128 rows are the gain
DKDV_SHAPE = {(64, False): {"BLOCK_M": 128, "PREFETCH": False},
              (64, True): {"BLOCK_M": 128, "PREFETCH": False, "PF_LATE": False, "SPLIT": True, "PER_STEP": True}}
# batches of many short sequences (the forward's packed rule, tlx/ops/packed_backward.py): several sequences per tile
# (kernels/jagged_attention_bwd_packed.tlx) instead of the two-kernel path's per-sequence tiles. H100, 3 alternating
# rounds on 2,002 sequences of 1-63 tokens (bench/results/bwd_packed_ab_2026-12-06_dc0cd33.md): 1.17x / 1.07x the
# two-kernel path at D=128 (non-causal / causal), 1.82x / 1.81x at D=64; beside the peers 1.67-3.46x varlen_attn and
# 1.66-3.21x FA4 (backward_extra_2026-12-06_dc0cd33.md). On
PACKED = True
# extra compile-time parameters of the dK/dV kernel (KVBUF, HEAD_GROUPS, ROTATE, STAGES, ...), merged last into both
# builds' configs: the variant script (scripts/bwd_ab.py) and tests run the op with each; empty in the op
DKDV_EXTRA: dict = {}
# the same for the dQ kernel (BLOCK_N, BLOCK_M, STAGES, ...): scripts/bwd_ab.py's dq variants; empty in the op
DQ_EXTRA: dict = {}

__all__ = [n for n in dir() if n.isupper()]
