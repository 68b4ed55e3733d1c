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
      .body:
        Tiles() @53:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @53:21
                .func:
                  Name(id='blocks') @53:21
                .args:
                  Name(id='q') @53:28
                  BinOp(op='//') @53:31
                    .lhs:
                      Name(id='BLOCK_M') @53:31
                    .rhs:
                      Name(id='HPT') @53:42
            )
            (
              ('hg',)
              Call(kwargs=()) @53:54
                .func:
                  Name(id='range') @53:54
                .args:
                  BinOp(op='//') @53:60
                    .lhs:
                      Name(id='H') @53:60
                    .rhs:
                      Name(id='HPT') @53:65
            )
          .options:
            Name(id='persistent') @53:70
            Name(id='longest_first') @53:81
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @54:5
          .cond:
            BinOp(op='==') @54:19
              .lhs:
                BinOp(op='%') @54:19
                  .lhs:
                    Name(id='BLOCK_M') @54:19
                  .rhs:
                    Name(id='WG_M') @54:29
              .rhs:
                Const(value=0) @54:37
        Assign(targets=('NWG',)) @55:5
          .value:
            BinOp(op='//') @55:11
              .lhs:
                Name(id='BLOCK_M') @55:11
              .rhs:
                Name(id='WG_M') @55:22
        StaticAssert(message='HPT (heads per tile) divides the number of consumer warp groups') @56:5
          .cond:
            BinOp(op='==') @56:19
              .lhs:
                BinOp(op='%') @56:19
                  .lhs:
                    Name(id='NWG') @56:19
                  .rhs:
                    Name(id='HPT') @56:25
              .rhs:
                Const(value=0) @56:32
        Assign(targets=('TILE_M',)) @57:5
          .value:
            BinOp(op='//') @57:14
              .lhs:
                Name(id='BLOCK_M') @57:14
              .rhs:
                Name(id='HPT') @57:25
        Assign(targets=('WPH',)) @58:5
          .value:
            BinOp(op='//') @58:11
              .lhs:
                Name(id='NWG') @58:11
              .rhs:
                Name(id='HPT') @58:18
        SmemDecl(name='q_tile') @62:5
          .stages:
            BinOp(op='*') @62:17
              .lhs:
                Const(value=2) @62:17
              .rhs:
                BinOp(op='//') @62:22
                  .lhs:
                    Name(id='BLOCK_M') @62:22
                  .rhs:
                    Name(id='WG_M') @62:33
          .dtype:
            Name(id='DT') @62:41
          .shape:
            Name(id='WG_M') @62:44
            Name(id='D') @62:50
        SmemDecl(name='k_ring') @63:5
          .stages:
            Name(id='STAGES') @63:17
          .dtype:
            Name(id='DT') @63:26
          .shape:
            Name(id='BLOCK_N') @63:29
            Name(id='D') @63:38
        SmemDecl(name='v_ring') @64:5
          .stages:
            Name(id='STAGES') @64:17
          .dtype:
            Name(id='DT') @64:26
          .shape:
            Name(id='BLOCK_N') @64:29
            Name(id='D') @64:38
        BarrierDecl(name='q_ready', kwargs=()) @65:5
          .size:
            Const(value=2) @65:21
        BarrierDecl(name='q_free') @66:5
          .size:
            Const(value=2) @66:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @66:29
                .lhs:
                  Name(id='BLOCK_M') @66:29
                .rhs:
                  Name(id='WG_M') @66:40
            )
        BarrierDecl(name='k_ready', kwargs=()) @67:5
          .size:
            Name(id='STAGES') @67:21
        BarrierDecl(name='k_free') @68:5
          .size:
            Name(id='STAGES') @68:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @68:34
                .lhs:
                  Name(id='BLOCK_M') @68:34
                .rhs:
                  Name(id='WG_M') @68:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @69:5
          .size:
            Name(id='STAGES') @69:21
        BarrierDecl(name='v_free') @70:5
          .size:
            Name(id='STAGES') @70:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @70:34
                .lhs:
                  Name(id='BLOCK_M') @70:34
                .rhs:
                  Name(id='WG_M') @70:45
            )
        Assign(targets=('len_q',)) @72:5
          .value:
            Attr(name='len') @72:13
              .value:
                Index() @72:13
                  .value:
                    Name(id='q') @72:13
                  .subs:
                    Name(id='seq') @72:15
        Assign(targets=('len_k',)) @73:5
          .value:
            Attr(name='len') @73:13
              .value:
                Index() @73:13
                  .value:
                    Name(id='k') @73:13
                  .subs:
                    Name(id='seq') @73:15
        Assign(targets=('kv_head',)) @74:5
          .value:
            BinOp(op='//') @74:16
              .lhs:
                BinOp(op='*') @74:16
                  .lhs:
                    Name(id='hg') @74:16
                  .rhs:
                    Name(id='HPT') @74:21
              .rhs:
                BinOp(op='//') @74:30
                  .lhs:
                    Name(id='H') @74:30
                  .rhs:
                    Name(id='HKV') @74:35
        Assign(targets=('hi',)) @75:5
          .value:
            Name(id='len_k') @75:10
        If(orelse=()) @76:5
          .cond:
            Name(id='CAUSAL') @76:8
          .body:
            Assign(targets=('hi',)) @77:9
              .value:
                Call(kwargs=()) @77:14
                  .func:
                    Name(id='minimum') @77:14
                  .args:
                    Name(id='len_k') @77:22
                    BinOp(op='-') @77:30
                      .lhs:
                        BinOp(op='+') @77:30
                          .lhs:
                            BinOp(op='*') @77:30
                              .lhs:
                                BinOp(op='+') @77:30
                                  .lhs:
                                    Name(id='m') @77:30
                                  .rhs:
                                    Const(value=1) @77:34
                              .rhs:
                                Name(id='TILE_M') @77:39
                          .rhs:
                            Name(id='len_k') @77:48
                      .rhs:
                        Name(id='len_q') @77:56
        Assign(targets=('n_blocks',)) @78:5
          .value:
            Call(kwargs=()) @78:16
              .func:
                Name(id='cdiv') @78:16
              .args:
                Call(kwargs=()) @78:21
                  .func:
                    Name(id='maximum') @78:21
                  .args:
                    Name(id='hi') @78:29
                    Const(value=0) @78:33
                Name(id='BLOCK_N') @78:37
        Role(name='load', replica=None) @80:5
          .kwargs:
            (
              'warps'
              Const(value=1) @80:21
            )
            (
              'regs'
              Const(value=24) @80:29
            )
          .body:
            Assign(targets=('qs',)) @81:9
              .value:
                BinOp(op='%') @81:14
                  .lhs:
                    Name(id='tile_index') @81:14
                  .rhs:
                    Const(value=2) @81:27
            Wait(phase=None) @83:9
              .target:
                Index() @83:14
                  .value:
                    Name(id='q_free') @83:14
                  .subs:
                    Name(id='qs') @83:21
            Expect() @84:9
              .target:
                Index() @84:16
                  .value:
                    Name(id='q_ready') @84:16
                  .subs:
                    Name(id='qs') @84:24
              .nbytes:
                BinOp(op='*') @84:29
                  .lhs:
                    Name(id='NWG') @84:29
                  .rhs:
                    Call(kwargs=()) @84:35
                      .func:
                        Name(id='bytes') @84:35
                      .args:
                        Name(id='q_tile') @84:41
            For(var='i') @85:9
              .iter:
                Call(kwargs=()) @85:18
                  .func:
                    Name(id='static_range') @85:18
                  .args:
                    Name(id='NWG') @85:31
              .body:
                Tma() @86:13
                  .dst:
                    Index() @86:17
                      .value:
                        Name(id='q_tile') @86:17
                      .subs:
                        BinOp(op='+') @86:24
                          .lhs:
                            BinOp(op='*') @86:24
                              .lhs:
                                Name(id='qs') @86:24
                              .rhs:
                                Name(id='NWG') @86:29
                          .rhs:
                            Name(id='i') @86:35
                  .src:
                    Index() @86:41
                      .value:
                        Name(id='q') @86:41
                      .subs:
                        Name(id='seq') @86:43
                        BinOp(op='+') @86:48
                          .lhs:
                            BinOp(op='*') @86:48
                              .lhs:
                                Name(id='WPH') @86:48
                              .rhs:
                                Name(id='m') @86:54
                          .rhs:
                            BinOp(op='%') @86:58
                              .lhs:
                                Name(id='i') @86:58
                              .rhs:
                                Name(id='WPH') @86:62
                        BinOp(op='+') @86:67
                          .lhs:
                            BinOp(op='*') @86:67
                              .lhs:
                                Name(id='hg') @86:67
                              .rhs:
                                Name(id='HPT') @86:72
                          .rhs:
                            BinOp(op='//') @86:78
                              .lhs:
                                Name(id='i') @86:78
                              .rhs:
                                Name(id='WPH') @86:83
                  .signals:
                    Index() @86:96
                      .value:
                        Name(id='q_ready') @86:96
                      .subs:
                        Name(id='qs') @86:104
            Pipeline(var='n', slot='slot', ring='kv') @87:9
              .iter:
                Call(kwargs=()) @87:23
                  .func:
                    Name(id='range') @87:23
                  .args:
                    Name(id='n_blocks') @87:29
              .stages:
                Name(id='STAGES') @87:52
              .body:
                Wait(phase=None) @88:13
                  .target:
                    Index() @88:18
                      .value:
                        Name(id='k_free') @88:18
                      .subs:
                        Name(id='slot') @88:25
                Expect() @89:13
                  .target:
                    Index() @89:20
                      .value:
                        Name(id='k_ready') @89:20
                      .subs:
                        Name(id='slot') @89:28
                  .nbytes:
                    Call(kwargs=()) @89:35
                      .func:
                        Name(id='bytes') @89:35
                      .args:
                        Name(id='k_ring') @89:41
                Tma() @90:13
                  .dst:
                    Index() @90:17
                      .value:
                        Name(id='k_ring') @90:17
                      .subs:
                        Name(id='slot') @90:24
                  .src:
                    Index() @90:33
                      .value:
                        Name(id='k') @90:33
                      .subs:
                        Name(id='seq') @90:35
                        Name(id='n') @90:40
                        Name(id='kv_head') @90:43
                  .signals:
                    Index() @90:60
                      .value:
                        Name(id='k_ready') @90:60
                      .subs:
                        Name(id='slot') @90:68
                Wait(phase=None) @91:13
                  .target:
                    Index() @91:18
                      .value:
                        Name(id='v_free') @91:18
                      .subs:
                        Name(id='slot') @91:25
                Expect() @92:13
                  .target:
                    Index() @92:20
                      .value:
                        Name(id='v_ready') @92:20
                      .subs:
                        Name(id='slot') @92:28
                  .nbytes:
                    Call(kwargs=()) @92:35
                      .func:
                        Name(id='bytes') @92:35
                      .args:
                        Name(id='v_ring') @92:41
                Tma() @93:13
                  .dst:
                    Index() @93:17
                      .value:
                        Name(id='v_ring') @93:17
                      .subs:
                        Name(id='slot') @93:24
                  .src:
                    Index() @93:33
                      .value:
                        Name(id='v') @93:33
                      .subs:
                        Name(id='seq') @93:35
                        Name(id='n') @93:40
                        Name(id='kv_head') @93:43
                  .signals:
                    Index() @93:60
                      .value:
                        Name(id='v_ready') @93:60
                      .subs:
                        Name(id='slot') @93:68
        Role(name='compute', replica='wg') @95:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @95:29
            )
            (
              'regs'
              Name(id='REGS') @95:39
            )
          .body:
            Assign(targets=('qk_scale',)) @96:9
              .value:
                BinOp(op='*') @96:20
                  .lhs:
                    Name(id='sm_scale') @96:20
                  .rhs:
                    Name(id='LOG2E') @96:31
            Assign(targets=('head',)) @97:9
              .value:
                BinOp(op='+') @97:16
                  .lhs:
                    BinOp(op='*') @97:16
                      .lhs:
                        Name(id='hg') @97:16
                      .rhs:
                        Name(id='HPT') @97:21
                  .rhs:
                    BinOp(op='//') @97:27
                      .lhs:
                        Name(id='wg') @97:27
                      .rhs:
                        Name(id='WPH') @97:33
            Assign(targets=('row0',)) @98:9
              .value:
                BinOp(op='+') @98:16
                  .lhs:
                    BinOp(op='*') @98:16
                      .lhs:
                        Name(id='m') @98:16
                      .rhs:
                        Name(id='TILE_M') @98:20
                  .rhs:
                    BinOp(op='*') @98:30
                      .lhs:
                        BinOp(op='%') @98:30
                          .lhs:
                            Name(id='wg') @98:30
                          .rhs:
                            Name(id='WPH') @98:35
                      .rhs:
                        Name(id='WG_M') @98:42
            Assign(targets=('rows',)) @99:9
              .value:
                BinOp(op='+') @99:16
                  .lhs:
                    Name(id='row0') @99:16
                  .rhs:
                    Call(kwargs=()) @99:23
                      .func:
                        Name(id='arange') @99:23
                      .args:
                        Name(id='WG_M') @99:30
            Assign(targets=('cols',)) @100:9
              .value:
                Call(kwargs=()) @100:16
                  .func:
                    Name(id='arange') @100:16
                  .args:
                    Name(id='BLOCK_N') @100:23
            Assign(targets=('m_i',)) @101:9
              .value:
                Call(kwargs=()) @101:15
                  .func:
                    Name(id='full') @101:15
                  .args:
                    ListLit() @101:20
                      .elts:
                        Name(id='WG_M') @101:21
                    Name(id='NEG_INF') @101:28
                    Name(id='f32') @101:37
            Assign(targets=('l_i',)) @102:9
              .value:
                Call(kwargs=()) @102:15
                  .func:
                    Name(id='zeros') @102:15
                  .args:
                    ListLit() @102:21
                      .elts:
                        Name(id='WG_M') @102:22
                    Name(id='f32') @102:29
            Assign(targets=('acc',)) @103:9
              .value:
                Call(kwargs=()) @103:15
                  .func:
                    Name(id='zeros') @103:15
                  .args:
                    ListLit() @103:21
                      .elts:
                        Name(id='WG_M') @103:22
                        Name(id='D') @103:28
                    Name(id='f32') @103:32
            Assign(targets=('qs',)) @104:9
              .value:
                BinOp(op='%') @104:14
                  .lhs:
                    Name(id='tile_index') @104:14
                  .rhs:
                    Const(value=2) @104:27
            Assign(targets=('my_q',)) @105:9
              .value:
                BinOp(op='+') @105:16
                  .lhs:
                    BinOp(op='*') @105:16
                      .lhs:
                        Name(id='qs') @105:16
                      .rhs:
                        Name(id='NWG') @105:21
                  .rhs:
                    Name(id='wg') @105:27
            Wait(phase=None) @106:9
              .target:
                Index() @106:14
                  .value:
                    Name(id='q_ready') @106:14
                  .subs:
                    Name(id='qs') @106:22
            If() @107:9
              .cond:
                Name(id='OVERLAP') @107:12
              .body:
                Assign(targets=('p',)) @109:13
                  .value:
                    Call(kwargs=()) @109:17
                      .func:
                        Name(id='zeros') @109:17
                      .args:
                        ListLit() @109:23
                          .elts:
                            Name(id='WG_M') @109:24
                            Name(id='BLOCK_N') @109:30
                        Name(id='DT') @109:40
                Assign(targets=('last',)) @110:13
                  .value:
                    Const(value=0) @110:20
                Pipeline(var='n', slot='slot', ring='kv') @111:13
                  .iter:
                    Call(kwargs=()) @111:27
                      .func:
                        Name(id='range') @111:27
                      .args:
                        Call(kwargs=()) @111:33
                          .func:
                            Name(id='minimum') @111:33
                          .args:
                            Name(id='n_blocks') @111:41
                            Const(value=1) @111:51
                  .stages:
                    Name(id='STAGES') @111:68
                  .body:
                    Wait(phase=None) @112:17
                      .target:
                        Index() @112:22
                          .value:
                            Name(id='k_ready') @112:22
                          .subs:
                            Name(id='slot') @112:30
                    Assign(targets=('s',)) @113:17
                      .value:
                        Call(kwargs=()) @113:21
                          .func:
                            Name(id='mma_wait') @113:21
                          .args:
                            Call(kwargs=()) @113:30
                              .func:
                                Name(id='mma_async') @113:30
                              .args:
                                Index() @113:40
                                  .value:
                                    Name(id='q_tile') @113:40
                                  .subs:
                                    Name(id='my_q') @113:47
                                Attr(name='T') @113:54
                                  .value:
                                    Index() @113:54
                                      .value:
                                        Name(id='k_ring') @113:54
                                      .subs:
                                        Name(id='slot') @113:61
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
                    Assign(targets=('p',)) @117:17
                      .value:
                        Call(kwargs=()) @117:21
                          .func:
                            Name(id='cast') @117:21
                          .args:
                            Name(id='p32') @117:26
                            Name(id='DT') @117:31
                    Wait(phase=None) @118:17
                      .target:
                        Index() @118:22
                          .value:
                            Name(id='v_ready') @118:22
                          .subs:
                            Name(id='slot') @118:30
                    Assign(targets=('last',)) @119:17
                      .value:
                        Name(id='slot') @119:24
                Pipeline(var='n', slot='slot', ring='kv') @122:13
                  .iter:
                    Call(kwargs=()) @122:27
                      .func:
                        Name(id='range') @122:27
                      .args:
                        Const(value=1) @122:33
                        Name(id='n_blocks') @122:36
                  .stages:
                    Name(id='STAGES') @122:59
                  .body:
                    Wait(phase=None) @123:17
                      .target:
                        Index() @123:22
                          .value:
                            Name(id='k_ready') @123:22
                          .subs:
                            Name(id='slot') @123:30
                    Assign(targets=('s_next',)) @124:17
                      .value:
                        Call(kwargs=()) @124:26
                          .func:
                            Name(id='mma_async') @124:26
                          .args:
                            Index() @124:36
                              .value:
                                Name(id='q_tile') @124:36
                              .subs:
                                Name(id='my_q') @124:43
                            Attr(name='T') @124:50
                              .value:
                                Index() @124:50
                                  .value:
                                    Name(id='k_ring') @124:50
                                  .subs:
                                    Name(id='slot') @124:57
                    Assign(targets=('o_next',)) @125:17
                      .value:
                        Call(kwargs=()) @125:26
                          .func:
                            Name(id='mma_async') @125:26
                          .args:
                            Name(id='p') @125:36
                            Index() @125:39
                              .value:
                                Name(id='v_ring') @125:39
                              .subs:
                                Name(id='last') @125:46
                            Name(id='acc') @125:53
                    Assign(targets=('s',)) @126:17
                      .value:
                        Call() @126:21
                          .func:
                            Name(id='mma_wait') @126:21
                          .args:
                            Name(id='s_next') @126:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @126:46
                            )
                    Arrive(count=None) @127:17
                      .target:
                        Index() @127:24
                          .value:
                            Name(id='k_free') @127:24
                          .subs:
                            Name(id='slot') @127:31
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @128:17
                      .value:
                        Call(kwargs=()) @128:40
                          .func:
                            Name(id='scores_to_probs') @128:40
                          .args:
                            Name(id='s') @128:56
                            Name(id='n') @128:59
                            Name(id='rows') @128:62
                            Name(id='cols') @128:68
                            Name(id='row0') @128:74
                            Name(id='len_q') @128:80
                            Name(id='len_k') @128:87
                            Name(id='m_i') @128:94
                            Name(id='l_i') @128:99
                            Name(id='qk_scale') @128:104
                            Name(id='BLOCK_N') @129:55
                            Name(id='CAUSAL') @129:64
                            Name(id='ACT') @129:72
                    Assign(targets=('acc',)) @130:17
                      .value:
                        Call(kwargs=()) @130:23
                          .func:
                            Name(id='mma_wait') @130:23
                          .args:
                            Name(id='o_next') @130:32
                    Arrive(count=None) @131:17
                      .target:
                        Index() @131:24
                          .value:
                            Name(id='v_free') @131:24
                          .subs:
                            Name(id='last') @131:31
                    If(orelse=()) @132:17
                      .cond:
                        BinOp(op='==') @132:20
                          .lhs:
                            Name(id='ACT') @132:20
                          .rhs:
                            Const(value='softmax') @132:27
                      .body:
                        Assign(targets=('acc',)) @133:21
                          .value:
                            BinOp(op='*') @133:27
                              .lhs:
                                Name(id='acc') @133:27
                              .rhs:
                                Index() @133:33
                                  .value:
                                    Name(id='alpha') @133:33
                                  .subs:
                                    FullSlice() @133:39
                                    Const(value=None) @133:42
                    Assign(targets=('p',)) @134:17
                      .value:
                        Call(kwargs=()) @134:21
                          .func:
                            Name(id='cast') @134:21
                          .args:
                            Name(id='p32') @134:26
                            Name(id='DT') @134:31
                    Wait(phase=None) @135:17
                      .target:
                        Index() @135:22
                          .value:
                            Name(id='v_ready') @135:22
                          .subs:
                            Name(id='slot') @135:30
                    Assign(targets=('last',)) @136:17
                      .value:
                        Name(id='slot') @136:24
                Arrive(count=None) @137:13
                  .target:
                    Index() @137:20
                      .value:
                        Name(id='q_free') @137:20
                      .subs:
                        Name(id='qs') @137:27
                If(orelse=()) @138:13
                  .cond:
                    BinOp(op='>') @138:16
                      .lhs:
                        Name(id='n_blocks') @138:16
                      .rhs:
                        Const(value=0) @138:27
                  .body:
                    Assign(targets=('acc',)) @139:17
                      .value:
                        Call(kwargs=()) @139:23
                          .func:
                            Name(id='mma_wait') @139:23
                          .args:
                            Call(kwargs=()) @139:32
                              .func:
                                Name(id='mma_async') @139:32
                              .args:
                                Name(id='p') @139:42
                                Index() @139:45
                                  .value:
                                    Name(id='v_ring') @139:45
                                  .subs:
                                    Name(id='last') @139:52
                                Name(id='acc') @139:59
                    Arrive(count=None) @140:17
                      .target:
                        Index() @140:24
                          .value:
                            Name(id='v_free') @140:24
                          .subs:
                            Name(id='last') @140:31
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @142:13
                  .iter:
                    Call(kwargs=()) @142:27
                      .func:
                        Name(id='range') @142:27
                      .args:
                        Name(id='n_blocks') @142:33
                  .stages:
                    Name(id='STAGES') @142:56
                  .body:
                    Wait(phase=None) @143:17
                      .target:
                        Index() @143:22
                          .value:
                            Name(id='k_ready') @143:22
                          .subs:
                            Name(id='slot') @143:30
                    Assign(targets=('s',)) @144:17
                      .value:
                        Call(kwargs=()) @144:21
                          .func:
                            Name(id='mma_wait') @144:21
                          .args:
                            Call(kwargs=()) @144:30
                              .func:
                                Name(id='mma_async') @144:30
                              .args:
                                Index() @144:40
                                  .value:
                                    Name(id='q_tile') @144:40
                                  .subs:
                                    Name(id='my_q') @144:47
                                Attr(name='T') @144:54
                                  .value:
                                    Index() @144:54
                                      .value:
                                        Name(id='k_ring') @144:54
                                      .subs:
                                        Name(id='slot') @144:61
                    Arrive(count=None) @145:17
                      .target:
                        Index() @145:24
                          .value:
                            Name(id='k_free') @145:24
                          .subs:
                            Name(id='slot') @145:31
                    Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @146:17
                      .value:
                        Call(kwargs=()) @146:38
                          .func:
                            Name(id='scores_to_probs') @146:38
                          .args:
                            Name(id='s') @146:54
                            Name(id='n') @146:57
                            Name(id='rows') @146:60
                            Name(id='cols') @146:66
                            Name(id='row0') @146:72
                            Name(id='len_q') @146:78
                            Name(id='len_k') @146:85
                            Name(id='m_i') @146:92
                            Name(id='l_i') @146:97
                            Name(id='qk_scale') @146:102
                            Name(id='BLOCK_N') @147:55
                            Name(id='CAUSAL') @147:64
                            Name(id='ACT') @147:72
                    If(orelse=()) @148:17
                      .cond:
                        BinOp(op='==') @148:20
                          .lhs:
                            Name(id='ACT') @148:20
                          .rhs:
                            Const(value='softmax') @148:27
                      .body:
                        Assign(targets=('acc',)) @149:21
                          .value:
                            BinOp(op='*') @149:27
                              .lhs:
                                Name(id='acc') @149:27
                              .rhs:
                                Index() @149:33
                                  .value:
                                    Name(id='alpha') @149:33
                                  .subs:
                                    FullSlice() @149:39
                                    Const(value=None) @149:42
                    Wait(phase=None) @150:17
                      .target:
                        Index() @150:22
                          .value:
                            Name(id='v_ready') @150:22
                          .subs:
                            Name(id='slot') @150:30
                    Assign(targets=('acc',)) @151:17
                      .value:
                        Call(kwargs=()) @151:23
                          .func:
                            Name(id='mma_wait') @151:23
                          .args:
                            Call(kwargs=()) @151:32
                              .func:
                                Name(id='mma_async') @151:32
                              .args:
                                Call(kwargs=()) @151:42
                                  .func:
                                    Name(id='cast') @151:42
                                  .args:
                                    Name(id='p') @151:47
                                    Name(id='DT') @151:50
                                Index() @151:55
                                  .value:
                                    Name(id='v_ring') @151:55
                                  .subs:
                                    Name(id='slot') @151:62
                                Name(id='acc') @151:69
                    Arrive(count=None) @152:17
                      .target:
                        Index() @152:24
                          .value:
                            Name(id='v_free') @152:24
                          .subs:
                            Name(id='slot') @152:31
                Arrive(count=None) @153:13
                  .target:
                    Index() @153:20
                      .value:
                        Name(id='q_free') @153:20
                      .subs:
                        Name(id='qs') @153:27
            If() @154:9
              .cond:
                BinOp(op='==') @154:12
                  .lhs:
                    Name(id='ACT') @154:12
                  .rhs:
                    Const(value='softmax') @154:19
              .body:
                Assign(targets=('seen',)) @155:13
                  .value:
                    BinOp(op='!=') @155:20
                      .lhs:
                        Name(id='l_i') @155:20
                      .rhs:
                        Const(value=0.0) @155:27
                Assign(targets=('out',)) @156:13
                  .value:
                    Call(kwargs=()) @156:19
                      .func:
                        Name(id='where') @156:19
                      .args:
                        Index() @156:25
                          .value:
                            Name(id='seen') @156:25
                          .subs:
                            FullSlice() @156:30
                            Const(value=None) @156:33
                        BinOp(op='/') @156:40
                          .lhs:
                            Name(id='acc') @156:40
                          .rhs:
                            Index() @156:46
                              .value:
                                Name(id='l_i') @156:46
                              .subs:
                                FullSlice() @156:50
                                Const(value=None) @156:53
                        Const(value=0.0) @156:60
                Assign(targets=('row_lse',)) @157:13
                  .value:
                    Call(kwargs=()) @157:23
                      .func:
                        Name(id='where') @157:23
                      .args:
                        Name(id='seen') @157:29
                        BinOp(op='/') @157:36
                          .lhs:
                            BinOp(op='+') @157:36
                              .lhs:
                                Name(id='m_i') @157:36
                              .rhs:
                                Call(kwargs=()) @157:42
                                  .func:
                                    Name(id='log2') @157:42
                                  .args:
                                    Name(id='l_i') @157:47
                          .rhs:
                            Name(id='LOG2E') @157:55
                        Unary(op='-') @157:62
                          .operand:
                            Name(id='NEG_INF') @157:63
              .orelse:
                Assign(targets=('out',)) @159:13
                  .value:
                    BinOp(op='*') @159:19
                      .lhs:
                        Name(id='acc') @159:19
                      .rhs:
                        Name(id='out_scale') @159:25
                Assign(targets=('row_lse',)) @160:13
                  .value:
                    Call(kwargs=()) @160:23
                      .func:
                        Name(id='zeros') @160:23
                      .args:
                        ListLit() @160:29
                          .elts:
                            Name(id='WG_M') @160:30
                        Name(id='f32') @160:37
            Assign(targets=('in_seq',)) @161:9
              .value:
                BinOp(op='<') @161:18
                  .lhs:
                    Name(id='rows') @161:18
                  .rhs:
                    Name(id='len_q') @161:25
            Store() @162:9
              .target:
                Index() @162:9
                  .value:
                    Name(id='o') @162:9
                  .subs:
                    Name(id='seq') @162:11
              .subs:
                Index() @162:16
                  .value:
                    Name(id='rows') @162:16
                  .subs:
                    FullSlice() @162:21
                    Const(value=None) @162:24
                Name(id='head') @162:31
                Index() @162:37
                  .value:
                    Call(kwargs=()) @162:37
                      .func:
                        Name(id='arange') @162:37
                      .args:
                        Name(id='D') @162:44
                  .subs:
                    Const(value=None) @162:47
                    FullSlice() @162:53
              .value:
                Call(kwargs=()) @162:59
                  .func:
                    Name(id='cast') @162:59
                  .args:
                    Name(id='out') @162:64
                    Name(id='DT') @162:69
              .mask:
                Index() @162:79
                  .value:
                    Name(id='in_seq') @162:79
                  .subs:
                    FullSlice() @162:86
                    Const(value=None) @162:89
            Store() @163:9
              .target:
                Index() @163:9
                  .value:
                    Name(id='lse') @163:9
                  .subs:
                    Name(id='seq') @163:13
              .subs:
                Name(id='rows') @163:18
                Name(id='head') @163:24
              .value:
                Name(id='row_lse') @163:32
              .mask:
                Name(id='in_seq') @163:46