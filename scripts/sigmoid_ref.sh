#!/usr/bin/env bash
# Writes DIR/*.tlx: kernels/ with every sigmoid(x) spelled out as the frontend expanded it before sigmoid became an IR
# op (1 / (1 + exp(-x)): Gluon's x / y and exp with their range fix-ups), for scripts/src_ab.py --ref DIR --act silu.
# Usage: bash scripts/sigmoid_ref.sh DIR
set -eu
mkdir -p "$1"
for f in kernels/*.tlx; do
  out="$1/$(basename "$f")"
  sed 's/\bsigmoid(/sigmoid_div(/g' "$f" > "$out"
  if grep -q "sigmoid_div(" "$out"; then
    # the def goes after the file's first const (before any def that calls it)
    awk 'BEGIN{d=0} {print} /^const / && !d {print "def sigmoid_div(x):\n    return 1.0 / (1.0 + exp(-x))"; d=1}' \
      "$out" > "$out.tmp" && mv "$out.tmp" "$out"
  fi
done
