#!/usr/bin/env bash
# Session 30 (carry .whl): the GPU tests that gpu_final.sh's tests phase cut short this session (the backward,
# dynamic-walk and isolation files ran past their 150 and 50 s limits on a fresh machine), with room to finish,
# at the commit that makes a jagged TMA row's arithmetic an overflow obligation again.
set -u
source scripts/gpu_setup.sh "$@"
python3 -c "import z3, lark; print('z3', z3.get_version_string())" || exit 1
export TLX_VERIFY_SAMPLED=1
PT="python3 -m pytest -q -m gpu -p no:cacheprovider -n 8"
for spec in "${BWD_S:-330} tests/test_gpu_backward.py" "${DYN_S:-110} tests/test_gpu_dynamic.py" "${ISO_S:-100} tests/test_gpu_isolation.py"; do
  set -- $spec
  echo "=== $2 (limit $1 s)"; timeout "$1" $PT "$2" 2>&1 | grep -v -i warn | tail -8; echo "=== exit ${PIPESTATUS[0]}"
done
