#!/usr/bin/env bash
# For session 42, first call (carry .c1): which GPU came, then the forward and backward GPU tests of HEAD (nothing in
# the kernels changed since session 41's run; this is the "correctness unchanged" half of an H200 bench); the bench
# itself follows on the same warm machine: `SHORT=0 CLOCK=0 PROVED=0 FWD_T=270 BWD_T=270 bash scripts/gpu_final.sh
# bench COMMIT .c2`.
set -u
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit --format=csv,noheader
PACKED=0 SMALL=0 REST=0 bash scripts/gpu_final.sh tests "$1" .c1 2>&1 | tail -30
