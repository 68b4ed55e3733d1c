// RUN: tlx opt %s -p derive-phases,plan-gluon
// plan-gluon (needs derive-phases): the Gluon printer's decisions, recorded in the IR: partitions (the
// 4-warp role is the default partition), kernel arguments (a TMA descriptor for `a`), which partitions re-emit
// each shared op, the tile schedule, and a thread_barrier before an arrive that releases a slot 4 warps read.
// CHECK: kernel() {sym_name = "k", {{.*}}, num_warps = 4, warp_specialize = [{role = "compute", replica = 0}, {role = "load", replica = 0}], kernel_args = [{kind = "desc", name = "a_desc", param = "a"
// CHECK: %M: i32 = dim(%a) {axis = 0, partitions = ["load", "compute"]}
// CHECK: tiles(%1) {{{.*}}, schedule = "strided"}
// CHECK: tma_load(%13, %a, %i, %j, %14) {jagged = false, desc = "a_desc"}
// CHECK: role() {sym_name = "compute"
// CHECK: %x: tile<64x64xf16> = smem_load(
// CHECK: thread_barrier() loc(19:13:19:30)
// CHECK-NEXT: arrive(
module "ring.tlx"
kernel() {sym_name = "k", constexprs = {STAGES = 2}, params = [{name = "a", kind = "tensor", dtype = "f16", dims = ["M", "K"], offsets = ""}, {name = "o", kind = "tensor", dtype = "f32", dims = ["M", "K"], offsets = ""}], dim_checks = [["o", 0, "a", 0], ["o", 1, "a", 1]]} loc(1:1:21:1) {
^(%a: tensor<f16[M,K]>, %o: tensor<f32[M,K]>):
  %M: i32 = dim(%a) {axis = 0} loc(1:10:1:22)
  %K: i32 = dim(%a) {axis = 1} loc(1:10:1:22)
  %buf: smem<2x64x64xf16> = smem_alloc() {sym_name = "buf"} loc(3:5:3:34)
  %ready: bar<2x1> = bar_alloc() {sym_name = "ready"} loc(4:5:4:26)
  %free: bar<2x1> = bar_alloc() {sym_name = "free"} loc(5:5:5:34)
  %0: i32 = const() {value = 64} loc(2:22:2:33)
  %1: i32 = cdiv(%M, %0) loc(2:22:2:33)
  tiles(%1) {kind = "grid", dims = ["range"], persistent = true, order = "longest_first"} loc(2:5:2:45) {
  ^(%i: i32, %tile_iter: i32):
    %n: i32 = cdiv(%K, %0) loc(6:9:6:20)
    role() {sym_name = "load", warps = 1, regs = 24, replicas = 1} loc(8:5:13:5) {
    ^(%load_replica: i32):
      %8: i32 = const() {value = 0} loc(9:23:9:31)
      %9: i32 = const() {value = 1} loc(9:23:9:31)
      pipeline(%8, %n, %9) {stages = 2, extra_args = 1} loc(9:9:13:5) {
      ^(%j: i32, %slot: i32):
        %10: bar<1> = bar_at(%free, %slot) loc(10:18:10:28)
        wait(%10) loc(10:13:10:28)
        %11: bar<1> = bar_at(%ready, %slot) loc(11:20:11:31)
        %12: i32 = const() {value = 8192} loc(11:33:11:43)
        expect(%11, %12) loc(11:13:11:43)
        %13: smem<64x64xf16> = smem_slot(%buf, %slot) loc(12:17:12:26)
        %14: bar<1> = bar_at(%ready, %slot) loc(12:46:12:57)
        tma_load(%13, %a, %i, %j, %14) {jagged = false} loc(12:13:12:57)
        yield() loc(9:9:13:5)
      }
      yield() loc(8:5:13:5)
    }
    role() {sym_name = "compute", warps = 4, regs = 240, replicas = 1} loc(13:5:21:1) {
    ^(%compute_replica: i32):
      %15: f32 = const() {value = 0.0} loc(14:15:14:35)
      %acc: tile<64x64xf32> = full(%15) loc(14:15:14:35)
      %17: i32 = const() {value = 0} loc(15:23:15:31)
      %18: i32 = const() {value = 1} loc(15:23:15:31)
      %acc.3: tile<64x64xf32> = pipeline(%17, %n, %18, %acc) {stages = 2, extra_args = 1} loc(15:9:20:9) {
      ^(%j.1: i32, %slot.1: i32, %acc.1: tile<64x64xf32>):
        %19: bar<1> = bar_at(%ready, %slot.1) loc(16:18:16:29)
        wait(%19) loc(16:13:16:29)
        %20: smem<64x64xf16> = smem_slot(%buf, %slot.1) loc(17:22:17:31)
        %x: tile<64x64xf16> = smem_load(%20) loc(17:17:17:32)
        %22: tile<64x64xf32> = cast(%x) loc(18:25:18:37)
        %acc.2: tile<64x64xf32> = add(%acc.1, %22) loc(18:19:18:37)
        %24: bar<1> = bar_at(%free, %slot.1) loc(19:20:19:30)
        arrive(%24) {count = 1} loc(19:13:19:30)
        yield(%acc.2) loc(15:9:20:9)
      }
      %26: i32 = mul(%i, %0) loc(20:11:20:17)
      %27: tile<64xi32> = arange() {n = 64} loc(20:20:20:30)
      %28: tile<64x1xi32> = expand_dims(%27) {axis = 1} loc(20:20:20:39)
      %29: tile<64x1xi32> = add(%26, %28) loc(20:11:20:39)
      %30: tile<64xi32> = arange() {n = 64} loc(20:41:20:51)
      %31: tile<1x64xi32> = expand_dims(%30) {axis = 0} loc(20:41:20:60)
      store(%o, %29, %31, %acc.3) {nidx = 2, masked = false, jagged = false} loc(20:9:20:67)
      yield() loc(13:5:21:1)
    }
  }
}
