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
        SmemDecl(name='q_tile') @55:5
          .stages:
            BinOp(op='*') @55:17
              .lhs:
                Const(value=2) @55:17
              .rhs:
                BinOp(op='//') @55:22
                  .lhs:
                    Name(id='BLOCK_M') @55:22
                  .rhs:
                    Name(id='WG_M') @55:33
          .dtype:
            Name(id='DT') @55:41
          .shape:
            Name(id='WG_M') @55:44
            Name(id='D') @55:50
        SmemDecl(name='k_ring') @56:5
          .stages:
            Name(id='STAGES') @56:17
          .dtype:
            Name(id='DT') @56:26
          .shape:
            Name(id='BLOCK_N') @56:29
            Name(id='D') @56:38
        SmemDecl(name='v_ring') @57:5
          .stages:
            Name(id='STAGES') @57:17
          .dtype:
            Name(id='DT') @57:26
          .shape:
            Name(id='BLOCK_N') @57:29
            Name(id='D') @57:38
        BarrierDecl(name='q_ready', kwargs=()) @58:5
          .size:
            Const(value=2) @58:21
        BarrierDecl(name='q_free') @59:5
          .size:
            Const(value=2) @59:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @59:29
                .lhs:
                  Name(id='BLOCK_M') @59:29
                .rhs:
                  Name(id='WG_M') @59:40
            )
        BarrierDecl(name='k_ready', kwargs=()) @60:5
          .size:
            Name(id='STAGES') @60:21
        BarrierDecl(name='k_free') @61:5
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
        BarrierDecl(name='v_ready', kwargs=()) @62:5
          .size:
            Name(id='STAGES') @62:21
        BarrierDecl(name='v_free') @63:5
          .size:
            Name(id='STAGES') @63:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @63:34
                .lhs:
                  Name(id='BLOCK_M') @63:34
                .rhs:
                  Name(id='WG_M') @63:45
            )
        Assign(targets=('len_q',)) @65:5
          .value:
            Attr(name='len') @65:13
              .value:
                Index() @65:13
                  .value:
                    Name(id='q') @65:13
                  .subs:
                    Name(id='seq') @65:15
        Assign(targets=('len_k',)) @66:5
          .value:
            Attr(name='len') @66:13
              .value:
                Index() @66:13
                  .value:
                    Name(id='k') @66:13
                  .subs:
                    Name(id='seq') @66:15
        Assign(targets=('kv_head',)) @67:5
          .value:
            BinOp(op='//') @67:15
              .lhs:
                Name(id='head') @67:15
              .rhs:
                BinOp(op='//') @67:24
                  .lhs:
                    Name(id='H') @67:24
                  .rhs:
                    Name(id='HKV') @67:29
        Assign(targets=('hi',)) @68:5
          .value:
            Name(id='len_k') @68:10
        If(orelse=()) @69:5
          .cond:
            Name(id='CAUSAL') @69:8
          .body:
            Assign(targets=('hi',)) @70:9
              .value:
                Call(kwargs=()) @70:14
                  .func:
                    Name(id='minimum') @70:14
                  .args:
                    Name(id='len_k') @70:22
                    BinOp(op='-') @70:30
                      .lhs:
                        BinOp(op='+') @70:30
                          .lhs:
                            BinOp(op='*') @70:30
                              .lhs:
                                BinOp(op='+') @70:30
                                  .lhs:
                                    Name(id='m') @70:30
                                  .rhs:
                                    Const(value=1) @70:34
                              .rhs:
                                Name(id='BLOCK_M') @70:39
                          .rhs:
                            Name(id='len_k') @70:49
                      .rhs:
                        Name(id='len_q') @70:57
        Assign(targets=('n_blocks',)) @71:5
          .value:
            Call(kwargs=()) @71:16
              .func:
                Name(id='cdiv') @71:16
              .args:
                Call(kwargs=()) @71:21
                  .func:
                    Name(id='maximum') @71:21
                  .args:
                    Name(id='hi') @71:29
                    Const(value=0) @71:33
                Name(id='BLOCK_N') @71:37
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
            Wait(phase=None) @76:9
              .target:
                Index() @76:14
                  .value:
                    Name(id='q_free') @76:14
                  .subs:
                    Name(id='qs') @76:21
            Expect() @77:9
              .target:
                Index() @77:16
                  .value:
                    Name(id='q_ready') @77:16
                  .subs:
                    Name(id='qs') @77:24
              .nbytes:
                BinOp(op='*') @77:29
                  .lhs:
                    Name(id='NWG') @77:29
                  .rhs:
                    Call(kwargs=()) @77:35
                      .func:
                        Name(id='bytes') @77:35
                      .args:
                        Name(id='q_tile') @77:41
            For(var='i') @78:9
              .iter:
                Call(kwargs=()) @78:18
                  .func:
                    Name(id='static_range') @78:18
                  .args:
                    Name(id='NWG') @78:31
              .body:
                Tma() @79:13
                  .dst:
                    Index() @79:17
                      .value:
                        Name(id='q_tile') @79:17
                      .subs:
                        BinOp(op='+') @79:24
                          .lhs:
                            BinOp(op='*') @79:24
                              .lhs:
                                Name(id='qs') @79:24
                              .rhs:
                                Name(id='NWG') @79:29
                          .rhs:
                            Name(id='i') @79:35
                  .src:
                    Index() @79:41
                      .value:
                        Name(id='q') @79:41
                      .subs:
                        Name(id='seq') @79:43
                        BinOp(op='+') @79:48
                          .lhs:
                            BinOp(op='*') @79:48
                              .lhs:
                                Name(id='NWG') @79:48
                              .rhs:
                                Name(id='m') @79:54
                          .rhs:
                            Name(id='i') @79:58
                        Name(id='head') @79:61
                  .signals:
                    Index() @79:75
                      .value:
                        Name(id='q_ready') @79:75
                      .subs:
                        Name(id='qs') @79:83
            Pipeline(var='n', slot='slot', ring='kv') @80:9
              .iter:
                Call(kwargs=()) @80:23
                  .func:
                    Name(id='range') @80:23
                  .args:
                    Name(id='n_blocks') @80:29
              .stages:
                Name(id='STAGES') @80:52
              .body:
                Wait(phase=None) @81:13
                  .target:
                    Index() @81:18
                      .value:
                        Name(id='k_free') @81:18
                      .subs:
                        Name(id='slot') @81:25
                Expect() @82:13
                  .target:
                    Index() @82:20
                      .value:
                        Name(id='k_ready') @82:20
                      .subs:
                        Name(id='slot') @82:28
                  .nbytes:
                    Call(kwargs=()) @82:35
                      .func:
                        Name(id='bytes') @82:35
                      .args:
                        Name(id='k_ring') @82:41
                Tma() @83:13
                  .dst:
                    Index() @83:17
                      .value:
                        Name(id='k_ring') @83:17
                      .subs:
                        Name(id='slot') @83:24
                  .src:
                    Index() @83:33
                      .value:
                        Name(id='k') @83:33
                      .subs:
                        Name(id='seq') @83:35
                        Name(id='n') @83:40
                        Name(id='kv_head') @83:43
                  .signals:
                    Index() @83:60
                      .value:
                        Name(id='k_ready') @83:60
                      .subs:
                        Name(id='slot') @83:68
                Wait(phase=None) @84:13
                  .target:
                    Index() @84:18
                      .value:
                        Name(id='v_free') @84:18
                      .subs:
                        Name(id='slot') @84:25
                Expect() @85:13
                  .target:
                    Index() @85:20
                      .value:
                        Name(id='v_ready') @85:20
                      .subs:
                        Name(id='slot') @85:28
                  .nbytes:
                    Call(kwargs=()) @85:35
                      .func:
                        Name(id='bytes') @85:35
                      .args:
                        Name(id='v_ring') @85:41
                Tma() @86:13
                  .dst:
                    Index() @86:17
                      .value:
                        Name(id='v_ring') @86:17
                      .subs:
                        Name(id='slot') @86:24
                  .src:
                    Index() @86:33
                      .value:
                        Name(id='v') @86:33
                      .subs:
                        Name(id='seq') @86:35
                        Name(id='n') @86:40
                        Name(id='kv_head') @86:43
                  .signals:
                    Index() @86:60
                      .value:
                        Name(id='v_ready') @86:60
                      .subs:
                        Name(id='slot') @86:68
        Role(name='compute', replica='wg') @88:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @88:29
            )
            (
              'regs'
              Name(id='REGS') @88:39
            )
          .body:
            Assign(targets=('qk_scale',)) @89:9
              .value:
                BinOp(op='*') @89:20
                  .lhs:
                    Name(id='sm_scale') @89:20
                  .rhs:
                    Name(id='LOG2E') @89:31
            Assign(targets=('row0',)) @90:9
              .value:
                BinOp(op='+') @90:16
                  .lhs:
                    BinOp(op='*') @90:16
                      .lhs:
                        Name(id='m') @90:16
                      .rhs:
                        Name(id='BLOCK_M') @90:20
                  .rhs:
                    BinOp(op='*') @90:30
                      .lhs:
                        Name(id='wg') @90:30
                      .rhs:
                        Name(id='WG_M') @90:35
            Assign(targets=('rows',)) @91:9
              .value:
                BinOp(op='+') @91:16
                  .lhs:
                    Name(id='row0') @91:16
                  .rhs:
                    Call(kwargs=()) @91:23
                      .func:
                        Name(id='arange') @91:23
                      .args:
                        Name(id='WG_M') @91:30
            Assign(targets=('cols',)) @92:9
              .value:
                Call(kwargs=()) @92:16
                  .func:
                    Name(id='arange') @92:16
                  .args:
                    Name(id='BLOCK_N') @92:23
            Assign(targets=('m_i',)) @93:9
              .value:
                Call(kwargs=()) @93:15
                  .func:
                    Name(id='full') @93:15
                  .args:
                    ListLit() @93:20
                      .elts:
                        Name(id='WG_M') @93:21
                    Name(id='NEG_INF') @93:28
                    Name(id='f32') @93:37
            Assign(targets=('l_i',)) @94:9
              .value:
                Call(kwargs=()) @94:15
                  .func:
                    Name(id='zeros') @94:15
                  .args:
                    ListLit() @94:21
                      .elts:
                        Name(id='WG_M') @94:22
                    Name(id='f32') @94:29
            Assign(targets=('acc',)) @95:9
              .value:
                Call(kwargs=()) @95:15
                  .func:
                    Name(id='zeros') @95:15
                  .args:
                    ListLit() @95:21
                      .elts:
                        Name(id='WG_M') @95:22
                        Name(id='D') @95:28
                    Name(id='f32') @95:32
            Assign(targets=('qs',)) @96:9
              .value:
                BinOp(op='%') @96:14
                  .lhs:
                    Name(id='tile_index') @96:14
                  .rhs:
                    Const(value=2) @96:27
            Assign(targets=('my_q',)) @97:9
              .value:
                BinOp(op='+') @97:16
                  .lhs:
                    BinOp(op='*') @97:16
                      .lhs:
                        Name(id='qs') @97:16
                      .rhs:
                        Name(id='NWG') @97:21
                  .rhs:
                    Name(id='wg') @97:27
            Wait(phase=None) @98:9
              .target:
                Index() @98:14
                  .value:
                    Name(id='q_ready') @98:14
                  .subs:
                    Name(id='qs') @98:22
            If() @99:9
              .cond:
                Name(id='OVERLAP') @99:12
              .body:
                Assign(targets=('p',)) @101:13
                  .value:
                    Call(kwargs=()) @101:17
                      .func:
                        Name(id='zeros') @101:17
                      .args:
                        ListLit() @101:23
                          .elts:
                            Name(id='WG_M') @101:24
                            Name(id='BLOCK_N') @101:30
                        Name(id='DT') @101:40
                Assign(targets=('last',)) @102:13
                  .value:
                    Const(value=0) @102:20
                Pipeline(var='n', slot='slot', ring='kv') @103:13
                  .iter:
                    Call(kwargs=()) @103:27
                      .func:
                        Name(id='range') @103:27
                      .args:
                        Call(kwargs=()) @103:33
                          .func:
                            Name(id='minimum') @103:33
                          .args:
                            Name(id='n_blocks') @103:41
                            Const(value=1) @103:51
                  .stages:
                    Name(id='STAGES') @103:68
                  .body:
                    Wait(phase=None) @104:17
                      .target:
                        Index() @104:22
                          .value:
                            Name(id='k_ready') @104:22
                          .subs:
                            Name(id='slot') @104:30
                    Assign(targets=('s',)) @105:17
                      .value:
                        Call(kwargs=()) @105:21
                          .func:
                            Name(id='mma_wait') @105:21
                          .args:
                            Call(kwargs=()) @105:30
                              .func:
                                Name(id='mma_async') @105:30
                              .args:
                                Index() @105:40
                                  .value:
                                    Name(id='q_tile') @105:40
                                  .subs:
                                    Name(id='my_q') @105:47
                                Attr(name='T') @105:54
                                  .value:
                                    Index() @105:54
                                      .value:
                                        Name(id='k_ring') @105:54
                                      .subs:
                                        Name(id='slot') @105:61
                    Arrive(count=None) @106:17
                      .target:
                        Index() @106:24
                          .value:
                            Name(id='k_free') @106:24
                          .subs:
                            Name(id='slot') @106:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @107:17
                      .value:
                        Call(kwargs=()) @107:40
                          .func:
                            Name(id='scores_to_probs') @107:40
                          .args:
                            Name(id='s') @107:56
                            Name(id='n') @107:59
                            Name(id='rows') @107:62
                            Name(id='cols') @107:68
                            Name(id='row0') @107:74
                            Name(id='len_q') @107:80
                            Name(id='len_k') @107:87
                            Name(id='m_i') @107:94
                            Name(id='l_i') @107:99
                            Name(id='qk_scale') @107:104
                            Name(id='BLOCK_N') @108:55
                            Name(id='CAUSAL') @108:64
                            Name(id='ACT') @108:72
                    Assign(targets=('p',)) @109:17
                      .value:
                        Call(kwargs=()) @109:21
                          .func:
                            Name(id='cast') @109:21
                          .args:
                            Name(id='p32') @109:26
                            Name(id='DT') @109:31
                    Wait(phase=None) @110:17
                      .target:
                        Index() @110:22
                          .value:
                            Name(id='v_ready') @110:22
                          .subs:
                            Name(id='slot') @110:30
                    Assign(targets=('last',)) @111:17
                      .value:
                        Name(id='slot') @111:24
                Pipeline(var='n', slot='slot', ring='kv') @114:13
                  .iter:
                    Call(kwargs=()) @114:27
                      .func:
                        Name(id='range') @114:27
                      .args:
                        Const(value=1) @114:33
                        Name(id='n_blocks') @114:36
                  .stages:
                    Name(id='STAGES') @114:59
                  .body:
                    Wait(phase=None) @115:17
                      .target:
                        Index() @115:22
                          .value:
                            Name(id='k_ready') @115:22
                          .subs:
                            Name(id='slot') @115:30
                    Assign(targets=('s_next',)) @116:17
                      .value:
                        Call(kwargs=()) @116:26
                          .func:
                            Name(id='mma_async') @116:26
                          .args:
                            Index() @116:36
                              .value:
                                Name(id='q_tile') @116:36
                              .subs:
                                Name(id='my_q') @116:43
                            Attr(name='T') @116:50
                              .value:
                                Index() @116:50
                                  .value:
                                    Name(id='k_ring') @116:50
                                  .subs:
                                    Name(id='slot') @116:57
                    Assign(targets=('o_next',)) @117:17
                      .value:
                        Call(kwargs=()) @117:26
                          .func:
                            Name(id='mma_async') @117:26
                          .args:
                            Name(id='p') @117:36
                            Index() @117:39
                              .value:
                                Name(id='v_ring') @117:39
                              .subs:
                                Name(id='last') @117:46
                            Name(id='acc') @117:53
                    Assign(targets=('s',)) @118:17
                      .value:
                        Call() @118:21
                          .func:
                            Name(id='mma_wait') @118:21
                          .args:
                            Name(id='s_next') @118:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @118:46
                            )
                    Arrive(count=None) @119:17
                      .target:
                        Index() @119:24
                          .value:
                            Name(id='k_free') @119:24
                          .subs:
                            Name(id='slot') @119:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @120:17
                      .value:
                        Call(kwargs=()) @120:40
                          .func:
                            Name(id='scores_to_probs') @120:40
                          .args:
                            Name(id='s') @120:56
                            Name(id='n') @120:59
                            Name(id='rows') @120:62
                            Name(id='cols') @120:68
                            Name(id='row0') @120:74
                            Name(id='len_q') @120:80
                            Name(id='len_k') @120:87
                            Name(id='m_i') @120:94
                            Name(id='l_i') @120:99
                            Name(id='qk_scale') @120:104
                            Name(id='BLOCK_N') @121:55
                            Name(id='CAUSAL') @121:64
                            Name(id='ACT') @121:72
                    Assign(targets=('acc',)) @122:17
                      .value:
                        Call(kwargs=()) @122:23
                          .func:
                            Name(id='mma_wait') @122:23
                          .args:
                            Name(id='o_next') @122:32
                    Arrive(count=None) @123:17
                      .target:
                        Index() @123:24
                          .value:
                            Name(id='v_free') @123:24
                          .subs:
                            Name(id='last') @123:31
                    If(orelse=()) @124:17
                      .cond:
                        BinOp(op='==') @124:20
                          .lhs:
                            Name(id='ACT') @124:20
                          .rhs:
                            Const(value='softmax') @124:27
                      .body:
                        Assign(targets=('acc',)) @125:21
                          .value:
                            BinOp(op='*') @125:27
                              .lhs:
                                Name(id='acc') @125:27
                              .rhs:
                                Index() @125:33
                                  .value:
                                    Name(id='alpha') @125:33
                                  .subs:
                                    FullSlice() @125:39
                                    Const(value=None) @125:42
                    Assign(targets=('p',)) @126:17
                      .value:
                        Call(kwargs=()) @126:21
                          .func:
                            Name(id='cast') @126:21
                          .args:
                            Name(id='p32') @126:26
                            Name(id='DT') @126:31
                    Wait(phase=None) @127:17
                      .target:
                        Index() @127:22
                          .value:
                            Name(id='v_ready') @127:22
                          .subs:
                            Name(id='slot') @127:30
                    Assign(targets=('last',)) @128:17
                      .value:
                        Name(id='slot') @128:24
                Arrive(count=None) @129:13
                  .target:
                    Index() @129:20
                      .value:
                        Name(id='q_free') @129:20
                      .subs:
                        Name(id='qs') @129:27
                If(orelse=()) @130:13
                  .cond:
                    BinOp(op='>') @130:16
                      .lhs:
                        Name(id='n_blocks') @130:16
                      .rhs:
                        Const(value=0) @130:27
                  .body:
                    Assign(targets=('acc',)) @131:17
                      .value:
                        Call(kwargs=()) @131:23
                          .func:
                            Name(id='mma_wait') @131:23
                          .args:
                            Call(kwargs=()) @131:32
                              .func:
                                Name(id='mma_async') @131:32
                              .args:
                                Name(id='p') @131:42
                                Index() @131:45
                                  .value:
                                    Name(id='v_ring') @131:45
                                  .subs:
                                    Name(id='last') @131:52
                                Name(id='acc') @131:59
                    Arrive(count=None) @132:17
                      .target:
                        Index() @132:24
                          .value:
                            Name(id='v_free') @132:24
                          .subs:
                            Name(id='last') @132:31
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @134:13
                  .iter:
                    Call(kwargs=()) @134:27
                      .func:
                        Name(id='range') @134:27
                      .args:
                        Name(id='n_blocks') @134:33
                  .stages:
                    Name(id='STAGES') @134:56
                  .body:
                    Wait(phase=None) @135:17
                      .target:
                        Index() @135:22
                          .value:
                            Name(id='k_ready') @135:22
                          .subs:
                            Name(id='slot') @135:30
                    Assign(targets=('s',)) @136:17
                      .value:
                        Call(kwargs=()) @136:21
                          .func:
                            Name(id='mma_wait') @136:21
                          .args:
                            Call(kwargs=()) @136:30
                              .func:
                                Name(id='mma_async') @136:30
                              .args:
                                Index() @136:40
                                  .value:
                                    Name(id='q_tile') @136:40
                                  .subs:
                                    Name(id='my_q') @136:47
                                Attr(name='T') @136:54
                                  .value:
                                    Index() @136:54
                                      .value:
                                        Name(id='k_ring') @136:54
                                      .subs:
                                        Name(id='slot') @136:61
                    Arrive(count=None) @137:17
                      .target:
                        Index() @137:24
                          .value:
                            Name(id='k_free') @137:24
                          .subs:
                            Name(id='slot') @137:31
                    Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @138:17
                      .value:
                        Call(kwargs=()) @138:38
                          .func:
                            Name(id='scores_to_probs') @138:38
                          .args:
                            Name(id='s') @138:54
                            Name(id='n') @138:57
                            Name(id='rows') @138:60
                            Name(id='cols') @138:66
                            Name(id='row0') @138:72
                            Name(id='len_q') @138:78
                            Name(id='len_k') @138:85
                            Name(id='m_i') @138:92
                            Name(id='l_i') @138:97
                            Name(id='qk_scale') @138:102
                            Name(id='BLOCK_N') @139:55
                            Name(id='CAUSAL') @139:64
                            Name(id='ACT') @139:72
                    If(orelse=()) @140:17
                      .cond:
                        BinOp(op='==') @140:20
                          .lhs:
                            Name(id='ACT') @140:20
                          .rhs:
                            Const(value='softmax') @140:27
                      .body:
                        Assign(targets=('acc',)) @141:21
                          .value:
                            BinOp(op='*') @141:27
                              .lhs:
                                Name(id='acc') @141:27
                              .rhs:
                                Index() @141:33
                                  .value:
                                    Name(id='alpha') @141:33
                                  .subs:
                                    FullSlice() @141:39
                                    Const(value=None) @141:42
                    Wait(phase=None) @142:17
                      .target:
                        Index() @142:22
                          .value:
                            Name(id='v_ready') @142:22
                          .subs:
                            Name(id='slot') @142:30
                    Assign(targets=('acc',)) @143:17
                      .value:
                        Call(kwargs=()) @143:23
                          .func:
                            Name(id='mma_wait') @143:23
                          .args:
                            Call(kwargs=()) @143:32
                              .func:
                                Name(id='mma_async') @143:32
                              .args:
                                Call(kwargs=()) @143:42
                                  .func:
                                    Name(id='cast') @143:42
                                  .args:
                                    Name(id='p') @143:47
                                    Name(id='DT') @143:50
                                Index() @143:55
                                  .value:
                                    Name(id='v_ring') @143:55
                                  .subs:
                                    Name(id='slot') @143:62
                                Name(id='acc') @143:69
                    Arrive(count=None) @144:17
                      .target:
                        Index() @144:24
                          .value:
                            Name(id='v_free') @144:24
                          .subs:
                            Name(id='slot') @144:31
                Arrive(count=None) @145:13
                  .target:
                    Index() @145:20
                      .value:
                        Name(id='q_free') @145:20
                      .subs:
                        Name(id='qs') @145:27
            If() @146:9
              .cond:
                BinOp(op='==') @146:12
                  .lhs:
                    Name(id='ACT') @146:12
                  .rhs:
                    Const(value='softmax') @146:19
              .body:
                Assign(targets=('seen',)) @147:13
                  .value:
                    BinOp(op='!=') @147:20
                      .lhs:
                        Name(id='l_i') @147:20
                      .rhs:
                        Const(value=0.0) @147:27
                Assign(targets=('out',)) @148:13
                  .value:
                    Call(kwargs=()) @148:19
                      .func:
                        Name(id='where') @148:19
                      .args:
                        Index() @148:25
                          .value:
                            Name(id='seen') @148:25
                          .subs:
                            FullSlice() @148:30
                            Const(value=None) @148:33
                        BinOp(op='/') @148:40
                          .lhs:
                            Name(id='acc') @148:40
                          .rhs:
                            Index() @148:46
                              .value:
                                Name(id='l_i') @148:46
                              .subs:
                                FullSlice() @148:50
                                Const(value=None) @148:53
                        Const(value=0.0) @148:60
                Assign(targets=('row_lse',)) @149:13
                  .value:
                    Call(kwargs=()) @149:23
                      .func:
                        Name(id='where') @149:23
                      .args:
                        Name(id='seen') @149:29
                        BinOp(op='/') @149:36
                          .lhs:
                            BinOp(op='+') @149:36
                              .lhs:
                                Name(id='m_i') @149:36
                              .rhs:
                                Call(kwargs=()) @149:42
                                  .func:
                                    Name(id='log2') @149:42
                                  .args:
                                    Name(id='l_i') @149:47
                          .rhs:
                            Name(id='LOG2E') @149:55
                        Unary(op='-') @149:62
                          .operand:
                            Name(id='NEG_INF') @149:63
              .orelse:
                Assign(targets=('out',)) @151:13
                  .value:
                    BinOp(op='*') @151:19
                      .lhs:
                        Name(id='acc') @151:19
                      .rhs:
                        Name(id='out_scale') @151:25
                Assign(targets=('row_lse',)) @152:13
                  .value:
                    Call(kwargs=()) @152:23
                      .func:
                        Name(id='zeros') @152:23
                      .args:
                        ListLit() @152:29
                          .elts:
                            Name(id='WG_M') @152:30
                        Name(id='f32') @152:37
            Assign(targets=('in_seq',)) @153:9
              .value:
                BinOp(op='<') @153:18
                  .lhs:
                    Name(id='rows') @153:18
                  .rhs:
                    Name(id='len_q') @153:25
            Store() @154:9
              .target:
                Index() @154:9
                  .value:
                    Name(id='o') @154:9
                  .subs:
                    Name(id='seq') @154:11
              .subs:
                Index() @154:16
                  .value:
                    Name(id='rows') @154:16
                  .subs:
                    FullSlice() @154:21
                    Const(value=None) @154:24
                Name(id='head') @154:31
                Index() @154:37
                  .value:
                    Call(kwargs=()) @154:37
                      .func:
                        Name(id='arange') @154:37
                      .args:
                        Name(id='D') @154:44
                  .subs:
                    Const(value=None) @154:47
                    FullSlice() @154:53
              .value:
                Call(kwargs=()) @154:59
                  .func:
                    Name(id='cast') @154:59
                  .args:
                    Name(id='out') @154:64
                    Name(id='DT') @154:69
              .mask:
                Index() @154:79
                  .value:
                    Name(id='in_seq') @154:79
                  .subs:
                    FullSlice() @154:86
                    Const(value=None) @154:89
            Store() @155:9
              .target:
                Index() @155:9
                  .value:
                    Name(id='lse') @155:9
                  .subs:
                    Name(id='seq') @155:13
              .subs:
                Name(id='rows') @155:18
                Name(id='head') @155:24
              .value:
                Name(id='row_lse') @155:32
              .mask:
                Name(id='in_seq') @155:46