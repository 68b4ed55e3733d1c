module "kernels/softmax.tlx"
kernel() {sym_name = "softmax", constexprs = {DT = "f32", BLOCK_R = 16, BLOCK_C = 128}, params = [{name = "x", kind = "tensor", dtype = "f32", dims = ["R", "C"], offsets = ""}, {name = "y", kind = "tensor", dtype = "f32", dims = ["R", "C"], offsets = ""}], dim_checks = [["y", 0, "x", 0], ["y", 1, "x", 1]], must_not_share = [["x", "y"]], protocol_verified = true, smem_bytes = 0, kernel_args = [{kind = "ptr", name = "x_ptr", param = "x"}, {kind = "stride", name = "x_stride0", param = "x", axis = 0}, {kind = "stride", name = "x_stride1", param = "x", axis = 1}, {kind = "size", name = "x_size0", param = "x", axis = 0}, {kind = "size", name = "x_size1", param = "x", axis = 1}, {kind = "ptr", name = "y_ptr", param = "y"}, {kind = "stride", name = "y_stride0", param = "y", axis = 0}, {kind = "stride", name = "y_stride1", param = "y", axis = 1}, {kind = "size", name = "y_size0", param = "y", axis = 0}, {kind = "size", name = "y_size1", param = "y", axis = 1}]} loc(9:1:20:1) {
^(%x: tensor<f32[R,C]>, %y: tensor<f32[R,C]>):
  %R: i32 = dim(%x) {axis = 0} loc(9:16:9:27)
  %C: i32 = dim(%x) {axis = 1} loc(9:16:9:27)
  %0: i32 = const() {value = 128} loc(11:13:11:25)
  %1: i1 = le(%C, %0) loc(11:13:11:25)
  require(%1) {message = "a row must fit in one block: compile with -D BLOCK_C >= C", cond = "C <= BLOCK_C"} loc(11:5:11:86)
  %2: i32 = const() {value = 16} loc(12:11:12:27)
  %3: i32 = cdiv(%R, %2) loc(12:11:12:27)
  tiles(%3) {kind = "grid", dims = ["range"], schedule = "program"} loc(12:5:12:39) {
  ^(%pid: i32, %tile_iter: i32):
    %5: i32 = mul(%pid, %2) loc(13:12:13:25)
    %6: tile<16xi32> = arange() {n = 16} loc(13:28:13:43)
    %rows: tile<16xi32> = add(%5, %6) loc(13:12:13:43)
    %cols: tile<128xi32> = arange() {n = 128} loc(14:12:14:27)
    %9: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(16:13:16:26)
    %valid: tile<1x128xi1> = lt(%9, %C) loc(16:13:16:30)
    %11: tile<16x1xi32> = expand_dims(%rows) {axis = 1} loc(18:29:18:42)
    %12: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(18:44:18:57)
    %13: tile<16x128xf32> = load(%x, %11, %12) {nidx = 2, masked = false, jagged = false} loc(18:27:18:58)
    %14: f32 = const() {value = -1e+30} loc(18:66:18:73)
    %v: tile<16x128xf32> = where(%valid, %13, %14) loc(18:9:18:74)
    %m: tile<16xf32> = reduce(%v) {kind = "max", axis = 1} loc(5:9:5:23)
    %17: tile<16x1xf32> = expand_dims(%m) {axis = 1} loc(6:19:6:29)
    %18: tile<16x128xf32> = sub(%v, %17) loc(6:15:6:29)
    %19: f32 = const() {value = 1.4426950408889634} loc(6:15:6:38)
    %20: tile<16x128xf32> = mul(%18, %19) loc(6:15:6:38)
    %p: tile<16x128xf32> = exp2(%20) loc(6:9:6:39)
    %22: tile<16xf32> = reduce(%p) {kind = "sum", axis = 1} loc(7:16:7:30)
    %23: tile<16x1xf32> = expand_dims(%22) {axis = 1} loc(7:16:7:39)
    %24: tile<16x128xf32> = div(%p, %23) loc(7:12:7:39)
    %25: tile<16x1xi32> = expand_dims(%rows) {axis = 1} loc(19:7:19:20)
    %26: tile<1x128xi32> = expand_dims(%cols) {axis = 0} loc(19:22:19:35)
    store(%y, %25, %26, %24) {nidx = 2, masked = false, jagged = false} loc(19:5:19:66)
  }
}
