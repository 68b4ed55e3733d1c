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
                    If() @247:17
                      .cond:
                        Name(id='SMEM_P') @247:20
                      .body:
                        Assign(targets=('own',)) @251:21
                          .value:
                            Name(id='wg') @251:27
                        Assign(targets=('og',)) @252:21
                          .value:
                            BinOp(op='%') @252:27
                              .lhs:
                                BinOp(op='+') @252:27
                                  .lhs:
                                    Name(id='wg') @252:27
                                  .rhs:
                                    Const(value=1) @252:32
                              .rhs:
                                Name(id='NWG') @252:37
                        If(orelse=()) @253:21
                          .cond:
                            Name(id='WRITER') @253:24
                          .body:
                            Assign(targets=('own',)) @254:25
                              .value:
                                BinOp(op='+') @254:31
                                  .lhs:
                                    BinOp(op='*') @254:31
                                      .lhs:
                                        Name(id='slot') @254:31
                                      .rhs:
                                        Name(id='NWG') @254:38
                                  .rhs:
                                    Name(id='wg') @254:44
                        If(orelse=()) @255:21
                          .cond:
                            Name(id='lagged') @255:24
                          .body:
                            Wait() @257:25
                              .target:
                                Index() @257:30
                                  .value:
                                    Name(id='ds_ready') @257:30
                                  .subs:
                                    Const(value=0) @257:39
                              .phase:
                                BinOp(op='%') @257:48
                                  .lhs:
                                    Name(id='last') @257:48
                                  .rhs:
                                    Const(value=2) @257:55
                            For(var='i') @258:25
                              .iter:
                                Call(kwargs=()) @258:34
                                  .func:
                                    Name(id='static_range') @258:34
                                  .args:
                                    Name(id='NCW') @258:47
                              .body:
                                Assign(targets=('c',)) @259:29
                                  .value:
                                    BinOp(op='+') @259:33
                                      .lhs:
                                        BinOp(op='*') @259:33
                                          .lhs:
                                            Name(id='wg') @259:33
                                          .rhs:
                                            Name(id='NCW') @259:38
                                      .rhs:
                                        Name(id='i') @259:44
                                If() @260:29
                                  .cond:
                                    Name(id='DQ_PAIR') @260:32
                                  .body:
                                    Assign(targets=('f0',)) @262:33
                                      .value:
                                        Call(kwargs=()) @262:38
                                          .func:
                                            Name(id='mma_async') @262:38
                                          .args:
                                            Index() @262:48
                                              .value:
                                                Name(id='ds_s') @262:48
                                              .subs:
                                                BinOp(op='+') @262:53
                                                  .lhs:
                                                    BinOp(op='*') @262:53
                                                      .lhs:
                                                        Name(id='last') @262:53
                                                      .rhs:
                                                        Name(id='NWG') @262:60
                                                  .rhs:
                                                    Name(id='wg') @262:66
                                            Index() @262:71
                                              .value:
                                                Name(id='kh_tile') @262:71
                                              .subs:
                                                BinOp(op='+') @262:79
                                                  .lhs:
                                                    BinOp(op='*') @262:79
                                                      .lhs:
                                                        Name(id='NC') @262:79
                                                      .rhs:
                                                        BinOp(op='+') @262:85
                                                          .lhs:
                                                            BinOp(op='*') @262:85
                                                              .lhs:
                                                                Name(id='ks') @262:85
                                                              .rhs:
                                                                Name(id='NWG') @262:90
                                                          .rhs:
                                                            Name(id='wg') @262:96
                                                  .rhs:
                                                    Name(id='c') @262:102
                                    Assign(targets=('f1',)) @263:33
                                      .value:
                                        Call(kwargs=()) @263:38
                                          .func:
                                            Name(id='mma_async') @263:38
                                          .args:
                                            Index() @263:48
                                              .value:
                                                Name(id='ds_s') @263:48
                                              .subs:
                                                BinOp(op='+') @263:53
                                                  .lhs:
                                                    BinOp(op='*') @263:53
                                                      .lhs:
                                                        Name(id='last') @263:53
                                                      .rhs:
                                                        Name(id='NWG') @263:60
                                                  .rhs:
                                                    Name(id='og') @263:66
                                            Index() @263:71
                                              .value:
                                                Name(id='kh_tile') @263:71
                                              .subs:
                                                BinOp(op='+') @263:79
                                                  .lhs:
                                                    BinOp(op='*') @263:79
                                                      .lhs:
                                                        Name(id='NC') @263:79
                                                      .rhs:
                                                        BinOp(op='+') @263:85
                                                          .lhs:
                                                            BinOp(op='*') @263:85
                                                              .lhs:
                                                                Name(id='ks') @263:85
                                                              .rhs:
                                                                Name(id='NWG') @263:90
                                                          .rhs:
                                                            Name(id='og') @263:96
                                                  .rhs:
                                                    Name(id='c') @263:102
                                            Name(id='f0') @263:106
                                    Assign(targets=('dq_c',)) @264:33
                                      .value:
                                        Call(kwargs=()) @264:40
                                          .func:
                                            Name(id='mma_wait') @264:40
                                          .args:
                                            Name(id='f1') @264:49
                                  .orelse:
                                    Assign(targets=('dq_c',)) @266:33
                                      .value:
                                        Call(kwargs=()) @266:40
                                          .func:
                                            Name(id='zeros') @266:40
                                          .args:
                                            ListLit() @266:46
                                              .elts:
                                                Name(id='BLOCK_M') @266:47
                                                Name(id='DQ_COLS') @266:56
                                            Name(id='f32') @266:66
                                    For(var='g') @267:33
                                      .iter:
                                        Call(kwargs=()) @267:42
                                          .func:
                                            Name(id='static_range') @267:42
                                          .args:
                                            Name(id='NWG') @267:55
                                      .body:
                                        Assign(targets=('gg',)) @268:37
                                          .value:
                                            BinOp(op='%') @268:43
                                              .lhs:
                                                BinOp(op='+') @268:43
                                                  .lhs:
                                                    Name(id='wg') @268:43
                                                  .rhs:
                                                    Name(id='g') @268:48
                                              .rhs:
                                                Name(id='NWG') @268:53
                                        Assign(targets=('dq_c',)) @269:37
                                          .value:
                                            Call(kwargs=()) @269:44
                                              .func:
                                                Name(id='mma_wait') @269:44
                                              .args:
                                                Call(kwargs=()) @269:53
                                                  .func:
                                                    Name(id='mma_async') @269:53
                                                  .args:
                                                    Index() @269:63
                                                      .value:
                                                        Name(id='ds_s') @269:63
                                                      .subs:
                                                        BinOp(op='+') @269:68
                                                          .lhs:
                                                            BinOp(op='*') @269:68
                                                              .lhs:
                                                                Name(id='last') @269:68
                                                              .rhs:
                                                                Name(id='NWG') @269:75
                                                          .rhs:
                                                            Name(id='gg') @269:81
                                                    Index() @269:86
                                                      .value:
                                                        Name(id='kh_tile') @269:86
                                                      .subs:
                                                        BinOp(op='+') @269:94
                                                          .lhs:
                                                            BinOp(op='*') @269:94
                                                              .lhs:
                                                                Name(id='NC') @269:94
                                                              .rhs:
                                                                BinOp(op='+') @269:100
                                                                  .lhs:
                                                                    BinOp(op='*') @269:100
                                                                      .lhs:
                                                                        Name(id='ks') @269:100
                                                                      .rhs:
                                                                        Name(id='NWG') @269:105
                                                                  .rhs:
                                                                    Name(id='gg') @269:111
                                                          .rhs:
                                                            Name(id='c') @269:117
                                                    Name(id='dq_c') @269:121
                                Wait() @270:29
                                  .target:
                                    Index() @270:34
                                      .value:
                                        Name(id='dq_empty') @270:34
                                      .subs:
                                        Name(id='i') @270:43
                                  .phase:
                                    BinOp(op='-') @270:52
                                      .lhs:
                                        Const(value=1) @270:52
                                      .rhs:
                                        BinOp(op='%') @270:56
                                          .lhs:
                                            Name(id='last') @270:56
                                          .rhs:
                                            Const(value=2) @270:63
                                ExprStmt() @271:29
                                  .value:
                                    Call(kwargs=()) @271:29
                                      .func:
                                        Name(id='store_smem') @271:29
                                      .args:
                                        Index() @271:40
                                          .value:
                                            Name(id='dq_s') @271:40
                                          .subs:
                                            BinOp(op='+') @271:45
                                              .lhs:
                                                BinOp(op='*') @271:45
                                                  .lhs:
                                                    Name(id='i') @271:45
                                                  .rhs:
                                                    Name(id='NWG') @271:49
                                              .rhs:
                                                Name(id='wg') @271:55
                                        Name(id='dq_c') @271:60
                                Fence() @272:29
                                Arrive(count=None) @273:29
                                  .target:
                                    Index() @273:36
                                      .value:
                                        Name(id='dq_full') @273:36
                                      .subs:
                                        Name(id='i') @273:44
                        Assign(targets=('s_f',)) @274:21
                          .value:
                            Call(kwargs=()) @274:27
                              .func:
                                Name(id='mma_async') @274:27
                              .args:
                                Index() @274:37
                                  .value:
                                    Name(id='q_ring') @274:37
                                  .subs:
                                    Name(id='slot') @274:44
                                Attr(name='T') @274:51
                                  .value:
                                    Index() @274:51
                                      .value:
                                        Name(id='k_tile') @274:51
                                      .subs:
                                        Name(id='mine') @274:58
                        Assign(targets=('dp_f',)) @275:21
                          .value:
                            Call(kwargs=()) @275:28
                              .func:
                                Name(id='mma_async') @275:28
                              .args:
                                Index() @275:38
                                  .value:
                                    Name(id='do_ring') @275:38
                                  .subs:
                                    Name(id='slot') @275:46
                                Attr(name='T') @275:53
                                  .value:
                                    Index() @275:53
                                      .value:
                                        Name(id='v_tile') @275:53
                                      .subs:
                                        Name(id='mine') @275:60
                        Assign(targets=('s',)) @276:21
                          .value:
                            Call() @276:25
                              .func:
                                Name(id='mma_wait') @276:25
                              .args:
                                Name(id='s_f') @276:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @276:47
                                )
                        Assign(targets=('kpos',)) @278:21
                          .value:
                            BinOp(op='+') @278:28
                              .lhs:
                                Name(id='krow0') @278:28
                              .rhs:
                                Call(kwargs=()) @278:36
                                  .func:
                                    Name(id='arange') @278:36
                                  .args:
                                    Name(id='WG_N') @278:43
                        If() @279:21
                          .cond:
                            Name(id='LSE_RING') @279:24
                          .body:
                            Assign(targets=('lse2c',)) @280:25
                              .value:
                                Call(kwargs=()) @280:33
                                  .func:
                                    Name(id='load') @280:33
                                  .args:
                                    Index() @280:38
                                      .value:
                                        Name(id='lse_s') @280:38
                                      .subs:
                                        Name(id='slot') @280:44
                          .orelse:
                            Assign(targets=('lse2c',)) @282:25
                              .value:
                                Index() @282:33
                                  .value:
                                    Name(id='lse2') @282:33
                                  .subs:
                                    FullSlice() @282:38
                                    Const(value=None) @282:41
                        Assign(targets=('p', 'dact')) @283:21
                          .value:
                            Call(kwargs=()) @283:31
                              .func:
                                Name(id='probs') @283:31
                              .args:
                                Name(id='s') @283:37
                                Name(id='edge') @283:40
                                Index() @283:46
                                  .value:
                                    Name(id='qpos') @283:46
                                  .subs:
                                    FullSlice() @283:51
                                    Const(value=None) @283:54
                                Index() @283:61
                                  .value:
                                    Name(id='kpos') @283:61
                                  .subs:
                                    Const(value=None) @283:66
                                    FullSlice() @283:72
                                Name(id='len_q') @283:76
                                Name(id='len_k') @283:83
                                Name(id='lse2c') @283:90
                                Name(id='qk_scale') @283:97
                                Name(id='sm_scale') @284:37
                                Name(id='CAUSAL') @284:47
                                Name(id='ACT') @284:55
                        ExprStmt() @285:21
                          .value:
                            Call(kwargs=()) @285:21
                              .func:
                                Name(id='store_smem') @285:21
                              .args:
                                Index() @285:32
                                  .value:
                                    Name(id='ds_s') @285:32
                                  .subs:
                                    Name(id='own') @285:37
                                Call(kwargs=()) @285:43
                                  .func:
                                    Name(id='cast') @285:43
                                  .args:
                                    Name(id='p') @285:48
                                    Name(id='DT') @285:51
                        Fence() @286:21
                        Assign(targets=('dv_f',)) @287:21
                          .value:
                            Call(kwargs=()) @287:28
                              .func:
                                Name(id='mma_async') @287:28
                              .args:
                                Attr(name='T') @287:38
                                  .value:
                                    Index() @287:38
                                      .value:
                                        Name(id='ds_s') @287:38
                                      .subs:
                                        Name(id='own') @287:43
                                Index() @287:51
                                  .value:
                                    Name(id='do_ring') @287:51
                                  .subs:
                                    Name(id='slot') @287:59
                                Name(id='acc_v') @287:66
                        Assign(targets=('dp',)) @288:21
                          .value:
                            Call() @288:26
                              .func:
                                Name(id='mma_wait') @288:26
                              .args:
                                Name(id='dp_f') @288:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @288:49
                                )
                        If() @289:21
                          .cond:
                            Name(id='LSE_RING') @289:24
                          .body:
                            Assign(targets=('dltc',)) @290:25
                              .value:
                                Call(kwargs=()) @290:32
                                  .func:
                                    Name(id='load') @290:32
                                  .args:
                                    Index() @290:37
                                      .value:
                                        Name(id='dl_s') @290:37
                                      .subs:
                                        Name(id='slot') @290:42
                          .orelse:
                            Assign(targets=('dltc',)) @292:25
                              .value:
                                Index() @292:32
                                  .value:
                                    Name(id='dlt') @292:32
                                  .subs:
                                    FullSlice() @292:36
                                    Const(value=None) @292:39
                        Assign(targets=('ds',)) @293:21
                          .value:
                            Call(kwargs=()) @293:26
                              .func:
                                Name(id='cast') @293:26
                              .args:
                                Call(kwargs=()) @293:31
                                  .func:
                                    Name(id='dscores') @293:31
                                  .args:
                                    Name(id='p') @293:39
                                    Name(id='dact') @293:42
                                    Name(id='dp') @293:48
                                    Name(id='dltc') @293:52
                                    Name(id='ACT') @293:58
                                Name(id='DT') @293:64
                        Assign(targets=('acc_v',)) @294:21
                          .value:
                            Call(kwargs=()) @294:29
                              .func:
                                Name(id='mma_wait') @294:29
                              .args:
                                Name(id='dv_f') @294:38
                        ExprStmt() @295:21
                          .value:
                            Call(kwargs=()) @295:21
                              .func:
                                Name(id='store_smem') @295:21
                              .args:
                                Index() @295:32
                                  .value:
                                    Name(id='ds_s') @295:32
                                  .subs:
                                    Name(id='own') @295:37
                                Name(id='ds') @295:43
                        Fence() @296:21
                        If() @297:21
                          .cond:
                            Name(id='LAG') @297:24
                          .body:
                            Arrive(count=None) @300:25
                              .target:
                                Index() @300:32
                                  .value:
                                    Name(id='ds_ready') @300:32
                                  .subs:
                                    Const(value=0) @300:41
                            Assign(targets=('dk_f',)) @301:25
                              .value:
                                Call(kwargs=()) @301:32
                                  .func:
                                    Name(id='mma_async') @301:32
                                  .args:
                                    Attr(name='T') @301:42
                                      .value:
                                        Index() @301:42
                                          .value:
                                            Name(id='ds_s') @301:42
                                          .subs:
                                            Name(id='own') @301:47
                                    Index() @301:55
                                      .value:
                                        Name(id='q_ring') @301:55
                                      .subs:
                                        Name(id='slot') @301:62
                                    Name(id='acc_k') @301:69
                            If(orelse=()) @302:25
                              .cond:
                                BoolOp(op='and') @302:28
                                  .values:
                                    BinOp(op='==') @302:28
                                      .lhs:
                                        Name(id='ACT') @302:28
                                      .rhs:
                                        Const(value='softmax') @302:35
                                    Name(id='AHEAD') @302:49
                              .body:
                                Assign(targets=('nxt',)) @304:29
                                  .value:
                                    Unary(op='-') @304:35
                                      .operand:
                                        Const(value=1) @304:36
                                If(orelse=()) @305:29
                                  .cond:
                                    BinOp(op='==') @305:32
                                      .lhs:
                                        Name(id='which') @305:32
                                      .rhs:
                                        Const(value=1) @305:41
                                  .body:
                                    Assign(targets=('nxt',)) @306:33
                                      .value:
                                        Const(value=1) @306:39
                                Assign(targets=('lse2_n', 'dlt_n')) @307:29
                                  .value:
                                    Call(kwargs=()) @307:45
                                      .func:
                                        Name(id='lse_delta') @307:45
                                      .args:
                                        Call(kwargs=()) @307:55
                                          .func:
                                            Name(id='minimum') @307:55
                                          .args:
                                            BinOp(op='+') @307:63
                                              .lhs:
                                                Name(id='j') @307:63
                                              .rhs:
                                                Const(value=1) @307:67
                                            BinOp(op='-') @307:70
                                              .lhs:
                                                Name(id='steps') @307:70
                                              .rhs:
                                                Const(value=1) @307:78
                                        Name(id='nxt') @307:82
                                        BinOp(op='*') @307:87
                                          .lhs:
                                            Name(id='kvh') @307:87
                                          .rhs:
                                            Name(id='group') @307:93
                                        Name(id='m_lo') @307:100
                                        Name(id='rot') @307:106
                                        Name(id='n_m') @307:111
                                        Name(id='n_x') @307:116
                                        Name(id='n_xs') @308:55
                                        Name(id='SPLIT') @308:61
                                        Name(id='q0') @308:68
                                        Name(id='len_q') @308:72
                                        Name(id='qcols') @308:79
                                        Name(id='lse2_t') @308:86
                                        Name(id='delta_t') @308:94
                                        Name(id='BLOCK_M') @308:103
                            Assign(targets=('acc_k',)) @309:25
                              .value:
                                Call(kwargs=()) @309:33
                                  .func:
                                    Name(id='mma_wait') @309:33
                                  .args:
                                    Name(id='dk_f') @309:42
                            Arrive(count=None) @310:25
                              .target:
                                Index() @310:32
                                  .value:
                                    Name(id='qd_free') @310:32
                                  .subs:
                                    Name(id='slot') @310:40
                            Assign(targets=('last',)) @311:25
                              .value:
                                Name(id='slot') @311:32
                          .orelse:
                            If() @312:21
                              .cond:
                                Name(id='WRITER') @312:26
                              .body:
                                Arrive(count=None) @313:25
                                  .target:
                                    Index() @313:32
                                      .value:
                                        Name(id='ds_ready') @313:32
                                      .subs:
                                        Name(id='slot') @313:41
                                Assign(targets=('dk_f',)) @314:25
                                  .value:
                                    Call(kwargs=()) @314:32
                                      .func:
                                        Name(id='mma_async') @314:32
                                      .args:
                                        Attr(name='T') @314:42
                                          .value:
                                            Index() @314:42
                                              .value:
                                                Name(id='ds_s') @314:42
                                              .subs:
                                                Name(id='own') @314:47
                                        Index() @314:55
                                          .value:
                                            Name(id='q_ring') @314:55
                                          .subs:
                                            Name(id='slot') @314:62
                                        Name(id='acc_k') @314:69
                                Wait(phase=None) @315:25
                                  .target:
                                    Index() @315:30
                                      .value:
                                        Name(id='ds_ready') @315:30
                                      .subs:
                                        Name(id='slot') @315:39
                                For(var='i') @316:25
                                  .iter:
                                    Call(kwargs=()) @316:34
                                      .func:
                                        Name(id='static_range') @316:34
                                      .args:
                                        Name(id='NCW') @316:47
                                  .body:
                                    Assign(targets=('c',)) @317:29
                                      .value:
                                        BinOp(op='+') @317:33
                                          .lhs:
                                            BinOp(op='*') @317:33
                                              .lhs:
                                                Name(id='wg') @317:33
                                              .rhs:
                                                Name(id='NCW') @317:38
                                          .rhs:
                                            Name(id='i') @317:44
                                    If() @318:29
                                      .cond:
                                        Name(id='DQ_PAIR') @318:32
                                      .body:
                                        Assign(targets=('f0',)) @321:33
                                          .value:
                                            Call(kwargs=()) @321:38
                                              .func:
                                                Name(id='mma_async') @321:38
                                              .args:
                                                Index() @321:48
                                                  .value:
                                                    Name(id='ds_s') @321:48
                                                  .subs:
                                                    Name(id='own') @321:53
                                                Index() @321:59
                                                  .value:
                                                    Name(id='kh_tile') @321:59
                                                  .subs:
                                                    BinOp(op='+') @321:67
                                                      .lhs:
                                                        BinOp(op='*') @321:67
                                                          .lhs:
                                                            Name(id='NC') @321:67
                                                          .rhs:
                                                            Name(id='mine') @321:72
                                                      .rhs:
                                                        Name(id='c') @321:79
                                        Assign(targets=('f1',)) @322:33
                                          .value:
                                            Call(kwargs=()) @322:38
                                              .func:
                                                Name(id='mma_async') @322:38
                                              .args:
                                                Index() @322:48
                                                  .value:
                                                    Name(id='ds_s') @322:48
                                                  .subs:
                                                    BinOp(op='+') @322:53
                                                      .lhs:
                                                        BinOp(op='*') @322:53
                                                          .lhs:
                                                            Name(id='slot') @322:53
                                                          .rhs:
                                                            Name(id='NWG') @322:60
                                                      .rhs:
                                                        Name(id='og') @322:66
                                                Index() @322:71
                                                  .value:
                                                    Name(id='kh_tile') @322:71
                                                  .subs:
                                                    BinOp(op='+') @322:79
                                                      .lhs:
                                                        BinOp(op='*') @322:79
                                                          .lhs:
                                                            Name(id='NC') @322:79
                                                          .rhs:
                                                            BinOp(op='+') @322:85
                                                              .lhs:
                                                                BinOp(op='*') @322:85
                                                                  .lhs:
                                                                    Name(id='ks') @322:85
                                                                  .rhs:
                                                                    Name(id='NWG') @322:90
                                                              .rhs:
                                                                Name(id='og') @322:96
                                                      .rhs:
                                                        Name(id='c') @322:102
                                                Name(id='f0') @322:106
                                        If(orelse=()) @323:33
                                          .cond:
                                            BinOp(op='==') @323:36
                                              .lhs:
                                                Name(id='i') @323:36
                                              .rhs:
                                                Const(value=0) @323:41
                                          .body:
                                            Assign(targets=('acc_k',)) @324:37
                                              .value:
                                                Call() @324:45
                                                  .func:
                                                    Name(id='mma_wait') @324:45
                                                  .args:
                                                    Name(id='dk_f') @324:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @324:68
                                                    )
                                            Arrive(count=None) @325:37
                                              .target:
                                                Index() @325:44
                                                  .value:
                                                    Name(id='qd_free') @325:44
                                                  .subs:
                                                    Name(id='slot') @325:52
                                        Assign(targets=('dq_c',)) @326:33
                                          .value:
                                            Call(kwargs=()) @326:40
                                              .func:
                                                Name(id='mma_wait') @326:40
                                              .args:
                                                Name(id='f1') @326:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @328:33
                                          .value:
                                            Call(kwargs=()) @328:40
                                              .func:
                                                Name(id='zeros') @328:40
                                              .args:
                                                ListLit() @328:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @328:47
                                                    Name(id='DQ_COLS') @328:56
                                                Name(id='f32') @328:66
                                        For(var='g') @329:33
                                          .iter:
                                            Call(kwargs=()) @329:42
                                              .func:
                                                Name(id='static_range') @329:42
                                              .args:
                                                Name(id='NWG') @329:55
                                          .body:
                                            Assign(targets=('gg',)) @330:37
                                              .value:
                                                BinOp(op='%') @330:43
                                                  .lhs:
                                                    BinOp(op='+') @330:43
                                                      .lhs:
                                                        Name(id='wg') @330:43
                                                      .rhs:
                                                        Name(id='g') @330:48
                                                  .rhs:
                                                    Name(id='NWG') @330:53
                                            Assign(targets=('dq_f',)) @331:37
                                              .value:
                                                Call(kwargs=()) @331:44
                                                  .func:
                                                    Name(id='mma_async') @331:44
                                                  .args:
                                                    Index() @331:54
                                                      .value:
                                                        Name(id='ds_s') @331:54
                                                      .subs:
                                                        BinOp(op='+') @331:59
                                                          .lhs:
                                                            BinOp(op='*') @331:59
                                                              .lhs:
                                                                Name(id='slot') @331:59
                                                              .rhs:
                                                                Name(id='NWG') @331:66
                                                          .rhs:
                                                            Name(id='gg') @331:72
                                                    Index() @331:77
                                                      .value:
                                                        Name(id='kh_tile') @331:77
                                                      .subs:
                                                        BinOp(op='+') @331:85
                                                          .lhs:
                                                            BinOp(op='*') @331:85
                                                              .lhs:
                                                                Name(id='NC') @331:85
                                                              .rhs:
                                                                BinOp(op='+') @331:91
                                                                  .lhs:
                                                                    BinOp(op='*') @331:91
                                                                      .lhs:
                                                                        Name(id='ks') @331:91
                                                                      .rhs:
                                                                        Name(id='NWG') @331:96
                                                                  .rhs:
                                                                    Name(id='gg') @331:102
                                                          .rhs:
                                                            Name(id='c') @331:108
                                                    Name(id='dq_c') @331:112
                                            If(orelse=()) @332:37
                                              .cond:
                                                BoolOp(op='and') @332:40
                                                  .values:
                                                    BinOp(op='==') @332:40
                                                      .lhs:
                                                        Name(id='i') @332:40
                                                      .rhs:
                                                        Const(value=0) @332:45
                                                    BinOp(op='==') @332:51
                                                      .lhs:
                                                        Name(id='g') @332:51
                                                      .rhs:
                                                        Const(value=0) @332:56
                                              .body:
                                                Assign(targets=('acc_k',)) @334:41
                                                  .value:
                                                    Call() @334:49
                                                      .func:
                                                        Name(id='mma_wait') @334:49
                                                      .args:
                                                        Name(id='dk_f') @334:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @334:72
                                                        )
                                                Arrive(count=None) @335:41
                                                  .target:
                                                    Index() @335:48
                                                      .value:
                                                        Name(id='qd_free') @335:48
                                                      .subs:
                                                        Name(id='slot') @335:56
                                            Assign(targets=('dq_c',)) @336:37
                                              .value:
                                                Call(kwargs=()) @336:44
                                                  .func:
                                                    Name(id='mma_wait') @336:44
                                                  .args:
                                                    Name(id='dq_f') @336:53
                                    Wait() @337:29
                                      .target:
                                        Index() @337:34
                                          .value:
                                            Name(id='dq_empty') @337:34
                                          .subs:
                                            Name(id='i') @337:43
                                      .phase:
                                        BinOp(op='-') @337:52
                                          .lhs:
                                            Const(value=1) @337:52
                                          .rhs:
                                            BinOp(op='%') @337:56
                                              .lhs:
                                                Name(id='slot') @337:56
                                              .rhs:
                                                Const(value=2) @337:63
                                    ExprStmt() @338:29
                                      .value:
                                        Call(kwargs=()) @338:29
                                          .func:
                                            Name(id='store_smem') @338:29
                                          .args:
                                            Index() @338:40
                                              .value:
                                                Name(id='dq_s') @338:40
                                              .subs:
                                                BinOp(op='+') @338:45
                                                  .lhs:
                                                    BinOp(op='*') @338:45
                                                      .lhs:
                                                        Name(id='i') @338:45
                                                      .rhs:
                                                        Name(id='NWG') @338:49
                                                  .rhs:
                                                    Name(id='wg') @338:55
                                            Name(id='dq_c') @338:60
                                    Fence() @339:29
                                    Arrive(count=None) @340:29
                                      .target:
                                        Index() @340:36
                                          .value:
                                            Name(id='dq_full') @340:36
                                          .subs:
                                            Name(id='i') @340:44
                              .orelse:
                                Assign(targets=('dq_f',)) @342:25
                                  .value:
                                    Call(kwargs=()) @342:32
                                      .func:
                                        Name(id='mma_async') @342:32
                                      .args:
                                        Index() @342:42
                                          .value:
                                            Name(id='ds_s') @342:42
                                          .subs:
                                            Name(id='wg') @342:47
                                        Index() @342:52
                                          .value:
                                            Name(id='kh_tile') @342:52
                                          .subs:
                                            BinOp(op='*') @342:60
                                              .lhs:
                                                Name(id='NC') @342:60
                                              .rhs:
                                                Name(id='mine') @342:65
                                Assign(targets=('dk_f',)) @343:25
                                  .value:
                                    Call(kwargs=()) @343:32
                                      .func:
                                        Name(id='mma_async') @343:32
                                      .args:
                                        Attr(name='T') @343:42
                                          .value:
                                            Index() @343:42
                                              .value:
                                                Name(id='ds_s') @343:42
                                              .subs:
                                                Name(id='wg') @343:47
                                        Index() @343:54
                                          .value:
                                            Name(id='q_ring') @343:54
                                          .subs:
                                            Name(id='slot') @343:61
                                        Name(id='acc_k') @343:68
                                Assign(targets=('dq_c',)) @344:25
                                  .value:
                                    Call() @344:32
                                      .func:
                                        Name(id='mma_wait') @344:32
                                      .args:
                                        Name(id='dq_f') @344:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @344:55
                                        )
                                ExprStmt() @345:25
                                  .value:
                                    Call(kwargs=()) @345:25
                                      .func:
                                        Name(id='store_smem') @345:25
                                      .args:
                                        Index() @345:36
                                          .value:
                                            Name(id='dq_s') @345:36
                                          .subs:
                                            Name(id='wg') @345:41
                                        Name(id='dq_c') @345:46
                                Fence() @346:25
                                Tma(signals=None, reduce='add') @347:25
                                  .dst:
                                    Index() @347:29
                                      .value:
                                        Name(id='dq_acc') @347:29
                                      .subs:
                                        Name(id='seq') @347:36
                                        Name(id='mb') @347:41
                                        Name(id='head') @347:45
                                        Const(value=0) @347:51
                                  .src:
                                    Index() @347:57
                                      .value:
                                        Name(id='dq_s') @347:57
                                      .subs:
                                        Name(id='wg') @347:62
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
                                            BinOp(op='+') @348:60
                                              .lhs:
                                                BinOp(op='*') @348:60
                                                  .lhs:
                                                    Name(id='NC') @348:60
                                                  .rhs:
                                                    Name(id='mine') @348:65
                                              .rhs:
                                                Const(value=1) @348:72
                                Assign(targets=('acc_k',)) @349:25
                                  .value:
                                    Call() @349:33
                                      .func:
                                        Name(id='mma_wait') @349:33
                                      .args:
                                        Name(id='dk_f') @349:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @349:56
                                        )
                                Assign(targets=('dq_c',)) @350:25
                                  .value:
                                    Call(kwargs=()) @350:32
                                      .func:
                                        Name(id='mma_wait') @350:32
                                      .args:
                                        Name(id='dq_f') @350:41
                                Arrive(count=None) @351:25
                                  .target:
                                    Index() @351:32
                                      .value:
                                        Name(id='qd_free') @351:32
                                      .subs:
                                        Name(id='slot') @351:40
                                ExprStmt() @352:25
                                  .value:
                                    Call(kwargs=()) @352:25
                                      .func:
                                        Name(id='store_smem') @352:25
                                      .args:
                                        Index() @352:36
                                          .value:
                                            Name(id='dq_s') @352:36
                                          .subs:
                                            Name(id='wg') @352:41
                                        Name(id='dq_c') @352:46
                                Fence() @353:25
                                Tma(signals=None, reduce='add') @354:25
                                  .dst:
                                    Index() @354:29
                                      .value:
                                        Name(id='dq_acc') @354:29
                                      .subs:
                                        Name(id='seq') @354:36
                                        Name(id='mb') @354:41
                                        Name(id='head') @354:45
                                        Const(value=1) @354:51
                                  .src:
                                    Index() @354:57
                                      .value:
                                        Name(id='dq_s') @354:57
                                      .subs:
                                        Name(id='wg') @354:62
                                For(var='c') @355:25
                                  .iter:
                                    Call(kwargs=()) @355:34
                                      .func:
                                        Name(id='static_range') @355:34
                                      .args:
                                        Const(value=2) @355:47
                                        Name(id='NC') @355:50
                                  .body:
                                    Assign(targets=('dq_c',)) @356:29
                                      .value:
                                        Call(kwargs=()) @356:36
                                          .func:
                                            Name(id='mma_wait') @356:36
                                          .args:
                                            Call(kwargs=()) @356:45
                                              .func:
                                                Name(id='mma_async') @356:45
                                              .args:
                                                Index() @356:55
                                                  .value:
                                                    Name(id='ds_s') @356:55
                                                  .subs:
                                                    Name(id='wg') @356:60
                                                Index() @356:65
                                                  .value:
                                                    Name(id='kh_tile') @356:65
                                                  .subs:
                                                    BinOp(op='+') @356:73
                                                      .lhs:
                                                        BinOp(op='*') @356:73
                                                          .lhs:
                                                            Name(id='NC') @356:73
                                                          .rhs:
                                                            Name(id='mine') @356:78
                                                      .rhs:
                                                        Name(id='c') @356:85
                                    ExprStmt() @357:29
                                      .value:
                                        Call(kwargs=()) @357:29
                                          .func:
                                            Name(id='store_smem') @357:29
                                          .args:
                                            Index() @357:40
                                              .value:
                                                Name(id='dq_s') @357:40
                                              .subs:
                                                Name(id='wg') @357:45
                                            Name(id='dq_c') @357:50
                                    Fence() @358:29
                                    Tma(signals=None, reduce='add') @359:29
                                      .dst:
                                        Index() @359:33
                                          .value:
                                            Name(id='dq_acc') @359:33
                                          .subs:
                                            Name(id='seq') @359:40
                                            Name(id='mb') @359:45
                                            Name(id='head') @359:49
                                            Name(id='c') @359:55
                                      .src:
                                        Index() @359:61
                                          .value:
                                            Name(id='dq_s') @359:61
                                          .subs:
                                            Name(id='wg') @359:66
                      .orelse:
                        Assign(targets=('st_f',)) @361:21
                          .value:
                            Call(kwargs=()) @361:28
                              .func:
                                Name(id='mma_async') @361:28
                              .args:
                                Index() @361:38
                                  .value:
                                    Name(id='k_tile') @361:38
                                  .subs:
                                    Name(id='mine') @361:45
                                Attr(name='T') @361:52
                                  .value:
                                    Index() @361:52
                                      .value:
                                        Name(id='q_ring') @361:52
                                      .subs:
                                        Name(id='slot') @361:59
                        Assign(targets=('dpt_f',)) @362:21
                          .value:
                            Call(kwargs=()) @362:29
                              .func:
                                Name(id='mma_async') @362:29
                              .args:
                                Index() @362:39
                                  .value:
                                    Name(id='v_tile') @362:39
                                  .subs:
                                    Name(id='mine') @362:46
                                Attr(name='T') @362:53
                                  .value:
                                    Index() @362:53
                                      .value:
                                        Name(id='do_ring') @362:53
                                      .subs:
                                        Name(id='slot') @362:61
                        Assign(targets=('st',)) @363:21
                          .value:
                            Call() @363:26
                              .func:
                                Name(id='mma_wait') @363:26
                              .args:
                                Name(id='st_f') @363:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @363:49
                                )
                        If() @364:21
                          .cond:
                            Name(id='LSE_RING') @364:24
                          .body:
                            Assign(targets=('lse2r',)) @365:25
                              .value:
                                Call(kwargs=()) @365:33
                                  .func:
                                    Name(id='load') @365:33
                                  .args:
                                    Index() @365:38
                                      .value:
                                        Name(id='lse_s') @365:38
                                      .subs:
                                        Name(id='slot') @365:44
                          .orelse:
                            Assign(targets=('lse2r',)) @367:25
                              .value:
                                Index() @367:33
                                  .value:
                                    Name(id='lse2') @367:33
                                  .subs:
                                    Const(value=None) @367:38
                                    FullSlice() @367:44
                        Assign(targets=('pt', 'dact')) @368:21
                          .value:
                            Call(kwargs=()) @368:32
                              .func:
                                Name(id='probs') @368:32
                              .args:
                                Name(id='st') @368:38
                                Name(id='edge') @368:42
                                Index() @368:48
                                  .value:
                                    Name(id='qpos') @368:48
                                  .subs:
                                    Const(value=None) @368:53
                                    FullSlice() @368:59
                                Index() @368:63
                                  .value:
                                    Name(id='krows') @368:63
                                  .subs:
                                    FullSlice() @368:69
                                    Const(value=None) @368:72
                                Name(id='len_q') @368:79
                                Name(id='len_k') @368:86
                                Name(id='lse2r') @368:93
                                Name(id='qk_scale') @368:100
                                Name(id='sm_scale') @369:38
                                Name(id='CAUSAL') @369:48
                                Name(id='ACT') @369:56
                        Assign(targets=('dpt',)) @370:21
                          .value:
                            Call(kwargs=()) @370:27
                              .func:
                                Name(id='mma_wait') @370:27
                              .args:
                                Name(id='dpt_f') @370:36
                        Assign(targets=('dv_f',)) @372:21
                          .value:
                            Call(kwargs=()) @372:28
                              .func:
                                Name(id='mma_async') @372:28
                              .args:
                                Call(kwargs=()) @372:38
                                  .func:
                                    Name(id='cast') @372:38
                                  .args:
                                    Name(id='pt') @372:43
                                    Name(id='DT') @372:47
                                Index() @372:52
                                  .value:
                                    Name(id='do_ring') @372:52
                                  .subs:
                                    Name(id='slot') @372:60
                                Name(id='acc_v') @372:67
                        If() @373:21
                          .cond:
                            Name(id='LSE_RING') @373:24
                          .body:
                            Assign(targets=('dltr',)) @374:25
                              .value:
                                Call(kwargs=()) @374:32
                                  .func:
                                    Name(id='load') @374:32
                                  .args:
                                    Index() @374:37
                                      .value:
                                        Name(id='dl_s') @374:37
                                      .subs:
                                        Name(id='slot') @374:42
                          .orelse:
                            Assign(targets=('dltr',)) @376:25
                              .value:
                                Index() @376:32
                                  .value:
                                    Name(id='dlt') @376:32
                                  .subs:
                                    Const(value=None) @376:36
                                    FullSlice() @376:42
                        Assign(targets=('dst',)) @377:21
                          .value:
                            Call(kwargs=()) @377:27
                              .func:
                                Name(id='cast') @377:27
                              .args:
                                Call(kwargs=()) @377:32
                                  .func:
                                    Name(id='dscores') @377:32
                                  .args:
                                    Name(id='pt') @377:40
                                    Name(id='dact') @377:44
                                    Name(id='dpt') @377:50
                                    Name(id='dltr') @377:55
                                    Name(id='ACT') @377:61
                                Name(id='DT') @377:67
                        If() @378:21
                          .cond:
                            Name(id='WRITER') @378:24
                          .body:
                            ExprStmt() @380:25
                              .value:
                                Call(kwargs=()) @380:25
                                  .func:
                                    Name(id='store_smem') @380:25
                                  .args:
                                    Index() @380:36
                                      .value:
                                        Name(id='ds_s') @380:36
                                      .subs:
                                        BinOp(op='+') @380:41
                                          .lhs:
                                            BinOp(op='*') @380:41
                                              .lhs:
                                                Name(id='slot') @380:41
                                              .rhs:
                                                Name(id='NWG') @380:48
                                          .rhs:
                                            Name(id='wg') @380:54
                                    Name(id='dst') @380:59
                            Fence() @381:25
                            Arrive(count=None) @382:25
                              .target:
                                Index() @382:32
                                  .value:
                                    Name(id='ds_ready') @382:32
                                  .subs:
                                    Name(id='slot') @382:41
                            Assign(targets=('dk_f',)) @383:25
                              .value:
                                Call(kwargs=()) @383:32
                                  .func:
                                    Name(id='mma_async') @383:32
                                  .args:
                                    Name(id='dst') @383:42
                                    Index() @383:47
                                      .value:
                                        Name(id='q_ring') @383:47
                                      .subs:
                                        Name(id='slot') @383:54
                                    Name(id='acc_k') @383:61
                            If() @384:25
                              .cond:
                                Name(id='DQ_EARLY') @384:28
                              .body:
                                Assign(targets=('own',)) @387:29
                                  .value:
                                    BinOp(op='+') @387:35
                                      .lhs:
                                        BinOp(op='*') @387:35
                                          .lhs:
                                            Name(id='slot') @387:35
                                          .rhs:
                                            Name(id='NWG') @387:42
                                      .rhs:
                                        Name(id='wg') @387:48
                                Assign(targets=('c0',)) @388:29
                                  .value:
                                    BinOp(op='*') @388:34
                                      .lhs:
                                        Name(id='wg') @388:34
                                      .rhs:
                                        Name(id='NCW') @388:39
                                Assign(targets=('a0',)) @389:29
                                  .value:
                                    Call(kwargs=()) @389:34
                                      .func:
                                        Name(id='mma_async') @389:34
                                      .args:
                                        Attr(name='T') @389:44
                                          .value:
                                            Index() @389:44
                                              .value:
                                                Name(id='ds_s') @389:44
                                              .subs:
                                                Name(id='own') @389:49
                                        Index() @389:57
                                          .value:
                                            Name(id='kh_tile') @389:57
                                          .subs:
                                            BinOp(op='+') @389:65
                                              .lhs:
                                                BinOp(op='*') @389:65
                                                  .lhs:
                                                    Name(id='NC') @389:65
                                                  .rhs:
                                                    Name(id='mine') @389:70
                                              .rhs:
                                                Name(id='c0') @389:77
                                        Call(kwargs=()) @389:82
                                          .func:
                                            Name(id='zeros') @389:82
                                          .args:
                                            ListLit() @389:88
                                              .elts:
                                                Name(id='BLOCK_M') @389:89
                                                Name(id='DQ_COLS') @389:98
                                            Name(id='f32') @389:108
                                Assign(targets=('a1',)) @390:29
                                  .value:
                                    Call(kwargs=()) @390:34
                                      .func:
                                        Name(id='mma_async') @390:34
                                      .args:
                                        Attr(name='T') @390:44
                                          .value:
                                            Index() @390:44
                                              .value:
                                                Name(id='ds_s') @390:44
                                              .subs:
                                                Name(id='own') @390:49
                                        Index() @390:57
                                          .value:
                                            Name(id='kh_tile') @390:57
                                          .subs:
                                            BinOp(op='+') @390:65
                                              .lhs:
                                                BinOp(op='+') @390:65
                                                  .lhs:
                                                    BinOp(op='*') @390:65
                                                      .lhs:
                                                        Name(id='NC') @390:65
                                                      .rhs:
                                                        Name(id='mine') @390:70
                                                  .rhs:
                                                    Name(id='c0') @390:77
                                              .rhs:
                                                Const(value=1) @390:82
                                        Call(kwargs=()) @390:86
                                          .func:
                                            Name(id='zeros') @390:86
                                          .args:
                                            ListLit() @390:92
                                              .elts:
                                                Name(id='BLOCK_M') @390:93
                                                Name(id='DQ_COLS') @390:102
                                            Name(id='f32') @390:112
                                Assign(targets=('acc_v',)) @391:29
                                  .value:
                                    Call() @391:37
                                      .func:
                                        Name(id='mma_wait') @391:37
                                      .args:
                                        Name(id='dv_f') @391:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=3) @391:60
                                        )
                                Assign(targets=('acc_k',)) @392:29
                                  .value:
                                    Call() @392:37
                                      .func:
                                        Name(id='mma_wait') @392:37
                                      .args:
                                        Name(id='dk_f') @392:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @392:60
                                        )
                                Arrive(count=None) @393:29
                                  .target:
                                    Index() @393:36
                                      .value:
                                        Name(id='qd_free') @393:36
                                      .subs:
                                        Name(id='slot') @393:44
                                Assign(targets=('p0',)) @394:29
                                  .value:
                                    Call() @394:34
                                      .func:
                                        Name(id='mma_wait') @394:34
                                      .args:
                                        Name(id='a0') @394:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @394:55
                                        )
                                Assign(targets=('p1',)) @395:29
                                  .value:
                                    Call(kwargs=()) @395:34
                                      .func:
                                        Name(id='mma_wait') @395:34
                                      .args:
                                        Name(id='a1') @395:43
                                Wait(phase=None) @396:29
                                  .target:
                                    Index() @396:34
                                      .value:
                                        Name(id='ds_ready') @396:34
                                      .subs:
                                        Name(id='slot') @396:43
                                Assign(targets=('og',)) @397:29
                                  .value:
                                    BinOp(op='%') @397:35
                                      .lhs:
                                        BinOp(op='+') @397:35
                                          .lhs:
                                            Name(id='wg') @397:35
                                          .rhs:
                                            Const(value=1) @397:40
                                      .rhs:
                                        Name(id='NWG') @397:45
                                Assign(targets=('b0',)) @398:29
                                  .value:
                                    Call(kwargs=()) @398:34
                                      .func:
                                        Name(id='mma_async') @398:34
                                      .args:
                                        Attr(name='T') @398:44
                                          .value:
                                            Index() @398:44
                                              .value:
                                                Name(id='ds_s') @398:44
                                              .subs:
                                                BinOp(op='+') @398:49
                                                  .lhs:
                                                    BinOp(op='*') @398:49
                                                      .lhs:
                                                        Name(id='slot') @398:49
                                                      .rhs:
                                                        Name(id='NWG') @398:56
                                                  .rhs:
                                                    Name(id='og') @398:62
                                        Index() @398:69
                                          .value:
                                            Name(id='kh_tile') @398:69
                                          .subs:
                                            BinOp(op='+') @398:77
                                              .lhs:
                                                BinOp(op='*') @398:77
                                                  .lhs:
                                                    Name(id='NC') @398:77
                                                  .rhs:
                                                    BinOp(op='+') @398:83
                                                      .lhs:
                                                        BinOp(op='*') @398:83
                                                          .lhs:
                                                            Name(id='ks') @398:83
                                                          .rhs:
                                                            Name(id='NWG') @398:88
                                                      .rhs:
                                                        Name(id='og') @398:94
                                              .rhs:
                                                Name(id='c0') @398:100
                                        Name(id='p0') @398:105
                                Assign(targets=('b1',)) @399:29
                                  .value:
                                    Call(kwargs=()) @399:34
                                      .func:
                                        Name(id='mma_async') @399:34
                                      .args:
                                        Attr(name='T') @399:44
                                          .value:
                                            Index() @399:44
                                              .value:
                                                Name(id='ds_s') @399:44
                                              .subs:
                                                BinOp(op='+') @399:49
                                                  .lhs:
                                                    BinOp(op='*') @399:49
                                                      .lhs:
                                                        Name(id='slot') @399:49
                                                      .rhs:
                                                        Name(id='NWG') @399:56
                                                  .rhs:
                                                    Name(id='og') @399:62
                                        Index() @399:69
                                          .value:
                                            Name(id='kh_tile') @399:69
                                          .subs:
                                            BinOp(op='+') @399:77
                                              .lhs:
                                                BinOp(op='+') @399:77
                                                  .lhs:
                                                    BinOp(op='*') @399:77
                                                      .lhs:
                                                        Name(id='NC') @399:77
                                                      .rhs:
                                                        BinOp(op='+') @399:83
                                                          .lhs:
                                                            BinOp(op='*') @399:83
                                                              .lhs:
                                                                Name(id='ks') @399:83
                                                              .rhs:
                                                                Name(id='NWG') @399:88
                                                          .rhs:
                                                            Name(id='og') @399:94
                                                  .rhs:
                                                    Name(id='c0') @399:100
                                              .rhs:
                                                Const(value=1) @399:105
                                        Name(id='p1') @399:109
                                Assign(targets=('p0',)) @401:29
                                  .value:
                                    Call() @401:34
                                      .func:
                                        Name(id='mma_wait') @401:34
                                      .args:
                                        Name(id='b0') @401:43
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @401:55
                                        )
                                Wait() @402:29
                                  .target:
                                    Index() @402:34
                                      .value:
                                        Name(id='dq_empty') @402:34
                                      .subs:
                                        Const(value=0) @402:43
                                  .phase:
                                    BinOp(op='-') @402:52
                                      .lhs:
                                        Const(value=1) @402:52
                                      .rhs:
                                        BinOp(op='%') @402:56
                                          .lhs:
                                            Name(id='slot') @402:56
                                          .rhs:
                                            Const(value=2) @402:63
                                ExprStmt() @403:29
                                  .value:
                                    Call(kwargs=()) @403:29
                                      .func:
                                        Name(id='store_smem') @403:29
                                      .args:
                                        Index() @403:40
                                          .value:
                                            Name(id='dq_s') @403:40
                                          .subs:
                                            Name(id='wg') @403:45
                                        Name(id='p0') @403:50
                                Fence() @404:29
                                Arrive(count=None) @405:29
                                  .target:
                                    Index() @405:36
                                      .value:
                                        Name(id='dq_full') @405:36
                                      .subs:
                                        Const(value=0) @405:44
                                Assign(targets=('p1',)) @406:29
                                  .value:
                                    Call(kwargs=()) @406:34
                                      .func:
                                        Name(id='mma_wait') @406:34
                                      .args:
                                        Name(id='b1') @406:43
                                Wait() @407:29
                                  .target:
                                    Index() @407:34
                                      .value:
                                        Name(id='dq_empty') @407:34
                                      .subs:
                                        Const(value=1) @407:43
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
                                            BinOp(op='+') @408:45
                                              .lhs:
                                                Name(id='NWG') @408:45
                                              .rhs:
                                                Name(id='wg') @408:51
                                        Name(id='p1') @408:56
                                Fence() @409:29
                                Arrive(count=None) @410:29
                                  .target:
                                    Index() @410:36
                                      .value:
                                        Name(id='dq_full') @410:36
                                      .subs:
                                        Const(value=1) @410:44
                              .orelse:
                                Assign(targets=('acc_v',)) @412:29
                                  .value:
                                    Call() @412:37
                                      .func:
                                        Name(id='mma_wait') @412:37
                                      .args:
                                        Name(id='dv_f') @412:46
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @412:60
                                        )
                                Assign(targets=('acc_k',)) @413:29
                                  .value:
                                    Call(kwargs=()) @413:37
                                      .func:
                                        Name(id='mma_wait') @413:37
                                      .args:
                                        Name(id='dk_f') @413:46
                                Arrive(count=None) @414:29
                                  .target:
                                    Index() @414:36
                                      .value:
                                        Name(id='qd_free') @414:36
                                      .subs:
                                        Name(id='slot') @414:44
                                Wait(phase=None) @415:29
                                  .target:
                                    Index() @415:34
                                      .value:
                                        Name(id='ds_ready') @415:34
                                      .subs:
                                        Name(id='slot') @415:43
                                For(var='i') @418:29
                                  .iter:
                                    Call(kwargs=()) @418:38
                                      .func:
                                        Name(id='static_range') @418:38
                                      .args:
                                        Name(id='NCW') @418:51
                                  .body:
                                    Assign(targets=('c',)) @419:33
                                      .value:
                                        BinOp(op='+') @419:37
                                          .lhs:
                                            BinOp(op='*') @419:37
                                              .lhs:
                                                Name(id='wg') @419:37
                                              .rhs:
                                                Name(id='NCW') @419:42
                                          .rhs:
                                            Name(id='i') @419:48
                                    Assign(targets=('dq_c',)) @420:33
                                      .value:
                                        Call(kwargs=()) @420:40
                                          .func:
                                            Name(id='zeros') @420:40
                                          .args:
                                            ListLit() @420:46
                                              .elts:
                                                Name(id='BLOCK_M') @420:47
                                                Name(id='DQ_COLS') @420:56
                                            Name(id='f32') @420:66
                                    For(var='g') @421:33
                                      .iter:
                                        Call(kwargs=()) @421:42
                                          .func:
                                            Name(id='static_range') @421:42
                                          .args:
                                            Name(id='NWG') @421:55
                                      .body:
                                        Assign(targets=('gg',)) @422:37
                                          .value:
                                            BinOp(op='%') @422:43
                                              .lhs:
                                                BinOp(op='+') @422:43
                                                  .lhs:
                                                    Name(id='wg') @422:43
                                                  .rhs:
                                                    Name(id='g') @422:48
                                              .rhs:
                                                Name(id='NWG') @422:53
                                        Assign(targets=('dq_c',)) @423:37
                                          .value:
                                            Call(kwargs=()) @423:44
                                              .func:
                                                Name(id='mma_wait') @423:44
                                              .args:
                                                Call(kwargs=()) @423:53
                                                  .func:
                                                    Name(id='mma_async') @423:53
                                                  .args:
                                                    Attr(name='T') @423:63
                                                      .value:
                                                        Index() @423:63
                                                          .value:
                                                            Name(id='ds_s') @423:63
                                                          .subs:
                                                            BinOp(op='+') @423:68
                                                              .lhs:
                                                                BinOp(op='*') @423:68
                                                                  .lhs:
                                                                    Name(id='slot') @423:68
                                                                  .rhs:
                                                                    Name(id='NWG') @423:75
                                                              .rhs:
                                                                Name(id='gg') @423:81
                                                    Index() @423:88
                                                      .value:
                                                        Name(id='kh_tile') @423:88
                                                      .subs:
                                                        BinOp(op='+') @423:96
                                                          .lhs:
                                                            BinOp(op='*') @423:96
                                                              .lhs:
                                                                Name(id='NC') @423:96
                                                              .rhs:
                                                                BinOp(op='+') @423:102
                                                                  .lhs:
                                                                    BinOp(op='*') @423:102
                                                                      .lhs:
                                                                        Name(id='ks') @423:102
                                                                      .rhs:
                                                                        Name(id='NWG') @423:107
                                                                  .rhs:
                                                                    Name(id='gg') @423:113
                                                          .rhs:
                                                            Name(id='c') @423:119
                                                    Name(id='dq_c') @423:123
                                    Wait() @426:33
                                      .target:
                                        Index() @426:38
                                          .value:
                                            Name(id='dq_empty') @426:38
                                          .subs:
                                            Name(id='i') @426:47
                                      .phase:
                                        BinOp(op='-') @426:56
                                          .lhs:
                                            Const(value=1) @426:56
                                          .rhs:
                                            BinOp(op='%') @426:60
                                              .lhs:
                                                Name(id='slot') @426:60
                                              .rhs:
                                                Const(value=2) @426:67
                                    ExprStmt() @427:33
                                      .value:
                                        Call(kwargs=()) @427:33
                                          .func:
                                            Name(id='store_smem') @427:33
                                          .args:
                                            Index() @427:44
                                              .value:
                                                Name(id='dq_s') @427:44
                                              .subs:
                                                BinOp(op='+') @427:49
                                                  .lhs:
                                                    BinOp(op='*') @427:49
                                                      .lhs:
                                                        Name(id='i') @427:49
                                                      .rhs:
                                                        Name(id='NWG') @427:53
                                                  .rhs:
                                                    Name(id='wg') @427:59
                                            Name(id='dq_c') @427:64
                                    Fence() @428:33
                                    Arrive(count=None) @429:33
                                      .target:
                                        Index() @429:40
                                          .value:
                                            Name(id='dq_full') @429:40
                                          .subs:
                                            Name(id='i') @429:48
                          .orelse:
                            ExprStmt() @432:25
                              .value:
                                Call(kwargs=()) @432:25
                                  .func:
                                    Name(id='store_smem') @432:25
                                  .args:
                                    Index() @432:36
                                      .value:
                                        Name(id='ds_s') @432:36
                                      .subs:
                                        Name(id='wg') @432:41
                                    Name(id='dst') @432:46
                            Fence() @433:25
                            Assign(targets=('dq_f',)) @434:25
                              .value:
                                Call(kwargs=()) @434:32
                                  .func:
                                    Name(id='mma_async') @434:32
                                  .args:
                                    Attr(name='T') @434:42
                                      .value:
                                        Index() @434:42
                                          .value:
                                            Name(id='ds_s') @434:42
                                          .subs:
                                            Name(id='wg') @434:47
                                    Index() @434:54
                                      .value:
                                        Name(id='kh_tile') @434:54
                                      .subs:
                                        BinOp(op='*') @434:62
                                          .lhs:
                                            Name(id='NC') @434:62
                                          .rhs:
                                            Name(id='mine') @434:67
                            Assign(targets=('dk_f',)) @435:25
                              .value:
                                Call(kwargs=()) @435:32
                                  .func:
                                    Name(id='mma_async') @435:32
                                  .args:
                                    Name(id='dst') @435:42
                                    Index() @435:47
                                      .value:
                                        Name(id='q_ring') @435:47
                                      .subs:
                                        Name(id='slot') @435:54
                                    Name(id='acc_k') @435:61
                            Assign(targets=('acc_v',)) @436:25
                              .value:
                                Call() @436:33
                                  .func:
                                    Name(id='mma_wait') @436:33
                                  .args:
                                    Name(id='dv_f') @436:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=2) @436:56
                                    )
                            Assign(targets=('dq_c',)) @440:25
                              .value:
                                Call() @440:32
                                  .func:
                                    Name(id='mma_wait') @440:32
                                  .args:
                                    Name(id='dq_f') @440:41
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @440:55
                                    )
                            ExprStmt() @441:25
                              .value:
                                Call(kwargs=()) @441:25
                                  .func:
                                    Name(id='store_smem') @441:25
                                  .args:
                                    Index() @441:36
                                      .value:
                                        Name(id='dq_s') @441:36
                                      .subs:
                                        Name(id='wg') @441:41
                                    Name(id='dq_c') @441:46
                            Fence() @442:25
                            Tma(signals=None, reduce='add') @443:25
                              .dst:
                                Index() @443:29
                                  .value:
                                    Name(id='dq_acc') @443:29
                                  .subs:
                                    Name(id='seq') @443:36
                                    Name(id='mb') @443:41
                                    Name(id='head') @443:45
                                    Const(value=0) @443:51
                              .src:
                                Index() @443:57
                                  .value:
                                    Name(id='dq_s') @443:57
                                  .subs:
                                    Name(id='wg') @443:62
                            Assign(targets=('dq_f',)) @444:25
                              .value:
                                Call(kwargs=()) @444:32
                                  .func:
                                    Name(id='mma_async') @444:32
                                  .args:
                                    Attr(name='T') @444:42
                                      .value:
                                        Index() @444:42
                                          .value:
                                            Name(id='ds_s') @444:42
                                          .subs:
                                            Name(id='wg') @444:47
                                    Index() @444:54
                                      .value:
                                        Name(id='kh_tile') @444:54
                                      .subs:
                                        BinOp(op='+') @444:62
                                          .lhs:
                                            BinOp(op='*') @444:62
                                              .lhs:
                                                Name(id='NC') @444:62
                                              .rhs:
                                                Name(id='mine') @444:67
                                          .rhs:
                                            Const(value=1) @444:74
                            Assign(targets=('acc_k',)) @445:25
                              .value:
                                Call() @445:33
                                  .func:
                                    Name(id='mma_wait') @445:33
                                  .args:
                                    Name(id='dk_f') @445:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @445:56
                                    )
                            Assign(targets=('dq_c',)) @446:25
                              .value:
                                Call(kwargs=()) @446:32
                                  .func:
                                    Name(id='mma_wait') @446:32
                                  .args:
                                    Name(id='dq_f') @446:41
                            Arrive(count=None) @447:25
                              .target:
                                Index() @447:32
                                  .value:
                                    Name(id='qd_free') @447:32
                                  .subs:
                                    Name(id='slot') @447:40
                            ExprStmt() @448:25
                              .value:
                                Call(kwargs=()) @448:25
                                  .func:
                                    Name(id='store_smem') @448:25
                                  .args:
                                    Index() @448:36
                                      .value:
                                        Name(id='dq_s') @448:36
                                      .subs:
                                        Name(id='wg') @448:41
                                    Name(id='dq_c') @448:46
                            Fence() @449:25
                            Tma(signals=None, reduce='add') @450:25
                              .dst:
                                Index() @450:29
                                  .value:
                                    Name(id='dq_acc') @450:29
                                  .subs:
                                    Name(id='seq') @450:36
                                    Name(id='mb') @450:41
                                    Name(id='head') @450:45
                                    Const(value=1) @450:51
                              .src:
                                Index() @450:57
                                  .value:
                                    Name(id='dq_s') @450:57
                                  .subs:
                                    Name(id='wg') @450:62
                            For(var='c') @451:25
                              .iter:
                                Call(kwargs=()) @451:34
                                  .func:
                                    Name(id='static_range') @451:34
                                  .args:
                                    Const(value=2) @451:47
                                    Name(id='NC') @451:50
                              .body:
                                Assign(targets=('dq_c',)) @452:29
                                  .value:
                                    Call(kwargs=()) @452:36
                                      .func:
                                        Name(id='mma_wait') @452:36
                                      .args:
                                        Call(kwargs=()) @452:45
                                          .func:
                                            Name(id='mma_async') @452:45
                                          .args:
                                            Attr(name='T') @452:55
                                              .value:
                                                Index() @452:55
                                                  .value:
                                                    Name(id='ds_s') @452:55
                                                  .subs:
                                                    Name(id='wg') @452:60
                                            Index() @452:67
                                              .value:
                                                Name(id='kh_tile') @452:67
                                              .subs:
                                                BinOp(op='+') @452:75
                                                  .lhs:
                                                    BinOp(op='*') @452:75
                                                      .lhs:
                                                        Name(id='NC') @452:75
                                                      .rhs:
                                                        Name(id='mine') @452:80
                                                  .rhs:
                                                    Name(id='c') @452:87
                                ExprStmt() @453:29
                                  .value:
                                    Call(kwargs=()) @453:29
                                      .func:
                                        Name(id='store_smem') @453:29
                                      .args:
                                        Index() @453:40
                                          .value:
                                            Name(id='dq_s') @453:40
                                          .subs:
                                            Name(id='wg') @453:45
                                        Name(id='dq_c') @453:50
                                Fence() @454:29
                                Tma(signals=None, reduce='add') @455:29
                                  .dst:
                                    Index() @455:33
                                      .value:
                                        Name(id='dq_acc') @455:33
                                      .subs:
                                        Name(id='seq') @455:40
                                        Name(id='mb') @455:45
                                        Name(id='head') @455:49
                                        Name(id='c') @455:55
                                  .src:
                                    Index() @455:61
                                      .value:
                                        Name(id='dq_s') @455:61
                                      .subs:
                                        Name(id='wg') @455:66
            If(orelse=()) @456:9
              .cond:
                Name(id='LAG') @456:12
              .body:
                Assign(targets=('og',)) @457:13
                  .value:
                    BinOp(op='%') @457:19
                      .lhs:
                        BinOp(op='+') @457:19
                          .lhs:
                            Name(id='wg') @457:19
                          .rhs:
                            Const(value=1) @457:24
                      .rhs:
                        Name(id='NWG') @457:29
                If(orelse=()) @458:13
                  .cond:
                    BinOp(op='>') @458:16
                      .lhs:
                        Name(id='steps') @458:16
                      .rhs:
                        Const(value=0) @458:24
                  .body:
                    Wait() @459:17
                      .target:
                        Index() @459:22
                          .value:
                            Name(id='ds_ready') @459:22
                          .subs:
                            Const(value=0) @459:31
                      .phase:
                        BinOp(op='%') @459:40
                          .lhs:
                            Name(id='last') @459:40
                          .rhs:
                            Const(value=2) @459:47
                    For(var='i') @460:17
                      .iter:
                        Call(kwargs=()) @460:26
                          .func:
                            Name(id='static_range') @460:26
                          .args:
                            Name(id='NCW') @460:39
                      .body:
                        Assign(targets=('c',)) @461:21
                          .value:
                            BinOp(op='+') @461:25
                              .lhs:
                                BinOp(op='*') @461:25
                                  .lhs:
                                    Name(id='wg') @461:25
                                  .rhs:
                                    Name(id='NCW') @461:30
                              .rhs:
                                Name(id='i') @461:36
                        If() @462:21
                          .cond:
                            Name(id='DQ_PAIR') @462:24
                          .body:
                            Assign(targets=('f0',)) @464:25
                              .value:
                                Call(kwargs=()) @464:30
                                  .func:
                                    Name(id='mma_async') @464:30
                                  .args:
                                    Index() @464:40
                                      .value:
                                        Name(id='ds_s') @464:40
                                      .subs:
                                        BinOp(op='+') @464:45
                                          .lhs:
                                            BinOp(op='*') @464:45
                                              .lhs:
                                                Name(id='last') @464:45
                                              .rhs:
                                                Name(id='NWG') @464:52
                                          .rhs:
                                            Name(id='wg') @464:58
                                    Index() @464:63
                                      .value:
                                        Name(id='kh_tile') @464:63
                                      .subs:
                                        BinOp(op='+') @464:71
                                          .lhs:
                                            BinOp(op='*') @464:71
                                              .lhs:
                                                Name(id='NC') @464:71
                                              .rhs:
                                                BinOp(op='+') @464:77
                                                  .lhs:
                                                    BinOp(op='*') @464:77
                                                      .lhs:
                                                        Name(id='ks') @464:77
                                                      .rhs:
                                                        Name(id='NWG') @464:82
                                                  .rhs:
                                                    Name(id='wg') @464:88
                                          .rhs:
                                            Name(id='c') @464:94
                            Assign(targets=('f1',)) @465:25
                              .value:
                                Call(kwargs=()) @465:30
                                  .func:
                                    Name(id='mma_async') @465:30
                                  .args:
                                    Index() @465:40
                                      .value:
                                        Name(id='ds_s') @465:40
                                      .subs:
                                        BinOp(op='+') @465:45
                                          .lhs:
                                            BinOp(op='*') @465:45
                                              .lhs:
                                                Name(id='last') @465:45
                                              .rhs:
                                                Name(id='NWG') @465:52
                                          .rhs:
                                            Name(id='og') @465:58
                                    Index() @465:63
                                      .value:
                                        Name(id='kh_tile') @465:63
                                      .subs:
                                        BinOp(op='+') @465:71
                                          .lhs:
                                            BinOp(op='*') @465:71
                                              .lhs:
                                                Name(id='NC') @465:71
                                              .rhs:
                                                BinOp(op='+') @465:77
                                                  .lhs:
                                                    BinOp(op='*') @465:77
                                                      .lhs:
                                                        Name(id='ks') @465:77
                                                      .rhs:
                                                        Name(id='NWG') @465:82
                                                  .rhs:
                                                    Name(id='og') @465:88
                                          .rhs:
                                            Name(id='c') @465:94
                                    Name(id='f0') @465:98
                            Assign(targets=('dq_c',)) @466:25
                              .value:
                                Call(kwargs=()) @466:32
                                  .func:
                                    Name(id='mma_wait') @466:32
                                  .args:
                                    Name(id='f1') @466:41
                          .orelse:
                            Assign(targets=('dq_c',)) @468:25
                              .value:
                                Call(kwargs=()) @468:32
                                  .func:
                                    Name(id='zeros') @468:32
                                  .args:
                                    ListLit() @468:38
                                      .elts:
                                        Name(id='BLOCK_M') @468:39
                                        Name(id='DQ_COLS') @468:48
                                    Name(id='f32') @468:58
                            For(var='g') @469:25
                              .iter:
                                Call(kwargs=()) @469:34
                                  .func:
                                    Name(id='static_range') @469:34
                                  .args:
                                    Name(id='NWG') @469:47
                              .body:
                                Assign(targets=('gg',)) @470:29
                                  .value:
                                    BinOp(op='%') @470:35
                                      .lhs:
                                        BinOp(op='+') @470:35
                                          .lhs:
                                            Name(id='wg') @470:35
                                          .rhs:
                                            Name(id='g') @470:40
                                      .rhs:
                                        Name(id='NWG') @470:45
                                Assign(targets=('dq_c',)) @471:29
                                  .value:
                                    Call(kwargs=()) @471:36
                                      .func:
                                        Name(id='mma_wait') @471:36
                                      .args:
                                        Call(kwargs=()) @471:45
                                          .func:
                                            Name(id='mma_async') @471:45
                                          .args:
                                            Index() @471:55
                                              .value:
                                                Name(id='ds_s') @471:55
                                              .subs:
                                                BinOp(op='+') @471:60
                                                  .lhs:
                                                    BinOp(op='*') @471:60
                                                      .lhs:
                                                        Name(id='last') @471:60
                                                      .rhs:
                                                        Name(id='NWG') @471:67
                                                  .rhs:
                                                    Name(id='gg') @471:73
                                            Index() @471:78
                                              .value:
                                                Name(id='kh_tile') @471:78
                                              .subs:
                                                BinOp(op='+') @471:86
                                                  .lhs:
                                                    BinOp(op='*') @471:86
                                                      .lhs:
                                                        Name(id='NC') @471:86
                                                      .rhs:
                                                        BinOp(op='+') @471:92
                                                          .lhs:
                                                            BinOp(op='*') @471:92
                                                              .lhs:
                                                                Name(id='ks') @471:92
                                                              .rhs:
                                                                Name(id='NWG') @471:97
                                                          .rhs:
                                                            Name(id='gg') @471:103
                                                  .rhs:
                                                    Name(id='c') @471:109
                                            Name(id='dq_c') @471:113
                        Wait() @472:21
                          .target:
                            Index() @472:26
                              .value:
                                Name(id='dq_empty') @472:26
                              .subs:
                                Name(id='i') @472:35
                          .phase:
                            BinOp(op='-') @472:44
                              .lhs:
                                Const(value=1) @472:44
                              .rhs:
                                BinOp(op='%') @472:48
                                  .lhs:
                                    Name(id='last') @472:48
                                  .rhs:
                                    Const(value=2) @472:55
                        ExprStmt() @473:21
                          .value:
                            Call(kwargs=()) @473:21
                              .func:
                                Name(id='store_smem') @473:21
                              .args:
                                Index() @473:32
                                  .value:
                                    Name(id='dq_s') @473:32
                                  .subs:
                                    BinOp(op='+') @473:37
                                      .lhs:
                                        BinOp(op='*') @473:37
                                          .lhs:
                                            Name(id='i') @473:37
                                          .rhs:
                                            Name(id='NWG') @473:41
                                      .rhs:
                                        Name(id='wg') @473:47
                                Name(id='dq_c') @473:52
                        Fence() @474:21
                        Arrive(count=None) @475:21
                          .target:
                            Index() @475:28
                              .value:
                                Name(id='dq_full') @475:28
                              .subs:
                                Name(id='i') @475:36
            Arrive(count=None) @476:9
              .target:
                Index() @476:16
                  .value:
                    Name(id='kv_free') @476:16
                  .subs:
                    Name(id='ks') @476:24
            Assign(targets=('k_scale',)) @477:9
              .value:
                Name(id='sm_scale') @477:19
            Assign(targets=('v_scale',)) @478:9
              .value:
                Const(value=1.0) @478:19
            If(orelse=()) @479:9
              .cond:
                BinOp(op='==') @479:12
                  .lhs:
                    Name(id='ACT') @479:12
                  .rhs:
                    Const(value='silu') @479:19
              .body:
                Assign(targets=('k_scale',)) @480:13
                  .value:
                    BinOp(op='*') @480:23
                      .lhs:
                        Name(id='sm_scale') @480:23
                      .rhs:
                        Name(id='out_scale') @480:34
                Assign(targets=('v_scale',)) @481:13
                  .value:
                    Name(id='out_scale') @481:23
            Assign(targets=('live',)) @482:9
              .value:
                BinOp(op='<') @482:16
                  .lhs:
                    Name(id='krows') @482:16
                  .rhs:
                    Name(id='len_k') @482:24
            Store() @483:9
              .target:
                Index() @483:9
                  .value:
                    Name(id='dk') @483:9
                  .subs:
                    Name(id='seq') @483:12
              .subs:
                Index() @483:17
                  .value:
                    Name(id='krows') @483:17
                  .subs:
                    FullSlice() @483:23
                    Const(value=None) @483:26
                Name(id='kvh') @483:33
                Index() @483:38
                  .value:
                    Name(id='dcols') @483:38
                  .subs:
                    Const(value=None) @483:44
                    FullSlice() @483:50
              .value:
                Call(kwargs=()) @483:56
                  .func:
                    Name(id='cast') @483:56
                  .args:
                    BinOp(op='*') @483:61
                      .lhs:
                        Name(id='acc_k') @483:61
                      .rhs:
                        Name(id='k_scale') @483:69
                    Name(id='DT') @483:78
              .mask:
                Index() @483:88
                  .value:
                    Name(id='live') @483:88
                  .subs:
                    FullSlice() @483:93
                    Const(value=None) @483:96
            Store() @484:9
              .target:
                Index() @484:9
                  .value:
                    Name(id='dv') @484:9
                  .subs:
                    Name(id='seq') @484:12
              .subs:
                Index() @484:17
                  .value:
                    Name(id='krows') @484:17
                  .subs:
                    FullSlice() @484:23
                    Const(value=None) @484:26
                Name(id='kvh') @484:33
                Index() @484:38
                  .value:
                    Name(id='dcols') @484:38
                  .subs:
                    Const(value=None) @484:44
                    FullSlice() @484:50
              .value:
                Call(kwargs=()) @484:56
                  .func:
                    Name(id='cast') @484:56
                  .args:
                    BinOp(op='*') @484:61
                      .lhs:
                        Name(id='acc_v') @484:61
                      .rhs:
                        Name(id='v_scale') @484:69
                    Name(id='DT') @484:78
              .mask:
                Index() @484:88
                  .value:
                    Name(id='live') @484:88
                  .subs:
                    FullSlice() @484:93
                    Const(value=None) @484:96
        Require(message='query heads per KV head x query blocks below 2**31') @486:5
          .cond:
            BoolOp(op='and') @486:13
              .values:
                BinOp(op='>') @486:13
                  .lhs:
                    Name(id='HKV') @486:13
                  .rhs:
                    Const(value=0) @486:19
                BinOp(op='<=') @486:25
                  .lhs:
                    BinOp(op='*') @486:25
                      .lhs:
                        BinOp(op='//') @486:25
                          .lhs:
                            Name(id='H') @486:25
                          .rhs:
                            Name(id='HKV') @486:30
                      .rhs:
                        Call(kwargs=()) @486:36
                          .func:
                            Name(id='cdiv') @486:36
                          .args:
                            Name(id='Tq') @486:41
                            Name(id='BLOCK_M') @486:45
                  .rhs:
                    Const(value=2147483647) @486:57