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
        Return() @82:5
          .values:
            Call(kwargs=()) @82:12
              .func:
                Name(id='lse_delta_at') @82:12
              .args:
                Name(id='head') @82:25
                Name(id='mb') @82:31
                Name(id='q0') @82:35
                Name(id='len_q') @82:39
                Name(id='qcols') @82:46
                Name(id='lse2_t') @82:53
                Name(id='delta_t') @82:61
                Name(id='BLOCK_M') @82:70
    FuncDef(name='lse_delta_at', params=('head', 'mb', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @84:1
      .body:
        Assign(targets=('qi',)) @85:5
          .value:
            BinOp(op='+') @85:10
              .lhs:
                Name(id='q0') @85:10
              .rhs:
                Call(kwargs=()) @85:15
                  .func:
                    Name(id='maximum') @85:15
                  .args:
                    Call(kwargs=()) @85:23
                      .func:
                        Name(id='minimum') @85:23
                      .args:
                        BinOp(op='+') @85:31
                          .lhs:
                            BinOp(op='*') @85:31
                              .lhs:
                                Name(id='mb') @85:31
                              .rhs:
                                Name(id='BLOCK_M') @85:36
                          .rhs:
                            Name(id='qcols') @85:46
                        BinOp(op='-') @85:53
                          .lhs:
                            Name(id='len_q') @85:53
                          .rhs:
                            Const(value=1) @85:61
                    Const(value=0) @85:65
        Return() @86:5
          .values:
            Index() @86:12
              .value:
                Name(id='lse2_t') @86:12
              .subs:
                Name(id='head') @86:19
                Name(id='qi') @86:25
            Index() @86:30
              .value:
                Name(id='delta_t') @86:30
              .subs:
                Name(id='head') @86:38
                Name(id='qi') @86:44
    FuncDef(name='lse_delta_slots', params=('head', 'mb', 'q0', 'len_q', 'lse2_t', 'delta_t', 'BLOCK_M', 'SMEM_P')) @90:1
      .body:
        Assign(targets=('lse2', 'dlt')) @91:5
          .value:
            Call(kwargs=()) @91:17
              .func:
                Name(id='lse_delta_at') @91:17
              .args:
                Name(id='head') @91:30
                Name(id='mb') @91:36
                Name(id='q0') @91:40
                Name(id='len_q') @91:44
                Call(kwargs=()) @91:51
                  .func:
                    Name(id='arange') @91:51
                  .args:
                    Name(id='BLOCK_M') @91:58
                Name(id='lse2_t') @91:68
                Name(id='delta_t') @91:76
                Name(id='BLOCK_M') @91:85
        If(orelse=()) @92:5
          .cond:
            Name(id='SMEM_P') @92:8
          .body:
            Return() @93:9
              .values:
                Index() @93:16
                  .value:
                    Name(id='lse2') @93:16
                  .subs:
                    FullSlice() @93:21
                    Const(value=None) @93:24
                Index() @93:31
                  .value:
                    Name(id='dlt') @93:31
                  .subs:
                    FullSlice() @93:35
                    Const(value=None) @93:38
        Return() @94:5
          .values:
            Index() @94:12
              .value:
                Name(id='lse2') @94:12
              .subs:
                Const(value=None) @94:17
                FullSlice() @94:23
            Index() @94:27
              .value:
                Name(id='dlt') @94:27
              .subs:
                Const(value=None) @94:31
                FullSlice() @94:37
    FuncDef(name='part_bounds', params=('part', 'n_xs', 'steps', 'SPLIT')) @97:1
      .body:
        If(orelse=()) @98:5
          .cond:
            Name(id='SPLIT') @98:8
          .body:
            If(orelse=()) @99:9
              .cond:
                BinOp(op='==') @99:12
                  .lhs:
                    Name(id='part') @99:12
                  .rhs:
                    Const(value=0) @99:20
              .body:
                Return() @100:13
                  .values:
                    Const(value=0) @100:20
                    Name(id='n_xs') @100:23
            Return() @101:9
              .values:
                Name(id='n_xs') @101:16
                Name(id='steps') @101:22
        Return() @102:5
          .values:
            Const(value=0) @102:12
            Name(id='steps') @102:15
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
        StaticAssert(message='DQ_LAG: with DQ_WRITER, not with DQ_EARLY') @54:5
          .cond:
            BoolOp(op='or') @54:19
              .values:
                Unary(op='not') @54:19
                  .operand:
                    Name(id='DQ_LAG') @54:23
                BoolOp(op='and') @54:34
                  .values:
                    Name(id='DQ_WRITER') @54:34
                    Unary(op='not') @54:48
                      .operand:
                        Name(id='DQ_EARLY') @54:52
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
                        Assign(targets=('lse2_c', 'dlt_c')) @165:21
                          .value:
                            Call(kwargs=()) @165:37
                              .func:
                                Name(id='lse_delta_slots') @165:37
                              .args:
                                Name(id='head') @165:53
                                Name(id='mb') @165:59
                                Name(id='q0') @165:63
                                Name(id='len_q') @165:67
                                Name(id='lse2_t') @165:74
                                Name(id='delta_t') @165:82
                                Name(id='BLOCK_M') @165:91
                                Name(id='SMEM_P') @165:100
                        ExprStmt() @166:21
                          .value:
                            Call(kwargs=()) @166:21
                              .func:
                                Name(id='store_smem') @166:21
                              .args:
                                Index() @166:32
                                  .value:
                                    Name(id='lse_s') @166:32
                                  .subs:
                                    Name(id='slot') @166:38
                                Name(id='lse2_c') @166:45
                        ExprStmt() @167:21
                          .value:
                            Call(kwargs=()) @167:21
                              .func:
                                Name(id='store_smem') @167:21
                              .args:
                                Index() @167:32
                                  .value:
                                    Name(id='dl_s') @167:32
                                  .subs:
                                    Name(id='slot') @167:37
                                Name(id='dlt_c') @167:44
                    Expect() @168:17
                      .target:
                        Index() @168:24
                          .value:
                            Name(id='qd_ready') @168:24
                          .subs:
                            Name(id='slot') @168:33
                      .nbytes:
                        BinOp(op='+') @168:40
                          .lhs:
                            Call(kwargs=()) @168:40
                              .func:
                                Name(id='bytes') @168:40
                              .args:
                                Name(id='q_ring') @168:46
                          .rhs:
                            Call(kwargs=()) @168:56
                              .func:
                                Name(id='bytes') @168:56
                              .args:
                                Name(id='do_ring') @168:62
                    Tma() @169:17
                      .dst:
                        Index() @169:21
                          .value:
                            Name(id='q_ring') @169:21
                          .subs:
                            Name(id='slot') @169:28
                      .src:
                        Index() @169:37
                          .value:
                            Name(id='q') @169:37
                          .subs:
                            Name(id='seq') @169:39
                            Name(id='mb') @169:44
                            Name(id='head') @169:48
                      .signals:
                        Index() @169:62
                          .value:
                            Name(id='qd_ready') @169:62
                          .subs:
                            Name(id='slot') @169:71
                    Tma() @170:17
                      .dst:
                        Index() @170:21
                          .value:
                            Name(id='do_ring') @170:21
                          .subs:
                            Name(id='slot') @170:29
                      .src:
                        Index() @170:38
                          .value:
                            Name(id='d_o') @170:38
                          .subs:
                            Name(id='seq') @170:42
                            Name(id='mb') @170:47
                            Name(id='head') @170:51
                      .signals:
                        Index() @170:65
                          .value:
                            Name(id='qd_ready') @170:65
                          .subs:
                            Name(id='slot') @170:74
        If(orelse=()) @172:5
          .cond:
            Name(id='WRITER') @172:8
          .body:
            Assign(targets=('NCW',)) @175:9
              .value:
                BinOp(op='//') @175:15
                  .lhs:
                    Name(id='NC') @175:15
                  .rhs:
                    Name(id='NWG') @175:21
            Role(name='dq_writer', replica=None) @176:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @176:30
                )
                (
                  'regs'
                  Const(value=24) @176:38
                )
              .body:
                For(var='part') @177:13
                  .iter:
                    Call(kwargs=()) @177:25
                      .func:
                        Name(id='static_range') @177:25
                      .args:
                        Name(id='PARTS') @177:38
                  .body:
                    Assign(targets=('lo', 'hi')) @178:17
                      .value:
                        Call(kwargs=()) @178:26
                          .func:
                            Name(id='fused_part_bounds') @178:26
                          .args:
                            Name(id='part') @178:44
                            Name(id='LAG') @178:50
                            Name(id='SPLIT') @178:55
                            Name(id='n_xs') @178:62
                            Name(id='steps') @178:68
                    Pipeline(var='j', slot='ws', ring='qd') @179:17
                      .iter:
                        Call(kwargs=()) @179:31
                          .func:
                            Name(id='range') @179:31
                          .args:
                            Name(id='lo') @179:37
                            Name(id='hi') @179:41
                      .stages:
                        Name(id='STAGES') @179:58
                      .body:
                        Assign(targets=('head', 'mb')) @180:21
                          .value:
                            Call(kwargs=()) @180:32
                              .func:
                                Name(id='step_block') @180:32
                              .args:
                                Name(id='j') @180:43
                                Unary(op='-') @180:46
                                  .operand:
                                    Const(value=1) @180:47
                                BinOp(op='*') @180:50
                                  .lhs:
                                    Name(id='kvh') @180:50
                                  .rhs:
                                    Name(id='group') @180:56
                                Name(id='m_lo') @180:63
                                Name(id='rot') @180:69
                                Name(id='n_m') @180:74
                                Name(id='n_x') @180:79
                                Name(id='n_xs') @180:84
                                Name(id='SPLIT') @180:90
                        For(var='i') @181:21
                          .iter:
                            Call(kwargs=()) @181:30
                              .func:
                                Name(id='static_range') @181:30
                              .args:
                                Name(id='NCW') @181:43
                          .body:
                            Wait(phase=None) @182:25
                              .target:
                                Index() @182:30
                                  .value:
                                    Name(id='dq_full') @182:30
                                  .subs:
                                    Name(id='i') @182:38
                            For(var='w') @183:25
                              .iter:
                                Call(kwargs=()) @183:34
                                  .func:
                                    Name(id='static_range') @183:34
                                  .args:
                                    Name(id='NWG') @183:47
                              .body:
                                Tma(signals=None, reduce='add') @184:29
                                  .dst:
                                    Index() @184:33
                                      .value:
                                        Name(id='dq_acc') @184:33
                                      .subs:
                                        Name(id='seq') @184:40
                                        Name(id='mb') @184:45
                                        Name(id='head') @184:49
                                        BinOp(op='+') @184:55
                                          .lhs:
                                            BinOp(op='*') @184:55
                                              .lhs:
                                                Name(id='w') @184:55
                                              .rhs:
                                                Name(id='NCW') @184:59
                                          .rhs:
                                            Name(id='i') @184:65
                                  .src:
                                    Index() @184:71
                                      .value:
                                        Name(id='dq_s') @184:71
                                      .subs:
                                        BinOp(op='+') @184:76
                                          .lhs:
                                            BinOp(op='*') @184:76
                                              .lhs:
                                                Name(id='i') @184:76
                                              .rhs:
                                                Name(id='NWG') @184:80
                                          .rhs:
                                            Name(id='w') @184:86
                            Arrive(count=None) @185:25
                              .target:
                                Index() @185:32
                                  .value:
                                    Name(id='dq_empty') @185:32
                                  .subs:
                                    Name(id='i') @185:41
        Role(name='compute', replica='wg') @187:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @187:29
            )
            (
              'regs'
              Name(id='REGS') @187:39
            )
          .body:
            Assign(targets=('qk_scale',)) @188:9
              .value:
                BinOp(op='*') @188:20
                  .lhs:
                    Name(id='sm_scale') @188:20
                  .rhs:
                    Name(id='LOG2E') @188:31
            Assign(targets=('krow0',)) @189:9
              .value:
                BinOp(op='+') @189:17
                  .lhs:
                    BinOp(op='*') @189:17
                      .lhs:
                        Name(id='n') @189:17
                      .rhs:
                        Name(id='BLOCK_N') @189:21
                  .rhs:
                    BinOp(op='*') @189:31
                      .lhs:
                        Name(id='wg') @189:31
                      .rhs:
                        Name(id='WG_N') @189:36
            Assign(targets=('krows',)) @190:9
              .value:
                BinOp(op='+') @190:17
                  .lhs:
                    Name(id='krow0') @190:17
                  .rhs:
                    Call(kwargs=()) @190:25
                      .func:
                        Name(id='arange') @190:25
                      .args:
                        Name(id='WG_N') @190:32
            Assign(targets=('qcols',)) @191:9
              .value:
                Call(kwargs=()) @191:17
                  .func:
                    Name(id='arange') @191:17
                  .args:
                    Name(id='BLOCK_M') @191:24
            Assign(targets=('dcols',)) @192:9
              .value:
                Call(kwargs=()) @192:17
                  .func:
                    Name(id='arange') @192:17
                  .args:
                    Name(id='D') @192:24
            Assign(targets=('ks',)) @193:9
              .value:
                BinOp(op='%') @193:14
                  .lhs:
                    Name(id='tile_index') @193:14
                  .rhs:
                    Name(id='KV_BUF') @193:27
            Assign(targets=('mine',)) @194:9
              .value:
                BinOp(op='+') @194:16
                  .lhs:
                    BinOp(op='*') @194:16
                      .lhs:
                        Name(id='ks') @194:16
                      .rhs:
                        Name(id='NWG') @194:21
                  .rhs:
                    Name(id='wg') @194:27
            Assign(targets=('acc_k',)) @195:9
              .value:
                Call(kwargs=()) @195:17
                  .func:
                    Name(id='zeros') @195:17
                  .args:
                    ListLit() @195:23
                      .elts:
                        Name(id='WG_N') @195:24
                        Name(id='D') @195:30
                    Name(id='f32') @195:34
            Assign(targets=('acc_v',)) @196:9
              .value:
                Call(kwargs=()) @196:17
                  .func:
                    Name(id='zeros') @196:17
                  .args:
                    ListLit() @196:23
                      .elts:
                        Name(id='WG_N') @196:24
                        Name(id='D') @196:30
                    Name(id='f32') @196:34
            Wait(phase=None) @197:9
              .target:
                Index() @197:14
                  .value:
                    Name(id='kv_ready') @197:14
                  .subs:
                    Name(id='ks') @197:23
            If(orelse=()) @204:9
              .cond:
                Name(id='LAG') @204:12
              .body:
                Assign(targets=('last',)) @205:13
                  .value:
                    Const(value=0) @205:20
            Assign(targets=('AHEAD',)) @206:9
              .value:
                BoolOp(op='and') @206:17
                  .values:
                    Name(id='LSE_AHEAD') @206:17
                    Name(id='LAG') @206:31
                    Name(id='SMEM_P') @206:39
            If(orelse=()) @207:9
              .cond:
                BoolOp(op='and') @207:12
                  .values:
                    BinOp(op='==') @207:12
                      .lhs:
                        Name(id='ACT') @207:12
                      .rhs:
                        Const(value='softmax') @207:19
                    Name(id='AHEAD') @207:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @208:13
                  .value:
                    Call(kwargs=()) @208:29
                      .func:
                        Name(id='lse_delta') @208:29
                      .args:
                        Const(value=0) @208:39
                        Unary(op='-') @208:42
                          .operand:
                            Const(value=1) @208:43
                        BinOp(op='*') @208:46
                          .lhs:
                            Name(id='kvh') @208:46
                          .rhs:
                            Name(id='group') @208:52
                        Name(id='m_lo') @208:59
                        Name(id='rot') @208:65
                        Name(id='n_m') @208:70
                        Name(id='n_x') @208:75
                        Name(id='n_xs') @208:80
                        Name(id='SPLIT') @208:86
                        Name(id='q0') @208:93
                        Name(id='len_q') @208:97
                        Name(id='qcols') @208:104
                        Name(id='lse2_t') @208:111
                        Name(id='delta_t') @209:39
                        Name(id='BLOCK_M') @209:48
            For(var='part') @210:9
              .iter:
                Call(kwargs=()) @210:21
                  .func:
                    Name(id='static_range') @210:21
                  .args:
                    Name(id='PARTS') @210:34
              .body:
                Assign(targets=('lo', 'hi')) @211:13
                  .value:
                    Call(kwargs=()) @211:22
                      .func:
                        Name(id='fused_part_bounds') @211:22
                      .args:
                        Name(id='part') @211:40
                        Name(id='LAG') @211:46
                        Name(id='SPLIT') @211:51
                        Name(id='n_xs') @211:58
                        Name(id='steps') @211:64
                Assign(targets=('masked',)) @212:13
                  .value:
                    BoolOp(op='or') @212:22
                      .values:
                        Unary(op='not') @212:22
                          .operand:
                            Name(id='SPLIT') @212:26
                        BinOp(op='<') @212:35
                          .lhs:
                            Name(id='part') @212:35
                          .rhs:
                            BinOp(op='-') @212:42
                              .lhs:
                                Name(id='PARTS') @212:42
                              .rhs:
                                Const(value=1) @212:50
                Assign(targets=('lagged',)) @213:13
                  .value:
                    BoolOp(op='and') @213:22
                      .values:
                        Name(id='LAG') @213:22
                        BinOp(op='>') @213:30
                          .lhs:
                            Name(id='part') @213:30
                          .rhs:
                            Const(value=0) @213:37
                Assign(targets=('which',)) @215:13
                  .value:
                    Const(value=1) @215:21
                If(orelse=()) @216:13
                  .cond:
                    Name(id='masked') @216:16
                  .body:
                    Assign(targets=('which',)) @217:17
                      .value:
                        Const(value=0) @217:25
                If(orelse=()) @218:13
                  .cond:
                    BoolOp(op='and') @218:16
                      .values:
                        Name(id='LAG') @218:16
                        BinOp(op='==') @218:24
                          .lhs:
                            Name(id='part') @218:24
                          .rhs:
                            Const(value=0) @218:32
                  .body:
                    Assign(targets=('which',)) @219:17
                      .value:
                        Unary(op='-') @219:25
                          .operand:
                            Const(value=1) @219:26
                Pipeline(var='j', slot='slot', ring='qd') @220:13
                  .iter:
                    Call(kwargs=()) @220:27
                      .func:
                        Name(id='range') @220:27
                      .args:
                        Name(id='lo') @220:33
                        Name(id='hi') @220:37
                  .stages:
                    Name(id='STAGES') @220:54
                  .body:
                    Assign(targets=('head', 'mb')) @221:17
                      .value:
                        Call(kwargs=()) @221:28
                          .func:
                            Name(id='step_block') @221:28
                          .args:
                            Name(id='j') @221:39
                            Name(id='which') @221:42
                            BinOp(op='*') @221:49
                              .lhs:
                                Name(id='kvh') @221:49
                              .rhs:
                                Name(id='group') @221:55
                            Name(id='m_lo') @221:62
                            Name(id='rot') @221:68
                            Name(id='n_m') @221:73
                            Name(id='n_x') @221:78
                            Name(id='n_xs') @221:83
                            Name(id='SPLIT') @221:89
                    Assign(targets=('qpos',)) @222:17
                      .value:
                        BinOp(op='+') @222:24
                          .lhs:
                            BinOp(op='*') @222:24
                              .lhs:
                                Name(id='mb') @222:24
                              .rhs:
                                Name(id='BLOCK_M') @222:29
                          .rhs:
                            Name(id='qcols') @222:39
                    Assign(targets=('lse2',)) @223:17
                      .value:
                        Call(kwargs=()) @223:24
                          .func:
                            Name(id='zeros') @223:24
                          .args:
                            ListLit() @223:30
                              .elts:
                                Name(id='BLOCK_M') @223:31
                            Name(id='f32') @223:41
                    Assign(targets=('dlt',)) @224:17
                      .value:
                        Call(kwargs=()) @224:23
                          .func:
                            Name(id='zeros') @224:23
                          .args:
                            ListLit() @224:29
                              .elts:
                                Name(id='BLOCK_M') @224:30
                            Name(id='f32') @224:40
                    If(orelse=()) @228:17
                      .cond:
                        BoolOp(op='and') @228:20
                          .values:
                            BinOp(op='==') @228:20
                              .lhs:
                                Name(id='ACT') @228:20
                              .rhs:
                                Const(value='softmax') @228:27
                            Name(id='AHEAD') @228:41
                      .body:
                        Assign(targets=('lse2',)) @229:21
                          .value:
                            Name(id='lse2_n') @229:28
                        Assign(targets=('dlt',)) @230:21
                          .value:
                            Name(id='dlt_n') @230:27
                    If(orelse=()) @231:17
                      .cond:
                        BoolOp(op='and') @231:20
                          .values:
                            BinOp(op='==') @231:20
                              .lhs:
                                Name(id='ACT') @231:20
                              .rhs:
                                Const(value='softmax') @231:27
                            Unary(op='not') @231:41
                              .operand:
                                Name(id='AHEAD') @231:45
                            Unary(op='not') @231:55
                              .operand:
                                Name(id='LSE_RING') @231:59
                      .body:
                        Assign(targets=('qi',)) @235:21
                          .value:
                            BinOp(op='+') @235:26
                              .lhs:
                                Name(id='q0') @235:26
                              .rhs:
                                Call(kwargs=()) @235:31
                                  .func:
                                    Name(id='maximum') @235:31
                                  .args:
                                    Call(kwargs=()) @235:39
                                      .func:
                                        Name(id='minimum') @235:39
                                      .args:
                                        Name(id='qpos') @235:47
                                        BinOp(op='-') @235:53
                                          .lhs:
                                            Name(id='len_q') @235:53
                                          .rhs:
                                            Const(value=1) @235:61
                                    Const(value=0) @235:65
                        Assign(targets=('lse2',)) @236:21
                          .value:
                            Index() @236:28
                              .value:
                                Name(id='lse2_t') @236:28
                              .subs:
                                Name(id='head') @236:35
                                Name(id='qi') @236:41
                        Assign(targets=('dlt',)) @237:21
                          .value:
                            Index() @237:27
                              .value:
                                Name(id='delta_t') @237:27
                              .subs:
                                Name(id='head') @237:35
                                Name(id='qi') @237:41
                    If() @240:17
                      .cond:
                        Name(id='masked') @240:20
                      .body:
                        Assign(targets=('edge',)) @241:21
                          .value:
                            BoolOp(op='or') @241:28
                              .values:
                                BinOp(op='>') @241:28
                                  .lhs:
                                    BinOp(op='*') @241:29
                                      .lhs:
                                        BinOp(op='+') @241:29
                                          .lhs:
                                            Name(id='mb') @241:29
                                          .rhs:
                                            Const(value=1) @241:34
                                      .rhs:
                                        Name(id='BLOCK_M') @241:39
                                  .rhs:
                                    Name(id='len_q') @241:49
                                BinOp(op='>') @241:58
                                  .lhs:
                                    BinOp(op='+') @241:58
                                      .lhs:
                                        Name(id='krow0') @241:58
                                      .rhs:
                                        Name(id='WG_N') @241:66
                                  .rhs:
                                    Name(id='len_k') @241:73
                        If(orelse=()) @242:21
                          .cond:
                            Name(id='CAUSAL') @242:24
                          .body:
                            Assign(targets=('edge',)) @243:25
                              .value:
                                BoolOp(op='or') @243:32
                                  .values:
                                    Name(id='edge') @243:32
                                    BinOp(op='>') @243:40
                                      .lhs:
                                        BinOp(op='-') @243:40
                                          .lhs:
                                            BinOp(op='+') @243:40
                                              .lhs:
                                                Name(id='krow0') @243:40
                                              .rhs:
                                                Name(id='WG_N') @243:48
                                          .rhs:
                                            Const(value=1) @243:55
                                      .rhs:
                                        BinOp(op='+') @243:59
                                          .lhs:
                                            BinOp(op='*') @243:59
                                              .lhs:
                                                Name(id='mb') @243:59
                                              .rhs:
                                                Name(id='BLOCK_M') @243:64
                                          .rhs:
                                            BinOp(op='-') @243:75
                                              .lhs:
                                                Name(id='len_k') @243:75
                                              .rhs:
                                                Name(id='len_q') @243:83
                      .orelse:
                        Assign(targets=('edge',)) @245:21
                          .value:
                            Const(value=False) @245:28
                    Wait(phase=None) @246:17
                      .target:
                        Index() @246:22
                          .value:
                            Name(id='qd_ready') @246:22
                          .subs:
                            Name(id='slot') @246:31
                    If(orelse=()) @247:17
                      .cond:
                        Name(id='lagged') @247:20
                      .body:
                        Assign(targets=('og',)) @250:21
                          .value:
                            BinOp(op='%') @250:27
                              .lhs:
                                BinOp(op='+') @250:27
                                  .lhs:
                                    Name(id='wg') @250:27
                                  .rhs:
                                    Const(value=1) @250:32
                              .rhs:
                                Name(id='NWG') @250:37
                        Wait() @251:21
                          .target:
                            Index() @251:26
                              .value:
                                Name(id='ds_ready') @251:26
                              .subs:
                                Const(value=0) @251:35
                          .phase:
                            BinOp(op='%') @251:44
                              .lhs:
                                Name(id='last') @251:44
                              .rhs:
                                Const(value=2) @251:51
                        For(var='i') @252:21
                          .iter:
                            Call(kwargs=()) @252:30
                              .func:
                                Name(id='static_range') @252:30
                              .args:
                                Name(id='NCW') @252:43
                          .body:
                            Assign(targets=('c',)) @253:25
                              .value:
                                BinOp(op='+') @253:29
                                  .lhs:
                                    BinOp(op='*') @253:29
                                      .lhs:
                                        Name(id='wg') @253:29
                                      .rhs:
                                        Name(id='NCW') @253:34
                                  .rhs:
                                    Name(id='i') @253:40
                            If() @254:25
                              .cond:
                                Name(id='DQ_PAIR') @254:28
                              .body:
                                Assign(targets=('f0',)) @256:29
                                  .value:
                                    Call(kwargs=()) @256:34
                                      .func:
                                        Name(id='mma_async') @256:34
                                      .args:
                                        Index() @256:44
                                          .value:
                                            Name(id='ds_s') @256:44
                                          .subs:
                                            BinOp(op='+') @256:49
                                              .lhs:
                                                BinOp(op='*') @256:49
                                                  .lhs:
                                                    Name(id='last') @256:49
                                                  .rhs:
                                                    Name(id='NWG') @256:56
                                              .rhs:
                                                Name(id='wg') @256:62
                                        Index() @256:67
                                          .value:
                                            Name(id='kh_tile') @256:67
                                          .subs:
                                            BinOp(op='+') @256:75
                                              .lhs:
                                                BinOp(op='*') @256:75
                                                  .lhs:
                                                    Name(id='NC') @256:75
                                                  .rhs:
                                                    BinOp(op='+') @256:81
                                                      .lhs:
                                                        BinOp(op='*') @256:81
                                                          .lhs:
                                                            Name(id='ks') @256:81
                                                          .rhs:
                                                            Name(id='NWG') @256:86
                                                      .rhs:
                                                        Name(id='wg') @256:92
                                              .rhs:
                                                Name(id='c') @256:98
                                Assign(targets=('f1',)) @257:29
                                  .value:
                                    Call(kwargs=()) @257:34
                                      .func:
                                        Name(id='mma_async') @257:34
                                      .args:
                                        Index() @257:44
                                          .value:
                                            Name(id='ds_s') @257:44
                                          .subs:
                                            BinOp(op='+') @257:49
                                              .lhs:
                                                BinOp(op='*') @257:49
                                                  .lhs:
                                                    Name(id='last') @257:49
                                                  .rhs:
                                                    Name(id='NWG') @257:56
                                              .rhs:
                                                Name(id='og') @257:62
                                        Index() @257:67
                                          .value:
                                            Name(id='kh_tile') @257:67
                                          .subs:
                                            BinOp(op='+') @257:75
                                              .lhs:
                                                BinOp(op='*') @257:75
                                                  .lhs:
                                                    Name(id='NC') @257:75
                                                  .rhs:
                                                    BinOp(op='+') @257:81
                                                      .lhs:
                                                        BinOp(op='*') @257:81
                                                          .lhs:
                                                            Name(id='ks') @257:81
                                                          .rhs:
                                                            Name(id='NWG') @257:86
                                                      .rhs:
                                                        Name(id='og') @257:92
                                              .rhs:
                                                Name(id='c') @257:98
                                        Name(id='f0') @257:102
                                Assign(targets=('dq_c',)) @258:29
                                  .value:
                                    Call(kwargs=()) @258:36
                                      .func:
                                        Name(id='mma_wait') @258:36
                                      .args:
                                        Name(id='f1') @258:45
                              .orelse:
                                Assign(targets=('dq_c',)) @260:29
                                  .value:
                                    Call(kwargs=()) @260:36
                                      .func:
                                        Name(id='zeros') @260:36
                                      .args:
                                        ListLit() @260:42
                                          .elts:
                                            Name(id='BLOCK_M') @260:43
                                            Name(id='DQ_COLS') @260:52
                                        Name(id='f32') @260:62
                                For(var='g') @261:29
                                  .iter:
                                    Call(kwargs=()) @261:38
                                      .func:
                                        Name(id='static_range') @261:38
                                      .args:
                                        Name(id='NWG') @261:51
                                  .body:
                                    Assign(targets=('gg',)) @262:33
                                      .value:
                                        BinOp(op='%') @262:39
                                          .lhs:
                                            BinOp(op='+') @262:39
                                              .lhs:
                                                Name(id='wg') @262:39
                                              .rhs:
                                                Name(id='g') @262:44
                                          .rhs:
                                            Name(id='NWG') @262:49
                                    If() @263:33
                                      .cond:
                                        Name(id='SMEM_P') @263:36
                                      .body:
                                        Assign(targets=('dq_f',)) @264:37
                                          .value:
                                            Call(kwargs=()) @264:44
                                              .func:
                                                Name(id='mma_async') @264:44
                                              .args:
                                                Index() @264:54
                                                  .value:
                                                    Name(id='ds_s') @264:54
                                                  .subs:
                                                    BinOp(op='+') @264:59
                                                      .lhs:
                                                        BinOp(op='*') @264:59
                                                          .lhs:
                                                            Name(id='last') @264:59
                                                          .rhs:
                                                            Name(id='NWG') @264:66
                                                      .rhs:
                                                        Name(id='gg') @264:72
                                                Index() @264:77
                                                  .value:
                                                    Name(id='kh_tile') @264:77
                                                  .subs:
                                                    BinOp(op='+') @264:85
                                                      .lhs:
                                                        BinOp(op='*') @264:85
                                                          .lhs:
                                                            Name(id='NC') @264:85
                                                          .rhs:
                                                            BinOp(op='+') @264:91
                                                              .lhs:
                                                                BinOp(op='*') @264:91
                                                                  .lhs:
                                                                    Name(id='ks') @264:91
                                                                  .rhs:
                                                                    Name(id='NWG') @264:96
                                                              .rhs:
                                                                Name(id='gg') @264:102
                                                      .rhs:
                                                        Name(id='c') @264:108
                                                Name(id='dq_c') @264:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @266:37
                                          .value:
                                            Call(kwargs=()) @266:44
                                              .func:
                                                Name(id='mma_async') @266:44
                                              .args:
                                                Attr(name='T') @266:54
                                                  .value:
                                                    Index() @266:54
                                                      .value:
                                                        Name(id='ds_s') @266:54
                                                      .subs:
                                                        BinOp(op='+') @266:59
                                                          .lhs:
                                                            BinOp(op='*') @266:59
                                                              .lhs:
                                                                Name(id='last') @266:59
                                                              .rhs:
                                                                Name(id='NWG') @266:66
                                                          .rhs:
                                                            Name(id='gg') @266:72
                                                Index() @266:79
                                                  .value:
                                                    Name(id='kh_tile') @266:79
                                                  .subs:
                                                    BinOp(op='+') @266:87
                                                      .lhs:
                                                        BinOp(op='*') @266:87
                                                          .lhs:
                                                            Name(id='NC') @266:87
                                                          .rhs:
                                                            BinOp(op='+') @266:93
                                                              .lhs:
                                                                BinOp(op='*') @266:93
                                                                  .lhs:
                                                                    Name(id='ks') @266:93
                                                                  .rhs:
                                                                    Name(id='NWG') @266:98
                                                              .rhs:
                                                                Name(id='gg') @266:104
                                                      .rhs:
                                                        Name(id='c') @266:110
                                                Name(id='dq_c') @266:114
                                    Assign(targets=('dq_c',)) @267:33
                                      .value:
                                        Call(kwargs=()) @267:40
                                          .func:
                                            Name(id='mma_wait') @267:40
                                          .args:
                                            Name(id='dq_f') @267:49
                            Wait() @268:25
                              .target:
                                Index() @268:30
                                  .value:
                                    Name(id='dq_empty') @268:30
                                  .subs:
                                    Name(id='i') @268:39
                              .phase:
                                BinOp(op='-') @268:48
                                  .lhs:
                                    Const(value=1) @268:48
                                  .rhs:
                                    BinOp(op='%') @268:52
                                      .lhs:
                                        Name(id='last') @268:52
                                      .rhs:
                                        Const(value=2) @268:59
                            ExprStmt() @269:25
                              .value:
                                Call(kwargs=()) @269:25
                                  .func:
                                    Name(id='store_smem') @269:25
                                  .args:
                                    Index() @269:36
                                      .value:
                                        Name(id='dq_s') @269:36
                                      .subs:
                                        BinOp(op='+') @269:41
                                          .lhs:
                                            BinOp(op='*') @269:41
                                              .lhs:
                                                Name(id='i') @269:41
                                              .rhs:
                                                Name(id='NWG') @269:45
                                          .rhs:
                                            Name(id='wg') @269:51
                                    Name(id='dq_c') @269:56
                            Fence() @270:25
                            Arrive(count=None) @271:25
                              .target:
                                Index() @271:32
                                  .value:
                                    Name(id='dq_full') @271:32
                                  .subs:
                                    Name(id='i') @271:40
                    If() @272:17
                      .cond:
                        Name(id='SMEM_P') @272:20
                      .body:
                        Assign(targets=('own',)) @276:21
                          .value:
                            Name(id='wg') @276:27
                        Assign(targets=('og',)) @277:21
                          .value:
                            BinOp(op='%') @277:27
                              .lhs:
                                BinOp(op='+') @277:27
                                  .lhs:
                                    Name(id='wg') @277:27
                                  .rhs:
                                    Const(value=1) @277:32
                              .rhs:
                                Name(id='NWG') @277:37
                        If(orelse=()) @278:21
                          .cond:
                            Name(id='WRITER') @278:24
                          .body:
                            Assign(targets=('own',)) @279:25
                              .value:
                                BinOp(op='+') @279:31
                                  .lhs:
                                    BinOp(op='*') @279:31
                                      .lhs:
                                        Name(id='slot') @279:31
                                      .rhs:
                                        Name(id='NWG') @279:38
                                  .rhs:
                                    Name(id='wg') @279:44
                        Assign(targets=('s_f',)) @280:21
                          .value:
                            Call(kwargs=()) @280:27
                              .func:
                                Name(id='mma_async') @280:27
                              .args:
                                Index() @280:37
                                  .value:
                                    Name(id='q_ring') @280:37
                                  .subs:
                                    Name(id='slot') @280:44
                                Attr(name='T') @280:51
                                  .value:
                                    Index() @280:51
                                      .value:
                                        Name(id='k_tile') @280:51
                                      .subs:
                                        Name(id='mine') @280:58
                        Assign(targets=('dp_f',)) @281:21
                          .value:
                            Call(kwargs=()) @281:28
                              .func:
                                Name(id='mma_async') @281:28
                              .args:
                                Index() @281:38
                                  .value:
                                    Name(id='do_ring') @281:38
                                  .subs:
                                    Name(id='slot') @281:46
                                Attr(name='T') @281:53
                                  .value:
                                    Index() @281:53
                                      .value:
                                        Name(id='v_tile') @281:53
                                      .subs:
                                        Name(id='mine') @281:60
                        Assign(targets=('s',)) @282:21
                          .value:
                            Call() @282:25
                              .func:
                                Name(id='mma_wait') @282:25
                              .args:
                                Name(id='s_f') @282:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @282:47
                                )
                        Assign(targets=('kpos',)) @284:21
                          .value:
                            BinOp(op='+') @284:28
                              .lhs:
                                Name(id='krow0') @284:28
                              .rhs:
                                Call(kwargs=()) @284:36
                                  .func:
                                    Name(id='arange') @284:36
                                  .args:
                                    Name(id='WG_N') @284:43
                        If() @285:21
                          .cond:
                            Name(id='LSE_RING') @285:24
                          .body:
                            Assign(targets=('lse2c',)) @286:25
                              .value:
                                Call(kwargs=()) @286:33
                                  .func:
                                    Name(id='load') @286:33
                                  .args:
                                    Index() @286:38
                                      .value:
                                        Name(id='lse_s') @286:38
                                      .subs:
                                        Name(id='slot') @286:44
                          .orelse:
                            Assign(targets=('lse2c',)) @288:25
                              .value:
                                Index() @288:33
                                  .value:
                                    Name(id='lse2') @288:33
                                  .subs:
                                    FullSlice() @288:38
                                    Const(value=None) @288:41
                        Assign(targets=('p', 'dact')) @289:21
                          .value:
                            Call(kwargs=()) @289:31
                              .func:
                                Name(id='probs') @289:31
                              .args:
                                Name(id='s') @289:37
                                Name(id='edge') @289:40
                                Index() @289:46
                                  .value:
                                    Name(id='qpos') @289:46
                                  .subs:
                                    FullSlice() @289:51
                                    Const(value=None) @289:54
                                Index() @289:61
                                  .value:
                                    Name(id='kpos') @289:61
                                  .subs:
                                    Const(value=None) @289:66
                                    FullSlice() @289:72
                                Name(id='len_q') @289:76
                                Name(id='len_k') @289:83
                                Name(id='lse2c') @289:90
                                Name(id='qk_scale') @289:97
                                Name(id='sm_scale') @290:37
                                Name(id='CAUSAL') @290:47
                                Name(id='ACT') @290:55
                        ExprStmt() @291:21
                          .value:
                            Call(kwargs=()) @291:21
                              .func:
                                Name(id='store_smem') @291:21
                              .args:
                                Index() @291:32
                                  .value:
                                    Name(id='ds_s') @291:32
                                  .subs:
                                    Name(id='own') @291:37
                                Call(kwargs=()) @291:43
                                  .func:
                                    Name(id='cast') @291:43
                                  .args:
                                    Name(id='p') @291:48
                                    Name(id='DT') @291:51
                        Fence() @292:21
                        Assign(targets=('dv_f',)) @293:21
                          .value:
                            Call(kwargs=()) @293:28
                              .func:
                                Name(id='mma_async') @293:28
                              .args:
                                Attr(name='T') @293:38
                                  .value:
                                    Index() @293:38
                                      .value:
                                        Name(id='ds_s') @293:38
                                      .subs:
                                        Name(id='own') @293:43
                                Index() @293:51
                                  .value:
                                    Name(id='do_ring') @293:51
                                  .subs:
                                    Name(id='slot') @293:59
                                Name(id='acc_v') @293:66
                        Assign(targets=('dp',)) @294:21
                          .value:
                            Call() @294:26
                              .func:
                                Name(id='mma_wait') @294:26
                              .args:
                                Name(id='dp_f') @294:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @294:49
                                )
                        If() @295:21
                          .cond:
                            Name(id='LSE_RING') @295:24
                          .body:
                            Assign(targets=('dltc',)) @296:25
                              .value:
                                Call(kwargs=()) @296:32
                                  .func:
                                    Name(id='load') @296:32
                                  .args:
                                    Index() @296:37
                                      .value:
                                        Name(id='dl_s') @296:37
                                      .subs:
                                        Name(id='slot') @296:42
                          .orelse:
                            Assign(targets=('dltc',)) @298:25
                              .value:
                                Index() @298:32
                                  .value:
                                    Name(id='dlt') @298:32
                                  .subs:
                                    FullSlice() @298:36
                                    Const(value=None) @298:39
                        Assign(targets=('ds',)) @299:21
                          .value:
                            Call(kwargs=()) @299:26
                              .func:
                                Name(id='cast') @299:26
                              .args:
                                Call(kwargs=()) @299:31
                                  .func:
                                    Name(id='dscores') @299:31
                                  .args:
                                    Name(id='p') @299:39
                                    Name(id='dact') @299:42
                                    Name(id='dp') @299:48
                                    Name(id='dltc') @299:52
                                    Name(id='ACT') @299:58
                                Name(id='DT') @299:64
                        Assign(targets=('acc_v',)) @300:21
                          .value:
                            Call(kwargs=()) @300:29
                              .func:
                                Name(id='mma_wait') @300:29
                              .args:
                                Name(id='dv_f') @300:38
                        ExprStmt() @301:21
                          .value:
                            Call(kwargs=()) @301:21
                              .func:
                                Name(id='store_smem') @301:21
                              .args:
                                Index() @301:32
                                  .value:
                                    Name(id='ds_s') @301:32
                                  .subs:
                                    Name(id='own') @301:37
                                Name(id='ds') @301:43
                        Fence() @302:21
                        If() @303:21
                          .cond:
                            Name(id='LAG') @303:24
                          .body:
                            Arrive(count=None) @306:25
                              .target:
                                Index() @306:32
                                  .value:
                                    Name(id='ds_ready') @306:32
                                  .subs:
                                    Const(value=0) @306:41
                            Assign(targets=('dk_f',)) @307:25
                              .value:
                                Call(kwargs=()) @307:32
                                  .func:
                                    Name(id='mma_async') @307:32
                                  .args:
                                    Attr(name='T') @307:42
                                      .value:
                                        Index() @307:42
                                          .value:
                                            Name(id='ds_s') @307:42
                                          .subs:
                                            Name(id='own') @307:47
                                    Index() @307:55
                                      .value:
                                        Name(id='q_ring') @307:55
                                      .subs:
                                        Name(id='slot') @307:62
                                    Name(id='acc_k') @307:69
                            If(orelse=()) @308:25
                              .cond:
                                BoolOp(op='and') @308:28
                                  .values:
                                    BinOp(op='==') @308:28
                                      .lhs:
                                        Name(id='ACT') @308:28
                                      .rhs:
                                        Const(value='softmax') @308:35
                                    Name(id='AHEAD') @308:49
                              .body:
                                Assign(targets=('nxt',)) @310:29
                                  .value:
                                    Unary(op='-') @310:35
                                      .operand:
                                        Const(value=1) @310:36
                                If(orelse=()) @311:29
                                  .cond:
                                    BinOp(op='==') @311:32
                                      .lhs:
                                        Name(id='which') @311:32
                                      .rhs:
                                        Const(value=1) @311:41
                                  .body:
                                    Assign(targets=('nxt',)) @312:33
                                      .value:
                                        Const(value=1) @312:39
                                Assign(targets=('lse2_n', 'dlt_n')) @313:29
                                  .value:
                                    Call(kwargs=()) @313:45
                                      .func:
                                        Name(id='lse_delta') @313:45
                                      .args:
                                        Call(kwargs=()) @313:55
                                          .func:
                                            Name(id='minimum') @313:55
                                          .args:
                                            BinOp(op='+') @313:63
                                              .lhs:
                                                Name(id='j') @313:63
                                              .rhs:
                                                Const(value=1) @313:67
                                            BinOp(op='-') @313:70
                                              .lhs:
                                                Name(id='steps') @313:70
                                              .rhs:
                                                Const(value=1) @313:78
                                        Name(id='nxt') @313:82
                                        BinOp(op='*') @313:87
                                          .lhs:
                                            Name(id='kvh') @313:87
                                          .rhs:
                                            Name(id='group') @313:93
                                        Name(id='m_lo') @313:100
                                        Name(id='rot') @313:106
                                        Name(id='n_m') @313:111
                                        Name(id='n_x') @313:116
                                        Name(id='n_xs') @314:55
                                        Name(id='SPLIT') @314:61
                                        Name(id='q0') @314:68
                                        Name(id='len_q') @314:72
                                        Name(id='qcols') @314:79
                                        Name(id='lse2_t') @314:86
                                        Name(id='delta_t') @314:94
                                        Name(id='BLOCK_M') @314:103
                            Assign(targets=('acc_k',)) @315:25
                              .value:
                                Call(kwargs=()) @315:33
                                  .func:
                                    Name(id='mma_wait') @315:33
                                  .args:
                                    Name(id='dk_f') @315:42
                            Arrive(count=None) @316:25
                              .target:
                                Index() @316:32
                                  .value:
                                    Name(id='qd_free') @316:32
                                  .subs:
                                    Name(id='slot') @316:40
                            Assign(targets=('last',)) @317:25
                              .value:
                                Name(id='slot') @317:32
                          .orelse:
                            If() @318:21
                              .cond:
                                Name(id='WRITER') @318:26
                              .body:
                                Arrive(count=None) @319:25
                                  .target:
                                    Index() @319:32
                                      .value:
                                        Name(id='ds_ready') @319:32
                                      .subs:
                                        Name(id='slot') @319:41
                                Assign(targets=('dk_f',)) @320:25
                                  .value:
                                    Call(kwargs=()) @320:32
                                      .func:
                                        Name(id='mma_async') @320:32
                                      .args:
                                        Attr(name='T') @320:42
                                          .value:
                                            Index() @320:42
                                              .value:
                                                Name(id='ds_s') @320:42
                                              .subs:
                                                Name(id='own') @320:47
                                        Index() @320:55
                                          .value:
                                            Name(id='q_ring') @320:55
                                          .subs:
                                            Name(id='slot') @320:62
                                        Name(id='acc_k') @320:69
                                Wait(phase=None) @321:25
                                  .target:
                                    Index() @321:30
                                      .value:
                                        Name(id='ds_ready') @321:30
                                      .subs:
                                        Name(id='slot') @321:39
                                For(var='i') @322:25
                                  .iter:
                                    Call(kwargs=()) @322:34
                                      .func:
                                        Name(id='static_range') @322:34
                                      .args:
                                        Name(id='NCW') @322:47
                                  .body:
                                    Assign(targets=('c',)) @323:29
                                      .value:
                                        BinOp(op='+') @323:33
                                          .lhs:
                                            BinOp(op='*') @323:33
                                              .lhs:
                                                Name(id='wg') @323:33
                                              .rhs:
                                                Name(id='NCW') @323:38
                                          .rhs:
                                            Name(id='i') @323:44
                                    If() @324:29
                                      .cond:
                                        Name(id='DQ_PAIR') @324:32
                                      .body:
                                        Assign(targets=('f0',)) @327:33
                                          .value:
                                            Call(kwargs=()) @327:38
                                              .func:
                                                Name(id='mma_async') @327:38
                                              .args:
                                                Index() @327:48
                                                  .value:
                                                    Name(id='ds_s') @327:48
                                                  .subs:
                                                    Name(id='own') @327:53
                                                Index() @327:59
                                                  .value:
                                                    Name(id='kh_tile') @327:59
                                                  .subs:
                                                    BinOp(op='+') @327:67
                                                      .lhs:
                                                        BinOp(op='*') @327:67
                                                          .lhs:
                                                            Name(id='NC') @327:67
                                                          .rhs:
                                                            Name(id='mine') @327:72
                                                      .rhs:
                                                        Name(id='c') @327:79
                                        Assign(targets=('f1',)) @328:33
                                          .value:
                                            Call(kwargs=()) @328:38
                                              .func:
                                                Name(id='mma_async') @328:38
                                              .args:
                                                Index() @328:48
                                                  .value:
                                                    Name(id='ds_s') @328:48
                                                  .subs:
                                                    BinOp(op='+') @328:53
                                                      .lhs:
                                                        BinOp(op='*') @328:53
                                                          .lhs:
                                                            Name(id='slot') @328:53
                                                          .rhs:
                                                            Name(id='NWG') @328:60
                                                      .rhs:
                                                        Name(id='og') @328:66
                                                Index() @328:71
                                                  .value:
                                                    Name(id='kh_tile') @328:71
                                                  .subs:
                                                    BinOp(op='+') @328:79
                                                      .lhs:
                                                        BinOp(op='*') @328:79
                                                          .lhs:
                                                            Name(id='NC') @328:79
                                                          .rhs:
                                                            BinOp(op='+') @328:85
                                                              .lhs:
                                                                BinOp(op='*') @328:85
                                                                  .lhs:
                                                                    Name(id='ks') @328:85
                                                                  .rhs:
                                                                    Name(id='NWG') @328:90
                                                              .rhs:
                                                                Name(id='og') @328:96
                                                      .rhs:
                                                        Name(id='c') @328:102
                                                Name(id='f0') @328:106
                                        If(orelse=()) @329:33
                                          .cond:
                                            BinOp(op='==') @329:36
                                              .lhs:
                                                Name(id='i') @329:36
                                              .rhs:
                                                Const(value=0) @329:41
                                          .body:
                                            Assign(targets=('acc_k',)) @330:37
                                              .value:
                                                Call() @330:45
                                                  .func:
                                                    Name(id='mma_wait') @330:45
                                                  .args:
                                                    Name(id='dk_f') @330:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @330:68
                                                    )
                                            Arrive(count=None) @331:37
                                              .target:
                                                Index() @331:44
                                                  .value:
                                                    Name(id='qd_free') @331:44
                                                  .subs:
                                                    Name(id='slot') @331:52
                                        Assign(targets=('dq_c',)) @332:33
                                          .value:
                                            Call(kwargs=()) @332:40
                                              .func:
                                                Name(id='mma_wait') @332:40
                                              .args:
                                                Name(id='f1') @332:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @334:33
                                          .value:
                                            Call(kwargs=()) @334:40
                                              .func:
                                                Name(id='zeros') @334:40
                                              .args:
                                                ListLit() @334:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @334:47
                                                    Name(id='DQ_COLS') @334:56
                                                Name(id='f32') @334:66
                                        For(var='g') @335:33
                                          .iter:
                                            Call(kwargs=()) @335:42
                                              .func:
                                                Name(id='static_range') @335:42
                                              .args:
                                                Name(id='NWG') @335:55
                                          .body:
                                            Assign(targets=('gg',)) @336:37
                                              .value:
                                                BinOp(op='%') @336:43
                                                  .lhs:
                                                    BinOp(op='+') @336:43
                                                      .lhs:
                                                        Name(id='wg') @336:43
                                                      .rhs:
                                                        Name(id='g') @336:48
                                                  .rhs:
                                                    Name(id='NWG') @336:53
                                            Assign(targets=('dq_f',)) @337:37
                                              .value:
                                                Call(kwargs=()) @337:44
                                                  .func:
                                                    Name(id='mma_async') @337:44
                                                  .args:
                                                    Index() @337:54
                                                      .value:
                                                        Name(id='ds_s') @337:54
                                                      .subs:
                                                        BinOp(op='+') @337:59
                                                          .lhs:
                                                            BinOp(op='*') @337:59
                                                              .lhs:
                                                                Name(id='slot') @337:59
                                                              .rhs:
                                                                Name(id='NWG') @337:66
                                                          .rhs:
                                                            Name(id='gg') @337:72
                                                    Index() @337:77
                                                      .value:
                                                        Name(id='kh_tile') @337:77
                                                      .subs:
                                                        BinOp(op='+') @337:85
                                                          .lhs:
                                                            BinOp(op='*') @337:85
                                                              .lhs:
                                                                Name(id='NC') @337:85
                                                              .rhs:
                                                                BinOp(op='+') @337:91
                                                                  .lhs:
                                                                    BinOp(op='*') @337:91
                                                                      .lhs:
                                                                        Name(id='ks') @337:91
                                                                      .rhs:
                                                                        Name(id='NWG') @337:96
                                                                  .rhs:
                                                                    Name(id='gg') @337:102
                                                          .rhs:
                                                            Name(id='c') @337:108
                                                    Name(id='dq_c') @337:112
                                            If(orelse=()) @338:37
                                              .cond:
                                                BoolOp(op='and') @338:40
                                                  .values:
                                                    BinOp(op='==') @338:40
                                                      .lhs:
                                                        Name(id='i') @338:40
                                                      .rhs:
                                                        Const(value=0) @338:45
                                                    BinOp(op='==') @338:51
                                                      .lhs:
                                                        Name(id='g') @338:51
                                                      .rhs:
                                                        Const(value=0) @338:56
                                              .body:
                                                Assign(targets=('acc_k',)) @340:41
                                                  .value:
                                                    Call() @340:49
                                                      .func:
                                                        Name(id='mma_wait') @340:49
                                                      .args:
                                                        Name(id='dk_f') @340:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @340:72
                                                        )
                                                Arrive(count=None) @341:41
                                                  .target:
                                                    Index() @341:48
                                                      .value:
                                                        Name(id='qd_free') @341:48
                                                      .subs:
                                                        Name(id='slot') @341:56
                                            Assign(targets=('dq_c',)) @342:37
                                              .value:
                                                Call(kwargs=()) @342:44
                                                  .func:
                                                    Name(id='mma_wait') @342:44
                                                  .args:
                                                    Name(id='dq_f') @342:53
                                    Wait() @343:29
                                      .target:
                                        Index() @343:34
                                          .value:
                                            Name(id='dq_empty') @343:34
                                          .subs:
                                            Name(id='i') @343:43
                                      .phase:
                                        BinOp(op='-') @343:52
                                          .lhs:
                                            Const(value=1) @343:52
                                          .rhs:
                                            BinOp(op='%') @343:56
                                              .lhs:
                                                Name(id='slot') @343:56
                                              .rhs:
                                                Const(value=2) @343:63
                                    ExprStmt() @344:29
                                      .value:
                                        Call(kwargs=()) @344:29
                                          .func:
                                            Name(id='store_smem') @344:29
                                          .args:
                                            Index() @344:40
                                              .value:
                                                Name(id='dq_s') @344:40
                                              .subs:
                                                BinOp(op='+') @344:45
                                                  .lhs:
                                                    BinOp(op='*') @344:45
                                                      .lhs:
                                                        Name(id='i') @344:45
                                                      .rhs:
                                                        Name(id='NWG') @344:49
                                                  .rhs:
                                                    Name(id='wg') @344:55
                                            Name(id='dq_c') @344:60
                                    Fence() @345:29
                                    Arrive(count=None) @346:29
                                      .target:
                                        Index() @346:36
                                          .value:
                                            Name(id='dq_full') @346:36
                                          .subs:
                                            Name(id='i') @346:44
                              .orelse:
                                Assign(targets=('dq_f',)) @348:25
                                  .value:
                                    Call(kwargs=()) @348:32
                                      .func:
                                        Name(id='mma_async') @348:32
                                      .args:
                                        Index() @348:42
                                          .value:
                                            Name(id='ds_s') @348:42
                                          .subs:
                                            Name(id='wg') @348:47
                                        Index() @348:52
                                          .value:
                                            Name(id='kh_tile') @348:52
                                          .subs:
                                            BinOp(op='*') @348:60
                                              .lhs:
                                                Name(id='NC') @348:60
                                              .rhs:
                                                Name(id='mine') @348:65
                                Assign(targets=('dk_f',)) @349:25
                                  .value:
                                    Call(kwargs=()) @349:32
                                      .func:
                                        Name(id='mma_async') @349:32
                                      .args:
                                        Attr(name='T') @349:42
                                          .value:
                                            Index() @349:42
                                              .value:
                                                Name(id='ds_s') @349:42
                                              .subs:
                                                Name(id='wg') @349:47
                                        Index() @349:54
                                          .value:
                                            Name(id='q_ring') @349:54
                                          .subs:
                                            Name(id='slot') @349:61
                                        Name(id='acc_k') @349:68
                                Assign(targets=('dq_c',)) @350:25
                                  .value:
                                    Call() @350:32
                                      .func:
                                        Name(id='mma_wait') @350:32
                                      .args:
                                        Name(id='dq_f') @350:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @350:55
                                        )
                                ExprStmt() @351:25
                                  .value:
                                    Call(kwargs=()) @351:25
                                      .func:
                                        Name(id='store_smem') @351:25
                                      .args:
                                        Index() @351:36
                                          .value:
                                            Name(id='dq_s') @351:36
                                          .subs:
                                            Name(id='wg') @351:41
                                        Name(id='dq_c') @351:46
                                Fence() @352:25
                                Tma(signals=None, reduce='add') @353:25
                                  .dst:
                                    Index() @353:29
                                      .value:
                                        Name(id='dq_acc') @353:29
                                      .subs:
                                        Name(id='seq') @353:36
                                        Name(id='mb') @353:41
                                        Name(id='head') @353:45
                                        Const(value=0) @353:51
                                  .src:
                                    Index() @353:57
                                      .value:
                                        Name(id='dq_s') @353:57
                                      .subs:
                                        Name(id='wg') @353:62
                                Assign(targets=('dq_f',)) @354:25
                                  .value:
                                    Call(kwargs=()) @354:32
                                      .func:
                                        Name(id='mma_async') @354:32
                                      .args:
                                        Index() @354:42
                                          .value:
                                            Name(id='ds_s') @354:42
                                          .subs:
                                            Name(id='wg') @354:47
                                        Index() @354:52
                                          .value:
                                            Name(id='kh_tile') @354:52
                                          .subs:
                                            BinOp(op='+') @354:60
                                              .lhs:
                                                BinOp(op='*') @354:60
                                                  .lhs:
                                                    Name(id='NC') @354:60
                                                  .rhs:
                                                    Name(id='mine') @354:65
                                              .rhs:
                                                Const(value=1) @354:72
                                Assign(targets=('acc_k',)) @355:25
                                  .value:
                                    Call() @355:33
                                      .func:
                                        Name(id='mma_wait') @355:33
                                      .args:
                                        Name(id='dk_f') @355:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @355:56
                                        )
                                Assign(targets=('dq_c',)) @356:25
                                  .value:
                                    Call(kwargs=()) @356:32
                                      .func:
                                        Name(id='mma_wait') @356:32
                                      .args:
                                        Name(id='dq_f') @356:41
                                Arrive(count=None) @357:25
                                  .target:
                                    Index() @357:32
                                      .value:
                                        Name(id='qd_free') @357:32
                                      .subs:
                                        Name(id='slot') @357:40
                                ExprStmt() @358:25
                                  .value:
                                    Call(kwargs=()) @358:25
                                      .func:
                                        Name(id='store_smem') @358:25
                                      .args:
                                        Index() @358:36
                                          .value:
                                            Name(id='dq_s') @358:36
                                          .subs:
                                            Name(id='wg') @358:41
                                        Name(id='dq_c') @358:46
                                Fence() @359:25
                                Tma(signals=None, reduce='add') @360:25
                                  .dst:
                                    Index() @360:29
                                      .value:
                                        Name(id='dq_acc') @360:29
                                      .subs:
                                        Name(id='seq') @360:36
                                        Name(id='mb') @360:41
                                        Name(id='head') @360:45
                                        Const(value=1) @360:51
                                  .src:
                                    Index() @360:57
                                      .value:
                                        Name(id='dq_s') @360:57
                                      .subs:
                                        Name(id='wg') @360:62
                                For(var='c') @361:25
                                  .iter:
                                    Call(kwargs=()) @361:34
                                      .func:
                                        Name(id='static_range') @361:34
                                      .args:
                                        Const(value=2) @361:47
                                        Name(id='NC') @361:50
                                  .body:
                                    Assign(targets=('dq_c',)) @362:29
                                      .value:
                                        Call(kwargs=()) @362:36
                                          .func:
                                            Name(id='mma_wait') @362:36
                                          .args:
                                            Call(kwargs=()) @362:45
                                              .func:
                                                Name(id='mma_async') @362:45
                                              .args:
                                                Index() @362:55
                                                  .value:
                                                    Name(id='ds_s') @362:55
                                                  .subs:
                                                    Name(id='wg') @362:60
                                                Index() @362:65
                                                  .value:
                                                    Name(id='kh_tile') @362:65
                                                  .subs:
                                                    BinOp(op='+') @362:73
                                                      .lhs:
                                                        BinOp(op='*') @362:73
                                                          .lhs:
                                                            Name(id='NC') @362:73
                                                          .rhs:
                                                            Name(id='mine') @362:78
                                                      .rhs:
                                                        Name(id='c') @362:85
                                    ExprStmt() @363:29
                                      .value:
                                        Call(kwargs=()) @363:29
                                          .func:
                                            Name(id='store_smem') @363:29
                                          .args:
                                            Index() @363:40
                                              .value:
                                                Name(id='dq_s') @363:40
                                              .subs:
                                                Name(id='wg') @363:45
                                            Name(id='dq_c') @363:50
                                    Fence() @364:29
                                    Tma(signals=None, reduce='add') @365:29
                                      .dst:
                                        Index() @365:33
                                          .value:
                                            Name(id='dq_acc') @365:33
                                          .subs:
                                            Name(id='seq') @365:40
                                            Name(id='mb') @365:45
                                            Name(id='head') @365:49
                                            Name(id='c') @365:55
                                      .src:
                                        Index() @365:61
                                          .value:
                                            Name(id='dq_s') @365:61
                                          .subs:
                                            Name(id='wg') @365:66
                      .orelse:
                        Assign(targets=('st_f',)) @367:21
                          .value:
                            Call(kwargs=()) @367:28
                              .func:
                                Name(id='mma_async') @367:28
                              .args:
                                Index() @367:38
                                  .value:
                                    Name(id='k_tile') @367:38
                                  .subs:
                                    Name(id='mine') @367:45
                                Attr(name='T') @367:52
                                  .value:
                                    Index() @367:52
                                      .value:
                                        Name(id='q_ring') @367:52
                                      .subs:
                                        Name(id='slot') @367:59
                        Assign(targets=('dpt_f',)) @368:21
                          .value:
                            Call(kwargs=()) @368:29
                              .func:
                                Name(id='mma_async') @368:29
                              .args:
                                Index() @368:39
                                  .value:
                                    Name(id='v_tile') @368:39
                                  .subs:
                                    Name(id='mine') @368:46
                                Attr(name='T') @368:53
                                  .value:
                                    Index() @368:53
                                      .value:
                                        Name(id='do_ring') @368:53
                                      .subs:
                                        Name(id='slot') @368:61
                        Assign(targets=('st',)) @369:21
                          .value:
                            Call() @369:26
                              .func:
                                Name(id='mma_wait') @369:26
                              .args:
                                Name(id='st_f') @369:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @369:49
                                )
                        If() @370:21
                          .cond:
                            Name(id='LSE_RING') @370:24
                          .body:
                            Assign(targets=('lse2r',)) @371:25
                              .value:
                                Call(kwargs=()) @371:33
                                  .func:
                                    Name(id='load') @371:33
                                  .args:
                                    Index() @371:38
                                      .value:
                                        Name(id='lse_s') @371:38
                                      .subs:
                                        Name(id='slot') @371:44
                          .orelse:
                            Assign(targets=('lse2r',)) @373:25
                              .value:
                                Index() @373:33
                                  .value:
                                    Name(id='lse2') @373:33
                                  .subs:
                                    Const(value=None) @373:38
                                    FullSlice() @373:44
                        Assign(targets=('pt', 'dact')) @374:21
                          .value:
                            Call(kwargs=()) @374:32
                              .func:
                                Name(id='probs') @374:32
                              .args:
                                Name(id='st') @374:38
                                Name(id='edge') @374:42
                                Index() @374:48
                                  .value:
                                    Name(id='qpos') @374:48
                                  .subs:
                                    Const(value=None) @374:53
                                    FullSlice() @374:59
                                Index() @374:63
                                  .value:
                                    Name(id='krows') @374:63
                                  .subs:
                                    FullSlice() @374:69
                                    Const(value=None) @374:72
                                Name(id='len_q') @374:79
                                Name(id='len_k') @374:86
                                Name(id='lse2r') @374:93
                                Name(id='qk_scale') @374:100
                                Name(id='sm_scale') @375:38
                                Name(id='CAUSAL') @375:48
                                Name(id='ACT') @375:56
                        Assign(targets=('dpt',)) @376:21
                          .value:
                            Call(kwargs=()) @376:27
                              .func:
                                Name(id='mma_wait') @376:27
                              .args:
                                Name(id='dpt_f') @376:36
                        Assign(targets=('dv_f',)) @378:21
                          .value:
                            Call(kwargs=()) @378:28
                              .func:
                                Name(id='mma_async') @378:28
                              .args:
                                Call(kwargs=()) @378:38
                                  .func:
                                    Name(id='cast') @378:38
                                  .args:
                                    Name(id='pt') @378:43
                                    Name(id='DT') @378:47
                                Index() @378:52
                                  .value:
                                    Name(id='do_ring') @378:52
                                  .subs:
                                    Name(id='slot') @378:60
                                Name(id='acc_v') @378:67
                        If() @379:21
                          .cond:
                            Name(id='LSE_RING') @379:24
                          .body:
                            Assign(targets=('dltr',)) @380:25
                              .value:
                                Call(kwargs=()) @380:32
                                  .func:
                                    Name(id='load') @380:32
                                  .args:
                                    Index() @380:37
                                      .value:
                                        Name(id='dl_s') @380:37
                                      .subs:
                                        Name(id='slot') @380:42
                          .orelse:
                            Assign(targets=('dltr',)) @382:25
                              .value:
                                Index() @382:32
                                  .value:
                                    Name(id='dlt') @382:32
                                  .subs:
                                    Const(value=None) @382:36
                                    FullSlice() @382:42
                        Assign(targets=('dst',)) @383:21
                          .value:
                            Call(kwargs=()) @383:27
                              .func:
                                Name(id='cast') @383:27
                              .args:
                                Call(kwargs=()) @383:32
                                  .func:
                                    Name(id='dscores') @383:32
                                  .args:
                                    Name(id='pt') @383:40
                                    Name(id='dact') @383:44
                                    Name(id='dpt') @383:50
                                    Name(id='dltr') @383:55
                                    Name(id='ACT') @383:61
                                Name(id='DT') @383:67
                        If() @384:21
                          .cond:
                            Name(id='LAG') @384:24
                          .body:
                            ExprStmt() @386:25
                              .value:
                                Call(kwargs=()) @386:25
                                  .func:
                                    Name(id='store_smem') @386:25
                                  .args:
                                    Index() @386:36
                                      .value:
                                        Name(id='ds_s') @386:36
                                      .subs:
                                        BinOp(op='+') @386:41
                                          .lhs:
                                            BinOp(op='*') @386:41
                                              .lhs:
                                                Name(id='slot') @386:41
                                              .rhs:
                                                Name(id='NWG') @386:48
                                          .rhs:
                                            Name(id='wg') @386:54
                                    Name(id='dst') @386:59
                            Fence() @387:25
                            Arrive(count=None) @388:25
                              .target:
                                Index() @388:32
                                  .value:
                                    Name(id='ds_ready') @388:32
                                  .subs:
                                    Const(value=0) @388:41
                            Assign(targets=('dk_f',)) @389:25
                              .value:
                                Call(kwargs=()) @389:32
                                  .func:
                                    Name(id='mma_async') @389:32
                                  .args:
                                    Name(id='dst') @389:42
                                    Index() @389:47
                                      .value:
                                        Name(id='q_ring') @389:47
                                      .subs:
                                        Name(id='slot') @389:54
                                    Name(id='acc_k') @389:61
                            Assign(targets=('acc_v',)) @390:25
                              .value:
                                Call() @390:33
                                  .func:
                                    Name(id='mma_wait') @390:33
                                  .args:
                                    Name(id='dv_f') @390:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @390:56
                                    )
                            Assign(targets=('acc_k',)) @391:25
                              .value:
                                Call(kwargs=()) @391:33
                                  .func:
                                    Name(id='mma_wait') @391:33
                                  .args:
                                    Name(id='dk_f') @391:42
                            Arrive(count=None) @392:25
                              .target:
                                Index() @392:32
                                  .value:
                                    Name(id='qd_free') @392:32
                                  .subs:
                                    Name(id='slot') @392:40
                            Assign(targets=('last',)) @393:25
                              .value:
                                Name(id='slot') @393:32
                          .orelse:
                            If() @394:21
                              .cond:
                                Name(id='WRITER') @394:26
                              .body:
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
                                            BinOp(op='+') @396:41
                                              .lhs:
                                                BinOp(op='*') @396:41
                                                  .lhs:
                                                    Name(id='slot') @396:41
                                                  .rhs:
                                                    Name(id='NWG') @396:48
                                              .rhs:
                                                Name(id='wg') @396:54
                                        Name(id='dst') @396:59
                                Fence() @397:25
                                Arrive(count=None) @398:25
                                  .target:
                                    Index() @398:32
                                      .value:
                                        Name(id='ds_ready') @398:32
                                      .subs:
                                        Name(id='slot') @398:41
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
                                If() @400:25
                                  .cond:
                                    Name(id='DQ_EARLY') @400:28
                                  .body:
                                    Assign(targets=('own',)) @403:29
                                      .value:
                                        BinOp(op='+') @403:35
                                          .lhs:
                                            BinOp(op='*') @403:35
                                              .lhs:
                                                Name(id='slot') @403:35
                                              .rhs:
                                                Name(id='NWG') @403:42
                                          .rhs:
                                            Name(id='wg') @403:48
                                    Assign(targets=('c0',)) @404:29
                                      .value:
                                        BinOp(op='*') @404:34
                                          .lhs:
                                            Name(id='wg') @404:34
                                          .rhs:
                                            Name(id='NCW') @404:39
                                    Assign(targets=('a0',)) @405:29
                                      .value:
                                        Call(kwargs=()) @405:34
                                          .func:
                                            Name(id='mma_async') @405:34
                                          .args:
                                            Attr(name='T') @405:44
                                              .value:
                                                Index() @405:44
                                                  .value:
                                                    Name(id='ds_s') @405:44
                                                  .subs:
                                                    Name(id='own') @405:49
                                            Index() @405:57
                                              .value:
                                                Name(id='kh_tile') @405:57
                                              .subs:
                                                BinOp(op='+') @405:65
                                                  .lhs:
                                                    BinOp(op='*') @405:65
                                                      .lhs:
                                                        Name(id='NC') @405:65
                                                      .rhs:
                                                        Name(id='mine') @405:70
                                                  .rhs:
                                                    Name(id='c0') @405:77
                                            Call(kwargs=()) @405:82
                                              .func:
                                                Name(id='zeros') @405:82
                                              .args:
                                                ListLit() @405:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @405:89
                                                    Name(id='DQ_COLS') @405:98
                                                Name(id='f32') @405:108
                                    Assign(targets=('a1',)) @406:29
                                      .value:
                                        Call(kwargs=()) @406:34
                                          .func:
                                            Name(id='mma_async') @406:34
                                          .args:
                                            Attr(name='T') @406:44
                                              .value:
                                                Index() @406:44
                                                  .value:
                                                    Name(id='ds_s') @406:44
                                                  .subs:
                                                    Name(id='own') @406:49
                                            Index() @406:57
                                              .value:
                                                Name(id='kh_tile') @406:57
                                              .subs:
                                                BinOp(op='+') @406:65
                                                  .lhs:
                                                    BinOp(op='+') @406:65
                                                      .lhs:
                                                        BinOp(op='*') @406:65
                                                          .lhs:
                                                            Name(id='NC') @406:65
                                                          .rhs:
                                                            Name(id='mine') @406:70
                                                      .rhs:
                                                        Name(id='c0') @406:77
                                                  .rhs:
                                                    Const(value=1) @406:82
                                            Call(kwargs=()) @406:86
                                              .func:
                                                Name(id='zeros') @406:86
                                              .args:
                                                ListLit() @406:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @406:93
                                                    Name(id='DQ_COLS') @406:102
                                                Name(id='f32') @406:112
                                    Assign(targets=('acc_v',)) @407:29
                                      .value:
                                        Call() @407:37
                                          .func:
                                            Name(id='mma_wait') @407:37
                                          .args:
                                            Name(id='dv_f') @407:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @407:60
                                            )
                                    Assign(targets=('acc_k',)) @408:29
                                      .value:
                                        Call() @408:37
                                          .func:
                                            Name(id='mma_wait') @408:37
                                          .args:
                                            Name(id='dk_f') @408:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @408:60
                                            )
                                    Arrive(count=None) @409:29
                                      .target:
                                        Index() @409:36
                                          .value:
                                            Name(id='qd_free') @409:36
                                          .subs:
                                            Name(id='slot') @409:44
                                    Assign(targets=('p0',)) @410:29
                                      .value:
                                        Call() @410:34
                                          .func:
                                            Name(id='mma_wait') @410:34
                                          .args:
                                            Name(id='a0') @410:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @410:55
                                            )
                                    Assign(targets=('p1',)) @411:29
                                      .value:
                                        Call(kwargs=()) @411:34
                                          .func:
                                            Name(id='mma_wait') @411:34
                                          .args:
                                            Name(id='a1') @411:43
                                    Wait(phase=None) @412:29
                                      .target:
                                        Index() @412:34
                                          .value:
                                            Name(id='ds_ready') @412:34
                                          .subs:
                                            Name(id='slot') @412:43
                                    Assign(targets=('og',)) @413:29
                                      .value:
                                        BinOp(op='%') @413:35
                                          .lhs:
                                            BinOp(op='+') @413:35
                                              .lhs:
                                                Name(id='wg') @413:35
                                              .rhs:
                                                Const(value=1) @413:40
                                          .rhs:
                                            Name(id='NWG') @413:45
                                    Assign(targets=('b0',)) @414:29
                                      .value:
                                        Call(kwargs=()) @414:34
                                          .func:
                                            Name(id='mma_async') @414:34
                                          .args:
                                            Attr(name='T') @414:44
                                              .value:
                                                Index() @414:44
                                                  .value:
                                                    Name(id='ds_s') @414:44
                                                  .subs:
                                                    BinOp(op='+') @414:49
                                                      .lhs:
                                                        BinOp(op='*') @414:49
                                                          .lhs:
                                                            Name(id='slot') @414:49
                                                          .rhs:
                                                            Name(id='NWG') @414:56
                                                      .rhs:
                                                        Name(id='og') @414:62
                                            Index() @414:69
                                              .value:
                                                Name(id='kh_tile') @414:69
                                              .subs:
                                                BinOp(op='+') @414:77
                                                  .lhs:
                                                    BinOp(op='*') @414:77
                                                      .lhs:
                                                        Name(id='NC') @414:77
                                                      .rhs:
                                                        BinOp(op='+') @414:83
                                                          .lhs:
                                                            BinOp(op='*') @414:83
                                                              .lhs:
                                                                Name(id='ks') @414:83
                                                              .rhs:
                                                                Name(id='NWG') @414:88
                                                          .rhs:
                                                            Name(id='og') @414:94
                                                  .rhs:
                                                    Name(id='c0') @414:100
                                            Name(id='p0') @414:105
                                    Assign(targets=('b1',)) @415:29
                                      .value:
                                        Call(kwargs=()) @415:34
                                          .func:
                                            Name(id='mma_async') @415:34
                                          .args:
                                            Attr(name='T') @415:44
                                              .value:
                                                Index() @415:44
                                                  .value:
                                                    Name(id='ds_s') @415:44
                                                  .subs:
                                                    BinOp(op='+') @415:49
                                                      .lhs:
                                                        BinOp(op='*') @415:49
                                                          .lhs:
                                                            Name(id='slot') @415:49
                                                          .rhs:
                                                            Name(id='NWG') @415:56
                                                      .rhs:
                                                        Name(id='og') @415:62
                                            Index() @415:69
                                              .value:
                                                Name(id='kh_tile') @415:69
                                              .subs:
                                                BinOp(op='+') @415:77
                                                  .lhs:
                                                    BinOp(op='+') @415:77
                                                      .lhs:
                                                        BinOp(op='*') @415:77
                                                          .lhs:
                                                            Name(id='NC') @415:77
                                                          .rhs:
                                                            BinOp(op='+') @415:83
                                                              .lhs:
                                                                BinOp(op='*') @415:83
                                                                  .lhs:
                                                                    Name(id='ks') @415:83
                                                                  .rhs:
                                                                    Name(id='NWG') @415:88
                                                              .rhs:
                                                                Name(id='og') @415:94
                                                      .rhs:
                                                        Name(id='c0') @415:100
                                                  .rhs:
                                                    Const(value=1) @415:105
                                            Name(id='p1') @415:109
                                    Assign(targets=('p0',)) @417:29
                                      .value:
                                        Call() @417:34
                                          .func:
                                            Name(id='mma_wait') @417:34
                                          .args:
                                            Name(id='b0') @417:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @417:55
                                            )
                                    Wait() @418:29
                                      .target:
                                        Index() @418:34
                                          .value:
                                            Name(id='dq_empty') @418:34
                                          .subs:
                                            Const(value=0) @418:43
                                      .phase:
                                        BinOp(op='-') @418:52
                                          .lhs:
                                            Const(value=1) @418:52
                                          .rhs:
                                            BinOp(op='%') @418:56
                                              .lhs:
                                                Name(id='slot') @418:56
                                              .rhs:
                                                Const(value=2) @418:63
                                    ExprStmt() @419:29
                                      .value:
                                        Call(kwargs=()) @419:29
                                          .func:
                                            Name(id='store_smem') @419:29
                                          .args:
                                            Index() @419:40
                                              .value:
                                                Name(id='dq_s') @419:40
                                              .subs:
                                                Name(id='wg') @419:45
                                            Name(id='p0') @419:50
                                    Fence() @420:29
                                    Arrive(count=None) @421:29
                                      .target:
                                        Index() @421:36
                                          .value:
                                            Name(id='dq_full') @421:36
                                          .subs:
                                            Const(value=0) @421:44
                                    Assign(targets=('p1',)) @422:29
                                      .value:
                                        Call(kwargs=()) @422:34
                                          .func:
                                            Name(id='mma_wait') @422:34
                                          .args:
                                            Name(id='b1') @422:43
                                    Wait() @423:29
                                      .target:
                                        Index() @423:34
                                          .value:
                                            Name(id='dq_empty') @423:34
                                          .subs:
                                            Const(value=1) @423:43
                                      .phase:
                                        BinOp(op='-') @423:52
                                          .lhs:
                                            Const(value=1) @423:52
                                          .rhs:
                                            BinOp(op='%') @423:56
                                              .lhs:
                                                Name(id='slot') @423:56
                                              .rhs:
                                                Const(value=2) @423:63
                                    ExprStmt() @424:29
                                      .value:
                                        Call(kwargs=()) @424:29
                                          .func:
                                            Name(id='store_smem') @424:29
                                          .args:
                                            Index() @424:40
                                              .value:
                                                Name(id='dq_s') @424:40
                                              .subs:
                                                BinOp(op='+') @424:45
                                                  .lhs:
                                                    Name(id='NWG') @424:45
                                                  .rhs:
                                                    Name(id='wg') @424:51
                                            Name(id='p1') @424:56
                                    Fence() @425:29
                                    Arrive(count=None) @426:29
                                      .target:
                                        Index() @426:36
                                          .value:
                                            Name(id='dq_full') @426:36
                                          .subs:
                                            Const(value=1) @426:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @428:29
                                      .value:
                                        Call() @428:37
                                          .func:
                                            Name(id='mma_wait') @428:37
                                          .args:
                                            Name(id='dv_f') @428:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @428:60
                                            )
                                    Assign(targets=('acc_k',)) @429:29
                                      .value:
                                        Call(kwargs=()) @429:37
                                          .func:
                                            Name(id='mma_wait') @429:37
                                          .args:
                                            Name(id='dk_f') @429:46
                                    Arrive(count=None) @430:29
                                      .target:
                                        Index() @430:36
                                          .value:
                                            Name(id='qd_free') @430:36
                                          .subs:
                                            Name(id='slot') @430:44
                                    Wait(phase=None) @431:29
                                      .target:
                                        Index() @431:34
                                          .value:
                                            Name(id='ds_ready') @431:34
                                          .subs:
                                            Name(id='slot') @431:43
                                    For(var='i') @434:29
                                      .iter:
                                        Call(kwargs=()) @434:38
                                          .func:
                                            Name(id='static_range') @434:38
                                          .args:
                                            Name(id='NCW') @434:51
                                      .body:
                                        Assign(targets=('c',)) @435:33
                                          .value:
                                            BinOp(op='+') @435:37
                                              .lhs:
                                                BinOp(op='*') @435:37
                                                  .lhs:
                                                    Name(id='wg') @435:37
                                                  .rhs:
                                                    Name(id='NCW') @435:42
                                              .rhs:
                                                Name(id='i') @435:48
                                        Assign(targets=('dq_c',)) @436:33
                                          .value:
                                            Call(kwargs=()) @436:40
                                              .func:
                                                Name(id='zeros') @436:40
                                              .args:
                                                ListLit() @436:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @436:47
                                                    Name(id='DQ_COLS') @436:56
                                                Name(id='f32') @436:66
                                        For(var='g') @437:33
                                          .iter:
                                            Call(kwargs=()) @437:42
                                              .func:
                                                Name(id='static_range') @437:42
                                              .args:
                                                Name(id='NWG') @437:55
                                          .body:
                                            Assign(targets=('gg',)) @438:37
                                              .value:
                                                BinOp(op='%') @438:43
                                                  .lhs:
                                                    BinOp(op='+') @438:43
                                                      .lhs:
                                                        Name(id='wg') @438:43
                                                      .rhs:
                                                        Name(id='g') @438:48
                                                  .rhs:
                                                    Name(id='NWG') @438:53
                                            Assign(targets=('dq_c',)) @439:37
                                              .value:
                                                Call(kwargs=()) @439:44
                                                  .func:
                                                    Name(id='mma_wait') @439:44
                                                  .args:
                                                    Call(kwargs=()) @439:53
                                                      .func:
                                                        Name(id='mma_async') @439:53
                                                      .args:
                                                        Attr(name='T') @439:63
                                                          .value:
                                                            Index() @439:63
                                                              .value:
                                                                Name(id='ds_s') @439:63
                                                              .subs:
                                                                BinOp(op='+') @439:68
                                                                  .lhs:
                                                                    BinOp(op='*') @439:68
                                                                      .lhs:
                                                                        Name(id='slot') @439:68
                                                                      .rhs:
                                                                        Name(id='NWG') @439:75
                                                                  .rhs:
                                                                    Name(id='gg') @439:81
                                                        Index() @439:88
                                                          .value:
                                                            Name(id='kh_tile') @439:88
                                                          .subs:
                                                            BinOp(op='+') @439:96
                                                              .lhs:
                                                                BinOp(op='*') @439:96
                                                                  .lhs:
                                                                    Name(id='NC') @439:96
                                                                  .rhs:
                                                                    BinOp(op='+') @439:102
                                                                      .lhs:
                                                                        BinOp(op='*') @439:102
                                                                          .lhs:
                                                                            Name(id='ks') @439:102
                                                                          .rhs:
                                                                            Name(id='NWG') @439:107
                                                                      .rhs:
                                                                        Name(id='gg') @439:113
                                                              .rhs:
                                                                Name(id='c') @439:119
                                                        Name(id='dq_c') @439:123
                                        Wait() @442:33
                                          .target:
                                            Index() @442:38
                                              .value:
                                                Name(id='dq_empty') @442:38
                                              .subs:
                                                Name(id='i') @442:47
                                          .phase:
                                            BinOp(op='-') @442:56
                                              .lhs:
                                                Const(value=1) @442:56
                                              .rhs:
                                                BinOp(op='%') @442:60
                                                  .lhs:
                                                    Name(id='slot') @442:60
                                                  .rhs:
                                                    Const(value=2) @442:67
                                        ExprStmt() @443:33
                                          .value:
                                            Call(kwargs=()) @443:33
                                              .func:
                                                Name(id='store_smem') @443:33
                                              .args:
                                                Index() @443:44
                                                  .value:
                                                    Name(id='dq_s') @443:44
                                                  .subs:
                                                    BinOp(op='+') @443:49
                                                      .lhs:
                                                        BinOp(op='*') @443:49
                                                          .lhs:
                                                            Name(id='i') @443:49
                                                          .rhs:
                                                            Name(id='NWG') @443:53
                                                      .rhs:
                                                        Name(id='wg') @443:59
                                                Name(id='dq_c') @443:64
                                        Fence() @444:33
                                        Arrive(count=None) @445:33
                                          .target:
                                            Index() @445:40
                                              .value:
                                                Name(id='dq_full') @445:40
                                              .subs:
                                                Name(id='i') @445:48
                              .orelse:
                                ExprStmt() @448:25
                                  .value:
                                    Call(kwargs=()) @448:25
                                      .func:
                                        Name(id='store_smem') @448:25
                                      .args:
                                        Index() @448:36
                                          .value:
                                            Name(id='ds_s') @448:36
                                          .subs:
                                            Name(id='wg') @448:41
                                        Name(id='dst') @448:46
                                Fence() @449:25
                                Assign(targets=('dq_f',)) @450:25
                                  .value:
                                    Call(kwargs=()) @450:32
                                      .func:
                                        Name(id='mma_async') @450:32
                                      .args:
                                        Attr(name='T') @450:42
                                          .value:
                                            Index() @450:42
                                              .value:
                                                Name(id='ds_s') @450:42
                                              .subs:
                                                Name(id='wg') @450:47
                                        Index() @450:54
                                          .value:
                                            Name(id='kh_tile') @450:54
                                          .subs:
                                            BinOp(op='*') @450:62
                                              .lhs:
                                                Name(id='NC') @450:62
                                              .rhs:
                                                Name(id='mine') @450:67
                                Assign(targets=('dk_f',)) @451:25
                                  .value:
                                    Call(kwargs=()) @451:32
                                      .func:
                                        Name(id='mma_async') @451:32
                                      .args:
                                        Name(id='dst') @451:42
                                        Index() @451:47
                                          .value:
                                            Name(id='q_ring') @451:47
                                          .subs:
                                            Name(id='slot') @451:54
                                        Name(id='acc_k') @451:61
                                Assign(targets=('acc_v',)) @452:25
                                  .value:
                                    Call() @452:33
                                      .func:
                                        Name(id='mma_wait') @452:33
                                      .args:
                                        Name(id='dv_f') @452:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @452:56
                                        )
                                Assign(targets=('dq_c',)) @456:25
                                  .value:
                                    Call() @456:32
                                      .func:
                                        Name(id='mma_wait') @456:32
                                      .args:
                                        Name(id='dq_f') @456:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @456:55
                                        )
                                ExprStmt() @457:25
                                  .value:
                                    Call(kwargs=()) @457:25
                                      .func:
                                        Name(id='store_smem') @457:25
                                      .args:
                                        Index() @457:36
                                          .value:
                                            Name(id='dq_s') @457:36
                                          .subs:
                                            Name(id='wg') @457:41
                                        Name(id='dq_c') @457:46
                                Fence() @458:25
                                Tma(signals=None, reduce='add') @459:25
                                  .dst:
                                    Index() @459:29
                                      .value:
                                        Name(id='dq_acc') @459:29
                                      .subs:
                                        Name(id='seq') @459:36
                                        Name(id='mb') @459:41
                                        Name(id='head') @459:45
                                        Const(value=0) @459:51
                                  .src:
                                    Index() @459:57
                                      .value:
                                        Name(id='dq_s') @459:57
                                      .subs:
                                        Name(id='wg') @459:62
                                Assign(targets=('dq_f',)) @460:25
                                  .value:
                                    Call(kwargs=()) @460:32
                                      .func:
                                        Name(id='mma_async') @460:32
                                      .args:
                                        Attr(name='T') @460:42
                                          .value:
                                            Index() @460:42
                                              .value:
                                                Name(id='ds_s') @460:42
                                              .subs:
                                                Name(id='wg') @460:47
                                        Index() @460:54
                                          .value:
                                            Name(id='kh_tile') @460:54
                                          .subs:
                                            BinOp(op='+') @460:62
                                              .lhs:
                                                BinOp(op='*') @460:62
                                                  .lhs:
                                                    Name(id='NC') @460:62
                                                  .rhs:
                                                    Name(id='mine') @460:67
                                              .rhs:
                                                Const(value=1) @460:74
                                Assign(targets=('acc_k',)) @461:25
                                  .value:
                                    Call() @461:33
                                      .func:
                                        Name(id='mma_wait') @461:33
                                      .args:
                                        Name(id='dk_f') @461:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @461:56
                                        )
                                Assign(targets=('dq_c',)) @462:25
                                  .value:
                                    Call(kwargs=()) @462:32
                                      .func:
                                        Name(id='mma_wait') @462:32
                                      .args:
                                        Name(id='dq_f') @462:41
                                Arrive(count=None) @463:25
                                  .target:
                                    Index() @463:32
                                      .value:
                                        Name(id='qd_free') @463:32
                                      .subs:
                                        Name(id='slot') @463:40
                                ExprStmt() @464:25
                                  .value:
                                    Call(kwargs=()) @464:25
                                      .func:
                                        Name(id='store_smem') @464:25
                                      .args:
                                        Index() @464:36
                                          .value:
                                            Name(id='dq_s') @464:36
                                          .subs:
                                            Name(id='wg') @464:41
                                        Name(id='dq_c') @464:46
                                Fence() @465:25
                                Tma(signals=None, reduce='add') @466:25
                                  .dst:
                                    Index() @466:29
                                      .value:
                                        Name(id='dq_acc') @466:29
                                      .subs:
                                        Name(id='seq') @466:36
                                        Name(id='mb') @466:41
                                        Name(id='head') @466:45
                                        Const(value=1) @466:51
                                  .src:
                                    Index() @466:57
                                      .value:
                                        Name(id='dq_s') @466:57
                                      .subs:
                                        Name(id='wg') @466:62
                                For(var='c') @467:25
                                  .iter:
                                    Call(kwargs=()) @467:34
                                      .func:
                                        Name(id='static_range') @467:34
                                      .args:
                                        Const(value=2) @467:47
                                        Name(id='NC') @467:50
                                  .body:
                                    Assign(targets=('dq_c',)) @468:29
                                      .value:
                                        Call(kwargs=()) @468:36
                                          .func:
                                            Name(id='mma_wait') @468:36
                                          .args:
                                            Call(kwargs=()) @468:45
                                              .func:
                                                Name(id='mma_async') @468:45
                                              .args:
                                                Attr(name='T') @468:55
                                                  .value:
                                                    Index() @468:55
                                                      .value:
                                                        Name(id='ds_s') @468:55
                                                      .subs:
                                                        Name(id='wg') @468:60
                                                Index() @468:67
                                                  .value:
                                                    Name(id='kh_tile') @468:67
                                                  .subs:
                                                    BinOp(op='+') @468:75
                                                      .lhs:
                                                        BinOp(op='*') @468:75
                                                          .lhs:
                                                            Name(id='NC') @468:75
                                                          .rhs:
                                                            Name(id='mine') @468:80
                                                      .rhs:
                                                        Name(id='c') @468:87
                                    ExprStmt() @469:29
                                      .value:
                                        Call(kwargs=()) @469:29
                                          .func:
                                            Name(id='store_smem') @469:29
                                          .args:
                                            Index() @469:40
                                              .value:
                                                Name(id='dq_s') @469:40
                                              .subs:
                                                Name(id='wg') @469:45
                                            Name(id='dq_c') @469:50
                                    Fence() @470:29
                                    Tma(signals=None, reduce='add') @471:29
                                      .dst:
                                        Index() @471:33
                                          .value:
                                            Name(id='dq_acc') @471:33
                                          .subs:
                                            Name(id='seq') @471:40
                                            Name(id='mb') @471:45
                                            Name(id='head') @471:49
                                            Name(id='c') @471:55
                                      .src:
                                        Index() @471:61
                                          .value:
                                            Name(id='dq_s') @471:61
                                          .subs:
                                            Name(id='wg') @471:66
            If(orelse=()) @472:9
              .cond:
                Name(id='LAG') @472:12
              .body:
                Assign(targets=('og',)) @473:13
                  .value:
                    BinOp(op='%') @473:19
                      .lhs:
                        BinOp(op='+') @473:19
                          .lhs:
                            Name(id='wg') @473:19
                          .rhs:
                            Const(value=1) @473:24
                      .rhs:
                        Name(id='NWG') @473:29
                If(orelse=()) @474:13
                  .cond:
                    BinOp(op='>') @474:16
                      .lhs:
                        Name(id='steps') @474:16
                      .rhs:
                        Const(value=0) @474:24
                  .body:
                    Wait() @475:17
                      .target:
                        Index() @475:22
                          .value:
                            Name(id='ds_ready') @475:22
                          .subs:
                            Const(value=0) @475:31
                      .phase:
                        BinOp(op='%') @475:40
                          .lhs:
                            Name(id='last') @475:40
                          .rhs:
                            Const(value=2) @475:47
                    For(var='i') @476:17
                      .iter:
                        Call(kwargs=()) @476:26
                          .func:
                            Name(id='static_range') @476:26
                          .args:
                            Name(id='NCW') @476:39
                      .body:
                        Assign(targets=('c',)) @477:21
                          .value:
                            BinOp(op='+') @477:25
                              .lhs:
                                BinOp(op='*') @477:25
                                  .lhs:
                                    Name(id='wg') @477:25
                                  .rhs:
                                    Name(id='NCW') @477:30
                              .rhs:
                                Name(id='i') @477:36
                        If() @478:21
                          .cond:
                            Name(id='DQ_PAIR') @478:24
                          .body:
                            Assign(targets=('f0',)) @480:25
                              .value:
                                Call(kwargs=()) @480:30
                                  .func:
                                    Name(id='mma_async') @480:30
                                  .args:
                                    Index() @480:40
                                      .value:
                                        Name(id='ds_s') @480:40
                                      .subs:
                                        BinOp(op='+') @480:45
                                          .lhs:
                                            BinOp(op='*') @480:45
                                              .lhs:
                                                Name(id='last') @480:45
                                              .rhs:
                                                Name(id='NWG') @480:52
                                          .rhs:
                                            Name(id='wg') @480:58
                                    Index() @480:63
                                      .value:
                                        Name(id='kh_tile') @480:63
                                      .subs:
                                        BinOp(op='+') @480:71
                                          .lhs:
                                            BinOp(op='*') @480:71
                                              .lhs:
                                                Name(id='NC') @480:71
                                              .rhs:
                                                BinOp(op='+') @480:77
                                                  .lhs:
                                                    BinOp(op='*') @480:77
                                                      .lhs:
                                                        Name(id='ks') @480:77
                                                      .rhs:
                                                        Name(id='NWG') @480:82
                                                  .rhs:
                                                    Name(id='wg') @480:88
                                          .rhs:
                                            Name(id='c') @480:94
                            Assign(targets=('f1',)) @481:25
                              .value:
                                Call(kwargs=()) @481:30
                                  .func:
                                    Name(id='mma_async') @481:30
                                  .args:
                                    Index() @481:40
                                      .value:
                                        Name(id='ds_s') @481:40
                                      .subs:
                                        BinOp(op='+') @481:45
                                          .lhs:
                                            BinOp(op='*') @481:45
                                              .lhs:
                                                Name(id='last') @481:45
                                              .rhs:
                                                Name(id='NWG') @481:52
                                          .rhs:
                                            Name(id='og') @481:58
                                    Index() @481:63
                                      .value:
                                        Name(id='kh_tile') @481:63
                                      .subs:
                                        BinOp(op='+') @481:71
                                          .lhs:
                                            BinOp(op='*') @481:71
                                              .lhs:
                                                Name(id='NC') @481:71
                                              .rhs:
                                                BinOp(op='+') @481:77
                                                  .lhs:
                                                    BinOp(op='*') @481:77
                                                      .lhs:
                                                        Name(id='ks') @481:77
                                                      .rhs:
                                                        Name(id='NWG') @481:82
                                                  .rhs:
                                                    Name(id='og') @481:88
                                          .rhs:
                                            Name(id='c') @481:94
                                    Name(id='f0') @481:98
                            Assign(targets=('dq_c',)) @482:25
                              .value:
                                Call(kwargs=()) @482:32
                                  .func:
                                    Name(id='mma_wait') @482:32
                                  .args:
                                    Name(id='f1') @482:41
                          .orelse:
                            Assign(targets=('dq_c',)) @484:25
                              .value:
                                Call(kwargs=()) @484:32
                                  .func:
                                    Name(id='zeros') @484:32
                                  .args:
                                    ListLit() @484:38
                                      .elts:
                                        Name(id='BLOCK_M') @484:39
                                        Name(id='DQ_COLS') @484:48
                                    Name(id='f32') @484:58
                            For(var='g') @485:25
                              .iter:
                                Call(kwargs=()) @485:34
                                  .func:
                                    Name(id='static_range') @485:34
                                  .args:
                                    Name(id='NWG') @485:47
                              .body:
                                Assign(targets=('gg',)) @486:29
                                  .value:
                                    BinOp(op='%') @486:35
                                      .lhs:
                                        BinOp(op='+') @486:35
                                          .lhs:
                                            Name(id='wg') @486:35
                                          .rhs:
                                            Name(id='g') @486:40
                                      .rhs:
                                        Name(id='NWG') @486:45
                                If() @487:29
                                  .cond:
                                    Name(id='SMEM_P') @487:32
                                  .body:
                                    Assign(targets=('dq_f',)) @488:33
                                      .value:
                                        Call(kwargs=()) @488:40
                                          .func:
                                            Name(id='mma_async') @488:40
                                          .args:
                                            Index() @488:50
                                              .value:
                                                Name(id='ds_s') @488:50
                                              .subs:
                                                BinOp(op='+') @488:55
                                                  .lhs:
                                                    BinOp(op='*') @488:55
                                                      .lhs:
                                                        Name(id='last') @488:55
                                                      .rhs:
                                                        Name(id='NWG') @488:62
                                                  .rhs:
                                                    Name(id='gg') @488:68
                                            Index() @488:73
                                              .value:
                                                Name(id='kh_tile') @488:73
                                              .subs:
                                                BinOp(op='+') @488:81
                                                  .lhs:
                                                    BinOp(op='*') @488:81
                                                      .lhs:
                                                        Name(id='NC') @488:81
                                                      .rhs:
                                                        BinOp(op='+') @488:87
                                                          .lhs:
                                                            BinOp(op='*') @488:87
                                                              .lhs:
                                                                Name(id='ks') @488:87
                                                              .rhs:
                                                                Name(id='NWG') @488:92
                                                          .rhs:
                                                            Name(id='gg') @488:98
                                                  .rhs:
                                                    Name(id='c') @488:104
                                            Name(id='dq_c') @488:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @490:33
                                      .value:
                                        Call(kwargs=()) @490:40
                                          .func:
                                            Name(id='mma_async') @490:40
                                          .args:
                                            Attr(name='T') @490:50
                                              .value:
                                                Index() @490:50
                                                  .value:
                                                    Name(id='ds_s') @490:50
                                                  .subs:
                                                    BinOp(op='+') @490:55
                                                      .lhs:
                                                        BinOp(op='*') @490:55
                                                          .lhs:
                                                            Name(id='last') @490:55
                                                          .rhs:
                                                            Name(id='NWG') @490:62
                                                      .rhs:
                                                        Name(id='gg') @490:68
                                            Index() @490:75
                                              .value:
                                                Name(id='kh_tile') @490:75
                                              .subs:
                                                BinOp(op='+') @490:83
                                                  .lhs:
                                                    BinOp(op='*') @490:83
                                                      .lhs:
                                                        Name(id='NC') @490:83
                                                      .rhs:
                                                        BinOp(op='+') @490:89
                                                          .lhs:
                                                            BinOp(op='*') @490:89
                                                              .lhs:
                                                                Name(id='ks') @490:89
                                                              .rhs:
                                                                Name(id='NWG') @490:94
                                                          .rhs:
                                                            Name(id='gg') @490:100
                                                  .rhs:
                                                    Name(id='c') @490:106
                                            Name(id='dq_c') @490:110
                                Assign(targets=('dq_c',)) @491:29
                                  .value:
                                    Call(kwargs=()) @491:36
                                      .func:
                                        Name(id='mma_wait') @491:36
                                      .args:
                                        Name(id='dq_f') @491:45
                        Wait() @492:21
                          .target:
                            Index() @492:26
                              .value:
                                Name(id='dq_empty') @492:26
                              .subs:
                                Name(id='i') @492:35
                          .phase:
                            BinOp(op='-') @492:44
                              .lhs:
                                Const(value=1) @492:44
                              .rhs:
                                BinOp(op='%') @492:48
                                  .lhs:
                                    Name(id='last') @492:48
                                  .rhs:
                                    Const(value=2) @492:55
                        ExprStmt() @493:21
                          .value:
                            Call(kwargs=()) @493:21
                              .func:
                                Name(id='store_smem') @493:21
                              .args:
                                Index() @493:32
                                  .value:
                                    Name(id='dq_s') @493:32
                                  .subs:
                                    BinOp(op='+') @493:37
                                      .lhs:
                                        BinOp(op='*') @493:37
                                          .lhs:
                                            Name(id='i') @493:37
                                          .rhs:
                                            Name(id='NWG') @493:41
                                      .rhs:
                                        Name(id='wg') @493:47
                                Name(id='dq_c') @493:52
                        Fence() @494:21
                        Arrive(count=None) @495:21
                          .target:
                            Index() @495:28
                              .value:
                                Name(id='dq_full') @495:28
                              .subs:
                                Name(id='i') @495:36
            Arrive(count=None) @496:9
              .target:
                Index() @496:16
                  .value:
                    Name(id='kv_free') @496:16
                  .subs:
                    Name(id='ks') @496:24
            Assign(targets=('k_scale',)) @497:9
              .value:
                Name(id='sm_scale') @497:19
            Assign(targets=('v_scale',)) @498:9
              .value:
                Const(value=1.0) @498:19
            If(orelse=()) @499:9
              .cond:
                BinOp(op='==') @499:12
                  .lhs:
                    Name(id='ACT') @499:12
                  .rhs:
                    Const(value='silu') @499:19
              .body:
                Assign(targets=('k_scale',)) @500:13
                  .value:
                    BinOp(op='*') @500:23
                      .lhs:
                        Name(id='sm_scale') @500:23
                      .rhs:
                        Name(id='out_scale') @500:34
                Assign(targets=('v_scale',)) @501:13
                  .value:
                    Name(id='out_scale') @501:23
            Assign(targets=('live',)) @502:9
              .value:
                BinOp(op='<') @502:16
                  .lhs:
                    Name(id='krows') @502:16
                  .rhs:
                    Name(id='len_k') @502:24
            Store() @503:9
              .target:
                Index() @503:9
                  .value:
                    Name(id='dk') @503:9
                  .subs:
                    Name(id='seq') @503:12
              .subs:
                Index() @503:17
                  .value:
                    Name(id='krows') @503:17
                  .subs:
                    FullSlice() @503:23
                    Const(value=None) @503:26
                Name(id='kvh') @503:33
                Index() @503:38
                  .value:
                    Name(id='dcols') @503:38
                  .subs:
                    Const(value=None) @503:44
                    FullSlice() @503:50
              .value:
                Call(kwargs=()) @503:56
                  .func:
                    Name(id='cast') @503:56
                  .args:
                    BinOp(op='*') @503:61
                      .lhs:
                        Name(id='acc_k') @503:61
                      .rhs:
                        Name(id='k_scale') @503:69
                    Name(id='DT') @503:78
              .mask:
                Index() @503:88
                  .value:
                    Name(id='live') @503:88
                  .subs:
                    FullSlice() @503:93
                    Const(value=None) @503:96
            Store() @504:9
              .target:
                Index() @504:9
                  .value:
                    Name(id='dv') @504:9
                  .subs:
                    Name(id='seq') @504:12
              .subs:
                Index() @504:17
                  .value:
                    Name(id='krows') @504:17
                  .subs:
                    FullSlice() @504:23
                    Const(value=None) @504:26
                Name(id='kvh') @504:33
                Index() @504:38
                  .value:
                    Name(id='dcols') @504:38
                  .subs:
                    Const(value=None) @504:44
                    FullSlice() @504:50
              .value:
                Call(kwargs=()) @504:56
                  .func:
                    Name(id='cast') @504:56
                  .args:
                    BinOp(op='*') @504:61
                      .lhs:
                        Name(id='acc_v') @504:61
                      .rhs:
                        Name(id='v_scale') @504:69
                    Name(id='DT') @504:78
              .mask:
                Index() @504:88
                  .value:
                    Name(id='live') @504:88
                  .subs:
                    FullSlice() @504:93
                    Const(value=None) @504:96
        Require(message='query heads per KV head x query blocks below 2**31') @506:5
          .cond:
            BoolOp(op='and') @506:13
              .values:
                BinOp(op='>') @506:13
                  .lhs:
                    Name(id='HKV') @506:13
                  .rhs:
                    Const(value=0) @506:19
                BinOp(op='<=') @506:25
                  .lhs:
                    BinOp(op='*') @506:25
                      .lhs:
                        BinOp(op='//') @506:25
                          .lhs:
                            Name(id='H') @506:25
                          .rhs:
                            Name(id='HKV') @506:30
                      .rhs:
                        Call(kwargs=()) @506:36
                          .func:
                            Name(id='cdiv') @506:36
                          .args:
                            Name(id='Tq') @506:41
                            Name(id='BLOCK_M') @506:45
                  .rhs:
                    Const(value=2147483647) @506:57