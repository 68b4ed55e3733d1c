Module() @1:1
  .items:
    KernelDef(name='matmul') @2:1
      .params:
        Param(name='a', kind='tensor', dims=('M', 'K'), offsets=None, default=None) @2:15
          .dtype:
            Name(id='DT') @2:18
        Param(name='b', kind='tensor', dims=('K', 'N'), offsets=None, default=None) @2:28
          .dtype:
            Name(id='DT') @2:31
        Param(name='c', kind='tensor', dims=('M', 'N'), offsets=None, default=None) @2:41
          .dtype:
            Name(id='DT') @2:44
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @3:15
          .default:
            Name(id='f16') @3:27
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @3:32
          .default:
            Const(value=64) @3:49
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @3:53
          .default:
            Const(value=64) @3:70
        Param(name='BLOCK_K', kind='const', dtype=None, dims=(), offsets=None) @3:74
          .default:
            Const(value=32) @3:91
      .body:
        Grid(names=('pid_m', 'pid_n')) @4:5
          .sizes:
            Call(kwargs=()) @4:11
              .func:
                Name(id='cdiv') @4:11
              .args:
                Name(id='M') @4:16
                Name(id='BLOCK_M') @4:19
            Call(kwargs=()) @4:29
              .func:
                Name(id='cdiv') @4:29
              .args:
                Name(id='N') @4:34
                Name(id='BLOCK_N') @4:37
        Assign(targets=('rm',)) @5:5
          .value:
            BinOp(op='+') @5:10
              .lhs:
                BinOp(op='*') @5:10
                  .lhs:
                    Name(id='pid_m') @5:10
                  .rhs:
                    Name(id='BLOCK_M') @5:18
              .rhs:
                Call(kwargs=()) @5:28
                  .func:
                    Name(id='arange') @5:28
                  .args:
                    Name(id='BLOCK_M') @5:35
        Assign(targets=('rn',)) @6:5
          .value:
            BinOp(op='+') @6:10
              .lhs:
                BinOp(op='*') @6:10
                  .lhs:
                    Name(id='pid_n') @6:10
                  .rhs:
                    Name(id='BLOCK_N') @6:18
              .rhs:
                Call(kwargs=()) @6:28
                  .func:
                    Name(id='arange') @6:28
                  .args:
                    Name(id='BLOCK_N') @6:35
        Assign(targets=('acc',)) @7:5
          .value:
            Call(kwargs=()) @7:11
              .func:
                Name(id='zeros') @7:11
              .args:
                ListLit() @7:17
                  .elts:
                    Name(id='BLOCK_M') @7:18
                    Name(id='BLOCK_N') @7:27
                Name(id='f32') @7:37
        For(var='kb') @8:5
          .iter:
            Call(kwargs=()) @8:15
              .func:
                Name(id='range') @8:15
              .args:
                Call(kwargs=()) @8:21
                  .func:
                    Name(id='cdiv') @8:21
                  .args:
                    Name(id='K') @8:26
                    Name(id='BLOCK_K') @8:29
          .body:
            Assign(targets=('rk',)) @9:9
              .value:
                BinOp(op='+') @9:14
                  .lhs:
                    BinOp(op='*') @9:14
                      .lhs:
                        Name(id='kb') @9:14
                      .rhs:
                        Name(id='BLOCK_K') @9:19
                  .rhs:
                    Call(kwargs=()) @9:29
                      .func:
                        Name(id='arange') @9:29
                      .args:
                        Name(id='BLOCK_K') @9:36
            Assign(targets=('acc',)) @11:9
              .value:
                Call(kwargs=()) @11:15
                  .func:
                    Name(id='mma') @11:15
                  .args:
                    Index() @11:19
                      .value:
                        Name(id='a') @11:19
                      .subs:
                        Index() @11:21
                          .value:
                            Name(id='rm') @11:21
                          .subs:
                            FullSlice() @11:24
                            Const(value=None) @11:27
                        Index() @11:34
                          .value:
                            Name(id='rk') @11:34
                          .subs:
                            Const(value=None) @11:37
                            FullSlice() @11:43
                    Index() @11:48
                      .value:
                        Name(id='b') @11:48
                      .subs:
                        Index() @11:50
                          .value:
                            Name(id='rk') @11:50
                          .subs:
                            FullSlice() @11:53
                            Const(value=None) @11:56
                        Index() @11:63
                          .value:
                            Name(id='rn') @11:63
                          .subs:
                            Const(value=None) @11:66
                            FullSlice() @11:72
                    Name(id='acc') @11:77
        Store(mask=None) @12:5
          .target:
            Name(id='c') @12:5
          .subs:
            Index() @12:7
              .value:
                Name(id='rm') @12:7
              .subs:
                FullSlice() @12:10
                Const(value=None) @12:13
            Index() @12:20
              .value:
                Name(id='rn') @12:20
              .subs:
                Const(value=None) @12:23
                FullSlice() @12:29
          .value:
            Call(kwargs=()) @12:35
              .func:
                Name(id='cast') @12:35
              .args:
                Name(id='acc') @12:40
                Name(id='DT') @12:45