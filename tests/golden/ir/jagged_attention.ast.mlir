Module() @1:1
  .items:
    ConstDef(name='LOG2E') @8:1
      .value:
        Const(value=1.4426950408889634) @8:15
    ConstDef(name='NEG_INF') @9:1
      .value:
        Unary(op='-') @9:17
          .operand:
            Name(id='inf') @9:18
    FuncDef(name='scores_to_probs', params=('s', 'valid', 'm_i', 'l_i', 'qk_scale', 'ACT')) @12:1
      .body:
        If(orelse=()) @13:5
          .cond:
            BinOp(op='==') @13:8
              .lhs:
                Name(id='ACT') @13:8
              .rhs:
                Const(value='softmax') @13:15
          .body:
            Assign(targets=('s',)) @14:9
              .value:
                Call(kwargs=()) @14:13
                  .func:
                    Name(id='where') @14:13
                  .args:
                    Name(id='valid') @14:19
                    BinOp(op='*') @14:26
                      .lhs:
                        Name(id='s') @14:26
                      .rhs:
                        Name(id='qk_scale') @14:30
                    Name(id='NEG_INF') @14:40
            Assign(targets=('m_new',)) @15:9
              .value:
                Call(kwargs=()) @15:17
                  .func:
                    Name(id='maximum') @15:17
                  .args:
                    Name(id='m_i') @15:25
                    Call() @15:30
                      .func:
                        Name(id='max') @15:30
                      .args:
                        Name(id='s') @15:34
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @15:42
                        )
            Assign(targets=('m_safe',)) @16:9
              .value:
                Call(kwargs=()) @16:18
                  .func:
                    Name(id='where') @16:18
                  .args:
                    BinOp(op='==') @16:24
                      .lhs:
                        Name(id='m_new') @16:24
                      .rhs:
                        Name(id='NEG_INF') @16:33
                    Const(value=0.0) @16:42
                    Name(id='m_new') @16:47
            Assign(targets=('p',)) @17:9
              .value:
                Call(kwargs=()) @17:13
                  .func:
                    Name(id='exp2') @17:13
                  .args:
                    BinOp(op='-') @17:18
                      .lhs:
                        Name(id='s') @17:18
                      .rhs:
                        Index() @17:22
                          .value:
                            Name(id='m_safe') @17:22
                          .subs:
                            FullSlice() @17:29
                            Const(value=None) @17:32
            Assign(targets=('alpha',)) @18:9
              .value:
                Call(kwargs=()) @18:17
                  .func:
                    Name(id='exp2') @18:17
                  .args:
                    BinOp(op='-') @18:22
                      .lhs:
                        Name(id='m_i') @18:22
                      .rhs:
                        Name(id='m_safe') @18:28
            Return() @19:9
              .values:
                Name(id='p') @19:16
                Name(id='alpha') @19:19
                Name(id='m_new') @19:26
                BinOp(op='+') @19:33
                  .lhs:
                    BinOp(op='*') @19:33
                      .lhs:
                        Name(id='l_i') @19:33
                      .rhs:
                        Name(id='alpha') @19:39
                  .rhs:
                    Call() @19:47
                      .func:
                        Name(id='sum') @19:47
                      .args:
                        Name(id='p') @19:51
                      .kwargs:
                        (
                          'axis'
                          Const(value=1) @19:59
                        )
        StaticAssert(message='ACT is softmax or silu') @20:5
          .cond:
            BinOp(op='==') @20:19
              .lhs:
                Name(id='ACT') @20:19
              .rhs:
                Const(value='silu') @20:26
        Assign(targets=('x',)) @21:5
          .value:
            BinOp(op='*') @21:9
              .lhs:
                Name(id='s') @21:9
              .rhs:
                BinOp(op='/') @21:14
                  .lhs:
                    Name(id='qk_scale') @21:14
                  .rhs:
                    Name(id='LOG2E') @21:25
        Assign(targets=('p',)) @22:5
          .value:
            Call(kwargs=()) @22:9
              .func:
                Name(id='where') @22:9
              .args:
                Name(id='valid') @22:15
                BinOp(op='*') @22:22
                  .lhs:
                    Name(id='x') @22:22
                  .rhs:
                    Call(kwargs=()) @22:26
                      .func:
                        Name(id='sigmoid') @22:26
                      .args:
                        Name(id='x') @22:34
                Const(value=0.0) @22:38
        Return() @23:5
          .values:
            Name(id='p') @23:12
            Const(value=1.0) @23:15
            Name(id='m_i') @23:20
            Name(id='l_i') @23:25
    KernelDef(name='jagged_attention') @25:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @26:9
          .dtype:
            Name(id='DT') @26:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @26:41
          .dtype:
            Name(id='DT') @26:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @26:75
          .dtype:
            Name(id='DT') @26:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @27:9
          .dtype:
            Name(id='DT') @27:19
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @27:41
          .dtype:
            Name(id='f32') @27:53
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @28:9
          .dtype:
            Name(id='i32') @28:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @28:25
          .dtype:
            Name(id='i32') @28:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @28:41
          .dtype:
            Name(id='f32') @28:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @28:56
          .dtype:
            Name(id='f32') @28:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @29:9
          .default:
            Name(id='f16') @29:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @29:26
          .default:
            Const(value=128) @29:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @29:42
          .default:
            Const(value=128) @29:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @29:64
          .default:
            Const(value=128) @29:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @29:86
          .default:
            Const(value=2) @29:102
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @30:9
          .default:
            Const(value=False) @30:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @30:32
          .default:
            Const(value='softmax') @30:45
      .body:
        Tiles() @31:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @31:21
                .func:
                  Name(id='blocks') @31:21
                .args:
                  Name(id='q') @31:28
                  Name(id='BLOCK_M') @31:31
            )
            (
              ('head',)
              Call(kwargs=()) @31:49
                .func:
                  Name(id='range') @31:49
                .args:
                  Name(id='H') @31:55
            )
          .options:
            Name(id='persistent') @31:58
            Name(id='longest_first') @31:69
        SmemDecl(name='q_tile') @33:5
          .stages:
            Const(value=2) @33:17
          .dtype:
            Name(id='DT') @33:21
          .shape:
            BinOp(op='//') @33:24
              .lhs:
                Name(id='BLOCK_M') @33:24
              .rhs:
                Const(value=2) @33:35
            Name(id='D') @33:38
        SmemDecl(name='k_ring') @34:5
          .stages:
            Name(id='STAGES') @34:17
          .dtype:
            Name(id='DT') @34:26
          .shape:
            Name(id='BLOCK_N') @34:29
            Name(id='D') @34:38
        SmemDecl(name='v_ring') @35:5
          .stages:
            Name(id='STAGES') @35:17
          .dtype:
            Name(id='DT') @35:26
          .shape:
            Name(id='BLOCK_N') @35:29
            Name(id='D') @35:38
        BarrierDecl(name='q_ready', size=None, kwargs=()) @36:5
        BarrierDecl(name='kv_ready', kwargs=()) @37:5
          .size:
            Name(id='STAGES') @37:22
        BarrierDecl(name='kv_free') @38:5
          .size:
            Name(id='STAGES') @38:21
          .kwargs:
            (
              'count'
              Const(value=2) @38:35
            )
        Assign(targets=('len_q',)) @40:5
          .value:
            Attr(name='len') @40:13
              .value:
                Index() @40:13
                  .value:
                    Name(id='q') @40:13
                  .subs:
                    Name(id='seq') @40:15
        Assign(targets=('len_k',)) @41:5
          .value:
            Attr(name='len') @41:13
              .value:
                Index() @41:13
                  .value:
                    Name(id='k') @41:13
                  .subs:
                    Name(id='seq') @41:15
        Assign(targets=('kv_head',)) @42:5
          .value:
            BinOp(op='//') @42:15
              .lhs:
                Name(id='head') @42:15
              .rhs:
                BinOp(op='//') @42:24
                  .lhs:
                    Name(id='H') @42:24
                  .rhs:
                    Name(id='HKV') @42:29
        Assign(targets=('hi',)) @43:5
          .value:
            Name(id='len_k') @43:10
        If(orelse=()) @44:5
          .cond:
            Name(id='CAUSAL') @44:8
          .body:
            Assign(targets=('hi',)) @45:9
              .value:
                Call(kwargs=()) @45:14
                  .func:
                    Name(id='minimum') @45:14
                  .args:
                    Name(id='len_k') @45:22
                    BinOp(op='-') @45:30
                      .lhs:
                        BinOp(op='+') @45:30
                          .lhs:
                            BinOp(op='*') @45:30
                              .lhs:
                                BinOp(op='+') @45:30
                                  .lhs:
                                    Name(id='m') @45:30
                                  .rhs:
                                    Const(value=1) @45:34
                              .rhs:
                                Name(id='BLOCK_M') @45:39
                          .rhs:
                            Name(id='len_k') @45:49
                      .rhs:
                        Name(id='len_q') @45:57
        Assign(targets=('n_blocks',)) @46:5
          .value:
            Call(kwargs=()) @46:16
              .func:
                Name(id='cdiv') @46:16
              .args:
                Call(kwargs=()) @46:21
                  .func:
                    Name(id='maximum') @46:21
                  .args:
                    Name(id='hi') @46:29
                    Const(value=0) @46:33
                Name(id='BLOCK_N') @46:37
        Role(name='load', replica=None) @48:5
          .kwargs:
            (
              'warps'
              Const(value=1) @48:21
            )
            (
              'regs'
              Const(value=24) @48:29
            )
          .body:
            Expect() @49:9
              .target:
                Name(id='q_ready') @49:16
              .nbytes:
                BinOp(op='*') @49:25
                  .lhs:
                    Const(value=2) @49:25
                  .rhs:
                    Call(kwargs=()) @49:29
                      .func:
                        Name(id='bytes') @49:29
                      .args:
                        Name(id='q_tile') @49:35
            Tma() @50:9
              .dst:
                Index() @50:13
                  .value:
                    Name(id='q_tile') @50:13
                  .subs:
                    Const(value=0) @50:20
              .src:
                Index() @50:26
                  .value:
                    Name(id='q') @50:26
                  .subs:
                    Name(id='seq') @50:28
                    BinOp(op='*') @50:33
                      .lhs:
                        Const(value=2) @50:33
                      .rhs:
                        Name(id='m') @50:37
                    Name(id='head') @50:40
              .signals:
                Name(id='q_ready') @50:54
            Tma() @51:9
              .dst:
                Index() @51:13
                  .value:
                    Name(id='q_tile') @51:13
                  .subs:
                    Const(value=1) @51:20
              .src:
                Index() @51:26
                  .value:
                    Name(id='q') @51:26
                  .subs:
                    Name(id='seq') @51:28
                    BinOp(op='+') @51:33
                      .lhs:
                        BinOp(op='*') @51:33
                          .lhs:
                            Const(value=2) @51:33
                          .rhs:
                            Name(id='m') @51:37
                      .rhs:
                        Const(value=1) @51:41
                    Name(id='head') @51:44
              .signals:
                Name(id='q_ready') @51:58
            Pipeline(var='n', slot='slot') @52:9
              .iter:
                Call(kwargs=()) @52:23
                  .func:
                    Name(id='range') @52:23
                  .args:
                    Name(id='n_blocks') @52:29
              .stages:
                Name(id='STAGES') @52:49
              .body:
                Wait(phase=None) @53:13
                  .target:
                    Index() @53:18
                      .value:
                        Name(id='kv_free') @53:18
                      .subs:
                        Name(id='slot') @53:26
                Expect() @54:13
                  .target:
                    Index() @54:20
                      .value:
                        Name(id='kv_ready') @54:20
                      .subs:
                        Name(id='slot') @54:29
                  .nbytes:
                    BinOp(op='+') @54:36
                      .lhs:
                        Call(kwargs=()) @54:36
                          .func:
                            Name(id='bytes') @54:36
                          .args:
                            Name(id='k_ring') @54:42
                      .rhs:
                        Call(kwargs=()) @54:52
                          .func:
                            Name(id='bytes') @54:52
                          .args:
                            Name(id='v_ring') @54:58
                Tma() @55:13
                  .dst:
                    Index() @55:17
                      .value:
                        Name(id='k_ring') @55:17
                      .subs:
                        Name(id='slot') @55:24
                  .src:
                    Index() @55:33
                      .value:
                        Name(id='k') @55:33
                      .subs:
                        Name(id='seq') @55:35
                        Name(id='n') @55:40
                        Name(id='kv_head') @55:43
                  .signals:
                    Index() @55:60
                      .value:
                        Name(id='kv_ready') @55:60
                      .subs:
                        Name(id='slot') @55:69
                Tma() @56:13
                  .dst:
                    Index() @56:17
                      .value:
                        Name(id='v_ring') @56:17
                      .subs:
                        Name(id='slot') @56:24
                  .src:
                    Index() @56:33
                      .value:
                        Name(id='v') @56:33
                      .subs:
                        Name(id='seq') @56:35
                        Name(id='n') @56:40
                        Name(id='kv_head') @56:43
                  .signals:
                    Index() @56:60
                      .value:
                        Name(id='kv_ready') @56:60
                      .subs:
                        Name(id='slot') @56:69
        Role(name='compute', replica='wg') @58:5
          .kwargs:
            (
              'warpgroups'
              Const(value=2) @58:29
            )
            (
              'regs'
              Const(value=240) @58:37
            )
          .body:
            Assign(targets=('qk_scale',)) @59:9
              .value:
                BinOp(op='*') @59:20
                  .lhs:
                    Name(id='sm_scale') @59:20
                  .rhs:
                    Name(id='LOG2E') @59:31
            Assign(targets=('rows',)) @60:9
              .value:
                BinOp(op='+') @60:16
                  .lhs:
                    BinOp(op='+') @60:16
                      .lhs:
                        BinOp(op='*') @60:16
                          .lhs:
                            Name(id='m') @60:16
                          .rhs:
                            Name(id='BLOCK_M') @60:20
                      .rhs:
                        BinOp(op='*') @60:30
                          .lhs:
                            Name(id='wg') @60:30
                          .rhs:
                            BinOp(op='//') @60:36
                              .lhs:
                                Name(id='BLOCK_M') @60:36
                              .rhs:
                                Const(value=2) @60:47
                  .rhs:
                    Call(kwargs=()) @60:52
                      .func:
                        Name(id='arange') @60:52
                      .args:
                        BinOp(op='//') @60:59
                          .lhs:
                            Name(id='BLOCK_M') @60:59
                          .rhs:
                            Const(value=2) @60:70
            Assign(targets=('cols',)) @61:9
              .value:
                Call(kwargs=()) @61:16
                  .func:
                    Name(id='arange') @61:16
                  .args:
                    Name(id='BLOCK_N') @61:23
            Assign(targets=('m_i',)) @62:9
              .value:
                Call(kwargs=()) @62:15
                  .func:
                    Name(id='full') @62:15
                  .args:
                    ListLit() @62:20
                      .elts:
                        BinOp(op='//') @62:21
                          .lhs:
                            Name(id='BLOCK_M') @62:21
                          .rhs:
                            Const(value=2) @62:32
                    Name(id='NEG_INF') @62:36
                    Name(id='f32') @62:45
            Assign(targets=('l_i',)) @63:9
              .value:
                Call(kwargs=()) @63:15
                  .func:
                    Name(id='zeros') @63:15
                  .args:
                    ListLit() @63:21
                      .elts:
                        BinOp(op='//') @63:22
                          .lhs:
                            Name(id='BLOCK_M') @63:22
                          .rhs:
                            Const(value=2) @63:33
                    Name(id='f32') @63:37
            Assign(targets=('acc',)) @64:9
              .value:
                Call(kwargs=()) @64:15
                  .func:
                    Name(id='zeros') @64:15
                  .args:
                    ListLit() @64:21
                      .elts:
                        BinOp(op='//') @64:22
                          .lhs:
                            Name(id='BLOCK_M') @64:22
                          .rhs:
                            Const(value=2) @64:33
                        Name(id='D') @64:36
                    Name(id='f32') @64:40
            Wait(phase=None) @65:9
              .target:
                Name(id='q_ready') @65:14
            Pipeline(var='n', slot='slot') @66:9
              .iter:
                Call(kwargs=()) @66:23
                  .func:
                    Name(id='range') @66:23
                  .args:
                    Name(id='n_blocks') @66:29
              .stages:
                Name(id='STAGES') @66:49
              .body:
                Wait(phase=None) @67:13
                  .target:
                    Index() @67:18
                      .value:
                        Name(id='kv_ready') @67:18
                      .subs:
                        Name(id='slot') @67:27
                Assign(targets=('s',)) @68:13
                  .value:
                    Call(kwargs=()) @68:17
                      .func:
                        Name(id='mma_wait') @68:17
                      .args:
                        Call(kwargs=()) @68:26
                          .func:
                            Name(id='mma_async') @68:26
                          .args:
                            Index() @68:36
                              .value:
                                Name(id='q_tile') @68:36
                              .subs:
                                Name(id='wg') @68:43
                            Attr(name='T') @68:48
                              .value:
                                Index() @68:48
                                  .value:
                                    Name(id='k_ring') @68:48
                                  .subs:
                                    Name(id='slot') @68:55
                Assign(targets=('kpos',)) @69:13
                  .value:
                    BinOp(op='+') @69:20
                      .lhs:
                        BinOp(op='*') @69:20
                          .lhs:
                            Name(id='n') @69:20
                          .rhs:
                            Name(id='BLOCK_N') @69:24
                      .rhs:
                        Name(id='cols') @69:34
                Assign(targets=('valid',)) @70:13
                  .value:
                    BinOp(op='<') @70:21
                      .lhs:
                        Index() @70:21
                          .value:
                            Name(id='kpos') @70:21
                          .subs:
                            Const(value=None) @70:26
                            FullSlice() @70:32
                      .rhs:
                        Name(id='len_k') @70:37
                If(orelse=()) @71:13
                  .cond:
                    Name(id='CAUSAL') @71:16
                  .body:
                    Assign(targets=('valid',)) @72:17
                      .value:
                        BoolOp(op='and') @72:25
                          .values:
                            Name(id='valid') @72:25
                            BinOp(op='<=') @72:35
                              .lhs:
                                Index() @72:35
                                  .value:
                                    Name(id='kpos') @72:35
                                  .subs:
                                    Const(value=None) @72:40
                                    FullSlice() @72:46
                              .rhs:
                                BinOp(op='+') @72:52
                                  .lhs:
                                    Index() @72:52
                                      .value:
                                        Name(id='rows') @72:52
                                      .subs:
                                        FullSlice() @72:57
                                        Const(value=None) @72:60
                                  .rhs:
                                    BinOp(op='-') @72:69
                                      .lhs:
                                        Name(id='len_k') @72:69
                                      .rhs:
                                        Name(id='len_q') @72:77
                Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @73:13
                  .value:
                    Call(kwargs=()) @73:34
                      .func:
                        Name(id='scores_to_probs') @73:34
                      .args:
                        Name(id='s') @73:50
                        Name(id='valid') @73:53
                        Name(id='m_i') @73:60
                        Name(id='l_i') @73:65
                        Name(id='qk_scale') @73:70
                        Name(id='ACT') @73:80
                If(orelse=()) @74:13
                  .cond:
                    BinOp(op='==') @74:16
                      .lhs:
                        Name(id='ACT') @74:16
                      .rhs:
                        Const(value='softmax') @74:23
                  .body:
                    Assign(targets=('acc',)) @75:17
                      .value:
                        BinOp(op='*') @75:23
                          .lhs:
                            Name(id='acc') @75:23
                          .rhs:
                            Index() @75:29
                              .value:
                                Name(id='alpha') @75:29
                              .subs:
                                FullSlice() @75:35
                                Const(value=None) @75:38
                Assign(targets=('acc',)) @76:13
                  .value:
                    Call(kwargs=()) @76:19
                      .func:
                        Name(id='mma_wait') @76:19
                      .args:
                        Call(kwargs=()) @76:28
                          .func:
                            Name(id='mma_async') @76:28
                          .args:
                            Call(kwargs=()) @76:38
                              .func:
                                Name(id='cast') @76:38
                              .args:
                                Name(id='p') @76:43
                                Name(id='DT') @76:46
                            Index() @76:51
                              .value:
                                Name(id='v_ring') @76:51
                              .subs:
                                Name(id='slot') @76:58
                            Name(id='acc') @76:65
                Arrive(count=None) @77:13
                  .target:
                    Index() @77:20
                      .value:
                        Name(id='kv_free') @77:20
                      .subs:
                        Name(id='slot') @77:28
            If() @78:9
              .cond:
                BinOp(op='==') @78:12
                  .lhs:
                    Name(id='ACT') @78:12
                  .rhs:
                    Const(value='softmax') @78:19
              .body:
                Assign(targets=('seen',)) @79:13
                  .value:
                    BinOp(op='>') @79:20
                      .lhs:
                        Name(id='l_i') @79:20
                      .rhs:
                        Const(value=0.0) @79:26
                Assign(targets=('out',)) @80:13
                  .value:
                    Call(kwargs=()) @80:19
                      .func:
                        Name(id='where') @80:19
                      .args:
                        Index() @80:25
                          .value:
                            Name(id='seen') @80:25
                          .subs:
                            FullSlice() @80:30
                            Const(value=None) @80:33
                        BinOp(op='/') @80:40
                          .lhs:
                            Name(id='acc') @80:40
                          .rhs:
                            Index() @80:46
                              .value:
                                Name(id='l_i') @80:46
                              .subs:
                                FullSlice() @80:50
                                Const(value=None) @80:53
                        Const(value=0.0) @80:60
                Assign(targets=('row_lse',)) @81:13
                  .value:
                    Call(kwargs=()) @81:23
                      .func:
                        Name(id='where') @81:23
                      .args:
                        Name(id='seen') @81:29
                        BinOp(op='/') @81:36
                          .lhs:
                            BinOp(op='+') @81:36
                              .lhs:
                                Name(id='m_i') @81:36
                              .rhs:
                                Call(kwargs=()) @81:42
                                  .func:
                                    Name(id='log2') @81:42
                                  .args:
                                    Name(id='l_i') @81:47
                          .rhs:
                            Name(id='LOG2E') @81:55
                        Unary(op='-') @81:62
                          .operand:
                            Name(id='NEG_INF') @81:63
              .orelse:
                Assign(targets=('out',)) @83:13
                  .value:
                    BinOp(op='*') @83:19
                      .lhs:
                        Name(id='acc') @83:19
                      .rhs:
                        Name(id='out_scale') @83:25
                Assign(targets=('row_lse',)) @84:13
                  .value:
                    Call(kwargs=()) @84:23
                      .func:
                        Name(id='zeros') @84:23
                      .args:
                        ListLit() @84:29
                          .elts:
                            BinOp(op='//') @84:30
                              .lhs:
                                Name(id='BLOCK_M') @84:30
                              .rhs:
                                Const(value=2) @84:41
                        Name(id='f32') @84:45
            Assign(targets=('in_seq',)) @85:9
              .value:
                BinOp(op='<') @85:18
                  .lhs:
                    Name(id='rows') @85:18
                  .rhs:
                    Name(id='len_q') @85:25
            Store() @86:9
              .target:
                Index() @86:9
                  .value:
                    Name(id='o') @86:9
                  .subs:
                    Name(id='seq') @86:11
              .subs:
                Index() @86:16
                  .value:
                    Name(id='rows') @86:16
                  .subs:
                    FullSlice() @86:21
                    Const(value=None) @86:24
                Name(id='head') @86:31
                Index() @86:37
                  .value:
                    Call(kwargs=()) @86:37
                      .func:
                        Name(id='arange') @86:37
                      .args:
                        Name(id='D') @86:44
                  .subs:
                    Const(value=None) @86:47
                    FullSlice() @86:53
              .value:
                Call(kwargs=()) @86:59
                  .func:
                    Name(id='cast') @86:59
                  .args:
                    Name(id='out') @86:64
                    Name(id='DT') @86:69
              .mask:
                Index() @86:79
                  .value:
                    Name(id='in_seq') @86:79
                  .subs:
                    FullSlice() @86:86
                    Const(value=None) @86:89
            Store() @87:9
              .target:
                Index() @87:9
                  .value:
                    Name(id='lse') @87:9
                  .subs:
                    Name(id='seq') @87:13
              .subs:
                Name(id='rows') @87:18
                Name(id='head') @87:24
              .value:
                Name(id='row_lse') @87:32
              .mask:
                Name(id='in_seq') @87:46