Module() @1:1
  .items:
    ConstDef(name='LOG2E') @25:1
      .value:
        Const(value=1.4426950408889634) @25:15
    ConstDef(name='NEG_INF') @26:1
      .value:
        Unary(op='-') @26:17
          .operand:
            Name(id='inf') @26:18
    FuncDef(name='row_keys', params=('rows', 'seg_q', 'cu_q', 'cu_k', 'Tq', 'Tk', 'CAUSAL')) @30:1
      .body:
        Assign(targets=('in_q',)) @31:5
          .value:
            BinOp(op='<') @31:12
              .lhs:
                Name(id='rows') @31:12
              .rhs:
                Name(id='Tq') @31:19
        Assign(targets=('row_seq',)) @32:5
          .value:
            Index() @32:15
              .value:
                Name(id='seg_q') @32:15
              .subs:
                Name(id='rows') @32:21
        Assign(targets=('lo',)) @33:5
          .value:
            Call(kwargs=()) @33:10
              .func:
                Name(id='where') @33:10
              .args:
                Name(id='in_q') @33:16
                Index() @33:22
                  .value:
                    Name(id='cu_k') @33:22
                  .subs:
                    Name(id='row_seq') @33:27
                Name(id='Tk') @33:37
        Assign(targets=('hi',)) @34:5
          .value:
            Call(kwargs=()) @34:10
              .func:
                Name(id='where') @34:10
              .args:
                Name(id='in_q') @34:16
                Index() @34:22
                  .value:
                    Name(id='cu_k') @34:22
                  .subs:
                    BinOp(op='+') @34:27
                      .lhs:
                        Name(id='row_seq') @34:27
                      .rhs:
                        Const(value=1) @34:37
                Const(value=0) @34:41
        If(orelse=()) @35:5
          .cond:
            Name(id='CAUSAL') @35:8
          .body:
            Assign(targets=('hi',)) @36:9
              .value:
                Call(kwargs=()) @36:14
                  .func:
                    Name(id='minimum') @36:14
                  .args:
                    Name(id='hi') @36:22
                    BinOp(op='-') @36:26
                      .lhs:
                        BinOp(op='+') @36:26
                          .lhs:
                            BinOp(op='+') @36:26
                              .lhs:
                                Name(id='rows') @36:26
                              .rhs:
                                Const(value=1) @36:33
                          .rhs:
                            Name(id='hi') @36:37
                      .rhs:
                        Index() @36:42
                          .value:
                            Name(id='cu_q') @36:42
                          .subs:
                            BinOp(op='+') @36:47
                              .lhs:
                                Name(id='row_seq') @36:47
                              .rhs:
                                Const(value=1) @36:57
        Return() @37:5
          .values:
            Name(id='lo') @37:12
            Name(id='hi') @37:16
    FuncDef(name='attend', params=('q_slot', 'k_slot', 'v_slot', 'kb', 'lo', 'hi', 'm_i', 'l_i', 'acc', 'qk_scale', 'BLOCK_N', 'ACT', 'DT')) @41:1
      .body:
        Assign(targets=('s',)) @42:5
          .value:
            Call(kwargs=()) @42:9
              .func:
                Name(id='mma_wait') @42:9
              .args:
                Call(kwargs=()) @42:18
                  .func:
                    Name(id='mma_async') @42:18
                  .args:
                    Name(id='q_slot') @42:28
                    Attr(name='T') @42:36
                      .value:
                        Name(id='k_slot') @42:36
        Assign(targets=('cols',)) @43:5
          .value:
            BinOp(op='+') @43:12
              .lhs:
                Name(id='kb') @43:12
              .rhs:
                Call(kwargs=()) @43:17
                  .func:
                    Name(id='arange') @43:17
                  .args:
                    Name(id='BLOCK_N') @43:24
        Assign(targets=('valid',)) @44:5
          .value:
            BoolOp(op='and') @44:13
              .values:
                BinOp(op='>=') @44:13
                  .lhs:
                    Index() @44:13
                      .value:
                        Name(id='cols') @44:13
                      .subs:
                        Const(value=None) @44:18
                        FullSlice() @44:24
                  .rhs:
                    Name(id='lo') @44:30
                BinOp(op='<') @44:37
                  .lhs:
                    Index() @44:37
                      .value:
                        Name(id='cols') @44:37
                      .subs:
                        Const(value=None) @44:42
                        FullSlice() @44:48
                  .rhs:
                    Name(id='hi') @44:53
        If() @45:5
          .cond:
            BinOp(op='==') @45:8
              .lhs:
                Name(id='ACT') @45:8
              .rhs:
                Const(value='softmax') @45:15
          .body:
            Assign(targets=('s',)) @46:9
              .value:
                Call(kwargs=()) @46:13
                  .func:
                    Name(id='where') @46:13
                  .args:
                    Name(id='valid') @46:19
                    Name(id='s') @46:26
                    Name(id='NEG_INF') @46:29
            Assign(targets=('m_new',)) @47:9
              .value:
                Call(kwargs=()) @47:17
                  .func:
                    Name(id='maximum') @47:17
                  .args:
                    Name(id='m_i') @47:25
                    BinOp(op='*') @47:30
                      .lhs:
                        Call() @47:30
                          .func:
                            Name(id='max') @47:30
                          .args:
                            Name(id='s') @47:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @47:42
                            )
                      .rhs:
                        Name(id='qk_scale') @47:47
            Assign(targets=('m_safe',)) @48:9
              .value:
                Call(kwargs=()) @48:18
                  .func:
                    Name(id='where') @48:18
                  .args:
                    BinOp(op='==') @48:24
                      .lhs:
                        Name(id='m_new') @48:24
                      .rhs:
                        Name(id='NEG_INF') @48:33
                    Const(value=0.0) @48:42
                    Name(id='m_new') @48:47
            Assign(targets=('p',)) @49:9
              .value:
                Call(kwargs=()) @49:13
                  .func:
                    Name(id='exp2') @49:13
                  .args:
                    BinOp(op='-') @49:18
                      .lhs:
                        BinOp(op='*') @49:18
                          .lhs:
                            Name(id='s') @49:18
                          .rhs:
                            Name(id='qk_scale') @49:22
                      .rhs:
                        Index() @49:33
                          .value:
                            Name(id='m_safe') @49:33
                          .subs:
                            FullSlice() @49:40
                            Const(value=None) @49:43
            Assign(targets=('alpha',)) @50:9
              .value:
                Call(kwargs=()) @50:17
                  .func:
                    Name(id='exp2') @50:17
                  .args:
                    BinOp(op='-') @50:22
                      .lhs:
                        Name(id='m_i') @50:22
                      .rhs:
                        Name(id='m_safe') @50:28
            Assign(targets=('l_i',)) @51:9
              .value:
                BinOp(op='+') @51:15
                  .lhs:
                    BinOp(op='*') @51:15
                      .lhs:
                        Name(id='l_i') @51:15
                      .rhs:
                        Name(id='alpha') @51:21
                  .rhs:
                    Call() @51:29
                      .func:
                        Name(id='sum') @51:29
                      .args:
                        Name(id='p') @51:33
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @51:41
                        )
            Assign(targets=('acc',)) @52:9
              .value:
                BinOp(op='*') @52:15
                  .lhs:
                    Name(id='acc') @52:15
                  .rhs:
                    Index() @52:21
                      .value:
                        Name(id='alpha') @52:21
                      .subs:
                        FullSlice() @52:27
                        Const(value=None) @52:30
            Assign(targets=('m_i',)) @53:9
              .value:
                Name(id='m_new') @53:15
          .orelse:
            StaticAssert(message='ACT is softmax or silu') @55:9
              .cond:
                BinOp(op='==') @55:23
                  .lhs:
                    Name(id='ACT') @55:23
                  .rhs:
                    Const(value='silu') @55:30
            Assign(targets=('x',)) @56:9
              .value:
                BinOp(op='*') @56:13
                  .lhs:
                    Name(id='s') @56:13
                  .rhs:
                    BinOp(op='/') @56:18
                      .lhs:
                        Name(id='qk_scale') @56:18
                      .rhs:
                        Name(id='LOG2E') @56:29
            Assign(targets=('p',)) @57:9
              .value:
                Call(kwargs=()) @57:13
                  .func:
                    Name(id='where') @57:13
                  .args:
                    Name(id='valid') @57:19
                    BinOp(op='*') @57:26
                      .lhs:
                        Name(id='x') @57:26
                      .rhs:
                        Call(kwargs=()) @57:30
                          .func:
                            Name(id='sigmoid') @57:30
                          .args:
                            Name(id='x') @57:38
                    Const(value=0.0) @57:42
        Assign(targets=('acc',)) @58:5
          .value:
            Call(kwargs=()) @58:11
              .func:
                Name(id='mma_wait') @58:11
              .args:
                Call(kwargs=()) @58:20
                  .func:
                    Name(id='mma_async') @58:20
                  .args:
                    Call(kwargs=()) @58:30
                      .func:
                        Name(id='cast') @58:30
                      .args:
                        Name(id='p') @58:35
                        Name(id='DT') @58:38
                    Name(id='v_slot') @58:43
                    Name(id='acc') @58:51
        Return() @59:5
          .values:
            Name(id='m_i') @59:12
            Name(id='l_i') @59:17
            Name(id='acc') @59:22
    FuncDef(name='isolated', params=('q', 'k', 'v', 'rows', 'head', 'kv_head', 'lo', 'hi', 'm_i', 'l_i', 'qk_scale', 'out_scale', 'ACT', 'DT', 'D')) @65:1
      .body:
        Assign(targets=('cols',)) @66:5
          .value:
            Call(kwargs=()) @66:12
              .func:
                Name(id='arange') @66:12
              .args:
                Name(id='D') @66:19
        Assign(targets=('q_rows',)) @67:5
          .value:
            Index() @67:14
              .value:
                Name(id='q') @67:14
              .subs:
                Index() @67:16
                  .value:
                    Name(id='rows') @67:16
                  .subs:
                    FullSlice() @67:21
                    Const(value=None) @67:24
                Name(id='head') @67:31
                Index() @67:37
                  .value:
                    Name(id='cols') @67:37
                  .subs:
                    Const(value=None) @67:42
                    FullSlice() @67:48
        Assign(targets=('m_safe',)) @68:5
          .value:
            Call(kwargs=()) @68:14
              .func:
                Name(id='where') @68:14
              .args:
                BinOp(op='==') @68:20
                  .lhs:
                    Name(id='m_i') @68:20
                  .rhs:
                    Name(id='NEG_INF') @68:27
                Const(value=0.0) @68:36
                Name(id='m_i') @68:41
        Assign(targets=('acc',)) @69:5
          .value:
            Call(kwargs=()) @69:11
              .func:
                Name(id='zeros') @69:11
              .args:
                ListLit() @69:17
                  .elts:
                    Index() @69:18
                      .value:
                        Attr(name='shape') @69:18
                          .value:
                            Name(id='rows') @69:18
                      .subs:
                        Const(value=0) @69:29
                    Name(id='D') @69:33
                Name(id='f32') @69:37
        For(var='key') @70:5
          .iter:
            Call(kwargs=()) @70:16
              .func:
                Name(id='range') @70:16
              .args:
                Call() @70:22
                  .func:
                    Name(id='min') @70:22
                  .args:
                    Name(id='lo') @70:26
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @70:35
                    )
                Call() @70:39
                  .func:
                    Name(id='max') @70:39
                  .args:
                    Name(id='hi') @70:43
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @70:52
                    )
          .body:
            Assign(targets=('s',)) @71:9
              .value:
                Call() @71:13
                  .func:
                    Name(id='sum') @71:13
                  .args:
                    BinOp(op='*') @71:17
                      .lhs:
                        Call(kwargs=()) @71:17
                          .func:
                            Name(id='cast') @71:17
                          .args:
                            Name(id='q_rows') @71:22
                            Name(id='f32') @71:30
                      .rhs:
                        Index() @71:37
                          .value:
                            Call(kwargs=()) @71:37
                              .func:
                                Name(id='cast') @71:37
                              .args:
                                Index() @71:42
                                  .value:
                                    Name(id='k') @71:42
                                  .subs:
                                    Name(id='key') @71:44
                                    Name(id='kv_head') @71:49
                                    Name(id='cols') @71:58
                                Name(id='f32') @71:65
                          .subs:
                            Const(value=None) @71:70
                            FullSlice() @71:76
                  .kwargs:
                    (
                      'axis'
                      Const(value=1) @71:85
                    )
            If() @72:9
              .cond:
                BinOp(op='==') @72:12
                  .lhs:
                    Name(id='ACT') @72:12
                  .rhs:
                    Const(value='softmax') @72:19
              .body:
                Assign(targets=('p',)) @73:13
                  .value:
                    Call(kwargs=()) @73:17
                      .func:
                        Name(id='exp2') @73:17
                      .args:
                        BinOp(op='-') @73:22
                          .lhs:
                            BinOp(op='*') @73:22
                              .lhs:
                                Name(id='s') @73:22
                              .rhs:
                                Name(id='qk_scale') @73:26
                          .rhs:
                            Name(id='m_safe') @73:37
              .orelse:
                Assign(targets=('x',)) @75:13
                  .value:
                    BinOp(op='*') @75:17
                      .lhs:
                        Name(id='s') @75:17
                      .rhs:
                        BinOp(op='/') @75:22
                          .lhs:
                            Name(id='qk_scale') @75:22
                          .rhs:
                            Name(id='LOG2E') @75:33
                Assign(targets=('p',)) @76:13
                  .value:
                    BinOp(op='*') @76:17
                      .lhs:
                        Name(id='x') @76:17
                      .rhs:
                        Call(kwargs=()) @76:21
                          .func:
                            Name(id='sigmoid') @76:21
                          .args:
                            Name(id='x') @76:29
            Assign(targets=('sees',)) @77:9
              .value:
                BoolOp(op='and') @77:16
                  .values:
                    BinOp(op='<=') @77:16
                      .lhs:
                        Name(id='lo') @77:16
                      .rhs:
                        Name(id='key') @77:22
                    BinOp(op='>') @77:30
                      .lhs:
                        Name(id='hi') @77:30
                      .rhs:
                        Name(id='key') @77:35
            Assign(targets=('w',)) @78:9
              .value:
                Call(kwargs=()) @78:13
                  .func:
                    Name(id='cast') @78:13
                  .args:
                    Call(kwargs=()) @78:18
                      .func:
                        Name(id='cast') @78:18
                      .args:
                        Name(id='p') @78:23
                        Name(id='DT') @78:26
                    Name(id='f32') @78:31
            Assign(targets=('acc',)) @79:9
              .value:
                BinOp(op='+') @79:15
                  .lhs:
                    Name(id='acc') @79:15
                  .rhs:
                    Call(kwargs=()) @79:21
                      .func:
                        Name(id='where') @79:21
                      .args:
                        Index() @79:27
                          .value:
                            Name(id='sees') @79:27
                          .subs:
                            FullSlice() @79:32
                            Const(value=None) @79:35
                        BinOp(op='*') @79:42
                          .lhs:
                            Index() @79:42
                              .value:
                                Name(id='w') @79:42
                              .subs:
                                FullSlice() @79:44
                                Const(value=None) @79:47
                          .rhs:
                            Index() @79:55
                              .value:
                                Call(kwargs=()) @79:55
                                  .func:
                                    Name(id='cast') @79:55
                                  .args:
                                    Index() @79:60
                                      .value:
                                        Name(id='v') @79:60
                                      .subs:
                                        Name(id='key') @79:62
                                        Name(id='kv_head') @79:67
                                        Name(id='cols') @79:76
                                    Name(id='f32') @79:83
                              .subs:
                                Const(value=None) @79:88
                                FullSlice() @79:94
                        Const(value=0.0) @79:98
        If(orelse=()) @80:5
          .cond:
            BinOp(op='==') @80:8
              .lhs:
                Name(id='ACT') @80:8
              .rhs:
                Const(value='softmax') @80:15
          .body:
            Return() @81:9
              .values:
                Call(kwargs=()) @81:16
                  .func:
                    Name(id='where') @81:16
                  .args:
                    Index() @81:22
                      .value:
                        BinOp(op='!=') @81:23
                          .lhs:
                            Name(id='l_i') @81:23
                          .rhs:
                            Const(value=0.0) @81:30
                      .subs:
                        FullSlice() @81:35
                        Const(value=None) @81:38
                    BinOp(op='/') @81:45
                      .lhs:
                        Name(id='acc') @81:45
                      .rhs:
                        Index() @81:51
                          .value:
                            Name(id='l_i') @81:51
                          .subs:
                            FullSlice() @81:55
                            Const(value=None) @81:58
                    Const(value=0.0) @81:65
        Return() @82:5
          .values:
            BinOp(op='*') @82:12
              .lhs:
                Name(id='acc') @82:12
              .rhs:
                Name(id='out_scale') @82:18
    KernelDef(name='jagged_attention_packed') @84:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @85:9
          .dtype:
            Name(id='DT') @85:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @85:26
          .dtype:
            Name(id='DT') @85:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @85:45
          .dtype:
            Name(id='DT') @85:48
        Param(name='o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @86:9
          .dtype:
            Name(id='DT') @86:12
        Param(name='lse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @86:26
          .dtype:
            Name(id='f32') @86:31
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @86:43
          .dtype:
            Name(id='i32') @86:49
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @86:59
          .dtype:
            Name(id='i32') @86:65
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @86:75
          .dtype:
            Name(id='i32') @86:82
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @87:9
          .dtype:
            Name(id='f32') @87:19
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @87:24
          .dtype:
            Name(id='f32') @87:35
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @88:9
          .default:
            Name(id='f16') @88:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @88:26
          .default:
            Const(value=128) @88:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @88:42
          .default:
            Const(value=64) @88:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @88:63
          .default:
            Const(value=64) @88:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @88:84
          .default:
            Const(value=2) @88:100
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @89:9
          .default:
            Const(value=False) @89:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @89:32
          .default:
            Const(value='softmax') @89:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @89:56
          .default:
            Const(value=240) @89:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @89:75
          .default:
            Const(value=64) @89:89
        Param(name='ISOLATE', kind='const', dtype=None, dims=(), offsets=None) @90:9
          .default:
            Const(value=True) @90:26
        Param(name='ROWS_SMEM', kind='const', dtype=None, dims=(), offsets=None) @90:32
          .default:
            Const(value=False) @90:51
      .body:
        Require(message='KV heads divide the query heads') @91:5
          .cond:
            BoolOp(op='and') @91:13
              .values:
                BinOp(op='>') @91:13
                  .lhs:
                    Name(id='HKV') @91:13
                  .rhs:
                    Const(value=0) @91:19
                BinOp(op='==') @91:25
                  .lhs:
                    BinOp(op='%') @91:25
                      .lhs:
                        Name(id='H') @91:25
                      .rhs:
                        Name(id='HKV') @91:29
                  .rhs:
                    Const(value=0) @91:36
        Tiles() @92:5
          .dims:
            (
              ('m',)
              Call(kwargs=()) @92:16
                .func:
                  Name(id='range') @92:16
                .args:
                  Call(kwargs=()) @92:22
                    .func:
                      Name(id='cdiv') @92:22
                    .args:
                      Name(id='Tq') @92:27
                      Name(id='BLOCK_M') @92:31
            )
            (
              ('head',)
              Call(kwargs=()) @92:50
                .func:
                  Name(id='range') @92:50
                .args:
                  Name(id='H') @92:56
            )
          .options:
            TileOption(id='persistent', arg=None) @92:59
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @93:5
          .cond:
            BinOp(op='==') @93:19
              .lhs:
                BinOp(op='%') @93:19
                  .lhs:
                    Name(id='BLOCK_M') @93:19
                  .rhs:
                    Name(id='WG_M') @93:29
              .rhs:
                Const(value=0) @93:37
        Assign(targets=('NWG',)) @94:5
          .value:
            BinOp(op='//') @94:11
              .lhs:
                Name(id='BLOCK_M') @94:11
              .rhs:
                Name(id='WG_M') @94:22
        SmemDecl(name='q_tile', options=()) @96:5
          .stages:
            BinOp(op='*') @96:17
              .lhs:
                Const(value=2) @96:17
              .rhs:
                BinOp(op='//') @96:22
                  .lhs:
                    Name(id='BLOCK_M') @96:22
                  .rhs:
                    Name(id='WG_M') @96:33
          .dtype:
            Name(id='DT') @96:41
          .shape:
            Name(id='WG_M') @96:44
            Name(id='D') @96:50
        SmemDecl(name='k_ring', options=()) @97:5
          .stages:
            Name(id='STAGES') @97:17
          .dtype:
            Name(id='DT') @97:26
          .shape:
            Name(id='BLOCK_N') @97:29
            Name(id='D') @97:38
        SmemDecl(name='v_ring', options=()) @98:5
          .stages:
            Name(id='STAGES') @98:17
          .dtype:
            Name(id='DT') @98:26
          .shape:
            Name(id='BLOCK_N') @98:29
            Name(id='D') @98:38
        If(orelse=()) @99:5
          .cond:
            Name(id='ROWS_SMEM') @99:8
          .body:
            SmemDecl(name='lo_s', options=()) @102:9
              .stages:
                BinOp(op='*') @102:19
                  .lhs:
                    Const(value=2) @102:19
                  .rhs:
                    BinOp(op='//') @102:24
                      .lhs:
                        Name(id='BLOCK_M') @102:24
                      .rhs:
                        Name(id='WG_M') @102:35
              .dtype:
                Name(id='i32') @102:43
              .shape:
                Name(id='WG_M') @102:47
                Const(value=1) @102:53
            SmemDecl(name='hi_s', options=()) @103:9
              .stages:
                BinOp(op='*') @103:19
                  .lhs:
                    Const(value=2) @103:19
                  .rhs:
                    BinOp(op='//') @103:24
                      .lhs:
                        Name(id='BLOCK_M') @103:24
                      .rhs:
                        Name(id='WG_M') @103:35
              .dtype:
                Name(id='i32') @103:43
              .shape:
                Name(id='WG_M') @103:47
                Const(value=1) @103:53
        BarrierDecl(name='q_ready', kwargs=()) @104:5
          .size:
            Const(value=2) @104:21
        BarrierDecl(name='q_free') @105:5
          .size:
            Const(value=2) @105:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @105:29
                .lhs:
                  Name(id='BLOCK_M') @105:29
                .rhs:
                  Name(id='WG_M') @105:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @106:5
          .size:
            Name(id='STAGES') @106:22
        BarrierDecl(name='kv_free') @107:5
          .size:
            Name(id='STAGES') @107:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @107:35
                .lhs:
                  Name(id='BLOCK_M') @107:35
                .rhs:
                  Name(id='WG_M') @107:46
            )
        Assign(targets=('r_last',)) @110:5
          .value:
            BinOp(op='-') @110:14
              .lhs:
                Call(kwargs=()) @110:14
                  .func:
                    Name(id='minimum') @110:14
                  .args:
                    BinOp(op='*') @110:23
                      .lhs:
                        BinOp(op='+') @110:23
                          .lhs:
                            Name(id='m') @110:23
                          .rhs:
                            Const(value=1) @110:27
                      .rhs:
                        Name(id='BLOCK_M') @110:32
                    Name(id='Tq') @110:41
              .rhs:
                Const(value=1) @110:47
        Assign(targets=('first',)) @111:5
          .value:
            Index() @111:13
              .value:
                Name(id='seg_q') @111:13
              .subs:
                BinOp(op='*') @111:19
                  .lhs:
                    Name(id='m') @111:19
                  .rhs:
                    Name(id='BLOCK_M') @111:23
        Assign(targets=('last_seq',)) @112:5
          .value:
            Index() @112:16
              .value:
                Name(id='seg_q') @112:16
              .subs:
                Name(id='r_last') @112:22
        Assign(targets=('k_lo',)) @113:5
          .value:
            Call(kwargs=()) @113:12
              .func:
                Name(id='minimum') @113:12
              .args:
                Call(kwargs=()) @113:20
                  .func:
                    Name(id='maximum') @113:20
                  .args:
                    Index() @113:28
                      .value:
                        Name(id='cu_k') @113:28
                      .subs:
                        Name(id='first') @113:33
                    Const(value=0) @113:41
                Name(id='Tk') @113:45
        Assign(targets=('k_hi',)) @114:5
          .value:
            Call(kwargs=()) @114:12
              .func:
                Name(id='minimum') @114:12
              .args:
                Call(kwargs=()) @114:20
                  .func:
                    Name(id='maximum') @114:20
                  .args:
                    Index() @114:28
                      .value:
                        Name(id='cu_k') @114:28
                      .subs:
                        BinOp(op='+') @114:33
                          .lhs:
                            Name(id='last_seq') @114:33
                          .rhs:
                            Const(value=1) @114:44
                    Const(value=0) @114:48
                Name(id='Tk') @114:52
        If(orelse=()) @115:5
          .cond:
            Name(id='CAUSAL') @115:8
          .body:
            Assign(targets=('k_hi',)) @118:9
              .value:
                Call(kwargs=()) @118:16
                  .func:
                    Name(id='maximum') @118:16
                  .args:
                    Call(kwargs=()) @118:24
                      .func:
                        Name(id='minimum') @118:24
                      .args:
                        Call(kwargs=()) @118:32
                          .func:
                            Name(id='maximum') @118:32
                          .args:
                            Index() @118:40
                              .value:
                                Name(id='cu_k') @118:40
                              .subs:
                                Name(id='last_seq') @118:45
                            Const(value=0) @118:56
                        Name(id='Tk') @118:60
                    Call(kwargs=()) @118:65
                      .func:
                        Name(id='minimum') @118:65
                      .args:
                        Name(id='k_hi') @118:73
                        BinOp(op='-') @118:79
                          .lhs:
                            BinOp(op='+') @118:79
                              .lhs:
                                BinOp(op='+') @118:79
                                  .lhs:
                                    Name(id='r_last') @118:79
                                  .rhs:
                                    Const(value=1) @118:88
                              .rhs:
                                Name(id='k_hi') @118:92
                          .rhs:
                            Call(kwargs=()) @118:99
                              .func:
                                Name(id='minimum') @118:99
                              .args:
                                Call(kwargs=()) @118:107
                                  .func:
                                    Name(id='maximum') @118:107
                                  .args:
                                    Index() @118:115
                                      .value:
                                        Name(id='cu_q') @118:115
                                      .subs:
                                        BinOp(op='+') @118:120
                                          .lhs:
                                            Name(id='last_seq') @118:120
                                          .rhs:
                                            Const(value=1) @118:131
                                    Const(value=0) @118:135
                                Name(id='Tq') @118:139
        Assign(targets=('n_blocks',)) @119:5
          .value:
            Call(kwargs=()) @119:16
              .func:
                Name(id='cdiv') @119:16
              .args:
                Call(kwargs=()) @119:21
                  .func:
                    Name(id='maximum') @119:21
                  .args:
                    BinOp(op='-') @119:29
                      .lhs:
                        Name(id='k_hi') @119:29
                      .rhs:
                        Name(id='k_lo') @119:36
                    Const(value=0) @119:42
                Name(id='BLOCK_N') @119:46
        Assign(targets=('kv_head',)) @120:5
          .value:
            BinOp(op='//') @120:15
              .lhs:
                Name(id='head') @120:15
              .rhs:
                BinOp(op='//') @120:24
                  .lhs:
                    Name(id='H') @120:24
                  .rhs:
                    Name(id='HKV') @120:29
        Role(name='load', replica=None) @122:5
          .kwargs:
            (
              'warps'
              Const(value=1) @122:21
            )
            (
              'regs'
              Const(value=24) @122:29
            )
          .body:
            Assign(targets=('qs',)) @123:9
              .value:
                BinOp(op='%') @123:14
                  .lhs:
                    Name(id='tile_index') @123:14
                  .rhs:
                    Const(value=2) @123:27
            Wait(phase=None) @124:9
              .target:
                Index() @124:14
                  .value:
                    Name(id='q_free') @124:14
                  .subs:
                    Name(id='qs') @124:21
            If(orelse=()) @125:9
              .cond:
                Name(id='ROWS_SMEM') @125:12
              .body:
                For(var='i') @126:13
                  .iter:
                    Call(kwargs=()) @126:22
                      .func:
                        Name(id='static_range') @126:22
                      .args:
                        Name(id='NWG') @126:35
                  .body:
                    Assign(targets=('lo_p', 'hi_p')) @127:17
                      .value:
                        Call(kwargs=()) @127:30
                          .func:
                            Name(id='row_keys') @127:30
                          .args:
                            BinOp(op='+') @127:39
                              .lhs:
                                BinOp(op='+') @127:39
                                  .lhs:
                                    BinOp(op='*') @127:39
                                      .lhs:
                                        Name(id='m') @127:39
                                      .rhs:
                                        Name(id='BLOCK_M') @127:43
                                  .rhs:
                                    BinOp(op='*') @127:53
                                      .lhs:
                                        Name(id='i') @127:53
                                      .rhs:
                                        Name(id='WG_M') @127:57
                              .rhs:
                                Call(kwargs=()) @127:64
                                  .func:
                                    Name(id='arange') @127:64
                                  .args:
                                    Name(id='WG_M') @127:71
                            Name(id='seg_q') @127:78
                            Name(id='cu_q') @127:85
                            Name(id='cu_k') @127:91
                            Name(id='Tq') @127:97
                            Name(id='Tk') @127:101
                            Name(id='CAUSAL') @127:105
                    ExprStmt() @128:17
                      .value:
                        Call(kwargs=()) @128:17
                          .func:
                            Name(id='store_smem') @128:17
                          .args:
                            Index() @128:28
                              .value:
                                Name(id='lo_s') @128:28
                              .subs:
                                BinOp(op='+') @128:33
                                  .lhs:
                                    BinOp(op='*') @128:33
                                      .lhs:
                                        Name(id='qs') @128:33
                                      .rhs:
                                        Name(id='NWG') @128:38
                                  .rhs:
                                    Name(id='i') @128:44
                            Index() @128:48
                              .value:
                                Name(id='lo_p') @128:48
                              .subs:
                                FullSlice() @128:53
                                Const(value=None) @128:56
                    ExprStmt() @129:17
                      .value:
                        Call(kwargs=()) @129:17
                          .func:
                            Name(id='store_smem') @129:17
                          .args:
                            Index() @129:28
                              .value:
                                Name(id='hi_s') @129:28
                              .subs:
                                BinOp(op='+') @129:33
                                  .lhs:
                                    BinOp(op='*') @129:33
                                      .lhs:
                                        Name(id='qs') @129:33
                                      .rhs:
                                        Name(id='NWG') @129:38
                                  .rhs:
                                    Name(id='i') @129:44
                            Index() @129:48
                              .value:
                                Name(id='hi_p') @129:48
                              .subs:
                                FullSlice() @129:53
                                Const(value=None) @129:56
            Expect() @130:9
              .target:
                Index() @130:16
                  .value:
                    Name(id='q_ready') @130:16
                  .subs:
                    Name(id='qs') @130:24
              .nbytes:
                BinOp(op='*') @130:29
                  .lhs:
                    Name(id='NWG') @130:29
                  .rhs:
                    Call(kwargs=()) @130:35
                      .func:
                        Name(id='bytes') @130:35
                      .args:
                        Name(id='q_tile') @130:41
            For(var='i') @131:9
              .iter:
                Call(kwargs=()) @131:18
                  .func:
                    Name(id='static_range') @131:18
                  .args:
                    Name(id='NWG') @131:31
              .body:
                Tma() @132:13
                  .dst:
                    Index() @132:17
                      .value:
                        Name(id='q_tile') @132:17
                      .subs:
                        BinOp(op='+') @132:24
                          .lhs:
                            BinOp(op='*') @132:24
                              .lhs:
                                Name(id='qs') @132:24
                              .rhs:
                                Name(id='NWG') @132:29
                          .rhs:
                            Name(id='i') @132:35
                  .src:
                    Index() @132:41
                      .value:
                        Name(id='q') @132:41
                      .subs:
                        BinOp(op='+') @132:43
                          .lhs:
                            BinOp(op='*') @132:43
                              .lhs:
                                Name(id='NWG') @132:43
                              .rhs:
                                Name(id='m') @132:49
                          .rhs:
                            Name(id='i') @132:53
                        Name(id='head') @132:56
                  .signals:
                    Index() @132:70
                      .value:
                        Name(id='q_ready') @132:70
                      .subs:
                        Name(id='qs') @132:78
            Pipeline(var='n', slot='slot', ring='kv') @133:9
              .iter:
                Call(kwargs=()) @133:23
                  .func:
                    Name(id='range') @133:23
                  .args:
                    Name(id='n_blocks') @133:29
              .stages:
                Name(id='STAGES') @133:52
              .body:
                Wait(phase=None) @134:13
                  .target:
                    Index() @134:18
                      .value:
                        Name(id='kv_free') @134:18
                      .subs:
                        Name(id='slot') @134:26
                Expect() @135:13
                  .target:
                    Index() @135:20
                      .value:
                        Name(id='kv_ready') @135:20
                      .subs:
                        Name(id='slot') @135:29
                  .nbytes:
                    BinOp(op='+') @135:36
                      .lhs:
                        Call(kwargs=()) @135:36
                          .func:
                            Name(id='bytes') @135:36
                          .args:
                            Name(id='k_ring') @135:42
                      .rhs:
                        Call(kwargs=()) @135:52
                          .func:
                            Name(id='bytes') @135:52
                          .args:
                            Name(id='v_ring') @135:58
                Tma() @136:13
                  .dst:
                    Index() @136:17
                      .value:
                        Name(id='k_ring') @136:17
                      .subs:
                        Name(id='slot') @136:24
                  .src:
                    Index() @136:33
                      .value:
                        Name(id='k') @136:33
                      .subs:
                        Call(kwargs=()) @136:35
                          .func:
                            Name(id='at') @136:35
                          .args:
                            BinOp(op='+') @136:38
                              .lhs:
                                Name(id='k_lo') @136:38
                              .rhs:
                                BinOp(op='*') @136:45
                                  .lhs:
                                    Name(id='n') @136:45
                                  .rhs:
                                    Name(id='BLOCK_N') @136:49
                        Name(id='kv_head') @136:59
                  .signals:
                    Index() @136:76
                      .value:
                        Name(id='kv_ready') @136:76
                      .subs:
                        Name(id='slot') @136:85
                Tma() @137:13
                  .dst:
                    Index() @137:17
                      .value:
                        Name(id='v_ring') @137:17
                      .subs:
                        Name(id='slot') @137:24
                  .src:
                    Index() @137:33
                      .value:
                        Name(id='v') @137:33
                      .subs:
                        Call(kwargs=()) @137:35
                          .func:
                            Name(id='at') @137:35
                          .args:
                            BinOp(op='+') @137:38
                              .lhs:
                                Name(id='k_lo') @137:38
                              .rhs:
                                BinOp(op='*') @137:45
                                  .lhs:
                                    Name(id='n') @137:45
                                  .rhs:
                                    Name(id='BLOCK_N') @137:49
                        Name(id='kv_head') @137:59
                  .signals:
                    Index() @137:76
                      .value:
                        Name(id='kv_ready') @137:76
                      .subs:
                        Name(id='slot') @137:85
        Role(name='compute', replica='wg') @139:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @139:29
            )
            (
              'regs'
              Name(id='REGS') @139:39
            )
          .body:
            Assign(targets=('qk_scale',)) @140:9
              .value:
                BinOp(op='*') @140:20
                  .lhs:
                    Name(id='sm_scale') @140:20
                  .rhs:
                    Name(id='LOG2E') @140:31
            Assign(targets=('rows',)) @141:9
              .value:
                BinOp(op='+') @141:16
                  .lhs:
                    BinOp(op='+') @141:16
                      .lhs:
                        BinOp(op='*') @141:16
                          .lhs:
                            Name(id='m') @141:16
                          .rhs:
                            Name(id='BLOCK_M') @141:20
                      .rhs:
                        BinOp(op='*') @141:30
                          .lhs:
                            Name(id='wg') @141:30
                          .rhs:
                            Name(id='WG_M') @141:35
                  .rhs:
                    Call(kwargs=()) @141:42
                      .func:
                        Name(id='arange') @141:42
                      .args:
                        Name(id='WG_M') @141:49
            Assign(targets=('in_q',)) @142:9
              .value:
                BinOp(op='<') @142:16
                  .lhs:
                    Name(id='rows') @142:16
                  .rhs:
                    Name(id='Tq') @142:23
            Assign(targets=('qs',)) @143:9
              .value:
                BinOp(op='%') @143:14
                  .lhs:
                    Name(id='tile_index') @143:14
                  .rhs:
                    Const(value=2) @143:27
            Assign(targets=('my_q',)) @144:9
              .value:
                BinOp(op='+') @144:16
                  .lhs:
                    BinOp(op='*') @144:16
                      .lhs:
                        Name(id='qs') @144:16
                      .rhs:
                        Name(id='NWG') @144:21
                  .rhs:
                    Name(id='wg') @144:27
            If() @145:9
              .cond:
                Name(id='ROWS_SMEM') @145:12
              .body:
                Wait(phase=None) @146:13
                  .target:
                    Index() @146:18
                      .value:
                        Name(id='q_ready') @146:18
                      .subs:
                        Name(id='qs') @146:26
                Assign(targets=('lo_c',)) @147:13
                  .value:
                    Call(kwargs=()) @147:20
                      .func:
                        Name(id='load') @147:20
                      .args:
                        Index() @147:25
                          .value:
                            Name(id='lo_s') @147:25
                          .subs:
                            Name(id='my_q') @147:30
                Assign(targets=('hi_c',)) @148:13
                  .value:
                    Call(kwargs=()) @148:20
                      .func:
                        Name(id='load') @148:20
                      .args:
                        Index() @148:25
                          .value:
                            Name(id='hi_s') @148:25
                          .subs:
                            Name(id='my_q') @148:30
                Assign(targets=('lo',)) @149:13
                  .value:
                    Call() @149:18
                      .func:
                        Name(id='min') @149:18
                      .args:
                        Name(id='lo_c') @149:22
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @149:33
                        )
                Assign(targets=('hi',)) @150:13
                  .value:
                    Call() @150:18
                      .func:
                        Name(id='max') @150:18
                      .args:
                        Name(id='hi_c') @150:22
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @150:33
                        )
              .orelse:
                Assign(targets=('lo', 'hi')) @152:13
                  .value:
                    Call(kwargs=()) @152:22
                      .func:
                        Name(id='row_keys') @152:22
                      .args:
                        Name(id='rows') @152:31
                        Name(id='seg_q') @152:37
                        Name(id='cu_q') @152:44
                        Name(id='cu_k') @152:50
                        Name(id='Tq') @152:56
                        Name(id='Tk') @152:60
                        Name(id='CAUSAL') @152:64
                Assign(targets=('lo_c',)) @153:13
                  .value:
                    Index() @153:20
                      .value:
                        Name(id='lo') @153:20
                      .subs:
                        FullSlice() @153:23
                        Const(value=None) @153:26
                Assign(targets=('hi_c',)) @154:13
                  .value:
                    Index() @154:20
                      .value:
                        Name(id='hi') @154:20
                      .subs:
                        FullSlice() @154:23
                        Const(value=None) @154:26
            Assign(targets=('n_a',)) @157:9
              .value:
                Call(kwargs=()) @157:15
                  .func:
                    Name(id='minimum') @157:15
                  .args:
                    Call(kwargs=()) @157:23
                      .func:
                        Name(id='maximum') @157:23
                      .args:
                        BinOp(op='//') @157:32
                          .lhs:
                            BinOp(op='-') @157:32
                              .lhs:
                                Call(kwargs=()) @157:32
                                  .func:
                                    Name(id='minimum') @157:32
                                  .args:
                                    Call(kwargs=()) @157:40
                                      .func:
                                        Name(id='maximum') @157:40
                                      .args:
                                        Call() @157:48
                                          .func:
                                            Name(id='min') @157:48
                                          .args:
                                            Name(id='lo') @157:52
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @157:61
                                            )
                                        Const(value=0) @157:65
                                    Name(id='Tk') @157:69
                              .rhs:
                                Name(id='k_lo') @157:75
                          .rhs:
                            Name(id='BLOCK_N') @157:84
                        Const(value=0) @157:93
                    Name(id='n_blocks') @157:97
            Assign(targets=('n_b',)) @158:9
              .value:
                Call(kwargs=()) @158:15
                  .func:
                    Name(id='maximum') @158:15
                  .args:
                    Call(kwargs=()) @158:23
                      .func:
                        Name(id='minimum') @158:23
                      .args:
                        Call(kwargs=()) @158:31
                          .func:
                            Name(id='cdiv') @158:31
                          .args:
                            BinOp(op='-') @158:36
                              .lhs:
                                Call(kwargs=()) @158:36
                                  .func:
                                    Name(id='minimum') @158:36
                                  .args:
                                    Call(kwargs=()) @158:44
                                      .func:
                                        Name(id='maximum') @158:44
                                      .args:
                                        Call() @158:52
                                          .func:
                                            Name(id='max') @158:52
                                          .args:
                                            Name(id='hi') @158:56
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @158:65
                                            )
                                        Const(value=0) @158:69
                                    Name(id='Tk') @158:73
                              .rhs:
                                Name(id='k_lo') @158:79
                            Name(id='BLOCK_N') @158:85
                        Name(id='n_blocks') @158:95
                    Name(id='n_a') @158:106
            Assign(targets=('m_i',)) @159:9
              .value:
                Call(kwargs=()) @159:15
                  .func:
                    Name(id='full') @159:15
                  .args:
                    ListLit() @159:20
                      .elts:
                        Name(id='WG_M') @159:21
                    Name(id='NEG_INF') @159:28
                    Name(id='f32') @159:37
            Assign(targets=('l_i',)) @160:9
              .value:
                Call(kwargs=()) @160:15
                  .func:
                    Name(id='zeros') @160:15
                  .args:
                    ListLit() @160:21
                      .elts:
                        Name(id='WG_M') @160:22
                    Name(id='f32') @160:29
            Assign(targets=('acc',)) @161:9
              .value:
                Call(kwargs=()) @161:15
                  .func:
                    Name(id='zeros') @161:15
                  .args:
                    ListLit() @161:21
                      .elts:
                        Name(id='WG_M') @161:22
                        Name(id='D') @161:28
                    Name(id='f32') @161:32
            If(orelse=()) @162:9
              .cond:
                Unary(op='not') @162:12
                  .operand:
                    Name(id='ROWS_SMEM') @162:16
              .body:
                Wait(phase=None) @163:13
                  .target:
                    Index() @163:18
                      .value:
                        Name(id='q_ready') @163:18
                      .subs:
                        Name(id='qs') @163:26
            If() @164:9
              .cond:
                BinOp(op='==') @164:12
                  .lhs:
                    Name(id='TARGET') @164:12
                  .rhs:
                    Const(value='gluon') @164:22
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @168:13
                  .iter:
                    Call(kwargs=()) @168:27
                      .func:
                        Name(id='range') @168:27
                      .args:
                        Name(id='n_blocks') @168:33
                  .stages:
                    Name(id='STAGES') @168:56
                  .body:
                    Wait(phase=None) @169:17
                      .target:
                        Index() @169:22
                          .value:
                            Name(id='kv_ready') @169:22
                          .subs:
                            Name(id='slot') @169:31
                    If(orelse=()) @170:17
                      .cond:
                        BoolOp(op='and') @170:20
                          .values:
                            BinOp(op='>=') @170:20
                              .lhs:
                                Name(id='n') @170:20
                              .rhs:
                                Name(id='n_a') @170:25
                            BinOp(op='<') @170:33
                              .lhs:
                                Name(id='n') @170:33
                              .rhs:
                                Name(id='n_b') @170:37
                      .body:
                        Assign(targets=('m_i', 'l_i', 'acc')) @171:21
                          .value:
                            Call(kwargs=()) @171:37
                              .func:
                                Name(id='attend') @171:37
                              .args:
                                Index() @171:44
                                  .value:
                                    Name(id='q_tile') @171:44
                                  .subs:
                                    Name(id='my_q') @171:51
                                Index() @171:58
                                  .value:
                                    Name(id='k_ring') @171:58
                                  .subs:
                                    Name(id='slot') @171:65
                                Index() @171:72
                                  .value:
                                    Name(id='v_ring') @171:72
                                  .subs:
                                    Name(id='slot') @171:79
                                BinOp(op='+') @171:86
                                  .lhs:
                                    Name(id='k_lo') @171:86
                                  .rhs:
                                    BinOp(op='*') @171:93
                                      .lhs:
                                        Name(id='n') @171:93
                                      .rhs:
                                        Name(id='BLOCK_N') @171:97
                                Name(id='lo_c') @171:106
                                Name(id='hi_c') @171:112
                                Name(id='m_i') @172:44
                                Name(id='l_i') @172:49
                                Name(id='acc') @172:54
                                Name(id='qk_scale') @172:59
                                Name(id='BLOCK_N') @172:69
                                Name(id='ACT') @172:78
                                Name(id='DT') @172:83
                    Arrive(count=None) @173:17
                      .target:
                        Index() @173:24
                          .value:
                            Name(id='kv_free') @173:24
                          .subs:
                            Name(id='slot') @173:32
              .orelse:
                Assign(targets=('lo_b',)) @177:13
                  .value:
                    Call(kwargs=()) @177:20
                      .func:
                        Name(id='maximum') @177:20
                      .args:
                        Name(id='lo_c') @177:28
                        BinOp(op='+') @177:34
                          .lhs:
                            Name(id='k_lo') @177:34
                          .rhs:
                            BinOp(op='*') @177:41
                              .lhs:
                                Name(id='n_a') @177:41
                              .rhs:
                                Name(id='BLOCK_N') @177:47
                Assign(targets=('hi_b',)) @178:13
                  .value:
                    Call(kwargs=()) @178:20
                      .func:
                        Name(id='minimum') @178:20
                      .args:
                        Name(id='hi_c') @178:28
                        BinOp(op='+') @178:34
                          .lhs:
                            Name(id='k_lo') @178:34
                          .rhs:
                            BinOp(op='*') @178:41
                              .lhs:
                                Name(id='n_b') @178:41
                              .rhs:
                                Name(id='BLOCK_N') @178:47
                Pipeline(var='n', slot='slot', ring='kv') @179:13
                  .iter:
                    Call(kwargs=()) @179:27
                      .func:
                        Name(id='range') @179:27
                      .args:
                        Name(id='n_blocks') @179:33
                  .stages:
                    Name(id='STAGES') @179:56
                  .body:
                    Wait(phase=None) @180:17
                      .target:
                        Index() @180:22
                          .value:
                            Name(id='kv_ready') @180:22
                          .subs:
                            Name(id='slot') @180:31
                    Assign(targets=('m_i', 'l_i', 'acc')) @181:17
                      .value:
                        Call(kwargs=()) @181:33
                          .func:
                            Name(id='attend') @181:33
                          .args:
                            Index() @181:40
                              .value:
                                Name(id='q_tile') @181:40
                              .subs:
                                Name(id='my_q') @181:47
                            Index() @181:54
                              .value:
                                Name(id='k_ring') @181:54
                              .subs:
                                Name(id='slot') @181:61
                            Index() @181:68
                              .value:
                                Name(id='v_ring') @181:68
                              .subs:
                                Name(id='slot') @181:75
                            BinOp(op='+') @181:82
                              .lhs:
                                Name(id='k_lo') @181:82
                              .rhs:
                                BinOp(op='*') @181:89
                                  .lhs:
                                    Name(id='n') @181:89
                                  .rhs:
                                    Name(id='BLOCK_N') @181:93
                            Name(id='lo_b') @181:102
                            Name(id='hi_b') @181:108
                            Name(id='m_i') @181:114
                            Name(id='l_i') @182:40
                            Name(id='acc') @182:45
                            Name(id='qk_scale') @182:50
                            Name(id='BLOCK_N') @182:60
                            Name(id='ACT') @182:69
                            Name(id='DT') @182:74
                    Arrive(count=None) @183:17
                      .target:
                        Index() @183:24
                          .value:
                            Name(id='kv_free') @183:24
                          .subs:
                            Name(id='slot') @183:32
            Arrive(count=None) @184:9
              .target:
                Index() @184:16
                  .value:
                    Name(id='q_free') @184:16
                  .subs:
                    Name(id='qs') @184:23
            If() @185:9
              .cond:
                BinOp(op='==') @185:12
                  .lhs:
                    Name(id='ACT') @185:12
                  .rhs:
                    Const(value='softmax') @185:19
              .body:
                Assign(targets=('seen',)) @186:13
                  .value:
                    BinOp(op='!=') @186:20
                      .lhs:
                        Name(id='l_i') @186:20
                      .rhs:
                        Const(value=0.0) @186:27
                Assign(targets=('out',)) @187:13
                  .value:
                    Call(kwargs=()) @187:19
                      .func:
                        Name(id='where') @187:19
                      .args:
                        Index() @187:25
                          .value:
                            Name(id='seen') @187:25
                          .subs:
                            FullSlice() @187:30
                            Const(value=None) @187:33
                        BinOp(op='/') @187:40
                          .lhs:
                            Name(id='acc') @187:40
                          .rhs:
                            Index() @187:46
                              .value:
                                Name(id='l_i') @187:46
                              .subs:
                                FullSlice() @187:50
                                Const(value=None) @187:53
                        Const(value=0.0) @187:60
                Assign(targets=('row_lse',)) @188:13
                  .value:
                    Call(kwargs=()) @188:23
                      .func:
                        Name(id='where') @188:23
                      .args:
                        Name(id='seen') @188:29
                        BinOp(op='/') @188:36
                          .lhs:
                            BinOp(op='+') @188:36
                              .lhs:
                                Name(id='m_i') @188:36
                              .rhs:
                                Call(kwargs=()) @188:42
                                  .func:
                                    Name(id='log2') @188:42
                                  .args:
                                    Name(id='l_i') @188:47
                          .rhs:
                            Name(id='LOG2E') @188:55
                        Unary(op='-') @188:62
                          .operand:
                            Name(id='NEG_INF') @188:63
              .orelse:
                Assign(targets=('out',)) @190:13
                  .value:
                    BinOp(op='*') @190:19
                      .lhs:
                        Name(id='acc') @190:19
                      .rhs:
                        Name(id='out_scale') @190:25
                Assign(targets=('row_lse',)) @191:13
                  .value:
                    Call(kwargs=()) @191:23
                      .func:
                        Name(id='zeros') @191:23
                      .args:
                        ListLit() @191:29
                          .elts:
                            Name(id='WG_M') @191:30
                        Name(id='f32') @191:37
            If(orelse=()) @197:9
              .cond:
                Name(id='ISOLATE') @197:12
              .body:
                Assign(targets=('total',)) @198:13
                  .value:
                    Call() @198:21
                      .func:
                        Name(id='sum') @198:21
                      .args:
                        Call() @198:25
                          .func:
                            Name(id='sum') @198:25
                          .args:
                            Name(id='out') @198:29
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @198:39
                            )
                      .kwargs:
                        (
                          'axis'
                          Const(value=0) @198:48
                        )
                If(orelse=()) @199:13
                  .cond:
                    BinOp(op='!=') @199:16
                      .lhs:
                        BinOp(op='-') @199:16
                          .lhs:
                            Name(id='total') @199:16
                          .rhs:
                            Name(id='total') @199:24
                      .rhs:
                        Const(value=0.0) @199:33
                  .body:
                    If(orelse=()) @200:17
                      .cond:
                        Name(id='ROWS_SMEM') @200:20
                      .body:
                        Assign(targets=('lo', 'hi')) @203:21
                          .value:
                            Call(kwargs=()) @203:30
                              .func:
                                Name(id='row_keys') @203:30
                              .args:
                                Name(id='rows') @203:39
                                Name(id='seg_q') @203:45
                                Name(id='cu_q') @203:52
                                Name(id='cu_k') @203:58
                                Name(id='Tq') @203:64
                                Name(id='Tk') @203:68
                                Name(id='CAUSAL') @203:72
                    Assign(targets=('out',)) @204:17
                      .value:
                        Call(kwargs=()) @204:23
                          .func:
                            Name(id='isolated') @204:23
                          .args:
                            Name(id='q') @204:32
                            Name(id='k') @204:35
                            Name(id='v') @204:38
                            Name(id='rows') @204:41
                            Name(id='head') @204:47
                            Name(id='kv_head') @204:53
                            Name(id='lo') @204:62
                            Name(id='hi') @204:66
                            Name(id='m_i') @204:70
                            Name(id='l_i') @204:75
                            Name(id='qk_scale') @204:80
                            Name(id='out_scale') @204:90
                            Name(id='ACT') @204:101
                            Name(id='DT') @204:106
                            Name(id='D') @204:110
            Store() @205:9
              .target:
                Name(id='o') @205:9
              .subs:
                Index() @205:11
                  .value:
                    Name(id='rows') @205:11
                  .subs:
                    FullSlice() @205:16
                    Const(value=None) @205:19
                Name(id='head') @205:26
                Index() @205:32
                  .value:
                    Call(kwargs=()) @205:32
                      .func:
                        Name(id='arange') @205:32
                      .args:
                        Name(id='D') @205:39
                  .subs:
                    Const(value=None) @205:42
                    FullSlice() @205:48
              .value:
                Call(kwargs=()) @205:54
                  .func:
                    Name(id='cast') @205:54
                  .args:
                    Name(id='out') @205:59
                    Name(id='DT') @205:64
              .mask:
                Index() @205:74
                  .value:
                    Name(id='in_q') @205:74
                  .subs:
                    FullSlice() @205:79
                    Const(value=None) @205:82
            Store() @206:9
              .target:
                Name(id='lse') @206:9
              .subs:
                Name(id='rows') @206:13
                Name(id='head') @206:19
              .value:
                Name(id='row_lse') @206:27
              .mask:
                Name(id='in_q') @206:41
        Require(message='at most 2**30 - 1 query and key rows') @208:5
          .cond:
            BoolOp(op='and') @208:13
              .values:
                BinOp(op='<') @208:13
                  .lhs:
                    Name(id='Tq') @208:13
                  .rhs:
                    Const(value=1073741824) @208:18
                BinOp(op='<') @208:33
                  .lhs:
                    Name(id='Tk') @208:33
                  .rhs:
                    Const(value=1073741824) @208:38