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
        Param(name='HPT', kind='const', dtype=None, dims=(), offsets=None) @49:9
          .default:
            Const(value=1) @49:22
        Param(name='PINGPONG', kind='const', dtype=None, dims=(), offsets=None) @49:25
          .default:
            Const(value=False) @49:43
        Param(name='QBUF', kind='const', dtype=None, dims=(), offsets=None) @49:50
          .default:
            Const(value=2) @49:64
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @49:67
          .default:
            Const(value=False) @49:84
        Param(name='HEAD_GROUPS', kind='const', dtype=None, dims=(), offsets=None) @49:91
          .default:
            Const(value=1) @49:112
      .body:
        Require(message='KV heads divide the query heads in groups of HPT') @53:5
          .cond:
            BoolOp(op='and') @53:13
              .values:
                BinOp(op='>') @53:13
                  .lhs:
                    Name(id='HKV') @53:13
                  .rhs:
                    Const(value=0) @53:19
                BinOp(op='==') @53:25
                  .lhs:
                    BinOp(op='%') @53:25
                      .lhs:
                        Name(id='H') @53:25
                      .rhs:
                        Name(id='HKV') @53:29
                  .rhs:
                    Const(value=0) @53:36
                BinOp(op='==') @53:42
                  .lhs:
                    BinOp(op='%') @53:43
                      .lhs:
                        BinOp(op='//') @53:43
                          .lhs:
                            Name(id='H') @53:43
                          .rhs:
                            Name(id='HKV') @53:48
                      .rhs:
                        Name(id='HPT') @53:55
                  .rhs:
                    Const(value=0) @53:62
        Require(message="HEAD_GROUPS divides the tiles' head groups H // HPT") @59:5
          .cond:
            BinOp(op='==') @59:13
              .lhs:
                BinOp(op='%') @59:14
                  .lhs:
                    BinOp(op='//') @59:14
                      .lhs:
                        Name(id='H') @59:14
                      .rhs:
                        Name(id='HPT') @59:19
                  .rhs:
                    Name(id='HEAD_GROUPS') @59:26
              .rhs:
                Const(value=0) @59:41
        Tiles() @60:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @60:18
                .func:
                  Name(id='range') @60:18
                .args:
                  Name(id='HEAD_GROUPS') @60:24
            )
            (
              ('seq', 'm')
              Call(kwargs=()) @60:48
                .func:
                  Name(id='blocks') @60:48
                .args:
                  Name(id='q') @60:55
                  BinOp(op='//') @60:58
                    .lhs:
                      Name(id='BLOCK_M') @60:58
                    .rhs:
                      Name(id='HPT') @60:69
            )
            (
              ('hgi',)
              Call(kwargs=()) @60:82
                .func:
                  Name(id='range') @60:82
                .args:
                  BinOp(op='//') @60:88
                    .lhs:
                      BinOp(op='//') @60:88
                        .lhs:
                          Name(id='H') @60:88
                        .rhs:
                          Name(id='HPT') @60:93
                    .rhs:
                      Name(id='HEAD_GROUPS') @60:100
            )
          .options:
            TileOption(id='persistent', arg=None) @60:113
            TileOption(id='longest_first', arg=None) @60:124
            TileOption(id='dynamic') @60:138
              .arg:
                Name(id='DYNAMIC') @60:146
        Assign(targets=('hg',)) @61:5
          .value:
            BinOp(op='+') @61:10
              .lhs:
                BinOp(op='*') @61:10
                  .lhs:
                    Name(id='hgo') @61:10
                  .rhs:
                    BinOp(op='//') @61:17
                      .lhs:
                        BinOp(op='//') @61:17
                          .lhs:
                            Name(id='H') @61:17
                          .rhs:
                            Name(id='HPT') @61:22
                      .rhs:
                        Name(id='HEAD_GROUPS') @61:29
              .rhs:
                Name(id='hgi') @61:44
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @62:5
          .cond:
            BinOp(op='==') @62:19
              .lhs:
                BinOp(op='%') @62:19
                  .lhs:
                    Name(id='BLOCK_M') @62:19
                  .rhs:
                    Name(id='WG_M') @62:29
              .rhs:
                Const(value=0) @62:37
        Assign(targets=('NWG',)) @63:5
          .value:
            BinOp(op='//') @63:11
              .lhs:
                Name(id='BLOCK_M') @63:11
              .rhs:
                Name(id='WG_M') @63:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @64:5
          .cond:
            BinOp(op='==') @64:19
              .lhs:
                BinOp(op='%') @64:19
                  .lhs:
                    Name(id='NWG') @64:19
                  .rhs:
                    Name(id='HPT') @64:25
              .rhs:
                Const(value=0) @64:32
        Assign(targets=('TILE_M',)) @65:5
          .value:
            BinOp(op='//') @65:14
              .lhs:
                Name(id='BLOCK_M') @65:14
              .rhs:
                Name(id='HPT') @65:25
        Assign(targets=('WPH',)) @66:5
          .value:
            BinOp(op='//') @66:11
              .lhs:
                Name(id='NWG') @66:11
              .rhs:
                Name(id='HPT') @66:18
        SmemDecl(name='q_tile') @70:5
          .stages:
            BinOp(op='*') @70:17
              .lhs:
                Name(id='QBUF') @70:17
              .rhs:
                BinOp(op='//') @70:25
                  .lhs:
                    Name(id='BLOCK_M') @70:25
                  .rhs:
                    Name(id='WG_M') @70:36
          .dtype:
            Name(id='DT') @70:44
          .shape:
            Name(id='WG_M') @70:47
            Name(id='D') @70:53
        SmemDecl(name='k_ring') @71:5
          .stages:
            Name(id='STAGES') @71:17
          .dtype:
            Name(id='DT') @71:26
          .shape:
            Name(id='BLOCK_N') @71:29
            Name(id='D') @71:38
        SmemDecl(name='v_ring') @72:5
          .stages:
            Name(id='STAGES') @72:17
          .dtype:
            Name(id='DT') @72:26
          .shape:
            Name(id='BLOCK_N') @72:29
            Name(id='D') @72:38
        BarrierDecl(name='q_ready', kwargs=()) @73:5
          .size:
            Name(id='QBUF') @73:21
        BarrierDecl(name='q_free') @74:5
          .size:
            Name(id='QBUF') @74:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @74:32
                .lhs:
                  Name(id='BLOCK_M') @74:32
                .rhs:
                  Name(id='WG_M') @74:43
            )
        BarrierDecl(name='k_ready', kwargs=()) @75:5
          .size:
            Name(id='STAGES') @75:21
        BarrierDecl(name='k_free') @76:5
          .size:
            Name(id='STAGES') @76:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @76:34
                .lhs:
                  Name(id='BLOCK_M') @76:34
                .rhs:
                  Name(id='WG_M') @76:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @77:5
          .size:
            Name(id='STAGES') @77:21
        BarrierDecl(name='v_free') @78:5
          .size:
            Name(id='STAGES') @78:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @78:34
                .lhs:
                  Name(id='BLOCK_M') @78:34
                .rhs:
                  Name(id='WG_M') @78:45
            )
        Assign(targets=('len_q',)) @80:5
          .value:
            Attr(name='len') @80:13
              .value:
                Index() @80:13
                  .value:
                    Name(id='q') @80:13
                  .subs:
                    Name(id='seq') @80:15
        Assign(targets=('len_k',)) @81:5
          .value:
            Attr(name='len') @81:13
              .value:
                Index() @81:13
                  .value:
                    Name(id='k') @81:13
                  .subs:
                    Name(id='seq') @81:15
        Assign(targets=('kv_head',)) @82:5
          .value:
            BinOp(op='//') @82:16
              .lhs:
                BinOp(op='*') @82:16
                  .lhs:
                    Name(id='hg') @82:16
                  .rhs:
                    Name(id='HPT') @82:21
              .rhs:
                BinOp(op='//') @82:30
                  .lhs:
                    Name(id='H') @82:30
                  .rhs:
                    Name(id='HKV') @82:35
        Assign(targets=('hi',)) @83:5
          .value:
            Name(id='len_k') @83:10
        If(orelse=()) @84:5
          .cond:
            Name(id='CAUSAL') @84:8
          .body:
            Assign(targets=('hi',)) @85:9
              .value:
                Call(kwargs=()) @85:14
                  .func:
                    Name(id='minimum') @85:14
                  .args:
                    Name(id='len_k') @85:22
                    BinOp(op='-') @85:30
                      .lhs:
                        BinOp(op='+') @85:30
                          .lhs:
                            BinOp(op='*') @85:30
                              .lhs:
                                BinOp(op='+') @85:30
                                  .lhs:
                                    Name(id='m') @85:30
                                  .rhs:
                                    Const(value=1) @85:34
                              .rhs:
                                Name(id='TILE_M') @85:39
                          .rhs:
                            Name(id='len_k') @85:48
                      .rhs:
                        Name(id='len_q') @85:56
        Assign(targets=('n_blocks',)) @86:5
          .value:
            Call(kwargs=()) @86:16
              .func:
                Name(id='cdiv') @86:16
              .args:
                Call(kwargs=()) @86:21
                  .func:
                    Name(id='maximum') @86:21
                  .args:
                    Name(id='hi') @86:29
                    Const(value=0) @86:33
                Name(id='BLOCK_N') @86:37
        Role(name='load', replica=None) @88:5
          .kwargs:
            (
              'warps'
              Const(value=1) @88:21
            )
            (
              'regs'
              Const(value=24) @88:29
            )
          .body:
            Assign(targets=('qs',)) @89:9
              .value:
                BinOp(op='%') @89:14
                  .lhs:
                    Name(id='tile_index') @89:14
                  .rhs:
                    Name(id='QBUF') @89:27
            Wait(phase=None) @91:9
              .target:
                Index() @91:14
                  .value:
                    Name(id='q_free') @91:14
                  .subs:
                    Name(id='qs') @91:21
            Expect() @92:9
              .target:
                Index() @92:16
                  .value:
                    Name(id='q_ready') @92:16
                  .subs:
                    Name(id='qs') @92:24
              .nbytes:
                BinOp(op='*') @92:29
                  .lhs:
                    Name(id='NWG') @92:29
                  .rhs:
                    Call(kwargs=()) @92:35
                      .func:
                        Name(id='bytes') @92:35
                      .args:
                        Name(id='q_tile') @92:41
            For(var='i') @93:9
              .iter:
                Call(kwargs=()) @93:18
                  .func:
                    Name(id='static_range') @93:18
                  .args:
                    Name(id='NWG') @93:31
              .body:
                Tma() @94:13
                  .dst:
                    Index() @94:17
                      .value:
                        Name(id='q_tile') @94:17
                      .subs:
                        BinOp(op='+') @94:24
                          .lhs:
                            BinOp(op='*') @94:24
                              .lhs:
                                Name(id='qs') @94:24
                              .rhs:
                                Name(id='NWG') @94:29
                          .rhs:
                            Name(id='i') @94:35
                  .src:
                    Index() @94:41
                      .value:
                        Name(id='q') @94:41
                      .subs:
                        Name(id='seq') @94:43
                        BinOp(op='+') @94:48
                          .lhs:
                            BinOp(op='*') @94:48
                              .lhs:
                                Name(id='WPH') @94:48
                              .rhs:
                                Name(id='m') @94:54
                          .rhs:
                            BinOp(op='%') @94:58
                              .lhs:
                                Name(id='i') @94:58
                              .rhs:
                                Name(id='WPH') @94:62
                        BinOp(op='+') @94:67
                          .lhs:
                            BinOp(op='*') @94:67
                              .lhs:
                                Name(id='hg') @94:67
                              .rhs:
                                Name(id='HPT') @94:72
                          .rhs:
                            BinOp(op='//') @94:78
                              .lhs:
                                Name(id='i') @94:78
                              .rhs:
                                Name(id='WPH') @94:83
                  .signals:
                    Index() @94:96
                      .value:
                        Name(id='q_ready') @94:96
                      .subs:
                        Name(id='qs') @94:104
            Pipeline(var='n', slot='slot', ring='kv') @95:9
              .iter:
                Call(kwargs=()) @95:23
                  .func:
                    Name(id='range') @95:23
                  .args:
                    Name(id='n_blocks') @95:29
              .stages:
                Name(id='STAGES') @95:52
              .body:
                Wait(phase=None) @96:13
                  .target:
                    Index() @96:18
                      .value:
                        Name(id='k_free') @96:18
                      .subs:
                        Name(id='slot') @96:25
                Expect() @97:13
                  .target:
                    Index() @97:20
                      .value:
                        Name(id='k_ready') @97:20
                      .subs:
                        Name(id='slot') @97:28
                  .nbytes:
                    Call(kwargs=()) @97:35
                      .func:
                        Name(id='bytes') @97:35
                      .args:
                        Name(id='k_ring') @97:41
                Tma() @98:13
                  .dst:
                    Index() @98:17
                      .value:
                        Name(id='k_ring') @98:17
                      .subs:
                        Name(id='slot') @98:24
                  .src:
                    Index() @98:33
                      .value:
                        Name(id='k') @98:33
                      .subs:
                        Name(id='seq') @98:35
                        Name(id='n') @98:40
                        Name(id='kv_head') @98:43
                  .signals:
                    Index() @98:60
                      .value:
                        Name(id='k_ready') @98:60
                      .subs:
                        Name(id='slot') @98:68
                Wait(phase=None) @99:13
                  .target:
                    Index() @99:18
                      .value:
                        Name(id='v_free') @99:18
                      .subs:
                        Name(id='slot') @99:25
                Expect() @100:13
                  .target:
                    Index() @100:20
                      .value:
                        Name(id='v_ready') @100:20
                      .subs:
                        Name(id='slot') @100:28
                  .nbytes:
                    Call(kwargs=()) @100:35
                      .func:
                        Name(id='bytes') @100:35
                      .args:
                        Name(id='v_ring') @100:41
                Tma() @101:13
                  .dst:
                    Index() @101:17
                      .value:
                        Name(id='v_ring') @101:17
                      .subs:
                        Name(id='slot') @101:24
                  .src:
                    Index() @101:33
                      .value:
                        Name(id='v') @101:33
                      .subs:
                        Name(id='seq') @101:35
                        Name(id='n') @101:40
                        Name(id='kv_head') @101:43
                  .signals:
                    Index() @101:60
                      .value:
                        Name(id='v_ready') @101:60
                      .subs:
                        Name(id='slot') @101:68
        Role(name='compute', replica='wg') @103:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @103:29
            )
            (
              'regs'
              Name(id='REGS') @103:39
            )
          .body:
            Assign(targets=('qk_scale',)) @104:9
              .value:
                BinOp(op='*') @104:20
                  .lhs:
                    Name(id='sm_scale') @104:20
                  .rhs:
                    Name(id='LOG2E') @104:31
            Assign(targets=('head',)) @105:9
              .value:
                BinOp(op='+') @105:16
                  .lhs:
                    BinOp(op='*') @105:16
                      .lhs:
                        Name(id='hg') @105:16
                      .rhs:
                        Name(id='HPT') @105:21
                  .rhs:
                    BinOp(op='//') @105:27
                      .lhs:
                        Name(id='wg') @105:27
                      .rhs:
                        Name(id='WPH') @105:33
            Assign(targets=('row0',)) @106:9
              .value:
                BinOp(op='+') @106:16
                  .lhs:
                    BinOp(op='*') @106:16
                      .lhs:
                        Name(id='m') @106:16
                      .rhs:
                        Name(id='TILE_M') @106:20
                  .rhs:
                    BinOp(op='*') @106:30
                      .lhs:
                        BinOp(op='%') @106:30
                          .lhs:
                            Name(id='wg') @106:30
                          .rhs:
                            Name(id='WPH') @106:35
                      .rhs:
                        Name(id='WG_M') @106:42
            Assign(targets=('rows',)) @107:9
              .value:
                BinOp(op='+') @107:16
                  .lhs:
                    Name(id='row0') @107:16
                  .rhs:
                    Call(kwargs=()) @107:23
                      .func:
                        Name(id='arange') @107:23
                      .args:
                        Name(id='WG_M') @107:30
            Assign(targets=('cols',)) @108:9
              .value:
                Call(kwargs=()) @108:16
                  .func:
                    Name(id='arange') @108:16
                  .args:
                    Name(id='BLOCK_N') @108:23
            Assign(targets=('m_i',)) @109:9
              .value:
                Call(kwargs=()) @109:15
                  .func:
                    Name(id='full') @109:15
                  .args:
                    ListLit() @109:20
                      .elts:
                        Name(id='WG_M') @109:21
                    Name(id='NEG_INF') @109:28
                    Name(id='f32') @109:37
            Assign(targets=('l_i',)) @110:9
              .value:
                Call(kwargs=()) @110:15
                  .func:
                    Name(id='zeros') @110:15
                  .args:
                    ListLit() @110:21
                      .elts:
                        Name(id='WG_M') @110:22
                    Name(id='f32') @110:29
            Assign(targets=('acc',)) @111:9
              .value:
                Call(kwargs=()) @111:15
                  .func:
                    Name(id='zeros') @111:15
                  .args:
                    ListLit() @111:21
                      .elts:
                        Name(id='WG_M') @111:22
                        Name(id='D') @111:28
                    Name(id='f32') @111:32
            Assign(targets=('qs',)) @112:9
              .value:
                BinOp(op='%') @112:14
                  .lhs:
                    Name(id='tile_index') @112:14
                  .rhs:
                    Name(id='QBUF') @112:27
            Assign(targets=('my_q',)) @113:9
              .value:
                BinOp(op='+') @113:16
                  .lhs:
                    BinOp(op='*') @113:16
                      .lhs:
                        Name(id='qs') @113:16
                      .rhs:
                        Name(id='NWG') @113:21
                  .rhs:
                    Name(id='wg') @113:27
            Wait(phase=None) @114:9
              .target:
                Index() @114:14
                  .value:
                    Name(id='q_ready') @114:14
                  .subs:
                    Name(id='qs') @114:22
            If() @115:9
              .cond:
                Name(id='OVERLAP') @115:12
              .body:
                Assign(targets=('p',)) @117:13
                  .value:
                    Call(kwargs=()) @117:17
                      .func:
                        Name(id='zeros') @117:17
                      .args:
                        ListLit() @117:23
                          .elts:
                            Name(id='WG_M') @117:24
                            Name(id='BLOCK_N') @117:30
                        Name(id='DT') @117:40
                Assign(targets=('last',)) @118:13
                  .value:
                    Const(value=0) @118:20
                Pipeline(var='n', slot='slot', ring='kv') @119:13
                  .iter:
                    Call(kwargs=()) @119:27
                      .func:
                        Name(id='range') @119:27
                      .args:
                        Call(kwargs=()) @119:33
                          .func:
                            Name(id='minimum') @119:33
                          .args:
                            Name(id='n_blocks') @119:41
                            Const(value=1) @119:51
                  .stages:
                    Name(id='STAGES') @119:68
                  .body:
                    Wait(phase=None) @120:17
                      .target:
                        Index() @120:22
                          .value:
                            Name(id='k_ready') @120:22
                          .subs:
                            Name(id='slot') @120:30
                    Turn() @121:17
                      .cond:
                        BoolOp(op='and') @121:28
                          .values:
                            Name(id='PINGPONG') @121:28
                            BinOp(op='>') @121:41
                              .lhs:
                                Name(id='NWG') @121:41
                              .rhs:
                                Const(value=1) @121:47
                      .body:
                        Assign(targets=('s_first',)) @122:21
                          .value:
                            Call(kwargs=()) @122:31
                              .func:
                                Name(id='mma_async') @122:31
                              .args:
                                Index() @122:41
                                  .value:
                                    Name(id='q_tile') @122:41
                                  .subs:
                                    Name(id='my_q') @122:48
                                Attr(name='T') @122:55
                                  .value:
                                    Index() @122:55
                                      .value:
                                        Name(id='k_ring') @122:55
                                      .subs:
                                        Name(id='slot') @122:62
                    Assign(targets=('s',)) @123:17
                      .value:
                        Call(kwargs=()) @123:21
                          .func:
                            Name(id='mma_wait') @123:21
                          .args:
                            Name(id='s_first') @123:30
                    Arrive(count=None) @124:17
                      .target:
                        Index() @124:24
                          .value:
                            Name(id='k_free') @124:24
                          .subs:
                            Name(id='slot') @124:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @125:17
                      .value:
                        Call(kwargs=()) @125:40
                          .func:
                            Name(id='scores_to_probs') @125:40
                          .args:
                            Name(id='s') @125:56
                            Name(id='n') @125:59
                            Name(id='rows') @125:62
                            Name(id='cols') @125:68
                            Name(id='row0') @125:74
                            Name(id='len_q') @125:80
                            Name(id='len_k') @125:87
                            Name(id='m_i') @125:94
                            Name(id='l_i') @125:99
                            Name(id='qk_scale') @125:104
                            Name(id='BLOCK_N') @126:55
                            Name(id='CAUSAL') @126:64
                            Name(id='ACT') @126:72
                    Assign(targets=('p',)) @127:17
                      .value:
                        Call(kwargs=()) @127:21
                          .func:
                            Name(id='cast') @127:21
                          .args:
                            Name(id='p32') @127:26
                            Name(id='DT') @127:31
                    Wait(phase=None) @128:17
                      .target:
                        Index() @128:22
                          .value:
                            Name(id='v_ready') @128:22
                          .subs:
                            Name(id='slot') @128:30
                    Assign(targets=('last',)) @129:17
                      .value:
                        Name(id='slot') @129:24
                Pipeline(var='n', slot='slot', ring='kv') @132:13
                  .iter:
                    Call(kwargs=()) @132:27
                      .func:
                        Name(id='range') @132:27
                      .args:
                        Const(value=1) @132:33
                        Name(id='n_blocks') @132:36
                  .stages:
                    Name(id='STAGES') @132:59
                  .body:
                    Wait(phase=None) @133:17
                      .target:
                        Index() @133:22
                          .value:
                            Name(id='k_ready') @133:22
                          .subs:
                            Name(id='slot') @133:30
                    Turn() @136:17
                      .cond:
                        BoolOp(op='and') @136:28
                          .values:
                            Name(id='PINGPONG') @136:28
                            BinOp(op='>') @136:41
                              .lhs:
                                Name(id='NWG') @136:41
                              .rhs:
                                Const(value=1) @136:47
                      .body:
                        Assign(targets=('s_next',)) @137:21
                          .value:
                            Call(kwargs=()) @137:30
                              .func:
                                Name(id='mma_async') @137:30
                              .args:
                                Index() @137:40
                                  .value:
                                    Name(id='q_tile') @137:40
                                  .subs:
                                    Name(id='my_q') @137:47
                                Attr(name='T') @137:54
                                  .value:
                                    Index() @137:54
                                      .value:
                                        Name(id='k_ring') @137:54
                                      .subs:
                                        Name(id='slot') @137:61
                        Assign(targets=('o_next',)) @138:21
                          .value:
                            Call(kwargs=()) @138:30
                              .func:
                                Name(id='mma_async') @138:30
                              .args:
                                Name(id='p') @138:40
                                Index() @138:43
                                  .value:
                                    Name(id='v_ring') @138:43
                                  .subs:
                                    Name(id='last') @138:50
                                Name(id='acc') @138:57
                    Assign(targets=('s',)) @139:17
                      .value:
                        Call() @139:21
                          .func:
                            Name(id='mma_wait') @139:21
                          .args:
                            Name(id='s_next') @139:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @139:46
                            )
                    Arrive(count=None) @140:17
                      .target:
                        Index() @140:24
                          .value:
                            Name(id='k_free') @140:24
                          .subs:
                            Name(id='slot') @140:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @141:17
                      .value:
                        Call(kwargs=()) @141:40
                          .func:
                            Name(id='scores_to_probs') @141:40
                          .args:
                            Name(id='s') @141:56
                            Name(id='n') @141:59
                            Name(id='rows') @141:62
                            Name(id='cols') @141:68
                            Name(id='row0') @141:74
                            Name(id='len_q') @141:80
                            Name(id='len_k') @141:87
                            Name(id='m_i') @141:94
                            Name(id='l_i') @141:99
                            Name(id='qk_scale') @141:104
                            Name(id='BLOCK_N') @142:55
                            Name(id='CAUSAL') @142:64
                            Name(id='ACT') @142:72
                    Assign(targets=('acc',)) @143:17
                      .value:
                        Call(kwargs=()) @143:23
                          .func:
                            Name(id='mma_wait') @143:23
                          .args:
                            Name(id='o_next') @143:32
                    Arrive(count=None) @144:17
                      .target:
                        Index() @144:24
                          .value:
                            Name(id='v_free') @144:24
                          .subs:
                            Name(id='last') @144:31
                    If(orelse=()) @145:17
                      .cond:
                        BinOp(op='==') @145:20
                          .lhs:
                            Name(id='ACT') @145:20
                          .rhs:
                            Const(value='softmax') @145:27
                      .body:
                        Assign(targets=('acc',)) @146:21
                          .value:
                            BinOp(op='*') @146:27
                              .lhs:
                                Name(id='acc') @146:27
                              .rhs:
                                Index() @146:33
                                  .value:
                                    Name(id='alpha') @146:33
                                  .subs:
                                    FullSlice() @146:39
                                    Const(value=None) @146:42
                    Assign(targets=('p',)) @147:17
                      .value:
                        Call(kwargs=()) @147:21
                          .func:
                            Name(id='cast') @147:21
                          .args:
                            Name(id='p32') @147:26
                            Name(id='DT') @147:31
                    Wait(phase=None) @148:17
                      .target:
                        Index() @148:22
                          .value:
                            Name(id='v_ready') @148:22
                          .subs:
                            Name(id='slot') @148:30
                    Assign(targets=('last',)) @149:17
                      .value:
                        Name(id='slot') @149:24
                Arrive(count=None) @150:13
                  .target:
                    Index() @150:20
                      .value:
                        Name(id='q_free') @150:20
                      .subs:
                        Name(id='qs') @150:27
                If(orelse=()) @151:13
                  .cond:
                    BinOp(op='>') @151:16
                      .lhs:
                        Name(id='n_blocks') @151:16
                      .rhs:
                        Const(value=0) @151:27
                  .body:
                    Assign(targets=('acc',)) @152:17
                      .value:
                        Call(kwargs=()) @152:23
                          .func:
                            Name(id='mma_wait') @152:23
                          .args:
                            Call(kwargs=()) @152:32
                              .func:
                                Name(id='mma_async') @152:32
                              .args:
                                Name(id='p') @152:42
                                Index() @152:45
                                  .value:
                                    Name(id='v_ring') @152:45
                                  .subs:
                                    Name(id='last') @152:52
                                Name(id='acc') @152:59
                    Arrive(count=None) @153:17
                      .target:
                        Index() @153:24
                          .value:
                            Name(id='v_free') @153:24
                          .subs:
                            Name(id='last') @153:31
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @155:13
                  .iter:
                    Call(kwargs=()) @155:27
                      .func:
                        Name(id='range') @155:27
                      .args:
                        Name(id='n_blocks') @155:33
                  .stages:
                    Name(id='STAGES') @155:56
                  .body:
                    Wait(phase=None) @156:17
                      .target:
                        Index() @156:22
                          .value:
                            Name(id='k_ready') @156:22
                          .subs:
                            Name(id='slot') @156:30
                    Assign(targets=('s',)) @157:17
                      .value:
                        Call(kwargs=()) @157:21
                          .func:
                            Name(id='mma_wait') @157:21
                          .args:
                            Call(kwargs=()) @157:30
                              .func:
                                Name(id='mma_async') @157:30
                              .args:
                                Index() @157:40
                                  .value:
                                    Name(id='q_tile') @157:40
                                  .subs:
                                    Name(id='my_q') @157:47
                                Attr(name='T') @157:54
                                  .value:
                                    Index() @157:54
                                      .value:
                                        Name(id='k_ring') @157:54
                                      .subs:
                                        Name(id='slot') @157:61
                    Arrive(count=None) @158:17
                      .target:
                        Index() @158:24
                          .value:
                            Name(id='k_free') @158:24
                          .subs:
                            Name(id='slot') @158:31
                    Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @159:17
                      .value:
                        Call(kwargs=()) @159:38
                          .func:
                            Name(id='scores_to_probs') @159:38
                          .args:
                            Name(id='s') @159:54
                            Name(id='n') @159:57
                            Name(id='rows') @159:60
                            Name(id='cols') @159:66
                            Name(id='row0') @159:72
                            Name(id='len_q') @159:78
                            Name(id='len_k') @159:85
                            Name(id='m_i') @159:92
                            Name(id='l_i') @159:97
                            Name(id='qk_scale') @159:102
                            Name(id='BLOCK_N') @160:55
                            Name(id='CAUSAL') @160:64
                            Name(id='ACT') @160:72
                    If(orelse=()) @161:17
                      .cond:
                        BinOp(op='==') @161:20
                          .lhs:
                            Name(id='ACT') @161:20
                          .rhs:
                            Const(value='softmax') @161:27
                      .body:
                        Assign(targets=('acc',)) @162:21
                          .value:
                            BinOp(op='*') @162:27
                              .lhs:
                                Name(id='acc') @162:27
                              .rhs:
                                Index() @162:33
                                  .value:
                                    Name(id='alpha') @162:33
                                  .subs:
                                    FullSlice() @162:39
                                    Const(value=None) @162:42
                    Wait(phase=None) @163:17
                      .target:
                        Index() @163:22
                          .value:
                            Name(id='v_ready') @163:22
                          .subs:
                            Name(id='slot') @163:30
                    Assign(targets=('acc',)) @164:17
                      .value:
                        Call(kwargs=()) @164:23
                          .func:
                            Name(id='mma_wait') @164:23
                          .args:
                            Call(kwargs=()) @164:32
                              .func:
                                Name(id='mma_async') @164:32
                              .args:
                                Call(kwargs=()) @164:42
                                  .func:
                                    Name(id='cast') @164:42
                                  .args:
                                    Name(id='p') @164:47
                                    Name(id='DT') @164:50
                                Index() @164:55
                                  .value:
                                    Name(id='v_ring') @164:55
                                  .subs:
                                    Name(id='slot') @164:62
                                Name(id='acc') @164:69
                    Arrive(count=None) @165:17
                      .target:
                        Index() @165:24
                          .value:
                            Name(id='v_free') @165:24
                          .subs:
                            Name(id='slot') @165:31
                Arrive(count=None) @166:13
                  .target:
                    Index() @166:20
                      .value:
                        Name(id='q_free') @166:20
                      .subs:
                        Name(id='qs') @166:27
            If() @167:9
              .cond:
                BinOp(op='==') @167:12
                  .lhs:
                    Name(id='ACT') @167:12
                  .rhs:
                    Const(value='softmax') @167:19
              .body:
                Assign(targets=('seen',)) @168:13
                  .value:
                    BinOp(op='!=') @168:20
                      .lhs:
                        Name(id='l_i') @168:20
                      .rhs:
                        Const(value=0.0) @168:27
                Assign(targets=('out',)) @172:13
                  .value:
                    Call(kwargs=()) @172:19
                      .func:
                        Name(id='where') @172:19
                      .args:
                        Index() @172:25
                          .value:
                            Name(id='seen') @172:25
                          .subs:
                            FullSlice() @172:30
                            Const(value=None) @172:33
                        BinOp(op='*') @172:40
                          .lhs:
                            Name(id='acc') @172:40
                          .rhs:
                            Index() @172:46
                              .value:
                                BinOp(op='/') @172:47
                                  .lhs:
                                    Const(value=1.0) @172:47
                                  .rhs:
                                    Name(id='l_i') @172:53
                              .subs:
                                FullSlice() @172:58
                                Const(value=None) @172:61
                        Const(value=0.0) @172:68
                Assign(targets=('row_lse',)) @173:13
                  .value:
                    Call(kwargs=()) @173:23
                      .func:
                        Name(id='where') @173:23
                      .args:
                        Name(id='seen') @173:29
                        BinOp(op='/') @173:36
                          .lhs:
                            BinOp(op='+') @173:36
                              .lhs:
                                Name(id='m_i') @173:36
                              .rhs:
                                Call(kwargs=()) @173:42
                                  .func:
                                    Name(id='log2') @173:42
                                  .args:
                                    Name(id='l_i') @173:47
                          .rhs:
                            Name(id='LOG2E') @173:55
                        Unary(op='-') @173:62
                          .operand:
                            Name(id='NEG_INF') @173:63
              .orelse:
                Assign(targets=('out',)) @175:13
                  .value:
                    BinOp(op='*') @175:19
                      .lhs:
                        Name(id='acc') @175:19
                      .rhs:
                        Name(id='out_scale') @175:25
                Assign(targets=('row_lse',)) @176:13
                  .value:
                    Call(kwargs=()) @176:23
                      .func:
                        Name(id='zeros') @176:23
                      .args:
                        ListLit() @176:29
                          .elts:
                            Name(id='WG_M') @176:30
                        Name(id='f32') @176:37
            Assign(targets=('in_seq',)) @177:9
              .value:
                BinOp(op='<') @177:18
                  .lhs:
                    Name(id='rows') @177:18
                  .rhs:
                    Name(id='len_q') @177:25
            Store() @178:9
              .target:
                Index() @178:9
                  .value:
                    Name(id='o') @178:9
                  .subs:
                    Name(id='seq') @178:11
              .subs:
                Index() @178:16
                  .value:
                    Name(id='rows') @178:16
                  .subs:
                    FullSlice() @178:21
                    Const(value=None) @178:24
                Name(id='head') @178:31
                Index() @178:37
                  .value:
                    Call(kwargs=()) @178:37
                      .func:
                        Name(id='arange') @178:37
                      .args:
                        Name(id='D') @178:44
                  .subs:
                    Const(value=None) @178:47
                    FullSlice() @178:53
              .value:
                Call(kwargs=()) @178:59
                  .func:
                    Name(id='cast') @178:59
                  .args:
                    Name(id='out') @178:64
                    Name(id='DT') @178:69
              .mask:
                Index() @178:79
                  .value:
                    Name(id='in_seq') @178:79
                  .subs:
                    FullSlice() @178:86
                    Const(value=None) @178:89
            Store() @179:9
              .target:
                Index() @179:9
                  .value:
                    Name(id='lse') @179:9
                  .subs:
                    Name(id='seq') @179:13
              .subs:
                Name(id='rows') @179:18
                Name(id='head') @179:24
              .value:
                Name(id='row_lse') @179:32
              .mask:
                Name(id='in_seq') @179:46