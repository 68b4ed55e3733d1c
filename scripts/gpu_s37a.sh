#!/usr/bin/env bash
# Session 37, call 1 (carry .c1 .abmods): the packed kernel's GPU tests (ROWS_SMEM included) beside the per-warp
# release check, then the per-warp release A/B (scripts/gpu_warp_release_ab.sh).
set -u
source scripts/gpu_setup.sh .c1
export TLX_VERIFY_SAMPLED=1
(timeout 200 python3 -m pytest -q -m gpu -p no:cacheprovider -n 6 tests/test_gpu_packed.py tests/test_gpu_packed_isolation.py \
   > /tmp/packed.log 2>&1; echo "packed tests exit $?" >> /tmp/packed.log) &
T=150 T_AB=${T_AB:-280} ROUNDS=${ROUNDS:-3} bash scripts/gpu_warp_release_ab.sh
wait
grep -v -i warn /tmp/packed.log | tail -15
for f in /tmp/warpab/*.log; do echo "== $f"; grep -v -i warn "$f" | tail -4; done
