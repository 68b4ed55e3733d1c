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
        Param(name='KV_STEP', kind='const', dtype=None, dims=(), offsets=None) @50:9
          .default:
            Const(value=False) @50:26
        Param(name='O_TMA', kind='const', dtype=None, dims=(), offsets=None) @50:33
          .default:
            Const(value=False) @50:48
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
        Require(message="HEAD_GROUPS divides the tiles' head groups H // HPT") @60:5
          .cond:
            BinOp(op='==') @60:13
              .lhs:
                BinOp(op='%') @60:14
                  .lhs:
                    BinOp(op='//') @60:14
                      .lhs:
                        Name(id='H') @60:14
                      .rhs:
                        Name(id='HPT') @60:19
                  .rhs:
                    Name(id='HEAD_GROUPS') @60:26
              .rhs:
                Const(value=0) @60:41
        Tiles() @61:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @61:18
                .func:
                  Name(id='range') @61:18
                .args:
                  Name(id='HEAD_GROUPS') @61:24
            )
            (
              ('seq', 'm')
              Call(kwargs=()) @61:48
                .func:
                  Name(id='blocks') @61:48
                .args:
                  Name(id='q') @61:55
                  BinOp(op='//') @61:58
                    .lhs:
                      Name(id='BLOCK_M') @61:58
                    .rhs:
                      Name(id='HPT') @61:69
            )
            (
              ('hgi',)
              Call(kwargs=()) @61:82
                .func:
                  Name(id='range') @61:82
                .args:
                  BinOp(op='//') @61:88
                    .lhs:
                      BinOp(op='//') @61:88
                        .lhs:
                          Name(id='H') @61:88
                        .rhs:
                          Name(id='HPT') @61:93
                    .rhs:
                      Name(id='HEAD_GROUPS') @61:100
            )
          .options:
            TileOption(id='persistent', arg=None) @61:113
            TileOption(id='longest_first', arg=None) @61:124
            TileOption(id='dynamic') @61:138
              .arg:
                Name(id='DYNAMIC') @61:146
        Assign(targets=('hg',)) @62:5
          .value:
            BinOp(op='+') @62:10
              .lhs:
                BinOp(op='*') @62:10
                  .lhs:
                    Name(id='hgo') @62:10
                  .rhs:
                    BinOp(op='//') @62:17
                      .lhs:
                        BinOp(op='//') @62:17
                          .lhs:
                            Name(id='H') @62:17
                          .rhs:
                            Name(id='HPT') @62:22
                      .rhs:
                        Name(id='HEAD_GROUPS') @62:29
              .rhs:
                Name(id='hgi') @62:44
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @63:5
          .cond:
            BinOp(op='==') @63:19
              .lhs:
                BinOp(op='%') @63:19
                  .lhs:
                    Name(id='BLOCK_M') @63:19
                  .rhs:
                    Name(id='WG_M') @63:29
              .rhs:
                Const(value=0) @63:37
        Assign(targets=('NWG',)) @64:5
          .value:
            BinOp(op='//') @64:11
              .lhs:
                Name(id='BLOCK_M') @64:11
              .rhs:
                Name(id='WG_M') @64:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @65:5
          .cond:
            BinOp(op='==') @65:19
              .lhs:
                BinOp(op='%') @65:19
                  .lhs:
                    Name(id='NWG') @65:19
                  .rhs:
                    Name(id='HPT') @65:25
              .rhs:
                Const(value=0) @65:32
        Assign(targets=('TILE_M',)) @66:5
          .value:
            BinOp(op='//') @66:14
              .lhs:
                Name(id='BLOCK_M') @66:14
              .rhs:
                Name(id='HPT') @66:25
        Assign(targets=('WPH',)) @67:5
          .value:
            BinOp(op='//') @67:11
              .lhs:
                Name(id='NWG') @67:11
              .rhs:
                Name(id='HPT') @67:18
        SmemDecl(name='q_tile') @71:5
          .stages:
            BinOp(op='*') @71:17
              .lhs:
                Name(id='QBUF') @71:17
              .rhs:
                BinOp(op='//') @71:25
                  .lhs:
                    Name(id='BLOCK_M') @71:25
                  .rhs:
                    Name(id='WG_M') @71:36
          .dtype:
            Name(id='DT') @71:44
          .shape:
            Name(id='WG_M') @71:47
            Name(id='D') @71:53
        SmemDecl(name='k_ring') @72:5
          .stages:
            Name(id='STAGES') @72:17
          .dtype:
            Name(id='DT') @72:26
          .shape:
            Name(id='BLOCK_N') @72:29
            Name(id='D') @72:38
        SmemDecl(name='v_ring') @73:5
          .stages:
            Name(id='STAGES') @73:17
          .dtype:
            Name(id='DT') @73:26
          .shape:
            Name(id='BLOCK_N') @73:29
            Name(id='D') @73:38
        If(orelse=()) @74:5
          .cond:
            Name(id='O_TMA') @74:8
          .body:
            SmemDecl(name='o_tile') @76:9
              .stages:
                BinOp(op='//') @76:21
                  .lhs:
                    Name(id='BLOCK_M') @76:21
                  .rhs:
                    Name(id='WG_M') @76:32
              .dtype:
                Name(id='DT') @76:39
              .shape:
                Name(id='WG_M') @76:42
                Name(id='D') @76:48
        BarrierDecl(name='q_ready', kwargs=()) @77:5
          .size:
            Name(id='QBUF') @77:21
        BarrierDecl(name='q_free') @78:5
          .size:
            Name(id='QBUF') @78:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @78:32
                .lhs:
                  Name(id='BLOCK_M') @78:32
                .rhs:
                  Name(id='WG_M') @78:43
            )
        If() @79:5
          .cond:
            BoolOp(op='and') @79:8
              .values:
                Name(id='KV_STEP') @79:8
                Name(id='OVERLAP') @79:20
          .body:
            BarrierDecl(name='kv_ready', kwargs=()) @82:9
              .size:
                Name(id='STAGES') @82:26
            BarrierDecl(name='kv_free') @83:9
              .size:
                Name(id='STAGES') @83:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @83:39
                    .lhs:
                      Name(id='BLOCK_M') @83:39
                    .rhs:
                      Name(id='WG_M') @83:50
                )
          .orelse:
            BarrierDecl(name='k_ready', kwargs=()) @85:9
              .size:
                Name(id='STAGES') @85:25
            BarrierDecl(name='k_free') @86:9
              .size:
                Name(id='STAGES') @86:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @86:38
                    .lhs:
                      Name(id='BLOCK_M') @86:38
                    .rhs:
                      Name(id='WG_M') @86:49
                )
            BarrierDecl(name='v_ready', kwargs=()) @87:9
              .size:
                Name(id='STAGES') @87:25
            BarrierDecl(name='v_free') @88:9
              .size:
                Name(id='STAGES') @88:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @88:38
                    .lhs:
                      Name(id='BLOCK_M') @88:38
                    .rhs:
                      Name(id='WG_M') @88:49
                )
        Assign(targets=('len_q',)) @90:5
          .value:
            Attr(name='len') @90:13
              .value:
                Index() @90:13
                  .value:
                    Name(id='q') @90:13
                  .subs:
                    Name(id='seq') @90:15
        Assign(targets=('len_k',)) @91:5
          .value:
            Attr(name='len') @91:13
              .value:
                Index() @91:13
                  .value:
                    Name(id='k') @91:13
                  .subs:
                    Name(id='seq') @91:15
        Assign(targets=('kv_head',)) @92:5
          .value:
            BinOp(op='//') @92:16
              .lhs:
                BinOp(op='*') @92:16
                  .lhs:
                    Name(id='hg') @92:16
                  .rhs:
                    Name(id='HPT') @92:21
              .rhs:
                BinOp(op='//') @92:30
                  .lhs:
                    Name(id='H') @92:30
                  .rhs:
                    Name(id='HKV') @92:35
        Assign(targets=('hi',)) @93:5
          .value:
            Name(id='len_k') @93:10
        If(orelse=()) @94:5
          .cond:
            Name(id='CAUSAL') @94:8
          .body:
            Assign(targets=('hi',)) @95:9
              .value:
                Call(kwargs=()) @95:14
                  .func:
                    Name(id='minimum') @95:14
                  .args:
                    Name(id='len_k') @95:22
                    BinOp(op='-') @95:30
                      .lhs:
                        BinOp(op='+') @95:30
                          .lhs:
                            BinOp(op='*') @95:30
                              .lhs:
                                BinOp(op='+') @95:30
                                  .lhs:
                                    Name(id='m') @95:30
                                  .rhs:
                                    Const(value=1) @95:34
                              .rhs:
                                Name(id='TILE_M') @95:39
                          .rhs:
                            Name(id='len_k') @95:48
                      .rhs:
                        Name(id='len_q') @95:56
        Assign(targets=('n_blocks',)) @96:5
          .value:
            Call(kwargs=()) @96:16
              .func:
                Name(id='cdiv') @96:16
              .args:
                Call(kwargs=()) @96:21
                  .func:
                    Name(id='maximum') @96:21
                  .args:
                    Name(id='hi') @96:29
                    Const(value=0) @96:33
                Name(id='BLOCK_N') @96:37
        Role(name='load', replica=None) @98:5
          .kwargs:
            (
              'warps'
              Const(value=1) @98:21
            )
            (
              'regs'
              Const(value=24) @98:29
            )
          .body:
            Assign(targets=('qs',)) @99:9
              .value:
                BinOp(op='%') @99:14
                  .lhs:
                    Name(id='tile_index') @99:14
                  .rhs:
                    Name(id='QBUF') @99:27
            Wait(phase=None) @101:9
              .target:
                Index() @101:14
                  .value:
                    Name(id='q_free') @101:14
                  .subs:
                    Name(id='qs') @101:21
            Expect() @102:9
              .target:
                Index() @102:16
                  .value:
                    Name(id='q_ready') @102:16
                  .subs:
                    Name(id='qs') @102:24
              .nbytes:
                BinOp(op='*') @102:29
                  .lhs:
                    Name(id='NWG') @102:29
                  .rhs:
                    Call(kwargs=()) @102:35
                      .func:
                        Name(id='bytes') @102:35
                      .args:
                        Name(id='q_tile') @102:41
            For(var='i') @103:9
              .iter:
                Call(kwargs=()) @103:18
                  .func:
                    Name(id='static_range') @103:18
                  .args:
                    Name(id='NWG') @103:31
              .body:
                Tma() @104:13
                  .dst:
                    Index() @104:17
                      .value:
                        Name(id='q_tile') @104:17
                      .subs:
                        BinOp(op='+') @104:24
                          .lhs:
                            BinOp(op='*') @104:24
                              .lhs:
                                Name(id='qs') @104:24
                              .rhs:
                                Name(id='NWG') @104:29
                          .rhs:
                            Name(id='i') @104:35
                  .src:
                    Index() @104:41
                      .value:
                        Name(id='q') @104:41
                      .subs:
                        Name(id='seq') @104:43
                        BinOp(op='+') @104:48
                          .lhs:
                            BinOp(op='*') @104:48
                              .lhs:
                                Name(id='WPH') @104:48
                              .rhs:
                                Name(id='m') @104:54
                          .rhs:
                            BinOp(op='%') @104:58
                              .lhs:
                                Name(id='i') @104:58
                              .rhs:
                                Name(id='WPH') @104:62
                        BinOp(op='+') @104:67
                          .lhs:
                            BinOp(op='*') @104:67
                              .lhs:
                                Name(id='hg') @104:67
                              .rhs:
                                Name(id='HPT') @104:72
                          .rhs:
                            BinOp(op='//') @104:78
                              .lhs:
                                Name(id='i') @104:78
                              .rhs:
                                Name(id='WPH') @104:83
                  .signals:
                    Index() @104:96
                      .value:
                        Name(id='q_ready') @104:96
                      .subs:
                        Name(id='qs') @104:104
            If() @105:9
              .cond:
                BoolOp(op='and') @105:12
                  .values:
                    Name(id='KV_STEP') @105:12
                    Name(id='OVERLAP') @105:24
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @107:13
                  .iter:
                    Call(kwargs=()) @107:27
                      .func:
                        Name(id='range') @107:27
                      .args:
                        Call(kwargs=()) @107:33
                          .func:
                            Name(id='minimum') @107:33
                          .args:
                            Name(id='n_blocks') @107:41
                            Const(value=1) @107:51
                  .stages:
                    Name(id='STAGES') @107:68
                  .body:
                    Wait(phase=None) @108:17
                      .target:
                        Index() @108:22
                          .value:
                            Name(id='kv_free') @108:22
                          .subs:
                            Name(id='slot') @108:30
                    Expect() @109:17
                      .target:
                        Index() @109:24
                          .value:
                            Name(id='kv_ready') @109:24
                          .subs:
                            Name(id='slot') @109:33
                      .nbytes:
                        Call(kwargs=()) @109:40
                          .func:
                            Name(id='bytes') @109:40
                          .args:
                            Name(id='k_ring') @109:46
                    Tma() @110:17
                      .dst:
                        Index() @110:21
                          .value:
                            Name(id='k_ring') @110:21
                          .subs:
                            Name(id='slot') @110:28
                      .src:
                        Index() @110:37
                          .value:
                            Name(id='k') @110:37
                          .subs:
                            Name(id='seq') @110:39
                            Name(id='n') @110:44
                            Name(id='kv_head') @110:47
                      .signals:
                        Index() @110:64
                          .value:
                            Name(id='kv_ready') @110:64
                          .subs:
                            Name(id='slot') @110:73
                Pipeline(var='n', slot='slot', ring='kv') @111:13
                  .iter:
                    Call(kwargs=()) @111:27
                      .func:
                        Name(id='range') @111:27
                      .args:
                        Const(value=1) @111:33
                        Name(id='n_blocks') @111:36
                  .stages:
                    Name(id='STAGES') @111:59
                  .body:
                    Wait(phase=None) @112:17
                      .target:
                        Index() @112:22
                          .value:
                            Name(id='kv_free') @112:22
                          .subs:
                            Name(id='slot') @112:30
                    Expect() @113:17
                      .target:
                        Index() @113:24
                          .value:
                            Name(id='kv_ready') @113:24
                          .subs:
                            Name(id='slot') @113:33
                      .nbytes:
                        BinOp(op='+') @113:40
                          .lhs:
                            Call(kwargs=()) @113:40
                              .func:
                                Name(id='bytes') @113:40
                              .args:
                                Name(id='k_ring') @113:46
                          .rhs:
                            Call(kwargs=()) @113:56
                              .func:
                                Name(id='bytes') @113:56
                              .args:
                                Name(id='v_ring') @113:62
                    Tma() @114:17
                      .dst:
                        Index() @114:21
                          .value:
                            Name(id='k_ring') @114:21
                          .subs:
                            Name(id='slot') @114:28
                      .src:
                        Index() @114:37
                          .value:
                            Name(id='k') @114:37
                          .subs:
                            Name(id='seq') @114:39
                            Name(id='n') @114:44
                            Name(id='kv_head') @114:47
                      .signals:
                        Index() @114:64
                          .value:
                            Name(id='kv_ready') @114:64
                          .subs:
                            Name(id='slot') @114:73
                    Tma() @115:17
                      .dst:
                        Index() @115:21
                          .value:
                            Name(id='v_ring') @115:21
                          .subs:
                            Name(id='slot') @115:28
                      .src:
                        Index() @115:37
                          .value:
                            Name(id='v') @115:37
                          .subs:
                            Name(id='seq') @115:39
                            BinOp(op='-') @115:44
                              .lhs:
                                Name(id='n') @115:44
                              .rhs:
                                Const(value=1) @115:48
                            Name(id='kv_head') @115:51
                      .signals:
                        Index() @115:68
                          .value:
                            Name(id='kv_ready') @115:68
                          .subs:
                            Name(id='slot') @115:77
                Pipeline(var='n', slot='slot', ring='kv') @116:13
                  .iter:
                    Call(kwargs=()) @116:27
                      .func:
                        Name(id='range') @116:27
                      .args:
                        Name(id='n_blocks') @116:33
                        BinOp(op='+') @116:43
                          .lhs:
                            Name(id='n_blocks') @116:43
                          .rhs:
                            Call(kwargs=()) @116:54
                              .func:
                                Name(id='minimum') @116:54
                              .args:
                                Name(id='n_blocks') @116:62
                                Const(value=1) @116:72
                  .stages:
                    Name(id='STAGES') @116:89
                  .body:
                    Wait(phase=None) @117:17
                      .target:
                        Index() @117:22
                          .value:
                            Name(id='kv_free') @117:22
                          .subs:
                            Name(id='slot') @117:30
                    Expect() @118:17
                      .target:
                        Index() @118:24
                          .value:
                            Name(id='kv_ready') @118:24
                          .subs:
                            Name(id='slot') @118:33
                      .nbytes:
                        Call(kwargs=()) @118:40
                          .func:
                            Name(id='bytes') @118:40
                          .args:
                            Name(id='v_ring') @118:46
                    Tma() @119:17
                      .dst:
                        Index() @119:21
                          .value:
                            Name(id='v_ring') @119:21
                          .subs:
                            Name(id='slot') @119:28
                      .src:
                        Index() @119:37
                          .value:
                            Name(id='v') @119:37
                          .subs:
                            Name(id='seq') @119:39
                            BinOp(op='-') @119:44
                              .lhs:
                                Name(id='n') @119:44
                              .rhs:
                                Const(value=1) @119:48
                            Name(id='kv_head') @119:51
                      .signals:
                        Index() @119:68
                          .value:
                            Name(id='kv_ready') @119:68
                          .subs:
                            Name(id='slot') @119:77
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @121:13
                  .iter:
                    Call(kwargs=()) @121:27
                      .func:
                        Name(id='range') @121:27
                      .args:
                        Name(id='n_blocks') @121:33
                  .stages:
                    Name(id='STAGES') @121:56
                  .body:
                    Wait(phase=None) @122:17
                      .target:
                        Index() @122:22
                          .value:
                            Name(id='k_free') @122:22
                          .subs:
                            Name(id='slot') @122:29
                    Expect() @123:17
                      .target:
                        Index() @123:24
                          .value:
                            Name(id='k_ready') @123:24
                          .subs:
                            Name(id='slot') @123:32
                      .nbytes:
                        Call(kwargs=()) @123:39
                          .func:
                            Name(id='bytes') @123:39
                          .args:
                            Name(id='k_ring') @123:45
                    Tma() @124:17
                      .dst:
                        Index() @124:21
                          .value:
                            Name(id='k_ring') @124:21
                          .subs:
                            Name(id='slot') @124:28
                      .src:
                        Index() @124:37
                          .value:
                            Name(id='k') @124:37
                          .subs:
                            Name(id='seq') @124:39
                            Name(id='n') @124:44
                            Name(id='kv_head') @124:47
                      .signals:
                        Index() @124:64
                          .value:
                            Name(id='k_ready') @124:64
                          .subs:
                            Name(id='slot') @124:72
                    Wait(phase=None) @125:17
                      .target:
                        Index() @125:22
                          .value:
                            Name(id='v_free') @125:22
                          .subs:
                            Name(id='slot') @125:29
                    Expect() @126:17
                      .target:
                        Index() @126:24
                          .value:
                            Name(id='v_ready') @126:24
                          .subs:
                            Name(id='slot') @126:32
                      .nbytes:
                        Call(kwargs=()) @126:39
                          .func:
                            Name(id='bytes') @126:39
                          .args:
                            Name(id='v_ring') @126:45
                    Tma() @127:17
                      .dst:
                        Index() @127:21
                          .value:
                            Name(id='v_ring') @127:21
                          .subs:
                            Name(id='slot') @127:28
                      .src:
                        Index() @127:37
                          .value:
                            Name(id='v') @127:37
                          .subs:
                            Name(id='seq') @127:39
                            Name(id='n') @127:44
                            Name(id='kv_head') @127:47
                      .signals:
                        Index() @127:64
                          .value:
                            Name(id='v_ready') @127:64
                          .subs:
                            Name(id='slot') @127:72
        Role(name='compute', replica='wg') @129:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @129:29
            )
            (
              'regs'
              Name(id='REGS') @129:39
            )
          .body:
            Assign(targets=('qk_scale',)) @130:9
              .value:
                BinOp(op='*') @130:20
                  .lhs:
                    Name(id='sm_scale') @130:20
                  .rhs:
                    Name(id='LOG2E') @130:31
            Assign(targets=('head',)) @131:9
              .value:
                BinOp(op='+') @131:16
                  .lhs:
                    BinOp(op='*') @131:16
                      .lhs:
                        Name(id='hg') @131:16
                      .rhs:
                        Name(id='HPT') @131:21
                  .rhs:
                    BinOp(op='//') @131:27
                      .lhs:
                        Name(id='wg') @131:27
                      .rhs:
                        Name(id='WPH') @131:33
            Assign(targets=('row0',)) @132:9
              .value:
                BinOp(op='+') @132:16
                  .lhs:
                    BinOp(op='*') @132:16
                      .lhs:
                        Name(id='m') @132:16
                      .rhs:
                        Name(id='TILE_M') @132:20
                  .rhs:
                    BinOp(op='*') @132:30
                      .lhs:
                        BinOp(op='%') @132:30
                          .lhs:
                            Name(id='wg') @132:30
                          .rhs:
                            Name(id='WPH') @132:35
                      .rhs:
                        Name(id='WG_M') @132:42
            Assign(targets=('rows',)) @133:9
              .value:
                BinOp(op='+') @133:16
                  .lhs:
                    Name(id='row0') @133:16
                  .rhs:
                    Call(kwargs=()) @133:23
                      .func:
                        Name(id='arange') @133:23
                      .args:
                        Name(id='WG_M') @133:30
            Assign(targets=('cols',)) @134:9
              .value:
                Call(kwargs=()) @134:16
                  .func:
                    Name(id='arange') @134:16
                  .args:
                    Name(id='BLOCK_N') @134:23
            Assign(targets=('m_i',)) @135:9
              .value:
                Call(kwargs=()) @135:15
                  .func:
                    Name(id='full') @135:15
                  .args:
                    ListLit() @135:20
                      .elts:
                        Name(id='WG_M') @135:21
                    Name(id='NEG_INF') @135:28
                    Name(id='f32') @135:37
            Assign(targets=('l_i',)) @136:9
              .value:
                Call(kwargs=()) @136:15
                  .func:
                    Name(id='zeros') @136:15
                  .args:
                    ListLit() @136:21
                      .elts:
                        Name(id='WG_M') @136:22
                    Name(id='f32') @136:29
            Assign(targets=('acc',)) @137:9
              .value:
                Call(kwargs=()) @137:15
                  .func:
                    Name(id='zeros') @137:15
                  .args:
                    ListLit() @137:21
                      .elts:
                        Name(id='WG_M') @137:22
                        Name(id='D') @137:28
                    Name(id='f32') @137:32
            Assign(targets=('qs',)) @138:9
              .value:
                BinOp(op='%') @138:14
                  .lhs:
                    Name(id='tile_index') @138:14
                  .rhs:
                    Name(id='QBUF') @138:27
            Assign(targets=('my_q',)) @139:9
              .value:
                BinOp(op='+') @139:16
                  .lhs:
                    BinOp(op='*') @139:16
                      .lhs:
                        Name(id='qs') @139:16
                      .rhs:
                        Name(id='NWG') @139:21
                  .rhs:
                    Name(id='wg') @139:27
            Wait(phase=None) @140:9
              .target:
                Index() @140:14
                  .value:
                    Name(id='q_ready') @140:14
                  .subs:
                    Name(id='qs') @140:22
            If() @141:9
              .cond:
                BoolOp(op='and') @141:12
                  .values:
                    Name(id='KV_STEP') @141:12
                    Name(id='OVERLAP') @141:24
              .body:
                Assign(targets=('p',)) @144:13
                  .value:
                    Call(kwargs=()) @144:17
                      .func:
                        Name(id='zeros') @144:17
                      .args:
                        ListLit() @144:23
                          .elts:
                            Name(id='WG_M') @144:24
                            Name(id='BLOCK_N') @144:30
                        Name(id='DT') @144:40
                Pipeline(var='n', slot='slot', ring='kv') @145:13
                  .iter:
                    Call(kwargs=()) @145:27
                      .func:
                        Name(id='range') @145:27
                      .args:
                        Call(kwargs=()) @145:33
                          .func:
                            Name(id='minimum') @145:33
                          .args:
                            Name(id='n_blocks') @145:41
                            Const(value=1) @145:51
                  .stages:
                    Name(id='STAGES') @145:68
                  .body:
                    Wait(phase=None) @146:17
                      .target:
                        Index() @146:22
                          .value:
                            Name(id='kv_ready') @146:22
                          .subs:
                            Name(id='slot') @146:31
                    Turn() @147:17
                      .cond:
                        BoolOp(op='and') @147:28
                          .values:
                            Name(id='PINGPONG') @147:28
                            BinOp(op='>') @147:41
                              .lhs:
                                Name(id='NWG') @147:41
                              .rhs:
                                Const(value=1) @147:47
                      .body:
                        Assign(targets=('s_first',)) @148:21
                          .value:
                            Call(kwargs=()) @148:31
                              .func:
                                Name(id='mma_async') @148:31
                              .args:
                                Index() @148:41
                                  .value:
                                    Name(id='q_tile') @148:41
                                  .subs:
                                    Name(id='my_q') @148:48
                                Attr(name='T') @148:55
                                  .value:
                                    Index() @148:55
                                      .value:
                                        Name(id='k_ring') @148:55
                                      .subs:
                                        Name(id='slot') @148:62
                    Assign(targets=('s',)) @149:17
                      .value:
                        Call(kwargs=()) @149:21
                          .func:
                            Name(id='mma_wait') @149:21
                          .args:
                            Name(id='s_first') @149:30
                    Arrive(count=None) @150:17
                      .target:
                        Index() @150:24
                          .value:
                            Name(id='kv_free') @150:24
                          .subs:
                            Name(id='slot') @150:32
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @151:17
                      .value:
                        Call(kwargs=()) @151:40
                          .func:
                            Name(id='scores_to_probs') @151:40
                          .args:
                            Name(id='s') @151:56
                            Name(id='n') @151:59
                            Name(id='rows') @151:62
                            Name(id='cols') @151:68
                            Name(id='row0') @151:74
                            Name(id='len_q') @151:80
                            Name(id='len_k') @151:87
                            Name(id='m_i') @151:94
                            Name(id='l_i') @151:99
                            Name(id='qk_scale') @151:104
                            Name(id='BLOCK_N') @152:55
                            Name(id='CAUSAL') @152:64
                            Name(id='ACT') @152:72
                    Assign(targets=('p',)) @153:17
                      .value:
                        Call(kwargs=()) @153:21
                          .func:
                            Name(id='cast') @153:21
                          .args:
                            Name(id='p32') @153:26
                            Name(id='DT') @153:31
                Pipeline(var='n', slot='slot', ring='kv') @154:13
                  .iter:
                    Call(kwargs=()) @154:27
                      .func:
                        Name(id='range') @154:27
                      .args:
                        Const(value=1) @154:33
                        Name(id='n_blocks') @154:36
                  .stages:
                    Name(id='STAGES') @154:59
                  .body:
                    Wait(phase=None) @155:17
                      .target:
                        Index() @155:22
                          .value:
                            Name(id='kv_ready') @155:22
                          .subs:
                            Name(id='slot') @155:31
                    Turn() @156:17
                      .cond:
                        BoolOp(op='and') @156:28
                          .values:
                            Name(id='PINGPONG') @156:28
                            BinOp(op='>') @156:41
                              .lhs:
                                Name(id='NWG') @156:41
                              .rhs:
                                Const(value=1) @156:47
                      .body:
                        Assign(targets=('s_next',)) @157:21
                          .value:
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
                        Assign(targets=('o_next',)) @158:21
                          .value:
                            Call(kwargs=()) @158:30
                              .func:
                                Name(id='mma_async') @158:30
                              .args:
                                Name(id='p') @158:40
                                Index() @158:43
                                  .value:
                                    Name(id='v_ring') @158:43
                                  .subs:
                                    Name(id='slot') @158:50
                                Name(id='acc') @158:57
                    Assign(targets=('s',)) @159:17
                      .value:
                        Call() @159:21
                          .func:
                            Name(id='mma_wait') @159:21
                          .args:
                            Name(id='s_next') @159:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @159:46
                            )
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @160:17
                      .value:
                        Call(kwargs=()) @160:40
                          .func:
                            Name(id='scores_to_probs') @160:40
                          .args:
                            Name(id='s') @160:56
                            Name(id='n') @160:59
                            Name(id='rows') @160:62
                            Name(id='cols') @160:68
                            Name(id='row0') @160:74
                            Name(id='len_q') @160:80
                            Name(id='len_k') @160:87
                            Name(id='m_i') @160:94
                            Name(id='l_i') @160:99
                            Name(id='qk_scale') @160:104
                            Name(id='BLOCK_N') @161:55
                            Name(id='CAUSAL') @161:64
                            Name(id='ACT') @161:72
                    Assign(targets=('acc',)) @162:17
                      .value:
                        Call(kwargs=()) @162:23
                          .func:
                            Name(id='mma_wait') @162:23
                          .args:
                            Name(id='o_next') @162:32
                    Arrive(count=None) @163:17
                      .target:
                        Index() @163:24
                          .value:
                            Name(id='kv_free') @163:24
                          .subs:
                            Name(id='slot') @163:32
                    If(orelse=()) @164:17
                      .cond:
                        BinOp(op='==') @164:20
                          .lhs:
                            Name(id='ACT') @164:20
                          .rhs:
                            Const(value='softmax') @164:27
                      .body:
                        Assign(targets=('acc',)) @165:21
                          .value:
                            BinOp(op='*') @165:27
                              .lhs:
                                Name(id='acc') @165:27
                              .rhs:
                                Index() @165:33
                                  .value:
                                    Name(id='alpha') @165:33
                                  .subs:
                                    FullSlice() @165:39
                                    Const(value=None) @165:42
                    Assign(targets=('p',)) @166:17
                      .value:
                        Call(kwargs=()) @166:21
                          .func:
                            Name(id='cast') @166:21
                          .args:
                            Name(id='p32') @166:26
                            Name(id='DT') @166:31
                Arrive(count=None) @167:13
                  .target:
                    Index() @167:20
                      .value:
                        Name(id='q_free') @167:20
                      .subs:
                        Name(id='qs') @167:27
                Pipeline(var='n', slot='slot', ring='kv') @168:13
                  .iter:
                    Call(kwargs=()) @168:27
                      .func:
                        Name(id='range') @168:27
                      .args:
                        Name(id='n_blocks') @168:33
                        BinOp(op='+') @168:43
                          .lhs:
                            Name(id='n_blocks') @168:43
                          .rhs:
                            Call(kwargs=()) @168:54
                              .func:
                                Name(id='minimum') @168:54
                              .args:
                                Name(id='n_blocks') @168:62
                                Const(value=1) @168:72
                  .stages:
                    Name(id='STAGES') @168:89
                  .body:
                    Wait(phase=None) @169:17
                      .target:
                        Index() @169:22
                          .value:
                            Name(id='kv_ready') @169:22
                          .subs:
                            Name(id='slot') @169:31
                    Assign(targets=('acc',)) @170:17
                      .value:
                        Call(kwargs=()) @170:23
                          .func:
                            Name(id='mma_wait') @170:23
                          .args:
                            Call(kwargs=()) @170:32
                              .func:
                                Name(id='mma_async') @170:32
                              .args:
                                Name(id='p') @170:42
                                Index() @170:45
                                  .value:
                                    Name(id='v_ring') @170:45
                                  .subs:
                                    Name(id='slot') @170:52
                                Name(id='acc') @170:59
                    Arrive(count=None) @171:17
                      .target:
                        Index() @171:24
                          .value:
                            Name(id='kv_free') @171:24
                          .subs:
                            Name(id='slot') @171:32
              .orelse:
                If() @172:9
                  .cond:
                    Name(id='OVERLAP') @172:14
                  .body:
                    Assign(targets=('p',)) @174:13
                      .value:
                        Call(kwargs=()) @174:17
                          .func:
                            Name(id='zeros') @174:17
                          .args:
                            ListLit() @174:23
                              .elts:
                                Name(id='WG_M') @174:24
                                Name(id='BLOCK_N') @174:30
                            Name(id='DT') @174:40
                    Assign(targets=('last',)) @175:13
                      .value:
                        Const(value=0) @175:20
                    Pipeline(var='n', slot='slot', ring='kv') @176:13
                      .iter:
                        Call(kwargs=()) @176:27
                          .func:
                            Name(id='range') @176:27
                          .args:
                            Call(kwargs=()) @176:33
                              .func:
                                Name(id='minimum') @176:33
                              .args:
                                Name(id='n_blocks') @176:41
                                Const(value=1) @176:51
                      .stages:
                        Name(id='STAGES') @176:68
                      .body:
                        Wait(phase=None) @177:17
                          .target:
                            Index() @177:22
                              .value:
                                Name(id='k_ready') @177:22
                              .subs:
                                Name(id='slot') @177:30
                        Turn() @178:17
                          .cond:
                            BoolOp(op='and') @178:28
                              .values:
                                Name(id='PINGPONG') @178:28
                                BinOp(op='>') @178:41
                                  .lhs:
                                    Name(id='NWG') @178:41
                                  .rhs:
                                    Const(value=1) @178:47
                          .body:
                            Assign(targets=('s_first',)) @179:21
                              .value:
                                Call(kwargs=()) @179:31
                                  .func:
                                    Name(id='mma_async') @179:31
                                  .args:
                                    Index() @179:41
                                      .value:
                                        Name(id='q_tile') @179:41
                                      .subs:
                                        Name(id='my_q') @179:48
                                    Attr(name='T') @179:55
                                      .value:
                                        Index() @179:55
                                          .value:
                                            Name(id='k_ring') @179:55
                                          .subs:
                                            Name(id='slot') @179:62
                        Assign(targets=('s',)) @180:17
                          .value:
                            Call(kwargs=()) @180:21
                              .func:
                                Name(id='mma_wait') @180:21
                              .args:
                                Name(id='s_first') @180:30
                        Arrive(count=None) @181:17
                          .target:
                            Index() @181:24
                              .value:
                                Name(id='k_free') @181:24
                              .subs:
                                Name(id='slot') @181:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @182:17
                          .value:
                            Call(kwargs=()) @182:40
                              .func:
                                Name(id='scores_to_probs') @182:40
                              .args:
                                Name(id='s') @182:56
                                Name(id='n') @182:59
                                Name(id='rows') @182:62
                                Name(id='cols') @182:68
                                Name(id='row0') @182:74
                                Name(id='len_q') @182:80
                                Name(id='len_k') @182:87
                                Name(id='m_i') @182:94
                                Name(id='l_i') @182:99
                                Name(id='qk_scale') @182:104
                                Name(id='BLOCK_N') @183:55
                                Name(id='CAUSAL') @183:64
                                Name(id='ACT') @183:72
                        Assign(targets=('p',)) @184:17
                          .value:
                            Call(kwargs=()) @184:21
                              .func:
                                Name(id='cast') @184:21
                              .args:
                                Name(id='p32') @184:26
                                Name(id='DT') @184:31
                        Wait(phase=None) @185:17
                          .target:
                            Index() @185:22
                              .value:
                                Name(id='v_ready') @185:22
                              .subs:
                                Name(id='slot') @185:30
                        Assign(targets=('last',)) @186:17
                          .value:
                            Name(id='slot') @186:24
                    Pipeline(var='n', slot='slot', ring='kv') @189:13
                      .iter:
                        Call(kwargs=()) @189:27
                          .func:
                            Name(id='range') @189:27
                          .args:
                            Const(value=1) @189:33
                            Name(id='n_blocks') @189:36
                      .stages:
                        Name(id='STAGES') @189:59
                      .body:
                        Wait(phase=None) @190:17
                          .target:
                            Index() @190:22
                              .value:
                                Name(id='k_ready') @190:22
                              .subs:
                                Name(id='slot') @190:30
                        Turn() @193:17
                          .cond:
                            BoolOp(op='and') @193:28
                              .values:
                                Name(id='PINGPONG') @193:28
                                BinOp(op='>') @193:41
                                  .lhs:
                                    Name(id='NWG') @193:41
                                  .rhs:
                                    Const(value=1) @193:47
                          .body:
                            Assign(targets=('s_next',)) @194:21
                              .value:
                                Call(kwargs=()) @194:30
                                  .func:
                                    Name(id='mma_async') @194:30
                                  .args:
                                    Index() @194:40
                                      .value:
                                        Name(id='q_tile') @194:40
                                      .subs:
                                        Name(id='my_q') @194:47
                                    Attr(name='T') @194:54
                                      .value:
                                        Index() @194:54
                                          .value:
                                            Name(id='k_ring') @194:54
                                          .subs:
                                            Name(id='slot') @194:61
                            Assign(targets=('o_next',)) @195:21
                              .value:
                                Call(kwargs=()) @195:30
                                  .func:
                                    Name(id='mma_async') @195:30
                                  .args:
                                    Name(id='p') @195:40
                                    Index() @195:43
                                      .value:
                                        Name(id='v_ring') @195:43
                                      .subs:
                                        Name(id='last') @195:50
                                    Name(id='acc') @195:57
                        Assign(targets=('s',)) @196:17
                          .value:
                            Call() @196:21
                              .func:
                                Name(id='mma_wait') @196:21
                              .args:
                                Name(id='s_next') @196:30
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @196:46
                                )
                        Arrive(count=None) @197:17
                          .target:
                            Index() @197:24
                              .value:
                                Name(id='k_free') @197:24
                              .subs:
                                Name(id='slot') @197:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @198:17
                          .value:
                            Call(kwargs=()) @198:40
                              .func:
                                Name(id='scores_to_probs') @198:40
                              .args:
                                Name(id='s') @198:56
                                Name(id='n') @198:59
                                Name(id='rows') @198:62
                                Name(id='cols') @198:68
                                Name(id='row0') @198:74
                                Name(id='len_q') @198:80
                                Name(id='len_k') @198:87
                                Name(id='m_i') @198:94
                                Name(id='l_i') @198:99
                                Name(id='qk_scale') @198:104
                                Name(id='BLOCK_N') @199:55
                                Name(id='CAUSAL') @199:64
                                Name(id='ACT') @199:72
                        Assign(targets=('acc',)) @200:17
                          .value:
                            Call(kwargs=()) @200:23
                              .func:
                                Name(id='mma_wait') @200:23
                              .args:
                                Name(id='o_next') @200:32
                        Arrive(count=None) @201:17
                          .target:
                            Index() @201:24
                              .value:
                                Name(id='v_free') @201:24
                              .subs:
                                Name(id='last') @201:31
                        If(orelse=()) @202:17
                          .cond:
                            BinOp(op='==') @202:20
                              .lhs:
                                Name(id='ACT') @202:20
                              .rhs:
                                Const(value='softmax') @202:27
                          .body:
                            Assign(targets=('acc',)) @203:21
                              .value:
                                BinOp(op='*') @203:27
                                  .lhs:
                                    Name(id='acc') @203:27
                                  .rhs:
                                    Index() @203:33
                                      .value:
                                        Name(id='alpha') @203:33
                                      .subs:
                                        FullSlice() @203:39
                                        Const(value=None) @203:42
                        Assign(targets=('p',)) @204:17
                          .value:
                            Call(kwargs=()) @204:21
                              .func:
                                Name(id='cast') @204:21
                              .args:
                                Name(id='p32') @204:26
                                Name(id='DT') @204:31
                        Wait(phase=None) @205:17
                          .target:
                            Index() @205:22
                              .value:
                                Name(id='v_ready') @205:22
                              .subs:
                                Name(id='slot') @205:30
                        Assign(targets=('last',)) @206:17
                          .value:
                            Name(id='slot') @206:24
                    Arrive(count=None) @207:13
                      .target:
                        Index() @207:20
                          .value:
                            Name(id='q_free') @207:20
                          .subs:
                            Name(id='qs') @207:27
                    If(orelse=()) @208:13
                      .cond:
                        BinOp(op='>') @208:16
                          .lhs:
                            Name(id='n_blocks') @208:16
                          .rhs:
                            Const(value=0) @208:27
                      .body:
                        Assign(targets=('acc',)) @209:17
                          .value:
                            Call(kwargs=()) @209:23
                              .func:
                                Name(id='mma_wait') @209:23
                              .args:
                                Call(kwargs=()) @209:32
                                  .func:
                                    Name(id='mma_async') @209:32
                                  .args:
                                    Name(id='p') @209:42
                                    Index() @209:45
                                      .value:
                                        Name(id='v_ring') @209:45
                                      .subs:
                                        Name(id='last') @209:52
                                    Name(id='acc') @209:59
                        Arrive(count=None) @210:17
                          .target:
                            Index() @210:24
                              .value:
                                Name(id='v_free') @210:24
                              .subs:
                                Name(id='last') @210:31
                  .orelse:
                    Pipeline(var='n', slot='slot', ring='kv') @212:13
                      .iter:
                        Call(kwargs=()) @212:27
                          .func:
                            Name(id='range') @212:27
                          .args:
                            Name(id='n_blocks') @212:33
                      .stages:
                        Name(id='STAGES') @212:56
                      .body:
                        Wait(phase=None) @213:17
                          .target:
                            Index() @213:22
                              .value:
                                Name(id='k_ready') @213:22
                              .subs:
                                Name(id='slot') @213:30
                        Assign(targets=('s',)) @214:17
                          .value:
                            Call(kwargs=()) @214:21
                              .func:
                                Name(id='mma_wait') @214:21
                              .args:
                                Call(kwargs=()) @214:30
                                  .func:
                                    Name(id='mma_async') @214:30
                                  .args:
                                    Index() @214:40
                                      .value:
                                        Name(id='q_tile') @214:40
                                      .subs:
                                        Name(id='my_q') @214:47
                                    Attr(name='T') @214:54
                                      .value:
                                        Index() @214:54
                                          .value:
                                            Name(id='k_ring') @214:54
                                          .subs:
                                            Name(id='slot') @214:61
                        Arrive(count=None) @215:17
                          .target:
                            Index() @215:24
                              .value:
                                Name(id='k_free') @215:24
                              .subs:
                                Name(id='slot') @215:31
                        Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @216:17
                          .value:
                            Call(kwargs=()) @216:38
                              .func:
                                Name(id='scores_to_probs') @216:38
                              .args:
                                Name(id='s') @216:54
                                Name(id='n') @216:57
                                Name(id='rows') @216:60
                                Name(id='cols') @216:66
                                Name(id='row0') @216:72
                                Name(id='len_q') @216:78
                                Name(id='len_k') @216:85
                                Name(id='m_i') @216:92
                                Name(id='l_i') @216:97
                                Name(id='qk_scale') @216:102
                                Name(id='BLOCK_N') @217:55
                                Name(id='CAUSAL') @217:64
                                Name(id='ACT') @217:72
                        If(orelse=()) @218:17
                          .cond:
                            BinOp(op='==') @218:20
                              .lhs:
                                Name(id='ACT') @218:20
                              .rhs:
                                Const(value='softmax') @218:27
                          .body:
                            Assign(targets=('acc',)) @219:21
                              .value:
                                BinOp(op='*') @219:27
                                  .lhs:
                                    Name(id='acc') @219:27
                                  .rhs:
                                    Index() @219:33
                                      .value:
                                        Name(id='alpha') @219:33
                                      .subs:
                                        FullSlice() @219:39
                                        Const(value=None) @219:42
                        Wait(phase=None) @220:17
                          .target:
                            Index() @220:22
                              .value:
                                Name(id='v_ready') @220:22
                              .subs:
                                Name(id='slot') @220:30
                        Assign(targets=('acc',)) @221:17
                          .value:
                            Call(kwargs=()) @221:23
                              .func:
                                Name(id='mma_wait') @221:23
                              .args:
                                Call(kwargs=()) @221:32
                                  .func:
                                    Name(id='mma_async') @221:32
                                  .args:
                                    Call(kwargs=()) @221:42
                                      .func:
                                        Name(id='cast') @221:42
                                      .args:
                                        Name(id='p') @221:47
                                        Name(id='DT') @221:50
                                    Index() @221:55
                                      .value:
                                        Name(id='v_ring') @221:55
                                      .subs:
                                        Name(id='slot') @221:62
                                    Name(id='acc') @221:69
                        Arrive(count=None) @222:17
                          .target:
                            Index() @222:24
                              .value:
                                Name(id='v_free') @222:24
                              .subs:
                                Name(id='slot') @222:31
                    Arrive(count=None) @223:13
                      .target:
                        Index() @223:20
                          .value:
                            Name(id='q_free') @223:20
                          .subs:
                            Name(id='qs') @223:27
            If() @224:9
              .cond:
                BinOp(op='==') @224:12
                  .lhs:
                    Name(id='ACT') @224:12
                  .rhs:
                    Const(value='softmax') @224:19
              .body:
                Assign(targets=('seen',)) @225:13
                  .value:
                    BinOp(op='!=') @225:20
                      .lhs:
                        Name(id='l_i') @225:20
                      .rhs:
                        Const(value=0.0) @225:27
                Assign(targets=('out',)) @229:13
                  .value:
                    Call(kwargs=()) @229:19
                      .func:
                        Name(id='where') @229:19
                      .args:
                        Index() @229:25
                          .value:
                            Name(id='seen') @229:25
                          .subs:
                            FullSlice() @229:30
                            Const(value=None) @229:33
                        BinOp(op='*') @229:40
                          .lhs:
                            Name(id='acc') @229:40
                          .rhs:
                            Index() @229:46
                              .value:
                                BinOp(op='/') @229:47
                                  .lhs:
                                    Const(value=1.0) @229:47
                                  .rhs:
                                    Name(id='l_i') @229:53
                              .subs:
                                FullSlice() @229:58
                                Const(value=None) @229:61
                        Const(value=0.0) @229:68
                Assign(targets=('row_lse',)) @230:13
                  .value:
                    Call(kwargs=()) @230:23
                      .func:
                        Name(id='where') @230:23
                      .args:
                        Name(id='seen') @230:29
                        BinOp(op='/') @230:36
                          .lhs:
                            BinOp(op='+') @230:36
                              .lhs:
                                Name(id='m_i') @230:36
                              .rhs:
                                Call(kwargs=()) @230:42
                                  .func:
                                    Name(id='log2') @230:42
                                  .args:
                                    Name(id='l_i') @230:47
                          .rhs:
                            Name(id='LOG2E') @230:55
                        Unary(op='-') @230:62
                          .operand:
                            Name(id='NEG_INF') @230:63
              .orelse:
                Assign(targets=('out',)) @232:13
                  .value:
                    BinOp(op='*') @232:19
                      .lhs:
                        Name(id='acc') @232:19
                      .rhs:
                        Name(id='out_scale') @232:25
                Assign(targets=('row_lse',)) @233:13
                  .value:
                    Call(kwargs=()) @233:23
                      .func:
                        Name(id='zeros') @233:23
                      .args:
                        ListLit() @233:29
                          .elts:
                            Name(id='WG_M') @233:30
                        Name(id='f32') @233:37
            Assign(targets=('in_seq',)) @234:9
              .value:
                BinOp(op='<') @234:18
                  .lhs:
                    Name(id='rows') @234:18
                  .rhs:
                    Name(id='len_q') @234:25
            If() @235:9
              .cond:
                Name(id='O_TMA') @235:12
              .body:
                ExprStmt() @236:13
                  .value:
                    Call(kwargs=()) @236:13
                      .func:
                        Name(id='store_smem') @236:13
                      .args:
                        Index() @236:24
                          .value:
                            Name(id='o_tile') @236:24
                          .subs:
                            Name(id='wg') @236:31
                        Call(kwargs=()) @236:36
                          .func:
                            Name(id='cast') @236:36
                          .args:
                            Name(id='out') @236:41
                            Name(id='DT') @236:46
                Fence() @237:13
                Tma(signals=None) @238:13
                  .dst:
                    Index() @238:17
                      .value:
                        Name(id='o') @238:17
                      .subs:
                        Name(id='seq') @238:19
                        BinOp(op='+') @238:24
                          .lhs:
                            BinOp(op='*') @238:24
                              .lhs:
                                Name(id='WPH') @238:24
                              .rhs:
                                Name(id='m') @238:30
                          .rhs:
                            BinOp(op='%') @238:34
                              .lhs:
                                Name(id='wg') @238:34
                              .rhs:
                                Name(id='WPH') @238:39
                        Name(id='head') @238:44
                  .src:
                    Index() @238:53
                      .value:
                        Name(id='o_tile') @238:53
                      .subs:
                        Name(id='wg') @238:60
              .orelse:
                Store() @240:13
                  .target:
                    Index() @240:13
                      .value:
                        Name(id='o') @240:13
                      .subs:
                        Name(id='seq') @240:15
                  .subs:
                    Index() @240:20
                      .value:
                        Name(id='rows') @240:20
                      .subs:
                        FullSlice() @240:25
                        Const(value=None) @240:28
                    Name(id='head') @240:35
                    Index() @240:41
                      .value:
                        Call(kwargs=()) @240:41
                          .func:
                            Name(id='arange') @240:41
                          .args:
                            Name(id='D') @240:48
                      .subs:
                        Const(value=None) @240:51
                        FullSlice() @240:57
                  .value:
                    Call(kwargs=()) @240:63
                      .func:
                        Name(id='cast') @240:63
                      .args:
                        Name(id='out') @240:68
                        Name(id='DT') @240:73
                  .mask:
                    Index() @240:83
                      .value:
                        Name(id='in_seq') @240:83
                      .subs:
                        FullSlice() @240:90
                        Const(value=None) @240:93
            Store() @241:9
              .target:
                Index() @241:9
                  .value:
                    Name(id='lse') @241:9
                  .subs:
                    Name(id='seq') @241:13
              .subs:
                Name(id='rows') @241:18
                Name(id='head') @241:24
              .value:
                Name(id='row_lse') @241:32
              .mask:
                Name(id='in_seq') @241:46