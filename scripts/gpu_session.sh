#!/usr/bin/env bash
# One batched GPU session (device tool): install the carried lark wheel, run the GPU tests, benchmark.
# Usage on the device: bash scripts/gpu_session.sh [quick]
set -u
export PYTHONUNBUFFERED=1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PWD
export TLX_CACHE_DIR=/tmp/tlx_cache
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
OUT=${OUT:-/tmp/out}; mkdir -p $OUT
timeout 240 python3 -m pytest -q -x -m gpu tests 2>&1 | tail -30 | tee $OUT/gpu_tests.log
TLX_COMMIT=${TLX_COMMIT:-$(cat .commit 2>/dev/null || git rev-parse --short HEAD 2>/dev/null || echo unknown)} timeout 300 python3 bench/jagged_attention.py --out $OUT --check ${1:+--quick} 2>&1 | tee $OUT/bench.log
