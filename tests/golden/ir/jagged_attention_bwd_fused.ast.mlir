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
    FuncDef(name='step_block', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT')) @59:1
      .body:
        If(orelse=()) @60:5
          .cond:
            Unary(op='not') @60:8
              .operand:
                Name(id='SPLIT') @60:12
          .body:
            Return() @61:9
              .values:
                BinOp(op='+') @61:16
                  .lhs:
                    Name(id='head0') @61:16
                  .rhs:
                    BinOp(op='//') @61:24
                      .lhs:
                        Name(id='j') @61:24
                      .rhs:
                        Name(id='n_m') @61:29
                BinOp(op='+') @61:34
                  .lhs:
                    Name(id='m_lo') @61:34
                  .rhs:
                    BinOp(op='%') @61:42
                      .lhs:
                        BinOp(op='+') @61:42
                          .lhs:
                            Name(id='j') @61:42
                          .rhs:
                            Name(id='rot') @61:46
                      .rhs:
                        Name(id='n_m') @61:53
        Assign(targets=('n_u',)) @62:5
          .value:
            Call(kwargs=()) @62:11
              .func:
                Name(id='maximum') @62:11
              .args:
                BinOp(op='-') @62:19
                  .lhs:
                    Name(id='n_m') @62:19
                  .rhs:
                    Name(id='n_x') @62:25
                Const(value=1) @62:30
        Assign(targets=('nx1',)) @63:5
          .value:
            Call(kwargs=()) @63:11
              .func:
                Name(id='maximum') @63:11
              .args:
                Name(id='n_x') @63:19
                Const(value=1) @63:24
        Assign(targets=('h',)) @64:5
          .value:
            BinOp(op='//') @64:10
              .lhs:
                BinOp(op='-') @64:10
                  .lhs:
                    Name(id='j') @64:10
                  .rhs:
                    Name(id='n_xs') @64:14
              .rhs:
                Name(id='n_u') @64:23
        Assign(targets=('kk',)) @65:5
          .value:
            BinOp(op='+') @65:10
              .lhs:
                Name(id='n_x') @65:10
              .rhs:
                BinOp(op='%') @65:17
                  .lhs:
                    BinOp(op='-') @65:17
                      .lhs:
                        Name(id='j') @65:17
                      .rhs:
                        Name(id='n_xs') @65:21
                  .rhs:
                    Name(id='n_u') @65:29
        If() @66:5
          .cond:
            BinOp(op='==') @66:8
              .lhs:
                Name(id='part') @66:8
              .rhs:
                Const(value=0) @66:16
          .body:
            Assign(targets=('h',)) @67:9
              .value:
                BinOp(op='//') @67:13
                  .lhs:
                    Name(id='j') @67:13
                  .rhs:
                    Name(id='nx1') @67:18
            Assign(targets=('kk',)) @68:9
              .value:
                BinOp(op='%') @68:14
                  .lhs:
                    Name(id='j') @68:14
                  .rhs:
                    Name(id='nx1') @68:18
          .orelse:
            If(orelse=()) @69:5
              .cond:
                BinOp(op='<') @69:10
                  .lhs:
                    Name(id='part') @69:10
                  .rhs:
                    Const(value=0) @69:17
              .body:
                Assign(targets=('x',)) @72:9
                  .value:
                    Call(kwargs=()) @72:13
                      .func:
                        Name(id='minimum') @72:13
                      .args:
                        Call(kwargs=()) @72:21
                          .func:
                            Name(id='maximum') @72:21
                          .args:
                            BinOp(op='-') @72:29
                              .lhs:
                                Name(id='n_xs') @72:29
                              .rhs:
                                Name(id='j') @72:36
                            Const(value=0) @72:39
                        Const(value=1) @72:43
                Assign(targets=('h',)) @73:9
                  .value:
                    BinOp(op='+') @73:13
                      .lhs:
                        BinOp(op='*') @73:13
                          .lhs:
                            Name(id='x') @73:13
                          .rhs:
                            BinOp(op='//') @73:18
                              .lhs:
                                Name(id='j') @73:18
                              .rhs:
                                Name(id='nx1') @73:23
                      .rhs:
                        BinOp(op='*') @73:31
                          .lhs:
                            BinOp(op='-') @73:31
                              .lhs:
                                Const(value=1) @73:31
                              .rhs:
                                Name(id='x') @73:35
                          .rhs:
                            Name(id='h') @73:40
                Assign(targets=('kk',)) @74:9
                  .value:
                    BinOp(op='+') @74:14
                      .lhs:
                        BinOp(op='*') @74:14
                          .lhs:
                            Name(id='x') @74:14
                          .rhs:
                            BinOp(op='%') @74:19
                              .lhs:
                                Name(id='j') @74:19
                              .rhs:
                                Name(id='nx1') @74:23
                      .rhs:
                        BinOp(op='*') @74:31
                          .lhs:
                            BinOp(op='-') @74:31
                              .lhs:
                                Const(value=1) @74:31
                              .rhs:
                                Name(id='x') @74:35
                          .rhs:
                            Name(id='kk') @74:40
        Return() @75:5
          .values:
            BinOp(op='+') @75:12
              .lhs:
                Name(id='head0') @75:12
              .rhs:
                Name(id='h') @75:20
            BinOp(op='+') @75:23
              .lhs:
                Name(id='m_lo') @75:23
              .rhs:
                BinOp(op='%') @75:31
                  .lhs:
                    BinOp(op='+') @75:31
                      .lhs:
                        Name(id='kk') @75:31
                      .rhs:
                        Name(id='rot') @75:36
                  .rhs:
                    Call(kwargs=()) @75:43
                      .func:
                        Name(id='maximum') @75:43
                      .args:
                        Name(id='n_m') @75:51
                        Const(value=1) @75:56
    FuncDef(name='lse_delta', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @80:1
      .body:
        Assign(targets=('head', 'mb')) @81:5
          .value:
            Call(kwargs=()) @81:16
              .func:
                Name(id='step_block') @81:16
              .args:
                Name(id='j') @81:27
                Name(id='part') @81:30
                Name(id='head0') @81:36
                Name(id='m_lo') @81:43
                Name(id='rot') @81:49
                Name(id='n_m') @81:54
                Name(id='n_x') @81:59
                Name(id='n_xs') @81:64
                Name(id='SPLIT') @81:70
        Assign(targets=('qpos',)) @82:5
          .value:
            BinOp(op='+') @82:12
              .lhs:
                BinOp(op='*') @82:12
                  .lhs:
                    Name(id='mb') @82:12
                  .rhs:
                    Name(id='BLOCK_M') @82:17
              .rhs:
                Name(id='qcols') @82:27
        Assign(targets=('qi',)) @83:5
          .value:
            BinOp(op='+') @83:10
              .lhs:
                Name(id='q0') @83:10
              .rhs:
                Call(kwargs=()) @83:15
                  .func:
                    Name(id='maximum') @83:15
                  .args:
                    Call(kwargs=()) @83:23
                      .func:
                        Name(id='minimum') @83:23
                      .args:
                        Name(id='qpos') @83:31
                        BinOp(op='-') @83:37
                          .lhs:
                            Name(id='len_q') @83:37
                          .rhs:
                            Const(value=1) @83:45
                    Const(value=0) @83:49
        Return() @84:5
          .values:
            Index() @84:12
              .value:
                Name(id='lse2_t') @84:12
              .subs:
                Name(id='head') @84:19
                Name(id='qi') @84:25
            Index() @84:30
              .value:
                Name(id='delta_t') @84:30
              .subs:
                Name(id='head') @84:38
                Name(id='qi') @84:44
    FuncDef(name='part_bounds', params=('part', 'n_xs', 'steps', 'SPLIT')) @87:1
      .body:
        If(orelse=()) @88:5
          .cond:
            Name(id='SPLIT') @88:8
          .body:
            If(orelse=()) @89:9
              .cond:
                BinOp(op='==') @89:12
                  .lhs:
                    Name(id='part') @89:12
                  .rhs:
                    Const(value=0) @89:20
              .body:
                Return() @90:13
                  .values:
                    Const(value=0) @90:20
                    Name(id='n_xs') @90:23
            Return() @91:9
              .values:
                Name(id='n_xs') @91:16
                Name(id='steps') @91:22
        Return() @92:5
          .values:
            Const(value=0) @92:12
            Name(id='steps') @92:15
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
        Param(name='DQ_EARLY', kind='const', dtype=None, dims=(), offsets=None) @31:56
          .default:
            Const(value=False) @31:74
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @32:9
          .default:
            Const(value=False) @32:26
        Param(name='SMEM_P', kind='const', dtype=None, dims=(), offsets=None) @32:33
          .default:
            Const(value=False) @32:49
        Param(name='DQ_LAG', kind='const', dtype=None, dims=(), offsets=None) @32:56
          .default:
            Const(value=False) @32:72
        Param(name='DQ_PAIR', kind='const', dtype=None, dims=(), offsets=None) @33:9
          .default:
            Const(value=False) @33:26
      .body:
        Tiles() @34:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @34:22
                .func:
                  Name(id='blocks') @34:22
                .args:
                  Name(id='k') @34:29
                  Name(id='BLOCK_N') @34:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @34:49
                .func:
                  Name(id='range') @34:49
                .args:
                  Name(id='HKV') @34:55
            )
          .options:
            TileOption(id='persistent', arg=None) @34:60
            TileOption(id='longest_first', arg=None) @34:71
            TileOption(id='dynamic') @34:85
              .arg:
                Name(id='DYNAMIC') @34:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @35:5
          .cond:
            BinOp(op='==') @35:19
              .lhs:
                BinOp(op='%') @35:19
                  .lhs:
                    Name(id='BLOCK_N') @35:19
                  .rhs:
                    Name(id='WG_N') @35:29
              .rhs:
                Const(value=0) @35:37
        Assign(targets=('NWG',)) @36:5
          .value:
            BinOp(op='//') @36:11
              .lhs:
                Name(id='BLOCK_N') @36:11
              .rhs:
                Name(id='WG_N') @36:22
        Assign(targets=('WRITER',)) @37:5
          .value:
            BoolOp(op='and') @37:14
              .values:
                Name(id='DQ_WRITER') @37:14
                BinOp(op='==') @37:28
                  .lhs:
                    Name(id='TARGET') @37:28
                  .rhs:
                    Const(value='gluon') @37:38
        Assign(targets=('LAG',)) @38:5
          .value:
            BoolOp(op='and') @38:11
              .values:
                Name(id='DQ_LAG') @38:11
                Name(id='WRITER') @38:22
        StaticAssert(message='DQ_LAG: with SMEM_P and DQ_WRITER') @39:5
          .cond:
            BoolOp(op='or') @39:19
              .values:
                Unary(op='not') @39:19
                  .operand:
                    Name(id='DQ_LAG') @39:23
                BoolOp(op='and') @39:34
                  .values:
                    Name(id='SMEM_P') @39:34
                    Name(id='DQ_WRITER') @39:45
        SmemDecl(name='k_tile') @43:5
          .stages:
            BinOp(op='*') @43:17
              .lhs:
                Name(id='KV_BUF') @43:17
              .rhs:
                BinOp(op='//') @43:27
                  .lhs:
                    Name(id='BLOCK_N') @43:27
                  .rhs:
                    Name(id='WG_N') @43:38
          .dtype:
            Name(id='DT') @43:46
          .shape:
            Name(id='WG_N') @43:49
            Name(id='D') @43:55
        SmemDecl(name='v_tile') @44:5
          .stages:
            BinOp(op='*') @44:17
              .lhs:
                Name(id='KV_BUF') @44:17
              .rhs:
                BinOp(op='//') @44:27
                  .lhs:
                    Name(id='BLOCK_N') @44:27
                  .rhs:
                    Name(id='WG_N') @44:38
          .dtype:
            Name(id='DT') @44:46
          .shape:
            Name(id='WG_N') @44:49
            Name(id='D') @44:55
        SmemDecl(name='q_ring') @45:5
          .stages:
            Name(id='STAGES') @45:17
          .dtype:
            Name(id='DT') @45:26
          .shape:
            Name(id='BLOCK_M') @45:29
            Name(id='D') @45:38
        SmemDecl(name='do_ring') @46:5
          .stages:
            Name(id='STAGES') @46:18
          .dtype:
            Name(id='DT') @46:27
          .shape:
            Name(id='BLOCK_M') @46:30
            Name(id='D') @46:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @51:5
          .cond:
            BoolOp(op='and') @51:19
              .values:
                BinOp(op='==') @51:19
                  .lhs:
                    BinOp(op='%') @51:19
                      .lhs:
                        Name(id='D') @51:19
                      .rhs:
                        Name(id='DQ_COLS') @51:23
                  .rhs:
                    Const(value=0) @51:34
                BinOp(op='==') @51:40
                  .lhs:
                    BinOp(op='%') @51:40
                      .lhs:
                        Name(id='DQ_COLS') @51:40
                      .rhs:
                        Const(value=16) @51:50
                  .rhs:
                    Const(value=0) @51:56
        Assign(targets=('NC',)) @52:5
          .value:
            BinOp(op='//') @52:10
              .lhs:
                Name(id='D') @52:10
              .rhs:
                Name(id='DQ_COLS') @52:15
        SmemDecl(name='kh_tile') @53:5
          .stages:
            BinOp(op='*') @53:18
              .lhs:
                BinOp(op='*') @53:18
                  .lhs:
                    Name(id='KV_BUF') @53:18
                  .rhs:
                    BinOp(op='//') @53:28
                      .lhs:
                        Name(id='BLOCK_N') @53:28
                      .rhs:
                        Name(id='WG_N') @53:39
              .rhs:
                BinOp(op='//') @53:48
                  .lhs:
                    Name(id='D') @53:48
                  .rhs:
                    Name(id='DQ_COLS') @53:53
          .dtype:
            Name(id='DT') @53:64
          .shape:
            Name(id='WG_N') @53:67
            Name(id='DQ_COLS') @53:73
        If() @55:5
          .cond:
            BoolOp(op='and') @55:8
              .values:
                Name(id='DQ_WRITER') @55:8
                BinOp(op='==') @55:22
                  .lhs:
                    Name(id='TARGET') @55:22
                  .rhs:
                    Const(value='gluon') @55:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @56:9
              .cond:
                BinOp(op='==') @56:23
                  .lhs:
                    BinOp(op='%') @56:23
                      .lhs:
                        Name(id='D') @56:23
                      .rhs:
                        BinOp(op='*') @56:28
                          .lhs:
                            Name(id='DQ_COLS') @56:28
                          .rhs:
                            BinOp(op='//') @56:39
                              .lhs:
                                Name(id='BLOCK_N') @56:39
                              .rhs:
                                Name(id='WG_N') @56:50
                  .rhs:
                    Const(value=0) @56:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @57:9
              .cond:
                BinOp(op='==') @57:23
                  .lhs:
                    BinOp(op='%') @57:23
                      .lhs:
                        Name(id='STAGES') @57:23
                      .rhs:
                        Const(value=2) @57:32
                  .rhs:
                    Const(value=0) @57:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @58:9
              .cond:
                BoolOp(op='or') @58:23
                  .values:
                    Unary(op='not') @58:23
                      .operand:
                        Name(id='DQ_EARLY') @58:27
                    BoolOp(op='and') @58:40
                      .values:
                        BinOp(op='==') @58:40
                          .lhs:
                            Name(id='BLOCK_N') @58:40
                          .rhs:
                            BinOp(op='*') @58:51
                              .lhs:
                                Const(value=2) @58:51
                              .rhs:
                                Name(id='WG_N') @58:55
                        BinOp(op='==') @58:64
                          .lhs:
                            BinOp(op='//') @58:64
                              .lhs:
                                Name(id='D') @58:64
                              .rhs:
                                Name(id='DQ_COLS') @58:69
                          .rhs:
                            Const(value=4) @58:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @60:9
              .cond:
                Unary(op='not') @60:23
                  .operand:
                    BoolOp(op='and') @60:28
                      .values:
                        Name(id='SMEM_P') @60:28
                        Name(id='DQ_EARLY') @60:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @61:9
              .cond:
                BoolOp(op='or') @61:23
                  .values:
                    Unary(op='not') @61:23
                      .operand:
                        Name(id='DQ_PAIR') @61:27
                    BoolOp(op='and') @61:39
                      .values:
                        Name(id='SMEM_P') @61:39
                        BinOp(op='==') @61:50
                          .lhs:
                            Name(id='BLOCK_N') @61:50
                          .rhs:
                            BinOp(op='*') @61:61
                              .lhs:
                                Const(value=2) @61:61
                              .rhs:
                                Name(id='WG_N') @61:65
            If() @62:9
              .cond:
                Name(id='SMEM_P') @62:12
              .body:
                SmemDecl(name='ds_s') @63:13
                  .stages:
                    BinOp(op='*') @63:23
                      .lhs:
                        Name(id='STAGES') @63:23
                      .rhs:
                        BinOp(op='//') @63:33
                          .lhs:
                            Name(id='BLOCK_N') @63:33
                          .rhs:
                            Name(id='WG_N') @63:44
                  .dtype:
                    Name(id='DT') @63:52
                  .shape:
                    Name(id='BLOCK_M') @63:55
                    Name(id='WG_N') @63:64
              .orelse:
                SmemDecl(name='ds_s') @65:13
                  .stages:
                    BinOp(op='*') @65:23
                      .lhs:
                        Name(id='STAGES') @65:23
                      .rhs:
                        BinOp(op='//') @65:33
                          .lhs:
                            Name(id='BLOCK_N') @65:33
                          .rhs:
                            Name(id='WG_N') @65:44
                  .dtype:
                    Name(id='DT') @65:52
                  .shape:
                    Name(id='WG_N') @65:55
                    Name(id='BLOCK_M') @65:61
            BarrierDecl(name='ds_ready') @66:9
              .size:
                Name(id='STAGES') @66:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @66:40
                    .lhs:
                      Name(id='BLOCK_N') @66:40
                    .rhs:
                      Name(id='WG_N') @66:51
                )
            SmemDecl(name='dq_s') @68:9
              .stages:
                BinOp(op='*') @68:20
                  .lhs:
                    BinOp(op='//') @68:20
                      .lhs:
                        Name(id='BLOCK_N') @68:20
                      .rhs:
                        Name(id='WG_N') @68:31
                  .rhs:
                    BinOp(op='//') @68:40
                      .lhs:
                        BinOp(op='//') @68:40
                          .lhs:
                            Name(id='D') @68:40
                          .rhs:
                            Name(id='DQ_COLS') @68:45
                      .rhs:
                        BinOp(op='//') @68:57
                          .lhs:
                            Name(id='BLOCK_N') @68:57
                          .rhs:
                            Name(id='WG_N') @68:68
              .dtype:
                Name(id='f32') @68:77
              .shape:
                Name(id='BLOCK_M') @68:81
                Name(id='DQ_COLS') @68:90
            BarrierDecl(name='dq_full') @69:9
              .size:
                BinOp(op='//') @69:25
                  .lhs:
                    BinOp(op='//') @69:25
                      .lhs:
                        Name(id='D') @69:25
                      .rhs:
                        Name(id='DQ_COLS') @69:30
                  .rhs:
                    BinOp(op='//') @69:42
                      .lhs:
                        Name(id='BLOCK_N') @69:42
                      .rhs:
                        Name(id='WG_N') @69:53
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @69:66
                    .lhs:
                      Name(id='BLOCK_N') @69:66
                    .rhs:
                      Name(id='WG_N') @69:77
                )
            BarrierDecl(name='dq_empty', kwargs=()) @70:9
              .size:
                BinOp(op='//') @70:26
                  .lhs:
                    BinOp(op='//') @70:26
                      .lhs:
                        Name(id='D') @70:26
                      .rhs:
                        Name(id='DQ_COLS') @70:31
                  .rhs:
                    BinOp(op='//') @70:43
                      .lhs:
                        Name(id='BLOCK_N') @70:43
                      .rhs:
                        Name(id='WG_N') @70:54
          .orelse:
            If() @72:9
              .cond:
                Name(id='SMEM_P') @72:12
              .body:
                SmemDecl(name='ds_s') @73:13
                  .stages:
                    BinOp(op='//') @73:23
                      .lhs:
                        Name(id='BLOCK_N') @73:23
                      .rhs:
                        Name(id='WG_N') @73:34
                  .dtype:
                    Name(id='DT') @73:41
                  .shape:
                    Name(id='BLOCK_M') @73:44
                    Name(id='WG_N') @73:53
              .orelse:
                SmemDecl(name='ds_s') @75:13
                  .stages:
                    BinOp(op='//') @75:23
                      .lhs:
                        Name(id='BLOCK_N') @75:23
                      .rhs:
                        Name(id='WG_N') @75:34
                  .dtype:
                    Name(id='DT') @75:41
                  .shape:
                    Name(id='WG_N') @75:44
                    Name(id='BLOCK_M') @75:50
            SmemDecl(name='dq_s') @76:9
              .stages:
                BinOp(op='//') @76:19
                  .lhs:
                    Name(id='BLOCK_N') @76:19
                  .rhs:
                    Name(id='WG_N') @76:30
              .dtype:
                Name(id='f32') @76:37
              .shape:
                Name(id='BLOCK_M') @76:41
                Name(id='DQ_COLS') @76:50
        BarrierDecl(name='kv_ready', kwargs=()) @77:5
          .size:
            Name(id='KV_BUF') @77:22
        BarrierDecl(name='kv_free') @78:5
          .size:
            Name(id='KV_BUF') @78:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @78:35
                .lhs:
                  Name(id='BLOCK_N') @78:35
                .rhs:
                  Name(id='WG_N') @78:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @79:5
          .size:
            Name(id='STAGES') @79:22
        BarrierDecl(name='qd_free') @80:5
          .size:
            Name(id='STAGES') @80:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @80:35
                .lhs:
                  Name(id='BLOCK_N') @80:35
                .rhs:
                  Name(id='WG_N') @80:46
            )
        Assign(targets=('len_q',)) @82:5
          .value:
            Attr(name='len') @82:13
              .value:
                Index() @82:13
                  .value:
                    Name(id='q') @82:13
                  .subs:
                    Name(id='seq') @82:15
        Assign(targets=('len_k',)) @83:5
          .value:
            Attr(name='len') @83:13
              .value:
                Index() @83:13
                  .value:
                    Name(id='k') @83:13
                  .subs:
                    Name(id='seq') @83:15
        Assign(targets=('n',)) @85:5
          .value:
            Name(id='nt') @85:9
        If(orelse=()) @86:5
          .cond:
            Name(id='CAUSAL') @86:8
          .body:
            Assign(targets=('n',)) @87:9
              .value:
                BinOp(op='-') @87:13
                  .lhs:
                    BinOp(op='-') @87:13
                      .lhs:
                        Call(kwargs=()) @87:13
                          .func:
                            Name(id='cdiv') @87:13
                          .args:
                            Name(id='len_k') @87:18
                            Name(id='BLOCK_N') @87:25
                      .rhs:
                        Const(value=1) @87:36
                  .rhs:
                    Name(id='nt') @87:40
        Assign(targets=('group',)) @88:5
          .value:
            BinOp(op='//') @88:13
              .lhs:
                Name(id='H') @88:13
              .rhs:
                Name(id='HKV') @88:18
        Assign(targets=('m_lo',)) @90:5
          .value:
            Const(value=0) @90:12
        If(orelse=()) @91:5
          .cond:
            Name(id='CAUSAL') @91:8
          .body:
            Assign(targets=('m_lo',)) @92:9
              .value:
                BinOp(op='//') @92:16
                  .lhs:
                    Call(kwargs=()) @92:16
                      .func:
                        Name(id='maximum') @92:16
                      .args:
                        BinOp(op='-') @92:24
                          .lhs:
                            BinOp(op='*') @92:24
                              .lhs:
                                Name(id='n') @92:24
                              .rhs:
                                Name(id='BLOCK_N') @92:28
                          .rhs:
                            BinOp(op='-') @92:39
                              .lhs:
                                Name(id='len_k') @92:39
                              .rhs:
                                Name(id='len_q') @92:47
                        Const(value=0) @92:55
                  .rhs:
                    Name(id='BLOCK_M') @92:61
        Assign(targets=('n_m',)) @93:5
          .value:
            Call(kwargs=()) @93:11
              .func:
                Name(id='maximum') @93:11
              .args:
                BinOp(op='-') @93:19
                  .lhs:
                    Call(kwargs=()) @93:19
                      .func:
                        Name(id='cdiv') @93:19
                      .args:
                        Name(id='len_q') @93:24
                        Name(id='BLOCK_M') @93:31
                  .rhs:
                    Name(id='m_lo') @93:42
                Const(value=0) @93:48
        Assign(targets=('steps',)) @94:5
          .value:
            BinOp(op='*') @94:13
              .lhs:
                Name(id='group') @94:13
              .rhs:
                Name(id='n_m') @94:21
        Role(name='load', replica=None) @96:5
          .kwargs:
            (
              'warps'
              Const(value=1) @96:21
            )
            (
              'regs'
              Const(value=24) @96:29
            )
          .body:
            Assign(targets=('ks',)) @97:9
              .value:
                BinOp(op='%') @97:14
                  .lhs:
                    Name(id='tile_index') @97:14
                  .rhs:
                    Name(id='KV_BUF') @97:27
            Wait(phase=None) @98:9
              .target:
                Index() @98:14
                  .value:
                    Name(id='kv_free') @98:14
                  .subs:
                    Name(id='ks') @98:22
            Expect() @99:9
              .target:
                Index() @99:16
                  .value:
                    Name(id='kv_ready') @99:16
                  .subs:
                    Name(id='ks') @99:25
              .nbytes:
                BinOp(op='+') @99:30
                  .lhs:
                    BinOp(op='*') @99:30
                      .lhs:
                        BinOp(op='*') @99:30
                          .lhs:
                            Const(value=2) @99:30
                          .rhs:
                            Name(id='NWG') @99:34
                      .rhs:
                        Call(kwargs=()) @99:40
                          .func:
                            Name(id='bytes') @99:40
                          .args:
                            Name(id='k_tile') @99:46
                  .rhs:
                    BinOp(op='*') @99:56
                      .lhs:
                        BinOp(op='*') @99:56
                          .lhs:
                            Name(id='NC') @99:56
                          .rhs:
                            Name(id='NWG') @99:61
                      .rhs:
                        Call(kwargs=()) @99:67
                          .func:
                            Name(id='bytes') @99:67
                          .args:
                            Name(id='kh_tile') @99:73
            For(var='i') @100:9
              .iter:
                Call(kwargs=()) @100:18
                  .func:
                    Name(id='static_range') @100:18
                  .args:
                    Name(id='NWG') @100:31
              .body:
                Tma() @101:13
                  .dst:
                    Index() @101:17
                      .value:
                        Name(id='k_tile') @101:17
                      .subs:
                        BinOp(op='+') @101:24
                          .lhs:
                            BinOp(op='*') @101:24
                              .lhs:
                                Name(id='ks') @101:24
                              .rhs:
                                Name(id='NWG') @101:29
                          .rhs:
                            Name(id='i') @101:35
                  .src:
                    Index() @101:41
                      .value:
                        Name(id='k') @101:41
                      .subs:
                        Name(id='seq') @101:43
                        BinOp(op='+') @101:48
                          .lhs:
                            BinOp(op='*') @101:48
                              .lhs:
                                Name(id='NWG') @101:48
                              .rhs:
                                Name(id='n') @101:54
                          .rhs:
                            Name(id='i') @101:58
                        Name(id='kvh') @101:61
                  .signals:
                    Index() @101:74
                      .value:
                        Name(id='kv_ready') @101:74
                      .subs:
                        Name(id='ks') @101:83
                Tma() @102:13
                  .dst:
                    Index() @102:17
                      .value:
                        Name(id='v_tile') @102:17
                      .subs:
                        BinOp(op='+') @102:24
                          .lhs:
                            BinOp(op='*') @102:24
                              .lhs:
                                Name(id='ks') @102:24
                              .rhs:
                                Name(id='NWG') @102:29
                          .rhs:
                            Name(id='i') @102:35
                  .src:
                    Index() @102:41
                      .value:
                        Name(id='v') @102:41
                      .subs:
                        Name(id='seq') @102:43
                        BinOp(op='+') @102:48
                          .lhs:
                            BinOp(op='*') @102:48
                              .lhs:
                                Name(id='NWG') @102:48
                              .rhs:
                                Name(id='n') @102:54
                          .rhs:
                            Name(id='i') @102:58
                        Name(id='kvh') @102:61
                  .signals:
                    Index() @102:74
                      .value:
                        Name(id='kv_ready') @102:74
                      .subs:
                        Name(id='ks') @102:83
                For(var='c') @103:13
                  .iter:
                    Call(kwargs=()) @103:22
                      .func:
                        Name(id='static_range') @103:22
                      .args:
                        Name(id='NC') @103:35
                  .body:
                    Tma() @104:17
                      .dst:
                        Index() @104:21
                          .value:
                            Name(id='kh_tile') @104:21
                          .subs:
                            BinOp(op='+') @104:29
                              .lhs:
                                BinOp(op='*') @104:29
                                  .lhs:
                                    Name(id='NC') @104:29
                                  .rhs:
                                    BinOp(op='+') @104:35
                                      .lhs:
                                        BinOp(op='*') @104:35
                                          .lhs:
                                            Name(id='ks') @104:35
                                          .rhs:
                                            Name(id='NWG') @104:40
                                      .rhs:
                                        Name(id='i') @104:46
                              .rhs:
                                Name(id='c') @104:51
                      .src:
                        Index() @104:57
                          .value:
                            Name(id='k') @104:57
                          .subs:
                            Name(id='seq') @104:59
                            BinOp(op='+') @104:64
                              .lhs:
                                BinOp(op='*') @104:64
                                  .lhs:
                                    Name(id='NWG') @104:64
                                  .rhs:
                                    Name(id='n') @104:70
                              .rhs:
                                Name(id='i') @104:74
                            Name(id='kvh') @104:77
                            Name(id='c') @104:82
                      .signals:
                        Index() @104:93
                          .value:
                            Name(id='kv_ready') @104:93
                          .subs:
                            Name(id='ks') @104:102
            Pipeline(var='j', slot='slot', ring='qd') @105:9
              .iter:
                Call(kwargs=()) @105:23
                  .func:
                    Name(id='range') @105:23
                  .args:
                    Name(id='steps') @105:29
              .stages:
                Name(id='STAGES') @105:49
              .body:
                Assign(targets=('head',)) @106:13
                  .value:
                    BinOp(op='+') @106:20
                      .lhs:
                        BinOp(op='*') @106:20
                          .lhs:
                            Name(id='kvh') @106:20
                          .rhs:
                            Name(id='group') @106:26
                      .rhs:
                        BinOp(op='//') @106:34
                          .lhs:
                            Name(id='j') @106:34
                          .rhs:
                            Name(id='n_m') @106:39
                Assign(targets=('mb',)) @107:13
                  .value:
                    BinOp(op='+') @107:18
                      .lhs:
                        Name(id='m_lo') @107:18
                      .rhs:
                        BinOp(op='%') @107:25
                          .lhs:
                            Name(id='j') @107:25
                          .rhs:
                            Name(id='n_m') @107:29
                Wait(phase=None) @108:13
                  .target:
                    Index() @108:18
                      .value:
                        Name(id='qd_free') @108:18
                      .subs:
                        Name(id='slot') @108:26
                Expect() @109:13
                  .target:
                    Index() @109:20
                      .value:
                        Name(id='qd_ready') @109:20
                      .subs:
                        Name(id='slot') @109:29
                  .nbytes:
                    BinOp(op='+') @109:36
                      .lhs:
                        Call(kwargs=()) @109:36
                          .func:
                            Name(id='bytes') @109:36
                          .args:
                            Name(id='q_ring') @109:42
                      .rhs:
                        Call(kwargs=()) @109:52
                          .func:
                            Name(id='bytes') @109:52
                          .args:
                            Name(id='do_ring') @109:58
                Tma() @110:13
                  .dst:
                    Index() @110:17
                      .value:
                        Name(id='q_ring') @110:17
                      .subs:
                        Name(id='slot') @110:24
                  .src:
                    Index() @110:33
                      .value:
                        Name(id='q') @110:33
                      .subs:
                        Name(id='seq') @110:35
                        Name(id='mb') @110:40
                        Name(id='head') @110:44
                  .signals:
                    Index() @110:58
                      .value:
                        Name(id='qd_ready') @110:58
                      .subs:
                        Name(id='slot') @110:67
                Tma() @111:13
                  .dst:
                    Index() @111:17
                      .value:
                        Name(id='do_ring') @111:17
                      .subs:
                        Name(id='slot') @111:25
                  .src:
                    Index() @111:34
                      .value:
                        Name(id='d_o') @111:34
                      .subs:
                        Name(id='seq') @111:38
                        Name(id='mb') @111:43
                        Name(id='head') @111:47
                  .signals:
                    Index() @111:61
                      .value:
                        Name(id='qd_ready') @111:61
                      .subs:
                        Name(id='slot') @111:70
        If(orelse=()) @113:5
          .cond:
            Name(id='WRITER') @113:8
          .body:
            Assign(targets=('NCW',)) @116:9
              .value:
                BinOp(op='//') @116:15
                  .lhs:
                    Name(id='NC') @116:15
                  .rhs:
                    Name(id='NWG') @116:21
            Role(name='dq_writer', replica=None) @117:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @117:30
                )
                (
                  'regs'
                  Const(value=24) @117:38
                )
              .body:
                Pipeline(var='j', slot='ws', ring='qd') @118:13
                  .iter:
                    Call(kwargs=()) @118:27
                      .func:
                        Name(id='range') @118:27
                      .args:
                        Name(id='steps') @118:33
                  .stages:
                    Name(id='STAGES') @118:53
                  .body:
                    Assign(targets=('head',)) @119:17
                      .value:
                        BinOp(op='+') @119:24
                          .lhs:
                            BinOp(op='*') @119:24
                              .lhs:
                                Name(id='kvh') @119:24
                              .rhs:
                                Name(id='group') @119:30
                          .rhs:
                            BinOp(op='//') @119:38
                              .lhs:
                                Name(id='j') @119:38
                              .rhs:
                                Name(id='n_m') @119:43
                    Assign(targets=('mb',)) @120:17
                      .value:
                        BinOp(op='+') @120:22
                          .lhs:
                            Name(id='m_lo') @120:22
                          .rhs:
                            BinOp(op='%') @120:29
                              .lhs:
                                Name(id='j') @120:29
                              .rhs:
                                Name(id='n_m') @120:33
                    For(var='i') @121:17
                      .iter:
                        Call(kwargs=()) @121:26
                          .func:
                            Name(id='static_range') @121:26
                          .args:
                            Name(id='NCW') @121:39
                      .body:
                        Wait(phase=None) @122:21
                          .target:
                            Index() @122:26
                              .value:
                                Name(id='dq_full') @122:26
                              .subs:
                                Name(id='i') @122:34
                        For(var='w') @123:21
                          .iter:
                            Call(kwargs=()) @123:30
                              .func:
                                Name(id='static_range') @123:30
                              .args:
                                Name(id='NWG') @123:43
                          .body:
                            Tma(signals=None, reduce='add') @124:25
                              .dst:
                                Index() @124:29
                                  .value:
                                    Name(id='dq_acc') @124:29
                                  .subs:
                                    Name(id='seq') @124:36
                                    Name(id='mb') @124:41
                                    Name(id='head') @124:45
                                    BinOp(op='+') @124:51
                                      .lhs:
                                        BinOp(op='*') @124:51
                                          .lhs:
                                            Name(id='w') @124:51
                                          .rhs:
                                            Name(id='NCW') @124:55
                                      .rhs:
                                        Name(id='i') @124:61
                              .src:
                                Index() @124:67
                                  .value:
                                    Name(id='dq_s') @124:67
                                  .subs:
                                    BinOp(op='+') @124:72
                                      .lhs:
                                        BinOp(op='*') @124:72
                                          .lhs:
                                            Name(id='i') @124:72
                                          .rhs:
                                            Name(id='NWG') @124:76
                                      .rhs:
                                        Name(id='w') @124:82
                        Arrive(count=None) @125:21
                          .target:
                            Index() @125:28
                              .value:
                                Name(id='dq_empty') @125:28
                              .subs:
                                Name(id='i') @125:37
        Role(name='compute', replica='wg') @127:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @127:29
            )
            (
              'regs'
              Name(id='REGS') @127:39
            )
          .body:
            Assign(targets=('qk_scale',)) @128:9
              .value:
                BinOp(op='*') @128:20
                  .lhs:
                    Name(id='sm_scale') @128:20
                  .rhs:
                    Name(id='LOG2E') @128:31
            Assign(targets=('krow0',)) @129:9
              .value:
                BinOp(op='+') @129:17
                  .lhs:
                    BinOp(op='*') @129:17
                      .lhs:
                        Name(id='n') @129:17
                      .rhs:
                        Name(id='BLOCK_N') @129:21
                  .rhs:
                    BinOp(op='*') @129:31
                      .lhs:
                        Name(id='wg') @129:31
                      .rhs:
                        Name(id='WG_N') @129:36
            Assign(targets=('krows',)) @130:9
              .value:
                BinOp(op='+') @130:17
                  .lhs:
                    Name(id='krow0') @130:17
                  .rhs:
                    Call(kwargs=()) @130:25
                      .func:
                        Name(id='arange') @130:25
                      .args:
                        Name(id='WG_N') @130:32
            Assign(targets=('qcols',)) @131:9
              .value:
                Call(kwargs=()) @131:17
                  .func:
                    Name(id='arange') @131:17
                  .args:
                    Name(id='BLOCK_M') @131:24
            Assign(targets=('dcols',)) @132:9
              .value:
                Call(kwargs=()) @132:17
                  .func:
                    Name(id='arange') @132:17
                  .args:
                    Name(id='D') @132:24
            Assign(targets=('ks',)) @133:9
              .value:
                BinOp(op='%') @133:14
                  .lhs:
                    Name(id='tile_index') @133:14
                  .rhs:
                    Name(id='KV_BUF') @133:27
            Assign(targets=('mine',)) @134:9
              .value:
                BinOp(op='+') @134:16
                  .lhs:
                    BinOp(op='*') @134:16
                      .lhs:
                        Name(id='ks') @134:16
                      .rhs:
                        Name(id='NWG') @134:21
                  .rhs:
                    Name(id='wg') @134:27
            Assign(targets=('acc_k',)) @135:9
              .value:
                Call(kwargs=()) @135:17
                  .func:
                    Name(id='zeros') @135:17
                  .args:
                    ListLit() @135:23
                      .elts:
                        Name(id='WG_N') @135:24
                        Name(id='D') @135:30
                    Name(id='f32') @135:34
            Assign(targets=('acc_v',)) @136:9
              .value:
                Call(kwargs=()) @136:17
                  .func:
                    Name(id='zeros') @136:17
                  .args:
                    ListLit() @136:23
                      .elts:
                        Name(id='WG_N') @136:24
                        Name(id='D') @136:30
                    Name(id='f32') @136:34
            Wait(phase=None) @137:9
              .target:
                Index() @137:14
                  .value:
                    Name(id='kv_ready') @137:14
                  .subs:
                    Name(id='ks') @137:23
            Assign(targets=('PARTS',)) @142:9
              .value:
                Const(value=1) @142:17
            If(orelse=()) @143:9
              .cond:
                Name(id='LAG') @143:12
              .body:
                Assign(targets=('PARTS',)) @144:13
                  .value:
                    Const(value=2) @144:21
                Assign(targets=('last',)) @145:13
                  .value:
                    Const(value=0) @145:20
            For(var='part') @146:9
              .iter:
                Call(kwargs=()) @146:21
                  .func:
                    Name(id='static_range') @146:21
                  .args:
                    Name(id='PARTS') @146:34
              .body:
                Assign(targets=('lo',)) @147:13
                  .value:
                    Name(id='part') @147:18
                Assign(targets=('hi',)) @148:13
                  .value:
                    Name(id='steps') @148:18
                If(orelse=()) @149:13
                  .cond:
                    BoolOp(op='and') @149:16
                      .values:
                        Name(id='LAG') @149:16
                        BinOp(op='==') @149:24
                          .lhs:
                            Name(id='part') @149:24
                          .rhs:
                            Const(value=0) @149:32
                  .body:
                    Assign(targets=('hi',)) @150:17
                      .value:
                        Call(kwargs=()) @150:22
                          .func:
                            Name(id='minimum') @150:22
                          .args:
                            Name(id='steps') @150:30
                            Const(value=1) @150:37
                Pipeline(var='j', slot='slot', ring='qd') @151:13
                  .iter:
                    Call(kwargs=()) @151:27
                      .func:
                        Name(id='range') @151:27
                      .args:
                        Name(id='lo') @151:33
                        Name(id='hi') @151:37
                  .stages:
                    Name(id='STAGES') @151:54
                  .body:
                    Assign(targets=('head',)) @152:17
                      .value:
                        BinOp(op='+') @152:24
                          .lhs:
                            BinOp(op='*') @152:24
                              .lhs:
                                Name(id='kvh') @152:24
                              .rhs:
                                Name(id='group') @152:30
                          .rhs:
                            BinOp(op='//') @152:38
                              .lhs:
                                Name(id='j') @152:38
                              .rhs:
                                Name(id='n_m') @152:43
                    Assign(targets=('mb',)) @153:17
                      .value:
                        BinOp(op='+') @153:22
                          .lhs:
                            Name(id='m_lo') @153:22
                          .rhs:
                            BinOp(op='%') @153:29
                              .lhs:
                                Name(id='j') @153:29
                              .rhs:
                                Name(id='n_m') @153:33
                    Assign(targets=('qpos',)) @154:17
                      .value:
                        BinOp(op='+') @154:24
                          .lhs:
                            BinOp(op='*') @154:24
                              .lhs:
                                Name(id='mb') @154:24
                              .rhs:
                                Name(id='BLOCK_M') @154:29
                          .rhs:
                            Name(id='qcols') @154:39
                    Assign(targets=('lse2',)) @155:17
                      .value:
                        Call(kwargs=()) @155:24
                          .func:
                            Name(id='zeros') @155:24
                          .args:
                            ListLit() @155:30
                              .elts:
                                Name(id='BLOCK_M') @155:31
                            Name(id='f32') @155:41
                    Assign(targets=('dlt',)) @156:17
                      .value:
                        Call(kwargs=()) @156:23
                          .func:
                            Name(id='zeros') @156:23
                          .args:
                            ListLit() @156:29
                              .elts:
                                Name(id='BLOCK_M') @156:30
                            Name(id='f32') @156:40
                    If(orelse=()) @157:17
                      .cond:
                        BinOp(op='==') @157:20
                          .lhs:
                            Name(id='ACT') @157:20
                          .rhs:
                            Const(value='softmax') @157:27
                      .body:
                        Assign(targets=('lse2',)) @158:21
                          .value:
                            BinOp(op='*') @158:28
                              .lhs:
                                Index() @158:28
                                  .value:
                                    Index() @158:28
                                      .value:
                                        Name(id='lse') @158:28
                                      .subs:
                                        Name(id='seq') @158:32
                                  .subs:
                                    Name(id='qpos') @158:37
                                    Name(id='head') @158:43
                              .rhs:
                                Name(id='LOG2E') @158:51
                        Assign(targets=('dlt',)) @159:21
                          .value:
                            Index() @159:27
                              .value:
                                Index() @159:27
                                  .value:
                                    Name(id='delta') @159:27
                                  .subs:
                                    Name(id='seq') @159:33
                              .subs:
                                Name(id='qpos') @159:38
                                Name(id='head') @159:44
                    Assign(targets=('edge',)) @162:17
                      .value:
                        BoolOp(op='or') @162:24
                          .values:
                            BinOp(op='>') @162:24
                              .lhs:
                                BinOp(op='*') @162:25
                                  .lhs:
                                    BinOp(op='+') @162:25
                                      .lhs:
                                        Name(id='mb') @162:25
                                      .rhs:
                                        Const(value=1) @162:30
                                  .rhs:
                                    Name(id='BLOCK_M') @162:35
                              .rhs:
                                Name(id='len_q') @162:45
                            BinOp(op='>') @162:54
                              .lhs:
                                BinOp(op='+') @162:54
                                  .lhs:
                                    Name(id='krow0') @162:54
                                  .rhs:
                                    Name(id='WG_N') @162:62
                              .rhs:
                                Name(id='len_k') @162:69
                    If(orelse=()) @163:17
                      .cond:
                        Name(id='CAUSAL') @163:20
                      .body:
                        Assign(targets=('edge',)) @164:21
                          .value:
                            BoolOp(op='or') @164:28
                              .values:
                                Name(id='edge') @164:28
                                BinOp(op='>') @164:36
                                  .lhs:
                                    BinOp(op='-') @164:36
                                      .lhs:
                                        BinOp(op='+') @164:36
                                          .lhs:
                                            Name(id='krow0') @164:36
                                          .rhs:
                                            Name(id='WG_N') @164:44
                                      .rhs:
                                        Const(value=1) @164:51
                                  .rhs:
                                    BinOp(op='+') @164:55
                                      .lhs:
                                        BinOp(op='*') @164:55
                                          .lhs:
                                            Name(id='mb') @164:55
                                          .rhs:
                                            Name(id='BLOCK_M') @164:60
                                      .rhs:
                                        BinOp(op='-') @164:71
                                          .lhs:
                                            Name(id='len_k') @164:71
                                          .rhs:
                                            Name(id='len_q') @164:79
                    Wait(phase=None) @165:17
                      .target:
                        Index() @165:22
                          .value:
                            Name(id='qd_ready') @165:22
                          .subs:
                            Name(id='slot') @165:31
                    If() @166:17
                      .cond:
                        Name(id='SMEM_P') @166:20
                      .body:
                        Assign(targets=('own',)) @170:21
                          .value:
                            Name(id='wg') @170:27
                        Assign(targets=('og',)) @171:21
                          .value:
                            BinOp(op='%') @171:27
                              .lhs:
                                BinOp(op='+') @171:27
                                  .lhs:
                                    Name(id='wg') @171:27
                                  .rhs:
                                    Const(value=1) @171:32
                              .rhs:
                                Name(id='NWG') @171:37
                        If(orelse=()) @172:21
                          .cond:
                            Name(id='WRITER') @172:24
                          .body:
                            Assign(targets=('own',)) @173:25
                              .value:
                                BinOp(op='+') @173:31
                                  .lhs:
                                    BinOp(op='*') @173:31
                                      .lhs:
                                        Name(id='slot') @173:31
                                      .rhs:
                                        Name(id='NWG') @173:38
                                  .rhs:
                                    Name(id='wg') @173:44
                        If(orelse=()) @174:21
                          .cond:
                            BoolOp(op='and') @174:24
                              .values:
                                Name(id='LAG') @174:24
                                BinOp(op='==') @174:32
                                  .lhs:
                                    Name(id='part') @174:32
                                  .rhs:
                                    Const(value=1) @174:40
                          .body:
                            Wait() @176:25
                              .target:
                                Index() @176:30
                                  .value:
                                    Name(id='ds_ready') @176:30
                                  .subs:
                                    Const(value=0) @176:39
                              .phase:
                                BinOp(op='%') @176:48
                                  .lhs:
                                    Name(id='last') @176:48
                                  .rhs:
                                    Const(value=2) @176:55
                            For(var='i') @177:25
                              .iter:
                                Call(kwargs=()) @177:34
                                  .func:
                                    Name(id='static_range') @177:34
                                  .args:
                                    Name(id='NCW') @177:47
                              .body:
                                Assign(targets=('c',)) @178:29
                                  .value:
                                    BinOp(op='+') @178:33
                                      .lhs:
                                        BinOp(op='*') @178:33
                                          .lhs:
                                            Name(id='wg') @178:33
                                          .rhs:
                                            Name(id='NCW') @178:38
                                      .rhs:
                                        Name(id='i') @178:44
                                If() @179:29
                                  .cond:
                                    Name(id='DQ_PAIR') @179:32
                                  .body:
                                    Assign(targets=('f0',)) @181:33
                                      .value:
                                        Call(kwargs=()) @181:38
                                          .func:
                                            Name(id='mma_async') @181:38
                                          .args:
                                            Index() @181:48
                                              .value:
                                                Name(id='ds_s') @181:48
                                              .subs:
                                                BinOp(op='+') @181:53
                                                  .lhs:
                                                    BinOp(op='*') @181:53
                                                      .lhs:
                                                        Name(id='last') @181:53
                                                      .rhs:
                                                        Name(id='NWG') @181:60
                                                  .rhs:
                                                    Name(id='wg') @181:66
                                            Index() @181:71
                                              .value:
                                                Name(id='kh_tile') @181:71
                                              .subs:
                                                BinOp(op='+') @181:79
                                                  .lhs:
                                                    BinOp(op='*') @181:79
                                                      .lhs:
                                                        Name(id='NC') @181:79
                                                      .rhs:
                                                        BinOp(op='+') @181:85
                                                          .lhs:
                                                            BinOp(op='*') @181:85
                                                              .lhs:
                                                                Name(id='ks') @181:85
                                                              .rhs:
                                                                Name(id='NWG') @181:90
                                                          .rhs:
                                                            Name(id='wg') @181:96
                                                  .rhs:
                                                    Name(id='c') @181:102
                                    Assign(targets=('f1',)) @182:33
                                      .value:
                                        Call(kwargs=()) @182:38
                                          .func:
                                            Name(id='mma_async') @182:38
                                          .args:
                                            Index() @182:48
                                              .value:
                                                Name(id='ds_s') @182:48
                                              .subs:
                                                BinOp(op='+') @182:53
                                                  .lhs:
                                                    BinOp(op='*') @182:53
                                                      .lhs:
                                                        Name(id='last') @182:53
                                                      .rhs:
                                                        Name(id='NWG') @182:60
                                                  .rhs:
                                                    Name(id='og') @182:66
                                            Index() @182:71
                                              .value:
                                                Name(id='kh_tile') @182:71
                                              .subs:
                                                BinOp(op='+') @182:79
                                                  .lhs:
                                                    BinOp(op='*') @182:79
                                                      .lhs:
                                                        Name(id='NC') @182:79
                                                      .rhs:
                                                        BinOp(op='+') @182:85
                                                          .lhs:
                                                            BinOp(op='*') @182:85
                                                              .lhs:
                                                                Name(id='ks') @182:85
                                                              .rhs:
                                                                Name(id='NWG') @182:90
                                                          .rhs:
                                                            Name(id='og') @182:96
                                                  .rhs:
                                                    Name(id='c') @182:102
                                    Assign(targets=('dq_c',)) @183:33
                                      .value:
                                        Call() @183:40
                                          .func:
                                            Name(id='mma_wait') @183:40
                                          .args:
                                            Name(id='f0') @183:49
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @183:61
                                            )
                                    Assign(targets=('dq_c',)) @184:33
                                      .value:
                                        BinOp(op='+') @184:40
                                          .lhs:
                                            Name(id='dq_c') @184:40
                                          .rhs:
                                            Call(kwargs=()) @184:47
                                              .func:
                                                Name(id='mma_wait') @184:47
                                              .args:
                                                Name(id='f1') @184:56
                                  .orelse:
                                    Assign(targets=('dq_c',)) @186:33
                                      .value:
                                        Call(kwargs=()) @186:40
                                          .func:
                                            Name(id='zeros') @186:40
                                          .args:
                                            ListLit() @186:46
                                              .elts:
                                                Name(id='BLOCK_M') @186:47
                                                Name(id='DQ_COLS') @186:56
                                            Name(id='f32') @186:66
                                    For(var='g') @187:33
                                      .iter:
                                        Call(kwargs=()) @187:42
                                          .func:
                                            Name(id='static_range') @187:42
                                          .args:
                                            Name(id='NWG') @187:55
                                      .body:
                                        Assign(targets=('gg',)) @188:37
                                          .value:
                                            BinOp(op='%') @188:43
                                              .lhs:
                                                BinOp(op='+') @188:43
                                                  .lhs:
                                                    Name(id='wg') @188:43
                                                  .rhs:
                                                    Name(id='g') @188:48
                                              .rhs:
                                                Name(id='NWG') @188:53
                                        Assign(targets=('dq_c',)) @189:37
                                          .value:
                                            Call(kwargs=()) @189:44
                                              .func:
                                                Name(id='mma_wait') @189:44
                                              .args:
                                                Call(kwargs=()) @189:53
                                                  .func:
                                                    Name(id='mma_async') @189:53
                                                  .args:
                                                    Index() @189:63
                                                      .value:
                                                        Name(id='ds_s') @189:63
                                                      .subs:
                                                        BinOp(op='+') @189:68
                                                          .lhs:
                                                            BinOp(op='*') @189:68
                                                              .lhs:
                                                                Name(id='last') @189:68
                                                              .rhs:
                                                                Name(id='NWG') @189:75
                                                          .rhs:
                                                            Name(id='gg') @189:81
                                                    Index() @189:86
                                                      .value:
                                                        Name(id='kh_tile') @189:86
                                                      .subs:
                                                        BinOp(op='+') @189:94
                                                          .lhs:
                                                            BinOp(op='*') @189:94
                                                              .lhs:
                                                                Name(id='NC') @189:94
                                                              .rhs:
                                                                BinOp(op='+') @189:100
                                                                  .lhs:
                                                                    BinOp(op='*') @189:100
                                                                      .lhs:
                                                                        Name(id='ks') @189:100
                                                                      .rhs:
                                                                        Name(id='NWG') @189:105
                                                                  .rhs:
                                                                    Name(id='gg') @189:111
                                                          .rhs:
                                                            Name(id='c') @189:117
                                                    Name(id='dq_c') @189:121
                                Wait() @190:29
                                  .target:
                                    Index() @190:34
                                      .value:
                                        Name(id='dq_empty') @190:34
                                      .subs:
                                        Name(id='i') @190:43
                                  .phase:
                                    BinOp(op='-') @190:52
                                      .lhs:
                                        Const(value=1) @190:52
                                      .rhs:
                                        BinOp(op='%') @190:56
                                          .lhs:
                                            Name(id='last') @190:56
                                          .rhs:
                                            Const(value=2) @190:63
                                ExprStmt() @191:29
                                  .value:
                                    Call(kwargs=()) @191:29
                                      .func:
                                        Name(id='store_smem') @191:29
                                      .args:
                                        Index() @191:40
                                          .value:
                                            Name(id='dq_s') @191:40
                                          .subs:
                                            BinOp(op='+') @191:45
                                              .lhs:
                                                BinOp(op='*') @191:45
                                                  .lhs:
                                                    Name(id='i') @191:45
                                                  .rhs:
                                                    Name(id='NWG') @191:49
                                              .rhs:
                                                Name(id='wg') @191:55
                                        Name(id='dq_c') @191:60
                                Fence() @192:29
                                Arrive(count=None) @193:29
                                  .target:
                                    Index() @193:36
                                      .value:
                                        Name(id='dq_full') @193:36
                                      .subs:
                                        Name(id='i') @193:44
                        Assign(targets=('s_f',)) @194:21
                          .value:
                            Call(kwargs=()) @194:27
                              .func:
                                Name(id='mma_async') @194:27
                              .args:
                                Index() @194:37
                                  .value:
                                    Name(id='q_ring') @194:37
                                  .subs:
                                    Name(id='slot') @194:44
                                Attr(name='T') @194:51
                                  .value:
                                    Index() @194:51
                                      .value:
                                        Name(id='k_tile') @194:51
                                      .subs:
                                        Name(id='mine') @194:58
                        Assign(targets=('dp_f',)) @195:21
                          .value:
                            Call(kwargs=()) @195:28
                              .func:
                                Name(id='mma_async') @195:28
                              .args:
                                Index() @195:38
                                  .value:
                                    Name(id='do_ring') @195:38
                                  .subs:
                                    Name(id='slot') @195:46
                                Attr(name='T') @195:53
                                  .value:
                                    Index() @195:53
                                      .value:
                                        Name(id='v_tile') @195:53
                                      .subs:
                                        Name(id='mine') @195:60
                        Assign(targets=('s',)) @196:21
                          .value:
                            Call() @196:25
                              .func:
                                Name(id='mma_wait') @196:25
                              .args:
                                Name(id='s_f') @196:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @196:47
                                )
                        Assign(targets=('kpos',)) @198:21
                          .value:
                            BinOp(op='+') @198:28
                              .lhs:
                                Name(id='krow0') @198:28
                              .rhs:
                                Call(kwargs=()) @198:36
                                  .func:
                                    Name(id='arange') @198:36
                                  .args:
                                    Name(id='WG_N') @198:43
                        Assign(targets=('p', 'dact')) @199:21
                          .value:
                            Call(kwargs=()) @199:31
                              .func:
                                Name(id='probs') @199:31
                              .args:
                                Name(id='s') @199:37
                                Name(id='edge') @199:40
                                Index() @199:46
                                  .value:
                                    Name(id='qpos') @199:46
                                  .subs:
                                    FullSlice() @199:51
                                    Const(value=None) @199:54
                                Index() @199:61
                                  .value:
                                    Name(id='kpos') @199:61
                                  .subs:
                                    Const(value=None) @199:66
                                    FullSlice() @199:72
                                Name(id='len_q') @199:76
                                Name(id='len_k') @199:83
                                Index() @199:90
                                  .value:
                                    Name(id='lse2') @199:90
                                  .subs:
                                    FullSlice() @199:95
                                    Const(value=None) @199:98
                                Name(id='qk_scale') @199:105
                                Name(id='sm_scale') @200:37
                                Name(id='CAUSAL') @200:47
                                Name(id='ACT') @200:55
                        ExprStmt() @201:21
                          .value:
                            Call(kwargs=()) @201:21
                              .func:
                                Name(id='store_smem') @201:21
                              .args:
                                Index() @201:32
                                  .value:
                                    Name(id='ds_s') @201:32
                                  .subs:
                                    Name(id='own') @201:37
                                Call(kwargs=()) @201:43
                                  .func:
                                    Name(id='cast') @201:43
                                  .args:
                                    Name(id='p') @201:48
                                    Name(id='DT') @201:51
                        Fence() @202:21
                        Assign(targets=('dv_f',)) @203:21
                          .value:
                            Call(kwargs=()) @203:28
                              .func:
                                Name(id='mma_async') @203:28
                              .args:
                                Attr(name='T') @203:38
                                  .value:
                                    Index() @203:38
                                      .value:
                                        Name(id='ds_s') @203:38
                                      .subs:
                                        Name(id='own') @203:43
                                Index() @203:51
                                  .value:
                                    Name(id='do_ring') @203:51
                                  .subs:
                                    Name(id='slot') @203:59
                                Name(id='acc_v') @203:66
                        Assign(targets=('dp',)) @204:21
                          .value:
                            Call() @204:26
                              .func:
                                Name(id='mma_wait') @204:26
                              .args:
                                Name(id='dp_f') @204:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @204:49
                                )
                        Assign(targets=('ds',)) @205:21
                          .value:
                            Call(kwargs=()) @205:26
                              .func:
                                Name(id='cast') @205:26
                              .args:
                                Call(kwargs=()) @205:31
                                  .func:
                                    Name(id='dscores') @205:31
                                  .args:
                                    Name(id='p') @205:39
                                    Name(id='dact') @205:42
                                    Name(id='dp') @205:48
                                    Index() @205:52
                                      .value:
                                        Name(id='dlt') @205:52
                                      .subs:
                                        FullSlice() @205:56
                                        Const(value=None) @205:59
                                    Name(id='ACT') @205:66
                                Name(id='DT') @205:72
                        Assign(targets=('acc_v',)) @206:21
                          .value:
                            Call(kwargs=()) @206:29
                              .func:
                                Name(id='mma_wait') @206:29
                              .args:
                                Name(id='dv_f') @206:38
                        ExprStmt() @207:21
                          .value:
                            Call(kwargs=()) @207:21
                              .func:
                                Name(id='store_smem') @207:21
                              .args:
                                Index() @207:32
                                  .value:
                                    Name(id='ds_s') @207:32
                                  .subs:
                                    Name(id='own') @207:37
                                Name(id='ds') @207:43
                        Fence() @208:21
                        If() @209:21
                          .cond:
                            Name(id='LAG') @209:24
                          .body:
                            Arrive(count=None) @212:25
                              .target:
                                Index() @212:32
                                  .value:
                                    Name(id='ds_ready') @212:32
                                  .subs:
                                    Const(value=0) @212:41
                            Assign(targets=('dk_f',)) @213:25
                              .value:
                                Call(kwargs=()) @213:32
                                  .func:
                                    Name(id='mma_async') @213:32
                                  .args:
                                    Attr(name='T') @213:42
                                      .value:
                                        Index() @213:42
                                          .value:
                                            Name(id='ds_s') @213:42
                                          .subs:
                                            Name(id='own') @213:47
                                    Index() @213:55
                                      .value:
                                        Name(id='q_ring') @213:55
                                      .subs:
                                        Name(id='slot') @213:62
                                    Name(id='acc_k') @213:69
                            Assign(targets=('acc_k',)) @214:25
                              .value:
                                Call(kwargs=()) @214:33
                                  .func:
                                    Name(id='mma_wait') @214:33
                                  .args:
                                    Name(id='dk_f') @214:42
                            Arrive(count=None) @215:25
                              .target:
                                Index() @215:32
                                  .value:
                                    Name(id='qd_free') @215:32
                                  .subs:
                                    Name(id='slot') @215:40
                            Assign(targets=('last',)) @216:25
                              .value:
                                Name(id='slot') @216:32
                          .orelse:
                            If() @217:21
                              .cond:
                                Name(id='WRITER') @217:26
                              .body:
                                Arrive(count=None) @218:25
                                  .target:
                                    Index() @218:32
                                      .value:
                                        Name(id='ds_ready') @218:32
                                      .subs:
                                        Name(id='slot') @218:41
                                Assign(targets=('dk_f',)) @219:25
                                  .value:
                                    Call(kwargs=()) @219:32
                                      .func:
                                        Name(id='mma_async') @219:32
                                      .args:
                                        Attr(name='T') @219:42
                                          .value:
                                            Index() @219:42
                                              .value:
                                                Name(id='ds_s') @219:42
                                              .subs:
                                                Name(id='own') @219:47
                                        Index() @219:55
                                          .value:
                                            Name(id='q_ring') @219:55
                                          .subs:
                                            Name(id='slot') @219:62
                                        Name(id='acc_k') @219:69
                                Wait(phase=None) @220:25
                                  .target:
                                    Index() @220:30
                                      .value:
                                        Name(id='ds_ready') @220:30
                                      .subs:
                                        Name(id='slot') @220:39
                                For(var='i') @221:25
                                  .iter:
                                    Call(kwargs=()) @221:34
                                      .func:
                                        Name(id='static_range') @221:34
                                      .args:
                                        Name(id='NCW') @221:47
                                  .body:
                                    Assign(targets=('c',)) @222:29
                                      .value:
                                        BinOp(op='+') @222:33
                                          .lhs:
                                            BinOp(op='*') @222:33
                                              .lhs:
                                                Name(id='wg') @222:33
                                              .rhs:
                                                Name(id='NCW') @222:38
                                          .rhs:
                                            Name(id='i') @222:44
                                    If() @223:29
                                      .cond:
                                        Name(id='DQ_PAIR') @223:32
                                      .body:
                                        Assign(targets=('f0',)) @226:33
                                          .value:
                                            Call(kwargs=()) @226:38
                                              .func:
                                                Name(id='mma_async') @226:38
                                              .args:
                                                Index() @226:48
                                                  .value:
                                                    Name(id='ds_s') @226:48
                                                  .subs:
                                                    Name(id='own') @226:53
                                                Index() @226:59
                                                  .value:
                                                    Name(id='kh_tile') @226:59
                                                  .subs:
                                                    BinOp(op='+') @226:67
                                                      .lhs:
                                                        BinOp(op='*') @226:67
                                                          .lhs:
                                                            Name(id='NC') @226:67
                                                          .rhs:
                                                            Name(id='mine') @226:72
                                                      .rhs:
                                                        Name(id='c') @226:79
                                        Assign(targets=('f1',)) @227:33
                                          .value:
                                            Call(kwargs=()) @227:38
                                              .func:
                                                Name(id='mma_async') @227:38
                                              .args:
                                                Index() @227:48
                                                  .value:
                                                    Name(id='ds_s') @227:48
                                                  .subs:
                                                    BinOp(op='+') @227:53
                                                      .lhs:
                                                        BinOp(op='*') @227:53
                                                          .lhs:
                                                            Name(id='slot') @227:53
                                                          .rhs:
                                                            Name(id='NWG') @227:60
                                                      .rhs:
                                                        Name(id='og') @227:66
                                                Index() @227:71
                                                  .value:
                                                    Name(id='kh_tile') @227:71
                                                  .subs:
                                                    BinOp(op='+') @227:79
                                                      .lhs:
                                                        BinOp(op='*') @227:79
                                                          .lhs:
                                                            Name(id='NC') @227:79
                                                          .rhs:
                                                            BinOp(op='+') @227:85
                                                              .lhs:
                                                                BinOp(op='*') @227:85
                                                                  .lhs:
                                                                    Name(id='ks') @227:85
                                                                  .rhs:
                                                                    Name(id='NWG') @227:90
                                                              .rhs:
                                                                Name(id='og') @227:96
                                                      .rhs:
                                                        Name(id='c') @227:102
                                        If(orelse=()) @228:33
                                          .cond:
                                            BinOp(op='==') @228:36
                                              .lhs:
                                                Name(id='i') @228:36
                                              .rhs:
                                                Const(value=0) @228:41
                                          .body:
                                            Assign(targets=('acc_k',)) @229:37
                                              .value:
                                                Call() @229:45
                                                  .func:
                                                    Name(id='mma_wait') @229:45
                                                  .args:
                                                    Name(id='dk_f') @229:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @229:68
                                                    )
                                            Arrive(count=None) @230:37
                                              .target:
                                                Index() @230:44
                                                  .value:
                                                    Name(id='qd_free') @230:44
                                                  .subs:
                                                    Name(id='slot') @230:52
                                        Assign(targets=('dq_c',)) @231:33
                                          .value:
                                            Call() @231:40
                                              .func:
                                                Name(id='mma_wait') @231:40
                                              .args:
                                                Name(id='f0') @231:49
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @231:61
                                                )
                                        Assign(targets=('dq_c',)) @232:33
                                          .value:
                                            BinOp(op='+') @232:40
                                              .lhs:
                                                Name(id='dq_c') @232:40
                                              .rhs:
                                                Call(kwargs=()) @232:47
                                                  .func:
                                                    Name(id='mma_wait') @232:47
                                                  .args:
                                                    Name(id='f1') @232:56
                                      .orelse:
                                        Assign(targets=('dq_c',)) @234:33
                                          .value:
                                            Call(kwargs=()) @234:40
                                              .func:
                                                Name(id='zeros') @234:40
                                              .args:
                                                ListLit() @234:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @234:47
                                                    Name(id='DQ_COLS') @234:56
                                                Name(id='f32') @234:66
                                        For(var='g') @235:33
                                          .iter:
                                            Call(kwargs=()) @235:42
                                              .func:
                                                Name(id='static_range') @235:42
                                              .args:
                                                Name(id='NWG') @235:55
                                          .body:
                                            Assign(targets=('gg',)) @236:37
                                              .value:
                                                BinOp(op='%') @236:43
                                                  .lhs:
                                                    BinOp(op='+') @236:43
                                                      .lhs:
                                                        Name(id='wg') @236:43
                                                      .rhs:
                                                        Name(id='g') @236:48
                                                  .rhs:
                                                    Name(id='NWG') @236:53
                                            Assign(targets=('dq_f',)) @237:37
                                              .value:
                                                Call(kwargs=()) @237:44
                                                  .func:
                                                    Name(id='mma_async') @237:44
                                                  .args:
                                                    Index() @237:54
                                                      .value:
                                                        Name(id='ds_s') @237:54
                                                      .subs:
                                                        BinOp(op='+') @237:59
                                                          .lhs:
                                                            BinOp(op='*') @237:59
                                                              .lhs:
                                                                Name(id='slot') @237:59
                                                              .rhs:
                                                                Name(id='NWG') @237:66
                                                          .rhs:
                                                            Name(id='gg') @237:72
                                                    Index() @237:77
                                                      .value:
                                                        Name(id='kh_tile') @237:77
                                                      .subs:
                                                        BinOp(op='+') @237:85
                                                          .lhs:
                                                            BinOp(op='*') @237:85
                                                              .lhs:
                                                                Name(id='NC') @237:85
                                                              .rhs:
                                                                BinOp(op='+') @237:91
                                                                  .lhs:
                                                                    BinOp(op='*') @237:91
                                                                      .lhs:
                                                                        Name(id='ks') @237:91
                                                                      .rhs:
                                                                        Name(id='NWG') @237:96
                                                                  .rhs:
                                                                    Name(id='gg') @237:102
                                                          .rhs:
                                                            Name(id='c') @237:108
                                                    Name(id='dq_c') @237:112
                                            If(orelse=()) @238:37
                                              .cond:
                                                BoolOp(op='and') @238:40
                                                  .values:
                                                    BinOp(op='==') @238:40
                                                      .lhs:
                                                        Name(id='i') @238:40
                                                      .rhs:
                                                        Const(value=0) @238:45
                                                    BinOp(op='==') @238:51
                                                      .lhs:
                                                        Name(id='g') @238:51
                                                      .rhs:
                                                        Const(value=0) @238:56
                                              .body:
                                                Assign(targets=('acc_k',)) @240:41
                                                  .value:
                                                    Call() @240:49
                                                      .func:
                                                        Name(id='mma_wait') @240:49
                                                      .args:
                                                        Name(id='dk_f') @240:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @240:72
                                                        )
                                                Arrive(count=None) @241:41
                                                  .target:
                                                    Index() @241:48
                                                      .value:
                                                        Name(id='qd_free') @241:48
                                                      .subs:
                                                        Name(id='slot') @241:56
                                            Assign(targets=('dq_c',)) @242:37
                                              .value:
                                                Call(kwargs=()) @242:44
                                                  .func:
                                                    Name(id='mma_wait') @242:44
                                                  .args:
                                                    Name(id='dq_f') @242:53
                                    Wait() @243:29
                                      .target:
                                        Index() @243:34
                                          .value:
                                            Name(id='dq_empty') @243:34
                                          .subs:
                                            Name(id='i') @243:43
                                      .phase:
                                        BinOp(op='-') @243:52
                                          .lhs:
                                            Const(value=1) @243:52
                                          .rhs:
                                            BinOp(op='%') @243:56
                                              .lhs:
                                                Name(id='slot') @243:56
                                              .rhs:
                                                Const(value=2) @243:63
                                    ExprStmt() @244:29
                                      .value:
                                        Call(kwargs=()) @244:29
                                          .func:
                                            Name(id='store_smem') @244:29
                                          .args:
                                            Index() @244:40
                                              .value:
                                                Name(id='dq_s') @244:40
                                              .subs:
                                                BinOp(op='+') @244:45
                                                  .lhs:
                                                    BinOp(op='*') @244:45
                                                      .lhs:
                                                        Name(id='i') @244:45
                                                      .rhs:
                                                        Name(id='NWG') @244:49
                                                  .rhs:
                                                    Name(id='wg') @244:55
                                            Name(id='dq_c') @244:60
                                    Fence() @245:29
                                    Arrive(count=None) @246:29
                                      .target:
                                        Index() @246:36
                                          .value:
                                            Name(id='dq_full') @246:36
                                          .subs:
                                            Name(id='i') @246:44
                              .orelse:
                                Assign(targets=('dq_f',)) @248:25
                                  .value:
                                    Call(kwargs=()) @248:32
                                      .func:
                                        Name(id='mma_async') @248:32
                                      .args:
                                        Index() @248:42
                                          .value:
                                            Name(id='ds_s') @248:42
                                          .subs:
                                            Name(id='wg') @248:47
                                        Index() @248:52
                                          .value:
                                            Name(id='kh_tile') @248:52
                                          .subs:
                                            BinOp(op='*') @248:60
                                              .lhs:
                                                Name(id='NC') @248:60
                                              .rhs:
                                                Name(id='mine') @248:65
                                Assign(targets=('dk_f',)) @249:25
                                  .value:
                                    Call(kwargs=()) @249:32
                                      .func:
                                        Name(id='mma_async') @249:32
                                      .args:
                                        Attr(name='T') @249:42
                                          .value:
                                            Index() @249:42
                                              .value:
                                                Name(id='ds_s') @249:42
                                              .subs:
                                                Name(id='wg') @249:47
                                        Index() @249:54
                                          .value:
                                            Name(id='q_ring') @249:54
                                          .subs:
                                            Name(id='slot') @249:61
                                        Name(id='acc_k') @249:68
                                Assign(targets=('dq_c',)) @250:25
                                  .value:
                                    Call() @250:32
                                      .func:
                                        Name(id='mma_wait') @250:32
                                      .args:
                                        Name(id='dq_f') @250:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @250:55
                                        )
                                ExprStmt() @251:25
                                  .value:
                                    Call(kwargs=()) @251:25
                                      .func:
                                        Name(id='store_smem') @251:25
                                      .args:
                                        Index() @251:36
                                          .value:
                                            Name(id='dq_s') @251:36
                                          .subs:
                                            Name(id='wg') @251:41
                                        Name(id='dq_c') @251:46
                                Fence() @252:25
                                Tma(signals=None, reduce='add') @253:25
                                  .dst:
                                    Index() @253:29
                                      .value:
                                        Name(id='dq_acc') @253:29
                                      .subs:
                                        Name(id='seq') @253:36
                                        Name(id='mb') @253:41
                                        Name(id='head') @253:45
                                        Const(value=0) @253:51
                                  .src:
                                    Index() @253:57
                                      .value:
                                        Name(id='dq_s') @253:57
                                      .subs:
                                        Name(id='wg') @253:62
                                Assign(targets=('dq_f',)) @254:25
                                  .value:
                                    Call(kwargs=()) @254:32
                                      .func:
                                        Name(id='mma_async') @254:32
                                      .args:
                                        Index() @254:42
                                          .value:
                                            Name(id='ds_s') @254:42
                                          .subs:
                                            Name(id='wg') @254:47
                                        Index() @254:52
                                          .value:
                                            Name(id='kh_tile') @254:52
                                          .subs:
                                            BinOp(op='+') @254:60
                                              .lhs:
                                                BinOp(op='*') @254:60
                                                  .lhs:
                                                    Name(id='NC') @254:60
                                                  .rhs:
                                                    Name(id='mine') @254:65
                                              .rhs:
                                                Const(value=1) @254:72
                                Assign(targets=('acc_k',)) @255:25
                                  .value:
                                    Call() @255:33
                                      .func:
                                        Name(id='mma_wait') @255:33
                                      .args:
                                        Name(id='dk_f') @255:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @255:56
                                        )
                                Assign(targets=('dq_c',)) @256:25
                                  .value:
                                    Call(kwargs=()) @256:32
                                      .func:
                                        Name(id='mma_wait') @256:32
                                      .args:
                                        Name(id='dq_f') @256:41
                                Arrive(count=None) @257:25
                                  .target:
                                    Index() @257:32
                                      .value:
                                        Name(id='qd_free') @257:32
                                      .subs:
                                        Name(id='slot') @257:40
                                ExprStmt() @258:25
                                  .value:
                                    Call(kwargs=()) @258:25
                                      .func:
                                        Name(id='store_smem') @258:25
                                      .args:
                                        Index() @258:36
                                          .value:
                                            Name(id='dq_s') @258:36
                                          .subs:
                                            Name(id='wg') @258:41
                                        Name(id='dq_c') @258:46
                                Fence() @259:25
                                Tma(signals=None, reduce='add') @260:25
                                  .dst:
                                    Index() @260:29
                                      .value:
                                        Name(id='dq_acc') @260:29
                                      .subs:
                                        Name(id='seq') @260:36
                                        Name(id='mb') @260:41
                                        Name(id='head') @260:45
                                        Const(value=1) @260:51
                                  .src:
                                    Index() @260:57
                                      .value:
                                        Name(id='dq_s') @260:57
                                      .subs:
                                        Name(id='wg') @260:62
                                For(var='c') @261:25
                                  .iter:
                                    Call(kwargs=()) @261:34
                                      .func:
                                        Name(id='static_range') @261:34
                                      .args:
                                        Const(value=2) @261:47
                                        Name(id='NC') @261:50
                                  .body:
                                    Assign(targets=('dq_c',)) @262:29
                                      .value:
                                        Call(kwargs=()) @262:36
                                          .func:
                                            Name(id='mma_wait') @262:36
                                          .args:
                                            Call(kwargs=()) @262:45
                                              .func:
                                                Name(id='mma_async') @262:45
                                              .args:
                                                Index() @262:55
                                                  .value:
                                                    Name(id='ds_s') @262:55
                                                  .subs:
                                                    Name(id='wg') @262:60
                                                Index() @262:65
                                                  .value:
                                                    Name(id='kh_tile') @262:65
                                                  .subs:
                                                    BinOp(op='+') @262:73
                                                      .lhs:
                                                        BinOp(op='*') @262:73
                                                          .lhs:
                                                            Name(id='NC') @262:73
                                                          .rhs:
                                                            Name(id='mine') @262:78
                                                      .rhs:
                                                        Name(id='c') @262:85
                                    ExprStmt() @263:29
                                      .value:
                                        Call(kwargs=()) @263:29
                                          .func:
                                            Name(id='store_smem') @263:29
                                          .args:
                                            Index() @263:40
                                              .value:
                                                Name(id='dq_s') @263:40
                                              .subs:
                                                Name(id='wg') @263:45
                                            Name(id='dq_c') @263:50
                                    Fence() @264:29
                                    Tma(signals=None, reduce='add') @265:29
                                      .dst:
                                        Index() @265:33
                                          .value:
                                            Name(id='dq_acc') @265:33
                                          .subs:
                                            Name(id='seq') @265:40
                                            Name(id='mb') @265:45
                                            Name(id='head') @265:49
                                            Name(id='c') @265:55
                                      .src:
                                        Index() @265:61
                                          .value:
                                            Name(id='dq_s') @265:61
                                          .subs:
                                            Name(id='wg') @265:66
                      .orelse:
                        Assign(targets=('st_f',)) @267:21
                          .value:
                            Call(kwargs=()) @267:28
                              .func:
                                Name(id='mma_async') @267:28
                              .args:
                                Index() @267:38
                                  .value:
                                    Name(id='k_tile') @267:38
                                  .subs:
                                    Name(id='mine') @267:45
                                Attr(name='T') @267:52
                                  .value:
                                    Index() @267:52
                                      .value:
                                        Name(id='q_ring') @267:52
                                      .subs:
                                        Name(id='slot') @267:59
                        Assign(targets=('dpt_f',)) @268:21
                          .value:
                            Call(kwargs=()) @268:29
                              .func:
                                Name(id='mma_async') @268:29
                              .args:
                                Index() @268:39
                                  .value:
                                    Name(id='v_tile') @268:39
                                  .subs:
                                    Name(id='mine') @268:46
                                Attr(name='T') @268:53
                                  .value:
                                    Index() @268:53
                                      .value:
                                        Name(id='do_ring') @268:53
                                      .subs:
                                        Name(id='slot') @268:61
                        Assign(targets=('st',)) @269:21
                          .value:
                            Call() @269:26
                              .func:
                                Name(id='mma_wait') @269:26
                              .args:
                                Name(id='st_f') @269:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @269:49
                                )
                        Assign(targets=('pt', 'dact')) @270:21
                          .value:
                            Call(kwargs=()) @270:32
                              .func:
                                Name(id='probs') @270:32
                              .args:
                                Name(id='st') @270:38
                                Name(id='edge') @270:42
                                Index() @270:48
                                  .value:
                                    Name(id='qpos') @270:48
                                  .subs:
                                    Const(value=None) @270:53
                                    FullSlice() @270:59
                                Index() @270:63
                                  .value:
                                    Name(id='krows') @270:63
                                  .subs:
                                    FullSlice() @270:69
                                    Const(value=None) @270:72
                                Name(id='len_q') @270:79
                                Name(id='len_k') @270:86
                                Index() @270:93
                                  .value:
                                    Name(id='lse2') @270:93
                                  .subs:
                                    Const(value=None) @270:98
                                    FullSlice() @270:104
                                Name(id='qk_scale') @270:108
                                Name(id='sm_scale') @271:38
                                Name(id='CAUSAL') @271:48
                                Name(id='ACT') @271:56
                        Assign(targets=('dpt',)) @272:21
                          .value:
                            Call(kwargs=()) @272:27
                              .func:
                                Name(id='mma_wait') @272:27
                              .args:
                                Name(id='dpt_f') @272:36
                        Assign(targets=('dv_f',)) @274:21
                          .value:
                            Call(kwargs=()) @274:28
                              .func:
                                Name(id='mma_async') @274:28
                              .args:
                                Call(kwargs=()) @274:38
                                  .func:
                                    Name(id='cast') @274:38
                                  .args:
                                    Name(id='pt') @274:43
                                    Name(id='DT') @274:47
                                Index() @274:52
                                  .value:
                                    Name(id='do_ring') @274:52
                                  .subs:
                                    Name(id='slot') @274:60
                                Name(id='acc_v') @274:67
                        Assign(targets=('dst',)) @275:21
                          .value:
                            Call(kwargs=()) @275:27
                              .func:
                                Name(id='cast') @275:27
                              .args:
                                Call(kwargs=()) @275:32
                                  .func:
                                    Name(id='dscores') @275:32
                                  .args:
                                    Name(id='pt') @275:40
                                    Name(id='dact') @275:44
                                    Name(id='dpt') @275:50
                                    Index() @275:55
                                      .value:
                                        Name(id='dlt') @275:55
                                      .subs:
                                        Const(value=None) @275:59
                                        FullSlice() @275:65
                                    Name(id='ACT') @275:69
                                Name(id='DT') @275:75
                        If() @276:21
                          .cond:
                            Name(id='WRITER') @276:24
                          .body:
                            ExprStmt() @278:25
                              .value:
                                Call(kwargs=()) @278:25
                                  .func:
                                    Name(id='store_smem') @278:25
                                  .args:
                                    Index() @278:36
                                      .value:
                                        Name(id='ds_s') @278:36
                                      .subs:
                                        BinOp(op='+') @278:41
                                          .lhs:
                                            BinOp(op='*') @278:41
                                              .lhs:
                                                Name(id='slot') @278:41
                                              .rhs:
                                                Name(id='NWG') @278:48
                                          .rhs:
                                            Name(id='wg') @278:54
                                    Name(id='dst') @278:59
                            Fence() @279:25
                            Arrive(count=None) @280:25
                              .target:
                                Index() @280:32
                                  .value:
                                    Name(id='ds_ready') @280:32
                                  .subs:
                                    Name(id='slot') @280:41
                            Assign(targets=('dk_f',)) @281:25
                              .value:
                                Call(kwargs=()) @281:32
                                  .func:
                                    Name(id='mma_async') @281:32
                                  .args:
                                    Name(id='dst') @281:42
                                    Index() @281:47
                                      .value:
                                        Name(id='q_ring') @281:47
                                      .subs:
                                        Name(id='slot') @281:54
                                    Name(id='acc_k') @281:61
                            If() @282:25
                              .cond:
                                Name(id='DQ_EARLY') @282:28
                              .body:
                                Assign(targets=('own',)) @285:29
                                  .value:
                                    BinOp(op='+') @285:35
                                      .lhs:
                                        BinOp(op='*') @285:35
                                          .lhs:
                                            Name(id='slot') @285:35
                                          .rhs:
                                            Name(id='NWG') @285:42
                                      .rhs:
                                        Name(id='wg') @285:48
                                Assign(targets=('c0',)) @286:29
                                  .value:
                                    BinOp(op='*') @286:34
                                      .lhs:
                                        Name(id='wg') @286:34
                                      .rhs:
                                        Name(id='NCW') @286:39
                                Assign(targets=('a0',)) @287:29
                                  .value:
                                    Call(kwargs=()) @287:34
                                      .func:
                                        Name(id='mma_async') @287:34
                                      .args:
                                        Attr(name='T') @287:44
                                          .value:
                                            Index() @287:44
                                              .value:
                                                Name(id='ds_s') @287:44
                                              .subs:
                                                Name(id='own') @287:49
                                        Index() @287:57
                                          .value:
                                            Name(id='kh_tile') @287:57
                                          .subs:
                                            BinOp(op='+') @287:65
                                              .lhs:
                                                BinOp(op='*') @287:65
                                                  .lhs:
                                                    Name(id='NC') @287:65
                                                  .rhs:
                                                    Name(id='mine') @287:70
                                              .rhs:
                                                Name(id='c0') @287:77
                                        Call(kwargs=()) @287:82
                                          .func:
                                            Name(id='zeros') @287:82
                                          .args:
                                            ListLit() @287:88
                                              .elts:
                                                Name(id='BLOCK_M') @287:89
                                                Name(id='DQ_COLS') @287:98
                                            Name(id='f32') @287:108
                                Assign(targets=('a1',)) @288:29
                                  .value:
                                    Call(kwargs=()) @288:34
                                      .func:
                                        Name(id='mma_async') @288:34
                                      .args:
                                        Attr(name='T') @288:44
                                          .value:
                                            Index() @288:44
                                              .value:
                                                Name(id='ds_s') @288:44
                                              .subs:
                                                Name(id='own') @288:49
                                        Index() @288:57
                                          .value:
                                            Name(id='kh_tile') @288:57
                                          .subs:
                                            BinOp(op='+') @288:65
                                              .lhs:
                                                BinOp(op='+') @288:65
                                                  .lhs:
                                                    BinOp(op='*') @288:65
                                                      .lhs:
                                                        Name(id='NC') @288:65
                                                      .rhs:
                                                        Name(id='mine') @288:70
                                                  .rhs:
                                                    Name(id='c0') @288:77
                                              .rhs:
                                                Const(value=1) @288:82
                                        Call(kwargs=()) @288:86
                                          .func:
                                            Name(id='zeros') @288:86
                                          .args:
                                            ListLit() @288:92
                                              .elts:
                                                Name(id='BLOCK_M') @288:93
                                                Name(id='DQ_COLS') @288:102
                                            Name(id='f32') @288:112
                                Assign(targets=('acc_v',)) @289:29
                                  .value:
                                    Call() @289:37
                                      .func:
                                        Name(id='mma_wait') @289:37
                                      .args:
                                        Name(id='dv_f') @289:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @289:60
                                        )
                                Assign(targets=('acc_k',)) @290:29
                                  .value:
                                    Call() @290:37
                                      .func:
                                        Name(id='mma_wait') @290:37
                                      .args:
                                        Name(id='dk_f') @290:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @290:60
                                        )
                                Arrive(count=None) @291:29
                                  .target:
                                    Index() @291:36
                                      .value:
                                        Name(id='qd_free') @291:36
                                      .subs:
                                        Name(id='slot') @291:44
                                Assign(targets=('p0',)) @292:29
                                  .value:
                                    Call() @292:34
                                      .func:
                                        Name(id='mma_wait') @292:34
                                      .args:
                                        Name(id='a0') @292:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @292:55
                                        )
                                Assign(targets=('p1',)) @293:29
                                  .value:
                                    Call(kwargs=()) @293:34
                                      .func:
                                        Name(id='mma_wait') @293:34
                                      .args:
                                        Name(id='a1') @293:43
                                Wait(phase=None) @294:29
                                  .target:
                                    Index() @294:34
                                      .value:
                                        Name(id='ds_ready') @294:34
                                      .subs:
                                        Name(id='slot') @294:43
                                Assign(targets=('og',)) @295:29
                                  .value:
                                    BinOp(op='%') @295:35
                                      .lhs:
                                        BinOp(op='+') @295:35
                                          .lhs:
                                            Name(id='wg') @295:35
                                          .rhs:
                                            Const(value=1) @295:40
                                      .rhs:
                                        Name(id='NWG') @295:45
                                Assign(targets=('b0',)) @296:29
                                  .value:
                                    Call(kwargs=()) @296:34
                                      .func:
                                        Name(id='mma_async') @296:34
                                      .args:
                                        Attr(name='T') @296:44
                                          .value:
                                            Index() @296:44
                                              .value:
                                                Name(id='ds_s') @296:44
                                              .subs:
                                                BinOp(op='+') @296:49
                                                  .lhs:
                                                    BinOp(op='*') @296:49
                                                      .lhs:
                                                        Name(id='slot') @296:49
                                                      .rhs:
                                                        Name(id='NWG') @296:56
                                                  .rhs:
                                                    Name(id='og') @296:62
                                        Index() @296:69
                                          .value:
                                            Name(id='kh_tile') @296:69
                                          .subs:
                                            BinOp(op='+') @296:77
                                              .lhs:
                                                BinOp(op='*') @296:77
                                                  .lhs:
                                                    Name(id='NC') @296:77
                                                  .rhs:
                                                    BinOp(op='+') @296:83
                                                      .lhs:
                                                        BinOp(op='*') @296:83
                                                          .lhs:
                                                            Name(id='ks') @296:83
                                                          .rhs:
                                                            Name(id='NWG') @296:88
                                                      .rhs:
                                                        Name(id='og') @296:94
                                              .rhs:
                                                Name(id='c0') @296:100
                                        Name(id='p0') @296:105
                                Assign(targets=('b1',)) @297:29
                                  .value:
                                    Call(kwargs=()) @297:34
                                      .func:
                                        Name(id='mma_async') @297:34
                                      .args:
                                        Attr(name='T') @297:44
                                          .value:
                                            Index() @297:44
                                              .value:
                                                Name(id='ds_s') @297:44
                                              .subs:
                                                BinOp(op='+') @297:49
                                                  .lhs:
                                                    BinOp(op='*') @297:49
                                                      .lhs:
                                                        Name(id='slot') @297:49
                                                      .rhs:
                                                        Name(id='NWG') @297:56
                                                  .rhs:
                                                    Name(id='og') @297:62
                                        Index() @297:69
                                          .value:
                                            Name(id='kh_tile') @297:69
                                          .subs:
                                            BinOp(op='+') @297:77
                                              .lhs:
                                                BinOp(op='+') @297:77
                                                  .lhs:
                                                    BinOp(op='*') @297:77
                                                      .lhs:
                                                        Name(id='NC') @297:77
                                                      .rhs:
                                                        BinOp(op='+') @297:83
                                                          .lhs:
                                                            BinOp(op='*') @297:83
                                                              .lhs:
                                                                Name(id='ks') @297:83
                                                              .rhs:
                                                                Name(id='NWG') @297:88
                                                          .rhs:
                                                            Name(id='og') @297:94
                                                  .rhs:
                                                    Name(id='c0') @297:100
                                              .rhs:
                                                Const(value=1) @297:105
                                        Name(id='p1') @297:109
                                Assign(targets=('p0',)) @299:29
                                  .value:
                                    Call() @299:34
                                      .func:
                                        Name(id='mma_wait') @299:34
                                      .args:
                                        Name(id='b0') @299:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @299:55
                                        )
                                Wait() @300:29
                                  .target:
                                    Index() @300:34
                                      .value:
                                        Name(id='dq_empty') @300:34
                                      .subs:
                                        Const(value=0) @300:43
                                  .phase:
                                    BinOp(op='-') @300:52
                                      .lhs:
                                        Const(value=1) @300:52
                                      .rhs:
                                        BinOp(op='%') @300:56
                                          .lhs:
                                            Name(id='slot') @300:56
                                          .rhs:
                                            Const(value=2) @300:63
                                ExprStmt() @301:29
                                  .value:
                                    Call(kwargs=()) @301:29
                                      .func:
                                        Name(id='store_smem') @301:29
                                      .args:
                                        Index() @301:40
                                          .value:
                                            Name(id='dq_s') @301:40
                                          .subs:
                                            Name(id='wg') @301:45
                                        Name(id='p0') @301:50
                                Fence() @302:29
                                Arrive(count=None) @303:29
                                  .target:
                                    Index() @303:36
                                      .value:
                                        Name(id='dq_full') @303:36
                                      .subs:
                                        Const(value=0) @303:44
                                Assign(targets=('p1',)) @304:29
                                  .value:
                                    Call(kwargs=()) @304:34
                                      .func:
                                        Name(id='mma_wait') @304:34
                                      .args:
                                        Name(id='b1') @304:43
                                Wait() @305:29
                                  .target:
                                    Index() @305:34
                                      .value:
                                        Name(id='dq_empty') @305:34
                                      .subs:
                                        Const(value=1) @305:43
                                  .phase:
                                    BinOp(op='-') @305:52
                                      .lhs:
                                        Const(value=1) @305:52
                                      .rhs:
                                        BinOp(op='%') @305:56
                                          .lhs:
                                            Name(id='slot') @305:56
                                          .rhs:
                                            Const(value=2) @305:63
                                ExprStmt() @306:29
                                  .value:
                                    Call(kwargs=()) @306:29
                                      .func:
                                        Name(id='store_smem') @306:29
                                      .args:
                                        Index() @306:40
                                          .value:
                                            Name(id='dq_s') @306:40
                                          .subs:
                                            BinOp(op='+') @306:45
                                              .lhs:
                                                Name(id='NWG') @306:45
                                              .rhs:
                                                Name(id='wg') @306:51
                                        Name(id='p1') @306:56
                                Fence() @307:29
                                Arrive(count=None) @308:29
                                  .target:
                                    Index() @308:36
                                      .value:
                                        Name(id='dq_full') @308:36
                                      .subs:
                                        Const(value=1) @308:44
                              .orelse:
                                Assign(targets=('acc_v',)) @310:29
                                  .value:
                                    Call() @310:37
                                      .func:
                                        Name(id='mma_wait') @310:37
                                      .args:
                                        Name(id='dv_f') @310:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @310:60
                                        )
                                Assign(targets=('acc_k',)) @311:29
                                  .value:
                                    Call(kwargs=()) @311:37
                                      .func:
                                        Name(id='mma_wait') @311:37
                                      .args:
                                        Name(id='dk_f') @311:46
                                Arrive(count=None) @312:29
                                  .target:
                                    Index() @312:36
                                      .value:
                                        Name(id='qd_free') @312:36
                                      .subs:
                                        Name(id='slot') @312:44
                                Wait(phase=None) @313:29
                                  .target:
                                    Index() @313:34
                                      .value:
                                        Name(id='ds_ready') @313:34
                                      .subs:
                                        Name(id='slot') @313:43
                                For(var='i') @316:29
                                  .iter:
                                    Call(kwargs=()) @316:38
                                      .func:
                                        Name(id='static_range') @316:38
                                      .args:
                                        Name(id='NCW') @316:51
                                  .body:
                                    Assign(targets=('c',)) @317:33
                                      .value:
                                        BinOp(op='+') @317:37
                                          .lhs:
                                            BinOp(op='*') @317:37
                                              .lhs:
                                                Name(id='wg') @317:37
                                              .rhs:
                                                Name(id='NCW') @317:42
                                          .rhs:
                                            Name(id='i') @317:48
                                    Assign(targets=('dq_c',)) @318:33
                                      .value:
                                        Call(kwargs=()) @318:40
                                          .func:
                                            Name(id='zeros') @318:40
                                          .args:
                                            ListLit() @318:46
                                              .elts:
                                                Name(id='BLOCK_M') @318:47
                                                Name(id='DQ_COLS') @318:56
                                            Name(id='f32') @318:66
                                    For(var='g') @319:33
                                      .iter:
                                        Call(kwargs=()) @319:42
                                          .func:
                                            Name(id='static_range') @319:42
                                          .args:
                                            Name(id='NWG') @319:55
                                      .body:
                                        Assign(targets=('gg',)) @320:37
                                          .value:
                                            BinOp(op='%') @320:43
                                              .lhs:
                                                BinOp(op='+') @320:43
                                                  .lhs:
                                                    Name(id='wg') @320:43
                                                  .rhs:
                                                    Name(id='g') @320:48
                                              .rhs:
                                                Name(id='NWG') @320:53
                                        Assign(targets=('dq_c',)) @321:37
                                          .value:
                                            Call(kwargs=()) @321:44
                                              .func:
                                                Name(id='mma_wait') @321:44
                                              .args:
                                                Call(kwargs=()) @321:53
                                                  .func:
                                                    Name(id='mma_async') @321:53
                                                  .args:
                                                    Attr(name='T') @321:63
                                                      .value:
                                                        Index() @321:63
                                                          .value:
                                                            Name(id='ds_s') @321:63
                                                          .subs:
                                                            BinOp(op='+') @321:68
                                                              .lhs:
                                                                BinOp(op='*') @321:68
                                                                  .lhs:
                                                                    Name(id='slot') @321:68
                                                                  .rhs:
                                                                    Name(id='NWG') @321:75
                                                              .rhs:
                                                                Name(id='gg') @321:81
                                                    Index() @321:88
                                                      .value:
                                                        Name(id='kh_tile') @321:88
                                                      .subs:
                                                        BinOp(op='+') @321:96
                                                          .lhs:
                                                            BinOp(op='*') @321:96
                                                              .lhs:
                                                                Name(id='NC') @321:96
                                                              .rhs:
                                                                BinOp(op='+') @321:102
                                                                  .lhs:
                                                                    BinOp(op='*') @321:102
                                                                      .lhs:
                                                                        Name(id='ks') @321:102
                                                                      .rhs:
                                                                        Name(id='NWG') @321:107
                                                                  .rhs:
                                                                    Name(id='gg') @321:113
                                                          .rhs:
                                                            Name(id='c') @321:119
                                                    Name(id='dq_c') @321:123
                                    Wait() @324:33
                                      .target:
                                        Index() @324:38
                                          .value:
                                            Name(id='dq_empty') @324:38
                                          .subs:
                                            Name(id='i') @324:47
                                      .phase:
                                        BinOp(op='-') @324:56
                                          .lhs:
                                            Const(value=1) @324:56
                                          .rhs:
                                            BinOp(op='%') @324:60
                                              .lhs:
                                                Name(id='slot') @324:60
                                              .rhs:
                                                Const(value=2) @324:67
                                    ExprStmt() @325:33
                                      .value:
                                        Call(kwargs=()) @325:33
                                          .func:
                                            Name(id='store_smem') @325:33
                                          .args:
                                            Index() @325:44
                                              .value:
                                                Name(id='dq_s') @325:44
                                              .subs:
                                                BinOp(op='+') @325:49
                                                  .lhs:
                                                    BinOp(op='*') @325:49
                                                      .lhs:
                                                        Name(id='i') @325:49
                                                      .rhs:
                                                        Name(id='NWG') @325:53
                                                  .rhs:
                                                    Name(id='wg') @325:59
                                            Name(id='dq_c') @325:64
                                    Fence() @326:33
                                    Arrive(count=None) @327:33
                                      .target:
                                        Index() @327:40
                                          .value:
                                            Name(id='dq_full') @327:40
                                          .subs:
                                            Name(id='i') @327:48
                          .orelse:
                            ExprStmt() @330:25
                              .value:
                                Call(kwargs=()) @330:25
                                  .func:
                                    Name(id='store_smem') @330:25
                                  .args:
                                    Index() @330:36
                                      .value:
                                        Name(id='ds_s') @330:36
                                      .subs:
                                        Name(id='wg') @330:41
                                    Name(id='dst') @330:46
                            Fence() @331:25
                            Assign(targets=('dq_f',)) @332:25
                              .value:
                                Call(kwargs=()) @332:32
                                  .func:
                                    Name(id='mma_async') @332:32
                                  .args:
                                    Attr(name='T') @332:42
                                      .value:
                                        Index() @332:42
                                          .value:
                                            Name(id='ds_s') @332:42
                                          .subs:
                                            Name(id='wg') @332:47
                                    Index() @332:54
                                      .value:
                                        Name(id='kh_tile') @332:54
                                      .subs:
                                        BinOp(op='*') @332:62
                                          .lhs:
                                            Name(id='NC') @332:62
                                          .rhs:
                                            Name(id='mine') @332:67
                            Assign(targets=('dk_f',)) @333:25
                              .value:
                                Call(kwargs=()) @333:32
                                  .func:
                                    Name(id='mma_async') @333:32
                                  .args:
                                    Name(id='dst') @333:42
                                    Index() @333:47
                                      .value:
                                        Name(id='q_ring') @333:47
                                      .subs:
                                        Name(id='slot') @333:54
                                    Name(id='acc_k') @333:61
                            Assign(targets=('acc_v',)) @334:25
                              .value:
                                Call() @334:33
                                  .func:
                                    Name(id='mma_wait') @334:33
                                  .args:
                                    Name(id='dv_f') @334:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @334:56
                                    )
                            Assign(targets=('dq_c',)) @338:25
                              .value:
                                Call() @338:32
                                  .func:
                                    Name(id='mma_wait') @338:32
                                  .args:
                                    Name(id='dq_f') @338:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @338:55
                                    )
                            ExprStmt() @339:25
                              .value:
                                Call(kwargs=()) @339:25
                                  .func:
                                    Name(id='store_smem') @339:25
                                  .args:
                                    Index() @339:36
                                      .value:
                                        Name(id='dq_s') @339:36
                                      .subs:
                                        Name(id='wg') @339:41
                                    Name(id='dq_c') @339:46
                            Fence() @340:25
                            Tma(signals=None, reduce='add') @341:25
                              .dst:
                                Index() @341:29
                                  .value:
                                    Name(id='dq_acc') @341:29
                                  .subs:
                                    Name(id='seq') @341:36
                                    Name(id='mb') @341:41
                                    Name(id='head') @341:45
                                    Const(value=0) @341:51
                              .src:
                                Index() @341:57
                                  .value:
                                    Name(id='dq_s') @341:57
                                  .subs:
                                    Name(id='wg') @341:62
                            Assign(targets=('dq_f',)) @342:25
                              .value:
                                Call(kwargs=()) @342:32
                                  .func:
                                    Name(id='mma_async') @342:32
                                  .args:
                                    Attr(name='T') @342:42
                                      .value:
                                        Index() @342:42
                                          .value:
                                            Name(id='ds_s') @342:42
                                          .subs:
                                            Name(id='wg') @342:47
                                    Index() @342:54
                                      .value:
                                        Name(id='kh_tile') @342:54
                                      .subs:
                                        BinOp(op='+') @342:62
                                          .lhs:
                                            BinOp(op='*') @342:62
                                              .lhs:
                                                Name(id='NC') @342:62
                                              .rhs:
                                                Name(id='mine') @342:67
                                          .rhs:
                                            Const(value=1) @342:74
                            Assign(targets=('acc_k',)) @343:25
                              .value:
                                Call() @343:33
                                  .func:
                                    Name(id='mma_wait') @343:33
                                  .args:
                                    Name(id='dk_f') @343:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @343:56
                                    )
                            Assign(targets=('dq_c',)) @344:25
                              .value:
                                Call(kwargs=()) @344:32
                                  .func:
                                    Name(id='mma_wait') @344:32
                                  .args:
                                    Name(id='dq_f') @344:41
                            Arrive(count=None) @345:25
                              .target:
                                Index() @345:32
                                  .value:
                                    Name(id='qd_free') @345:32
                                  .subs:
                                    Name(id='slot') @345:40
                            ExprStmt() @346:25
                              .value:
                                Call(kwargs=()) @346:25
                                  .func:
                                    Name(id='store_smem') @346:25
                                  .args:
                                    Index() @346:36
                                      .value:
                                        Name(id='dq_s') @346:36
                                      .subs:
                                        Name(id='wg') @346:41
                                    Name(id='dq_c') @346:46
                            Fence() @347:25
                            Tma(signals=None, reduce='add') @348:25
                              .dst:
                                Index() @348:29
                                  .value:
                                    Name(id='dq_acc') @348:29
                                  .subs:
                                    Name(id='seq') @348:36
                                    Name(id='mb') @348:41
                                    Name(id='head') @348:45
                                    Const(value=1) @348:51
                              .src:
                                Index() @348:57
                                  .value:
                                    Name(id='dq_s') @348:57
                                  .subs:
                                    Name(id='wg') @348:62
                            For(var='c') @349:25
                              .iter:
                                Call(kwargs=()) @349:34
                                  .func:
                                    Name(id='static_range') @349:34
                                  .args:
                                    Const(value=2) @349:47
                                    Name(id='NC') @349:50
                              .body:
                                Assign(targets=('dq_c',)) @350:29
                                  .value:
                                    Call(kwargs=()) @350:36
                                      .func:
                                        Name(id='mma_wait') @350:36
                                      .args:
                                        Call(kwargs=()) @350:45
                                          .func:
                                            Name(id='mma_async') @350:45
                                          .args:
                                            Attr(name='T') @350:55
                                              .value:
                                                Index() @350:55
                                                  .value:
                                                    Name(id='ds_s') @350:55
                                                  .subs:
                                                    Name(id='wg') @350:60
                                            Index() @350:67
                                              .value:
                                                Name(id='kh_tile') @350:67
                                              .subs:
                                                BinOp(op='+') @350:75
                                                  .lhs:
                                                    BinOp(op='*') @350:75
                                                      .lhs:
                                                        Name(id='NC') @350:75
                                                      .rhs:
                                                        Name(id='mine') @350:80
                                                  .rhs:
                                                    Name(id='c') @350:87
                                ExprStmt() @351:29
                                  .value:
                                    Call(kwargs=()) @351:29
                                      .func:
                                        Name(id='store_smem') @351:29
                                      .args:
                                        Index() @351:40
                                          .value:
                                            Name(id='dq_s') @351:40
                                          .subs:
                                            Name(id='wg') @351:45
                                        Name(id='dq_c') @351:50
                                Fence() @352:29
                                Tma(signals=None, reduce='add') @353:29
                                  .dst:
                                    Index() @353:33
                                      .value:
                                        Name(id='dq_acc') @353:33
                                      .subs:
                                        Name(id='seq') @353:40
                                        Name(id='mb') @353:45
                                        Name(id='head') @353:49
                                        Name(id='c') @353:55
                                  .src:
                                    Index() @353:61
                                      .value:
                                        Name(id='dq_s') @353:61
                                      .subs:
                                        Name(id='wg') @353:66
            If(orelse=()) @354:9
              .cond:
                Name(id='LAG') @354:12
              .body:
                Assign(targets=('og',)) @355:13
                  .value:
                    BinOp(op='%') @355:19
                      .lhs:
                        BinOp(op='+') @355:19
                          .lhs:
                            Name(id='wg') @355:19
                          .rhs:
                            Const(value=1) @355:24
                      .rhs:
                        Name(id='NWG') @355:29
                If(orelse=()) @356:13
                  .cond:
                    BinOp(op='>') @356:16
                      .lhs:
                        Name(id='steps') @356:16
                      .rhs:
                        Const(value=0) @356:24
                  .body:
                    Wait() @357:17
                      .target:
                        Index() @357:22
                          .value:
                            Name(id='ds_ready') @357:22
                          .subs:
                            Const(value=0) @357:31
                      .phase:
                        BinOp(op='%') @357:40
                          .lhs:
                            Name(id='last') @357:40
                          .rhs:
                            Const(value=2) @357:47
                    For(var='i') @358:17
                      .iter:
                        Call(kwargs=()) @358:26
                          .func:
                            Name(id='static_range') @358:26
                          .args:
                            Name(id='NCW') @358:39
                      .body:
                        Assign(targets=('c',)) @359:21
                          .value:
                            BinOp(op='+') @359:25
                              .lhs:
                                BinOp(op='*') @359:25
                                  .lhs:
                                    Name(id='wg') @359:25
                                  .rhs:
                                    Name(id='NCW') @359:30
                              .rhs:
                                Name(id='i') @359:36
                        If() @360:21
                          .cond:
                            Name(id='DQ_PAIR') @360:24
                          .body:
                            Assign(targets=('f0',)) @362:25
                              .value:
                                Call(kwargs=()) @362:30
                                  .func:
                                    Name(id='mma_async') @362:30
                                  .args:
                                    Index() @362:40
                                      .value:
                                        Name(id='ds_s') @362:40
                                      .subs:
                                        BinOp(op='+') @362:45
                                          .lhs:
                                            BinOp(op='*') @362:45
                                              .lhs:
                                                Name(id='last') @362:45
                                              .rhs:
                                                Name(id='NWG') @362:52
                                          .rhs:
                                            Name(id='wg') @362:58
                                    Index() @362:63
                                      .value:
                                        Name(id='kh_tile') @362:63
                                      .subs:
                                        BinOp(op='+') @362:71
                                          .lhs:
                                            BinOp(op='*') @362:71
                                              .lhs:
                                                Name(id='NC') @362:71
                                              .rhs:
                                                BinOp(op='+') @362:77
                                                  .lhs:
                                                    BinOp(op='*') @362:77
                                                      .lhs:
                                                        Name(id='ks') @362:77
                                                      .rhs:
                                                        Name(id='NWG') @362:82
                                                  .rhs:
                                                    Name(id='wg') @362:88
                                          .rhs:
                                            Name(id='c') @362:94
                            Assign(targets=('f1',)) @363:25
                              .value:
                                Call(kwargs=()) @363:30
                                  .func:
                                    Name(id='mma_async') @363:30
                                  .args:
                                    Index() @363:40
                                      .value:
                                        Name(id='ds_s') @363:40
                                      .subs:
                                        BinOp(op='+') @363:45
                                          .lhs:
                                            BinOp(op='*') @363:45
                                              .lhs:
                                                Name(id='last') @363:45
                                              .rhs:
                                                Name(id='NWG') @363:52
                                          .rhs:
                                            Name(id='og') @363:58
                                    Index() @363:63
                                      .value:
                                        Name(id='kh_tile') @363:63
                                      .subs:
                                        BinOp(op='+') @363:71
                                          .lhs:
                                            BinOp(op='*') @363:71
                                              .lhs:
                                                Name(id='NC') @363:71
                                              .rhs:
                                                BinOp(op='+') @363:77
                                                  .lhs:
                                                    BinOp(op='*') @363:77
                                                      .lhs:
                                                        Name(id='ks') @363:77
                                                      .rhs:
                                                        Name(id='NWG') @363:82
                                                  .rhs:
                                                    Name(id='og') @363:88
                                          .rhs:
                                            Name(id='c') @363:94
                            Assign(targets=('dq_c',)) @364:25
                              .value:
                                Call() @364:32
                                  .func:
                                    Name(id='mma_wait') @364:32
                                  .args:
                                    Name(id='f0') @364:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @364:53
                                    )
                            Assign(targets=('dq_c',)) @365:25
                              .value:
                                BinOp(op='+') @365:32
                                  .lhs:
                                    Name(id='dq_c') @365:32
                                  .rhs:
                                    Call(kwargs=()) @365:39
                                      .func:
                                        Name(id='mma_wait') @365:39
                                      .args:
                                        Name(id='f1') @365:48
                          .orelse:
                            Assign(targets=('dq_c',)) @367:25
                              .value:
                                Call(kwargs=()) @367:32
                                  .func:
                                    Name(id='zeros') @367:32
                                  .args:
                                    ListLit() @367:38
                                      .elts:
                                        Name(id='BLOCK_M') @367:39
                                        Name(id='DQ_COLS') @367:48
                                    Name(id='f32') @367:58
                            For(var='g') @368:25
                              .iter:
                                Call(kwargs=()) @368:34
                                  .func:
                                    Name(id='static_range') @368:34
                                  .args:
                                    Name(id='NWG') @368:47
                              .body:
                                Assign(targets=('gg',)) @369:29
                                  .value:
                                    BinOp(op='%') @369:35
                                      .lhs:
                                        BinOp(op='+') @369:35
                                          .lhs:
                                            Name(id='wg') @369:35
                                          .rhs:
                                            Name(id='g') @369:40
                                      .rhs:
                                        Name(id='NWG') @369:45
                                Assign(targets=('dq_c',)) @370:29
                                  .value:
                                    Call(kwargs=()) @370:36
                                      .func:
                                        Name(id='mma_wait') @370:36
                                      .args:
                                        Call(kwargs=()) @370:45
                                          .func:
                                            Name(id='mma_async') @370:45
                                          .args:
                                            Index() @370:55
                                              .value:
                                                Name(id='ds_s') @370:55
                                              .subs:
                                                BinOp(op='+') @370:60
                                                  .lhs:
                                                    BinOp(op='*') @370:60
                                                      .lhs:
                                                        Name(id='last') @370:60
                                                      .rhs:
                                                        Name(id='NWG') @370:67
                                                  .rhs:
                                                    Name(id='gg') @370:73
                                            Index() @370:78
                                              .value:
                                                Name(id='kh_tile') @370:78
                                              .subs:
                                                BinOp(op='+') @370:86
                                                  .lhs:
                                                    BinOp(op='*') @370:86
                                                      .lhs:
                                                        Name(id='NC') @370:86
                                                      .rhs:
                                                        BinOp(op='+') @370:92
                                                          .lhs:
                                                            BinOp(op='*') @370:92
                                                              .lhs:
                                                                Name(id='ks') @370:92
                                                              .rhs:
                                                                Name(id='NWG') @370:97
                                                          .rhs:
                                                            Name(id='gg') @370:103
                                                  .rhs:
                                                    Name(id='c') @370:109
                                            Name(id='dq_c') @370:113
                        Wait() @371:21
                          .target:
                            Index() @371:26
                              .value:
                                Name(id='dq_empty') @371:26
                              .subs:
                                Name(id='i') @371:35
                          .phase:
                            BinOp(op='-') @371:44
                              .lhs:
                                Const(value=1) @371:44
                              .rhs:
                                BinOp(op='%') @371:48
                                  .lhs:
                                    Name(id='last') @371:48
                                  .rhs:
                                    Const(value=2) @371:55
                        ExprStmt() @372:21
                          .value:
                            Call(kwargs=()) @372:21
                              .func:
                                Name(id='store_smem') @372:21
                              .args:
                                Index() @372:32
                                  .value:
                                    Name(id='dq_s') @372:32
                                  .subs:
                                    BinOp(op='+') @372:37
                                      .lhs:
                                        BinOp(op='*') @372:37
                                          .lhs:
                                            Name(id='i') @372:37
                                          .rhs:
                                            Name(id='NWG') @372:41
                                      .rhs:
                                        Name(id='wg') @372:47
                                Name(id='dq_c') @372:52
                        Fence() @373:21
                        Arrive(count=None) @374:21
                          .target:
                            Index() @374:28
                              .value:
                                Name(id='dq_full') @374:28
                              .subs:
                                Name(id='i') @374:36
            Arrive(count=None) @375:9
              .target:
                Index() @375:16
                  .value:
                    Name(id='kv_free') @375:16
                  .subs:
                    Name(id='ks') @375:24
            Assign(targets=('k_scale',)) @376:9
              .value:
                Name(id='sm_scale') @376:19
            Assign(targets=('v_scale',)) @377:9
              .value:
                Const(value=1.0) @377:19
            If(orelse=()) @378:9
              .cond:
                BinOp(op='==') @378:12
                  .lhs:
                    Name(id='ACT') @378:12
                  .rhs:
                    Const(value='silu') @378:19
              .body:
                Assign(targets=('k_scale',)) @379:13
                  .value:
                    BinOp(op='*') @379:23
                      .lhs:
                        Name(id='sm_scale') @379:23
                      .rhs:
                        Name(id='out_scale') @379:34
                Assign(targets=('v_scale',)) @380:13
                  .value:
                    Name(id='out_scale') @380:23
            Assign(targets=('live',)) @381:9
              .value:
                BinOp(op='<') @381:16
                  .lhs:
                    Name(id='krows') @381:16
                  .rhs:
                    Name(id='len_k') @381:24
            Store() @382:9
              .target:
                Index() @382:9
                  .value:
                    Name(id='dk') @382:9
                  .subs:
                    Name(id='seq') @382:12
              .subs:
                Index() @382:17
                  .value:
                    Name(id='krows') @382:17
                  .subs:
                    FullSlice() @382:23
                    Const(value=None) @382:26
                Name(id='kvh') @382:33
                Index() @382:38
                  .value:
                    Name(id='dcols') @382:38
                  .subs:
                    Const(value=None) @382:44
                    FullSlice() @382:50
              .value:
                Call(kwargs=()) @382:56
                  .func:
                    Name(id='cast') @382:56
                  .args:
                    BinOp(op='*') @382:61
                      .lhs:
                        Name(id='acc_k') @382:61
                      .rhs:
                        Name(id='k_scale') @382:69
                    Name(id='DT') @382:78
              .mask:
                Index() @382:88
                  .value:
                    Name(id='live') @382:88
                  .subs:
                    FullSlice() @382:93
                    Const(value=None) @382:96
            Store() @383:9
              .target:
                Index() @383:9
                  .value:
                    Name(id='dv') @383:9
                  .subs:
                    Name(id='seq') @383:12
              .subs:
                Index() @383:17
                  .value:
                    Name(id='krows') @383:17
                  .subs:
                    FullSlice() @383:23
                    Const(value=None) @383:26
                Name(id='kvh') @383:33
                Index() @383:38
                  .value:
                    Name(id='dcols') @383:38
                  .subs:
                    Const(value=None) @383:44
                    FullSlice() @383:50
              .value:
                Call(kwargs=()) @383:56
                  .func:
                    Name(id='cast') @383:56
                  .args:
                    BinOp(op='*') @383:61
                      .lhs:
                        Name(id='acc_v') @383:61
                      .rhs:
                        Name(id='v_scale') @383:69
                    Name(id='DT') @383:78
              .mask:
                Index() @383:88
                  .value:
                    Name(id='live') @383:88
                  .subs:
                    FullSlice() @383:93
                    Const(value=None) @383:96
        Require(message='query heads per KV head x query blocks below 2**31') @385:5
          .cond:
            BoolOp(op='and') @385:13
              .values:
                BinOp(op='>') @385:13
                  .lhs:
                    Name(id='HKV') @385:13
                  .rhs:
                    Const(value=0) @385:19
                BinOp(op='<=') @385:25
                  .lhs:
                    BinOp(op='*') @385:25
                      .lhs:
                        BinOp(op='//') @385:25
                          .lhs:
                            Name(id='H') @385:25
                          .rhs:
                            Name(id='HKV') @385:30
                      .rhs:
                        Call(kwargs=()) @385:36
                          .func:
                            Name(id='cdiv') @385:36
                          .args:
                            Name(id='Tq') @385:41
                            Name(id='BLOCK_M') @385:45
                  .rhs:
                    Const(value=2147483647) @385:57