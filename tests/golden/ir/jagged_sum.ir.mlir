module "kernels/jagged_sum.tlx"
kernel() {sym_name = "jagged_sum", constexprs = {DT = "f16", BLOCK_R = 64, BLOCK_C = 128, STAGES = 3}, params = [{name = "x", kind = "jagged", dtype = "f16", dims = ["T", "D"], offsets = "offsets"}, {name = "out", kind = "tensor", dtype = "f32", dims = ["B", "D"], offsets = ""}, {name = "offsets", kind = "tensor", dtype = "i32", dims = ["NB"], offsets = ""}], dim_checks = [["out", 1, "x", 1]]} loc(7:1:36:1) {
^(%x: jagged<f16[T,D] by offsets>, %out: tensor<f32[B,D]>, %offsets: tensor<i32[NB]>):
  %T: i32 = dim(%x) {axis = 0} loc(7:19:7:48)
  %D: i32 = dim(%x) {axis = 1} loc(7:19:7:48)
  %B: i32 = dim(%out) {axis = 0} loc(7:50:7:64)
  %NB: i32 = dim(%offsets) {axis = 0} loc(7:66:7:82)
  %0: i32 = const() {value = 1} loc(9:18:9:24)
  %1: i32 = sub(%NB, %0) loc(9:18:9:24)
  %2: i1 = ge(%B, %1) loc(9:13:9:24)
  require(%2) {message = "out needs one row per sequence (B >= len(offsets) - 1)", cond = "B >= NB - 1"} loc(9:5:9:82)
  %ring: smem<3x64x128xf16> = smem_alloc() {sym_name = "ring"} loc(12:5:12:44)
  %ready: bar<3x1> = bar_alloc() {sym_name = "ready"} loc(13:5:13:26)
  %free: bar<3x1> = bar_alloc() {sym_name = "free"} loc(14:5:14:25)
  %3: i32 = const() {value = 1} loc(10:24:10:30)
  %4: i32 = sub(%NB, %3) loc(10:24:10:30)
  %5: i32 = const() {value = 0} loc(10:18:10:31)
  %6: i32 = maximum(%4, %5) loc(10:18:10:31)
  %7: i32 = const() {value = 128} loc(10:45:10:61)
  %8: i32 = cdiv(%D, %7) loc(10:45:10:61)
  tiles(%6, %8) {kind = "grid", dims = ["range", "range"], persistent = true, order = "longest_first"} loc(10:5:10:73) {
  ^(%seq: i32, %cb: i32, %tile_iter: i32):
    %n: i32 = seq_len(%x, %seq) loc(16:9:16:19)
    %10: i32 = const() {value = 64} loc(17:16:17:32)
    %n_blocks: i32 = cdiv(%n, %10) loc(17:16:17:32)
    role() {sym_name = "load", warps = 1, regs = 24, replicas = 1} loc(19:5:25:5) {
    ^(%load_replica: i32):
      %12: i32 = const() {value = 0} loc(20:23:20:38)
      %13: i32 = const() {value = 1} loc(20:23:20:38)
      pipeline(%12, %n_blocks, %13) {stages = 3, extra_args = 1} loc(20:9:25:5) {
      ^(%i: i32, %slot: i32):
        %14: bar<1> = bar_at(%free, %slot) loc(21:18:21:28)
        wait(%14) loc(21:13:21:28)
        %15: bar<1> = bar_at(%ready, %slot) loc(22:20:22:31)
        %16: i32 = const() {value = 16384} loc(22:33:22:44)
        expect(%15, %16) loc(22:13:22:44)
        %17: smem<64x128xf16> = smem_slot(%ring, %slot) loc(23:17:23:27)
        %18: bar<1> = bar_at(%ready, %slot) loc(23:53:23:64)
        tma_load(%17, %x, %seq, %i, %cb, %18) {jagged = true} loc(23:13:23:64)
        yield() loc(20:9:25:5)
      }
      yield() loc(19:5:25:5)
    }
    role() {sym_name = "reduce", warps = 4, regs = 152, replicas = 1} loc(25:5:36:1) {
    ^(%reduce_replica: i32):
      %rows: tile<64xi32> = arange() {n = 64} loc(26:16:26:31)
      %20: f32 = const() {value = 0.0} loc(27:15:27:36)
      %acc: tile<128xf32> = full(%20) loc(27:15:27:36)
      %22: i32 = const() {value = 0} loc(28:23:28:38)
      %23: i32 = const() {value = 1} loc(28:23:28:38)
      %acc.3: tile<128xf32> = pipeline(%22, %n_blocks, %23, %acc) {stages = 3, extra_args = 1} loc(28:9:34:9) {
      ^(%i.1: i32, %slot.1: i32, %acc.1: tile<128xf32>):
        %24: bar<1> = bar_at(%ready, %slot.1) loc(29:18:29:29)
        wait(%24) loc(29:13:29:29)
        %25: smem<64x128xf16> = smem_slot(%ring, %slot.1) loc(30:29:30:39)
        %26: tile<64x128xf16> = smem_load(%25) loc(30:24:30:40)
        %blk: tile<64x128xf32> = cast(%26) loc(30:19:30:46)
        %28: bar<1> = bar_at(%free, %slot.1) loc(31:20:31:30)
        arrive(%28) {count = 1} loc(31:13:31:30)
        %29: i32 = const() {value = 64} loc(32:20:32:31)
        %30: i32 = mul(%i.1, %29) loc(32:20:32:31)
        %31: tile<64xi32> = add(%30, %rows) loc(32:20:32:38)
        %live: tile<64xi1> = lt(%31, %n) loc(32:20:32:42)
        %33: tile<64x1xi1> = expand_dims(%live) {axis = 1} loc(33:35:33:48)
        %34: f32 = const() {value = 0.0} loc(33:55:33:58)
        %35: tile<64x128xf32> = where(%33, %blk, %34) loc(33:29:33:59)
        %36: tile<128xf32> = reduce(%35) {kind = "sum", axis = 0} loc(33:25:33:68)
        %acc.2: tile<128xf32> = add(%acc.1, %36) loc(33:19:33:68)
        yield(%acc.2) loc(28:9:34:9)
      }
      %38: i32 = const() {value = 128} loc(34:16:34:28)
      %39: i32 = mul(%cb, %38) loc(34:16:34:28)
      %40: tile<128xi32> = arange() {n = 128} loc(34:31:34:46)
      %cols: tile<128xi32> = add(%39, %40) loc(34:16:34:46)
      %42: tile<128xi1> = lt(%cols, %D) loc(35:36:35:44)
      store(%out, %seq, %cols, %acc.3, %42) {nidx = 2, masked = true, jagged = false} loc(35:9:35:44)
      yield() loc(25:5:36:1)
    }
  }
}
