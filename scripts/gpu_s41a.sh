#!/usr/bin/env bash
# For session 41 (carry .c1): what session 40 built after its device time ran out. The packed backward's GPU tests
# (with its direct launch, packed_backward.DIRECT, and its TMA epilogues, OUT_TMA, both off until these pass), then
# OUT_TMA timed against the per-thread stores on four short mixes, both head dims and masks, with DIRECT on.
set -u
source scripts/gpu_setup.sh .c1
timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_gpu_packed_backward.py 2>&1 | grep -v "warn" | tail -6
sed -i 's/^DIRECT = False/DIRECT = True/' tlx/ops/packed_backward.py
timeout 260 python3 scripts/bwd_packed_tiles.py --dims 128,64 --variants "op,tma" 2>&1 | grep -v -i warn | tail -20
