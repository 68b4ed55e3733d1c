Module() @1:1
  .items:
    ConstDef(name='LOG2E') @2:1
      .value:
        Const(value=1.4426950408889634) @2:15
    FuncDef(name='stable_softmax', params=('x',)) @4:1
      .body:
        Assign(targets=('m',)) @5:5
          .value:
            Call() @5:9
              .func:
                Name(id='max') @5:9
              .args:
                Name(id='x') @5:13
              .kwargs:
                (
                  'axis'
                  Const(value=1) @5:21
                )
        Assign(targets=('p',)) @6:5
          .value:
            Call(kwargs=()) @6:9
              .func:
                Name(id='exp2') @6:9
              .args:
                BinOp(op='*') @6:15
                  .lhs:
                    BinOp(op='-') @6:15
                      .lhs:
                        Name(id='x') @6:15
                      .rhs:
                        Index() @6:19
                          .value:
                            Name(id='m') @6:19
                          .subs:
                            FullSlice() @6:21
                            Const(value=None) @6:24
                  .rhs:
                    Name(id='LOG2E') @6:33
        Return() @7:5
          .values:
            BinOp(op='/') @7:12
              .lhs:
                Name(id='p') @7:12
              .rhs:
                Index() @7:16
                  .value:
                    Call() @7:16
                      .func:
                        Name(id='sum') @7:16
                      .args:
                        Name(id='p') @7:20
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @7:28
                        )
                  .subs:
                    FullSlice() @7:31
                    Const(value=None) @7:34
    KernelDef(name='softmax') @9:1
      .params:
        Param(name='x', kind='tensor', dims=('R', 'C'), offsets=None, default=None) @9:16
          .dtype:
            Name(id='DT') @9:19
        Param(name='y', kind='tensor', dims=('R', 'C'), offsets=None, default=None) @9:29
          .dtype:
            Name(id='DT') @9:32
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @9:42
          .default:
            Name(id='f32') @9:54
        Param(name='BLOCK_R', kind='const', dtype=None, dims=(), offsets=None) @9:59
          .default:
            Const(value=16) @9:76
        Param(name='BLOCK_C', kind='const', dtype=None, dims=(), offsets=None) @9:80
          .default:
            Const(value=128) @9:97
      .body:
        Grid(names=('pid',)) @10:5
          .sizes:
            Call(kwargs=()) @10:11
              .func:
                Name(id='cdiv') @10:11
              .args:
                Name(id='R') @10:16
                Name(id='BLOCK_R') @10:19
        Assign(targets=('rows',)) @11:5
          .value:
            BinOp(op='+') @11:12
              .lhs:
                BinOp(op='*') @11:12
                  .lhs:
                    Name(id='pid') @11:12
                  .rhs:
                    Name(id='BLOCK_R') @11:18
              .rhs:
                Call(kwargs=()) @11:28
                  .func:
                    Name(id='arange') @11:28
                  .args:
                    Name(id='BLOCK_R') @11:35
        Assign(targets=('cols',)) @12:5
          .value:
            Call(kwargs=()) @12:12
              .func:
                Name(id='arange') @12:12
              .args:
                Name(id='BLOCK_C') @12:19
        StaticAssert(message='a row block is at least 16 wide') @13:5
          .cond:
            BinOp(op='>=') @13:19
              .lhs:
                Name(id='BLOCK_C') @13:19
              .rhs:
                Const(value=16) @13:30
        Assign(targets=('valid',)) @14:5
          .value:
            BinOp(op='<') @14:13
              .lhs:
                Index() @14:13
                  .value:
                    Name(id='cols') @14:13
                  .subs:
                    Const(value=None) @14:18
                    FullSlice() @14:24
              .rhs:
                Name(id='C') @14:29
        Assign(targets=('v',)) @16:5
          .value:
            Call(kwargs=()) @16:9
              .func:
                Name(id='where') @16:9
              .args:
                Name(id='valid') @16:15
                Call(kwargs=()) @16:22
                  .func:
                    Name(id='cast') @16:22
                  .args:
                    Index() @16:27
                      .value:
                        Name(id='x') @16:27
                      .subs:
                        Index() @16:29
                          .value:
                            Name(id='rows') @16:29
                          .subs:
                            FullSlice() @16:34
                            Const(value=None) @16:37
                        Index() @16:44
                          .value:
                            Name(id='cols') @16:44
                          .subs:
                            Const(value=None) @16:49
                            FullSlice() @16:55
                    Name(id='f32') @16:60
                Unary(op='-') @16:66
                  .operand:
                    Const(value=1e+30) @16:67
        Store(mask=None) @17:5
          .target:
            Name(id='y') @17:5
          .subs:
            Index() @17:7
              .value:
                Name(id='rows') @17:7
              .subs:
                FullSlice() @17:12
                Const(value=None) @17:15
            Index() @17:22
              .value:
                Name(id='cols') @17:22
              .subs:
                Const(value=None) @17:27
                FullSlice() @17:33
          .value:
            Call(kwargs=()) @17:39
              .func:
                Name(id='cast') @17:39
              .args:
                Call(kwargs=()) @17:44
                  .func:
                    Name(id='stable_softmax') @17:44
                  .args:
                    Name(id='v') @17:59
                Name(id='DT') @17:63