// compilation failed
kernels/gemm_ws.tlx:24:17: error: cannot sequentialize: the slot of 'a_ring' is neither a constant nor the ring slot
                tma a_ring[2 * slot] <- a[2 * pid_m, kb] signals ready[slot]
                    ^~~~~~~~~~~~~~~~
