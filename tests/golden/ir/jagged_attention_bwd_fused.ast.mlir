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
                                Wait(phase=None) @210:25
                                  .target:
                                    Index() @210:30
                                      .value:
                                        Name(id='ds_ready') @210:30
                                      .subs:
                                        Name(id='slot') @210:39
                                For(var='i') @211:25
                                  .iter:
                                    Call(kwargs=()) @211:34
                                      .func:
                                        Name(id='static_range') @211:34
                                      .args:
                                        Name(id='NCW') @211:47
                                  .body:
                                    Assign(targets=('c',)) @212:29
                                      .value:
                                        BinOp(op='+') @212:33
                                          .lhs:
                                            BinOp(op='*') @212:33
                                              .lhs:
                                                Name(id='wg') @212:33
                                              .rhs:
                                                Name(id='NCW') @212:38
                                          .rhs:
                                            Name(id='i') @212:44
                                    Assign(targets=('dq_c',)) @213:29
                                      .value:
                                        Call(kwargs=()) @213:36
                                          .func:
                                            Name(id='zeros') @213:36
                                          .args:
                                            ListLit() @213:42
                                              .elts:
                                                Name(id='BLOCK_M') @213:43
                                                Name(id='DQ_COLS') @213:52
                                            Name(id='f32') @213:62
                                    For(var='g') @214:29
                                      .iter:
                                        Call(kwargs=()) @214:38
                                          .func:
                                            Name(id='static_range') @214:38
                                          .args:
                                            Name(id='NWG') @214:51
                                      .body:
                                        Assign(targets=('gg',)) @215:33
                                          .value:
                                            BinOp(op='%') @215:39
                                              .lhs:
                                                BinOp(op='+') @215:39
                                                  .lhs:
                                                    Name(id='wg') @215:39
                                                  .rhs:
                                                    Name(id='g') @215:44
                                              .rhs:
                                                Name(id='NWG') @215:49
                                        Assign(targets=('dq_f',)) @216:33
                                          .value:
                                            Call(kwargs=()) @216:40
                                              .func:
                                                Name(id='mma_async') @216:40
                                              .args:
                                                Index() @216:50
                                                  .value:
                                                    Name(id='ds_s') @216:50
                                                  .subs:
                                                    BinOp(op='+') @216:55
                                                      .lhs:
                                                        BinOp(op='*') @216:55
                                                          .lhs:
                                                            Name(id='slot') @216:55
                                                          .rhs:
                                                            Name(id='NWG') @216:62
                                                      .rhs:
                                                        Name(id='gg') @216:68
                                                Index() @216:73
                                                  .value:
                                                    Name(id='kh_tile') @216:73
                                                  .subs:
                                                    BinOp(op='+') @216:81
                                                      .lhs:
                                                        BinOp(op='*') @216:81
                                                          .lhs:
                                                            Name(id='NC') @216:81
                                                          .rhs:
                                                            BinOp(op='+') @216:87
                                                              .lhs:
                                                                BinOp(op='*') @216:87
                                                                  .lhs:
                                                                    Name(id='ks') @216:87
                                                                  .rhs:
                                                                    Name(id='NWG') @216:92
                                                              .rhs:
                                                                Name(id='gg') @216:98
                                                      .rhs:
                                                        Name(id='c') @216:104
                                                Name(id='dq_c') @216:108
                                        If(orelse=()) @217:33
                                          .cond:
                                            BoolOp(op='and') @217:36
                                              .values:
                                                BinOp(op='==') @217:36
                                                  .lhs:
                                                    Name(id='i') @217:36
                                                  .rhs:
                                                    Const(value=0) @217:41
                                                BinOp(op='==') @217:47
                                                  .lhs:
                                                    Name(id='g') @217:47
                                                  .rhs:
                                                    Const(value=0) @217:52
                                          .body:
                                            Assign(targets=('acc_k',)) @219:37
                                              .value:
                                                Call() @219:45
                                                  .func:
                                                    Name(id='mma_wait') @219:45
                                                  .args:
                                                    Name(id='dk_f') @219:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=1) @219:68
                                                    )
                                            Arrive(count=None) @220:37
                                              .target:
                                                Index() @220:44
                                                  .value:
                                                    Name(id='qd_free') @220:44
                                                  .subs:
                                                    Name(id='slot') @220:52
                                        Assign(targets=('dq_c',)) @221:33
                                          .value:
                                            Call(kwargs=()) @221:40
                                              .func:
                                                Name(id='mma_wait') @221:40
                                              .args:
                                                Name(id='dq_f') @221:49
                                    Wait() @222:29
                                      .target:
                                        Index() @222:34
                                          .value:
                                            Name(id='dq_empty') @222:34
                                          .subs:
                                            Name(id='i') @222:43
                                      .phase:
                                        BinOp(op='-') @222:52
                                          .lhs:
                                            Const(value=1) @222:52
                                          .rhs:
                                            BinOp(op='%') @222:56
                                              .lhs:
                                                Name(id='slot') @222:56
                                              .rhs:
                                                Const(value=2) @222:63
                                    ExprStmt() @223:29
                                      .value:
                                        Call(kwargs=()) @223:29
                                          .func:
                                            Name(id='store_smem') @223:29
                                          .args:
                                            Index() @223:40
                                              .value:
                                                Name(id='dq_s') @223:40
                                              .subs:
                                                BinOp(op='+') @223:45
                                                  .lhs:
                                                    BinOp(op='*') @223:45
                                                      .lhs:
                                                        Name(id='i') @223:45
                                                      .rhs:
                                                        Name(id='NWG') @223:49
                                                  .rhs:
                                                    Name(id='wg') @223:55
                                            Name(id='dq_c') @223:60
                                    Fence() @224:29
                                    Arrive(count=None) @225:29
                                      .target:
                                        Index() @225:36
                                          .value:
                                            Name(id='dq_full') @225:36
                                          .subs:
                                            Name(id='i') @225:44
                              .orelse:
                                Assign(targets=('dq_f',)) @227:25
                                  .value:
                                    Call(kwargs=()) @227:32
                                      .func:
                                        Name(id='mma_async') @227:32
                                      .args:
                                        Index() @227:42
                                          .value:
                                            Name(id='ds_s') @227:42
                                          .subs:
                                            Name(id='wg') @227:47
                                        Index() @227:52
                                          .value:
                                            Name(id='kh_tile') @227:52
                                          .subs:
                                            BinOp(op='*') @227:60
                                              .lhs:
                                                Name(id='NC') @227:60
                                              .rhs:
                                                Name(id='mine') @227:65
                                Assign(targets=('dk_f',)) @228:25
                                  .value:
                                    Call(kwargs=()) @228:32
                                      .func:
                                        Name(id='mma_async') @228:32
                                      .args:
                                        Attr(name='T') @228:42
                                          .value:
                                            Index() @228:42
                                              .value:
                                                Name(id='ds_s') @228:42
                                              .subs:
                                                Name(id='wg') @228:47
                                        Index() @228:54
                                          .value:
                                            Name(id='q_ring') @228:54
                                          .subs:
                                            Name(id='slot') @228:61
                                        Name(id='acc_k') @228:68
                                Assign(targets=('dq_c',)) @229:25
                                  .value:
                                    Call() @229:32
                                      .func:
                                        Name(id='mma_wait') @229:32
                                      .args:
                                        Name(id='dq_f') @229:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @229:55
                                        )
                                ExprStmt() @230:25
                                  .value:
                                    Call(kwargs=()) @230:25
                                      .func:
                                        Name(id='store_smem') @230:25
                                      .args:
                                        Index() @230:36
                                          .value:
                                            Name(id='dq_s') @230:36
                                          .subs:
                                            Name(id='wg') @230:41
                                        Name(id='dq_c') @230:46
                                Fence() @231:25
                                Tma(signals=None, reduce='add') @232:25
                                  .dst:
                                    Index() @232:29
                                      .value:
                                        Name(id='dq_acc') @232:29
                                      .subs:
                                        Name(id='seq') @232:36
                                        Name(id='mb') @232:41
                                        Name(id='head') @232:45
                                        Const(value=0) @232:51
                                  .src:
                                    Index() @232:57
                                      .value:
                                        Name(id='dq_s') @232:57
                                      .subs:
                                        Name(id='wg') @232:62
                                Assign(targets=('dq_f',)) @233:25
                                  .value:
                                    Call(kwargs=()) @233:32
                                      .func:
                                        Name(id='mma_async') @233:32
                                      .args:
                                        Index() @233:42
                                          .value:
                                            Name(id='ds_s') @233:42
                                          .subs:
                                            Name(id='wg') @233:47
                                        Index() @233:52
                                          .value:
                                            Name(id='kh_tile') @233:52
                                          .subs:
                                            BinOp(op='+') @233:60
                                              .lhs:
                                                BinOp(op='*') @233:60
                                                  .lhs:
                                                    Name(id='NC') @233:60
                                                  .rhs:
                                                    Name(id='mine') @233:65
                                              .rhs:
                                                Const(value=1) @233:72
                                Assign(targets=('acc_k',)) @234:25
                                  .value:
                                    Call() @234:33
                                      .func:
                                        Name(id='mma_wait') @234:33
                                      .args:
                                        Name(id='dk_f') @234:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @234:56
                                        )
                                Assign(targets=('dq_c',)) @235:25
                                  .value:
                                    Call(kwargs=()) @235:32
                                      .func:
                                        Name(id='mma_wait') @235:32
                                      .args:
                                        Name(id='dq_f') @235:41
                                Arrive(count=None) @236:25
                                  .target:
                                    Index() @236:32
                                      .value:
                                        Name(id='qd_free') @236:32
                                      .subs:
                                        Name(id='slot') @236:40
                                ExprStmt() @237:25
                                  .value:
                                    Call(kwargs=()) @237:25
                                      .func:
                                        Name(id='store_smem') @237:25
                                      .args:
                                        Index() @237:36
                                          .value:
                                            Name(id='dq_s') @237:36
                                          .subs:
                                            Name(id='wg') @237:41
                                        Name(id='dq_c') @237:46
                                Fence() @238:25
                                Tma(signals=None, reduce='add') @239:25
                                  .dst:
                                    Index() @239:29
                                      .value:
                                        Name(id='dq_acc') @239:29
                                      .subs:
                                        Name(id='seq') @239:36
                                        Name(id='mb') @239:41
                                        Name(id='head') @239:45
                                        Const(value=1) @239:51
                                  .src:
                                    Index() @239:57
                                      .value:
                                        Name(id='dq_s') @239:57
                                      .subs:
                                        Name(id='wg') @239:62
                                For(var='c') @240:25
                                  .iter:
                                    Call(kwargs=()) @240:34
                                      .func:
                                        Name(id='static_range') @240:34
                                      .args:
                                        Const(value=2) @240:47
                                        Name(id='NC') @240:50
                                  .body:
                                    Assign(targets=('dq_c',)) @241:29
                                      .value:
                                        Call(kwargs=()) @241:36
                                          .func:
                                            Name(id='mma_wait') @241:36
                                          .args:
                                            Call(kwargs=()) @241:45
                                              .func:
                                                Name(id='mma_async') @241:45
                                              .args:
                                                Index() @241:55
                                                  .value:
                                                    Name(id='ds_s') @241:55
                                                  .subs:
                                                    Name(id='wg') @241:60
                                                Index() @241:65
                                                  .value:
                                                    Name(id='kh_tile') @241:65
                                                  .subs:
                                                    BinOp(op='+') @241:73
                                                      .lhs:
                                                        BinOp(op='*') @241:73
                                                          .lhs:
                                                            Name(id='NC') @241:73
                                                          .rhs:
                                                            Name(id='mine') @241:78
                                                      .rhs:
                                                        Name(id='c') @241:85
                                    ExprStmt() @242:29
                                      .value:
                                        Call(kwargs=()) @242:29
                                          .func:
                                            Name(id='store_smem') @242:29
                                          .args:
                                            Index() @242:40
                                              .value:
                                                Name(id='dq_s') @242:40
                                              .subs:
                                                Name(id='wg') @242:45
                                            Name(id='dq_c') @242:50
                                    Fence() @243:29
                                    Tma(signals=None, reduce='add') @244:29
                                      .dst:
                                        Index() @244:33
                                          .value:
                                            Name(id='dq_acc') @244:33
                                          .subs:
                                            Name(id='seq') @244:40
                                            Name(id='mb') @244:45
                                            Name(id='head') @244:49
                                            Name(id='c') @244:55
                                      .src:
                                        Index() @244:61
                                          .value:
                                            Name(id='dq_s') @244:61
                                          .subs:
                                            Name(id='wg') @244:66
                      .orelse:
                        Assign(targets=('st_f',)) @246:21
                          .value:
                            Call(kwargs=()) @246:28
                              .func:
                                Name(id='mma_async') @246:28
                              .args:
                                Index() @246:38
                                  .value:
                                    Name(id='k_tile') @246:38
                                  .subs:
                                    Name(id='mine') @246:45
                                Attr(name='T') @246:52
                                  .value:
                                    Index() @246:52
                                      .value:
                                        Name(id='q_ring') @246:52
                                      .subs:
                                        Name(id='slot') @246:59
                        Assign(targets=('dpt_f',)) @247:21
                          .value:
                            Call(kwargs=()) @247:29
                              .func:
                                Name(id='mma_async') @247:29
                              .args:
                                Index() @247:39
                                  .value:
                                    Name(id='v_tile') @247:39
                                  .subs:
                                    Name(id='mine') @247:46
                                Attr(name='T') @247:53
                                  .value:
                                    Index() @247:53
                                      .value:
                                        Name(id='do_ring') @247:53
                                      .subs:
                                        Name(id='slot') @247:61
                        Assign(targets=('st',)) @248:21
                          .value:
                            Call() @248:26
                              .func:
                                Name(id='mma_wait') @248:26
                              .args:
                                Name(id='st_f') @248:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @248:49
                                )
                        Assign(targets=('pt', 'dact')) @249:21
                          .value:
                            Call(kwargs=()) @249:32
                              .func:
                                Name(id='probs') @249:32
                              .args:
                                Name(id='st') @249:38
                                Name(id='edge') @249:42
                                Index() @249:48
                                  .value:
                                    Name(id='qpos') @249:48
                                  .subs:
                                    Const(value=None) @249:53
                                    FullSlice() @249:59
                                Index() @249:63
                                  .value:
                                    Name(id='krows') @249:63
                                  .subs:
                                    FullSlice() @249:69
                                    Const(value=None) @249:72
                                Name(id='len_q') @249:79
                                Name(id='len_k') @249:86
                                Index() @249:93
                                  .value:
                                    Name(id='lse2') @249:93
                                  .subs:
                                    Const(value=None) @249:98
                                    FullSlice() @249:104
                                Name(id='qk_scale') @249:108
                                Name(id='sm_scale') @250:38
                                Name(id='CAUSAL') @250:48
                                Name(id='ACT') @250:56
                        Assign(targets=('dpt',)) @251:21
                          .value:
                            Call(kwargs=()) @251:27
                              .func:
                                Name(id='mma_wait') @251:27
                              .args:
                                Name(id='dpt_f') @251:36
                        Assign(targets=('dv_f',)) @253:21
                          .value:
                            Call(kwargs=()) @253:28
                              .func:
                                Name(id='mma_async') @253:28
                              .args:
                                Call(kwargs=()) @253:38
                                  .func:
                                    Name(id='cast') @253:38
                                  .args:
                                    Name(id='pt') @253:43
                                    Name(id='DT') @253:47
                                Index() @253:52
                                  .value:
                                    Name(id='do_ring') @253:52
                                  .subs:
                                    Name(id='slot') @253:60
                                Name(id='acc_v') @253:67
                        Assign(targets=('dst',)) @254:21
                          .value:
                            Call(kwargs=()) @254:27
                              .func:
                                Name(id='cast') @254:27
                              .args:
                                Call(kwargs=()) @254:32
                                  .func:
                                    Name(id='dscores') @254:32
                                  .args:
                                    Name(id='pt') @254:40
                                    Name(id='dact') @254:44
                                    Name(id='dpt') @254:50
                                    Index() @254:55
                                      .value:
                                        Name(id='dlt') @254:55
                                      .subs:
                                        Const(value=None) @254:59
                                        FullSlice() @254:65
                                    Name(id='ACT') @254:69
                                Name(id='DT') @254:75
                        If() @255:21
                          .cond:
                            Name(id='WRITER') @255:24
                          .body:
                            ExprStmt() @257:25
                              .value:
                                Call(kwargs=()) @257:25
                                  .func:
                                    Name(id='store_smem') @257:25
                                  .args:
                                    Index() @257:36
                                      .value:
                                        Name(id='ds_s') @257:36
                                      .subs:
                                        BinOp(op='+') @257:41
                                          .lhs:
                                            BinOp(op='*') @257:41
                                              .lhs:
                                                Name(id='slot') @257:41
                                              .rhs:
                                                Name(id='NWG') @257:48
                                          .rhs:
                                            Name(id='wg') @257:54
                                    Name(id='dst') @257:59
                            Fence() @258:25
                            Arrive(count=None) @259:25
                              .target:
                                Index() @259:32
                                  .value:
                                    Name(id='ds_ready') @259:32
                                  .subs:
                                    Name(id='slot') @259:41
                            Assign(targets=('dk_f',)) @260:25
                              .value:
                                Call(kwargs=()) @260:32
                                  .func:
                                    Name(id='mma_async') @260:32
                                  .args:
                                    Name(id='dst') @260:42
                                    Index() @260:47
                                      .value:
                                        Name(id='q_ring') @260:47
                                      .subs:
                                        Name(id='slot') @260:54
                                    Name(id='acc_k') @260:61
                            If() @261:25
                              .cond:
                                Name(id='DQ_EARLY') @261:28
                              .body:
                                Assign(targets=('own',)) @264:29
                                  .value:
                                    BinOp(op='+') @264:35
                                      .lhs:
                                        BinOp(op='*') @264:35
                                          .lhs:
                                            Name(id='slot') @264:35
                                          .rhs:
                                            Name(id='NWG') @264:42
                                      .rhs:
                                        Name(id='wg') @264:48
                                Assign(targets=('c0',)) @265:29
                                  .value:
                                    BinOp(op='*') @265:34
                                      .lhs:
                                        Name(id='wg') @265:34
                                      .rhs:
                                        Name(id='NCW') @265:39
                                Assign(targets=('a0',)) @266:29
                                  .value:
                                    Call(kwargs=()) @266:34
                                      .func:
                                        Name(id='mma_async') @266:34
                                      .args:
                                        Attr(name='T') @266:44
                                          .value:
                                            Index() @266:44
                                              .value:
                                                Name(id='ds_s') @266:44
                                              .subs:
                                                Name(id='own') @266:49
                                        Index() @266:57
                                          .value:
                                            Name(id='kh_tile') @266:57
                                          .subs:
                                            BinOp(op='+') @266:65
                                              .lhs:
                                                BinOp(op='*') @266:65
                                                  .lhs:
                                                    Name(id='NC') @266:65
                                                  .rhs:
                                                    Name(id='mine') @266:70
                                              .rhs:
                                                Name(id='c0') @266:77
                                        Call(kwargs=()) @266:82
                                          .func:
                                            Name(id='zeros') @266:82
                                          .args:
                                            ListLit() @266:88
                                              .elts:
                                                Name(id='BLOCK_M') @266:89
                                                Name(id='DQ_COLS') @266:98
                                            Name(id='f32') @266:108
                                Assign(targets=('a1',)) @267:29
                                  .value:
                                    Call(kwargs=()) @267:34
                                      .func:
                                        Name(id='mma_async') @267:34
                                      .args:
                                        Attr(name='T') @267:44
                                          .value:
                                            Index() @267:44
                                              .value:
                                                Name(id='ds_s') @267:44
                                              .subs:
                                                Name(id='own') @267:49
                                        Index() @267:57
                                          .value:
                                            Name(id='kh_tile') @267:57
                                          .subs:
                                            BinOp(op='+') @267:65
                                              .lhs:
                                                BinOp(op='+') @267:65
                                                  .lhs:
                                                    BinOp(op='*') @267:65
                                                      .lhs:
                                                        Name(id='NC') @267:65
                                                      .rhs:
                                                        Name(id='mine') @267:70
                                                  .rhs:
                                                    Name(id='c0') @267:77
                                              .rhs:
                                                Const(value=1) @267:82
                                        Call(kwargs=()) @267:86
                                          .func:
                                            Name(id='zeros') @267:86
                                          .args:
                                            ListLit() @267:92
                                              .elts:
                                                Name(id='BLOCK_M') @267:93
                                                Name(id='DQ_COLS') @267:102
                                            Name(id='f32') @267:112
                                Assign(targets=('acc_v',)) @268:29
                                  .value:
                                    Call() @268:37
                                      .func:
                                        Name(id='mma_wait') @268:37
                                      .args:
                                        Name(id='dv_f') @268:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @268:60
                                        )
                                Assign(targets=('acc_k',)) @269:29
                                  .value:
                                    Call() @269:37
                                      .func:
                                        Name(id='mma_wait') @269:37
                                      .args:
                                        Name(id='dk_f') @269:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @269:60
                                        )
                                Arrive(count=None) @270:29
                                  .target:
                                    Index() @270:36
                                      .value:
                                        Name(id='qd_free') @270:36
                                      .subs:
                                        Name(id='slot') @270:44
                                Assign(targets=('p0',)) @271:29
                                  .value:
                                    Call() @271:34
                                      .func:
                                        Name(id='mma_wait') @271:34
                                      .args:
                                        Name(id='a0') @271:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @271:55
                                        )
                                Assign(targets=('p1',)) @272:29
                                  .value:
                                    Call(kwargs=()) @272:34
                                      .func:
                                        Name(id='mma_wait') @272:34
                                      .args:
                                        Name(id='a1') @272:43
                                Wait(phase=None) @273:29
                                  .target:
                                    Index() @273:34
                                      .value:
                                        Name(id='ds_ready') @273:34
                                      .subs:
                                        Name(id='slot') @273:43
                                Assign(targets=('og',)) @274:29
                                  .value:
                                    BinOp(op='%') @274:35
                                      .lhs:
                                        BinOp(op='+') @274:35
                                          .lhs:
                                            Name(id='wg') @274:35
                                          .rhs:
                                            Const(value=1) @274:40
                                      .rhs:
                                        Name(id='NWG') @274:45
                                Assign(targets=('b0',)) @275:29
                                  .value:
                                    Call(kwargs=()) @275:34
                                      .func:
                                        Name(id='mma_async') @275:34
                                      .args:
                                        Attr(name='T') @275:44
                                          .value:
                                            Index() @275:44
                                              .value:
                                                Name(id='ds_s') @275:44
                                              .subs:
                                                BinOp(op='+') @275:49
                                                  .lhs:
                                                    BinOp(op='*') @275:49
                                                      .lhs:
                                                        Name(id='slot') @275:49
                                                      .rhs:
                                                        Name(id='NWG') @275:56
                                                  .rhs:
                                                    Name(id='og') @275:62
                                        Index() @275:69
                                          .value:
                                            Name(id='kh_tile') @275:69
                                          .subs:
                                            BinOp(op='+') @275:77
                                              .lhs:
                                                BinOp(op='*') @275:77
                                                  .lhs:
                                                    Name(id='NC') @275:77
                                                  .rhs:
                                                    BinOp(op='+') @275:83
                                                      .lhs:
                                                        BinOp(op='*') @275:83
                                                          .lhs:
                                                            Name(id='ks') @275:83
                                                          .rhs:
                                                            Name(id='NWG') @275:88
                                                      .rhs:
                                                        Name(id='og') @275:94
                                              .rhs:
                                                Name(id='c0') @275:100
                                        Name(id='p0') @275:105
                                Assign(targets=('b1',)) @276:29
                                  .value:
                                    Call(kwargs=()) @276:34
                                      .func:
                                        Name(id='mma_async') @276:34
                                      .args:
                                        Attr(name='T') @276:44
                                          .value:
                                            Index() @276:44
                                              .value:
                                                Name(id='ds_s') @276:44
                                              .subs:
                                                BinOp(op='+') @276:49
                                                  .lhs:
                                                    BinOp(op='*') @276:49
                                                      .lhs:
                                                        Name(id='slot') @276:49
                                                      .rhs:
                                                        Name(id='NWG') @276:56
                                                  .rhs:
                                                    Name(id='og') @276:62
                                        Index() @276:69
                                          .value:
                                            Name(id='kh_tile') @276:69
                                          .subs:
                                            BinOp(op='+') @276:77
                                              .lhs:
                                                BinOp(op='+') @276:77
                                                  .lhs:
                                                    BinOp(op='*') @276:77
                                                      .lhs:
                                                        Name(id='NC') @276:77
                                                      .rhs:
                                                        BinOp(op='+') @276:83
                                                          .lhs:
                                                            BinOp(op='*') @276:83
                                                              .lhs:
                                                                Name(id='ks') @276:83
                                                              .rhs:
                                                                Name(id='NWG') @276:88
                                                          .rhs:
                                                            Name(id='og') @276:94
                                                  .rhs:
                                                    Name(id='c0') @276:100
                                              .rhs:
                                                Const(value=1) @276:105
                                        Name(id='p1') @276:109
                                Assign(targets=('p0',)) @278:29
                                  .value:
                                    Call() @278:34
                                      .func:
                                        Name(id='mma_wait') @278:34
                                      .args:
                                        Name(id='b0') @278:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @278:55
                                        )
                                Wait() @279:29
                                  .target:
                                    Index() @279:34
                                      .value:
                                        Name(id='dq_empty') @279:34
                                      .subs:
                                        Const(value=0) @279:43
                                  .phase:
                                    BinOp(op='-') @279:52
                                      .lhs:
                                        Const(value=1) @279:52
                                      .rhs:
                                        BinOp(op='%') @279:56
                                          .lhs:
                                            Name(id='slot') @279:56
                                          .rhs:
                                            Const(value=2) @279:63
                                ExprStmt() @280:29
                                  .value:
                                    Call(kwargs=()) @280:29
                                      .func:
                                        Name(id='store_smem') @280:29
                                      .args:
                                        Index() @280:40
                                          .value:
                                            Name(id='dq_s') @280:40
                                          .subs:
                                            Name(id='wg') @280:45
                                        Name(id='p0') @280:50
                                Fence() @281:29
                                Arrive(count=None) @282:29
                                  .target:
                                    Index() @282:36
                                      .value:
                                        Name(id='dq_full') @282:36
                                      .subs:
                                        Const(value=0) @282:44
                                Assign(targets=('p1',)) @283:29
                                  .value:
                                    Call(kwargs=()) @283:34
                                      .func:
                                        Name(id='mma_wait') @283:34
                                      .args:
                                        Name(id='b1') @283:43
                                Wait() @284:29
                                  .target:
                                    Index() @284:34
                                      .value:
                                        Name(id='dq_empty') @284:34
                                      .subs:
                                        Const(value=1) @284:43
                                  .phase:
                                    BinOp(op='-') @284:52
                                      .lhs:
                                        Const(value=1) @284:52
                                      .rhs:
                                        BinOp(op='%') @284:56
                                          .lhs:
                                            Name(id='slot') @284:56
                                          .rhs:
                                            Const(value=2) @284:63
                                ExprStmt() @285:29
                                  .value:
                                    Call(kwargs=()) @285:29
                                      .func:
                                        Name(id='store_smem') @285:29
                                      .args:
                                        Index() @285:40
                                          .value:
                                            Name(id='dq_s') @285:40
                                          .subs:
                                            BinOp(op='+') @285:45
                                              .lhs:
                                                Name(id='NWG') @285:45
                                              .rhs:
                                                Name(id='wg') @285:51
                                        Name(id='p1') @285:56
                                Fence() @286:29
                                Arrive(count=None) @287:29
                                  .target:
                                    Index() @287:36
                                      .value:
                                        Name(id='dq_full') @287:36
                                      .subs:
                                        Const(value=1) @287:44
                              .orelse:
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
                                          Const(value=1) @289:60
                                        )
                                Assign(targets=('acc_k',)) @290:29
                                  .value:
                                    Call(kwargs=()) @290:37
                                      .func:
                                        Name(id='mma_wait') @290:37
                                      .args:
                                        Name(id='dk_f') @290:46
                                Arrive(count=None) @291:29
                                  .target:
                                    Index() @291:36
                                      .value:
                                        Name(id='qd_free') @291:36
                                      .subs:
                                        Name(id='slot') @291:44
                                Wait(phase=None) @292:29
                                  .target:
                                    Index() @292:34
                                      .value:
                                        Name(id='ds_ready') @292:34
                                      .subs:
                                        Name(id='slot') @292:43
                                For(var='i') @295:29
                                  .iter:
                                    Call(kwargs=()) @295:38
                                      .func:
                                        Name(id='static_range') @295:38
                                      .args:
                                        Name(id='NCW') @295:51
                                  .body:
                                    Assign(targets=('c',)) @296:33
                                      .value:
                                        BinOp(op='+') @296:37
                                          .lhs:
                                            BinOp(op='*') @296:37
                                              .lhs:
                                                Name(id='wg') @296:37
                                              .rhs:
                                                Name(id='NCW') @296:42
                                          .rhs:
                                            Name(id='i') @296:48
                                    Assign(targets=('dq_c',)) @297:33
                                      .value:
                                        Call(kwargs=()) @297:40
                                          .func:
                                            Name(id='zeros') @297:40
                                          .args:
                                            ListLit() @297:46
                                              .elts:
                                                Name(id='BLOCK_M') @297:47
                                                Name(id='DQ_COLS') @297:56
                                            Name(id='f32') @297:66
                                    For(var='g') @298:33
                                      .iter:
                                        Call(kwargs=()) @298:42
                                          .func:
                                            Name(id='static_range') @298:42
                                          .args:
                                            Name(id='NWG') @298:55
                                      .body:
                                        Assign(targets=('gg',)) @299:37
                                          .value:
                                            BinOp(op='%') @299:43
                                              .lhs:
                                                BinOp(op='+') @299:43
                                                  .lhs:
                                                    Name(id='wg') @299:43
                                                  .rhs:
                                                    Name(id='g') @299:48
                                              .rhs:
                                                Name(id='NWG') @299:53
                                        Assign(targets=('dq_c',)) @300:37
                                          .value:
                                            Call(kwargs=()) @300:44
                                              .func:
                                                Name(id='mma_wait') @300:44
                                              .args:
                                                Call(kwargs=()) @300:53
                                                  .func:
                                                    Name(id='mma_async') @300:53
                                                  .args:
                                                    Attr(name='T') @300:63
                                                      .value:
                                                        Index() @300:63
                                                          .value:
                                                            Name(id='ds_s') @300:63
                                                          .subs:
                                                            BinOp(op='+') @300:68
                                                              .lhs:
                                                                BinOp(op='*') @300:68
                                                                  .lhs:
                                                                    Name(id='slot') @300:68
                                                                  .rhs:
                                                                    Name(id='NWG') @300:75
                                                              .rhs:
                                                                Name(id='gg') @300:81
                                                    Index() @300:88
                                                      .value:
                                                        Name(id='kh_tile') @300:88
                                                      .subs:
                                                        BinOp(op='+') @300:96
                                                          .lhs:
                                                            BinOp(op='*') @300:96
                                                              .lhs:
                                                                Name(id='NC') @300:96
                                                              .rhs:
                                                                BinOp(op='+') @300:102
                                                                  .lhs:
                                                                    BinOp(op='*') @300:102
                                                                      .lhs:
                                                                        Name(id='ks') @300:102
                                                                      .rhs:
                                                                        Name(id='NWG') @300:107
                                                                  .rhs:
                                                                    Name(id='gg') @300:113
                                                          .rhs:
                                                            Name(id='c') @300:119
                                                    Name(id='dq_c') @300:123
                                    Wait() @303:33
                                      .target:
                                        Index() @303:38
                                          .value:
                                            Name(id='dq_empty') @303:38
                                          .subs:
                                            Name(id='i') @303:47
                                      .phase:
                                        BinOp(op='-') @303:56
                                          .lhs:
                                            Const(value=1) @303:56
                                          .rhs:
                                            BinOp(op='%') @303:60
                                              .lhs:
                                                Name(id='slot') @303:60
                                              .rhs:
                                                Const(value=2) @303:67
                                    ExprStmt() @304:33
                                      .value:
                                        Call(kwargs=()) @304:33
                                          .func:
                                            Name(id='store_smem') @304:33
                                          .args:
                                            Index() @304:44
                                              .value:
                                                Name(id='dq_s') @304:44
                                              .subs:
                                                BinOp(op='+') @304:49
                                                  .lhs:
                                                    BinOp(op='*') @304:49
                                                      .lhs:
                                                        Name(id='i') @304:49
                                                      .rhs:
                                                        Name(id='NWG') @304:53
                                                  .rhs:
                                                    Name(id='wg') @304:59
                                            Name(id='dq_c') @304:64
                                    Fence() @305:33
                                    Arrive(count=None) @306:33
                                      .target:
                                        Index() @306:40
                                          .value:
                                            Name(id='dq_full') @306:40
                                          .subs:
                                            Name(id='i') @306:48
                          .orelse:
                            ExprStmt() @309:25
                              .value:
                                Call(kwargs=()) @309:25
                                  .func:
                                    Name(id='store_smem') @309:25
                                  .args:
                                    Index() @309:36
                                      .value:
                                        Name(id='ds_s') @309:36
                                      .subs:
                                        Name(id='wg') @309:41
                                    Name(id='dst') @309:46
                            Fence() @310:25
                            Assign(targets=('dq_f',)) @311:25
                              .value:
                                Call(kwargs=()) @311:32
                                  .func:
                                    Name(id='mma_async') @311:32
                                  .args:
                                    Attr(name='T') @311:42
                                      .value:
                                        Index() @311:42
                                          .value:
                                            Name(id='ds_s') @311:42
                                          .subs:
                                            Name(id='wg') @311:47
                                    Index() @311:54
                                      .value:
                                        Name(id='kh_tile') @311:54
                                      .subs:
                                        BinOp(op='*') @311:62
                                          .lhs:
                                            Name(id='NC') @311:62
                                          .rhs:
                                            Name(id='mine') @311:67
                            Assign(targets=('dk_f',)) @312:25
                              .value:
                                Call(kwargs=()) @312:32
                                  .func:
                                    Name(id='mma_async') @312:32
                                  .args:
                                    Name(id='dst') @312:42
                                    Index() @312:47
                                      .value:
                                        Name(id='q_ring') @312:47
                                      .subs:
                                        Name(id='slot') @312:54
                                    Name(id='acc_k') @312:61
                            Assign(targets=('acc_v',)) @313:25
                              .value:
                                Call() @313:33
                                  .func:
                                    Name(id='mma_wait') @313:33
                                  .args:
                                    Name(id='dv_f') @313:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @313:56
                                    )
                            Assign(targets=('dq_c',)) @317:25
                              .value:
                                Call() @317:32
                                  .func:
                                    Name(id='mma_wait') @317:32
                                  .args:
                                    Name(id='dq_f') @317:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @317:55
                                    )
                            ExprStmt() @318:25
                              .value:
                                Call(kwargs=()) @318:25
                                  .func:
                                    Name(id='store_smem') @318:25
                                  .args:
                                    Index() @318:36
                                      .value:
                                        Name(id='dq_s') @318:36
                                      .subs:
                                        Name(id='wg') @318:41
                                    Name(id='dq_c') @318:46
                            Fence() @319:25
                            Tma(signals=None, reduce='add') @320:25
                              .dst:
                                Index() @320:29
                                  .value:
                                    Name(id='dq_acc') @320:29
                                  .subs:
                                    Name(id='seq') @320:36
                                    Name(id='mb') @320:41
                                    Name(id='head') @320:45
                                    Const(value=0) @320:51
                              .src:
                                Index() @320:57
                                  .value:
                                    Name(id='dq_s') @320:57
                                  .subs:
                                    Name(id='wg') @320:62
                            Assign(targets=('dq_f',)) @321:25
                              .value:
                                Call(kwargs=()) @321:32
                                  .func:
                                    Name(id='mma_async') @321:32
                                  .args:
                                    Attr(name='T') @321:42
                                      .value:
                                        Index() @321:42
                                          .value:
                                            Name(id='ds_s') @321:42
                                          .subs:
                                            Name(id='wg') @321:47
                                    Index() @321:54
                                      .value:
                                        Name(id='kh_tile') @321:54
                                      .subs:
                                        BinOp(op='+') @321:62
                                          .lhs:
                                            BinOp(op='*') @321:62
                                              .lhs:
                                                Name(id='NC') @321:62
                                              .rhs:
                                                Name(id='mine') @321:67
                                          .rhs:
                                            Const(value=1) @321:74
                            Assign(targets=('acc_k',)) @322:25
                              .value:
                                Call() @322:33
                                  .func:
                                    Name(id='mma_wait') @322:33
                                  .args:
                                    Name(id='dk_f') @322:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @322:56
                                    )
                            Assign(targets=('dq_c',)) @323:25
                              .value:
                                Call(kwargs=()) @323:32
                                  .func:
                                    Name(id='mma_wait') @323:32
                                  .args:
                                    Name(id='dq_f') @323:41
                            Arrive(count=None) @324:25
                              .target:
                                Index() @324:32
                                  .value:
                                    Name(id='qd_free') @324:32
                                  .subs:
                                    Name(id='slot') @324:40
                            ExprStmt() @325:25
                              .value:
                                Call(kwargs=()) @325:25
                                  .func:
                                    Name(id='store_smem') @325:25
                                  .args:
                                    Index() @325:36
                                      .value:
                                        Name(id='dq_s') @325:36
                                      .subs:
                                        Name(id='wg') @325:41
                                    Name(id='dq_c') @325:46
                            Fence() @326:25
                            Tma(signals=None, reduce='add') @327:25
                              .dst:
                                Index() @327:29
                                  .value:
                                    Name(id='dq_acc') @327:29
                                  .subs:
                                    Name(id='seq') @327:36
                                    Name(id='mb') @327:41
                                    Name(id='head') @327:45
                                    Const(value=1) @327:51
                              .src:
                                Index() @327:57
                                  .value:
                                    Name(id='dq_s') @327:57
                                  .subs:
                                    Name(id='wg') @327:62
                            For(var='c') @328:25
                              .iter:
                                Call(kwargs=()) @328:34
                                  .func:
                                    Name(id='static_range') @328:34
                                  .args:
                                    Const(value=2) @328:47
                                    Name(id='NC') @328:50
                              .body:
                                Assign(targets=('dq_c',)) @329:29
                                  .value:
                                    Call(kwargs=()) @329:36
                                      .func:
                                        Name(id='mma_wait') @329:36
                                      .args:
                                        Call(kwargs=()) @329:45
                                          .func:
                                            Name(id='mma_async') @329:45
                                          .args:
                                            Attr(name='T') @329:55
                                              .value:
                                                Index() @329:55
                                                  .value:
                                                    Name(id='ds_s') @329:55
                                                  .subs:
                                                    Name(id='wg') @329:60
                                            Index() @329:67
                                              .value:
                                                Name(id='kh_tile') @329:67
                                              .subs:
                                                BinOp(op='+') @329:75
                                                  .lhs:
                                                    BinOp(op='*') @329:75
                                                      .lhs:
                                                        Name(id='NC') @329:75
                                                      .rhs:
                                                        Name(id='mine') @329:80
                                                  .rhs:
                                                    Name(id='c') @329:87
                                ExprStmt() @330:29
                                  .value:
                                    Call(kwargs=()) @330:29
                                      .func:
                                        Name(id='store_smem') @330:29
                                      .args:
                                        Index() @330:40
                                          .value:
                                            Name(id='dq_s') @330:40
                                          .subs:
                                            Name(id='wg') @330:45
                                        Name(id='dq_c') @330:50
                                Fence() @331:29
                                Tma(signals=None, reduce='add') @332:29
                                  .dst:
                                    Index() @332:33
                                      .value:
                                        Name(id='dq_acc') @332:33
                                      .subs:
                                        Name(id='seq') @332:40
                                        Name(id='mb') @332:45
                                        Name(id='head') @332:49
                                        Name(id='c') @332:55
                                  .src:
                                    Index() @332:61
                                      .value:
                                        Name(id='dq_s') @332:61
                                      .subs:
                                        Name(id='wg') @332:66
            If(orelse=()) @333:9
              .cond:
                Name(id='LAG') @333:12
              .body:
                If(orelse=()) @334:13
                  .cond:
                    BinOp(op='>') @334:16
                      .lhs:
                        Name(id='steps') @334:16
                      .rhs:
                        Const(value=0) @334:24
                  .body:
                    Wait() @335:17
                      .target:
                        Index() @335:22
                          .value:
                            Name(id='ds_ready') @335:22
                          .subs:
                            Const(value=0) @335:31
                      .phase:
                        BinOp(op='%') @335:40
                          .lhs:
                            Name(id='last') @335:40
                          .rhs:
                            Const(value=2) @335:47
                    For(var='i') @336:17
                      .iter:
                        Call(kwargs=()) @336:26
                          .func:
                            Name(id='static_range') @336:26
                          .args:
                            Name(id='NCW') @336:39
                      .body:
                        Assign(targets=('c',)) @337:21
                          .value:
                            BinOp(op='+') @337:25
                              .lhs:
                                BinOp(op='*') @337:25
                                  .lhs:
                                    Name(id='wg') @337:25
                                  .rhs:
                                    Name(id='NCW') @337:30
                              .rhs:
                                Name(id='i') @337:36
                        Assign(targets=('dq_c',)) @338:21
                          .value:
                            Call(kwargs=()) @338:28
                              .func:
                                Name(id='zeros') @338:28
                              .args:
                                ListLit() @338:34
                                  .elts:
                                    Name(id='BLOCK_M') @338:35
                                    Name(id='DQ_COLS') @338:44
                                Name(id='f32') @338:54
                        For(var='g') @339:21
                          .iter:
                            Call(kwargs=()) @339:30
                              .func:
                                Name(id='static_range') @339:30
                              .args:
                                Name(id='NWG') @339:43
                          .body:
                            Assign(targets=('gg',)) @340:25
                              .value:
                                BinOp(op='%') @340:31
                                  .lhs:
                                    BinOp(op='+') @340:31
                                      .lhs:
                                        Name(id='wg') @340:31
                                      .rhs:
                                        Name(id='g') @340:36
                                  .rhs:
                                    Name(id='NWG') @340:41
                            Assign(targets=('dq_c',)) @341:25
                              .value:
                                Call(kwargs=()) @341:32
                                  .func:
                                    Name(id='mma_wait') @341:32
                                  .args:
                                    Call(kwargs=()) @341:41
                                      .func:
                                        Name(id='mma_async') @341:41
                                      .args:
                                        Index() @341:51
                                          .value:
                                            Name(id='ds_s') @341:51
                                          .subs:
                                            BinOp(op='+') @341:56
                                              .lhs:
                                                BinOp(op='*') @341:56
                                                  .lhs:
                                                    Name(id='last') @341:56
                                                  .rhs:
                                                    Name(id='NWG') @341:63
                                              .rhs:
                                                Name(id='gg') @341:69
                                        Index() @341:74
                                          .value:
                                            Name(id='kh_tile') @341:74
                                          .subs:
                                            BinOp(op='+') @341:82
                                              .lhs:
                                                BinOp(op='*') @341:82
                                                  .lhs:
                                                    Name(id='NC') @341:82
                                                  .rhs:
                                                    BinOp(op='+') @341:88
                                                      .lhs:
                                                        BinOp(op='*') @341:88
                                                          .lhs:
                                                            Name(id='ks') @341:88
                                                          .rhs:
                                                            Name(id='NWG') @341:93
                                                      .rhs:
                                                        Name(id='gg') @341:99
                                              .rhs:
                                                Name(id='c') @341:105
                                        Name(id='dq_c') @341:109
                        Wait() @342:21
                          .target:
                            Index() @342:26
                              .value:
                                Name(id='dq_empty') @342:26
                              .subs:
                                Name(id='i') @342:35
                          .phase:
                            BinOp(op='-') @342:44
                              .lhs:
                                Const(value=1) @342:44
                              .rhs:
                                BinOp(op='%') @342:48
                                  .lhs:
                                    Name(id='last') @342:48
                                  .rhs:
                                    Const(value=2) @342:55
                        ExprStmt() @343:21
                          .value:
                            Call(kwargs=()) @343:21
                              .func:
                                Name(id='store_smem') @343:21
                              .args:
                                Index() @343:32
                                  .value:
                                    Name(id='dq_s') @343:32
                                  .subs:
                                    BinOp(op='+') @343:37
                                      .lhs:
                                        BinOp(op='*') @343:37
                                          .lhs:
                                            Name(id='i') @343:37
                                          .rhs:
                                            Name(id='NWG') @343:41
                                      .rhs:
                                        Name(id='wg') @343:47
                                Name(id='dq_c') @343:52
                        Fence() @344:21
                        Arrive(count=None) @345:21
                          .target:
                            Index() @345:28
                              .value:
                                Name(id='dq_full') @345:28
                              .subs:
                                Name(id='i') @345:36
            Arrive(count=None) @346:9
              .target:
                Index() @346:16
                  .value:
                    Name(id='kv_free') @346:16
                  .subs:
                    Name(id='ks') @346:24
            Assign(targets=('k_scale',)) @347:9
              .value:
                Name(id='sm_scale') @347:19
            Assign(targets=('v_scale',)) @348:9
              .value:
                Const(value=1.0) @348:19
            If(orelse=()) @349:9
              .cond:
                BinOp(op='==') @349:12
                  .lhs:
                    Name(id='ACT') @349:12
                  .rhs:
                    Const(value='silu') @349:19
              .body:
                Assign(targets=('k_scale',)) @350:13
                  .value:
                    BinOp(op='*') @350:23
                      .lhs:
                        Name(id='sm_scale') @350:23
                      .rhs:
                        Name(id='out_scale') @350:34
                Assign(targets=('v_scale',)) @351:13
                  .value:
                    Name(id='out_scale') @351:23
            Assign(targets=('live',)) @352:9
              .value:
                BinOp(op='<') @352:16
                  .lhs:
                    Name(id='krows') @352:16
                  .rhs:
                    Name(id='len_k') @352:24
            Store() @353:9
              .target:
                Index() @353:9
                  .value:
                    Name(id='dk') @353:9
                  .subs:
                    Name(id='seq') @353:12
              .subs:
                Index() @353:17
                  .value:
                    Name(id='krows') @353:17
                  .subs:
                    FullSlice() @353:23
                    Const(value=None) @353:26
                Name(id='kvh') @353:33
                Index() @353:38
                  .value:
                    Name(id='dcols') @353:38
                  .subs:
                    Const(value=None) @353:44
                    FullSlice() @353:50
              .value:
                Call(kwargs=()) @353:56
                  .func:
                    Name(id='cast') @353:56
                  .args:
                    BinOp(op='*') @353:61
                      .lhs:
                        Name(id='acc_k') @353:61
                      .rhs:
                        Name(id='k_scale') @353:69
                    Name(id='DT') @353:78
              .mask:
                Index() @353:88
                  .value:
                    Name(id='live') @353:88
                  .subs:
                    FullSlice() @353:93
                    Const(value=None) @353:96
            Store() @354:9
              .target:
                Index() @354:9
                  .value:
                    Name(id='dv') @354:9
                  .subs:
                    Name(id='seq') @354:12
              .subs:
                Index() @354:17
                  .value:
                    Name(id='krows') @354:17
                  .subs:
                    FullSlice() @354:23
                    Const(value=None) @354:26
                Name(id='kvh') @354:33
                Index() @354:38
                  .value:
                    Name(id='dcols') @354:38
                  .subs:
                    Const(value=None) @354:44
                    FullSlice() @354:50
              .value:
                Call(kwargs=()) @354:56
                  .func:
                    Name(id='cast') @354:56
                  .args:
                    BinOp(op='*') @354:61
                      .lhs:
                        Name(id='acc_v') @354:61
                      .rhs:
                        Name(id='v_scale') @354:69
                    Name(id='DT') @354:78
              .mask:
                Index() @354:88
                  .value:
                    Name(id='live') @354:88
                  .subs:
                    FullSlice() @354:93
                    Const(value=None) @354:96