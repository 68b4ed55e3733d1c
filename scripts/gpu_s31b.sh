#!/usr/bin/env bash
# Session 31 (carry .whl): where the forward's warps stall, per SASS instruction (issue 13: LLM-packed D=128, tlx
# 573-608 TFLOP/s against FA4's ~650 at the same instruction count; ncu_2026-12-02b: FA4 issues an instruction every
# 5.95 warp cycles, tlx every 8.73). One warm launch of the op's forward under ncu with source counters (warp stall
# sampling), exported as CSV per SASS instruction into $OUT/ncu; NCU_C="0 1" for causal too. NCU_WHAT=bwd: the
# backward's kernel instead (NCU_K, default the fused kernel `attn_bwd_fused_kernel`; issue 11), NCU_D the head dim.
# Read the CSV with scripts/ncu_stalls.py.
set -u
source scripts/gpu_setup.sh "$@"
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/ncu"
for C in ${NCU_C:-0}; do
  W=${NCU_WHAT:-fwd}; D=${NCU_D:-128}
  K=${NCU_K:-$([ "$W" = fwd ] && echo jagged_attention_kernel || echo attn_bwd_fused_kernel)}
  tag="src_${W}_LLM_D${D}_c$C"
  timeout "${NCU_S:-150}" ncu --clock-control none -k regex:$K --launch-skip 2 --launch-count 1 \
    --section SourceCounters --section WarpStateStats --section SpeedOfLight --import-source no \
    -o "$OUT/ncu/$tag" -f python3 scripts/ncu_probe.py --mix "LLM packed 512-8192" --D "$D" --causal "$C" --what "$W" \
    > "$OUT/ncu/$tag.log" 2>&1
  echo "ncu $tag rc=$?"; tail -3 "$OUT/ncu/$tag.log"
  ncu -i "$OUT/ncu/$tag.ncu-rep" --page source --csv --print-source sass > "$OUT/ncu/$tag.sass.csv" 2> "$OUT/ncu/$tag.err" \
    || ncu -i "$OUT/ncu/$tag.ncu-rep" --page source --csv > "$OUT/ncu/$tag.sass.csv" 2>> "$OUT/ncu/$tag.err"
  ncu -i "$OUT/ncu/$tag.ncu-rep" --page details > "$OUT/ncu/$tag.details.txt" 2>&1
  wc -c "$OUT/ncu/$tag.sass.csv"; head -c 600 "$OUT/ncu/$tag.err"; head -3 "$OUT/ncu/$tag.sass.csv" | cut -c1-600
done
ls -la "$OUT/ncu"
