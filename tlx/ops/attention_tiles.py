"""The flagship's tile shape per call, chosen from what the host already knows about the batch (head counts, head
dim, causal, and the caller's max_seqlen hints): no device sync, a handful of shapes, so no recompilation per batch.

Rules, in order (measured on the H200: bench/results/variants_2026-12-01.md and variants_2026-12-01b.md):
1. Every sequence at most 64 long (both hints <= 64): 64x64 tiles (one consumer warp group), since most of a
   128x128 tile would be rows and keys past the sequence end: 1.2x (D=128) and 1.75x (D=64) varlen_attn instead
   of 0.65x and 1.0x. (Batches of more than 16 such sequences take the packed kernel instead, several sequences per
   tile: tlx/ops/packed_attention.py, 1.4x these tiles on the H200.)
2. GQA with an even group (H // HKV % 2 == 0): two query heads of one KV head per tile (HPT=2), 64 rows each, so
   a sequence shorter than the tile still keeps both warp groups busy on one K/V stream (+6-8% on GQA 8:1).
   At D=128 its warp groups also take turns (PINGPONG, rule 3): GQA 8:1 lognormal +1% / +2% (non-causal /
   causal); at D=64 it is neutral, so off.
3. Otherwise (one head per tile, 128-row tiles or more), the consumer warp groups issue their MMAs in turn
   (PINGPONG, FlashAttention-3's ping-pong): D=128 geomean +1.6% over the four mixes (causal uniform/lognormal
   +5-7%, LLM-packed causal -3%); at D=64 non-causal with three warp groups of 64 rows (192-row tiles, FA3's
   D=64 shape) +2-15% (LLM-packed 417 -> 481 TFLOP/s). D=64 causal keeps 128-row tiles without it (both lose
   6-13% there: the diagonal blocks leave the groups unevenly loaded). Re-timed with today's builds
   (bench/results/fwd_ab_2026-12-02c_8e5404d.md): the 192-row tiles at D=64 causal +5.5% on LLM-packed but 0.82x on
   lognormal and on 64-1024 + one 5000 (no max_seqlen threshold separates them), PINGPONG at 128 rows 0.98x: kept.
   (Measured with mbarrier turns; since 2026-12-05 the turns are named barriers, 1.014x on these shapes:
   bench/results/fwd_codegen_ab_2026-12-05_052bb6c.md. The picks were not re-timed against each other.)
4. One head per tile and not short (rule 3's shapes): the tiles are walked dynamically (DYNAMIC, below): whichever
   program is free first takes the next tile of the sorted order, so uneven batches (causal above all) keep every SM
   busy to the end. GQA pairs and short tiles keep the static walk until timed (GPU-tested with it: correct).
5. (Off.) One head per tile and a sequence longer than LONG (the max_seqlen_k hint): the batch would be walked once
   per group of HEADS_PER_GROUP[D] heads (HEAD_GROUPS), so the programs running at once stream the K/V of a few
   heads (56 MB for all 16 heads of a 6,834-token sequence at D=128, more than the L2). One run measured +1..+7% on
   long rows (bench/results/variants_2026-12-01g_8faef0d.md); the A/B in alternating rounds on three long mixes,
   D=128/64, causal and not, measured on / off = 1.000 geomean, every row within its round-to-round spread
   (bench/results/head_groups_ab_2026-12-01_93d7e7f.md), so no head dim groups.
6. One head per tile and not short (rule 3's shapes): O leaves through shared memory and one TMA store per warp
   group (O_TMA, FlashAttention-3's epilogue) instead of per-thread stores from the accumulator layout. The op's
   pick with and without it in 4 alternating rounds (scripts/fwd_ab.py, bench/results/variants_2026-12-01h_*.md):
   geomean 1.064, every one of 10 rows faster (LLM-packed D=128 non-causal +1.3% within its spread, causal +5.6%;
   uniform/lognormal D=128 +8-13%; D=64 +2.5-3.5%; a mix the bench lacks +5%). GQA pairs and short tiles keep the
   per-thread stores (GPU-tested with it: correct; untimed). KV_STEP (one ring release per step) measured 1.004,
   within the spread: off.
7. GQA (issue 13's per-FLOP criterion). At 9bc2123 the pairs were 4-14% slower per FLOP than the same batch with 16
   KV heads (jagged_attention_2026-12-01_9bc2123.md): the one-head tiles had rules 4 and 6 (and D=64's 192-row
   tiles), the pairs none. Two switches, every setting proved (tests/test_op_picks_proved.py) and GPU-tested
   (tests/test_gpu_flagship.py::test_flagship_gpu_gqa_tiles, poisoned outputs vs float64). Measured at 8:1 in 4
   alternating rounds (scripts/fwd_ab.py --gqa; bench/results/gqa_ab_2026-12-02_6a30671.md: the bench's GQA lognormal
   and four mixes it lacks, D=128/64, causal and not, the MHA batch's own pick beside):
   * GQA_FAST (on): the pairs get O_TMA and the dynamic walk: faster on all 20 rows, 1.04-1.36x (geomean 1.143),
     and then at least the MHA batch's TFLOP/s on 18 of 20 (bench's GQA lognormal D=128 484 vs 434 non-causal,
     336 vs 297 causal; D=64 336 vs 333, 216 vs 198).
   * GQA_PAIRS_MAX_BLOCKS (D=64 non-causal: 16 blocks): there the one-head pick (192-row tiles of three warp groups)
     beats the pairs once sequences are long (max 3860: 483 vs 435 TFLOP/s; max 8123: 460 vs 438, that row
     on the old tile decode build, before 664eb34), ties at max
     768 and 1717 (314 vs 310, 337 vs 336), and loses on short ones (max 256: 117 vs 169); so pairs up to a
     2048-key hint there, one head per tile beyond. At D=128 and under a mask the fast pairs beat the one-head pick on
     every row (1.01-1.23x), so pairs always.
8. D=128, one head per tile, and a sequence longer than LONG (the max_seqlen_k hint): the steady loop's whole key
   blocks run without the mask's test (MASK_SPLIT) and the output's rescale is skipped while no row's max grows by
   more than 2^8 (LAZY_RESCALE, FlashAttention-4's threshold): issue 13, docs/jagged_attention.md. Two A/Bs in
   alternating rounds (bench/results/fwd_ab_2026-12-02_617e6ad.md, fwd_ab_2026-12-02b_461d43d.md): on the long
   D=128 batches +1.8..+4.0% in both (LLM-packed 1.040 / 1.034 non-causal, 1.026 / 1.018 causal; a 64-6000 mix
   1.020 / 1.033, 1.019 / 1.022); on shorter batches (uniform 1-2048, lognormal up to 4096) and at D=64 0.94-1.01,
   and LAZY_RESCALE alone 0.988: so only there. Its threshold checked (fwd_ab_2026-12-02c_8e5404d.md): off on mixes
   with the longest sequence just past LONG (max 4352) and mostly short with one 5000 measured 1.000 (0.985-1.019,
   within the spreads), and at D=64 both options 0.91-0.96 on every mix: unchanged.
9. D=64 causal, one head per tile, and a long batch by its mean length (tokens / sequences, from the tensors' shapes:
   no device sync, unlike the longest length, which only the hints tell): rule 3's 192-row tiles with PINGPONG, as
   FlashAttention-4 runs D=64 causal. A max_seqlen hint cannot pick them (rule 3: 0.82x on lognormal and on mostly
   short batches with one long sequence); the mean can. Measured in 4 alternating rounds on ten D=64 causal mixes,
   seven not in the bench (bench/results/fwd_ab_2026-12-02e_a5013c5.md): by mean length, LLM-packed 4369 1.059, all
   4096 1.004, uniform 1-8192 (3855) 1.039; lognormal e^(7+N) capped 8192 (1560) 0.993, all 2048 0.946, uniform
   1-4096 (1985) 0.973, all 1024 0.73, uniform 1-2048 0.87, lognormal 0.82, 64-1024 + one 5000 (574) 0.82. So from a
   mean of MEAN_192 = 3072 tokens up (between the last loss at 2048 and the first gain at 3855).
10. D=128 non-causal, not short (one head per tile, or GQA pairs): the wait for O += P V comes after the new row max
   (WAIT_AFTER_MAX, mma_wait's `after=`), which lets ptxas run part of the softmax (22-57 of 66 exp2s) under the
   step's own P V, as FlashAttention-4 does (docs/research/fa4_sm90_forward_sass.md). Measured in 4 alternating
   rounds on the op's own picks (bench/results/fwd_wait_after_max_ab_2026-12-06_b684647.md, H100): D=128 non-causal
   LLM-packed 1.038, uniform 1-2048 1.058, lognormal 1.042, 2500-4352 1.038, 64-1024 + one 5000 1.002, a 64-6000 mix
   0.987 (geomean 1.027); D=128 causal 0.983-1.034 (geomean 1.003) and D=64 0.958-1.008: so only D=128 non-causal.
   The GQA pairs (scripts/fwd_ab.py --gqa, 4 rounds, fwd_gqa_wait_after_max_ab_2026-12-06_3037fec.md): D=128
   non-causal 0.997-1.039 on all nine 8:1 and 4:1 rows (geomean 1.024), D=64 0.939-1.009: the same rule. Confirmed as
   the pick in 6 rounds (fwd_wait_after_max_confirm_2026-12-06_3037fec.md): off / on 0.953-0.973 on all six D=128
   non-causal rows (geomean 0.964); bench beside FA4: jagged_attention_2026-12-06b_3037fec.md.
On the CPU interpreter the tiles are small (its cost grows with tile size x programs) and rule 2 still applies,
so CPU tests exercise it. A wrong hint only costs speed: the tile table is sized by the token count, so every
shape computes every row whatever the lengths.
"""
from __future__ import annotations

