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
        Tiles() @9:5
          .dims:
            (
              ('seq',)
              Call(kwargs=()) @9:18
                .func:
                  Name(id='range') @9:18
                .args:
                  BinOp(op='-') @9:24
                    .lhs:
                      Name(id='NB') @9:24
                    .rhs:
                      Const(value=1) @9:29
            )
            (
              ('cb',)
              Call(kwargs=()) @9:39
                .func:
                  Name(id='range') @9:39
                .args:
                  Call(kwargs=()) @9:45
                    .func:
                      Name(id='cdiv') @9:45
                    .args:
                      Name(id='D') @9:50
                      Name(id='BLOCK_C') @9:53
            )
          .options:
            Name(id='persistent') @9:63
        SmemDecl(name='ring') @11:5
          .stages:
            Name(id='STAGES') @11:15
          .dtype:
            Name(id='DT') @11:24
          .shape:
            Name(id='BLOCK_R') @11:27
            Name(id='BLOCK_C') @11:36
        BarrierDecl(name='ready', kwargs=()) @12:5
          .size:
            Name(id='STAGES') @12:19
        BarrierDecl(name='free', kwargs=()) @13:5
          .size:
            Name(id='STAGES') @13:18
        Assign(targets=('n',)) @15:5
          .value:
            Attr(name='len') @15:9
              .value:
                Index() @15:9
                  .value:
                    Name(id='x') @15:9
                  .subs:
                    Name(id='seq') @15:11
        Assign(targets=('n_blocks',)) @16:5
          .value:
            Call(kwargs=()) @16:16
              .func:
                Name(id='cdiv') @16:16
              .args:
                Name(id='n') @16:21
                Name(id='BLOCK_R') @16:24
        Role(name='load', replica=None) @18:5
          .kwargs:
            (
              'warps'
              Const(value=1) @18:21
            )
            (
              'regs'
              Const(value=24) @18:29
            )
          .body:
            Pipeline(var='i', slot='slot', ring=None) @19:9
              .iter:
                Call(kwargs=()) @19:23
                  .func:
                    Name(id='range') @19:23
                  .args:
                    Name(id='n_blocks') @19:29
              .stages:
                Name(id='STAGES') @19:49
              .body:
                Wait(phase=None) @20:13
                  .target:
                    Index() @20:18
                      .value:
                        Name(id='free') @20:18
                      .subs:
                        Name(id='slot') @20:23
                Expect() @21:13
                  .target:
                    Index() @21:20
                      .value:
                        Name(id='ready') @21:20
                      .subs:
                        Name(id='slot') @21:26
                  .nbytes:
                    Call(kwargs=()) @21:33
                      .func:
                        Name(id='bytes') @21:33
                      .args:
                        Name(id='ring') @21:39
                Tma() @22:13
                  .dst:
                    Index() @22:17
                      .value:
                        Name(id='ring') @22:17
                      .subs:
                        Name(id='slot') @22:22
                  .src:
                    Index() @22:31
                      .value:
                        Name(id='x') @22:31
                      .subs:
                        Name(id='seq') @22:33
                        Name(id='i') @22:38
                        Name(id='cb') @22:41
                  .signals:
                    Index() @22:53
                      .value:
                        Name(id='ready') @22:53
                      .subs:
                        Name(id='slot') @22:59
        Role(name='reduce', replica=None) @24:5
          .kwargs:
            (
              'warps'
              Const(value=4) @24:23
            )
            (
              'regs'
              Const(value=152) @24:31
            )
          .body:
            Assign(targets=('rows',)) @25:9
              .value:
                Call(kwargs=()) @25:16
                  .func:
                    Name(id='arange') @25:16
                  .args:
                    Name(id='BLOCK_R') @25:23
            Assign(targets=('acc',)) @26:9
              .value:
                Call(kwargs=()) @26:15
                  .func:
                    Name(id='zeros') @26:15
                  .args:
                    ListLit() @26:21
                      .elts:
                        Name(id='BLOCK_C') @26:22
                    Name(id='f32') @26:32
            Pipeline(var='i', slot='slot', ring=None) @27:9
              .iter:
                Call(kwargs=()) @27:23
                  .func:
                    Name(id='range') @27:23
                  .args:
                    Name(id='n_blocks') @27:29
              .stages:
                Name(id='STAGES') @27:49
              .body:
                Wait(phase=None) @28:13
                  .target:
                    Index() @28:18
                      .value:
                        Name(id='ready') @28:18
                      .subs:
                        Name(id='slot') @28:24
                Assign(targets=('blk',)) @29:13
                  .value:
                    Call(kwargs=()) @29:19
                      .func:
                        Name(id='cast') @29:19
                      .args:
                        Call(kwargs=()) @29:24
                          .func:
                            Name(id='load') @29:24
                          .args:
                            Index() @29:29
                              .value:
                                Name(id='ring') @29:29
                              .subs:
                                Name(id='slot') @29:34
                        Name(id='f32') @29:42
                Arrive(count=None) @30:13
                  .target:
                    Index() @30:20
                      .value:
                        Name(id='free') @30:20
                      .subs:
                        Name(id='slot') @30:25
                Assign(targets=('live',)) @31:13
                  .value:
                    BinOp(op='<') @31:20
                      .lhs:
                        BinOp(op='+') @31:20
                          .lhs:
                            BinOp(op='*') @31:20
                              .lhs:
                                Name(id='i') @31:20
                              .rhs:
                                Name(id='BLOCK_R') @31:24
                          .rhs:
                            Name(id='rows') @31:34
                      .rhs:
                        Name(id='n') @31:41
                Assign(targets=('acc',)) @32:13
                  .value:
                    BinOp(op='+') @32:19
                      .lhs:
                        Name(id='acc') @32:19
                      .rhs:
                        Call() @32:25
                          .func:
                            Name(id='sum') @32:25
                          .args:
                            Call(kwargs=()) @32:29
                              .func:
                                Name(id='where') @32:29
                              .args:
                                Index() @32:35
                                  .value:
                                    Name(id='live') @32:35
                                  .subs:
                                    FullSlice() @32:40
                                    Const(value=None) @32:43
                                Name(id='blk') @32:50
                                Const(value=0.0) @32:55
                          .kwargs:
                            (
                              'axis'
                              Const(value=0) @32:66
                            )
            Assign(targets=('cols',)) @33:9
              .value:
                BinOp(op='+') @33:16
                  .lhs:
                    BinOp(op='*') @33:16
                      .lhs:
                        Name(id='cb') @33:16
                      .rhs:
                        Name(id='BLOCK_C') @33:21
                  .rhs:
                    Call(kwargs=()) @33:31
                      .func:
                        Name(id='arange') @33:31
                      .args:
                        Name(id='BLOCK_C') @33:38
            Store() @34:9
              .target:
                Name(id='out') @34:9
              .subs:
                Name(id='seq') @34:13
                Name(id='cols') @34:18
              .value:
                Name(id='acc') @34:26
              .mask:
                BinOp(op='<') @34:36
                  .lhs:
                    Name(id='cols') @34:36
                  .rhs:
                    Name(id='D') @34:43