module "kernels/matmul.tlx"
kernel() {sym_name = "matmul", constexprs = {DT = "f16", BLOCK_M = 64, BLOCK_N = 64, BLOCK_K = 32}, params = [{name = "a", kind = "tensor", dtype = "f16", dims = ["M", "K"], offsets = ""}, {name = "b", kind = "tensor", dtype = "f16", dims = ["K", "N"], offsets = ""}, {name = "c", kind = "tensor", dtype = "f16", dims = ["M", "N"], offsets = ""}], dim_checks = [["b", 0, "a", 1], ["c", 0, "a", 0], ["c", 1, "b", 1]], must_not_share = [["a", "c"], ["b", "c"]], protocol_verified = true, smem_bytes = 0} loc(2:1:13:1) {
^(%a: tensor<f16[M,K]>, %b: tensor<f16[K,N]>, %c: tensor<f16[M,N]>):
  %M: i32 = dim(%a) {axis = 0} loc(2:15:2:26)
  %K: i32 = dim(%a) {axis = 1} loc(2:15:2:26)
  %N: i32 = dim(%b) {axis = 1} loc(2:28:2:39)
  %0: i32 = const() {value = 64} loc(4:11:4:27)
  %1: i32 = cdiv(%M, %0) loc(4:11:4:27)
  %3: i32 = cdiv(%N, %0) loc(4:29:4:45)
  tiles(%1, %3) {kind = "grid", dims = ["range", "range"]} loc(4:5:4:64) {
  ^(%pid_m: i32, %pid_n: i32, %tile_iter: i32):
    %5: i32 = mul(%pid_m, %0) loc(5:10:5:25)
    %6: tile<64xi32> = arange() {n = 64} loc(5:28:5:43)
    %rm: tile<64xi32> = add(%5, %6) loc(5:10:5:43)
    %9: i32 = mul(%pid_n, %0) loc(6:10:6:25)
    %10: tile<64xi32> = arange() {n = 64} loc(6:28:6:43)
    %rn: tile<64xi32> = add(%9, %10) loc(6:10:6:43)
    %12: f32 = const() {value = 0.0} loc(7:11:7:41)
    %acc: tile<64x64xf32> = full(%12) loc(7:11:7:41)
    %14: i32 = const() {value = 32} loc(8:21:8:37)
    %15: i32 = cdiv(%K, %14) loc(8:21:8:37)
    %16: i32 = const() {value = 0} loc(8:15:8:38)
    %17: i32 = const() {value = 1} loc(8:15:8:38)
    %acc.3: tile<64x64xf32> = for(%16, %15, %17, %acc) loc(8:5:12:5) {
    ^(%kb: i32, %acc.1: tile<64x64xf32>):
      %19: i32 = mul(%kb, %14) loc(9:14:9:26)
      %20: tile<32xi32> = arange() {n = 32} loc(9:29:9:44)
      %rk: tile<32xi32> = add(%19, %20) loc(9:14:9:44)
      %22: tile<64x1xi32> = expand_dims(%rm) {axis = 1} loc(11:21:11:32)
      %23: tile<1x32xi32> = expand_dims(%rk) {axis = 0} loc(11:34:11:45)
      %24: tile<64x32xf16> = load(%a, %22, %23) {nidx = 2, masked = false, jagged = false} loc(11:19:11:46)
      %25: tile<32x1xi32> = expand_dims(%rk) {axis = 1} loc(11:50:11:61)
      %26: tile<1x64xi32> = expand_dims(%rn) {axis = 0} loc(11:63:11:74)
      %27: tile<32x64xf16> = load(%b, %25, %26) {nidx = 2, masked = false, jagged = false} loc(11:48:11:75)
      %acc.2: tile<64x64xf32> = dot(%24, %27, %acc.1) loc(11:15:11:81)
      yield(%acc.2) loc(8:5:12:5)
    }
    %29: tile<64x64xf16> = cast(%acc.3) loc(12:35:12:48)
    %30: tile<64x1xi32> = expand_dims(%rm) {axis = 1} loc(12:7:12:18)
    %31: tile<1x64xi32> = expand_dims(%rn) {axis = 0} loc(12:20:12:31)
    store(%c, %30, %31, %29) {nidx = 2, masked = false, jagged = false} loc(12:5:12:48)
  }
}
