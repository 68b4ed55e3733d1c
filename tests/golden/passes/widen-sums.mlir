// RUN: tlx opt %s -p widen-sums
// widen-sums: the f16 sum is cast to f32, summed in f32, and the result cast back to f16.
// CHECK-LABEL: kernel() {sym_name = "rowsum"
// CHECK: %[[X:.*]]: tile<64xf16> = load(
// CHECK-NEXT: %[[W:.*]]: tile<64xf32> = cast(%[[X]])
// CHECK-NEXT: %[[S:.*]]: f32 = reduce(%[[W]]) {kind = "sum", axis = 0}
// CHECK-NEXT: %{{.*}}: f16 = cast(%[[S]])
module "rowsum.tlx"
kernel() {sym_name = "rowsum", constexprs = {DT = "f16", BLOCK_C = 64}, params = [{name = "x", kind = "tensor", dtype = "f16", dims = ["R", "C"], offsets = ""}, {name = "y", kind = "tensor", dtype = "f16", dims = ["R"], offsets = ""}], dim_checks = [["y", 0, "x", 0]]} loc(1:1:5:1) {
^(%x: tensor<f16[R,C]>, %y: tensor<f16[R]>):
  %R: i32 = dim(%x) {axis = 0} loc(1:15:1:26)
  %C: i32 = dim(%x) {axis = 1} loc(1:15:1:26)
  tiles(%R) {kind = "grid", dims = ["range"]} loc(2:5:2:22) {
  ^(%r: i32, %tile_iter: i32):
    %cols: tile<64xi32> = arange() {n = 64} loc(3:12:3:27)
    %1: tile<64xf16> = load(%x, %r, %cols) {nidx = 2, masked = false, jagged = false} loc(4:16:4:26)
    %2: f16 = reduce(%1) {kind = "sum", axis = 0} loc(4:12:4:35)
    store(%y, %r, %2) {nidx = 1, masked = false, jagged = false} loc(4:5:4:35)
  }
}
