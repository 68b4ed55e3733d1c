Module() @1:1
  .items:
    ConstDef(name='LOG2E') @11:1
      .value:
        Const(value=1.4426950408889634) @11:15
    ConstDef(name='NEG_INF') @12:1
      .value:
        Unary(op='-') @12:17
          .operand:
            Name(id='inf') @12:18
    FuncDef(name='mask_block', params=('s', 'n', 'rows', 'cols', 'row0', 'len_q', 'len_k', 'BLOCK_N', 'CAUSAL', 'fill')) @16:1
      .body:
        Assign(targets=('edge',)) @17:5
          .value:
            BinOp(op='>') @17:12
              .lhs:
                BinOp(op='*') @17:13
                  .lhs:
                    BinOp(op='+') @17:13
                      .lhs:
                        Name(id='n') @17:13
                      .rhs:
                        Const(value=1) @17:17
                  .rhs:
                    Name(id='BLOCK_N') @17:22
              .rhs:
                Name(id='len_k') @17:32
        If(orelse=()) @18:5
          .cond:
            Name(id='CAUSAL') @18:8
          .body:
            Assign(targets=('edge',)) @19:9
              .value:
                BoolOp(op='or') @19:16
                  .values:
                    Name(id='edge') @19:16
                    BinOp(op='>') @19:24
                      .lhs:
                        BinOp(op='-') @19:25
                          .lhs:
                            BinOp(op='*') @19:25
                              .lhs:
                                BinOp(op='+') @19:25
                                  .lhs:
                                    Name(id='n') @19:25
                                  .rhs:
                                    Const(value=1) @19:29
                              .rhs:
                                Name(id='BLOCK_N') @19:34
                          .rhs:
                            Const(value=1) @19:44
                      .rhs:
                        BinOp(op='-') @19:48
                          .lhs:
                            BinOp(op='+') @19:48
                              .lhs:
                                Name(id='row0') @19:48
                              .rhs:
                                Name(id='len_k') @19:55
                          .rhs:
                            Name(id='len_q') @19:63
        If(orelse=()) @20:5
          .cond:
            Name(id='edge') @20:8
          .body:
            Assign(targets=('kpos',)) @21:9
              .value:
                BinOp(op='+') @21:16
                  .lhs:
                    BinOp(op='*') @21:16
                      .lhs:
                        Name(id='n') @21:16
                      .rhs:
                        Name(id='BLOCK_N') @21:20
                  .rhs:
                    Name(id='cols') @21:30
            Assign(targets=('valid',)) @22:9
              .value:
                BinOp(op='<') @22:17
                  .lhs:
                    Index() @22:17
                      .value:
                        Name(id='kpos') @22:17
                      .subs:
                        Const(value=None) @22:22
                        FullSlice() @22:28
                  .rhs:
                    Name(id='len_k') @22:33
            If(orelse=()) @23:9
              .cond:
                Name(id='CAUSAL') @23:12
              .body:
                Assign(targets=('valid',)) @24:13
                  .value:
                    BoolOp(op='and') @24:21
                      .values:
                        Name(id='valid') @24:21
                        BinOp(op='<=') @24:31
                          .lhs:
                            Index() @24:31
                              .value:
                                Name(id='kpos') @24:31
                              .subs:
                                Const(value=None) @24:36
                                FullSlice() @24:42
                          .rhs:
                            BinOp(op='+') @24:48
                              .lhs:
                                Index() @24:48
                                  .value:
                                    Name(id='rows') @24:48
                                  .subs:
                                    FullSlice() @24:53
                                    Const(value=None) @24:56
                              .rhs:
                                BinOp(op='-') @24:65
                                  .lhs:
                                    Name(id='len_k') @24:65
                                  .rhs:
                                    Name(id='len_q') @24:73
            Assign(targets=('s',)) @25:9
              .value:
                Call(kwargs=()) @25:13
                  .func:
                    Name(id='where') @25:13
                  .args:
                    Name(id='valid') @25:19
                    Name(id='s') @25:26
                    Name(id='fill') @25:29
        Return() @26:5
          .values:
            Name(id='s') @26:12
    FuncDef(name='scores_to_probs', params=('s', 'n', 'rows', 'cols', 'row0', 'len_q', 'len_k', 'm_i', 'l_i', 'qk_scale', 'BLOCK_N', 'CAUSAL', 'ACT')) @30:1
      .body:
        If(orelse=()) @31:5
          .cond:
            BinOp(op='==') @31:8
              .lhs:
                Name(id='ACT') @31:8
              .rhs:
                Const(value='softmax') @31:15
          .body:
            Assign(targets=('s',)) @32:9
              .value:
                Call(kwargs=()) @32:13
                  .func:
                    Name(id='mask_block') @32:13
                  .args:
                    Name(id='s') @32:24
                    Name(id='n') @32:27
                    Name(id='rows') @32:30
                    Name(id='cols') @32:36
                    Name(id='row0') @32:42
                    Name(id='len_q') @32:48
                    Name(id='len_k') @32:55
                    Name(id='BLOCK_N') @32:62
                    Name(id='CAUSAL') @32:71
                    Name(id='NEG_INF') @32:79
            Assign(targets=('m_new',)) @33:9
              .value:
                Call(kwargs=()) @33:17
                  .func:
                    Name(id='maximum') @33:17
                  .args:
                    Name(id='m_i') @33:25
                    BinOp(op='*') @33:30
                      .lhs:
                        Call() @33:30
                          .func:
                            Name(id='max') @33:30
                          .args:
                            Name(id='s') @33:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @33:42
                            )
                      .rhs:
                        Name(id='qk_scale') @33:47
            Assign(targets=('m_safe',)) @34:9
              .value:
                Call(kwargs=()) @34:18
                  .func:
                    Name(id='where') @34:18
                  .args:
                    BinOp(op='==') @34:24
                      .lhs:
                        Name(id='m_new') @34:24
                      .rhs:
                        Name(id='NEG_INF') @34:33
                    Const(value=0.0) @34:42
                    Name(id='m_new') @34:47
            Assign(targets=('p',)) @35:9
              .value:
                Call(kwargs=()) @35:13
                  .func:
                    Name(id='exp2') @35:13
                  .args:
                    BinOp(op='-') @35:18
                      .lhs:
                        BinOp(op='*') @35:18
                          .lhs:
                            Name(id='s') @35:18
                          .rhs:
                            Name(id='qk_scale') @35:22
                      .rhs:
                        Index() @35:33
                          .value:
                            Name(id='m_safe') @35:33
                          .subs:
                            FullSlice() @35:40
                            Const(value=None) @35:43
            Assign(targets=('alpha',)) @36:9
              .value:
                Call(kwargs=()) @36:17
                  .func:
                    Name(id='exp2') @36:17
                  .args:
                    BinOp(op='-') @36:22
                      .lhs:
                        Name(id='m_i') @36:22
                      .rhs:
                        Name(id='m_safe') @36:28
            Return() @37:9
              .values:
                Name(id='p') @37:16
                Name(id='alpha') @37:19
                Name(id='m_new') @37:26
                BinOp(op='+') @37:33
                  .lhs:
                    BinOp(op='*') @37:33
                      .lhs:
                        Name(id='l_i') @37:33
                      .rhs:
                        Name(id='alpha') @37:39
                  .rhs:
                    Call() @37:47
                      .func:
                        Name(id='sum') @37:47
                      .args:
                        Name(id='p') @37:51
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @37:59
                        )
        StaticAssert(message='ACT is softmax or silu') @38:5
          .cond:
            BinOp(op='==') @38:19
              .lhs:
                Name(id='ACT') @38:19
              .rhs:
                Const(value='silu') @38:26
        Assign(targets=('x',)) @39:5
          .value:
            BinOp(op='*') @39:9
              .lhs:
                Name(id='s') @39:9
              .rhs:
                BinOp(op='/') @39:14
                  .lhs:
                    Name(id='qk_scale') @39:14
                  .rhs:
                    Name(id='LOG2E') @39:25
        Assign(targets=('p',)) @40:5
          .value:
            Call(kwargs=()) @40:9
              .func:
                Name(id='mask_block') @40:9
              .args:
                BinOp(op='*') @40:20
                  .lhs:
                    Name(id='x') @40:20
                  .rhs:
                    Call(kwargs=()) @40:24
                      .func:
                        Name(id='sigmoid') @40:24
                      .args:
                        Name(id='x') @40:32
                Name(id='n') @40:36
                Name(id='rows') @40:39
                Name(id='cols') @40:45
                Name(id='row0') @40:51
                Name(id='len_q') @40:57
                Name(id='len_k') @40:64
                Name(id='BLOCK_N') @40:71
                Name(id='CAUSAL') @40:80
                Const(value=0.0) @40:88
        Return() @41:5
          .values:
            Name(id='p') @41:12
            Const(value=1.0) @41:15
            Name(id='m_i') @41:20
            Name(id='l_i') @41:25
    KernelDef(name='jagged_attention') @43:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @44:9
          .dtype:
            Name(id='DT') @44:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @44:41
          .dtype:
            Name(id='DT') @44:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @44:75
          .dtype:
            Name(id='DT') @44:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @45:9
          .dtype:
            Name(id='DT') @45:19
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @45:41
          .dtype:
            Name(id='f32') @45:53
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @46:9
          .dtype:
            Name(id='i32') @46:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @46:25
          .dtype:
            Name(id='i32') @46:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @46:41
          .dtype:
            Name(id='f32') @46:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @46:56
          .dtype:
            Name(id='f32') @46:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @47:9
          .default:
            Name(id='f16') @47:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @47:26
          .default:
            Const(value=128) @47:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @47:42
          .default:
            Const(value=128) @47:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @47:64
          .default:
            Const(value=128) @47:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @47:86
          .default:
            Const(value=2) @47:102
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @48:9
          .default:
            Const(value=False) @48:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @48:32
          .default:
            Const(value='softmax') @48:45
        Param(name='OVERLAP', kind='const', dtype=None, dims=(), offsets=None) @48:56
          .default:
            BinOp(op='==') @48:73
              .lhs:
                Name(id='TARGET') @48:73
              .rhs:
                Const(value='gluon') @48:83
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @48:92
          .default:
            Const(value=240) @48:106
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @48:111
          .default:
            Const(value=64) @48:125
      .body:
        Tiles() @49:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @49:21
                .func:
                  Name(id='blocks') @49:21
                .args:
                  Name(id='q') @49:28
                  Name(id='BLOCK_M') @49:31
            )
            (
              ('head',)
              Call(kwargs=()) @49:49
                .func:
                  Name(id='range') @49:49
                .args:
                  Name(id='H') @49:55
            )
          .options:
            Name(id='persistent') @49:58
            Name(id='longest_first') @49:69
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @50:5
          .cond:
            BinOp(op='==') @50:19
              .lhs:
                BinOp(op='%') @50:19
                  .lhs:
                    Name(id='BLOCK_M') @50:19
                  .rhs:
                    Name(id='WG_M') @50:29
              .rhs:
                Const(value=0) @50:37
        Assign(targets=('NWG',)) @51:5
          .value:
            BinOp(op='//') @51:11
              .lhs:
                Name(id='BLOCK_M') @51:11
              .rhs:
                Name(id='WG_M') @51:22
        SmemDecl(name='q_tile') @53:5
          .stages:
            BinOp(op='//') @53:17
              .lhs:
                Name(id='BLOCK_M') @53:17
              .rhs:
                Name(id='WG_M') @53:28
          .dtype:
            Name(id='DT') @53:35
          .shape:
            Name(id='WG_M') @53:38
            Name(id='D') @53:44
        SmemDecl(name='k_ring') @54:5
          .stages:
            Name(id='STAGES') @54:17
          .dtype:
            Name(id='DT') @54:26
          .shape:
            Name(id='BLOCK_N') @54:29
            Name(id='D') @54:38
        SmemDecl(name='v_ring') @55:5
          .stages:
            Name(id='STAGES') @55:17
          .dtype:
            Name(id='DT') @55:26
          .shape:
            Name(id='BLOCK_N') @55:29
            Name(id='D') @55:38
        BarrierDecl(name='q_ready', size=None, kwargs=()) @56:5
        BarrierDecl(name='q_free', size=None) @57:5
          .kwargs:
            (
              'count'
              BinOp(op='//') @57:26
                .lhs:
                  Name(id='BLOCK_M') @57:26
                .rhs:
                  Name(id='WG_M') @57:37
            )
        BarrierDecl(name='k_ready', kwargs=()) @58:5
          .size:
            Name(id='STAGES') @58:21
        BarrierDecl(name='k_free') @59:5
          .size:
            Name(id='STAGES') @59:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @59:34
                .lhs:
                  Name(id='BLOCK_M') @59:34
                .rhs:
                  Name(id='WG_M') @59:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @60:5
          .size:
            Name(id='STAGES') @60:21
        BarrierDecl(name='v_free') @61:5
          .size:
            Name(id='STAGES') @61:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @61:34
                .lhs:
                  Name(id='BLOCK_M') @61:34
                .rhs:
                  Name(id='WG_M') @61:45
            )
        Assign(targets=('len_q',)) @63:5
          .value:
            Attr(name='len') @63:13
              .value:
                Index() @63:13
                  .value:
                    Name(id='q') @63:13
                  .subs:
                    Name(id='seq') @63:15
        Assign(targets=('len_k',)) @64:5
          .value:
            Attr(name='len') @64:13
              .value:
                Index() @64:13
                  .value:
                    Name(id='k') @64:13
                  .subs:
                    Name(id='seq') @64:15
        Assign(targets=('kv_head',)) @65:5
          .value:
            BinOp(op='//') @65:15
              .lhs:
                Name(id='head') @65:15
              .rhs:
                BinOp(op='//') @65:24
                  .lhs:
                    Name(id='H') @65:24
                  .rhs:
                    Name(id='HKV') @65:29
        Assign(targets=('hi',)) @66:5
          .value:
            Name(id='len_k') @66:10
        If(orelse=()) @67:5
          .cond:
            Name(id='CAUSAL') @67:8
          .body:
            Assign(targets=('hi',)) @68:9
              .value:
                Call(kwargs=()) @68:14
                  .func:
                    Name(id='minimum') @68:14
                  .args:
                    Name(id='len_k') @68:22
                    BinOp(op='-') @68:30
                      .lhs:
                        BinOp(op='+') @68:30
                          .lhs:
                            BinOp(op='*') @68:30
                              .lhs:
                                BinOp(op='+') @68:30
                                  .lhs:
                                    Name(id='m') @68:30
                                  .rhs:
                                    Const(value=1) @68:34
                              .rhs:
                                Name(id='BLOCK_M') @68:39
                          .rhs:
                            Name(id='len_k') @68:49
                      .rhs:
                        Name(id='len_q') @68:57
        Assign(targets=('n_blocks',)) @69:5
          .value:
            Call(kwargs=()) @69:16
              .func:
                Name(id='cdiv') @69:16
              .args:
                Call(kwargs=()) @69:21
                  .func:
                    Name(id='maximum') @69:21
                  .args:
                    Name(id='hi') @69:29
                    Const(value=0) @69:33
                Name(id='BLOCK_N') @69:37
        Role(name='load', replica=None) @71:5
          .kwargs:
            (
              'warps'
              Const(value=1) @71:21
            )
            (
              'regs'
              Const(value=24) @71:29
            )
          .body:
            Wait(phase=None) @73:9
              .target:
                Name(id='q_free') @73:14
            Expect() @74:9
              .target:
                Name(id='q_ready') @74:16
              .nbytes:
                BinOp(op='*') @74:25
                  .lhs:
                    Name(id='NWG') @74:25
                  .rhs:
                    Call(kwargs=()) @74:31
                      .func:
                        Name(id='bytes') @74:31
                      .args:
                        Name(id='q_tile') @74:37
            For(var='i') @75:9
              .iter:
                Call(kwargs=()) @75:18
                  .func:
                    Name(id='static_range') @75:18
                  .args:
                    Name(id='NWG') @75:31
              .body:
                Tma() @76:13
                  .dst:
                    Index() @76:17
                      .value:
                        Name(id='q_tile') @76:17
                      .subs:
                        Name(id='i') @76:24
                  .src:
                    Index() @76:30
                      .value:
                        Name(id='q') @76:30
                      .subs:
                        Name(id='seq') @76:32
                        BinOp(op='+') @76:37
                          .lhs:
                            BinOp(op='*') @76:37
                              .lhs:
                                Name(id='NWG') @76:37
                              .rhs:
                                Name(id='m') @76:43
                          .rhs:
                            Name(id='i') @76:47
                        Name(id='head') @76:50
                  .signals:
                    Name(id='q_ready') @76:64
            Pipeline(var='n', slot='slot', ring='kv') @77:9
              .iter:
                Call(kwargs=()) @77:23
                  .func:
                    Name(id='range') @77:23
                  .args:
                    Name(id='n_blocks') @77:29
              .stages:
                Name(id='STAGES') @77:52
              .body:
                Wait(phase=None) @78:13
                  .target:
                    Index() @78:18
                      .value:
                        Name(id='k_free') @78:18
                      .subs:
                        Name(id='slot') @78:25
                Expect() @79:13
                  .target:
                    Index() @79:20
                      .value:
                        Name(id='k_ready') @79:20
                      .subs:
                        Name(id='slot') @79:28
                  .nbytes:
                    Call(kwargs=()) @79:35
                      .func:
                        Name(id='bytes') @79:35
                      .args:
                        Name(id='k_ring') @79:41
                Tma() @80:13
                  .dst:
                    Index() @80:17
                      .value:
                        Name(id='k_ring') @80:17
                      .subs:
                        Name(id='slot') @80:24
                  .src:
                    Index() @80:33
                      .value:
                        Name(id='k') @80:33
                      .subs:
                        Name(id='seq') @80:35
                        Name(id='n') @80:40
                        Name(id='kv_head') @80:43
                  .signals:
                    Index() @80:60
                      .value:
                        Name(id='k_ready') @80:60
                      .subs:
                        Name(id='slot') @80:68
                Wait(phase=None) @81:13
                  .target:
                    Index() @81:18
                      .value:
                        Name(id='v_free') @81:18
                      .subs:
                        Name(id='slot') @81:25
                Expect() @82:13
                  .target:
                    Index() @82:20
                      .value:
                        Name(id='v_ready') @82:20
                      .subs:
                        Name(id='slot') @82:28
                  .nbytes:
                    Call(kwargs=()) @82:35
                      .func:
                        Name(id='bytes') @82:35
                      .args:
                        Name(id='v_ring') @82:41
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
                        Name(id='seq') @83:35
                        Name(id='n') @83:40
                        Name(id='kv_head') @83:43
                  .signals:
                    Index() @83:60
                      .value:
                        Name(id='v_ready') @83:60
                      .subs:
                        Name(id='slot') @83:68
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
            Assign(targets=('row0',)) @87:9
              .value:
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
            Assign(targets=('rows',)) @88:9
              .value:
                BinOp(op='+') @88:16
                  .lhs:
                    Name(id='row0') @88:16
                  .rhs:
                    Call(kwargs=()) @88:23
                      .func:
                        Name(id='arange') @88:23
                      .args:
                        Name(id='WG_M') @88:30
            Assign(targets=('cols',)) @89:9
              .value:
                Call(kwargs=()) @89:16
                  .func:
                    Name(id='arange') @89:16
                  .args:
                    Name(id='BLOCK_N') @89:23
            Assign(targets=('m_i',)) @90:9
              .value:
                Call(kwargs=()) @90:15
                  .func:
                    Name(id='full') @90:15
                  .args:
                    ListLit() @90:20
                      .elts:
                        Name(id='WG_M') @90:21
                    Name(id='NEG_INF') @90:28
                    Name(id='f32') @90:37
            Assign(targets=('l_i',)) @91:9
              .value:
                Call(kwargs=()) @91:15
                  .func:
                    Name(id='zeros') @91:15
                  .args:
                    ListLit() @91:21
                      .elts:
                        Name(id='WG_M') @91:22
                    Name(id='f32') @91:29
            Assign(targets=('acc',)) @92:9
              .value:
                Call(kwargs=()) @92:15
                  .func:
                    Name(id='zeros') @92:15
                  .args:
                    ListLit() @92:21
                      .elts:
                        Name(id='WG_M') @92:22
                        Name(id='D') @92:28
                    Name(id='f32') @92:32
            Wait(phase=None) @93:9
              .target:
                Name(id='q_ready') @93:14
            If() @94:9
              .cond:
                Name(id='OVERLAP') @94:12
              .body:
                Assign(targets=('p',)) @96:13
                  .value:
                    Call(kwargs=()) @96:17
                      .func:
                        Name(id='zeros') @96:17
                      .args:
                        ListLit() @96:23
                          .elts:
                            Name(id='WG_M') @96:24
                            Name(id='BLOCK_N') @96:30
                        Name(id='DT') @96:40
                Assign(targets=('last',)) @97:13
                  .value:
                    Const(value=0) @97:20
                Pipeline(var='n', slot='slot', ring='kv') @98:13
                  .iter:
                    Call(kwargs=()) @98:27
                      .func:
                        Name(id='range') @98:27
                      .args:
                        Call(kwargs=()) @98:33
                          .func:
                            Name(id='minimum') @98:33
                          .args:
                            Name(id='n_blocks') @98:41
                            Const(value=1) @98:51
                  .stages:
                    Name(id='STAGES') @98:68
                  .body:
                    Wait(phase=None) @99:17
                      .target:
                        Index() @99:22
                          .value:
                            Name(id='k_ready') @99:22
                          .subs:
                            Name(id='slot') @99:30
                    Assign(targets=('s',)) @100:17
                      .value:
                        Call(kwargs=()) @100:21
                          .func:
                            Name(id='mma_wait') @100:21
                          .args:
                            Call(kwargs=()) @100:30
                              .func:
                                Name(id='mma_async') @100:30
                              .args:
                                Index() @100:40
                                  .value:
                                    Name(id='q_tile') @100:40
                                  .subs:
                                    Name(id='wg') @100:47
                                Attr(name='T') @100:52
                                  .value:
                                    Index() @100:52
                                      .value:
                                        Name(id='k_ring') @100:52
                                      .subs:
                                        Name(id='slot') @100:59
                    Arrive(count=None) @101:17
                      .target:
                        Index() @101:24
                          .value:
                            Name(id='k_free') @101:24
                          .subs:
                            Name(id='slot') @101:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @102:17
                      .value:
                        Call(kwargs=()) @102:40
                          .func:
                            Name(id='scores_to_probs') @102:40
                          .args:
                            Name(id='s') @102:56
                            Name(id='n') @102:59
                            Name(id='rows') @102:62
                            Name(id='cols') @102:68
                            Name(id='row0') @102:74
                            Name(id='len_q') @102:80
                            Name(id='len_k') @102:87
                            Name(id='m_i') @102:94
                            Name(id='l_i') @102:99
                            Name(id='qk_scale') @102:104
                            Name(id='BLOCK_N') @103:55
                            Name(id='CAUSAL') @103:64
                            Name(id='ACT') @103:72
                    Assign(targets=('p',)) @104:17
                      .value:
                        Call(kwargs=()) @104:21
                          .func:
                            Name(id='cast') @104:21
                          .args:
                            Name(id='p32') @104:26
                            Name(id='DT') @104:31
                    Wait(phase=None) @105:17
                      .target:
                        Index() @105:22
                          .value:
                            Name(id='v_ready') @105:22
                          .subs:
                            Name(id='slot') @105:30
                    Assign(targets=('last',)) @106:17
                      .value:
                        Name(id='slot') @106:24
                Pipeline(var='n', slot='slot', ring='kv') @109:13
                  .iter:
                    Call(kwargs=()) @109:27
                      .func:
                        Name(id='range') @109:27
                      .args:
                        Const(value=1) @109:33
                        Name(id='n_blocks') @109:36
                  .stages:
                    Name(id='STAGES') @109:59
                  .body:
                    Wait(phase=None) @110:17
                      .target:
                        Index() @110:22
                          .value:
                            Name(id='k_ready') @110:22
                          .subs:
                            Name(id='slot') @110:30
                    Assign(targets=('s_next',)) @111:17
                      .value:
                        Call(kwargs=()) @111:26
                          .func:
                            Name(id='mma_async') @111:26
                          .args:
                            Index() @111:36
                              .value:
                                Name(id='q_tile') @111:36
                              .subs:
                                Name(id='wg') @111:43
                            Attr(name='T') @111:48
                              .value:
                                Index() @111:48
                                  .value:
                                    Name(id='k_ring') @111:48
                                  .subs:
                                    Name(id='slot') @111:55
                    Assign(targets=('o_next',)) @112:17
                      .value:
                        Call(kwargs=()) @112:26
                          .func:
                            Name(id='mma_async') @112:26
                          .args:
                            Name(id='p') @112:36
                            Index() @112:39
                              .value:
                                Name(id='v_ring') @112:39
                              .subs:
                                Name(id='last') @112:46
                            Name(id='acc') @112:53
                    Assign(targets=('s',)) @113:17
                      .value:
                        Call() @113:21
                          .func:
                            Name(id='mma_wait') @113:21
                          .args:
                            Name(id='s_next') @113:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @113:46
                            )
                    Arrive(count=None) @114:17
                      .target:
                        Index() @114:24
                          .value:
                            Name(id='k_free') @114:24
                          .subs:
                            Name(id='slot') @114:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @115:17
                      .value:
                        Call(kwargs=()) @115:40
                          .func:
                            Name(id='scores_to_probs') @115:40
                          .args:
                            Name(id='s') @115:56
                            Name(id='n') @115:59
                            Name(id='rows') @115:62
                            Name(id='cols') @115:68
                            Name(id='row0') @115:74
                            Name(id='len_q') @115:80
                            Name(id='len_k') @115:87
                            Name(id='m_i') @115:94
                            Name(id='l_i') @115:99
                            Name(id='qk_scale') @115:104
                            Name(id='BLOCK_N') @116:55
                            Name(id='CAUSAL') @116:64
                            Name(id='ACT') @116:72
                    Assign(targets=('acc',)) @117:17
                      .value:
                        Call(kwargs=()) @117:23
                          .func:
                            Name(id='mma_wait') @117:23
                          .args:
                            Name(id='o_next') @117:32
                    Arrive(count=None) @118:17
                      .target:
                        Index() @118:24
                          .value:
                            Name(id='v_free') @118:24
                          .subs:
                            Name(id='last') @118:31
                    If(orelse=()) @119:17
                      .cond:
                        BinOp(op='==') @119:20
                          .lhs:
                            Name(id='ACT') @119:20
                          .rhs:
                            Const(value='softmax') @119:27
                      .body:
                        Assign(targets=('acc',)) @120:21
                          .value:
                            BinOp(op='*') @120:27
                              .lhs:
                                Name(id='acc') @120:27
                              .rhs:
                                Index() @120:33
                                  .value:
                                    Name(id='alpha') @120:33
                                  .subs:
                                    FullSlice() @120:39
                                    Const(value=None) @120:42
                    Assign(targets=('p',)) @121:17
                      .value:
                        Call(kwargs=()) @121:21
                          .func:
                            Name(id='cast') @121:21
                          .args:
                            Name(id='p32') @121:26
                            Name(id='DT') @121:31
                    Wait(phase=None) @122:17
                      .target:
                        Index() @122:22
                          .value:
                            Name(id='v_ready') @122:22
                          .subs:
                            Name(id='slot') @122:30
                    Assign(targets=('last',)) @123:17
                      .value:
                        Name(id='slot') @123:24
                Arrive(count=None) @124:13
                  .target:
                    Name(id='q_free') @124:20
                If(orelse=()) @125:13
                  .cond:
                    BinOp(op='>') @125:16
                      .lhs:
                        Name(id='n_blocks') @125:16
                      .rhs:
                        Const(value=0) @125:27
                  .body:
                    Assign(targets=('acc',)) @126:17
                      .value:
                        Call(kwargs=()) @126:23
                          .func:
                            Name(id='mma_wait') @126:23
                          .args:
                            Call(kwargs=()) @126:32
                              .func:
                                Name(id='mma_async') @126:32
                              .args:
                                Name(id='p') @126:42
                                Index() @126:45
                                  .value:
                                    Name(id='v_ring') @126:45
                                  .subs:
                                    Name(id='last') @126:52
                                Name(id='acc') @126:59
                    Arrive(count=None) @127:17
                      .target:
                        Index() @127:24
                          .value:
                            Name(id='v_free') @127:24
                          .subs:
                            Name(id='last') @127:31
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @129:13
                  .iter:
                    Call(kwargs=()) @129:27
                      .func:
                        Name(id='range') @129:27
                      .args:
                        Name(id='n_blocks') @129:33
                  .stages:
                    Name(id='STAGES') @129:56
                  .body:
                    Wait(phase=None) @130:17
                      .target:
                        Index() @130:22
                          .value:
                            Name(id='k_ready') @130:22
                          .subs:
                            Name(id='slot') @130:30
                    Assign(targets=('s',)) @131:17
                      .value:
                        Call(kwargs=()) @131:21
                          .func:
                            Name(id='mma_wait') @131:21
                          .args:
                            Call(kwargs=()) @131:30
                              .func:
                                Name(id='mma_async') @131:30
                              .args:
                                Index() @131:40
                                  .value:
                                    Name(id='q_tile') @131:40
                                  .subs:
                                    Name(id='wg') @131:47
                                Attr(name='T') @131:52
                                  .value:
                                    Index() @131:52
                                      .value:
                                        Name(id='k_ring') @131:52
                                      .subs:
                                        Name(id='slot') @131:59
                    Arrive(count=None) @132:17
                      .target:
                        Index() @132:24
                          .value:
                            Name(id='k_free') @132:24
                          .subs:
                            Name(id='slot') @132:31
                    Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @133:17
                      .value:
                        Call(kwargs=()) @133:38
                          .func:
                            Name(id='scores_to_probs') @133:38
                          .args:
                            Name(id='s') @133:54
                            Name(id='n') @133:57
                            Name(id='rows') @133:60
                            Name(id='cols') @133:66
                            Name(id='row0') @133:72
                            Name(id='len_q') @133:78
                            Name(id='len_k') @133:85
                            Name(id='m_i') @133:92
                            Name(id='l_i') @133:97
                            Name(id='qk_scale') @133:102
                            Name(id='BLOCK_N') @134:55
                            Name(id='CAUSAL') @134:64
                            Name(id='ACT') @134:72
                    If(orelse=()) @135:17
                      .cond:
                        BinOp(op='==') @135:20
                          .lhs:
                            Name(id='ACT') @135:20
                          .rhs:
                            Const(value='softmax') @135:27
                      .body:
                        Assign(targets=('acc',)) @136:21
                          .value:
                            BinOp(op='*') @136:27
                              .lhs:
                                Name(id='acc') @136:27
                              .rhs:
                                Index() @136:33
                                  .value:
                                    Name(id='alpha') @136:33
                                  .subs:
                                    FullSlice() @136:39
                                    Const(value=None) @136:42
                    Wait(phase=None) @137:17
                      .target:
                        Index() @137:22
                          .value:
                            Name(id='v_ready') @137:22
                          .subs:
                            Name(id='slot') @137:30
                    Assign(targets=('acc',)) @138:17
                      .value:
                        Call(kwargs=()) @138:23
                          .func:
                            Name(id='mma_wait') @138:23
                          .args:
                            Call(kwargs=()) @138:32
                              .func:
                                Name(id='mma_async') @138:32
                              .args:
                                Call(kwargs=()) @138:42
                                  .func:
                                    Name(id='cast') @138:42
                                  .args:
                                    Name(id='p') @138:47
                                    Name(id='DT') @138:50
                                Index() @138:55
                                  .value:
                                    Name(id='v_ring') @138:55
                                  .subs:
                                    Name(id='slot') @138:62
                                Name(id='acc') @138:69
                    Arrive(count=None) @139:17
                      .target:
                        Index() @139:24
                          .value:
                            Name(id='v_free') @139:24
                          .subs:
                            Name(id='slot') @139:31
                Arrive(count=None) @140:13
                  .target:
                    Name(id='q_free') @140:20
            If() @141:9
              .cond:
                BinOp(op='==') @141:12
                  .lhs:
                    Name(id='ACT') @141:12
                  .rhs:
                    Const(value='softmax') @141:19
              .body:
                Assign(targets=('seen',)) @142:13
                  .value:
                    BinOp(op='>') @142:20
                      .lhs:
                        Name(id='l_i') @142:20
                      .rhs:
                        Const(value=0.0) @142:26
                Assign(targets=('out',)) @143:13
                  .value:
                    Call(kwargs=()) @143:19
                      .func:
                        Name(id='where') @143:19
                      .args:
                        Index() @143:25
                          .value:
                            Name(id='seen') @143:25
                          .subs:
                            FullSlice() @143:30
                            Const(value=None) @143:33
                        BinOp(op='/') @143:40
                          .lhs:
                            Name(id='acc') @143:40
                          .rhs:
                            Index() @143:46
                              .value:
                                Name(id='l_i') @143:46
                              .subs:
                                FullSlice() @143:50
                                Const(value=None) @143:53
                        Const(value=0.0) @143:60
                Assign(targets=('row_lse',)) @144:13
                  .value:
                    Call(kwargs=()) @144:23
                      .func:
                        Name(id='where') @144:23
                      .args:
                        Name(id='seen') @144:29
                        BinOp(op='/') @144:36
                          .lhs:
                            BinOp(op='+') @144:36
                              .lhs:
                                Name(id='m_i') @144:36
                              .rhs:
                                Call(kwargs=()) @144:42
                                  .func:
                                    Name(id='log2') @144:42
                                  .args:
                                    Name(id='l_i') @144:47
                          .rhs:
                            Name(id='LOG2E') @144:55
                        Unary(op='-') @144:62
                          .operand:
                            Name(id='NEG_INF') @144:63
              .orelse:
                Assign(targets=('out',)) @146:13
                  .value:
                    BinOp(op='*') @146:19
                      .lhs:
                        Name(id='acc') @146:19
                      .rhs:
                        Name(id='out_scale') @146:25
                Assign(targets=('row_lse',)) @147:13
                  .value:
                    Call(kwargs=()) @147:23
                      .func:
                        Name(id='zeros') @147:23
                      .args:
                        ListLit() @147:29
                          .elts:
                            Name(id='WG_M') @147:30
                        Name(id='f32') @147:37
            Assign(targets=('in_seq',)) @148:9
              .value:
                BinOp(op='<') @148:18
                  .lhs:
                    Name(id='rows') @148:18
                  .rhs:
                    Name(id='len_q') @148:25
            Store() @149:9
              .target:
                Index() @149:9
                  .value:
                    Name(id='o') @149:9
                  .subs:
                    Name(id='seq') @149:11
              .subs:
                Index() @149:16
                  .value:
                    Name(id='rows') @149:16
                  .subs:
                    FullSlice() @149:21
                    Const(value=None) @149:24
                Name(id='head') @149:31
                Index() @149:37
                  .value:
                    Call(kwargs=()) @149:37
                      .func:
                        Name(id='arange') @149:37
                      .args:
                        Name(id='D') @149:44
                  .subs:
                    Const(value=None) @149:47
                    FullSlice() @149:53
              .value:
                Call(kwargs=()) @149:59
                  .func:
                    Name(id='cast') @149:59
                  .args:
                    Name(id='out') @149:64
                    Name(id='DT') @149:69
              .mask:
                Index() @149:79
                  .value:
                    Name(id='in_seq') @149:79
                  .subs:
                    FullSlice() @149:86
                    Const(value=None) @149:89
            Store() @150:9
              .target:
                Index() @150:9
                  .value:
                    Name(id='lse') @150:9
                  .subs:
                    Name(id='seq') @150:13
              .subs:
                Name(id='rows') @150:18
                Name(id='head') @150:24
              .value:
                Name(id='row_lse') @150:32
              .mask:
                Name(id='in_seq') @150:46