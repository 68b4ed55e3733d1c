module "kernels/jagged_sum.tlx"
kernel() {sym_name = "jagged_sum", constexprs = {DT = "f16", BLOCK_R = 64, BLOCK_C = 128, STAGES = 3}, params = [{name = "x", kind = "jagged", dtype = "f16", dims = ["T", "D"], offsets = "offsets"}, {name = "out", kind = "tensor", dtype = "f32", dims = ["B", "D"], offsets = ""}, {name = "offsets", kind = "tensor", dtype = "i32", dims = ["NB"], offsets = ""}], dim_checks = [["out", 1, "x", 1]], protocol_verified = true, smem_bytes = 49200, regs_total = 20224, kernel_args = [{kind = "ptr", name = "x_ptr", param = "x"}, {kind = "stride", name = "x_stride0", param = "x", axis = 0}, {kind = "stride", name = "x_stride1", param = "x", axis = 1}, {kind = "size", name = "x_size0", param = "x", axis = 0}, {kind = "size", name = "x_size1", param = "x", axis = 1}, {kind = "ptr", name = "out_ptr", param = "out"}, {kind = "stride", name = "out_stride0", param = "out", axis = 0}, {kind = "stride", name = "out_stride1", param = "out", axis = 1}, {kind = "size", name = "out_size0", param = "out", axis = 0}, {kind = "size", name = "out_size1", param = "out", axis = 1}, {kind = "ptr", name = "offsets_ptr", param = "offsets"}, {kind = "stride", name = "offsets_stride0", param = "offsets", axis = 0}, {kind = "size", name = "offsets_size0", param = "offsets", axis = 0}]} loc(7:1:35:1) {
^(%x: jagged<f16[T,D] by offsets>, %out: tensor<f32[B,D]>, %offsets: tensor<i32[NB]>):
  %D: i32 = dim(%x) {axis = 1} loc(7:19:7:48)
  %NB: i32 = dim(%offsets) {axis = 0} loc(7:66:7:82)
  %0: i32 = const() {value = 1} loc(9:24:9:30)
  %1: i32 = sub(%NB, %0) loc(9:24:9:30)
  %2: i32 = const() {value = 128} loc(9:45:9:61)
  %3: i32 = cdiv(%D, %2) loc(9:45:9:61)
  tiles(%1, %3) {kind = "grid", dims = ["range", "range"], persistent = true, order = "longest_first", schedule = "program"} loc(9:5:9:73) {
  ^(%seq: i32, %cb: i32, %tile_iter: i32):
    %n: i32 = seq_len(%x, %seq) loc(15:9:15:19)
    %5: i32 = const() {value = 64} loc(16:16:16:32)
    %n_blocks: i32 = cdiv(%n, %5) loc(16:16:16:32)
    %7.1: i32 = const() {value = 0} loc(19:23:19:38)
    %rows.1: tile<64xi32> = arange() {n = 64} loc(25:16:25:31)
    %15.1: f32 = const() {value = 0.0} loc(26:15:26:36)
    %acc.4: tile<128xf32> = full(%15.1) loc(26:15:26:36)
    %acc.3.1: tile<128xf32> = for(%7.1, %n_blocks, %0, %acc.4) {zipped = 2} loc(19:9:24:5) {
    ^(%i.2: i32, %acc.1.1: tile<128xf32>):
      %c.12: i32 = const() {value = 64} loc(22:13:22:64)
      %row0: i32 = mul(%i.2, %c.12) loc(22:13:22:64)
      %ar: tile<64xi32> = arange() {n = 64} loc(22:13:22:64)
      %rows.2: tile<64xi32> = add(%row0, %ar) loc(22:13:22:64)
      %rows.3: tile<64x1xi32> = expand_dims(%rows.2) {axis = 1} loc(22:13:22:64)
      %c.13: i32 = const() {value = 128} loc(22:13:22:64)
      %col0: i32 = mul(%cb, %c.13) loc(22:13:22:64)
      %ar.1: tile<128xi32> = arange() {n = 128} loc(22:13:22:64)
      %cols.1: tile<128xi32> = add(%col0, %ar.1) loc(22:13:22:64)
      %cols.2: tile<1x128xi32> = expand_dims(%cols.1) {axis = 0} loc(22:13:22:64)
      %ring.1: tile<64x128xf16> = load(%x, %seq, %rows.3, %cols.2) {nidx = 2, masked = false, jagged = true} loc(22:13:22:64)
      %blk.1: tile<64x128xf32> = cast(%ring.1) loc(29:19:29:46)
      %25.1: i32 = mul(%i.2, %5) loc(31:20:31:31)
      %26.1: tile<64xi32> = add(%25.1, %rows.1) loc(31:20:31:38)
      %live.1: tile<64xi1> = lt(%26.1, %n) loc(31:20:31:42)
      %28.1: tile<64x1xi1> = expand_dims(%live.1) {axis = 1} loc(32:35:32:48)
      %30.1: tile<64x128xf32> = where(%28.1, %blk.1, %15.1) loc(32:29:32:59)
      %31.1: tile<128xf32> = reduce(%30.1) {kind = "sum", axis = 0} loc(32:25:32:68)
      %acc.2.1: tile<128xf32> = add(%acc.1.1, %31.1) loc(32:19:32:68)
      yield(%acc.2.1) loc(19:9:24:5)
    }
    %34.1: i32 = mul(%cb, %2) loc(33:16:33:28)
    %35.1: tile<128xi32> = arange() {n = 128} loc(33:31:33:46)
    %cols.3: tile<128xi32> = add(%34.1, %35.1) loc(33:16:33:46)
    %37.1: tile<128xi1> = lt(%cols.3, %D) loc(34:36:34:44)
    store(%out, %seq, %cols.3, %acc.3.1, %37.1) {nidx = 2, masked = true, jagged = false} loc(34:9:34:44)
  }
}
