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
    FuncDef(name='fused_part_bounds', params=('part', 'PEEL', 'SPLIT', 'n_xs', 'steps')) @30:1
      .body:
        If(orelse=()) @31:5
          .cond:
            Unary(op='not') @31:8
              .operand:
                Name(id='PEEL') @31:12
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
        Param(name='DQ_FENCE_LATE', kind='const', dtype=None, dims=(), offsets=None) @52:86
          .default:
            Const(value=False) @52:109
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
        StaticAssert(message='DQ_FENCE_LATE: with DQ_WRITER, not DQ_EARLY; with SMEM_P only with DQ_LAG') @64:5
          .cond:
            BoolOp(op='or') @64:19
              .values:
                Unary(op='not') @64:19
                  .operand:
                    Name(id='DQ_FENCE_LATE') @64:23
                BoolOp(op='and') @64:41
                  .values:
                    Name(id='DQ_WRITER') @64:41
                    Unary(op='not') @64:55
                      .operand:
                        Name(id='DQ_EARLY') @64:59
                    BoolOp(op='or') @64:73
                      .values:
                        Name(id='DQ_LAG') @64:73
                        Unary(op='not') @64:83
                          .operand:
                            Name(id='SMEM_P') @64:87
        Assign(targets=('LATE',)) @66:5
          .value:
            BoolOp(op='and') @66:12
              .values:
                Name(id='DQ_FENCE_LATE') @66:12
                Name(id='WRITER') @66:30
        Assign(targets=('PEEL',)) @67:5
          .value:
            BoolOp(op='or') @67:12
              .values:
                Name(id='LAG') @67:12
                Name(id='LATE') @67:19
        StaticAssert(message='DQ_LAG: with DQ_WRITER, not with DQ_EARLY') @68:5
          .cond:
            BoolOp(op='or') @68:19
              .values:
                Unary(op='not') @68:19
                  .operand:
                    Name(id='DQ_LAG') @68:23
                BoolOp(op='and') @68:34
                  .values:
                    Name(id='DQ_WRITER') @68:34
                    Unary(op='not') @68:48
                      .operand:
                        Name(id='DQ_EARLY') @68:52
        Assign(targets=('ROWS',)) @69:5
          .value:
            BoolOp(op='and') @69:12
              .values:
                Name(id='DQ_ROWS') @69:12
                Name(id='WRITER') @69:24
        StaticAssert(message="DQ_ROWS: the S^T layout with the writer (not DQ_EARLY, DQ_LAG, DQ_PAIR); a warp group's rows 128 bytes of dS^T") @70:5
          .cond:
            BoolOp(op='or') @70:19
              .values:
                Unary(op='not') @70:19
                  .operand:
                    Name(id='ROWS') @70:23
                BoolOp(op='and') @70:32
                  .values:
                    Unary(op='not') @70:32
                      .operand:
                        BoolOp(op='or') @70:37
                          .values:
                            Name(id='SMEM_P') @70:37
                            Name(id='DQ_EARLY') @70:47
                            Name(id='DQ_LAG') @70:59
                            Name(id='DQ_PAIR') @70:69
                    BinOp(op='==') @70:82
                      .lhs:
                        BinOp(op='%') @70:82
                          .lhs:
                            BinOp(op='*') @70:82
                              .lhs:
                                BinOp(op='//') @70:82
                                  .lhs:
                                    Name(id='BLOCK_M') @70:82
                                  .rhs:
                                    Name(id='NWG') @70:93
                              .rhs:
                                Call(kwargs=()) @70:99
                                  .func:
                                    Name(id='bytes') @70:99
                                  .args:
                                    Name(id='DT') @70:105
                          .rhs:
                            Const(value=128) @70:111
                      .rhs:
                        Const(value=0) @70:118
        SmemDecl(name='k_tile') @77:5
          .stages:
            BinOp(op='*') @77:17
              .lhs:
                Name(id='KV_BUF') @77:17
              .rhs:
                BinOp(op='//') @77:27
                  .lhs:
                    Name(id='BLOCK_N') @77:27
                  .rhs:
                    Name(id='WG_N') @77:38
          .dtype:
            Name(id='DT') @77:46
          .shape:
            Name(id='WG_N') @77:49
            Name(id='D') @77:55
          .options:
            TileOption(id='per_step') @77:58
              .arg:
                Name(id='KV_PER_STEP') @77:67
        SmemDecl(name='v_tile') @78:5
          .stages:
            BinOp(op='*') @78:17
              .lhs:
                Name(id='KV_BUF') @78:17
              .rhs:
                BinOp(op='//') @78:27
                  .lhs:
                    Name(id='BLOCK_N') @78:27
                  .rhs:
                    Name(id='WG_N') @78:38
          .dtype:
            Name(id='DT') @78:46
          .shape:
            Name(id='WG_N') @78:49
            Name(id='D') @78:55
          .options:
            TileOption(id='per_step') @78:58
              .arg:
                Name(id='KV_PER_STEP') @78:67
        SmemDecl(name='q_ring', options=()) @79:5
          .stages:
            Name(id='STAGES') @79:17
          .dtype:
            Name(id='DT') @79:26
          .shape:
            Name(id='BLOCK_M') @79:29
            Name(id='D') @79:38
        SmemDecl(name='do_ring', options=()) @80:5
          .stages:
            Name(id='STAGES') @80:18
          .dtype:
            Name(id='DT') @80:27
          .shape:
            Name(id='BLOCK_M') @80:30
            Name(id='D') @80:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @85:5
          .cond:
            BoolOp(op='and') @85:19
              .values:
                BinOp(op='==') @85:19
                  .lhs:
                    BinOp(op='%') @85:19
                      .lhs:
                        Name(id='D') @85:19
                      .rhs:
                        Name(id='DQ_COLS') @85:23
                  .rhs:
                    Const(value=0) @85:34
                BinOp(op='==') @85:40
                  .lhs:
                    BinOp(op='%') @85:40
                      .lhs:
                        Name(id='DQ_COLS') @85:40
                      .rhs:
                        Const(value=16) @85:50
                  .rhs:
                    Const(value=0) @85:56
        Assign(targets=('NC',)) @86:5
          .value:
            BinOp(op='//') @86:10
              .lhs:
                Name(id='D') @86:10
              .rhs:
                Name(id='DQ_COLS') @86:15
        If(orelse=()) @87:5
          .cond:
            Unary(op='not') @87:8
              .operand:
                BoolOp(op='and') @87:13
                  .values:
                    Name(id='DQ_ROWS') @87:13
                    Name(id='DQ_WRITER') @87:25
                    BinOp(op='==') @87:39
                      .lhs:
                        Name(id='TARGET') @87:39
                      .rhs:
                        Const(value='gluon') @87:49
          .body:
            SmemDecl(name='kh_tile') @88:9
              .stages:
                BinOp(op='*') @88:22
                  .lhs:
                    BinOp(op='*') @88:22
                      .lhs:
                        Name(id='KV_BUF') @88:22
                      .rhs:
                        BinOp(op='//') @88:32
                          .lhs:
                            Name(id='BLOCK_N') @88:32
                          .rhs:
                            Name(id='WG_N') @88:43
                  .rhs:
                    BinOp(op='//') @88:52
                      .lhs:
                        Name(id='D') @88:52
                      .rhs:
                        Name(id='DQ_COLS') @88:57
              .dtype:
                Name(id='DT') @88:68
              .shape:
                Name(id='WG_N') @88:71
                Name(id='DQ_COLS') @88:77
              .options:
                TileOption(id='per_step') @88:86
                  .arg:
                    Name(id='KV_PER_STEP') @88:95
        If() @90:5
          .cond:
            BoolOp(op='and') @90:8
              .values:
                Name(id='DQ_WRITER') @90:8
                BinOp(op='==') @90:22
                  .lhs:
                    Name(id='TARGET') @90:22
                  .rhs:
                    Const(value='gluon') @90:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @91:9
              .cond:
                BinOp(op='==') @91:23
                  .lhs:
                    BinOp(op='%') @91:23
                      .lhs:
                        Name(id='D') @91:23
                      .rhs:
                        BinOp(op='*') @91:28
                          .lhs:
                            Name(id='DQ_COLS') @91:28
                          .rhs:
                            BinOp(op='//') @91:39
                              .lhs:
                                Name(id='BLOCK_N') @91:39
                              .rhs:
                                Name(id='WG_N') @91:50
                  .rhs:
                    Const(value=0) @91:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @92:9
              .cond:
                BinOp(op='==') @92:23
                  .lhs:
                    BinOp(op='%') @92:23
                      .lhs:
                        Name(id='STAGES') @92:23
                      .rhs:
                        Const(value=2) @92:32
                  .rhs:
                    Const(value=0) @92:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @93:9
              .cond:
                BoolOp(op='or') @93:23
                  .values:
                    Unary(op='not') @93:23
                      .operand:
                        Name(id='DQ_EARLY') @93:27
                    BoolOp(op='and') @93:40
                      .values:
                        BinOp(op='==') @93:40
                          .lhs:
                            Name(id='BLOCK_N') @93:40
                          .rhs:
                            BinOp(op='*') @93:51
                              .lhs:
                                Const(value=2) @93:51
                              .rhs:
                                Name(id='WG_N') @93:55
                        BinOp(op='==') @93:64
                          .lhs:
                            BinOp(op='//') @93:64
                              .lhs:
                                Name(id='D') @93:64
                              .rhs:
                                Name(id='DQ_COLS') @93:69
                          .rhs:
                            Const(value=4) @93:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @95:9
              .cond:
                Unary(op='not') @95:23
                  .operand:
                    BoolOp(op='and') @95:28
                      .values:
                        Name(id='SMEM_P') @95:28
                        Name(id='DQ_EARLY') @95:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @96:9
              .cond:
                BoolOp(op='or') @96:23
                  .values:
                    Unary(op='not') @96:23
                      .operand:
                        Name(id='DQ_PAIR') @96:27
                    BoolOp(op='and') @96:39
                      .values:
                        Name(id='SMEM_P') @96:39
                        BinOp(op='==') @96:50
                          .lhs:
                            Name(id='BLOCK_N') @96:50
                          .rhs:
                            BinOp(op='*') @96:61
                              .lhs:
                                Const(value=2) @96:61
                              .rhs:
                                Name(id='WG_N') @96:65
            If() @97:9
              .cond:
                Name(id='SMEM_P') @97:12
              .body:
                SmemDecl(name='ds_s', options=()) @98:13
                  .stages:
                    BinOp(op='*') @98:23
                      .lhs:
                        Name(id='STAGES') @98:23
                      .rhs:
                        BinOp(op='//') @98:33
                          .lhs:
                            Name(id='BLOCK_N') @98:33
                          .rhs:
                            Name(id='WG_N') @98:44
                  .dtype:
                    Name(id='DT') @98:52
                  .shape:
                    Name(id='BLOCK_M') @98:55
                    Name(id='WG_N') @98:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @100:13
                  .stages:
                    BinOp(op='*') @100:23
                      .lhs:
                        Name(id='STAGES') @100:23
                      .rhs:
                        BinOp(op='//') @100:33
                          .lhs:
                            Name(id='BLOCK_N') @100:33
                          .rhs:
                            Name(id='WG_N') @100:44
                  .dtype:
                    Name(id='DT') @100:52
                  .shape:
                    Name(id='WG_N') @100:55
                    Name(id='BLOCK_M') @100:61
            BarrierDecl(name='ds_ready') @101:9
              .size:
                Name(id='STAGES') @101:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @101:40
                    .lhs:
                      Name(id='BLOCK_N') @101:40
                    .rhs:
                      Name(id='WG_N') @101:51
                )
            If() @102:9
              .cond:
                Name(id='DQ_ROWS') @102:12
              .body:
                SmemDecl(name='dq_s', options=()) @104:13
                  .stages:
                    BinOp(op='//') @104:23
                      .lhs:
                        Name(id='BLOCK_N') @104:23
                      .rhs:
                        Name(id='WG_N') @104:34
                  .dtype:
                    Name(id='f32') @104:41
                  .shape:
                    BinOp(op='//') @104:45
                      .lhs:
                        Name(id='BLOCK_M') @104:45
                      .rhs:
                        BinOp(op='//') @104:57
                          .lhs:
                            Name(id='BLOCK_N') @104:57
                          .rhs:
                            Name(id='WG_N') @104:68
                    Name(id='D') @104:75
                BarrierDecl(name='dq_full') @105:13
                  .size:
                    Const(value=1) @105:29
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @105:38
                        .lhs:
                          Name(id='BLOCK_N') @105:38
                        .rhs:
                          Name(id='WG_N') @105:49
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @106:13
                  .size:
                    Const(value=1) @106:30
              .orelse:
                SmemDecl(name='dq_s', options=()) @109:13
                  .stages:
                    BinOp(op='*') @109:24
                      .lhs:
                        BinOp(op='//') @109:24
                          .lhs:
                            Name(id='BLOCK_N') @109:24
                          .rhs:
                            Name(id='WG_N') @109:35
                      .rhs:
                        BinOp(op='//') @109:44
                          .lhs:
                            BinOp(op='//') @109:44
                              .lhs:
                                Name(id='D') @109:44
                              .rhs:
                                Name(id='DQ_COLS') @109:49
                          .rhs:
                            BinOp(op='//') @109:61
                              .lhs:
                                Name(id='BLOCK_N') @109:61
                              .rhs:
                                Name(id='WG_N') @109:72
                  .dtype:
                    Name(id='f32') @109:81
                  .shape:
                    Name(id='BLOCK_M') @109:85
                    Name(id='DQ_COLS') @109:94
                BarrierDecl(name='dq_full') @110:13
                  .size:
                    BinOp(op='//') @110:29
                      .lhs:
                        BinOp(op='//') @110:29
                          .lhs:
                            Name(id='D') @110:29
                          .rhs:
                            Name(id='DQ_COLS') @110:34
                      .rhs:
                        BinOp(op='//') @110:46
                          .lhs:
                            Name(id='BLOCK_N') @110:46
                          .rhs:
                            Name(id='WG_N') @110:57
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @110:70
                        .lhs:
                          Name(id='BLOCK_N') @110:70
                        .rhs:
                          Name(id='WG_N') @110:81
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @111:13
                  .size:
                    BinOp(op='//') @111:30
                      .lhs:
                        BinOp(op='//') @111:30
                          .lhs:
                            Name(id='D') @111:30
                          .rhs:
                            Name(id='DQ_COLS') @111:35
                      .rhs:
                        BinOp(op='//') @111:47
                          .lhs:
                            Name(id='BLOCK_N') @111:47
                          .rhs:
                            Name(id='WG_N') @111:58
          .orelse:
            If() @113:9
              .cond:
                Name(id='SMEM_P') @113:12
              .body:
                SmemDecl(name='ds_s', options=()) @114:13
                  .stages:
                    BinOp(op='//') @114:23
                      .lhs:
                        Name(id='BLOCK_N') @114:23
                      .rhs:
                        Name(id='WG_N') @114:34
                  .dtype:
                    Name(id='DT') @114:41
                  .shape:
                    Name(id='BLOCK_M') @114:44
                    Name(id='WG_N') @114:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @116:13
                  .stages:
                    BinOp(op='//') @116:23
                      .lhs:
                        Name(id='BLOCK_N') @116:23
                      .rhs:
                        Name(id='WG_N') @116:34
                  .dtype:
                    Name(id='DT') @116:41
                  .shape:
                    Name(id='WG_N') @116:44
                    Name(id='BLOCK_M') @116:50
            SmemDecl(name='dq_s', options=()) @117:9
              .stages:
                BinOp(op='//') @117:19
                  .lhs:
                    Name(id='BLOCK_N') @117:19
                  .rhs:
                    Name(id='WG_N') @117:30
              .dtype:
                Name(id='f32') @117:37
              .shape:
                Name(id='BLOCK_M') @117:41
                Name(id='DQ_COLS') @117:50
        If(orelse=()) @122:5
          .cond:
            BoolOp(op='and') @122:8
              .values:
                Name(id='LSE_SMEM') @122:8
                BinOp(op='==') @122:21
                  .lhs:
                    Name(id='ACT') @122:21
                  .rhs:
                    Const(value='softmax') @122:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @123:9
              .cond:
                Unary(op='not') @123:23
                  .operand:
                    Name(id='LSE_AHEAD') @123:27
            If() @124:9
              .cond:
                Name(id='SMEM_P') @124:12
              .body:
                SmemDecl(name='lse_s', options=()) @125:13
                  .stages:
                    Name(id='STAGES') @125:24
                  .dtype:
                    Name(id='f32') @125:33
                  .shape:
                    Name(id='BLOCK_M') @125:37
                    Const(value=1) @125:46
                SmemDecl(name='dl_s', options=()) @126:13
                  .stages:
                    Name(id='STAGES') @126:23
                  .dtype:
                    Name(id='f32') @126:32
                  .shape:
                    Name(id='BLOCK_M') @126:36
                    Const(value=1) @126:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @128:13
                  .stages:
                    Name(id='STAGES') @128:24
                  .dtype:
                    Name(id='f32') @128:33
                  .shape:
                    Const(value=1) @128:37
                    Name(id='BLOCK_M') @128:40
                SmemDecl(name='dl_s', options=()) @129:13
                  .stages:
                    Name(id='STAGES') @129:23
                  .dtype:
                    Name(id='f32') @129:32
                  .shape:
                    Const(value=1) @129:36
                    Name(id='BLOCK_M') @129:39
        BarrierDecl(name='kv_ready', kwargs=()) @130:5
          .size:
            Name(id='KV_BUF') @130:22
        BarrierDecl(name='kv_free') @131:5
          .size:
            Name(id='KV_BUF') @131:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @131:35
                .lhs:
                  Name(id='BLOCK_N') @131:35
                .rhs:
                  Name(id='WG_N') @131:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @132:5
          .size:
            Name(id='STAGES') @132:22
        BarrierDecl(name='qd_free') @133:5
          .size:
            Name(id='STAGES') @133:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @133:35
                .lhs:
                  Name(id='BLOCK_N') @133:35
                .rhs:
                  Name(id='WG_N') @133:46
            )
        Assign(targets=('LSE_RING',)) @135:5
          .value:
            BoolOp(op='and') @135:16
              .values:
                Name(id='LSE_SMEM') @135:16
                BinOp(op='==') @135:29
                  .lhs:
                    Name(id='ACT') @135:29
                  .rhs:
                    Const(value='softmax') @135:36
        Assign(targets=('len_q',)) @136:5
          .value:
            Attr(name='len') @136:13
              .value:
                Index() @136:13
                  .value:
                    Name(id='q') @136:13
                  .subs:
                    Name(id='seq') @136:15
        Assign(targets=('len_k',)) @137:5
          .value:
            Attr(name='len') @137:13
              .value:
                Index() @137:13
                  .value:
                    Name(id='k') @137:13
                  .subs:
                    Name(id='seq') @137:15
        Assign(targets=('q0',)) @138:5
          .value:
            Attr(name='start') @138:10
              .value:
                Index() @138:10
                  .value:
                    Name(id='q') @138:10
                  .subs:
                    Name(id='seq') @138:12
        Assign(targets=('n',)) @140:5
          .value:
            Name(id='nt') @140:9
        If(orelse=()) @141:5
          .cond:
            Name(id='CAUSAL') @141:8
          .body:
            Assign(targets=('n',)) @142:9
              .value:
                BinOp(op='-') @142:13
                  .lhs:
                    BinOp(op='-') @142:13
                      .lhs:
                        Call(kwargs=()) @142:13
                          .func:
                            Name(id='cdiv') @142:13
                          .args:
                            Name(id='len_k') @142:18
                            Name(id='BLOCK_N') @142:25
                      .rhs:
                        Const(value=1) @142:36
                  .rhs:
                    Name(id='nt') @142:40
        Assign(targets=('group',)) @143:5
          .value:
            BinOp(op='//') @143:13
              .lhs:
                Name(id='H') @143:13
              .rhs:
                Name(id='HKV') @143:18
        Assign(targets=('m_lo',)) @145:5
          .value:
            Const(value=0) @145:12
        If(orelse=()) @146:5
          .cond:
            Name(id='CAUSAL') @146:8
          .body:
            Assign(targets=('m_lo',)) @147:9
              .value:
                BinOp(op='//') @147:16
                  .lhs:
                    Call(kwargs=()) @147:16
                      .func:
                        Name(id='maximum') @147:16
                      .args:
                        BinOp(op='-') @147:24
                          .lhs:
                            BinOp(op='*') @147:24
                              .lhs:
                                Name(id='n') @147:24
                              .rhs:
                                Name(id='BLOCK_N') @147:28
                          .rhs:
                            BinOp(op='-') @147:39
                              .lhs:
                                Name(id='len_k') @147:39
                              .rhs:
                                Name(id='len_q') @147:47
                        Const(value=0) @147:55
                  .rhs:
                    Name(id='BLOCK_M') @147:61
        Assign(targets=('n_m',)) @148:5
          .value:
            Call(kwargs=()) @148:11
              .func:
                Name(id='maximum') @148:11
              .args:
                BinOp(op='-') @148:19
                  .lhs:
                    Call(kwargs=()) @148:19
                      .func:
                        Name(id='cdiv') @148:19
                      .args:
                        Name(id='len_q') @148:24
                        Name(id='BLOCK_M') @148:31
                  .rhs:
                    Name(id='m_lo') @148:42
                Const(value=0) @148:48
        Assign(targets=('steps',)) @149:5
          .value:
            BinOp(op='*') @149:13
              .lhs:
                Name(id='group') @149:13
              .rhs:
                Name(id='n_m') @149:21
        Assign(targets=('n_x',)) @153:5
          .value:
            Const(value=0) @153:11
        Assign(targets=('n_xs',)) @154:5
          .value:
            Const(value=0) @154:12
        Assign(targets=('rot',)) @155:5
          .value:
            Const(value=0) @155:11
        If(orelse=()) @156:5
          .cond:
            Name(id='SPLIT') @156:8
          .body:
            If(orelse=()) @157:9
              .cond:
                Name(id='CAUSAL') @157:12
              .body:
                Assign(targets=('m_diag',)) @159:13
                  .value:
                    Call(kwargs=()) @159:22
                      .func:
                        Name(id='cdiv') @159:22
                      .args:
                        Call(kwargs=()) @159:27
                          .func:
                            Name(id='maximum') @159:27
                          .args:
                            BinOp(op='-') @159:35
                              .lhs:
                                BinOp(op='-') @159:35
                                  .lhs:
                                    BinOp(op='+') @159:35
                                      .lhs:
                                        BinOp(op='*') @159:35
                                          .lhs:
                                            Name(id='n') @159:35
                                          .rhs:
                                            Name(id='BLOCK_N') @159:39
                                      .rhs:
                                        Name(id='BLOCK_N') @159:49
                                  .rhs:
                                    Const(value=1) @159:59
                              .rhs:
                                BinOp(op='-') @159:64
                                  .lhs:
                                    Name(id='len_k') @159:64
                                  .rhs:
                                    Name(id='len_q') @159:72
                            Const(value=0) @159:80
                        Name(id='BLOCK_M') @159:84
                Assign(targets=('n_x',)) @160:13
                  .value:
                    Call(kwargs=()) @160:19
                      .func:
                        Name(id='minimum') @160:19
                      .args:
                        Call(kwargs=()) @160:27
                          .func:
                            Name(id='maximum') @160:27
                          .args:
                            BinOp(op='-') @160:35
                              .lhs:
                                Name(id='m_diag') @160:35
                              .rhs:
                                Name(id='m_lo') @160:44
                            Const(value=0) @160:50
                        Name(id='n_m') @160:54
            Assign(targets=('n_e',)) @161:9
              .value:
                BinOp(op='*') @161:15
                  .lhs:
                    Call(kwargs=()) @161:15
                      .func:
                        Name(id='minimum') @161:15
                      .args:
                        BinOp(op='%') @161:23
                          .lhs:
                            Name(id='len_q') @161:23
                          .rhs:
                            Name(id='BLOCK_M') @161:31
                        Const(value=1) @161:40
                  .rhs:
                    Call(kwargs=()) @161:45
                      .func:
                        Name(id='minimum') @161:45
                      .args:
                        BinOp(op='-') @161:53
                          .lhs:
                            Name(id='n_m') @161:53
                          .rhs:
                            Name(id='n_x') @161:59
                        Const(value=1) @161:64
            Assign(targets=('n_x',)) @162:9
              .value:
                BinOp(op='+') @162:15
                  .lhs:
                    Name(id='n_x') @162:15
                  .rhs:
                    Name(id='n_e') @162:21
            Assign(targets=('n_x',)) @163:9
              .value:
                BinOp(op='+') @163:15
                  .lhs:
                    Name(id='n_x') @163:15
                  .rhs:
                    BinOp(op='*') @163:21
                      .lhs:
                        Call(kwargs=()) @163:21
                          .func:
                            Name(id='minimum') @163:21
                          .args:
                            Call(kwargs=()) @163:29
                              .func:
                                Name(id='maximum') @163:29
                              .args:
                                BinOp(op='-') @163:38
                                  .lhs:
                                    BinOp(op='*') @163:38
                                      .lhs:
                                        BinOp(op='+') @163:38
                                          .lhs:
                                            Name(id='n') @163:38
                                          .rhs:
                                            Const(value=1) @163:42
                                      .rhs:
                                        Name(id='BLOCK_N') @163:47
                                  .rhs:
                                    Name(id='len_k') @163:57
                                Const(value=0) @163:64
                            Const(value=1) @163:68
                      .rhs:
                        BinOp(op='-') @163:74
                          .lhs:
                            Name(id='n_m') @163:74
                          .rhs:
                            Name(id='n_x') @163:80
            Assign(targets=('n_xs',)) @164:9
              .value:
                Call(kwargs=()) @164:16
                  .func:
                    Name(id='minimum') @164:16
                  .args:
                    BinOp(op='*') @164:24
                      .lhs:
                        Name(id='group') @164:24
                      .rhs:
                        Name(id='n_x') @164:32
                    Name(id='steps') @164:37
            Assign(targets=('rot',)) @165:9
              .value:
                BinOp(op='%') @165:16
                  .lhs:
                    BinOp(op='-') @165:16
                      .lhs:
                        Name(id='n_m') @165:16
                      .rhs:
                        Name(id='n_e') @165:22
                  .rhs:
                    Call(kwargs=()) @165:29
                      .func:
                        Name(id='maximum') @165:29
                      .args:
                        Name(id='n_m') @165:37
                        Const(value=1) @165:42
        Assign(targets=('PARTS',)) @167:5
          .value:
            Const(value=1) @167:13
        If(orelse=()) @168:5
          .cond:
            Name(id='PEEL') @168:8
          .body:
            Assign(targets=('PARTS',)) @169:9
              .value:
                BinOp(op='+') @169:17
                  .lhs:
                    Name(id='PARTS') @169:17
                  .rhs:
                    Const(value=1) @169:25
        If(orelse=()) @170:5
          .cond:
            Name(id='SPLIT') @170:8
          .body:
            Assign(targets=('PARTS',)) @171:9
              .value:
                BinOp(op='+') @171:17
                  .lhs:
                    Name(id='PARTS') @171:17
                  .rhs:
                    Const(value=1) @171:25
        Role(name='load', replica=None) @173:5
          .kwargs:
            (
              'warps'
              Const(value=1) @173:21
            )
            (
              'regs'
              Const(value=24) @173:29
            )
          .body:
            Assign(targets=('ks',)) @174:9
              .value:
                BinOp(op='%') @174:14
                  .lhs:
                    Name(id='tile_index') @174:14
                  .rhs:
                    Name(id='KV_BUF') @174:27
            Assign(targets=('kv_bytes',)) @175:9
              .value:
                BinOp(op='*') @175:20
                  .lhs:
                    BinOp(op='*') @175:20
                      .lhs:
                        Const(value=2) @175:20
                      .rhs:
                        Name(id='NWG') @175:24
                  .rhs:
                    Call(kwargs=()) @175:30
                      .func:
                        Name(id='bytes') @175:30
                      .args:
                        Name(id='k_tile') @175:36
            If(orelse=()) @176:9
              .cond:
                Unary(op='not') @176:12
                  .operand:
                    Name(id='ROWS') @176:16
              .body:
                Assign(targets=('kv_bytes',)) @177:13
                  .value:
                    BinOp(op='+') @177:24
                      .lhs:
                        Name(id='kv_bytes') @177:24
                      .rhs:
                        BinOp(op='*') @177:35
                          .lhs:
                            BinOp(op='*') @177:35
                              .lhs:
                                Name(id='NC') @177:35
                              .rhs:
                                Name(id='NWG') @177:40
                          .rhs:
                            Call(kwargs=()) @177:46
                              .func:
                                Name(id='bytes') @177:46
                              .args:
                                Name(id='kh_tile') @177:52
            Wait(phase=None) @178:9
              .target:
                Index() @178:14
                  .value:
                    Name(id='kv_free') @178:14
                  .subs:
                    Name(id='ks') @178:22
            Expect() @179:9
              .target:
                Index() @179:16
                  .value:
                    Name(id='kv_ready') @179:16
                  .subs:
                    Name(id='ks') @179:25
              .nbytes:
                Name(id='kv_bytes') @179:30
            For(var='i') @180:9
              .iter:
                Call(kwargs=()) @180:18
                  .func:
                    Name(id='static_range') @180:18
                  .args:
                    Name(id='NWG') @180:31
              .body:
                Tma() @181:13
                  .dst:
                    Index() @181:17
                      .value:
                        Name(id='k_tile') @181:17
                      .subs:
                        BinOp(op='+') @181:24
                          .lhs:
                            BinOp(op='*') @181:24
                              .lhs:
                                Name(id='ks') @181:24
                              .rhs:
                                Name(id='NWG') @181:29
                          .rhs:
                            Name(id='i') @181:35
                  .src:
                    Index() @181:41
                      .value:
                        Name(id='k') @181:41
                      .subs:
                        Name(id='seq') @181:43
                        BinOp(op='+') @181:48
                          .lhs:
                            BinOp(op='*') @181:48
                              .lhs:
                                Name(id='NWG') @181:48
                              .rhs:
                                Name(id='n') @181:54
                          .rhs:
                            Name(id='i') @181:58
                        Name(id='kvh') @181:61
                  .signals:
                    Index() @181:74
                      .value:
                        Name(id='kv_ready') @181:74
                      .subs:
                        Name(id='ks') @181:83
                Tma() @182:13
                  .dst:
                    Index() @182:17
                      .value:
                        Name(id='v_tile') @182:17
                      .subs:
                        BinOp(op='+') @182:24
                          .lhs:
                            BinOp(op='*') @182:24
                              .lhs:
                                Name(id='ks') @182:24
                              .rhs:
                                Name(id='NWG') @182:29
                          .rhs:
                            Name(id='i') @182:35
                  .src:
                    Index() @182:41
                      .value:
                        Name(id='v') @182:41
                      .subs:
                        Name(id='seq') @182:43
                        BinOp(op='+') @182:48
                          .lhs:
                            BinOp(op='*') @182:48
                              .lhs:
                                Name(id='NWG') @182:48
                              .rhs:
                                Name(id='n') @182:54
                          .rhs:
                            Name(id='i') @182:58
                        Name(id='kvh') @182:61
                  .signals:
                    Index() @182:74
                      .value:
                        Name(id='kv_ready') @182:74
                      .subs:
                        Name(id='ks') @182:83
                If(orelse=()) @183:13
                  .cond:
                    Unary(op='not') @183:16
                      .operand:
                        Name(id='ROWS') @183:20
                  .body:
                    For(var='c') @184:17
                      .iter:
                        Call(kwargs=()) @184:26
                          .func:
                            Name(id='static_range') @184:26
                          .args:
                            Name(id='NC') @184:39
                      .body:
                        Tma() @185:21
                          .dst:
                            Index() @185:25
                              .value:
                                Name(id='kh_tile') @185:25
                              .subs:
                                BinOp(op='+') @185:33
                                  .lhs:
                                    BinOp(op='*') @185:33
                                      .lhs:
                                        Name(id='NC') @185:33
                                      .rhs:
                                        BinOp(op='+') @185:39
                                          .lhs:
                                            BinOp(op='*') @185:39
                                              .lhs:
                                                Name(id='ks') @185:39
                                              .rhs:
                                                Name(id='NWG') @185:44
                                          .rhs:
                                            Name(id='i') @185:50
                                  .rhs:
                                    Name(id='c') @185:55
                          .src:
                            Index() @185:61
                              .value:
                                Name(id='k') @185:61
                              .subs:
                                Name(id='seq') @185:63
                                BinOp(op='+') @185:68
                                  .lhs:
                                    BinOp(op='*') @185:68
                                      .lhs:
                                        Name(id='NWG') @185:68
                                      .rhs:
                                        Name(id='n') @185:74
                                  .rhs:
                                    Name(id='i') @185:78
                                Name(id='kvh') @185:81
                                Name(id='c') @185:86
                          .signals:
                            Index() @185:97
                              .value:
                                Name(id='kv_ready') @185:97
                              .subs:
                                Name(id='ks') @185:106
            For(var='part') @187:9
              .iter:
                Call(kwargs=()) @187:21
                  .func:
                    Name(id='static_range') @187:21
                  .args:
                    Name(id='PARTS') @187:34
              .body:
                Assign(targets=('lo', 'hi')) @188:13
                  .value:
                    Call(kwargs=()) @188:22
                      .func:
                        Name(id='fused_part_bounds') @188:22
                      .args:
                        Name(id='part') @188:40
                        Name(id='PEEL') @188:46
                        Name(id='SPLIT') @188:52
                        Name(id='n_xs') @188:59
                        Name(id='steps') @188:65
                Pipeline(var='j', slot='slot', ring='qd') @189:13
                  .iter:
                    Call(kwargs=()) @189:27
                      .func:
                        Name(id='range') @189:27
                      .args:
                        Name(id='lo') @189:33
                        Name(id='hi') @189:37
                  .stages:
                    Name(id='STAGES') @189:54
                  .body:
                    Assign(targets=('head', 'mb')) @190:17
                      .value:
                        Call(kwargs=()) @190:28
                          .func:
                            Name(id='step_block') @190:28
                          .args:
                            Name(id='j') @190:39
                            Unary(op='-') @190:42
                              .operand:
                                Const(value=1) @190:43
                            BinOp(op='*') @190:46
                              .lhs:
                                Name(id='kvh') @190:46
                              .rhs:
                                Name(id='group') @190:52
                            Name(id='m_lo') @190:59
                            Name(id='rot') @190:65
                            Name(id='n_m') @190:70
                            Name(id='n_x') @190:75
                            Name(id='n_xs') @190:80
                            Name(id='SPLIT') @190:86
                    Wait(phase=None) @191:17
                      .target:
                        Index() @191:22
                          .value:
                            Name(id='qd_free') @191:22
                          .subs:
                            Name(id='slot') @191:30
                    If(orelse=()) @192:17
                      .cond:
                        Name(id='LSE_RING') @192:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @193:21
                          .value:
                            Call(kwargs=()) @193:37
                              .func:
                                Name(id='lse_delta_slots') @193:37
                              .args:
                                Name(id='head') @193:53
                                Name(id='mb') @193:59
                                Name(id='q0') @193:63
                                Name(id='len_q') @193:67
                                Name(id='lse2_t') @193:74
                                Name(id='delta_t') @193:82
                                Name(id='BLOCK_M') @193:91
                                Name(id='SMEM_P') @193:100
                        ExprStmt() @194:21
                          .value:
                            Call(kwargs=()) @194:21
                              .func:
                                Name(id='store_smem') @194:21
                              .args:
                                Index() @194:32
                                  .value:
                                    Name(id='lse_s') @194:32
                                  .subs:
                                    Name(id='slot') @194:38
                                Name(id='lse2_c') @194:45
                        ExprStmt() @195:21
                          .value:
                            Call(kwargs=()) @195:21
                              .func:
                                Name(id='store_smem') @195:21
                              .args:
                                Index() @195:32
                                  .value:
                                    Name(id='dl_s') @195:32
                                  .subs:
                                    Name(id='slot') @195:37
                                Name(id='dlt_c') @195:44
                    Expect() @196:17
                      .target:
                        Index() @196:24
                          .value:
                            Name(id='qd_ready') @196:24
                          .subs:
                            Name(id='slot') @196:33
                      .nbytes:
                        BinOp(op='+') @196:40
                          .lhs:
                            Call(kwargs=()) @196:40
                              .func:
                                Name(id='bytes') @196:40
                              .args:
                                Name(id='q_ring') @196:46
                          .rhs:
                            Call(kwargs=()) @196:56
                              .func:
                                Name(id='bytes') @196:56
                              .args:
                                Name(id='do_ring') @196:62
                    Tma() @197:17
                      .dst:
                        Index() @197:21
                          .value:
                            Name(id='q_ring') @197:21
                          .subs:
                            Name(id='slot') @197:28
                      .src:
                        Index() @197:37
                          .value:
                            Name(id='q') @197:37
                          .subs:
                            Name(id='seq') @197:39
                            Name(id='mb') @197:44
                            Name(id='head') @197:48
                      .signals:
                        Index() @197:62
                          .value:
                            Name(id='qd_ready') @197:62
                          .subs:
                            Name(id='slot') @197:71
                    Tma() @198:17
                      .dst:
                        Index() @198:21
                          .value:
                            Name(id='do_ring') @198:21
                          .subs:
                            Name(id='slot') @198:29
                      .src:
                        Index() @198:38
                          .value:
                            Name(id='d_o') @198:38
                          .subs:
                            Name(id='seq') @198:42
                            Name(id='mb') @198:47
                            Name(id='head') @198:51
                      .signals:
                        Index() @198:65
                          .value:
                            Name(id='qd_ready') @198:65
                          .subs:
                            Name(id='slot') @198:74
        If(orelse=()) @200:5
          .cond:
            Name(id='WRITER') @200:8
          .body:
            Assign(targets=('NCW',)) @203:9
              .value:
                BinOp(op='//') @203:15
                  .lhs:
                    Name(id='NC') @203:15
                  .rhs:
                    Name(id='NWG') @203:21
            Role(name='dq_writer', replica=None) @204:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @204:30
                )
                (
                  'regs'
                  Const(value=24) @204:38
                )
              .body:
                For(var='part') @205:13
                  .iter:
                    Call(kwargs=()) @205:25
                      .func:
                        Name(id='static_range') @205:25
                      .args:
                        Name(id='PARTS') @205:38
                  .body:
                    Assign(targets=('lo', 'hi')) @206:17
                      .value:
                        Call(kwargs=()) @206:26
                          .func:
                            Name(id='fused_part_bounds') @206:26
                          .args:
                            Name(id='part') @206:44
                            Name(id='PEEL') @206:50
                            Name(id='SPLIT') @206:56
                            Name(id='n_xs') @206:63
                            Name(id='steps') @206:69
                    Pipeline(var='j', slot='ws', ring='qd') @207:17
                      .iter:
                        Call(kwargs=()) @207:31
                          .func:
                            Name(id='range') @207:31
                          .args:
                            Name(id='lo') @207:37
                            Name(id='hi') @207:41
                      .stages:
                        Name(id='STAGES') @207:58
                      .body:
                        Assign(targets=('head', 'mb')) @208:21
                          .value:
                            Call(kwargs=()) @208:32
                              .func:
                                Name(id='step_block') @208:32
                              .args:
                                Name(id='j') @208:43
                                Unary(op='-') @208:46
                                  .operand:
                                    Const(value=1) @208:47
                                BinOp(op='*') @208:50
                                  .lhs:
                                    Name(id='kvh') @208:50
                                  .rhs:
                                    Name(id='group') @208:56
                                Name(id='m_lo') @208:63
                                Name(id='rot') @208:69
                                Name(id='n_m') @208:74
                                Name(id='n_x') @208:79
                                Name(id='n_xs') @208:84
                                Name(id='SPLIT') @208:90
                        If() @209:21
                          .cond:
                            Name(id='ROWS') @209:24
                          .body:
                            Wait(phase=None) @210:25
                              .target:
                                Index() @210:30
                                  .value:
                                    Name(id='dq_full') @210:30
                                  .subs:
                                    Const(value=0) @210:38
                            For(var='w') @211:25
                              .iter:
                                Call(kwargs=()) @211:34
                                  .func:
                                    Name(id='static_range') @211:34
                                  .args:
                                    Name(id='NWG') @211:47
                              .body:
                                Tma(signals=None, reduce='add') @212:29
                                  .dst:
                                    Index() @212:33
                                      .value:
                                        Name(id='dq_acc') @212:33
                                      .subs:
                                        Name(id='seq') @212:40
                                        BinOp(op='+') @212:45
                                          .lhs:
                                            BinOp(op='*') @212:45
                                              .lhs:
                                                Name(id='mb') @212:45
                                              .rhs:
                                                Name(id='NWG') @212:50
                                          .rhs:
                                            Name(id='w') @212:56
                                        Name(id='head') @212:59
                                        Const(value=0) @212:65
                                  .src:
                                    Index() @212:71
                                      .value:
                                        Name(id='dq_s') @212:71
                                      .subs:
                                        Name(id='w') @212:76
                            Arrive(count=None) @213:25
                              .target:
                                Index() @213:32
                                  .value:
                                    Name(id='dq_empty') @213:32
                                  .subs:
                                    Const(value=0) @213:41
                          .orelse:
                            For(var='i') @215:25
                              .iter:
                                Call(kwargs=()) @215:34
                                  .func:
                                    Name(id='static_range') @215:34
                                  .args:
                                    Name(id='NCW') @215:47
                              .body:
                                Wait(phase=None) @216:29
                                  .target:
                                    Index() @216:34
                                      .value:
                                        Name(id='dq_full') @216:34
                                      .subs:
                                        Name(id='i') @216:42
                                For(var='w') @217:29
                                  .iter:
                                    Call(kwargs=()) @217:38
                                      .func:
                                        Name(id='static_range') @217:38
                                      .args:
                                        Name(id='NWG') @217:51
                                  .body:
                                    Tma(signals=None, reduce='add') @218:33
                                      .dst:
                                        Index() @218:37
                                          .value:
                                            Name(id='dq_acc') @218:37
                                          .subs:
                                            Name(id='seq') @218:44
                                            Name(id='mb') @218:49
                                            Name(id='head') @218:53
                                            BinOp(op='+') @218:59
                                              .lhs:
                                                BinOp(op='*') @218:59
                                                  .lhs:
                                                    Name(id='w') @218:59
                                                  .rhs:
                                                    Name(id='NCW') @218:63
                                              .rhs:
                                                Name(id='i') @218:69
                                      .src:
                                        Index() @218:75
                                          .value:
                                            Name(id='dq_s') @218:75
                                          .subs:
                                            BinOp(op='+') @218:80
                                              .lhs:
                                                BinOp(op='*') @218:80
                                                  .lhs:
                                                    Name(id='i') @218:80
                                                  .rhs:
                                                    Name(id='NWG') @218:84
                                              .rhs:
                                                Name(id='w') @218:90
                                Arrive(count=None) @219:29
                                  .target:
                                    Index() @219:36
                                      .value:
                                        Name(id='dq_empty') @219:36
                                      .subs:
                                        Name(id='i') @219:45
        Role(name='compute', replica='wg') @221:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @221:29
            )
            (
              'regs'
              Name(id='REGS') @221:39
            )
          .body:
            Assign(targets=('qk_scale',)) @222:9
              .value:
                BinOp(op='*') @222:20
                  .lhs:
                    Name(id='sm_scale') @222:20
                  .rhs:
                    Name(id='LOG2E') @222:31
            Assign(targets=('krow0',)) @223:9
              .value:
                BinOp(op='+') @223:17
                  .lhs:
                    BinOp(op='*') @223:17
                      .lhs:
                        Name(id='n') @223:17
                      .rhs:
                        Name(id='BLOCK_N') @223:21
                  .rhs:
                    BinOp(op='*') @223:31
                      .lhs:
                        Name(id='wg') @223:31
                      .rhs:
                        Name(id='WG_N') @223:36
            Assign(targets=('krows',)) @224:9
              .value:
                BinOp(op='+') @224:17
                  .lhs:
                    Name(id='krow0') @224:17
                  .rhs:
                    Call(kwargs=()) @224:25
                      .func:
                        Name(id='arange') @224:25
                      .args:
                        Name(id='WG_N') @224:32
            Assign(targets=('qcols',)) @225:9
              .value:
                Call(kwargs=()) @225:17
                  .func:
                    Name(id='arange') @225:17
                  .args:
                    Name(id='BLOCK_M') @225:24
            Assign(targets=('dcols',)) @226:9
              .value:
                Call(kwargs=()) @226:17
                  .func:
                    Name(id='arange') @226:17
                  .args:
                    Name(id='D') @226:24
            Assign(targets=('ks',)) @227:9
              .value:
                BinOp(op='%') @227:14
                  .lhs:
                    Name(id='tile_index') @227:14
                  .rhs:
                    Name(id='KV_BUF') @227:27
            Assign(targets=('mine',)) @228:9
              .value:
                BinOp(op='+') @228:16
                  .lhs:
                    BinOp(op='*') @228:16
                      .lhs:
                        Name(id='ks') @228:16
                      .rhs:
                        Name(id='NWG') @228:21
                  .rhs:
                    Name(id='wg') @228:27
            Assign(targets=('acc_k',)) @229:9
              .value:
                Call(kwargs=()) @229:17
                  .func:
                    Name(id='zeros') @229:17
                  .args:
                    ListLit() @229:23
                      .elts:
                        Name(id='WG_N') @229:24
                        Name(id='D') @229:30
                    Name(id='f32') @229:34
            Assign(targets=('acc_v',)) @230:9
              .value:
                Call(kwargs=()) @230:17
                  .func:
                    Name(id='zeros') @230:17
                  .args:
                    ListLit() @230:23
                      .elts:
                        Name(id='WG_N') @230:24
                        Name(id='D') @230:30
                    Name(id='f32') @230:34
            Wait(phase=None) @231:9
              .target:
                Index() @231:14
                  .value:
                    Name(id='kv_ready') @231:14
                  .subs:
                    Name(id='ks') @231:23
            If(orelse=()) @238:9
              .cond:
                Name(id='LAG') @238:12
              .body:
                Assign(targets=('last',)) @239:13
                  .value:
                    Const(value=0) @239:20
            Assign(targets=('LAST',)) @240:9
              .value:
                BinOp(op='-') @240:16
                  .lhs:
                    BinOp(op='//') @240:16
                      .lhs:
                        Name(id='NC') @240:16
                      .rhs:
                        Name(id='NWG') @240:22
                  .rhs:
                    Const(value=1) @240:28
            If(orelse=()) @241:9
              .cond:
                Name(id='ROWS') @241:12
              .body:
                Assign(targets=('LAST',)) @242:13
                  .value:
                    Const(value=0) @242:20
            Assign(targets=('AHEAD',)) @243:9
              .value:
                BoolOp(op='and') @243:17
                  .values:
                    Name(id='LSE_AHEAD') @243:17
                    Name(id='LAG') @243:31
                    Name(id='SMEM_P') @243:39
            If(orelse=()) @244:9
              .cond:
                BoolOp(op='and') @244:12
                  .values:
                    BinOp(op='==') @244:12
                      .lhs:
                        Name(id='ACT') @244:12
                      .rhs:
                        Const(value='softmax') @244:19
                    Name(id='AHEAD') @244:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @245:13
                  .value:
                    Call(kwargs=()) @245:29
                      .func:
                        Name(id='lse_delta') @245:29
                      .args:
                        Const(value=0) @245:39
                        Unary(op='-') @245:42
                          .operand:
                            Const(value=1) @245:43
                        BinOp(op='*') @245:46
                          .lhs:
                            Name(id='kvh') @245:46
                          .rhs:
                            Name(id='group') @245:52
                        Name(id='m_lo') @245:59
                        Name(id='rot') @245:65
                        Name(id='n_m') @245:70
                        Name(id='n_x') @245:75
                        Name(id='n_xs') @245:80
                        Name(id='SPLIT') @245:86
                        Name(id='q0') @245:93
                        Name(id='len_q') @245:97
                        Name(id='qcols') @245:104
                        Name(id='lse2_t') @245:111
                        Name(id='delta_t') @246:39
                        Name(id='BLOCK_M') @246:48
            For(var='part') @247:9
              .iter:
                Call(kwargs=()) @247:21
                  .func:
                    Name(id='static_range') @247:21
                  .args:
                    Name(id='PARTS') @247:34
              .body:
                Assign(targets=('lo', 'hi')) @248:13
                  .value:
                    Call(kwargs=()) @248:22
                      .func:
                        Name(id='fused_part_bounds') @248:22
                      .args:
                        Name(id='part') @248:40
                        Name(id='PEEL') @248:46
                        Name(id='SPLIT') @248:52
                        Name(id='n_xs') @248:59
                        Name(id='steps') @248:65
                Assign(targets=('masked',)) @249:13
                  .value:
                    BoolOp(op='or') @249:22
                      .values:
                        Unary(op='not') @249:22
                          .operand:
                            Name(id='SPLIT') @249:26
                        BinOp(op='<') @249:35
                          .lhs:
                            Name(id='part') @249:35
                          .rhs:
                            BinOp(op='-') @249:42
                              .lhs:
                                Name(id='PARTS') @249:42
                              .rhs:
                                Const(value=1) @249:50
                Assign(targets=('lagged',)) @250:13
                  .value:
                    BoolOp(op='and') @250:22
                      .values:
                        Name(id='LAG') @250:22
                        BinOp(op='>') @250:30
                          .lhs:
                            Name(id='part') @250:30
                          .rhs:
                            Const(value=0) @250:37
                Assign(targets=('late',)) @251:13
                  .value:
                    BoolOp(op='and') @251:20
                      .values:
                        Name(id='LATE') @251:20
                        BinOp(op='>') @251:29
                          .lhs:
                            Name(id='part') @251:29
                          .rhs:
                            Const(value=0) @251:36
                Assign(targets=('which',)) @253:13
                  .value:
                    Const(value=1) @253:21
                If(orelse=()) @254:13
                  .cond:
                    Name(id='masked') @254:16
                  .body:
                    Assign(targets=('which',)) @255:17
                      .value:
                        Const(value=0) @255:25
                If(orelse=()) @256:13
                  .cond:
                    BoolOp(op='and') @256:16
                      .values:
                        Name(id='PEEL') @256:16
                        BinOp(op='==') @256:25
                          .lhs:
                            Name(id='part') @256:25
                          .rhs:
                            Const(value=0) @256:33
                  .body:
                    Assign(targets=('which',)) @257:17
                      .value:
                        Unary(op='-') @257:25
                          .operand:
                            Const(value=1) @257:26
                Pipeline(var='j', slot='slot', ring='qd') @258:13
                  .iter:
                    Call(kwargs=()) @258:27
                      .func:
                        Name(id='range') @258:27
                      .args:
                        Name(id='lo') @258:33
                        Name(id='hi') @258:37
                  .stages:
                    Name(id='STAGES') @258:54
                  .body:
                    Assign(targets=('head', 'mb')) @259:17
                      .value:
                        Call(kwargs=()) @259:28
                          .func:
                            Name(id='step_block') @259:28
                          .args:
                            Name(id='j') @259:39
                            Name(id='which') @259:42
                            BinOp(op='*') @259:49
                              .lhs:
                                Name(id='kvh') @259:49
                              .rhs:
                                Name(id='group') @259:55
                            Name(id='m_lo') @259:62
                            Name(id='rot') @259:68
                            Name(id='n_m') @259:73
                            Name(id='n_x') @259:78
                            Name(id='n_xs') @259:83
                            Name(id='SPLIT') @259:89
                    Assign(targets=('qpos',)) @260:17
                      .value:
                        BinOp(op='+') @260:24
                          .lhs:
                            BinOp(op='*') @260:24
                              .lhs:
                                Name(id='mb') @260:24
                              .rhs:
                                Name(id='BLOCK_M') @260:29
                          .rhs:
                            Name(id='qcols') @260:39
                    Assign(targets=('lse2',)) @261:17
                      .value:
                        Call(kwargs=()) @261:24
                          .func:
                            Name(id='zeros') @261:24
                          .args:
                            ListLit() @261:30
                              .elts:
                                Name(id='BLOCK_M') @261:31
                            Name(id='f32') @261:41
                    Assign(targets=('dlt',)) @262:17
                      .value:
                        Call(kwargs=()) @262:23
                          .func:
                            Name(id='zeros') @262:23
                          .args:
                            ListLit() @262:29
                              .elts:
                                Name(id='BLOCK_M') @262:30
                            Name(id='f32') @262:40
                    If(orelse=()) @266:17
                      .cond:
                        BoolOp(op='and') @266:20
                          .values:
                            BinOp(op='==') @266:20
                              .lhs:
                                Name(id='ACT') @266:20
                              .rhs:
                                Const(value='softmax') @266:27
                            Name(id='AHEAD') @266:41
                      .body:
                        Assign(targets=('lse2',)) @267:21
                          .value:
                            Name(id='lse2_n') @267:28
                        Assign(targets=('dlt',)) @268:21
                          .value:
                            Name(id='dlt_n') @268:27
                    If(orelse=()) @269:17
                      .cond:
                        BoolOp(op='and') @269:20
                          .values:
                            BinOp(op='==') @269:20
                              .lhs:
                                Name(id='ACT') @269:20
                              .rhs:
                                Const(value='softmax') @269:27
                            Unary(op='not') @269:41
                              .operand:
                                Name(id='AHEAD') @269:45
                            Unary(op='not') @269:55
                              .operand:
                                Name(id='LSE_RING') @269:59
                      .body:
                        Assign(targets=('qi',)) @273:21
                          .value:
                            BinOp(op='+') @273:26
                              .lhs:
                                Name(id='q0') @273:26
                              .rhs:
                                Call(kwargs=()) @273:31
                                  .func:
                                    Name(id='maximum') @273:31
                                  .args:
                                    Call(kwargs=()) @273:39
                                      .func:
                                        Name(id='minimum') @273:39
                                      .args:
                                        Name(id='qpos') @273:47
                                        BinOp(op='-') @273:53
                                          .lhs:
                                            Name(id='len_q') @273:53
                                          .rhs:
                                            Const(value=1) @273:61
                                    Const(value=0) @273:65
                        Assign(targets=('lse2',)) @274:21
                          .value:
                            Index() @274:28
                              .value:
                                Name(id='lse2_t') @274:28
                              .subs:
                                Name(id='head') @274:35
                                Name(id='qi') @274:41
                        Assign(targets=('dlt',)) @275:21
                          .value:
                            Index() @275:27
                              .value:
                                Name(id='delta_t') @275:27
                              .subs:
                                Name(id='head') @275:35
                                Name(id='qi') @275:41
                    If() @278:17
                      .cond:
                        Name(id='masked') @278:20
                      .body:
                        Assign(targets=('edge',)) @279:21
                          .value:
                            BoolOp(op='or') @279:28
                              .values:
                                BinOp(op='>') @279:28
                                  .lhs:
                                    BinOp(op='*') @279:29
                                      .lhs:
                                        BinOp(op='+') @279:29
                                          .lhs:
                                            Name(id='mb') @279:29
                                          .rhs:
                                            Const(value=1) @279:34
                                      .rhs:
                                        Name(id='BLOCK_M') @279:39
                                  .rhs:
                                    Name(id='len_q') @279:49
                                BinOp(op='>') @279:58
                                  .lhs:
                                    BinOp(op='+') @279:58
                                      .lhs:
                                        Name(id='krow0') @279:58
                                      .rhs:
                                        Name(id='WG_N') @279:66
                                  .rhs:
                                    Name(id='len_k') @279:73
                        If(orelse=()) @280:21
                          .cond:
                            Name(id='CAUSAL') @280:24
                          .body:
                            Assign(targets=('edge',)) @281:25
                              .value:
                                BoolOp(op='or') @281:32
                                  .values:
                                    Name(id='edge') @281:32
                                    BinOp(op='>') @281:40
                                      .lhs:
                                        BinOp(op='-') @281:40
                                          .lhs:
                                            BinOp(op='+') @281:40
                                              .lhs:
                                                Name(id='krow0') @281:40
                                              .rhs:
                                                Name(id='WG_N') @281:48
                                          .rhs:
                                            Const(value=1) @281:55
                                      .rhs:
                                        BinOp(op='+') @281:59
                                          .lhs:
                                            BinOp(op='*') @281:59
                                              .lhs:
                                                Name(id='mb') @281:59
                                              .rhs:
                                                Name(id='BLOCK_M') @281:64
                                          .rhs:
                                            BinOp(op='-') @281:75
                                              .lhs:
                                                Name(id='len_k') @281:75
                                              .rhs:
                                                Name(id='len_q') @281:83
                      .orelse:
                        Assign(targets=('edge',)) @283:21
                          .value:
                            Const(value=False) @283:28
                    Wait(phase=None) @284:17
                      .target:
                        Index() @284:22
                          .value:
                            Name(id='qd_ready') @284:22
                          .subs:
                            Name(id='slot') @284:31
                    If(orelse=()) @285:17
                      .cond:
                        Name(id='lagged') @285:20
                      .body:
                        Assign(targets=('og',)) @288:21
                          .value:
                            BinOp(op='%') @288:27
                              .lhs:
                                BinOp(op='+') @288:27
                                  .lhs:
                                    Name(id='wg') @288:27
                                  .rhs:
                                    Const(value=1) @288:32
                              .rhs:
                                Name(id='NWG') @288:37
                        Wait() @289:21
                          .target:
                            Index() @289:26
                              .value:
                                Name(id='ds_ready') @289:26
                              .subs:
                                Const(value=0) @289:35
                          .phase:
                            BinOp(op='%') @289:44
                              .lhs:
                                Name(id='last') @289:44
                              .rhs:
                                Const(value=2) @289:51
                        For(var='i') @290:21
                          .iter:
                            Call(kwargs=()) @290:30
                              .func:
                                Name(id='static_range') @290:30
                              .args:
                                Name(id='NCW') @290:43
                          .body:
                            Assign(targets=('c',)) @291:25
                              .value:
                                BinOp(op='+') @291:29
                                  .lhs:
                                    BinOp(op='*') @291:29
                                      .lhs:
                                        Name(id='wg') @291:29
                                      .rhs:
                                        Name(id='NCW') @291:34
                                  .rhs:
                                    Name(id='i') @291:40
                            If() @292:25
                              .cond:
                                Name(id='DQ_PAIR') @292:28
                              .body:
                                Assign(targets=('f0',)) @294:29
                                  .value:
                                    Call(kwargs=()) @294:34
                                      .func:
                                        Name(id='mma_async') @294:34
                                      .args:
                                        Index() @294:44
                                          .value:
                                            Name(id='ds_s') @294:44
                                          .subs:
                                            BinOp(op='+') @294:49
                                              .lhs:
                                                BinOp(op='*') @294:49
                                                  .lhs:
                                                    Name(id='last') @294:49
                                                  .rhs:
                                                    Name(id='NWG') @294:56
                                              .rhs:
                                                Name(id='wg') @294:62
                                        Index() @294:67
                                          .value:
                                            Name(id='kh_tile') @294:67
                                          .subs:
                                            BinOp(op='+') @294:75
                                              .lhs:
                                                BinOp(op='*') @294:75
                                                  .lhs:
                                                    Name(id='NC') @294:75
                                                  .rhs:
                                                    BinOp(op='+') @294:81
                                                      .lhs:
                                                        BinOp(op='*') @294:81
                                                          .lhs:
                                                            Name(id='ks') @294:81
                                                          .rhs:
                                                            Name(id='NWG') @294:86
                                                      .rhs:
                                                        Name(id='wg') @294:92
                                              .rhs:
                                                Name(id='c') @294:98
                                Assign(targets=('f1',)) @295:29
                                  .value:
                                    Call(kwargs=()) @295:34
                                      .func:
                                        Name(id='mma_async') @295:34
                                      .args:
                                        Index() @295:44
                                          .value:
                                            Name(id='ds_s') @295:44
                                          .subs:
                                            BinOp(op='+') @295:49
                                              .lhs:
                                                BinOp(op='*') @295:49
                                                  .lhs:
                                                    Name(id='last') @295:49
                                                  .rhs:
                                                    Name(id='NWG') @295:56
                                              .rhs:
                                                Name(id='og') @295:62
                                        Index() @295:67
                                          .value:
                                            Name(id='kh_tile') @295:67
                                          .subs:
                                            BinOp(op='+') @295:75
                                              .lhs:
                                                BinOp(op='*') @295:75
                                                  .lhs:
                                                    Name(id='NC') @295:75
                                                  .rhs:
                                                    BinOp(op='+') @295:81
                                                      .lhs:
                                                        BinOp(op='*') @295:81
                                                          .lhs:
                                                            Name(id='ks') @295:81
                                                          .rhs:
                                                            Name(id='NWG') @295:86
                                                      .rhs:
                                                        Name(id='og') @295:92
                                              .rhs:
                                                Name(id='c') @295:98
                                        Name(id='f0') @295:102
                                Assign(targets=('dq_c',)) @296:29
                                  .value:
                                    Call(kwargs=()) @296:36
                                      .func:
                                        Name(id='mma_wait') @296:36
                                      .args:
                                        Name(id='f1') @296:45
                              .orelse:
                                Assign(targets=('dq_c',)) @298:29
                                  .value:
                                    Call(kwargs=()) @298:36
                                      .func:
                                        Name(id='zeros') @298:36
                                      .args:
                                        ListLit() @298:42
                                          .elts:
                                            Name(id='BLOCK_M') @298:43
                                            Name(id='DQ_COLS') @298:52
                                        Name(id='f32') @298:62
                                For(var='g') @299:29
                                  .iter:
                                    Call(kwargs=()) @299:38
                                      .func:
                                        Name(id='static_range') @299:38
                                      .args:
                                        Name(id='NWG') @299:51
                                  .body:
                                    Assign(targets=('gg',)) @300:33
                                      .value:
                                        BinOp(op='%') @300:39
                                          .lhs:
                                            BinOp(op='+') @300:39
                                              .lhs:
                                                Name(id='wg') @300:39
                                              .rhs:
                                                Name(id='g') @300:44
                                          .rhs:
                                            Name(id='NWG') @300:49
                                    If() @301:33
                                      .cond:
                                        Name(id='SMEM_P') @301:36
                                      .body:
                                        Assign(targets=('dq_f',)) @302:37
                                          .value:
                                            Call(kwargs=()) @302:44
                                              .func:
                                                Name(id='mma_async') @302:44
                                              .args:
                                                Index() @302:54
                                                  .value:
                                                    Name(id='ds_s') @302:54
                                                  .subs:
                                                    BinOp(op='+') @302:59
                                                      .lhs:
                                                        BinOp(op='*') @302:59
                                                          .lhs:
                                                            Name(id='last') @302:59
                                                          .rhs:
                                                            Name(id='NWG') @302:66
                                                      .rhs:
                                                        Name(id='gg') @302:72
                                                Index() @302:77
                                                  .value:
                                                    Name(id='kh_tile') @302:77
                                                  .subs:
                                                    BinOp(op='+') @302:85
                                                      .lhs:
                                                        BinOp(op='*') @302:85
                                                          .lhs:
                                                            Name(id='NC') @302:85
                                                          .rhs:
                                                            BinOp(op='+') @302:91
                                                              .lhs:
                                                                BinOp(op='*') @302:91
                                                                  .lhs:
                                                                    Name(id='ks') @302:91
                                                                  .rhs:
                                                                    Name(id='NWG') @302:96
                                                              .rhs:
                                                                Name(id='gg') @302:102
                                                      .rhs:
                                                        Name(id='c') @302:108
                                                Name(id='dq_c') @302:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @304:37
                                          .value:
                                            Call(kwargs=()) @304:44
                                              .func:
                                                Name(id='mma_async') @304:44
                                              .args:
                                                Attr(name='T') @304:54
                                                  .value:
                                                    Index() @304:54
                                                      .value:
                                                        Name(id='ds_s') @304:54
                                                      .subs:
                                                        BinOp(op='+') @304:59
                                                          .lhs:
                                                            BinOp(op='*') @304:59
                                                              .lhs:
                                                                Name(id='last') @304:59
                                                              .rhs:
                                                                Name(id='NWG') @304:66
                                                          .rhs:
                                                            Name(id='gg') @304:72
                                                Index() @304:79
                                                  .value:
                                                    Name(id='kh_tile') @304:79
                                                  .subs:
                                                    BinOp(op='+') @304:87
                                                      .lhs:
                                                        BinOp(op='*') @304:87
                                                          .lhs:
                                                            Name(id='NC') @304:87
                                                          .rhs:
                                                            BinOp(op='+') @304:93
                                                              .lhs:
                                                                BinOp(op='*') @304:93
                                                                  .lhs:
                                                                    Name(id='ks') @304:93
                                                                  .rhs:
                                                                    Name(id='NWG') @304:98
                                                              .rhs:
                                                                Name(id='gg') @304:104
                                                      .rhs:
                                                        Name(id='c') @304:110
                                                Name(id='dq_c') @304:114
                                    Assign(targets=('dq_c',)) @305:33
                                      .value:
                                        Call(kwargs=()) @305:40
                                          .func:
                                            Name(id='mma_wait') @305:40
                                          .args:
                                            Name(id='dq_f') @305:49
                            Wait() @306:25
                              .target:
                                Index() @306:30
                                  .value:
                                    Name(id='dq_empty') @306:30
                                  .subs:
                                    Name(id='i') @306:39
                              .phase:
                                BinOp(op='-') @306:48
                                  .lhs:
                                    Const(value=1) @306:48
                                  .rhs:
                                    BinOp(op='%') @306:52
                                      .lhs:
                                        Name(id='last') @306:52
                                      .rhs:
                                        Const(value=2) @306:59
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
                                        BinOp(op='+') @307:41
                                          .lhs:
                                            BinOp(op='*') @307:41
                                              .lhs:
                                                Name(id='i') @307:41
                                              .rhs:
                                                Name(id='NWG') @307:45
                                          .rhs:
                                            Name(id='wg') @307:51
                                    Name(id='dq_c') @307:56
                            If(orelse=()) @308:25
                              .cond:
                                BoolOp(op='or') @308:28
                                  .values:
                                    Unary(op='not') @308:28
                                      .operand:
                                        Name(id='LATE') @308:32
                                    BinOp(op='<') @308:40
                                      .lhs:
                                        Name(id='i') @308:40
                                      .rhs:
                                        BinOp(op='-') @308:44
                                          .lhs:
                                            Name(id='NCW') @308:44
                                          .rhs:
                                            Const(value=1) @308:50
                              .body:
                                Fence() @309:29
                                Arrive(count=None) @310:29
                                  .target:
                                    Index() @310:36
                                      .value:
                                        Name(id='dq_full') @310:36
                                      .subs:
                                        Name(id='i') @310:44
                    If() @311:17
                      .cond:
                        Name(id='SMEM_P') @311:20
                      .body:
                        Assign(targets=('own',)) @315:21
                          .value:
                            Name(id='wg') @315:27
                        Assign(targets=('og',)) @316:21
                          .value:
                            BinOp(op='%') @316:27
                              .lhs:
                                BinOp(op='+') @316:27
                                  .lhs:
                                    Name(id='wg') @316:27
                                  .rhs:
                                    Const(value=1) @316:32
                              .rhs:
                                Name(id='NWG') @316:37
                        If(orelse=()) @317:21
                          .cond:
                            Name(id='WRITER') @317:24
                          .body:
                            Assign(targets=('own',)) @318:25
                              .value:
                                BinOp(op='+') @318:31
                                  .lhs:
                                    BinOp(op='*') @318:31
                                      .lhs:
                                        Name(id='slot') @318:31
                                      .rhs:
                                        Name(id='NWG') @318:38
                                  .rhs:
                                    Name(id='wg') @318:44
                        Assign(targets=('s_f',)) @319:21
                          .value:
                            Call(kwargs=()) @319:27
                              .func:
                                Name(id='mma_async') @319:27
                              .args:
                                Index() @319:37
                                  .value:
                                    Name(id='q_ring') @319:37
                                  .subs:
                                    Name(id='slot') @319:44
                                Attr(name='T') @319:51
                                  .value:
                                    Index() @319:51
                                      .value:
                                        Name(id='k_tile') @319:51
                                      .subs:
                                        Name(id='mine') @319:58
                        Assign(targets=('dp_f',)) @320:21
                          .value:
                            Call(kwargs=()) @320:28
                              .func:
                                Name(id='mma_async') @320:28
                              .args:
                                Index() @320:38
                                  .value:
                                    Name(id='do_ring') @320:38
                                  .subs:
                                    Name(id='slot') @320:46
                                Attr(name='T') @320:53
                                  .value:
                                    Index() @320:53
                                      .value:
                                        Name(id='v_tile') @320:53
                                      .subs:
                                        Name(id='mine') @320:60
                        If(orelse=()) @321:21
                          .cond:
                            Name(id='late') @321:24
                          .body:
                            Fence() @322:25
                            Arrive(count=None) @323:25
                              .target:
                                Index() @323:32
                                  .value:
                                    Name(id='dq_full') @323:32
                                  .subs:
                                    Name(id='LAST') @323:40
                        Assign(targets=('s',)) @324:21
                          .value:
                            Call() @324:25
                              .func:
                                Name(id='mma_wait') @324:25
                              .args:
                                Name(id='s_f') @324:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @324:47
                                )
                        Assign(targets=('kpos',)) @326:21
                          .value:
                            BinOp(op='+') @326:28
                              .lhs:
                                Name(id='krow0') @326:28
                              .rhs:
                                Call(kwargs=()) @326:36
                                  .func:
                                    Name(id='arange') @326:36
                                  .args:
                                    Name(id='WG_N') @326:43
                        If() @327:21
                          .cond:
                            Name(id='LSE_RING') @327:24
                          .body:
                            Assign(targets=('lse2c',)) @328:25
                              .value:
                                Call(kwargs=()) @328:33
                                  .func:
                                    Name(id='load') @328:33
                                  .args:
                                    Index() @328:38
                                      .value:
                                        Name(id='lse_s') @328:38
                                      .subs:
                                        Name(id='slot') @328:44
                          .orelse:
                            Assign(targets=('lse2c',)) @330:25
                              .value:
                                Index() @330:33
                                  .value:
                                    Name(id='lse2') @330:33
                                  .subs:
                                    FullSlice() @330:38
                                    Const(value=None) @330:41
                        Assign(targets=('p', 'dact')) @331:21
                          .value:
                            Call(kwargs=()) @331:31
                              .func:
                                Name(id='probs') @331:31
                              .args:
                                Name(id='s') @331:37
                                Name(id='edge') @331:40
                                Index() @331:46
                                  .value:
                                    Name(id='qpos') @331:46
                                  .subs:
                                    FullSlice() @331:51
                                    Const(value=None) @331:54
                                Index() @331:61
                                  .value:
                                    Name(id='kpos') @331:61
                                  .subs:
                                    Const(value=None) @331:66
                                    FullSlice() @331:72
                                Name(id='len_q') @331:76
                                Name(id='len_k') @331:83
                                Name(id='lse2c') @331:90
                                Name(id='qk_scale') @331:97
                                Name(id='sm_scale') @332:37
                                Name(id='CAUSAL') @332:47
                                Name(id='ACT') @332:55
                        ExprStmt() @333:21
                          .value:
                            Call(kwargs=()) @333:21
                              .func:
                                Name(id='store_smem') @333:21
                              .args:
                                Index() @333:32
                                  .value:
                                    Name(id='ds_s') @333:32
                                  .subs:
                                    Name(id='own') @333:37
                                Call(kwargs=()) @333:43
                                  .func:
                                    Name(id='cast') @333:43
                                  .args:
                                    Name(id='p') @333:48
                                    Name(id='DT') @333:51
                        Fence() @334:21
                        Assign(targets=('dv_f',)) @335:21
                          .value:
                            Call(kwargs=()) @335:28
                              .func:
                                Name(id='mma_async') @335:28
                              .args:
                                Attr(name='T') @335:38
                                  .value:
                                    Index() @335:38
                                      .value:
                                        Name(id='ds_s') @335:38
                                      .subs:
                                        Name(id='own') @335:43
                                Index() @335:51
                                  .value:
                                    Name(id='do_ring') @335:51
                                  .subs:
                                    Name(id='slot') @335:59
                                Name(id='acc_v') @335:66
                        Assign(targets=('dp',)) @336:21
                          .value:
                            Call() @336:26
                              .func:
                                Name(id='mma_wait') @336:26
                              .args:
                                Name(id='dp_f') @336:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @336:49
                                )
                        If() @337:21
                          .cond:
                            Name(id='LSE_RING') @337:24
                          .body:
                            Assign(targets=('dltc',)) @338:25
                              .value:
                                Call(kwargs=()) @338:32
                                  .func:
                                    Name(id='load') @338:32
                                  .args:
                                    Index() @338:37
                                      .value:
                                        Name(id='dl_s') @338:37
                                      .subs:
                                        Name(id='slot') @338:42
                          .orelse:
                            Assign(targets=('dltc',)) @340:25
                              .value:
                                Index() @340:32
                                  .value:
                                    Name(id='dlt') @340:32
                                  .subs:
                                    FullSlice() @340:36
                                    Const(value=None) @340:39
                        Assign(targets=('ds',)) @341:21
                          .value:
                            Call(kwargs=()) @341:26
                              .func:
                                Name(id='cast') @341:26
                              .args:
                                Call(kwargs=()) @341:31
                                  .func:
                                    Name(id='dscores') @341:31
                                  .args:
                                    Name(id='p') @341:39
                                    Name(id='dact') @341:42
                                    Name(id='dp') @341:48
                                    Name(id='dltc') @341:52
                                    Name(id='ACT') @341:58
                                Name(id='DT') @341:64
                        Assign(targets=('acc_v',)) @342:21
                          .value:
                            Call(kwargs=()) @342:29
                              .func:
                                Name(id='mma_wait') @342:29
                              .args:
                                Name(id='dv_f') @342:38
                        ExprStmt() @343:21
                          .value:
                            Call(kwargs=()) @343:21
                              .func:
                                Name(id='store_smem') @343:21
                              .args:
                                Index() @343:32
                                  .value:
                                    Name(id='ds_s') @343:32
                                  .subs:
                                    Name(id='own') @343:37
                                Name(id='ds') @343:43
                        Fence() @344:21
                        If() @345:21
                          .cond:
                            Name(id='LAG') @345:24
                          .body:
                            Arrive(count=None) @348:25
                              .target:
                                Index() @348:32
                                  .value:
                                    Name(id='ds_ready') @348:32
                                  .subs:
                                    Const(value=0) @348:41
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
                                            Name(id='own') @349:47
                                    Index() @349:55
                                      .value:
                                        Name(id='q_ring') @349:55
                                      .subs:
                                        Name(id='slot') @349:62
                                    Name(id='acc_k') @349:69
                            If(orelse=()) @350:25
                              .cond:
                                BoolOp(op='and') @350:28
                                  .values:
                                    BinOp(op='==') @350:28
                                      .lhs:
                                        Name(id='ACT') @350:28
                                      .rhs:
                                        Const(value='softmax') @350:35
                                    Name(id='AHEAD') @350:49
                              .body:
                                Assign(targets=('nxt',)) @352:29
                                  .value:
                                    Unary(op='-') @352:35
                                      .operand:
                                        Const(value=1) @352:36
                                If(orelse=()) @353:29
                                  .cond:
                                    BinOp(op='==') @353:32
                                      .lhs:
                                        Name(id='which') @353:32
                                      .rhs:
                                        Const(value=1) @353:41
                                  .body:
                                    Assign(targets=('nxt',)) @354:33
                                      .value:
                                        Const(value=1) @354:39
                                Assign(targets=('lse2_n', 'dlt_n')) @355:29
                                  .value:
                                    Call(kwargs=()) @355:45
                                      .func:
                                        Name(id='lse_delta') @355:45
                                      .args:
                                        Call(kwargs=()) @355:55
                                          .func:
                                            Name(id='minimum') @355:55
                                          .args:
                                            BinOp(op='+') @355:63
                                              .lhs:
                                                Name(id='j') @355:63
                                              .rhs:
                                                Const(value=1) @355:67
                                            BinOp(op='-') @355:70
                                              .lhs:
                                                Name(id='steps') @355:70
                                              .rhs:
                                                Const(value=1) @355:78
                                        Name(id='nxt') @355:82
                                        BinOp(op='*') @355:87
                                          .lhs:
                                            Name(id='kvh') @355:87
                                          .rhs:
                                            Name(id='group') @355:93
                                        Name(id='m_lo') @355:100
                                        Name(id='rot') @355:106
                                        Name(id='n_m') @355:111
                                        Name(id='n_x') @355:116
                                        Name(id='n_xs') @356:55
                                        Name(id='SPLIT') @356:61
                                        Name(id='q0') @356:68
                                        Name(id='len_q') @356:72
                                        Name(id='qcols') @356:79
                                        Name(id='lse2_t') @356:86
                                        Name(id='delta_t') @356:94
                                        Name(id='BLOCK_M') @356:103
                            Assign(targets=('acc_k',)) @357:25
                              .value:
                                Call(kwargs=()) @357:33
                                  .func:
                                    Name(id='mma_wait') @357:33
                                  .args:
                                    Name(id='dk_f') @357:42
                            Arrive(count=None) @358:25
                              .target:
                                Index() @358:32
                                  .value:
                                    Name(id='qd_free') @358:32
                                  .subs:
                                    Name(id='slot') @358:40
                            Assign(targets=('last',)) @359:25
                              .value:
                                Name(id='slot') @359:32
                          .orelse:
                            If() @360:21
                              .cond:
                                Name(id='WRITER') @360:26
                              .body:
                                Arrive(count=None) @361:25
                                  .target:
                                    Index() @361:32
                                      .value:
                                        Name(id='ds_ready') @361:32
                                      .subs:
                                        Name(id='slot') @361:41
                                Assign(targets=('dk_f',)) @362:25
                                  .value:
                                    Call(kwargs=()) @362:32
                                      .func:
                                        Name(id='mma_async') @362:32
                                      .args:
                                        Attr(name='T') @362:42
                                          .value:
                                            Index() @362:42
                                              .value:
                                                Name(id='ds_s') @362:42
                                              .subs:
                                                Name(id='own') @362:47
                                        Index() @362:55
                                          .value:
                                            Name(id='q_ring') @362:55
                                          .subs:
                                            Name(id='slot') @362:62
                                        Name(id='acc_k') @362:69
                                Wait(phase=None) @363:25
                                  .target:
                                    Index() @363:30
                                      .value:
                                        Name(id='ds_ready') @363:30
                                      .subs:
                                        Name(id='slot') @363:39
                                For(var='i') @364:25
                                  .iter:
                                    Call(kwargs=()) @364:34
                                      .func:
                                        Name(id='static_range') @364:34
                                      .args:
                                        Name(id='NCW') @364:47
                                  .body:
                                    Assign(targets=('c',)) @365:29
                                      .value:
                                        BinOp(op='+') @365:33
                                          .lhs:
                                            BinOp(op='*') @365:33
                                              .lhs:
                                                Name(id='wg') @365:33
                                              .rhs:
                                                Name(id='NCW') @365:38
                                          .rhs:
                                            Name(id='i') @365:44
                                    If() @366:29
                                      .cond:
                                        Name(id='DQ_PAIR') @366:32
                                      .body:
                                        Assign(targets=('f0',)) @369:33
                                          .value:
                                            Call(kwargs=()) @369:38
                                              .func:
                                                Name(id='mma_async') @369:38
                                              .args:
                                                Index() @369:48
                                                  .value:
                                                    Name(id='ds_s') @369:48
                                                  .subs:
                                                    Name(id='own') @369:53
                                                Index() @369:59
                                                  .value:
                                                    Name(id='kh_tile') @369:59
                                                  .subs:
                                                    BinOp(op='+') @369:67
                                                      .lhs:
                                                        BinOp(op='*') @369:67
                                                          .lhs:
                                                            Name(id='NC') @369:67
                                                          .rhs:
                                                            Name(id='mine') @369:72
                                                      .rhs:
                                                        Name(id='c') @369:79
                                        Assign(targets=('f1',)) @370:33
                                          .value:
                                            Call(kwargs=()) @370:38
                                              .func:
                                                Name(id='mma_async') @370:38
                                              .args:
                                                Index() @370:48
                                                  .value:
                                                    Name(id='ds_s') @370:48
                                                  .subs:
                                                    BinOp(op='+') @370:53
                                                      .lhs:
                                                        BinOp(op='*') @370:53
                                                          .lhs:
                                                            Name(id='slot') @370:53
                                                          .rhs:
                                                            Name(id='NWG') @370:60
                                                      .rhs:
                                                        Name(id='og') @370:66
                                                Index() @370:71
                                                  .value:
                                                    Name(id='kh_tile') @370:71
                                                  .subs:
                                                    BinOp(op='+') @370:79
                                                      .lhs:
                                                        BinOp(op='*') @370:79
                                                          .lhs:
                                                            Name(id='NC') @370:79
                                                          .rhs:
                                                            BinOp(op='+') @370:85
                                                              .lhs:
                                                                BinOp(op='*') @370:85
                                                                  .lhs:
                                                                    Name(id='ks') @370:85
                                                                  .rhs:
                                                                    Name(id='NWG') @370:90
                                                              .rhs:
                                                                Name(id='og') @370:96
                                                      .rhs:
                                                        Name(id='c') @370:102
                                                Name(id='f0') @370:106
                                        If(orelse=()) @371:33
                                          .cond:
                                            BinOp(op='==') @371:36
                                              .lhs:
                                                Name(id='i') @371:36
                                              .rhs:
                                                Const(value=0) @371:41
                                          .body:
                                            Assign(targets=('acc_k',)) @372:37
                                              .value:
                                                Call() @372:45
                                                  .func:
                                                    Name(id='mma_wait') @372:45
                                                  .args:
                                                    Name(id='dk_f') @372:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @372:68
                                                    )
                                            Arrive(count=None) @373:37
                                              .target:
                                                Index() @373:44
                                                  .value:
                                                    Name(id='qd_free') @373:44
                                                  .subs:
                                                    Name(id='slot') @373:52
                                        Assign(targets=('dq_c',)) @374:33
                                          .value:
                                            Call(kwargs=()) @374:40
                                              .func:
                                                Name(id='mma_wait') @374:40
                                              .args:
                                                Name(id='f1') @374:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @376:33
                                          .value:
                                            Call(kwargs=()) @376:40
                                              .func:
                                                Name(id='zeros') @376:40
                                              .args:
                                                ListLit() @376:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @376:47
                                                    Name(id='DQ_COLS') @376:56
                                                Name(id='f32') @376:66
                                        For(var='g') @377:33
                                          .iter:
                                            Call(kwargs=()) @377:42
                                              .func:
                                                Name(id='static_range') @377:42
                                              .args:
                                                Name(id='NWG') @377:55
                                          .body:
                                            Assign(targets=('gg',)) @378:37
                                              .value:
                                                BinOp(op='%') @378:43
                                                  .lhs:
                                                    BinOp(op='+') @378:43
                                                      .lhs:
                                                        Name(id='wg') @378:43
                                                      .rhs:
                                                        Name(id='g') @378:48
                                                  .rhs:
                                                    Name(id='NWG') @378:53
                                            Assign(targets=('dq_f',)) @379:37
                                              .value:
                                                Call(kwargs=()) @379:44
                                                  .func:
                                                    Name(id='mma_async') @379:44
                                                  .args:
                                                    Index() @379:54
                                                      .value:
                                                        Name(id='ds_s') @379:54
                                                      .subs:
                                                        BinOp(op='+') @379:59
                                                          .lhs:
                                                            BinOp(op='*') @379:59
                                                              .lhs:
                                                                Name(id='slot') @379:59
                                                              .rhs:
                                                                Name(id='NWG') @379:66
                                                          .rhs:
                                                            Name(id='gg') @379:72
                                                    Index() @379:77
                                                      .value:
                                                        Name(id='kh_tile') @379:77
                                                      .subs:
                                                        BinOp(op='+') @379:85
                                                          .lhs:
                                                            BinOp(op='*') @379:85
                                                              .lhs:
                                                                Name(id='NC') @379:85
                                                              .rhs:
                                                                BinOp(op='+') @379:91
                                                                  .lhs:
                                                                    BinOp(op='*') @379:91
                                                                      .lhs:
                                                                        Name(id='ks') @379:91
                                                                      .rhs:
                                                                        Name(id='NWG') @379:96
                                                                  .rhs:
                                                                    Name(id='gg') @379:102
                                                          .rhs:
                                                            Name(id='c') @379:108
                                                    Name(id='dq_c') @379:112
                                            If(orelse=()) @380:37
                                              .cond:
                                                BoolOp(op='and') @380:40
                                                  .values:
                                                    BinOp(op='==') @380:40
                                                      .lhs:
                                                        Name(id='i') @380:40
                                                      .rhs:
                                                        Const(value=0) @380:45
                                                    BinOp(op='==') @380:51
                                                      .lhs:
                                                        Name(id='g') @380:51
                                                      .rhs:
                                                        Const(value=0) @380:56
                                              .body:
                                                Assign(targets=('acc_k',)) @382:41
                                                  .value:
                                                    Call() @382:49
                                                      .func:
                                                        Name(id='mma_wait') @382:49
                                                      .args:
                                                        Name(id='dk_f') @382:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @382:72
                                                        )
                                                Arrive(count=None) @383:41
                                                  .target:
                                                    Index() @383:48
                                                      .value:
                                                        Name(id='qd_free') @383:48
                                                      .subs:
                                                        Name(id='slot') @383:56
                                            Assign(targets=('dq_c',)) @384:37
                                              .value:
                                                Call(kwargs=()) @384:44
                                                  .func:
                                                    Name(id='mma_wait') @384:44
                                                  .args:
                                                    Name(id='dq_f') @384:53
                                    Wait() @385:29
                                      .target:
                                        Index() @385:34
                                          .value:
                                            Name(id='dq_empty') @385:34
                                          .subs:
                                            Name(id='i') @385:43
                                      .phase:
                                        BinOp(op='-') @385:52
                                          .lhs:
                                            Const(value=1) @385:52
                                          .rhs:
                                            BinOp(op='%') @385:56
                                              .lhs:
                                                Name(id='slot') @385:56
                                              .rhs:
                                                Const(value=2) @385:63
                                    ExprStmt() @386:29
                                      .value:
                                        Call(kwargs=()) @386:29
                                          .func:
                                            Name(id='store_smem') @386:29
                                          .args:
                                            Index() @386:40
                                              .value:
                                                Name(id='dq_s') @386:40
                                              .subs:
                                                BinOp(op='+') @386:45
                                                  .lhs:
                                                    BinOp(op='*') @386:45
                                                      .lhs:
                                                        Name(id='i') @386:45
                                                      .rhs:
                                                        Name(id='NWG') @386:49
                                                  .rhs:
                                                    Name(id='wg') @386:55
                                            Name(id='dq_c') @386:60
                                    Fence() @387:29
                                    Arrive(count=None) @388:29
                                      .target:
                                        Index() @388:36
                                          .value:
                                            Name(id='dq_full') @388:36
                                          .subs:
                                            Name(id='i') @388:44
                              .orelse:
                                Assign(targets=('dq_f',)) @390:25
                                  .value:
                                    Call(kwargs=()) @390:32
                                      .func:
                                        Name(id='mma_async') @390:32
                                      .args:
                                        Index() @390:42
                                          .value:
                                            Name(id='ds_s') @390:42
                                          .subs:
                                            Name(id='wg') @390:47
                                        Index() @390:52
                                          .value:
                                            Name(id='kh_tile') @390:52
                                          .subs:
                                            BinOp(op='*') @390:60
                                              .lhs:
                                                Name(id='NC') @390:60
                                              .rhs:
                                                Name(id='mine') @390:65
                                Assign(targets=('dk_f',)) @391:25
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
                                            Name(id='q_ring') @391:54
                                          .subs:
                                            Name(id='slot') @391:61
                                        Name(id='acc_k') @391:68
                                Assign(targets=('dq_c',)) @392:25
                                  .value:
                                    Call() @392:32
                                      .func:
                                        Name(id='mma_wait') @392:32
                                      .args:
                                        Name(id='dq_f') @392:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @392:55
                                        )
                                ExprStmt() @393:25
                                  .value:
                                    Call(kwargs=()) @393:25
                                      .func:
                                        Name(id='store_smem') @393:25
                                      .args:
                                        Index() @393:36
                                          .value:
                                            Name(id='dq_s') @393:36
                                          .subs:
                                            Name(id='wg') @393:41
                                        Name(id='dq_c') @393:46
                                Fence() @394:25
                                Tma(signals=None, reduce='add') @395:25
                                  .dst:
                                    Index() @395:29
                                      .value:
                                        Name(id='dq_acc') @395:29
                                      .subs:
                                        Name(id='seq') @395:36
                                        Name(id='mb') @395:41
                                        Name(id='head') @395:45
                                        Const(value=0) @395:51
                                  .src:
                                    Index() @395:57
                                      .value:
                                        Name(id='dq_s') @395:57
                                      .subs:
                                        Name(id='wg') @395:62
                                Assign(targets=('dq_f',)) @396:25
                                  .value:
                                    Call(kwargs=()) @396:32
                                      .func:
                                        Name(id='mma_async') @396:32
                                      .args:
                                        Index() @396:42
                                          .value:
                                            Name(id='ds_s') @396:42
                                          .subs:
                                            Name(id='wg') @396:47
                                        Index() @396:52
                                          .value:
                                            Name(id='kh_tile') @396:52
                                          .subs:
                                            BinOp(op='+') @396:60
                                              .lhs:
                                                BinOp(op='*') @396:60
                                                  .lhs:
                                                    Name(id='NC') @396:60
                                                  .rhs:
                                                    Name(id='mine') @396:65
                                              .rhs:
                                                Const(value=1) @396:72
                                Assign(targets=('acc_k',)) @397:25
                                  .value:
                                    Call() @397:33
                                      .func:
                                        Name(id='mma_wait') @397:33
                                      .args:
                                        Name(id='dk_f') @397:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @397:56
                                        )
                                Assign(targets=('dq_c',)) @398:25
                                  .value:
                                    Call(kwargs=()) @398:32
                                      .func:
                                        Name(id='mma_wait') @398:32
                                      .args:
                                        Name(id='dq_f') @398:41
                                Arrive(count=None) @399:25
                                  .target:
                                    Index() @399:32
                                      .value:
                                        Name(id='qd_free') @399:32
                                      .subs:
                                        Name(id='slot') @399:40
                                ExprStmt() @400:25
                                  .value:
                                    Call(kwargs=()) @400:25
                                      .func:
                                        Name(id='store_smem') @400:25
                                      .args:
                                        Index() @400:36
                                          .value:
                                            Name(id='dq_s') @400:36
                                          .subs:
                                            Name(id='wg') @400:41
                                        Name(id='dq_c') @400:46
                                Fence() @401:25
                                Tma(signals=None, reduce='add') @402:25
                                  .dst:
                                    Index() @402:29
                                      .value:
                                        Name(id='dq_acc') @402:29
                                      .subs:
                                        Name(id='seq') @402:36
                                        Name(id='mb') @402:41
                                        Name(id='head') @402:45
                                        Const(value=1) @402:51
                                  .src:
                                    Index() @402:57
                                      .value:
                                        Name(id='dq_s') @402:57
                                      .subs:
                                        Name(id='wg') @402:62
                                For(var='c') @403:25
                                  .iter:
                                    Call(kwargs=()) @403:34
                                      .func:
                                        Name(id='static_range') @403:34
                                      .args:
                                        Const(value=2) @403:47
                                        Name(id='NC') @403:50
                                  .body:
                                    Assign(targets=('dq_c',)) @404:29
                                      .value:
                                        Call(kwargs=()) @404:36
                                          .func:
                                            Name(id='mma_wait') @404:36
                                          .args:
                                            Call(kwargs=()) @404:45
                                              .func:
                                                Name(id='mma_async') @404:45
                                              .args:
                                                Index() @404:55
                                                  .value:
                                                    Name(id='ds_s') @404:55
                                                  .subs:
                                                    Name(id='wg') @404:60
                                                Index() @404:65
                                                  .value:
                                                    Name(id='kh_tile') @404:65
                                                  .subs:
                                                    BinOp(op='+') @404:73
                                                      .lhs:
                                                        BinOp(op='*') @404:73
                                                          .lhs:
                                                            Name(id='NC') @404:73
                                                          .rhs:
                                                            Name(id='mine') @404:78
                                                      .rhs:
                                                        Name(id='c') @404:85
                                    ExprStmt() @405:29
                                      .value:
                                        Call(kwargs=()) @405:29
                                          .func:
                                            Name(id='store_smem') @405:29
                                          .args:
                                            Index() @405:40
                                              .value:
                                                Name(id='dq_s') @405:40
                                              .subs:
                                                Name(id='wg') @405:45
                                            Name(id='dq_c') @405:50
                                    Fence() @406:29
                                    Tma(signals=None, reduce='add') @407:29
                                      .dst:
                                        Index() @407:33
                                          .value:
                                            Name(id='dq_acc') @407:33
                                          .subs:
                                            Name(id='seq') @407:40
                                            Name(id='mb') @407:45
                                            Name(id='head') @407:49
                                            Name(id='c') @407:55
                                      .src:
                                        Index() @407:61
                                          .value:
                                            Name(id='dq_s') @407:61
                                          .subs:
                                            Name(id='wg') @407:66
                      .orelse:
                        Assign(targets=('st_f',)) @409:21
                          .value:
                            Call(kwargs=()) @409:28
                              .func:
                                Name(id='mma_async') @409:28
                              .args:
                                Index() @409:38
                                  .value:
                                    Name(id='k_tile') @409:38
                                  .subs:
                                    Name(id='mine') @409:45
                                Attr(name='T') @409:52
                                  .value:
                                    Index() @409:52
                                      .value:
                                        Name(id='q_ring') @409:52
                                      .subs:
                                        Name(id='slot') @409:59
                        Assign(targets=('dpt_f',)) @410:21
                          .value:
                            Call(kwargs=()) @410:29
                              .func:
                                Name(id='mma_async') @410:29
                              .args:
                                Index() @410:39
                                  .value:
                                    Name(id='v_tile') @410:39
                                  .subs:
                                    Name(id='mine') @410:46
                                Attr(name='T') @410:53
                                  .value:
                                    Index() @410:53
                                      .value:
                                        Name(id='do_ring') @410:53
                                      .subs:
                                        Name(id='slot') @410:61
                        If(orelse=()) @411:21
                          .cond:
                            Name(id='late') @411:24
                          .body:
                            Fence() @412:25
                            Arrive(count=None) @413:25
                              .target:
                                Index() @413:32
                                  .value:
                                    Name(id='dq_full') @413:32
                                  .subs:
                                    Name(id='LAST') @413:40
                        Assign(targets=('st',)) @414:21
                          .value:
                            Call() @414:26
                              .func:
                                Name(id='mma_wait') @414:26
                              .args:
                                Name(id='st_f') @414:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @414:49
                                )
                        If() @415:21
                          .cond:
                            Name(id='LSE_RING') @415:24
                          .body:
                            Assign(targets=('lse2r',)) @416:25
                              .value:
                                Call(kwargs=()) @416:33
                                  .func:
                                    Name(id='load') @416:33
                                  .args:
                                    Index() @416:38
                                      .value:
                                        Name(id='lse_s') @416:38
                                      .subs:
                                        Name(id='slot') @416:44
                          .orelse:
                            Assign(targets=('lse2r',)) @418:25
                              .value:
                                Index() @418:33
                                  .value:
                                    Name(id='lse2') @418:33
                                  .subs:
                                    Const(value=None) @418:38
                                    FullSlice() @418:44
                        Assign(targets=('pt', 'dact')) @419:21
                          .value:
                            Call(kwargs=()) @419:32
                              .func:
                                Name(id='probs') @419:32
                              .args:
                                Name(id='st') @419:38
                                Name(id='edge') @419:42
                                Index() @419:48
                                  .value:
                                    Name(id='qpos') @419:48
                                  .subs:
                                    Const(value=None) @419:53
                                    FullSlice() @419:59
                                Index() @419:63
                                  .value:
                                    Name(id='krows') @419:63
                                  .subs:
                                    FullSlice() @419:69
                                    Const(value=None) @419:72
                                Name(id='len_q') @419:79
                                Name(id='len_k') @419:86
                                Name(id='lse2r') @419:93
                                Name(id='qk_scale') @419:100
                                Name(id='sm_scale') @420:38
                                Name(id='CAUSAL') @420:48
                                Name(id='ACT') @420:56
                        Assign(targets=('dpt',)) @421:21
                          .value:
                            Call(kwargs=()) @421:27
                              .func:
                                Name(id='mma_wait') @421:27
                              .args:
                                Name(id='dpt_f') @421:36
                        Assign(targets=('dv_f',)) @423:21
                          .value:
                            Call(kwargs=()) @423:28
                              .func:
                                Name(id='mma_async') @423:28
                              .args:
                                Call(kwargs=()) @423:38
                                  .func:
                                    Name(id='cast') @423:38
                                  .args:
                                    Name(id='pt') @423:43
                                    Name(id='DT') @423:47
                                Index() @423:52
                                  .value:
                                    Name(id='do_ring') @423:52
                                  .subs:
                                    Name(id='slot') @423:60
                                Name(id='acc_v') @423:67
                        If() @424:21
                          .cond:
                            Name(id='LSE_RING') @424:24
                          .body:
                            Assign(targets=('dltr',)) @425:25
                              .value:
                                Call(kwargs=()) @425:32
                                  .func:
                                    Name(id='load') @425:32
                                  .args:
                                    Index() @425:37
                                      .value:
                                        Name(id='dl_s') @425:37
                                      .subs:
                                        Name(id='slot') @425:42
                          .orelse:
                            Assign(targets=('dltr',)) @427:25
                              .value:
                                Index() @427:32
                                  .value:
                                    Name(id='dlt') @427:32
                                  .subs:
                                    Const(value=None) @427:36
                                    FullSlice() @427:42
                        Assign(targets=('dst',)) @428:21
                          .value:
                            Call(kwargs=()) @428:27
                              .func:
                                Name(id='cast') @428:27
                              .args:
                                Call(kwargs=()) @428:32
                                  .func:
                                    Name(id='dscores') @428:32
                                  .args:
                                    Name(id='pt') @428:40
                                    Name(id='dact') @428:44
                                    Name(id='dpt') @428:50
                                    Name(id='dltr') @428:55
                                    Name(id='ACT') @428:61
                                Name(id='DT') @428:67
                        If() @429:21
                          .cond:
                            Name(id='LAG') @429:24
                          .body:
                            ExprStmt() @431:25
                              .value:
                                Call(kwargs=()) @431:25
                                  .func:
                                    Name(id='store_smem') @431:25
                                  .args:
                                    Index() @431:36
                                      .value:
                                        Name(id='ds_s') @431:36
                                      .subs:
                                        BinOp(op='+') @431:41
                                          .lhs:
                                            BinOp(op='*') @431:41
                                              .lhs:
                                                Name(id='slot') @431:41
                                              .rhs:
                                                Name(id='NWG') @431:48
                                          .rhs:
                                            Name(id='wg') @431:54
                                    Name(id='dst') @431:59
                            Fence() @432:25
                            Arrive(count=None) @433:25
                              .target:
                                Index() @433:32
                                  .value:
                                    Name(id='ds_ready') @433:32
                                  .subs:
                                    Const(value=0) @433:41
                            Assign(targets=('dk_f',)) @434:25
                              .value:
                                Call(kwargs=()) @434:32
                                  .func:
                                    Name(id='mma_async') @434:32
                                  .args:
                                    Name(id='dst') @434:42
                                    Index() @434:47
                                      .value:
                                        Name(id='q_ring') @434:47
                                      .subs:
                                        Name(id='slot') @434:54
                                    Name(id='acc_k') @434:61
                            Assign(targets=('acc_v',)) @435:25
                              .value:
                                Call() @435:33
                                  .func:
                                    Name(id='mma_wait') @435:33
                                  .args:
                                    Name(id='dv_f') @435:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @435:56
                                    )
                            Assign(targets=('acc_k',)) @436:25
                              .value:
                                Call(kwargs=()) @436:33
                                  .func:
                                    Name(id='mma_wait') @436:33
                                  .args:
                                    Name(id='dk_f') @436:42
                            Arrive(count=None) @437:25
                              .target:
                                Index() @437:32
                                  .value:
                                    Name(id='qd_free') @437:32
                                  .subs:
                                    Name(id='slot') @437:40
                            Assign(targets=('last',)) @438:25
                              .value:
                                Name(id='slot') @438:32
                          .orelse:
                            If() @439:21
                              .cond:
                                Name(id='WRITER') @439:26
                              .body:
                                ExprStmt() @441:25
                                  .value:
                                    Call(kwargs=()) @441:25
                                      .func:
                                        Name(id='store_smem') @441:25
                                      .args:
                                        Index() @441:36
                                          .value:
                                            Name(id='ds_s') @441:36
                                          .subs:
                                            BinOp(op='+') @441:41
                                              .lhs:
                                                BinOp(op='*') @441:41
                                                  .lhs:
                                                    Name(id='slot') @441:41
                                                  .rhs:
                                                    Name(id='NWG') @441:48
                                              .rhs:
                                                Name(id='wg') @441:54
                                        Name(id='dst') @441:59
                                Fence() @442:25
                                Arrive(count=None) @443:25
                                  .target:
                                    Index() @443:32
                                      .value:
                                        Name(id='ds_ready') @443:32
                                      .subs:
                                        Name(id='slot') @443:41
                                Assign(targets=('dk_f',)) @444:25
                                  .value:
                                    Call(kwargs=()) @444:32
                                      .func:
                                        Name(id='mma_async') @444:32
                                      .args:
                                        Name(id='dst') @444:42
                                        Index() @444:47
                                          .value:
                                            Name(id='q_ring') @444:47
                                          .subs:
                                            Name(id='slot') @444:54
                                        Name(id='acc_k') @444:61
                                If() @445:25
                                  .cond:
                                    Name(id='DQ_EARLY') @445:28
                                  .body:
                                    Assign(targets=('own',)) @448:29
                                      .value:
                                        BinOp(op='+') @448:35
                                          .lhs:
                                            BinOp(op='*') @448:35
                                              .lhs:
                                                Name(id='slot') @448:35
                                              .rhs:
                                                Name(id='NWG') @448:42
                                          .rhs:
                                            Name(id='wg') @448:48
                                    Assign(targets=('c0',)) @449:29
                                      .value:
                                        BinOp(op='*') @449:34
                                          .lhs:
                                            Name(id='wg') @449:34
                                          .rhs:
                                            Name(id='NCW') @449:39
                                    Assign(targets=('a0',)) @450:29
                                      .value:
                                        Call(kwargs=()) @450:34
                                          .func:
                                            Name(id='mma_async') @450:34
                                          .args:
                                            Attr(name='T') @450:44
                                              .value:
                                                Index() @450:44
                                                  .value:
                                                    Name(id='ds_s') @450:44
                                                  .subs:
                                                    Name(id='own') @450:49
                                            Index() @450:57
                                              .value:
                                                Name(id='kh_tile') @450:57
                                              .subs:
                                                BinOp(op='+') @450:65
                                                  .lhs:
                                                    BinOp(op='*') @450:65
                                                      .lhs:
                                                        Name(id='NC') @450:65
                                                      .rhs:
                                                        Name(id='mine') @450:70
                                                  .rhs:
                                                    Name(id='c0') @450:77
                                            Call(kwargs=()) @450:82
                                              .func:
                                                Name(id='zeros') @450:82
                                              .args:
                                                ListLit() @450:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @450:89
                                                    Name(id='DQ_COLS') @450:98
                                                Name(id='f32') @450:108
                                    Assign(targets=('a1',)) @451:29
                                      .value:
                                        Call(kwargs=()) @451:34
                                          .func:
                                            Name(id='mma_async') @451:34
                                          .args:
                                            Attr(name='T') @451:44
                                              .value:
                                                Index() @451:44
                                                  .value:
                                                    Name(id='ds_s') @451:44
                                                  .subs:
                                                    Name(id='own') @451:49
                                            Index() @451:57
                                              .value:
                                                Name(id='kh_tile') @451:57
                                              .subs:
                                                BinOp(op='+') @451:65
                                                  .lhs:
                                                    BinOp(op='+') @451:65
                                                      .lhs:
                                                        BinOp(op='*') @451:65
                                                          .lhs:
                                                            Name(id='NC') @451:65
                                                          .rhs:
                                                            Name(id='mine') @451:70
                                                      .rhs:
                                                        Name(id='c0') @451:77
                                                  .rhs:
                                                    Const(value=1) @451:82
                                            Call(kwargs=()) @451:86
                                              .func:
                                                Name(id='zeros') @451:86
                                              .args:
                                                ListLit() @451:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @451:93
                                                    Name(id='DQ_COLS') @451:102
                                                Name(id='f32') @451:112
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
                                              Const(value=3) @452:60
                                            )
                                    Assign(targets=('acc_k',)) @453:29
                                      .value:
                                        Call() @453:37
                                          .func:
                                            Name(id='mma_wait') @453:37
                                          .args:
                                            Name(id='dk_f') @453:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @453:60
                                            )
                                    Arrive(count=None) @454:29
                                      .target:
                                        Index() @454:36
                                          .value:
                                            Name(id='qd_free') @454:36
                                          .subs:
                                            Name(id='slot') @454:44
                                    Assign(targets=('p0',)) @455:29
                                      .value:
                                        Call() @455:34
                                          .func:
                                            Name(id='mma_wait') @455:34
                                          .args:
                                            Name(id='a0') @455:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @455:55
                                            )
                                    Assign(targets=('p1',)) @456:29
                                      .value:
                                        Call(kwargs=()) @456:34
                                          .func:
                                            Name(id='mma_wait') @456:34
                                          .args:
                                            Name(id='a1') @456:43
                                    Wait(phase=None) @457:29
                                      .target:
                                        Index() @457:34
                                          .value:
                                            Name(id='ds_ready') @457:34
                                          .subs:
                                            Name(id='slot') @457:43
                                    Assign(targets=('og',)) @458:29
                                      .value:
                                        BinOp(op='%') @458:35
                                          .lhs:
                                            BinOp(op='+') @458:35
                                              .lhs:
                                                Name(id='wg') @458:35
                                              .rhs:
                                                Const(value=1) @458:40
                                          .rhs:
                                            Name(id='NWG') @458:45
                                    Assign(targets=('b0',)) @459:29
                                      .value:
                                        Call(kwargs=()) @459:34
                                          .func:
                                            Name(id='mma_async') @459:34
                                          .args:
                                            Attr(name='T') @459:44
                                              .value:
                                                Index() @459:44
                                                  .value:
                                                    Name(id='ds_s') @459:44
                                                  .subs:
                                                    BinOp(op='+') @459:49
                                                      .lhs:
                                                        BinOp(op='*') @459:49
                                                          .lhs:
                                                            Name(id='slot') @459:49
                                                          .rhs:
                                                            Name(id='NWG') @459:56
                                                      .rhs:
                                                        Name(id='og') @459:62
                                            Index() @459:69
                                              .value:
                                                Name(id='kh_tile') @459:69
                                              .subs:
                                                BinOp(op='+') @459:77
                                                  .lhs:
                                                    BinOp(op='*') @459:77
                                                      .lhs:
                                                        Name(id='NC') @459:77
                                                      .rhs:
                                                        BinOp(op='+') @459:83
                                                          .lhs:
                                                            BinOp(op='*') @459:83
                                                              .lhs:
                                                                Name(id='ks') @459:83
                                                              .rhs:
                                                                Name(id='NWG') @459:88
                                                          .rhs:
                                                            Name(id='og') @459:94
                                                  .rhs:
                                                    Name(id='c0') @459:100
                                            Name(id='p0') @459:105
                                    Assign(targets=('b1',)) @460:29
                                      .value:
                                        Call(kwargs=()) @460:34
                                          .func:
                                            Name(id='mma_async') @460:34
                                          .args:
                                            Attr(name='T') @460:44
                                              .value:
                                                Index() @460:44
                                                  .value:
                                                    Name(id='ds_s') @460:44
                                                  .subs:
                                                    BinOp(op='+') @460:49
                                                      .lhs:
                                                        BinOp(op='*') @460:49
                                                          .lhs:
                                                            Name(id='slot') @460:49
                                                          .rhs:
                                                            Name(id='NWG') @460:56
                                                      .rhs:
                                                        Name(id='og') @460:62
                                            Index() @460:69
                                              .value:
                                                Name(id='kh_tile') @460:69
                                              .subs:
                                                BinOp(op='+') @460:77
                                                  .lhs:
                                                    BinOp(op='+') @460:77
                                                      .lhs:
                                                        BinOp(op='*') @460:77
                                                          .lhs:
                                                            Name(id='NC') @460:77
                                                          .rhs:
                                                            BinOp(op='+') @460:83
                                                              .lhs:
                                                                BinOp(op='*') @460:83
                                                                  .lhs:
                                                                    Name(id='ks') @460:83
                                                                  .rhs:
                                                                    Name(id='NWG') @460:88
                                                              .rhs:
                                                                Name(id='og') @460:94
                                                      .rhs:
                                                        Name(id='c0') @460:100
                                                  .rhs:
                                                    Const(value=1) @460:105
                                            Name(id='p1') @460:109
                                    Assign(targets=('p0',)) @462:29
                                      .value:
                                        Call() @462:34
                                          .func:
                                            Name(id='mma_wait') @462:34
                                          .args:
                                            Name(id='b0') @462:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @462:55
                                            )
                                    Wait() @463:29
                                      .target:
                                        Index() @463:34
                                          .value:
                                            Name(id='dq_empty') @463:34
                                          .subs:
                                            Const(value=0) @463:43
                                      .phase:
                                        BinOp(op='-') @463:52
                                          .lhs:
                                            Const(value=1) @463:52
                                          .rhs:
                                            BinOp(op='%') @463:56
                                              .lhs:
                                                Name(id='slot') @463:56
                                              .rhs:
                                                Const(value=2) @463:63
                                    ExprStmt() @464:29
                                      .value:
                                        Call(kwargs=()) @464:29
                                          .func:
                                            Name(id='store_smem') @464:29
                                          .args:
                                            Index() @464:40
                                              .value:
                                                Name(id='dq_s') @464:40
                                              .subs:
                                                Name(id='wg') @464:45
                                            Name(id='p0') @464:50
                                    Fence() @465:29
                                    Arrive(count=None) @466:29
                                      .target:
                                        Index() @466:36
                                          .value:
                                            Name(id='dq_full') @466:36
                                          .subs:
                                            Const(value=0) @466:44
                                    Assign(targets=('p1',)) @467:29
                                      .value:
                                        Call(kwargs=()) @467:34
                                          .func:
                                            Name(id='mma_wait') @467:34
                                          .args:
                                            Name(id='b1') @467:43
                                    Wait() @468:29
                                      .target:
                                        Index() @468:34
                                          .value:
                                            Name(id='dq_empty') @468:34
                                          .subs:
                                            Const(value=1) @468:43
                                      .phase:
                                        BinOp(op='-') @468:52
                                          .lhs:
                                            Const(value=1) @468:52
                                          .rhs:
                                            BinOp(op='%') @468:56
                                              .lhs:
                                                Name(id='slot') @468:56
                                              .rhs:
                                                Const(value=2) @468:63
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
                                                BinOp(op='+') @469:45
                                                  .lhs:
                                                    Name(id='NWG') @469:45
                                                  .rhs:
                                                    Name(id='wg') @469:51
                                            Name(id='p1') @469:56
                                    Fence() @470:29
                                    Arrive(count=None) @471:29
                                      .target:
                                        Index() @471:36
                                          .value:
                                            Name(id='dq_full') @471:36
                                          .subs:
                                            Const(value=1) @471:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @473:29
                                      .value:
                                        Call() @473:37
                                          .func:
                                            Name(id='mma_wait') @473:37
                                          .args:
                                            Name(id='dv_f') @473:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @473:60
                                            )
                                    Assign(targets=('acc_k',)) @474:29
                                      .value:
                                        Call(kwargs=()) @474:37
                                          .func:
                                            Name(id='mma_wait') @474:37
                                          .args:
                                            Name(id='dk_f') @474:46
                                    Arrive(count=None) @475:29
                                      .target:
                                        Index() @475:36
                                          .value:
                                            Name(id='qd_free') @475:36
                                          .subs:
                                            Name(id='slot') @475:44
                                    Wait(phase=None) @476:29
                                      .target:
                                        Index() @476:34
                                          .value:
                                            Name(id='ds_ready') @476:34
                                          .subs:
                                            Name(id='slot') @476:43
                                    If() @477:29
                                      .cond:
                                        Name(id='ROWS') @477:32
                                      .body:
                                        Assign(targets=('RW',)) @479:33
                                          .value:
                                            BinOp(op='//') @479:38
                                              .lhs:
                                                Name(id='BLOCK_M') @479:38
                                              .rhs:
                                                Name(id='NWG') @479:49
                                        Assign(targets=('dq_r',)) @480:33
                                          .value:
                                            Call(kwargs=()) @480:40
                                              .func:
                                                Name(id='zeros') @480:40
                                              .args:
                                                ListLit() @480:46
                                                  .elts:
                                                    Name(id='RW') @480:47
                                                    Name(id='D') @480:51
                                                Name(id='f32') @480:55
                                        For(var='g') @481:33
                                          .iter:
                                            Call(kwargs=()) @481:42
                                              .func:
                                                Name(id='static_range') @481:42
                                              .args:
                                                Name(id='NWG') @481:55
                                          .body:
                                            Assign(targets=('gg',)) @482:37
                                              .value:
                                                BinOp(op='%') @482:43
                                                  .lhs:
                                                    BinOp(op='+') @482:43
                                                      .lhs:
                                                        Name(id='wg') @482:43
                                                      .rhs:
                                                        Name(id='g') @482:48
                                                  .rhs:
                                                    Name(id='NWG') @482:53
                                            Assign(targets=('dq_r',)) @483:37
                                              .value:
                                                Call(kwargs=()) @483:44
                                                  .func:
                                                    Name(id='mma_wait') @483:44
                                                  .args:
                                                    Call(kwargs=()) @483:53
                                                      .func:
                                                        Name(id='mma_async') @483:53
                                                      .args:
                                                        Attr(name='T') @483:63
                                                          .value:
                                                            Call(kwargs=()) @483:63
                                                              .func:
                                                                Name(id='col_block') @483:63
                                                              .args:
                                                                Index() @483:73
                                                                  .value:
                                                                    Name(id='ds_s') @483:73
                                                                  .subs:
                                                                    BinOp(op='+') @483:78
                                                                      .lhs:
                                                                        BinOp(op='*') @483:78
                                                                          .lhs:
                                                                            Name(id='slot') @483:78
                                                                          .rhs:
                                                                            Name(id='NWG') @483:85
                                                                      .rhs:
                                                                        Name(id='gg') @483:91
                                                                Name(id='wg') @483:96
                                                                Name(id='RW') @483:100
                                                        Index() @484:63
                                                          .value:
                                                            Name(id='k_tile') @484:63
                                                          .subs:
                                                            BinOp(op='+') @484:70
                                                              .lhs:
                                                                BinOp(op='*') @484:70
                                                                  .lhs:
                                                                    Name(id='ks') @484:70
                                                                  .rhs:
                                                                    Name(id='NWG') @484:75
                                                              .rhs:
                                                                Name(id='gg') @484:81
                                                        Name(id='dq_r') @484:86
                                        Wait() @485:33
                                          .target:
                                            Index() @485:38
                                              .value:
                                                Name(id='dq_empty') @485:38
                                              .subs:
                                                Const(value=0) @485:47
                                          .phase:
                                            BinOp(op='-') @485:56
                                              .lhs:
                                                Const(value=1) @485:56
                                              .rhs:
                                                BinOp(op='%') @485:60
                                                  .lhs:
                                                    Name(id='slot') @485:60
                                                  .rhs:
                                                    Const(value=2) @485:67
                                        ExprStmt() @486:33
                                          .value:
                                            Call(kwargs=()) @486:33
                                              .func:
                                                Name(id='store_smem') @486:33
                                              .args:
                                                Index() @486:44
                                                  .value:
                                                    Name(id='dq_s') @486:44
                                                  .subs:
                                                    Name(id='wg') @486:49
                                                Name(id='dq_r') @486:54
                                        If(orelse=()) @487:33
                                          .cond:
                                            Unary(op='not') @487:36
                                              .operand:
                                                Name(id='LATE') @487:40
                                          .body:
                                            Fence() @488:37
                                            Arrive(count=None) @489:37
                                              .target:
                                                Index() @489:44
                                                  .value:
                                                    Name(id='dq_full') @489:44
                                                  .subs:
                                                    Const(value=0) @489:52
                                      .orelse:
                                        For(var='i') @493:33
                                          .iter:
                                            Call(kwargs=()) @493:42
                                              .func:
                                                Name(id='static_range') @493:42
                                              .args:
                                                Name(id='NCW') @493:55
                                          .body:
                                            Assign(targets=('c',)) @494:37
                                              .value:
                                                BinOp(op='+') @494:41
                                                  .lhs:
                                                    BinOp(op='*') @494:41
                                                      .lhs:
                                                        Name(id='wg') @494:41
                                                      .rhs:
                                                        Name(id='NCW') @494:46
                                                  .rhs:
                                                    Name(id='i') @494:52
                                            Assign(targets=('dq_c',)) @495:37
                                              .value:
                                                Call(kwargs=()) @495:44
                                                  .func:
                                                    Name(id='zeros') @495:44
                                                  .args:
                                                    ListLit() @495:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @495:51
                                                        Name(id='DQ_COLS') @495:60
                                                    Name(id='f32') @495:70
                                            For(var='g') @496:37
                                              .iter:
                                                Call(kwargs=()) @496:46
                                                  .func:
                                                    Name(id='static_range') @496:46
                                                  .args:
                                                    Name(id='NWG') @496:59
                                              .body:
                                                Assign(targets=('gg',)) @497:41
                                                  .value:
                                                    BinOp(op='%') @497:47
                                                      .lhs:
                                                        BinOp(op='+') @497:47
                                                          .lhs:
                                                            Name(id='wg') @497:47
                                                          .rhs:
                                                            Name(id='g') @497:52
                                                      .rhs:
                                                        Name(id='NWG') @497:57
                                                Assign(targets=('dq_c',)) @498:41
                                                  .value:
                                                    Call(kwargs=()) @498:48
                                                      .func:
                                                        Name(id='mma_wait') @498:48
                                                      .args:
                                                        Call(kwargs=()) @498:57
                                                          .func:
                                                            Name(id='mma_async') @498:57
                                                          .args:
                                                            Attr(name='T') @498:67
                                                              .value:
                                                                Index() @498:67
                                                                  .value:
                                                                    Name(id='ds_s') @498:67
                                                                  .subs:
                                                                    BinOp(op='+') @498:72
                                                                      .lhs:
                                                                        BinOp(op='*') @498:72
                                                                          .lhs:
                                                                            Name(id='slot') @498:72
                                                                          .rhs:
                                                                            Name(id='NWG') @498:79
                                                                      .rhs:
                                                                        Name(id='gg') @498:85
                                                            Index() @498:92
                                                              .value:
                                                                Name(id='kh_tile') @498:92
                                                              .subs:
                                                                BinOp(op='+') @498:100
                                                                  .lhs:
                                                                    BinOp(op='*') @498:100
                                                                      .lhs:
                                                                        Name(id='NC') @498:100
                                                                      .rhs:
                                                                        BinOp(op='+') @498:106
                                                                          .lhs:
                                                                            BinOp(op='*') @498:106
                                                                              .lhs:
                                                                                Name(id='ks') @498:106
                                                                              .rhs:
                                                                                Name(id='NWG') @498:111
                                                                          .rhs:
                                                                            Name(id='gg') @498:117
                                                                  .rhs:
                                                                    Name(id='c') @498:123
                                                            Name(id='dq_c') @498:127
                                            Wait() @501:37
                                              .target:
                                                Index() @501:42
                                                  .value:
                                                    Name(id='dq_empty') @501:42
                                                  .subs:
                                                    Name(id='i') @501:51
                                              .phase:
                                                BinOp(op='-') @501:60
                                                  .lhs:
                                                    Const(value=1) @501:60
                                                  .rhs:
                                                    BinOp(op='%') @501:64
                                                      .lhs:
                                                        Name(id='slot') @501:64
                                                      .rhs:
                                                        Const(value=2) @501:71
                                            ExprStmt() @502:37
                                              .value:
                                                Call(kwargs=()) @502:37
                                                  .func:
                                                    Name(id='store_smem') @502:37
                                                  .args:
                                                    Index() @502:48
                                                      .value:
                                                        Name(id='dq_s') @502:48
                                                      .subs:
                                                        BinOp(op='+') @502:53
                                                          .lhs:
                                                            BinOp(op='*') @502:53
                                                              .lhs:
                                                                Name(id='i') @502:53
                                                              .rhs:
                                                                Name(id='NWG') @502:57
                                                          .rhs:
                                                            Name(id='wg') @502:63
                                                    Name(id='dq_c') @502:68
                                            If(orelse=()) @503:37
                                              .cond:
                                                BoolOp(op='or') @503:40
                                                  .values:
                                                    Unary(op='not') @503:40
                                                      .operand:
                                                        Name(id='LATE') @503:44
                                                    BinOp(op='<') @503:52
                                                      .lhs:
                                                        Name(id='i') @503:52
                                                      .rhs:
                                                        BinOp(op='-') @503:56
                                                          .lhs:
                                                            Name(id='NCW') @503:56
                                                          .rhs:
                                                            Const(value=1) @503:62
                                              .body:
                                                Fence() @504:41
                                                Arrive(count=None) @505:41
                                                  .target:
                                                    Index() @505:48
                                                      .value:
                                                        Name(id='dq_full') @505:48
                                                      .subs:
                                                        Name(id='i') @505:56
                              .orelse:
                                ExprStmt() @508:25
                                  .value:
                                    Call(kwargs=()) @508:25
                                      .func:
                                        Name(id='store_smem') @508:25
                                      .args:
                                        Index() @508:36
                                          .value:
                                            Name(id='ds_s') @508:36
                                          .subs:
                                            Name(id='wg') @508:41
                                        Name(id='dst') @508:46
                                Fence() @509:25
                                Assign(targets=('dq_f',)) @510:25
                                  .value:
                                    Call(kwargs=()) @510:32
                                      .func:
                                        Name(id='mma_async') @510:32
                                      .args:
                                        Attr(name='T') @510:42
                                          .value:
                                            Index() @510:42
                                              .value:
                                                Name(id='ds_s') @510:42
                                              .subs:
                                                Name(id='wg') @510:47
                                        Index() @510:54
                                          .value:
                                            Name(id='kh_tile') @510:54
                                          .subs:
                                            BinOp(op='*') @510:62
                                              .lhs:
                                                Name(id='NC') @510:62
                                              .rhs:
                                                Name(id='mine') @510:67
                                Assign(targets=('dk_f',)) @511:25
                                  .value:
                                    Call(kwargs=()) @511:32
                                      .func:
                                        Name(id='mma_async') @511:32
                                      .args:
                                        Name(id='dst') @511:42
                                        Index() @511:47
                                          .value:
                                            Name(id='q_ring') @511:47
                                          .subs:
                                            Name(id='slot') @511:54
                                        Name(id='acc_k') @511:61
                                Assign(targets=('acc_v',)) @512:25
                                  .value:
                                    Call() @512:33
                                      .func:
                                        Name(id='mma_wait') @512:33
                                      .args:
                                        Name(id='dv_f') @512:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @512:56
                                        )
                                Assign(targets=('dq_c',)) @516:25
                                  .value:
                                    Call() @516:32
                                      .func:
                                        Name(id='mma_wait') @516:32
                                      .args:
                                        Name(id='dq_f') @516:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @516:55
                                        )
                                ExprStmt() @517:25
                                  .value:
                                    Call(kwargs=()) @517:25
                                      .func:
                                        Name(id='store_smem') @517:25
                                      .args:
                                        Index() @517:36
                                          .value:
                                            Name(id='dq_s') @517:36
                                          .subs:
                                            Name(id='wg') @517:41
                                        Name(id='dq_c') @517:46
                                Fence() @518:25
                                Tma(signals=None, reduce='add') @519:25
                                  .dst:
                                    Index() @519:29
                                      .value:
                                        Name(id='dq_acc') @519:29
                                      .subs:
                                        Name(id='seq') @519:36
                                        Name(id='mb') @519:41
                                        Name(id='head') @519:45
                                        Const(value=0) @519:51
                                  .src:
                                    Index() @519:57
                                      .value:
                                        Name(id='dq_s') @519:57
                                      .subs:
                                        Name(id='wg') @519:62
                                Assign(targets=('dq_f',)) @520:25
                                  .value:
                                    Call(kwargs=()) @520:32
                                      .func:
                                        Name(id='mma_async') @520:32
                                      .args:
                                        Attr(name='T') @520:42
                                          .value:
                                            Index() @520:42
                                              .value:
                                                Name(id='ds_s') @520:42
                                              .subs:
                                                Name(id='wg') @520:47
                                        Index() @520:54
                                          .value:
                                            Name(id='kh_tile') @520:54
                                          .subs:
                                            BinOp(op='+') @520:62
                                              .lhs:
                                                BinOp(op='*') @520:62
                                                  .lhs:
                                                    Name(id='NC') @520:62
                                                  .rhs:
                                                    Name(id='mine') @520:67
                                              .rhs:
                                                Const(value=1) @520:74
                                Assign(targets=('acc_k',)) @521:25
                                  .value:
                                    Call() @521:33
                                      .func:
                                        Name(id='mma_wait') @521:33
                                      .args:
                                        Name(id='dk_f') @521:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @521:56
                                        )
                                Assign(targets=('dq_c',)) @522:25
                                  .value:
                                    Call(kwargs=()) @522:32
                                      .func:
                                        Name(id='mma_wait') @522:32
                                      .args:
                                        Name(id='dq_f') @522:41
                                Arrive(count=None) @523:25
                                  .target:
                                    Index() @523:32
                                      .value:
                                        Name(id='qd_free') @523:32
                                      .subs:
                                        Name(id='slot') @523:40
                                ExprStmt() @524:25
                                  .value:
                                    Call(kwargs=()) @524:25
                                      .func:
                                        Name(id='store_smem') @524:25
                                      .args:
                                        Index() @524:36
                                          .value:
                                            Name(id='dq_s') @524:36
                                          .subs:
                                            Name(id='wg') @524:41
                                        Name(id='dq_c') @524:46
                                Fence() @525:25
                                Tma(signals=None, reduce='add') @526:25
                                  .dst:
                                    Index() @526:29
                                      .value:
                                        Name(id='dq_acc') @526:29
                                      .subs:
                                        Name(id='seq') @526:36
                                        Name(id='mb') @526:41
                                        Name(id='head') @526:45
                                        Const(value=1) @526:51
                                  .src:
                                    Index() @526:57
                                      .value:
                                        Name(id='dq_s') @526:57
                                      .subs:
                                        Name(id='wg') @526:62
                                For(var='c') @527:25
                                  .iter:
                                    Call(kwargs=()) @527:34
                                      .func:
                                        Name(id='static_range') @527:34
                                      .args:
                                        Const(value=2) @527:47
                                        Name(id='NC') @527:50
                                  .body:
                                    Assign(targets=('dq_c',)) @528:29
                                      .value:
                                        Call(kwargs=()) @528:36
                                          .func:
                                            Name(id='mma_wait') @528:36
                                          .args:
                                            Call(kwargs=()) @528:45
                                              .func:
                                                Name(id='mma_async') @528:45
                                              .args:
                                                Attr(name='T') @528:55
                                                  .value:
                                                    Index() @528:55
                                                      .value:
                                                        Name(id='ds_s') @528:55
                                                      .subs:
                                                        Name(id='wg') @528:60
                                                Index() @528:67
                                                  .value:
                                                    Name(id='kh_tile') @528:67
                                                  .subs:
                                                    BinOp(op='+') @528:75
                                                      .lhs:
                                                        BinOp(op='*') @528:75
                                                          .lhs:
                                                            Name(id='NC') @528:75
                                                          .rhs:
                                                            Name(id='mine') @528:80
                                                      .rhs:
                                                        Name(id='c') @528:87
                                    ExprStmt() @529:29
                                      .value:
                                        Call(kwargs=()) @529:29
                                          .func:
                                            Name(id='store_smem') @529:29
                                          .args:
                                            Index() @529:40
                                              .value:
                                                Name(id='dq_s') @529:40
                                              .subs:
                                                Name(id='wg') @529:45
                                            Name(id='dq_c') @529:50
                                    Fence() @530:29
                                    Tma(signals=None, reduce='add') @531:29
                                      .dst:
                                        Index() @531:33
                                          .value:
                                            Name(id='dq_acc') @531:33
                                          .subs:
                                            Name(id='seq') @531:40
                                            Name(id='mb') @531:45
                                            Name(id='head') @531:49
                                            Name(id='c') @531:55
                                      .src:
                                        Index() @531:61
                                          .value:
                                            Name(id='dq_s') @531:61
                                          .subs:
                                            Name(id='wg') @531:66
            If(orelse=()) @532:9
              .cond:
                BoolOp(op='and') @532:12
                  .values:
                    Name(id='LATE') @532:12
                    Unary(op='not') @532:21
                      .operand:
                        Name(id='LAG') @532:25
              .body:
                If(orelse=()) @534:13
                  .cond:
                    BinOp(op='>') @534:16
                      .lhs:
                        Name(id='steps') @534:16
                      .rhs:
                        Const(value=0) @534:24
                  .body:
                    Fence() @535:17
                    Arrive(count=None) @536:17
                      .target:
                        Index() @536:24
                          .value:
                            Name(id='dq_full') @536:24
                          .subs:
                            Name(id='LAST') @536:32
            If(orelse=()) @537:9
              .cond:
                Name(id='LAG') @537:12
              .body:
                Assign(targets=('og',)) @538:13
                  .value:
                    BinOp(op='%') @538:19
                      .lhs:
                        BinOp(op='+') @538:19
                          .lhs:
                            Name(id='wg') @538:19
                          .rhs:
                            Const(value=1) @538:24
                      .rhs:
                        Name(id='NWG') @538:29
                If(orelse=()) @539:13
                  .cond:
                    BinOp(op='>') @539:16
                      .lhs:
                        Name(id='steps') @539:16
                      .rhs:
                        Const(value=0) @539:24
                  .body:
                    Wait() @540:17
                      .target:
                        Index() @540:22
                          .value:
                            Name(id='ds_ready') @540:22
                          .subs:
                            Const(value=0) @540:31
                      .phase:
                        BinOp(op='%') @540:40
                          .lhs:
                            Name(id='last') @540:40
                          .rhs:
                            Const(value=2) @540:47
                    For(var='i') @541:17
                      .iter:
                        Call(kwargs=()) @541:26
                          .func:
                            Name(id='static_range') @541:26
                          .args:
                            Name(id='NCW') @541:39
                      .body:
                        Assign(targets=('c',)) @542:21
                          .value:
                            BinOp(op='+') @542:25
                              .lhs:
                                BinOp(op='*') @542:25
                                  .lhs:
                                    Name(id='wg') @542:25
                                  .rhs:
                                    Name(id='NCW') @542:30
                              .rhs:
                                Name(id='i') @542:36
                        If() @543:21
                          .cond:
                            Name(id='DQ_PAIR') @543:24
                          .body:
                            Assign(targets=('f0',)) @545:25
                              .value:
                                Call(kwargs=()) @545:30
                                  .func:
                                    Name(id='mma_async') @545:30
                                  .args:
                                    Index() @545:40
                                      .value:
                                        Name(id='ds_s') @545:40
                                      .subs:
                                        BinOp(op='+') @545:45
                                          .lhs:
                                            BinOp(op='*') @545:45
                                              .lhs:
                                                Name(id='last') @545:45
                                              .rhs:
                                                Name(id='NWG') @545:52
                                          .rhs:
                                            Name(id='wg') @545:58
                                    Index() @545:63
                                      .value:
                                        Name(id='kh_tile') @545:63
                                      .subs:
                                        BinOp(op='+') @545:71
                                          .lhs:
                                            BinOp(op='*') @545:71
                                              .lhs:
                                                Name(id='NC') @545:71
                                              .rhs:
                                                BinOp(op='+') @545:77
                                                  .lhs:
                                                    BinOp(op='*') @545:77
                                                      .lhs:
                                                        Name(id='ks') @545:77
                                                      .rhs:
                                                        Name(id='NWG') @545:82
                                                  .rhs:
                                                    Name(id='wg') @545:88
                                          .rhs:
                                            Name(id='c') @545:94
                            Assign(targets=('f1',)) @546:25
                              .value:
                                Call(kwargs=()) @546:30
                                  .func:
                                    Name(id='mma_async') @546:30
                                  .args:
                                    Index() @546:40
                                      .value:
                                        Name(id='ds_s') @546:40
                                      .subs:
                                        BinOp(op='+') @546:45
                                          .lhs:
                                            BinOp(op='*') @546:45
                                              .lhs:
                                                Name(id='last') @546:45
                                              .rhs:
                                                Name(id='NWG') @546:52
                                          .rhs:
                                            Name(id='og') @546:58
                                    Index() @546:63
                                      .value:
                                        Name(id='kh_tile') @546:63
                                      .subs:
                                        BinOp(op='+') @546:71
                                          .lhs:
                                            BinOp(op='*') @546:71
                                              .lhs:
                                                Name(id='NC') @546:71
                                              .rhs:
                                                BinOp(op='+') @546:77
                                                  .lhs:
                                                    BinOp(op='*') @546:77
                                                      .lhs:
                                                        Name(id='ks') @546:77
                                                      .rhs:
                                                        Name(id='NWG') @546:82
                                                  .rhs:
                                                    Name(id='og') @546:88
                                          .rhs:
                                            Name(id='c') @546:94
                                    Name(id='f0') @546:98
                            Assign(targets=('dq_c',)) @547:25
                              .value:
                                Call(kwargs=()) @547:32
                                  .func:
                                    Name(id='mma_wait') @547:32
                                  .args:
                                    Name(id='f1') @547:41
                          .orelse:
                            Assign(targets=('dq_c',)) @549:25
                              .value:
                                Call(kwargs=()) @549:32
                                  .func:
                                    Name(id='zeros') @549:32
                                  .args:
                                    ListLit() @549:38
                                      .elts:
                                        Name(id='BLOCK_M') @549:39
                                        Name(id='DQ_COLS') @549:48
                                    Name(id='f32') @549:58
                            For(var='g') @550:25
                              .iter:
                                Call(kwargs=()) @550:34
                                  .func:
                                    Name(id='static_range') @550:34
                                  .args:
                                    Name(id='NWG') @550:47
                              .body:
                                Assign(targets=('gg',)) @551:29
                                  .value:
                                    BinOp(op='%') @551:35
                                      .lhs:
                                        BinOp(op='+') @551:35
                                          .lhs:
                                            Name(id='wg') @551:35
                                          .rhs:
                                            Name(id='g') @551:40
                                      .rhs:
                                        Name(id='NWG') @551:45
                                If() @552:29
                                  .cond:
                                    Name(id='SMEM_P') @552:32
                                  .body:
                                    Assign(targets=('dq_f',)) @553:33
                                      .value:
                                        Call(kwargs=()) @553:40
                                          .func:
                                            Name(id='mma_async') @553:40
                                          .args:
                                            Index() @553:50
                                              .value:
                                                Name(id='ds_s') @553:50
                                              .subs:
                                                BinOp(op='+') @553:55
                                                  .lhs:
                                                    BinOp(op='*') @553:55
                                                      .lhs:
                                                        Name(id='last') @553:55
                                                      .rhs:
                                                        Name(id='NWG') @553:62
                                                  .rhs:
                                                    Name(id='gg') @553:68
                                            Index() @553:73
                                              .value:
                                                Name(id='kh_tile') @553:73
                                              .subs:
                                                BinOp(op='+') @553:81
                                                  .lhs:
                                                    BinOp(op='*') @553:81
                                                      .lhs:
                                                        Name(id='NC') @553:81
                                                      .rhs:
                                                        BinOp(op='+') @553:87
                                                          .lhs:
                                                            BinOp(op='*') @553:87
                                                              .lhs:
                                                                Name(id='ks') @553:87
                                                              .rhs:
                                                                Name(id='NWG') @553:92
                                                          .rhs:
                                                            Name(id='gg') @553:98
                                                  .rhs:
                                                    Name(id='c') @553:104
                                            Name(id='dq_c') @553:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @555:33
                                      .value:
                                        Call(kwargs=()) @555:40
                                          .func:
                                            Name(id='mma_async') @555:40
                                          .args:
                                            Attr(name='T') @555:50
                                              .value:
                                                Index() @555:50
                                                  .value:
                                                    Name(id='ds_s') @555:50
                                                  .subs:
                                                    BinOp(op='+') @555:55
                                                      .lhs:
                                                        BinOp(op='*') @555:55
                                                          .lhs:
                                                            Name(id='last') @555:55
                                                          .rhs:
                                                            Name(id='NWG') @555:62
                                                      .rhs:
                                                        Name(id='gg') @555:68
                                            Index() @555:75
                                              .value:
                                                Name(id='kh_tile') @555:75
                                              .subs:
                                                BinOp(op='+') @555:83
                                                  .lhs:
                                                    BinOp(op='*') @555:83
                                                      .lhs:
                                                        Name(id='NC') @555:83
                                                      .rhs:
                                                        BinOp(op='+') @555:89
                                                          .lhs:
                                                            BinOp(op='*') @555:89
                                                              .lhs:
                                                                Name(id='ks') @555:89
                                                              .rhs:
                                                                Name(id='NWG') @555:94
                                                          .rhs:
                                                            Name(id='gg') @555:100
                                                  .rhs:
                                                    Name(id='c') @555:106
                                            Name(id='dq_c') @555:110
                                Assign(targets=('dq_c',)) @556:29
                                  .value:
                                    Call(kwargs=()) @556:36
                                      .func:
                                        Name(id='mma_wait') @556:36
                                      .args:
                                        Name(id='dq_f') @556:45
                        Wait() @557:21
                          .target:
                            Index() @557:26
                              .value:
                                Name(id='dq_empty') @557:26
                              .subs:
                                Name(id='i') @557:35
                          .phase:
                            BinOp(op='-') @557:44
                              .lhs:
                                Const(value=1) @557:44
                              .rhs:
                                BinOp(op='%') @557:48
                                  .lhs:
                                    Name(id='last') @557:48
                                  .rhs:
                                    Const(value=2) @557:55
                        ExprStmt() @558:21
                          .value:
                            Call(kwargs=()) @558:21
                              .func:
                                Name(id='store_smem') @558:21
                              .args:
                                Index() @558:32
                                  .value:
                                    Name(id='dq_s') @558:32
                                  .subs:
                                    BinOp(op='+') @558:37
                                      .lhs:
                                        BinOp(op='*') @558:37
                                          .lhs:
                                            Name(id='i') @558:37
                                          .rhs:
                                            Name(id='NWG') @558:41
                                      .rhs:
                                        Name(id='wg') @558:47
                                Name(id='dq_c') @558:52
                        Fence() @559:21
                        Arrive(count=None) @560:21
                          .target:
                            Index() @560:28
                              .value:
                                Name(id='dq_full') @560:28
                              .subs:
                                Name(id='i') @560:36
            Arrive(count=None) @561:9
              .target:
                Index() @561:16
                  .value:
                    Name(id='kv_free') @561:16
                  .subs:
                    Name(id='ks') @561:24
            Assign(targets=('k_scale',)) @562:9
              .value:
                Name(id='sm_scale') @562:19
            Assign(targets=('v_scale',)) @563:9
              .value:
                Const(value=1.0) @563:19
            If(orelse=()) @564:9
              .cond:
                BinOp(op='==') @564:12
                  .lhs:
                    Name(id='ACT') @564:12
                  .rhs:
                    Const(value='silu') @564:19
              .body:
                Assign(targets=('k_scale',)) @565:13
                  .value:
                    BinOp(op='*') @565:23
                      .lhs:
                        Name(id='sm_scale') @565:23
                      .rhs:
                        Name(id='out_scale') @565:34
                Assign(targets=('v_scale',)) @566:13
                  .value:
                    Name(id='out_scale') @566:23
            Assign(targets=('live',)) @567:9
              .value:
                BinOp(op='<') @567:16
                  .lhs:
                    Name(id='krows') @567:16
                  .rhs:
                    Name(id='len_k') @567:24
            Store() @568:9
              .target:
                Index() @568:9
                  .value:
                    Name(id='dk') @568:9
                  .subs:
                    Name(id='seq') @568:12
              .subs:
                Index() @568:17
                  .value:
                    Name(id='krows') @568:17
                  .subs:
                    FullSlice() @568:23
                    Const(value=None) @568:26
                Name(id='kvh') @568:33
                Index() @568:38
                  .value:
                    Name(id='dcols') @568:38
                  .subs:
                    Const(value=None) @568:44
                    FullSlice() @568:50
              .value:
                Call(kwargs=()) @568:56
                  .func:
                    Name(id='cast') @568:56
                  .args:
                    BinOp(op='*') @568:61
                      .lhs:
                        Name(id='acc_k') @568:61
                      .rhs:
                        Name(id='k_scale') @568:69
                    Name(id='DT') @568:78
              .mask:
                Index() @568:88
                  .value:
                    Name(id='live') @568:88
                  .subs:
                    FullSlice() @568:93
                    Const(value=None) @568:96
            Store() @569:9
              .target:
                Index() @569:9
                  .value:
                    Name(id='dv') @569:9
                  .subs:
                    Name(id='seq') @569:12
              .subs:
                Index() @569:17
                  .value:
                    Name(id='krows') @569:17
                  .subs:
                    FullSlice() @569:23
                    Const(value=None) @569:26
                Name(id='kvh') @569:33
                Index() @569:38
                  .value:
                    Name(id='dcols') @569:38
                  .subs:
                    Const(value=None) @569:44
                    FullSlice() @569:50
              .value:
                Call(kwargs=()) @569:56
                  .func:
                    Name(id='cast') @569:56
                  .args:
                    BinOp(op='*') @569:61
                      .lhs:
                        Name(id='acc_v') @569:61
                      .rhs:
                        Name(id='v_scale') @569:69
                    Name(id='DT') @569:78
              .mask:
                Index() @569:88
                  .value:
                    Name(id='live') @569:88
                  .subs:
                    FullSlice() @569:93
                    Const(value=None) @569:96
        Require(message='query heads per KV head x query blocks below 2**31') @571:5
          .cond:
            BoolOp(op='and') @571:13
              .values:
                BinOp(op='>') @571:13
                  .lhs:
                    Name(id='HKV') @571:13
                  .rhs:
                    Const(value=0) @571:19
                BinOp(op='<=') @571:25
                  .lhs:
                    BinOp(op='*') @571:25
                      .lhs:
                        BinOp(op='//') @571:25
                          .lhs:
                            Name(id='H') @571:25
                          .rhs:
                            Name(id='HKV') @571:30
                      .rhs:
                        Call(kwargs=()) @571:36
                          .func:
                            Name(id='cdiv') @571:36
                          .args:
                            Name(id='Tq') @571:41
                            Name(id='BLOCK_M') @571:45
                  .rhs:
                    Const(value=2147483647) @571:57