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
            If() @23:9
              .cond:
                Name(id='CAUSAL') @23:12
              .body:
                Assign(targets=('last',)) @25:13
                  .value:
                    Call(kwargs=()) @25:20
                      .func:
                        Name(id='minimum') @25:20
                      .args:
                        BinOp(op='+') @25:28
                          .lhs:
                            Name(id='rows') @25:28
                          .rhs:
                            BinOp(op='-') @25:36
                              .lhs:
                                Name(id='len_k') @25:36
                              .rhs:
                                Name(id='len_q') @25:44
                        BinOp(op='-') @25:52
                          .lhs:
                            Name(id='len_k') @25:52
                          .rhs:
                            Const(value=1) @25:60
                Assign(targets=('s',)) @26:13
                  .value:
                    Call(kwargs=()) @26:17
                      .func:
                        Name(id='where') @26:17
                      .args:
                        BinOp(op='<=') @26:23
                          .lhs:
                            Index() @26:23
                              .value:
                                Name(id='kpos') @26:23
                              .subs:
                                Const(value=None) @26:28
                                FullSlice() @26:34
                          .rhs:
                            Index() @26:40
                              .value:
                                Name(id='last') @26:40
                              .subs:
                                FullSlice() @26:45
                                Const(value=None) @26:48
                        Name(id='s') @26:55
                        Name(id='fill') @26:58
              .orelse:
                Assign(targets=('s',)) @28:13
                  .value:
                    Call(kwargs=()) @28:17
                      .func:
                        Name(id='where') @28:17
                      .args:
                        BinOp(op='<') @28:23
                          .lhs:
                            Index() @28:23
                              .value:
                                Name(id='kpos') @28:23
                              .subs:
                                Const(value=None) @28:28
                                FullSlice() @28:34
                          .rhs:
                            Name(id='len_k') @28:39
                        Name(id='s') @28:46
                        Name(id='fill') @28:49
        Return() @29:5
          .values:
            Name(id='s') @29:12
    FuncDef(name='scores_to_probs', params=('s', 'n', 'rows', 'cols', 'row0', 'len_q', 'len_k', 'm_i', 'l_i', 'qk_scale', 'BLOCK_N', 'CAUSAL', 'ACT', 'FULL', 'LAZY')) @39:1
      .body:
        If(orelse=()) @40:5
          .cond:
            BinOp(op='==') @40:8
              .lhs:
                Name(id='ACT') @40:8
              .rhs:
                Const(value='softmax') @40:15
          .body:
            If(orelse=()) @41:9
              .cond:
                Unary(op='not') @41:12
                  .operand:
                    Name(id='FULL') @41:16
              .body:
                Assign(targets=('s',)) @42:13
                  .value:
                    Call(kwargs=()) @42:17
                      .func:
                        Name(id='mask_block') @42:17
                      .args:
                        Name(id='s') @42:28
                        Name(id='n') @42:31
                        Name(id='rows') @42:34
                        Name(id='cols') @42:40
                        Name(id='row0') @42:46
                        Name(id='len_q') @42:52
                        Name(id='len_k') @42:59
                        Name(id='BLOCK_N') @42:66
                        Name(id='CAUSAL') @42:75
                        Name(id='NEG_INF') @42:83
            Assign(targets=('m_new',)) @43:9
              .value:
                Call(kwargs=()) @43:17
                  .func:
                    Name(id='maximum') @43:17
                  .args:
                    Name(id='m_i') @43:25
                    BinOp(op='*') @43:30
                      .lhs:
                        Call() @43:30
                          .func:
                            Name(id='max') @43:30
                          .args:
                            Name(id='s') @43:34
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @43:42
                            )
                      .rhs:
                        Name(id='qk_scale') @43:47
            If(orelse=()) @44:9
              .cond:
                Name(id='LAZY') @44:12
              .body:
                Assign(targets=('m_new',)) @45:13
                  .value:
                    Call(kwargs=()) @45:21
                      .func:
                        Name(id='where') @45:21
                      .args:
                        BinOp(op='>') @45:27
                          .lhs:
                            BinOp(op='-') @45:27
                              .lhs:
                                Name(id='m_new') @45:27
                              .rhs:
                                Name(id='m_i') @45:35
                          .rhs:
                            Name(id='RESCALE_SLACK') @45:41
                        Name(id='m_new') @45:56
                        Name(id='m_i') @45:63
            Assign(targets=('m_safe',)) @46:9
              .value:
                Name(id='m_new') @46:18
            If(orelse=()) @47:9
              .cond:
                Unary(op='not') @47:12
                  .operand:
                    Name(id='FULL') @47:16
              .body:
                Assign(targets=('m_safe',)) @48:13
                  .value:
                    Call(kwargs=()) @48:22
                      .func:
                        Name(id='where') @48:22
                      .args:
                        BinOp(op='==') @48:28
                          .lhs:
                            Name(id='m_new') @48:28
                          .rhs:
                            Name(id='NEG_INF') @48:37
                        Const(value=0.0) @48:46
                        Name(id='m_new') @48:51
            Assign(targets=('p',)) @49:9
              .value:
                Call(kwargs=()) @49:13
                  .func:
                    Name(id='exp2') @49:13
                  .args:
                    BinOp(op='-') @49:18
                      .lhs:
                        BinOp(op='*') @49:18
                          .lhs:
                            Name(id='s') @49:18
                          .rhs:
                            Name(id='qk_scale') @49:22
                      .rhs:
                        Index() @49:33
                          .value:
                            Name(id='m_safe') @49:33
                          .subs:
                            FullSlice() @49:40
                            Const(value=None) @49:43
            Assign(targets=('alpha',)) @50:9
              .value:
                Call(kwargs=()) @50:17
                  .func:
                    Name(id='exp2') @50:17
                  .args:
                    BinOp(op='-') @50:22
                      .lhs:
                        Name(id='m_i') @50:22
                      .rhs:
                        Name(id='m_safe') @50:28
            Return() @51:9
              .values:
                Name(id='p') @51:16
                Name(id='alpha') @51:19
                Name(id='m_new') @51:26
                BinOp(op='+') @51:33
                  .lhs:
                    BinOp(op='*') @51:33
                      .lhs:
                        Name(id='l_i') @51:33
                      .rhs:
                        Name(id='alpha') @51:39
                  .rhs:
                    Call() @51:47
                      .func:
                        Name(id='sum') @51:47
                      .args:
                        Name(id='p') @51:51
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @51:59
                        )
        StaticAssert(message='ACT is softmax or silu') @52:5
          .cond:
            BinOp(op='==') @52:19
              .lhs:
                Name(id='ACT') @52:19
              .rhs:
                Const(value='silu') @52:26
        Assign(targets=('x',)) @53:5
          .value:
            BinOp(op='*') @53:9
              .lhs:
                Name(id='s') @53:9
              .rhs:
                BinOp(op='/') @53:14
                  .lhs:
                    Name(id='qk_scale') @53:14
                  .rhs:
                    Name(id='LOG2E') @53:25
        Assign(targets=('p',)) @54:5
          .value:
            BinOp(op='*') @54:9
              .lhs:
                Name(id='x') @54:9
              .rhs:
                Call(kwargs=()) @54:13
                  .func:
                    Name(id='sigmoid') @54:13
                  .args:
                    Name(id='x') @54:21
        If(orelse=()) @55:5
          .cond:
            Unary(op='not') @55:8
              .operand:
                Name(id='FULL') @55:12
          .body:
            Assign(targets=('p',)) @56:9
              .value:
                Call(kwargs=()) @56:13
                  .func:
                    Name(id='mask_block') @56:13
                  .args:
                    Name(id='p') @56:24
                    Name(id='n') @56:27
                    Name(id='rows') @56:30
                    Name(id='cols') @56:36
                    Name(id='row0') @56:42
                    Name(id='len_q') @56:48
                    Name(id='len_k') @56:55
                    Name(id='BLOCK_N') @56:62
                    Name(id='CAUSAL') @56:71
                    Const(value=0.0) @56:79
        Return() @57:5
          .values:
            Name(id='p') @57:12
            Const(value=1.0) @57:15
            Name(id='m_i') @57:20
            Name(id='l_i') @57:25
    FuncDef(name='rescale_output', params=('acc', 'alpha', 'ACT', 'LAZY')) @61:1
      .body:
        If(orelse=()) @62:5
          .cond:
            BinOp(op='==') @62:8
              .lhs:
                Name(id='ACT') @62:8
              .rhs:
                Const(value='softmax') @62:15
          .body:
            If() @63:9
              .cond:
                Name(id='LAZY') @63:12
              .body:
                If(orelse=()) @64:13
                  .cond:
                    BinOp(op='<') @64:16
                      .lhs:
                        Call() @64:16
                          .func:
                            Name(id='min') @64:16
                          .args:
                            Name(id='alpha') @64:20
                          .kwargs:
                            (
                              'axis'
                              Const(value=0) @64:32
                            )
                      .rhs:
                        Const(value=1.0) @64:37
                  .body:
                    Assign(targets=('acc',)) @65:17
                      .value:
                        BinOp(op='*') @65:23
                          .lhs:
                            Name(id='acc') @65:23
                          .rhs:
                            Index() @65:29
                              .value:
                                Name(id='alpha') @65:29
                              .subs:
                                FullSlice() @65:35
                                Const(value=None) @65:38
              .orelse:
                Assign(targets=('acc',)) @67:13
                  .value:
                    BinOp(op='*') @67:19
                      .lhs:
                        Name(id='acc') @67:19
                      .rhs:
                        Index() @67:25
                          .value:
                            Name(id='alpha') @67:25
                          .subs:
                            FullSlice() @67:31
                            Const(value=None) @67:34
        Return() @68:5
          .values:
            Name(id='acc') @68:12
    KernelDef(name='jagged_attention') @70:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @71:9
          .dtype:
            Name(id='DT') @71:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @71:41
          .dtype:
            Name(id='DT') @71:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @71:75
          .dtype:
            Name(id='DT') @71:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @72:9
          .dtype:
            Name(id='DT') @72:19
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @72:41
          .dtype:
            Name(id='f32') @72:53
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @73:9
          .dtype:
            Name(id='i32') @73:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @73:25
          .dtype:
            Name(id='i32') @73:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @73:41
          .dtype:
            Name(id='f32') @73:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @73:56
          .dtype:
            Name(id='f32') @73:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @74:9
          .default:
            Name(id='f16') @74:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @74:26
          .default:
            Const(value=128) @74:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @74:42
          .default:
            Const(value=128) @74:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @74:64
          .default:
            Const(value=128) @74:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @74:86
          .default:
            Const(value=2) @74:102
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @75:9
          .default:
            Const(value=False) @75:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @75:32
          .default:
            Const(value='softmax') @75:45
        Param(name='OVERLAP', kind='const', dtype=None, dims=(), offsets=None) @75:56
          .default:
            BinOp(op='==') @75:73
              .lhs:
                Name(id='TARGET') @75:73
              .rhs:
                Const(value='gluon') @75:83
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @75:92
          .default:
            Const(value=240) @75:106
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @75:111
          .default:
            Const(value=64) @75:125
        Param(name='HPT', kind='const', dtype=None, dims=(), offsets=None) @76:9
          .default:
            Const(value=1) @76:22
        Param(name='PINGPONG', kind='const', dtype=None, dims=(), offsets=None) @76:25
          .default:
            Const(value=False) @76:43
        Param(name='QBUF', kind='const', dtype=None, dims=(), offsets=None) @76:50
          .default:
            Const(value=2) @76:64
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @76:67
          .default:
            Const(value=False) @76:84
        Param(name='HEAD_GROUPS', kind='const', dtype=None, dims=(), offsets=None) @76:91
          .default:
            Const(value=1) @76:112
        Param(name='KV_STEP', kind='const', dtype=None, dims=(), offsets=None) @77:9
          .default:
            Const(value=False) @77:26
        Param(name='O_TMA', kind='const', dtype=None, dims=(), offsets=None) @77:33
          .default:
            Const(value=False) @77:48
        Param(name='MASK_SPLIT', kind='const', dtype=None, dims=(), offsets=None) @77:55
          .default:
            Const(value=False) @77:75
        Param(name='LAZY_RESCALE', kind='const', dtype=None, dims=(), offsets=None) @78:9
          .default:
            Const(value=False) @78:31
        Param(name='WAIT_LATE', kind='const', dtype=None, dims=(), offsets=None) @78:38
          .default:
            Const(value=False) @78:57
        Param(name='WAIT_AFTER_MAX', kind='const', dtype=None, dims=(), offsets=None) @78:64
          .default:
            Const(value=False) @78:88
      .body:
        Require(message='KV heads divide the query heads in groups of HPT') @82:5
          .cond:
            BoolOp(op='and') @82:13
              .values:
                BinOp(op='>') @82:13
                  .lhs:
                    Name(id='HKV') @82:13
                  .rhs:
                    Const(value=0) @82:19
                BinOp(op='==') @82:25
                  .lhs:
                    BinOp(op='%') @82:25
                      .lhs:
                        Name(id='H') @82:25
                      .rhs:
                        Name(id='HKV') @82:29
                  .rhs:
                    Const(value=0) @82:36
                BinOp(op='==') @82:42
                  .lhs:
                    BinOp(op='%') @82:43
                      .lhs:
                        BinOp(op='//') @82:43
                          .lhs:
                            Name(id='H') @82:43
                          .rhs:
                            Name(id='HKV') @82:48
                      .rhs:
                        Name(id='HPT') @82:55
                  .rhs:
                    Const(value=0) @82:62
        Require(message="HEAD_GROUPS divides the tiles' head groups H // HPT") @88:5
          .cond:
            BinOp(op='==') @88:13
              .lhs:
                BinOp(op='%') @88:14
                  .lhs:
                    BinOp(op='//') @88:14
                      .lhs:
                        Name(id='H') @88:14
                      .rhs:
                        Name(id='HPT') @88:19
                  .rhs:
                    Name(id='HEAD_GROUPS') @88:26
              .rhs:
                Const(value=0) @88:41
        Tiles() @89:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @89:18
                .func:
                  Name(id='range') @89:18
                .args:
                  Name(id='HEAD_GROUPS') @89:24
            )
            (
              ('seq', 'm')
              Call(kwargs=()) @89:48
                .func:
                  Name(id='blocks') @89:48
                .args:
                  Name(id='q') @89:55
                  BinOp(op='//') @89:58
                    .lhs:
                      Name(id='BLOCK_M') @89:58
                    .rhs:
                      Name(id='HPT') @89:69
            )
            (
              ('hgi',)
              Call(kwargs=()) @89:82
                .func:
                  Name(id='range') @89:82
                .args:
                  BinOp(op='//') @89:88
                    .lhs:
                      BinOp(op='//') @89:88
                        .lhs:
                          Name(id='H') @89:88
                        .rhs:
                          Name(id='HPT') @89:93
                    .rhs:
                      Name(id='HEAD_GROUPS') @89:100
            )
          .options:
            TileOption(id='persistent', arg=None) @89:113
            TileOption(id='longest_first', arg=None) @89:124
            TileOption(id='dynamic') @89:138
              .arg:
                Name(id='DYNAMIC') @89:146
        Assign(targets=('hg',)) @90:5
          .value:
            BinOp(op='+') @90:10
              .lhs:
                BinOp(op='*') @90:10
                  .lhs:
                    Name(id='hgo') @90:10
                  .rhs:
                    BinOp(op='//') @90:17
                      .lhs:
                        BinOp(op='//') @90:17
                          .lhs:
                            Name(id='H') @90:17
                          .rhs:
                            Name(id='HPT') @90:22
                      .rhs:
                        Name(id='HEAD_GROUPS') @90:29
              .rhs:
                Name(id='hgi') @90:44
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @91:5
          .cond:
            BinOp(op='==') @91:19
              .lhs:
                BinOp(op='%') @91:19
                  .lhs:
                    Name(id='BLOCK_M') @91:19
                  .rhs:
                    Name(id='WG_M') @91:29
              .rhs:
                Const(value=0) @91:37
        Assign(targets=('NWG',)) @92:5
          .value:
            BinOp(op='//') @92:11
              .lhs:
                Name(id='BLOCK_M') @92:11
              .rhs:
                Name(id='WG_M') @92:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @93:5
          .cond:
            BinOp(op='==') @93:19
              .lhs:
                BinOp(op='%') @93:19
                  .lhs:
                    Name(id='NWG') @93:19
                  .rhs:
                    Name(id='HPT') @93:25
              .rhs:
                Const(value=0) @93:32
        Assign(targets=('TILE_M',)) @94:5
          .value:
            BinOp(op='//') @94:14
              .lhs:
                Name(id='BLOCK_M') @94:14
              .rhs:
                Name(id='HPT') @94:25
        Assign(targets=('WPH',)) @95:5
          .value:
            BinOp(op='//') @95:11
              .lhs:
                Name(id='NWG') @95:11
              .rhs:
                Name(id='HPT') @95:18
        SmemDecl(name='q_tile', options=()) @99:5
          .stages:
            BinOp(op='*') @99:17
              .lhs:
                Name(id='QBUF') @99:17
              .rhs:
                BinOp(op='//') @99:25
                  .lhs:
                    Name(id='BLOCK_M') @99:25
                  .rhs:
                    Name(id='WG_M') @99:36
          .dtype:
            Name(id='DT') @99:44
          .shape:
            Name(id='WG_M') @99:47
            Name(id='D') @99:53
        SmemDecl(name='k_ring', options=()) @100:5
          .stages:
            Name(id='STAGES') @100:17
          .dtype:
            Name(id='DT') @100:26
          .shape:
            Name(id='BLOCK_N') @100:29
            Name(id='D') @100:38
        SmemDecl(name='v_ring', options=()) @101:5
          .stages:
            Name(id='STAGES') @101:17
          .dtype:
            Name(id='DT') @101:26
          .shape:
            Name(id='BLOCK_N') @101:29
            Name(id='D') @101:38
        If(orelse=()) @102:5
          .cond:
            Name(id='O_TMA') @102:8
          .body:
            SmemDecl(name='o_tile', options=()) @104:9
              .stages:
                BinOp(op='//') @104:21
                  .lhs:
                    Name(id='BLOCK_M') @104:21
                  .rhs:
                    Name(id='WG_M') @104:32
              .dtype:
                Name(id='DT') @104:39
              .shape:
                Name(id='WG_M') @104:42
                Name(id='D') @104:48
        BarrierDecl(name='q_ready', kwargs=()) @105:5
          .size:
            Name(id='QBUF') @105:21
        BarrierDecl(name='q_free') @106:5
          .size:
            Name(id='QBUF') @106:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @106:32
                .lhs:
                  Name(id='BLOCK_M') @106:32
                .rhs:
                  Name(id='WG_M') @106:43
            )
        If() @107:5
          .cond:
            BoolOp(op='and') @107:8
              .values:
                Name(id='KV_STEP') @107:8
                Name(id='OVERLAP') @107:20
          .body:
            BarrierDecl(name='kv_ready', kwargs=()) @110:9
              .size:
                Name(id='STAGES') @110:26
            BarrierDecl(name='kv_free') @111:9
              .size:
                Name(id='STAGES') @111:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @111:39
                    .lhs:
                      Name(id='BLOCK_M') @111:39
                    .rhs:
                      Name(id='WG_M') @111:50
                )
          .orelse:
            BarrierDecl(name='k_ready', kwargs=()) @113:9
              .size:
                Name(id='STAGES') @113:25
            BarrierDecl(name='k_free') @114:9
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
            BarrierDecl(name='v_ready', kwargs=()) @115:9
              .size:
                Name(id='STAGES') @115:25
            BarrierDecl(name='v_free') @116:9
              .size:
                Name(id='STAGES') @116:24
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @116:38
                    .lhs:
                      Name(id='BLOCK_M') @116:38
                    .rhs:
                      Name(id='WG_M') @116:49
                )
        Assign(targets=('len_q',)) @118:5
          .value:
            Attr(name='len') @118:13
              .value:
                Index() @118:13
                  .value:
                    Name(id='q') @118:13
                  .subs:
                    Name(id='seq') @118:15
        Assign(targets=('len_k',)) @119:5
          .value:
            Attr(name='len') @119:13
              .value:
                Index() @119:13
                  .value:
                    Name(id='k') @119:13
                  .subs:
                    Name(id='seq') @119:15
        Assign(targets=('kv_head',)) @120:5
          .value:
            BinOp(op='//') @120:16
              .lhs:
                BinOp(op='*') @120:16
                  .lhs:
                    Name(id='hg') @120:16
                  .rhs:
                    Name(id='HPT') @120:21
              .rhs:
                BinOp(op='//') @120:30
                  .lhs:
                    Name(id='H') @120:30
                  .rhs:
                    Name(id='HKV') @120:35
        Assign(targets=('hi',)) @121:5
          .value:
            Name(id='len_k') @121:10
        If(orelse=()) @122:5
          .cond:
            Name(id='CAUSAL') @122:8
          .body:
            Assign(targets=('hi',)) @123:9
              .value:
                Call(kwargs=()) @123:14
                  .func:
                    Name(id='minimum') @123:14
                  .args:
                    Name(id='len_k') @123:22
                    BinOp(op='+') @123:30
                      .lhs:
                        BinOp(op='*') @123:30
                          .lhs:
                            BinOp(op='+') @123:30
                              .lhs:
                                Name(id='m') @123:30
                              .rhs:
                                Const(value=1) @123:34
                          .rhs:
                            Name(id='TILE_M') @123:39
                      .rhs:
                        BinOp(op='-') @123:49
                          .lhs:
                            Name(id='len_k') @123:49
                          .rhs:
                            Name(id='len_q') @123:57
        Assign(targets=('n_blocks',)) @124:5
          .value:
            Call(kwargs=()) @124:16
              .func:
                Name(id='cdiv') @124:16
              .args:
                Call(kwargs=()) @124:21
                  .func:
                    Name(id='maximum') @124:21
                  .args:
                    Name(id='hi') @124:29
                    Const(value=0) @124:33
                Name(id='BLOCK_N') @124:37
        Assign(targets=('seen_whole',)) @126:5
          .value:
            Name(id='len_k') @126:18
        If(orelse=()) @127:5
          .cond:
            Name(id='CAUSAL') @127:8
          .body:
            Assign(targets=('seen_whole',)) @128:9
              .value:
                Call(kwargs=()) @128:22
                  .func:
                    Name(id='minimum') @128:22
                  .args:
                    Name(id='len_k') @128:30
                    BinOp(op='+') @128:37
                      .lhs:
                        BinOp(op='+') @128:37
                          .lhs:
                            BinOp(op='*') @128:37
                              .lhs:
                                Name(id='m') @128:37
                              .rhs:
                                Name(id='TILE_M') @128:41
                          .rhs:
                            Const(value=1) @128:50
                      .rhs:
                        BinOp(op='-') @128:55
                          .lhs:
                            Name(id='len_k') @128:55
                          .rhs:
                            Name(id='len_q') @128:63
        Assign(targets=('n_whole',)) @129:5
          .value:
            Call(kwargs=()) @129:15
              .func:
                Name(id='minimum') @129:15
              .args:
                BinOp(op='//') @129:23
                  .lhs:
                    Call(kwargs=()) @129:23
                      .func:
                        Name(id='maximum') @129:23
                      .args:
                        Name(id='seen_whole') @129:31
                        Const(value=0) @129:43
                  .rhs:
                    Name(id='BLOCK_N') @129:49
                Name(id='n_blocks') @129:58
        Role(name='load', replica=None) @131:5
          .kwargs:
            (
              'warps'
              Const(value=1) @131:21
            )
            (
              'regs'
              Const(value=24) @131:29
            )
          .body:
            Assign(targets=('qs',)) @132:9
              .value:
                BinOp(op='%') @132:14
                  .lhs:
                    Name(id='tile_index') @132:14
                  .rhs:
                    Name(id='QBUF') @132:27
            Wait(phase=None) @134:9
              .target:
                Index() @134:14
                  .value:
                    Name(id='q_free') @134:14
                  .subs:
                    Name(id='qs') @134:21
            Expect() @135:9
              .target:
                Index() @135:16
                  .value:
                    Name(id='q_ready') @135:16
                  .subs:
                    Name(id='qs') @135:24
              .nbytes:
                BinOp(op='*') @135:29
                  .lhs:
                    Name(id='NWG') @135:29
                  .rhs:
                    Call(kwargs=()) @135:35
                      .func:
                        Name(id='bytes') @135:35
                      .args:
                        Name(id='q_tile') @135:41
            For(var='i') @136:9
              .iter:
                Call(kwargs=()) @136:18
                  .func:
                    Name(id='static_range') @136:18
                  .args:
                    Name(id='NWG') @136:31
              .body:
                Tma() @137:13
                  .dst:
                    Index() @137:17
                      .value:
                        Name(id='q_tile') @137:17
                      .subs:
                        BinOp(op='+') @137:24
                          .lhs:
                            BinOp(op='*') @137:24
                              .lhs:
                                Name(id='qs') @137:24
                              .rhs:
                                Name(id='NWG') @137:29
                          .rhs:
                            Name(id='i') @137:35
                  .src:
                    Index() @137:41
                      .value:
                        Name(id='q') @137:41
                      .subs:
                        Name(id='seq') @137:43
                        BinOp(op='+') @137:48
                          .lhs:
                            BinOp(op='*') @137:48
                              .lhs:
                                Name(id='WPH') @137:48
                              .rhs:
                                Name(id='m') @137:54
                          .rhs:
                            BinOp(op='%') @137:58
                              .lhs:
                                Name(id='i') @137:58
                              .rhs:
                                Name(id='WPH') @137:62
                        BinOp(op='+') @137:67
                          .lhs:
                            BinOp(op='*') @137:67
                              .lhs:
                                Name(id='hg') @137:67
                              .rhs:
                                Name(id='HPT') @137:72
                          .rhs:
                            BinOp(op='//') @137:78
                              .lhs:
                                Name(id='i') @137:78
                              .rhs:
                                Name(id='WPH') @137:83
                  .signals:
                    Index() @137:96
                      .value:
                        Name(id='q_ready') @137:96
                      .subs:
                        Name(id='qs') @137:104
            If() @138:9
              .cond:
                BoolOp(op='and') @138:12
                  .values:
                    Name(id='KV_STEP') @138:12
                    Name(id='OVERLAP') @138:24
              .body:
                Pipeline(var='n', slot='slot', ring='kv') @140:13
                  .iter:
                    Call(kwargs=()) @140:27
                      .func:
                        Name(id='range') @140:27
                      .args:
                        Call(kwargs=()) @140:33
                          .func:
                            Name(id='minimum') @140:33
                          .args:
                            Name(id='n_blocks') @140:41
                            Const(value=1) @140:51
                  .stages:
                    Name(id='STAGES') @140:68
                  .body:
                    Wait(phase=None) @141:17
                      .target:
                        Index() @141:22
                          .value:
                            Name(id='kv_free') @141:22
                          .subs:
                            Name(id='slot') @141:30
                    Expect() @142:17
                      .target:
                        Index() @142:24
                          .value:
                            Name(id='kv_ready') @142:24
                          .subs:
                            Name(id='slot') @142:33
                      .nbytes:
                        Call(kwargs=()) @142:40
                          .func:
                            Name(id='bytes') @142:40
                          .args:
                            Name(id='k_ring') @142:46
                    Tma() @143:17
                      .dst:
                        Index() @143:21
                          .value:
                            Name(id='k_ring') @143:21
                          .subs:
                            Name(id='slot') @143:28
                      .src:
                        Index() @143:37
                          .value:
                            Name(id='k') @143:37
                          .subs:
                            Name(id='seq') @143:39
                            Name(id='n') @143:44
                            Name(id='kv_head') @143:47
                      .signals:
                        Index() @143:64
                          .value:
                            Name(id='kv_ready') @143:64
                          .subs:
                            Name(id='slot') @143:73
                Pipeline(var='n', slot='slot', ring='kv') @144:13
                  .iter:
                    Call(kwargs=()) @144:27
                      .func:
                        Name(id='range') @144:27
                      .args:
                        Const(value=1) @144:33
                        Name(id='n_blocks') @144:36
                  .stages:
                    Name(id='STAGES') @144:59
                  .body:
                    Wait(phase=None) @145:17
                      .target:
                        Index() @145:22
                          .value:
                            Name(id='kv_free') @145:22
                          .subs:
                            Name(id='slot') @145:30
                    Expect() @146:17
                      .target:
                        Index() @146:24
                          .value:
                            Name(id='kv_ready') @146:24
                          .subs:
                            Name(id='slot') @146:33
                      .nbytes:
                        BinOp(op='+') @146:40
                          .lhs:
                            Call(kwargs=()) @146:40
                              .func:
                                Name(id='bytes') @146:40
                              .args:
                                Name(id='k_ring') @146:46
                          .rhs:
                            Call(kwargs=()) @146:56
                              .func:
                                Name(id='bytes') @146:56
                              .args:
                                Name(id='v_ring') @146:62
                    Tma() @147:17
                      .dst:
                        Index() @147:21
                          .value:
                            Name(id='k_ring') @147:21
                          .subs:
                            Name(id='slot') @147:28
                      .src:
                        Index() @147:37
                          .value:
                            Name(id='k') @147:37
                          .subs:
                            Name(id='seq') @147:39
                            Name(id='n') @147:44
                            Name(id='kv_head') @147:47
                      .signals:
                        Index() @147:64
                          .value:
                            Name(id='kv_ready') @147:64
                          .subs:
                            Name(id='slot') @147:73
                    Tma() @148:17
                      .dst:
                        Index() @148:21
                          .value:
                            Name(id='v_ring') @148:21
                          .subs:
                            Name(id='slot') @148:28
                      .src:
                        Index() @148:37
                          .value:
                            Name(id='v') @148:37
                          .subs:
                            Name(id='seq') @148:39
                            BinOp(op='-') @148:44
                              .lhs:
                                Name(id='n') @148:44
                              .rhs:
                                Const(value=1) @148:48
                            Name(id='kv_head') @148:51
                      .signals:
                        Index() @148:68
                          .value:
                            Name(id='kv_ready') @148:68
                          .subs:
                            Name(id='slot') @148:77
                Pipeline(var='n', slot='slot', ring='kv') @149:13
                  .iter:
                    Call(kwargs=()) @149:27
                      .func:
                        Name(id='range') @149:27
                      .args:
                        Name(id='n_blocks') @149:33
                        BinOp(op='+') @149:43
                          .lhs:
                            Name(id='n_blocks') @149:43
                          .rhs:
                            Call(kwargs=()) @149:54
                              .func:
                                Name(id='minimum') @149:54
                              .args:
                                Name(id='n_blocks') @149:62
                                Const(value=1) @149:72
                  .stages:
                    Name(id='STAGES') @149:89
                  .body:
                    Wait(phase=None) @150:17
                      .target:
                        Index() @150:22
                          .value:
                            Name(id='kv_free') @150:22
                          .subs:
                            Name(id='slot') @150:30
                    Expect() @151:17
                      .target:
                        Index() @151:24
                          .value:
                            Name(id='kv_ready') @151:24
                          .subs:
                            Name(id='slot') @151:33
                      .nbytes:
                        Call(kwargs=()) @151:40
                          .func:
                            Name(id='bytes') @151:40
                          .args:
                            Name(id='v_ring') @151:46
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
                            BinOp(op='-') @152:44
                              .lhs:
                                Name(id='n') @152:44
                              .rhs:
                                Const(value=1) @152:48
                            Name(id='kv_head') @152:51
                      .signals:
                        Index() @152:68
                          .value:
                            Name(id='kv_ready') @152:68
                          .subs:
                            Name(id='slot') @152:77
              .orelse:
                Assign(targets=('n_first',)) @156:13
                  .value:
                    Name(id='n_blocks') @156:23
                If(orelse=()) @157:13
                  .cond:
                    BoolOp(op='and') @157:16
                      .values:
                        Name(id='MASK_SPLIT') @157:16
                        Name(id='OVERLAP') @157:31
                  .body:
                    Assign(targets=('n_first',)) @158:17
                      .value:
                        Name(id='n_whole') @158:27
                Pipeline(var='n', slot='slot', ring='kv') @159:13
                  .iter:
                    Call(kwargs=()) @159:27
                      .func:
                        Name(id='range') @159:27
                      .args:
                        Name(id='n_first') @159:33
                  .stages:
                    Name(id='STAGES') @159:55
                  .body:
                    Wait(phase=None) @160:17
                      .target:
                        Index() @160:22
                          .value:
                            Name(id='k_free') @160:22
                          .subs:
                            Name(id='slot') @160:29
                    Expect() @161:17
                      .target:
                        Index() @161:24
                          .value:
                            Name(id='k_ready') @161:24
                          .subs:
                            Name(id='slot') @161:32
                      .nbytes:
                        Call(kwargs=()) @161:39
                          .func:
                            Name(id='bytes') @161:39
                          .args:
                            Name(id='k_ring') @161:45
                    Tma() @162:17
                      .dst:
                        Index() @162:21
                          .value:
                            Name(id='k_ring') @162:21
                          .subs:
                            Name(id='slot') @162:28
                      .src:
                        Index() @162:37
                          .value:
                            Name(id='k') @162:37
                          .subs:
                            Name(id='seq') @162:39
                            Name(id='n') @162:44
                            Name(id='kv_head') @162:47
                      .signals:
                        Index() @162:64
                          .value:
                            Name(id='k_ready') @162:64
                          .subs:
                            Name(id='slot') @162:72
                    Wait(phase=None) @163:17
                      .target:
                        Index() @163:22
                          .value:
                            Name(id='v_free') @163:22
                          .subs:
                            Name(id='slot') @163:29
                    Expect() @164:17
                      .target:
                        Index() @164:24
                          .value:
                            Name(id='v_ready') @164:24
                          .subs:
                            Name(id='slot') @164:32
                      .nbytes:
                        Call(kwargs=()) @164:39
                          .func:
                            Name(id='bytes') @164:39
                          .args:
                            Name(id='v_ring') @164:45
                    Tma() @165:17
                      .dst:
                        Index() @165:21
                          .value:
                            Name(id='v_ring') @165:21
                          .subs:
                            Name(id='slot') @165:28
                      .src:
                        Index() @165:37
                          .value:
                            Name(id='v') @165:37
                          .subs:
                            Name(id='seq') @165:39
                            Name(id='n') @165:44
                            Name(id='kv_head') @165:47
                      .signals:
                        Index() @165:64
                          .value:
                            Name(id='v_ready') @165:64
                          .subs:
                            Name(id='slot') @165:72
                If(orelse=()) @166:13
                  .cond:
                    BoolOp(op='and') @166:16
                      .values:
                        Name(id='MASK_SPLIT') @166:16
                        Name(id='OVERLAP') @166:31
                  .body:
                    Pipeline(var='n', slot='slot', ring='kv') @167:17
                      .iter:
                        Call(kwargs=()) @167:31
                          .func:
                            Name(id='range') @167:31
                          .args:
                            Name(id='n_whole') @167:37
                            Name(id='n_blocks') @167:46
                      .stages:
                        Name(id='STAGES') @167:69
                      .body:
                        Wait(phase=None) @168:21
                          .target:
                            Index() @168:26
                              .value:
                                Name(id='k_free') @168:26
                              .subs:
                                Name(id='slot') @168:33
                        Expect() @169:21
                          .target:
                            Index() @169:28
                              .value:
                                Name(id='k_ready') @169:28
                              .subs:
                                Name(id='slot') @169:36
                          .nbytes:
                            Call(kwargs=()) @169:43
                              .func:
                                Name(id='bytes') @169:43
                              .args:
                                Name(id='k_ring') @169:49
                        Tma() @170:21
                          .dst:
                            Index() @170:25
                              .value:
                                Name(id='k_ring') @170:25
                              .subs:
                                Name(id='slot') @170:32
                          .src:
                            Index() @170:41
                              .value:
                                Name(id='k') @170:41
                              .subs:
                                Name(id='seq') @170:43
                                Name(id='n') @170:48
                                Name(id='kv_head') @170:51
                          .signals:
                            Index() @170:68
                              .value:
                                Name(id='k_ready') @170:68
                              .subs:
                                Name(id='slot') @170:76
                        Wait(phase=None) @171:21
                          .target:
                            Index() @171:26
                              .value:
                                Name(id='v_free') @171:26
                              .subs:
                                Name(id='slot') @171:33
                        Expect() @172:21
                          .target:
                            Index() @172:28
                              .value:
                                Name(id='v_ready') @172:28
                              .subs:
                                Name(id='slot') @172:36
                          .nbytes:
                            Call(kwargs=()) @172:43
                              .func:
                                Name(id='bytes') @172:43
                              .args:
                                Name(id='v_ring') @172:49
                        Tma() @173:21
                          .dst:
                            Index() @173:25
                              .value:
                                Name(id='v_ring') @173:25
                              .subs:
                                Name(id='slot') @173:32
                          .src:
                            Index() @173:41
                              .value:
                                Name(id='v') @173:41
                              .subs:
                                Name(id='seq') @173:43
                                Name(id='n') @173:48
                                Name(id='kv_head') @173:51
                          .signals:
                            Index() @173:68
                              .value:
                                Name(id='v_ready') @173:68
                              .subs:
                                Name(id='slot') @173:76
        Role(name='compute', replica='wg') @175:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @175:29
            )
            (
              'regs'
              Name(id='REGS') @175:39
            )
          .body:
            Assign(targets=('qk_scale',)) @176:9
              .value:
                BinOp(op='*') @176:20
                  .lhs:
                    Name(id='sm_scale') @176:20
                  .rhs:
                    Name(id='LOG2E') @176:31
            Assign(targets=('head',)) @177:9
              .value:
                BinOp(op='+') @177:16
                  .lhs:
                    BinOp(op='*') @177:16
                      .lhs:
                        Name(id='hg') @177:16
                      .rhs:
                        Name(id='HPT') @177:21
                  .rhs:
                    BinOp(op='//') @177:27
                      .lhs:
                        Name(id='wg') @177:27
                      .rhs:
                        Name(id='WPH') @177:33
            Assign(targets=('row0',)) @178:9
              .value:
                BinOp(op='+') @178:16
                  .lhs:
                    BinOp(op='*') @178:16
                      .lhs:
                        Name(id='m') @178:16
                      .rhs:
                        Name(id='TILE_M') @178:20
                  .rhs:
                    BinOp(op='*') @178:30
                      .lhs:
                        BinOp(op='%') @178:30
                          .lhs:
                            Name(id='wg') @178:30
                          .rhs:
                            Name(id='WPH') @178:35
                      .rhs:
                        Name(id='WG_M') @178:42
            Assign(targets=('rows',)) @179:9
              .value:
                BinOp(op='+') @179:16
                  .lhs:
                    Name(id='row0') @179:16
                  .rhs:
                    Call(kwargs=()) @179:23
                      .func:
                        Name(id='arange') @179:23
                      .args:
                        Name(id='WG_M') @179:30
            Assign(targets=('cols',)) @180:9
              .value:
                Call(kwargs=()) @180:16
                  .func:
                    Name(id='arange') @180:16
                  .args:
                    Name(id='BLOCK_N') @180:23
            Assign(targets=('m_i',)) @181:9
              .value:
                Call(kwargs=()) @181:15
                  .func:
                    Name(id='full') @181:15
                  .args:
                    ListLit() @181:20
                      .elts:
                        Name(id='WG_M') @181:21
                    Name(id='NEG_INF') @181:28
                    Name(id='f32') @181:37
            Assign(targets=('l_i',)) @182:9
              .value:
                Call(kwargs=()) @182:15
                  .func:
                    Name(id='zeros') @182:15
                  .args:
                    ListLit() @182:21
                      .elts:
                        Name(id='WG_M') @182:22
                    Name(id='f32') @182:29
            Assign(targets=('acc',)) @183:9
              .value:
                Call(kwargs=()) @183:15
                  .func:
                    Name(id='zeros') @183:15
                  .args:
                    ListLit() @183:21
                      .elts:
                        Name(id='WG_M') @183:22
                        Name(id='D') @183:28
                    Name(id='f32') @183:32
            Assign(targets=('qs',)) @184:9
              .value:
                BinOp(op='%') @184:14
                  .lhs:
                    Name(id='tile_index') @184:14
                  .rhs:
                    Name(id='QBUF') @184:27
            Assign(targets=('my_q',)) @185:9
              .value:
                BinOp(op='+') @185:16
                  .lhs:
                    BinOp(op='*') @185:16
                      .lhs:
                        Name(id='qs') @185:16
                      .rhs:
                        Name(id='NWG') @185:21
                  .rhs:
                    Name(id='wg') @185:27
            Wait(phase=None) @186:9
              .target:
                Index() @186:14
                  .value:
                    Name(id='q_ready') @186:14
                  .subs:
                    Name(id='qs') @186:22
            If() @187:9
              .cond:
                BoolOp(op='and') @187:12
                  .values:
                    Name(id='KV_STEP') @187:12
                    Name(id='OVERLAP') @187:24
              .body:
                Assign(targets=('p',)) @190:13
                  .value:
                    Call(kwargs=()) @190:17
                      .func:
                        Name(id='zeros') @190:17
                      .args:
                        ListLit() @190:23
                          .elts:
                            Name(id='WG_M') @190:24
                            Name(id='BLOCK_N') @190:30
                        Name(id='DT') @190:40
                Pipeline(var='n', slot='slot', ring='kv') @191:13
                  .iter:
                    Call(kwargs=()) @191:27
                      .func:
                        Name(id='range') @191:27
                      .args:
                        Call(kwargs=()) @191:33
                          .func:
                            Name(id='minimum') @191:33
                          .args:
                            Name(id='n_blocks') @191:41
                            Const(value=1) @191:51
                  .stages:
                    Name(id='STAGES') @191:68
                  .body:
                    Wait(phase=None) @192:17
                      .target:
                        Index() @192:22
                          .value:
                            Name(id='kv_ready') @192:22
                          .subs:
                            Name(id='slot') @192:31
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
                        Assign(targets=('s_first',)) @194:21
                          .value:
                            Call(kwargs=()) @194:31
                              .func:
                                Name(id='mma_async') @194:31
                              .args:
                                Index() @194:41
                                  .value:
                                    Name(id='q_tile') @194:41
                                  .subs:
                                    Name(id='my_q') @194:48
                                Attr(name='T') @194:55
                                  .value:
                                    Index() @194:55
                                      .value:
                                        Name(id='k_ring') @194:55
                                      .subs:
                                        Name(id='slot') @194:62
                    Assign(targets=('s',)) @195:17
                      .value:
                        Call(kwargs=()) @195:21
                          .func:
                            Name(id='mma_wait') @195:21
                          .args:
                            Name(id='s_first') @195:30
                    Arrive(count=None) @196:17
                      .target:
                        Index() @196:24
                          .value:
                            Name(id='kv_free') @196:24
                          .subs:
                            Name(id='slot') @196:32
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @197:17
                      .value:
                        Call(kwargs=()) @197:40
                          .func:
                            Name(id='scores_to_probs') @197:40
                          .args:
                            Name(id='s') @197:56
                            Name(id='n') @197:59
                            Name(id='rows') @197:62
                            Name(id='cols') @197:68
                            Name(id='row0') @197:74
                            Name(id='len_q') @197:80
                            Name(id='len_k') @197:87
                            Name(id='m_i') @197:94
                            Name(id='l_i') @197:99
                            Name(id='qk_scale') @197:104
                            Name(id='BLOCK_N') @198:55
                            Name(id='CAUSAL') @198:64
                            Name(id='ACT') @198:72
                            Const(value=False) @198:77
                            Const(value=False) @198:84
                    Assign(targets=('p',)) @199:17
                      .value:
                        Call(kwargs=()) @199:21
                          .func:
                            Name(id='cast') @199:21
                          .args:
                            Name(id='p32') @199:26
                            Name(id='DT') @199:31
                Pipeline(var='n', slot='slot', ring='kv') @200:13
                  .iter:
                    Call(kwargs=()) @200:27
                      .func:
                        Name(id='range') @200:27
                      .args:
                        Const(value=1) @200:33
                        Name(id='n_blocks') @200:36
                  .stages:
                    Name(id='STAGES') @200:59
                  .body:
                    Wait(phase=None) @201:17
                      .target:
                        Index() @201:22
                          .value:
                            Name(id='kv_ready') @201:22
                          .subs:
                            Name(id='slot') @201:31
                    Turn() @202:17
                      .cond:
                        BoolOp(op='and') @202:28
                          .values:
                            Name(id='PINGPONG') @202:28
                            BinOp(op='>') @202:41
                              .lhs:
                                Name(id='NWG') @202:41
                              .rhs:
                                Const(value=1) @202:47
                      .body:
                        Assign(targets=('s_next',)) @203:21
                          .value:
                            Call(kwargs=()) @203:30
                              .func:
                                Name(id='mma_async') @203:30
                              .args:
                                Index() @203:40
                                  .value:
                                    Name(id='q_tile') @203:40
                                  .subs:
                                    Name(id='my_q') @203:47
                                Attr(name='T') @203:54
                                  .value:
                                    Index() @203:54
                                      .value:
                                        Name(id='k_ring') @203:54
                                      .subs:
                                        Name(id='slot') @203:61
                        Assign(targets=('o_next',)) @204:21
                          .value:
                            Call(kwargs=()) @204:30
                              .func:
                                Name(id='mma_async') @204:30
                              .args:
                                Name(id='p') @204:40
                                Index() @204:43
                                  .value:
                                    Name(id='v_ring') @204:43
                                  .subs:
                                    Name(id='slot') @204:50
                                Name(id='acc') @204:57
                    Assign(targets=('s',)) @205:17
                      .value:
                        Call() @205:21
                          .func:
                            Name(id='mma_wait') @205:21
                          .args:
                            Name(id='s_next') @205:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @205:46
                            )
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @206:17
                      .value:
                        Call(kwargs=()) @206:40
                          .func:
                            Name(id='scores_to_probs') @206:40
                          .args:
                            Name(id='s') @206:56
                            Name(id='n') @206:59
                            Name(id='rows') @206:62
                            Name(id='cols') @206:68
                            Name(id='row0') @206:74
                            Name(id='len_q') @206:80
                            Name(id='len_k') @206:87
                            Name(id='m_i') @206:94
                            Name(id='l_i') @206:99
                            Name(id='qk_scale') @206:104
                            Name(id='BLOCK_N') @207:55
                            Name(id='CAUSAL') @207:64
                            Name(id='ACT') @207:72
                            Const(value=False) @207:77
                            Const(value=False) @207:84
                    Assign(targets=('acc',)) @208:17
                      .value:
                        Call(kwargs=()) @208:23
                          .func:
                            Name(id='mma_wait') @208:23
                          .args:
                            Name(id='o_next') @208:32
                    Arrive(count=None) @209:17
                      .target:
                        Index() @209:24
                          .value:
                            Name(id='kv_free') @209:24
                          .subs:
                            Name(id='slot') @209:32
                    Assign(targets=('acc',)) @210:17
                      .value:
                        Call(kwargs=()) @210:23
                          .func:
                            Name(id='rescale_output') @210:23
                          .args:
                            Name(id='acc') @210:38
                            Name(id='alpha') @210:43
                            Name(id='ACT') @210:50
                            Const(value=False) @210:55
                    Assign(targets=('p',)) @211:17
                      .value:
                        Call(kwargs=()) @211:21
                          .func:
                            Name(id='cast') @211:21
                          .args:
                            Name(id='p32') @211:26
                            Name(id='DT') @211:31
                Arrive(count=None) @212:13
                  .target:
                    Index() @212:20
                      .value:
                        Name(id='q_free') @212:20
                      .subs:
                        Name(id='qs') @212:27
                Pipeline(var='n', slot='slot', ring='kv') @213:13
                  .iter:
                    Call(kwargs=()) @213:27
                      .func:
                        Name(id='range') @213:27
                      .args:
                        Name(id='n_blocks') @213:33
                        BinOp(op='+') @213:43
                          .lhs:
                            Name(id='n_blocks') @213:43
                          .rhs:
                            Call(kwargs=()) @213:54
                              .func:
                                Name(id='minimum') @213:54
                              .args:
                                Name(id='n_blocks') @213:62
                                Const(value=1) @213:72
                  .stages:
                    Name(id='STAGES') @213:89
                  .body:
                    Wait(phase=None) @214:17
                      .target:
                        Index() @214:22
                          .value:
                            Name(id='kv_ready') @214:22
                          .subs:
                            Name(id='slot') @214:31
                    Assign(targets=('acc',)) @215:17
                      .value:
                        Call(kwargs=()) @215:23
                          .func:
                            Name(id='mma_wait') @215:23
                          .args:
                            Call(kwargs=()) @215:32
                              .func:
                                Name(id='mma_async') @215:32
                              .args:
                                Name(id='p') @215:42
                                Index() @215:45
                                  .value:
                                    Name(id='v_ring') @215:45
                                  .subs:
                                    Name(id='slot') @215:52
                                Name(id='acc') @215:59
                    Arrive(count=None) @216:17
                      .target:
                        Index() @216:24
                          .value:
                            Name(id='kv_free') @216:24
                          .subs:
                            Name(id='slot') @216:32
              .orelse:
                If() @217:9
                  .cond:
                    Name(id='OVERLAP') @217:14
                  .body:
                    Assign(targets=('p',)) @219:13
                      .value:
                        Call(kwargs=()) @219:17
                          .func:
                            Name(id='zeros') @219:17
                          .args:
                            ListLit() @219:23
                              .elts:
                                Name(id='WG_M') @219:24
                                Name(id='BLOCK_N') @219:30
                            Name(id='DT') @219:40
                    Assign(targets=('last',)) @220:13
                      .value:
                        Const(value=0) @220:20
                    Pipeline(var='n', slot='slot', ring='kv') @221:13
                      .iter:
                        Call(kwargs=()) @221:27
                          .func:
                            Name(id='range') @221:27
                          .args:
                            Call(kwargs=()) @221:33
                              .func:
                                Name(id='minimum') @221:33
                              .args:
                                Name(id='n_blocks') @221:41
                                Const(value=1) @221:51
                      .stages:
                        Name(id='STAGES') @221:68
                      .body:
                        Wait(phase=None) @222:17
                          .target:
                            Index() @222:22
                              .value:
                                Name(id='k_ready') @222:22
                              .subs:
                                Name(id='slot') @222:30
                        Turn() @223:17
                          .cond:
                            BoolOp(op='and') @223:28
                              .values:
                                Name(id='PINGPONG') @223:28
                                BinOp(op='>') @223:41
                                  .lhs:
                                    Name(id='NWG') @223:41
                                  .rhs:
                                    Const(value=1) @223:47
                          .body:
                            Assign(targets=('s_first',)) @224:21
                              .value:
                                Call(kwargs=()) @224:31
                                  .func:
                                    Name(id='mma_async') @224:31
                                  .args:
                                    Index() @224:41
                                      .value:
                                        Name(id='q_tile') @224:41
                                      .subs:
                                        Name(id='my_q') @224:48
                                    Attr(name='T') @224:55
                                      .value:
                                        Index() @224:55
                                          .value:
                                            Name(id='k_ring') @224:55
                                          .subs:
                                            Name(id='slot') @224:62
                        Assign(targets=('s',)) @225:17
                          .value:
                            Call(kwargs=()) @225:21
                              .func:
                                Name(id='mma_wait') @225:21
                              .args:
                                Name(id='s_first') @225:30
                        Arrive(count=None) @226:17
                          .target:
                            Index() @226:24
                              .value:
                                Name(id='k_free') @226:24
                              .subs:
                                Name(id='slot') @226:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @227:17
                          .value:
                            Call(kwargs=()) @227:40
                              .func:
                                Name(id='scores_to_probs') @227:40
                              .args:
                                Name(id='s') @227:56
                                Name(id='n') @227:59
                                Name(id='rows') @227:62
                                Name(id='cols') @227:68
                                Name(id='row0') @227:74
                                Name(id='len_q') @227:80
                                Name(id='len_k') @227:87
                                Name(id='m_i') @227:94
                                Name(id='l_i') @227:99
                                Name(id='qk_scale') @227:104
                                Name(id='BLOCK_N') @228:55
                                Name(id='CAUSAL') @228:64
                                Name(id='ACT') @228:72
                                Const(value=False) @228:77
                                Const(value=False) @228:84
                        Assign(targets=('p',)) @229:17
                          .value:
                            Call(kwargs=()) @229:21
                              .func:
                                Name(id='cast') @229:21
                              .args:
                                Name(id='p32') @229:26
                                Name(id='DT') @229:31
                        Wait(phase=None) @230:17
                          .target:
                            Index() @230:22
                              .value:
                                Name(id='v_ready') @230:22
                              .subs:
                                Name(id='slot') @230:30
                        Assign(targets=('last',)) @231:17
                          .value:
                            Name(id='slot') @231:24
                    Assign(targets=('n_full',)) @235:13
                      .value:
                        Name(id='n_blocks') @235:22
                    If(orelse=()) @236:13
                      .cond:
                        Name(id='MASK_SPLIT') @236:16
                      .body:
                        Assign(targets=('n_full',)) @237:17
                          .value:
                            Call(kwargs=()) @237:26
                              .func:
                                Name(id='maximum') @237:26
                              .args:
                                Name(id='n_whole') @237:34
                                Const(value=1) @237:43
                    Pipeline(var='n', slot='slot', ring='kv') @240:13
                      .iter:
                        Call(kwargs=()) @240:27
                          .func:
                            Name(id='range') @240:27
                          .args:
                            Const(value=1) @240:33
                            Name(id='n_full') @240:36
                      .stages:
                        Name(id='STAGES') @240:57
                      .body:
                        Wait(phase=None) @241:17
                          .target:
                            Index() @241:22
                              .value:
                                Name(id='k_ready') @241:22
                              .subs:
                                Name(id='slot') @241:30
                        Turn() @244:17
                          .cond:
                            BoolOp(op='and') @244:28
                              .values:
                                Name(id='PINGPONG') @244:28
                                BinOp(op='>') @244:41
                                  .lhs:
                                    Name(id='NWG') @244:41
                                  .rhs:
                                    Const(value=1) @244:47
                          .body:
                            Assign(targets=('s_next',)) @245:21
                              .value:
                                Call(kwargs=()) @245:30
                                  .func:
                                    Name(id='mma_async') @245:30
                                  .args:
                                    Index() @245:40
                                      .value:
                                        Name(id='q_tile') @245:40
                                      .subs:
                                        Name(id='my_q') @245:47
                                    Attr(name='T') @245:54
                                      .value:
                                        Index() @245:54
                                          .value:
                                            Name(id='k_ring') @245:54
                                          .subs:
                                            Name(id='slot') @245:61
                            Assign(targets=('o_next',)) @246:21
                              .value:
                                Call(kwargs=()) @246:30
                                  .func:
                                    Name(id='mma_async') @246:30
                                  .args:
                                    Name(id='p') @246:40
                                    Index() @246:43
                                      .value:
                                        Name(id='v_ring') @246:43
                                      .subs:
                                        Name(id='last') @246:50
                                    Name(id='acc') @246:57
                        Assign(targets=('s',)) @247:17
                          .value:
                            Call() @247:21
                              .func:
                                Name(id='mma_wait') @247:21
                              .args:
                                Name(id='s_next') @247:30
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @247:46
                                )
                        Arrive(count=None) @248:17
                          .target:
                            Index() @248:24
                              .value:
                                Name(id='k_free') @248:24
                              .subs:
                                Name(id='slot') @248:31
                        Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @249:17
                          .value:
                            Call(kwargs=()) @249:40
                              .func:
                                Name(id='scores_to_probs') @249:40
                              .args:
                                Name(id='s') @249:56
                                Name(id='n') @249:59
                                Name(id='rows') @249:62
                                Name(id='cols') @249:68
                                Name(id='row0') @249:74
                                Name(id='len_q') @249:80
                                Name(id='len_k') @249:87
                                Name(id='m_i') @249:94
                                Name(id='l_i') @249:99
                                Name(id='qk_scale') @249:104
                                Name(id='BLOCK_N') @250:55
                                Name(id='CAUSAL') @250:64
                                Name(id='ACT') @250:72
                                Name(id='MASK_SPLIT') @250:77
                                Name(id='LAZY_RESCALE') @250:89
                        If() @254:17
                          .cond:
                            Name(id='WAIT_LATE') @254:20
                          .body:
                            Assign(targets=('acc',)) @255:21
                              .value:
                                Call() @255:27
                                  .func:
                                    Name(id='mma_wait') @255:27
                                  .args:
                                    Name(id='o_next') @255:36
                                  .kwargs:
                                    (
                                      'after'
                                      Name(id='l_i') @255:50
                                    )
                          .orelse:
                            If() @256:17
                              .cond:
                                Name(id='WAIT_AFTER_MAX') @256:22
                              .body:
                                Assign(targets=('acc',)) @257:21
                                  .value:
                                    Call() @257:27
                                      .func:
                                        Name(id='mma_wait') @257:27
                                      .args:
                                        Name(id='o_next') @257:36
                                      .kwargs:
                                        (
                                          'after'
                                          Name(id='m_i') @257:50
                                        )
                              .orelse:
                                Assign(targets=('acc',)) @259:21
                                  .value:
                                    Call(kwargs=()) @259:27
                                      .func:
                                        Name(id='mma_wait') @259:27
                                      .args:
                                        Name(id='o_next') @259:36
                        Arrive(count=None) @260:17
                          .target:
                            Index() @260:24
                              .value:
                                Name(id='v_free') @260:24
                              .subs:
                                Name(id='last') @260:31
                        Assign(targets=('acc',)) @261:17
                          .value:
                            Call(kwargs=()) @261:23
                              .func:
                                Name(id='rescale_output') @261:23
                              .args:
                                Name(id='acc') @261:38
                                Name(id='alpha') @261:43
                                Name(id='ACT') @261:50
                                Name(id='LAZY_RESCALE') @261:55
                        Assign(targets=('p',)) @262:17
                          .value:
                            Call(kwargs=()) @262:21
                              .func:
                                Name(id='cast') @262:21
                              .args:
                                Name(id='p32') @262:26
                                Name(id='DT') @262:31
                        Wait(phase=None) @263:17
                          .target:
                            Index() @263:22
                              .value:
                                Name(id='v_ready') @263:22
                              .subs:
                                Name(id='slot') @263:30
                        Assign(targets=('last',)) @264:17
                          .value:
                            Name(id='slot') @264:24
                    If(orelse=()) @265:13
                      .cond:
                        Name(id='MASK_SPLIT') @265:16
                      .body:
                        Pipeline(var='n', slot='slot', ring='kv') @266:17
                          .iter:
                            Call(kwargs=()) @266:31
                              .func:
                                Name(id='range') @266:31
                              .args:
                                Name(id='n_full') @266:37
                                Name(id='n_blocks') @266:45
                          .stages:
                            Name(id='STAGES') @266:68
                          .body:
                            Wait(phase=None) @267:21
                              .target:
                                Index() @267:26
                                  .value:
                                    Name(id='k_ready') @267:26
                                  .subs:
                                    Name(id='slot') @267:34
                            Turn() @268:21
                              .cond:
                                BoolOp(op='and') @268:32
                                  .values:
                                    Name(id='PINGPONG') @268:32
                                    BinOp(op='>') @268:45
                                      .lhs:
                                        Name(id='NWG') @268:45
                                      .rhs:
                                        Const(value=1) @268:51
                              .body:
                                Assign(targets=('s_next',)) @269:25
                                  .value:
                                    Call(kwargs=()) @269:34
                                      .func:
                                        Name(id='mma_async') @269:34
                                      .args:
                                        Index() @269:44
                                          .value:
                                            Name(id='q_tile') @269:44
                                          .subs:
                                            Name(id='my_q') @269:51
                                        Attr(name='T') @269:58
                                          .value:
                                            Index() @269:58
                                              .value:
                                                Name(id='k_ring') @269:58
                                              .subs:
                                                Name(id='slot') @269:65
                                Assign(targets=('o_next',)) @270:25
                                  .value:
                                    Call(kwargs=()) @270:34
                                      .func:
                                        Name(id='mma_async') @270:34
                                      .args:
                                        Name(id='p') @270:44
                                        Index() @270:47
                                          .value:
                                            Name(id='v_ring') @270:47
                                          .subs:
                                            Name(id='last') @270:54
                                        Name(id='acc') @270:61
                            Assign(targets=('s',)) @271:21
                              .value:
                                Call() @271:25
                                  .func:
                                    Name(id='mma_wait') @271:25
                                  .args:
                                    Name(id='s_next') @271:34
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @271:50
                                    )
                            Arrive(count=None) @272:21
                              .target:
                                Index() @272:28
                                  .value:
                                    Name(id='k_free') @272:28
                                  .subs:
                                    Name(id='slot') @272:35
                            Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @273:21
                              .value:
                                Call(kwargs=()) @273:44
                                  .func:
                                    Name(id='scores_to_probs') @273:44
                                  .args:
                                    Name(id='s') @273:60
                                    Name(id='n') @273:63
                                    Name(id='rows') @273:66
                                    Name(id='cols') @273:72
                                    Name(id='row0') @273:78
                                    Name(id='len_q') @273:84
                                    Name(id='len_k') @273:91
                                    Name(id='m_i') @273:98
                                    Name(id='l_i') @273:103
                                    Name(id='qk_scale') @274:59
                                    Name(id='BLOCK_N') @274:69
                                    Name(id='CAUSAL') @274:78
                                    Name(id='ACT') @274:86
                                    Const(value=False) @274:91
                                    Name(id='LAZY_RESCALE') @274:98
                            If() @275:21
                              .cond:
                                Name(id='WAIT_LATE') @275:24
                              .body:
                                Assign(targets=('acc',)) @276:25
                                  .value:
                                    Call() @276:31
                                      .func:
                                        Name(id='mma_wait') @276:31
                                      .args:
                                        Name(id='o_next') @276:40
                                      .kwargs:
                                        (
                                          'after'
                                          Name(id='l_i') @276:54
                                        )
                              .orelse:
                                If() @277:21
                                  .cond:
                                    Name(id='WAIT_AFTER_MAX') @277:26
                                  .body:
                                    Assign(targets=('acc',)) @278:25
                                      .value:
                                        Call() @278:31
                                          .func:
                                            Name(id='mma_wait') @278:31
                                          .args:
                                            Name(id='o_next') @278:40
                                          .kwargs:
                                            (
                                              'after'
                                              Name(id='m_i') @278:54
                                            )
                                  .orelse:
                                    Assign(targets=('acc',)) @280:25
                                      .value:
                                        Call(kwargs=()) @280:31
                                          .func:
                                            Name(id='mma_wait') @280:31
                                          .args:
                                            Name(id='o_next') @280:40
                            Arrive(count=None) @281:21
                              .target:
                                Index() @281:28
                                  .value:
                                    Name(id='v_free') @281:28
                                  .subs:
                                    Name(id='last') @281:35
                            Assign(targets=('acc',)) @282:21
                              .value:
                                Call(kwargs=()) @282:27
                                  .func:
                                    Name(id='rescale_output') @282:27
                                  .args:
                                    Name(id='acc') @282:42
                                    Name(id='alpha') @282:47
                                    Name(id='ACT') @282:54
                                    Name(id='LAZY_RESCALE') @282:59
                            Assign(targets=('p',)) @283:21
                              .value:
                                Call(kwargs=()) @283:25
                                  .func:
                                    Name(id='cast') @283:25
                                  .args:
                                    Name(id='p32') @283:30
                                    Name(id='DT') @283:35
                            Wait(phase=None) @284:21
                              .target:
                                Index() @284:26
                                  .value:
                                    Name(id='v_ready') @284:26
                                  .subs:
                                    Name(id='slot') @284:34
                            Assign(targets=('last',)) @285:21
                              .value:
                                Name(id='slot') @285:28
                    Arrive(count=None) @286:13
                      .target:
                        Index() @286:20
                          .value:
                            Name(id='q_free') @286:20
                          .subs:
                            Name(id='qs') @286:27
                    If(orelse=()) @287:13
                      .cond:
                        BinOp(op='>') @287:16
                          .lhs:
                            Name(id='n_blocks') @287:16
                          .rhs:
                            Const(value=0) @287:27
                      .body:
                        Assign(targets=('acc',)) @288:17
                          .value:
                            Call(kwargs=()) @288:23
                              .func:
                                Name(id='mma_wait') @288:23
                              .args:
                                Call(kwargs=()) @288:32
                                  .func:
                                    Name(id='mma_async') @288:32
                                  .args:
                                    Name(id='p') @288:42
                                    Index() @288:45
                                      .value:
                                        Name(id='v_ring') @288:45
                                      .subs:
                                        Name(id='last') @288:52
                                    Name(id='acc') @288:59
                        Arrive(count=None) @289:17
                          .target:
                            Index() @289:24
                              .value:
                                Name(id='v_free') @289:24
                              .subs:
                                Name(id='last') @289:31
                  .orelse:
                    Pipeline(var='n', slot='slot', ring='kv') @291:13
                      .iter:
                        Call(kwargs=()) @291:27
                          .func:
                            Name(id='range') @291:27
                          .args:
                            Name(id='n_blocks') @291:33
                      .stages:
                        Name(id='STAGES') @291:56
                      .body:
                        Wait(phase=None) @292:17
                          .target:
                            Index() @292:22
                              .value:
                                Name(id='k_ready') @292:22
                              .subs:
                                Name(id='slot') @292:30
                        Assign(targets=('s',)) @293:17
                          .value:
                            Call(kwargs=()) @293:21
                              .func:
                                Name(id='mma_wait') @293:21
                              .args:
                                Call(kwargs=()) @293:30
                                  .func:
                                    Name(id='mma_async') @293:30
                                  .args:
                                    Index() @293:40
                                      .value:
                                        Name(id='q_tile') @293:40
                                      .subs:
                                        Name(id='my_q') @293:47
                                    Attr(name='T') @293:54
                                      .value:
                                        Index() @293:54
                                          .value:
                                            Name(id='k_ring') @293:54
                                          .subs:
                                            Name(id='slot') @293:61
                        Arrive(count=None) @294:17
                          .target:
                            Index() @294:24
                              .value:
                                Name(id='k_free') @294:24
                              .subs:
                                Name(id='slot') @294:31
                        Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @295:17
                          .value:
                            Call(kwargs=()) @295:38
                              .func:
                                Name(id='scores_to_probs') @295:38
                              .args:
                                Name(id='s') @295:54
                                Name(id='n') @295:57
                                Name(id='rows') @295:60
                                Name(id='cols') @295:66
                                Name(id='row0') @295:72
                                Name(id='len_q') @295:78
                                Name(id='len_k') @295:85
                                Name(id='m_i') @295:92
                                Name(id='l_i') @295:97
                                Name(id='qk_scale') @295:102
                                Name(id='BLOCK_N') @296:55
                                Name(id='CAUSAL') @296:64
                                Name(id='ACT') @296:72
                                Const(value=False) @296:77
                                Const(value=False) @296:84
                        Assign(targets=('acc',)) @297:17
                          .value:
                            Call(kwargs=()) @297:23
                              .func:
                                Name(id='rescale_output') @297:23
                              .args:
                                Name(id='acc') @297:38
                                Name(id='alpha') @297:43
                                Name(id='ACT') @297:50
                                Const(value=False) @297:55
                        Wait(phase=None) @298:17
                          .target:
                            Index() @298:22
                              .value:
                                Name(id='v_ready') @298:22
                              .subs:
                                Name(id='slot') @298:30
                        Assign(targets=('acc',)) @299:17
                          .value:
                            Call(kwargs=()) @299:23
                              .func:
                                Name(id='mma_wait') @299:23
                              .args:
                                Call(kwargs=()) @299:32
                                  .func:
                                    Name(id='mma_async') @299:32
                                  .args:
                                    Call(kwargs=()) @299:42
                                      .func:
                                        Name(id='cast') @299:42
                                      .args:
                                        Name(id='p') @299:47
                                        Name(id='DT') @299:50
                                    Index() @299:55
                                      .value:
                                        Name(id='v_ring') @299:55
                                      .subs:
                                        Name(id='slot') @299:62
                                    Name(id='acc') @299:69
                        Arrive(count=None) @300:17
                          .target:
                            Index() @300:24
                              .value:
                                Name(id='v_free') @300:24
                              .subs:
                                Name(id='slot') @300:31
                    Arrive(count=None) @301:13
                      .target:
                        Index() @301:20
                          .value:
                            Name(id='q_free') @301:20
                          .subs:
                            Name(id='qs') @301:27
            If() @302:9
              .cond:
                BinOp(op='==') @302:12
                  .lhs:
                    Name(id='ACT') @302:12
                  .rhs:
                    Const(value='softmax') @302:19
              .body:
                Assign(targets=('seen',)) @303:13
                  .value:
                    BinOp(op='!=') @303:20
                      .lhs:
                        Name(id='l_i') @303:20
                      .rhs:
                        Const(value=0.0) @303:27
                Assign(targets=('out',)) @307:13
                  .value:
                    Call(kwargs=()) @307:19
                      .func:
                        Name(id='where') @307:19
                      .args:
                        Index() @307:25
                          .value:
                            Name(id='seen') @307:25
                          .subs:
                            FullSlice() @307:30
                            Const(value=None) @307:33
                        BinOp(op='*') @307:40
                          .lhs:
                            Name(id='acc') @307:40
                          .rhs:
                            Index() @307:46
                              .value:
                                BinOp(op='/') @307:47
                                  .lhs:
                                    Const(value=1.0) @307:47
                                  .rhs:
                                    Name(id='l_i') @307:53
                              .subs:
                                FullSlice() @307:58
                                Const(value=None) @307:61
                        Const(value=0.0) @307:68
                Assign(targets=('row_lse',)) @308:13
                  .value:
                    Call(kwargs=()) @308:23
                      .func:
                        Name(id='where') @308:23
                      .args:
                        Name(id='seen') @308:29
                        BinOp(op='/') @308:36
                          .lhs:
                            BinOp(op='+') @308:36
                              .lhs:
                                Name(id='m_i') @308:36
                              .rhs:
                                Call(kwargs=()) @308:42
                                  .func:
                                    Name(id='log2') @308:42
                                  .args:
                                    Name(id='l_i') @308:47
                          .rhs:
                            Name(id='LOG2E') @308:55
                        Unary(op='-') @308:62
                          .operand:
                            Name(id='NEG_INF') @308:63
              .orelse:
                Assign(targets=('out',)) @310:13
                  .value:
                    BinOp(op='*') @310:19
                      .lhs:
                        Name(id='acc') @310:19
                      .rhs:
                        Name(id='out_scale') @310:25
                Assign(targets=('row_lse',)) @311:13
                  .value:
                    Call(kwargs=()) @311:23
                      .func:
                        Name(id='zeros') @311:23
                      .args:
                        ListLit() @311:29
                          .elts:
                            Name(id='WG_M') @311:30
                        Name(id='f32') @311:37
            Assign(targets=('in_seq',)) @312:9
              .value:
                BinOp(op='<') @312:18
                  .lhs:
                    Name(id='rows') @312:18
                  .rhs:
                    Name(id='len_q') @312:25
            If() @313:9
              .cond:
                Name(id='O_TMA') @313:12
              .body:
                ExprStmt() @314:13
                  .value:
                    Call(kwargs=()) @314:13
                      .func:
                        Name(id='store_smem') @314:13
                      .args:
                        Index() @314:24
                          .value:
                            Name(id='o_tile') @314:24
                          .subs:
                            Name(id='wg') @314:31
                        Call(kwargs=()) @314:36
                          .func:
                            Name(id='cast') @314:36
                          .args:
                            Name(id='out') @314:41
                            Name(id='DT') @314:46
                Fence() @315:13
                Tma(signals=None) @316:13
                  .dst:
                    Index() @316:17
                      .value:
                        Name(id='o') @316:17
                      .subs:
                        Name(id='seq') @316:19
                        BinOp(op='+') @316:24
                          .lhs:
                            BinOp(op='*') @316:24
                              .lhs:
                                Name(id='WPH') @316:24
                              .rhs:
                                Name(id='m') @316:30
                          .rhs:
                            BinOp(op='%') @316:34
                              .lhs:
                                Name(id='wg') @316:34
                              .rhs:
                                Name(id='WPH') @316:39
                        Name(id='head') @316:44
                  .src:
                    Index() @316:53
                      .value:
                        Name(id='o_tile') @316:53
                      .subs:
                        Name(id='wg') @316:60
              .orelse:
                Store() @318:13
                  .target:
                    Index() @318:13
                      .value:
                        Name(id='o') @318:13
                      .subs:
                        Name(id='seq') @318:15
                  .subs:
                    Index() @318:20
                      .value:
                        Name(id='rows') @318:20
                      .subs:
                        FullSlice() @318:25
                        Const(value=None) @318:28
                    Name(id='head') @318:35
                    Index() @318:41
                      .value:
                        Call(kwargs=()) @318:41
                          .func:
                            Name(id='arange') @318:41
                          .args:
                            Name(id='D') @318:48
                      .subs:
                        Const(value=None) @318:51
                        FullSlice() @318:57
                  .value:
                    Call(kwargs=()) @318:63
                      .func:
                        Name(id='cast') @318:63
                      .args:
                        Name(id='out') @318:68
                        Name(id='DT') @318:73
                  .mask:
                    Index() @318:83
                      .value:
                        Name(id='in_seq') @318:83
                      .subs:
                        FullSlice() @318:90
                        Const(value=None) @318:93
            Store() @319:9
              .target:
                Index() @319:9
                  .value:
                    Name(id='lse') @319:9
                  .subs:
                    Name(id='seq') @319:13
              .subs:
                Name(id='rows') @319:18
                Name(id='head') @319:24
              .value:
                Name(id='row_lse') @319:32
              .mask:
                Name(id='in_seq') @319:46