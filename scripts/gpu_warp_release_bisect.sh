#!/usr/bin/env bash
# Bisect the hang of the per-warp ring releases (docs/research/fa4_sm90_forward_sass.md, session 36) in ONE device call.
# On the CPU first (no GPU needed), the modules into the git-ignored .abmods (carry it):
#   bash scripts/abmods.sh   # or: python -m tlx compile kernels/jagged_attention.tlx -D ... --emit module -o .abmods/old_d128c0.py
#   for v in k_free v_free k_free,v_free; do
#     python scripts/fa4_sass/per_warp_release_proto.py .abmods/old_d128c0.py .abmods/w_${v/,/_}_d128c0.py $v; done
# Then on the device: each module runs one small batch in its own process under a timeout, all at once (compile
# included), so a hang costs its timeout only; "ok" lines carry the error against the unpatched module's output.
set -u
T=${T:-90}
probe() {
  timeout "$T" python3 - "$1" <<'PY'
import sys, importlib.util, torch
path = sys.argv[1]
spec = importlib.util.spec_from_file_location("m", path); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
spec0 = importlib.util.spec_from_file_location("m0", path.replace(path.split("/")[-1].split("_d")[0], "old"))
m0 = importlib.util.module_from_spec(spec0); spec0.loader.exec_module(m0)
D = int(path.split("_d")[-1].split("c")[0])
lens = [300, 1000, 77, 513]
cu = torch.tensor([0] + torch.tensor(lens).cumsum(0).tolist(), dtype=torch.int32, device="cuda")
T_, H = sum(lens), 16
q, k, v = (torch.randn(T_, H, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
outs = []
for mod in (m0, m):
    o = torch.full_like(q, float("nan")); lse = torch.empty(T_, H, device="cuda", dtype=torch.float32)
    mod.jagged_attention(q, k, v, o, lse, cu, cu, D ** -0.5, 1.0, max_seqlen=max(lens)); torch.cuda.synchronize()
    outs.append(o)
print(path, "ok, bitwise equal:", torch.equal(outs[0], outs[1]), flush=True)
PY
  local rc=$?; [ $rc = 124 ] && echo "$1 HANG (no return in ${T}s)"; [ $rc != 0 ] && [ $rc != 124 ] && echo "$1 error rc=$rc"
}
for f in .abmods/w_*.py; do probe "$f" & done; wait
