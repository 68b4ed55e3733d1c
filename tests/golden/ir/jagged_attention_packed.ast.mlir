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
    FuncDef(name='attend', params=('q_slot', 'k_slot', 'v_slot', 'kb', 'lo', 'hi', 'm_i', 'l_i', 'acc', 'qk_scale', 'BLOCK_N', 'ACT', 'DT')) @30:1
      .body:
        Assign(targets=('s',)) @31:5
          .value:
            Call(kwargs=()) @31:9
              .func:
                Name(id='mma_wait') @31:9
              .args:
                Call(kwargs=()) @31:18
                  .func:
                    Name(id='mma_async') @31:18
                  .args:
                    Name(id='q_slot') @31:28
                    Attr(name='T') @31:36
                      .value:
                        Name(id='k_slot') @31:36
        Assign(targets=('cols',)) @32:5
          .value:
            BinOp(op='+') @32:12
              .lhs:
                Name(id='kb') @32:12
              .rhs:
                Call(kwargs=()) @32:17
                  .func:
                    Name(id='arange') @32:17
                  .args:
                    Name(id='BLOCK_N') @32:24
        Assign(targets=('valid',)) @33:5
          .value:
            BoolOp(op='and') @33:13
              .values:
                BinOp(op='>=') @33:13
                  .lhs:
                    Index() @33:13
                      .value:
                        Name(id='cols') @33:13
                      .subs:
                        Const(value=None) @33:18
                        FullSlice() @33:24
                  .rhs:
                    Index() @33:30
                      .value:
                        Name(id='lo') @33:30
                      .subs:
                        FullSlice() @33:33
                        Const(value=None) @33:36
                BinOp(op='<') @33:46
                  .lhs:
                    Index() @33:46
                      .value:
                        Name(id='cols') @33:46
                      .subs:
                        Const(value=None) @33:51
                        FullSlice() @33:57
                  .rhs:
                    Index() @33:62
                      .value:
                        Name(id='hi') @33:62
                      .subs:
                        FullSlice() @33:65
                        Const(value=None) @33:68
        If() @34:5
          .cond:
            BinOp(op='==') @34:8
              .lhs:
                Name(id='ACT') @34:8
              .rhs:
                Const(value='softmax') @34:15
          .body:
            Assign(targets=('s',)) @35:9
              .value:
                Call(kwargs=()) @35:13
                  .func:
                    Name(id='where') @35:13
                  .args:
                    Name(id='valid') @35:19
                    Name(id='s') @35:26
                    Name(id='NEG_INF') @35:29
            Assign(targets=('m_new',)) @36:9
              .value:
                Call(kwargs=()) @36:17
                  .func:
                    Name(id='maximum') @36:17
                  .args:
                    Name(id='m_i') @36:25
                    BinOp(op='*') @36:30
                      .lhs:
                        Call() @36:30
                          .func:
                            Name(id='max') @36:30
                          .args:
                            Name(id='s') @36:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @36:42
                            )
                      .rhs:
                        Name(id='qk_scale') @36:47
            Assign(targets=('m_safe',)) @37:9
              .value:
                Call(kwargs=()) @37:18
                  .func:
                    Name(id='where') @37:18
                  .args:
                    BinOp(op='==') @37:24
                      .lhs:
                        Name(id='m_new') @37:24
                      .rhs:
                        Name(id='NEG_INF') @37:33
                    Const(value=0.0) @37:42
                    Name(id='m_new') @37:47
            Assign(targets=('p',)) @38:9
              .value:
                Call(kwargs=()) @38:13
                  .func:
                    Name(id='exp2') @38:13
                  .args:
                    BinOp(op='-') @38:18
                      .lhs:
                        BinOp(op='*') @38:18
                          .lhs:
                            Name(id='s') @38:18
                          .rhs:
                            Name(id='qk_scale') @38:22
                      .rhs:
                        Index() @38:33
                          .value:
                            Name(id='m_safe') @38:33
                          .subs:
                            FullSlice() @38:40
                            Const(value=None) @38:43
            Assign(targets=('alpha',)) @39:9
              .value:
                Call(kwargs=()) @39:17
                  .func:
                    Name(id='exp2') @39:17
                  .args:
                    BinOp(op='-') @39:22
                      .lhs:
                        Name(id='m_i') @39:22
                      .rhs:
                        Name(id='m_safe') @39:28
            Assign(targets=('l_i',)) @40:9
              .value:
                BinOp(op='+') @40:15
                  .lhs:
                    BinOp(op='*') @40:15
                      .lhs:
                        Name(id='l_i') @40:15
                      .rhs:
                        Name(id='alpha') @40:21
                  .rhs:
                    Call() @40:29
                      .func:
                        Name(id='sum') @40:29
                      .args:
                        Name(id='p') @40:33
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @40:41
                        )
            Assign(targets=('acc',)) @41:9
              .value:
                BinOp(op='*') @41:15
                  .lhs:
                    Name(id='acc') @41:15
                  .rhs:
                    Index() @41:21
                      .value:
                        Name(id='alpha') @41:21
                      .subs:
                        FullSlice() @41:27
                        Const(value=None) @41:30
            Assign(targets=('m_i',)) @42:9
              .value:
                Name(id='m_new') @42:15
          .orelse:
            StaticAssert(message='ACT is softmax or silu') @44:9
              .cond:
                BinOp(op='==') @44:23
                  .lhs:
                    Name(id='ACT') @44:23
                  .rhs:
                    Const(value='silu') @44:30
            Assign(targets=('x',)) @45:9
              .value:
                BinOp(op='*') @45:13
                  .lhs:
                    Name(id='s') @45:13
                  .rhs:
                    BinOp(op='/') @45:18
                      .lhs:
                        Name(id='qk_scale') @45:18
                      .rhs:
                        Name(id='LOG2E') @45:29
            Assign(targets=('p',)) @46:9
              .value:
                Call(kwargs=()) @46:13
                  .func:
                    Name(id='where') @46:13
                  .args:
                    Name(id='valid') @46:19
                    BinOp(op='*') @46:26
                      .lhs:
                        Name(id='x') @46:26
                      .rhs:
                        Call(kwargs=()) @46:30
                          .func:
                            Name(id='sigmoid') @46:30
                          .args:
                            Name(id='x') @46:38
                    Const(value=0.0) @46:42
        Assign(targets=('acc',)) @47:5
          .value:
            Call(kwargs=()) @47:11
              .func:
                Name(id='mma_wait') @47:11
              .args:
                Call(kwargs=()) @47:20
                  .func:
                    Name(id='mma_async') @47:20
                  .args:
                    Call(kwargs=()) @47:30
                      .func:
                        Name(id='cast') @47:30
                      .args:
                        Name(id='p') @47:35
                        Name(id='DT') @47:38
                    Name(id='v_slot') @47:43
                    Name(id='acc') @47:51
        Return() @48:5
          .values:
            Name(id='m_i') @48:12
            Name(id='l_i') @48:17
            Name(id='acc') @48:22
    FuncDef(name='isolated', params=('q', 'k', 'v', 'rows', 'head', 'kv_head', 'lo', 'hi', 'm_i', 'l_i', 'qk_scale', 'out_scale', 'ACT', 'DT', 'D')) @54:1
      .body:
        Assign(targets=('cols',)) @55:5
          .value:
            Call(kwargs=()) @55:12
              .func:
                Name(id='arange') @55:12
              .args:
                Name(id='D') @55:19
        Assign(targets=('q_rows',)) @56:5
          .value:
            Index() @56:14
              .value:
                Name(id='q') @56:14
              .subs:
                Index() @56:16
                  .value:
                    Name(id='rows') @56:16
                  .subs:
                    FullSlice() @56:21
                    Const(value=None) @56:24
                Name(id='head') @56:31
                Index() @56:37
                  .value:
                    Name(id='cols') @56:37
                  .subs:
                    Const(value=None) @56:42
                    FullSlice() @56:48
        Assign(targets=('m_safe',)) @57:5
          .value:
            Call(kwargs=()) @57:14
              .func:
                Name(id='where') @57:14
              .args:
                BinOp(op='==') @57:20
                  .lhs:
                    Name(id='m_i') @57:20
                  .rhs:
                    Name(id='NEG_INF') @57:27
                Const(value=0.0) @57:36
                Name(id='m_i') @57:41
        Assign(targets=('acc',)) @58:5
          .value:
            Call(kwargs=()) @58:11
              .func:
                Name(id='zeros') @58:11
              .args:
                ListLit() @58:17
                  .elts:
                    Index() @58:18
                      .value:
                        Attr(name='shape') @58:18
                          .value:
                            Name(id='rows') @58:18
                      .subs:
                        Const(value=0) @58:29
                    Name(id='D') @58:33
                Name(id='f32') @58:37
        For(var='key') @59:5
          .iter:
            Call(kwargs=()) @59:16
              .func:
                Name(id='range') @59:16
              .args:
                Call() @59:22
                  .func:
                    Name(id='min') @59:22
                  .args:
                    Name(id='lo') @59:26
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @59:35
                    )
                Call() @59:39
                  .func:
                    Name(id='max') @59:39
                  .args:
                    Name(id='hi') @59:43
                  .kwargs:
                    (
                      'axis'
                      Const(value=0) @59:52
                    )
          .body:
            Assign(targets=('s',)) @60:9
              .value:
                Call() @60:13
                  .func:
                    Name(id='sum') @60:13
                  .args:
                    BinOp(op='*') @60:17
                      .lhs:
                        Call(kwargs=()) @60:17
                          .func:
                            Name(id='cast') @60:17
                          .args:
                            Name(id='q_rows') @60:22
                            Name(id='f32') @60:30
                      .rhs:
                        Index() @60:37
                          .value:
                            Call(kwargs=()) @60:37
                              .func:
                                Name(id='cast') @60:37
                              .args:
                                Index() @60:42
                                  .value:
                                    Name(id='k') @60:42
                                  .subs:
                                    Name(id='key') @60:44
                                    Name(id='kv_head') @60:49
                                    Name(id='cols') @60:58
                                Name(id='f32') @60:65
                          .subs:
                            Const(value=None) @60:70
                            FullSlice() @60:76
                  .kwargs:
                    (
                      'axis'
                      Const(value=1) @60:85
                    )
            If() @61:9
              .cond:
                BinOp(op='==') @61:12
                  .lhs:
                    Name(id='ACT') @61:12
                  .rhs:
                    Const(value='softmax') @61:19
              .body:
                Assign(targets=('p',)) @62:13
                  .value:
                    Call(kwargs=()) @62:17
                      .func:
                        Name(id='exp2') @62:17
                      .args:
                        BinOp(op='-') @62:22
                          .lhs:
                            BinOp(op='*') @62:22
                              .lhs:
                                Name(id='s') @62:22
                              .rhs:
                                Name(id='qk_scale') @62:26
                          .rhs:
                            Name(id='m_safe') @62:37
              .orelse:
                Assign(targets=('x',)) @64:13
                  .value:
                    BinOp(op='*') @64:17
                      .lhs:
                        Name(id='s') @64:17
                      .rhs:
                        BinOp(op='/') @64:22
                          .lhs:
                            Name(id='qk_scale') @64:22
                          .rhs:
                            Name(id='LOG2E') @64:33
                Assign(targets=('p',)) @65:13
                  .value:
                    BinOp(op='*') @65:17
                      .lhs:
                        Name(id='x') @65:17
                      .rhs:
                        Call(kwargs=()) @65:21
                          .func:
                            Name(id='sigmoid') @65:21
                          .args:
                            Name(id='x') @65:29
            Assign(targets=('sees',)) @66:9
              .value:
                BoolOp(op='and') @66:16
                  .values:
                    BinOp(op='<=') @66:16
                      .lhs:
                        Name(id='lo') @66:16
                      .rhs:
                        Name(id='key') @66:22
                    BinOp(op='>') @66:30
                      .lhs:
                        Name(id='hi') @66:30
                      .rhs:
                        Name(id='key') @66:35
            Assign(targets=('w',)) @67:9
              .value:
                Call(kwargs=()) @67:13
                  .func:
                    Name(id='cast') @67:13
                  .args:
                    Call(kwargs=()) @67:18
                      .func:
                        Name(id='cast') @67:18
                      .args:
                        Name(id='p') @67:23
                        Name(id='DT') @67:26
                    Name(id='f32') @67:31
            Assign(targets=('acc',)) @68:9
              .value:
                BinOp(op='+') @68:15
                  .lhs:
                    Name(id='acc') @68:15
                  .rhs:
                    Call(kwargs=()) @68:21
                      .func:
                        Name(id='where') @68:21
                      .args:
                        Index() @68:27
                          .value:
                            Name(id='sees') @68:27
                          .subs:
                            FullSlice() @68:32
                            Const(value=None) @68:35
                        BinOp(op='*') @68:42
                          .lhs:
                            Index() @68:42
                              .value:
                                Name(id='w') @68:42
                              .subs:
                                FullSlice() @68:44
                                Const(value=None) @68:47
                          .rhs:
                            Index() @68:55
                              .value:
                                Call(kwargs=()) @68:55
                                  .func:
                                    Name(id='cast') @68:55
                                  .args:
                                    Index() @68:60
                                      .value:
                                        Name(id='v') @68:60
                                      .subs:
                                        Name(id='key') @68:62
                                        Name(id='kv_head') @68:67
                                        Name(id='cols') @68:76
                                    Name(id='f32') @68:83
                              .subs:
                                Const(value=None) @68:88
                                FullSlice() @68:94
                        Const(value=0.0) @68:98
        If(orelse=()) @69:5
          .cond:
            BinOp(op='==') @69:8
              .lhs:
                Name(id='ACT') @69:8
              .rhs:
                Const(value='softmax') @69:15
          .body:
            Return() @70:9
              .values:
                Call(kwargs=()) @70:16
                  .func:
                    Name(id='where') @70:16
                  .args:
                    Index() @70:22
                      .value:
                        BinOp(op='!=') @70:23
                          .lhs:
                            Name(id='l_i') @70:23
                          .rhs:
                            Const(value=0.0) @70:30
                      .subs:
                        FullSlice() @70:35
                        Const(value=None) @70:38
                    BinOp(op='/') @70:45
                      .lhs:
                        Name(id='acc') @70:45
                      .rhs:
                        Index() @70:51
                          .value:
                            Name(id='l_i') @70:51
                          .subs:
                            FullSlice() @70:55
                            Const(value=None) @70:58
                    Const(value=0.0) @70:65
        Return() @71:5
          .values:
            BinOp(op='*') @71:12
              .lhs:
                Name(id='acc') @71:12
              .rhs:
                Name(id='out_scale') @71:18
    KernelDef(name='jagged_attention_packed') @73:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @74:9
          .dtype:
            Name(id='DT') @74:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @74:26
          .dtype:
            Name(id='DT') @74:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @74:45
          .dtype:
            Name(id='DT') @74:48
        Param(name='o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @75:9
          .dtype:
            Name(id='DT') @75:12
        Param(name='lse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @75:26
          .dtype:
            Name(id='f32') @75:31
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @75:43
          .dtype:
            Name(id='i32') @75:49
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @75:59
          .dtype:
            Name(id='i32') @75:65
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @75:75
          .dtype:
            Name(id='i32') @75:82
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @76:9
          .dtype:
            Name(id='f32') @76:19
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @76:24
          .dtype:
            Name(id='f32') @76:35
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @77:9
          .default:
            Name(id='f16') @77:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @77:26
          .default:
            Const(value=128) @77:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @77:42
          .default:
            Const(value=64) @77:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @77:63
          .default:
            Const(value=64) @77:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @77:84
          .default:
            Const(value=2) @77:100
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @78:9
          .default:
            Const(value=False) @78:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @78:32
          .default:
            Const(value='softmax') @78:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @78:56
          .default:
            Const(value=240) @78:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @78:75
          .default:
            Const(value=64) @78:89
        Param(name='ISOLATE', kind='const', dtype=None, dims=(), offsets=None) @79:9
          .default:
            Const(value=True) @79:26
      .body:
        Require(message='KV heads divide the query heads') @80:5
          .cond:
            BoolOp(op='and') @80:13
              .values:
                BinOp(op='>') @80:13
                  .lhs:
                    Name(id='HKV') @80:13
                  .rhs:
                    Const(value=0) @80:19
                BinOp(op='==') @80:25
                  .lhs:
                    BinOp(op='%') @80:25
                      .lhs:
                        Name(id='H') @80:25
                      .rhs:
                        Name(id='HKV') @80:29
                  .rhs:
                    Const(value=0) @80:36
        Tiles() @81:5
          .dims:
            (
              ('m',)
              Call(kwargs=()) @81:16
                .func:
                  Name(id='range') @81:16
                .args:
                  Call(kwargs=()) @81:22
                    .func:
                      Name(id='cdiv') @81:22
                    .args:
                      Name(id='Tq') @81:27
                      Name(id='BLOCK_M') @81:31
            )
            (
              ('head',)
              Call(kwargs=()) @81:50
                .func:
                  Name(id='range') @81:50
                .args:
                  Name(id='H') @81:56
            )
          .options:
            TileOption(id='persistent', arg=None) @81:59
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @82:5
          .cond:
            BinOp(op='==') @82:19
              .lhs:
                BinOp(op='%') @82:19
                  .lhs:
                    Name(id='BLOCK_M') @82:19
                  .rhs:
                    Name(id='WG_M') @82:29
              .rhs:
                Const(value=0) @82:37
        Assign(targets=('NWG',)) @83:5
          .value:
            BinOp(op='//') @83:11
              .lhs:
                Name(id='BLOCK_M') @83:11
              .rhs:
                Name(id='WG_M') @83:22
        SmemDecl(name='q_tile') @85:5
          .stages:
            BinOp(op='*') @85:17
              .lhs:
                Const(value=2) @85:17
              .rhs:
                BinOp(op='//') @85:22
                  .lhs:
                    Name(id='BLOCK_M') @85:22
                  .rhs:
                    Name(id='WG_M') @85:33
          .dtype:
            Name(id='DT') @85:41
          .shape:
            Name(id='WG_M') @85:44
            Name(id='D') @85:50
        SmemDecl(name='k_ring') @86:5
          .stages:
            Name(id='STAGES') @86:17
          .dtype:
            Name(id='DT') @86:26
          .shape:
            Name(id='BLOCK_N') @86:29
            Name(id='D') @86:38
        SmemDecl(name='v_ring') @87:5
          .stages:
            Name(id='STAGES') @87:17
          .dtype:
            Name(id='DT') @87:26
          .shape:
            Name(id='BLOCK_N') @87:29
            Name(id='D') @87:38
        BarrierDecl(name='q_ready', kwargs=()) @88:5
          .size:
            Const(value=2) @88:21
        BarrierDecl(name='q_free') @89:5
          .size:
            Const(value=2) @89:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @89:29
                .lhs:
                  Name(id='BLOCK_M') @89:29
                .rhs:
                  Name(id='WG_M') @89:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @90:5
          .size:
            Name(id='STAGES') @90:22
        BarrierDecl(name='kv_free') @91:5
          .size:
            Name(id='STAGES') @91:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @91:35
                .lhs:
                  Name(id='BLOCK_M') @91:35
                .rhs:
                  Name(id='WG_M') @91:46
            )
        Assign(targets=('r_last',)) @94:5
          .value:
            BinOp(op='-') @94:14
              .lhs:
                Call(kwargs=()) @94:14
                  .func:
                    Name(id='minimum') @94:14
                  .args:
                    BinOp(op='*') @94:23
                      .lhs:
                        BinOp(op='+') @94:23
                          .lhs:
                            Name(id='m') @94:23
                          .rhs:
                            Const(value=1) @94:27
                      .rhs:
                        Name(id='BLOCK_M') @94:32
                    Name(id='Tq') @94:41
              .rhs:
                Const(value=1) @94:47
        Assign(targets=('first',)) @95:5
          .value:
            Index() @95:13
              .value:
                Name(id='seg_q') @95:13
              .subs:
                BinOp(op='*') @95:19
                  .lhs:
                    Name(id='m') @95:19
                  .rhs:
                    Name(id='BLOCK_M') @95:23
        Assign(targets=('last_seq',)) @96:5
          .value:
            Index() @96:16
              .value:
                Name(id='seg_q') @96:16
              .subs:
                Name(id='r_last') @96:22
        Assign(targets=('k_lo',)) @97:5
          .value:
            Index() @97:12
              .value:
                Name(id='cu_k') @97:12
              .subs:
                Name(id='first') @97:17
        Assign(targets=('k_hi',)) @98:5
          .value:
            Index() @98:12
              .value:
                Name(id='cu_k') @98:12
              .subs:
                BinOp(op='+') @98:17
                  .lhs:
                    Name(id='last_seq') @98:17
                  .rhs:
                    Const(value=1) @98:28
        If(orelse=()) @99:5
          .cond:
            Name(id='CAUSAL') @99:8
          .body:
            Assign(targets=('k_hi',)) @102:9
              .value:
                Call(kwargs=()) @102:16
                  .func:
                    Name(id='maximum') @102:16
                  .args:
                    Index() @102:24
                      .value:
                        Name(id='cu_k') @102:24
                      .subs:
                        Name(id='last_seq') @102:29
                    Call(kwargs=()) @102:40
                      .func:
                        Name(id='minimum') @102:40
                      .args:
                        Name(id='k_hi') @102:48
                        BinOp(op='-') @102:54
                          .lhs:
                            BinOp(op='+') @102:54
                              .lhs:
                                BinOp(op='+') @102:54
                                  .lhs:
                                    Name(id='r_last') @102:54
                                  .rhs:
                                    Const(value=1) @102:63
                              .rhs:
                                Name(id='k_hi') @102:67
                          .rhs:
                            Index() @102:74
                              .value:
                                Name(id='cu_q') @102:74
                              .subs:
                                BinOp(op='+') @102:79
                                  .lhs:
                                    Name(id='last_seq') @102:79
                                  .rhs:
                                    Const(value=1) @102:90
        Assign(targets=('n_blocks',)) @103:5
          .value:
            Call(kwargs=()) @103:16
              .func:
                Name(id='cdiv') @103:16
              .args:
                Call(kwargs=()) @103:21
                  .func:
                    Name(id='maximum') @103:21
                  .args:
                    BinOp(op='-') @103:29
                      .lhs:
                        Name(id='k_hi') @103:29
                      .rhs:
                        Name(id='k_lo') @103:36
                    Const(value=0) @103:42
                Name(id='BLOCK_N') @103:46
        Assign(targets=('kv_head',)) @104:5
          .value:
            BinOp(op='//') @104:15
              .lhs:
                Name(id='head') @104:15
              .rhs:
                BinOp(op='//') @104:24
                  .lhs:
                    Name(id='H') @104:24
                  .rhs:
                    Name(id='HKV') @104:29
        Role(name='load', replica=None) @106:5
          .kwargs:
            (
              'warps'
              Const(value=1) @106:21
            )
            (
              'regs'
              Const(value=24) @106:29
            )
          .body:
            Assign(targets=('qs',)) @107:9
              .value:
                BinOp(op='%') @107:14
                  .lhs:
                    Name(id='tile_index') @107:14
                  .rhs:
                    Const(value=2) @107:27
            Wait(phase=None) @108:9
              .target:
                Index() @108:14
                  .value:
                    Name(id='q_free') @108:14
                  .subs:
                    Name(id='qs') @108:21
            Expect() @109:9
              .target:
                Index() @109:16
                  .value:
                    Name(id='q_ready') @109:16
                  .subs:
                    Name(id='qs') @109:24
              .nbytes:
                BinOp(op='*') @109:29
                  .lhs:
                    Name(id='NWG') @109:29
                  .rhs:
                    Call(kwargs=()) @109:35
                      .func:
                        Name(id='bytes') @109:35
                      .args:
                        Name(id='q_tile') @109:41
            For(var='i') @110:9
              .iter:
                Call(kwargs=()) @110:18
                  .func:
                    Name(id='static_range') @110:18
                  .args:
                    Name(id='NWG') @110:31
              .body:
                Tma() @111:13
                  .dst:
                    Index() @111:17
                      .value:
                        Name(id='q_tile') @111:17
                      .subs:
                        BinOp(op='+') @111:24
                          .lhs:
                            BinOp(op='*') @111:24
                              .lhs:
                                Name(id='qs') @111:24
                              .rhs:
                                Name(id='NWG') @111:29
                          .rhs:
                            Name(id='i') @111:35
                  .src:
                    Index() @111:41
                      .value:
                        Name(id='q') @111:41
                      .subs:
                        BinOp(op='+') @111:43
                          .lhs:
                            BinOp(op='*') @111:43
                              .lhs:
                                Name(id='NWG') @111:43
                              .rhs:
                                Name(id='m') @111:49
                          .rhs:
                            Name(id='i') @111:53
                        Name(id='head') @111:56
                  .signals:
                    Index() @111:70
                      .value:
                        Name(id='q_ready') @111:70
                      .subs:
                        Name(id='qs') @111:78
            Pipeline(var='n', slot='slot', ring='kv') @112:9
              .iter:
                Call(kwargs=()) @112:23
                  .func:
                    Name(id='range') @112:23
                  .args:
                    Name(id='n_blocks') @112:29
              .stages:
                Name(id='STAGES') @112:52
              .body:
                Wait(phase=None) @113:13
                  .target:
                    Index() @113:18
                      .value:
                        Name(id='kv_free') @113:18
                      .subs:
                        Name(id='slot') @113:26
                Expect() @114:13
                  .target:
                    Index() @114:20
                      .value:
                        Name(id='kv_ready') @114:20
                      .subs:
                        Name(id='slot') @114:29
                  .nbytes:
                    BinOp(op='+') @114:36
                      .lhs:
                        Call(kwargs=()) @114:36
                          .func:
                            Name(id='bytes') @114:36
                          .args:
                            Name(id='k_ring') @114:42
                      .rhs:
                        Call(kwargs=()) @114:52
                          .func:
                            Name(id='bytes') @114:52
                          .args:
                            Name(id='v_ring') @114:58
                Tma() @115:13
                  .dst:
                    Index() @115:17
                      .value:
                        Name(id='k_ring') @115:17
                      .subs:
                        Name(id='slot') @115:24
                  .src:
                    Index() @115:33
                      .value:
                        Name(id='k') @115:33
                      .subs:
                        Call(kwargs=()) @115:35
                          .func:
                            Name(id='at') @115:35
                          .args:
                            BinOp(op='+') @115:38
                              .lhs:
                                Name(id='k_lo') @115:38
                              .rhs:
                                BinOp(op='*') @115:45
                                  .lhs:
                                    Name(id='n') @115:45
                                  .rhs:
                                    Name(id='BLOCK_N') @115:49
                        Name(id='kv_head') @115:59
                  .signals:
                    Index() @115:76
                      .value:
                        Name(id='kv_ready') @115:76
                      .subs:
                        Name(id='slot') @115:85
                Tma() @116:13
                  .dst:
                    Index() @116:17
                      .value:
                        Name(id='v_ring') @116:17
                      .subs:
                        Name(id='slot') @116:24
                  .src:
                    Index() @116:33
                      .value:
                        Name(id='v') @116:33
                      .subs:
                        Call(kwargs=()) @116:35
                          .func:
                            Name(id='at') @116:35
                          .args:
                            BinOp(op='+') @116:38
                              .lhs:
                                Name(id='k_lo') @116:38
                              .rhs:
                                BinOp(op='*') @116:45
                                  .lhs:
                                    Name(id='n') @116:45
                                  .rhs:
                                    Name(id='BLOCK_N') @116:49
                        Name(id='kv_head') @116:59
                  .signals:
                    Index() @116:76
                      .value:
                        Name(id='kv_ready') @116:76
                      .subs:
                        Name(id='slot') @116:85
        Role(name='compute', replica='wg') @118:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @118:29
            )
            (
              'regs'
              Name(id='REGS') @118:39
            )
          .body:
            Assign(targets=('qk_scale',)) @119:9
              .value:
                BinOp(op='*') @119:20
                  .lhs:
                    Name(id='sm_scale') @119:20
                  .rhs:
                    Name(id='LOG2E') @119:31
            Assign(targets=('rows',)) @120:9
              .value:
                BinOp(op='+') @120:16
                  .lhs:
                    BinOp(op='+') @120:16
                      .lhs:
                        BinOp(op='*') @120:16
                          .lhs:
                            Name(id='m') @120:16
                          .rhs:
                            Name(id='BLOCK_M') @120:20
                      .rhs:
                        BinOp(op='*') @120:30
                          .lhs:
                            Name(id='wg') @120:30
                          .rhs:
                            Name(id='WG_M') @120:35
                  .rhs:
                    Call(kwargs=()) @120:42
                      .func:
                        Name(id='arange') @120:42
                      .args:
                        Name(id='WG_M') @120:49
            Assign(targets=('in_q',)) @121:9
              .value:
                BinOp(op='<') @121:16
                  .lhs:
                    Name(id='rows') @121:16
                  .rhs:
                    Name(id='Tq') @121:23
            Assign(targets=('row_seq',)) @122:9
              .value:
                Index() @122:19
                  .value:
                    Name(id='seg_q') @122:19
                  .subs:
                    Name(id='rows') @122:25
            Assign(targets=('lo',)) @125:9
              .value:
                Call(kwargs=()) @125:14
                  .func:
                    Name(id='where') @125:14
                  .args:
                    Name(id='in_q') @125:20
                    Index() @125:26
                      .value:
                        Name(id='cu_k') @125:26
                      .subs:
                        Name(id='row_seq') @125:31
                    Name(id='Tk') @125:41
            Assign(targets=('hi',)) @126:9
              .value:
                Call(kwargs=()) @126:14
                  .func:
                    Name(id='where') @126:14
                  .args:
                    Name(id='in_q') @126:20
                    Index() @126:26
                      .value:
                        Name(id='cu_k') @126:26
                      .subs:
                        BinOp(op='+') @126:31
                          .lhs:
                            Name(id='row_seq') @126:31
                          .rhs:
                            Const(value=1) @126:41
                    Const(value=0) @126:45
            If(orelse=()) @127:9
              .cond:
                Name(id='CAUSAL') @127:12
              .body:
                Assign(targets=('hi',)) @128:13
                  .value:
                    Call(kwargs=()) @128:18
                      .func:
                        Name(id='minimum') @128:18
                      .args:
                        Name(id='hi') @128:26
                        BinOp(op='-') @128:30
                          .lhs:
                            BinOp(op='+') @128:30
                              .lhs:
                                BinOp(op='+') @128:30
                                  .lhs:
                                    Name(id='rows') @128:30
                                  .rhs:
                                    Const(value=1) @128:37
                              .rhs:
                                Name(id='hi') @128:41
                          .rhs:
                            Index() @128:46
                              .value:
                                Name(id='cu_q') @128:46
                              .subs:
                                BinOp(op='+') @128:51
                                  .lhs:
                                    Name(id='row_seq') @128:51
                                  .rhs:
                                    Const(value=1) @128:61
            Assign(targets=('n_a',)) @130:9
              .value:
                Call(kwargs=()) @130:15
                  .func:
                    Name(id='minimum') @130:15
                  .args:
                    Call(kwargs=()) @130:23
                      .func:
                        Name(id='maximum') @130:23
                      .args:
                        BinOp(op='//') @130:32
                          .lhs:
                            BinOp(op='-') @130:32
                              .lhs:
                                Call() @130:32
                                  .func:
                                    Name(id='min') @130:32
                                  .args:
                                    Name(id='lo') @130:36
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=0) @130:45
                                    )
                              .rhs:
                                Name(id='k_lo') @130:50
                          .rhs:
                            Name(id='BLOCK_N') @130:59
                        Const(value=0) @130:68
                    Name(id='n_blocks') @130:72
            Assign(targets=('n_b',)) @131:9
              .value:
                Call(kwargs=()) @131:15
                  .func:
                    Name(id='maximum') @131:15
                  .args:
                    Call(kwargs=()) @131:23
                      .func:
                        Name(id='minimum') @131:23
                      .args:
                        Call(kwargs=()) @131:31
                          .func:
                            Name(id='cdiv') @131:31
                          .args:
                            BinOp(op='-') @131:36
                              .lhs:
                                Call() @131:36
                                  .func:
                                    Name(id='max') @131:36
                                  .args:
                                    Name(id='hi') @131:40
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=0) @131:49
                                    )
                              .rhs:
                                Name(id='k_lo') @131:54
                            Name(id='BLOCK_N') @131:60
                        Name(id='n_blocks') @131:70
                    Name(id='n_a') @131:81
            Assign(targets=('m_i',)) @132:9
              .value:
                Call(kwargs=()) @132:15
                  .func:
                    Name(id='full') @132:15
                  .args:
                    ListLit() @132:20
                      .elts:
                        Name(id='WG_M') @132:21
                    Name(id='NEG_INF') @132:28
                    Name(id='f32') @132:37
            Assign(targets=('l_i',)) @133:9
              .value:
                Call(kwargs=()) @133:15
                  .func:
                    Name(id='zeros') @133:15
                  .args:
                    ListLit() @133:21
                      .elts:
                        Name(id='WG_M') @133:22
                    Name(id='f32') @133:29
            Assign(targets=('acc',)) @134:9
              .value:
                Call(kwargs=()) @134:15
                  .func:
                    Name(id='zeros') @134:15
                  .args:
                    ListLit() @134:21
                      .elts:
                        Name(id='WG_M') @134:22
                        Name(id='D') @134:28
                    Name(id='f32') @134:32
            Assign(targets=('qs',)) @135:9
              .value:
                BinOp(op='%') @135:14
                  .lhs:
                    Name(id='tile_index') @135:14
                  .rhs:
                    Const(value=2) @135:27
            Assign(targets=('my_q',)) @136:9
              .value:
                BinOp(op='+') @136:16
                  .lhs:
                    BinOp(op='*') @136:16
                      .lhs:
                        Name(id='qs') @136:16
                      .rhs:
                        Name(id='NWG') @136:21
                  .rhs:
                    Name(id='wg') @136:27
            Wait(phase=None) @137:9
              .target:
                Index() @137:14
                  .value:
                    Name(id='q_ready') @137:14
                  .subs:
                    Name(id='qs') @137:22
            If() @138:9
              .cond:
                BinOp(op='==') @138:12
                  .lhs:
                    Name(id='TARGET') @138:12
                  .rhs:
                    Const(value='gluon') @138:22
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @142:13
                  .iter:
                    Call(kwargs=()) @142:27
                      .func:
                        Name(id='range') @142:27
                      .args:
                        Name(id='n_blocks') @142:33
                  .stages:
                    Name(id='STAGES') @142:56
                  .body:
                    Wait(phase=None) @143:17
                      .target:
                        Index() @143:22
                          .value:
                            Name(id='kv_ready') @143:22
                          .subs:
                            Name(id='slot') @143:31
                    If(orelse=()) @144:17
                      .cond:
                        BoolOp(op='and') @144:20
                          .values:
                            BinOp(op='>=') @144:20
                              .lhs:
                                Name(id='n') @144:20
                              .rhs:
                                Name(id='n_a') @144:25
                            BinOp(op='<') @144:33
                              .lhs:
                                Name(id='n') @144:33
                              .rhs:
                                Name(id='n_b') @144:37
                      .body:
                        Assign(targets=('m_i', 'l_i', 'acc')) @145:21
                          .value:
                            Call(kwargs=()) @145:37
                              .func:
                                Name(id='attend') @145:37
                              .args:
                                Index() @145:44
                                  .value:
                                    Name(id='q_tile') @145:44
                                  .subs:
                                    Name(id='my_q') @145:51
                                Index() @145:58
                                  .value:
                                    Name(id='k_ring') @145:58
                                  .subs:
                                    Name(id='slot') @145:65
                                Index() @145:72
                                  .value:
                                    Name(id='v_ring') @145:72
                                  .subs:
                                    Name(id='slot') @145:79
                                BinOp(op='+') @145:86
                                  .lhs:
                                    Name(id='k_lo') @145:86
                                  .rhs:
                                    BinOp(op='*') @145:93
                                      .lhs:
                                        Name(id='n') @145:93
                                      .rhs:
                                        Name(id='BLOCK_N') @145:97
                                Name(id='lo') @145:106
                                Name(id='hi') @145:110
                                Name(id='m_i') @145:114
                                Name(id='l_i') @146:44
                                Name(id='acc') @146:49
                                Name(id='qk_scale') @146:54
                                Name(id='BLOCK_N') @146:64
                                Name(id='ACT') @146:73
                                Name(id='DT') @146:78
                    Arrive(count=None) @147:17
                      .target:
                        Index() @147:24
                          .value:
                            Name(id='kv_free') @147:24
                          .subs:
                            Name(id='slot') @147:32
              .orelse:
                Assign(targets=('lo',)) @151:13
                  .value:
                    Call(kwargs=()) @151:18
                      .func:
                        Name(id='maximum') @151:18
                      .args:
                        Name(id='lo') @151:26
                        BinOp(op='+') @151:30
                          .lhs:
                            Name(id='k_lo') @151:30
                          .rhs:
                            BinOp(op='*') @151:37
                              .lhs:
                                Name(id='n_a') @151:37
                              .rhs:
                                Name(id='BLOCK_N') @151:43
                Assign(targets=('hi',)) @152:13
                  .value:
                    Call(kwargs=()) @152:18
                      .func:
                        Name(id='minimum') @152:18
                      .args:
                        Name(id='hi') @152:26
                        BinOp(op='+') @152:30
                          .lhs:
                            Name(id='k_lo') @152:30
                          .rhs:
                            BinOp(op='*') @152:37
                              .lhs:
                                Name(id='n_b') @152:37
                              .rhs:
                                Name(id='BLOCK_N') @152:43
                Pipeline(var='n', slot='slot', ring='kv') @153:13
                  .iter:
                    Call(kwargs=()) @153:27
                      .func:
                        Name(id='range') @153:27
                      .args:
                        Name(id='n_blocks') @153:33
                  .stages:
                    Name(id='STAGES') @153:56
                  .body:
                    Wait(phase=None) @154:17
                      .target:
                        Index() @154:22
                          .value:
                            Name(id='kv_ready') @154:22
                          .subs:
                            Name(id='slot') @154:31
                    Assign(targets=('m_i', 'l_i', 'acc')) @155:17
                      .value:
                        Call(kwargs=()) @155:33
                          .func:
                            Name(id='attend') @155:33
                          .args:
                            Index() @155:40
                              .value:
                                Name(id='q_tile') @155:40
                              .subs:
                                Name(id='my_q') @155:47
                            Index() @155:54
                              .value:
                                Name(id='k_ring') @155:54
                              .subs:
                                Name(id='slot') @155:61
                            Index() @155:68
                              .value:
                                Name(id='v_ring') @155:68
                              .subs:
                                Name(id='slot') @155:75
                            BinOp(op='+') @155:82
                              .lhs:
                                Name(id='k_lo') @155:82
                              .rhs:
                                BinOp(op='*') @155:89
                                  .lhs:
                                    Name(id='n') @155:89
                                  .rhs:
                                    Name(id='BLOCK_N') @155:93
                            Name(id='lo') @155:102
                            Name(id='hi') @155:106
                            Name(id='m_i') @155:110
                            Name(id='l_i') @155:115
                            Name(id='acc') @156:40
                            Name(id='qk_scale') @156:45
                            Name(id='BLOCK_N') @156:55
                            Name(id='ACT') @156:64
                            Name(id='DT') @156:69
                    Arrive(count=None) @157:17
                      .target:
                        Index() @157:24
                          .value:
                            Name(id='kv_free') @157:24
                          .subs:
                            Name(id='slot') @157:32
            Arrive(count=None) @158:9
              .target:
                Index() @158:16
                  .value:
                    Name(id='q_free') @158:16
                  .subs:
                    Name(id='qs') @158:23
            If() @159:9
              .cond:
                BinOp(op='==') @159:12
                  .lhs:
                    Name(id='ACT') @159:12
                  .rhs:
                    Const(value='softmax') @159:19
              .body:
                Assign(targets=('seen',)) @160:13
                  .value:
                    BinOp(op='!=') @160:20
                      .lhs:
                        Name(id='l_i') @160:20
                      .rhs:
                        Const(value=0.0) @160:27
                Assign(targets=('out',)) @161:13
                  .value:
                    Call(kwargs=()) @161:19
                      .func:
                        Name(id='where') @161:19
                      .args:
                        Index() @161:25
                          .value:
                            Name(id='seen') @161:25
                          .subs:
                            FullSlice() @161:30
                            Const(value=None) @161:33
                        BinOp(op='/') @161:40
                          .lhs:
                            Name(id='acc') @161:40
                          .rhs:
                            Index() @161:46
                              .value:
                                Name(id='l_i') @161:46
                              .subs:
                                FullSlice() @161:50
                                Const(value=None) @161:53
                        Const(value=0.0) @161:60
                Assign(targets=('row_lse',)) @162:13
                  .value:
                    Call(kwargs=()) @162:23
                      .func:
                        Name(id='where') @162:23
                      .args:
                        Name(id='seen') @162:29
                        BinOp(op='/') @162:36
                          .lhs:
                            BinOp(op='+') @162:36
                              .lhs:
                                Name(id='m_i') @162:36
                              .rhs:
                                Call(kwargs=()) @162:42
                                  .func:
                                    Name(id='log2') @162:42
                                  .args:
                                    Name(id='l_i') @162:47
                          .rhs:
                            Name(id='LOG2E') @162:55
                        Unary(op='-') @162:62
                          .operand:
                            Name(id='NEG_INF') @162:63
              .orelse:
                Assign(targets=('out',)) @164:13
                  .value:
                    BinOp(op='*') @164:19
                      .lhs:
                        Name(id='acc') @164:19
                      .rhs:
                        Name(id='out_scale') @164:25
                Assign(targets=('row_lse',)) @165:13
                  .value:
                    Call(kwargs=()) @165:23
                      .func:
                        Name(id='zeros') @165:23
                      .args:
                        ListLit() @165:29
                          .elts:
                            Name(id='WG_M') @165:30
                        Name(id='f32') @165:37
            If(orelse=()) @171:9
              .cond:
                Name(id='ISOLATE') @171:12
              .body:
                Assign(targets=('total',)) @172:13
                  .value:
                    Call() @172:21
                      .func:
                        Name(id='sum') @172:21
                      .args:
                        Call() @172:25
                          .func:
                            Name(id='sum') @172:25
                          .args:
                            Name(id='out') @172:29
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @172:39
                            )
                      .kwargs:
                        (
                          'axis'
                          Const(value=0) @172:48
                        )
                If(orelse=()) @173:13
                  .cond:
                    BinOp(op='!=') @173:16
                      .lhs:
                        BinOp(op='-') @173:16
                          .lhs:
                            Name(id='total') @173:16
                          .rhs:
                            Name(id='total') @173:24
                      .rhs:
                        Const(value=0.0) @173:33
                  .body:
                    Assign(targets=('out',)) @174:17
                      .value:
                        Call(kwargs=()) @174:23
                          .func:
                            Name(id='isolated') @174:23
                          .args:
                            Name(id='q') @174:32
                            Name(id='k') @174:35
                            Name(id='v') @174:38
                            Name(id='rows') @174:41
                            Name(id='head') @174:47
                            Name(id='kv_head') @174:53
                            Name(id='lo') @174:62
                            Name(id='hi') @174:66
                            Name(id='m_i') @174:70
                            Name(id='l_i') @174:75
                            Name(id='qk_scale') @174:80
                            Name(id='out_scale') @174:90
                            Name(id='ACT') @174:101
                            Name(id='DT') @174:106
                            Name(id='D') @174:110
            Store() @175:9
              .target:
                Name(id='o') @175:9
              .subs:
                Index() @175:11
                  .value:
                    Name(id='rows') @175:11
                  .subs:
                    FullSlice() @175:16
                    Const(value=None) @175:19
                Name(id='head') @175:26
                Index() @175:32
                  .value:
                    Call(kwargs=()) @175:32
                      .func:
                        Name(id='arange') @175:32
                      .args:
                        Name(id='D') @175:39
                  .subs:
                    Const(value=None) @175:42
                    FullSlice() @175:48
              .value:
                Call(kwargs=()) @175:54
                  .func:
                    Name(id='cast') @175:54
                  .args:
                    Name(id='out') @175:59
                    Name(id='DT') @175:64
              .mask:
                Index() @175:74
                  .value:
                    Name(id='in_q') @175:74
                  .subs:
                    FullSlice() @175:79
                    Const(value=None) @175:82
            Store() @176:9
              .target:
                Name(id='lse') @176:9
              .subs:
                Name(id='rows') @176:13
                Name(id='head') @176:19
              .value:
                Name(id='row_lse') @176:27
              .mask:
                Name(id='in_q') @176:41