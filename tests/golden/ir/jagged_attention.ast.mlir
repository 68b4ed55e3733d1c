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
        BarrierDecl(name='q_free', size=None) @37:5
          .kwargs:
            (
              'count'
              Const(value=2) @37:26
            )
        BarrierDecl(name='kv_ready', kwargs=()) @38:5
          .size:
            Name(id='STAGES') @38:22
        BarrierDecl(name='kv_free') @39:5
          .size:
            Name(id='STAGES') @39:21
          .kwargs:
            (
              'count'
              Const(value=2) @39:35
            )
        Assign(targets=('len_q',)) @41:5
          .value:
            Attr(name='len') @41:13
              .value:
                Index() @41:13
                  .value:
                    Name(id='q') @41:13
                  .subs:
                    Name(id='seq') @41:15
        Assign(targets=('len_k',)) @42:5
          .value:
            Attr(name='len') @42:13
              .value:
                Index() @42:13
                  .value:
                    Name(id='k') @42:13
                  .subs:
                    Name(id='seq') @42:15
        Assign(targets=('kv_head',)) @43:5
          .value:
            BinOp(op='//') @43:15
              .lhs:
                Name(id='head') @43:15
              .rhs:
                BinOp(op='//') @43:24
                  .lhs:
                    Name(id='H') @43:24
                  .rhs:
                    Name(id='HKV') @43:29
        Assign(targets=('hi',)) @44:5
          .value:
            Name(id='len_k') @44:10
        If(orelse=()) @45:5
          .cond:
            Name(id='CAUSAL') @45:8
          .body:
            Assign(targets=('hi',)) @46:9
              .value:
                Call(kwargs=()) @46:14
                  .func:
                    Name(id='minimum') @46:14
                  .args:
                    Name(id='len_k') @46:22
                    BinOp(op='-') @46:30
                      .lhs:
                        BinOp(op='+') @46:30
                          .lhs:
                            BinOp(op='*') @46:30
                              .lhs:
                                BinOp(op='+') @46:30
                                  .lhs:
                                    Name(id='m') @46:30
                                  .rhs:
                                    Const(value=1) @46:34
                              .rhs:
                                Name(id='BLOCK_M') @46:39
                          .rhs:
                            Name(id='len_k') @46:49
                      .rhs:
                        Name(id='len_q') @46:57
        Assign(targets=('n_blocks',)) @47:5
          .value:
            Call(kwargs=()) @47:16
              .func:
                Name(id='cdiv') @47:16
              .args:
                Call(kwargs=()) @47:21
                  .func:
                    Name(id='maximum') @47:21
                  .args:
                    Name(id='hi') @47:29
                    Const(value=0) @47:33
                Name(id='BLOCK_N') @47:37
        Role(name='load', replica=None) @49:5
          .kwargs:
            (
              'warps'
              Const(value=1) @49:21
            )
            (
              'regs'
              Const(value=24) @49:29
            )
          .body:
            Wait(phase=None) @51:9
              .target:
                Name(id='q_free') @51:14
            Expect() @52:9
              .target:
                Name(id='q_ready') @52:16
              .nbytes:
                BinOp(op='*') @52:25
                  .lhs:
                    Const(value=2) @52:25
                  .rhs:
                    Call(kwargs=()) @52:29
                      .func:
                        Name(id='bytes') @52:29
                      .args:
                        Name(id='q_tile') @52:35
            Tma() @53:9
              .dst:
                Index() @53:13
                  .value:
                    Name(id='q_tile') @53:13
                  .subs:
                    Const(value=0) @53:20
              .src:
                Index() @53:26
                  .value:
                    Name(id='q') @53:26
                  .subs:
                    Name(id='seq') @53:28
                    BinOp(op='*') @53:33
                      .lhs:
                        Const(value=2) @53:33
                      .rhs:
                        Name(id='m') @53:37
                    Name(id='head') @53:40
              .signals:
                Name(id='q_ready') @53:54
            Tma() @54:9
              .dst:
                Index() @54:13
                  .value:
                    Name(id='q_tile') @54:13
                  .subs:
                    Const(value=1) @54:20
              .src:
                Index() @54:26
                  .value:
                    Name(id='q') @54:26
                  .subs:
                    Name(id='seq') @54:28
                    BinOp(op='+') @54:33
                      .lhs:
                        BinOp(op='*') @54:33
                          .lhs:
                            Const(value=2) @54:33
                          .rhs:
                            Name(id='m') @54:37
                      .rhs:
                        Const(value=1) @54:41
                    Name(id='head') @54:44
              .signals:
                Name(id='q_ready') @54:58
            Pipeline(var='n', slot='slot', ring=None) @55:9
              .iter:
                Call(kwargs=()) @55:23
                  .func:
                    Name(id='range') @55:23
                  .args:
                    Name(id='n_blocks') @55:29
              .stages:
                Name(id='STAGES') @55:49
              .body:
                Wait(phase=None) @56:13
                  .target:
                    Index() @56:18
                      .value:
                        Name(id='kv_free') @56:18
                      .subs:
                        Name(id='slot') @56:26
                Expect() @57:13
                  .target:
                    Index() @57:20
                      .value:
                        Name(id='kv_ready') @57:20
                      .subs:
                        Name(id='slot') @57:29
                  .nbytes:
                    BinOp(op='+') @57:36
                      .lhs:
                        Call(kwargs=()) @57:36
                          .func:
                            Name(id='bytes') @57:36
                          .args:
                            Name(id='k_ring') @57:42
                      .rhs:
                        Call(kwargs=()) @57:52
                          .func:
                            Name(id='bytes') @57:52
                          .args:
                            Name(id='v_ring') @57:58
                Tma() @58:13
                  .dst:
                    Index() @58:17
                      .value:
                        Name(id='k_ring') @58:17
                      .subs:
                        Name(id='slot') @58:24
                  .src:
                    Index() @58:33
                      .value:
                        Name(id='k') @58:33
                      .subs:
                        Name(id='seq') @58:35
                        Name(id='n') @58:40
                        Name(id='kv_head') @58:43
                  .signals:
                    Index() @58:60
                      .value:
                        Name(id='kv_ready') @58:60
                      .subs:
                        Name(id='slot') @58:69
                Tma() @59:13
                  .dst:
                    Index() @59:17
                      .value:
                        Name(id='v_ring') @59:17
                      .subs:
                        Name(id='slot') @59:24
                  .src:
                    Index() @59:33
                      .value:
                        Name(id='v') @59:33
                      .subs:
                        Name(id='seq') @59:35
                        Name(id='n') @59:40
                        Name(id='kv_head') @59:43
                  .signals:
                    Index() @59:60
                      .value:
                        Name(id='kv_ready') @59:60
                      .subs:
                        Name(id='slot') @59:69
        Role(name='compute', replica='wg') @61:5
          .kwargs:
            (
              'warpgroups'
              Const(value=2) @61:29
            )
            (
              'regs'
              Const(value=240) @61:37
            )
          .body:
            Assign(targets=('qk_scale',)) @62:9
              .value:
                BinOp(op='*') @62:20
                  .lhs:
                    Name(id='sm_scale') @62:20
                  .rhs:
                    Name(id='LOG2E') @62:31
            Assign(targets=('rows',)) @63:9
              .value:
                BinOp(op='+') @63:16
                  .lhs:
                    BinOp(op='+') @63:16
                      .lhs:
                        BinOp(op='*') @63:16
                          .lhs:
                            Name(id='m') @63:16
                          .rhs:
                            Name(id='BLOCK_M') @63:20
                      .rhs:
                        BinOp(op='*') @63:30
                          .lhs:
                            Name(id='wg') @63:30
                          .rhs:
                            BinOp(op='//') @63:36
                              .lhs:
                                Name(id='BLOCK_M') @63:36
                              .rhs:
                                Const(value=2) @63:47
                  .rhs:
                    Call(kwargs=()) @63:52
                      .func:
                        Name(id='arange') @63:52
                      .args:
                        BinOp(op='//') @63:59
                          .lhs:
                            Name(id='BLOCK_M') @63:59
                          .rhs:
                            Const(value=2) @63:70
            Assign(targets=('cols',)) @64:9
              .value:
                Call(kwargs=()) @64:16
                  .func:
                    Name(id='arange') @64:16
                  .args:
                    Name(id='BLOCK_N') @64:23
            Assign(targets=('m_i',)) @65:9
              .value:
                Call(kwargs=()) @65:15
                  .func:
                    Name(id='full') @65:15
                  .args:
                    ListLit() @65:20
                      .elts:
                        BinOp(op='//') @65:21
                          .lhs:
                            Name(id='BLOCK_M') @65:21
                          .rhs:
                            Const(value=2) @65:32
                    Name(id='NEG_INF') @65:36
                    Name(id='f32') @65:45
            Assign(targets=('l_i',)) @66:9
              .value:
                Call(kwargs=()) @66:15
                  .func:
                    Name(id='zeros') @66:15
                  .args:
                    ListLit() @66:21
                      .elts:
                        BinOp(op='//') @66:22
                          .lhs:
                            Name(id='BLOCK_M') @66:22
                          .rhs:
                            Const(value=2) @66:33
                    Name(id='f32') @66:37
            Assign(targets=('acc',)) @67:9
              .value:
                Call(kwargs=()) @67:15
                  .func:
                    Name(id='zeros') @67:15
                  .args:
                    ListLit() @67:21
                      .elts:
                        BinOp(op='//') @67:22
                          .lhs:
                            Name(id='BLOCK_M') @67:22
                          .rhs:
                            Const(value=2) @67:33
                        Name(id='D') @67:36
                    Name(id='f32') @67:40
            Wait(phase=None) @68:9
              .target:
                Name(id='q_ready') @68:14
            Pipeline(var='n', slot='slot', ring=None) @69:9
              .iter:
                Call(kwargs=()) @69:23
                  .func:
                    Name(id='range') @69:23
                  .args:
                    Name(id='n_blocks') @69:29
              .stages:
                Name(id='STAGES') @69:49
              .body:
                Wait(phase=None) @70:13
                  .target:
                    Index() @70:18
                      .value:
                        Name(id='kv_ready') @70:18
                      .subs:
                        Name(id='slot') @70:27
                Assign(targets=('s',)) @71:13
                  .value:
                    Call(kwargs=()) @71:17
                      .func:
                        Name(id='mma_wait') @71:17
                      .args:
                        Call(kwargs=()) @71:26
                          .func:
                            Name(id='mma_async') @71:26
                          .args:
                            Index() @71:36
                              .value:
                                Name(id='q_tile') @71:36
                              .subs:
                                Name(id='wg') @71:43
                            Attr(name='T') @71:48
                              .value:
                                Index() @71:48
                                  .value:
                                    Name(id='k_ring') @71:48
                                  .subs:
                                    Name(id='slot') @71:55
                Assign(targets=('kpos',)) @72:13
                  .value:
                    BinOp(op='+') @72:20
                      .lhs:
                        BinOp(op='*') @72:20
                          .lhs:
                            Name(id='n') @72:20
                          .rhs:
                            Name(id='BLOCK_N') @72:24
                      .rhs:
                        Name(id='cols') @72:34
                Assign(targets=('valid',)) @73:13
                  .value:
                    BinOp(op='<') @73:21
                      .lhs:
                        Index() @73:21
                          .value:
                            Name(id='kpos') @73:21
                          .subs:
                            Const(value=None) @73:26
                            FullSlice() @73:32
                      .rhs:
                        Name(id='len_k') @73:37
                If(orelse=()) @74:13
                  .cond:
                    Name(id='CAUSAL') @74:16
                  .body:
                    Assign(targets=('valid',)) @75:17
                      .value:
                        BoolOp(op='and') @75:25
                          .values:
                            Name(id='valid') @75:25
                            BinOp(op='<=') @75:35
                              .lhs:
                                Index() @75:35
                                  .value:
                                    Name(id='kpos') @75:35
                                  .subs:
                                    Const(value=None) @75:40
                                    FullSlice() @75:46
                              .rhs:
                                BinOp(op='+') @75:52
                                  .lhs:
                                    Index() @75:52
                                      .value:
                                        Name(id='rows') @75:52
                                      .subs:
                                        FullSlice() @75:57
                                        Const(value=None) @75:60
                                  .rhs:
                                    BinOp(op='-') @75:69
                                      .lhs:
                                        Name(id='len_k') @75:69
                                      .rhs:
                                        Name(id='len_q') @75:77
                Assign(targets=('p', 'alpha', 'm_i', 'l_i')) @76:13
                  .value:
                    Call(kwargs=()) @76:34
                      .func:
                        Name(id='scores_to_probs') @76:34
                      .args:
                        Name(id='s') @76:50
                        Name(id='valid') @76:53
                        Name(id='m_i') @76:60
                        Name(id='l_i') @76:65
                        Name(id='qk_scale') @76:70
                        Name(id='ACT') @76:80
                If(orelse=()) @77:13
                  .cond:
                    BinOp(op='==') @77:16
                      .lhs:
                        Name(id='ACT') @77:16
                      .rhs:
                        Const(value='softmax') @77:23
                  .body:
                    Assign(targets=('acc',)) @78:17
                      .value:
                        BinOp(op='*') @78:23
                          .lhs:
                            Name(id='acc') @78:23
                          .rhs:
                            Index() @78:29
                              .value:
                                Name(id='alpha') @78:29
                              .subs:
                                FullSlice() @78:35
                                Const(value=None) @78:38
                Assign(targets=('acc',)) @79:13
                  .value:
                    Call(kwargs=()) @79:19
                      .func:
                        Name(id='mma_wait') @79:19
                      .args:
                        Call(kwargs=()) @79:28
                          .func:
                            Name(id='mma_async') @79:28
                          .args:
                            Call(kwargs=()) @79:38
                              .func:
                                Name(id='cast') @79:38
                              .args:
                                Name(id='p') @79:43
                                Name(id='DT') @79:46
                            Index() @79:51
                              .value:
                                Name(id='v_ring') @79:51
                              .subs:
                                Name(id='slot') @79:58
                            Name(id='acc') @79:65
                Arrive(count=None) @80:13
                  .target:
                    Index() @80:20
                      .value:
                        Name(id='kv_free') @80:20
                      .subs:
                        Name(id='slot') @80:28
            Arrive(count=None) @81:9
              .target:
                Name(id='q_free') @81:16
            If() @82:9
              .cond:
                BinOp(op='==') @82:12
                  .lhs:
                    Name(id='ACT') @82:12
                  .rhs:
                    Const(value='softmax') @82:19
              .body:
                Assign(targets=('seen',)) @83:13
                  .value:
                    BinOp(op='>') @83:20
                      .lhs:
                        Name(id='l_i') @83:20
                      .rhs:
                        Const(value=0.0) @83:26
                Assign(targets=('out',)) @84:13
                  .value:
                    Call(kwargs=()) @84:19
                      .func:
                        Name(id='where') @84:19
                      .args:
                        Index() @84:25
                          .value:
                            Name(id='seen') @84:25
                          .subs:
                            FullSlice() @84:30
                            Const(value=None) @84:33
                        BinOp(op='/') @84:40
                          .lhs:
                            Name(id='acc') @84:40
                          .rhs:
                            Index() @84:46
                              .value:
                                Name(id='l_i') @84:46
                              .subs:
                                FullSlice() @84:50
                                Const(value=None) @84:53
                        Const(value=0.0) @84:60
                Assign(targets=('row_lse',)) @85:13
                  .value:
                    Call(kwargs=()) @85:23
                      .func:
                        Name(id='where') @85:23
                      .args:
                        Name(id='seen') @85:29
                        BinOp(op='/') @85:36
                          .lhs:
                            BinOp(op='+') @85:36
                              .lhs:
                                Name(id='m_i') @85:36
                              .rhs:
                                Call(kwargs=()) @85:42
                                  .func:
                                    Name(id='log2') @85:42
                                  .args:
                                    Name(id='l_i') @85:47
                          .rhs:
                            Name(id='LOG2E') @85:55
                        Unary(op='-') @85:62
                          .operand:
                            Name(id='NEG_INF') @85:63
              .orelse:
                Assign(targets=('out',)) @87:13
                  .value:
                    BinOp(op='*') @87:19
                      .lhs:
                        Name(id='acc') @87:19
                      .rhs:
                        Name(id='out_scale') @87:25
                Assign(targets=('row_lse',)) @88:13
                  .value:
                    Call(kwargs=()) @88:23
                      .func:
                        Name(id='zeros') @88:23
                      .args:
                        ListLit() @88:29
                          .elts:
                            BinOp(op='//') @88:30
                              .lhs:
                                Name(id='BLOCK_M') @88:30
                              .rhs:
                                Const(value=2) @88:41
                        Name(id='f32') @88:45
            Assign(targets=('in_seq',)) @89:9
              .value:
                BinOp(op='<') @89:18
                  .lhs:
                    Name(id='rows') @89:18
                  .rhs:
                    Name(id='len_q') @89:25
            Store() @90:9
              .target:
                Index() @90:9
                  .value:
                    Name(id='o') @90:9
                  .subs:
                    Name(id='seq') @90:11
              .subs:
                Index() @90:16
                  .value:
                    Name(id='rows') @90:16
                  .subs:
                    FullSlice() @90:21
                    Const(value=None) @90:24
                Name(id='head') @90:31
                Index() @90:37
                  .value:
                    Call(kwargs=()) @90:37
                      .func:
                        Name(id='arange') @90:37
                      .args:
                        Name(id='D') @90:44
                  .subs:
                    Const(value=None) @90:47
                    FullSlice() @90:53
              .value:
                Call(kwargs=()) @90:59
                  .func:
                    Name(id='cast') @90:59
                  .args:
                    Name(id='out') @90:64
                    Name(id='DT') @90:69
              .mask:
                Index() @90:79
                  .value:
                    Name(id='in_seq') @90:79
                  .subs:
                    FullSlice() @90:86
                    Const(value=None) @90:89
            Store() @91:9
              .target:
                Index() @91:9
                  .value:
                    Name(id='lse') @91:9
                  .subs:
                    Name(id='seq') @91:13
              .subs:
                Name(id='rows') @91:18
                Name(id='head') @91:24
              .value:
                Name(id='row_lse') @91:32
              .mask:
                Name(id='in_seq') @91:46