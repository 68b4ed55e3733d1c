Module() @1:1
  .items:
    KernelDef(name='gemm_ws') @7:1
      .params:
        Param(name='a', kind='tensor', dims=('M', 'K'), offsets=None, default=None) @7:16
          .dtype:
            Name(id='DT') @7:19
        Param(name='b', kind='tensor', dims=('K', 'N'), offsets=None, default=None) @7:29
          .dtype:
            Name(id='DT') @7:32
        Param(name='c', kind='tensor', dims=('M', 'N'), offsets=None, default=None) @7:42
          .dtype:
            Name(id='DT') @7:45
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @8:16
          .default:
            Name(id='bf16') @8:28
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @8:34
          .default:
            Const(value=128) @8:51
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @8:56
          .default:
            Const(value=256) @8:73
        Param(name='BLOCK_K', kind='const', dtype=None, dims=(), offsets=None) @8:78
          .default:
            Const(value=64) @8:95
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @9:16
          .default:
            Const(value=3) @9:32
      .body:
        Tiles() @10:5
          .dims:
            (
              ('pid_m',)
              Call(kwargs=()) @10:20
                .func:
                  Name(id='range') @10:20
                .args:
                  Call(kwargs=()) @10:26
                    .func:
                      Name(id='cdiv') @10:26
                    .args:
                      Name(id='M') @10:31
                      Name(id='BLOCK_M') @10:34
            )
            (
              ('pid_n',)
              Call(kwargs=()) @10:54
                .func:
                  Name(id='range') @10:54
                .args:
                  Call(kwargs=()) @10:60
                    .func:
                      Name(id='cdiv') @10:60
                    .args:
                      Name(id='N') @10:65
                      Name(id='BLOCK_N') @10:68
            )
          .options:
            TileOption(id='persistent', arg=None) @10:78
        SmemDecl(name='a_ring', options=()) @12:5
          .stages:
            BinOp(op='*') @12:17
              .lhs:
                Const(value=2) @12:17
              .rhs:
                Name(id='STAGES') @12:21
          .dtype:
            Name(id='DT') @12:30
          .shape:
            BinOp(op='//') @12:33
              .lhs:
                Name(id='BLOCK_M') @12:33
              .rhs:
                Const(value=2) @12:44
            Name(id='BLOCK_K') @12:47
        SmemDecl(name='b_ring', options=()) @13:5
          .stages:
            Name(id='STAGES') @13:17
          .dtype:
            Name(id='DT') @13:26
          .shape:
            Name(id='BLOCK_K') @13:29
            Name(id='BLOCK_N') @13:38
        SmemDecl(name='c_tile', options=()) @14:5
          .stages:
            Const(value=2) @14:17
          .dtype:
            Name(id='DT') @14:21
          .shape:
            BinOp(op='//') @14:24
              .lhs:
                Name(id='BLOCK_M') @14:24
              .rhs:
                Const(value=2) @14:35
            Name(id='BLOCK_N') @14:38
        BarrierDecl(name='ready', kwargs=()) @15:5
          .size:
            Name(id='STAGES') @15:19
        BarrierDecl(name='free') @16:5
          .size:
            Name(id='STAGES') @16:18
          .kwargs:
            (
              'count'
              Const(value=2) @16:32
            )
        Assign(targets=('k_blocks',)) @18:5
          .value:
            Call(kwargs=()) @18:16
              .func:
                Name(id='cdiv') @18:16
              .args:
                Name(id='K') @18:21
                Name(id='BLOCK_K') @18:24
        Role(name='load', replica=None) @20:5
          .kwargs:
            (
              'warps'
              Const(value=1) @20:21
            )
            (
              'regs'
              Const(value=24) @20:29
            )
          .body:
            Pipeline(var='kb', slot='slot', ring=None) @21:9
              .iter:
                Call(kwargs=()) @21:24
                  .func:
                    Name(id='range') @21:24
                  .args:
                    Name(id='k_blocks') @21:30
              .stages:
                Name(id='STAGES') @21:50
              .body:
                Wait(phase=None) @22:13
                  .target:
                    Index() @22:18
                      .value:
                        Name(id='free') @22:18
                      .subs:
                        Name(id='slot') @22:23
                Expect() @23:13
                  .target:
                    Index() @23:20
                      .value:
                        Name(id='ready') @23:20
                      .subs:
                        Name(id='slot') @23:26
                  .nbytes:
                    BinOp(op='+') @23:33
                      .lhs:
                        BinOp(op='*') @23:33
                          .lhs:
                            Const(value=2) @23:33
                          .rhs:
                            Call(kwargs=()) @23:37
                              .func:
                                Name(id='bytes') @23:37
                              .args:
                                Name(id='a_ring') @23:43
                      .rhs:
                        Call(kwargs=()) @23:53
                          .func:
                            Name(id='bytes') @23:53
                          .args:
                            Name(id='b_ring') @23:59
                Tma() @24:13
                  .dst:
                    Index() @24:17
                      .value:
                        Name(id='a_ring') @24:17
                      .subs:
                        BinOp(op='*') @24:24
                          .lhs:
                            Const(value=2) @24:24
                          .rhs:
                            Name(id='slot') @24:28
                  .src:
                    Index() @24:37
                      .value:
                        Name(id='a') @24:37
                      .subs:
                        BinOp(op='*') @24:39
                          .lhs:
                            Const(value=2) @24:39
                          .rhs:
                            Name(id='pid_m') @24:43
                        Name(id='kb') @24:50
                  .signals:
                    Index() @24:62
                      .value:
                        Name(id='ready') @24:62
                      .subs:
                        Name(id='slot') @24:68
                Tma() @25:13
                  .dst:
                    Index() @25:17
                      .value:
                        Name(id='a_ring') @25:17
                      .subs:
                        BinOp(op='+') @25:24
                          .lhs:
                            BinOp(op='*') @25:24
                              .lhs:
                                Const(value=2) @25:24
                              .rhs:
                                Name(id='slot') @25:28
                          .rhs:
                            Const(value=1) @25:35
                  .src:
                    Index() @25:41
                      .value:
                        Name(id='a') @25:41
                      .subs:
                        BinOp(op='+') @25:43
                          .lhs:
                            BinOp(op='*') @25:43
                              .lhs:
                                Const(value=2) @25:43
                              .rhs:
                                Name(id='pid_m') @25:47
                          .rhs:
                            Const(value=1) @25:55
                        Name(id='kb') @25:58
                  .signals:
                    Index() @25:70
                      .value:
                        Name(id='ready') @25:70
                      .subs:
                        Name(id='slot') @25:76
                Tma() @26:13
                  .dst:
                    Index() @26:17
                      .value:
                        Name(id='b_ring') @26:17
                      .subs:
                        Name(id='slot') @26:24
                  .src:
                    Index() @26:33
                      .value:
                        Name(id='b') @26:33
                      .subs:
                        Name(id='kb') @26:35
                        Name(id='pid_n') @26:39
                  .signals:
                    Index() @26:54
                      .value:
                        Name(id='ready') @26:54
                      .subs:
                        Name(id='slot') @26:60
        Role(name='mma', replica='wg') @28:5
          .kwargs:
            (
              'warpgroups'
              Const(value=2) @28:25
            )
            (
              'regs'
              Const(value=240) @28:33
            )
          .body:
            Assign(targets=('acc',)) @29:9
              .value:
                Call(kwargs=()) @29:15
                  .func:
                    Name(id='zeros') @29:15
                  .args:
                    ListLit() @29:21
                      .elts:
                        BinOp(op='//') @29:22
                          .lhs:
                            Name(id='BLOCK_M') @29:22
                          .rhs:
                            Const(value=2) @29:33
                        Name(id='BLOCK_N') @29:36
                    Name(id='f32') @29:46
            Pipeline(var='kb', slot='slot', ring=None) @30:9
              .iter:
                Call(kwargs=()) @30:24
                  .func:
                    Name(id='range') @30:24
                  .args:
                    Name(id='k_blocks') @30:30
              .stages:
                Name(id='STAGES') @30:50
              .body:
                Wait(phase=None) @31:13
                  .target:
                    Index() @31:18
                      .value:
                        Name(id='ready') @31:18
                      .subs:
                        Name(id='slot') @31:24
                Assign(targets=('acc',)) @32:13
                  .value:
                    Call(kwargs=()) @32:19
                      .func:
                        Name(id='mma_wait') @32:19
                      .args:
                        Call(kwargs=()) @32:28
                          .func:
                            Name(id='mma_async') @32:28
                          .args:
                            Index() @32:38
                              .value:
                                Name(id='a_ring') @32:38
                              .subs:
                                BinOp(op='+') @32:45
                                  .lhs:
                                    BinOp(op='*') @32:45
                                      .lhs:
                                        Const(value=2) @32:45
                                      .rhs:
                                        Name(id='slot') @32:49
                                  .rhs:
                                    Name(id='wg') @32:56
                            Index() @32:61
                              .value:
                                Name(id='b_ring') @32:61
                              .subs:
                                Name(id='slot') @32:68
                            Name(id='acc') @32:75
                Arrive(count=None) @33:13
                  .target:
                    Index() @33:20
                      .value:
                        Name(id='free') @33:20
                      .subs:
                        Name(id='slot') @33:25
            ExprStmt() @34:9
              .value:
                Call(kwargs=()) @34:9
                  .func:
                    Name(id='store_smem') @34:9
                  .args:
                    Index() @34:20
                      .value:
                        Name(id='c_tile') @34:20
                      .subs:
                        Name(id='wg') @34:27
                    Call(kwargs=()) @34:32
                      .func:
                        Name(id='cast') @34:32
                      .args:
                        Name(id='acc') @34:37
                        Name(id='DT') @34:42
            Fence() @35:9
            Tma(signals=None) @36:9
              .dst:
                Index() @36:13
                  .value:
                    Name(id='c') @36:13
                  .subs:
                    BinOp(op='+') @36:15
                      .lhs:
                        BinOp(op='*') @36:15
                          .lhs:
                            Const(value=2) @36:15
                          .rhs:
                            Name(id='pid_m') @36:19
                      .rhs:
                        Name(id='wg') @36:27
                    Name(id='pid_n') @36:31
              .src:
                Index() @36:41
                  .value:
                    Name(id='c_tile') @36:41
                  .subs:
                    Name(id='wg') @36:48