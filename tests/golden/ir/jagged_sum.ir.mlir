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
  %5: i32 = const() {value = 128} loc(10:45:10:61)
  %6: i32 = cdiv(%D, %5) loc(10:45:10:61)
  tiles(%4, %6) {kind = "grid", dims = ["range", "range"], persistent = true, order = "longest_first"} loc(10:5:10:73) {
  ^(%seq: i32, %cb: i32, %tile_iter: i32):
    %n: i32 = seq_len(%x, %seq) loc(16:9:16:19)
    %8: i32 = const() {value = 64} loc(17:16:17:32)
    %n_blocks: i32 = cdiv(%n, %8) loc(17:16:17:32)
    role() {sym_name = "load", warps = 1, regs = 24, replicas = 1} loc(19:5:25:5) {
    ^(%load_replica: i32):
      %10: i32 = const() {value = 0} loc(20:23:20:38)
      %11: i32 = const() {value = 1} loc(20:23:20:38)
      pipeline(%10, %n_blocks, %11) {stages = 3, extra_args = 1} loc(20:9:25:5) {
      ^(%i: i32, %slot: i32):
        %12: bar<1> = bar_at(%free, %slot) loc(21:18:21:28)
        wait(%12) loc(21:13:21:28)
        %13: bar<1> = bar_at(%ready, %slot) loc(22:20:22:31)
        %14: i32 = const() {value = 16384} loc(22:33:22:44)
        expect(%13, %14) loc(22:13:22:44)
        %15: smem<64x128xf16> = smem_slot(%ring, %slot) loc(23:17:23:27)
        %16: bar<1> = bar_at(%ready, %slot) loc(23:53:23:64)
        tma_load(%15, %x, %seq, %i, %cb, %16) {jagged = true} loc(23:13:23:64)
        yield() loc(20:9:25:5)
      }
      yield() loc(19:5:25:5)
    }
    role() {sym_name = "reduce", warps = 4, regs = 152, replicas = 1} loc(25:5:36:1) {
    ^(%reduce_replica: i32):
      %rows: tile<64xi32> = arange() {n = 64} loc(26:16:26:31)
      %18: f32 = const() {value = 0.0} loc(27:15:27:36)
      %acc: tile<128xf32> = full(%18) loc(27:15:27:36)
      %20: i32 = const() {value = 0} loc(28:23:28:38)
      %21: i32 = const() {value = 1} loc(28:23:28:38)
      %acc.3: tile<128xf32> = pipeline(%20, %n_blocks, %21, %acc) {stages = 3, extra_args = 1} loc(28:9:34:9) {
      ^(%i.1: i32, %slot.1: i32, %acc.1: tile<128xf32>):
        %22: bar<1> = bar_at(%ready, %slot.1) loc(29:18:29:29)
        wait(%22) loc(29:13:29:29)
        %23: smem<64x128xf16> = smem_slot(%ring, %slot.1) loc(30:29:30:39)
        %24: tile<64x128xf16> = smem_load(%23) loc(30:24:30:40)
        %blk: tile<64x128xf32> = cast(%24) loc(30:19:30:46)
        %26: bar<1> = bar_at(%free, %slot.1) loc(31:20:31:30)
        arrive(%26) {count = 1} loc(31:13:31:30)
        %27: i32 = const() {value = 64} loc(32:20:32:31)
        %28: i32 = mul(%i.1, %27) loc(32:20:32:31)
        %29: tile<64xi32> = add(%28, %rows) loc(32:20:32:38)
        %live: tile<64xi1> = lt(%29, %n) loc(32:20:32:42)
        %31: tile<64x1xi1> = expand_dims(%live) {axis = 1} loc(33:35:33:48)
        %32: f32 = const() {value = 0.0} loc(33:55:33:58)
        %33: tile<64x128xf32> = where(%31, %blk, %32) loc(33:29:33:59)
        %34: tile<128xf32> = reduce(%33) {kind = "sum", axis = 0} loc(33:25:33:68)
        %acc.2: tile<128xf32> = add(%acc.1, %34) loc(33:19:33:68)
        yield(%acc.2) loc(28:9:34:9)
      }
      %36: i32 = const() {value = 128} loc(34:16:34:28)
      %37: i32 = mul(%cb, %36) loc(34:16:34:28)
      %38: tile<128xi32> = arange() {n = 128} loc(34:31:34:46)
      %cols: tile<128xi32> = add(%37, %38) loc(34:16:34:46)
      %40: tile<128xi1> = lt(%cols, %D) loc(35:36:35:44)
      store(%out, %seq, %cols, %acc.3, %40) {nidx = 2, masked = true, jagged = false} loc(35:9:35:44)
      yield() loc(25:5:36:1)
    }
  }
}
