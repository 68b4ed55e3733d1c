Module() @1:1
  .items:
    KernelDef(name='attn_bwd_prep') @7:1
      .params:
        Param(name='o', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @7:22
          .dtype:
            Name(id='DT') @7:25
        Param(name='d_o', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @7:35
          .dtype:
            Name(id='DT') @7:40
        Param(name='dlse', kind='tensor', dims=('R',), offsets=None, default=None) @7:50
          .dtype:
            Name(id='f32') @7:56
        Param(name='delta', kind='tensor', dims=('R',), offsets=None, default=None) @7:64
          .dtype:
            Name(id='f32') @7:71
        Param(name='dq_acc', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @7:79
          .dtype:
            Name(id='f32') @7:87
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @8:22
          .default:
            Name(id='f16') @8:34
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @8:39
          .default:
            Const(value=128) @8:50
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @8:55
          .default:
            Const(value='softmax') @8:68
        Param(name='BLOCK_R', kind='const', dtype=None, dims=(), offsets=None) @8:79
          .default:
            Const(value=64) @8:96
      .body:
        Grid(names=('pid',)) @9:5
          .sizes:
            Call(kwargs=()) @9:11
              .func:
                Name(id='cdiv') @9:11
              .args:
                Name(id='R') @9:16
                Name(id='BLOCK_R') @9:19
        Assign(targets=('rows',)) @10:5
          .value:
            BinOp(op='+') @10:12
              .lhs:
                BinOp(op='*') @10:12
                  .lhs:
                    Name(id='pid') @10:12
                  .rhs:
                    Name(id='BLOCK_R') @10:18
              .rhs:
                Call(kwargs=()) @10:28
                  .func:
                    Name(id='arange') @10:28
                  .args:
                    Name(id='BLOCK_R') @10:35
        Assign(targets=('cols',)) @11:5
          .value:
            Call(kwargs=()) @11:12
              .func:
                Name(id='arange') @11:12
              .args:
                Name(id='D') @11:19
        If(orelse=()) @12:5
          .cond:
            BinOp(op='==') @12:8
              .lhs:
                Name(id='ACT') @12:8
              .rhs:
                Const(value='softmax') @12:15
          .body:
            Assign(targets=('prod',)) @13:9
              .value:
                BinOp(op='*') @13:16
                  .lhs:
                    Call(kwargs=()) @13:16
                      .func:
                        Name(id='cast') @13:16
                      .args:
                        Index() @13:21
                          .value:
                            Name(id='o') @13:21
                          .subs:
                            Index() @13:23
                              .value:
                                Name(id='rows') @13:23
                              .subs:
                                FullSlice() @13:28
                                Const(value=None) @13:31
                            Index() @13:38
                              .value:
                                Name(id='cols') @13:38
                              .subs:
                                Const(value=None) @13:43
                                FullSlice() @13:49
                        Name(id='f32') @13:54
                  .rhs:
                    Call(kwargs=()) @13:61
                      .func:
                        Name(id='cast') @13:61
                      .args:
                        Index() @13:66
                          .value:
                            Name(id='d_o') @13:66
                          .subs:
                            Index() @13:70
                              .value:
                                Name(id='rows') @13:70
                              .subs:
                                FullSlice() @13:75
                                Const(value=None) @13:78
                            Index() @13:85
                              .value:
                                Name(id='cols') @13:85
                              .subs:
                                Const(value=None) @13:90
                                FullSlice() @13:96
                        Name(id='f32') @13:101
            Store(mask=None) @14:9
              .target:
                Name(id='delta') @14:9
              .subs:
                Name(id='rows') @14:15
              .value:
                BinOp(op='-') @14:23
                  .lhs:
                    Call() @14:23
                      .func:
                        Name(id='sum') @14:23
                      .args:
                        Name(id='prod') @14:27
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @14:38
                        )
                  .rhs:
                    Index() @14:43
                      .value:
                        Name(id='dlse') @14:43
                      .subs:
                        Name(id='rows') @14:48
        Store(mask=None) @15:5
          .target:
            Name(id='dq_acc') @15:5
          .subs:
            Index() @15:12
              .value:
                Name(id='rows') @15:12
              .subs:
                FullSlice() @15:17
                Const(value=None) @15:20
            Index() @15:27
              .value:
                Name(id='cols') @15:27
              .subs:
                Const(value=None) @15:32
                FullSlice() @15:38
          .value:
            Call(kwargs=()) @15:44
              .func:
                Name(id='zeros') @15:44
              .args:
                ListLit() @15:50
                  .elts:
                    Name(id='BLOCK_R') @15:51
                    Name(id='D') @15:60
                Name(id='f32') @15:64
    KernelDef(name='attn_bwd_dq_convert') @17:1
      .params:
        Param(name='dq_acc', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @17:28
          .dtype:
            Name(id='f32') @17:36
        Param(name='dq', kind='tensor', dims=('R', 'D'), offsets=None, default=None) @17:47
          .dtype:
            Name(id='DT') @17:51
        Param(name='scale', kind='scalar', dims=(), offsets=None, default=None) @17:61
          .dtype:
            Name(id='f32') @17:68
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @18:28
          .default:
            Name(id='f16') @18:40
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @18:45
          .default:
            Const(value=128) @18:56
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @18:61
          .default:
            Const(value='softmax') @18:74
        Param(name='BLOCK_R', kind='const', dtype=None, dims=(), offsets=None) @18:85
          .default:
            Const(value=64) @18:102
      .body:
        Grid(names=('pid',)) @19:5
          .sizes:
            Call(kwargs=()) @19:11
              .func:
                Name(id='cdiv') @19:11
              .args:
                Name(id='R') @19:16
                Name(id='BLOCK_R') @19:19
        Assign(targets=('rows',)) @20:5
          .value:
            BinOp(op='+') @20:12
              .lhs:
                BinOp(op='*') @20:12
                  .lhs:
                    Name(id='pid') @20:12
                  .rhs:
                    Name(id='BLOCK_R') @20:18
              .rhs:
                Call(kwargs=()) @20:28
                  .func:
                    Name(id='arange') @20:28
                  .args:
                    Name(id='BLOCK_R') @20:35
        Assign(targets=('cols',)) @21:5
          .value:
            Call(kwargs=()) @21:12
              .func:
                Name(id='arange') @21:12
              .args:
                Name(id='D') @21:19
        Store(mask=None) @22:5
          .target:
            Name(id='dq') @22:5
          .subs:
            Index() @22:8
              .value:
                Name(id='rows') @22:8
              .subs:
                FullSlice() @22:13
                Const(value=None) @22:16
            Index() @22:23
              .value:
                Name(id='cols') @22:23
              .subs:
                Const(value=None) @22:28
                FullSlice() @22:34
          .value:
            Call(kwargs=()) @22:40
              .func:
                Name(id='cast') @22:40
              .args:
                BinOp(op='*') @22:45
                  .lhs:
                    Index() @22:45
                      .value:
                        Name(id='dq_acc') @22:45
                      .subs:
                        Index() @22:52
                          .value:
                            Name(id='rows') @22:52
                          .subs:
                            FullSlice() @22:57
                            Const(value=None) @22:60
                        Index() @22:67
                          .value:
                            Name(id='cols') @22:67
                          .subs:
                            Const(value=None) @22:72
                            FullSlice() @22:78
                  .rhs:
                    Name(id='scale') @22:84
                Name(id='DT') @22:91