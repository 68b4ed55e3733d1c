#!/usr/bin/env bash
# Session 34, GPU call 2, right after gpu_s34a.sh on the same warm machine (carry .c2: FA4's wheels and the rest of its
# libs; .c1's piece is in /tmp/fa4 already): the forward and backward benches beside varlen_attn and FA4.
# Usage: bash scripts/gpu_s34b.sh COMMIT .c2
set -u
SHORT=0 CLOCK=0 PROVED=0 bash scripts/gpu_final.sh bench "$@"