# The persistent walk, per causal flag: True hands the sorted tiles to whichever program is free first (the kernel's
# DYNAMIC, a dynamic tile walk: docs/language.md); False deals them out statically (a snake). GPU only. Measured on
# the H200 (bench/results/variants_2026-12-01e_*.md): dynamic is faster on all 16 mix rows or equal (all-1024 D=64
# causal), geomean over varlen_attn D=128 1.442 -> 1.539, D=64 causal 1.593 -> 1.668, non-causal 1.381 -> 1.441;
# uniform causal D=128 1.24 -> 1.53.
DYNAMIC = {True: True, False: True}

# Rule 6: the epilogue's TMA store (the kernel's O_TMA) for rule 3's shapes. GPU only.
O_TMA = True

# Rule 5: query heads per tile-order group (HEAD_GROUPS = H // this) per head dim, for batches with a sequence
# longer than LONG; a head dim not listed keeps one group (none is: measured neutral, rule 5 above).
HEADS_PER_GROUP: dict = {}
LONG = 4096

# Rule 7 (GQA, issue 13): pairs with O_TMA and the dynamic walk; and the longest key hint, in 128-key blocks, up to
# which an even GQA group keeps pairs: None (every call), a number, or one per (head dim, causal) (a pair not listed:
# every call); an unknown hint keeps them. Measured: bench/results/gqa_ab_2026-12-02_6a30671.md.
GQA_FAST = True
GQA_PAIRS_MAX_BLOCKS = {(64, False): 16}

