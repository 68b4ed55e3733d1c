// compilation failed
kernels/jagged_attention.tlx:50:9: error: role 'load' overwrites 'q_tile[0]' while role 'compute' (replica 0) may still be reading it: no wait orders this write after the reader's release (arrive on its free barrier) [trip counts per tile [3, 0, 1]]
            tma q_tile[0] <- q[seq, 2 * m, head] signals q_ready
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
kernels/jagged_attention.tlx:68:17: note: role 'compute' (replica 0) reads 'q_tile[0]' here
                s = mma_wait(mma_async(q_tile[wg], k_ring[slot].T))
                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
