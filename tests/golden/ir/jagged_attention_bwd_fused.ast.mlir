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
        Param(name='KV_BUF', kind='const', dtype=None, dims=(), offsets=None) @20:93
          .default:
            Const(value=1) @20:109
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
        SmemDecl(name='k_tile') @27:5
          .stages:
            BinOp(op='*') @27:17
              .lhs:
                Name(id='KV_BUF') @27:17
              .rhs:
                BinOp(op='//') @27:27
                  .lhs:
                    Name(id='BLOCK_N') @27:27
                  .rhs:
                    Name(id='WG_N') @27:38
          .dtype:
            Name(id='DT') @27:46
          .shape:
            Name(id='WG_N') @27:49
            Name(id='D') @27:55
        SmemDecl(name='v_tile') @28:5
          .stages:
            BinOp(op='*') @28:17
              .lhs:
                Name(id='KV_BUF') @28:17
              .rhs:
                BinOp(op='//') @28:27
                  .lhs:
                    Name(id='BLOCK_N') @28:27
                  .rhs:
                    Name(id='WG_N') @28:38
          .dtype:
            Name(id='DT') @28:46
          .shape:
            Name(id='WG_N') @28:49
            Name(id='D') @28:55
        SmemDecl(name='q_ring') @29:5
          .stages:
            Name(id='STAGES') @29:17
          .dtype:
            Name(id='DT') @29:26
          .shape:
            Name(id='BLOCK_M') @29:29
            Name(id='D') @29:38
        SmemDecl(name='do_ring') @30:5
          .stages:
            Name(id='STAGES') @30:18
          .dtype:
            Name(id='DT') @30:27
          .shape:
            Name(id='BLOCK_M') @30:30
            Name(id='D') @30:39
        SmemDecl(name='kh_tile') @33:5
          .stages:
            BinOp(op='*') @33:18
              .lhs:
                BinOp(op='*') @33:18
                  .lhs:
                    Const(value=2) @33:18
                  .rhs:
                    Name(id='KV_BUF') @33:22
              .rhs:
                BinOp(op='//') @33:32
                  .lhs:
                    Name(id='BLOCK_N') @33:32
                  .rhs:
                    Name(id='WG_N') @33:43
          .dtype:
            Name(id='DT') @33:51
          .shape:
            Name(id='WG_N') @33:54
            BinOp(op='//') @33:60
              .lhs:
                Name(id='D') @33:60
              .rhs:
                Const(value=2) @33:65
        SmemDecl(name='ds_s') @34:5
          .stages:
            BinOp(op='//') @34:15
              .lhs:
                Name(id='BLOCK_N') @34:15
              .rhs:
                Name(id='WG_N') @34:26
          .dtype:
            Name(id='DT') @34:33
          .shape:
            Name(id='WG_N') @34:36
            Name(id='BLOCK_M') @34:42
        SmemDecl(name='dq_s') @35:5
          .stages:
            BinOp(op='//') @35:15
              .lhs:
                Name(id='BLOCK_N') @35:15
              .rhs:
                Name(id='WG_N') @35:26
          .dtype:
            Name(id='f32') @35:33
          .shape:
            Name(id='BLOCK_M') @35:37
            BinOp(op='//') @35:46
              .lhs:
                Name(id='D') @35:46
              .rhs:
                Const(value=2) @35:51
        BarrierDecl(name='kv_ready', kwargs=()) @36:5
          .size:
            Name(id='KV_BUF') @36:22
        BarrierDecl(name='kv_free') @37:5
          .size:
            Name(id='KV_BUF') @37:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @37:35
                .lhs:
                  Name(id='BLOCK_N') @37:35
                .rhs:
                  Name(id='WG_N') @37:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @38:5
          .size:
            Name(id='STAGES') @38:22
        BarrierDecl(name='qd_free') @39:5
          .size:
            Name(id='STAGES') @39:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @39:35
                .lhs:
                  Name(id='BLOCK_N') @39:35
                .rhs:
                  Name(id='WG_N') @39:46
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
        Assign(targets=('n',)) @44:5
          .value:
            Name(id='nt') @44:9
        If(orelse=()) @45:5
          .cond:
            Name(id='CAUSAL') @45:8
          .body:
            Assign(targets=('n',)) @46:9
              .value:
                BinOp(op='-') @46:13
                  .lhs:
                    BinOp(op='-') @46:13
                      .lhs:
                        Call(kwargs=()) @46:13
                          .func:
                            Name(id='cdiv') @46:13
                          .args:
                            Name(id='len_k') @46:18
                            Name(id='BLOCK_N') @46:25
                      .rhs:
                        Const(value=1) @46:36
                  .rhs:
                    Name(id='nt') @46:40
        Assign(targets=('group',)) @47:5
          .value:
            BinOp(op='//') @47:13
              .lhs:
                Name(id='H') @47:13
              .rhs:
                Name(id='HKV') @47:18
        Assign(targets=('m_lo',)) @49:5
          .value:
            Const(value=0) @49:12
        If(orelse=()) @50:5
          .cond:
            Name(id='CAUSAL') @50:8
          .body:
            Assign(targets=('m_lo',)) @51:9
              .value:
                BinOp(op='//') @51:16
                  .lhs:
                    Call(kwargs=()) @51:16
                      .func:
                        Name(id='maximum') @51:16
                      .args:
                        BinOp(op='-') @51:24
                          .lhs:
                            BinOp(op='*') @51:24
                              .lhs:
                                Name(id='n') @51:24
                              .rhs:
                                Name(id='BLOCK_N') @51:28
                          .rhs:
                            BinOp(op='-') @51:39
                              .lhs:
                                Name(id='len_k') @51:39
                              .rhs:
                                Name(id='len_q') @51:47
                        Const(value=0) @51:55
                  .rhs:
                    Name(id='BLOCK_M') @51:61
        Assign(targets=('n_m',)) @52:5
          .value:
            Call(kwargs=()) @52:11
              .func:
                Name(id='maximum') @52:11
              .args:
                BinOp(op='-') @52:19
                  .lhs:
                    Call(kwargs=()) @52:19
                      .func:
                        Name(id='cdiv') @52:19
                      .args:
                        Name(id='len_q') @52:24
                        Name(id='BLOCK_M') @52:31
                  .rhs:
                    Name(id='m_lo') @52:42
                Const(value=0) @52:48
        Assign(targets=('steps',)) @53:5
          .value:
            BinOp(op='*') @53:13
              .lhs:
                Name(id='group') @53:13
              .rhs:
                Name(id='n_m') @53:21
        Role(name='load', replica=None) @55:5
          .kwargs:
            (
              'warps'
              Const(value=1) @55:21
            )
            (
              'regs'
              Const(value=24) @55:29
            )
          .body:
            Assign(targets=('ks',)) @56:9
              .value:
                BinOp(op='%') @56:14
                  .lhs:
                    Name(id='tile_index') @56:14
                  .rhs:
                    Name(id='KV_BUF') @56:27
            Wait(phase=None) @57:9
              .target:
                Index() @57:14
                  .value:
                    Name(id='kv_free') @57:14
                  .subs:
                    Name(id='ks') @57:22
            Expect() @58:9
              .target:
                Index() @58:16
                  .value:
                    Name(id='kv_ready') @58:16
                  .subs:
                    Name(id='ks') @58:25
              .nbytes:
                BinOp(op='+') @58:30
                  .lhs:
                    BinOp(op='*') @58:30
                      .lhs:
                        BinOp(op='*') @58:30
                          .lhs:
                            Const(value=2) @58:30
                          .rhs:
                            Name(id='NWG') @58:34
                      .rhs:
                        Call(kwargs=()) @58:40
                          .func:
                            Name(id='bytes') @58:40
                          .args:
                            Name(id='k_tile') @58:46
                  .rhs:
                    BinOp(op='*') @58:56
                      .lhs:
                        BinOp(op='*') @58:56
                          .lhs:
                            Const(value=2) @58:56
                          .rhs:
                            Name(id='NWG') @58:60
                      .rhs:
                        Call(kwargs=()) @58:66
                          .func:
                            Name(id='bytes') @58:66
                          .args:
                            Name(id='kh_tile') @58:72
            For(var='i') @59:9
              .iter:
                Call(kwargs=()) @59:18
                  .func:
                    Name(id='static_range') @59:18
                  .args:
                    Name(id='NWG') @59:31
              .body:
                Tma() @60:13
                  .dst:
                    Index() @60:17
                      .value:
                        Name(id='k_tile') @60:17
                      .subs:
                        BinOp(op='+') @60:24
                          .lhs:
                            BinOp(op='*') @60:24
                              .lhs:
                                Name(id='ks') @60:24
                              .rhs:
                                Name(id='NWG') @60:29
                          .rhs:
                            Name(id='i') @60:35
                  .src:
                    Index() @60:41
                      .value:
                        Name(id='k') @60:41
                      .subs:
                        Name(id='seq') @60:43
                        BinOp(op='+') @60:48
                          .lhs:
                            BinOp(op='*') @60:48
                              .lhs:
                                Name(id='NWG') @60:48
                              .rhs:
                                Name(id='n') @60:54
                          .rhs:
                            Name(id='i') @60:58
                        Name(id='kvh') @60:61
                  .signals:
                    Index() @60:74
                      .value:
                        Name(id='kv_ready') @60:74
                      .subs:
                        Name(id='ks') @60:83
                Tma() @61:13
                  .dst:
                    Index() @61:17
                      .value:
                        Name(id='v_tile') @61:17
                      .subs:
                        BinOp(op='+') @61:24
                          .lhs:
                            BinOp(op='*') @61:24
                              .lhs:
                                Name(id='ks') @61:24
                              .rhs:
                                Name(id='NWG') @61:29
                          .rhs:
                            Name(id='i') @61:35
                  .src:
                    Index() @61:41
                      .value:
                        Name(id='v') @61:41
                      .subs:
                        Name(id='seq') @61:43
                        BinOp(op='+') @61:48
                          .lhs:
                            BinOp(op='*') @61:48
                              .lhs:
                                Name(id='NWG') @61:48
                              .rhs:
                                Name(id='n') @61:54
                          .rhs:
                            Name(id='i') @61:58
                        Name(id='kvh') @61:61
                  .signals:
                    Index() @61:74
                      .value:
                        Name(id='kv_ready') @61:74
                      .subs:
                        Name(id='ks') @61:83
                For(var='c') @62:13
                  .iter:
                    Call(kwargs=()) @62:22
                      .func:
                        Name(id='static_range') @62:22
                      .args:
                        Const(value=2) @62:35
                  .body:
                    Tma() @63:17
                      .dst:
                        Index() @63:21
                          .value:
                            Name(id='kh_tile') @63:21
                          .subs:
                            BinOp(op='+') @63:29
                              .lhs:
                                BinOp(op='*') @63:29
                                  .lhs:
                                    Const(value=2) @63:29
                                  .rhs:
                                    BinOp(op='+') @63:34
                                      .lhs:
                                        BinOp(op='*') @63:34
                                          .lhs:
                                            Name(id='ks') @63:34
                                          .rhs:
                                            Name(id='NWG') @63:39
                                      .rhs:
                                        Name(id='i') @63:45
                              .rhs:
                                Name(id='c') @63:50
                      .src:
                        Index() @63:56
                          .value:
                            Name(id='k') @63:56
                          .subs:
                            Name(id='seq') @63:58
                            BinOp(op='+') @63:63
                              .lhs:
                                BinOp(op='*') @63:63
                                  .lhs:
                                    Name(id='NWG') @63:63
                                  .rhs:
                                    Name(id='n') @63:69
                              .rhs:
                                Name(id='i') @63:73
                            Name(id='kvh') @63:76
                            Name(id='c') @63:81
                      .signals:
                        Index() @63:92
                          .value:
                            Name(id='kv_ready') @63:92
                          .subs:
                            Name(id='ks') @63:101
            Pipeline(var='j', slot='slot', ring='qd') @64:9
              .iter:
                Call(kwargs=()) @64:23
                  .func:
                    Name(id='range') @64:23
                  .args:
                    Name(id='steps') @64:29
              .stages:
                Name(id='STAGES') @64:49
              .body:
                Assign(targets=('head',)) @65:13
                  .value:
                    BinOp(op='+') @65:20
                      .lhs:
                        BinOp(op='*') @65:20
                          .lhs:
                            Name(id='kvh') @65:20
                          .rhs:
                            Name(id='group') @65:26
                      .rhs:
                        BinOp(op='//') @65:34
                          .lhs:
                            Name(id='j') @65:34
                          .rhs:
                            Name(id='n_m') @65:39
                Assign(targets=('mb',)) @66:13
                  .value:
                    BinOp(op='+') @66:18
                      .lhs:
                        Name(id='m_lo') @66:18
                      .rhs:
                        BinOp(op='%') @66:25
                          .lhs:
                            Name(id='j') @66:25
                          .rhs:
                            Name(id='n_m') @66:29
                Wait(phase=None) @67:13
                  .target:
                    Index() @67:18
                      .value:
                        Name(id='qd_free') @67:18
                      .subs:
                        Name(id='slot') @67:26
                Expect() @68:13
                  .target:
                    Index() @68:20
                      .value:
                        Name(id='qd_ready') @68:20
                      .subs:
                        Name(id='slot') @68:29
                  .nbytes:
                    BinOp(op='+') @68:36
                      .lhs:
                        Call(kwargs=()) @68:36
                          .func:
                            Name(id='bytes') @68:36
                          .args:
                            Name(id='q_ring') @68:42
                      .rhs:
                        Call(kwargs=()) @68:52
                          .func:
                            Name(id='bytes') @68:52
                          .args:
                            Name(id='do_ring') @68:58
                Tma() @69:13
                  .dst:
                    Index() @69:17
                      .value:
                        Name(id='q_ring') @69:17
                      .subs:
                        Name(id='slot') @69:24
                  .src:
                    Index() @69:33
                      .value:
                        Name(id='q') @69:33
                      .subs:
                        Name(id='seq') @69:35
                        Name(id='mb') @69:40
                        Name(id='head') @69:44
                  .signals:
                    Index() @69:58
                      .value:
                        Name(id='qd_ready') @69:58
                      .subs:
                        Name(id='slot') @69:67
                Tma() @70:13
                  .dst:
                    Index() @70:17
                      .value:
                        Name(id='do_ring') @70:17
                      .subs:
                        Name(id='slot') @70:25
                  .src:
                    Index() @70:34
                      .value:
                        Name(id='d_o') @70:34
                      .subs:
                        Name(id='seq') @70:38
                        Name(id='mb') @70:43
                        Name(id='head') @70:47
                  .signals:
                    Index() @70:61
                      .value:
                        Name(id='qd_ready') @70:61
                      .subs:
                        Name(id='slot') @70:70
        Role(name='compute', replica='wg') @72:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @72:29
            )
            (
              'regs'
              Name(id='REGS') @72:39
            )
          .body:
            Assign(targets=('qk_scale',)) @73:9
              .value:
                BinOp(op='*') @73:20
                  .lhs:
                    Name(id='sm_scale') @73:20
                  .rhs:
                    Name(id='LOG2E') @73:31
            Assign(targets=('krow0',)) @74:9
              .value:
                BinOp(op='+') @74:17
                  .lhs:
                    BinOp(op='*') @74:17
                      .lhs:
                        Name(id='n') @74:17
                      .rhs:
                        Name(id='BLOCK_N') @74:21
                  .rhs:
                    BinOp(op='*') @74:31
                      .lhs:
                        Name(id='wg') @74:31
                      .rhs:
                        Name(id='WG_N') @74:36
            Assign(targets=('krows',)) @75:9
              .value:
                BinOp(op='+') @75:17
                  .lhs:
                    Name(id='krow0') @75:17
                  .rhs:
                    Call(kwargs=()) @75:25
                      .func:
                        Name(id='arange') @75:25
                      .args:
                        Name(id='WG_N') @75:32
            Assign(targets=('qcols',)) @76:9
              .value:
                Call(kwargs=()) @76:17
                  .func:
                    Name(id='arange') @76:17
                  .args:
                    Name(id='BLOCK_M') @76:24
            Assign(targets=('dcols',)) @77:9
              .value:
                Call(kwargs=()) @77:17
                  .func:
                    Name(id='arange') @77:17
                  .args:
                    Name(id='D') @77:24
            Assign(targets=('ks',)) @78:9
              .value:
                BinOp(op='%') @78:14
                  .lhs:
                    Name(id='tile_index') @78:14
                  .rhs:
                    Name(id='KV_BUF') @78:27
            Assign(targets=('mine',)) @79:9
              .value:
                BinOp(op='+') @79:16
                  .lhs:
                    BinOp(op='*') @79:16
                      .lhs:
                        Name(id='ks') @79:16
                      .rhs:
                        Name(id='NWG') @79:21
                  .rhs:
                    Name(id='wg') @79:27
            Assign(targets=('acc_k',)) @80:9
              .value:
                Call(kwargs=()) @80:17
                  .func:
                    Name(id='zeros') @80:17
                  .args:
                    ListLit() @80:23
                      .elts:
                        Name(id='WG_N') @80:24
                        Name(id='D') @80:30
                    Name(id='f32') @80:34
            Assign(targets=('acc_v',)) @81:9
              .value:
                Call(kwargs=()) @81:17
                  .func:
                    Name(id='zeros') @81:17
                  .args:
                    ListLit() @81:23
                      .elts:
                        Name(id='WG_N') @81:24
                        Name(id='D') @81:30
                    Name(id='f32') @81:34
            Wait(phase=None) @82:9
              .target:
                Index() @82:14
                  .value:
                    Name(id='kv_ready') @82:14
                  .subs:
                    Name(id='ks') @82:23
            Pipeline(var='j', slot='slot', ring='qd') @83:9
              .iter:
                Call(kwargs=()) @83:23
                  .func:
                    Name(id='range') @83:23
                  .args:
                    Name(id='steps') @83:29
              .stages:
                Name(id='STAGES') @83:49
              .body:
                Assign(targets=('head',)) @84:13
                  .value:
                    BinOp(op='+') @84:20
                      .lhs:
                        BinOp(op='*') @84:20
                          .lhs:
                            Name(id='kvh') @84:20
                          .rhs:
                            Name(id='group') @84:26
                      .rhs:
                        BinOp(op='//') @84:34
                          .lhs:
                            Name(id='j') @84:34
                          .rhs:
                            Name(id='n_m') @84:39
                Assign(targets=('mb',)) @85:13
                  .value:
                    BinOp(op='+') @85:18
                      .lhs:
                        Name(id='m_lo') @85:18
                      .rhs:
                        BinOp(op='%') @85:25
                          .lhs:
                            Name(id='j') @85:25
                          .rhs:
                            Name(id='n_m') @85:29
                Assign(targets=('qpos',)) @86:13
                  .value:
                    BinOp(op='+') @86:20
                      .lhs:
                        BinOp(op='*') @86:20
                          .lhs:
                            Name(id='mb') @86:20
                          .rhs:
                            Name(id='BLOCK_M') @86:25
                      .rhs:
                        Name(id='qcols') @86:35
                Assign(targets=('lse2',)) @87:13
                  .value:
                    Call(kwargs=()) @87:20
                      .func:
                        Name(id='zeros') @87:20
                      .args:
                        ListLit() @87:26
                          .elts:
                            Name(id='BLOCK_M') @87:27
                        Name(id='f32') @87:37
                Assign(targets=('dlt',)) @88:13
                  .value:
                    Call(kwargs=()) @88:19
                      .func:
                        Name(id='zeros') @88:19
                      .args:
                        ListLit() @88:25
                          .elts:
                            Name(id='BLOCK_M') @88:26
                        Name(id='f32') @88:36
                If(orelse=()) @89:13
                  .cond:
                    BinOp(op='==') @89:16
                      .lhs:
                        Name(id='ACT') @89:16
                      .rhs:
                        Const(value='softmax') @89:23
                  .body:
                    Assign(targets=('lse2',)) @90:17
                      .value:
                        BinOp(op='*') @90:24
                          .lhs:
                            Index() @90:24
                              .value:
                                Index() @90:24
                                  .value:
                                    Name(id='lse') @90:24
                                  .subs:
                                    Name(id='seq') @90:28
                              .subs:
                                Name(id='qpos') @90:33
                                Name(id='head') @90:39
                          .rhs:
                            Name(id='LOG2E') @90:47
                    Assign(targets=('dlt',)) @91:17
                      .value:
                        Index() @91:23
                          .value:
                            Index() @91:23
                              .value:
                                Name(id='delta') @91:23
                              .subs:
                                Name(id='seq') @91:29
                          .subs:
                            Name(id='qpos') @91:34
                            Name(id='head') @91:40
                Assign(targets=('edge',)) @94:13
                  .value:
                    BoolOp(op='or') @94:20
                      .values:
                        BinOp(op='>') @94:20
                          .lhs:
                            BinOp(op='*') @94:21
                              .lhs:
                                BinOp(op='+') @94:21
                                  .lhs:
                                    Name(id='mb') @94:21
                                  .rhs:
                                    Const(value=1) @94:26
                              .rhs:
                                Name(id='BLOCK_M') @94:31
                          .rhs:
                            Name(id='len_q') @94:41
                        BinOp(op='>') @94:50
                          .lhs:
                            BinOp(op='+') @94:50
                              .lhs:
                                Name(id='krow0') @94:50
                              .rhs:
                                Name(id='WG_N') @94:58
                          .rhs:
                            Name(id='len_k') @94:65
                If(orelse=()) @95:13
                  .cond:
                    Name(id='CAUSAL') @95:16
                  .body:
                    Assign(targets=('edge',)) @96:17
                      .value:
                        BoolOp(op='or') @96:24
                          .values:
                            Name(id='edge') @96:24
                            BinOp(op='>') @96:32
                              .lhs:
                                BinOp(op='-') @96:32
                                  .lhs:
                                    BinOp(op='+') @96:32
                                      .lhs:
                                        Name(id='krow0') @96:32
                                      .rhs:
                                        Name(id='WG_N') @96:40
                                  .rhs:
                                    Const(value=1) @96:47
                              .rhs:
                                BinOp(op='-') @96:51
                                  .lhs:
                                    BinOp(op='+') @96:51
                                      .lhs:
                                        BinOp(op='*') @96:51
                                          .lhs:
                                            Name(id='mb') @96:51
                                          .rhs:
                                            Name(id='BLOCK_M') @96:56
                                      .rhs:
                                        Name(id='len_k') @96:66
                                  .rhs:
                                    Name(id='len_q') @96:74
                Wait(phase=None) @97:13
                  .target:
                    Index() @97:18
                      .value:
                        Name(id='qd_ready') @97:18
                      .subs:
                        Name(id='slot') @97:27
                Assign(targets=('st_f',)) @98:13
                  .value:
                    Call(kwargs=()) @98:20
                      .func:
                        Name(id='mma_async') @98:20
                      .args:
                        Index() @98:30
                          .value:
                            Name(id='k_tile') @98:30
                          .subs:
                            Name(id='mine') @98:37
                        Attr(name='T') @98:44
                          .value:
                            Index() @98:44
                              .value:
                                Name(id='q_ring') @98:44
                              .subs:
                                Name(id='slot') @98:51
                Assign(targets=('dpt_f',)) @99:13
                  .value:
                    Call(kwargs=()) @99:21
                      .func:
                        Name(id='mma_async') @99:21
                      .args:
                        Index() @99:31
                          .value:
                            Name(id='v_tile') @99:31
                          .subs:
                            Name(id='mine') @99:38
                        Attr(name='T') @99:45
                          .value:
                            Index() @99:45
                              .value:
                                Name(id='do_ring') @99:45
                              .subs:
                                Name(id='slot') @99:53
                Assign(targets=('st',)) @100:13
                  .value:
                    Call() @100:18
                      .func:
                        Name(id='mma_wait') @100:18
                      .args:
                        Name(id='st_f') @100:27
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @100:41
                        )
                Assign(targets=('pt', 'dact')) @101:13
                  .value:
                    Call(kwargs=()) @101:24
                      .func:
                        Name(id='probs') @101:24
                      .args:
                        Name(id='st') @101:30
                        Name(id='edge') @101:34
                        Index() @101:40
                          .value:
                            Name(id='qpos') @101:40
                          .subs:
                            Const(value=None) @101:45
                            FullSlice() @101:51
                        Index() @101:55
                          .value:
                            Name(id='krows') @101:55
                          .subs:
                            FullSlice() @101:61
                            Const(value=None) @101:64
                        Name(id='len_q') @101:71
                        Name(id='len_k') @101:78
                        Index() @101:85
                          .value:
                            Name(id='lse2') @101:85
                          .subs:
                            Const(value=None) @101:90
                            FullSlice() @101:96
                        Name(id='qk_scale') @101:100
                        Name(id='sm_scale') @102:30
                        Name(id='CAUSAL') @102:40
                        Name(id='ACT') @102:48
                Assign(targets=('dpt',)) @103:13
                  .value:
                    Call(kwargs=()) @103:19
                      .func:
                        Name(id='mma_wait') @103:19
                      .args:
                        Name(id='dpt_f') @103:28
                Assign(targets=('dv_f',)) @105:13
                  .value:
                    Call(kwargs=()) @105:20
                      .func:
                        Name(id='mma_async') @105:20
                      .args:
                        Call(kwargs=()) @105:30
                          .func:
                            Name(id='cast') @105:30
                          .args:
                            Name(id='pt') @105:35
                            Name(id='DT') @105:39
                        Index() @105:44
                          .value:
                            Name(id='do_ring') @105:44
                          .subs:
                            Name(id='slot') @105:52
                        Name(id='acc_v') @105:59
                Assign(targets=('dst',)) @106:13
                  .value:
                    Call(kwargs=()) @106:19
                      .func:
                        Name(id='cast') @106:19
                      .args:
                        Call(kwargs=()) @106:24
                          .func:
                            Name(id='dscores') @106:24
                          .args:
                            Name(id='pt') @106:32
                            Name(id='dact') @106:36
                            Name(id='dpt') @106:42
                            Index() @106:47
                              .value:
                                Name(id='dlt') @106:47
                              .subs:
                                Const(value=None) @106:51
                                FullSlice() @106:57
                            Name(id='ACT') @106:61
                        Name(id='DT') @106:67
                ExprStmt() @108:13
                  .value:
                    Call(kwargs=()) @108:13
                      .func:
                        Name(id='store_smem') @108:13
                      .args:
                        Index() @108:24
                          .value:
                            Name(id='ds_s') @108:24
                          .subs:
                            Name(id='wg') @108:29
                        Name(id='dst') @108:34
                Fence() @109:13
                Assign(targets=('dq_f',)) @110:13
                  .value:
                    Call(kwargs=()) @110:20
                      .func:
                        Name(id='mma_async') @110:20
                      .args:
                        Attr(name='T') @110:30
                          .value:
                            Index() @110:30
                              .value:
                                Name(id='ds_s') @110:30
                              .subs:
                                Name(id='wg') @110:35
                        Index() @110:42
                          .value:
                            Name(id='kh_tile') @110:42
                          .subs:
                            BinOp(op='*') @110:50
                              .lhs:
                                Const(value=2) @110:50
                              .rhs:
                                Name(id='mine') @110:54
                Assign(targets=('dk_f',)) @111:13
                  .value:
                    Call(kwargs=()) @111:20
                      .func:
                        Name(id='mma_async') @111:20
                      .args:
                        Name(id='dst') @111:30
                        Index() @111:35
                          .value:
                            Name(id='q_ring') @111:35
                          .subs:
                            Name(id='slot') @111:42
                        Name(id='acc_k') @111:49
                Assign(targets=('acc_v',)) @112:13
                  .value:
                    Call() @112:21
                      .func:
                        Name(id='mma_wait') @112:21
                      .args:
                        Name(id='dv_f') @112:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=2) @112:44
                        )
                Assign(targets=('dq_h',)) @116:13
                  .value:
                    Call() @116:20
                      .func:
                        Name(id='mma_wait') @116:20
                      .args:
                        Name(id='dq_f') @116:29
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @116:43
                        )
                ExprStmt() @117:13
                  .value:
                    Call(kwargs=()) @117:13
                      .func:
                        Name(id='store_smem') @117:13
                      .args:
                        Index() @117:24
                          .value:
                            Name(id='dq_s') @117:24
                          .subs:
                            Name(id='wg') @117:29
                        Name(id='dq_h') @117:34
                Fence() @118:13
                Tma(signals=None, reduce='add') @119:13
                  .dst:
                    Index() @119:17
                      .value:
                        Name(id='dq_acc') @119:17
                      .subs:
                        Name(id='seq') @119:24
                        Name(id='mb') @119:29
                        Name(id='head') @119:33
                        Const(value=0) @119:39
                  .src:
                    Index() @119:45
                      .value:
                        Name(id='dq_s') @119:45
                      .subs:
                        Name(id='wg') @119:50
                Assign(targets=('dq_f',)) @120:13
                  .value:
                    Call(kwargs=()) @120:20
                      .func:
                        Name(id='mma_async') @120:20
                      .args:
                        Attr(name='T') @120:30
                          .value:
                            Index() @120:30
                              .value:
                                Name(id='ds_s') @120:30
                              .subs:
                                Name(id='wg') @120:35
                        Index() @120:42
                          .value:
                            Name(id='kh_tile') @120:42
                          .subs:
                            BinOp(op='+') @120:50
                              .lhs:
                                BinOp(op='*') @120:50
                                  .lhs:
                                    Const(value=2) @120:50
                                  .rhs:
                                    Name(id='mine') @120:54
                              .rhs:
                                Const(value=1) @120:61
                Assign(targets=('acc_k',)) @121:13
                  .value:
                    Call() @121:21
                      .func:
                        Name(id='mma_wait') @121:21
                      .args:
                        Name(id='dk_f') @121:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @121:44
                        )
                Assign(targets=('dq_h',)) @122:13
                  .value:
                    Call(kwargs=()) @122:20
                      .func:
                        Name(id='mma_wait') @122:20
                      .args:
                        Name(id='dq_f') @122:29
                Arrive(count=None) @123:13
                  .target:
                    Index() @123:20
                      .value:
                        Name(id='qd_free') @123:20
                      .subs:
                        Name(id='slot') @123:28
                ExprStmt() @124:13
                  .value:
                    Call(kwargs=()) @124:13
                      .func:
                        Name(id='store_smem') @124:13
                      .args:
                        Index() @124:24
                          .value:
                            Name(id='dq_s') @124:24
                          .subs:
                            Name(id='wg') @124:29
                        Name(id='dq_h') @124:34
                Fence() @125:13
                Tma(signals=None, reduce='add') @126:13
                  .dst:
                    Index() @126:17
                      .value:
                        Name(id='dq_acc') @126:17
                      .subs:
                        Name(id='seq') @126:24
                        Name(id='mb') @126:29
                        Name(id='head') @126:33
                        Const(value=1) @126:39
                  .src:
                    Index() @126:45
                      .value:
                        Name(id='dq_s') @126:45
                      .subs:
                        Name(id='wg') @126:50
            Arrive(count=None) @127:9
              .target:
                Index() @127:16
                  .value:
                    Name(id='kv_free') @127:16
                  .subs:
                    Name(id='ks') @127:24
            Assign(targets=('k_scale',)) @128:9
              .value:
                Name(id='sm_scale') @128:19
            Assign(targets=('v_scale',)) @129:9
              .value:
                Const(value=1.0) @129:19
            If(orelse=()) @130:9
              .cond:
                BinOp(op='==') @130:12
                  .lhs:
                    Name(id='ACT') @130:12
                  .rhs:
                    Const(value='silu') @130:19
              .body:
                Assign(targets=('k_scale',)) @131:13
                  .value:
                    BinOp(op='*') @131:23
                      .lhs:
                        Name(id='sm_scale') @131:23
                      .rhs:
                        Name(id='out_scale') @131:34
                Assign(targets=('v_scale',)) @132:13
                  .value:
                    Name(id='out_scale') @132:23
            Assign(targets=('live',)) @133:9
              .value:
                BinOp(op='<') @133:16
                  .lhs:
                    Name(id='krows') @133:16
                  .rhs:
                    Name(id='len_k') @133:24
            Store() @134:9
              .target:
                Index() @134:9
                  .value:
                    Name(id='dk') @134:9
                  .subs:
                    Name(id='seq') @134:12
              .subs:
                Index() @134:17
                  .value:
                    Name(id='krows') @134:17
                  .subs:
                    FullSlice() @134:23
                    Const(value=None) @134:26
                Name(id='kvh') @134:33
                Index() @134:38
                  .value:
                    Name(id='dcols') @134:38
                  .subs:
                    Const(value=None) @134:44
                    FullSlice() @134:50
              .value:
                Call(kwargs=()) @134:56
                  .func:
                    Name(id='cast') @134:56
                  .args:
                    BinOp(op='*') @134:61
                      .lhs:
                        Name(id='acc_k') @134:61
                      .rhs:
                        Name(id='k_scale') @134:69
                    Name(id='DT') @134:78
              .mask:
                Index() @134:88
                  .value:
                    Name(id='live') @134:88
                  .subs:
                    FullSlice() @134:93
                    Const(value=None) @134:96
            Store() @135:9
              .target:
                Index() @135:9
                  .value:
                    Name(id='dv') @135:9
                  .subs:
                    Name(id='seq') @135:12
              .subs:
                Index() @135:17
                  .value:
                    Name(id='krows') @135:17
                  .subs:
                    FullSlice() @135:23
                    Const(value=None) @135:26
                Name(id='kvh') @135:33
                Index() @135:38
                  .value:
                    Name(id='dcols') @135:38
                  .subs:
                    Const(value=None) @135:44
                    FullSlice() @135:50
              .value:
                Call(kwargs=()) @135:56
                  .func:
                    Name(id='cast') @135:56
                  .args:
                    BinOp(op='*') @135:61
                      .lhs:
                        Name(id='acc_v') @135:61
                      .rhs:
                        Name(id='v_scale') @135:69
                    Name(id='DT') @135:78
              .mask:
                Index() @135:88
                  .value:
                    Name(id='live') @135:88
                  .subs:
                    FullSlice() @135:93
                    Const(value=None) @135:96