#!/usr/bin/env bash
# One GPU batch for the end of a session: every GPU test, then the benches, each under its own time limit, so
# a slow or failing step cannot starve the others. Logs and tables go to $OUT (the device tool brings them back).
# Usage (on the GPU machine): bash scripts/gpu_final.sh COMMIT [WHEEL_FOLDER...]
set -u
export TLX_COMMIT=$1; shift
source scripts/gpu_setup.sh "$@"
python3 -c "import z3, lark" || { echo "missing carried wheels (z3, lark)"; exit 1; }
mkdir -p "$OUT/r"
# at most 8 files come back: one log for every step, the tables and plots in r.tgz
step() { local t=$1 log=/tmp/$2; shift 2; echo "=== $* (limit ${t}s)" | tee -a "$OUT/run.log"; timeout "$t" "$@" > "$log" 2>&1;
         local rc=$?; grep -v -i warn "$log" >> "$OUT/run.log"; echo "=== exit $rc" | tee -a "$OUT/run.log";
         grep -v -i warn "$log" | tail -"${TAILN:-12}"; }
# most important first: a call cut short by the device budget still returns what the finished steps wrote
TAILN=6 step 110 gpu_tests.log python3 -m pytest -q -m gpu tests/test_gpu_flagship.py tests/test_gpu_op.py tests/test_gpu_gluon.py -p no:cacheprovider
step 50 small_batch.log python3 bench/small_batch.py --out "$OUT/r/small_batch.md" --label "$TLX_COMMIT"
step 60 host_profile.log python3 bench/host_profile.py --out "$OUT/r/host_profile.md"
TAILN=8 step 150 fwd.log python3 bench/jagged_attention.py --rows mixes,extra --peers varlen,fa4 --rep 60 --check --out "$OUT/r"
TAILN=8 step 130 bwd.log python3 bench/jagged_attention_bwd.py --check --no-fa4 --out "$OUT/r"
TAILN=6 step 120 gpu_tests_bwd.log python3 -m pytest -q -m gpu tests/test_gpu_backward.py -p no:cacheprovider
ls "$OUT/r"
# one archive: the device tool returns at most 8 files
tar czf "$OUT/r.tgz" -C "$OUT" r && rm -rf "$OUT/r"
