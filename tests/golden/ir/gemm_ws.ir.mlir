module "kernels/gemm_ws.tlx"
kernel() {sym_name = "gemm_ws", constexprs = {DT = "bf16", BLOCK_M = 128, BLOCK_N = 256, BLOCK_K = 64, STAGES = 3}, params = [{name = "a", kind = "tensor", dtype = "bf16", dims = ["M", "K"], offsets = ""}, {name = "b", kind = "tensor", dtype = "bf16", dims = ["K", "N"], offsets = ""}, {name = "c", kind = "tensor", dtype = "bf16", dims = ["M", "N"], offsets = ""}], dim_checks = [["b", 0, "a", 1], ["c", 0, "a", 0], ["c", 1, "b", 1]]} loc(7:1:37:1) {
^(%a: tensor<bf16[M,K]>, %b: tensor<bf16[K,N]>, %c: tensor<bf16[M,N]>):
  %M: i32 = dim(%a) {axis = 0} loc(7:16:7:27)
  %K: i32 = dim(%a) {axis = 1} loc(7:16:7:27)
  %N: i32 = dim(%b) {axis = 1} loc(7:29:7:40)
  %a_ring: smem<6x64x64xbf16> = smem_alloc() {sym_name = "a_ring"} loc(12:5:12:55)
  %b_ring: smem<3x64x256xbf16> = smem_alloc() {sym_name = "b_ring"} loc(13:5:13:46)
  %c_tile: smem<2x64x256xbf16> = smem_alloc() {sym_name = "c_tile"} loc(14:5:14:46)
  %ready: bar<3x1> = bar_alloc() {sym_name = "ready"} loc(15:5:15:26)
  %free: bar<3x2> = bar_alloc() {sym_name = "free"} loc(16:5:16:34)
  %0: i32 = const() {value = 128} loc(10:26:10:42)
  %1: i32 = cdiv(%M, %0) loc(10:26:10:42)
  %2: i32 = const() {value = 256} loc(10:60:10:76)
  %3: i32 = cdiv(%N, %2) loc(10:60:10:76)
  tiles(%1, %3) {kind = "grid", dims = ["range", "range"], persistent = true, order = "longest_first"} loc(10:5:10:88) {
  ^(%pid_m: i32, %pid_n: i32, %tile_iter: i32):
    %4: i32 = const() {value = 64} loc(18:16:18:32)
    %k_blocks: i32 = cdiv(%K, %4) loc(18:16:18:32)
    role() {sym_name = "load", warps = 1, regs = 24, replicas = 1} loc(20:5:28:5) {
    ^(%load_replica: i32):
      %6: i32 = const() {value = 0} loc(21:24:21:39)
      %7: i32 = const() {value = 1} loc(21:24:21:39)
      pipeline(%6, %k_blocks, %7) {stages = 3, extra_args = 1} loc(21:9:28:5) {
      ^(%kb: i32, %slot: i32):
        %8: bar<2> = bar_at(%free, %slot) loc(22:18:22:28)
        wait(%8) loc(22:13:22:28)
        %9: bar<1> = bar_at(%ready, %slot) loc(23:20:23:31)
        %10: i32 = const() {value = 49152} loc(23:33:23:66)
        expect(%9, %10) loc(23:13:23:66)
        %11: i32 = const() {value = 2} loc(24:24:24:32)
        %12: i32 = mul(%11, %slot) loc(24:24:24:32)
        %13: smem<64x64xbf16> = smem_slot(%a_ring, %12) loc(24:17:24:33)
        %14: bar<1> = bar_at(%ready, %slot) loc(24:62:24:73)
        %15: i32 = const() {value = 2} loc(24:39:24:48)
        %16: i32 = mul(%15, %pid_m) loc(24:39:24:48)
        tma_load(%13, %a, %16, %kb, %14) {jagged = false} loc(24:13:24:73)
        %17: i32 = const() {value = 2} loc(25:24:25:32)
        %18: i32 = mul(%17, %slot) loc(25:24:25:32)
        %19: i32 = const() {value = 1} loc(25:24:25:36)
        %20: i32 = add(%18, %19) loc(25:24:25:36)
        %21: smem<64x64xbf16> = smem_slot(%a_ring, %20) loc(25:17:25:37)
        %22: bar<1> = bar_at(%ready, %slot) loc(25:70:25:81)
        %23: i32 = const() {value = 2} loc(25:43:25:52)
        %24: i32 = mul(%23, %pid_m) loc(25:43:25:52)
        %25: i32 = const() {value = 1} loc(25:43:25:56)
        %26: i32 = add(%24, %25) loc(25:43:25:56)
        tma_load(%21, %a, %26, %kb, %22) {jagged = false} loc(25:13:25:81)
        %27: smem<64x256xbf16> = smem_slot(%b_ring, %slot) loc(26:17:26:29)
        %28: bar<1> = bar_at(%ready, %slot) loc(26:54:26:65)
        tma_load(%27, %b, %kb, %pid_n, %28) {jagged = false} loc(26:13:26:65)
        yield() loc(21:9:28:5)
      }
      yield() loc(20:5:28:5)
    }
    role() {sym_name = "mma", warps = 4, regs = 240, replicas = 2} loc(28:5:37:1) {
    ^(%wg: i32):
      %29: f32 = const() {value = 0.0} loc(29:15:29:50)
      %acc: tile<64x256xf32> = full(%29) loc(29:15:29:50)
      %31: i32 = const() {value = 0} loc(30:24:30:39)
      %32: i32 = const() {value = 1} loc(30:24:30:39)
      %acc.3: tile<64x256xf32> = pipeline(%31, %k_blocks, %32, %acc) {stages = 3, extra_args = 1} loc(30:9:34:9) {
      ^(%kb.1: i32, %slot.1: i32, %acc.1: tile<64x256xf32>):
        %33: bar<1> = bar_at(%ready, %slot.1) loc(31:18:31:29)
        wait(%33) loc(31:13:31:29)
        %34: i32 = const() {value = 2} loc(32:45:32:53)
        %35: i32 = mul(%34, %slot.1) loc(32:45:32:53)
        %36: i32 = add(%35, %wg) loc(32:45:32:58)
        %37: smem<64x64xbf16> = smem_slot(%a_ring, %36) loc(32:38:32:59)
        %38: smem<64x256xbf16> = smem_slot(%b_ring, %slot.1) loc(32:61:32:73)
        %39: tile<64x256xf32> = dot_async(%37, %38, %acc.1) loc(32:28:32:79)
        %acc.2: tile<64x256xf32> = dot_wait(%39) loc(32:19:32:80)
        %41: bar<2> = bar_at(%free, %slot.1) loc(33:20:33:30)
        arrive(%41) {count = 1} loc(33:13:33:30)
        yield(%acc.2) loc(30:9:34:9)
      }
      %42: smem<64x256xbf16> = smem_slot(%c_tile, %wg) loc(34:20:34:30)
      %43: tile<64x256xbf16> = cast(%acc.3) loc(34:32:34:45)
      smem_store(%42, %43) loc(34:9:34:46)
      fence() loc(35:9:35:14)
      %44: smem<64x256xbf16> = smem_slot(%c_tile, %wg) loc(36:41:36:51)
      %45: i32 = const() {value = 2} loc(36:15:36:24)
      %46: i32 = mul(%45, %pid_m) loc(36:15:36:24)
      %47: i32 = add(%46, %wg) loc(36:15:36:29)
      tma_store(%c, %47, %pid_n, %44) {jagged = false} loc(36:9:36:51)
      yield() loc(28:5:37:1)
    }
  }
}
