module "kernels/jagged_sum.tlx"
kernel() {sym_name = "jagged_sum", constexprs = {DT = "f16", BLOCK_R = 64, BLOCK_C = 128, STAGES = 3}, params = [{name = "x", kind = "jagged", dtype = "f16", dims = ["T", "D"], offsets = "offsets"}, {name = "out", kind = "tensor", dtype = "f32", dims = ["B", "D"], offsets = ""}, {name = "offsets", kind = "tensor", dtype = "i32", dims = ["NB"], offsets = ""}], dim_checks = [["out", 1, "x", 1]], must_not_share = [["out", "x"]], protocol_verified = true, smem_bytes = 49200, regs_total = 20224, kernel_args = [{kind = "ptr", name = "x_ptr", param = "x"}, {kind = "stride", name = "x_stride0", param = "x", axis = 0}, {kind = "stride", name = "x_stride1", param = "x", axis = 1}, {kind = "size", name = "x_size0", param = "x", axis = 0}, {kind = "size", name = "x_size1", param = "x", axis = 1}, {kind = "ptr", name = "out_ptr", param = "out"}, {kind = "stride", name = "out_stride0", param = "out", axis = 0}, {kind = "stride", name = "out_stride1", param = "out", axis = 1}, {kind = "size", name = "out_size0", param = "out", axis = 0}, {kind = "size", name = "out_size1", param = "out", axis = 1}, {kind = "ptr", name = "offsets_ptr", param = "offsets"}, {kind = "stride", name = "offsets_stride0", param = "offsets", axis = 0}, {kind = "size", name = "offsets_size0", param = "offsets", axis = 0}]} loc(7:1:36:1) {
^(%x: jagged<f16[T,D] by offsets>, %out: tensor<f32[B,D]>, %offsets: tensor<i32[NB]>):
  %D: i32 = dim(%x) {axis = 1} loc(7:19:7:48)
  %B: i32 = dim(%out) {axis = 0} loc(7:50:7:64)
  %NB: i32 = dim(%offsets) {axis = 0} loc(7:66:7:82)
  %0: i32 = const() {value = 1} loc(9:18:9:24)
  %1: i32 = sub(%NB, %0) loc(9:18:9:24)
  %2: i1 = ge(%B, %1) loc(9:13:9:24)
  require(%2) {message = "out needs one row per sequence (B >= len(offsets) - 1)", cond = "B >= NB - 1"} loc(9:5:9:82)
  %4: i32 = sub(%NB, %0) loc(10:24:10:30)
  %5: i32 = const() {value = 0} loc(10:18:10:31)
  %6: i32 = maximum(%4, %5) loc(10:18:10:31)
  %7: i32 = const() {value = 128} loc(10:45:10:61)
  %8: i32 = cdiv(%D, %7) loc(10:45:10:61)
  tiles(%6, %8) {kind = "grid", dims = ["range", "range"], persistent = true, order = "longest_first", schedule = "program"} loc(10:5:10:73) {
  ^(%seq: i32, %cb: i32, %tile_iter: i32):
    %n: i32 = seq_len(%x, %seq) loc(16:9:16:19)
    %10: i32 = const() {value = 64} loc(17:16:17:32)
    %n_blocks: i32 = cdiv(%n, %10) loc(17:16:17:32)
    %rows.1: tile<64xi32> = arange() {n = 64} loc(26:16:26:31)
    %20.1: f32 = const() {value = 0.0} loc(27:15:27:36)
    %acc.4: tile<128xf32> = full(%20.1) loc(27:15:27:36)
    %acc.3.1: tile<128xf32> = for(%5, %n_blocks, %0, %acc.4) {zipped = 2} loc(20:9:25:5) {
    ^(%i.2: i32, %acc.1.1: tile<128xf32>):
      %c.12: i32 = const() {value = 64} loc(23:13:23:64)
      %row0: i32 = mul(%i.2, %c.12) loc(23:13:23:64)
      %ar: tile<64xi32> = arange() {n = 64} loc(23:13:23:64)
      %rows.2: tile<64xi32> = add(%row0, %ar) loc(23:13:23:64)
      %rows.3: tile<64x1xi32> = expand_dims(%rows.2) {axis = 1} loc(23:13:23:64)
      %c.13: i32 = const() {value = 128} loc(23:13:23:64)
      %col0: i32 = mul(%cb, %c.13) loc(23:13:23:64)
      %ar.1: tile<128xi32> = arange() {n = 128} loc(23:13:23:64)
      %cols.1: tile<128xi32> = add(%col0, %ar.1) loc(23:13:23:64)
      %cols.2: tile<1x128xi32> = expand_dims(%cols.1) {axis = 0} loc(23:13:23:64)
      %ring.1: tile<64x128xf16> = load(%x, %seq, %rows.3, %cols.2) {nidx = 2, masked = false, jagged = true} loc(23:13:23:64)
      %blk.1: tile<64x128xf32> = cast(%ring.1) loc(30:19:30:46)
      %30.1: i32 = mul(%i.2, %10) loc(32:20:32:31)
      %31.1: tile<64xi32> = add(%30.1, %rows.1) loc(32:20:32:38)
      %live.1: tile<64xi1> = lt(%31.1, %n) loc(32:20:32:42)
      %33.1: tile<64x1xi1> = expand_dims(%live.1) {axis = 1} loc(33:35:33:48)
      %35.1: tile<64x128xf32> = where(%33.1, %blk.1, %20.1) loc(33:29:33:59)
      %36.1: tile<128xf32> = reduce(%35.1) {kind = "sum", axis = 0} loc(33:25:33:68)
      %acc.2.1: tile<128xf32> = add(%acc.1.1, %36.1) loc(33:19:33:68)
      yield(%acc.2.1) loc(20:9:25:5)
    }
    %39.1: i32 = mul(%cb, %7) loc(34:16:34:28)
    %40.1: tile<128xi32> = arange() {n = 128} loc(34:31:34:46)
    %cols.3: tile<128xi32> = add(%39.1, %40.1) loc(34:16:34:46)
    %42.1: tile<128xi1> = lt(%cols.3, %D) loc(35:36:35:44)
    store(%out, %seq, %cols.3, %acc.3.1, %42.1) {nidx = 2, masked = true, jagged = false} loc(35:9:35:44)
  }
}
