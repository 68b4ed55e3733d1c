# Compile FA4 sm90 forward (D=128, bf16, non-causal, varlen) on a GPU-less machine via torch FakeTensorMode.
import os, sys, torch
from torch._subclasses.fake_tensor import FakeTensorMode
from flash_attn.cute.interface import _flash_attn_fwd
B, H, D = 4, 16, 128
total = 4096
with FakeTensorMode(allow_non_fake_inputs=True):
    dev = torch.device("cuda")
    q = torch.empty(total, H, D, dtype=torch.bfloat16, device=dev)
    k = torch.empty(total, H, D, dtype=torch.bfloat16, device=dev)
    v = torch.empty(total, H, D, dtype=torch.bfloat16, device=dev)
    cu = torch.empty(B + 1, dtype=torch.int32, device=dev)
    out = _flash_attn_fwd(q, k, v, cu_seqlens_q=cu, cu_seqlens_k=cu,
                          max_seqlen_q=1024, max_seqlen_k=1024, causal=False,
                          disable_scheduler_metadata=("--nometa" in sys.argv))
print("compiled OK")
