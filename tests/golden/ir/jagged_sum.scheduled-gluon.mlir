module "kernels/jagged_sum.tlx"
kernel() {sym_name = "jagged_sum", constexprs = {DT = "f16", BLOCK_R = 64, BLOCK_C = 128, STAGES = 3}, params = [{name = "x", kind = "jagged", dtype = "f16", dims = ["T", "D"], offsets = "offsets"}, {name = "out", kind = "tensor", dtype = "f32", dims = ["B", "D"], offsets = ""}, {name = "offsets", kind = "tensor", dtype = "i32", dims = ["NB"], offsets = ""}], dim_checks = [["out", 1, "x", 1]], num_warps = 4, warp_specialize = [{role = "reduce", replica = 0}, {role = "load", replica = 0}], kernel_args = [{kind = "desc", name = "x_desc", param = "x", block = [64, 128]}, {kind = "ptr", name = "out", param = "out"}, {kind = "stride", name = "out_stride0", param = "out", axis = 0}, {kind = "stride", name = "out_stride1", param = "out", axis = 1}, {kind = "ptr", name = "offsets", param = "offsets"}, {kind = "size", name = "T", param = "x", axis = 0}, {kind = "size", name = "D", param = "x", axis = 1}, {kind = "size", name = "B", param = "out", axis = 0}, {kind = "size", name = "NB", param = "offsets", axis = 0}], protocol_verified = true, smem_bytes = 49200, regs_total = 20224} loc(7:1:35:1) {
^(%x: jagged<f16[T,D] by offsets>, %out: tensor<f32[B,D]>, %offsets: tensor<i32[NB]>):
  %D: i32 = dim(%x) {axis = 1, partitions = ["load", "reduce"]} loc(7:19:7:48)
  %NB: i32 = dim(%offsets) {axis = 0, partitions = ["load", "reduce"]} loc(7:66:7:82)
  %ring: smem<3x64x128xf16> = smem_alloc() {sym_name = "ring", offset = 0, bytes = 49152} loc(11:5:11:44)
  %ready: bar<3x1> = bar_alloc() {sym_name = "ready", offset = 49176, bytes = 24} loc(12:5:12:26)
  %free: bar<3x1> = bar_alloc() {sym_name = "free", offset = 49152, bytes = 24} loc(13:5:13:25)
  %0: i32 = const() {value = 1, partitions = ["load", "reduce"]} loc(9:24:9:30)
  %1: i32 = sub(%NB, %0) {partitions = ["load", "reduce"]} loc(9:24:9:30)
  %2: i32 = const() {value = 128, partitions = ["load", "reduce"]} loc(9:45:9:61)
  %3: i32 = cdiv(%D, %2) {partitions = ["load", "reduce"]} loc(9:45:9:61)
  tiles(%1, %3) {kind = "grid", dims = ["range", "range"], persistent = true, order = "longest_first", schedule = "strided"} loc(9:5:9:73) {
  ^(%seq: i32, %cb: i32, %tile_iter: i32):
    %n: i32 = seq_len(%x, %seq) {partitions = ["load", "reduce"]} loc(15:9:15:19)
    %5: i32 = const() {value = 64, partitions = ["load", "reduce"]} loc(16:16:16:32)
    %n_blocks: i32 = cdiv(%n, %5) {partitions = ["load", "reduce"]} loc(16:16:16:32)
    role() {sym_name = "load", warps = 1, regs = 24, replicas = 1, n_state = 1, state_init = [0], seq_bounds = [], regs_given = 24} loc(18:5:24:5) {
    ^(%load_replica: i32, %load_ring0: i32):
      %7: i32 = const() {value = 0} loc(19:23:19:38)
      for(%7, %n_blocks, %0) {stages = 3, pipelined = true, ring = 0} loc(19:9:24:5) {
      ^(%i: i32):
        %it: i32 = add(%load_ring0, %i) loc(19:9:24:5)
        %c: i32 = const() {value = 3} loc(19:9:24:5)
        %slot.2: i32 = mod(%it, %c) {ring_slot = true} loc(19:9:24:5)
        %round: i32 = floordiv(%it, %c) loc(19:9:24:5)
        %9: bar<1> = bar_at(%free, %slot.2) loc(20:18:20:28)
        %c.1: i32 = const() {value = 1} loc(20:13:20:28)
        %phase: i32 = and(%round, %c.1) loc(20:13:20:28)
        %c.2: i32 = const() {value = 1} loc(20:13:20:28)
        %phase.1: i32 = xor(%phase, %c.2) loc(20:13:20:28)
        wait(%9, %phase.1) loc(20:13:20:28)
        %10: bar<1> = bar_at(%ready, %slot.2) loc(21:20:21:31)
        %11: i32 = const() {value = 16384} loc(21:33:21:44)
        expect(%10, %11) loc(21:13:21:44)
        %12: smem<64x128xf16> = smem_slot(%ring, %slot.2) loc(22:17:22:27)
        %13: bar<1> = bar_at(%ready, %slot.2) loc(22:53:22:64)
        tma_load(%12, %x, %seq, %i, %cb, %13) {jagged = true, desc = "x_desc"} loc(22:13:22:64)
        yield() loc(19:9:24:5)
      }
      %span: i32 = sub(%n_blocks, %7) loc(19:9:24:5)
      %c.3: i32 = const() {value = 0} loc(19:9:24:5)
      %span.1: i32 = maximum(%span, %c.3) loc(19:9:24:5)
      %trip: i32 = cdiv(%span.1, %0) loc(19:9:24:5)
      %load_ring0.next: i32 = add(%load_ring0, %trip) loc(19:9:24:5)
      yield(%load_ring0.next) loc(18:5:24:5)
    }
    role() {sym_name = "reduce", warps = 4, regs = 152, replicas = 1, n_state = 1, state_init = [0], seq_bounds = [], regs_given = 152} loc(24:5:35:1) {
    ^(%reduce_replica: i32, %reduce_ring0: i32):
      %rows: tile<64xi32> = arange() {n = 64} loc(25:16:25:31)
      %15: f32 = const() {value = 0.0} loc(26:15:26:36)
      %acc: tile<128xf32> = full(%15) loc(26:15:26:36)
      %17: i32 = const() {value = 0} loc(27:23:27:38)
      %acc.3: tile<128xf32> = for(%17, %n_blocks, %0, %acc) {stages = 3, pipelined = true, ring = 0} loc(27:9:33:9) {
      ^(%i.1: i32, %acc.1: tile<128xf32>):
        %it.1: i32 = add(%reduce_ring0, %i.1) loc(27:9:33:9)
        %c.4: i32 = const() {value = 3} loc(27:9:33:9)
        %slot.1.1: i32 = mod(%it.1, %c.4) {ring_slot = true} loc(27:9:33:9)
        %round.1: i32 = floordiv(%it.1, %c.4) loc(27:9:33:9)
        %19: bar<1> = bar_at(%ready, %slot.1.1) loc(28:18:28:29)
        %c.5: i32 = const() {value = 1} loc(28:13:28:29)
        %phase.2: i32 = and(%round.1, %c.5) loc(28:13:28:29)
        wait(%19, %phase.2) loc(28:13:28:29)
        %20: smem<64x128xf16> = smem_slot(%ring, %slot.1.1) loc(29:29:29:39)
        %21: tile<64x128xf16> = smem_load(%20) loc(29:24:29:40)
        %blk: tile<64x128xf32> = cast(%21) loc(29:19:29:46)
        %23: bar<1> = bar_at(%free, %slot.1.1) loc(30:20:30:30)
        thread_barrier() loc(30:13:30:30)
        arrive(%23) {count = 1} loc(30:13:30:30)
        %25: i32 = mul(%i.1, %5) loc(31:20:31:31)
        %26: tile<64xi32> = add(%25, %rows) loc(31:20:31:38)
        %live: tile<64xi1> = lt(%26, %n) loc(31:20:31:42)
        %28: tile<64x1xi1> = expand_dims(%live) {axis = 1} loc(32:35:32:48)
        %30: tile<64x128xf32> = where(%28, %blk, %15) loc(32:29:32:59)
        %31: tile<128xf32> = reduce(%30) {kind = "sum", axis = 0} loc(32:25:32:68)
        %acc.2: tile<128xf32> = add(%acc.1, %31) loc(32:19:32:68)
        yield(%acc.2) loc(27:9:33:9)
      }
      %span.2: i32 = sub(%n_blocks, %17) loc(27:9:33:9)
      %c.6: i32 = const() {value = 0} loc(27:9:33:9)
      %span.3: i32 = maximum(%span.2, %c.6) loc(27:9:33:9)
      %trip.1: i32 = cdiv(%span.3, %0) loc(27:9:33:9)
      %reduce_ring0.next: i32 = add(%reduce_ring0, %trip.1) loc(27:9:33:9)
      %34: i32 = mul(%cb, %2) loc(33:16:33:28)
      %35: tile<128xi32> = arange() {n = 128} loc(33:31:33:46)
      %cols: tile<128xi32> = add(%34, %35) loc(33:16:33:46)
      %37: tile<128xi1> = lt(%cols, %D) loc(34:36:34:44)
      store(%out, %seq, %cols, %acc.3, %37) {nidx = 2, masked = true, jagged = false} loc(34:9:34:44)
      yield(%reduce_ring0.next) loc(24:5:35:1)
    }
  }
}
