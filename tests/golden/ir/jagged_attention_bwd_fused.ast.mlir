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
      .body:
        Tiles() @33:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @33:22
                .func:
                  Name(id='blocks') @33:22
                .args:
                  Name(id='k') @33:29
                  Name(id='BLOCK_N') @33:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @33:49
                .func:
                  Name(id='range') @33:49
                .args:
                  Name(id='HKV') @33:55
            )
          .options:
            TileOption(id='persistent', arg=None) @33:60
            TileOption(id='longest_first', arg=None) @33:71
            TileOption(id='dynamic') @33:85
              .arg:
                Name(id='DYNAMIC') @33:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @34:5
          .cond:
            BinOp(op='==') @34:19
              .lhs:
                BinOp(op='%') @34:19
                  .lhs:
                    Name(id='BLOCK_N') @34:19
                  .rhs:
                    Name(id='WG_N') @34:29
              .rhs:
                Const(value=0) @34:37
        Assign(targets=('NWG',)) @35:5
          .value:
            BinOp(op='//') @35:11
              .lhs:
                Name(id='BLOCK_N') @35:11
              .rhs:
                Name(id='WG_N') @35:22
        Assign(targets=('WRITER',)) @36:5
          .value:
            BoolOp(op='and') @36:14
              .values:
                Name(id='DQ_WRITER') @36:14
                BinOp(op='==') @36:28
                  .lhs:
                    Name(id='TARGET') @36:28
                  .rhs:
                    Const(value='gluon') @36:38
        Assign(targets=('LAG',)) @37:5
          .value:
            BoolOp(op='and') @37:11
              .values:
                Name(id='DQ_LAG') @37:11
                Name(id='WRITER') @37:22
        StaticAssert(message='DQ_LAG: with SMEM_P and DQ_WRITER') @38:5
          .cond:
            BoolOp(op='or') @38:19
              .values:
                Unary(op='not') @38:19
                  .operand:
                    Name(id='DQ_LAG') @38:23
                BoolOp(op='and') @38:34
                  .values:
                    Name(id='SMEM_P') @38:34
                    Name(id='DQ_WRITER') @38:45
        SmemDecl(name='k_tile') @42:5
          .stages:
            BinOp(op='*') @42:17
              .lhs:
                Name(id='KV_BUF') @42:17
              .rhs:
                BinOp(op='//') @42:27
                  .lhs:
                    Name(id='BLOCK_N') @42:27
                  .rhs:
                    Name(id='WG_N') @42:38
          .dtype:
            Name(id='DT') @42:46
          .shape:
            Name(id='WG_N') @42:49
            Name(id='D') @42:55
        SmemDecl(name='v_tile') @43:5
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
        SmemDecl(name='q_ring') @44:5
          .stages:
            Name(id='STAGES') @44:17
          .dtype:
            Name(id='DT') @44:26
          .shape:
            Name(id='BLOCK_M') @44:29
            Name(id='D') @44:38
        SmemDecl(name='do_ring') @45:5
          .stages:
            Name(id='STAGES') @45:18
          .dtype:
            Name(id='DT') @45:27
          .shape:
            Name(id='BLOCK_M') @45:30
            Name(id='D') @45:39
        StaticAssert(message='DQ_COLS divides D and is at most 32') @50:5
          .cond:
            BoolOp(op='and') @50:19
              .values:
                BinOp(op='<=') @50:19
                  .lhs:
                    BinOp(op='*') @50:19
                      .lhs:
                        Name(id='DQ_COLS') @50:19
                      .rhs:
                        Const(value=4) @50:29
                  .rhs:
                    Const(value=128) @50:34
                BinOp(op='==') @50:42
                  .lhs:
                    BinOp(op='%') @50:42
                      .lhs:
                        Name(id='D') @50:42
                      .rhs:
                        Name(id='DQ_COLS') @50:46
                  .rhs:
                    Const(value=0) @50:57
        Assign(targets=('NC',)) @51:5
          .value:
            BinOp(op='//') @51:10
              .lhs:
                Name(id='D') @51:10
              .rhs:
                Name(id='DQ_COLS') @51:15
        SmemDecl(name='kh_tile') @52:5
          .stages:
            BinOp(op='*') @52:18
              .lhs:
                BinOp(op='*') @52:18
                  .lhs:
                    Name(id='KV_BUF') @52:18
                  .rhs:
                    BinOp(op='//') @52:28
                      .lhs:
                        Name(id='BLOCK_N') @52:28
                      .rhs:
                        Name(id='WG_N') @52:39
              .rhs:
                BinOp(op='//') @52:48
                  .lhs:
                    Name(id='D') @52:48
                  .rhs:
                    Name(id='DQ_COLS') @52:53
          .dtype:
            Name(id='DT') @52:64
          .shape:
            Name(id='WG_N') @52:67
            Name(id='DQ_COLS') @52:73
        If() @54:5
          .cond:
            BoolOp(op='and') @54:8
              .values:
                Name(id='DQ_WRITER') @54:8
                BinOp(op='==') @54:22
                  .lhs:
                    Name(id='TARGET') @54:22
                  .rhs:
                    Const(value='gluon') @54:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @55:9
              .cond:
                BinOp(op='==') @55:23
                  .lhs:
                    BinOp(op='%') @55:23
                      .lhs:
                        Name(id='D') @55:23
                      .rhs:
                        BinOp(op='*') @55:28
                          .lhs:
                            Name(id='DQ_COLS') @55:28
                          .rhs:
                            BinOp(op='//') @55:39
                              .lhs:
                                Name(id='BLOCK_N') @55:39
                              .rhs:
                                Name(id='WG_N') @55:50
                  .rhs:
                    Const(value=0) @55:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @56:9
              .cond:
                BinOp(op='==') @56:23
                  .lhs:
                    BinOp(op='%') @56:23
                      .lhs:
                        Name(id='STAGES') @56:23
                      .rhs:
                        Const(value=2) @56:32
                  .rhs:
                    Const(value=0) @56:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @57:9
              .cond:
                BoolOp(op='or') @57:23
                  .values:
                    Unary(op='not') @57:23
                      .operand:
                        Name(id='DQ_EARLY') @57:27
                    BoolOp(op='and') @57:40
                      .values:
                        BinOp(op='==') @57:40
                          .lhs:
                            Name(id='BLOCK_N') @57:40
                          .rhs:
                            BinOp(op='*') @57:51
                              .lhs:
                                Const(value=2) @57:51
                              .rhs:
                                Name(id='WG_N') @57:55
                        BinOp(op='==') @57:64
                          .lhs:
                            BinOp(op='//') @57:64
                              .lhs:
                                Name(id='D') @57:64
                              .rhs:
                                Name(id='DQ_COLS') @57:69
                          .rhs:
                            Const(value=4) @57:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @59:9
              .cond:
                Unary(op='not') @59:23
                  .operand:
                    BoolOp(op='and') @59:28
                      .values:
                        Name(id='SMEM_P') @59:28
                        Name(id='DQ_EARLY') @59:39
            If() @60:9
              .cond:
                Name(id='SMEM_P') @60:12
              .body:
                SmemDecl(name='ds_s') @61:13
                  .stages:
                    BinOp(op='*') @61:23
                      .lhs:
                        Name(id='STAGES') @61:23
                      .rhs:
                        BinOp(op='//') @61:33
                          .lhs:
                            Name(id='BLOCK_N') @61:33
                          .rhs:
                            Name(id='WG_N') @61:44
                  .dtype:
                    Name(id='DT') @61:52
                  .shape:
                    Name(id='BLOCK_M') @61:55
                    Name(id='WG_N') @61:64
              .orelse:
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
                    Name(id='WG_N') @63:55
                    Name(id='BLOCK_M') @63:61
            BarrierDecl(name='ds_ready') @64:9
              .size:
                Name(id='STAGES') @64:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @64:40
                    .lhs:
                      Name(id='BLOCK_N') @64:40
                    .rhs:
                      Name(id='WG_N') @64:51
                )
            SmemDecl(name='dq_s') @66:9
              .stages:
                BinOp(op='*') @66:20
                  .lhs:
                    BinOp(op='//') @66:20
                      .lhs:
                        Name(id='BLOCK_N') @66:20
                      .rhs:
                        Name(id='WG_N') @66:31
                  .rhs:
                    BinOp(op='//') @66:40
                      .lhs:
                        BinOp(op='//') @66:40
                          .lhs:
                            Name(id='D') @66:40
                          .rhs:
                            Name(id='DQ_COLS') @66:45
                      .rhs:
                        BinOp(op='//') @66:57
                          .lhs:
                            Name(id='BLOCK_N') @66:57
                          .rhs:
                            Name(id='WG_N') @66:68
              .dtype:
                Name(id='f32') @66:77
              .shape:
                Name(id='BLOCK_M') @66:81
                Name(id='DQ_COLS') @66:90
            BarrierDecl(name='dq_full') @67:9
              .size:
                BinOp(op='//') @67:25
                  .lhs:
                    BinOp(op='//') @67:25
                      .lhs:
                        Name(id='D') @67:25
                      .rhs:
                        Name(id='DQ_COLS') @67:30
                  .rhs:
                    BinOp(op='//') @67:42
                      .lhs:
                        Name(id='BLOCK_N') @67:42
                      .rhs:
                        Name(id='WG_N') @67:53
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @67:66
                    .lhs:
                      Name(id='BLOCK_N') @67:66
                    .rhs:
                      Name(id='WG_N') @67:77
                )
            BarrierDecl(name='dq_empty', kwargs=()) @68:9
              .size:
                BinOp(op='//') @68:26
                  .lhs:
                    BinOp(op='//') @68:26
                      .lhs:
                        Name(id='D') @68:26
                      .rhs:
                        Name(id='DQ_COLS') @68:31
                  .rhs:
                    BinOp(op='//') @68:43
                      .lhs:
                        Name(id='BLOCK_N') @68:43
                      .rhs:
                        Name(id='WG_N') @68:54
          .orelse:
            If() @70:9
              .cond:
                Name(id='SMEM_P') @70:12
              .body:
                SmemDecl(name='ds_s') @71:13
                  .stages:
                    BinOp(op='//') @71:23
                      .lhs:
                        Name(id='BLOCK_N') @71:23
                      .rhs:
                        Name(id='WG_N') @71:34
                  .dtype:
                    Name(id='DT') @71:41
                  .shape:
                    Name(id='BLOCK_M') @71:44
                    Name(id='WG_N') @71:53
              .orelse:
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
                    Name(id='WG_N') @73:44
                    Name(id='BLOCK_M') @73:50
            SmemDecl(name='dq_s') @74:9
              .stages:
                BinOp(op='//') @74:19
                  .lhs:
                    Name(id='BLOCK_N') @74:19
                  .rhs:
                    Name(id='WG_N') @74:30
              .dtype:
                Name(id='f32') @74:37
              .shape:
                Name(id='BLOCK_M') @74:41
                Name(id='DQ_COLS') @74:50
        BarrierDecl(name='kv_ready', kwargs=()) @75:5
          .size:
            Name(id='KV_BUF') @75:22
        BarrierDecl(name='kv_free') @76:5
          .size:
            Name(id='KV_BUF') @76:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @76:35
                .lhs:
                  Name(id='BLOCK_N') @76:35
                .rhs:
                  Name(id='WG_N') @76:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @77:5
          .size:
            Name(id='STAGES') @77:22
        BarrierDecl(name='qd_free') @78:5
          .size:
            Name(id='STAGES') @78:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @78:35
                .lhs:
                  Name(id='BLOCK_N') @78:35
                .rhs:
                  Name(id='WG_N') @78:46
            )
        Assign(targets=('len_q',)) @80:5
          .value:
            Attr(name='len') @80:13
              .value:
                Index() @80:13
                  .value:
                    Name(id='q') @80:13
                  .subs:
                    Name(id='seq') @80:15
        Assign(targets=('len_k',)) @81:5
          .value:
            Attr(name='len') @81:13
              .value:
                Index() @81:13
                  .value:
                    Name(id='k') @81:13
                  .subs:
                    Name(id='seq') @81:15
        Assign(targets=('n',)) @83:5
          .value:
            Name(id='nt') @83:9
        If(orelse=()) @84:5
          .cond:
            Name(id='CAUSAL') @84:8
          .body:
            Assign(targets=('n',)) @85:9
              .value:
                BinOp(op='-') @85:13
                  .lhs:
                    BinOp(op='-') @85:13
                      .lhs:
                        Call(kwargs=()) @85:13
                          .func:
                            Name(id='cdiv') @85:13
                          .args:
                            Name(id='len_k') @85:18
                            Name(id='BLOCK_N') @85:25
                      .rhs:
                        Const(value=1) @85:36
                  .rhs:
                    Name(id='nt') @85:40
        Assign(targets=('group',)) @86:5
          .value:
            BinOp(op='//') @86:13
              .lhs:
                Name(id='H') @86:13
              .rhs:
                Name(id='HKV') @86:18
        Assign(targets=('m_lo',)) @88:5
          .value:
            Const(value=0) @88:12
        If(orelse=()) @89:5
          .cond:
            Name(id='CAUSAL') @89:8
          .body:
            Assign(targets=('m_lo',)) @90:9
              .value:
                BinOp(op='//') @90:16
                  .lhs:
                    Call(kwargs=()) @90:16
                      .func:
                        Name(id='maximum') @90:16
                      .args:
                        BinOp(op='-') @90:24
                          .lhs:
                            BinOp(op='*') @90:24
                              .lhs:
                                Name(id='n') @90:24
                              .rhs:
                                Name(id='BLOCK_N') @90:28
                          .rhs:
                            BinOp(op='-') @90:39
                              .lhs:
                                Name(id='len_k') @90:39
                              .rhs:
                                Name(id='len_q') @90:47
                        Const(value=0) @90:55
                  .rhs:
                    Name(id='BLOCK_M') @90:61
        Assign(targets=('n_m',)) @91:5
          .value:
            Call(kwargs=()) @91:11
              .func:
                Name(id='maximum') @91:11
              .args:
                BinOp(op='-') @91:19
                  .lhs:
                    Call(kwargs=()) @91:19
                      .func:
                        Name(id='cdiv') @91:19
                      .args:
                        Name(id='len_q') @91:24
                        Name(id='BLOCK_M') @91:31
                  .rhs:
                    Name(id='m_lo') @91:42
                Const(value=0) @91:48
        Assign(targets=('steps',)) @92:5
          .value:
            BinOp(op='*') @92:13
              .lhs:
                Name(id='group') @92:13
              .rhs:
                Name(id='n_m') @92:21
        Role(name='load', replica=None) @94:5
          .kwargs:
            (
              'warps'
              Const(value=1) @94:21
            )
            (
              'regs'
              Const(value=24) @94:29
            )
          .body:
            Assign(targets=('ks',)) @95:9
              .value:
                BinOp(op='%') @95:14
                  .lhs:
                    Name(id='tile_index') @95:14
                  .rhs:
                    Name(id='KV_BUF') @95:27
            Wait(phase=None) @96:9
              .target:
                Index() @96:14
                  .value:
                    Name(id='kv_free') @96:14
                  .subs:
                    Name(id='ks') @96:22
            Expect() @97:9
              .target:
                Index() @97:16
                  .value:
                    Name(id='kv_ready') @97:16
                  .subs:
                    Name(id='ks') @97:25
              .nbytes:
                BinOp(op='+') @97:30
                  .lhs:
                    BinOp(op='*') @97:30
                      .lhs:
                        BinOp(op='*') @97:30
                          .lhs:
                            Const(value=2) @97:30
                          .rhs:
                            Name(id='NWG') @97:34
                      .rhs:
                        Call(kwargs=()) @97:40
                          .func:
                            Name(id='bytes') @97:40
                          .args:
                            Name(id='k_tile') @97:46
                  .rhs:
                    BinOp(op='*') @97:56
                      .lhs:
                        BinOp(op='*') @97:56
                          .lhs:
                            Name(id='NC') @97:56
                          .rhs:
                            Name(id='NWG') @97:61
                      .rhs:
                        Call(kwargs=()) @97:67
                          .func:
                            Name(id='bytes') @97:67
                          .args:
                            Name(id='kh_tile') @97:73
            For(var='i') @98:9
              .iter:
                Call(kwargs=()) @98:18
                  .func:
                    Name(id='static_range') @98:18
                  .args:
                    Name(id='NWG') @98:31
              .body:
                Tma() @99:13
                  .dst:
                    Index() @99:17
                      .value:
                        Name(id='k_tile') @99:17
                      .subs:
                        BinOp(op='+') @99:24
                          .lhs:
                            BinOp(op='*') @99:24
                              .lhs:
                                Name(id='ks') @99:24
                              .rhs:
                                Name(id='NWG') @99:29
                          .rhs:
                            Name(id='i') @99:35
                  .src:
                    Index() @99:41
                      .value:
                        Name(id='k') @99:41
                      .subs:
                        Name(id='seq') @99:43
                        BinOp(op='+') @99:48
                          .lhs:
                            BinOp(op='*') @99:48
                              .lhs:
                                Name(id='NWG') @99:48
                              .rhs:
                                Name(id='n') @99:54
                          .rhs:
                            Name(id='i') @99:58
                        Name(id='kvh') @99:61
                  .signals:
                    Index() @99:74
                      .value:
                        Name(id='kv_ready') @99:74
                      .subs:
                        Name(id='ks') @99:83
                Tma() @100:13
                  .dst:
                    Index() @100:17
                      .value:
                        Name(id='v_tile') @100:17
                      .subs:
                        BinOp(op='+') @100:24
                          .lhs:
                            BinOp(op='*') @100:24
                              .lhs:
                                Name(id='ks') @100:24
                              .rhs:
                                Name(id='NWG') @100:29
                          .rhs:
                            Name(id='i') @100:35
                  .src:
                    Index() @100:41
                      .value:
                        Name(id='v') @100:41
                      .subs:
                        Name(id='seq') @100:43
                        BinOp(op='+') @100:48
                          .lhs:
                            BinOp(op='*') @100:48
                              .lhs:
                                Name(id='NWG') @100:48
                              .rhs:
                                Name(id='n') @100:54
                          .rhs:
                            Name(id='i') @100:58
                        Name(id='kvh') @100:61
                  .signals:
                    Index() @100:74
                      .value:
                        Name(id='kv_ready') @100:74
                      .subs:
                        Name(id='ks') @100:83
                For(var='c') @101:13
                  .iter:
                    Call(kwargs=()) @101:22
                      .func:
                        Name(id='static_range') @101:22
                      .args:
                        Name(id='NC') @101:35
                  .body:
                    Tma() @102:17
                      .dst:
                        Index() @102:21
                          .value:
                            Name(id='kh_tile') @102:21
                          .subs:
                            BinOp(op='+') @102:29
                              .lhs:
                                BinOp(op='*') @102:29
                                  .lhs:
                                    Name(id='NC') @102:29
                                  .rhs:
                                    BinOp(op='+') @102:35
                                      .lhs:
                                        BinOp(op='*') @102:35
                                          .lhs:
                                            Name(id='ks') @102:35
                                          .rhs:
                                            Name(id='NWG') @102:40
                                      .rhs:
                                        Name(id='i') @102:46
                              .rhs:
                                Name(id='c') @102:51
                      .src:
                        Index() @102:57
                          .value:
                            Name(id='k') @102:57
                          .subs:
                            Name(id='seq') @102:59
                            BinOp(op='+') @102:64
                              .lhs:
                                BinOp(op='*') @102:64
                                  .lhs:
                                    Name(id='NWG') @102:64
                                  .rhs:
                                    Name(id='n') @102:70
                              .rhs:
                                Name(id='i') @102:74
                            Name(id='kvh') @102:77
                            Name(id='c') @102:82
                      .signals:
                        Index() @102:93
                          .value:
                            Name(id='kv_ready') @102:93
                          .subs:
                            Name(id='ks') @102:102
            Pipeline(var='j', slot='slot', ring='qd') @103:9
              .iter:
                Call(kwargs=()) @103:23
                  .func:
                    Name(id='range') @103:23
                  .args:
                    Name(id='steps') @103:29
              .stages:
                Name(id='STAGES') @103:49
              .body:
                Assign(targets=('head',)) @104:13
                  .value:
                    BinOp(op='+') @104:20
                      .lhs:
                        BinOp(op='*') @104:20
                          .lhs:
                            Name(id='kvh') @104:20
                          .rhs:
                            Name(id='group') @104:26
                      .rhs:
                        BinOp(op='//') @104:34
                          .lhs:
                            Name(id='j') @104:34
                          .rhs:
                            Name(id='n_m') @104:39
                Assign(targets=('mb',)) @105:13
                  .value:
                    BinOp(op='+') @105:18
                      .lhs:
                        Name(id='m_lo') @105:18
                      .rhs:
                        BinOp(op='%') @105:25
                          .lhs:
                            Name(id='j') @105:25
                          .rhs:
                            Name(id='n_m') @105:29
                Wait(phase=None) @106:13
                  .target:
                    Index() @106:18
                      .value:
                        Name(id='qd_free') @106:18
                      .subs:
                        Name(id='slot') @106:26
                Expect() @107:13
                  .target:
                    Index() @107:20
                      .value:
                        Name(id='qd_ready') @107:20
                      .subs:
                        Name(id='slot') @107:29
                  .nbytes:
                    BinOp(op='+') @107:36
                      .lhs:
                        Call(kwargs=()) @107:36
                          .func:
                            Name(id='bytes') @107:36
                          .args:
                            Name(id='q_ring') @107:42
                      .rhs:
                        Call(kwargs=()) @107:52
                          .func:
                            Name(id='bytes') @107:52
                          .args:
                            Name(id='do_ring') @107:58
                Tma() @108:13
                  .dst:
                    Index() @108:17
                      .value:
                        Name(id='q_ring') @108:17
                      .subs:
                        Name(id='slot') @108:24
                  .src:
                    Index() @108:33
                      .value:
                        Name(id='q') @108:33
                      .subs:
                        Name(id='seq') @108:35
                        Name(id='mb') @108:40
                        Name(id='head') @108:44
                  .signals:
                    Index() @108:58
                      .value:
                        Name(id='qd_ready') @108:58
                      .subs:
                        Name(id='slot') @108:67
                Tma() @109:13
                  .dst:
                    Index() @109:17
                      .value:
                        Name(id='do_ring') @109:17
                      .subs:
                        Name(id='slot') @109:25
                  .src:
                    Index() @109:34
                      .value:
                        Name(id='d_o') @109:34
                      .subs:
                        Name(id='seq') @109:38
                        Name(id='mb') @109:43
                        Name(id='head') @109:47
                  .signals:
                    Index() @109:61
                      .value:
                        Name(id='qd_ready') @109:61
                      .subs:
                        Name(id='slot') @109:70
        If(orelse=()) @111:5
          .cond:
            Name(id='WRITER') @111:8
          .body:
            Assign(targets=('NCW',)) @114:9
              .value:
                BinOp(op='//') @114:15
                  .lhs:
                    Name(id='NC') @114:15
                  .rhs:
                    Name(id='NWG') @114:21
            Role(name='dq_writer', replica=None) @115:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @115:30
                )
                (
                  'regs'
                  Const(value=24) @115:38
                )
              .body:
                Pipeline(var='j', slot='ws', ring='qd') @116:13
                  .iter:
                    Call(kwargs=()) @116:27
                      .func:
                        Name(id='range') @116:27
                      .args:
                        Name(id='steps') @116:33
                  .stages:
                    Name(id='STAGES') @116:53
                  .body:
                    Assign(targets=('head',)) @117:17
                      .value:
                        BinOp(op='+') @117:24
                          .lhs:
                            BinOp(op='*') @117:24
                              .lhs:
                                Name(id='kvh') @117:24
                              .rhs:
                                Name(id='group') @117:30
                          .rhs:
                            BinOp(op='//') @117:38
                              .lhs:
                                Name(id='j') @117:38
                              .rhs:
                                Name(id='n_m') @117:43
                    Assign(targets=('mb',)) @118:17
                      .value:
                        BinOp(op='+') @118:22
                          .lhs:
                            Name(id='m_lo') @118:22
                          .rhs:
                            BinOp(op='%') @118:29
                              .lhs:
                                Name(id='j') @118:29
                              .rhs:
                                Name(id='n_m') @118:33
                    For(var='i') @119:17
                      .iter:
                        Call(kwargs=()) @119:26
                          .func:
                            Name(id='static_range') @119:26
                          .args:
                            Name(id='NCW') @119:39
                      .body:
                        Wait(phase=None) @120:21
                          .target:
                            Index() @120:26
                              .value:
                                Name(id='dq_full') @120:26
                              .subs:
                                Name(id='i') @120:34
                        For(var='w') @121:21
                          .iter:
                            Call(kwargs=()) @121:30
                              .func:
                                Name(id='static_range') @121:30
                              .args:
                                Name(id='NWG') @121:43
                          .body:
                            Tma(signals=None, reduce='add') @122:25
                              .dst:
                                Index() @122:29
                                  .value:
                                    Name(id='dq_acc') @122:29
                                  .subs:
                                    Name(id='seq') @122:36
                                    Name(id='mb') @122:41
                                    Name(id='head') @122:45
                                    BinOp(op='+') @122:51
                                      .lhs:
                                        BinOp(op='*') @122:51
                                          .lhs:
                                            Name(id='w') @122:51
                                          .rhs:
                                            Name(id='NCW') @122:55
                                      .rhs:
                                        Name(id='i') @122:61
                              .src:
                                Index() @122:67
                                  .value:
                                    Name(id='dq_s') @122:67
                                  .subs:
                                    BinOp(op='+') @122:72
                                      .lhs:
                                        BinOp(op='*') @122:72
                                          .lhs:
                                            Name(id='i') @122:72
                                          .rhs:
                                            Name(id='NWG') @122:76
                                      .rhs:
                                        Name(id='w') @122:82
                        Arrive(count=None) @123:21
                          .target:
                            Index() @123:28
                              .value:
                                Name(id='dq_empty') @123:28
                              .subs:
                                Name(id='i') @123:37
        Role(name='compute', replica='wg') @125:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @125:29
            )
            (
              'regs'
              Name(id='REGS') @125:39
            )
          .body:
            Assign(targets=('qk_scale',)) @126:9
              .value:
                BinOp(op='*') @126:20
                  .lhs:
                    Name(id='sm_scale') @126:20
                  .rhs:
                    Name(id='LOG2E') @126:31
            Assign(targets=('krow0',)) @127:9
              .value:
                BinOp(op='+') @127:17
                  .lhs:
                    BinOp(op='*') @127:17
                      .lhs:
                        Name(id='n') @127:17
                      .rhs:
                        Name(id='BLOCK_N') @127:21
                  .rhs:
                    BinOp(op='*') @127:31
                      .lhs:
                        Name(id='wg') @127:31
                      .rhs:
                        Name(id='WG_N') @127:36
            Assign(targets=('krows',)) @128:9
              .value:
                BinOp(op='+') @128:17
                  .lhs:
                    Name(id='krow0') @128:17
                  .rhs:
                    Call(kwargs=()) @128:25
                      .func:
                        Name(id='arange') @128:25
                      .args:
                        Name(id='WG_N') @128:32
            Assign(targets=('qcols',)) @129:9
              .value:
                Call(kwargs=()) @129:17
                  .func:
                    Name(id='arange') @129:17
                  .args:
                    Name(id='BLOCK_M') @129:24
            Assign(targets=('dcols',)) @130:9
              .value:
                Call(kwargs=()) @130:17
                  .func:
                    Name(id='arange') @130:17
                  .args:
                    Name(id='D') @130:24
            Assign(targets=('ks',)) @131:9
              .value:
                BinOp(op='%') @131:14
                  .lhs:
                    Name(id='tile_index') @131:14
                  .rhs:
                    Name(id='KV_BUF') @131:27
            Assign(targets=('mine',)) @132:9
              .value:
                BinOp(op='+') @132:16
                  .lhs:
                    BinOp(op='*') @132:16
                      .lhs:
                        Name(id='ks') @132:16
                      .rhs:
                        Name(id='NWG') @132:21
                  .rhs:
                    Name(id='wg') @132:27
            Assign(targets=('acc_k',)) @133:9
              .value:
                Call(kwargs=()) @133:17
                  .func:
                    Name(id='zeros') @133:17
                  .args:
                    ListLit() @133:23
                      .elts:
                        Name(id='WG_N') @133:24
                        Name(id='D') @133:30
                    Name(id='f32') @133:34
            Assign(targets=('acc_v',)) @134:9
              .value:
                Call(kwargs=()) @134:17
                  .func:
                    Name(id='zeros') @134:17
                  .args:
                    ListLit() @134:23
                      .elts:
                        Name(id='WG_N') @134:24
                        Name(id='D') @134:30
                    Name(id='f32') @134:34
            Wait(phase=None) @135:9
              .target:
                Index() @135:14
                  .value:
                    Name(id='kv_ready') @135:14
                  .subs:
                    Name(id='ks') @135:23
            Assign(targets=('PARTS',)) @140:9
              .value:
                Const(value=1) @140:17
            If(orelse=()) @141:9
              .cond:
                Name(id='LAG') @141:12
              .body:
                Assign(targets=('PARTS',)) @142:13
                  .value:
                    Const(value=2) @142:21
                Assign(targets=('last',)) @143:13
                  .value:
                    Const(value=0) @143:20
            For(var='part') @144:9
              .iter:
                Call(kwargs=()) @144:21
                  .func:
                    Name(id='static_range') @144:21
                  .args:
                    Name(id='PARTS') @144:34
              .body:
                Assign(targets=('lo',)) @145:13
                  .value:
                    Name(id='part') @145:18
                Assign(targets=('hi',)) @146:13
                  .value:
                    Name(id='steps') @146:18
                If(orelse=()) @147:13
                  .cond:
                    BoolOp(op='and') @147:16
                      .values:
                        Name(id='LAG') @147:16
                        BinOp(op='==') @147:24
                          .lhs:
                            Name(id='part') @147:24
                          .rhs:
                            Const(value=0) @147:32
                  .body:
                    Assign(targets=('hi',)) @148:17
                      .value:
                        Call(kwargs=()) @148:22
                          .func:
                            Name(id='minimum') @148:22
                          .args:
                            Name(id='steps') @148:30
                            Const(value=1) @148:37
                Pipeline(var='j', slot='slot', ring='qd') @149:13
                  .iter:
                    Call(kwargs=()) @149:27
                      .func:
                        Name(id='range') @149:27
                      .args:
                        Name(id='lo') @149:33
                        Name(id='hi') @149:37
                  .stages:
                    Name(id='STAGES') @149:54
                  .body:
                    Assign(targets=('head',)) @150:17
                      .value:
                        BinOp(op='+') @150:24
                          .lhs:
                            BinOp(op='*') @150:24
                              .lhs:
                                Name(id='kvh') @150:24
                              .rhs:
                                Name(id='group') @150:30
                          .rhs:
                            BinOp(op='//') @150:38
                              .lhs:
                                Name(id='j') @150:38
                              .rhs:
                                Name(id='n_m') @150:43
                    Assign(targets=('mb',)) @151:17
                      .value:
                        BinOp(op='+') @151:22
                          .lhs:
                            Name(id='m_lo') @151:22
                          .rhs:
                            BinOp(op='%') @151:29
                              .lhs:
                                Name(id='j') @151:29
                              .rhs:
                                Name(id='n_m') @151:33
                    Assign(targets=('qpos',)) @152:17
                      .value:
                        BinOp(op='+') @152:24
                          .lhs:
                            BinOp(op='*') @152:24
                              .lhs:
                                Name(id='mb') @152:24
                              .rhs:
                                Name(id='BLOCK_M') @152:29
                          .rhs:
                            Name(id='qcols') @152:39
                    Assign(targets=('lse2',)) @153:17
                      .value:
                        Call(kwargs=()) @153:24
                          .func:
                            Name(id='zeros') @153:24
                          .args:
                            ListLit() @153:30
                              .elts:
                                Name(id='BLOCK_M') @153:31
                            Name(id='f32') @153:41
                    Assign(targets=('dlt',)) @154:17
                      .value:
                        Call(kwargs=()) @154:23
                          .func:
                            Name(id='zeros') @154:23
                          .args:
                            ListLit() @154:29
                              .elts:
                                Name(id='BLOCK_M') @154:30
                            Name(id='f32') @154:40
                    If(orelse=()) @155:17
                      .cond:
                        BinOp(op='==') @155:20
                          .lhs:
                            Name(id='ACT') @155:20
                          .rhs:
                            Const(value='softmax') @155:27
                      .body:
                        Assign(targets=('lse2',)) @156:21
                          .value:
                            BinOp(op='*') @156:28
                              .lhs:
                                Index() @156:28
                                  .value:
                                    Index() @156:28
                                      .value:
                                        Name(id='lse') @156:28
                                      .subs:
                                        Name(id='seq') @156:32
                                  .subs:
                                    Name(id='qpos') @156:37
                                    Name(id='head') @156:43
                              .rhs:
                                Name(id='LOG2E') @156:51
                        Assign(targets=('dlt',)) @157:21
                          .value:
                            Index() @157:27
                              .value:
                                Index() @157:27
                                  .value:
                                    Name(id='delta') @157:27
                                  .subs:
                                    Name(id='seq') @157:33
                              .subs:
                                Name(id='qpos') @157:38
                                Name(id='head') @157:44
                    Assign(targets=('edge',)) @160:17
                      .value:
                        BoolOp(op='or') @160:24
                          .values:
                            BinOp(op='>') @160:24
                              .lhs:
                                BinOp(op='*') @160:25
                                  .lhs:
                                    BinOp(op='+') @160:25
                                      .lhs:
                                        Name(id='mb') @160:25
                                      .rhs:
                                        Const(value=1) @160:30
                                  .rhs:
                                    Name(id='BLOCK_M') @160:35
                              .rhs:
                                Name(id='len_q') @160:45
                            BinOp(op='>') @160:54
                              .lhs:
                                BinOp(op='+') @160:54
                                  .lhs:
                                    Name(id='krow0') @160:54
                                  .rhs:
                                    Name(id='WG_N') @160:62
                              .rhs:
                                Name(id='len_k') @160:69
                    If(orelse=()) @161:17
                      .cond:
                        Name(id='CAUSAL') @161:20
                      .body:
                        Assign(targets=('edge',)) @162:21
                          .value:
                            BoolOp(op='or') @162:28
                              .values:
                                Name(id='edge') @162:28
                                BinOp(op='>') @162:36
                                  .lhs:
                                    BinOp(op='-') @162:36
                                      .lhs:
                                        BinOp(op='+') @162:36
                                          .lhs:
                                            Name(id='krow0') @162:36
                                          .rhs:
                                            Name(id='WG_N') @162:44
                                      .rhs:
                                        Const(value=1) @162:51
                                  .rhs:
                                    BinOp(op='-') @162:55
                                      .lhs:
                                        BinOp(op='+') @162:55
                                          .lhs:
                                            BinOp(op='*') @162:55
                                              .lhs:
                                                Name(id='mb') @162:55
                                              .rhs:
                                                Name(id='BLOCK_M') @162:60
                                          .rhs:
                                            Name(id='len_k') @162:70
                                      .rhs:
                                        Name(id='len_q') @162:78
                    Wait(phase=None) @163:17
                      .target:
                        Index() @163:22
                          .value:
                            Name(id='qd_ready') @163:22
                          .subs:
                            Name(id='slot') @163:31
                    If() @164:17
                      .cond:
                        Name(id='SMEM_P') @164:20
                      .body:
                        Assign(targets=('own',)) @168:21
                          .value:
                            Name(id='wg') @168:27
                        If(orelse=()) @169:21
                          .cond:
                            Name(id='WRITER') @169:24
                          .body:
                            Assign(targets=('own',)) @170:25
                              .value:
                                BinOp(op='+') @170:31
                                  .lhs:
                                    BinOp(op='*') @170:31
                                      .lhs:
                                        Name(id='slot') @170:31
                                      .rhs:
                                        Name(id='NWG') @170:38
                                  .rhs:
                                    Name(id='wg') @170:44
                        If(orelse=()) @171:21
                          .cond:
                            BoolOp(op='and') @171:24
                              .values:
                                Name(id='LAG') @171:24
                                BinOp(op='==') @171:32
                                  .lhs:
                                    Name(id='part') @171:32
                                  .rhs:
                                    Const(value=1) @171:40
                          .body:
                            Wait() @173:25
                              .target:
                                Index() @173:30
                                  .value:
                                    Name(id='ds_ready') @173:30
                                  .subs:
                                    Const(value=0) @173:39
                              .phase:
                                BinOp(op='%') @173:48
                                  .lhs:
                                    Name(id='last') @173:48
                                  .rhs:
                                    Const(value=2) @173:55
                            For(var='i') @174:25
                              .iter:
                                Call(kwargs=()) @174:34
                                  .func:
                                    Name(id='static_range') @174:34
                                  .args:
                                    Name(id='NCW') @174:47
                              .body:
                                Assign(targets=('c',)) @175:29
                                  .value:
                                    BinOp(op='+') @175:33
                                      .lhs:
                                        BinOp(op='*') @175:33
                                          .lhs:
                                            Name(id='wg') @175:33
                                          .rhs:
                                            Name(id='NCW') @175:38
                                      .rhs:
                                        Name(id='i') @175:44
                                Assign(targets=('dq_c',)) @176:29
                                  .value:
                                    Call(kwargs=()) @176:36
                                      .func:
                                        Name(id='zeros') @176:36
                                      .args:
                                        ListLit() @176:42
                                          .elts:
                                            Name(id='BLOCK_M') @176:43
                                            Name(id='DQ_COLS') @176:52
                                        Name(id='f32') @176:62
                                For(var='g') @177:29
                                  .iter:
                                    Call(kwargs=()) @177:38
                                      .func:
                                        Name(id='static_range') @177:38
                                      .args:
                                        Name(id='NWG') @177:51
                                  .body:
                                    Assign(targets=('gg',)) @178:33
                                      .value:
                                        BinOp(op='%') @178:39
                                          .lhs:
                                            BinOp(op='+') @178:39
                                              .lhs:
                                                Name(id='wg') @178:39
                                              .rhs:
                                                Name(id='g') @178:44
                                          .rhs:
                                            Name(id='NWG') @178:49
                                    Assign(targets=('dq_c',)) @179:33
                                      .value:
                                        Call(kwargs=()) @179:40
                                          .func:
                                            Name(id='mma_wait') @179:40
                                          .args:
                                            Call(kwargs=()) @179:49
                                              .func:
                                                Name(id='mma_async') @179:49
                                              .args:
                                                Index() @179:59
                                                  .value:
                                                    Name(id='ds_s') @179:59
                                                  .subs:
                                                    BinOp(op='+') @179:64
                                                      .lhs:
                                                        BinOp(op='*') @179:64
                                                          .lhs:
                                                            Name(id='last') @179:64
                                                          .rhs:
                                                            Name(id='NWG') @179:71
                                                      .rhs:
                                                        Name(id='gg') @179:77
                                                Index() @179:82
                                                  .value:
                                                    Name(id='kh_tile') @179:82
                                                  .subs:
                                                    BinOp(op='+') @179:90
                                                      .lhs:
                                                        BinOp(op='*') @179:90
                                                          .lhs:
                                                            Name(id='NC') @179:90
                                                          .rhs:
                                                            BinOp(op='+') @179:96
                                                              .lhs:
                                                                BinOp(op='*') @179:96
                                                                  .lhs:
                                                                    Name(id='ks') @179:96
                                                                  .rhs:
                                                                    Name(id='NWG') @179:101
                                                              .rhs:
                                                                Name(id='gg') @179:107
                                                      .rhs:
                                                        Name(id='c') @179:113
                                                Name(id='dq_c') @179:117
                                Wait() @180:29
                                  .target:
                                    Index() @180:34
                                      .value:
                                        Name(id='dq_empty') @180:34
                                      .subs:
                                        Name(id='i') @180:43
                                  .phase:
                                    BinOp(op='-') @180:52
                                      .lhs:
                                        Const(value=1) @180:52
                                      .rhs:
                                        BinOp(op='%') @180:56
                                          .lhs:
                                            Name(id='last') @180:56
                                          .rhs:
                                            Const(value=2) @180:63
                                ExprStmt() @181:29
                                  .value:
                                    Call(kwargs=()) @181:29
                                      .func:
                                        Name(id='store_smem') @181:29
                                      .args:
                                        Index() @181:40
                                          .value:
                                            Name(id='dq_s') @181:40
                                          .subs:
                                            BinOp(op='+') @181:45
                                              .lhs:
                                                BinOp(op='*') @181:45
                                                  .lhs:
                                                    Name(id='i') @181:45
                                                  .rhs:
                                                    Name(id='NWG') @181:49
                                              .rhs:
                                                Name(id='wg') @181:55
                                        Name(id='dq_c') @181:60
                                Fence() @182:29
                                Arrive(count=None) @183:29
                                  .target:
                                    Index() @183:36
                                      .value:
                                        Name(id='dq_full') @183:36
                                      .subs:
                                        Name(id='i') @183:44
                        Assign(targets=('s_f',)) @184:21
                          .value:
                            Call(kwargs=()) @184:27
                              .func:
                                Name(id='mma_async') @184:27
                              .args:
                                Index() @184:37
                                  .value:
                                    Name(id='q_ring') @184:37
                                  .subs:
                                    Name(id='slot') @184:44
                                Attr(name='T') @184:51
                                  .value:
                                    Index() @184:51
                                      .value:
                                        Name(id='k_tile') @184:51
                                      .subs:
                                        Name(id='mine') @184:58
                        Assign(targets=('dp_f',)) @185:21
                          .value:
                            Call(kwargs=()) @185:28
                              .func:
                                Name(id='mma_async') @185:28
                              .args:
                                Index() @185:38
                                  .value:
                                    Name(id='do_ring') @185:38
                                  .subs:
                                    Name(id='slot') @185:46
                                Attr(name='T') @185:53
                                  .value:
                                    Index() @185:53
                                      .value:
                                        Name(id='v_tile') @185:53
                                      .subs:
                                        Name(id='mine') @185:60
                        Assign(targets=('s',)) @186:21
                          .value:
                            Call() @186:25
                              .func:
                                Name(id='mma_wait') @186:25
                              .args:
                                Name(id='s_f') @186:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @186:47
                                )
                        Assign(targets=('kpos',)) @188:21
                          .value:
                            BinOp(op='+') @188:28
                              .lhs:
                                Name(id='krow0') @188:28
                              .rhs:
                                Call(kwargs=()) @188:36
                                  .func:
                                    Name(id='arange') @188:36
                                  .args:
                                    Name(id='WG_N') @188:43
                        Assign(targets=('p', 'dact')) @189:21
                          .value:
                            Call(kwargs=()) @189:31
                              .func:
                                Name(id='probs') @189:31
                              .args:
                                Name(id='s') @189:37
                                Name(id='edge') @189:40
                                Index() @189:46
                                  .value:
                                    Name(id='qpos') @189:46
                                  .subs:
                                    FullSlice() @189:51
                                    Const(value=None) @189:54
                                Index() @189:61
                                  .value:
                                    Name(id='kpos') @189:61
                                  .subs:
                                    Const(value=None) @189:66
                                    FullSlice() @189:72
                                Name(id='len_q') @189:76
                                Name(id='len_k') @189:83
                                Index() @189:90
                                  .value:
                                    Name(id='lse2') @189:90
                                  .subs:
                                    FullSlice() @189:95
                                    Const(value=None) @189:98
                                Name(id='qk_scale') @189:105
                                Name(id='sm_scale') @190:37
                                Name(id='CAUSAL') @190:47
                                Name(id='ACT') @190:55
                        ExprStmt() @191:21
                          .value:
                            Call(kwargs=()) @191:21
                              .func:
                                Name(id='store_smem') @191:21
                              .args:
                                Index() @191:32
                                  .value:
                                    Name(id='ds_s') @191:32
                                  .subs:
                                    Name(id='own') @191:37
                                Call(kwargs=()) @191:43
                                  .func:
                                    Name(id='cast') @191:43
                                  .args:
                                    Name(id='p') @191:48
                                    Name(id='DT') @191:51
                        Fence() @192:21
                        Assign(targets=('dv_f',)) @193:21
                          .value:
                            Call(kwargs=()) @193:28
                              .func:
                                Name(id='mma_async') @193:28
                              .args:
                                Attr(name='T') @193:38
                                  .value:
                                    Index() @193:38
                                      .value:
                                        Name(id='ds_s') @193:38
                                      .subs:
                                        Name(id='own') @193:43
                                Index() @193:51
                                  .value:
                                    Name(id='do_ring') @193:51
                                  .subs:
                                    Name(id='slot') @193:59
                                Name(id='acc_v') @193:66
                        Assign(targets=('dp',)) @194:21
                          .value:
                            Call() @194:26
                              .func:
                                Name(id='mma_wait') @194:26
                              .args:
                                Name(id='dp_f') @194:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @194:49
                                )
                        Assign(targets=('ds',)) @195:21
                          .value:
                            Call(kwargs=()) @195:26
                              .func:
                                Name(id='cast') @195:26
                              .args:
                                Call(kwargs=()) @195:31
                                  .func:
                                    Name(id='dscores') @195:31
                                  .args:
                                    Name(id='p') @195:39
                                    Name(id='dact') @195:42
                                    Name(id='dp') @195:48
                                    Index() @195:52
                                      .value:
                                        Name(id='dlt') @195:52
                                      .subs:
                                        FullSlice() @195:56
                                        Const(value=None) @195:59
                                    Name(id='ACT') @195:66
                                Name(id='DT') @195:72
                        Assign(targets=('acc_v',)) @196:21
                          .value:
                            Call(kwargs=()) @196:29
                              .func:
                                Name(id='mma_wait') @196:29
                              .args:
                                Name(id='dv_f') @196:38
                        ExprStmt() @197:21
                          .value:
                            Call(kwargs=()) @197:21
                              .func:
                                Name(id='store_smem') @197:21
                              .args:
                                Index() @197:32
                                  .value:
                                    Name(id='ds_s') @197:32
                                  .subs:
                                    Name(id='own') @197:37
                                Name(id='ds') @197:43
                        Fence() @198:21
                        If() @199:21
                          .cond:
                            Name(id='LAG') @199:24
                          .body:
                            Arrive(count=None) @202:25
                              .target:
                                Index() @202:32
                                  .value:
                                    Name(id='ds_ready') @202:32
                                  .subs:
                                    Const(value=0) @202:41
                            Assign(targets=('dk_f',)) @203:25
                              .value:
                                Call(kwargs=()) @203:32
                                  .func:
                                    Name(id='mma_async') @203:32
                                  .args:
                                    Attr(name='T') @203:42
                                      .value:
                                        Index() @203:42
                                          .value:
                                            Name(id='ds_s') @203:42
                                          .subs:
                                            Name(id='own') @203:47
                                    Index() @203:55
                                      .value:
                                        Name(id='q_ring') @203:55
                                      .subs:
                                        Name(id='slot') @203:62
                                    Name(id='acc_k') @203:69
                            Assign(targets=('acc_k',)) @204:25
                              .value:
                                Call(kwargs=()) @204:33
                                  .func:
                                    Name(id='mma_wait') @204:33
                                  .args:
                                    Name(id='dk_f') @204:42
                            Arrive(count=None) @205:25
                              .target:
                                Index() @205:32
                                  .value:
                                    Name(id='qd_free') @205:32
                                  .subs:
                                    Name(id='slot') @205:40
                            Assign(targets=('last',)) @206:25
                              .value:
                                Name(id='slot') @206:32
                          .orelse:
                            If() @207:21
                              .cond:
                                Name(id='WRITER') @207:26
                              .body:
                                Arrive(count=None) @208:25
                                  .target:
                                    Index() @208:32
                                      .value:
                                        Name(id='ds_ready') @208:32
                                      .subs:
                                        Name(id='slot') @208:41
                                Assign(targets=('dk_f',)) @209:25
                                  .value:
                                    Call(kwargs=()) @209:32
                                      .func:
                                        Name(id='mma_async') @209:32
                                      .args:
                                        Attr(name='T') @209:42
                                          .value:
                                            Index() @209:42
                                              .value:
                                                Name(id='ds_s') @209:42
                                              .subs:
                                                Name(id='own') @209:47
                                        Index() @209:55
                                          .value:
                                            Name(id='q_ring') @209:55
                                          .subs:
                                            Name(id='slot') @209:62
                                        Name(id='acc_k') @209:69
                                Assign(targets=('acc_k',)) @210:25
                                  .value:
                                    Call(kwargs=()) @210:33
                                      .func:
                                        Name(id='mma_wait') @210:33
                                      .args:
                                        Name(id='dk_f') @210:42
                                Arrive(count=None) @211:25
                                  .target:
                                    Index() @211:32
                                      .value:
                                        Name(id='qd_free') @211:32
                                      .subs:
                                        Name(id='slot') @211:40
                                Wait(phase=None) @212:25
                                  .target:
                                    Index() @212:30
                                      .value:
                                        Name(id='ds_ready') @212:30
                                      .subs:
                                        Name(id='slot') @212:39
                                For(var='i') @213:25
                                  .iter:
                                    Call(kwargs=()) @213:34
                                      .func:
                                        Name(id='static_range') @213:34
                                      .args:
                                        Name(id='NCW') @213:47
                                  .body:
                                    Assign(targets=('c',)) @214:29
                                      .value:
                                        BinOp(op='+') @214:33
                                          .lhs:
                                            BinOp(op='*') @214:33
                                              .lhs:
                                                Name(id='wg') @214:33
                                              .rhs:
                                                Name(id='NCW') @214:38
                                          .rhs:
                                            Name(id='i') @214:44
                                    Assign(targets=('dq_c',)) @215:29
                                      .value:
                                        Call(kwargs=()) @215:36
                                          .func:
                                            Name(id='zeros') @215:36
                                          .args:
                                            ListLit() @215:42
                                              .elts:
                                                Name(id='BLOCK_M') @215:43
                                                Name(id='DQ_COLS') @215:52
                                            Name(id='f32') @215:62
                                    For(var='g') @216:29
                                      .iter:
                                        Call(kwargs=()) @216:38
                                          .func:
                                            Name(id='static_range') @216:38
                                          .args:
                                            Name(id='NWG') @216:51
                                      .body:
                                        Assign(targets=('gg',)) @217:33
                                          .value:
                                            BinOp(op='%') @217:39
                                              .lhs:
                                                BinOp(op='+') @217:39
                                                  .lhs:
                                                    Name(id='wg') @217:39
                                                  .rhs:
                                                    Name(id='g') @217:44
                                              .rhs:
                                                Name(id='NWG') @217:49
                                        Assign(targets=('dq_c',)) @218:33
                                          .value:
                                            Call(kwargs=()) @218:40
                                              .func:
                                                Name(id='mma_wait') @218:40
                                              .args:
                                                Call(kwargs=()) @218:49
                                                  .func:
                                                    Name(id='mma_async') @218:49
                                                  .args:
                                                    Index() @218:59
                                                      .value:
                                                        Name(id='ds_s') @218:59
                                                      .subs:
                                                        BinOp(op='+') @218:64
                                                          .lhs:
                                                            BinOp(op='*') @218:64
                                                              .lhs:
                                                                Name(id='slot') @218:64
                                                              .rhs:
                                                                Name(id='NWG') @218:71
                                                          .rhs:
                                                            Name(id='gg') @218:77
                                                    Index() @218:82
                                                      .value:
                                                        Name(id='kh_tile') @218:82
                                                      .subs:
                                                        BinOp(op='+') @218:90
                                                          .lhs:
                                                            BinOp(op='*') @218:90
                                                              .lhs:
                                                                Name(id='NC') @218:90
                                                              .rhs:
                                                                BinOp(op='+') @218:96
                                                                  .lhs:
                                                                    BinOp(op='*') @218:96
                                                                      .lhs:
                                                                        Name(id='ks') @218:96
                                                                      .rhs:
                                                                        Name(id='NWG') @218:101
                                                                  .rhs:
                                                                    Name(id='gg') @218:107
                                                          .rhs:
                                                            Name(id='c') @218:113
                                                    Name(id='dq_c') @218:117
                                    Wait() @219:29
                                      .target:
                                        Index() @219:34
                                          .value:
                                            Name(id='dq_empty') @219:34
                                          .subs:
                                            Name(id='i') @219:43
                                      .phase:
                                        BinOp(op='-') @219:52
                                          .lhs:
                                            Const(value=1) @219:52
                                          .rhs:
                                            BinOp(op='%') @219:56
                                              .lhs:
                                                Name(id='slot') @219:56
                                              .rhs:
                                                Const(value=2) @219:63
                                    ExprStmt() @220:29
                                      .value:
                                        Call(kwargs=()) @220:29
                                          .func:
                                            Name(id='store_smem') @220:29
                                          .args:
                                            Index() @220:40
                                              .value:
                                                Name(id='dq_s') @220:40
                                              .subs:
                                                BinOp(op='+') @220:45
                                                  .lhs:
                                                    BinOp(op='*') @220:45
                                                      .lhs:
                                                        Name(id='i') @220:45
                                                      .rhs:
                                                        Name(id='NWG') @220:49
                                                  .rhs:
                                                    Name(id='wg') @220:55
                                            Name(id='dq_c') @220:60
                                    Fence() @221:29
                                    Arrive(count=None) @222:29
                                      .target:
                                        Index() @222:36
                                          .value:
                                            Name(id='dq_full') @222:36
                                          .subs:
                                            Name(id='i') @222:44
                              .orelse:
                                Assign(targets=('dq_f',)) @224:25
                                  .value:
                                    Call(kwargs=()) @224:32
                                      .func:
                                        Name(id='mma_async') @224:32
                                      .args:
                                        Index() @224:42
                                          .value:
                                            Name(id='ds_s') @224:42
                                          .subs:
                                            Name(id='wg') @224:47
                                        Index() @224:52
                                          .value:
                                            Name(id='kh_tile') @224:52
                                          .subs:
                                            BinOp(op='*') @224:60
                                              .lhs:
                                                Name(id='NC') @224:60
                                              .rhs:
                                                Name(id='mine') @224:65
                                Assign(targets=('dk_f',)) @225:25
                                  .value:
                                    Call(kwargs=()) @225:32
                                      .func:
                                        Name(id='mma_async') @225:32
                                      .args:
                                        Attr(name='T') @225:42
                                          .value:
                                            Index() @225:42
                                              .value:
                                                Name(id='ds_s') @225:42
                                              .subs:
                                                Name(id='wg') @225:47
                                        Index() @225:54
                                          .value:
                                            Name(id='q_ring') @225:54
                                          .subs:
                                            Name(id='slot') @225:61
                                        Name(id='acc_k') @225:68
                                Assign(targets=('dq_c',)) @226:25
                                  .value:
                                    Call() @226:32
                                      .func:
                                        Name(id='mma_wait') @226:32
                                      .args:
                                        Name(id='dq_f') @226:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @226:55
                                        )
                                ExprStmt() @227:25
                                  .value:
                                    Call(kwargs=()) @227:25
                                      .func:
                                        Name(id='store_smem') @227:25
                                      .args:
                                        Index() @227:36
                                          .value:
                                            Name(id='dq_s') @227:36
                                          .subs:
                                            Name(id='wg') @227:41
                                        Name(id='dq_c') @227:46
                                Fence() @228:25
                                Tma(signals=None, reduce='add') @229:25
                                  .dst:
                                    Index() @229:29
                                      .value:
                                        Name(id='dq_acc') @229:29
                                      .subs:
                                        Name(id='seq') @229:36
                                        Name(id='mb') @229:41
                                        Name(id='head') @229:45
                                        Const(value=0) @229:51
                                  .src:
                                    Index() @229:57
                                      .value:
                                        Name(id='dq_s') @229:57
                                      .subs:
                                        Name(id='wg') @229:62
                                Assign(targets=('dq_f',)) @230:25
                                  .value:
                                    Call(kwargs=()) @230:32
                                      .func:
                                        Name(id='mma_async') @230:32
                                      .args:
                                        Index() @230:42
                                          .value:
                                            Name(id='ds_s') @230:42
                                          .subs:
                                            Name(id='wg') @230:47
                                        Index() @230:52
                                          .value:
                                            Name(id='kh_tile') @230:52
                                          .subs:
                                            BinOp(op='+') @230:60
                                              .lhs:
                                                BinOp(op='*') @230:60
                                                  .lhs:
                                                    Name(id='NC') @230:60
                                                  .rhs:
                                                    Name(id='mine') @230:65
                                              .rhs:
                                                Const(value=1) @230:72
                                Assign(targets=('acc_k',)) @231:25
                                  .value:
                                    Call() @231:33
                                      .func:
                                        Name(id='mma_wait') @231:33
                                      .args:
                                        Name(id='dk_f') @231:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @231:56
                                        )
                                Assign(targets=('dq_c',)) @232:25
                                  .value:
                                    Call(kwargs=()) @232:32
                                      .func:
                                        Name(id='mma_wait') @232:32
                                      .args:
                                        Name(id='dq_f') @232:41
                                Arrive(count=None) @233:25
                                  .target:
                                    Index() @233:32
                                      .value:
                                        Name(id='qd_free') @233:32
                                      .subs:
                                        Name(id='slot') @233:40
                                ExprStmt() @234:25
                                  .value:
                                    Call(kwargs=()) @234:25
                                      .func:
                                        Name(id='store_smem') @234:25
                                      .args:
                                        Index() @234:36
                                          .value:
                                            Name(id='dq_s') @234:36
                                          .subs:
                                            Name(id='wg') @234:41
                                        Name(id='dq_c') @234:46
                                Fence() @235:25
                                Tma(signals=None, reduce='add') @236:25
                                  .dst:
                                    Index() @236:29
                                      .value:
                                        Name(id='dq_acc') @236:29
                                      .subs:
                                        Name(id='seq') @236:36
                                        Name(id='mb') @236:41
                                        Name(id='head') @236:45
                                        Const(value=1) @236:51
                                  .src:
                                    Index() @236:57
                                      .value:
                                        Name(id='dq_s') @236:57
                                      .subs:
                                        Name(id='wg') @236:62
                                For(var='c') @237:25
                                  .iter:
                                    Call(kwargs=()) @237:34
                                      .func:
                                        Name(id='static_range') @237:34
                                      .args:
                                        Const(value=2) @237:47
                                        Name(id='NC') @237:50
                                  .body:
                                    Assign(targets=('dq_c',)) @238:29
                                      .value:
                                        Call(kwargs=()) @238:36
                                          .func:
                                            Name(id='mma_wait') @238:36
                                          .args:
                                            Call(kwargs=()) @238:45
                                              .func:
                                                Name(id='mma_async') @238:45
                                              .args:
                                                Index() @238:55
                                                  .value:
                                                    Name(id='ds_s') @238:55
                                                  .subs:
                                                    Name(id='wg') @238:60
                                                Index() @238:65
                                                  .value:
                                                    Name(id='kh_tile') @238:65
                                                  .subs:
                                                    BinOp(op='+') @238:73
                                                      .lhs:
                                                        BinOp(op='*') @238:73
                                                          .lhs:
                                                            Name(id='NC') @238:73
                                                          .rhs:
                                                            Name(id='mine') @238:78
                                                      .rhs:
                                                        Name(id='c') @238:85
                                    ExprStmt() @239:29
                                      .value:
                                        Call(kwargs=()) @239:29
                                          .func:
                                            Name(id='store_smem') @239:29
                                          .args:
                                            Index() @239:40
                                              .value:
                                                Name(id='dq_s') @239:40
                                              .subs:
                                                Name(id='wg') @239:45
                                            Name(id='dq_c') @239:50
                                    Fence() @240:29
                                    Tma(signals=None, reduce='add') @241:29
                                      .dst:
                                        Index() @241:33
                                          .value:
                                            Name(id='dq_acc') @241:33
                                          .subs:
                                            Name(id='seq') @241:40
                                            Name(id='mb') @241:45
                                            Name(id='head') @241:49
                                            Name(id='c') @241:55
                                      .src:
                                        Index() @241:61
                                          .value:
                                            Name(id='dq_s') @241:61
                                          .subs:
                                            Name(id='wg') @241:66
                      .orelse:
                        Assign(targets=('st_f',)) @243:21
                          .value:
                            Call(kwargs=()) @243:28
                              .func:
                                Name(id='mma_async') @243:28
                              .args:
                                Index() @243:38
                                  .value:
                                    Name(id='k_tile') @243:38
                                  .subs:
                                    Name(id='mine') @243:45
                                Attr(name='T') @243:52
                                  .value:
                                    Index() @243:52
                                      .value:
                                        Name(id='q_ring') @243:52
                                      .subs:
                                        Name(id='slot') @243:59
                        Assign(targets=('dpt_f',)) @244:21
                          .value:
                            Call(kwargs=()) @244:29
                              .func:
                                Name(id='mma_async') @244:29
                              .args:
                                Index() @244:39
                                  .value:
                                    Name(id='v_tile') @244:39
                                  .subs:
                                    Name(id='mine') @244:46
                                Attr(name='T') @244:53
                                  .value:
                                    Index() @244:53
                                      .value:
                                        Name(id='do_ring') @244:53
                                      .subs:
                                        Name(id='slot') @244:61
                        Assign(targets=('st',)) @245:21
                          .value:
                            Call() @245:26
                              .func:
                                Name(id='mma_wait') @245:26
                              .args:
                                Name(id='st_f') @245:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @245:49
                                )
                        Assign(targets=('pt', 'dact')) @246:21
                          .value:
                            Call(kwargs=()) @246:32
                              .func:
                                Name(id='probs') @246:32
                              .args:
                                Name(id='st') @246:38
                                Name(id='edge') @246:42
                                Index() @246:48
                                  .value:
                                    Name(id='qpos') @246:48
                                  .subs:
                                    Const(value=None) @246:53
                                    FullSlice() @246:59
                                Index() @246:63
                                  .value:
                                    Name(id='krows') @246:63
                                  .subs:
                                    FullSlice() @246:69
                                    Const(value=None) @246:72
                                Name(id='len_q') @246:79
                                Name(id='len_k') @246:86
                                Index() @246:93
                                  .value:
                                    Name(id='lse2') @246:93
                                  .subs:
                                    Const(value=None) @246:98
                                    FullSlice() @246:104
                                Name(id='qk_scale') @246:108
                                Name(id='sm_scale') @247:38
                                Name(id='CAUSAL') @247:48
                                Name(id='ACT') @247:56
                        Assign(targets=('dpt',)) @248:21
                          .value:
                            Call(kwargs=()) @248:27
                              .func:
                                Name(id='mma_wait') @248:27
                              .args:
                                Name(id='dpt_f') @248:36
                        Assign(targets=('dv_f',)) @250:21
                          .value:
                            Call(kwargs=()) @250:28
                              .func:
                                Name(id='mma_async') @250:28
                              .args:
                                Call(kwargs=()) @250:38
                                  .func:
                                    Name(id='cast') @250:38
                                  .args:
                                    Name(id='pt') @250:43
                                    Name(id='DT') @250:47
                                Index() @250:52
                                  .value:
                                    Name(id='do_ring') @250:52
                                  .subs:
                                    Name(id='slot') @250:60
                                Name(id='acc_v') @250:67
                        Assign(targets=('dst',)) @251:21
                          .value:
                            Call(kwargs=()) @251:27
                              .func:
                                Name(id='cast') @251:27
                              .args:
                                Call(kwargs=()) @251:32
                                  .func:
                                    Name(id='dscores') @251:32
                                  .args:
                                    Name(id='pt') @251:40
                                    Name(id='dact') @251:44
                                    Name(id='dpt') @251:50
                                    Index() @251:55
                                      .value:
                                        Name(id='dlt') @251:55
                                      .subs:
                                        Const(value=None) @251:59
                                        FullSlice() @251:65
                                    Name(id='ACT') @251:69
                                Name(id='DT') @251:75
                        If() @252:21
                          .cond:
                            Name(id='WRITER') @252:24
                          .body:
                            ExprStmt() @254:25
                              .value:
                                Call(kwargs=()) @254:25
                                  .func:
                                    Name(id='store_smem') @254:25
                                  .args:
                                    Index() @254:36
                                      .value:
                                        Name(id='ds_s') @254:36
                                      .subs:
                                        BinOp(op='+') @254:41
                                          .lhs:
                                            BinOp(op='*') @254:41
                                              .lhs:
                                                Name(id='slot') @254:41
                                              .rhs:
                                                Name(id='NWG') @254:48
                                          .rhs:
                                            Name(id='wg') @254:54
                                    Name(id='dst') @254:59
                            Fence() @255:25
                            Arrive(count=None) @256:25
                              .target:
                                Index() @256:32
                                  .value:
                                    Name(id='ds_ready') @256:32
                                  .subs:
                                    Name(id='slot') @256:41
                            Assign(targets=('dk_f',)) @257:25
                              .value:
                                Call(kwargs=()) @257:32
                                  .func:
                                    Name(id='mma_async') @257:32
                                  .args:
                                    Name(id='dst') @257:42
                                    Index() @257:47
                                      .value:
                                        Name(id='q_ring') @257:47
                                      .subs:
                                        Name(id='slot') @257:54
                                    Name(id='acc_k') @257:61
                            If() @258:25
                              .cond:
                                Name(id='DQ_EARLY') @258:28
                              .body:
                                Assign(targets=('own',)) @261:29
                                  .value:
                                    BinOp(op='+') @261:35
                                      .lhs:
                                        BinOp(op='*') @261:35
                                          .lhs:
                                            Name(id='slot') @261:35
                                          .rhs:
                                            Name(id='NWG') @261:42
                                      .rhs:
                                        Name(id='wg') @261:48
                                Assign(targets=('c0',)) @262:29
                                  .value:
                                    BinOp(op='*') @262:34
                                      .lhs:
                                        Name(id='wg') @262:34
                                      .rhs:
                                        Name(id='NCW') @262:39
                                Assign(targets=('a0',)) @263:29
                                  .value:
                                    Call(kwargs=()) @263:34
                                      .func:
                                        Name(id='mma_async') @263:34
                                      .args:
                                        Attr(name='T') @263:44
                                          .value:
                                            Index() @263:44
                                              .value:
                                                Name(id='ds_s') @263:44
                                              .subs:
                                                Name(id='own') @263:49
                                        Index() @263:57
                                          .value:
                                            Name(id='kh_tile') @263:57
                                          .subs:
                                            BinOp(op='+') @263:65
                                              .lhs:
                                                BinOp(op='*') @263:65
                                                  .lhs:
                                                    Name(id='NC') @263:65
                                                  .rhs:
                                                    Name(id='mine') @263:70
                                              .rhs:
                                                Name(id='c0') @263:77
                                        Call(kwargs=()) @263:82
                                          .func:
                                            Name(id='zeros') @263:82
                                          .args:
                                            ListLit() @263:88
                                              .elts:
                                                Name(id='BLOCK_M') @263:89
                                                Name(id='DQ_COLS') @263:98
                                            Name(id='f32') @263:108
                                Assign(targets=('a1',)) @264:29
                                  .value:
                                    Call(kwargs=()) @264:34
                                      .func:
                                        Name(id='mma_async') @264:34
                                      .args:
                                        Attr(name='T') @264:44
                                          .value:
                                            Index() @264:44
                                              .value:
                                                Name(id='ds_s') @264:44
                                              .subs:
                                                Name(id='own') @264:49
                                        Index() @264:57
                                          .value:
                                            Name(id='kh_tile') @264:57
                                          .subs:
                                            BinOp(op='+') @264:65
                                              .lhs:
                                                BinOp(op='+') @264:65
                                                  .lhs:
                                                    BinOp(op='*') @264:65
                                                      .lhs:
                                                        Name(id='NC') @264:65
                                                      .rhs:
                                                        Name(id='mine') @264:70
                                                  .rhs:
                                                    Name(id='c0') @264:77
                                              .rhs:
                                                Const(value=1) @264:82
                                        Call(kwargs=()) @264:86
                                          .func:
                                            Name(id='zeros') @264:86
                                          .args:
                                            ListLit() @264:92
                                              .elts:
                                                Name(id='BLOCK_M') @264:93
                                                Name(id='DQ_COLS') @264:102
                                            Name(id='f32') @264:112
                                Assign(targets=('acc_v',)) @265:29
                                  .value:
                                    Call() @265:37
                                      .func:
                                        Name(id='mma_wait') @265:37
                                      .args:
                                        Name(id='dv_f') @265:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @265:60
                                        )
                                Assign(targets=('acc_k',)) @266:29
                                  .value:
                                    Call() @266:37
                                      .func:
                                        Name(id='mma_wait') @266:37
                                      .args:
                                        Name(id='dk_f') @266:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @266:60
                                        )
                                Arrive(count=None) @267:29
                                  .target:
                                    Index() @267:36
                                      .value:
                                        Name(id='qd_free') @267:36
                                      .subs:
                                        Name(id='slot') @267:44
                                Assign(targets=('p0',)) @268:29
                                  .value:
                                    Call() @268:34
                                      .func:
                                        Name(id='mma_wait') @268:34
                                      .args:
                                        Name(id='a0') @268:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @268:55
                                        )
                                Assign(targets=('p1',)) @269:29
                                  .value:
                                    Call(kwargs=()) @269:34
                                      .func:
                                        Name(id='mma_wait') @269:34
                                      .args:
                                        Name(id='a1') @269:43
                                Wait(phase=None) @270:29
                                  .target:
                                    Index() @270:34
                                      .value:
                                        Name(id='ds_ready') @270:34
                                      .subs:
                                        Name(id='slot') @270:43
                                Assign(targets=('og',)) @271:29
                                  .value:
                                    BinOp(op='%') @271:35
                                      .lhs:
                                        BinOp(op='+') @271:35
                                          .lhs:
                                            Name(id='wg') @271:35
                                          .rhs:
                                            Const(value=1) @271:40
                                      .rhs:
                                        Name(id='NWG') @271:45
                                Assign(targets=('b0',)) @272:29
                                  .value:
                                    Call(kwargs=()) @272:34
                                      .func:
                                        Name(id='mma_async') @272:34
                                      .args:
                                        Attr(name='T') @272:44
                                          .value:
                                            Index() @272:44
                                              .value:
                                                Name(id='ds_s') @272:44
                                              .subs:
                                                BinOp(op='+') @272:49
                                                  .lhs:
                                                    BinOp(op='*') @272:49
                                                      .lhs:
                                                        Name(id='slot') @272:49
                                                      .rhs:
                                                        Name(id='NWG') @272:56
                                                  .rhs:
                                                    Name(id='og') @272:62
                                        Index() @272:69
                                          .value:
                                            Name(id='kh_tile') @272:69
                                          .subs:
                                            BinOp(op='+') @272:77
                                              .lhs:
                                                BinOp(op='*') @272:77
                                                  .lhs:
                                                    Name(id='NC') @272:77
                                                  .rhs:
                                                    BinOp(op='+') @272:83
                                                      .lhs:
                                                        BinOp(op='*') @272:83
                                                          .lhs:
                                                            Name(id='ks') @272:83
                                                          .rhs:
                                                            Name(id='NWG') @272:88
                                                      .rhs:
                                                        Name(id='og') @272:94
                                              .rhs:
                                                Name(id='c0') @272:100
                                        Name(id='p0') @272:105
                                Assign(targets=('b1',)) @273:29
                                  .value:
                                    Call(kwargs=()) @273:34
                                      .func:
                                        Name(id='mma_async') @273:34
                                      .args:
                                        Attr(name='T') @273:44
                                          .value:
                                            Index() @273:44
                                              .value:
                                                Name(id='ds_s') @273:44
                                              .subs:
                                                BinOp(op='+') @273:49
                                                  .lhs:
                                                    BinOp(op='*') @273:49
                                                      .lhs:
                                                        Name(id='slot') @273:49
                                                      .rhs:
                                                        Name(id='NWG') @273:56
                                                  .rhs:
                                                    Name(id='og') @273:62
                                        Index() @273:69
                                          .value:
                                            Name(id='kh_tile') @273:69
                                          .subs:
                                            BinOp(op='+') @273:77
                                              .lhs:
                                                BinOp(op='+') @273:77
                                                  .lhs:
                                                    BinOp(op='*') @273:77
                                                      .lhs:
                                                        Name(id='NC') @273:77
                                                      .rhs:
                                                        BinOp(op='+') @273:83
                                                          .lhs:
                                                            BinOp(op='*') @273:83
                                                              .lhs:
                                                                Name(id='ks') @273:83
                                                              .rhs:
                                                                Name(id='NWG') @273:88
                                                          .rhs:
                                                            Name(id='og') @273:94
                                                  .rhs:
                                                    Name(id='c0') @273:100
                                              .rhs:
                                                Const(value=1) @273:105
                                        Name(id='p1') @273:109
                                Assign(targets=('p0',)) @275:29
                                  .value:
                                    Call() @275:34
                                      .func:
                                        Name(id='mma_wait') @275:34
                                      .args:
                                        Name(id='b0') @275:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @275:55
                                        )
                                Wait() @276:29
                                  .target:
                                    Index() @276:34
                                      .value:
                                        Name(id='dq_empty') @276:34
                                      .subs:
                                        Const(value=0) @276:43
                                  .phase:
                                    BinOp(op='-') @276:52
                                      .lhs:
                                        Const(value=1) @276:52
                                      .rhs:
                                        BinOp(op='%') @276:56
                                          .lhs:
                                            Name(id='slot') @276:56
                                          .rhs:
                                            Const(value=2) @276:63
                                ExprStmt() @277:29
                                  .value:
                                    Call(kwargs=()) @277:29
                                      .func:
                                        Name(id='store_smem') @277:29
                                      .args:
                                        Index() @277:40
                                          .value:
                                            Name(id='dq_s') @277:40
                                          .subs:
                                            Name(id='wg') @277:45
                                        Name(id='p0') @277:50
                                Fence() @278:29
                                Arrive(count=None) @279:29
                                  .target:
                                    Index() @279:36
                                      .value:
                                        Name(id='dq_full') @279:36
                                      .subs:
                                        Const(value=0) @279:44
                                Assign(targets=('p1',)) @280:29
                                  .value:
                                    Call(kwargs=()) @280:34
                                      .func:
                                        Name(id='mma_wait') @280:34
                                      .args:
                                        Name(id='b1') @280:43
                                Wait() @281:29
                                  .target:
                                    Index() @281:34
                                      .value:
                                        Name(id='dq_empty') @281:34
                                      .subs:
                                        Const(value=1) @281:43
                                  .phase:
                                    BinOp(op='-') @281:52
                                      .lhs:
                                        Const(value=1) @281:52
                                      .rhs:
                                        BinOp(op='%') @281:56
                                          .lhs:
                                            Name(id='slot') @281:56
                                          .rhs:
                                            Const(value=2) @281:63
                                ExprStmt() @282:29
                                  .value:
                                    Call(kwargs=()) @282:29
                                      .func:
                                        Name(id='store_smem') @282:29
                                      .args:
                                        Index() @282:40
                                          .value:
                                            Name(id='dq_s') @282:40
                                          .subs:
                                            BinOp(op='+') @282:45
                                              .lhs:
                                                Name(id='NWG') @282:45
                                              .rhs:
                                                Name(id='wg') @282:51
                                        Name(id='p1') @282:56
                                Fence() @283:29
                                Arrive(count=None) @284:29
                                  .target:
                                    Index() @284:36
                                      .value:
                                        Name(id='dq_full') @284:36
                                      .subs:
                                        Const(value=1) @284:44
                              .orelse:
                                Assign(targets=('acc_v',)) @286:29
                                  .value:
                                    Call() @286:37
                                      .func:
                                        Name(id='mma_wait') @286:37
                                      .args:
                                        Name(id='dv_f') @286:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @286:60
                                        )
                                Assign(targets=('acc_k',)) @287:29
                                  .value:
                                    Call(kwargs=()) @287:37
                                      .func:
                                        Name(id='mma_wait') @287:37
                                      .args:
                                        Name(id='dk_f') @287:46
                                Arrive(count=None) @288:29
                                  .target:
                                    Index() @288:36
                                      .value:
                                        Name(id='qd_free') @288:36
                                      .subs:
                                        Name(id='slot') @288:44
                                Wait(phase=None) @289:29
                                  .target:
                                    Index() @289:34
                                      .value:
                                        Name(id='ds_ready') @289:34
                                      .subs:
                                        Name(id='slot') @289:43
                                For(var='i') @292:29
                                  .iter:
                                    Call(kwargs=()) @292:38
                                      .func:
                                        Name(id='static_range') @292:38
                                      .args:
                                        Name(id='NCW') @292:51
                                  .body:
                                    Assign(targets=('c',)) @293:33
                                      .value:
                                        BinOp(op='+') @293:37
                                          .lhs:
                                            BinOp(op='*') @293:37
                                              .lhs:
                                                Name(id='wg') @293:37
                                              .rhs:
                                                Name(id='NCW') @293:42
                                          .rhs:
                                            Name(id='i') @293:48
                                    Assign(targets=('dq_c',)) @294:33
                                      .value:
                                        Call(kwargs=()) @294:40
                                          .func:
                                            Name(id='zeros') @294:40
                                          .args:
                                            ListLit() @294:46
                                              .elts:
                                                Name(id='BLOCK_M') @294:47
                                                Name(id='DQ_COLS') @294:56
                                            Name(id='f32') @294:66
                                    For(var='g') @295:33
                                      .iter:
                                        Call(kwargs=()) @295:42
                                          .func:
                                            Name(id='static_range') @295:42
                                          .args:
                                            Name(id='NWG') @295:55
                                      .body:
                                        Assign(targets=('gg',)) @296:37
                                          .value:
                                            BinOp(op='%') @296:43
                                              .lhs:
                                                BinOp(op='+') @296:43
                                                  .lhs:
                                                    Name(id='wg') @296:43
                                                  .rhs:
                                                    Name(id='g') @296:48
                                              .rhs:
                                                Name(id='NWG') @296:53
                                        Assign(targets=('dq_c',)) @297:37
                                          .value:
                                            Call(kwargs=()) @297:44
                                              .func:
                                                Name(id='mma_wait') @297:44
                                              .args:
                                                Call(kwargs=()) @297:53
                                                  .func:
                                                    Name(id='mma_async') @297:53
                                                  .args:
                                                    Attr(name='T') @297:63
                                                      .value:
                                                        Index() @297:63
                                                          .value:
                                                            Name(id='ds_s') @297:63
                                                          .subs:
                                                            BinOp(op='+') @297:68
                                                              .lhs:
                                                                BinOp(op='*') @297:68
                                                                  .lhs:
                                                                    Name(id='slot') @297:68
                                                                  .rhs:
                                                                    Name(id='NWG') @297:75
                                                              .rhs:
                                                                Name(id='gg') @297:81
                                                    Index() @297:88
                                                      .value:
                                                        Name(id='kh_tile') @297:88
                                                      .subs:
                                                        BinOp(op='+') @297:96
                                                          .lhs:
                                                            BinOp(op='*') @297:96
                                                              .lhs:
                                                                Name(id='NC') @297:96
                                                              .rhs:
                                                                BinOp(op='+') @297:102
                                                                  .lhs:
                                                                    BinOp(op='*') @297:102
                                                                      .lhs:
                                                                        Name(id='ks') @297:102
                                                                      .rhs:
                                                                        Name(id='NWG') @297:107
                                                                  .rhs:
                                                                    Name(id='gg') @297:113
                                                          .rhs:
                                                            Name(id='c') @297:119
                                                    Name(id='dq_c') @297:123
                                    Wait() @300:33
                                      .target:
                                        Index() @300:38
                                          .value:
                                            Name(id='dq_empty') @300:38
                                          .subs:
                                            Name(id='i') @300:47
                                      .phase:
                                        BinOp(op='-') @300:56
                                          .lhs:
                                            Const(value=1) @300:56
                                          .rhs:
                                            BinOp(op='%') @300:60
                                              .lhs:
                                                Name(id='slot') @300:60
                                              .rhs:
                                                Const(value=2) @300:67
                                    ExprStmt() @301:33
                                      .value:
                                        Call(kwargs=()) @301:33
                                          .func:
                                            Name(id='store_smem') @301:33
                                          .args:
                                            Index() @301:44
                                              .value:
                                                Name(id='dq_s') @301:44
                                              .subs:
                                                BinOp(op='+') @301:49
                                                  .lhs:
                                                    BinOp(op='*') @301:49
                                                      .lhs:
                                                        Name(id='i') @301:49
                                                      .rhs:
                                                        Name(id='NWG') @301:53
                                                  .rhs:
                                                    Name(id='wg') @301:59
                                            Name(id='dq_c') @301:64
                                    Fence() @302:33
                                    Arrive(count=None) @303:33
                                      .target:
                                        Index() @303:40
                                          .value:
                                            Name(id='dq_full') @303:40
                                          .subs:
                                            Name(id='i') @303:48
                          .orelse:
                            ExprStmt() @306:25
                              .value:
                                Call(kwargs=()) @306:25
                                  .func:
                                    Name(id='store_smem') @306:25
                                  .args:
                                    Index() @306:36
                                      .value:
                                        Name(id='ds_s') @306:36
                                      .subs:
                                        Name(id='wg') @306:41
                                    Name(id='dst') @306:46
                            Fence() @307:25
                            Assign(targets=('dq_f',)) @308:25
                              .value:
                                Call(kwargs=()) @308:32
                                  .func:
                                    Name(id='mma_async') @308:32
                                  .args:
                                    Attr(name='T') @308:42
                                      .value:
                                        Index() @308:42
                                          .value:
                                            Name(id='ds_s') @308:42
                                          .subs:
                                            Name(id='wg') @308:47
                                    Index() @308:54
                                      .value:
                                        Name(id='kh_tile') @308:54
                                      .subs:
                                        BinOp(op='*') @308:62
                                          .lhs:
                                            Name(id='NC') @308:62
                                          .rhs:
                                            Name(id='mine') @308:67
                            Assign(targets=('dk_f',)) @309:25
                              .value:
                                Call(kwargs=()) @309:32
                                  .func:
                                    Name(id='mma_async') @309:32
                                  .args:
                                    Name(id='dst') @309:42
                                    Index() @309:47
                                      .value:
                                        Name(id='q_ring') @309:47
                                      .subs:
                                        Name(id='slot') @309:54
                                    Name(id='acc_k') @309:61
                            Assign(targets=('acc_v',)) @310:25
                              .value:
                                Call() @310:33
                                  .func:
                                    Name(id='mma_wait') @310:33
                                  .args:
                                    Name(id='dv_f') @310:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @310:56
                                    )
                            Assign(targets=('dq_c',)) @314:25
                              .value:
                                Call() @314:32
                                  .func:
                                    Name(id='mma_wait') @314:32
                                  .args:
                                    Name(id='dq_f') @314:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @314:55
                                    )
                            ExprStmt() @315:25
                              .value:
                                Call(kwargs=()) @315:25
                                  .func:
                                    Name(id='store_smem') @315:25
                                  .args:
                                    Index() @315:36
                                      .value:
                                        Name(id='dq_s') @315:36
                                      .subs:
                                        Name(id='wg') @315:41
                                    Name(id='dq_c') @315:46
                            Fence() @316:25
                            Tma(signals=None, reduce='add') @317:25
                              .dst:
                                Index() @317:29
                                  .value:
                                    Name(id='dq_acc') @317:29
                                  .subs:
                                    Name(id='seq') @317:36
                                    Name(id='mb') @317:41
                                    Name(id='head') @317:45
                                    Const(value=0) @317:51
                              .src:
                                Index() @317:57
                                  .value:
                                    Name(id='dq_s') @317:57
                                  .subs:
                                    Name(id='wg') @317:62
                            Assign(targets=('dq_f',)) @318:25
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
                                        Name(id='kh_tile') @318:54
                                      .subs:
                                        BinOp(op='+') @318:62
                                          .lhs:
                                            BinOp(op='*') @318:62
                                              .lhs:
                                                Name(id='NC') @318:62
                                              .rhs:
                                                Name(id='mine') @318:67
                                          .rhs:
                                            Const(value=1) @318:74
                            Assign(targets=('acc_k',)) @319:25
                              .value:
                                Call() @319:33
                                  .func:
                                    Name(id='mma_wait') @319:33
                                  .args:
                                    Name(id='dk_f') @319:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @319:56
                                    )
                            Assign(targets=('dq_c',)) @320:25
                              .value:
                                Call(kwargs=()) @320:32
                                  .func:
                                    Name(id='mma_wait') @320:32
                                  .args:
                                    Name(id='dq_f') @320:41
                            Arrive(count=None) @321:25
                              .target:
                                Index() @321:32
                                  .value:
                                    Name(id='qd_free') @321:32
                                  .subs:
                                    Name(id='slot') @321:40
                            ExprStmt() @322:25
                              .value:
                                Call(kwargs=()) @322:25
                                  .func:
                                    Name(id='store_smem') @322:25
                                  .args:
                                    Index() @322:36
                                      .value:
                                        Name(id='dq_s') @322:36
                                      .subs:
                                        Name(id='wg') @322:41
                                    Name(id='dq_c') @322:46
                            Fence() @323:25
                            Tma(signals=None, reduce='add') @324:25
                              .dst:
                                Index() @324:29
                                  .value:
                                    Name(id='dq_acc') @324:29
                                  .subs:
                                    Name(id='seq') @324:36
                                    Name(id='mb') @324:41
                                    Name(id='head') @324:45
                                    Const(value=1) @324:51
                              .src:
                                Index() @324:57
                                  .value:
                                    Name(id='dq_s') @324:57
                                  .subs:
                                    Name(id='wg') @324:62
                            For(var='c') @325:25
                              .iter:
                                Call(kwargs=()) @325:34
                                  .func:
                                    Name(id='static_range') @325:34
                                  .args:
                                    Const(value=2) @325:47
                                    Name(id='NC') @325:50
                              .body:
                                Assign(targets=('dq_c',)) @326:29
                                  .value:
                                    Call(kwargs=()) @326:36
                                      .func:
                                        Name(id='mma_wait') @326:36
                                      .args:
                                        Call(kwargs=()) @326:45
                                          .func:
                                            Name(id='mma_async') @326:45
                                          .args:
                                            Attr(name='T') @326:55
                                              .value:
                                                Index() @326:55
                                                  .value:
                                                    Name(id='ds_s') @326:55
                                                  .subs:
                                                    Name(id='wg') @326:60
                                            Index() @326:67
                                              .value:
                                                Name(id='kh_tile') @326:67
                                              .subs:
                                                BinOp(op='+') @326:75
                                                  .lhs:
                                                    BinOp(op='*') @326:75
                                                      .lhs:
                                                        Name(id='NC') @326:75
                                                      .rhs:
                                                        Name(id='mine') @326:80
                                                  .rhs:
                                                    Name(id='c') @326:87
                                ExprStmt() @327:29
                                  .value:
                                    Call(kwargs=()) @327:29
                                      .func:
                                        Name(id='store_smem') @327:29
                                      .args:
                                        Index() @327:40
                                          .value:
                                            Name(id='dq_s') @327:40
                                          .subs:
                                            Name(id='wg') @327:45
                                        Name(id='dq_c') @327:50
                                Fence() @328:29
                                Tma(signals=None, reduce='add') @329:29
                                  .dst:
                                    Index() @329:33
                                      .value:
                                        Name(id='dq_acc') @329:33
                                      .subs:
                                        Name(id='seq') @329:40
                                        Name(id='mb') @329:45
                                        Name(id='head') @329:49
                                        Name(id='c') @329:55
                                  .src:
                                    Index() @329:61
                                      .value:
                                        Name(id='dq_s') @329:61
                                      .subs:
                                        Name(id='wg') @329:66
            If(orelse=()) @330:9
              .cond:
                Name(id='LAG') @330:12
              .body:
                If(orelse=()) @331:13
                  .cond:
                    BinOp(op='>') @331:16
                      .lhs:
                        Name(id='steps') @331:16
                      .rhs:
                        Const(value=0) @331:24
                  .body:
                    Wait() @332:17
                      .target:
                        Index() @332:22
                          .value:
                            Name(id='ds_ready') @332:22
                          .subs:
                            Const(value=0) @332:31
                      .phase:
                        BinOp(op='%') @332:40
                          .lhs:
                            Name(id='last') @332:40
                          .rhs:
                            Const(value=2) @332:47
                    For(var='i') @333:17
                      .iter:
                        Call(kwargs=()) @333:26
                          .func:
                            Name(id='static_range') @333:26
                          .args:
                            Name(id='NCW') @333:39
                      .body:
                        Assign(targets=('c',)) @334:21
                          .value:
                            BinOp(op='+') @334:25
                              .lhs:
                                BinOp(op='*') @334:25
                                  .lhs:
                                    Name(id='wg') @334:25
                                  .rhs:
                                    Name(id='NCW') @334:30
                              .rhs:
                                Name(id='i') @334:36
                        Assign(targets=('dq_c',)) @335:21
                          .value:
                            Call(kwargs=()) @335:28
                              .func:
                                Name(id='zeros') @335:28
                              .args:
                                ListLit() @335:34
                                  .elts:
                                    Name(id='BLOCK_M') @335:35
                                    Name(id='DQ_COLS') @335:44
                                Name(id='f32') @335:54
                        For(var='g') @336:21
                          .iter:
                            Call(kwargs=()) @336:30
                              .func:
                                Name(id='static_range') @336:30
                              .args:
                                Name(id='NWG') @336:43
                          .body:
                            Assign(targets=('gg',)) @337:25
                              .value:
                                BinOp(op='%') @337:31
                                  .lhs:
                                    BinOp(op='+') @337:31
                                      .lhs:
                                        Name(id='wg') @337:31
                                      .rhs:
                                        Name(id='g') @337:36
                                  .rhs:
                                    Name(id='NWG') @337:41
                            Assign(targets=('dq_c',)) @338:25
                              .value:
                                Call(kwargs=()) @338:32
                                  .func:
                                    Name(id='mma_wait') @338:32
                                  .args:
                                    Call(kwargs=()) @338:41
                                      .func:
                                        Name(id='mma_async') @338:41
                                      .args:
                                        Index() @338:51
                                          .value:
                                            Name(id='ds_s') @338:51
                                          .subs:
                                            BinOp(op='+') @338:56
                                              .lhs:
                                                BinOp(op='*') @338:56
                                                  .lhs:
                                                    Name(id='last') @338:56
                                                  .rhs:
                                                    Name(id='NWG') @338:63
                                              .rhs:
                                                Name(id='gg') @338:69
                                        Index() @338:74
                                          .value:
                                            Name(id='kh_tile') @338:74
                                          .subs:
                                            BinOp(op='+') @338:82
                                              .lhs:
                                                BinOp(op='*') @338:82
                                                  .lhs:
                                                    Name(id='NC') @338:82
                                                  .rhs:
                                                    BinOp(op='+') @338:88
                                                      .lhs:
                                                        BinOp(op='*') @338:88
                                                          .lhs:
                                                            Name(id='ks') @338:88
                                                          .rhs:
                                                            Name(id='NWG') @338:93
                                                      .rhs:
                                                        Name(id='gg') @338:99
                                              .rhs:
                                                Name(id='c') @338:105
                                        Name(id='dq_c') @338:109
                        Wait() @339:21
                          .target:
                            Index() @339:26
                              .value:
                                Name(id='dq_empty') @339:26
                              .subs:
                                Name(id='i') @339:35
                          .phase:
                            BinOp(op='-') @339:44
                              .lhs:
                                Const(value=1) @339:44
                              .rhs:
                                BinOp(op='%') @339:48
                                  .lhs:
                                    Name(id='last') @339:48
                                  .rhs:
                                    Const(value=2) @339:55
                        ExprStmt() @340:21
                          .value:
                            Call(kwargs=()) @340:21
                              .func:
                                Name(id='store_smem') @340:21
                              .args:
                                Index() @340:32
                                  .value:
                                    Name(id='dq_s') @340:32
                                  .subs:
                                    BinOp(op='+') @340:37
                                      .lhs:
                                        BinOp(op='*') @340:37
                                          .lhs:
                                            Name(id='i') @340:37
                                          .rhs:
                                            Name(id='NWG') @340:41
                                      .rhs:
                                        Name(id='wg') @340:47
                                Name(id='dq_c') @340:52
                        Fence() @341:21
                        Arrive(count=None) @342:21
                          .target:
                            Index() @342:28
                              .value:
                                Name(id='dq_full') @342:28
                              .subs:
                                Name(id='i') @342:36
            Arrive(count=None) @343:9
              .target:
                Index() @343:16
                  .value:
                    Name(id='kv_free') @343:16
                  .subs:
                    Name(id='ks') @343:24
            Assign(targets=('k_scale',)) @344:9
              .value:
                Name(id='sm_scale') @344:19
            Assign(targets=('v_scale',)) @345:9
              .value:
                Const(value=1.0) @345:19
            If(orelse=()) @346:9
              .cond:
                BinOp(op='==') @346:12
                  .lhs:
                    Name(id='ACT') @346:12
                  .rhs:
                    Const(value='silu') @346:19
              .body:
                Assign(targets=('k_scale',)) @347:13
                  .value:
                    BinOp(op='*') @347:23
                      .lhs:
                        Name(id='sm_scale') @347:23
                      .rhs:
                        Name(id='out_scale') @347:34
                Assign(targets=('v_scale',)) @348:13
                  .value:
                    Name(id='out_scale') @348:23
            Assign(targets=('live',)) @349:9
              .value:
                BinOp(op='<') @349:16
                  .lhs:
                    Name(id='krows') @349:16
                  .rhs:
                    Name(id='len_k') @349:24
            Store() @350:9
              .target:
                Index() @350:9
                  .value:
                    Name(id='dk') @350:9
                  .subs:
                    Name(id='seq') @350:12
              .subs:
                Index() @350:17
                  .value:
                    Name(id='krows') @350:17
                  .subs:
                    FullSlice() @350:23
                    Const(value=None) @350:26
                Name(id='kvh') @350:33
                Index() @350:38
                  .value:
                    Name(id='dcols') @350:38
                  .subs:
                    Const(value=None) @350:44
                    FullSlice() @350:50
              .value:
                Call(kwargs=()) @350:56
                  .func:
                    Name(id='cast') @350:56
                  .args:
                    BinOp(op='*') @350:61
                      .lhs:
                        Name(id='acc_k') @350:61
                      .rhs:
                        Name(id='k_scale') @350:69
                    Name(id='DT') @350:78
              .mask:
                Index() @350:88
                  .value:
                    Name(id='live') @350:88
                  .subs:
                    FullSlice() @350:93
                    Const(value=None) @350:96
            Store() @351:9
              .target:
                Index() @351:9
                  .value:
                    Name(id='dv') @351:9
                  .subs:
                    Name(id='seq') @351:12
              .subs:
                Index() @351:17
                  .value:
                    Name(id='krows') @351:17
                  .subs:
                    FullSlice() @351:23
                    Const(value=None) @351:26
                Name(id='kvh') @351:33
                Index() @351:38
                  .value:
                    Name(id='dcols') @351:38
                  .subs:
                    Const(value=None) @351:44
                    FullSlice() @351:50
              .value:
                Call(kwargs=()) @351:56
                  .func:
                    Name(id='cast') @351:56
                  .args:
                    BinOp(op='*') @351:61
                      .lhs:
                        Name(id='acc_v') @351:61
                      .rhs:
                        Name(id='v_scale') @351:69
                    Name(id='DT') @351:78
              .mask:
                Index() @351:88
                  .value:
                    Name(id='live') @351:88
                  .subs:
                    FullSlice() @351:93
                    Const(value=None) @351:96