#!/usr/bin/env bash
# On the GPU machine: install the carried wheels into /tmp/site (lark, z3-solver and FlashAttention-4 are not on
# its image). The wheels travel in git-ignored folders, at most 64 MiB a call, so FA4's largest wheel is split
# in pieces that earlier calls of the same warm machine left in /tmp/fa4 (see shared/notes/anchors.md).
# Usage: source scripts/gpu_setup.sh [FOLDER...]   (folders holding *.whl and cu13.part.* pieces)
mkdir -p /tmp/fa4 /tmp/site
for d in "$@"; do cp -n "$d"/* /tmp/fa4/ 2>/dev/null; done
if ls /tmp/fa4/cu13.part.* >/dev/null 2>&1 && [ "$(ls /tmp/fa4/cu13.part.* | wc -l)" -ge 2 ]; then
  cat /tmp/fa4/cu13.part.* > /tmp/fa4/nvidia_cutlass_dsl_libs_cu13-4.8.1-cp312-cp312-manylinux_2_28_x86_64.whl
  rm -f /tmp/fa4/cu13.part.*
fi
ls /tmp/fa4/*.whl >/dev/null 2>&1 && python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir \
  --upgrade --target /tmp/site /tmp/fa4/*.whl
# or the libs-cu13 wheel's contents as a tar.xz in pieces cu13x.part.NN (xz packs it to 61 MiB against the wheel's 88,
# so FA4 and z3 fit two calls). Unpacked once, then copied over /tmp/site after every install: pip --target --upgrade
# replaces the nvidia_cutlass_dsl folder the other cutlass wheels share with it.
if ls /tmp/fa4/cu13x.part.* >/dev/null 2>&1 && [ "$(ls /tmp/fa4/cu13x.part.* | wc -l)" -ge 3 ]; then
  mkdir -p /tmp/fa4/cu13x && cat /tmp/fa4/cu13x.part.* | python3 -c \
    "import sys, tarfile; tarfile.open(fileobj=sys.stdin.buffer, mode='r|xz').extractall('/tmp/fa4/cu13x')" \
    && rm -f /tmp/fa4/cu13x.part.*
fi
[ -d /tmp/fa4/cu13x ] && cp -a /tmp/fa4/cu13x/. /tmp/site/
export PYTHONPATH=/tmp/site:/tmp/site/nvidia_cutlass_dsl/python_packages:/tmp/site/nvidia_cutlass_dsl/dsl_packages:${PYTHONPATH:-}
export PYTHONUNBUFFERED=1 TLX_COMMIT=${TLX_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
