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
        SmemDecl(name='q_tile', options=()) @85:5
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
        SmemDecl(name='k_ring', options=()) @86:5
          .stages:
            Name(id='STAGES') @86:17
          .dtype:
            Name(id='DT') @86:26
          .shape:
            Name(id='BLOCK_N') @86:29
            Name(id='D') @86:38
        SmemDecl(name='v_ring', options=()) @87:5
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
            Call(kwargs=()) @97:12
              .func:
                Name(id='minimum') @97:12
              .args:
                Call(kwargs=()) @97:20
                  .func:
                    Name(id='maximum') @97:20
                  .args:
                    Index() @97:28
                      .value:
                        Name(id='cu_k') @97:28
                      .subs:
                        Name(id='first') @97:33
                    Const(value=0) @97:41
                Name(id='Tk') @97:45
        Assign(targets=('k_hi',)) @98:5
          .value:
            Call(kwargs=()) @98:12
              .func:
                Name(id='minimum') @98:12
              .args:
                Call(kwargs=()) @98:20
                  .func:
                    Name(id='maximum') @98:20
                  .args:
                    Index() @98:28
                      .value:
                        Name(id='cu_k') @98:28
                      .subs:
                        BinOp(op='+') @98:33
                          .lhs:
                            Name(id='last_seq') @98:33
                          .rhs:
                            Const(value=1) @98:44
                    Const(value=0) @98:48
                Name(id='Tk') @98:52
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
                    Call(kwargs=()) @102:24
                      .func:
                        Name(id='minimum') @102:24
                      .args:
                        Call(kwargs=()) @102:32
                          .func:
                            Name(id='maximum') @102:32
                          .args:
                            Index() @102:40
                              .value:
                                Name(id='cu_k') @102:40
                              .subs:
                                Name(id='last_seq') @102:45
                            Const(value=0) @102:56
                        Name(id='Tk') @102:60
                    Call(kwargs=()) @102:65
                      .func:
                        Name(id='minimum') @102:65
                      .args:
                        Name(id='k_hi') @102:73
                        BinOp(op='-') @102:79
                          .lhs:
                            BinOp(op='+') @102:79
                              .lhs:
                                BinOp(op='+') @102:79
                                  .lhs:
                                    Name(id='r_last') @102:79
                                  .rhs:
                                    Const(value=1) @102:88
                              .rhs:
                                Name(id='k_hi') @102:92
                          .rhs:
                            Call(kwargs=()) @102:99
                              .func:
                                Name(id='minimum') @102:99
                              .args:
                                Call(kwargs=()) @102:107
                                  .func:
                                    Name(id='maximum') @102:107
                                  .args:
                                    Index() @102:115
                                      .value:
                                        Name(id='cu_q') @102:115
                                      .subs:
                                        BinOp(op='+') @102:120
                                          .lhs:
                                            Name(id='last_seq') @102:120
                                          .rhs:
                                            Const(value=1) @102:131
                                    Const(value=0) @102:135
                                Name(id='Tq') @102:139
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
            Assign(targets=('n_a',)) @131:9
              .value:
                Call(kwargs=()) @131:15
                  .func:
                    Name(id='minimum') @131:15
                  .args:
                    Call(kwargs=()) @131:23
                      .func:
                        Name(id='maximum') @131:23
                      .args:
                        BinOp(op='//') @131:32
                          .lhs:
                            BinOp(op='-') @131:32
                              .lhs:
                                Call(kwargs=()) @131:32
                                  .func:
                                    Name(id='minimum') @131:32
                                  .args:
                                    Call(kwargs=()) @131:40
                                      .func:
                                        Name(id='maximum') @131:40
                                      .args:
                                        Call() @131:48
                                          .func:
                                            Name(id='min') @131:48
                                          .args:
                                            Name(id='lo') @131:52
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @131:61
                                            )
                                        Const(value=0) @131:65
                                    Name(id='Tk') @131:69
                              .rhs:
                                Name(id='k_lo') @131:75
                          .rhs:
                            Name(id='BLOCK_N') @131:84
                        Const(value=0) @131:93
                    Name(id='n_blocks') @131:97
            Assign(targets=('n_b',)) @132:9
              .value:
                Call(kwargs=()) @132:15
                  .func:
                    Name(id='maximum') @132:15
                  .args:
                    Call(kwargs=()) @132:23
                      .func:
                        Name(id='minimum') @132:23
                      .args:
                        Call(kwargs=()) @132:31
                          .func:
                            Name(id='cdiv') @132:31
                          .args:
                            BinOp(op='-') @132:36
                              .lhs:
                                Call(kwargs=()) @132:36
                                  .func:
                                    Name(id='minimum') @132:36
                                  .args:
                                    Call(kwargs=()) @132:44
                                      .func:
                                        Name(id='maximum') @132:44
                                      .args:
                                        Call() @132:52
                                          .func:
                                            Name(id='max') @132:52
                                          .args:
                                            Name(id='hi') @132:56
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @132:65
                                            )
                                        Const(value=0) @132:69
                                    Name(id='Tk') @132:73
                              .rhs:
                                Name(id='k_lo') @132:79
                            Name(id='BLOCK_N') @132:85
                        Name(id='n_blocks') @132:95
                    Name(id='n_a') @132:106
            Assign(targets=('m_i',)) @133:9
              .value:
                Call(kwargs=()) @133:15
                  .func:
                    Name(id='full') @133:15
                  .args:
                    ListLit() @133:20
                      .elts:
                        Name(id='WG_M') @133:21
                    Name(id='NEG_INF') @133:28
                    Name(id='f32') @133:37
            Assign(targets=('l_i',)) @134:9
              .value:
                Call(kwargs=()) @134:15
                  .func:
                    Name(id='zeros') @134:15
                  .args:
                    ListLit() @134:21
                      .elts:
                        Name(id='WG_M') @134:22
                    Name(id='f32') @134:29
            Assign(targets=('acc',)) @135:9
              .value:
                Call(kwargs=()) @135:15
                  .func:
                    Name(id='zeros') @135:15
                  .args:
                    ListLit() @135:21
                      .elts:
                        Name(id='WG_M') @135:22
                        Name(id='D') @135:28
                    Name(id='f32') @135:32
            Assign(targets=('qs',)) @136:9
              .value:
                BinOp(op='%') @136:14
                  .lhs:
                    Name(id='tile_index') @136:14
                  .rhs:
                    Const(value=2) @136:27
            Assign(targets=('my_q',)) @137:9
              .value:
                BinOp(op='+') @137:16
                  .lhs:
                    BinOp(op='*') @137:16
                      .lhs:
                        Name(id='qs') @137:16
                      .rhs:
                        Name(id='NWG') @137:21
                  .rhs:
                    Name(id='wg') @137:27
            Wait(phase=None) @138:9
              .target:
                Index() @138:14
                  .value:
                    Name(id='q_ready') @138:14
                  .subs:
                    Name(id='qs') @138:22
            If() @139:9
              .cond:
                BinOp(op='==') @139:12
                  .lhs:
                    Name(id='TARGET') @139:12
                  .rhs:
                    Const(value='gluon') @139:22
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @143:13
                  .iter:
                    Call(kwargs=()) @143:27
                      .func:
                        Name(id='range') @143:27
                      .args:
                        Name(id='n_blocks') @143:33
                  .stages:
                    Name(id='STAGES') @143:56
                  .body:
                    Wait(phase=None) @144:17
                      .target:
                        Index() @144:22
                          .value:
                            Name(id='kv_ready') @144:22
                          .subs:
                            Name(id='slot') @144:31
                    If(orelse=()) @145:17
                      .cond:
                        BoolOp(op='and') @145:20
                          .values:
                            BinOp(op='>=') @145:20
                              .lhs:
                                Name(id='n') @145:20
                              .rhs:
                                Name(id='n_a') @145:25
                            BinOp(op='<') @145:33
                              .lhs:
                                Name(id='n') @145:33
                              .rhs:
                                Name(id='n_b') @145:37
                      .body:
                        Assign(targets=('m_i', 'l_i', 'acc')) @146:21
                          .value:
                            Call(kwargs=()) @146:37
                              .func:
                                Name(id='attend') @146:37
                              .args:
                                Index() @146:44
                                  .value:
                                    Name(id='q_tile') @146:44
                                  .subs:
                                    Name(id='my_q') @146:51
                                Index() @146:58
                                  .value:
                                    Name(id='k_ring') @146:58
                                  .subs:
                                    Name(id='slot') @146:65
                                Index() @146:72
                                  .value:
                                    Name(id='v_ring') @146:72
                                  .subs:
                                    Name(id='slot') @146:79
                                BinOp(op='+') @146:86
                                  .lhs:
                                    Name(id='k_lo') @146:86
                                  .rhs:
                                    BinOp(op='*') @146:93
                                      .lhs:
                                        Name(id='n') @146:93
                                      .rhs:
                                        Name(id='BLOCK_N') @146:97
                                Name(id='lo') @146:106
                                Name(id='hi') @146:110
                                Name(id='m_i') @146:114
                                Name(id='l_i') @147:44
                                Name(id='acc') @147:49
                                Name(id='qk_scale') @147:54
                                Name(id='BLOCK_N') @147:64
                                Name(id='ACT') @147:73
                                Name(id='DT') @147:78
                    Arrive(count=None) @148:17
                      .target:
                        Index() @148:24
                          .value:
                            Name(id='kv_free') @148:24
                          .subs:
                            Name(id='slot') @148:32
              .orelse:
                Assign(targets=('lo',)) @152:13
                  .value:
                    Call(kwargs=()) @152:18
                      .func:
                        Name(id='maximum') @152:18
                      .args:
                        Name(id='lo') @152:26
                        BinOp(op='+') @152:30
                          .lhs:
                            Name(id='k_lo') @152:30
                          .rhs:
                            BinOp(op='*') @152:37
                              .lhs:
                                Name(id='n_a') @152:37
                              .rhs:
                                Name(id='BLOCK_N') @152:43
                Assign(targets=('hi',)) @153:13
                  .value:
                    Call(kwargs=()) @153:18
                      .func:
                        Name(id='minimum') @153:18
                      .args:
                        Name(id='hi') @153:26
                        BinOp(op='+') @153:30
                          .lhs:
                            Name(id='k_lo') @153:30
                          .rhs:
                            BinOp(op='*') @153:37
                              .lhs:
                                Name(id='n_b') @153:37
                              .rhs:
                                Name(id='BLOCK_N') @153:43
                Pipeline(var='n', slot='slot', ring='kv') @154:13
                  .iter:
                    Call(kwargs=()) @154:27
                      .func:
                        Name(id='range') @154:27
                      .args:
                        Name(id='n_blocks') @154:33
                  .stages:
                    Name(id='STAGES') @154:56
                  .body:
                    Wait(phase=None) @155:17
                      .target:
                        Index() @155:22
                          .value:
                            Name(id='kv_ready') @155:22
                          .subs:
                            Name(id='slot') @155:31
                    Assign(targets=('m_i', 'l_i', 'acc')) @156:17
                      .value:
                        Call(kwargs=()) @156:33
                          .func:
                            Name(id='attend') @156:33
                          .args:
                            Index() @156:40
                              .value:
                                Name(id='q_tile') @156:40
                              .subs:
                                Name(id='my_q') @156:47
                            Index() @156:54
                              .value:
                                Name(id='k_ring') @156:54
                              .subs:
                                Name(id='slot') @156:61
                            Index() @156:68
                              .value:
                                Name(id='v_ring') @156:68
                              .subs:
                                Name(id='slot') @156:75
                            BinOp(op='+') @156:82
                              .lhs:
                                Name(id='k_lo') @156:82
                              .rhs:
                                BinOp(op='*') @156:89
                                  .lhs:
                                    Name(id='n') @156:89
                                  .rhs:
                                    Name(id='BLOCK_N') @156:93
                            Name(id='lo') @156:102
                            Name(id='hi') @156:106
                            Name(id='m_i') @156:110
                            Name(id='l_i') @156:115
                            Name(id='acc') @157:40
                            Name(id='qk_scale') @157:45
                            Name(id='BLOCK_N') @157:55
                            Name(id='ACT') @157:64
                            Name(id='DT') @157:69
                    Arrive(count=None) @158:17
                      .target:
                        Index() @158:24
                          .value:
                            Name(id='kv_free') @158:24
                          .subs:
                            Name(id='slot') @158:32
            Arrive(count=None) @159:9
              .target:
                Index() @159:16
                  .value:
                    Name(id='q_free') @159:16
                  .subs:
                    Name(id='qs') @159:23
            If() @160:9
              .cond:
                BinOp(op='==') @160:12
                  .lhs:
                    Name(id='ACT') @160:12
                  .rhs:
                    Const(value='softmax') @160:19
              .body:
                Assign(targets=('seen',)) @161:13
                  .value:
                    BinOp(op='!=') @161:20
                      .lhs:
                        Name(id='l_i') @161:20
                      .rhs:
                        Const(value=0.0) @161:27
                Assign(targets=('out',)) @162:13
                  .value:
                    Call(kwargs=()) @162:19
                      .func:
                        Name(id='where') @162:19
                      .args:
                        Index() @162:25
                          .value:
                            Name(id='seen') @162:25
                          .subs:
                            FullSlice() @162:30
                            Const(value=None) @162:33
                        BinOp(op='/') @162:40
                          .lhs:
                            Name(id='acc') @162:40
                          .rhs:
                            Index() @162:46
                              .value:
                                Name(id='l_i') @162:46
                              .subs:
                                FullSlice() @162:50
                                Const(value=None) @162:53
                        Const(value=0.0) @162:60
                Assign(targets=('row_lse',)) @163:13
                  .value:
                    Call(kwargs=()) @163:23
                      .func:
                        Name(id='where') @163:23
                      .args:
                        Name(id='seen') @163:29
                        BinOp(op='/') @163:36
                          .lhs:
                            BinOp(op='+') @163:36
                              .lhs:
                                Name(id='m_i') @163:36
                              .rhs:
                                Call(kwargs=()) @163:42
                                  .func:
                                    Name(id='log2') @163:42
                                  .args:
                                    Name(id='l_i') @163:47
                          .rhs:
                            Name(id='LOG2E') @163:55
                        Unary(op='-') @163:62
                          .operand:
                            Name(id='NEG_INF') @163:63
              .orelse:
                Assign(targets=('out',)) @165:13
                  .value:
                    BinOp(op='*') @165:19
                      .lhs:
                        Name(id='acc') @165:19
                      .rhs:
                        Name(id='out_scale') @165:25
                Assign(targets=('row_lse',)) @166:13
                  .value:
                    Call(kwargs=()) @166:23
                      .func:
                        Name(id='zeros') @166:23
                      .args:
                        ListLit() @166:29
                          .elts:
                            Name(id='WG_M') @166:30
                        Name(id='f32') @166:37
            If(orelse=()) @172:9
              .cond:
                Name(id='ISOLATE') @172:12
              .body:
                Assign(targets=('total',)) @173:13
                  .value:
                    Call() @173:21
                      .func:
                        Name(id='sum') @173:21
                      .args:
                        Call() @173:25
                          .func:
                            Name(id='sum') @173:25
                          .args:
                            Name(id='out') @173:29
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @173:39
                            )
                      .kwargs:
                        (
                          'axis'
                          Const(value=0) @173:48
                        )
                If(orelse=()) @174:13
                  .cond:
                    BinOp(op='!=') @174:16
                      .lhs:
                        BinOp(op='-') @174:16
                          .lhs:
                            Name(id='total') @174:16
                          .rhs:
                            Name(id='total') @174:24
                      .rhs:
                        Const(value=0.0) @174:33
                  .body:
                    Assign(targets=('out',)) @175:17
                      .value:
                        Call(kwargs=()) @175:23
                          .func:
                            Name(id='isolated') @175:23
                          .args:
                            Name(id='q') @175:32
                            Name(id='k') @175:35
                            Name(id='v') @175:38
                            Name(id='rows') @175:41
                            Name(id='head') @175:47
                            Name(id='kv_head') @175:53
                            Name(id='lo') @175:62
                            Name(id='hi') @175:66
                            Name(id='m_i') @175:70
                            Name(id='l_i') @175:75
                            Name(id='qk_scale') @175:80
                            Name(id='out_scale') @175:90
                            Name(id='ACT') @175:101
                            Name(id='DT') @175:106
                            Name(id='D') @175:110
            Store() @176:9
              .target:
                Name(id='o') @176:9
              .subs:
                Index() @176:11
                  .value:
                    Name(id='rows') @176:11
                  .subs:
                    FullSlice() @176:16
                    Const(value=None) @176:19
                Name(id='head') @176:26
                Index() @176:32
                  .value:
                    Call(kwargs=()) @176:32
                      .func:
                        Name(id='arange') @176:32
                      .args:
                        Name(id='D') @176:39
                  .subs:
                    Const(value=None) @176:42
                    FullSlice() @176:48
              .value:
                Call(kwargs=()) @176:54
                  .func:
                    Name(id='cast') @176:54
                  .args:
                    Name(id='out') @176:59
                    Name(id='DT') @176:64
              .mask:
                Index() @176:74
                  .value:
                    Name(id='in_q') @176:74
                  .subs:
                    FullSlice() @176:79
                    Const(value=None) @176:82
            Store() @177:9
              .target:
                Name(id='lse') @177:9
              .subs:
                Name(id='rows') @177:13
                Name(id='head') @177:19
              .value:
                Name(id='row_lse') @177:27
              .mask:
                Name(id='in_q') @177:41
        Require(message='at most 2**30 - 1 query and key rows') @179:5
          .cond:
            BoolOp(op='and') @179:13
              .values:
                BinOp(op='<') @179:13
                  .lhs:
                    Name(id='Tq') @179:13
                  .rhs:
                    Const(value=1073741824) @179:18
                BinOp(op='<') @179:33
                  .lhs:
                    Name(id='Tk') @179:33
                  .rhs:
                    Const(value=1073741824) @179:38