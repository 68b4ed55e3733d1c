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
    FuncDef(name='lse_delta', params=('j', 'head0', 'm_lo', 'n_m', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @56:1
      .body:
        Assign(targets=('head',)) @57:5
          .value:
            BinOp(op='+') @57:12
              .lhs:
                Name(id='head0') @57:12
              .rhs:
                BinOp(op='//') @57:20
                  .lhs:
                    Name(id='j') @57:20
                  .rhs:
                    Name(id='n_m') @57:25
        Assign(targets=('qpos',)) @58:5
          .value:
            BinOp(op='+') @58:13
              .lhs:
                BinOp(op='*') @58:13
                  .lhs:
                    BinOp(op='+') @58:13
                      .lhs:
                        Name(id='m_lo') @58:13
                      .rhs:
                        BinOp(op='%') @58:20
                          .lhs:
                            Name(id='j') @58:20
                          .rhs:
                            Name(id='n_m') @58:24
                  .rhs:
                    Name(id='BLOCK_M') @58:31
              .rhs:
                Name(id='qcols') @58:41
        Assign(targets=('qi',)) @59:5
          .value:
            BinOp(op='+') @59:10
              .lhs:
                Name(id='q0') @59:10
              .rhs:
                Call(kwargs=()) @59:15
                  .func:
                    Name(id='maximum') @59:15
                  .args:
                    Call(kwargs=()) @59:23
                      .func:
                        Name(id='minimum') @59:23
                      .args:
                        Name(id='qpos') @59:31
                        BinOp(op='-') @59:37
                          .lhs:
                            Name(id='len_q') @59:37
                          .rhs:
                            Const(value=1) @59:45
                    Const(value=0) @59:49
        Return() @60:5
          .values:
            Index() @60:12
              .value:
                Name(id='lse2_t') @60:12
              .subs:
                Name(id='head') @60:19
                Name(id='qi') @60:25
            Index() @60:30
              .value:
                Name(id='delta_t') @60:30
              .subs:
                Name(id='head') @60:38
                Name(id='qi') @60:44
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
        Param(name='DQ_COLS', kind='const', dtype=None, dims=(), offsets=None) @21:9
          .default:
            Const(value=32) @21:26
      .body:
        Tiles() @22:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @22:22
                .func:
                  Name(id='blocks') @22:22
                .args:
                  Name(id='k') @22:29
                  Name(id='BLOCK_N') @22:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @22:49
                .func:
                  Name(id='range') @22:49
                .args:
                  Name(id='HKV') @22:55
            )
          .options:
            TileOption(id='persistent', arg=None) @22:60
            TileOption(id='longest_first', arg=None) @22:71
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @23:5
          .cond:
            BinOp(op='==') @23:19
              .lhs:
                BinOp(op='%') @23:19
                  .lhs:
                    Name(id='BLOCK_N') @23:19
                  .rhs:
                    Name(id='WG_N') @23:29
              .rhs:
                Const(value=0) @23:37
        Assign(targets=('NWG',)) @24:5
          .value:
            BinOp(op='//') @24:11
              .lhs:
                Name(id='BLOCK_N') @24:11
              .rhs:
                Name(id='WG_N') @24:22
        SmemDecl(name='k_tile') @28:5
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
        SmemDecl(name='v_tile') @29:5
          .stages:
            BinOp(op='*') @29:17
              .lhs:
                Name(id='KV_BUF') @29:17
              .rhs:
                BinOp(op='//') @29:27
                  .lhs:
                    Name(id='BLOCK_N') @29:27
                  .rhs:
                    Name(id='WG_N') @29:38
          .dtype:
            Name(id='DT') @29:46
          .shape:
            Name(id='WG_N') @29:49
            Name(id='D') @29:55
        SmemDecl(name='q_ring') @30:5
          .stages:
            Name(id='STAGES') @30:17
          .dtype:
            Name(id='DT') @30:26
          .shape:
            Name(id='BLOCK_M') @30:29
            Name(id='D') @30:38
        SmemDecl(name='do_ring') @31:5
          .stages:
            Name(id='STAGES') @31:18
          .dtype:
            Name(id='DT') @31:27
          .shape:
            Name(id='BLOCK_M') @31:30
            Name(id='D') @31:39
        StaticAssert(message='DQ_COLS divides D and is at most 32') @36:5
          .cond:
            BoolOp(op='and') @36:19
              .values:
                BinOp(op='<=') @36:19
                  .lhs:
                    BinOp(op='*') @36:19
                      .lhs:
                        Name(id='DQ_COLS') @36:19
                      .rhs:
                        Const(value=4) @36:29
                  .rhs:
                    Const(value=128) @36:34
                BinOp(op='==') @36:42
                  .lhs:
                    BinOp(op='%') @36:42
                      .lhs:
                        Name(id='D') @36:42
                      .rhs:
                        Name(id='DQ_COLS') @36:46
                  .rhs:
                    Const(value=0) @36:57
        Assign(targets=('NC',)) @37:5
          .value:
            BinOp(op='//') @37:10
              .lhs:
                Name(id='D') @37:10
              .rhs:
                Name(id='DQ_COLS') @37:15
        SmemDecl(name='kh_tile') @38:5
          .stages:
            BinOp(op='*') @38:18
              .lhs:
                BinOp(op='*') @38:18
                  .lhs:
                    Name(id='KV_BUF') @38:18
                  .rhs:
                    BinOp(op='//') @38:28
                      .lhs:
                        Name(id='BLOCK_N') @38:28
                      .rhs:
                        Name(id='WG_N') @38:39
              .rhs:
                BinOp(op='//') @38:48
                  .lhs:
                    Name(id='D') @38:48
                  .rhs:
                    Name(id='DQ_COLS') @38:53
          .dtype:
            Name(id='DT') @38:64
          .shape:
            Name(id='WG_N') @38:67
            Name(id='DQ_COLS') @38:73
        SmemDecl(name='ds_s') @39:5
          .stages:
            BinOp(op='//') @39:15
              .lhs:
                Name(id='BLOCK_N') @39:15
              .rhs:
                Name(id='WG_N') @39:26
          .dtype:
            Name(id='DT') @39:33
          .shape:
            Name(id='WG_N') @39:36
            Name(id='BLOCK_M') @39:42
        SmemDecl(name='dq_s') @40:5
          .stages:
            BinOp(op='//') @40:15
              .lhs:
                Name(id='BLOCK_N') @40:15
              .rhs:
                Name(id='WG_N') @40:26
          .dtype:
            Name(id='f32') @40:33
          .shape:
            Name(id='BLOCK_M') @40:37
            Name(id='DQ_COLS') @40:46
        BarrierDecl(name='kv_ready', kwargs=()) @41:5
          .size:
            Name(id='KV_BUF') @41:22
        BarrierDecl(name='kv_free') @42:5
          .size:
            Name(id='KV_BUF') @42:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @42:35
                .lhs:
                  Name(id='BLOCK_N') @42:35
                .rhs:
                  Name(id='WG_N') @42:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @43:5
          .size:
            Name(id='STAGES') @43:22
        BarrierDecl(name='qd_free') @44:5
          .size:
            Name(id='STAGES') @44:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @44:35
                .lhs:
                  Name(id='BLOCK_N') @44:35
                .rhs:
                  Name(id='WG_N') @44:46
            )
        Assign(targets=('len_q',)) @46:5
          .value:
            Attr(name='len') @46:13
              .value:
                Index() @46:13
                  .value:
                    Name(id='q') @46:13
                  .subs:
                    Name(id='seq') @46:15
        Assign(targets=('len_k',)) @47:5
          .value:
            Attr(name='len') @47:13
              .value:
                Index() @47:13
                  .value:
                    Name(id='k') @47:13
                  .subs:
                    Name(id='seq') @47:15
        Assign(targets=('n',)) @49:5
          .value:
            Name(id='nt') @49:9
        If(orelse=()) @50:5
          .cond:
            Name(id='CAUSAL') @50:8
          .body:
            Assign(targets=('n',)) @51:9
              .value:
                BinOp(op='-') @51:13
                  .lhs:
                    BinOp(op='-') @51:13
                      .lhs:
                        Call(kwargs=()) @51:13
                          .func:
                            Name(id='cdiv') @51:13
                          .args:
                            Name(id='len_k') @51:18
                            Name(id='BLOCK_N') @51:25
                      .rhs:
                        Const(value=1) @51:36
                  .rhs:
                    Name(id='nt') @51:40
        Assign(targets=('group',)) @52:5
          .value:
            BinOp(op='//') @52:13
              .lhs:
                Name(id='H') @52:13
              .rhs:
                Name(id='HKV') @52:18
        Assign(targets=('m_lo',)) @54:5
          .value:
            Const(value=0) @54:12
        If(orelse=()) @55:5
          .cond:
            Name(id='CAUSAL') @55:8
          .body:
            Assign(targets=('m_lo',)) @56:9
              .value:
                BinOp(op='//') @56:16
                  .lhs:
                    Call(kwargs=()) @56:16
                      .func:
                        Name(id='maximum') @56:16
                      .args:
                        BinOp(op='-') @56:24
                          .lhs:
                            BinOp(op='*') @56:24
                              .lhs:
                                Name(id='n') @56:24
                              .rhs:
                                Name(id='BLOCK_N') @56:28
                          .rhs:
                            BinOp(op='-') @56:39
                              .lhs:
                                Name(id='len_k') @56:39
                              .rhs:
                                Name(id='len_q') @56:47
                        Const(value=0) @56:55
                  .rhs:
                    Name(id='BLOCK_M') @56:61
        Assign(targets=('n_m',)) @57:5
          .value:
            Call(kwargs=()) @57:11
              .func:
                Name(id='maximum') @57:11
              .args:
                BinOp(op='-') @57:19
                  .lhs:
                    Call(kwargs=()) @57:19
                      .func:
                        Name(id='cdiv') @57:19
                      .args:
                        Name(id='len_q') @57:24
                        Name(id='BLOCK_M') @57:31
                  .rhs:
                    Name(id='m_lo') @57:42
                Const(value=0) @57:48
        Assign(targets=('steps',)) @58:5
          .value:
            BinOp(op='*') @58:13
              .lhs:
                Name(id='group') @58:13
              .rhs:
                Name(id='n_m') @58:21
        Role(name='load', replica=None) @60:5
          .kwargs:
            (
              'warps'
              Const(value=1) @60:21
            )
            (
              'regs'
              Const(value=24) @60:29
            )
          .body:
            Assign(targets=('ks',)) @61:9
              .value:
                BinOp(op='%') @61:14
                  .lhs:
                    Name(id='tile_index') @61:14
                  .rhs:
                    Name(id='KV_BUF') @61:27
            Wait(phase=None) @62:9
              .target:
                Index() @62:14
                  .value:
                    Name(id='kv_free') @62:14
                  .subs:
                    Name(id='ks') @62:22
            Expect() @63:9
              .target:
                Index() @63:16
                  .value:
                    Name(id='kv_ready') @63:16
                  .subs:
                    Name(id='ks') @63:25
              .nbytes:
                BinOp(op='+') @63:30
                  .lhs:
                    BinOp(op='*') @63:30
                      .lhs:
                        BinOp(op='*') @63:30
                          .lhs:
                            Const(value=2) @63:30
                          .rhs:
                            Name(id='NWG') @63:34
                      .rhs:
                        Call(kwargs=()) @63:40
                          .func:
                            Name(id='bytes') @63:40
                          .args:
                            Name(id='k_tile') @63:46
                  .rhs:
                    BinOp(op='*') @63:56
                      .lhs:
                        BinOp(op='*') @63:56
                          .lhs:
                            Name(id='NC') @63:56
                          .rhs:
                            Name(id='NWG') @63:61
                      .rhs:
                        Call(kwargs=()) @63:67
                          .func:
                            Name(id='bytes') @63:67
                          .args:
                            Name(id='kh_tile') @63:73
            For(var='i') @64:9
              .iter:
                Call(kwargs=()) @64:18
                  .func:
                    Name(id='static_range') @64:18
                  .args:
                    Name(id='NWG') @64:31
              .body:
                Tma() @65:13
                  .dst:
                    Index() @65:17
                      .value:
                        Name(id='k_tile') @65:17
                      .subs:
                        BinOp(op='+') @65:24
                          .lhs:
                            BinOp(op='*') @65:24
                              .lhs:
                                Name(id='ks') @65:24
                              .rhs:
                                Name(id='NWG') @65:29
                          .rhs:
                            Name(id='i') @65:35
                  .src:
                    Index() @65:41
                      .value:
                        Name(id='k') @65:41
                      .subs:
                        Name(id='seq') @65:43
                        BinOp(op='+') @65:48
                          .lhs:
                            BinOp(op='*') @65:48
                              .lhs:
                                Name(id='NWG') @65:48
                              .rhs:
                                Name(id='n') @65:54
                          .rhs:
                            Name(id='i') @65:58
                        Name(id='kvh') @65:61
                  .signals:
                    Index() @65:74
                      .value:
                        Name(id='kv_ready') @65:74
                      .subs:
                        Name(id='ks') @65:83
                Tma() @66:13
                  .dst:
                    Index() @66:17
                      .value:
                        Name(id='v_tile') @66:17
                      .subs:
                        BinOp(op='+') @66:24
                          .lhs:
                            BinOp(op='*') @66:24
                              .lhs:
                                Name(id='ks') @66:24
                              .rhs:
                                Name(id='NWG') @66:29
                          .rhs:
                            Name(id='i') @66:35
                  .src:
                    Index() @66:41
                      .value:
                        Name(id='v') @66:41
                      .subs:
                        Name(id='seq') @66:43
                        BinOp(op='+') @66:48
                          .lhs:
                            BinOp(op='*') @66:48
                              .lhs:
                                Name(id='NWG') @66:48
                              .rhs:
                                Name(id='n') @66:54
                          .rhs:
                            Name(id='i') @66:58
                        Name(id='kvh') @66:61
                  .signals:
                    Index() @66:74
                      .value:
                        Name(id='kv_ready') @66:74
                      .subs:
                        Name(id='ks') @66:83
                For(var='c') @67:13
                  .iter:
                    Call(kwargs=()) @67:22
                      .func:
                        Name(id='static_range') @67:22
                      .args:
                        Name(id='NC') @67:35
                  .body:
                    Tma() @68:17
                      .dst:
                        Index() @68:21
                          .value:
                            Name(id='kh_tile') @68:21
                          .subs:
                            BinOp(op='+') @68:29
                              .lhs:
                                BinOp(op='*') @68:29
                                  .lhs:
                                    Name(id='NC') @68:29
                                  .rhs:
                                    BinOp(op='+') @68:35
                                      .lhs:
                                        BinOp(op='*') @68:35
                                          .lhs:
                                            Name(id='ks') @68:35
                                          .rhs:
                                            Name(id='NWG') @68:40
                                      .rhs:
                                        Name(id='i') @68:46
                              .rhs:
                                Name(id='c') @68:51
                      .src:
                        Index() @68:57
                          .value:
                            Name(id='k') @68:57
                          .subs:
                            Name(id='seq') @68:59
                            BinOp(op='+') @68:64
                              .lhs:
                                BinOp(op='*') @68:64
                                  .lhs:
                                    Name(id='NWG') @68:64
                                  .rhs:
                                    Name(id='n') @68:70
                              .rhs:
                                Name(id='i') @68:74
                            Name(id='kvh') @68:77
                            Name(id='c') @68:82
                      .signals:
                        Index() @68:93
                          .value:
                            Name(id='kv_ready') @68:93
                          .subs:
                            Name(id='ks') @68:102
            Pipeline(var='j', slot='slot', ring='qd') @69:9
              .iter:
                Call(kwargs=()) @69:23
                  .func:
                    Name(id='range') @69:23
                  .args:
                    Name(id='steps') @69:29
              .stages:
                Name(id='STAGES') @69:49
              .body:
                Assign(targets=('head',)) @70:13
                  .value:
                    BinOp(op='+') @70:20
                      .lhs:
                        BinOp(op='*') @70:20
                          .lhs:
                            Name(id='kvh') @70:20
                          .rhs:
                            Name(id='group') @70:26
                      .rhs:
                        BinOp(op='//') @70:34
                          .lhs:
                            Name(id='j') @70:34
                          .rhs:
                            Name(id='n_m') @70:39
                Assign(targets=('mb',)) @71:13
                  .value:
                    BinOp(op='+') @71:18
                      .lhs:
                        Name(id='m_lo') @71:18
                      .rhs:
                        BinOp(op='%') @71:25
                          .lhs:
                            Name(id='j') @71:25
                          .rhs:
                            Name(id='n_m') @71:29
                Wait(phase=None) @72:13
                  .target:
                    Index() @72:18
                      .value:
                        Name(id='qd_free') @72:18
                      .subs:
                        Name(id='slot') @72:26
                Expect() @73:13
                  .target:
                    Index() @73:20
                      .value:
                        Name(id='qd_ready') @73:20
                      .subs:
                        Name(id='slot') @73:29
                  .nbytes:
                    BinOp(op='+') @73:36
                      .lhs:
                        Call(kwargs=()) @73:36
                          .func:
                            Name(id='bytes') @73:36
                          .args:
                            Name(id='q_ring') @73:42
                      .rhs:
                        Call(kwargs=()) @73:52
                          .func:
                            Name(id='bytes') @73:52
                          .args:
                            Name(id='do_ring') @73:58
                Tma() @74:13
                  .dst:
                    Index() @74:17
                      .value:
                        Name(id='q_ring') @74:17
                      .subs:
                        Name(id='slot') @74:24
                  .src:
                    Index() @74:33
                      .value:
                        Name(id='q') @74:33
                      .subs:
                        Name(id='seq') @74:35
                        Name(id='mb') @74:40
                        Name(id='head') @74:44
                  .signals:
                    Index() @74:58
                      .value:
                        Name(id='qd_ready') @74:58
                      .subs:
                        Name(id='slot') @74:67
                Tma() @75:13
                  .dst:
                    Index() @75:17
                      .value:
                        Name(id='do_ring') @75:17
                      .subs:
                        Name(id='slot') @75:25
                  .src:
                    Index() @75:34
                      .value:
                        Name(id='d_o') @75:34
                      .subs:
                        Name(id='seq') @75:38
                        Name(id='mb') @75:43
                        Name(id='head') @75:47
                  .signals:
                    Index() @75:61
                      .value:
                        Name(id='qd_ready') @75:61
                      .subs:
                        Name(id='slot') @75:70
        Role(name='compute', replica='wg') @77:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @77:29
            )
            (
              'regs'
              Name(id='REGS') @77:39
            )
          .body:
            Assign(targets=('qk_scale',)) @78:9
              .value:
                BinOp(op='*') @78:20
                  .lhs:
                    Name(id='sm_scale') @78:20
                  .rhs:
                    Name(id='LOG2E') @78:31
            Assign(targets=('krow0',)) @79:9
              .value:
                BinOp(op='+') @79:17
                  .lhs:
                    BinOp(op='*') @79:17
                      .lhs:
                        Name(id='n') @79:17
                      .rhs:
                        Name(id='BLOCK_N') @79:21
                  .rhs:
                    BinOp(op='*') @79:31
                      .lhs:
                        Name(id='wg') @79:31
                      .rhs:
                        Name(id='WG_N') @79:36
            Assign(targets=('krows',)) @80:9
              .value:
                BinOp(op='+') @80:17
                  .lhs:
                    Name(id='krow0') @80:17
                  .rhs:
                    Call(kwargs=()) @80:25
                      .func:
                        Name(id='arange') @80:25
                      .args:
                        Name(id='WG_N') @80:32
            Assign(targets=('qcols',)) @81:9
              .value:
                Call(kwargs=()) @81:17
                  .func:
                    Name(id='arange') @81:17
                  .args:
                    Name(id='BLOCK_M') @81:24
            Assign(targets=('dcols',)) @82:9
              .value:
                Call(kwargs=()) @82:17
                  .func:
                    Name(id='arange') @82:17
                  .args:
                    Name(id='D') @82:24
            Assign(targets=('ks',)) @83:9
              .value:
                BinOp(op='%') @83:14
                  .lhs:
                    Name(id='tile_index') @83:14
                  .rhs:
                    Name(id='KV_BUF') @83:27
            Assign(targets=('mine',)) @84:9
              .value:
                BinOp(op='+') @84:16
                  .lhs:
                    BinOp(op='*') @84:16
                      .lhs:
                        Name(id='ks') @84:16
                      .rhs:
                        Name(id='NWG') @84:21
                  .rhs:
                    Name(id='wg') @84:27
            Assign(targets=('acc_k',)) @85:9
              .value:
                Call(kwargs=()) @85:17
                  .func:
                    Name(id='zeros') @85:17
                  .args:
                    ListLit() @85:23
                      .elts:
                        Name(id='WG_N') @85:24
                        Name(id='D') @85:30
                    Name(id='f32') @85:34
            Assign(targets=('acc_v',)) @86:9
              .value:
                Call(kwargs=()) @86:17
                  .func:
                    Name(id='zeros') @86:17
                  .args:
                    ListLit() @86:23
                      .elts:
                        Name(id='WG_N') @86:24
                        Name(id='D') @86:30
                    Name(id='f32') @86:34
            Wait(phase=None) @87:9
              .target:
                Index() @87:14
                  .value:
                    Name(id='kv_ready') @87:14
                  .subs:
                    Name(id='ks') @87:23
            Pipeline(var='j', slot='slot', ring='qd') @88:9
              .iter:
                Call(kwargs=()) @88:23
                  .func:
                    Name(id='range') @88:23
                  .args:
                    Name(id='steps') @88:29
              .stages:
                Name(id='STAGES') @88:49
              .body:
                Assign(targets=('head',)) @89:13
                  .value:
                    BinOp(op='+') @89:20
                      .lhs:
                        BinOp(op='*') @89:20
                          .lhs:
                            Name(id='kvh') @89:20
                          .rhs:
                            Name(id='group') @89:26
                      .rhs:
                        BinOp(op='//') @89:34
                          .lhs:
                            Name(id='j') @89:34
                          .rhs:
                            Name(id='n_m') @89:39
                Assign(targets=('mb',)) @90:13
                  .value:
                    BinOp(op='+') @90:18
                      .lhs:
                        Name(id='m_lo') @90:18
                      .rhs:
                        BinOp(op='%') @90:25
                          .lhs:
                            Name(id='j') @90:25
                          .rhs:
                            Name(id='n_m') @90:29
                Assign(targets=('qpos',)) @91:13
                  .value:
                    BinOp(op='+') @91:20
                      .lhs:
                        BinOp(op='*') @91:20
                          .lhs:
                            Name(id='mb') @91:20
                          .rhs:
                            Name(id='BLOCK_M') @91:25
                      .rhs:
                        Name(id='qcols') @91:35
                Assign(targets=('lse2',)) @92:13
                  .value:
                    Call(kwargs=()) @92:20
                      .func:
                        Name(id='zeros') @92:20
                      .args:
                        ListLit() @92:26
                          .elts:
                            Name(id='BLOCK_M') @92:27
                        Name(id='f32') @92:37
                Assign(targets=('dlt',)) @93:13
                  .value:
                    Call(kwargs=()) @93:19
                      .func:
                        Name(id='zeros') @93:19
                      .args:
                        ListLit() @93:25
                          .elts:
                            Name(id='BLOCK_M') @93:26
                        Name(id='f32') @93:36
                If(orelse=()) @94:13
                  .cond:
                    BinOp(op='==') @94:16
                      .lhs:
                        Name(id='ACT') @94:16
                      .rhs:
                        Const(value='softmax') @94:23
                  .body:
                    Assign(targets=('lse2',)) @95:17
                      .value:
                        BinOp(op='*') @95:24
                          .lhs:
                            Index() @95:24
                              .value:
                                Index() @95:24
                                  .value:
                                    Name(id='lse') @95:24
                                  .subs:
                                    Name(id='seq') @95:28
                              .subs:
                                Name(id='qpos') @95:33
                                Name(id='head') @95:39
                          .rhs:
                            Name(id='LOG2E') @95:47
                    Assign(targets=('dlt',)) @96:17
                      .value:
                        Index() @96:23
                          .value:
                            Index() @96:23
                              .value:
                                Name(id='delta') @96:23
                              .subs:
                                Name(id='seq') @96:29
                          .subs:
                            Name(id='qpos') @96:34
                            Name(id='head') @96:40
                Assign(targets=('edge',)) @99:13
                  .value:
                    BoolOp(op='or') @99:20
                      .values:
                        BinOp(op='>') @99:20
                          .lhs:
                            BinOp(op='*') @99:21
                              .lhs:
                                BinOp(op='+') @99:21
                                  .lhs:
                                    Name(id='mb') @99:21
                                  .rhs:
                                    Const(value=1) @99:26
                              .rhs:
                                Name(id='BLOCK_M') @99:31
                          .rhs:
                            Name(id='len_q') @99:41
                        BinOp(op='>') @99:50
                          .lhs:
                            BinOp(op='+') @99:50
                              .lhs:
                                Name(id='krow0') @99:50
                              .rhs:
                                Name(id='WG_N') @99:58
                          .rhs:
                            Name(id='len_k') @99:65
                If(orelse=()) @100:13
                  .cond:
                    Name(id='CAUSAL') @100:16
                  .body:
                    Assign(targets=('edge',)) @101:17
                      .value:
                        BoolOp(op='or') @101:24
                          .values:
                            Name(id='edge') @101:24
                            BinOp(op='>') @101:32
                              .lhs:
                                BinOp(op='-') @101:32
                                  .lhs:
                                    BinOp(op='+') @101:32
                                      .lhs:
                                        Name(id='krow0') @101:32
                                      .rhs:
                                        Name(id='WG_N') @101:40
                                  .rhs:
                                    Const(value=1) @101:47
                              .rhs:
                                BinOp(op='-') @101:51
                                  .lhs:
                                    BinOp(op='+') @101:51
                                      .lhs:
                                        BinOp(op='*') @101:51
                                          .lhs:
                                            Name(id='mb') @101:51
                                          .rhs:
                                            Name(id='BLOCK_M') @101:56
                                      .rhs:
                                        Name(id='len_k') @101:66
                                  .rhs:
                                    Name(id='len_q') @101:74
                Wait(phase=None) @102:13
                  .target:
                    Index() @102:18
                      .value:
                        Name(id='qd_ready') @102:18
                      .subs:
                        Name(id='slot') @102:27
                Assign(targets=('st_f',)) @103:13
                  .value:
                    Call(kwargs=()) @103:20
                      .func:
                        Name(id='mma_async') @103:20
                      .args:
                        Index() @103:30
                          .value:
                            Name(id='k_tile') @103:30
                          .subs:
                            Name(id='mine') @103:37
                        Attr(name='T') @103:44
                          .value:
                            Index() @103:44
                              .value:
                                Name(id='q_ring') @103:44
                              .subs:
                                Name(id='slot') @103:51
                Assign(targets=('dpt_f',)) @104:13
                  .value:
                    Call(kwargs=()) @104:21
                      .func:
                        Name(id='mma_async') @104:21
                      .args:
                        Index() @104:31
                          .value:
                            Name(id='v_tile') @104:31
                          .subs:
                            Name(id='mine') @104:38
                        Attr(name='T') @104:45
                          .value:
                            Index() @104:45
                              .value:
                                Name(id='do_ring') @104:45
                              .subs:
                                Name(id='slot') @104:53
                Assign(targets=('st',)) @105:13
                  .value:
                    Call() @105:18
                      .func:
                        Name(id='mma_wait') @105:18
                      .args:
                        Name(id='st_f') @105:27
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @105:41
                        )
                Assign(targets=('pt', 'dact')) @106:13
                  .value:
                    Call(kwargs=()) @106:24
                      .func:
                        Name(id='probs') @106:24
                      .args:
                        Name(id='st') @106:30
                        Name(id='edge') @106:34
                        Index() @106:40
                          .value:
                            Name(id='qpos') @106:40
                          .subs:
                            Const(value=None) @106:45
                            FullSlice() @106:51
                        Index() @106:55
                          .value:
                            Name(id='krows') @106:55
                          .subs:
                            FullSlice() @106:61
                            Const(value=None) @106:64
                        Name(id='len_q') @106:71
                        Name(id='len_k') @106:78
                        Index() @106:85
                          .value:
                            Name(id='lse2') @106:85
                          .subs:
                            Const(value=None) @106:90
                            FullSlice() @106:96
                        Name(id='qk_scale') @106:100
                        Name(id='sm_scale') @107:30
                        Name(id='CAUSAL') @107:40
                        Name(id='ACT') @107:48
                Assign(targets=('dpt',)) @108:13
                  .value:
                    Call(kwargs=()) @108:19
                      .func:
                        Name(id='mma_wait') @108:19
                      .args:
                        Name(id='dpt_f') @108:28
                Assign(targets=('dv_f',)) @110:13
                  .value:
                    Call(kwargs=()) @110:20
                      .func:
                        Name(id='mma_async') @110:20
                      .args:
                        Call(kwargs=()) @110:30
                          .func:
                            Name(id='cast') @110:30
                          .args:
                            Name(id='pt') @110:35
                            Name(id='DT') @110:39
                        Index() @110:44
                          .value:
                            Name(id='do_ring') @110:44
                          .subs:
                            Name(id='slot') @110:52
                        Name(id='acc_v') @110:59
                Assign(targets=('dst',)) @111:13
                  .value:
                    Call(kwargs=()) @111:19
                      .func:
                        Name(id='cast') @111:19
                      .args:
                        Call(kwargs=()) @111:24
                          .func:
                            Name(id='dscores') @111:24
                          .args:
                            Name(id='pt') @111:32
                            Name(id='dact') @111:36
                            Name(id='dpt') @111:42
                            Index() @111:47
                              .value:
                                Name(id='dlt') @111:47
                              .subs:
                                Const(value=None) @111:51
                                FullSlice() @111:57
                            Name(id='ACT') @111:61
                        Name(id='DT') @111:67
                ExprStmt() @113:13
                  .value:
                    Call(kwargs=()) @113:13
                      .func:
                        Name(id='store_smem') @113:13
                      .args:
                        Index() @113:24
                          .value:
                            Name(id='ds_s') @113:24
                          .subs:
                            Name(id='wg') @113:29
                        Name(id='dst') @113:34
                Fence() @114:13
                Assign(targets=('dq_f',)) @115:13
                  .value:
                    Call(kwargs=()) @115:20
                      .func:
                        Name(id='mma_async') @115:20
                      .args:
                        Attr(name='T') @115:30
                          .value:
                            Index() @115:30
                              .value:
                                Name(id='ds_s') @115:30
                              .subs:
                                Name(id='wg') @115:35
                        Index() @115:42
                          .value:
                            Name(id='kh_tile') @115:42
                          .subs:
                            BinOp(op='*') @115:50
                              .lhs:
                                Name(id='NC') @115:50
                              .rhs:
                                Name(id='mine') @115:55
                Assign(targets=('dk_f',)) @116:13
                  .value:
                    Call(kwargs=()) @116:20
                      .func:
                        Name(id='mma_async') @116:20
                      .args:
                        Name(id='dst') @116:30
                        Index() @116:35
                          .value:
                            Name(id='q_ring') @116:35
                          .subs:
                            Name(id='slot') @116:42
                        Name(id='acc_k') @116:49
                Assign(targets=('acc_v',)) @117:13
                  .value:
                    Call() @117:21
                      .func:
                        Name(id='mma_wait') @117:21
                      .args:
                        Name(id='dv_f') @117:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=2) @117:44
                        )
                Assign(targets=('dq_c',)) @121:13
                  .value:
                    Call() @121:20
                      .func:
                        Name(id='mma_wait') @121:20
                      .args:
                        Name(id='dq_f') @121:29
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @121:43
                        )
                ExprStmt() @122:13
                  .value:
                    Call(kwargs=()) @122:13
                      .func:
                        Name(id='store_smem') @122:13
                      .args:
                        Index() @122:24
                          .value:
                            Name(id='dq_s') @122:24
                          .subs:
                            Name(id='wg') @122:29
                        Name(id='dq_c') @122:34
                Fence() @123:13
                Tma(signals=None, reduce='add') @124:13
                  .dst:
                    Index() @124:17
                      .value:
                        Name(id='dq_acc') @124:17
                      .subs:
                        Name(id='seq') @124:24
                        Name(id='mb') @124:29
                        Name(id='head') @124:33
                        Const(value=0) @124:39
                  .src:
                    Index() @124:45
                      .value:
                        Name(id='dq_s') @124:45
                      .subs:
                        Name(id='wg') @124:50
                Assign(targets=('dq_f',)) @125:13
                  .value:
                    Call(kwargs=()) @125:20
                      .func:
                        Name(id='mma_async') @125:20
                      .args:
                        Attr(name='T') @125:30
                          .value:
                            Index() @125:30
                              .value:
                                Name(id='ds_s') @125:30
                              .subs:
                                Name(id='wg') @125:35
                        Index() @125:42
                          .value:
                            Name(id='kh_tile') @125:42
                          .subs:
                            BinOp(op='+') @125:50
                              .lhs:
                                BinOp(op='*') @125:50
                                  .lhs:
                                    Name(id='NC') @125:50
                                  .rhs:
                                    Name(id='mine') @125:55
                              .rhs:
                                Const(value=1) @125:62
                Assign(targets=('acc_k',)) @126:13
                  .value:
                    Call() @126:21
                      .func:
                        Name(id='mma_wait') @126:21
                      .args:
                        Name(id='dk_f') @126:30
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @126:44
                        )
                Assign(targets=('dq_c',)) @127:13
                  .value:
                    Call(kwargs=()) @127:20
                      .func:
                        Name(id='mma_wait') @127:20
                      .args:
                        Name(id='dq_f') @127:29
                Arrive(count=None) @128:13
                  .target:
                    Index() @128:20
                      .value:
                        Name(id='qd_free') @128:20
                      .subs:
                        Name(id='slot') @128:28
                ExprStmt() @129:13
                  .value:
                    Call(kwargs=()) @129:13
                      .func:
                        Name(id='store_smem') @129:13
                      .args:
                        Index() @129:24
                          .value:
                            Name(id='dq_s') @129:24
                          .subs:
                            Name(id='wg') @129:29
                        Name(id='dq_c') @129:34
                Fence() @130:13
                Tma(signals=None, reduce='add') @131:13
                  .dst:
                    Index() @131:17
                      .value:
                        Name(id='dq_acc') @131:17
                      .subs:
                        Name(id='seq') @131:24
                        Name(id='mb') @131:29
                        Name(id='head') @131:33
                        Const(value=1) @131:39
                  .src:
                    Index() @131:45
                      .value:
                        Name(id='dq_s') @131:45
                      .subs:
                        Name(id='wg') @131:50
                For(var='c') @132:13
                  .iter:
                    Call(kwargs=()) @132:22
                      .func:
                        Name(id='static_range') @132:22
                      .args:
                        Const(value=2) @132:35
                        Name(id='NC') @132:38
                  .body:
                    Assign(targets=('dq_c',)) @133:17
                      .value:
                        Call(kwargs=()) @133:24
                          .func:
                            Name(id='mma_wait') @133:24
                          .args:
                            Call(kwargs=()) @133:33
                              .func:
                                Name(id='mma_async') @133:33
                              .args:
                                Attr(name='T') @133:43
                                  .value:
                                    Index() @133:43
                                      .value:
                                        Name(id='ds_s') @133:43
                                      .subs:
                                        Name(id='wg') @133:48
                                Index() @133:55
                                  .value:
                                    Name(id='kh_tile') @133:55
                                  .subs:
                                    BinOp(op='+') @133:63
                                      .lhs:
                                        BinOp(op='*') @133:63
                                          .lhs:
                                            Name(id='NC') @133:63
                                          .rhs:
                                            Name(id='mine') @133:68
                                      .rhs:
                                        Name(id='c') @133:75
                    ExprStmt() @134:17
                      .value:
                        Call(kwargs=()) @134:17
                          .func:
                            Name(id='store_smem') @134:17
                          .args:
                            Index() @134:28
                              .value:
                                Name(id='dq_s') @134:28
                              .subs:
                                Name(id='wg') @134:33
                            Name(id='dq_c') @134:38
                    Fence() @135:17
                    Tma(signals=None, reduce='add') @136:17
                      .dst:
                        Index() @136:21
                          .value:
                            Name(id='dq_acc') @136:21
                          .subs:
                            Name(id='seq') @136:28
                            Name(id='mb') @136:33
                            Name(id='head') @136:37
                            Name(id='c') @136:43
                      .src:
                        Index() @136:49
                          .value:
                            Name(id='dq_s') @136:49
                          .subs:
                            Name(id='wg') @136:54
            Arrive(count=None) @137:9
              .target:
                Index() @137:16
                  .value:
                    Name(id='kv_free') @137:16
                  .subs:
                    Name(id='ks') @137:24
            Assign(targets=('k_scale',)) @138:9
              .value:
                Name(id='sm_scale') @138:19
            Assign(targets=('v_scale',)) @139:9
              .value:
                Const(value=1.0) @139:19
            If(orelse=()) @140:9
              .cond:
                BinOp(op='==') @140:12
                  .lhs:
                    Name(id='ACT') @140:12
                  .rhs:
                    Const(value='silu') @140:19
              .body:
                Assign(targets=('k_scale',)) @141:13
                  .value:
                    BinOp(op='*') @141:23
                      .lhs:
                        Name(id='sm_scale') @141:23
                      .rhs:
                        Name(id='out_scale') @141:34
                Assign(targets=('v_scale',)) @142:13
                  .value:
                    Name(id='out_scale') @142:23
            Assign(targets=('live',)) @143:9
              .value:
                BinOp(op='<') @143:16
                  .lhs:
                    Name(id='krows') @143:16
                  .rhs:
                    Name(id='len_k') @143:24
            Store() @144:9
              .target:
                Index() @144:9
                  .value:
                    Name(id='dk') @144:9
                  .subs:
                    Name(id='seq') @144:12
              .subs:
                Index() @144:17
                  .value:
                    Name(id='krows') @144:17
                  .subs:
                    FullSlice() @144:23
                    Const(value=None) @144:26
                Name(id='kvh') @144:33
                Index() @144:38
                  .value:
                    Name(id='dcols') @144:38
                  .subs:
                    Const(value=None) @144:44
                    FullSlice() @144:50
              .value:
                Call(kwargs=()) @144:56
                  .func:
                    Name(id='cast') @144:56
                  .args:
                    BinOp(op='*') @144:61
                      .lhs:
                        Name(id='acc_k') @144:61
                      .rhs:
                        Name(id='k_scale') @144:69
                    Name(id='DT') @144:78
              .mask:
                Index() @144:88
                  .value:
                    Name(id='live') @144:88
                  .subs:
                    FullSlice() @144:93
                    Const(value=None) @144:96
            Store() @145:9
              .target:
                Index() @145:9
                  .value:
                    Name(id='dv') @145:9
                  .subs:
                    Name(id='seq') @145:12
              .subs:
                Index() @145:17
                  .value:
                    Name(id='krows') @145:17
                  .subs:
                    FullSlice() @145:23
                    Const(value=None) @145:26
                Name(id='kvh') @145:33
                Index() @145:38
                  .value:
                    Name(id='dcols') @145:38
                  .subs:
                    Const(value=None) @145:44
                    FullSlice() @145:50
              .value:
                Call(kwargs=()) @145:56
                  .func:
                    Name(id='cast') @145:56
                  .args:
                    BinOp(op='*') @145:61
                      .lhs:
                        Name(id='acc_v') @145:61
                      .rhs:
                        Name(id='v_scale') @145:69
                    Name(id='DT') @145:78
              .mask:
                Index() @145:88
                  .value:
                    Name(id='live') @145:88
                  .subs:
                    FullSlice() @145:93
                    Const(value=None) @145:96