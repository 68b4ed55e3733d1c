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
            BoolOp(op='and') @48:73
              .values:
                BinOp(op='==') @48:73
                  .lhs:
                    Name(id='TARGET') @48:73
                  .rhs:
                    Const(value='gluon') @48:83
                BinOp(op='>') @48:95
                  .lhs:
                    Name(id='STAGES') @48:95
                  .rhs:
                    Const(value=1) @48:104
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @48:107
          .default:
            Const(value=240) @48:121
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @49:9
          .default:
            Const(value=64) @49:23
        Param(name='HPT', kind='const', dtype=None, dims=(), offsets=None) @50:9
          .default:
            Const(value=1) @50:22
        Param(name='PINGPONG', kind='const', dtype=None, dims=(), offsets=None) @50:25
          .default:
            Const(value=False) @50:43
      .body:
        Require(message='KV heads divide the query heads in groups of HPT') @54:5
          .cond:
            BoolOp(op='and') @54:13
              .values:
                BinOp(op='>') @54:13
                  .lhs:
                    Name(id='HKV') @54:13
                  .rhs:
                    Const(value=0) @54:19
                BinOp(op='==') @54:25
                  .lhs:
                    BinOp(op='%') @54:25
                      .lhs:
                        Name(id='H') @54:25
                      .rhs:
                        Name(id='HKV') @54:29
                  .rhs:
                    Const(value=0) @54:36
                BinOp(op='==') @54:42
                  .lhs:
                    BinOp(op='%') @54:43
                      .lhs:
                        BinOp(op='//') @54:43
                          .lhs:
                            Name(id='H') @54:43
                          .rhs:
                            Name(id='HKV') @54:48
                      .rhs:
                        Name(id='HPT') @54:55
                  .rhs:
                    Const(value=0) @54:62
        Tiles() @55:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @55:21
                .func:
                  Name(id='blocks') @55:21
                .args:
                  Name(id='q') @55:28
                  BinOp(op='//') @55:31
                    .lhs:
                      Name(id='BLOCK_M') @55:31
                    .rhs:
                      Name(id='HPT') @55:42
            )
            (
              ('hg',)
              Call(kwargs=()) @55:54
                .func:
                  Name(id='range') @55:54
                .args:
                  BinOp(op='//') @55:60
                    .lhs:
                      Name(id='H') @55:60
                    .rhs:
                      Name(id='HPT') @55:65
            )
          .options:
            Name(id='persistent') @55:70
            Name(id='longest_first') @55:81
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @56:5
          .cond:
            BinOp(op='==') @56:19
              .lhs:
                BinOp(op='%') @56:19
                  .lhs:
                    Name(id='BLOCK_M') @56:19
                  .rhs:
                    Name(id='WG_M') @56:29
              .rhs:
                Const(value=0) @56:37
        StaticAssert(message='OVERLAP needs STAGES >= 2: it waits for V_n before releasing V_{n-1}') @57:5
          .cond:
            BoolOp(op='or') @57:19
              .values:
                BinOp(op='>') @57:19
                  .lhs:
                    Name(id='STAGES') @57:19
                  .rhs:
                    Const(value=1) @57:28
                Unary(op='not') @57:33
                  .operand:
                    Name(id='OVERLAP') @57:37
        Assign(targets=('NWG',)) @58:5
          .value:
            BinOp(op='//') @58:11
              .lhs:
                Name(id='BLOCK_M') @58:11
              .rhs:
                Name(id='WG_M') @58:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @59:5
          .cond:
            BinOp(op='==') @59:19
              .lhs:
                BinOp(op='%') @59:19
                  .lhs:
                    Name(id='NWG') @59:19
                  .rhs:
                    Name(id='HPT') @59:25
              .rhs:
                Const(value=0) @59:32
        Assign(targets=('TILE_M',)) @60:5
          .value:
            BinOp(op='//') @60:14
              .lhs:
                Name(id='BLOCK_M') @60:14
              .rhs:
                Name(id='HPT') @60:25
        Assign(targets=('WPH',)) @61:5
          .value:
            BinOp(op='//') @61:11
              .lhs:
                Name(id='NWG') @61:11
              .rhs:
                Name(id='HPT') @61:18
        SmemDecl(name='q_tile') @65:5
          .stages:
            BinOp(op='*') @65:17
              .lhs:
                Const(value=2) @65:17
              .rhs:
                BinOp(op='//') @65:22
                  .lhs:
                    Name(id='BLOCK_M') @65:22
                  .rhs:
                    Name(id='WG_M') @65:33
          .dtype:
            Name(id='DT') @65:41
          .shape:
            Name(id='WG_M') @65:44
            Name(id='D') @65:50
        SmemDecl(name='k_ring') @66:5
          .stages:
            Name(id='STAGES') @66:17
          .dtype:
            Name(id='DT') @66:26
          .shape:
            Name(id='BLOCK_N') @66:29
            Name(id='D') @66:38
        SmemDecl(name='v_ring') @67:5
          .stages:
            Name(id='STAGES') @67:17
          .dtype:
            Name(id='DT') @67:26
          .shape:
            Name(id='BLOCK_N') @67:29
            Name(id='D') @67:38
        BarrierDecl(name='q_ready', kwargs=()) @68:5
          .size:
            Const(value=2) @68:21
        BarrierDecl(name='q_free') @69:5
          .size:
            Const(value=2) @69:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @69:29
                .lhs:
                  Name(id='BLOCK_M') @69:29
                .rhs:
                  Name(id='WG_M') @69:40
            )
        BarrierDecl(name='k_ready', kwargs=()) @70:5
          .size:
            Name(id='STAGES') @70:21
        BarrierDecl(name='k_free') @71:5
          .size:
            Name(id='STAGES') @71:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @71:34
                .lhs:
                  Name(id='BLOCK_M') @71:34
                .rhs:
                  Name(id='WG_M') @71:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @72:5
          .size:
            Name(id='STAGES') @72:21
        BarrierDecl(name='v_free') @73:5
          .size:
            Name(id='STAGES') @73:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @73:34
                .lhs:
                  Name(id='BLOCK_M') @73:34
                .rhs:
                  Name(id='WG_M') @73:45
            )
        Assign(targets=('len_q',)) @75:5
          .value:
            Attr(name='len') @75:13
              .value:
                Index() @75:13
                  .value:
                    Name(id='q') @75:13
                  .subs:
                    Name(id='seq') @75:15
        Assign(targets=('len_k',)) @76:5
          .value:
            Attr(name='len') @76:13
              .value:
                Index() @76:13
                  .value:
                    Name(id='k') @76:13
                  .subs:
                    Name(id='seq') @76:15
        Assign(targets=('kv_head',)) @77:5
          .value:
            BinOp(op='//') @77:16
              .lhs:
                BinOp(op='*') @77:16
                  .lhs:
                    Name(id='hg') @77:16
                  .rhs:
                    Name(id='HPT') @77:21
              .rhs:
                BinOp(op='//') @77:30
                  .lhs:
                    Name(id='H') @77:30
                  .rhs:
                    Name(id='HKV') @77:35
        Assign(targets=('hi',)) @78:5
          .value:
            Name(id='len_k') @78:10
        If(orelse=()) @79:5
          .cond:
            Name(id='CAUSAL') @79:8
          .body:
            Assign(targets=('hi',)) @80:9
              .value:
                Call(kwargs=()) @80:14
                  .func:
                    Name(id='minimum') @80:14
                  .args:
                    Name(id='len_k') @80:22
                    BinOp(op='-') @80:30
                      .lhs:
                        BinOp(op='+') @80:30
                          .lhs:
                            BinOp(op='*') @80:30
                              .lhs:
                                BinOp(op='+') @80:30
                                  .lhs:
                                    Name(id='m') @80:30
                                  .rhs:
                                    Const(value=1) @80:34
                              .rhs:
                                Name(id='TILE_M') @80:39
                          .rhs:
                            Name(id='len_k') @80:48
                      .rhs:
                        Name(id='len_q') @80:56
        Assign(targets=('n_blocks',)) @81:5
          .value:
            Call(kwargs=()) @81:16
              .func:
                Name(id='cdiv') @81:16
              .args:
                Call(kwargs=()) @81:21
                  .func:
                    Name(id='maximum') @81:21
                  .args:
                    Name(id='hi') @81:29
                    Const(value=0) @81:33
                Name(id='BLOCK_N') @81:37
        Role(name='load', replica=None) @83:5
          .kwargs:
            (
              'warps'
              Const(value=1) @83:21
            )
            (
              'regs'
              Const(value=24) @83:29
            )
          .body:
            Assign(targets=('qs',)) @84:9
              .value:
                BinOp(op='%') @84:14
                  .lhs:
                    Name(id='tile_index') @84:14
                  .rhs:
                    Const(value=2) @84:27
            Wait(phase=None) @86:9
              .target:
                Index() @86:14
                  .value:
                    Name(id='q_free') @86:14
                  .subs:
                    Name(id='qs') @86:21
            Expect() @87:9
              .target:
                Index() @87:16
                  .value:
                    Name(id='q_ready') @87:16
                  .subs:
                    Name(id='qs') @87:24
              .nbytes:
                BinOp(op='*') @87:29
                  .lhs:
                    Name(id='NWG') @87:29
                  .rhs:
                    Call(kwargs=()) @87:35
                      .func:
                        Name(id='bytes') @87:35
                      .args:
                        Name(id='q_tile') @87:41
            For(var='i') @88:9
              .iter:
                Call(kwargs=()) @88:18
                  .func:
                    Name(id='static_range') @88:18
                  .args:
                    Name(id='NWG') @88:31
              .body:
                Tma() @89:13
                  .dst:
                    Index() @89:17
                      .value:
                        Name(id='q_tile') @89:17
                      .subs:
                        BinOp(op='+') @89:24
                          .lhs:
                            BinOp(op='*') @89:24
                              .lhs:
                                Name(id='qs') @89:24
                              .rhs:
                                Name(id='NWG') @89:29
                          .rhs:
                            Name(id='i') @89:35
                  .src:
                    Index() @89:41
                      .value:
                        Name(id='q') @89:41
                      .subs:
                        Name(id='seq') @89:43
                        BinOp(op='+') @89:48
                          .lhs:
                            BinOp(op='*') @89:48
                              .lhs:
                                Name(id='WPH') @89:48
                              .rhs:
                                Name(id='m') @89:54
                          .rhs:
                            BinOp(op='%') @89:58
                              .lhs:
                                Name(id='i') @89:58
                              .rhs:
                                Name(id='WPH') @89:62
                        BinOp(op='+') @89:67
                          .lhs:
                            BinOp(op='*') @89:67
                              .lhs:
                                Name(id='hg') @89:67
                              .rhs:
                                Name(id='HPT') @89:72
                          .rhs:
                            BinOp(op='//') @89:78
                              .lhs:
                                Name(id='i') @89:78
                              .rhs:
                                Name(id='WPH') @89:83
                  .signals:
                    Index() @89:96
                      .value:
                        Name(id='q_ready') @89:96
                      .subs:
                        Name(id='qs') @89:104
            Pipeline(var='n', slot='slot', ring='kv') @90:9
              .iter:
                Call(kwargs=()) @90:23
                  .func:
                    Name(id='range') @90:23
                  .args:
                    Name(id='n_blocks') @90:29
              .stages:
                Name(id='STAGES') @90:52
              .body:
                Wait(phase=None) @91:13
                  .target:
                    Index() @91:18
                      .value:
                        Name(id='k_free') @91:18
                      .subs:
                        Name(id='slot') @91:25
                Expect() @92:13
                  .target:
                    Index() @92:20
                      .value:
                        Name(id='k_ready') @92:20
                      .subs:
                        Name(id='slot') @92:28
                  .nbytes:
                    Call(kwargs=()) @92:35
                      .func:
                        Name(id='bytes') @92:35
                      .args:
                        Name(id='k_ring') @92:41
                Tma() @93:13
                  .dst:
                    Index() @93:17
                      .value:
                        Name(id='k_ring') @93:17
                      .subs:
                        Name(id='slot') @93:24
                  .src:
                    Index() @93:33
                      .value:
                        Name(id='k') @93:33
                      .subs:
                        Name(id='seq') @93:35
                        Name(id='n') @93:40
                        Name(id='kv_head') @93:43
                  .signals:
                    Index() @93:60
                      .value:
                        Name(id='k_ready') @93:60
                      .subs:
                        Name(id='slot') @93:68
                Wait(phase=None) @94:13
                  .target:
                    Index() @94:18
                      .value:
                        Name(id='v_free') @94:18
                      .subs:
                        Name(id='slot') @94:25
                Expect() @95:13
                  .target:
                    Index() @95:20
                      .value:
                        Name(id='v_ready') @95:20
                      .subs:
                        Name(id='slot') @95:28
                  .nbytes:
                    Call(kwargs=()) @95:35
                      .func:
                        Name(id='bytes') @95:35
                      .args:
                        Name(id='v_ring') @95:41
                Tma() @96:13
                  .dst:
                    Index() @96:17
                      .value:
                        Name(id='v_ring') @96:17
                      .subs:
                        Name(id='slot') @96:24
                  .src:
                    Index() @96:33
                      .value:
                        Name(id='v') @96:33
                      .subs:
                        Name(id='seq') @96:35
                        Name(id='n') @96:40
                        Name(id='kv_head') @96:43
                  .signals:
                    Index() @96:60
                      .value:
                        Name(id='v_ready') @96:60
                      .subs:
                        Name(id='slot') @96:68
        Role(name='compute', replica='wg') @98:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @98:29
            )
            (
              'regs'
              Name(id='REGS') @98:39
            )
          .body:
            Assign(targets=('qk_scale',)) @99:9
              .value:
                BinOp(op='*') @99:20
                  .lhs:
                    Name(id='sm_scale') @99:20
                  .rhs:
                    Name(id='LOG2E') @99:31
            Assign(targets=('head',)) @100:9
              .value:
                BinOp(op='+') @100:16
                  .lhs:
                    BinOp(op='*') @100:16
                      .lhs:
                        Name(id='hg') @100:16
                      .rhs:
                        Name(id='HPT') @100:21
                  .rhs:
                    BinOp(op='//') @100:27
                      .lhs:
                        Name(id='wg') @100:27
                      .rhs:
                        Name(id='WPH') @100:33
            Assign(targets=('row0',)) @101:9
              .value:
                BinOp(op='+') @101:16
                  .lhs:
                    BinOp(op='*') @101:16
                      .lhs:
                        Name(id='m') @101:16
                      .rhs:
                        Name(id='TILE_M') @101:20
                  .rhs:
                    BinOp(op='*') @101:30
                      .lhs:
                        BinOp(op='%') @101:30
                          .lhs:
                            Name(id='wg') @101:30
                          .rhs:
                            Name(id='WPH') @101:35
                      .rhs:
                        Name(id='WG_M') @101:42
            Assign(targets=('rows',)) @102:9
              .value:
                BinOp(op='+') @102:16
                  .lhs:
                    Name(id='row0') @102:16
                  .rhs:
                    Call(kwargs=()) @102:23
                      .func:
                        Name(id='arange') @102:23
                      .args:
                        Name(id='WG_M') @102:30
            Assign(targets=('cols',)) @103:9
              .value:
                Call(kwargs=()) @103:16
                  .func:
                    Name(id='arange') @103:16
                  .args:
                    Name(id='BLOCK_N') @103:23
            Assign(targets=('m_i',)) @104:9
              .value:
                Call(kwargs=()) @104:15
                  .func:
                    Name(id='full') @104:15
                  .args:
                    ListLit() @104:20
                      .elts:
                        Name(id='WG_M') @104:21
                    Name(id='NEG_INF') @104:28
                    Name(id='f32') @104:37
            Assign(targets=('l_i',)) @105:9
              .value:
                Call(kwargs=()) @105:15
                  .func:
                    Name(id='zeros') @105:15
                  .args:
                    ListLit() @105:21
                      .elts:
                        Name(id='WG_M') @105:22
                    Name(id='f32') @105:29
            Assign(targets=('acc',)) @106:9
              .value:
                Call(kwargs=()) @106:15
                  .func:
                    Name(id='zeros') @106:15
                  .args:
                    ListLit() @106:21
                      .elts:
                        Name(id='WG_M') @106:22
                        Name(id='D') @106:28
                    Name(id='f32') @106:32
            Assign(targets=('qs',)) @107:9
              .value:
                BinOp(op='%') @107:14
                  .lhs:
                    Name(id='tile_index') @107:14
                  .rhs:
                    Const(value=2) @107:27
            Assign(targets=('my_q',)) @108:9
              .value:
                BinOp(op='+') @108:16
                  .lhs:
                    BinOp(op='*') @108:16
                      .lhs:
                        Name(id='qs') @108:16
                      .rhs:
                        Name(id='NWG') @108:21
                  .rhs:
                    Name(id='wg') @108:27
            Wait(phase=None) @109:9
              .target:
                Index() @109:14
                  .value:
                    Name(id='q_ready') @109:14
                  .subs:
                    Name(id='qs') @109:22
            If() @110:9
              .cond:
                Name(id='OVERLAP') @110:12
              .body:
                Assign(targets=('p',)) @112:13
                  .value:
                    Call(kwargs=()) @112:17
                      .func:
                        Name(id='zeros') @112:17
                      .args:
                        ListLit() @112:23
                          .elts:
                            Name(id='WG_M') @112:24
                            Name(id='BLOCK_N') @112:30
                        Name(id='DT') @112:40
                Assign(targets=('last',)) @113:13
                  .value:
                    Const(value=0) @113:20
                Pipeline(var='n', slot='slot', ring='kv') @114:13
                  .iter:
                    Call(kwargs=()) @114:27
                      .func:
                        Name(id='range') @114:27
                      .args:
                        Call(kwargs=()) @114:33
                          .func:
                            Name(id='minimum') @114:33
                          .args:
                            Name(id='n_blocks') @114:41
                            Const(value=1) @114:51
                  .stages:
                    Name(id='STAGES') @114:68
                  .body:
                    Wait(phase=None) @115:17
                      .target:
                        Index() @115:22
                          .value:
                            Name(id='k_ready') @115:22
                          .subs:
                            Name(id='slot') @115:30
                    Turn() @116:17
                      .cond:
                        BoolOp(op='and') @116:28
                          .values:
                            Name(id='PINGPONG') @116:28
                            BinOp(op='>') @116:41
                              .lhs:
                                Name(id='NWG') @116:41
                              .rhs:
                                Const(value=1) @116:47
                      .body:
                        Assign(targets=('s_first',)) @117:21
                          .value:
                            Call(kwargs=()) @117:31
                              .func:
                                Name(id='mma_async') @117:31
                              .args:
                                Index() @117:41
                                  .value:
                                    Name(id='q_tile') @117:41
                                  .subs:
                                    Name(id='my_q') @117:48
                                Attr(name='T') @117:55
                                  .value:
                                    Index() @117:55
                                      .value:
                                        Name(id='k_ring') @117:55
                                      .subs:
                                        Name(id='slot') @117:62
                    Assign(targets=('s',)) @118:17
                      .value:
                        Call(kwargs=()) @118:21
                          .func:
                            Name(id='mma_wait') @118:21
                          .args:
                            Name(id='s_first') @118:30
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
                    Assign(targets=('p',)) @122:17
                      .value:
                        Call(kwargs=()) @122:21
                          .func:
                            Name(id='cast') @122:21
                          .args:
                            Name(id='p32') @122:26
                            Name(id='DT') @122:31
                    Wait(phase=None) @123:17
                      .target:
                        Index() @123:22
                          .value:
                            Name(id='v_ready') @123:22
                          .subs:
                            Name(id='slot') @123:30
                    Assign(targets=('last',)) @124:17
                      .value:
                        Name(id='slot') @124:24
                Pipeline(var='n', slot='slot', ring='kv') @127:13
                  .iter:
                    Call(kwargs=()) @127:27
                      .func:
                        Name(id='range') @127:27
                      .args:
                        Const(value=1) @127:33
                        Name(id='n_blocks') @127:36
                  .stages:
                    Name(id='STAGES') @127:59
                  .body:
                    Wait(phase=None) @128:17
                      .target:
                        Index() @128:22
                          .value:
                            Name(id='k_ready') @128:22
                          .subs:
                            Name(id='slot') @128:30
                    Turn() @131:17
                      .cond:
                        BoolOp(op='and') @131:28
                          .values:
                            Name(id='PINGPONG') @131:28
                            BinOp(op='>') @131:41
                              .lhs:
                                Name(id='NWG') @131:41
                              .rhs:
                                Const(value=1) @131:47
                      .body:
                        Assign(targets=('s_next',)) @132:21
                          .value:
                            Call(kwargs=()) @132:30
                              .func:
                                Name(id='mma_async') @132:30
                              .args:
                                Index() @132:40
                                  .value:
                                    Name(id='q_tile') @132:40
                                  .subs:
                                    Name(id='my_q') @132:47
                                Attr(name='T') @132:54
                                  .value:
                                    Index() @132:54
                                      .value:
                                        Name(id='k_ring') @132:54
                                      .subs:
                                        Name(id='slot') @132:61
                        Assign(targets=('o_next',)) @133:21
                          .value:
                            Call(kwargs=()) @133:30
                              .func:
                                Name(id='mma_async') @133:30
                              .args:
                                Name(id='p') @133:40
                                Index() @133:43
                                  .value:
                                    Name(id='v_ring') @133:43
                                  .subs:
                                    Name(id='last') @133:50
                                Name(id='acc') @133:57
                    Assign(targets=('s',)) @134:17
                      .value:
                        Call() @134:21
                          .func:
                            Name(id='mma_wait') @134:21
                          .args:
                            Name(id='s_next') @134:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @134:46
                            )
                    Arrive(count=None) @135:17
                      .target:
                        Index() @135:24
                          .value:
                            Name(id='k_free') @135:24
                          .subs:
                            Name(id='slot') @135:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @136:17
                      .value:
                        Call(kwargs=()) @136:40
                          .func:
                            Name(id='scores_to_probs') @136:40
                          .args:
                            Name(id='s') @136:56
                            Name(id='n') @136:59
                            Name(id='rows') @136:62
                            Name(id='cols') @136:68
                            Name(id='row0') @136:74
                            Name(id='len_q') @136:80
                            Name(id='len_k') @136:87
                            Name(id='m_i') @136:94
                            Name(id='l_i') @136:99
                            Name(id='qk_scale') @136:104
                            Name(id='BLOCK_N') @137:55
                            Name(id='CAUSAL') @137:64
                            Name(id='ACT') @137:72
                    Wait(phase=None) @139:17
                      .target:
                        Index() @139:22
                          .value:
                            Name(id='v_ready') @139:22
                          .subs:
                            Name(id='slot') @139:30
                    Assign(targets=('acc',)) @140:17
                      .value:
                        Call(kwargs=()) @140:23
                          .func:
                            Name(id='mma_wait') @140:23
                          .args:
                            Name(id='o_next') @140:32
                    Arrive(count=None) @141:17
                      .target:
                        Index() @141:24
                          .value:
                            Name(id='v_free') @141:24
                          .subs:
                            Name(id='last') @141:31
                    If(orelse=()) @142:17
                      .cond:
                        BinOp(op='==') @142:20
                          .lhs:
                            Name(id='ACT') @142:20
                          .rhs:
                            Const(value='softmax') @142:27
                      .body:
                        Assign(targets=('acc',)) @143:21
                          .value:
                            BinOp(op='*') @143:27
                              .lhs:
                                Name(id='acc') @143:27
                              .rhs:
                                Index() @143:33
                                  .value:
                                    Name(id='alpha') @143:33
                                  .subs:
                                    FullSlice() @143:39
                                    Const(value=None) @143:42
                    Assign(targets=('p',)) @144:17
                      .value:
                        Call(kwargs=()) @144:21
                          .func:
                            Name(id='cast') @144:21
                          .args:
                            Name(id='p32') @144:26
                            Name(id='DT') @144:31
                    Assign(targets=('last',)) @145:17
                      .value:
                        Name(id='slot') @145:24
                Arrive(count=None) @146:13
                  .target:
                    Index() @146:20
                      .value:
                        Name(id='q_free') @146:20
                      .subs:
                        Name(id='qs') @146:27
                If(orelse=()) @147:13
                  .cond:
                    BinOp(op='>') @147:16
                      .lhs:
                        Name(id='n_blocks') @147:16
                      .rhs:
                        Const(value=0) @147:27
                  .body:
                    Assign(targets=('acc',)) @148:17
                      .value:
                        Call(kwargs=()) @148:23
                          .func:
                            Name(id='mma_wait') @148:23
                          .args:
                            Call(kwargs=()) @148:32
                              .func:
                                Name(id='mma_async') @148:32
                              .args:
                                Name(id='p') @148:42
                                Index() @148:45
                                  .value:
                                    Name(id='v_ring') @148:45
                                  .subs:
                                    Name(id='last') @148:52
                                Name(id='acc') @148:59
                    Arrive(count=None) @149:17
                      .target:
                        Index() @149:24
                          .value:
                            Name(id='v_free') @149:24
                          .subs:
                            Name(id='last') @149:31
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @151:13
                  .iter:
                    Call(kwargs=()) @151:27
                      .func:
                        Name(id='range') @151:27
                      .args:
                        Name(id='n_blocks') @151:33
                  .stages:
                    Name(id='STAGES') @151:56
                  .body:
                    Wait(phase=None) @152:17
                      .target:
                        Index() @152:22
                          .value:
                            Name(id='k_ready') @152:22
                          .subs:
                            Name(id='slot') @152:30
                    Assign(targets=('s',)) @153:17
                      .value:
                        Call(kwargs=()) @153:21
                          .func:
                            Name(id='mma_wait') @153:21
                          .args:
                            Call(kwargs=()) @153:30
                              .func:
                                Name(id='mma_async') @153:30
                              .args:
                                Index() @153:40
                                  .value:
                                    Name(id='q_tile') @153:40
                                  .subs:
                                    Name(id='my_q') @153:47
                                Attr(name='T') @153:54
                                  .value:
                                    Index() @153:54
                                      .value:
                                        Name(id='k_ring') @153:54
                                      .subs:
                                        Name(id='slot') @153:61
                    Arrive(count=None) @154:17
                      .target:
                        Index() @154:24
                          .value:
                            Name(id='k_free') @154:24
                          .subs:
                            Name(id='slot') @154:31
                    Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @155:17
                      .value:
                        Call(kwargs=()) @155:38
                          .func:
                            Name(id='scores_to_probs') @155:38
                          .args:
                            Name(id='s') @155:54
                            Name(id='n') @155:57
                            Name(id='rows') @155:60
                            Name(id='cols') @155:66
                            Name(id='row0') @155:72
                            Name(id='len_q') @155:78
                            Name(id='len_k') @155:85
                            Name(id='m_i') @155:92
                            Name(id='l_i') @155:97
                            Name(id='qk_scale') @155:102
                            Name(id='BLOCK_N') @156:55
                            Name(id='CAUSAL') @156:64
                            Name(id='ACT') @156:72
                    If(orelse=()) @157:17
                      .cond:
                        BinOp(op='==') @157:20
                          .lhs:
                            Name(id='ACT') @157:20
                          .rhs:
                            Const(value='softmax') @157:27
                      .body:
                        Assign(targets=('acc',)) @158:21
                          .value:
                            BinOp(op='*') @158:27
                              .lhs:
                                Name(id='acc') @158:27
                              .rhs:
                                Index() @158:33
                                  .value:
                                    Name(id='alpha') @158:33
                                  .subs:
                                    FullSlice() @158:39
                                    Const(value=None) @158:42
                    Wait(phase=None) @159:17
                      .target:
                        Index() @159:22
                          .value:
                            Name(id='v_ready') @159:22
                          .subs:
                            Name(id='slot') @159:30
                    Assign(targets=('acc',)) @160:17
                      .value:
                        Call(kwargs=()) @160:23
                          .func:
                            Name(id='mma_wait') @160:23
                          .args:
                            Call(kwargs=()) @160:32
                              .func:
                                Name(id='mma_async') @160:32
                              .args:
                                Call(kwargs=()) @160:42
                                  .func:
                                    Name(id='cast') @160:42
                                  .args:
                                    Name(id='p') @160:47
                                    Name(id='DT') @160:50
                                Index() @160:55
                                  .value:
                                    Name(id='v_ring') @160:55
                                  .subs:
                                    Name(id='slot') @160:62
                                Name(id='acc') @160:69
                    Arrive(count=None) @161:17
                      .target:
                        Index() @161:24
                          .value:
                            Name(id='v_free') @161:24
                          .subs:
                            Name(id='slot') @161:31
                Arrive(count=None) @162:13
                  .target:
                    Index() @162:20
                      .value:
                        Name(id='q_free') @162:20
                      .subs:
                        Name(id='qs') @162:27
            If() @163:9
              .cond:
                BinOp(op='==') @163:12
                  .lhs:
                    Name(id='ACT') @163:12
                  .rhs:
                    Const(value='softmax') @163:19
              .body:
                Assign(targets=('seen',)) @164:13
                  .value:
                    BinOp(op='!=') @164:20
                      .lhs:
                        Name(id='l_i') @164:20
                      .rhs:
                        Const(value=0.0) @164:27
                Assign(targets=('out',)) @167:13
                  .value:
                    BinOp(op='*') @167:19
                      .lhs:
                        Name(id='acc') @167:19
                      .rhs:
                        Index() @167:25
                          .value:
                            Call(kwargs=()) @167:25
                              .func:
                                Name(id='where') @167:25
                              .args:
                                Name(id='seen') @167:31
                                BinOp(op='/') @167:37
                                  .lhs:
                                    Const(value=1.0) @167:37
                                  .rhs:
                                    Name(id='l_i') @167:43
                                Const(value=0.0) @167:48
                          .subs:
                            FullSlice() @167:53
                            Const(value=None) @167:56
                Assign(targets=('row_lse',)) @168:13
                  .value:
                    Call(kwargs=()) @168:23
                      .func:
                        Name(id='where') @168:23
                      .args:
                        Name(id='seen') @168:29
                        BinOp(op='/') @168:36
                          .lhs:
                            BinOp(op='+') @168:36
                              .lhs:
                                Name(id='m_i') @168:36
                              .rhs:
                                Call(kwargs=()) @168:42
                                  .func:
                                    Name(id='log2') @168:42
                                  .args:
                                    Name(id='l_i') @168:47
                          .rhs:
                            Name(id='LOG2E') @168:55
                        Unary(op='-') @168:62
                          .operand:
                            Name(id='NEG_INF') @168:63
              .orelse:
                Assign(targets=('out',)) @170:13
                  .value:
                    BinOp(op='*') @170:19
                      .lhs:
                        Name(id='acc') @170:19
                      .rhs:
                        Name(id='out_scale') @170:25
                Assign(targets=('row_lse',)) @171:13
                  .value:
                    Call(kwargs=()) @171:23
                      .func:
                        Name(id='zeros') @171:23
                      .args:
                        ListLit() @171:29
                          .elts:
                            Name(id='WG_M') @171:30
                        Name(id='f32') @171:37
            Assign(targets=('in_seq',)) @172:9
              .value:
                BinOp(op='<') @172:18
                  .lhs:
                    Name(id='rows') @172:18
                  .rhs:
                    Name(id='len_q') @172:25
            Store() @173:9
              .target:
                Index() @173:9
                  .value:
                    Name(id='o') @173:9
                  .subs:
                    Name(id='seq') @173:11
              .subs:
                Index() @173:16
                  .value:
                    Name(id='rows') @173:16
                  .subs:
                    FullSlice() @173:21
                    Const(value=None) @173:24
                Name(id='head') @173:31
                Index() @173:37
                  .value:
                    Call(kwargs=()) @173:37
                      .func:
                        Name(id='arange') @173:37
                      .args:
                        Name(id='D') @173:44
                  .subs:
                    Const(value=None) @173:47
                    FullSlice() @173:53
              .value:
                Call(kwargs=()) @173:59
                  .func:
                    Name(id='cast') @173:59
                  .args:
                    Name(id='out') @173:64
                    Name(id='DT') @173:69
              .mask:
                Index() @173:79
                  .value:
                    Name(id='in_seq') @173:79
                  .subs:
                    FullSlice() @173:86
                    Const(value=None) @173:89
            Store() @174:9
              .target:
                Index() @174:9
                  .value:
                    Name(id='lse') @174:9
                  .subs:
                    Name(id='seq') @174:13
              .subs:
                Name(id='rows') @174:18
                Name(id='head') @174:24
              .value:
                Name(id='row_lse') @174:32
              .mask:
                Name(id='in_seq') @174:46