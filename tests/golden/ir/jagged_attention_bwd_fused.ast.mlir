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
            For(var='part') @186:9
              .iter:
                Call(kwargs=()) @186:21
                  .func:
                    Name(id='static_range') @186:21
                  .args:
                    Name(id='PARTS') @186:34
              .body:
                Assign(targets=('lo', 'hi')) @187:13
                  .value:
                    Call(kwargs=()) @187:22
                      .func:
                        Name(id='fused_part_bounds') @187:22
                      .args:
                        Name(id='part') @187:40
                        Name(id='LAG') @187:46
                        Name(id='SPLIT') @187:51
                        Name(id='n_xs') @187:58
                        Name(id='steps') @187:64
                Assign(targets=('masked',)) @188:13
                  .value:
                    BoolOp(op='or') @188:22
                      .values:
                        Unary(op='not') @188:22
                          .operand:
                            Name(id='SPLIT') @188:26
                        BinOp(op='<') @188:35
                          .lhs:
                            Name(id='part') @188:35
                          .rhs:
                            BinOp(op='-') @188:42
                              .lhs:
                                Name(id='PARTS') @188:42
                              .rhs:
                                Const(value=1) @188:50
                Assign(targets=('lagged',)) @189:13
                  .value:
                    BoolOp(op='and') @189:22
                      .values:
                        Name(id='LAG') @189:22
                        BinOp(op='>') @189:30
                          .lhs:
                            Name(id='part') @189:30
                          .rhs:
                            Const(value=0) @189:37
                Assign(targets=('which',)) @191:13
                  .value:
                    Const(value=1) @191:21
                If(orelse=()) @192:13
                  .cond:
                    Name(id='masked') @192:16
                  .body:
                    Assign(targets=('which',)) @193:17
                      .value:
                        Const(value=0) @193:25
                If(orelse=()) @194:13
                  .cond:
                    BoolOp(op='and') @194:16
                      .values:
                        Name(id='LAG') @194:16
                        BinOp(op='==') @194:24
                          .lhs:
                            Name(id='part') @194:24
                          .rhs:
                            Const(value=0) @194:32
                  .body:
                    Assign(targets=('which',)) @195:17
                      .value:
                        Unary(op='-') @195:25
                          .operand:
                            Const(value=1) @195:26
                Pipeline(var='j', slot='slot', ring='qd') @196:13
                  .iter:
                    Call(kwargs=()) @196:27
                      .func:
                        Name(id='range') @196:27
                      .args:
                        Name(id='lo') @196:33
                        Name(id='hi') @196:37
                  .stages:
                    Name(id='STAGES') @196:54
                  .body:
                    Assign(targets=('head', 'mb')) @197:17
                      .value:
                        Call(kwargs=()) @197:28
                          .func:
                            Name(id='step_block') @197:28
                          .args:
                            Name(id='j') @197:39
                            Name(id='which') @197:42
                            BinOp(op='*') @197:49
                              .lhs:
                                Name(id='kvh') @197:49
                              .rhs:
                                Name(id='group') @197:55
                            Name(id='m_lo') @197:62
                            Name(id='rot') @197:68
                            Name(id='n_m') @197:73
                            Name(id='n_x') @197:78
                            Name(id='n_xs') @197:83
                            Name(id='SPLIT') @197:89
                    Assign(targets=('qpos',)) @198:17
                      .value:
                        BinOp(op='+') @198:24
                          .lhs:
                            BinOp(op='*') @198:24
                              .lhs:
                                Name(id='mb') @198:24
                              .rhs:
                                Name(id='BLOCK_M') @198:29
                          .rhs:
                            Name(id='qcols') @198:39
                    Assign(targets=('lse2',)) @199:17
                      .value:
                        Call(kwargs=()) @199:24
                          .func:
                            Name(id='zeros') @199:24
                          .args:
                            ListLit() @199:30
                              .elts:
                                Name(id='BLOCK_M') @199:31
                            Name(id='f32') @199:41
                    Assign(targets=('dlt',)) @200:17
                      .value:
                        Call(kwargs=()) @200:23
                          .func:
                            Name(id='zeros') @200:23
                          .args:
                            ListLit() @200:29
                              .elts:
                                Name(id='BLOCK_M') @200:30
                            Name(id='f32') @200:40
                    If(orelse=()) @201:17
                      .cond:
                        BinOp(op='==') @201:20
                          .lhs:
                            Name(id='ACT') @201:20
                          .rhs:
                            Const(value='softmax') @201:27
                      .body:
                        Assign(targets=('qi',)) @205:21
                          .value:
                            BinOp(op='+') @205:26
                              .lhs:
                                Name(id='q0') @205:26
                              .rhs:
                                Call(kwargs=()) @205:31
                                  .func:
                                    Name(id='maximum') @205:31
                                  .args:
                                    Call(kwargs=()) @205:39
                                      .func:
                                        Name(id='minimum') @205:39
                                      .args:
                                        Name(id='qpos') @205:47
                                        BinOp(op='-') @205:53
                                          .lhs:
                                            Name(id='len_q') @205:53
                                          .rhs:
                                            Const(value=1) @205:61
                                    Const(value=0) @205:65
                        Assign(targets=('lse2',)) @206:21
                          .value:
                            Index() @206:28
                              .value:
                                Name(id='lse2_t') @206:28
                              .subs:
                                Name(id='head') @206:35
                                Name(id='qi') @206:41
                        Assign(targets=('dlt',)) @207:21
                          .value:
                            Index() @207:27
                              .value:
                                Name(id='delta_t') @207:27
                              .subs:
                                Name(id='head') @207:35
                                Name(id='qi') @207:41
                    If() @210:17
                      .cond:
                        Name(id='masked') @210:20
                      .body:
                        Assign(targets=('edge',)) @211:21
                          .value:
                            BoolOp(op='or') @211:28
                              .values:
                                BinOp(op='>') @211:28
                                  .lhs:
                                    BinOp(op='*') @211:29
                                      .lhs:
                                        BinOp(op='+') @211:29
                                          .lhs:
                                            Name(id='mb') @211:29
                                          .rhs:
                                            Const(value=1) @211:34
                                      .rhs:
                                        Name(id='BLOCK_M') @211:39
                                  .rhs:
                                    Name(id='len_q') @211:49
                                BinOp(op='>') @211:58
                                  .lhs:
                                    BinOp(op='+') @211:58
                                      .lhs:
                                        Name(id='krow0') @211:58
                                      .rhs:
                                        Name(id='WG_N') @211:66
                                  .rhs:
                                    Name(id='len_k') @211:73
                        If(orelse=()) @212:21
                          .cond:
                            Name(id='CAUSAL') @212:24
                          .body:
                            Assign(targets=('edge',)) @213:25
                              .value:
                                BoolOp(op='or') @213:32
                                  .values:
                                    Name(id='edge') @213:32
                                    BinOp(op='>') @213:40
                                      .lhs:
                                        BinOp(op='-') @213:40
                                          .lhs:
                                            BinOp(op='+') @213:40
                                              .lhs:
                                                Name(id='krow0') @213:40
                                              .rhs:
                                                Name(id='WG_N') @213:48
                                          .rhs:
                                            Const(value=1) @213:55
                                      .rhs:
                                        BinOp(op='+') @213:59
                                          .lhs:
                                            BinOp(op='*') @213:59
                                              .lhs:
                                                Name(id='mb') @213:59
                                              .rhs:
                                                Name(id='BLOCK_M') @213:64
                                          .rhs:
                                            BinOp(op='-') @213:75
                                              .lhs:
                                                Name(id='len_k') @213:75
                                              .rhs:
                                                Name(id='len_q') @213:83
                      .orelse:
                        Assign(targets=('edge',)) @215:21
                          .value:
                            Const(value=False) @215:28
                    Wait(phase=None) @216:17
                      .target:
                        Index() @216:22
                          .value:
                            Name(id='qd_ready') @216:22
                          .subs:
                            Name(id='slot') @216:31
                    If() @217:17
                      .cond:
                        Name(id='SMEM_P') @217:20
                      .body:
                        Assign(targets=('own',)) @221:21
                          .value:
                            Name(id='wg') @221:27
                        Assign(targets=('og',)) @222:21
                          .value:
                            BinOp(op='%') @222:27
                              .lhs:
                                BinOp(op='+') @222:27
                                  .lhs:
                                    Name(id='wg') @222:27
                                  .rhs:
                                    Const(value=1) @222:32
                              .rhs:
                                Name(id='NWG') @222:37
                        If(orelse=()) @223:21
                          .cond:
                            Name(id='WRITER') @223:24
                          .body:
                            Assign(targets=('own',)) @224:25
                              .value:
                                BinOp(op='+') @224:31
                                  .lhs:
                                    BinOp(op='*') @224:31
                                      .lhs:
                                        Name(id='slot') @224:31
                                      .rhs:
                                        Name(id='NWG') @224:38
                                  .rhs:
                                    Name(id='wg') @224:44
                        If(orelse=()) @225:21
                          .cond:
                            Name(id='lagged') @225:24
                          .body:
                            Wait() @227:25
                              .target:
                                Index() @227:30
                                  .value:
                                    Name(id='ds_ready') @227:30
                                  .subs:
                                    Const(value=0) @227:39
                              .phase:
                                BinOp(op='%') @227:48
                                  .lhs:
                                    Name(id='last') @227:48
                                  .rhs:
                                    Const(value=2) @227:55
                            For(var='i') @228:25
                              .iter:
                                Call(kwargs=()) @228:34
                                  .func:
                                    Name(id='static_range') @228:34
                                  .args:
                                    Name(id='NCW') @228:47
                              .body:
                                Assign(targets=('c',)) @229:29
                                  .value:
                                    BinOp(op='+') @229:33
                                      .lhs:
                                        BinOp(op='*') @229:33
                                          .lhs:
                                            Name(id='wg') @229:33
                                          .rhs:
                                            Name(id='NCW') @229:38
                                      .rhs:
                                        Name(id='i') @229:44
                                If() @230:29
                                  .cond:
                                    Name(id='DQ_PAIR') @230:32
                                  .body:
                                    Assign(targets=('f0',)) @232:33
                                      .value:
                                        Call(kwargs=()) @232:38
                                          .func:
                                            Name(id='mma_async') @232:38
                                          .args:
                                            Index() @232:48
                                              .value:
                                                Name(id='ds_s') @232:48
                                              .subs:
                                                BinOp(op='+') @232:53
                                                  .lhs:
                                                    BinOp(op='*') @232:53
                                                      .lhs:
                                                        Name(id='last') @232:53
                                                      .rhs:
                                                        Name(id='NWG') @232:60
                                                  .rhs:
                                                    Name(id='wg') @232:66
                                            Index() @232:71
                                              .value:
                                                Name(id='kh_tile') @232:71
                                              .subs:
                                                BinOp(op='+') @232:79
                                                  .lhs:
                                                    BinOp(op='*') @232:79
                                                      .lhs:
                                                        Name(id='NC') @232:79
                                                      .rhs:
                                                        BinOp(op='+') @232:85
                                                          .lhs:
                                                            BinOp(op='*') @232:85
                                                              .lhs:
                                                                Name(id='ks') @232:85
                                                              .rhs:
                                                                Name(id='NWG') @232:90
                                                          .rhs:
                                                            Name(id='wg') @232:96
                                                  .rhs:
                                                    Name(id='c') @232:102
                                    Assign(targets=('f1',)) @233:33
                                      .value:
                                        Call(kwargs=()) @233:38
                                          .func:
                                            Name(id='mma_async') @233:38
                                          .args:
                                            Index() @233:48
                                              .value:
                                                Name(id='ds_s') @233:48
                                              .subs:
                                                BinOp(op='+') @233:53
                                                  .lhs:
                                                    BinOp(op='*') @233:53
                                                      .lhs:
                                                        Name(id='last') @233:53
                                                      .rhs:
                                                        Name(id='NWG') @233:60
                                                  .rhs:
                                                    Name(id='og') @233:66
                                            Index() @233:71
                                              .value:
                                                Name(id='kh_tile') @233:71
                                              .subs:
                                                BinOp(op='+') @233:79
                                                  .lhs:
                                                    BinOp(op='*') @233:79
                                                      .lhs:
                                                        Name(id='NC') @233:79
                                                      .rhs:
                                                        BinOp(op='+') @233:85
                                                          .lhs:
                                                            BinOp(op='*') @233:85
                                                              .lhs:
                                                                Name(id='ks') @233:85
                                                              .rhs:
                                                                Name(id='NWG') @233:90
                                                          .rhs:
                                                            Name(id='og') @233:96
                                                  .rhs:
                                                    Name(id='c') @233:102
                                            Name(id='f0') @233:106
                                    Assign(targets=('dq_c',)) @234:33
                                      .value:
                                        Call(kwargs=()) @234:40
                                          .func:
                                            Name(id='mma_wait') @234:40
                                          .args:
                                            Name(id='f1') @234:49
                                  .orelse:
                                    Assign(targets=('dq_c',)) @236:33
                                      .value:
                                        Call(kwargs=()) @236:40
                                          .func:
                                            Name(id='zeros') @236:40
                                          .args:
                                            ListLit() @236:46
                                              .elts:
                                                Name(id='BLOCK_M') @236:47
                                                Name(id='DQ_COLS') @236:56
                                            Name(id='f32') @236:66
                                    For(var='g') @237:33
                                      .iter:
                                        Call(kwargs=()) @237:42
                                          .func:
                                            Name(id='static_range') @237:42
                                          .args:
                                            Name(id='NWG') @237:55
                                      .body:
                                        Assign(targets=('gg',)) @238:37
                                          .value:
                                            BinOp(op='%') @238:43
                                              .lhs:
                                                BinOp(op='+') @238:43
                                                  .lhs:
                                                    Name(id='wg') @238:43
                                                  .rhs:
                                                    Name(id='g') @238:48
                                              .rhs:
                                                Name(id='NWG') @238:53
                                        Assign(targets=('dq_c',)) @239:37
                                          .value:
                                            Call(kwargs=()) @239:44
                                              .func:
                                                Name(id='mma_wait') @239:44
                                              .args:
                                                Call(kwargs=()) @239:53
                                                  .func:
                                                    Name(id='mma_async') @239:53
                                                  .args:
                                                    Index() @239:63
                                                      .value:
                                                        Name(id='ds_s') @239:63
                                                      .subs:
                                                        BinOp(op='+') @239:68
                                                          .lhs:
                                                            BinOp(op='*') @239:68
                                                              .lhs:
                                                                Name(id='last') @239:68
                                                              .rhs:
                                                                Name(id='NWG') @239:75
                                                          .rhs:
                                                            Name(id='gg') @239:81
                                                    Index() @239:86
                                                      .value:
                                                        Name(id='kh_tile') @239:86
                                                      .subs:
                                                        BinOp(op='+') @239:94
                                                          .lhs:
                                                            BinOp(op='*') @239:94
                                                              .lhs:
                                                                Name(id='NC') @239:94
                                                              .rhs:
                                                                BinOp(op='+') @239:100
                                                                  .lhs:
                                                                    BinOp(op='*') @239:100
                                                                      .lhs:
                                                                        Name(id='ks') @239:100
                                                                      .rhs:
                                                                        Name(id='NWG') @239:105
                                                                  .rhs:
                                                                    Name(id='gg') @239:111
                                                          .rhs:
                                                            Name(id='c') @239:117
                                                    Name(id='dq_c') @239:121
                                Wait() @240:29
                                  .target:
                                    Index() @240:34
                                      .value:
                                        Name(id='dq_empty') @240:34
                                      .subs:
                                        Name(id='i') @240:43
                                  .phase:
                                    BinOp(op='-') @240:52
                                      .lhs:
                                        Const(value=1) @240:52
                                      .rhs:
                                        BinOp(op='%') @240:56
                                          .lhs:
                                            Name(id='last') @240:56
                                          .rhs:
                                            Const(value=2) @240:63
                                ExprStmt() @241:29
                                  .value:
                                    Call(kwargs=()) @241:29
                                      .func:
                                        Name(id='store_smem') @241:29
                                      .args:
                                        Index() @241:40
                                          .value:
                                            Name(id='dq_s') @241:40
                                          .subs:
                                            BinOp(op='+') @241:45
                                              .lhs:
                                                BinOp(op='*') @241:45
                                                  .lhs:
                                                    Name(id='i') @241:45
                                                  .rhs:
                                                    Name(id='NWG') @241:49
                                              .rhs:
                                                Name(id='wg') @241:55
                                        Name(id='dq_c') @241:60
                                Fence() @242:29
                                Arrive(count=None) @243:29
                                  .target:
                                    Index() @243:36
                                      .value:
                                        Name(id='dq_full') @243:36
                                      .subs:
                                        Name(id='i') @243:44
                        Assign(targets=('s_f',)) @244:21
                          .value:
                            Call(kwargs=()) @244:27
                              .func:
                                Name(id='mma_async') @244:27
                              .args:
                                Index() @244:37
                                  .value:
                                    Name(id='q_ring') @244:37
                                  .subs:
                                    Name(id='slot') @244:44
                                Attr(name='T') @244:51
                                  .value:
                                    Index() @244:51
                                      .value:
                                        Name(id='k_tile') @244:51
                                      .subs:
                                        Name(id='mine') @244:58
                        Assign(targets=('dp_f',)) @245:21
                          .value:
                            Call(kwargs=()) @245:28
                              .func:
                                Name(id='mma_async') @245:28
                              .args:
                                Index() @245:38
                                  .value:
                                    Name(id='do_ring') @245:38
                                  .subs:
                                    Name(id='slot') @245:46
                                Attr(name='T') @245:53
                                  .value:
                                    Index() @245:53
                                      .value:
                                        Name(id='v_tile') @245:53
                                      .subs:
                                        Name(id='mine') @245:60
                        Assign(targets=('s',)) @246:21
                          .value:
                            Call() @246:25
                              .func:
                                Name(id='mma_wait') @246:25
                              .args:
                                Name(id='s_f') @246:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @246:47
                                )
                        Assign(targets=('kpos',)) @248:21
                          .value:
                            BinOp(op='+') @248:28
                              .lhs:
                                Name(id='krow0') @248:28
                              .rhs:
                                Call(kwargs=()) @248:36
                                  .func:
                                    Name(id='arange') @248:36
                                  .args:
                                    Name(id='WG_N') @248:43
                        Assign(targets=('p', 'dact')) @249:21
                          .value:
                            Call(kwargs=()) @249:31
                              .func:
                                Name(id='probs') @249:31
                              .args:
                                Name(id='s') @249:37
                                Name(id='edge') @249:40
                                Index() @249:46
                                  .value:
                                    Name(id='qpos') @249:46
                                  .subs:
                                    FullSlice() @249:51
                                    Const(value=None) @249:54
                                Index() @249:61
                                  .value:
                                    Name(id='kpos') @249:61
                                  .subs:
                                    Const(value=None) @249:66
                                    FullSlice() @249:72
                                Name(id='len_q') @249:76
                                Name(id='len_k') @249:83
                                Index() @249:90
                                  .value:
                                    Name(id='lse2') @249:90
                                  .subs:
                                    FullSlice() @249:95
                                    Const(value=None) @249:98
                                Name(id='qk_scale') @249:105
                                Name(id='sm_scale') @250:37
                                Name(id='CAUSAL') @250:47
                                Name(id='ACT') @250:55
                        ExprStmt() @251:21
                          .value:
                            Call(kwargs=()) @251:21
                              .func:
                                Name(id='store_smem') @251:21
                              .args:
                                Index() @251:32
                                  .value:
                                    Name(id='ds_s') @251:32
                                  .subs:
                                    Name(id='own') @251:37
                                Call(kwargs=()) @251:43
                                  .func:
                                    Name(id='cast') @251:43
                                  .args:
                                    Name(id='p') @251:48
                                    Name(id='DT') @251:51
                        Fence() @252:21
                        Assign(targets=('dv_f',)) @253:21
                          .value:
                            Call(kwargs=()) @253:28
                              .func:
                                Name(id='mma_async') @253:28
                              .args:
                                Attr(name='T') @253:38
                                  .value:
                                    Index() @253:38
                                      .value:
                                        Name(id='ds_s') @253:38
                                      .subs:
                                        Name(id='own') @253:43
                                Index() @253:51
                                  .value:
                                    Name(id='do_ring') @253:51
                                  .subs:
                                    Name(id='slot') @253:59
                                Name(id='acc_v') @253:66
                        Assign(targets=('dp',)) @254:21
                          .value:
                            Call() @254:26
                              .func:
                                Name(id='mma_wait') @254:26
                              .args:
                                Name(id='dp_f') @254:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @254:49
                                )
                        Assign(targets=('ds',)) @255:21
                          .value:
                            Call(kwargs=()) @255:26
                              .func:
                                Name(id='cast') @255:26
                              .args:
                                Call(kwargs=()) @255:31
                                  .func:
                                    Name(id='dscores') @255:31
                                  .args:
                                    Name(id='p') @255:39
                                    Name(id='dact') @255:42
                                    Name(id='dp') @255:48
                                    Index() @255:52
                                      .value:
                                        Name(id='dlt') @255:52
                                      .subs:
                                        FullSlice() @255:56
                                        Const(value=None) @255:59
                                    Name(id='ACT') @255:66
                                Name(id='DT') @255:72
                        Assign(targets=('acc_v',)) @256:21
                          .value:
                            Call(kwargs=()) @256:29
                              .func:
                                Name(id='mma_wait') @256:29
                              .args:
                                Name(id='dv_f') @256:38
                        ExprStmt() @257:21
                          .value:
                            Call(kwargs=()) @257:21
                              .func:
                                Name(id='store_smem') @257:21
                              .args:
                                Index() @257:32
                                  .value:
                                    Name(id='ds_s') @257:32
                                  .subs:
                                    Name(id='own') @257:37
                                Name(id='ds') @257:43
                        Fence() @258:21
                        If() @259:21
                          .cond:
                            Name(id='LAG') @259:24
                          .body:
                            Arrive(count=None) @262:25
                              .target:
                                Index() @262:32
                                  .value:
                                    Name(id='ds_ready') @262:32
                                  .subs:
                                    Const(value=0) @262:41
                            Assign(targets=('dk_f',)) @263:25
                              .value:
                                Call(kwargs=()) @263:32
                                  .func:
                                    Name(id='mma_async') @263:32
                                  .args:
                                    Attr(name='T') @263:42
                                      .value:
                                        Index() @263:42
                                          .value:
                                            Name(id='ds_s') @263:42
                                          .subs:
                                            Name(id='own') @263:47
                                    Index() @263:55
                                      .value:
                                        Name(id='q_ring') @263:55
                                      .subs:
                                        Name(id='slot') @263:62
                                    Name(id='acc_k') @263:69
                            Assign(targets=('acc_k',)) @264:25
                              .value:
                                Call(kwargs=()) @264:33
                                  .func:
                                    Name(id='mma_wait') @264:33
                                  .args:
                                    Name(id='dk_f') @264:42
                            Arrive(count=None) @265:25
                              .target:
                                Index() @265:32
                                  .value:
                                    Name(id='qd_free') @265:32
                                  .subs:
                                    Name(id='slot') @265:40
                            Assign(targets=('last',)) @266:25
                              .value:
                                Name(id='slot') @266:32
                          .orelse:
                            If() @267:21
                              .cond:
                                Name(id='WRITER') @267:26
                              .body:
                                Arrive(count=None) @268:25
                                  .target:
                                    Index() @268:32
                                      .value:
                                        Name(id='ds_ready') @268:32
                                      .subs:
                                        Name(id='slot') @268:41
                                Assign(targets=('dk_f',)) @269:25
                                  .value:
                                    Call(kwargs=()) @269:32
                                      .func:
                                        Name(id='mma_async') @269:32
                                      .args:
                                        Attr(name='T') @269:42
                                          .value:
                                            Index() @269:42
                                              .value:
                                                Name(id='ds_s') @269:42
                                              .subs:
                                                Name(id='own') @269:47
                                        Index() @269:55
                                          .value:
                                            Name(id='q_ring') @269:55
                                          .subs:
                                            Name(id='slot') @269:62
                                        Name(id='acc_k') @269:69
                                Wait(phase=None) @270:25
                                  .target:
                                    Index() @270:30
                                      .value:
                                        Name(id='ds_ready') @270:30
                                      .subs:
                                        Name(id='slot') @270:39
                                For(var='i') @271:25
                                  .iter:
                                    Call(kwargs=()) @271:34
                                      .func:
                                        Name(id='static_range') @271:34
                                      .args:
                                        Name(id='NCW') @271:47
                                  .body:
                                    Assign(targets=('c',)) @272:29
                                      .value:
                                        BinOp(op='+') @272:33
                                          .lhs:
                                            BinOp(op='*') @272:33
                                              .lhs:
                                                Name(id='wg') @272:33
                                              .rhs:
                                                Name(id='NCW') @272:38
                                          .rhs:
                                            Name(id='i') @272:44
                                    If() @273:29
                                      .cond:
                                        Name(id='DQ_PAIR') @273:32
                                      .body:
                                        Assign(targets=('f0',)) @276:33
                                          .value:
                                            Call(kwargs=()) @276:38
                                              .func:
                                                Name(id='mma_async') @276:38
                                              .args:
                                                Index() @276:48
                                                  .value:
                                                    Name(id='ds_s') @276:48
                                                  .subs:
                                                    Name(id='own') @276:53
                                                Index() @276:59
                                                  .value:
                                                    Name(id='kh_tile') @276:59
                                                  .subs:
                                                    BinOp(op='+') @276:67
                                                      .lhs:
                                                        BinOp(op='*') @276:67
                                                          .lhs:
                                                            Name(id='NC') @276:67
                                                          .rhs:
                                                            Name(id='mine') @276:72
                                                      .rhs:
                                                        Name(id='c') @276:79
                                        Assign(targets=('f1',)) @277:33
                                          .value:
                                            Call(kwargs=()) @277:38
                                              .func:
                                                Name(id='mma_async') @277:38
                                              .args:
                                                Index() @277:48
                                                  .value:
                                                    Name(id='ds_s') @277:48
                                                  .subs:
                                                    BinOp(op='+') @277:53
                                                      .lhs:
                                                        BinOp(op='*') @277:53
                                                          .lhs:
                                                            Name(id='slot') @277:53
                                                          .rhs:
                                                            Name(id='NWG') @277:60
                                                      .rhs:
                                                        Name(id='og') @277:66
                                                Index() @277:71
                                                  .value:
                                                    Name(id='kh_tile') @277:71
                                                  .subs:
                                                    BinOp(op='+') @277:79
                                                      .lhs:
                                                        BinOp(op='*') @277:79
                                                          .lhs:
                                                            Name(id='NC') @277:79
                                                          .rhs:
                                                            BinOp(op='+') @277:85
                                                              .lhs:
                                                                BinOp(op='*') @277:85
                                                                  .lhs:
                                                                    Name(id='ks') @277:85
                                                                  .rhs:
                                                                    Name(id='NWG') @277:90
                                                              .rhs:
                                                                Name(id='og') @277:96
                                                      .rhs:
                                                        Name(id='c') @277:102
                                                Name(id='f0') @277:106
                                        If(orelse=()) @278:33
                                          .cond:
                                            BinOp(op='==') @278:36
                                              .lhs:
                                                Name(id='i') @278:36
                                              .rhs:
                                                Const(value=0) @278:41
                                          .body:
                                            Assign(targets=('acc_k',)) @279:37
                                              .value:
                                                Call() @279:45
                                                  .func:
                                                    Name(id='mma_wait') @279:45
                                                  .args:
                                                    Name(id='dk_f') @279:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @279:68
                                                    )
                                            Arrive(count=None) @280:37
                                              .target:
                                                Index() @280:44
                                                  .value:
                                                    Name(id='qd_free') @280:44
                                                  .subs:
                                                    Name(id='slot') @280:52
                                        Assign(targets=('dq_c',)) @281:33
                                          .value:
                                            Call(kwargs=()) @281:40
                                              .func:
                                                Name(id='mma_wait') @281:40
                                              .args:
                                                Name(id='f1') @281:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @283:33
                                          .value:
                                            Call(kwargs=()) @283:40
                                              .func:
                                                Name(id='zeros') @283:40
                                              .args:
                                                ListLit() @283:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @283:47
                                                    Name(id='DQ_COLS') @283:56
                                                Name(id='f32') @283:66
                                        For(var='g') @284:33
                                          .iter:
                                            Call(kwargs=()) @284:42
                                              .func:
                                                Name(id='static_range') @284:42
                                              .args:
                                                Name(id='NWG') @284:55
                                          .body:
                                            Assign(targets=('gg',)) @285:37
                                              .value:
                                                BinOp(op='%') @285:43
                                                  .lhs:
                                                    BinOp(op='+') @285:43
                                                      .lhs:
                                                        Name(id='wg') @285:43
                                                      .rhs:
                                                        Name(id='g') @285:48
                                                  .rhs:
                                                    Name(id='NWG') @285:53
                                            Assign(targets=('dq_f',)) @286:37
                                              .value:
                                                Call(kwargs=()) @286:44
                                                  .func:
                                                    Name(id='mma_async') @286:44
                                                  .args:
                                                    Index() @286:54
                                                      .value:
                                                        Name(id='ds_s') @286:54
                                                      .subs:
                                                        BinOp(op='+') @286:59
                                                          .lhs:
                                                            BinOp(op='*') @286:59
                                                              .lhs:
                                                                Name(id='slot') @286:59
                                                              .rhs:
                                                                Name(id='NWG') @286:66
                                                          .rhs:
                                                            Name(id='gg') @286:72
                                                    Index() @286:77
                                                      .value:
                                                        Name(id='kh_tile') @286:77
                                                      .subs:
                                                        BinOp(op='+') @286:85
                                                          .lhs:
                                                            BinOp(op='*') @286:85
                                                              .lhs:
                                                                Name(id='NC') @286:85
                                                              .rhs:
                                                                BinOp(op='+') @286:91
                                                                  .lhs:
                                                                    BinOp(op='*') @286:91
                                                                      .lhs:
                                                                        Name(id='ks') @286:91
                                                                      .rhs:
                                                                        Name(id='NWG') @286:96
                                                                  .rhs:
                                                                    Name(id='gg') @286:102
                                                          .rhs:
                                                            Name(id='c') @286:108
                                                    Name(id='dq_c') @286:112
                                            If(orelse=()) @287:37
                                              .cond:
                                                BoolOp(op='and') @287:40
                                                  .values:
                                                    BinOp(op='==') @287:40
                                                      .lhs:
                                                        Name(id='i') @287:40
                                                      .rhs:
                                                        Const(value=0) @287:45
                                                    BinOp(op='==') @287:51
                                                      .lhs:
                                                        Name(id='g') @287:51
                                                      .rhs:
                                                        Const(value=0) @287:56
                                              .body:
                                                Assign(targets=('acc_k',)) @289:41
                                                  .value:
                                                    Call() @289:49
                                                      .func:
                                                        Name(id='mma_wait') @289:49
                                                      .args:
                                                        Name(id='dk_f') @289:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @289:72
                                                        )
                                                Arrive(count=None) @290:41
                                                  .target:
                                                    Index() @290:48
                                                      .value:
                                                        Name(id='qd_free') @290:48
                                                      .subs:
                                                        Name(id='slot') @290:56
                                            Assign(targets=('dq_c',)) @291:37
                                              .value:
                                                Call(kwargs=()) @291:44
                                                  .func:
                                                    Name(id='mma_wait') @291:44
                                                  .args:
                                                    Name(id='dq_f') @291:53
                                    Wait() @292:29
                                      .target:
                                        Index() @292:34
                                          .value:
                                            Name(id='dq_empty') @292:34
                                          .subs:
                                            Name(id='i') @292:43
                                      .phase:
                                        BinOp(op='-') @292:52
                                          .lhs:
                                            Const(value=1) @292:52
                                          .rhs:
                                            BinOp(op='%') @292:56
                                              .lhs:
                                                Name(id='slot') @292:56
                                              .rhs:
                                                Const(value=2) @292:63
                                    ExprStmt() @293:29
                                      .value:
                                        Call(kwargs=()) @293:29
                                          .func:
                                            Name(id='store_smem') @293:29
                                          .args:
                                            Index() @293:40
                                              .value:
                                                Name(id='dq_s') @293:40
                                              .subs:
                                                BinOp(op='+') @293:45
                                                  .lhs:
                                                    BinOp(op='*') @293:45
                                                      .lhs:
                                                        Name(id='i') @293:45
                                                      .rhs:
                                                        Name(id='NWG') @293:49
                                                  .rhs:
                                                    Name(id='wg') @293:55
                                            Name(id='dq_c') @293:60
                                    Fence() @294:29
                                    Arrive(count=None) @295:29
                                      .target:
                                        Index() @295:36
                                          .value:
                                            Name(id='dq_full') @295:36
                                          .subs:
                                            Name(id='i') @295:44
                              .orelse:
                                Assign(targets=('dq_f',)) @297:25
                                  .value:
                                    Call(kwargs=()) @297:32
                                      .func:
                                        Name(id='mma_async') @297:32
                                      .args:
                                        Index() @297:42
                                          .value:
                                            Name(id='ds_s') @297:42
                                          .subs:
                                            Name(id='wg') @297:47
                                        Index() @297:52
                                          .value:
                                            Name(id='kh_tile') @297:52
                                          .subs:
                                            BinOp(op='*') @297:60
                                              .lhs:
                                                Name(id='NC') @297:60
                                              .rhs:
                                                Name(id='mine') @297:65
                                Assign(targets=('dk_f',)) @298:25
                                  .value:
                                    Call(kwargs=()) @298:32
                                      .func:
                                        Name(id='mma_async') @298:32
                                      .args:
                                        Attr(name='T') @298:42
                                          .value:
                                            Index() @298:42
                                              .value:
                                                Name(id='ds_s') @298:42
                                              .subs:
                                                Name(id='wg') @298:47
                                        Index() @298:54
                                          .value:
                                            Name(id='q_ring') @298:54
                                          .subs:
                                            Name(id='slot') @298:61
                                        Name(id='acc_k') @298:68
                                Assign(targets=('dq_c',)) @299:25
                                  .value:
                                    Call() @299:32
                                      .func:
                                        Name(id='mma_wait') @299:32
                                      .args:
                                        Name(id='dq_f') @299:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @299:55
                                        )
                                ExprStmt() @300:25
                                  .value:
                                    Call(kwargs=()) @300:25
                                      .func:
                                        Name(id='store_smem') @300:25
                                      .args:
                                        Index() @300:36
                                          .value:
                                            Name(id='dq_s') @300:36
                                          .subs:
                                            Name(id='wg') @300:41
                                        Name(id='dq_c') @300:46
                                Fence() @301:25
                                Tma(signals=None, reduce='add') @302:25
                                  .dst:
                                    Index() @302:29
                                      .value:
                                        Name(id='dq_acc') @302:29
                                      .subs:
                                        Name(id='seq') @302:36
                                        Name(id='mb') @302:41
                                        Name(id='head') @302:45
                                        Const(value=0) @302:51
                                  .src:
                                    Index() @302:57
                                      .value:
                                        Name(id='dq_s') @302:57
                                      .subs:
                                        Name(id='wg') @302:62
                                Assign(targets=('dq_f',)) @303:25
                                  .value:
                                    Call(kwargs=()) @303:32
                                      .func:
                                        Name(id='mma_async') @303:32
                                      .args:
                                        Index() @303:42
                                          .value:
                                            Name(id='ds_s') @303:42
                                          .subs:
                                            Name(id='wg') @303:47
                                        Index() @303:52
                                          .value:
                                            Name(id='kh_tile') @303:52
                                          .subs:
                                            BinOp(op='+') @303:60
                                              .lhs:
                                                BinOp(op='*') @303:60
                                                  .lhs:
                                                    Name(id='NC') @303:60
                                                  .rhs:
                                                    Name(id='mine') @303:65
                                              .rhs:
                                                Const(value=1) @303:72
                                Assign(targets=('acc_k',)) @304:25
                                  .value:
                                    Call() @304:33
                                      .func:
                                        Name(id='mma_wait') @304:33
                                      .args:
                                        Name(id='dk_f') @304:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @304:56
                                        )
                                Assign(targets=('dq_c',)) @305:25
                                  .value:
                                    Call(kwargs=()) @305:32
                                      .func:
                                        Name(id='mma_wait') @305:32
                                      .args:
                                        Name(id='dq_f') @305:41
                                Arrive(count=None) @306:25
                                  .target:
                                    Index() @306:32
                                      .value:
                                        Name(id='qd_free') @306:32
                                      .subs:
                                        Name(id='slot') @306:40
                                ExprStmt() @307:25
                                  .value:
                                    Call(kwargs=()) @307:25
                                      .func:
                                        Name(id='store_smem') @307:25
                                      .args:
                                        Index() @307:36
                                          .value:
                                            Name(id='dq_s') @307:36
                                          .subs:
                                            Name(id='wg') @307:41
                                        Name(id='dq_c') @307:46
                                Fence() @308:25
                                Tma(signals=None, reduce='add') @309:25
                                  .dst:
                                    Index() @309:29
                                      .value:
                                        Name(id='dq_acc') @309:29
                                      .subs:
                                        Name(id='seq') @309:36
                                        Name(id='mb') @309:41
                                        Name(id='head') @309:45
                                        Const(value=1) @309:51
                                  .src:
                                    Index() @309:57
                                      .value:
                                        Name(id='dq_s') @309:57
                                      .subs:
                                        Name(id='wg') @309:62
                                For(var='c') @310:25
                                  .iter:
                                    Call(kwargs=()) @310:34
                                      .func:
                                        Name(id='static_range') @310:34
                                      .args:
                                        Const(value=2) @310:47
                                        Name(id='NC') @310:50
                                  .body:
                                    Assign(targets=('dq_c',)) @311:29
                                      .value:
                                        Call(kwargs=()) @311:36
                                          .func:
                                            Name(id='mma_wait') @311:36
                                          .args:
                                            Call(kwargs=()) @311:45
                                              .func:
                                                Name(id='mma_async') @311:45
                                              .args:
                                                Index() @311:55
                                                  .value:
                                                    Name(id='ds_s') @311:55
                                                  .subs:
                                                    Name(id='wg') @311:60
                                                Index() @311:65
                                                  .value:
                                                    Name(id='kh_tile') @311:65
                                                  .subs:
                                                    BinOp(op='+') @311:73
                                                      .lhs:
                                                        BinOp(op='*') @311:73
                                                          .lhs:
                                                            Name(id='NC') @311:73
                                                          .rhs:
                                                            Name(id='mine') @311:78
                                                      .rhs:
                                                        Name(id='c') @311:85
                                    ExprStmt() @312:29
                                      .value:
                                        Call(kwargs=()) @312:29
                                          .func:
                                            Name(id='store_smem') @312:29
                                          .args:
                                            Index() @312:40
                                              .value:
                                                Name(id='dq_s') @312:40
                                              .subs:
                                                Name(id='wg') @312:45
                                            Name(id='dq_c') @312:50
                                    Fence() @313:29
                                    Tma(signals=None, reduce='add') @314:29
                                      .dst:
                                        Index() @314:33
                                          .value:
                                            Name(id='dq_acc') @314:33
                                          .subs:
                                            Name(id='seq') @314:40
                                            Name(id='mb') @314:45
                                            Name(id='head') @314:49
                                            Name(id='c') @314:55
                                      .src:
                                        Index() @314:61
                                          .value:
                                            Name(id='dq_s') @314:61
                                          .subs:
                                            Name(id='wg') @314:66
                      .orelse:
                        Assign(targets=('st_f',)) @316:21
                          .value:
                            Call(kwargs=()) @316:28
                              .func:
                                Name(id='mma_async') @316:28
                              .args:
                                Index() @316:38
                                  .value:
                                    Name(id='k_tile') @316:38
                                  .subs:
                                    Name(id='mine') @316:45
                                Attr(name='T') @316:52
                                  .value:
                                    Index() @316:52
                                      .value:
                                        Name(id='q_ring') @316:52
                                      .subs:
                                        Name(id='slot') @316:59
                        Assign(targets=('dpt_f',)) @317:21
                          .value:
                            Call(kwargs=()) @317:29
                              .func:
                                Name(id='mma_async') @317:29
                              .args:
                                Index() @317:39
                                  .value:
                                    Name(id='v_tile') @317:39
                                  .subs:
                                    Name(id='mine') @317:46
                                Attr(name='T') @317:53
                                  .value:
                                    Index() @317:53
                                      .value:
                                        Name(id='do_ring') @317:53
                                      .subs:
                                        Name(id='slot') @317:61
                        Assign(targets=('st',)) @318:21
                          .value:
                            Call() @318:26
                              .func:
                                Name(id='mma_wait') @318:26
                              .args:
                                Name(id='st_f') @318:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @318:49
                                )
                        Assign(targets=('pt', 'dact')) @319:21
                          .value:
                            Call(kwargs=()) @319:32
                              .func:
                                Name(id='probs') @319:32
                              .args:
                                Name(id='st') @319:38
                                Name(id='edge') @319:42
                                Index() @319:48
                                  .value:
                                    Name(id='qpos') @319:48
                                  .subs:
                                    Const(value=None) @319:53
                                    FullSlice() @319:59
                                Index() @319:63
                                  .value:
                                    Name(id='krows') @319:63
                                  .subs:
                                    FullSlice() @319:69
                                    Const(value=None) @319:72
                                Name(id='len_q') @319:79
                                Name(id='len_k') @319:86
                                Index() @319:93
                                  .value:
                                    Name(id='lse2') @319:93
                                  .subs:
                                    Const(value=None) @319:98
                                    FullSlice() @319:104
                                Name(id='qk_scale') @319:108
                                Name(id='sm_scale') @320:38
                                Name(id='CAUSAL') @320:48
                                Name(id='ACT') @320:56
                        Assign(targets=('dpt',)) @321:21
                          .value:
                            Call(kwargs=()) @321:27
                              .func:
                                Name(id='mma_wait') @321:27
                              .args:
                                Name(id='dpt_f') @321:36
                        Assign(targets=('dv_f',)) @323:21
                          .value:
                            Call(kwargs=()) @323:28
                              .func:
                                Name(id='mma_async') @323:28
                              .args:
                                Call(kwargs=()) @323:38
                                  .func:
                                    Name(id='cast') @323:38
                                  .args:
                                    Name(id='pt') @323:43
                                    Name(id='DT') @323:47
                                Index() @323:52
                                  .value:
                                    Name(id='do_ring') @323:52
                                  .subs:
                                    Name(id='slot') @323:60
                                Name(id='acc_v') @323:67
                        Assign(targets=('dst',)) @324:21
                          .value:
                            Call(kwargs=()) @324:27
                              .func:
                                Name(id='cast') @324:27
                              .args:
                                Call(kwargs=()) @324:32
                                  .func:
                                    Name(id='dscores') @324:32
                                  .args:
                                    Name(id='pt') @324:40
                                    Name(id='dact') @324:44
                                    Name(id='dpt') @324:50
                                    Index() @324:55
                                      .value:
                                        Name(id='dlt') @324:55
                                      .subs:
                                        Const(value=None) @324:59
                                        FullSlice() @324:65
                                    Name(id='ACT') @324:69
                                Name(id='DT') @324:75
                        If() @325:21
                          .cond:
                            Name(id='WRITER') @325:24
                          .body:
                            ExprStmt() @327:25
                              .value:
                                Call(kwargs=()) @327:25
                                  .func:
                                    Name(id='store_smem') @327:25
                                  .args:
                                    Index() @327:36
                                      .value:
                                        Name(id='ds_s') @327:36
                                      .subs:
                                        BinOp(op='+') @327:41
                                          .lhs:
                                            BinOp(op='*') @327:41
                                              .lhs:
                                                Name(id='slot') @327:41
                                              .rhs:
                                                Name(id='NWG') @327:48
                                          .rhs:
                                            Name(id='wg') @327:54
                                    Name(id='dst') @327:59
                            Fence() @328:25
                            Arrive(count=None) @329:25
                              .target:
                                Index() @329:32
                                  .value:
                                    Name(id='ds_ready') @329:32
                                  .subs:
                                    Name(id='slot') @329:41
                            Assign(targets=('dk_f',)) @330:25
                              .value:
                                Call(kwargs=()) @330:32
                                  .func:
                                    Name(id='mma_async') @330:32
                                  .args:
                                    Name(id='dst') @330:42
                                    Index() @330:47
                                      .value:
                                        Name(id='q_ring') @330:47
                                      .subs:
                                        Name(id='slot') @330:54
                                    Name(id='acc_k') @330:61
                            If() @331:25
                              .cond:
                                Name(id='DQ_EARLY') @331:28
                              .body:
                                Assign(targets=('own',)) @334:29
                                  .value:
                                    BinOp(op='+') @334:35
                                      .lhs:
                                        BinOp(op='*') @334:35
                                          .lhs:
                                            Name(id='slot') @334:35
                                          .rhs:
                                            Name(id='NWG') @334:42
                                      .rhs:
                                        Name(id='wg') @334:48
                                Assign(targets=('c0',)) @335:29
                                  .value:
                                    BinOp(op='*') @335:34
                                      .lhs:
                                        Name(id='wg') @335:34
                                      .rhs:
                                        Name(id='NCW') @335:39
                                Assign(targets=('a0',)) @336:29
                                  .value:
                                    Call(kwargs=()) @336:34
                                      .func:
                                        Name(id='mma_async') @336:34
                                      .args:
                                        Attr(name='T') @336:44
                                          .value:
                                            Index() @336:44
                                              .value:
                                                Name(id='ds_s') @336:44
                                              .subs:
                                                Name(id='own') @336:49
                                        Index() @336:57
                                          .value:
                                            Name(id='kh_tile') @336:57
                                          .subs:
                                            BinOp(op='+') @336:65
                                              .lhs:
                                                BinOp(op='*') @336:65
                                                  .lhs:
                                                    Name(id='NC') @336:65
                                                  .rhs:
                                                    Name(id='mine') @336:70
                                              .rhs:
                                                Name(id='c0') @336:77
                                        Call(kwargs=()) @336:82
                                          .func:
                                            Name(id='zeros') @336:82
                                          .args:
                                            ListLit() @336:88
                                              .elts:
                                                Name(id='BLOCK_M') @336:89
                                                Name(id='DQ_COLS') @336:98
                                            Name(id='f32') @336:108
                                Assign(targets=('a1',)) @337:29
                                  .value:
                                    Call(kwargs=()) @337:34
                                      .func:
                                        Name(id='mma_async') @337:34
                                      .args:
                                        Attr(name='T') @337:44
                                          .value:
                                            Index() @337:44
                                              .value:
                                                Name(id='ds_s') @337:44
                                              .subs:
                                                Name(id='own') @337:49
                                        Index() @337:57
                                          .value:
                                            Name(id='kh_tile') @337:57
                                          .subs:
                                            BinOp(op='+') @337:65
                                              .lhs:
                                                BinOp(op='+') @337:65
                                                  .lhs:
                                                    BinOp(op='*') @337:65
                                                      .lhs:
                                                        Name(id='NC') @337:65
                                                      .rhs:
                                                        Name(id='mine') @337:70
                                                  .rhs:
                                                    Name(id='c0') @337:77
                                              .rhs:
                                                Const(value=1) @337:82
                                        Call(kwargs=()) @337:86
                                          .func:
                                            Name(id='zeros') @337:86
                                          .args:
                                            ListLit() @337:92
                                              .elts:
                                                Name(id='BLOCK_M') @337:93
                                                Name(id='DQ_COLS') @337:102
                                            Name(id='f32') @337:112
                                Assign(targets=('acc_v',)) @338:29
                                  .value:
                                    Call() @338:37
                                      .func:
                                        Name(id='mma_wait') @338:37
                                      .args:
                                        Name(id='dv_f') @338:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @338:60
                                        )
                                Assign(targets=('acc_k',)) @339:29
                                  .value:
                                    Call() @339:37
                                      .func:
                                        Name(id='mma_wait') @339:37
                                      .args:
                                        Name(id='dk_f') @339:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @339:60
                                        )
                                Arrive(count=None) @340:29
                                  .target:
                                    Index() @340:36
                                      .value:
                                        Name(id='qd_free') @340:36
                                      .subs:
                                        Name(id='slot') @340:44
                                Assign(targets=('p0',)) @341:29
                                  .value:
                                    Call() @341:34
                                      .func:
                                        Name(id='mma_wait') @341:34
                                      .args:
                                        Name(id='a0') @341:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @341:55
                                        )
                                Assign(targets=('p1',)) @342:29
                                  .value:
                                    Call(kwargs=()) @342:34
                                      .func:
                                        Name(id='mma_wait') @342:34
                                      .args:
                                        Name(id='a1') @342:43
                                Wait(phase=None) @343:29
                                  .target:
                                    Index() @343:34
                                      .value:
                                        Name(id='ds_ready') @343:34
                                      .subs:
                                        Name(id='slot') @343:43
                                Assign(targets=('og',)) @344:29
                                  .value:
                                    BinOp(op='%') @344:35
                                      .lhs:
                                        BinOp(op='+') @344:35
                                          .lhs:
                                            Name(id='wg') @344:35
                                          .rhs:
                                            Const(value=1) @344:40
                                      .rhs:
                                        Name(id='NWG') @344:45
                                Assign(targets=('b0',)) @345:29
                                  .value:
                                    Call(kwargs=()) @345:34
                                      .func:
                                        Name(id='mma_async') @345:34
                                      .args:
                                        Attr(name='T') @345:44
                                          .value:
                                            Index() @345:44
                                              .value:
                                                Name(id='ds_s') @345:44
                                              .subs:
                                                BinOp(op='+') @345:49
                                                  .lhs:
                                                    BinOp(op='*') @345:49
                                                      .lhs:
                                                        Name(id='slot') @345:49
                                                      .rhs:
                                                        Name(id='NWG') @345:56
                                                  .rhs:
                                                    Name(id='og') @345:62
                                        Index() @345:69
                                          .value:
                                            Name(id='kh_tile') @345:69
                                          .subs:
                                            BinOp(op='+') @345:77
                                              .lhs:
                                                BinOp(op='*') @345:77
                                                  .lhs:
                                                    Name(id='NC') @345:77
                                                  .rhs:
                                                    BinOp(op='+') @345:83
                                                      .lhs:
                                                        BinOp(op='*') @345:83
                                                          .lhs:
                                                            Name(id='ks') @345:83
                                                          .rhs:
                                                            Name(id='NWG') @345:88
                                                      .rhs:
                                                        Name(id='og') @345:94
                                              .rhs:
                                                Name(id='c0') @345:100
                                        Name(id='p0') @345:105
                                Assign(targets=('b1',)) @346:29
                                  .value:
                                    Call(kwargs=()) @346:34
                                      .func:
                                        Name(id='mma_async') @346:34
                                      .args:
                                        Attr(name='T') @346:44
                                          .value:
                                            Index() @346:44
                                              .value:
                                                Name(id='ds_s') @346:44
                                              .subs:
                                                BinOp(op='+') @346:49
                                                  .lhs:
                                                    BinOp(op='*') @346:49
                                                      .lhs:
                                                        Name(id='slot') @346:49
                                                      .rhs:
                                                        Name(id='NWG') @346:56
                                                  .rhs:
                                                    Name(id='og') @346:62
                                        Index() @346:69
                                          .value:
                                            Name(id='kh_tile') @346:69
                                          .subs:
                                            BinOp(op='+') @346:77
                                              .lhs:
                                                BinOp(op='+') @346:77
                                                  .lhs:
                                                    BinOp(op='*') @346:77
                                                      .lhs:
                                                        Name(id='NC') @346:77
                                                      .rhs:
                                                        BinOp(op='+') @346:83
                                                          .lhs:
                                                            BinOp(op='*') @346:83
                                                              .lhs:
                                                                Name(id='ks') @346:83
                                                              .rhs:
                                                                Name(id='NWG') @346:88
                                                          .rhs:
                                                            Name(id='og') @346:94
                                                  .rhs:
                                                    Name(id='c0') @346:100
                                              .rhs:
                                                Const(value=1) @346:105
                                        Name(id='p1') @346:109
                                Assign(targets=('p0',)) @348:29
                                  .value:
                                    Call() @348:34
                                      .func:
                                        Name(id='mma_wait') @348:34
                                      .args:
                                        Name(id='b0') @348:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @348:55
                                        )
                                Wait() @349:29
                                  .target:
                                    Index() @349:34
                                      .value:
                                        Name(id='dq_empty') @349:34
                                      .subs:
                                        Const(value=0) @349:43
                                  .phase:
                                    BinOp(op='-') @349:52
                                      .lhs:
                                        Const(value=1) @349:52
                                      .rhs:
                                        BinOp(op='%') @349:56
                                          .lhs:
                                            Name(id='slot') @349:56
                                          .rhs:
                                            Const(value=2) @349:63
                                ExprStmt() @350:29
                                  .value:
                                    Call(kwargs=()) @350:29
                                      .func:
                                        Name(id='store_smem') @350:29
                                      .args:
                                        Index() @350:40
                                          .value:
                                            Name(id='dq_s') @350:40
                                          .subs:
                                            Name(id='wg') @350:45
                                        Name(id='p0') @350:50
                                Fence() @351:29
                                Arrive(count=None) @352:29
                                  .target:
                                    Index() @352:36
                                      .value:
                                        Name(id='dq_full') @352:36
                                      .subs:
                                        Const(value=0) @352:44
                                Assign(targets=('p1',)) @353:29
                                  .value:
                                    Call(kwargs=()) @353:34
                                      .func:
                                        Name(id='mma_wait') @353:34
                                      .args:
                                        Name(id='b1') @353:43
                                Wait() @354:29
                                  .target:
                                    Index() @354:34
                                      .value:
                                        Name(id='dq_empty') @354:34
                                      .subs:
                                        Const(value=1) @354:43
                                  .phase:
                                    BinOp(op='-') @354:52
                                      .lhs:
                                        Const(value=1) @354:52
                                      .rhs:
                                        BinOp(op='%') @354:56
                                          .lhs:
                                            Name(id='slot') @354:56
                                          .rhs:
                                            Const(value=2) @354:63
                                ExprStmt() @355:29
                                  .value:
                                    Call(kwargs=()) @355:29
                                      .func:
                                        Name(id='store_smem') @355:29
                                      .args:
                                        Index() @355:40
                                          .value:
                                            Name(id='dq_s') @355:40
                                          .subs:
                                            BinOp(op='+') @355:45
                                              .lhs:
                                                Name(id='NWG') @355:45
                                              .rhs:
                                                Name(id='wg') @355:51
                                        Name(id='p1') @355:56
                                Fence() @356:29
                                Arrive(count=None) @357:29
                                  .target:
                                    Index() @357:36
                                      .value:
                                        Name(id='dq_full') @357:36
                                      .subs:
                                        Const(value=1) @357:44
                              .orelse:
                                Assign(targets=('acc_v',)) @359:29
                                  .value:
                                    Call() @359:37
                                      .func:
                                        Name(id='mma_wait') @359:37
                                      .args:
                                        Name(id='dv_f') @359:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @359:60
                                        )
                                Assign(targets=('acc_k',)) @360:29
                                  .value:
                                    Call(kwargs=()) @360:37
                                      .func:
                                        Name(id='mma_wait') @360:37
                                      .args:
                                        Name(id='dk_f') @360:46
                                Arrive(count=None) @361:29
                                  .target:
                                    Index() @361:36
                                      .value:
                                        Name(id='qd_free') @361:36
                                      .subs:
                                        Name(id='slot') @361:44
                                Wait(phase=None) @362:29
                                  .target:
                                    Index() @362:34
                                      .value:
                                        Name(id='ds_ready') @362:34
                                      .subs:
                                        Name(id='slot') @362:43
                                For(var='i') @365:29
                                  .iter:
                                    Call(kwargs=()) @365:38
                                      .func:
                                        Name(id='static_range') @365:38
                                      .args:
                                        Name(id='NCW') @365:51
                                  .body:
                                    Assign(targets=('c',)) @366:33
                                      .value:
                                        BinOp(op='+') @366:37
                                          .lhs:
                                            BinOp(op='*') @366:37
                                              .lhs:
                                                Name(id='wg') @366:37
                                              .rhs:
                                                Name(id='NCW') @366:42
                                          .rhs:
                                            Name(id='i') @366:48
                                    Assign(targets=('dq_c',)) @367:33
                                      .value:
                                        Call(kwargs=()) @367:40
                                          .func:
                                            Name(id='zeros') @367:40
                                          .args:
                                            ListLit() @367:46
                                              .elts:
                                                Name(id='BLOCK_M') @367:47
                                                Name(id='DQ_COLS') @367:56
                                            Name(id='f32') @367:66
                                    For(var='g') @368:33
                                      .iter:
                                        Call(kwargs=()) @368:42
                                          .func:
                                            Name(id='static_range') @368:42
                                          .args:
                                            Name(id='NWG') @368:55
                                      .body:
                                        Assign(targets=('gg',)) @369:37
                                          .value:
                                            BinOp(op='%') @369:43
                                              .lhs:
                                                BinOp(op='+') @369:43
                                                  .lhs:
                                                    Name(id='wg') @369:43
                                                  .rhs:
                                                    Name(id='g') @369:48
                                              .rhs:
                                                Name(id='NWG') @369:53
                                        Assign(targets=('dq_c',)) @370:37
                                          .value:
                                            Call(kwargs=()) @370:44
                                              .func:
                                                Name(id='mma_wait') @370:44
                                              .args:
                                                Call(kwargs=()) @370:53
                                                  .func:
                                                    Name(id='mma_async') @370:53
                                                  .args:
                                                    Attr(name='T') @370:63
                                                      .value:
                                                        Index() @370:63
                                                          .value:
                                                            Name(id='ds_s') @370:63
                                                          .subs:
                                                            BinOp(op='+') @370:68
                                                              .lhs:
                                                                BinOp(op='*') @370:68
                                                                  .lhs:
                                                                    Name(id='slot') @370:68
                                                                  .rhs:
                                                                    Name(id='NWG') @370:75
                                                              .rhs:
                                                                Name(id='gg') @370:81
                                                    Index() @370:88
                                                      .value:
                                                        Name(id='kh_tile') @370:88
                                                      .subs:
                                                        BinOp(op='+') @370:96
                                                          .lhs:
                                                            BinOp(op='*') @370:96
                                                              .lhs:
                                                                Name(id='NC') @370:96
                                                              .rhs:
                                                                BinOp(op='+') @370:102
                                                                  .lhs:
                                                                    BinOp(op='*') @370:102
                                                                      .lhs:
                                                                        Name(id='ks') @370:102
                                                                      .rhs:
                                                                        Name(id='NWG') @370:107
                                                                  .rhs:
                                                                    Name(id='gg') @370:113
                                                          .rhs:
                                                            Name(id='c') @370:119
                                                    Name(id='dq_c') @370:123
                                    Wait() @373:33
                                      .target:
                                        Index() @373:38
                                          .value:
                                            Name(id='dq_empty') @373:38
                                          .subs:
                                            Name(id='i') @373:47
                                      .phase:
                                        BinOp(op='-') @373:56
                                          .lhs:
                                            Const(value=1) @373:56
                                          .rhs:
                                            BinOp(op='%') @373:60
                                              .lhs:
                                                Name(id='slot') @373:60
                                              .rhs:
                                                Const(value=2) @373:67
                                    ExprStmt() @374:33
                                      .value:
                                        Call(kwargs=()) @374:33
                                          .func:
                                            Name(id='store_smem') @374:33
                                          .args:
                                            Index() @374:44
                                              .value:
                                                Name(id='dq_s') @374:44
                                              .subs:
                                                BinOp(op='+') @374:49
                                                  .lhs:
                                                    BinOp(op='*') @374:49
                                                      .lhs:
                                                        Name(id='i') @374:49
                                                      .rhs:
                                                        Name(id='NWG') @374:53
                                                  .rhs:
                                                    Name(id='wg') @374:59
                                            Name(id='dq_c') @374:64
                                    Fence() @375:33
                                    Arrive(count=None) @376:33
                                      .target:
                                        Index() @376:40
                                          .value:
                                            Name(id='dq_full') @376:40
                                          .subs:
                                            Name(id='i') @376:48
                          .orelse:
                            ExprStmt() @379:25
                              .value:
                                Call(kwargs=()) @379:25
                                  .func:
                                    Name(id='store_smem') @379:25
                                  .args:
                                    Index() @379:36
                                      .value:
                                        Name(id='ds_s') @379:36
                                      .subs:
                                        Name(id='wg') @379:41
                                    Name(id='dst') @379:46
                            Fence() @380:25
                            Assign(targets=('dq_f',)) @381:25
                              .value:
                                Call(kwargs=()) @381:32
                                  .func:
                                    Name(id='mma_async') @381:32
                                  .args:
                                    Attr(name='T') @381:42
                                      .value:
                                        Index() @381:42
                                          .value:
                                            Name(id='ds_s') @381:42
                                          .subs:
                                            Name(id='wg') @381:47
                                    Index() @381:54
                                      .value:
                                        Name(id='kh_tile') @381:54
                                      .subs:
                                        BinOp(op='*') @381:62
                                          .lhs:
                                            Name(id='NC') @381:62
                                          .rhs:
                                            Name(id='mine') @381:67
                            Assign(targets=('dk_f',)) @382:25
                              .value:
                                Call(kwargs=()) @382:32
                                  .func:
                                    Name(id='mma_async') @382:32
                                  .args:
                                    Name(id='dst') @382:42
                                    Index() @382:47
                                      .value:
                                        Name(id='q_ring') @382:47
                                      .subs:
                                        Name(id='slot') @382:54
                                    Name(id='acc_k') @382:61
                            Assign(targets=('acc_v',)) @383:25
                              .value:
                                Call() @383:33
                                  .func:
                                    Name(id='mma_wait') @383:33
                                  .args:
                                    Name(id='dv_f') @383:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @383:56
                                    )
                            Assign(targets=('dq_c',)) @387:25
                              .value:
                                Call() @387:32
                                  .func:
                                    Name(id='mma_wait') @387:32
                                  .args:
                                    Name(id='dq_f') @387:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @387:55
                                    )
                            ExprStmt() @388:25
                              .value:
                                Call(kwargs=()) @388:25
                                  .func:
                                    Name(id='store_smem') @388:25
                                  .args:
                                    Index() @388:36
                                      .value:
                                        Name(id='dq_s') @388:36
                                      .subs:
                                        Name(id='wg') @388:41
                                    Name(id='dq_c') @388:46
                            Fence() @389:25
                            Tma(signals=None, reduce='add') @390:25
                              .dst:
                                Index() @390:29
                                  .value:
                                    Name(id='dq_acc') @390:29
                                  .subs:
                                    Name(id='seq') @390:36
                                    Name(id='mb') @390:41
                                    Name(id='head') @390:45
                                    Const(value=0) @390:51
                              .src:
                                Index() @390:57
                                  .value:
                                    Name(id='dq_s') @390:57
                                  .subs:
                                    Name(id='wg') @390:62
                            Assign(targets=('dq_f',)) @391:25
                              .value:
                                Call(kwargs=()) @391:32
                                  .func:
                                    Name(id='mma_async') @391:32
                                  .args:
                                    Attr(name='T') @391:42
                                      .value:
                                        Index() @391:42
                                          .value:
                                            Name(id='ds_s') @391:42
                                          .subs:
                                            Name(id='wg') @391:47
                                    Index() @391:54
                                      .value:
                                        Name(id='kh_tile') @391:54
                                      .subs:
                                        BinOp(op='+') @391:62
                                          .lhs:
                                            BinOp(op='*') @391:62
                                              .lhs:
                                                Name(id='NC') @391:62
                                              .rhs:
                                                Name(id='mine') @391:67
                                          .rhs:
                                            Const(value=1) @391:74
                            Assign(targets=('acc_k',)) @392:25
                              .value:
                                Call() @392:33
                                  .func:
                                    Name(id='mma_wait') @392:33
                                  .args:
                                    Name(id='dk_f') @392:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @392:56
                                    )
                            Assign(targets=('dq_c',)) @393:25
                              .value:
                                Call(kwargs=()) @393:32
                                  .func:
                                    Name(id='mma_wait') @393:32
                                  .args:
                                    Name(id='dq_f') @393:41
                            Arrive(count=None) @394:25
                              .target:
                                Index() @394:32
                                  .value:
                                    Name(id='qd_free') @394:32
                                  .subs:
                                    Name(id='slot') @394:40
                            ExprStmt() @395:25
                              .value:
                                Call(kwargs=()) @395:25
                                  .func:
                                    Name(id='store_smem') @395:25
                                  .args:
                                    Index() @395:36
                                      .value:
                                        Name(id='dq_s') @395:36
                                      .subs:
                                        Name(id='wg') @395:41
                                    Name(id='dq_c') @395:46
                            Fence() @396:25
                            Tma(signals=None, reduce='add') @397:25
                              .dst:
                                Index() @397:29
                                  .value:
                                    Name(id='dq_acc') @397:29
                                  .subs:
                                    Name(id='seq') @397:36
                                    Name(id='mb') @397:41
                                    Name(id='head') @397:45
                                    Const(value=1) @397:51
                              .src:
                                Index() @397:57
                                  .value:
                                    Name(id='dq_s') @397:57
                                  .subs:
                                    Name(id='wg') @397:62
                            For(var='c') @398:25
                              .iter:
                                Call(kwargs=()) @398:34
                                  .func:
                                    Name(id='static_range') @398:34
                                  .args:
                                    Const(value=2) @398:47
                                    Name(id='NC') @398:50
                              .body:
                                Assign(targets=('dq_c',)) @399:29
                                  .value:
                                    Call(kwargs=()) @399:36
                                      .func:
                                        Name(id='mma_wait') @399:36
                                      .args:
                                        Call(kwargs=()) @399:45
                                          .func:
                                            Name(id='mma_async') @399:45
                                          .args:
                                            Attr(name='T') @399:55
                                              .value:
                                                Index() @399:55
                                                  .value:
                                                    Name(id='ds_s') @399:55
                                                  .subs:
                                                    Name(id='wg') @399:60
                                            Index() @399:67
                                              .value:
                                                Name(id='kh_tile') @399:67
                                              .subs:
                                                BinOp(op='+') @399:75
                                                  .lhs:
                                                    BinOp(op='*') @399:75
                                                      .lhs:
                                                        Name(id='NC') @399:75
                                                      .rhs:
                                                        Name(id='mine') @399:80
                                                  .rhs:
                                                    Name(id='c') @399:87
                                ExprStmt() @400:29
                                  .value:
                                    Call(kwargs=()) @400:29
                                      .func:
                                        Name(id='store_smem') @400:29
                                      .args:
                                        Index() @400:40
                                          .value:
                                            Name(id='dq_s') @400:40
                                          .subs:
                                            Name(id='wg') @400:45
                                        Name(id='dq_c') @400:50
                                Fence() @401:29
                                Tma(signals=None, reduce='add') @402:29
                                  .dst:
                                    Index() @402:33
                                      .value:
                                        Name(id='dq_acc') @402:33
                                      .subs:
                                        Name(id='seq') @402:40
                                        Name(id='mb') @402:45
                                        Name(id='head') @402:49
                                        Name(id='c') @402:55
                                  .src:
                                    Index() @402:61
                                      .value:
                                        Name(id='dq_s') @402:61
                                      .subs:
                                        Name(id='wg') @402:66
            If(orelse=()) @403:9
              .cond:
                Name(id='LAG') @403:12
              .body:
                Assign(targets=('og',)) @404:13
                  .value:
                    BinOp(op='%') @404:19
                      .lhs:
                        BinOp(op='+') @404:19
                          .lhs:
                            Name(id='wg') @404:19
                          .rhs:
                            Const(value=1) @404:24
                      .rhs:
                        Name(id='NWG') @404:29
                If(orelse=()) @405:13
                  .cond:
                    BinOp(op='>') @405:16
                      .lhs:
                        Name(id='steps') @405:16
                      .rhs:
                        Const(value=0) @405:24
                  .body:
                    Wait() @406:17
                      .target:
                        Index() @406:22
                          .value:
                            Name(id='ds_ready') @406:22
                          .subs:
                            Const(value=0) @406:31
                      .phase:
                        BinOp(op='%') @406:40
                          .lhs:
                            Name(id='last') @406:40
                          .rhs:
                            Const(value=2) @406:47
                    For(var='i') @407:17
                      .iter:
                        Call(kwargs=()) @407:26
                          .func:
                            Name(id='static_range') @407:26
                          .args:
                            Name(id='NCW') @407:39
                      .body:
                        Assign(targets=('c',)) @408:21
                          .value:
                            BinOp(op='+') @408:25
                              .lhs:
                                BinOp(op='*') @408:25
                                  .lhs:
                                    Name(id='wg') @408:25
                                  .rhs:
                                    Name(id='NCW') @408:30
                              .rhs:
                                Name(id='i') @408:36
                        If() @409:21
                          .cond:
                            Name(id='DQ_PAIR') @409:24
                          .body:
                            Assign(targets=('f0',)) @411:25
                              .value:
                                Call(kwargs=()) @411:30
                                  .func:
                                    Name(id='mma_async') @411:30
                                  .args:
                                    Index() @411:40
                                      .value:
                                        Name(id='ds_s') @411:40
                                      .subs:
                                        BinOp(op='+') @411:45
                                          .lhs:
                                            BinOp(op='*') @411:45
                                              .lhs:
                                                Name(id='last') @411:45
                                              .rhs:
                                                Name(id='NWG') @411:52
                                          .rhs:
                                            Name(id='wg') @411:58
                                    Index() @411:63
                                      .value:
                                        Name(id='kh_tile') @411:63
                                      .subs:
                                        BinOp(op='+') @411:71
                                          .lhs:
                                            BinOp(op='*') @411:71
                                              .lhs:
                                                Name(id='NC') @411:71
                                              .rhs:
                                                BinOp(op='+') @411:77
                                                  .lhs:
                                                    BinOp(op='*') @411:77
                                                      .lhs:
                                                        Name(id='ks') @411:77
                                                      .rhs:
                                                        Name(id='NWG') @411:82
                                                  .rhs:
                                                    Name(id='wg') @411:88
                                          .rhs:
                                            Name(id='c') @411:94
                            Assign(targets=('f1',)) @412:25
                              .value:
                                Call(kwargs=()) @412:30
                                  .func:
                                    Name(id='mma_async') @412:30
                                  .args:
                                    Index() @412:40
                                      .value:
                                        Name(id='ds_s') @412:40
                                      .subs:
                                        BinOp(op='+') @412:45
                                          .lhs:
                                            BinOp(op='*') @412:45
                                              .lhs:
                                                Name(id='last') @412:45
                                              .rhs:
                                                Name(id='NWG') @412:52
                                          .rhs:
                                            Name(id='og') @412:58
                                    Index() @412:63
                                      .value:
                                        Name(id='kh_tile') @412:63
                                      .subs:
                                        BinOp(op='+') @412:71
                                          .lhs:
                                            BinOp(op='*') @412:71
                                              .lhs:
                                                Name(id='NC') @412:71
                                              .rhs:
                                                BinOp(op='+') @412:77
                                                  .lhs:
                                                    BinOp(op='*') @412:77
                                                      .lhs:
                                                        Name(id='ks') @412:77
                                                      .rhs:
                                                        Name(id='NWG') @412:82
                                                  .rhs:
                                                    Name(id='og') @412:88
                                          .rhs:
                                            Name(id='c') @412:94
                                    Name(id='f0') @412:98
                            Assign(targets=('dq_c',)) @413:25
                              .value:
                                Call(kwargs=()) @413:32
                                  .func:
                                    Name(id='mma_wait') @413:32
                                  .args:
                                    Name(id='f1') @413:41
                          .orelse:
                            Assign(targets=('dq_c',)) @415:25
                              .value:
                                Call(kwargs=()) @415:32
                                  .func:
                                    Name(id='zeros') @415:32
                                  .args:
                                    ListLit() @415:38
                                      .elts:
                                        Name(id='BLOCK_M') @415:39
                                        Name(id='DQ_COLS') @415:48
                                    Name(id='f32') @415:58
                            For(var='g') @416:25
                              .iter:
                                Call(kwargs=()) @416:34
                                  .func:
                                    Name(id='static_range') @416:34
                                  .args:
                                    Name(id='NWG') @416:47
                              .body:
                                Assign(targets=('gg',)) @417:29
                                  .value:
                                    BinOp(op='%') @417:35
                                      .lhs:
                                        BinOp(op='+') @417:35
                                          .lhs:
                                            Name(id='wg') @417:35
                                          .rhs:
                                            Name(id='g') @417:40
                                      .rhs:
                                        Name(id='NWG') @417:45
                                Assign(targets=('dq_c',)) @418:29
                                  .value:
                                    Call(kwargs=()) @418:36
                                      .func:
                                        Name(id='mma_wait') @418:36
                                      .args:
                                        Call(kwargs=()) @418:45
                                          .func:
                                            Name(id='mma_async') @418:45
                                          .args:
                                            Index() @418:55
                                              .value:
                                                Name(id='ds_s') @418:55
                                              .subs:
                                                BinOp(op='+') @418:60
                                                  .lhs:
                                                    BinOp(op='*') @418:60
                                                      .lhs:
                                                        Name(id='last') @418:60
                                                      .rhs:
                                                        Name(id='NWG') @418:67
                                                  .rhs:
                                                    Name(id='gg') @418:73
                                            Index() @418:78
                                              .value:
                                                Name(id='kh_tile') @418:78
                                              .subs:
                                                BinOp(op='+') @418:86
                                                  .lhs:
                                                    BinOp(op='*') @418:86
                                                      .lhs:
                                                        Name(id='NC') @418:86
                                                      .rhs:
                                                        BinOp(op='+') @418:92
                                                          .lhs:
                                                            BinOp(op='*') @418:92
                                                              .lhs:
                                                                Name(id='ks') @418:92
                                                              .rhs:
                                                                Name(id='NWG') @418:97
                                                          .rhs:
                                                            Name(id='gg') @418:103
                                                  .rhs:
                                                    Name(id='c') @418:109
                                            Name(id='dq_c') @418:113
                        Wait() @419:21
                          .target:
                            Index() @419:26
                              .value:
                                Name(id='dq_empty') @419:26
                              .subs:
                                Name(id='i') @419:35
                          .phase:
                            BinOp(op='-') @419:44
                              .lhs:
                                Const(value=1) @419:44
                              .rhs:
                                BinOp(op='%') @419:48
                                  .lhs:
                                    Name(id='last') @419:48
                                  .rhs:
                                    Const(value=2) @419:55
                        ExprStmt() @420:21
                          .value:
                            Call(kwargs=()) @420:21
                              .func:
                                Name(id='store_smem') @420:21
                              .args:
                                Index() @420:32
                                  .value:
                                    Name(id='dq_s') @420:32
                                  .subs:
                                    BinOp(op='+') @420:37
                                      .lhs:
                                        BinOp(op='*') @420:37
                                          .lhs:
                                            Name(id='i') @420:37
                                          .rhs:
                                            Name(id='NWG') @420:41
                                      .rhs:
                                        Name(id='wg') @420:47
                                Name(id='dq_c') @420:52
                        Fence() @421:21
                        Arrive(count=None) @422:21
                          .target:
                            Index() @422:28
                              .value:
                                Name(id='dq_full') @422:28
                              .subs:
                                Name(id='i') @422:36
            Arrive(count=None) @423:9
              .target:
                Index() @423:16
                  .value:
                    Name(id='kv_free') @423:16
                  .subs:
                    Name(id='ks') @423:24
            Assign(targets=('k_scale',)) @424:9
              .value:
                Name(id='sm_scale') @424:19
            Assign(targets=('v_scale',)) @425:9
              .value:
                Const(value=1.0) @425:19
            If(orelse=()) @426:9
              .cond:
                BinOp(op='==') @426:12
                  .lhs:
                    Name(id='ACT') @426:12
                  .rhs:
                    Const(value='silu') @426:19
              .body:
                Assign(targets=('k_scale',)) @427:13
                  .value:
                    BinOp(op='*') @427:23
                      .lhs:
                        Name(id='sm_scale') @427:23
                      .rhs:
                        Name(id='out_scale') @427:34
                Assign(targets=('v_scale',)) @428:13
                  .value:
                    Name(id='out_scale') @428:23
            Assign(targets=('live',)) @429:9
              .value:
                BinOp(op='<') @429:16
                  .lhs:
                    Name(id='krows') @429:16
                  .rhs:
                    Name(id='len_k') @429:24
            Store() @430:9
              .target:
                Index() @430:9
                  .value:
                    Name(id='dk') @430:9
                  .subs:
                    Name(id='seq') @430:12
              .subs:
                Index() @430:17
                  .value:
                    Name(id='krows') @430:17
                  .subs:
                    FullSlice() @430:23
                    Const(value=None) @430:26
                Name(id='kvh') @430:33
                Index() @430:38
                  .value:
                    Name(id='dcols') @430:38
                  .subs:
                    Const(value=None) @430:44
                    FullSlice() @430:50
              .value:
                Call(kwargs=()) @430:56
                  .func:
                    Name(id='cast') @430:56
                  .args:
                    BinOp(op='*') @430:61
                      .lhs:
                        Name(id='acc_k') @430:61
                      .rhs:
                        Name(id='k_scale') @430:69
                    Name(id='DT') @430:78
              .mask:
                Index() @430:88
                  .value:
                    Name(id='live') @430:88
                  .subs:
                    FullSlice() @430:93
                    Const(value=None) @430:96
            Store() @431:9
              .target:
                Index() @431:9
                  .value:
                    Name(id='dv') @431:9
                  .subs:
                    Name(id='seq') @431:12
              .subs:
                Index() @431:17
                  .value:
                    Name(id='krows') @431:17
                  .subs:
                    FullSlice() @431:23
                    Const(value=None) @431:26
                Name(id='kvh') @431:33
                Index() @431:38
                  .value:
                    Name(id='dcols') @431:38
                  .subs:
                    Const(value=None) @431:44
                    FullSlice() @431:50
              .value:
                Call(kwargs=()) @431:56
                  .func:
                    Name(id='cast') @431:56
                  .args:
                    BinOp(op='*') @431:61
                      .lhs:
                        Name(id='acc_v') @431:61
                      .rhs:
                        Name(id='v_scale') @431:69
                    Name(id='DT') @431:78
              .mask:
                Index() @431:88
                  .value:
                    Name(id='live') @431:88
                  .subs:
                    FullSlice() @431:93
                    Const(value=None) @431:96
        Require(message='query heads per KV head x query blocks below 2**31') @433:5
          .cond:
            BoolOp(op='and') @433:13
              .values:
                BinOp(op='>') @433:13
                  .lhs:
                    Name(id='HKV') @433:13
                  .rhs:
                    Const(value=0) @433:19
                BinOp(op='<=') @433:25
                  .lhs:
                    BinOp(op='*') @433:25
                      .lhs:
                        BinOp(op='//') @433:25
                          .lhs:
                            Name(id='H') @433:25
                          .rhs:
                            Name(id='HKV') @433:30
                      .rhs:
                        Call(kwargs=()) @433:36
                          .func:
                            Name(id='cdiv') @433:36
                          .args:
                            Name(id='Tq') @433:41
                            Name(id='BLOCK_M') @433:45
                  .rhs:
                    Const(value=2147483647) @433:57