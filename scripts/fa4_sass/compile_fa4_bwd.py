# Compile FA4 sm90 backward (D=128, bf16, non-causal, varlen) on a GPU-less machine via torch FakeTensorMode.
import torch
from torch._subclasses.fake_tensor import FakeTensorMode
from flash_attn.cute.interface import _flash_attn_bwd
B, H, D, total = 4, 16, 128, 4096
with FakeTensorMode(allow_non_fake_inputs=True):
    dev = torch.device("cuda")
    mk = lambda: torch.empty(total, H, D, dtype=torch.bfloat16, device=dev)
    q, k, v, out, dout = mk(), mk(), mk(), mk(), mk()
    lse = torch.empty(H, total, dtype=torch.float32, device=dev)
    cu = torch.empty(B + 1, dtype=torch.int32, device=dev)
    r = _flash_attn_bwd(q, k, v, out, dout, lse, causal=False, cu_seqlens_q=cu, cu_seqlens_k=cu,
                        max_seqlen_q=1024, max_seqlen_k=1024)
print("compiled OK", [tuple(t.shape) for t in r])
