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
    KernelDef(name='attn_bwd_fused') @24:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @25:9
          .dtype:
            Name(id='DT') @25:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @25:41
          .dtype:
            Name(id='DT') @25:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @25:75
          .dtype:
            Name(id='DT') @25:85
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @26:9
          .dtype:
            Name(id='DT') @26:21
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @26:43
          .dtype:
            Name(id='f32') @26:55
        Param(name='delta', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @26:75
          .dtype:
            Name(id='f32') @26:89
        Param(name='dq_acc', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @27:9
          .dtype:
            Name(id='f32') @27:24
        Param(name='dk', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @27:47
          .dtype:
            Name(id='DT') @27:58
        Param(name='dv', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @27:82
          .dtype:
            Name(id='DT') @27:93
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
            Const(value=64) @29:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @29:63
          .default:
            Const(value=128) @29:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @29:85
          .default:
            Const(value=2) @29:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @30:9
          .default:
            Const(value=False) @30:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @30:32
          .default:
            Const(value='softmax') @30:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @30:56
          .default:
            Const(value=240) @30:70
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @30:75
          .default:
            Const(value=64) @30:89
        Param(name='KV_BUF', kind='const', dtype=None, dims=(), offsets=None) @30:93
          .default:
            Const(value=1) @30:109
        Param(name='DQ_COLS', kind='const', dtype=None, dims=(), offsets=None) @31:9
          .default:
            Const(value=32) @31:26
        Param(name='DQ_WRITER', kind='const', dtype=None, dims=(), offsets=None) @31:30
          .default:
            Const(value=False) @31:49
      .body:
        Tiles() @32:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @32:22
                .func:
                  Name(id='blocks') @32:22
                .args:
                  Name(id='k') @32:29
                  Name(id='BLOCK_N') @32:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @32:49
                .func:
                  Name(id='range') @32:49
                .args:
                  Name(id='HKV') @32:55
            )
          .options:
            TileOption(id='persistent', arg=None) @32:60
            TileOption(id='longest_first', arg=None) @32:71
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @33:5
          .cond:
            BinOp(op='==') @33:19
              .lhs:
                BinOp(op='%') @33:19
                  .lhs:
                    Name(id='BLOCK_N') @33:19
                  .rhs:
                    Name(id='WG_N') @33:29
              .rhs:
                Const(value=0) @33:37
        Assign(targets=('NWG',)) @34:5
          .value:
            BinOp(op='//') @34:11
              .lhs:
                Name(id='BLOCK_N') @34:11
              .rhs:
                Name(id='WG_N') @34:22
        Assign(targets=('WRITER',)) @35:5
          .value:
            BoolOp(op='and') @35:14
              .values:
                Name(id='DQ_WRITER') @35:14
                BinOp(op='==') @35:28
                  .lhs:
                    Name(id='TARGET') @35:28
                  .rhs:
                    Const(value='gluon') @35:38
        SmemDecl(name='k_tile') @39:5
          .stages:
            BinOp(op='*') @39:17
              .lhs:
                Name(id='KV_BUF') @39:17
              .rhs:
                BinOp(op='//') @39:27
                  .lhs:
                    Name(id='BLOCK_N') @39:27
                  .rhs:
                    Name(id='WG_N') @39:38
          .dtype:
            Name(id='DT') @39:46
          .shape:
            Name(id='WG_N') @39:49
            Name(id='D') @39:55
        SmemDecl(name='v_tile') @40:5
          .stages:
            BinOp(op='*') @40:17
              .lhs:
                Name(id='KV_BUF') @40:17
              .rhs:
                BinOp(op='//') @40:27
                  .lhs:
                    Name(id='BLOCK_N') @40:27
                  .rhs:
                    Name(id='WG_N') @40:38
          .dtype:
            Name(id='DT') @40:46
          .shape:
            Name(id='WG_N') @40:49
            Name(id='D') @40:55
        SmemDecl(name='q_ring') @41:5
          .stages:
            Name(id='STAGES') @41:17
          .dtype:
            Name(id='DT') @41:26
          .shape:
            Name(id='BLOCK_M') @41:29
            Name(id='D') @41:38
        SmemDecl(name='do_ring') @42:5
          .stages:
            Name(id='STAGES') @42:18
          .dtype:
            Name(id='DT') @42:27
          .shape:
            Name(id='BLOCK_M') @42:30
            Name(id='D') @42:39
        StaticAssert(message='DQ_COLS divides D and is at most 32') @47:5
          .cond:
            BoolOp(op='and') @47:19
              .values:
                BinOp(op='<=') @47:19
                  .lhs:
                    BinOp(op='*') @47:19
                      .lhs:
                        Name(id='DQ_COLS') @47:19
                      .rhs:
                        Const(value=4) @47:29
                  .rhs:
                    Const(value=128) @47:34
                BinOp(op='==') @47:42
                  .lhs:
                    BinOp(op='%') @47:42
                      .lhs:
                        Name(id='D') @47:42
                      .rhs:
                        Name(id='DQ_COLS') @47:46
                  .rhs:
                    Const(value=0) @47:57
        Assign(targets=('NC',)) @48:5
          .value:
            BinOp(op='//') @48:10
              .lhs:
                Name(id='D') @48:10
              .rhs:
                Name(id='DQ_COLS') @48:15
        SmemDecl(name='kh_tile') @49:5
          .stages:
            BinOp(op='*') @49:18
              .lhs:
                BinOp(op='*') @49:18
                  .lhs:
                    Name(id='KV_BUF') @49:18
                  .rhs:
                    BinOp(op='//') @49:28
                      .lhs:
                        Name(id='BLOCK_N') @49:28
                      .rhs:
                        Name(id='WG_N') @49:39
              .rhs:
                BinOp(op='//') @49:48
                  .lhs:
                    Name(id='D') @49:48
                  .rhs:
                    Name(id='DQ_COLS') @49:53
          .dtype:
            Name(id='DT') @49:64
          .shape:
            Name(id='WG_N') @49:67
            Name(id='DQ_COLS') @49:73
        If() @51:5
          .cond:
            BoolOp(op='and') @51:8
              .values:
                Name(id='DQ_WRITER') @51:8
                BinOp(op='==') @51:22
                  .lhs:
                    Name(id='TARGET') @51:22
                  .rhs:
                    Const(value='gluon') @51:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @52:9
              .cond:
                BinOp(op='==') @52:23
                  .lhs:
                    BinOp(op='%') @52:23
                      .lhs:
                        Name(id='D') @52:23
                      .rhs:
                        BinOp(op='*') @52:28
                          .lhs:
                            Name(id='DQ_COLS') @52:28
                          .rhs:
                            BinOp(op='//') @52:39
                              .lhs:
                                Name(id='BLOCK_N') @52:39
                              .rhs:
                                Name(id='WG_N') @52:50
                  .rhs:
                    Const(value=0) @52:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @53:9
              .cond:
                BinOp(op='==') @53:23
                  .lhs:
                    BinOp(op='%') @53:23
                      .lhs:
                        Name(id='STAGES') @53:23
                      .rhs:
                        Const(value=2) @53:32
                  .rhs:
                    Const(value=0) @53:37
            SmemDecl(name='ds_s') @54:9
              .stages:
                BinOp(op='*') @54:19
                  .lhs:
                    Name(id='STAGES') @54:19
                  .rhs:
                    BinOp(op='//') @54:29
                      .lhs:
                        Name(id='BLOCK_N') @54:29
                      .rhs:
                        Name(id='WG_N') @54:40
              .dtype:
                Name(id='DT') @54:48
              .shape:
                Name(id='WG_N') @54:51
                Name(id='BLOCK_M') @54:57
            BarrierDecl(name='ds_ready') @55:9
              .size:
                Name(id='STAGES') @55:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @55:40
                    .lhs:
                      Name(id='BLOCK_N') @55:40
                    .rhs:
                      Name(id='WG_N') @55:51
                )
            SmemDecl(name='dq_s') @57:9
              .stages:
                BinOp(op='*') @57:20
                  .lhs:
                    BinOp(op='//') @57:20
                      .lhs:
                        Name(id='BLOCK_N') @57:20
                      .rhs:
                        Name(id='WG_N') @57:31
                  .rhs:
                    BinOp(op='//') @57:40
                      .lhs:
                        BinOp(op='//') @57:40
                          .lhs:
                            Name(id='D') @57:40
                          .rhs:
                            Name(id='DQ_COLS') @57:45
                      .rhs:
                        BinOp(op='//') @57:57
                          .lhs:
                            Name(id='BLOCK_N') @57:57
                          .rhs:
                            Name(id='WG_N') @57:68
              .dtype:
                Name(id='f32') @57:77
              .shape:
                Name(id='BLOCK_M') @57:81
                Name(id='DQ_COLS') @57:90
            BarrierDecl(name='dq_full') @58:9
              .size:
                BinOp(op='//') @58:25
                  .lhs:
                    BinOp(op='//') @58:25
                      .lhs:
                        Name(id='D') @58:25
                      .rhs:
                        Name(id='DQ_COLS') @58:30
                  .rhs:
                    BinOp(op='//') @58:42
                      .lhs:
                        Name(id='BLOCK_N') @58:42
                      .rhs:
                        Name(id='WG_N') @58:53
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @58:66
                    .lhs:
                      Name(id='BLOCK_N') @58:66
                    .rhs:
                      Name(id='WG_N') @58:77
                )
            BarrierDecl(name='dq_empty', kwargs=()) @59:9
              .size:
                BinOp(op='//') @59:26
                  .lhs:
                    BinOp(op='//') @59:26
                      .lhs:
                        Name(id='D') @59:26
                      .rhs:
                        Name(id='DQ_COLS') @59:31
                  .rhs:
                    BinOp(op='//') @59:43
                      .lhs:
                        Name(id='BLOCK_N') @59:43
                      .rhs:
                        Name(id='WG_N') @59:54
          .orelse:
            SmemDecl(name='ds_s') @61:9
              .stages:
                BinOp(op='//') @61:19
                  .lhs:
                    Name(id='BLOCK_N') @61:19
                  .rhs:
                    Name(id='WG_N') @61:30
              .dtype:
                Name(id='DT') @61:37
              .shape:
                Name(id='WG_N') @61:40
                Name(id='BLOCK_M') @61:46
            SmemDecl(name='dq_s') @62:9
              .stages:
                BinOp(op='//') @62:19
                  .lhs:
                    Name(id='BLOCK_N') @62:19
                  .rhs:
                    Name(id='WG_N') @62:30
              .dtype:
                Name(id='f32') @62:37
              .shape:
                Name(id='BLOCK_M') @62:41
                Name(id='DQ_COLS') @62:50
        BarrierDecl(name='kv_ready', kwargs=()) @63:5
          .size:
            Name(id='KV_BUF') @63:22
        BarrierDecl(name='kv_free') @64:5
          .size:
            Name(id='KV_BUF') @64:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @64:35
                .lhs:
                  Name(id='BLOCK_N') @64:35
                .rhs:
                  Name(id='WG_N') @64:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @65:5
          .size:
            Name(id='STAGES') @65:22
        BarrierDecl(name='qd_free') @66:5
          .size:
            Name(id='STAGES') @66:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @66:35
                .lhs:
                  Name(id='BLOCK_N') @66:35
                .rhs:
                  Name(id='WG_N') @66:46
            )
        Assign(targets=('len_q',)) @68:5
          .value:
            Attr(name='len') @68:13
              .value:
                Index() @68:13
                  .value:
                    Name(id='q') @68:13
                  .subs:
                    Name(id='seq') @68:15
        Assign(targets=('len_k',)) @69:5
          .value:
            Attr(name='len') @69:13
              .value:
                Index() @69:13
                  .value:
                    Name(id='k') @69:13
                  .subs:
                    Name(id='seq') @69:15
        Assign(targets=('n',)) @71:5
          .value:
            Name(id='nt') @71:9
        If(orelse=()) @72:5
          .cond:
            Name(id='CAUSAL') @72:8
          .body:
            Assign(targets=('n',)) @73:9
              .value:
                BinOp(op='-') @73:13
                  .lhs:
                    BinOp(op='-') @73:13
                      .lhs:
                        Call(kwargs=()) @73:13
                          .func:
                            Name(id='cdiv') @73:13
                          .args:
                            Name(id='len_k') @73:18
                            Name(id='BLOCK_N') @73:25
                      .rhs:
                        Const(value=1) @73:36
                  .rhs:
                    Name(id='nt') @73:40
        Assign(targets=('group',)) @74:5
          .value:
            BinOp(op='//') @74:13
              .lhs:
                Name(id='H') @74:13
              .rhs:
                Name(id='HKV') @74:18
        Assign(targets=('m_lo',)) @76:5
          .value:
            Const(value=0) @76:12
        If(orelse=()) @77:5
          .cond:
            Name(id='CAUSAL') @77:8
          .body:
            Assign(targets=('m_lo',)) @78:9
              .value:
                BinOp(op='//') @78:16
                  .lhs:
                    Call(kwargs=()) @78:16
                      .func:
                        Name(id='maximum') @78:16
                      .args:
                        BinOp(op='-') @78:24
                          .lhs:
                            BinOp(op='*') @78:24
                              .lhs:
                                Name(id='n') @78:24
                              .rhs:
                                Name(id='BLOCK_N') @78:28
                          .rhs:
                            BinOp(op='-') @78:39
                              .lhs:
                                Name(id='len_k') @78:39
                              .rhs:
                                Name(id='len_q') @78:47
                        Const(value=0) @78:55
                  .rhs:
                    Name(id='BLOCK_M') @78:61
        Assign(targets=('n_m',)) @79:5
          .value:
            Call(kwargs=()) @79:11
              .func:
                Name(id='maximum') @79:11
              .args:
                BinOp(op='-') @79:19
                  .lhs:
                    Call(kwargs=()) @79:19
                      .func:
                        Name(id='cdiv') @79:19
                      .args:
                        Name(id='len_q') @79:24
                        Name(id='BLOCK_M') @79:31
                  .rhs:
                    Name(id='m_lo') @79:42
                Const(value=0) @79:48
        Assign(targets=('steps',)) @80:5
          .value:
            BinOp(op='*') @80:13
              .lhs:
                Name(id='group') @80:13
              .rhs:
                Name(id='n_m') @80:21
        Role(name='load', replica=None) @82:5
          .kwargs:
            (
              'warps'
              Const(value=1) @82:21
            )
            (
              'regs'
              Const(value=24) @82:29
            )
          .body:
            Assign(targets=('ks',)) @83:9
              .value:
                BinOp(op='%') @83:14
                  .lhs:
                    Name(id='tile_index') @83:14
                  .rhs:
                    Name(id='KV_BUF') @83:27
            Wait(phase=None) @84:9
              .target:
                Index() @84:14
                  .value:
                    Name(id='kv_free') @84:14
                  .subs:
                    Name(id='ks') @84:22
            Expect() @85:9
              .target:
                Index() @85:16
                  .value:
                    Name(id='kv_ready') @85:16
                  .subs:
                    Name(id='ks') @85:25
              .nbytes:
                BinOp(op='+') @85:30
                  .lhs:
                    BinOp(op='*') @85:30
                      .lhs:
                        BinOp(op='*') @85:30
                          .lhs:
                            Const(value=2) @85:30
                          .rhs:
                            Name(id='NWG') @85:34
                      .rhs:
                        Call(kwargs=()) @85:40
                          .func:
                            Name(id='bytes') @85:40
                          .args:
                            Name(id='k_tile') @85:46
                  .rhs:
                    BinOp(op='*') @85:56
                      .lhs:
                        BinOp(op='*') @85:56
                          .lhs:
                            Name(id='NC') @85:56
                          .rhs:
                            Name(id='NWG') @85:61
                      .rhs:
                        Call(kwargs=()) @85:67
                          .func:
                            Name(id='bytes') @85:67
                          .args:
                            Name(id='kh_tile') @85:73
            For(var='i') @86:9
              .iter:
                Call(kwargs=()) @86:18
                  .func:
                    Name(id='static_range') @86:18
                  .args:
                    Name(id='NWG') @86:31
              .body:
                Tma() @87:13
                  .dst:
                    Index() @87:17
                      .value:
                        Name(id='k_tile') @87:17
                      .subs:
                        BinOp(op='+') @87:24
                          .lhs:
                            BinOp(op='*') @87:24
                              .lhs:
                                Name(id='ks') @87:24
                              .rhs:
                                Name(id='NWG') @87:29
                          .rhs:
                            Name(id='i') @87:35
                  .src:
                    Index() @87:41
                      .value:
                        Name(id='k') @87:41
                      .subs:
                        Name(id='seq') @87:43
                        BinOp(op='+') @87:48
                          .lhs:
                            BinOp(op='*') @87:48
                              .lhs:
                                Name(id='NWG') @87:48
                              .rhs:
                                Name(id='n') @87:54
                          .rhs:
                            Name(id='i') @87:58
                        Name(id='kvh') @87:61
                  .signals:
                    Index() @87:74
                      .value:
                        Name(id='kv_ready') @87:74
                      .subs:
                        Name(id='ks') @87:83
                Tma() @88:13
                  .dst:
                    Index() @88:17
                      .value:
                        Name(id='v_tile') @88:17
                      .subs:
                        BinOp(op='+') @88:24
                          .lhs:
                            BinOp(op='*') @88:24
                              .lhs:
                                Name(id='ks') @88:24
                              .rhs:
                                Name(id='NWG') @88:29
                          .rhs:
                            Name(id='i') @88:35
                  .src:
                    Index() @88:41
                      .value:
                        Name(id='v') @88:41
                      .subs:
                        Name(id='seq') @88:43
                        BinOp(op='+') @88:48
                          .lhs:
                            BinOp(op='*') @88:48
                              .lhs:
                                Name(id='NWG') @88:48
                              .rhs:
                                Name(id='n') @88:54
                          .rhs:
                            Name(id='i') @88:58
                        Name(id='kvh') @88:61
                  .signals:
                    Index() @88:74
                      .value:
                        Name(id='kv_ready') @88:74
                      .subs:
                        Name(id='ks') @88:83
                For(var='c') @89:13
                  .iter:
                    Call(kwargs=()) @89:22
                      .func:
                        Name(id='static_range') @89:22
                      .args:
                        Name(id='NC') @89:35
                  .body:
                    Tma() @90:17
                      .dst:
                        Index() @90:21
                          .value:
                            Name(id='kh_tile') @90:21
                          .subs:
                            BinOp(op='+') @90:29
                              .lhs:
                                BinOp(op='*') @90:29
                                  .lhs:
                                    Name(id='NC') @90:29
                                  .rhs:
                                    BinOp(op='+') @90:35
                                      .lhs:
                                        BinOp(op='*') @90:35
                                          .lhs:
                                            Name(id='ks') @90:35
                                          .rhs:
                                            Name(id='NWG') @90:40
                                      .rhs:
                                        Name(id='i') @90:46
                              .rhs:
                                Name(id='c') @90:51
                      .src:
                        Index() @90:57
                          .value:
                            Name(id='k') @90:57
                          .subs:
                            Name(id='seq') @90:59
                            BinOp(op='+') @90:64
                              .lhs:
                                BinOp(op='*') @90:64
                                  .lhs:
                                    Name(id='NWG') @90:64
                                  .rhs:
                                    Name(id='n') @90:70
                              .rhs:
                                Name(id='i') @90:74
                            Name(id='kvh') @90:77
                            Name(id='c') @90:82
                      .signals:
                        Index() @90:93
                          .value:
                            Name(id='kv_ready') @90:93
                          .subs:
                            Name(id='ks') @90:102
            Pipeline(var='j', slot='slot', ring='qd') @91:9
              .iter:
                Call(kwargs=()) @91:23
                  .func:
                    Name(id='range') @91:23
                  .args:
                    Name(id='steps') @91:29
              .stages:
                Name(id='STAGES') @91:49
              .body:
                Assign(targets=('head',)) @92:13
                  .value:
                    BinOp(op='+') @92:20
                      .lhs:
                        BinOp(op='*') @92:20
                          .lhs:
                            Name(id='kvh') @92:20
                          .rhs:
                            Name(id='group') @92:26
                      .rhs:
                        BinOp(op='//') @92:34
                          .lhs:
                            Name(id='j') @92:34
                          .rhs:
                            Name(id='n_m') @92:39
                Assign(targets=('mb',)) @93:13
                  .value:
                    BinOp(op='+') @93:18
                      .lhs:
                        Name(id='m_lo') @93:18
                      .rhs:
                        BinOp(op='%') @93:25
                          .lhs:
                            Name(id='j') @93:25
                          .rhs:
                            Name(id='n_m') @93:29
                Wait(phase=None) @94:13
                  .target:
                    Index() @94:18
                      .value:
                        Name(id='qd_free') @94:18
                      .subs:
                        Name(id='slot') @94:26
                Expect() @95:13
                  .target:
                    Index() @95:20
                      .value:
                        Name(id='qd_ready') @95:20
                      .subs:
                        Name(id='slot') @95:29
                  .nbytes:
                    BinOp(op='+') @95:36
                      .lhs:
                        Call(kwargs=()) @95:36
                          .func:
                            Name(id='bytes') @95:36
                          .args:
                            Name(id='q_ring') @95:42
                      .rhs:
                        Call(kwargs=()) @95:52
                          .func:
                            Name(id='bytes') @95:52
                          .args:
                            Name(id='do_ring') @95:58
                Tma() @96:13
                  .dst:
                    Index() @96:17
                      .value:
                        Name(id='q_ring') @96:17
                      .subs:
                        Name(id='slot') @96:24
                  .src:
                    Index() @96:33
                      .value:
                        Name(id='q') @96:33
                      .subs:
                        Name(id='seq') @96:35
                        Name(id='mb') @96:40
                        Name(id='head') @96:44
                  .signals:
                    Index() @96:58
                      .value:
                        Name(id='qd_ready') @96:58
                      .subs:
                        Name(id='slot') @96:67
                Tma() @97:13
                  .dst:
                    Index() @97:17
                      .value:
                        Name(id='do_ring') @97:17
                      .subs:
                        Name(id='slot') @97:25
                  .src:
                    Index() @97:34
                      .value:
                        Name(id='d_o') @97:34
                      .subs:
                        Name(id='seq') @97:38
                        Name(id='mb') @97:43
                        Name(id='head') @97:47
                  .signals:
                    Index() @97:61
                      .value:
                        Name(id='qd_ready') @97:61
                      .subs:
                        Name(id='slot') @97:70
        If(orelse=()) @99:5
          .cond:
            Name(id='WRITER') @99:8
          .body:
            Assign(targets=('NCW',)) @102:9
              .value:
                BinOp(op='//') @102:15
                  .lhs:
                    Name(id='NC') @102:15
                  .rhs:
                    Name(id='NWG') @102:21
            Role(name='dq_writer', replica=None) @103:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @103:30
                )
                (
                  'regs'
                  Const(value=24) @103:38
                )
              .body:
                Pipeline(var='j', slot='ws', ring='qd') @104:13
                  .iter:
                    Call(kwargs=()) @104:27
                      .func:
                        Name(id='range') @104:27
                      .args:
                        Name(id='steps') @104:33
                  .stages:
                    Name(id='STAGES') @104:53
                  .body:
                    Assign(targets=('head',)) @105:17
                      .value:
                        BinOp(op='+') @105:24
                          .lhs:
                            BinOp(op='*') @105:24
                              .lhs:
                                Name(id='kvh') @105:24
                              .rhs:
                                Name(id='group') @105:30
                          .rhs:
                            BinOp(op='//') @105:38
                              .lhs:
                                Name(id='j') @105:38
                              .rhs:
                                Name(id='n_m') @105:43
                    Assign(targets=('mb',)) @106:17
                      .value:
                        BinOp(op='+') @106:22
                          .lhs:
                            Name(id='m_lo') @106:22
                          .rhs:
                            BinOp(op='%') @106:29
                              .lhs:
                                Name(id='j') @106:29
                              .rhs:
                                Name(id='n_m') @106:33
                    For(var='i') @107:17
                      .iter:
                        Call(kwargs=()) @107:26
                          .func:
                            Name(id='static_range') @107:26
                          .args:
                            Name(id='NCW') @107:39
                      .body:
                        Wait(phase=None) @108:21
                          .target:
                            Index() @108:26
                              .value:
                                Name(id='dq_full') @108:26
                              .subs:
                                Name(id='i') @108:34
                        For(var='w') @109:21
                          .iter:
                            Call(kwargs=()) @109:30
                              .func:
                                Name(id='static_range') @109:30
                              .args:
                                Name(id='NWG') @109:43
                          .body:
                            Tma(signals=None, reduce='add') @110:25
                              .dst:
                                Index() @110:29
                                  .value:
                                    Name(id='dq_acc') @110:29
                                  .subs:
                                    Name(id='seq') @110:36
                                    Name(id='mb') @110:41
                                    Name(id='head') @110:45
                                    BinOp(op='+') @110:51
                                      .lhs:
                                        BinOp(op='*') @110:51
                                          .lhs:
                                            Name(id='w') @110:51
                                          .rhs:
                                            Name(id='NCW') @110:55
                                      .rhs:
                                        Name(id='i') @110:61
                              .src:
                                Index() @110:67
                                  .value:
                                    Name(id='dq_s') @110:67
                                  .subs:
                                    BinOp(op='+') @110:72
                                      .lhs:
                                        BinOp(op='*') @110:72
                                          .lhs:
                                            Name(id='i') @110:72
                                          .rhs:
                                            Name(id='NWG') @110:76
                                      .rhs:
                                        Name(id='w') @110:82
                        Arrive(count=None) @111:21
                          .target:
                            Index() @111:28
                              .value:
                                Name(id='dq_empty') @111:28
                              .subs:
                                Name(id='i') @111:37
        Role(name='compute', replica='wg') @113:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @113:29
            )
            (
              'regs'
              Name(id='REGS') @113:39
            )
          .body:
            Assign(targets=('qk_scale',)) @114:9
              .value:
                BinOp(op='*') @114:20
                  .lhs:
                    Name(id='sm_scale') @114:20
                  .rhs:
                    Name(id='LOG2E') @114:31
            Assign(targets=('krow0',)) @115:9
              .value:
                BinOp(op='+') @115:17
                  .lhs:
                    BinOp(op='*') @115:17
                      .lhs:
                        Name(id='n') @115:17
                      .rhs:
                        Name(id='BLOCK_N') @115:21
                  .rhs:
                    BinOp(op='*') @115:31
                      .lhs:
                        Name(id='wg') @115:31
                      .rhs:
                        Name(id='WG_N') @115:36
            Assign(targets=('krows',)) @116:9
              .value:
                BinOp(op='+') @116:17
                  .lhs:
                    Name(id='krow0') @116:17
                  .rhs:
                    Call(kwargs=()) @116:25
                      .func:
                        Name(id='arange') @116:25
                      .args:
                        Name(id='WG_N') @116:32
            Assign(targets=('qcols',)) @117:9
              .value:
                Call(kwargs=()) @117:17
                  .func:
                    Name(id='arange') @117:17
                  .args:
                    Name(id='BLOCK_M') @117:24
            Assign(targets=('dcols',)) @118:9
              .value:
                Call(kwargs=()) @118:17
                  .func:
                    Name(id='arange') @118:17
                  .args:
                    Name(id='D') @118:24
            Assign(targets=('ks',)) @119:9
              .value:
                BinOp(op='%') @119:14
                  .lhs:
                    Name(id='tile_index') @119:14
                  .rhs:
                    Name(id='KV_BUF') @119:27
            Assign(targets=('mine',)) @120:9
              .value:
                BinOp(op='+') @120:16
                  .lhs:
                    BinOp(op='*') @120:16
                      .lhs:
                        Name(id='ks') @120:16
                      .rhs:
                        Name(id='NWG') @120:21
                  .rhs:
                    Name(id='wg') @120:27
            Assign(targets=('acc_k',)) @121:9
              .value:
                Call(kwargs=()) @121:17
                  .func:
                    Name(id='zeros') @121:17
                  .args:
                    ListLit() @121:23
                      .elts:
                        Name(id='WG_N') @121:24
                        Name(id='D') @121:30
                    Name(id='f32') @121:34
            Assign(targets=('acc_v',)) @122:9
              .value:
                Call(kwargs=()) @122:17
                  .func:
                    Name(id='zeros') @122:17
                  .args:
                    ListLit() @122:23
                      .elts:
                        Name(id='WG_N') @122:24
                        Name(id='D') @122:30
                    Name(id='f32') @122:34
            Wait(phase=None) @123:9
              .target:
                Index() @123:14
                  .value:
                    Name(id='kv_ready') @123:14
                  .subs:
                    Name(id='ks') @123:23
            Pipeline(var='j', slot='slot', ring='qd') @124:9
              .iter:
                Call(kwargs=()) @124:23
                  .func:
                    Name(id='range') @124:23
                  .args:
                    Name(id='steps') @124:29
              .stages:
                Name(id='STAGES') @124:49
              .body:
                Assign(targets=('head',)) @125:13
                  .value:
                    BinOp(op='+') @125:20
                      .lhs:
                        BinOp(op='*') @125:20
                          .lhs:
                            Name(id='kvh') @125:20
                          .rhs:
                            Name(id='group') @125:26
                      .rhs:
                        BinOp(op='//') @125:34
                          .lhs:
                            Name(id='j') @125:34
                          .rhs:
                            Name(id='n_m') @125:39
                Assign(targets=('mb',)) @126:13
                  .value:
                    BinOp(op='+') @126:18
                      .lhs:
                        Name(id='m_lo') @126:18
                      .rhs:
                        BinOp(op='%') @126:25
                          .lhs:
                            Name(id='j') @126:25
                          .rhs:
                            Name(id='n_m') @126:29
                Assign(targets=('qpos',)) @127:13
                  .value:
                    BinOp(op='+') @127:20
                      .lhs:
                        BinOp(op='*') @127:20
                          .lhs:
                            Name(id='mb') @127:20
                          .rhs:
                            Name(id='BLOCK_M') @127:25
                      .rhs:
                        Name(id='qcols') @127:35
                Assign(targets=('lse2',)) @128:13
                  .value:
                    Call(kwargs=()) @128:20
                      .func:
                        Name(id='zeros') @128:20
                      .args:
                        ListLit() @128:26
                          .elts:
                            Name(id='BLOCK_M') @128:27
                        Name(id='f32') @128:37
                Assign(targets=('dlt',)) @129:13
                  .value:
                    Call(kwargs=()) @129:19
                      .func:
                        Name(id='zeros') @129:19
                      .args:
                        ListLit() @129:25
                          .elts:
                            Name(id='BLOCK_M') @129:26
                        Name(id='f32') @129:36
                If(orelse=()) @130:13
                  .cond:
                    BinOp(op='==') @130:16
                      .lhs:
                        Name(id='ACT') @130:16
                      .rhs:
                        Const(value='softmax') @130:23
                  .body:
                    Assign(targets=('lse2',)) @131:17
                      .value:
                        BinOp(op='*') @131:24
                          .lhs:
                            Index() @131:24
                              .value:
                                Index() @131:24
                                  .value:
                                    Name(id='lse') @131:24
                                  .subs:
                                    Name(id='seq') @131:28
                              .subs:
                                Name(id='qpos') @131:33
                                Name(id='head') @131:39
                          .rhs:
                            Name(id='LOG2E') @131:47
                    Assign(targets=('dlt',)) @132:17
                      .value:
                        Index() @132:23
                          .value:
                            Index() @132:23
                              .value:
                                Name(id='delta') @132:23
                              .subs:
                                Name(id='seq') @132:29
                          .subs:
                            Name(id='qpos') @132:34
                            Name(id='head') @132:40
                Assign(targets=('edge',)) @135:13
                  .value:
                    BoolOp(op='or') @135:20
                      .values:
                        BinOp(op='>') @135:20
                          .lhs:
                            BinOp(op='*') @135:21
                              .lhs:
                                BinOp(op='+') @135:21
                                  .lhs:
                                    Name(id='mb') @135:21
                                  .rhs:
                                    Const(value=1) @135:26
                              .rhs:
                                Name(id='BLOCK_M') @135:31
                          .rhs:
                            Name(id='len_q') @135:41
                        BinOp(op='>') @135:50
                          .lhs:
                            BinOp(op='+') @135:50
                              .lhs:
                                Name(id='krow0') @135:50
                              .rhs:
                                Name(id='WG_N') @135:58
                          .rhs:
                            Name(id='len_k') @135:65
                If(orelse=()) @136:13
                  .cond:
                    Name(id='CAUSAL') @136:16
                  .body:
                    Assign(targets=('edge',)) @137:17
                      .value:
                        BoolOp(op='or') @137:24
                          .values:
                            Name(id='edge') @137:24
                            BinOp(op='>') @137:32
                              .lhs:
                                BinOp(op='-') @137:32
                                  .lhs:
                                    BinOp(op='+') @137:32
                                      .lhs:
                                        Name(id='krow0') @137:32
                                      .rhs:
                                        Name(id='WG_N') @137:40
                                  .rhs:
                                    Const(value=1) @137:47
                              .rhs:
                                BinOp(op='-') @137:51
                                  .lhs:
                                    BinOp(op='+') @137:51
                                      .lhs:
                                        BinOp(op='*') @137:51
                                          .lhs:
                                            Name(id='mb') @137:51
                                          .rhs:
                                            Name(id='BLOCK_M') @137:56
                                      .rhs:
                                        Name(id='len_k') @137:66
                                  .rhs:
                                    Name(id='len_q') @137:74
                Wait(phase=None) @138:13
                  .target:
                    Index() @138:18
                      .value:
                        Name(id='qd_ready') @138:18
                      .subs:
                        Name(id='slot') @138:27
                Assign(targets=('st_f',)) @139:13
                  .value:
                    Call(kwargs=()) @139:20
                      .func:
                        Name(id='mma_async') @139:20
                      .args:
                        Index() @139:30
                          .value:
                            Name(id='k_tile') @139:30
                          .subs:
                            Name(id='mine') @139:37
                        Attr(name='T') @139:44
                          .value:
                            Index() @139:44
                              .value:
                                Name(id='q_ring') @139:44
                              .subs:
                                Name(id='slot') @139:51
                Assign(targets=('dpt_f',)) @140:13
                  .value:
                    Call(kwargs=()) @140:21
                      .func:
                        Name(id='mma_async') @140:21
                      .args:
                        Index() @140:31
                          .value:
                            Name(id='v_tile') @140:31
                          .subs:
                            Name(id='mine') @140:38
                        Attr(name='T') @140:45
                          .value:
                            Index() @140:45
                              .value:
                                Name(id='do_ring') @140:45
                              .subs:
                                Name(id='slot') @140:53
                Assign(targets=('st',)) @141:13
                  .value:
                    Call() @141:18
                      .func:
                        Name(id='mma_wait') @141:18
                      .args:
                        Name(id='st_f') @141:27
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @141:41
                        )
                Assign(targets=('pt', 'dact')) @142:13
                  .value:
                    Call(kwargs=()) @142:24
                      .func:
                        Name(id='probs') @142:24
                      .args:
                        Name(id='st') @142:30
                        Name(id='edge') @142:34
                        Index() @142:40
                          .value:
                            Name(id='qpos') @142:40
                          .subs:
                            Const(value=None) @142:45
                            FullSlice() @142:51
                        Index() @142:55
                          .value:
                            Name(id='krows') @142:55
                          .subs:
                            FullSlice() @142:61
                            Const(value=None) @142:64
                        Name(id='len_q') @142:71
                        Name(id='len_k') @142:78
                        Index() @142:85
                          .value:
                            Name(id='lse2') @142:85
                          .subs:
                            Const(value=None) @142:90
                            FullSlice() @142:96
                        Name(id='qk_scale') @142:100
                        Name(id='sm_scale') @143:30
                        Name(id='CAUSAL') @143:40
                        Name(id='ACT') @143:48
                Assign(targets=('dpt',)) @144:13
                  .value:
                    Call(kwargs=()) @144:19
                      .func:
                        Name(id='mma_wait') @144:19
                      .args:
                        Name(id='dpt_f') @144:28
                Assign(targets=('dv_f',)) @146:13
                  .value:
                    Call(kwargs=()) @146:20
                      .func:
                        Name(id='mma_async') @146:20
                      .args:
                        Call(kwargs=()) @146:30
                          .func:
                            Name(id='cast') @146:30
                          .args:
                            Name(id='pt') @146:35
                            Name(id='DT') @146:39
                        Index() @146:44
                          .value:
                            Name(id='do_ring') @146:44
                          .subs:
                            Name(id='slot') @146:52
                        Name(id='acc_v') @146:59
                Assign(targets=('dst',)) @147:13
                  .value:
                    Call(kwargs=()) @147:19
                      .func:
                        Name(id='cast') @147:19
                      .args:
                        Call(kwargs=()) @147:24
                          .func:
                            Name(id='dscores') @147:24
                          .args:
                            Name(id='pt') @147:32
                            Name(id='dact') @147:36
                            Name(id='dpt') @147:42
                            Index() @147:47
                              .value:
                                Name(id='dlt') @147:47
                              .subs:
                                Const(value=None) @147:51
                                FullSlice() @147:57
                            Name(id='ACT') @147:61
                        Name(id='DT') @147:67
                If() @148:13
                  .cond:
                    Name(id='WRITER') @148:16
                  .body:
                    ExprStmt() @150:17
                      .value:
                        Call(kwargs=()) @150:17
                          .func:
                            Name(id='store_smem') @150:17
                          .args:
                            Index() @150:28
                              .value:
                                Name(id='ds_s') @150:28
                              .subs:
                                BinOp(op='+') @150:33
                                  .lhs:
                                    BinOp(op='*') @150:33
                                      .lhs:
                                        Name(id='slot') @150:33
                                      .rhs:
                                        Name(id='NWG') @150:40
                                  .rhs:
                                    Name(id='wg') @150:46
                            Name(id='dst') @150:51
                    Fence() @151:17
                    Arrive(count=None) @152:17
                      .target:
                        Index() @152:24
                          .value:
                            Name(id='ds_ready') @152:24
                          .subs:
                            Name(id='slot') @152:33
                    Assign(targets=('dk_f',)) @153:17
                      .value:
                        Call(kwargs=()) @153:24
                          .func:
                            Name(id='mma_async') @153:24
                          .args:
                            Name(id='dst') @153:34
                            Index() @153:39
                              .value:
                                Name(id='q_ring') @153:39
                              .subs:
                                Name(id='slot') @153:46
                            Name(id='acc_k') @153:53
                    Assign(targets=('acc_v',)) @154:17
                      .value:
                        Call() @154:25
                          .func:
                            Name(id='mma_wait') @154:25
                          .args:
                            Name(id='dv_f') @154:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @154:48
                            )
                    Assign(targets=('acc_k',)) @155:17
                      .value:
                        Call(kwargs=()) @155:25
                          .func:
                            Name(id='mma_wait') @155:25
                          .args:
                            Name(id='dk_f') @155:34
                    Arrive(count=None) @156:17
                      .target:
                        Index() @156:24
                          .value:
                            Name(id='qd_free') @156:24
                          .subs:
                            Name(id='slot') @156:32
                    Wait(phase=None) @157:17
                      .target:
                        Index() @157:22
                          .value:
                            Name(id='ds_ready') @157:22
                          .subs:
                            Name(id='slot') @157:31
                    For(var='i') @160:17
                      .iter:
                        Call(kwargs=()) @160:26
                          .func:
                            Name(id='static_range') @160:26
                          .args:
                            Name(id='NCW') @160:39
                      .body:
                        Assign(targets=('c',)) @161:21
                          .value:
                            BinOp(op='+') @161:25
                              .lhs:
                                BinOp(op='*') @161:25
                                  .lhs:
                                    Name(id='wg') @161:25
                                  .rhs:
                                    Name(id='NCW') @161:30
                              .rhs:
                                Name(id='i') @161:36
                        Assign(targets=('dq_c',)) @162:21
                          .value:
                            Call(kwargs=()) @162:28
                              .func:
                                Name(id='zeros') @162:28
                              .args:
                                ListLit() @162:34
                                  .elts:
                                    Name(id='BLOCK_M') @162:35
                                    Name(id='DQ_COLS') @162:44
                                Name(id='f32') @162:54
                        For(var='g') @163:21
                          .iter:
                            Call(kwargs=()) @163:30
                              .func:
                                Name(id='static_range') @163:30
                              .args:
                                Name(id='NWG') @163:43
                          .body:
                            Assign(targets=('gg',)) @164:25
                              .value:
                                BinOp(op='%') @164:31
                                  .lhs:
                                    BinOp(op='+') @164:31
                                      .lhs:
                                        Name(id='wg') @164:31
                                      .rhs:
                                        Name(id='g') @164:36
                                  .rhs:
                                    Name(id='NWG') @164:41
                            Assign(targets=('dq_c',)) @165:25
                              .value:
                                Call(kwargs=()) @165:32
                                  .func:
                                    Name(id='mma_wait') @165:32
                                  .args:
                                    Call(kwargs=()) @165:41
                                      .func:
                                        Name(id='mma_async') @165:41
                                      .args:
                                        Attr(name='T') @165:51
                                          .value:
                                            Index() @165:51
                                              .value:
                                                Name(id='ds_s') @165:51
                                              .subs:
                                                BinOp(op='+') @165:56
                                                  .lhs:
                                                    BinOp(op='*') @165:56
                                                      .lhs:
                                                        Name(id='slot') @165:56
                                                      .rhs:
                                                        Name(id='NWG') @165:63
                                                  .rhs:
                                                    Name(id='gg') @165:69
                                        Index() @165:76
                                          .value:
                                            Name(id='kh_tile') @165:76
                                          .subs:
                                            BinOp(op='+') @165:84
                                              .lhs:
                                                BinOp(op='*') @165:84
                                                  .lhs:
                                                    Name(id='NC') @165:84
                                                  .rhs:
                                                    BinOp(op='+') @165:90
                                                      .lhs:
                                                        BinOp(op='*') @165:90
                                                          .lhs:
                                                            Name(id='ks') @165:90
                                                          .rhs:
                                                            Name(id='NWG') @165:95
                                                      .rhs:
                                                        Name(id='gg') @165:101
                                              .rhs:
                                                Name(id='c') @165:107
                                        Name(id='dq_c') @165:111
                        Wait() @168:21
                          .target:
                            Index() @168:26
                              .value:
                                Name(id='dq_empty') @168:26
                              .subs:
                                Name(id='i') @168:35
                          .phase:
                            BinOp(op='-') @168:44
                              .lhs:
                                Const(value=1) @168:44
                              .rhs:
                                BinOp(op='%') @168:48
                                  .lhs:
                                    Name(id='slot') @168:48
                                  .rhs:
                                    Const(value=2) @168:55
                        ExprStmt() @169:21
                          .value:
                            Call(kwargs=()) @169:21
                              .func:
                                Name(id='store_smem') @169:21
                              .args:
                                Index() @169:32
                                  .value:
                                    Name(id='dq_s') @169:32
                                  .subs:
                                    BinOp(op='+') @169:37
                                      .lhs:
                                        BinOp(op='*') @169:37
                                          .lhs:
                                            Name(id='i') @169:37
                                          .rhs:
                                            Name(id='NWG') @169:41
                                      .rhs:
                                        Name(id='wg') @169:47
                                Name(id='dq_c') @169:52
                        Fence() @170:21
                        Arrive(count=None) @171:21
                          .target:
                            Index() @171:28
                              .value:
                                Name(id='dq_full') @171:28
                              .subs:
                                Name(id='i') @171:36
                  .orelse:
                    ExprStmt() @174:17
                      .value:
                        Call(kwargs=()) @174:17
                          .func:
                            Name(id='store_smem') @174:17
                          .args:
                            Index() @174:28
                              .value:
                                Name(id='ds_s') @174:28
                              .subs:
                                Name(id='wg') @174:33
                            Name(id='dst') @174:38
                    Fence() @175:17
                    Assign(targets=('dq_f',)) @176:17
                      .value:
                        Call(kwargs=()) @176:24
                          .func:
                            Name(id='mma_async') @176:24
                          .args:
                            Attr(name='T') @176:34
                              .value:
                                Index() @176:34
                                  .value:
                                    Name(id='ds_s') @176:34
                                  .subs:
                                    Name(id='wg') @176:39
                            Index() @176:46
                              .value:
                                Name(id='kh_tile') @176:46
                              .subs:
                                BinOp(op='*') @176:54
                                  .lhs:
                                    Name(id='NC') @176:54
                                  .rhs:
                                    Name(id='mine') @176:59
                    Assign(targets=('dk_f',)) @177:17
                      .value:
                        Call(kwargs=()) @177:24
                          .func:
                            Name(id='mma_async') @177:24
                          .args:
                            Name(id='dst') @177:34
                            Index() @177:39
                              .value:
                                Name(id='q_ring') @177:39
                              .subs:
                                Name(id='slot') @177:46
                            Name(id='acc_k') @177:53
                    Assign(targets=('acc_v',)) @178:17
                      .value:
                        Call() @178:25
                          .func:
                            Name(id='mma_wait') @178:25
                          .args:
                            Name(id='dv_f') @178:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @178:48
                            )
                    Assign(targets=('dq_c',)) @182:17
                      .value:
                        Call() @182:24
                          .func:
                            Name(id='mma_wait') @182:24
                          .args:
                            Name(id='dq_f') @182:33
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @182:47
                            )
                    ExprStmt() @183:17
                      .value:
                        Call(kwargs=()) @183:17
                          .func:
                            Name(id='store_smem') @183:17
                          .args:
                            Index() @183:28
                              .value:
                                Name(id='dq_s') @183:28
                              .subs:
                                Name(id='wg') @183:33
                            Name(id='dq_c') @183:38
                    Fence() @184:17
                    Tma(signals=None, reduce='add') @185:17
                      .dst:
                        Index() @185:21
                          .value:
                            Name(id='dq_acc') @185:21
                          .subs:
                            Name(id='seq') @185:28
                            Name(id='mb') @185:33
                            Name(id='head') @185:37
                            Const(value=0) @185:43
                      .src:
                        Index() @185:49
                          .value:
                            Name(id='dq_s') @185:49
                          .subs:
                            Name(id='wg') @185:54
                    Assign(targets=('dq_f',)) @186:17
                      .value:
                        Call(kwargs=()) @186:24
                          .func:
                            Name(id='mma_async') @186:24
                          .args:
                            Attr(name='T') @186:34
                              .value:
                                Index() @186:34
                                  .value:
                                    Name(id='ds_s') @186:34
                                  .subs:
                                    Name(id='wg') @186:39
                            Index() @186:46
                              .value:
                                Name(id='kh_tile') @186:46
                              .subs:
                                BinOp(op='+') @186:54
                                  .lhs:
                                    BinOp(op='*') @186:54
                                      .lhs:
                                        Name(id='NC') @186:54
                                      .rhs:
                                        Name(id='mine') @186:59
                                  .rhs:
                                    Const(value=1) @186:66
                    Assign(targets=('acc_k',)) @187:17
                      .value:
                        Call() @187:25
                          .func:
                            Name(id='mma_wait') @187:25
                          .args:
                            Name(id='dk_f') @187:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @187:48
                            )
                    Assign(targets=('dq_c',)) @188:17
                      .value:
                        Call(kwargs=()) @188:24
                          .func:
                            Name(id='mma_wait') @188:24
                          .args:
                            Name(id='dq_f') @188:33
                    Arrive(count=None) @189:17
                      .target:
                        Index() @189:24
                          .value:
                            Name(id='qd_free') @189:24
                          .subs:
                            Name(id='slot') @189:32
                    ExprStmt() @190:17
                      .value:
                        Call(kwargs=()) @190:17
                          .func:
                            Name(id='store_smem') @190:17
                          .args:
                            Index() @190:28
                              .value:
                                Name(id='dq_s') @190:28
                              .subs:
                                Name(id='wg') @190:33
                            Name(id='dq_c') @190:38
                    Fence() @191:17
                    Tma(signals=None, reduce='add') @192:17
                      .dst:
                        Index() @192:21
                          .value:
                            Name(id='dq_acc') @192:21
                          .subs:
                            Name(id='seq') @192:28
                            Name(id='mb') @192:33
                            Name(id='head') @192:37
                            Const(value=1) @192:43
                      .src:
                        Index() @192:49
                          .value:
                            Name(id='dq_s') @192:49
                          .subs:
                            Name(id='wg') @192:54
                    For(var='c') @193:17
                      .iter:
                        Call(kwargs=()) @193:26
                          .func:
                            Name(id='static_range') @193:26
                          .args:
                            Const(value=2) @193:39
                            Name(id='NC') @193:42
                      .body:
                        Assign(targets=('dq_c',)) @194:21
                          .value:
                            Call(kwargs=()) @194:28
                              .func:
                                Name(id='mma_wait') @194:28
                              .args:
                                Call(kwargs=()) @194:37
                                  .func:
                                    Name(id='mma_async') @194:37
                                  .args:
                                    Attr(name='T') @194:47
                                      .value:
                                        Index() @194:47
                                          .value:
                                            Name(id='ds_s') @194:47
                                          .subs:
                                            Name(id='wg') @194:52
                                    Index() @194:59
                                      .value:
                                        Name(id='kh_tile') @194:59
                                      .subs:
                                        BinOp(op='+') @194:67
                                          .lhs:
                                            BinOp(op='*') @194:67
                                              .lhs:
                                                Name(id='NC') @194:67
                                              .rhs:
                                                Name(id='mine') @194:72
                                          .rhs:
                                            Name(id='c') @194:79
                        ExprStmt() @195:21
                          .value:
                            Call(kwargs=()) @195:21
                              .func:
                                Name(id='store_smem') @195:21
                              .args:
                                Index() @195:32
                                  .value:
                                    Name(id='dq_s') @195:32
                                  .subs:
                                    Name(id='wg') @195:37
                                Name(id='dq_c') @195:42
                        Fence() @196:21
                        Tma(signals=None, reduce='add') @197:21
                          .dst:
                            Index() @197:25
                              .value:
                                Name(id='dq_acc') @197:25
                              .subs:
                                Name(id='seq') @197:32
                                Name(id='mb') @197:37
                                Name(id='head') @197:41
                                Name(id='c') @197:47
                          .src:
                            Index() @197:53
                              .value:
                                Name(id='dq_s') @197:53
                              .subs:
                                Name(id='wg') @197:58
            Arrive(count=None) @198:9
              .target:
                Index() @198:16
                  .value:
                    Name(id='kv_free') @198:16
                  .subs:
                    Name(id='ks') @198:24
            Assign(targets=('k_scale',)) @199:9
              .value:
                Name(id='sm_scale') @199:19
            Assign(targets=('v_scale',)) @200:9
              .value:
                Const(value=1.0) @200:19
            If(orelse=()) @201:9
              .cond:
                BinOp(op='==') @201:12
                  .lhs:
                    Name(id='ACT') @201:12
                  .rhs:
                    Const(value='silu') @201:19
              .body:
                Assign(targets=('k_scale',)) @202:13
                  .value:
                    BinOp(op='*') @202:23
                      .lhs:
                        Name(id='sm_scale') @202:23
                      .rhs:
                        Name(id='out_scale') @202:34
                Assign(targets=('v_scale',)) @203:13
                  .value:
                    Name(id='out_scale') @203:23
            Assign(targets=('live',)) @204:9
              .value:
                BinOp(op='<') @204:16
                  .lhs:
                    Name(id='krows') @204:16
                  .rhs:
                    Name(id='len_k') @204:24
            Store() @205:9
              .target:
                Index() @205:9
                  .value:
                    Name(id='dk') @205:9
                  .subs:
                    Name(id='seq') @205:12
              .subs:
                Index() @205:17
                  .value:
                    Name(id='krows') @205:17
                  .subs:
                    FullSlice() @205:23
                    Const(value=None) @205:26
                Name(id='kvh') @205:33
                Index() @205:38
                  .value:
                    Name(id='dcols') @205:38
                  .subs:
                    Const(value=None) @205:44
                    FullSlice() @205:50
              .value:
                Call(kwargs=()) @205:56
                  .func:
                    Name(id='cast') @205:56
                  .args:
                    BinOp(op='*') @205:61
                      .lhs:
                        Name(id='acc_k') @205:61
                      .rhs:
                        Name(id='k_scale') @205:69
                    Name(id='DT') @205:78
              .mask:
                Index() @205:88
                  .value:
                    Name(id='live') @205:88
                  .subs:
                    FullSlice() @205:93
                    Const(value=None) @205:96
            Store() @206:9
              .target:
                Index() @206:9
                  .value:
                    Name(id='dv') @206:9
                  .subs:
                    Name(id='seq') @206:12
              .subs:
                Index() @206:17
                  .value:
                    Name(id='krows') @206:17
                  .subs:
                    FullSlice() @206:23
                    Const(value=None) @206:26
                Name(id='kvh') @206:33
                Index() @206:38
                  .value:
                    Name(id='dcols') @206:38
                  .subs:
                    Const(value=None) @206:44
                    FullSlice() @206:50
              .value:
                Call(kwargs=()) @206:56
                  .func:
                    Name(id='cast') @206:56
                  .args:
                    BinOp(op='*') @206:61
                      .lhs:
                        Name(id='acc_v') @206:61
                      .rhs:
                        Name(id='v_scale') @206:69
                    Name(id='DT') @206:78
              .mask:
                Index() @206:88
                  .value:
                    Name(id='live') @206:88
                  .subs:
                    FullSlice() @206:93
                    Const(value=None) @206:96