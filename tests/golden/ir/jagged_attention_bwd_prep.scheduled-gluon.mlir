module "kernels/jagged_attention_bwd_prep.tlx"
kernel() {sym_name = "attn_bwd_prep", constexprs = {DT = "f16", D = 128, ACT = "softmax", BLOCK_R = 64}, params = [{name = "o", kind = "tensor", dtype = "f16", dims = ["R", "D"], offsets = ""}, {name = "d_o", kind = "tensor", dtype = "f16", dims = ["R", "D"], offsets = ""}, {name = "dlse", kind = "tensor", dtype = "f32", dims = ["R"], offsets = ""}, {name = "delta", kind = "tensor", dtype = "f32", dims = ["R"], offsets = ""}, {name = "dq_acc", kind = "tensor", dtype = "f32", dims = ["R", "D"], offsets = ""}], dim_checks = [["o", 1, "D", -1], ["d_o", 0, "o", 0], ["d_o", 1, "D", -1], ["dlse", 0, "o", 0], ["delta", 0, "o", 0], ["dq_acc", 0, "o", 0], ["dq_acc", 1, "D", -1]], protocol_verified = true, smem_bytes = 0} loc(7:1:17:1) {
^(%o: tensor<f16[R,D]>, %d_o: tensor<f16[R,D]>, %dlse: tensor<f32[R]>, %delta: tensor<f32[R]>, %dq_acc: tensor<f32[R,D]>):
  %R: i32 = dim(%o) {axis = 0} loc(7:22:7:33)
  %0: i32 = const() {value = 64} loc(9:11:9:27)
  %1: i32 = cdiv(%R, %0) loc(9:11:9:27)
  tiles(%1) {kind = "grid", dims = ["range"]} loc(9:5:9:39) {
  ^(%pid: i32, %tile_iter: i32):
    %3: i32 = mul(%pid, %0) loc(10:12:10:25)
    %4: tile<64xi32> = arange() {n = 64} loc(10:28:10:43)
    %rows: tile<64xi32> = add(%3, %4) loc(10:12:10:43)
    %cols: tile<128xi32> = arange() {n = 128} loc(11:12:11:21)
    %7: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(13:23:13:36)
    %8: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(13:38:13:51)
    %9: tile<64x128xf16> = load(%o, %7, %8) {nidx = 2, masked = false, jagged = false} loc(13:21:13:52)
    %10: tile<64x128xf32> = cast(%9) loc(13:16:13:58)
    %11: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(13:70:13:83)
    %12: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(13:85:13:98)
    %13: tile<64x128xf16> = load(%d_o, %11, %12) {nidx = 2, masked = false, jagged = false} loc(13:66:13:99)
    %14: tile<64x128xf32> = cast(%13) loc(13:61:13:105)
    %prod: tile<64x128xf32> = mul(%10, %14) loc(13:16:13:105)
    %16: tile<64xf32> = reduce(%prod) {kind = "sum", axis = 1} loc(14:23:14:40)
    %17: tile<64xf32> = load(%dlse, %rows) {nidx = 1, masked = false, jagged = false} loc(14:43:14:53)
    %18: tile<64xf32> = sub(%16, %17) loc(14:23:14:53)
    store(%delta, %rows, %18) {nidx = 1, masked = false, jagged = false} loc(14:9:14:53)
    %19: f32 = const() {value = 0.0} loc(15:44:15:68)
    %20: tile<64x128xf32> = full(%19) loc(15:44:15:68)
    %21: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(15:12:15:25)
    %22: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(15:27:15:40)
    store(%dq_acc, %21, %22, %20) {nidx = 2, masked = false, jagged = false} loc(15:5:15:68)
  }
}
kernel() {sym_name = "attn_bwd_dq_convert", constexprs = {DT = "f16", D = 128, ACT = "softmax", BLOCK_R = 64}, params = [{name = "dq_acc", kind = "tensor", dtype = "f32", dims = ["R", "D"], offsets = ""}, {name = "dq", kind = "tensor", dtype = "f16", dims = ["R", "D"], offsets = ""}, {name = "scale", kind = "scalar", dtype = "f32"}], dim_checks = [["dq_acc", 1, "D", -1], ["dq", 0, "dq_acc", 0], ["dq", 1, "D", -1]], protocol_verified = true, smem_bytes = 0} loc(17:1:23:1) {
^(%dq_acc: tensor<f32[R,D]>, %dq: tensor<f16[R,D]>, %scale: f32):
  %R: i32 = dim(%dq_acc) {axis = 0} loc(17:28:17:45)
  %0: i32 = const() {value = 64} loc(19:11:19:27)
  %1: i32 = cdiv(%R, %0) loc(19:11:19:27)
  tiles(%1) {kind = "grid", dims = ["range"]} loc(19:5:19:39) {
  ^(%pid: i32, %tile_iter: i32):
    %3: i32 = mul(%pid, %0) loc(20:12:20:25)
    %4: tile<64xi32> = arange() {n = 64} loc(20:28:20:43)
    %rows: tile<64xi32> = add(%3, %4) loc(20:12:20:43)
    %cols: tile<128xi32> = arange() {n = 128} loc(21:12:21:21)
    %7: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(22:52:22:65)
    %8: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(22:67:22:80)
    %9: tile<64x128xf32> = load(%dq_acc, %7, %8) {nidx = 2, masked = false, jagged = false} loc(22:45:22:81)
    %10: tile<64x128xf32> = mul(%9, %scale) loc(22:45:22:89)
    %11: tile<64x128xf16> = cast(%10) loc(22:40:22:94)
    %12: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(22:8:22:21)
    %13: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(22:23:22:36)
    store(%dq, %12, %13, %11) {nidx = 2, masked = false, jagged = false} loc(22:5:22:94)
  }
}
