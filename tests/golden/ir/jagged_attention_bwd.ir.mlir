module "kernels/jagged_attention_bwd.tlx"
