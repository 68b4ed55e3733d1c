#!/usr/bin/env bash
# Pack the GPU machine's wheels into two carry folders under the device tool's 64 MiB a call (run here, once):
#   .c1/  z3-solver, lark, pytest-xdist, execnet (.whl/) + the first piece of FA4's libs-cu13 contents as tar.xz
#   .c2/  FA4's other wheels (.fa4a/*.whl) + the rest of those pieces
# A GPU call that carries .c1 can build and test tlx (`source scripts/gpu_setup.sh .c1`) and leaves the piece in
# /tmp/fa4; the next call of the same warm machine carries .c2 and has FA4 too. xz packs the 88 MiB wheel to 61 MiB,
# so FA4 and z3 fit two calls where the plain pieces (.fa4a, .fa4b) need three. Needs .whl, .fa4a and .fa4b
# (shared/notes/anchors.md says how to download them).
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat .fa4a/cu13.part.* .fa4b/cu13.part.* > "$tmp/cu13.whl"
mkdir "$tmp/x"
python3 -c "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])" "$tmp/cu13.whl" "$tmp/x"
tar cf - -C "$tmp/x" . | xz -9e -T2 > "$tmp/cu13x.tar.xz"
(cd "$tmp" && split -b 28000000 -d -a 2 cu13x.tar.xz cu13x.part.)
rm -rf .c1 .c2 && mkdir .c1 .c2
cp .whl/*.whl "$tmp/cu13x.part.00" .c1/
cp .fa4a/*.whl "$tmp"/cu13x.part.0[1-9] .c2/
du -sb .c1 .c2
