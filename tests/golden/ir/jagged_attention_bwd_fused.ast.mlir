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
    FuncDef(name='fused_part_bounds', params=('part', 'LAG', 'SPLIT', 'n_xs', 'steps')) @26:1
      .body:
        If(orelse=()) @27:5
          .cond:
            Unary(op='not') @27:8
              .operand:
                Name(id='LAG') @27:12
          .body:
            Return() @28:9
              .values:
                Call(kwargs=()) @28:16
                  .func:
                    Name(id='part_bounds') @28:16
                  .args:
                    Name(id='part') @28:28
                    Name(id='n_xs') @28:34
                    Name(id='steps') @28:40
                    Name(id='SPLIT') @28:47
        Assign(targets=('s1',)) @29:5
          .value:
            Call(kwargs=()) @29:10
              .func:
                Name(id='minimum') @29:10
              .args:
                Name(id='steps') @29:18
                Const(value=1) @29:25
        If(orelse=()) @30:5
          .cond:
            BinOp(op='==') @30:8
              .lhs:
                Name(id='part') @30:8
              .rhs:
                Const(value=0) @30:16
          .body:
            Return() @31:9
              .values:
                Const(value=0) @31:16
                Name(id='s1') @31:19
        If(orelse=()) @32:5
          .cond:
            BoolOp(op='and') @32:8
              .values:
                Name(id='SPLIT') @32:8
                BinOp(op='==') @32:18
                  .lhs:
                    Name(id='part') @32:18
                  .rhs:
                    Const(value=1) @32:26
          .body:
            Return() @33:9
              .values:
                Name(id='s1') @33:16
                Call(kwargs=()) @33:20
                  .func:
                    Name(id='maximum') @33:20
                  .args:
                    Name(id='n_xs') @33:28
                    Name(id='s1') @33:34
        If(orelse=()) @34:5
          .cond:
            Name(id='SPLIT') @34:8
          .body:
            Return() @35:9
              .values:
                Call(kwargs=()) @35:16
                  .func:
                    Name(id='maximum') @35:16
                  .args:
                    Name(id='n_xs') @35:24
                    Name(id='s1') @35:30
                Name(id='steps') @35:35
        Return() @36:5
          .values:
            Name(id='s1') @36:12
            Name(id='steps') @36:16
    KernelDef(name='attn_bwd_fused') @38:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @39:9
          .dtype:
            Name(id='DT') @39:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @39:41
          .dtype:
            Name(id='DT') @39:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @39:75
          .dtype:
            Name(id='DT') @39:85
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @40:9
          .dtype:
            Name(id='DT') @40:21
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @40:43
          .dtype:
            Name(id='f32') @40:51
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @40:63
          .dtype:
            Name(id='f32') @40:72
        Param(name='dq_acc', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @41:9
          .dtype:
            Name(id='f32') @41:24
        Param(name='dk', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @41:47
          .dtype:
            Name(id='DT') @41:58
        Param(name='dv', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @41:82
          .dtype:
            Name(id='DT') @41:93
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @42:9
          .dtype:
            Name(id='i32') @42:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @42:25
          .dtype:
            Name(id='i32') @42:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @42:41
          .dtype:
            Name(id='f32') @42:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @42:56
          .dtype:
            Name(id='f32') @42:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @43:9
          .default:
            Name(id='f16') @43:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @43:26
          .default:
            Const(value=128) @43:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @43:42
          .default:
            Const(value=64) @43:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @43:63
          .default:
            Const(value=128) @43:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @43:85
          .default:
            Const(value=2) @43:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @44:9
          .default:
            Const(value=False) @44:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @44:32
          .default:
            Const(value='softmax') @44:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @44:56
          .default:
            Const(value=240) @44:70
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @44:75
          .default:
            Const(value=64) @44:89
        Param(name='KV_BUF', kind='const', dtype=None, dims=(), offsets=None) @44:93
          .default:
            Const(value=1) @44:109
        Param(name='DQ_COLS', kind='const', dtype=None, dims=(), offsets=None) @45:9
          .default:
            Const(value=32) @45:26
        Param(name='DQ_WRITER', kind='const', dtype=None, dims=(), offsets=None) @45:30
          .default:
            Const(value=False) @45:49
        Param(name='DQ_EARLY', kind='const', dtype=None, dims=(), offsets=None) @45:56
          .default:
            Const(value=False) @45:74
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @46:9
          .default:
            Const(value=False) @46:26
        Param(name='SMEM_P', kind='const', dtype=None, dims=(), offsets=None) @46:33
          .default:
            Const(value=False) @46:49
        Param(name='DQ_LAG', kind='const', dtype=None, dims=(), offsets=None) @46:56
          .default:
            Const(value=False) @46:72
        Param(name='DQ_PAIR', kind='const', dtype=None, dims=(), offsets=None) @47:9
          .default:
            Const(value=False) @47:26
        Param(name='SPLIT', kind='const', dtype=None, dims=(), offsets=None) @47:33
          .default:
            Const(value=False) @47:48
        Param(name='LSE_AHEAD', kind='const', dtype=None, dims=(), offsets=None) @47:55
          .default:
            Const(value=False) @47:74
      .body:
        Tiles() @48:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @48:22
                .func:
                  Name(id='blocks') @48:22
                .args:
                  Name(id='k') @48:29
                  Name(id='BLOCK_N') @48:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @48:49
                .func:
                  Name(id='range') @48:49
                .args:
                  Name(id='HKV') @48:55
            )
          .options:
            TileOption(id='persistent', arg=None) @48:60
            TileOption(id='longest_first', arg=None) @48:71
            TileOption(id='dynamic') @48:85
              .arg:
                Name(id='DYNAMIC') @48:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @49:5
          .cond:
            BinOp(op='==') @49:19
              .lhs:
                BinOp(op='%') @49:19
                  .lhs:
                    Name(id='BLOCK_N') @49:19
                  .rhs:
                    Name(id='WG_N') @49:29
              .rhs:
                Const(value=0) @49:37
        Assign(targets=('NWG',)) @50:5
          .value:
            BinOp(op='//') @50:11
              .lhs:
                Name(id='BLOCK_N') @50:11
              .rhs:
                Name(id='WG_N') @50:22
        Assign(targets=('WRITER',)) @51:5
          .value:
            BoolOp(op='and') @51:14
              .values:
                Name(id='DQ_WRITER') @51:14
                BinOp(op='==') @51:28
                  .lhs:
                    Name(id='TARGET') @51:28
                  .rhs:
                    Const(value='gluon') @51:38
        Assign(targets=('LAG',)) @52:5
          .value:
            BoolOp(op='and') @52:11
              .values:
                Name(id='DQ_LAG') @52:11
                Name(id='WRITER') @52:22
        StaticAssert(message='DQ_LAG: with SMEM_P and DQ_WRITER') @53:5
          .cond:
            BoolOp(op='or') @53:19
              .values:
                Unary(op='not') @53:19
                  .operand:
                    Name(id='DQ_LAG') @53:23
                BoolOp(op='and') @53:34
                  .values:
                    Name(id='SMEM_P') @53:34
                    Name(id='DQ_WRITER') @53:45
        SmemDecl(name='k_tile') @57:5
          .stages:
            BinOp(op='*') @57:17
              .lhs:
                Name(id='KV_BUF') @57:17
              .rhs:
                BinOp(op='//') @57:27
                  .lhs:
                    Name(id='BLOCK_N') @57:27
                  .rhs:
                    Name(id='WG_N') @57:38
          .dtype:
            Name(id='DT') @57:46
          .shape:
            Name(id='WG_N') @57:49
            Name(id='D') @57:55
        SmemDecl(name='v_tile') @58:5
          .stages:
            BinOp(op='*') @58:17
              .lhs:
                Name(id='KV_BUF') @58:17
              .rhs:
                BinOp(op='//') @58:27
                  .lhs:
                    Name(id='BLOCK_N') @58:27
                  .rhs:
                    Name(id='WG_N') @58:38
          .dtype:
            Name(id='DT') @58:46
          .shape:
            Name(id='WG_N') @58:49
            Name(id='D') @58:55
        SmemDecl(name='q_ring') @59:5
          .stages:
            Name(id='STAGES') @59:17
          .dtype:
            Name(id='DT') @59:26
          .shape:
            Name(id='BLOCK_M') @59:29
            Name(id='D') @59:38
        SmemDecl(name='do_ring') @60:5
          .stages:
            Name(id='STAGES') @60:18
          .dtype:
            Name(id='DT') @60:27
          .shape:
            Name(id='BLOCK_M') @60:30
            Name(id='D') @60:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @65:5
          .cond:
            BoolOp(op='and') @65:19
              .values:
                BinOp(op='==') @65:19
                  .lhs:
                    BinOp(op='%') @65:19
                      .lhs:
                        Name(id='D') @65:19
                      .rhs:
                        Name(id='DQ_COLS') @65:23
                  .rhs:
                    Const(value=0) @65:34
                BinOp(op='==') @65:40
                  .lhs:
                    BinOp(op='%') @65:40
                      .lhs:
                        Name(id='DQ_COLS') @65:40
                      .rhs:
                        Const(value=16) @65:50
                  .rhs:
                    Const(value=0) @65:56
        Assign(targets=('NC',)) @66:5
          .value:
            BinOp(op='//') @66:10
              .lhs:
                Name(id='D') @66:10
              .rhs:
                Name(id='DQ_COLS') @66:15
        SmemDecl(name='kh_tile') @67:5
          .stages:
            BinOp(op='*') @67:18
              .lhs:
                BinOp(op='*') @67:18
                  .lhs:
                    Name(id='KV_BUF') @67:18
                  .rhs:
                    BinOp(op='//') @67:28
                      .lhs:
                        Name(id='BLOCK_N') @67:28
                      .rhs:
                        Name(id='WG_N') @67:39
              .rhs:
                BinOp(op='//') @67:48
                  .lhs:
                    Name(id='D') @67:48
                  .rhs:
                    Name(id='DQ_COLS') @67:53
          .dtype:
            Name(id='DT') @67:64
          .shape:
            Name(id='WG_N') @67:67
            Name(id='DQ_COLS') @67:73
        If() @69:5
          .cond:
            BoolOp(op='and') @69:8
              .values:
                Name(id='DQ_WRITER') @69:8
                BinOp(op='==') @69:22
                  .lhs:
                    Name(id='TARGET') @69:22
                  .rhs:
                    Const(value='gluon') @69:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @70:9
              .cond:
                BinOp(op='==') @70:23
                  .lhs:
                    BinOp(op='%') @70:23
                      .lhs:
                        Name(id='D') @70:23
                      .rhs:
                        BinOp(op='*') @70:28
                          .lhs:
                            Name(id='DQ_COLS') @70:28
                          .rhs:
                            BinOp(op='//') @70:39
                              .lhs:
                                Name(id='BLOCK_N') @70:39
                              .rhs:
                                Name(id='WG_N') @70:50
                  .rhs:
                    Const(value=0) @70:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @71:9
              .cond:
                BinOp(op='==') @71:23
                  .lhs:
                    BinOp(op='%') @71:23
                      .lhs:
                        Name(id='STAGES') @71:23
                      .rhs:
                        Const(value=2) @71:32
                  .rhs:
                    Const(value=0) @71:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @72:9
              .cond:
                BoolOp(op='or') @72:23
                  .values:
                    Unary(op='not') @72:23
                      .operand:
                        Name(id='DQ_EARLY') @72:27
                    BoolOp(op='and') @72:40
                      .values:
                        BinOp(op='==') @72:40
                          .lhs:
                            Name(id='BLOCK_N') @72:40
                          .rhs:
                            BinOp(op='*') @72:51
                              .lhs:
                                Const(value=2) @72:51
                              .rhs:
                                Name(id='WG_N') @72:55
                        BinOp(op='==') @72:64
                          .lhs:
                            BinOp(op='//') @72:64
                              .lhs:
                                Name(id='D') @72:64
                              .rhs:
                                Name(id='DQ_COLS') @72:69
                          .rhs:
                            Const(value=4) @72:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @74:9
              .cond:
                Unary(op='not') @74:23
                  .operand:
                    BoolOp(op='and') @74:28
                      .values:
                        Name(id='SMEM_P') @74:28
                        Name(id='DQ_EARLY') @74:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @75:9
              .cond:
                BoolOp(op='or') @75:23
                  .values:
                    Unary(op='not') @75:23
                      .operand:
                        Name(id='DQ_PAIR') @75:27
                    BoolOp(op='and') @75:39
                      .values:
                        Name(id='SMEM_P') @75:39
                        BinOp(op='==') @75:50
                          .lhs:
                            Name(id='BLOCK_N') @75:50
                          .rhs:
                            BinOp(op='*') @75:61
                              .lhs:
                                Const(value=2) @75:61
                              .rhs:
                                Name(id='WG_N') @75:65
            If() @76:9
              .cond:
                Name(id='SMEM_P') @76:12
              .body:
                SmemDecl(name='ds_s') @77:13
                  .stages:
                    BinOp(op='*') @77:23
                      .lhs:
                        Name(id='STAGES') @77:23
                      .rhs:
                        BinOp(op='//') @77:33
                          .lhs:
                            Name(id='BLOCK_N') @77:33
                          .rhs:
                            Name(id='WG_N') @77:44
                  .dtype:
                    Name(id='DT') @77:52
                  .shape:
                    Name(id='BLOCK_M') @77:55
                    Name(id='WG_N') @77:64
              .orelse:
                SmemDecl(name='ds_s') @79:13
                  .stages:
                    BinOp(op='*') @79:23
                      .lhs:
                        Name(id='STAGES') @79:23
                      .rhs:
                        BinOp(op='//') @79:33
                          .lhs:
                            Name(id='BLOCK_N') @79:33
                          .rhs:
                            Name(id='WG_N') @79:44
                  .dtype:
                    Name(id='DT') @79:52
                  .shape:
                    Name(id='WG_N') @79:55
                    Name(id='BLOCK_M') @79:61
            BarrierDecl(name='ds_ready') @80:9
              .size:
                Name(id='STAGES') @80:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @80:40
                    .lhs:
                      Name(id='BLOCK_N') @80:40
                    .rhs:
                      Name(id='WG_N') @80:51
                )
            SmemDecl(name='dq_s') @82:9
              .stages:
                BinOp(op='*') @82:20
                  .lhs:
                    BinOp(op='//') @82:20
                      .lhs:
                        Name(id='BLOCK_N') @82:20
                      .rhs:
                        Name(id='WG_N') @82:31
                  .rhs:
                    BinOp(op='//') @82:40
                      .lhs:
                        BinOp(op='//') @82:40
                          .lhs:
                            Name(id='D') @82:40
                          .rhs:
                            Name(id='DQ_COLS') @82:45
                      .rhs:
                        BinOp(op='//') @82:57
                          .lhs:
                            Name(id='BLOCK_N') @82:57
                          .rhs:
                            Name(id='WG_N') @82:68
              .dtype:
                Name(id='f32') @82:77
              .shape:
                Name(id='BLOCK_M') @82:81
                Name(id='DQ_COLS') @82:90
            BarrierDecl(name='dq_full') @83:9
              .size:
                BinOp(op='//') @83:25
                  .lhs:
                    BinOp(op='//') @83:25
                      .lhs:
                        Name(id='D') @83:25
                      .rhs:
                        Name(id='DQ_COLS') @83:30
                  .rhs:
                    BinOp(op='//') @83:42
                      .lhs:
                        Name(id='BLOCK_N') @83:42
                      .rhs:
                        Name(id='WG_N') @83:53
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @83:66
                    .lhs:
                      Name(id='BLOCK_N') @83:66
                    .rhs:
                      Name(id='WG_N') @83:77
                )
            BarrierDecl(name='dq_empty', kwargs=()) @84:9
              .size:
                BinOp(op='//') @84:26
                  .lhs:
                    BinOp(op='//') @84:26
                      .lhs:
                        Name(id='D') @84:26
                      .rhs:
                        Name(id='DQ_COLS') @84:31
                  .rhs:
                    BinOp(op='//') @84:43
                      .lhs:
                        Name(id='BLOCK_N') @84:43
                      .rhs:
                        Name(id='WG_N') @84:54
          .orelse:
            If() @86:9
              .cond:
                Name(id='SMEM_P') @86:12
              .body:
                SmemDecl(name='ds_s') @87:13
                  .stages:
                    BinOp(op='//') @87:23
                      .lhs:
                        Name(id='BLOCK_N') @87:23
                      .rhs:
                        Name(id='WG_N') @87:34
                  .dtype:
                    Name(id='DT') @87:41
                  .shape:
                    Name(id='BLOCK_M') @87:44
                    Name(id='WG_N') @87:53
              .orelse:
                SmemDecl(name='ds_s') @89:13
                  .stages:
                    BinOp(op='//') @89:23
                      .lhs:
                        Name(id='BLOCK_N') @89:23
                      .rhs:
                        Name(id='WG_N') @89:34
                  .dtype:
                    Name(id='DT') @89:41
                  .shape:
                    Name(id='WG_N') @89:44
                    Name(id='BLOCK_M') @89:50
            SmemDecl(name='dq_s') @90:9
              .stages:
                BinOp(op='//') @90:19
                  .lhs:
                    Name(id='BLOCK_N') @90:19
                  .rhs:
                    Name(id='WG_N') @90:30
              .dtype:
                Name(id='f32') @90:37
              .shape:
                Name(id='BLOCK_M') @90:41
                Name(id='DQ_COLS') @90:50
        BarrierDecl(name='kv_ready', kwargs=()) @91:5
          .size:
            Name(id='KV_BUF') @91:22
        BarrierDecl(name='kv_free') @92:5
          .size:
            Name(id='KV_BUF') @92:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @92:35
                .lhs:
                  Name(id='BLOCK_N') @92:35
                .rhs:
                  Name(id='WG_N') @92:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @93:5
          .size:
            Name(id='STAGES') @93:22
        BarrierDecl(name='qd_free') @94:5
          .size:
            Name(id='STAGES') @94:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @94:35
                .lhs:
                  Name(id='BLOCK_N') @94:35
                .rhs:
                  Name(id='WG_N') @94:46
            )
        Assign(targets=('len_q',)) @96:5
          .value:
            Attr(name='len') @96:13
              .value:
                Index() @96:13
                  .value:
                    Name(id='q') @96:13
                  .subs:
                    Name(id='seq') @96:15
        Assign(targets=('len_k',)) @97:5
          .value:
            Attr(name='len') @97:13
              .value:
                Index() @97:13
                  .value:
                    Name(id='k') @97:13
                  .subs:
                    Name(id='seq') @97:15
        Assign(targets=('q0',)) @98:5
          .value:
            Attr(name='start') @98:10
              .value:
                Index() @98:10
                  .value:
                    Name(id='q') @98:10
                  .subs:
                    Name(id='seq') @98:12
        Assign(targets=('n',)) @100:5
          .value:
            Name(id='nt') @100:9
        If(orelse=()) @101:5
          .cond:
            Name(id='CAUSAL') @101:8
          .body:
            Assign(targets=('n',)) @102:9
              .value:
                BinOp(op='-') @102:13
                  .lhs:
                    BinOp(op='-') @102:13
                      .lhs:
                        Call(kwargs=()) @102:13
                          .func:
                            Name(id='cdiv') @102:13
                          .args:
                            Name(id='len_k') @102:18
                            Name(id='BLOCK_N') @102:25
                      .rhs:
                        Const(value=1) @102:36
                  .rhs:
                    Name(id='nt') @102:40
        Assign(targets=('group',)) @103:5
          .value:
            BinOp(op='//') @103:13
              .lhs:
                Name(id='H') @103:13
              .rhs:
                Name(id='HKV') @103:18
        Assign(targets=('m_lo',)) @105:5
          .value:
            Const(value=0) @105:12
        If(orelse=()) @106:5
          .cond:
            Name(id='CAUSAL') @106:8
          .body:
            Assign(targets=('m_lo',)) @107:9
              .value:
                BinOp(op='//') @107:16
                  .lhs:
                    Call(kwargs=()) @107:16
                      .func:
                        Name(id='maximum') @107:16
                      .args:
                        BinOp(op='-') @107:24
                          .lhs:
                            BinOp(op='*') @107:24
                              .lhs:
                                Name(id='n') @107:24
                              .rhs:
                                Name(id='BLOCK_N') @107:28
                          .rhs:
                            BinOp(op='-') @107:39
                              .lhs:
                                Name(id='len_k') @107:39
                              .rhs:
                                Name(id='len_q') @107:47
                        Const(value=0) @107:55
                  .rhs:
                    Name(id='BLOCK_M') @107:61
        Assign(targets=('n_m',)) @108:5
          .value:
            Call(kwargs=()) @108:11
              .func:
                Name(id='maximum') @108:11
              .args:
                BinOp(op='-') @108:19
                  .lhs:
                    Call(kwargs=()) @108:19
                      .func:
                        Name(id='cdiv') @108:19
                      .args:
                        Name(id='len_q') @108:24
                        Name(id='BLOCK_M') @108:31
                  .rhs:
                    Name(id='m_lo') @108:42
                Const(value=0) @108:48
        Assign(targets=('steps',)) @109:5
          .value:
            BinOp(op='*') @109:13
              .lhs:
                Name(id='group') @109:13
              .rhs:
                Name(id='n_m') @109:21
        Assign(targets=('n_x',)) @113:5
          .value:
            Const(value=0) @113:11
        Assign(targets=('n_xs',)) @114:5
          .value:
            Const(value=0) @114:12
        Assign(targets=('rot',)) @115:5
          .value:
            Const(value=0) @115:11
        If(orelse=()) @116:5
          .cond:
            Name(id='SPLIT') @116:8
          .body:
            If(orelse=()) @117:9
              .cond:
                Name(id='CAUSAL') @117:12
              .body:
                Assign(targets=('m_diag',)) @119:13
                  .value:
                    Call(kwargs=()) @119:22
                      .func:
                        Name(id='cdiv') @119:22
                      .args:
                        Call(kwargs=()) @119:27
                          .func:
                            Name(id='maximum') @119:27
                          .args:
                            BinOp(op='-') @119:35
                              .lhs:
                                BinOp(op='-') @119:35
                                  .lhs:
                                    BinOp(op='+') @119:35
                                      .lhs:
                                        BinOp(op='*') @119:35
                                          .lhs:
                                            Name(id='n') @119:35
                                          .rhs:
                                            Name(id='BLOCK_N') @119:39
                                      .rhs:
                                        Name(id='BLOCK_N') @119:49
                                  .rhs:
                                    Const(value=1) @119:59
                              .rhs:
                                BinOp(op='-') @119:64
                                  .lhs:
                                    Name(id='len_k') @119:64
                                  .rhs:
                                    Name(id='len_q') @119:72
                            Const(value=0) @119:80
                        Name(id='BLOCK_M') @119:84
                Assign(targets=('n_x',)) @120:13
                  .value:
                    Call(kwargs=()) @120:19
                      .func:
                        Name(id='minimum') @120:19
                      .args:
                        Call(kwargs=()) @120:27
                          .func:
                            Name(id='maximum') @120:27
                          .args:
                            BinOp(op='-') @120:35
                              .lhs:
                                Name(id='m_diag') @120:35
                              .rhs:
                                Name(id='m_lo') @120:44
                            Const(value=0) @120:50
                        Name(id='n_m') @120:54
            Assign(targets=('n_e',)) @121:9
              .value:
                BinOp(op='*') @121:15
                  .lhs:
                    Call(kwargs=()) @121:15
                      .func:
                        Name(id='minimum') @121:15
                      .args:
                        BinOp(op='%') @121:23
                          .lhs:
                            Name(id='len_q') @121:23
                          .rhs:
                            Name(id='BLOCK_M') @121:31
                        Const(value=1) @121:40
                  .rhs:
                    Call(kwargs=()) @121:45
                      .func:
                        Name(id='minimum') @121:45
                      .args:
                        BinOp(op='-') @121:53
                          .lhs:
                            Name(id='n_m') @121:53
                          .rhs:
                            Name(id='n_x') @121:59
                        Const(value=1) @121:64
            Assign(targets=('n_x',)) @122:9
              .value:
                BinOp(op='+') @122:15
                  .lhs:
                    Name(id='n_x') @122:15
                  .rhs:
                    Name(id='n_e') @122:21
            Assign(targets=('n_x',)) @123:9
              .value:
                BinOp(op='+') @123:15
                  .lhs:
                    Name(id='n_x') @123:15
                  .rhs:
                    BinOp(op='*') @123:21
                      .lhs:
                        Call(kwargs=()) @123:21
                          .func:
                            Name(id='minimum') @123:21
                          .args:
                            Call(kwargs=()) @123:29
                              .func:
                                Name(id='maximum') @123:29
                              .args:
                                BinOp(op='-') @123:38
                                  .lhs:
                                    BinOp(op='*') @123:38
                                      .lhs:
                                        BinOp(op='+') @123:38
                                          .lhs:
                                            Name(id='n') @123:38
                                          .rhs:
                                            Const(value=1) @123:42
                                      .rhs:
                                        Name(id='BLOCK_N') @123:47
                                  .rhs:
                                    Name(id='len_k') @123:57
                                Const(value=0) @123:64
                            Const(value=1) @123:68
                      .rhs:
                        BinOp(op='-') @123:74
                          .lhs:
                            Name(id='n_m') @123:74
                          .rhs:
                            Name(id='n_x') @123:80
            Assign(targets=('n_xs',)) @124:9
              .value:
                Call(kwargs=()) @124:16
                  .func:
                    Name(id='minimum') @124:16
                  .args:
                    BinOp(op='*') @124:24
                      .lhs:
                        Name(id='group') @124:24
                      .rhs:
                        Name(id='n_x') @124:32
                    Name(id='steps') @124:37
            Assign(targets=('rot',)) @125:9
              .value:
                BinOp(op='%') @125:16
                  .lhs:
                    BinOp(op='-') @125:16
                      .lhs:
                        Name(id='n_m') @125:16
                      .rhs:
                        Name(id='n_e') @125:22
                  .rhs:
                    Call(kwargs=()) @125:29
                      .func:
                        Name(id='maximum') @125:29
                      .args:
                        Name(id='n_m') @125:37
                        Const(value=1) @125:42
        Assign(targets=('PARTS',)) @127:5
          .value:
            Const(value=1) @127:13
        If(orelse=()) @128:5
          .cond:
            Name(id='LAG') @128:8
          .body:
            Assign(targets=('PARTS',)) @129:9
              .value:
                BinOp(op='+') @129:17
                  .lhs:
                    Name(id='PARTS') @129:17
                  .rhs:
                    Const(value=1) @129:25
        If(orelse=()) @130:5
          .cond:
            Name(id='SPLIT') @130:8
          .body:
            Assign(targets=('PARTS',)) @131:9
              .value:
                BinOp(op='+') @131:17
                  .lhs:
                    Name(id='PARTS') @131:17
                  .rhs:
                    Const(value=1) @131:25
        Role(name='load', replica=None) @133:5
          .kwargs:
            (
              'warps'
              Const(value=1) @133:21
            )
            (
              'regs'
              Const(value=24) @133:29
            )
          .body:
            Assign(targets=('ks',)) @134:9
              .value:
                BinOp(op='%') @134:14
                  .lhs:
                    Name(id='tile_index') @134:14
                  .rhs:
                    Name(id='KV_BUF') @134:27
            Wait(phase=None) @135:9
              .target:
                Index() @135:14
                  .value:
                    Name(id='kv_free') @135:14
                  .subs:
                    Name(id='ks') @135:22
            Expect() @136:9
              .target:
                Index() @136:16
                  .value:
                    Name(id='kv_ready') @136:16
                  .subs:
                    Name(id='ks') @136:25
              .nbytes:
                BinOp(op='+') @136:30
                  .lhs:
                    BinOp(op='*') @136:30
                      .lhs:
                        BinOp(op='*') @136:30
                          .lhs:
                            Const(value=2) @136:30
                          .rhs:
                            Name(id='NWG') @136:34
                      .rhs:
                        Call(kwargs=()) @136:40
                          .func:
                            Name(id='bytes') @136:40
                          .args:
                            Name(id='k_tile') @136:46
                  .rhs:
                    BinOp(op='*') @136:56
                      .lhs:
                        BinOp(op='*') @136:56
                          .lhs:
                            Name(id='NC') @136:56
                          .rhs:
                            Name(id='NWG') @136:61
                      .rhs:
                        Call(kwargs=()) @136:67
                          .func:
                            Name(id='bytes') @136:67
                          .args:
                            Name(id='kh_tile') @136:73
            For(var='i') @137:9
              .iter:
                Call(kwargs=()) @137:18
                  .func:
                    Name(id='static_range') @137:18
                  .args:
                    Name(id='NWG') @137:31
              .body:
                Tma() @138:13
                  .dst:
                    Index() @138:17
                      .value:
                        Name(id='k_tile') @138:17
                      .subs:
                        BinOp(op='+') @138:24
                          .lhs:
                            BinOp(op='*') @138:24
                              .lhs:
                                Name(id='ks') @138:24
                              .rhs:
                                Name(id='NWG') @138:29
                          .rhs:
                            Name(id='i') @138:35
                  .src:
                    Index() @138:41
                      .value:
                        Name(id='k') @138:41
                      .subs:
                        Name(id='seq') @138:43
                        BinOp(op='+') @138:48
                          .lhs:
                            BinOp(op='*') @138:48
                              .lhs:
                                Name(id='NWG') @138:48
                              .rhs:
                                Name(id='n') @138:54
                          .rhs:
                            Name(id='i') @138:58
                        Name(id='kvh') @138:61
                  .signals:
                    Index() @138:74
                      .value:
                        Name(id='kv_ready') @138:74
                      .subs:
                        Name(id='ks') @138:83
                Tma() @139:13
                  .dst:
                    Index() @139:17
                      .value:
                        Name(id='v_tile') @139:17
                      .subs:
                        BinOp(op='+') @139:24
                          .lhs:
                            BinOp(op='*') @139:24
                              .lhs:
                                Name(id='ks') @139:24
                              .rhs:
                                Name(id='NWG') @139:29
                          .rhs:
                            Name(id='i') @139:35
                  .src:
                    Index() @139:41
                      .value:
                        Name(id='v') @139:41
                      .subs:
                        Name(id='seq') @139:43
                        BinOp(op='+') @139:48
                          .lhs:
                            BinOp(op='*') @139:48
                              .lhs:
                                Name(id='NWG') @139:48
                              .rhs:
                                Name(id='n') @139:54
                          .rhs:
                            Name(id='i') @139:58
                        Name(id='kvh') @139:61
                  .signals:
                    Index() @139:74
                      .value:
                        Name(id='kv_ready') @139:74
                      .subs:
                        Name(id='ks') @139:83
                For(var='c') @140:13
                  .iter:
                    Call(kwargs=()) @140:22
                      .func:
                        Name(id='static_range') @140:22
                      .args:
                        Name(id='NC') @140:35
                  .body:
                    Tma() @141:17
                      .dst:
                        Index() @141:21
                          .value:
                            Name(id='kh_tile') @141:21
                          .subs:
                            BinOp(op='+') @141:29
                              .lhs:
                                BinOp(op='*') @141:29
                                  .lhs:
                                    Name(id='NC') @141:29
                                  .rhs:
                                    BinOp(op='+') @141:35
                                      .lhs:
                                        BinOp(op='*') @141:35
                                          .lhs:
                                            Name(id='ks') @141:35
                                          .rhs:
                                            Name(id='NWG') @141:40
                                      .rhs:
                                        Name(id='i') @141:46
                              .rhs:
                                Name(id='c') @141:51
                      .src:
                        Index() @141:57
                          .value:
                            Name(id='k') @141:57
                          .subs:
                            Name(id='seq') @141:59
                            BinOp(op='+') @141:64
                              .lhs:
                                BinOp(op='*') @141:64
                                  .lhs:
                                    Name(id='NWG') @141:64
                                  .rhs:
                                    Name(id='n') @141:70
                              .rhs:
                                Name(id='i') @141:74
                            Name(id='kvh') @141:77
                            Name(id='c') @141:82
                      .signals:
                        Index() @141:93
                          .value:
                            Name(id='kv_ready') @141:93
                          .subs:
                            Name(id='ks') @141:102
            For(var='part') @143:9
              .iter:
                Call(kwargs=()) @143:21
                  .func:
                    Name(id='static_range') @143:21
                  .args:
                    Name(id='PARTS') @143:34
              .body:
                Assign(targets=('lo', 'hi')) @144:13
                  .value:
                    Call(kwargs=()) @144:22
                      .func:
                        Name(id='fused_part_bounds') @144:22
                      .args:
                        Name(id='part') @144:40
                        Name(id='LAG') @144:46
                        Name(id='SPLIT') @144:51
                        Name(id='n_xs') @144:58
                        Name(id='steps') @144:64
                Pipeline(var='j', slot='slot', ring='qd') @145:13
                  .iter:
                    Call(kwargs=()) @145:27
                      .func:
                        Name(id='range') @145:27
                      .args:
                        Name(id='lo') @145:33
                        Name(id='hi') @145:37
                  .stages:
                    Name(id='STAGES') @145:54
                  .body:
                    Assign(targets=('head', 'mb')) @146:17
                      .value:
                        Call(kwargs=()) @146:28
                          .func:
                            Name(id='step_block') @146:28
                          .args:
                            Name(id='j') @146:39
                            Unary(op='-') @146:42
                              .operand:
                                Const(value=1) @146:43
                            BinOp(op='*') @146:46
                              .lhs:
                                Name(id='kvh') @146:46
                              .rhs:
                                Name(id='group') @146:52
                            Name(id='m_lo') @146:59
                            Name(id='rot') @146:65
                            Name(id='n_m') @146:70
                            Name(id='n_x') @146:75
                            Name(id='n_xs') @146:80
                            Name(id='SPLIT') @146:86
                    Wait(phase=None) @147:17
                      .target:
                        Index() @147:22
                          .value:
                            Name(id='qd_free') @147:22
                          .subs:
                            Name(id='slot') @147:30
                    Expect() @148:17
                      .target:
                        Index() @148:24
                          .value:
                            Name(id='qd_ready') @148:24
                          .subs:
                            Name(id='slot') @148:33
                      .nbytes:
                        BinOp(op='+') @148:40
                          .lhs:
                            Call(kwargs=()) @148:40
                              .func:
                                Name(id='bytes') @148:40
                              .args:
                                Name(id='q_ring') @148:46
                          .rhs:
                            Call(kwargs=()) @148:56
                              .func:
                                Name(id='bytes') @148:56
                              .args:
                                Name(id='do_ring') @148:62
                    Tma() @149:17
                      .dst:
                        Index() @149:21
                          .value:
                            Name(id='q_ring') @149:21
                          .subs:
                            Name(id='slot') @149:28
                      .src:
                        Index() @149:37
                          .value:
                            Name(id='q') @149:37
                          .subs:
                            Name(id='seq') @149:39
                            Name(id='mb') @149:44
                            Name(id='head') @149:48
                      .signals:
                        Index() @149:62
                          .value:
                            Name(id='qd_ready') @149:62
                          .subs:
                            Name(id='slot') @149:71
                    Tma() @150:17
                      .dst:
                        Index() @150:21
                          .value:
                            Name(id='do_ring') @150:21
                          .subs:
                            Name(id='slot') @150:29
                      .src:
                        Index() @150:38
                          .value:
                            Name(id='d_o') @150:38
                          .subs:
                            Name(id='seq') @150:42
                            Name(id='mb') @150:47
                            Name(id='head') @150:51
                      .signals:
                        Index() @150:65
                          .value:
                            Name(id='qd_ready') @150:65
                          .subs:
                            Name(id='slot') @150:74
        If(orelse=()) @152:5
          .cond:
            Name(id='WRITER') @152:8
          .body:
            Assign(targets=('NCW',)) @155:9
              .value:
                BinOp(op='//') @155:15
                  .lhs:
                    Name(id='NC') @155:15
                  .rhs:
                    Name(id='NWG') @155:21
            Role(name='dq_writer', replica=None) @156:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @156:30
                )
                (
                  'regs'
                  Const(value=24) @156:38
                )
              .body:
                For(var='part') @157:13
                  .iter:
                    Call(kwargs=()) @157:25
                      .func:
                        Name(id='static_range') @157:25
                      .args:
                        Name(id='PARTS') @157:38
                  .body:
                    Assign(targets=('lo', 'hi')) @158:17
                      .value:
                        Call(kwargs=()) @158:26
                          .func:
                            Name(id='fused_part_bounds') @158:26
                          .args:
                            Name(id='part') @158:44
                            Name(id='LAG') @158:50
                            Name(id='SPLIT') @158:55
                            Name(id='n_xs') @158:62
                            Name(id='steps') @158:68
                    Pipeline(var='j', slot='ws', ring='qd') @159:17
                      .iter:
                        Call(kwargs=()) @159:31
                          .func:
                            Name(id='range') @159:31
                          .args:
                            Name(id='lo') @159:37
                            Name(id='hi') @159:41
                      .stages:
                        Name(id='STAGES') @159:58
                      .body:
                        Assign(targets=('head', 'mb')) @160:21
                          .value:
                            Call(kwargs=()) @160:32
                              .func:
                                Name(id='step_block') @160:32
                              .args:
                                Name(id='j') @160:43
                                Unary(op='-') @160:46
                                  .operand:
                                    Const(value=1) @160:47
                                BinOp(op='*') @160:50
                                  .lhs:
                                    Name(id='kvh') @160:50
                                  .rhs:
                                    Name(id='group') @160:56
                                Name(id='m_lo') @160:63
                                Name(id='rot') @160:69
                                Name(id='n_m') @160:74
                                Name(id='n_x') @160:79
                                Name(id='n_xs') @160:84
                                Name(id='SPLIT') @160:90
                        For(var='i') @161:21
                          .iter:
                            Call(kwargs=()) @161:30
                              .func:
                                Name(id='static_range') @161:30
                              .args:
                                Name(id='NCW') @161:43
                          .body:
                            Wait(phase=None) @162:25
                              .target:
                                Index() @162:30
                                  .value:
                                    Name(id='dq_full') @162:30
                                  .subs:
                                    Name(id='i') @162:38
                            For(var='w') @163:25
                              .iter:
                                Call(kwargs=()) @163:34
                                  .func:
                                    Name(id='static_range') @163:34
                                  .args:
                                    Name(id='NWG') @163:47
                              .body:
                                Tma(signals=None, reduce='add') @164:29
                                  .dst:
                                    Index() @164:33
                                      .value:
                                        Name(id='dq_acc') @164:33
                                      .subs:
                                        Name(id='seq') @164:40
                                        Name(id='mb') @164:45
                                        Name(id='head') @164:49
                                        BinOp(op='+') @164:55
                                          .lhs:
                                            BinOp(op='*') @164:55
                                              .lhs:
                                                Name(id='w') @164:55
                                              .rhs:
                                                Name(id='NCW') @164:59
                                          .rhs:
                                            Name(id='i') @164:65
                                  .src:
                                    Index() @164:71
                                      .value:
                                        Name(id='dq_s') @164:71
                                      .subs:
                                        BinOp(op='+') @164:76
                                          .lhs:
                                            BinOp(op='*') @164:76
                                              .lhs:
                                                Name(id='i') @164:76
                                              .rhs:
                                                Name(id='NWG') @164:80
                                          .rhs:
                                            Name(id='w') @164:86
                            Arrive(count=None) @165:25
                              .target:
                                Index() @165:32
                                  .value:
                                    Name(id='dq_empty') @165:32
                                  .subs:
                                    Name(id='i') @165:41
        Role(name='compute', replica='wg') @167:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @167:29
            )
            (
              'regs'
              Name(id='REGS') @167:39
            )
          .body:
            Assign(targets=('qk_scale',)) @168:9
              .value:
                BinOp(op='*') @168:20
                  .lhs:
                    Name(id='sm_scale') @168:20
                  .rhs:
                    Name(id='LOG2E') @168:31
            Assign(targets=('krow0',)) @169:9
              .value:
                BinOp(op='+') @169:17
                  .lhs:
                    BinOp(op='*') @169:17
                      .lhs:
                        Name(id='n') @169:17
                      .rhs:
                        Name(id='BLOCK_N') @169:21
                  .rhs:
                    BinOp(op='*') @169:31
                      .lhs:
                        Name(id='wg') @169:31
                      .rhs:
                        Name(id='WG_N') @169:36
            Assign(targets=('krows',)) @170:9
              .value:
                BinOp(op='+') @170:17
                  .lhs:
                    Name(id='krow0') @170:17
                  .rhs:
                    Call(kwargs=()) @170:25
                      .func:
                        Name(id='arange') @170:25
                      .args:
                        Name(id='WG_N') @170:32
            Assign(targets=('qcols',)) @171:9
              .value:
                Call(kwargs=()) @171:17
                  .func:
                    Name(id='arange') @171:17
                  .args:
                    Name(id='BLOCK_M') @171:24
            Assign(targets=('dcols',)) @172:9
              .value:
                Call(kwargs=()) @172:17
                  .func:
                    Name(id='arange') @172:17
                  .args:
                    Name(id='D') @172:24
            Assign(targets=('ks',)) @173:9
              .value:
                BinOp(op='%') @173:14
                  .lhs:
                    Name(id='tile_index') @173:14
                  .rhs:
                    Name(id='KV_BUF') @173:27
            Assign(targets=('mine',)) @174:9
              .value:
                BinOp(op='+') @174:16
                  .lhs:
                    BinOp(op='*') @174:16
                      .lhs:
                        Name(id='ks') @174:16
                      .rhs:
                        Name(id='NWG') @174:21
                  .rhs:
                    Name(id='wg') @174:27
            Assign(targets=('acc_k',)) @175:9
              .value:
                Call(kwargs=()) @175:17
                  .func:
                    Name(id='zeros') @175:17
                  .args:
                    ListLit() @175:23
                      .elts:
                        Name(id='WG_N') @175:24
                        Name(id='D') @175:30
                    Name(id='f32') @175:34
            Assign(targets=('acc_v',)) @176:9
              .value:
                Call(kwargs=()) @176:17
                  .func:
                    Name(id='zeros') @176:17
                  .args:
                    ListLit() @176:23
                      .elts:
                        Name(id='WG_N') @176:24
                        Name(id='D') @176:30
                    Name(id='f32') @176:34
            Wait(phase=None) @177:9
              .target:
                Index() @177:14
                  .value:
                    Name(id='kv_ready') @177:14
                  .subs:
                    Name(id='ks') @177:23
            If(orelse=()) @184:9
              .cond:
                Name(id='LAG') @184:12
              .body:
                Assign(targets=('last',)) @185:13
                  .value:
                    Const(value=0) @185:20
            Assign(targets=('AHEAD',)) @186:9
              .value:
                BoolOp(op='and') @186:17
                  .values:
                    Name(id='LSE_AHEAD') @186:17
                    Name(id='LAG') @186:31
                    Name(id='SMEM_P') @186:39
            If(orelse=()) @187:9
              .cond:
                BoolOp(op='and') @187:12
                  .values:
                    BinOp(op='==') @187:12
                      .lhs:
                        Name(id='ACT') @187:12
                      .rhs:
                        Const(value='softmax') @187:19
                    Name(id='AHEAD') @187:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @188:13
                  .value:
                    Call(kwargs=()) @188:29
                      .func:
                        Name(id='lse_delta') @188:29
                      .args:
                        Const(value=0) @188:39
                        Unary(op='-') @188:42
                          .operand:
                            Const(value=1) @188:43
                        BinOp(op='*') @188:46
                          .lhs:
                            Name(id='kvh') @188:46
                          .rhs:
                            Name(id='group') @188:52
                        Name(id='m_lo') @188:59
                        Name(id='rot') @188:65
                        Name(id='n_m') @188:70
                        Name(id='n_x') @188:75
                        Name(id='n_xs') @188:80
                        Name(id='SPLIT') @188:86
                        Name(id='q0') @188:93
                        Name(id='len_q') @188:97
                        Name(id='qcols') @188:104
                        Name(id='lse2_t') @188:111
                        Name(id='delta_t') @189:39
                        Name(id='BLOCK_M') @189:48
            For(var='part') @190:9
              .iter:
                Call(kwargs=()) @190:21
                  .func:
                    Name(id='static_range') @190:21
                  .args:
                    Name(id='PARTS') @190:34
              .body:
                Assign(targets=('lo', 'hi')) @191:13
                  .value:
                    Call(kwargs=()) @191:22
                      .func:
                        Name(id='fused_part_bounds') @191:22
                      .args:
                        Name(id='part') @191:40
                        Name(id='LAG') @191:46
                        Name(id='SPLIT') @191:51
                        Name(id='n_xs') @191:58
                        Name(id='steps') @191:64
                Assign(targets=('masked',)) @192:13
                  .value:
                    BoolOp(op='or') @192:22
                      .values:
                        Unary(op='not') @192:22
                          .operand:
                            Name(id='SPLIT') @192:26
                        BinOp(op='<') @192:35
                          .lhs:
                            Name(id='part') @192:35
                          .rhs:
                            BinOp(op='-') @192:42
                              .lhs:
                                Name(id='PARTS') @192:42
                              .rhs:
                                Const(value=1) @192:50
                Assign(targets=('lagged',)) @193:13
                  .value:
                    BoolOp(op='and') @193:22
                      .values:
                        Name(id='LAG') @193:22
                        BinOp(op='>') @193:30
                          .lhs:
                            Name(id='part') @193:30
                          .rhs:
                            Const(value=0) @193:37
                Assign(targets=('which',)) @195:13
                  .value:
                    Const(value=1) @195:21
                If(orelse=()) @196:13
                  .cond:
                    Name(id='masked') @196:16
                  .body:
                    Assign(targets=('which',)) @197:17
                      .value:
                        Const(value=0) @197:25
                If(orelse=()) @198:13
                  .cond:
                    BoolOp(op='and') @198:16
                      .values:
                        Name(id='LAG') @198:16
                        BinOp(op='==') @198:24
                          .lhs:
                            Name(id='part') @198:24
                          .rhs:
                            Const(value=0) @198:32
                  .body:
                    Assign(targets=('which',)) @199:17
                      .value:
                        Unary(op='-') @199:25
                          .operand:
                            Const(value=1) @199:26
                Pipeline(var='j', slot='slot', ring='qd') @200:13
                  .iter:
                    Call(kwargs=()) @200:27
                      .func:
                        Name(id='range') @200:27
                      .args:
                        Name(id='lo') @200:33
                        Name(id='hi') @200:37
                  .stages:
                    Name(id='STAGES') @200:54
                  .body:
                    Assign(targets=('head', 'mb')) @201:17
                      .value:
                        Call(kwargs=()) @201:28
                          .func:
                            Name(id='step_block') @201:28
                          .args:
                            Name(id='j') @201:39
                            Name(id='which') @201:42
                            BinOp(op='*') @201:49
                              .lhs:
                                Name(id='kvh') @201:49
                              .rhs:
                                Name(id='group') @201:55
                            Name(id='m_lo') @201:62
                            Name(id='rot') @201:68
                            Name(id='n_m') @201:73
                            Name(id='n_x') @201:78
                            Name(id='n_xs') @201:83
                            Name(id='SPLIT') @201:89
                    Assign(targets=('qpos',)) @202:17
                      .value:
                        BinOp(op='+') @202:24
                          .lhs:
                            BinOp(op='*') @202:24
                              .lhs:
                                Name(id='mb') @202:24
                              .rhs:
                                Name(id='BLOCK_M') @202:29
                          .rhs:
                            Name(id='qcols') @202:39
                    Assign(targets=('lse2',)) @203:17
                      .value:
                        Call(kwargs=()) @203:24
                          .func:
                            Name(id='zeros') @203:24
                          .args:
                            ListLit() @203:30
                              .elts:
                                Name(id='BLOCK_M') @203:31
                            Name(id='f32') @203:41
                    Assign(targets=('dlt',)) @204:17
                      .value:
                        Call(kwargs=()) @204:23
                          .func:
                            Name(id='zeros') @204:23
                          .args:
                            ListLit() @204:29
                              .elts:
                                Name(id='BLOCK_M') @204:30
                            Name(id='f32') @204:40
                    If(orelse=()) @208:17
                      .cond:
                        BoolOp(op='and') @208:20
                          .values:
                            BinOp(op='==') @208:20
                              .lhs:
                                Name(id='ACT') @208:20
                              .rhs:
                                Const(value='softmax') @208:27
                            Name(id='AHEAD') @208:41
                      .body:
                        Assign(targets=('lse2',)) @209:21
                          .value:
                            Name(id='lse2_n') @209:28
                        Assign(targets=('dlt',)) @210:21
                          .value:
                            Name(id='dlt_n') @210:27
                    If(orelse=()) @211:17
                      .cond:
                        BoolOp(op='and') @211:20
                          .values:
                            BinOp(op='==') @211:20
                              .lhs:
                                Name(id='ACT') @211:20
                              .rhs:
                                Const(value='softmax') @211:27
                            Unary(op='not') @211:41
                              .operand:
                                Name(id='AHEAD') @211:45
                      .body:
                        Assign(targets=('qi',)) @215:21
                          .value:
                            BinOp(op='+') @215:26
                              .lhs:
                                Name(id='q0') @215:26
                              .rhs:
                                Call(kwargs=()) @215:31
                                  .func:
                                    Name(id='maximum') @215:31
                                  .args:
                                    Call(kwargs=()) @215:39
                                      .func:
                                        Name(id='minimum') @215:39
                                      .args:
                                        Name(id='qpos') @215:47
                                        BinOp(op='-') @215:53
                                          .lhs:
                                            Name(id='len_q') @215:53
                                          .rhs:
                                            Const(value=1) @215:61
                                    Const(value=0) @215:65
                        Assign(targets=('lse2',)) @216:21
                          .value:
                            Index() @216:28
                              .value:
                                Name(id='lse2_t') @216:28
                              .subs:
                                Name(id='head') @216:35
                                Name(id='qi') @216:41
                        Assign(targets=('dlt',)) @217:21
                          .value:
                            Index() @217:27
                              .value:
                                Name(id='delta_t') @217:27
                              .subs:
                                Name(id='head') @217:35
                                Name(id='qi') @217:41
                    If() @220:17
                      .cond:
                        Name(id='masked') @220:20
                      .body:
                        Assign(targets=('edge',)) @221:21
                          .value:
                            BoolOp(op='or') @221:28
                              .values:
                                BinOp(op='>') @221:28
                                  .lhs:
                                    BinOp(op='*') @221:29
                                      .lhs:
                                        BinOp(op='+') @221:29
                                          .lhs:
                                            Name(id='mb') @221:29
                                          .rhs:
                                            Const(value=1) @221:34
                                      .rhs:
                                        Name(id='BLOCK_M') @221:39
                                  .rhs:
                                    Name(id='len_q') @221:49
                                BinOp(op='>') @221:58
                                  .lhs:
                                    BinOp(op='+') @221:58
                                      .lhs:
                                        Name(id='krow0') @221:58
                                      .rhs:
                                        Name(id='WG_N') @221:66
                                  .rhs:
                                    Name(id='len_k') @221:73
                        If(orelse=()) @222:21
                          .cond:
                            Name(id='CAUSAL') @222:24
                          .body:
                            Assign(targets=('edge',)) @223:25
                              .value:
                                BoolOp(op='or') @223:32
                                  .values:
                                    Name(id='edge') @223:32
                                    BinOp(op='>') @223:40
                                      .lhs:
                                        BinOp(op='-') @223:40
                                          .lhs:
                                            BinOp(op='+') @223:40
                                              .lhs:
                                                Name(id='krow0') @223:40
                                              .rhs:
                                                Name(id='WG_N') @223:48
                                          .rhs:
                                            Const(value=1) @223:55
                                      .rhs:
                                        BinOp(op='+') @223:59
                                          .lhs:
                                            BinOp(op='*') @223:59
                                              .lhs:
                                                Name(id='mb') @223:59
                                              .rhs:
                                                Name(id='BLOCK_M') @223:64
                                          .rhs:
                                            BinOp(op='-') @223:75
                                              .lhs:
                                                Name(id='len_k') @223:75
                                              .rhs:
                                                Name(id='len_q') @223:83
                      .orelse:
                        Assign(targets=('edge',)) @225:21
                          .value:
                            Const(value=False) @225:28
                    Wait(phase=None) @226:17
                      .target:
                        Index() @226:22
                          .value:
                            Name(id='qd_ready') @226:22
                          .subs:
                            Name(id='slot') @226:31
                    If() @227:17
                      .cond:
                        Name(id='SMEM_P') @227:20
                      .body:
                        Assign(targets=('own',)) @231:21
                          .value:
                            Name(id='wg') @231:27
                        Assign(targets=('og',)) @232:21
                          .value:
                            BinOp(op='%') @232:27
                              .lhs:
                                BinOp(op='+') @232:27
                                  .lhs:
                                    Name(id='wg') @232:27
                                  .rhs:
                                    Const(value=1) @232:32
                              .rhs:
                                Name(id='NWG') @232:37
                        If(orelse=()) @233:21
                          .cond:
                            Name(id='WRITER') @233:24
                          .body:
                            Assign(targets=('own',)) @234:25
                              .value:
                                BinOp(op='+') @234:31
                                  .lhs:
                                    BinOp(op='*') @234:31
                                      .lhs:
                                        Name(id='slot') @234:31
                                      .rhs:
                                        Name(id='NWG') @234:38
                                  .rhs:
                                    Name(id='wg') @234:44
                        If(orelse=()) @235:21
                          .cond:
                            Name(id='lagged') @235:24
                          .body:
                            Wait() @237:25
                              .target:
                                Index() @237:30
                                  .value:
                                    Name(id='ds_ready') @237:30
                                  .subs:
                                    Const(value=0) @237:39
                              .phase:
                                BinOp(op='%') @237:48
                                  .lhs:
                                    Name(id='last') @237:48
                                  .rhs:
                                    Const(value=2) @237:55
                            For(var='i') @238:25
                              .iter:
                                Call(kwargs=()) @238:34
                                  .func:
                                    Name(id='static_range') @238:34
                                  .args:
                                    Name(id='NCW') @238:47
                              .body:
                                Assign(targets=('c',)) @239:29
                                  .value:
                                    BinOp(op='+') @239:33
                                      .lhs:
                                        BinOp(op='*') @239:33
                                          .lhs:
                                            Name(id='wg') @239:33
                                          .rhs:
                                            Name(id='NCW') @239:38
                                      .rhs:
                                        Name(id='i') @239:44
                                If() @240:29
                                  .cond:
                                    Name(id='DQ_PAIR') @240:32
                                  .body:
                                    Assign(targets=('f0',)) @242:33
                                      .value:
                                        Call(kwargs=()) @242:38
                                          .func:
                                            Name(id='mma_async') @242:38
                                          .args:
                                            Index() @242:48
                                              .value:
                                                Name(id='ds_s') @242:48
                                              .subs:
                                                BinOp(op='+') @242:53
                                                  .lhs:
                                                    BinOp(op='*') @242:53
                                                      .lhs:
                                                        Name(id='last') @242:53
                                                      .rhs:
                                                        Name(id='NWG') @242:60
                                                  .rhs:
                                                    Name(id='wg') @242:66
                                            Index() @242:71
                                              .value:
                                                Name(id='kh_tile') @242:71
                                              .subs:
                                                BinOp(op='+') @242:79
                                                  .lhs:
                                                    BinOp(op='*') @242:79
                                                      .lhs:
                                                        Name(id='NC') @242:79
                                                      .rhs:
                                                        BinOp(op='+') @242:85
                                                          .lhs:
                                                            BinOp(op='*') @242:85
                                                              .lhs:
                                                                Name(id='ks') @242:85
                                                              .rhs:
                                                                Name(id='NWG') @242:90
                                                          .rhs:
                                                            Name(id='wg') @242:96
                                                  .rhs:
                                                    Name(id='c') @242:102
                                    Assign(targets=('f1',)) @243:33
                                      .value:
                                        Call(kwargs=()) @243:38
                                          .func:
                                            Name(id='mma_async') @243:38
                                          .args:
                                            Index() @243:48
                                              .value:
                                                Name(id='ds_s') @243:48
                                              .subs:
                                                BinOp(op='+') @243:53
                                                  .lhs:
                                                    BinOp(op='*') @243:53
                                                      .lhs:
                                                        Name(id='last') @243:53
                                                      .rhs:
                                                        Name(id='NWG') @243:60
                                                  .rhs:
                                                    Name(id='og') @243:66
                                            Index() @243:71
                                              .value:
                                                Name(id='kh_tile') @243:71
                                              .subs:
                                                BinOp(op='+') @243:79
                                                  .lhs:
                                                    BinOp(op='*') @243:79
                                                      .lhs:
                                                        Name(id='NC') @243:79
                                                      .rhs:
                                                        BinOp(op='+') @243:85
                                                          .lhs:
                                                            BinOp(op='*') @243:85
                                                              .lhs:
                                                                Name(id='ks') @243:85
                                                              .rhs:
                                                                Name(id='NWG') @243:90
                                                          .rhs:
                                                            Name(id='og') @243:96
                                                  .rhs:
                                                    Name(id='c') @243:102
                                            Name(id='f0') @243:106
                                    Assign(targets=('dq_c',)) @244:33
                                      .value:
                                        Call(kwargs=()) @244:40
                                          .func:
                                            Name(id='mma_wait') @244:40
                                          .args:
                                            Name(id='f1') @244:49
                                  .orelse:
                                    Assign(targets=('dq_c',)) @246:33
                                      .value:
                                        Call(kwargs=()) @246:40
                                          .func:
                                            Name(id='zeros') @246:40
                                          .args:
                                            ListLit() @246:46
                                              .elts:
                                                Name(id='BLOCK_M') @246:47
                                                Name(id='DQ_COLS') @246:56
                                            Name(id='f32') @246:66
                                    For(var='g') @247:33
                                      .iter:
                                        Call(kwargs=()) @247:42
                                          .func:
                                            Name(id='static_range') @247:42
                                          .args:
                                            Name(id='NWG') @247:55
                                      .body:
                                        Assign(targets=('gg',)) @248:37
                                          .value:
                                            BinOp(op='%') @248:43
                                              .lhs:
                                                BinOp(op='+') @248:43
                                                  .lhs:
                                                    Name(id='wg') @248:43
                                                  .rhs:
                                                    Name(id='g') @248:48
                                              .rhs:
                                                Name(id='NWG') @248:53
                                        Assign(targets=('dq_c',)) @249:37
                                          .value:
                                            Call(kwargs=()) @249:44
                                              .func:
                                                Name(id='mma_wait') @249:44
                                              .args:
                                                Call(kwargs=()) @249:53
                                                  .func:
                                                    Name(id='mma_async') @249:53
                                                  .args:
                                                    Index() @249:63
                                                      .value:
                                                        Name(id='ds_s') @249:63
                                                      .subs:
                                                        BinOp(op='+') @249:68
                                                          .lhs:
                                                            BinOp(op='*') @249:68
                                                              .lhs:
                                                                Name(id='last') @249:68
                                                              .rhs:
                                                                Name(id='NWG') @249:75
                                                          .rhs:
                                                            Name(id='gg') @249:81
                                                    Index() @249:86
                                                      .value:
                                                        Name(id='kh_tile') @249:86
                                                      .subs:
                                                        BinOp(op='+') @249:94
                                                          .lhs:
                                                            BinOp(op='*') @249:94
                                                              .lhs:
                                                                Name(id='NC') @249:94
                                                              .rhs:
                                                                BinOp(op='+') @249:100
                                                                  .lhs:
                                                                    BinOp(op='*') @249:100
                                                                      .lhs:
                                                                        Name(id='ks') @249:100
                                                                      .rhs:
                                                                        Name(id='NWG') @249:105
                                                                  .rhs:
                                                                    Name(id='gg') @249:111
                                                          .rhs:
                                                            Name(id='c') @249:117
                                                    Name(id='dq_c') @249:121
                                Wait() @250:29
                                  .target:
                                    Index() @250:34
                                      .value:
                                        Name(id='dq_empty') @250:34
                                      .subs:
                                        Name(id='i') @250:43
                                  .phase:
                                    BinOp(op='-') @250:52
                                      .lhs:
                                        Const(value=1) @250:52
                                      .rhs:
                                        BinOp(op='%') @250:56
                                          .lhs:
                                            Name(id='last') @250:56
                                          .rhs:
                                            Const(value=2) @250:63
                                ExprStmt() @251:29
                                  .value:
                                    Call(kwargs=()) @251:29
                                      .func:
                                        Name(id='store_smem') @251:29
                                      .args:
                                        Index() @251:40
                                          .value:
                                            Name(id='dq_s') @251:40
                                          .subs:
                                            BinOp(op='+') @251:45
                                              .lhs:
                                                BinOp(op='*') @251:45
                                                  .lhs:
                                                    Name(id='i') @251:45
                                                  .rhs:
                                                    Name(id='NWG') @251:49
                                              .rhs:
                                                Name(id='wg') @251:55
                                        Name(id='dq_c') @251:60
                                Fence() @252:29
                                Arrive(count=None) @253:29
                                  .target:
                                    Index() @253:36
                                      .value:
                                        Name(id='dq_full') @253:36
                                      .subs:
                                        Name(id='i') @253:44
                        Assign(targets=('s_f',)) @254:21
                          .value:
                            Call(kwargs=()) @254:27
                              .func:
                                Name(id='mma_async') @254:27
                              .args:
                                Index() @254:37
                                  .value:
                                    Name(id='q_ring') @254:37
                                  .subs:
                                    Name(id='slot') @254:44
                                Attr(name='T') @254:51
                                  .value:
                                    Index() @254:51
                                      .value:
                                        Name(id='k_tile') @254:51
                                      .subs:
                                        Name(id='mine') @254:58
                        Assign(targets=('dp_f',)) @255:21
                          .value:
                            Call(kwargs=()) @255:28
                              .func:
                                Name(id='mma_async') @255:28
                              .args:
                                Index() @255:38
                                  .value:
                                    Name(id='do_ring') @255:38
                                  .subs:
                                    Name(id='slot') @255:46
                                Attr(name='T') @255:53
                                  .value:
                                    Index() @255:53
                                      .value:
                                        Name(id='v_tile') @255:53
                                      .subs:
                                        Name(id='mine') @255:60
                        Assign(targets=('s',)) @256:21
                          .value:
                            Call() @256:25
                              .func:
                                Name(id='mma_wait') @256:25
                              .args:
                                Name(id='s_f') @256:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @256:47
                                )
                        Assign(targets=('kpos',)) @258:21
                          .value:
                            BinOp(op='+') @258:28
                              .lhs:
                                Name(id='krow0') @258:28
                              .rhs:
                                Call(kwargs=()) @258:36
                                  .func:
                                    Name(id='arange') @258:36
                                  .args:
                                    Name(id='WG_N') @258:43
                        Assign(targets=('p', 'dact')) @259:21
                          .value:
                            Call(kwargs=()) @259:31
                              .func:
                                Name(id='probs') @259:31
                              .args:
                                Name(id='s') @259:37
                                Name(id='edge') @259:40
                                Index() @259:46
                                  .value:
                                    Name(id='qpos') @259:46
                                  .subs:
                                    FullSlice() @259:51
                                    Const(value=None) @259:54
                                Index() @259:61
                                  .value:
                                    Name(id='kpos') @259:61
                                  .subs:
                                    Const(value=None) @259:66
                                    FullSlice() @259:72
                                Name(id='len_q') @259:76
                                Name(id='len_k') @259:83
                                Index() @259:90
                                  .value:
                                    Name(id='lse2') @259:90
                                  .subs:
                                    FullSlice() @259:95
                                    Const(value=None) @259:98
                                Name(id='qk_scale') @259:105
                                Name(id='sm_scale') @260:37
                                Name(id='CAUSAL') @260:47
                                Name(id='ACT') @260:55
                        ExprStmt() @261:21
                          .value:
                            Call(kwargs=()) @261:21
                              .func:
                                Name(id='store_smem') @261:21
                              .args:
                                Index() @261:32
                                  .value:
                                    Name(id='ds_s') @261:32
                                  .subs:
                                    Name(id='own') @261:37
                                Call(kwargs=()) @261:43
                                  .func:
                                    Name(id='cast') @261:43
                                  .args:
                                    Name(id='p') @261:48
                                    Name(id='DT') @261:51
                        Fence() @262:21
                        Assign(targets=('dv_f',)) @263:21
                          .value:
                            Call(kwargs=()) @263:28
                              .func:
                                Name(id='mma_async') @263:28
                              .args:
                                Attr(name='T') @263:38
                                  .value:
                                    Index() @263:38
                                      .value:
                                        Name(id='ds_s') @263:38
                                      .subs:
                                        Name(id='own') @263:43
                                Index() @263:51
                                  .value:
                                    Name(id='do_ring') @263:51
                                  .subs:
                                    Name(id='slot') @263:59
                                Name(id='acc_v') @263:66
                        Assign(targets=('dp',)) @264:21
                          .value:
                            Call() @264:26
                              .func:
                                Name(id='mma_wait') @264:26
                              .args:
                                Name(id='dp_f') @264:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @264:49
                                )
                        Assign(targets=('ds',)) @265:21
                          .value:
                            Call(kwargs=()) @265:26
                              .func:
                                Name(id='cast') @265:26
                              .args:
                                Call(kwargs=()) @265:31
                                  .func:
                                    Name(id='dscores') @265:31
                                  .args:
                                    Name(id='p') @265:39
                                    Name(id='dact') @265:42
                                    Name(id='dp') @265:48
                                    Index() @265:52
                                      .value:
                                        Name(id='dlt') @265:52
                                      .subs:
                                        FullSlice() @265:56
                                        Const(value=None) @265:59
                                    Name(id='ACT') @265:66
                                Name(id='DT') @265:72
                        Assign(targets=('acc_v',)) @266:21
                          .value:
                            Call(kwargs=()) @266:29
                              .func:
                                Name(id='mma_wait') @266:29
                              .args:
                                Name(id='dv_f') @266:38
                        ExprStmt() @267:21
                          .value:
                            Call(kwargs=()) @267:21
                              .func:
                                Name(id='store_smem') @267:21
                              .args:
                                Index() @267:32
                                  .value:
                                    Name(id='ds_s') @267:32
                                  .subs:
                                    Name(id='own') @267:37
                                Name(id='ds') @267:43
                        Fence() @268:21
                        If() @269:21
                          .cond:
                            Name(id='LAG') @269:24
                          .body:
                            Arrive(count=None) @272:25
                              .target:
                                Index() @272:32
                                  .value:
                                    Name(id='ds_ready') @272:32
                                  .subs:
                                    Const(value=0) @272:41
                            Assign(targets=('dk_f',)) @273:25
                              .value:
                                Call(kwargs=()) @273:32
                                  .func:
                                    Name(id='mma_async') @273:32
                                  .args:
                                    Attr(name='T') @273:42
                                      .value:
                                        Index() @273:42
                                          .value:
                                            Name(id='ds_s') @273:42
                                          .subs:
                                            Name(id='own') @273:47
                                    Index() @273:55
                                      .value:
                                        Name(id='q_ring') @273:55
                                      .subs:
                                        Name(id='slot') @273:62
                                    Name(id='acc_k') @273:69
                            If(orelse=()) @274:25
                              .cond:
                                BoolOp(op='and') @274:28
                                  .values:
                                    BinOp(op='==') @274:28
                                      .lhs:
                                        Name(id='ACT') @274:28
                                      .rhs:
                                        Const(value='softmax') @274:35
                                    Name(id='AHEAD') @274:49
                              .body:
                                Assign(targets=('nxt',)) @276:29
                                  .value:
                                    Unary(op='-') @276:35
                                      .operand:
                                        Const(value=1) @276:36
                                If(orelse=()) @277:29
                                  .cond:
                                    BinOp(op='==') @277:32
                                      .lhs:
                                        Name(id='which') @277:32
                                      .rhs:
                                        Const(value=1) @277:41
                                  .body:
                                    Assign(targets=('nxt',)) @278:33
                                      .value:
                                        Const(value=1) @278:39
                                Assign(targets=('lse2_n', 'dlt_n')) @279:29
                                  .value:
                                    Call(kwargs=()) @279:45
                                      .func:
                                        Name(id='lse_delta') @279:45
                                      .args:
                                        Call(kwargs=()) @279:55
                                          .func:
                                            Name(id='minimum') @279:55
                                          .args:
                                            BinOp(op='+') @279:63
                                              .lhs:
                                                Name(id='j') @279:63
                                              .rhs:
                                                Const(value=1) @279:67
                                            BinOp(op='-') @279:70
                                              .lhs:
                                                Name(id='steps') @279:70
                                              .rhs:
                                                Const(value=1) @279:78
                                        Name(id='nxt') @279:82
                                        BinOp(op='*') @279:87
                                          .lhs:
                                            Name(id='kvh') @279:87
                                          .rhs:
                                            Name(id='group') @279:93
                                        Name(id='m_lo') @279:100
                                        Name(id='rot') @279:106
                                        Name(id='n_m') @279:111
                                        Name(id='n_x') @279:116
                                        Name(id='n_xs') @280:55
                                        Name(id='SPLIT') @280:61
                                        Name(id='q0') @280:68
                                        Name(id='len_q') @280:72
                                        Name(id='qcols') @280:79
                                        Name(id='lse2_t') @280:86
                                        Name(id='delta_t') @280:94
                                        Name(id='BLOCK_M') @280:103
                            Assign(targets=('acc_k',)) @281:25
                              .value:
                                Call(kwargs=()) @281:33
                                  .func:
                                    Name(id='mma_wait') @281:33
                                  .args:
                                    Name(id='dk_f') @281:42
                            Arrive(count=None) @282:25
                              .target:
                                Index() @282:32
                                  .value:
                                    Name(id='qd_free') @282:32
                                  .subs:
                                    Name(id='slot') @282:40
                            Assign(targets=('last',)) @283:25
                              .value:
                                Name(id='slot') @283:32
                          .orelse:
                            If() @284:21
                              .cond:
                                Name(id='WRITER') @284:26
                              .body:
                                Arrive(count=None) @285:25
                                  .target:
                                    Index() @285:32
                                      .value:
                                        Name(id='ds_ready') @285:32
                                      .subs:
                                        Name(id='slot') @285:41
                                Assign(targets=('dk_f',)) @286:25
                                  .value:
                                    Call(kwargs=()) @286:32
                                      .func:
                                        Name(id='mma_async') @286:32
                                      .args:
                                        Attr(name='T') @286:42
                                          .value:
                                            Index() @286:42
                                              .value:
                                                Name(id='ds_s') @286:42
                                              .subs:
                                                Name(id='own') @286:47
                                        Index() @286:55
                                          .value:
                                            Name(id='q_ring') @286:55
                                          .subs:
                                            Name(id='slot') @286:62
                                        Name(id='acc_k') @286:69
                                Wait(phase=None) @287:25
                                  .target:
                                    Index() @287:30
                                      .value:
                                        Name(id='ds_ready') @287:30
                                      .subs:
                                        Name(id='slot') @287:39
                                For(var='i') @288:25
                                  .iter:
                                    Call(kwargs=()) @288:34
                                      .func:
                                        Name(id='static_range') @288:34
                                      .args:
                                        Name(id='NCW') @288:47
                                  .body:
                                    Assign(targets=('c',)) @289:29
                                      .value:
                                        BinOp(op='+') @289:33
                                          .lhs:
                                            BinOp(op='*') @289:33
                                              .lhs:
                                                Name(id='wg') @289:33
                                              .rhs:
                                                Name(id='NCW') @289:38
                                          .rhs:
                                            Name(id='i') @289:44
                                    If() @290:29
                                      .cond:
                                        Name(id='DQ_PAIR') @290:32
                                      .body:
                                        Assign(targets=('f0',)) @293:33
                                          .value:
                                            Call(kwargs=()) @293:38
                                              .func:
                                                Name(id='mma_async') @293:38
                                              .args:
                                                Index() @293:48
                                                  .value:
                                                    Name(id='ds_s') @293:48
                                                  .subs:
                                                    Name(id='own') @293:53
                                                Index() @293:59
                                                  .value:
                                                    Name(id='kh_tile') @293:59
                                                  .subs:
                                                    BinOp(op='+') @293:67
                                                      .lhs:
                                                        BinOp(op='*') @293:67
                                                          .lhs:
                                                            Name(id='NC') @293:67
                                                          .rhs:
                                                            Name(id='mine') @293:72
                                                      .rhs:
                                                        Name(id='c') @293:79
                                        Assign(targets=('f1',)) @294:33
                                          .value:
                                            Call(kwargs=()) @294:38
                                              .func:
                                                Name(id='mma_async') @294:38
                                              .args:
                                                Index() @294:48
                                                  .value:
                                                    Name(id='ds_s') @294:48
                                                  .subs:
                                                    BinOp(op='+') @294:53
                                                      .lhs:
                                                        BinOp(op='*') @294:53
                                                          .lhs:
                                                            Name(id='slot') @294:53
                                                          .rhs:
                                                            Name(id='NWG') @294:60
                                                      .rhs:
                                                        Name(id='og') @294:66
                                                Index() @294:71
                                                  .value:
                                                    Name(id='kh_tile') @294:71
                                                  .subs:
                                                    BinOp(op='+') @294:79
                                                      .lhs:
                                                        BinOp(op='*') @294:79
                                                          .lhs:
                                                            Name(id='NC') @294:79
                                                          .rhs:
                                                            BinOp(op='+') @294:85
                                                              .lhs:
                                                                BinOp(op='*') @294:85
                                                                  .lhs:
                                                                    Name(id='ks') @294:85
                                                                  .rhs:
                                                                    Name(id='NWG') @294:90
                                                              .rhs:
                                                                Name(id='og') @294:96
                                                      .rhs:
                                                        Name(id='c') @294:102
                                                Name(id='f0') @294:106
                                        If(orelse=()) @295:33
                                          .cond:
                                            BinOp(op='==') @295:36
                                              .lhs:
                                                Name(id='i') @295:36
                                              .rhs:
                                                Const(value=0) @295:41
                                          .body:
                                            Assign(targets=('acc_k',)) @296:37
                                              .value:
                                                Call() @296:45
                                                  .func:
                                                    Name(id='mma_wait') @296:45
                                                  .args:
                                                    Name(id='dk_f') @296:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @296:68
                                                    )
                                            Arrive(count=None) @297:37
                                              .target:
                                                Index() @297:44
                                                  .value:
                                                    Name(id='qd_free') @297:44
                                                  .subs:
                                                    Name(id='slot') @297:52
                                        Assign(targets=('dq_c',)) @298:33
                                          .value:
                                            Call(kwargs=()) @298:40
                                              .func:
                                                Name(id='mma_wait') @298:40
                                              .args:
                                                Name(id='f1') @298:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @300:33
                                          .value:
                                            Call(kwargs=()) @300:40
                                              .func:
                                                Name(id='zeros') @300:40
                                              .args:
                                                ListLit() @300:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @300:47
                                                    Name(id='DQ_COLS') @300:56
                                                Name(id='f32') @300:66
                                        For(var='g') @301:33
                                          .iter:
                                            Call(kwargs=()) @301:42
                                              .func:
                                                Name(id='static_range') @301:42
                                              .args:
                                                Name(id='NWG') @301:55
                                          .body:
                                            Assign(targets=('gg',)) @302:37
                                              .value:
                                                BinOp(op='%') @302:43
                                                  .lhs:
                                                    BinOp(op='+') @302:43
                                                      .lhs:
                                                        Name(id='wg') @302:43
                                                      .rhs:
                                                        Name(id='g') @302:48
                                                  .rhs:
                                                    Name(id='NWG') @302:53
                                            Assign(targets=('dq_f',)) @303:37
                                              .value:
                                                Call(kwargs=()) @303:44
                                                  .func:
                                                    Name(id='mma_async') @303:44
                                                  .args:
                                                    Index() @303:54
                                                      .value:
                                                        Name(id='ds_s') @303:54
                                                      .subs:
                                                        BinOp(op='+') @303:59
                                                          .lhs:
                                                            BinOp(op='*') @303:59
                                                              .lhs:
                                                                Name(id='slot') @303:59
                                                              .rhs:
                                                                Name(id='NWG') @303:66
                                                          .rhs:
                                                            Name(id='gg') @303:72
                                                    Index() @303:77
                                                      .value:
                                                        Name(id='kh_tile') @303:77
                                                      .subs:
                                                        BinOp(op='+') @303:85
                                                          .lhs:
                                                            BinOp(op='*') @303:85
                                                              .lhs:
                                                                Name(id='NC') @303:85
                                                              .rhs:
                                                                BinOp(op='+') @303:91
                                                                  .lhs:
                                                                    BinOp(op='*') @303:91
                                                                      .lhs:
                                                                        Name(id='ks') @303:91
                                                                      .rhs:
                                                                        Name(id='NWG') @303:96
                                                                  .rhs:
                                                                    Name(id='gg') @303:102
                                                          .rhs:
                                                            Name(id='c') @303:108
                                                    Name(id='dq_c') @303:112
                                            If(orelse=()) @304:37
                                              .cond:
                                                BoolOp(op='and') @304:40
                                                  .values:
                                                    BinOp(op='==') @304:40
                                                      .lhs:
                                                        Name(id='i') @304:40
                                                      .rhs:
                                                        Const(value=0) @304:45
                                                    BinOp(op='==') @304:51
                                                      .lhs:
                                                        Name(id='g') @304:51
                                                      .rhs:
                                                        Const(value=0) @304:56
                                              .body:
                                                Assign(targets=('acc_k',)) @306:41
                                                  .value:
                                                    Call() @306:49
                                                      .func:
                                                        Name(id='mma_wait') @306:49
                                                      .args:
                                                        Name(id='dk_f') @306:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @306:72
                                                        )
                                                Arrive(count=None) @307:41
                                                  .target:
                                                    Index() @307:48
                                                      .value:
                                                        Name(id='qd_free') @307:48
                                                      .subs:
                                                        Name(id='slot') @307:56
                                            Assign(targets=('dq_c',)) @308:37
                                              .value:
                                                Call(kwargs=()) @308:44
                                                  .func:
                                                    Name(id='mma_wait') @308:44
                                                  .args:
                                                    Name(id='dq_f') @308:53
                                    Wait() @309:29
                                      .target:
                                        Index() @309:34
                                          .value:
                                            Name(id='dq_empty') @309:34
                                          .subs:
                                            Name(id='i') @309:43
                                      .phase:
                                        BinOp(op='-') @309:52
                                          .lhs:
                                            Const(value=1) @309:52
                                          .rhs:
                                            BinOp(op='%') @309:56
                                              .lhs:
                                                Name(id='slot') @309:56
                                              .rhs:
                                                Const(value=2) @309:63
                                    ExprStmt() @310:29
                                      .value:
                                        Call(kwargs=()) @310:29
                                          .func:
                                            Name(id='store_smem') @310:29
                                          .args:
                                            Index() @310:40
                                              .value:
                                                Name(id='dq_s') @310:40
                                              .subs:
                                                BinOp(op='+') @310:45
                                                  .lhs:
                                                    BinOp(op='*') @310:45
                                                      .lhs:
                                                        Name(id='i') @310:45
                                                      .rhs:
                                                        Name(id='NWG') @310:49
                                                  .rhs:
                                                    Name(id='wg') @310:55
                                            Name(id='dq_c') @310:60
                                    Fence() @311:29
                                    Arrive(count=None) @312:29
                                      .target:
                                        Index() @312:36
                                          .value:
                                            Name(id='dq_full') @312:36
                                          .subs:
                                            Name(id='i') @312:44
                              .orelse:
                                Assign(targets=('dq_f',)) @314:25
                                  .value:
                                    Call(kwargs=()) @314:32
                                      .func:
                                        Name(id='mma_async') @314:32
                                      .args:
                                        Index() @314:42
                                          .value:
                                            Name(id='ds_s') @314:42
                                          .subs:
                                            Name(id='wg') @314:47
                                        Index() @314:52
                                          .value:
                                            Name(id='kh_tile') @314:52
                                          .subs:
                                            BinOp(op='*') @314:60
                                              .lhs:
                                                Name(id='NC') @314:60
                                              .rhs:
                                                Name(id='mine') @314:65
                                Assign(targets=('dk_f',)) @315:25
                                  .value:
                                    Call(kwargs=()) @315:32
                                      .func:
                                        Name(id='mma_async') @315:32
                                      .args:
                                        Attr(name='T') @315:42
                                          .value:
                                            Index() @315:42
                                              .value:
                                                Name(id='ds_s') @315:42
                                              .subs:
                                                Name(id='wg') @315:47
                                        Index() @315:54
                                          .value:
                                            Name(id='q_ring') @315:54
                                          .subs:
                                            Name(id='slot') @315:61
                                        Name(id='acc_k') @315:68
                                Assign(targets=('dq_c',)) @316:25
                                  .value:
                                    Call() @316:32
                                      .func:
                                        Name(id='mma_wait') @316:32
                                      .args:
                                        Name(id='dq_f') @316:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @316:55
                                        )
                                ExprStmt() @317:25
                                  .value:
                                    Call(kwargs=()) @317:25
                                      .func:
                                        Name(id='store_smem') @317:25
                                      .args:
                                        Index() @317:36
                                          .value:
                                            Name(id='dq_s') @317:36
                                          .subs:
                                            Name(id='wg') @317:41
                                        Name(id='dq_c') @317:46
                                Fence() @318:25
                                Tma(signals=None, reduce='add') @319:25
                                  .dst:
                                    Index() @319:29
                                      .value:
                                        Name(id='dq_acc') @319:29
                                      .subs:
                                        Name(id='seq') @319:36
                                        Name(id='mb') @319:41
                                        Name(id='head') @319:45
                                        Const(value=0) @319:51
                                  .src:
                                    Index() @319:57
                                      .value:
                                        Name(id='dq_s') @319:57
                                      .subs:
                                        Name(id='wg') @319:62
                                Assign(targets=('dq_f',)) @320:25
                                  .value:
                                    Call(kwargs=()) @320:32
                                      .func:
                                        Name(id='mma_async') @320:32
                                      .args:
                                        Index() @320:42
                                          .value:
                                            Name(id='ds_s') @320:42
                                          .subs:
                                            Name(id='wg') @320:47
                                        Index() @320:52
                                          .value:
                                            Name(id='kh_tile') @320:52
                                          .subs:
                                            BinOp(op='+') @320:60
                                              .lhs:
                                                BinOp(op='*') @320:60
                                                  .lhs:
                                                    Name(id='NC') @320:60
                                                  .rhs:
                                                    Name(id='mine') @320:65
                                              .rhs:
                                                Const(value=1) @320:72
                                Assign(targets=('acc_k',)) @321:25
                                  .value:
                                    Call() @321:33
                                      .func:
                                        Name(id='mma_wait') @321:33
                                      .args:
                                        Name(id='dk_f') @321:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @321:56
                                        )
                                Assign(targets=('dq_c',)) @322:25
                                  .value:
                                    Call(kwargs=()) @322:32
                                      .func:
                                        Name(id='mma_wait') @322:32
                                      .args:
                                        Name(id='dq_f') @322:41
                                Arrive(count=None) @323:25
                                  .target:
                                    Index() @323:32
                                      .value:
                                        Name(id='qd_free') @323:32
                                      .subs:
                                        Name(id='slot') @323:40
                                ExprStmt() @324:25
                                  .value:
                                    Call(kwargs=()) @324:25
                                      .func:
                                        Name(id='store_smem') @324:25
                                      .args:
                                        Index() @324:36
                                          .value:
                                            Name(id='dq_s') @324:36
                                          .subs:
                                            Name(id='wg') @324:41
                                        Name(id='dq_c') @324:46
                                Fence() @325:25
                                Tma(signals=None, reduce='add') @326:25
                                  .dst:
                                    Index() @326:29
                                      .value:
                                        Name(id='dq_acc') @326:29
                                      .subs:
                                        Name(id='seq') @326:36
                                        Name(id='mb') @326:41
                                        Name(id='head') @326:45
                                        Const(value=1) @326:51
                                  .src:
                                    Index() @326:57
                                      .value:
                                        Name(id='dq_s') @326:57
                                      .subs:
                                        Name(id='wg') @326:62
                                For(var='c') @327:25
                                  .iter:
                                    Call(kwargs=()) @327:34
                                      .func:
                                        Name(id='static_range') @327:34
                                      .args:
                                        Const(value=2) @327:47
                                        Name(id='NC') @327:50
                                  .body:
                                    Assign(targets=('dq_c',)) @328:29
                                      .value:
                                        Call(kwargs=()) @328:36
                                          .func:
                                            Name(id='mma_wait') @328:36
                                          .args:
                                            Call(kwargs=()) @328:45
                                              .func:
                                                Name(id='mma_async') @328:45
                                              .args:
                                                Index() @328:55
                                                  .value:
                                                    Name(id='ds_s') @328:55
                                                  .subs:
                                                    Name(id='wg') @328:60
                                                Index() @328:65
                                                  .value:
                                                    Name(id='kh_tile') @328:65
                                                  .subs:
                                                    BinOp(op='+') @328:73
                                                      .lhs:
                                                        BinOp(op='*') @328:73
                                                          .lhs:
                                                            Name(id='NC') @328:73
                                                          .rhs:
                                                            Name(id='mine') @328:78
                                                      .rhs:
                                                        Name(id='c') @328:85
                                    ExprStmt() @329:29
                                      .value:
                                        Call(kwargs=()) @329:29
                                          .func:
                                            Name(id='store_smem') @329:29
                                          .args:
                                            Index() @329:40
                                              .value:
                                                Name(id='dq_s') @329:40
                                              .subs:
                                                Name(id='wg') @329:45
                                            Name(id='dq_c') @329:50
                                    Fence() @330:29
                                    Tma(signals=None, reduce='add') @331:29
                                      .dst:
                                        Index() @331:33
                                          .value:
                                            Name(id='dq_acc') @331:33
                                          .subs:
                                            Name(id='seq') @331:40
                                            Name(id='mb') @331:45
                                            Name(id='head') @331:49
                                            Name(id='c') @331:55
                                      .src:
                                        Index() @331:61
                                          .value:
                                            Name(id='dq_s') @331:61
                                          .subs:
                                            Name(id='wg') @331:66
                      .orelse:
                        Assign(targets=('st_f',)) @333:21
                          .value:
                            Call(kwargs=()) @333:28
                              .func:
                                Name(id='mma_async') @333:28
                              .args:
                                Index() @333:38
                                  .value:
                                    Name(id='k_tile') @333:38
                                  .subs:
                                    Name(id='mine') @333:45
                                Attr(name='T') @333:52
                                  .value:
                                    Index() @333:52
                                      .value:
                                        Name(id='q_ring') @333:52
                                      .subs:
                                        Name(id='slot') @333:59
                        Assign(targets=('dpt_f',)) @334:21
                          .value:
                            Call(kwargs=()) @334:29
                              .func:
                                Name(id='mma_async') @334:29
                              .args:
                                Index() @334:39
                                  .value:
                                    Name(id='v_tile') @334:39
                                  .subs:
                                    Name(id='mine') @334:46
                                Attr(name='T') @334:53
                                  .value:
                                    Index() @334:53
                                      .value:
                                        Name(id='do_ring') @334:53
                                      .subs:
                                        Name(id='slot') @334:61
                        Assign(targets=('st',)) @335:21
                          .value:
                            Call() @335:26
                              .func:
                                Name(id='mma_wait') @335:26
                              .args:
                                Name(id='st_f') @335:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @335:49
                                )
                        Assign(targets=('pt', 'dact')) @336:21
                          .value:
                            Call(kwargs=()) @336:32
                              .func:
                                Name(id='probs') @336:32
                              .args:
                                Name(id='st') @336:38
                                Name(id='edge') @336:42
                                Index() @336:48
                                  .value:
                                    Name(id='qpos') @336:48
                                  .subs:
                                    Const(value=None) @336:53
                                    FullSlice() @336:59
                                Index() @336:63
                                  .value:
                                    Name(id='krows') @336:63
                                  .subs:
                                    FullSlice() @336:69
                                    Const(value=None) @336:72
                                Name(id='len_q') @336:79
                                Name(id='len_k') @336:86
                                Index() @336:93
                                  .value:
                                    Name(id='lse2') @336:93
                                  .subs:
                                    Const(value=None) @336:98
                                    FullSlice() @336:104
                                Name(id='qk_scale') @336:108
                                Name(id='sm_scale') @337:38
                                Name(id='CAUSAL') @337:48
                                Name(id='ACT') @337:56
                        Assign(targets=('dpt',)) @338:21
                          .value:
                            Call(kwargs=()) @338:27
                              .func:
                                Name(id='mma_wait') @338:27
                              .args:
                                Name(id='dpt_f') @338:36
                        Assign(targets=('dv_f',)) @340:21
                          .value:
                            Call(kwargs=()) @340:28
                              .func:
                                Name(id='mma_async') @340:28
                              .args:
                                Call(kwargs=()) @340:38
                                  .func:
                                    Name(id='cast') @340:38
                                  .args:
                                    Name(id='pt') @340:43
                                    Name(id='DT') @340:47
                                Index() @340:52
                                  .value:
                                    Name(id='do_ring') @340:52
                                  .subs:
                                    Name(id='slot') @340:60
                                Name(id='acc_v') @340:67
                        Assign(targets=('dst',)) @341:21
                          .value:
                            Call(kwargs=()) @341:27
                              .func:
                                Name(id='cast') @341:27
                              .args:
                                Call(kwargs=()) @341:32
                                  .func:
                                    Name(id='dscores') @341:32
                                  .args:
                                    Name(id='pt') @341:40
                                    Name(id='dact') @341:44
                                    Name(id='dpt') @341:50
                                    Index() @341:55
                                      .value:
                                        Name(id='dlt') @341:55
                                      .subs:
                                        Const(value=None) @341:59
                                        FullSlice() @341:65
                                    Name(id='ACT') @341:69
                                Name(id='DT') @341:75
                        If() @342:21
                          .cond:
                            Name(id='WRITER') @342:24
                          .body:
                            ExprStmt() @344:25
                              .value:
                                Call(kwargs=()) @344:25
                                  .func:
                                    Name(id='store_smem') @344:25
                                  .args:
                                    Index() @344:36
                                      .value:
                                        Name(id='ds_s') @344:36
                                      .subs:
                                        BinOp(op='+') @344:41
                                          .lhs:
                                            BinOp(op='*') @344:41
                                              .lhs:
                                                Name(id='slot') @344:41
                                              .rhs:
                                                Name(id='NWG') @344:48
                                          .rhs:
                                            Name(id='wg') @344:54
                                    Name(id='dst') @344:59
                            Fence() @345:25
                            Arrive(count=None) @346:25
                              .target:
                                Index() @346:32
                                  .value:
                                    Name(id='ds_ready') @346:32
                                  .subs:
                                    Name(id='slot') @346:41
                            Assign(targets=('dk_f',)) @347:25
                              .value:
                                Call(kwargs=()) @347:32
                                  .func:
                                    Name(id='mma_async') @347:32
                                  .args:
                                    Name(id='dst') @347:42
                                    Index() @347:47
                                      .value:
                                        Name(id='q_ring') @347:47
                                      .subs:
                                        Name(id='slot') @347:54
                                    Name(id='acc_k') @347:61
                            If() @348:25
                              .cond:
                                Name(id='DQ_EARLY') @348:28
                              .body:
                                Assign(targets=('own',)) @351:29
                                  .value:
                                    BinOp(op='+') @351:35
                                      .lhs:
                                        BinOp(op='*') @351:35
                                          .lhs:
                                            Name(id='slot') @351:35
                                          .rhs:
                                            Name(id='NWG') @351:42
                                      .rhs:
                                        Name(id='wg') @351:48
                                Assign(targets=('c0',)) @352:29
                                  .value:
                                    BinOp(op='*') @352:34
                                      .lhs:
                                        Name(id='wg') @352:34
                                      .rhs:
                                        Name(id='NCW') @352:39
                                Assign(targets=('a0',)) @353:29
                                  .value:
                                    Call(kwargs=()) @353:34
                                      .func:
                                        Name(id='mma_async') @353:34
                                      .args:
                                        Attr(name='T') @353:44
                                          .value:
                                            Index() @353:44
                                              .value:
                                                Name(id='ds_s') @353:44
                                              .subs:
                                                Name(id='own') @353:49
                                        Index() @353:57
                                          .value:
                                            Name(id='kh_tile') @353:57
                                          .subs:
                                            BinOp(op='+') @353:65
                                              .lhs:
                                                BinOp(op='*') @353:65
                                                  .lhs:
                                                    Name(id='NC') @353:65
                                                  .rhs:
                                                    Name(id='mine') @353:70
                                              .rhs:
                                                Name(id='c0') @353:77
                                        Call(kwargs=()) @353:82
                                          .func:
                                            Name(id='zeros') @353:82
                                          .args:
                                            ListLit() @353:88
                                              .elts:
                                                Name(id='BLOCK_M') @353:89
                                                Name(id='DQ_COLS') @353:98
                                            Name(id='f32') @353:108
                                Assign(targets=('a1',)) @354:29
                                  .value:
                                    Call(kwargs=()) @354:34
                                      .func:
                                        Name(id='mma_async') @354:34
                                      .args:
                                        Attr(name='T') @354:44
                                          .value:
                                            Index() @354:44
                                              .value:
                                                Name(id='ds_s') @354:44
                                              .subs:
                                                Name(id='own') @354:49
                                        Index() @354:57
                                          .value:
                                            Name(id='kh_tile') @354:57
                                          .subs:
                                            BinOp(op='+') @354:65
                                              .lhs:
                                                BinOp(op='+') @354:65
                                                  .lhs:
                                                    BinOp(op='*') @354:65
                                                      .lhs:
                                                        Name(id='NC') @354:65
                                                      .rhs:
                                                        Name(id='mine') @354:70
                                                  .rhs:
                                                    Name(id='c0') @354:77
                                              .rhs:
                                                Const(value=1) @354:82
                                        Call(kwargs=()) @354:86
                                          .func:
                                            Name(id='zeros') @354:86
                                          .args:
                                            ListLit() @354:92
                                              .elts:
                                                Name(id='BLOCK_M') @354:93
                                                Name(id='DQ_COLS') @354:102
                                            Name(id='f32') @354:112
                                Assign(targets=('acc_v',)) @355:29
                                  .value:
                                    Call() @355:37
                                      .func:
                                        Name(id='mma_wait') @355:37
                                      .args:
                                        Name(id='dv_f') @355:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @355:60
                                        )
                                Assign(targets=('acc_k',)) @356:29
                                  .value:
                                    Call() @356:37
                                      .func:
                                        Name(id='mma_wait') @356:37
                                      .args:
                                        Name(id='dk_f') @356:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @356:60
                                        )
                                Arrive(count=None) @357:29
                                  .target:
                                    Index() @357:36
                                      .value:
                                        Name(id='qd_free') @357:36
                                      .subs:
                                        Name(id='slot') @357:44
                                Assign(targets=('p0',)) @358:29
                                  .value:
                                    Call() @358:34
                                      .func:
                                        Name(id='mma_wait') @358:34
                                      .args:
                                        Name(id='a0') @358:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @358:55
                                        )
                                Assign(targets=('p1',)) @359:29
                                  .value:
                                    Call(kwargs=()) @359:34
                                      .func:
                                        Name(id='mma_wait') @359:34
                                      .args:
                                        Name(id='a1') @359:43
                                Wait(phase=None) @360:29
                                  .target:
                                    Index() @360:34
                                      .value:
                                        Name(id='ds_ready') @360:34
                                      .subs:
                                        Name(id='slot') @360:43
                                Assign(targets=('og',)) @361:29
                                  .value:
                                    BinOp(op='%') @361:35
                                      .lhs:
                                        BinOp(op='+') @361:35
                                          .lhs:
                                            Name(id='wg') @361:35
                                          .rhs:
                                            Const(value=1) @361:40
                                      .rhs:
                                        Name(id='NWG') @361:45
                                Assign(targets=('b0',)) @362:29
                                  .value:
                                    Call(kwargs=()) @362:34
                                      .func:
                                        Name(id='mma_async') @362:34
                                      .args:
                                        Attr(name='T') @362:44
                                          .value:
                                            Index() @362:44
                                              .value:
                                                Name(id='ds_s') @362:44
                                              .subs:
                                                BinOp(op='+') @362:49
                                                  .lhs:
                                                    BinOp(op='*') @362:49
                                                      .lhs:
                                                        Name(id='slot') @362:49
                                                      .rhs:
                                                        Name(id='NWG') @362:56
                                                  .rhs:
                                                    Name(id='og') @362:62
                                        Index() @362:69
                                          .value:
                                            Name(id='kh_tile') @362:69
                                          .subs:
                                            BinOp(op='+') @362:77
                                              .lhs:
                                                BinOp(op='*') @362:77
                                                  .lhs:
                                                    Name(id='NC') @362:77
                                                  .rhs:
                                                    BinOp(op='+') @362:83
                                                      .lhs:
                                                        BinOp(op='*') @362:83
                                                          .lhs:
                                                            Name(id='ks') @362:83
                                                          .rhs:
                                                            Name(id='NWG') @362:88
                                                      .rhs:
                                                        Name(id='og') @362:94
                                              .rhs:
                                                Name(id='c0') @362:100
                                        Name(id='p0') @362:105
                                Assign(targets=('b1',)) @363:29
                                  .value:
                                    Call(kwargs=()) @363:34
                                      .func:
                                        Name(id='mma_async') @363:34
                                      .args:
                                        Attr(name='T') @363:44
                                          .value:
                                            Index() @363:44
                                              .value:
                                                Name(id='ds_s') @363:44
                                              .subs:
                                                BinOp(op='+') @363:49
                                                  .lhs:
                                                    BinOp(op='*') @363:49
                                                      .lhs:
                                                        Name(id='slot') @363:49
                                                      .rhs:
                                                        Name(id='NWG') @363:56
                                                  .rhs:
                                                    Name(id='og') @363:62
                                        Index() @363:69
                                          .value:
                                            Name(id='kh_tile') @363:69
                                          .subs:
                                            BinOp(op='+') @363:77
                                              .lhs:
                                                BinOp(op='+') @363:77
                                                  .lhs:
                                                    BinOp(op='*') @363:77
                                                      .lhs:
                                                        Name(id='NC') @363:77
                                                      .rhs:
                                                        BinOp(op='+') @363:83
                                                          .lhs:
                                                            BinOp(op='*') @363:83
                                                              .lhs:
                                                                Name(id='ks') @363:83
                                                              .rhs:
                                                                Name(id='NWG') @363:88
                                                          .rhs:
                                                            Name(id='og') @363:94
                                                  .rhs:
                                                    Name(id='c0') @363:100
                                              .rhs:
                                                Const(value=1) @363:105
                                        Name(id='p1') @363:109
                                Assign(targets=('p0',)) @365:29
                                  .value:
                                    Call() @365:34
                                      .func:
                                        Name(id='mma_wait') @365:34
                                      .args:
                                        Name(id='b0') @365:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @365:55
                                        )
                                Wait() @366:29
                                  .target:
                                    Index() @366:34
                                      .value:
                                        Name(id='dq_empty') @366:34
                                      .subs:
                                        Const(value=0) @366:43
                                  .phase:
                                    BinOp(op='-') @366:52
                                      .lhs:
                                        Const(value=1) @366:52
                                      .rhs:
                                        BinOp(op='%') @366:56
                                          .lhs:
                                            Name(id='slot') @366:56
                                          .rhs:
                                            Const(value=2) @366:63
                                ExprStmt() @367:29
                                  .value:
                                    Call(kwargs=()) @367:29
                                      .func:
                                        Name(id='store_smem') @367:29
                                      .args:
                                        Index() @367:40
                                          .value:
                                            Name(id='dq_s') @367:40
                                          .subs:
                                            Name(id='wg') @367:45
                                        Name(id='p0') @367:50
                                Fence() @368:29
                                Arrive(count=None) @369:29
                                  .target:
                                    Index() @369:36
                                      .value:
                                        Name(id='dq_full') @369:36
                                      .subs:
                                        Const(value=0) @369:44
                                Assign(targets=('p1',)) @370:29
                                  .value:
                                    Call(kwargs=()) @370:34
                                      .func:
                                        Name(id='mma_wait') @370:34
                                      .args:
                                        Name(id='b1') @370:43
                                Wait() @371:29
                                  .target:
                                    Index() @371:34
                                      .value:
                                        Name(id='dq_empty') @371:34
                                      .subs:
                                        Const(value=1) @371:43
                                  .phase:
                                    BinOp(op='-') @371:52
                                      .lhs:
                                        Const(value=1) @371:52
                                      .rhs:
                                        BinOp(op='%') @371:56
                                          .lhs:
                                            Name(id='slot') @371:56
                                          .rhs:
                                            Const(value=2) @371:63
                                ExprStmt() @372:29
                                  .value:
                                    Call(kwargs=()) @372:29
                                      .func:
                                        Name(id='store_smem') @372:29
                                      .args:
                                        Index() @372:40
                                          .value:
                                            Name(id='dq_s') @372:40
                                          .subs:
                                            BinOp(op='+') @372:45
                                              .lhs:
                                                Name(id='NWG') @372:45
                                              .rhs:
                                                Name(id='wg') @372:51
                                        Name(id='p1') @372:56
                                Fence() @373:29
                                Arrive(count=None) @374:29
                                  .target:
                                    Index() @374:36
                                      .value:
                                        Name(id='dq_full') @374:36
                                      .subs:
                                        Const(value=1) @374:44
                              .orelse:
                                Assign(targets=('acc_v',)) @376:29
                                  .value:
                                    Call() @376:37
                                      .func:
                                        Name(id='mma_wait') @376:37
                                      .args:
                                        Name(id='dv_f') @376:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @376:60
                                        )
                                Assign(targets=('acc_k',)) @377:29
                                  .value:
                                    Call(kwargs=()) @377:37
                                      .func:
                                        Name(id='mma_wait') @377:37
                                      .args:
                                        Name(id='dk_f') @377:46
                                Arrive(count=None) @378:29
                                  .target:
                                    Index() @378:36
                                      .value:
                                        Name(id='qd_free') @378:36
                                      .subs:
                                        Name(id='slot') @378:44
                                Wait(phase=None) @379:29
                                  .target:
                                    Index() @379:34
                                      .value:
                                        Name(id='ds_ready') @379:34
                                      .subs:
                                        Name(id='slot') @379:43
                                For(var='i') @382:29
                                  .iter:
                                    Call(kwargs=()) @382:38
                                      .func:
                                        Name(id='static_range') @382:38
                                      .args:
                                        Name(id='NCW') @382:51
                                  .body:
                                    Assign(targets=('c',)) @383:33
                                      .value:
                                        BinOp(op='+') @383:37
                                          .lhs:
                                            BinOp(op='*') @383:37
                                              .lhs:
                                                Name(id='wg') @383:37
                                              .rhs:
                                                Name(id='NCW') @383:42
                                          .rhs:
                                            Name(id='i') @383:48
                                    Assign(targets=('dq_c',)) @384:33
                                      .value:
                                        Call(kwargs=()) @384:40
                                          .func:
                                            Name(id='zeros') @384:40
                                          .args:
                                            ListLit() @384:46
                                              .elts:
                                                Name(id='BLOCK_M') @384:47
                                                Name(id='DQ_COLS') @384:56
                                            Name(id='f32') @384:66
                                    For(var='g') @385:33
                                      .iter:
                                        Call(kwargs=()) @385:42
                                          .func:
                                            Name(id='static_range') @385:42
                                          .args:
                                            Name(id='NWG') @385:55
                                      .body:
                                        Assign(targets=('gg',)) @386:37
                                          .value:
                                            BinOp(op='%') @386:43
                                              .lhs:
                                                BinOp(op='+') @386:43
                                                  .lhs:
                                                    Name(id='wg') @386:43
                                                  .rhs:
                                                    Name(id='g') @386:48
                                              .rhs:
                                                Name(id='NWG') @386:53
                                        Assign(targets=('dq_c',)) @387:37
                                          .value:
                                            Call(kwargs=()) @387:44
                                              .func:
                                                Name(id='mma_wait') @387:44
                                              .args:
                                                Call(kwargs=()) @387:53
                                                  .func:
                                                    Name(id='mma_async') @387:53
                                                  .args:
                                                    Attr(name='T') @387:63
                                                      .value:
                                                        Index() @387:63
                                                          .value:
                                                            Name(id='ds_s') @387:63
                                                          .subs:
                                                            BinOp(op='+') @387:68
                                                              .lhs:
                                                                BinOp(op='*') @387:68
                                                                  .lhs:
                                                                    Name(id='slot') @387:68
                                                                  .rhs:
                                                                    Name(id='NWG') @387:75
                                                              .rhs:
                                                                Name(id='gg') @387:81
                                                    Index() @387:88
                                                      .value:
                                                        Name(id='kh_tile') @387:88
                                                      .subs:
                                                        BinOp(op='+') @387:96
                                                          .lhs:
                                                            BinOp(op='*') @387:96
                                                              .lhs:
                                                                Name(id='NC') @387:96
                                                              .rhs:
                                                                BinOp(op='+') @387:102
                                                                  .lhs:
                                                                    BinOp(op='*') @387:102
                                                                      .lhs:
                                                                        Name(id='ks') @387:102
                                                                      .rhs:
                                                                        Name(id='NWG') @387:107
                                                                  .rhs:
                                                                    Name(id='gg') @387:113
                                                          .rhs:
                                                            Name(id='c') @387:119
                                                    Name(id='dq_c') @387:123
                                    Wait() @390:33
                                      .target:
                                        Index() @390:38
                                          .value:
                                            Name(id='dq_empty') @390:38
                                          .subs:
                                            Name(id='i') @390:47
                                      .phase:
                                        BinOp(op='-') @390:56
                                          .lhs:
                                            Const(value=1) @390:56
                                          .rhs:
                                            BinOp(op='%') @390:60
                                              .lhs:
                                                Name(id='slot') @390:60
                                              .rhs:
                                                Const(value=2) @390:67
                                    ExprStmt() @391:33
                                      .value:
                                        Call(kwargs=()) @391:33
                                          .func:
                                            Name(id='store_smem') @391:33
                                          .args:
                                            Index() @391:44
                                              .value:
                                                Name(id='dq_s') @391:44
                                              .subs:
                                                BinOp(op='+') @391:49
                                                  .lhs:
                                                    BinOp(op='*') @391:49
                                                      .lhs:
                                                        Name(id='i') @391:49
                                                      .rhs:
                                                        Name(id='NWG') @391:53
                                                  .rhs:
                                                    Name(id='wg') @391:59
                                            Name(id='dq_c') @391:64
                                    Fence() @392:33
                                    Arrive(count=None) @393:33
                                      .target:
                                        Index() @393:40
                                          .value:
                                            Name(id='dq_full') @393:40
                                          .subs:
                                            Name(id='i') @393:48
                          .orelse:
                            ExprStmt() @396:25
                              .value:
                                Call(kwargs=()) @396:25
                                  .func:
                                    Name(id='store_smem') @396:25
                                  .args:
                                    Index() @396:36
                                      .value:
                                        Name(id='ds_s') @396:36
                                      .subs:
                                        Name(id='wg') @396:41
                                    Name(id='dst') @396:46
                            Fence() @397:25
                            Assign(targets=('dq_f',)) @398:25
                              .value:
                                Call(kwargs=()) @398:32
                                  .func:
                                    Name(id='mma_async') @398:32
                                  .args:
                                    Attr(name='T') @398:42
                                      .value:
                                        Index() @398:42
                                          .value:
                                            Name(id='ds_s') @398:42
                                          .subs:
                                            Name(id='wg') @398:47
                                    Index() @398:54
                                      .value:
                                        Name(id='kh_tile') @398:54
                                      .subs:
                                        BinOp(op='*') @398:62
                                          .lhs:
                                            Name(id='NC') @398:62
                                          .rhs:
                                            Name(id='mine') @398:67
                            Assign(targets=('dk_f',)) @399:25
                              .value:
                                Call(kwargs=()) @399:32
                                  .func:
                                    Name(id='mma_async') @399:32
                                  .args:
                                    Name(id='dst') @399:42
                                    Index() @399:47
                                      .value:
                                        Name(id='q_ring') @399:47
                                      .subs:
                                        Name(id='slot') @399:54
                                    Name(id='acc_k') @399:61
                            Assign(targets=('acc_v',)) @400:25
                              .value:
                                Call() @400:33
                                  .func:
                                    Name(id='mma_wait') @400:33
                                  .args:
                                    Name(id='dv_f') @400:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @400:56
                                    )
                            Assign(targets=('dq_c',)) @404:25
                              .value:
                                Call() @404:32
                                  .func:
                                    Name(id='mma_wait') @404:32
                                  .args:
                                    Name(id='dq_f') @404:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @404:55
                                    )
                            ExprStmt() @405:25
                              .value:
                                Call(kwargs=()) @405:25
                                  .func:
                                    Name(id='store_smem') @405:25
                                  .args:
                                    Index() @405:36
                                      .value:
                                        Name(id='dq_s') @405:36
                                      .subs:
                                        Name(id='wg') @405:41
                                    Name(id='dq_c') @405:46
                            Fence() @406:25
                            Tma(signals=None, reduce='add') @407:25
                              .dst:
                                Index() @407:29
                                  .value:
                                    Name(id='dq_acc') @407:29
                                  .subs:
                                    Name(id='seq') @407:36
                                    Name(id='mb') @407:41
                                    Name(id='head') @407:45
                                    Const(value=0) @407:51
                              .src:
                                Index() @407:57
                                  .value:
                                    Name(id='dq_s') @407:57
                                  .subs:
                                    Name(id='wg') @407:62
                            Assign(targets=('dq_f',)) @408:25
                              .value:
                                Call(kwargs=()) @408:32
                                  .func:
                                    Name(id='mma_async') @408:32
                                  .args:
                                    Attr(name='T') @408:42
                                      .value:
                                        Index() @408:42
                                          .value:
                                            Name(id='ds_s') @408:42
                                          .subs:
                                            Name(id='wg') @408:47
                                    Index() @408:54
                                      .value:
                                        Name(id='kh_tile') @408:54
                                      .subs:
                                        BinOp(op='+') @408:62
                                          .lhs:
                                            BinOp(op='*') @408:62
                                              .lhs:
                                                Name(id='NC') @408:62
                                              .rhs:
                                                Name(id='mine') @408:67
                                          .rhs:
                                            Const(value=1) @408:74
                            Assign(targets=('acc_k',)) @409:25
                              .value:
                                Call() @409:33
                                  .func:
                                    Name(id='mma_wait') @409:33
                                  .args:
                                    Name(id='dk_f') @409:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @409:56
                                    )
                            Assign(targets=('dq_c',)) @410:25
                              .value:
                                Call(kwargs=()) @410:32
                                  .func:
                                    Name(id='mma_wait') @410:32
                                  .args:
                                    Name(id='dq_f') @410:41
                            Arrive(count=None) @411:25
                              .target:
                                Index() @411:32
                                  .value:
                                    Name(id='qd_free') @411:32
                                  .subs:
                                    Name(id='slot') @411:40
                            ExprStmt() @412:25
                              .value:
                                Call(kwargs=()) @412:25
                                  .func:
                                    Name(id='store_smem') @412:25
                                  .args:
                                    Index() @412:36
                                      .value:
                                        Name(id='dq_s') @412:36
                                      .subs:
                                        Name(id='wg') @412:41
                                    Name(id='dq_c') @412:46
                            Fence() @413:25
                            Tma(signals=None, reduce='add') @414:25
                              .dst:
                                Index() @414:29
                                  .value:
                                    Name(id='dq_acc') @414:29
                                  .subs:
                                    Name(id='seq') @414:36
                                    Name(id='mb') @414:41
                                    Name(id='head') @414:45
                                    Const(value=1) @414:51
                              .src:
                                Index() @414:57
                                  .value:
                                    Name(id='dq_s') @414:57
                                  .subs:
                                    Name(id='wg') @414:62
                            For(var='c') @415:25
                              .iter:
                                Call(kwargs=()) @415:34
                                  .func:
                                    Name(id='static_range') @415:34
                                  .args:
                                    Const(value=2) @415:47
                                    Name(id='NC') @415:50
                              .body:
                                Assign(targets=('dq_c',)) @416:29
                                  .value:
                                    Call(kwargs=()) @416:36
                                      .func:
                                        Name(id='mma_wait') @416:36
                                      .args:
                                        Call(kwargs=()) @416:45
                                          .func:
                                            Name(id='mma_async') @416:45
                                          .args:
                                            Attr(name='T') @416:55
                                              .value:
                                                Index() @416:55
                                                  .value:
                                                    Name(id='ds_s') @416:55
                                                  .subs:
                                                    Name(id='wg') @416:60
                                            Index() @416:67
                                              .value:
                                                Name(id='kh_tile') @416:67
                                              .subs:
                                                BinOp(op='+') @416:75
                                                  .lhs:
                                                    BinOp(op='*') @416:75
                                                      .lhs:
                                                        Name(id='NC') @416:75
                                                      .rhs:
                                                        Name(id='mine') @416:80
                                                  .rhs:
                                                    Name(id='c') @416:87
                                ExprStmt() @417:29
                                  .value:
                                    Call(kwargs=()) @417:29
                                      .func:
                                        Name(id='store_smem') @417:29
                                      .args:
                                        Index() @417:40
                                          .value:
                                            Name(id='dq_s') @417:40
                                          .subs:
                                            Name(id='wg') @417:45
                                        Name(id='dq_c') @417:50
                                Fence() @418:29
                                Tma(signals=None, reduce='add') @419:29
                                  .dst:
                                    Index() @419:33
                                      .value:
                                        Name(id='dq_acc') @419:33
                                      .subs:
                                        Name(id='seq') @419:40
                                        Name(id='mb') @419:45
                                        Name(id='head') @419:49
                                        Name(id='c') @419:55
                                  .src:
                                    Index() @419:61
                                      .value:
                                        Name(id='dq_s') @419:61
                                      .subs:
                                        Name(id='wg') @419:66
            If(orelse=()) @420:9
              .cond:
                Name(id='LAG') @420:12
              .body:
                Assign(targets=('og',)) @421:13
                  .value:
                    BinOp(op='%') @421:19
                      .lhs:
                        BinOp(op='+') @421:19
                          .lhs:
                            Name(id='wg') @421:19
                          .rhs:
                            Const(value=1) @421:24
                      .rhs:
                        Name(id='NWG') @421:29
                If(orelse=()) @422:13
                  .cond:
                    BinOp(op='>') @422:16
                      .lhs:
                        Name(id='steps') @422:16
                      .rhs:
                        Const(value=0) @422:24
                  .body:
                    Wait() @423:17
                      .target:
                        Index() @423:22
                          .value:
                            Name(id='ds_ready') @423:22
                          .subs:
                            Const(value=0) @423:31
                      .phase:
                        BinOp(op='%') @423:40
                          .lhs:
                            Name(id='last') @423:40
                          .rhs:
                            Const(value=2) @423:47
                    For(var='i') @424:17
                      .iter:
                        Call(kwargs=()) @424:26
                          .func:
                            Name(id='static_range') @424:26
                          .args:
                            Name(id='NCW') @424:39
                      .body:
                        Assign(targets=('c',)) @425:21
                          .value:
                            BinOp(op='+') @425:25
                              .lhs:
                                BinOp(op='*') @425:25
                                  .lhs:
                                    Name(id='wg') @425:25
                                  .rhs:
                                    Name(id='NCW') @425:30
                              .rhs:
                                Name(id='i') @425:36
                        If() @426:21
                          .cond:
                            Name(id='DQ_PAIR') @426:24
                          .body:
                            Assign(targets=('f0',)) @428:25
                              .value:
                                Call(kwargs=()) @428:30
                                  .func:
                                    Name(id='mma_async') @428:30
                                  .args:
                                    Index() @428:40
                                      .value:
                                        Name(id='ds_s') @428:40
                                      .subs:
                                        BinOp(op='+') @428:45
                                          .lhs:
                                            BinOp(op='*') @428:45
                                              .lhs:
                                                Name(id='last') @428:45
                                              .rhs:
                                                Name(id='NWG') @428:52
                                          .rhs:
                                            Name(id='wg') @428:58
                                    Index() @428:63
                                      .value:
                                        Name(id='kh_tile') @428:63
                                      .subs:
                                        BinOp(op='+') @428:71
                                          .lhs:
                                            BinOp(op='*') @428:71
                                              .lhs:
                                                Name(id='NC') @428:71
                                              .rhs:
                                                BinOp(op='+') @428:77
                                                  .lhs:
                                                    BinOp(op='*') @428:77
                                                      .lhs:
                                                        Name(id='ks') @428:77
                                                      .rhs:
                                                        Name(id='NWG') @428:82
                                                  .rhs:
                                                    Name(id='wg') @428:88
                                          .rhs:
                                            Name(id='c') @428:94
                            Assign(targets=('f1',)) @429:25
                              .value:
                                Call(kwargs=()) @429:30
                                  .func:
                                    Name(id='mma_async') @429:30
                                  .args:
                                    Index() @429:40
                                      .value:
                                        Name(id='ds_s') @429:40
                                      .subs:
                                        BinOp(op='+') @429:45
                                          .lhs:
                                            BinOp(op='*') @429:45
                                              .lhs:
                                                Name(id='last') @429:45
                                              .rhs:
                                                Name(id='NWG') @429:52
                                          .rhs:
                                            Name(id='og') @429:58
                                    Index() @429:63
                                      .value:
                                        Name(id='kh_tile') @429:63
                                      .subs:
                                        BinOp(op='+') @429:71
                                          .lhs:
                                            BinOp(op='*') @429:71
                                              .lhs:
                                                Name(id='NC') @429:71
                                              .rhs:
                                                BinOp(op='+') @429:77
                                                  .lhs:
                                                    BinOp(op='*') @429:77
                                                      .lhs:
                                                        Name(id='ks') @429:77
                                                      .rhs:
                                                        Name(id='NWG') @429:82
                                                  .rhs:
                                                    Name(id='og') @429:88
                                          .rhs:
                                            Name(id='c') @429:94
                                    Name(id='f0') @429:98
                            Assign(targets=('dq_c',)) @430:25
                              .value:
                                Call(kwargs=()) @430:32
                                  .func:
                                    Name(id='mma_wait') @430:32
                                  .args:
                                    Name(id='f1') @430:41
                          .orelse:
                            Assign(targets=('dq_c',)) @432:25
                              .value:
                                Call(kwargs=()) @432:32
                                  .func:
                                    Name(id='zeros') @432:32
                                  .args:
                                    ListLit() @432:38
                                      .elts:
                                        Name(id='BLOCK_M') @432:39
                                        Name(id='DQ_COLS') @432:48
                                    Name(id='f32') @432:58
                            For(var='g') @433:25
                              .iter:
                                Call(kwargs=()) @433:34
                                  .func:
                                    Name(id='static_range') @433:34
                                  .args:
                                    Name(id='NWG') @433:47
                              .body:
                                Assign(targets=('gg',)) @434:29
                                  .value:
                                    BinOp(op='%') @434:35
                                      .lhs:
                                        BinOp(op='+') @434:35
                                          .lhs:
                                            Name(id='wg') @434:35
                                          .rhs:
                                            Name(id='g') @434:40
                                      .rhs:
                                        Name(id='NWG') @434:45
                                Assign(targets=('dq_c',)) @435:29
                                  .value:
                                    Call(kwargs=()) @435:36
                                      .func:
                                        Name(id='mma_wait') @435:36
                                      .args:
                                        Call(kwargs=()) @435:45
                                          .func:
                                            Name(id='mma_async') @435:45
                                          .args:
                                            Index() @435:55
                                              .value:
                                                Name(id='ds_s') @435:55
                                              .subs:
                                                BinOp(op='+') @435:60
                                                  .lhs:
                                                    BinOp(op='*') @435:60
                                                      .lhs:
                                                        Name(id='last') @435:60
                                                      .rhs:
                                                        Name(id='NWG') @435:67
                                                  .rhs:
                                                    Name(id='gg') @435:73
                                            Index() @435:78
                                              .value:
                                                Name(id='kh_tile') @435:78
                                              .subs:
                                                BinOp(op='+') @435:86
                                                  .lhs:
                                                    BinOp(op='*') @435:86
                                                      .lhs:
                                                        Name(id='NC') @435:86
                                                      .rhs:
                                                        BinOp(op='+') @435:92
                                                          .lhs:
                                                            BinOp(op='*') @435:92
                                                              .lhs:
                                                                Name(id='ks') @435:92
                                                              .rhs:
                                                                Name(id='NWG') @435:97
                                                          .rhs:
                                                            Name(id='gg') @435:103
                                                  .rhs:
                                                    Name(id='c') @435:109
                                            Name(id='dq_c') @435:113
                        Wait() @436:21
                          .target:
                            Index() @436:26
                              .value:
                                Name(id='dq_empty') @436:26
                              .subs:
                                Name(id='i') @436:35
                          .phase:
                            BinOp(op='-') @436:44
                              .lhs:
                                Const(value=1) @436:44
                              .rhs:
                                BinOp(op='%') @436:48
                                  .lhs:
                                    Name(id='last') @436:48
                                  .rhs:
                                    Const(value=2) @436:55
                        ExprStmt() @437:21
                          .value:
                            Call(kwargs=()) @437:21
                              .func:
                                Name(id='store_smem') @437:21
                              .args:
                                Index() @437:32
                                  .value:
                                    Name(id='dq_s') @437:32
                                  .subs:
                                    BinOp(op='+') @437:37
                                      .lhs:
                                        BinOp(op='*') @437:37
                                          .lhs:
                                            Name(id='i') @437:37
                                          .rhs:
                                            Name(id='NWG') @437:41
                                      .rhs:
                                        Name(id='wg') @437:47
                                Name(id='dq_c') @437:52
                        Fence() @438:21
                        Arrive(count=None) @439:21
                          .target:
                            Index() @439:28
                              .value:
                                Name(id='dq_full') @439:28
                              .subs:
                                Name(id='i') @439:36
            Arrive(count=None) @440:9
              .target:
                Index() @440:16
                  .value:
                    Name(id='kv_free') @440:16
                  .subs:
                    Name(id='ks') @440:24
            Assign(targets=('k_scale',)) @441:9
              .value:
                Name(id='sm_scale') @441:19
            Assign(targets=('v_scale',)) @442:9
              .value:
                Const(value=1.0) @442:19
            If(orelse=()) @443:9
              .cond:
                BinOp(op='==') @443:12
                  .lhs:
                    Name(id='ACT') @443:12
                  .rhs:
                    Const(value='silu') @443:19
              .body:
                Assign(targets=('k_scale',)) @444:13
                  .value:
                    BinOp(op='*') @444:23
                      .lhs:
                        Name(id='sm_scale') @444:23
                      .rhs:
                        Name(id='out_scale') @444:34
                Assign(targets=('v_scale',)) @445:13
                  .value:
                    Name(id='out_scale') @445:23
            Assign(targets=('live',)) @446:9
              .value:
                BinOp(op='<') @446:16
                  .lhs:
                    Name(id='krows') @446:16
                  .rhs:
                    Name(id='len_k') @446:24
            Store() @447:9
              .target:
                Index() @447:9
                  .value:
                    Name(id='dk') @447:9
                  .subs:
                    Name(id='seq') @447:12
              .subs:
                Index() @447:17
                  .value:
                    Name(id='krows') @447:17
                  .subs:
                    FullSlice() @447:23
                    Const(value=None) @447:26
                Name(id='kvh') @447:33
                Index() @447:38
                  .value:
                    Name(id='dcols') @447:38
                  .subs:
                    Const(value=None) @447:44
                    FullSlice() @447:50
              .value:
                Call(kwargs=()) @447:56
                  .func:
                    Name(id='cast') @447:56
                  .args:
                    BinOp(op='*') @447:61
                      .lhs:
                        Name(id='acc_k') @447:61
                      .rhs:
                        Name(id='k_scale') @447:69
                    Name(id='DT') @447:78
              .mask:
                Index() @447:88
                  .value:
                    Name(id='live') @447:88
                  .subs:
                    FullSlice() @447:93
                    Const(value=None) @447:96
            Store() @448:9
              .target:
                Index() @448:9
                  .value:
                    Name(id='dv') @448:9
                  .subs:
                    Name(id='seq') @448:12
              .subs:
                Index() @448:17
                  .value:
                    Name(id='krows') @448:17
                  .subs:
                    FullSlice() @448:23
                    Const(value=None) @448:26
                Name(id='kvh') @448:33
                Index() @448:38
                  .value:
                    Name(id='dcols') @448:38
                  .subs:
                    Const(value=None) @448:44
                    FullSlice() @448:50
              .value:
                Call(kwargs=()) @448:56
                  .func:
                    Name(id='cast') @448:56
                  .args:
                    BinOp(op='*') @448:61
                      .lhs:
                        Name(id='acc_v') @448:61
                      .rhs:
                        Name(id='v_scale') @448:69
                    Name(id='DT') @448:78
              .mask:
                Index() @448:88
                  .value:
                    Name(id='live') @448:88
                  .subs:
                    FullSlice() @448:93
                    Const(value=None) @448:96
        Require(message='query heads per KV head x query blocks below 2**31') @450:5
          .cond:
            BoolOp(op='and') @450:13
              .values:
                BinOp(op='>') @450:13
                  .lhs:
                    Name(id='HKV') @450:13
                  .rhs:
                    Const(value=0) @450:19
                BinOp(op='<=') @450:25
                  .lhs:
                    BinOp(op='*') @450:25
                      .lhs:
                        BinOp(op='//') @450:25
                          .lhs:
                            Name(id='H') @450:25
                          .rhs:
                            Name(id='HKV') @450:30
                      .rhs:
                        Call(kwargs=()) @450:36
                          .func:
                            Name(id='cdiv') @450:36
                          .args:
                            Name(id='Tq') @450:41
                            Name(id='BLOCK_M') @450:45
                  .rhs:
                    Const(value=2147483647) @450:57