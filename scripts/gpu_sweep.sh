#!/usr/bin/env bash
# Device helper: install the carried lark wheel, then run the GPU tests and a variants sweep.
# Usage on the device: bash scripts/gpu_sweep.sh "VARIANT" ...   (variants as in bench/variants.py)
set -u
export PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PWD
export TLX_CACHE_DIR=/tmp/tlx_cache
OUT=${OUT:-/tmp/out}; mkdir -p $OUT
if [ -z "${NO_TESTS:-}" ]; then timeout 240 python3 -m pytest -q -x -m gpu tests 2>&1 | tail -15 | tee $OUT/gpu_tests.log; fi
timeout ${SWEEP_TIMEOUT:-300} python3 bench/variants.py "$@" ${SWEEP_ARGS:-} 2>&1 | tee $OUT/sweep.log
