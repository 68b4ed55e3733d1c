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
                        BinOp(op='+') @20:48
                          .lhs:
                            Name(id='row0') @20:48
                          .rhs:
                            BinOp(op='-') @20:56
                              .lhs:
                                Name(id='len_k') @20:56
                              .rhs:
                                Name(id='len_q') @20:64
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
                            BinOp(op='-') @43:27
                              .lhs:
                                Name(id='m_new') @43:27
                              .rhs:
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
    FuncDef(name='rescale_output', params=('acc', 'alpha', 'ACT', 'LAZY')) @59:1
      .body:
        If(orelse=()) @60:5
          .cond:
            BinOp(op='==') @60:8
              .lhs:
                Name(id='ACT') @60:8
              .rhs:
                Const(value='softmax') @60:15
          .body:
            If() @61:9
              .cond:
                Name(id='LAZY') @61:12
              .body:
                If(orelse=()) @62:13
                  .cond:
                    BinOp(op='<') @62:16
                      .lhs:
                        Call() @62:16
                          .func:
                            Name(id='min') @62:16
                          .args:
                            Name(id='alpha') @62:20
                          .kwargs:
                            (
                              'axis'
                              Const(value=0) @62:32
                            )
                      .rhs:
                        Const(value=1.0) @62:37
                  .body:
                    Assign(targets=('acc',)) @63:17
                      .value:
                        BinOp(op='*') @63:23
                          .lhs:
                            Name(id='acc') @63:23
                          .rhs:
                            Index() @63:29
                              .value:
                                Name(id='alpha') @63:29
                              .subs:
                                FullSlice() @63:35
                                Const(value=None) @63:38
              .orelse:
                Assign(targets=('acc',)) @65:13
                  .value:
                    BinOp(op='*') @65:19
                      .lhs:
                        Name(id='acc') @65:19
                      .rhs:
                        Index() @65:25
                          .value:
                            Name(id='alpha') @65:25
                          .subs:
                            FullSlice() @65:31
                            Const(value=None) @65:34
        Return() @66:5
          .values:
            Name(id='acc') @66:12
    KernelDef(name='jagged_attention') @68:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @69:9
          .dtype:
            Name(id='DT') @69:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @69:41
          .dtype:
            Name(id='DT') @69:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @69:75
          .dtype:
            Name(id='DT') @69:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @70:9
          .dtype:
            Name(id='DT') @70:19
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @70:41
          .dtype:
            Name(id='f32') @70:53
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @71:9
          .dtype:
            Name(id='i32') @71:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @71:25
          .dtype:
            Name(id='i32') @71:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @71:41
          .dtype:
            Name(id='f32') @71:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @71:56
          .dtype:
            Name(id='f32') @71:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @72:9
          .default:
            Name(id='f16') @72:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @72:26
          .default:
            Const(value=128) @72:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @72:42
          .default:
            Const(value=128) @72:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @72:64
          .default:
            Const(value=128) @72:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @72:86
          .default:
            Const(value=2) @72:102
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @73:9
          .default:
            Const(value=False) @73:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @73:32
          .default:
            Const(value='softmax') @73:45
        Param(name='OVERLAP', kind='const', dtype=None, dims=(), offsets=None) @73:56
          .default:
            BinOp(op='==') @73:73
              .lhs:
                Name(id='TARGET') @73:73
              .rhs:
                Const(value='gluon') @73:83
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @73:92
          .default:
            Const(value=240) @73:106
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @73:111
          .default:
            Const(value=64) @73:125
        Param(name='HPT', kind='const', dtype=None, dims=(), offsets=None) @74:9
          .default:
            Const(value=1) @74:22
        Param(name='PINGPONG', kind='const', dtype=None, dims=(), offsets=None) @74:25
          .default:
            Const(value=False) @74:43
        Param(name='QBUF', kind='const', dtype=None, dims=(), offsets=None) @74:50
          .default:
            Const(value=2) @74:64
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @74:67
          .default:
            Const(value=False) @74:84
        Param(name='HEAD_GROUPS', kind='const', dtype=None, dims=(), offsets=None) @74:91
          .default:
            Const(value=1) @74:112
        Param(name='KV_STEP', kind='const', dtype=None, dims=(), offsets=None) @75:9
          .default:
            Const(value=False) @75:26
        Param(name='O_TMA', kind='const', dtype=None, dims=(), offsets=None) @75:33
          .default:
            Const(value=False) @75:48
        Param(name='MASK_SPLIT', kind='const', dtype=None, dims=(), offsets=None) @75:55
          .default:
            Const(value=False) @75:75
        Param(name='LAZY_RESCALE', kind='const', dtype=None, dims=(), offsets=None) @76:9
          .default:
            Const(value=False) @76:31
        Param(name='WAIT_LATE', kind='const', dtype=None, dims=(), offsets=None) @76:38
          .default:
            Const(value=False) @76:57
      .body:
        Require(message='KV heads divide the query heads in groups of HPT') @80:5
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
                BinOp(op='==') @80:42
                  .lhs:
                    BinOp(op='%') @80:43
                      .lhs:
                        BinOp(op='//') @80:43
                          .lhs:
                            Name(id='H') @80:43
                          .rhs:
                            Name(id='HKV') @80:48
                      .rhs:
                        Name(id='HPT') @80:55
                  .rhs:
                    Const(value=0) @80:62
        Require(message="HEAD_GROUPS divides the tiles' head groups H // HPT") @86:5
          .cond:
            BinOp(op='==') @86:13
              .lhs:
                BinOp(op='%') @86:14
                  .lhs:
                    BinOp(op='//') @86:14
                      .lhs:
                        Name(id='H') @86:14
                      .rhs:
                        Name(id='HPT') @86:19
                  .rhs:
                    Name(id='HEAD_GROUPS') @86:26
              .rhs:
                Const(value=0) @86:41
        Tiles() @87:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @87:18
                .func:
                  Name(id='range') @87:18
                .args:
                  Name(id='HEAD_GROUPS') @87:24
            )
            (
              ('seq', 'm')
              Call(kwargs=()) @87:48
                .func:
                  Name(id='blocks') @87:48
                .args:
                  Name(id='q') @87:55
                  BinOp(op='//') @87:58
                    .lhs:
                      Name(id='BLOCK_M') @87:58
                    .rhs:
                      Name(id='HPT') @87:69
            )
            (
              ('hgi',)
              Call(kwargs=()) @87:82
                .func:
                  Name(id='range') @87:82
                .args:
                  BinOp(op='//') @87:88
                    .lhs:
                      BinOp(op='//') @87:88
                        .lhs:
                          Name(id='H') @87:88
                        .rhs:
                          Name(id='HPT') @87:93
                    .rhs:
                      Name(id='HEAD_GROUPS') @87:100
            )
          .options:
            TileOption(id='persistent', arg=None) @87:113
            TileOption(id='longest_first', arg=None) @87:124
            TileOption(id='dynamic') @87:138
              .arg:
                Name(id='DYNAMIC') @87:146
        Assign(targets=('hg',)) @88:5
          .value:
            BinOp(op='+') @88:10
              .lhs:
                BinOp(op='*') @88:10
                  .lhs:
                    Name(id='hgo') @88:10
                  .rhs:
                    BinOp(op='//') @88:17
                      .lhs:
                        BinOp(op='//') @88:17
                          .lhs:
                            Name(id='H') @88:17
                          .rhs:
                            Name(id='HPT') @88:22
                      .rhs:
                        Name(id='HEAD_GROUPS') @88:29
              .rhs:
                Name(id='hgi') @88:44
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @89:5
          .cond:
            BinOp(op='==') @89:19
              .lhs:
                BinOp(op='%') @89:19
                  .lhs:
                    Name(id='BLOCK_M') @89:19
                  .rhs:
                    Name(id='WG_M') @89:29
              .rhs:
                Const(value=0) @89:37
        Assign(targets=('NWG',)) @90:5
          .value:
            BinOp(op='//') @90:11
              .lhs:
                Name(id='BLOCK_M') @90:11
              .rhs:
                Name(id='WG_M') @90:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @91:5
          .cond:
            BinOp(op='==') @91:19
              .lhs:
                BinOp(op='%') @91:19
                  .lhs:
                    Name(id='NWG') @91:19
                  .rhs:
                    Name(id='HPT') @91:25
              .rhs:
                Const(value=0) @91:32
        Assign(targets=('TILE_M',)) @92:5
          .value:
            BinOp(op='//') @92:14
              .lhs:
                Name(id='BLOCK_M') @92:14
              .rhs:
                Name(id='HPT') @92:25
        Assign(targets=('WPH',)) @93:5
          .value:
            BinOp(op='//') @93:11
              .lhs:
                Name(id='NWG') @93:11
              .rhs:
                Name(id='HPT') @93:18
        SmemDecl(name='q_tile', options=()) @97:5
          .stages:
            BinOp(op='*') @97:17
              .lhs:
                Name(id='QBUF') @97:17
              .rhs:
                BinOp(op='//') @97:25
                  .lhs:
                    Name(id='BLOCK_M') @97:25
                  .rhs:
                    Name(id='WG_M') @97:36
          .dtype:
            Name(id='DT') @97:44
          .shape:
            Name(id='WG_M') @97:47
            Name(id='D') @97:53
        SmemDecl(name='k_ring', options=()) @98:5
          .stages:
            Name(id='STAGES') @98:17
          .dtype:
            Name(id='DT') @98:26
          .shape:
            Name(id='BLOCK_N') @98:29
            Name(id='D') @98:38
        SmemDecl(name='v_ring', options=()) @99:5
          .stages:
            Name(id='STAGES') @99:17
          .dtype:
            Name(id='DT') @99:26
          .shape:
            Name(id='BLOCK_N') @99:29
            Name(id='D') @99:38
        If(orelse=()) @100:5
          .cond:
            Name(id='O_TMA') @100:8
          .body:
            SmemDecl(name='o_tile', options=()) @102:9
              .stages:
                BinOp(op='//') @102:21
                  .lhs:
                    Name(id='BLOCK_M') @102:21
                  .rhs:
                    Name(id='WG_M') @102:32
              .dtype:
                Name(id='DT') @102:39
              .shape:
                Name(id='WG_M') @102:42
                Name(id='D') @102:48
        BarrierDecl(name='q_ready', kwargs=()) @103:5
          .size:
            Name(id='QBUF') @103:21
        BarrierDecl(name='q_free') @104:5
          .size:
            Name(id='QBUF') @104:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @104:32
                .lhs:
                  Name(id='BLOCK_M') @104:32
                .rhs:
                  Name(id='WG_M') @104:43
            )
        If() @105:5
          .cond:
            BoolOp(op='and') @105:8
              .values:
                Name(id='KV_STEP') @105:8
                Name(id='OVERLAP') @105:20
          .body:
            BarrierDecl(name='kv_ready', kwargs=()) @108:9
              .size:
                Name(id='STAGES') @108:26
            BarrierDecl(name='kv_free') @109:9
              .size:
                Name(id='STAGES') @109:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @109:39
                    .lhs:
                      Name(id='BLOCK_M') @109:39
                    .rhs:
                      Name(id='WG_M') @109:50
                )
          .orelse:
            BarrierDecl(name='k_ready', kwargs=()) @111:9
              .size:
                Name(id='STAGES') @111:25
            BarrierDecl(name='k_free') @112:9
              .size:
                Name(id='STAGES') @112:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @112:38
                    .lhs:
                      Name(id='BLOCK_M') @112:38
                    .rhs:
                      Name(id='WG_M') @112:49
                )
            BarrierDecl(name='v_ready', kwargs=()) @113:9
              .size:
                Name(id='STAGES') @113:25
            BarrierDecl(name='v_free') @114:9
              .size:
                Name(id='STAGES') @114:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @114:38
                    .lhs:
                      Name(id='BLOCK_M') @114:38
                    .rhs:
                      Name(id='WG_M') @114:49
                )
        Assign(targets=('len_q',)) @116:5
          .value:
            Attr(name='len') @116:13
              .value:
                Index() @116:13
                  .value:
                    Name(id='q') @116:13
                  .subs:
                    Name(id='seq') @116:15
        Assign(targets=('len_k',)) @117:5
          .value:
            Attr(name='len') @117:13
              .value:
                Index() @117:13
                  .value:
                    Name(id='k') @117:13
                  .subs:
                    Name(id='seq') @117:15
        Assign(targets=('kv_head',)) @118:5
          .value:
            BinOp(op='//') @118:16
              .lhs:
                BinOp(op='*') @118:16
                  .lhs:
                    Name(id='hg') @118:16
                  .rhs:
                    Name(id='HPT') @118:21
              .rhs:
                BinOp(op='//') @118:30
                  .lhs:
                    Name(id='H') @118:30
                  .rhs:
                    Name(id='HKV') @118:35
        Assign(targets=('hi',)) @119:5
          .value:
            Name(id='len_k') @119:10
        If(orelse=()) @120:5
          .cond:
            Name(id='CAUSAL') @120:8
          .body:
            Assign(targets=('hi',)) @121:9
              .value:
                Call(kwargs=()) @121:14
                  .func:
                    Name(id='minimum') @121:14
                  .args:
                    Name(id='len_k') @121:22
                    BinOp(op='+') @121:30
                      .lhs:
                        BinOp(op='*') @121:30
                          .lhs:
                            BinOp(op='+') @121:30
                              .lhs:
                                Name(id='m') @121:30
                              .rhs:
                                Const(value=1) @121:34
                          .rhs:
                            Name(id='TILE_M') @121:39
                      .rhs:
                        BinOp(op='-') @121:49
                          .lhs:
                            Name(id='len_k') @121:49
                          .rhs:
                            Name(id='len_q') @121:57
        Assign(targets=('n_blocks',)) @122:5
          .value:
            Call(kwargs=()) @122:16
              .func:
                Name(id='cdiv') @122:16
              .args:
                Call(kwargs=()) @122:21
                  .func:
                    Name(id='maximum') @122:21
                  .args:
                    Name(id='hi') @122:29
                    Const(value=0) @122:33
                Name(id='BLOCK_N') @122:37
        Assign(targets=('seen_whole',)) @124:5
          .value:
            Name(id='len_k') @124:18
        If(orelse=()) @125:5
          .cond:
            Name(id='CAUSAL') @125:8
          .body:
            Assign(targets=('seen_whole',)) @126:9
              .value:
                Call(kwargs=()) @126:22
                  .func:
                    Name(id='minimum') @126:22
                  .args:
                    Name(id='len_k') @126:30
                    BinOp(op='+') @126:37
                      .lhs:
                        BinOp(op='+') @126:37
                          .lhs:
                            BinOp(op='*') @126:37
                              .lhs:
                                Name(id='m') @126:37
                              .rhs:
                                Name(id='TILE_M') @126:41
                          .rhs:
                            Const(value=1) @126:50
                      .rhs:
                        BinOp(op='-') @126:55
                          .lhs:
                            Name(id='len_k') @126:55
                          .rhs:
                            Name(id='len_q') @126:63
        Assign(targets=('n_whole',)) @127:5
          .value:
            Call(kwargs=()) @127:15
              .func:
                Name(id='minimum') @127:15
              .args:
                BinOp(op='//') @127:23
                  .lhs:
                    Call(kwargs=()) @127:23
                      .func:
                        Name(id='maximum') @127:23
                      .args:
                        Name(id='seen_whole') @127:31
                        Const(value=0) @127:43
                  .rhs:
                    Name(id='BLOCK_N') @127:49
                Name(id='n_blocks') @127:58
        Role(name='load', replica=None) @129:5
          .kwargs:
            (
              'warps'
              Const(value=1) @129:21
            )
            (
              'regs'
              Const(value=24) @129:29
            )
          .body:
            Assign(targets=('qs',)) @130:9
              .value:
                BinOp(op='%') @130:14
                  .lhs:
                    Name(id='tile_index') @130:14
                  .rhs:
                    Name(id='QBUF') @130:27
            Wait(phase=None) @132:9
              .target:
                Index() @132:14
                  .value:
                    Name(id='q_free') @132:14
                  .subs:
                    Name(id='qs') @132:21
            Expect() @133:9
              .target:
                Index() @133:16
                  .value:
                    Name(id='q_ready') @133:16
                  .subs:
                    Name(id='qs') @133:24
              .nbytes:
                BinOp(op='*') @133:29
                  .lhs:
                    Name(id='NWG') @133:29
                  .rhs:
                    Call(kwargs=()) @133:35
                      .func:
                        Name(id='bytes') @133:35
                      .args:
                        Name(id='q_tile') @133:41
            For(var='i') @134:9
              .iter:
                Call(kwargs=()) @134:18
                  .func:
                    Name(id='static_range') @134:18
                  .args:
                    Name(id='NWG') @134:31
              .body:
                Tma() @135:13
                  .dst:
                    Index() @135:17
                      .value:
                        Name(id='q_tile') @135:17
                      .subs:
                        BinOp(op='+') @135:24
                          .lhs:
                            BinOp(op='*') @135:24
                              .lhs:
                                Name(id='qs') @135:24
                              .rhs:
                                Name(id='NWG') @135:29
                          .rhs:
                            Name(id='i') @135:35
                  .src:
                    Index() @135:41
                      .value:
                        Name(id='q') @135:41
                      .subs:
                        Name(id='seq') @135:43
                        BinOp(op='+') @135:48
                          .lhs:
                            BinOp(op='*') @135:48
                              .lhs:
                                Name(id='WPH') @135:48
                              .rhs:
                                Name(id='m') @135:54
                          .rhs:
                            BinOp(op='%') @135:58
                              .lhs:
                                Name(id='i') @135:58
                              .rhs:
                                Name(id='WPH') @135:62
                        BinOp(op='+') @135:67
                          .lhs:
                            BinOp(op='*') @135:67
                              .lhs:
                                Name(id='hg') @135:67
                              .rhs:
                                Name(id='HPT') @135:72
                          .rhs:
                            BinOp(op='//') @135:78
                              .lhs:
                                Name(id='i') @135:78
                              .rhs:
                                Name(id='WPH') @135:83
                  .signals:
                    Index() @135:96
                      .value:
                        Name(id='q_ready') @135:96
                      .subs:
                        Name(id='qs') @135:104
            If() @136:9
              .cond:
                BoolOp(op='and') @136:12
                  .values:
                    Name(id='KV_STEP') @136:12
                    Name(id='OVERLAP') @136:24
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @138:13
                  .iter:
                    Call(kwargs=()) @138:27
                      .func:
                        Name(id='range') @138:27
                      .args:
                        Call(kwargs=()) @138:33
                          .func:
                            Name(id='minimum') @138:33
                          .args:
                            Name(id='n_blocks') @138:41
                            Const(value=1) @138:51
                  .stages:
                    Name(id='STAGES') @138:68
                  .body:
                    Wait(phase=None) @139:17
                      .target:
                        Index() @139:22
                          .value:
                            Name(id='kv_free') @139:22
                          .subs:
                            Name(id='slot') @139:30
                    Expect() @140:17
                      .target:
                        Index() @140:24
                          .value:
                            Name(id='kv_ready') @140:24
                          .subs:
                            Name(id='slot') @140:33
                      .nbytes:
                        Call(kwargs=()) @140:40
                          .func:
                            Name(id='bytes') @140:40
                          .args:
                            Name(id='k_ring') @140:46
                    Tma() @141:17
                      .dst:
                        Index() @141:21
                          .value:
                            Name(id='k_ring') @141:21
                          .subs:
                            Name(id='slot') @141:28
                      .src:
                        Index() @141:37
                          .value:
                            Name(id='k') @141:37
                          .subs:
                            Name(id='seq') @141:39
                            Name(id='n') @141:44
                            Name(id='kv_head') @141:47
                      .signals:
                        Index() @141:64
                          .value:
                            Name(id='kv_ready') @141:64
                          .subs:
                            Name(id='slot') @141:73
                Pipeline(var='n', slot='slot', ring='kv') @142:13
                  .iter:
                    Call(kwargs=()) @142:27
                      .func:
                        Name(id='range') @142:27
                      .args:
                        Const(value=1) @142:33
                        Name(id='n_blocks') @142:36
                  .stages:
                    Name(id='STAGES') @142:59
                  .body:
                    Wait(phase=None) @143:17
                      .target:
                        Index() @143:22
                          .value:
                            Name(id='kv_free') @143:22
                          .subs:
                            Name(id='slot') @143:30
                    Expect() @144:17
                      .target:
                        Index() @144:24
                          .value:
                            Name(id='kv_ready') @144:24
                          .subs:
                            Name(id='slot') @144:33
                      .nbytes:
                        BinOp(op='+') @144:40
                          .lhs:
                            Call(kwargs=()) @144:40
                              .func:
                                Name(id='bytes') @144:40
                              .args:
                                Name(id='k_ring') @144:46
                          .rhs:
                            Call(kwargs=()) @144:56
                              .func:
                                Name(id='bytes') @144:56
                              .args:
                                Name(id='v_ring') @144:62
                    Tma() @145:17
                      .dst:
                        Index() @145:21
                          .value:
                            Name(id='k_ring') @145:21
                          .subs:
                            Name(id='slot') @145:28
                      .src:
                        Index() @145:37
                          .value:
                            Name(id='k') @145:37
                          .subs:
                            Name(id='seq') @145:39
                            Name(id='n') @145:44
                            Name(id='kv_head') @145:47
                      .signals:
                        Index() @145:64
                          .value:
                            Name(id='kv_ready') @145:64
                          .subs:
                            Name(id='slot') @145:73
                    Tma() @146:17
                      .dst:
                        Index() @146:21
                          .value:
                            Name(id='v_ring') @146:21
                          .subs:
                            Name(id='slot') @146:28
                      .src:
                        Index() @146:37
                          .value:
                            Name(id='v') @146:37
                          .subs:
                            Name(id='seq') @146:39
                            BinOp(op='-') @146:44
                              .lhs:
                                Name(id='n') @146:44
                              .rhs:
                                Const(value=1) @146:48
                            Name(id='kv_head') @146:51
                      .signals:
                        Index() @146:68
                          .value:
                            Name(id='kv_ready') @146:68
                          .subs:
                            Name(id='slot') @146:77
                Pipeline(var='n', slot='slot', ring='kv') @147:13
                  .iter:
                    Call(kwargs=()) @147:27
                      .func:
                        Name(id='range') @147:27
                      .args:
                        Name(id='n_blocks') @147:33
                        BinOp(op='+') @147:43
                          .lhs:
                            Name(id='n_blocks') @147:43
                          .rhs:
                            Call(kwargs=()) @147:54
                              .func:
                                Name(id='minimum') @147:54
                              .args:
                                Name(id='n_blocks') @147:62
                                Const(value=1) @147:72
                  .stages:
                    Name(id='STAGES') @147:89
                  .body:
                    Wait(phase=None) @148:17
                      .target:
                        Index() @148:22
                          .value:
                            Name(id='kv_free') @148:22
                          .subs:
                            Name(id='slot') @148:30
                    Expect() @149:17
                      .target:
                        Index() @149:24
                          .value:
                            Name(id='kv_ready') @149:24
                          .subs:
                            Name(id='slot') @149:33
                      .nbytes:
                        Call(kwargs=()) @149:40
                          .func:
                            Name(id='bytes') @149:40
                          .args:
                            Name(id='v_ring') @149:46
                    Tma() @150:17
                      .dst:
                        Index() @150:21
                          .value:
                            Name(id='v_ring') @150:21
                          .subs:
                            Name(id='slot') @150:28
                      .src:
                        Index() @150:37
                          .value:
                            Name(id='v') @150:37
                          .subs:
                            Name(id='seq') @150:39
                            BinOp(op='-') @150:44
                              .lhs:
                                Name(id='n') @150:44
                              .rhs:
                                Const(value=1) @150:48
                            Name(id='kv_head') @150:51
                      .signals:
                        Index() @150:68
                          .value:
                            Name(id='kv_ready') @150:68
                          .subs:
                            Name(id='slot') @150:77
              .orelse:
                Assign(targets=('n_first',)) @154:13
                  .value:
                    Name(id='n_blocks') @154:23
                If(orelse=()) @155:13
                  .cond:
                    BoolOp(op='and') @155:16
                      .values:
                        Name(id='MASK_SPLIT') @155:16
                        Name(id='OVERLAP') @155:31
                  .body:
                    Assign(targets=('n_first',)) @156:17
                      .value:
                        Name(id='n_whole') @156:27
                Pipeline(var='n', slot='slot', ring='kv') @157:13
                  .iter:
                    Call(kwargs=()) @157:27
                      .func:
                        Name(id='range') @157:27
                      .args:
                        Name(id='n_first') @157:33
                  .stages:
                    Name(id='STAGES') @157:55
                  .body:
                    Wait(phase=None) @158:17
                      .target:
                        Index() @158:22
                          .value:
                            Name(id='k_free') @158:22
                          .subs:
                            Name(id='slot') @158:29
                    Expect() @159:17
                      .target:
                        Index() @159:24
                          .value:
                            Name(id='k_ready') @159:24
                          .subs:
                            Name(id='slot') @159:32
                      .nbytes:
                        Call(kwargs=()) @159:39
                          .func:
                            Name(id='bytes') @159:39
                          .args:
                            Name(id='k_ring') @159:45
                    Tma() @160:17
                      .dst:
                        Index() @160:21
                          .value:
                            Name(id='k_ring') @160:21
                          .subs:
                            Name(id='slot') @160:28
                      .src:
                        Index() @160:37
                          .value:
                            Name(id='k') @160:37
                          .subs:
                            Name(id='seq') @160:39
                            Name(id='n') @160:44
                            Name(id='kv_head') @160:47
                      .signals:
                        Index() @160:64
                          .value:
                            Name(id='k_ready') @160:64
                          .subs:
                            Name(id='slot') @160:72
                    Wait(phase=None) @161:17
                      .target:
                        Index() @161:22
                          .value:
                            Name(id='v_free') @161:22
                          .subs:
                            Name(id='slot') @161:29
                    Expect() @162:17
                      .target:
                        Index() @162:24
                          .value:
                            Name(id='v_ready') @162:24
                          .subs:
                            Name(id='slot') @162:32
                      .nbytes:
                        Call(kwargs=()) @162:39
                          .func:
                            Name(id='bytes') @162:39
                          .args:
                            Name(id='v_ring') @162:45
                    Tma() @163:17
                      .dst:
                        Index() @163:21
                          .value:
                            Name(id='v_ring') @163:21
                          .subs:
                            Name(id='slot') @163:28
                      .src:
                        Index() @163:37
                          .value:
                            Name(id='v') @163:37
                          .subs:
                            Name(id='seq') @163:39
                            Name(id='n') @163:44
                            Name(id='kv_head') @163:47
                      .signals:
                        Index() @163:64
                          .value:
                            Name(id='v_ready') @163:64
                          .subs:
                            Name(id='slot') @163:72
                If(orelse=()) @164:13
                  .cond:
                    BoolOp(op='and') @164:16
                      .values:
                        Name(id='MASK_SPLIT') @164:16
                        Name(id='OVERLAP') @164:31
                  .body:
                    Pipeline(var='n', slot='slot', ring='kv') @165:17
                      .iter:
                        Call(kwargs=()) @165:31
                          .func:
                            Name(id='range') @165:31
                          .args:
                            Name(id='n_whole') @165:37
                            Name(id='n_blocks') @165:46
                      .stages:
                        Name(id='STAGES') @165:69
                      .body:
                        Wait(phase=None) @166:21
                          .target:
                            Index() @166:26
                              .value:
                                Name(id='k_free') @166:26
                              .subs:
                                Name(id='slot') @166:33
                        Expect() @167:21
                          .target:
                            Index() @167:28
                              .value:
                                Name(id='k_ready') @167:28
                              .subs:
                                Name(id='slot') @167:36
                          .nbytes:
                            Call(kwargs=()) @167:43
                              .func:
                                Name(id='bytes') @167:43
                              .args:
                                Name(id='k_ring') @167:49
                        Tma() @168:21
                          .dst:
                            Index() @168:25
                              .value:
                                Name(id='k_ring') @168:25
                              .subs:
                                Name(id='slot') @168:32
                          .src:
                            Index() @168:41
                              .value:
                                Name(id='k') @168:41
                              .subs:
                                Name(id='seq') @168:43
                                Name(id='n') @168:48
                                Name(id='kv_head') @168:51
                          .signals:
                            Index() @168:68
                              .value:
                                Name(id='k_ready') @168:68
                              .subs:
                                Name(id='slot') @168:76
                        Wait(phase=None) @169:21
                          .target:
                            Index() @169:26
                              .value:
                                Name(id='v_free') @169:26
                              .subs:
                                Name(id='slot') @169:33
                        Expect() @170:21
                          .target:
                            Index() @170:28
                              .value:
                                Name(id='v_ready') @170:28
                              .subs:
                                Name(id='slot') @170:36
                          .nbytes:
                            Call(kwargs=()) @170:43
                              .func:
                                Name(id='bytes') @170:43
                              .args:
                                Name(id='v_ring') @170:49
                        Tma() @171:21
                          .dst:
                            Index() @171:25
                              .value:
                                Name(id='v_ring') @171:25
                              .subs:
                                Name(id='slot') @171:32
                          .src:
                            Index() @171:41
                              .value:
                                Name(id='v') @171:41
                              .subs:
                                Name(id='seq') @171:43
                                Name(id='n') @171:48
                                Name(id='kv_head') @171:51
                          .signals:
                            Index() @171:68
                              .value:
                                Name(id='v_ready') @171:68
                              .subs:
                                Name(id='slot') @171:76
        Role(name='compute', replica='wg') @173:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @173:29
            )
            (
              'regs'
              Name(id='REGS') @173:39
            )
          .body:
            Assign(targets=('qk_scale',)) @174:9
              .value:
                BinOp(op='*') @174:20
                  .lhs:
                    Name(id='sm_scale') @174:20
                  .rhs:
                    Name(id='LOG2E') @174:31
            Assign(targets=('head',)) @175:9
              .value:
                BinOp(op='+') @175:16
                  .lhs:
                    BinOp(op='*') @175:16
                      .lhs:
                        Name(id='hg') @175:16
                      .rhs:
                        Name(id='HPT') @175:21
                  .rhs:
                    BinOp(op='//') @175:27
                      .lhs:
                        Name(id='wg') @175:27
                      .rhs:
                        Name(id='WPH') @175:33
            Assign(targets=('row0',)) @176:9
              .value:
                BinOp(op='+') @176:16
                  .lhs:
                    BinOp(op='*') @176:16
                      .lhs:
                        Name(id='m') @176:16
                      .rhs:
                        Name(id='TILE_M') @176:20
                  .rhs:
                    BinOp(op='*') @176:30
                      .lhs:
                        BinOp(op='%') @176:30
                          .lhs:
                            Name(id='wg') @176:30
                          .rhs:
                            Name(id='WPH') @176:35
                      .rhs:
                        Name(id='WG_M') @176:42
            Assign(targets=('rows',)) @177:9
              .value:
                BinOp(op='+') @177:16
                  .lhs:
                    Name(id='row0') @177:16
                  .rhs:
                    Call(kwargs=()) @177:23
                      .func:
                        Name(id='arange') @177:23
                      .args:
                        Name(id='WG_M') @177:30
            Assign(targets=('cols',)) @178:9
              .value:
                Call(kwargs=()) @178:16
                  .func:
                    Name(id='arange') @178:16
                  .args:
                    Name(id='BLOCK_N') @178:23
            Assign(targets=('m_i',)) @179:9
              .value:
                Call(kwargs=()) @179:15
                  .func:
                    Name(id='full') @179:15
                  .args:
                    ListLit() @179:20
                      .elts:
                        Name(id='WG_M') @179:21
                    Name(id='NEG_INF') @179:28
                    Name(id='f32') @179:37
            Assign(targets=('l_i',)) @180:9
              .value:
                Call(kwargs=()) @180:15
                  .func:
                    Name(id='zeros') @180:15
                  .args:
                    ListLit() @180:21
                      .elts:
                        Name(id='WG_M') @180:22
                    Name(id='f32') @180:29
            Assign(targets=('acc',)) @181:9
              .value:
                Call(kwargs=()) @181:15
                  .func:
                    Name(id='zeros') @181:15
                  .args:
                    ListLit() @181:21
                      .elts:
                        Name(id='WG_M') @181:22
                        Name(id='D') @181:28
                    Name(id='f32') @181:32
            Assign(targets=('qs',)) @182:9
              .value:
                BinOp(op='%') @182:14
                  .lhs:
                    Name(id='tile_index') @182:14
                  .rhs:
                    Name(id='QBUF') @182:27
            Assign(targets=('my_q',)) @183:9
              .value:
                BinOp(op='+') @183:16
                  .lhs:
                    BinOp(op='*') @183:16
                      .lhs:
                        Name(id='qs') @183:16
                      .rhs:
                        Name(id='NWG') @183:21
                  .rhs:
                    Name(id='wg') @183:27
            Wait(phase=None) @184:9
              .target:
                Index() @184:14
                  .value:
                    Name(id='q_ready') @184:14
                  .subs:
                    Name(id='qs') @184:22
            If() @185:9
              .cond:
                BoolOp(op='and') @185:12
                  .values:
                    Name(id='KV_STEP') @185:12
                    Name(id='OVERLAP') @185:24
              .body:
                Assign(targets=('p',)) @188:13
                  .value:
                    Call(kwargs=()) @188:17
                      .func:
                        Name(id='zeros') @188:17
                      .args:
                        ListLit() @188:23
                          .elts:
                            Name(id='WG_M') @188:24
                            Name(id='BLOCK_N') @188:30
                        Name(id='DT') @188:40
                Pipeline(var='n', slot='slot', ring='kv') @189:13
                  .iter:
                    Call(kwargs=()) @189:27
                      .func:
                        Name(id='range') @189:27
                      .args:
                        Call(kwargs=()) @189:33
                          .func:
                            Name(id='minimum') @189:33
                          .args:
                            Name(id='n_blocks') @189:41
                            Const(value=1) @189:51
                  .stages:
                    Name(id='STAGES') @189:68
                  .body:
                    Wait(phase=None) @190:17
                      .target:
                        Index() @190:22
                          .value:
                            Name(id='kv_ready') @190:22
                          .subs:
                            Name(id='slot') @190:31
                    Turn() @191:17
                      .cond:
                        BoolOp(op='and') @191:28
                          .values:
                            Name(id='PINGPONG') @191:28
                            BinOp(op='>') @191:41
                              .lhs:
                                Name(id='NWG') @191:41
                              .rhs:
                                Const(value=1) @191:47
                      .body:
                        Assign(targets=('s_first',)) @192:21
                          .value:
                            Call(kwargs=()) @192:31
                              .func:
                                Name(id='mma_async') @192:31
                              .args:
                                Index() @192:41
                                  .value:
                                    Name(id='q_tile') @192:41
                                  .subs:
                                    Name(id='my_q') @192:48
                                Attr(name='T') @192:55
                                  .value:
                                    Index() @192:55
                                      .value:
                                        Name(id='k_ring') @192:55
                                      .subs:
                                        Name(id='slot') @192:62
                    Assign(targets=('s',)) @193:17
                      .value:
                        Call(kwargs=()) @193:21
                          .func:
                            Name(id='mma_wait') @193:21
                          .args:
                            Name(id='s_first') @193:30
                    Arrive(count=None) @194:17
                      .target:
                        Index() @194:24
                          .value:
                            Name(id='kv_free') @194:24
                          .subs:
                            Name(id='slot') @194:32
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @195:17
                      .value:
                        Call(kwargs=()) @195:40
                          .func:
                            Name(id='scores_to_probs') @195:40
                          .args:
                            Name(id='s') @195:56
                            Name(id='n') @195:59
                            Name(id='rows') @195:62
                            Name(id='cols') @195:68
                            Name(id='row0') @195:74
                            Name(id='len_q') @195:80
                            Name(id='len_k') @195:87
                            Name(id='m_i') @195:94
                            Name(id='l_i') @195:99
                            Name(id='qk_scale') @195:104
                            Name(id='BLOCK_N') @196:55
                            Name(id='CAUSAL') @196:64
                            Name(id='ACT') @196:72
                            Const(value=False) @196:77
                            Const(value=False) @196:84
                    Assign(targets=('p',)) @197:17
                      .value:
                        Call(kwargs=()) @197:21
                          .func:
                            Name(id='cast') @197:21
                          .args:
                            Name(id='p32') @197:26
                            Name(id='DT') @197:31
                Pipeline(var='n', slot='slot', ring='kv') @198:13
                  .iter:
                    Call(kwargs=()) @198:27
                      .func:
                        Name(id='range') @198:27
                      .args:
                        Const(value=1) @198:33
                        Name(id='n_blocks') @198:36
                  .stages:
                    Name(id='STAGES') @198:59
                  .body:
                    Wait(phase=None) @199:17
                      .target:
                        Index() @199:22
                          .value:
                            Name(id='kv_ready') @199:22
                          .subs:
                            Name(id='slot') @199:31
                    Turn() @200:17
                      .cond:
                        BoolOp(op='and') @200:28
                          .values:
                            Name(id='PINGPONG') @200:28
                            BinOp(op='>') @200:41
                              .lhs:
                                Name(id='NWG') @200:41
                              .rhs:
                                Const(value=1) @200:47
                      .body:
                        Assign(targets=('s_next',)) @201:21
                          .value:
                            Call(kwargs=()) @201:30
                              .func:
                                Name(id='mma_async') @201:30
                              .args:
                                Index() @201:40
                                  .value:
                                    Name(id='q_tile') @201:40
                                  .subs:
                                    Name(id='my_q') @201:47
                                Attr(name='T') @201:54
                                  .value:
                                    Index() @201:54
                                      .value:
                                        Name(id='k_ring') @201:54
                                      .subs:
                                        Name(id='slot') @201:61
                        Assign(targets=('o_next',)) @202:21
                          .value:
                            Call(kwargs=()) @202:30
                              .func:
                                Name(id='mma_async') @202:30
                              .args:
                                Name(id='p') @202:40
                                Index() @202:43
                                  .value:
                                    Name(id='v_ring') @202:43
                                  .subs:
                                    Name(id='slot') @202:50
                                Name(id='acc') @202:57
                    Assign(targets=('s',)) @203:17
                      .value:
                        Call() @203:21
                          .func:
                            Name(id='mma_wait') @203:21
                          .args:
                            Name(id='s_next') @203:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @203:46
                            )
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @204:17
                      .value:
                        Call(kwargs=()) @204:40
                          .func:
                            Name(id='scores_to_probs') @204:40
                          .args:
                            Name(id='s') @204:56
                            Name(id='n') @204:59
                            Name(id='rows') @204:62
                            Name(id='cols') @204:68
                            Name(id='row0') @204:74
                            Name(id='len_q') @204:80
                            Name(id='len_k') @204:87
                            Name(id='m_i') @204:94
                            Name(id='l_i') @204:99
                            Name(id='qk_scale') @204:104
                            Name(id='BLOCK_N') @205:55
                            Name(id='CAUSAL') @205:64
                            Name(id='ACT') @205:72
                            Const(value=False) @205:77
                            Const(value=False) @205:84
                    Assign(targets=('acc',)) @206:17
                      .value:
                        Call(kwargs=()) @206:23
                          .func:
                            Name(id='mma_wait') @206:23
                          .args:
                            Name(id='o_next') @206:32
                    Arrive(count=None) @207:17
                      .target:
                        Index() @207:24
                          .value:
                            Name(id='kv_free') @207:24
                          .subs:
                            Name(id='slot') @207:32
                    Assign(targets=('acc',)) @208:17
                      .value:
                        Call(kwargs=()) @208:23
                          .func:
                            Name(id='rescale_output') @208:23
                          .args:
                            Name(id='acc') @208:38
                            Name(id='alpha') @208:43
                            Name(id='ACT') @208:50
                            Const(value=False) @208:55
                    Assign(targets=('p',)) @209:17
                      .value:
                        Call(kwargs=()) @209:21
                          .func:
                            Name(id='cast') @209:21
                          .args:
                            Name(id='p32') @209:26
                            Name(id='DT') @209:31
                Arrive(count=None) @210:13
                  .target:
                    Index() @210:20
                      .value:
                        Name(id='q_free') @210:20
                      .subs:
                        Name(id='qs') @210:27
                Pipeline(var='n', slot='slot', ring='kv') @211:13
                  .iter:
                    Call(kwargs=()) @211:27
                      .func:
                        Name(id='range') @211:27
                      .args:
                        Name(id='n_blocks') @211:33
                        BinOp(op='+') @211:43
                          .lhs:
                            Name(id='n_blocks') @211:43
                          .rhs:
                            Call(kwargs=()) @211:54
                              .func:
                                Name(id='minimum') @211:54
                              .args:
                                Name(id='n_blocks') @211:62
                                Const(value=1) @211:72
                  .stages:
                    Name(id='STAGES') @211:89
                  .body:
                    Wait(phase=None) @212:17
                      .target:
                        Index() @212:22
                          .value:
                            Name(id='kv_ready') @212:22
                          .subs:
                            Name(id='slot') @212:31
                    Assign(targets=('acc',)) @213:17
                      .value:
                        Call(kwargs=()) @213:23
                          .func:
                            Name(id='mma_wait') @213:23
                          .args:
                            Call(kwargs=()) @213:32
                              .func:
                                Name(id='mma_async') @213:32
                              .args:
                                Name(id='p') @213:42
                                Index() @213:45
                                  .value:
                                    Name(id='v_ring') @213:45
                                  .subs:
                                    Name(id='slot') @213:52
                                Name(id='acc') @213:59
                    Arrive(count=None) @214:17
                      .target:
                        Index() @214:24
                          .value:
                            Name(id='kv_free') @214:24
                          .subs:
                            Name(id='slot') @214:32
              .orelse:
                If() @215:9
                  .cond:
                    Name(id='OVERLAP') @215:14
                  .body:
                    Assign(targets=('p',)) @217:13
                      .value:
                        Call(kwargs=()) @217:17
                          .func:
                            Name(id='zeros') @217:17
                          .args:
                            ListLit() @217:23
                              .elts:
                                Name(id='WG_M') @217:24
                                Name(id='BLOCK_N') @217:30
                            Name(id='DT') @217:40
                    Assign(targets=('last',)) @218:13
                      .value:
                        Const(value=0) @218:20
                    Pipeline(var='n', slot='slot', ring='kv') @219:13
                      .iter:
                        Call(kwargs=()) @219:27
                          .func:
                            Name(id='range') @219:27
                          .args:
                            Call(kwargs=()) @219:33
                              .func:
                                Name(id='minimum') @219:33
                              .args:
                                Name(id='n_blocks') @219:41
                                Const(value=1) @219:51
                      .stages:
                        Name(id='STAGES') @219:68
                      .body:
                        Wait(phase=None) @220:17
                          .target:
                            Index() @220:22
                              .value:
                                Name(id='k_ready') @220:22
                              .subs:
                                Name(id='slot') @220:30
                        Turn() @221:17
                          .cond:
                            BoolOp(op='and') @221:28
                              .values:
                                Name(id='PINGPONG') @221:28
                                BinOp(op='>') @221:41
                                  .lhs:
                                    Name(id='NWG') @221:41
                                  .rhs:
                                    Const(value=1) @221:47
                          .body:
                            Assign(targets=('s_first',)) @222:21
                              .value:
                                Call(kwargs=()) @222:31
                                  .func:
                                    Name(id='mma_async') @222:31
                                  .args:
                                    Index() @222:41
                                      .value:
                                        Name(id='q_tile') @222:41
                                      .subs:
                                        Name(id='my_q') @222:48
                                    Attr(name='T') @222:55
                                      .value:
                                        Index() @222:55
                                          .value:
                                            Name(id='k_ring') @222:55
                                          .subs:
                                            Name(id='slot') @222:62
                        Assign(targets=('s',)) @223:17
                          .value:
                            Call(kwargs=()) @223:21
                              .func:
                                Name(id='mma_wait') @223:21
                              .args:
                                Name(id='s_first') @223:30
                        Arrive(count=None) @224:17
                          .target:
                            Index() @224:24
                              .value:
                                Name(id='k_free') @224:24
                              .subs:
                                Name(id='slot') @224:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @225:17
                          .value:
                            Call(kwargs=()) @225:40
                              .func:
                                Name(id='scores_to_probs') @225:40
                              .args:
                                Name(id='s') @225:56
                                Name(id='n') @225:59
                                Name(id='rows') @225:62
                                Name(id='cols') @225:68
                                Name(id='row0') @225:74
                                Name(id='len_q') @225:80
                                Name(id='len_k') @225:87
                                Name(id='m_i') @225:94
                                Name(id='l_i') @225:99
                                Name(id='qk_scale') @225:104
                                Name(id='BLOCK_N') @226:55
                                Name(id='CAUSAL') @226:64
                                Name(id='ACT') @226:72
                                Const(value=False) @226:77
                                Const(value=False) @226:84
                        Assign(targets=('p',)) @227:17
                          .value:
                            Call(kwargs=()) @227:21
                              .func:
                                Name(id='cast') @227:21
                              .args:
                                Name(id='p32') @227:26
                                Name(id='DT') @227:31
                        Wait(phase=None) @228:17
                          .target:
                            Index() @228:22
                              .value:
                                Name(id='v_ready') @228:22
                              .subs:
                                Name(id='slot') @228:30
                        Assign(targets=('last',)) @229:17
                          .value:
                            Name(id='slot') @229:24
                    Assign(targets=('n_full',)) @233:13
                      .value:
                        Name(id='n_blocks') @233:22
                    If(orelse=()) @234:13
                      .cond:
                        Name(id='MASK_SPLIT') @234:16
                      .body:
                        Assign(targets=('n_full',)) @235:17
                          .value:
                            Call(kwargs=()) @235:26
                              .func:
                                Name(id='maximum') @235:26
                              .args:
                                Name(id='n_whole') @235:34
                                Const(value=1) @235:43
                    Pipeline(var='n', slot='slot', ring='kv') @238:13
                      .iter:
                        Call(kwargs=()) @238:27
                          .func:
                            Name(id='range') @238:27
                          .args:
                            Const(value=1) @238:33
                            Name(id='n_full') @238:36
                      .stages:
                        Name(id='STAGES') @238:57
                      .body:
                        Wait(phase=None) @239:17
                          .target:
                            Index() @239:22
                              .value:
                                Name(id='k_ready') @239:22
                              .subs:
                                Name(id='slot') @239:30
                        Turn() @242:17
                          .cond:
                            BoolOp(op='and') @242:28
                              .values:
                                Name(id='PINGPONG') @242:28
                                BinOp(op='>') @242:41
                                  .lhs:
                                    Name(id='NWG') @242:41
                                  .rhs:
                                    Const(value=1) @242:47
                          .body:
                            Assign(targets=('s_next',)) @243:21
                              .value:
                                Call(kwargs=()) @243:30
                                  .func:
                                    Name(id='mma_async') @243:30
                                  .args:
                                    Index() @243:40
                                      .value:
                                        Name(id='q_tile') @243:40
                                      .subs:
                                        Name(id='my_q') @243:47
                                    Attr(name='T') @243:54
                                      .value:
                                        Index() @243:54
                                          .value:
                                            Name(id='k_ring') @243:54
                                          .subs:
                                            Name(id='slot') @243:61
                            Assign(targets=('o_next',)) @244:21
                              .value:
                                Call(kwargs=()) @244:30
                                  .func:
                                    Name(id='mma_async') @244:30
                                  .args:
                                    Name(id='p') @244:40
                                    Index() @244:43
                                      .value:
                                        Name(id='v_ring') @244:43
                                      .subs:
                                        Name(id='last') @244:50
                                    Name(id='acc') @244:57
                        Assign(targets=('s',)) @245:17
                          .value:
                            Call() @245:21
                              .func:
                                Name(id='mma_wait') @245:21
                              .args:
                                Name(id='s_next') @245:30
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @245:46
                                )
                        Arrive(count=None) @246:17
                          .target:
                            Index() @246:24
                              .value:
                                Name(id='k_free') @246:24
                              .subs:
                                Name(id='slot') @246:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @247:17
                          .value:
                            Call(kwargs=()) @247:40
                              .func:
                                Name(id='scores_to_probs') @247:40
                              .args:
                                Name(id='s') @247:56
                                Name(id='n') @247:59
                                Name(id='rows') @247:62
                                Name(id='cols') @247:68
                                Name(id='row0') @247:74
                                Name(id='len_q') @247:80
                                Name(id='len_k') @247:87
                                Name(id='m_i') @247:94
                                Name(id='l_i') @247:99
                                Name(id='qk_scale') @247:104
                                Name(id='BLOCK_N') @248:55
                                Name(id='CAUSAL') @248:64
                                Name(id='ACT') @248:72
                                Name(id='MASK_SPLIT') @248:77
                                Name(id='LAZY_RESCALE') @248:89
                        If() @251:17
                          .cond:
                            Name(id='WAIT_LATE') @251:20
                          .body:
                            Assign(targets=('acc',)) @252:21
                              .value:
                                Call() @252:27
                                  .func:
                                    Name(id='mma_wait') @252:27
                                  .args:
                                    Name(id='o_next') @252:36
                                  .kwargs:
                                    (
                                      'after'
                                      Name(id='l_i') @252:50
                                    )
                          .orelse:
                            Assign(targets=('acc',)) @254:21
                              .value:
                                Call(kwargs=()) @254:27
                                  .func:
                                    Name(id='mma_wait') @254:27
                                  .args:
                                    Name(id='o_next') @254:36
                        Arrive(count=None) @255:17
                          .target:
                            Index() @255:24
                              .value:
                                Name(id='v_free') @255:24
                              .subs:
                                Name(id='last') @255:31
                        Assign(targets=('acc',)) @256:17
                          .value:
                            Call(kwargs=()) @256:23
                              .func:
                                Name(id='rescale_output') @256:23
                              .args:
                                Name(id='acc') @256:38
                                Name(id='alpha') @256:43
                                Name(id='ACT') @256:50
                                Name(id='LAZY_RESCALE') @256:55
                        Assign(targets=('p',)) @257:17
                          .value:
                            Call(kwargs=()) @257:21
                              .func:
                                Name(id='cast') @257:21
                              .args:
                                Name(id='p32') @257:26
                                Name(id='DT') @257:31
                        Wait(phase=None) @258:17
                          .target:
                            Index() @258:22
                              .value:
                                Name(id='v_ready') @258:22
                              .subs:
                                Name(id='slot') @258:30
                        Assign(targets=('last',)) @259:17
                          .value:
                            Name(id='slot') @259:24
                    If(orelse=()) @260:13
                      .cond:
                        Name(id='MASK_SPLIT') @260:16
                      .body:
                        Pipeline(var='n', slot='slot', ring='kv') @261:17
                          .iter:
                            Call(kwargs=()) @261:31
                              .func:
                                Name(id='range') @261:31
                              .args:
                                Name(id='n_full') @261:37
                                Name(id='n_blocks') @261:45
                          .stages:
                            Name(id='STAGES') @261:68
                          .body:
                            Wait(phase=None) @262:21
                              .target:
                                Index() @262:26
                                  .value:
                                    Name(id='k_ready') @262:26
                                  .subs:
                                    Name(id='slot') @262:34
                            Turn() @263:21
                              .cond:
                                BoolOp(op='and') @263:32
                                  .values:
                                    Name(id='PINGPONG') @263:32
                                    BinOp(op='>') @263:45
                                      .lhs:
                                        Name(id='NWG') @263:45
                                      .rhs:
                                        Const(value=1) @263:51
                              .body:
                                Assign(targets=('s_next',)) @264:25
                                  .value:
                                    Call(kwargs=()) @264:34
                                      .func:
                                        Name(id='mma_async') @264:34
                                      .args:
                                        Index() @264:44
                                          .value:
                                            Name(id='q_tile') @264:44
                                          .subs:
                                            Name(id='my_q') @264:51
                                        Attr(name='T') @264:58
                                          .value:
                                            Index() @264:58
                                              .value:
                                                Name(id='k_ring') @264:58
                                              .subs:
                                                Name(id='slot') @264:65
                                Assign(targets=('o_next',)) @265:25
                                  .value:
                                    Call(kwargs=()) @265:34
                                      .func:
                                        Name(id='mma_async') @265:34
                                      .args:
                                        Name(id='p') @265:44
                                        Index() @265:47
                                          .value:
                                            Name(id='v_ring') @265:47
                                          .subs:
                                            Name(id='last') @265:54
                                        Name(id='acc') @265:61
                            Assign(targets=('s',)) @266:21
                              .value:
                                Call() @266:25
                                  .func:
                                    Name(id='mma_wait') @266:25
                                  .args:
                                    Name(id='s_next') @266:34
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @266:50
                                    )
                            Arrive(count=None) @267:21
                              .target:
                                Index() @267:28
                                  .value:
                                    Name(id='k_free') @267:28
                                  .subs:
                                    Name(id='slot') @267:35
                            Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @268:21
                              .value:
                                Call(kwargs=()) @268:44
                                  .func:
                                    Name(id='scores_to_probs') @268:44
                                  .args:
                                    Name(id='s') @268:60
                                    Name(id='n') @268:63
                                    Name(id='rows') @268:66
                                    Name(id='cols') @268:72
                                    Name(id='row0') @268:78
                                    Name(id='len_q') @268:84
                                    Name(id='len_k') @268:91
                                    Name(id='m_i') @268:98
                                    Name(id='l_i') @268:103
                                    Name(id='qk_scale') @269:59
                                    Name(id='BLOCK_N') @269:69
                                    Name(id='CAUSAL') @269:78
                                    Name(id='ACT') @269:86
                                    Const(value=False) @269:91
                                    Name(id='LAZY_RESCALE') @269:98
                            If() @270:21
                              .cond:
                                Name(id='WAIT_LATE') @270:24
                              .body:
                                Assign(targets=('acc',)) @271:25
                                  .value:
                                    Call() @271:31
                                      .func:
                                        Name(id='mma_wait') @271:31
                                      .args:
                                        Name(id='o_next') @271:40
                                      .kwargs:
                                        (
                                          'after'
                                          Name(id='l_i') @271:54
                                        )
                              .orelse:
                                Assign(targets=('acc',)) @273:25
                                  .value:
                                    Call(kwargs=()) @273:31
                                      .func:
                                        Name(id='mma_wait') @273:31
                                      .args:
                                        Name(id='o_next') @273:40
                            Arrive(count=None) @274:21
                              .target:
                                Index() @274:28
                                  .value:
                                    Name(id='v_free') @274:28
                                  .subs:
                                    Name(id='last') @274:35
                            Assign(targets=('acc',)) @275:21
                              .value:
                                Call(kwargs=()) @275:27
                                  .func:
                                    Name(id='rescale_output') @275:27
                                  .args:
                                    Name(id='acc') @275:42
                                    Name(id='alpha') @275:47
                                    Name(id='ACT') @275:54
                                    Name(id='LAZY_RESCALE') @275:59
                            Assign(targets=('p',)) @276:21
                              .value:
                                Call(kwargs=()) @276:25
                                  .func:
                                    Name(id='cast') @276:25
                                  .args:
                                    Name(id='p32') @276:30
                                    Name(id='DT') @276:35
                            Wait(phase=None) @277:21
                              .target:
                                Index() @277:26
                                  .value:
                                    Name(id='v_ready') @277:26
                                  .subs:
                                    Name(id='slot') @277:34
                            Assign(targets=('last',)) @278:21
                              .value:
                                Name(id='slot') @278:28
                    Arrive(count=None) @279:13
                      .target:
                        Index() @279:20
                          .value:
                            Name(id='q_free') @279:20
                          .subs:
                            Name(id='qs') @279:27
                    If(orelse=()) @280:13
                      .cond:
                        BinOp(op='>') @280:16
                          .lhs:
                            Name(id='n_blocks') @280:16
                          .rhs:
                            Const(value=0) @280:27
                      .body:
                        Assign(targets=('acc',)) @281:17
                          .value:
                            Call(kwargs=()) @281:23
                              .func:
                                Name(id='mma_wait') @281:23
                              .args:
                                Call(kwargs=()) @281:32
                                  .func:
                                    Name(id='mma_async') @281:32
                                  .args:
                                    Name(id='p') @281:42
                                    Index() @281:45
                                      .value:
                                        Name(id='v_ring') @281:45
                                      .subs:
                                        Name(id='last') @281:52
                                    Name(id='acc') @281:59
                        Arrive(count=None) @282:17
                          .target:
                            Index() @282:24
                              .value:
                                Name(id='v_free') @282:24
                              .subs:
                                Name(id='last') @282:31
                  .orelse:
                    Pipeline(var='n', slot='slot', ring='kv') @284:13
                      .iter:
                        Call(kwargs=()) @284:27
                          .func:
                            Name(id='range') @284:27
                          .args:
                            Name(id='n_blocks') @284:33
                      .stages:
                        Name(id='STAGES') @284:56
                      .body:
                        Wait(phase=None) @285:17
                          .target:
                            Index() @285:22
                              .value:
                                Name(id='k_ready') @285:22
                              .subs:
                                Name(id='slot') @285:30
                        Assign(targets=('s',)) @286:17
                          .value:
                            Call(kwargs=()) @286:21
                              .func:
                                Name(id='mma_wait') @286:21
                              .args:
                                Call(kwargs=()) @286:30
                                  .func:
                                    Name(id='mma_async') @286:30
                                  .args:
                                    Index() @286:40
                                      .value:
                                        Name(id='q_tile') @286:40
                                      .subs:
                                        Name(id='my_q') @286:47
                                    Attr(name='T') @286:54
                                      .value:
                                        Index() @286:54
                                          .value:
                                            Name(id='k_ring') @286:54
                                          .subs:
                                            Name(id='slot') @286:61
                        Arrive(count=None) @287:17
                          .target:
                            Index() @287:24
                              .value:
                                Name(id='k_free') @287:24
                              .subs:
                                Name(id='slot') @287:31
                        Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @288:17
                          .value:
                            Call(kwargs=()) @288:38
                              .func:
                                Name(id='scores_to_probs') @288:38
                              .args:
                                Name(id='s') @288:54
                                Name(id='n') @288:57
                                Name(id='rows') @288:60
                                Name(id='cols') @288:66
                                Name(id='row0') @288:72
                                Name(id='len_q') @288:78
                                Name(id='len_k') @288:85
                                Name(id='m_i') @288:92
                                Name(id='l_i') @288:97
                                Name(id='qk_scale') @288:102
                                Name(id='BLOCK_N') @289:55
                                Name(id='CAUSAL') @289:64
                                Name(id='ACT') @289:72
                                Const(value=False) @289:77
                                Const(value=False) @289:84
                        Assign(targets=('acc',)) @290:17
                          .value:
                            Call(kwargs=()) @290:23
                              .func:
                                Name(id='rescale_output') @290:23
                              .args:
                                Name(id='acc') @290:38
                                Name(id='alpha') @290:43
                                Name(id='ACT') @290:50
                                Const(value=False) @290:55
                        Wait(phase=None) @291:17
                          .target:
                            Index() @291:22
                              .value:
                                Name(id='v_ready') @291:22
                              .subs:
                                Name(id='slot') @291:30
                        Assign(targets=('acc',)) @292:17
                          .value:
                            Call(kwargs=()) @292:23
                              .func:
                                Name(id='mma_wait') @292:23
                              .args:
                                Call(kwargs=()) @292:32
                                  .func:
                                    Name(id='mma_async') @292:32
                                  .args:
                                    Call(kwargs=()) @292:42
                                      .func:
                                        Name(id='cast') @292:42
                                      .args:
                                        Name(id='p') @292:47
                                        Name(id='DT') @292:50
                                    Index() @292:55
                                      .value:
                                        Name(id='v_ring') @292:55
                                      .subs:
                                        Name(id='slot') @292:62
                                    Name(id='acc') @292:69
                        Arrive(count=None) @293:17
                          .target:
                            Index() @293:24
                              .value:
                                Name(id='v_free') @293:24
                              .subs:
                                Name(id='slot') @293:31
                    Arrive(count=None) @294:13
                      .target:
                        Index() @294:20
                          .value:
                            Name(id='q_free') @294:20
                          .subs:
                            Name(id='qs') @294:27
            If() @295:9
              .cond:
                BinOp(op='==') @295:12
                  .lhs:
                    Name(id='ACT') @295:12
                  .rhs:
                    Const(value='softmax') @295:19
              .body:
                Assign(targets=('seen',)) @296:13
                  .value:
                    BinOp(op='!=') @296:20
                      .lhs:
                        Name(id='l_i') @296:20
                      .rhs:
                        Const(value=0.0) @296:27
                Assign(targets=('out',)) @300:13
                  .value:
                    Call(kwargs=()) @300:19
                      .func:
                        Name(id='where') @300:19
                      .args:
                        Index() @300:25
                          .value:
                            Name(id='seen') @300:25
                          .subs:
                            FullSlice() @300:30
                            Const(value=None) @300:33
                        BinOp(op='*') @300:40
                          .lhs:
                            Name(id='acc') @300:40
                          .rhs:
                            Index() @300:46
                              .value:
                                BinOp(op='/') @300:47
                                  .lhs:
                                    Const(value=1.0) @300:47
                                  .rhs:
                                    Name(id='l_i') @300:53
                              .subs:
                                FullSlice() @300:58
                                Const(value=None) @300:61
                        Const(value=0.0) @300:68
                Assign(targets=('row_lse',)) @301:13
                  .value:
                    Call(kwargs=()) @301:23
                      .func:
                        Name(id='where') @301:23
                      .args:
                        Name(id='seen') @301:29
                        BinOp(op='/') @301:36
                          .lhs:
                            BinOp(op='+') @301:36
                              .lhs:
                                Name(id='m_i') @301:36
                              .rhs:
                                Call(kwargs=()) @301:42
                                  .func:
                                    Name(id='log2') @301:42
                                  .args:
                                    Name(id='l_i') @301:47
                          .rhs:
                            Name(id='LOG2E') @301:55
                        Unary(op='-') @301:62
                          .operand:
                            Name(id='NEG_INF') @301:63
              .orelse:
                Assign(targets=('out',)) @303:13
                  .value:
                    BinOp(op='*') @303:19
                      .lhs:
                        Name(id='acc') @303:19
                      .rhs:
                        Name(id='out_scale') @303:25
                Assign(targets=('row_lse',)) @304:13
                  .value:
                    Call(kwargs=()) @304:23
                      .func:
                        Name(id='zeros') @304:23
                      .args:
                        ListLit() @304:29
                          .elts:
                            Name(id='WG_M') @304:30
                        Name(id='f32') @304:37
            Assign(targets=('in_seq',)) @305:9
              .value:
                BinOp(op='<') @305:18
                  .lhs:
                    Name(id='rows') @305:18
                  .rhs:
                    Name(id='len_q') @305:25
            If() @306:9
              .cond:
                Name(id='O_TMA') @306:12
              .body:
                ExprStmt() @307:13
                  .value:
                    Call(kwargs=()) @307:13
                      .func:
                        Name(id='store_smem') @307:13
                      .args:
                        Index() @307:24
                          .value:
                            Name(id='o_tile') @307:24
                          .subs:
                            Name(id='wg') @307:31
                        Call(kwargs=()) @307:36
                          .func:
                            Name(id='cast') @307:36
                          .args:
                            Name(id='out') @307:41
                            Name(id='DT') @307:46
                Fence() @308:13
                Tma(signals=None) @309:13
                  .dst:
                    Index() @309:17
                      .value:
                        Name(id='o') @309:17
                      .subs:
                        Name(id='seq') @309:19
                        BinOp(op='+') @309:24
                          .lhs:
                            BinOp(op='*') @309:24
                              .lhs:
                                Name(id='WPH') @309:24
                              .rhs:
                                Name(id='m') @309:30
                          .rhs:
                            BinOp(op='%') @309:34
                              .lhs:
                                Name(id='wg') @309:34
                              .rhs:
                                Name(id='WPH') @309:39
                        Name(id='head') @309:44
                  .src:
                    Index() @309:53
                      .value:
                        Name(id='o_tile') @309:53
                      .subs:
                        Name(id='wg') @309:60
              .orelse:
                Store() @311:13
                  .target:
                    Index() @311:13
                      .value:
                        Name(id='o') @311:13
                      .subs:
                        Name(id='seq') @311:15
                  .subs:
                    Index() @311:20
                      .value:
                        Name(id='rows') @311:20
                      .subs:
                        FullSlice() @311:25
                        Const(value=None) @311:28
                    Name(id='head') @311:35
                    Index() @311:41
                      .value:
                        Call(kwargs=()) @311:41
                          .func:
                            Name(id='arange') @311:41
                          .args:
                            Name(id='D') @311:48
                      .subs:
                        Const(value=None) @311:51
                        FullSlice() @311:57
                  .value:
                    Call(kwargs=()) @311:63
                      .func:
                        Name(id='cast') @311:63
                      .args:
                        Name(id='out') @311:68
                        Name(id='DT') @311:73
                  .mask:
                    Index() @311:83
                      .value:
                        Name(id='in_seq') @311:83
                      .subs:
                        FullSlice() @311:90
                        Const(value=None) @311:93
            Store() @312:9
              .target:
                Index() @312:9
                  .value:
                    Name(id='lse') @312:9
                  .subs:
                    Name(id='seq') @312:13
              .subs:
                Name(id='rows') @312:18
                Name(id='head') @312:24
              .value:
                Name(id='row_lse') @312:32
              .mask:
                Name(id='in_seq') @312:46