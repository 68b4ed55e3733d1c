Module() @1:1
  .items:
    KernelDef(name='jagged_sum') @7:1
      .params:
        Param(name='x', kind='jagged', dims=('T', 'D'), offsets='offsets', default=None) @7:19
          .dtype:
            Name(id='DT') @7:29
        Param(name='out', kind='tensor', dims=('B', 'D'), offsets=None, default=None) @7:50
          .dtype:
            Name(id='f32') @7:55
        Param(name='offsets', kind='tensor', dims=('NB',), offsets=None, default=None) @7:66
          .dtype:
            Name(id='i32') @7:75
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @8:19
          .default:
            Name(id='f16') @8:31
        Param(name='BLOCK_R', kind='const', dtype=None, dims=(), offsets=None) @8:36
          .default:
            Const(value=64) @8:53
        Param(name='BLOCK_C', kind='const', dtype=None, dims=(), offsets=None) @8:57
          .default:
            Const(value=128) @8:74
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @8:79
          .default:
            Const(value=3) @8:95
      .body:
        Require(message='out needs one row per sequence (B >= len(offsets) - 1)') @9:5
          .cond:
            BinOp(op='>=') @9:13
              .lhs:
                Name(id='B') @9:13
              .rhs:
                BinOp(op='-') @9:18
                  .lhs:
                    Name(id='NB') @9:18
                  .rhs:
                    Const(value=1) @9:23
        Tiles() @10:5
          .dims:
            (
              ('seq',)
              Call(kwargs=()) @10:18
                .func:
                  Name(id='range') @10:18
                .args:
                  BinOp(op='-') @10:24
                    .lhs:
                      Name(id='NB') @10:24
                    .rhs:
                      Const(value=1) @10:29
            )
            (
              ('cb',)
              Call(kwargs=()) @10:39
                .func:
                  Name(id='range') @10:39
                .args:
                  Call(kwargs=()) @10:45
                    .func:
                      Name(id='cdiv') @10:45
                    .args:
                      Name(id='D') @10:50
                      Name(id='BLOCK_C') @10:53
            )
          .options:
            TileOption(id='persistent', arg=None) @10:63
        SmemDecl(name='ring', options=()) @12:5
          .stages:
            Name(id='STAGES') @12:15
          .dtype:
            Name(id='DT') @12:24
          .shape:
            Name(id='BLOCK_R') @12:27
            Name(id='BLOCK_C') @12:36
        BarrierDecl(name='ready', kwargs=()) @13:5
          .size:
            Name(id='STAGES') @13:19
        BarrierDecl(name='free', kwargs=()) @14:5
          .size:
            Name(id='STAGES') @14:18
        Assign(targets=('n',)) @16:5
          .value:
            Attr(name='len') @16:9
              .value:
                Index() @16:9
                  .value:
                    Name(id='x') @16:9
                  .subs:
                    Name(id='seq') @16:11
        Assign(targets=('n_blocks',)) @17:5
          .value:
            Call(kwargs=()) @17:16
              .func:
                Name(id='cdiv') @17:16
              .args:
                Name(id='n') @17:21
                Name(id='BLOCK_R') @17:24
        Role(name='load', replica=None) @19:5
          .kwargs:
            (
              'warps'
              Const(value=1) @19:21
            )
            (
              'regs'
              Const(value=24) @19:29
            )
          .body:
            Pipeline(var='i', slot='slot', ring=None) @20:9
              .iter:
                Call(kwargs=()) @20:23
                  .func:
                    Name(id='range') @20:23
                  .args:
                    Name(id='n_blocks') @20:29
              .stages:
                Name(id='STAGES') @20:49
              .body:
                Wait(phase=None) @21:13
                  .target:
                    Index() @21:18
                      .value:
                        Name(id='free') @21:18
                      .subs:
                        Name(id='slot') @21:23
                Expect() @22:13
                  .target:
                    Index() @22:20
                      .value:
                        Name(id='ready') @22:20
                      .subs:
                        Name(id='slot') @22:26
                  .nbytes:
                    Call(kwargs=()) @22:33
                      .func:
                        Name(id='bytes') @22:33
                      .args:
                        Name(id='ring') @22:39
                Tma() @23:13
                  .dst:
                    Index() @23:17
                      .value:
                        Name(id='ring') @23:17
                      .subs:
                        Name(id='slot') @23:22
                  .src:
                    Index() @23:31
                      .value:
                        Name(id='x') @23:31
                      .subs:
                        Name(id='seq') @23:33
                        Name(id='i') @23:38
                        Name(id='cb') @23:41
                  .signals:
                    Index() @23:53
                      .value:
                        Name(id='ready') @23:53
                      .subs:
                        Name(id='slot') @23:59
        Role(name='reduce', replica=None) @25:5
          .kwargs:
            (
              'warps'
              Const(value=4) @25:23
            )
            (
              'regs'
              Const(value=152) @25:31
            )
          .body:
            Assign(targets=('rows',)) @26:9
              .value:
                Call(kwargs=()) @26:16
                  .func:
                    Name(id='arange') @26:16
                  .args:
                    Name(id='BLOCK_R') @26:23
            Assign(targets=('acc',)) @27:9
              .value:
                Call(kwargs=()) @27:15
                  .func:
                    Name(id='zeros') @27:15
                  .args:
                    ListLit() @27:21
                      .elts:
                        Name(id='BLOCK_C') @27:22
                    Name(id='f32') @27:32
            Pipeline(var='i', slot='slot', ring=None) @28:9
              .iter:
                Call(kwargs=()) @28:23
                  .func:
                    Name(id='range') @28:23
                  .args:
                    Name(id='n_blocks') @28:29
              .stages:
                Name(id='STAGES') @28:49
              .body:
                Wait(phase=None) @29:13
                  .target:
                    Index() @29:18
                      .value:
                        Name(id='ready') @29:18
                      .subs:
                        Name(id='slot') @29:24
                Assign(targets=('blk',)) @30:13
                  .value:
                    Call(kwargs=()) @30:19
                      .func:
                        Name(id='cast') @30:19
                      .args:
                        Call(kwargs=()) @30:24
                          .func:
                            Name(id='load') @30:24
                          .args:
                            Index() @30:29
                              .value:
                                Name(id='ring') @30:29
                              .subs:
                                Name(id='slot') @30:34
                        Name(id='f32') @30:42
                Arrive(count=None) @31:13
                  .target:
                    Index() @31:20
                      .value:
                        Name(id='free') @31:20
                      .subs:
                        Name(id='slot') @31:25
                Assign(targets=('live',)) @32:13
                  .value:
                    BinOp(op='<') @32:20
                      .lhs:
                        BinOp(op='+') @32:20
                          .lhs:
                            BinOp(op='*') @32:20
                              .lhs:
                                Name(id='i') @32:20
                              .rhs:
                                Name(id='BLOCK_R') @32:24
                          .rhs:
                            Name(id='rows') @32:34
                      .rhs:
                        Name(id='n') @32:41
                Assign(targets=('acc',)) @33:13
                  .value:
                    BinOp(op='+') @33:19
                      .lhs:
                        Name(id='acc') @33:19
                      .rhs:
                        Call() @33:25
                          .func:
                            Name(id='sum') @33:25
                          .args:
                            Call(kwargs=()) @33:29
                              .func:
                                Name(id='where') @33:29
                              .args:
                                Index() @33:35
                                  .value:
                                    Name(id='live') @33:35
                                  .subs:
                                    FullSlice() @33:40
                                    Const(value=None) @33:43
                                Name(id='blk') @33:50
                                Const(value=0.0) @33:55
                          .kwargs:
                            (
                              'axis'
                              Const(value=0) @33:66
                            )
            Assign(targets=('cols',)) @34:9
              .value:
                BinOp(op='+') @34:16
                  .lhs:
                    BinOp(op='*') @34:16
                      .lhs:
                        Name(id='cb') @34:16
                      .rhs:
                        Name(id='BLOCK_C') @34:21
                  .rhs:
                    Call(kwargs=()) @34:31
                      .func:
                        Name(id='arange') @34:31
                      .args:
                        Name(id='BLOCK_C') @34:38
            Store() @35:9
              .target:
                Name(id='out') @35:9
              .subs:
                Name(id='seq') @35:13
                Name(id='cols') @35:18
              .value:
                Name(id='acc') @35:26
              .mask:
                BinOp(op='<') @35:36
                  .lhs:
                    Name(id='cols') @35:36
                  .rhs:
                    Name(id='D') @35:43