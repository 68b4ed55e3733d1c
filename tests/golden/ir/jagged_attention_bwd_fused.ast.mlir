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
        Param(name='LSE_SMEM', kind='const', dtype=None, dims=(), offsets=None) @48:37
          .default:
            Const(value=False) @48:55
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
        If(orelse=()) @98:5
          .cond:
            BoolOp(op='and') @98:8
              .values:
                Name(id='LSE_SMEM') @98:8
                BinOp(op='==') @98:21
                  .lhs:
                    Name(id='ACT') @98:21
                  .rhs:
                    Const(value='softmax') @98:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @99:9
              .cond:
                Unary(op='not') @99:23
                  .operand:
                    Name(id='LSE_AHEAD') @99:27
            If() @100:9
              .cond:
                Name(id='SMEM_P') @100:12
              .body:
                SmemDecl(name='lse_s', options=()) @101:13
                  .stages:
                    Name(id='STAGES') @101:24
                  .dtype:
                    Name(id='f32') @101:33
                  .shape:
                    Name(id='BLOCK_M') @101:37
                    Const(value=1) @101:46
                SmemDecl(name='dl_s', options=()) @102:13
                  .stages:
                    Name(id='STAGES') @102:23
                  .dtype:
                    Name(id='f32') @102:32
                  .shape:
                    Name(id='BLOCK_M') @102:36
                    Const(value=1) @102:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @104:13
                  .stages:
                    Name(id='STAGES') @104:24
                  .dtype:
                    Name(id='f32') @104:33
                  .shape:
                    Const(value=1) @104:37
                    Name(id='BLOCK_M') @104:40
                SmemDecl(name='dl_s', options=()) @105:13
                  .stages:
                    Name(id='STAGES') @105:23
                  .dtype:
                    Name(id='f32') @105:32
                  .shape:
                    Const(value=1) @105:36
                    Name(id='BLOCK_M') @105:39
        BarrierDecl(name='kv_ready', kwargs=()) @106:5
          .size:
            Name(id='KV_BUF') @106:22
        BarrierDecl(name='kv_free') @107:5
          .size:
            Name(id='KV_BUF') @107:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @107:35
                .lhs:
                  Name(id='BLOCK_N') @107:35
                .rhs:
                  Name(id='WG_N') @107:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @108:5
          .size:
            Name(id='STAGES') @108:22
        BarrierDecl(name='qd_free') @109:5
          .size:
            Name(id='STAGES') @109:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @109:35
                .lhs:
                  Name(id='BLOCK_N') @109:35
                .rhs:
                  Name(id='WG_N') @109:46
            )
        Assign(targets=('LSE_RING',)) @111:5
          .value:
            BoolOp(op='and') @111:16
              .values:
                Name(id='LSE_SMEM') @111:16
                BinOp(op='==') @111:29
                  .lhs:
                    Name(id='ACT') @111:29
                  .rhs:
                    Const(value='softmax') @111:36
        Assign(targets=('len_q',)) @112:5
          .value:
            Attr(name='len') @112:13
              .value:
                Index() @112:13
                  .value:
                    Name(id='q') @112:13
                  .subs:
                    Name(id='seq') @112:15
        Assign(targets=('len_k',)) @113:5
          .value:
            Attr(name='len') @113:13
              .value:
                Index() @113:13
                  .value:
                    Name(id='k') @113:13
                  .subs:
                    Name(id='seq') @113:15
        Assign(targets=('q0',)) @114:5
          .value:
            Attr(name='start') @114:10
              .value:
                Index() @114:10
                  .value:
                    Name(id='q') @114:10
                  .subs:
                    Name(id='seq') @114:12
        Assign(targets=('n',)) @116:5
          .value:
            Name(id='nt') @116:9
        If(orelse=()) @117:5
          .cond:
            Name(id='CAUSAL') @117:8
          .body:
            Assign(targets=('n',)) @118:9
              .value:
                BinOp(op='-') @118:13
                  .lhs:
                    BinOp(op='-') @118:13
                      .lhs:
                        Call(kwargs=()) @118:13
                          .func:
                            Name(id='cdiv') @118:13
                          .args:
                            Name(id='len_k') @118:18
                            Name(id='BLOCK_N') @118:25
                      .rhs:
                        Const(value=1) @118:36
                  .rhs:
                    Name(id='nt') @118:40
        Assign(targets=('group',)) @119:5
          .value:
            BinOp(op='//') @119:13
              .lhs:
                Name(id='H') @119:13
              .rhs:
                Name(id='HKV') @119:18
        Assign(targets=('m_lo',)) @121:5
          .value:
            Const(value=0) @121:12
        If(orelse=()) @122:5
          .cond:
            Name(id='CAUSAL') @122:8
          .body:
            Assign(targets=('m_lo',)) @123:9
              .value:
                BinOp(op='//') @123:16
                  .lhs:
                    Call(kwargs=()) @123:16
                      .func:
                        Name(id='maximum') @123:16
                      .args:
                        BinOp(op='-') @123:24
                          .lhs:
                            BinOp(op='*') @123:24
                              .lhs:
                                Name(id='n') @123:24
                              .rhs:
                                Name(id='BLOCK_N') @123:28
                          .rhs:
                            BinOp(op='-') @123:39
                              .lhs:
                                Name(id='len_k') @123:39
                              .rhs:
                                Name(id='len_q') @123:47
                        Const(value=0) @123:55
                  .rhs:
                    Name(id='BLOCK_M') @123:61
        Assign(targets=('n_m',)) @124:5
          .value:
            Call(kwargs=()) @124:11
              .func:
                Name(id='maximum') @124:11
              .args:
                BinOp(op='-') @124:19
                  .lhs:
                    Call(kwargs=()) @124:19
                      .func:
                        Name(id='cdiv') @124:19
                      .args:
                        Name(id='len_q') @124:24
                        Name(id='BLOCK_M') @124:31
                  .rhs:
                    Name(id='m_lo') @124:42
                Const(value=0) @124:48
        Assign(targets=('steps',)) @125:5
          .value:
            BinOp(op='*') @125:13
              .lhs:
                Name(id='group') @125:13
              .rhs:
                Name(id='n_m') @125:21
        Assign(targets=('n_x',)) @129:5
          .value:
            Const(value=0) @129:11
        Assign(targets=('n_xs',)) @130:5
          .value:
            Const(value=0) @130:12
        Assign(targets=('rot',)) @131:5
          .value:
            Const(value=0) @131:11
        If(orelse=()) @132:5
          .cond:
            Name(id='SPLIT') @132:8
          .body:
            If(orelse=()) @133:9
              .cond:
                Name(id='CAUSAL') @133:12
              .body:
                Assign(targets=('m_diag',)) @135:13
                  .value:
                    Call(kwargs=()) @135:22
                      .func:
                        Name(id='cdiv') @135:22
                      .args:
                        Call(kwargs=()) @135:27
                          .func:
                            Name(id='maximum') @135:27
                          .args:
                            BinOp(op='-') @135:35
                              .lhs:
                                BinOp(op='-') @135:35
                                  .lhs:
                                    BinOp(op='+') @135:35
                                      .lhs:
                                        BinOp(op='*') @135:35
                                          .lhs:
                                            Name(id='n') @135:35
                                          .rhs:
                                            Name(id='BLOCK_N') @135:39
                                      .rhs:
                                        Name(id='BLOCK_N') @135:49
                                  .rhs:
                                    Const(value=1) @135:59
                              .rhs:
                                BinOp(op='-') @135:64
                                  .lhs:
                                    Name(id='len_k') @135:64
                                  .rhs:
                                    Name(id='len_q') @135:72
                            Const(value=0) @135:80
                        Name(id='BLOCK_M') @135:84
                Assign(targets=('n_x',)) @136:13
                  .value:
                    Call(kwargs=()) @136:19
                      .func:
                        Name(id='minimum') @136:19
                      .args:
                        Call(kwargs=()) @136:27
                          .func:
                            Name(id='maximum') @136:27
                          .args:
                            BinOp(op='-') @136:35
                              .lhs:
                                Name(id='m_diag') @136:35
                              .rhs:
                                Name(id='m_lo') @136:44
                            Const(value=0) @136:50
                        Name(id='n_m') @136:54
            Assign(targets=('n_e',)) @137:9
              .value:
                BinOp(op='*') @137:15
                  .lhs:
                    Call(kwargs=()) @137:15
                      .func:
                        Name(id='minimum') @137:15
                      .args:
                        BinOp(op='%') @137:23
                          .lhs:
                            Name(id='len_q') @137:23
                          .rhs:
                            Name(id='BLOCK_M') @137:31
                        Const(value=1) @137:40
                  .rhs:
                    Call(kwargs=()) @137:45
                      .func:
                        Name(id='minimum') @137:45
                      .args:
                        BinOp(op='-') @137:53
                          .lhs:
                            Name(id='n_m') @137:53
                          .rhs:
                            Name(id='n_x') @137:59
                        Const(value=1) @137:64
            Assign(targets=('n_x',)) @138:9
              .value:
                BinOp(op='+') @138:15
                  .lhs:
                    Name(id='n_x') @138:15
                  .rhs:
                    Name(id='n_e') @138:21
            Assign(targets=('n_x',)) @139:9
              .value:
                BinOp(op='+') @139:15
                  .lhs:
                    Name(id='n_x') @139:15
                  .rhs:
                    BinOp(op='*') @139:21
                      .lhs:
                        Call(kwargs=()) @139:21
                          .func:
                            Name(id='minimum') @139:21
                          .args:
                            Call(kwargs=()) @139:29
                              .func:
                                Name(id='maximum') @139:29
                              .args:
                                BinOp(op='-') @139:38
                                  .lhs:
                                    BinOp(op='*') @139:38
                                      .lhs:
                                        BinOp(op='+') @139:38
                                          .lhs:
                                            Name(id='n') @139:38
                                          .rhs:
                                            Const(value=1) @139:42
                                      .rhs:
                                        Name(id='BLOCK_N') @139:47
                                  .rhs:
                                    Name(id='len_k') @139:57
                                Const(value=0) @139:64
                            Const(value=1) @139:68
                      .rhs:
                        BinOp(op='-') @139:74
                          .lhs:
                            Name(id='n_m') @139:74
                          .rhs:
                            Name(id='n_x') @139:80
            Assign(targets=('n_xs',)) @140:9
              .value:
                Call(kwargs=()) @140:16
                  .func:
                    Name(id='minimum') @140:16
                  .args:
                    BinOp(op='*') @140:24
                      .lhs:
                        Name(id='group') @140:24
                      .rhs:
                        Name(id='n_x') @140:32
                    Name(id='steps') @140:37
            Assign(targets=('rot',)) @141:9
              .value:
                BinOp(op='%') @141:16
                  .lhs:
                    BinOp(op='-') @141:16
                      .lhs:
                        Name(id='n_m') @141:16
                      .rhs:
                        Name(id='n_e') @141:22
                  .rhs:
                    Call(kwargs=()) @141:29
                      .func:
                        Name(id='maximum') @141:29
                      .args:
                        Name(id='n_m') @141:37
                        Const(value=1) @141:42
        Assign(targets=('PARTS',)) @143:5
          .value:
            Const(value=1) @143:13
        If(orelse=()) @144:5
          .cond:
            Name(id='LAG') @144:8
          .body:
            Assign(targets=('PARTS',)) @145:9
              .value:
                BinOp(op='+') @145:17
                  .lhs:
                    Name(id='PARTS') @145:17
                  .rhs:
                    Const(value=1) @145:25
        If(orelse=()) @146:5
          .cond:
            Name(id='SPLIT') @146:8
          .body:
            Assign(targets=('PARTS',)) @147:9
              .value:
                BinOp(op='+') @147:17
                  .lhs:
                    Name(id='PARTS') @147:17
                  .rhs:
                    Const(value=1) @147:25
        Role(name='load', replica=None) @149:5
          .kwargs:
            (
              'warps'
              Const(value=1) @149:21
            )
            (
              'regs'
              Const(value=24) @149:29
            )
          .body:
            Assign(targets=('ks',)) @150:9
              .value:
                BinOp(op='%') @150:14
                  .lhs:
                    Name(id='tile_index') @150:14
                  .rhs:
                    Name(id='KV_BUF') @150:27
            Wait(phase=None) @151:9
              .target:
                Index() @151:14
                  .value:
                    Name(id='kv_free') @151:14
                  .subs:
                    Name(id='ks') @151:22
            Expect() @152:9
              .target:
                Index() @152:16
                  .value:
                    Name(id='kv_ready') @152:16
                  .subs:
                    Name(id='ks') @152:25
              .nbytes:
                BinOp(op='+') @152:30
                  .lhs:
                    BinOp(op='*') @152:30
                      .lhs:
                        BinOp(op='*') @152:30
                          .lhs:
                            Const(value=2) @152:30
                          .rhs:
                            Name(id='NWG') @152:34
                      .rhs:
                        Call(kwargs=()) @152:40
                          .func:
                            Name(id='bytes') @152:40
                          .args:
                            Name(id='k_tile') @152:46
                  .rhs:
                    BinOp(op='*') @152:56
                      .lhs:
                        BinOp(op='*') @152:56
                          .lhs:
                            Name(id='NC') @152:56
                          .rhs:
                            Name(id='NWG') @152:61
                      .rhs:
                        Call(kwargs=()) @152:67
                          .func:
                            Name(id='bytes') @152:67
                          .args:
                            Name(id='kh_tile') @152:73
            For(var='i') @153:9
              .iter:
                Call(kwargs=()) @153:18
                  .func:
                    Name(id='static_range') @153:18
                  .args:
                    Name(id='NWG') @153:31
              .body:
                Tma() @154:13
                  .dst:
                    Index() @154:17
                      .value:
                        Name(id='k_tile') @154:17
                      .subs:
                        BinOp(op='+') @154:24
                          .lhs:
                            BinOp(op='*') @154:24
                              .lhs:
                                Name(id='ks') @154:24
                              .rhs:
                                Name(id='NWG') @154:29
                          .rhs:
                            Name(id='i') @154:35
                  .src:
                    Index() @154:41
                      .value:
                        Name(id='k') @154:41
                      .subs:
                        Name(id='seq') @154:43
                        BinOp(op='+') @154:48
                          .lhs:
                            BinOp(op='*') @154:48
                              .lhs:
                                Name(id='NWG') @154:48
                              .rhs:
                                Name(id='n') @154:54
                          .rhs:
                            Name(id='i') @154:58
                        Name(id='kvh') @154:61
                  .signals:
                    Index() @154:74
                      .value:
                        Name(id='kv_ready') @154:74
                      .subs:
                        Name(id='ks') @154:83
                Tma() @155:13
                  .dst:
                    Index() @155:17
                      .value:
                        Name(id='v_tile') @155:17
                      .subs:
                        BinOp(op='+') @155:24
                          .lhs:
                            BinOp(op='*') @155:24
                              .lhs:
                                Name(id='ks') @155:24
                              .rhs:
                                Name(id='NWG') @155:29
                          .rhs:
                            Name(id='i') @155:35
                  .src:
                    Index() @155:41
                      .value:
                        Name(id='v') @155:41
                      .subs:
                        Name(id='seq') @155:43
                        BinOp(op='+') @155:48
                          .lhs:
                            BinOp(op='*') @155:48
                              .lhs:
                                Name(id='NWG') @155:48
                              .rhs:
                                Name(id='n') @155:54
                          .rhs:
                            Name(id='i') @155:58
                        Name(id='kvh') @155:61
                  .signals:
                    Index() @155:74
                      .value:
                        Name(id='kv_ready') @155:74
                      .subs:
                        Name(id='ks') @155:83
                For(var='c') @156:13
                  .iter:
                    Call(kwargs=()) @156:22
                      .func:
                        Name(id='static_range') @156:22
                      .args:
                        Name(id='NC') @156:35
                  .body:
                    Tma() @157:17
                      .dst:
                        Index() @157:21
                          .value:
                            Name(id='kh_tile') @157:21
                          .subs:
                            BinOp(op='+') @157:29
                              .lhs:
                                BinOp(op='*') @157:29
                                  .lhs:
                                    Name(id='NC') @157:29
                                  .rhs:
                                    BinOp(op='+') @157:35
                                      .lhs:
                                        BinOp(op='*') @157:35
                                          .lhs:
                                            Name(id='ks') @157:35
                                          .rhs:
                                            Name(id='NWG') @157:40
                                      .rhs:
                                        Name(id='i') @157:46
                              .rhs:
                                Name(id='c') @157:51
                      .src:
                        Index() @157:57
                          .value:
                            Name(id='k') @157:57
                          .subs:
                            Name(id='seq') @157:59
                            BinOp(op='+') @157:64
                              .lhs:
                                BinOp(op='*') @157:64
                                  .lhs:
                                    Name(id='NWG') @157:64
                                  .rhs:
                                    Name(id='n') @157:70
                              .rhs:
                                Name(id='i') @157:74
                            Name(id='kvh') @157:77
                            Name(id='c') @157:82
                      .signals:
                        Index() @157:93
                          .value:
                            Name(id='kv_ready') @157:93
                          .subs:
                            Name(id='ks') @157:102
            For(var='part') @159:9
              .iter:
                Call(kwargs=()) @159:21
                  .func:
                    Name(id='static_range') @159:21
                  .args:
                    Name(id='PARTS') @159:34
              .body:
                Assign(targets=('lo', 'hi')) @160:13
                  .value:
                    Call(kwargs=()) @160:22
                      .func:
                        Name(id='fused_part_bounds') @160:22
                      .args:
                        Name(id='part') @160:40
                        Name(id='LAG') @160:46
                        Name(id='SPLIT') @160:51
                        Name(id='n_xs') @160:58
                        Name(id='steps') @160:64
                Pipeline(var='j', slot='slot', ring='qd') @161:13
                  .iter:
                    Call(kwargs=()) @161:27
                      .func:
                        Name(id='range') @161:27
                      .args:
                        Name(id='lo') @161:33
                        Name(id='hi') @161:37
                  .stages:
                    Name(id='STAGES') @161:54
                  .body:
                    Assign(targets=('head', 'mb')) @162:17
                      .value:
                        Call(kwargs=()) @162:28
                          .func:
                            Name(id='step_block') @162:28
                          .args:
                            Name(id='j') @162:39
                            Unary(op='-') @162:42
                              .operand:
                                Const(value=1) @162:43
                            BinOp(op='*') @162:46
                              .lhs:
                                Name(id='kvh') @162:46
                              .rhs:
                                Name(id='group') @162:52
                            Name(id='m_lo') @162:59
                            Name(id='rot') @162:65
                            Name(id='n_m') @162:70
                            Name(id='n_x') @162:75
                            Name(id='n_xs') @162:80
                            Name(id='SPLIT') @162:86
                    Wait(phase=None) @163:17
                      .target:
                        Index() @163:22
                          .value:
                            Name(id='qd_free') @163:22
                          .subs:
                            Name(id='slot') @163:30
                    If(orelse=()) @164:17
                      .cond:
                        Name(id='LSE_RING') @164:20
                      .body:
                        Assign(targets=('qi',)) @166:21
                          .value:
                            BinOp(op='+') @166:26
                              .lhs:
                                Name(id='q0') @166:26
                              .rhs:
                                Call(kwargs=()) @166:31
                                  .func:
                                    Name(id='maximum') @166:31
                                  .args:
                                    Call(kwargs=()) @166:39
                                      .func:
                                        Name(id='minimum') @166:39
                                      .args:
                                        BinOp(op='+') @166:47
                                          .lhs:
                                            BinOp(op='*') @166:47
                                              .lhs:
                                                Name(id='mb') @166:47
                                              .rhs:
                                                Name(id='BLOCK_M') @166:52
                                          .rhs:
                                            Call(kwargs=()) @166:62
                                              .func:
                                                Name(id='arange') @166:62
                                              .args:
                                                Name(id='BLOCK_M') @166:69
                                        BinOp(op='-') @166:79
                                          .lhs:
                                            Name(id='len_q') @166:79
                                          .rhs:
                                            Const(value=1) @166:87
                                    Const(value=0) @166:91
                        If() @167:21
                          .cond:
                            Name(id='SMEM_P') @167:24
                          .body:
                            ExprStmt() @168:25
                              .value:
                                Call(kwargs=()) @168:25
                                  .func:
                                    Name(id='store_smem') @168:25
                                  .args:
                                    Index() @168:36
                                      .value:
                                        Name(id='lse_s') @168:36
                                      .subs:
                                        Name(id='slot') @168:42
                                    Index() @168:49
                                      .value:
                                        Index() @168:49
                                          .value:
                                            Name(id='lse2_t') @168:49
                                          .subs:
                                            Name(id='head') @168:56
                                            Name(id='qi') @168:62
                                      .subs:
                                        FullSlice() @168:66
                                        Const(value=None) @168:69
                            ExprStmt() @169:25
                              .value:
                                Call(kwargs=()) @169:25
                                  .func:
                                    Name(id='store_smem') @169:25
                                  .args:
                                    Index() @169:36
                                      .value:
                                        Name(id='dl_s') @169:36
                                      .subs:
                                        Name(id='slot') @169:41
                                    Index() @169:48
                                      .value:
                                        Index() @169:48
                                          .value:
                                            Name(id='delta_t') @169:48
                                          .subs:
                                            Name(id='head') @169:56
                                            Name(id='qi') @169:62
                                      .subs:
                                        FullSlice() @169:66
                                        Const(value=None) @169:69
                          .orelse:
                            ExprStmt() @171:25
                              .value:
                                Call(kwargs=()) @171:25
                                  .func:
                                    Name(id='store_smem') @171:25
                                  .args:
                                    Index() @171:36
                                      .value:
                                        Name(id='lse_s') @171:36
                                      .subs:
                                        Name(id='slot') @171:42
                                    Index() @171:49
                                      .value:
                                        Index() @171:49
                                          .value:
                                            Name(id='lse2_t') @171:49
                                          .subs:
                                            Name(id='head') @171:56
                                            Name(id='qi') @171:62
                                      .subs:
                                        Const(value=None) @171:66
                                        FullSlice() @171:72
                            ExprStmt() @172:25
                              .value:
                                Call(kwargs=()) @172:25
                                  .func:
                                    Name(id='store_smem') @172:25
                                  .args:
                                    Index() @172:36
                                      .value:
                                        Name(id='dl_s') @172:36
                                      .subs:
                                        Name(id='slot') @172:41
                                    Index() @172:48
                                      .value:
                                        Index() @172:48
                                          .value:
                                            Name(id='delta_t') @172:48
                                          .subs:
                                            Name(id='head') @172:56
                                            Name(id='qi') @172:62
                                      .subs:
                                        Const(value=None) @172:66
                                        FullSlice() @172:72
                    Expect() @173:17
                      .target:
                        Index() @173:24
                          .value:
                            Name(id='qd_ready') @173:24
                          .subs:
                            Name(id='slot') @173:33
                      .nbytes:
                        BinOp(op='+') @173:40
                          .lhs:
                            Call(kwargs=()) @173:40
                              .func:
                                Name(id='bytes') @173:40
                              .args:
                                Name(id='q_ring') @173:46
                          .rhs:
                            Call(kwargs=()) @173:56
                              .func:
                                Name(id='bytes') @173:56
                              .args:
                                Name(id='do_ring') @173:62
                    Tma() @174:17
                      .dst:
                        Index() @174:21
                          .value:
                            Name(id='q_ring') @174:21
                          .subs:
                            Name(id='slot') @174:28
                      .src:
                        Index() @174:37
                          .value:
                            Name(id='q') @174:37
                          .subs:
                            Name(id='seq') @174:39
                            Name(id='mb') @174:44
                            Name(id='head') @174:48
                      .signals:
                        Index() @174:62
                          .value:
                            Name(id='qd_ready') @174:62
                          .subs:
                            Name(id='slot') @174:71
                    Tma() @175:17
                      .dst:
                        Index() @175:21
                          .value:
                            Name(id='do_ring') @175:21
                          .subs:
                            Name(id='slot') @175:29
                      .src:
                        Index() @175:38
                          .value:
                            Name(id='d_o') @175:38
                          .subs:
                            Name(id='seq') @175:42
                            Name(id='mb') @175:47
                            Name(id='head') @175:51
                      .signals:
                        Index() @175:65
                          .value:
                            Name(id='qd_ready') @175:65
                          .subs:
                            Name(id='slot') @175:74
        If(orelse=()) @177:5
          .cond:
            Name(id='WRITER') @177:8
          .body:
            Assign(targets=('NCW',)) @180:9
              .value:
                BinOp(op='//') @180:15
                  .lhs:
                    Name(id='NC') @180:15
                  .rhs:
                    Name(id='NWG') @180:21
            Role(name='dq_writer', replica=None) @181:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @181:30
                )
                (
                  'regs'
                  Const(value=24) @181:38
                )
              .body:
                For(var='part') @182:13
                  .iter:
                    Call(kwargs=()) @182:25
                      .func:
                        Name(id='static_range') @182:25
                      .args:
                        Name(id='PARTS') @182:38
                  .body:
                    Assign(targets=('lo', 'hi')) @183:17
                      .value:
                        Call(kwargs=()) @183:26
                          .func:
                            Name(id='fused_part_bounds') @183:26
                          .args:
                            Name(id='part') @183:44
                            Name(id='LAG') @183:50
                            Name(id='SPLIT') @183:55
                            Name(id='n_xs') @183:62
                            Name(id='steps') @183:68
                    Pipeline(var='j', slot='ws', ring='qd') @184:17
                      .iter:
                        Call(kwargs=()) @184:31
                          .func:
                            Name(id='range') @184:31
                          .args:
                            Name(id='lo') @184:37
                            Name(id='hi') @184:41
                      .stages:
                        Name(id='STAGES') @184:58
                      .body:
                        Assign(targets=('head', 'mb')) @185:21
                          .value:
                            Call(kwargs=()) @185:32
                              .func:
                                Name(id='step_block') @185:32
                              .args:
                                Name(id='j') @185:43
                                Unary(op='-') @185:46
                                  .operand:
                                    Const(value=1) @185:47
                                BinOp(op='*') @185:50
                                  .lhs:
                                    Name(id='kvh') @185:50
                                  .rhs:
                                    Name(id='group') @185:56
                                Name(id='m_lo') @185:63
                                Name(id='rot') @185:69
                                Name(id='n_m') @185:74
                                Name(id='n_x') @185:79
                                Name(id='n_xs') @185:84
                                Name(id='SPLIT') @185:90
                        For(var='i') @186:21
                          .iter:
                            Call(kwargs=()) @186:30
                              .func:
                                Name(id='static_range') @186:30
                              .args:
                                Name(id='NCW') @186:43
                          .body:
                            Wait(phase=None) @187:25
                              .target:
                                Index() @187:30
                                  .value:
                                    Name(id='dq_full') @187:30
                                  .subs:
                                    Name(id='i') @187:38
                            For(var='w') @188:25
                              .iter:
                                Call(kwargs=()) @188:34
                                  .func:
                                    Name(id='static_range') @188:34
                                  .args:
                                    Name(id='NWG') @188:47
                              .body:
                                Tma(signals=None, reduce='add') @189:29
                                  .dst:
                                    Index() @189:33
                                      .value:
                                        Name(id='dq_acc') @189:33
                                      .subs:
                                        Name(id='seq') @189:40
                                        Name(id='mb') @189:45
                                        Name(id='head') @189:49
                                        BinOp(op='+') @189:55
                                          .lhs:
                                            BinOp(op='*') @189:55
                                              .lhs:
                                                Name(id='w') @189:55
                                              .rhs:
                                                Name(id='NCW') @189:59
                                          .rhs:
                                            Name(id='i') @189:65
                                  .src:
                                    Index() @189:71
                                      .value:
                                        Name(id='dq_s') @189:71
                                      .subs:
                                        BinOp(op='+') @189:76
                                          .lhs:
                                            BinOp(op='*') @189:76
                                              .lhs:
                                                Name(id='i') @189:76
                                              .rhs:
                                                Name(id='NWG') @189:80
                                          .rhs:
                                            Name(id='w') @189:86
                            Arrive(count=None) @190:25
                              .target:
                                Index() @190:32
                                  .value:
                                    Name(id='dq_empty') @190:32
                                  .subs:
                                    Name(id='i') @190:41
        Role(name='compute', replica='wg') @192:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @192:29
            )
            (
              'regs'
              Name(id='REGS') @192:39
            )
          .body:
            Assign(targets=('qk_scale',)) @193:9
              .value:
                BinOp(op='*') @193:20
                  .lhs:
                    Name(id='sm_scale') @193:20
                  .rhs:
                    Name(id='LOG2E') @193:31
            Assign(targets=('krow0',)) @194:9
              .value:
                BinOp(op='+') @194:17
                  .lhs:
                    BinOp(op='*') @194:17
                      .lhs:
                        Name(id='n') @194:17
                      .rhs:
                        Name(id='BLOCK_N') @194:21
                  .rhs:
                    BinOp(op='*') @194:31
                      .lhs:
                        Name(id='wg') @194:31
                      .rhs:
                        Name(id='WG_N') @194:36
            Assign(targets=('krows',)) @195:9
              .value:
                BinOp(op='+') @195:17
                  .lhs:
                    Name(id='krow0') @195:17
                  .rhs:
                    Call(kwargs=()) @195:25
                      .func:
                        Name(id='arange') @195:25
                      .args:
                        Name(id='WG_N') @195:32
            Assign(targets=('qcols',)) @196:9
              .value:
                Call(kwargs=()) @196:17
                  .func:
                    Name(id='arange') @196:17
                  .args:
                    Name(id='BLOCK_M') @196:24
            Assign(targets=('dcols',)) @197:9
              .value:
                Call(kwargs=()) @197:17
                  .func:
                    Name(id='arange') @197:17
                  .args:
                    Name(id='D') @197:24
            Assign(targets=('ks',)) @198:9
              .value:
                BinOp(op='%') @198:14
                  .lhs:
                    Name(id='tile_index') @198:14
                  .rhs:
                    Name(id='KV_BUF') @198:27
            Assign(targets=('mine',)) @199:9
              .value:
                BinOp(op='+') @199:16
                  .lhs:
                    BinOp(op='*') @199:16
                      .lhs:
                        Name(id='ks') @199:16
                      .rhs:
                        Name(id='NWG') @199:21
                  .rhs:
                    Name(id='wg') @199:27
            Assign(targets=('acc_k',)) @200:9
              .value:
                Call(kwargs=()) @200:17
                  .func:
                    Name(id='zeros') @200:17
                  .args:
                    ListLit() @200:23
                      .elts:
                        Name(id='WG_N') @200:24
                        Name(id='D') @200:30
                    Name(id='f32') @200:34
            Assign(targets=('acc_v',)) @201:9
              .value:
                Call(kwargs=()) @201:17
                  .func:
                    Name(id='zeros') @201:17
                  .args:
                    ListLit() @201:23
                      .elts:
                        Name(id='WG_N') @201:24
                        Name(id='D') @201:30
                    Name(id='f32') @201:34
            Wait(phase=None) @202:9
              .target:
                Index() @202:14
                  .value:
                    Name(id='kv_ready') @202:14
                  .subs:
                    Name(id='ks') @202:23
            If(orelse=()) @209:9
              .cond:
                Name(id='LAG') @209:12
              .body:
                Assign(targets=('last',)) @210:13
                  .value:
                    Const(value=0) @210:20
            Assign(targets=('AHEAD',)) @211:9
              .value:
                BoolOp(op='and') @211:17
                  .values:
                    Name(id='LSE_AHEAD') @211:17
                    Name(id='LAG') @211:31
                    Name(id='SMEM_P') @211:39
            If(orelse=()) @212:9
              .cond:
                BoolOp(op='and') @212:12
                  .values:
                    BinOp(op='==') @212:12
                      .lhs:
                        Name(id='ACT') @212:12
                      .rhs:
                        Const(value='softmax') @212:19
                    Name(id='AHEAD') @212:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @213:13
                  .value:
                    Call(kwargs=()) @213:29
                      .func:
                        Name(id='lse_delta') @213:29
                      .args:
                        Const(value=0) @213:39
                        Unary(op='-') @213:42
                          .operand:
                            Const(value=1) @213:43
                        BinOp(op='*') @213:46
                          .lhs:
                            Name(id='kvh') @213:46
                          .rhs:
                            Name(id='group') @213:52
                        Name(id='m_lo') @213:59
                        Name(id='rot') @213:65
                        Name(id='n_m') @213:70
                        Name(id='n_x') @213:75
                        Name(id='n_xs') @213:80
                        Name(id='SPLIT') @213:86
                        Name(id='q0') @213:93
                        Name(id='len_q') @213:97
                        Name(id='qcols') @213:104
                        Name(id='lse2_t') @213:111
                        Name(id='delta_t') @214:39
                        Name(id='BLOCK_M') @214:48
            For(var='part') @215:9
              .iter:
                Call(kwargs=()) @215:21
                  .func:
                    Name(id='static_range') @215:21
                  .args:
                    Name(id='PARTS') @215:34
              .body:
                Assign(targets=('lo', 'hi')) @216:13
                  .value:
                    Call(kwargs=()) @216:22
                      .func:
                        Name(id='fused_part_bounds') @216:22
                      .args:
                        Name(id='part') @216:40
                        Name(id='LAG') @216:46
                        Name(id='SPLIT') @216:51
                        Name(id='n_xs') @216:58
                        Name(id='steps') @216:64
                Assign(targets=('masked',)) @217:13
                  .value:
                    BoolOp(op='or') @217:22
                      .values:
                        Unary(op='not') @217:22
                          .operand:
                            Name(id='SPLIT') @217:26
                        BinOp(op='<') @217:35
                          .lhs:
                            Name(id='part') @217:35
                          .rhs:
                            BinOp(op='-') @217:42
                              .lhs:
                                Name(id='PARTS') @217:42
                              .rhs:
                                Const(value=1) @217:50
                Assign(targets=('lagged',)) @218:13
                  .value:
                    BoolOp(op='and') @218:22
                      .values:
                        Name(id='LAG') @218:22
                        BinOp(op='>') @218:30
                          .lhs:
                            Name(id='part') @218:30
                          .rhs:
                            Const(value=0) @218:37
                Assign(targets=('which',)) @220:13
                  .value:
                    Const(value=1) @220:21
                If(orelse=()) @221:13
                  .cond:
                    Name(id='masked') @221:16
                  .body:
                    Assign(targets=('which',)) @222:17
                      .value:
                        Const(value=0) @222:25
                If(orelse=()) @223:13
                  .cond:
                    BoolOp(op='and') @223:16
                      .values:
                        Name(id='LAG') @223:16
                        BinOp(op='==') @223:24
                          .lhs:
                            Name(id='part') @223:24
                          .rhs:
                            Const(value=0) @223:32
                  .body:
                    Assign(targets=('which',)) @224:17
                      .value:
                        Unary(op='-') @224:25
                          .operand:
                            Const(value=1) @224:26
                Pipeline(var='j', slot='slot', ring='qd') @225:13
                  .iter:
                    Call(kwargs=()) @225:27
                      .func:
                        Name(id='range') @225:27
                      .args:
                        Name(id='lo') @225:33
                        Name(id='hi') @225:37
                  .stages:
                    Name(id='STAGES') @225:54
                  .body:
                    Assign(targets=('head', 'mb')) @226:17
                      .value:
                        Call(kwargs=()) @226:28
                          .func:
                            Name(id='step_block') @226:28
                          .args:
                            Name(id='j') @226:39
                            Name(id='which') @226:42
                            BinOp(op='*') @226:49
                              .lhs:
                                Name(id='kvh') @226:49
                              .rhs:
                                Name(id='group') @226:55
                            Name(id='m_lo') @226:62
                            Name(id='rot') @226:68
                            Name(id='n_m') @226:73
                            Name(id='n_x') @226:78
                            Name(id='n_xs') @226:83
                            Name(id='SPLIT') @226:89
                    Assign(targets=('qpos',)) @227:17
                      .value:
                        BinOp(op='+') @227:24
                          .lhs:
                            BinOp(op='*') @227:24
                              .lhs:
                                Name(id='mb') @227:24
                              .rhs:
                                Name(id='BLOCK_M') @227:29
                          .rhs:
                            Name(id='qcols') @227:39
                    Assign(targets=('lse2',)) @228:17
                      .value:
                        Call(kwargs=()) @228:24
                          .func:
                            Name(id='zeros') @228:24
                          .args:
                            ListLit() @228:30
                              .elts:
                                Name(id='BLOCK_M') @228:31
                            Name(id='f32') @228:41
                    Assign(targets=('dlt',)) @229:17
                      .value:
                        Call(kwargs=()) @229:23
                          .func:
                            Name(id='zeros') @229:23
                          .args:
                            ListLit() @229:29
                              .elts:
                                Name(id='BLOCK_M') @229:30
                            Name(id='f32') @229:40
                    If(orelse=()) @233:17
                      .cond:
                        BoolOp(op='and') @233:20
                          .values:
                            BinOp(op='==') @233:20
                              .lhs:
                                Name(id='ACT') @233:20
                              .rhs:
                                Const(value='softmax') @233:27
                            Name(id='AHEAD') @233:41
                      .body:
                        Assign(targets=('lse2',)) @234:21
                          .value:
                            Name(id='lse2_n') @234:28
                        Assign(targets=('dlt',)) @235:21
                          .value:
                            Name(id='dlt_n') @235:27
                    If(orelse=()) @236:17
                      .cond:
                        BoolOp(op='and') @236:20
                          .values:
                            BinOp(op='==') @236:20
                              .lhs:
                                Name(id='ACT') @236:20
                              .rhs:
                                Const(value='softmax') @236:27
                            Unary(op='not') @236:41
                              .operand:
                                Name(id='AHEAD') @236:45
                            Unary(op='not') @236:55
                              .operand:
                                Name(id='LSE_RING') @236:59
                      .body:
                        Assign(targets=('qi',)) @240:21
                          .value:
                            BinOp(op='+') @240:26
                              .lhs:
                                Name(id='q0') @240:26
                              .rhs:
                                Call(kwargs=()) @240:31
                                  .func:
                                    Name(id='maximum') @240:31
                                  .args:
                                    Call(kwargs=()) @240:39
                                      .func:
                                        Name(id='minimum') @240:39
                                      .args:
                                        Name(id='qpos') @240:47
                                        BinOp(op='-') @240:53
                                          .lhs:
                                            Name(id='len_q') @240:53
                                          .rhs:
                                            Const(value=1) @240:61
                                    Const(value=0) @240:65
                        Assign(targets=('lse2',)) @241:21
                          .value:
                            Index() @241:28
                              .value:
                                Name(id='lse2_t') @241:28
                              .subs:
                                Name(id='head') @241:35
                                Name(id='qi') @241:41
                        Assign(targets=('dlt',)) @242:21
                          .value:
                            Index() @242:27
                              .value:
                                Name(id='delta_t') @242:27
                              .subs:
                                Name(id='head') @242:35
                                Name(id='qi') @242:41
                    If() @245:17
                      .cond:
                        Name(id='masked') @245:20
                      .body:
                        Assign(targets=('edge',)) @246:21
                          .value:
                            BoolOp(op='or') @246:28
                              .values:
                                BinOp(op='>') @246:28
                                  .lhs:
                                    BinOp(op='*') @246:29
                                      .lhs:
                                        BinOp(op='+') @246:29
                                          .lhs:
                                            Name(id='mb') @246:29
                                          .rhs:
                                            Const(value=1) @246:34
                                      .rhs:
                                        Name(id='BLOCK_M') @246:39
                                  .rhs:
                                    Name(id='len_q') @246:49
                                BinOp(op='>') @246:58
                                  .lhs:
                                    BinOp(op='+') @246:58
                                      .lhs:
                                        Name(id='krow0') @246:58
                                      .rhs:
                                        Name(id='WG_N') @246:66
                                  .rhs:
                                    Name(id='len_k') @246:73
                        If(orelse=()) @247:21
                          .cond:
                            Name(id='CAUSAL') @247:24
                          .body:
                            Assign(targets=('edge',)) @248:25
                              .value:
                                BoolOp(op='or') @248:32
                                  .values:
                                    Name(id='edge') @248:32
                                    BinOp(op='>') @248:40
                                      .lhs:
                                        BinOp(op='-') @248:40
                                          .lhs:
                                            BinOp(op='+') @248:40
                                              .lhs:
                                                Name(id='krow0') @248:40
                                              .rhs:
                                                Name(id='WG_N') @248:48
                                          .rhs:
                                            Const(value=1) @248:55
                                      .rhs:
                                        BinOp(op='+') @248:59
                                          .lhs:
                                            BinOp(op='*') @248:59
                                              .lhs:
                                                Name(id='mb') @248:59
                                              .rhs:
                                                Name(id='BLOCK_M') @248:64
                                          .rhs:
                                            BinOp(op='-') @248:75
                                              .lhs:
                                                Name(id='len_k') @248:75
                                              .rhs:
                                                Name(id='len_q') @248:83
                      .orelse:
                        Assign(targets=('edge',)) @250:21
                          .value:
                            Const(value=False) @250:28
                    Wait(phase=None) @251:17
                      .target:
                        Index() @251:22
                          .value:
                            Name(id='qd_ready') @251:22
                          .subs:
                            Name(id='slot') @251:31
                    If() @252:17
                      .cond:
                        Name(id='SMEM_P') @252:20
                      .body:
                        Assign(targets=('own',)) @256:21
                          .value:
                            Name(id='wg') @256:27
                        Assign(targets=('og',)) @257:21
                          .value:
                            BinOp(op='%') @257:27
                              .lhs:
                                BinOp(op='+') @257:27
                                  .lhs:
                                    Name(id='wg') @257:27
                                  .rhs:
                                    Const(value=1) @257:32
                              .rhs:
                                Name(id='NWG') @257:37
                        If(orelse=()) @258:21
                          .cond:
                            Name(id='WRITER') @258:24
                          .body:
                            Assign(targets=('own',)) @259:25
                              .value:
                                BinOp(op='+') @259:31
                                  .lhs:
                                    BinOp(op='*') @259:31
                                      .lhs:
                                        Name(id='slot') @259:31
                                      .rhs:
                                        Name(id='NWG') @259:38
                                  .rhs:
                                    Name(id='wg') @259:44
                        If(orelse=()) @260:21
                          .cond:
                            Name(id='lagged') @260:24
                          .body:
                            Wait() @262:25
                              .target:
                                Index() @262:30
                                  .value:
                                    Name(id='ds_ready') @262:30
                                  .subs:
                                    Const(value=0) @262:39
                              .phase:
                                BinOp(op='%') @262:48
                                  .lhs:
                                    Name(id='last') @262:48
                                  .rhs:
                                    Const(value=2) @262:55
                            For(var='i') @263:25
                              .iter:
                                Call(kwargs=()) @263:34
                                  .func:
                                    Name(id='static_range') @263:34
                                  .args:
                                    Name(id='NCW') @263:47
                              .body:
                                Assign(targets=('c',)) @264:29
                                  .value:
                                    BinOp(op='+') @264:33
                                      .lhs:
                                        BinOp(op='*') @264:33
                                          .lhs:
                                            Name(id='wg') @264:33
                                          .rhs:
                                            Name(id='NCW') @264:38
                                      .rhs:
                                        Name(id='i') @264:44
                                If() @265:29
                                  .cond:
                                    Name(id='DQ_PAIR') @265:32
                                  .body:
                                    Assign(targets=('f0',)) @267:33
                                      .value:
                                        Call(kwargs=()) @267:38
                                          .func:
                                            Name(id='mma_async') @267:38
                                          .args:
                                            Index() @267:48
                                              .value:
                                                Name(id='ds_s') @267:48
                                              .subs:
                                                BinOp(op='+') @267:53
                                                  .lhs:
                                                    BinOp(op='*') @267:53
                                                      .lhs:
                                                        Name(id='last') @267:53
                                                      .rhs:
                                                        Name(id='NWG') @267:60
                                                  .rhs:
                                                    Name(id='wg') @267:66
                                            Index() @267:71
                                              .value:
                                                Name(id='kh_tile') @267:71
                                              .subs:
                                                BinOp(op='+') @267:79
                                                  .lhs:
                                                    BinOp(op='*') @267:79
                                                      .lhs:
                                                        Name(id='NC') @267:79
                                                      .rhs:
                                                        BinOp(op='+') @267:85
                                                          .lhs:
                                                            BinOp(op='*') @267:85
                                                              .lhs:
                                                                Name(id='ks') @267:85
                                                              .rhs:
                                                                Name(id='NWG') @267:90
                                                          .rhs:
                                                            Name(id='wg') @267:96
                                                  .rhs:
                                                    Name(id='c') @267:102
                                    Assign(targets=('f1',)) @268:33
                                      .value:
                                        Call(kwargs=()) @268:38
                                          .func:
                                            Name(id='mma_async') @268:38
                                          .args:
                                            Index() @268:48
                                              .value:
                                                Name(id='ds_s') @268:48
                                              .subs:
                                                BinOp(op='+') @268:53
                                                  .lhs:
                                                    BinOp(op='*') @268:53
                                                      .lhs:
                                                        Name(id='last') @268:53
                                                      .rhs:
                                                        Name(id='NWG') @268:60
                                                  .rhs:
                                                    Name(id='og') @268:66
                                            Index() @268:71
                                              .value:
                                                Name(id='kh_tile') @268:71
                                              .subs:
                                                BinOp(op='+') @268:79
                                                  .lhs:
                                                    BinOp(op='*') @268:79
                                                      .lhs:
                                                        Name(id='NC') @268:79
                                                      .rhs:
                                                        BinOp(op='+') @268:85
                                                          .lhs:
                                                            BinOp(op='*') @268:85
                                                              .lhs:
                                                                Name(id='ks') @268:85
                                                              .rhs:
                                                                Name(id='NWG') @268:90
                                                          .rhs:
                                                            Name(id='og') @268:96
                                                  .rhs:
                                                    Name(id='c') @268:102
                                            Name(id='f0') @268:106
                                    Assign(targets=('dq_c',)) @269:33
                                      .value:
                                        Call(kwargs=()) @269:40
                                          .func:
                                            Name(id='mma_wait') @269:40
                                          .args:
                                            Name(id='f1') @269:49
                                  .orelse:
                                    Assign(targets=('dq_c',)) @271:33
                                      .value:
                                        Call(kwargs=()) @271:40
                                          .func:
                                            Name(id='zeros') @271:40
                                          .args:
                                            ListLit() @271:46
                                              .elts:
                                                Name(id='BLOCK_M') @271:47
                                                Name(id='DQ_COLS') @271:56
                                            Name(id='f32') @271:66
                                    For(var='g') @272:33
                                      .iter:
                                        Call(kwargs=()) @272:42
                                          .func:
                                            Name(id='static_range') @272:42
                                          .args:
                                            Name(id='NWG') @272:55
                                      .body:
                                        Assign(targets=('gg',)) @273:37
                                          .value:
                                            BinOp(op='%') @273:43
                                              .lhs:
                                                BinOp(op='+') @273:43
                                                  .lhs:
                                                    Name(id='wg') @273:43
                                                  .rhs:
                                                    Name(id='g') @273:48
                                              .rhs:
                                                Name(id='NWG') @273:53
                                        Assign(targets=('dq_c',)) @274:37
                                          .value:
                                            Call(kwargs=()) @274:44
                                              .func:
                                                Name(id='mma_wait') @274:44
                                              .args:
                                                Call(kwargs=()) @274:53
                                                  .func:
                                                    Name(id='mma_async') @274:53
                                                  .args:
                                                    Index() @274:63
                                                      .value:
                                                        Name(id='ds_s') @274:63
                                                      .subs:
                                                        BinOp(op='+') @274:68
                                                          .lhs:
                                                            BinOp(op='*') @274:68
                                                              .lhs:
                                                                Name(id='last') @274:68
                                                              .rhs:
                                                                Name(id='NWG') @274:75
                                                          .rhs:
                                                            Name(id='gg') @274:81
                                                    Index() @274:86
                                                      .value:
                                                        Name(id='kh_tile') @274:86
                                                      .subs:
                                                        BinOp(op='+') @274:94
                                                          .lhs:
                                                            BinOp(op='*') @274:94
                                                              .lhs:
                                                                Name(id='NC') @274:94
                                                              .rhs:
                                                                BinOp(op='+') @274:100
                                                                  .lhs:
                                                                    BinOp(op='*') @274:100
                                                                      .lhs:
                                                                        Name(id='ks') @274:100
                                                                      .rhs:
                                                                        Name(id='NWG') @274:105
                                                                  .rhs:
                                                                    Name(id='gg') @274:111
                                                          .rhs:
                                                            Name(id='c') @274:117
                                                    Name(id='dq_c') @274:121
                                Wait() @275:29
                                  .target:
                                    Index() @275:34
                                      .value:
                                        Name(id='dq_empty') @275:34
                                      .subs:
                                        Name(id='i') @275:43
                                  .phase:
                                    BinOp(op='-') @275:52
                                      .lhs:
                                        Const(value=1) @275:52
                                      .rhs:
                                        BinOp(op='%') @275:56
                                          .lhs:
                                            Name(id='last') @275:56
                                          .rhs:
                                            Const(value=2) @275:63
                                ExprStmt() @276:29
                                  .value:
                                    Call(kwargs=()) @276:29
                                      .func:
                                        Name(id='store_smem') @276:29
                                      .args:
                                        Index() @276:40
                                          .value:
                                            Name(id='dq_s') @276:40
                                          .subs:
                                            BinOp(op='+') @276:45
                                              .lhs:
                                                BinOp(op='*') @276:45
                                                  .lhs:
                                                    Name(id='i') @276:45
                                                  .rhs:
                                                    Name(id='NWG') @276:49
                                              .rhs:
                                                Name(id='wg') @276:55
                                        Name(id='dq_c') @276:60
                                Fence() @277:29
                                Arrive(count=None) @278:29
                                  .target:
                                    Index() @278:36
                                      .value:
                                        Name(id='dq_full') @278:36
                                      .subs:
                                        Name(id='i') @278:44
                        Assign(targets=('s_f',)) @279:21
                          .value:
                            Call(kwargs=()) @279:27
                              .func:
                                Name(id='mma_async') @279:27
                              .args:
                                Index() @279:37
                                  .value:
                                    Name(id='q_ring') @279:37
                                  .subs:
                                    Name(id='slot') @279:44
                                Attr(name='T') @279:51
                                  .value:
                                    Index() @279:51
                                      .value:
                                        Name(id='k_tile') @279:51
                                      .subs:
                                        Name(id='mine') @279:58
                        Assign(targets=('dp_f',)) @280:21
                          .value:
                            Call(kwargs=()) @280:28
                              .func:
                                Name(id='mma_async') @280:28
                              .args:
                                Index() @280:38
                                  .value:
                                    Name(id='do_ring') @280:38
                                  .subs:
                                    Name(id='slot') @280:46
                                Attr(name='T') @280:53
                                  .value:
                                    Index() @280:53
                                      .value:
                                        Name(id='v_tile') @280:53
                                      .subs:
                                        Name(id='mine') @280:60
                        Assign(targets=('s',)) @281:21
                          .value:
                            Call() @281:25
                              .func:
                                Name(id='mma_wait') @281:25
                              .args:
                                Name(id='s_f') @281:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @281:47
                                )
                        Assign(targets=('kpos',)) @283:21
                          .value:
                            BinOp(op='+') @283:28
                              .lhs:
                                Name(id='krow0') @283:28
                              .rhs:
                                Call(kwargs=()) @283:36
                                  .func:
                                    Name(id='arange') @283:36
                                  .args:
                                    Name(id='WG_N') @283:43
                        If() @284:21
                          .cond:
                            Name(id='LSE_RING') @284:24
                          .body:
                            Assign(targets=('lse2c',)) @285:25
                              .value:
                                Call(kwargs=()) @285:33
                                  .func:
                                    Name(id='load') @285:33
                                  .args:
                                    Index() @285:38
                                      .value:
                                        Name(id='lse_s') @285:38
                                      .subs:
                                        Name(id='slot') @285:44
                          .orelse:
                            Assign(targets=('lse2c',)) @287:25
                              .value:
                                Index() @287:33
                                  .value:
                                    Name(id='lse2') @287:33
                                  .subs:
                                    FullSlice() @287:38
                                    Const(value=None) @287:41
                        Assign(targets=('p', 'dact')) @288:21
                          .value:
                            Call(kwargs=()) @288:31
                              .func:
                                Name(id='probs') @288:31
                              .args:
                                Name(id='s') @288:37
                                Name(id='edge') @288:40
                                Index() @288:46
                                  .value:
                                    Name(id='qpos') @288:46
                                  .subs:
                                    FullSlice() @288:51
                                    Const(value=None) @288:54
                                Index() @288:61
                                  .value:
                                    Name(id='kpos') @288:61
                                  .subs:
                                    Const(value=None) @288:66
                                    FullSlice() @288:72
                                Name(id='len_q') @288:76
                                Name(id='len_k') @288:83
                                Name(id='lse2c') @288:90
                                Name(id='qk_scale') @288:97
                                Name(id='sm_scale') @289:37
                                Name(id='CAUSAL') @289:47
                                Name(id='ACT') @289:55
                        ExprStmt() @290:21
                          .value:
                            Call(kwargs=()) @290:21
                              .func:
                                Name(id='store_smem') @290:21
                              .args:
                                Index() @290:32
                                  .value:
                                    Name(id='ds_s') @290:32
                                  .subs:
                                    Name(id='own') @290:37
                                Call(kwargs=()) @290:43
                                  .func:
                                    Name(id='cast') @290:43
                                  .args:
                                    Name(id='p') @290:48
                                    Name(id='DT') @290:51
                        Fence() @291:21
                        Assign(targets=('dv_f',)) @292:21
                          .value:
                            Call(kwargs=()) @292:28
                              .func:
                                Name(id='mma_async') @292:28
                              .args:
                                Attr(name='T') @292:38
                                  .value:
                                    Index() @292:38
                                      .value:
                                        Name(id='ds_s') @292:38
                                      .subs:
                                        Name(id='own') @292:43
                                Index() @292:51
                                  .value:
                                    Name(id='do_ring') @292:51
                                  .subs:
                                    Name(id='slot') @292:59
                                Name(id='acc_v') @292:66
                        Assign(targets=('dp',)) @293:21
                          .value:
                            Call() @293:26
                              .func:
                                Name(id='mma_wait') @293:26
                              .args:
                                Name(id='dp_f') @293:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @293:49
                                )
                        If() @294:21
                          .cond:
                            Name(id='LSE_RING') @294:24
                          .body:
                            Assign(targets=('dltc',)) @295:25
                              .value:
                                Call(kwargs=()) @295:32
                                  .func:
                                    Name(id='load') @295:32
                                  .args:
                                    Index() @295:37
                                      .value:
                                        Name(id='dl_s') @295:37
                                      .subs:
                                        Name(id='slot') @295:42
                          .orelse:
                            Assign(targets=('dltc',)) @297:25
                              .value:
                                Index() @297:32
                                  .value:
                                    Name(id='dlt') @297:32
                                  .subs:
                                    FullSlice() @297:36
                                    Const(value=None) @297:39
                        Assign(targets=('ds',)) @298:21
                          .value:
                            Call(kwargs=()) @298:26
                              .func:
                                Name(id='cast') @298:26
                              .args:
                                Call(kwargs=()) @298:31
                                  .func:
                                    Name(id='dscores') @298:31
                                  .args:
                                    Name(id='p') @298:39
                                    Name(id='dact') @298:42
                                    Name(id='dp') @298:48
                                    Name(id='dltc') @298:52
                                    Name(id='ACT') @298:58
                                Name(id='DT') @298:64
                        Assign(targets=('acc_v',)) @299:21
                          .value:
                            Call(kwargs=()) @299:29
                              .func:
                                Name(id='mma_wait') @299:29
                              .args:
                                Name(id='dv_f') @299:38
                        ExprStmt() @300:21
                          .value:
                            Call(kwargs=()) @300:21
                              .func:
                                Name(id='store_smem') @300:21
                              .args:
                                Index() @300:32
                                  .value:
                                    Name(id='ds_s') @300:32
                                  .subs:
                                    Name(id='own') @300:37
                                Name(id='ds') @300:43
                        Fence() @301:21
                        If() @302:21
                          .cond:
                            Name(id='LAG') @302:24
                          .body:
                            Arrive(count=None) @305:25
                              .target:
                                Index() @305:32
                                  .value:
                                    Name(id='ds_ready') @305:32
                                  .subs:
                                    Const(value=0) @305:41
                            Assign(targets=('dk_f',)) @306:25
                              .value:
                                Call(kwargs=()) @306:32
                                  .func:
                                    Name(id='mma_async') @306:32
                                  .args:
                                    Attr(name='T') @306:42
                                      .value:
                                        Index() @306:42
                                          .value:
                                            Name(id='ds_s') @306:42
                                          .subs:
                                            Name(id='own') @306:47
                                    Index() @306:55
                                      .value:
                                        Name(id='q_ring') @306:55
                                      .subs:
                                        Name(id='slot') @306:62
                                    Name(id='acc_k') @306:69
                            If(orelse=()) @307:25
                              .cond:
                                BoolOp(op='and') @307:28
                                  .values:
                                    BinOp(op='==') @307:28
                                      .lhs:
                                        Name(id='ACT') @307:28
                                      .rhs:
                                        Const(value='softmax') @307:35
                                    Name(id='AHEAD') @307:49
                              .body:
                                Assign(targets=('nxt',)) @309:29
                                  .value:
                                    Unary(op='-') @309:35
                                      .operand:
                                        Const(value=1) @309:36
                                If(orelse=()) @310:29
                                  .cond:
                                    BinOp(op='==') @310:32
                                      .lhs:
                                        Name(id='which') @310:32
                                      .rhs:
                                        Const(value=1) @310:41
                                  .body:
                                    Assign(targets=('nxt',)) @311:33
                                      .value:
                                        Const(value=1) @311:39
                                Assign(targets=('lse2_n', 'dlt_n')) @312:29
                                  .value:
                                    Call(kwargs=()) @312:45
                                      .func:
                                        Name(id='lse_delta') @312:45
                                      .args:
                                        Call(kwargs=()) @312:55
                                          .func:
                                            Name(id='minimum') @312:55
                                          .args:
                                            BinOp(op='+') @312:63
                                              .lhs:
                                                Name(id='j') @312:63
                                              .rhs:
                                                Const(value=1) @312:67
                                            BinOp(op='-') @312:70
                                              .lhs:
                                                Name(id='steps') @312:70
                                              .rhs:
                                                Const(value=1) @312:78
                                        Name(id='nxt') @312:82
                                        BinOp(op='*') @312:87
                                          .lhs:
                                            Name(id='kvh') @312:87
                                          .rhs:
                                            Name(id='group') @312:93
                                        Name(id='m_lo') @312:100
                                        Name(id='rot') @312:106
                                        Name(id='n_m') @312:111
                                        Name(id='n_x') @312:116
                                        Name(id='n_xs') @313:55
                                        Name(id='SPLIT') @313:61
                                        Name(id='q0') @313:68
                                        Name(id='len_q') @313:72
                                        Name(id='qcols') @313:79
                                        Name(id='lse2_t') @313:86
                                        Name(id='delta_t') @313:94
                                        Name(id='BLOCK_M') @313:103
                            Assign(targets=('acc_k',)) @314:25
                              .value:
                                Call(kwargs=()) @314:33
                                  .func:
                                    Name(id='mma_wait') @314:33
                                  .args:
                                    Name(id='dk_f') @314:42
                            Arrive(count=None) @315:25
                              .target:
                                Index() @315:32
                                  .value:
                                    Name(id='qd_free') @315:32
                                  .subs:
                                    Name(id='slot') @315:40
                            Assign(targets=('last',)) @316:25
                              .value:
                                Name(id='slot') @316:32
                          .orelse:
                            If() @317:21
                              .cond:
                                Name(id='WRITER') @317:26
                              .body:
                                Arrive(count=None) @318:25
                                  .target:
                                    Index() @318:32
                                      .value:
                                        Name(id='ds_ready') @318:32
                                      .subs:
                                        Name(id='slot') @318:41
                                Assign(targets=('dk_f',)) @319:25
                                  .value:
                                    Call(kwargs=()) @319:32
                                      .func:
                                        Name(id='mma_async') @319:32
                                      .args:
                                        Attr(name='T') @319:42
                                          .value:
                                            Index() @319:42
                                              .value:
                                                Name(id='ds_s') @319:42
                                              .subs:
                                                Name(id='own') @319:47
                                        Index() @319:55
                                          .value:
                                            Name(id='q_ring') @319:55
                                          .subs:
                                            Name(id='slot') @319:62
                                        Name(id='acc_k') @319:69
                                Wait(phase=None) @320:25
                                  .target:
                                    Index() @320:30
                                      .value:
                                        Name(id='ds_ready') @320:30
                                      .subs:
                                        Name(id='slot') @320:39
                                For(var='i') @321:25
                                  .iter:
                                    Call(kwargs=()) @321:34
                                      .func:
                                        Name(id='static_range') @321:34
                                      .args:
                                        Name(id='NCW') @321:47
                                  .body:
                                    Assign(targets=('c',)) @322:29
                                      .value:
                                        BinOp(op='+') @322:33
                                          .lhs:
                                            BinOp(op='*') @322:33
                                              .lhs:
                                                Name(id='wg') @322:33
                                              .rhs:
                                                Name(id='NCW') @322:38
                                          .rhs:
                                            Name(id='i') @322:44
                                    If() @323:29
                                      .cond:
                                        Name(id='DQ_PAIR') @323:32
                                      .body:
                                        Assign(targets=('f0',)) @326:33
                                          .value:
                                            Call(kwargs=()) @326:38
                                              .func:
                                                Name(id='mma_async') @326:38
                                              .args:
                                                Index() @326:48
                                                  .value:
                                                    Name(id='ds_s') @326:48
                                                  .subs:
                                                    Name(id='own') @326:53
                                                Index() @326:59
                                                  .value:
                                                    Name(id='kh_tile') @326:59
                                                  .subs:
                                                    BinOp(op='+') @326:67
                                                      .lhs:
                                                        BinOp(op='*') @326:67
                                                          .lhs:
                                                            Name(id='NC') @326:67
                                                          .rhs:
                                                            Name(id='mine') @326:72
                                                      .rhs:
                                                        Name(id='c') @326:79
                                        Assign(targets=('f1',)) @327:33
                                          .value:
                                            Call(kwargs=()) @327:38
                                              .func:
                                                Name(id='mma_async') @327:38
                                              .args:
                                                Index() @327:48
                                                  .value:
                                                    Name(id='ds_s') @327:48
                                                  .subs:
                                                    BinOp(op='+') @327:53
                                                      .lhs:
                                                        BinOp(op='*') @327:53
                                                          .lhs:
                                                            Name(id='slot') @327:53
                                                          .rhs:
                                                            Name(id='NWG') @327:60
                                                      .rhs:
                                                        Name(id='og') @327:66
                                                Index() @327:71
                                                  .value:
                                                    Name(id='kh_tile') @327:71
                                                  .subs:
                                                    BinOp(op='+') @327:79
                                                      .lhs:
                                                        BinOp(op='*') @327:79
                                                          .lhs:
                                                            Name(id='NC') @327:79
                                                          .rhs:
                                                            BinOp(op='+') @327:85
                                                              .lhs:
                                                                BinOp(op='*') @327:85
                                                                  .lhs:
                                                                    Name(id='ks') @327:85
                                                                  .rhs:
                                                                    Name(id='NWG') @327:90
                                                              .rhs:
                                                                Name(id='og') @327:96
                                                      .rhs:
                                                        Name(id='c') @327:102
                                                Name(id='f0') @327:106
                                        If(orelse=()) @328:33
                                          .cond:
                                            BinOp(op='==') @328:36
                                              .lhs:
                                                Name(id='i') @328:36
                                              .rhs:
                                                Const(value=0) @328:41
                                          .body:
                                            Assign(targets=('acc_k',)) @329:37
                                              .value:
                                                Call() @329:45
                                                  .func:
                                                    Name(id='mma_wait') @329:45
                                                  .args:
                                                    Name(id='dk_f') @329:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @329:68
                                                    )
                                            Arrive(count=None) @330:37
                                              .target:
                                                Index() @330:44
                                                  .value:
                                                    Name(id='qd_free') @330:44
                                                  .subs:
                                                    Name(id='slot') @330:52
                                        Assign(targets=('dq_c',)) @331:33
                                          .value:
                                            Call(kwargs=()) @331:40
                                              .func:
                                                Name(id='mma_wait') @331:40
                                              .args:
                                                Name(id='f1') @331:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @333:33
                                          .value:
                                            Call(kwargs=()) @333:40
                                              .func:
                                                Name(id='zeros') @333:40
                                              .args:
                                                ListLit() @333:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @333:47
                                                    Name(id='DQ_COLS') @333:56
                                                Name(id='f32') @333:66
                                        For(var='g') @334:33
                                          .iter:
                                            Call(kwargs=()) @334:42
                                              .func:
                                                Name(id='static_range') @334:42
                                              .args:
                                                Name(id='NWG') @334:55
                                          .body:
                                            Assign(targets=('gg',)) @335:37
                                              .value:
                                                BinOp(op='%') @335:43
                                                  .lhs:
                                                    BinOp(op='+') @335:43
                                                      .lhs:
                                                        Name(id='wg') @335:43
                                                      .rhs:
                                                        Name(id='g') @335:48
                                                  .rhs:
                                                    Name(id='NWG') @335:53
                                            Assign(targets=('dq_f',)) @336:37
                                              .value:
                                                Call(kwargs=()) @336:44
                                                  .func:
                                                    Name(id='mma_async') @336:44
                                                  .args:
                                                    Index() @336:54
                                                      .value:
                                                        Name(id='ds_s') @336:54
                                                      .subs:
                                                        BinOp(op='+') @336:59
                                                          .lhs:
                                                            BinOp(op='*') @336:59
                                                              .lhs:
                                                                Name(id='slot') @336:59
                                                              .rhs:
                                                                Name(id='NWG') @336:66
                                                          .rhs:
                                                            Name(id='gg') @336:72
                                                    Index() @336:77
                                                      .value:
                                                        Name(id='kh_tile') @336:77
                                                      .subs:
                                                        BinOp(op='+') @336:85
                                                          .lhs:
                                                            BinOp(op='*') @336:85
                                                              .lhs:
                                                                Name(id='NC') @336:85
                                                              .rhs:
                                                                BinOp(op='+') @336:91
                                                                  .lhs:
                                                                    BinOp(op='*') @336:91
                                                                      .lhs:
                                                                        Name(id='ks') @336:91
                                                                      .rhs:
                                                                        Name(id='NWG') @336:96
                                                                  .rhs:
                                                                    Name(id='gg') @336:102
                                                          .rhs:
                                                            Name(id='c') @336:108
                                                    Name(id='dq_c') @336:112
                                            If(orelse=()) @337:37
                                              .cond:
                                                BoolOp(op='and') @337:40
                                                  .values:
                                                    BinOp(op='==') @337:40
                                                      .lhs:
                                                        Name(id='i') @337:40
                                                      .rhs:
                                                        Const(value=0) @337:45
                                                    BinOp(op='==') @337:51
                                                      .lhs:
                                                        Name(id='g') @337:51
                                                      .rhs:
                                                        Const(value=0) @337:56
                                              .body:
                                                Assign(targets=('acc_k',)) @339:41
                                                  .value:
                                                    Call() @339:49
                                                      .func:
                                                        Name(id='mma_wait') @339:49
                                                      .args:
                                                        Name(id='dk_f') @339:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @339:72
                                                        )
                                                Arrive(count=None) @340:41
                                                  .target:
                                                    Index() @340:48
                                                      .value:
                                                        Name(id='qd_free') @340:48
                                                      .subs:
                                                        Name(id='slot') @340:56
                                            Assign(targets=('dq_c',)) @341:37
                                              .value:
                                                Call(kwargs=()) @341:44
                                                  .func:
                                                    Name(id='mma_wait') @341:44
                                                  .args:
                                                    Name(id='dq_f') @341:53
                                    Wait() @342:29
                                      .target:
                                        Index() @342:34
                                          .value:
                                            Name(id='dq_empty') @342:34
                                          .subs:
                                            Name(id='i') @342:43
                                      .phase:
                                        BinOp(op='-') @342:52
                                          .lhs:
                                            Const(value=1) @342:52
                                          .rhs:
                                            BinOp(op='%') @342:56
                                              .lhs:
                                                Name(id='slot') @342:56
                                              .rhs:
                                                Const(value=2) @342:63
                                    ExprStmt() @343:29
                                      .value:
                                        Call(kwargs=()) @343:29
                                          .func:
                                            Name(id='store_smem') @343:29
                                          .args:
                                            Index() @343:40
                                              .value:
                                                Name(id='dq_s') @343:40
                                              .subs:
                                                BinOp(op='+') @343:45
                                                  .lhs:
                                                    BinOp(op='*') @343:45
                                                      .lhs:
                                                        Name(id='i') @343:45
                                                      .rhs:
                                                        Name(id='NWG') @343:49
                                                  .rhs:
                                                    Name(id='wg') @343:55
                                            Name(id='dq_c') @343:60
                                    Fence() @344:29
                                    Arrive(count=None) @345:29
                                      .target:
                                        Index() @345:36
                                          .value:
                                            Name(id='dq_full') @345:36
                                          .subs:
                                            Name(id='i') @345:44
                              .orelse:
                                Assign(targets=('dq_f',)) @347:25
                                  .value:
                                    Call(kwargs=()) @347:32
                                      .func:
                                        Name(id='mma_async') @347:32
                                      .args:
                                        Index() @347:42
                                          .value:
                                            Name(id='ds_s') @347:42
                                          .subs:
                                            Name(id='wg') @347:47
                                        Index() @347:52
                                          .value:
                                            Name(id='kh_tile') @347:52
                                          .subs:
                                            BinOp(op='*') @347:60
                                              .lhs:
                                                Name(id='NC') @347:60
                                              .rhs:
                                                Name(id='mine') @347:65
                                Assign(targets=('dk_f',)) @348:25
                                  .value:
                                    Call(kwargs=()) @348:32
                                      .func:
                                        Name(id='mma_async') @348:32
                                      .args:
                                        Attr(name='T') @348:42
                                          .value:
                                            Index() @348:42
                                              .value:
                                                Name(id='ds_s') @348:42
                                              .subs:
                                                Name(id='wg') @348:47
                                        Index() @348:54
                                          .value:
                                            Name(id='q_ring') @348:54
                                          .subs:
                                            Name(id='slot') @348:61
                                        Name(id='acc_k') @348:68
                                Assign(targets=('dq_c',)) @349:25
                                  .value:
                                    Call() @349:32
                                      .func:
                                        Name(id='mma_wait') @349:32
                                      .args:
                                        Name(id='dq_f') @349:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @349:55
                                        )
                                ExprStmt() @350:25
                                  .value:
                                    Call(kwargs=()) @350:25
                                      .func:
                                        Name(id='store_smem') @350:25
                                      .args:
                                        Index() @350:36
                                          .value:
                                            Name(id='dq_s') @350:36
                                          .subs:
                                            Name(id='wg') @350:41
                                        Name(id='dq_c') @350:46
                                Fence() @351:25
                                Tma(signals=None, reduce='add') @352:25
                                  .dst:
                                    Index() @352:29
                                      .value:
                                        Name(id='dq_acc') @352:29
                                      .subs:
                                        Name(id='seq') @352:36
                                        Name(id='mb') @352:41
                                        Name(id='head') @352:45
                                        Const(value=0) @352:51
                                  .src:
                                    Index() @352:57
                                      .value:
                                        Name(id='dq_s') @352:57
                                      .subs:
                                        Name(id='wg') @352:62
                                Assign(targets=('dq_f',)) @353:25
                                  .value:
                                    Call(kwargs=()) @353:32
                                      .func:
                                        Name(id='mma_async') @353:32
                                      .args:
                                        Index() @353:42
                                          .value:
                                            Name(id='ds_s') @353:42
                                          .subs:
                                            Name(id='wg') @353:47
                                        Index() @353:52
                                          .value:
                                            Name(id='kh_tile') @353:52
                                          .subs:
                                            BinOp(op='+') @353:60
                                              .lhs:
                                                BinOp(op='*') @353:60
                                                  .lhs:
                                                    Name(id='NC') @353:60
                                                  .rhs:
                                                    Name(id='mine') @353:65
                                              .rhs:
                                                Const(value=1) @353:72
                                Assign(targets=('acc_k',)) @354:25
                                  .value:
                                    Call() @354:33
                                      .func:
                                        Name(id='mma_wait') @354:33
                                      .args:
                                        Name(id='dk_f') @354:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @354:56
                                        )
                                Assign(targets=('dq_c',)) @355:25
                                  .value:
                                    Call(kwargs=()) @355:32
                                      .func:
                                        Name(id='mma_wait') @355:32
                                      .args:
                                        Name(id='dq_f') @355:41
                                Arrive(count=None) @356:25
                                  .target:
                                    Index() @356:32
                                      .value:
                                        Name(id='qd_free') @356:32
                                      .subs:
                                        Name(id='slot') @356:40
                                ExprStmt() @357:25
                                  .value:
                                    Call(kwargs=()) @357:25
                                      .func:
                                        Name(id='store_smem') @357:25
                                      .args:
                                        Index() @357:36
                                          .value:
                                            Name(id='dq_s') @357:36
                                          .subs:
                                            Name(id='wg') @357:41
                                        Name(id='dq_c') @357:46
                                Fence() @358:25
                                Tma(signals=None, reduce='add') @359:25
                                  .dst:
                                    Index() @359:29
                                      .value:
                                        Name(id='dq_acc') @359:29
                                      .subs:
                                        Name(id='seq') @359:36
                                        Name(id='mb') @359:41
                                        Name(id='head') @359:45
                                        Const(value=1) @359:51
                                  .src:
                                    Index() @359:57
                                      .value:
                                        Name(id='dq_s') @359:57
                                      .subs:
                                        Name(id='wg') @359:62
                                For(var='c') @360:25
                                  .iter:
                                    Call(kwargs=()) @360:34
                                      .func:
                                        Name(id='static_range') @360:34
                                      .args:
                                        Const(value=2) @360:47
                                        Name(id='NC') @360:50
                                  .body:
                                    Assign(targets=('dq_c',)) @361:29
                                      .value:
                                        Call(kwargs=()) @361:36
                                          .func:
                                            Name(id='mma_wait') @361:36
                                          .args:
                                            Call(kwargs=()) @361:45
                                              .func:
                                                Name(id='mma_async') @361:45
                                              .args:
                                                Index() @361:55
                                                  .value:
                                                    Name(id='ds_s') @361:55
                                                  .subs:
                                                    Name(id='wg') @361:60
                                                Index() @361:65
                                                  .value:
                                                    Name(id='kh_tile') @361:65
                                                  .subs:
                                                    BinOp(op='+') @361:73
                                                      .lhs:
                                                        BinOp(op='*') @361:73
                                                          .lhs:
                                                            Name(id='NC') @361:73
                                                          .rhs:
                                                            Name(id='mine') @361:78
                                                      .rhs:
                                                        Name(id='c') @361:85
                                    ExprStmt() @362:29
                                      .value:
                                        Call(kwargs=()) @362:29
                                          .func:
                                            Name(id='store_smem') @362:29
                                          .args:
                                            Index() @362:40
                                              .value:
                                                Name(id='dq_s') @362:40
                                              .subs:
                                                Name(id='wg') @362:45
                                            Name(id='dq_c') @362:50
                                    Fence() @363:29
                                    Tma(signals=None, reduce='add') @364:29
                                      .dst:
                                        Index() @364:33
                                          .value:
                                            Name(id='dq_acc') @364:33
                                          .subs:
                                            Name(id='seq') @364:40
                                            Name(id='mb') @364:45
                                            Name(id='head') @364:49
                                            Name(id='c') @364:55
                                      .src:
                                        Index() @364:61
                                          .value:
                                            Name(id='dq_s') @364:61
                                          .subs:
                                            Name(id='wg') @364:66
                      .orelse:
                        Assign(targets=('st_f',)) @366:21
                          .value:
                            Call(kwargs=()) @366:28
                              .func:
                                Name(id='mma_async') @366:28
                              .args:
                                Index() @366:38
                                  .value:
                                    Name(id='k_tile') @366:38
                                  .subs:
                                    Name(id='mine') @366:45
                                Attr(name='T') @366:52
                                  .value:
                                    Index() @366:52
                                      .value:
                                        Name(id='q_ring') @366:52
                                      .subs:
                                        Name(id='slot') @366:59
                        Assign(targets=('dpt_f',)) @367:21
                          .value:
                            Call(kwargs=()) @367:29
                              .func:
                                Name(id='mma_async') @367:29
                              .args:
                                Index() @367:39
                                  .value:
                                    Name(id='v_tile') @367:39
                                  .subs:
                                    Name(id='mine') @367:46
                                Attr(name='T') @367:53
                                  .value:
                                    Index() @367:53
                                      .value:
                                        Name(id='do_ring') @367:53
                                      .subs:
                                        Name(id='slot') @367:61
                        Assign(targets=('st',)) @368:21
                          .value:
                            Call() @368:26
                              .func:
                                Name(id='mma_wait') @368:26
                              .args:
                                Name(id='st_f') @368:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @368:49
                                )
                        If() @369:21
                          .cond:
                            Name(id='LSE_RING') @369:24
                          .body:
                            Assign(targets=('lse2r',)) @370:25
                              .value:
                                Call(kwargs=()) @370:33
                                  .func:
                                    Name(id='load') @370:33
                                  .args:
                                    Index() @370:38
                                      .value:
                                        Name(id='lse_s') @370:38
                                      .subs:
                                        Name(id='slot') @370:44
                          .orelse:
                            Assign(targets=('lse2r',)) @372:25
                              .value:
                                Index() @372:33
                                  .value:
                                    Name(id='lse2') @372:33
                                  .subs:
                                    Const(value=None) @372:38
                                    FullSlice() @372:44
                        Assign(targets=('pt', 'dact')) @373:21
                          .value:
                            Call(kwargs=()) @373:32
                              .func:
                                Name(id='probs') @373:32
                              .args:
                                Name(id='st') @373:38
                                Name(id='edge') @373:42
                                Index() @373:48
                                  .value:
                                    Name(id='qpos') @373:48
                                  .subs:
                                    Const(value=None) @373:53
                                    FullSlice() @373:59
                                Index() @373:63
                                  .value:
                                    Name(id='krows') @373:63
                                  .subs:
                                    FullSlice() @373:69
                                    Const(value=None) @373:72
                                Name(id='len_q') @373:79
                                Name(id='len_k') @373:86
                                Name(id='lse2r') @373:93
                                Name(id='qk_scale') @373:100
                                Name(id='sm_scale') @374:38
                                Name(id='CAUSAL') @374:48
                                Name(id='ACT') @374:56
                        Assign(targets=('dpt',)) @375:21
                          .value:
                            Call(kwargs=()) @375:27
                              .func:
                                Name(id='mma_wait') @375:27
                              .args:
                                Name(id='dpt_f') @375:36
                        Assign(targets=('dv_f',)) @377:21
                          .value:
                            Call(kwargs=()) @377:28
                              .func:
                                Name(id='mma_async') @377:28
                              .args:
                                Call(kwargs=()) @377:38
                                  .func:
                                    Name(id='cast') @377:38
                                  .args:
                                    Name(id='pt') @377:43
                                    Name(id='DT') @377:47
                                Index() @377:52
                                  .value:
                                    Name(id='do_ring') @377:52
                                  .subs:
                                    Name(id='slot') @377:60
                                Name(id='acc_v') @377:67
                        If() @378:21
                          .cond:
                            Name(id='LSE_RING') @378:24
                          .body:
                            Assign(targets=('dltr',)) @379:25
                              .value:
                                Call(kwargs=()) @379:32
                                  .func:
                                    Name(id='load') @379:32
                                  .args:
                                    Index() @379:37
                                      .value:
                                        Name(id='dl_s') @379:37
                                      .subs:
                                        Name(id='slot') @379:42
                          .orelse:
                            Assign(targets=('dltr',)) @381:25
                              .value:
                                Index() @381:32
                                  .value:
                                    Name(id='dlt') @381:32
                                  .subs:
                                    Const(value=None) @381:36
                                    FullSlice() @381:42
                        Assign(targets=('dst',)) @382:21
                          .value:
                            Call(kwargs=()) @382:27
                              .func:
                                Name(id='cast') @382:27
                              .args:
                                Call(kwargs=()) @382:32
                                  .func:
                                    Name(id='dscores') @382:32
                                  .args:
                                    Name(id='pt') @382:40
                                    Name(id='dact') @382:44
                                    Name(id='dpt') @382:50
                                    Name(id='dltr') @382:55
                                    Name(id='ACT') @382:61
                                Name(id='DT') @382:67
                        If() @383:21
                          .cond:
                            Name(id='WRITER') @383:24
                          .body:
                            ExprStmt() @385:25
                              .value:
                                Call(kwargs=()) @385:25
                                  .func:
                                    Name(id='store_smem') @385:25
                                  .args:
                                    Index() @385:36
                                      .value:
                                        Name(id='ds_s') @385:36
                                      .subs:
                                        BinOp(op='+') @385:41
                                          .lhs:
                                            BinOp(op='*') @385:41
                                              .lhs:
                                                Name(id='slot') @385:41
                                              .rhs:
                                                Name(id='NWG') @385:48
                                          .rhs:
                                            Name(id='wg') @385:54
                                    Name(id='dst') @385:59
                            Fence() @386:25
                            Arrive(count=None) @387:25
                              .target:
                                Index() @387:32
                                  .value:
                                    Name(id='ds_ready') @387:32
                                  .subs:
                                    Name(id='slot') @387:41
                            Assign(targets=('dk_f',)) @388:25
                              .value:
                                Call(kwargs=()) @388:32
                                  .func:
                                    Name(id='mma_async') @388:32
                                  .args:
                                    Name(id='dst') @388:42
                                    Index() @388:47
                                      .value:
                                        Name(id='q_ring') @388:47
                                      .subs:
                                        Name(id='slot') @388:54
                                    Name(id='acc_k') @388:61
                            If() @389:25
                              .cond:
                                Name(id='DQ_EARLY') @389:28
                              .body:
                                Assign(targets=('own',)) @392:29
                                  .value:
                                    BinOp(op='+') @392:35
                                      .lhs:
                                        BinOp(op='*') @392:35
                                          .lhs:
                                            Name(id='slot') @392:35
                                          .rhs:
                                            Name(id='NWG') @392:42
                                      .rhs:
                                        Name(id='wg') @392:48
                                Assign(targets=('c0',)) @393:29
                                  .value:
                                    BinOp(op='*') @393:34
                                      .lhs:
                                        Name(id='wg') @393:34
                                      .rhs:
                                        Name(id='NCW') @393:39
                                Assign(targets=('a0',)) @394:29
                                  .value:
                                    Call(kwargs=()) @394:34
                                      .func:
                                        Name(id='mma_async') @394:34
                                      .args:
                                        Attr(name='T') @394:44
                                          .value:
                                            Index() @394:44
                                              .value:
                                                Name(id='ds_s') @394:44
                                              .subs:
                                                Name(id='own') @394:49
                                        Index() @394:57
                                          .value:
                                            Name(id='kh_tile') @394:57
                                          .subs:
                                            BinOp(op='+') @394:65
                                              .lhs:
                                                BinOp(op='*') @394:65
                                                  .lhs:
                                                    Name(id='NC') @394:65
                                                  .rhs:
                                                    Name(id='mine') @394:70
                                              .rhs:
                                                Name(id='c0') @394:77
                                        Call(kwargs=()) @394:82
                                          .func:
                                            Name(id='zeros') @394:82
                                          .args:
                                            ListLit() @394:88
                                              .elts:
                                                Name(id='BLOCK_M') @394:89
                                                Name(id='DQ_COLS') @394:98
                                            Name(id='f32') @394:108
                                Assign(targets=('a1',)) @395:29
                                  .value:
                                    Call(kwargs=()) @395:34
                                      .func:
                                        Name(id='mma_async') @395:34
                                      .args:
                                        Attr(name='T') @395:44
                                          .value:
                                            Index() @395:44
                                              .value:
                                                Name(id='ds_s') @395:44
                                              .subs:
                                                Name(id='own') @395:49
                                        Index() @395:57
                                          .value:
                                            Name(id='kh_tile') @395:57
                                          .subs:
                                            BinOp(op='+') @395:65
                                              .lhs:
                                                BinOp(op='+') @395:65
                                                  .lhs:
                                                    BinOp(op='*') @395:65
                                                      .lhs:
                                                        Name(id='NC') @395:65
                                                      .rhs:
                                                        Name(id='mine') @395:70
                                                  .rhs:
                                                    Name(id='c0') @395:77
                                              .rhs:
                                                Const(value=1) @395:82
                                        Call(kwargs=()) @395:86
                                          .func:
                                            Name(id='zeros') @395:86
                                          .args:
                                            ListLit() @395:92
                                              .elts:
                                                Name(id='BLOCK_M') @395:93
                                                Name(id='DQ_COLS') @395:102
                                            Name(id='f32') @395:112
                                Assign(targets=('acc_v',)) @396:29
                                  .value:
                                    Call() @396:37
                                      .func:
                                        Name(id='mma_wait') @396:37
                                      .args:
                                        Name(id='dv_f') @396:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @396:60
                                        )
                                Assign(targets=('acc_k',)) @397:29
                                  .value:
                                    Call() @397:37
                                      .func:
                                        Name(id='mma_wait') @397:37
                                      .args:
                                        Name(id='dk_f') @397:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @397:60
                                        )
                                Arrive(count=None) @398:29
                                  .target:
                                    Index() @398:36
                                      .value:
                                        Name(id='qd_free') @398:36
                                      .subs:
                                        Name(id='slot') @398:44
                                Assign(targets=('p0',)) @399:29
                                  .value:
                                    Call() @399:34
                                      .func:
                                        Name(id='mma_wait') @399:34
                                      .args:
                                        Name(id='a0') @399:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @399:55
                                        )
                                Assign(targets=('p1',)) @400:29
                                  .value:
                                    Call(kwargs=()) @400:34
                                      .func:
                                        Name(id='mma_wait') @400:34
                                      .args:
                                        Name(id='a1') @400:43
                                Wait(phase=None) @401:29
                                  .target:
                                    Index() @401:34
                                      .value:
                                        Name(id='ds_ready') @401:34
                                      .subs:
                                        Name(id='slot') @401:43
                                Assign(targets=('og',)) @402:29
                                  .value:
                                    BinOp(op='%') @402:35
                                      .lhs:
                                        BinOp(op='+') @402:35
                                          .lhs:
                                            Name(id='wg') @402:35
                                          .rhs:
                                            Const(value=1) @402:40
                                      .rhs:
                                        Name(id='NWG') @402:45
                                Assign(targets=('b0',)) @403:29
                                  .value:
                                    Call(kwargs=()) @403:34
                                      .func:
                                        Name(id='mma_async') @403:34
                                      .args:
                                        Attr(name='T') @403:44
                                          .value:
                                            Index() @403:44
                                              .value:
                                                Name(id='ds_s') @403:44
                                              .subs:
                                                BinOp(op='+') @403:49
                                                  .lhs:
                                                    BinOp(op='*') @403:49
                                                      .lhs:
                                                        Name(id='slot') @403:49
                                                      .rhs:
                                                        Name(id='NWG') @403:56
                                                  .rhs:
                                                    Name(id='og') @403:62
                                        Index() @403:69
                                          .value:
                                            Name(id='kh_tile') @403:69
                                          .subs:
                                            BinOp(op='+') @403:77
                                              .lhs:
                                                BinOp(op='*') @403:77
                                                  .lhs:
                                                    Name(id='NC') @403:77
                                                  .rhs:
                                                    BinOp(op='+') @403:83
                                                      .lhs:
                                                        BinOp(op='*') @403:83
                                                          .lhs:
                                                            Name(id='ks') @403:83
                                                          .rhs:
                                                            Name(id='NWG') @403:88
                                                      .rhs:
                                                        Name(id='og') @403:94
                                              .rhs:
                                                Name(id='c0') @403:100
                                        Name(id='p0') @403:105
                                Assign(targets=('b1',)) @404:29
                                  .value:
                                    Call(kwargs=()) @404:34
                                      .func:
                                        Name(id='mma_async') @404:34
                                      .args:
                                        Attr(name='T') @404:44
                                          .value:
                                            Index() @404:44
                                              .value:
                                                Name(id='ds_s') @404:44
                                              .subs:
                                                BinOp(op='+') @404:49
                                                  .lhs:
                                                    BinOp(op='*') @404:49
                                                      .lhs:
                                                        Name(id='slot') @404:49
                                                      .rhs:
                                                        Name(id='NWG') @404:56
                                                  .rhs:
                                                    Name(id='og') @404:62
                                        Index() @404:69
                                          .value:
                                            Name(id='kh_tile') @404:69
                                          .subs:
                                            BinOp(op='+') @404:77
                                              .lhs:
                                                BinOp(op='+') @404:77
                                                  .lhs:
                                                    BinOp(op='*') @404:77
                                                      .lhs:
                                                        Name(id='NC') @404:77
                                                      .rhs:
                                                        BinOp(op='+') @404:83
                                                          .lhs:
                                                            BinOp(op='*') @404:83
                                                              .lhs:
                                                                Name(id='ks') @404:83
                                                              .rhs:
                                                                Name(id='NWG') @404:88
                                                          .rhs:
                                                            Name(id='og') @404:94
                                                  .rhs:
                                                    Name(id='c0') @404:100
                                              .rhs:
                                                Const(value=1) @404:105
                                        Name(id='p1') @404:109
                                Assign(targets=('p0',)) @406:29
                                  .value:
                                    Call() @406:34
                                      .func:
                                        Name(id='mma_wait') @406:34
                                      .args:
                                        Name(id='b0') @406:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @406:55
                                        )
                                Wait() @407:29
                                  .target:
                                    Index() @407:34
                                      .value:
                                        Name(id='dq_empty') @407:34
                                      .subs:
                                        Const(value=0) @407:43
                                  .phase:
                                    BinOp(op='-') @407:52
                                      .lhs:
                                        Const(value=1) @407:52
                                      .rhs:
                                        BinOp(op='%') @407:56
                                          .lhs:
                                            Name(id='slot') @407:56
                                          .rhs:
                                            Const(value=2) @407:63
                                ExprStmt() @408:29
                                  .value:
                                    Call(kwargs=()) @408:29
                                      .func:
                                        Name(id='store_smem') @408:29
                                      .args:
                                        Index() @408:40
                                          .value:
                                            Name(id='dq_s') @408:40
                                          .subs:
                                            Name(id='wg') @408:45
                                        Name(id='p0') @408:50
                                Fence() @409:29
                                Arrive(count=None) @410:29
                                  .target:
                                    Index() @410:36
                                      .value:
                                        Name(id='dq_full') @410:36
                                      .subs:
                                        Const(value=0) @410:44
                                Assign(targets=('p1',)) @411:29
                                  .value:
                                    Call(kwargs=()) @411:34
                                      .func:
                                        Name(id='mma_wait') @411:34
                                      .args:
                                        Name(id='b1') @411:43
                                Wait() @412:29
                                  .target:
                                    Index() @412:34
                                      .value:
                                        Name(id='dq_empty') @412:34
                                      .subs:
                                        Const(value=1) @412:43
                                  .phase:
                                    BinOp(op='-') @412:52
                                      .lhs:
                                        Const(value=1) @412:52
                                      .rhs:
                                        BinOp(op='%') @412:56
                                          .lhs:
                                            Name(id='slot') @412:56
                                          .rhs:
                                            Const(value=2) @412:63
                                ExprStmt() @413:29
                                  .value:
                                    Call(kwargs=()) @413:29
                                      .func:
                                        Name(id='store_smem') @413:29
                                      .args:
                                        Index() @413:40
                                          .value:
                                            Name(id='dq_s') @413:40
                                          .subs:
                                            BinOp(op='+') @413:45
                                              .lhs:
                                                Name(id='NWG') @413:45
                                              .rhs:
                                                Name(id='wg') @413:51
                                        Name(id='p1') @413:56
                                Fence() @414:29
                                Arrive(count=None) @415:29
                                  .target:
                                    Index() @415:36
                                      .value:
                                        Name(id='dq_full') @415:36
                                      .subs:
                                        Const(value=1) @415:44
                              .orelse:
                                Assign(targets=('acc_v',)) @417:29
                                  .value:
                                    Call() @417:37
                                      .func:
                                        Name(id='mma_wait') @417:37
                                      .args:
                                        Name(id='dv_f') @417:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @417:60
                                        )
                                Assign(targets=('acc_k',)) @418:29
                                  .value:
                                    Call(kwargs=()) @418:37
                                      .func:
                                        Name(id='mma_wait') @418:37
                                      .args:
                                        Name(id='dk_f') @418:46
                                Arrive(count=None) @419:29
                                  .target:
                                    Index() @419:36
                                      .value:
                                        Name(id='qd_free') @419:36
                                      .subs:
                                        Name(id='slot') @419:44
                                Wait(phase=None) @420:29
                                  .target:
                                    Index() @420:34
                                      .value:
                                        Name(id='ds_ready') @420:34
                                      .subs:
                                        Name(id='slot') @420:43
                                For(var='i') @423:29
                                  .iter:
                                    Call(kwargs=()) @423:38
                                      .func:
                                        Name(id='static_range') @423:38
                                      .args:
                                        Name(id='NCW') @423:51
                                  .body:
                                    Assign(targets=('c',)) @424:33
                                      .value:
                                        BinOp(op='+') @424:37
                                          .lhs:
                                            BinOp(op='*') @424:37
                                              .lhs:
                                                Name(id='wg') @424:37
                                              .rhs:
                                                Name(id='NCW') @424:42
                                          .rhs:
                                            Name(id='i') @424:48
                                    Assign(targets=('dq_c',)) @425:33
                                      .value:
                                        Call(kwargs=()) @425:40
                                          .func:
                                            Name(id='zeros') @425:40
                                          .args:
                                            ListLit() @425:46
                                              .elts:
                                                Name(id='BLOCK_M') @425:47
                                                Name(id='DQ_COLS') @425:56
                                            Name(id='f32') @425:66
                                    For(var='g') @426:33
                                      .iter:
                                        Call(kwargs=()) @426:42
                                          .func:
                                            Name(id='static_range') @426:42
                                          .args:
                                            Name(id='NWG') @426:55
                                      .body:
                                        Assign(targets=('gg',)) @427:37
                                          .value:
                                            BinOp(op='%') @427:43
                                              .lhs:
                                                BinOp(op='+') @427:43
                                                  .lhs:
                                                    Name(id='wg') @427:43
                                                  .rhs:
                                                    Name(id='g') @427:48
                                              .rhs:
                                                Name(id='NWG') @427:53
                                        Assign(targets=('dq_c',)) @428:37
                                          .value:
                                            Call(kwargs=()) @428:44
                                              .func:
                                                Name(id='mma_wait') @428:44
                                              .args:
                                                Call(kwargs=()) @428:53
                                                  .func:
                                                    Name(id='mma_async') @428:53
                                                  .args:
                                                    Attr(name='T') @428:63
                                                      .value:
                                                        Index() @428:63
                                                          .value:
                                                            Name(id='ds_s') @428:63
                                                          .subs:
                                                            BinOp(op='+') @428:68
                                                              .lhs:
                                                                BinOp(op='*') @428:68
                                                                  .lhs:
                                                                    Name(id='slot') @428:68
                                                                  .rhs:
                                                                    Name(id='NWG') @428:75
                                                              .rhs:
                                                                Name(id='gg') @428:81
                                                    Index() @428:88
                                                      .value:
                                                        Name(id='kh_tile') @428:88
                                                      .subs:
                                                        BinOp(op='+') @428:96
                                                          .lhs:
                                                            BinOp(op='*') @428:96
                                                              .lhs:
                                                                Name(id='NC') @428:96
                                                              .rhs:
                                                                BinOp(op='+') @428:102
                                                                  .lhs:
                                                                    BinOp(op='*') @428:102
                                                                      .lhs:
                                                                        Name(id='ks') @428:102
                                                                      .rhs:
                                                                        Name(id='NWG') @428:107
                                                                  .rhs:
                                                                    Name(id='gg') @428:113
                                                          .rhs:
                                                            Name(id='c') @428:119
                                                    Name(id='dq_c') @428:123
                                    Wait() @431:33
                                      .target:
                                        Index() @431:38
                                          .value:
                                            Name(id='dq_empty') @431:38
                                          .subs:
                                            Name(id='i') @431:47
                                      .phase:
                                        BinOp(op='-') @431:56
                                          .lhs:
                                            Const(value=1) @431:56
                                          .rhs:
                                            BinOp(op='%') @431:60
                                              .lhs:
                                                Name(id='slot') @431:60
                                              .rhs:
                                                Const(value=2) @431:67
                                    ExprStmt() @432:33
                                      .value:
                                        Call(kwargs=()) @432:33
                                          .func:
                                            Name(id='store_smem') @432:33
                                          .args:
                                            Index() @432:44
                                              .value:
                                                Name(id='dq_s') @432:44
                                              .subs:
                                                BinOp(op='+') @432:49
                                                  .lhs:
                                                    BinOp(op='*') @432:49
                                                      .lhs:
                                                        Name(id='i') @432:49
                                                      .rhs:
                                                        Name(id='NWG') @432:53
                                                  .rhs:
                                                    Name(id='wg') @432:59
                                            Name(id='dq_c') @432:64
                                    Fence() @433:33
                                    Arrive(count=None) @434:33
                                      .target:
                                        Index() @434:40
                                          .value:
                                            Name(id='dq_full') @434:40
                                          .subs:
                                            Name(id='i') @434:48
                          .orelse:
                            ExprStmt() @437:25
                              .value:
                                Call(kwargs=()) @437:25
                                  .func:
                                    Name(id='store_smem') @437:25
                                  .args:
                                    Index() @437:36
                                      .value:
                                        Name(id='ds_s') @437:36
                                      .subs:
                                        Name(id='wg') @437:41
                                    Name(id='dst') @437:46
                            Fence() @438:25
                            Assign(targets=('dq_f',)) @439:25
                              .value:
                                Call(kwargs=()) @439:32
                                  .func:
                                    Name(id='mma_async') @439:32
                                  .args:
                                    Attr(name='T') @439:42
                                      .value:
                                        Index() @439:42
                                          .value:
                                            Name(id='ds_s') @439:42
                                          .subs:
                                            Name(id='wg') @439:47
                                    Index() @439:54
                                      .value:
                                        Name(id='kh_tile') @439:54
                                      .subs:
                                        BinOp(op='*') @439:62
                                          .lhs:
                                            Name(id='NC') @439:62
                                          .rhs:
                                            Name(id='mine') @439:67
                            Assign(targets=('dk_f',)) @440:25
                              .value:
                                Call(kwargs=()) @440:32
                                  .func:
                                    Name(id='mma_async') @440:32
                                  .args:
                                    Name(id='dst') @440:42
                                    Index() @440:47
                                      .value:
                                        Name(id='q_ring') @440:47
                                      .subs:
                                        Name(id='slot') @440:54
                                    Name(id='acc_k') @440:61
                            Assign(targets=('acc_v',)) @441:25
                              .value:
                                Call() @441:33
                                  .func:
                                    Name(id='mma_wait') @441:33
                                  .args:
                                    Name(id='dv_f') @441:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @441:56
                                    )
                            Assign(targets=('dq_c',)) @445:25
                              .value:
                                Call() @445:32
                                  .func:
                                    Name(id='mma_wait') @445:32
                                  .args:
                                    Name(id='dq_f') @445:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @445:55
                                    )
                            ExprStmt() @446:25
                              .value:
                                Call(kwargs=()) @446:25
                                  .func:
                                    Name(id='store_smem') @446:25
                                  .args:
                                    Index() @446:36
                                      .value:
                                        Name(id='dq_s') @446:36
                                      .subs:
                                        Name(id='wg') @446:41
                                    Name(id='dq_c') @446:46
                            Fence() @447:25
                            Tma(signals=None, reduce='add') @448:25
                              .dst:
                                Index() @448:29
                                  .value:
                                    Name(id='dq_acc') @448:29
                                  .subs:
                                    Name(id='seq') @448:36
                                    Name(id='mb') @448:41
                                    Name(id='head') @448:45
                                    Const(value=0) @448:51
                              .src:
                                Index() @448:57
                                  .value:
                                    Name(id='dq_s') @448:57
                                  .subs:
                                    Name(id='wg') @448:62
                            Assign(targets=('dq_f',)) @449:25
                              .value:
                                Call(kwargs=()) @449:32
                                  .func:
                                    Name(id='mma_async') @449:32
                                  .args:
                                    Attr(name='T') @449:42
                                      .value:
                                        Index() @449:42
                                          .value:
                                            Name(id='ds_s') @449:42
                                          .subs:
                                            Name(id='wg') @449:47
                                    Index() @449:54
                                      .value:
                                        Name(id='kh_tile') @449:54
                                      .subs:
                                        BinOp(op='+') @449:62
                                          .lhs:
                                            BinOp(op='*') @449:62
                                              .lhs:
                                                Name(id='NC') @449:62
                                              .rhs:
                                                Name(id='mine') @449:67
                                          .rhs:
                                            Const(value=1) @449:74
                            Assign(targets=('acc_k',)) @450:25
                              .value:
                                Call() @450:33
                                  .func:
                                    Name(id='mma_wait') @450:33
                                  .args:
                                    Name(id='dk_f') @450:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @450:56
                                    )
                            Assign(targets=('dq_c',)) @451:25
                              .value:
                                Call(kwargs=()) @451:32
                                  .func:
                                    Name(id='mma_wait') @451:32
                                  .args:
                                    Name(id='dq_f') @451:41
                            Arrive(count=None) @452:25
                              .target:
                                Index() @452:32
                                  .value:
                                    Name(id='qd_free') @452:32
                                  .subs:
                                    Name(id='slot') @452:40
                            ExprStmt() @453:25
                              .value:
                                Call(kwargs=()) @453:25
                                  .func:
                                    Name(id='store_smem') @453:25
                                  .args:
                                    Index() @453:36
                                      .value:
                                        Name(id='dq_s') @453:36
                                      .subs:
                                        Name(id='wg') @453:41
                                    Name(id='dq_c') @453:46
                            Fence() @454:25
                            Tma(signals=None, reduce='add') @455:25
                              .dst:
                                Index() @455:29
                                  .value:
                                    Name(id='dq_acc') @455:29
                                  .subs:
                                    Name(id='seq') @455:36
                                    Name(id='mb') @455:41
                                    Name(id='head') @455:45
                                    Const(value=1) @455:51
                              .src:
                                Index() @455:57
                                  .value:
                                    Name(id='dq_s') @455:57
                                  .subs:
                                    Name(id='wg') @455:62
                            For(var='c') @456:25
                              .iter:
                                Call(kwargs=()) @456:34
                                  .func:
                                    Name(id='static_range') @456:34
                                  .args:
                                    Const(value=2) @456:47
                                    Name(id='NC') @456:50
                              .body:
                                Assign(targets=('dq_c',)) @457:29
                                  .value:
                                    Call(kwargs=()) @457:36
                                      .func:
                                        Name(id='mma_wait') @457:36
                                      .args:
                                        Call(kwargs=()) @457:45
                                          .func:
                                            Name(id='mma_async') @457:45
                                          .args:
                                            Attr(name='T') @457:55
                                              .value:
                                                Index() @457:55
                                                  .value:
                                                    Name(id='ds_s') @457:55
                                                  .subs:
                                                    Name(id='wg') @457:60
                                            Index() @457:67
                                              .value:
                                                Name(id='kh_tile') @457:67
                                              .subs:
                                                BinOp(op='+') @457:75
                                                  .lhs:
                                                    BinOp(op='*') @457:75
                                                      .lhs:
                                                        Name(id='NC') @457:75
                                                      .rhs:
                                                        Name(id='mine') @457:80
                                                  .rhs:
                                                    Name(id='c') @457:87
                                ExprStmt() @458:29
                                  .value:
                                    Call(kwargs=()) @458:29
                                      .func:
                                        Name(id='store_smem') @458:29
                                      .args:
                                        Index() @458:40
                                          .value:
                                            Name(id='dq_s') @458:40
                                          .subs:
                                            Name(id='wg') @458:45
                                        Name(id='dq_c') @458:50
                                Fence() @459:29
                                Tma(signals=None, reduce='add') @460:29
                                  .dst:
                                    Index() @460:33
                                      .value:
                                        Name(id='dq_acc') @460:33
                                      .subs:
                                        Name(id='seq') @460:40
                                        Name(id='mb') @460:45
                                        Name(id='head') @460:49
                                        Name(id='c') @460:55
                                  .src:
                                    Index() @460:61
                                      .value:
                                        Name(id='dq_s') @460:61
                                      .subs:
                                        Name(id='wg') @460:66
            If(orelse=()) @461:9
              .cond:
                Name(id='LAG') @461:12
              .body:
                Assign(targets=('og',)) @462:13
                  .value:
                    BinOp(op='%') @462:19
                      .lhs:
                        BinOp(op='+') @462:19
                          .lhs:
                            Name(id='wg') @462:19
                          .rhs:
                            Const(value=1) @462:24
                      .rhs:
                        Name(id='NWG') @462:29
                If(orelse=()) @463:13
                  .cond:
                    BinOp(op='>') @463:16
                      .lhs:
                        Name(id='steps') @463:16
                      .rhs:
                        Const(value=0) @463:24
                  .body:
                    Wait() @464:17
                      .target:
                        Index() @464:22
                          .value:
                            Name(id='ds_ready') @464:22
                          .subs:
                            Const(value=0) @464:31
                      .phase:
                        BinOp(op='%') @464:40
                          .lhs:
                            Name(id='last') @464:40
                          .rhs:
                            Const(value=2) @464:47
                    For(var='i') @465:17
                      .iter:
                        Call(kwargs=()) @465:26
                          .func:
                            Name(id='static_range') @465:26
                          .args:
                            Name(id='NCW') @465:39
                      .body:
                        Assign(targets=('c',)) @466:21
                          .value:
                            BinOp(op='+') @466:25
                              .lhs:
                                BinOp(op='*') @466:25
                                  .lhs:
                                    Name(id='wg') @466:25
                                  .rhs:
                                    Name(id='NCW') @466:30
                              .rhs:
                                Name(id='i') @466:36
                        If() @467:21
                          .cond:
                            Name(id='DQ_PAIR') @467:24
                          .body:
                            Assign(targets=('f0',)) @469:25
                              .value:
                                Call(kwargs=()) @469:30
                                  .func:
                                    Name(id='mma_async') @469:30
                                  .args:
                                    Index() @469:40
                                      .value:
                                        Name(id='ds_s') @469:40
                                      .subs:
                                        BinOp(op='+') @469:45
                                          .lhs:
                                            BinOp(op='*') @469:45
                                              .lhs:
                                                Name(id='last') @469:45
                                              .rhs:
                                                Name(id='NWG') @469:52
                                          .rhs:
                                            Name(id='wg') @469:58
                                    Index() @469:63
                                      .value:
                                        Name(id='kh_tile') @469:63
                                      .subs:
                                        BinOp(op='+') @469:71
                                          .lhs:
                                            BinOp(op='*') @469:71
                                              .lhs:
                                                Name(id='NC') @469:71
                                              .rhs:
                                                BinOp(op='+') @469:77
                                                  .lhs:
                                                    BinOp(op='*') @469:77
                                                      .lhs:
                                                        Name(id='ks') @469:77
                                                      .rhs:
                                                        Name(id='NWG') @469:82
                                                  .rhs:
                                                    Name(id='wg') @469:88
                                          .rhs:
                                            Name(id='c') @469:94
                            Assign(targets=('f1',)) @470:25
                              .value:
                                Call(kwargs=()) @470:30
                                  .func:
                                    Name(id='mma_async') @470:30
                                  .args:
                                    Index() @470:40
                                      .value:
                                        Name(id='ds_s') @470:40
                                      .subs:
                                        BinOp(op='+') @470:45
                                          .lhs:
                                            BinOp(op='*') @470:45
                                              .lhs:
                                                Name(id='last') @470:45
                                              .rhs:
                                                Name(id='NWG') @470:52
                                          .rhs:
                                            Name(id='og') @470:58
                                    Index() @470:63
                                      .value:
                                        Name(id='kh_tile') @470:63
                                      .subs:
                                        BinOp(op='+') @470:71
                                          .lhs:
                                            BinOp(op='*') @470:71
                                              .lhs:
                                                Name(id='NC') @470:71
                                              .rhs:
                                                BinOp(op='+') @470:77
                                                  .lhs:
                                                    BinOp(op='*') @470:77
                                                      .lhs:
                                                        Name(id='ks') @470:77
                                                      .rhs:
                                                        Name(id='NWG') @470:82
                                                  .rhs:
                                                    Name(id='og') @470:88
                                          .rhs:
                                            Name(id='c') @470:94
                                    Name(id='f0') @470:98
                            Assign(targets=('dq_c',)) @471:25
                              .value:
                                Call(kwargs=()) @471:32
                                  .func:
                                    Name(id='mma_wait') @471:32
                                  .args:
                                    Name(id='f1') @471:41
                          .orelse:
                            Assign(targets=('dq_c',)) @473:25
                              .value:
                                Call(kwargs=()) @473:32
                                  .func:
                                    Name(id='zeros') @473:32
                                  .args:
                                    ListLit() @473:38
                                      .elts:
                                        Name(id='BLOCK_M') @473:39
                                        Name(id='DQ_COLS') @473:48
                                    Name(id='f32') @473:58
                            For(var='g') @474:25
                              .iter:
                                Call(kwargs=()) @474:34
                                  .func:
                                    Name(id='static_range') @474:34
                                  .args:
                                    Name(id='NWG') @474:47
                              .body:
                                Assign(targets=('gg',)) @475:29
                                  .value:
                                    BinOp(op='%') @475:35
                                      .lhs:
                                        BinOp(op='+') @475:35
                                          .lhs:
                                            Name(id='wg') @475:35
                                          .rhs:
                                            Name(id='g') @475:40
                                      .rhs:
                                        Name(id='NWG') @475:45
                                Assign(targets=('dq_c',)) @476:29
                                  .value:
                                    Call(kwargs=()) @476:36
                                      .func:
                                        Name(id='mma_wait') @476:36
                                      .args:
                                        Call(kwargs=()) @476:45
                                          .func:
                                            Name(id='mma_async') @476:45
                                          .args:
                                            Index() @476:55
                                              .value:
                                                Name(id='ds_s') @476:55
                                              .subs:
                                                BinOp(op='+') @476:60
                                                  .lhs:
                                                    BinOp(op='*') @476:60
                                                      .lhs:
                                                        Name(id='last') @476:60
                                                      .rhs:
                                                        Name(id='NWG') @476:67
                                                  .rhs:
                                                    Name(id='gg') @476:73
                                            Index() @476:78
                                              .value:
                                                Name(id='kh_tile') @476:78
                                              .subs:
                                                BinOp(op='+') @476:86
                                                  .lhs:
                                                    BinOp(op='*') @476:86
                                                      .lhs:
                                                        Name(id='NC') @476:86
                                                      .rhs:
                                                        BinOp(op='+') @476:92
                                                          .lhs:
                                                            BinOp(op='*') @476:92
                                                              .lhs:
                                                                Name(id='ks') @476:92
                                                              .rhs:
                                                                Name(id='NWG') @476:97
                                                          .rhs:
                                                            Name(id='gg') @476:103
                                                  .rhs:
                                                    Name(id='c') @476:109
                                            Name(id='dq_c') @476:113
                        Wait() @477:21
                          .target:
                            Index() @477:26
                              .value:
                                Name(id='dq_empty') @477:26
                              .subs:
                                Name(id='i') @477:35
                          .phase:
                            BinOp(op='-') @477:44
                              .lhs:
                                Const(value=1) @477:44
                              .rhs:
                                BinOp(op='%') @477:48
                                  .lhs:
                                    Name(id='last') @477:48
                                  .rhs:
                                    Const(value=2) @477:55
                        ExprStmt() @478:21
                          .value:
                            Call(kwargs=()) @478:21
                              .func:
                                Name(id='store_smem') @478:21
                              .args:
                                Index() @478:32
                                  .value:
                                    Name(id='dq_s') @478:32
                                  .subs:
                                    BinOp(op='+') @478:37
                                      .lhs:
                                        BinOp(op='*') @478:37
                                          .lhs:
                                            Name(id='i') @478:37
                                          .rhs:
                                            Name(id='NWG') @478:41
                                      .rhs:
                                        Name(id='wg') @478:47
                                Name(id='dq_c') @478:52
                        Fence() @479:21
                        Arrive(count=None) @480:21
                          .target:
                            Index() @480:28
                              .value:
                                Name(id='dq_full') @480:28
                              .subs:
                                Name(id='i') @480:36
            Arrive(count=None) @481:9
              .target:
                Index() @481:16
                  .value:
                    Name(id='kv_free') @481:16
                  .subs:
                    Name(id='ks') @481:24
            Assign(targets=('k_scale',)) @482:9
              .value:
                Name(id='sm_scale') @482:19
            Assign(targets=('v_scale',)) @483:9
              .value:
                Const(value=1.0) @483:19
            If(orelse=()) @484:9
              .cond:
                BinOp(op='==') @484:12
                  .lhs:
                    Name(id='ACT') @484:12
                  .rhs:
                    Const(value='silu') @484:19
              .body:
                Assign(targets=('k_scale',)) @485:13
                  .value:
                    BinOp(op='*') @485:23
                      .lhs:
                        Name(id='sm_scale') @485:23
                      .rhs:
                        Name(id='out_scale') @485:34
                Assign(targets=('v_scale',)) @486:13
                  .value:
                    Name(id='out_scale') @486:23
            Assign(targets=('live',)) @487:9
              .value:
                BinOp(op='<') @487:16
                  .lhs:
                    Name(id='krows') @487:16
                  .rhs:
                    Name(id='len_k') @487:24
            Store() @488:9
              .target:
                Index() @488:9
                  .value:
                    Name(id='dk') @488:9
                  .subs:
                    Name(id='seq') @488:12
              .subs:
                Index() @488:17
                  .value:
                    Name(id='krows') @488:17
                  .subs:
                    FullSlice() @488:23
                    Const(value=None) @488:26
                Name(id='kvh') @488:33
                Index() @488:38
                  .value:
                    Name(id='dcols') @488:38
                  .subs:
                    Const(value=None) @488:44
                    FullSlice() @488:50
              .value:
                Call(kwargs=()) @488:56
                  .func:
                    Name(id='cast') @488:56
                  .args:
                    BinOp(op='*') @488:61
                      .lhs:
                        Name(id='acc_k') @488:61
                      .rhs:
                        Name(id='k_scale') @488:69
                    Name(id='DT') @488:78
              .mask:
                Index() @488:88
                  .value:
                    Name(id='live') @488:88
                  .subs:
                    FullSlice() @488:93
                    Const(value=None) @488:96
            Store() @489:9
              .target:
                Index() @489:9
                  .value:
                    Name(id='dv') @489:9
                  .subs:
                    Name(id='seq') @489:12
              .subs:
                Index() @489:17
                  .value:
                    Name(id='krows') @489:17
                  .subs:
                    FullSlice() @489:23
                    Const(value=None) @489:26
                Name(id='kvh') @489:33
                Index() @489:38
                  .value:
                    Name(id='dcols') @489:38
                  .subs:
                    Const(value=None) @489:44
                    FullSlice() @489:50
              .value:
                Call(kwargs=()) @489:56
                  .func:
                    Name(id='cast') @489:56
                  .args:
                    BinOp(op='*') @489:61
                      .lhs:
                        Name(id='acc_v') @489:61
                      .rhs:
                        Name(id='v_scale') @489:69
                    Name(id='DT') @489:78
              .mask:
                Index() @489:88
                  .value:
                    Name(id='live') @489:88
                  .subs:
                    FullSlice() @489:93
                    Const(value=None) @489:96
        Require(message='query heads per KV head x query blocks below 2**31') @491:5
          .cond:
            BoolOp(op='and') @491:13
              .values:
                BinOp(op='>') @491:13
                  .lhs:
                    Name(id='HKV') @491:13
                  .rhs:
                    Const(value=0) @491:19
                BinOp(op='<=') @491:25
                  .lhs:
                    BinOp(op='*') @491:25
                      .lhs:
                        BinOp(op='//') @491:25
                          .lhs:
                            Name(id='H') @491:25
                          .rhs:
                            Name(id='HKV') @491:30
                      .rhs:
                        Call(kwargs=()) @491:36
                          .func:
                            Name(id='cdiv') @491:36
                          .args:
                            Name(id='Tq') @491:41
                            Name(id='BLOCK_M') @491:45
                  .rhs:
                    Const(value=2147483647) @491:57