module "kernels/softmax.tlx"
kernel() {sym_name = "softmax", constexprs = {DT = "f32", BLOCK_R = 16, BLOCK_C = 128}, params = [{name = "x", kind = "tensor", dtype = "f32", dims = ["R", "C"], offsets = ""}, {name = "y", kind = "tensor", dtype = "f32", dims = ["R", "C"], offsets = ""}], dim_checks = [["y", 0, "x", 0], ["y", 1, "x", 1]], protocol_verified = true, smem_bytes = 0, kernel_args = [{kind = "ptr", name = "x_ptr", param = "x"}, {kind = "stride", name = "x_stride0", param = "x", axis = 0}, {kind = "stride", name = "x_stride1", param = "x", axis = 1}, {kind = "size", name = "x_size0", param = "x", axis = 0}, {kind = "size", name = "x_size1", param = "x", axis = 1}, {kind = "ptr", name = "y_ptr", param = "y"}, {kind = "stride", name = "y_stride0", param = "y", axis = 0}, {kind = "stride", name = "y_stride1", param = "y", axis = 1}, {kind = "size", name = "y_size0", param = "y", axis = 0}, {kind = "size", name = "y_size1", param = "y", axis = 1}]} loc(9:1:18:1) {
^(%x: tensor<f32[R,C]>, %y: tensor<f32[R,C]>):
  %R: i32 = dim(%x) {axis = 0} loc(9:16:9:27)
  %C: i32 = dim(%x) {axis = 1} loc(9:16:9:27)
  %0: i32 = const() {value = 16} loc(10:11:10:27)
  %1: i32 = cdiv(%R, %0) loc(10:11:10:27)
  tiles(%1) {kind = "grid", dims = ["range"], schedule = "program"} loc(10:5:10:39) {
  ^(%pid: i32, %tile_iter: i32):
    %3: i32 = mul(%pid, %0) loc(11:12:11:25)
    %4: tile<16xi32> = arange() {n = 16} loc(11:28:11:43)
    %rows: tile<16xi32> = add(%3, %4) loc(11:12:11:43)
    %cols: tile<128xi32> = arange() {n = 128} loc(12:12:12:27)
    %7: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(14:13:14:26)
    %valid: tile<1x128xi1> = lt(%7, %C) loc(14:13:14:30)
    %9: tile<16x1xi32> = expand_dims(%rows) {axis = 1} loc(16:29:16:42)
    %10: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(16:44:16:57)
    %11: tile<16x128xf32> = load(%x, %9, %10) {nidx = 2, masked = false, jagged = false} loc(16:27:16:58)
    %12: f32 = const() {value = -1e+30} loc(16:66:16:73)
    %v: tile<16x128xf32> = where(%valid, %11, %12) loc(16:9:16:74)
    %m: tile<16xf32> = reduce(%v) {kind = "max", axis = 1} loc(5:9:5:23)
    %15: tile<16x1xf32> = expand_dims(%m) {axis = 1} loc(6:19:6:29)
    %16: tile<16x128xf32> = sub(%v, %15) loc(6:15:6:29)
    %17: f32 = const() {value = 1.4426950408889634} loc(6:15:6:38)
    %18: tile<16x128xf32> = mul(%16, %17) loc(6:15:6:38)
    %p: tile<16x128xf32> = exp2(%18) loc(6:9:6:39)
    %20: tile<16xf32> = reduce(%p) {kind = "sum", axis = 1} loc(7:16:7:30)
    %21: tile<16x1xf32> = expand_dims(%20) {axis = 1} loc(7:16:7:39)
    %22: tile<16x128xf32> = div(%p, %21) loc(7:12:7:39)
    %23: tile<16x1xi32> = expand_dims(%rows) {axis = 1} loc(17:7:17:20)
    %24: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(17:22:17:35)
    store(%y, %23, %24, %22) {nidx = 2, masked = false, jagged = false} loc(17:5:17:66)
  }
}
