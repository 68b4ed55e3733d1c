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
        SmemDecl(name='k_tile') @40:5
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
        SmemDecl(name='v_tile') @41:5
          .stages:
            BinOp(op='*') @41:17
              .lhs:
                Name(id='KV_BUF') @41:17
              .rhs:
                BinOp(op='//') @41:27
                  .lhs:
                    Name(id='BLOCK_N') @41:27
                  .rhs:
                    Name(id='WG_N') @41:38
          .dtype:
            Name(id='DT') @41:46
          .shape:
            Name(id='WG_N') @41:49
            Name(id='D') @41:55
        SmemDecl(name='q_ring') @42:5
          .stages:
            Name(id='STAGES') @42:17
          .dtype:
            Name(id='DT') @42:26
          .shape:
            Name(id='BLOCK_M') @42:29
            Name(id='D') @42:38
        SmemDecl(name='do_ring') @43:5
          .stages:
            Name(id='STAGES') @43:18
          .dtype:
            Name(id='DT') @43:27
          .shape:
            Name(id='BLOCK_M') @43:30
            Name(id='D') @43:39
        StaticAssert(message='DQ_COLS divides D and is at most 32') @48:5
          .cond:
            BoolOp(op='and') @48:19
              .values:
                BinOp(op='<=') @48:19
                  .lhs:
                    BinOp(op='*') @48:19
                      .lhs:
                        Name(id='DQ_COLS') @48:19
                      .rhs:
                        Const(value=4) @48:29
                  .rhs:
                    Const(value=128) @48:34
                BinOp(op='==') @48:42
                  .lhs:
                    BinOp(op='%') @48:42
                      .lhs:
                        Name(id='D') @48:42
                      .rhs:
                        Name(id='DQ_COLS') @48:46
                  .rhs:
                    Const(value=0) @48:57
        Assign(targets=('NC',)) @49:5
          .value:
            BinOp(op='//') @49:10
              .lhs:
                Name(id='D') @49:10
              .rhs:
                Name(id='DQ_COLS') @49:15
        SmemDecl(name='kh_tile') @50:5
          .stages:
            BinOp(op='*') @50:18
              .lhs:
                BinOp(op='*') @50:18
                  .lhs:
                    Name(id='KV_BUF') @50:18
                  .rhs:
                    BinOp(op='//') @50:28
                      .lhs:
                        Name(id='BLOCK_N') @50:28
                      .rhs:
                        Name(id='WG_N') @50:39
              .rhs:
                BinOp(op='//') @50:48
                  .lhs:
                    Name(id='D') @50:48
                  .rhs:
                    Name(id='DQ_COLS') @50:53
          .dtype:
            Name(id='DT') @50:64
          .shape:
            Name(id='WG_N') @50:67
            Name(id='DQ_COLS') @50:73
        If() @52:5
          .cond:
            BoolOp(op='and') @52:8
              .values:
                Name(id='DQ_WRITER') @52:8
                BinOp(op='==') @52:22
                  .lhs:
                    Name(id='TARGET') @52:22
                  .rhs:
                    Const(value='gluon') @52:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @53:9
              .cond:
                BinOp(op='==') @53:23
                  .lhs:
                    BinOp(op='%') @53:23
                      .lhs:
                        Name(id='D') @53:23
                      .rhs:
                        BinOp(op='*') @53:28
                          .lhs:
                            Name(id='DQ_COLS') @53:28
                          .rhs:
                            BinOp(op='//') @53:39
                              .lhs:
                                Name(id='BLOCK_N') @53:39
                              .rhs:
                                Name(id='WG_N') @53:50
                  .rhs:
                    Const(value=0) @53:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @54:9
              .cond:
                BinOp(op='==') @54:23
                  .lhs:
                    BinOp(op='%') @54:23
                      .lhs:
                        Name(id='STAGES') @54:23
                      .rhs:
                        Const(value=2) @54:32
                  .rhs:
                    Const(value=0) @54:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @55:9
              .cond:
                BoolOp(op='or') @55:23
                  .values:
                    Unary(op='not') @55:23
                      .operand:
                        Name(id='DQ_EARLY') @55:27
                    BoolOp(op='and') @55:40
                      .values:
                        BinOp(op='==') @55:40
                          .lhs:
                            Name(id='BLOCK_N') @55:40
                          .rhs:
                            BinOp(op='*') @55:51
                              .lhs:
                                Const(value=2) @55:51
                              .rhs:
                                Name(id='WG_N') @55:55
                        BinOp(op='==') @55:64
                          .lhs:
                            BinOp(op='//') @55:64
                              .lhs:
                                Name(id='D') @55:64
                              .rhs:
                                Name(id='DQ_COLS') @55:69
                          .rhs:
                            Const(value=4) @55:80
            SmemDecl(name='ds_s') @57:9
              .stages:
                BinOp(op='*') @57:19
                  .lhs:
                    Name(id='STAGES') @57:19
                  .rhs:
                    BinOp(op='//') @57:29
                      .lhs:
                        Name(id='BLOCK_N') @57:29
                      .rhs:
                        Name(id='WG_N') @57:40
              .dtype:
                Name(id='DT') @57:48
              .shape:
                Name(id='WG_N') @57:51
                Name(id='BLOCK_M') @57:57
            BarrierDecl(name='ds_ready') @58:9
              .size:
                Name(id='STAGES') @58:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @58:40
                    .lhs:
                      Name(id='BLOCK_N') @58:40
                    .rhs:
                      Name(id='WG_N') @58:51
                )
            SmemDecl(name='dq_s') @60:9
              .stages:
                BinOp(op='*') @60:20
                  .lhs:
                    BinOp(op='//') @60:20
                      .lhs:
                        Name(id='BLOCK_N') @60:20
                      .rhs:
                        Name(id='WG_N') @60:31
                  .rhs:
                    BinOp(op='//') @60:40
                      .lhs:
                        BinOp(op='//') @60:40
                          .lhs:
                            Name(id='D') @60:40
                          .rhs:
                            Name(id='DQ_COLS') @60:45
                      .rhs:
                        BinOp(op='//') @60:57
                          .lhs:
                            Name(id='BLOCK_N') @60:57
                          .rhs:
                            Name(id='WG_N') @60:68
              .dtype:
                Name(id='f32') @60:77
              .shape:
                Name(id='BLOCK_M') @60:81
                Name(id='DQ_COLS') @60:90
            BarrierDecl(name='dq_full') @61:9
              .size:
                BinOp(op='//') @61:25
                  .lhs:
                    BinOp(op='//') @61:25
                      .lhs:
                        Name(id='D') @61:25
                      .rhs:
                        Name(id='DQ_COLS') @61:30
                  .rhs:
                    BinOp(op='//') @61:42
                      .lhs:
                        Name(id='BLOCK_N') @61:42
                      .rhs:
                        Name(id='WG_N') @61:53
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @61:66
                    .lhs:
                      Name(id='BLOCK_N') @61:66
                    .rhs:
                      Name(id='WG_N') @61:77
                )
            BarrierDecl(name='dq_empty', kwargs=()) @62:9
              .size:
                BinOp(op='//') @62:26
                  .lhs:
                    BinOp(op='//') @62:26
                      .lhs:
                        Name(id='D') @62:26
                      .rhs:
                        Name(id='DQ_COLS') @62:31
                  .rhs:
                    BinOp(op='//') @62:43
                      .lhs:
                        Name(id='BLOCK_N') @62:43
                      .rhs:
                        Name(id='WG_N') @62:54
          .orelse:
            SmemDecl(name='ds_s') @64:9
              .stages:
                BinOp(op='//') @64:19
                  .lhs:
                    Name(id='BLOCK_N') @64:19
                  .rhs:
                    Name(id='WG_N') @64:30
              .dtype:
                Name(id='DT') @64:37
              .shape:
                Name(id='WG_N') @64:40
                Name(id='BLOCK_M') @64:46
            SmemDecl(name='dq_s') @65:9
              .stages:
                BinOp(op='//') @65:19
                  .lhs:
                    Name(id='BLOCK_N') @65:19
                  .rhs:
                    Name(id='WG_N') @65:30
              .dtype:
                Name(id='f32') @65:37
              .shape:
                Name(id='BLOCK_M') @65:41
                Name(id='DQ_COLS') @65:50
        BarrierDecl(name='kv_ready', kwargs=()) @66:5
          .size:
            Name(id='KV_BUF') @66:22
        BarrierDecl(name='kv_free') @67:5
          .size:
            Name(id='KV_BUF') @67:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @67:35
                .lhs:
                  Name(id='BLOCK_N') @67:35
                .rhs:
                  Name(id='WG_N') @67:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @68:5
          .size:
            Name(id='STAGES') @68:22
        BarrierDecl(name='qd_free') @69:5
          .size:
            Name(id='STAGES') @69:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @69:35
                .lhs:
                  Name(id='BLOCK_N') @69:35
                .rhs:
                  Name(id='WG_N') @69:46
            )
        Assign(targets=('len_q',)) @71:5
          .value:
            Attr(name='len') @71:13
              .value:
                Index() @71:13
                  .value:
                    Name(id='q') @71:13
                  .subs:
                    Name(id='seq') @71:15
        Assign(targets=('len_k',)) @72:5
          .value:
            Attr(name='len') @72:13
              .value:
                Index() @72:13
                  .value:
                    Name(id='k') @72:13
                  .subs:
                    Name(id='seq') @72:15
        Assign(targets=('n',)) @74:5
          .value:
            Name(id='nt') @74:9
        If(orelse=()) @75:5
          .cond:
            Name(id='CAUSAL') @75:8
          .body:
            Assign(targets=('n',)) @76:9
              .value:
                BinOp(op='-') @76:13
                  .lhs:
                    BinOp(op='-') @76:13
                      .lhs:
                        Call(kwargs=()) @76:13
                          .func:
                            Name(id='cdiv') @76:13
                          .args:
                            Name(id='len_k') @76:18
                            Name(id='BLOCK_N') @76:25
                      .rhs:
                        Const(value=1) @76:36
                  .rhs:
                    Name(id='nt') @76:40
        Assign(targets=('group',)) @77:5
          .value:
            BinOp(op='//') @77:13
              .lhs:
                Name(id='H') @77:13
              .rhs:
                Name(id='HKV') @77:18
        Assign(targets=('m_lo',)) @79:5
          .value:
            Const(value=0) @79:12
        If(orelse=()) @80:5
          .cond:
            Name(id='CAUSAL') @80:8
          .body:
            Assign(targets=('m_lo',)) @81:9
              .value:
                BinOp(op='//') @81:16
                  .lhs:
                    Call(kwargs=()) @81:16
                      .func:
                        Name(id='maximum') @81:16
                      .args:
                        BinOp(op='-') @81:24
                          .lhs:
                            BinOp(op='*') @81:24
                              .lhs:
                                Name(id='n') @81:24
                              .rhs:
                                Name(id='BLOCK_N') @81:28
                          .rhs:
                            BinOp(op='-') @81:39
                              .lhs:
                                Name(id='len_k') @81:39
                              .rhs:
                                Name(id='len_q') @81:47
                        Const(value=0) @81:55
                  .rhs:
                    Name(id='BLOCK_M') @81:61
        Assign(targets=('n_m',)) @82:5
          .value:
            Call(kwargs=()) @82:11
              .func:
                Name(id='maximum') @82:11
              .args:
                BinOp(op='-') @82:19
                  .lhs:
                    Call(kwargs=()) @82:19
                      .func:
                        Name(id='cdiv') @82:19
                      .args:
                        Name(id='len_q') @82:24
                        Name(id='BLOCK_M') @82:31
                  .rhs:
                    Name(id='m_lo') @82:42
                Const(value=0) @82:48
        Assign(targets=('steps',)) @83:5
          .value:
            BinOp(op='*') @83:13
              .lhs:
                Name(id='group') @83:13
              .rhs:
                Name(id='n_m') @83:21
        Role(name='load', replica=None) @85:5
          .kwargs:
            (
              'warps'
              Const(value=1) @85:21
            )
            (
              'regs'
              Const(value=24) @85:29
            )
          .body:
            Assign(targets=('ks',)) @86:9
              .value:
                BinOp(op='%') @86:14
                  .lhs:
                    Name(id='tile_index') @86:14
                  .rhs:
                    Name(id='KV_BUF') @86:27
            Wait(phase=None) @87:9
              .target:
                Index() @87:14
                  .value:
                    Name(id='kv_free') @87:14
                  .subs:
                    Name(id='ks') @87:22
            Expect() @88:9
              .target:
                Index() @88:16
                  .value:
                    Name(id='kv_ready') @88:16
                  .subs:
                    Name(id='ks') @88:25
              .nbytes:
                BinOp(op='+') @88:30
                  .lhs:
                    BinOp(op='*') @88:30
                      .lhs:
                        BinOp(op='*') @88:30
                          .lhs:
                            Const(value=2) @88:30
                          .rhs:
                            Name(id='NWG') @88:34
                      .rhs:
                        Call(kwargs=()) @88:40
                          .func:
                            Name(id='bytes') @88:40
                          .args:
                            Name(id='k_tile') @88:46
                  .rhs:
                    BinOp(op='*') @88:56
                      .lhs:
                        BinOp(op='*') @88:56
                          .lhs:
                            Name(id='NC') @88:56
                          .rhs:
                            Name(id='NWG') @88:61
                      .rhs:
                        Call(kwargs=()) @88:67
                          .func:
                            Name(id='bytes') @88:67
                          .args:
                            Name(id='kh_tile') @88:73
            For(var='i') @89:9
              .iter:
                Call(kwargs=()) @89:18
                  .func:
                    Name(id='static_range') @89:18
                  .args:
                    Name(id='NWG') @89:31
              .body:
                Tma() @90:13
                  .dst:
                    Index() @90:17
                      .value:
                        Name(id='k_tile') @90:17
                      .subs:
                        BinOp(op='+') @90:24
                          .lhs:
                            BinOp(op='*') @90:24
                              .lhs:
                                Name(id='ks') @90:24
                              .rhs:
                                Name(id='NWG') @90:29
                          .rhs:
                            Name(id='i') @90:35
                  .src:
                    Index() @90:41
                      .value:
                        Name(id='k') @90:41
                      .subs:
                        Name(id='seq') @90:43
                        BinOp(op='+') @90:48
                          .lhs:
                            BinOp(op='*') @90:48
                              .lhs:
                                Name(id='NWG') @90:48
                              .rhs:
                                Name(id='n') @90:54
                          .rhs:
                            Name(id='i') @90:58
                        Name(id='kvh') @90:61
                  .signals:
                    Index() @90:74
                      .value:
                        Name(id='kv_ready') @90:74
                      .subs:
                        Name(id='ks') @90:83
                Tma() @91:13
                  .dst:
                    Index() @91:17
                      .value:
                        Name(id='v_tile') @91:17
                      .subs:
                        BinOp(op='+') @91:24
                          .lhs:
                            BinOp(op='*') @91:24
                              .lhs:
                                Name(id='ks') @91:24
                              .rhs:
                                Name(id='NWG') @91:29
                          .rhs:
                            Name(id='i') @91:35
                  .src:
                    Index() @91:41
                      .value:
                        Name(id='v') @91:41
                      .subs:
                        Name(id='seq') @91:43
                        BinOp(op='+') @91:48
                          .lhs:
                            BinOp(op='*') @91:48
                              .lhs:
                                Name(id='NWG') @91:48
                              .rhs:
                                Name(id='n') @91:54
                          .rhs:
                            Name(id='i') @91:58
                        Name(id='kvh') @91:61
                  .signals:
                    Index() @91:74
                      .value:
                        Name(id='kv_ready') @91:74
                      .subs:
                        Name(id='ks') @91:83
                For(var='c') @92:13
                  .iter:
                    Call(kwargs=()) @92:22
                      .func:
                        Name(id='static_range') @92:22
                      .args:
                        Name(id='NC') @92:35
                  .body:
                    Tma() @93:17
                      .dst:
                        Index() @93:21
                          .value:
                            Name(id='kh_tile') @93:21
                          .subs:
                            BinOp(op='+') @93:29
                              .lhs:
                                BinOp(op='*') @93:29
                                  .lhs:
                                    Name(id='NC') @93:29
                                  .rhs:
                                    BinOp(op='+') @93:35
                                      .lhs:
                                        BinOp(op='*') @93:35
                                          .lhs:
                                            Name(id='ks') @93:35
                                          .rhs:
                                            Name(id='NWG') @93:40
                                      .rhs:
                                        Name(id='i') @93:46
                              .rhs:
                                Name(id='c') @93:51
                      .src:
                        Index() @93:57
                          .value:
                            Name(id='k') @93:57
                          .subs:
                            Name(id='seq') @93:59
                            BinOp(op='+') @93:64
                              .lhs:
                                BinOp(op='*') @93:64
                                  .lhs:
                                    Name(id='NWG') @93:64
                                  .rhs:
                                    Name(id='n') @93:70
                              .rhs:
                                Name(id='i') @93:74
                            Name(id='kvh') @93:77
                            Name(id='c') @93:82
                      .signals:
                        Index() @93:93
                          .value:
                            Name(id='kv_ready') @93:93
                          .subs:
                            Name(id='ks') @93:102
            Pipeline(var='j', slot='slot', ring='qd') @94:9
              .iter:
                Call(kwargs=()) @94:23
                  .func:
                    Name(id='range') @94:23
                  .args:
                    Name(id='steps') @94:29
              .stages:
                Name(id='STAGES') @94:49
              .body:
                Assign(targets=('head',)) @95:13
                  .value:
                    BinOp(op='+') @95:20
                      .lhs:
                        BinOp(op='*') @95:20
                          .lhs:
                            Name(id='kvh') @95:20
                          .rhs:
                            Name(id='group') @95:26
                      .rhs:
                        BinOp(op='//') @95:34
                          .lhs:
                            Name(id='j') @95:34
                          .rhs:
                            Name(id='n_m') @95:39
                Assign(targets=('mb',)) @96:13
                  .value:
                    BinOp(op='+') @96:18
                      .lhs:
                        Name(id='m_lo') @96:18
                      .rhs:
                        BinOp(op='%') @96:25
                          .lhs:
                            Name(id='j') @96:25
                          .rhs:
                            Name(id='n_m') @96:29
                Wait(phase=None) @97:13
                  .target:
                    Index() @97:18
                      .value:
                        Name(id='qd_free') @97:18
                      .subs:
                        Name(id='slot') @97:26
                Expect() @98:13
                  .target:
                    Index() @98:20
                      .value:
                        Name(id='qd_ready') @98:20
                      .subs:
                        Name(id='slot') @98:29
                  .nbytes:
                    BinOp(op='+') @98:36
                      .lhs:
                        Call(kwargs=()) @98:36
                          .func:
                            Name(id='bytes') @98:36
                          .args:
                            Name(id='q_ring') @98:42
                      .rhs:
                        Call(kwargs=()) @98:52
                          .func:
                            Name(id='bytes') @98:52
                          .args:
                            Name(id='do_ring') @98:58
                Tma() @99:13
                  .dst:
                    Index() @99:17
                      .value:
                        Name(id='q_ring') @99:17
                      .subs:
                        Name(id='slot') @99:24
                  .src:
                    Index() @99:33
                      .value:
                        Name(id='q') @99:33
                      .subs:
                        Name(id='seq') @99:35
                        Name(id='mb') @99:40
                        Name(id='head') @99:44
                  .signals:
                    Index() @99:58
                      .value:
                        Name(id='qd_ready') @99:58
                      .subs:
                        Name(id='slot') @99:67
                Tma() @100:13
                  .dst:
                    Index() @100:17
                      .value:
                        Name(id='do_ring') @100:17
                      .subs:
                        Name(id='slot') @100:25
                  .src:
                    Index() @100:34
                      .value:
                        Name(id='d_o') @100:34
                      .subs:
                        Name(id='seq') @100:38
                        Name(id='mb') @100:43
                        Name(id='head') @100:47
                  .signals:
                    Index() @100:61
                      .value:
                        Name(id='qd_ready') @100:61
                      .subs:
                        Name(id='slot') @100:70
        If(orelse=()) @102:5
          .cond:
            Name(id='WRITER') @102:8
          .body:
            Assign(targets=('NCW',)) @105:9
              .value:
                BinOp(op='//') @105:15
                  .lhs:
                    Name(id='NC') @105:15
                  .rhs:
                    Name(id='NWG') @105:21
            Role(name='dq_writer', replica=None) @106:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @106:30
                )
                (
                  'regs'
                  Const(value=24) @106:38
                )
              .body:
                Pipeline(var='j', slot='ws', ring='qd') @107:13
                  .iter:
                    Call(kwargs=()) @107:27
                      .func:
                        Name(id='range') @107:27
                      .args:
                        Name(id='steps') @107:33
                  .stages:
                    Name(id='STAGES') @107:53
                  .body:
                    Assign(targets=('head',)) @108:17
                      .value:
                        BinOp(op='+') @108:24
                          .lhs:
                            BinOp(op='*') @108:24
                              .lhs:
                                Name(id='kvh') @108:24
                              .rhs:
                                Name(id='group') @108:30
                          .rhs:
                            BinOp(op='//') @108:38
                              .lhs:
                                Name(id='j') @108:38
                              .rhs:
                                Name(id='n_m') @108:43
                    Assign(targets=('mb',)) @109:17
                      .value:
                        BinOp(op='+') @109:22
                          .lhs:
                            Name(id='m_lo') @109:22
                          .rhs:
                            BinOp(op='%') @109:29
                              .lhs:
                                Name(id='j') @109:29
                              .rhs:
                                Name(id='n_m') @109:33
                    For(var='i') @110:17
                      .iter:
                        Call(kwargs=()) @110:26
                          .func:
                            Name(id='static_range') @110:26
                          .args:
                            Name(id='NCW') @110:39
                      .body:
                        Wait(phase=None) @111:21
                          .target:
                            Index() @111:26
                              .value:
                                Name(id='dq_full') @111:26
                              .subs:
                                Name(id='i') @111:34
                        For(var='w') @112:21
                          .iter:
                            Call(kwargs=()) @112:30
                              .func:
                                Name(id='static_range') @112:30
                              .args:
                                Name(id='NWG') @112:43
                          .body:
                            Tma(signals=None, reduce='add') @113:25
                              .dst:
                                Index() @113:29
                                  .value:
                                    Name(id='dq_acc') @113:29
                                  .subs:
                                    Name(id='seq') @113:36
                                    Name(id='mb') @113:41
                                    Name(id='head') @113:45
                                    BinOp(op='+') @113:51
                                      .lhs:
                                        BinOp(op='*') @113:51
                                          .lhs:
                                            Name(id='w') @113:51
                                          .rhs:
                                            Name(id='NCW') @113:55
                                      .rhs:
                                        Name(id='i') @113:61
                              .src:
                                Index() @113:67
                                  .value:
                                    Name(id='dq_s') @113:67
                                  .subs:
                                    BinOp(op='+') @113:72
                                      .lhs:
                                        BinOp(op='*') @113:72
                                          .lhs:
                                            Name(id='i') @113:72
                                          .rhs:
                                            Name(id='NWG') @113:76
                                      .rhs:
                                        Name(id='w') @113:82
                        Arrive(count=None) @114:21
                          .target:
                            Index() @114:28
                              .value:
                                Name(id='dq_empty') @114:28
                              .subs:
                                Name(id='i') @114:37
        Role(name='compute', replica='wg') @116:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @116:29
            )
            (
              'regs'
              Name(id='REGS') @116:39
            )
          .body:
            Assign(targets=('qk_scale',)) @117:9
              .value:
                BinOp(op='*') @117:20
                  .lhs:
                    Name(id='sm_scale') @117:20
                  .rhs:
                    Name(id='LOG2E') @117:31
            Assign(targets=('krow0',)) @118:9
              .value:
                BinOp(op='+') @118:17
                  .lhs:
                    BinOp(op='*') @118:17
                      .lhs:
                        Name(id='n') @118:17
                      .rhs:
                        Name(id='BLOCK_N') @118:21
                  .rhs:
                    BinOp(op='*') @118:31
                      .lhs:
                        Name(id='wg') @118:31
                      .rhs:
                        Name(id='WG_N') @118:36
            Assign(targets=('krows',)) @119:9
              .value:
                BinOp(op='+') @119:17
                  .lhs:
                    Name(id='krow0') @119:17
                  .rhs:
                    Call(kwargs=()) @119:25
                      .func:
                        Name(id='arange') @119:25
                      .args:
                        Name(id='WG_N') @119:32
            Assign(targets=('qcols',)) @120:9
              .value:
                Call(kwargs=()) @120:17
                  .func:
                    Name(id='arange') @120:17
                  .args:
                    Name(id='BLOCK_M') @120:24
            Assign(targets=('dcols',)) @121:9
              .value:
                Call(kwargs=()) @121:17
                  .func:
                    Name(id='arange') @121:17
                  .args:
                    Name(id='D') @121:24
            Assign(targets=('ks',)) @122:9
              .value:
                BinOp(op='%') @122:14
                  .lhs:
                    Name(id='tile_index') @122:14
                  .rhs:
                    Name(id='KV_BUF') @122:27
            Assign(targets=('mine',)) @123:9
              .value:
                BinOp(op='+') @123:16
                  .lhs:
                    BinOp(op='*') @123:16
                      .lhs:
                        Name(id='ks') @123:16
                      .rhs:
                        Name(id='NWG') @123:21
                  .rhs:
                    Name(id='wg') @123:27
            Assign(targets=('acc_k',)) @124:9
              .value:
                Call(kwargs=()) @124:17
                  .func:
                    Name(id='zeros') @124:17
                  .args:
                    ListLit() @124:23
                      .elts:
                        Name(id='WG_N') @124:24
                        Name(id='D') @124:30
                    Name(id='f32') @124:34
            Assign(targets=('acc_v',)) @125:9
              .value:
                Call(kwargs=()) @125:17
                  .func:
                    Name(id='zeros') @125:17
                  .args:
                    ListLit() @125:23
                      .elts:
                        Name(id='WG_N') @125:24
                        Name(id='D') @125:30
                    Name(id='f32') @125:34
            Wait(phase=None) @126:9
              .target:
                Index() @126:14
                  .value:
                    Name(id='kv_ready') @126:14
                  .subs:
                    Name(id='ks') @126:23
            Pipeline(var='j', slot='slot', ring='qd') @127:9
              .iter:
                Call(kwargs=()) @127:23
                  .func:
                    Name(id='range') @127:23
                  .args:
                    Name(id='steps') @127:29
              .stages:
                Name(id='STAGES') @127:49
              .body:
                Assign(targets=('head',)) @128:13
                  .value:
                    BinOp(op='+') @128:20
                      .lhs:
                        BinOp(op='*') @128:20
                          .lhs:
                            Name(id='kvh') @128:20
                          .rhs:
                            Name(id='group') @128:26
                      .rhs:
                        BinOp(op='//') @128:34
                          .lhs:
                            Name(id='j') @128:34
                          .rhs:
                            Name(id='n_m') @128:39
                Assign(targets=('mb',)) @129:13
                  .value:
                    BinOp(op='+') @129:18
                      .lhs:
                        Name(id='m_lo') @129:18
                      .rhs:
                        BinOp(op='%') @129:25
                          .lhs:
                            Name(id='j') @129:25
                          .rhs:
                            Name(id='n_m') @129:29
                Assign(targets=('qpos',)) @130:13
                  .value:
                    BinOp(op='+') @130:20
                      .lhs:
                        BinOp(op='*') @130:20
                          .lhs:
                            Name(id='mb') @130:20
                          .rhs:
                            Name(id='BLOCK_M') @130:25
                      .rhs:
                        Name(id='qcols') @130:35
                Assign(targets=('lse2',)) @131:13
                  .value:
                    Call(kwargs=()) @131:20
                      .func:
                        Name(id='zeros') @131:20
                      .args:
                        ListLit() @131:26
                          .elts:
                            Name(id='BLOCK_M') @131:27
                        Name(id='f32') @131:37
                Assign(targets=('dlt',)) @132:13
                  .value:
                    Call(kwargs=()) @132:19
                      .func:
                        Name(id='zeros') @132:19
                      .args:
                        ListLit() @132:25
                          .elts:
                            Name(id='BLOCK_M') @132:26
                        Name(id='f32') @132:36
                If(orelse=()) @133:13
                  .cond:
                    BinOp(op='==') @133:16
                      .lhs:
                        Name(id='ACT') @133:16
                      .rhs:
                        Const(value='softmax') @133:23
                  .body:
                    Assign(targets=('lse2',)) @134:17
                      .value:
                        BinOp(op='*') @134:24
                          .lhs:
                            Index() @134:24
                              .value:
                                Index() @134:24
                                  .value:
                                    Name(id='lse') @134:24
                                  .subs:
                                    Name(id='seq') @134:28
                              .subs:
                                Name(id='qpos') @134:33
                                Name(id='head') @134:39
                          .rhs:
                            Name(id='LOG2E') @134:47
                    Assign(targets=('dlt',)) @135:17
                      .value:
                        Index() @135:23
                          .value:
                            Index() @135:23
                              .value:
                                Name(id='delta') @135:23
                              .subs:
                                Name(id='seq') @135:29
                          .subs:
                            Name(id='qpos') @135:34
                            Name(id='head') @135:40
                Assign(targets=('edge',)) @138:13
                  .value:
                    BoolOp(op='or') @138:20
                      .values:
                        BinOp(op='>') @138:20
                          .lhs:
                            BinOp(op='*') @138:21
                              .lhs:
                                BinOp(op='+') @138:21
                                  .lhs:
                                    Name(id='mb') @138:21
                                  .rhs:
                                    Const(value=1) @138:26
                              .rhs:
                                Name(id='BLOCK_M') @138:31
                          .rhs:
                            Name(id='len_q') @138:41
                        BinOp(op='>') @138:50
                          .lhs:
                            BinOp(op='+') @138:50
                              .lhs:
                                Name(id='krow0') @138:50
                              .rhs:
                                Name(id='WG_N') @138:58
                          .rhs:
                            Name(id='len_k') @138:65
                If(orelse=()) @139:13
                  .cond:
                    Name(id='CAUSAL') @139:16
                  .body:
                    Assign(targets=('edge',)) @140:17
                      .value:
                        BoolOp(op='or') @140:24
                          .values:
                            Name(id='edge') @140:24
                            BinOp(op='>') @140:32
                              .lhs:
                                BinOp(op='-') @140:32
                                  .lhs:
                                    BinOp(op='+') @140:32
                                      .lhs:
                                        Name(id='krow0') @140:32
                                      .rhs:
                                        Name(id='WG_N') @140:40
                                  .rhs:
                                    Const(value=1) @140:47
                              .rhs:
                                BinOp(op='-') @140:51
                                  .lhs:
                                    BinOp(op='+') @140:51
                                      .lhs:
                                        BinOp(op='*') @140:51
                                          .lhs:
                                            Name(id='mb') @140:51
                                          .rhs:
                                            Name(id='BLOCK_M') @140:56
                                      .rhs:
                                        Name(id='len_k') @140:66
                                  .rhs:
                                    Name(id='len_q') @140:74
                Wait(phase=None) @141:13
                  .target:
                    Index() @141:18
                      .value:
                        Name(id='qd_ready') @141:18
                      .subs:
                        Name(id='slot') @141:27
                Assign(targets=('st_f',)) @142:13
                  .value:
                    Call(kwargs=()) @142:20
                      .func:
                        Name(id='mma_async') @142:20
                      .args:
                        Index() @142:30
                          .value:
                            Name(id='k_tile') @142:30
                          .subs:
                            Name(id='mine') @142:37
                        Attr(name='T') @142:44
                          .value:
                            Index() @142:44
                              .value:
                                Name(id='q_ring') @142:44
                              .subs:
                                Name(id='slot') @142:51
                Assign(targets=('dpt_f',)) @143:13
                  .value:
                    Call(kwargs=()) @143:21
                      .func:
                        Name(id='mma_async') @143:21
                      .args:
                        Index() @143:31
                          .value:
                            Name(id='v_tile') @143:31
                          .subs:
                            Name(id='mine') @143:38
                        Attr(name='T') @143:45
                          .value:
                            Index() @143:45
                              .value:
                                Name(id='do_ring') @143:45
                              .subs:
                                Name(id='slot') @143:53
                Assign(targets=('st',)) @144:13
                  .value:
                    Call() @144:18
                      .func:
                        Name(id='mma_wait') @144:18
                      .args:
                        Name(id='st_f') @144:27
                      .kwargs:
                        (
                          'pending'
                          Const(value=1) @144:41
                        )
                Assign(targets=('pt', 'dact')) @145:13
                  .value:
                    Call(kwargs=()) @145:24
                      .func:
                        Name(id='probs') @145:24
                      .args:
                        Name(id='st') @145:30
                        Name(id='edge') @145:34
                        Index() @145:40
                          .value:
                            Name(id='qpos') @145:40
                          .subs:
                            Const(value=None) @145:45
                            FullSlice() @145:51
                        Index() @145:55
                          .value:
                            Name(id='krows') @145:55
                          .subs:
                            FullSlice() @145:61
                            Const(value=None) @145:64
                        Name(id='len_q') @145:71
                        Name(id='len_k') @145:78
                        Index() @145:85
                          .value:
                            Name(id='lse2') @145:85
                          .subs:
                            Const(value=None) @145:90
                            FullSlice() @145:96
                        Name(id='qk_scale') @145:100
                        Name(id='sm_scale') @146:30
                        Name(id='CAUSAL') @146:40
                        Name(id='ACT') @146:48
                Assign(targets=('dpt',)) @147:13
                  .value:
                    Call(kwargs=()) @147:19
                      .func:
                        Name(id='mma_wait') @147:19
                      .args:
                        Name(id='dpt_f') @147:28
                Assign(targets=('dv_f',)) @149:13
                  .value:
                    Call(kwargs=()) @149:20
                      .func:
                        Name(id='mma_async') @149:20
                      .args:
                        Call(kwargs=()) @149:30
                          .func:
                            Name(id='cast') @149:30
                          .args:
                            Name(id='pt') @149:35
                            Name(id='DT') @149:39
                        Index() @149:44
                          .value:
                            Name(id='do_ring') @149:44
                          .subs:
                            Name(id='slot') @149:52
                        Name(id='acc_v') @149:59
                Assign(targets=('dst',)) @150:13
                  .value:
                    Call(kwargs=()) @150:19
                      .func:
                        Name(id='cast') @150:19
                      .args:
                        Call(kwargs=()) @150:24
                          .func:
                            Name(id='dscores') @150:24
                          .args:
                            Name(id='pt') @150:32
                            Name(id='dact') @150:36
                            Name(id='dpt') @150:42
                            Index() @150:47
                              .value:
                                Name(id='dlt') @150:47
                              .subs:
                                Const(value=None) @150:51
                                FullSlice() @150:57
                            Name(id='ACT') @150:61
                        Name(id='DT') @150:67
                If() @151:13
                  .cond:
                    Name(id='WRITER') @151:16
                  .body:
                    ExprStmt() @153:17
                      .value:
                        Call(kwargs=()) @153:17
                          .func:
                            Name(id='store_smem') @153:17
                          .args:
                            Index() @153:28
                              .value:
                                Name(id='ds_s') @153:28
                              .subs:
                                BinOp(op='+') @153:33
                                  .lhs:
                                    BinOp(op='*') @153:33
                                      .lhs:
                                        Name(id='slot') @153:33
                                      .rhs:
                                        Name(id='NWG') @153:40
                                  .rhs:
                                    Name(id='wg') @153:46
                            Name(id='dst') @153:51
                    Fence() @154:17
                    Arrive(count=None) @155:17
                      .target:
                        Index() @155:24
                          .value:
                            Name(id='ds_ready') @155:24
                          .subs:
                            Name(id='slot') @155:33
                    Assign(targets=('dk_f',)) @156:17
                      .value:
                        Call(kwargs=()) @156:24
                          .func:
                            Name(id='mma_async') @156:24
                          .args:
                            Name(id='dst') @156:34
                            Index() @156:39
                              .value:
                                Name(id='q_ring') @156:39
                              .subs:
                                Name(id='slot') @156:46
                            Name(id='acc_k') @156:53
                    If() @157:17
                      .cond:
                        Name(id='DQ_EARLY') @157:20
                      .body:
                        Assign(targets=('own',)) @160:21
                          .value:
                            BinOp(op='+') @160:27
                              .lhs:
                                BinOp(op='*') @160:27
                                  .lhs:
                                    Name(id='slot') @160:27
                                  .rhs:
                                    Name(id='NWG') @160:34
                              .rhs:
                                Name(id='wg') @160:40
                        Assign(targets=('c0',)) @161:21
                          .value:
                            BinOp(op='*') @161:26
                              .lhs:
                                Name(id='wg') @161:26
                              .rhs:
                                Name(id='NCW') @161:31
                        Assign(targets=('a0',)) @162:21
                          .value:
                            Call(kwargs=()) @162:26
                              .func:
                                Name(id='mma_async') @162:26
                              .args:
                                Attr(name='T') @162:36
                                  .value:
                                    Index() @162:36
                                      .value:
                                        Name(id='ds_s') @162:36
                                      .subs:
                                        Name(id='own') @162:41
                                Index() @162:49
                                  .value:
                                    Name(id='kh_tile') @162:49
                                  .subs:
                                    BinOp(op='+') @162:57
                                      .lhs:
                                        BinOp(op='*') @162:57
                                          .lhs:
                                            Name(id='NC') @162:57
                                          .rhs:
                                            Name(id='mine') @162:62
                                      .rhs:
                                        Name(id='c0') @162:69
                                Call(kwargs=()) @162:74
                                  .func:
                                    Name(id='zeros') @162:74
                                  .args:
                                    ListLit() @162:80
                                      .elts:
                                        Name(id='BLOCK_M') @162:81
                                        Name(id='DQ_COLS') @162:90
                                    Name(id='f32') @162:100
                        Assign(targets=('a1',)) @163:21
                          .value:
                            Call(kwargs=()) @163:26
                              .func:
                                Name(id='mma_async') @163:26
                              .args:
                                Attr(name='T') @163:36
                                  .value:
                                    Index() @163:36
                                      .value:
                                        Name(id='ds_s') @163:36
                                      .subs:
                                        Name(id='own') @163:41
                                Index() @163:49
                                  .value:
                                    Name(id='kh_tile') @163:49
                                  .subs:
                                    BinOp(op='+') @163:57
                                      .lhs:
                                        BinOp(op='+') @163:57
                                          .lhs:
                                            BinOp(op='*') @163:57
                                              .lhs:
                                                Name(id='NC') @163:57
                                              .rhs:
                                                Name(id='mine') @163:62
                                          .rhs:
                                            Name(id='c0') @163:69
                                      .rhs:
                                        Const(value=1) @163:74
                                Call(kwargs=()) @163:78
                                  .func:
                                    Name(id='zeros') @163:78
                                  .args:
                                    ListLit() @163:84
                                      .elts:
                                        Name(id='BLOCK_M') @163:85
                                        Name(id='DQ_COLS') @163:94
                                    Name(id='f32') @163:104
                        Assign(targets=('acc_v',)) @164:21
                          .value:
                            Call() @164:29
                              .func:
                                Name(id='mma_wait') @164:29
                              .args:
                                Name(id='dv_f') @164:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=3) @164:52
                                )
                        Assign(targets=('acc_k',)) @165:21
                          .value:
                            Call() @165:29
                              .func:
                                Name(id='mma_wait') @165:29
                              .args:
                                Name(id='dk_f') @165:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=2) @165:52
                                )
                        Arrive(count=None) @166:21
                          .target:
                            Index() @166:28
                              .value:
                                Name(id='qd_free') @166:28
                              .subs:
                                Name(id='slot') @166:36
                        Assign(targets=('p0',)) @167:21
                          .value:
                            Call() @167:26
                              .func:
                                Name(id='mma_wait') @167:26
                              .args:
                                Name(id='a0') @167:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @167:47
                                )
                        Assign(targets=('p1',)) @168:21
                          .value:
                            Call(kwargs=()) @168:26
                              .func:
                                Name(id='mma_wait') @168:26
                              .args:
                                Name(id='a1') @168:35
                        Wait(phase=None) @169:21
                          .target:
                            Index() @169:26
                              .value:
                                Name(id='ds_ready') @169:26
                              .subs:
                                Name(id='slot') @169:35
                        Assign(targets=('og',)) @170:21
                          .value:
                            BinOp(op='%') @170:27
                              .lhs:
                                BinOp(op='+') @170:27
                                  .lhs:
                                    Name(id='wg') @170:27
                                  .rhs:
                                    Const(value=1) @170:32
                              .rhs:
                                Name(id='NWG') @170:37
                        Assign(targets=('b0',)) @171:21
                          .value:
                            Call(kwargs=()) @171:26
                              .func:
                                Name(id='mma_async') @171:26
                              .args:
                                Attr(name='T') @171:36
                                  .value:
                                    Index() @171:36
                                      .value:
                                        Name(id='ds_s') @171:36
                                      .subs:
                                        BinOp(op='+') @171:41
                                          .lhs:
                                            BinOp(op='*') @171:41
                                              .lhs:
                                                Name(id='slot') @171:41
                                              .rhs:
                                                Name(id='NWG') @171:48
                                          .rhs:
                                            Name(id='og') @171:54
                                Index() @171:61
                                  .value:
                                    Name(id='kh_tile') @171:61
                                  .subs:
                                    BinOp(op='+') @171:69
                                      .lhs:
                                        BinOp(op='*') @171:69
                                          .lhs:
                                            Name(id='NC') @171:69
                                          .rhs:
                                            BinOp(op='+') @171:75
                                              .lhs:
                                                BinOp(op='*') @171:75
                                                  .lhs:
                                                    Name(id='ks') @171:75
                                                  .rhs:
                                                    Name(id='NWG') @171:80
                                              .rhs:
                                                Name(id='og') @171:86
                                      .rhs:
                                        Name(id='c0') @171:92
                                Name(id='p0') @171:97
                        Assign(targets=('b1',)) @172:21
                          .value:
                            Call(kwargs=()) @172:26
                              .func:
                                Name(id='mma_async') @172:26
                              .args:
                                Attr(name='T') @172:36
                                  .value:
                                    Index() @172:36
                                      .value:
                                        Name(id='ds_s') @172:36
                                      .subs:
                                        BinOp(op='+') @172:41
                                          .lhs:
                                            BinOp(op='*') @172:41
                                              .lhs:
                                                Name(id='slot') @172:41
                                              .rhs:
                                                Name(id='NWG') @172:48
                                          .rhs:
                                            Name(id='og') @172:54
                                Index() @172:61
                                  .value:
                                    Name(id='kh_tile') @172:61
                                  .subs:
                                    BinOp(op='+') @172:69
                                      .lhs:
                                        BinOp(op='+') @172:69
                                          .lhs:
                                            BinOp(op='*') @172:69
                                              .lhs:
                                                Name(id='NC') @172:69
                                              .rhs:
                                                BinOp(op='+') @172:75
                                                  .lhs:
                                                    BinOp(op='*') @172:75
                                                      .lhs:
                                                        Name(id='ks') @172:75
                                                      .rhs:
                                                        Name(id='NWG') @172:80
                                                  .rhs:
                                                    Name(id='og') @172:86
                                          .rhs:
                                            Name(id='c0') @172:92
                                      .rhs:
                                        Const(value=1) @172:97
                                Name(id='p1') @172:101
                        Assign(targets=('p0',)) @174:21
                          .value:
                            Call() @174:26
                              .func:
                                Name(id='mma_wait') @174:26
                              .args:
                                Name(id='b0') @174:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @174:47
                                )
                        Wait() @175:21
                          .target:
                            Index() @175:26
                              .value:
                                Name(id='dq_empty') @175:26
                              .subs:
                                Const(value=0) @175:35
                          .phase:
                            BinOp(op='-') @175:44
                              .lhs:
                                Const(value=1) @175:44
                              .rhs:
                                BinOp(op='%') @175:48
                                  .lhs:
                                    Name(id='slot') @175:48
                                  .rhs:
                                    Const(value=2) @175:55
                        ExprStmt() @176:21
                          .value:
                            Call(kwargs=()) @176:21
                              .func:
                                Name(id='store_smem') @176:21
                              .args:
                                Index() @176:32
                                  .value:
                                    Name(id='dq_s') @176:32
                                  .subs:
                                    Name(id='wg') @176:37
                                Name(id='p0') @176:42
                        Fence() @177:21
                        Arrive(count=None) @178:21
                          .target:
                            Index() @178:28
                              .value:
                                Name(id='dq_full') @178:28
                              .subs:
                                Const(value=0) @178:36
                        Assign(targets=('p1',)) @179:21
                          .value:
                            Call(kwargs=()) @179:26
                              .func:
                                Name(id='mma_wait') @179:26
                              .args:
                                Name(id='b1') @179:35
                        Wait() @180:21
                          .target:
                            Index() @180:26
                              .value:
                                Name(id='dq_empty') @180:26
                              .subs:
                                Const(value=1) @180:35
                          .phase:
                            BinOp(op='-') @180:44
                              .lhs:
                                Const(value=1) @180:44
                              .rhs:
                                BinOp(op='%') @180:48
                                  .lhs:
                                    Name(id='slot') @180:48
                                  .rhs:
                                    Const(value=2) @180:55
                        ExprStmt() @181:21
                          .value:
                            Call(kwargs=()) @181:21
                              .func:
                                Name(id='store_smem') @181:21
                              .args:
                                Index() @181:32
                                  .value:
                                    Name(id='dq_s') @181:32
                                  .subs:
                                    BinOp(op='+') @181:37
                                      .lhs:
                                        Name(id='NWG') @181:37
                                      .rhs:
                                        Name(id='wg') @181:43
                                Name(id='p1') @181:48
                        Fence() @182:21
                        Arrive(count=None) @183:21
                          .target:
                            Index() @183:28
                              .value:
                                Name(id='dq_full') @183:28
                              .subs:
                                Const(value=1) @183:36
                      .orelse:
                        Assign(targets=('acc_v',)) @185:21
                          .value:
                            Call() @185:29
                              .func:
                                Name(id='mma_wait') @185:29
                              .args:
                                Name(id='dv_f') @185:38
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @185:52
                                )
                        Assign(targets=('acc_k',)) @186:21
                          .value:
                            Call(kwargs=()) @186:29
                              .func:
                                Name(id='mma_wait') @186:29
                              .args:
                                Name(id='dk_f') @186:38
                        Arrive(count=None) @187:21
                          .target:
                            Index() @187:28
                              .value:
                                Name(id='qd_free') @187:28
                              .subs:
                                Name(id='slot') @187:36
                        Wait(phase=None) @188:21
                          .target:
                            Index() @188:26
                              .value:
                                Name(id='ds_ready') @188:26
                              .subs:
                                Name(id='slot') @188:35
                        For(var='i') @191:21
                          .iter:
                            Call(kwargs=()) @191:30
                              .func:
                                Name(id='static_range') @191:30
                              .args:
                                Name(id='NCW') @191:43
                          .body:
                            Assign(targets=('c',)) @192:25
                              .value:
                                BinOp(op='+') @192:29
                                  .lhs:
                                    BinOp(op='*') @192:29
                                      .lhs:
                                        Name(id='wg') @192:29
                                      .rhs:
                                        Name(id='NCW') @192:34
                                  .rhs:
                                    Name(id='i') @192:40
                            Assign(targets=('dq_c',)) @193:25
                              .value:
                                Call(kwargs=()) @193:32
                                  .func:
                                    Name(id='zeros') @193:32
                                  .args:
                                    ListLit() @193:38
                                      .elts:
                                        Name(id='BLOCK_M') @193:39
                                        Name(id='DQ_COLS') @193:48
                                    Name(id='f32') @193:58
                            For(var='g') @194:25
                              .iter:
                                Call(kwargs=()) @194:34
                                  .func:
                                    Name(id='static_range') @194:34
                                  .args:
                                    Name(id='NWG') @194:47
                              .body:
                                Assign(targets=('gg',)) @195:29
                                  .value:
                                    BinOp(op='%') @195:35
                                      .lhs:
                                        BinOp(op='+') @195:35
                                          .lhs:
                                            Name(id='wg') @195:35
                                          .rhs:
                                            Name(id='g') @195:40
                                      .rhs:
                                        Name(id='NWG') @195:45
                                Assign(targets=('dq_c',)) @196:29
                                  .value:
                                    Call(kwargs=()) @196:36
                                      .func:
                                        Name(id='mma_wait') @196:36
                                      .args:
                                        Call(kwargs=()) @196:45
                                          .func:
                                            Name(id='mma_async') @196:45
                                          .args:
                                            Attr(name='T') @196:55
                                              .value:
                                                Index() @196:55
                                                  .value:
                                                    Name(id='ds_s') @196:55
                                                  .subs:
                                                    BinOp(op='+') @196:60
                                                      .lhs:
                                                        BinOp(op='*') @196:60
                                                          .lhs:
                                                            Name(id='slot') @196:60
                                                          .rhs:
                                                            Name(id='NWG') @196:67
                                                      .rhs:
                                                        Name(id='gg') @196:73
                                            Index() @196:80
                                              .value:
                                                Name(id='kh_tile') @196:80
                                              .subs:
                                                BinOp(op='+') @196:88
                                                  .lhs:
                                                    BinOp(op='*') @196:88
                                                      .lhs:
                                                        Name(id='NC') @196:88
                                                      .rhs:
                                                        BinOp(op='+') @196:94
                                                          .lhs:
                                                            BinOp(op='*') @196:94
                                                              .lhs:
                                                                Name(id='ks') @196:94
                                                              .rhs:
                                                                Name(id='NWG') @196:99
                                                          .rhs:
                                                            Name(id='gg') @196:105
                                                  .rhs:
                                                    Name(id='c') @196:111
                                            Name(id='dq_c') @196:115
                            Wait() @199:25
                              .target:
                                Index() @199:30
                                  .value:
                                    Name(id='dq_empty') @199:30
                                  .subs:
                                    Name(id='i') @199:39
                              .phase:
                                BinOp(op='-') @199:48
                                  .lhs:
                                    Const(value=1) @199:48
                                  .rhs:
                                    BinOp(op='%') @199:52
                                      .lhs:
                                        Name(id='slot') @199:52
                                      .rhs:
                                        Const(value=2) @199:59
                            ExprStmt() @200:25
                              .value:
                                Call(kwargs=()) @200:25
                                  .func:
                                    Name(id='store_smem') @200:25
                                  .args:
                                    Index() @200:36
                                      .value:
                                        Name(id='dq_s') @200:36
                                      .subs:
                                        BinOp(op='+') @200:41
                                          .lhs:
                                            BinOp(op='*') @200:41
                                              .lhs:
                                                Name(id='i') @200:41
                                              .rhs:
                                                Name(id='NWG') @200:45
                                          .rhs:
                                            Name(id='wg') @200:51
                                    Name(id='dq_c') @200:56
                            Fence() @201:25
                            Arrive(count=None) @202:25
                              .target:
                                Index() @202:32
                                  .value:
                                    Name(id='dq_full') @202:32
                                  .subs:
                                    Name(id='i') @202:40
                  .orelse:
                    ExprStmt() @205:17
                      .value:
                        Call(kwargs=()) @205:17
                          .func:
                            Name(id='store_smem') @205:17
                          .args:
                            Index() @205:28
                              .value:
                                Name(id='ds_s') @205:28
                              .subs:
                                Name(id='wg') @205:33
                            Name(id='dst') @205:38
                    Fence() @206:17
                    Assign(targets=('dq_f',)) @207:17
                      .value:
                        Call(kwargs=()) @207:24
                          .func:
                            Name(id='mma_async') @207:24
                          .args:
                            Attr(name='T') @207:34
                              .value:
                                Index() @207:34
                                  .value:
                                    Name(id='ds_s') @207:34
                                  .subs:
                                    Name(id='wg') @207:39
                            Index() @207:46
                              .value:
                                Name(id='kh_tile') @207:46
                              .subs:
                                BinOp(op='*') @207:54
                                  .lhs:
                                    Name(id='NC') @207:54
                                  .rhs:
                                    Name(id='mine') @207:59
                    Assign(targets=('dk_f',)) @208:17
                      .value:
                        Call(kwargs=()) @208:24
                          .func:
                            Name(id='mma_async') @208:24
                          .args:
                            Name(id='dst') @208:34
                            Index() @208:39
                              .value:
                                Name(id='q_ring') @208:39
                              .subs:
                                Name(id='slot') @208:46
                            Name(id='acc_k') @208:53
                    Assign(targets=('acc_v',)) @209:17
                      .value:
                        Call() @209:25
                          .func:
                            Name(id='mma_wait') @209:25
                          .args:
                            Name(id='dv_f') @209:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @209:48
                            )
                    Assign(targets=('dq_c',)) @213:17
                      .value:
                        Call() @213:24
                          .func:
                            Name(id='mma_wait') @213:24
                          .args:
                            Name(id='dq_f') @213:33
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @213:47
                            )
                    ExprStmt() @214:17
                      .value:
                        Call(kwargs=()) @214:17
                          .func:
                            Name(id='store_smem') @214:17
                          .args:
                            Index() @214:28
                              .value:
                                Name(id='dq_s') @214:28
                              .subs:
                                Name(id='wg') @214:33
                            Name(id='dq_c') @214:38
                    Fence() @215:17
                    Tma(signals=None, reduce='add') @216:17
                      .dst:
                        Index() @216:21
                          .value:
                            Name(id='dq_acc') @216:21
                          .subs:
                            Name(id='seq') @216:28
                            Name(id='mb') @216:33
                            Name(id='head') @216:37
                            Const(value=0) @216:43
                      .src:
                        Index() @216:49
                          .value:
                            Name(id='dq_s') @216:49
                          .subs:
                            Name(id='wg') @216:54
                    Assign(targets=('dq_f',)) @217:17
                      .value:
                        Call(kwargs=()) @217:24
                          .func:
                            Name(id='mma_async') @217:24
                          .args:
                            Attr(name='T') @217:34
                              .value:
                                Index() @217:34
                                  .value:
                                    Name(id='ds_s') @217:34
                                  .subs:
                                    Name(id='wg') @217:39
                            Index() @217:46
                              .value:
                                Name(id='kh_tile') @217:46
                              .subs:
                                BinOp(op='+') @217:54
                                  .lhs:
                                    BinOp(op='*') @217:54
                                      .lhs:
                                        Name(id='NC') @217:54
                                      .rhs:
                                        Name(id='mine') @217:59
                                  .rhs:
                                    Const(value=1) @217:66
                    Assign(targets=('acc_k',)) @218:17
                      .value:
                        Call() @218:25
                          .func:
                            Name(id='mma_wait') @218:25
                          .args:
                            Name(id='dk_f') @218:34
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @218:48
                            )
                    Assign(targets=('dq_c',)) @219:17
                      .value:
                        Call(kwargs=()) @219:24
                          .func:
                            Name(id='mma_wait') @219:24
                          .args:
                            Name(id='dq_f') @219:33
                    Arrive(count=None) @220:17
                      .target:
                        Index() @220:24
                          .value:
                            Name(id='qd_free') @220:24
                          .subs:
                            Name(id='slot') @220:32
                    ExprStmt() @221:17
                      .value:
                        Call(kwargs=()) @221:17
                          .func:
                            Name(id='store_smem') @221:17
                          .args:
                            Index() @221:28
                              .value:
                                Name(id='dq_s') @221:28
                              .subs:
                                Name(id='wg') @221:33
                            Name(id='dq_c') @221:38
                    Fence() @222:17
                    Tma(signals=None, reduce='add') @223:17
                      .dst:
                        Index() @223:21
                          .value:
                            Name(id='dq_acc') @223:21
                          .subs:
                            Name(id='seq') @223:28
                            Name(id='mb') @223:33
                            Name(id='head') @223:37
                            Const(value=1) @223:43
                      .src:
                        Index() @223:49
                          .value:
                            Name(id='dq_s') @223:49
                          .subs:
                            Name(id='wg') @223:54
                    For(var='c') @224:17
                      .iter:
                        Call(kwargs=()) @224:26
                          .func:
                            Name(id='static_range') @224:26
                          .args:
                            Const(value=2) @224:39
                            Name(id='NC') @224:42
                      .body:
                        Assign(targets=('dq_c',)) @225:21
                          .value:
                            Call(kwargs=()) @225:28
                              .func:
                                Name(id='mma_wait') @225:28
                              .args:
                                Call(kwargs=()) @225:37
                                  .func:
                                    Name(id='mma_async') @225:37
                                  .args:
                                    Attr(name='T') @225:47
                                      .value:
                                        Index() @225:47
                                          .value:
                                            Name(id='ds_s') @225:47
                                          .subs:
                                            Name(id='wg') @225:52
                                    Index() @225:59
                                      .value:
                                        Name(id='kh_tile') @225:59
                                      .subs:
                                        BinOp(op='+') @225:67
                                          .lhs:
                                            BinOp(op='*') @225:67
                                              .lhs:
                                                Name(id='NC') @225:67
                                              .rhs:
                                                Name(id='mine') @225:72
                                          .rhs:
                                            Name(id='c') @225:79
                        ExprStmt() @226:21
                          .value:
                            Call(kwargs=()) @226:21
                              .func:
                                Name(id='store_smem') @226:21
                              .args:
                                Index() @226:32
                                  .value:
                                    Name(id='dq_s') @226:32
                                  .subs:
                                    Name(id='wg') @226:37
                                Name(id='dq_c') @226:42
                        Fence() @227:21
                        Tma(signals=None, reduce='add') @228:21
                          .dst:
                            Index() @228:25
                              .value:
                                Name(id='dq_acc') @228:25
                              .subs:
                                Name(id='seq') @228:32
                                Name(id='mb') @228:37
                                Name(id='head') @228:41
                                Name(id='c') @228:47
                          .src:
                            Index() @228:53
                              .value:
                                Name(id='dq_s') @228:53
                              .subs:
                                Name(id='wg') @228:58
            Arrive(count=None) @229:9
              .target:
                Index() @229:16
                  .value:
                    Name(id='kv_free') @229:16
                  .subs:
                    Name(id='ks') @229:24
            Assign(targets=('k_scale',)) @230:9
              .value:
                Name(id='sm_scale') @230:19
            Assign(targets=('v_scale',)) @231:9
              .value:
                Const(value=1.0) @231:19
            If(orelse=()) @232:9
              .cond:
                BinOp(op='==') @232:12
                  .lhs:
                    Name(id='ACT') @232:12
                  .rhs:
                    Const(value='silu') @232:19
              .body:
                Assign(targets=('k_scale',)) @233:13
                  .value:
                    BinOp(op='*') @233:23
                      .lhs:
                        Name(id='sm_scale') @233:23
                      .rhs:
                        Name(id='out_scale') @233:34
                Assign(targets=('v_scale',)) @234:13
                  .value:
                    Name(id='out_scale') @234:23
            Assign(targets=('live',)) @235:9
              .value:
                BinOp(op='<') @235:16
                  .lhs:
                    Name(id='krows') @235:16
                  .rhs:
                    Name(id='len_k') @235:24
            Store() @236:9
              .target:
                Index() @236:9
                  .value:
                    Name(id='dk') @236:9
                  .subs:
                    Name(id='seq') @236:12
              .subs:
                Index() @236:17
                  .value:
                    Name(id='krows') @236:17
                  .subs:
                    FullSlice() @236:23
                    Const(value=None) @236:26
                Name(id='kvh') @236:33
                Index() @236:38
                  .value:
                    Name(id='dcols') @236:38
                  .subs:
                    Const(value=None) @236:44
                    FullSlice() @236:50
              .value:
                Call(kwargs=()) @236:56
                  .func:
                    Name(id='cast') @236:56
                  .args:
                    BinOp(op='*') @236:61
                      .lhs:
                        Name(id='acc_k') @236:61
                      .rhs:
                        Name(id='k_scale') @236:69
                    Name(id='DT') @236:78
              .mask:
                Index() @236:88
                  .value:
                    Name(id='live') @236:88
                  .subs:
                    FullSlice() @236:93
                    Const(value=None) @236:96
            Store() @237:9
              .target:
                Index() @237:9
                  .value:
                    Name(id='dv') @237:9
                  .subs:
                    Name(id='seq') @237:12
              .subs:
                Index() @237:17
                  .value:
                    Name(id='krows') @237:17
                  .subs:
                    FullSlice() @237:23
                    Const(value=None) @237:26
                Name(id='kvh') @237:33
                Index() @237:38
                  .value:
                    Name(id='dcols') @237:38
                  .subs:
                    Const(value=None) @237:44
                    FullSlice() @237:50
              .value:
                Call(kwargs=()) @237:56
                  .func:
                    Name(id='cast') @237:56
                  .args:
                    BinOp(op='*') @237:61
                      .lhs:
                        Name(id='acc_v') @237:61
                      .rhs:
                        Name(id='v_scale') @237:69
                    Name(id='DT') @237:78
              .mask:
                Index() @237:88
                  .value:
                    Name(id='live') @237:88
                  .subs:
                    FullSlice() @237:93
                    Const(value=None) @237:96