#!/usr/bin/env bash
# Session 40, third device session (carry .c1): the packed backward's TMA epilogues (OUT_TMA) against its per-thread
# stores on four short mixes, both head dims and masks; then its GPU tests on the op's builds with and without them.
set -u
source scripts/gpu_setup.sh .c1
timeout 260 python3 scripts/bwd_packed_tiles.py --dims 128,64 --variants "op,tma" 2>&1 | grep -v -i warn | tail -20
timeout 150 python3 -m pytest -q -p no:cacheprovider tests/test_gpu_packed_backward.py 2>&1 | tail -3
sed -i 's/^OUT_TMA = False/OUT_TMA = True/' tlx/ops/packed_backward.py
timeout 150 python3 -m pytest -q -p no:cacheprovider tests/test_gpu_packed_backward.py 2>&1 | tail -3
