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
    FuncDef(name='lse_delta', params=('j', 'head0', 'm_lo', 'rot', 'n_m', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @56:1
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
                        BinOp(op='%') @58:21
                          .lhs:
                            BinOp(op='+') @58:21
                              .lhs:
                                Name(id='j') @58:21
                              .rhs:
                                Name(id='rot') @58:25
                          .rhs:
                            Name(id='n_m') @58:32
                  .rhs:
                    Name(id='BLOCK_M') @58:39
              .rhs:
                Name(id='qcols') @58:49
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
    KernelDef(name='attn_bwd_dkdv') @5:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @6:9
          .dtype:
            Name(id='DT') @6:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @6:41
          .dtype:
            Name(id='DT') @6:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @6:75
          .dtype:
            Name(id='DT') @6:85
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @7:9
          .dtype:
            Name(id='DT') @7:21
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @7:43
          .dtype:
            Name(id='f32') @7:51
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @7:63
          .dtype:
            Name(id='f32') @7:72
        Param(name='dk', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @8:9
          .dtype:
            Name(id='DT') @8:20
        Param(name='dv', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @8:44
          .dtype:
            Name(id='DT') @8:55
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @9:9
          .dtype:
            Name(id='i32') @9:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @9:25
          .dtype:
            Name(id='i32') @9:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @9:41
          .dtype:
            Name(id='f32') @9:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @9:56
          .dtype:
            Name(id='f32') @9:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @10:9
          .default:
            Name(id='f16') @10:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @10:26
          .default:
            Const(value=128) @10:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @10:42
          .default:
            Const(value=64) @10:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @10:63
          .default:
            Const(value=128) @10:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @10:85
          .default:
            Const(value=2) @10:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @11:9
          .default:
            Const(value=False) @11:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @11:32
          .default:
            Const(value='softmax') @11:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @11:56
          .default:
            Const(value=240) @11:70
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @11:75
          .default:
            Const(value=64) @11:89
        Param(name='SMEM_P', kind='const', dtype=None, dims=(), offsets=None) @12:9
          .default:
            Const(value=True) @12:25
        Param(name='PREFETCH', kind='const', dtype=None, dims=(), offsets=None) @12:31
          .default:
            Const(value=False) @12:49
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @12:56
          .default:
            Const(value=False) @12:73
        Param(name='KVBUF', kind='const', dtype=None, dims=(), offsets=None) @12:80
          .default:
            Const(value=2) @12:95
        Param(name='HEAD_GROUPS', kind='const', dtype=None, dims=(), offsets=None) @13:9
          .default:
            Const(value=1) @13:30
        Param(name='ROTATE', kind='const', dtype=None, dims=(), offsets=None) @13:33
          .default:
            Const(value=False) @13:49
        Param(name='P16', kind='const', dtype=None, dims=(), offsets=None) @13:56
          .default:
            Const(value=False) @13:69
      .body:
        Require(message='HEAD_GROUPS divides the KV heads') @16:5
          .cond:
            BinOp(op='==') @16:13
              .lhs:
                BinOp(op='%') @16:13
                  .lhs:
                    Name(id='HKV') @16:13
                  .rhs:
                    Name(id='HEAD_GROUPS') @16:19
              .rhs:
                Const(value=0) @16:34
        Tiles() @17:5
          .dims:
            (
              ('hgo',)
              Call(kwargs=()) @17:18
                .func:
                  Name(id='range') @17:18
                .args:
                  Name(id='HEAD_GROUPS') @17:24
            )
            (
              ('seq', 'nt')
              Call(kwargs=()) @17:49
                .func:
                  Name(id='blocks') @17:49
                .args:
                  Name(id='k') @17:56
                  Name(id='BLOCK_N') @17:59
            )
            (
              ('hgi',)
              Call(kwargs=()) @17:76
                .func:
                  Name(id='range') @17:76
                .args:
                  BinOp(op='//') @17:82
                    .lhs:
                      Name(id='HKV') @17:82
                    .rhs:
                      Name(id='HEAD_GROUPS') @17:89
            )
          .options:
            TileOption(id='persistent', arg=None) @17:102
            TileOption(id='longest_first', arg=None) @17:113
            TileOption(id='dynamic') @17:127
              .arg:
                Name(id='DYNAMIC') @17:135
        Assign(targets=('kvh',)) @18:5
          .value:
            BinOp(op='+') @18:11
              .lhs:
                BinOp(op='*') @18:11
                  .lhs:
                    Name(id='hgo') @18:11
                  .rhs:
                    BinOp(op='//') @18:18
                      .lhs:
                        Name(id='HKV') @18:18
                      .rhs:
                        Name(id='HEAD_GROUPS') @18:25
              .rhs:
                Name(id='hgi') @18:40
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @19:5
          .cond:
            BinOp(op='==') @19:19
              .lhs:
                BinOp(op='%') @19:19
                  .lhs:
                    Name(id='BLOCK_N') @19:19
                  .rhs:
                    Name(id='WG_N') @19:29
              .rhs:
                Const(value=0) @19:37
        Assign(targets=('NWG',)) @20:5
          .value:
            BinOp(op='//') @20:11
              .lhs:
                Name(id='BLOCK_N') @20:11
              .rhs:
                Name(id='WG_N') @20:22
        SmemDecl(name='k_tile') @24:5
          .stages:
            BinOp(op='*') @24:17
              .lhs:
                Name(id='KVBUF') @24:17
              .rhs:
                BinOp(op='//') @24:26
                  .lhs:
                    Name(id='BLOCK_N') @24:26
                  .rhs:
                    Name(id='WG_N') @24:37
          .dtype:
            Name(id='DT') @24:45
          .shape:
            Name(id='WG_N') @24:48
            Name(id='D') @24:54
        SmemDecl(name='v_tile') @25:5
          .stages:
            BinOp(op='*') @25:17
              .lhs:
                Name(id='KVBUF') @25:17
              .rhs:
                BinOp(op='//') @25:26
                  .lhs:
                    Name(id='BLOCK_N') @25:26
                  .rhs:
                    Name(id='WG_N') @25:37
          .dtype:
            Name(id='DT') @25:45
          .shape:
            Name(id='WG_N') @25:48
            Name(id='D') @25:54
        SmemDecl(name='q_ring') @26:5
          .stages:
            Name(id='STAGES') @26:17
          .dtype:
            Name(id='DT') @26:26
          .shape:
            Name(id='BLOCK_M') @26:29
            Name(id='D') @26:38
        SmemDecl(name='do_ring') @27:5
          .stages:
            Name(id='STAGES') @27:18
          .dtype:
            Name(id='DT') @27:27
          .shape:
            Name(id='BLOCK_M') @27:30
            Name(id='D') @27:39
        SmemDecl(name='p_s') @29:5
          .stages:
            BinOp(op='//') @29:14
              .lhs:
                Name(id='BLOCK_N') @29:14
              .rhs:
                Name(id='WG_N') @29:25
          .dtype:
            Name(id='DT') @29:32
          .shape:
            Name(id='BLOCK_M') @29:35
            Name(id='WG_N') @29:44
        SmemDecl(name='ds_s') @30:5
          .stages:
            BinOp(op='//') @30:15
              .lhs:
                Name(id='BLOCK_N') @30:15
              .rhs:
                Name(id='WG_N') @30:26
          .dtype:
            Name(id='DT') @30:33
          .shape:
            Name(id='BLOCK_M') @30:36
            Name(id='WG_N') @30:45
        BarrierDecl(name='kv_ready', kwargs=()) @31:5
          .size:
            Name(id='KVBUF') @31:22
        BarrierDecl(name='kv_free') @32:5
          .size:
            Name(id='KVBUF') @32:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @32:34
                .lhs:
                  Name(id='BLOCK_N') @32:34
                .rhs:
                  Name(id='WG_N') @32:45
            )
        BarrierDecl(name='qd_ready', kwargs=()) @33:5
          .size:
            Name(id='STAGES') @33:22
        BarrierDecl(name='qd_free') @34:5
          .size:
            Name(id='STAGES') @34:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @34:35
                .lhs:
                  Name(id='BLOCK_N') @34:35
                .rhs:
                  Name(id='WG_N') @34:46
            )
        Assign(targets=('len_q',)) @36:5
          .value:
            Attr(name='len') @36:13
              .value:
                Index() @36:13
                  .value:
                    Name(id='q') @36:13
                  .subs:
                    Name(id='seq') @36:15
        Assign(targets=('len_k',)) @37:5
          .value:
            Attr(name='len') @37:13
              .value:
                Index() @37:13
                  .value:
                    Name(id='k') @37:13
                  .subs:
                    Name(id='seq') @37:15
        Assign(targets=('q0',)) @38:5
          .value:
            Attr(name='start') @38:10
              .value:
                Index() @38:10
                  .value:
                    Name(id='q') @38:10
                  .subs:
                    Name(id='seq') @38:12
        Assign(targets=('n',)) @41:5
          .value:
            Name(id='nt') @41:9
        If(orelse=()) @42:5
          .cond:
            Name(id='CAUSAL') @42:8
          .body:
            Assign(targets=('n',)) @43:9
              .value:
                BinOp(op='-') @43:13
                  .lhs:
                    BinOp(op='-') @43:13
                      .lhs:
                        Call(kwargs=()) @43:13
                          .func:
                            Name(id='cdiv') @43:13
                          .args:
                            Name(id='len_k') @43:18
                            Name(id='BLOCK_N') @43:25
                      .rhs:
                        Const(value=1) @43:36
                  .rhs:
                    Name(id='nt') @43:40
        Assign(targets=('group',)) @44:5
          .value:
            BinOp(op='//') @44:13
              .lhs:
                Name(id='H') @44:13
              .rhs:
                Name(id='HKV') @44:18
        Assign(targets=('m_lo',)) @46:5
          .value:
            Const(value=0) @46:12
        If(orelse=()) @47:5
          .cond:
            Name(id='CAUSAL') @47:8
          .body:
            Assign(targets=('m_lo',)) @48:9
              .value:
                BinOp(op='//') @48:16
                  .lhs:
                    Call(kwargs=()) @48:16
                      .func:
                        Name(id='maximum') @48:16
                      .args:
                        BinOp(op='-') @48:24
                          .lhs:
                            BinOp(op='*') @48:24
                              .lhs:
                                Name(id='n') @48:24
                              .rhs:
                                Name(id='BLOCK_N') @48:28
                          .rhs:
                            BinOp(op='-') @48:39
                              .lhs:
                                Name(id='len_k') @48:39
                              .rhs:
                                Name(id='len_q') @48:47
                        Const(value=0) @48:55
                  .rhs:
                    Name(id='BLOCK_M') @48:61
        Assign(targets=('n_m',)) @49:5
          .value:
            Call(kwargs=()) @49:11
              .func:
                Name(id='maximum') @49:11
              .args:
                BinOp(op='-') @49:19
                  .lhs:
                    Call(kwargs=()) @49:19
                      .func:
                        Name(id='cdiv') @49:19
                      .args:
                        Name(id='len_q') @49:24
                        Name(id='BLOCK_M') @49:31
                  .rhs:
                    Name(id='m_lo') @49:42
                Const(value=0) @49:48
        Assign(targets=('steps',)) @50:5
          .value:
            BinOp(op='*') @50:13
              .lhs:
                Name(id='group') @50:13
              .rhs:
                Name(id='n_m') @50:21
        Assign(targets=('rot',)) @54:5
          .value:
            Const(value=0) @54:11
        If(orelse=()) @55:5
          .cond:
            Name(id='ROTATE') @55:8
          .body:
            Assign(targets=('rot',)) @56:9
              .value:
                BinOp(op='%') @56:16
                  .lhs:
                    BinOp(op='*') @56:16
                      .lhs:
                        Name(id='n') @56:16
                      .rhs:
                        Call(kwargs=()) @56:20
                          .func:
                            Name(id='cdiv') @56:20
                          .args:
                            Name(id='n_m') @56:25
                            Const(value=8) @56:30
                  .rhs:
                    Call(kwargs=()) @56:36
                      .func:
                        Name(id='maximum') @56:36
                      .args:
                        Name(id='n_m') @56:44
                        Const(value=1) @56:49
        Role(name='load', replica=None) @58:5
          .kwargs:
            (
              'warps'
              Const(value=1) @58:21
            )
            (
              'regs'
              Const(value=24) @58:29
            )
          .body:
            Assign(targets=('ks',)) @59:9
              .value:
                BinOp(op='%') @59:14
                  .lhs:
                    Name(id='tile_index') @59:14
                  .rhs:
                    Name(id='KVBUF') @59:27
            Wait(phase=None) @60:9
              .target:
                Index() @60:14
                  .value:
                    Name(id='kv_free') @60:14
                  .subs:
                    Name(id='ks') @60:22
            Expect() @61:9
              .target:
                Index() @61:16
                  .value:
                    Name(id='kv_ready') @61:16
                  .subs:
                    Name(id='ks') @61:25
              .nbytes:
                BinOp(op='*') @61:30
                  .lhs:
                    BinOp(op='*') @61:30
                      .lhs:
                        Const(value=2) @61:30
                      .rhs:
                        Name(id='NWG') @61:34
                  .rhs:
                    Call(kwargs=()) @61:40
                      .func:
                        Name(id='bytes') @61:40
                      .args:
                        Name(id='k_tile') @61:46
            For(var='i') @62:9
              .iter:
                Call(kwargs=()) @62:18
                  .func:
                    Name(id='static_range') @62:18
                  .args:
                    Name(id='NWG') @62:31
              .body:
                Tma() @63:13
                  .dst:
                    Index() @63:17
                      .value:
                        Name(id='k_tile') @63:17
                      .subs:
                        BinOp(op='+') @63:24
                          .lhs:
                            BinOp(op='*') @63:24
                              .lhs:
                                Name(id='ks') @63:24
                              .rhs:
                                Name(id='NWG') @63:29
                          .rhs:
                            Name(id='i') @63:35
                  .src:
                    Index() @63:41
                      .value:
                        Name(id='k') @63:41
                      .subs:
                        Name(id='seq') @63:43
                        BinOp(op='+') @63:48
                          .lhs:
                            BinOp(op='*') @63:48
                              .lhs:
                                Name(id='NWG') @63:48
                              .rhs:
                                Name(id='n') @63:54
                          .rhs:
                            Name(id='i') @63:58
                        Name(id='kvh') @63:61
                  .signals:
                    Index() @63:74
                      .value:
                        Name(id='kv_ready') @63:74
                      .subs:
                        Name(id='ks') @63:83
                Tma() @64:13
                  .dst:
                    Index() @64:17
                      .value:
                        Name(id='v_tile') @64:17
                      .subs:
                        BinOp(op='+') @64:24
                          .lhs:
                            BinOp(op='*') @64:24
                              .lhs:
                                Name(id='ks') @64:24
                              .rhs:
                                Name(id='NWG') @64:29
                          .rhs:
                            Name(id='i') @64:35
                  .src:
                    Index() @64:41
                      .value:
                        Name(id='v') @64:41
                      .subs:
                        Name(id='seq') @64:43
                        BinOp(op='+') @64:48
                          .lhs:
                            BinOp(op='*') @64:48
                              .lhs:
                                Name(id='NWG') @64:48
                              .rhs:
                                Name(id='n') @64:54
                          .rhs:
                            Name(id='i') @64:58
                        Name(id='kvh') @64:61
                  .signals:
                    Index() @64:74
                      .value:
                        Name(id='kv_ready') @64:74
                      .subs:
                        Name(id='ks') @64:83
            Pipeline(var='j', slot='slot', ring='qd') @65:9
              .iter:
                Call(kwargs=()) @65:23
                  .func:
                    Name(id='range') @65:23
                  .args:
                    Name(id='steps') @65:29
              .stages:
                Name(id='STAGES') @65:49
              .body:
                Assign(targets=('head',)) @66:13
                  .value:
                    BinOp(op='+') @66:20
                      .lhs:
                        BinOp(op='*') @66:20
                          .lhs:
                            Name(id='kvh') @66:20
                          .rhs:
                            Name(id='group') @66:26
                      .rhs:
                        BinOp(op='//') @66:34
                          .lhs:
                            Name(id='j') @66:34
                          .rhs:
                            Name(id='n_m') @66:39
                Assign(targets=('mb',)) @67:13
                  .value:
                    BinOp(op='+') @67:18
                      .lhs:
                        Name(id='m_lo') @67:18
                      .rhs:
                        BinOp(op='%') @67:26
                          .lhs:
                            BinOp(op='+') @67:26
                              .lhs:
                                Name(id='j') @67:26
                              .rhs:
                                Name(id='rot') @67:30
                          .rhs:
                            Name(id='n_m') @67:37
                Wait(phase=None) @68:13
                  .target:
                    Index() @68:18
                      .value:
                        Name(id='qd_free') @68:18
                      .subs:
                        Name(id='slot') @68:26
                Expect() @69:13
                  .target:
                    Index() @69:20
                      .value:
                        Name(id='qd_ready') @69:20
                      .subs:
                        Name(id='slot') @69:29
                  .nbytes:
                    BinOp(op='+') @69:36
                      .lhs:
                        Call(kwargs=()) @69:36
                          .func:
                            Name(id='bytes') @69:36
                          .args:
                            Name(id='q_ring') @69:42
                      .rhs:
                        Call(kwargs=()) @69:52
                          .func:
                            Name(id='bytes') @69:52
                          .args:
                            Name(id='do_ring') @69:58
                Tma() @70:13
                  .dst:
                    Index() @70:17
                      .value:
                        Name(id='q_ring') @70:17
                      .subs:
                        Name(id='slot') @70:24
                  .src:
                    Index() @70:33
                      .value:
                        Name(id='q') @70:33
                      .subs:
                        Name(id='seq') @70:35
                        Name(id='mb') @70:40
                        Name(id='head') @70:44
                  .signals:
                    Index() @70:58
                      .value:
                        Name(id='qd_ready') @70:58
                      .subs:
                        Name(id='slot') @70:67
                Tma() @71:13
                  .dst:
                    Index() @71:17
                      .value:
                        Name(id='do_ring') @71:17
                      .subs:
                        Name(id='slot') @71:25
                  .src:
                    Index() @71:34
                      .value:
                        Name(id='d_o') @71:34
                      .subs:
                        Name(id='seq') @71:38
                        Name(id='mb') @71:43
                        Name(id='head') @71:47
                  .signals:
                    Index() @71:61
                      .value:
                        Name(id='qd_ready') @71:61
                      .subs:
                        Name(id='slot') @71:70
        Role(name='compute', replica='wg') @73:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @73:29
            )
            (
              'regs'
              Name(id='REGS') @73:39
            )
          .body:
            Assign(targets=('qk_scale',)) @74:9
              .value:
                BinOp(op='*') @74:20
                  .lhs:
                    Name(id='sm_scale') @74:20
                  .rhs:
                    Name(id='LOG2E') @74:31
            Assign(targets=('krow0',)) @75:9
              .value:
                BinOp(op='+') @75:17
                  .lhs:
                    BinOp(op='*') @75:17
                      .lhs:
                        Name(id='n') @75:17
                      .rhs:
                        Name(id='BLOCK_N') @75:21
                  .rhs:
                    BinOp(op='*') @75:31
                      .lhs:
                        Name(id='wg') @75:31
                      .rhs:
                        Name(id='WG_N') @75:36
            Assign(targets=('krows',)) @76:9
              .value:
                BinOp(op='+') @76:17
                  .lhs:
                    Name(id='krow0') @76:17
                  .rhs:
                    Call(kwargs=()) @76:25
                      .func:
                        Name(id='arange') @76:25
                      .args:
                        Name(id='WG_N') @76:32
            Assign(targets=('qcols',)) @77:9
              .value:
                Call(kwargs=()) @77:17
                  .func:
                    Name(id='arange') @77:17
                  .args:
                    Name(id='BLOCK_M') @77:24
            Assign(targets=('ks',)) @78:9
              .value:
                BinOp(op='%') @78:14
                  .lhs:
                    Name(id='tile_index') @78:14
                  .rhs:
                    Name(id='KVBUF') @78:27
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
            If(orelse=()) @84:9
              .cond:
                BoolOp(op='and') @84:12
                  .values:
                    BinOp(op='==') @84:12
                      .lhs:
                        Name(id='ACT') @84:12
                      .rhs:
                        Const(value='softmax') @84:19
                    Name(id='PREFETCH') @84:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @85:13
                  .value:
                    Call(kwargs=()) @85:29
                      .func:
                        Name(id='lse_delta') @85:29
                      .args:
                        Const(value=0) @85:39
                        BinOp(op='*') @85:42
                          .lhs:
                            Name(id='kvh') @85:42
                          .rhs:
                            Name(id='group') @85:48
                        Name(id='m_lo') @85:55
                        Name(id='rot') @85:61
                        Name(id='n_m') @85:66
                        Name(id='q0') @85:71
                        Name(id='len_q') @85:75
                        Name(id='qcols') @85:82
                        Name(id='lse2_t') @85:89
                        Name(id='delta_t') @85:97
                        Name(id='BLOCK_M') @85:106
            Pipeline(var='j', slot='slot', ring='qd') @86:9
              .iter:
                Call(kwargs=()) @86:23
                  .func:
                    Name(id='range') @86:23
                  .args:
                    Name(id='steps') @86:29
              .stages:
                Name(id='STAGES') @86:49
              .body:
                Assign(targets=('head',)) @87:13
                  .value:
                    BinOp(op='+') @87:20
                      .lhs:
                        BinOp(op='*') @87:20
                          .lhs:
                            Name(id='kvh') @87:20
                          .rhs:
                            Name(id='group') @87:26
                      .rhs:
                        BinOp(op='//') @87:34
                          .lhs:
                            Name(id='j') @87:34
                          .rhs:
                            Name(id='n_m') @87:39
                Assign(targets=('mb',)) @88:13
                  .value:
                    BinOp(op='+') @88:18
                      .lhs:
                        Name(id='m_lo') @88:18
                      .rhs:
                        BinOp(op='%') @88:26
                          .lhs:
                            BinOp(op='+') @88:26
                              .lhs:
                                Name(id='j') @88:26
                              .rhs:
                                Name(id='rot') @88:30
                          .rhs:
                            Name(id='n_m') @88:37
                Assign(targets=('qpos',)) @89:13
                  .value:
                    BinOp(op='+') @89:20
                      .lhs:
                        BinOp(op='*') @89:20
                          .lhs:
                            Name(id='mb') @89:20
                          .rhs:
                            Name(id='BLOCK_M') @89:25
                      .rhs:
                        Name(id='qcols') @89:35
                Assign(targets=('lse2',)) @90:13
                  .value:
                    Call(kwargs=()) @90:20
                      .func:
                        Name(id='zeros') @90:20
                      .args:
                        ListLit() @90:26
                          .elts:
                            Name(id='BLOCK_M') @90:27
                        Name(id='f32') @90:37
                Assign(targets=('dlt',)) @91:13
                  .value:
                    Call(kwargs=()) @91:19
                      .func:
                        Name(id='zeros') @91:19
                      .args:
                        ListLit() @91:25
                          .elts:
                            Name(id='BLOCK_M') @91:26
                        Name(id='f32') @91:36
                If() @92:13
                  .cond:
                    BoolOp(op='and') @92:16
                      .values:
                        BinOp(op='==') @92:16
                          .lhs:
                            Name(id='ACT') @92:16
                          .rhs:
                            Const(value='softmax') @92:23
                        Name(id='PREFETCH') @92:37
                  .body:
                    Assign(targets=('lse2',)) @93:17
                      .value:
                        Name(id='lse2_n') @93:24
                    Assign(targets=('dlt',)) @94:17
                      .value:
                        Name(id='dlt_n') @94:23
                    Assign(targets=('lse2_n', 'dlt_n')) @95:17
                      .value:
                        Call(kwargs=()) @95:33
                          .func:
                            Name(id='lse_delta') @95:33
                          .args:
                            Call(kwargs=()) @95:43
                              .func:
                                Name(id='minimum') @95:43
                              .args:
                                BinOp(op='+') @95:51
                                  .lhs:
                                    Name(id='j') @95:51
                                  .rhs:
                                    Const(value=1) @95:55
                                BinOp(op='-') @95:58
                                  .lhs:
                                    Name(id='steps') @95:58
                                  .rhs:
                                    Const(value=1) @95:66
                            BinOp(op='*') @95:70
                              .lhs:
                                Name(id='kvh') @95:70
                              .rhs:
                                Name(id='group') @95:76
                            Name(id='m_lo') @95:83
                            Name(id='rot') @95:89
                            Name(id='n_m') @95:94
                            Name(id='q0') @95:99
                            Name(id='len_q') @95:103
                            Name(id='qcols') @95:110
                            Name(id='lse2_t') @96:43
                            Name(id='delta_t') @96:51
                            Name(id='BLOCK_M') @96:60
                  .orelse:
                    If(orelse=()) @97:13
                      .cond:
                        BinOp(op='==') @97:18
                          .lhs:
                            Name(id='ACT') @97:18
                          .rhs:
                            Const(value='softmax') @97:25
                      .body:
                        Assign(targets=('qi',)) @101:17
                          .value:
                            BinOp(op='+') @101:22
                              .lhs:
                                Name(id='q0') @101:22
                              .rhs:
                                Call(kwargs=()) @101:27
                                  .func:
                                    Name(id='minimum') @101:27
                                  .args:
                                    Name(id='qpos') @101:35
                                    BinOp(op='-') @101:41
                                      .lhs:
                                        Name(id='len_q') @101:41
                                      .rhs:
                                        Const(value=1) @101:49
                        Assign(targets=('lse2',)) @102:17
                          .value:
                            Index() @102:24
                              .value:
                                Name(id='lse2_t') @102:24
                              .subs:
                                Name(id='head') @102:31
                                Name(id='qi') @102:37
                        Assign(targets=('dlt',)) @103:17
                          .value:
                            Index() @103:23
                              .value:
                                Name(id='delta_t') @103:23
                              .subs:
                                Name(id='head') @103:31
                                Name(id='qi') @103:37
                Assign(targets=('edge',)) @104:13
                  .value:
                    BinOp(op='>') @104:20
                      .lhs:
                        BinOp(op='*') @104:21
                          .lhs:
                            BinOp(op='+') @104:21
                              .lhs:
                                Name(id='mb') @104:21
                              .rhs:
                                Const(value=1) @104:26
                          .rhs:
                            Name(id='BLOCK_M') @104:31
                      .rhs:
                        Name(id='len_q') @104:41
                If(orelse=()) @105:13
                  .cond:
                    Name(id='CAUSAL') @105:16
                  .body:
                    Assign(targets=('edge',)) @106:17
                      .value:
                        BoolOp(op='or') @106:24
                          .values:
                            Name(id='edge') @106:24
                            BinOp(op='>') @106:32
                              .lhs:
                                BinOp(op='-') @106:32
                                  .lhs:
                                    BinOp(op='+') @106:32
                                      .lhs:
                                        Name(id='krow0') @106:32
                                      .rhs:
                                        Name(id='WG_N') @106:40
                                  .rhs:
                                    Const(value=1) @106:47
                              .rhs:
                                BinOp(op='-') @106:51
                                  .lhs:
                                    BinOp(op='+') @106:51
                                      .lhs:
                                        BinOp(op='*') @106:51
                                          .lhs:
                                            Name(id='mb') @106:51
                                          .rhs:
                                            Name(id='BLOCK_M') @106:56
                                      .rhs:
                                        Name(id='len_k') @106:66
                                  .rhs:
                                    Name(id='len_q') @106:74
                Wait(phase=None) @107:13
                  .target:
                    Index() @107:18
                      .value:
                        Name(id='qd_ready') @107:18
                      .subs:
                        Name(id='slot') @107:27
                If() @108:13
                  .cond:
                    Name(id='SMEM_P') @108:16
                  .body:
                    Assign(targets=('s_f',)) @111:17
                      .value:
                        Call(kwargs=()) @111:23
                          .func:
                            Name(id='mma_async') @111:23
                          .args:
                            Index() @111:33
                              .value:
                                Name(id='q_ring') @111:33
                              .subs:
                                Name(id='slot') @111:40
                            Attr(name='T') @111:47
                              .value:
                                Index() @111:47
                                  .value:
                                    Name(id='k_tile') @111:47
                                  .subs:
                                    Name(id='mine') @111:54
                    Assign(targets=('dp_f',)) @112:17
                      .value:
                        Call(kwargs=()) @112:24
                          .func:
                            Name(id='mma_async') @112:24
                          .args:
                            Index() @112:34
                              .value:
                                Name(id='do_ring') @112:34
                              .subs:
                                Name(id='slot') @112:42
                            Attr(name='T') @112:49
                              .value:
                                Index() @112:49
                                  .value:
                                    Name(id='v_tile') @112:49
                                  .subs:
                                    Name(id='mine') @112:56
                    Assign(targets=('s',)) @113:17
                      .value:
                        Call() @113:21
                          .func:
                            Name(id='mma_wait') @113:21
                          .args:
                            Name(id='s_f') @113:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @113:43
                            )
                    Assign(targets=('kpos',)) @116:17
                      .value:
                        BinOp(op='+') @116:24
                          .lhs:
                            Name(id='krow0') @116:24
                          .rhs:
                            Call(kwargs=()) @116:32
                              .func:
                                Name(id='arange') @116:32
                              .args:
                                Name(id='WG_N') @116:39
                    Assign(targets=('p', 'dact')) @117:17
                      .value:
                        Call(kwargs=()) @117:27
                          .func:
                            Name(id='probs') @117:27
                          .args:
                            Name(id='s') @117:33
                            Name(id='edge') @117:36
                            Index() @117:42
                              .value:
                                Name(id='qpos') @117:42
                              .subs:
                                FullSlice() @117:47
                                Const(value=None) @117:50
                            Index() @117:57
                              .value:
                                Name(id='kpos') @117:57
                              .subs:
                                Const(value=None) @117:62
                                FullSlice() @117:68
                            Name(id='len_q') @117:72
                            Name(id='len_k') @117:79
                            Index() @117:86
                              .value:
                                Name(id='lse2') @117:86
                              .subs:
                                FullSlice() @117:91
                                Const(value=None) @117:94
                            Name(id='qk_scale') @117:101
                            Name(id='sm_scale') @118:33
                            Name(id='CAUSAL') @118:43
                            Name(id='ACT') @118:51
                    Assign(targets=('pb',)) @119:17
                      .value:
                        Call(kwargs=()) @119:22
                          .func:
                            Name(id='cast') @119:22
                          .args:
                            Name(id='p') @119:27
                            Name(id='DT') @119:30
                    ExprStmt() @120:17
                      .value:
                        Call(kwargs=()) @120:17
                          .func:
                            Name(id='store_smem') @120:17
                          .args:
                            Index() @120:28
                              .value:
                                Name(id='p_s') @120:28
                              .subs:
                                Name(id='wg') @120:32
                            Name(id='pb') @120:37
                    Fence() @121:17
                    Assign(targets=('dv_f',)) @122:17
                      .value:
                        Call(kwargs=()) @122:24
                          .func:
                            Name(id='mma_async') @122:24
                          .args:
                            Attr(name='T') @122:34
                              .value:
                                Index() @122:34
                                  .value:
                                    Name(id='p_s') @122:34
                                  .subs:
                                    Name(id='wg') @122:38
                            Index() @122:45
                              .value:
                                Name(id='do_ring') @122:45
                              .subs:
                                Name(id='slot') @122:53
                            Name(id='acc_v') @122:60
                    If(orelse=()) @123:17
                      .cond:
                        BoolOp(op='and') @123:20
                          .values:
                            Name(id='P16') @123:20
                            BinOp(op='==') @123:28
                              .lhs:
                                Name(id='ACT') @123:28
                              .rhs:
                                Const(value='softmax') @123:35
                      .body:
                        Assign(targets=('p',)) @126:21
                          .value:
                            Call(kwargs=()) @126:25
                              .func:
                                Name(id='cast') @126:25
                              .args:
                                Name(id='pb') @126:30
                                Name(id='f32') @126:34
                        Assign(targets=('dact',)) @127:21
                          .value:
                            Name(id='p') @127:28
                    Assign(targets=('dp',)) @128:17
                      .value:
                        Call() @128:22
                          .func:
                            Name(id='mma_wait') @128:22
                          .args:
                            Name(id='dp_f') @128:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @128:45
                            )
                    ExprStmt() @129:17
                      .value:
                        Call(kwargs=()) @129:17
                          .func:
                            Name(id='store_smem') @129:17
                          .args:
                            Index() @129:28
                              .value:
                                Name(id='ds_s') @129:28
                              .subs:
                                Name(id='wg') @129:33
                            Call(kwargs=()) @129:38
                              .func:
                                Name(id='cast') @129:38
                              .args:
                                Call(kwargs=()) @129:43
                                  .func:
                                    Name(id='dscores') @129:43
                                  .args:
                                    Name(id='p') @129:51
                                    Name(id='dact') @129:54
                                    Name(id='dp') @129:60
                                    Index() @129:64
                                      .value:
                                        Name(id='dlt') @129:64
                                      .subs:
                                        FullSlice() @129:68
                                        Const(value=None) @129:71
                                    Name(id='ACT') @129:78
                                Name(id='DT') @129:84
                    Fence() @130:17
                    Assign(targets=('dk_f',)) @131:17
                      .value:
                        Call(kwargs=()) @131:24
                          .func:
                            Name(id='mma_async') @131:24
                          .args:
                            Attr(name='T') @131:34
                              .value:
                                Index() @131:34
                                  .value:
                                    Name(id='ds_s') @131:34
                                  .subs:
                                    Name(id='wg') @131:39
                            Index() @131:46
                              .value:
                                Name(id='q_ring') @131:46
                              .subs:
                                Name(id='slot') @131:53
                            Name(id='acc_k') @131:60
                    Assign(targets=('acc_v',)) @132:17
                      .value:
                        Call() @132:25
                          .func:
                            Name(id='mma_wait') @132:25
                          .args:
                            Name(id='dv_f') @132:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @132:48
                            )
                    Assign(targets=('acc_k',)) @133:17
                      .value:
                        Call(kwargs=()) @133:25
                          .func:
                            Name(id='mma_wait') @133:25
                          .args:
                            Name(id='dk_f') @133:34
                  .orelse:
                    Assign(targets=('st_f',)) @137:17
                      .value:
                        Call(kwargs=()) @137:24
                          .func:
                            Name(id='mma_async') @137:24
                          .args:
                            Index() @137:34
                              .value:
                                Name(id='k_tile') @137:34
                              .subs:
                                Name(id='mine') @137:41
                            Attr(name='T') @137:48
                              .value:
                                Index() @137:48
                                  .value:
                                    Name(id='q_ring') @137:48
                                  .subs:
                                    Name(id='slot') @137:55
                    Assign(targets=('dpt_f',)) @138:17
                      .value:
                        Call(kwargs=()) @138:25
                          .func:
                            Name(id='mma_async') @138:25
                          .args:
                            Index() @138:35
                              .value:
                                Name(id='v_tile') @138:35
                              .subs:
                                Name(id='mine') @138:42
                            Attr(name='T') @138:49
                              .value:
                                Index() @138:49
                                  .value:
                                    Name(id='do_ring') @138:49
                                  .subs:
                                    Name(id='slot') @138:57
                    Assign(targets=('st',)) @139:17
                      .value:
                        Call() @139:22
                          .func:
                            Name(id='mma_wait') @139:22
                          .args:
                            Name(id='st_f') @139:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @139:45
                            )
                    Assign(targets=('pt', 'dact')) @140:17
                      .value:
                        Call(kwargs=()) @140:28
                          .func:
                            Name(id='probs') @140:28
                          .args:
                            Name(id='st') @140:34
                            Name(id='edge') @140:38
                            Index() @140:44
                              .value:
                                Name(id='qpos') @140:44
                              .subs:
                                Const(value=None) @140:49
                                FullSlice() @140:55
                            Index() @140:59
                              .value:
                                Name(id='krows') @140:59
                              .subs:
                                FullSlice() @140:65
                                Const(value=None) @140:68
                            Name(id='len_q') @140:75
                            Name(id='len_k') @140:82
                            Index() @140:89
                              .value:
                                Name(id='lse2') @140:89
                              .subs:
                                Const(value=None) @140:94
                                FullSlice() @140:100
                            Name(id='qk_scale') @140:104
                            Name(id='sm_scale') @141:34
                            Name(id='CAUSAL') @141:44
                            Name(id='ACT') @141:52
                    Assign(targets=('dpt',)) @142:17
                      .value:
                        Call(kwargs=()) @142:23
                          .func:
                            Name(id='mma_wait') @142:23
                          .args:
                            Name(id='dpt_f') @142:32
                    Assign(targets=('dv_f',)) @144:17
                      .value:
                        Call(kwargs=()) @144:24
                          .func:
                            Name(id='mma_async') @144:24
                          .args:
                            Call(kwargs=()) @144:34
                              .func:
                                Name(id='cast') @144:34
                              .args:
                                Name(id='pt') @144:39
                                Name(id='DT') @144:43
                            Index() @144:48
                              .value:
                                Name(id='do_ring') @144:48
                              .subs:
                                Name(id='slot') @144:56
                            Name(id='acc_v') @144:63
                    Assign(targets=('dst',)) @145:17
                      .value:
                        Call(kwargs=()) @145:23
                          .func:
                            Name(id='dscores') @145:23
                          .args:
                            Name(id='pt') @145:31
                            Name(id='dact') @145:35
                            Name(id='dpt') @145:41
                            Index() @145:46
                              .value:
                                Name(id='dlt') @145:46
                              .subs:
                                Const(value=None) @145:50
                                FullSlice() @145:56
                            Name(id='ACT') @145:60
                    Assign(targets=('dk_f',)) @146:17
                      .value:
                        Call(kwargs=()) @146:24
                          .func:
                            Name(id='mma_async') @146:24
                          .args:
                            Call(kwargs=()) @146:34
                              .func:
                                Name(id='cast') @146:34
                              .args:
                                Name(id='dst') @146:39
                                Name(id='DT') @146:44
                            Index() @146:49
                              .value:
                                Name(id='q_ring') @146:49
                              .subs:
                                Name(id='slot') @146:56
                            Name(id='acc_k') @146:63
                    Assign(targets=('acc_v',)) @147:17
                      .value:
                        Call() @147:25
                          .func:
                            Name(id='mma_wait') @147:25
                          .args:
                            Name(id='dv_f') @147:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @147:48
                            )
                    Assign(targets=('acc_k',)) @148:17
                      .value:
                        Call(kwargs=()) @148:25
                          .func:
                            Name(id='mma_wait') @148:25
                          .args:
                            Name(id='dk_f') @148:34
                Arrive(count=None) @149:13
                  .target:
                    Index() @149:20
                      .value:
                        Name(id='qd_free') @149:20
                      .subs:
                        Name(id='slot') @149:28
            Arrive(count=None) @150:9
              .target:
                Index() @150:16
                  .value:
                    Name(id='kv_free') @150:16
                  .subs:
                    Name(id='ks') @150:24
            Assign(targets=('k_scale',)) @151:9
              .value:
                Name(id='sm_scale') @151:19
            Assign(targets=('v_scale',)) @152:9
              .value:
                Const(value=1.0) @152:19
            If(orelse=()) @153:9
              .cond:
                BinOp(op='==') @153:12
                  .lhs:
                    Name(id='ACT') @153:12
                  .rhs:
                    Const(value='silu') @153:19
              .body:
                Assign(targets=('k_scale',)) @154:13
                  .value:
                    BinOp(op='*') @154:23
                      .lhs:
                        Name(id='sm_scale') @154:23
                      .rhs:
                        Name(id='out_scale') @154:34
                Assign(targets=('v_scale',)) @155:13
                  .value:
                    Name(id='out_scale') @155:23
            Assign(targets=('live',)) @156:9
              .value:
                BinOp(op='<') @156:16
                  .lhs:
                    Name(id='krows') @156:16
                  .rhs:
                    Name(id='len_k') @156:24
            Store() @157:9
              .target:
                Index() @157:9
                  .value:
                    Name(id='dk') @157:9
                  .subs:
                    Name(id='seq') @157:12
              .subs:
                Index() @157:17
                  .value:
                    Name(id='krows') @157:17
                  .subs:
                    FullSlice() @157:23
                    Const(value=None) @157:26
                Name(id='kvh') @157:33
                Index() @157:38
                  .value:
                    Call(kwargs=()) @157:38
                      .func:
                        Name(id='arange') @157:38
                      .args:
                        Name(id='D') @157:45
                  .subs:
                    Const(value=None) @157:48
                    FullSlice() @157:54
              .value:
                Call(kwargs=()) @157:60
                  .func:
                    Name(id='cast') @157:60
                  .args:
                    BinOp(op='*') @157:65
                      .lhs:
                        Name(id='acc_k') @157:65
                      .rhs:
                        Name(id='k_scale') @157:73
                    Name(id='DT') @157:82
              .mask:
                Index() @157:92
                  .value:
                    Name(id='live') @157:92
                  .subs:
                    FullSlice() @157:97
                    Const(value=None) @157:100
            Store() @158:9
              .target:
                Index() @158:9
                  .value:
                    Name(id='dv') @158:9
                  .subs:
                    Name(id='seq') @158:12
              .subs:
                Index() @158:17
                  .value:
                    Name(id='krows') @158:17
                  .subs:
                    FullSlice() @158:23
                    Const(value=None) @158:26
                Name(id='kvh') @158:33
                Index() @158:38
                  .value:
                    Call(kwargs=()) @158:38
                      .func:
                        Name(id='arange') @158:38
                      .args:
                        Name(id='D') @158:45
                  .subs:
                    Const(value=None) @158:48
                    FullSlice() @158:54
              .value:
                Call(kwargs=()) @158:60
                  .func:
                    Name(id='cast') @158:60
                  .args:
                    BinOp(op='*') @158:65
                      .lhs:
                        Name(id='acc_v') @158:65
                      .rhs:
                        Name(id='v_scale') @158:73
                    Name(id='DT') @158:82
              .mask:
                Index() @158:92
                  .value:
                    Name(id='live') @158:92
                  .subs:
                    FullSlice() @158:97
                    Const(value=None) @158:100