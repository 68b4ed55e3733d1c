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
            If() @26:9
              .cond:
                Name(id='CAUSAL') @26:12
              .body:
                Assign(targets=('last',)) @29:13
                  .value:
                    Call(kwargs=()) @29:20
                      .func:
                        Name(id='where') @29:20
                      .args:
                        BinOp(op='<') @29:26
                          .lhs:
                            Name(id='qpos') @29:26
                          .rhs:
                            Name(id='len_q') @29:33
                        BinOp(op='+') @29:40
                          .lhs:
                            Name(id='qpos') @29:40
                          .rhs:
                            BinOp(op='-') @29:48
                              .lhs:
                                Name(id='len_k') @29:48
                              .rhs:
                                Name(id='len_q') @29:56
                        Unary(op='-') @29:64
                          .operand:
                            Const(value=1) @29:65
                Assign(targets=('s',)) @30:13
                  .value:
                    Call(kwargs=()) @30:17
                      .func:
                        Name(id='where') @30:17
                      .args:
                        BinOp(op='<=') @30:23
                          .lhs:
                            Name(id='kpos') @30:23
                          .rhs:
                            Name(id='last') @30:31
                        Name(id='s') @30:37
                        Name(id='fill') @30:40
              .orelse:
                Assign(targets=('s',)) @32:13
                  .value:
                    Call(kwargs=()) @32:17
                      .func:
                        Name(id='where') @32:17
                      .args:
                        BoolOp(op='and') @32:23
                          .values:
                            BinOp(op='<') @32:23
                              .lhs:
                                Name(id='qpos') @32:23
                              .rhs:
                                Name(id='len_q') @32:30
                            BinOp(op='<') @32:40
                              .lhs:
                                Name(id='kpos') @32:40
                              .rhs:
                                Name(id='len_k') @32:47
                        Name(id='s') @32:54
                        Name(id='fill') @32:57
        Return() @33:5
          .values:
            Name(id='s') @33:12
    FuncDef(name='probs', params=('s', 'edge', 'qpos', 'kpos', 'len_q', 'len_k', 'lse2', 'qk_scale', 'sm_scale', 'CAUSAL', 'ACT')) @39:1
      .body:
        If(orelse=()) @40:5
          .cond:
            BinOp(op='==') @40:8
              .lhs:
                Name(id='ACT') @40:8
              .rhs:
                Const(value='softmax') @40:15
          .body:
            Assign(targets=('s',)) @41:9
              .value:
                Call(kwargs=()) @41:13
                  .func:
                    Name(id='mask_scores') @41:13
                  .args:
                    Name(id='s') @41:25
                    Name(id='edge') @41:28
                    Name(id='qpos') @41:34
                    Name(id='kpos') @41:40
                    Name(id='len_q') @41:46
                    Name(id='len_k') @41:53
                    Name(id='CAUSAL') @41:60
                    Name(id='NEG_INF') @41:68
            Assign(targets=('p',)) @42:9
              .value:
                Call(kwargs=()) @42:13
                  .func:
                    Name(id='exp2') @42:13
                  .args:
                    BinOp(op='-') @42:18
                      .lhs:
                        BinOp(op='*') @42:18
                          .lhs:
                            Name(id='s') @42:18
                          .rhs:
                            Name(id='qk_scale') @42:22
                      .rhs:
                        Name(id='lse2') @42:33
            Return() @43:9
              .values:
                Name(id='p') @43:16
                Name(id='p') @43:19
        StaticAssert(message='ACT is softmax or silu') @44:5
          .cond:
            BinOp(op='==') @44:19
              .lhs:
                Name(id='ACT') @44:19
              .rhs:
                Const(value='silu') @44:26
        Assign(targets=('x',)) @45:5
          .value:
            BinOp(op='*') @45:9
              .lhs:
                Name(id='s') @45:9
              .rhs:
                Name(id='sm_scale') @45:13
        Assign(targets=('sg',)) @46:5
          .value:
            Call(kwargs=()) @46:10
              .func:
                Name(id='sigmoid') @46:10
              .args:
                Name(id='x') @46:18
        Assign(targets=('p',)) @47:5
          .value:
            Call(kwargs=()) @47:9
              .func:
                Name(id='mask_scores') @47:9
              .args:
                BinOp(op='*') @47:21
                  .lhs:
                    Name(id='x') @47:21
                  .rhs:
                    Name(id='sg') @47:25
                Name(id='edge') @47:29
                Name(id='qpos') @47:35
                Name(id='kpos') @47:41
                Name(id='len_q') @47:47
                Name(id='len_k') @47:54
                Name(id='CAUSAL') @47:61
                Const(value=0.0) @47:69
        Assign(targets=('dact',)) @48:5
          .value:
            Call(kwargs=()) @48:12
              .func:
                Name(id='mask_scores') @48:12
              .args:
                BinOp(op='*') @48:24
                  .lhs:
                    Name(id='sg') @48:24
                  .rhs:
                    BinOp(op='+') @48:30
                      .lhs:
                        Const(value=1.0) @48:30
                      .rhs:
                        BinOp(op='*') @48:36
                          .lhs:
                            Name(id='x') @48:36
                          .rhs:
                            BinOp(op='-') @48:41
                              .lhs:
                                Const(value=1.0) @48:41
                              .rhs:
                                Name(id='sg') @48:47
                Name(id='edge') @48:53
                Name(id='qpos') @48:59
                Name(id='kpos') @48:65
                Name(id='len_q') @48:71
                Name(id='len_k') @48:78
                Name(id='CAUSAL') @48:85
                Const(value=0.0) @48:93
        Return() @49:5
          .values:
            Name(id='p') @49:12
            Name(id='dact') @49:15
    FuncDef(name='dscores', params=('p', 'dact', 'dp', 'dlt', 'ACT')) @51:1
      .body:
        If(orelse=()) @52:5
          .cond:
            BinOp(op='==') @52:8
              .lhs:
                Name(id='ACT') @52:8
              .rhs:
                Const(value='softmax') @52:15
          .body:
            Return() @53:9
              .values:
                BinOp(op='*') @53:16
                  .lhs:
                    Name(id='p') @53:16
                  .rhs:
                    BinOp(op='-') @53:21
                      .lhs:
                        Name(id='dp') @53:21
                      .rhs:
                        Name(id='dlt') @53:26
        Return() @54:5
          .values:
            BinOp(op='*') @54:12
              .lhs:
                Name(id='dp') @54:12
              .rhs:
                Name(id='dact') @54:17
    FuncDef(name='step_block', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT')) @62:1
      .body:
        If(orelse=()) @63:5
          .cond:
            Unary(op='not') @63:8
              .operand:
                Name(id='SPLIT') @63:12
          .body:
            Return() @64:9
              .values:
                BinOp(op='+') @64:16
                  .lhs:
                    Name(id='head0') @64:16
                  .rhs:
                    BinOp(op='//') @64:24
                      .lhs:
                        Name(id='j') @64:24
                      .rhs:
                        Name(id='n_m') @64:29
                BinOp(op='+') @64:34
                  .lhs:
                    Name(id='m_lo') @64:34
                  .rhs:
                    BinOp(op='%') @64:42
                      .lhs:
                        BinOp(op='+') @64:42
                          .lhs:
                            BinOp(op='%') @64:42
                              .lhs:
                                Name(id='j') @64:42
                              .rhs:
                                Name(id='n_m') @64:46
                          .rhs:
                            Name(id='rot') @64:52
                      .rhs:
                        Name(id='n_m') @64:59
        Assign(targets=('n_u',)) @65:5
          .value:
            Call(kwargs=()) @65:11
              .func:
                Name(id='maximum') @65:11
              .args:
                BinOp(op='-') @65:19
                  .lhs:
                    Name(id='n_m') @65:19
                  .rhs:
                    Name(id='n_x') @65:25
                Const(value=1) @65:30
        Assign(targets=('nx1',)) @66:5
          .value:
            Call(kwargs=()) @66:11
              .func:
                Name(id='maximum') @66:11
              .args:
                Name(id='n_x') @66:19
                Const(value=1) @66:24
        Assign(targets=('h',)) @67:5
          .value:
            BinOp(op='//') @67:10
              .lhs:
                BinOp(op='-') @67:10
                  .lhs:
                    Name(id='j') @67:10
                  .rhs:
                    Name(id='n_xs') @67:14
              .rhs:
                Name(id='n_u') @67:23
        Assign(targets=('kk',)) @68:5
          .value:
            BinOp(op='+') @68:10
              .lhs:
                Name(id='n_x') @68:10
              .rhs:
                BinOp(op='%') @68:17
                  .lhs:
                    BinOp(op='-') @68:17
                      .lhs:
                        Name(id='j') @68:17
                      .rhs:
                        Name(id='n_xs') @68:21
                  .rhs:
                    Name(id='n_u') @68:29
        If() @69:5
          .cond:
            BinOp(op='==') @69:8
              .lhs:
                Name(id='part') @69:8
              .rhs:
                Const(value=0) @69:16
          .body:
            Assign(targets=('h',)) @70:9
              .value:
                BinOp(op='//') @70:13
                  .lhs:
                    Name(id='j') @70:13
                  .rhs:
                    Name(id='nx1') @70:18
            Assign(targets=('kk',)) @71:9
              .value:
                BinOp(op='%') @71:14
                  .lhs:
                    Name(id='j') @71:14
                  .rhs:
                    Name(id='nx1') @71:18
          .orelse:
            If(orelse=()) @72:5
              .cond:
                BinOp(op='<') @72:10
                  .lhs:
                    Name(id='part') @72:10
                  .rhs:
                    Const(value=0) @72:17
              .body:
                Assign(targets=('x',)) @75:9
                  .value:
                    Call(kwargs=()) @75:13
                      .func:
                        Name(id='minimum') @75:13
                      .args:
                        Call(kwargs=()) @75:21
                          .func:
                            Name(id='maximum') @75:21
                          .args:
                            BinOp(op='-') @75:29
                              .lhs:
                                Name(id='n_xs') @75:29
                              .rhs:
                                Name(id='j') @75:36
                            Const(value=0) @75:39
                        Const(value=1) @75:43
                Assign(targets=('h',)) @76:9
                  .value:
                    BinOp(op='+') @76:13
                      .lhs:
                        BinOp(op='*') @76:13
                          .lhs:
                            Name(id='x') @76:13
                          .rhs:
                            BinOp(op='//') @76:18
                              .lhs:
                                Name(id='j') @76:18
                              .rhs:
                                Name(id='nx1') @76:23
                      .rhs:
                        BinOp(op='*') @76:31
                          .lhs:
                            BinOp(op='-') @76:31
                              .lhs:
                                Const(value=1) @76:31
                              .rhs:
                                Name(id='x') @76:35
                          .rhs:
                            Name(id='h') @76:40
                Assign(targets=('kk',)) @77:9
                  .value:
                    BinOp(op='+') @77:14
                      .lhs:
                        BinOp(op='*') @77:14
                          .lhs:
                            Name(id='x') @77:14
                          .rhs:
                            BinOp(op='%') @77:19
                              .lhs:
                                Name(id='j') @77:19
                              .rhs:
                                Name(id='nx1') @77:23
                      .rhs:
                        BinOp(op='*') @77:31
                          .lhs:
                            BinOp(op='-') @77:31
                              .lhs:
                                Const(value=1) @77:31
                              .rhs:
                                Name(id='x') @77:35
                          .rhs:
                            Name(id='kk') @77:40
        Return() @78:5
          .values:
            BinOp(op='+') @78:12
              .lhs:
                Name(id='head0') @78:12
              .rhs:
                Name(id='h') @78:20
            BinOp(op='+') @78:23
              .lhs:
                Name(id='m_lo') @78:23
              .rhs:
                BinOp(op='%') @78:31
                  .lhs:
                    BinOp(op='+') @78:31
                      .lhs:
                        Name(id='kk') @78:31
                      .rhs:
                        Name(id='rot') @78:36
                  .rhs:
                    Call(kwargs=()) @78:43
                      .func:
                        Name(id='maximum') @78:43
                      .args:
                        Name(id='n_m') @78:51
                        Const(value=1) @78:56
    FuncDef(name='lse_delta', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @83:1
      .body:
        Assign(targets=('head', 'mb')) @84:5
          .value:
            Call(kwargs=()) @84:16
              .func:
                Name(id='step_block') @84:16
              .args:
                Name(id='j') @84:27
                Name(id='part') @84:30
                Name(id='head0') @84:36
                Name(id='m_lo') @84:43
                Name(id='rot') @84:49
                Name(id='n_m') @84:54
                Name(id='n_x') @84:59
                Name(id='n_xs') @84:64
                Name(id='SPLIT') @84:70
        Return() @85:5
          .values:
            Call(kwargs=()) @85:12
              .func:
                Name(id='lse_delta_at') @85:12
              .args:
                Name(id='head') @85:25
                Name(id='mb') @85:31
                Name(id='q0') @85:35
                Name(id='len_q') @85:39
                Name(id='qcols') @85:46
                Name(id='lse2_t') @85:53
                Name(id='delta_t') @85:61
                Name(id='BLOCK_M') @85:70
    FuncDef(name='lse_delta_at', params=('head', 'mb', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @87:1
      .body:
        Assign(targets=('qi',)) @88:5
          .value:
            BinOp(op='+') @88:10
              .lhs:
                Name(id='q0') @88:10
              .rhs:
                Call(kwargs=()) @88:15
                  .func:
                    Name(id='maximum') @88:15
                  .args:
                    Call(kwargs=()) @88:23
                      .func:
                        Name(id='minimum') @88:23
                      .args:
                        BinOp(op='+') @88:31
                          .lhs:
                            BinOp(op='*') @88:31
                              .lhs:
                                Name(id='mb') @88:31
                              .rhs:
                                Name(id='BLOCK_M') @88:36
                          .rhs:
                            Name(id='qcols') @88:46
                        BinOp(op='-') @88:53
                          .lhs:
                            Name(id='len_q') @88:53
                          .rhs:
                            Const(value=1) @88:61
                    Const(value=0) @88:65
        Return() @89:5
          .values:
            Index() @89:12
              .value:
                Name(id='lse2_t') @89:12
              .subs:
                Name(id='head') @89:19
                Name(id='qi') @89:25
            Index() @89:30
              .value:
                Name(id='delta_t') @89:30
              .subs:
                Name(id='head') @89:38
                Name(id='qi') @89:44
    FuncDef(name='lse_delta_slots', params=('head', 'mb', 'q0', 'len_q', 'lse2_t', 'delta_t', 'BLOCK_M', 'SMEM_P')) @93:1
      .body:
        Assign(targets=('lse2', 'dlt')) @94:5
          .value:
            Call(kwargs=()) @94:17
              .func:
                Name(id='lse_delta_at') @94:17
              .args:
                Name(id='head') @94:30
                Name(id='mb') @94:36
                Name(id='q0') @94:40
                Name(id='len_q') @94:44
                Call(kwargs=()) @94:51
                  .func:
                    Name(id='arange') @94:51
                  .args:
                    Name(id='BLOCK_M') @94:58
                Name(id='lse2_t') @94:68
                Name(id='delta_t') @94:76
                Name(id='BLOCK_M') @94:85
        If(orelse=()) @95:5
          .cond:
            Name(id='SMEM_P') @95:8
          .body:
            Return() @96:9
              .values:
                Index() @96:16
                  .value:
                    Name(id='lse2') @96:16
                  .subs:
                    FullSlice() @96:21
                    Const(value=None) @96:24
                Index() @96:31
                  .value:
                    Name(id='dlt') @96:31
                  .subs:
                    FullSlice() @96:35
                    Const(value=None) @96:38
        Return() @97:5
          .values:
            Index() @97:12
              .value:
                Name(id='lse2') @97:12
              .subs:
                Const(value=None) @97:17
                FullSlice() @97:23
            Index() @97:27
              .value:
                Name(id='dlt') @97:27
              .subs:
                Const(value=None) @97:31
                FullSlice() @97:37
    FuncDef(name='part_bounds', params=('part', 'n_xs', 'steps', 'SPLIT')) @100:1
      .body:
        If(orelse=()) @101:5
          .cond:
            Name(id='SPLIT') @101:8
          .body:
            If(orelse=()) @102:9
              .cond:
                BinOp(op='==') @102:12
                  .lhs:
                    Name(id='part') @102:12
                  .rhs:
                    Const(value=0) @102:20
              .body:
                Return() @103:13
                  .values:
                    Const(value=0) @103:20
                    Name(id='n_xs') @103:23
            Return() @104:9
              .values:
                Name(id='n_xs') @104:16
                Name(id='steps') @104:22
        Return() @105:5
          .values:
            Const(value=0) @105:12
            Name(id='steps') @105:15
    FuncDef(name='fused_part_bounds', params=('part', 'LAG', 'SPLIT', 'n_xs', 'steps')) @30:1
      .body:
        If(orelse=()) @31:5
          .cond:
            Unary(op='not') @31:8
              .operand:
                Name(id='LAG') @31:12
          .body:
            Return() @32:9
              .values:
                Call(kwargs=()) @32:16
                  .func:
                    Name(id='part_bounds') @32:16
                  .args:
                    Name(id='part') @32:28
                    Name(id='n_xs') @32:34
                    Name(id='steps') @32:40
                    Name(id='SPLIT') @32:47
        Assign(targets=('s1',)) @33:5
          .value:
            Call(kwargs=()) @33:10
              .func:
                Name(id='minimum') @33:10
              .args:
                Name(id='steps') @33:18
                Const(value=1) @33:25
        If(orelse=()) @34:5
          .cond:
            BinOp(op='==') @34:8
              .lhs:
                Name(id='part') @34:8
              .rhs:
                Const(value=0) @34:16
          .body:
            Return() @35:9
              .values:
                Const(value=0) @35:16
                Name(id='s1') @35:19
        If(orelse=()) @36:5
          .cond:
            BoolOp(op='and') @36:8
              .values:
                Name(id='SPLIT') @36:8
                BinOp(op='==') @36:18
                  .lhs:
                    Name(id='part') @36:18
                  .rhs:
                    Const(value=1) @36:26
          .body:
            Return() @37:9
              .values:
                Name(id='s1') @37:16
                Call(kwargs=()) @37:20
                  .func:
                    Name(id='maximum') @37:20
                  .args:
                    Name(id='n_xs') @37:28
                    Name(id='s1') @37:34
        If(orelse=()) @38:5
          .cond:
            Name(id='SPLIT') @38:8
          .body:
            Return() @39:9
              .values:
                Call(kwargs=()) @39:16
                  .func:
                    Name(id='maximum') @39:16
                  .args:
                    Name(id='n_xs') @39:24
                    Name(id='s1') @39:30
                Name(id='steps') @39:35
        Return() @40:5
          .values:
            Name(id='s1') @40:12
            Name(id='steps') @40:16
    KernelDef(name='attn_bwd_fused') @42:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @43:9
          .dtype:
            Name(id='DT') @43:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @43:41
          .dtype:
            Name(id='DT') @43:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @43:75
          .dtype:
            Name(id='DT') @43:85
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @44:9
          .dtype:
            Name(id='DT') @44:21
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @44:43
          .dtype:
            Name(id='f32') @44:51
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @44:63
          .dtype:
            Name(id='f32') @44:72
        Param(name='dq_acc', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @45:9
          .dtype:
            Name(id='f32') @45:24
        Param(name='dk', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @45:47
          .dtype:
            Name(id='DT') @45:58
        Param(name='dv', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @45:82
          .dtype:
            Name(id='DT') @45:93
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @46:9
          .dtype:
            Name(id='i32') @46:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @46:25
          .dtype:
            Name(id='i32') @46:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @46:41
          .dtype:
            Name(id='f32') @46:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @46:56
          .dtype:
            Name(id='f32') @46:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @47:9
          .default:
            Name(id='f16') @47:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @47:26
          .default:
            Const(value=128) @47:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @47:42
          .default:
            Const(value=64) @47:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @47:63
          .default:
            Const(value=128) @47:80
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @47:85
          .default:
            Const(value=2) @47:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @48:9
          .default:
            Const(value=False) @48:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @48:32
          .default:
            Const(value='softmax') @48:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @48:56
          .default:
            Const(value=240) @48:70
        Param(name='WG_N', kind='const', dtype=None, dims=(), offsets=None) @48:75
          .default:
            Const(value=64) @48:89
        Param(name='KV_BUF', kind='const', dtype=None, dims=(), offsets=None) @48:93
          .default:
            Const(value=1) @48:109
        Param(name='DQ_COLS', kind='const', dtype=None, dims=(), offsets=None) @49:9
          .default:
            Const(value=32) @49:26
        Param(name='DQ_WRITER', kind='const', dtype=None, dims=(), offsets=None) @49:30
          .default:
            Const(value=False) @49:49
        Param(name='DQ_EARLY', kind='const', dtype=None, dims=(), offsets=None) @49:56
          .default:
            Const(value=False) @49:74
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @50:9
          .default:
            Const(value=False) @50:26
        Param(name='SMEM_P', kind='const', dtype=None, dims=(), offsets=None) @50:33
          .default:
            Const(value=False) @50:49
        Param(name='DQ_LAG', kind='const', dtype=None, dims=(), offsets=None) @50:56
          .default:
            Const(value=False) @50:72
        Param(name='DQ_PAIR', kind='const', dtype=None, dims=(), offsets=None) @51:9
          .default:
            Const(value=False) @51:26
        Param(name='SPLIT', kind='const', dtype=None, dims=(), offsets=None) @51:33
          .default:
            Const(value=False) @51:48
        Param(name='LSE_AHEAD', kind='const', dtype=None, dims=(), offsets=None) @51:55
          .default:
            Const(value=False) @51:74
        Param(name='KV_PER_STEP', kind='const', dtype=None, dims=(), offsets=None) @52:9
          .default:
            Const(value=False) @52:30
        Param(name='LSE_SMEM', kind='const', dtype=None, dims=(), offsets=None) @52:37
          .default:
            Const(value=False) @52:55
        Param(name='DQ_ROWS', kind='const', dtype=None, dims=(), offsets=None) @52:62
          .default:
            Const(value=False) @52:79
      .body:
        Tiles() @53:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @53:22
                .func:
                  Name(id='blocks') @53:22
                .args:
                  Name(id='k') @53:29
                  Name(id='BLOCK_N') @53:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @53:49
                .func:
                  Name(id='range') @53:49
                .args:
                  Name(id='HKV') @53:55
            )
          .options:
            TileOption(id='persistent', arg=None) @53:60
            TileOption(id='longest_first', arg=None) @53:71
            TileOption(id='dynamic') @53:85
              .arg:
                Name(id='DYNAMIC') @53:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @54:5
          .cond:
            BinOp(op='==') @54:19
              .lhs:
                BinOp(op='%') @54:19
                  .lhs:
                    Name(id='BLOCK_N') @54:19
                  .rhs:
                    Name(id='WG_N') @54:29
              .rhs:
                Const(value=0) @54:37
        Assign(targets=('NWG',)) @55:5
          .value:
            BinOp(op='//') @55:11
              .lhs:
                Name(id='BLOCK_N') @55:11
              .rhs:
                Name(id='WG_N') @55:22
        Assign(targets=('WRITER',)) @56:5
          .value:
            BoolOp(op='and') @56:14
              .values:
                Name(id='DQ_WRITER') @56:14
                BinOp(op='==') @56:28
                  .lhs:
                    Name(id='TARGET') @56:28
                  .rhs:
                    Const(value='gluon') @56:38
        Assign(targets=('LAG',)) @57:5
          .value:
            BoolOp(op='and') @57:11
              .values:
                Name(id='DQ_LAG') @57:11
                Name(id='WRITER') @57:22
        StaticAssert(message='DQ_LAG: with DQ_WRITER, not with DQ_EARLY') @58:5
          .cond:
            BoolOp(op='or') @58:19
              .values:
                Unary(op='not') @58:19
                  .operand:
                    Name(id='DQ_LAG') @58:23
                BoolOp(op='and') @58:34
                  .values:
                    Name(id='DQ_WRITER') @58:34
                    Unary(op='not') @58:48
                      .operand:
                        Name(id='DQ_EARLY') @58:52
        Assign(targets=('ROWS',)) @59:5
          .value:
            BoolOp(op='and') @59:12
              .values:
                Name(id='DQ_ROWS') @59:12
                Name(id='WRITER') @59:24
        StaticAssert(message="DQ_ROWS: the S^T layout with the writer (not DQ_EARLY, DQ_LAG, DQ_PAIR); a warp group's rows 128 bytes of dS^T") @60:5
          .cond:
            BoolOp(op='or') @60:19
              .values:
                Unary(op='not') @60:19
                  .operand:
                    Name(id='ROWS') @60:23
                BoolOp(op='and') @60:32
                  .values:
                    Unary(op='not') @60:32
                      .operand:
                        BoolOp(op='or') @60:37
                          .values:
                            Name(id='SMEM_P') @60:37
                            Name(id='DQ_EARLY') @60:47
                            Name(id='DQ_LAG') @60:59
                            Name(id='DQ_PAIR') @60:69
                    BinOp(op='==') @60:82
                      .lhs:
                        BinOp(op='%') @60:82
                          .lhs:
                            BinOp(op='*') @60:82
                              .lhs:
                                BinOp(op='//') @60:82
                                  .lhs:
                                    Name(id='BLOCK_M') @60:82
                                  .rhs:
                                    Name(id='NWG') @60:93
                              .rhs:
                                Call(kwargs=()) @60:99
                                  .func:
                                    Name(id='bytes') @60:99
                                  .args:
                                    Name(id='DT') @60:105
                          .rhs:
                            Const(value=128) @60:111
                      .rhs:
                        Const(value=0) @60:118
        SmemDecl(name='k_tile') @67:5
          .stages:
            BinOp(op='*') @67:17
              .lhs:
                Name(id='KV_BUF') @67:17
              .rhs:
                BinOp(op='//') @67:27
                  .lhs:
                    Name(id='BLOCK_N') @67:27
                  .rhs:
                    Name(id='WG_N') @67:38
          .dtype:
            Name(id='DT') @67:46
          .shape:
            Name(id='WG_N') @67:49
            Name(id='D') @67:55
          .options:
            TileOption(id='per_step') @67:58
              .arg:
                Name(id='KV_PER_STEP') @67:67
        SmemDecl(name='v_tile') @68:5
          .stages:
            BinOp(op='*') @68:17
              .lhs:
                Name(id='KV_BUF') @68:17
              .rhs:
                BinOp(op='//') @68:27
                  .lhs:
                    Name(id='BLOCK_N') @68:27
                  .rhs:
                    Name(id='WG_N') @68:38
          .dtype:
            Name(id='DT') @68:46
          .shape:
            Name(id='WG_N') @68:49
            Name(id='D') @68:55
          .options:
            TileOption(id='per_step') @68:58
              .arg:
                Name(id='KV_PER_STEP') @68:67
        SmemDecl(name='q_ring', options=()) @69:5
          .stages:
            Name(id='STAGES') @69:17
          .dtype:
            Name(id='DT') @69:26
          .shape:
            Name(id='BLOCK_M') @69:29
            Name(id='D') @69:38
        SmemDecl(name='do_ring', options=()) @70:5
          .stages:
            Name(id='STAGES') @70:18
          .dtype:
            Name(id='DT') @70:27
          .shape:
            Name(id='BLOCK_M') @70:30
            Name(id='D') @70:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @75:5
          .cond:
            BoolOp(op='and') @75:19
              .values:
                BinOp(op='==') @75:19
                  .lhs:
                    BinOp(op='%') @75:19
                      .lhs:
                        Name(id='D') @75:19
                      .rhs:
                        Name(id='DQ_COLS') @75:23
                  .rhs:
                    Const(value=0) @75:34
                BinOp(op='==') @75:40
                  .lhs:
                    BinOp(op='%') @75:40
                      .lhs:
                        Name(id='DQ_COLS') @75:40
                      .rhs:
                        Const(value=16) @75:50
                  .rhs:
                    Const(value=0) @75:56
        Assign(targets=('NC',)) @76:5
          .value:
            BinOp(op='//') @76:10
              .lhs:
                Name(id='D') @76:10
              .rhs:
                Name(id='DQ_COLS') @76:15
        If(orelse=()) @77:5
          .cond:
            Unary(op='not') @77:8
              .operand:
                BoolOp(op='and') @77:13
                  .values:
                    Name(id='DQ_ROWS') @77:13
                    Name(id='DQ_WRITER') @77:25
                    BinOp(op='==') @77:39
                      .lhs:
                        Name(id='TARGET') @77:39
                      .rhs:
                        Const(value='gluon') @77:49
          .body:
            SmemDecl(name='kh_tile') @78:9
              .stages:
                BinOp(op='*') @78:22
                  .lhs:
                    BinOp(op='*') @78:22
                      .lhs:
                        Name(id='KV_BUF') @78:22
                      .rhs:
                        BinOp(op='//') @78:32
                          .lhs:
                            Name(id='BLOCK_N') @78:32
                          .rhs:
                            Name(id='WG_N') @78:43
                  .rhs:
                    BinOp(op='//') @78:52
                      .lhs:
                        Name(id='D') @78:52
                      .rhs:
                        Name(id='DQ_COLS') @78:57
              .dtype:
                Name(id='DT') @78:68
              .shape:
                Name(id='WG_N') @78:71
                Name(id='DQ_COLS') @78:77
              .options:
                TileOption(id='per_step') @78:86
                  .arg:
                    Name(id='KV_PER_STEP') @78:95
        If() @80:5
          .cond:
            BoolOp(op='and') @80:8
              .values:
                Name(id='DQ_WRITER') @80:8
                BinOp(op='==') @80:22
                  .lhs:
                    Name(id='TARGET') @80:22
                  .rhs:
                    Const(value='gluon') @80:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @81:9
              .cond:
                BinOp(op='==') @81:23
                  .lhs:
                    BinOp(op='%') @81:23
                      .lhs:
                        Name(id='D') @81:23
                      .rhs:
                        BinOp(op='*') @81:28
                          .lhs:
                            Name(id='DQ_COLS') @81:28
                          .rhs:
                            BinOp(op='//') @81:39
                              .lhs:
                                Name(id='BLOCK_N') @81:39
                              .rhs:
                                Name(id='WG_N') @81:50
                  .rhs:
                    Const(value=0) @81:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @82:9
              .cond:
                BinOp(op='==') @82:23
                  .lhs:
                    BinOp(op='%') @82:23
                      .lhs:
                        Name(id='STAGES') @82:23
                      .rhs:
                        Const(value=2) @82:32
                  .rhs:
                    Const(value=0) @82:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @83:9
              .cond:
                BoolOp(op='or') @83:23
                  .values:
                    Unary(op='not') @83:23
                      .operand:
                        Name(id='DQ_EARLY') @83:27
                    BoolOp(op='and') @83:40
                      .values:
                        BinOp(op='==') @83:40
                          .lhs:
                            Name(id='BLOCK_N') @83:40
                          .rhs:
                            BinOp(op='*') @83:51
                              .lhs:
                                Const(value=2) @83:51
                              .rhs:
                                Name(id='WG_N') @83:55
                        BinOp(op='==') @83:64
                          .lhs:
                            BinOp(op='//') @83:64
                              .lhs:
                                Name(id='D') @83:64
                              .rhs:
                                Name(id='DQ_COLS') @83:69
                          .rhs:
                            Const(value=4) @83:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @85:9
              .cond:
                Unary(op='not') @85:23
                  .operand:
                    BoolOp(op='and') @85:28
                      .values:
                        Name(id='SMEM_P') @85:28
                        Name(id='DQ_EARLY') @85:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @86:9
              .cond:
                BoolOp(op='or') @86:23
                  .values:
                    Unary(op='not') @86:23
                      .operand:
                        Name(id='DQ_PAIR') @86:27
                    BoolOp(op='and') @86:39
                      .values:
                        Name(id='SMEM_P') @86:39
                        BinOp(op='==') @86:50
                          .lhs:
                            Name(id='BLOCK_N') @86:50
                          .rhs:
                            BinOp(op='*') @86:61
                              .lhs:
                                Const(value=2) @86:61
                              .rhs:
                                Name(id='WG_N') @86:65
            If() @87:9
              .cond:
                Name(id='SMEM_P') @87:12
              .body:
                SmemDecl(name='ds_s', options=()) @88:13
                  .stages:
                    BinOp(op='*') @88:23
                      .lhs:
                        Name(id='STAGES') @88:23
                      .rhs:
                        BinOp(op='//') @88:33
                          .lhs:
                            Name(id='BLOCK_N') @88:33
                          .rhs:
                            Name(id='WG_N') @88:44
                  .dtype:
                    Name(id='DT') @88:52
                  .shape:
                    Name(id='BLOCK_M') @88:55
                    Name(id='WG_N') @88:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @90:13
                  .stages:
                    BinOp(op='*') @90:23
                      .lhs:
                        Name(id='STAGES') @90:23
                      .rhs:
                        BinOp(op='//') @90:33
                          .lhs:
                            Name(id='BLOCK_N') @90:33
                          .rhs:
                            Name(id='WG_N') @90:44
                  .dtype:
                    Name(id='DT') @90:52
                  .shape:
                    Name(id='WG_N') @90:55
                    Name(id='BLOCK_M') @90:61
            BarrierDecl(name='ds_ready') @91:9
              .size:
                Name(id='STAGES') @91:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @91:40
                    .lhs:
                      Name(id='BLOCK_N') @91:40
                    .rhs:
                      Name(id='WG_N') @91:51
                )
            If() @92:9
              .cond:
                Name(id='DQ_ROWS') @92:12
              .body:
                SmemDecl(name='dq_s', options=()) @94:13
                  .stages:
                    BinOp(op='//') @94:23
                      .lhs:
                        Name(id='BLOCK_N') @94:23
                      .rhs:
                        Name(id='WG_N') @94:34
                  .dtype:
                    Name(id='f32') @94:41
                  .shape:
                    BinOp(op='//') @94:45
                      .lhs:
                        Name(id='BLOCK_M') @94:45
                      .rhs:
                        BinOp(op='//') @94:57
                          .lhs:
                            Name(id='BLOCK_N') @94:57
                          .rhs:
                            Name(id='WG_N') @94:68
                    Name(id='D') @94:75
                BarrierDecl(name='dq_full') @95:13
                  .size:
                    Const(value=1) @95:29
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @95:38
                        .lhs:
                          Name(id='BLOCK_N') @95:38
                        .rhs:
                          Name(id='WG_N') @95:49
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @96:13
                  .size:
                    Const(value=1) @96:30
              .orelse:
                SmemDecl(name='dq_s', options=()) @99:13
                  .stages:
                    BinOp(op='*') @99:24
                      .lhs:
                        BinOp(op='//') @99:24
                          .lhs:
                            Name(id='BLOCK_N') @99:24
                          .rhs:
                            Name(id='WG_N') @99:35
                      .rhs:
                        BinOp(op='//') @99:44
                          .lhs:
                            BinOp(op='//') @99:44
                              .lhs:
                                Name(id='D') @99:44
                              .rhs:
                                Name(id='DQ_COLS') @99:49
                          .rhs:
                            BinOp(op='//') @99:61
                              .lhs:
                                Name(id='BLOCK_N') @99:61
                              .rhs:
                                Name(id='WG_N') @99:72
                  .dtype:
                    Name(id='f32') @99:81
                  .shape:
                    Name(id='BLOCK_M') @99:85
                    Name(id='DQ_COLS') @99:94
                BarrierDecl(name='dq_full') @100:13
                  .size:
                    BinOp(op='//') @100:29
                      .lhs:
                        BinOp(op='//') @100:29
                          .lhs:
                            Name(id='D') @100:29
                          .rhs:
                            Name(id='DQ_COLS') @100:34
                      .rhs:
                        BinOp(op='//') @100:46
                          .lhs:
                            Name(id='BLOCK_N') @100:46
                          .rhs:
                            Name(id='WG_N') @100:57
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @100:70
                        .lhs:
                          Name(id='BLOCK_N') @100:70
                        .rhs:
                          Name(id='WG_N') @100:81
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @101:13
                  .size:
                    BinOp(op='//') @101:30
                      .lhs:
                        BinOp(op='//') @101:30
                          .lhs:
                            Name(id='D') @101:30
                          .rhs:
                            Name(id='DQ_COLS') @101:35
                      .rhs:
                        BinOp(op='//') @101:47
                          .lhs:
                            Name(id='BLOCK_N') @101:47
                          .rhs:
                            Name(id='WG_N') @101:58
          .orelse:
            If() @103:9
              .cond:
                Name(id='SMEM_P') @103:12
              .body:
                SmemDecl(name='ds_s', options=()) @104:13
                  .stages:
                    BinOp(op='//') @104:23
                      .lhs:
                        Name(id='BLOCK_N') @104:23
                      .rhs:
                        Name(id='WG_N') @104:34
                  .dtype:
                    Name(id='DT') @104:41
                  .shape:
                    Name(id='BLOCK_M') @104:44
                    Name(id='WG_N') @104:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @106:13
                  .stages:
                    BinOp(op='//') @106:23
                      .lhs:
                        Name(id='BLOCK_N') @106:23
                      .rhs:
                        Name(id='WG_N') @106:34
                  .dtype:
                    Name(id='DT') @106:41
                  .shape:
                    Name(id='WG_N') @106:44
                    Name(id='BLOCK_M') @106:50
            SmemDecl(name='dq_s', options=()) @107:9
              .stages:
                BinOp(op='//') @107:19
                  .lhs:
                    Name(id='BLOCK_N') @107:19
                  .rhs:
                    Name(id='WG_N') @107:30
              .dtype:
                Name(id='f32') @107:37
              .shape:
                Name(id='BLOCK_M') @107:41
                Name(id='DQ_COLS') @107:50
        If(orelse=()) @112:5
          .cond:
            BoolOp(op='and') @112:8
              .values:
                Name(id='LSE_SMEM') @112:8
                BinOp(op='==') @112:21
                  .lhs:
                    Name(id='ACT') @112:21
                  .rhs:
                    Const(value='softmax') @112:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @113:9
              .cond:
                Unary(op='not') @113:23
                  .operand:
                    Name(id='LSE_AHEAD') @113:27
            If() @114:9
              .cond:
                Name(id='SMEM_P') @114:12
              .body:
                SmemDecl(name='lse_s', options=()) @115:13
                  .stages:
                    Name(id='STAGES') @115:24
                  .dtype:
                    Name(id='f32') @115:33
                  .shape:
                    Name(id='BLOCK_M') @115:37
                    Const(value=1) @115:46
                SmemDecl(name='dl_s', options=()) @116:13
                  .stages:
                    Name(id='STAGES') @116:23
                  .dtype:
                    Name(id='f32') @116:32
                  .shape:
                    Name(id='BLOCK_M') @116:36
                    Const(value=1) @116:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @118:13
                  .stages:
                    Name(id='STAGES') @118:24
                  .dtype:
                    Name(id='f32') @118:33
                  .shape:
                    Const(value=1) @118:37
                    Name(id='BLOCK_M') @118:40
                SmemDecl(name='dl_s', options=()) @119:13
                  .stages:
                    Name(id='STAGES') @119:23
                  .dtype:
                    Name(id='f32') @119:32
                  .shape:
                    Const(value=1) @119:36
                    Name(id='BLOCK_M') @119:39
        BarrierDecl(name='kv_ready', kwargs=()) @120:5
          .size:
            Name(id='KV_BUF') @120:22
        BarrierDecl(name='kv_free') @121:5
          .size:
            Name(id='KV_BUF') @121:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @121:35
                .lhs:
                  Name(id='BLOCK_N') @121:35
                .rhs:
                  Name(id='WG_N') @121:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @122:5
          .size:
            Name(id='STAGES') @122:22
        BarrierDecl(name='qd_free') @123:5
          .size:
            Name(id='STAGES') @123:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @123:35
                .lhs:
                  Name(id='BLOCK_N') @123:35
                .rhs:
                  Name(id='WG_N') @123:46
            )
        Assign(targets=('LSE_RING',)) @125:5
          .value:
            BoolOp(op='and') @125:16
              .values:
                Name(id='LSE_SMEM') @125:16
                BinOp(op='==') @125:29
                  .lhs:
                    Name(id='ACT') @125:29
                  .rhs:
                    Const(value='softmax') @125:36
        Assign(targets=('len_q',)) @126:5
          .value:
            Attr(name='len') @126:13
              .value:
                Index() @126:13
                  .value:
                    Name(id='q') @126:13
                  .subs:
                    Name(id='seq') @126:15
        Assign(targets=('len_k',)) @127:5
          .value:
            Attr(name='len') @127:13
              .value:
                Index() @127:13
                  .value:
                    Name(id='k') @127:13
                  .subs:
                    Name(id='seq') @127:15
        Assign(targets=('q0',)) @128:5
          .value:
            Attr(name='start') @128:10
              .value:
                Index() @128:10
                  .value:
                    Name(id='q') @128:10
                  .subs:
                    Name(id='seq') @128:12
        Assign(targets=('n',)) @130:5
          .value:
            Name(id='nt') @130:9
        If(orelse=()) @131:5
          .cond:
            Name(id='CAUSAL') @131:8
          .body:
            Assign(targets=('n',)) @132:9
              .value:
                BinOp(op='-') @132:13
                  .lhs:
                    BinOp(op='-') @132:13
                      .lhs:
                        Call(kwargs=()) @132:13
                          .func:
                            Name(id='cdiv') @132:13
                          .args:
                            Name(id='len_k') @132:18
                            Name(id='BLOCK_N') @132:25
                      .rhs:
                        Const(value=1) @132:36
                  .rhs:
                    Name(id='nt') @132:40
        Assign(targets=('group',)) @133:5
          .value:
            BinOp(op='//') @133:13
              .lhs:
                Name(id='H') @133:13
              .rhs:
                Name(id='HKV') @133:18
        Assign(targets=('m_lo',)) @135:5
          .value:
            Const(value=0) @135:12
        If(orelse=()) @136:5
          .cond:
            Name(id='CAUSAL') @136:8
          .body:
            Assign(targets=('m_lo',)) @137:9
              .value:
                BinOp(op='//') @137:16
                  .lhs:
                    Call(kwargs=()) @137:16
                      .func:
                        Name(id='maximum') @137:16
                      .args:
                        BinOp(op='-') @137:24
                          .lhs:
                            BinOp(op='*') @137:24
                              .lhs:
                                Name(id='n') @137:24
                              .rhs:
                                Name(id='BLOCK_N') @137:28
                          .rhs:
                            BinOp(op='-') @137:39
                              .lhs:
                                Name(id='len_k') @137:39
                              .rhs:
                                Name(id='len_q') @137:47
                        Const(value=0) @137:55
                  .rhs:
                    Name(id='BLOCK_M') @137:61
        Assign(targets=('n_m',)) @138:5
          .value:
            Call(kwargs=()) @138:11
              .func:
                Name(id='maximum') @138:11
              .args:
                BinOp(op='-') @138:19
                  .lhs:
                    Call(kwargs=()) @138:19
                      .func:
                        Name(id='cdiv') @138:19
                      .args:
                        Name(id='len_q') @138:24
                        Name(id='BLOCK_M') @138:31
                  .rhs:
                    Name(id='m_lo') @138:42
                Const(value=0) @138:48
        Assign(targets=('steps',)) @139:5
          .value:
            BinOp(op='*') @139:13
              .lhs:
                Name(id='group') @139:13
              .rhs:
                Name(id='n_m') @139:21
        Assign(targets=('n_x',)) @143:5
          .value:
            Const(value=0) @143:11
        Assign(targets=('n_xs',)) @144:5
          .value:
            Const(value=0) @144:12
        Assign(targets=('rot',)) @145:5
          .value:
            Const(value=0) @145:11
        If(orelse=()) @146:5
          .cond:
            Name(id='SPLIT') @146:8
          .body:
            If(orelse=()) @147:9
              .cond:
                Name(id='CAUSAL') @147:12
              .body:
                Assign(targets=('m_diag',)) @149:13
                  .value:
                    Call(kwargs=()) @149:22
                      .func:
                        Name(id='cdiv') @149:22
                      .args:
                        Call(kwargs=()) @149:27
                          .func:
                            Name(id='maximum') @149:27
                          .args:
                            BinOp(op='-') @149:35
                              .lhs:
                                BinOp(op='-') @149:35
                                  .lhs:
                                    BinOp(op='+') @149:35
                                      .lhs:
                                        BinOp(op='*') @149:35
                                          .lhs:
                                            Name(id='n') @149:35
                                          .rhs:
                                            Name(id='BLOCK_N') @149:39
                                      .rhs:
                                        Name(id='BLOCK_N') @149:49
                                  .rhs:
                                    Const(value=1) @149:59
                              .rhs:
                                BinOp(op='-') @149:64
                                  .lhs:
                                    Name(id='len_k') @149:64
                                  .rhs:
                                    Name(id='len_q') @149:72
                            Const(value=0) @149:80
                        Name(id='BLOCK_M') @149:84
                Assign(targets=('n_x',)) @150:13
                  .value:
                    Call(kwargs=()) @150:19
                      .func:
                        Name(id='minimum') @150:19
                      .args:
                        Call(kwargs=()) @150:27
                          .func:
                            Name(id='maximum') @150:27
                          .args:
                            BinOp(op='-') @150:35
                              .lhs:
                                Name(id='m_diag') @150:35
                              .rhs:
                                Name(id='m_lo') @150:44
                            Const(value=0) @150:50
                        Name(id='n_m') @150:54
            Assign(targets=('n_e',)) @151:9
              .value:
                BinOp(op='*') @151:15
                  .lhs:
                    Call(kwargs=()) @151:15
                      .func:
                        Name(id='minimum') @151:15
                      .args:
                        BinOp(op='%') @151:23
                          .lhs:
                            Name(id='len_q') @151:23
                          .rhs:
                            Name(id='BLOCK_M') @151:31
                        Const(value=1) @151:40
                  .rhs:
                    Call(kwargs=()) @151:45
                      .func:
                        Name(id='minimum') @151:45
                      .args:
                        BinOp(op='-') @151:53
                          .lhs:
                            Name(id='n_m') @151:53
                          .rhs:
                            Name(id='n_x') @151:59
                        Const(value=1) @151:64
            Assign(targets=('n_x',)) @152:9
              .value:
                BinOp(op='+') @152:15
                  .lhs:
                    Name(id='n_x') @152:15
                  .rhs:
                    Name(id='n_e') @152:21
            Assign(targets=('n_x',)) @153:9
              .value:
                BinOp(op='+') @153:15
                  .lhs:
                    Name(id='n_x') @153:15
                  .rhs:
                    BinOp(op='*') @153:21
                      .lhs:
                        Call(kwargs=()) @153:21
                          .func:
                            Name(id='minimum') @153:21
                          .args:
                            Call(kwargs=()) @153:29
                              .func:
                                Name(id='maximum') @153:29
                              .args:
                                BinOp(op='-') @153:38
                                  .lhs:
                                    BinOp(op='*') @153:38
                                      .lhs:
                                        BinOp(op='+') @153:38
                                          .lhs:
                                            Name(id='n') @153:38
                                          .rhs:
                                            Const(value=1) @153:42
                                      .rhs:
                                        Name(id='BLOCK_N') @153:47
                                  .rhs:
                                    Name(id='len_k') @153:57
                                Const(value=0) @153:64
                            Const(value=1) @153:68
                      .rhs:
                        BinOp(op='-') @153:74
                          .lhs:
                            Name(id='n_m') @153:74
                          .rhs:
                            Name(id='n_x') @153:80
            Assign(targets=('n_xs',)) @154:9
              .value:
                Call(kwargs=()) @154:16
                  .func:
                    Name(id='minimum') @154:16
                  .args:
                    BinOp(op='*') @154:24
                      .lhs:
                        Name(id='group') @154:24
                      .rhs:
                        Name(id='n_x') @154:32
                    Name(id='steps') @154:37
            Assign(targets=('rot',)) @155:9
              .value:
                BinOp(op='%') @155:16
                  .lhs:
                    BinOp(op='-') @155:16
                      .lhs:
                        Name(id='n_m') @155:16
                      .rhs:
                        Name(id='n_e') @155:22
                  .rhs:
                    Call(kwargs=()) @155:29
                      .func:
                        Name(id='maximum') @155:29
                      .args:
                        Name(id='n_m') @155:37
                        Const(value=1) @155:42
        Assign(targets=('PARTS',)) @157:5
          .value:
            Const(value=1) @157:13
        If(orelse=()) @158:5
          .cond:
            Name(id='LAG') @158:8
          .body:
            Assign(targets=('PARTS',)) @159:9
              .value:
                BinOp(op='+') @159:17
                  .lhs:
                    Name(id='PARTS') @159:17
                  .rhs:
                    Const(value=1) @159:25
        If(orelse=()) @160:5
          .cond:
            Name(id='SPLIT') @160:8
          .body:
            Assign(targets=('PARTS',)) @161:9
              .value:
                BinOp(op='+') @161:17
                  .lhs:
                    Name(id='PARTS') @161:17
                  .rhs:
                    Const(value=1) @161:25
        Role(name='load', replica=None) @163:5
          .kwargs:
            (
              'warps'
              Const(value=1) @163:21
            )
            (
              'regs'
              Const(value=24) @163:29
            )
          .body:
            Assign(targets=('ks',)) @164:9
              .value:
                BinOp(op='%') @164:14
                  .lhs:
                    Name(id='tile_index') @164:14
                  .rhs:
                    Name(id='KV_BUF') @164:27
            Assign(targets=('kv_bytes',)) @165:9
              .value:
                BinOp(op='*') @165:20
                  .lhs:
                    BinOp(op='*') @165:20
                      .lhs:
                        Const(value=2) @165:20
                      .rhs:
                        Name(id='NWG') @165:24
                  .rhs:
                    Call(kwargs=()) @165:30
                      .func:
                        Name(id='bytes') @165:30
                      .args:
                        Name(id='k_tile') @165:36
            If(orelse=()) @166:9
              .cond:
                Unary(op='not') @166:12
                  .operand:
                    Name(id='ROWS') @166:16
              .body:
                Assign(targets=('kv_bytes',)) @167:13
                  .value:
                    BinOp(op='+') @167:24
                      .lhs:
                        Name(id='kv_bytes') @167:24
                      .rhs:
                        BinOp(op='*') @167:35
                          .lhs:
                            BinOp(op='*') @167:35
                              .lhs:
                                Name(id='NC') @167:35
                              .rhs:
                                Name(id='NWG') @167:40
                          .rhs:
                            Call(kwargs=()) @167:46
                              .func:
                                Name(id='bytes') @167:46
                              .args:
                                Name(id='kh_tile') @167:52
            Wait(phase=None) @168:9
              .target:
                Index() @168:14
                  .value:
                    Name(id='kv_free') @168:14
                  .subs:
                    Name(id='ks') @168:22
            Expect() @169:9
              .target:
                Index() @169:16
                  .value:
                    Name(id='kv_ready') @169:16
                  .subs:
                    Name(id='ks') @169:25
              .nbytes:
                Name(id='kv_bytes') @169:30
            For(var='i') @170:9
              .iter:
                Call(kwargs=()) @170:18
                  .func:
                    Name(id='static_range') @170:18
                  .args:
                    Name(id='NWG') @170:31
              .body:
                Tma() @171:13
                  .dst:
                    Index() @171:17
                      .value:
                        Name(id='k_tile') @171:17
                      .subs:
                        BinOp(op='+') @171:24
                          .lhs:
                            BinOp(op='*') @171:24
                              .lhs:
                                Name(id='ks') @171:24
                              .rhs:
                                Name(id='NWG') @171:29
                          .rhs:
                            Name(id='i') @171:35
                  .src:
                    Index() @171:41
                      .value:
                        Name(id='k') @171:41
                      .subs:
                        Name(id='seq') @171:43
                        BinOp(op='+') @171:48
                          .lhs:
                            BinOp(op='*') @171:48
                              .lhs:
                                Name(id='NWG') @171:48
                              .rhs:
                                Name(id='n') @171:54
                          .rhs:
                            Name(id='i') @171:58
                        Name(id='kvh') @171:61
                  .signals:
                    Index() @171:74
                      .value:
                        Name(id='kv_ready') @171:74
                      .subs:
                        Name(id='ks') @171:83
                Tma() @172:13
                  .dst:
                    Index() @172:17
                      .value:
                        Name(id='v_tile') @172:17
                      .subs:
                        BinOp(op='+') @172:24
                          .lhs:
                            BinOp(op='*') @172:24
                              .lhs:
                                Name(id='ks') @172:24
                              .rhs:
                                Name(id='NWG') @172:29
                          .rhs:
                            Name(id='i') @172:35
                  .src:
                    Index() @172:41
                      .value:
                        Name(id='v') @172:41
                      .subs:
                        Name(id='seq') @172:43
                        BinOp(op='+') @172:48
                          .lhs:
                            BinOp(op='*') @172:48
                              .lhs:
                                Name(id='NWG') @172:48
                              .rhs:
                                Name(id='n') @172:54
                          .rhs:
                            Name(id='i') @172:58
                        Name(id='kvh') @172:61
                  .signals:
                    Index() @172:74
                      .value:
                        Name(id='kv_ready') @172:74
                      .subs:
                        Name(id='ks') @172:83
                If(orelse=()) @173:13
                  .cond:
                    Unary(op='not') @173:16
                      .operand:
                        Name(id='ROWS') @173:20
                  .body:
                    For(var='c') @174:17
                      .iter:
                        Call(kwargs=()) @174:26
                          .func:
                            Name(id='static_range') @174:26
                          .args:
                            Name(id='NC') @174:39
                      .body:
                        Tma() @175:21
                          .dst:
                            Index() @175:25
                              .value:
                                Name(id='kh_tile') @175:25
                              .subs:
                                BinOp(op='+') @175:33
                                  .lhs:
                                    BinOp(op='*') @175:33
                                      .lhs:
                                        Name(id='NC') @175:33
                                      .rhs:
                                        BinOp(op='+') @175:39
                                          .lhs:
                                            BinOp(op='*') @175:39
                                              .lhs:
                                                Name(id='ks') @175:39
                                              .rhs:
                                                Name(id='NWG') @175:44
                                          .rhs:
                                            Name(id='i') @175:50
                                  .rhs:
                                    Name(id='c') @175:55
                          .src:
                            Index() @175:61
                              .value:
                                Name(id='k') @175:61
                              .subs:
                                Name(id='seq') @175:63
                                BinOp(op='+') @175:68
                                  .lhs:
                                    BinOp(op='*') @175:68
                                      .lhs:
                                        Name(id='NWG') @175:68
                                      .rhs:
                                        Name(id='n') @175:74
                                  .rhs:
                                    Name(id='i') @175:78
                                Name(id='kvh') @175:81
                                Name(id='c') @175:86
                          .signals:
                            Index() @175:97
                              .value:
                                Name(id='kv_ready') @175:97
                              .subs:
                                Name(id='ks') @175:106
            For(var='part') @177:9
              .iter:
                Call(kwargs=()) @177:21
                  .func:
                    Name(id='static_range') @177:21
                  .args:
                    Name(id='PARTS') @177:34
              .body:
                Assign(targets=('lo', 'hi')) @178:13
                  .value:
                    Call(kwargs=()) @178:22
                      .func:
                        Name(id='fused_part_bounds') @178:22
                      .args:
                        Name(id='part') @178:40
                        Name(id='LAG') @178:46
                        Name(id='SPLIT') @178:51
                        Name(id='n_xs') @178:58
                        Name(id='steps') @178:64
                Pipeline(var='j', slot='slot', ring='qd') @179:13
                  .iter:
                    Call(kwargs=()) @179:27
                      .func:
                        Name(id='range') @179:27
                      .args:
                        Name(id='lo') @179:33
                        Name(id='hi') @179:37
                  .stages:
                    Name(id='STAGES') @179:54
                  .body:
                    Assign(targets=('head', 'mb')) @180:17
                      .value:
                        Call(kwargs=()) @180:28
                          .func:
                            Name(id='step_block') @180:28
                          .args:
                            Name(id='j') @180:39
                            Unary(op='-') @180:42
                              .operand:
                                Const(value=1) @180:43
                            BinOp(op='*') @180:46
                              .lhs:
                                Name(id='kvh') @180:46
                              .rhs:
                                Name(id='group') @180:52
                            Name(id='m_lo') @180:59
                            Name(id='rot') @180:65
                            Name(id='n_m') @180:70
                            Name(id='n_x') @180:75
                            Name(id='n_xs') @180:80
                            Name(id='SPLIT') @180:86
                    Wait(phase=None) @181:17
                      .target:
                        Index() @181:22
                          .value:
                            Name(id='qd_free') @181:22
                          .subs:
                            Name(id='slot') @181:30
                    If(orelse=()) @182:17
                      .cond:
                        Name(id='LSE_RING') @182:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @183:21
                          .value:
                            Call(kwargs=()) @183:37
                              .func:
                                Name(id='lse_delta_slots') @183:37
                              .args:
                                Name(id='head') @183:53
                                Name(id='mb') @183:59
                                Name(id='q0') @183:63
                                Name(id='len_q') @183:67
                                Name(id='lse2_t') @183:74
                                Name(id='delta_t') @183:82
                                Name(id='BLOCK_M') @183:91
                                Name(id='SMEM_P') @183:100
                        ExprStmt() @184:21
                          .value:
                            Call(kwargs=()) @184:21
                              .func:
                                Name(id='store_smem') @184:21
                              .args:
                                Index() @184:32
                                  .value:
                                    Name(id='lse_s') @184:32
                                  .subs:
                                    Name(id='slot') @184:38
                                Name(id='lse2_c') @184:45
                        ExprStmt() @185:21
                          .value:
                            Call(kwargs=()) @185:21
                              .func:
                                Name(id='store_smem') @185:21
                              .args:
                                Index() @185:32
                                  .value:
                                    Name(id='dl_s') @185:32
                                  .subs:
                                    Name(id='slot') @185:37
                                Name(id='dlt_c') @185:44
                    Expect() @186:17
                      .target:
                        Index() @186:24
                          .value:
                            Name(id='qd_ready') @186:24
                          .subs:
                            Name(id='slot') @186:33
                      .nbytes:
                        BinOp(op='+') @186:40
                          .lhs:
                            Call(kwargs=()) @186:40
                              .func:
                                Name(id='bytes') @186:40
                              .args:
                                Name(id='q_ring') @186:46
                          .rhs:
                            Call(kwargs=()) @186:56
                              .func:
                                Name(id='bytes') @186:56
                              .args:
                                Name(id='do_ring') @186:62
                    Tma() @187:17
                      .dst:
                        Index() @187:21
                          .value:
                            Name(id='q_ring') @187:21
                          .subs:
                            Name(id='slot') @187:28
                      .src:
                        Index() @187:37
                          .value:
                            Name(id='q') @187:37
                          .subs:
                            Name(id='seq') @187:39
                            Name(id='mb') @187:44
                            Name(id='head') @187:48
                      .signals:
                        Index() @187:62
                          .value:
                            Name(id='qd_ready') @187:62
                          .subs:
                            Name(id='slot') @187:71
                    Tma() @188:17
                      .dst:
                        Index() @188:21
                          .value:
                            Name(id='do_ring') @188:21
                          .subs:
                            Name(id='slot') @188:29
                      .src:
                        Index() @188:38
                          .value:
                            Name(id='d_o') @188:38
                          .subs:
                            Name(id='seq') @188:42
                            Name(id='mb') @188:47
                            Name(id='head') @188:51
                      .signals:
                        Index() @188:65
                          .value:
                            Name(id='qd_ready') @188:65
                          .subs:
                            Name(id='slot') @188:74
        If(orelse=()) @190:5
          .cond:
            Name(id='WRITER') @190:8
          .body:
            Assign(targets=('NCW',)) @193:9
              .value:
                BinOp(op='//') @193:15
                  .lhs:
                    Name(id='NC') @193:15
                  .rhs:
                    Name(id='NWG') @193:21
            Role(name='dq_writer', replica=None) @194:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @194:30
                )
                (
                  'regs'
                  Const(value=24) @194:38
                )
              .body:
                For(var='part') @195:13
                  .iter:
                    Call(kwargs=()) @195:25
                      .func:
                        Name(id='static_range') @195:25
                      .args:
                        Name(id='PARTS') @195:38
                  .body:
                    Assign(targets=('lo', 'hi')) @196:17
                      .value:
                        Call(kwargs=()) @196:26
                          .func:
                            Name(id='fused_part_bounds') @196:26
                          .args:
                            Name(id='part') @196:44
                            Name(id='LAG') @196:50
                            Name(id='SPLIT') @196:55
                            Name(id='n_xs') @196:62
                            Name(id='steps') @196:68
                    Pipeline(var='j', slot='ws', ring='qd') @197:17
                      .iter:
                        Call(kwargs=()) @197:31
                          .func:
                            Name(id='range') @197:31
                          .args:
                            Name(id='lo') @197:37
                            Name(id='hi') @197:41
                      .stages:
                        Name(id='STAGES') @197:58
                      .body:
                        Assign(targets=('head', 'mb')) @198:21
                          .value:
                            Call(kwargs=()) @198:32
                              .func:
                                Name(id='step_block') @198:32
                              .args:
                                Name(id='j') @198:43
                                Unary(op='-') @198:46
                                  .operand:
                                    Const(value=1) @198:47
                                BinOp(op='*') @198:50
                                  .lhs:
                                    Name(id='kvh') @198:50
                                  .rhs:
                                    Name(id='group') @198:56
                                Name(id='m_lo') @198:63
                                Name(id='rot') @198:69
                                Name(id='n_m') @198:74
                                Name(id='n_x') @198:79
                                Name(id='n_xs') @198:84
                                Name(id='SPLIT') @198:90
                        If() @199:21
                          .cond:
                            Name(id='ROWS') @199:24
                          .body:
                            Wait(phase=None) @200:25
                              .target:
                                Index() @200:30
                                  .value:
                                    Name(id='dq_full') @200:30
                                  .subs:
                                    Const(value=0) @200:38
                            For(var='w') @201:25
                              .iter:
                                Call(kwargs=()) @201:34
                                  .func:
                                    Name(id='static_range') @201:34
                                  .args:
                                    Name(id='NWG') @201:47
                              .body:
                                Tma(signals=None, reduce='add') @202:29
                                  .dst:
                                    Index() @202:33
                                      .value:
                                        Name(id='dq_acc') @202:33
                                      .subs:
                                        Name(id='seq') @202:40
                                        BinOp(op='+') @202:45
                                          .lhs:
                                            BinOp(op='*') @202:45
                                              .lhs:
                                                Name(id='mb') @202:45
                                              .rhs:
                                                Name(id='NWG') @202:50
                                          .rhs:
                                            Name(id='w') @202:56
                                        Name(id='head') @202:59
                                        Const(value=0) @202:65
                                  .src:
                                    Index() @202:71
                                      .value:
                                        Name(id='dq_s') @202:71
                                      .subs:
                                        Name(id='w') @202:76
                            Arrive(count=None) @203:25
                              .target:
                                Index() @203:32
                                  .value:
                                    Name(id='dq_empty') @203:32
                                  .subs:
                                    Const(value=0) @203:41
                          .orelse:
                            For(var='i') @205:25
                              .iter:
                                Call(kwargs=()) @205:34
                                  .func:
                                    Name(id='static_range') @205:34
                                  .args:
                                    Name(id='NCW') @205:47
                              .body:
                                Wait(phase=None) @206:29
                                  .target:
                                    Index() @206:34
                                      .value:
                                        Name(id='dq_full') @206:34
                                      .subs:
                                        Name(id='i') @206:42
                                For(var='w') @207:29
                                  .iter:
                                    Call(kwargs=()) @207:38
                                      .func:
                                        Name(id='static_range') @207:38
                                      .args:
                                        Name(id='NWG') @207:51
                                  .body:
                                    Tma(signals=None, reduce='add') @208:33
                                      .dst:
                                        Index() @208:37
                                          .value:
                                            Name(id='dq_acc') @208:37
                                          .subs:
                                            Name(id='seq') @208:44
                                            Name(id='mb') @208:49
                                            Name(id='head') @208:53
                                            BinOp(op='+') @208:59
                                              .lhs:
                                                BinOp(op='*') @208:59
                                                  .lhs:
                                                    Name(id='w') @208:59
                                                  .rhs:
                                                    Name(id='NCW') @208:63
                                              .rhs:
                                                Name(id='i') @208:69
                                      .src:
                                        Index() @208:75
                                          .value:
                                            Name(id='dq_s') @208:75
                                          .subs:
                                            BinOp(op='+') @208:80
                                              .lhs:
                                                BinOp(op='*') @208:80
                                                  .lhs:
                                                    Name(id='i') @208:80
                                                  .rhs:
                                                    Name(id='NWG') @208:84
                                              .rhs:
                                                Name(id='w') @208:90
                                Arrive(count=None) @209:29
                                  .target:
                                    Index() @209:36
                                      .value:
                                        Name(id='dq_empty') @209:36
                                      .subs:
                                        Name(id='i') @209:45
        Role(name='compute', replica='wg') @211:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @211:29
            )
            (
              'regs'
              Name(id='REGS') @211:39
            )
          .body:
            Assign(targets=('qk_scale',)) @212:9
              .value:
                BinOp(op='*') @212:20
                  .lhs:
                    Name(id='sm_scale') @212:20
                  .rhs:
                    Name(id='LOG2E') @212:31
            Assign(targets=('krow0',)) @213:9
              .value:
                BinOp(op='+') @213:17
                  .lhs:
                    BinOp(op='*') @213:17
                      .lhs:
                        Name(id='n') @213:17
                      .rhs:
                        Name(id='BLOCK_N') @213:21
                  .rhs:
                    BinOp(op='*') @213:31
                      .lhs:
                        Name(id='wg') @213:31
                      .rhs:
                        Name(id='WG_N') @213:36
            Assign(targets=('krows',)) @214:9
              .value:
                BinOp(op='+') @214:17
                  .lhs:
                    Name(id='krow0') @214:17
                  .rhs:
                    Call(kwargs=()) @214:25
                      .func:
                        Name(id='arange') @214:25
                      .args:
                        Name(id='WG_N') @214:32
            Assign(targets=('qcols',)) @215:9
              .value:
                Call(kwargs=()) @215:17
                  .func:
                    Name(id='arange') @215:17
                  .args:
                    Name(id='BLOCK_M') @215:24
            Assign(targets=('dcols',)) @216:9
              .value:
                Call(kwargs=()) @216:17
                  .func:
                    Name(id='arange') @216:17
                  .args:
                    Name(id='D') @216:24
            Assign(targets=('ks',)) @217:9
              .value:
                BinOp(op='%') @217:14
                  .lhs:
                    Name(id='tile_index') @217:14
                  .rhs:
                    Name(id='KV_BUF') @217:27
            Assign(targets=('mine',)) @218:9
              .value:
                BinOp(op='+') @218:16
                  .lhs:
                    BinOp(op='*') @218:16
                      .lhs:
                        Name(id='ks') @218:16
                      .rhs:
                        Name(id='NWG') @218:21
                  .rhs:
                    Name(id='wg') @218:27
            Assign(targets=('acc_k',)) @219:9
              .value:
                Call(kwargs=()) @219:17
                  .func:
                    Name(id='zeros') @219:17
                  .args:
                    ListLit() @219:23
                      .elts:
                        Name(id='WG_N') @219:24
                        Name(id='D') @219:30
                    Name(id='f32') @219:34
            Assign(targets=('acc_v',)) @220:9
              .value:
                Call(kwargs=()) @220:17
                  .func:
                    Name(id='zeros') @220:17
                  .args:
                    ListLit() @220:23
                      .elts:
                        Name(id='WG_N') @220:24
                        Name(id='D') @220:30
                    Name(id='f32') @220:34
            Wait(phase=None) @221:9
              .target:
                Index() @221:14
                  .value:
                    Name(id='kv_ready') @221:14
                  .subs:
                    Name(id='ks') @221:23
            If(orelse=()) @228:9
              .cond:
                Name(id='LAG') @228:12
              .body:
                Assign(targets=('last',)) @229:13
                  .value:
                    Const(value=0) @229:20
            Assign(targets=('AHEAD',)) @230:9
              .value:
                BoolOp(op='and') @230:17
                  .values:
                    Name(id='LSE_AHEAD') @230:17
                    Name(id='LAG') @230:31
                    Name(id='SMEM_P') @230:39
            If(orelse=()) @231:9
              .cond:
                BoolOp(op='and') @231:12
                  .values:
                    BinOp(op='==') @231:12
                      .lhs:
                        Name(id='ACT') @231:12
                      .rhs:
                        Const(value='softmax') @231:19
                    Name(id='AHEAD') @231:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @232:13
                  .value:
                    Call(kwargs=()) @232:29
                      .func:
                        Name(id='lse_delta') @232:29
                      .args:
                        Const(value=0) @232:39
                        Unary(op='-') @232:42
                          .operand:
                            Const(value=1) @232:43
                        BinOp(op='*') @232:46
                          .lhs:
                            Name(id='kvh') @232:46
                          .rhs:
                            Name(id='group') @232:52
                        Name(id='m_lo') @232:59
                        Name(id='rot') @232:65
                        Name(id='n_m') @232:70
                        Name(id='n_x') @232:75
                        Name(id='n_xs') @232:80
                        Name(id='SPLIT') @232:86
                        Name(id='q0') @232:93
                        Name(id='len_q') @232:97
                        Name(id='qcols') @232:104
                        Name(id='lse2_t') @232:111
                        Name(id='delta_t') @233:39
                        Name(id='BLOCK_M') @233:48
            For(var='part') @234:9
              .iter:
                Call(kwargs=()) @234:21
                  .func:
                    Name(id='static_range') @234:21
                  .args:
                    Name(id='PARTS') @234:34
              .body:
                Assign(targets=('lo', 'hi')) @235:13
                  .value:
                    Call(kwargs=()) @235:22
                      .func:
                        Name(id='fused_part_bounds') @235:22
                      .args:
                        Name(id='part') @235:40
                        Name(id='LAG') @235:46
                        Name(id='SPLIT') @235:51
                        Name(id='n_xs') @235:58
                        Name(id='steps') @235:64
                Assign(targets=('masked',)) @236:13
                  .value:
                    BoolOp(op='or') @236:22
                      .values:
                        Unary(op='not') @236:22
                          .operand:
                            Name(id='SPLIT') @236:26
                        BinOp(op='<') @236:35
                          .lhs:
                            Name(id='part') @236:35
                          .rhs:
                            BinOp(op='-') @236:42
                              .lhs:
                                Name(id='PARTS') @236:42
                              .rhs:
                                Const(value=1) @236:50
                Assign(targets=('lagged',)) @237:13
                  .value:
                    BoolOp(op='and') @237:22
                      .values:
                        Name(id='LAG') @237:22
                        BinOp(op='>') @237:30
                          .lhs:
                            Name(id='part') @237:30
                          .rhs:
                            Const(value=0) @237:37
                Assign(targets=('which',)) @239:13
                  .value:
                    Const(value=1) @239:21
                If(orelse=()) @240:13
                  .cond:
                    Name(id='masked') @240:16
                  .body:
                    Assign(targets=('which',)) @241:17
                      .value:
                        Const(value=0) @241:25
                If(orelse=()) @242:13
                  .cond:
                    BoolOp(op='and') @242:16
                      .values:
                        Name(id='LAG') @242:16
                        BinOp(op='==') @242:24
                          .lhs:
                            Name(id='part') @242:24
                          .rhs:
                            Const(value=0) @242:32
                  .body:
                    Assign(targets=('which',)) @243:17
                      .value:
                        Unary(op='-') @243:25
                          .operand:
                            Const(value=1) @243:26
                Pipeline(var='j', slot='slot', ring='qd') @244:13
                  .iter:
                    Call(kwargs=()) @244:27
                      .func:
                        Name(id='range') @244:27
                      .args:
                        Name(id='lo') @244:33
                        Name(id='hi') @244:37
                  .stages:
                    Name(id='STAGES') @244:54
                  .body:
                    Assign(targets=('head', 'mb')) @245:17
                      .value:
                        Call(kwargs=()) @245:28
                          .func:
                            Name(id='step_block') @245:28
                          .args:
                            Name(id='j') @245:39
                            Name(id='which') @245:42
                            BinOp(op='*') @245:49
                              .lhs:
                                Name(id='kvh') @245:49
                              .rhs:
                                Name(id='group') @245:55
                            Name(id='m_lo') @245:62
                            Name(id='rot') @245:68
                            Name(id='n_m') @245:73
                            Name(id='n_x') @245:78
                            Name(id='n_xs') @245:83
                            Name(id='SPLIT') @245:89
                    Assign(targets=('qpos',)) @246:17
                      .value:
                        BinOp(op='+') @246:24
                          .lhs:
                            BinOp(op='*') @246:24
                              .lhs:
                                Name(id='mb') @246:24
                              .rhs:
                                Name(id='BLOCK_M') @246:29
                          .rhs:
                            Name(id='qcols') @246:39
                    Assign(targets=('lse2',)) @247:17
                      .value:
                        Call(kwargs=()) @247:24
                          .func:
                            Name(id='zeros') @247:24
                          .args:
                            ListLit() @247:30
                              .elts:
                                Name(id='BLOCK_M') @247:31
                            Name(id='f32') @247:41
                    Assign(targets=('dlt',)) @248:17
                      .value:
                        Call(kwargs=()) @248:23
                          .func:
                            Name(id='zeros') @248:23
                          .args:
                            ListLit() @248:29
                              .elts:
                                Name(id='BLOCK_M') @248:30
                            Name(id='f32') @248:40
                    If(orelse=()) @252:17
                      .cond:
                        BoolOp(op='and') @252:20
                          .values:
                            BinOp(op='==') @252:20
                              .lhs:
                                Name(id='ACT') @252:20
                              .rhs:
                                Const(value='softmax') @252:27
                            Name(id='AHEAD') @252:41
                      .body:
                        Assign(targets=('lse2',)) @253:21
                          .value:
                            Name(id='lse2_n') @253:28
                        Assign(targets=('dlt',)) @254:21
                          .value:
                            Name(id='dlt_n') @254:27
                    If(orelse=()) @255:17
                      .cond:
                        BoolOp(op='and') @255:20
                          .values:
                            BinOp(op='==') @255:20
                              .lhs:
                                Name(id='ACT') @255:20
                              .rhs:
                                Const(value='softmax') @255:27
                            Unary(op='not') @255:41
                              .operand:
                                Name(id='AHEAD') @255:45
                            Unary(op='not') @255:55
                              .operand:
                                Name(id='LSE_RING') @255:59
                      .body:
                        Assign(targets=('qi',)) @259:21
                          .value:
                            BinOp(op='+') @259:26
                              .lhs:
                                Name(id='q0') @259:26
                              .rhs:
                                Call(kwargs=()) @259:31
                                  .func:
                                    Name(id='maximum') @259:31
                                  .args:
                                    Call(kwargs=()) @259:39
                                      .func:
                                        Name(id='minimum') @259:39
                                      .args:
                                        Name(id='qpos') @259:47
                                        BinOp(op='-') @259:53
                                          .lhs:
                                            Name(id='len_q') @259:53
                                          .rhs:
                                            Const(value=1) @259:61
                                    Const(value=0) @259:65
                        Assign(targets=('lse2',)) @260:21
                          .value:
                            Index() @260:28
                              .value:
                                Name(id='lse2_t') @260:28
                              .subs:
                                Name(id='head') @260:35
                                Name(id='qi') @260:41
                        Assign(targets=('dlt',)) @261:21
                          .value:
                            Index() @261:27
                              .value:
                                Name(id='delta_t') @261:27
                              .subs:
                                Name(id='head') @261:35
                                Name(id='qi') @261:41
                    If() @264:17
                      .cond:
                        Name(id='masked') @264:20
                      .body:
                        Assign(targets=('edge',)) @265:21
                          .value:
                            BoolOp(op='or') @265:28
                              .values:
                                BinOp(op='>') @265:28
                                  .lhs:
                                    BinOp(op='*') @265:29
                                      .lhs:
                                        BinOp(op='+') @265:29
                                          .lhs:
                                            Name(id='mb') @265:29
                                          .rhs:
                                            Const(value=1) @265:34
                                      .rhs:
                                        Name(id='BLOCK_M') @265:39
                                  .rhs:
                                    Name(id='len_q') @265:49
                                BinOp(op='>') @265:58
                                  .lhs:
                                    BinOp(op='+') @265:58
                                      .lhs:
                                        Name(id='krow0') @265:58
                                      .rhs:
                                        Name(id='WG_N') @265:66
                                  .rhs:
                                    Name(id='len_k') @265:73
                        If(orelse=()) @266:21
                          .cond:
                            Name(id='CAUSAL') @266:24
                          .body:
                            Assign(targets=('edge',)) @267:25
                              .value:
                                BoolOp(op='or') @267:32
                                  .values:
                                    Name(id='edge') @267:32
                                    BinOp(op='>') @267:40
                                      .lhs:
                                        BinOp(op='-') @267:40
                                          .lhs:
                                            BinOp(op='+') @267:40
                                              .lhs:
                                                Name(id='krow0') @267:40
                                              .rhs:
                                                Name(id='WG_N') @267:48
                                          .rhs:
                                            Const(value=1) @267:55
                                      .rhs:
                                        BinOp(op='+') @267:59
                                          .lhs:
                                            BinOp(op='*') @267:59
                                              .lhs:
                                                Name(id='mb') @267:59
                                              .rhs:
                                                Name(id='BLOCK_M') @267:64
                                          .rhs:
                                            BinOp(op='-') @267:75
                                              .lhs:
                                                Name(id='len_k') @267:75
                                              .rhs:
                                                Name(id='len_q') @267:83
                      .orelse:
                        Assign(targets=('edge',)) @269:21
                          .value:
                            Const(value=False) @269:28
                    Wait(phase=None) @270:17
                      .target:
                        Index() @270:22
                          .value:
                            Name(id='qd_ready') @270:22
                          .subs:
                            Name(id='slot') @270:31
                    If(orelse=()) @271:17
                      .cond:
                        Name(id='lagged') @271:20
                      .body:
                        Assign(targets=('og',)) @274:21
                          .value:
                            BinOp(op='%') @274:27
                              .lhs:
                                BinOp(op='+') @274:27
                                  .lhs:
                                    Name(id='wg') @274:27
                                  .rhs:
                                    Const(value=1) @274:32
                              .rhs:
                                Name(id='NWG') @274:37
                        Wait() @275:21
                          .target:
                            Index() @275:26
                              .value:
                                Name(id='ds_ready') @275:26
                              .subs:
                                Const(value=0) @275:35
                          .phase:
                            BinOp(op='%') @275:44
                              .lhs:
                                Name(id='last') @275:44
                              .rhs:
                                Const(value=2) @275:51
                        For(var='i') @276:21
                          .iter:
                            Call(kwargs=()) @276:30
                              .func:
                                Name(id='static_range') @276:30
                              .args:
                                Name(id='NCW') @276:43
                          .body:
                            Assign(targets=('c',)) @277:25
                              .value:
                                BinOp(op='+') @277:29
                                  .lhs:
                                    BinOp(op='*') @277:29
                                      .lhs:
                                        Name(id='wg') @277:29
                                      .rhs:
                                        Name(id='NCW') @277:34
                                  .rhs:
                                    Name(id='i') @277:40
                            If() @278:25
                              .cond:
                                Name(id='DQ_PAIR') @278:28
                              .body:
                                Assign(targets=('f0',)) @280:29
                                  .value:
                                    Call(kwargs=()) @280:34
                                      .func:
                                        Name(id='mma_async') @280:34
                                      .args:
                                        Index() @280:44
                                          .value:
                                            Name(id='ds_s') @280:44
                                          .subs:
                                            BinOp(op='+') @280:49
                                              .lhs:
                                                BinOp(op='*') @280:49
                                                  .lhs:
                                                    Name(id='last') @280:49
                                                  .rhs:
                                                    Name(id='NWG') @280:56
                                              .rhs:
                                                Name(id='wg') @280:62
                                        Index() @280:67
                                          .value:
                                            Name(id='kh_tile') @280:67
                                          .subs:
                                            BinOp(op='+') @280:75
                                              .lhs:
                                                BinOp(op='*') @280:75
                                                  .lhs:
                                                    Name(id='NC') @280:75
                                                  .rhs:
                                                    BinOp(op='+') @280:81
                                                      .lhs:
                                                        BinOp(op='*') @280:81
                                                          .lhs:
                                                            Name(id='ks') @280:81
                                                          .rhs:
                                                            Name(id='NWG') @280:86
                                                      .rhs:
                                                        Name(id='wg') @280:92
                                              .rhs:
                                                Name(id='c') @280:98
                                Assign(targets=('f1',)) @281:29
                                  .value:
                                    Call(kwargs=()) @281:34
                                      .func:
                                        Name(id='mma_async') @281:34
                                      .args:
                                        Index() @281:44
                                          .value:
                                            Name(id='ds_s') @281:44
                                          .subs:
                                            BinOp(op='+') @281:49
                                              .lhs:
                                                BinOp(op='*') @281:49
                                                  .lhs:
                                                    Name(id='last') @281:49
                                                  .rhs:
                                                    Name(id='NWG') @281:56
                                              .rhs:
                                                Name(id='og') @281:62
                                        Index() @281:67
                                          .value:
                                            Name(id='kh_tile') @281:67
                                          .subs:
                                            BinOp(op='+') @281:75
                                              .lhs:
                                                BinOp(op='*') @281:75
                                                  .lhs:
                                                    Name(id='NC') @281:75
                                                  .rhs:
                                                    BinOp(op='+') @281:81
                                                      .lhs:
                                                        BinOp(op='*') @281:81
                                                          .lhs:
                                                            Name(id='ks') @281:81
                                                          .rhs:
                                                            Name(id='NWG') @281:86
                                                      .rhs:
                                                        Name(id='og') @281:92
                                              .rhs:
                                                Name(id='c') @281:98
                                        Name(id='f0') @281:102
                                Assign(targets=('dq_c',)) @282:29
                                  .value:
                                    Call(kwargs=()) @282:36
                                      .func:
                                        Name(id='mma_wait') @282:36
                                      .args:
                                        Name(id='f1') @282:45
                              .orelse:
                                Assign(targets=('dq_c',)) @284:29
                                  .value:
                                    Call(kwargs=()) @284:36
                                      .func:
                                        Name(id='zeros') @284:36
                                      .args:
                                        ListLit() @284:42
                                          .elts:
                                            Name(id='BLOCK_M') @284:43
                                            Name(id='DQ_COLS') @284:52
                                        Name(id='f32') @284:62
                                For(var='g') @285:29
                                  .iter:
                                    Call(kwargs=()) @285:38
                                      .func:
                                        Name(id='static_range') @285:38
                                      .args:
                                        Name(id='NWG') @285:51
                                  .body:
                                    Assign(targets=('gg',)) @286:33
                                      .value:
                                        BinOp(op='%') @286:39
                                          .lhs:
                                            BinOp(op='+') @286:39
                                              .lhs:
                                                Name(id='wg') @286:39
                                              .rhs:
                                                Name(id='g') @286:44
                                          .rhs:
                                            Name(id='NWG') @286:49
                                    If() @287:33
                                      .cond:
                                        Name(id='SMEM_P') @287:36
                                      .body:
                                        Assign(targets=('dq_f',)) @288:37
                                          .value:
                                            Call(kwargs=()) @288:44
                                              .func:
                                                Name(id='mma_async') @288:44
                                              .args:
                                                Index() @288:54
                                                  .value:
                                                    Name(id='ds_s') @288:54
                                                  .subs:
                                                    BinOp(op='+') @288:59
                                                      .lhs:
                                                        BinOp(op='*') @288:59
                                                          .lhs:
                                                            Name(id='last') @288:59
                                                          .rhs:
                                                            Name(id='NWG') @288:66
                                                      .rhs:
                                                        Name(id='gg') @288:72
                                                Index() @288:77
                                                  .value:
                                                    Name(id='kh_tile') @288:77
                                                  .subs:
                                                    BinOp(op='+') @288:85
                                                      .lhs:
                                                        BinOp(op='*') @288:85
                                                          .lhs:
                                                            Name(id='NC') @288:85
                                                          .rhs:
                                                            BinOp(op='+') @288:91
                                                              .lhs:
                                                                BinOp(op='*') @288:91
                                                                  .lhs:
                                                                    Name(id='ks') @288:91
                                                                  .rhs:
                                                                    Name(id='NWG') @288:96
                                                              .rhs:
                                                                Name(id='gg') @288:102
                                                      .rhs:
                                                        Name(id='c') @288:108
                                                Name(id='dq_c') @288:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @290:37
                                          .value:
                                            Call(kwargs=()) @290:44
                                              .func:
                                                Name(id='mma_async') @290:44
                                              .args:
                                                Attr(name='T') @290:54
                                                  .value:
                                                    Index() @290:54
                                                      .value:
                                                        Name(id='ds_s') @290:54
                                                      .subs:
                                                        BinOp(op='+') @290:59
                                                          .lhs:
                                                            BinOp(op='*') @290:59
                                                              .lhs:
                                                                Name(id='last') @290:59
                                                              .rhs:
                                                                Name(id='NWG') @290:66
                                                          .rhs:
                                                            Name(id='gg') @290:72
                                                Index() @290:79
                                                  .value:
                                                    Name(id='kh_tile') @290:79
                                                  .subs:
                                                    BinOp(op='+') @290:87
                                                      .lhs:
                                                        BinOp(op='*') @290:87
                                                          .lhs:
                                                            Name(id='NC') @290:87
                                                          .rhs:
                                                            BinOp(op='+') @290:93
                                                              .lhs:
                                                                BinOp(op='*') @290:93
                                                                  .lhs:
                                                                    Name(id='ks') @290:93
                                                                  .rhs:
                                                                    Name(id='NWG') @290:98
                                                              .rhs:
                                                                Name(id='gg') @290:104
                                                      .rhs:
                                                        Name(id='c') @290:110
                                                Name(id='dq_c') @290:114
                                    Assign(targets=('dq_c',)) @291:33
                                      .value:
                                        Call(kwargs=()) @291:40
                                          .func:
                                            Name(id='mma_wait') @291:40
                                          .args:
                                            Name(id='dq_f') @291:49
                            Wait() @292:25
                              .target:
                                Index() @292:30
                                  .value:
                                    Name(id='dq_empty') @292:30
                                  .subs:
                                    Name(id='i') @292:39
                              .phase:
                                BinOp(op='-') @292:48
                                  .lhs:
                                    Const(value=1) @292:48
                                  .rhs:
                                    BinOp(op='%') @292:52
                                      .lhs:
                                        Name(id='last') @292:52
                                      .rhs:
                                        Const(value=2) @292:59
                            ExprStmt() @293:25
                              .value:
                                Call(kwargs=()) @293:25
                                  .func:
                                    Name(id='store_smem') @293:25
                                  .args:
                                    Index() @293:36
                                      .value:
                                        Name(id='dq_s') @293:36
                                      .subs:
                                        BinOp(op='+') @293:41
                                          .lhs:
                                            BinOp(op='*') @293:41
                                              .lhs:
                                                Name(id='i') @293:41
                                              .rhs:
                                                Name(id='NWG') @293:45
                                          .rhs:
                                            Name(id='wg') @293:51
                                    Name(id='dq_c') @293:56
                            Fence() @294:25
                            Arrive(count=None) @295:25
                              .target:
                                Index() @295:32
                                  .value:
                                    Name(id='dq_full') @295:32
                                  .subs:
                                    Name(id='i') @295:40
                    If() @296:17
                      .cond:
                        Name(id='SMEM_P') @296:20
                      .body:
                        Assign(targets=('own',)) @300:21
                          .value:
                            Name(id='wg') @300:27
                        Assign(targets=('og',)) @301:21
                          .value:
                            BinOp(op='%') @301:27
                              .lhs:
                                BinOp(op='+') @301:27
                                  .lhs:
                                    Name(id='wg') @301:27
                                  .rhs:
                                    Const(value=1) @301:32
                              .rhs:
                                Name(id='NWG') @301:37
                        If(orelse=()) @302:21
                          .cond:
                            Name(id='WRITER') @302:24
                          .body:
                            Assign(targets=('own',)) @303:25
                              .value:
                                BinOp(op='+') @303:31
                                  .lhs:
                                    BinOp(op='*') @303:31
                                      .lhs:
                                        Name(id='slot') @303:31
                                      .rhs:
                                        Name(id='NWG') @303:38
                                  .rhs:
                                    Name(id='wg') @303:44
                        Assign(targets=('s_f',)) @304:21
                          .value:
                            Call(kwargs=()) @304:27
                              .func:
                                Name(id='mma_async') @304:27
                              .args:
                                Index() @304:37
                                  .value:
                                    Name(id='q_ring') @304:37
                                  .subs:
                                    Name(id='slot') @304:44
                                Attr(name='T') @304:51
                                  .value:
                                    Index() @304:51
                                      .value:
                                        Name(id='k_tile') @304:51
                                      .subs:
                                        Name(id='mine') @304:58
                        Assign(targets=('dp_f',)) @305:21
                          .value:
                            Call(kwargs=()) @305:28
                              .func:
                                Name(id='mma_async') @305:28
                              .args:
                                Index() @305:38
                                  .value:
                                    Name(id='do_ring') @305:38
                                  .subs:
                                    Name(id='slot') @305:46
                                Attr(name='T') @305:53
                                  .value:
                                    Index() @305:53
                                      .value:
                                        Name(id='v_tile') @305:53
                                      .subs:
                                        Name(id='mine') @305:60
                        Assign(targets=('s',)) @306:21
                          .value:
                            Call() @306:25
                              .func:
                                Name(id='mma_wait') @306:25
                              .args:
                                Name(id='s_f') @306:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @306:47
                                )
                        Assign(targets=('kpos',)) @308:21
                          .value:
                            BinOp(op='+') @308:28
                              .lhs:
                                Name(id='krow0') @308:28
                              .rhs:
                                Call(kwargs=()) @308:36
                                  .func:
                                    Name(id='arange') @308:36
                                  .args:
                                    Name(id='WG_N') @308:43
                        If() @309:21
                          .cond:
                            Name(id='LSE_RING') @309:24
                          .body:
                            Assign(targets=('lse2c',)) @310:25
                              .value:
                                Call(kwargs=()) @310:33
                                  .func:
                                    Name(id='load') @310:33
                                  .args:
                                    Index() @310:38
                                      .value:
                                        Name(id='lse_s') @310:38
                                      .subs:
                                        Name(id='slot') @310:44
                          .orelse:
                            Assign(targets=('lse2c',)) @312:25
                              .value:
                                Index() @312:33
                                  .value:
                                    Name(id='lse2') @312:33
                                  .subs:
                                    FullSlice() @312:38
                                    Const(value=None) @312:41
                        Assign(targets=('p', 'dact')) @313:21
                          .value:
                            Call(kwargs=()) @313:31
                              .func:
                                Name(id='probs') @313:31
                              .args:
                                Name(id='s') @313:37
                                Name(id='edge') @313:40
                                Index() @313:46
                                  .value:
                                    Name(id='qpos') @313:46
                                  .subs:
                                    FullSlice() @313:51
                                    Const(value=None) @313:54
                                Index() @313:61
                                  .value:
                                    Name(id='kpos') @313:61
                                  .subs:
                                    Const(value=None) @313:66
                                    FullSlice() @313:72
                                Name(id='len_q') @313:76
                                Name(id='len_k') @313:83
                                Name(id='lse2c') @313:90
                                Name(id='qk_scale') @313:97
                                Name(id='sm_scale') @314:37
                                Name(id='CAUSAL') @314:47
                                Name(id='ACT') @314:55
                        ExprStmt() @315:21
                          .value:
                            Call(kwargs=()) @315:21
                              .func:
                                Name(id='store_smem') @315:21
                              .args:
                                Index() @315:32
                                  .value:
                                    Name(id='ds_s') @315:32
                                  .subs:
                                    Name(id='own') @315:37
                                Call(kwargs=()) @315:43
                                  .func:
                                    Name(id='cast') @315:43
                                  .args:
                                    Name(id='p') @315:48
                                    Name(id='DT') @315:51
                        Fence() @316:21
                        Assign(targets=('dv_f',)) @317:21
                          .value:
                            Call(kwargs=()) @317:28
                              .func:
                                Name(id='mma_async') @317:28
                              .args:
                                Attr(name='T') @317:38
                                  .value:
                                    Index() @317:38
                                      .value:
                                        Name(id='ds_s') @317:38
                                      .subs:
                                        Name(id='own') @317:43
                                Index() @317:51
                                  .value:
                                    Name(id='do_ring') @317:51
                                  .subs:
                                    Name(id='slot') @317:59
                                Name(id='acc_v') @317:66
                        Assign(targets=('dp',)) @318:21
                          .value:
                            Call() @318:26
                              .func:
                                Name(id='mma_wait') @318:26
                              .args:
                                Name(id='dp_f') @318:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @318:49
                                )
                        If() @319:21
                          .cond:
                            Name(id='LSE_RING') @319:24
                          .body:
                            Assign(targets=('dltc',)) @320:25
                              .value:
                                Call(kwargs=()) @320:32
                                  .func:
                                    Name(id='load') @320:32
                                  .args:
                                    Index() @320:37
                                      .value:
                                        Name(id='dl_s') @320:37
                                      .subs:
                                        Name(id='slot') @320:42
                          .orelse:
                            Assign(targets=('dltc',)) @322:25
                              .value:
                                Index() @322:32
                                  .value:
                                    Name(id='dlt') @322:32
                                  .subs:
                                    FullSlice() @322:36
                                    Const(value=None) @322:39
                        Assign(targets=('ds',)) @323:21
                          .value:
                            Call(kwargs=()) @323:26
                              .func:
                                Name(id='cast') @323:26
                              .args:
                                Call(kwargs=()) @323:31
                                  .func:
                                    Name(id='dscores') @323:31
                                  .args:
                                    Name(id='p') @323:39
                                    Name(id='dact') @323:42
                                    Name(id='dp') @323:48
                                    Name(id='dltc') @323:52
                                    Name(id='ACT') @323:58
                                Name(id='DT') @323:64
                        Assign(targets=('acc_v',)) @324:21
                          .value:
                            Call(kwargs=()) @324:29
                              .func:
                                Name(id='mma_wait') @324:29
                              .args:
                                Name(id='dv_f') @324:38
                        ExprStmt() @325:21
                          .value:
                            Call(kwargs=()) @325:21
                              .func:
                                Name(id='store_smem') @325:21
                              .args:
                                Index() @325:32
                                  .value:
                                    Name(id='ds_s') @325:32
                                  .subs:
                                    Name(id='own') @325:37
                                Name(id='ds') @325:43
                        Fence() @326:21
                        If() @327:21
                          .cond:
                            Name(id='LAG') @327:24
                          .body:
                            Arrive(count=None) @330:25
                              .target:
                                Index() @330:32
                                  .value:
                                    Name(id='ds_ready') @330:32
                                  .subs:
                                    Const(value=0) @330:41
                            Assign(targets=('dk_f',)) @331:25
                              .value:
                                Call(kwargs=()) @331:32
                                  .func:
                                    Name(id='mma_async') @331:32
                                  .args:
                                    Attr(name='T') @331:42
                                      .value:
                                        Index() @331:42
                                          .value:
                                            Name(id='ds_s') @331:42
                                          .subs:
                                            Name(id='own') @331:47
                                    Index() @331:55
                                      .value:
                                        Name(id='q_ring') @331:55
                                      .subs:
                                        Name(id='slot') @331:62
                                    Name(id='acc_k') @331:69
                            If(orelse=()) @332:25
                              .cond:
                                BoolOp(op='and') @332:28
                                  .values:
                                    BinOp(op='==') @332:28
                                      .lhs:
                                        Name(id='ACT') @332:28
                                      .rhs:
                                        Const(value='softmax') @332:35
                                    Name(id='AHEAD') @332:49
                              .body:
                                Assign(targets=('nxt',)) @334:29
                                  .value:
                                    Unary(op='-') @334:35
                                      .operand:
                                        Const(value=1) @334:36
                                If(orelse=()) @335:29
                                  .cond:
                                    BinOp(op='==') @335:32
                                      .lhs:
                                        Name(id='which') @335:32
                                      .rhs:
                                        Const(value=1) @335:41
                                  .body:
                                    Assign(targets=('nxt',)) @336:33
                                      .value:
                                        Const(value=1) @336:39
                                Assign(targets=('lse2_n', 'dlt_n')) @337:29
                                  .value:
                                    Call(kwargs=()) @337:45
                                      .func:
                                        Name(id='lse_delta') @337:45
                                      .args:
                                        Call(kwargs=()) @337:55
                                          .func:
                                            Name(id='minimum') @337:55
                                          .args:
                                            BinOp(op='+') @337:63
                                              .lhs:
                                                Name(id='j') @337:63
                                              .rhs:
                                                Const(value=1) @337:67
                                            BinOp(op='-') @337:70
                                              .lhs:
                                                Name(id='steps') @337:70
                                              .rhs:
                                                Const(value=1) @337:78
                                        Name(id='nxt') @337:82
                                        BinOp(op='*') @337:87
                                          .lhs:
                                            Name(id='kvh') @337:87
                                          .rhs:
                                            Name(id='group') @337:93
                                        Name(id='m_lo') @337:100
                                        Name(id='rot') @337:106
                                        Name(id='n_m') @337:111
                                        Name(id='n_x') @337:116
                                        Name(id='n_xs') @338:55
                                        Name(id='SPLIT') @338:61
                                        Name(id='q0') @338:68
                                        Name(id='len_q') @338:72
                                        Name(id='qcols') @338:79
                                        Name(id='lse2_t') @338:86
                                        Name(id='delta_t') @338:94
                                        Name(id='BLOCK_M') @338:103
                            Assign(targets=('acc_k',)) @339:25
                              .value:
                                Call(kwargs=()) @339:33
                                  .func:
                                    Name(id='mma_wait') @339:33
                                  .args:
                                    Name(id='dk_f') @339:42
                            Arrive(count=None) @340:25
                              .target:
                                Index() @340:32
                                  .value:
                                    Name(id='qd_free') @340:32
                                  .subs:
                                    Name(id='slot') @340:40
                            Assign(targets=('last',)) @341:25
                              .value:
                                Name(id='slot') @341:32
                          .orelse:
                            If() @342:21
                              .cond:
                                Name(id='WRITER') @342:26
                              .body:
                                Arrive(count=None) @343:25
                                  .target:
                                    Index() @343:32
                                      .value:
                                        Name(id='ds_ready') @343:32
                                      .subs:
                                        Name(id='slot') @343:41
                                Assign(targets=('dk_f',)) @344:25
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
                                                Name(id='own') @344:47
                                        Index() @344:55
                                          .value:
                                            Name(id='q_ring') @344:55
                                          .subs:
                                            Name(id='slot') @344:62
                                        Name(id='acc_k') @344:69
                                Wait(phase=None) @345:25
                                  .target:
                                    Index() @345:30
                                      .value:
                                        Name(id='ds_ready') @345:30
                                      .subs:
                                        Name(id='slot') @345:39
                                For(var='i') @346:25
                                  .iter:
                                    Call(kwargs=()) @346:34
                                      .func:
                                        Name(id='static_range') @346:34
                                      .args:
                                        Name(id='NCW') @346:47
                                  .body:
                                    Assign(targets=('c',)) @347:29
                                      .value:
                                        BinOp(op='+') @347:33
                                          .lhs:
                                            BinOp(op='*') @347:33
                                              .lhs:
                                                Name(id='wg') @347:33
                                              .rhs:
                                                Name(id='NCW') @347:38
                                          .rhs:
                                            Name(id='i') @347:44
                                    If() @348:29
                                      .cond:
                                        Name(id='DQ_PAIR') @348:32
                                      .body:
                                        Assign(targets=('f0',)) @351:33
                                          .value:
                                            Call(kwargs=()) @351:38
                                              .func:
                                                Name(id='mma_async') @351:38
                                              .args:
                                                Index() @351:48
                                                  .value:
                                                    Name(id='ds_s') @351:48
                                                  .subs:
                                                    Name(id='own') @351:53
                                                Index() @351:59
                                                  .value:
                                                    Name(id='kh_tile') @351:59
                                                  .subs:
                                                    BinOp(op='+') @351:67
                                                      .lhs:
                                                        BinOp(op='*') @351:67
                                                          .lhs:
                                                            Name(id='NC') @351:67
                                                          .rhs:
                                                            Name(id='mine') @351:72
                                                      .rhs:
                                                        Name(id='c') @351:79
                                        Assign(targets=('f1',)) @352:33
                                          .value:
                                            Call(kwargs=()) @352:38
                                              .func:
                                                Name(id='mma_async') @352:38
                                              .args:
                                                Index() @352:48
                                                  .value:
                                                    Name(id='ds_s') @352:48
                                                  .subs:
                                                    BinOp(op='+') @352:53
                                                      .lhs:
                                                        BinOp(op='*') @352:53
                                                          .lhs:
                                                            Name(id='slot') @352:53
                                                          .rhs:
                                                            Name(id='NWG') @352:60
                                                      .rhs:
                                                        Name(id='og') @352:66
                                                Index() @352:71
                                                  .value:
                                                    Name(id='kh_tile') @352:71
                                                  .subs:
                                                    BinOp(op='+') @352:79
                                                      .lhs:
                                                        BinOp(op='*') @352:79
                                                          .lhs:
                                                            Name(id='NC') @352:79
                                                          .rhs:
                                                            BinOp(op='+') @352:85
                                                              .lhs:
                                                                BinOp(op='*') @352:85
                                                                  .lhs:
                                                                    Name(id='ks') @352:85
                                                                  .rhs:
                                                                    Name(id='NWG') @352:90
                                                              .rhs:
                                                                Name(id='og') @352:96
                                                      .rhs:
                                                        Name(id='c') @352:102
                                                Name(id='f0') @352:106
                                        If(orelse=()) @353:33
                                          .cond:
                                            BinOp(op='==') @353:36
                                              .lhs:
                                                Name(id='i') @353:36
                                              .rhs:
                                                Const(value=0) @353:41
                                          .body:
                                            Assign(targets=('acc_k',)) @354:37
                                              .value:
                                                Call() @354:45
                                                  .func:
                                                    Name(id='mma_wait') @354:45
                                                  .args:
                                                    Name(id='dk_f') @354:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @354:68
                                                    )
                                            Arrive(count=None) @355:37
                                              .target:
                                                Index() @355:44
                                                  .value:
                                                    Name(id='qd_free') @355:44
                                                  .subs:
                                                    Name(id='slot') @355:52
                                        Assign(targets=('dq_c',)) @356:33
                                          .value:
                                            Call(kwargs=()) @356:40
                                              .func:
                                                Name(id='mma_wait') @356:40
                                              .args:
                                                Name(id='f1') @356:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @358:33
                                          .value:
                                            Call(kwargs=()) @358:40
                                              .func:
                                                Name(id='zeros') @358:40
                                              .args:
                                                ListLit() @358:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @358:47
                                                    Name(id='DQ_COLS') @358:56
                                                Name(id='f32') @358:66
                                        For(var='g') @359:33
                                          .iter:
                                            Call(kwargs=()) @359:42
                                              .func:
                                                Name(id='static_range') @359:42
                                              .args:
                                                Name(id='NWG') @359:55
                                          .body:
                                            Assign(targets=('gg',)) @360:37
                                              .value:
                                                BinOp(op='%') @360:43
                                                  .lhs:
                                                    BinOp(op='+') @360:43
                                                      .lhs:
                                                        Name(id='wg') @360:43
                                                      .rhs:
                                                        Name(id='g') @360:48
                                                  .rhs:
                                                    Name(id='NWG') @360:53
                                            Assign(targets=('dq_f',)) @361:37
                                              .value:
                                                Call(kwargs=()) @361:44
                                                  .func:
                                                    Name(id='mma_async') @361:44
                                                  .args:
                                                    Index() @361:54
                                                      .value:
                                                        Name(id='ds_s') @361:54
                                                      .subs:
                                                        BinOp(op='+') @361:59
                                                          .lhs:
                                                            BinOp(op='*') @361:59
                                                              .lhs:
                                                                Name(id='slot') @361:59
                                                              .rhs:
                                                                Name(id='NWG') @361:66
                                                          .rhs:
                                                            Name(id='gg') @361:72
                                                    Index() @361:77
                                                      .value:
                                                        Name(id='kh_tile') @361:77
                                                      .subs:
                                                        BinOp(op='+') @361:85
                                                          .lhs:
                                                            BinOp(op='*') @361:85
                                                              .lhs:
                                                                Name(id='NC') @361:85
                                                              .rhs:
                                                                BinOp(op='+') @361:91
                                                                  .lhs:
                                                                    BinOp(op='*') @361:91
                                                                      .lhs:
                                                                        Name(id='ks') @361:91
                                                                      .rhs:
                                                                        Name(id='NWG') @361:96
                                                                  .rhs:
                                                                    Name(id='gg') @361:102
                                                          .rhs:
                                                            Name(id='c') @361:108
                                                    Name(id='dq_c') @361:112
                                            If(orelse=()) @362:37
                                              .cond:
                                                BoolOp(op='and') @362:40
                                                  .values:
                                                    BinOp(op='==') @362:40
                                                      .lhs:
                                                        Name(id='i') @362:40
                                                      .rhs:
                                                        Const(value=0) @362:45
                                                    BinOp(op='==') @362:51
                                                      .lhs:
                                                        Name(id='g') @362:51
                                                      .rhs:
                                                        Const(value=0) @362:56
                                              .body:
                                                Assign(targets=('acc_k',)) @364:41
                                                  .value:
                                                    Call() @364:49
                                                      .func:
                                                        Name(id='mma_wait') @364:49
                                                      .args:
                                                        Name(id='dk_f') @364:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @364:72
                                                        )
                                                Arrive(count=None) @365:41
                                                  .target:
                                                    Index() @365:48
                                                      .value:
                                                        Name(id='qd_free') @365:48
                                                      .subs:
                                                        Name(id='slot') @365:56
                                            Assign(targets=('dq_c',)) @366:37
                                              .value:
                                                Call(kwargs=()) @366:44
                                                  .func:
                                                    Name(id='mma_wait') @366:44
                                                  .args:
                                                    Name(id='dq_f') @366:53
                                    Wait() @367:29
                                      .target:
                                        Index() @367:34
                                          .value:
                                            Name(id='dq_empty') @367:34
                                          .subs:
                                            Name(id='i') @367:43
                                      .phase:
                                        BinOp(op='-') @367:52
                                          .lhs:
                                            Const(value=1) @367:52
                                          .rhs:
                                            BinOp(op='%') @367:56
                                              .lhs:
                                                Name(id='slot') @367:56
                                              .rhs:
                                                Const(value=2) @367:63
                                    ExprStmt() @368:29
                                      .value:
                                        Call(kwargs=()) @368:29
                                          .func:
                                            Name(id='store_smem') @368:29
                                          .args:
                                            Index() @368:40
                                              .value:
                                                Name(id='dq_s') @368:40
                                              .subs:
                                                BinOp(op='+') @368:45
                                                  .lhs:
                                                    BinOp(op='*') @368:45
                                                      .lhs:
                                                        Name(id='i') @368:45
                                                      .rhs:
                                                        Name(id='NWG') @368:49
                                                  .rhs:
                                                    Name(id='wg') @368:55
                                            Name(id='dq_c') @368:60
                                    Fence() @369:29
                                    Arrive(count=None) @370:29
                                      .target:
                                        Index() @370:36
                                          .value:
                                            Name(id='dq_full') @370:36
                                          .subs:
                                            Name(id='i') @370:44
                              .orelse:
                                Assign(targets=('dq_f',)) @372:25
                                  .value:
                                    Call(kwargs=()) @372:32
                                      .func:
                                        Name(id='mma_async') @372:32
                                      .args:
                                        Index() @372:42
                                          .value:
                                            Name(id='ds_s') @372:42
                                          .subs:
                                            Name(id='wg') @372:47
                                        Index() @372:52
                                          .value:
                                            Name(id='kh_tile') @372:52
                                          .subs:
                                            BinOp(op='*') @372:60
                                              .lhs:
                                                Name(id='NC') @372:60
                                              .rhs:
                                                Name(id='mine') @372:65
                                Assign(targets=('dk_f',)) @373:25
                                  .value:
                                    Call(kwargs=()) @373:32
                                      .func:
                                        Name(id='mma_async') @373:32
                                      .args:
                                        Attr(name='T') @373:42
                                          .value:
                                            Index() @373:42
                                              .value:
                                                Name(id='ds_s') @373:42
                                              .subs:
                                                Name(id='wg') @373:47
                                        Index() @373:54
                                          .value:
                                            Name(id='q_ring') @373:54
                                          .subs:
                                            Name(id='slot') @373:61
                                        Name(id='acc_k') @373:68
                                Assign(targets=('dq_c',)) @374:25
                                  .value:
                                    Call() @374:32
                                      .func:
                                        Name(id='mma_wait') @374:32
                                      .args:
                                        Name(id='dq_f') @374:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @374:55
                                        )
                                ExprStmt() @375:25
                                  .value:
                                    Call(kwargs=()) @375:25
                                      .func:
                                        Name(id='store_smem') @375:25
                                      .args:
                                        Index() @375:36
                                          .value:
                                            Name(id='dq_s') @375:36
                                          .subs:
                                            Name(id='wg') @375:41
                                        Name(id='dq_c') @375:46
                                Fence() @376:25
                                Tma(signals=None, reduce='add') @377:25
                                  .dst:
                                    Index() @377:29
                                      .value:
                                        Name(id='dq_acc') @377:29
                                      .subs:
                                        Name(id='seq') @377:36
                                        Name(id='mb') @377:41
                                        Name(id='head') @377:45
                                        Const(value=0) @377:51
                                  .src:
                                    Index() @377:57
                                      .value:
                                        Name(id='dq_s') @377:57
                                      .subs:
                                        Name(id='wg') @377:62
                                Assign(targets=('dq_f',)) @378:25
                                  .value:
                                    Call(kwargs=()) @378:32
                                      .func:
                                        Name(id='mma_async') @378:32
                                      .args:
                                        Index() @378:42
                                          .value:
                                            Name(id='ds_s') @378:42
                                          .subs:
                                            Name(id='wg') @378:47
                                        Index() @378:52
                                          .value:
                                            Name(id='kh_tile') @378:52
                                          .subs:
                                            BinOp(op='+') @378:60
                                              .lhs:
                                                BinOp(op='*') @378:60
                                                  .lhs:
                                                    Name(id='NC') @378:60
                                                  .rhs:
                                                    Name(id='mine') @378:65
                                              .rhs:
                                                Const(value=1) @378:72
                                Assign(targets=('acc_k',)) @379:25
                                  .value:
                                    Call() @379:33
                                      .func:
                                        Name(id='mma_wait') @379:33
                                      .args:
                                        Name(id='dk_f') @379:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @379:56
                                        )
                                Assign(targets=('dq_c',)) @380:25
                                  .value:
                                    Call(kwargs=()) @380:32
                                      .func:
                                        Name(id='mma_wait') @380:32
                                      .args:
                                        Name(id='dq_f') @380:41
                                Arrive(count=None) @381:25
                                  .target:
                                    Index() @381:32
                                      .value:
                                        Name(id='qd_free') @381:32
                                      .subs:
                                        Name(id='slot') @381:40
                                ExprStmt() @382:25
                                  .value:
                                    Call(kwargs=()) @382:25
                                      .func:
                                        Name(id='store_smem') @382:25
                                      .args:
                                        Index() @382:36
                                          .value:
                                            Name(id='dq_s') @382:36
                                          .subs:
                                            Name(id='wg') @382:41
                                        Name(id='dq_c') @382:46
                                Fence() @383:25
                                Tma(signals=None, reduce='add') @384:25
                                  .dst:
                                    Index() @384:29
                                      .value:
                                        Name(id='dq_acc') @384:29
                                      .subs:
                                        Name(id='seq') @384:36
                                        Name(id='mb') @384:41
                                        Name(id='head') @384:45
                                        Const(value=1) @384:51
                                  .src:
                                    Index() @384:57
                                      .value:
                                        Name(id='dq_s') @384:57
                                      .subs:
                                        Name(id='wg') @384:62
                                For(var='c') @385:25
                                  .iter:
                                    Call(kwargs=()) @385:34
                                      .func:
                                        Name(id='static_range') @385:34
                                      .args:
                                        Const(value=2) @385:47
                                        Name(id='NC') @385:50
                                  .body:
                                    Assign(targets=('dq_c',)) @386:29
                                      .value:
                                        Call(kwargs=()) @386:36
                                          .func:
                                            Name(id='mma_wait') @386:36
                                          .args:
                                            Call(kwargs=()) @386:45
                                              .func:
                                                Name(id='mma_async') @386:45
                                              .args:
                                                Index() @386:55
                                                  .value:
                                                    Name(id='ds_s') @386:55
                                                  .subs:
                                                    Name(id='wg') @386:60
                                                Index() @386:65
                                                  .value:
                                                    Name(id='kh_tile') @386:65
                                                  .subs:
                                                    BinOp(op='+') @386:73
                                                      .lhs:
                                                        BinOp(op='*') @386:73
                                                          .lhs:
                                                            Name(id='NC') @386:73
                                                          .rhs:
                                                            Name(id='mine') @386:78
                                                      .rhs:
                                                        Name(id='c') @386:85
                                    ExprStmt() @387:29
                                      .value:
                                        Call(kwargs=()) @387:29
                                          .func:
                                            Name(id='store_smem') @387:29
                                          .args:
                                            Index() @387:40
                                              .value:
                                                Name(id='dq_s') @387:40
                                              .subs:
                                                Name(id='wg') @387:45
                                            Name(id='dq_c') @387:50
                                    Fence() @388:29
                                    Tma(signals=None, reduce='add') @389:29
                                      .dst:
                                        Index() @389:33
                                          .value:
                                            Name(id='dq_acc') @389:33
                                          .subs:
                                            Name(id='seq') @389:40
                                            Name(id='mb') @389:45
                                            Name(id='head') @389:49
                                            Name(id='c') @389:55
                                      .src:
                                        Index() @389:61
                                          .value:
                                            Name(id='dq_s') @389:61
                                          .subs:
                                            Name(id='wg') @389:66
                      .orelse:
                        Assign(targets=('st_f',)) @391:21
                          .value:
                            Call(kwargs=()) @391:28
                              .func:
                                Name(id='mma_async') @391:28
                              .args:
                                Index() @391:38
                                  .value:
                                    Name(id='k_tile') @391:38
                                  .subs:
                                    Name(id='mine') @391:45
                                Attr(name='T') @391:52
                                  .value:
                                    Index() @391:52
                                      .value:
                                        Name(id='q_ring') @391:52
                                      .subs:
                                        Name(id='slot') @391:59
                        Assign(targets=('dpt_f',)) @392:21
                          .value:
                            Call(kwargs=()) @392:29
                              .func:
                                Name(id='mma_async') @392:29
                              .args:
                                Index() @392:39
                                  .value:
                                    Name(id='v_tile') @392:39
                                  .subs:
                                    Name(id='mine') @392:46
                                Attr(name='T') @392:53
                                  .value:
                                    Index() @392:53
                                      .value:
                                        Name(id='do_ring') @392:53
                                      .subs:
                                        Name(id='slot') @392:61
                        Assign(targets=('st',)) @393:21
                          .value:
                            Call() @393:26
                              .func:
                                Name(id='mma_wait') @393:26
                              .args:
                                Name(id='st_f') @393:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @393:49
                                )
                        If() @394:21
                          .cond:
                            Name(id='LSE_RING') @394:24
                          .body:
                            Assign(targets=('lse2r',)) @395:25
                              .value:
                                Call(kwargs=()) @395:33
                                  .func:
                                    Name(id='load') @395:33
                                  .args:
                                    Index() @395:38
                                      .value:
                                        Name(id='lse_s') @395:38
                                      .subs:
                                        Name(id='slot') @395:44
                          .orelse:
                            Assign(targets=('lse2r',)) @397:25
                              .value:
                                Index() @397:33
                                  .value:
                                    Name(id='lse2') @397:33
                                  .subs:
                                    Const(value=None) @397:38
                                    FullSlice() @397:44
                        Assign(targets=('pt', 'dact')) @398:21
                          .value:
                            Call(kwargs=()) @398:32
                              .func:
                                Name(id='probs') @398:32
                              .args:
                                Name(id='st') @398:38
                                Name(id='edge') @398:42
                                Index() @398:48
                                  .value:
                                    Name(id='qpos') @398:48
                                  .subs:
                                    Const(value=None) @398:53
                                    FullSlice() @398:59
                                Index() @398:63
                                  .value:
                                    Name(id='krows') @398:63
                                  .subs:
                                    FullSlice() @398:69
                                    Const(value=None) @398:72
                                Name(id='len_q') @398:79
                                Name(id='len_k') @398:86
                                Name(id='lse2r') @398:93
                                Name(id='qk_scale') @398:100
                                Name(id='sm_scale') @399:38
                                Name(id='CAUSAL') @399:48
                                Name(id='ACT') @399:56
                        Assign(targets=('dpt',)) @400:21
                          .value:
                            Call(kwargs=()) @400:27
                              .func:
                                Name(id='mma_wait') @400:27
                              .args:
                                Name(id='dpt_f') @400:36
                        Assign(targets=('dv_f',)) @402:21
                          .value:
                            Call(kwargs=()) @402:28
                              .func:
                                Name(id='mma_async') @402:28
                              .args:
                                Call(kwargs=()) @402:38
                                  .func:
                                    Name(id='cast') @402:38
                                  .args:
                                    Name(id='pt') @402:43
                                    Name(id='DT') @402:47
                                Index() @402:52
                                  .value:
                                    Name(id='do_ring') @402:52
                                  .subs:
                                    Name(id='slot') @402:60
                                Name(id='acc_v') @402:67
                        If() @403:21
                          .cond:
                            Name(id='LSE_RING') @403:24
                          .body:
                            Assign(targets=('dltr',)) @404:25
                              .value:
                                Call(kwargs=()) @404:32
                                  .func:
                                    Name(id='load') @404:32
                                  .args:
                                    Index() @404:37
                                      .value:
                                        Name(id='dl_s') @404:37
                                      .subs:
                                        Name(id='slot') @404:42
                          .orelse:
                            Assign(targets=('dltr',)) @406:25
                              .value:
                                Index() @406:32
                                  .value:
                                    Name(id='dlt') @406:32
                                  .subs:
                                    Const(value=None) @406:36
                                    FullSlice() @406:42
                        Assign(targets=('dst',)) @407:21
                          .value:
                            Call(kwargs=()) @407:27
                              .func:
                                Name(id='cast') @407:27
                              .args:
                                Call(kwargs=()) @407:32
                                  .func:
                                    Name(id='dscores') @407:32
                                  .args:
                                    Name(id='pt') @407:40
                                    Name(id='dact') @407:44
                                    Name(id='dpt') @407:50
                                    Name(id='dltr') @407:55
                                    Name(id='ACT') @407:61
                                Name(id='DT') @407:67
                        If() @408:21
                          .cond:
                            Name(id='LAG') @408:24
                          .body:
                            ExprStmt() @410:25
                              .value:
                                Call(kwargs=()) @410:25
                                  .func:
                                    Name(id='store_smem') @410:25
                                  .args:
                                    Index() @410:36
                                      .value:
                                        Name(id='ds_s') @410:36
                                      .subs:
                                        BinOp(op='+') @410:41
                                          .lhs:
                                            BinOp(op='*') @410:41
                                              .lhs:
                                                Name(id='slot') @410:41
                                              .rhs:
                                                Name(id='NWG') @410:48
                                          .rhs:
                                            Name(id='wg') @410:54
                                    Name(id='dst') @410:59
                            Fence() @411:25
                            Arrive(count=None) @412:25
                              .target:
                                Index() @412:32
                                  .value:
                                    Name(id='ds_ready') @412:32
                                  .subs:
                                    Const(value=0) @412:41
                            Assign(targets=('dk_f',)) @413:25
                              .value:
                                Call(kwargs=()) @413:32
                                  .func:
                                    Name(id='mma_async') @413:32
                                  .args:
                                    Name(id='dst') @413:42
                                    Index() @413:47
                                      .value:
                                        Name(id='q_ring') @413:47
                                      .subs:
                                        Name(id='slot') @413:54
                                    Name(id='acc_k') @413:61
                            Assign(targets=('acc_v',)) @414:25
                              .value:
                                Call() @414:33
                                  .func:
                                    Name(id='mma_wait') @414:33
                                  .args:
                                    Name(id='dv_f') @414:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @414:56
                                    )
                            Assign(targets=('acc_k',)) @415:25
                              .value:
                                Call(kwargs=()) @415:33
                                  .func:
                                    Name(id='mma_wait') @415:33
                                  .args:
                                    Name(id='dk_f') @415:42
                            Arrive(count=None) @416:25
                              .target:
                                Index() @416:32
                                  .value:
                                    Name(id='qd_free') @416:32
                                  .subs:
                                    Name(id='slot') @416:40
                            Assign(targets=('last',)) @417:25
                              .value:
                                Name(id='slot') @417:32
                          .orelse:
                            If() @418:21
                              .cond:
                                Name(id='WRITER') @418:26
                              .body:
                                ExprStmt() @420:25
                                  .value:
                                    Call(kwargs=()) @420:25
                                      .func:
                                        Name(id='store_smem') @420:25
                                      .args:
                                        Index() @420:36
                                          .value:
                                            Name(id='ds_s') @420:36
                                          .subs:
                                            BinOp(op='+') @420:41
                                              .lhs:
                                                BinOp(op='*') @420:41
                                                  .lhs:
                                                    Name(id='slot') @420:41
                                                  .rhs:
                                                    Name(id='NWG') @420:48
                                              .rhs:
                                                Name(id='wg') @420:54
                                        Name(id='dst') @420:59
                                Fence() @421:25
                                Arrive(count=None) @422:25
                                  .target:
                                    Index() @422:32
                                      .value:
                                        Name(id='ds_ready') @422:32
                                      .subs:
                                        Name(id='slot') @422:41
                                Assign(targets=('dk_f',)) @423:25
                                  .value:
                                    Call(kwargs=()) @423:32
                                      .func:
                                        Name(id='mma_async') @423:32
                                      .args:
                                        Name(id='dst') @423:42
                                        Index() @423:47
                                          .value:
                                            Name(id='q_ring') @423:47
                                          .subs:
                                            Name(id='slot') @423:54
                                        Name(id='acc_k') @423:61
                                If() @424:25
                                  .cond:
                                    Name(id='DQ_EARLY') @424:28
                                  .body:
                                    Assign(targets=('own',)) @427:29
                                      .value:
                                        BinOp(op='+') @427:35
                                          .lhs:
                                            BinOp(op='*') @427:35
                                              .lhs:
                                                Name(id='slot') @427:35
                                              .rhs:
                                                Name(id='NWG') @427:42
                                          .rhs:
                                            Name(id='wg') @427:48
                                    Assign(targets=('c0',)) @428:29
                                      .value:
                                        BinOp(op='*') @428:34
                                          .lhs:
                                            Name(id='wg') @428:34
                                          .rhs:
                                            Name(id='NCW') @428:39
                                    Assign(targets=('a0',)) @429:29
                                      .value:
                                        Call(kwargs=()) @429:34
                                          .func:
                                            Name(id='mma_async') @429:34
                                          .args:
                                            Attr(name='T') @429:44
                                              .value:
                                                Index() @429:44
                                                  .value:
                                                    Name(id='ds_s') @429:44
                                                  .subs:
                                                    Name(id='own') @429:49
                                            Index() @429:57
                                              .value:
                                                Name(id='kh_tile') @429:57
                                              .subs:
                                                BinOp(op='+') @429:65
                                                  .lhs:
                                                    BinOp(op='*') @429:65
                                                      .lhs:
                                                        Name(id='NC') @429:65
                                                      .rhs:
                                                        Name(id='mine') @429:70
                                                  .rhs:
                                                    Name(id='c0') @429:77
                                            Call(kwargs=()) @429:82
                                              .func:
                                                Name(id='zeros') @429:82
                                              .args:
                                                ListLit() @429:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @429:89
                                                    Name(id='DQ_COLS') @429:98
                                                Name(id='f32') @429:108
                                    Assign(targets=('a1',)) @430:29
                                      .value:
                                        Call(kwargs=()) @430:34
                                          .func:
                                            Name(id='mma_async') @430:34
                                          .args:
                                            Attr(name='T') @430:44
                                              .value:
                                                Index() @430:44
                                                  .value:
                                                    Name(id='ds_s') @430:44
                                                  .subs:
                                                    Name(id='own') @430:49
                                            Index() @430:57
                                              .value:
                                                Name(id='kh_tile') @430:57
                                              .subs:
                                                BinOp(op='+') @430:65
                                                  .lhs:
                                                    BinOp(op='+') @430:65
                                                      .lhs:
                                                        BinOp(op='*') @430:65
                                                          .lhs:
                                                            Name(id='NC') @430:65
                                                          .rhs:
                                                            Name(id='mine') @430:70
                                                      .rhs:
                                                        Name(id='c0') @430:77
                                                  .rhs:
                                                    Const(value=1) @430:82
                                            Call(kwargs=()) @430:86
                                              .func:
                                                Name(id='zeros') @430:86
                                              .args:
                                                ListLit() @430:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @430:93
                                                    Name(id='DQ_COLS') @430:102
                                                Name(id='f32') @430:112
                                    Assign(targets=('acc_v',)) @431:29
                                      .value:
                                        Call() @431:37
                                          .func:
                                            Name(id='mma_wait') @431:37
                                          .args:
                                            Name(id='dv_f') @431:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @431:60
                                            )
                                    Assign(targets=('acc_k',)) @432:29
                                      .value:
                                        Call() @432:37
                                          .func:
                                            Name(id='mma_wait') @432:37
                                          .args:
                                            Name(id='dk_f') @432:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @432:60
                                            )
                                    Arrive(count=None) @433:29
                                      .target:
                                        Index() @433:36
                                          .value:
                                            Name(id='qd_free') @433:36
                                          .subs:
                                            Name(id='slot') @433:44
                                    Assign(targets=('p0',)) @434:29
                                      .value:
                                        Call() @434:34
                                          .func:
                                            Name(id='mma_wait') @434:34
                                          .args:
                                            Name(id='a0') @434:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @434:55
                                            )
                                    Assign(targets=('p1',)) @435:29
                                      .value:
                                        Call(kwargs=()) @435:34
                                          .func:
                                            Name(id='mma_wait') @435:34
                                          .args:
                                            Name(id='a1') @435:43
                                    Wait(phase=None) @436:29
                                      .target:
                                        Index() @436:34
                                          .value:
                                            Name(id='ds_ready') @436:34
                                          .subs:
                                            Name(id='slot') @436:43
                                    Assign(targets=('og',)) @437:29
                                      .value:
                                        BinOp(op='%') @437:35
                                          .lhs:
                                            BinOp(op='+') @437:35
                                              .lhs:
                                                Name(id='wg') @437:35
                                              .rhs:
                                                Const(value=1) @437:40
                                          .rhs:
                                            Name(id='NWG') @437:45
                                    Assign(targets=('b0',)) @438:29
                                      .value:
                                        Call(kwargs=()) @438:34
                                          .func:
                                            Name(id='mma_async') @438:34
                                          .args:
                                            Attr(name='T') @438:44
                                              .value:
                                                Index() @438:44
                                                  .value:
                                                    Name(id='ds_s') @438:44
                                                  .subs:
                                                    BinOp(op='+') @438:49
                                                      .lhs:
                                                        BinOp(op='*') @438:49
                                                          .lhs:
                                                            Name(id='slot') @438:49
                                                          .rhs:
                                                            Name(id='NWG') @438:56
                                                      .rhs:
                                                        Name(id='og') @438:62
                                            Index() @438:69
                                              .value:
                                                Name(id='kh_tile') @438:69
                                              .subs:
                                                BinOp(op='+') @438:77
                                                  .lhs:
                                                    BinOp(op='*') @438:77
                                                      .lhs:
                                                        Name(id='NC') @438:77
                                                      .rhs:
                                                        BinOp(op='+') @438:83
                                                          .lhs:
                                                            BinOp(op='*') @438:83
                                                              .lhs:
                                                                Name(id='ks') @438:83
                                                              .rhs:
                                                                Name(id='NWG') @438:88
                                                          .rhs:
                                                            Name(id='og') @438:94
                                                  .rhs:
                                                    Name(id='c0') @438:100
                                            Name(id='p0') @438:105
                                    Assign(targets=('b1',)) @439:29
                                      .value:
                                        Call(kwargs=()) @439:34
                                          .func:
                                            Name(id='mma_async') @439:34
                                          .args:
                                            Attr(name='T') @439:44
                                              .value:
                                                Index() @439:44
                                                  .value:
                                                    Name(id='ds_s') @439:44
                                                  .subs:
                                                    BinOp(op='+') @439:49
                                                      .lhs:
                                                        BinOp(op='*') @439:49
                                                          .lhs:
                                                            Name(id='slot') @439:49
                                                          .rhs:
                                                            Name(id='NWG') @439:56
                                                      .rhs:
                                                        Name(id='og') @439:62
                                            Index() @439:69
                                              .value:
                                                Name(id='kh_tile') @439:69
                                              .subs:
                                                BinOp(op='+') @439:77
                                                  .lhs:
                                                    BinOp(op='+') @439:77
                                                      .lhs:
                                                        BinOp(op='*') @439:77
                                                          .lhs:
                                                            Name(id='NC') @439:77
                                                          .rhs:
                                                            BinOp(op='+') @439:83
                                                              .lhs:
                                                                BinOp(op='*') @439:83
                                                                  .lhs:
                                                                    Name(id='ks') @439:83
                                                                  .rhs:
                                                                    Name(id='NWG') @439:88
                                                              .rhs:
                                                                Name(id='og') @439:94
                                                      .rhs:
                                                        Name(id='c0') @439:100
                                                  .rhs:
                                                    Const(value=1) @439:105
                                            Name(id='p1') @439:109
                                    Assign(targets=('p0',)) @441:29
                                      .value:
                                        Call() @441:34
                                          .func:
                                            Name(id='mma_wait') @441:34
                                          .args:
                                            Name(id='b0') @441:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @441:55
                                            )
                                    Wait() @442:29
                                      .target:
                                        Index() @442:34
                                          .value:
                                            Name(id='dq_empty') @442:34
                                          .subs:
                                            Const(value=0) @442:43
                                      .phase:
                                        BinOp(op='-') @442:52
                                          .lhs:
                                            Const(value=1) @442:52
                                          .rhs:
                                            BinOp(op='%') @442:56
                                              .lhs:
                                                Name(id='slot') @442:56
                                              .rhs:
                                                Const(value=2) @442:63
                                    ExprStmt() @443:29
                                      .value:
                                        Call(kwargs=()) @443:29
                                          .func:
                                            Name(id='store_smem') @443:29
                                          .args:
                                            Index() @443:40
                                              .value:
                                                Name(id='dq_s') @443:40
                                              .subs:
                                                Name(id='wg') @443:45
                                            Name(id='p0') @443:50
                                    Fence() @444:29
                                    Arrive(count=None) @445:29
                                      .target:
                                        Index() @445:36
                                          .value:
                                            Name(id='dq_full') @445:36
                                          .subs:
                                            Const(value=0) @445:44
                                    Assign(targets=('p1',)) @446:29
                                      .value:
                                        Call(kwargs=()) @446:34
                                          .func:
                                            Name(id='mma_wait') @446:34
                                          .args:
                                            Name(id='b1') @446:43
                                    Wait() @447:29
                                      .target:
                                        Index() @447:34
                                          .value:
                                            Name(id='dq_empty') @447:34
                                          .subs:
                                            Const(value=1) @447:43
                                      .phase:
                                        BinOp(op='-') @447:52
                                          .lhs:
                                            Const(value=1) @447:52
                                          .rhs:
                                            BinOp(op='%') @447:56
                                              .lhs:
                                                Name(id='slot') @447:56
                                              .rhs:
                                                Const(value=2) @447:63
                                    ExprStmt() @448:29
                                      .value:
                                        Call(kwargs=()) @448:29
                                          .func:
                                            Name(id='store_smem') @448:29
                                          .args:
                                            Index() @448:40
                                              .value:
                                                Name(id='dq_s') @448:40
                                              .subs:
                                                BinOp(op='+') @448:45
                                                  .lhs:
                                                    Name(id='NWG') @448:45
                                                  .rhs:
                                                    Name(id='wg') @448:51
                                            Name(id='p1') @448:56
                                    Fence() @449:29
                                    Arrive(count=None) @450:29
                                      .target:
                                        Index() @450:36
                                          .value:
                                            Name(id='dq_full') @450:36
                                          .subs:
                                            Const(value=1) @450:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @452:29
                                      .value:
                                        Call() @452:37
                                          .func:
                                            Name(id='mma_wait') @452:37
                                          .args:
                                            Name(id='dv_f') @452:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @452:60
                                            )
                                    Assign(targets=('acc_k',)) @453:29
                                      .value:
                                        Call(kwargs=()) @453:37
                                          .func:
                                            Name(id='mma_wait') @453:37
                                          .args:
                                            Name(id='dk_f') @453:46
                                    Arrive(count=None) @454:29
                                      .target:
                                        Index() @454:36
                                          .value:
                                            Name(id='qd_free') @454:36
                                          .subs:
                                            Name(id='slot') @454:44
                                    Wait(phase=None) @455:29
                                      .target:
                                        Index() @455:34
                                          .value:
                                            Name(id='ds_ready') @455:34
                                          .subs:
                                            Name(id='slot') @455:43
                                    If() @456:29
                                      .cond:
                                        Name(id='ROWS') @456:32
                                      .body:
                                        Assign(targets=('RW',)) @458:33
                                          .value:
                                            BinOp(op='//') @458:38
                                              .lhs:
                                                Name(id='BLOCK_M') @458:38
                                              .rhs:
                                                Name(id='NWG') @458:49
                                        Assign(targets=('dq_r',)) @459:33
                                          .value:
                                            Call(kwargs=()) @459:40
                                              .func:
                                                Name(id='zeros') @459:40
                                              .args:
                                                ListLit() @459:46
                                                  .elts:
                                                    Name(id='RW') @459:47
                                                    Name(id='D') @459:51
                                                Name(id='f32') @459:55
                                        For(var='g') @460:33
                                          .iter:
                                            Call(kwargs=()) @460:42
                                              .func:
                                                Name(id='static_range') @460:42
                                              .args:
                                                Name(id='NWG') @460:55
                                          .body:
                                            Assign(targets=('gg',)) @461:37
                                              .value:
                                                BinOp(op='%') @461:43
                                                  .lhs:
                                                    BinOp(op='+') @461:43
                                                      .lhs:
                                                        Name(id='wg') @461:43
                                                      .rhs:
                                                        Name(id='g') @461:48
                                                  .rhs:
                                                    Name(id='NWG') @461:53
                                            Assign(targets=('dq_r',)) @462:37
                                              .value:
                                                Call(kwargs=()) @462:44
                                                  .func:
                                                    Name(id='mma_wait') @462:44
                                                  .args:
                                                    Call(kwargs=()) @462:53
                                                      .func:
                                                        Name(id='mma_async') @462:53
                                                      .args:
                                                        Attr(name='T') @462:63
                                                          .value:
                                                            Call(kwargs=()) @462:63
                                                              .func:
                                                                Name(id='col_block') @462:63
                                                              .args:
                                                                Index() @462:73
                                                                  .value:
                                                                    Name(id='ds_s') @462:73
                                                                  .subs:
                                                                    BinOp(op='+') @462:78
                                                                      .lhs:
                                                                        BinOp(op='*') @462:78
                                                                          .lhs:
                                                                            Name(id='slot') @462:78
                                                                          .rhs:
                                                                            Name(id='NWG') @462:85
                                                                      .rhs:
                                                                        Name(id='gg') @462:91
                                                                Name(id='wg') @462:96
                                                                Name(id='RW') @462:100
                                                        Index() @463:63
                                                          .value:
                                                            Name(id='k_tile') @463:63
                                                          .subs:
                                                            BinOp(op='+') @463:70
                                                              .lhs:
                                                                BinOp(op='*') @463:70
                                                                  .lhs:
                                                                    Name(id='ks') @463:70
                                                                  .rhs:
                                                                    Name(id='NWG') @463:75
                                                              .rhs:
                                                                Name(id='gg') @463:81
                                                        Name(id='dq_r') @463:86
                                        Wait() @464:33
                                          .target:
                                            Index() @464:38
                                              .value:
                                                Name(id='dq_empty') @464:38
                                              .subs:
                                                Const(value=0) @464:47
                                          .phase:
                                            BinOp(op='-') @464:56
                                              .lhs:
                                                Const(value=1) @464:56
                                              .rhs:
                                                BinOp(op='%') @464:60
                                                  .lhs:
                                                    Name(id='slot') @464:60
                                                  .rhs:
                                                    Const(value=2) @464:67
                                        ExprStmt() @465:33
                                          .value:
                                            Call(kwargs=()) @465:33
                                              .func:
                                                Name(id='store_smem') @465:33
                                              .args:
                                                Index() @465:44
                                                  .value:
                                                    Name(id='dq_s') @465:44
                                                  .subs:
                                                    Name(id='wg') @465:49
                                                Name(id='dq_r') @465:54
                                        Fence() @466:33
                                        Arrive(count=None) @467:33
                                          .target:
                                            Index() @467:40
                                              .value:
                                                Name(id='dq_full') @467:40
                                              .subs:
                                                Const(value=0) @467:48
                                      .orelse:
                                        For(var='i') @471:33
                                          .iter:
                                            Call(kwargs=()) @471:42
                                              .func:
                                                Name(id='static_range') @471:42
                                              .args:
                                                Name(id='NCW') @471:55
                                          .body:
                                            Assign(targets=('c',)) @472:37
                                              .value:
                                                BinOp(op='+') @472:41
                                                  .lhs:
                                                    BinOp(op='*') @472:41
                                                      .lhs:
                                                        Name(id='wg') @472:41
                                                      .rhs:
                                                        Name(id='NCW') @472:46
                                                  .rhs:
                                                    Name(id='i') @472:52
                                            Assign(targets=('dq_c',)) @473:37
                                              .value:
                                                Call(kwargs=()) @473:44
                                                  .func:
                                                    Name(id='zeros') @473:44
                                                  .args:
                                                    ListLit() @473:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @473:51
                                                        Name(id='DQ_COLS') @473:60
                                                    Name(id='f32') @473:70
                                            For(var='g') @474:37
                                              .iter:
                                                Call(kwargs=()) @474:46
                                                  .func:
                                                    Name(id='static_range') @474:46
                                                  .args:
                                                    Name(id='NWG') @474:59
                                              .body:
                                                Assign(targets=('gg',)) @475:41
                                                  .value:
                                                    BinOp(op='%') @475:47
                                                      .lhs:
                                                        BinOp(op='+') @475:47
                                                          .lhs:
                                                            Name(id='wg') @475:47
                                                          .rhs:
                                                            Name(id='g') @475:52
                                                      .rhs:
                                                        Name(id='NWG') @475:57
                                                Assign(targets=('dq_c',)) @476:41
                                                  .value:
                                                    Call(kwargs=()) @476:48
                                                      .func:
                                                        Name(id='mma_wait') @476:48
                                                      .args:
                                                        Call(kwargs=()) @476:57
                                                          .func:
                                                            Name(id='mma_async') @476:57
                                                          .args:
                                                            Attr(name='T') @476:67
                                                              .value:
                                                                Index() @476:67
                                                                  .value:
                                                                    Name(id='ds_s') @476:67
                                                                  .subs:
                                                                    BinOp(op='+') @476:72
                                                                      .lhs:
                                                                        BinOp(op='*') @476:72
                                                                          .lhs:
                                                                            Name(id='slot') @476:72
                                                                          .rhs:
                                                                            Name(id='NWG') @476:79
                                                                      .rhs:
                                                                        Name(id='gg') @476:85
                                                            Index() @476:92
                                                              .value:
                                                                Name(id='kh_tile') @476:92
                                                              .subs:
                                                                BinOp(op='+') @476:100
                                                                  .lhs:
                                                                    BinOp(op='*') @476:100
                                                                      .lhs:
                                                                        Name(id='NC') @476:100
                                                                      .rhs:
                                                                        BinOp(op='+') @476:106
                                                                          .lhs:
                                                                            BinOp(op='*') @476:106
                                                                              .lhs:
                                                                                Name(id='ks') @476:106
                                                                              .rhs:
                                                                                Name(id='NWG') @476:111
                                                                          .rhs:
                                                                            Name(id='gg') @476:117
                                                                  .rhs:
                                                                    Name(id='c') @476:123
                                                            Name(id='dq_c') @476:127
                                            Wait() @479:37
                                              .target:
                                                Index() @479:42
                                                  .value:
                                                    Name(id='dq_empty') @479:42
                                                  .subs:
                                                    Name(id='i') @479:51
                                              .phase:
                                                BinOp(op='-') @479:60
                                                  .lhs:
                                                    Const(value=1) @479:60
                                                  .rhs:
                                                    BinOp(op='%') @479:64
                                                      .lhs:
                                                        Name(id='slot') @479:64
                                                      .rhs:
                                                        Const(value=2) @479:71
                                            ExprStmt() @480:37
                                              .value:
                                                Call(kwargs=()) @480:37
                                                  .func:
                                                    Name(id='store_smem') @480:37
                                                  .args:
                                                    Index() @480:48
                                                      .value:
                                                        Name(id='dq_s') @480:48
                                                      .subs:
                                                        BinOp(op='+') @480:53
                                                          .lhs:
                                                            BinOp(op='*') @480:53
                                                              .lhs:
                                                                Name(id='i') @480:53
                                                              .rhs:
                                                                Name(id='NWG') @480:57
                                                          .rhs:
                                                            Name(id='wg') @480:63
                                                    Name(id='dq_c') @480:68
                                            Fence() @481:37
                                            Arrive(count=None) @482:37
                                              .target:
                                                Index() @482:44
                                                  .value:
                                                    Name(id='dq_full') @482:44
                                                  .subs:
                                                    Name(id='i') @482:52
                              .orelse:
                                ExprStmt() @485:25
                                  .value:
                                    Call(kwargs=()) @485:25
                                      .func:
                                        Name(id='store_smem') @485:25
                                      .args:
                                        Index() @485:36
                                          .value:
                                            Name(id='ds_s') @485:36
                                          .subs:
                                            Name(id='wg') @485:41
                                        Name(id='dst') @485:46
                                Fence() @486:25
                                Assign(targets=('dq_f',)) @487:25
                                  .value:
                                    Call(kwargs=()) @487:32
                                      .func:
                                        Name(id='mma_async') @487:32
                                      .args:
                                        Attr(name='T') @487:42
                                          .value:
                                            Index() @487:42
                                              .value:
                                                Name(id='ds_s') @487:42
                                              .subs:
                                                Name(id='wg') @487:47
                                        Index() @487:54
                                          .value:
                                            Name(id='kh_tile') @487:54
                                          .subs:
                                            BinOp(op='*') @487:62
                                              .lhs:
                                                Name(id='NC') @487:62
                                              .rhs:
                                                Name(id='mine') @487:67
                                Assign(targets=('dk_f',)) @488:25
                                  .value:
                                    Call(kwargs=()) @488:32
                                      .func:
                                        Name(id='mma_async') @488:32
                                      .args:
                                        Name(id='dst') @488:42
                                        Index() @488:47
                                          .value:
                                            Name(id='q_ring') @488:47
                                          .subs:
                                            Name(id='slot') @488:54
                                        Name(id='acc_k') @488:61
                                Assign(targets=('acc_v',)) @489:25
                                  .value:
                                    Call() @489:33
                                      .func:
                                        Name(id='mma_wait') @489:33
                                      .args:
                                        Name(id='dv_f') @489:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @489:56
                                        )
                                Assign(targets=('dq_c',)) @493:25
                                  .value:
                                    Call() @493:32
                                      .func:
                                        Name(id='mma_wait') @493:32
                                      .args:
                                        Name(id='dq_f') @493:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @493:55
                                        )
                                ExprStmt() @494:25
                                  .value:
                                    Call(kwargs=()) @494:25
                                      .func:
                                        Name(id='store_smem') @494:25
                                      .args:
                                        Index() @494:36
                                          .value:
                                            Name(id='dq_s') @494:36
                                          .subs:
                                            Name(id='wg') @494:41
                                        Name(id='dq_c') @494:46
                                Fence() @495:25
                                Tma(signals=None, reduce='add') @496:25
                                  .dst:
                                    Index() @496:29
                                      .value:
                                        Name(id='dq_acc') @496:29
                                      .subs:
                                        Name(id='seq') @496:36
                                        Name(id='mb') @496:41
                                        Name(id='head') @496:45
                                        Const(value=0) @496:51
                                  .src:
                                    Index() @496:57
                                      .value:
                                        Name(id='dq_s') @496:57
                                      .subs:
                                        Name(id='wg') @496:62
                                Assign(targets=('dq_f',)) @497:25
                                  .value:
                                    Call(kwargs=()) @497:32
                                      .func:
                                        Name(id='mma_async') @497:32
                                      .args:
                                        Attr(name='T') @497:42
                                          .value:
                                            Index() @497:42
                                              .value:
                                                Name(id='ds_s') @497:42
                                              .subs:
                                                Name(id='wg') @497:47
                                        Index() @497:54
                                          .value:
                                            Name(id='kh_tile') @497:54
                                          .subs:
                                            BinOp(op='+') @497:62
                                              .lhs:
                                                BinOp(op='*') @497:62
                                                  .lhs:
                                                    Name(id='NC') @497:62
                                                  .rhs:
                                                    Name(id='mine') @497:67
                                              .rhs:
                                                Const(value=1) @497:74
                                Assign(targets=('acc_k',)) @498:25
                                  .value:
                                    Call() @498:33
                                      .func:
                                        Name(id='mma_wait') @498:33
                                      .args:
                                        Name(id='dk_f') @498:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @498:56
                                        )
                                Assign(targets=('dq_c',)) @499:25
                                  .value:
                                    Call(kwargs=()) @499:32
                                      .func:
                                        Name(id='mma_wait') @499:32
                                      .args:
                                        Name(id='dq_f') @499:41
                                Arrive(count=None) @500:25
                                  .target:
                                    Index() @500:32
                                      .value:
                                        Name(id='qd_free') @500:32
                                      .subs:
                                        Name(id='slot') @500:40
                                ExprStmt() @501:25
                                  .value:
                                    Call(kwargs=()) @501:25
                                      .func:
                                        Name(id='store_smem') @501:25
                                      .args:
                                        Index() @501:36
                                          .value:
                                            Name(id='dq_s') @501:36
                                          .subs:
                                            Name(id='wg') @501:41
                                        Name(id='dq_c') @501:46
                                Fence() @502:25
                                Tma(signals=None, reduce='add') @503:25
                                  .dst:
                                    Index() @503:29
                                      .value:
                                        Name(id='dq_acc') @503:29
                                      .subs:
                                        Name(id='seq') @503:36
                                        Name(id='mb') @503:41
                                        Name(id='head') @503:45
                                        Const(value=1) @503:51
                                  .src:
                                    Index() @503:57
                                      .value:
                                        Name(id='dq_s') @503:57
                                      .subs:
                                        Name(id='wg') @503:62
                                For(var='c') @504:25
                                  .iter:
                                    Call(kwargs=()) @504:34
                                      .func:
                                        Name(id='static_range') @504:34
                                      .args:
                                        Const(value=2) @504:47
                                        Name(id='NC') @504:50
                                  .body:
                                    Assign(targets=('dq_c',)) @505:29
                                      .value:
                                        Call(kwargs=()) @505:36
                                          .func:
                                            Name(id='mma_wait') @505:36
                                          .args:
                                            Call(kwargs=()) @505:45
                                              .func:
                                                Name(id='mma_async') @505:45
                                              .args:
                                                Attr(name='T') @505:55
                                                  .value:
                                                    Index() @505:55
                                                      .value:
                                                        Name(id='ds_s') @505:55
                                                      .subs:
                                                        Name(id='wg') @505:60
                                                Index() @505:67
                                                  .value:
                                                    Name(id='kh_tile') @505:67
                                                  .subs:
                                                    BinOp(op='+') @505:75
                                                      .lhs:
                                                        BinOp(op='*') @505:75
                                                          .lhs:
                                                            Name(id='NC') @505:75
                                                          .rhs:
                                                            Name(id='mine') @505:80
                                                      .rhs:
                                                        Name(id='c') @505:87
                                    ExprStmt() @506:29
                                      .value:
                                        Call(kwargs=()) @506:29
                                          .func:
                                            Name(id='store_smem') @506:29
                                          .args:
                                            Index() @506:40
                                              .value:
                                                Name(id='dq_s') @506:40
                                              .subs:
                                                Name(id='wg') @506:45
                                            Name(id='dq_c') @506:50
                                    Fence() @507:29
                                    Tma(signals=None, reduce='add') @508:29
                                      .dst:
                                        Index() @508:33
                                          .value:
                                            Name(id='dq_acc') @508:33
                                          .subs:
                                            Name(id='seq') @508:40
                                            Name(id='mb') @508:45
                                            Name(id='head') @508:49
                                            Name(id='c') @508:55
                                      .src:
                                        Index() @508:61
                                          .value:
                                            Name(id='dq_s') @508:61
                                          .subs:
                                            Name(id='wg') @508:66
            If(orelse=()) @509:9
              .cond:
                Name(id='LAG') @509:12
              .body:
                Assign(targets=('og',)) @510:13
                  .value:
                    BinOp(op='%') @510:19
                      .lhs:
                        BinOp(op='+') @510:19
                          .lhs:
                            Name(id='wg') @510:19
                          .rhs:
                            Const(value=1) @510:24
                      .rhs:
                        Name(id='NWG') @510:29
                If(orelse=()) @511:13
                  .cond:
                    BinOp(op='>') @511:16
                      .lhs:
                        Name(id='steps') @511:16
                      .rhs:
                        Const(value=0) @511:24
                  .body:
                    Wait() @512:17
                      .target:
                        Index() @512:22
                          .value:
                            Name(id='ds_ready') @512:22
                          .subs:
                            Const(value=0) @512:31
                      .phase:
                        BinOp(op='%') @512:40
                          .lhs:
                            Name(id='last') @512:40
                          .rhs:
                            Const(value=2) @512:47
                    For(var='i') @513:17
                      .iter:
                        Call(kwargs=()) @513:26
                          .func:
                            Name(id='static_range') @513:26
                          .args:
                            Name(id='NCW') @513:39
                      .body:
                        Assign(targets=('c',)) @514:21
                          .value:
                            BinOp(op='+') @514:25
                              .lhs:
                                BinOp(op='*') @514:25
                                  .lhs:
                                    Name(id='wg') @514:25
                                  .rhs:
                                    Name(id='NCW') @514:30
                              .rhs:
                                Name(id='i') @514:36
                        If() @515:21
                          .cond:
                            Name(id='DQ_PAIR') @515:24
                          .body:
                            Assign(targets=('f0',)) @517:25
                              .value:
                                Call(kwargs=()) @517:30
                                  .func:
                                    Name(id='mma_async') @517:30
                                  .args:
                                    Index() @517:40
                                      .value:
                                        Name(id='ds_s') @517:40
                                      .subs:
                                        BinOp(op='+') @517:45
                                          .lhs:
                                            BinOp(op='*') @517:45
                                              .lhs:
                                                Name(id='last') @517:45
                                              .rhs:
                                                Name(id='NWG') @517:52
                                          .rhs:
                                            Name(id='wg') @517:58
                                    Index() @517:63
                                      .value:
                                        Name(id='kh_tile') @517:63
                                      .subs:
                                        BinOp(op='+') @517:71
                                          .lhs:
                                            BinOp(op='*') @517:71
                                              .lhs:
                                                Name(id='NC') @517:71
                                              .rhs:
                                                BinOp(op='+') @517:77
                                                  .lhs:
                                                    BinOp(op='*') @517:77
                                                      .lhs:
                                                        Name(id='ks') @517:77
                                                      .rhs:
                                                        Name(id='NWG') @517:82
                                                  .rhs:
                                                    Name(id='wg') @517:88
                                          .rhs:
                                            Name(id='c') @517:94
                            Assign(targets=('f1',)) @518:25
                              .value:
                                Call(kwargs=()) @518:30
                                  .func:
                                    Name(id='mma_async') @518:30
                                  .args:
                                    Index() @518:40
                                      .value:
                                        Name(id='ds_s') @518:40
                                      .subs:
                                        BinOp(op='+') @518:45
                                          .lhs:
                                            BinOp(op='*') @518:45
                                              .lhs:
                                                Name(id='last') @518:45
                                              .rhs:
                                                Name(id='NWG') @518:52
                                          .rhs:
                                            Name(id='og') @518:58
                                    Index() @518:63
                                      .value:
                                        Name(id='kh_tile') @518:63
                                      .subs:
                                        BinOp(op='+') @518:71
                                          .lhs:
                                            BinOp(op='*') @518:71
                                              .lhs:
                                                Name(id='NC') @518:71
                                              .rhs:
                                                BinOp(op='+') @518:77
                                                  .lhs:
                                                    BinOp(op='*') @518:77
                                                      .lhs:
                                                        Name(id='ks') @518:77
                                                      .rhs:
                                                        Name(id='NWG') @518:82
                                                  .rhs:
                                                    Name(id='og') @518:88
                                          .rhs:
                                            Name(id='c') @518:94
                                    Name(id='f0') @518:98
                            Assign(targets=('dq_c',)) @519:25
                              .value:
                                Call(kwargs=()) @519:32
                                  .func:
                                    Name(id='mma_wait') @519:32
                                  .args:
                                    Name(id='f1') @519:41
                          .orelse:
                            Assign(targets=('dq_c',)) @521:25
                              .value:
                                Call(kwargs=()) @521:32
                                  .func:
                                    Name(id='zeros') @521:32
                                  .args:
                                    ListLit() @521:38
                                      .elts:
                                        Name(id='BLOCK_M') @521:39
                                        Name(id='DQ_COLS') @521:48
                                    Name(id='f32') @521:58
                            For(var='g') @522:25
                              .iter:
                                Call(kwargs=()) @522:34
                                  .func:
                                    Name(id='static_range') @522:34
                                  .args:
                                    Name(id='NWG') @522:47
                              .body:
                                Assign(targets=('gg',)) @523:29
                                  .value:
                                    BinOp(op='%') @523:35
                                      .lhs:
                                        BinOp(op='+') @523:35
                                          .lhs:
                                            Name(id='wg') @523:35
                                          .rhs:
                                            Name(id='g') @523:40
                                      .rhs:
                                        Name(id='NWG') @523:45
                                If() @524:29
                                  .cond:
                                    Name(id='SMEM_P') @524:32
                                  .body:
                                    Assign(targets=('dq_f',)) @525:33
                                      .value:
                                        Call(kwargs=()) @525:40
                                          .func:
                                            Name(id='mma_async') @525:40
                                          .args:
                                            Index() @525:50
                                              .value:
                                                Name(id='ds_s') @525:50
                                              .subs:
                                                BinOp(op='+') @525:55
                                                  .lhs:
                                                    BinOp(op='*') @525:55
                                                      .lhs:
                                                        Name(id='last') @525:55
                                                      .rhs:
                                                        Name(id='NWG') @525:62
                                                  .rhs:
                                                    Name(id='gg') @525:68
                                            Index() @525:73
                                              .value:
                                                Name(id='kh_tile') @525:73
                                              .subs:
                                                BinOp(op='+') @525:81
                                                  .lhs:
                                                    BinOp(op='*') @525:81
                                                      .lhs:
                                                        Name(id='NC') @525:81
                                                      .rhs:
                                                        BinOp(op='+') @525:87
                                                          .lhs:
                                                            BinOp(op='*') @525:87
                                                              .lhs:
                                                                Name(id='ks') @525:87
                                                              .rhs:
                                                                Name(id='NWG') @525:92
                                                          .rhs:
                                                            Name(id='gg') @525:98
                                                  .rhs:
                                                    Name(id='c') @525:104
                                            Name(id='dq_c') @525:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @527:33
                                      .value:
                                        Call(kwargs=()) @527:40
                                          .func:
                                            Name(id='mma_async') @527:40
                                          .args:
                                            Attr(name='T') @527:50
                                              .value:
                                                Index() @527:50
                                                  .value:
                                                    Name(id='ds_s') @527:50
                                                  .subs:
                                                    BinOp(op='+') @527:55
                                                      .lhs:
                                                        BinOp(op='*') @527:55
                                                          .lhs:
                                                            Name(id='last') @527:55
                                                          .rhs:
                                                            Name(id='NWG') @527:62
                                                      .rhs:
                                                        Name(id='gg') @527:68
                                            Index() @527:75
                                              .value:
                                                Name(id='kh_tile') @527:75
                                              .subs:
                                                BinOp(op='+') @527:83
                                                  .lhs:
                                                    BinOp(op='*') @527:83
                                                      .lhs:
                                                        Name(id='NC') @527:83
                                                      .rhs:
                                                        BinOp(op='+') @527:89
                                                          .lhs:
                                                            BinOp(op='*') @527:89
                                                              .lhs:
                                                                Name(id='ks') @527:89
                                                              .rhs:
                                                                Name(id='NWG') @527:94
                                                          .rhs:
                                                            Name(id='gg') @527:100
                                                  .rhs:
                                                    Name(id='c') @527:106
                                            Name(id='dq_c') @527:110
                                Assign(targets=('dq_c',)) @528:29
                                  .value:
                                    Call(kwargs=()) @528:36
                                      .func:
                                        Name(id='mma_wait') @528:36
                                      .args:
                                        Name(id='dq_f') @528:45
                        Wait() @529:21
                          .target:
                            Index() @529:26
                              .value:
                                Name(id='dq_empty') @529:26
                              .subs:
                                Name(id='i') @529:35
                          .phase:
                            BinOp(op='-') @529:44
                              .lhs:
                                Const(value=1) @529:44
                              .rhs:
                                BinOp(op='%') @529:48
                                  .lhs:
                                    Name(id='last') @529:48
                                  .rhs:
                                    Const(value=2) @529:55
                        ExprStmt() @530:21
                          .value:
                            Call(kwargs=()) @530:21
                              .func:
                                Name(id='store_smem') @530:21
                              .args:
                                Index() @530:32
                                  .value:
                                    Name(id='dq_s') @530:32
                                  .subs:
                                    BinOp(op='+') @530:37
                                      .lhs:
                                        BinOp(op='*') @530:37
                                          .lhs:
                                            Name(id='i') @530:37
                                          .rhs:
                                            Name(id='NWG') @530:41
                                      .rhs:
                                        Name(id='wg') @530:47
                                Name(id='dq_c') @530:52
                        Fence() @531:21
                        Arrive(count=None) @532:21
                          .target:
                            Index() @532:28
                              .value:
                                Name(id='dq_full') @532:28
                              .subs:
                                Name(id='i') @532:36
            Arrive(count=None) @533:9
              .target:
                Index() @533:16
                  .value:
                    Name(id='kv_free') @533:16
                  .subs:
                    Name(id='ks') @533:24
            Assign(targets=('k_scale',)) @534:9
              .value:
                Name(id='sm_scale') @534:19
            Assign(targets=('v_scale',)) @535:9
              .value:
                Const(value=1.0) @535:19
            If(orelse=()) @536:9
              .cond:
                BinOp(op='==') @536:12
                  .lhs:
                    Name(id='ACT') @536:12
                  .rhs:
                    Const(value='silu') @536:19
              .body:
                Assign(targets=('k_scale',)) @537:13
                  .value:
                    BinOp(op='*') @537:23
                      .lhs:
                        Name(id='sm_scale') @537:23
                      .rhs:
                        Name(id='out_scale') @537:34
                Assign(targets=('v_scale',)) @538:13
                  .value:
                    Name(id='out_scale') @538:23
            Assign(targets=('live',)) @539:9
              .value:
                BinOp(op='<') @539:16
                  .lhs:
                    Name(id='krows') @539:16
                  .rhs:
                    Name(id='len_k') @539:24
            Store() @540:9
              .target:
                Index() @540:9
                  .value:
                    Name(id='dk') @540:9
                  .subs:
                    Name(id='seq') @540:12
              .subs:
                Index() @540:17
                  .value:
                    Name(id='krows') @540:17
                  .subs:
                    FullSlice() @540:23
                    Const(value=None) @540:26
                Name(id='kvh') @540:33
                Index() @540:38
                  .value:
                    Name(id='dcols') @540:38
                  .subs:
                    Const(value=None) @540:44
                    FullSlice() @540:50
              .value:
                Call(kwargs=()) @540:56
                  .func:
                    Name(id='cast') @540:56
                  .args:
                    BinOp(op='*') @540:61
                      .lhs:
                        Name(id='acc_k') @540:61
                      .rhs:
                        Name(id='k_scale') @540:69
                    Name(id='DT') @540:78
              .mask:
                Index() @540:88
                  .value:
                    Name(id='live') @540:88
                  .subs:
                    FullSlice() @540:93
                    Const(value=None) @540:96
            Store() @541:9
              .target:
                Index() @541:9
                  .value:
                    Name(id='dv') @541:9
                  .subs:
                    Name(id='seq') @541:12
              .subs:
                Index() @541:17
                  .value:
                    Name(id='krows') @541:17
                  .subs:
                    FullSlice() @541:23
                    Const(value=None) @541:26
                Name(id='kvh') @541:33
                Index() @541:38
                  .value:
                    Name(id='dcols') @541:38
                  .subs:
                    Const(value=None) @541:44
                    FullSlice() @541:50
              .value:
                Call(kwargs=()) @541:56
                  .func:
                    Name(id='cast') @541:56
                  .args:
                    BinOp(op='*') @541:61
                      .lhs:
                        Name(id='acc_v') @541:61
                      .rhs:
                        Name(id='v_scale') @541:69
                    Name(id='DT') @541:78
              .mask:
                Index() @541:88
                  .value:
                    Name(id='live') @541:88
                  .subs:
                    FullSlice() @541:93
                    Const(value=None) @541:96
        Require(message='query heads per KV head x query blocks below 2**31') @543:5
          .cond:
            BoolOp(op='and') @543:13
              .values:
                BinOp(op='>') @543:13
                  .lhs:
                    Name(id='HKV') @543:13
                  .rhs:
                    Const(value=0) @543:19
                BinOp(op='<=') @543:25
                  .lhs:
                    BinOp(op='*') @543:25
                      .lhs:
                        BinOp(op='//') @543:25
                          .lhs:
                            Name(id='H') @543:25
                          .rhs:
                            Name(id='HKV') @543:30
                      .rhs:
                        Call(kwargs=()) @543:36
                          .func:
                            Name(id='cdiv') @543:36
                          .args:
                            Name(id='Tq') @543:41
                            Name(id='BLOCK_M') @543:45
                  .rhs:
                    Const(value=2147483647) @543:57