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
    ConstDef(name='RESCALE_SLACK') @13:1
      .value:
        Const(value=8.0) @13:23
    FuncDef(name='mask_block', params=('s', 'n', 'rows', 'cols', 'row0', 'len_q', 'len_k', 'BLOCK_N', 'CAUSAL', 'fill')) @17:1
      .body:
        Assign(targets=('edge',)) @18:5
          .value:
            BinOp(op='>') @18:12
              .lhs:
                BinOp(op='*') @18:13
                  .lhs:
                    BinOp(op='+') @18:13
                      .lhs:
                        Name(id='n') @18:13
                      .rhs:
                        Const(value=1) @18:17
                  .rhs:
                    Name(id='BLOCK_N') @18:22
              .rhs:
                Name(id='len_k') @18:32
        If(orelse=()) @19:5
          .cond:
            Name(id='CAUSAL') @19:8
          .body:
            Assign(targets=('edge',)) @20:9
              .value:
                BoolOp(op='or') @20:16
                  .values:
                    Name(id='edge') @20:16
                    BinOp(op='>') @20:24
                      .lhs:
                        BinOp(op='-') @20:25
                          .lhs:
                            BinOp(op='*') @20:25
                              .lhs:
                                BinOp(op='+') @20:25
                                  .lhs:
                                    Name(id='n') @20:25
                                  .rhs:
                                    Const(value=1) @20:29
                              .rhs:
                                Name(id='BLOCK_N') @20:34
                          .rhs:
                            Const(value=1) @20:44
                      .rhs:
                        BinOp(op='-') @20:48
                          .lhs:
                            BinOp(op='+') @20:48
                              .lhs:
                                Name(id='row0') @20:48
                              .rhs:
                                Name(id='len_k') @20:55
                          .rhs:
                            Name(id='len_q') @20:63
        If(orelse=()) @21:5
          .cond:
            Name(id='edge') @21:8
          .body:
            Assign(targets=('kpos',)) @22:9
              .value:
                BinOp(op='+') @22:16
                  .lhs:
                    BinOp(op='*') @22:16
                      .lhs:
                        Name(id='n') @22:16
                      .rhs:
                        Name(id='BLOCK_N') @22:20
                  .rhs:
                    Name(id='cols') @22:30
            Assign(targets=('valid',)) @23:9
              .value:
                BinOp(op='<') @23:17
                  .lhs:
                    Index() @23:17
                      .value:
                        Name(id='kpos') @23:17
                      .subs:
                        Const(value=None) @23:22
                        FullSlice() @23:28
                  .rhs:
                    Name(id='len_k') @23:33
            If(orelse=()) @24:9
              .cond:
                Name(id='CAUSAL') @24:12
              .body:
                Assign(targets=('valid',)) @25:13
                  .value:
                    BoolOp(op='and') @25:21
                      .values:
                        Name(id='valid') @25:21
                        BinOp(op='<=') @25:31
                          .lhs:
                            Index() @25:31
                              .value:
                                Name(id='kpos') @25:31
                              .subs:
                                Const(value=None) @25:36
                                FullSlice() @25:42
                          .rhs:
                            BinOp(op='+') @25:48
                              .lhs:
                                Index() @25:48
                                  .value:
                                    Name(id='rows') @25:48
                                  .subs:
                                    FullSlice() @25:53
                                    Const(value=None) @25:56
                              .rhs:
                                BinOp(op='-') @25:65
                                  .lhs:
                                    Name(id='len_k') @25:65
                                  .rhs:
                                    Name(id='len_q') @25:73
            Assign(targets=('s',)) @26:9
              .value:
                Call(kwargs=()) @26:13
                  .func:
                    Name(id='where') @26:13
                  .args:
                    Name(id='valid') @26:19
                    Name(id='s') @26:26
                    Name(id='fill') @26:29
        Return() @27:5
          .values:
            Name(id='s') @27:12
    FuncDef(name='scores_to_probs', params=('s', 'n', 'rows', 'cols', 'row0', 'len_q', 'len_k', 'm_i', 'l_i', 'qk_scale', 'BLOCK_N', 'CAUSAL', 'ACT', 'FULL', 'LAZY')) @37:1
      .body:
        If(orelse=()) @38:5
          .cond:
            BinOp(op='==') @38:8
              .lhs:
                Name(id='ACT') @38:8
              .rhs:
                Const(value='softmax') @38:15
          .body:
            If(orelse=()) @39:9
              .cond:
                Unary(op='not') @39:12
                  .operand:
                    Name(id='FULL') @39:16
              .body:
                Assign(targets=('s',)) @40:13
                  .value:
                    Call(kwargs=()) @40:17
                      .func:
                        Name(id='mask_block') @40:17
                      .args:
                        Name(id='s') @40:28
                        Name(id='n') @40:31
                        Name(id='rows') @40:34
                        Name(id='cols') @40:40
                        Name(id='row0') @40:46
                        Name(id='len_q') @40:52
                        Name(id='len_k') @40:59
                        Name(id='BLOCK_N') @40:66
                        Name(id='CAUSAL') @40:75
                        Name(id='NEG_INF') @40:83
            Assign(targets=('m_new',)) @41:9
              .value:
                Call(kwargs=()) @41:17
                  .func:
                    Name(id='maximum') @41:17
                  .args:
                    Name(id='m_i') @41:25
                    BinOp(op='*') @41:30
                      .lhs:
                        Call() @41:30
                          .func:
                            Name(id='max') @41:30
                          .args:
                            Name(id='s') @41:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @41:42
                            )
                      .rhs:
                        Name(id='qk_scale') @41:47
            If(orelse=()) @42:9
              .cond:
                Name(id='LAZY') @42:12
              .body:
                Assign(targets=('m_new',)) @43:13
                  .value:
                    Call(kwargs=()) @43:21
                      .func:
                        Name(id='where') @43:21
                      .args:
                        BinOp(op='>') @43:27
                          .lhs:
                            Name(id='m_new') @43:27
                          .rhs:
                            BinOp(op='+') @43:35
                              .lhs:
                                Name(id='m_i') @43:35
                              .rhs:
                                Name(id='RESCALE_SLACK') @43:41
                        Name(id='m_new') @43:56
                        Name(id='m_i') @43:63
            Assign(targets=('m_safe',)) @44:9
              .value:
                Name(id='m_new') @44:18
            If(orelse=()) @45:9
              .cond:
                Unary(op='not') @45:12
                  .operand:
                    Name(id='FULL') @45:16
              .body:
                Assign(targets=('m_safe',)) @46:13
                  .value:
                    Call(kwargs=()) @46:22
                      .func:
                        Name(id='where') @46:22
                      .args:
                        BinOp(op='==') @46:28
                          .lhs:
                            Name(id='m_new') @46:28
                          .rhs:
                            Name(id='NEG_INF') @46:37
                        Const(value=0.0) @46:46
                        Name(id='m_new') @46:51
            Assign(targets=('p',)) @47:9
              .value:
                Call(kwargs=()) @47:13
                  .func:
                    Name(id='exp2') @47:13
                  .args:
                    BinOp(op='-') @47:18
                      .lhs:
                        BinOp(op='*') @47:18
                          .lhs:
                            Name(id='s') @47:18
                          .rhs:
                            Name(id='qk_scale') @47:22
                      .rhs:
                        Index() @47:33
                          .value:
                            Name(id='m_safe') @47:33
                          .subs:
                            FullSlice() @47:40
                            Const(value=None) @47:43
            Assign(targets=('alpha',)) @48:9
              .value:
                Call(kwargs=()) @48:17
                  .func:
                    Name(id='exp2') @48:17
                  .args:
                    BinOp(op='-') @48:22
                      .lhs:
                        Name(id='m_i') @48:22
                      .rhs:
                        Name(id='m_safe') @48:28
            Return() @49:9
              .values:
                Name(id='p') @49:16
                Name(id='alpha') @49:19
                Name(id='m_new') @49:26
                BinOp(op='+') @49:33
                  .lhs:
                    BinOp(op='*') @49:33
                      .lhs:
                        Name(id='l_i') @49:33
                      .rhs:
                        Name(id='alpha') @49:39
                  .rhs:
                    Call() @49:47
                      .func:
                        Name(id='sum') @49:47
                      .args:
                        Name(id='p') @49:51
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @49:59
                        )
        StaticAssert(message='ACT is softmax or silu') @50:5
          .cond:
            BinOp(op='==') @50:19
              .lhs:
                Name(id='ACT') @50:19
              .rhs:
                Const(value='silu') @50:26
        Assign(targets=('x',)) @51:5
          .value:
            BinOp(op='*') @51:9
              .lhs:
                Name(id='s') @51:9
              .rhs:
                BinOp(op='/') @51:14
                  .lhs:
                    Name(id='qk_scale') @51:14
                  .rhs:
                    Name(id='LOG2E') @51:25
        Assign(targets=('p',)) @52:5
          .value:
            BinOp(op='*') @52:9
              .lhs:
                Name(id='x') @52:9
              .rhs:
                Call(kwargs=()) @52:13
                  .func:
                    Name(id='sigmoid') @52:13
                  .args:
                    Name(id='x') @52:21
        If(orelse=()) @53:5
          .cond:
            Unary(op='not') @53:8
              .operand:
                Name(id='FULL') @53:12
          .body:
            Assign(targets=('p',)) @54:9
              .value:
                Call(kwargs=()) @54:13
                  .func:
                    Name(id='mask_block') @54:13
                  .args:
                    Name(id='p') @54:24
                    Name(id='n') @54:27
                    Name(id='rows') @54:30
                    Name(id='cols') @54:36
                    Name(id='row0') @54:42
                    Name(id='len_q') @54:48
                    Name(id='len_k') @54:55
                    Name(id='BLOCK_N') @54:62
                    Name(id='CAUSAL') @54:71
                    Const(value=0.0) @54:79
        Return() @55:5
          .values:
            Name(id='p') @55:12
            Const(value=1.0) @55:15
            Name(id='m_i') @55:20
            Name(id='l_i') @55:25
    KernelDef(name='jagged_attention') @57:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @58:9
          .dtype:
            Name(id='DT') @58:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @58:41
          .dtype:
            Name(id='DT') @58:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @58:75
          .dtype:
            Name(id='DT') @58:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @59:9
          .dtype:
            Name(id='DT') @59:19
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @59:41
          .dtype:
            Name(id='f32') @59:53
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @60:9
          .dtype:
            Name(id='i32') @60:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @60:25
          .dtype:
            Name(id='i32') @60:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @60:41
          .dtype:
            Name(id='f32') @60:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @60:56
          .dtype:
            Name(id='f32') @60:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @61:9
          .default:
            Name(id='f16') @61:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @61:26
          .default:
            Const(value=128) @61:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @61:42
          .default:
            Const(value=128) @61:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @61:64
          .default:
            Const(value=128) @61:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @61:86
          .default:
            Const(value=2) @61:102
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @62:9
          .default:
            Const(value=False) @62:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @62:32
          .default:
            Const(value='softmax') @62:45
        Param(name='OVERLAP', kind='const', dtype=None, dims=(), offsets=None) @62:56
          .default:
            BinOp(op='==') @62:73
              .lhs:
                Name(id='TARGET') @62:73
              .rhs:
                Const(value='gluon') @62:83
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @62:92
          .default:
            Const(value=240) @62:106
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @62:111
          .default:
            Const(value=64) @62:125
        Param(name='HPT', kind='const', dtype=None, dims=(), offsets=None) @63:9
          .default:
            Const(value=1) @63:22
        Param(name='PINGPONG', kind='const', dtype=None, dims=(), offsets=None) @63:25
          .default:
            Const(value=False) @63:43
        Param(name='QBUF', kind='const', dtype=None, dims=(), offsets=None) @63:50
          .default:
            Const(value=2) @63:64
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @63:67
          .default:
            Const(value=False) @63:84
        Param(name='HEAD_GROUPS', kind='const', dtype=None, dims=(), offsets=None) @63:91
          .default:
            Const(value=1) @63:112
        Param(name='KV_STEP', kind='const', dtype=None, dims=(), offsets=None) @64:9
          .default:
            Const(value=False) @64:26
        Param(name='O_TMA', kind='const', dtype=None, dims=(), offsets=None) @64:33
          .default:
            Const(value=False) @64:48
        Param(name='MASK_SPLIT', kind='const', dtype=None, dims=(), offsets=None) @64:55
          .default:
            Const(value=False) @64:75
        Param(name='LAZY_RESCALE', kind='const', dtype=None, dims=(), offsets=None) @65:9
          .default:
            Const(value=False) @65:31
      .body:
        Require(message='KV heads divide the query heads in groups of HPT') @69:5
          .cond:
            BoolOp(op='and') @69:13
              .values:
                BinOp(op='>') @69:13
                  .lhs:
                    Name(id='HKV') @69:13
                  .rhs:
                    Const(value=0) @69:19
                BinOp(op='==') @69:25
                  .lhs:
                    BinOp(op='%') @69:25
                      .lhs:
                        Name(id='H') @69:25
                      .rhs:
                        Name(id='HKV') @69:29
                  .rhs:
                    Const(value=0) @69:36
                BinOp(op='==') @69:42
                  .lhs:
                    BinOp(op='%') @69:43
                      .lhs:
                        BinOp(op='//') @69:43
                          .lhs:
                            Name(id='H') @69:43
                          .rhs:
                            Name(id='HKV') @69:48
                      .rhs:
                        Name(id='HPT') @69:55
                  .rhs:
                    Const(value=0) @69:62
        Require(message="HEAD_GROUPS divides the tiles' head groups H // HPT") @75:5
          .cond:
            BinOp(op='==') @75:13
              .lhs:
                BinOp(op='%') @75:14
                  .lhs:
                    BinOp(op='//') @75:14
                      .lhs:
                        Name(id='H') @75:14
                      .rhs:
                        Name(id='HPT') @75:19
                  .rhs:
                    Name(id='HEAD_GROUPS') @75:26
              .rhs:
                Const(value=0) @75:41
        Tiles() @76:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @76:18
                .func:
                  Name(id='range') @76:18
                .args:
                  Name(id='HEAD_GROUPS') @76:24
            )
            (
              ('seq', 'm')
              Call(kwargs=()) @76:48
                .func:
                  Name(id='blocks') @76:48
                .args:
                  Name(id='q') @76:55
                  BinOp(op='//') @76:58
                    .lhs:
                      Name(id='BLOCK_M') @76:58
                    .rhs:
                      Name(id='HPT') @76:69
            )
            (
              ('hgi',)
              Call(kwargs=()) @76:82
                .func:
                  Name(id='range') @76:82
                .args:
                  BinOp(op='//') @76:88
                    .lhs:
                      BinOp(op='//') @76:88
                        .lhs:
                          Name(id='H') @76:88
                        .rhs:
                          Name(id='HPT') @76:93
                    .rhs:
                      Name(id='HEAD_GROUPS') @76:100
            )
          .options:
            TileOption(id='persistent', arg=None) @76:113
            TileOption(id='longest_first', arg=None) @76:124
            TileOption(id='dynamic') @76:138
              .arg:
                Name(id='DYNAMIC') @76:146
        Assign(targets=('hg',)) @77:5
          .value:
            BinOp(op='+') @77:10
              .lhs:
                BinOp(op='*') @77:10
                  .lhs:
                    Name(id='hgo') @77:10
                  .rhs:
                    BinOp(op='//') @77:17
                      .lhs:
                        BinOp(op='//') @77:17
                          .lhs:
                            Name(id='H') @77:17
                          .rhs:
                            Name(id='HPT') @77:22
                      .rhs:
                        Name(id='HEAD_GROUPS') @77:29
              .rhs:
                Name(id='hgi') @77:44
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @78:5
          .cond:
            BinOp(op='==') @78:19
              .lhs:
                BinOp(op='%') @78:19
                  .lhs:
                    Name(id='BLOCK_M') @78:19
                  .rhs:
                    Name(id='WG_M') @78:29
              .rhs:
                Const(value=0) @78:37
        Assign(targets=('NWG',)) @79:5
          .value:
            BinOp(op='//') @79:11
              .lhs:
                Name(id='BLOCK_M') @79:11
              .rhs:
                Name(id='WG_M') @79:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @80:5
          .cond:
            BinOp(op='==') @80:19
              .lhs:
                BinOp(op='%') @80:19
                  .lhs:
                    Name(id='NWG') @80:19
                  .rhs:
                    Name(id='HPT') @80:25
              .rhs:
                Const(value=0) @80:32
        Assign(targets=('TILE_M',)) @81:5
          .value:
            BinOp(op='//') @81:14
              .lhs:
                Name(id='BLOCK_M') @81:14
              .rhs:
                Name(id='HPT') @81:25
        Assign(targets=('WPH',)) @82:5
          .value:
            BinOp(op='//') @82:11
              .lhs:
                Name(id='NWG') @82:11
              .rhs:
                Name(id='HPT') @82:18
        SmemDecl(name='q_tile') @86:5
          .stages:
            BinOp(op='*') @86:17
              .lhs:
                Name(id='QBUF') @86:17
              .rhs:
                BinOp(op='//') @86:25
                  .lhs:
                    Name(id='BLOCK_M') @86:25
                  .rhs:
                    Name(id='WG_M') @86:36
          .dtype:
            Name(id='DT') @86:44
          .shape:
            Name(id='WG_M') @86:47
            Name(id='D') @86:53
        SmemDecl(name='k_ring') @87:5
          .stages:
            Name(id='STAGES') @87:17
          .dtype:
            Name(id='DT') @87:26
          .shape:
            Name(id='BLOCK_N') @87:29
            Name(id='D') @87:38
        SmemDecl(name='v_ring') @88:5
          .stages:
            Name(id='STAGES') @88:17
          .dtype:
            Name(id='DT') @88:26
          .shape:
            Name(id='BLOCK_N') @88:29
            Name(id='D') @88:38
        If(orelse=()) @89:5
          .cond:
            Name(id='O_TMA') @89:8
          .body:
            SmemDecl(name='o_tile') @91:9
              .stages:
                BinOp(op='//') @91:21
                  .lhs:
                    Name(id='BLOCK_M') @91:21
                  .rhs:
                    Name(id='WG_M') @91:32
              .dtype:
                Name(id='DT') @91:39
              .shape:
                Name(id='WG_M') @91:42
                Name(id='D') @91:48
        BarrierDecl(name='q_ready', kwargs=()) @92:5
          .size:
            Name(id='QBUF') @92:21
        BarrierDecl(name='q_free') @93:5
          .size:
            Name(id='QBUF') @93:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @93:32
                .lhs:
                  Name(id='BLOCK_M') @93:32
                .rhs:
                  Name(id='WG_M') @93:43
            )
        If() @94:5
          .cond:
            BoolOp(op='and') @94:8
              .values:
                Name(id='KV_STEP') @94:8
                Name(id='OVERLAP') @94:20
          .body:
            BarrierDecl(name='kv_ready', kwargs=()) @97:9
              .size:
                Name(id='STAGES') @97:26
            BarrierDecl(name='kv_free') @98:9
              .size:
                Name(id='STAGES') @98:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @98:39
                    .lhs:
                      Name(id='BLOCK_M') @98:39
                    .rhs:
                      Name(id='WG_M') @98:50
                )
          .orelse:
            BarrierDecl(name='k_ready', kwargs=()) @100:9
              .size:
                Name(id='STAGES') @100:25
            BarrierDecl(name='k_free') @101:9
              .size:
                Name(id='STAGES') @101:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @101:38
                    .lhs:
                      Name(id='BLOCK_M') @101:38
                    .rhs:
                      Name(id='WG_M') @101:49
                )
            BarrierDecl(name='v_ready', kwargs=()) @102:9
              .size:
                Name(id='STAGES') @102:25
            BarrierDecl(name='v_free') @103:9
              .size:
                Name(id='STAGES') @103:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @103:38
                    .lhs:
                      Name(id='BLOCK_M') @103:38
                    .rhs:
                      Name(id='WG_M') @103:49
                )
        Assign(targets=('len_q',)) @105:5
          .value:
            Attr(name='len') @105:13
              .value:
                Index() @105:13
                  .value:
                    Name(id='q') @105:13
                  .subs:
                    Name(id='seq') @105:15
        Assign(targets=('len_k',)) @106:5
          .value:
            Attr(name='len') @106:13
              .value:
                Index() @106:13
                  .value:
                    Name(id='k') @106:13
                  .subs:
                    Name(id='seq') @106:15
        Assign(targets=('kv_head',)) @107:5
          .value:
            BinOp(op='//') @107:16
              .lhs:
                BinOp(op='*') @107:16
                  .lhs:
                    Name(id='hg') @107:16
                  .rhs:
                    Name(id='HPT') @107:21
              .rhs:
                BinOp(op='//') @107:30
                  .lhs:
                    Name(id='H') @107:30
                  .rhs:
                    Name(id='HKV') @107:35
        Assign(targets=('hi',)) @108:5
          .value:
            Name(id='len_k') @108:10
        If(orelse=()) @109:5
          .cond:
            Name(id='CAUSAL') @109:8
          .body:
            Assign(targets=('hi',)) @110:9
              .value:
                Call(kwargs=()) @110:14
                  .func:
                    Name(id='minimum') @110:14
                  .args:
                    Name(id='len_k') @110:22
                    BinOp(op='-') @110:30
                      .lhs:
                        BinOp(op='+') @110:30
                          .lhs:
                            BinOp(op='*') @110:30
                              .lhs:
                                BinOp(op='+') @110:30
                                  .lhs:
                                    Name(id='m') @110:30
                                  .rhs:
                                    Const(value=1) @110:34
                              .rhs:
                                Name(id='TILE_M') @110:39
                          .rhs:
                            Name(id='len_k') @110:48
                      .rhs:
                        Name(id='len_q') @110:56
        Assign(targets=('n_blocks',)) @111:5
          .value:
            Call(kwargs=()) @111:16
              .func:
                Name(id='cdiv') @111:16
              .args:
                Call(kwargs=()) @111:21
                  .func:
                    Name(id='maximum') @111:21
                  .args:
                    Name(id='hi') @111:29
                    Const(value=0) @111:33
                Name(id='BLOCK_N') @111:37
        Assign(targets=('seen_whole',)) @113:5
          .value:
            Name(id='len_k') @113:18
        If(orelse=()) @114:5
          .cond:
            Name(id='CAUSAL') @114:8
          .body:
            Assign(targets=('seen_whole',)) @115:9
              .value:
                Call(kwargs=()) @115:22
                  .func:
                    Name(id='minimum') @115:22
                  .args:
                    Name(id='len_k') @115:30
                    BinOp(op='-') @115:37
                      .lhs:
                        BinOp(op='+') @115:37
                          .lhs:
                            BinOp(op='+') @115:37
                              .lhs:
                                BinOp(op='*') @115:37
                                  .lhs:
                                    Name(id='m') @115:37
                                  .rhs:
                                    Name(id='TILE_M') @115:41
                              .rhs:
                                Const(value=1) @115:50
                          .rhs:
                            Name(id='len_k') @115:54
                      .rhs:
                        Name(id='len_q') @115:62
        Assign(targets=('n_whole',)) @116:5
          .value:
            Call(kwargs=()) @116:15
              .func:
                Name(id='minimum') @116:15
              .args:
                BinOp(op='//') @116:23
                  .lhs:
                    Call(kwargs=()) @116:23
                      .func:
                        Name(id='maximum') @116:23
                      .args:
                        Name(id='seen_whole') @116:31
                        Const(value=0) @116:43
                  .rhs:
                    Name(id='BLOCK_N') @116:49
                Name(id='n_blocks') @116:58
        Role(name='load', replica=None) @118:5
          .kwargs:
            (
              'warps'
              Const(value=1) @118:21
            )
            (
              'regs'
              Const(value=24) @118:29
            )
          .body:
            Assign(targets=('qs',)) @119:9
              .value:
                BinOp(op='%') @119:14
                  .lhs:
                    Name(id='tile_index') @119:14
                  .rhs:
                    Name(id='QBUF') @119:27
            Wait(phase=None) @121:9
              .target:
                Index() @121:14
                  .value:
                    Name(id='q_free') @121:14
                  .subs:
                    Name(id='qs') @121:21
            Expect() @122:9
              .target:
                Index() @122:16
                  .value:
                    Name(id='q_ready') @122:16
                  .subs:
                    Name(id='qs') @122:24
              .nbytes:
                BinOp(op='*') @122:29
                  .lhs:
                    Name(id='NWG') @122:29
                  .rhs:
                    Call(kwargs=()) @122:35
                      .func:
                        Name(id='bytes') @122:35
                      .args:
                        Name(id='q_tile') @122:41
            For(var='i') @123:9
              .iter:
                Call(kwargs=()) @123:18
                  .func:
                    Name(id='static_range') @123:18
                  .args:
                    Name(id='NWG') @123:31
              .body:
                Tma() @124:13
                  .dst:
                    Index() @124:17
                      .value:
                        Name(id='q_tile') @124:17
                      .subs:
                        BinOp(op='+') @124:24
                          .lhs:
                            BinOp(op='*') @124:24
                              .lhs:
                                Name(id='qs') @124:24
                              .rhs:
                                Name(id='NWG') @124:29
                          .rhs:
                            Name(id='i') @124:35
                  .src:
                    Index() @124:41
                      .value:
                        Name(id='q') @124:41
                      .subs:
                        Name(id='seq') @124:43
                        BinOp(op='+') @124:48
                          .lhs:
                            BinOp(op='*') @124:48
                              .lhs:
                                Name(id='WPH') @124:48
                              .rhs:
                                Name(id='m') @124:54
                          .rhs:
                            BinOp(op='%') @124:58
                              .lhs:
                                Name(id='i') @124:58
                              .rhs:
                                Name(id='WPH') @124:62
                        BinOp(op='+') @124:67
                          .lhs:
                            BinOp(op='*') @124:67
                              .lhs:
                                Name(id='hg') @124:67
                              .rhs:
                                Name(id='HPT') @124:72
                          .rhs:
                            BinOp(op='//') @124:78
                              .lhs:
                                Name(id='i') @124:78
                              .rhs:
                                Name(id='WPH') @124:83
                  .signals:
                    Index() @124:96
                      .value:
                        Name(id='q_ready') @124:96
                      .subs:
                        Name(id='qs') @124:104
            If() @125:9
              .cond:
                BoolOp(op='and') @125:12
                  .values:
                    Name(id='KV_STEP') @125:12
                    Name(id='OVERLAP') @125:24
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @127:13
                  .iter:
                    Call(kwargs=()) @127:27
                      .func:
                        Name(id='range') @127:27
                      .args:
                        Call(kwargs=()) @127:33
                          .func:
                            Name(id='minimum') @127:33
                          .args:
                            Name(id='n_blocks') @127:41
                            Const(value=1) @127:51
                  .stages:
                    Name(id='STAGES') @127:68
                  .body:
                    Wait(phase=None) @128:17
                      .target:
                        Index() @128:22
                          .value:
                            Name(id='kv_free') @128:22
                          .subs:
                            Name(id='slot') @128:30
                    Expect() @129:17
                      .target:
                        Index() @129:24
                          .value:
                            Name(id='kv_ready') @129:24
                          .subs:
                            Name(id='slot') @129:33
                      .nbytes:
                        Call(kwargs=()) @129:40
                          .func:
                            Name(id='bytes') @129:40
                          .args:
                            Name(id='k_ring') @129:46
                    Tma() @130:17
                      .dst:
                        Index() @130:21
                          .value:
                            Name(id='k_ring') @130:21
                          .subs:
                            Name(id='slot') @130:28
                      .src:
                        Index() @130:37
                          .value:
                            Name(id='k') @130:37
                          .subs:
                            Name(id='seq') @130:39
                            Name(id='n') @130:44
                            Name(id='kv_head') @130:47
                      .signals:
                        Index() @130:64
                          .value:
                            Name(id='kv_ready') @130:64
                          .subs:
                            Name(id='slot') @130:73
                Pipeline(var='n', slot='slot', ring='kv') @131:13
                  .iter:
                    Call(kwargs=()) @131:27
                      .func:
                        Name(id='range') @131:27
                      .args:
                        Const(value=1) @131:33
                        Name(id='n_blocks') @131:36
                  .stages:
                    Name(id='STAGES') @131:59
                  .body:
                    Wait(phase=None) @132:17
                      .target:
                        Index() @132:22
                          .value:
                            Name(id='kv_free') @132:22
                          .subs:
                            Name(id='slot') @132:30
                    Expect() @133:17
                      .target:
                        Index() @133:24
                          .value:
                            Name(id='kv_ready') @133:24
                          .subs:
                            Name(id='slot') @133:33
                      .nbytes:
                        BinOp(op='+') @133:40
                          .lhs:
                            Call(kwargs=()) @133:40
                              .func:
                                Name(id='bytes') @133:40
                              .args:
                                Name(id='k_ring') @133:46
                          .rhs:
                            Call(kwargs=()) @133:56
                              .func:
                                Name(id='bytes') @133:56
                              .args:
                                Name(id='v_ring') @133:62
                    Tma() @134:17
                      .dst:
                        Index() @134:21
                          .value:
                            Name(id='k_ring') @134:21
                          .subs:
                            Name(id='slot') @134:28
                      .src:
                        Index() @134:37
                          .value:
                            Name(id='k') @134:37
                          .subs:
                            Name(id='seq') @134:39
                            Name(id='n') @134:44
                            Name(id='kv_head') @134:47
                      .signals:
                        Index() @134:64
                          .value:
                            Name(id='kv_ready') @134:64
                          .subs:
                            Name(id='slot') @134:73
                    Tma() @135:17
                      .dst:
                        Index() @135:21
                          .value:
                            Name(id='v_ring') @135:21
                          .subs:
                            Name(id='slot') @135:28
                      .src:
                        Index() @135:37
                          .value:
                            Name(id='v') @135:37
                          .subs:
                            Name(id='seq') @135:39
                            BinOp(op='-') @135:44
                              .lhs:
                                Name(id='n') @135:44
                              .rhs:
                                Const(value=1) @135:48
                            Name(id='kv_head') @135:51
                      .signals:
                        Index() @135:68
                          .value:
                            Name(id='kv_ready') @135:68
                          .subs:
                            Name(id='slot') @135:77
                Pipeline(var='n', slot='slot', ring='kv') @136:13
                  .iter:
                    Call(kwargs=()) @136:27
                      .func:
                        Name(id='range') @136:27
                      .args:
                        Name(id='n_blocks') @136:33
                        BinOp(op='+') @136:43
                          .lhs:
                            Name(id='n_blocks') @136:43
                          .rhs:
                            Call(kwargs=()) @136:54
                              .func:
                                Name(id='minimum') @136:54
                              .args:
                                Name(id='n_blocks') @136:62
                                Const(value=1) @136:72
                  .stages:
                    Name(id='STAGES') @136:89
                  .body:
                    Wait(phase=None) @137:17
                      .target:
                        Index() @137:22
                          .value:
                            Name(id='kv_free') @137:22
                          .subs:
                            Name(id='slot') @137:30
                    Expect() @138:17
                      .target:
                        Index() @138:24
                          .value:
                            Name(id='kv_ready') @138:24
                          .subs:
                            Name(id='slot') @138:33
                      .nbytes:
                        Call(kwargs=()) @138:40
                          .func:
                            Name(id='bytes') @138:40
                          .args:
                            Name(id='v_ring') @138:46
                    Tma() @139:17
                      .dst:
                        Index() @139:21
                          .value:
                            Name(id='v_ring') @139:21
                          .subs:
                            Name(id='slot') @139:28
                      .src:
                        Index() @139:37
                          .value:
                            Name(id='v') @139:37
                          .subs:
                            Name(id='seq') @139:39
                            BinOp(op='-') @139:44
                              .lhs:
                                Name(id='n') @139:44
                              .rhs:
                                Const(value=1) @139:48
                            Name(id='kv_head') @139:51
                      .signals:
                        Index() @139:68
                          .value:
                            Name(id='kv_ready') @139:68
                          .subs:
                            Name(id='slot') @139:77
              .orelse:
                Assign(targets=('n_first',)) @143:13
                  .value:
                    Name(id='n_blocks') @143:23
                If(orelse=()) @144:13
                  .cond:
                    BoolOp(op='and') @144:16
                      .values:
                        Name(id='MASK_SPLIT') @144:16
                        Name(id='OVERLAP') @144:31
                  .body:
                    Assign(targets=('n_first',)) @145:17
                      .value:
                        Name(id='n_whole') @145:27
                Pipeline(var='n', slot='slot', ring='kv') @146:13
                  .iter:
                    Call(kwargs=()) @146:27
                      .func:
                        Name(id='range') @146:27
                      .args:
                        Name(id='n_first') @146:33
                  .stages:
                    Name(id='STAGES') @146:55
                  .body:
                    Wait(phase=None) @147:17
                      .target:
                        Index() @147:22
                          .value:
                            Name(id='k_free') @147:22
                          .subs:
                            Name(id='slot') @147:29
                    Expect() @148:17
                      .target:
                        Index() @148:24
                          .value:
                            Name(id='k_ready') @148:24
                          .subs:
                            Name(id='slot') @148:32
                      .nbytes:
                        Call(kwargs=()) @148:39
                          .func:
                            Name(id='bytes') @148:39
                          .args:
                            Name(id='k_ring') @148:45
                    Tma() @149:17
                      .dst:
                        Index() @149:21
                          .value:
                            Name(id='k_ring') @149:21
                          .subs:
                            Name(id='slot') @149:28
                      .src:
                        Index() @149:37
                          .value:
                            Name(id='k') @149:37
                          .subs:
                            Name(id='seq') @149:39
                            Name(id='n') @149:44
                            Name(id='kv_head') @149:47
                      .signals:
                        Index() @149:64
                          .value:
                            Name(id='k_ready') @149:64
                          .subs:
                            Name(id='slot') @149:72
                    Wait(phase=None) @150:17
                      .target:
                        Index() @150:22
                          .value:
                            Name(id='v_free') @150:22
                          .subs:
                            Name(id='slot') @150:29
                    Expect() @151:17
                      .target:
                        Index() @151:24
                          .value:
                            Name(id='v_ready') @151:24
                          .subs:
                            Name(id='slot') @151:32
                      .nbytes:
                        Call(kwargs=()) @151:39
                          .func:
                            Name(id='bytes') @151:39
                          .args:
                            Name(id='v_ring') @151:45
                    Tma() @152:17
                      .dst:
                        Index() @152:21
                          .value:
                            Name(id='v_ring') @152:21
                          .subs:
                            Name(id='slot') @152:28
                      .src:
                        Index() @152:37
                          .value:
                            Name(id='v') @152:37
                          .subs:
                            Name(id='seq') @152:39
                            Name(id='n') @152:44
                            Name(id='kv_head') @152:47
                      .signals:
                        Index() @152:64
                          .value:
                            Name(id='v_ready') @152:64
                          .subs:
                            Name(id='slot') @152:72
                If(orelse=()) @153:13
                  .cond:
                    BoolOp(op='and') @153:16
                      .values:
                        Name(id='MASK_SPLIT') @153:16
                        Name(id='OVERLAP') @153:31
                  .body:
                    Pipeline(var='n', slot='slot', ring='kv') @154:17
                      .iter:
                        Call(kwargs=()) @154:31
                          .func:
                            Name(id='range') @154:31
                          .args:
                            Name(id='n_whole') @154:37
                            Name(id='n_blocks') @154:46
                      .stages:
                        Name(id='STAGES') @154:69
                      .body:
                        Wait(phase=None) @155:21
                          .target:
                            Index() @155:26
                              .value:
                                Name(id='k_free') @155:26
                              .subs:
                                Name(id='slot') @155:33
                        Expect() @156:21
                          .target:
                            Index() @156:28
                              .value:
                                Name(id='k_ready') @156:28
                              .subs:
                                Name(id='slot') @156:36
                          .nbytes:
                            Call(kwargs=()) @156:43
                              .func:
                                Name(id='bytes') @156:43
                              .args:
                                Name(id='k_ring') @156:49
                        Tma() @157:21
                          .dst:
                            Index() @157:25
                              .value:
                                Name(id='k_ring') @157:25
                              .subs:
                                Name(id='slot') @157:32
                          .src:
                            Index() @157:41
                              .value:
                                Name(id='k') @157:41
                              .subs:
                                Name(id='seq') @157:43
                                Name(id='n') @157:48
                                Name(id='kv_head') @157:51
                          .signals:
                            Index() @157:68
                              .value:
                                Name(id='k_ready') @157:68
                              .subs:
                                Name(id='slot') @157:76
                        Wait(phase=None) @158:21
                          .target:
                            Index() @158:26
                              .value:
                                Name(id='v_free') @158:26
                              .subs:
                                Name(id='slot') @158:33
                        Expect() @159:21
                          .target:
                            Index() @159:28
                              .value:
                                Name(id='v_ready') @159:28
                              .subs:
                                Name(id='slot') @159:36
                          .nbytes:
                            Call(kwargs=()) @159:43
                              .func:
                                Name(id='bytes') @159:43
                              .args:
                                Name(id='v_ring') @159:49
                        Tma() @160:21
                          .dst:
                            Index() @160:25
                              .value:
                                Name(id='v_ring') @160:25
                              .subs:
                                Name(id='slot') @160:32
                          .src:
                            Index() @160:41
                              .value:
                                Name(id='v') @160:41
                              .subs:
                                Name(id='seq') @160:43
                                Name(id='n') @160:48
                                Name(id='kv_head') @160:51
                          .signals:
                            Index() @160:68
                              .value:
                                Name(id='v_ready') @160:68
                              .subs:
                                Name(id='slot') @160:76
        Role(name='compute', replica='wg') @162:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @162:29
            )
            (
              'regs'
              Name(id='REGS') @162:39
            )
          .body:
            Assign(targets=('qk_scale',)) @163:9
              .value:
                BinOp(op='*') @163:20
                  .lhs:
                    Name(id='sm_scale') @163:20
                  .rhs:
                    Name(id='LOG2E') @163:31
            Assign(targets=('head',)) @164:9
              .value:
                BinOp(op='+') @164:16
                  .lhs:
                    BinOp(op='*') @164:16
                      .lhs:
                        Name(id='hg') @164:16
                      .rhs:
                        Name(id='HPT') @164:21
                  .rhs:
                    BinOp(op='//') @164:27
                      .lhs:
                        Name(id='wg') @164:27
                      .rhs:
                        Name(id='WPH') @164:33
            Assign(targets=('row0',)) @165:9
              .value:
                BinOp(op='+') @165:16
                  .lhs:
                    BinOp(op='*') @165:16
                      .lhs:
                        Name(id='m') @165:16
                      .rhs:
                        Name(id='TILE_M') @165:20
                  .rhs:
                    BinOp(op='*') @165:30
                      .lhs:
                        BinOp(op='%') @165:30
                          .lhs:
                            Name(id='wg') @165:30
                          .rhs:
                            Name(id='WPH') @165:35
                      .rhs:
                        Name(id='WG_M') @165:42
            Assign(targets=('rows',)) @166:9
              .value:
                BinOp(op='+') @166:16
                  .lhs:
                    Name(id='row0') @166:16
                  .rhs:
                    Call(kwargs=()) @166:23
                      .func:
                        Name(id='arange') @166:23
                      .args:
                        Name(id='WG_M') @166:30
            Assign(targets=('cols',)) @167:9
              .value:
                Call(kwargs=()) @167:16
                  .func:
                    Name(id='arange') @167:16
                  .args:
                    Name(id='BLOCK_N') @167:23
            Assign(targets=('m_i',)) @168:9
              .value:
                Call(kwargs=()) @168:15
                  .func:
                    Name(id='full') @168:15
                  .args:
                    ListLit() @168:20
                      .elts:
                        Name(id='WG_M') @168:21
                    Name(id='NEG_INF') @168:28
                    Name(id='f32') @168:37
            Assign(targets=('l_i',)) @169:9
              .value:
                Call(kwargs=()) @169:15
                  .func:
                    Name(id='zeros') @169:15
                  .args:
                    ListLit() @169:21
                      .elts:
                        Name(id='WG_M') @169:22
                    Name(id='f32') @169:29
            Assign(targets=('acc',)) @170:9
              .value:
                Call(kwargs=()) @170:15
                  .func:
                    Name(id='zeros') @170:15
                  .args:
                    ListLit() @170:21
                      .elts:
                        Name(id='WG_M') @170:22
                        Name(id='D') @170:28
                    Name(id='f32') @170:32
            Assign(targets=('qs',)) @171:9
              .value:
                BinOp(op='%') @171:14
                  .lhs:
                    Name(id='tile_index') @171:14
                  .rhs:
                    Name(id='QBUF') @171:27
            Assign(targets=('my_q',)) @172:9
              .value:
                BinOp(op='+') @172:16
                  .lhs:
                    BinOp(op='*') @172:16
                      .lhs:
                        Name(id='qs') @172:16
                      .rhs:
                        Name(id='NWG') @172:21
                  .rhs:
                    Name(id='wg') @172:27
            Wait(phase=None) @173:9
              .target:
                Index() @173:14
                  .value:
                    Name(id='q_ready') @173:14
                  .subs:
                    Name(id='qs') @173:22
            If() @174:9
              .cond:
                BoolOp(op='and') @174:12
                  .values:
                    Name(id='KV_STEP') @174:12
                    Name(id='OVERLAP') @174:24
              .body:
                Assign(targets=('p',)) @177:13
                  .value:
                    Call(kwargs=()) @177:17
                      .func:
                        Name(id='zeros') @177:17
                      .args:
                        ListLit() @177:23
                          .elts:
                            Name(id='WG_M') @177:24
                            Name(id='BLOCK_N') @177:30
                        Name(id='DT') @177:40
                Pipeline(var='n', slot='slot', ring='kv') @178:13
                  .iter:
                    Call(kwargs=()) @178:27
                      .func:
                        Name(id='range') @178:27
                      .args:
                        Call(kwargs=()) @178:33
                          .func:
                            Name(id='minimum') @178:33
                          .args:
                            Name(id='n_blocks') @178:41
                            Const(value=1) @178:51
                  .stages:
                    Name(id='STAGES') @178:68
                  .body:
                    Wait(phase=None) @179:17
                      .target:
                        Index() @179:22
                          .value:
                            Name(id='kv_ready') @179:22
                          .subs:
                            Name(id='slot') @179:31
                    Turn() @180:17
                      .cond:
                        BoolOp(op='and') @180:28
                          .values:
                            Name(id='PINGPONG') @180:28
                            BinOp(op='>') @180:41
                              .lhs:
                                Name(id='NWG') @180:41
                              .rhs:
                                Const(value=1) @180:47
                      .body:
                        Assign(targets=('s_first',)) @181:21
                          .value:
                            Call(kwargs=()) @181:31
                              .func:
                                Name(id='mma_async') @181:31
                              .args:
                                Index() @181:41
                                  .value:
                                    Name(id='q_tile') @181:41
                                  .subs:
                                    Name(id='my_q') @181:48
                                Attr(name='T') @181:55
                                  .value:
                                    Index() @181:55
                                      .value:
                                        Name(id='k_ring') @181:55
                                      .subs:
                                        Name(id='slot') @181:62
                    Assign(targets=('s',)) @182:17
                      .value:
                        Call(kwargs=()) @182:21
                          .func:
                            Name(id='mma_wait') @182:21
                          .args:
                            Name(id='s_first') @182:30
                    Arrive(count=None) @183:17
                      .target:
                        Index() @183:24
                          .value:
                            Name(id='kv_free') @183:24
                          .subs:
                            Name(id='slot') @183:32
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @184:17
                      .value:
                        Call(kwargs=()) @184:40
                          .func:
                            Name(id='scores_to_probs') @184:40
                          .args:
                            Name(id='s') @184:56
                            Name(id='n') @184:59
                            Name(id='rows') @184:62
                            Name(id='cols') @184:68
                            Name(id='row0') @184:74
                            Name(id='len_q') @184:80
                            Name(id='len_k') @184:87
                            Name(id='m_i') @184:94
                            Name(id='l_i') @184:99
                            Name(id='qk_scale') @184:104
                            Name(id='BLOCK_N') @185:55
                            Name(id='CAUSAL') @185:64
                            Name(id='ACT') @185:72
                            Const(value=False) @185:77
                            Const(value=False) @185:84
                    Assign(targets=('p',)) @186:17
                      .value:
                        Call(kwargs=()) @186:21
                          .func:
                            Name(id='cast') @186:21
                          .args:
                            Name(id='p32') @186:26
                            Name(id='DT') @186:31
                Pipeline(var='n', slot='slot', ring='kv') @187:13
                  .iter:
                    Call(kwargs=()) @187:27
                      .func:
                        Name(id='range') @187:27
                      .args:
                        Const(value=1) @187:33
                        Name(id='n_blocks') @187:36
                  .stages:
                    Name(id='STAGES') @187:59
                  .body:
                    Wait(phase=None) @188:17
                      .target:
                        Index() @188:22
                          .value:
                            Name(id='kv_ready') @188:22
                          .subs:
                            Name(id='slot') @188:31
                    Turn() @189:17
                      .cond:
                        BoolOp(op='and') @189:28
                          .values:
                            Name(id='PINGPONG') @189:28
                            BinOp(op='>') @189:41
                              .lhs:
                                Name(id='NWG') @189:41
                              .rhs:
                                Const(value=1) @189:47
                      .body:
                        Assign(targets=('s_next',)) @190:21
                          .value:
                            Call(kwargs=()) @190:30
                              .func:
                                Name(id='mma_async') @190:30
                              .args:
                                Index() @190:40
                                  .value:
                                    Name(id='q_tile') @190:40
                                  .subs:
                                    Name(id='my_q') @190:47
                                Attr(name='T') @190:54
                                  .value:
                                    Index() @190:54
                                      .value:
                                        Name(id='k_ring') @190:54
                                      .subs:
                                        Name(id='slot') @190:61
                        Assign(targets=('o_next',)) @191:21
                          .value:
                            Call(kwargs=()) @191:30
                              .func:
                                Name(id='mma_async') @191:30
                              .args:
                                Name(id='p') @191:40
                                Index() @191:43
                                  .value:
                                    Name(id='v_ring') @191:43
                                  .subs:
                                    Name(id='slot') @191:50
                                Name(id='acc') @191:57
                    Assign(targets=('s',)) @192:17
                      .value:
                        Call() @192:21
                          .func:
                            Name(id='mma_wait') @192:21
                          .args:
                            Name(id='s_next') @192:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @192:46
                            )
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @193:17
                      .value:
                        Call(kwargs=()) @193:40
                          .func:
                            Name(id='scores_to_probs') @193:40
                          .args:
                            Name(id='s') @193:56
                            Name(id='n') @193:59
                            Name(id='rows') @193:62
                            Name(id='cols') @193:68
                            Name(id='row0') @193:74
                            Name(id='len_q') @193:80
                            Name(id='len_k') @193:87
                            Name(id='m_i') @193:94
                            Name(id='l_i') @193:99
                            Name(id='qk_scale') @193:104
                            Name(id='BLOCK_N') @194:55
                            Name(id='CAUSAL') @194:64
                            Name(id='ACT') @194:72
                            Const(value=False) @194:77
                            Const(value=False) @194:84
                    Assign(targets=('acc',)) @195:17
                      .value:
                        Call(kwargs=()) @195:23
                          .func:
                            Name(id='mma_wait') @195:23
                          .args:
                            Name(id='o_next') @195:32
                    Arrive(count=None) @196:17
                      .target:
                        Index() @196:24
                          .value:
                            Name(id='kv_free') @196:24
                          .subs:
                            Name(id='slot') @196:32
                    If(orelse=()) @197:17
                      .cond:
                        BinOp(op='==') @197:20
                          .lhs:
                            Name(id='ACT') @197:20
                          .rhs:
                            Const(value='softmax') @197:27
                      .body:
                        Assign(targets=('acc',)) @198:21
                          .value:
                            BinOp(op='*') @198:27
                              .lhs:
                                Name(id='acc') @198:27
                              .rhs:
                                Index() @198:33
                                  .value:
                                    Name(id='alpha') @198:33
                                  .subs:
                                    FullSlice() @198:39
                                    Const(value=None) @198:42
                    Assign(targets=('p',)) @199:17
                      .value:
                        Call(kwargs=()) @199:21
                          .func:
                            Name(id='cast') @199:21
                          .args:
                            Name(id='p32') @199:26
                            Name(id='DT') @199:31
                Arrive(count=None) @200:13
                  .target:
                    Index() @200:20
                      .value:
                        Name(id='q_free') @200:20
                      .subs:
                        Name(id='qs') @200:27
                Pipeline(var='n', slot='slot', ring='kv') @201:13
                  .iter:
                    Call(kwargs=()) @201:27
                      .func:
                        Name(id='range') @201:27
                      .args:
                        Name(id='n_blocks') @201:33
                        BinOp(op='+') @201:43
                          .lhs:
                            Name(id='n_blocks') @201:43
                          .rhs:
                            Call(kwargs=()) @201:54
                              .func:
                                Name(id='minimum') @201:54
                              .args:
                                Name(id='n_blocks') @201:62
                                Const(value=1) @201:72
                  .stages:
                    Name(id='STAGES') @201:89
                  .body:
                    Wait(phase=None) @202:17
                      .target:
                        Index() @202:22
                          .value:
                            Name(id='kv_ready') @202:22
                          .subs:
                            Name(id='slot') @202:31
                    Assign(targets=('acc',)) @203:17
                      .value:
                        Call(kwargs=()) @203:23
                          .func:
                            Name(id='mma_wait') @203:23
                          .args:
                            Call(kwargs=()) @203:32
                              .func:
                                Name(id='mma_async') @203:32
                              .args:
                                Name(id='p') @203:42
                                Index() @203:45
                                  .value:
                                    Name(id='v_ring') @203:45
                                  .subs:
                                    Name(id='slot') @203:52
                                Name(id='acc') @203:59
                    Arrive(count=None) @204:17
                      .target:
                        Index() @204:24
                          .value:
                            Name(id='kv_free') @204:24
                          .subs:
                            Name(id='slot') @204:32
              .orelse:
                If() @205:9
                  .cond:
                    Name(id='OVERLAP') @205:14
                  .body:
                    Assign(targets=('p',)) @207:13
                      .value:
                        Call(kwargs=()) @207:17
                          .func:
                            Name(id='zeros') @207:17
                          .args:
                            ListLit() @207:23
                              .elts:
                                Name(id='WG_M') @207:24
                                Name(id='BLOCK_N') @207:30
                            Name(id='DT') @207:40
                    Assign(targets=('last',)) @208:13
                      .value:
                        Const(value=0) @208:20
                    Pipeline(var='n', slot='slot', ring='kv') @209:13
                      .iter:
                        Call(kwargs=()) @209:27
                          .func:
                            Name(id='range') @209:27
                          .args:
                            Call(kwargs=()) @209:33
                              .func:
                                Name(id='minimum') @209:33
                              .args:
                                Name(id='n_blocks') @209:41
                                Const(value=1) @209:51
                      .stages:
                        Name(id='STAGES') @209:68
                      .body:
                        Wait(phase=None) @210:17
                          .target:
                            Index() @210:22
                              .value:
                                Name(id='k_ready') @210:22
                              .subs:
                                Name(id='slot') @210:30
                        Turn() @211:17
                          .cond:
                            BoolOp(op='and') @211:28
                              .values:
                                Name(id='PINGPONG') @211:28
                                BinOp(op='>') @211:41
                                  .lhs:
                                    Name(id='NWG') @211:41
                                  .rhs:
                                    Const(value=1) @211:47
                          .body:
                            Assign(targets=('s_first',)) @212:21
                              .value:
                                Call(kwargs=()) @212:31
                                  .func:
                                    Name(id='mma_async') @212:31
                                  .args:
                                    Index() @212:41
                                      .value:
                                        Name(id='q_tile') @212:41
                                      .subs:
                                        Name(id='my_q') @212:48
                                    Attr(name='T') @212:55
                                      .value:
                                        Index() @212:55
                                          .value:
                                            Name(id='k_ring') @212:55
                                          .subs:
                                            Name(id='slot') @212:62
                        Assign(targets=('s',)) @213:17
                          .value:
                            Call(kwargs=()) @213:21
                              .func:
                                Name(id='mma_wait') @213:21
                              .args:
                                Name(id='s_first') @213:30
                        Arrive(count=None) @214:17
                          .target:
                            Index() @214:24
                              .value:
                                Name(id='k_free') @214:24
                              .subs:
                                Name(id='slot') @214:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @215:17
                          .value:
                            Call(kwargs=()) @215:40
                              .func:
                                Name(id='scores_to_probs') @215:40
                              .args:
                                Name(id='s') @215:56
                                Name(id='n') @215:59
                                Name(id='rows') @215:62
                                Name(id='cols') @215:68
                                Name(id='row0') @215:74
                                Name(id='len_q') @215:80
                                Name(id='len_k') @215:87
                                Name(id='m_i') @215:94
                                Name(id='l_i') @215:99
                                Name(id='qk_scale') @215:104
                                Name(id='BLOCK_N') @216:55
                                Name(id='CAUSAL') @216:64
                                Name(id='ACT') @216:72
                                Const(value=False) @216:77
                                Const(value=False) @216:84
                        Assign(targets=('p',)) @217:17
                          .value:
                            Call(kwargs=()) @217:21
                              .func:
                                Name(id='cast') @217:21
                              .args:
                                Name(id='p32') @217:26
                                Name(id='DT') @217:31
                        Wait(phase=None) @218:17
                          .target:
                            Index() @218:22
                              .value:
                                Name(id='v_ready') @218:22
                              .subs:
                                Name(id='slot') @218:30
                        Assign(targets=('last',)) @219:17
                          .value:
                            Name(id='slot') @219:24
                    Assign(targets=('n_full',)) @223:13
                      .value:
                        Name(id='n_blocks') @223:22
                    If(orelse=()) @224:13
                      .cond:
                        Name(id='MASK_SPLIT') @224:16
                      .body:
                        Assign(targets=('n_full',)) @225:17
                          .value:
                            Call(kwargs=()) @225:26
                              .func:
                                Name(id='maximum') @225:26
                              .args:
                                Name(id='n_whole') @225:34
                                Const(value=1) @225:43
                    Pipeline(var='n', slot='slot', ring='kv') @228:13
                      .iter:
                        Call(kwargs=()) @228:27
                          .func:
                            Name(id='range') @228:27
                          .args:
                            Const(value=1) @228:33
                            Name(id='n_full') @228:36
                      .stages:
                        Name(id='STAGES') @228:57
                      .body:
                        Wait(phase=None) @229:17
                          .target:
                            Index() @229:22
                              .value:
                                Name(id='k_ready') @229:22
                              .subs:
                                Name(id='slot') @229:30
                        Turn() @232:17
                          .cond:
                            BoolOp(op='and') @232:28
                              .values:
                                Name(id='PINGPONG') @232:28
                                BinOp(op='>') @232:41
                                  .lhs:
                                    Name(id='NWG') @232:41
                                  .rhs:
                                    Const(value=1) @232:47
                          .body:
                            Assign(targets=('s_next',)) @233:21
                              .value:
                                Call(kwargs=()) @233:30
                                  .func:
                                    Name(id='mma_async') @233:30
                                  .args:
                                    Index() @233:40
                                      .value:
                                        Name(id='q_tile') @233:40
                                      .subs:
                                        Name(id='my_q') @233:47
                                    Attr(name='T') @233:54
                                      .value:
                                        Index() @233:54
                                          .value:
                                            Name(id='k_ring') @233:54
                                          .subs:
                                            Name(id='slot') @233:61
                            Assign(targets=('o_next',)) @234:21
                              .value:
                                Call(kwargs=()) @234:30
                                  .func:
                                    Name(id='mma_async') @234:30
                                  .args:
                                    Name(id='p') @234:40
                                    Index() @234:43
                                      .value:
                                        Name(id='v_ring') @234:43
                                      .subs:
                                        Name(id='last') @234:50
                                    Name(id='acc') @234:57
                        Assign(targets=('s',)) @235:17
                          .value:
                            Call() @235:21
                              .func:
                                Name(id='mma_wait') @235:21
                              .args:
                                Name(id='s_next') @235:30
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @235:46
                                )
                        Arrive(count=None) @236:17
                          .target:
                            Index() @236:24
                              .value:
                                Name(id='k_free') @236:24
                              .subs:
                                Name(id='slot') @236:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @237:17
                          .value:
                            Call(kwargs=()) @237:40
                              .func:
                                Name(id='scores_to_probs') @237:40
                              .args:
                                Name(id='s') @237:56
                                Name(id='n') @237:59
                                Name(id='rows') @237:62
                                Name(id='cols') @237:68
                                Name(id='row0') @237:74
                                Name(id='len_q') @237:80
                                Name(id='len_k') @237:87
                                Name(id='m_i') @237:94
                                Name(id='l_i') @237:99
                                Name(id='qk_scale') @237:104
                                Name(id='BLOCK_N') @238:55
                                Name(id='CAUSAL') @238:64
                                Name(id='ACT') @238:72
                                Name(id='MASK_SPLIT') @238:77
                                Name(id='LAZY_RESCALE') @238:89
                        Assign(targets=('acc',)) @239:17
                          .value:
                            Call(kwargs=()) @239:23
                              .func:
                                Name(id='mma_wait') @239:23
                              .args:
                                Name(id='o_next') @239:32
                        Arrive(count=None) @240:17
                          .target:
                            Index() @240:24
                              .value:
                                Name(id='v_free') @240:24
                              .subs:
                                Name(id='last') @240:31
                        If(orelse=()) @241:17
                          .cond:
                            BinOp(op='==') @241:20
                              .lhs:
                                Name(id='ACT') @241:20
                              .rhs:
                                Const(value='softmax') @241:27
                          .body:
                            If() @242:21
                              .cond:
                                Name(id='LAZY_RESCALE') @242:24
                              .body:
                                If(orelse=()) @243:25
                                  .cond:
                                    BinOp(op='<') @243:28
                                      .lhs:
                                        Call() @243:28
                                          .func:
                                            Name(id='min') @243:28
                                          .args:
                                            Name(id='alpha') @243:32
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @243:44
                                            )
                                      .rhs:
                                        Const(value=1.0) @243:49
                                  .body:
                                    Assign(targets=('acc',)) @244:29
                                      .value:
                                        BinOp(op='*') @244:35
                                          .lhs:
                                            Name(id='acc') @244:35
                                          .rhs:
                                            Index() @244:41
                                              .value:
                                                Name(id='alpha') @244:41
                                              .subs:
                                                FullSlice() @244:47
                                                Const(value=None) @244:50
                              .orelse:
                                Assign(targets=('acc',)) @246:25
                                  .value:
                                    BinOp(op='*') @246:31
                                      .lhs:
                                        Name(id='acc') @246:31
                                      .rhs:
                                        Index() @246:37
                                          .value:
                                            Name(id='alpha') @246:37
                                          .subs:
                                            FullSlice() @246:43
                                            Const(value=None) @246:46
                        Assign(targets=('p',)) @247:17
                          .value:
                            Call(kwargs=()) @247:21
                              .func:
                                Name(id='cast') @247:21
                              .args:
                                Name(id='p32') @247:26
                                Name(id='DT') @247:31
                        Wait(phase=None) @248:17
                          .target:
                            Index() @248:22
                              .value:
                                Name(id='v_ready') @248:22
                              .subs:
                                Name(id='slot') @248:30
                        Assign(targets=('last',)) @249:17
                          .value:
                            Name(id='slot') @249:24
                    If(orelse=()) @250:13
                      .cond:
                        Name(id='MASK_SPLIT') @250:16
                      .body:
                        Pipeline(var='n', slot='slot', ring='kv') @251:17
                          .iter:
                            Call(kwargs=()) @251:31
                              .func:
                                Name(id='range') @251:31
                              .args:
                                Name(id='n_full') @251:37
                                Name(id='n_blocks') @251:45
                          .stages:
                            Name(id='STAGES') @251:68
                          .body:
                            Wait(phase=None) @252:21
                              .target:
                                Index() @252:26
                                  .value:
                                    Name(id='k_ready') @252:26
                                  .subs:
                                    Name(id='slot') @252:34
                            Turn() @253:21
                              .cond:
                                BoolOp(op='and') @253:32
                                  .values:
                                    Name(id='PINGPONG') @253:32
                                    BinOp(op='>') @253:45
                                      .lhs:
                                        Name(id='NWG') @253:45
                                      .rhs:
                                        Const(value=1) @253:51
                              .body:
                                Assign(targets=('s_next',)) @254:25
                                  .value:
                                    Call(kwargs=()) @254:34
                                      .func:
                                        Name(id='mma_async') @254:34
                                      .args:
                                        Index() @254:44
                                          .value:
                                            Name(id='q_tile') @254:44
                                          .subs:
                                            Name(id='my_q') @254:51
                                        Attr(name='T') @254:58
                                          .value:
                                            Index() @254:58
                                              .value:
                                                Name(id='k_ring') @254:58
                                              .subs:
                                                Name(id='slot') @254:65
                                Assign(targets=('o_next',)) @255:25
                                  .value:
                                    Call(kwargs=()) @255:34
                                      .func:
                                        Name(id='mma_async') @255:34
                                      .args:
                                        Name(id='p') @255:44
                                        Index() @255:47
                                          .value:
                                            Name(id='v_ring') @255:47
                                          .subs:
                                            Name(id='last') @255:54
                                        Name(id='acc') @255:61
                            Assign(targets=('s',)) @256:21
                              .value:
                                Call() @256:25
                                  .func:
                                    Name(id='mma_wait') @256:25
                                  .args:
                                    Name(id='s_next') @256:34
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @256:50
                                    )
                            Arrive(count=None) @257:21
                              .target:
                                Index() @257:28
                                  .value:
                                    Name(id='k_free') @257:28
                                  .subs:
                                    Name(id='slot') @257:35
                            Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @258:21
                              .value:
                                Call(kwargs=()) @258:44
                                  .func:
                                    Name(id='scores_to_probs') @258:44
                                  .args:
                                    Name(id='s') @258:60
                                    Name(id='n') @258:63
                                    Name(id='rows') @258:66
                                    Name(id='cols') @258:72
                                    Name(id='row0') @258:78
                                    Name(id='len_q') @258:84
                                    Name(id='len_k') @258:91
                                    Name(id='m_i') @258:98
                                    Name(id='l_i') @258:103
                                    Name(id='qk_scale') @259:59
                                    Name(id='BLOCK_N') @259:69
                                    Name(id='CAUSAL') @259:78
                                    Name(id='ACT') @259:86
                                    Const(value=False) @259:91
                                    Name(id='LAZY_RESCALE') @259:98
                            Assign(targets=('acc',)) @260:21
                              .value:
                                Call(kwargs=()) @260:27
                                  .func:
                                    Name(id='mma_wait') @260:27
                                  .args:
                                    Name(id='o_next') @260:36
                            Arrive(count=None) @261:21
                              .target:
                                Index() @261:28
                                  .value:
                                    Name(id='v_free') @261:28
                                  .subs:
                                    Name(id='last') @261:35
                            If(orelse=()) @262:21
                              .cond:
                                BinOp(op='==') @262:24
                                  .lhs:
                                    Name(id='ACT') @262:24
                                  .rhs:
                                    Const(value='softmax') @262:31
                              .body:
                                If() @263:25
                                  .cond:
                                    Name(id='LAZY_RESCALE') @263:28
                                  .body:
                                    If(orelse=()) @264:29
                                      .cond:
                                        BinOp(op='<') @264:32
                                          .lhs:
                                            Call() @264:32
                                              .func:
                                                Name(id='min') @264:32
                                              .args:
                                                Name(id='alpha') @264:36
                                              .kwargs:
                                                (
                                                  'axis'
                                                  Const(value=0) @264:48
                                                )
                                          .rhs:
                                            Const(value=1.0) @264:53
                                      .body:
                                        Assign(targets=('acc',)) @265:33
                                          .value:
                                            BinOp(op='*') @265:39
                                              .lhs:
                                                Name(id='acc') @265:39
                                              .rhs:
                                                Index() @265:45
                                                  .value:
                                                    Name(id='alpha') @265:45
                                                  .subs:
                                                    FullSlice() @265:51
                                                    Const(value=None) @265:54
                                  .orelse:
                                    Assign(targets=('acc',)) @267:29
                                      .value:
                                        BinOp(op='*') @267:35
                                          .lhs:
                                            Name(id='acc') @267:35
                                          .rhs:
                                            Index() @267:41
                                              .value:
                                                Name(id='alpha') @267:41
                                              .subs:
                                                FullSlice() @267:47
                                                Const(value=None) @267:50
                            Assign(targets=('p',)) @268:21
                              .value:
                                Call(kwargs=()) @268:25
                                  .func:
                                    Name(id='cast') @268:25
                                  .args:
                                    Name(id='p32') @268:30
                                    Name(id='DT') @268:35
                            Wait(phase=None) @269:21
                              .target:
                                Index() @269:26
                                  .value:
                                    Name(id='v_ready') @269:26
                                  .subs:
                                    Name(id='slot') @269:34
                            Assign(targets=('last',)) @270:21
                              .value:
                                Name(id='slot') @270:28
                    Arrive(count=None) @271:13
                      .target:
                        Index() @271:20
                          .value:
                            Name(id='q_free') @271:20
                          .subs:
                            Name(id='qs') @271:27
                    If(orelse=()) @272:13
                      .cond:
                        BinOp(op='>') @272:16
                          .lhs:
                            Name(id='n_blocks') @272:16
                          .rhs:
                            Const(value=0) @272:27
                      .body:
                        Assign(targets=('acc',)) @273:17
                          .value:
                            Call(kwargs=()) @273:23
                              .func:
                                Name(id='mma_wait') @273:23
                              .args:
                                Call(kwargs=()) @273:32
                                  .func:
                                    Name(id='mma_async') @273:32
                                  .args:
                                    Name(id='p') @273:42
                                    Index() @273:45
                                      .value:
                                        Name(id='v_ring') @273:45
                                      .subs:
                                        Name(id='last') @273:52
                                    Name(id='acc') @273:59
                        Arrive(count=None) @274:17
                          .target:
                            Index() @274:24
                              .value:
                                Name(id='v_free') @274:24
                              .subs:
                                Name(id='last') @274:31
                  .orelse:
                    Pipeline(var='n', slot='slot', ring='kv') @276:13
                      .iter:
                        Call(kwargs=()) @276:27
                          .func:
                            Name(id='range') @276:27
                          .args:
                            Name(id='n_blocks') @276:33
                      .stages:
                        Name(id='STAGES') @276:56
                      .body:
                        Wait(phase=None) @277:17
                          .target:
                            Index() @277:22
                              .value:
                                Name(id='k_ready') @277:22
                              .subs:
                                Name(id='slot') @277:30
                        Assign(targets=('s',)) @278:17
                          .value:
                            Call(kwargs=()) @278:21
                              .func:
                                Name(id='mma_wait') @278:21
                              .args:
                                Call(kwargs=()) @278:30
                                  .func:
                                    Name(id='mma_async') @278:30
                                  .args:
                                    Index() @278:40
                                      .value:
                                        Name(id='q_tile') @278:40
                                      .subs:
                                        Name(id='my_q') @278:47
                                    Attr(name='T') @278:54
                                      .value:
                                        Index() @278:54
                                          .value:
                                            Name(id='k_ring') @278:54
                                          .subs:
                                            Name(id='slot') @278:61
                        Arrive(count=None) @279:17
                          .target:
                            Index() @279:24
                              .value:
                                Name(id='k_free') @279:24
                              .subs:
                                Name(id='slot') @279:31
                        Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @280:17
                          .value:
                            Call(kwargs=()) @280:38
                              .func:
                                Name(id='scores_to_probs') @280:38
                              .args:
                                Name(id='s') @280:54
                                Name(id='n') @280:57
                                Name(id='rows') @280:60
                                Name(id='cols') @280:66
                                Name(id='row0') @280:72
                                Name(id='len_q') @280:78
                                Name(id='len_k') @280:85
                                Name(id='m_i') @280:92
                                Name(id='l_i') @280:97
                                Name(id='qk_scale') @280:102
                                Name(id='BLOCK_N') @281:55
                                Name(id='CAUSAL') @281:64
                                Name(id='ACT') @281:72
                                Const(value=False) @281:77
                                Const(value=False) @281:84
                        If(orelse=()) @282:17
                          .cond:
                            BinOp(op='==') @282:20
                              .lhs:
                                Name(id='ACT') @282:20
                              .rhs:
                                Const(value='softmax') @282:27
                          .body:
                            Assign(targets=('acc',)) @283:21
                              .value:
                                BinOp(op='*') @283:27
                                  .lhs:
                                    Name(id='acc') @283:27
                                  .rhs:
                                    Index() @283:33
                                      .value:
                                        Name(id='alpha') @283:33
                                      .subs:
                                        FullSlice() @283:39
                                        Const(value=None) @283:42
                        Wait(phase=None) @284:17
                          .target:
                            Index() @284:22
                              .value:
                                Name(id='v_ready') @284:22
                              .subs:
                                Name(id='slot') @284:30
                        Assign(targets=('acc',)) @285:17
                          .value:
                            Call(kwargs=()) @285:23
                              .func:
                                Name(id='mma_wait') @285:23
                              .args:
                                Call(kwargs=()) @285:32
                                  .func:
                                    Name(id='mma_async') @285:32
                                  .args:
                                    Call(kwargs=()) @285:42
                                      .func:
                                        Name(id='cast') @285:42
                                      .args:
                                        Name(id='p') @285:47
                                        Name(id='DT') @285:50
                                    Index() @285:55
                                      .value:
                                        Name(id='v_ring') @285:55
                                      .subs:
                                        Name(id='slot') @285:62
                                    Name(id='acc') @285:69
                        Arrive(count=None) @286:17
                          .target:
                            Index() @286:24
                              .value:
                                Name(id='v_free') @286:24
                              .subs:
                                Name(id='slot') @286:31
                    Arrive(count=None) @287:13
                      .target:
                        Index() @287:20
                          .value:
                            Name(id='q_free') @287:20
                          .subs:
                            Name(id='qs') @287:27
            If() @288:9
              .cond:
                BinOp(op='==') @288:12
                  .lhs:
                    Name(id='ACT') @288:12
                  .rhs:
                    Const(value='softmax') @288:19
              .body:
                Assign(targets=('seen',)) @289:13
                  .value:
                    BinOp(op='!=') @289:20
                      .lhs:
                        Name(id='l_i') @289:20
                      .rhs:
                        Const(value=0.0) @289:27
                Assign(targets=('out',)) @293:13
                  .value:
                    Call(kwargs=()) @293:19
                      .func:
                        Name(id='where') @293:19
                      .args:
                        Index() @293:25
                          .value:
                            Name(id='seen') @293:25
                          .subs:
                            FullSlice() @293:30
                            Const(value=None) @293:33
                        BinOp(op='*') @293:40
                          .lhs:
                            Name(id='acc') @293:40
                          .rhs:
                            Index() @293:46
                              .value:
                                BinOp(op='/') @293:47
                                  .lhs:
                                    Const(value=1.0) @293:47
                                  .rhs:
                                    Name(id='l_i') @293:53
                              .subs:
                                FullSlice() @293:58
                                Const(value=None) @293:61
                        Const(value=0.0) @293:68
                Assign(targets=('row_lse',)) @294:13
                  .value:
                    Call(kwargs=()) @294:23
                      .func:
                        Name(id='where') @294:23
                      .args:
                        Name(id='seen') @294:29
                        BinOp(op='/') @294:36
                          .lhs:
                            BinOp(op='+') @294:36
                              .lhs:
                                Name(id='m_i') @294:36
                              .rhs:
                                Call(kwargs=()) @294:42
                                  .func:
                                    Name(id='log2') @294:42
                                  .args:
                                    Name(id='l_i') @294:47
                          .rhs:
                            Name(id='LOG2E') @294:55
                        Unary(op='-') @294:62
                          .operand:
                            Name(id='NEG_INF') @294:63
              .orelse:
                Assign(targets=('out',)) @296:13
                  .value:
                    BinOp(op='*') @296:19
                      .lhs:
                        Name(id='acc') @296:19
                      .rhs:
                        Name(id='out_scale') @296:25
                Assign(targets=('row_lse',)) @297:13
                  .value:
                    Call(kwargs=()) @297:23
                      .func:
                        Name(id='zeros') @297:23
                      .args:
                        ListLit() @297:29
                          .elts:
                            Name(id='WG_M') @297:30
                        Name(id='f32') @297:37
            Assign(targets=('in_seq',)) @298:9
              .value:
                BinOp(op='<') @298:18
                  .lhs:
                    Name(id='rows') @298:18
                  .rhs:
                    Name(id='len_q') @298:25
            If() @299:9
              .cond:
                Name(id='O_TMA') @299:12
              .body:
                ExprStmt() @300:13
                  .value:
                    Call(kwargs=()) @300:13
                      .func:
                        Name(id='store_smem') @300:13
                      .args:
                        Index() @300:24
                          .value:
                            Name(id='o_tile') @300:24
                          .subs:
                            Name(id='wg') @300:31
                        Call(kwargs=()) @300:36
                          .func:
                            Name(id='cast') @300:36
                          .args:
                            Name(id='out') @300:41
                            Name(id='DT') @300:46
                Fence() @301:13
                Tma(signals=None) @302:13
                  .dst:
                    Index() @302:17
                      .value:
                        Name(id='o') @302:17
                      .subs:
                        Name(id='seq') @302:19
                        BinOp(op='+') @302:24
                          .lhs:
                            BinOp(op='*') @302:24
                              .lhs:
                                Name(id='WPH') @302:24
                              .rhs:
                                Name(id='m') @302:30
                          .rhs:
                            BinOp(op='%') @302:34
                              .lhs:
                                Name(id='wg') @302:34
                              .rhs:
                                Name(id='WPH') @302:39
                        Name(id='head') @302:44
                  .src:
                    Index() @302:53
                      .value:
                        Name(id='o_tile') @302:53
                      .subs:
                        Name(id='wg') @302:60
              .orelse:
                Store() @304:13
                  .target:
                    Index() @304:13
                      .value:
                        Name(id='o') @304:13
                      .subs:
                        Name(id='seq') @304:15
                  .subs:
                    Index() @304:20
                      .value:
                        Name(id='rows') @304:20
                      .subs:
                        FullSlice() @304:25
                        Const(value=None) @304:28
                    Name(id='head') @304:35
                    Index() @304:41
                      .value:
                        Call(kwargs=()) @304:41
                          .func:
                            Name(id='arange') @304:41
                          .args:
                            Name(id='D') @304:48
                      .subs:
                        Const(value=None) @304:51
                        FullSlice() @304:57
                  .value:
                    Call(kwargs=()) @304:63
                      .func:
                        Name(id='cast') @304:63
                      .args:
                        Name(id='out') @304:68
                        Name(id='DT') @304:73
                  .mask:
                    Index() @304:83
                      .value:
                        Name(id='in_seq') @304:83
                      .subs:
                        FullSlice() @304:90
                        Const(value=None) @304:93
            Store() @305:9
              .target:
                Index() @305:9
                  .value:
                    Name(id='lse') @305:9
                  .subs:
                    Name(id='seq') @305:13
              .subs:
                Name(id='rows') @305:18
                Name(id='head') @305:24
              .value:
                Name(id='row_lse') @305:32
              .mask:
                Name(id='in_seq') @305:46