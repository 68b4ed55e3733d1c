Module() @1:1
  .items:
    ConstDef(name='LOG2E') @7:1
      .value:
        Const(value=1.4426950408889634) @7:15
    KernelDef(name='attn_bwd_prep') @11:1
      .params:
        Param(name='o', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @11:22
          .dtype:
            Name(id='DT') @11:25
        Param(name='d_o', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @11:35
          .dtype:
            Name(id='DT') @11:40
        Param(name='dlse', kind='tensor', dims=('R',), offsets=None, default=None) @11:50
          .dtype:
            Name(id='f32') @11:56
        Param(name='lse', kind='tensor', dims=('R',), offsets=None, default=None) @11:64
          .dtype:
            Name(id='f32') @11:69
        Param(name='lse2_t', kind='tensor', dims=('H', 'T'), offsets=None, default=None) @11:77
          .dtype:
            Name(id='f32') @11:85
        Param(name='delta_t', kind='tensor', dims=('H', 'T'), offsets=None, default=None) @11:96
          .dtype:
            Name(id='f32') @11:105
        Param(name='dq_acc', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @12:22
          .dtype:
            Name(id='f32') @12:30
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @12:41
          .default:
            Name(id='f16') @12:53
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @12:58
          .default:
            Const(value=128) @12:69
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @12:74
          .default:
            Const(value='softmax') @12:87
        Param(name='BLOCK_R', kind='const', dtype=None, dims=(), offsets=None) @12:98
          .default:
            Const(value=64) @12:115
      .body:
        Require(message='the flat rows are tokens x heads') @13:5
          .cond:
            BinOp(op='==') @13:13
              .lhs:
                Name(id='R') @13:13
              .rhs:
                BinOp(op='*') @13:18
                  .lhs:
                    Name(id='H') @13:18
                  .rhs:
                    Name(id='T') @13:22
        Grid(names=('pid',)) @14:5
          .sizes:
            Call(kwargs=()) @14:11
              .func:
                Name(id='cdiv') @14:11
              .args:
                Name(id='R') @14:16
                Name(id='BLOCK_R') @14:19
        Assign(targets=('rows',)) @15:5
          .value:
            BinOp(op='+') @15:12
              .lhs:
                BinOp(op='*') @15:12
                  .lhs:
                    Name(id='pid') @15:12
                  .rhs:
                    Name(id='BLOCK_R') @15:18
              .rhs:
                Call(kwargs=()) @15:28
                  .func:
                    Name(id='arange') @15:28
                  .args:
                    Name(id='BLOCK_R') @15:35
        Assign(targets=('cols',)) @16:5
          .value:
            Call(kwargs=()) @16:12
              .func:
                Name(id='arange') @16:12
              .args:
                Name(id='D') @16:19
        If(orelse=()) @17:5
          .cond:
            BinOp(op='==') @17:8
              .lhs:
                Name(id='ACT') @17:8
              .rhs:
                Const(value='softmax') @17:15
          .body:
            Assign(targets=('prod',)) @18:9
              .value:
                BinOp(op='*') @18:16
                  .lhs:
                    Call(kwargs=()) @18:16
                      .func:
                        Name(id='cast') @18:16
                      .args:
                        Index() @18:21
                          .value:
                            Name(id='o') @18:21
                          .subs:
                            Index() @18:23
                              .value:
                                Name(id='rows') @18:23
                              .subs:
                                FullSlice() @18:28
                                Const(value=None) @18:31
                            Index() @18:38
                              .value:
                                Name(id='cols') @18:38
                              .subs:
                                Const(value=None) @18:43
                                FullSlice() @18:49
                        Name(id='f32') @18:54
                  .rhs:
                    Call(kwargs=()) @18:61
                      .func:
                        Name(id='cast') @18:61
                      .args:
                        Index() @18:66
                          .value:
                            Name(id='d_o') @18:66
                          .subs:
                            Index() @18:70
                              .value:
                                Name(id='rows') @18:70
                              .subs:
                                FullSlice() @18:75
                                Const(value=None) @18:78
                            Index() @18:85
                              .value:
                                Name(id='cols') @18:85
                              .subs:
                                Const(value=None) @18:90
                                FullSlice() @18:96
                        Name(id='f32') @18:101
            Assign(targets=('tok',)) @19:9
              .value:
                BinOp(op='//') @19:15
                  .lhs:
                    Name(id='rows') @19:15
                  .rhs:
                    Name(id='H') @19:23
            Assign(targets=('head',)) @20:9
              .value:
                BinOp(op='%') @20:16
                  .lhs:
                    Name(id='rows') @20:16
                  .rhs:
                    Name(id='H') @20:23
            Store() @21:9
              .target:
                Name(id='delta_t') @21:9
              .subs:
                Name(id='head') @21:17
                Name(id='tok') @21:23
              .value:
                BinOp(op='-') @21:30
                  .lhs:
                    Call() @21:30
                      .func:
                        Name(id='sum') @21:30
                      .args:
                        Name(id='prod') @21:34
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @21:45
                        )
                  .rhs:
                    Index() @21:50
                      .value:
                        Name(id='dlse') @21:50
                      .subs:
                        Name(id='rows') @21:55
              .mask:
                BinOp(op='<') @21:67
                  .lhs:
                    Name(id='rows') @21:67
                  .rhs:
                    Name(id='R') @21:74
            Store() @22:9
              .target:
                Name(id='lse2_t') @22:9
              .subs:
                Name(id='head') @22:16
                Name(id='tok') @22:22
              .value:
                BinOp(op='*') @22:29
                  .lhs:
                    Index() @22:29
                      .value:
                        Name(id='lse') @22:29
                      .subs:
                        Name(id='rows') @22:33
                  .rhs:
                    Name(id='LOG2E') @22:41
              .mask:
                BinOp(op='<') @22:53
                  .lhs:
                    Name(id='rows') @22:53
                  .rhs:
                    Name(id='R') @22:60
        Store(mask=None) @23:5
          .target:
            Name(id='dq_acc') @23:5
          .subs:
            Index() @23:12
              .value:
                Name(id='rows') @23:12
              .subs:
                FullSlice() @23:17
                Const(value=None) @23:20
            Index() @23:27
              .value:
                Name(id='cols') @23:27
              .subs:
                Const(value=None) @23:32
                FullSlice() @23:38
          .value:
            Call(kwargs=()) @23:44
              .func:
                Name(id='zeros') @23:44
              .args:
                ListLit() @23:50
                  .elts:
                    Name(id='BLOCK_R') @23:51
                    Name(id='D') @23:60
                Name(id='f32') @23:64
    KernelDef(name='attn_bwd_dq_convert') @25:1
      .params:
        Param(name='dq_acc', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @25:28
          .dtype:
            Name(id='f32') @25:36
        Param(name='dq', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @25:47
          .dtype:
            Name(id='DT') @25:51
        Param(name='scale', kind='scalar', dims=(), offsets=None, default=None) @25:61
          .dtype:
            Name(id='f32') @25:68
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @26:28
          .default:
            Name(id='f16') @26:40
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @26:45
          .default:
            Const(value=128) @26:56
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @26:61
          .default:
            Const(value='softmax') @26:74
        Param(name='BLOCK_R', kind='const', dtype=None, dims=(), offsets=None) @26:85
          .default:
            Const(value=64) @26:102
      .body:
        Grid(names=('pid',)) @27:5
          .sizes:
            Call(kwargs=()) @27:11
              .func:
                Name(id='cdiv') @27:11
              .args:
                Name(id='R') @27:16
                Name(id='BLOCK_R') @27:19
        Assign(targets=('rows',)) @28:5
          .value:
            BinOp(op='+') @28:12
              .lhs:
                BinOp(op='*') @28:12
                  .lhs:
                    Name(id='pid') @28:12
                  .rhs:
                    Name(id='BLOCK_R') @28:18
              .rhs:
                Call(kwargs=()) @28:28
                  .func:
                    Name(id='arange') @28:28
                  .args:
                    Name(id='BLOCK_R') @28:35
        Assign(targets=('cols',)) @29:5
          .value:
            Call(kwargs=()) @29:12
              .func:
                Name(id='arange') @29:12
              .args:
                Name(id='D') @29:19
        Store(mask=None) @30:5
          .target:
            Name(id='dq') @30:5
          .subs:
            Index() @30:8
              .value:
                Name(id='rows') @30:8
              .subs:
                FullSlice() @30:13
                Const(value=None) @30:16
            Index() @30:23
              .value:
                Name(id='cols') @30:23
              .subs:
                Const(value=None) @30:28
                FullSlice() @30:34
          .value:
            Call(kwargs=()) @30:40
              .func:
                Name(id='cast') @30:40
              .args:
                BinOp(op='*') @30:45
                  .lhs:
                    Index() @30:45
                      .value:
                        Name(id='dq_acc') @30:45
                      .subs:
                        Index() @30:52
                          .value:
                            Name(id='rows') @30:52
                          .subs:
                            FullSlice() @30:57
                            Const(value=None) @30:60
                        Index() @30:67
                          .value:
                            Name(id='cols') @30:67
                          .subs:
                            Const(value=None) @30:72
                            FullSlice() @30:78
                  .rhs:
                    Name(id='scale') @30:84
                Name(id='DT') @30:91