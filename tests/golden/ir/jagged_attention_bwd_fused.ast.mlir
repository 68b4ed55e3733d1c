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
        Param(name='KV_PER_STEP', kind='const', dtype=None, dims=(), offsets=None) @48:9
          .default:
            Const(value=False) @48:30
      .body:
        Tiles() @49:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @49:22
                .func:
                  Name(id='blocks') @49:22
                .args:
                  Name(id='k') @49:29
                  Name(id='BLOCK_N') @49:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @49:49
                .func:
                  Name(id='range') @49:49
                .args:
                  Name(id='HKV') @49:55
            )
          .options:
            TileOption(id='persistent', arg=None) @49:60
            TileOption(id='longest_first', arg=None) @49:71
            TileOption(id='dynamic') @49:85
              .arg:
                Name(id='DYNAMIC') @49:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @50:5
          .cond:
            BinOp(op='==') @50:19
              .lhs:
                BinOp(op='%') @50:19
                  .lhs:
                    Name(id='BLOCK_N') @50:19
                  .rhs:
                    Name(id='WG_N') @50:29
              .rhs:
                Const(value=0) @50:37
        Assign(targets=('NWG',)) @51:5
          .value:
            BinOp(op='//') @51:11
              .lhs:
                Name(id='BLOCK_N') @51:11
              .rhs:
                Name(id='WG_N') @51:22
        Assign(targets=('WRITER',)) @52:5
          .value:
            BoolOp(op='and') @52:14
              .values:
                Name(id='DQ_WRITER') @52:14
                BinOp(op='==') @52:28
                  .lhs:
                    Name(id='TARGET') @52:28
                  .rhs:
                    Const(value='gluon') @52:38
        Assign(targets=('LAG',)) @53:5
          .value:
            BoolOp(op='and') @53:11
              .values:
                Name(id='DQ_LAG') @53:11
                Name(id='WRITER') @53:22
        StaticAssert(message='DQ_LAG: with SMEM_P and DQ_WRITER') @54:5
          .cond:
            BoolOp(op='or') @54:19
              .values:
                Unary(op='not') @54:19
                  .operand:
                    Name(id='DQ_LAG') @54:23
                BoolOp(op='and') @54:34
                  .values:
                    Name(id='SMEM_P') @54:34
                    Name(id='DQ_WRITER') @54:45
        SmemDecl(name='k_tile') @60:5
          .stages:
            BinOp(op='*') @60:17
              .lhs:
                Name(id='KV_BUF') @60:17
              .rhs:
                BinOp(op='//') @60:27
                  .lhs:
                    Name(id='BLOCK_N') @60:27
                  .rhs:
                    Name(id='WG_N') @60:38
          .dtype:
            Name(id='DT') @60:46
          .shape:
            Name(id='WG_N') @60:49
            Name(id='D') @60:55
          .options:
            TileOption(id='per_step') @60:58
              .arg:
                Name(id='KV_PER_STEP') @60:67
        SmemDecl(name='v_tile') @61:5
          .stages:
            BinOp(op='*') @61:17
              .lhs:
                Name(id='KV_BUF') @61:17
              .rhs:
                BinOp(op='//') @61:27
                  .lhs:
                    Name(id='BLOCK_N') @61:27
                  .rhs:
                    Name(id='WG_N') @61:38
          .dtype:
            Name(id='DT') @61:46
          .shape:
            Name(id='WG_N') @61:49
            Name(id='D') @61:55
          .options:
            TileOption(id='per_step') @61:58
              .arg:
                Name(id='KV_PER_STEP') @61:67
        SmemDecl(name='q_ring', options=()) @62:5
          .stages:
            Name(id='STAGES') @62:17
          .dtype:
            Name(id='DT') @62:26
          .shape:
            Name(id='BLOCK_M') @62:29
            Name(id='D') @62:38
        SmemDecl(name='do_ring', options=()) @63:5
          .stages:
            Name(id='STAGES') @63:18
          .dtype:
            Name(id='DT') @63:27
          .shape:
            Name(id='BLOCK_M') @63:30
            Name(id='D') @63:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @68:5
          .cond:
            BoolOp(op='and') @68:19
              .values:
                BinOp(op='==') @68:19
                  .lhs:
                    BinOp(op='%') @68:19
                      .lhs:
                        Name(id='D') @68:19
                      .rhs:
                        Name(id='DQ_COLS') @68:23
                  .rhs:
                    Const(value=0) @68:34
                BinOp(op='==') @68:40
                  .lhs:
                    BinOp(op='%') @68:40
                      .lhs:
                        Name(id='DQ_COLS') @68:40
                      .rhs:
                        Const(value=16) @68:50
                  .rhs:
                    Const(value=0) @68:56
        Assign(targets=('NC',)) @69:5
          .value:
            BinOp(op='//') @69:10
              .lhs:
                Name(id='D') @69:10
              .rhs:
                Name(id='DQ_COLS') @69:15
        SmemDecl(name='kh_tile') @70:5
          .stages:
            BinOp(op='*') @70:18
              .lhs:
                BinOp(op='*') @70:18
                  .lhs:
                    Name(id='KV_BUF') @70:18
                  .rhs:
                    BinOp(op='//') @70:28
                      .lhs:
                        Name(id='BLOCK_N') @70:28
                      .rhs:
                        Name(id='WG_N') @70:39
              .rhs:
                BinOp(op='//') @70:48
                  .lhs:
                    Name(id='D') @70:48
                  .rhs:
                    Name(id='DQ_COLS') @70:53
          .dtype:
            Name(id='DT') @70:64
          .shape:
            Name(id='WG_N') @70:67
            Name(id='DQ_COLS') @70:73
          .options:
            TileOption(id='per_step') @70:82
              .arg:
                Name(id='KV_PER_STEP') @70:91
        If() @72:5
          .cond:
            BoolOp(op='and') @72:8
              .values:
                Name(id='DQ_WRITER') @72:8
                BinOp(op='==') @72:22
                  .lhs:
                    Name(id='TARGET') @72:22
                  .rhs:
                    Const(value='gluon') @72:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @73:9
              .cond:
                BinOp(op='==') @73:23
                  .lhs:
                    BinOp(op='%') @73:23
                      .lhs:
                        Name(id='D') @73:23
                      .rhs:
                        BinOp(op='*') @73:28
                          .lhs:
                            Name(id='DQ_COLS') @73:28
                          .rhs:
                            BinOp(op='//') @73:39
                              .lhs:
                                Name(id='BLOCK_N') @73:39
                              .rhs:
                                Name(id='WG_N') @73:50
                  .rhs:
                    Const(value=0) @73:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @74:9
              .cond:
                BinOp(op='==') @74:23
                  .lhs:
                    BinOp(op='%') @74:23
                      .lhs:
                        Name(id='STAGES') @74:23
                      .rhs:
                        Const(value=2) @74:32
                  .rhs:
                    Const(value=0) @74:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @75:9
              .cond:
                BoolOp(op='or') @75:23
                  .values:
                    Unary(op='not') @75:23
                      .operand:
                        Name(id='DQ_EARLY') @75:27
                    BoolOp(op='and') @75:40
                      .values:
                        BinOp(op='==') @75:40
                          .lhs:
                            Name(id='BLOCK_N') @75:40
                          .rhs:
                            BinOp(op='*') @75:51
                              .lhs:
                                Const(value=2) @75:51
                              .rhs:
                                Name(id='WG_N') @75:55
                        BinOp(op='==') @75:64
                          .lhs:
                            BinOp(op='//') @75:64
                              .lhs:
                                Name(id='D') @75:64
                              .rhs:
                                Name(id='DQ_COLS') @75:69
                          .rhs:
                            Const(value=4) @75:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @77:9
              .cond:
                Unary(op='not') @77:23
                  .operand:
                    BoolOp(op='and') @77:28
                      .values:
                        Name(id='SMEM_P') @77:28
                        Name(id='DQ_EARLY') @77:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @78:9
              .cond:
                BoolOp(op='or') @78:23
                  .values:
                    Unary(op='not') @78:23
                      .operand:
                        Name(id='DQ_PAIR') @78:27
                    BoolOp(op='and') @78:39
                      .values:
                        Name(id='SMEM_P') @78:39
                        BinOp(op='==') @78:50
                          .lhs:
                            Name(id='BLOCK_N') @78:50
                          .rhs:
                            BinOp(op='*') @78:61
                              .lhs:
                                Const(value=2) @78:61
                              .rhs:
                                Name(id='WG_N') @78:65
            If() @79:9
              .cond:
                Name(id='SMEM_P') @79:12
              .body:
                SmemDecl(name='ds_s', options=()) @80:13
                  .stages:
                    BinOp(op='*') @80:23
                      .lhs:
                        Name(id='STAGES') @80:23
                      .rhs:
                        BinOp(op='//') @80:33
                          .lhs:
                            Name(id='BLOCK_N') @80:33
                          .rhs:
                            Name(id='WG_N') @80:44
                  .dtype:
                    Name(id='DT') @80:52
                  .shape:
                    Name(id='BLOCK_M') @80:55
                    Name(id='WG_N') @80:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @82:13
                  .stages:
                    BinOp(op='*') @82:23
                      .lhs:
                        Name(id='STAGES') @82:23
                      .rhs:
                        BinOp(op='//') @82:33
                          .lhs:
                            Name(id='BLOCK_N') @82:33
                          .rhs:
                            Name(id='WG_N') @82:44
                  .dtype:
                    Name(id='DT') @82:52
                  .shape:
                    Name(id='WG_N') @82:55
                    Name(id='BLOCK_M') @82:61
            BarrierDecl(name='ds_ready') @83:9
              .size:
                Name(id='STAGES') @83:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @83:40
                    .lhs:
                      Name(id='BLOCK_N') @83:40
                    .rhs:
                      Name(id='WG_N') @83:51
                )
            SmemDecl(name='dq_s', options=()) @85:9
              .stages:
                BinOp(op='*') @85:20
                  .lhs:
                    BinOp(op='//') @85:20
                      .lhs:
                        Name(id='BLOCK_N') @85:20
                      .rhs:
                        Name(id='WG_N') @85:31
                  .rhs:
                    BinOp(op='//') @85:40
                      .lhs:
                        BinOp(op='//') @85:40
                          .lhs:
                            Name(id='D') @85:40
                          .rhs:
                            Name(id='DQ_COLS') @85:45
                      .rhs:
                        BinOp(op='//') @85:57
                          .lhs:
                            Name(id='BLOCK_N') @85:57
                          .rhs:
                            Name(id='WG_N') @85:68
              .dtype:
                Name(id='f32') @85:77
              .shape:
                Name(id='BLOCK_M') @85:81
                Name(id='DQ_COLS') @85:90
            BarrierDecl(name='dq_full') @86:9
              .size:
                BinOp(op='//') @86:25
                  .lhs:
                    BinOp(op='//') @86:25
                      .lhs:
                        Name(id='D') @86:25
                      .rhs:
                        Name(id='DQ_COLS') @86:30
                  .rhs:
                    BinOp(op='//') @86:42
                      .lhs:
                        Name(id='BLOCK_N') @86:42
                      .rhs:
                        Name(id='WG_N') @86:53
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @86:66
                    .lhs:
                      Name(id='BLOCK_N') @86:66
                    .rhs:
                      Name(id='WG_N') @86:77
                )
            BarrierDecl(name='dq_empty', kwargs=()) @87:9
              .size:
                BinOp(op='//') @87:26
                  .lhs:
                    BinOp(op='//') @87:26
                      .lhs:
                        Name(id='D') @87:26
                      .rhs:
                        Name(id='DQ_COLS') @87:31
                  .rhs:
                    BinOp(op='//') @87:43
                      .lhs:
                        Name(id='BLOCK_N') @87:43
                      .rhs:
                        Name(id='WG_N') @87:54
          .orelse:
            If() @89:9
              .cond:
                Name(id='SMEM_P') @89:12
              .body:
                SmemDecl(name='ds_s', options=()) @90:13
                  .stages:
                    BinOp(op='//') @90:23
                      .lhs:
                        Name(id='BLOCK_N') @90:23
                      .rhs:
                        Name(id='WG_N') @90:34
                  .dtype:
                    Name(id='DT') @90:41
                  .shape:
                    Name(id='BLOCK_M') @90:44
                    Name(id='WG_N') @90:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @92:13
                  .stages:
                    BinOp(op='//') @92:23
                      .lhs:
                        Name(id='BLOCK_N') @92:23
                      .rhs:
                        Name(id='WG_N') @92:34
                  .dtype:
                    Name(id='DT') @92:41
                  .shape:
                    Name(id='WG_N') @92:44
                    Name(id='BLOCK_M') @92:50
            SmemDecl(name='dq_s', options=()) @93:9
              .stages:
                BinOp(op='//') @93:19
                  .lhs:
                    Name(id='BLOCK_N') @93:19
                  .rhs:
                    Name(id='WG_N') @93:30
              .dtype:
                Name(id='f32') @93:37
              .shape:
                Name(id='BLOCK_M') @93:41
                Name(id='DQ_COLS') @93:50
        BarrierDecl(name='kv_ready', kwargs=()) @94:5
          .size:
            Name(id='KV_BUF') @94:22
        BarrierDecl(name='kv_free') @95:5
          .size:
            Name(id='KV_BUF') @95:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @95:35
                .lhs:
                  Name(id='BLOCK_N') @95:35
                .rhs:
                  Name(id='WG_N') @95:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @96:5
          .size:
            Name(id='STAGES') @96:22
        BarrierDecl(name='qd_free') @97:5
          .size:
            Name(id='STAGES') @97:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @97:35
                .lhs:
                  Name(id='BLOCK_N') @97:35
                .rhs:
                  Name(id='WG_N') @97:46
            )
        Assign(targets=('len_q',)) @99:5
          .value:
            Attr(name='len') @99:13
              .value:
                Index() @99:13
                  .value:
                    Name(id='q') @99:13
                  .subs:
                    Name(id='seq') @99:15
        Assign(targets=('len_k',)) @100:5
          .value:
            Attr(name='len') @100:13
              .value:
                Index() @100:13
                  .value:
                    Name(id='k') @100:13
                  .subs:
                    Name(id='seq') @100:15
        Assign(targets=('q0',)) @101:5
          .value:
            Attr(name='start') @101:10
              .value:
                Index() @101:10
                  .value:
                    Name(id='q') @101:10
                  .subs:
                    Name(id='seq') @101:12
        Assign(targets=('n',)) @103:5
          .value:
            Name(id='nt') @103:9
        If(orelse=()) @104:5
          .cond:
            Name(id='CAUSAL') @104:8
          .body:
            Assign(targets=('n',)) @105:9
              .value:
                BinOp(op='-') @105:13
                  .lhs:
                    BinOp(op='-') @105:13
                      .lhs:
                        Call(kwargs=()) @105:13
                          .func:
                            Name(id='cdiv') @105:13
                          .args:
                            Name(id='len_k') @105:18
                            Name(id='BLOCK_N') @105:25
                      .rhs:
                        Const(value=1) @105:36
                  .rhs:
                    Name(id='nt') @105:40
        Assign(targets=('group',)) @106:5
          .value:
            BinOp(op='//') @106:13
              .lhs:
                Name(id='H') @106:13
              .rhs:
                Name(id='HKV') @106:18
        Assign(targets=('m_lo',)) @108:5
          .value:
            Const(value=0) @108:12
        If(orelse=()) @109:5
          .cond:
            Name(id='CAUSAL') @109:8
          .body:
            Assign(targets=('m_lo',)) @110:9
              .value:
                BinOp(op='//') @110:16
                  .lhs:
                    Call(kwargs=()) @110:16
                      .func:
                        Name(id='maximum') @110:16
                      .args:
                        BinOp(op='-') @110:24
                          .lhs:
                            BinOp(op='*') @110:24
                              .lhs:
                                Name(id='n') @110:24
                              .rhs:
                                Name(id='BLOCK_N') @110:28
                          .rhs:
                            BinOp(op='-') @110:39
                              .lhs:
                                Name(id='len_k') @110:39
                              .rhs:
                                Name(id='len_q') @110:47
                        Const(value=0) @110:55
                  .rhs:
                    Name(id='BLOCK_M') @110:61
        Assign(targets=('n_m',)) @111:5
          .value:
            Call(kwargs=()) @111:11
              .func:
                Name(id='maximum') @111:11
              .args:
                BinOp(op='-') @111:19
                  .lhs:
                    Call(kwargs=()) @111:19
                      .func:
                        Name(id='cdiv') @111:19
                      .args:
                        Name(id='len_q') @111:24
                        Name(id='BLOCK_M') @111:31
                  .rhs:
                    Name(id='m_lo') @111:42
                Const(value=0) @111:48
        Assign(targets=('steps',)) @112:5
          .value:
            BinOp(op='*') @112:13
              .lhs:
                Name(id='group') @112:13
              .rhs:
                Name(id='n_m') @112:21
        Assign(targets=('n_x',)) @116:5
          .value:
            Const(value=0) @116:11
        Assign(targets=('n_xs',)) @117:5
          .value:
            Const(value=0) @117:12
        Assign(targets=('rot',)) @118:5
          .value:
            Const(value=0) @118:11
        If(orelse=()) @119:5
          .cond:
            Name(id='SPLIT') @119:8
          .body:
            If(orelse=()) @120:9
              .cond:
                Name(id='CAUSAL') @120:12
              .body:
                Assign(targets=('m_diag',)) @122:13
                  .value:
                    Call(kwargs=()) @122:22
                      .func:
                        Name(id='cdiv') @122:22
                      .args:
                        Call(kwargs=()) @122:27
                          .func:
                            Name(id='maximum') @122:27
                          .args:
                            BinOp(op='-') @122:35
                              .lhs:
                                BinOp(op='-') @122:35
                                  .lhs:
                                    BinOp(op='+') @122:35
                                      .lhs:
                                        BinOp(op='*') @122:35
                                          .lhs:
                                            Name(id='n') @122:35
                                          .rhs:
                                            Name(id='BLOCK_N') @122:39
                                      .rhs:
                                        Name(id='BLOCK_N') @122:49
                                  .rhs:
                                    Const(value=1) @122:59
                              .rhs:
                                BinOp(op='-') @122:64
                                  .lhs:
                                    Name(id='len_k') @122:64
                                  .rhs:
                                    Name(id='len_q') @122:72
                            Const(value=0) @122:80
                        Name(id='BLOCK_M') @122:84
                Assign(targets=('n_x',)) @123:13
                  .value:
                    Call(kwargs=()) @123:19
                      .func:
                        Name(id='minimum') @123:19
                      .args:
                        Call(kwargs=()) @123:27
                          .func:
                            Name(id='maximum') @123:27
                          .args:
                            BinOp(op='-') @123:35
                              .lhs:
                                Name(id='m_diag') @123:35
                              .rhs:
                                Name(id='m_lo') @123:44
                            Const(value=0) @123:50
                        Name(id='n_m') @123:54
            Assign(targets=('n_e',)) @124:9
              .value:
                BinOp(op='*') @124:15
                  .lhs:
                    Call(kwargs=()) @124:15
                      .func:
                        Name(id='minimum') @124:15
                      .args:
                        BinOp(op='%') @124:23
                          .lhs:
                            Name(id='len_q') @124:23
                          .rhs:
                            Name(id='BLOCK_M') @124:31
                        Const(value=1) @124:40
                  .rhs:
                    Call(kwargs=()) @124:45
                      .func:
                        Name(id='minimum') @124:45
                      .args:
                        BinOp(op='-') @124:53
                          .lhs:
                            Name(id='n_m') @124:53
                          .rhs:
                            Name(id='n_x') @124:59
                        Const(value=1) @124:64
            Assign(targets=('n_x',)) @125:9
              .value:
                BinOp(op='+') @125:15
                  .lhs:
                    Name(id='n_x') @125:15
                  .rhs:
                    Name(id='n_e') @125:21
            Assign(targets=('n_x',)) @126:9
              .value:
                BinOp(op='+') @126:15
                  .lhs:
                    Name(id='n_x') @126:15
                  .rhs:
                    BinOp(op='*') @126:21
                      .lhs:
                        Call(kwargs=()) @126:21
                          .func:
                            Name(id='minimum') @126:21
                          .args:
                            Call(kwargs=()) @126:29
                              .func:
                                Name(id='maximum') @126:29
                              .args:
                                BinOp(op='-') @126:38
                                  .lhs:
                                    BinOp(op='*') @126:38
                                      .lhs:
                                        BinOp(op='+') @126:38
                                          .lhs:
                                            Name(id='n') @126:38
                                          .rhs:
                                            Const(value=1) @126:42
                                      .rhs:
                                        Name(id='BLOCK_N') @126:47
                                  .rhs:
                                    Name(id='len_k') @126:57
                                Const(value=0) @126:64
                            Const(value=1) @126:68
                      .rhs:
                        BinOp(op='-') @126:74
                          .lhs:
                            Name(id='n_m') @126:74
                          .rhs:
                            Name(id='n_x') @126:80
            Assign(targets=('n_xs',)) @127:9
              .value:
                Call(kwargs=()) @127:16
                  .func:
                    Name(id='minimum') @127:16
                  .args:
                    BinOp(op='*') @127:24
                      .lhs:
                        Name(id='group') @127:24
                      .rhs:
                        Name(id='n_x') @127:32
                    Name(id='steps') @127:37
            Assign(targets=('rot',)) @128:9
              .value:
                BinOp(op='%') @128:16
                  .lhs:
                    BinOp(op='-') @128:16
                      .lhs:
                        Name(id='n_m') @128:16
                      .rhs:
                        Name(id='n_e') @128:22
                  .rhs:
                    Call(kwargs=()) @128:29
                      .func:
                        Name(id='maximum') @128:29
                      .args:
                        Name(id='n_m') @128:37
                        Const(value=1) @128:42
        Assign(targets=('PARTS',)) @130:5
          .value:
            Const(value=1) @130:13
        If(orelse=()) @131:5
          .cond:
            Name(id='LAG') @131:8
          .body:
            Assign(targets=('PARTS',)) @132:9
              .value:
                BinOp(op='+') @132:17
                  .lhs:
                    Name(id='PARTS') @132:17
                  .rhs:
                    Const(value=1) @132:25
        If(orelse=()) @133:5
          .cond:
            Name(id='SPLIT') @133:8
          .body:
            Assign(targets=('PARTS',)) @134:9
              .value:
                BinOp(op='+') @134:17
                  .lhs:
                    Name(id='PARTS') @134:17
                  .rhs:
                    Const(value=1) @134:25
        Role(name='load', replica=None) @136:5
          .kwargs:
            (
              'warps'
              Const(value=1) @136:21
            )
            (
              'regs'
              Const(value=24) @136:29
            )
          .body:
            Assign(targets=('ks',)) @137:9
              .value:
                BinOp(op='%') @137:14
                  .lhs:
                    Name(id='tile_index') @137:14
                  .rhs:
                    Name(id='KV_BUF') @137:27
            Wait(phase=None) @138:9
              .target:
                Index() @138:14
                  .value:
                    Name(id='kv_free') @138:14
                  .subs:
                    Name(id='ks') @138:22
            Expect() @139:9
              .target:
                Index() @139:16
                  .value:
                    Name(id='kv_ready') @139:16
                  .subs:
                    Name(id='ks') @139:25
              .nbytes:
                BinOp(op='+') @139:30
                  .lhs:
                    BinOp(op='*') @139:30
                      .lhs:
                        BinOp(op='*') @139:30
                          .lhs:
                            Const(value=2) @139:30
                          .rhs:
                            Name(id='NWG') @139:34
                      .rhs:
                        Call(kwargs=()) @139:40
                          .func:
                            Name(id='bytes') @139:40
                          .args:
                            Name(id='k_tile') @139:46
                  .rhs:
                    BinOp(op='*') @139:56
                      .lhs:
                        BinOp(op='*') @139:56
                          .lhs:
                            Name(id='NC') @139:56
                          .rhs:
                            Name(id='NWG') @139:61
                      .rhs:
                        Call(kwargs=()) @139:67
                          .func:
                            Name(id='bytes') @139:67
                          .args:
                            Name(id='kh_tile') @139:73
            For(var='i') @140:9
              .iter:
                Call(kwargs=()) @140:18
                  .func:
                    Name(id='static_range') @140:18
                  .args:
                    Name(id='NWG') @140:31
              .body:
                Tma() @141:13
                  .dst:
                    Index() @141:17
                      .value:
                        Name(id='k_tile') @141:17
                      .subs:
                        BinOp(op='+') @141:24
                          .lhs:
                            BinOp(op='*') @141:24
                              .lhs:
                                Name(id='ks') @141:24
                              .rhs:
                                Name(id='NWG') @141:29
                          .rhs:
                            Name(id='i') @141:35
                  .src:
                    Index() @141:41
                      .value:
                        Name(id='k') @141:41
                      .subs:
                        Name(id='seq') @141:43
                        BinOp(op='+') @141:48
                          .lhs:
                            BinOp(op='*') @141:48
                              .lhs:
                                Name(id='NWG') @141:48
                              .rhs:
                                Name(id='n') @141:54
                          .rhs:
                            Name(id='i') @141:58
                        Name(id='kvh') @141:61
                  .signals:
                    Index() @141:74
                      .value:
                        Name(id='kv_ready') @141:74
                      .subs:
                        Name(id='ks') @141:83
                Tma() @142:13
                  .dst:
                    Index() @142:17
                      .value:
                        Name(id='v_tile') @142:17
                      .subs:
                        BinOp(op='+') @142:24
                          .lhs:
                            BinOp(op='*') @142:24
                              .lhs:
                                Name(id='ks') @142:24
                              .rhs:
                                Name(id='NWG') @142:29
                          .rhs:
                            Name(id='i') @142:35
                  .src:
                    Index() @142:41
                      .value:
                        Name(id='v') @142:41
                      .subs:
                        Name(id='seq') @142:43
                        BinOp(op='+') @142:48
                          .lhs:
                            BinOp(op='*') @142:48
                              .lhs:
                                Name(id='NWG') @142:48
                              .rhs:
                                Name(id='n') @142:54
                          .rhs:
                            Name(id='i') @142:58
                        Name(id='kvh') @142:61
                  .signals:
                    Index() @142:74
                      .value:
                        Name(id='kv_ready') @142:74
                      .subs:
                        Name(id='ks') @142:83
                For(var='c') @143:13
                  .iter:
                    Call(kwargs=()) @143:22
                      .func:
                        Name(id='static_range') @143:22
                      .args:
                        Name(id='NC') @143:35
                  .body:
                    Tma() @144:17
                      .dst:
                        Index() @144:21
                          .value:
                            Name(id='kh_tile') @144:21
                          .subs:
                            BinOp(op='+') @144:29
                              .lhs:
                                BinOp(op='*') @144:29
                                  .lhs:
                                    Name(id='NC') @144:29
                                  .rhs:
                                    BinOp(op='+') @144:35
                                      .lhs:
                                        BinOp(op='*') @144:35
                                          .lhs:
                                            Name(id='ks') @144:35
                                          .rhs:
                                            Name(id='NWG') @144:40
                                      .rhs:
                                        Name(id='i') @144:46
                              .rhs:
                                Name(id='c') @144:51
                      .src:
                        Index() @144:57
                          .value:
                            Name(id='k') @144:57
                          .subs:
                            Name(id='seq') @144:59
                            BinOp(op='+') @144:64
                              .lhs:
                                BinOp(op='*') @144:64
                                  .lhs:
                                    Name(id='NWG') @144:64
                                  .rhs:
                                    Name(id='n') @144:70
                              .rhs:
                                Name(id='i') @144:74
                            Name(id='kvh') @144:77
                            Name(id='c') @144:82
                      .signals:
                        Index() @144:93
                          .value:
                            Name(id='kv_ready') @144:93
                          .subs:
                            Name(id='ks') @144:102
            For(var='part') @146:9
              .iter:
                Call(kwargs=()) @146:21
                  .func:
                    Name(id='static_range') @146:21
                  .args:
                    Name(id='PARTS') @146:34
              .body:
                Assign(targets=('lo', 'hi')) @147:13
                  .value:
                    Call(kwargs=()) @147:22
                      .func:
                        Name(id='fused_part_bounds') @147:22
                      .args:
                        Name(id='part') @147:40
                        Name(id='LAG') @147:46
                        Name(id='SPLIT') @147:51
                        Name(id='n_xs') @147:58
                        Name(id='steps') @147:64
                Pipeline(var='j', slot='slot', ring='qd') @148:13
                  .iter:
                    Call(kwargs=()) @148:27
                      .func:
                        Name(id='range') @148:27
                      .args:
                        Name(id='lo') @148:33
                        Name(id='hi') @148:37
                  .stages:
                    Name(id='STAGES') @148:54
                  .body:
                    Assign(targets=('head', 'mb')) @149:17
                      .value:
                        Call(kwargs=()) @149:28
                          .func:
                            Name(id='step_block') @149:28
                          .args:
                            Name(id='j') @149:39
                            Unary(op='-') @149:42
                              .operand:
                                Const(value=1) @149:43
                            BinOp(op='*') @149:46
                              .lhs:
                                Name(id='kvh') @149:46
                              .rhs:
                                Name(id='group') @149:52
                            Name(id='m_lo') @149:59
                            Name(id='rot') @149:65
                            Name(id='n_m') @149:70
                            Name(id='n_x') @149:75
                            Name(id='n_xs') @149:80
                            Name(id='SPLIT') @149:86
                    Wait(phase=None) @150:17
                      .target:
                        Index() @150:22
                          .value:
                            Name(id='qd_free') @150:22
                          .subs:
                            Name(id='slot') @150:30
                    Expect() @151:17
                      .target:
                        Index() @151:24
                          .value:
                            Name(id='qd_ready') @151:24
                          .subs:
                            Name(id='slot') @151:33
                      .nbytes:
                        BinOp(op='+') @151:40
                          .lhs:
                            Call(kwargs=()) @151:40
                              .func:
                                Name(id='bytes') @151:40
                              .args:
                                Name(id='q_ring') @151:46
                          .rhs:
                            Call(kwargs=()) @151:56
                              .func:
                                Name(id='bytes') @151:56
                              .args:
                                Name(id='do_ring') @151:62
                    Tma() @152:17
                      .dst:
                        Index() @152:21
                          .value:
                            Name(id='q_ring') @152:21
                          .subs:
                            Name(id='slot') @152:28
                      .src:
                        Index() @152:37
                          .value:
                            Name(id='q') @152:37
                          .subs:
                            Name(id='seq') @152:39
                            Name(id='mb') @152:44
                            Name(id='head') @152:48
                      .signals:
                        Index() @152:62
                          .value:
                            Name(id='qd_ready') @152:62
                          .subs:
                            Name(id='slot') @152:71
                    Tma() @153:17
                      .dst:
                        Index() @153:21
                          .value:
                            Name(id='do_ring') @153:21
                          .subs:
                            Name(id='slot') @153:29
                      .src:
                        Index() @153:38
                          .value:
                            Name(id='d_o') @153:38
                          .subs:
                            Name(id='seq') @153:42
                            Name(id='mb') @153:47
                            Name(id='head') @153:51
                      .signals:
                        Index() @153:65
                          .value:
                            Name(id='qd_ready') @153:65
                          .subs:
                            Name(id='slot') @153:74
        If(orelse=()) @155:5
          .cond:
            Name(id='WRITER') @155:8
          .body:
            Assign(targets=('NCW',)) @158:9
              .value:
                BinOp(op='//') @158:15
                  .lhs:
                    Name(id='NC') @158:15
                  .rhs:
                    Name(id='NWG') @158:21
            Role(name='dq_writer', replica=None) @159:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @159:30
                )
                (
                  'regs'
                  Const(value=24) @159:38
                )
              .body:
                For(var='part') @160:13
                  .iter:
                    Call(kwargs=()) @160:25
                      .func:
                        Name(id='static_range') @160:25
                      .args:
                        Name(id='PARTS') @160:38
                  .body:
                    Assign(targets=('lo', 'hi')) @161:17
                      .value:
                        Call(kwargs=()) @161:26
                          .func:
                            Name(id='fused_part_bounds') @161:26
                          .args:
                            Name(id='part') @161:44
                            Name(id='LAG') @161:50
                            Name(id='SPLIT') @161:55
                            Name(id='n_xs') @161:62
                            Name(id='steps') @161:68
                    Pipeline(var='j', slot='ws', ring='qd') @162:17
                      .iter:
                        Call(kwargs=()) @162:31
                          .func:
                            Name(id='range') @162:31
                          .args:
                            Name(id='lo') @162:37
                            Name(id='hi') @162:41
                      .stages:
                        Name(id='STAGES') @162:58
                      .body:
                        Assign(targets=('head', 'mb')) @163:21
                          .value:
                            Call(kwargs=()) @163:32
                              .func:
                                Name(id='step_block') @163:32
                              .args:
                                Name(id='j') @163:43
                                Unary(op='-') @163:46
                                  .operand:
                                    Const(value=1) @163:47
                                BinOp(op='*') @163:50
                                  .lhs:
                                    Name(id='kvh') @163:50
                                  .rhs:
                                    Name(id='group') @163:56
                                Name(id='m_lo') @163:63
                                Name(id='rot') @163:69
                                Name(id='n_m') @163:74
                                Name(id='n_x') @163:79
                                Name(id='n_xs') @163:84
                                Name(id='SPLIT') @163:90
                        For(var='i') @164:21
                          .iter:
                            Call(kwargs=()) @164:30
                              .func:
                                Name(id='static_range') @164:30
                              .args:
                                Name(id='NCW') @164:43
                          .body:
                            Wait(phase=None) @165:25
                              .target:
                                Index() @165:30
                                  .value:
                                    Name(id='dq_full') @165:30
                                  .subs:
                                    Name(id='i') @165:38
                            For(var='w') @166:25
                              .iter:
                                Call(kwargs=()) @166:34
                                  .func:
                                    Name(id='static_range') @166:34
                                  .args:
                                    Name(id='NWG') @166:47
                              .body:
                                Tma(signals=None, reduce='add') @167:29
                                  .dst:
                                    Index() @167:33
                                      .value:
                                        Name(id='dq_acc') @167:33
                                      .subs:
                                        Name(id='seq') @167:40
                                        Name(id='mb') @167:45
                                        Name(id='head') @167:49
                                        BinOp(op='+') @167:55
                                          .lhs:
                                            BinOp(op='*') @167:55
                                              .lhs:
                                                Name(id='w') @167:55
                                              .rhs:
                                                Name(id='NCW') @167:59
                                          .rhs:
                                            Name(id='i') @167:65
                                  .src:
                                    Index() @167:71
                                      .value:
                                        Name(id='dq_s') @167:71
                                      .subs:
                                        BinOp(op='+') @167:76
                                          .lhs:
                                            BinOp(op='*') @167:76
                                              .lhs:
                                                Name(id='i') @167:76
                                              .rhs:
                                                Name(id='NWG') @167:80
                                          .rhs:
                                            Name(id='w') @167:86
                            Arrive(count=None) @168:25
                              .target:
                                Index() @168:32
                                  .value:
                                    Name(id='dq_empty') @168:32
                                  .subs:
                                    Name(id='i') @168:41
        Role(name='compute', replica='wg') @170:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @170:29
            )
            (
              'regs'
              Name(id='REGS') @170:39
            )
          .body:
            Assign(targets=('qk_scale',)) @171:9
              .value:
                BinOp(op='*') @171:20
                  .lhs:
                    Name(id='sm_scale') @171:20
                  .rhs:
                    Name(id='LOG2E') @171:31
            Assign(targets=('krow0',)) @172:9
              .value:
                BinOp(op='+') @172:17
                  .lhs:
                    BinOp(op='*') @172:17
                      .lhs:
                        Name(id='n') @172:17
                      .rhs:
                        Name(id='BLOCK_N') @172:21
                  .rhs:
                    BinOp(op='*') @172:31
                      .lhs:
                        Name(id='wg') @172:31
                      .rhs:
                        Name(id='WG_N') @172:36
            Assign(targets=('krows',)) @173:9
              .value:
                BinOp(op='+') @173:17
                  .lhs:
                    Name(id='krow0') @173:17
                  .rhs:
                    Call(kwargs=()) @173:25
                      .func:
                        Name(id='arange') @173:25
                      .args:
                        Name(id='WG_N') @173:32
            Assign(targets=('qcols',)) @174:9
              .value:
                Call(kwargs=()) @174:17
                  .func:
                    Name(id='arange') @174:17
                  .args:
                    Name(id='BLOCK_M') @174:24
            Assign(targets=('dcols',)) @175:9
              .value:
                Call(kwargs=()) @175:17
                  .func:
                    Name(id='arange') @175:17
                  .args:
                    Name(id='D') @175:24
            Assign(targets=('ks',)) @176:9
              .value:
                BinOp(op='%') @176:14
                  .lhs:
                    Name(id='tile_index') @176:14
                  .rhs:
                    Name(id='KV_BUF') @176:27
            Assign(targets=('mine',)) @177:9
              .value:
                BinOp(op='+') @177:16
                  .lhs:
                    BinOp(op='*') @177:16
                      .lhs:
                        Name(id='ks') @177:16
                      .rhs:
                        Name(id='NWG') @177:21
                  .rhs:
                    Name(id='wg') @177:27
            Assign(targets=('acc_k',)) @178:9
              .value:
                Call(kwargs=()) @178:17
                  .func:
                    Name(id='zeros') @178:17
                  .args:
                    ListLit() @178:23
                      .elts:
                        Name(id='WG_N') @178:24
                        Name(id='D') @178:30
                    Name(id='f32') @178:34
            Assign(targets=('acc_v',)) @179:9
              .value:
                Call(kwargs=()) @179:17
                  .func:
                    Name(id='zeros') @179:17
                  .args:
                    ListLit() @179:23
                      .elts:
                        Name(id='WG_N') @179:24
                        Name(id='D') @179:30
                    Name(id='f32') @179:34
            Wait(phase=None) @180:9
              .target:
                Index() @180:14
                  .value:
                    Name(id='kv_ready') @180:14
                  .subs:
                    Name(id='ks') @180:23
            If(orelse=()) @187:9
              .cond:
                Name(id='LAG') @187:12
              .body:
                Assign(targets=('last',)) @188:13
                  .value:
                    Const(value=0) @188:20
            Assign(targets=('AHEAD',)) @189:9
              .value:
                BoolOp(op='and') @189:17
                  .values:
                    Name(id='LSE_AHEAD') @189:17
                    Name(id='LAG') @189:31
                    Name(id='SMEM_P') @189:39
            If(orelse=()) @190:9
              .cond:
                BoolOp(op='and') @190:12
                  .values:
                    BinOp(op='==') @190:12
                      .lhs:
                        Name(id='ACT') @190:12
                      .rhs:
                        Const(value='softmax') @190:19
                    Name(id='AHEAD') @190:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @191:13
                  .value:
                    Call(kwargs=()) @191:29
                      .func:
                        Name(id='lse_delta') @191:29
                      .args:
                        Const(value=0) @191:39
                        Unary(op='-') @191:42
                          .operand:
                            Const(value=1) @191:43
                        BinOp(op='*') @191:46
                          .lhs:
                            Name(id='kvh') @191:46
                          .rhs:
                            Name(id='group') @191:52
                        Name(id='m_lo') @191:59
                        Name(id='rot') @191:65
                        Name(id='n_m') @191:70
                        Name(id='n_x') @191:75
                        Name(id='n_xs') @191:80
                        Name(id='SPLIT') @191:86
                        Name(id='q0') @191:93
                        Name(id='len_q') @191:97
                        Name(id='qcols') @191:104
                        Name(id='lse2_t') @191:111
                        Name(id='delta_t') @192:39
                        Name(id='BLOCK_M') @192:48
            For(var='part') @193:9
              .iter:
                Call(kwargs=()) @193:21
                  .func:
                    Name(id='static_range') @193:21
                  .args:
                    Name(id='PARTS') @193:34
              .body:
                Assign(targets=('lo', 'hi')) @194:13
                  .value:
                    Call(kwargs=()) @194:22
                      .func:
                        Name(id='fused_part_bounds') @194:22
                      .args:
                        Name(id='part') @194:40
                        Name(id='LAG') @194:46
                        Name(id='SPLIT') @194:51
                        Name(id='n_xs') @194:58
                        Name(id='steps') @194:64
                Assign(targets=('masked',)) @195:13
                  .value:
                    BoolOp(op='or') @195:22
                      .values:
                        Unary(op='not') @195:22
                          .operand:
                            Name(id='SPLIT') @195:26
                        BinOp(op='<') @195:35
                          .lhs:
                            Name(id='part') @195:35
                          .rhs:
                            BinOp(op='-') @195:42
                              .lhs:
                                Name(id='PARTS') @195:42
                              .rhs:
                                Const(value=1) @195:50
                Assign(targets=('lagged',)) @196:13
                  .value:
                    BoolOp(op='and') @196:22
                      .values:
                        Name(id='LAG') @196:22
                        BinOp(op='>') @196:30
                          .lhs:
                            Name(id='part') @196:30
                          .rhs:
                            Const(value=0) @196:37
                Assign(targets=('which',)) @198:13
                  .value:
                    Const(value=1) @198:21
                If(orelse=()) @199:13
                  .cond:
                    Name(id='masked') @199:16
                  .body:
                    Assign(targets=('which',)) @200:17
                      .value:
                        Const(value=0) @200:25
                If(orelse=()) @201:13
                  .cond:
                    BoolOp(op='and') @201:16
                      .values:
                        Name(id='LAG') @201:16
                        BinOp(op='==') @201:24
                          .lhs:
                            Name(id='part') @201:24
                          .rhs:
                            Const(value=0) @201:32
                  .body:
                    Assign(targets=('which',)) @202:17
                      .value:
                        Unary(op='-') @202:25
                          .operand:
                            Const(value=1) @202:26
                Pipeline(var='j', slot='slot', ring='qd') @203:13
                  .iter:
                    Call(kwargs=()) @203:27
                      .func:
                        Name(id='range') @203:27
                      .args:
                        Name(id='lo') @203:33
                        Name(id='hi') @203:37
                  .stages:
                    Name(id='STAGES') @203:54
                  .body:
                    Assign(targets=('head', 'mb')) @204:17
                      .value:
                        Call(kwargs=()) @204:28
                          .func:
                            Name(id='step_block') @204:28
                          .args:
                            Name(id='j') @204:39
                            Name(id='which') @204:42
                            BinOp(op='*') @204:49
                              .lhs:
                                Name(id='kvh') @204:49
                              .rhs:
                                Name(id='group') @204:55
                            Name(id='m_lo') @204:62
                            Name(id='rot') @204:68
                            Name(id='n_m') @204:73
                            Name(id='n_x') @204:78
                            Name(id='n_xs') @204:83
                            Name(id='SPLIT') @204:89
                    Assign(targets=('qpos',)) @205:17
                      .value:
                        BinOp(op='+') @205:24
                          .lhs:
                            BinOp(op='*') @205:24
                              .lhs:
                                Name(id='mb') @205:24
                              .rhs:
                                Name(id='BLOCK_M') @205:29
                          .rhs:
                            Name(id='qcols') @205:39
                    Assign(targets=('lse2',)) @206:17
                      .value:
                        Call(kwargs=()) @206:24
                          .func:
                            Name(id='zeros') @206:24
                          .args:
                            ListLit() @206:30
                              .elts:
                                Name(id='BLOCK_M') @206:31
                            Name(id='f32') @206:41
                    Assign(targets=('dlt',)) @207:17
                      .value:
                        Call(kwargs=()) @207:23
                          .func:
                            Name(id='zeros') @207:23
                          .args:
                            ListLit() @207:29
                              .elts:
                                Name(id='BLOCK_M') @207:30
                            Name(id='f32') @207:40
                    If(orelse=()) @211:17
                      .cond:
                        BoolOp(op='and') @211:20
                          .values:
                            BinOp(op='==') @211:20
                              .lhs:
                                Name(id='ACT') @211:20
                              .rhs:
                                Const(value='softmax') @211:27
                            Name(id='AHEAD') @211:41
                      .body:
                        Assign(targets=('lse2',)) @212:21
                          .value:
                            Name(id='lse2_n') @212:28
                        Assign(targets=('dlt',)) @213:21
                          .value:
                            Name(id='dlt_n') @213:27
                    If(orelse=()) @214:17
                      .cond:
                        BoolOp(op='and') @214:20
                          .values:
                            BinOp(op='==') @214:20
                              .lhs:
                                Name(id='ACT') @214:20
                              .rhs:
                                Const(value='softmax') @214:27
                            Unary(op='not') @214:41
                              .operand:
                                Name(id='AHEAD') @214:45
                      .body:
                        Assign(targets=('qi',)) @218:21
                          .value:
                            BinOp(op='+') @218:26
                              .lhs:
                                Name(id='q0') @218:26
                              .rhs:
                                Call(kwargs=()) @218:31
                                  .func:
                                    Name(id='maximum') @218:31
                                  .args:
                                    Call(kwargs=()) @218:39
                                      .func:
                                        Name(id='minimum') @218:39
                                      .args:
                                        Name(id='qpos') @218:47
                                        BinOp(op='-') @218:53
                                          .lhs:
                                            Name(id='len_q') @218:53
                                          .rhs:
                                            Const(value=1) @218:61
                                    Const(value=0) @218:65
                        Assign(targets=('lse2',)) @219:21
                          .value:
                            Index() @219:28
                              .value:
                                Name(id='lse2_t') @219:28
                              .subs:
                                Name(id='head') @219:35
                                Name(id='qi') @219:41
                        Assign(targets=('dlt',)) @220:21
                          .value:
                            Index() @220:27
                              .value:
                                Name(id='delta_t') @220:27
                              .subs:
                                Name(id='head') @220:35
                                Name(id='qi') @220:41
                    If() @223:17
                      .cond:
                        Name(id='masked') @223:20
                      .body:
                        Assign(targets=('edge',)) @224:21
                          .value:
                            BoolOp(op='or') @224:28
                              .values:
                                BinOp(op='>') @224:28
                                  .lhs:
                                    BinOp(op='*') @224:29
                                      .lhs:
                                        BinOp(op='+') @224:29
                                          .lhs:
                                            Name(id='mb') @224:29
                                          .rhs:
                                            Const(value=1) @224:34
                                      .rhs:
                                        Name(id='BLOCK_M') @224:39
                                  .rhs:
                                    Name(id='len_q') @224:49
                                BinOp(op='>') @224:58
                                  .lhs:
                                    BinOp(op='+') @224:58
                                      .lhs:
                                        Name(id='krow0') @224:58
                                      .rhs:
                                        Name(id='WG_N') @224:66
                                  .rhs:
                                    Name(id='len_k') @224:73
                        If(orelse=()) @225:21
                          .cond:
                            Name(id='CAUSAL') @225:24
                          .body:
                            Assign(targets=('edge',)) @226:25
                              .value:
                                BoolOp(op='or') @226:32
                                  .values:
                                    Name(id='edge') @226:32
                                    BinOp(op='>') @226:40
                                      .lhs:
                                        BinOp(op='-') @226:40
                                          .lhs:
                                            BinOp(op='+') @226:40
                                              .lhs:
                                                Name(id='krow0') @226:40
                                              .rhs:
                                                Name(id='WG_N') @226:48
                                          .rhs:
                                            Const(value=1) @226:55
                                      .rhs:
                                        BinOp(op='+') @226:59
                                          .lhs:
                                            BinOp(op='*') @226:59
                                              .lhs:
                                                Name(id='mb') @226:59
                                              .rhs:
                                                Name(id='BLOCK_M') @226:64
                                          .rhs:
                                            BinOp(op='-') @226:75
                                              .lhs:
                                                Name(id='len_k') @226:75
                                              .rhs:
                                                Name(id='len_q') @226:83
                      .orelse:
                        Assign(targets=('edge',)) @228:21
                          .value:
                            Const(value=False) @228:28
                    Wait(phase=None) @229:17
                      .target:
                        Index() @229:22
                          .value:
                            Name(id='qd_ready') @229:22
                          .subs:
                            Name(id='slot') @229:31
                    If() @230:17
                      .cond:
                        Name(id='SMEM_P') @230:20
                      .body:
                        Assign(targets=('own',)) @234:21
                          .value:
                            Name(id='wg') @234:27
                        Assign(targets=('og',)) @235:21
                          .value:
                            BinOp(op='%') @235:27
                              .lhs:
                                BinOp(op='+') @235:27
                                  .lhs:
                                    Name(id='wg') @235:27
                                  .rhs:
                                    Const(value=1) @235:32
                              .rhs:
                                Name(id='NWG') @235:37
                        If(orelse=()) @236:21
                          .cond:
                            Name(id='WRITER') @236:24
                          .body:
                            Assign(targets=('own',)) @237:25
                              .value:
                                BinOp(op='+') @237:31
                                  .lhs:
                                    BinOp(op='*') @237:31
                                      .lhs:
                                        Name(id='slot') @237:31
                                      .rhs:
                                        Name(id='NWG') @237:38
                                  .rhs:
                                    Name(id='wg') @237:44
                        If(orelse=()) @238:21
                          .cond:
                            Name(id='lagged') @238:24
                          .body:
                            Wait() @240:25
                              .target:
                                Index() @240:30
                                  .value:
                                    Name(id='ds_ready') @240:30
                                  .subs:
                                    Const(value=0) @240:39
                              .phase:
                                BinOp(op='%') @240:48
                                  .lhs:
                                    Name(id='last') @240:48
                                  .rhs:
                                    Const(value=2) @240:55
                            For(var='i') @241:25
                              .iter:
                                Call(kwargs=()) @241:34
                                  .func:
                                    Name(id='static_range') @241:34
                                  .args:
                                    Name(id='NCW') @241:47
                              .body:
                                Assign(targets=('c',)) @242:29
                                  .value:
                                    BinOp(op='+') @242:33
                                      .lhs:
                                        BinOp(op='*') @242:33
                                          .lhs:
                                            Name(id='wg') @242:33
                                          .rhs:
                                            Name(id='NCW') @242:38
                                      .rhs:
                                        Name(id='i') @242:44
                                If() @243:29
                                  .cond:
                                    Name(id='DQ_PAIR') @243:32
                                  .body:
                                    Assign(targets=('f0',)) @245:33
                                      .value:
                                        Call(kwargs=()) @245:38
                                          .func:
                                            Name(id='mma_async') @245:38
                                          .args:
                                            Index() @245:48
                                              .value:
                                                Name(id='ds_s') @245:48
                                              .subs:
                                                BinOp(op='+') @245:53
                                                  .lhs:
                                                    BinOp(op='*') @245:53
                                                      .lhs:
                                                        Name(id='last') @245:53
                                                      .rhs:
                                                        Name(id='NWG') @245:60
                                                  .rhs:
                                                    Name(id='wg') @245:66
                                            Index() @245:71
                                              .value:
                                                Name(id='kh_tile') @245:71
                                              .subs:
                                                BinOp(op='+') @245:79
                                                  .lhs:
                                                    BinOp(op='*') @245:79
                                                      .lhs:
                                                        Name(id='NC') @245:79
                                                      .rhs:
                                                        BinOp(op='+') @245:85
                                                          .lhs:
                                                            BinOp(op='*') @245:85
                                                              .lhs:
                                                                Name(id='ks') @245:85
                                                              .rhs:
                                                                Name(id='NWG') @245:90
                                                          .rhs:
                                                            Name(id='wg') @245:96
                                                  .rhs:
                                                    Name(id='c') @245:102
                                    Assign(targets=('f1',)) @246:33
                                      .value:
                                        Call(kwargs=()) @246:38
                                          .func:
                                            Name(id='mma_async') @246:38
                                          .args:
                                            Index() @246:48
                                              .value:
                                                Name(id='ds_s') @246:48
                                              .subs:
                                                BinOp(op='+') @246:53
                                                  .lhs:
                                                    BinOp(op='*') @246:53
                                                      .lhs:
                                                        Name(id='last') @246:53
                                                      .rhs:
                                                        Name(id='NWG') @246:60
                                                  .rhs:
                                                    Name(id='og') @246:66
                                            Index() @246:71
                                              .value:
                                                Name(id='kh_tile') @246:71
                                              .subs:
                                                BinOp(op='+') @246:79
                                                  .lhs:
                                                    BinOp(op='*') @246:79
                                                      .lhs:
                                                        Name(id='NC') @246:79
                                                      .rhs:
                                                        BinOp(op='+') @246:85
                                                          .lhs:
                                                            BinOp(op='*') @246:85
                                                              .lhs:
                                                                Name(id='ks') @246:85
                                                              .rhs:
                                                                Name(id='NWG') @246:90
                                                          .rhs:
                                                            Name(id='og') @246:96
                                                  .rhs:
                                                    Name(id='c') @246:102
                                            Name(id='f0') @246:106
                                    Assign(targets=('dq_c',)) @247:33
                                      .value:
                                        Call(kwargs=()) @247:40
                                          .func:
                                            Name(id='mma_wait') @247:40
                                          .args:
                                            Name(id='f1') @247:49
                                  .orelse:
                                    Assign(targets=('dq_c',)) @249:33
                                      .value:
                                        Call(kwargs=()) @249:40
                                          .func:
                                            Name(id='zeros') @249:40
                                          .args:
                                            ListLit() @249:46
                                              .elts:
                                                Name(id='BLOCK_M') @249:47
                                                Name(id='DQ_COLS') @249:56
                                            Name(id='f32') @249:66
                                    For(var='g') @250:33
                                      .iter:
                                        Call(kwargs=()) @250:42
                                          .func:
                                            Name(id='static_range') @250:42
                                          .args:
                                            Name(id='NWG') @250:55
                                      .body:
                                        Assign(targets=('gg',)) @251:37
                                          .value:
                                            BinOp(op='%') @251:43
                                              .lhs:
                                                BinOp(op='+') @251:43
                                                  .lhs:
                                                    Name(id='wg') @251:43
                                                  .rhs:
                                                    Name(id='g') @251:48
                                              .rhs:
                                                Name(id='NWG') @251:53
                                        Assign(targets=('dq_c',)) @252:37
                                          .value:
                                            Call(kwargs=()) @252:44
                                              .func:
                                                Name(id='mma_wait') @252:44
                                              .args:
                                                Call(kwargs=()) @252:53
                                                  .func:
                                                    Name(id='mma_async') @252:53
                                                  .args:
                                                    Index() @252:63
                                                      .value:
                                                        Name(id='ds_s') @252:63
                                                      .subs:
                                                        BinOp(op='+') @252:68
                                                          .lhs:
                                                            BinOp(op='*') @252:68
                                                              .lhs:
                                                                Name(id='last') @252:68
                                                              .rhs:
                                                                Name(id='NWG') @252:75
                                                          .rhs:
                                                            Name(id='gg') @252:81
                                                    Index() @252:86
                                                      .value:
                                                        Name(id='kh_tile') @252:86
                                                      .subs:
                                                        BinOp(op='+') @252:94
                                                          .lhs:
                                                            BinOp(op='*') @252:94
                                                              .lhs:
                                                                Name(id='NC') @252:94
                                                              .rhs:
                                                                BinOp(op='+') @252:100
                                                                  .lhs:
                                                                    BinOp(op='*') @252:100
                                                                      .lhs:
                                                                        Name(id='ks') @252:100
                                                                      .rhs:
                                                                        Name(id='NWG') @252:105
                                                                  .rhs:
                                                                    Name(id='gg') @252:111
                                                          .rhs:
                                                            Name(id='c') @252:117
                                                    Name(id='dq_c') @252:121
                                Wait() @253:29
                                  .target:
                                    Index() @253:34
                                      .value:
                                        Name(id='dq_empty') @253:34
                                      .subs:
                                        Name(id='i') @253:43
                                  .phase:
                                    BinOp(op='-') @253:52
                                      .lhs:
                                        Const(value=1) @253:52
                                      .rhs:
                                        BinOp(op='%') @253:56
                                          .lhs:
                                            Name(id='last') @253:56
                                          .rhs:
                                            Const(value=2) @253:63
                                ExprStmt() @254:29
                                  .value:
                                    Call(kwargs=()) @254:29
                                      .func:
                                        Name(id='store_smem') @254:29
                                      .args:
                                        Index() @254:40
                                          .value:
                                            Name(id='dq_s') @254:40
                                          .subs:
                                            BinOp(op='+') @254:45
                                              .lhs:
                                                BinOp(op='*') @254:45
                                                  .lhs:
                                                    Name(id='i') @254:45
                                                  .rhs:
                                                    Name(id='NWG') @254:49
                                              .rhs:
                                                Name(id='wg') @254:55
                                        Name(id='dq_c') @254:60
                                Fence() @255:29
                                Arrive(count=None) @256:29
                                  .target:
                                    Index() @256:36
                                      .value:
                                        Name(id='dq_full') @256:36
                                      .subs:
                                        Name(id='i') @256:44
                        Assign(targets=('s_f',)) @257:21
                          .value:
                            Call(kwargs=()) @257:27
                              .func:
                                Name(id='mma_async') @257:27
                              .args:
                                Index() @257:37
                                  .value:
                                    Name(id='q_ring') @257:37
                                  .subs:
                                    Name(id='slot') @257:44
                                Attr(name='T') @257:51
                                  .value:
                                    Index() @257:51
                                      .value:
                                        Name(id='k_tile') @257:51
                                      .subs:
                                        Name(id='mine') @257:58
                        Assign(targets=('dp_f',)) @258:21
                          .value:
                            Call(kwargs=()) @258:28
                              .func:
                                Name(id='mma_async') @258:28
                              .args:
                                Index() @258:38
                                  .value:
                                    Name(id='do_ring') @258:38
                                  .subs:
                                    Name(id='slot') @258:46
                                Attr(name='T') @258:53
                                  .value:
                                    Index() @258:53
                                      .value:
                                        Name(id='v_tile') @258:53
                                      .subs:
                                        Name(id='mine') @258:60
                        Assign(targets=('s',)) @259:21
                          .value:
                            Call() @259:25
                              .func:
                                Name(id='mma_wait') @259:25
                              .args:
                                Name(id='s_f') @259:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @259:47
                                )
                        Assign(targets=('kpos',)) @261:21
                          .value:
                            BinOp(op='+') @261:28
                              .lhs:
                                Name(id='krow0') @261:28
                              .rhs:
                                Call(kwargs=()) @261:36
                                  .func:
                                    Name(id='arange') @261:36
                                  .args:
                                    Name(id='WG_N') @261:43
                        Assign(targets=('p', 'dact')) @262:21
                          .value:
                            Call(kwargs=()) @262:31
                              .func:
                                Name(id='probs') @262:31
                              .args:
                                Name(id='s') @262:37
                                Name(id='edge') @262:40
                                Index() @262:46
                                  .value:
                                    Name(id='qpos') @262:46
                                  .subs:
                                    FullSlice() @262:51
                                    Const(value=None) @262:54
                                Index() @262:61
                                  .value:
                                    Name(id='kpos') @262:61
                                  .subs:
                                    Const(value=None) @262:66
                                    FullSlice() @262:72
                                Name(id='len_q') @262:76
                                Name(id='len_k') @262:83
                                Index() @262:90
                                  .value:
                                    Name(id='lse2') @262:90
                                  .subs:
                                    FullSlice() @262:95
                                    Const(value=None) @262:98
                                Name(id='qk_scale') @262:105
                                Name(id='sm_scale') @263:37
                                Name(id='CAUSAL') @263:47
                                Name(id='ACT') @263:55
                        ExprStmt() @264:21
                          .value:
                            Call(kwargs=()) @264:21
                              .func:
                                Name(id='store_smem') @264:21
                              .args:
                                Index() @264:32
                                  .value:
                                    Name(id='ds_s') @264:32
                                  .subs:
                                    Name(id='own') @264:37
                                Call(kwargs=()) @264:43
                                  .func:
                                    Name(id='cast') @264:43
                                  .args:
                                    Name(id='p') @264:48
                                    Name(id='DT') @264:51
                        Fence() @265:21
                        Assign(targets=('dv_f',)) @266:21
                          .value:
                            Call(kwargs=()) @266:28
                              .func:
                                Name(id='mma_async') @266:28
                              .args:
                                Attr(name='T') @266:38
                                  .value:
                                    Index() @266:38
                                      .value:
                                        Name(id='ds_s') @266:38
                                      .subs:
                                        Name(id='own') @266:43
                                Index() @266:51
                                  .value:
                                    Name(id='do_ring') @266:51
                                  .subs:
                                    Name(id='slot') @266:59
                                Name(id='acc_v') @266:66
                        Assign(targets=('dp',)) @267:21
                          .value:
                            Call() @267:26
                              .func:
                                Name(id='mma_wait') @267:26
                              .args:
                                Name(id='dp_f') @267:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @267:49
                                )
                        Assign(targets=('ds',)) @268:21
                          .value:
                            Call(kwargs=()) @268:26
                              .func:
                                Name(id='cast') @268:26
                              .args:
                                Call(kwargs=()) @268:31
                                  .func:
                                    Name(id='dscores') @268:31
                                  .args:
                                    Name(id='p') @268:39
                                    Name(id='dact') @268:42
                                    Name(id='dp') @268:48
                                    Index() @268:52
                                      .value:
                                        Name(id='dlt') @268:52
                                      .subs:
                                        FullSlice() @268:56
                                        Const(value=None) @268:59
                                    Name(id='ACT') @268:66
                                Name(id='DT') @268:72
                        Assign(targets=('acc_v',)) @269:21
                          .value:
                            Call(kwargs=()) @269:29
                              .func:
                                Name(id='mma_wait') @269:29
                              .args:
                                Name(id='dv_f') @269:38
                        ExprStmt() @270:21
                          .value:
                            Call(kwargs=()) @270:21
                              .func:
                                Name(id='store_smem') @270:21
                              .args:
                                Index() @270:32
                                  .value:
                                    Name(id='ds_s') @270:32
                                  .subs:
                                    Name(id='own') @270:37
                                Name(id='ds') @270:43
                        Fence() @271:21
                        If() @272:21
                          .cond:
                            Name(id='LAG') @272:24
                          .body:
                            Arrive(count=None) @275:25
                              .target:
                                Index() @275:32
                                  .value:
                                    Name(id='ds_ready') @275:32
                                  .subs:
                                    Const(value=0) @275:41
                            Assign(targets=('dk_f',)) @276:25
                              .value:
                                Call(kwargs=()) @276:32
                                  .func:
                                    Name(id='mma_async') @276:32
                                  .args:
                                    Attr(name='T') @276:42
                                      .value:
                                        Index() @276:42
                                          .value:
                                            Name(id='ds_s') @276:42
                                          .subs:
                                            Name(id='own') @276:47
                                    Index() @276:55
                                      .value:
                                        Name(id='q_ring') @276:55
                                      .subs:
                                        Name(id='slot') @276:62
                                    Name(id='acc_k') @276:69
                            If(orelse=()) @277:25
                              .cond:
                                BoolOp(op='and') @277:28
                                  .values:
                                    BinOp(op='==') @277:28
                                      .lhs:
                                        Name(id='ACT') @277:28
                                      .rhs:
                                        Const(value='softmax') @277:35
                                    Name(id='AHEAD') @277:49
                              .body:
                                Assign(targets=('nxt',)) @279:29
                                  .value:
                                    Unary(op='-') @279:35
                                      .operand:
                                        Const(value=1) @279:36
                                If(orelse=()) @280:29
                                  .cond:
                                    BinOp(op='==') @280:32
                                      .lhs:
                                        Name(id='which') @280:32
                                      .rhs:
                                        Const(value=1) @280:41
                                  .body:
                                    Assign(targets=('nxt',)) @281:33
                                      .value:
                                        Const(value=1) @281:39
                                Assign(targets=('lse2_n', 'dlt_n')) @282:29
                                  .value:
                                    Call(kwargs=()) @282:45
                                      .func:
                                        Name(id='lse_delta') @282:45
                                      .args:
                                        Call(kwargs=()) @282:55
                                          .func:
                                            Name(id='minimum') @282:55
                                          .args:
                                            BinOp(op='+') @282:63
                                              .lhs:
                                                Name(id='j') @282:63
                                              .rhs:
                                                Const(value=1) @282:67
                                            BinOp(op='-') @282:70
                                              .lhs:
                                                Name(id='steps') @282:70
                                              .rhs:
                                                Const(value=1) @282:78
                                        Name(id='nxt') @282:82
                                        BinOp(op='*') @282:87
                                          .lhs:
                                            Name(id='kvh') @282:87
                                          .rhs:
                                            Name(id='group') @282:93
                                        Name(id='m_lo') @282:100
                                        Name(id='rot') @282:106
                                        Name(id='n_m') @282:111
                                        Name(id='n_x') @282:116
                                        Name(id='n_xs') @283:55
                                        Name(id='SPLIT') @283:61
                                        Name(id='q0') @283:68
                                        Name(id='len_q') @283:72
                                        Name(id='qcols') @283:79
                                        Name(id='lse2_t') @283:86
                                        Name(id='delta_t') @283:94
                                        Name(id='BLOCK_M') @283:103
                            Assign(targets=('acc_k',)) @284:25
                              .value:
                                Call(kwargs=()) @284:33
                                  .func:
                                    Name(id='mma_wait') @284:33
                                  .args:
                                    Name(id='dk_f') @284:42
                            Arrive(count=None) @285:25
                              .target:
                                Index() @285:32
                                  .value:
                                    Name(id='qd_free') @285:32
                                  .subs:
                                    Name(id='slot') @285:40
                            Assign(targets=('last',)) @286:25
                              .value:
                                Name(id='slot') @286:32
                          .orelse:
                            If() @287:21
                              .cond:
                                Name(id='WRITER') @287:26
                              .body:
                                Arrive(count=None) @288:25
                                  .target:
                                    Index() @288:32
                                      .value:
                                        Name(id='ds_ready') @288:32
                                      .subs:
                                        Name(id='slot') @288:41
                                Assign(targets=('dk_f',)) @289:25
                                  .value:
                                    Call(kwargs=()) @289:32
                                      .func:
                                        Name(id='mma_async') @289:32
                                      .args:
                                        Attr(name='T') @289:42
                                          .value:
                                            Index() @289:42
                                              .value:
                                                Name(id='ds_s') @289:42
                                              .subs:
                                                Name(id='own') @289:47
                                        Index() @289:55
                                          .value:
                                            Name(id='q_ring') @289:55
                                          .subs:
                                            Name(id='slot') @289:62
                                        Name(id='acc_k') @289:69
                                Wait(phase=None) @290:25
                                  .target:
                                    Index() @290:30
                                      .value:
                                        Name(id='ds_ready') @290:30
                                      .subs:
                                        Name(id='slot') @290:39
                                For(var='i') @291:25
                                  .iter:
                                    Call(kwargs=()) @291:34
                                      .func:
                                        Name(id='static_range') @291:34
                                      .args:
                                        Name(id='NCW') @291:47
                                  .body:
                                    Assign(targets=('c',)) @292:29
                                      .value:
                                        BinOp(op='+') @292:33
                                          .lhs:
                                            BinOp(op='*') @292:33
                                              .lhs:
                                                Name(id='wg') @292:33
                                              .rhs:
                                                Name(id='NCW') @292:38
                                          .rhs:
                                            Name(id='i') @292:44
                                    If() @293:29
                                      .cond:
                                        Name(id='DQ_PAIR') @293:32
                                      .body:
                                        Assign(targets=('f0',)) @296:33
                                          .value:
                                            Call(kwargs=()) @296:38
                                              .func:
                                                Name(id='mma_async') @296:38
                                              .args:
                                                Index() @296:48
                                                  .value:
                                                    Name(id='ds_s') @296:48
                                                  .subs:
                                                    Name(id='own') @296:53
                                                Index() @296:59
                                                  .value:
                                                    Name(id='kh_tile') @296:59
                                                  .subs:
                                                    BinOp(op='+') @296:67
                                                      .lhs:
                                                        BinOp(op='*') @296:67
                                                          .lhs:
                                                            Name(id='NC') @296:67
                                                          .rhs:
                                                            Name(id='mine') @296:72
                                                      .rhs:
                                                        Name(id='c') @296:79
                                        Assign(targets=('f1',)) @297:33
                                          .value:
                                            Call(kwargs=()) @297:38
                                              .func:
                                                Name(id='mma_async') @297:38
                                              .args:
                                                Index() @297:48
                                                  .value:
                                                    Name(id='ds_s') @297:48
                                                  .subs:
                                                    BinOp(op='+') @297:53
                                                      .lhs:
                                                        BinOp(op='*') @297:53
                                                          .lhs:
                                                            Name(id='slot') @297:53
                                                          .rhs:
                                                            Name(id='NWG') @297:60
                                                      .rhs:
                                                        Name(id='og') @297:66
                                                Index() @297:71
                                                  .value:
                                                    Name(id='kh_tile') @297:71
                                                  .subs:
                                                    BinOp(op='+') @297:79
                                                      .lhs:
                                                        BinOp(op='*') @297:79
                                                          .lhs:
                                                            Name(id='NC') @297:79
                                                          .rhs:
                                                            BinOp(op='+') @297:85
                                                              .lhs:
                                                                BinOp(op='*') @297:85
                                                                  .lhs:
                                                                    Name(id='ks') @297:85
                                                                  .rhs:
                                                                    Name(id='NWG') @297:90
                                                              .rhs:
                                                                Name(id='og') @297:96
                                                      .rhs:
                                                        Name(id='c') @297:102
                                                Name(id='f0') @297:106
                                        If(orelse=()) @298:33
                                          .cond:
                                            BinOp(op='==') @298:36
                                              .lhs:
                                                Name(id='i') @298:36
                                              .rhs:
                                                Const(value=0) @298:41
                                          .body:
                                            Assign(targets=('acc_k',)) @299:37
                                              .value:
                                                Call() @299:45
                                                  .func:
                                                    Name(id='mma_wait') @299:45
                                                  .args:
                                                    Name(id='dk_f') @299:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @299:68
                                                    )
                                            Arrive(count=None) @300:37
                                              .target:
                                                Index() @300:44
                                                  .value:
                                                    Name(id='qd_free') @300:44
                                                  .subs:
                                                    Name(id='slot') @300:52
                                        Assign(targets=('dq_c',)) @301:33
                                          .value:
                                            Call(kwargs=()) @301:40
                                              .func:
                                                Name(id='mma_wait') @301:40
                                              .args:
                                                Name(id='f1') @301:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @303:33
                                          .value:
                                            Call(kwargs=()) @303:40
                                              .func:
                                                Name(id='zeros') @303:40
                                              .args:
                                                ListLit() @303:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @303:47
                                                    Name(id='DQ_COLS') @303:56
                                                Name(id='f32') @303:66
                                        For(var='g') @304:33
                                          .iter:
                                            Call(kwargs=()) @304:42
                                              .func:
                                                Name(id='static_range') @304:42
                                              .args:
                                                Name(id='NWG') @304:55
                                          .body:
                                            Assign(targets=('gg',)) @305:37
                                              .value:
                                                BinOp(op='%') @305:43
                                                  .lhs:
                                                    BinOp(op='+') @305:43
                                                      .lhs:
                                                        Name(id='wg') @305:43
                                                      .rhs:
                                                        Name(id='g') @305:48
                                                  .rhs:
                                                    Name(id='NWG') @305:53
                                            Assign(targets=('dq_f',)) @306:37
                                              .value:
                                                Call(kwargs=()) @306:44
                                                  .func:
                                                    Name(id='mma_async') @306:44
                                                  .args:
                                                    Index() @306:54
                                                      .value:
                                                        Name(id='ds_s') @306:54
                                                      .subs:
                                                        BinOp(op='+') @306:59
                                                          .lhs:
                                                            BinOp(op='*') @306:59
                                                              .lhs:
                                                                Name(id='slot') @306:59
                                                              .rhs:
                                                                Name(id='NWG') @306:66
                                                          .rhs:
                                                            Name(id='gg') @306:72
                                                    Index() @306:77
                                                      .value:
                                                        Name(id='kh_tile') @306:77
                                                      .subs:
                                                        BinOp(op='+') @306:85
                                                          .lhs:
                                                            BinOp(op='*') @306:85
                                                              .lhs:
                                                                Name(id='NC') @306:85
                                                              .rhs:
                                                                BinOp(op='+') @306:91
                                                                  .lhs:
                                                                    BinOp(op='*') @306:91
                                                                      .lhs:
                                                                        Name(id='ks') @306:91
                                                                      .rhs:
                                                                        Name(id='NWG') @306:96
                                                                  .rhs:
                                                                    Name(id='gg') @306:102
                                                          .rhs:
                                                            Name(id='c') @306:108
                                                    Name(id='dq_c') @306:112
                                            If(orelse=()) @307:37
                                              .cond:
                                                BoolOp(op='and') @307:40
                                                  .values:
                                                    BinOp(op='==') @307:40
                                                      .lhs:
                                                        Name(id='i') @307:40
                                                      .rhs:
                                                        Const(value=0) @307:45
                                                    BinOp(op='==') @307:51
                                                      .lhs:
                                                        Name(id='g') @307:51
                                                      .rhs:
                                                        Const(value=0) @307:56
                                              .body:
                                                Assign(targets=('acc_k',)) @309:41
                                                  .value:
                                                    Call() @309:49
                                                      .func:
                                                        Name(id='mma_wait') @309:49
                                                      .args:
                                                        Name(id='dk_f') @309:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @309:72
                                                        )
                                                Arrive(count=None) @310:41
                                                  .target:
                                                    Index() @310:48
                                                      .value:
                                                        Name(id='qd_free') @310:48
                                                      .subs:
                                                        Name(id='slot') @310:56
                                            Assign(targets=('dq_c',)) @311:37
                                              .value:
                                                Call(kwargs=()) @311:44
                                                  .func:
                                                    Name(id='mma_wait') @311:44
                                                  .args:
                                                    Name(id='dq_f') @311:53
                                    Wait() @312:29
                                      .target:
                                        Index() @312:34
                                          .value:
                                            Name(id='dq_empty') @312:34
                                          .subs:
                                            Name(id='i') @312:43
                                      .phase:
                                        BinOp(op='-') @312:52
                                          .lhs:
                                            Const(value=1) @312:52
                                          .rhs:
                                            BinOp(op='%') @312:56
                                              .lhs:
                                                Name(id='slot') @312:56
                                              .rhs:
                                                Const(value=2) @312:63
                                    ExprStmt() @313:29
                                      .value:
                                        Call(kwargs=()) @313:29
                                          .func:
                                            Name(id='store_smem') @313:29
                                          .args:
                                            Index() @313:40
                                              .value:
                                                Name(id='dq_s') @313:40
                                              .subs:
                                                BinOp(op='+') @313:45
                                                  .lhs:
                                                    BinOp(op='*') @313:45
                                                      .lhs:
                                                        Name(id='i') @313:45
                                                      .rhs:
                                                        Name(id='NWG') @313:49
                                                  .rhs:
                                                    Name(id='wg') @313:55
                                            Name(id='dq_c') @313:60
                                    Fence() @314:29
                                    Arrive(count=None) @315:29
                                      .target:
                                        Index() @315:36
                                          .value:
                                            Name(id='dq_full') @315:36
                                          .subs:
                                            Name(id='i') @315:44
                              .orelse:
                                Assign(targets=('dq_f',)) @317:25
                                  .value:
                                    Call(kwargs=()) @317:32
                                      .func:
                                        Name(id='mma_async') @317:32
                                      .args:
                                        Index() @317:42
                                          .value:
                                            Name(id='ds_s') @317:42
                                          .subs:
                                            Name(id='wg') @317:47
                                        Index() @317:52
                                          .value:
                                            Name(id='kh_tile') @317:52
                                          .subs:
                                            BinOp(op='*') @317:60
                                              .lhs:
                                                Name(id='NC') @317:60
                                              .rhs:
                                                Name(id='mine') @317:65
                                Assign(targets=('dk_f',)) @318:25
                                  .value:
                                    Call(kwargs=()) @318:32
                                      .func:
                                        Name(id='mma_async') @318:32
                                      .args:
                                        Attr(name='T') @318:42
                                          .value:
                                            Index() @318:42
                                              .value:
                                                Name(id='ds_s') @318:42
                                              .subs:
                                                Name(id='wg') @318:47
                                        Index() @318:54
                                          .value:
                                            Name(id='q_ring') @318:54
                                          .subs:
                                            Name(id='slot') @318:61
                                        Name(id='acc_k') @318:68
                                Assign(targets=('dq_c',)) @319:25
                                  .value:
                                    Call() @319:32
                                      .func:
                                        Name(id='mma_wait') @319:32
                                      .args:
                                        Name(id='dq_f') @319:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @319:55
                                        )
                                ExprStmt() @320:25
                                  .value:
                                    Call(kwargs=()) @320:25
                                      .func:
                                        Name(id='store_smem') @320:25
                                      .args:
                                        Index() @320:36
                                          .value:
                                            Name(id='dq_s') @320:36
                                          .subs:
                                            Name(id='wg') @320:41
                                        Name(id='dq_c') @320:46
                                Fence() @321:25
                                Tma(signals=None, reduce='add') @322:25
                                  .dst:
                                    Index() @322:29
                                      .value:
                                        Name(id='dq_acc') @322:29
                                      .subs:
                                        Name(id='seq') @322:36
                                        Name(id='mb') @322:41
                                        Name(id='head') @322:45
                                        Const(value=0) @322:51
                                  .src:
                                    Index() @322:57
                                      .value:
                                        Name(id='dq_s') @322:57
                                      .subs:
                                        Name(id='wg') @322:62
                                Assign(targets=('dq_f',)) @323:25
                                  .value:
                                    Call(kwargs=()) @323:32
                                      .func:
                                        Name(id='mma_async') @323:32
                                      .args:
                                        Index() @323:42
                                          .value:
                                            Name(id='ds_s') @323:42
                                          .subs:
                                            Name(id='wg') @323:47
                                        Index() @323:52
                                          .value:
                                            Name(id='kh_tile') @323:52
                                          .subs:
                                            BinOp(op='+') @323:60
                                              .lhs:
                                                BinOp(op='*') @323:60
                                                  .lhs:
                                                    Name(id='NC') @323:60
                                                  .rhs:
                                                    Name(id='mine') @323:65
                                              .rhs:
                                                Const(value=1) @323:72
                                Assign(targets=('acc_k',)) @324:25
                                  .value:
                                    Call() @324:33
                                      .func:
                                        Name(id='mma_wait') @324:33
                                      .args:
                                        Name(id='dk_f') @324:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @324:56
                                        )
                                Assign(targets=('dq_c',)) @325:25
                                  .value:
                                    Call(kwargs=()) @325:32
                                      .func:
                                        Name(id='mma_wait') @325:32
                                      .args:
                                        Name(id='dq_f') @325:41
                                Arrive(count=None) @326:25
                                  .target:
                                    Index() @326:32
                                      .value:
                                        Name(id='qd_free') @326:32
                                      .subs:
                                        Name(id='slot') @326:40
                                ExprStmt() @327:25
                                  .value:
                                    Call(kwargs=()) @327:25
                                      .func:
                                        Name(id='store_smem') @327:25
                                      .args:
                                        Index() @327:36
                                          .value:
                                            Name(id='dq_s') @327:36
                                          .subs:
                                            Name(id='wg') @327:41
                                        Name(id='dq_c') @327:46
                                Fence() @328:25
                                Tma(signals=None, reduce='add') @329:25
                                  .dst:
                                    Index() @329:29
                                      .value:
                                        Name(id='dq_acc') @329:29
                                      .subs:
                                        Name(id='seq') @329:36
                                        Name(id='mb') @329:41
                                        Name(id='head') @329:45
                                        Const(value=1) @329:51
                                  .src:
                                    Index() @329:57
                                      .value:
                                        Name(id='dq_s') @329:57
                                      .subs:
                                        Name(id='wg') @329:62
                                For(var='c') @330:25
                                  .iter:
                                    Call(kwargs=()) @330:34
                                      .func:
                                        Name(id='static_range') @330:34
                                      .args:
                                        Const(value=2) @330:47
                                        Name(id='NC') @330:50
                                  .body:
                                    Assign(targets=('dq_c',)) @331:29
                                      .value:
                                        Call(kwargs=()) @331:36
                                          .func:
                                            Name(id='mma_wait') @331:36
                                          .args:
                                            Call(kwargs=()) @331:45
                                              .func:
                                                Name(id='mma_async') @331:45
                                              .args:
                                                Index() @331:55
                                                  .value:
                                                    Name(id='ds_s') @331:55
                                                  .subs:
                                                    Name(id='wg') @331:60
                                                Index() @331:65
                                                  .value:
                                                    Name(id='kh_tile') @331:65
                                                  .subs:
                                                    BinOp(op='+') @331:73
                                                      .lhs:
                                                        BinOp(op='*') @331:73
                                                          .lhs:
                                                            Name(id='NC') @331:73
                                                          .rhs:
                                                            Name(id='mine') @331:78
                                                      .rhs:
                                                        Name(id='c') @331:85
                                    ExprStmt() @332:29
                                      .value:
                                        Call(kwargs=()) @332:29
                                          .func:
                                            Name(id='store_smem') @332:29
                                          .args:
                                            Index() @332:40
                                              .value:
                                                Name(id='dq_s') @332:40
                                              .subs:
                                                Name(id='wg') @332:45
                                            Name(id='dq_c') @332:50
                                    Fence() @333:29
                                    Tma(signals=None, reduce='add') @334:29
                                      .dst:
                                        Index() @334:33
                                          .value:
                                            Name(id='dq_acc') @334:33
                                          .subs:
                                            Name(id='seq') @334:40
                                            Name(id='mb') @334:45
                                            Name(id='head') @334:49
                                            Name(id='c') @334:55
                                      .src:
                                        Index() @334:61
                                          .value:
                                            Name(id='dq_s') @334:61
                                          .subs:
                                            Name(id='wg') @334:66
                      .orelse:
                        Assign(targets=('st_f',)) @336:21
                          .value:
                            Call(kwargs=()) @336:28
                              .func:
                                Name(id='mma_async') @336:28
                              .args:
                                Index() @336:38
                                  .value:
                                    Name(id='k_tile') @336:38
                                  .subs:
                                    Name(id='mine') @336:45
                                Attr(name='T') @336:52
                                  .value:
                                    Index() @336:52
                                      .value:
                                        Name(id='q_ring') @336:52
                                      .subs:
                                        Name(id='slot') @336:59
                        Assign(targets=('dpt_f',)) @337:21
                          .value:
                            Call(kwargs=()) @337:29
                              .func:
                                Name(id='mma_async') @337:29
                              .args:
                                Index() @337:39
                                  .value:
                                    Name(id='v_tile') @337:39
                                  .subs:
                                    Name(id='mine') @337:46
                                Attr(name='T') @337:53
                                  .value:
                                    Index() @337:53
                                      .value:
                                        Name(id='do_ring') @337:53
                                      .subs:
                                        Name(id='slot') @337:61
                        Assign(targets=('st',)) @338:21
                          .value:
                            Call() @338:26
                              .func:
                                Name(id='mma_wait') @338:26
                              .args:
                                Name(id='st_f') @338:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @338:49
                                )
                        Assign(targets=('pt', 'dact')) @339:21
                          .value:
                            Call(kwargs=()) @339:32
                              .func:
                                Name(id='probs') @339:32
                              .args:
                                Name(id='st') @339:38
                                Name(id='edge') @339:42
                                Index() @339:48
                                  .value:
                                    Name(id='qpos') @339:48
                                  .subs:
                                    Const(value=None) @339:53
                                    FullSlice() @339:59
                                Index() @339:63
                                  .value:
                                    Name(id='krows') @339:63
                                  .subs:
                                    FullSlice() @339:69
                                    Const(value=None) @339:72
                                Name(id='len_q') @339:79
                                Name(id='len_k') @339:86
                                Index() @339:93
                                  .value:
                                    Name(id='lse2') @339:93
                                  .subs:
                                    Const(value=None) @339:98
                                    FullSlice() @339:104
                                Name(id='qk_scale') @339:108
                                Name(id='sm_scale') @340:38
                                Name(id='CAUSAL') @340:48
                                Name(id='ACT') @340:56
                        Assign(targets=('dpt',)) @341:21
                          .value:
                            Call(kwargs=()) @341:27
                              .func:
                                Name(id='mma_wait') @341:27
                              .args:
                                Name(id='dpt_f') @341:36
                        Assign(targets=('dv_f',)) @343:21
                          .value:
                            Call(kwargs=()) @343:28
                              .func:
                                Name(id='mma_async') @343:28
                              .args:
                                Call(kwargs=()) @343:38
                                  .func:
                                    Name(id='cast') @343:38
                                  .args:
                                    Name(id='pt') @343:43
                                    Name(id='DT') @343:47
                                Index() @343:52
                                  .value:
                                    Name(id='do_ring') @343:52
                                  .subs:
                                    Name(id='slot') @343:60
                                Name(id='acc_v') @343:67
                        Assign(targets=('dst',)) @344:21
                          .value:
                            Call(kwargs=()) @344:27
                              .func:
                                Name(id='cast') @344:27
                              .args:
                                Call(kwargs=()) @344:32
                                  .func:
                                    Name(id='dscores') @344:32
                                  .args:
                                    Name(id='pt') @344:40
                                    Name(id='dact') @344:44
                                    Name(id='dpt') @344:50
                                    Index() @344:55
                                      .value:
                                        Name(id='dlt') @344:55
                                      .subs:
                                        Const(value=None) @344:59
                                        FullSlice() @344:65
                                    Name(id='ACT') @344:69
                                Name(id='DT') @344:75
                        If() @345:21
                          .cond:
                            Name(id='WRITER') @345:24
                          .body:
                            ExprStmt() @347:25
                              .value:
                                Call(kwargs=()) @347:25
                                  .func:
                                    Name(id='store_smem') @347:25
                                  .args:
                                    Index() @347:36
                                      .value:
                                        Name(id='ds_s') @347:36
                                      .subs:
                                        BinOp(op='+') @347:41
                                          .lhs:
                                            BinOp(op='*') @347:41
                                              .lhs:
                                                Name(id='slot') @347:41
                                              .rhs:
                                                Name(id='NWG') @347:48
                                          .rhs:
                                            Name(id='wg') @347:54
                                    Name(id='dst') @347:59
                            Fence() @348:25
                            Arrive(count=None) @349:25
                              .target:
                                Index() @349:32
                                  .value:
                                    Name(id='ds_ready') @349:32
                                  .subs:
                                    Name(id='slot') @349:41
                            Assign(targets=('dk_f',)) @350:25
                              .value:
                                Call(kwargs=()) @350:32
                                  .func:
                                    Name(id='mma_async') @350:32
                                  .args:
                                    Name(id='dst') @350:42
                                    Index() @350:47
                                      .value:
                                        Name(id='q_ring') @350:47
                                      .subs:
                                        Name(id='slot') @350:54
                                    Name(id='acc_k') @350:61
                            If() @351:25
                              .cond:
                                Name(id='DQ_EARLY') @351:28
                              .body:
                                Assign(targets=('own',)) @354:29
                                  .value:
                                    BinOp(op='+') @354:35
                                      .lhs:
                                        BinOp(op='*') @354:35
                                          .lhs:
                                            Name(id='slot') @354:35
                                          .rhs:
                                            Name(id='NWG') @354:42
                                      .rhs:
                                        Name(id='wg') @354:48
                                Assign(targets=('c0',)) @355:29
                                  .value:
                                    BinOp(op='*') @355:34
                                      .lhs:
                                        Name(id='wg') @355:34
                                      .rhs:
                                        Name(id='NCW') @355:39
                                Assign(targets=('a0',)) @356:29
                                  .value:
                                    Call(kwargs=()) @356:34
                                      .func:
                                        Name(id='mma_async') @356:34
                                      .args:
                                        Attr(name='T') @356:44
                                          .value:
                                            Index() @356:44
                                              .value:
                                                Name(id='ds_s') @356:44
                                              .subs:
                                                Name(id='own') @356:49
                                        Index() @356:57
                                          .value:
                                            Name(id='kh_tile') @356:57
                                          .subs:
                                            BinOp(op='+') @356:65
                                              .lhs:
                                                BinOp(op='*') @356:65
                                                  .lhs:
                                                    Name(id='NC') @356:65
                                                  .rhs:
                                                    Name(id='mine') @356:70
                                              .rhs:
                                                Name(id='c0') @356:77
                                        Call(kwargs=()) @356:82
                                          .func:
                                            Name(id='zeros') @356:82
                                          .args:
                                            ListLit() @356:88
                                              .elts:
                                                Name(id='BLOCK_M') @356:89
                                                Name(id='DQ_COLS') @356:98
                                            Name(id='f32') @356:108
                                Assign(targets=('a1',)) @357:29
                                  .value:
                                    Call(kwargs=()) @357:34
                                      .func:
                                        Name(id='mma_async') @357:34
                                      .args:
                                        Attr(name='T') @357:44
                                          .value:
                                            Index() @357:44
                                              .value:
                                                Name(id='ds_s') @357:44
                                              .subs:
                                                Name(id='own') @357:49
                                        Index() @357:57
                                          .value:
                                            Name(id='kh_tile') @357:57
                                          .subs:
                                            BinOp(op='+') @357:65
                                              .lhs:
                                                BinOp(op='+') @357:65
                                                  .lhs:
                                                    BinOp(op='*') @357:65
                                                      .lhs:
                                                        Name(id='NC') @357:65
                                                      .rhs:
                                                        Name(id='mine') @357:70
                                                  .rhs:
                                                    Name(id='c0') @357:77
                                              .rhs:
                                                Const(value=1) @357:82
                                        Call(kwargs=()) @357:86
                                          .func:
                                            Name(id='zeros') @357:86
                                          .args:
                                            ListLit() @357:92
                                              .elts:
                                                Name(id='BLOCK_M') @357:93
                                                Name(id='DQ_COLS') @357:102
                                            Name(id='f32') @357:112
                                Assign(targets=('acc_v',)) @358:29
                                  .value:
                                    Call() @358:37
                                      .func:
                                        Name(id='mma_wait') @358:37
                                      .args:
                                        Name(id='dv_f') @358:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @358:60
                                        )
                                Assign(targets=('acc_k',)) @359:29
                                  .value:
                                    Call() @359:37
                                      .func:
                                        Name(id='mma_wait') @359:37
                                      .args:
                                        Name(id='dk_f') @359:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @359:60
                                        )
                                Arrive(count=None) @360:29
                                  .target:
                                    Index() @360:36
                                      .value:
                                        Name(id='qd_free') @360:36
                                      .subs:
                                        Name(id='slot') @360:44
                                Assign(targets=('p0',)) @361:29
                                  .value:
                                    Call() @361:34
                                      .func:
                                        Name(id='mma_wait') @361:34
                                      .args:
                                        Name(id='a0') @361:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @361:55
                                        )
                                Assign(targets=('p1',)) @362:29
                                  .value:
                                    Call(kwargs=()) @362:34
                                      .func:
                                        Name(id='mma_wait') @362:34
                                      .args:
                                        Name(id='a1') @362:43
                                Wait(phase=None) @363:29
                                  .target:
                                    Index() @363:34
                                      .value:
                                        Name(id='ds_ready') @363:34
                                      .subs:
                                        Name(id='slot') @363:43
                                Assign(targets=('og',)) @364:29
                                  .value:
                                    BinOp(op='%') @364:35
                                      .lhs:
                                        BinOp(op='+') @364:35
                                          .lhs:
                                            Name(id='wg') @364:35
                                          .rhs:
                                            Const(value=1) @364:40
                                      .rhs:
                                        Name(id='NWG') @364:45
                                Assign(targets=('b0',)) @365:29
                                  .value:
                                    Call(kwargs=()) @365:34
                                      .func:
                                        Name(id='mma_async') @365:34
                                      .args:
                                        Attr(name='T') @365:44
                                          .value:
                                            Index() @365:44
                                              .value:
                                                Name(id='ds_s') @365:44
                                              .subs:
                                                BinOp(op='+') @365:49
                                                  .lhs:
                                                    BinOp(op='*') @365:49
                                                      .lhs:
                                                        Name(id='slot') @365:49
                                                      .rhs:
                                                        Name(id='NWG') @365:56
                                                  .rhs:
                                                    Name(id='og') @365:62
                                        Index() @365:69
                                          .value:
                                            Name(id='kh_tile') @365:69
                                          .subs:
                                            BinOp(op='+') @365:77
                                              .lhs:
                                                BinOp(op='*') @365:77
                                                  .lhs:
                                                    Name(id='NC') @365:77
                                                  .rhs:
                                                    BinOp(op='+') @365:83
                                                      .lhs:
                                                        BinOp(op='*') @365:83
                                                          .lhs:
                                                            Name(id='ks') @365:83
                                                          .rhs:
                                                            Name(id='NWG') @365:88
                                                      .rhs:
                                                        Name(id='og') @365:94
                                              .rhs:
                                                Name(id='c0') @365:100
                                        Name(id='p0') @365:105
                                Assign(targets=('b1',)) @366:29
                                  .value:
                                    Call(kwargs=()) @366:34
                                      .func:
                                        Name(id='mma_async') @366:34
                                      .args:
                                        Attr(name='T') @366:44
                                          .value:
                                            Index() @366:44
                                              .value:
                                                Name(id='ds_s') @366:44
                                              .subs:
                                                BinOp(op='+') @366:49
                                                  .lhs:
                                                    BinOp(op='*') @366:49
                                                      .lhs:
                                                        Name(id='slot') @366:49
                                                      .rhs:
                                                        Name(id='NWG') @366:56
                                                  .rhs:
                                                    Name(id='og') @366:62
                                        Index() @366:69
                                          .value:
                                            Name(id='kh_tile') @366:69
                                          .subs:
                                            BinOp(op='+') @366:77
                                              .lhs:
                                                BinOp(op='+') @366:77
                                                  .lhs:
                                                    BinOp(op='*') @366:77
                                                      .lhs:
                                                        Name(id='NC') @366:77
                                                      .rhs:
                                                        BinOp(op='+') @366:83
                                                          .lhs:
                                                            BinOp(op='*') @366:83
                                                              .lhs:
                                                                Name(id='ks') @366:83
                                                              .rhs:
                                                                Name(id='NWG') @366:88
                                                          .rhs:
                                                            Name(id='og') @366:94
                                                  .rhs:
                                                    Name(id='c0') @366:100
                                              .rhs:
                                                Const(value=1) @366:105
                                        Name(id='p1') @366:109
                                Assign(targets=('p0',)) @368:29
                                  .value:
                                    Call() @368:34
                                      .func:
                                        Name(id='mma_wait') @368:34
                                      .args:
                                        Name(id='b0') @368:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @368:55
                                        )
                                Wait() @369:29
                                  .target:
                                    Index() @369:34
                                      .value:
                                        Name(id='dq_empty') @369:34
                                      .subs:
                                        Const(value=0) @369:43
                                  .phase:
                                    BinOp(op='-') @369:52
                                      .lhs:
                                        Const(value=1) @369:52
                                      .rhs:
                                        BinOp(op='%') @369:56
                                          .lhs:
                                            Name(id='slot') @369:56
                                          .rhs:
                                            Const(value=2) @369:63
                                ExprStmt() @370:29
                                  .value:
                                    Call(kwargs=()) @370:29
                                      .func:
                                        Name(id='store_smem') @370:29
                                      .args:
                                        Index() @370:40
                                          .value:
                                            Name(id='dq_s') @370:40
                                          .subs:
                                            Name(id='wg') @370:45
                                        Name(id='p0') @370:50
                                Fence() @371:29
                                Arrive(count=None) @372:29
                                  .target:
                                    Index() @372:36
                                      .value:
                                        Name(id='dq_full') @372:36
                                      .subs:
                                        Const(value=0) @372:44
                                Assign(targets=('p1',)) @373:29
                                  .value:
                                    Call(kwargs=()) @373:34
                                      .func:
                                        Name(id='mma_wait') @373:34
                                      .args:
                                        Name(id='b1') @373:43
                                Wait() @374:29
                                  .target:
                                    Index() @374:34
                                      .value:
                                        Name(id='dq_empty') @374:34
                                      .subs:
                                        Const(value=1) @374:43
                                  .phase:
                                    BinOp(op='-') @374:52
                                      .lhs:
                                        Const(value=1) @374:52
                                      .rhs:
                                        BinOp(op='%') @374:56
                                          .lhs:
                                            Name(id='slot') @374:56
                                          .rhs:
                                            Const(value=2) @374:63
                                ExprStmt() @375:29
                                  .value:
                                    Call(kwargs=()) @375:29
                                      .func:
                                        Name(id='store_smem') @375:29
                                      .args:
                                        Index() @375:40
                                          .value:
                                            Name(id='dq_s') @375:40
                                          .subs:
                                            BinOp(op='+') @375:45
                                              .lhs:
                                                Name(id='NWG') @375:45
                                              .rhs:
                                                Name(id='wg') @375:51
                                        Name(id='p1') @375:56
                                Fence() @376:29
                                Arrive(count=None) @377:29
                                  .target:
                                    Index() @377:36
                                      .value:
                                        Name(id='dq_full') @377:36
                                      .subs:
                                        Const(value=1) @377:44
                              .orelse:
                                Assign(targets=('acc_v',)) @379:29
                                  .value:
                                    Call() @379:37
                                      .func:
                                        Name(id='mma_wait') @379:37
                                      .args:
                                        Name(id='dv_f') @379:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @379:60
                                        )
                                Assign(targets=('acc_k',)) @380:29
                                  .value:
                                    Call(kwargs=()) @380:37
                                      .func:
                                        Name(id='mma_wait') @380:37
                                      .args:
                                        Name(id='dk_f') @380:46
                                Arrive(count=None) @381:29
                                  .target:
                                    Index() @381:36
                                      .value:
                                        Name(id='qd_free') @381:36
                                      .subs:
                                        Name(id='slot') @381:44
                                Wait(phase=None) @382:29
                                  .target:
                                    Index() @382:34
                                      .value:
                                        Name(id='ds_ready') @382:34
                                      .subs:
                                        Name(id='slot') @382:43
                                For(var='i') @385:29
                                  .iter:
                                    Call(kwargs=()) @385:38
                                      .func:
                                        Name(id='static_range') @385:38
                                      .args:
                                        Name(id='NCW') @385:51
                                  .body:
                                    Assign(targets=('c',)) @386:33
                                      .value:
                                        BinOp(op='+') @386:37
                                          .lhs:
                                            BinOp(op='*') @386:37
                                              .lhs:
                                                Name(id='wg') @386:37
                                              .rhs:
                                                Name(id='NCW') @386:42
                                          .rhs:
                                            Name(id='i') @386:48
                                    Assign(targets=('dq_c',)) @387:33
                                      .value:
                                        Call(kwargs=()) @387:40
                                          .func:
                                            Name(id='zeros') @387:40
                                          .args:
                                            ListLit() @387:46
                                              .elts:
                                                Name(id='BLOCK_M') @387:47
                                                Name(id='DQ_COLS') @387:56
                                            Name(id='f32') @387:66
                                    For(var='g') @388:33
                                      .iter:
                                        Call(kwargs=()) @388:42
                                          .func:
                                            Name(id='static_range') @388:42
                                          .args:
                                            Name(id='NWG') @388:55
                                      .body:
                                        Assign(targets=('gg',)) @389:37
                                          .value:
                                            BinOp(op='%') @389:43
                                              .lhs:
                                                BinOp(op='+') @389:43
                                                  .lhs:
                                                    Name(id='wg') @389:43
                                                  .rhs:
                                                    Name(id='g') @389:48
                                              .rhs:
                                                Name(id='NWG') @389:53
                                        Assign(targets=('dq_c',)) @390:37
                                          .value:
                                            Call(kwargs=()) @390:44
                                              .func:
                                                Name(id='mma_wait') @390:44
                                              .args:
                                                Call(kwargs=()) @390:53
                                                  .func:
                                                    Name(id='mma_async') @390:53
                                                  .args:
                                                    Attr(name='T') @390:63
                                                      .value:
                                                        Index() @390:63
                                                          .value:
                                                            Name(id='ds_s') @390:63
                                                          .subs:
                                                            BinOp(op='+') @390:68
                                                              .lhs:
                                                                BinOp(op='*') @390:68
                                                                  .lhs:
                                                                    Name(id='slot') @390:68
                                                                  .rhs:
                                                                    Name(id='NWG') @390:75
                                                              .rhs:
                                                                Name(id='gg') @390:81
                                                    Index() @390:88
                                                      .value:
                                                        Name(id='kh_tile') @390:88
                                                      .subs:
                                                        BinOp(op='+') @390:96
                                                          .lhs:
                                                            BinOp(op='*') @390:96
                                                              .lhs:
                                                                Name(id='NC') @390:96
                                                              .rhs:
                                                                BinOp(op='+') @390:102
                                                                  .lhs:
                                                                    BinOp(op='*') @390:102
                                                                      .lhs:
                                                                        Name(id='ks') @390:102
                                                                      .rhs:
                                                                        Name(id='NWG') @390:107
                                                                  .rhs:
                                                                    Name(id='gg') @390:113
                                                          .rhs:
                                                            Name(id='c') @390:119
                                                    Name(id='dq_c') @390:123
                                    Wait() @393:33
                                      .target:
                                        Index() @393:38
                                          .value:
                                            Name(id='dq_empty') @393:38
                                          .subs:
                                            Name(id='i') @393:47
                                      .phase:
                                        BinOp(op='-') @393:56
                                          .lhs:
                                            Const(value=1) @393:56
                                          .rhs:
                                            BinOp(op='%') @393:60
                                              .lhs:
                                                Name(id='slot') @393:60
                                              .rhs:
                                                Const(value=2) @393:67
                                    ExprStmt() @394:33
                                      .value:
                                        Call(kwargs=()) @394:33
                                          .func:
                                            Name(id='store_smem') @394:33
                                          .args:
                                            Index() @394:44
                                              .value:
                                                Name(id='dq_s') @394:44
                                              .subs:
                                                BinOp(op='+') @394:49
                                                  .lhs:
                                                    BinOp(op='*') @394:49
                                                      .lhs:
                                                        Name(id='i') @394:49
                                                      .rhs:
                                                        Name(id='NWG') @394:53
                                                  .rhs:
                                                    Name(id='wg') @394:59
                                            Name(id='dq_c') @394:64
                                    Fence() @395:33
                                    Arrive(count=None) @396:33
                                      .target:
                                        Index() @396:40
                                          .value:
                                            Name(id='dq_full') @396:40
                                          .subs:
                                            Name(id='i') @396:48
                          .orelse:
                            ExprStmt() @399:25
                              .value:
                                Call(kwargs=()) @399:25
                                  .func:
                                    Name(id='store_smem') @399:25
                                  .args:
                                    Index() @399:36
                                      .value:
                                        Name(id='ds_s') @399:36
                                      .subs:
                                        Name(id='wg') @399:41
                                    Name(id='dst') @399:46
                            Fence() @400:25
                            Assign(targets=('dq_f',)) @401:25
                              .value:
                                Call(kwargs=()) @401:32
                                  .func:
                                    Name(id='mma_async') @401:32
                                  .args:
                                    Attr(name='T') @401:42
                                      .value:
                                        Index() @401:42
                                          .value:
                                            Name(id='ds_s') @401:42
                                          .subs:
                                            Name(id='wg') @401:47
                                    Index() @401:54
                                      .value:
                                        Name(id='kh_tile') @401:54
                                      .subs:
                                        BinOp(op='*') @401:62
                                          .lhs:
                                            Name(id='NC') @401:62
                                          .rhs:
                                            Name(id='mine') @401:67
                            Assign(targets=('dk_f',)) @402:25
                              .value:
                                Call(kwargs=()) @402:32
                                  .func:
                                    Name(id='mma_async') @402:32
                                  .args:
                                    Name(id='dst') @402:42
                                    Index() @402:47
                                      .value:
                                        Name(id='q_ring') @402:47
                                      .subs:
                                        Name(id='slot') @402:54
                                    Name(id='acc_k') @402:61
                            Assign(targets=('acc_v',)) @403:25
                              .value:
                                Call() @403:33
                                  .func:
                                    Name(id='mma_wait') @403:33
                                  .args:
                                    Name(id='dv_f') @403:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @403:56
                                    )
                            Assign(targets=('dq_c',)) @407:25
                              .value:
                                Call() @407:32
                                  .func:
                                    Name(id='mma_wait') @407:32
                                  .args:
                                    Name(id='dq_f') @407:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @407:55
                                    )
                            ExprStmt() @408:25
                              .value:
                                Call(kwargs=()) @408:25
                                  .func:
                                    Name(id='store_smem') @408:25
                                  .args:
                                    Index() @408:36
                                      .value:
                                        Name(id='dq_s') @408:36
                                      .subs:
                                        Name(id='wg') @408:41
                                    Name(id='dq_c') @408:46
                            Fence() @409:25
                            Tma(signals=None, reduce='add') @410:25
                              .dst:
                                Index() @410:29
                                  .value:
                                    Name(id='dq_acc') @410:29
                                  .subs:
                                    Name(id='seq') @410:36
                                    Name(id='mb') @410:41
                                    Name(id='head') @410:45
                                    Const(value=0) @410:51
                              .src:
                                Index() @410:57
                                  .value:
                                    Name(id='dq_s') @410:57
                                  .subs:
                                    Name(id='wg') @410:62
                            Assign(targets=('dq_f',)) @411:25
                              .value:
                                Call(kwargs=()) @411:32
                                  .func:
                                    Name(id='mma_async') @411:32
                                  .args:
                                    Attr(name='T') @411:42
                                      .value:
                                        Index() @411:42
                                          .value:
                                            Name(id='ds_s') @411:42
                                          .subs:
                                            Name(id='wg') @411:47
                                    Index() @411:54
                                      .value:
                                        Name(id='kh_tile') @411:54
                                      .subs:
                                        BinOp(op='+') @411:62
                                          .lhs:
                                            BinOp(op='*') @411:62
                                              .lhs:
                                                Name(id='NC') @411:62
                                              .rhs:
                                                Name(id='mine') @411:67
                                          .rhs:
                                            Const(value=1) @411:74
                            Assign(targets=('acc_k',)) @412:25
                              .value:
                                Call() @412:33
                                  .func:
                                    Name(id='mma_wait') @412:33
                                  .args:
                                    Name(id='dk_f') @412:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @412:56
                                    )
                            Assign(targets=('dq_c',)) @413:25
                              .value:
                                Call(kwargs=()) @413:32
                                  .func:
                                    Name(id='mma_wait') @413:32
                                  .args:
                                    Name(id='dq_f') @413:41
                            Arrive(count=None) @414:25
                              .target:
                                Index() @414:32
                                  .value:
                                    Name(id='qd_free') @414:32
                                  .subs:
                                    Name(id='slot') @414:40
                            ExprStmt() @415:25
                              .value:
                                Call(kwargs=()) @415:25
                                  .func:
                                    Name(id='store_smem') @415:25
                                  .args:
                                    Index() @415:36
                                      .value:
                                        Name(id='dq_s') @415:36
                                      .subs:
                                        Name(id='wg') @415:41
                                    Name(id='dq_c') @415:46
                            Fence() @416:25
                            Tma(signals=None, reduce='add') @417:25
                              .dst:
                                Index() @417:29
                                  .value:
                                    Name(id='dq_acc') @417:29
                                  .subs:
                                    Name(id='seq') @417:36
                                    Name(id='mb') @417:41
                                    Name(id='head') @417:45
                                    Const(value=1) @417:51
                              .src:
                                Index() @417:57
                                  .value:
                                    Name(id='dq_s') @417:57
                                  .subs:
                                    Name(id='wg') @417:62
                            For(var='c') @418:25
                              .iter:
                                Call(kwargs=()) @418:34
                                  .func:
                                    Name(id='static_range') @418:34
                                  .args:
                                    Const(value=2) @418:47
                                    Name(id='NC') @418:50
                              .body:
                                Assign(targets=('dq_c',)) @419:29
                                  .value:
                                    Call(kwargs=()) @419:36
                                      .func:
                                        Name(id='mma_wait') @419:36
                                      .args:
                                        Call(kwargs=()) @419:45
                                          .func:
                                            Name(id='mma_async') @419:45
                                          .args:
                                            Attr(name='T') @419:55
                                              .value:
                                                Index() @419:55
                                                  .value:
                                                    Name(id='ds_s') @419:55
                                                  .subs:
                                                    Name(id='wg') @419:60
                                            Index() @419:67
                                              .value:
                                                Name(id='kh_tile') @419:67
                                              .subs:
                                                BinOp(op='+') @419:75
                                                  .lhs:
                                                    BinOp(op='*') @419:75
                                                      .lhs:
                                                        Name(id='NC') @419:75
                                                      .rhs:
                                                        Name(id='mine') @419:80
                                                  .rhs:
                                                    Name(id='c') @419:87
                                ExprStmt() @420:29
                                  .value:
                                    Call(kwargs=()) @420:29
                                      .func:
                                        Name(id='store_smem') @420:29
                                      .args:
                                        Index() @420:40
                                          .value:
                                            Name(id='dq_s') @420:40
                                          .subs:
                                            Name(id='wg') @420:45
                                        Name(id='dq_c') @420:50
                                Fence() @421:29
                                Tma(signals=None, reduce='add') @422:29
                                  .dst:
                                    Index() @422:33
                                      .value:
                                        Name(id='dq_acc') @422:33
                                      .subs:
                                        Name(id='seq') @422:40
                                        Name(id='mb') @422:45
                                        Name(id='head') @422:49
                                        Name(id='c') @422:55
                                  .src:
                                    Index() @422:61
                                      .value:
                                        Name(id='dq_s') @422:61
                                      .subs:
                                        Name(id='wg') @422:66
            If(orelse=()) @423:9
              .cond:
                Name(id='LAG') @423:12
              .body:
                Assign(targets=('og',)) @424:13
                  .value:
                    BinOp(op='%') @424:19
                      .lhs:
                        BinOp(op='+') @424:19
                          .lhs:
                            Name(id='wg') @424:19
                          .rhs:
                            Const(value=1) @424:24
                      .rhs:
                        Name(id='NWG') @424:29
                If(orelse=()) @425:13
                  .cond:
                    BinOp(op='>') @425:16
                      .lhs:
                        Name(id='steps') @425:16
                      .rhs:
                        Const(value=0) @425:24
                  .body:
                    Wait() @426:17
                      .target:
                        Index() @426:22
                          .value:
                            Name(id='ds_ready') @426:22
                          .subs:
                            Const(value=0) @426:31
                      .phase:
                        BinOp(op='%') @426:40
                          .lhs:
                            Name(id='last') @426:40
                          .rhs:
                            Const(value=2) @426:47
                    For(var='i') @427:17
                      .iter:
                        Call(kwargs=()) @427:26
                          .func:
                            Name(id='static_range') @427:26
                          .args:
                            Name(id='NCW') @427:39
                      .body:
                        Assign(targets=('c',)) @428:21
                          .value:
                            BinOp(op='+') @428:25
                              .lhs:
                                BinOp(op='*') @428:25
                                  .lhs:
                                    Name(id='wg') @428:25
                                  .rhs:
                                    Name(id='NCW') @428:30
                              .rhs:
                                Name(id='i') @428:36
                        If() @429:21
                          .cond:
                            Name(id='DQ_PAIR') @429:24
                          .body:
                            Assign(targets=('f0',)) @431:25
                              .value:
                                Call(kwargs=()) @431:30
                                  .func:
                                    Name(id='mma_async') @431:30
                                  .args:
                                    Index() @431:40
                                      .value:
                                        Name(id='ds_s') @431:40
                                      .subs:
                                        BinOp(op='+') @431:45
                                          .lhs:
                                            BinOp(op='*') @431:45
                                              .lhs:
                                                Name(id='last') @431:45
                                              .rhs:
                                                Name(id='NWG') @431:52
                                          .rhs:
                                            Name(id='wg') @431:58
                                    Index() @431:63
                                      .value:
                                        Name(id='kh_tile') @431:63
                                      .subs:
                                        BinOp(op='+') @431:71
                                          .lhs:
                                            BinOp(op='*') @431:71
                                              .lhs:
                                                Name(id='NC') @431:71
                                              .rhs:
                                                BinOp(op='+') @431:77
                                                  .lhs:
                                                    BinOp(op='*') @431:77
                                                      .lhs:
                                                        Name(id='ks') @431:77
                                                      .rhs:
                                                        Name(id='NWG') @431:82
                                                  .rhs:
                                                    Name(id='wg') @431:88
                                          .rhs:
                                            Name(id='c') @431:94
                            Assign(targets=('f1',)) @432:25
                              .value:
                                Call(kwargs=()) @432:30
                                  .func:
                                    Name(id='mma_async') @432:30
                                  .args:
                                    Index() @432:40
                                      .value:
                                        Name(id='ds_s') @432:40
                                      .subs:
                                        BinOp(op='+') @432:45
                                          .lhs:
                                            BinOp(op='*') @432:45
                                              .lhs:
                                                Name(id='last') @432:45
                                              .rhs:
                                                Name(id='NWG') @432:52
                                          .rhs:
                                            Name(id='og') @432:58
                                    Index() @432:63
                                      .value:
                                        Name(id='kh_tile') @432:63
                                      .subs:
                                        BinOp(op='+') @432:71
                                          .lhs:
                                            BinOp(op='*') @432:71
                                              .lhs:
                                                Name(id='NC') @432:71
                                              .rhs:
                                                BinOp(op='+') @432:77
                                                  .lhs:
                                                    BinOp(op='*') @432:77
                                                      .lhs:
                                                        Name(id='ks') @432:77
                                                      .rhs:
                                                        Name(id='NWG') @432:82
                                                  .rhs:
                                                    Name(id='og') @432:88
                                          .rhs:
                                            Name(id='c') @432:94
                                    Name(id='f0') @432:98
                            Assign(targets=('dq_c',)) @433:25
                              .value:
                                Call(kwargs=()) @433:32
                                  .func:
                                    Name(id='mma_wait') @433:32
                                  .args:
                                    Name(id='f1') @433:41
                          .orelse:
                            Assign(targets=('dq_c',)) @435:25
                              .value:
                                Call(kwargs=()) @435:32
                                  .func:
                                    Name(id='zeros') @435:32
                                  .args:
                                    ListLit() @435:38
                                      .elts:
                                        Name(id='BLOCK_M') @435:39
                                        Name(id='DQ_COLS') @435:48
                                    Name(id='f32') @435:58
                            For(var='g') @436:25
                              .iter:
                                Call(kwargs=()) @436:34
                                  .func:
                                    Name(id='static_range') @436:34
                                  .args:
                                    Name(id='NWG') @436:47
                              .body:
                                Assign(targets=('gg',)) @437:29
                                  .value:
                                    BinOp(op='%') @437:35
                                      .lhs:
                                        BinOp(op='+') @437:35
                                          .lhs:
                                            Name(id='wg') @437:35
                                          .rhs:
                                            Name(id='g') @437:40
                                      .rhs:
                                        Name(id='NWG') @437:45
                                Assign(targets=('dq_c',)) @438:29
                                  .value:
                                    Call(kwargs=()) @438:36
                                      .func:
                                        Name(id='mma_wait') @438:36
                                      .args:
                                        Call(kwargs=()) @438:45
                                          .func:
                                            Name(id='mma_async') @438:45
                                          .args:
                                            Index() @438:55
                                              .value:
                                                Name(id='ds_s') @438:55
                                              .subs:
                                                BinOp(op='+') @438:60
                                                  .lhs:
                                                    BinOp(op='*') @438:60
                                                      .lhs:
                                                        Name(id='last') @438:60
                                                      .rhs:
                                                        Name(id='NWG') @438:67
                                                  .rhs:
                                                    Name(id='gg') @438:73
                                            Index() @438:78
                                              .value:
                                                Name(id='kh_tile') @438:78
                                              .subs:
                                                BinOp(op='+') @438:86
                                                  .lhs:
                                                    BinOp(op='*') @438:86
                                                      .lhs:
                                                        Name(id='NC') @438:86
                                                      .rhs:
                                                        BinOp(op='+') @438:92
                                                          .lhs:
                                                            BinOp(op='*') @438:92
                                                              .lhs:
                                                                Name(id='ks') @438:92
                                                              .rhs:
                                                                Name(id='NWG') @438:97
                                                          .rhs:
                                                            Name(id='gg') @438:103
                                                  .rhs:
                                                    Name(id='c') @438:109
                                            Name(id='dq_c') @438:113
                        Wait() @439:21
                          .target:
                            Index() @439:26
                              .value:
                                Name(id='dq_empty') @439:26
                              .subs:
                                Name(id='i') @439:35
                          .phase:
                            BinOp(op='-') @439:44
                              .lhs:
                                Const(value=1) @439:44
                              .rhs:
                                BinOp(op='%') @439:48
                                  .lhs:
                                    Name(id='last') @439:48
                                  .rhs:
                                    Const(value=2) @439:55
                        ExprStmt() @440:21
                          .value:
                            Call(kwargs=()) @440:21
                              .func:
                                Name(id='store_smem') @440:21
                              .args:
                                Index() @440:32
                                  .value:
                                    Name(id='dq_s') @440:32
                                  .subs:
                                    BinOp(op='+') @440:37
                                      .lhs:
                                        BinOp(op='*') @440:37
                                          .lhs:
                                            Name(id='i') @440:37
                                          .rhs:
                                            Name(id='NWG') @440:41
                                      .rhs:
                                        Name(id='wg') @440:47
                                Name(id='dq_c') @440:52
                        Fence() @441:21
                        Arrive(count=None) @442:21
                          .target:
                            Index() @442:28
                              .value:
                                Name(id='dq_full') @442:28
                              .subs:
                                Name(id='i') @442:36
            Arrive(count=None) @443:9
              .target:
                Index() @443:16
                  .value:
                    Name(id='kv_free') @443:16
                  .subs:
                    Name(id='ks') @443:24
            Assign(targets=('k_scale',)) @444:9
              .value:
                Name(id='sm_scale') @444:19
            Assign(targets=('v_scale',)) @445:9
              .value:
                Const(value=1.0) @445:19
            If(orelse=()) @446:9
              .cond:
                BinOp(op='==') @446:12
                  .lhs:
                    Name(id='ACT') @446:12
                  .rhs:
                    Const(value='silu') @446:19
              .body:
                Assign(targets=('k_scale',)) @447:13
                  .value:
                    BinOp(op='*') @447:23
                      .lhs:
                        Name(id='sm_scale') @447:23
                      .rhs:
                        Name(id='out_scale') @447:34
                Assign(targets=('v_scale',)) @448:13
                  .value:
                    Name(id='out_scale') @448:23
            Assign(targets=('live',)) @449:9
              .value:
                BinOp(op='<') @449:16
                  .lhs:
                    Name(id='krows') @449:16
                  .rhs:
                    Name(id='len_k') @449:24
            Store() @450:9
              .target:
                Index() @450:9
                  .value:
                    Name(id='dk') @450:9
                  .subs:
                    Name(id='seq') @450:12
              .subs:
                Index() @450:17
                  .value:
                    Name(id='krows') @450:17
                  .subs:
                    FullSlice() @450:23
                    Const(value=None) @450:26
                Name(id='kvh') @450:33
                Index() @450:38
                  .value:
                    Name(id='dcols') @450:38
                  .subs:
                    Const(value=None) @450:44
                    FullSlice() @450:50
              .value:
                Call(kwargs=()) @450:56
                  .func:
                    Name(id='cast') @450:56
                  .args:
                    BinOp(op='*') @450:61
                      .lhs:
                        Name(id='acc_k') @450:61
                      .rhs:
                        Name(id='k_scale') @450:69
                    Name(id='DT') @450:78
              .mask:
                Index() @450:88
                  .value:
                    Name(id='live') @450:88
                  .subs:
                    FullSlice() @450:93
                    Const(value=None) @450:96
            Store() @451:9
              .target:
                Index() @451:9
                  .value:
                    Name(id='dv') @451:9
                  .subs:
                    Name(id='seq') @451:12
              .subs:
                Index() @451:17
                  .value:
                    Name(id='krows') @451:17
                  .subs:
                    FullSlice() @451:23
                    Const(value=None) @451:26
                Name(id='kvh') @451:33
                Index() @451:38
                  .value:
                    Name(id='dcols') @451:38
                  .subs:
                    Const(value=None) @451:44
                    FullSlice() @451:50
              .value:
                Call(kwargs=()) @451:56
                  .func:
                    Name(id='cast') @451:56
                  .args:
                    BinOp(op='*') @451:61
                      .lhs:
                        Name(id='acc_v') @451:61
                      .rhs:
                        Name(id='v_scale') @451:69
                    Name(id='DT') @451:78
              .mask:
                Index() @451:88
                  .value:
                    Name(id='live') @451:88
                  .subs:
                    FullSlice() @451:93
                    Const(value=None) @451:96
        Require(message='query heads per KV head x query blocks below 2**31') @453:5
          .cond:
            BoolOp(op='and') @453:13
              .values:
                BinOp(op='>') @453:13
                  .lhs:
                    Name(id='HKV') @453:13
                  .rhs:
                    Const(value=0) @453:19
                BinOp(op='<=') @453:25
                  .lhs:
                    BinOp(op='*') @453:25
                      .lhs:
                        BinOp(op='//') @453:25
                          .lhs:
                            Name(id='H') @453:25
                          .rhs:
                            Name(id='HKV') @453:30
                      .rhs:
                        Call(kwargs=()) @453:36
                          .func:
                            Name(id='cdiv') @453:36
                          .args:
                            Name(id='Tq') @453:41
                            Name(id='BLOCK_M') @453:45
                  .rhs:
                    Const(value=2147483647) @453:57