# Rule 8: MASK_SPLIT + LAZY_RESCALE for D=128 one-head tiles of batches with a sequence longer than LONG. GPU only.
LAZY_LONG = True


# Rule 9: the mean sequence length (tokens / sequences) from which D=64 causal one-head tiles are 192 rows. GPU only.
MEAN_192 = 3072

# Rule 10: the (head dim, causal) pairs whose tiles wait for P V after the row max (WAIT_AFTER_MAX). GPU only.
WAIT_AFTER_MAX = {(128, False)}


def long_mean(tokens: int, sequences: int, at: int | None = None) -> bool:
    """Rule 9's test, from the call's shapes (q's token count, the offsets' length less one): a mean length of at
    least `at` (default MEAN_192) tokens."""
    return sequences > 0 and tokens >= (MEAN_192 if at is None else at) * sequences


def _pairs_limit(D, causal):
    n = GQA_PAIRS_MAX_BLOCKS
    return n.get((D, bool(causal))) if isinstance(n, dict) else n


def choose(H: int, HKV: int, max_seqlen_q: int, max_seqlen_k: int, on_gpu: bool, D: int = 128,
           causal: bool = False, long_batch: bool = False) -> dict:
    """long_batch: rule 9's long_mean() of the call."""
    gqa_pairs = HKV > 0 and (H // HKV) % 2 == 0
    limit = _pairs_limit(D, causal)
    if on_gpu and gqa_pairs and limit is not None and max_seqlen_k > limit * 128:
        return choose(H, H, max_seqlen_q, max_seqlen_k, on_gpu, D, causal, long_batch)  # rule 7: one head per tile
    if not on_gpu:
        return {"BLOCK_M": 32, "BLOCK_N": 32, "STAGES": 2, "WG_M": 16, **({"HPT": 2} if gqa_pairs else {})}
    cfg = {"BLOCK_M": 128, "BLOCK_N": 128, "STAGES": 2}
    short = 0 <= max_seqlen_q <= 64 and 0 <= max_seqlen_k <= 64
    if short:
        cfg["BLOCK_N"] = 64
    if gqa_pairs:
        cfg["HPT"] = 2          # with short sequences too: 64-row tiles of two heads
        if D > 64 and not short:
            cfg["PINGPONG"] = True
    elif short:
        cfg["BLOCK_M"] = 64
    elif D > 64:
        cfg["PINGPONG"] = True
    elif not causal or long_batch:
        cfg.update(BLOCK_M=192, REGS=160, PINGPONG=True)  # (rule 3; causal: rule 9)
    fast = not short and (not gqa_pairs or GQA_FAST)  # (the shapes measured; GQA pairs: rule 7, short untimed)
    if DYNAMIC[bool(causal)] and fast:
        cfg["DYNAMIC"] = True
    if O_TMA and fast:
        cfg["O_TMA"] = True
    if LAZY_LONG and D > 64 and not gqa_pairs and not short and max_seqlen_k > LONG:
        cfg.update(MASK_SPLIT=True, LAZY_RESCALE=True)
    if (D, bool(causal)) in WAIT_AFTER_MAX and not short:
        cfg["WAIT_AFTER_MAX"] = True
    hpg = HEADS_PER_GROUP.get(D, H)
    if not gqa_pairs and not short and max_seqlen_k > LONG and H > hpg and H % hpg == 0:
        cfg["HEAD_GROUPS"] = H // hpg
    return cfg
