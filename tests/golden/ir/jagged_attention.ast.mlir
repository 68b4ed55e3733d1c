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
    FuncDef(name='scores_to_probs', params=('s', 'valid', 'm_i', 'l_i', 'qk_scale', 'ACT')) @15:1
      .body:
        If(orelse=()) @16:5
          .cond:
            BinOp(op='==') @16:8
              .lhs:
                Name(id='ACT') @16:8
              .rhs:
                Const(value='softmax') @16:15
          .body:
            Assign(targets=('s',)) @17:9
              .value:
                Call(kwargs=()) @17:13
                  .func:
                    Name(id='where') @17:13
                  .args:
                    Name(id='valid') @17:19
                    BinOp(op='*') @17:26
                      .lhs:
                        Name(id='s') @17:26
                      .rhs:
                        Name(id='qk_scale') @17:30
                    Name(id='NEG_INF') @17:40
            Assign(targets=('m_new',)) @18:9
              .value:
                Call(kwargs=()) @18:17
                  .func:
                    Name(id='maximum') @18:17
                  .args:
                    Name(id='m_i') @18:25
                    Call() @18:30
                      .func:
                        Name(id='max') @18:30
                      .args:
                        Name(id='s') @18:34
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @18:42
                        )
            Assign(targets=('m_safe',)) @19:9
              .value:
                Call(kwargs=()) @19:18
                  .func:
                    Name(id='where') @19:18
                  .args:
                    BinOp(op='==') @19:24
                      .lhs:
                        Name(id='m_new') @19:24
                      .rhs:
                        Name(id='NEG_INF') @19:33
                    Const(value=0.0) @19:42
                    Name(id='m_new') @19:47
            Assign(targets=('p',)) @20:9
              .value:
                Call(kwargs=()) @20:13
                  .func:
                    Name(id='exp2') @20:13
                  .args:
                    BinOp(op='-') @20:18
                      .lhs:
                        Name(id='s') @20:18
                      .rhs:
                        Index() @20:22
                          .value:
                            Name(id='m_safe') @20:22
                          .subs:
                            FullSlice() @20:29
                            Const(value=None) @20:32
            Assign(targets=('alpha',)) @21:9
              .value:
                Call(kwargs=()) @21:17
                  .func:
                    Name(id='exp2') @21:17
                  .args:
                    BinOp(op='-') @21:22
                      .lhs:
                        Name(id='m_i') @21:22
                      .rhs:
                        Name(id='m_safe') @21:28
            Return() @22:9
              .values:
                Name(id='p') @22:16
                Name(id='alpha') @22:19
                Name(id='m_new') @22:26
                BinOp(op='+') @22:33
                  .lhs:
                    BinOp(op='*') @22:33
                      .lhs:
                        Name(id='l_i') @22:33
                      .rhs:
                        Name(id='alpha') @22:39
                  .rhs:
                    Call() @22:47
                      .func:
                        Name(id='sum') @22:47
                      .args:
                        Name(id='p') @22:51
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @22:59
                        )
        StaticAssert(message='ACT is softmax or silu') @23:5
          .cond:
            BinOp(op='==') @23:19
              .lhs:
                Name(id='ACT') @23:19
              .rhs:
                Const(value='silu') @23:26
        Assign(targets=('x',)) @24:5
          .value:
            BinOp(op='*') @24:9
              .lhs:
                Name(id='s') @24:9
              .rhs:
                BinOp(op='/') @24:14
                  .lhs:
                    Name(id='qk_scale') @24:14
                  .rhs:
                    Name(id='LOG2E') @24:25
        Assign(targets=('p',)) @25:5
          .value:
            Call(kwargs=()) @25:9
              .func:
                Name(id='where') @25:9
              .args:
                Name(id='valid') @25:15
                BinOp(op='*') @25:22
                  .lhs:
                    Name(id='x') @25:22
                  .rhs:
                    Call(kwargs=()) @25:26
                      .func:
                        Name(id='sigmoid') @25:26
                      .args:
                        Name(id='x') @25:34
                Const(value=0.0) @25:38
        Return() @26:5
          .values:
            Name(id='p') @26:12
            Const(value=1.0) @26:15
            Name(id='m_i') @26:20
            Name(id='l_i') @26:25
    FuncDef(name='block_valid', params=('n', 'rows', 'cols', 'len_q', 'len_k', 'BLOCK_N', 'CAUSAL')) @29:1
      .body:
        Assign(targets=('kpos',)) @30:5
          .value:
            BinOp(op='+') @30:12
              .lhs:
                BinOp(op='*') @30:12
                  .lhs:
                    Name(id='n') @30:12
                  .rhs:
                    Name(id='BLOCK_N') @30:16
              .rhs:
                Name(id='cols') @30:26
        Assign(targets=('valid',)) @31:5
          .value:
            BinOp(op='<') @31:13
              .lhs:
                Index() @31:13
                  .value:
                    Name(id='kpos') @31:13
                  .subs:
                    Const(value=None) @31:18
                    FullSlice() @31:24
              .rhs:
                Name(id='len_k') @31:29
        If(orelse=()) @32:5
          .cond:
            Name(id='CAUSAL') @32:8
          .body:
            Assign(targets=('valid',)) @33:9
              .value:
                BoolOp(op='and') @33:17
                  .values:
                    Name(id='valid') @33:17
                    BinOp(op='<=') @33:27
                      .lhs:
                        Index() @33:27
                          .value:
                            Name(id='kpos') @33:27
                          .subs:
                            Const(value=None) @33:32
                            FullSlice() @33:38
                      .rhs:
                        BinOp(op='+') @33:44
                          .lhs:
                            Index() @33:44
                              .value:
                                Name(id='rows') @33:44
                              .subs:
                                FullSlice() @33:49
                                Const(value=None) @33:52
                          .rhs:
                            BinOp(op='-') @33:61
                              .lhs:
                                Name(id='len_k') @33:61
                              .rhs:
                                Name(id='len_q') @33:69
        Return() @34:5
          .values:
            Name(id='valid') @34:12
    KernelDef(name='jagged_attention') @36:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @37:9
          .dtype:
            Name(id='DT') @37:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @37:41
          .dtype:
            Name(id='DT') @37:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @37:75
          .dtype:
            Name(id='DT') @37:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @38:9
          .dtype:
            Name(id='DT') @38:19
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @38:41
          .dtype:
            Name(id='f32') @38:53
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @39:9
          .dtype:
            Name(id='i32') @39:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @39:25
          .dtype:
            Name(id='i32') @39:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @39:41
          .dtype:
            Name(id='f32') @39:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @39:56
          .dtype:
            Name(id='f32') @39:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @40:9
          .default:
            Name(id='f16') @40:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @40:26
          .default:
            Const(value=128) @40:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @40:42
          .default:
            Const(value=128) @40:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @40:64
          .default:
            Const(value=128) @40:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @40:86
          .default:
            Const(value=2) @40:102
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @41:9
          .default:
            Const(value=False) @41:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @41:32
          .default:
            Const(value='softmax') @41:45
        Param(name='OVERLAP', kind='const', dtype=None, dims=(), offsets=None) @41:56
          .default:
            BinOp(op='==') @41:73
              .lhs:
                Name(id='TARGET') @41:73
              .rhs:
                Const(value='gluon') @41:83
      .body:
        Tiles() @42:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @42:21
                .func:
                  Name(id='blocks') @42:21
                .args:
                  Name(id='q') @42:28
                  Name(id='BLOCK_M') @42:31
            )
            (
              ('head',)
              Call(kwargs=()) @42:49
                .func:
                  Name(id='range') @42:49
                .args:
                  Name(id='H') @42:55
            )
          .options:
            Name(id='persistent') @42:58
            Name(id='longest_first') @42:69
        SmemDecl(name='q_tile') @44:5
          .stages:
            Const(value=2) @44:17
          .dtype:
            Name(id='DT') @44:21
          .shape:
            BinOp(op='//') @44:24
              .lhs:
                Name(id='BLOCK_M') @44:24
              .rhs:
                Const(value=2) @44:35
            Name(id='D') @44:38
        SmemDecl(name='k_ring') @45:5
          .stages:
            Name(id='STAGES') @45:17
          .dtype:
            Name(id='DT') @45:26
          .shape:
            Name(id='BLOCK_N') @45:29
            Name(id='D') @45:38
        SmemDecl(name='v_ring') @46:5
          .stages:
            Name(id='STAGES') @46:17
          .dtype:
            Name(id='DT') @46:26
          .shape:
            Name(id='BLOCK_N') @46:29
            Name(id='D') @46:38
        BarrierDecl(name='q_ready', size=None, kwargs=()) @47:5
        BarrierDecl(name='q_free', size=None) @48:5
          .kwargs:
            (
              'count'
              Const(value=2) @48:26
            )
        BarrierDecl(name='k_ready', kwargs=()) @49:5
          .size:
            Name(id='STAGES') @49:21
        BarrierDecl(name='k_free') @50:5
          .size:
            Name(id='STAGES') @50:20
          .kwargs:
            (
              'count'
              Const(value=2) @50:34
            )
        BarrierDecl(name='v_ready', kwargs=()) @51:5
          .size:
            Name(id='STAGES') @51:21
        BarrierDecl(name='v_free') @52:5
          .size:
            Name(id='STAGES') @52:20
          .kwargs:
            (
              'count'
              Const(value=2) @52:34
            )
        Assign(targets=('len_q',)) @54:5
          .value:
            Attr(name='len') @54:13
              .value:
                Index() @54:13
                  .value:
                    Name(id='q') @54:13
                  .subs:
                    Name(id='seq') @54:15
        Assign(targets=('len_k',)) @55:5
          .value:
            Attr(name='len') @55:13
              .value:
                Index() @55:13
                  .value:
                    Name(id='k') @55:13
                  .subs:
                    Name(id='seq') @55:15
        Assign(targets=('kv_head',)) @56:5
          .value:
            BinOp(op='//') @56:15
              .lhs:
                Name(id='head') @56:15
              .rhs:
                BinOp(op='//') @56:24
                  .lhs:
                    Name(id='H') @56:24
                  .rhs:
                    Name(id='HKV') @56:29
        Assign(targets=('hi',)) @57:5
          .value:
            Name(id='len_k') @57:10
        If(orelse=()) @58:5
          .cond:
            Name(id='CAUSAL') @58:8
          .body:
            Assign(targets=('hi',)) @59:9
              .value:
                Call(kwargs=()) @59:14
                  .func:
                    Name(id='minimum') @59:14
                  .args:
                    Name(id='len_k') @59:22
                    BinOp(op='-') @59:30
                      .lhs:
                        BinOp(op='+') @59:30
                          .lhs:
                            BinOp(op='*') @59:30
                              .lhs:
                                BinOp(op='+') @59:30
                                  .lhs:
                                    Name(id='m') @59:30
                                  .rhs:
                                    Const(value=1) @59:34
                              .rhs:
                                Name(id='BLOCK_M') @59:39
                          .rhs:
                            Name(id='len_k') @59:49
                      .rhs:
                        Name(id='len_q') @59:57
        Assign(targets=('n_blocks',)) @60:5
          .value:
            Call(kwargs=()) @60:16
              .func:
                Name(id='cdiv') @60:16
              .args:
                Call(kwargs=()) @60:21
                  .func:
                    Name(id='maximum') @60:21
                  .args:
                    Name(id='hi') @60:29
                    Const(value=0) @60:33
                Name(id='BLOCK_N') @60:37
        Role(name='load', replica=None) @62:5
          .kwargs:
            (
              'warps'
              Const(value=1) @62:21
            )
            (
              'regs'
              Const(value=24) @62:29
            )
          .body:
            Wait(phase=None) @64:9
              .target:
                Name(id='q_free') @64:14
            Expect() @65:9
              .target:
                Name(id='q_ready') @65:16
              .nbytes:
                BinOp(op='*') @65:25
                  .lhs:
                    Const(value=2) @65:25
                  .rhs:
                    Call(kwargs=()) @65:29
                      .func:
                        Name(id='bytes') @65:29
                      .args:
                        Name(id='q_tile') @65:35
            Tma() @66:9
              .dst:
                Index() @66:13
                  .value:
                    Name(id='q_tile') @66:13
                  .subs:
                    Const(value=0) @66:20
              .src:
                Index() @66:26
                  .value:
                    Name(id='q') @66:26
                  .subs:
                    Name(id='seq') @66:28
                    BinOp(op='*') @66:33
                      .lhs:
                        Const(value=2) @66:33
                      .rhs:
                        Name(id='m') @66:37
                    Name(id='head') @66:40
              .signals:
                Name(id='q_ready') @66:54
            Tma() @67:9
              .dst:
                Index() @67:13
                  .value:
                    Name(id='q_tile') @67:13
                  .subs:
                    Const(value=1) @67:20
              .src:
                Index() @67:26
                  .value:
                    Name(id='q') @67:26
                  .subs:
                    Name(id='seq') @67:28
                    BinOp(op='+') @67:33
                      .lhs:
                        BinOp(op='*') @67:33
                          .lhs:
                            Const(value=2) @67:33
                          .rhs:
                            Name(id='m') @67:37
                      .rhs:
                        Const(value=1) @67:41
                    Name(id='head') @67:44
              .signals:
                Name(id='q_ready') @67:58
            Pipeline(var='n', slot='slot', ring='kv') @68:9
              .iter:
                Call(kwargs=()) @68:23
                  .func:
                    Name(id='range') @68:23
                  .args:
                    Name(id='n_blocks') @68:29
              .stages:
                Name(id='STAGES') @68:52
              .body:
                Wait(phase=None) @69:13
                  .target:
                    Index() @69:18
                      .value:
                        Name(id='k_free') @69:18
                      .subs:
                        Name(id='slot') @69:25
                Expect() @70:13
                  .target:
                    Index() @70:20
                      .value:
                        Name(id='k_ready') @70:20
                      .subs:
                        Name(id='slot') @70:28
                  .nbytes:
                    Call(kwargs=()) @70:35
                      .func:
                        Name(id='bytes') @70:35
                      .args:
                        Name(id='k_ring') @70:41
                Tma() @71:13
                  .dst:
                    Index() @71:17
                      .value:
                        Name(id='k_ring') @71:17
                      .subs:
                        Name(id='slot') @71:24
                  .src:
                    Index() @71:33
                      .value:
                        Name(id='k') @71:33
                      .subs:
                        Name(id='seq') @71:35
                        Name(id='n') @71:40
                        Name(id='kv_head') @71:43
                  .signals:
                    Index() @71:60
                      .value:
                        Name(id='k_ready') @71:60
                      .subs:
                        Name(id='slot') @71:68
                Wait(phase=None) @72:13
                  .target:
                    Index() @72:18
                      .value:
                        Name(id='v_free') @72:18
                      .subs:
                        Name(id='slot') @72:25
                Expect() @73:13
                  .target:
                    Index() @73:20
                      .value:
                        Name(id='v_ready') @73:20
                      .subs:
                        Name(id='slot') @73:28
                  .nbytes:
                    Call(kwargs=()) @73:35
                      .func:
                        Name(id='bytes') @73:35
                      .args:
                        Name(id='v_ring') @73:41
                Tma() @74:13
                  .dst:
                    Index() @74:17
                      .value:
                        Name(id='v_ring') @74:17
                      .subs:
                        Name(id='slot') @74:24
                  .src:
                    Index() @74:33
                      .value:
                        Name(id='v') @74:33
                      .subs:
                        Name(id='seq') @74:35
                        Name(id='n') @74:40
                        Name(id='kv_head') @74:43
                  .signals:
                    Index() @74:60
                      .value:
                        Name(id='v_ready') @74:60
                      .subs:
                        Name(id='slot') @74:68
        Role(name='compute', replica='wg') @76:5
          .kwargs:
            (
              'warpgroups'
              Const(value=2) @76:29
            )
            (
              'regs'
              Const(value=240) @76:37
            )
          .body:
            Assign(targets=('qk_scale',)) @77:9
              .value:
                BinOp(op='*') @77:20
                  .lhs:
                    Name(id='sm_scale') @77:20
                  .rhs:
                    Name(id='LOG2E') @77:31
            Assign(targets=('rows',)) @78:9
              .value:
                BinOp(op='+') @78:16
                  .lhs:
                    BinOp(op='+') @78:16
                      .lhs:
                        BinOp(op='*') @78:16
                          .lhs:
                            Name(id='m') @78:16
                          .rhs:
                            Name(id='BLOCK_M') @78:20
                      .rhs:
                        BinOp(op='*') @78:30
                          .lhs:
                            Name(id='wg') @78:30
                          .rhs:
                            BinOp(op='//') @78:36
                              .lhs:
                                Name(id='BLOCK_M') @78:36
                              .rhs:
                                Const(value=2) @78:47
                  .rhs:
                    Call(kwargs=()) @78:52
                      .func:
                        Name(id='arange') @78:52
                      .args:
                        BinOp(op='//') @78:59
                          .lhs:
                            Name(id='BLOCK_M') @78:59
                          .rhs:
                            Const(value=2) @78:70
            Assign(targets=('cols',)) @79:9
              .value:
                Call(kwargs=()) @79:16
                  .func:
                    Name(id='arange') @79:16
                  .args:
                    Name(id='BLOCK_N') @79:23
            Assign(targets=('m_i',)) @80:9
              .value:
                Call(kwargs=()) @80:15
                  .func:
                    Name(id='full') @80:15
                  .args:
                    ListLit() @80:20
                      .elts:
                        BinOp(op='//') @80:21
                          .lhs:
                            Name(id='BLOCK_M') @80:21
                          .rhs:
                            Const(value=2) @80:32
                    Name(id='NEG_INF') @80:36
                    Name(id='f32') @80:45
            Assign(targets=('l_i',)) @81:9
              .value:
                Call(kwargs=()) @81:15
                  .func:
                    Name(id='zeros') @81:15
                  .args:
                    ListLit() @81:21
                      .elts:
                        BinOp(op='//') @81:22
                          .lhs:
                            Name(id='BLOCK_M') @81:22
                          .rhs:
                            Const(value=2) @81:33
                    Name(id='f32') @81:37
            Assign(targets=('acc',)) @82:9
              .value:
                Call(kwargs=()) @82:15
                  .func:
                    Name(id='zeros') @82:15
                  .args:
                    ListLit() @82:21
                      .elts:
                        BinOp(op='//') @82:22
                          .lhs:
                            Name(id='BLOCK_M') @82:22
                          .rhs:
                            Const(value=2) @82:33
                        Name(id='D') @82:36
                    Name(id='f32') @82:40
            Wait(phase=None) @83:9
              .target:
                Name(id='q_ready') @83:14
            If() @84:9
              .cond:
                Name(id='OVERLAP') @84:12
              .body:
                Assign(targets=('p',)) @86:13
                  .value:
                    Call(kwargs=()) @86:17
                      .func:
                        Name(id='zeros') @86:17
                      .args:
                        ListLit() @86:23
                          .elts:
                            BinOp(op='//') @86:24
                              .lhs:
                                Name(id='BLOCK_M') @86:24
                              .rhs:
                                Const(value=2) @86:35
                            Name(id='BLOCK_N') @86:38
                        Name(id='DT') @86:48
                Assign(targets=('last',)) @87:13
                  .value:
                    Const(value=0) @87:20
                Pipeline(var='n', slot='slot', ring='kv') @88:13
                  .iter:
                    Call(kwargs=()) @88:27
                      .func:
                        Name(id='range') @88:27
                      .args:
                        Call(kwargs=()) @88:33
                          .func:
                            Name(id='minimum') @88:33
                          .args:
                            Name(id='n_blocks') @88:41
                            Const(value=1) @88:51
                  .stages:
                    Name(id='STAGES') @88:68
                  .body:
                    Wait(phase=None) @89:17
                      .target:
                        Index() @89:22
                          .value:
                            Name(id='k_ready') @89:22
                          .subs:
                            Name(id='slot') @89:30
                    Assign(targets=('s',)) @90:17
                      .value:
                        Call(kwargs=()) @90:21
                          .func:
                            Name(id='mma_wait') @90:21
                          .args:
                            Call(kwargs=()) @90:30
                              .func:
                                Name(id='mma_async') @90:30
                              .args:
                                Index() @90:40
                                  .value:
                                    Name(id='q_tile') @90:40
                                  .subs:
                                    Name(id='wg') @90:47
                                Attr(name='T') @90:52
                                  .value:
                                    Index() @90:52
                                      .value:
                                        Name(id='k_ring') @90:52
                                      .subs:
                                        Name(id='slot') @90:59
                    Arrive(count=None) @91:17
                      .target:
                        Index() @91:24
                          .value:
                            Name(id='k_free') @91:24
                          .subs:
                            Name(id='slot') @91:31
                    Assign(targets=('valid',)) @92:17
                      .value:
                        Call(kwargs=()) @92:25
                          .func:
                            Name(id='block_valid') @92:25
                          .args:
                            Name(id='n') @92:37
                            Name(id='rows') @92:40
                            Name(id='cols') @92:46
                            Name(id='len_q') @92:52
                            Name(id='len_k') @92:59
                            Name(id='BLOCK_N') @92:66
                            Name(id='CAUSAL') @92:75
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @93:17
                      .value:
                        Call(kwargs=()) @93:40
                          .func:
                            Name(id='scores_to_probs') @93:40
                          .args:
                            Name(id='s') @93:56
                            Name(id='valid') @93:59
                            Name(id='m_i') @93:66
                            Name(id='l_i') @93:71
                            Name(id='qk_scale') @93:76
                            Name(id='ACT') @93:86
                    Assign(targets=('p',)) @94:17
                      .value:
                        Call(kwargs=()) @94:21
                          .func:
                            Name(id='cast') @94:21
                          .args:
                            Name(id='p32') @94:26
                            Name(id='DT') @94:31
                    Wait(phase=None) @95:17
                      .target:
                        Index() @95:22
                          .value:
                            Name(id='v_ready') @95:22
                          .subs:
                            Name(id='slot') @95:30
                    Assign(targets=('last',)) @96:17
                      .value:
                        Name(id='slot') @96:24
                Pipeline(var='n', slot='slot', ring='kv') @99:13
                  .iter:
                    Call(kwargs=()) @99:27
                      .func:
                        Name(id='range') @99:27
                      .args:
                        Const(value=1) @99:33
                        Name(id='n_blocks') @99:36
                  .stages:
                    Name(id='STAGES') @99:59
                  .body:
                    Wait(phase=None) @100:17
                      .target:
                        Index() @100:22
                          .value:
                            Name(id='k_ready') @100:22
                          .subs:
                            Name(id='slot') @100:30
                    Assign(targets=('s_next',)) @101:17
                      .value:
                        Call(kwargs=()) @101:26
                          .func:
                            Name(id='mma_async') @101:26
                          .args:
                            Index() @101:36
                              .value:
                                Name(id='q_tile') @101:36
                              .subs:
                                Name(id='wg') @101:43
                            Attr(name='T') @101:48
                              .value:
                                Index() @101:48
                                  .value:
                                    Name(id='k_ring') @101:48
                                  .subs:
                                    Name(id='slot') @101:55
                    Assign(targets=('o_next',)) @102:17
                      .value:
                        Call(kwargs=()) @102:26
                          .func:
                            Name(id='mma_async') @102:26
                          .args:
                            Name(id='p') @102:36
                            Index() @102:39
                              .value:
                                Name(id='v_ring') @102:39
                              .subs:
                                Name(id='last') @102:46
                            Name(id='acc') @102:53
                    Assign(targets=('s',)) @103:17
                      .value:
                        Call() @103:21
                          .func:
                            Name(id='mma_wait') @103:21
                          .args:
                            Name(id='s_next') @103:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @103:46
                            )
                    Arrive(count=None) @104:17
                      .target:
                        Index() @104:24
                          .value:
                            Name(id='k_free') @104:24
                          .subs:
                            Name(id='slot') @104:31
                    Assign(targets=('valid',)) @105:17
                      .value:
                        Call(kwargs=()) @105:25
                          .func:
                            Name(id='block_valid') @105:25
                          .args:
                            Name(id='n') @105:37
                            Name(id='rows') @105:40
                            Name(id='cols') @105:46
                            Name(id='len_q') @105:52
                            Name(id='len_k') @105:59
                            Name(id='BLOCK_N') @105:66
                            Name(id='CAUSAL') @105:75
                    Assign(targets=('p32', 'alpha', 'm_i', 'l_i')) @106:17
                      .value:
                        Call(kwargs=()) @106:40
                          .func:
                            Name(id='scores_to_probs') @106:40
                          .args:
                            Name(id='s') @106:56
                            Name(id='valid') @106:59
                            Name(id='m_i') @106:66
                            Name(id='l_i') @106:71
                            Name(id='qk_scale') @106:76
                            Name(id='ACT') @106:86
                    Assign(targets=('acc',)) @107:17
                      .value:
                        Call(kwargs=()) @107:23
                          .func:
                            Name(id='mma_wait') @107:23
                          .args:
                            Name(id='o_next') @107:32
                    Arrive(count=None) @108:17
                      .target:
                        Index() @108:24
                          .value:
                            Name(id='v_free') @108:24
                          .subs:
                            Name(id='last') @108:31
                    If(orelse=()) @109:17
                      .cond:
                        BinOp(op='==') @109:20
                          .lhs:
                            Name(id='ACT') @109:20
                          .rhs:
                            Const(value='softmax') @109:27
                      .body:
                        Assign(targets=('acc',)) @110:21
                          .value:
                            BinOp(op='*') @110:27
                              .lhs:
                                Name(id='acc') @110:27
                              .rhs:
                                Index() @110:33
                                  .value:
                                    Name(id='alpha') @110:33
                                  .subs:
                                    FullSlice() @110:39
                                    Const(value=None) @110:42
                    Assign(targets=('p',)) @111:17
                      .value:
                        Call(kwargs=()) @111:21
                          .func:
                            Name(id='cast') @111:21
                          .args:
                            Name(id='p32') @111:26
                            Name(id='DT') @111:31
                    Wait(phase=None) @112:17
                      .target:
                        Index() @112:22
                          .value:
                            Name(id='v_ready') @112:22
                          .subs:
                            Name(id='slot') @112:30
                    Assign(targets=('last',)) @113:17
                      .value:
                        Name(id='slot') @113:24
                Arrive(count=None) @114:13
                  .target:
                    Name(id='q_free') @114:20
                If(orelse=()) @115:13
                  .cond:
                    BinOp(op='>') @115:16
                      .lhs:
                        Name(id='n_blocks') @115:16
                      .rhs:
                        Const(value=0) @115:27
                  .body:
                    Assign(targets=('acc',)) @116:17
                      .value:
                        Call(kwargs=()) @116:23
                          .func:
                            Name(id='mma_wait') @116:23
                          .args:
                            Call(kwargs=()) @116:32
                              .func:
                                Name(id='mma_async') @116:32
                              .args:
                                Name(id='p') @116:42
                                Index() @116:45
                                  .value:
                                    Name(id='v_ring') @116:45
                                  .subs:
                                    Name(id='last') @116:52
                                Name(id='acc') @116:59
                    Arrive(count=None) @117:17
                      .target:
                        Index() @117:24
                          .value:
                            Name(id='v_free') @117:24
                          .subs:
                            Name(id='last') @117:31
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @119:13
                  .iter:
                    Call(kwargs=()) @119:27
                      .func:
                        Name(id='range') @119:27
                      .args:
                        Name(id='n_blocks') @119:33
                  .stages:
                    Name(id='STAGES') @119:56
                  .body:
                    Wait(phase=None) @120:17
                      .target:
                        Index() @120:22
                          .value:
                            Name(id='k_ready') @120:22
                          .subs:
                            Name(id='slot') @120:30
                    Assign(targets=('s',)) @121:17
                      .value:
                        Call(kwargs=()) @121:21
                          .func:
                            Name(id='mma_wait') @121:21
                          .args:
                            Call(kwargs=()) @121:30
                              .func:
                                Name(id='mma_async') @121:30
                              .args:
                                Index() @121:40
                                  .value:
                                    Name(id='q_tile') @121:40
                                  .subs:
                                    Name(id='wg') @121:47
                                Attr(name='T') @121:52
                                  .value:
                                    Index() @121:52
                                      .value:
                                        Name(id='k_ring') @121:52
                                      .subs:
                                        Name(id='slot') @121:59
                    Arrive(count=None) @122:17
                      .target:
                        Index() @122:24
                          .value:
                            Name(id='k_free') @122:24
                          .subs:
                            Name(id='slot') @122:31
                    Assign(targets=('valid',)) @123:17
                      .value:
                        Call(kwargs=()) @123:25
                          .func:
                            Name(id='block_valid') @123:25
                          .args:
                            Name(id='n') @123:37
                            Name(id='rows') @123:40
                            Name(id='cols') @123:46
                            Name(id='len_q') @123:52
                            Name(id='len_k') @123:59
                            Name(id='BLOCK_N') @123:66
                            Name(id='CAUSAL') @123:75
                    Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @124:17
                      .value:
                        Call(kwargs=()) @124:38
                          .func:
                            Name(id='scores_to_probs') @124:38
                          .args:
                            Name(id='s') @124:54
                            Name(id='valid') @124:57
                            Name(id='m_i') @124:64
                            Name(id='l_i') @124:69
                            Name(id='qk_scale') @124:74
                            Name(id='ACT') @124:84
                    If(orelse=()) @125:17
                      .cond:
                        BinOp(op='==') @125:20
                          .lhs:
                            Name(id='ACT') @125:20
                          .rhs:
                            Const(value='softmax') @125:27
                      .body:
                        Assign(targets=('acc',)) @126:21
                          .value:
                            BinOp(op='*') @126:27
                              .lhs:
                                Name(id='acc') @126:27
                              .rhs:
                                Index() @126:33
                                  .value:
                                    Name(id='alpha') @126:33
                                  .subs:
                                    FullSlice() @126:39
                                    Const(value=None) @126:42
                    Wait(phase=None) @127:17
                      .target:
                        Index() @127:22
                          .value:
                            Name(id='v_ready') @127:22
                          .subs:
                            Name(id='slot') @127:30
                    Assign(targets=('acc',)) @128:17
                      .value:
                        Call(kwargs=()) @128:23
                          .func:
                            Name(id='mma_wait') @128:23
                          .args:
                            Call(kwargs=()) @128:32
                              .func:
                                Name(id='mma_async') @128:32
                              .args:
                                Call(kwargs=()) @128:42
                                  .func:
                                    Name(id='cast') @128:42
                                  .args:
                                    Name(id='p') @128:47
                                    Name(id='DT') @128:50
                                Index() @128:55
                                  .value:
                                    Name(id='v_ring') @128:55
                                  .subs:
                                    Name(id='slot') @128:62
                                Name(id='acc') @128:69
                    Arrive(count=None) @129:17
                      .target:
                        Index() @129:24
                          .value:
                            Name(id='v_free') @129:24
                          .subs:
                            Name(id='slot') @129:31
                Arrive(count=None) @130:13
                  .target:
                    Name(id='q_free') @130:20
            If() @131:9
              .cond:
                BinOp(op='==') @131:12
                  .lhs:
                    Name(id='ACT') @131:12
                  .rhs:
                    Const(value='softmax') @131:19
              .body:
                Assign(targets=('seen',)) @132:13
                  .value:
                    BinOp(op='>') @132:20
                      .lhs:
                        Name(id='l_i') @132:20
                      .rhs:
                        Const(value=0.0) @132:26
                Assign(targets=('out',)) @133:13
                  .value:
                    Call(kwargs=()) @133:19
                      .func:
                        Name(id='where') @133:19
                      .args:
                        Index() @133:25
                          .value:
                            Name(id='seen') @133:25
                          .subs:
                            FullSlice() @133:30
                            Const(value=None) @133:33
                        BinOp(op='/') @133:40
                          .lhs:
                            Name(id='acc') @133:40
                          .rhs:
                            Index() @133:46
                              .value:
                                Name(id='l_i') @133:46
                              .subs:
                                FullSlice() @133:50
                                Const(value=None) @133:53
                        Const(value=0.0) @133:60
                Assign(targets=('row_lse',)) @134:13
                  .value:
                    Call(kwargs=()) @134:23
                      .func:
                        Name(id='where') @134:23
                      .args:
                        Name(id='seen') @134:29
                        BinOp(op='/') @134:36
                          .lhs:
                            BinOp(op='+') @134:36
                              .lhs:
                                Name(id='m_i') @134:36
                              .rhs:
                                Call(kwargs=()) @134:42
                                  .func:
                                    Name(id='log2') @134:42
                                  .args:
                                    Name(id='l_i') @134:47
                          .rhs:
                            Name(id='LOG2E') @134:55
                        Unary(op='-') @134:62
                          .operand:
                            Name(id='NEG_INF') @134:63
              .orelse:
                Assign(targets=('out',)) @136:13
                  .value:
                    BinOp(op='*') @136:19
                      .lhs:
                        Name(id='acc') @136:19
                      .rhs:
                        Name(id='out_scale') @136:25
                Assign(targets=('row_lse',)) @137:13
                  .value:
                    Call(kwargs=()) @137:23
                      .func:
                        Name(id='zeros') @137:23
                      .args:
                        ListLit() @137:29
                          .elts:
                            BinOp(op='//') @137:30
                              .lhs:
                                Name(id='BLOCK_M') @137:30
                              .rhs:
                                Const(value=2) @137:41
                        Name(id='f32') @137:45
            Assign(targets=('in_seq',)) @138:9
              .value:
                BinOp(op='<') @138:18
                  .lhs:
                    Name(id='rows') @138:18
                  .rhs:
                    Name(id='len_q') @138:25
            Store() @139:9
              .target:
                Index() @139:9
                  .value:
                    Name(id='o') @139:9
                  .subs:
                    Name(id='seq') @139:11
              .subs:
                Index() @139:16
                  .value:
                    Name(id='rows') @139:16
                  .subs:
                    FullSlice() @139:21
                    Const(value=None) @139:24
                Name(id='head') @139:31
                Index() @139:37
                  .value:
                    Call(kwargs=()) @139:37
                      .func:
                        Name(id='arange') @139:37
                      .args:
                        Name(id='D') @139:44
                  .subs:
                    Const(value=None) @139:47
                    FullSlice() @139:53
              .value:
                Call(kwargs=()) @139:59
                  .func:
                    Name(id='cast') @139:59
                  .args:
                    Name(id='out') @139:64
                    Name(id='DT') @139:69
              .mask:
                Index() @139:79
                  .value:
                    Name(id='in_seq') @139:79
                  .subs:
                    FullSlice() @139:86
                    Const(value=None) @139:89
            Store() @140:9
              .target:
                Index() @140:9
                  .value:
                    Name(id='lse') @140:9
                  .subs:
                    Name(id='seq') @140:13
              .subs:
                Name(id='rows') @140:18
                Name(id='head') @140:24
              .value:
                Name(id='row_lse') @140:32
              .mask:
                Name(id='in_seq') @140:46