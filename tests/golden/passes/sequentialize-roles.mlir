// RUN: tlx opt %s -p verify-protocol,sequentialize-roles
// sequentialize-roles (needs verify-protocol first): the roles become one stream; the pipelined loops are
// zipped, TMA copies become loads, barriers and shared memory disappear.
// CHECK-NOT: smem_alloc
// CHECK-NOT: role(
// CHECK: for({{.*}}) {zipped = 2}
// CHECK: = load(%a,
// CHECK-NOT: wait(
// CHECK-NOT: arrive(
// CHECK-NOT: smem_load(
// CHECK: add(%acc.1.1,
// CHECK: store(%o,
module "ring.tlx"
kernel() {sym_name = "k", constexprs = {STAGES = 2}, params = [{name = "a", kind = "tensor", dtype = "f16", dims = ["M", "K"], offsets = ""}, {name = "o", kind = "tensor", dtype = "f32", dims = ["M", "K"], offsets = ""}], dim_checks = [["o", 0, "a", 0], ["o", 1, "a", 1]], smem_bytes = 16416, regs_total = 31488} loc(1:1:21:1) {
^(%a: tensor<f16[M,K]>, %o: tensor<f32[M,K]>):
  %M: i32 = dim(%a) {axis = 0} loc(1:10:1:22)
  %K: i32 = dim(%a) {axis = 1} loc(1:10:1:22)
  %buf: smem<2x64x64xf16> = smem_alloc() {sym_name = "buf", offset = 0, bytes = 16384} loc(3:5:3:34)
  %ready: bar<2x1> = bar_alloc() {sym_name = "ready", offset = 16400, bytes = 16} loc(4:5:4:26)
  %free: bar<2x1> = bar_alloc() {sym_name = "free", offset = 16384, bytes = 16} loc(5:5:5:34)
  %0: i32 = const() {value = 64} loc(2:22:2:33)
  %1: i32 = cdiv(%M, %0) loc(2:22:2:33)
  tiles(%1) {kind = "grid", dims = ["range"], persistent = true, order = "longest_first"} loc(2:5:2:45) {
  ^(%i: i32, %tile_iter: i32):
    %n: i32 = cdiv(%K, %0) loc(6:9:6:20)
    role() {sym_name = "load", warps = 1, regs = 24, replicas = 1, n_state = 1, state_init = [0], regs_given = 24} loc(8:5:13:5) {
    ^(%load_replica: i32, %load_ring0: i32):
      %8: i32 = const() {value = 0} loc(9:23:9:31)
      %9: i32 = const() {value = 1} loc(9:23:9:31)
      for(%8, %n, %9) {stages = 2, pipelined = true, ring = 0} loc(9:9:13:5) {
      ^(%j: i32):
        %it: i32 = add(%load_ring0, %j) {ring_period = 4} loc(9:9:13:5)
        %c: i32 = const() {value = 2} loc(9:9:13:5)
        %slot.2: i32 = mod(%it, %c) {ring_slot = true} loc(9:9:13:5)
        %round: i32 = floordiv(%it, %c) loc(9:9:13:5)
        %10: bar<1> = bar_at(%free, %slot.2) loc(10:18:10:28)
        %c.1: i32 = const() {value = 1} loc(10:13:10:28)
        %phase: i32 = and(%round, %c.1) loc(10:13:10:28)
        %c.2: i32 = const() {value = 1} loc(10:13:10:28)
        %phase.1: i32 = xor(%phase, %c.2) loc(10:13:10:28)
        wait(%10, %phase.1) loc(10:13:10:28)
        %11: bar<1> = bar_at(%ready, %slot.2) loc(11:20:11:31)
        %12: i32 = const() {value = 8192} loc(11:33:11:43)
        expect(%11, %12) loc(11:13:11:43)
        %13: smem<64x64xf16> = smem_slot(%buf, %slot.2) loc(12:17:12:26)
        %14: bar<1> = bar_at(%ready, %slot.2) loc(12:46:12:57)
        tma_load(%13, %a, %i, %j, %14) {jagged = false} loc(12:13:12:57)
        yield() loc(9:9:13:5)
      }
      %span: i32 = sub(%n, %8) loc(9:9:13:5)
      %c.3: i32 = const() {value = 0} loc(9:9:13:5)
      %span.1: i32 = maximum(%span, %c.3) loc(9:9:13:5)
      %trip: i32 = cdiv(%span.1, %9) loc(9:9:13:5)
      %load_ring0.next: i32 = add(%load_ring0, %trip) {ring_period = 4} loc(9:9:13:5)
      yield(%load_ring0.next) loc(8:5:13:5)
    }
    role() {sym_name = "compute", warps = 4, regs = 240, replicas = 1, n_state = 1, state_init = [0], regs_given = 240} loc(13:5:21:1) {
    ^(%compute_replica: i32, %compute_ring0: i32):
      %15: f32 = const() {value = 0.0} loc(14:15:14:35)
      %acc: tile<64x64xf32> = full(%15) loc(14:15:14:35)
      %17: i32 = const() {value = 0} loc(15:23:15:31)
      %18: i32 = const() {value = 1} loc(15:23:15:31)
      %acc.3: tile<64x64xf32> = for(%17, %n, %18, %acc) {stages = 2, pipelined = true, ring = 0} loc(15:9:20:9) {
      ^(%j.1: i32, %acc.1: tile<64x64xf32>):
        %it.1: i32 = add(%compute_ring0, %j.1) {ring_period = 4} loc(15:9:20:9)
        %c.4: i32 = const() {value = 2} loc(15:9:20:9)
        %slot.1.1: i32 = mod(%it.1, %c.4) {ring_slot = true} loc(15:9:20:9)
        %round.1: i32 = floordiv(%it.1, %c.4) loc(15:9:20:9)
        %19: bar<1> = bar_at(%ready, %slot.1.1) loc(16:18:16:29)
        %c.5: i32 = const() {value = 1} loc(16:13:16:29)
        %phase.2: i32 = and(%round.1, %c.5) loc(16:13:16:29)
        wait(%19, %phase.2) loc(16:13:16:29)
        %20: smem<64x64xf16> = smem_slot(%buf, %slot.1.1) loc(17:22:17:31)
        %x: tile<64x64xf16> = smem_load(%20) loc(17:17:17:32)
        %22: tile<64x64xf32> = cast(%x) loc(18:25:18:37)
        %acc.2: tile<64x64xf32> = add(%acc.1, %22) loc(18:19:18:37)
        %24: bar<1> = bar_at(%free, %slot.1.1) loc(19:20:19:30)
        arrive(%24) {count = 1} loc(19:13:19:30)
        yield(%acc.2) loc(15:9:20:9)
      }
      %span.2: i32 = sub(%n, %17) loc(15:9:20:9)
      %c.6: i32 = const() {value = 0} loc(15:9:20:9)
      %span.3: i32 = maximum(%span.2, %c.6) loc(15:9:20:9)
      %trip.1: i32 = cdiv(%span.3, %18) loc(15:9:20:9)
      %compute_ring0.next: i32 = add(%compute_ring0, %trip.1) {ring_period = 4} loc(15:9:20:9)
      %26: i32 = mul(%i, %0) loc(20:11:20:17)
      %27: tile<64xi32> = arange() {n = 64} loc(20:20:20:30)
      %28: tile<64x1xi32> = expand_dims(%27) {axis = 1} loc(20:20:20:39)
      %29: tile<64x1xi32> = add(%26, %28) loc(20:11:20:39)
      %30: tile<64xi32> = arange() {n = 64} loc(20:41:20:51)
      %31: tile<1x64xi32> = expand_dims(%30) {axis = 0} loc(20:41:20:60)
      store(%o, %29, %31, %acc.3) {nidx = 2, masked = false, jagged = false} loc(20:9:20:67)
      yield(%compute_ring0.next) loc(13:5:21:1)
    }
  }
}
