module "kernels/jagged_sum.tlx"
kernel() {sym_name = "jagged_sum", constexprs = {DT = "f16", BLOCK_R = 64, BLOCK_C = 128, STAGES = 3}, params = [{name = "x", kind = "jagged", dtype = "f16", dims = ["T", "D"], offsets = "offsets"}, {name = "out", kind = "tensor", dtype = "f32", dims = ["B", "D"], offsets = ""}, {name = "offsets", kind = "tensor", dtype = "i32", dims = ["NB"], offsets = ""}], dim_checks = [["out", 1, "x", 1]], num_warps = 4, warp_specialize = [{role = "reduce", replica = 0}, {role = "load", replica = 0}], kernel_args = [{kind = "desc", name = "x_desc", param = "x", block = [64, 128], ragged = true}, {kind = "ptr", name = "out", param = "out"}, {kind = "stride", name = "out_stride0", param = "out", axis = 0}, {kind = "stride", name = "out_stride1", param = "out", axis = 1}, {kind = "ptr", name = "offsets", param = "offsets"}, {kind = "size", name = "T", param = "x", axis = 0}, {kind = "size", name = "D", param = "x", axis = 1}, {kind = "size", name = "B", param = "out", axis = 0}, {kind = "size", name = "NB", param = "offsets", axis = 0}], must_not_share = [["out", "x"]], protocol_verified = true, smem_bytes = 49200, regs_total = 20224} loc(7:1:36:1) {
^(%x: jagged<f16[T,D] by offsets>, %out: tensor<f32[B,D]>, %offsets: tensor<i32[NB]>):
  %D: i32 = dim(%x) {axis = 1, partitions = ["load", "reduce"]} loc(7:19:7:48)
  %B: i32 = dim(%out) {axis = 0} loc(7:50:7:64)
  %NB: i32 = dim(%offsets) {axis = 0, partitions = ["load", "reduce"]} loc(7:66:7:82)
  %0: i32 = const() {value = 1, partitions = ["load", "reduce"]} loc(9:18:9:24)
  %1: i32 = sub(%NB, %0) loc(9:18:9:24)
  %2: i1 = ge(%B, %1) loc(9:13:9:24)
  require(%2) {message = "out needs one row per sequence (B >= len(offsets) - 1)", cond = "B >= NB - 1"} loc(9:5:9:82)
  %ring: smem<3x64x128xf16> = smem_alloc() {sym_name = "ring", offset = 0, bytes = 49152} loc(12:5:12:44)
  %ready: bar<3x1> = bar_alloc() {sym_name = "ready", offset = 49176, bytes = 24} loc(13:5:13:26)
  %free: bar<3x1> = bar_alloc() {sym_name = "free", offset = 49152, bytes = 24} loc(14:5:14:25)
  %4: i32 = sub(%NB, %0) {partitions = ["load", "reduce"]} loc(10:24:10:30)
  %5: i32 = const() {value = 0, partitions = ["load", "reduce"]} loc(10:18:10:31)
  %6: i32 = maximum(%4, %5) {partitions = ["load", "reduce"]} loc(10:18:10:31)
  %7: i32 = const() {value = 128, partitions = ["load", "reduce"]} loc(10:45:10:61)
  %8: i32 = cdiv(%D, %7) {partitions = ["load", "reduce"]} loc(10:45:10:61)
  tiles(%6, %8) {kind = "grid", dims = ["range", "range"], persistent = true, order = "longest_first", schedule = "strided"} loc(10:5:10:73) {
  ^(%seq: i32, %cb: i32, %tile_iter: i32):
    %n: i32 = seq_len(%x, %seq) {partitions = ["load", "reduce"]} loc(16:9:16:19)
    %10: i32 = const() {value = 64, partitions = ["load", "reduce"]} loc(17:16:17:32)
    %n_blocks: i32 = cdiv(%n, %10) {partitions = ["load", "reduce"]} loc(17:16:17:32)
    role() {sym_name = "load", warps = 1, regs = 24, replicas = 1, n_state = 1, state_init = [0], seq_bounds = [], regs_given = 24} loc(19:5:25:5) {
    ^(%load_replica: i32, %load_ring0: i32):
      for(%5, %n_blocks, %0) {stages = 3, pipelined = true, ring = 0} loc(20:9:25:5) {
      ^(%i: i32):
        %it: i32 = add(%load_ring0, %i) {ring_period = 6} loc(20:9:25:5)
        %c: i32 = const() {value = 3} loc(20:9:25:5)
        %slot.2: i32 = mod(%it, %c) {ring_slot = true} loc(20:9:25:5)
        %round: i32 = floordiv(%it, %c) loc(20:9:25:5)
        %14: bar<1> = bar_at(%free, %slot.2) loc(21:18:21:28)
        %c.1: i32 = const() {value = 1} loc(21:13:21:28)
        %phase: i32 = and(%round, %c.1) loc(21:13:21:28)
        %c.2: i32 = const() {value = 1} loc(21:13:21:28)
        %phase.1: i32 = xor(%phase, %c.2) loc(21:13:21:28)
        wait(%14, %phase.1) loc(21:13:21:28)
        %15: bar<1> = bar_at(%ready, %slot.2) loc(22:20:22:31)
        %16: i32 = const() {value = 16384} loc(22:33:22:44)
        expect(%15, %16) loc(22:13:22:44)
        %17: smem<64x128xf16> = smem_slot(%ring, %slot.2) loc(23:17:23:27)
        %18: bar<1> = bar_at(%ready, %slot.2) loc(23:53:23:64)
        tma_load(%17, %x, %seq, %i, %cb, %18) {jagged = true, desc = "x_desc"} loc(23:13:23:64)
        yield() loc(20:9:25:5)
      }
      %span: i32 = sub(%n_blocks, %5) loc(20:9:25:5)
      %c.3: i32 = const() {value = 0} loc(20:9:25:5)
      %span.1: i32 = maximum(%span, %c.3) loc(20:9:25:5)
      %trip: i32 = cdiv(%span.1, %0) {pipeline_trip = true} loc(20:9:25:5)
      %load_ring0.next: i32 = add(%load_ring0, %trip) {ring_period = 6} loc(20:9:25:5)
      yield(%load_ring0.next) loc(19:5:25:5)
    }
    role() {sym_name = "reduce", warps = 4, regs = 152, replicas = 1, n_state = 1, state_init = [0], seq_bounds = [], regs_given = 152} loc(25:5:36:1) {
    ^(%reduce_replica: i32, %reduce_ring0: i32):
      %rows: tile<64xi32> = arange() {n = 64} loc(26:16:26:31)
      %20: f32 = const() {value = 0.0} loc(27:15:27:36)
      %acc: tile<128xf32> = full(%20) loc(27:15:27:36)
      %acc.3: tile<128xf32> = for(%5, %n_blocks, %0, %acc) {stages = 3, pipelined = true, ring = 0} loc(28:9:34:9) {
      ^(%i.1: i32, %acc.1: tile<128xf32>):
        %it.1: i32 = add(%reduce_ring0, %i.1) {ring_period = 6} loc(28:9:34:9)
        %c.4: i32 = const() {value = 3} loc(28:9:34:9)
        %slot.1.1: i32 = mod(%it.1, %c.4) {ring_slot = true} loc(28:9:34:9)
        %round.1: i32 = floordiv(%it.1, %c.4) loc(28:9:34:9)
        %24: bar<1> = bar_at(%ready, %slot.1.1) loc(29:18:29:29)
        %c.5: i32 = const() {value = 1} loc(29:13:29:29)
        %phase.2: i32 = and(%round.1, %c.5) loc(29:13:29:29)
        wait(%24, %phase.2) loc(29:13:29:29)
        %25: smem<64x128xf16> = smem_slot(%ring, %slot.1.1) loc(30:29:30:39)
        %26: tile<64x128xf16> = smem_load(%25) loc(30:24:30:40)
        %blk: tile<64x128xf32> = cast(%26) loc(30:19:30:46)
        %28: bar<1> = bar_at(%free, %slot.1.1) loc(31:20:31:30)
        thread_barrier() loc(31:13:31:30)
        arrive(%28) {count = 1} loc(31:13:31:30)
        %30: i32 = mul(%i.1, %10) loc(32:20:32:31)
        %31: tile<64xi32> = add(%30, %rows) loc(32:20:32:38)
        %live: tile<64xi1> = lt(%31, %n) loc(32:20:32:42)
        %33: tile<64x1xi1> = expand_dims(%live) {axis = 1} loc(33:35:33:48)
        %35: tile<64x128xf32> = where(%33, %blk, %20) loc(33:29:33:59)
        %36: tile<128xf32> = reduce(%35) {kind = "sum", axis = 0} loc(33:25:33:68)
        %acc.2: tile<128xf32> = add(%acc.1, %36) loc(33:19:33:68)
        yield(%acc.2) loc(28:9:34:9)
      }
      %span.2: i32 = sub(%n_blocks, %5) loc(28:9:34:9)
      %c.6: i32 = const() {value = 0} loc(28:9:34:9)
      %span.3: i32 = maximum(%span.2, %c.6) loc(28:9:34:9)
      %trip.1: i32 = cdiv(%span.3, %0) {pipeline_trip = true} loc(28:9:34:9)
      %reduce_ring0.next: i32 = add(%reduce_ring0, %trip.1) {ring_period = 6} loc(28:9:34:9)
      %39: i32 = mul(%cb, %7) loc(34:16:34:28)
      %40: tile<128xi32> = arange() {n = 128} loc(34:31:34:46)
      %cols: tile<128xi32> = add(%39, %40) loc(34:16:34:46)
      %42: tile<128xi1> = lt(%cols, %D) loc(35:36:35:44)
      store(%out, %seq, %cols, %acc.3, %42) {nidx = 2, masked = true, jagged = false} loc(35:9:35:44)
      yield(%reduce_ring0.next) loc(25:5:36:1)
    }
  }
}
