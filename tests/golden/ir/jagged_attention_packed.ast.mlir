Module() @1:1
  .items:
    ConstDef(name='LOG2E') @16:1
      .value:
        Const(value=1.4426950408889634) @16:15
    ConstDef(name='NEG_INF') @17:1
      .value:
        Unary(op='-') @17:17
          .operand:
            Name(id='inf') @17:18
    KernelDef(name='jagged_attention_packed') @19:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @20:9
          .dtype:
            Name(id='DT') @20:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @20:26
          .dtype:
            Name(id='DT') @20:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @20:45
          .dtype:
            Name(id='DT') @20:48
        Param(name='o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @21:9
          .dtype:
            Name(id='DT') @21:12
        Param(name='lse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @21:26
          .dtype:
            Name(id='f32') @21:31
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @21:43
          .dtype:
            Name(id='i32') @21:49
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @21:59
          .dtype:
            Name(id='i32') @21:65
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @21:75
          .dtype:
            Name(id='i32') @21:82
        Param(name='seg_k', kind='tensor', dims=('Tk',), offsets=None, default=None) @21:91
          .dtype:
            Name(id='i32') @21:98
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @22:9
          .dtype:
            Name(id='f32') @22:19
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @22:24
          .dtype:
            Name(id='f32') @22:35
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @23:9
          .default:
            Name(id='f16') @23:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @23:26
          .default:
            Const(value=128) @23:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @23:42
          .default:
            Const(value=128) @23:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @23:64
          .default:
            Const(value=64) @23:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @23:85
          .default:
            Const(value=2) @23:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @24:9
          .default:
            Const(value=False) @24:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @24:32
          .default:
            Const(value='softmax') @24:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @24:56
          .default:
            Const(value=240) @24:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @24:75
          .default:
            Const(value=64) @24:89
      .body:
        Tiles() @25:5
          .dims:
            (
              ('m',)
              Call(kwargs=()) @25:16
                .func:
                  Name(id='range') @25:16
                .args:
                  Call(kwargs=()) @25:22
                    .func:
                      Name(id='cdiv') @25:22
                    .args:
                      Name(id='Tq') @25:27
                      Name(id='BLOCK_M') @25:31
            )
            (
              ('head',)
              Call(kwargs=()) @25:50
                .func:
                  Name(id='range') @25:50
                .args:
                  Name(id='H') @25:56
            )
          .options:
            Name(id='persistent') @25:59
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @26:5
          .cond:
            BinOp(op='==') @26:19
              .lhs:
                BinOp(op='%') @26:19
                  .lhs:
                    Name(id='BLOCK_M') @26:19
                  .rhs:
                    Name(id='WG_M') @26:29
              .rhs:
                Const(value=0) @26:37
        Assign(targets=('NWG',)) @27:5
          .value:
            BinOp(op='//') @27:11
              .lhs:
                Name(id='BLOCK_M') @27:11
              .rhs:
                Name(id='WG_M') @27:22
        SmemDecl(name='q_tile') @29:5
          .stages:
            BinOp(op='*') @29:17
              .lhs:
                Const(value=2) @29:17
              .rhs:
                BinOp(op='//') @29:22
                  .lhs:
                    Name(id='BLOCK_M') @29:22
                  .rhs:
                    Name(id='WG_M') @29:33
          .dtype:
            Name(id='DT') @29:41
          .shape:
            Name(id='WG_M') @29:44
            Name(id='D') @29:50
        SmemDecl(name='k_ring') @30:5
          .stages:
            Name(id='STAGES') @30:17
          .dtype:
            Name(id='DT') @30:26
          .shape:
            Name(id='BLOCK_N') @30:29
            Name(id='D') @30:38
        SmemDecl(name='v_ring') @31:5
          .stages:
            Name(id='STAGES') @31:17
          .dtype:
            Name(id='DT') @31:26
          .shape:
            Name(id='BLOCK_N') @31:29
            Name(id='D') @31:38
        BarrierDecl(name='q_ready', kwargs=()) @32:5
          .size:
            Const(value=2) @32:21
        BarrierDecl(name='q_free') @33:5
          .size:
            Const(value=2) @33:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @33:29
                .lhs:
                  Name(id='BLOCK_M') @33:29
                .rhs:
                  Name(id='WG_M') @33:40
            )
        BarrierDecl(name='k_ready', kwargs=()) @34:5
          .size:
            Name(id='STAGES') @34:21
        BarrierDecl(name='k_free') @35:5
          .size:
            Name(id='STAGES') @35:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @35:34
                .lhs:
                  Name(id='BLOCK_M') @35:34
                .rhs:
                  Name(id='WG_M') @35:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @36:5
          .size:
            Name(id='STAGES') @36:21
        BarrierDecl(name='v_free') @37:5
          .size:
            Name(id='STAGES') @37:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @37:34
                .lhs:
                  Name(id='BLOCK_M') @37:34
                .rhs:
                  Name(id='WG_M') @37:45
            )
        Assign(targets=('first',)) @40:5
          .value:
            Index() @40:13
              .value:
                Name(id='seg_q') @40:13
              .subs:
                BinOp(op='*') @40:19
                  .lhs:
                    Name(id='m') @40:19
                  .rhs:
                    Name(id='BLOCK_M') @40:23
        Assign(targets=('last_seq',)) @41:5
          .value:
            Index() @41:16
              .value:
                Name(id='seg_q') @41:16
              .subs:
                BinOp(op='-') @41:22
                  .lhs:
                    Call(kwargs=()) @41:22
                      .func:
                        Name(id='minimum') @41:22
                      .args:
                        BinOp(op='*') @41:31
                          .lhs:
                            BinOp(op='+') @41:31
                              .lhs:
                                Name(id='m') @41:31
                              .rhs:
                                Const(value=1) @41:35
                          .rhs:
                            Name(id='BLOCK_M') @41:40
                        Name(id='Tq') @41:49
                  .rhs:
                    Const(value=1) @41:55
        Assign(targets=('n_lo',)) @42:5
          .value:
            BinOp(op='//') @42:12
              .lhs:
                Index() @42:12
                  .value:
                    Name(id='cu_k') @42:12
                  .subs:
                    Name(id='first') @42:17
              .rhs:
                Name(id='BLOCK_N') @42:27
        Assign(targets=('n_blocks',)) @43:5
          .value:
            Call(kwargs=()) @43:16
              .func:
                Name(id='maximum') @43:16
              .args:
                BinOp(op='-') @43:24
                  .lhs:
                    Call(kwargs=()) @43:24
                      .func:
                        Name(id='cdiv') @43:24
                      .args:
                        Index() @43:29
                          .value:
                            Name(id='cu_k') @43:29
                          .subs:
                            BinOp(op='+') @43:34
                              .lhs:
                                Name(id='last_seq') @43:34
                              .rhs:
                                Const(value=1) @43:45
                        Name(id='BLOCK_N') @43:49
                  .rhs:
                    Name(id='n_lo') @43:60
                Const(value=0) @43:66
        Assign(targets=('kv_head',)) @44:5
          .value:
            BinOp(op='//') @44:15
              .lhs:
                Name(id='head') @44:15
              .rhs:
                BinOp(op='//') @44:24
                  .lhs:
                    Name(id='H') @44:24
                  .rhs:
                    Name(id='HKV') @44:29
        Role(name='load', replica=None) @46:5
          .kwargs:
            (
              'warps'
              Const(value=1) @46:21
            )
            (
              'regs'
              Const(value=24) @46:29
            )
          .body:
            Assign(targets=('qs',)) @47:9
              .value:
                BinOp(op='%') @47:14
                  .lhs:
                    Name(id='tile_index') @47:14
                  .rhs:
                    Const(value=2) @47:27
            Wait(phase=None) @48:9
              .target:
                Index() @48:14
                  .value:
                    Name(id='q_free') @48:14
                  .subs:
                    Name(id='qs') @48:21
            Expect() @49:9
              .target:
                Index() @49:16
                  .value:
                    Name(id='q_ready') @49:16
                  .subs:
                    Name(id='qs') @49:24
              .nbytes:
                BinOp(op='*') @49:29
                  .lhs:
                    Name(id='NWG') @49:29
                  .rhs:
                    Call(kwargs=()) @49:35
                      .func:
                        Name(id='bytes') @49:35
                      .args:
                        Name(id='q_tile') @49:41
            For(var='i') @50:9
              .iter:
                Call(kwargs=()) @50:18
                  .func:
                    Name(id='static_range') @50:18
                  .args:
                    Name(id='NWG') @50:31
              .body:
                Tma() @51:13
                  .dst:
                    Index() @51:17
                      .value:
                        Name(id='q_tile') @51:17
                      .subs:
                        BinOp(op='+') @51:24
                          .lhs:
                            BinOp(op='*') @51:24
                              .lhs:
                                Name(id='qs') @51:24
                              .rhs:
                                Name(id='NWG') @51:29
                          .rhs:
                            Name(id='i') @51:35
                  .src:
                    Index() @51:41
                      .value:
                        Name(id='q') @51:41
                      .subs:
                        BinOp(op='+') @51:43
                          .lhs:
                            BinOp(op='*') @51:43
                              .lhs:
                                Name(id='NWG') @51:43
                              .rhs:
                                Name(id='m') @51:49
                          .rhs:
                            Name(id='i') @51:53
                        Name(id='head') @51:56
                  .signals:
                    Index() @51:70
                      .value:
                        Name(id='q_ready') @51:70
                      .subs:
                        Name(id='qs') @51:78
            Pipeline(var='n', slot='slot', ring='kv') @52:9
              .iter:
                Call(kwargs=()) @52:23
                  .func:
                    Name(id='range') @52:23
                  .args:
                    Name(id='n_blocks') @52:29
              .stages:
                Name(id='STAGES') @52:52
              .body:
                Wait(phase=None) @53:13
                  .target:
                    Index() @53:18
                      .value:
                        Name(id='k_free') @53:18
                      .subs:
                        Name(id='slot') @53:25
                Expect() @54:13
                  .target:
                    Index() @54:20
                      .value:
                        Name(id='k_ready') @54:20
                      .subs:
                        Name(id='slot') @54:28
                  .nbytes:
                    Call(kwargs=()) @54:35
                      .func:
                        Name(id='bytes') @54:35
                      .args:
                        Name(id='k_ring') @54:41
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
                        BinOp(op='+') @55:35
                          .lhs:
                            Name(id='n_lo') @55:35
                          .rhs:
                            Name(id='n') @55:42
                        Name(id='kv_head') @55:45
                  .signals:
                    Index() @55:62
                      .value:
                        Name(id='k_ready') @55:62
                      .subs:
                        Name(id='slot') @55:70
                Wait(phase=None) @56:13
                  .target:
                    Index() @56:18
                      .value:
                        Name(id='v_free') @56:18
                      .subs:
                        Name(id='slot') @56:25
                Expect() @57:13
                  .target:
                    Index() @57:20
                      .value:
                        Name(id='v_ready') @57:20
                      .subs:
                        Name(id='slot') @57:28
                  .nbytes:
                    Call(kwargs=()) @57:35
                      .func:
                        Name(id='bytes') @57:35
                      .args:
                        Name(id='v_ring') @57:41
                Tma() @58:13
                  .dst:
                    Index() @58:17
                      .value:
                        Name(id='v_ring') @58:17
                      .subs:
                        Name(id='slot') @58:24
                  .src:
                    Index() @58:33
                      .value:
                        Name(id='v') @58:33
                      .subs:
                        BinOp(op='+') @58:35
                          .lhs:
                            Name(id='n_lo') @58:35
                          .rhs:
                            Name(id='n') @58:42
                        Name(id='kv_head') @58:45
                  .signals:
                    Index() @58:62
                      .value:
                        Name(id='v_ready') @58:62
                      .subs:
                        Name(id='slot') @58:70
        Role(name='compute', replica='wg') @60:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @60:29
            )
            (
              'regs'
              Name(id='REGS') @60:39
            )
          .body:
            Assign(targets=('qk_scale',)) @61:9
              .value:
                BinOp(op='*') @61:20
                  .lhs:
                    Name(id='sm_scale') @61:20
                  .rhs:
                    Name(id='LOG2E') @61:31
            Assign(targets=('rows',)) @62:9
              .value:
                BinOp(op='+') @62:16
                  .lhs:
                    BinOp(op='+') @62:16
                      .lhs:
                        BinOp(op='*') @62:16
                          .lhs:
                            Name(id='m') @62:16
                          .rhs:
                            Name(id='BLOCK_M') @62:20
                      .rhs:
                        BinOp(op='*') @62:30
                          .lhs:
                            Name(id='wg') @62:30
                          .rhs:
                            Name(id='WG_M') @62:35
                  .rhs:
                    Call(kwargs=()) @62:42
                      .func:
                        Name(id='arange') @62:42
                      .args:
                        Name(id='WG_M') @62:49
            Assign(targets=('in_q',)) @63:9
              .value:
                BinOp(op='<') @63:16
                  .lhs:
                    Name(id='rows') @63:16
                  .rhs:
                    Name(id='Tq') @63:23
            Assign(targets=('row_seq',)) @64:9
              .value:
                Call(kwargs=()) @64:19
                  .func:
                    Name(id='where') @64:19
                  .args:
                    Name(id='in_q') @64:25
                    Index() @64:31
                      .value:
                        Name(id='seg_q') @64:31
                      .subs:
                        Name(id='rows') @64:37
                    Unary(op='-') @64:44
                      .operand:
                        Const(value=2) @64:45
            Assign(targets=('row_end',)) @66:9
              .value:
                Index() @66:19
                  .value:
                    Name(id='cu_q') @66:19
                  .subs:
                    Call(kwargs=()) @66:24
                      .func:
                        Name(id='where') @66:24
                      .args:
                        Name(id='in_q') @66:30
                        BinOp(op='+') @66:36
                          .lhs:
                            Name(id='row_seq') @66:36
                          .rhs:
                            Const(value=1) @66:46
                        Const(value=0) @66:49
            Assign(targets=('m_i',)) @67:9
              .value:
                Call(kwargs=()) @67:15
                  .func:
                    Name(id='full') @67:15
                  .args:
                    ListLit() @67:20
                      .elts:
                        Name(id='WG_M') @67:21
                    Name(id='NEG_INF') @67:28
                    Name(id='f32') @67:37
            Assign(targets=('l_i',)) @68:9
              .value:
                Call(kwargs=()) @68:15
                  .func:
                    Name(id='zeros') @68:15
                  .args:
                    ListLit() @68:21
                      .elts:
                        Name(id='WG_M') @68:22
                    Name(id='f32') @68:29
            Assign(targets=('acc',)) @69:9
              .value:
                Call(kwargs=()) @69:15
                  .func:
                    Name(id='zeros') @69:15
                  .args:
                    ListLit() @69:21
                      .elts:
                        Name(id='WG_M') @69:22
                        Name(id='D') @69:28
                    Name(id='f32') @69:32
            Assign(targets=('qs',)) @70:9
              .value:
                BinOp(op='%') @70:14
                  .lhs:
                    Name(id='tile_index') @70:14
                  .rhs:
                    Const(value=2) @70:27
            Wait(phase=None) @71:9
              .target:
                Index() @71:14
                  .value:
                    Name(id='q_ready') @71:14
                  .subs:
                    Name(id='qs') @71:22
            Pipeline(var='n', slot='slot', ring='kv') @72:9
              .iter:
                Call(kwargs=()) @72:23
                  .func:
                    Name(id='range') @72:23
                  .args:
                    Name(id='n_blocks') @72:29
              .stages:
                Name(id='STAGES') @72:52
              .body:
                Wait(phase=None) @73:13
                  .target:
                    Index() @73:18
                      .value:
                        Name(id='k_ready') @73:18
                      .subs:
                        Name(id='slot') @73:26
                Assign(targets=('s',)) @74:13
                  .value:
                    Call(kwargs=()) @74:17
                      .func:
                        Name(id='mma_wait') @74:17
                      .args:
                        Call(kwargs=()) @74:26
                          .func:
                            Name(id='mma_async') @74:26
                          .args:
                            Index() @74:36
                              .value:
                                Name(id='q_tile') @74:36
                              .subs:
                                BinOp(op='+') @74:43
                                  .lhs:
                                    BinOp(op='*') @74:43
                                      .lhs:
                                        Name(id='qs') @74:43
                                      .rhs:
                                        Name(id='NWG') @74:48
                                  .rhs:
                                    Name(id='wg') @74:54
                            Attr(name='T') @74:59
                              .value:
                                Index() @74:59
                                  .value:
                                    Name(id='k_ring') @74:59
                                  .subs:
                                    Name(id='slot') @74:66
                Arrive(count=None) @75:13
                  .target:
                    Index() @75:20
                      .value:
                        Name(id='k_free') @75:20
                      .subs:
                        Name(id='slot') @75:27
                Assign(targets=('cols',)) @76:13
                  .value:
                    BinOp(op='+') @76:21
                      .lhs:
                        BinOp(op='*') @76:21
                          .lhs:
                            BinOp(op='+') @76:21
                              .lhs:
                                Name(id='n_lo') @76:21
                              .rhs:
                                Name(id='n') @76:28
                          .rhs:
                            Name(id='BLOCK_N') @76:33
                      .rhs:
                        Call(kwargs=()) @76:43
                          .func:
                            Name(id='arange') @76:43
                          .args:
                            Name(id='BLOCK_N') @76:50
                Assign(targets=('in_k',)) @77:13
                  .value:
                    BinOp(op='<') @77:20
                      .lhs:
                        Name(id='cols') @77:20
                      .rhs:
                        Name(id='Tk') @77:27
                Assign(targets=('col_seq',)) @78:13
                  .value:
                    Call(kwargs=()) @78:23
                      .func:
                        Name(id='where') @78:23
                      .args:
                        Name(id='in_k') @78:29
                        Index() @78:35
                          .value:
                            Name(id='seg_k') @78:35
                          .subs:
                            Name(id='cols') @78:41
                        Unary(op='-') @78:48
                          .operand:
                            Const(value=1) @78:49
                Assign(targets=('valid',)) @79:13
                  .value:
                    BinOp(op='==') @79:21
                      .lhs:
                        Index() @79:21
                          .value:
                            Name(id='row_seq') @79:21
                          .subs:
                            FullSlice() @79:29
                            Const(value=None) @79:32
                      .rhs:
                        Index() @79:41
                          .value:
                            Name(id='col_seq') @79:41
                          .subs:
                            Const(value=None) @79:49
                            FullSlice() @79:55
                If(orelse=()) @80:13
                  .cond:
                    Name(id='CAUSAL') @80:16
                  .body:
                    Assign(targets=('col_end',)) @81:17
                      .value:
                        Index() @81:27
                          .value:
                            Name(id='cu_k') @81:27
                          .subs:
                            Call(kwargs=()) @81:32
                              .func:
                                Name(id='where') @81:32
                              .args:
                                Name(id='in_k') @81:38
                                BinOp(op='+') @81:44
                                  .lhs:
                                    Name(id='col_seq') @81:44
                                  .rhs:
                                    Const(value=1) @81:54
                                Const(value=0) @81:57
                    Assign(targets=('valid',)) @82:17
                      .value:
                        BoolOp(op='and') @82:25
                          .values:
                            Name(id='valid') @82:25
                            BinOp(op='<=') @82:35
                              .lhs:
                                Index() @82:35
                                  .value:
                                    BinOp(op='-') @82:36
                                      .lhs:
                                        Name(id='cols') @82:36
                                      .rhs:
                                        Name(id='col_end') @82:43
                                  .subs:
                                    Const(value=None) @82:52
                                    FullSlice() @82:58
                              .rhs:
                                Index() @82:64
                                  .value:
                                    BinOp(op='-') @82:65
                                      .lhs:
                                        Name(id='rows') @82:65
                                      .rhs:
                                        Name(id='row_end') @82:72
                                  .subs:
                                    FullSlice() @82:81
                                    Const(value=None) @82:84
                If() @83:13
                  .cond:
                    BinOp(op='==') @83:16
                      .lhs:
                        Name(id='ACT') @83:16
                      .rhs:
                        Const(value='softmax') @83:23
                  .body:
                    Assign(targets=('s',)) @84:17
                      .value:
                        Call(kwargs=()) @84:21
                          .func:
                            Name(id='where') @84:21
                          .args:
                            Name(id='valid') @84:27
                            Name(id='s') @84:34
                            Name(id='NEG_INF') @84:37
                    Assign(targets=('m_new',)) @85:17
                      .value:
                        Call(kwargs=()) @85:25
                          .func:
                            Name(id='maximum') @85:25
                          .args:
                            Name(id='m_i') @85:33
                            BinOp(op='*') @85:38
                              .lhs:
                                Call() @85:38
                                  .func:
                                    Name(id='max') @85:38
                                  .args:
                                    Name(id='s') @85:42
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=1) @85:50
                                    )
                              .rhs:
                                Name(id='qk_scale') @85:55
                    Assign(targets=('m_safe',)) @86:17
                      .value:
                        Call(kwargs=()) @86:26
                          .func:
                            Name(id='where') @86:26
                          .args:
                            BinOp(op='==') @86:32
                              .lhs:
                                Name(id='m_new') @86:32
                              .rhs:
                                Name(id='NEG_INF') @86:41
                            Const(value=0.0) @86:50
                            Name(id='m_new') @86:55
                    Assign(targets=('p',)) @87:17
                      .value:
                        Call(kwargs=()) @87:21
                          .func:
                            Name(id='exp2') @87:21
                          .args:
                            BinOp(op='-') @87:26
                              .lhs:
                                BinOp(op='*') @87:26
                                  .lhs:
                                    Name(id='s') @87:26
                                  .rhs:
                                    Name(id='qk_scale') @87:30
                              .rhs:
                                Index() @87:41
                                  .value:
                                    Name(id='m_safe') @87:41
                                  .subs:
                                    FullSlice() @87:48
                                    Const(value=None) @87:51
                    Assign(targets=('alpha',)) @88:17
                      .value:
                        Call(kwargs=()) @88:25
                          .func:
                            Name(id='exp2') @88:25
                          .args:
                            BinOp(op='-') @88:30
                              .lhs:
                                Name(id='m_i') @88:30
                              .rhs:
                                Name(id='m_safe') @88:36
                    Assign(targets=('l_i',)) @89:17
                      .value:
                        BinOp(op='+') @89:23
                          .lhs:
                            BinOp(op='*') @89:23
                              .lhs:
                                Name(id='l_i') @89:23
                              .rhs:
                                Name(id='alpha') @89:29
                          .rhs:
                            Call() @89:37
                              .func:
                                Name(id='sum') @89:37
                              .args:
                                Name(id='p') @89:41
                              .kwargs:
                                (
                                  'axis'
                                  Const(value=1) @89:49
                                )
                    Assign(targets=('m_i',)) @90:17
                      .value:
                        Name(id='m_new') @90:23
                    Assign(targets=('acc',)) @91:17
                      .value:
                        BinOp(op='*') @91:23
                          .lhs:
                            Name(id='acc') @91:23
                          .rhs:
                            Index() @91:29
                              .value:
                                Name(id='alpha') @91:29
                              .subs:
                                FullSlice() @91:35
                                Const(value=None) @91:38
                  .orelse:
                    StaticAssert(message='ACT is softmax or silu') @93:17
                      .cond:
                        BinOp(op='==') @93:31
                          .lhs:
                            Name(id='ACT') @93:31
                          .rhs:
                            Const(value='silu') @93:38
                    Assign(targets=('x',)) @94:17
                      .value:
                        BinOp(op='*') @94:21
                          .lhs:
                            Name(id='s') @94:21
                          .rhs:
                            BinOp(op='/') @94:26
                              .lhs:
                                Name(id='qk_scale') @94:26
                              .rhs:
                                Name(id='LOG2E') @94:37
                    Assign(targets=('p',)) @95:17
                      .value:
                        Call(kwargs=()) @95:21
                          .func:
                            Name(id='where') @95:21
                          .args:
                            Name(id='valid') @95:27
                            BinOp(op='*') @95:34
                              .lhs:
                                Name(id='x') @95:34
                              .rhs:
                                Call(kwargs=()) @95:38
                                  .func:
                                    Name(id='sigmoid') @95:38
                                  .args:
                                    Name(id='x') @95:46
                            Const(value=0.0) @95:50
                Wait(phase=None) @96:13
                  .target:
                    Index() @96:18
                      .value:
                        Name(id='v_ready') @96:18
                      .subs:
                        Name(id='slot') @96:26
                Assign(targets=('acc',)) @97:13
                  .value:
                    Call(kwargs=()) @97:19
                      .func:
                        Name(id='mma_wait') @97:19
                      .args:
                        Call(kwargs=()) @97:28
                          .func:
                            Name(id='mma_async') @97:28
                          .args:
                            Call(kwargs=()) @97:38
                              .func:
                                Name(id='cast') @97:38
                              .args:
                                Name(id='p') @97:43
                                Name(id='DT') @97:46
                            Index() @97:51
                              .value:
                                Name(id='v_ring') @97:51
                              .subs:
                                Name(id='slot') @97:58
                            Name(id='acc') @97:65
                Arrive(count=None) @98:13
                  .target:
                    Index() @98:20
                      .value:
                        Name(id='v_free') @98:20
                      .subs:
                        Name(id='slot') @98:27
            Arrive(count=None) @99:9
              .target:
                Index() @99:16
                  .value:
                    Name(id='q_free') @99:16
                  .subs:
                    Name(id='qs') @99:23
            If() @100:9
              .cond:
                BinOp(op='==') @100:12
                  .lhs:
                    Name(id='ACT') @100:12
                  .rhs:
                    Const(value='softmax') @100:19
              .body:
                Assign(targets=('seen',)) @101:13
                  .value:
                    BinOp(op='!=') @101:20
                      .lhs:
                        Name(id='l_i') @101:20
                      .rhs:
                        Const(value=0.0) @101:27
                Assign(targets=('out',)) @102:13
                  .value:
                    Call(kwargs=()) @102:19
                      .func:
                        Name(id='where') @102:19
                      .args:
                        Index() @102:25
                          .value:
                            Name(id='seen') @102:25
                          .subs:
                            FullSlice() @102:30
                            Const(value=None) @102:33
                        BinOp(op='/') @102:40
                          .lhs:
                            Name(id='acc') @102:40
                          .rhs:
                            Index() @102:46
                              .value:
                                Name(id='l_i') @102:46
                              .subs:
                                FullSlice() @102:50
                                Const(value=None) @102:53
                        Const(value=0.0) @102:60
                Assign(targets=('row_lse',)) @103:13
                  .value:
                    Call(kwargs=()) @103:23
                      .func:
                        Name(id='where') @103:23
                      .args:
                        Name(id='seen') @103:29
                        BinOp(op='/') @103:36
                          .lhs:
                            BinOp(op='+') @103:36
                              .lhs:
                                Name(id='m_i') @103:36
                              .rhs:
                                Call(kwargs=()) @103:42
                                  .func:
                                    Name(id='log2') @103:42
                                  .args:
                                    Name(id='l_i') @103:47
                          .rhs:
                            Name(id='LOG2E') @103:55
                        Unary(op='-') @103:62
                          .operand:
                            Name(id='NEG_INF') @103:63
              .orelse:
                Assign(targets=('out',)) @105:13
                  .value:
                    BinOp(op='*') @105:19
                      .lhs:
                        Name(id='acc') @105:19
                      .rhs:
                        Name(id='out_scale') @105:25
                Assign(targets=('row_lse',)) @106:13
                  .value:
                    Call(kwargs=()) @106:23
                      .func:
                        Name(id='zeros') @106:23
                      .args:
                        ListLit() @106:29
                          .elts:
                            Name(id='WG_M') @106:30
                        Name(id='f32') @106:37
            Store() @107:9
              .target:
                Name(id='o') @107:9
              .subs:
                Index() @107:11
                  .value:
                    Name(id='rows') @107:11
                  .subs:
                    FullSlice() @107:16
                    Const(value=None) @107:19
                Name(id='head') @107:26
                Index() @107:32
                  .value:
                    Call(kwargs=()) @107:32
                      .func:
                        Name(id='arange') @107:32
                      .args:
                        Name(id='D') @107:39
                  .subs:
                    Const(value=None) @107:42
                    FullSlice() @107:48
              .value:
                Call(kwargs=()) @107:54
                  .func:
                    Name(id='cast') @107:54
                  .args:
                    Name(id='out') @107:59
                    Name(id='DT') @107:64
              .mask:
                Index() @107:74
                  .value:
                    Name(id='in_q') @107:74
                  .subs:
                    FullSlice() @107:79
                    Const(value=None) @107:82
            Store() @108:9
              .target:
                Name(id='lse') @108:9
              .subs:
                Name(id='rows') @108:13
                Name(id='head') @108:19
              .value:
                Name(id='row_lse') @108:27
              .mask:
                Name(id='in_q') @108:41