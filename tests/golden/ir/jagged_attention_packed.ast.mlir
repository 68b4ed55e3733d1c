Module() @1:1
  .items:
    ConstDef(name='LOG2E') @16:1
      .value:
        Const(value=1.4426950408889634) @16:15
    ConstDef(name='NEG_INF') @17:1
      .value:
        Unary(op='-') @17:17
          .operand:
            Name(id='inf') @17:18
    FuncDef(name='attend', params=('q_slot', 'k_slot', 'v_slot', 'kb', 'lo', 'hi', 'm_i', 'l_i', 'acc', 'qk_scale', 'BLOCK_N', 'ACT', 'DT')) @21:1
      .body:
        Assign(targets=('s',)) @22:5
          .value:
            Call(kwargs=()) @22:9
              .func:
                Name(id='mma_wait') @22:9
              .args:
                Call(kwargs=()) @22:18
                  .func:
                    Name(id='mma_async') @22:18
                  .args:
                    Name(id='q_slot') @22:28
                    Attr(name='T') @22:36
                      .value:
                        Name(id='k_slot') @22:36
        Assign(targets=('cols',)) @23:5
          .value:
            BinOp(op='+') @23:12
              .lhs:
                Name(id='kb') @23:12
              .rhs:
                Call(kwargs=()) @23:17
                  .func:
                    Name(id='arange') @23:17
                  .args:
                    Name(id='BLOCK_N') @23:24
        Assign(targets=('valid',)) @24:5
          .value:
            BoolOp(op='and') @24:13
              .values:
                BinOp(op='>=') @24:13
                  .lhs:
                    Index() @24:13
                      .value:
                        Name(id='cols') @24:13
                      .subs:
                        Const(value=None) @24:18
                        FullSlice() @24:24
                  .rhs:
                    Index() @24:30
                      .value:
                        Name(id='lo') @24:30
                      .subs:
                        FullSlice() @24:33
                        Const(value=None) @24:36
                BinOp(op='<') @24:46
                  .lhs:
                    Index() @24:46
                      .value:
                        Name(id='cols') @24:46
                      .subs:
                        Const(value=None) @24:51
                        FullSlice() @24:57
                  .rhs:
                    Index() @24:62
                      .value:
                        Name(id='hi') @24:62
                      .subs:
                        FullSlice() @24:65
                        Const(value=None) @24:68
        If() @25:5
          .cond:
            BinOp(op='==') @25:8
              .lhs:
                Name(id='ACT') @25:8
              .rhs:
                Const(value='softmax') @25:15
          .body:
            Assign(targets=('s',)) @26:9
              .value:
                Call(kwargs=()) @26:13
                  .func:
                    Name(id='where') @26:13
                  .args:
                    Name(id='valid') @26:19
                    Name(id='s') @26:26
                    Name(id='NEG_INF') @26:29
            Assign(targets=('m_new',)) @27:9
              .value:
                Call(kwargs=()) @27:17
                  .func:
                    Name(id='maximum') @27:17
                  .args:
                    Name(id='m_i') @27:25
                    BinOp(op='*') @27:30
                      .lhs:
                        Call() @27:30
                          .func:
                            Name(id='max') @27:30
                          .args:
                            Name(id='s') @27:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @27:42
                            )
                      .rhs:
                        Name(id='qk_scale') @27:47
            Assign(targets=('m_safe',)) @28:9
              .value:
                Call(kwargs=()) @28:18
                  .func:
                    Name(id='where') @28:18
                  .args:
                    BinOp(op='==') @28:24
                      .lhs:
                        Name(id='m_new') @28:24
                      .rhs:
                        Name(id='NEG_INF') @28:33
                    Const(value=0.0) @28:42
                    Name(id='m_new') @28:47
            Assign(targets=('p',)) @29:9
              .value:
                Call(kwargs=()) @29:13
                  .func:
                    Name(id='exp2') @29:13
                  .args:
                    BinOp(op='-') @29:18
                      .lhs:
                        BinOp(op='*') @29:18
                          .lhs:
                            Name(id='s') @29:18
                          .rhs:
                            Name(id='qk_scale') @29:22
                      .rhs:
                        Index() @29:33
                          .value:
                            Name(id='m_safe') @29:33
                          .subs:
                            FullSlice() @29:40
                            Const(value=None) @29:43
            Assign(targets=('alpha',)) @30:9
              .value:
                Call(kwargs=()) @30:17
                  .func:
                    Name(id='exp2') @30:17
                  .args:
                    BinOp(op='-') @30:22
                      .lhs:
                        Name(id='m_i') @30:22
                      .rhs:
                        Name(id='m_safe') @30:28
            Assign(targets=('l_i',)) @31:9
              .value:
                BinOp(op='+') @31:15
                  .lhs:
                    BinOp(op='*') @31:15
                      .lhs:
                        Name(id='l_i') @31:15
                      .rhs:
                        Name(id='alpha') @31:21
                  .rhs:
                    Call() @31:29
                      .func:
                        Name(id='sum') @31:29
                      .args:
                        Name(id='p') @31:33
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @31:41
                        )
            Assign(targets=('acc',)) @32:9
              .value:
                BinOp(op='*') @32:15
                  .lhs:
                    Name(id='acc') @32:15
                  .rhs:
                    Index() @32:21
                      .value:
                        Name(id='alpha') @32:21
                      .subs:
                        FullSlice() @32:27
                        Const(value=None) @32:30
            Assign(targets=('m_i',)) @33:9
              .value:
                Name(id='m_new') @33:15
          .orelse:
            StaticAssert(message='ACT is softmax or silu') @35:9
              .cond:
                BinOp(op='==') @35:23
                  .lhs:
                    Name(id='ACT') @35:23
                  .rhs:
                    Const(value='silu') @35:30
            Assign(targets=('x',)) @36:9
              .value:
                BinOp(op='*') @36:13
                  .lhs:
                    Name(id='s') @36:13
                  .rhs:
                    BinOp(op='/') @36:18
                      .lhs:
                        Name(id='qk_scale') @36:18
                      .rhs:
                        Name(id='LOG2E') @36:29
            Assign(targets=('p',)) @37:9
              .value:
                Call(kwargs=()) @37:13
                  .func:
                    Name(id='where') @37:13
                  .args:
                    Name(id='valid') @37:19
                    BinOp(op='*') @37:26
                      .lhs:
                        Name(id='x') @37:26
                      .rhs:
                        Call(kwargs=()) @37:30
                          .func:
                            Name(id='sigmoid') @37:30
                          .args:
                            Name(id='x') @37:38
                    Const(value=0.0) @37:42
        Assign(targets=('acc',)) @38:5
          .value:
            Call(kwargs=()) @38:11
              .func:
                Name(id='mma_wait') @38:11
              .args:
                Call(kwargs=()) @38:20
                  .func:
                    Name(id='mma_async') @38:20
                  .args:
                    Call(kwargs=()) @38:30
                      .func:
                        Name(id='cast') @38:30
                      .args:
                        Name(id='p') @38:35
                        Name(id='DT') @38:38
                    Name(id='v_slot') @38:43
                    Name(id='acc') @38:51
        Return() @39:5
          .values:
            Name(id='m_i') @39:12
            Name(id='l_i') @39:17
            Name(id='acc') @39:22
    KernelDef(name='jagged_attention_packed') @41:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @42:9
          .dtype:
            Name(id='DT') @42:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @42:26
          .dtype:
            Name(id='DT') @42:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @42:45
          .dtype:
            Name(id='DT') @42:48
        Param(name='o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @43:9
          .dtype:
            Name(id='DT') @43:12
        Param(name='lse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @43:26
          .dtype:
            Name(id='f32') @43:31
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @43:43
          .dtype:
            Name(id='i32') @43:49
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @43:59
          .dtype:
            Name(id='i32') @43:65
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @43:75
          .dtype:
            Name(id='i32') @43:82
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @44:9
          .dtype:
            Name(id='f32') @44:19
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @44:24
          .dtype:
            Name(id='f32') @44:35
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @45:9
          .default:
            Name(id='f16') @45:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @45:26
          .default:
            Const(value=128) @45:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @45:42
          .default:
            Const(value=64) @45:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @45:63
          .default:
            Const(value=64) @45:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @45:84
          .default:
            Const(value=2) @45:100
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @46:9
          .default:
            Const(value=False) @46:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @46:32
          .default:
            Const(value='softmax') @46:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @46:56
          .default:
            Const(value=240) @46:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @46:75
          .default:
            Const(value=64) @46:89
      .body:
        Require(message='KV heads divide the query heads') @47:5
          .cond:
            BoolOp(op='and') @47:13
              .values:
                BinOp(op='>') @47:13
                  .lhs:
                    Name(id='HKV') @47:13
                  .rhs:
                    Const(value=0) @47:19
                BinOp(op='==') @47:25
                  .lhs:
                    BinOp(op='%') @47:25
                      .lhs:
                        Name(id='H') @47:25
                      .rhs:
                        Name(id='HKV') @47:29
                  .rhs:
                    Const(value=0) @47:36
        Tiles() @48:5
          .dims:
            (
              ('m',)
              Call(kwargs=()) @48:16
                .func:
                  Name(id='range') @48:16
                .args:
                  Call(kwargs=()) @48:22
                    .func:
                      Name(id='cdiv') @48:22
                    .args:
                      Name(id='Tq') @48:27
                      Name(id='BLOCK_M') @48:31
            )
            (
              ('head',)
              Call(kwargs=()) @48:50
                .func:
                  Name(id='range') @48:50
                .args:
                  Name(id='H') @48:56
            )
          .options:
            Name(id='persistent') @48:59
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @49:5
          .cond:
            BinOp(op='==') @49:19
              .lhs:
                BinOp(op='%') @49:19
                  .lhs:
                    Name(id='BLOCK_M') @49:19
                  .rhs:
                    Name(id='WG_M') @49:29
              .rhs:
                Const(value=0) @49:37
        Assign(targets=('NWG',)) @50:5
          .value:
            BinOp(op='//') @50:11
              .lhs:
                Name(id='BLOCK_M') @50:11
              .rhs:
                Name(id='WG_M') @50:22
        SmemDecl(name='q_tile') @52:5
          .stages:
            BinOp(op='*') @52:17
              .lhs:
                Const(value=2) @52:17
              .rhs:
                BinOp(op='//') @52:22
                  .lhs:
                    Name(id='BLOCK_M') @52:22
                  .rhs:
                    Name(id='WG_M') @52:33
          .dtype:
            Name(id='DT') @52:41
          .shape:
            Name(id='WG_M') @52:44
            Name(id='D') @52:50
        SmemDecl(name='k_ring') @53:5
          .stages:
            Name(id='STAGES') @53:17
          .dtype:
            Name(id='DT') @53:26
          .shape:
            Name(id='BLOCK_N') @53:29
            Name(id='D') @53:38
        SmemDecl(name='v_ring') @54:5
          .stages:
            Name(id='STAGES') @54:17
          .dtype:
            Name(id='DT') @54:26
          .shape:
            Name(id='BLOCK_N') @54:29
            Name(id='D') @54:38
        BarrierDecl(name='q_ready', kwargs=()) @55:5
          .size:
            Const(value=2) @55:21
        BarrierDecl(name='q_free') @56:5
          .size:
            Const(value=2) @56:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @56:29
                .lhs:
                  Name(id='BLOCK_M') @56:29
                .rhs:
                  Name(id='WG_M') @56:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @57:5
          .size:
            Name(id='STAGES') @57:22
        BarrierDecl(name='kv_free') @58:5
          .size:
            Name(id='STAGES') @58:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @58:35
                .lhs:
                  Name(id='BLOCK_M') @58:35
                .rhs:
                  Name(id='WG_M') @58:46
            )
        Assign(targets=('r_last',)) @61:5
          .value:
            BinOp(op='-') @61:14
              .lhs:
                Call(kwargs=()) @61:14
                  .func:
                    Name(id='minimum') @61:14
                  .args:
                    BinOp(op='*') @61:23
                      .lhs:
                        BinOp(op='+') @61:23
                          .lhs:
                            Name(id='m') @61:23
                          .rhs:
                            Const(value=1) @61:27
                      .rhs:
                        Name(id='BLOCK_M') @61:32
                    Name(id='Tq') @61:41
              .rhs:
                Const(value=1) @61:47
        Assign(targets=('first',)) @62:5
          .value:
            Index() @62:13
              .value:
                Name(id='seg_q') @62:13
              .subs:
                BinOp(op='*') @62:19
                  .lhs:
                    Name(id='m') @62:19
                  .rhs:
                    Name(id='BLOCK_M') @62:23
        Assign(targets=('last_seq',)) @63:5
          .value:
            Index() @63:16
              .value:
                Name(id='seg_q') @63:16
              .subs:
                Name(id='r_last') @63:22
        Assign(targets=('k_lo',)) @64:5
          .value:
            Index() @64:12
              .value:
                Name(id='cu_k') @64:12
              .subs:
                Name(id='first') @64:17
        Assign(targets=('k_hi',)) @65:5
          .value:
            Index() @65:12
              .value:
                Name(id='cu_k') @65:12
              .subs:
                BinOp(op='+') @65:17
                  .lhs:
                    Name(id='last_seq') @65:17
                  .rhs:
                    Const(value=1) @65:28
        If(orelse=()) @66:5
          .cond:
            Name(id='CAUSAL') @66:8
          .body:
            Assign(targets=('k_hi',)) @69:9
              .value:
                Call(kwargs=()) @69:16
                  .func:
                    Name(id='maximum') @69:16
                  .args:
                    Index() @69:24
                      .value:
                        Name(id='cu_k') @69:24
                      .subs:
                        Name(id='last_seq') @69:29
                    Call(kwargs=()) @69:40
                      .func:
                        Name(id='minimum') @69:40
                      .args:
                        Name(id='k_hi') @69:48
                        BinOp(op='-') @69:54
                          .lhs:
                            BinOp(op='+') @69:54
                              .lhs:
                                BinOp(op='+') @69:54
                                  .lhs:
                                    Name(id='r_last') @69:54
                                  .rhs:
                                    Const(value=1) @69:63
                              .rhs:
                                Name(id='k_hi') @69:67
                          .rhs:
                            Index() @69:74
                              .value:
                                Name(id='cu_q') @69:74
                              .subs:
                                BinOp(op='+') @69:79
                                  .lhs:
                                    Name(id='last_seq') @69:79
                                  .rhs:
                                    Const(value=1) @69:90
        Assign(targets=('n_blocks',)) @70:5
          .value:
            Call(kwargs=()) @70:16
              .func:
                Name(id='cdiv') @70:16
              .args:
                Call(kwargs=()) @70:21
                  .func:
                    Name(id='maximum') @70:21
                  .args:
                    BinOp(op='-') @70:29
                      .lhs:
                        Name(id='k_hi') @70:29
                      .rhs:
                        Name(id='k_lo') @70:36
                    Const(value=0) @70:42
                Name(id='BLOCK_N') @70:46
        Assign(targets=('kv_head',)) @71:5
          .value:
            BinOp(op='//') @71:15
              .lhs:
                Name(id='head') @71:15
              .rhs:
                BinOp(op='//') @71:24
                  .lhs:
                    Name(id='H') @71:24
                  .rhs:
                    Name(id='HKV') @71:29
        Role(name='load', replica=None) @73:5
          .kwargs:
            (
              'warps'
              Const(value=1) @73:21
            )
            (
              'regs'
              Const(value=24) @73:29
            )
          .body:
            Assign(targets=('qs',)) @74:9
              .value:
                BinOp(op='%') @74:14
                  .lhs:
                    Name(id='tile_index') @74:14
                  .rhs:
                    Const(value=2) @74:27
            Wait(phase=None) @75:9
              .target:
                Index() @75:14
                  .value:
                    Name(id='q_free') @75:14
                  .subs:
                    Name(id='qs') @75:21
            Expect() @76:9
              .target:
                Index() @76:16
                  .value:
                    Name(id='q_ready') @76:16
                  .subs:
                    Name(id='qs') @76:24
              .nbytes:
                BinOp(op='*') @76:29
                  .lhs:
                    Name(id='NWG') @76:29
                  .rhs:
                    Call(kwargs=()) @76:35
                      .func:
                        Name(id='bytes') @76:35
                      .args:
                        Name(id='q_tile') @76:41
            For(var='i') @77:9
              .iter:
                Call(kwargs=()) @77:18
                  .func:
                    Name(id='static_range') @77:18
                  .args:
                    Name(id='NWG') @77:31
              .body:
                Tma() @78:13
                  .dst:
                    Index() @78:17
                      .value:
                        Name(id='q_tile') @78:17
                      .subs:
                        BinOp(op='+') @78:24
                          .lhs:
                            BinOp(op='*') @78:24
                              .lhs:
                                Name(id='qs') @78:24
                              .rhs:
                                Name(id='NWG') @78:29
                          .rhs:
                            Name(id='i') @78:35
                  .src:
                    Index() @78:41
                      .value:
                        Name(id='q') @78:41
                      .subs:
                        BinOp(op='+') @78:43
                          .lhs:
                            BinOp(op='*') @78:43
                              .lhs:
                                Name(id='NWG') @78:43
                              .rhs:
                                Name(id='m') @78:49
                          .rhs:
                            Name(id='i') @78:53
                        Name(id='head') @78:56
                  .signals:
                    Index() @78:70
                      .value:
                        Name(id='q_ready') @78:70
                      .subs:
                        Name(id='qs') @78:78
            Pipeline(var='n', slot='slot', ring='kv') @79:9
              .iter:
                Call(kwargs=()) @79:23
                  .func:
                    Name(id='range') @79:23
                  .args:
                    Name(id='n_blocks') @79:29
              .stages:
                Name(id='STAGES') @79:52
              .body:
                Wait(phase=None) @80:13
                  .target:
                    Index() @80:18
                      .value:
                        Name(id='kv_free') @80:18
                      .subs:
                        Name(id='slot') @80:26
                Expect() @81:13
                  .target:
                    Index() @81:20
                      .value:
                        Name(id='kv_ready') @81:20
                      .subs:
                        Name(id='slot') @81:29
                  .nbytes:
                    BinOp(op='+') @81:36
                      .lhs:
                        Call(kwargs=()) @81:36
                          .func:
                            Name(id='bytes') @81:36
                          .args:
                            Name(id='k_ring') @81:42
                      .rhs:
                        Call(kwargs=()) @81:52
                          .func:
                            Name(id='bytes') @81:52
                          .args:
                            Name(id='v_ring') @81:58
                Tma() @82:13
                  .dst:
                    Index() @82:17
                      .value:
                        Name(id='k_ring') @82:17
                      .subs:
                        Name(id='slot') @82:24
                  .src:
                    Index() @82:33
                      .value:
                        Name(id='k') @82:33
                      .subs:
                        Call(kwargs=()) @82:35
                          .func:
                            Name(id='at') @82:35
                          .args:
                            BinOp(op='+') @82:38
                              .lhs:
                                Name(id='k_lo') @82:38
                              .rhs:
                                BinOp(op='*') @82:45
                                  .lhs:
                                    Name(id='n') @82:45
                                  .rhs:
                                    Name(id='BLOCK_N') @82:49
                        Name(id='kv_head') @82:59
                  .signals:
                    Index() @82:76
                      .value:
                        Name(id='kv_ready') @82:76
                      .subs:
                        Name(id='slot') @82:85
                Tma() @83:13
                  .dst:
                    Index() @83:17
                      .value:
                        Name(id='v_ring') @83:17
                      .subs:
                        Name(id='slot') @83:24
                  .src:
                    Index() @83:33
                      .value:
                        Name(id='v') @83:33
                      .subs:
                        Call(kwargs=()) @83:35
                          .func:
                            Name(id='at') @83:35
                          .args:
                            BinOp(op='+') @83:38
                              .lhs:
                                Name(id='k_lo') @83:38
                              .rhs:
                                BinOp(op='*') @83:45
                                  .lhs:
                                    Name(id='n') @83:45
                                  .rhs:
                                    Name(id='BLOCK_N') @83:49
                        Name(id='kv_head') @83:59
                  .signals:
                    Index() @83:76
                      .value:
                        Name(id='kv_ready') @83:76
                      .subs:
                        Name(id='slot') @83:85
        Role(name='compute', replica='wg') @85:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @85:29
            )
            (
              'regs'
              Name(id='REGS') @85:39
            )
          .body:
            Assign(targets=('qk_scale',)) @86:9
              .value:
                BinOp(op='*') @86:20
                  .lhs:
                    Name(id='sm_scale') @86:20
                  .rhs:
                    Name(id='LOG2E') @86:31
            Assign(targets=('rows',)) @87:9
              .value:
                BinOp(op='+') @87:16
                  .lhs:
                    BinOp(op='+') @87:16
                      .lhs:
                        BinOp(op='*') @87:16
                          .lhs:
                            Name(id='m') @87:16
                          .rhs:
                            Name(id='BLOCK_M') @87:20
                      .rhs:
                        BinOp(op='*') @87:30
                          .lhs:
                            Name(id='wg') @87:30
                          .rhs:
                            Name(id='WG_M') @87:35
                  .rhs:
                    Call(kwargs=()) @87:42
                      .func:
                        Name(id='arange') @87:42
                      .args:
                        Name(id='WG_M') @87:49
            Assign(targets=('in_q',)) @88:9
              .value:
                BinOp(op='<') @88:16
                  .lhs:
                    Name(id='rows') @88:16
                  .rhs:
                    Name(id='Tq') @88:23
            Assign(targets=('row_seq',)) @89:9
              .value:
                Index() @89:19
                  .value:
                    Name(id='seg_q') @89:19
                  .subs:
                    Name(id='rows') @89:25
            Assign(targets=('lo',)) @92:9
              .value:
                Call(kwargs=()) @92:14
                  .func:
                    Name(id='where') @92:14
                  .args:
                    Name(id='in_q') @92:20
                    Index() @92:26
                      .value:
                        Name(id='cu_k') @92:26
                      .subs:
                        Name(id='row_seq') @92:31
                    Name(id='Tk') @92:41
            Assign(targets=('hi',)) @93:9
              .value:
                Call(kwargs=()) @93:14
                  .func:
                    Name(id='where') @93:14
                  .args:
                    Name(id='in_q') @93:20
                    Index() @93:26
                      .value:
                        Name(id='cu_k') @93:26
                      .subs:
                        BinOp(op='+') @93:31
                          .lhs:
                            Name(id='row_seq') @93:31
                          .rhs:
                            Const(value=1) @93:41
                    Const(value=0) @93:45
            If(orelse=()) @94:9
              .cond:
                Name(id='CAUSAL') @94:12
              .body:
                Assign(targets=('hi',)) @95:13
                  .value:
                    Call(kwargs=()) @95:18
                      .func:
                        Name(id='minimum') @95:18
                      .args:
                        Name(id='hi') @95:26
                        BinOp(op='-') @95:30
                          .lhs:
                            BinOp(op='+') @95:30
                              .lhs:
                                BinOp(op='+') @95:30
                                  .lhs:
                                    Name(id='rows') @95:30
                                  .rhs:
                                    Const(value=1) @95:37
                              .rhs:
                                Name(id='hi') @95:41
                          .rhs:
                            Index() @95:46
                              .value:
                                Name(id='cu_q') @95:46
                              .subs:
                                BinOp(op='+') @95:51
                                  .lhs:
                                    Name(id='row_seq') @95:51
                                  .rhs:
                                    Const(value=1) @95:61
            Assign(targets=('n_a',)) @97:9
              .value:
                Call(kwargs=()) @97:15
                  .func:
                    Name(id='minimum') @97:15
                  .args:
                    Call(kwargs=()) @97:23
                      .func:
                        Name(id='maximum') @97:23
                      .args:
                        BinOp(op='//') @97:32
                          .lhs:
                            BinOp(op='-') @97:32
                              .lhs:
                                Call() @97:32
                                  .func:
                                    Name(id='min') @97:32
                                  .args:
                                    Name(id='lo') @97:36
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=0) @97:45
                                    )
                              .rhs:
                                Name(id='k_lo') @97:50
                          .rhs:
                            Name(id='BLOCK_N') @97:59
                        Const(value=0) @97:68
                    Name(id='n_blocks') @97:72
            Assign(targets=('n_b',)) @98:9
              .value:
                Call(kwargs=()) @98:15
                  .func:
                    Name(id='maximum') @98:15
                  .args:
                    Call(kwargs=()) @98:23
                      .func:
                        Name(id='minimum') @98:23
                      .args:
                        Call(kwargs=()) @98:31
                          .func:
                            Name(id='cdiv') @98:31
                          .args:
                            BinOp(op='-') @98:36
                              .lhs:
                                Call() @98:36
                                  .func:
                                    Name(id='max') @98:36
                                  .args:
                                    Name(id='hi') @98:40
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=0) @98:49
                                    )
                              .rhs:
                                Name(id='k_lo') @98:54
                            Name(id='BLOCK_N') @98:60
                        Name(id='n_blocks') @98:70
                    Name(id='n_a') @98:81
            Assign(targets=('m_i',)) @99:9
              .value:
                Call(kwargs=()) @99:15
                  .func:
                    Name(id='full') @99:15
                  .args:
                    ListLit() @99:20
                      .elts:
                        Name(id='WG_M') @99:21
                    Name(id='NEG_INF') @99:28
                    Name(id='f32') @99:37
            Assign(targets=('l_i',)) @100:9
              .value:
                Call(kwargs=()) @100:15
                  .func:
                    Name(id='zeros') @100:15
                  .args:
                    ListLit() @100:21
                      .elts:
                        Name(id='WG_M') @100:22
                    Name(id='f32') @100:29
            Assign(targets=('acc',)) @101:9
              .value:
                Call(kwargs=()) @101:15
                  .func:
                    Name(id='zeros') @101:15
                  .args:
                    ListLit() @101:21
                      .elts:
                        Name(id='WG_M') @101:22
                        Name(id='D') @101:28
                    Name(id='f32') @101:32
            Assign(targets=('qs',)) @102:9
              .value:
                BinOp(op='%') @102:14
                  .lhs:
                    Name(id='tile_index') @102:14
                  .rhs:
                    Const(value=2) @102:27
            Assign(targets=('my_q',)) @103:9
              .value:
                BinOp(op='+') @103:16
                  .lhs:
                    BinOp(op='*') @103:16
                      .lhs:
                        Name(id='qs') @103:16
                      .rhs:
                        Name(id='NWG') @103:21
                  .rhs:
                    Name(id='wg') @103:27
            Wait(phase=None) @104:9
              .target:
                Index() @104:14
                  .value:
                    Name(id='q_ready') @104:14
                  .subs:
                    Name(id='qs') @104:22
            If() @105:9
              .cond:
                BinOp(op='==') @105:12
                  .lhs:
                    Name(id='TARGET') @105:12
                  .rhs:
                    Const(value='gluon') @105:22
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @107:13
                  .iter:
                    Call(kwargs=()) @107:27
                      .func:
                        Name(id='range') @107:27
                      .args:
                        Name(id='n_a') @107:33
                  .stages:
                    Name(id='STAGES') @107:51
                  .body:
                    Wait(phase=None) @108:17
                      .target:
                        Index() @108:22
                          .value:
                            Name(id='kv_ready') @108:22
                          .subs:
                            Name(id='slot') @108:31
                    Arrive(count=None) @109:17
                      .target:
                        Index() @109:24
                          .value:
                            Name(id='kv_free') @109:24
                          .subs:
                            Name(id='slot') @109:32
                Pipeline(var='n', slot='slot', ring='kv') @110:13
                  .iter:
                    Call(kwargs=()) @110:27
                      .func:
                        Name(id='range') @110:27
                      .args:
                        Name(id='n_a') @110:33
                        Name(id='n_b') @110:38
                  .stages:
                    Name(id='STAGES') @110:56
                  .body:
                    Wait(phase=None) @111:17
                      .target:
                        Index() @111:22
                          .value:
                            Name(id='kv_ready') @111:22
                          .subs:
                            Name(id='slot') @111:31
                    Assign(targets=('m_i', 'l_i', 'acc')) @112:17
                      .value:
                        Call(kwargs=()) @112:33
                          .func:
                            Name(id='attend') @112:33
                          .args:
                            Index() @112:40
                              .value:
                                Name(id='q_tile') @112:40
                              .subs:
                                Name(id='my_q') @112:47
                            Index() @112:54
                              .value:
                                Name(id='k_ring') @112:54
                              .subs:
                                Name(id='slot') @112:61
                            Index() @112:68
                              .value:
                                Name(id='v_ring') @112:68
                              .subs:
                                Name(id='slot') @112:75
                            BinOp(op='+') @112:82
                              .lhs:
                                Name(id='k_lo') @112:82
                              .rhs:
                                BinOp(op='*') @112:89
                                  .lhs:
                                    Name(id='n') @112:89
                                  .rhs:
                                    Name(id='BLOCK_N') @112:93
                            Name(id='lo') @112:102
                            Name(id='hi') @112:106
                            Name(id='m_i') @112:110
                            Name(id='l_i') @112:115
                            Name(id='acc') @113:40
                            Name(id='qk_scale') @113:45
                            Name(id='BLOCK_N') @113:55
                            Name(id='ACT') @113:64
                            Name(id='DT') @113:69
                    Arrive(count=None) @114:17
                      .target:
                        Index() @114:24
                          .value:
                            Name(id='kv_free') @114:24
                          .subs:
                            Name(id='slot') @114:32
                Pipeline(var='n', slot='slot', ring='kv') @115:13
                  .iter:
                    Call(kwargs=()) @115:27
                      .func:
                        Name(id='range') @115:27
                      .args:
                        Name(id='n_b') @115:33
                        Name(id='n_blocks') @115:38
                  .stages:
                    Name(id='STAGES') @115:61
                  .body:
                    Wait(phase=None) @116:17
                      .target:
                        Index() @116:22
                          .value:
                            Name(id='kv_ready') @116:22
                          .subs:
                            Name(id='slot') @116:31
                    Arrive(count=None) @117:17
                      .target:
                        Index() @117:24
                          .value:
                            Name(id='kv_free') @117:24
                          .subs:
                            Name(id='slot') @117:32
              .orelse:
                Assign(targets=('lo',)) @121:13
                  .value:
                    Call(kwargs=()) @121:18
                      .func:
                        Name(id='maximum') @121:18
                      .args:
                        Name(id='lo') @121:26
                        BinOp(op='+') @121:30
                          .lhs:
                            Name(id='k_lo') @121:30
                          .rhs:
                            BinOp(op='*') @121:37
                              .lhs:
                                Name(id='n_a') @121:37
                              .rhs:
                                Name(id='BLOCK_N') @121:43
                Assign(targets=('hi',)) @122:13
                  .value:
                    Call(kwargs=()) @122:18
                      .func:
                        Name(id='minimum') @122:18
                      .args:
                        Name(id='hi') @122:26
                        BinOp(op='+') @122:30
                          .lhs:
                            Name(id='k_lo') @122:30
                          .rhs:
                            BinOp(op='*') @122:37
                              .lhs:
                                Name(id='n_b') @122:37
                              .rhs:
                                Name(id='BLOCK_N') @122:43
                Pipeline(var='n', slot='slot', ring='kv') @123:13
                  .iter:
                    Call(kwargs=()) @123:27
                      .func:
                        Name(id='range') @123:27
                      .args:
                        Name(id='n_blocks') @123:33
                  .stages:
                    Name(id='STAGES') @123:56
                  .body:
                    Wait(phase=None) @124:17
                      .target:
                        Index() @124:22
                          .value:
                            Name(id='kv_ready') @124:22
                          .subs:
                            Name(id='slot') @124:31
                    Assign(targets=('m_i', 'l_i', 'acc')) @125:17
                      .value:
                        Call(kwargs=()) @125:33
                          .func:
                            Name(id='attend') @125:33
                          .args:
                            Index() @125:40
                              .value:
                                Name(id='q_tile') @125:40
                              .subs:
                                Name(id='my_q') @125:47
                            Index() @125:54
                              .value:
                                Name(id='k_ring') @125:54
                              .subs:
                                Name(id='slot') @125:61
                            Index() @125:68
                              .value:
                                Name(id='v_ring') @125:68
                              .subs:
                                Name(id='slot') @125:75
                            BinOp(op='+') @125:82
                              .lhs:
                                Name(id='k_lo') @125:82
                              .rhs:
                                BinOp(op='*') @125:89
                                  .lhs:
                                    Name(id='n') @125:89
                                  .rhs:
                                    Name(id='BLOCK_N') @125:93
                            Name(id='lo') @125:102
                            Name(id='hi') @125:106
                            Name(id='m_i') @125:110
                            Name(id='l_i') @125:115
                            Name(id='acc') @126:40
                            Name(id='qk_scale') @126:45
                            Name(id='BLOCK_N') @126:55
                            Name(id='ACT') @126:64
                            Name(id='DT') @126:69
                    Arrive(count=None) @127:17
                      .target:
                        Index() @127:24
                          .value:
                            Name(id='kv_free') @127:24
                          .subs:
                            Name(id='slot') @127:32
            Arrive(count=None) @128:9
              .target:
                Index() @128:16
                  .value:
                    Name(id='q_free') @128:16
                  .subs:
                    Name(id='qs') @128:23
            If() @129:9
              .cond:
                BinOp(op='==') @129:12
                  .lhs:
                    Name(id='ACT') @129:12
                  .rhs:
                    Const(value='softmax') @129:19
              .body:
                Assign(targets=('seen',)) @130:13
                  .value:
                    BinOp(op='!=') @130:20
                      .lhs:
                        Name(id='l_i') @130:20
                      .rhs:
                        Const(value=0.0) @130:27
                Assign(targets=('out',)) @131:13
                  .value:
                    Call(kwargs=()) @131:19
                      .func:
                        Name(id='where') @131:19
                      .args:
                        Index() @131:25
                          .value:
                            Name(id='seen') @131:25
                          .subs:
                            FullSlice() @131:30
                            Const(value=None) @131:33
                        BinOp(op='/') @131:40
                          .lhs:
                            Name(id='acc') @131:40
                          .rhs:
                            Index() @131:46
                              .value:
                                Name(id='l_i') @131:46
                              .subs:
                                FullSlice() @131:50
                                Const(value=None) @131:53
                        Const(value=0.0) @131:60
                Assign(targets=('row_lse',)) @132:13
                  .value:
                    Call(kwargs=()) @132:23
                      .func:
                        Name(id='where') @132:23
                      .args:
                        Name(id='seen') @132:29
                        BinOp(op='/') @132:36
                          .lhs:
                            BinOp(op='+') @132:36
                              .lhs:
                                Name(id='m_i') @132:36
                              .rhs:
                                Call(kwargs=()) @132:42
                                  .func:
                                    Name(id='log2') @132:42
                                  .args:
                                    Name(id='l_i') @132:47
                          .rhs:
                            Name(id='LOG2E') @132:55
                        Unary(op='-') @132:62
                          .operand:
                            Name(id='NEG_INF') @132:63
              .orelse:
                Assign(targets=('out',)) @134:13
                  .value:
                    BinOp(op='*') @134:19
                      .lhs:
                        Name(id='acc') @134:19
                      .rhs:
                        Name(id='out_scale') @134:25
                Assign(targets=('row_lse',)) @135:13
                  .value:
                    Call(kwargs=()) @135:23
                      .func:
                        Name(id='zeros') @135:23
                      .args:
                        ListLit() @135:29
                          .elts:
                            Name(id='WG_M') @135:30
                        Name(id='f32') @135:37
            Store() @136:9
              .target:
                Name(id='o') @136:9
              .subs:
                Index() @136:11
                  .value:
                    Name(id='rows') @136:11
                  .subs:
                    FullSlice() @136:16
                    Const(value=None) @136:19
                Name(id='head') @136:26
                Index() @136:32
                  .value:
                    Call(kwargs=()) @136:32
                      .func:
                        Name(id='arange') @136:32
                      .args:
                        Name(id='D') @136:39
                  .subs:
                    Const(value=None) @136:42
                    FullSlice() @136:48
              .value:
                Call(kwargs=()) @136:54
                  .func:
                    Name(id='cast') @136:54
                  .args:
                    Name(id='out') @136:59
                    Name(id='DT') @136:64
              .mask:
                Index() @136:74
                  .value:
                    Name(id='in_q') @136:74
                  .subs:
                    FullSlice() @136:79
                    Const(value=None) @136:82
            Store() @137:9
              .target:
                Name(id='lse') @137:9
              .subs:
                Name(id='rows') @137:13
                Name(id='head') @137:19
              .value:
                Name(id='row_lse') @137:27
              .mask:
                Name(id='in_q') @137:41