module "kernels/jagged_attention_bwd_prep.tlx"
kernel() {sym_name = "attn_bwd_prep", constexprs = {DT = "f16", D = 128, ACT = "softmax", BLOCK_R = 64}, params = [{name = "o", kind = "tensor", dtype = "f16", dims = ["R", "D"], offsets = ""}, {name = "d_o", kind = "tensor", dtype = "f16", dims = ["R", "D"], offsets = ""}, {name = "dlse", kind = "tensor", dtype = "f32", dims = ["R"], offsets = ""}, {name = "lse", kind = "tensor", dtype = "f32", dims = ["R"], offsets = ""}, {name = "lse2_t", kind = "tensor", dtype = "f32", dims = ["H", "T"], offsets = ""}, {name = "delta_t", kind = "tensor", dtype = "f32", dims = ["H", "T"], offsets = ""}, {name = "dq_acc", kind = "tensor", dtype = "f32", dims = ["R", "D"], offsets = ""}], dim_checks = [["o", 1, "D", -1], ["d_o", 0, "o", 0], ["d_o", 1, "D", -1], ["dlse", 0, "o", 0], ["lse", 0, "o", 0], ["delta_t", 0, "lse2_t", 0], ["delta_t", 1, "lse2_t", 1], ["dq_acc", 0, "o", 0], ["dq_acc", 1, "D", -1]], must_not_share = [["d_o", "delta_t"], ["d_o", "dq_acc"], ["d_o", "lse2_t"], ["delta_t", "dlse"], ["delta_t", "dq_acc"], ["delta_t", "lse"], ["delta_t", "lse2_t"], ["delta_t", "o"], ["dlse", "dq_acc"], ["dlse", "lse2_t"], ["dq_acc", "lse"], ["dq_acc", "lse2_t"], ["dq_acc", "o"], ["lse", "lse2_t"], ["lse2_t", "o"]], protocol_verified = true, smem_bytes = 0} loc(11:1:25:1) {
^(%o: tensor<f16[R,D]>, %d_o: tensor<f16[R,D]>, %dlse: tensor<f32[R]>, %lse: tensor<f32[R]>, %lse2_t: tensor<f32[H,T]>, %delta_t: tensor<f32[H,T]>, %dq_acc: tensor<f32[R,D]>):
  %R: i32 = dim(%o) {axis = 0} loc(11:22:11:33)
  %H: i32 = dim(%lse2_t) {axis = 0} loc(11:77:11:94)
  %T: i32 = dim(%lse2_t) {axis = 1} loc(11:77:11:94)
  %0: i32 = mul(%H, %T) loc(13:18:13:23)
  %1: i1 = eq(%R, %0) loc(13:13:13:23)
  require(%1) {message = "the flat rows are tokens x heads", cond = "R == H * T"} loc(13:5:13:59)
  %2: i32 = const() {value = 64} loc(14:11:14:27)
  %3: i32 = cdiv(%R, %2) loc(14:11:14:27)
  tiles(%3) {kind = "grid", dims = ["range"]} loc(14:5:14:39) {
  ^(%pid: i32, %tile_iter: i32):
    %5: i32 = mul(%pid, %2) loc(15:12:15:25)
    %6: tile<64xi32> = arange() {n = 64} loc(15:28:15:43)
    %rows: tile<64xi32> = add(%5, %6) loc(15:12:15:43)
    %cols: tile<128xi32> = arange() {n = 128} loc(16:12:16:21)
    %9: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(18:23:18:36)
    %10: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(18:38:18:51)
    %11: tile<64x128xf16> = load(%o, %9, %10) {nidx = 2, masked = false, jagged = false} loc(18:21:18:52)
    %12: tile<64x128xf32> = cast(%11) loc(18:16:18:58)
    %13: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(18:70:18:83)
    %14: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(18:85:18:98)
    %15: tile<64x128xf16> = load(%d_o, %13, %14) {nidx = 2, masked = false, jagged = false} loc(18:66:18:99)
    %16: tile<64x128xf32> = cast(%15) loc(18:61:18:105)
    %prod: tile<64x128xf32> = mul(%12, %16) loc(18:16:18:105)
    %tok: tile<64xi32> = floordiv(%rows, %H) loc(19:15:19:24)
    %head: tile<64xi32> = mod(%rows, %H) loc(20:16:20:24)
    %20: tile<64xf32> = reduce(%prod) {kind = "sum", axis = 1} loc(21:30:21:47)
    %21: tile<64xf32> = load(%dlse, %rows) {nidx = 1, masked = false, jagged = false} loc(21:50:21:60)
    %22: tile<64xf32> = sub(%20, %21) loc(21:30:21:60)
    %23: tile<64xi1> = lt(%rows, %R) loc(21:67:21:75)
    store(%delta_t, %head, %tok, %22, %23) {nidx = 2, masked = true, jagged = false} loc(21:9:21:75)
    %24: tile<64xf32> = load(%lse, %rows) {nidx = 1, masked = false, jagged = false} loc(22:29:22:38)
    %25: f32 = const() {value = 1.4426950408889634} loc(22:29:22:46)
    %26: tile<64xf32> = mul(%24, %25) loc(22:29:22:46)
    %27: tile<64xi1> = lt(%rows, %R) loc(22:53:22:61)
    store(%lse2_t, %head, %tok, %26, %27) {nidx = 2, masked = true, jagged = false} loc(22:9:22:61)
    %28: f32 = const() {value = 0.0} loc(23:44:23:68)
    %29: tile<64x128xf32> = full(%28) loc(23:44:23:68)
    %30: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(23:12:23:25)
    %31: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(23:27:23:40)
    store(%dq_acc, %30, %31, %29) {nidx = 2, masked = false, jagged = false} loc(23:5:23:68)
  }
}
kernel() {sym_name = "attn_bwd_dq_convert", constexprs = {DT = "f16", D = 128, ACT = "softmax", BLOCK_R = 64}, params = [{name = "dq_acc", kind = "tensor", dtype = "f32", dims = ["R", "D"], offsets = ""}, {name = "dq", kind = "tensor", dtype = "f16", dims = ["R", "D"], offsets = ""}, {name = "scale", kind = "scalar", dtype = "f32"}], dim_checks = [["dq_acc", 1, "D", -1], ["dq", 0, "dq_acc", 0], ["dq", 1, "D", -1]], must_not_share = [["dq", "dq_acc"]], protocol_verified = true, smem_bytes = 0} loc(25:1:31:1) {
^(%dq_acc: tensor<f32[R,D]>, %dq: tensor<f16[R,D]>, %scale: f32):
  %R: i32 = dim(%dq_acc) {axis = 0} loc(25:28:25:45)
  %0: i32 = const() {value = 64} loc(27:11:27:27)
  %1: i32 = cdiv(%R, %0) loc(27:11:27:27)
  tiles(%1) {kind = "grid", dims = ["range"]} loc(27:5:27:39) {
  ^(%pid: i32, %tile_iter: i32):
    %3: i32 = mul(%pid, %0) loc(28:12:28:25)
    %4: tile<64xi32> = arange() {n = 64} loc(28:28:28:43)
    %rows: tile<64xi32> = add(%3, %4) loc(28:12:28:43)
    %cols: tile<128xi32> = arange() {n = 128} loc(29:12:29:21)
    %7: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(30:52:30:65)
    %8: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(30:67:30:80)
    %9: tile<64x128xf32> = load(%dq_acc, %7, %8) {nidx = 2, masked = false, jagged = false} loc(30:45:30:81)
    %10: tile<64x128xf32> = mul(%9, %scale) loc(30:45:30:89)
    %11: tile<64x128xf16> = cast(%10) loc(30:40:30:94)
    %12: tile<64x1xi32> = expand_dims(%rows) {axis = 1} loc(30:8:30:21)
    %13: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(30:23:30:36)
    store(%dq, %12, %13, %11) {nidx = 2, masked = false, jagged = false} loc(30:5:30:94)
  }
}
