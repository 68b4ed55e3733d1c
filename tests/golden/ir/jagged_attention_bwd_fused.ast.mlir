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
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @26:43
          .dtype:
            Name(id='f32') @26:51
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @26:63
          .dtype:
            Name(id='f32') @26:72
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
        Assign(targets=('q0',)) @84:5
          .value:
            Attr(name='start') @84:10
              .value:
                Index() @84:10
                  .value:
                    Name(id='q') @84:10
                  .subs:
                    Name(id='seq') @84:12
        Assign(targets=('n',)) @86:5
          .value:
            Name(id='nt') @86:9
        If(orelse=()) @87:5
          .cond:
            Name(id='CAUSAL') @87:8
          .body:
            Assign(targets=('n',)) @88:9
              .value:
                BinOp(op='-') @88:13
                  .lhs:
                    BinOp(op='-') @88:13
                      .lhs:
                        Call(kwargs=()) @88:13
                          .func:
                            Name(id='cdiv') @88:13
                          .args:
                            Name(id='len_k') @88:18
                            Name(id='BLOCK_N') @88:25
                      .rhs:
                        Const(value=1) @88:36
                  .rhs:
                    Name(id='nt') @88:40
        Assign(targets=('group',)) @89:5
          .value:
            BinOp(op='//') @89:13
              .lhs:
                Name(id='H') @89:13
              .rhs:
                Name(id='HKV') @89:18
        Assign(targets=('m_lo',)) @91:5
          .value:
            Const(value=0) @91:12
        If(orelse=()) @92:5
          .cond:
            Name(id='CAUSAL') @92:8
          .body:
            Assign(targets=('m_lo',)) @93:9
              .value:
                BinOp(op='//') @93:16
                  .lhs:
                    Call(kwargs=()) @93:16
                      .func:
                        Name(id='maximum') @93:16
                      .args:
                        BinOp(op='-') @93:24
                          .lhs:
                            BinOp(op='*') @93:24
                              .lhs:
                                Name(id='n') @93:24
                              .rhs:
                                Name(id='BLOCK_N') @93:28
                          .rhs:
                            BinOp(op='-') @93:39
                              .lhs:
                                Name(id='len_k') @93:39
                              .rhs:
                                Name(id='len_q') @93:47
                        Const(value=0) @93:55
                  .rhs:
                    Name(id='BLOCK_M') @93:61
        Assign(targets=('n_m',)) @94:5
          .value:
            Call(kwargs=()) @94:11
              .func:
                Name(id='maximum') @94:11
              .args:
                BinOp(op='-') @94:19
                  .lhs:
                    Call(kwargs=()) @94:19
                      .func:
                        Name(id='cdiv') @94:19
                      .args:
                        Name(id='len_q') @94:24
                        Name(id='BLOCK_M') @94:31
                  .rhs:
                    Name(id='m_lo') @94:42
                Const(value=0) @94:48
        Assign(targets=('steps',)) @95:5
          .value:
            BinOp(op='*') @95:13
              .lhs:
                Name(id='group') @95:13
              .rhs:
                Name(id='n_m') @95:21
        Role(name='load', replica=None) @97:5
          .kwargs:
            (
              'warps'
              Const(value=1) @97:21
            )
            (
              'regs'
              Const(value=24) @97:29
            )
          .body:
            Assign(targets=('ks',)) @98:9
              .value:
                BinOp(op='%') @98:14
                  .lhs:
                    Name(id='tile_index') @98:14
                  .rhs:
                    Name(id='KV_BUF') @98:27
            Wait(phase=None) @99:9
              .target:
                Index() @99:14
                  .value:
                    Name(id='kv_free') @99:14
                  .subs:
                    Name(id='ks') @99:22
            Expect() @100:9
              .target:
                Index() @100:16
                  .value:
                    Name(id='kv_ready') @100:16
                  .subs:
                    Name(id='ks') @100:25
              .nbytes:
                BinOp(op='+') @100:30
                  .lhs:
                    BinOp(op='*') @100:30
                      .lhs:
                        BinOp(op='*') @100:30
                          .lhs:
                            Const(value=2) @100:30
                          .rhs:
                            Name(id='NWG') @100:34
                      .rhs:
                        Call(kwargs=()) @100:40
                          .func:
                            Name(id='bytes') @100:40
                          .args:
                            Name(id='k_tile') @100:46
                  .rhs:
                    BinOp(op='*') @100:56
                      .lhs:
                        BinOp(op='*') @100:56
                          .lhs:
                            Name(id='NC') @100:56
                          .rhs:
                            Name(id='NWG') @100:61
                      .rhs:
                        Call(kwargs=()) @100:67
                          .func:
                            Name(id='bytes') @100:67
                          .args:
                            Name(id='kh_tile') @100:73
            For(var='i') @101:9
              .iter:
                Call(kwargs=()) @101:18
                  .func:
                    Name(id='static_range') @101:18
                  .args:
                    Name(id='NWG') @101:31
              .body:
                Tma() @102:13
                  .dst:
                    Index() @102:17
                      .value:
                        Name(id='k_tile') @102:17
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
                        Name(id='k') @102:41
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
                Tma() @103:13
                  .dst:
                    Index() @103:17
                      .value:
                        Name(id='v_tile') @103:17
                      .subs:
                        BinOp(op='+') @103:24
                          .lhs:
                            BinOp(op='*') @103:24
                              .lhs:
                                Name(id='ks') @103:24
                              .rhs:
                                Name(id='NWG') @103:29
                          .rhs:
                            Name(id='i') @103:35
                  .src:
                    Index() @103:41
                      .value:
                        Name(id='v') @103:41
                      .subs:
                        Name(id='seq') @103:43
                        BinOp(op='+') @103:48
                          .lhs:
                            BinOp(op='*') @103:48
                              .lhs:
                                Name(id='NWG') @103:48
                              .rhs:
                                Name(id='n') @103:54
                          .rhs:
                            Name(id='i') @103:58
                        Name(id='kvh') @103:61
                  .signals:
                    Index() @103:74
                      .value:
                        Name(id='kv_ready') @103:74
                      .subs:
                        Name(id='ks') @103:83
                For(var='c') @104:13
                  .iter:
                    Call(kwargs=()) @104:22
                      .func:
                        Name(id='static_range') @104:22
                      .args:
                        Name(id='NC') @104:35
                  .body:
                    Tma() @105:17
                      .dst:
                        Index() @105:21
                          .value:
                            Name(id='kh_tile') @105:21
                          .subs:
                            BinOp(op='+') @105:29
                              .lhs:
                                BinOp(op='*') @105:29
                                  .lhs:
                                    Name(id='NC') @105:29
                                  .rhs:
                                    BinOp(op='+') @105:35
                                      .lhs:
                                        BinOp(op='*') @105:35
                                          .lhs:
                                            Name(id='ks') @105:35
                                          .rhs:
                                            Name(id='NWG') @105:40
                                      .rhs:
                                        Name(id='i') @105:46
                              .rhs:
                                Name(id='c') @105:51
                      .src:
                        Index() @105:57
                          .value:
                            Name(id='k') @105:57
                          .subs:
                            Name(id='seq') @105:59
                            BinOp(op='+') @105:64
                              .lhs:
                                BinOp(op='*') @105:64
                                  .lhs:
                                    Name(id='NWG') @105:64
                                  .rhs:
                                    Name(id='n') @105:70
                              .rhs:
                                Name(id='i') @105:74
                            Name(id='kvh') @105:77
                            Name(id='c') @105:82
                      .signals:
                        Index() @105:93
                          .value:
                            Name(id='kv_ready') @105:93
                          .subs:
                            Name(id='ks') @105:102
            Pipeline(var='j', slot='slot', ring='qd') @106:9
              .iter:
                Call(kwargs=()) @106:23
                  .func:
                    Name(id='range') @106:23
                  .args:
                    Name(id='steps') @106:29
              .stages:
                Name(id='STAGES') @106:49
              .body:
                Assign(targets=('head',)) @107:13
                  .value:
                    BinOp(op='+') @107:20
                      .lhs:
                        BinOp(op='*') @107:20
                          .lhs:
                            Name(id='kvh') @107:20
                          .rhs:
                            Name(id='group') @107:26
                      .rhs:
                        BinOp(op='//') @107:34
                          .lhs:
                            Name(id='j') @107:34
                          .rhs:
                            Name(id='n_m') @107:39
                Assign(targets=('mb',)) @108:13
                  .value:
                    BinOp(op='+') @108:18
                      .lhs:
                        Name(id='m_lo') @108:18
                      .rhs:
                        BinOp(op='%') @108:25
                          .lhs:
                            Name(id='j') @108:25
                          .rhs:
                            Name(id='n_m') @108:29
                Wait(phase=None) @109:13
                  .target:
                    Index() @109:18
                      .value:
                        Name(id='qd_free') @109:18
                      .subs:
                        Name(id='slot') @109:26
                Expect() @110:13
                  .target:
                    Index() @110:20
                      .value:
                        Name(id='qd_ready') @110:20
                      .subs:
                        Name(id='slot') @110:29
                  .nbytes:
                    BinOp(op='+') @110:36
                      .lhs:
                        Call(kwargs=()) @110:36
                          .func:
                            Name(id='bytes') @110:36
                          .args:
                            Name(id='q_ring') @110:42
                      .rhs:
                        Call(kwargs=()) @110:52
                          .func:
                            Name(id='bytes') @110:52
                          .args:
                            Name(id='do_ring') @110:58
                Tma() @111:13
                  .dst:
                    Index() @111:17
                      .value:
                        Name(id='q_ring') @111:17
                      .subs:
                        Name(id='slot') @111:24
                  .src:
                    Index() @111:33
                      .value:
                        Name(id='q') @111:33
                      .subs:
                        Name(id='seq') @111:35
                        Name(id='mb') @111:40
                        Name(id='head') @111:44
                  .signals:
                    Index() @111:58
                      .value:
                        Name(id='qd_ready') @111:58
                      .subs:
                        Name(id='slot') @111:67
                Tma() @112:13
                  .dst:
                    Index() @112:17
                      .value:
                        Name(id='do_ring') @112:17
                      .subs:
                        Name(id='slot') @112:25
                  .src:
                    Index() @112:34
                      .value:
                        Name(id='d_o') @112:34
                      .subs:
                        Name(id='seq') @112:38
                        Name(id='mb') @112:43
                        Name(id='head') @112:47
                  .signals:
                    Index() @112:61
                      .value:
                        Name(id='qd_ready') @112:61
                      .subs:
                        Name(id='slot') @112:70
        If(orelse=()) @114:5
          .cond:
            Name(id='WRITER') @114:8
          .body:
            Assign(targets=('NCW',)) @117:9
              .value:
                BinOp(op='//') @117:15
                  .lhs:
                    Name(id='NC') @117:15
                  .rhs:
                    Name(id='NWG') @117:21
            Role(name='dq_writer', replica=None) @118:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @118:30
                )
                (
                  'regs'
                  Const(value=24) @118:38
                )
              .body:
                Pipeline(var='j', slot='ws', ring='qd') @119:13
                  .iter:
                    Call(kwargs=()) @119:27
                      .func:
                        Name(id='range') @119:27
                      .args:
                        Name(id='steps') @119:33
                  .stages:
                    Name(id='STAGES') @119:53
                  .body:
                    Assign(targets=('head',)) @120:17
                      .value:
                        BinOp(op='+') @120:24
                          .lhs:
                            BinOp(op='*') @120:24
                              .lhs:
                                Name(id='kvh') @120:24
                              .rhs:
                                Name(id='group') @120:30
                          .rhs:
                            BinOp(op='//') @120:38
                              .lhs:
                                Name(id='j') @120:38
                              .rhs:
                                Name(id='n_m') @120:43
                    Assign(targets=('mb',)) @121:17
                      .value:
                        BinOp(op='+') @121:22
                          .lhs:
                            Name(id='m_lo') @121:22
                          .rhs:
                            BinOp(op='%') @121:29
                              .lhs:
                                Name(id='j') @121:29
                              .rhs:
                                Name(id='n_m') @121:33
                    For(var='i') @122:17
                      .iter:
                        Call(kwargs=()) @122:26
                          .func:
                            Name(id='static_range') @122:26
                          .args:
                            Name(id='NCW') @122:39
                      .body:
                        Wait(phase=None) @123:21
                          .target:
                            Index() @123:26
                              .value:
                                Name(id='dq_full') @123:26
                              .subs:
                                Name(id='i') @123:34
                        For(var='w') @124:21
                          .iter:
                            Call(kwargs=()) @124:30
                              .func:
                                Name(id='static_range') @124:30
                              .args:
                                Name(id='NWG') @124:43
                          .body:
                            Tma(signals=None, reduce='add') @125:25
                              .dst:
                                Index() @125:29
                                  .value:
                                    Name(id='dq_acc') @125:29
                                  .subs:
                                    Name(id='seq') @125:36
                                    Name(id='mb') @125:41
                                    Name(id='head') @125:45
                                    BinOp(op='+') @125:51
                                      .lhs:
                                        BinOp(op='*') @125:51
                                          .lhs:
                                            Name(id='w') @125:51
                                          .rhs:
                                            Name(id='NCW') @125:55
                                      .rhs:
                                        Name(id='i') @125:61
                              .src:
                                Index() @125:67
                                  .value:
                                    Name(id='dq_s') @125:67
                                  .subs:
                                    BinOp(op='+') @125:72
                                      .lhs:
                                        BinOp(op='*') @125:72
                                          .lhs:
                                            Name(id='i') @125:72
                                          .rhs:
                                            Name(id='NWG') @125:76
                                      .rhs:
                                        Name(id='w') @125:82
                        Arrive(count=None) @126:21
                          .target:
                            Index() @126:28
                              .value:
                                Name(id='dq_empty') @126:28
                              .subs:
                                Name(id='i') @126:37
        Role(name='compute', replica='wg') @128:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @128:29
            )
            (
              'regs'
              Name(id='REGS') @128:39
            )
          .body:
            Assign(targets=('qk_scale',)) @129:9
              .value:
                BinOp(op='*') @129:20
                  .lhs:
                    Name(id='sm_scale') @129:20
                  .rhs:
                    Name(id='LOG2E') @129:31
            Assign(targets=('krow0',)) @130:9
              .value:
                BinOp(op='+') @130:17
                  .lhs:
                    BinOp(op='*') @130:17
                      .lhs:
                        Name(id='n') @130:17
                      .rhs:
                        Name(id='BLOCK_N') @130:21
                  .rhs:
                    BinOp(op='*') @130:31
                      .lhs:
                        Name(id='wg') @130:31
                      .rhs:
                        Name(id='WG_N') @130:36
            Assign(targets=('krows',)) @131:9
              .value:
                BinOp(op='+') @131:17
                  .lhs:
                    Name(id='krow0') @131:17
                  .rhs:
                    Call(kwargs=()) @131:25
                      .func:
                        Name(id='arange') @131:25
                      .args:
                        Name(id='WG_N') @131:32
            Assign(targets=('qcols',)) @132:9
              .value:
                Call(kwargs=()) @132:17
                  .func:
                    Name(id='arange') @132:17
                  .args:
                    Name(id='BLOCK_M') @132:24
            Assign(targets=('dcols',)) @133:9
              .value:
                Call(kwargs=()) @133:17
                  .func:
                    Name(id='arange') @133:17
                  .args:
                    Name(id='D') @133:24
            Assign(targets=('ks',)) @134:9
              .value:
                BinOp(op='%') @134:14
                  .lhs:
                    Name(id='tile_index') @134:14
                  .rhs:
                    Name(id='KV_BUF') @134:27
            Assign(targets=('mine',)) @135:9
              .value:
                BinOp(op='+') @135:16
                  .lhs:
                    BinOp(op='*') @135:16
                      .lhs:
                        Name(id='ks') @135:16
                      .rhs:
                        Name(id='NWG') @135:21
                  .rhs:
                    Name(id='wg') @135:27
            Assign(targets=('acc_k',)) @136:9
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
            Assign(targets=('acc_v',)) @137:9
              .value:
                Call(kwargs=()) @137:17
                  .func:
                    Name(id='zeros') @137:17
                  .args:
                    ListLit() @137:23
                      .elts:
                        Name(id='WG_N') @137:24
                        Name(id='D') @137:30
                    Name(id='f32') @137:34
            Wait(phase=None) @138:9
              .target:
                Index() @138:14
                  .value:
                    Name(id='kv_ready') @138:14
                  .subs:
                    Name(id='ks') @138:23
            Assign(targets=('PARTS',)) @143:9
              .value:
                Const(value=1) @143:17
            If(orelse=()) @144:9
              .cond:
                Name(id='LAG') @144:12
              .body:
                Assign(targets=('PARTS',)) @145:13
                  .value:
                    Const(value=2) @145:21
                Assign(targets=('last',)) @146:13
                  .value:
                    Const(value=0) @146:20
            For(var='part') @147:9
              .iter:
                Call(kwargs=()) @147:21
                  .func:
                    Name(id='static_range') @147:21
                  .args:
                    Name(id='PARTS') @147:34
              .body:
                Assign(targets=('lo',)) @148:13
                  .value:
                    Name(id='part') @148:18
                Assign(targets=('hi',)) @149:13
                  .value:
                    Name(id='steps') @149:18
                If(orelse=()) @150:13
                  .cond:
                    BoolOp(op='and') @150:16
                      .values:
                        Name(id='LAG') @150:16
                        BinOp(op='==') @150:24
                          .lhs:
                            Name(id='part') @150:24
                          .rhs:
                            Const(value=0) @150:32
                  .body:
                    Assign(targets=('hi',)) @151:17
                      .value:
                        Call(kwargs=()) @151:22
                          .func:
                            Name(id='minimum') @151:22
                          .args:
                            Name(id='steps') @151:30
                            Const(value=1) @151:37
                Pipeline(var='j', slot='slot', ring='qd') @152:13
                  .iter:
                    Call(kwargs=()) @152:27
                      .func:
                        Name(id='range') @152:27
                      .args:
                        Name(id='lo') @152:33
                        Name(id='hi') @152:37
                  .stages:
                    Name(id='STAGES') @152:54
                  .body:
                    Assign(targets=('head',)) @153:17
                      .value:
                        BinOp(op='+') @153:24
                          .lhs:
                            BinOp(op='*') @153:24
                              .lhs:
                                Name(id='kvh') @153:24
                              .rhs:
                                Name(id='group') @153:30
                          .rhs:
                            BinOp(op='//') @153:38
                              .lhs:
                                Name(id='j') @153:38
                              .rhs:
                                Name(id='n_m') @153:43
                    Assign(targets=('mb',)) @154:17
                      .value:
                        BinOp(op='+') @154:22
                          .lhs:
                            Name(id='m_lo') @154:22
                          .rhs:
                            BinOp(op='%') @154:29
                              .lhs:
                                Name(id='j') @154:29
                              .rhs:
                                Name(id='n_m') @154:33
                    Assign(targets=('qpos',)) @155:17
                      .value:
                        BinOp(op='+') @155:24
                          .lhs:
                            BinOp(op='*') @155:24
                              .lhs:
                                Name(id='mb') @155:24
                              .rhs:
                                Name(id='BLOCK_M') @155:29
                          .rhs:
                            Name(id='qcols') @155:39
                    Assign(targets=('lse2',)) @156:17
                      .value:
                        Call(kwargs=()) @156:24
                          .func:
                            Name(id='zeros') @156:24
                          .args:
                            ListLit() @156:30
                              .elts:
                                Name(id='BLOCK_M') @156:31
                            Name(id='f32') @156:41
                    Assign(targets=('dlt',)) @157:17
                      .value:
                        Call(kwargs=()) @157:23
                          .func:
                            Name(id='zeros') @157:23
                          .args:
                            ListLit() @157:29
                              .elts:
                                Name(id='BLOCK_M') @157:30
                            Name(id='f32') @157:40
                    If(orelse=()) @158:17
                      .cond:
                        BinOp(op='==') @158:20
                          .lhs:
                            Name(id='ACT') @158:20
                          .rhs:
                            Const(value='softmax') @158:27
                      .body:
                        Assign(targets=('qi',)) @162:21
                          .value:
                            BinOp(op='+') @162:26
                              .lhs:
                                Name(id='q0') @162:26
                              .rhs:
                                Call(kwargs=()) @162:31
                                  .func:
                                    Name(id='maximum') @162:31
                                  .args:
                                    Call(kwargs=()) @162:39
                                      .func:
                                        Name(id='minimum') @162:39
                                      .args:
                                        Name(id='qpos') @162:47
                                        BinOp(op='-') @162:53
                                          .lhs:
                                            Name(id='len_q') @162:53
                                          .rhs:
                                            Const(value=1) @162:61
                                    Const(value=0) @162:65
                        Assign(targets=('lse2',)) @163:21
                          .value:
                            Index() @163:28
                              .value:
                                Name(id='lse2_t') @163:28
                              .subs:
                                Name(id='head') @163:35
                                Name(id='qi') @163:41
                        Assign(targets=('dlt',)) @164:21
                          .value:
                            Index() @164:27
                              .value:
                                Name(id='delta_t') @164:27
                              .subs:
                                Name(id='head') @164:35
                                Name(id='qi') @164:41
                    Assign(targets=('edge',)) @167:17
                      .value:
                        BoolOp(op='or') @167:24
                          .values:
                            BinOp(op='>') @167:24
                              .lhs:
                                BinOp(op='*') @167:25
                                  .lhs:
                                    BinOp(op='+') @167:25
                                      .lhs:
                                        Name(id='mb') @167:25
                                      .rhs:
                                        Const(value=1) @167:30
                                  .rhs:
                                    Name(id='BLOCK_M') @167:35
                              .rhs:
                                Name(id='len_q') @167:45
                            BinOp(op='>') @167:54
                              .lhs:
                                BinOp(op='+') @167:54
                                  .lhs:
                                    Name(id='krow0') @167:54
                                  .rhs:
                                    Name(id='WG_N') @167:62
                              .rhs:
                                Name(id='len_k') @167:69
                    If(orelse=()) @168:17
                      .cond:
                        Name(id='CAUSAL') @168:20
                      .body:
                        Assign(targets=('edge',)) @169:21
                          .value:
                            BoolOp(op='or') @169:28
                              .values:
                                Name(id='edge') @169:28
                                BinOp(op='>') @169:36
                                  .lhs:
                                    BinOp(op='-') @169:36
                                      .lhs:
                                        BinOp(op='+') @169:36
                                          .lhs:
                                            Name(id='krow0') @169:36
                                          .rhs:
                                            Name(id='WG_N') @169:44
                                      .rhs:
                                        Const(value=1) @169:51
                                  .rhs:
                                    BinOp(op='+') @169:55
                                      .lhs:
                                        BinOp(op='*') @169:55
                                          .lhs:
                                            Name(id='mb') @169:55
                                          .rhs:
                                            Name(id='BLOCK_M') @169:60
                                      .rhs:
                                        BinOp(op='-') @169:71
                                          .lhs:
                                            Name(id='len_k') @169:71
                                          .rhs:
                                            Name(id='len_q') @169:79
                    Wait(phase=None) @170:17
                      .target:
                        Index() @170:22
                          .value:
                            Name(id='qd_ready') @170:22
                          .subs:
                            Name(id='slot') @170:31
                    If() @171:17
                      .cond:
                        Name(id='SMEM_P') @171:20
                      .body:
                        Assign(targets=('own',)) @175:21
                          .value:
                            Name(id='wg') @175:27
                        Assign(targets=('og',)) @176:21
                          .value:
                            BinOp(op='%') @176:27
                              .lhs:
                                BinOp(op='+') @176:27
                                  .lhs:
                                    Name(id='wg') @176:27
                                  .rhs:
                                    Const(value=1) @176:32
                              .rhs:
                                Name(id='NWG') @176:37
                        If(orelse=()) @177:21
                          .cond:
                            Name(id='WRITER') @177:24
                          .body:
                            Assign(targets=('own',)) @178:25
                              .value:
                                BinOp(op='+') @178:31
                                  .lhs:
                                    BinOp(op='*') @178:31
                                      .lhs:
                                        Name(id='slot') @178:31
                                      .rhs:
                                        Name(id='NWG') @178:38
                                  .rhs:
                                    Name(id='wg') @178:44
                        If(orelse=()) @179:21
                          .cond:
                            BoolOp(op='and') @179:24
                              .values:
                                Name(id='LAG') @179:24
                                BinOp(op='==') @179:32
                                  .lhs:
                                    Name(id='part') @179:32
                                  .rhs:
                                    Const(value=1) @179:40
                          .body:
                            Wait() @181:25
                              .target:
                                Index() @181:30
                                  .value:
                                    Name(id='ds_ready') @181:30
                                  .subs:
                                    Const(value=0) @181:39
                              .phase:
                                BinOp(op='%') @181:48
                                  .lhs:
                                    Name(id='last') @181:48
                                  .rhs:
                                    Const(value=2) @181:55
                            For(var='i') @182:25
                              .iter:
                                Call(kwargs=()) @182:34
                                  .func:
                                    Name(id='static_range') @182:34
                                  .args:
                                    Name(id='NCW') @182:47
                              .body:
                                Assign(targets=('c',)) @183:29
                                  .value:
                                    BinOp(op='+') @183:33
                                      .lhs:
                                        BinOp(op='*') @183:33
                                          .lhs:
                                            Name(id='wg') @183:33
                                          .rhs:
                                            Name(id='NCW') @183:38
                                      .rhs:
                                        Name(id='i') @183:44
                                If() @184:29
                                  .cond:
                                    Name(id='DQ_PAIR') @184:32
                                  .body:
                                    Assign(targets=('f0',)) @186:33
                                      .value:
                                        Call(kwargs=()) @186:38
                                          .func:
                                            Name(id='mma_async') @186:38
                                          .args:
                                            Index() @186:48
                                              .value:
                                                Name(id='ds_s') @186:48
                                              .subs:
                                                BinOp(op='+') @186:53
                                                  .lhs:
                                                    BinOp(op='*') @186:53
                                                      .lhs:
                                                        Name(id='last') @186:53
                                                      .rhs:
                                                        Name(id='NWG') @186:60
                                                  .rhs:
                                                    Name(id='wg') @186:66
                                            Index() @186:71
                                              .value:
                                                Name(id='kh_tile') @186:71
                                              .subs:
                                                BinOp(op='+') @186:79
                                                  .lhs:
                                                    BinOp(op='*') @186:79
                                                      .lhs:
                                                        Name(id='NC') @186:79
                                                      .rhs:
                                                        BinOp(op='+') @186:85
                                                          .lhs:
                                                            BinOp(op='*') @186:85
                                                              .lhs:
                                                                Name(id='ks') @186:85
                                                              .rhs:
                                                                Name(id='NWG') @186:90
                                                          .rhs:
                                                            Name(id='wg') @186:96
                                                  .rhs:
                                                    Name(id='c') @186:102
                                    Assign(targets=('f1',)) @187:33
                                      .value:
                                        Call(kwargs=()) @187:38
                                          .func:
                                            Name(id='mma_async') @187:38
                                          .args:
                                            Index() @187:48
                                              .value:
                                                Name(id='ds_s') @187:48
                                              .subs:
                                                BinOp(op='+') @187:53
                                                  .lhs:
                                                    BinOp(op='*') @187:53
                                                      .lhs:
                                                        Name(id='last') @187:53
                                                      .rhs:
                                                        Name(id='NWG') @187:60
                                                  .rhs:
                                                    Name(id='og') @187:66
                                            Index() @187:71
                                              .value:
                                                Name(id='kh_tile') @187:71
                                              .subs:
                                                BinOp(op='+') @187:79
                                                  .lhs:
                                                    BinOp(op='*') @187:79
                                                      .lhs:
                                                        Name(id='NC') @187:79
                                                      .rhs:
                                                        BinOp(op='+') @187:85
                                                          .lhs:
                                                            BinOp(op='*') @187:85
                                                              .lhs:
                                                                Name(id='ks') @187:85
                                                              .rhs:
                                                                Name(id='NWG') @187:90
                                                          .rhs:
                                                            Name(id='og') @187:96
                                                  .rhs:
                                                    Name(id='c') @187:102
                                            Name(id='f0') @187:106
                                    Assign(targets=('dq_c',)) @188:33
                                      .value:
                                        Call(kwargs=()) @188:40
                                          .func:
                                            Name(id='mma_wait') @188:40
                                          .args:
                                            Name(id='f1') @188:49
                                  .orelse:
                                    Assign(targets=('dq_c',)) @190:33
                                      .value:
                                        Call(kwargs=()) @190:40
                                          .func:
                                            Name(id='zeros') @190:40
                                          .args:
                                            ListLit() @190:46
                                              .elts:
                                                Name(id='BLOCK_M') @190:47
                                                Name(id='DQ_COLS') @190:56
                                            Name(id='f32') @190:66
                                    For(var='g') @191:33
                                      .iter:
                                        Call(kwargs=()) @191:42
                                          .func:
                                            Name(id='static_range') @191:42
                                          .args:
                                            Name(id='NWG') @191:55
                                      .body:
                                        Assign(targets=('gg',)) @192:37
                                          .value:
                                            BinOp(op='%') @192:43
                                              .lhs:
                                                BinOp(op='+') @192:43
                                                  .lhs:
                                                    Name(id='wg') @192:43
                                                  .rhs:
                                                    Name(id='g') @192:48
                                              .rhs:
                                                Name(id='NWG') @192:53
                                        Assign(targets=('dq_c',)) @193:37
                                          .value:
                                            Call(kwargs=()) @193:44
                                              .func:
                                                Name(id='mma_wait') @193:44
                                              .args:
                                                Call(kwargs=()) @193:53
                                                  .func:
                                                    Name(id='mma_async') @193:53
                                                  .args:
                                                    Index() @193:63
                                                      .value:
                                                        Name(id='ds_s') @193:63
                                                      .subs:
                                                        BinOp(op='+') @193:68
                                                          .lhs:
                                                            BinOp(op='*') @193:68
                                                              .lhs:
                                                                Name(id='last') @193:68
                                                              .rhs:
                                                                Name(id='NWG') @193:75
                                                          .rhs:
                                                            Name(id='gg') @193:81
                                                    Index() @193:86
                                                      .value:
                                                        Name(id='kh_tile') @193:86
                                                      .subs:
                                                        BinOp(op='+') @193:94
                                                          .lhs:
                                                            BinOp(op='*') @193:94
                                                              .lhs:
                                                                Name(id='NC') @193:94
                                                              .rhs:
                                                                BinOp(op='+') @193:100
                                                                  .lhs:
                                                                    BinOp(op='*') @193:100
                                                                      .lhs:
                                                                        Name(id='ks') @193:100
                                                                      .rhs:
                                                                        Name(id='NWG') @193:105
                                                                  .rhs:
                                                                    Name(id='gg') @193:111
                                                          .rhs:
                                                            Name(id='c') @193:117
                                                    Name(id='dq_c') @193:121
                                Wait() @194:29
                                  .target:
                                    Index() @194:34
                                      .value:
                                        Name(id='dq_empty') @194:34
                                      .subs:
                                        Name(id='i') @194:43
                                  .phase:
                                    BinOp(op='-') @194:52
                                      .lhs:
                                        Const(value=1) @194:52
                                      .rhs:
                                        BinOp(op='%') @194:56
                                          .lhs:
                                            Name(id='last') @194:56
                                          .rhs:
                                            Const(value=2) @194:63
                                ExprStmt() @195:29
                                  .value:
                                    Call(kwargs=()) @195:29
                                      .func:
                                        Name(id='store_smem') @195:29
                                      .args:
                                        Index() @195:40
                                          .value:
                                            Name(id='dq_s') @195:40
                                          .subs:
                                            BinOp(op='+') @195:45
                                              .lhs:
                                                BinOp(op='*') @195:45
                                                  .lhs:
                                                    Name(id='i') @195:45
                                                  .rhs:
                                                    Name(id='NWG') @195:49
                                              .rhs:
                                                Name(id='wg') @195:55
                                        Name(id='dq_c') @195:60
                                Fence() @196:29
                                Arrive(count=None) @197:29
                                  .target:
                                    Index() @197:36
                                      .value:
                                        Name(id='dq_full') @197:36
                                      .subs:
                                        Name(id='i') @197:44
                        Assign(targets=('s_f',)) @198:21
                          .value:
                            Call(kwargs=()) @198:27
                              .func:
                                Name(id='mma_async') @198:27
                              .args:
                                Index() @198:37
                                  .value:
                                    Name(id='q_ring') @198:37
                                  .subs:
                                    Name(id='slot') @198:44
                                Attr(name='T') @198:51
                                  .value:
                                    Index() @198:51
                                      .value:
                                        Name(id='k_tile') @198:51
                                      .subs:
                                        Name(id='mine') @198:58
                        Assign(targets=('dp_f',)) @199:21
                          .value:
                            Call(kwargs=()) @199:28
                              .func:
                                Name(id='mma_async') @199:28
                              .args:
                                Index() @199:38
                                  .value:
                                    Name(id='do_ring') @199:38
                                  .subs:
                                    Name(id='slot') @199:46
                                Attr(name='T') @199:53
                                  .value:
                                    Index() @199:53
                                      .value:
                                        Name(id='v_tile') @199:53
                                      .subs:
                                        Name(id='mine') @199:60
                        Assign(targets=('s',)) @200:21
                          .value:
                            Call() @200:25
                              .func:
                                Name(id='mma_wait') @200:25
                              .args:
                                Name(id='s_f') @200:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @200:47
                                )
                        Assign(targets=('kpos',)) @202:21
                          .value:
                            BinOp(op='+') @202:28
                              .lhs:
                                Name(id='krow0') @202:28
                              .rhs:
                                Call(kwargs=()) @202:36
                                  .func:
                                    Name(id='arange') @202:36
                                  .args:
                                    Name(id='WG_N') @202:43
                        Assign(targets=('p', 'dact')) @203:21
                          .value:
                            Call(kwargs=()) @203:31
                              .func:
                                Name(id='probs') @203:31
                              .args:
                                Name(id='s') @203:37
                                Name(id='edge') @203:40
                                Index() @203:46
                                  .value:
                                    Name(id='qpos') @203:46
                                  .subs:
                                    FullSlice() @203:51
                                    Const(value=None) @203:54
                                Index() @203:61
                                  .value:
                                    Name(id='kpos') @203:61
                                  .subs:
                                    Const(value=None) @203:66
                                    FullSlice() @203:72
                                Name(id='len_q') @203:76
                                Name(id='len_k') @203:83
                                Index() @203:90
                                  .value:
                                    Name(id='lse2') @203:90
                                  .subs:
                                    FullSlice() @203:95
                                    Const(value=None) @203:98
                                Name(id='qk_scale') @203:105
                                Name(id='sm_scale') @204:37
                                Name(id='CAUSAL') @204:47
                                Name(id='ACT') @204:55
                        ExprStmt() @205:21
                          .value:
                            Call(kwargs=()) @205:21
                              .func:
                                Name(id='store_smem') @205:21
                              .args:
                                Index() @205:32
                                  .value:
                                    Name(id='ds_s') @205:32
                                  .subs:
                                    Name(id='own') @205:37
                                Call(kwargs=()) @205:43
                                  .func:
                                    Name(id='cast') @205:43
                                  .args:
                                    Name(id='p') @205:48
                                    Name(id='DT') @205:51
                        Fence() @206:21
                        Assign(targets=('dv_f',)) @207:21
                          .value:
                            Call(kwargs=()) @207:28
                              .func:
                                Name(id='mma_async') @207:28
                              .args:
                                Attr(name='T') @207:38
                                  .value:
                                    Index() @207:38
                                      .value:
                                        Name(id='ds_s') @207:38
                                      .subs:
                                        Name(id='own') @207:43
                                Index() @207:51
                                  .value:
                                    Name(id='do_ring') @207:51
                                  .subs:
                                    Name(id='slot') @207:59
                                Name(id='acc_v') @207:66
                        Assign(targets=('dp',)) @208:21
                          .value:
                            Call() @208:26
                              .func:
                                Name(id='mma_wait') @208:26
                              .args:
                                Name(id='dp_f') @208:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @208:49
                                )
                        Assign(targets=('ds',)) @209:21
                          .value:
                            Call(kwargs=()) @209:26
                              .func:
                                Name(id='cast') @209:26
                              .args:
                                Call(kwargs=()) @209:31
                                  .func:
                                    Name(id='dscores') @209:31
                                  .args:
                                    Name(id='p') @209:39
                                    Name(id='dact') @209:42
                                    Name(id='dp') @209:48
                                    Index() @209:52
                                      .value:
                                        Name(id='dlt') @209:52
                                      .subs:
                                        FullSlice() @209:56
                                        Const(value=None) @209:59
                                    Name(id='ACT') @209:66
                                Name(id='DT') @209:72
                        Assign(targets=('acc_v',)) @210:21
                          .value:
                            Call(kwargs=()) @210:29
                              .func:
                                Name(id='mma_wait') @210:29
                              .args:
                                Name(id='dv_f') @210:38
                        ExprStmt() @211:21
                          .value:
                            Call(kwargs=()) @211:21
                              .func:
                                Name(id='store_smem') @211:21
                              .args:
                                Index() @211:32
                                  .value:
                                    Name(id='ds_s') @211:32
                                  .subs:
                                    Name(id='own') @211:37
                                Name(id='ds') @211:43
                        Fence() @212:21
                        If() @213:21
                          .cond:
                            Name(id='LAG') @213:24
                          .body:
                            Arrive(count=None) @216:25
                              .target:
                                Index() @216:32
                                  .value:
                                    Name(id='ds_ready') @216:32
                                  .subs:
                                    Const(value=0) @216:41
                            Assign(targets=('dk_f',)) @217:25
                              .value:
                                Call(kwargs=()) @217:32
                                  .func:
                                    Name(id='mma_async') @217:32
                                  .args:
                                    Attr(name='T') @217:42
                                      .value:
                                        Index() @217:42
                                          .value:
                                            Name(id='ds_s') @217:42
                                          .subs:
                                            Name(id='own') @217:47
                                    Index() @217:55
                                      .value:
                                        Name(id='q_ring') @217:55
                                      .subs:
                                        Name(id='slot') @217:62
                                    Name(id='acc_k') @217:69
                            Assign(targets=('acc_k',)) @218:25
                              .value:
                                Call(kwargs=()) @218:33
                                  .func:
                                    Name(id='mma_wait') @218:33
                                  .args:
                                    Name(id='dk_f') @218:42
                            Arrive(count=None) @219:25
                              .target:
                                Index() @219:32
                                  .value:
                                    Name(id='qd_free') @219:32
                                  .subs:
                                    Name(id='slot') @219:40
                            Assign(targets=('last',)) @220:25
                              .value:
                                Name(id='slot') @220:32
                          .orelse:
                            If() @221:21
                              .cond:
                                Name(id='WRITER') @221:26
                              .body:
                                Arrive(count=None) @222:25
                                  .target:
                                    Index() @222:32
                                      .value:
                                        Name(id='ds_ready') @222:32
                                      .subs:
                                        Name(id='slot') @222:41
                                Assign(targets=('dk_f',)) @223:25
                                  .value:
                                    Call(kwargs=()) @223:32
                                      .func:
                                        Name(id='mma_async') @223:32
                                      .args:
                                        Attr(name='T') @223:42
                                          .value:
                                            Index() @223:42
                                              .value:
                                                Name(id='ds_s') @223:42
                                              .subs:
                                                Name(id='own') @223:47
                                        Index() @223:55
                                          .value:
                                            Name(id='q_ring') @223:55
                                          .subs:
                                            Name(id='slot') @223:62
                                        Name(id='acc_k') @223:69
                                Wait(phase=None) @224:25
                                  .target:
                                    Index() @224:30
                                      .value:
                                        Name(id='ds_ready') @224:30
                                      .subs:
                                        Name(id='slot') @224:39
                                For(var='i') @225:25
                                  .iter:
                                    Call(kwargs=()) @225:34
                                      .func:
                                        Name(id='static_range') @225:34
                                      .args:
                                        Name(id='NCW') @225:47
                                  .body:
                                    Assign(targets=('c',)) @226:29
                                      .value:
                                        BinOp(op='+') @226:33
                                          .lhs:
                                            BinOp(op='*') @226:33
                                              .lhs:
                                                Name(id='wg') @226:33
                                              .rhs:
                                                Name(id='NCW') @226:38
                                          .rhs:
                                            Name(id='i') @226:44
                                    If() @227:29
                                      .cond:
                                        Name(id='DQ_PAIR') @227:32
                                      .body:
                                        Assign(targets=('f0',)) @230:33
                                          .value:
                                            Call(kwargs=()) @230:38
                                              .func:
                                                Name(id='mma_async') @230:38
                                              .args:
                                                Index() @230:48
                                                  .value:
                                                    Name(id='ds_s') @230:48
                                                  .subs:
                                                    Name(id='own') @230:53
                                                Index() @230:59
                                                  .value:
                                                    Name(id='kh_tile') @230:59
                                                  .subs:
                                                    BinOp(op='+') @230:67
                                                      .lhs:
                                                        BinOp(op='*') @230:67
                                                          .lhs:
                                                            Name(id='NC') @230:67
                                                          .rhs:
                                                            Name(id='mine') @230:72
                                                      .rhs:
                                                        Name(id='c') @230:79
                                        Assign(targets=('f1',)) @231:33
                                          .value:
                                            Call(kwargs=()) @231:38
                                              .func:
                                                Name(id='mma_async') @231:38
                                              .args:
                                                Index() @231:48
                                                  .value:
                                                    Name(id='ds_s') @231:48
                                                  .subs:
                                                    BinOp(op='+') @231:53
                                                      .lhs:
                                                        BinOp(op='*') @231:53
                                                          .lhs:
                                                            Name(id='slot') @231:53
                                                          .rhs:
                                                            Name(id='NWG') @231:60
                                                      .rhs:
                                                        Name(id='og') @231:66
                                                Index() @231:71
                                                  .value:
                                                    Name(id='kh_tile') @231:71
                                                  .subs:
                                                    BinOp(op='+') @231:79
                                                      .lhs:
                                                        BinOp(op='*') @231:79
                                                          .lhs:
                                                            Name(id='NC') @231:79
                                                          .rhs:
                                                            BinOp(op='+') @231:85
                                                              .lhs:
                                                                BinOp(op='*') @231:85
                                                                  .lhs:
                                                                    Name(id='ks') @231:85
                                                                  .rhs:
                                                                    Name(id='NWG') @231:90
                                                              .rhs:
                                                                Name(id='og') @231:96
                                                      .rhs:
                                                        Name(id='c') @231:102
                                                Name(id='f0') @231:106
                                        If(orelse=()) @232:33
                                          .cond:
                                            BinOp(op='==') @232:36
                                              .lhs:
                                                Name(id='i') @232:36
                                              .rhs:
                                                Const(value=0) @232:41
                                          .body:
                                            Assign(targets=('acc_k',)) @233:37
                                              .value:
                                                Call() @233:45
                                                  .func:
                                                    Name(id='mma_wait') @233:45
                                                  .args:
                                                    Name(id='dk_f') @233:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @233:68
                                                    )
                                            Arrive(count=None) @234:37
                                              .target:
                                                Index() @234:44
                                                  .value:
                                                    Name(id='qd_free') @234:44
                                                  .subs:
                                                    Name(id='slot') @234:52
                                        Assign(targets=('dq_c',)) @235:33
                                          .value:
                                            Call(kwargs=()) @235:40
                                              .func:
                                                Name(id='mma_wait') @235:40
                                              .args:
                                                Name(id='f1') @235:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @237:33
                                          .value:
                                            Call(kwargs=()) @237:40
                                              .func:
                                                Name(id='zeros') @237:40
                                              .args:
                                                ListLit() @237:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @237:47
                                                    Name(id='DQ_COLS') @237:56
                                                Name(id='f32') @237:66
                                        For(var='g') @238:33
                                          .iter:
                                            Call(kwargs=()) @238:42
                                              .func:
                                                Name(id='static_range') @238:42
                                              .args:
                                                Name(id='NWG') @238:55
                                          .body:
                                            Assign(targets=('gg',)) @239:37
                                              .value:
                                                BinOp(op='%') @239:43
                                                  .lhs:
                                                    BinOp(op='+') @239:43
                                                      .lhs:
                                                        Name(id='wg') @239:43
                                                      .rhs:
                                                        Name(id='g') @239:48
                                                  .rhs:
                                                    Name(id='NWG') @239:53
                                            Assign(targets=('dq_f',)) @240:37
                                              .value:
                                                Call(kwargs=()) @240:44
                                                  .func:
                                                    Name(id='mma_async') @240:44
                                                  .args:
                                                    Index() @240:54
                                                      .value:
                                                        Name(id='ds_s') @240:54
                                                      .subs:
                                                        BinOp(op='+') @240:59
                                                          .lhs:
                                                            BinOp(op='*') @240:59
                                                              .lhs:
                                                                Name(id='slot') @240:59
                                                              .rhs:
                                                                Name(id='NWG') @240:66
                                                          .rhs:
                                                            Name(id='gg') @240:72
                                                    Index() @240:77
                                                      .value:
                                                        Name(id='kh_tile') @240:77
                                                      .subs:
                                                        BinOp(op='+') @240:85
                                                          .lhs:
                                                            BinOp(op='*') @240:85
                                                              .lhs:
                                                                Name(id='NC') @240:85
                                                              .rhs:
                                                                BinOp(op='+') @240:91
                                                                  .lhs:
                                                                    BinOp(op='*') @240:91
                                                                      .lhs:
                                                                        Name(id='ks') @240:91
                                                                      .rhs:
                                                                        Name(id='NWG') @240:96
                                                                  .rhs:
                                                                    Name(id='gg') @240:102
                                                          .rhs:
                                                            Name(id='c') @240:108
                                                    Name(id='dq_c') @240:112
                                            If(orelse=()) @241:37
                                              .cond:
                                                BoolOp(op='and') @241:40
                                                  .values:
                                                    BinOp(op='==') @241:40
                                                      .lhs:
                                                        Name(id='i') @241:40
                                                      .rhs:
                                                        Const(value=0) @241:45
                                                    BinOp(op='==') @241:51
                                                      .lhs:
                                                        Name(id='g') @241:51
                                                      .rhs:
                                                        Const(value=0) @241:56
                                              .body:
                                                Assign(targets=('acc_k',)) @243:41
                                                  .value:
                                                    Call() @243:49
                                                      .func:
                                                        Name(id='mma_wait') @243:49
                                                      .args:
                                                        Name(id='dk_f') @243:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @243:72
                                                        )
                                                Arrive(count=None) @244:41
                                                  .target:
                                                    Index() @244:48
                                                      .value:
                                                        Name(id='qd_free') @244:48
                                                      .subs:
                                                        Name(id='slot') @244:56
                                            Assign(targets=('dq_c',)) @245:37
                                              .value:
                                                Call(kwargs=()) @245:44
                                                  .func:
                                                    Name(id='mma_wait') @245:44
                                                  .args:
                                                    Name(id='dq_f') @245:53
                                    Wait() @246:29
                                      .target:
                                        Index() @246:34
                                          .value:
                                            Name(id='dq_empty') @246:34
                                          .subs:
                                            Name(id='i') @246:43
                                      .phase:
                                        BinOp(op='-') @246:52
                                          .lhs:
                                            Const(value=1) @246:52
                                          .rhs:
                                            BinOp(op='%') @246:56
                                              .lhs:
                                                Name(id='slot') @246:56
                                              .rhs:
                                                Const(value=2) @246:63
                                    ExprStmt() @247:29
                                      .value:
                                        Call(kwargs=()) @247:29
                                          .func:
                                            Name(id='store_smem') @247:29
                                          .args:
                                            Index() @247:40
                                              .value:
                                                Name(id='dq_s') @247:40
                                              .subs:
                                                BinOp(op='+') @247:45
                                                  .lhs:
                                                    BinOp(op='*') @247:45
                                                      .lhs:
                                                        Name(id='i') @247:45
                                                      .rhs:
                                                        Name(id='NWG') @247:49
                                                  .rhs:
                                                    Name(id='wg') @247:55
                                            Name(id='dq_c') @247:60
                                    Fence() @248:29
                                    Arrive(count=None) @249:29
                                      .target:
                                        Index() @249:36
                                          .value:
                                            Name(id='dq_full') @249:36
                                          .subs:
                                            Name(id='i') @249:44
                              .orelse:
                                Assign(targets=('dq_f',)) @251:25
                                  .value:
                                    Call(kwargs=()) @251:32
                                      .func:
                                        Name(id='mma_async') @251:32
                                      .args:
                                        Index() @251:42
                                          .value:
                                            Name(id='ds_s') @251:42
                                          .subs:
                                            Name(id='wg') @251:47
                                        Index() @251:52
                                          .value:
                                            Name(id='kh_tile') @251:52
                                          .subs:
                                            BinOp(op='*') @251:60
                                              .lhs:
                                                Name(id='NC') @251:60
                                              .rhs:
                                                Name(id='mine') @251:65
                                Assign(targets=('dk_f',)) @252:25
                                  .value:
                                    Call(kwargs=()) @252:32
                                      .func:
                                        Name(id='mma_async') @252:32
                                      .args:
                                        Attr(name='T') @252:42
                                          .value:
                                            Index() @252:42
                                              .value:
                                                Name(id='ds_s') @252:42
                                              .subs:
                                                Name(id='wg') @252:47
                                        Index() @252:54
                                          .value:
                                            Name(id='q_ring') @252:54
                                          .subs:
                                            Name(id='slot') @252:61
                                        Name(id='acc_k') @252:68
                                Assign(targets=('dq_c',)) @253:25
                                  .value:
                                    Call() @253:32
                                      .func:
                                        Name(id='mma_wait') @253:32
                                      .args:
                                        Name(id='dq_f') @253:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @253:55
                                        )
                                ExprStmt() @254:25
                                  .value:
                                    Call(kwargs=()) @254:25
                                      .func:
                                        Name(id='store_smem') @254:25
                                      .args:
                                        Index() @254:36
                                          .value:
                                            Name(id='dq_s') @254:36
                                          .subs:
                                            Name(id='wg') @254:41
                                        Name(id='dq_c') @254:46
                                Fence() @255:25
                                Tma(signals=None, reduce='add') @256:25
                                  .dst:
                                    Index() @256:29
                                      .value:
                                        Name(id='dq_acc') @256:29
                                      .subs:
                                        Name(id='seq') @256:36
                                        Name(id='mb') @256:41
                                        Name(id='head') @256:45
                                        Const(value=0) @256:51
                                  .src:
                                    Index() @256:57
                                      .value:
                                        Name(id='dq_s') @256:57
                                      .subs:
                                        Name(id='wg') @256:62
                                Assign(targets=('dq_f',)) @257:25
                                  .value:
                                    Call(kwargs=()) @257:32
                                      .func:
                                        Name(id='mma_async') @257:32
                                      .args:
                                        Index() @257:42
                                          .value:
                                            Name(id='ds_s') @257:42
                                          .subs:
                                            Name(id='wg') @257:47
                                        Index() @257:52
                                          .value:
                                            Name(id='kh_tile') @257:52
                                          .subs:
                                            BinOp(op='+') @257:60
                                              .lhs:
                                                BinOp(op='*') @257:60
                                                  .lhs:
                                                    Name(id='NC') @257:60
                                                  .rhs:
                                                    Name(id='mine') @257:65
                                              .rhs:
                                                Const(value=1) @257:72
                                Assign(targets=('acc_k',)) @258:25
                                  .value:
                                    Call() @258:33
                                      .func:
                                        Name(id='mma_wait') @258:33
                                      .args:
                                        Name(id='dk_f') @258:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @258:56
                                        )
                                Assign(targets=('dq_c',)) @259:25
                                  .value:
                                    Call(kwargs=()) @259:32
                                      .func:
                                        Name(id='mma_wait') @259:32
                                      .args:
                                        Name(id='dq_f') @259:41
                                Arrive(count=None) @260:25
                                  .target:
                                    Index() @260:32
                                      .value:
                                        Name(id='qd_free') @260:32
                                      .subs:
                                        Name(id='slot') @260:40
                                ExprStmt() @261:25
                                  .value:
                                    Call(kwargs=()) @261:25
                                      .func:
                                        Name(id='store_smem') @261:25
                                      .args:
                                        Index() @261:36
                                          .value:
                                            Name(id='dq_s') @261:36
                                          .subs:
                                            Name(id='wg') @261:41
                                        Name(id='dq_c') @261:46
                                Fence() @262:25
                                Tma(signals=None, reduce='add') @263:25
                                  .dst:
                                    Index() @263:29
                                      .value:
                                        Name(id='dq_acc') @263:29
                                      .subs:
                                        Name(id='seq') @263:36
                                        Name(id='mb') @263:41
                                        Name(id='head') @263:45
                                        Const(value=1) @263:51
                                  .src:
                                    Index() @263:57
                                      .value:
                                        Name(id='dq_s') @263:57
                                      .subs:
                                        Name(id='wg') @263:62
                                For(var='c') @264:25
                                  .iter:
                                    Call(kwargs=()) @264:34
                                      .func:
                                        Name(id='static_range') @264:34
                                      .args:
                                        Const(value=2) @264:47
                                        Name(id='NC') @264:50
                                  .body:
                                    Assign(targets=('dq_c',)) @265:29
                                      .value:
                                        Call(kwargs=()) @265:36
                                          .func:
                                            Name(id='mma_wait') @265:36
                                          .args:
                                            Call(kwargs=()) @265:45
                                              .func:
                                                Name(id='mma_async') @265:45
                                              .args:
                                                Index() @265:55
                                                  .value:
                                                    Name(id='ds_s') @265:55
                                                  .subs:
                                                    Name(id='wg') @265:60
                                                Index() @265:65
                                                  .value:
                                                    Name(id='kh_tile') @265:65
                                                  .subs:
                                                    BinOp(op='+') @265:73
                                                      .lhs:
                                                        BinOp(op='*') @265:73
                                                          .lhs:
                                                            Name(id='NC') @265:73
                                                          .rhs:
                                                            Name(id='mine') @265:78
                                                      .rhs:
                                                        Name(id='c') @265:85
                                    ExprStmt() @266:29
                                      .value:
                                        Call(kwargs=()) @266:29
                                          .func:
                                            Name(id='store_smem') @266:29
                                          .args:
                                            Index() @266:40
                                              .value:
                                                Name(id='dq_s') @266:40
                                              .subs:
                                                Name(id='wg') @266:45
                                            Name(id='dq_c') @266:50
                                    Fence() @267:29
                                    Tma(signals=None, reduce='add') @268:29
                                      .dst:
                                        Index() @268:33
                                          .value:
                                            Name(id='dq_acc') @268:33
                                          .subs:
                                            Name(id='seq') @268:40
                                            Name(id='mb') @268:45
                                            Name(id='head') @268:49
                                            Name(id='c') @268:55
                                      .src:
                                        Index() @268:61
                                          .value:
                                            Name(id='dq_s') @268:61
                                          .subs:
                                            Name(id='wg') @268:66
                      .orelse:
                        Assign(targets=('st_f',)) @270:21
                          .value:
                            Call(kwargs=()) @270:28
                              .func:
                                Name(id='mma_async') @270:28
                              .args:
                                Index() @270:38
                                  .value:
                                    Name(id='k_tile') @270:38
                                  .subs:
                                    Name(id='mine') @270:45
                                Attr(name='T') @270:52
                                  .value:
                                    Index() @270:52
                                      .value:
                                        Name(id='q_ring') @270:52
                                      .subs:
                                        Name(id='slot') @270:59
                        Assign(targets=('dpt_f',)) @271:21
                          .value:
                            Call(kwargs=()) @271:29
                              .func:
                                Name(id='mma_async') @271:29
                              .args:
                                Index() @271:39
                                  .value:
                                    Name(id='v_tile') @271:39
                                  .subs:
                                    Name(id='mine') @271:46
                                Attr(name='T') @271:53
                                  .value:
                                    Index() @271:53
                                      .value:
                                        Name(id='do_ring') @271:53
                                      .subs:
                                        Name(id='slot') @271:61
                        Assign(targets=('st',)) @272:21
                          .value:
                            Call() @272:26
                              .func:
                                Name(id='mma_wait') @272:26
                              .args:
                                Name(id='st_f') @272:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @272:49
                                )
                        Assign(targets=('pt', 'dact')) @273:21
                          .value:
                            Call(kwargs=()) @273:32
                              .func:
                                Name(id='probs') @273:32
                              .args:
                                Name(id='st') @273:38
                                Name(id='edge') @273:42
                                Index() @273:48
                                  .value:
                                    Name(id='qpos') @273:48
                                  .subs:
                                    Const(value=None) @273:53
                                    FullSlice() @273:59
                                Index() @273:63
                                  .value:
                                    Name(id='krows') @273:63
                                  .subs:
                                    FullSlice() @273:69
                                    Const(value=None) @273:72
                                Name(id='len_q') @273:79
                                Name(id='len_k') @273:86
                                Index() @273:93
                                  .value:
                                    Name(id='lse2') @273:93
                                  .subs:
                                    Const(value=None) @273:98
                                    FullSlice() @273:104
                                Name(id='qk_scale') @273:108
                                Name(id='sm_scale') @274:38
                                Name(id='CAUSAL') @274:48
                                Name(id='ACT') @274:56
                        Assign(targets=('dpt',)) @275:21
                          .value:
                            Call(kwargs=()) @275:27
                              .func:
                                Name(id='mma_wait') @275:27
                              .args:
                                Name(id='dpt_f') @275:36
                        Assign(targets=('dv_f',)) @277:21
                          .value:
                            Call(kwargs=()) @277:28
                              .func:
                                Name(id='mma_async') @277:28
                              .args:
                                Call(kwargs=()) @277:38
                                  .func:
                                    Name(id='cast') @277:38
                                  .args:
                                    Name(id='pt') @277:43
                                    Name(id='DT') @277:47
                                Index() @277:52
                                  .value:
                                    Name(id='do_ring') @277:52
                                  .subs:
                                    Name(id='slot') @277:60
                                Name(id='acc_v') @277:67
                        Assign(targets=('dst',)) @278:21
                          .value:
                            Call(kwargs=()) @278:27
                              .func:
                                Name(id='cast') @278:27
                              .args:
                                Call(kwargs=()) @278:32
                                  .func:
                                    Name(id='dscores') @278:32
                                  .args:
                                    Name(id='pt') @278:40
                                    Name(id='dact') @278:44
                                    Name(id='dpt') @278:50
                                    Index() @278:55
                                      .value:
                                        Name(id='dlt') @278:55
                                      .subs:
                                        Const(value=None) @278:59
                                        FullSlice() @278:65
                                    Name(id='ACT') @278:69
                                Name(id='DT') @278:75
                        If() @279:21
                          .cond:
                            Name(id='WRITER') @279:24
                          .body:
                            ExprStmt() @281:25
                              .value:
                                Call(kwargs=()) @281:25
                                  .func:
                                    Name(id='store_smem') @281:25
                                  .args:
                                    Index() @281:36
                                      .value:
                                        Name(id='ds_s') @281:36
                                      .subs:
                                        BinOp(op='+') @281:41
                                          .lhs:
                                            BinOp(op='*') @281:41
                                              .lhs:
                                                Name(id='slot') @281:41
                                              .rhs:
                                                Name(id='NWG') @281:48
                                          .rhs:
                                            Name(id='wg') @281:54
                                    Name(id='dst') @281:59
                            Fence() @282:25
                            Arrive(count=None) @283:25
                              .target:
                                Index() @283:32
                                  .value:
                                    Name(id='ds_ready') @283:32
                                  .subs:
                                    Name(id='slot') @283:41
                            Assign(targets=('dk_f',)) @284:25
                              .value:
                                Call(kwargs=()) @284:32
                                  .func:
                                    Name(id='mma_async') @284:32
                                  .args:
                                    Name(id='dst') @284:42
                                    Index() @284:47
                                      .value:
                                        Name(id='q_ring') @284:47
                                      .subs:
                                        Name(id='slot') @284:54
                                    Name(id='acc_k') @284:61
                            If() @285:25
                              .cond:
                                Name(id='DQ_EARLY') @285:28
                              .body:
                                Assign(targets=('own',)) @288:29
                                  .value:
                                    BinOp(op='+') @288:35
                                      .lhs:
                                        BinOp(op='*') @288:35
                                          .lhs:
                                            Name(id='slot') @288:35
                                          .rhs:
                                            Name(id='NWG') @288:42
                                      .rhs:
                                        Name(id='wg') @288:48
                                Assign(targets=('c0',)) @289:29
                                  .value:
                                    BinOp(op='*') @289:34
                                      .lhs:
                                        Name(id='wg') @289:34
                                      .rhs:
                                        Name(id='NCW') @289:39
                                Assign(targets=('a0',)) @290:29
                                  .value:
                                    Call(kwargs=()) @290:34
                                      .func:
                                        Name(id='mma_async') @290:34
                                      .args:
                                        Attr(name='T') @290:44
                                          .value:
                                            Index() @290:44
                                              .value:
                                                Name(id='ds_s') @290:44
                                              .subs:
                                                Name(id='own') @290:49
                                        Index() @290:57
                                          .value:
                                            Name(id='kh_tile') @290:57
                                          .subs:
                                            BinOp(op='+') @290:65
                                              .lhs:
                                                BinOp(op='*') @290:65
                                                  .lhs:
                                                    Name(id='NC') @290:65
                                                  .rhs:
                                                    Name(id='mine') @290:70
                                              .rhs:
                                                Name(id='c0') @290:77
                                        Call(kwargs=()) @290:82
                                          .func:
                                            Name(id='zeros') @290:82
                                          .args:
                                            ListLit() @290:88
                                              .elts:
                                                Name(id='BLOCK_M') @290:89
                                                Name(id='DQ_COLS') @290:98
                                            Name(id='f32') @290:108
                                Assign(targets=('a1',)) @291:29
                                  .value:
                                    Call(kwargs=()) @291:34
                                      .func:
                                        Name(id='mma_async') @291:34
                                      .args:
                                        Attr(name='T') @291:44
                                          .value:
                                            Index() @291:44
                                              .value:
                                                Name(id='ds_s') @291:44
                                              .subs:
                                                Name(id='own') @291:49
                                        Index() @291:57
                                          .value:
                                            Name(id='kh_tile') @291:57
                                          .subs:
                                            BinOp(op='+') @291:65
                                              .lhs:
                                                BinOp(op='+') @291:65
                                                  .lhs:
                                                    BinOp(op='*') @291:65
                                                      .lhs:
                                                        Name(id='NC') @291:65
                                                      .rhs:
                                                        Name(id='mine') @291:70
                                                  .rhs:
                                                    Name(id='c0') @291:77
                                              .rhs:
                                                Const(value=1) @291:82
                                        Call(kwargs=()) @291:86
                                          .func:
                                            Name(id='zeros') @291:86
                                          .args:
                                            ListLit() @291:92
                                              .elts:
                                                Name(id='BLOCK_M') @291:93
                                                Name(id='DQ_COLS') @291:102
                                            Name(id='f32') @291:112
                                Assign(targets=('acc_v',)) @292:29
                                  .value:
                                    Call() @292:37
                                      .func:
                                        Name(id='mma_wait') @292:37
                                      .args:
                                        Name(id='dv_f') @292:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @292:60
                                        )
                                Assign(targets=('acc_k',)) @293:29
                                  .value:
                                    Call() @293:37
                                      .func:
                                        Name(id='mma_wait') @293:37
                                      .args:
                                        Name(id='dk_f') @293:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @293:60
                                        )
                                Arrive(count=None) @294:29
                                  .target:
                                    Index() @294:36
                                      .value:
                                        Name(id='qd_free') @294:36
                                      .subs:
                                        Name(id='slot') @294:44
                                Assign(targets=('p0',)) @295:29
                                  .value:
                                    Call() @295:34
                                      .func:
                                        Name(id='mma_wait') @295:34
                                      .args:
                                        Name(id='a0') @295:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @295:55
                                        )
                                Assign(targets=('p1',)) @296:29
                                  .value:
                                    Call(kwargs=()) @296:34
                                      .func:
                                        Name(id='mma_wait') @296:34
                                      .args:
                                        Name(id='a1') @296:43
                                Wait(phase=None) @297:29
                                  .target:
                                    Index() @297:34
                                      .value:
                                        Name(id='ds_ready') @297:34
                                      .subs:
                                        Name(id='slot') @297:43
                                Assign(targets=('og',)) @298:29
                                  .value:
                                    BinOp(op='%') @298:35
                                      .lhs:
                                        BinOp(op='+') @298:35
                                          .lhs:
                                            Name(id='wg') @298:35
                                          .rhs:
                                            Const(value=1) @298:40
                                      .rhs:
                                        Name(id='NWG') @298:45
                                Assign(targets=('b0',)) @299:29
                                  .value:
                                    Call(kwargs=()) @299:34
                                      .func:
                                        Name(id='mma_async') @299:34
                                      .args:
                                        Attr(name='T') @299:44
                                          .value:
                                            Index() @299:44
                                              .value:
                                                Name(id='ds_s') @299:44
                                              .subs:
                                                BinOp(op='+') @299:49
                                                  .lhs:
                                                    BinOp(op='*') @299:49
                                                      .lhs:
                                                        Name(id='slot') @299:49
                                                      .rhs:
                                                        Name(id='NWG') @299:56
                                                  .rhs:
                                                    Name(id='og') @299:62
                                        Index() @299:69
                                          .value:
                                            Name(id='kh_tile') @299:69
                                          .subs:
                                            BinOp(op='+') @299:77
                                              .lhs:
                                                BinOp(op='*') @299:77
                                                  .lhs:
                                                    Name(id='NC') @299:77
                                                  .rhs:
                                                    BinOp(op='+') @299:83
                                                      .lhs:
                                                        BinOp(op='*') @299:83
                                                          .lhs:
                                                            Name(id='ks') @299:83
                                                          .rhs:
                                                            Name(id='NWG') @299:88
                                                      .rhs:
                                                        Name(id='og') @299:94
                                              .rhs:
                                                Name(id='c0') @299:100
                                        Name(id='p0') @299:105
                                Assign(targets=('b1',)) @300:29
                                  .value:
                                    Call(kwargs=()) @300:34
                                      .func:
                                        Name(id='mma_async') @300:34
                                      .args:
                                        Attr(name='T') @300:44
                                          .value:
                                            Index() @300:44
                                              .value:
                                                Name(id='ds_s') @300:44
                                              .subs:
                                                BinOp(op='+') @300:49
                                                  .lhs:
                                                    BinOp(op='*') @300:49
                                                      .lhs:
                                                        Name(id='slot') @300:49
                                                      .rhs:
                                                        Name(id='NWG') @300:56
                                                  .rhs:
                                                    Name(id='og') @300:62
                                        Index() @300:69
                                          .value:
                                            Name(id='kh_tile') @300:69
                                          .subs:
                                            BinOp(op='+') @300:77
                                              .lhs:
                                                BinOp(op='+') @300:77
                                                  .lhs:
                                                    BinOp(op='*') @300:77
                                                      .lhs:
                                                        Name(id='NC') @300:77
                                                      .rhs:
                                                        BinOp(op='+') @300:83
                                                          .lhs:
                                                            BinOp(op='*') @300:83
                                                              .lhs:
                                                                Name(id='ks') @300:83
                                                              .rhs:
                                                                Name(id='NWG') @300:88
                                                          .rhs:
                                                            Name(id='og') @300:94
                                                  .rhs:
                                                    Name(id='c0') @300:100
                                              .rhs:
                                                Const(value=1) @300:105
                                        Name(id='p1') @300:109
                                Assign(targets=('p0',)) @302:29
                                  .value:
                                    Call() @302:34
                                      .func:
                                        Name(id='mma_wait') @302:34
                                      .args:
                                        Name(id='b0') @302:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @302:55
                                        )
                                Wait() @303:29
                                  .target:
                                    Index() @303:34
                                      .value:
                                        Name(id='dq_empty') @303:34
                                      .subs:
                                        Const(value=0) @303:43
                                  .phase:
                                    BinOp(op='-') @303:52
                                      .lhs:
                                        Const(value=1) @303:52
                                      .rhs:
                                        BinOp(op='%') @303:56
                                          .lhs:
                                            Name(id='slot') @303:56
                                          .rhs:
                                            Const(value=2) @303:63
                                ExprStmt() @304:29
                                  .value:
                                    Call(kwargs=()) @304:29
                                      .func:
                                        Name(id='store_smem') @304:29
                                      .args:
                                        Index() @304:40
                                          .value:
                                            Name(id='dq_s') @304:40
                                          .subs:
                                            Name(id='wg') @304:45
                                        Name(id='p0') @304:50
                                Fence() @305:29
                                Arrive(count=None) @306:29
                                  .target:
                                    Index() @306:36
                                      .value:
                                        Name(id='dq_full') @306:36
                                      .subs:
                                        Const(value=0) @306:44
                                Assign(targets=('p1',)) @307:29
                                  .value:
                                    Call(kwargs=()) @307:34
                                      .func:
                                        Name(id='mma_wait') @307:34
                                      .args:
                                        Name(id='b1') @307:43
                                Wait() @308:29
                                  .target:
                                    Index() @308:34
                                      .value:
                                        Name(id='dq_empty') @308:34
                                      .subs:
                                        Const(value=1) @308:43
                                  .phase:
                                    BinOp(op='-') @308:52
                                      .lhs:
                                        Const(value=1) @308:52
                                      .rhs:
                                        BinOp(op='%') @308:56
                                          .lhs:
                                            Name(id='slot') @308:56
                                          .rhs:
                                            Const(value=2) @308:63
                                ExprStmt() @309:29
                                  .value:
                                    Call(kwargs=()) @309:29
                                      .func:
                                        Name(id='store_smem') @309:29
                                      .args:
                                        Index() @309:40
                                          .value:
                                            Name(id='dq_s') @309:40
                                          .subs:
                                            BinOp(op='+') @309:45
                                              .lhs:
                                                Name(id='NWG') @309:45
                                              .rhs:
                                                Name(id='wg') @309:51
                                        Name(id='p1') @309:56
                                Fence() @310:29
                                Arrive(count=None) @311:29
                                  .target:
                                    Index() @311:36
                                      .value:
                                        Name(id='dq_full') @311:36
                                      .subs:
                                        Const(value=1) @311:44
                              .orelse:
                                Assign(targets=('acc_v',)) @313:29
                                  .value:
                                    Call() @313:37
                                      .func:
                                        Name(id='mma_wait') @313:37
                                      .args:
                                        Name(id='dv_f') @313:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @313:60
                                        )
                                Assign(targets=('acc_k',)) @314:29
                                  .value:
                                    Call(kwargs=()) @314:37
                                      .func:
                                        Name(id='mma_wait') @314:37
                                      .args:
                                        Name(id='dk_f') @314:46
                                Arrive(count=None) @315:29
                                  .target:
                                    Index() @315:36
                                      .value:
                                        Name(id='qd_free') @315:36
                                      .subs:
                                        Name(id='slot') @315:44
                                Wait(phase=None) @316:29
                                  .target:
                                    Index() @316:34
                                      .value:
                                        Name(id='ds_ready') @316:34
                                      .subs:
                                        Name(id='slot') @316:43
                                For(var='i') @319:29
                                  .iter:
                                    Call(kwargs=()) @319:38
                                      .func:
                                        Name(id='static_range') @319:38
                                      .args:
                                        Name(id='NCW') @319:51
                                  .body:
                                    Assign(targets=('c',)) @320:33
                                      .value:
                                        BinOp(op='+') @320:37
                                          .lhs:
                                            BinOp(op='*') @320:37
                                              .lhs:
                                                Name(id='wg') @320:37
                                              .rhs:
                                                Name(id='NCW') @320:42
                                          .rhs:
                                            Name(id='i') @320:48
                                    Assign(targets=('dq_c',)) @321:33
                                      .value:
                                        Call(kwargs=()) @321:40
                                          .func:
                                            Name(id='zeros') @321:40
                                          .args:
                                            ListLit() @321:46
                                              .elts:
                                                Name(id='BLOCK_M') @321:47
                                                Name(id='DQ_COLS') @321:56
                                            Name(id='f32') @321:66
                                    For(var='g') @322:33
                                      .iter:
                                        Call(kwargs=()) @322:42
                                          .func:
                                            Name(id='static_range') @322:42
                                          .args:
                                            Name(id='NWG') @322:55
                                      .body:
                                        Assign(targets=('gg',)) @323:37
                                          .value:
                                            BinOp(op='%') @323:43
                                              .lhs:
                                                BinOp(op='+') @323:43
                                                  .lhs:
                                                    Name(id='wg') @323:43
                                                  .rhs:
                                                    Name(id='g') @323:48
                                              .rhs:
                                                Name(id='NWG') @323:53
                                        Assign(targets=('dq_c',)) @324:37
                                          .value:
                                            Call(kwargs=()) @324:44
                                              .func:
                                                Name(id='mma_wait') @324:44
                                              .args:
                                                Call(kwargs=()) @324:53
                                                  .func:
                                                    Name(id='mma_async') @324:53
                                                  .args:
                                                    Attr(name='T') @324:63
                                                      .value:
                                                        Index() @324:63
                                                          .value:
                                                            Name(id='ds_s') @324:63
                                                          .subs:
                                                            BinOp(op='+') @324:68
                                                              .lhs:
                                                                BinOp(op='*') @324:68
                                                                  .lhs:
                                                                    Name(id='slot') @324:68
                                                                  .rhs:
                                                                    Name(id='NWG') @324:75
                                                              .rhs:
                                                                Name(id='gg') @324:81
                                                    Index() @324:88
                                                      .value:
                                                        Name(id='kh_tile') @324:88
                                                      .subs:
                                                        BinOp(op='+') @324:96
                                                          .lhs:
                                                            BinOp(op='*') @324:96
                                                              .lhs:
                                                                Name(id='NC') @324:96
                                                              .rhs:
                                                                BinOp(op='+') @324:102
                                                                  .lhs:
                                                                    BinOp(op='*') @324:102
                                                                      .lhs:
                                                                        Name(id='ks') @324:102
                                                                      .rhs:
                                                                        Name(id='NWG') @324:107
                                                                  .rhs:
                                                                    Name(id='gg') @324:113
                                                          .rhs:
                                                            Name(id='c') @324:119
                                                    Name(id='dq_c') @324:123
                                    Wait() @327:33
                                      .target:
                                        Index() @327:38
                                          .value:
                                            Name(id='dq_empty') @327:38
                                          .subs:
                                            Name(id='i') @327:47
                                      .phase:
                                        BinOp(op='-') @327:56
                                          .lhs:
                                            Const(value=1) @327:56
                                          .rhs:
                                            BinOp(op='%') @327:60
                                              .lhs:
                                                Name(id='slot') @327:60
                                              .rhs:
                                                Const(value=2) @327:67
                                    ExprStmt() @328:33
                                      .value:
                                        Call(kwargs=()) @328:33
                                          .func:
                                            Name(id='store_smem') @328:33
                                          .args:
                                            Index() @328:44
                                              .value:
                                                Name(id='dq_s') @328:44
                                              .subs:
                                                BinOp(op='+') @328:49
                                                  .lhs:
                                                    BinOp(op='*') @328:49
                                                      .lhs:
                                                        Name(id='i') @328:49
                                                      .rhs:
                                                        Name(id='NWG') @328:53
                                                  .rhs:
                                                    Name(id='wg') @328:59
                                            Name(id='dq_c') @328:64
                                    Fence() @329:33
                                    Arrive(count=None) @330:33
                                      .target:
                                        Index() @330:40
                                          .value:
                                            Name(id='dq_full') @330:40
                                          .subs:
                                            Name(id='i') @330:48
                          .orelse:
                            ExprStmt() @333:25
                              .value:
                                Call(kwargs=()) @333:25
                                  .func:
                                    Name(id='store_smem') @333:25
                                  .args:
                                    Index() @333:36
                                      .value:
                                        Name(id='ds_s') @333:36
                                      .subs:
                                        Name(id='wg') @333:41
                                    Name(id='dst') @333:46
                            Fence() @334:25
                            Assign(targets=('dq_f',)) @335:25
                              .value:
                                Call(kwargs=()) @335:32
                                  .func:
                                    Name(id='mma_async') @335:32
                                  .args:
                                    Attr(name='T') @335:42
                                      .value:
                                        Index() @335:42
                                          .value:
                                            Name(id='ds_s') @335:42
                                          .subs:
                                            Name(id='wg') @335:47
                                    Index() @335:54
                                      .value:
                                        Name(id='kh_tile') @335:54
                                      .subs:
                                        BinOp(op='*') @335:62
                                          .lhs:
                                            Name(id='NC') @335:62
                                          .rhs:
                                            Name(id='mine') @335:67
                            Assign(targets=('dk_f',)) @336:25
                              .value:
                                Call(kwargs=()) @336:32
                                  .func:
                                    Name(id='mma_async') @336:32
                                  .args:
                                    Name(id='dst') @336:42
                                    Index() @336:47
                                      .value:
                                        Name(id='q_ring') @336:47
                                      .subs:
                                        Name(id='slot') @336:54
                                    Name(id='acc_k') @336:61
                            Assign(targets=('acc_v',)) @337:25
                              .value:
                                Call() @337:33
                                  .func:
                                    Name(id='mma_wait') @337:33
                                  .args:
                                    Name(id='dv_f') @337:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @337:56
                                    )
                            Assign(targets=('dq_c',)) @341:25
                              .value:
                                Call() @341:32
                                  .func:
                                    Name(id='mma_wait') @341:32
                                  .args:
                                    Name(id='dq_f') @341:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @341:55
                                    )
                            ExprStmt() @342:25
                              .value:
                                Call(kwargs=()) @342:25
                                  .func:
                                    Name(id='store_smem') @342:25
                                  .args:
                                    Index() @342:36
                                      .value:
                                        Name(id='dq_s') @342:36
                                      .subs:
                                        Name(id='wg') @342:41
                                    Name(id='dq_c') @342:46
                            Fence() @343:25
                            Tma(signals=None, reduce='add') @344:25
                              .dst:
                                Index() @344:29
                                  .value:
                                    Name(id='dq_acc') @344:29
                                  .subs:
                                    Name(id='seq') @344:36
                                    Name(id='mb') @344:41
                                    Name(id='head') @344:45
                                    Const(value=0) @344:51
                              .src:
                                Index() @344:57
                                  .value:
                                    Name(id='dq_s') @344:57
                                  .subs:
                                    Name(id='wg') @344:62
                            Assign(targets=('dq_f',)) @345:25
                              .value:
                                Call(kwargs=()) @345:32
                                  .func:
                                    Name(id='mma_async') @345:32
                                  .args:
                                    Attr(name='T') @345:42
                                      .value:
                                        Index() @345:42
                                          .value:
                                            Name(id='ds_s') @345:42
                                          .subs:
                                            Name(id='wg') @345:47
                                    Index() @345:54
                                      .value:
                                        Name(id='kh_tile') @345:54
                                      .subs:
                                        BinOp(op='+') @345:62
                                          .lhs:
                                            BinOp(op='*') @345:62
                                              .lhs:
                                                Name(id='NC') @345:62
                                              .rhs:
                                                Name(id='mine') @345:67
                                          .rhs:
                                            Const(value=1) @345:74
                            Assign(targets=('acc_k',)) @346:25
                              .value:
                                Call() @346:33
                                  .func:
                                    Name(id='mma_wait') @346:33
                                  .args:
                                    Name(id='dk_f') @346:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @346:56
                                    )
                            Assign(targets=('dq_c',)) @347:25
                              .value:
                                Call(kwargs=()) @347:32
                                  .func:
                                    Name(id='mma_wait') @347:32
                                  .args:
                                    Name(id='dq_f') @347:41
                            Arrive(count=None) @348:25
                              .target:
                                Index() @348:32
                                  .value:
                                    Name(id='qd_free') @348:32
                                  .subs:
                                    Name(id='slot') @348:40
                            ExprStmt() @349:25
                              .value:
                                Call(kwargs=()) @349:25
                                  .func:
                                    Name(id='store_smem') @349:25
                                  .args:
                                    Index() @349:36
                                      .value:
                                        Name(id='dq_s') @349:36
                                      .subs:
                                        Name(id='wg') @349:41
                                    Name(id='dq_c') @349:46
                            Fence() @350:25
                            Tma(signals=None, reduce='add') @351:25
                              .dst:
                                Index() @351:29
                                  .value:
                                    Name(id='dq_acc') @351:29
                                  .subs:
                                    Name(id='seq') @351:36
                                    Name(id='mb') @351:41
                                    Name(id='head') @351:45
                                    Const(value=1) @351:51
                              .src:
                                Index() @351:57
                                  .value:
                                    Name(id='dq_s') @351:57
                                  .subs:
                                    Name(id='wg') @351:62
                            For(var='c') @352:25
                              .iter:
                                Call(kwargs=()) @352:34
                                  .func:
                                    Name(id='static_range') @352:34
                                  .args:
                                    Const(value=2) @352:47
                                    Name(id='NC') @352:50
                              .body:
                                Assign(targets=('dq_c',)) @353:29
                                  .value:
                                    Call(kwargs=()) @353:36
                                      .func:
                                        Name(id='mma_wait') @353:36
                                      .args:
                                        Call(kwargs=()) @353:45
                                          .func:
                                            Name(id='mma_async') @353:45
                                          .args:
                                            Attr(name='T') @353:55
                                              .value:
                                                Index() @353:55
                                                  .value:
                                                    Name(id='ds_s') @353:55
                                                  .subs:
                                                    Name(id='wg') @353:60
                                            Index() @353:67
                                              .value:
                                                Name(id='kh_tile') @353:67
                                              .subs:
                                                BinOp(op='+') @353:75
                                                  .lhs:
                                                    BinOp(op='*') @353:75
                                                      .lhs:
                                                        Name(id='NC') @353:75
                                                      .rhs:
                                                        Name(id='mine') @353:80
                                                  .rhs:
                                                    Name(id='c') @353:87
                                ExprStmt() @354:29
                                  .value:
                                    Call(kwargs=()) @354:29
                                      .func:
                                        Name(id='store_smem') @354:29
                                      .args:
                                        Index() @354:40
                                          .value:
                                            Name(id='dq_s') @354:40
                                          .subs:
                                            Name(id='wg') @354:45
                                        Name(id='dq_c') @354:50
                                Fence() @355:29
                                Tma(signals=None, reduce='add') @356:29
                                  .dst:
                                    Index() @356:33
                                      .value:
                                        Name(id='dq_acc') @356:33
                                      .subs:
                                        Name(id='seq') @356:40
                                        Name(id='mb') @356:45
                                        Name(id='head') @356:49
                                        Name(id='c') @356:55
                                  .src:
                                    Index() @356:61
                                      .value:
                                        Name(id='dq_s') @356:61
                                      .subs:
                                        Name(id='wg') @356:66
            If(orelse=()) @357:9
              .cond:
                Name(id='LAG') @357:12
              .body:
                Assign(targets=('og',)) @358:13
                  .value:
                    BinOp(op='%') @358:19
                      .lhs:
                        BinOp(op='+') @358:19
                          .lhs:
                            Name(id='wg') @358:19
                          .rhs:
                            Const(value=1) @358:24
                      .rhs:
                        Name(id='NWG') @358:29
                If(orelse=()) @359:13
                  .cond:
                    BinOp(op='>') @359:16
                      .lhs:
                        Name(id='steps') @359:16
                      .rhs:
                        Const(value=0) @359:24
                  .body:
                    Wait() @360:17
                      .target:
                        Index() @360:22
                          .value:
                            Name(id='ds_ready') @360:22
                          .subs:
                            Const(value=0) @360:31
                      .phase:
                        BinOp(op='%') @360:40
                          .lhs:
                            Name(id='last') @360:40
                          .rhs:
                            Const(value=2) @360:47
                    For(var='i') @361:17
                      .iter:
                        Call(kwargs=()) @361:26
                          .func:
                            Name(id='static_range') @361:26
                          .args:
                            Name(id='NCW') @361:39
                      .body:
                        Assign(targets=('c',)) @362:21
                          .value:
                            BinOp(op='+') @362:25
                              .lhs:
                                BinOp(op='*') @362:25
                                  .lhs:
                                    Name(id='wg') @362:25
                                  .rhs:
                                    Name(id='NCW') @362:30
                              .rhs:
                                Name(id='i') @362:36
                        If() @363:21
                          .cond:
                            Name(id='DQ_PAIR') @363:24
                          .body:
                            Assign(targets=('f0',)) @365:25
                              .value:
                                Call(kwargs=()) @365:30
                                  .func:
                                    Name(id='mma_async') @365:30
                                  .args:
                                    Index() @365:40
                                      .value:
                                        Name(id='ds_s') @365:40
                                      .subs:
                                        BinOp(op='+') @365:45
                                          .lhs:
                                            BinOp(op='*') @365:45
                                              .lhs:
                                                Name(id='last') @365:45
                                              .rhs:
                                                Name(id='NWG') @365:52
                                          .rhs:
                                            Name(id='wg') @365:58
                                    Index() @365:63
                                      .value:
                                        Name(id='kh_tile') @365:63
                                      .subs:
                                        BinOp(op='+') @365:71
                                          .lhs:
                                            BinOp(op='*') @365:71
                                              .lhs:
                                                Name(id='NC') @365:71
                                              .rhs:
                                                BinOp(op='+') @365:77
                                                  .lhs:
                                                    BinOp(op='*') @365:77
                                                      .lhs:
                                                        Name(id='ks') @365:77
                                                      .rhs:
                                                        Name(id='NWG') @365:82
                                                  .rhs:
                                                    Name(id='wg') @365:88
                                          .rhs:
                                            Name(id='c') @365:94
                            Assign(targets=('f1',)) @366:25
                              .value:
                                Call(kwargs=()) @366:30
                                  .func:
                                    Name(id='mma_async') @366:30
                                  .args:
                                    Index() @366:40
                                      .value:
                                        Name(id='ds_s') @366:40
                                      .subs:
                                        BinOp(op='+') @366:45
                                          .lhs:
                                            BinOp(op='*') @366:45
                                              .lhs:
                                                Name(id='last') @366:45
                                              .rhs:
                                                Name(id='NWG') @366:52
                                          .rhs:
                                            Name(id='og') @366:58
                                    Index() @366:63
                                      .value:
                                        Name(id='kh_tile') @366:63
                                      .subs:
                                        BinOp(op='+') @366:71
                                          .lhs:
                                            BinOp(op='*') @366:71
                                              .lhs:
                                                Name(id='NC') @366:71
                                              .rhs:
                                                BinOp(op='+') @366:77
                                                  .lhs:
                                                    BinOp(op='*') @366:77
                                                      .lhs:
                                                        Name(id='ks') @366:77
                                                      .rhs:
                                                        Name(id='NWG') @366:82
                                                  .rhs:
                                                    Name(id='og') @366:88
                                          .rhs:
                                            Name(id='c') @366:94
                                    Name(id='f0') @366:98
                            Assign(targets=('dq_c',)) @367:25
                              .value:
                                Call(kwargs=()) @367:32
                                  .func:
                                    Name(id='mma_wait') @367:32
                                  .args:
                                    Name(id='f1') @367:41
                          .orelse:
                            Assign(targets=('dq_c',)) @369:25
                              .value:
                                Call(kwargs=()) @369:32
                                  .func:
                                    Name(id='zeros') @369:32
                                  .args:
                                    ListLit() @369:38
                                      .elts:
                                        Name(id='BLOCK_M') @369:39
                                        Name(id='DQ_COLS') @369:48
                                    Name(id='f32') @369:58
                            For(var='g') @370:25
                              .iter:
                                Call(kwargs=()) @370:34
                                  .func:
                                    Name(id='static_range') @370:34
                                  .args:
                                    Name(id='NWG') @370:47
                              .body:
                                Assign(targets=('gg',)) @371:29
                                  .value:
                                    BinOp(op='%') @371:35
                                      .lhs:
                                        BinOp(op='+') @371:35
                                          .lhs:
                                            Name(id='wg') @371:35
                                          .rhs:
                                            Name(id='g') @371:40
                                      .rhs:
                                        Name(id='NWG') @371:45
                                Assign(targets=('dq_c',)) @372:29
                                  .value:
                                    Call(kwargs=()) @372:36
                                      .func:
                                        Name(id='mma_wait') @372:36
                                      .args:
                                        Call(kwargs=()) @372:45
                                          .func:
                                            Name(id='mma_async') @372:45
                                          .args:
                                            Index() @372:55
                                              .value:
                                                Name(id='ds_s') @372:55
                                              .subs:
                                                BinOp(op='+') @372:60
                                                  .lhs:
                                                    BinOp(op='*') @372:60
                                                      .lhs:
                                                        Name(id='last') @372:60
                                                      .rhs:
                                                        Name(id='NWG') @372:67
                                                  .rhs:
                                                    Name(id='gg') @372:73
                                            Index() @372:78
                                              .value:
                                                Name(id='kh_tile') @372:78
                                              .subs:
                                                BinOp(op='+') @372:86
                                                  .lhs:
                                                    BinOp(op='*') @372:86
                                                      .lhs:
                                                        Name(id='NC') @372:86
                                                      .rhs:
                                                        BinOp(op='+') @372:92
                                                          .lhs:
                                                            BinOp(op='*') @372:92
                                                              .lhs:
                                                                Name(id='ks') @372:92
                                                              .rhs:
                                                                Name(id='NWG') @372:97
                                                          .rhs:
                                                            Name(id='gg') @372:103
                                                  .rhs:
                                                    Name(id='c') @372:109
                                            Name(id='dq_c') @372:113
                        Wait() @373:21
                          .target:
                            Index() @373:26
                              .value:
                                Name(id='dq_empty') @373:26
                              .subs:
                                Name(id='i') @373:35
                          .phase:
                            BinOp(op='-') @373:44
                              .lhs:
                                Const(value=1) @373:44
                              .rhs:
                                BinOp(op='%') @373:48
                                  .lhs:
                                    Name(id='last') @373:48
                                  .rhs:
                                    Const(value=2) @373:55
                        ExprStmt() @374:21
                          .value:
                            Call(kwargs=()) @374:21
                              .func:
                                Name(id='store_smem') @374:21
                              .args:
                                Index() @374:32
                                  .value:
                                    Name(id='dq_s') @374:32
                                  .subs:
                                    BinOp(op='+') @374:37
                                      .lhs:
                                        BinOp(op='*') @374:37
                                          .lhs:
                                            Name(id='i') @374:37
                                          .rhs:
                                            Name(id='NWG') @374:41
                                      .rhs:
                                        Name(id='wg') @374:47
                                Name(id='dq_c') @374:52
                        Fence() @375:21
                        Arrive(count=None) @376:21
                          .target:
                            Index() @376:28
                              .value:
                                Name(id='dq_full') @376:28
                              .subs:
                                Name(id='i') @376:36
            Arrive(count=None) @377:9
              .target:
                Index() @377:16
                  .value:
                    Name(id='kv_free') @377:16
                  .subs:
                    Name(id='ks') @377:24
            Assign(targets=('k_scale',)) @378:9
              .value:
                Name(id='sm_scale') @378:19
            Assign(targets=('v_scale',)) @379:9
              .value:
                Const(value=1.0) @379:19
            If(orelse=()) @380:9
              .cond:
                BinOp(op='==') @380:12
                  .lhs:
                    Name(id='ACT') @380:12
                  .rhs:
                    Const(value='silu') @380:19
              .body:
                Assign(targets=('k_scale',)) @381:13
                  .value:
                    BinOp(op='*') @381:23
                      .lhs:
                        Name(id='sm_scale') @381:23
                      .rhs:
                        Name(id='out_scale') @381:34
                Assign(targets=('v_scale',)) @382:13
                  .value:
                    Name(id='out_scale') @382:23
            Assign(targets=('live',)) @383:9
              .value:
                BinOp(op='<') @383:16
                  .lhs:
                    Name(id='krows') @383:16
                  .rhs:
                    Name(id='len_k') @383:24
            Store() @384:9
              .target:
                Index() @384:9
                  .value:
                    Name(id='dk') @384:9
                  .subs:
                    Name(id='seq') @384:12
              .subs:
                Index() @384:17
                  .value:
                    Name(id='krows') @384:17
                  .subs:
                    FullSlice() @384:23
                    Const(value=None) @384:26
                Name(id='kvh') @384:33
                Index() @384:38
                  .value:
                    Name(id='dcols') @384:38
                  .subs:
                    Const(value=None) @384:44
                    FullSlice() @384:50
              .value:
                Call(kwargs=()) @384:56
                  .func:
                    Name(id='cast') @384:56
                  .args:
                    BinOp(op='*') @384:61
                      .lhs:
                        Name(id='acc_k') @384:61
                      .rhs:
                        Name(id='k_scale') @384:69
                    Name(id='DT') @384:78
              .mask:
                Index() @384:88
                  .value:
                    Name(id='live') @384:88
                  .subs:
                    FullSlice() @384:93
                    Const(value=None) @384:96
            Store() @385:9
              .target:
                Index() @385:9
                  .value:
                    Name(id='dv') @385:9
                  .subs:
                    Name(id='seq') @385:12
              .subs:
                Index() @385:17
                  .value:
                    Name(id='krows') @385:17
                  .subs:
                    FullSlice() @385:23
                    Const(value=None) @385:26
                Name(id='kvh') @385:33
                Index() @385:38
                  .value:
                    Name(id='dcols') @385:38
                  .subs:
                    Const(value=None) @385:44
                    FullSlice() @385:50
              .value:
                Call(kwargs=()) @385:56
                  .func:
                    Name(id='cast') @385:56
                  .args:
                    BinOp(op='*') @385:61
                      .lhs:
                        Name(id='acc_v') @385:61
                      .rhs:
                        Name(id='v_scale') @385:69
                    Name(id='DT') @385:78
              .mask:
                Index() @385:88
                  .value:
                    Name(id='live') @385:88
                  .subs:
                    FullSlice() @385:93
                    Const(value=None) @385:96
        Require(message='query heads per KV head x query blocks below 2**31') @387:5
          .cond:
            BoolOp(op='and') @387:13
              .values:
                BinOp(op='>') @387:13
                  .lhs:
                    Name(id='HKV') @387:13
                  .rhs:
                    Const(value=0) @387:19
                BinOp(op='<=') @387:25
                  .lhs:
                    BinOp(op='*') @387:25
                      .lhs:
                        BinOp(op='//') @387:25
                          .lhs:
                            Name(id='H') @387:25
                          .rhs:
                            Name(id='HKV') @387:30
                      .rhs:
                        Call(kwargs=()) @387:36
                          .func:
                            Name(id='cdiv') @387:36
                          .args:
                            Name(id='Tq') @387:41
                            Name(id='BLOCK_M') @387:45
                  .rhs:
                    Const(value=2147483647) @387:57