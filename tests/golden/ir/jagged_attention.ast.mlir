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
        Tiles() @54:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @54:21
                .func:
                  Name(id='blocks') @54:21
                .args:
                  Name(id='q') @54:28
                  BinOp(op='//') @54:31
                    .lhs:
                      Name(id='BLOCK_M') @54:31
                    .rhs:
                      Name(id='HPT') @54:42
            )
            (
              ('hg',)
              Call(kwargs=()) @54:54
                .func:
                  Name(id='range') @54:54
                .args:
                  BinOp(op='//') @54:60
                    .lhs:
                      Name(id='H') @54:60
                    .rhs:
                      Name(id='HPT') @54:65
            )
          .options:
            TileOption(id='persistent', arg=None) @54:70
            TileOption(id='longest_first', arg=None) @54:81
            TileOption(id='dynamic') @54:95
              .arg:
                Name(id='DYNAMIC') @54:103
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @55:5
          .cond:
            BinOp(op='==') @55:19
              .lhs:
                BinOp(op='%') @55:19
                  .lhs:
                    Name(id='BLOCK_M') @55:19
                  .rhs:
                    Name(id='WG_M') @55:29
              .rhs:
                Const(value=0) @55:37
        Assign(targets=('NWG',)) @56:5
          .value:
            BinOp(op='//') @56:11
              .lhs:
                Name(id='BLOCK_M') @56:11
              .rhs:
                Name(id='WG_M') @56:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @57:5
          .cond:
            BinOp(op='==') @57:19
              .lhs:
                BinOp(op='%') @57:19
                  .lhs:
                    Name(id='NWG') @57:19
                  .rhs:
                    Name(id='HPT') @57:25
              .rhs:
                Const(value=0) @57:32
        Assign(targets=('TILE_M',)) @58:5
          .value:
            BinOp(op='//') @58:14
              .lhs:
                Name(id='BLOCK_M') @58:14
              .rhs:
                Name(id='HPT') @58:25
        Assign(targets=('WPH',)) @59:5
          .value:
            BinOp(op='//') @59:11
              .lhs:
                Name(id='NWG') @59:11
              .rhs:
                Name(id='HPT') @59:18
        SmemDecl(name='q_tile') @63:5
          .stages:
            BinOp(op='*') @63:17
              .lhs:
                Name(id='QBUF') @63:17
              .rhs:
                BinOp(op='//') @63:25
                  .lhs:
                    Name(id='BLOCK_M') @63:25
                  .rhs:
                    Name(id='WG_M') @63:36
          .dtype:
            Name(id='DT') @63:44
          .shape:
            Name(id='WG_M') @63:47
            Name(id='D') @63:53
        SmemDecl(name='k_ring') @64:5
          .stages:
            Name(id='STAGES') @64:17
          .dtype:
            Name(id='DT') @64:26
          .shape:
            Name(id='BLOCK_N') @64:29
            Name(id='D') @64:38
        SmemDecl(name='v_ring') @65:5
          .stages:
            Name(id='STAGES') @65:17
          .dtype:
            Name(id='DT') @65:26
          .shape:
            Name(id='BLOCK_N') @65:29
            Name(id='D') @65:38
        BarrierDecl(name='q_ready', kwargs=()) @66:5
          .size:
            Name(id='QBUF') @66:21
        BarrierDecl(name='q_free') @67:5
          .size:
            Name(id='QBUF') @67:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @67:32
                .lhs:
                  Name(id='BLOCK_M') @67:32
                .rhs:
                  Name(id='WG_M') @67:43
            )
        BarrierDecl(name='k_ready', kwargs=()) @68:5
          .size:
            Name(id='STAGES') @68:21
        BarrierDecl(name='k_free') @69:5
          .size:
            Name(id='STAGES') @69:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @69:34
                .lhs:
                  Name(id='BLOCK_M') @69:34
                .rhs:
                  Name(id='WG_M') @69:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @70:5
          .size:
            Name(id='STAGES') @70:21
        BarrierDecl(name='v_free') @71:5
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
        Assign(targets=('len_q',)) @73:5
          .value:
            Attr(name='len') @73:13
              .value:
                Index() @73:13
                  .value:
                    Name(id='q') @73:13
                  .subs:
                    Name(id='seq') @73:15
        Assign(targets=('len_k',)) @74:5
          .value:
            Attr(name='len') @74:13
              .value:
                Index() @74:13
                  .value:
                    Name(id='k') @74:13
                  .subs:
                    Name(id='seq') @74:15
        Assign(targets=('kv_head',)) @75:5
          .value:
            BinOp(op='//') @75:16
              .lhs:
                BinOp(op='*') @75:16
                  .lhs:
                    Name(id='hg') @75:16
                  .rhs:
                    Name(id='HPT') @75:21
              .rhs:
                BinOp(op='//') @75:30
                  .lhs:
                    Name(id='H') @75:30
                  .rhs:
                    Name(id='HKV') @75:35
        Assign(targets=('hi',)) @76:5
          .value:
            Name(id='len_k') @76:10
        If(orelse=()) @77:5
          .cond:
            Name(id='CAUSAL') @77:8
          .body:
            Assign(targets=('hi',)) @78:9
              .value:
                Call(kwargs=()) @78:14
                  .func:
                    Name(id='minimum') @78:14
                  .args:
                    Name(id='len_k') @78:22
                    BinOp(op='-') @78:30
                      .lhs:
                        BinOp(op='+') @78:30
                          .lhs:
                            BinOp(op='*') @78:30
                              .lhs:
                                BinOp(op='+') @78:30
                                  .lhs:
                                    Name(id='m') @78:30
                                  .rhs:
                                    Const(value=1) @78:34
                              .rhs:
                                Name(id='TILE_M') @78:39
                          .rhs:
                            Name(id='len_k') @78:48
                      .rhs:
                        Name(id='len_q') @78:56
        Assign(targets=('n_blocks',)) @79:5
          .value:
            Call(kwargs=()) @79:16
              .func:
                Name(id='cdiv') @79:16
              .args:
                Call(kwargs=()) @79:21
                  .func:
                    Name(id='maximum') @79:21
                  .args:
                    Name(id='hi') @79:29
                    Const(value=0) @79:33
                Name(id='BLOCK_N') @79:37
        Role(name='load', replica=None) @81:5
          .kwargs:
            (
              'warps'
              Const(value=1) @81:21
            )
            (
              'regs'
              Const(value=24) @81:29
            )
          .body:
            Assign(targets=('qs',)) @82:9
              .value:
                BinOp(op='%') @82:14
                  .lhs:
                    Name(id='tile_index') @82:14
                  .rhs:
                    Name(id='QBUF') @82:27
            Wait(phase=None) @84:9
              .target:
                Index() @84:14
                  .value:
                    Name(id='q_free') @84:14
                  .subs:
                    Name(id='qs') @84:21
            Expect() @85:9
              .target:
                Index() @85:16
                  .value:
                    Name(id='q_ready') @85:16
                  .subs:
                    Name(id='qs') @85:24
              .nbytes:
                BinOp(op='*') @85:29
                  .lhs:
                    Name(id='NWG') @85:29
                  .rhs:
                    Call(kwargs=()) @85:35
                      .func:
                        Name(id='bytes') @85:35
                      .args:
                        Name(id='q_tile') @85:41
            For(var='i') @86:9
              .iter:
                Call(kwargs=()) @86:18
                  .func:
                    Name(id='static_range') @86:18
                  .args:
                    Name(id='NWG') @86:31
              .body:
                Tma() @87:13
                  .dst:
                    Index() @87:17
                      .value:
                        Name(id='q_tile') @87:17
                      .subs:
                        BinOp(op='+') @87:24
                          .lhs:
                            BinOp(op='*') @87:24
                              .lhs:
                                Name(id='qs') @87:24
                              .rhs:
                                Name(id='NWG') @87:29
                          .rhs:
                            Name(id='i') @87:35
                  .src:
                    Index() @87:41
                      .value:
                        Name(id='q') @87:41
                      .subs:
                        Name(id='seq') @87:43
                        BinOp(op='+') @87:48
                          .lhs:
                            BinOp(op='*') @87:48
                              .lhs:
                                Name(id='WPH') @87:48
                              .rhs:
                                Name(id='m') @87:54
                          .rhs:
                            BinOp(op='%') @87:58
                              .lhs:
                                Name(id='i') @87:58
                              .rhs:
                                Name(id='WPH') @87:62
                        BinOp(op='+') @87:67
                          .lhs:
                            BinOp(op='*') @87:67
                              .lhs:
                                Name(id='hg') @87:67
                              .rhs:
                                Name(id='HPT') @87:72
                          .rhs:
                            BinOp(op='//') @87:78
                              .lhs:
                                Name(id='i') @87:78
                              .rhs:
                                Name(id='WPH') @87:83
                  .signals:
                    Index() @87:96
                      .value:
                        Name(id='q_ready') @87:96
                      .subs:
                        Name(id='qs') @87:104
            Pipeline(var='n', slot='slot', ring='kv') @88:9
              .iter:
                Call(kwargs=()) @88:23
                  .func:
                    Name(id='range') @88:23
                  .args:
                    Name(id='n_blocks') @88:29
              .stages:
                Name(id='STAGES') @88:52
              .body:
                Wait(phase=None) @89:13
                  .target:
                    Index() @89:18
                      .value:
                        Name(id='k_free') @89:18
                      .subs:
                        Name(id='slot') @89:25
                Expect() @90:13
                  .target:
                    Index() @90:20
                      .value:
                        Name(id='k_ready') @90:20
                      .subs:
                        Name(id='slot') @90:28
                  .nbytes:
                    Call(kwargs=()) @90:35
                      .func:
                        Name(id='bytes') @90:35
                      .args:
                        Name(id='k_ring') @90:41
                Tma() @91:13
                  .dst:
                    Index() @91:17
                      .value:
                        Name(id='k_ring') @91:17
                      .subs:
                        Name(id='slot') @91:24
                  .src:
                    Index() @91:33
                      .value:
                        Name(id='k') @91:33
                      .subs:
                        Name(id='seq') @91:35
                        Name(id='n') @91:40
                        Name(id='kv_head') @91:43
                  .signals:
                    Index() @91:60
                      .value:
                        Name(id='k_ready') @91:60
                      .subs:
                        Name(id='slot') @91:68
                Wait(phase=None) @92:13
                  .target:
                    Index() @92:18
                      .value:
                        Name(id='v_free') @92:18
                      .subs:
                        Name(id='slot') @92:25
                Expect() @93:13
                  .target:
                    Index() @93:20
                      .value:
                        Name(id='v_ready') @93:20
                      .subs:
                        Name(id='slot') @93:28
                  .nbytes:
                    Call(kwargs=()) @93:35
                      .func:
                        Name(id='bytes') @93:35
                      .args:
                        Name(id='v_ring') @93:41
                Tma() @94:13
                  .dst:
                    Index() @94:17
                      .value:
                        Name(id='v_ring') @94:17
                      .subs:
                        Name(id='slot') @94:24
                  .src:
                    Index() @94:33
                      .value:
                        Name(id='v') @94:33
                      .subs:
                        Name(id='seq') @94:35
                        Name(id='n') @94:40
                        Name(id='kv_head') @94:43
                  .signals:
                    Index() @94:60
                      .value:
                        Name(id='v_ready') @94:60
                      .subs:
                        Name(id='slot') @94:68
        Role(name='compute', replica='wg') @96:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @96:29
            )
            (
              'regs'
              Name(id='REGS') @96:39
            )
          .body:
            Assign(targets=('qk_scale',)) @97:9
              .value:
                BinOp(op='*') @97:20
                  .lhs:
                    Name(id='sm_scale') @97:20
                  .rhs:
                    Name(id='LOG2E') @97:31
            Assign(targets=('head',)) @98:9
              .value:
                BinOp(op='+') @98:16
                  .lhs:
                    BinOp(op='*') @98:16
                      .lhs:
                        Name(id='hg') @98:16
                      .rhs:
                        Name(id='HPT') @98:21
                  .rhs:
                    BinOp(op='//') @98:27
                      .lhs:
                        Name(id='wg') @98:27
                      .rhs:
                        Name(id='WPH') @98:33
            Assign(targets=('row0',)) @99:9
              .value:
                BinOp(op='+') @99:16
                  .lhs:
                    BinOp(op='*') @99:16
                      .lhs:
                        Name(id='m') @99:16
                      .rhs:
                        Name(id='TILE_M') @99:20
                  .rhs:
                    BinOp(op='*') @99:30
                      .lhs:
                        BinOp(op='%') @99:30
                          .lhs:
                            Name(id='wg') @99:30
                          .rhs:
                            Name(id='WPH') @99:35
                      .rhs:
                        Name(id='WG_M') @99:42
            Assign(targets=('rows',)) @100:9
              .value:
                BinOp(op='+') @100:16
                  .lhs:
                    Name(id='row0') @100:16
                  .rhs:
                    Call(kwargs=()) @100:23
                      .func:
                        Name(id='arange') @100:23
                      .args:
                        Name(id='WG_M') @100:30
            Assign(targets=('cols',)) @101:9
              .value:
                Call(kwargs=()) @101:16
                  .func:
                    Name(id='arange') @101:16
                  .args:
                    Name(id='BLOCK_N') @101:23
            Assign(targets=('m_i',)) @102:9
              .value:
                Call(kwargs=()) @102:15
                  .func:
                    Name(id='full') @102:15
                  .args:
                    ListLit() @102:20
                      .elts:
                        Name(id='WG_M') @102:21
                    Name(id='NEG_INF') @102:28
                    Name(id='f32') @102:37
            Assign(targets=('l_i',)) @103:9
              .value:
                Call(kwargs=()) @103:15
                  .func:
                    Name(id='zeros') @103:15
                  .args:
                    ListLit() @103:21
                      .elts:
                        Name(id='WG_M') @103:22
                    Name(id='f32') @103:29
            Assign(targets=('acc',)) @104:9
              .value:
                Call(kwargs=()) @104:15
                  .func:
                    Name(id='zeros') @104:15
                  .args:
                    ListLit() @104:21
                      .elts:
                        Name(id='WG_M') @104:22
                        Name(id='D') @104:28
                    Name(id='f32') @104:32
            Assign(targets=('qs',)) @105:9
              .value:
                BinOp(op='%') @105:14
                  .lhs:
                    Name(id='tile_index') @105:14
                  .rhs:
                    Name(id='QBUF') @105:27
            Assign(targets=('my_q',)) @106:9
              .value:
                BinOp(op='+') @106:16
                  .lhs:
                    BinOp(op='*') @106:16
                      .lhs:
                        Name(id='qs') @106:16
                      .rhs:
                        Name(id='NWG') @106:21
                  .rhs:
                    Name(id='wg') @106:27
            Wait(phase=None) @107:9
              .target:
                Index() @107:14
                  .value:
                    Name(id='q_ready') @107:14
                  .subs:
                    Name(id='qs') @107:22
            If() @108:9
              .cond:
                Name(id='OVERLAP') @108:12
              .body:
                Assign(targets=('p',)) @110:13
                  .value:
                    Call(kwargs=()) @110:17
                      .func:
                        Name(id='zeros') @110:17
                      .args:
                        ListLit() @110:23
                          .elts:
                            Name(id='WG_M') @110:24
                            Name(id='BLOCK_N') @110:30
                        Name(id='DT') @110:40
                Assign(targets=('last',)) @111:13
                  .value:
                    Const(value=0) @111:20
                Pipeline(var='n', slot='slot', ring='kv') @112:13
                  .iter:
                    Call(kwargs=()) @112:27
                      .func:
                        Name(id='range') @112:27
                      .args:
                        Call(kwargs=()) @112:33
                          .func:
                            Name(id='minimum') @112:33
                          .args:
                            Name(id='n_blocks') @112:41
                            Const(value=1) @112:51
                  .stages:
                    Name(id='STAGES') @112:68
                  .body:
                    Wait(phase=None) @113:17
                      .target:
                        Index() @113:22
                          .value:
                            Name(id='k_ready') @113:22
                          .subs:
                            Name(id='slot') @113:30
                    Turn() @114:17
                      .cond:
                        BoolOp(op='and') @114:28
                          .values:
                            Name(id='PINGPONG') @114:28
                            BinOp(op='>') @114:41
                              .lhs:
                                Name(id='NWG') @114:41
                              .rhs:
                                Const(value=1) @114:47
                      .body:
                        Assign(targets=('s_first',)) @115:21
                          .value:
                            Call(kwargs=()) @115:31
                              .func:
                                Name(id='mma_async') @115:31
                              .args:
                                Index() @115:41
                                  .value:
                                    Name(id='q_tile') @115:41
                                  .subs:
                                    Name(id='my_q') @115:48
                                Attr(name='T') @115:55
                                  .value:
                                    Index() @115:55
                                      .value:
                                        Name(id='k_ring') @115:55
                                      .subs:
                                        Name(id='slot') @115:62
                    Assign(targets=('s',)) @116:17
                      .value:
                        Call(kwargs=()) @116:21
                          .func:
                            Name(id='mma_wait') @116:21
                          .args:
                            Name(id='s_first') @116:30
                    Arrive(count=None) @117:17
                      .target:
                        Index() @117:24
                          .value:
                            Name(id='k_free') @117:24
                          .subs:
                            Name(id='slot') @117:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @118:17
                      .value:
                        Call(kwargs=()) @118:40
                          .func:
                            Name(id='scores_to_probs') @118:40
                          .args:
                            Name(id='s') @118:56
                            Name(id='n') @118:59
                            Name(id='rows') @118:62
                            Name(id='cols') @118:68
                            Name(id='row0') @118:74
                            Name(id='len_q') @118:80
                            Name(id='len_k') @118:87
                            Name(id='m_i') @118:94
                            Name(id='l_i') @118:99
                            Name(id='qk_scale') @118:104
                            Name(id='BLOCK_N') @119:55
                            Name(id='CAUSAL') @119:64
                            Name(id='ACT') @119:72
                    Assign(targets=('p',)) @120:17
                      .value:
                        Call(kwargs=()) @120:21
                          .func:
                            Name(id='cast') @120:21
                          .args:
                            Name(id='p32') @120:26
                            Name(id='DT') @120:31
                    Wait(phase=None) @121:17
                      .target:
                        Index() @121:22
                          .value:
                            Name(id='v_ready') @121:22
                          .subs:
                            Name(id='slot') @121:30
                    Assign(targets=('last',)) @122:17
                      .value:
                        Name(id='slot') @122:24
                Pipeline(var='n', slot='slot', ring='kv') @125:13
                  .iter:
                    Call(kwargs=()) @125:27
                      .func:
                        Name(id='range') @125:27
                      .args:
                        Const(value=1) @125:33
                        Name(id='n_blocks') @125:36
                  .stages:
                    Name(id='STAGES') @125:59
                  .body:
                    Wait(phase=None) @126:17
                      .target:
                        Index() @126:22
                          .value:
                            Name(id='k_ready') @126:22
                          .subs:
                            Name(id='slot') @126:30
                    Turn() @129:17
                      .cond:
                        BoolOp(op='and') @129:28
                          .values:
                            Name(id='PINGPONG') @129:28
                            BinOp(op='>') @129:41
                              .lhs:
                                Name(id='NWG') @129:41
                              .rhs:
                                Const(value=1) @129:47
                      .body:
                        Assign(targets=('s_next',)) @130:21
                          .value:
                            Call(kwargs=()) @130:30
                              .func:
                                Name(id='mma_async') @130:30
                              .args:
                                Index() @130:40
                                  .value:
                                    Name(id='q_tile') @130:40
                                  .subs:
                                    Name(id='my_q') @130:47
                                Attr(name='T') @130:54
                                  .value:
                                    Index() @130:54
                                      .value:
                                        Name(id='k_ring') @130:54
                                      .subs:
                                        Name(id='slot') @130:61
                        Assign(targets=('o_next',)) @131:21
                          .value:
                            Call(kwargs=()) @131:30
                              .func:
                                Name(id='mma_async') @131:30
                              .args:
                                Name(id='p') @131:40
                                Index() @131:43
                                  .value:
                                    Name(id='v_ring') @131:43
                                  .subs:
                                    Name(id='last') @131:50
                                Name(id='acc') @131:57
                    Assign(targets=('s',)) @132:17
                      .value:
                        Call() @132:21
                          .func:
                            Name(id='mma_wait') @132:21
                          .args:
                            Name(id='s_next') @132:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @132:46
                            )
                    Arrive(count=None) @133:17
                      .target:
                        Index() @133:24
                          .value:
                            Name(id='k_free') @133:24
                          .subs:
                            Name(id='slot') @133:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @134:17
                      .value:
                        Call(kwargs=()) @134:40
                          .func:
                            Name(id='scores_to_probs') @134:40
                          .args:
                            Name(id='s') @134:56
                            Name(id='n') @134:59
                            Name(id='rows') @134:62
                            Name(id='cols') @134:68
                            Name(id='row0') @134:74
                            Name(id='len_q') @134:80
                            Name(id='len_k') @134:87
                            Name(id='m_i') @134:94
                            Name(id='l_i') @134:99
                            Name(id='qk_scale') @134:104
                            Name(id='BLOCK_N') @135:55
                            Name(id='CAUSAL') @135:64
                            Name(id='ACT') @135:72
                    Assign(targets=('acc',)) @136:17
                      .value:
                        Call(kwargs=()) @136:23
                          .func:
                            Name(id='mma_wait') @136:23
                          .args:
                            Name(id='o_next') @136:32
                    Arrive(count=None) @137:17
                      .target:
                        Index() @137:24
                          .value:
                            Name(id='v_free') @137:24
                          .subs:
                            Name(id='last') @137:31
                    If(orelse=()) @138:17
                      .cond:
                        BinOp(op='==') @138:20
                          .lhs:
                            Name(id='ACT') @138:20
                          .rhs:
                            Const(value='softmax') @138:27
                      .body:
                        Assign(targets=('acc',)) @139:21
                          .value:
                            BinOp(op='*') @139:27
                              .lhs:
                                Name(id='acc') @139:27
                              .rhs:
                                Index() @139:33
                                  .value:
                                    Name(id='alpha') @139:33
                                  .subs:
                                    FullSlice() @139:39
                                    Const(value=None) @139:42
                    Assign(targets=('p',)) @140:17
                      .value:
                        Call(kwargs=()) @140:21
                          .func:
                            Name(id='cast') @140:21
                          .args:
                            Name(id='p32') @140:26
                            Name(id='DT') @140:31
                    Wait(phase=None) @141:17
                      .target:
                        Index() @141:22
                          .value:
                            Name(id='v_ready') @141:22
                          .subs:
                            Name(id='slot') @141:30
                    Assign(targets=('last',)) @142:17
                      .value:
                        Name(id='slot') @142:24
                Arrive(count=None) @143:13
                  .target:
                    Index() @143:20
                      .value:
                        Name(id='q_free') @143:20
                      .subs:
                        Name(id='qs') @143:27
                If(orelse=()) @144:13
                  .cond:
                    BinOp(op='>') @144:16
                      .lhs:
                        Name(id='n_blocks') @144:16
                      .rhs:
                        Const(value=0) @144:27
                  .body:
                    Assign(targets=('acc',)) @145:17
                      .value:
                        Call(kwargs=()) @145:23
                          .func:
                            Name(id='mma_wait') @145:23
                          .args:
                            Call(kwargs=()) @145:32
                              .func:
                                Name(id='mma_async') @145:32
                              .args:
                                Name(id='p') @145:42
                                Index() @145:45
                                  .value:
                                    Name(id='v_ring') @145:45
                                  .subs:
                                    Name(id='last') @145:52
                                Name(id='acc') @145:59
                    Arrive(count=None) @146:17
                      .target:
                        Index() @146:24
                          .value:
                            Name(id='v_free') @146:24
                          .subs:
                            Name(id='last') @146:31
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @148:13
                  .iter:
                    Call(kwargs=()) @148:27
                      .func:
                        Name(id='range') @148:27
                      .args:
                        Name(id='n_blocks') @148:33
                  .stages:
                    Name(id='STAGES') @148:56
                  .body:
                    Wait(phase=None) @149:17
                      .target:
                        Index() @149:22
                          .value:
                            Name(id='k_ready') @149:22
                          .subs:
                            Name(id='slot') @149:30
                    Assign(targets=('s',)) @150:17
                      .value:
                        Call(kwargs=()) @150:21
                          .func:
                            Name(id='mma_wait') @150:21
                          .args:
                            Call(kwargs=()) @150:30
                              .func:
                                Name(id='mma_async') @150:30
                              .args:
                                Index() @150:40
                                  .value:
                                    Name(id='q_tile') @150:40
                                  .subs:
                                    Name(id='my_q') @150:47
                                Attr(name='T') @150:54
                                  .value:
                                    Index() @150:54
                                      .value:
                                        Name(id='k_ring') @150:54
                                      .subs:
                                        Name(id='slot') @150:61
                    Arrive(count=None) @151:17
                      .target:
                        Index() @151:24
                          .value:
                            Name(id='k_free') @151:24
                          .subs:
                            Name(id='slot') @151:31
                    Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @152:17
                      .value:
                        Call(kwargs=()) @152:38
                          .func:
                            Name(id='scores_to_probs') @152:38
                          .args:
                            Name(id='s') @152:54
                            Name(id='n') @152:57
                            Name(id='rows') @152:60
                            Name(id='cols') @152:66
                            Name(id='row0') @152:72
                            Name(id='len_q') @152:78
                            Name(id='len_k') @152:85
                            Name(id='m_i') @152:92
                            Name(id='l_i') @152:97
                            Name(id='qk_scale') @152:102
                            Name(id='BLOCK_N') @153:55
                            Name(id='CAUSAL') @153:64
                            Name(id='ACT') @153:72
                    If(orelse=()) @154:17
                      .cond:
                        BinOp(op='==') @154:20
                          .lhs:
                            Name(id='ACT') @154:20
                          .rhs:
                            Const(value='softmax') @154:27
                      .body:
                        Assign(targets=('acc',)) @155:21
                          .value:
                            BinOp(op='*') @155:27
                              .lhs:
                                Name(id='acc') @155:27
                              .rhs:
                                Index() @155:33
                                  .value:
                                    Name(id='alpha') @155:33
                                  .subs:
                                    FullSlice() @155:39
                                    Const(value=None) @155:42
                    Wait(phase=None) @156:17
                      .target:
                        Index() @156:22
                          .value:
                            Name(id='v_ready') @156:22
                          .subs:
                            Name(id='slot') @156:30
                    Assign(targets=('acc',)) @157:17
                      .value:
                        Call(kwargs=()) @157:23
                          .func:
                            Name(id='mma_wait') @157:23
                          .args:
                            Call(kwargs=()) @157:32
                              .func:
                                Name(id='mma_async') @157:32
                              .args:
                                Call(kwargs=()) @157:42
                                  .func:
                                    Name(id='cast') @157:42
                                  .args:
                                    Name(id='p') @157:47
                                    Name(id='DT') @157:50
                                Index() @157:55
                                  .value:
                                    Name(id='v_ring') @157:55
                                  .subs:
                                    Name(id='slot') @157:62
                                Name(id='acc') @157:69
                    Arrive(count=None) @158:17
                      .target:
                        Index() @158:24
                          .value:
                            Name(id='v_free') @158:24
                          .subs:
                            Name(id='slot') @158:31
                Arrive(count=None) @159:13
                  .target:
                    Index() @159:20
                      .value:
                        Name(id='q_free') @159:20
                      .subs:
                        Name(id='qs') @159:27
            If() @160:9
              .cond:
                BinOp(op='==') @160:12
                  .lhs:
                    Name(id='ACT') @160:12
                  .rhs:
                    Const(value='softmax') @160:19
              .body:
                Assign(targets=('seen',)) @161:13
                  .value:
                    BinOp(op='!=') @161:20
                      .lhs:
                        Name(id='l_i') @161:20
                      .rhs:
                        Const(value=0.0) @161:27
                Assign(targets=('out',)) @165:13
                  .value:
                    Call(kwargs=()) @165:19
                      .func:
                        Name(id='where') @165:19
                      .args:
                        Index() @165:25
                          .value:
                            Name(id='seen') @165:25
                          .subs:
                            FullSlice() @165:30
                            Const(value=None) @165:33
                        BinOp(op='*') @165:40
                          .lhs:
                            Name(id='acc') @165:40
                          .rhs:
                            Index() @165:46
                              .value:
                                BinOp(op='/') @165:47
                                  .lhs:
                                    Const(value=1.0) @165:47
                                  .rhs:
                                    Name(id='l_i') @165:53
                              .subs:
                                FullSlice() @165:58
                                Const(value=None) @165:61
                        Const(value=0.0) @165:68
                Assign(targets=('row_lse',)) @166:13
                  .value:
                    Call(kwargs=()) @166:23
                      .func:
                        Name(id='where') @166:23
                      .args:
                        Name(id='seen') @166:29
                        BinOp(op='/') @166:36
                          .lhs:
                            BinOp(op='+') @166:36
                              .lhs:
                                Name(id='m_i') @166:36
                              .rhs:
                                Call(kwargs=()) @166:42
                                  .func:
                                    Name(id='log2') @166:42
                                  .args:
                                    Name(id='l_i') @166:47
                          .rhs:
                            Name(id='LOG2E') @166:55
                        Unary(op='-') @166:62
                          .operand:
                            Name(id='NEG_INF') @166:63
              .orelse:
                Assign(targets=('out',)) @168:13
                  .value:
                    BinOp(op='*') @168:19
                      .lhs:
                        Name(id='acc') @168:19
                      .rhs:
                        Name(id='out_scale') @168:25
                Assign(targets=('row_lse',)) @169:13
                  .value:
                    Call(kwargs=()) @169:23
                      .func:
                        Name(id='zeros') @169:23
                      .args:
                        ListLit() @169:29
                          .elts:
                            Name(id='WG_M') @169:30
                        Name(id='f32') @169:37
            Assign(targets=('in_seq',)) @170:9
              .value:
                BinOp(op='<') @170:18
                  .lhs:
                    Name(id='rows') @170:18
                  .rhs:
                    Name(id='len_q') @170:25
            Store() @171:9
              .target:
                Index() @171:9
                  .value:
                    Name(id='o') @171:9
                  .subs:
                    Name(id='seq') @171:11
              .subs:
                Index() @171:16
                  .value:
                    Name(id='rows') @171:16
                  .subs:
                    FullSlice() @171:21
                    Const(value=None) @171:24
                Name(id='head') @171:31
                Index() @171:37
                  .value:
                    Call(kwargs=()) @171:37
                      .func:
                        Name(id='arange') @171:37
                      .args:
                        Name(id='D') @171:44
                  .subs:
                    Const(value=None) @171:47
                    FullSlice() @171:53
              .value:
                Call(kwargs=()) @171:59
                  .func:
                    Name(id='cast') @171:59
                  .args:
                    Name(id='out') @171:64
                    Name(id='DT') @171:69
              .mask:
                Index() @171:79
                  .value:
                    Name(id='in_seq') @171:79
                  .subs:
                    FullSlice() @171:86
                    Const(value=None) @171:89
            Store() @172:9
              .target:
                Index() @172:9
                  .value:
                    Name(id='lse') @172:9
                  .subs:
                    Name(id='seq') @172:13
              .subs:
                Name(id='rows') @172:18
                Name(id='head') @172:24
              .value:
                Name(id='row_lse') @172:32
              .mask:
                Name(id='in_seq') @172:46