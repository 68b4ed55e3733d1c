#!/usr/bin/env bash
# For session 41 (carry .c1): what session 40 built after its device time ran out. The packed backward's GPU tests
# (its direct launch, packed_backward.DIRECT, passed in session 40 and is on; its TMA epilogues, OUT_TMA, off), then
# OUT_TMA timed against the per-thread stores on four short mixes, both head dims and masks.
set -u
source scripts/gpu_setup.sh .c1
timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_gpu_packed_backward.py 2>&1 | grep -v "warn" | tail -6

timeout 260 python3 scripts/bwd_packed_tiles.py --dims 128,64 --variants "op,tma" 2>&1 | grep -v -i warn | tail -20
