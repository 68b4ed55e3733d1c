Module() @1:1
  .items:
    ConstDef(name='LOG2E') @18:1
      .value:
        Const(value=1.4426950408889634) @18:15
    ConstDef(name='NEG_INF') @19:1
      .value:
        Unary(op='-') @19:17
          .operand:
            Name(id='inf') @19:18
    FuncDef(name='attend', params=('q_slot', 'k_slot', 'v_slot', 'kb', 'lo', 'hi', 'm_i', 'l_i', 'acc', 'qk_scale', 'BLOCK_N', 'ACT', 'DT')) @23:1
      .body:
        Assign(targets=('s',)) @24:5
          .value:
            Call(kwargs=()) @24:9
              .func:
                Name(id='mma_wait') @24:9
              .args:
                Call(kwargs=()) @24:18
                  .func:
                    Name(id='mma_async') @24:18
                  .args:
                    Name(id='q_slot') @24:28
                    Attr(name='T') @24:36
                      .value:
                        Name(id='k_slot') @24:36
        Assign(targets=('cols',)) @25:5
          .value:
            BinOp(op='+') @25:12
              .lhs:
                Name(id='kb') @25:12
              .rhs:
                Call(kwargs=()) @25:17
                  .func:
                    Name(id='arange') @25:17
                  .args:
                    Name(id='BLOCK_N') @25:24
        Assign(targets=('valid',)) @26:5
          .value:
            BoolOp(op='and') @26:13
              .values:
                BinOp(op='>=') @26:13
                  .lhs:
                    Index() @26:13
                      .value:
                        Name(id='cols') @26:13
                      .subs:
                        Const(value=None) @26:18
                        FullSlice() @26:24
                  .rhs:
                    Index() @26:30
                      .value:
                        Name(id='lo') @26:30
                      .subs:
                        FullSlice() @26:33
                        Const(value=None) @26:36
                BinOp(op='<') @26:46
                  .lhs:
                    Index() @26:46
                      .value:
                        Name(id='cols') @26:46
                      .subs:
                        Const(value=None) @26:51
                        FullSlice() @26:57
                  .rhs:
                    Index() @26:62
                      .value:
                        Name(id='hi') @26:62
                      .subs:
                        FullSlice() @26:65
                        Const(value=None) @26:68
        If() @27:5
          .cond:
            BinOp(op='==') @27:8
              .lhs:
                Name(id='ACT') @27:8
              .rhs:
                Const(value='softmax') @27:15
          .body:
            Assign(targets=('s',)) @28:9
              .value:
                Call(kwargs=()) @28:13
                  .func:
                    Name(id='where') @28:13
                  .args:
                    Name(id='valid') @28:19
                    Name(id='s') @28:26
                    Name(id='NEG_INF') @28:29
            Assign(targets=('m_new',)) @29:9
              .value:
                Call(kwargs=()) @29:17
                  .func:
                    Name(id='maximum') @29:17
                  .args:
                    Name(id='m_i') @29:25
                    BinOp(op='*') @29:30
                      .lhs:
                        Call() @29:30
                          .func:
                            Name(id='max') @29:30
                          .args:
                            Name(id='s') @29:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @29:42
                            )
                      .rhs:
                        Name(id='qk_scale') @29:47
            Assign(targets=('m_safe',)) @30:9
              .value:
                Call(kwargs=()) @30:18
                  .func:
                    Name(id='where') @30:18
                  .args:
                    BinOp(op='==') @30:24
                      .lhs:
                        Name(id='m_new') @30:24
                      .rhs:
                        Name(id='NEG_INF') @30:33
                    Const(value=0.0) @30:42
                    Name(id='m_new') @30:47
            Assign(targets=('p',)) @31:9
              .value:
                Call(kwargs=()) @31:13
                  .func:
                    Name(id='exp2') @31:13
                  .args:
                    BinOp(op='-') @31:18
                      .lhs:
                        BinOp(op='*') @31:18
                          .lhs:
                            Name(id='s') @31:18
                          .rhs:
                            Name(id='qk_scale') @31:22
                      .rhs:
                        Index() @31:33
                          .value:
                            Name(id='m_safe') @31:33
                          .subs:
                            FullSlice() @31:40
                            Const(value=None) @31:43
            Assign(targets=('alpha',)) @32:9
              .value:
                Call(kwargs=()) @32:17
                  .func:
                    Name(id='exp2') @32:17
                  .args:
                    BinOp(op='-') @32:22
                      .lhs:
                        Name(id='m_i') @32:22
                      .rhs:
                        Name(id='m_safe') @32:28
            Assign(targets=('l_i',)) @33:9
              .value:
                BinOp(op='+') @33:15
                  .lhs:
                    BinOp(op='*') @33:15
                      .lhs:
                        Name(id='l_i') @33:15
                      .rhs:
                        Name(id='alpha') @33:21
                  .rhs:
                    Call() @33:29
                      .func:
                        Name(id='sum') @33:29
                      .args:
                        Name(id='p') @33:33
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @33:41
                        )
            Assign(targets=('acc',)) @34:9
              .value:
                BinOp(op='*') @34:15
                  .lhs:
                    Name(id='acc') @34:15
                  .rhs:
                    Index() @34:21
                      .value:
                        Name(id='alpha') @34:21
                      .subs:
                        FullSlice() @34:27
                        Const(value=None) @34:30
            Assign(targets=('m_i',)) @35:9
              .value:
                Name(id='m_new') @35:15
          .orelse:
            StaticAssert(message='ACT is softmax or silu') @37:9
              .cond:
                BinOp(op='==') @37:23
                  .lhs:
                    Name(id='ACT') @37:23
                  .rhs:
                    Const(value='silu') @37:30
            Assign(targets=('x',)) @38:9
              .value:
                BinOp(op='*') @38:13
                  .lhs:
                    Name(id='s') @38:13
                  .rhs:
                    BinOp(op='/') @38:18
                      .lhs:
                        Name(id='qk_scale') @38:18
                      .rhs:
                        Name(id='LOG2E') @38:29
            Assign(targets=('p',)) @39:9
              .value:
                Call(kwargs=()) @39:13
                  .func:
                    Name(id='where') @39:13
                  .args:
                    Name(id='valid') @39:19
                    BinOp(op='*') @39:26
                      .lhs:
                        Name(id='x') @39:26
                      .rhs:
                        Call(kwargs=()) @39:30
                          .func:
                            Name(id='sigmoid') @39:30
                          .args:
                            Name(id='x') @39:38
                    Const(value=0.0) @39:42
        Assign(targets=('acc',)) @40:5
          .value:
            Call(kwargs=()) @40:11
              .func:
                Name(id='mma_wait') @40:11
              .args:
                Call(kwargs=()) @40:20
                  .func:
                    Name(id='mma_async') @40:20
                  .args:
                    Call(kwargs=()) @40:30
                      .func:
                        Name(id='cast') @40:30
                      .args:
                        Name(id='p') @40:35
                        Name(id='DT') @40:38
                    Name(id='v_slot') @40:43
                    Name(id='acc') @40:51
        Return() @41:5
          .values:
            Name(id='m_i') @41:12
            Name(id='l_i') @41:17
            Name(id='acc') @41:22
    KernelDef(name='jagged_attention_packed') @43:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @44:9
          .dtype:
            Name(id='DT') @44:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @44:26
          .dtype:
            Name(id='DT') @44:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @44:45
          .dtype:
            Name(id='DT') @44:48
        Param(name='o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @45:9
          .dtype:
            Name(id='DT') @45:12
        Param(name='lse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @45:26
          .dtype:
            Name(id='f32') @45:31
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @45:43
          .dtype:
            Name(id='i32') @45:49
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @45:59
          .dtype:
            Name(id='i32') @45:65
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @45:75
          .dtype:
            Name(id='i32') @45:82
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @46:9
          .dtype:
            Name(id='f32') @46:19
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @46:24
          .dtype:
            Name(id='f32') @46:35
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @47:9
          .default:
            Name(id='f16') @47:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @47:26
          .default:
            Const(value=128) @47:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @47:42
          .default:
            Const(value=64) @47:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @47:63
          .default:
            Const(value=64) @47:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @47:84
          .default:
            Const(value=2) @47:100
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @48:9
          .default:
            Const(value=False) @48:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @48:32
          .default:
            Const(value='softmax') @48:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @48:56
          .default:
            Const(value=240) @48:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @48:75
          .default:
            Const(value=64) @48:89
      .body:
        Require(message='KV heads divide the query heads') @49:5
          .cond:
            BoolOp(op='and') @49:13
              .values:
                BinOp(op='>') @49:13
                  .lhs:
                    Name(id='HKV') @49:13
                  .rhs:
                    Const(value=0) @49:19
                BinOp(op='==') @49:25
                  .lhs:
                    BinOp(op='%') @49:25
                      .lhs:
                        Name(id='H') @49:25
                      .rhs:
                        Name(id='HKV') @49:29
                  .rhs:
                    Const(value=0) @49:36
        Tiles() @50:5
          .dims:
            (
              ('m',)
              Call(kwargs=()) @50:16
                .func:
                  Name(id='range') @50:16
                .args:
                  Call(kwargs=()) @50:22
                    .func:
                      Name(id='cdiv') @50:22
                    .args:
                      Name(id='Tq') @50:27
                      Name(id='BLOCK_M') @50:31
            )
            (
              ('head',)
              Call(kwargs=()) @50:50
                .func:
                  Name(id='range') @50:50
                .args:
                  Name(id='H') @50:56
            )
          .options:
            TileOption(id='persistent', arg=None) @50:59
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @51:5
          .cond:
            BinOp(op='==') @51:19
              .lhs:
                BinOp(op='%') @51:19
                  .lhs:
                    Name(id='BLOCK_M') @51:19
                  .rhs:
                    Name(id='WG_M') @51:29
              .rhs:
                Const(value=0) @51:37
        Assign(targets=('NWG',)) @52:5
          .value:
            BinOp(op='//') @52:11
              .lhs:
                Name(id='BLOCK_M') @52:11
              .rhs:
                Name(id='WG_M') @52:22
        SmemDecl(name='q_tile') @54:5
          .stages:
            BinOp(op='*') @54:17
              .lhs:
                Const(value=2) @54:17
              .rhs:
                BinOp(op='//') @54:22
                  .lhs:
                    Name(id='BLOCK_M') @54:22
                  .rhs:
                    Name(id='WG_M') @54:33
          .dtype:
            Name(id='DT') @54:41
          .shape:
            Name(id='WG_M') @54:44
            Name(id='D') @54:50
        SmemDecl(name='k_ring') @55:5
          .stages:
            Name(id='STAGES') @55:17
          .dtype:
            Name(id='DT') @55:26
          .shape:
            Name(id='BLOCK_N') @55:29
            Name(id='D') @55:38
        SmemDecl(name='v_ring') @56:5
          .stages:
            Name(id='STAGES') @56:17
          .dtype:
            Name(id='DT') @56:26
          .shape:
            Name(id='BLOCK_N') @56:29
            Name(id='D') @56:38
        BarrierDecl(name='q_ready', kwargs=()) @57:5
          .size:
            Const(value=2) @57:21
        BarrierDecl(name='q_free') @58:5
          .size:
            Const(value=2) @58:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @58:29
                .lhs:
                  Name(id='BLOCK_M') @58:29
                .rhs:
                  Name(id='WG_M') @58:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @59:5
          .size:
            Name(id='STAGES') @59:22
        BarrierDecl(name='kv_free') @60:5
          .size:
            Name(id='STAGES') @60:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @60:35
                .lhs:
                  Name(id='BLOCK_M') @60:35
                .rhs:
                  Name(id='WG_M') @60:46
            )
        Assign(targets=('r_last',)) @63:5
          .value:
            BinOp(op='-') @63:14
              .lhs:
                Call(kwargs=()) @63:14
                  .func:
                    Name(id='minimum') @63:14
                  .args:
                    BinOp(op='*') @63:23
                      .lhs:
                        BinOp(op='+') @63:23
                          .lhs:
                            Name(id='m') @63:23
                          .rhs:
                            Const(value=1) @63:27
                      .rhs:
                        Name(id='BLOCK_M') @63:32
                    Name(id='Tq') @63:41
              .rhs:
                Const(value=1) @63:47
        Assign(targets=('first',)) @64:5
          .value:
            Index() @64:13
              .value:
                Name(id='seg_q') @64:13
              .subs:
                BinOp(op='*') @64:19
                  .lhs:
                    Name(id='m') @64:19
                  .rhs:
                    Name(id='BLOCK_M') @64:23
        Assign(targets=('last_seq',)) @65:5
          .value:
            Index() @65:16
              .value:
                Name(id='seg_q') @65:16
              .subs:
                Name(id='r_last') @65:22
        Assign(targets=('k_lo',)) @66:5
          .value:
            Index() @66:12
              .value:
                Name(id='cu_k') @66:12
              .subs:
                Name(id='first') @66:17
        Assign(targets=('k_hi',)) @67:5
          .value:
            Index() @67:12
              .value:
                Name(id='cu_k') @67:12
              .subs:
                BinOp(op='+') @67:17
                  .lhs:
                    Name(id='last_seq') @67:17
                  .rhs:
                    Const(value=1) @67:28
        If(orelse=()) @68:5
          .cond:
            Name(id='CAUSAL') @68:8
          .body:
            Assign(targets=('k_hi',)) @71:9
              .value:
                Call(kwargs=()) @71:16
                  .func:
                    Name(id='maximum') @71:16
                  .args:
                    Index() @71:24
                      .value:
                        Name(id='cu_k') @71:24
                      .subs:
                        Name(id='last_seq') @71:29
                    Call(kwargs=()) @71:40
                      .func:
                        Name(id='minimum') @71:40
                      .args:
                        Name(id='k_hi') @71:48
                        BinOp(op='-') @71:54
                          .lhs:
                            BinOp(op='+') @71:54
                              .lhs:
                                BinOp(op='+') @71:54
                                  .lhs:
                                    Name(id='r_last') @71:54
                                  .rhs:
                                    Const(value=1) @71:63
                              .rhs:
                                Name(id='k_hi') @71:67
                          .rhs:
                            Index() @71:74
                              .value:
                                Name(id='cu_q') @71:74
                              .subs:
                                BinOp(op='+') @71:79
                                  .lhs:
                                    Name(id='last_seq') @71:79
                                  .rhs:
                                    Const(value=1) @71:90
        Assign(targets=('n_blocks',)) @72:5
          .value:
            Call(kwargs=()) @72:16
              .func:
                Name(id='cdiv') @72:16
              .args:
                Call(kwargs=()) @72:21
                  .func:
                    Name(id='maximum') @72:21
                  .args:
                    BinOp(op='-') @72:29
                      .lhs:
                        Name(id='k_hi') @72:29
                      .rhs:
                        Name(id='k_lo') @72:36
                    Const(value=0) @72:42
                Name(id='BLOCK_N') @72:46
        Assign(targets=('kv_head',)) @73:5
          .value:
            BinOp(op='//') @73:15
              .lhs:
                Name(id='head') @73:15
              .rhs:
                BinOp(op='//') @73:24
                  .lhs:
                    Name(id='H') @73:24
                  .rhs:
                    Name(id='HKV') @73:29
        Role(name='load', replica=None) @75:5
          .kwargs:
            (
              'warps'
              Const(value=1) @75:21
            )
            (
              'regs'
              Const(value=24) @75:29
            )
          .body:
            Assign(targets=('qs',)) @76:9
              .value:
                BinOp(op='%') @76:14
                  .lhs:
                    Name(id='tile_index') @76:14
                  .rhs:
                    Const(value=2) @76:27
            Wait(phase=None) @77:9
              .target:
                Index() @77:14
                  .value:
                    Name(id='q_free') @77:14
                  .subs:
                    Name(id='qs') @77:21
            Expect() @78:9
              .target:
                Index() @78:16
                  .value:
                    Name(id='q_ready') @78:16
                  .subs:
                    Name(id='qs') @78:24
              .nbytes:
                BinOp(op='*') @78:29
                  .lhs:
                    Name(id='NWG') @78:29
                  .rhs:
                    Call(kwargs=()) @78:35
                      .func:
                        Name(id='bytes') @78:35
                      .args:
                        Name(id='q_tile') @78:41
            For(var='i') @79:9
              .iter:
                Call(kwargs=()) @79:18
                  .func:
                    Name(id='static_range') @79:18
                  .args:
                    Name(id='NWG') @79:31
              .body:
                Tma() @80:13
                  .dst:
                    Index() @80:17
                      .value:
                        Name(id='q_tile') @80:17
                      .subs:
                        BinOp(op='+') @80:24
                          .lhs:
                            BinOp(op='*') @80:24
                              .lhs:
                                Name(id='qs') @80:24
                              .rhs:
                                Name(id='NWG') @80:29
                          .rhs:
                            Name(id='i') @80:35
                  .src:
                    Index() @80:41
                      .value:
                        Name(id='q') @80:41
                      .subs:
                        BinOp(op='+') @80:43
                          .lhs:
                            BinOp(op='*') @80:43
                              .lhs:
                                Name(id='NWG') @80:43
                              .rhs:
                                Name(id='m') @80:49
                          .rhs:
                            Name(id='i') @80:53
                        Name(id='head') @80:56
                  .signals:
                    Index() @80:70
                      .value:
                        Name(id='q_ready') @80:70
                      .subs:
                        Name(id='qs') @80:78
            Pipeline(var='n', slot='slot', ring='kv') @81:9
              .iter:
                Call(kwargs=()) @81:23
                  .func:
                    Name(id='range') @81:23
                  .args:
                    Name(id='n_blocks') @81:29
              .stages:
                Name(id='STAGES') @81:52
              .body:
                Wait(phase=None) @82:13
                  .target:
                    Index() @82:18
                      .value:
                        Name(id='kv_free') @82:18
                      .subs:
                        Name(id='slot') @82:26
                Expect() @83:13
                  .target:
                    Index() @83:20
                      .value:
                        Name(id='kv_ready') @83:20
                      .subs:
                        Name(id='slot') @83:29
                  .nbytes:
                    BinOp(op='+') @83:36
                      .lhs:
                        Call(kwargs=()) @83:36
                          .func:
                            Name(id='bytes') @83:36
                          .args:
                            Name(id='k_ring') @83:42
                      .rhs:
                        Call(kwargs=()) @83:52
                          .func:
                            Name(id='bytes') @83:52
                          .args:
                            Name(id='v_ring') @83:58
                Tma() @84:13
                  .dst:
                    Index() @84:17
                      .value:
                        Name(id='k_ring') @84:17
                      .subs:
                        Name(id='slot') @84:24
                  .src:
                    Index() @84:33
                      .value:
                        Name(id='k') @84:33
                      .subs:
                        Call(kwargs=()) @84:35
                          .func:
                            Name(id='at') @84:35
                          .args:
                            BinOp(op='+') @84:38
                              .lhs:
                                Name(id='k_lo') @84:38
                              .rhs:
                                BinOp(op='*') @84:45
                                  .lhs:
                                    Name(id='n') @84:45
                                  .rhs:
                                    Name(id='BLOCK_N') @84:49
                        Name(id='kv_head') @84:59
                  .signals:
                    Index() @84:76
                      .value:
                        Name(id='kv_ready') @84:76
                      .subs:
                        Name(id='slot') @84:85
                Tma() @85:13
                  .dst:
                    Index() @85:17
                      .value:
                        Name(id='v_ring') @85:17
                      .subs:
                        Name(id='slot') @85:24
                  .src:
                    Index() @85:33
                      .value:
                        Name(id='v') @85:33
                      .subs:
                        Call(kwargs=()) @85:35
                          .func:
                            Name(id='at') @85:35
                          .args:
                            BinOp(op='+') @85:38
                              .lhs:
                                Name(id='k_lo') @85:38
                              .rhs:
                                BinOp(op='*') @85:45
                                  .lhs:
                                    Name(id='n') @85:45
                                  .rhs:
                                    Name(id='BLOCK_N') @85:49
                        Name(id='kv_head') @85:59
                  .signals:
                    Index() @85:76
                      .value:
                        Name(id='kv_ready') @85:76
                      .subs:
                        Name(id='slot') @85:85
        Role(name='compute', replica='wg') @87:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @87:29
            )
            (
              'regs'
              Name(id='REGS') @87:39
            )
          .body:
            Assign(targets=('qk_scale',)) @88:9
              .value:
                BinOp(op='*') @88:20
                  .lhs:
                    Name(id='sm_scale') @88:20
                  .rhs:
                    Name(id='LOG2E') @88:31
            Assign(targets=('rows',)) @89:9
              .value:
                BinOp(op='+') @89:16
                  .lhs:
                    BinOp(op='+') @89:16
                      .lhs:
                        BinOp(op='*') @89:16
                          .lhs:
                            Name(id='m') @89:16
                          .rhs:
                            Name(id='BLOCK_M') @89:20
                      .rhs:
                        BinOp(op='*') @89:30
                          .lhs:
                            Name(id='wg') @89:30
                          .rhs:
                            Name(id='WG_M') @89:35
                  .rhs:
                    Call(kwargs=()) @89:42
                      .func:
                        Name(id='arange') @89:42
                      .args:
                        Name(id='WG_M') @89:49
            Assign(targets=('in_q',)) @90:9
              .value:
                BinOp(op='<') @90:16
                  .lhs:
                    Name(id='rows') @90:16
                  .rhs:
                    Name(id='Tq') @90:23
            Assign(targets=('row_seq',)) @91:9
              .value:
                Index() @91:19
                  .value:
                    Name(id='seg_q') @91:19
                  .subs:
                    Name(id='rows') @91:25
            Assign(targets=('lo',)) @94:9
              .value:
                Call(kwargs=()) @94:14
                  .func:
                    Name(id='where') @94:14
                  .args:
                    Name(id='in_q') @94:20
                    Index() @94:26
                      .value:
                        Name(id='cu_k') @94:26
                      .subs:
                        Name(id='row_seq') @94:31
                    Name(id='Tk') @94:41
            Assign(targets=('hi',)) @95:9
              .value:
                Call(kwargs=()) @95:14
                  .func:
                    Name(id='where') @95:14
                  .args:
                    Name(id='in_q') @95:20
                    Index() @95:26
                      .value:
                        Name(id='cu_k') @95:26
                      .subs:
                        BinOp(op='+') @95:31
                          .lhs:
                            Name(id='row_seq') @95:31
                          .rhs:
                            Const(value=1) @95:41
                    Const(value=0) @95:45
            If(orelse=()) @96:9
              .cond:
                Name(id='CAUSAL') @96:12
              .body:
                Assign(targets=('hi',)) @97:13
                  .value:
                    Call(kwargs=()) @97:18
                      .func:
                        Name(id='minimum') @97:18
                      .args:
                        Name(id='hi') @97:26
                        BinOp(op='-') @97:30
                          .lhs:
                            BinOp(op='+') @97:30
                              .lhs:
                                BinOp(op='+') @97:30
                                  .lhs:
                                    Name(id='rows') @97:30
                                  .rhs:
                                    Const(value=1) @97:37
                              .rhs:
                                Name(id='hi') @97:41
                          .rhs:
                            Index() @97:46
                              .value:
                                Name(id='cu_q') @97:46
                              .subs:
                                BinOp(op='+') @97:51
                                  .lhs:
                                    Name(id='row_seq') @97:51
                                  .rhs:
                                    Const(value=1) @97:61
            Assign(targets=('n_a',)) @99:9
              .value:
                Call(kwargs=()) @99:15
                  .func:
                    Name(id='minimum') @99:15
                  .args:
                    Call(kwargs=()) @99:23
                      .func:
                        Name(id='maximum') @99:23
                      .args:
                        BinOp(op='//') @99:32
                          .lhs:
                            BinOp(op='-') @99:32
                              .lhs:
                                Call() @99:32
                                  .func:
                                    Name(id='min') @99:32
                                  .args:
                                    Name(id='lo') @99:36
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=0) @99:45
                                    )
                              .rhs:
                                Name(id='k_lo') @99:50
                          .rhs:
                            Name(id='BLOCK_N') @99:59
                        Const(value=0) @99:68
                    Name(id='n_blocks') @99:72
            Assign(targets=('n_b',)) @100:9
              .value:
                Call(kwargs=()) @100:15
                  .func:
                    Name(id='maximum') @100:15
                  .args:
                    Call(kwargs=()) @100:23
                      .func:
                        Name(id='minimum') @100:23
                      .args:
                        Call(kwargs=()) @100:31
                          .func:
                            Name(id='cdiv') @100:31
                          .args:
                            BinOp(op='-') @100:36
                              .lhs:
                                Call() @100:36
                                  .func:
                                    Name(id='max') @100:36
                                  .args:
                                    Name(id='hi') @100:40
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=0) @100:49
                                    )
                              .rhs:
                                Name(id='k_lo') @100:54
                            Name(id='BLOCK_N') @100:60
                        Name(id='n_blocks') @100:70
                    Name(id='n_a') @100:81
            Assign(targets=('m_i',)) @101:9
              .value:
                Call(kwargs=()) @101:15
                  .func:
                    Name(id='full') @101:15
                  .args:
                    ListLit() @101:20
                      .elts:
                        Name(id='WG_M') @101:21
                    Name(id='NEG_INF') @101:28
                    Name(id='f32') @101:37
            Assign(targets=('l_i',)) @102:9
              .value:
                Call(kwargs=()) @102:15
                  .func:
                    Name(id='zeros') @102:15
                  .args:
                    ListLit() @102:21
                      .elts:
                        Name(id='WG_M') @102:22
                    Name(id='f32') @102:29
            Assign(targets=('acc',)) @103:9
              .value:
                Call(kwargs=()) @103:15
                  .func:
                    Name(id='zeros') @103:15
                  .args:
                    ListLit() @103:21
                      .elts:
                        Name(id='WG_M') @103:22
                        Name(id='D') @103:28
                    Name(id='f32') @103:32
            Assign(targets=('qs',)) @104:9
              .value:
                BinOp(op='%') @104:14
                  .lhs:
                    Name(id='tile_index') @104:14
                  .rhs:
                    Const(value=2) @104:27
            Assign(targets=('my_q',)) @105:9
              .value:
                BinOp(op='+') @105:16
                  .lhs:
                    BinOp(op='*') @105:16
                      .lhs:
                        Name(id='qs') @105:16
                      .rhs:
                        Name(id='NWG') @105:21
                  .rhs:
                    Name(id='wg') @105:27
            Wait(phase=None) @106:9
              .target:
                Index() @106:14
                  .value:
                    Name(id='q_ready') @106:14
                  .subs:
                    Name(id='qs') @106:22
            If() @107:9
              .cond:
                BinOp(op='==') @107:12
                  .lhs:
                    Name(id='TARGET') @107:12
                  .rhs:
                    Const(value='gluon') @107:22
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @111:13
                  .iter:
                    Call(kwargs=()) @111:27
                      .func:
                        Name(id='range') @111:27
                      .args:
                        Name(id='n_blocks') @111:33
                  .stages:
                    Name(id='STAGES') @111:56
                  .body:
                    Wait(phase=None) @112:17
                      .target:
                        Index() @112:22
                          .value:
                            Name(id='kv_ready') @112:22
                          .subs:
                            Name(id='slot') @112:31
                    If(orelse=()) @113:17
                      .cond:
                        BoolOp(op='and') @113:20
                          .values:
                            BinOp(op='>=') @113:20
                              .lhs:
                                Name(id='n') @113:20
                              .rhs:
                                Name(id='n_a') @113:25
                            BinOp(op='<') @113:33
                              .lhs:
                                Name(id='n') @113:33
                              .rhs:
                                Name(id='n_b') @113:37
                      .body:
                        Assign(targets=('m_i', 'l_i', 'acc')) @114:21
                          .value:
                            Call(kwargs=()) @114:37
                              .func:
                                Name(id='attend') @114:37
                              .args:
                                Index() @114:44
                                  .value:
                                    Name(id='q_tile') @114:44
                                  .subs:
                                    Name(id='my_q') @114:51
                                Index() @114:58
                                  .value:
                                    Name(id='k_ring') @114:58
                                  .subs:
                                    Name(id='slot') @114:65
                                Index() @114:72
                                  .value:
                                    Name(id='v_ring') @114:72
                                  .subs:
                                    Name(id='slot') @114:79
                                BinOp(op='+') @114:86
                                  .lhs:
                                    Name(id='k_lo') @114:86
                                  .rhs:
                                    BinOp(op='*') @114:93
                                      .lhs:
                                        Name(id='n') @114:93
                                      .rhs:
                                        Name(id='BLOCK_N') @114:97
                                Name(id='lo') @114:106
                                Name(id='hi') @114:110
                                Name(id='m_i') @114:114
                                Name(id='l_i') @115:44
                                Name(id='acc') @115:49
                                Name(id='qk_scale') @115:54
                                Name(id='BLOCK_N') @115:64
                                Name(id='ACT') @115:73
                                Name(id='DT') @115:78
                    Arrive(count=None) @116:17
                      .target:
                        Index() @116:24
                          .value:
                            Name(id='kv_free') @116:24
                          .subs:
                            Name(id='slot') @116:32
              .orelse:
                Assign(targets=('lo',)) @120:13
                  .value:
                    Call(kwargs=()) @120:18
                      .func:
                        Name(id='maximum') @120:18
                      .args:
                        Name(id='lo') @120:26
                        BinOp(op='+') @120:30
                          .lhs:
                            Name(id='k_lo') @120:30
                          .rhs:
                            BinOp(op='*') @120:37
                              .lhs:
                                Name(id='n_a') @120:37
                              .rhs:
                                Name(id='BLOCK_N') @120:43
                Assign(targets=('hi',)) @121:13
                  .value:
                    Call(kwargs=()) @121:18
                      .func:
                        Name(id='minimum') @121:18
                      .args:
                        Name(id='hi') @121:26
                        BinOp(op='+') @121:30
                          .lhs:
                            Name(id='k_lo') @121:30
                          .rhs:
                            BinOp(op='*') @121:37
                              .lhs:
                                Name(id='n_b') @121:37
                              .rhs:
                                Name(id='BLOCK_N') @121:43
                Pipeline(var='n', slot='slot', ring='kv') @122:13
                  .iter:
                    Call(kwargs=()) @122:27
                      .func:
                        Name(id='range') @122:27
                      .args:
                        Name(id='n_blocks') @122:33
                  .stages:
                    Name(id='STAGES') @122:56
                  .body:
                    Wait(phase=None) @123:17
                      .target:
                        Index() @123:22
                          .value:
                            Name(id='kv_ready') @123:22
                          .subs:
                            Name(id='slot') @123:31
                    Assign(targets=('m_i', 'l_i', 'acc')) @124:17
                      .value:
                        Call(kwargs=()) @124:33
                          .func:
                            Name(id='attend') @124:33
                          .args:
                            Index() @124:40
                              .value:
                                Name(id='q_tile') @124:40
                              .subs:
                                Name(id='my_q') @124:47
                            Index() @124:54
                              .value:
                                Name(id='k_ring') @124:54
                              .subs:
                                Name(id='slot') @124:61
                            Index() @124:68
                              .value:
                                Name(id='v_ring') @124:68
                              .subs:
                                Name(id='slot') @124:75
                            BinOp(op='+') @124:82
                              .lhs:
                                Name(id='k_lo') @124:82
                              .rhs:
                                BinOp(op='*') @124:89
                                  .lhs:
                                    Name(id='n') @124:89
                                  .rhs:
                                    Name(id='BLOCK_N') @124:93
                            Name(id='lo') @124:102
                            Name(id='hi') @124:106
                            Name(id='m_i') @124:110
                            Name(id='l_i') @124:115
                            Name(id='acc') @125:40
                            Name(id='qk_scale') @125:45
                            Name(id='BLOCK_N') @125:55
                            Name(id='ACT') @125:64
                            Name(id='DT') @125:69
                    Arrive(count=None) @126:17
                      .target:
                        Index() @126:24
                          .value:
                            Name(id='kv_free') @126:24
                          .subs:
                            Name(id='slot') @126:32
            Arrive(count=None) @127:9
              .target:
                Index() @127:16
                  .value:
                    Name(id='q_free') @127:16
                  .subs:
                    Name(id='qs') @127:23
            If() @128:9
              .cond:
                BinOp(op='==') @128:12
                  .lhs:
                    Name(id='ACT') @128:12
                  .rhs:
                    Const(value='softmax') @128:19
              .body:
                Assign(targets=('seen',)) @129:13
                  .value:
                    BinOp(op='!=') @129:20
                      .lhs:
                        Name(id='l_i') @129:20
                      .rhs:
                        Const(value=0.0) @129:27
                Assign(targets=('out',)) @130:13
                  .value:
                    Call(kwargs=()) @130:19
                      .func:
                        Name(id='where') @130:19
                      .args:
                        Index() @130:25
                          .value:
                            Name(id='seen') @130:25
                          .subs:
                            FullSlice() @130:30
                            Const(value=None) @130:33
                        BinOp(op='/') @130:40
                          .lhs:
                            Name(id='acc') @130:40
                          .rhs:
                            Index() @130:46
                              .value:
                                Name(id='l_i') @130:46
                              .subs:
                                FullSlice() @130:50
                                Const(value=None) @130:53
                        Const(value=0.0) @130:60
                Assign(targets=('row_lse',)) @131:13
                  .value:
                    Call(kwargs=()) @131:23
                      .func:
                        Name(id='where') @131:23
                      .args:
                        Name(id='seen') @131:29
                        BinOp(op='/') @131:36
                          .lhs:
                            BinOp(op='+') @131:36
                              .lhs:
                                Name(id='m_i') @131:36
                              .rhs:
                                Call(kwargs=()) @131:42
                                  .func:
                                    Name(id='log2') @131:42
                                  .args:
                                    Name(id='l_i') @131:47
                          .rhs:
                            Name(id='LOG2E') @131:55
                        Unary(op='-') @131:62
                          .operand:
                            Name(id='NEG_INF') @131:63
              .orelse:
                Assign(targets=('out',)) @133:13
                  .value:
                    BinOp(op='*') @133:19
                      .lhs:
                        Name(id='acc') @133:19
                      .rhs:
                        Name(id='out_scale') @133:25
                Assign(targets=('row_lse',)) @134:13
                  .value:
                    Call(kwargs=()) @134:23
                      .func:
                        Name(id='zeros') @134:23
                      .args:
                        ListLit() @134:29
                          .elts:
                            Name(id='WG_M') @134:30
                        Name(id='f32') @134:37
            Store() @135:9
              .target:
                Name(id='o') @135:9
              .subs:
                Index() @135:11
                  .value:
                    Name(id='rows') @135:11
                  .subs:
                    FullSlice() @135:16
                    Const(value=None) @135:19
                Name(id='head') @135:26
                Index() @135:32
                  .value:
                    Call(kwargs=()) @135:32
                      .func:
                        Name(id='arange') @135:32
                      .args:
                        Name(id='D') @135:39
                  .subs:
                    Const(value=None) @135:42
                    FullSlice() @135:48
              .value:
                Call(kwargs=()) @135:54
                  .func:
                    Name(id='cast') @135:54
                  .args:
                    Name(id='out') @135:59
                    Name(id='DT') @135:64
              .mask:
                Index() @135:74
                  .value:
                    Name(id='in_q') @135:74
                  .subs:
                    FullSlice() @135:79
                    Const(value=None) @135:82
            Store() @136:9
              .target:
                Name(id='lse') @136:9
              .subs:
                Name(id='rows') @136:13
                Name(id='head') @136:19
              .value:
                Name(id='row_lse') @136:27
              .mask:
                Name(id='in_q') @136:41