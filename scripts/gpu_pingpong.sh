#!/usr/bin/env bash
# pingpong helper's GPU call: correctness of what the op picks and of the other PINGPONG choice (poisoned outputs vs
# float64), then timings of PINGPONG on the GQA rows and a repeat of the LLM-packed rows (noise)
set -u
export PYTHONUNBUFFERED=1 TLX_CACHE_DIR=/tmp/tlx_cache PYTHONPATH=/tmp/site:$PWD
OUT=${OUT:-/tmp/out}; mkdir -p $OUT
timeout 90 python3 -m pytest -q -m gpu tests/test_gpu_flagship.py -k "gluon or other_pingpong or small_max" 2>&1 | tail -8 | tee $OUT/tests.log
timeout 50 python3 bench/variants.py "HPT=2" "HPT=2,PINGPONG=True" --rows extra --only GQA --d 128,64 2>&1 | tee $OUT/gqa.log
