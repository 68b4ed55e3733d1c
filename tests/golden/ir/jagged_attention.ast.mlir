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
    FuncDef(name='scores_to_probs', params=('s', 'n', 'rows', 'cols', 'row0', 'len_q', 'len_k', 'm_i', 'l_i', 'qk_scale', 'BLOCK_N', 'CAUSAL', 'ACT', 'FULL', 'LAZY')) @36:1
      .body:
        If(orelse=()) @37:5
          .cond:
            BinOp(op='==') @37:8
              .lhs:
                Name(id='ACT') @37:8
              .rhs:
                Const(value='softmax') @37:15
          .body:
            If(orelse=()) @38:9
              .cond:
                Unary(op='not') @38:12
                  .operand:
                    Name(id='FULL') @38:16
              .body:
                Assign(targets=('s',)) @39:13
                  .value:
                    Call(kwargs=()) @39:17
                      .func:
                        Name(id='mask_block') @39:17
                      .args:
                        Name(id='s') @39:28
                        Name(id='n') @39:31
                        Name(id='rows') @39:34
                        Name(id='cols') @39:40
                        Name(id='row0') @39:46
                        Name(id='len_q') @39:52
                        Name(id='len_k') @39:59
                        Name(id='BLOCK_N') @39:66
                        Name(id='CAUSAL') @39:75
                        Name(id='NEG_INF') @39:83
            Assign(targets=('m_new',)) @40:9
              .value:
                Call(kwargs=()) @40:17
                  .func:
                    Name(id='maximum') @40:17
                  .args:
                    Name(id='m_i') @40:25
                    BinOp(op='*') @40:30
                      .lhs:
                        Call() @40:30
                          .func:
                            Name(id='max') @40:30
                          .args:
                            Name(id='s') @40:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @40:42
                            )
                      .rhs:
                        Name(id='qk_scale') @40:47
            If(orelse=()) @41:9
              .cond:
                BoolOp(op='and') @41:12
                  .values:
                    Name(id='FULL') @41:12
                    Name(id='LAZY') @41:21
              .body:
                Assign(targets=('m_new',)) @42:13
                  .value:
                    Call(kwargs=()) @42:21
                      .func:
                        Name(id='where') @42:21
                      .args:
                        BinOp(op='>') @42:27
                          .lhs:
                            Name(id='m_new') @42:27
                          .rhs:
                            BinOp(op='+') @42:35
                              .lhs:
                                Name(id='m_i') @42:35
                              .rhs:
                                Name(id='RESCALE_SLACK') @42:41
                        Name(id='m_new') @42:56
                        Name(id='m_i') @42:63
            Assign(targets=('m_safe',)) @43:9
              .value:
                Name(id='m_new') @43:18
            If(orelse=()) @44:9
              .cond:
                Unary(op='not') @44:12
                  .operand:
                    Name(id='FULL') @44:16
              .body:
                Assign(targets=('m_safe',)) @45:13
                  .value:
                    Call(kwargs=()) @45:22
                      .func:
                        Name(id='where') @45:22
                      .args:
                        BinOp(op='==') @45:28
                          .lhs:
                            Name(id='m_new') @45:28
                          .rhs:
                            Name(id='NEG_INF') @45:37
                        Const(value=0.0) @45:46
                        Name(id='m_new') @45:51
            Assign(targets=('p',)) @46:9
              .value:
                Call(kwargs=()) @46:13
                  .func:
                    Name(id='exp2') @46:13
                  .args:
                    BinOp(op='-') @46:18
                      .lhs:
                        BinOp(op='*') @46:18
                          .lhs:
                            Name(id='s') @46:18
                          .rhs:
                            Name(id='qk_scale') @46:22
                      .rhs:
                        Index() @46:33
                          .value:
                            Name(id='m_safe') @46:33
                          .subs:
                            FullSlice() @46:40
                            Const(value=None) @46:43
            Assign(targets=('alpha',)) @47:9
              .value:
                Call(kwargs=()) @47:17
                  .func:
                    Name(id='exp2') @47:17
                  .args:
                    BinOp(op='-') @47:22
                      .lhs:
                        Name(id='m_i') @47:22
                      .rhs:
                        Name(id='m_safe') @47:28
            Return() @48:9
              .values:
                Name(id='p') @48:16
                Name(id='alpha') @48:19
                Name(id='m_new') @48:26
                BinOp(op='+') @48:33
                  .lhs:
                    BinOp(op='*') @48:33
                      .lhs:
                        Name(id='l_i') @48:33
                      .rhs:
                        Name(id='alpha') @48:39
                  .rhs:
                    Call() @48:47
                      .func:
                        Name(id='sum') @48:47
                      .args:
                        Name(id='p') @48:51
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @48:59
                        )
        StaticAssert(message='ACT is softmax or silu') @49:5
          .cond:
            BinOp(op='==') @49:19
              .lhs:
                Name(id='ACT') @49:19
              .rhs:
                Const(value='silu') @49:26
        Assign(targets=('x',)) @50:5
          .value:
            BinOp(op='*') @50:9
              .lhs:
                Name(id='s') @50:9
              .rhs:
                BinOp(op='/') @50:14
                  .lhs:
                    Name(id='qk_scale') @50:14
                  .rhs:
                    Name(id='LOG2E') @50:25
        Assign(targets=('p',)) @51:5
          .value:
            BinOp(op='*') @51:9
              .lhs:
                Name(id='x') @51:9
              .rhs:
                Call(kwargs=()) @51:13
                  .func:
                    Name(id='sigmoid') @51:13
                  .args:
                    Name(id='x') @51:21
        If(orelse=()) @52:5
          .cond:
            Unary(op='not') @52:8
              .operand:
                Name(id='FULL') @52:12
          .body:
            Assign(targets=('p',)) @53:9
              .value:
                Call(kwargs=()) @53:13
                  .func:
                    Name(id='mask_block') @53:13
                  .args:
                    Name(id='p') @53:24
                    Name(id='n') @53:27
                    Name(id='rows') @53:30
                    Name(id='cols') @53:36
                    Name(id='row0') @53:42
                    Name(id='len_q') @53:48
                    Name(id='len_k') @53:55
                    Name(id='BLOCK_N') @53:62
                    Name(id='CAUSAL') @53:71
                    Const(value=0.0) @53:79
        Return() @54:5
          .values:
            Name(id='p') @54:12
            Const(value=1.0) @54:15
            Name(id='m_i') @54:20
            Name(id='l_i') @54:25
    KernelDef(name='jagged_attention') @56:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @57:9
          .dtype:
            Name(id='DT') @57:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @57:41
          .dtype:
            Name(id='DT') @57:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @57:75
          .dtype:
            Name(id='DT') @57:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @58:9
          .dtype:
            Name(id='DT') @58:19
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @58:41
          .dtype:
            Name(id='f32') @58:53
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @59:9
          .dtype:
            Name(id='i32') @59:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @59:25
          .dtype:
            Name(id='i32') @59:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @59:41
          .dtype:
            Name(id='f32') @59:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @59:56
          .dtype:
            Name(id='f32') @59:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @60:9
          .default:
            Name(id='f16') @60:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @60:26
          .default:
            Const(value=128) @60:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @60:42
          .default:
            Const(value=128) @60:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @60:64
          .default:
            Const(value=128) @60:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @60:86
          .default:
            Const(value=2) @60:102
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @61:9
          .default:
            Const(value=False) @61:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @61:32
          .default:
            Const(value='softmax') @61:45
        Param(name='OVERLAP', kind='const', dtype=None, dims=(), offsets=None) @61:56
          .default:
            BinOp(op='==') @61:73
              .lhs:
                Name(id='TARGET') @61:73
              .rhs:
                Const(value='gluon') @61:83
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @61:92
          .default:
            Const(value=240) @61:106
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @61:111
          .default:
            Const(value=64) @61:125
        Param(name='HPT', kind='const', dtype=None, dims=(), offsets=None) @62:9
          .default:
            Const(value=1) @62:22
        Param(name='PINGPONG', kind='const', dtype=None, dims=(), offsets=None) @62:25
          .default:
            Const(value=False) @62:43
        Param(name='QBUF', kind='const', dtype=None, dims=(), offsets=None) @62:50
          .default:
            Const(value=2) @62:64
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @62:67
          .default:
            Const(value=False) @62:84
        Param(name='HEAD_GROUPS', kind='const', dtype=None, dims=(), offsets=None) @62:91
          .default:
            Const(value=1) @62:112
        Param(name='KV_STEP', kind='const', dtype=None, dims=(), offsets=None) @63:9
          .default:
            Const(value=False) @63:26
        Param(name='O_TMA', kind='const', dtype=None, dims=(), offsets=None) @63:33
          .default:
            Const(value=False) @63:48
        Param(name='MASK_SPLIT', kind='const', dtype=None, dims=(), offsets=None) @63:55
          .default:
            Const(value=False) @63:75
        Param(name='LAZY_RESCALE', kind='const', dtype=None, dims=(), offsets=None) @64:9
          .default:
            Const(value=False) @64:31
      .body:
        Require(message='KV heads divide the query heads in groups of HPT') @68:5
          .cond:
            BoolOp(op='and') @68:13
              .values:
                BinOp(op='>') @68:13
                  .lhs:
                    Name(id='HKV') @68:13
                  .rhs:
                    Const(value=0) @68:19
                BinOp(op='==') @68:25
                  .lhs:
                    BinOp(op='%') @68:25
                      .lhs:
                        Name(id='H') @68:25
                      .rhs:
                        Name(id='HKV') @68:29
                  .rhs:
                    Const(value=0) @68:36
                BinOp(op='==') @68:42
                  .lhs:
                    BinOp(op='%') @68:43
                      .lhs:
                        BinOp(op='//') @68:43
                          .lhs:
                            Name(id='H') @68:43
                          .rhs:
                            Name(id='HKV') @68:48
                      .rhs:
                        Name(id='HPT') @68:55
                  .rhs:
                    Const(value=0) @68:62
        Require(message="HEAD_GROUPS divides the tiles' head groups H // HPT") @74:5
          .cond:
            BinOp(op='==') @74:13
              .lhs:
                BinOp(op='%') @74:14
                  .lhs:
                    BinOp(op='//') @74:14
                      .lhs:
                        Name(id='H') @74:14
                      .rhs:
                        Name(id='HPT') @74:19
                  .rhs:
                    Name(id='HEAD_GROUPS') @74:26
              .rhs:
                Const(value=0) @74:41
        Tiles() @75:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @75:18
                .func:
                  Name(id='range') @75:18
                .args:
                  Name(id='HEAD_GROUPS') @75:24
            )
            (
              ('seq', 'm')
              Call(kwargs=()) @75:48
                .func:
                  Name(id='blocks') @75:48
                .args:
                  Name(id='q') @75:55
                  BinOp(op='//') @75:58
                    .lhs:
                      Name(id='BLOCK_M') @75:58
                    .rhs:
                      Name(id='HPT') @75:69
            )
            (
              ('hgi',)
              Call(kwargs=()) @75:82
                .func:
                  Name(id='range') @75:82
                .args:
                  BinOp(op='//') @75:88
                    .lhs:
                      BinOp(op='//') @75:88
                        .lhs:
                          Name(id='H') @75:88
                        .rhs:
                          Name(id='HPT') @75:93
                    .rhs:
                      Name(id='HEAD_GROUPS') @75:100
            )
          .options:
            TileOption(id='persistent', arg=None) @75:113
            TileOption(id='longest_first', arg=None) @75:124
            TileOption(id='dynamic') @75:138
              .arg:
                Name(id='DYNAMIC') @75:146
        Assign(targets=('hg',)) @76:5
          .value:
            BinOp(op='+') @76:10
              .lhs:
                BinOp(op='*') @76:10
                  .lhs:
                    Name(id='hgo') @76:10
                  .rhs:
                    BinOp(op='//') @76:17
                      .lhs:
                        BinOp(op='//') @76:17
                          .lhs:
                            Name(id='H') @76:17
                          .rhs:
                            Name(id='HPT') @76:22
                      .rhs:
                        Name(id='HEAD_GROUPS') @76:29
              .rhs:
                Name(id='hgi') @76:44
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @77:5
          .cond:
            BinOp(op='==') @77:19
              .lhs:
                BinOp(op='%') @77:19
                  .lhs:
                    Name(id='BLOCK_M') @77:19
                  .rhs:
                    Name(id='WG_M') @77:29
              .rhs:
                Const(value=0) @77:37
        Assign(targets=('NWG',)) @78:5
          .value:
            BinOp(op='//') @78:11
              .lhs:
                Name(id='BLOCK_M') @78:11
              .rhs:
                Name(id='WG_M') @78:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @79:5
          .cond:
            BinOp(op='==') @79:19
              .lhs:
                BinOp(op='%') @79:19
                  .lhs:
                    Name(id='NWG') @79:19
                  .rhs:
                    Name(id='HPT') @79:25
              .rhs:
                Const(value=0) @79:32
        Assign(targets=('TILE_M',)) @80:5
          .value:
            BinOp(op='//') @80:14
              .lhs:
                Name(id='BLOCK_M') @80:14
              .rhs:
                Name(id='HPT') @80:25
        Assign(targets=('WPH',)) @81:5
          .value:
            BinOp(op='//') @81:11
              .lhs:
                Name(id='NWG') @81:11
              .rhs:
                Name(id='HPT') @81:18
        SmemDecl(name='q_tile') @85:5
          .stages:
            BinOp(op='*') @85:17
              .lhs:
                Name(id='QBUF') @85:17
              .rhs:
                BinOp(op='//') @85:25
                  .lhs:
                    Name(id='BLOCK_M') @85:25
                  .rhs:
                    Name(id='WG_M') @85:36
          .dtype:
            Name(id='DT') @85:44
          .shape:
            Name(id='WG_M') @85:47
            Name(id='D') @85:53
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
        If(orelse=()) @88:5
          .cond:
            Name(id='O_TMA') @88:8
          .body:
            SmemDecl(name='o_tile') @90:9
              .stages:
                BinOp(op='//') @90:21
                  .lhs:
                    Name(id='BLOCK_M') @90:21
                  .rhs:
                    Name(id='WG_M') @90:32
              .dtype:
                Name(id='DT') @90:39
              .shape:
                Name(id='WG_M') @90:42
                Name(id='D') @90:48
        BarrierDecl(name='q_ready', kwargs=()) @91:5
          .size:
            Name(id='QBUF') @91:21
        BarrierDecl(name='q_free') @92:5
          .size:
            Name(id='QBUF') @92:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @92:32
                .lhs:
                  Name(id='BLOCK_M') @92:32
                .rhs:
                  Name(id='WG_M') @92:43
            )
        If() @93:5
          .cond:
            BoolOp(op='and') @93:8
              .values:
                Name(id='KV_STEP') @93:8
                Name(id='OVERLAP') @93:20
          .body:
            BarrierDecl(name='kv_ready', kwargs=()) @96:9
              .size:
                Name(id='STAGES') @96:26
            BarrierDecl(name='kv_free') @97:9
              .size:
                Name(id='STAGES') @97:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @97:39
                    .lhs:
                      Name(id='BLOCK_M') @97:39
                    .rhs:
                      Name(id='WG_M') @97:50
                )
          .orelse:
            BarrierDecl(name='k_ready', kwargs=()) @99:9
              .size:
                Name(id='STAGES') @99:25
            BarrierDecl(name='k_free') @100:9
              .size:
                Name(id='STAGES') @100:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @100:38
                    .lhs:
                      Name(id='BLOCK_M') @100:38
                    .rhs:
                      Name(id='WG_M') @100:49
                )
            BarrierDecl(name='v_ready', kwargs=()) @101:9
              .size:
                Name(id='STAGES') @101:25
            BarrierDecl(name='v_free') @102:9
              .size:
                Name(id='STAGES') @102:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @102:38
                    .lhs:
                      Name(id='BLOCK_M') @102:38
                    .rhs:
                      Name(id='WG_M') @102:49
                )
        Assign(targets=('len_q',)) @104:5
          .value:
            Attr(name='len') @104:13
              .value:
                Index() @104:13
                  .value:
                    Name(id='q') @104:13
                  .subs:
                    Name(id='seq') @104:15
        Assign(targets=('len_k',)) @105:5
          .value:
            Attr(name='len') @105:13
              .value:
                Index() @105:13
                  .value:
                    Name(id='k') @105:13
                  .subs:
                    Name(id='seq') @105:15
        Assign(targets=('kv_head',)) @106:5
          .value:
            BinOp(op='//') @106:16
              .lhs:
                BinOp(op='*') @106:16
                  .lhs:
                    Name(id='hg') @106:16
                  .rhs:
                    Name(id='HPT') @106:21
              .rhs:
                BinOp(op='//') @106:30
                  .lhs:
                    Name(id='H') @106:30
                  .rhs:
                    Name(id='HKV') @106:35
        Assign(targets=('hi',)) @107:5
          .value:
            Name(id='len_k') @107:10
        If(orelse=()) @108:5
          .cond:
            Name(id='CAUSAL') @108:8
          .body:
            Assign(targets=('hi',)) @109:9
              .value:
                Call(kwargs=()) @109:14
                  .func:
                    Name(id='minimum') @109:14
                  .args:
                    Name(id='len_k') @109:22
                    BinOp(op='-') @109:30
                      .lhs:
                        BinOp(op='+') @109:30
                          .lhs:
                            BinOp(op='*') @109:30
                              .lhs:
                                BinOp(op='+') @109:30
                                  .lhs:
                                    Name(id='m') @109:30
                                  .rhs:
                                    Const(value=1) @109:34
                              .rhs:
                                Name(id='TILE_M') @109:39
                          .rhs:
                            Name(id='len_k') @109:48
                      .rhs:
                        Name(id='len_q') @109:56
        Assign(targets=('n_blocks',)) @110:5
          .value:
            Call(kwargs=()) @110:16
              .func:
                Name(id='cdiv') @110:16
              .args:
                Call(kwargs=()) @110:21
                  .func:
                    Name(id='maximum') @110:21
                  .args:
                    Name(id='hi') @110:29
                    Const(value=0) @110:33
                Name(id='BLOCK_N') @110:37
        Assign(targets=('seen_whole',)) @112:5
          .value:
            Name(id='len_k') @112:18
        If(orelse=()) @113:5
          .cond:
            Name(id='CAUSAL') @113:8
          .body:
            Assign(targets=('seen_whole',)) @114:9
              .value:
                Call(kwargs=()) @114:22
                  .func:
                    Name(id='minimum') @114:22
                  .args:
                    Name(id='len_k') @114:30
                    BinOp(op='-') @114:37
                      .lhs:
                        BinOp(op='+') @114:37
                          .lhs:
                            BinOp(op='+') @114:37
                              .lhs:
                                BinOp(op='*') @114:37
                                  .lhs:
                                    Name(id='m') @114:37
                                  .rhs:
                                    Name(id='TILE_M') @114:41
                              .rhs:
                                Const(value=1) @114:50
                          .rhs:
                            Name(id='len_k') @114:54
                      .rhs:
                        Name(id='len_q') @114:62
        Assign(targets=('n_whole',)) @115:5
          .value:
            Call(kwargs=()) @115:15
              .func:
                Name(id='minimum') @115:15
              .args:
                BinOp(op='//') @115:23
                  .lhs:
                    Call(kwargs=()) @115:23
                      .func:
                        Name(id='maximum') @115:23
                      .args:
                        Name(id='seen_whole') @115:31
                        Const(value=0) @115:43
                  .rhs:
                    Name(id='BLOCK_N') @115:49
                Name(id='n_blocks') @115:58
        Role(name='load', replica=None) @117:5
          .kwargs:
            (
              'warps'
              Const(value=1) @117:21
            )
            (
              'regs'
              Const(value=24) @117:29
            )
          .body:
            Assign(targets=('qs',)) @118:9
              .value:
                BinOp(op='%') @118:14
                  .lhs:
                    Name(id='tile_index') @118:14
                  .rhs:
                    Name(id='QBUF') @118:27
            Wait(phase=None) @120:9
              .target:
                Index() @120:14
                  .value:
                    Name(id='q_free') @120:14
                  .subs:
                    Name(id='qs') @120:21
            Expect() @121:9
              .target:
                Index() @121:16
                  .value:
                    Name(id='q_ready') @121:16
                  .subs:
                    Name(id='qs') @121:24
              .nbytes:
                BinOp(op='*') @121:29
                  .lhs:
                    Name(id='NWG') @121:29
                  .rhs:
                    Call(kwargs=()) @121:35
                      .func:
                        Name(id='bytes') @121:35
                      .args:
                        Name(id='q_tile') @121:41
            For(var='i') @122:9
              .iter:
                Call(kwargs=()) @122:18
                  .func:
                    Name(id='static_range') @122:18
                  .args:
                    Name(id='NWG') @122:31
              .body:
                Tma() @123:13
                  .dst:
                    Index() @123:17
                      .value:
                        Name(id='q_tile') @123:17
                      .subs:
                        BinOp(op='+') @123:24
                          .lhs:
                            BinOp(op='*') @123:24
                              .lhs:
                                Name(id='qs') @123:24
                              .rhs:
                                Name(id='NWG') @123:29
                          .rhs:
                            Name(id='i') @123:35
                  .src:
                    Index() @123:41
                      .value:
                        Name(id='q') @123:41
                      .subs:
                        Name(id='seq') @123:43
                        BinOp(op='+') @123:48
                          .lhs:
                            BinOp(op='*') @123:48
                              .lhs:
                                Name(id='WPH') @123:48
                              .rhs:
                                Name(id='m') @123:54
                          .rhs:
                            BinOp(op='%') @123:58
                              .lhs:
                                Name(id='i') @123:58
                              .rhs:
                                Name(id='WPH') @123:62
                        BinOp(op='+') @123:67
                          .lhs:
                            BinOp(op='*') @123:67
                              .lhs:
                                Name(id='hg') @123:67
                              .rhs:
                                Name(id='HPT') @123:72
                          .rhs:
                            BinOp(op='//') @123:78
                              .lhs:
                                Name(id='i') @123:78
                              .rhs:
                                Name(id='WPH') @123:83
                  .signals:
                    Index() @123:96
                      .value:
                        Name(id='q_ready') @123:96
                      .subs:
                        Name(id='qs') @123:104
            If() @124:9
              .cond:
                BoolOp(op='and') @124:12
                  .values:
                    Name(id='KV_STEP') @124:12
                    Name(id='OVERLAP') @124:24
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @126:13
                  .iter:
                    Call(kwargs=()) @126:27
                      .func:
                        Name(id='range') @126:27
                      .args:
                        Call(kwargs=()) @126:33
                          .func:
                            Name(id='minimum') @126:33
                          .args:
                            Name(id='n_blocks') @126:41
                            Const(value=1) @126:51
                  .stages:
                    Name(id='STAGES') @126:68
                  .body:
                    Wait(phase=None) @127:17
                      .target:
                        Index() @127:22
                          .value:
                            Name(id='kv_free') @127:22
                          .subs:
                            Name(id='slot') @127:30
                    Expect() @128:17
                      .target:
                        Index() @128:24
                          .value:
                            Name(id='kv_ready') @128:24
                          .subs:
                            Name(id='slot') @128:33
                      .nbytes:
                        Call(kwargs=()) @128:40
                          .func:
                            Name(id='bytes') @128:40
                          .args:
                            Name(id='k_ring') @128:46
                    Tma() @129:17
                      .dst:
                        Index() @129:21
                          .value:
                            Name(id='k_ring') @129:21
                          .subs:
                            Name(id='slot') @129:28
                      .src:
                        Index() @129:37
                          .value:
                            Name(id='k') @129:37
                          .subs:
                            Name(id='seq') @129:39
                            Name(id='n') @129:44
                            Name(id='kv_head') @129:47
                      .signals:
                        Index() @129:64
                          .value:
                            Name(id='kv_ready') @129:64
                          .subs:
                            Name(id='slot') @129:73
                Pipeline(var='n', slot='slot', ring='kv') @130:13
                  .iter:
                    Call(kwargs=()) @130:27
                      .func:
                        Name(id='range') @130:27
                      .args:
                        Const(value=1) @130:33
                        Name(id='n_blocks') @130:36
                  .stages:
                    Name(id='STAGES') @130:59
                  .body:
                    Wait(phase=None) @131:17
                      .target:
                        Index() @131:22
                          .value:
                            Name(id='kv_free') @131:22
                          .subs:
                            Name(id='slot') @131:30
                    Expect() @132:17
                      .target:
                        Index() @132:24
                          .value:
                            Name(id='kv_ready') @132:24
                          .subs:
                            Name(id='slot') @132:33
                      .nbytes:
                        BinOp(op='+') @132:40
                          .lhs:
                            Call(kwargs=()) @132:40
                              .func:
                                Name(id='bytes') @132:40
                              .args:
                                Name(id='k_ring') @132:46
                          .rhs:
                            Call(kwargs=()) @132:56
                              .func:
                                Name(id='bytes') @132:56
                              .args:
                                Name(id='v_ring') @132:62
                    Tma() @133:17
                      .dst:
                        Index() @133:21
                          .value:
                            Name(id='k_ring') @133:21
                          .subs:
                            Name(id='slot') @133:28
                      .src:
                        Index() @133:37
                          .value:
                            Name(id='k') @133:37
                          .subs:
                            Name(id='seq') @133:39
                            Name(id='n') @133:44
                            Name(id='kv_head') @133:47
                      .signals:
                        Index() @133:64
                          .value:
                            Name(id='kv_ready') @133:64
                          .subs:
                            Name(id='slot') @133:73
                    Tma() @134:17
                      .dst:
                        Index() @134:21
                          .value:
                            Name(id='v_ring') @134:21
                          .subs:
                            Name(id='slot') @134:28
                      .src:
                        Index() @134:37
                          .value:
                            Name(id='v') @134:37
                          .subs:
                            Name(id='seq') @134:39
                            BinOp(op='-') @134:44
                              .lhs:
                                Name(id='n') @134:44
                              .rhs:
                                Const(value=1) @134:48
                            Name(id='kv_head') @134:51
                      .signals:
                        Index() @134:68
                          .value:
                            Name(id='kv_ready') @134:68
                          .subs:
                            Name(id='slot') @134:77
                Pipeline(var='n', slot='slot', ring='kv') @135:13
                  .iter:
                    Call(kwargs=()) @135:27
                      .func:
                        Name(id='range') @135:27
                      .args:
                        Name(id='n_blocks') @135:33
                        BinOp(op='+') @135:43
                          .lhs:
                            Name(id='n_blocks') @135:43
                          .rhs:
                            Call(kwargs=()) @135:54
                              .func:
                                Name(id='minimum') @135:54
                              .args:
                                Name(id='n_blocks') @135:62
                                Const(value=1) @135:72
                  .stages:
                    Name(id='STAGES') @135:89
                  .body:
                    Wait(phase=None) @136:17
                      .target:
                        Index() @136:22
                          .value:
                            Name(id='kv_free') @136:22
                          .subs:
                            Name(id='slot') @136:30
                    Expect() @137:17
                      .target:
                        Index() @137:24
                          .value:
                            Name(id='kv_ready') @137:24
                          .subs:
                            Name(id='slot') @137:33
                      .nbytes:
                        Call(kwargs=()) @137:40
                          .func:
                            Name(id='bytes') @137:40
                          .args:
                            Name(id='v_ring') @137:46
                    Tma() @138:17
                      .dst:
                        Index() @138:21
                          .value:
                            Name(id='v_ring') @138:21
                          .subs:
                            Name(id='slot') @138:28
                      .src:
                        Index() @138:37
                          .value:
                            Name(id='v') @138:37
                          .subs:
                            Name(id='seq') @138:39
                            BinOp(op='-') @138:44
                              .lhs:
                                Name(id='n') @138:44
                              .rhs:
                                Const(value=1) @138:48
                            Name(id='kv_head') @138:51
                      .signals:
                        Index() @138:68
                          .value:
                            Name(id='kv_ready') @138:68
                          .subs:
                            Name(id='slot') @138:77
              .orelse:
                Assign(targets=('n_first',)) @142:13
                  .value:
                    Name(id='n_blocks') @142:23
                If(orelse=()) @143:13
                  .cond:
                    BoolOp(op='and') @143:16
                      .values:
                        Name(id='MASK_SPLIT') @143:16
                        Name(id='OVERLAP') @143:31
                  .body:
                    Assign(targets=('n_first',)) @144:17
                      .value:
                        Name(id='n_whole') @144:27
                Pipeline(var='n', slot='slot', ring='kv') @145:13
                  .iter:
                    Call(kwargs=()) @145:27
                      .func:
                        Name(id='range') @145:27
                      .args:
                        Name(id='n_first') @145:33
                  .stages:
                    Name(id='STAGES') @145:55
                  .body:
                    Wait(phase=None) @146:17
                      .target:
                        Index() @146:22
                          .value:
                            Name(id='k_free') @146:22
                          .subs:
                            Name(id='slot') @146:29
                    Expect() @147:17
                      .target:
                        Index() @147:24
                          .value:
                            Name(id='k_ready') @147:24
                          .subs:
                            Name(id='slot') @147:32
                      .nbytes:
                        Call(kwargs=()) @147:39
                          .func:
                            Name(id='bytes') @147:39
                          .args:
                            Name(id='k_ring') @147:45
                    Tma() @148:17
                      .dst:
                        Index() @148:21
                          .value:
                            Name(id='k_ring') @148:21
                          .subs:
                            Name(id='slot') @148:28
                      .src:
                        Index() @148:37
                          .value:
                            Name(id='k') @148:37
                          .subs:
                            Name(id='seq') @148:39
                            Name(id='n') @148:44
                            Name(id='kv_head') @148:47
                      .signals:
                        Index() @148:64
                          .value:
                            Name(id='k_ready') @148:64
                          .subs:
                            Name(id='slot') @148:72
                    Wait(phase=None) @149:17
                      .target:
                        Index() @149:22
                          .value:
                            Name(id='v_free') @149:22
                          .subs:
                            Name(id='slot') @149:29
                    Expect() @150:17
                      .target:
                        Index() @150:24
                          .value:
                            Name(id='v_ready') @150:24
                          .subs:
                            Name(id='slot') @150:32
                      .nbytes:
                        Call(kwargs=()) @150:39
                          .func:
                            Name(id='bytes') @150:39
                          .args:
                            Name(id='v_ring') @150:45
                    Tma() @151:17
                      .dst:
                        Index() @151:21
                          .value:
                            Name(id='v_ring') @151:21
                          .subs:
                            Name(id='slot') @151:28
                      .src:
                        Index() @151:37
                          .value:
                            Name(id='v') @151:37
                          .subs:
                            Name(id='seq') @151:39
                            Name(id='n') @151:44
                            Name(id='kv_head') @151:47
                      .signals:
                        Index() @151:64
                          .value:
                            Name(id='v_ready') @151:64
                          .subs:
                            Name(id='slot') @151:72
                If(orelse=()) @152:13
                  .cond:
                    BoolOp(op='and') @152:16
                      .values:
                        Name(id='MASK_SPLIT') @152:16
                        Name(id='OVERLAP') @152:31
                  .body:
                    Pipeline(var='n', slot='slot', ring='kv') @153:17
                      .iter:
                        Call(kwargs=()) @153:31
                          .func:
                            Name(id='range') @153:31
                          .args:
                            Name(id='n_whole') @153:37
                            Name(id='n_blocks') @153:46
                      .stages:
                        Name(id='STAGES') @153:69
                      .body:
                        Wait(phase=None) @154:21
                          .target:
                            Index() @154:26
                              .value:
                                Name(id='k_free') @154:26
                              .subs:
                                Name(id='slot') @154:33
                        Expect() @155:21
                          .target:
                            Index() @155:28
                              .value:
                                Name(id='k_ready') @155:28
                              .subs:
                                Name(id='slot') @155:36
                          .nbytes:
                            Call(kwargs=()) @155:43
                              .func:
                                Name(id='bytes') @155:43
                              .args:
                                Name(id='k_ring') @155:49
                        Tma() @156:21
                          .dst:
                            Index() @156:25
                              .value:
                                Name(id='k_ring') @156:25
                              .subs:
                                Name(id='slot') @156:32
                          .src:
                            Index() @156:41
                              .value:
                                Name(id='k') @156:41
                              .subs:
                                Name(id='seq') @156:43
                                Name(id='n') @156:48
                                Name(id='kv_head') @156:51
                          .signals:
                            Index() @156:68
                              .value:
                                Name(id='k_ready') @156:68
                              .subs:
                                Name(id='slot') @156:76
                        Wait(phase=None) @157:21
                          .target:
                            Index() @157:26
                              .value:
                                Name(id='v_free') @157:26
                              .subs:
                                Name(id='slot') @157:33
                        Expect() @158:21
                          .target:
                            Index() @158:28
                              .value:
                                Name(id='v_ready') @158:28
                              .subs:
                                Name(id='slot') @158:36
                          .nbytes:
                            Call(kwargs=()) @158:43
                              .func:
                                Name(id='bytes') @158:43
                              .args:
                                Name(id='v_ring') @158:49
                        Tma() @159:21
                          .dst:
                            Index() @159:25
                              .value:
                                Name(id='v_ring') @159:25
                              .subs:
                                Name(id='slot') @159:32
                          .src:
                            Index() @159:41
                              .value:
                                Name(id='v') @159:41
                              .subs:
                                Name(id='seq') @159:43
                                Name(id='n') @159:48
                                Name(id='kv_head') @159:51
                          .signals:
                            Index() @159:68
                              .value:
                                Name(id='v_ready') @159:68
                              .subs:
                                Name(id='slot') @159:76
        Role(name='compute', replica='wg') @161:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @161:29
            )
            (
              'regs'
              Name(id='REGS') @161:39
            )
          .body:
            Assign(targets=('qk_scale',)) @162:9
              .value:
                BinOp(op='*') @162:20
                  .lhs:
                    Name(id='sm_scale') @162:20
                  .rhs:
                    Name(id='LOG2E') @162:31
            Assign(targets=('head',)) @163:9
              .value:
                BinOp(op='+') @163:16
                  .lhs:
                    BinOp(op='*') @163:16
                      .lhs:
                        Name(id='hg') @163:16
                      .rhs:
                        Name(id='HPT') @163:21
                  .rhs:
                    BinOp(op='//') @163:27
                      .lhs:
                        Name(id='wg') @163:27
                      .rhs:
                        Name(id='WPH') @163:33
            Assign(targets=('row0',)) @164:9
              .value:
                BinOp(op='+') @164:16
                  .lhs:
                    BinOp(op='*') @164:16
                      .lhs:
                        Name(id='m') @164:16
                      .rhs:
                        Name(id='TILE_M') @164:20
                  .rhs:
                    BinOp(op='*') @164:30
                      .lhs:
                        BinOp(op='%') @164:30
                          .lhs:
                            Name(id='wg') @164:30
                          .rhs:
                            Name(id='WPH') @164:35
                      .rhs:
                        Name(id='WG_M') @164:42
            Assign(targets=('rows',)) @165:9
              .value:
                BinOp(op='+') @165:16
                  .lhs:
                    Name(id='row0') @165:16
                  .rhs:
                    Call(kwargs=()) @165:23
                      .func:
                        Name(id='arange') @165:23
                      .args:
                        Name(id='WG_M') @165:30
            Assign(targets=('cols',)) @166:9
              .value:
                Call(kwargs=()) @166:16
                  .func:
                    Name(id='arange') @166:16
                  .args:
                    Name(id='BLOCK_N') @166:23
            Assign(targets=('m_i',)) @167:9
              .value:
                Call(kwargs=()) @167:15
                  .func:
                    Name(id='full') @167:15
                  .args:
                    ListLit() @167:20
                      .elts:
                        Name(id='WG_M') @167:21
                    Name(id='NEG_INF') @167:28
                    Name(id='f32') @167:37
            Assign(targets=('l_i',)) @168:9
              .value:
                Call(kwargs=()) @168:15
                  .func:
                    Name(id='zeros') @168:15
                  .args:
                    ListLit() @168:21
                      .elts:
                        Name(id='WG_M') @168:22
                    Name(id='f32') @168:29
            Assign(targets=('acc',)) @169:9
              .value:
                Call(kwargs=()) @169:15
                  .func:
                    Name(id='zeros') @169:15
                  .args:
                    ListLit() @169:21
                      .elts:
                        Name(id='WG_M') @169:22
                        Name(id='D') @169:28
                    Name(id='f32') @169:32
            Assign(targets=('qs',)) @170:9
              .value:
                BinOp(op='%') @170:14
                  .lhs:
                    Name(id='tile_index') @170:14
                  .rhs:
                    Name(id='QBUF') @170:27
            Assign(targets=('my_q',)) @171:9
              .value:
                BinOp(op='+') @171:16
                  .lhs:
                    BinOp(op='*') @171:16
                      .lhs:
                        Name(id='qs') @171:16
                      .rhs:
                        Name(id='NWG') @171:21
                  .rhs:
                    Name(id='wg') @171:27
            Wait(phase=None) @172:9
              .target:
                Index() @172:14
                  .value:
                    Name(id='q_ready') @172:14
                  .subs:
                    Name(id='qs') @172:22
            If() @173:9
              .cond:
                BoolOp(op='and') @173:12
                  .values:
                    Name(id='KV_STEP') @173:12
                    Name(id='OVERLAP') @173:24
              .body:
                Assign(targets=('p',)) @176:13
                  .value:
                    Call(kwargs=()) @176:17
                      .func:
                        Name(id='zeros') @176:17
                      .args:
                        ListLit() @176:23
                          .elts:
                            Name(id='WG_M') @176:24
                            Name(id='BLOCK_N') @176:30
                        Name(id='DT') @176:40
                Pipeline(var='n', slot='slot', ring='kv') @177:13
                  .iter:
                    Call(kwargs=()) @177:27
                      .func:
                        Name(id='range') @177:27
                      .args:
                        Call(kwargs=()) @177:33
                          .func:
                            Name(id='minimum') @177:33
                          .args:
                            Name(id='n_blocks') @177:41
                            Const(value=1) @177:51
                  .stages:
                    Name(id='STAGES') @177:68
                  .body:
                    Wait(phase=None) @178:17
                      .target:
                        Index() @178:22
                          .value:
                            Name(id='kv_ready') @178:22
                          .subs:
                            Name(id='slot') @178:31
                    Turn() @179:17
                      .cond:
                        BoolOp(op='and') @179:28
                          .values:
                            Name(id='PINGPONG') @179:28
                            BinOp(op='>') @179:41
                              .lhs:
                                Name(id='NWG') @179:41
                              .rhs:
                                Const(value=1) @179:47
                      .body:
                        Assign(targets=('s_first',)) @180:21
                          .value:
                            Call(kwargs=()) @180:31
                              .func:
                                Name(id='mma_async') @180:31
                              .args:
                                Index() @180:41
                                  .value:
                                    Name(id='q_tile') @180:41
                                  .subs:
                                    Name(id='my_q') @180:48
                                Attr(name='T') @180:55
                                  .value:
                                    Index() @180:55
                                      .value:
                                        Name(id='k_ring') @180:55
                                      .subs:
                                        Name(id='slot') @180:62
                    Assign(targets=('s',)) @181:17
                      .value:
                        Call(kwargs=()) @181:21
                          .func:
                            Name(id='mma_wait') @181:21
                          .args:
                            Name(id='s_first') @181:30
                    Arrive(count=None) @182:17
                      .target:
                        Index() @182:24
                          .value:
                            Name(id='kv_free') @182:24
                          .subs:
                            Name(id='slot') @182:32
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @183:17
                      .value:
                        Call(kwargs=()) @183:40
                          .func:
                            Name(id='scores_to_probs') @183:40
                          .args:
                            Name(id='s') @183:56
                            Name(id='n') @183:59
                            Name(id='rows') @183:62
                            Name(id='cols') @183:68
                            Name(id='row0') @183:74
                            Name(id='len_q') @183:80
                            Name(id='len_k') @183:87
                            Name(id='m_i') @183:94
                            Name(id='l_i') @183:99
                            Name(id='qk_scale') @183:104
                            Name(id='BLOCK_N') @184:55
                            Name(id='CAUSAL') @184:64
                            Name(id='ACT') @184:72
                            Const(value=False) @184:77
                            Const(value=False) @184:84
                    Assign(targets=('p',)) @185:17
                      .value:
                        Call(kwargs=()) @185:21
                          .func:
                            Name(id='cast') @185:21
                          .args:
                            Name(id='p32') @185:26
                            Name(id='DT') @185:31
                Pipeline(var='n', slot='slot', ring='kv') @186:13
                  .iter:
                    Call(kwargs=()) @186:27
                      .func:
                        Name(id='range') @186:27
                      .args:
                        Const(value=1) @186:33
                        Name(id='n_blocks') @186:36
                  .stages:
                    Name(id='STAGES') @186:59
                  .body:
                    Wait(phase=None) @187:17
                      .target:
                        Index() @187:22
                          .value:
                            Name(id='kv_ready') @187:22
                          .subs:
                            Name(id='slot') @187:31
                    Turn() @188:17
                      .cond:
                        BoolOp(op='and') @188:28
                          .values:
                            Name(id='PINGPONG') @188:28
                            BinOp(op='>') @188:41
                              .lhs:
                                Name(id='NWG') @188:41
                              .rhs:
                                Const(value=1) @188:47
                      .body:
                        Assign(targets=('s_next',)) @189:21
                          .value:
                            Call(kwargs=()) @189:30
                              .func:
                                Name(id='mma_async') @189:30
                              .args:
                                Index() @189:40
                                  .value:
                                    Name(id='q_tile') @189:40
                                  .subs:
                                    Name(id='my_q') @189:47
                                Attr(name='T') @189:54
                                  .value:
                                    Index() @189:54
                                      .value:
                                        Name(id='k_ring') @189:54
                                      .subs:
                                        Name(id='slot') @189:61
                        Assign(targets=('o_next',)) @190:21
                          .value:
                            Call(kwargs=()) @190:30
                              .func:
                                Name(id='mma_async') @190:30
                              .args:
                                Name(id='p') @190:40
                                Index() @190:43
                                  .value:
                                    Name(id='v_ring') @190:43
                                  .subs:
                                    Name(id='slot') @190:50
                                Name(id='acc') @190:57
                    Assign(targets=('s',)) @191:17
                      .value:
                        Call() @191:21
                          .func:
                            Name(id='mma_wait') @191:21
                          .args:
                            Name(id='s_next') @191:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @191:46
                            )
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @192:17
                      .value:
                        Call(kwargs=()) @192:40
                          .func:
                            Name(id='scores_to_probs') @192:40
                          .args:
                            Name(id='s') @192:56
                            Name(id='n') @192:59
                            Name(id='rows') @192:62
                            Name(id='cols') @192:68
                            Name(id='row0') @192:74
                            Name(id='len_q') @192:80
                            Name(id='len_k') @192:87
                            Name(id='m_i') @192:94
                            Name(id='l_i') @192:99
                            Name(id='qk_scale') @192:104
                            Name(id='BLOCK_N') @193:55
                            Name(id='CAUSAL') @193:64
                            Name(id='ACT') @193:72
                            Const(value=False) @193:77
                            Const(value=False) @193:84
                    Assign(targets=('acc',)) @194:17
                      .value:
                        Call(kwargs=()) @194:23
                          .func:
                            Name(id='mma_wait') @194:23
                          .args:
                            Name(id='o_next') @194:32
                    Arrive(count=None) @195:17
                      .target:
                        Index() @195:24
                          .value:
                            Name(id='kv_free') @195:24
                          .subs:
                            Name(id='slot') @195:32
                    If(orelse=()) @196:17
                      .cond:
                        BinOp(op='==') @196:20
                          .lhs:
                            Name(id='ACT') @196:20
                          .rhs:
                            Const(value='softmax') @196:27
                      .body:
                        Assign(targets=('acc',)) @197:21
                          .value:
                            BinOp(op='*') @197:27
                              .lhs:
                                Name(id='acc') @197:27
                              .rhs:
                                Index() @197:33
                                  .value:
                                    Name(id='alpha') @197:33
                                  .subs:
                                    FullSlice() @197:39
                                    Const(value=None) @197:42
                    Assign(targets=('p',)) @198:17
                      .value:
                        Call(kwargs=()) @198:21
                          .func:
                            Name(id='cast') @198:21
                          .args:
                            Name(id='p32') @198:26
                            Name(id='DT') @198:31
                Arrive(count=None) @199:13
                  .target:
                    Index() @199:20
                      .value:
                        Name(id='q_free') @199:20
                      .subs:
                        Name(id='qs') @199:27
                Pipeline(var='n', slot='slot', ring='kv') @200:13
                  .iter:
                    Call(kwargs=()) @200:27
                      .func:
                        Name(id='range') @200:27
                      .args:
                        Name(id='n_blocks') @200:33
                        BinOp(op='+') @200:43
                          .lhs:
                            Name(id='n_blocks') @200:43
                          .rhs:
                            Call(kwargs=()) @200:54
                              .func:
                                Name(id='minimum') @200:54
                              .args:
                                Name(id='n_blocks') @200:62
                                Const(value=1) @200:72
                  .stages:
                    Name(id='STAGES') @200:89
                  .body:
                    Wait(phase=None) @201:17
                      .target:
                        Index() @201:22
                          .value:
                            Name(id='kv_ready') @201:22
                          .subs:
                            Name(id='slot') @201:31
                    Assign(targets=('acc',)) @202:17
                      .value:
                        Call(kwargs=()) @202:23
                          .func:
                            Name(id='mma_wait') @202:23
                          .args:
                            Call(kwargs=()) @202:32
                              .func:
                                Name(id='mma_async') @202:32
                              .args:
                                Name(id='p') @202:42
                                Index() @202:45
                                  .value:
                                    Name(id='v_ring') @202:45
                                  .subs:
                                    Name(id='slot') @202:52
                                Name(id='acc') @202:59
                    Arrive(count=None) @203:17
                      .target:
                        Index() @203:24
                          .value:
                            Name(id='kv_free') @203:24
                          .subs:
                            Name(id='slot') @203:32
              .orelse:
                If() @204:9
                  .cond:
                    Name(id='OVERLAP') @204:14
                  .body:
                    Assign(targets=('p',)) @206:13
                      .value:
                        Call(kwargs=()) @206:17
                          .func:
                            Name(id='zeros') @206:17
                          .args:
                            ListLit() @206:23
                              .elts:
                                Name(id='WG_M') @206:24
                                Name(id='BLOCK_N') @206:30
                            Name(id='DT') @206:40
                    Assign(targets=('last',)) @207:13
                      .value:
                        Const(value=0) @207:20
                    Pipeline(var='n', slot='slot', ring='kv') @208:13
                      .iter:
                        Call(kwargs=()) @208:27
                          .func:
                            Name(id='range') @208:27
                          .args:
                            Call(kwargs=()) @208:33
                              .func:
                                Name(id='minimum') @208:33
                              .args:
                                Name(id='n_blocks') @208:41
                                Const(value=1) @208:51
                      .stages:
                        Name(id='STAGES') @208:68
                      .body:
                        Wait(phase=None) @209:17
                          .target:
                            Index() @209:22
                              .value:
                                Name(id='k_ready') @209:22
                              .subs:
                                Name(id='slot') @209:30
                        Turn() @210:17
                          .cond:
                            BoolOp(op='and') @210:28
                              .values:
                                Name(id='PINGPONG') @210:28
                                BinOp(op='>') @210:41
                                  .lhs:
                                    Name(id='NWG') @210:41
                                  .rhs:
                                    Const(value=1) @210:47
                          .body:
                            Assign(targets=('s_first',)) @211:21
                              .value:
                                Call(kwargs=()) @211:31
                                  .func:
                                    Name(id='mma_async') @211:31
                                  .args:
                                    Index() @211:41
                                      .value:
                                        Name(id='q_tile') @211:41
                                      .subs:
                                        Name(id='my_q') @211:48
                                    Attr(name='T') @211:55
                                      .value:
                                        Index() @211:55
                                          .value:
                                            Name(id='k_ring') @211:55
                                          .subs:
                                            Name(id='slot') @211:62
                        Assign(targets=('s',)) @212:17
                          .value:
                            Call(kwargs=()) @212:21
                              .func:
                                Name(id='mma_wait') @212:21
                              .args:
                                Name(id='s_first') @212:30
                        Arrive(count=None) @213:17
                          .target:
                            Index() @213:24
                              .value:
                                Name(id='k_free') @213:24
                              .subs:
                                Name(id='slot') @213:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @214:17
                          .value:
                            Call(kwargs=()) @214:40
                              .func:
                                Name(id='scores_to_probs') @214:40
                              .args:
                                Name(id='s') @214:56
                                Name(id='n') @214:59
                                Name(id='rows') @214:62
                                Name(id='cols') @214:68
                                Name(id='row0') @214:74
                                Name(id='len_q') @214:80
                                Name(id='len_k') @214:87
                                Name(id='m_i') @214:94
                                Name(id='l_i') @214:99
                                Name(id='qk_scale') @214:104
                                Name(id='BLOCK_N') @215:55
                                Name(id='CAUSAL') @215:64
                                Name(id='ACT') @215:72
                                Const(value=False) @215:77
                                Const(value=False) @215:84
                        Assign(targets=('p',)) @216:17
                          .value:
                            Call(kwargs=()) @216:21
                              .func:
                                Name(id='cast') @216:21
                              .args:
                                Name(id='p32') @216:26
                                Name(id='DT') @216:31
                        Wait(phase=None) @217:17
                          .target:
                            Index() @217:22
                              .value:
                                Name(id='v_ready') @217:22
                              .subs:
                                Name(id='slot') @217:30
                        Assign(targets=('last',)) @218:17
                          .value:
                            Name(id='slot') @218:24
                    Assign(targets=('n_full',)) @222:13
                      .value:
                        Name(id='n_blocks') @222:22
                    If(orelse=()) @223:13
                      .cond:
                        Name(id='MASK_SPLIT') @223:16
                      .body:
                        Assign(targets=('n_full',)) @224:17
                          .value:
                            Call(kwargs=()) @224:26
                              .func:
                                Name(id='maximum') @224:26
                              .args:
                                Name(id='n_whole') @224:34
                                Const(value=1) @224:43
                    Pipeline(var='n', slot='slot', ring='kv') @227:13
                      .iter:
                        Call(kwargs=()) @227:27
                          .func:
                            Name(id='range') @227:27
                          .args:
                            Const(value=1) @227:33
                            Name(id='n_full') @227:36
                      .stages:
                        Name(id='STAGES') @227:57
                      .body:
                        Wait(phase=None) @228:17
                          .target:
                            Index() @228:22
                              .value:
                                Name(id='k_ready') @228:22
                              .subs:
                                Name(id='slot') @228:30
                        Turn() @231:17
                          .cond:
                            BoolOp(op='and') @231:28
                              .values:
                                Name(id='PINGPONG') @231:28
                                BinOp(op='>') @231:41
                                  .lhs:
                                    Name(id='NWG') @231:41
                                  .rhs:
                                    Const(value=1) @231:47
                          .body:
                            Assign(targets=('s_next',)) @232:21
                              .value:
                                Call(kwargs=()) @232:30
                                  .func:
                                    Name(id='mma_async') @232:30
                                  .args:
                                    Index() @232:40
                                      .value:
                                        Name(id='q_tile') @232:40
                                      .subs:
                                        Name(id='my_q') @232:47
                                    Attr(name='T') @232:54
                                      .value:
                                        Index() @232:54
                                          .value:
                                            Name(id='k_ring') @232:54
                                          .subs:
                                            Name(id='slot') @232:61
                            Assign(targets=('o_next',)) @233:21
                              .value:
                                Call(kwargs=()) @233:30
                                  .func:
                                    Name(id='mma_async') @233:30
                                  .args:
                                    Name(id='p') @233:40
                                    Index() @233:43
                                      .value:
                                        Name(id='v_ring') @233:43
                                      .subs:
                                        Name(id='last') @233:50
                                    Name(id='acc') @233:57
                        Assign(targets=('s',)) @234:17
                          .value:
                            Call() @234:21
                              .func:
                                Name(id='mma_wait') @234:21
                              .args:
                                Name(id='s_next') @234:30
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @234:46
                                )
                        Arrive(count=None) @235:17
                          .target:
                            Index() @235:24
                              .value:
                                Name(id='k_free') @235:24
                              .subs:
                                Name(id='slot') @235:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @236:17
                          .value:
                            Call(kwargs=()) @236:40
                              .func:
                                Name(id='scores_to_probs') @236:40
                              .args:
                                Name(id='s') @236:56
                                Name(id='n') @236:59
                                Name(id='rows') @236:62
                                Name(id='cols') @236:68
                                Name(id='row0') @236:74
                                Name(id='len_q') @236:80
                                Name(id='len_k') @236:87
                                Name(id='m_i') @236:94
                                Name(id='l_i') @236:99
                                Name(id='qk_scale') @236:104
                                Name(id='BLOCK_N') @237:55
                                Name(id='CAUSAL') @237:64
                                Name(id='ACT') @237:72
                                Name(id='MASK_SPLIT') @237:77
                                Name(id='LAZY_RESCALE') @237:89
                        Assign(targets=('acc',)) @238:17
                          .value:
                            Call(kwargs=()) @238:23
                              .func:
                                Name(id='mma_wait') @238:23
                              .args:
                                Name(id='o_next') @238:32
                        Arrive(count=None) @239:17
                          .target:
                            Index() @239:24
                              .value:
                                Name(id='v_free') @239:24
                              .subs:
                                Name(id='last') @239:31
                        If(orelse=()) @240:17
                          .cond:
                            BinOp(op='==') @240:20
                              .lhs:
                                Name(id='ACT') @240:20
                              .rhs:
                                Const(value='softmax') @240:27
                          .body:
                            If() @241:21
                              .cond:
                                BoolOp(op='and') @241:24
                                  .values:
                                    Name(id='MASK_SPLIT') @241:24
                                    Name(id='LAZY_RESCALE') @241:39
                              .body:
                                If(orelse=()) @242:25
                                  .cond:
                                    BinOp(op='<') @242:28
                                      .lhs:
                                        Call() @242:28
                                          .func:
                                            Name(id='min') @242:28
                                          .args:
                                            Name(id='alpha') @242:32
                                          .kwargs:
                                            (
                                              'axis'
                                              Const(value=0) @242:44
                                            )
                                      .rhs:
                                        Const(value=1.0) @242:49
                                  .body:
                                    Assign(targets=('acc',)) @243:29
                                      .value:
                                        BinOp(op='*') @243:35
                                          .lhs:
                                            Name(id='acc') @243:35
                                          .rhs:
                                            Index() @243:41
                                              .value:
                                                Name(id='alpha') @243:41
                                              .subs:
                                                FullSlice() @243:47
                                                Const(value=None) @243:50
                              .orelse:
                                Assign(targets=('acc',)) @245:25
                                  .value:
                                    BinOp(op='*') @245:31
                                      .lhs:
                                        Name(id='acc') @245:31
                                      .rhs:
                                        Index() @245:37
                                          .value:
                                            Name(id='alpha') @245:37
                                          .subs:
                                            FullSlice() @245:43
                                            Const(value=None) @245:46
                        Assign(targets=('p',)) @246:17
                          .value:
                            Call(kwargs=()) @246:21
                              .func:
                                Name(id='cast') @246:21
                              .args:
                                Name(id='p32') @246:26
                                Name(id='DT') @246:31
                        Wait(phase=None) @247:17
                          .target:
                            Index() @247:22
                              .value:
                                Name(id='v_ready') @247:22
                              .subs:
                                Name(id='slot') @247:30
                        Assign(targets=('last',)) @248:17
                          .value:
                            Name(id='slot') @248:24
                    If(orelse=()) @249:13
                      .cond:
                        Name(id='MASK_SPLIT') @249:16
                      .body:
                        Pipeline(var='n', slot='slot', ring='kv') @250:17
                          .iter:
                            Call(kwargs=()) @250:31
                              .func:
                                Name(id='range') @250:31
                              .args:
                                Name(id='n_full') @250:37
                                Name(id='n_blocks') @250:45
                          .stages:
                            Name(id='STAGES') @250:68
                          .body:
                            Wait(phase=None) @251:21
                              .target:
                                Index() @251:26
                                  .value:
                                    Name(id='k_ready') @251:26
                                  .subs:
                                    Name(id='slot') @251:34
                            Turn() @252:21
                              .cond:
                                BoolOp(op='and') @252:32
                                  .values:
                                    Name(id='PINGPONG') @252:32
                                    BinOp(op='>') @252:45
                                      .lhs:
                                        Name(id='NWG') @252:45
                                      .rhs:
                                        Const(value=1) @252:51
                              .body:
                                Assign(targets=('s_next',)) @253:25
                                  .value:
                                    Call(kwargs=()) @253:34
                                      .func:
                                        Name(id='mma_async') @253:34
                                      .args:
                                        Index() @253:44
                                          .value:
                                            Name(id='q_tile') @253:44
                                          .subs:
                                            Name(id='my_q') @253:51
                                        Attr(name='T') @253:58
                                          .value:
                                            Index() @253:58
                                              .value:
                                                Name(id='k_ring') @253:58
                                              .subs:
                                                Name(id='slot') @253:65
                                Assign(targets=('o_next',)) @254:25
                                  .value:
                                    Call(kwargs=()) @254:34
                                      .func:
                                        Name(id='mma_async') @254:34
                                      .args:
                                        Name(id='p') @254:44
                                        Index() @254:47
                                          .value:
                                            Name(id='v_ring') @254:47
                                          .subs:
                                            Name(id='last') @254:54
                                        Name(id='acc') @254:61
                            Assign(targets=('s',)) @255:21
                              .value:
                                Call() @255:25
                                  .func:
                                    Name(id='mma_wait') @255:25
                                  .args:
                                    Name(id='s_next') @255:34
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @255:50
                                    )
                            Arrive(count=None) @256:21
                              .target:
                                Index() @256:28
                                  .value:
                                    Name(id='k_free') @256:28
                                  .subs:
                                    Name(id='slot') @256:35
                            Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @257:21
                              .value:
                                Call(kwargs=()) @257:44
                                  .func:
                                    Name(id='scores_to_probs') @257:44
                                  .args:
                                    Name(id='s') @257:60
                                    Name(id='n') @257:63
                                    Name(id='rows') @257:66
                                    Name(id='cols') @257:72
                                    Name(id='row0') @257:78
                                    Name(id='len_q') @257:84
                                    Name(id='len_k') @257:91
                                    Name(id='m_i') @257:98
                                    Name(id='l_i') @257:103
                                    Name(id='qk_scale') @258:59
                                    Name(id='BLOCK_N') @258:69
                                    Name(id='CAUSAL') @258:78
                                    Name(id='ACT') @258:86
                                    Const(value=False) @258:91
                                    Const(value=False) @258:98
                            Assign(targets=('acc',)) @259:21
                              .value:
                                Call(kwargs=()) @259:27
                                  .func:
                                    Name(id='mma_wait') @259:27
                                  .args:
                                    Name(id='o_next') @259:36
                            Arrive(count=None) @260:21
                              .target:
                                Index() @260:28
                                  .value:
                                    Name(id='v_free') @260:28
                                  .subs:
                                    Name(id='last') @260:35
                            If(orelse=()) @261:21
                              .cond:
                                BinOp(op='==') @261:24
                                  .lhs:
                                    Name(id='ACT') @261:24
                                  .rhs:
                                    Const(value='softmax') @261:31
                              .body:
                                Assign(targets=('acc',)) @262:25
                                  .value:
                                    BinOp(op='*') @262:31
                                      .lhs:
                                        Name(id='acc') @262:31
                                      .rhs:
                                        Index() @262:37
                                          .value:
                                            Name(id='alpha') @262:37
                                          .subs:
                                            FullSlice() @262:43
                                            Const(value=None) @262:46
                            Assign(targets=('p',)) @263:21
                              .value:
                                Call(kwargs=()) @263:25
                                  .func:
                                    Name(id='cast') @263:25
                                  .args:
                                    Name(id='p32') @263:30
                                    Name(id='DT') @263:35
                            Wait(phase=None) @264:21
                              .target:
                                Index() @264:26
                                  .value:
                                    Name(id='v_ready') @264:26
                                  .subs:
                                    Name(id='slot') @264:34
                            Assign(targets=('last',)) @265:21
                              .value:
                                Name(id='slot') @265:28
                    Arrive(count=None) @266:13
                      .target:
                        Index() @266:20
                          .value:
                            Name(id='q_free') @266:20
                          .subs:
                            Name(id='qs') @266:27
                    If(orelse=()) @267:13
                      .cond:
                        BinOp(op='>') @267:16
                          .lhs:
                            Name(id='n_blocks') @267:16
                          .rhs:
                            Const(value=0) @267:27
                      .body:
                        Assign(targets=('acc',)) @268:17
                          .value:
                            Call(kwargs=()) @268:23
                              .func:
                                Name(id='mma_wait') @268:23
                              .args:
                                Call(kwargs=()) @268:32
                                  .func:
                                    Name(id='mma_async') @268:32
                                  .args:
                                    Name(id='p') @268:42
                                    Index() @268:45
                                      .value:
                                        Name(id='v_ring') @268:45
                                      .subs:
                                        Name(id='last') @268:52
                                    Name(id='acc') @268:59
                        Arrive(count=None) @269:17
                          .target:
                            Index() @269:24
                              .value:
                                Name(id='v_free') @269:24
                              .subs:
                                Name(id='last') @269:31
                  .orelse:
                    Pipeline(var='n', slot='slot', ring='kv') @271:13
                      .iter:
                        Call(kwargs=()) @271:27
                          .func:
                            Name(id='range') @271:27
                          .args:
                            Name(id='n_blocks') @271:33
                      .stages:
                        Name(id='STAGES') @271:56
                      .body:
                        Wait(phase=None) @272:17
                          .target:
                            Index() @272:22
                              .value:
                                Name(id='k_ready') @272:22
                              .subs:
                                Name(id='slot') @272:30
                        Assign(targets=('s',)) @273:17
                          .value:
                            Call(kwargs=()) @273:21
                              .func:
                                Name(id='mma_wait') @273:21
                              .args:
                                Call(kwargs=()) @273:30
                                  .func:
                                    Name(id='mma_async') @273:30
                                  .args:
                                    Index() @273:40
                                      .value:
                                        Name(id='q_tile') @273:40
                                      .subs:
                                        Name(id='my_q') @273:47
                                    Attr(name='T') @273:54
                                      .value:
                                        Index() @273:54
                                          .value:
                                            Name(id='k_ring') @273:54
                                          .subs:
                                            Name(id='slot') @273:61
                        Arrive(count=None) @274:17
                          .target:
                            Index() @274:24
                              .value:
                                Name(id='k_free') @274:24
                              .subs:
                                Name(id='slot') @274:31
                        Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @275:17
                          .value:
                            Call(kwargs=()) @275:38
                              .func:
                                Name(id='scores_to_probs') @275:38
                              .args:
                                Name(id='s') @275:54
                                Name(id='n') @275:57
                                Name(id='rows') @275:60
                                Name(id='cols') @275:66
                                Name(id='row0') @275:72
                                Name(id='len_q') @275:78
                                Name(id='len_k') @275:85
                                Name(id='m_i') @275:92
                                Name(id='l_i') @275:97
                                Name(id='qk_scale') @275:102
                                Name(id='BLOCK_N') @276:55
                                Name(id='CAUSAL') @276:64
                                Name(id='ACT') @276:72
                                Const(value=False) @276:77
                                Const(value=False) @276:84
                        If(orelse=()) @277:17
                          .cond:
                            BinOp(op='==') @277:20
                              .lhs:
                                Name(id='ACT') @277:20
                              .rhs:
                                Const(value='softmax') @277:27
                          .body:
                            Assign(targets=('acc',)) @278:21
                              .value:
                                BinOp(op='*') @278:27
                                  .lhs:
                                    Name(id='acc') @278:27
                                  .rhs:
                                    Index() @278:33
                                      .value:
                                        Name(id='alpha') @278:33
                                      .subs:
                                        FullSlice() @278:39
                                        Const(value=None) @278:42
                        Wait(phase=None) @279:17
                          .target:
                            Index() @279:22
                              .value:
                                Name(id='v_ready') @279:22
                              .subs:
                                Name(id='slot') @279:30
                        Assign(targets=('acc',)) @280:17
                          .value:
                            Call(kwargs=()) @280:23
                              .func:
                                Name(id='mma_wait') @280:23
                              .args:
                                Call(kwargs=()) @280:32
                                  .func:
                                    Name(id='mma_async') @280:32
                                  .args:
                                    Call(kwargs=()) @280:42
                                      .func:
                                        Name(id='cast') @280:42
                                      .args:
                                        Name(id='p') @280:47
                                        Name(id='DT') @280:50
                                    Index() @280:55
                                      .value:
                                        Name(id='v_ring') @280:55
                                      .subs:
                                        Name(id='slot') @280:62
                                    Name(id='acc') @280:69
                        Arrive(count=None) @281:17
                          .target:
                            Index() @281:24
                              .value:
                                Name(id='v_free') @281:24
                              .subs:
                                Name(id='slot') @281:31
                    Arrive(count=None) @282:13
                      .target:
                        Index() @282:20
                          .value:
                            Name(id='q_free') @282:20
                          .subs:
                            Name(id='qs') @282:27
            If() @283:9
              .cond:
                BinOp(op='==') @283:12
                  .lhs:
                    Name(id='ACT') @283:12
                  .rhs:
                    Const(value='softmax') @283:19
              .body:
                Assign(targets=('seen',)) @284:13
                  .value:
                    BinOp(op='!=') @284:20
                      .lhs:
                        Name(id='l_i') @284:20
                      .rhs:
                        Const(value=0.0) @284:27
                Assign(targets=('out',)) @288:13
                  .value:
                    Call(kwargs=()) @288:19
                      .func:
                        Name(id='where') @288:19
                      .args:
                        Index() @288:25
                          .value:
                            Name(id='seen') @288:25
                          .subs:
                            FullSlice() @288:30
                            Const(value=None) @288:33
                        BinOp(op='*') @288:40
                          .lhs:
                            Name(id='acc') @288:40
                          .rhs:
                            Index() @288:46
                              .value:
                                BinOp(op='/') @288:47
                                  .lhs:
                                    Const(value=1.0) @288:47
                                  .rhs:
                                    Name(id='l_i') @288:53
                              .subs:
                                FullSlice() @288:58
                                Const(value=None) @288:61
                        Const(value=0.0) @288:68
                Assign(targets=('row_lse',)) @289:13
                  .value:
                    Call(kwargs=()) @289:23
                      .func:
                        Name(id='where') @289:23
                      .args:
                        Name(id='seen') @289:29
                        BinOp(op='/') @289:36
                          .lhs:
                            BinOp(op='+') @289:36
                              .lhs:
                                Name(id='m_i') @289:36
                              .rhs:
                                Call(kwargs=()) @289:42
                                  .func:
                                    Name(id='log2') @289:42
                                  .args:
                                    Name(id='l_i') @289:47
                          .rhs:
                            Name(id='LOG2E') @289:55
                        Unary(op='-') @289:62
                          .operand:
                            Name(id='NEG_INF') @289:63
              .orelse:
                Assign(targets=('out',)) @291:13
                  .value:
                    BinOp(op='*') @291:19
                      .lhs:
                        Name(id='acc') @291:19
                      .rhs:
                        Name(id='out_scale') @291:25
                Assign(targets=('row_lse',)) @292:13
                  .value:
                    Call(kwargs=()) @292:23
                      .func:
                        Name(id='zeros') @292:23
                      .args:
                        ListLit() @292:29
                          .elts:
                            Name(id='WG_M') @292:30
                        Name(id='f32') @292:37
            Assign(targets=('in_seq',)) @293:9
              .value:
                BinOp(op='<') @293:18
                  .lhs:
                    Name(id='rows') @293:18
                  .rhs:
                    Name(id='len_q') @293:25
            If() @294:9
              .cond:
                Name(id='O_TMA') @294:12
              .body:
                ExprStmt() @295:13
                  .value:
                    Call(kwargs=()) @295:13
                      .func:
                        Name(id='store_smem') @295:13
                      .args:
                        Index() @295:24
                          .value:
                            Name(id='o_tile') @295:24
                          .subs:
                            Name(id='wg') @295:31
                        Call(kwargs=()) @295:36
                          .func:
                            Name(id='cast') @295:36
                          .args:
                            Name(id='out') @295:41
                            Name(id='DT') @295:46
                Fence() @296:13
                Tma(signals=None) @297:13
                  .dst:
                    Index() @297:17
                      .value:
                        Name(id='o') @297:17
                      .subs:
                        Name(id='seq') @297:19
                        BinOp(op='+') @297:24
                          .lhs:
                            BinOp(op='*') @297:24
                              .lhs:
                                Name(id='WPH') @297:24
                              .rhs:
                                Name(id='m') @297:30
                          .rhs:
                            BinOp(op='%') @297:34
                              .lhs:
                                Name(id='wg') @297:34
                              .rhs:
                                Name(id='WPH') @297:39
                        Name(id='head') @297:44
                  .src:
                    Index() @297:53
                      .value:
                        Name(id='o_tile') @297:53
                      .subs:
                        Name(id='wg') @297:60
              .orelse:
                Store() @299:13
                  .target:
                    Index() @299:13
                      .value:
                        Name(id='o') @299:13
                      .subs:
                        Name(id='seq') @299:15
                  .subs:
                    Index() @299:20
                      .value:
                        Name(id='rows') @299:20
                      .subs:
                        FullSlice() @299:25
                        Const(value=None) @299:28
                    Name(id='head') @299:35
                    Index() @299:41
                      .value:
                        Call(kwargs=()) @299:41
                          .func:
                            Name(id='arange') @299:41
                          .args:
                            Name(id='D') @299:48
                      .subs:
                        Const(value=None) @299:51
                        FullSlice() @299:57
                  .value:
                    Call(kwargs=()) @299:63
                      .func:
                        Name(id='cast') @299:63
                      .args:
                        Name(id='out') @299:68
                        Name(id='DT') @299:73
                  .mask:
                    Index() @299:83
                      .value:
                        Name(id='in_seq') @299:83
                      .subs:
                        FullSlice() @299:90
                        Const(value=None) @299:93
            Store() @300:9
              .target:
                Index() @300:9
                  .value:
                    Name(id='lse') @300:9
                  .subs:
                    Name(id='seq') @300:13
              .subs:
                Name(id='rows') @300:18
                Name(id='head') @300:24
              .value:
                Name(id='row_lse') @300:32
              .mask:
                Name(id='in_seq') @300:46