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
    KernelDef(name='attn_bwd_fused') @26:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @27:9
          .dtype:
            Name(id='DT') @27:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @27:41
          .dtype:
            Name(id='DT') @27:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @27:75
          .dtype:
            Name(id='DT') @27:85
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @28:9
          .dtype:
            Name(id='DT') @28:21
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @28:43
          .dtype:
            Name(id='f32') @28:55
        Param(name='delta', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @28:75
          .dtype:
            Name(id='f32') @28:89
        Param(name='dq_acc', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @29:9
          .dtype:
            Name(id='f32') @29:24
        Param(name='dk', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @29:47
          .dtype:
            Name(id='DT') @29:58
        Param(name='dv', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @29:82
          .dtype:
            Name(id='DT') @29:93
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @30:9
          .dtype:
            Name(id='i32') @30:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @30:25
          .dtype:
            Name(id='i32') @30:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @30:41
          .dtype:
            Name(id='f32') @30:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @30:56
          .dtype:
            Name(id='f32') @30:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @31:9
          .default:
            Name(id='f16') @31:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @31:26
          .default:
            Const(value=128) @31:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @31:42
          .default:
            Const(value=64) @31:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @31:63
          .default:
            Const(value=128) @31:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @31:85
          .default:
            Const(value=2) @31:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @32:9
          .default:
            Const(value=False) @32:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @32:32
          .default:
            Const(value='softmax') @32:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @32:56
          .default:
            Const(value=240) @32:70
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @32:75
          .default:
            Const(value=64) @32:89
        Param(name='KV_BUF', kind='const', dtype=None, dims=(), offsets=None) @32:93
          .default:
            Const(value=1) @32:109
        Param(name='DQ_COLS', kind='const', dtype=None, dims=(), offsets=None) @33:9
          .default:
            Const(value=32) @33:26
        Param(name='DQ_WRITER', kind='const', dtype=None, dims=(), offsets=None) @33:30
          .default:
            Const(value=False) @33:49
        Param(name='DQ_EARLY', kind='const', dtype=None, dims=(), offsets=None) @33:56
          .default:
            Const(value=False) @33:74
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @34:9
          .default:
            Const(value=False) @34:26
        Param(name='SMEM_P', kind='const', dtype=None, dims=(), offsets=None) @34:33
          .default:
            Const(value=False) @34:49
        Param(name='DQ_LAG', kind='const', dtype=None, dims=(), offsets=None) @34:56
          .default:
            Const(value=False) @34:72
        Param(name='DQ_PAIR', kind='const', dtype=None, dims=(), offsets=None) @35:9
          .default:
            Const(value=False) @35:26
      .body:
        Tiles() @36:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @36:22
                .func:
                  Name(id='blocks') @36:22
                .args:
                  Name(id='k') @36:29
                  Name(id='BLOCK_N') @36:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @36:49
                .func:
                  Name(id='range') @36:49
                .args:
                  Name(id='HKV') @36:55
            )
          .options:
            TileOption(id='persistent', arg=None) @36:60
            TileOption(id='longest_first', arg=None) @36:71
            TileOption(id='dynamic') @36:85
              .arg:
                Name(id='DYNAMIC') @36:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @37:5
          .cond:
            BinOp(op='==') @37:19
              .lhs:
                BinOp(op='%') @37:19
                  .lhs:
                    Name(id='BLOCK_N') @37:19
                  .rhs:
                    Name(id='WG_N') @37:29
              .rhs:
                Const(value=0) @37:37
        Assign(targets=('NWG',)) @38:5
          .value:
            BinOp(op='//') @38:11
              .lhs:
                Name(id='BLOCK_N') @38:11
              .rhs:
                Name(id='WG_N') @38:22
        Assign(targets=('WRITER',)) @39:5
          .value:
            BoolOp(op='and') @39:14
              .values:
                Name(id='DQ_WRITER') @39:14
                BinOp(op='==') @39:28
                  .lhs:
                    Name(id='TARGET') @39:28
                  .rhs:
                    Const(value='gluon') @39:38
        Assign(targets=('LAG',)) @40:5
          .value:
            BoolOp(op='and') @40:11
              .values:
                Name(id='DQ_LAG') @40:11
                Name(id='WRITER') @40:22
        StaticAssert(message='DQ_LAG: with SMEM_P and DQ_WRITER') @41:5
          .cond:
            BoolOp(op='or') @41:19
              .values:
                Unary(op='not') @41:19
                  .operand:
                    Name(id='DQ_LAG') @41:23
                BoolOp(op='and') @41:34
                  .values:
                    Name(id='SMEM_P') @41:34
                    Name(id='DQ_WRITER') @41:45
        SmemDecl(name='k_tile') @45:5
          .stages:
            BinOp(op='*') @45:17
              .lhs:
                Name(id='KV_BUF') @45:17
              .rhs:
                BinOp(op='//') @45:27
                  .lhs:
                    Name(id='BLOCK_N') @45:27
                  .rhs:
                    Name(id='WG_N') @45:38
          .dtype:
            Name(id='DT') @45:46
          .shape:
            Name(id='WG_N') @45:49
            Name(id='D') @45:55
        SmemDecl(name='v_tile') @46:5
          .stages:
            BinOp(op='*') @46:17
              .lhs:
                Name(id='KV_BUF') @46:17
              .rhs:
                BinOp(op='//') @46:27
                  .lhs:
                    Name(id='BLOCK_N') @46:27
                  .rhs:
                    Name(id='WG_N') @46:38
          .dtype:
            Name(id='DT') @46:46
          .shape:
            Name(id='WG_N') @46:49
            Name(id='D') @46:55
        SmemDecl(name='q_ring') @47:5
          .stages:
            Name(id='STAGES') @47:17
          .dtype:
            Name(id='DT') @47:26
          .shape:
            Name(id='BLOCK_M') @47:29
            Name(id='D') @47:38
        SmemDecl(name='do_ring') @48:5
          .stages:
            Name(id='STAGES') @48:18
          .dtype:
            Name(id='DT') @48:27
          .shape:
            Name(id='BLOCK_M') @48:30
            Name(id='D') @48:39
        StaticAssert(message='DQ_COLS divides D and is at most 32') @53:5
          .cond:
            BoolOp(op='and') @53:19
              .values:
                BinOp(op='<=') @53:19
                  .lhs:
                    BinOp(op='*') @53:19
                      .lhs:
                        Name(id='DQ_COLS') @53:19
                      .rhs:
                        Const(value=4) @53:29
                  .rhs:
                    Const(value=128) @53:34
                BinOp(op='==') @53:42
                  .lhs:
                    BinOp(op='%') @53:42
                      .lhs:
                        Name(id='D') @53:42
                      .rhs:
                        Name(id='DQ_COLS') @53:46
                  .rhs:
                    Const(value=0) @53:57
        Assign(targets=('NC',)) @54:5
          .value:
            BinOp(op='//') @54:10
              .lhs:
                Name(id='D') @54:10
              .rhs:
                Name(id='DQ_COLS') @54:15
        SmemDecl(name='kh_tile') @55:5
          .stages:
            BinOp(op='*') @55:18
              .lhs:
                BinOp(op='*') @55:18
                  .lhs:
                    Name(id='KV_BUF') @55:18
                  .rhs:
                    BinOp(op='//') @55:28
                      .lhs:
                        Name(id='BLOCK_N') @55:28
                      .rhs:
                        Name(id='WG_N') @55:39
              .rhs:
                BinOp(op='//') @55:48
                  .lhs:
                    Name(id='D') @55:48
                  .rhs:
                    Name(id='DQ_COLS') @55:53
          .dtype:
            Name(id='DT') @55:64
          .shape:
            Name(id='WG_N') @55:67
            Name(id='DQ_COLS') @55:73
        If() @57:5
          .cond:
            BoolOp(op='and') @57:8
              .values:
                Name(id='DQ_WRITER') @57:8
                BinOp(op='==') @57:22
                  .lhs:
                    Name(id='TARGET') @57:22
                  .rhs:
                    Const(value='gluon') @57:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @58:9
              .cond:
                BinOp(op='==') @58:23
                  .lhs:
                    BinOp(op='%') @58:23
                      .lhs:
                        Name(id='D') @58:23
                      .rhs:
                        BinOp(op='*') @58:28
                          .lhs:
                            Name(id='DQ_COLS') @58:28
                          .rhs:
                            BinOp(op='//') @58:39
                              .lhs:
                                Name(id='BLOCK_N') @58:39
                              .rhs:
                                Name(id='WG_N') @58:50
                  .rhs:
                    Const(value=0) @58:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @59:9
              .cond:
                BinOp(op='==') @59:23
                  .lhs:
                    BinOp(op='%') @59:23
                      .lhs:
                        Name(id='STAGES') @59:23
                      .rhs:
                        Const(value=2) @59:32
                  .rhs:
                    Const(value=0) @59:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @60:9
              .cond:
                BoolOp(op='or') @60:23
                  .values:
                    Unary(op='not') @60:23
                      .operand:
                        Name(id='DQ_EARLY') @60:27
                    BoolOp(op='and') @60:40
                      .values:
                        BinOp(op='==') @60:40
                          .lhs:
                            Name(id='BLOCK_N') @60:40
                          .rhs:
                            BinOp(op='*') @60:51
                              .lhs:
                                Const(value=2) @60:51
                              .rhs:
                                Name(id='WG_N') @60:55
                        BinOp(op='==') @60:64
                          .lhs:
                            BinOp(op='//') @60:64
                              .lhs:
                                Name(id='D') @60:64
                              .rhs:
                                Name(id='DQ_COLS') @60:69
                          .rhs:
                            Const(value=4) @60:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @62:9
              .cond:
                Unary(op='not') @62:23
                  .operand:
                    BoolOp(op='and') @62:28
                      .values:
                        Name(id='SMEM_P') @62:28
                        Name(id='DQ_EARLY') @62:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @63:9
              .cond:
                BoolOp(op='or') @63:23
                  .values:
                    Unary(op='not') @63:23
                      .operand:
                        Name(id='DQ_PAIR') @63:27
                    BoolOp(op='and') @63:39
                      .values:
                        Name(id='SMEM_P') @63:39
                        BinOp(op='==') @63:50
                          .lhs:
                            Name(id='BLOCK_N') @63:50
                          .rhs:
                            BinOp(op='*') @63:61
                              .lhs:
                                Const(value=2) @63:61
                              .rhs:
                                Name(id='WG_N') @63:65
            If() @64:9
              .cond:
                Name(id='SMEM_P') @64:12
              .body:
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
                    Name(id='BLOCK_M') @65:55
                    Name(id='WG_N') @65:64
              .orelse:
                SmemDecl(name='ds_s') @67:13
                  .stages:
                    BinOp(op='*') @67:23
                      .lhs:
                        Name(id='STAGES') @67:23
                      .rhs:
                        BinOp(op='//') @67:33
                          .lhs:
                            Name(id='BLOCK_N') @67:33
                          .rhs:
                            Name(id='WG_N') @67:44
                  .dtype:
                    Name(id='DT') @67:52
                  .shape:
                    Name(id='WG_N') @67:55
                    Name(id='BLOCK_M') @67:61
            BarrierDecl(name='ds_ready') @68:9
              .size:
                Name(id='STAGES') @68:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @68:40
                    .lhs:
                      Name(id='BLOCK_N') @68:40
                    .rhs:
                      Name(id='WG_N') @68:51
                )
            SmemDecl(name='dq_s') @70:9
              .stages:
                BinOp(op='*') @70:20
                  .lhs:
                    BinOp(op='//') @70:20
                      .lhs:
                        Name(id='BLOCK_N') @70:20
                      .rhs:
                        Name(id='WG_N') @70:31
                  .rhs:
                    BinOp(op='//') @70:40
                      .lhs:
                        BinOp(op='//') @70:40
                          .lhs:
                            Name(id='D') @70:40
                          .rhs:
                            Name(id='DQ_COLS') @70:45
                      .rhs:
                        BinOp(op='//') @70:57
                          .lhs:
                            Name(id='BLOCK_N') @70:57
                          .rhs:
                            Name(id='WG_N') @70:68
              .dtype:
                Name(id='f32') @70:77
              .shape:
                Name(id='BLOCK_M') @70:81
                Name(id='DQ_COLS') @70:90
            BarrierDecl(name='dq_full') @71:9
              .size:
                BinOp(op='//') @71:25
                  .lhs:
                    BinOp(op='//') @71:25
                      .lhs:
                        Name(id='D') @71:25
                      .rhs:
                        Name(id='DQ_COLS') @71:30
                  .rhs:
                    BinOp(op='//') @71:42
                      .lhs:
                        Name(id='BLOCK_N') @71:42
                      .rhs:
                        Name(id='WG_N') @71:53
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @71:66
                    .lhs:
                      Name(id='BLOCK_N') @71:66
                    .rhs:
                      Name(id='WG_N') @71:77
                )
            BarrierDecl(name='dq_empty', kwargs=()) @72:9
              .size:
                BinOp(op='//') @72:26
                  .lhs:
                    BinOp(op='//') @72:26
                      .lhs:
                        Name(id='D') @72:26
                      .rhs:
                        Name(id='DQ_COLS') @72:31
                  .rhs:
                    BinOp(op='//') @72:43
                      .lhs:
                        Name(id='BLOCK_N') @72:43
                      .rhs:
                        Name(id='WG_N') @72:54
          .orelse:
            If() @74:9
              .cond:
                Name(id='SMEM_P') @74:12
              .body:
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
                    Name(id='BLOCK_M') @75:44
                    Name(id='WG_N') @75:53
              .orelse:
                SmemDecl(name='ds_s') @77:13
                  .stages:
                    BinOp(op='//') @77:23
                      .lhs:
                        Name(id='BLOCK_N') @77:23
                      .rhs:
                        Name(id='WG_N') @77:34
                  .dtype:
                    Name(id='DT') @77:41
                  .shape:
                    Name(id='WG_N') @77:44
                    Name(id='BLOCK_M') @77:50
            SmemDecl(name='dq_s') @78:9
              .stages:
                BinOp(op='//') @78:19
                  .lhs:
                    Name(id='BLOCK_N') @78:19
                  .rhs:
                    Name(id='WG_N') @78:30
              .dtype:
                Name(id='f32') @78:37
              .shape:
                Name(id='BLOCK_M') @78:41
                Name(id='DQ_COLS') @78:50
        BarrierDecl(name='kv_ready', kwargs=()) @79:5
          .size:
            Name(id='KV_BUF') @79:22
        BarrierDecl(name='kv_free') @80:5
          .size:
            Name(id='KV_BUF') @80:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @80:35
                .lhs:
                  Name(id='BLOCK_N') @80:35
                .rhs:
                  Name(id='WG_N') @80:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @81:5
          .size:
            Name(id='STAGES') @81:22
        BarrierDecl(name='qd_free') @82:5
          .size:
            Name(id='STAGES') @82:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @82:35
                .lhs:
                  Name(id='BLOCK_N') @82:35
                .rhs:
                  Name(id='WG_N') @82:46
            )
        Assign(targets=('len_q',)) @84:5
          .value:
            Attr(name='len') @84:13
              .value:
                Index() @84:13
                  .value:
                    Name(id='q') @84:13
                  .subs:
                    Name(id='seq') @84:15
        Assign(targets=('len_k',)) @85:5
          .value:
            Attr(name='len') @85:13
              .value:
                Index() @85:13
                  .value:
                    Name(id='k') @85:13
                  .subs:
                    Name(id='seq') @85:15
        Assign(targets=('n',)) @87:5
          .value:
            Name(id='nt') @87:9
        If(orelse=()) @88:5
          .cond:
            Name(id='CAUSAL') @88:8
          .body:
            Assign(targets=('n',)) @89:9
              .value:
                BinOp(op='-') @89:13
                  .lhs:
                    BinOp(op='-') @89:13
                      .lhs:
                        Call(kwargs=()) @89:13
                          .func:
                            Name(id='cdiv') @89:13
                          .args:
                            Name(id='len_k') @89:18
                            Name(id='BLOCK_N') @89:25
                      .rhs:
                        Const(value=1) @89:36
                  .rhs:
                    Name(id='nt') @89:40
        Assign(targets=('group',)) @90:5
          .value:
            BinOp(op='//') @90:13
              .lhs:
                Name(id='H') @90:13
              .rhs:
                Name(id='HKV') @90:18
        Assign(targets=('m_lo',)) @92:5
          .value:
            Const(value=0) @92:12
        If(orelse=()) @93:5
          .cond:
            Name(id='CAUSAL') @93:8
          .body:
            Assign(targets=('m_lo',)) @94:9
              .value:
                BinOp(op='//') @94:16
                  .lhs:
                    Call(kwargs=()) @94:16
                      .func:
                        Name(id='maximum') @94:16
                      .args:
                        BinOp(op='-') @94:24
                          .lhs:
                            BinOp(op='*') @94:24
                              .lhs:
                                Name(id='n') @94:24
                              .rhs:
                                Name(id='BLOCK_N') @94:28
                          .rhs:
                            BinOp(op='-') @94:39
                              .lhs:
                                Name(id='len_k') @94:39
                              .rhs:
                                Name(id='len_q') @94:47
                        Const(value=0) @94:55
                  .rhs:
                    Name(id='BLOCK_M') @94:61
        Assign(targets=('n_m',)) @95:5
          .value:
            Call(kwargs=()) @95:11
              .func:
                Name(id='maximum') @95:11
              .args:
                BinOp(op='-') @95:19
                  .lhs:
                    Call(kwargs=()) @95:19
                      .func:
                        Name(id='cdiv') @95:19
                      .args:
                        Name(id='len_q') @95:24
                        Name(id='BLOCK_M') @95:31
                  .rhs:
                    Name(id='m_lo') @95:42
                Const(value=0) @95:48
        Assign(targets=('steps',)) @96:5
          .value:
            BinOp(op='*') @96:13
              .lhs:
                Name(id='group') @96:13
              .rhs:
                Name(id='n_m') @96:21
        Role(name='load', replica=None) @98:5
          .kwargs:
            (
              'warps'
              Const(value=1) @98:21
            )
            (
              'regs'
              Const(value=24) @98:29
            )
          .body:
            Assign(targets=('ks',)) @99:9
              .value:
                BinOp(op='%') @99:14
                  .lhs:
                    Name(id='tile_index') @99:14
                  .rhs:
                    Name(id='KV_BUF') @99:27
            Wait(phase=None) @100:9
              .target:
                Index() @100:14
                  .value:
                    Name(id='kv_free') @100:14
                  .subs:
                    Name(id='ks') @100:22
            Expect() @101:9
              .target:
                Index() @101:16
                  .value:
                    Name(id='kv_ready') @101:16
                  .subs:
                    Name(id='ks') @101:25
              .nbytes:
                BinOp(op='+') @101:30
                  .lhs:
                    BinOp(op='*') @101:30
                      .lhs:
                        BinOp(op='*') @101:30
                          .lhs:
                            Const(value=2) @101:30
                          .rhs:
                            Name(id='NWG') @101:34
                      .rhs:
                        Call(kwargs=()) @101:40
                          .func:
                            Name(id='bytes') @101:40
                          .args:
                            Name(id='k_tile') @101:46
                  .rhs:
                    BinOp(op='*') @101:56
                      .lhs:
                        BinOp(op='*') @101:56
                          .lhs:
                            Name(id='NC') @101:56
                          .rhs:
                            Name(id='NWG') @101:61
                      .rhs:
                        Call(kwargs=()) @101:67
                          .func:
                            Name(id='bytes') @101:67
                          .args:
                            Name(id='kh_tile') @101:73
            For(var='i') @102:9
              .iter:
                Call(kwargs=()) @102:18
                  .func:
                    Name(id='static_range') @102:18
                  .args:
                    Name(id='NWG') @102:31
              .body:
                Tma() @103:13
                  .dst:
                    Index() @103:17
                      .value:
                        Name(id='k_tile') @103:17
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
                        Name(id='k') @103:41
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
                Tma() @104:13
                  .dst:
                    Index() @104:17
                      .value:
                        Name(id='v_tile') @104:17
                      .subs:
                        BinOp(op='+') @104:24
                          .lhs:
                            BinOp(op='*') @104:24
                              .lhs:
                                Name(id='ks') @104:24
                              .rhs:
                                Name(id='NWG') @104:29
                          .rhs:
                            Name(id='i') @104:35
                  .src:
                    Index() @104:41
                      .value:
                        Name(id='v') @104:41
                      .subs:
                        Name(id='seq') @104:43
                        BinOp(op='+') @104:48
                          .lhs:
                            BinOp(op='*') @104:48
                              .lhs:
                                Name(id='NWG') @104:48
                              .rhs:
                                Name(id='n') @104:54
                          .rhs:
                            Name(id='i') @104:58
                        Name(id='kvh') @104:61
                  .signals:
                    Index() @104:74
                      .value:
                        Name(id='kv_ready') @104:74
                      .subs:
                        Name(id='ks') @104:83
                For(var='c') @105:13
                  .iter:
                    Call(kwargs=()) @105:22
                      .func:
                        Name(id='static_range') @105:22
                      .args:
                        Name(id='NC') @105:35
                  .body:
                    Tma() @106:17
                      .dst:
                        Index() @106:21
                          .value:
                            Name(id='kh_tile') @106:21
                          .subs:
                            BinOp(op='+') @106:29
                              .lhs:
                                BinOp(op='*') @106:29
                                  .lhs:
                                    Name(id='NC') @106:29
                                  .rhs:
                                    BinOp(op='+') @106:35
                                      .lhs:
                                        BinOp(op='*') @106:35
                                          .lhs:
                                            Name(id='ks') @106:35
                                          .rhs:
                                            Name(id='NWG') @106:40
                                      .rhs:
                                        Name(id='i') @106:46
                              .rhs:
                                Name(id='c') @106:51
                      .src:
                        Index() @106:57
                          .value:
                            Name(id='k') @106:57
                          .subs:
                            Name(id='seq') @106:59
                            BinOp(op='+') @106:64
                              .lhs:
                                BinOp(op='*') @106:64
                                  .lhs:
                                    Name(id='NWG') @106:64
                                  .rhs:
                                    Name(id='n') @106:70
                              .rhs:
                                Name(id='i') @106:74
                            Name(id='kvh') @106:77
                            Name(id='c') @106:82
                      .signals:
                        Index() @106:93
                          .value:
                            Name(id='kv_ready') @106:93
                          .subs:
                            Name(id='ks') @106:102
            Pipeline(var='j', slot='slot', ring='qd') @107:9
              .iter:
                Call(kwargs=()) @107:23
                  .func:
                    Name(id='range') @107:23
                  .args:
                    Name(id='steps') @107:29
              .stages:
                Name(id='STAGES') @107:49
              .body:
                Assign(targets=('head',)) @108:13
                  .value:
                    BinOp(op='+') @108:20
                      .lhs:
                        BinOp(op='*') @108:20
                          .lhs:
                            Name(id='kvh') @108:20
                          .rhs:
                            Name(id='group') @108:26
                      .rhs:
                        BinOp(op='//') @108:34
                          .lhs:
                            Name(id='j') @108:34
                          .rhs:
                            Name(id='n_m') @108:39
                Assign(targets=('mb',)) @109:13
                  .value:
                    BinOp(op='+') @109:18
                      .lhs:
                        Name(id='m_lo') @109:18
                      .rhs:
                        BinOp(op='%') @109:25
                          .lhs:
                            Name(id='j') @109:25
                          .rhs:
                            Name(id='n_m') @109:29
                Wait(phase=None) @110:13
                  .target:
                    Index() @110:18
                      .value:
                        Name(id='qd_free') @110:18
                      .subs:
                        Name(id='slot') @110:26
                Expect() @111:13
                  .target:
                    Index() @111:20
                      .value:
                        Name(id='qd_ready') @111:20
                      .subs:
                        Name(id='slot') @111:29
                  .nbytes:
                    BinOp(op='+') @111:36
                      .lhs:
                        Call(kwargs=()) @111:36
                          .func:
                            Name(id='bytes') @111:36
                          .args:
                            Name(id='q_ring') @111:42
                      .rhs:
                        Call(kwargs=()) @111:52
                          .func:
                            Name(id='bytes') @111:52
                          .args:
                            Name(id='do_ring') @111:58
                Tma() @112:13
                  .dst:
                    Index() @112:17
                      .value:
                        Name(id='q_ring') @112:17
                      .subs:
                        Name(id='slot') @112:24
                  .src:
                    Index() @112:33
                      .value:
                        Name(id='q') @112:33
                      .subs:
                        Name(id='seq') @112:35
                        Name(id='mb') @112:40
                        Name(id='head') @112:44
                  .signals:
                    Index() @112:58
                      .value:
                        Name(id='qd_ready') @112:58
                      .subs:
                        Name(id='slot') @112:67
                Tma() @113:13
                  .dst:
                    Index() @113:17
                      .value:
                        Name(id='do_ring') @113:17
                      .subs:
                        Name(id='slot') @113:25
                  .src:
                    Index() @113:34
                      .value:
                        Name(id='d_o') @113:34
                      .subs:
                        Name(id='seq') @113:38
                        Name(id='mb') @113:43
                        Name(id='head') @113:47
                  .signals:
                    Index() @113:61
                      .value:
                        Name(id='qd_ready') @113:61
                      .subs:
                        Name(id='slot') @113:70
        If(orelse=()) @115:5
          .cond:
            Name(id='WRITER') @115:8
          .body:
            Assign(targets=('NCW',)) @118:9
              .value:
                BinOp(op='//') @118:15
                  .lhs:
                    Name(id='NC') @118:15
                  .rhs:
                    Name(id='NWG') @118:21
            Role(name='dq_writer', replica=None) @119:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @119:30
                )
                (
                  'regs'
                  Const(value=24) @119:38
                )
              .body:
                Pipeline(var='j', slot='ws', ring='qd') @120:13
                  .iter:
                    Call(kwargs=()) @120:27
                      .func:
                        Name(id='range') @120:27
                      .args:
                        Name(id='steps') @120:33
                  .stages:
                    Name(id='STAGES') @120:53
                  .body:
                    Assign(targets=('head',)) @121:17
                      .value:
                        BinOp(op='+') @121:24
                          .lhs:
                            BinOp(op='*') @121:24
                              .lhs:
                                Name(id='kvh') @121:24
                              .rhs:
                                Name(id='group') @121:30
                          .rhs:
                            BinOp(op='//') @121:38
                              .lhs:
                                Name(id='j') @121:38
                              .rhs:
                                Name(id='n_m') @121:43
                    Assign(targets=('mb',)) @122:17
                      .value:
                        BinOp(op='+') @122:22
                          .lhs:
                            Name(id='m_lo') @122:22
                          .rhs:
                            BinOp(op='%') @122:29
                              .lhs:
                                Name(id='j') @122:29
                              .rhs:
                                Name(id='n_m') @122:33
                    For(var='i') @123:17
                      .iter:
                        Call(kwargs=()) @123:26
                          .func:
                            Name(id='static_range') @123:26
                          .args:
                            Name(id='NCW') @123:39
                      .body:
                        Wait(phase=None) @124:21
                          .target:
                            Index() @124:26
                              .value:
                                Name(id='dq_full') @124:26
                              .subs:
                                Name(id='i') @124:34
                        For(var='w') @125:21
                          .iter:
                            Call(kwargs=()) @125:30
                              .func:
                                Name(id='static_range') @125:30
                              .args:
                                Name(id='NWG') @125:43
                          .body:
                            Tma(signals=None, reduce='add') @126:25
                              .dst:
                                Index() @126:29
                                  .value:
                                    Name(id='dq_acc') @126:29
                                  .subs:
                                    Name(id='seq') @126:36
                                    Name(id='mb') @126:41
                                    Name(id='head') @126:45
                                    BinOp(op='+') @126:51
                                      .lhs:
                                        BinOp(op='*') @126:51
                                          .lhs:
                                            Name(id='w') @126:51
                                          .rhs:
                                            Name(id='NCW') @126:55
                                      .rhs:
                                        Name(id='i') @126:61
                              .src:
                                Index() @126:67
                                  .value:
                                    Name(id='dq_s') @126:67
                                  .subs:
                                    BinOp(op='+') @126:72
                                      .lhs:
                                        BinOp(op='*') @126:72
                                          .lhs:
                                            Name(id='i') @126:72
                                          .rhs:
                                            Name(id='NWG') @126:76
                                      .rhs:
                                        Name(id='w') @126:82
                        Arrive(count=None) @127:21
                          .target:
                            Index() @127:28
                              .value:
                                Name(id='dq_empty') @127:28
                              .subs:
                                Name(id='i') @127:37
        Role(name='compute', replica='wg') @129:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @129:29
            )
            (
              'regs'
              Name(id='REGS') @129:39
            )
          .body:
            Assign(targets=('qk_scale',)) @130:9
              .value:
                BinOp(op='*') @130:20
                  .lhs:
                    Name(id='sm_scale') @130:20
                  .rhs:
                    Name(id='LOG2E') @130:31
            Assign(targets=('krow0',)) @131:9
              .value:
                BinOp(op='+') @131:17
                  .lhs:
                    BinOp(op='*') @131:17
                      .lhs:
                        Name(id='n') @131:17
                      .rhs:
                        Name(id='BLOCK_N') @131:21
                  .rhs:
                    BinOp(op='*') @131:31
                      .lhs:
                        Name(id='wg') @131:31
                      .rhs:
                        Name(id='WG_N') @131:36
            Assign(targets=('krows',)) @132:9
              .value:
                BinOp(op='+') @132:17
                  .lhs:
                    Name(id='krow0') @132:17
                  .rhs:
                    Call(kwargs=()) @132:25
                      .func:
                        Name(id='arange') @132:25
                      .args:
                        Name(id='WG_N') @132:32
            Assign(targets=('qcols',)) @133:9
              .value:
                Call(kwargs=()) @133:17
                  .func:
                    Name(id='arange') @133:17
                  .args:
                    Name(id='BLOCK_M') @133:24
            Assign(targets=('dcols',)) @134:9
              .value:
                Call(kwargs=()) @134:17
                  .func:
                    Name(id='arange') @134:17
                  .args:
                    Name(id='D') @134:24
            Assign(targets=('ks',)) @135:9
              .value:
                BinOp(op='%') @135:14
                  .lhs:
                    Name(id='tile_index') @135:14
                  .rhs:
                    Name(id='KV_BUF') @135:27
            Assign(targets=('mine',)) @136:9
              .value:
                BinOp(op='+') @136:16
                  .lhs:
                    BinOp(op='*') @136:16
                      .lhs:
                        Name(id='ks') @136:16
                      .rhs:
                        Name(id='NWG') @136:21
                  .rhs:
                    Name(id='wg') @136:27
            Assign(targets=('acc_k',)) @137:9
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
            Assign(targets=('acc_v',)) @138:9
              .value:
                Call(kwargs=()) @138:17
                  .func:
                    Name(id='zeros') @138:17
                  .args:
                    ListLit() @138:23
                      .elts:
                        Name(id='WG_N') @138:24
                        Name(id='D') @138:30
                    Name(id='f32') @138:34
            Wait(phase=None) @139:9
              .target:
                Index() @139:14
                  .value:
                    Name(id='kv_ready') @139:14
                  .subs:
                    Name(id='ks') @139:23
            Assign(targets=('PARTS',)) @144:9
              .value:
                Const(value=1) @144:17
            If(orelse=()) @145:9
              .cond:
                Name(id='LAG') @145:12
              .body:
                Assign(targets=('PARTS',)) @146:13
                  .value:
                    Const(value=2) @146:21
                Assign(targets=('last',)) @147:13
                  .value:
                    Const(value=0) @147:20
            For(var='part') @148:9
              .iter:
                Call(kwargs=()) @148:21
                  .func:
                    Name(id='static_range') @148:21
                  .args:
                    Name(id='PARTS') @148:34
              .body:
                Assign(targets=('lo',)) @149:13
                  .value:
                    Name(id='part') @149:18
                Assign(targets=('hi',)) @150:13
                  .value:
                    Name(id='steps') @150:18
                If(orelse=()) @151:13
                  .cond:
                    BoolOp(op='and') @151:16
                      .values:
                        Name(id='LAG') @151:16
                        BinOp(op='==') @151:24
                          .lhs:
                            Name(id='part') @151:24
                          .rhs:
                            Const(value=0) @151:32
                  .body:
                    Assign(targets=('hi',)) @152:17
                      .value:
                        Call(kwargs=()) @152:22
                          .func:
                            Name(id='minimum') @152:22
                          .args:
                            Name(id='steps') @152:30
                            Const(value=1) @152:37
                Pipeline(var='j', slot='slot', ring='qd') @153:13
                  .iter:
                    Call(kwargs=()) @153:27
                      .func:
                        Name(id='range') @153:27
                      .args:
                        Name(id='lo') @153:33
                        Name(id='hi') @153:37
                  .stages:
                    Name(id='STAGES') @153:54
                  .body:
                    Assign(targets=('head',)) @154:17
                      .value:
                        BinOp(op='+') @154:24
                          .lhs:
                            BinOp(op='*') @154:24
                              .lhs:
                                Name(id='kvh') @154:24
                              .rhs:
                                Name(id='group') @154:30
                          .rhs:
                            BinOp(op='//') @154:38
                              .lhs:
                                Name(id='j') @154:38
                              .rhs:
                                Name(id='n_m') @154:43
                    Assign(targets=('mb',)) @155:17
                      .value:
                        BinOp(op='+') @155:22
                          .lhs:
                            Name(id='m_lo') @155:22
                          .rhs:
                            BinOp(op='%') @155:29
                              .lhs:
                                Name(id='j') @155:29
                              .rhs:
                                Name(id='n_m') @155:33
                    Assign(targets=('qpos',)) @156:17
                      .value:
                        BinOp(op='+') @156:24
                          .lhs:
                            BinOp(op='*') @156:24
                              .lhs:
                                Name(id='mb') @156:24
                              .rhs:
                                Name(id='BLOCK_M') @156:29
                          .rhs:
                            Name(id='qcols') @156:39
                    Assign(targets=('lse2',)) @157:17
                      .value:
                        Call(kwargs=()) @157:24
                          .func:
                            Name(id='zeros') @157:24
                          .args:
                            ListLit() @157:30
                              .elts:
                                Name(id='BLOCK_M') @157:31
                            Name(id='f32') @157:41
                    Assign(targets=('dlt',)) @158:17
                      .value:
                        Call(kwargs=()) @158:23
                          .func:
                            Name(id='zeros') @158:23
                          .args:
                            ListLit() @158:29
                              .elts:
                                Name(id='BLOCK_M') @158:30
                            Name(id='f32') @158:40
                    If(orelse=()) @159:17
                      .cond:
                        BinOp(op='==') @159:20
                          .lhs:
                            Name(id='ACT') @159:20
                          .rhs:
                            Const(value='softmax') @159:27
                      .body:
                        Assign(targets=('lse2',)) @160:21
                          .value:
                            BinOp(op='*') @160:28
                              .lhs:
                                Index() @160:28
                                  .value:
                                    Index() @160:28
                                      .value:
                                        Name(id='lse') @160:28
                                      .subs:
                                        Name(id='seq') @160:32
                                  .subs:
                                    Name(id='qpos') @160:37
                                    Name(id='head') @160:43
                              .rhs:
                                Name(id='LOG2E') @160:51
                        Assign(targets=('dlt',)) @161:21
                          .value:
                            Index() @161:27
                              .value:
                                Index() @161:27
                                  .value:
                                    Name(id='delta') @161:27
                                  .subs:
                                    Name(id='seq') @161:33
                              .subs:
                                Name(id='qpos') @161:38
                                Name(id='head') @161:44
                    Assign(targets=('edge',)) @164:17
                      .value:
                        BoolOp(op='or') @164:24
                          .values:
                            BinOp(op='>') @164:24
                              .lhs:
                                BinOp(op='*') @164:25
                                  .lhs:
                                    BinOp(op='+') @164:25
                                      .lhs:
                                        Name(id='mb') @164:25
                                      .rhs:
                                        Const(value=1) @164:30
                                  .rhs:
                                    Name(id='BLOCK_M') @164:35
                              .rhs:
                                Name(id='len_q') @164:45
                            BinOp(op='>') @164:54
                              .lhs:
                                BinOp(op='+') @164:54
                                  .lhs:
                                    Name(id='krow0') @164:54
                                  .rhs:
                                    Name(id='WG_N') @164:62
                              .rhs:
                                Name(id='len_k') @164:69
                    If(orelse=()) @165:17
                      .cond:
                        Name(id='CAUSAL') @165:20
                      .body:
                        Assign(targets=('edge',)) @166:21
                          .value:
                            BoolOp(op='or') @166:28
                              .values:
                                Name(id='edge') @166:28
                                BinOp(op='>') @166:36
                                  .lhs:
                                    BinOp(op='-') @166:36
                                      .lhs:
                                        BinOp(op='+') @166:36
                                          .lhs:
                                            Name(id='krow0') @166:36
                                          .rhs:
                                            Name(id='WG_N') @166:44
                                      .rhs:
                                        Const(value=1) @166:51
                                  .rhs:
                                    BinOp(op='-') @166:55
                                      .lhs:
                                        BinOp(op='+') @166:55
                                          .lhs:
                                            BinOp(op='*') @166:55
                                              .lhs:
                                                Name(id='mb') @166:55
                                              .rhs:
                                                Name(id='BLOCK_M') @166:60
                                          .rhs:
                                            Name(id='len_k') @166:70
                                      .rhs:
                                        Name(id='len_q') @166:78
                    Wait(phase=None) @167:17
                      .target:
                        Index() @167:22
                          .value:
                            Name(id='qd_ready') @167:22
                          .subs:
                            Name(id='slot') @167:31
                    If() @168:17
                      .cond:
                        Name(id='SMEM_P') @168:20
                      .body:
                        Assign(targets=('own',)) @172:21
                          .value:
                            Name(id='wg') @172:27
                        Assign(targets=('og',)) @173:21
                          .value:
                            BinOp(op='%') @173:27
                              .lhs:
                                BinOp(op='+') @173:27
                                  .lhs:
                                    Name(id='wg') @173:27
                                  .rhs:
                                    Const(value=1) @173:32
                              .rhs:
                                Name(id='NWG') @173:37
                        If(orelse=()) @174:21
                          .cond:
                            Name(id='WRITER') @174:24
                          .body:
                            Assign(targets=('own',)) @175:25
                              .value:
                                BinOp(op='+') @175:31
                                  .lhs:
                                    BinOp(op='*') @175:31
                                      .lhs:
                                        Name(id='slot') @175:31
                                      .rhs:
                                        Name(id='NWG') @175:38
                                  .rhs:
                                    Name(id='wg') @175:44
                        If(orelse=()) @176:21
                          .cond:
                            BoolOp(op='and') @176:24
                              .values:
                                Name(id='LAG') @176:24
                                BinOp(op='==') @176:32
                                  .lhs:
                                    Name(id='part') @176:32
                                  .rhs:
                                    Const(value=1) @176:40
                          .body:
                            Wait() @178:25
                              .target:
                                Index() @178:30
                                  .value:
                                    Name(id='ds_ready') @178:30
                                  .subs:
                                    Const(value=0) @178:39
                              .phase:
                                BinOp(op='%') @178:48
                                  .lhs:
                                    Name(id='last') @178:48
                                  .rhs:
                                    Const(value=2) @178:55
                            For(var='i') @179:25
                              .iter:
                                Call(kwargs=()) @179:34
                                  .func:
                                    Name(id='static_range') @179:34
                                  .args:
                                    Name(id='NCW') @179:47
                              .body:
                                Assign(targets=('c',)) @180:29
                                  .value:
                                    BinOp(op='+') @180:33
                                      .lhs:
                                        BinOp(op='*') @180:33
                                          .lhs:
                                            Name(id='wg') @180:33
                                          .rhs:
                                            Name(id='NCW') @180:38
                                      .rhs:
                                        Name(id='i') @180:44
                                If() @181:29
                                  .cond:
                                    Name(id='DQ_PAIR') @181:32
                                  .body:
                                    Assign(targets=('f0',)) @183:33
                                      .value:
                                        Call(kwargs=()) @183:38
                                          .func:
                                            Name(id='mma_async') @183:38
                                          .args:
                                            Index() @183:48
                                              .value:
                                                Name(id='ds_s') @183:48
                                              .subs:
                                                BinOp(op='+') @183:53
                                                  .lhs:
                                                    BinOp(op='*') @183:53
                                                      .lhs:
                                                        Name(id='last') @183:53
                                                      .rhs:
                                                        Name(id='NWG') @183:60
                                                  .rhs:
                                                    Name(id='wg') @183:66
                                            Index() @183:71
                                              .value:
                                                Name(id='kh_tile') @183:71
                                              .subs:
                                                BinOp(op='+') @183:79
                                                  .lhs:
                                                    BinOp(op='*') @183:79
                                                      .lhs:
                                                        Name(id='NC') @183:79
                                                      .rhs:
                                                        BinOp(op='+') @183:85
                                                          .lhs:
                                                            BinOp(op='*') @183:85
                                                              .lhs:
                                                                Name(id='ks') @183:85
                                                              .rhs:
                                                                Name(id='NWG') @183:90
                                                          .rhs:
                                                            Name(id='wg') @183:96
                                                  .rhs:
                                                    Name(id='c') @183:102
                                    Assign(targets=('f1',)) @184:33
                                      .value:
                                        Call(kwargs=()) @184:38
                                          .func:
                                            Name(id='mma_async') @184:38
                                          .args:
                                            Index() @184:48
                                              .value:
                                                Name(id='ds_s') @184:48
                                              .subs:
                                                BinOp(op='+') @184:53
                                                  .lhs:
                                                    BinOp(op='*') @184:53
                                                      .lhs:
                                                        Name(id='last') @184:53
                                                      .rhs:
                                                        Name(id='NWG') @184:60
                                                  .rhs:
                                                    Name(id='og') @184:66
                                            Index() @184:71
                                              .value:
                                                Name(id='kh_tile') @184:71
                                              .subs:
                                                BinOp(op='+') @184:79
                                                  .lhs:
                                                    BinOp(op='*') @184:79
                                                      .lhs:
                                                        Name(id='NC') @184:79
                                                      .rhs:
                                                        BinOp(op='+') @184:85
                                                          .lhs:
                                                            BinOp(op='*') @184:85
                                                              .lhs:
                                                                Name(id='ks') @184:85
                                                              .rhs:
                                                                Name(id='NWG') @184:90
                                                          .rhs:
                                                            Name(id='og') @184:96
                                                  .rhs:
                                                    Name(id='c') @184:102
                                    Assign(targets=('dq_c',)) @185:33
                                      .value:
                                        Call() @185:40
                                          .func:
                                            Name(id='mma_wait') @185:40
                                          .args:
                                            Name(id='f0') @185:49
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @185:61
                                            )
                                    Assign(targets=('dq_c',)) @186:33
                                      .value:
                                        BinOp(op='+') @186:40
                                          .lhs:
                                            Name(id='dq_c') @186:40
                                          .rhs:
                                            Call(kwargs=()) @186:47
                                              .func:
                                                Name(id='mma_wait') @186:47
                                              .args:
                                                Name(id='f1') @186:56
                                  .orelse:
                                    Assign(targets=('dq_c',)) @188:33
                                      .value:
                                        Call(kwargs=()) @188:40
                                          .func:
                                            Name(id='zeros') @188:40
                                          .args:
                                            ListLit() @188:46
                                              .elts:
                                                Name(id='BLOCK_M') @188:47
                                                Name(id='DQ_COLS') @188:56
                                            Name(id='f32') @188:66
                                    For(var='g') @189:33
                                      .iter:
                                        Call(kwargs=()) @189:42
                                          .func:
                                            Name(id='static_range') @189:42
                                          .args:
                                            Name(id='NWG') @189:55
                                      .body:
                                        Assign(targets=('gg',)) @190:37
                                          .value:
                                            BinOp(op='%') @190:43
                                              .lhs:
                                                BinOp(op='+') @190:43
                                                  .lhs:
                                                    Name(id='wg') @190:43
                                                  .rhs:
                                                    Name(id='g') @190:48
                                              .rhs:
                                                Name(id='NWG') @190:53
                                        Assign(targets=('dq_c',)) @191:37
                                          .value:
                                            Call(kwargs=()) @191:44
                                              .func:
                                                Name(id='mma_wait') @191:44
                                              .args:
                                                Call(kwargs=()) @191:53
                                                  .func:
                                                    Name(id='mma_async') @191:53
                                                  .args:
                                                    Index() @191:63
                                                      .value:
                                                        Name(id='ds_s') @191:63
                                                      .subs:
                                                        BinOp(op='+') @191:68
                                                          .lhs:
                                                            BinOp(op='*') @191:68
                                                              .lhs:
                                                                Name(id='last') @191:68
                                                              .rhs:
                                                                Name(id='NWG') @191:75
                                                          .rhs:
                                                            Name(id='gg') @191:81
                                                    Index() @191:86
                                                      .value:
                                                        Name(id='kh_tile') @191:86
                                                      .subs:
                                                        BinOp(op='+') @191:94
                                                          .lhs:
                                                            BinOp(op='*') @191:94
                                                              .lhs:
                                                                Name(id='NC') @191:94
                                                              .rhs:
                                                                BinOp(op='+') @191:100
                                                                  .lhs:
                                                                    BinOp(op='*') @191:100
                                                                      .lhs:
                                                                        Name(id='ks') @191:100
                                                                      .rhs:
                                                                        Name(id='NWG') @191:105
                                                                  .rhs:
                                                                    Name(id='gg') @191:111
                                                          .rhs:
                                                            Name(id='c') @191:117
                                                    Name(id='dq_c') @191:121
                                Wait() @192:29
                                  .target:
                                    Index() @192:34
                                      .value:
                                        Name(id='dq_empty') @192:34
                                      .subs:
                                        Name(id='i') @192:43
                                  .phase:
                                    BinOp(op='-') @192:52
                                      .lhs:
                                        Const(value=1) @192:52
                                      .rhs:
                                        BinOp(op='%') @192:56
                                          .lhs:
                                            Name(id='last') @192:56
                                          .rhs:
                                            Const(value=2) @192:63
                                ExprStmt() @193:29
                                  .value:
                                    Call(kwargs=()) @193:29
                                      .func:
                                        Name(id='store_smem') @193:29
                                      .args:
                                        Index() @193:40
                                          .value:
                                            Name(id='dq_s') @193:40
                                          .subs:
                                            BinOp(op='+') @193:45
                                              .lhs:
                                                BinOp(op='*') @193:45
                                                  .lhs:
                                                    Name(id='i') @193:45
                                                  .rhs:
                                                    Name(id='NWG') @193:49
                                              .rhs:
                                                Name(id='wg') @193:55
                                        Name(id='dq_c') @193:60
                                Fence() @194:29
                                Arrive(count=None) @195:29
                                  .target:
                                    Index() @195:36
                                      .value:
                                        Name(id='dq_full') @195:36
                                      .subs:
                                        Name(id='i') @195:44
                        Assign(targets=('s_f',)) @196:21
                          .value:
                            Call(kwargs=()) @196:27
                              .func:
                                Name(id='mma_async') @196:27
                              .args:
                                Index() @196:37
                                  .value:
                                    Name(id='q_ring') @196:37
                                  .subs:
                                    Name(id='slot') @196:44
                                Attr(name='T') @196:51
                                  .value:
                                    Index() @196:51
                                      .value:
                                        Name(id='k_tile') @196:51
                                      .subs:
                                        Name(id='mine') @196:58
                        Assign(targets=('dp_f',)) @197:21
                          .value:
                            Call(kwargs=()) @197:28
                              .func:
                                Name(id='mma_async') @197:28
                              .args:
                                Index() @197:38
                                  .value:
                                    Name(id='do_ring') @197:38
                                  .subs:
                                    Name(id='slot') @197:46
                                Attr(name='T') @197:53
                                  .value:
                                    Index() @197:53
                                      .value:
                                        Name(id='v_tile') @197:53
                                      .subs:
                                        Name(id='mine') @197:60
                        Assign(targets=('s',)) @198:21
                          .value:
                            Call() @198:25
                              .func:
                                Name(id='mma_wait') @198:25
                              .args:
                                Name(id='s_f') @198:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @198:47
                                )
                        Assign(targets=('kpos',)) @200:21
                          .value:
                            BinOp(op='+') @200:28
                              .lhs:
                                Name(id='krow0') @200:28
                              .rhs:
                                Call(kwargs=()) @200:36
                                  .func:
                                    Name(id='arange') @200:36
                                  .args:
                                    Name(id='WG_N') @200:43
                        Assign(targets=('p', 'dact')) @201:21
                          .value:
                            Call(kwargs=()) @201:31
                              .func:
                                Name(id='probs') @201:31
                              .args:
                                Name(id='s') @201:37
                                Name(id='edge') @201:40
                                Index() @201:46
                                  .value:
                                    Name(id='qpos') @201:46
                                  .subs:
                                    FullSlice() @201:51
                                    Const(value=None) @201:54
                                Index() @201:61
                                  .value:
                                    Name(id='kpos') @201:61
                                  .subs:
                                    Const(value=None) @201:66
                                    FullSlice() @201:72
                                Name(id='len_q') @201:76
                                Name(id='len_k') @201:83
                                Index() @201:90
                                  .value:
                                    Name(id='lse2') @201:90
                                  .subs:
                                    FullSlice() @201:95
                                    Const(value=None) @201:98
                                Name(id='qk_scale') @201:105
                                Name(id='sm_scale') @202:37
                                Name(id='CAUSAL') @202:47
                                Name(id='ACT') @202:55
                        ExprStmt() @203:21
                          .value:
                            Call(kwargs=()) @203:21
                              .func:
                                Name(id='store_smem') @203:21
                              .args:
                                Index() @203:32
                                  .value:
                                    Name(id='ds_s') @203:32
                                  .subs:
                                    Name(id='own') @203:37
                                Call(kwargs=()) @203:43
                                  .func:
                                    Name(id='cast') @203:43
                                  .args:
                                    Name(id='p') @203:48
                                    Name(id='DT') @203:51
                        Fence() @204:21
                        Assign(targets=('dv_f',)) @205:21
                          .value:
                            Call(kwargs=()) @205:28
                              .func:
                                Name(id='mma_async') @205:28
                              .args:
                                Attr(name='T') @205:38
                                  .value:
                                    Index() @205:38
                                      .value:
                                        Name(id='ds_s') @205:38
                                      .subs:
                                        Name(id='own') @205:43
                                Index() @205:51
                                  .value:
                                    Name(id='do_ring') @205:51
                                  .subs:
                                    Name(id='slot') @205:59
                                Name(id='acc_v') @205:66
                        Assign(targets=('dp',)) @206:21
                          .value:
                            Call() @206:26
                              .func:
                                Name(id='mma_wait') @206:26
                              .args:
                                Name(id='dp_f') @206:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @206:49
                                )
                        Assign(targets=('ds',)) @207:21
                          .value:
                            Call(kwargs=()) @207:26
                              .func:
                                Name(id='cast') @207:26
                              .args:
                                Call(kwargs=()) @207:31
                                  .func:
                                    Name(id='dscores') @207:31
                                  .args:
                                    Name(id='p') @207:39
                                    Name(id='dact') @207:42
                                    Name(id='dp') @207:48
                                    Index() @207:52
                                      .value:
                                        Name(id='dlt') @207:52
                                      .subs:
                                        FullSlice() @207:56
                                        Const(value=None) @207:59
                                    Name(id='ACT') @207:66
                                Name(id='DT') @207:72
                        Assign(targets=('acc_v',)) @208:21
                          .value:
                            Call(kwargs=()) @208:29
                              .func:
                                Name(id='mma_wait') @208:29
                              .args:
                                Name(id='dv_f') @208:38
                        ExprStmt() @209:21
                          .value:
                            Call(kwargs=()) @209:21
                              .func:
                                Name(id='store_smem') @209:21
                              .args:
                                Index() @209:32
                                  .value:
                                    Name(id='ds_s') @209:32
                                  .subs:
                                    Name(id='own') @209:37
                                Name(id='ds') @209:43
                        Fence() @210:21
                        If() @211:21
                          .cond:
                            Name(id='LAG') @211:24
                          .body:
                            Arrive(count=None) @214:25
                              .target:
                                Index() @214:32
                                  .value:
                                    Name(id='ds_ready') @214:32
                                  .subs:
                                    Const(value=0) @214:41
                            Assign(targets=('dk_f',)) @215:25
                              .value:
                                Call(kwargs=()) @215:32
                                  .func:
                                    Name(id='mma_async') @215:32
                                  .args:
                                    Attr(name='T') @215:42
                                      .value:
                                        Index() @215:42
                                          .value:
                                            Name(id='ds_s') @215:42
                                          .subs:
                                            Name(id='own') @215:47
                                    Index() @215:55
                                      .value:
                                        Name(id='q_ring') @215:55
                                      .subs:
                                        Name(id='slot') @215:62
                                    Name(id='acc_k') @215:69
                            Assign(targets=('acc_k',)) @216:25
                              .value:
                                Call(kwargs=()) @216:33
                                  .func:
                                    Name(id='mma_wait') @216:33
                                  .args:
                                    Name(id='dk_f') @216:42
                            Arrive(count=None) @217:25
                              .target:
                                Index() @217:32
                                  .value:
                                    Name(id='qd_free') @217:32
                                  .subs:
                                    Name(id='slot') @217:40
                            Assign(targets=('last',)) @218:25
                              .value:
                                Name(id='slot') @218:32
                          .orelse:
                            If() @219:21
                              .cond:
                                Name(id='WRITER') @219:26
                              .body:
                                Arrive(count=None) @220:25
                                  .target:
                                    Index() @220:32
                                      .value:
                                        Name(id='ds_ready') @220:32
                                      .subs:
                                        Name(id='slot') @220:41
                                Assign(targets=('dk_f',)) @221:25
                                  .value:
                                    Call(kwargs=()) @221:32
                                      .func:
                                        Name(id='mma_async') @221:32
                                      .args:
                                        Attr(name='T') @221:42
                                          .value:
                                            Index() @221:42
                                              .value:
                                                Name(id='ds_s') @221:42
                                              .subs:
                                                Name(id='own') @221:47
                                        Index() @221:55
                                          .value:
                                            Name(id='q_ring') @221:55
                                          .subs:
                                            Name(id='slot') @221:62
                                        Name(id='acc_k') @221:69
                                Wait(phase=None) @222:25
                                  .target:
                                    Index() @222:30
                                      .value:
                                        Name(id='ds_ready') @222:30
                                      .subs:
                                        Name(id='slot') @222:39
                                For(var='i') @223:25
                                  .iter:
                                    Call(kwargs=()) @223:34
                                      .func:
                                        Name(id='static_range') @223:34
                                      .args:
                                        Name(id='NCW') @223:47
                                  .body:
                                    Assign(targets=('c',)) @224:29
                                      .value:
                                        BinOp(op='+') @224:33
                                          .lhs:
                                            BinOp(op='*') @224:33
                                              .lhs:
                                                Name(id='wg') @224:33
                                              .rhs:
                                                Name(id='NCW') @224:38
                                          .rhs:
                                            Name(id='i') @224:44
                                    If() @225:29
                                      .cond:
                                        Name(id='DQ_PAIR') @225:32
                                      .body:
                                        Assign(targets=('f0',)) @228:33
                                          .value:
                                            Call(kwargs=()) @228:38
                                              .func:
                                                Name(id='mma_async') @228:38
                                              .args:
                                                Index() @228:48
                                                  .value:
                                                    Name(id='ds_s') @228:48
                                                  .subs:
                                                    Name(id='own') @228:53
                                                Index() @228:59
                                                  .value:
                                                    Name(id='kh_tile') @228:59
                                                  .subs:
                                                    BinOp(op='+') @228:67
                                                      .lhs:
                                                        BinOp(op='*') @228:67
                                                          .lhs:
                                                            Name(id='NC') @228:67
                                                          .rhs:
                                                            Name(id='mine') @228:72
                                                      .rhs:
                                                        Name(id='c') @228:79
                                        Assign(targets=('f1',)) @229:33
                                          .value:
                                            Call(kwargs=()) @229:38
                                              .func:
                                                Name(id='mma_async') @229:38
                                              .args:
                                                Index() @229:48
                                                  .value:
                                                    Name(id='ds_s') @229:48
                                                  .subs:
                                                    BinOp(op='+') @229:53
                                                      .lhs:
                                                        BinOp(op='*') @229:53
                                                          .lhs:
                                                            Name(id='slot') @229:53
                                                          .rhs:
                                                            Name(id='NWG') @229:60
                                                      .rhs:
                                                        Name(id='og') @229:66
                                                Index() @229:71
                                                  .value:
                                                    Name(id='kh_tile') @229:71
                                                  .subs:
                                                    BinOp(op='+') @229:79
                                                      .lhs:
                                                        BinOp(op='*') @229:79
                                                          .lhs:
                                                            Name(id='NC') @229:79
                                                          .rhs:
                                                            BinOp(op='+') @229:85
                                                              .lhs:
                                                                BinOp(op='*') @229:85
                                                                  .lhs:
                                                                    Name(id='ks') @229:85
                                                                  .rhs:
                                                                    Name(id='NWG') @229:90
                                                              .rhs:
                                                                Name(id='og') @229:96
                                                      .rhs:
                                                        Name(id='c') @229:102
                                        If(orelse=()) @230:33
                                          .cond:
                                            BinOp(op='==') @230:36
                                              .lhs:
                                                Name(id='i') @230:36
                                              .rhs:
                                                Const(value=0) @230:41
                                          .body:
                                            Assign(targets=('acc_k',)) @231:37
                                              .value:
                                                Call() @231:45
                                                  .func:
                                                    Name(id='mma_wait') @231:45
                                                  .args:
                                                    Name(id='dk_f') @231:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @231:68
                                                    )
                                            Arrive(count=None) @232:37
                                              .target:
                                                Index() @232:44
                                                  .value:
                                                    Name(id='qd_free') @232:44
                                                  .subs:
                                                    Name(id='slot') @232:52
                                        Assign(targets=('dq_c',)) @233:33
                                          .value:
                                            Call() @233:40
                                              .func:
                                                Name(id='mma_wait') @233:40
                                              .args:
                                                Name(id='f0') @233:49
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @233:61
                                                )
                                        Assign(targets=('dq_c',)) @234:33
                                          .value:
                                            BinOp(op='+') @234:40
                                              .lhs:
                                                Name(id='dq_c') @234:40
                                              .rhs:
                                                Call(kwargs=()) @234:47
                                                  .func:
                                                    Name(id='mma_wait') @234:47
                                                  .args:
                                                    Name(id='f1') @234:56
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
                                            Assign(targets=('dq_f',)) @239:37
                                              .value:
                                                Call(kwargs=()) @239:44
                                                  .func:
                                                    Name(id='mma_async') @239:44
                                                  .args:
                                                    Index() @239:54
                                                      .value:
                                                        Name(id='ds_s') @239:54
                                                      .subs:
                                                        BinOp(op='+') @239:59
                                                          .lhs:
                                                            BinOp(op='*') @239:59
                                                              .lhs:
                                                                Name(id='slot') @239:59
                                                              .rhs:
                                                                Name(id='NWG') @239:66
                                                          .rhs:
                                                            Name(id='gg') @239:72
                                                    Index() @239:77
                                                      .value:
                                                        Name(id='kh_tile') @239:77
                                                      .subs:
                                                        BinOp(op='+') @239:85
                                                          .lhs:
                                                            BinOp(op='*') @239:85
                                                              .lhs:
                                                                Name(id='NC') @239:85
                                                              .rhs:
                                                                BinOp(op='+') @239:91
                                                                  .lhs:
                                                                    BinOp(op='*') @239:91
                                                                      .lhs:
                                                                        Name(id='ks') @239:91
                                                                      .rhs:
                                                                        Name(id='NWG') @239:96
                                                                  .rhs:
                                                                    Name(id='gg') @239:102
                                                          .rhs:
                                                            Name(id='c') @239:108
                                                    Name(id='dq_c') @239:112
                                            If(orelse=()) @240:37
                                              .cond:
                                                BoolOp(op='and') @240:40
                                                  .values:
                                                    BinOp(op='==') @240:40
                                                      .lhs:
                                                        Name(id='i') @240:40
                                                      .rhs:
                                                        Const(value=0) @240:45
                                                    BinOp(op='==') @240:51
                                                      .lhs:
                                                        Name(id='g') @240:51
                                                      .rhs:
                                                        Const(value=0) @240:56
                                              .body:
                                                Assign(targets=('acc_k',)) @242:41
                                                  .value:
                                                    Call() @242:49
                                                      .func:
                                                        Name(id='mma_wait') @242:49
                                                      .args:
                                                        Name(id='dk_f') @242:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @242:72
                                                        )
                                                Arrive(count=None) @243:41
                                                  .target:
                                                    Index() @243:48
                                                      .value:
                                                        Name(id='qd_free') @243:48
                                                      .subs:
                                                        Name(id='slot') @243:56
                                            Assign(targets=('dq_c',)) @244:37
                                              .value:
                                                Call(kwargs=()) @244:44
                                                  .func:
                                                    Name(id='mma_wait') @244:44
                                                  .args:
                                                    Name(id='dq_f') @244:53
                                    Wait() @245:29
                                      .target:
                                        Index() @245:34
                                          .value:
                                            Name(id='dq_empty') @245:34
                                          .subs:
                                            Name(id='i') @245:43
                                      .phase:
                                        BinOp(op='-') @245:52
                                          .lhs:
                                            Const(value=1) @245:52
                                          .rhs:
                                            BinOp(op='%') @245:56
                                              .lhs:
                                                Name(id='slot') @245:56
                                              .rhs:
                                                Const(value=2) @245:63
                                    ExprStmt() @246:29
                                      .value:
                                        Call(kwargs=()) @246:29
                                          .func:
                                            Name(id='store_smem') @246:29
                                          .args:
                                            Index() @246:40
                                              .value:
                                                Name(id='dq_s') @246:40
                                              .subs:
                                                BinOp(op='+') @246:45
                                                  .lhs:
                                                    BinOp(op='*') @246:45
                                                      .lhs:
                                                        Name(id='i') @246:45
                                                      .rhs:
                                                        Name(id='NWG') @246:49
                                                  .rhs:
                                                    Name(id='wg') @246:55
                                            Name(id='dq_c') @246:60
                                    Fence() @247:29
                                    Arrive(count=None) @248:29
                                      .target:
                                        Index() @248:36
                                          .value:
                                            Name(id='dq_full') @248:36
                                          .subs:
                                            Name(id='i') @248:44
                              .orelse:
                                Assign(targets=('dq_f',)) @250:25
                                  .value:
                                    Call(kwargs=()) @250:32
                                      .func:
                                        Name(id='mma_async') @250:32
                                      .args:
                                        Index() @250:42
                                          .value:
                                            Name(id='ds_s') @250:42
                                          .subs:
                                            Name(id='wg') @250:47
                                        Index() @250:52
                                          .value:
                                            Name(id='kh_tile') @250:52
                                          .subs:
                                            BinOp(op='*') @250:60
                                              .lhs:
                                                Name(id='NC') @250:60
                                              .rhs:
                                                Name(id='mine') @250:65
                                Assign(targets=('dk_f',)) @251:25
                                  .value:
                                    Call(kwargs=()) @251:32
                                      .func:
                                        Name(id='mma_async') @251:32
                                      .args:
                                        Attr(name='T') @251:42
                                          .value:
                                            Index() @251:42
                                              .value:
                                                Name(id='ds_s') @251:42
                                              .subs:
                                                Name(id='wg') @251:47
                                        Index() @251:54
                                          .value:
                                            Name(id='q_ring') @251:54
                                          .subs:
                                            Name(id='slot') @251:61
                                        Name(id='acc_k') @251:68
                                Assign(targets=('dq_c',)) @252:25
                                  .value:
                                    Call() @252:32
                                      .func:
                                        Name(id='mma_wait') @252:32
                                      .args:
                                        Name(id='dq_f') @252:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @252:55
                                        )
                                ExprStmt() @253:25
                                  .value:
                                    Call(kwargs=()) @253:25
                                      .func:
                                        Name(id='store_smem') @253:25
                                      .args:
                                        Index() @253:36
                                          .value:
                                            Name(id='dq_s') @253:36
                                          .subs:
                                            Name(id='wg') @253:41
                                        Name(id='dq_c') @253:46
                                Fence() @254:25
                                Tma(signals=None, reduce='add') @255:25
                                  .dst:
                                    Index() @255:29
                                      .value:
                                        Name(id='dq_acc') @255:29
                                      .subs:
                                        Name(id='seq') @255:36
                                        Name(id='mb') @255:41
                                        Name(id='head') @255:45
                                        Const(value=0) @255:51
                                  .src:
                                    Index() @255:57
                                      .value:
                                        Name(id='dq_s') @255:57
                                      .subs:
                                        Name(id='wg') @255:62
                                Assign(targets=('dq_f',)) @256:25
                                  .value:
                                    Call(kwargs=()) @256:32
                                      .func:
                                        Name(id='mma_async') @256:32
                                      .args:
                                        Index() @256:42
                                          .value:
                                            Name(id='ds_s') @256:42
                                          .subs:
                                            Name(id='wg') @256:47
                                        Index() @256:52
                                          .value:
                                            Name(id='kh_tile') @256:52
                                          .subs:
                                            BinOp(op='+') @256:60
                                              .lhs:
                                                BinOp(op='*') @256:60
                                                  .lhs:
                                                    Name(id='NC') @256:60
                                                  .rhs:
                                                    Name(id='mine') @256:65
                                              .rhs:
                                                Const(value=1) @256:72
                                Assign(targets=('acc_k',)) @257:25
                                  .value:
                                    Call() @257:33
                                      .func:
                                        Name(id='mma_wait') @257:33
                                      .args:
                                        Name(id='dk_f') @257:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @257:56
                                        )
                                Assign(targets=('dq_c',)) @258:25
                                  .value:
                                    Call(kwargs=()) @258:32
                                      .func:
                                        Name(id='mma_wait') @258:32
                                      .args:
                                        Name(id='dq_f') @258:41
                                Arrive(count=None) @259:25
                                  .target:
                                    Index() @259:32
                                      .value:
                                        Name(id='qd_free') @259:32
                                      .subs:
                                        Name(id='slot') @259:40
                                ExprStmt() @260:25
                                  .value:
                                    Call(kwargs=()) @260:25
                                      .func:
                                        Name(id='store_smem') @260:25
                                      .args:
                                        Index() @260:36
                                          .value:
                                            Name(id='dq_s') @260:36
                                          .subs:
                                            Name(id='wg') @260:41
                                        Name(id='dq_c') @260:46
                                Fence() @261:25
                                Tma(signals=None, reduce='add') @262:25
                                  .dst:
                                    Index() @262:29
                                      .value:
                                        Name(id='dq_acc') @262:29
                                      .subs:
                                        Name(id='seq') @262:36
                                        Name(id='mb') @262:41
                                        Name(id='head') @262:45
                                        Const(value=1) @262:51
                                  .src:
                                    Index() @262:57
                                      .value:
                                        Name(id='dq_s') @262:57
                                      .subs:
                                        Name(id='wg') @262:62
                                For(var='c') @263:25
                                  .iter:
                                    Call(kwargs=()) @263:34
                                      .func:
                                        Name(id='static_range') @263:34
                                      .args:
                                        Const(value=2) @263:47
                                        Name(id='NC') @263:50
                                  .body:
                                    Assign(targets=('dq_c',)) @264:29
                                      .value:
                                        Call(kwargs=()) @264:36
                                          .func:
                                            Name(id='mma_wait') @264:36
                                          .args:
                                            Call(kwargs=()) @264:45
                                              .func:
                                                Name(id='mma_async') @264:45
                                              .args:
                                                Index() @264:55
                                                  .value:
                                                    Name(id='ds_s') @264:55
                                                  .subs:
                                                    Name(id='wg') @264:60
                                                Index() @264:65
                                                  .value:
                                                    Name(id='kh_tile') @264:65
                                                  .subs:
                                                    BinOp(op='+') @264:73
                                                      .lhs:
                                                        BinOp(op='*') @264:73
                                                          .lhs:
                                                            Name(id='NC') @264:73
                                                          .rhs:
                                                            Name(id='mine') @264:78
                                                      .rhs:
                                                        Name(id='c') @264:85
                                    ExprStmt() @265:29
                                      .value:
                                        Call(kwargs=()) @265:29
                                          .func:
                                            Name(id='store_smem') @265:29
                                          .args:
                                            Index() @265:40
                                              .value:
                                                Name(id='dq_s') @265:40
                                              .subs:
                                                Name(id='wg') @265:45
                                            Name(id='dq_c') @265:50
                                    Fence() @266:29
                                    Tma(signals=None, reduce='add') @267:29
                                      .dst:
                                        Index() @267:33
                                          .value:
                                            Name(id='dq_acc') @267:33
                                          .subs:
                                            Name(id='seq') @267:40
                                            Name(id='mb') @267:45
                                            Name(id='head') @267:49
                                            Name(id='c') @267:55
                                      .src:
                                        Index() @267:61
                                          .value:
                                            Name(id='dq_s') @267:61
                                          .subs:
                                            Name(id='wg') @267:66
                      .orelse:
                        Assign(targets=('st_f',)) @269:21
                          .value:
                            Call(kwargs=()) @269:28
                              .func:
                                Name(id='mma_async') @269:28
                              .args:
                                Index() @269:38
                                  .value:
                                    Name(id='k_tile') @269:38
                                  .subs:
                                    Name(id='mine') @269:45
                                Attr(name='T') @269:52
                                  .value:
                                    Index() @269:52
                                      .value:
                                        Name(id='q_ring') @269:52
                                      .subs:
                                        Name(id='slot') @269:59
                        Assign(targets=('dpt_f',)) @270:21
                          .value:
                            Call(kwargs=()) @270:29
                              .func:
                                Name(id='mma_async') @270:29
                              .args:
                                Index() @270:39
                                  .value:
                                    Name(id='v_tile') @270:39
                                  .subs:
                                    Name(id='mine') @270:46
                                Attr(name='T') @270:53
                                  .value:
                                    Index() @270:53
                                      .value:
                                        Name(id='do_ring') @270:53
                                      .subs:
                                        Name(id='slot') @270:61
                        Assign(targets=('st',)) @271:21
                          .value:
                            Call() @271:26
                              .func:
                                Name(id='mma_wait') @271:26
                              .args:
                                Name(id='st_f') @271:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @271:49
                                )
                        Assign(targets=('pt', 'dact')) @272:21
                          .value:
                            Call(kwargs=()) @272:32
                              .func:
                                Name(id='probs') @272:32
                              .args:
                                Name(id='st') @272:38
                                Name(id='edge') @272:42
                                Index() @272:48
                                  .value:
                                    Name(id='qpos') @272:48
                                  .subs:
                                    Const(value=None) @272:53
                                    FullSlice() @272:59
                                Index() @272:63
                                  .value:
                                    Name(id='krows') @272:63
                                  .subs:
                                    FullSlice() @272:69
                                    Const(value=None) @272:72
                                Name(id='len_q') @272:79
                                Name(id='len_k') @272:86
                                Index() @272:93
                                  .value:
                                    Name(id='lse2') @272:93
                                  .subs:
                                    Const(value=None) @272:98
                                    FullSlice() @272:104
                                Name(id='qk_scale') @272:108
                                Name(id='sm_scale') @273:38
                                Name(id='CAUSAL') @273:48
                                Name(id='ACT') @273:56
                        Assign(targets=('dpt',)) @274:21
                          .value:
                            Call(kwargs=()) @274:27
                              .func:
                                Name(id='mma_wait') @274:27
                              .args:
                                Name(id='dpt_f') @274:36
                        Assign(targets=('dv_f',)) @276:21
                          .value:
                            Call(kwargs=()) @276:28
                              .func:
                                Name(id='mma_async') @276:28
                              .args:
                                Call(kwargs=()) @276:38
                                  .func:
                                    Name(id='cast') @276:38
                                  .args:
                                    Name(id='pt') @276:43
                                    Name(id='DT') @276:47
                                Index() @276:52
                                  .value:
                                    Name(id='do_ring') @276:52
                                  .subs:
                                    Name(id='slot') @276:60
                                Name(id='acc_v') @276:67
                        Assign(targets=('dst',)) @277:21
                          .value:
                            Call(kwargs=()) @277:27
                              .func:
                                Name(id='cast') @277:27
                              .args:
                                Call(kwargs=()) @277:32
                                  .func:
                                    Name(id='dscores') @277:32
                                  .args:
                                    Name(id='pt') @277:40
                                    Name(id='dact') @277:44
                                    Name(id='dpt') @277:50
                                    Index() @277:55
                                      .value:
                                        Name(id='dlt') @277:55
                                      .subs:
                                        Const(value=None) @277:59
                                        FullSlice() @277:65
                                    Name(id='ACT') @277:69
                                Name(id='DT') @277:75
                        If() @278:21
                          .cond:
                            Name(id='WRITER') @278:24
                          .body:
                            ExprStmt() @280:25
                              .value:
                                Call(kwargs=()) @280:25
                                  .func:
                                    Name(id='store_smem') @280:25
                                  .args:
                                    Index() @280:36
                                      .value:
                                        Name(id='ds_s') @280:36
                                      .subs:
                                        BinOp(op='+') @280:41
                                          .lhs:
                                            BinOp(op='*') @280:41
                                              .lhs:
                                                Name(id='slot') @280:41
                                              .rhs:
                                                Name(id='NWG') @280:48
                                          .rhs:
                                            Name(id='wg') @280:54
                                    Name(id='dst') @280:59
                            Fence() @281:25
                            Arrive(count=None) @282:25
                              .target:
                                Index() @282:32
                                  .value:
                                    Name(id='ds_ready') @282:32
                                  .subs:
                                    Name(id='slot') @282:41
                            Assign(targets=('dk_f',)) @283:25
                              .value:
                                Call(kwargs=()) @283:32
                                  .func:
                                    Name(id='mma_async') @283:32
                                  .args:
                                    Name(id='dst') @283:42
                                    Index() @283:47
                                      .value:
                                        Name(id='q_ring') @283:47
                                      .subs:
                                        Name(id='slot') @283:54
                                    Name(id='acc_k') @283:61
                            If() @284:25
                              .cond:
                                Name(id='DQ_EARLY') @284:28
                              .body:
                                Assign(targets=('own',)) @287:29
                                  .value:
                                    BinOp(op='+') @287:35
                                      .lhs:
                                        BinOp(op='*') @287:35
                                          .lhs:
                                            Name(id='slot') @287:35
                                          .rhs:
                                            Name(id='NWG') @287:42
                                      .rhs:
                                        Name(id='wg') @287:48
                                Assign(targets=('c0',)) @288:29
                                  .value:
                                    BinOp(op='*') @288:34
                                      .lhs:
                                        Name(id='wg') @288:34
                                      .rhs:
                                        Name(id='NCW') @288:39
                                Assign(targets=('a0',)) @289:29
                                  .value:
                                    Call(kwargs=()) @289:34
                                      .func:
                                        Name(id='mma_async') @289:34
                                      .args:
                                        Attr(name='T') @289:44
                                          .value:
                                            Index() @289:44
                                              .value:
                                                Name(id='ds_s') @289:44
                                              .subs:
                                                Name(id='own') @289:49
                                        Index() @289:57
                                          .value:
                                            Name(id='kh_tile') @289:57
                                          .subs:
                                            BinOp(op='+') @289:65
                                              .lhs:
                                                BinOp(op='*') @289:65
                                                  .lhs:
                                                    Name(id='NC') @289:65
                                                  .rhs:
                                                    Name(id='mine') @289:70
                                              .rhs:
                                                Name(id='c0') @289:77
                                        Call(kwargs=()) @289:82
                                          .func:
                                            Name(id='zeros') @289:82
                                          .args:
                                            ListLit() @289:88
                                              .elts:
                                                Name(id='BLOCK_M') @289:89
                                                Name(id='DQ_COLS') @289:98
                                            Name(id='f32') @289:108
                                Assign(targets=('a1',)) @290:29
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
                                                BinOp(op='+') @290:65
                                                  .lhs:
                                                    BinOp(op='*') @290:65
                                                      .lhs:
                                                        Name(id='NC') @290:65
                                                      .rhs:
                                                        Name(id='mine') @290:70
                                                  .rhs:
                                                    Name(id='c0') @290:77
                                              .rhs:
                                                Const(value=1) @290:82
                                        Call(kwargs=()) @290:86
                                          .func:
                                            Name(id='zeros') @290:86
                                          .args:
                                            ListLit() @290:92
                                              .elts:
                                                Name(id='BLOCK_M') @290:93
                                                Name(id='DQ_COLS') @290:102
                                            Name(id='f32') @290:112
                                Assign(targets=('acc_v',)) @291:29
                                  .value:
                                    Call() @291:37
                                      .func:
                                        Name(id='mma_wait') @291:37
                                      .args:
                                        Name(id='dv_f') @291:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @291:60
                                        )
                                Assign(targets=('acc_k',)) @292:29
                                  .value:
                                    Call() @292:37
                                      .func:
                                        Name(id='mma_wait') @292:37
                                      .args:
                                        Name(id='dk_f') @292:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @292:60
                                        )
                                Arrive(count=None) @293:29
                                  .target:
                                    Index() @293:36
                                      .value:
                                        Name(id='qd_free') @293:36
                                      .subs:
                                        Name(id='slot') @293:44
                                Assign(targets=('p0',)) @294:29
                                  .value:
                                    Call() @294:34
                                      .func:
                                        Name(id='mma_wait') @294:34
                                      .args:
                                        Name(id='a0') @294:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @294:55
                                        )
                                Assign(targets=('p1',)) @295:29
                                  .value:
                                    Call(kwargs=()) @295:34
                                      .func:
                                        Name(id='mma_wait') @295:34
                                      .args:
                                        Name(id='a1') @295:43
                                Wait(phase=None) @296:29
                                  .target:
                                    Index() @296:34
                                      .value:
                                        Name(id='ds_ready') @296:34
                                      .subs:
                                        Name(id='slot') @296:43
                                Assign(targets=('og',)) @297:29
                                  .value:
                                    BinOp(op='%') @297:35
                                      .lhs:
                                        BinOp(op='+') @297:35
                                          .lhs:
                                            Name(id='wg') @297:35
                                          .rhs:
                                            Const(value=1) @297:40
                                      .rhs:
                                        Name(id='NWG') @297:45
                                Assign(targets=('b0',)) @298:29
                                  .value:
                                    Call(kwargs=()) @298:34
                                      .func:
                                        Name(id='mma_async') @298:34
                                      .args:
                                        Attr(name='T') @298:44
                                          .value:
                                            Index() @298:44
                                              .value:
                                                Name(id='ds_s') @298:44
                                              .subs:
                                                BinOp(op='+') @298:49
                                                  .lhs:
                                                    BinOp(op='*') @298:49
                                                      .lhs:
                                                        Name(id='slot') @298:49
                                                      .rhs:
                                                        Name(id='NWG') @298:56
                                                  .rhs:
                                                    Name(id='og') @298:62
                                        Index() @298:69
                                          .value:
                                            Name(id='kh_tile') @298:69
                                          .subs:
                                            BinOp(op='+') @298:77
                                              .lhs:
                                                BinOp(op='*') @298:77
                                                  .lhs:
                                                    Name(id='NC') @298:77
                                                  .rhs:
                                                    BinOp(op='+') @298:83
                                                      .lhs:
                                                        BinOp(op='*') @298:83
                                                          .lhs:
                                                            Name(id='ks') @298:83
                                                          .rhs:
                                                            Name(id='NWG') @298:88
                                                      .rhs:
                                                        Name(id='og') @298:94
                                              .rhs:
                                                Name(id='c0') @298:100
                                        Name(id='p0') @298:105
                                Assign(targets=('b1',)) @299:29
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
                                              .rhs:
                                                Const(value=1) @299:105
                                        Name(id='p1') @299:109
                                Assign(targets=('p0',)) @301:29
                                  .value:
                                    Call() @301:34
                                      .func:
                                        Name(id='mma_wait') @301:34
                                      .args:
                                        Name(id='b0') @301:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @301:55
                                        )
                                Wait() @302:29
                                  .target:
                                    Index() @302:34
                                      .value:
                                        Name(id='dq_empty') @302:34
                                      .subs:
                                        Const(value=0) @302:43
                                  .phase:
                                    BinOp(op='-') @302:52
                                      .lhs:
                                        Const(value=1) @302:52
                                      .rhs:
                                        BinOp(op='%') @302:56
                                          .lhs:
                                            Name(id='slot') @302:56
                                          .rhs:
                                            Const(value=2) @302:63
                                ExprStmt() @303:29
                                  .value:
                                    Call(kwargs=()) @303:29
                                      .func:
                                        Name(id='store_smem') @303:29
                                      .args:
                                        Index() @303:40
                                          .value:
                                            Name(id='dq_s') @303:40
                                          .subs:
                                            Name(id='wg') @303:45
                                        Name(id='p0') @303:50
                                Fence() @304:29
                                Arrive(count=None) @305:29
                                  .target:
                                    Index() @305:36
                                      .value:
                                        Name(id='dq_full') @305:36
                                      .subs:
                                        Const(value=0) @305:44
                                Assign(targets=('p1',)) @306:29
                                  .value:
                                    Call(kwargs=()) @306:34
                                      .func:
                                        Name(id='mma_wait') @306:34
                                      .args:
                                        Name(id='b1') @306:43
                                Wait() @307:29
                                  .target:
                                    Index() @307:34
                                      .value:
                                        Name(id='dq_empty') @307:34
                                      .subs:
                                        Const(value=1) @307:43
                                  .phase:
                                    BinOp(op='-') @307:52
                                      .lhs:
                                        Const(value=1) @307:52
                                      .rhs:
                                        BinOp(op='%') @307:56
                                          .lhs:
                                            Name(id='slot') @307:56
                                          .rhs:
                                            Const(value=2) @307:63
                                ExprStmt() @308:29
                                  .value:
                                    Call(kwargs=()) @308:29
                                      .func:
                                        Name(id='store_smem') @308:29
                                      .args:
                                        Index() @308:40
                                          .value:
                                            Name(id='dq_s') @308:40
                                          .subs:
                                            BinOp(op='+') @308:45
                                              .lhs:
                                                Name(id='NWG') @308:45
                                              .rhs:
                                                Name(id='wg') @308:51
                                        Name(id='p1') @308:56
                                Fence() @309:29
                                Arrive(count=None) @310:29
                                  .target:
                                    Index() @310:36
                                      .value:
                                        Name(id='dq_full') @310:36
                                      .subs:
                                        Const(value=1) @310:44
                              .orelse:
                                Assign(targets=('acc_v',)) @312:29
                                  .value:
                                    Call() @312:37
                                      .func:
                                        Name(id='mma_wait') @312:37
                                      .args:
                                        Name(id='dv_f') @312:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @312:60
                                        )
                                Assign(targets=('acc_k',)) @313:29
                                  .value:
                                    Call(kwargs=()) @313:37
                                      .func:
                                        Name(id='mma_wait') @313:37
                                      .args:
                                        Name(id='dk_f') @313:46
                                Arrive(count=None) @314:29
                                  .target:
                                    Index() @314:36
                                      .value:
                                        Name(id='qd_free') @314:36
                                      .subs:
                                        Name(id='slot') @314:44
                                Wait(phase=None) @315:29
                                  .target:
                                    Index() @315:34
                                      .value:
                                        Name(id='ds_ready') @315:34
                                      .subs:
                                        Name(id='slot') @315:43
                                For(var='i') @318:29
                                  .iter:
                                    Call(kwargs=()) @318:38
                                      .func:
                                        Name(id='static_range') @318:38
                                      .args:
                                        Name(id='NCW') @318:51
                                  .body:
                                    Assign(targets=('c',)) @319:33
                                      .value:
                                        BinOp(op='+') @319:37
                                          .lhs:
                                            BinOp(op='*') @319:37
                                              .lhs:
                                                Name(id='wg') @319:37
                                              .rhs:
                                                Name(id='NCW') @319:42
                                          .rhs:
                                            Name(id='i') @319:48
                                    Assign(targets=('dq_c',)) @320:33
                                      .value:
                                        Call(kwargs=()) @320:40
                                          .func:
                                            Name(id='zeros') @320:40
                                          .args:
                                            ListLit() @320:46
                                              .elts:
                                                Name(id='BLOCK_M') @320:47
                                                Name(id='DQ_COLS') @320:56
                                            Name(id='f32') @320:66
                                    For(var='g') @321:33
                                      .iter:
                                        Call(kwargs=()) @321:42
                                          .func:
                                            Name(id='static_range') @321:42
                                          .args:
                                            Name(id='NWG') @321:55
                                      .body:
                                        Assign(targets=('gg',)) @322:37
                                          .value:
                                            BinOp(op='%') @322:43
                                              .lhs:
                                                BinOp(op='+') @322:43
                                                  .lhs:
                                                    Name(id='wg') @322:43
                                                  .rhs:
                                                    Name(id='g') @322:48
                                              .rhs:
                                                Name(id='NWG') @322:53
                                        Assign(targets=('dq_c',)) @323:37
                                          .value:
                                            Call(kwargs=()) @323:44
                                              .func:
                                                Name(id='mma_wait') @323:44
                                              .args:
                                                Call(kwargs=()) @323:53
                                                  .func:
                                                    Name(id='mma_async') @323:53
                                                  .args:
                                                    Attr(name='T') @323:63
                                                      .value:
                                                        Index() @323:63
                                                          .value:
                                                            Name(id='ds_s') @323:63
                                                          .subs:
                                                            BinOp(op='+') @323:68
                                                              .lhs:
                                                                BinOp(op='*') @323:68
                                                                  .lhs:
                                                                    Name(id='slot') @323:68
                                                                  .rhs:
                                                                    Name(id='NWG') @323:75
                                                              .rhs:
                                                                Name(id='gg') @323:81
                                                    Index() @323:88
                                                      .value:
                                                        Name(id='kh_tile') @323:88
                                                      .subs:
                                                        BinOp(op='+') @323:96
                                                          .lhs:
                                                            BinOp(op='*') @323:96
                                                              .lhs:
                                                                Name(id='NC') @323:96
                                                              .rhs:
                                                                BinOp(op='+') @323:102
                                                                  .lhs:
                                                                    BinOp(op='*') @323:102
                                                                      .lhs:
                                                                        Name(id='ks') @323:102
                                                                      .rhs:
                                                                        Name(id='NWG') @323:107
                                                                  .rhs:
                                                                    Name(id='gg') @323:113
                                                          .rhs:
                                                            Name(id='c') @323:119
                                                    Name(id='dq_c') @323:123
                                    Wait() @326:33
                                      .target:
                                        Index() @326:38
                                          .value:
                                            Name(id='dq_empty') @326:38
                                          .subs:
                                            Name(id='i') @326:47
                                      .phase:
                                        BinOp(op='-') @326:56
                                          .lhs:
                                            Const(value=1) @326:56
                                          .rhs:
                                            BinOp(op='%') @326:60
                                              .lhs:
                                                Name(id='slot') @326:60
                                              .rhs:
                                                Const(value=2) @326:67
                                    ExprStmt() @327:33
                                      .value:
                                        Call(kwargs=()) @327:33
                                          .func:
                                            Name(id='store_smem') @327:33
                                          .args:
                                            Index() @327:44
                                              .value:
                                                Name(id='dq_s') @327:44
                                              .subs:
                                                BinOp(op='+') @327:49
                                                  .lhs:
                                                    BinOp(op='*') @327:49
                                                      .lhs:
                                                        Name(id='i') @327:49
                                                      .rhs:
                                                        Name(id='NWG') @327:53
                                                  .rhs:
                                                    Name(id='wg') @327:59
                                            Name(id='dq_c') @327:64
                                    Fence() @328:33
                                    Arrive(count=None) @329:33
                                      .target:
                                        Index() @329:40
                                          .value:
                                            Name(id='dq_full') @329:40
                                          .subs:
                                            Name(id='i') @329:48
                          .orelse:
                            ExprStmt() @332:25
                              .value:
                                Call(kwargs=()) @332:25
                                  .func:
                                    Name(id='store_smem') @332:25
                                  .args:
                                    Index() @332:36
                                      .value:
                                        Name(id='ds_s') @332:36
                                      .subs:
                                        Name(id='wg') @332:41
                                    Name(id='dst') @332:46
                            Fence() @333:25
                            Assign(targets=('dq_f',)) @334:25
                              .value:
                                Call(kwargs=()) @334:32
                                  .func:
                                    Name(id='mma_async') @334:32
                                  .args:
                                    Attr(name='T') @334:42
                                      .value:
                                        Index() @334:42
                                          .value:
                                            Name(id='ds_s') @334:42
                                          .subs:
                                            Name(id='wg') @334:47
                                    Index() @334:54
                                      .value:
                                        Name(id='kh_tile') @334:54
                                      .subs:
                                        BinOp(op='*') @334:62
                                          .lhs:
                                            Name(id='NC') @334:62
                                          .rhs:
                                            Name(id='mine') @334:67
                            Assign(targets=('dk_f',)) @335:25
                              .value:
                                Call(kwargs=()) @335:32
                                  .func:
                                    Name(id='mma_async') @335:32
                                  .args:
                                    Name(id='dst') @335:42
                                    Index() @335:47
                                      .value:
                                        Name(id='q_ring') @335:47
                                      .subs:
                                        Name(id='slot') @335:54
                                    Name(id='acc_k') @335:61
                            Assign(targets=('acc_v',)) @336:25
                              .value:
                                Call() @336:33
                                  .func:
                                    Name(id='mma_wait') @336:33
                                  .args:
                                    Name(id='dv_f') @336:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @336:56
                                    )
                            Assign(targets=('dq_c',)) @340:25
                              .value:
                                Call() @340:32
                                  .func:
                                    Name(id='mma_wait') @340:32
                                  .args:
                                    Name(id='dq_f') @340:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @340:55
                                    )
                            ExprStmt() @341:25
                              .value:
                                Call(kwargs=()) @341:25
                                  .func:
                                    Name(id='store_smem') @341:25
                                  .args:
                                    Index() @341:36
                                      .value:
                                        Name(id='dq_s') @341:36
                                      .subs:
                                        Name(id='wg') @341:41
                                    Name(id='dq_c') @341:46
                            Fence() @342:25
                            Tma(signals=None, reduce='add') @343:25
                              .dst:
                                Index() @343:29
                                  .value:
                                    Name(id='dq_acc') @343:29
                                  .subs:
                                    Name(id='seq') @343:36
                                    Name(id='mb') @343:41
                                    Name(id='head') @343:45
                                    Const(value=0) @343:51
                              .src:
                                Index() @343:57
                                  .value:
                                    Name(id='dq_s') @343:57
                                  .subs:
                                    Name(id='wg') @343:62
                            Assign(targets=('dq_f',)) @344:25
                              .value:
                                Call(kwargs=()) @344:32
                                  .func:
                                    Name(id='mma_async') @344:32
                                  .args:
                                    Attr(name='T') @344:42
                                      .value:
                                        Index() @344:42
                                          .value:
                                            Name(id='ds_s') @344:42
                                          .subs:
                                            Name(id='wg') @344:47
                                    Index() @344:54
                                      .value:
                                        Name(id='kh_tile') @344:54
                                      .subs:
                                        BinOp(op='+') @344:62
                                          .lhs:
                                            BinOp(op='*') @344:62
                                              .lhs:
                                                Name(id='NC') @344:62
                                              .rhs:
                                                Name(id='mine') @344:67
                                          .rhs:
                                            Const(value=1) @344:74
                            Assign(targets=('acc_k',)) @345:25
                              .value:
                                Call() @345:33
                                  .func:
                                    Name(id='mma_wait') @345:33
                                  .args:
                                    Name(id='dk_f') @345:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @345:56
                                    )
                            Assign(targets=('dq_c',)) @346:25
                              .value:
                                Call(kwargs=()) @346:32
                                  .func:
                                    Name(id='mma_wait') @346:32
                                  .args:
                                    Name(id='dq_f') @346:41
                            Arrive(count=None) @347:25
                              .target:
                                Index() @347:32
                                  .value:
                                    Name(id='qd_free') @347:32
                                  .subs:
                                    Name(id='slot') @347:40
                            ExprStmt() @348:25
                              .value:
                                Call(kwargs=()) @348:25
                                  .func:
                                    Name(id='store_smem') @348:25
                                  .args:
                                    Index() @348:36
                                      .value:
                                        Name(id='dq_s') @348:36
                                      .subs:
                                        Name(id='wg') @348:41
                                    Name(id='dq_c') @348:46
                            Fence() @349:25
                            Tma(signals=None, reduce='add') @350:25
                              .dst:
                                Index() @350:29
                                  .value:
                                    Name(id='dq_acc') @350:29
                                  .subs:
                                    Name(id='seq') @350:36
                                    Name(id='mb') @350:41
                                    Name(id='head') @350:45
                                    Const(value=1) @350:51
                              .src:
                                Index() @350:57
                                  .value:
                                    Name(id='dq_s') @350:57
                                  .subs:
                                    Name(id='wg') @350:62
                            For(var='c') @351:25
                              .iter:
                                Call(kwargs=()) @351:34
                                  .func:
                                    Name(id='static_range') @351:34
                                  .args:
                                    Const(value=2) @351:47
                                    Name(id='NC') @351:50
                              .body:
                                Assign(targets=('dq_c',)) @352:29
                                  .value:
                                    Call(kwargs=()) @352:36
                                      .func:
                                        Name(id='mma_wait') @352:36
                                      .args:
                                        Call(kwargs=()) @352:45
                                          .func:
                                            Name(id='mma_async') @352:45
                                          .args:
                                            Attr(name='T') @352:55
                                              .value:
                                                Index() @352:55
                                                  .value:
                                                    Name(id='ds_s') @352:55
                                                  .subs:
                                                    Name(id='wg') @352:60
                                            Index() @352:67
                                              .value:
                                                Name(id='kh_tile') @352:67
                                              .subs:
                                                BinOp(op='+') @352:75
                                                  .lhs:
                                                    BinOp(op='*') @352:75
                                                      .lhs:
                                                        Name(id='NC') @352:75
                                                      .rhs:
                                                        Name(id='mine') @352:80
                                                  .rhs:
                                                    Name(id='c') @352:87
                                ExprStmt() @353:29
                                  .value:
                                    Call(kwargs=()) @353:29
                                      .func:
                                        Name(id='store_smem') @353:29
                                      .args:
                                        Index() @353:40
                                          .value:
                                            Name(id='dq_s') @353:40
                                          .subs:
                                            Name(id='wg') @353:45
                                        Name(id='dq_c') @353:50
                                Fence() @354:29
                                Tma(signals=None, reduce='add') @355:29
                                  .dst:
                                    Index() @355:33
                                      .value:
                                        Name(id='dq_acc') @355:33
                                      .subs:
                                        Name(id='seq') @355:40
                                        Name(id='mb') @355:45
                                        Name(id='head') @355:49
                                        Name(id='c') @355:55
                                  .src:
                                    Index() @355:61
                                      .value:
                                        Name(id='dq_s') @355:61
                                      .subs:
                                        Name(id='wg') @355:66
            If(orelse=()) @356:9
              .cond:
                Name(id='LAG') @356:12
              .body:
                Assign(targets=('og',)) @357:13
                  .value:
                    BinOp(op='%') @357:19
                      .lhs:
                        BinOp(op='+') @357:19
                          .lhs:
                            Name(id='wg') @357:19
                          .rhs:
                            Const(value=1) @357:24
                      .rhs:
                        Name(id='NWG') @357:29
                If(orelse=()) @358:13
                  .cond:
                    BinOp(op='>') @358:16
                      .lhs:
                        Name(id='steps') @358:16
                      .rhs:
                        Const(value=0) @358:24
                  .body:
                    Wait() @359:17
                      .target:
                        Index() @359:22
                          .value:
                            Name(id='ds_ready') @359:22
                          .subs:
                            Const(value=0) @359:31
                      .phase:
                        BinOp(op='%') @359:40
                          .lhs:
                            Name(id='last') @359:40
                          .rhs:
                            Const(value=2) @359:47
                    For(var='i') @360:17
                      .iter:
                        Call(kwargs=()) @360:26
                          .func:
                            Name(id='static_range') @360:26
                          .args:
                            Name(id='NCW') @360:39
                      .body:
                        Assign(targets=('c',)) @361:21
                          .value:
                            BinOp(op='+') @361:25
                              .lhs:
                                BinOp(op='*') @361:25
                                  .lhs:
                                    Name(id='wg') @361:25
                                  .rhs:
                                    Name(id='NCW') @361:30
                              .rhs:
                                Name(id='i') @361:36
                        If() @362:21
                          .cond:
                            Name(id='DQ_PAIR') @362:24
                          .body:
                            Assign(targets=('f0',)) @364:25
                              .value:
                                Call(kwargs=()) @364:30
                                  .func:
                                    Name(id='mma_async') @364:30
                                  .args:
                                    Index() @364:40
                                      .value:
                                        Name(id='ds_s') @364:40
                                      .subs:
                                        BinOp(op='+') @364:45
                                          .lhs:
                                            BinOp(op='*') @364:45
                                              .lhs:
                                                Name(id='last') @364:45
                                              .rhs:
                                                Name(id='NWG') @364:52
                                          .rhs:
                                            Name(id='wg') @364:58
                                    Index() @364:63
                                      .value:
                                        Name(id='kh_tile') @364:63
                                      .subs:
                                        BinOp(op='+') @364:71
                                          .lhs:
                                            BinOp(op='*') @364:71
                                              .lhs:
                                                Name(id='NC') @364:71
                                              .rhs:
                                                BinOp(op='+') @364:77
                                                  .lhs:
                                                    BinOp(op='*') @364:77
                                                      .lhs:
                                                        Name(id='ks') @364:77
                                                      .rhs:
                                                        Name(id='NWG') @364:82
                                                  .rhs:
                                                    Name(id='wg') @364:88
                                          .rhs:
                                            Name(id='c') @364:94
                            Assign(targets=('f1',)) @365:25
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
                                            Name(id='og') @365:58
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
                                                    Name(id='og') @365:88
                                          .rhs:
                                            Name(id='c') @365:94
                            Assign(targets=('dq_c',)) @366:25
                              .value:
                                Call() @366:32
                                  .func:
                                    Name(id='mma_wait') @366:32
                                  .args:
                                    Name(id='f0') @366:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @366:53
                                    )
                            Assign(targets=('dq_c',)) @367:25
                              .value:
                                BinOp(op='+') @367:32
                                  .lhs:
                                    Name(id='dq_c') @367:32
                                  .rhs:
                                    Call(kwargs=()) @367:39
                                      .func:
                                        Name(id='mma_wait') @367:39
                                      .args:
                                        Name(id='f1') @367:48
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