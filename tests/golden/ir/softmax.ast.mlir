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
        Require(message='a row must fit in one block: compile with -D BLOCK_C >= C') @11:5
          .cond:
            BinOp(op='<=') @11:13
              .lhs:
                Name(id='C') @11:13
              .rhs:
                Name(id='BLOCK_C') @11:18
        Grid(names=('pid',)) @12:5
          .sizes:
            Call(kwargs=()) @12:11
              .func:
                Name(id='cdiv') @12:11
              .args:
                Name(id='R') @12:16
                Name(id='BLOCK_R') @12:19
        Assign(targets=('rows',)) @13:5
          .value:
            BinOp(op='+') @13:12
              .lhs:
                BinOp(op='*') @13:12
                  .lhs:
                    Name(id='pid') @13:12
                  .rhs:
                    Name(id='BLOCK_R') @13:18
              .rhs:
                Call(kwargs=()) @13:28
                  .func:
                    Name(id='arange') @13:28
                  .args:
                    Name(id='BLOCK_R') @13:35
        Assign(targets=('cols',)) @14:5
          .value:
            Call(kwargs=()) @14:12
              .func:
                Name(id='arange') @14:12
              .args:
                Name(id='BLOCK_C') @14:19
        StaticAssert(message='a row block is at least 16 wide') @15:5
          .cond:
            BinOp(op='>=') @15:19
              .lhs:
                Name(id='BLOCK_C') @15:19
              .rhs:
                Const(value=16) @15:30
        Assign(targets=('valid',)) @16:5
          .value:
            BinOp(op='<') @16:13
              .lhs:
                Index() @16:13
                  .value:
                    Name(id='cols') @16:13
                  .subs:
                    Const(value=None) @16:18
                    FullSlice() @16:24
              .rhs:
                Name(id='C') @16:29
        Assign(targets=('v',)) @18:5
          .value:
            Call(kwargs=()) @18:9
              .func:
                Name(id='where') @18:9
              .args:
                Name(id='valid') @18:15
                Call(kwargs=()) @18:22
                  .func:
                    Name(id='cast') @18:22
                  .args:
                    Index() @18:27
                      .value:
                        Name(id='x') @18:27
                      .subs:
                        Index() @18:29
                          .value:
                            Name(id='rows') @18:29
                          .subs:
                            FullSlice() @18:34
                            Const(value=None) @18:37
                        Index() @18:44
                          .value:
                            Name(id='cols') @18:44
                          .subs:
                            Const(value=None) @18:49
                            FullSlice() @18:55
                    Name(id='f32') @18:60
                Unary(op='-') @18:66
                  .operand:
                    Const(value=1e+30) @18:67
        Store(mask=None) @19:5
          .target:
            Name(id='y') @19:5
          .subs:
            Index() @19:7
              .value:
                Name(id='rows') @19:7
              .subs:
                FullSlice() @19:12
                Const(value=None) @19:15
            Index() @19:22
              .value:
                Name(id='cols') @19:22
              .subs:
                Const(value=None) @19:27
                FullSlice() @19:33
          .value:
            Call(kwargs=()) @19:39
              .func:
                Name(id='cast') @19:39
              .args:
                Call(kwargs=()) @19:44
                  .func:
                    Name(id='stable_softmax') @19:44
                  .args:
                    Name(id='v') @19:59
                Name(id='DT') @19:63