Module() @1:1
  .items:
    ConstDef(name='LOG2E') @17:1
      .value:
        Const(value=1.4426950408889634) @17:15
    ConstDef(name='NEG_INF') @18:1
      .value:
        Unary(op='-') @18:17
          .operand:
            Name(id='inf') @18:18
    FuncDef(name='mask_scores', params=('s', 'edge', 'qpos', 'kpos', 'len_q', 'len_k', 'CAUSAL', 'fill')) @24:1
      .body:
        If(orelse=()) @25:5
          .cond:
            Name(id='edge') @25:8
          .body:
            Assign(targets=('valid',)) @26:9
              .value:
                BoolOp(op='and') @26:17
                  .values:
                    BinOp(op='<') @26:17
                      .lhs:
                        Name(id='qpos') @26:17
                      .rhs:
                        Name(id='len_q') @26:24
                    BinOp(op='<') @26:34
                      .lhs:
                        Name(id='kpos') @26:34
                      .rhs:
                        Name(id='len_k') @26:41
            If(orelse=()) @27:9
              .cond:
                Name(id='CAUSAL') @27:12
              .body:
                Assign(targets=('valid',)) @28:13
                  .value:
                    BoolOp(op='and') @28:21
                      .values:
                        Name(id='valid') @28:21
                        BinOp(op='<=') @28:31
                          .lhs:
                            Name(id='kpos') @28:31
                          .rhs:
                            BinOp(op='+') @28:39
                              .lhs:
                                Name(id='qpos') @28:39
                              .rhs:
                                BinOp(op='-') @28:47
                                  .lhs:
                                    Name(id='len_k') @28:47
                                  .rhs:
                                    Name(id='len_q') @28:55
            Assign(targets=('s',)) @29:9
              .value:
                Call(kwargs=()) @29:13
                  .func:
                    Name(id='where') @29:13
                  .args:
                    Name(id='valid') @29:19
                    Name(id='s') @29:26
                    Name(id='fill') @29:29
        Return() @30:5
          .values:
            Name(id='s') @30:12
    FuncDef(name='probs', params=('s', 'edge', 'qpos', 'kpos', 'len_q', 'len_k', 'lse2', 'qk_scale', 'sm_scale', 'CAUSAL', 'ACT')) @36:1
      .body:
        If(orelse=()) @37:5
          .cond:
            BinOp(op='==') @37:8
              .lhs:
                Name(id='ACT') @37:8
              .rhs:
                Const(value='softmax') @37:15
          .body:
            Assign(targets=('s',)) @38:9
              .value:
                Call(kwargs=()) @38:13
                  .func:
                    Name(id='mask_scores') @38:13
                  .args:
                    Name(id='s') @38:25
                    Name(id='edge') @38:28
                    Name(id='qpos') @38:34
                    Name(id='kpos') @38:40
                    Name(id='len_q') @38:46
                    Name(id='len_k') @38:53
                    Name(id='CAUSAL') @38:60
                    Name(id='NEG_INF') @38:68
            Assign(targets=('p',)) @39:9
              .value:
                Call(kwargs=()) @39:13
                  .func:
                    Name(id='exp2') @39:13
                  .args:
                    BinOp(op='-') @39:18
                      .lhs:
                        BinOp(op='*') @39:18
                          .lhs:
                            Name(id='s') @39:18
                          .rhs:
                            Name(id='qk_scale') @39:22
                      .rhs:
                        Name(id='lse2') @39:33
            Return() @40:9
              .values:
                Name(id='p') @40:16
                Name(id='p') @40:19
        StaticAssert(message='ACT is softmax or silu') @41:5
          .cond:
            BinOp(op='==') @41:19
              .lhs:
                Name(id='ACT') @41:19
              .rhs:
                Const(value='silu') @41:26
        Assign(targets=('x',)) @42:5
          .value:
            BinOp(op='*') @42:9
              .lhs:
                Name(id='s') @42:9
              .rhs:
                Name(id='sm_scale') @42:13
        Assign(targets=('sg',)) @43:5
          .value:
            Call(kwargs=()) @43:10
              .func:
                Name(id='sigmoid') @43:10
              .args:
                Name(id='x') @43:18
        Assign(targets=('p',)) @44:5
          .value:
            Call(kwargs=()) @44:9
              .func:
                Name(id='mask_scores') @44:9
              .args:
                BinOp(op='*') @44:21
                  .lhs:
                    Name(id='x') @44:21
                  .rhs:
                    Name(id='sg') @44:25
                Name(id='edge') @44:29
                Name(id='qpos') @44:35
                Name(id='kpos') @44:41
                Name(id='len_q') @44:47
                Name(id='len_k') @44:54
                Name(id='CAUSAL') @44:61
                Const(value=0.0) @44:69
        Assign(targets=('dact',)) @45:5
          .value:
            Call(kwargs=()) @45:12
              .func:
                Name(id='mask_scores') @45:12
              .args:
                BinOp(op='*') @45:24
                  .lhs:
                    Name(id='sg') @45:24
                  .rhs:
                    BinOp(op='+') @45:30
                      .lhs:
                        Const(value=1.0) @45:30
                      .rhs:
                        BinOp(op='*') @45:36
                          .lhs:
                            Name(id='x') @45:36
                          .rhs:
                            BinOp(op='-') @45:41
                              .lhs:
                                Const(value=1.0) @45:41
                              .rhs:
                                Name(id='sg') @45:47
                Name(id='edge') @45:53
                Name(id='qpos') @45:59
                Name(id='kpos') @45:65
                Name(id='len_q') @45:71
                Name(id='len_k') @45:78
                Name(id='CAUSAL') @45:85
                Const(value=0.0) @45:93
        Return() @46:5
          .values:
            Name(id='p') @46:12
            Name(id='dact') @46:15
    FuncDef(name='dscores', params=('p', 'dact', 'dp', 'dlt', 'ACT')) @48:1
      .body:
        If(orelse=()) @49:5
          .cond:
            BinOp(op='==') @49:8
              .lhs:
                Name(id='ACT') @49:8
              .rhs:
                Const(value='softmax') @49:15
          .body:
            Return() @50:9
              .values:
                BinOp(op='*') @50:16
                  .lhs:
                    Name(id='p') @50:16
                  .rhs:
                    BinOp(op='-') @50:21
                      .lhs:
                        Name(id='dp') @50:21
                      .rhs:
                        Name(id='dlt') @50:26
        Return() @51:5
          .values:
            BinOp(op='*') @51:12
              .lhs:
                Name(id='dp') @51:12
              .rhs:
                Name(id='dact') @51:17
    KernelDef(name='attn_bwd_fused') @14:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @15:9
          .dtype:
            Name(id='DT') @15:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @15:41
          .dtype:
            Name(id='DT') @15:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @15:75
          .dtype:
            Name(id='DT') @15:85
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @16:9
          .dtype:
            Name(id='DT') @16:21
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @16:43
          .dtype:
            Name(id='f32') @16:55
        Param(name='delta', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @16:75
          .dtype:
            Name(id='f32') @16:89
        Param(name='dq_acc', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @17:9
          .dtype:
            Name(id='f32') @17:24
        Param(name='dk', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @17:47
          .dtype:
            Name(id='DT') @17:58
        Param(name='dv', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @17:82
          .dtype:
            Name(id='DT') @17:93
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @18:9
          .dtype:
            Name(id='i32') @18:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @18:25
          .dtype:
            Name(id='i32') @18:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @18:41
          .dtype:
            Name(id='f32') @18:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @18:56
          .dtype:
            Name(id='f32') @18:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @19:9
          .default:
            Name(id='f16') @19:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @19:26
          .default:
            Const(value=128) @19:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @19:42
          .default:
            Const(value=64) @19:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @19:63
          .default:
            Const(value=128) @19:80
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
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @20:75
          .default:
            Const(value=64) @20:89
      .body:
        Tiles() @21:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @21:22
                .func:
                  Name(id='blocks') @21:22
                .args:
                  Name(id='k') @21:29
                  Name(id='BLOCK_N') @21:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @21:49
                .func:
                  Name(id='range') @21:49
                .args:
                  Name(id='HKV') @21:55
            )
          .options:
            Name(id='persistent') @21:60
            Name(id='longest_first') @21:71
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @22:5
          .cond:
            BinOp(op='==') @22:19
              .lhs:
                BinOp(op='%') @22:19
                  .lhs:
                    Name(id='BLOCK_N') @22:19
                  .rhs:
                    Name(id='WG_N') @22:29
              .rhs:
                Const(value=0) @22:37
        Assign(targets=('NWG',)) @23:5
          .value:
            BinOp(op='//') @23:11
              .lhs:
                Name(id='BLOCK_N') @23:11
              .rhs:
                Name(id='WG_N') @23:22
        SmemDecl(name='k_tile') @26:5
          .stages:
            BinOp(op='*') @26:17
              .lhs:
                Const(value=2) @26:17
              .rhs:
                BinOp(op='//') @26:22
                  .lhs:
                    Name(id='BLOCK_N') @26:22
                  .rhs:
                    Name(id='WG_N') @26:33
          .dtype:
            Name(id='DT') @26:41
          .shape:
            Name(id='WG_N') @26:44
            Name(id='D') @26:50
        SmemDecl(name='v_tile') @27:5
          .stages:
            BinOp(op='*') @27:17
              .lhs:
                Const(value=2) @27:17
              .rhs:
                BinOp(op='//') @27:22
                  .lhs:
                    Name(id='BLOCK_N') @27:22
                  .rhs:
                    Name(id='WG_N') @27:33
          .dtype:
            Name(id='DT') @27:41
          .shape:
            Name(id='WG_N') @27:44
            Name(id='D') @27:50
        SmemDecl(name='q_ring') @28:5
          .stages:
            Name(id='STAGES') @28:17
          .dtype:
            Name(id='DT') @28:26
          .shape:
            Name(id='BLOCK_M') @28:29
            Name(id='D') @28:38
        SmemDecl(name='do_ring') @29:5
          .stages:
            Name(id='STAGES') @29:18
          .dtype:
            Name(id='DT') @29:27
          .shape:
            Name(id='BLOCK_M') @29:30
            Name(id='D') @29:39
        BarrierDecl(name='kv_ready', kwargs=()) @30:5
          .size:
            Const(value=2) @30:22
        BarrierDecl(name='kv_free') @31:5
          .size:
            Const(value=2) @31:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @31:30
                .lhs:
                  Name(id='BLOCK_N') @31:30
                .rhs:
                  Name(id='WG_N') @31:41
            )
        BarrierDecl(name='qd_ready', kwargs=()) @32:5
          .size:
            Name(id='STAGES') @32:22
        BarrierDecl(name='qd_free') @33:5
          .size:
            Name(id='STAGES') @33:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @33:35
                .lhs:
                  Name(id='BLOCK_N') @33:35
                .rhs:
                  Name(id='WG_N') @33:46
            )
        Assign(targets=('len_q',)) @35:5
          .value:
            Attr(name='len') @35:13
              .value:
                Index() @35:13
                  .value:
                    Name(id='q') @35:13
                  .subs:
                    Name(id='seq') @35:15
        Assign(targets=('len_k',)) @36:5
          .value:
            Attr(name='len') @36:13
              .value:
                Index() @36:13
                  .value:
                    Name(id='k') @36:13
                  .subs:
                    Name(id='seq') @36:15
        Assign(targets=('n',)) @38:5
          .value:
            Name(id='nt') @38:9
        If(orelse=()) @39:5
          .cond:
            Name(id='CAUSAL') @39:8
          .body:
            Assign(targets=('n',)) @40:9
              .value:
                BinOp(op='-') @40:13
                  .lhs:
                    BinOp(op='-') @40:13
                      .lhs:
                        Call(kwargs=()) @40:13
                          .func:
                            Name(id='cdiv') @40:13
                          .args:
                            Name(id='len_k') @40:18
                            Name(id='BLOCK_N') @40:25
                      .rhs:
                        Const(value=1) @40:36
                  .rhs:
                    Name(id='nt') @40:40
        Assign(targets=('group',)) @41:5
          .value:
            BinOp(op='//') @41:13
              .lhs:
                Name(id='H') @41:13
              .rhs:
                Name(id='HKV') @41:18
        Assign(targets=('m_lo',)) @43:5
          .value:
            Const(value=0) @43:12
        If(orelse=()) @44:5
          .cond:
            Name(id='CAUSAL') @44:8
          .body:
            Assign(targets=('m_lo',)) @45:9
              .value:
                BinOp(op='//') @45:16
                  .lhs:
                    Call(kwargs=()) @45:16
                      .func:
                        Name(id='maximum') @45:16
                      .args:
                        BinOp(op='-') @45:24
                          .lhs:
                            BinOp(op='*') @45:24
                              .lhs:
                                Name(id='n') @45:24
                              .rhs:
                                Name(id='BLOCK_N') @45:28
                          .rhs:
                            BinOp(op='-') @45:39
                              .lhs:
                                Name(id='len_k') @45:39
                              .rhs:
                                Name(id='len_q') @45:47
                        Const(value=0) @45:55
                  .rhs:
                    Name(id='BLOCK_M') @45:61
        Assign(targets=('n_m',)) @46:5
          .value:
            Call(kwargs=()) @46:11
              .func:
                Name(id='maximum') @46:11
              .args:
                BinOp(op='-') @46:19
                  .lhs:
                    Call(kwargs=()) @46:19
                      .func:
                        Name(id='cdiv') @46:19
                      .args:
                        Name(id='len_q') @46:24
                        Name(id='BLOCK_M') @46:31
                  .rhs:
                    Name(id='m_lo') @46:42
                Const(value=0) @46:48
        Assign(targets=('steps',)) @47:5
          .value:
            BinOp(op='*') @47:13
              .lhs:
                Name(id='group') @47:13
              .rhs:
                Name(id='n_m') @47:21
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
            Assign(targets=('ks',)) @50:9
              .value:
                BinOp(op='%') @50:14
                  .lhs:
                    Name(id='tile_index') @50:14
                  .rhs:
                    Const(value=2) @50:27
            Wait(phase=None) @51:9
              .target:
                Index() @51:14
                  .value:
                    Name(id='kv_free') @51:14
                  .subs:
                    Name(id='ks') @51:22
            Expect() @52:9
              .target:
                Index() @52:16
                  .value:
                    Name(id='kv_ready') @52:16
                  .subs:
                    Name(id='ks') @52:25
              .nbytes:
                BinOp(op='*') @52:30
                  .lhs:
                    BinOp(op='*') @52:30
                      .lhs:
                        Const(value=2) @52:30
                      .rhs:
                        Name(id='NWG') @52:34
                  .rhs:
                    Call(kwargs=()) @52:40
                      .func:
                        Name(id='bytes') @52:40
                      .args:
                        Name(id='k_tile') @52:46
            For(var='i') @53:9
              .iter:
                Call(kwargs=()) @53:18
                  .func:
                    Name(id='static_range') @53:18
                  .args:
                    Name(id='NWG') @53:31
              .body:
                Tma() @54:13
                  .dst:
                    Index() @54:17
                      .value:
                        Name(id='k_tile') @54:17
                      .subs:
                        BinOp(op='+') @54:24
                          .lhs:
                            BinOp(op='*') @54:24
                              .lhs:
                                Name(id='ks') @54:24
                              .rhs:
                                Name(id='NWG') @54:29
                          .rhs:
                            Name(id='i') @54:35
                  .src:
                    Index() @54:41
                      .value:
                        Name(id='k') @54:41
                      .subs:
                        Name(id='seq') @54:43
                        BinOp(op='+') @54:48
                          .lhs:
                            BinOp(op='*') @54:48
                              .lhs:
                                Name(id='NWG') @54:48
                              .rhs:
                                Name(id='n') @54:54
                          .rhs:
                            Name(id='i') @54:58
                        Name(id='kvh') @54:61
                  .signals:
                    Index() @54:74
                      .value:
                        Name(id='kv_ready') @54:74
                      .subs:
                        Name(id='ks') @54:83
                Tma() @55:13
                  .dst:
                    Index() @55:17
                      .value:
                        Name(id='v_tile') @55:17
                      .subs:
                        BinOp(op='+') @55:24
                          .lhs:
                            BinOp(op='*') @55:24
                              .lhs:
                                Name(id='ks') @55:24
                              .rhs:
                                Name(id='NWG') @55:29
                          .rhs:
                            Name(id='i') @55:35
                  .src:
                    Index() @55:41
                      .value:
                        Name(id='v') @55:41
                      .subs:
                        Name(id='seq') @55:43
                        BinOp(op='+') @55:48
                          .lhs:
                            BinOp(op='*') @55:48
                              .lhs:
                                Name(id='NWG') @55:48
                              .rhs:
                                Name(id='n') @55:54
                          .rhs:
                            Name(id='i') @55:58
                        Name(id='kvh') @55:61
                  .signals:
                    Index() @55:74
                      .value:
                        Name(id='kv_ready') @55:74
                      .subs:
                        Name(id='ks') @55:83
            Pipeline(var='j', slot='slot', ring='qd') @56:9
              .iter:
                Call(kwargs=()) @56:23
                  .func:
                    Name(id='range') @56:23
                  .args:
                    Name(id='steps') @56:29
              .stages:
                Name(id='STAGES') @56:49
              .body:
                Assign(targets=('head',)) @57:13
                  .value:
                    BinOp(op='+') @57:20
                      .lhs:
                        BinOp(op='*') @57:20
                          .lhs:
                            Name(id='kvh') @57:20
                          .rhs:
                            Name(id='group') @57:26
                      .rhs:
                        BinOp(op='//') @57:34
                          .lhs:
                            Name(id='j') @57:34
                          .rhs:
                            Name(id='n_m') @57:39
                Assign(targets=('mb',)) @58:13
                  .value:
                    BinOp(op='+') @58:18
                      .lhs:
                        Name(id='m_lo') @58:18
                      .rhs:
                        BinOp(op='%') @58:25
                          .lhs:
                            Name(id='j') @58:25
                          .rhs:
                            Name(id='n_m') @58:29
                Wait(phase=None) @59:13
                  .target:
                    Index() @59:18
                      .value:
                        Name(id='qd_free') @59:18
                      .subs:
                        Name(id='slot') @59:26
                Expect() @60:13
                  .target:
                    Index() @60:20
                      .value:
                        Name(id='qd_ready') @60:20
                      .subs:
                        Name(id='slot') @60:29
                  .nbytes:
                    BinOp(op='+') @60:36
                      .lhs:
                        Call(kwargs=()) @60:36
                          .func:
                            Name(id='bytes') @60:36
                          .args:
                            Name(id='q_ring') @60:42
                      .rhs:
                        Call(kwargs=()) @60:52
                          .func:
                            Name(id='bytes') @60:52
                          .args:
                            Name(id='do_ring') @60:58
                Tma() @61:13
                  .dst:
                    Index() @61:17
                      .value:
                        Name(id='q_ring') @61:17
                      .subs:
                        Name(id='slot') @61:24
                  .src:
                    Index() @61:33
                      .value:
                        Name(id='q') @61:33
                      .subs:
                        Name(id='seq') @61:35
                        Name(id='mb') @61:40
                        Name(id='head') @61:44
                  .signals:
                    Index() @61:58
                      .value:
                        Name(id='qd_ready') @61:58
                      .subs:
                        Name(id='slot') @61:67
                Tma() @62:13
                  .dst:
                    Index() @62:17
                      .value:
                        Name(id='do_ring') @62:17
                      .subs:
                        Name(id='slot') @62:25
                  .src:
                    Index() @62:34
                      .value:
                        Name(id='d_o') @62:34
                      .subs:
                        Name(id='seq') @62:38
                        Name(id='mb') @62:43
                        Name(id='head') @62:47
                  .signals:
                    Index() @62:61
                      .value:
                        Name(id='qd_ready') @62:61
                      .subs:
                        Name(id='slot') @62:70
        Role(name='compute', replica='wg') @64:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @64:29
            )
            (
              'regs'
              Name(id='REGS') @64:39
            )
          .body:
            Assign(targets=('qk_scale',)) @65:9
              .value:
                BinOp(op='*') @65:20
                  .lhs:
                    Name(id='sm_scale') @65:20
                  .rhs:
                    Name(id='LOG2E') @65:31
            Assign(targets=('krow0',)) @66:9
              .value:
                BinOp(op='+') @66:17
                  .lhs:
                    BinOp(op='*') @66:17
                      .lhs:
                        Name(id='n') @66:17
                      .rhs:
                        Name(id='BLOCK_N') @66:21
                  .rhs:
                    BinOp(op='*') @66:31
                      .lhs:
                        Name(id='wg') @66:31
                      .rhs:
                        Name(id='WG_N') @66:36
            Assign(targets=('krows',)) @67:9
              .value:
                BinOp(op='+') @67:17
                  .lhs:
                    Name(id='krow0') @67:17
                  .rhs:
                    Call(kwargs=()) @67:25
                      .func:
                        Name(id='arange') @67:25
                      .args:
                        Name(id='WG_N') @67:32
            Assign(targets=('qcols',)) @68:9
              .value:
                Call(kwargs=()) @68:17
                  .func:
                    Name(id='arange') @68:17
                  .args:
                    Name(id='BLOCK_M') @68:24
            Assign(targets=('dcols',)) @69:9
              .value:
                Call(kwargs=()) @69:17
                  .func:
                    Name(id='arange') @69:17
                  .args:
                    Name(id='D') @69:24
            Assign(targets=('ks',)) @70:9
              .value:
                BinOp(op='%') @70:14
                  .lhs:
                    Name(id='tile_index') @70:14
                  .rhs:
                    Const(value=2) @70:27
            Assign(targets=('mine',)) @71:9
              .value:
                BinOp(op='+') @71:16
                  .lhs:
                    BinOp(op='*') @71:16
                      .lhs:
                        Name(id='ks') @71:16
                      .rhs:
                        Name(id='NWG') @71:21
                  .rhs:
                    Name(id='wg') @71:27
            Assign(targets=('acc_k',)) @72:9
              .value:
                Call(kwargs=()) @72:17
                  .func:
                    Name(id='zeros') @72:17
                  .args:
                    ListLit() @72:23
                      .elts:
                        Name(id='WG_N') @72:24
                        Name(id='D') @72:30
                    Name(id='f32') @72:34
            Assign(targets=('acc_v',)) @73:9
              .value:
                Call(kwargs=()) @73:17
                  .func:
                    Name(id='zeros') @73:17
                  .args:
                    ListLit() @73:23
                      .elts:
                        Name(id='WG_N') @73:24
                        Name(id='D') @73:30
                    Name(id='f32') @73:34
            Wait(phase=None) @74:9
              .target:
                Index() @74:14
                  .value:
                    Name(id='kv_ready') @74:14
                  .subs:
                    Name(id='ks') @74:23
            Pipeline(var='j', slot='slot', ring='qd') @75:9
              .iter:
                Call(kwargs=()) @75:23
                  .func:
                    Name(id='range') @75:23
                  .args:
                    Name(id='steps') @75:29
              .stages:
                Name(id='STAGES') @75:49
              .body:
                Assign(targets=('head',)) @76:13
                  .value:
                    BinOp(op='+') @76:20
                      .lhs:
                        BinOp(op='*') @76:20
                          .lhs:
                            Name(id='kvh') @76:20
                          .rhs:
                            Name(id='group') @76:26
                      .rhs:
                        BinOp(op='//') @76:34
                          .lhs:
                            Name(id='j') @76:34
                          .rhs:
                            Name(id='n_m') @76:39
                Assign(targets=('mb',)) @77:13
                  .value:
                    BinOp(op='+') @77:18
                      .lhs:
                        Name(id='m_lo') @77:18
                      .rhs:
                        BinOp(op='%') @77:25
                          .lhs:
                            Name(id='j') @77:25
                          .rhs:
                            Name(id='n_m') @77:29
                Assign(targets=('qpos',)) @78:13
                  .value:
                    BinOp(op='+') @78:20
                      .lhs:
                        BinOp(op='*') @78:20
                          .lhs:
                            Name(id='mb') @78:20
                          .rhs:
                            Name(id='BLOCK_M') @78:25
                      .rhs:
                        Name(id='qcols') @78:35
                Assign(targets=('lse2',)) @79:13
                  .value:
                    Call(kwargs=()) @79:20
                      .func:
                        Name(id='zeros') @79:20
                      .args:
                        ListLit() @79:26
                          .elts:
                            Name(id='BLOCK_M') @79:27
                        Name(id='f32') @79:37
                Assign(targets=('dlt',)) @80:13
                  .value:
                    Call(kwargs=()) @80:19
                      .func:
                        Name(id='zeros') @80:19
                      .args:
                        ListLit() @80:25
                          .elts:
                            Name(id='BLOCK_M') @80:26
                        Name(id='f32') @80:36
                If(orelse=()) @81:13
                  .cond:
                    BinOp(op='==') @81:16
                      .lhs:
                        Name(id='ACT') @81:16
                      .rhs:
                        Const(value='softmax') @81:23
                  .body:
                    Assign(targets=('lse2',)) @82:17
                      .value:
                        BinOp(op='*') @82:24
                          .lhs:
                            Index() @82:24
                              .value:
                                Index() @82:24
                                  .value:
                                    Name(id='lse') @82:24
                                  .subs:
                                    Name(id='seq') @82:28
                              .subs:
                                Name(id='qpos') @82:33
                                Name(id='head') @82:39
                          .rhs:
                            Name(id='LOG2E') @82:47
                    Assign(targets=('dlt',)) @83:17
                      .value:
                        Index() @83:23
                          .value:
                            Index() @83:23
                              .value:
                                Name(id='delta') @83:23
                              .subs:
                                Name(id='seq') @83:29
                          .subs:
                            Name(id='qpos') @83:34
                            Name(id='head') @83:40
                Assign(targets=('edge',)) @84:13
                  .value:
                    BinOp(op='>') @84:20
                      .lhs:
                        BinOp(op='*') @84:21
                          .lhs:
                            BinOp(op='+') @84:21
                              .lhs:
                                Name(id='mb') @84:21
                              .rhs:
                                Const(value=1) @84:26
                          .rhs:
                            Name(id='BLOCK_M') @84:31
                      .rhs:
                        Name(id='len_q') @84:41
                If(orelse=()) @85:13
                  .cond:
                    Name(id='CAUSAL') @85:16
                  .body:
                    Assign(targets=('edge',)) @86:17
                      .value:
                        BoolOp(op='or') @86:24
                          .values:
                            Name(id='edge') @86:24
                            BinOp(op='>') @86:32
                              .lhs:
                                BinOp(op='-') @86:32
                                  .lhs:
                                    BinOp(op='+') @86:32
                                      .lhs:
                                        Name(id='krow0') @86:32
                                      .rhs:
                                        Name(id='WG_N') @86:40
                                  .rhs:
                                    Const(value=1) @86:47
                              .rhs:
                                BinOp(op='-') @86:51
                                  .lhs:
                                    BinOp(op='+') @86:51
                                      .lhs:
                                        BinOp(op='*') @86:51
                                          .lhs:
                                            Name(id='mb') @86:51
                                          .rhs:
                                            Name(id='BLOCK_M') @86:56
                                      .rhs:
                                        Name(id='len_k') @86:66
                                  .rhs:
                                    Name(id='len_q') @86:74
                Wait(phase=None) @87:13
                  .target:
                    Index() @87:18
                      .value:
                        Name(id='qd_ready') @87:18
                      .subs:
                        Name(id='slot') @87:27
                Assign(targets=('st_f',)) @88:13
                  .value:
                    Call(kwargs=()) @88:20
                      .func:
                        Name(id='mma_async') @88:20
                      .args:
                        Index() @88:30
                          .value:
                            Name(id='k_tile') @88:30
                          .subs:
                            Name(id='mine') @88:37
                        Attr(name='T') @88:44
                          .value:
                            Index() @88:44
                              .value:
                                Name(id='q_ring') @88:44
                              .subs:
                                Name(id='slot') @88:51
                Assign(targets=('dpt_f',)) @89:13
                  .value:
                    Call(kwargs=()) @89:21
                      .func:
                        Name(id='mma_async') @89:21
                      .args:
                        Index() @89:31
                          .value:
                            Name(id='v_tile') @89:31
                          .subs:
                            Name(id='mine') @89:38
                        Attr(name='T') @89:45
                          .value:
                            Index() @89:45
                              .value:
                                Name(id='do_ring') @89:45
                              .subs:
                                Name(id='slot') @89:53
                Assign(targets=('st',)) @90:13
                  .value:
                    Call() @90:18
                      .func:
                        Name(id='mma_wait') @90:18
                      .args:
                        Name(id='st_f') @90:27
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @90:41
                        )
                Assign(targets=('pt', 'dact')) @91:13
                  .value:
                    Call(kwargs=()) @91:24
                      .func:
                        Name(id='probs') @91:24
                      .args:
                        Name(id='st') @91:30
                        Name(id='edge') @91:34
                        Index() @91:40
                          .value:
                            Name(id='qpos') @91:40
                          .subs:
                            Const(value=None) @91:45
                            FullSlice() @91:51
                        Index() @91:55
                          .value:
                            Name(id='krows') @91:55
                          .subs:
                            FullSlice() @91:61
                            Const(value=None) @91:64
                        Name(id='len_q') @91:71
                        Name(id='len_k') @91:78
                        Index() @91:85
                          .value:
                            Name(id='lse2') @91:85
                          .subs:
                            Const(value=None) @91:90
                            FullSlice() @91:96
                        Name(id='qk_scale') @91:100
                        Name(id='sm_scale') @92:30
                        Name(id='CAUSAL') @92:40
                        Name(id='ACT') @92:48
                Assign(targets=('dpt',)) @93:13
                  .value:
                    Call(kwargs=()) @93:19
                      .func:
                        Name(id='mma_wait') @93:19
                      .args:
                        Name(id='dpt_f') @93:28
                Assign(targets=('dv_f',)) @95:13
                  .value:
                    Call(kwargs=()) @95:20
                      .func:
                        Name(id='mma_async') @95:20
                      .args:
                        Call(kwargs=()) @95:30
                          .func:
                            Name(id='cast') @95:30
                          .args:
                            Name(id='pt') @95:35
                            Name(id='DT') @95:39
                        Index() @95:44
                          .value:
                            Name(id='do_ring') @95:44
                          .subs:
                            Name(id='slot') @95:52
                        Name(id='acc_v') @95:59
                Assign(targets=('dst',)) @96:13
                  .value:
                    Call(kwargs=()) @96:19
                      .func:
                        Name(id='cast') @96:19
                      .args:
                        Call(kwargs=()) @96:24
                          .func:
                            Name(id='dscores') @96:24
                          .args:
                            Name(id='pt') @96:32
                            Name(id='dact') @96:36
                            Name(id='dpt') @96:42
                            Index() @96:47
                              .value:
                                Name(id='dlt') @96:47
                              .subs:
                                Const(value=None) @96:51
                                FullSlice() @96:57
                            Name(id='ACT') @96:61
                        Name(id='DT') @96:67
                Assign(targets=('dk_f',)) @97:13
                  .value:
                    Call(kwargs=()) @97:20
                      .func:
                        Name(id='mma_async') @97:20
                      .args:
                        Name(id='dst') @97:30
                        Index() @97:35
                          .value:
                            Name(id='q_ring') @97:35
                          .subs:
                            Name(id='slot') @97:42
                        Name(id='acc_k') @97:49
                Assign(targets=('dq_f',)) @98:13
                  .value:
                    Call(kwargs=()) @98:20
                      .func:
                        Name(id='mma_async') @98:20
                      .args:
                        Attr(name='T') @98:30
                          .value:
                            Name(id='dst') @98:30
                        Index() @98:37
                          .value:
                            Name(id='k_tile') @98:37
                          .subs:
                            Name(id='mine') @98:44
                Assign(targets=('acc_v',)) @99:13
                  .value:
                    Call() @99:21
                      .func:
                        Name(id='mma_wait') @99:21
                      .args:
                        Name(id='dv_f') @99:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=2) @99:44
                        )
                Assign(targets=('acc_k',)) @100:13
                  .value:
                    Call() @100:21
                      .func:
                        Name(id='mma_wait') @100:21
                      .args:
                        Name(id='dk_f') @100:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @100:44
                        )
                Arrive(count=None) @101:13
                  .target:
                    Index() @101:20
                      .value:
                        Name(id='qd_free') @101:20
                      .subs:
                        Name(id='slot') @101:28
                Assign(targets=('dq_part',)) @102:13
                  .value:
                    Call(kwargs=()) @102:23
                      .func:
                        Name(id='mma_wait') @102:23
                      .args:
                        Name(id='dq_f') @102:32
                Store(mask=None, reduce='add') @104:13
                  .target:
                    Index() @104:13
                      .value:
                        Name(id='dq_acc') @104:13
                      .subs:
                        Name(id='seq') @104:20
                  .subs:
                    Index() @104:25
                      .value:
                        Name(id='qpos') @104:25
                      .subs:
                        FullSlice() @104:30
                        Const(value=None) @104:33
                    Name(id='head') @104:40
                    Index() @104:46
                      .value:
                        Name(id='dcols') @104:46
                      .subs:
                        Const(value=None) @104:52
                        FullSlice() @104:58
                  .value:
                    Name(id='dq_part') @104:65
            Arrive(count=None) @105:9
              .target:
                Index() @105:16
                  .value:
                    Name(id='kv_free') @105:16
                  .subs:
                    Name(id='ks') @105:24
            Assign(targets=('k_scale',)) @106:9
              .value:
                Name(id='sm_scale') @106:19
            Assign(targets=('v_scale',)) @107:9
              .value:
                Const(value=1.0) @107:19
            If(orelse=()) @108:9
              .cond:
                BinOp(op='==') @108:12
                  .lhs:
                    Name(id='ACT') @108:12
                  .rhs:
                    Const(value='silu') @108:19
              .body:
                Assign(targets=('k_scale',)) @109:13
                  .value:
                    BinOp(op='*') @109:23
                      .lhs:
                        Name(id='sm_scale') @109:23
                      .rhs:
                        Name(id='out_scale') @109:34
                Assign(targets=('v_scale',)) @110:13
                  .value:
                    Name(id='out_scale') @110:23
            Assign(targets=('live',)) @111:9
              .value:
                BinOp(op='<') @111:16
                  .lhs:
                    Name(id='krows') @111:16
                  .rhs:
                    Name(id='len_k') @111:24
            Store() @112:9
              .target:
                Index() @112:9
                  .value:
                    Name(id='dk') @112:9
                  .subs:
                    Name(id='seq') @112:12
              .subs:
                Index() @112:17
                  .value:
                    Name(id='krows') @112:17
                  .subs:
                    FullSlice() @112:23
                    Const(value=None) @112:26
                Name(id='kvh') @112:33
                Index() @112:38
                  .value:
                    Name(id='dcols') @112:38
                  .subs:
                    Const(value=None) @112:44
                    FullSlice() @112:50
              .value:
                Call(kwargs=()) @112:56
                  .func:
                    Name(id='cast') @112:56
                  .args:
                    BinOp(op='*') @112:61
                      .lhs:
                        Name(id='acc_k') @112:61
                      .rhs:
                        Name(id='k_scale') @112:69
                    Name(id='DT') @112:78
              .mask:
                Index() @112:88
                  .value:
                    Name(id='live') @112:88
                  .subs:
                    FullSlice() @112:93
                    Const(value=None) @112:96
            Store() @113:9
              .target:
                Index() @113:9
                  .value:
                    Name(id='dv') @113:9
                  .subs:
                    Name(id='seq') @113:12
              .subs:
                Index() @113:17
                  .value:
                    Name(id='krows') @113:17
                  .subs:
                    FullSlice() @113:23
                    Const(value=None) @113:26
                Name(id='kvh') @113:33
                Index() @113:38
                  .value:
                    Name(id='dcols') @113:38
                  .subs:
                    Const(value=None) @113:44
                    FullSlice() @113:50
              .value:
                Call(kwargs=()) @113:56
                  .func:
                    Name(id='cast') @113:56
                  .args:
                    BinOp(op='*') @113:61
                      .lhs:
                        Name(id='acc_v') @113:61
                      .rhs:
                        Name(id='v_scale') @113:69
                    Name(id='DT') @113:78
              .mask:
                Index() @113:88
                  .value:
                    Name(id='live') @113:88
                  .subs:
                    FullSlice() @113:93
                    Const(value=None) @113:96