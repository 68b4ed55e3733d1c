Module() @1:1
  .items:
    ConstDef(name='LOG2E') @12:1
      .value:
        Const(value=1.4426950408889634) @12:15
    ConstDef(name='NEG_INF') @13:1
      .value:
        Unary(op='-') @13:17
          .operand:
            Name(id='inf') @13:18
    KernelDef(name='jagged_attention_packed') @15:1
      .params:
        Param(name='q', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @16:9
          .dtype:
            Name(id='DT') @16:12
        Param(name='k', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @16:26
          .dtype:
            Name(id='DT') @16:29
        Param(name='v', kind='tensor', dims=('Tk', 'HKV', 'D'), offsets=None, default=None) @16:45
          .dtype:
            Name(id='DT') @16:48
        Param(name='o', kind='tensor', dims=('Tq', 'H', 'D'), offsets=None, default=None) @17:9
          .dtype:
            Name(id='DT') @17:12
        Param(name='lse', kind='tensor', dims=('Tq', 'H'), offsets=None, default=None) @17:26
          .dtype:
            Name(id='f32') @17:31
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @17:43
          .dtype:
            Name(id='i32') @17:49
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @17:59
          .dtype:
            Name(id='i32') @17:65
        Param(name='seg_q', kind='tensor', dims=('Tq',), offsets=None, default=None) @17:75
          .dtype:
            Name(id='i32') @17:82
        Param(name='seg_k', kind='tensor', dims=('Tk',), offsets=None, default=None) @17:91
          .dtype:
            Name(id='i32') @17:98
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @18:9
          .dtype:
            Name(id='f32') @18:19
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @18:24
          .dtype:
            Name(id='f32') @18:35
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @19:9
          .default:
            Name(id='f16') @19:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @19:26
          .default:
            Const(value=128) @19:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @19:42
          .default:
            Const(value=128) @19:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @19:64
          .default:
            Const(value=64) @19:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @19:85
          .default:
            Const(value=2) @19:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @20:9
          .default:
            Const(value=False) @20:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @20:32
          .default:
            Const(value='softmax') @20:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @20:56
          .default:
            Const(value=240) @20:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @20:75
          .default:
            Const(value=64) @20:89
      .body:
        Tiles() @21:5
          .dims:
            (
              ('m',)
              Call(kwargs=()) @21:16
                .func:
                  Name(id='range') @21:16
                .args:
                  Call(kwargs=()) @21:22
                    .func:
                      Name(id='cdiv') @21:22
                    .args:
                      Name(id='Tq') @21:27
                      Name(id='BLOCK_M') @21:31
            )
            (
              ('head',)
              Call(kwargs=()) @21:50
                .func:
                  Name(id='range') @21:50
                .args:
                  Name(id='H') @21:56
            )
          .options:
            Name(id='persistent') @21:59
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @22:5
          .cond:
            BinOp(op='==') @22:19
              .lhs:
                BinOp(op='%') @22:19
                  .lhs:
                    Name(id='BLOCK_M') @22:19
                  .rhs:
                    Name(id='WG_M') @22:29
              .rhs:
                Const(value=0) @22:37
        Assign(targets=('NWG',)) @23:5
          .value:
            BinOp(op='//') @23:11
              .lhs:
                Name(id='BLOCK_M') @23:11
              .rhs:
                Name(id='WG_M') @23:22
        SmemDecl(name='q_tile') @25:5
          .stages:
            BinOp(op='*') @25:17
              .lhs:
                Const(value=2) @25:17
              .rhs:
                BinOp(op='//') @25:22
                  .lhs:
                    Name(id='BLOCK_M') @25:22
                  .rhs:
                    Name(id='WG_M') @25:33
          .dtype:
            Name(id='DT') @25:41
          .shape:
            Name(id='WG_M') @25:44
            Name(id='D') @25:50
        SmemDecl(name='k_ring') @26:5
          .stages:
            Name(id='STAGES') @26:17
          .dtype:
            Name(id='DT') @26:26
          .shape:
            Name(id='BLOCK_N') @26:29
            Name(id='D') @26:38
        SmemDecl(name='v_ring') @27:5
          .stages:
            Name(id='STAGES') @27:17
          .dtype:
            Name(id='DT') @27:26
          .shape:
            Name(id='BLOCK_N') @27:29
            Name(id='D') @27:38
        BarrierDecl(name='q_ready', kwargs=()) @28:5
          .size:
            Const(value=2) @28:21
        BarrierDecl(name='q_free') @29:5
          .size:
            Const(value=2) @29:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @29:29
                .lhs:
                  Name(id='BLOCK_M') @29:29
                .rhs:
                  Name(id='WG_M') @29:40
            )
        BarrierDecl(name='k_ready', kwargs=()) @30:5
          .size:
            Name(id='STAGES') @30:21
        BarrierDecl(name='k_free') @31:5
          .size:
            Name(id='STAGES') @31:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @31:34
                .lhs:
                  Name(id='BLOCK_M') @31:34
                .rhs:
                  Name(id='WG_M') @31:45
            )
        BarrierDecl(name='v_ready', kwargs=()) @32:5
          .size:
            Name(id='STAGES') @32:21
        BarrierDecl(name='v_free') @33:5
          .size:
            Name(id='STAGES') @33:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @33:34
                .lhs:
                  Name(id='BLOCK_M') @33:34
                .rhs:
                  Name(id='WG_M') @33:45
            )
        Assign(targets=('first',)) @36:5
          .value:
            Index() @36:13
              .value:
                Name(id='seg_q') @36:13
              .subs:
                BinOp(op='*') @36:19
                  .lhs:
                    Name(id='m') @36:19
                  .rhs:
                    Name(id='BLOCK_M') @36:23
        Assign(targets=('last_seq',)) @37:5
          .value:
            Index() @37:16
              .value:
                Name(id='seg_q') @37:16
              .subs:
                BinOp(op='-') @37:22
                  .lhs:
                    Call(kwargs=()) @37:22
                      .func:
                        Name(id='minimum') @37:22
                      .args:
                        BinOp(op='*') @37:31
                          .lhs:
                            BinOp(op='+') @37:31
                              .lhs:
                                Name(id='m') @37:31
                              .rhs:
                                Const(value=1) @37:35
                          .rhs:
                            Name(id='BLOCK_M') @37:40
                        Name(id='Tq') @37:49
                  .rhs:
                    Const(value=1) @37:55
        Assign(targets=('n_lo',)) @38:5
          .value:
            BinOp(op='//') @38:12
              .lhs:
                Index() @38:12
                  .value:
                    Name(id='cu_k') @38:12
                  .subs:
                    Name(id='first') @38:17
              .rhs:
                Name(id='BLOCK_N') @38:27
        Assign(targets=('n_blocks',)) @39:5
          .value:
            Call(kwargs=()) @39:16
              .func:
                Name(id='maximum') @39:16
              .args:
                BinOp(op='-') @39:24
                  .lhs:
                    Call(kwargs=()) @39:24
                      .func:
                        Name(id='cdiv') @39:24
                      .args:
                        Index() @39:29
                          .value:
                            Name(id='cu_k') @39:29
                          .subs:
                            BinOp(op='+') @39:34
                              .lhs:
                                Name(id='last_seq') @39:34
                              .rhs:
                                Const(value=1) @39:45
                        Name(id='BLOCK_N') @39:49
                  .rhs:
                    Name(id='n_lo') @39:60
                Const(value=0) @39:66
        Assign(targets=('kv_head',)) @40:5
          .value:
            BinOp(op='//') @40:15
              .lhs:
                Name(id='head') @40:15
              .rhs:
                BinOp(op='//') @40:24
                  .lhs:
                    Name(id='H') @40:24
                  .rhs:
                    Name(id='HKV') @40:29
        Role(name='load', replica=None) @42:5
          .kwargs:
            (
              'warps'
              Const(value=1) @42:21
            )
            (
              'regs'
              Const(value=24) @42:29
            )
          .body:
            Assign(targets=('qs',)) @43:9
              .value:
                BinOp(op='%') @43:14
                  .lhs:
                    Name(id='tile_index') @43:14
                  .rhs:
                    Const(value=2) @43:27
            Wait(phase=None) @44:9
              .target:
                Index() @44:14
                  .value:
                    Name(id='q_free') @44:14
                  .subs:
                    Name(id='qs') @44:21
            Expect() @45:9
              .target:
                Index() @45:16
                  .value:
                    Name(id='q_ready') @45:16
                  .subs:
                    Name(id='qs') @45:24
              .nbytes:
                BinOp(op='*') @45:29
                  .lhs:
                    Name(id='NWG') @45:29
                  .rhs:
                    Call(kwargs=()) @45:35
                      .func:
                        Name(id='bytes') @45:35
                      .args:
                        Name(id='q_tile') @45:41
            For(var='i') @46:9
              .iter:
                Call(kwargs=()) @46:18
                  .func:
                    Name(id='static_range') @46:18
                  .args:
                    Name(id='NWG') @46:31
              .body:
                Tma() @47:13
                  .dst:
                    Index() @47:17
                      .value:
                        Name(id='q_tile') @47:17
                      .subs:
                        BinOp(op='+') @47:24
                          .lhs:
                            BinOp(op='*') @47:24
                              .lhs:
                                Name(id='qs') @47:24
                              .rhs:
                                Name(id='NWG') @47:29
                          .rhs:
                            Name(id='i') @47:35
                  .src:
                    Index() @47:41
                      .value:
                        Name(id='q') @47:41
                      .subs:
                        BinOp(op='+') @47:43
                          .lhs:
                            BinOp(op='*') @47:43
                              .lhs:
                                Name(id='NWG') @47:43
                              .rhs:
                                Name(id='m') @47:49
                          .rhs:
                            Name(id='i') @47:53
                        Name(id='head') @47:56
                  .signals:
                    Index() @47:70
                      .value:
                        Name(id='q_ready') @47:70
                      .subs:
                        Name(id='qs') @47:78
            Pipeline(var='n', slot='slot', ring='kv') @48:9
              .iter:
                Call(kwargs=()) @48:23
                  .func:
                    Name(id='range') @48:23
                  .args:
                    Name(id='n_blocks') @48:29
              .stages:
                Name(id='STAGES') @48:52
              .body:
                Wait(phase=None) @49:13
                  .target:
                    Index() @49:18
                      .value:
                        Name(id='k_free') @49:18
                      .subs:
                        Name(id='slot') @49:25
                Expect() @50:13
                  .target:
                    Index() @50:20
                      .value:
                        Name(id='k_ready') @50:20
                      .subs:
                        Name(id='slot') @50:28
                  .nbytes:
                    Call(kwargs=()) @50:35
                      .func:
                        Name(id='bytes') @50:35
                      .args:
                        Name(id='k_ring') @50:41
                Tma() @51:13
                  .dst:
                    Index() @51:17
                      .value:
                        Name(id='k_ring') @51:17
                      .subs:
                        Name(id='slot') @51:24
                  .src:
                    Index() @51:33
                      .value:
                        Name(id='k') @51:33
                      .subs:
                        BinOp(op='+') @51:35
                          .lhs:
                            Name(id='n_lo') @51:35
                          .rhs:
                            Name(id='n') @51:42
                        Name(id='kv_head') @51:45
                  .signals:
                    Index() @51:62
                      .value:
                        Name(id='k_ready') @51:62
                      .subs:
                        Name(id='slot') @51:70
                Wait(phase=None) @52:13
                  .target:
                    Index() @52:18
                      .value:
                        Name(id='v_free') @52:18
                      .subs:
                        Name(id='slot') @52:25
                Expect() @53:13
                  .target:
                    Index() @53:20
                      .value:
                        Name(id='v_ready') @53:20
                      .subs:
                        Name(id='slot') @53:28
                  .nbytes:
                    Call(kwargs=()) @53:35
                      .func:
                        Name(id='bytes') @53:35
                      .args:
                        Name(id='v_ring') @53:41
                Tma() @54:13
                  .dst:
                    Index() @54:17
                      .value:
                        Name(id='v_ring') @54:17
                      .subs:
                        Name(id='slot') @54:24
                  .src:
                    Index() @54:33
                      .value:
                        Name(id='v') @54:33
                      .subs:
                        BinOp(op='+') @54:35
                          .lhs:
                            Name(id='n_lo') @54:35
                          .rhs:
                            Name(id='n') @54:42
                        Name(id='kv_head') @54:45
                  .signals:
                    Index() @54:62
                      .value:
                        Name(id='v_ready') @54:62
                      .subs:
                        Name(id='slot') @54:70
        Role(name='compute', replica='wg') @56:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @56:29
            )
            (
              'regs'
              Name(id='REGS') @56:39
            )
          .body:
            Assign(targets=('qk_scale',)) @57:9
              .value:
                BinOp(op='*') @57:20
                  .lhs:
                    Name(id='sm_scale') @57:20
                  .rhs:
                    Name(id='LOG2E') @57:31
            Assign(targets=('rows',)) @58:9
              .value:
                BinOp(op='+') @58:16
                  .lhs:
                    BinOp(op='+') @58:16
                      .lhs:
                        BinOp(op='*') @58:16
                          .lhs:
                            Name(id='m') @58:16
                          .rhs:
                            Name(id='BLOCK_M') @58:20
                      .rhs:
                        BinOp(op='*') @58:30
                          .lhs:
                            Name(id='wg') @58:30
                          .rhs:
                            Name(id='WG_M') @58:35
                  .rhs:
                    Call(kwargs=()) @58:42
                      .func:
                        Name(id='arange') @58:42
                      .args:
                        Name(id='WG_M') @58:49
            Assign(targets=('in_q',)) @59:9
              .value:
                BinOp(op='<') @59:16
                  .lhs:
                    Name(id='rows') @59:16
                  .rhs:
                    Name(id='Tq') @59:23
            Assign(targets=('row_seq',)) @60:9
              .value:
                Call(kwargs=()) @60:19
                  .func:
                    Name(id='where') @60:19
                  .args:
                    Name(id='in_q') @60:25
                    Index() @60:31
                      .value:
                        Name(id='seg_q') @60:31
                      .subs:
                        Name(id='rows') @60:37
                    Unary(op='-') @60:44
                      .operand:
                        Const(value=2) @60:45
            Assign(targets=('row_end',)) @62:9
              .value:
                Index() @62:19
                  .value:
                    Name(id='cu_q') @62:19
                  .subs:
                    Call(kwargs=()) @62:24
                      .func:
                        Name(id='where') @62:24
                      .args:
                        Name(id='in_q') @62:30
                        BinOp(op='+') @62:36
                          .lhs:
                            Name(id='row_seq') @62:36
                          .rhs:
                            Const(value=1) @62:46
                        Const(value=0) @62:49
            Assign(targets=('m_i',)) @63:9
              .value:
                Call(kwargs=()) @63:15
                  .func:
                    Name(id='full') @63:15
                  .args:
                    ListLit() @63:20
                      .elts:
                        Name(id='WG_M') @63:21
                    Name(id='NEG_INF') @63:28
                    Name(id='f32') @63:37
            Assign(targets=('l_i',)) @64:9
              .value:
                Call(kwargs=()) @64:15
                  .func:
                    Name(id='zeros') @64:15
                  .args:
                    ListLit() @64:21
                      .elts:
                        Name(id='WG_M') @64:22
                    Name(id='f32') @64:29
            Assign(targets=('acc',)) @65:9
              .value:
                Call(kwargs=()) @65:15
                  .func:
                    Name(id='zeros') @65:15
                  .args:
                    ListLit() @65:21
                      .elts:
                        Name(id='WG_M') @65:22
                        Name(id='D') @65:28
                    Name(id='f32') @65:32
            Assign(targets=('qs',)) @66:9
              .value:
                BinOp(op='%') @66:14
                  .lhs:
                    Name(id='tile_index') @66:14
                  .rhs:
                    Const(value=2) @66:27
            Wait(phase=None) @67:9
              .target:
                Index() @67:14
                  .value:
                    Name(id='q_ready') @67:14
                  .subs:
                    Name(id='qs') @67:22
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
                        Name(id='k_ready') @69:18
                      .subs:
                        Name(id='slot') @69:26
                Assign(targets=('s',)) @70:13
                  .value:
                    Call(kwargs=()) @70:17
                      .func:
                        Name(id='mma_wait') @70:17
                      .args:
                        Call(kwargs=()) @70:26
                          .func:
                            Name(id='mma_async') @70:26
                          .args:
                            Index() @70:36
                              .value:
                                Name(id='q_tile') @70:36
                              .subs:
                                BinOp(op='+') @70:43
                                  .lhs:
                                    BinOp(op='*') @70:43
                                      .lhs:
                                        Name(id='qs') @70:43
                                      .rhs:
                                        Name(id='NWG') @70:48
                                  .rhs:
                                    Name(id='wg') @70:54
                            Attr(name='T') @70:59
                              .value:
                                Index() @70:59
                                  .value:
                                    Name(id='k_ring') @70:59
                                  .subs:
                                    Name(id='slot') @70:66
                Arrive(count=None) @71:13
                  .target:
                    Index() @71:20
                      .value:
                        Name(id='k_free') @71:20
                      .subs:
                        Name(id='slot') @71:27
                Assign(targets=('cols',)) @72:13
                  .value:
                    BinOp(op='+') @72:21
                      .lhs:
                        BinOp(op='*') @72:21
                          .lhs:
                            BinOp(op='+') @72:21
                              .lhs:
                                Name(id='n_lo') @72:21
                              .rhs:
                                Name(id='n') @72:28
                          .rhs:
                            Name(id='BLOCK_N') @72:33
                      .rhs:
                        Call(kwargs=()) @72:43
                          .func:
                            Name(id='arange') @72:43
                          .args:
                            Name(id='BLOCK_N') @72:50
                Assign(targets=('in_k',)) @73:13
                  .value:
                    BinOp(op='<') @73:20
                      .lhs:
                        Name(id='cols') @73:20
                      .rhs:
                        Name(id='Tk') @73:27
                Assign(targets=('col_seq',)) @74:13
                  .value:
                    Call(kwargs=()) @74:23
                      .func:
                        Name(id='where') @74:23
                      .args:
                        Name(id='in_k') @74:29
                        Index() @74:35
                          .value:
                            Name(id='seg_k') @74:35
                          .subs:
                            Name(id='cols') @74:41
                        Unary(op='-') @74:48
                          .operand:
                            Const(value=1) @74:49
                Assign(targets=('valid',)) @75:13
                  .value:
                    BinOp(op='==') @75:21
                      .lhs:
                        Index() @75:21
                          .value:
                            Name(id='row_seq') @75:21
                          .subs:
                            FullSlice() @75:29
                            Const(value=None) @75:32
                      .rhs:
                        Index() @75:41
                          .value:
                            Name(id='col_seq') @75:41
                          .subs:
                            Const(value=None) @75:49
                            FullSlice() @75:55
                If(orelse=()) @76:13
                  .cond:
                    Name(id='CAUSAL') @76:16
                  .body:
                    Assign(targets=('col_end',)) @77:17
                      .value:
                        Index() @77:27
                          .value:
                            Name(id='cu_k') @77:27
                          .subs:
                            Call(kwargs=()) @77:32
                              .func:
                                Name(id='where') @77:32
                              .args:
                                Name(id='in_k') @77:38
                                BinOp(op='+') @77:44
                                  .lhs:
                                    Name(id='col_seq') @77:44
                                  .rhs:
                                    Const(value=1) @77:54
                                Const(value=0) @77:57
                    Assign(targets=('valid',)) @78:17
                      .value:
                        BoolOp(op='and') @78:25
                          .values:
                            Name(id='valid') @78:25
                            BinOp(op='<=') @78:35
                              .lhs:
                                Index() @78:35
                                  .value:
                                    BinOp(op='-') @78:36
                                      .lhs:
                                        Name(id='cols') @78:36
                                      .rhs:
                                        Name(id='col_end') @78:43
                                  .subs:
                                    Const(value=None) @78:52
                                    FullSlice() @78:58
                              .rhs:
                                Index() @78:64
                                  .value:
                                    BinOp(op='-') @78:65
                                      .lhs:
                                        Name(id='rows') @78:65
                                      .rhs:
                                        Name(id='row_end') @78:72
                                  .subs:
                                    FullSlice() @78:81
                                    Const(value=None) @78:84
                If() @79:13
                  .cond:
                    BinOp(op='==') @79:16
                      .lhs:
                        Name(id='ACT') @79:16
                      .rhs:
                        Const(value='softmax') @79:23
                  .body:
                    Assign(targets=('s',)) @80:17
                      .value:
                        Call(kwargs=()) @80:21
                          .func:
                            Name(id='where') @80:21
                          .args:
                            Name(id='valid') @80:27
                            Name(id='s') @80:34
                            Name(id='NEG_INF') @80:37
                    Assign(targets=('m_new',)) @81:17
                      .value:
                        Call(kwargs=()) @81:25
                          .func:
                            Name(id='maximum') @81:25
                          .args:
                            Name(id='m_i') @81:33
                            BinOp(op='*') @81:38
                              .lhs:
                                Call() @81:38
                                  .func:
                                    Name(id='max') @81:38
                                  .args:
                                    Name(id='s') @81:42
                                  .kwargs:
                                    (
                                      'axis'
                                      Const(value=1) @81:50
                                    )
                              .rhs:
                                Name(id='qk_scale') @81:55
                    Assign(targets=('m_safe',)) @82:17
                      .value:
                        Call(kwargs=()) @82:26
                          .func:
                            Name(id='where') @82:26
                          .args:
                            BinOp(op='==') @82:32
                              .lhs:
                                Name(id='m_new') @82:32
                              .rhs:
                                Name(id='NEG_INF') @82:41
                            Const(value=0.0) @82:50
                            Name(id='m_new') @82:55
                    Assign(targets=('p',)) @83:17
                      .value:
                        Call(kwargs=()) @83:21
                          .func:
                            Name(id='exp2') @83:21
                          .args:
                            BinOp(op='-') @83:26
                              .lhs:
                                BinOp(op='*') @83:26
                                  .lhs:
                                    Name(id='s') @83:26
                                  .rhs:
                                    Name(id='qk_scale') @83:30
                              .rhs:
                                Index() @83:41
                                  .value:
                                    Name(id='m_safe') @83:41
                                  .subs:
                                    FullSlice() @83:48
                                    Const(value=None) @83:51
                    Assign(targets=('alpha',)) @84:17
                      .value:
                        Call(kwargs=()) @84:25
                          .func:
                            Name(id='exp2') @84:25
                          .args:
                            BinOp(op='-') @84:30
                              .lhs:
                                Name(id='m_i') @84:30
                              .rhs:
                                Name(id='m_safe') @84:36
                    Assign(targets=('l_i',)) @85:17
                      .value:
                        BinOp(op='+') @85:23
                          .lhs:
                            BinOp(op='*') @85:23
                              .lhs:
                                Name(id='l_i') @85:23
                              .rhs:
                                Name(id='alpha') @85:29
                          .rhs:
                            Call() @85:37
                              .func:
                                Name(id='sum') @85:37
                              .args:
                                Name(id='p') @85:41
                              .kwargs:
                                (
                                  'axis'
                                  Const(value=1) @85:49
                                )
                    Assign(targets=('m_i',)) @86:17
                      .value:
                        Name(id='m_new') @86:23
                    Assign(targets=('acc',)) @87:17
                      .value:
                        BinOp(op='*') @87:23
                          .lhs:
                            Name(id='acc') @87:23
                          .rhs:
                            Index() @87:29
                              .value:
                                Name(id='alpha') @87:29
                              .subs:
                                FullSlice() @87:35
                                Const(value=None) @87:38
                  .orelse:
                    StaticAssert(message='ACT is softmax or silu') @89:17
                      .cond:
                        BinOp(op='==') @89:31
                          .lhs:
                            Name(id='ACT') @89:31
                          .rhs:
                            Const(value='silu') @89:38
                    Assign(targets=('x',)) @90:17
                      .value:
                        BinOp(op='*') @90:21
                          .lhs:
                            Name(id='s') @90:21
                          .rhs:
                            BinOp(op='/') @90:26
                              .lhs:
                                Name(id='qk_scale') @90:26
                              .rhs:
                                Name(id='LOG2E') @90:37
                    Assign(targets=('p',)) @91:17
                      .value:
                        Call(kwargs=()) @91:21
                          .func:
                            Name(id='where') @91:21
                          .args:
                            Name(id='valid') @91:27
                            BinOp(op='*') @91:34
                              .lhs:
                                Name(id='x') @91:34
                              .rhs:
                                Call(kwargs=()) @91:38
                                  .func:
                                    Name(id='sigmoid') @91:38
                                  .args:
                                    Name(id='x') @91:46
                            Const(value=0.0) @91:50
                Wait(phase=None) @92:13
                  .target:
                    Index() @92:18
                      .value:
                        Name(id='v_ready') @92:18
                      .subs:
                        Name(id='slot') @92:26
                Assign(targets=('acc',)) @93:13
                  .value:
                    Call(kwargs=()) @93:19
                      .func:
                        Name(id='mma_wait') @93:19
                      .args:
                        Call(kwargs=()) @93:28
                          .func:
                            Name(id='mma_async') @93:28
                          .args:
                            Call(kwargs=()) @93:38
                              .func:
                                Name(id='cast') @93:38
                              .args:
                                Name(id='p') @93:43
                                Name(id='DT') @93:46
                            Index() @93:51
                              .value:
                                Name(id='v_ring') @93:51
                              .subs:
                                Name(id='slot') @93:58
                            Name(id='acc') @93:65
                Arrive(count=None) @94:13
                  .target:
                    Index() @94:20
                      .value:
                        Name(id='v_free') @94:20
                      .subs:
                        Name(id='slot') @94:27
            Arrive(count=None) @95:9
              .target:
                Index() @95:16
                  .value:
                    Name(id='q_free') @95:16
                  .subs:
                    Name(id='qs') @95:23
            If() @96:9
              .cond:
                BinOp(op='==') @96:12
                  .lhs:
                    Name(id='ACT') @96:12
                  .rhs:
                    Const(value='softmax') @96:19
              .body:
                Assign(targets=('seen',)) @97:13
                  .value:
                    BinOp(op='!=') @97:20
                      .lhs:
                        Name(id='l_i') @97:20
                      .rhs:
                        Const(value=0.0) @97:27
                Assign(targets=('out',)) @98:13
                  .value:
                    Call(kwargs=()) @98:19
                      .func:
                        Name(id='where') @98:19
                      .args:
                        Index() @98:25
                          .value:
                            Name(id='seen') @98:25
                          .subs:
                            FullSlice() @98:30
                            Const(value=None) @98:33
                        BinOp(op='/') @98:40
                          .lhs:
                            Name(id='acc') @98:40
                          .rhs:
                            Index() @98:46
                              .value:
                                Name(id='l_i') @98:46
                              .subs:
                                FullSlice() @98:50
                                Const(value=None) @98:53
                        Const(value=0.0) @98:60
                Assign(targets=('row_lse',)) @99:13
                  .value:
                    Call(kwargs=()) @99:23
                      .func:
                        Name(id='where') @99:23
                      .args:
                        Name(id='seen') @99:29
                        BinOp(op='/') @99:36
                          .lhs:
                            BinOp(op='+') @99:36
                              .lhs:
                                Name(id='m_i') @99:36
                              .rhs:
                                Call(kwargs=()) @99:42
                                  .func:
                                    Name(id='log2') @99:42
                                  .args:
                                    Name(id='l_i') @99:47
                          .rhs:
                            Name(id='LOG2E') @99:55
                        Unary(op='-') @99:62
                          .operand:
                            Name(id='NEG_INF') @99:63
              .orelse:
                Assign(targets=('out',)) @101:13
                  .value:
                    BinOp(op='*') @101:19
                      .lhs:
                        Name(id='acc') @101:19
                      .rhs:
                        Name(id='out_scale') @101:25
                Assign(targets=('row_lse',)) @102:13
                  .value:
                    Call(kwargs=()) @102:23
                      .func:
                        Name(id='zeros') @102:23
                      .args:
                        ListLit() @102:29
                          .elts:
                            Name(id='WG_M') @102:30
                        Name(id='f32') @102:37
            Store() @103:9
              .target:
                Name(id='o') @103:9
              .subs:
                Index() @103:11
                  .value:
                    Name(id='rows') @103:11
                  .subs:
                    FullSlice() @103:16
                    Const(value=None) @103:19
                Name(id='head') @103:26
                Index() @103:32
                  .value:
                    Call(kwargs=()) @103:32
                      .func:
                        Name(id='arange') @103:32
                      .args:
                        Name(id='D') @103:39
                  .subs:
                    Const(value=None) @103:42
                    FullSlice() @103:48
              .value:
                Call(kwargs=()) @103:54
                  .func:
                    Name(id='cast') @103:54
                  .args:
                    Name(id='out') @103:59
                    Name(id='DT') @103:64
              .mask:
                Index() @103:74
                  .value:
                    Name(id='in_q') @103:74
                  .subs:
                    FullSlice() @103:79
                    Const(value=None) @103:82
            Store() @104:9
              .target:
                Name(id='lse') @104:9
              .subs:
                Name(id='rows') @104:13
                Name(id='head') @104:19
              .value:
                Name(id='row_lse') @104:27
              .mask:
                Name(id='in_q') @104:41