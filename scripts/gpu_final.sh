#!/usr/bin/env bash
# One GPU batch for the end of a session: every GPU test, then the benches, each under its own time limit, so
# a slow or failing step cannot starve the others. Logs and tables go to $OUT (the device tool brings them back).
# Usage (on the GPU machine): bash scripts/gpu_final.sh COMMIT [WHEEL_FOLDER...]
set -u
export TLX_COMMIT=$1; shift
source scripts/gpu_setup.sh "$@"
python3 -c "import z3, lark" || { echo "missing carried wheels (z3, lark)"; exit 1; }
mkdir -p "$OUT/r"
step() { local t=$1 log=$2; shift 2; echo "=== $* (limit ${t}s)"; timeout "$t" "$@" > "$OUT/$log" 2>&1;
         echo "=== exit $?"; grep -v -i warn "$OUT/$log" | tail -"${TAILN:-12}"; }
TAILN=6 step 170 gpu_tests.log python3 -m pytest -q -m gpu tests/ -p no:cacheprovider
step 60 small_batch.log python3 bench/small_batch.py --out "$OUT/r/small_batch.md" --label "$TLX_COMMIT"
TAILN=8 step 170 fwd.log python3 bench/jagged_attention.py --rows mixes,extra --peers varlen,fa4 --rep 60 --check --out "$OUT/r"
[ -f bench/jagged_attention_bwd.py ] && TAILN=8 step 150 bwd.log python3 bench/jagged_attention_bwd.py --out "$OUT/r"
ls "$OUT/r"
