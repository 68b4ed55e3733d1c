#!/usr/bin/env bash
# The end-of-session GPU batch, in two calls of one warm machine (one call may run 10 minutes at most):
#   bash scripts/gpu_final.sh tests COMMIT [WHEEL_FOLDER...]   every GPU test, the small-batch bench, the host profile
#   bash scripts/gpu_final.sh bench COMMIT [WHEEL_FOLDER...]   forward and backward benches beside varlen_attn and FA4
# Each step runs under its own time limit, so a slow or failing step cannot starve the others; logs and tables go to
# $OUT (the device tool brings back at most 8 files: run.log, and the tables and plots in r.tgz).
# FA4's wheels come in two earlier calls (`source scripts/gpu_setup.sh .fa4a`, then `.fa4b`): see gpu_setup.sh; or
# scripts/pack_wheels.sh packs them with z3 and lark into .c1 and .c2, one call each (scripts/gpu_s34a.sh, gpu_s34b.sh).
set -u
phase=$1; export TLX_COMMIT=$2; shift 2
source scripts/gpu_setup.sh "$@"
python3 -c "import z3, lark" || { echo "missing carried wheels (z3, lark)"; exit 1; }
# the protocol proofs of these builds run to closure in the CPU test suite (tests/test_protocol.py); here they
# would cost device time (seconds per variant), so the GPU builds stop the search at its budget
export TLX_VERIFY_SAMPLED=1
mkdir -p "$OUT/r"
step() { local t=$1 log=/tmp/$2; shift 2; echo "=== $* (limit ${t}s)" | tee -a "$OUT/run.log"; timeout "$t" "$@" > "$log" 2>&1;
         local rc=$?; grep -v -i warn "$log" >> "$OUT/run.log"; echo "=== exit $rc" | tee -a "$OUT/run.log";
         grep -v -i warn "$log" | tail -"${TAILN:-12}"; }
PT="python3 -m pytest -q -m gpu -p no:cacheprovider"  # (timeout runs programs, not shell functions)
# the GPU tests are bound by compile time (seconds per kernel variant, one core each): with pytest-xdist carried
# in the wheel folder they compile in 8 processes on the GPU host's 16 cores (the kernels share the one GPU)
python3 -c "import xdist" 2>/dev/null && PT="$PT -n 8"
# most important first: a call cut short still returns what the finished steps wrote
# (step limits sized to the session's device budget: about 15 minutes for both calls; with little budget left,
# PACKED=0 SMALL=0 REST=0 (tests) and FUSED=0 SHORT=0 CLOCK=0 PROVED=0 (bench) leave out what a session did not change;
# both phases can then run in one call, tests first)
if [ "$phase" = tests ]; then
  # (limits sum to 540 s: the call's 600 s less the setup)
  TAILN=6 step 200 gpu_tests.log $PT tests/test_gpu_flagship.py tests/test_gpu_op.py tests/test_gpu_gluon.py
  [ "${PACKED:-1}" = 1 ] && TAILN=6 step 80 gpu_tests_packed.log $PT tests/test_gpu_packed.py tests/test_gpu_packed_isolation.py
  TAILN=6 step 150 gpu_tests_bwd.log $PT tests/test_gpu_backward.py
  [ "${SMALL:-1}" = 1 ] && step 60 small_batch.log python3 bench/small_batch.py --out "$OUT/r/small_batch.md" --label "$TLX_COMMIT"
  [ "${REST:-1}" = 1 ] && for t in $(ls tests/test_gpu_*.py | grep -v -e flagship -e _op.py -e gluon -e backward -e packed); do
    TAILN=4 step 50 "$(basename "$t" .py).log" $PT "$t"  # if time is left
  done
else
  TAILN=8 step ${FWD_T:-230} fwd.log python3 bench/jagged_attention.py --rows mixes,extra --peers varlen,fa4 --rep 25 --rounds 3 --check --out "$OUT/r"
  TAILN=8 step ${BWD_T:-230} bwd.log python3 bench/jagged_attention_bwd.py --check $([ "${FUSED:-1}" = 1 ] && echo --fused) --rep 25 --rounds 3 --out "$OUT/r"
  [ "${SHORT:-1}" = 1 ] && TAILN=12 step 90 short_seq.log python3 bench/short_seq.py --quick --out "$OUT/r"
  [ "${CLOCK:-1}" = 1 ] && TAILN=16 step 60 clock_probe.log python3 scripts/clock_probe.py  # SM clock / power under load
  # the default path as a user gets it: full proofs, a fresh cache (everything above builds sampled)
  [ "${PROVED:-1}" = 1 ] && TAILN=6 step 110 op_proved.log env -u TLX_VERIFY_SAMPLED TLX_CACHE_DIR=/tmp/tlx_fresh python3 scripts/gpu_op_proved.py
fi
ls "$OUT/r"
tar czf "$OUT/r_$phase.tgz" -C "$OUT" r && rm -rf "$OUT/r"
