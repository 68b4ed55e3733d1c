// RUN: tlx opt %s -p order-global
// order-global: x is stored to and loaded from by one role (here the kernel), so a thread_barrier stands before each
// of its accesses; y is only stored to and gets none. In `overwrite`, the role stores z twice at the same elements:
// a barrier before each, so the later store stays; its two stores of w name other elements (the solver shows it):
// none.
// CHECK-LABEL: kernel() {sym_name = "twice"
// CHECK: thread_barrier()
// CHECK-NEXT: %{{.*}}: tile<16xf32> = load(%x,
// CHECK: thread_barrier()
// CHECK-NEXT: store(%x,
// CHECK-NOT: thread_barrier()
// CHECK: store(%y,
// CHECK-LABEL: kernel() {sym_name = "overwrite"
// CHECK: thread_barrier()
// CHECK-NEXT: store(%z,
// CHECK: thread_barrier()
// CHECK-NEXT: store(%z,
// CHECK-NOT: thread_barrier()
// CHECK: store(%w,
// CHECK-NOT: thread_barrier()
// CHECK: store(%w,
module "twice.tlx"
kernel() {sym_name = "twice", constexprs = {BLOCK = 16}, params = [{name = "x", kind = "tensor", dtype = "f32", dims = ["N"], offsets = ""}, {name = "y", kind = "tensor", dtype = "f32", dims = ["N"], offsets = ""}], dim_checks = [["y", 0, "x", 0]]} loc(1:1:6:1) {
^(%x: tensor<f32[N]>, %y: tensor<f32[N]>):
  %N: i32 = dim(%x) {axis = 0} loc(1:14:1:23)
  %0: i32 = const() {value = 16} loc(2:22:2:36)
  %1: i32 = cdiv(%N, %0) loc(2:22:2:36)
  tiles(%1) {kind = "grid", dims = ["range"], persistent = false, order = "longest_first"} loc(2:5:2:37) {
  ^(%b: i32, %tile_iter: i32):
    %2: i32 = const() {value = 16} loc(3:9:3:18)
    %3: i32 = mul(%b, %2) loc(3:9:3:18)
    %4: tile<16xi32> = arange() {n = 16} loc(3:21:3:34)
    %i: tile<16xi32> = add(%3, %4) loc(3:9:3:34)
    %6: tile<16xf32> = load(%x, %i) {nidx = 1, masked = false, jagged = false} loc(4:12:4:16)
    %7: f32 = const() {value = 2.0} loc(4:12:4:22)
    %8: tile<16xf32> = mul(%6, %7) loc(4:12:4:22)
    %9: tile<16xi1> = lt(%i, %N) loc(4:29:4:34)
    store(%x, %i, %8, %9) {nidx = 1, masked = true, jagged = false} loc(4:5:4:34)
    %10: f32 = const() {value = 1.0} loc(5:5:5:27)
    %11: tile<16xi1> = lt(%i, %N) loc(5:22:5:27)
    store(%y, %i, %10, %11) {nidx = 1, masked = true, jagged = false} loc(5:5:5:27)
  }
}
kernel() {sym_name = "overwrite", constexprs = {BLOCK = 16}, params = [{name = "z", kind = "tensor", dtype = "f32", dims = ["N"], offsets = ""}, {name = "w", kind = "tensor", dtype = "f32", dims = ["N"], offsets = ""}], dim_checks = [["w", 0, "z", 0]]} loc(1:1:8:1) {
^(%z: tensor<f32[N]>, %w: tensor<f32[N]>):
  %N: i32 = dim(%z) {axis = 0} loc(1:18:1:27)
  %0: i32 = const() {value = 32} loc(2:22:2:40)
  %1: i32 = cdiv(%N, %0) loc(2:22:2:40)
  tiles(%1) {kind = "grid", dims = ["range"], persistent = false, order = "longest_first"} loc(2:5:2:41) {
  ^(%b: i32, %tile_iter: i32):
    %2: i32 = const() {value = 2} loc(3:9:3:14)
    %3: i32 = mul(%b, %2) loc(3:9:3:14)
    %4: i32 = const() {value = 16} loc(3:9:3:22)
    %5: i32 = mul(%3, %4) loc(3:9:3:22)
    %6: tile<16xi32> = arange() {n = 16} loc(3:25:3:38)
    %i: tile<16xi32> = add(%5, %6) loc(3:9:3:38)
    %8: f32 = const() {value = 1.0} loc(4:5:4:27)
    %9: tile<16xi1> = lt(%i, %N) loc(4:22:4:27)
    store(%z, %i, %8, %9) {nidx = 1, masked = true, jagged = false} loc(4:5:4:27)
    %10: f32 = const() {value = 2.0} loc(5:5:5:27)
    %11: tile<16xi1> = lt(%i, %N) loc(5:22:5:27)
    store(%z, %i, %10, %11) {nidx = 1, masked = true, jagged = false} loc(5:5:5:27)
    %12: f32 = const() {value = 1.0} loc(6:5:6:27)
    %13: tile<16xi1> = lt(%i, %N) loc(6:22:6:27)
    store(%w, %i, %12, %13) {nidx = 1, masked = true, jagged = false} loc(6:5:6:27)
    %14: i32 = const() {value = 16} loc(7:7:7:16)
    %15: tile<16xi32> = add(%i, %14) loc(7:7:7:16)
    %16: f32 = const() {value = 2.0} loc(7:5:7:43)
    %17: i32 = const() {value = 16} loc(7:30:7:39)
    %18: tile<16xi32> = add(%i, %17) loc(7:30:7:39)
    %19: tile<16xi1> = lt(%18, %N) loc(7:30:7:43)
    store(%w, %15, %16, %19) {nidx = 1, masked = true, jagged = false} loc(7:5:7:43)
  }
}
