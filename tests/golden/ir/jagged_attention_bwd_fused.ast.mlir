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
    FuncDef(name='frag_row', params=('start', 'seq', 'row0', 'PAD')) @110:1
      .body:
        Return() @111:5
          .values:
            BinOp(op='+') @111:12
              .lhs:
                BinOp(op='+') @111:12
                  .lhs:
                    Name(id='start') @111:12
                  .rhs:
                    BinOp(op='*') @111:20
                      .lhs:
                        Name(id='seq') @111:20
                      .rhs:
                        Name(id='PAD') @111:26
              .rhs:
                Name(id='row0') @111:32
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
        Param(name='dq_frag', kind='tensor', dims=('TF', 'H', 'D'), offsets=None, default=None) @46:72
          .dtype:
            Name(id='f32') @46:81
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
        Param(name='DQ_FRAG', kind='const', dtype=None, dims=(), offsets=None) @53:9
          .default:
            Const(value=False) @53:26
      .body:
        Tiles() @54:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @54:22
                .func:
                  Name(id='blocks') @54:22
                .args:
                  Name(id='k') @54:29
                  Name(id='BLOCK_N') @54:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @54:49
                .func:
                  Name(id='range') @54:49
                .args:
                  Name(id='HKV') @54:55
            )
          .options:
            TileOption(id='persistent', arg=None) @54:60
            TileOption(id='longest_first', arg=None) @54:71
            TileOption(id='dynamic') @54:85
              .arg:
                Name(id='DYNAMIC') @54:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @55:5
          .cond:
            BinOp(op='==') @55:19
              .lhs:
                BinOp(op='%') @55:19
                  .lhs:
                    Name(id='BLOCK_N') @55:19
                  .rhs:
                    Name(id='WG_N') @55:29
              .rhs:
                Const(value=0) @55:37
        Assign(targets=('NWG',)) @56:5
          .value:
            BinOp(op='//') @56:11
              .lhs:
                Name(id='BLOCK_N') @56:11
              .rhs:
                Name(id='WG_N') @56:22
        Assign(targets=('WRITER',)) @57:5
          .value:
            BoolOp(op='and') @57:14
              .values:
                Name(id='DQ_WRITER') @57:14
                BinOp(op='==') @57:28
                  .lhs:
                    Name(id='TARGET') @57:28
                  .rhs:
                    Const(value='gluon') @57:38
        Assign(targets=('LAG',)) @58:5
          .value:
            BoolOp(op='and') @58:11
              .values:
                Name(id='DQ_LAG') @58:11
                Name(id='WRITER') @58:22
        StaticAssert(message='DQ_FENCE_LATE: with DQ_WRITER, not DQ_EARLY; with SMEM_P only with DQ_LAG') @65:5
          .cond:
            BoolOp(op='or') @65:19
              .values:
                Unary(op='not') @65:19
                  .operand:
                    Name(id='DQ_FENCE_LATE') @65:23
                BoolOp(op='and') @65:41
                  .values:
                    Name(id='DQ_WRITER') @65:41
                    Unary(op='not') @65:55
                      .operand:
                        Name(id='DQ_EARLY') @65:59
                    BoolOp(op='or') @65:73
                      .values:
                        Name(id='DQ_LAG') @65:73
                        Unary(op='not') @65:83
                          .operand:
                            Name(id='SMEM_P') @65:87
        Assign(targets=('LATE',)) @67:5
          .value:
            BoolOp(op='and') @67:12
              .values:
                Name(id='DQ_FENCE_LATE') @67:12
                Name(id='WRITER') @67:30
        Assign(targets=('PEEL',)) @68:5
          .value:
            BoolOp(op='or') @68:12
              .values:
                Name(id='LAG') @68:12
                Name(id='LATE') @68:19
        StaticAssert(message='DQ_LAG: with DQ_WRITER, not with DQ_EARLY') @69:5
          .cond:
            BoolOp(op='or') @69:19
              .values:
                Unary(op='not') @69:19
                  .operand:
                    Name(id='DQ_LAG') @69:23
                BoolOp(op='and') @69:34
                  .values:
                    Name(id='DQ_WRITER') @69:34
                    Unary(op='not') @69:48
                      .operand:
                        Name(id='DQ_EARLY') @69:52
        StaticAssert(message='DQ_FRAG: with DQ_WRITER') @75:5
          .cond:
            BoolOp(op='or') @75:19
              .values:
                Unary(op='not') @75:19
                  .operand:
                    Name(id='DQ_FRAG') @75:23
                Name(id='DQ_WRITER') @75:34
        Assign(targets=('ROWS',)) @76:5
          .value:
            BoolOp(op='and') @76:12
              .values:
                Name(id='DQ_ROWS') @76:12
                Name(id='WRITER') @76:24
        StaticAssert(message="DQ_ROWS: the S^T layout with the writer (not DQ_EARLY, DQ_LAG, DQ_PAIR); a warp group's rows 128 bytes of dS^T") @77:5
          .cond:
            BoolOp(op='or') @77:19
              .values:
                Unary(op='not') @77:19
                  .operand:
                    Name(id='ROWS') @77:23
                BoolOp(op='and') @77:32
                  .values:
                    Unary(op='not') @77:32
                      .operand:
                        BoolOp(op='or') @77:37
                          .values:
                            Name(id='SMEM_P') @77:37
                            Name(id='DQ_EARLY') @77:47
                            Name(id='DQ_LAG') @77:59
                            Name(id='DQ_PAIR') @77:69
                    BinOp(op='==') @77:82
                      .lhs:
                        BinOp(op='%') @77:82
                          .lhs:
                            BinOp(op='*') @77:82
                              .lhs:
                                BinOp(op='//') @77:82
                                  .lhs:
                                    Name(id='BLOCK_M') @77:82
                                  .rhs:
                                    Name(id='NWG') @77:93
                              .rhs:
                                Call(kwargs=()) @77:99
                                  .func:
                                    Name(id='bytes') @77:99
                                  .args:
                                    Name(id='DT') @77:105
                          .rhs:
                            Const(value=128) @77:111
                      .rhs:
                        Const(value=0) @77:118
        SmemDecl(name='k_tile') @84:5
          .stages:
            BinOp(op='*') @84:17
              .lhs:
                Name(id='KV_BUF') @84:17
              .rhs:
                BinOp(op='//') @84:27
                  .lhs:
                    Name(id='BLOCK_N') @84:27
                  .rhs:
                    Name(id='WG_N') @84:38
          .dtype:
            Name(id='DT') @84:46
          .shape:
            Name(id='WG_N') @84:49
            Name(id='D') @84:55
          .options:
            TileOption(id='per_step') @84:58
              .arg:
                Name(id='KV_PER_STEP') @84:67
        SmemDecl(name='v_tile') @85:5
          .stages:
            BinOp(op='*') @85:17
              .lhs:
                Name(id='KV_BUF') @85:17
              .rhs:
                BinOp(op='//') @85:27
                  .lhs:
                    Name(id='BLOCK_N') @85:27
                  .rhs:
                    Name(id='WG_N') @85:38
          .dtype:
            Name(id='DT') @85:46
          .shape:
            Name(id='WG_N') @85:49
            Name(id='D') @85:55
          .options:
            TileOption(id='per_step') @85:58
              .arg:
                Name(id='KV_PER_STEP') @85:67
        SmemDecl(name='q_ring', options=()) @86:5
          .stages:
            Name(id='STAGES') @86:17
          .dtype:
            Name(id='DT') @86:26
          .shape:
            Name(id='BLOCK_M') @86:29
            Name(id='D') @86:38
        SmemDecl(name='do_ring', options=()) @87:5
          .stages:
            Name(id='STAGES') @87:18
          .dtype:
            Name(id='DT') @87:27
          .shape:
            Name(id='BLOCK_M') @87:30
            Name(id='D') @87:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @92:5
          .cond:
            BoolOp(op='and') @92:19
              .values:
                BinOp(op='==') @92:19
                  .lhs:
                    BinOp(op='%') @92:19
                      .lhs:
                        Name(id='D') @92:19
                      .rhs:
                        Name(id='DQ_COLS') @92:23
                  .rhs:
                    Const(value=0) @92:34
                BinOp(op='==') @92:40
                  .lhs:
                    BinOp(op='%') @92:40
                      .lhs:
                        Name(id='DQ_COLS') @92:40
                      .rhs:
                        Const(value=16) @92:50
                  .rhs:
                    Const(value=0) @92:56
        Assign(targets=('NC',)) @93:5
          .value:
            BinOp(op='//') @93:10
              .lhs:
                Name(id='D') @93:10
              .rhs:
                Name(id='DQ_COLS') @93:15
        If(orelse=()) @94:5
          .cond:
            Unary(op='not') @94:8
              .operand:
                BoolOp(op='and') @94:13
                  .values:
                    Name(id='DQ_ROWS') @94:13
                    Name(id='DQ_WRITER') @94:25
                    BinOp(op='==') @94:39
                      .lhs:
                        Name(id='TARGET') @94:39
                      .rhs:
                        Const(value='gluon') @94:49
          .body:
            SmemDecl(name='kh_tile') @95:9
              .stages:
                BinOp(op='*') @95:22
                  .lhs:
                    BinOp(op='*') @95:22
                      .lhs:
                        Name(id='KV_BUF') @95:22
                      .rhs:
                        BinOp(op='//') @95:32
                          .lhs:
                            Name(id='BLOCK_N') @95:32
                          .rhs:
                            Name(id='WG_N') @95:43
                  .rhs:
                    BinOp(op='//') @95:52
                      .lhs:
                        Name(id='D') @95:52
                      .rhs:
                        Name(id='DQ_COLS') @95:57
              .dtype:
                Name(id='DT') @95:68
              .shape:
                Name(id='WG_N') @95:71
                Name(id='DQ_COLS') @95:77
              .options:
                TileOption(id='per_step') @95:86
                  .arg:
                    Name(id='KV_PER_STEP') @95:95
        If() @97:5
          .cond:
            BoolOp(op='and') @97:8
              .values:
                Name(id='DQ_WRITER') @97:8
                BinOp(op='==') @97:22
                  .lhs:
                    Name(id='TARGET') @97:22
                  .rhs:
                    Const(value='gluon') @97:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @98:9
              .cond:
                BinOp(op='==') @98:23
                  .lhs:
                    BinOp(op='%') @98:23
                      .lhs:
                        Name(id='D') @98:23
                      .rhs:
                        BinOp(op='*') @98:28
                          .lhs:
                            Name(id='DQ_COLS') @98:28
                          .rhs:
                            BinOp(op='//') @98:39
                              .lhs:
                                Name(id='BLOCK_N') @98:39
                              .rhs:
                                Name(id='WG_N') @98:50
                  .rhs:
                    Const(value=0) @98:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @99:9
              .cond:
                BinOp(op='==') @99:23
                  .lhs:
                    BinOp(op='%') @99:23
                      .lhs:
                        Name(id='STAGES') @99:23
                      .rhs:
                        Const(value=2) @99:32
                  .rhs:
                    Const(value=0) @99:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @100:9
              .cond:
                BoolOp(op='or') @100:23
                  .values:
                    Unary(op='not') @100:23
                      .operand:
                        Name(id='DQ_EARLY') @100:27
                    BoolOp(op='and') @100:40
                      .values:
                        BinOp(op='==') @100:40
                          .lhs:
                            Name(id='BLOCK_N') @100:40
                          .rhs:
                            BinOp(op='*') @100:51
                              .lhs:
                                Const(value=2) @100:51
                              .rhs:
                                Name(id='WG_N') @100:55
                        BinOp(op='==') @100:64
                          .lhs:
                            BinOp(op='//') @100:64
                              .lhs:
                                Name(id='D') @100:64
                              .rhs:
                                Name(id='DQ_COLS') @100:69
                          .rhs:
                            Const(value=4) @100:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @102:9
              .cond:
                Unary(op='not') @102:23
                  .operand:
                    BoolOp(op='and') @102:28
                      .values:
                        Name(id='SMEM_P') @102:28
                        Name(id='DQ_EARLY') @102:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @103:9
              .cond:
                BoolOp(op='or') @103:23
                  .values:
                    Unary(op='not') @103:23
                      .operand:
                        Name(id='DQ_PAIR') @103:27
                    BoolOp(op='and') @103:39
                      .values:
                        Name(id='SMEM_P') @103:39
                        BinOp(op='==') @103:50
                          .lhs:
                            Name(id='BLOCK_N') @103:50
                          .rhs:
                            BinOp(op='*') @103:61
                              .lhs:
                                Const(value=2) @103:61
                              .rhs:
                                Name(id='WG_N') @103:65
            If() @104:9
              .cond:
                Name(id='SMEM_P') @104:12
              .body:
                SmemDecl(name='ds_s', options=()) @105:13
                  .stages:
                    BinOp(op='*') @105:23
                      .lhs:
                        Name(id='STAGES') @105:23
                      .rhs:
                        BinOp(op='//') @105:33
                          .lhs:
                            Name(id='BLOCK_N') @105:33
                          .rhs:
                            Name(id='WG_N') @105:44
                  .dtype:
                    Name(id='DT') @105:52
                  .shape:
                    Name(id='BLOCK_M') @105:55
                    Name(id='WG_N') @105:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @107:13
                  .stages:
                    BinOp(op='*') @107:23
                      .lhs:
                        Name(id='STAGES') @107:23
                      .rhs:
                        BinOp(op='//') @107:33
                          .lhs:
                            Name(id='BLOCK_N') @107:33
                          .rhs:
                            Name(id='WG_N') @107:44
                  .dtype:
                    Name(id='DT') @107:52
                  .shape:
                    Name(id='WG_N') @107:55
                    Name(id='BLOCK_M') @107:61
            BarrierDecl(name='ds_ready') @108:9
              .size:
                Name(id='STAGES') @108:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @108:40
                    .lhs:
                      Name(id='BLOCK_N') @108:40
                    .rhs:
                      Name(id='WG_N') @108:51
                )
            If() @109:9
              .cond:
                Name(id='DQ_ROWS') @109:12
              .body:
                SmemDecl(name='dq_s') @111:13
                  .stages:
                    BinOp(op='//') @111:23
                      .lhs:
                        Name(id='BLOCK_N') @111:23
                      .rhs:
                        Name(id='WG_N') @111:34
                  .dtype:
                    Name(id='f32') @111:41
                  .shape:
                    BinOp(op='//') @111:45
                      .lhs:
                        Name(id='BLOCK_M') @111:45
                      .rhs:
                        BinOp(op='//') @111:57
                          .lhs:
                            Name(id='BLOCK_N') @111:57
                          .rhs:
                            Name(id='WG_N') @111:68
                    Name(id='D') @111:75
                  .options:
                    TileOption(id='frag_order') @111:78
                      .arg:
                        Name(id='DQ_FRAG') @111:89
                BarrierDecl(name='dq_full') @112:13
                  .size:
                    Const(value=1) @112:29
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @112:38
                        .lhs:
                          Name(id='BLOCK_N') @112:38
                        .rhs:
                          Name(id='WG_N') @112:49
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @113:13
                  .size:
                    Const(value=1) @113:30
              .orelse:
                SmemDecl(name='dq_s') @116:13
                  .stages:
                    BinOp(op='*') @116:24
                      .lhs:
                        BinOp(op='//') @116:24
                          .lhs:
                            Name(id='BLOCK_N') @116:24
                          .rhs:
                            Name(id='WG_N') @116:35
                      .rhs:
                        BinOp(op='//') @116:44
                          .lhs:
                            BinOp(op='//') @116:44
                              .lhs:
                                Name(id='D') @116:44
                              .rhs:
                                Name(id='DQ_COLS') @116:49
                          .rhs:
                            BinOp(op='//') @116:61
                              .lhs:
                                Name(id='BLOCK_N') @116:61
                              .rhs:
                                Name(id='WG_N') @116:72
                  .dtype:
                    Name(id='f32') @116:81
                  .shape:
                    Name(id='BLOCK_M') @116:85
                    Name(id='DQ_COLS') @116:94
                  .options:
                    TileOption(id='frag_order') @116:103
                      .arg:
                        Name(id='DQ_FRAG') @116:114
                BarrierDecl(name='dq_full') @117:13
                  .size:
                    BinOp(op='//') @117:29
                      .lhs:
                        BinOp(op='//') @117:29
                          .lhs:
                            Name(id='D') @117:29
                          .rhs:
                            Name(id='DQ_COLS') @117:34
                      .rhs:
                        BinOp(op='//') @117:46
                          .lhs:
                            Name(id='BLOCK_N') @117:46
                          .rhs:
                            Name(id='WG_N') @117:57
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @117:70
                        .lhs:
                          Name(id='BLOCK_N') @117:70
                        .rhs:
                          Name(id='WG_N') @117:81
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @118:13
                  .size:
                    BinOp(op='//') @118:30
                      .lhs:
                        BinOp(op='//') @118:30
                          .lhs:
                            Name(id='D') @118:30
                          .rhs:
                            Name(id='DQ_COLS') @118:35
                      .rhs:
                        BinOp(op='//') @118:47
                          .lhs:
                            Name(id='BLOCK_N') @118:47
                          .rhs:
                            Name(id='WG_N') @118:58
          .orelse:
            If() @120:9
              .cond:
                Name(id='SMEM_P') @120:12
              .body:
                SmemDecl(name='ds_s', options=()) @121:13
                  .stages:
                    BinOp(op='//') @121:23
                      .lhs:
                        Name(id='BLOCK_N') @121:23
                      .rhs:
                        Name(id='WG_N') @121:34
                  .dtype:
                    Name(id='DT') @121:41
                  .shape:
                    Name(id='BLOCK_M') @121:44
                    Name(id='WG_N') @121:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @123:13
                  .stages:
                    BinOp(op='//') @123:23
                      .lhs:
                        Name(id='BLOCK_N') @123:23
                      .rhs:
                        Name(id='WG_N') @123:34
                  .dtype:
                    Name(id='DT') @123:41
                  .shape:
                    Name(id='WG_N') @123:44
                    Name(id='BLOCK_M') @123:50
            SmemDecl(name='dq_s', options=()) @124:9
              .stages:
                BinOp(op='//') @124:19
                  .lhs:
                    Name(id='BLOCK_N') @124:19
                  .rhs:
                    Name(id='WG_N') @124:30
              .dtype:
                Name(id='f32') @124:37
              .shape:
                Name(id='BLOCK_M') @124:41
                Name(id='DQ_COLS') @124:50
        If(orelse=()) @129:5
          .cond:
            BoolOp(op='and') @129:8
              .values:
                Name(id='LSE_SMEM') @129:8
                BinOp(op='==') @129:21
                  .lhs:
                    Name(id='ACT') @129:21
                  .rhs:
                    Const(value='softmax') @129:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @130:9
              .cond:
                Unary(op='not') @130:23
                  .operand:
                    Name(id='LSE_AHEAD') @130:27
            If() @131:9
              .cond:
                Name(id='SMEM_P') @131:12
              .body:
                SmemDecl(name='lse_s', options=()) @132:13
                  .stages:
                    Name(id='STAGES') @132:24
                  .dtype:
                    Name(id='f32') @132:33
                  .shape:
                    Name(id='BLOCK_M') @132:37
                    Const(value=1) @132:46
                SmemDecl(name='dl_s', options=()) @133:13
                  .stages:
                    Name(id='STAGES') @133:23
                  .dtype:
                    Name(id='f32') @133:32
                  .shape:
                    Name(id='BLOCK_M') @133:36
                    Const(value=1) @133:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @135:13
                  .stages:
                    Name(id='STAGES') @135:24
                  .dtype:
                    Name(id='f32') @135:33
                  .shape:
                    Const(value=1) @135:37
                    Name(id='BLOCK_M') @135:40
                SmemDecl(name='dl_s', options=()) @136:13
                  .stages:
                    Name(id='STAGES') @136:23
                  .dtype:
                    Name(id='f32') @136:32
                  .shape:
                    Const(value=1) @136:36
                    Name(id='BLOCK_M') @136:39
        BarrierDecl(name='kv_ready', kwargs=()) @137:5
          .size:
            Name(id='KV_BUF') @137:22
        BarrierDecl(name='kv_free') @138:5
          .size:
            Name(id='KV_BUF') @138:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @138:35
                .lhs:
                  Name(id='BLOCK_N') @138:35
                .rhs:
                  Name(id='WG_N') @138:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @139:5
          .size:
            Name(id='STAGES') @139:22
        BarrierDecl(name='qd_free') @140:5
          .size:
            Name(id='STAGES') @140:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @140:35
                .lhs:
                  Name(id='BLOCK_N') @140:35
                .rhs:
                  Name(id='WG_N') @140:46
            )
        Assign(targets=('LSE_RING',)) @142:5
          .value:
            BoolOp(op='and') @142:16
              .values:
                Name(id='LSE_SMEM') @142:16
                BinOp(op='==') @142:29
                  .lhs:
                    Name(id='ACT') @142:29
                  .rhs:
                    Const(value='softmax') @142:36
        Assign(targets=('len_q',)) @143:5
          .value:
            Attr(name='len') @143:13
              .value:
                Index() @143:13
                  .value:
                    Name(id='q') @143:13
                  .subs:
                    Name(id='seq') @143:15
        Assign(targets=('len_k',)) @144:5
          .value:
            Attr(name='len') @144:13
              .value:
                Index() @144:13
                  .value:
                    Name(id='k') @144:13
                  .subs:
                    Name(id='seq') @144:15
        Assign(targets=('q0',)) @145:5
          .value:
            Attr(name='start') @145:10
              .value:
                Index() @145:10
                  .value:
                    Name(id='q') @145:10
                  .subs:
                    Name(id='seq') @145:12
        Assign(targets=('n',)) @147:5
          .value:
            Name(id='nt') @147:9
        If(orelse=()) @148:5
          .cond:
            Name(id='CAUSAL') @148:8
          .body:
            Assign(targets=('n',)) @149:9
              .value:
                BinOp(op='-') @149:13
                  .lhs:
                    BinOp(op='-') @149:13
                      .lhs:
                        Call(kwargs=()) @149:13
                          .func:
                            Name(id='cdiv') @149:13
                          .args:
                            Name(id='len_k') @149:18
                            Name(id='BLOCK_N') @149:25
                      .rhs:
                        Const(value=1) @149:36
                  .rhs:
                    Name(id='nt') @149:40
        Assign(targets=('group',)) @150:5
          .value:
            BinOp(op='//') @150:13
              .lhs:
                Name(id='H') @150:13
              .rhs:
                Name(id='HKV') @150:18
        Assign(targets=('m_lo',)) @152:5
          .value:
            Const(value=0) @152:12
        If(orelse=()) @153:5
          .cond:
            Name(id='CAUSAL') @153:8
          .body:
            Assign(targets=('m_lo',)) @154:9
              .value:
                BinOp(op='//') @154:16
                  .lhs:
                    Call(kwargs=()) @154:16
                      .func:
                        Name(id='maximum') @154:16
                      .args:
                        BinOp(op='-') @154:24
                          .lhs:
                            BinOp(op='*') @154:24
                              .lhs:
                                Name(id='n') @154:24
                              .rhs:
                                Name(id='BLOCK_N') @154:28
                          .rhs:
                            BinOp(op='-') @154:39
                              .lhs:
                                Name(id='len_k') @154:39
                              .rhs:
                                Name(id='len_q') @154:47
                        Const(value=0) @154:55
                  .rhs:
                    Name(id='BLOCK_M') @154:61
        Assign(targets=('n_m',)) @155:5
          .value:
            Call(kwargs=()) @155:11
              .func:
                Name(id='maximum') @155:11
              .args:
                BinOp(op='-') @155:19
                  .lhs:
                    Call(kwargs=()) @155:19
                      .func:
                        Name(id='cdiv') @155:19
                      .args:
                        Name(id='len_q') @155:24
                        Name(id='BLOCK_M') @155:31
                  .rhs:
                    Name(id='m_lo') @155:42
                Const(value=0) @155:48
        Assign(targets=('steps',)) @156:5
          .value:
            BinOp(op='*') @156:13
              .lhs:
                Name(id='group') @156:13
              .rhs:
                Name(id='n_m') @156:21
        Assign(targets=('n_x',)) @160:5
          .value:
            Const(value=0) @160:11
        Assign(targets=('n_xs',)) @161:5
          .value:
            Const(value=0) @161:12
        Assign(targets=('rot',)) @162:5
          .value:
            Const(value=0) @162:11
        If(orelse=()) @163:5
          .cond:
            Name(id='SPLIT') @163:8
          .body:
            If(orelse=()) @164:9
              .cond:
                Name(id='CAUSAL') @164:12
              .body:
                Assign(targets=('m_diag',)) @166:13
                  .value:
                    Call(kwargs=()) @166:22
                      .func:
                        Name(id='cdiv') @166:22
                      .args:
                        Call(kwargs=()) @166:27
                          .func:
                            Name(id='maximum') @166:27
                          .args:
                            BinOp(op='-') @166:35
                              .lhs:
                                BinOp(op='-') @166:35
                                  .lhs:
                                    BinOp(op='+') @166:35
                                      .lhs:
                                        BinOp(op='*') @166:35
                                          .lhs:
                                            Name(id='n') @166:35
                                          .rhs:
                                            Name(id='BLOCK_N') @166:39
                                      .rhs:
                                        Name(id='BLOCK_N') @166:49
                                  .rhs:
                                    Const(value=1) @166:59
                              .rhs:
                                BinOp(op='-') @166:64
                                  .lhs:
                                    Name(id='len_k') @166:64
                                  .rhs:
                                    Name(id='len_q') @166:72
                            Const(value=0) @166:80
                        Name(id='BLOCK_M') @166:84
                Assign(targets=('n_x',)) @167:13
                  .value:
                    Call(kwargs=()) @167:19
                      .func:
                        Name(id='minimum') @167:19
                      .args:
                        Call(kwargs=()) @167:27
                          .func:
                            Name(id='maximum') @167:27
                          .args:
                            BinOp(op='-') @167:35
                              .lhs:
                                Name(id='m_diag') @167:35
                              .rhs:
                                Name(id='m_lo') @167:44
                            Const(value=0) @167:50
                        Name(id='n_m') @167:54
            Assign(targets=('n_e',)) @168:9
              .value:
                BinOp(op='*') @168:15
                  .lhs:
                    Call(kwargs=()) @168:15
                      .func:
                        Name(id='minimum') @168:15
                      .args:
                        BinOp(op='%') @168:23
                          .lhs:
                            Name(id='len_q') @168:23
                          .rhs:
                            Name(id='BLOCK_M') @168:31
                        Const(value=1) @168:40
                  .rhs:
                    Call(kwargs=()) @168:45
                      .func:
                        Name(id='minimum') @168:45
                      .args:
                        BinOp(op='-') @168:53
                          .lhs:
                            Name(id='n_m') @168:53
                          .rhs:
                            Name(id='n_x') @168:59
                        Const(value=1) @168:64
            Assign(targets=('n_x',)) @169:9
              .value:
                BinOp(op='+') @169:15
                  .lhs:
                    Name(id='n_x') @169:15
                  .rhs:
                    Name(id='n_e') @169:21
            Assign(targets=('n_x',)) @170:9
              .value:
                BinOp(op='+') @170:15
                  .lhs:
                    Name(id='n_x') @170:15
                  .rhs:
                    BinOp(op='*') @170:21
                      .lhs:
                        Call(kwargs=()) @170:21
                          .func:
                            Name(id='minimum') @170:21
                          .args:
                            Call(kwargs=()) @170:29
                              .func:
                                Name(id='maximum') @170:29
                              .args:
                                BinOp(op='-') @170:38
                                  .lhs:
                                    BinOp(op='*') @170:38
                                      .lhs:
                                        BinOp(op='+') @170:38
                                          .lhs:
                                            Name(id='n') @170:38
                                          .rhs:
                                            Const(value=1) @170:42
                                      .rhs:
                                        Name(id='BLOCK_N') @170:47
                                  .rhs:
                                    Name(id='len_k') @170:57
                                Const(value=0) @170:64
                            Const(value=1) @170:68
                      .rhs:
                        BinOp(op='-') @170:74
                          .lhs:
                            Name(id='n_m') @170:74
                          .rhs:
                            Name(id='n_x') @170:80
            Assign(targets=('n_xs',)) @171:9
              .value:
                Call(kwargs=()) @171:16
                  .func:
                    Name(id='minimum') @171:16
                  .args:
                    BinOp(op='*') @171:24
                      .lhs:
                        Name(id='group') @171:24
                      .rhs:
                        Name(id='n_x') @171:32
                    Name(id='steps') @171:37
            Assign(targets=('rot',)) @172:9
              .value:
                BinOp(op='%') @172:16
                  .lhs:
                    BinOp(op='-') @172:16
                      .lhs:
                        Name(id='n_m') @172:16
                      .rhs:
                        Name(id='n_e') @172:22
                  .rhs:
                    Call(kwargs=()) @172:29
                      .func:
                        Name(id='maximum') @172:29
                      .args:
                        Name(id='n_m') @172:37
                        Const(value=1) @172:42
        Assign(targets=('PARTS',)) @174:5
          .value:
            Const(value=1) @174:13
        If(orelse=()) @175:5
          .cond:
            Name(id='PEEL') @175:8
          .body:
            Assign(targets=('PARTS',)) @176:9
              .value:
                BinOp(op='+') @176:17
                  .lhs:
                    Name(id='PARTS') @176:17
                  .rhs:
                    Const(value=1) @176:25
        If(orelse=()) @177:5
          .cond:
            Name(id='SPLIT') @177:8
          .body:
            Assign(targets=('PARTS',)) @178:9
              .value:
                BinOp(op='+') @178:17
                  .lhs:
                    Name(id='PARTS') @178:17
                  .rhs:
                    Const(value=1) @178:25
        Role(name='load', replica=None) @180:5
          .kwargs:
            (
              'warps'
              Const(value=1) @180:21
            )
            (
              'regs'
              Const(value=24) @180:29
            )
          .body:
            Assign(targets=('ks',)) @181:9
              .value:
                BinOp(op='%') @181:14
                  .lhs:
                    Name(id='tile_index') @181:14
                  .rhs:
                    Name(id='KV_BUF') @181:27
            Assign(targets=('kv_bytes',)) @182:9
              .value:
                BinOp(op='*') @182:20
                  .lhs:
                    BinOp(op='*') @182:20
                      .lhs:
                        Const(value=2) @182:20
                      .rhs:
                        Name(id='NWG') @182:24
                  .rhs:
                    Call(kwargs=()) @182:30
                      .func:
                        Name(id='bytes') @182:30
                      .args:
                        Name(id='k_tile') @182:36
            If(orelse=()) @183:9
              .cond:
                Unary(op='not') @183:12
                  .operand:
                    Name(id='ROWS') @183:16
              .body:
                Assign(targets=('kv_bytes',)) @184:13
                  .value:
                    BinOp(op='+') @184:24
                      .lhs:
                        Name(id='kv_bytes') @184:24
                      .rhs:
                        BinOp(op='*') @184:35
                          .lhs:
                            BinOp(op='*') @184:35
                              .lhs:
                                Name(id='NC') @184:35
                              .rhs:
                                Name(id='NWG') @184:40
                          .rhs:
                            Call(kwargs=()) @184:46
                              .func:
                                Name(id='bytes') @184:46
                              .args:
                                Name(id='kh_tile') @184:52
            Wait(phase=None) @185:9
              .target:
                Index() @185:14
                  .value:
                    Name(id='kv_free') @185:14
                  .subs:
                    Name(id='ks') @185:22
            Expect() @186:9
              .target:
                Index() @186:16
                  .value:
                    Name(id='kv_ready') @186:16
                  .subs:
                    Name(id='ks') @186:25
              .nbytes:
                Name(id='kv_bytes') @186:30
            For(var='i') @187:9
              .iter:
                Call(kwargs=()) @187:18
                  .func:
                    Name(id='static_range') @187:18
                  .args:
                    Name(id='NWG') @187:31
              .body:
                Tma() @188:13
                  .dst:
                    Index() @188:17
                      .value:
                        Name(id='k_tile') @188:17
                      .subs:
                        BinOp(op='+') @188:24
                          .lhs:
                            BinOp(op='*') @188:24
                              .lhs:
                                Name(id='ks') @188:24
                              .rhs:
                                Name(id='NWG') @188:29
                          .rhs:
                            Name(id='i') @188:35
                  .src:
                    Index() @188:41
                      .value:
                        Name(id='k') @188:41
                      .subs:
                        Name(id='seq') @188:43
                        BinOp(op='+') @188:48
                          .lhs:
                            BinOp(op='*') @188:48
                              .lhs:
                                Name(id='NWG') @188:48
                              .rhs:
                                Name(id='n') @188:54
                          .rhs:
                            Name(id='i') @188:58
                        Name(id='kvh') @188:61
                  .signals:
                    Index() @188:74
                      .value:
                        Name(id='kv_ready') @188:74
                      .subs:
                        Name(id='ks') @188:83
                Tma() @189:13
                  .dst:
                    Index() @189:17
                      .value:
                        Name(id='v_tile') @189:17
                      .subs:
                        BinOp(op='+') @189:24
                          .lhs:
                            BinOp(op='*') @189:24
                              .lhs:
                                Name(id='ks') @189:24
                              .rhs:
                                Name(id='NWG') @189:29
                          .rhs:
                            Name(id='i') @189:35
                  .src:
                    Index() @189:41
                      .value:
                        Name(id='v') @189:41
                      .subs:
                        Name(id='seq') @189:43
                        BinOp(op='+') @189:48
                          .lhs:
                            BinOp(op='*') @189:48
                              .lhs:
                                Name(id='NWG') @189:48
                              .rhs:
                                Name(id='n') @189:54
                          .rhs:
                            Name(id='i') @189:58
                        Name(id='kvh') @189:61
                  .signals:
                    Index() @189:74
                      .value:
                        Name(id='kv_ready') @189:74
                      .subs:
                        Name(id='ks') @189:83
                If(orelse=()) @190:13
                  .cond:
                    Unary(op='not') @190:16
                      .operand:
                        Name(id='ROWS') @190:20
                  .body:
                    For(var='c') @191:17
                      .iter:
                        Call(kwargs=()) @191:26
                          .func:
                            Name(id='static_range') @191:26
                          .args:
                            Name(id='NC') @191:39
                      .body:
                        Tma() @192:21
                          .dst:
                            Index() @192:25
                              .value:
                                Name(id='kh_tile') @192:25
                              .subs:
                                BinOp(op='+') @192:33
                                  .lhs:
                                    BinOp(op='*') @192:33
                                      .lhs:
                                        Name(id='NC') @192:33
                                      .rhs:
                                        BinOp(op='+') @192:39
                                          .lhs:
                                            BinOp(op='*') @192:39
                                              .lhs:
                                                Name(id='ks') @192:39
                                              .rhs:
                                                Name(id='NWG') @192:44
                                          .rhs:
                                            Name(id='i') @192:50
                                  .rhs:
                                    Name(id='c') @192:55
                          .src:
                            Index() @192:61
                              .value:
                                Name(id='k') @192:61
                              .subs:
                                Name(id='seq') @192:63
                                BinOp(op='+') @192:68
                                  .lhs:
                                    BinOp(op='*') @192:68
                                      .lhs:
                                        Name(id='NWG') @192:68
                                      .rhs:
                                        Name(id='n') @192:74
                                  .rhs:
                                    Name(id='i') @192:78
                                Name(id='kvh') @192:81
                                Name(id='c') @192:86
                          .signals:
                            Index() @192:97
                              .value:
                                Name(id='kv_ready') @192:97
                              .subs:
                                Name(id='ks') @192:106
            For(var='part') @194:9
              .iter:
                Call(kwargs=()) @194:21
                  .func:
                    Name(id='static_range') @194:21
                  .args:
                    Name(id='PARTS') @194:34
              .body:
                Assign(targets=('lo', 'hi')) @195:13
                  .value:
                    Call(kwargs=()) @195:22
                      .func:
                        Name(id='fused_part_bounds') @195:22
                      .args:
                        Name(id='part') @195:40
                        Name(id='PEEL') @195:46
                        Name(id='SPLIT') @195:52
                        Name(id='n_xs') @195:59
                        Name(id='steps') @195:65
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
                            Unary(op='-') @197:42
                              .operand:
                                Const(value=1) @197:43
                            BinOp(op='*') @197:46
                              .lhs:
                                Name(id='kvh') @197:46
                              .rhs:
                                Name(id='group') @197:52
                            Name(id='m_lo') @197:59
                            Name(id='rot') @197:65
                            Name(id='n_m') @197:70
                            Name(id='n_x') @197:75
                            Name(id='n_xs') @197:80
                            Name(id='SPLIT') @197:86
                    Wait(phase=None) @198:17
                      .target:
                        Index() @198:22
                          .value:
                            Name(id='qd_free') @198:22
                          .subs:
                            Name(id='slot') @198:30
                    If(orelse=()) @199:17
                      .cond:
                        Name(id='LSE_RING') @199:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @200:21
                          .value:
                            Call(kwargs=()) @200:37
                              .func:
                                Name(id='lse_delta_slots') @200:37
                              .args:
                                Name(id='head') @200:53
                                Name(id='mb') @200:59
                                Name(id='q0') @200:63
                                Name(id='len_q') @200:67
                                Name(id='lse2_t') @200:74
                                Name(id='delta_t') @200:82
                                Name(id='BLOCK_M') @200:91
                                Name(id='SMEM_P') @200:100
                        ExprStmt() @201:21
                          .value:
                            Call(kwargs=()) @201:21
                              .func:
                                Name(id='store_smem') @201:21
                              .args:
                                Index() @201:32
                                  .value:
                                    Name(id='lse_s') @201:32
                                  .subs:
                                    Name(id='slot') @201:38
                                Name(id='lse2_c') @201:45
                        ExprStmt() @202:21
                          .value:
                            Call(kwargs=()) @202:21
                              .func:
                                Name(id='store_smem') @202:21
                              .args:
                                Index() @202:32
                                  .value:
                                    Name(id='dl_s') @202:32
                                  .subs:
                                    Name(id='slot') @202:37
                                Name(id='dlt_c') @202:44
                    Expect() @203:17
                      .target:
                        Index() @203:24
                          .value:
                            Name(id='qd_ready') @203:24
                          .subs:
                            Name(id='slot') @203:33
                      .nbytes:
                        BinOp(op='+') @203:40
                          .lhs:
                            Call(kwargs=()) @203:40
                              .func:
                                Name(id='bytes') @203:40
                              .args:
                                Name(id='q_ring') @203:46
                          .rhs:
                            Call(kwargs=()) @203:56
                              .func:
                                Name(id='bytes') @203:56
                              .args:
                                Name(id='do_ring') @203:62
                    Tma() @204:17
                      .dst:
                        Index() @204:21
                          .value:
                            Name(id='q_ring') @204:21
                          .subs:
                            Name(id='slot') @204:28
                      .src:
                        Index() @204:37
                          .value:
                            Name(id='q') @204:37
                          .subs:
                            Name(id='seq') @204:39
                            Name(id='mb') @204:44
                            Name(id='head') @204:48
                      .signals:
                        Index() @204:62
                          .value:
                            Name(id='qd_ready') @204:62
                          .subs:
                            Name(id='slot') @204:71
                    Tma() @205:17
                      .dst:
                        Index() @205:21
                          .value:
                            Name(id='do_ring') @205:21
                          .subs:
                            Name(id='slot') @205:29
                      .src:
                        Index() @205:38
                          .value:
                            Name(id='d_o') @205:38
                          .subs:
                            Name(id='seq') @205:42
                            Name(id='mb') @205:47
                            Name(id='head') @205:51
                      .signals:
                        Index() @205:65
                          .value:
                            Name(id='qd_ready') @205:65
                          .subs:
                            Name(id='slot') @205:74
        If(orelse=()) @207:5
          .cond:
            Name(id='WRITER') @207:8
          .body:
            Assign(targets=('NCW',)) @210:9
              .value:
                BinOp(op='//') @210:15
                  .lhs:
                    Name(id='NC') @210:15
                  .rhs:
                    Name(id='NWG') @210:21
            Role(name='dq_writer', replica=None) @211:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @211:30
                )
                (
                  'regs'
                  Const(value=24) @211:38
                )
              .body:
                For(var='part') @212:13
                  .iter:
                    Call(kwargs=()) @212:25
                      .func:
                        Name(id='static_range') @212:25
                      .args:
                        Name(id='PARTS') @212:38
                  .body:
                    Assign(targets=('lo', 'hi')) @213:17
                      .value:
                        Call(kwargs=()) @213:26
                          .func:
                            Name(id='fused_part_bounds') @213:26
                          .args:
                            Name(id='part') @213:44
                            Name(id='PEEL') @213:50
                            Name(id='SPLIT') @213:56
                            Name(id='n_xs') @213:63
                            Name(id='steps') @213:69
                    Pipeline(var='j', slot='ws', ring='qd') @214:17
                      .iter:
                        Call(kwargs=()) @214:31
                          .func:
                            Name(id='range') @214:31
                          .args:
                            Name(id='lo') @214:37
                            Name(id='hi') @214:41
                      .stages:
                        Name(id='STAGES') @214:58
                      .body:
                        Assign(targets=('head', 'mb')) @215:21
                          .value:
                            Call(kwargs=()) @215:32
                              .func:
                                Name(id='step_block') @215:32
                              .args:
                                Name(id='j') @215:43
                                Unary(op='-') @215:46
                                  .operand:
                                    Const(value=1) @215:47
                                BinOp(op='*') @215:50
                                  .lhs:
                                    Name(id='kvh') @215:50
                                  .rhs:
                                    Name(id='group') @215:56
                                Name(id='m_lo') @215:63
                                Name(id='rot') @215:69
                                Name(id='n_m') @215:74
                                Name(id='n_x') @215:79
                                Name(id='n_xs') @215:84
                                Name(id='SPLIT') @215:90
                        Assign(targets=('fr',)) @217:21
                          .value:
                            Call(kwargs=()) @217:26
                              .func:
                                Name(id='frag_row') @217:26
                              .args:
                                Call(kwargs=()) @217:35
                                  .func:
                                    Attr(name='start') @217:35
                                      .value:
                                        Name(id='q') @217:35
                                  .args:
                                    Name(id='seq') @217:43
                                Name(id='seq') @217:49
                                BinOp(op='*') @217:54
                                  .lhs:
                                    Name(id='mb') @217:54
                                  .rhs:
                                    Name(id='BLOCK_M') @217:59
                                Name(id='BLOCK_M') @217:68
                        If() @218:21
                          .cond:
                            Name(id='ROWS') @218:24
                          .body:
                            Wait(phase=None) @219:25
                              .target:
                                Index() @219:30
                                  .value:
                                    Name(id='dq_full') @219:30
                                  .subs:
                                    Const(value=0) @219:38
                            For(var='w') @220:25
                              .iter:
                                Call(kwargs=()) @220:34
                                  .func:
                                    Name(id='static_range') @220:34
                                  .args:
                                    Name(id='NWG') @220:47
                              .body:
                                If() @221:29
                                  .cond:
                                    Name(id='DQ_FRAG') @221:32
                                  .body:
                                    Tma(signals=None, reduce='add') @222:33
                                      .dst:
                                        Index() @222:37
                                          .value:
                                            Name(id='dq_frag') @222:37
                                          .subs:
                                            Call(kwargs=()) @222:45
                                              .func:
                                                Name(id='at') @222:45
                                              .args:
                                                BinOp(op='+') @222:48
                                                  .lhs:
                                                    Name(id='fr') @222:48
                                                  .rhs:
                                                    BinOp(op='*') @222:53
                                                      .lhs:
                                                        Name(id='w') @222:53
                                                      .rhs:
                                                        BinOp(op='//') @222:58
                                                          .lhs:
                                                            Name(id='BLOCK_M') @222:58
                                                          .rhs:
                                                            Name(id='NWG') @222:69
                                            Name(id='head') @222:76
                                            Const(value=0) @222:82
                                      .src:
                                        Index() @222:88
                                          .value:
                                            Name(id='dq_s') @222:88
                                          .subs:
                                            Name(id='w') @222:93
                                  .orelse:
                                    Tma(signals=None, reduce='add') @224:33
                                      .dst:
                                        Index() @224:37
                                          .value:
                                            Name(id='dq_acc') @224:37
                                          .subs:
                                            Name(id='seq') @224:44
                                            BinOp(op='+') @224:49
                                              .lhs:
                                                BinOp(op='*') @224:49
                                                  .lhs:
                                                    Name(id='mb') @224:49
                                                  .rhs:
                                                    Name(id='NWG') @224:54
                                              .rhs:
                                                Name(id='w') @224:60
                                            Name(id='head') @224:63
                                            Const(value=0) @224:69
                                      .src:
                                        Index() @224:75
                                          .value:
                                            Name(id='dq_s') @224:75
                                          .subs:
                                            Name(id='w') @224:80
                            Arrive(count=None) @225:25
                              .target:
                                Index() @225:32
                                  .value:
                                    Name(id='dq_empty') @225:32
                                  .subs:
                                    Const(value=0) @225:41
                          .orelse:
                            For(var='i') @227:25
                              .iter:
                                Call(kwargs=()) @227:34
                                  .func:
                                    Name(id='static_range') @227:34
                                  .args:
                                    Name(id='NCW') @227:47
                              .body:
                                Wait(phase=None) @228:29
                                  .target:
                                    Index() @228:34
                                      .value:
                                        Name(id='dq_full') @228:34
                                      .subs:
                                        Name(id='i') @228:42
                                For(var='w') @229:29
                                  .iter:
                                    Call(kwargs=()) @229:38
                                      .func:
                                        Name(id='static_range') @229:38
                                      .args:
                                        Name(id='NWG') @229:51
                                  .body:
                                    If() @230:33
                                      .cond:
                                        Name(id='DQ_FRAG') @230:36
                                      .body:
                                        Tma(signals=None, reduce='add') @231:37
                                          .dst:
                                            Index() @231:41
                                              .value:
                                                Name(id='dq_frag') @231:41
                                              .subs:
                                                Call(kwargs=()) @231:49
                                                  .func:
                                                    Name(id='at') @231:49
                                                  .args:
                                                    Name(id='fr') @231:52
                                                Name(id='head') @231:57
                                                BinOp(op='+') @231:63
                                                  .lhs:
                                                    BinOp(op='*') @231:63
                                                      .lhs:
                                                        Name(id='w') @231:63
                                                      .rhs:
                                                        Name(id='NCW') @231:67
                                                  .rhs:
                                                    Name(id='i') @231:73
                                          .src:
                                            Index() @231:79
                                              .value:
                                                Name(id='dq_s') @231:79
                                              .subs:
                                                BinOp(op='+') @231:84
                                                  .lhs:
                                                    BinOp(op='*') @231:84
                                                      .lhs:
                                                        Name(id='i') @231:84
                                                      .rhs:
                                                        Name(id='NWG') @231:88
                                                  .rhs:
                                                    Name(id='w') @231:94
                                      .orelse:
                                        Tma(signals=None, reduce='add') @233:37
                                          .dst:
                                            Index() @233:41
                                              .value:
                                                Name(id='dq_acc') @233:41
                                              .subs:
                                                Name(id='seq') @233:48
                                                Name(id='mb') @233:53
                                                Name(id='head') @233:57
                                                BinOp(op='+') @233:63
                                                  .lhs:
                                                    BinOp(op='*') @233:63
                                                      .lhs:
                                                        Name(id='w') @233:63
                                                      .rhs:
                                                        Name(id='NCW') @233:67
                                                  .rhs:
                                                    Name(id='i') @233:73
                                          .src:
                                            Index() @233:79
                                              .value:
                                                Name(id='dq_s') @233:79
                                              .subs:
                                                BinOp(op='+') @233:84
                                                  .lhs:
                                                    BinOp(op='*') @233:84
                                                      .lhs:
                                                        Name(id='i') @233:84
                                                      .rhs:
                                                        Name(id='NWG') @233:88
                                                  .rhs:
                                                    Name(id='w') @233:94
                                Arrive(count=None) @234:29
                                  .target:
                                    Index() @234:36
                                      .value:
                                        Name(id='dq_empty') @234:36
                                      .subs:
                                        Name(id='i') @234:45
        Role(name='compute', replica='wg') @236:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @236:29
            )
            (
              'regs'
              Name(id='REGS') @236:39
            )
          .body:
            Assign(targets=('qk_scale',)) @237:9
              .value:
                BinOp(op='*') @237:20
                  .lhs:
                    Name(id='sm_scale') @237:20
                  .rhs:
                    Name(id='LOG2E') @237:31
            Assign(targets=('krow0',)) @238:9
              .value:
                BinOp(op='+') @238:17
                  .lhs:
                    BinOp(op='*') @238:17
                      .lhs:
                        Name(id='n') @238:17
                      .rhs:
                        Name(id='BLOCK_N') @238:21
                  .rhs:
                    BinOp(op='*') @238:31
                      .lhs:
                        Name(id='wg') @238:31
                      .rhs:
                        Name(id='WG_N') @238:36
            Assign(targets=('krows',)) @239:9
              .value:
                BinOp(op='+') @239:17
                  .lhs:
                    Name(id='krow0') @239:17
                  .rhs:
                    Call(kwargs=()) @239:25
                      .func:
                        Name(id='arange') @239:25
                      .args:
                        Name(id='WG_N') @239:32
            Assign(targets=('qcols',)) @240:9
              .value:
                Call(kwargs=()) @240:17
                  .func:
                    Name(id='arange') @240:17
                  .args:
                    Name(id='BLOCK_M') @240:24
            Assign(targets=('dcols',)) @241:9
              .value:
                Call(kwargs=()) @241:17
                  .func:
                    Name(id='arange') @241:17
                  .args:
                    Name(id='D') @241:24
            Assign(targets=('ks',)) @242:9
              .value:
                BinOp(op='%') @242:14
                  .lhs:
                    Name(id='tile_index') @242:14
                  .rhs:
                    Name(id='KV_BUF') @242:27
            Assign(targets=('mine',)) @243:9
              .value:
                BinOp(op='+') @243:16
                  .lhs:
                    BinOp(op='*') @243:16
                      .lhs:
                        Name(id='ks') @243:16
                      .rhs:
                        Name(id='NWG') @243:21
                  .rhs:
                    Name(id='wg') @243:27
            Assign(targets=('acc_k',)) @244:9
              .value:
                Call(kwargs=()) @244:17
                  .func:
                    Name(id='zeros') @244:17
                  .args:
                    ListLit() @244:23
                      .elts:
                        Name(id='WG_N') @244:24
                        Name(id='D') @244:30
                    Name(id='f32') @244:34
            Assign(targets=('acc_v',)) @245:9
              .value:
                Call(kwargs=()) @245:17
                  .func:
                    Name(id='zeros') @245:17
                  .args:
                    ListLit() @245:23
                      .elts:
                        Name(id='WG_N') @245:24
                        Name(id='D') @245:30
                    Name(id='f32') @245:34
            Wait(phase=None) @246:9
              .target:
                Index() @246:14
                  .value:
                    Name(id='kv_ready') @246:14
                  .subs:
                    Name(id='ks') @246:23
            If(orelse=()) @253:9
              .cond:
                Name(id='LAG') @253:12
              .body:
                Assign(targets=('last',)) @254:13
                  .value:
                    Const(value=0) @254:20
            Assign(targets=('LAST',)) @255:9
              .value:
                BinOp(op='-') @255:16
                  .lhs:
                    BinOp(op='//') @255:16
                      .lhs:
                        Name(id='NC') @255:16
                      .rhs:
                        Name(id='NWG') @255:22
                  .rhs:
                    Const(value=1) @255:28
            If(orelse=()) @256:9
              .cond:
                Name(id='ROWS') @256:12
              .body:
                Assign(targets=('LAST',)) @257:13
                  .value:
                    Const(value=0) @257:20
            Assign(targets=('AHEAD',)) @258:9
              .value:
                BoolOp(op='and') @258:17
                  .values:
                    Name(id='LSE_AHEAD') @258:17
                    Name(id='LAG') @258:31
                    Name(id='SMEM_P') @258:39
            If(orelse=()) @259:9
              .cond:
                BoolOp(op='and') @259:12
                  .values:
                    BinOp(op='==') @259:12
                      .lhs:
                        Name(id='ACT') @259:12
                      .rhs:
                        Const(value='softmax') @259:19
                    Name(id='AHEAD') @259:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @260:13
                  .value:
                    Call(kwargs=()) @260:29
                      .func:
                        Name(id='lse_delta') @260:29
                      .args:
                        Const(value=0) @260:39
                        Unary(op='-') @260:42
                          .operand:
                            Const(value=1) @260:43
                        BinOp(op='*') @260:46
                          .lhs:
                            Name(id='kvh') @260:46
                          .rhs:
                            Name(id='group') @260:52
                        Name(id='m_lo') @260:59
                        Name(id='rot') @260:65
                        Name(id='n_m') @260:70
                        Name(id='n_x') @260:75
                        Name(id='n_xs') @260:80
                        Name(id='SPLIT') @260:86
                        Name(id='q0') @260:93
                        Name(id='len_q') @260:97
                        Name(id='qcols') @260:104
                        Name(id='lse2_t') @260:111
                        Name(id='delta_t') @261:39
                        Name(id='BLOCK_M') @261:48
            For(var='part') @262:9
              .iter:
                Call(kwargs=()) @262:21
                  .func:
                    Name(id='static_range') @262:21
                  .args:
                    Name(id='PARTS') @262:34
              .body:
                Assign(targets=('lo', 'hi')) @263:13
                  .value:
                    Call(kwargs=()) @263:22
                      .func:
                        Name(id='fused_part_bounds') @263:22
                      .args:
                        Name(id='part') @263:40
                        Name(id='PEEL') @263:46
                        Name(id='SPLIT') @263:52
                        Name(id='n_xs') @263:59
                        Name(id='steps') @263:65
                Assign(targets=('masked',)) @264:13
                  .value:
                    BoolOp(op='or') @264:22
                      .values:
                        Unary(op='not') @264:22
                          .operand:
                            Name(id='SPLIT') @264:26
                        BinOp(op='<') @264:35
                          .lhs:
                            Name(id='part') @264:35
                          .rhs:
                            BinOp(op='-') @264:42
                              .lhs:
                                Name(id='PARTS') @264:42
                              .rhs:
                                Const(value=1) @264:50
                Assign(targets=('lagged',)) @265:13
                  .value:
                    BoolOp(op='and') @265:22
                      .values:
                        Name(id='LAG') @265:22
                        BinOp(op='>') @265:30
                          .lhs:
                            Name(id='part') @265:30
                          .rhs:
                            Const(value=0) @265:37
                Assign(targets=('late',)) @266:13
                  .value:
                    BoolOp(op='and') @266:20
                      .values:
                        Name(id='LATE') @266:20
                        BinOp(op='>') @266:29
                          .lhs:
                            Name(id='part') @266:29
                          .rhs:
                            Const(value=0) @266:36
                Assign(targets=('which',)) @268:13
                  .value:
                    Const(value=1) @268:21
                If(orelse=()) @269:13
                  .cond:
                    Name(id='masked') @269:16
                  .body:
                    Assign(targets=('which',)) @270:17
                      .value:
                        Const(value=0) @270:25
                If(orelse=()) @271:13
                  .cond:
                    BoolOp(op='and') @271:16
                      .values:
                        Name(id='PEEL') @271:16
                        BinOp(op='==') @271:25
                          .lhs:
                            Name(id='part') @271:25
                          .rhs:
                            Const(value=0) @271:33
                  .body:
                    Assign(targets=('which',)) @272:17
                      .value:
                        Unary(op='-') @272:25
                          .operand:
                            Const(value=1) @272:26
                Pipeline(var='j', slot='slot', ring='qd') @273:13
                  .iter:
                    Call(kwargs=()) @273:27
                      .func:
                        Name(id='range') @273:27
                      .args:
                        Name(id='lo') @273:33
                        Name(id='hi') @273:37
                  .stages:
                    Name(id='STAGES') @273:54
                  .body:
                    Assign(targets=('head', 'mb')) @274:17
                      .value:
                        Call(kwargs=()) @274:28
                          .func:
                            Name(id='step_block') @274:28
                          .args:
                            Name(id='j') @274:39
                            Name(id='which') @274:42
                            BinOp(op='*') @274:49
                              .lhs:
                                Name(id='kvh') @274:49
                              .rhs:
                                Name(id='group') @274:55
                            Name(id='m_lo') @274:62
                            Name(id='rot') @274:68
                            Name(id='n_m') @274:73
                            Name(id='n_x') @274:78
                            Name(id='n_xs') @274:83
                            Name(id='SPLIT') @274:89
                    Assign(targets=('qpos',)) @275:17
                      .value:
                        BinOp(op='+') @275:24
                          .lhs:
                            BinOp(op='*') @275:24
                              .lhs:
                                Name(id='mb') @275:24
                              .rhs:
                                Name(id='BLOCK_M') @275:29
                          .rhs:
                            Name(id='qcols') @275:39
                    Assign(targets=('lse2',)) @276:17
                      .value:
                        Call(kwargs=()) @276:24
                          .func:
                            Name(id='zeros') @276:24
                          .args:
                            ListLit() @276:30
                              .elts:
                                Name(id='BLOCK_M') @276:31
                            Name(id='f32') @276:41
                    Assign(targets=('dlt',)) @277:17
                      .value:
                        Call(kwargs=()) @277:23
                          .func:
                            Name(id='zeros') @277:23
                          .args:
                            ListLit() @277:29
                              .elts:
                                Name(id='BLOCK_M') @277:30
                            Name(id='f32') @277:40
                    If(orelse=()) @281:17
                      .cond:
                        BoolOp(op='and') @281:20
                          .values:
                            BinOp(op='==') @281:20
                              .lhs:
                                Name(id='ACT') @281:20
                              .rhs:
                                Const(value='softmax') @281:27
                            Name(id='AHEAD') @281:41
                      .body:
                        Assign(targets=('lse2',)) @282:21
                          .value:
                            Name(id='lse2_n') @282:28
                        Assign(targets=('dlt',)) @283:21
                          .value:
                            Name(id='dlt_n') @283:27
                    If(orelse=()) @284:17
                      .cond:
                        BoolOp(op='and') @284:20
                          .values:
                            BinOp(op='==') @284:20
                              .lhs:
                                Name(id='ACT') @284:20
                              .rhs:
                                Const(value='softmax') @284:27
                            Unary(op='not') @284:41
                              .operand:
                                Name(id='AHEAD') @284:45
                            Unary(op='not') @284:55
                              .operand:
                                Name(id='LSE_RING') @284:59
                      .body:
                        Assign(targets=('qi',)) @288:21
                          .value:
                            BinOp(op='+') @288:26
                              .lhs:
                                Name(id='q0') @288:26
                              .rhs:
                                Call(kwargs=()) @288:31
                                  .func:
                                    Name(id='maximum') @288:31
                                  .args:
                                    Call(kwargs=()) @288:39
                                      .func:
                                        Name(id='minimum') @288:39
                                      .args:
                                        Name(id='qpos') @288:47
                                        BinOp(op='-') @288:53
                                          .lhs:
                                            Name(id='len_q') @288:53
                                          .rhs:
                                            Const(value=1) @288:61
                                    Const(value=0) @288:65
                        Assign(targets=('lse2',)) @289:21
                          .value:
                            Index() @289:28
                              .value:
                                Name(id='lse2_t') @289:28
                              .subs:
                                Name(id='head') @289:35
                                Name(id='qi') @289:41
                        Assign(targets=('dlt',)) @290:21
                          .value:
                            Index() @290:27
                              .value:
                                Name(id='delta_t') @290:27
                              .subs:
                                Name(id='head') @290:35
                                Name(id='qi') @290:41
                    If() @293:17
                      .cond:
                        Name(id='masked') @293:20
                      .body:
                        Assign(targets=('edge',)) @294:21
                          .value:
                            BoolOp(op='or') @294:28
                              .values:
                                BinOp(op='>') @294:28
                                  .lhs:
                                    BinOp(op='*') @294:29
                                      .lhs:
                                        BinOp(op='+') @294:29
                                          .lhs:
                                            Name(id='mb') @294:29
                                          .rhs:
                                            Const(value=1) @294:34
                                      .rhs:
                                        Name(id='BLOCK_M') @294:39
                                  .rhs:
                                    Name(id='len_q') @294:49
                                BinOp(op='>') @294:58
                                  .lhs:
                                    BinOp(op='+') @294:58
                                      .lhs:
                                        Name(id='krow0') @294:58
                                      .rhs:
                                        Name(id='WG_N') @294:66
                                  .rhs:
                                    Name(id='len_k') @294:73
                        If(orelse=()) @295:21
                          .cond:
                            Name(id='CAUSAL') @295:24
                          .body:
                            Assign(targets=('edge',)) @296:25
                              .value:
                                BoolOp(op='or') @296:32
                                  .values:
                                    Name(id='edge') @296:32
                                    BinOp(op='>') @296:40
                                      .lhs:
                                        BinOp(op='-') @296:40
                                          .lhs:
                                            BinOp(op='+') @296:40
                                              .lhs:
                                                Name(id='krow0') @296:40
                                              .rhs:
                                                Name(id='WG_N') @296:48
                                          .rhs:
                                            Const(value=1) @296:55
                                      .rhs:
                                        BinOp(op='+') @296:59
                                          .lhs:
                                            BinOp(op='*') @296:59
                                              .lhs:
                                                Name(id='mb') @296:59
                                              .rhs:
                                                Name(id='BLOCK_M') @296:64
                                          .rhs:
                                            BinOp(op='-') @296:75
                                              .lhs:
                                                Name(id='len_k') @296:75
                                              .rhs:
                                                Name(id='len_q') @296:83
                      .orelse:
                        Assign(targets=('edge',)) @298:21
                          .value:
                            Const(value=False) @298:28
                    Wait(phase=None) @299:17
                      .target:
                        Index() @299:22
                          .value:
                            Name(id='qd_ready') @299:22
                          .subs:
                            Name(id='slot') @299:31
                    If(orelse=()) @300:17
                      .cond:
                        Name(id='lagged') @300:20
                      .body:
                        Assign(targets=('og',)) @303:21
                          .value:
                            BinOp(op='%') @303:27
                              .lhs:
                                BinOp(op='+') @303:27
                                  .lhs:
                                    Name(id='wg') @303:27
                                  .rhs:
                                    Const(value=1) @303:32
                              .rhs:
                                Name(id='NWG') @303:37
                        Wait() @304:21
                          .target:
                            Index() @304:26
                              .value:
                                Name(id='ds_ready') @304:26
                              .subs:
                                Const(value=0) @304:35
                          .phase:
                            BinOp(op='%') @304:44
                              .lhs:
                                Name(id='last') @304:44
                              .rhs:
                                Const(value=2) @304:51
                        For(var='i') @305:21
                          .iter:
                            Call(kwargs=()) @305:30
                              .func:
                                Name(id='static_range') @305:30
                              .args:
                                Name(id='NCW') @305:43
                          .body:
                            Assign(targets=('c',)) @306:25
                              .value:
                                BinOp(op='+') @306:29
                                  .lhs:
                                    BinOp(op='*') @306:29
                                      .lhs:
                                        Name(id='wg') @306:29
                                      .rhs:
                                        Name(id='NCW') @306:34
                                  .rhs:
                                    Name(id='i') @306:40
                            If() @307:25
                              .cond:
                                Name(id='DQ_PAIR') @307:28
                              .body:
                                Assign(targets=('f0',)) @309:29
                                  .value:
                                    Call(kwargs=()) @309:34
                                      .func:
                                        Name(id='mma_async') @309:34
                                      .args:
                                        Index() @309:44
                                          .value:
                                            Name(id='ds_s') @309:44
                                          .subs:
                                            BinOp(op='+') @309:49
                                              .lhs:
                                                BinOp(op='*') @309:49
                                                  .lhs:
                                                    Name(id='last') @309:49
                                                  .rhs:
                                                    Name(id='NWG') @309:56
                                              .rhs:
                                                Name(id='wg') @309:62
                                        Index() @309:67
                                          .value:
                                            Name(id='kh_tile') @309:67
                                          .subs:
                                            BinOp(op='+') @309:75
                                              .lhs:
                                                BinOp(op='*') @309:75
                                                  .lhs:
                                                    Name(id='NC') @309:75
                                                  .rhs:
                                                    BinOp(op='+') @309:81
                                                      .lhs:
                                                        BinOp(op='*') @309:81
                                                          .lhs:
                                                            Name(id='ks') @309:81
                                                          .rhs:
                                                            Name(id='NWG') @309:86
                                                      .rhs:
                                                        Name(id='wg') @309:92
                                              .rhs:
                                                Name(id='c') @309:98
                                Assign(targets=('f1',)) @310:29
                                  .value:
                                    Call(kwargs=()) @310:34
                                      .func:
                                        Name(id='mma_async') @310:34
                                      .args:
                                        Index() @310:44
                                          .value:
                                            Name(id='ds_s') @310:44
                                          .subs:
                                            BinOp(op='+') @310:49
                                              .lhs:
                                                BinOp(op='*') @310:49
                                                  .lhs:
                                                    Name(id='last') @310:49
                                                  .rhs:
                                                    Name(id='NWG') @310:56
                                              .rhs:
                                                Name(id='og') @310:62
                                        Index() @310:67
                                          .value:
                                            Name(id='kh_tile') @310:67
                                          .subs:
                                            BinOp(op='+') @310:75
                                              .lhs:
                                                BinOp(op='*') @310:75
                                                  .lhs:
                                                    Name(id='NC') @310:75
                                                  .rhs:
                                                    BinOp(op='+') @310:81
                                                      .lhs:
                                                        BinOp(op='*') @310:81
                                                          .lhs:
                                                            Name(id='ks') @310:81
                                                          .rhs:
                                                            Name(id='NWG') @310:86
                                                      .rhs:
                                                        Name(id='og') @310:92
                                              .rhs:
                                                Name(id='c') @310:98
                                        Name(id='f0') @310:102
                                Assign(targets=('dq_c',)) @311:29
                                  .value:
                                    Call(kwargs=()) @311:36
                                      .func:
                                        Name(id='mma_wait') @311:36
                                      .args:
                                        Name(id='f1') @311:45
                              .orelse:
                                Assign(targets=('dq_c',)) @313:29
                                  .value:
                                    Call(kwargs=()) @313:36
                                      .func:
                                        Name(id='zeros') @313:36
                                      .args:
                                        ListLit() @313:42
                                          .elts:
                                            Name(id='BLOCK_M') @313:43
                                            Name(id='DQ_COLS') @313:52
                                        Name(id='f32') @313:62
                                For(var='g') @314:29
                                  .iter:
                                    Call(kwargs=()) @314:38
                                      .func:
                                        Name(id='static_range') @314:38
                                      .args:
                                        Name(id='NWG') @314:51
                                  .body:
                                    Assign(targets=('gg',)) @315:33
                                      .value:
                                        BinOp(op='%') @315:39
                                          .lhs:
                                            BinOp(op='+') @315:39
                                              .lhs:
                                                Name(id='wg') @315:39
                                              .rhs:
                                                Name(id='g') @315:44
                                          .rhs:
                                            Name(id='NWG') @315:49
                                    If() @316:33
                                      .cond:
                                        Name(id='SMEM_P') @316:36
                                      .body:
                                        Assign(targets=('dq_f',)) @317:37
                                          .value:
                                            Call(kwargs=()) @317:44
                                              .func:
                                                Name(id='mma_async') @317:44
                                              .args:
                                                Index() @317:54
                                                  .value:
                                                    Name(id='ds_s') @317:54
                                                  .subs:
                                                    BinOp(op='+') @317:59
                                                      .lhs:
                                                        BinOp(op='*') @317:59
                                                          .lhs:
                                                            Name(id='last') @317:59
                                                          .rhs:
                                                            Name(id='NWG') @317:66
                                                      .rhs:
                                                        Name(id='gg') @317:72
                                                Index() @317:77
                                                  .value:
                                                    Name(id='kh_tile') @317:77
                                                  .subs:
                                                    BinOp(op='+') @317:85
                                                      .lhs:
                                                        BinOp(op='*') @317:85
                                                          .lhs:
                                                            Name(id='NC') @317:85
                                                          .rhs:
                                                            BinOp(op='+') @317:91
                                                              .lhs:
                                                                BinOp(op='*') @317:91
                                                                  .lhs:
                                                                    Name(id='ks') @317:91
                                                                  .rhs:
                                                                    Name(id='NWG') @317:96
                                                              .rhs:
                                                                Name(id='gg') @317:102
                                                      .rhs:
                                                        Name(id='c') @317:108
                                                Name(id='dq_c') @317:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @319:37
                                          .value:
                                            Call(kwargs=()) @319:44
                                              .func:
                                                Name(id='mma_async') @319:44
                                              .args:
                                                Attr(name='T') @319:54
                                                  .value:
                                                    Index() @319:54
                                                      .value:
                                                        Name(id='ds_s') @319:54
                                                      .subs:
                                                        BinOp(op='+') @319:59
                                                          .lhs:
                                                            BinOp(op='*') @319:59
                                                              .lhs:
                                                                Name(id='last') @319:59
                                                              .rhs:
                                                                Name(id='NWG') @319:66
                                                          .rhs:
                                                            Name(id='gg') @319:72
                                                Index() @319:79
                                                  .value:
                                                    Name(id='kh_tile') @319:79
                                                  .subs:
                                                    BinOp(op='+') @319:87
                                                      .lhs:
                                                        BinOp(op='*') @319:87
                                                          .lhs:
                                                            Name(id='NC') @319:87
                                                          .rhs:
                                                            BinOp(op='+') @319:93
                                                              .lhs:
                                                                BinOp(op='*') @319:93
                                                                  .lhs:
                                                                    Name(id='ks') @319:93
                                                                  .rhs:
                                                                    Name(id='NWG') @319:98
                                                              .rhs:
                                                                Name(id='gg') @319:104
                                                      .rhs:
                                                        Name(id='c') @319:110
                                                Name(id='dq_c') @319:114
                                    Assign(targets=('dq_c',)) @320:33
                                      .value:
                                        Call(kwargs=()) @320:40
                                          .func:
                                            Name(id='mma_wait') @320:40
                                          .args:
                                            Name(id='dq_f') @320:49
                            Wait() @321:25
                              .target:
                                Index() @321:30
                                  .value:
                                    Name(id='dq_empty') @321:30
                                  .subs:
                                    Name(id='i') @321:39
                              .phase:
                                BinOp(op='-') @321:48
                                  .lhs:
                                    Const(value=1) @321:48
                                  .rhs:
                                    BinOp(op='%') @321:52
                                      .lhs:
                                        Name(id='last') @321:52
                                      .rhs:
                                        Const(value=2) @321:59
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
                                        BinOp(op='+') @322:41
                                          .lhs:
                                            BinOp(op='*') @322:41
                                              .lhs:
                                                Name(id='i') @322:41
                                              .rhs:
                                                Name(id='NWG') @322:45
                                          .rhs:
                                            Name(id='wg') @322:51
                                    Name(id='dq_c') @322:56
                            If(orelse=()) @323:25
                              .cond:
                                BoolOp(op='or') @323:28
                                  .values:
                                    Unary(op='not') @323:28
                                      .operand:
                                        Name(id='LATE') @323:32
                                    BinOp(op='<') @323:40
                                      .lhs:
                                        Name(id='i') @323:40
                                      .rhs:
                                        BinOp(op='-') @323:44
                                          .lhs:
                                            Name(id='NCW') @323:44
                                          .rhs:
                                            Const(value=1) @323:50
                              .body:
                                Fence() @324:29
                                Arrive(count=None) @325:29
                                  .target:
                                    Index() @325:36
                                      .value:
                                        Name(id='dq_full') @325:36
                                      .subs:
                                        Name(id='i') @325:44
                    If() @326:17
                      .cond:
                        Name(id='SMEM_P') @326:20
                      .body:
                        Assign(targets=('own',)) @330:21
                          .value:
                            Name(id='wg') @330:27
                        Assign(targets=('og',)) @331:21
                          .value:
                            BinOp(op='%') @331:27
                              .lhs:
                                BinOp(op='+') @331:27
                                  .lhs:
                                    Name(id='wg') @331:27
                                  .rhs:
                                    Const(value=1) @331:32
                              .rhs:
                                Name(id='NWG') @331:37
                        If(orelse=()) @332:21
                          .cond:
                            Name(id='WRITER') @332:24
                          .body:
                            Assign(targets=('own',)) @333:25
                              .value:
                                BinOp(op='+') @333:31
                                  .lhs:
                                    BinOp(op='*') @333:31
                                      .lhs:
                                        Name(id='slot') @333:31
                                      .rhs:
                                        Name(id='NWG') @333:38
                                  .rhs:
                                    Name(id='wg') @333:44
                        Assign(targets=('s_f',)) @334:21
                          .value:
                            Call(kwargs=()) @334:27
                              .func:
                                Name(id='mma_async') @334:27
                              .args:
                                Index() @334:37
                                  .value:
                                    Name(id='q_ring') @334:37
                                  .subs:
                                    Name(id='slot') @334:44
                                Attr(name='T') @334:51
                                  .value:
                                    Index() @334:51
                                      .value:
                                        Name(id='k_tile') @334:51
                                      .subs:
                                        Name(id='mine') @334:58
                        Assign(targets=('dp_f',)) @335:21
                          .value:
                            Call(kwargs=()) @335:28
                              .func:
                                Name(id='mma_async') @335:28
                              .args:
                                Index() @335:38
                                  .value:
                                    Name(id='do_ring') @335:38
                                  .subs:
                                    Name(id='slot') @335:46
                                Attr(name='T') @335:53
                                  .value:
                                    Index() @335:53
                                      .value:
                                        Name(id='v_tile') @335:53
                                      .subs:
                                        Name(id='mine') @335:60
                        If(orelse=()) @336:21
                          .cond:
                            Name(id='late') @336:24
                          .body:
                            Fence() @337:25
                            Arrive(count=None) @338:25
                              .target:
                                Index() @338:32
                                  .value:
                                    Name(id='dq_full') @338:32
                                  .subs:
                                    Name(id='LAST') @338:40
                        Assign(targets=('s',)) @339:21
                          .value:
                            Call() @339:25
                              .func:
                                Name(id='mma_wait') @339:25
                              .args:
                                Name(id='s_f') @339:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @339:47
                                )
                        Assign(targets=('kpos',)) @341:21
                          .value:
                            BinOp(op='+') @341:28
                              .lhs:
                                Name(id='krow0') @341:28
                              .rhs:
                                Call(kwargs=()) @341:36
                                  .func:
                                    Name(id='arange') @341:36
                                  .args:
                                    Name(id='WG_N') @341:43
                        If() @342:21
                          .cond:
                            Name(id='LSE_RING') @342:24
                          .body:
                            Assign(targets=('lse2c',)) @343:25
                              .value:
                                Call(kwargs=()) @343:33
                                  .func:
                                    Name(id='load') @343:33
                                  .args:
                                    Index() @343:38
                                      .value:
                                        Name(id='lse_s') @343:38
                                      .subs:
                                        Name(id='slot') @343:44
                          .orelse:
                            Assign(targets=('lse2c',)) @345:25
                              .value:
                                Index() @345:33
                                  .value:
                                    Name(id='lse2') @345:33
                                  .subs:
                                    FullSlice() @345:38
                                    Const(value=None) @345:41
                        Assign(targets=('p', 'dact')) @346:21
                          .value:
                            Call(kwargs=()) @346:31
                              .func:
                                Name(id='probs') @346:31
                              .args:
                                Name(id='s') @346:37
                                Name(id='edge') @346:40
                                Index() @346:46
                                  .value:
                                    Name(id='qpos') @346:46
                                  .subs:
                                    FullSlice() @346:51
                                    Const(value=None) @346:54
                                Index() @346:61
                                  .value:
                                    Name(id='kpos') @346:61
                                  .subs:
                                    Const(value=None) @346:66
                                    FullSlice() @346:72
                                Name(id='len_q') @346:76
                                Name(id='len_k') @346:83
                                Name(id='lse2c') @346:90
                                Name(id='qk_scale') @346:97
                                Name(id='sm_scale') @347:37
                                Name(id='CAUSAL') @347:47
                                Name(id='ACT') @347:55
                        ExprStmt() @348:21
                          .value:
                            Call(kwargs=()) @348:21
                              .func:
                                Name(id='store_smem') @348:21
                              .args:
                                Index() @348:32
                                  .value:
                                    Name(id='ds_s') @348:32
                                  .subs:
                                    Name(id='own') @348:37
                                Call(kwargs=()) @348:43
                                  .func:
                                    Name(id='cast') @348:43
                                  .args:
                                    Name(id='p') @348:48
                                    Name(id='DT') @348:51
                        Fence() @349:21
                        Assign(targets=('dv_f',)) @350:21
                          .value:
                            Call(kwargs=()) @350:28
                              .func:
                                Name(id='mma_async') @350:28
                              .args:
                                Attr(name='T') @350:38
                                  .value:
                                    Index() @350:38
                                      .value:
                                        Name(id='ds_s') @350:38
                                      .subs:
                                        Name(id='own') @350:43
                                Index() @350:51
                                  .value:
                                    Name(id='do_ring') @350:51
                                  .subs:
                                    Name(id='slot') @350:59
                                Name(id='acc_v') @350:66
                        Assign(targets=('dp',)) @351:21
                          .value:
                            Call() @351:26
                              .func:
                                Name(id='mma_wait') @351:26
                              .args:
                                Name(id='dp_f') @351:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @351:49
                                )
                        If() @352:21
                          .cond:
                            Name(id='LSE_RING') @352:24
                          .body:
                            Assign(targets=('dltc',)) @353:25
                              .value:
                                Call(kwargs=()) @353:32
                                  .func:
                                    Name(id='load') @353:32
                                  .args:
                                    Index() @353:37
                                      .value:
                                        Name(id='dl_s') @353:37
                                      .subs:
                                        Name(id='slot') @353:42
                          .orelse:
                            Assign(targets=('dltc',)) @355:25
                              .value:
                                Index() @355:32
                                  .value:
                                    Name(id='dlt') @355:32
                                  .subs:
                                    FullSlice() @355:36
                                    Const(value=None) @355:39
                        Assign(targets=('ds',)) @356:21
                          .value:
                            Call(kwargs=()) @356:26
                              .func:
                                Name(id='cast') @356:26
                              .args:
                                Call(kwargs=()) @356:31
                                  .func:
                                    Name(id='dscores') @356:31
                                  .args:
                                    Name(id='p') @356:39
                                    Name(id='dact') @356:42
                                    Name(id='dp') @356:48
                                    Name(id='dltc') @356:52
                                    Name(id='ACT') @356:58
                                Name(id='DT') @356:64
                        Assign(targets=('acc_v',)) @357:21
                          .value:
                            Call(kwargs=()) @357:29
                              .func:
                                Name(id='mma_wait') @357:29
                              .args:
                                Name(id='dv_f') @357:38
                        ExprStmt() @358:21
                          .value:
                            Call(kwargs=()) @358:21
                              .func:
                                Name(id='store_smem') @358:21
                              .args:
                                Index() @358:32
                                  .value:
                                    Name(id='ds_s') @358:32
                                  .subs:
                                    Name(id='own') @358:37
                                Name(id='ds') @358:43
                        Fence() @359:21
                        If() @360:21
                          .cond:
                            Name(id='LAG') @360:24
                          .body:
                            Arrive(count=None) @363:25
                              .target:
                                Index() @363:32
                                  .value:
                                    Name(id='ds_ready') @363:32
                                  .subs:
                                    Const(value=0) @363:41
                            Assign(targets=('dk_f',)) @364:25
                              .value:
                                Call(kwargs=()) @364:32
                                  .func:
                                    Name(id='mma_async') @364:32
                                  .args:
                                    Attr(name='T') @364:42
                                      .value:
                                        Index() @364:42
                                          .value:
                                            Name(id='ds_s') @364:42
                                          .subs:
                                            Name(id='own') @364:47
                                    Index() @364:55
                                      .value:
                                        Name(id='q_ring') @364:55
                                      .subs:
                                        Name(id='slot') @364:62
                                    Name(id='acc_k') @364:69
                            If(orelse=()) @365:25
                              .cond:
                                BoolOp(op='and') @365:28
                                  .values:
                                    BinOp(op='==') @365:28
                                      .lhs:
                                        Name(id='ACT') @365:28
                                      .rhs:
                                        Const(value='softmax') @365:35
                                    Name(id='AHEAD') @365:49
                              .body:
                                Assign(targets=('nxt',)) @367:29
                                  .value:
                                    Unary(op='-') @367:35
                                      .operand:
                                        Const(value=1) @367:36
                                If(orelse=()) @368:29
                                  .cond:
                                    BinOp(op='==') @368:32
                                      .lhs:
                                        Name(id='which') @368:32
                                      .rhs:
                                        Const(value=1) @368:41
                                  .body:
                                    Assign(targets=('nxt',)) @369:33
                                      .value:
                                        Const(value=1) @369:39
                                Assign(targets=('lse2_n', 'dlt_n')) @370:29
                                  .value:
                                    Call(kwargs=()) @370:45
                                      .func:
                                        Name(id='lse_delta') @370:45
                                      .args:
                                        Call(kwargs=()) @370:55
                                          .func:
                                            Name(id='minimum') @370:55
                                          .args:
                                            BinOp(op='+') @370:63
                                              .lhs:
                                                Name(id='j') @370:63
                                              .rhs:
                                                Const(value=1) @370:67
                                            BinOp(op='-') @370:70
                                              .lhs:
                                                Name(id='steps') @370:70
                                              .rhs:
                                                Const(value=1) @370:78
                                        Name(id='nxt') @370:82
                                        BinOp(op='*') @370:87
                                          .lhs:
                                            Name(id='kvh') @370:87
                                          .rhs:
                                            Name(id='group') @370:93
                                        Name(id='m_lo') @370:100
                                        Name(id='rot') @370:106
                                        Name(id='n_m') @370:111
                                        Name(id='n_x') @370:116
                                        Name(id='n_xs') @371:55
                                        Name(id='SPLIT') @371:61
                                        Name(id='q0') @371:68
                                        Name(id='len_q') @371:72
                                        Name(id='qcols') @371:79
                                        Name(id='lse2_t') @371:86
                                        Name(id='delta_t') @371:94
                                        Name(id='BLOCK_M') @371:103
                            Assign(targets=('acc_k',)) @372:25
                              .value:
                                Call(kwargs=()) @372:33
                                  .func:
                                    Name(id='mma_wait') @372:33
                                  .args:
                                    Name(id='dk_f') @372:42
                            Arrive(count=None) @373:25
                              .target:
                                Index() @373:32
                                  .value:
                                    Name(id='qd_free') @373:32
                                  .subs:
                                    Name(id='slot') @373:40
                            Assign(targets=('last',)) @374:25
                              .value:
                                Name(id='slot') @374:32
                          .orelse:
                            If() @375:21
                              .cond:
                                Name(id='WRITER') @375:26
                              .body:
                                Arrive(count=None) @376:25
                                  .target:
                                    Index() @376:32
                                      .value:
                                        Name(id='ds_ready') @376:32
                                      .subs:
                                        Name(id='slot') @376:41
                                Assign(targets=('dk_f',)) @377:25
                                  .value:
                                    Call(kwargs=()) @377:32
                                      .func:
                                        Name(id='mma_async') @377:32
                                      .args:
                                        Attr(name='T') @377:42
                                          .value:
                                            Index() @377:42
                                              .value:
                                                Name(id='ds_s') @377:42
                                              .subs:
                                                Name(id='own') @377:47
                                        Index() @377:55
                                          .value:
                                            Name(id='q_ring') @377:55
                                          .subs:
                                            Name(id='slot') @377:62
                                        Name(id='acc_k') @377:69
                                Wait(phase=None) @378:25
                                  .target:
                                    Index() @378:30
                                      .value:
                                        Name(id='ds_ready') @378:30
                                      .subs:
                                        Name(id='slot') @378:39
                                For(var='i') @379:25
                                  .iter:
                                    Call(kwargs=()) @379:34
                                      .func:
                                        Name(id='static_range') @379:34
                                      .args:
                                        Name(id='NCW') @379:47
                                  .body:
                                    Assign(targets=('c',)) @380:29
                                      .value:
                                        BinOp(op='+') @380:33
                                          .lhs:
                                            BinOp(op='*') @380:33
                                              .lhs:
                                                Name(id='wg') @380:33
                                              .rhs:
                                                Name(id='NCW') @380:38
                                          .rhs:
                                            Name(id='i') @380:44
                                    If() @381:29
                                      .cond:
                                        Name(id='DQ_PAIR') @381:32
                                      .body:
                                        Assign(targets=('f0',)) @384:33
                                          .value:
                                            Call(kwargs=()) @384:38
                                              .func:
                                                Name(id='mma_async') @384:38
                                              .args:
                                                Index() @384:48
                                                  .value:
                                                    Name(id='ds_s') @384:48
                                                  .subs:
                                                    Name(id='own') @384:53
                                                Index() @384:59
                                                  .value:
                                                    Name(id='kh_tile') @384:59
                                                  .subs:
                                                    BinOp(op='+') @384:67
                                                      .lhs:
                                                        BinOp(op='*') @384:67
                                                          .lhs:
                                                            Name(id='NC') @384:67
                                                          .rhs:
                                                            Name(id='mine') @384:72
                                                      .rhs:
                                                        Name(id='c') @384:79
                                        Assign(targets=('f1',)) @385:33
                                          .value:
                                            Call(kwargs=()) @385:38
                                              .func:
                                                Name(id='mma_async') @385:38
                                              .args:
                                                Index() @385:48
                                                  .value:
                                                    Name(id='ds_s') @385:48
                                                  .subs:
                                                    BinOp(op='+') @385:53
                                                      .lhs:
                                                        BinOp(op='*') @385:53
                                                          .lhs:
                                                            Name(id='slot') @385:53
                                                          .rhs:
                                                            Name(id='NWG') @385:60
                                                      .rhs:
                                                        Name(id='og') @385:66
                                                Index() @385:71
                                                  .value:
                                                    Name(id='kh_tile') @385:71
                                                  .subs:
                                                    BinOp(op='+') @385:79
                                                      .lhs:
                                                        BinOp(op='*') @385:79
                                                          .lhs:
                                                            Name(id='NC') @385:79
                                                          .rhs:
                                                            BinOp(op='+') @385:85
                                                              .lhs:
                                                                BinOp(op='*') @385:85
                                                                  .lhs:
                                                                    Name(id='ks') @385:85
                                                                  .rhs:
                                                                    Name(id='NWG') @385:90
                                                              .rhs:
                                                                Name(id='og') @385:96
                                                      .rhs:
                                                        Name(id='c') @385:102
                                                Name(id='f0') @385:106
                                        If(orelse=()) @386:33
                                          .cond:
                                            BinOp(op='==') @386:36
                                              .lhs:
                                                Name(id='i') @386:36
                                              .rhs:
                                                Const(value=0) @386:41
                                          .body:
                                            Assign(targets=('acc_k',)) @387:37
                                              .value:
                                                Call() @387:45
                                                  .func:
                                                    Name(id='mma_wait') @387:45
                                                  .args:
                                                    Name(id='dk_f') @387:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @387:68
                                                    )
                                            Arrive(count=None) @388:37
                                              .target:
                                                Index() @388:44
                                                  .value:
                                                    Name(id='qd_free') @388:44
                                                  .subs:
                                                    Name(id='slot') @388:52
                                        Assign(targets=('dq_c',)) @389:33
                                          .value:
                                            Call(kwargs=()) @389:40
                                              .func:
                                                Name(id='mma_wait') @389:40
                                              .args:
                                                Name(id='f1') @389:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @391:33
                                          .value:
                                            Call(kwargs=()) @391:40
                                              .func:
                                                Name(id='zeros') @391:40
                                              .args:
                                                ListLit() @391:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @391:47
                                                    Name(id='DQ_COLS') @391:56
                                                Name(id='f32') @391:66
                                        For(var='g') @392:33
                                          .iter:
                                            Call(kwargs=()) @392:42
                                              .func:
                                                Name(id='static_range') @392:42
                                              .args:
                                                Name(id='NWG') @392:55
                                          .body:
                                            Assign(targets=('gg',)) @393:37
                                              .value:
                                                BinOp(op='%') @393:43
                                                  .lhs:
                                                    BinOp(op='+') @393:43
                                                      .lhs:
                                                        Name(id='wg') @393:43
                                                      .rhs:
                                                        Name(id='g') @393:48
                                                  .rhs:
                                                    Name(id='NWG') @393:53
                                            Assign(targets=('dq_f',)) @394:37
                                              .value:
                                                Call(kwargs=()) @394:44
                                                  .func:
                                                    Name(id='mma_async') @394:44
                                                  .args:
                                                    Index() @394:54
                                                      .value:
                                                        Name(id='ds_s') @394:54
                                                      .subs:
                                                        BinOp(op='+') @394:59
                                                          .lhs:
                                                            BinOp(op='*') @394:59
                                                              .lhs:
                                                                Name(id='slot') @394:59
                                                              .rhs:
                                                                Name(id='NWG') @394:66
                                                          .rhs:
                                                            Name(id='gg') @394:72
                                                    Index() @394:77
                                                      .value:
                                                        Name(id='kh_tile') @394:77
                                                      .subs:
                                                        BinOp(op='+') @394:85
                                                          .lhs:
                                                            BinOp(op='*') @394:85
                                                              .lhs:
                                                                Name(id='NC') @394:85
                                                              .rhs:
                                                                BinOp(op='+') @394:91
                                                                  .lhs:
                                                                    BinOp(op='*') @394:91
                                                                      .lhs:
                                                                        Name(id='ks') @394:91
                                                                      .rhs:
                                                                        Name(id='NWG') @394:96
                                                                  .rhs:
                                                                    Name(id='gg') @394:102
                                                          .rhs:
                                                            Name(id='c') @394:108
                                                    Name(id='dq_c') @394:112
                                            If(orelse=()) @395:37
                                              .cond:
                                                BoolOp(op='and') @395:40
                                                  .values:
                                                    BinOp(op='==') @395:40
                                                      .lhs:
                                                        Name(id='i') @395:40
                                                      .rhs:
                                                        Const(value=0) @395:45
                                                    BinOp(op='==') @395:51
                                                      .lhs:
                                                        Name(id='g') @395:51
                                                      .rhs:
                                                        Const(value=0) @395:56
                                              .body:
                                                Assign(targets=('acc_k',)) @397:41
                                                  .value:
                                                    Call() @397:49
                                                      .func:
                                                        Name(id='mma_wait') @397:49
                                                      .args:
                                                        Name(id='dk_f') @397:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @397:72
                                                        )
                                                Arrive(count=None) @398:41
                                                  .target:
                                                    Index() @398:48
                                                      .value:
                                                        Name(id='qd_free') @398:48
                                                      .subs:
                                                        Name(id='slot') @398:56
                                            Assign(targets=('dq_c',)) @399:37
                                              .value:
                                                Call(kwargs=()) @399:44
                                                  .func:
                                                    Name(id='mma_wait') @399:44
                                                  .args:
                                                    Name(id='dq_f') @399:53
                                    Wait() @400:29
                                      .target:
                                        Index() @400:34
                                          .value:
                                            Name(id='dq_empty') @400:34
                                          .subs:
                                            Name(id='i') @400:43
                                      .phase:
                                        BinOp(op='-') @400:52
                                          .lhs:
                                            Const(value=1) @400:52
                                          .rhs:
                                            BinOp(op='%') @400:56
                                              .lhs:
                                                Name(id='slot') @400:56
                                              .rhs:
                                                Const(value=2) @400:63
                                    ExprStmt() @401:29
                                      .value:
                                        Call(kwargs=()) @401:29
                                          .func:
                                            Name(id='store_smem') @401:29
                                          .args:
                                            Index() @401:40
                                              .value:
                                                Name(id='dq_s') @401:40
                                              .subs:
                                                BinOp(op='+') @401:45
                                                  .lhs:
                                                    BinOp(op='*') @401:45
                                                      .lhs:
                                                        Name(id='i') @401:45
                                                      .rhs:
                                                        Name(id='NWG') @401:49
                                                  .rhs:
                                                    Name(id='wg') @401:55
                                            Name(id='dq_c') @401:60
                                    Fence() @402:29
                                    Arrive(count=None) @403:29
                                      .target:
                                        Index() @403:36
                                          .value:
                                            Name(id='dq_full') @403:36
                                          .subs:
                                            Name(id='i') @403:44
                              .orelse:
                                Assign(targets=('dq_f',)) @405:25
                                  .value:
                                    Call(kwargs=()) @405:32
                                      .func:
                                        Name(id='mma_async') @405:32
                                      .args:
                                        Index() @405:42
                                          .value:
                                            Name(id='ds_s') @405:42
                                          .subs:
                                            Name(id='wg') @405:47
                                        Index() @405:52
                                          .value:
                                            Name(id='kh_tile') @405:52
                                          .subs:
                                            BinOp(op='*') @405:60
                                              .lhs:
                                                Name(id='NC') @405:60
                                              .rhs:
                                                Name(id='mine') @405:65
                                Assign(targets=('dk_f',)) @406:25
                                  .value:
                                    Call(kwargs=()) @406:32
                                      .func:
                                        Name(id='mma_async') @406:32
                                      .args:
                                        Attr(name='T') @406:42
                                          .value:
                                            Index() @406:42
                                              .value:
                                                Name(id='ds_s') @406:42
                                              .subs:
                                                Name(id='wg') @406:47
                                        Index() @406:54
                                          .value:
                                            Name(id='q_ring') @406:54
                                          .subs:
                                            Name(id='slot') @406:61
                                        Name(id='acc_k') @406:68
                                Assign(targets=('dq_c',)) @407:25
                                  .value:
                                    Call() @407:32
                                      .func:
                                        Name(id='mma_wait') @407:32
                                      .args:
                                        Name(id='dq_f') @407:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @407:55
                                        )
                                ExprStmt() @408:25
                                  .value:
                                    Call(kwargs=()) @408:25
                                      .func:
                                        Name(id='store_smem') @408:25
                                      .args:
                                        Index() @408:36
                                          .value:
                                            Name(id='dq_s') @408:36
                                          .subs:
                                            Name(id='wg') @408:41
                                        Name(id='dq_c') @408:46
                                Fence() @409:25
                                Tma(signals=None, reduce='add') @410:25
                                  .dst:
                                    Index() @410:29
                                      .value:
                                        Name(id='dq_acc') @410:29
                                      .subs:
                                        Name(id='seq') @410:36
                                        Name(id='mb') @410:41
                                        Name(id='head') @410:45
                                        Const(value=0) @410:51
                                  .src:
                                    Index() @410:57
                                      .value:
                                        Name(id='dq_s') @410:57
                                      .subs:
                                        Name(id='wg') @410:62
                                Assign(targets=('dq_f',)) @411:25
                                  .value:
                                    Call(kwargs=()) @411:32
                                      .func:
                                        Name(id='mma_async') @411:32
                                      .args:
                                        Index() @411:42
                                          .value:
                                            Name(id='ds_s') @411:42
                                          .subs:
                                            Name(id='wg') @411:47
                                        Index() @411:52
                                          .value:
                                            Name(id='kh_tile') @411:52
                                          .subs:
                                            BinOp(op='+') @411:60
                                              .lhs:
                                                BinOp(op='*') @411:60
                                                  .lhs:
                                                    Name(id='NC') @411:60
                                                  .rhs:
                                                    Name(id='mine') @411:65
                                              .rhs:
                                                Const(value=1) @411:72
                                Assign(targets=('acc_k',)) @412:25
                                  .value:
                                    Call() @412:33
                                      .func:
                                        Name(id='mma_wait') @412:33
                                      .args:
                                        Name(id='dk_f') @412:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @412:56
                                        )
                                Assign(targets=('dq_c',)) @413:25
                                  .value:
                                    Call(kwargs=()) @413:32
                                      .func:
                                        Name(id='mma_wait') @413:32
                                      .args:
                                        Name(id='dq_f') @413:41
                                Arrive(count=None) @414:25
                                  .target:
                                    Index() @414:32
                                      .value:
                                        Name(id='qd_free') @414:32
                                      .subs:
                                        Name(id='slot') @414:40
                                ExprStmt() @415:25
                                  .value:
                                    Call(kwargs=()) @415:25
                                      .func:
                                        Name(id='store_smem') @415:25
                                      .args:
                                        Index() @415:36
                                          .value:
                                            Name(id='dq_s') @415:36
                                          .subs:
                                            Name(id='wg') @415:41
                                        Name(id='dq_c') @415:46
                                Fence() @416:25
                                Tma(signals=None, reduce='add') @417:25
                                  .dst:
                                    Index() @417:29
                                      .value:
                                        Name(id='dq_acc') @417:29
                                      .subs:
                                        Name(id='seq') @417:36
                                        Name(id='mb') @417:41
                                        Name(id='head') @417:45
                                        Const(value=1) @417:51
                                  .src:
                                    Index() @417:57
                                      .value:
                                        Name(id='dq_s') @417:57
                                      .subs:
                                        Name(id='wg') @417:62
                                For(var='c') @418:25
                                  .iter:
                                    Call(kwargs=()) @418:34
                                      .func:
                                        Name(id='static_range') @418:34
                                      .args:
                                        Const(value=2) @418:47
                                        Name(id='NC') @418:50
                                  .body:
                                    Assign(targets=('dq_c',)) @419:29
                                      .value:
                                        Call(kwargs=()) @419:36
                                          .func:
                                            Name(id='mma_wait') @419:36
                                          .args:
                                            Call(kwargs=()) @419:45
                                              .func:
                                                Name(id='mma_async') @419:45
                                              .args:
                                                Index() @419:55
                                                  .value:
                                                    Name(id='ds_s') @419:55
                                                  .subs:
                                                    Name(id='wg') @419:60
                                                Index() @419:65
                                                  .value:
                                                    Name(id='kh_tile') @419:65
                                                  .subs:
                                                    BinOp(op='+') @419:73
                                                      .lhs:
                                                        BinOp(op='*') @419:73
                                                          .lhs:
                                                            Name(id='NC') @419:73
                                                          .rhs:
                                                            Name(id='mine') @419:78
                                                      .rhs:
                                                        Name(id='c') @419:85
                                    ExprStmt() @420:29
                                      .value:
                                        Call(kwargs=()) @420:29
                                          .func:
                                            Name(id='store_smem') @420:29
                                          .args:
                                            Index() @420:40
                                              .value:
                                                Name(id='dq_s') @420:40
                                              .subs:
                                                Name(id='wg') @420:45
                                            Name(id='dq_c') @420:50
                                    Fence() @421:29
                                    Tma(signals=None, reduce='add') @422:29
                                      .dst:
                                        Index() @422:33
                                          .value:
                                            Name(id='dq_acc') @422:33
                                          .subs:
                                            Name(id='seq') @422:40
                                            Name(id='mb') @422:45
                                            Name(id='head') @422:49
                                            Name(id='c') @422:55
                                      .src:
                                        Index() @422:61
                                          .value:
                                            Name(id='dq_s') @422:61
                                          .subs:
                                            Name(id='wg') @422:66
                      .orelse:
                        Assign(targets=('st_f',)) @424:21
                          .value:
                            Call(kwargs=()) @424:28
                              .func:
                                Name(id='mma_async') @424:28
                              .args:
                                Index() @424:38
                                  .value:
                                    Name(id='k_tile') @424:38
                                  .subs:
                                    Name(id='mine') @424:45
                                Attr(name='T') @424:52
                                  .value:
                                    Index() @424:52
                                      .value:
                                        Name(id='q_ring') @424:52
                                      .subs:
                                        Name(id='slot') @424:59
                        Assign(targets=('dpt_f',)) @425:21
                          .value:
                            Call(kwargs=()) @425:29
                              .func:
                                Name(id='mma_async') @425:29
                              .args:
                                Index() @425:39
                                  .value:
                                    Name(id='v_tile') @425:39
                                  .subs:
                                    Name(id='mine') @425:46
                                Attr(name='T') @425:53
                                  .value:
                                    Index() @425:53
                                      .value:
                                        Name(id='do_ring') @425:53
                                      .subs:
                                        Name(id='slot') @425:61
                        If(orelse=()) @426:21
                          .cond:
                            Name(id='late') @426:24
                          .body:
                            Fence() @427:25
                            Arrive(count=None) @428:25
                              .target:
                                Index() @428:32
                                  .value:
                                    Name(id='dq_full') @428:32
                                  .subs:
                                    Name(id='LAST') @428:40
                        Assign(targets=('st',)) @429:21
                          .value:
                            Call() @429:26
                              .func:
                                Name(id='mma_wait') @429:26
                              .args:
                                Name(id='st_f') @429:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @429:49
                                )
                        If() @430:21
                          .cond:
                            Name(id='LSE_RING') @430:24
                          .body:
                            Assign(targets=('lse2r',)) @431:25
                              .value:
                                Call(kwargs=()) @431:33
                                  .func:
                                    Name(id='load') @431:33
                                  .args:
                                    Index() @431:38
                                      .value:
                                        Name(id='lse_s') @431:38
                                      .subs:
                                        Name(id='slot') @431:44
                          .orelse:
                            Assign(targets=('lse2r',)) @433:25
                              .value:
                                Index() @433:33
                                  .value:
                                    Name(id='lse2') @433:33
                                  .subs:
                                    Const(value=None) @433:38
                                    FullSlice() @433:44
                        Assign(targets=('pt', 'dact')) @434:21
                          .value:
                            Call(kwargs=()) @434:32
                              .func:
                                Name(id='probs') @434:32
                              .args:
                                Name(id='st') @434:38
                                Name(id='edge') @434:42
                                Index() @434:48
                                  .value:
                                    Name(id='qpos') @434:48
                                  .subs:
                                    Const(value=None) @434:53
                                    FullSlice() @434:59
                                Index() @434:63
                                  .value:
                                    Name(id='krows') @434:63
                                  .subs:
                                    FullSlice() @434:69
                                    Const(value=None) @434:72
                                Name(id='len_q') @434:79
                                Name(id='len_k') @434:86
                                Name(id='lse2r') @434:93
                                Name(id='qk_scale') @434:100
                                Name(id='sm_scale') @435:38
                                Name(id='CAUSAL') @435:48
                                Name(id='ACT') @435:56
                        Assign(targets=('dpt',)) @436:21
                          .value:
                            Call(kwargs=()) @436:27
                              .func:
                                Name(id='mma_wait') @436:27
                              .args:
                                Name(id='dpt_f') @436:36
                        Assign(targets=('dv_f',)) @438:21
                          .value:
                            Call(kwargs=()) @438:28
                              .func:
                                Name(id='mma_async') @438:28
                              .args:
                                Call(kwargs=()) @438:38
                                  .func:
                                    Name(id='cast') @438:38
                                  .args:
                                    Name(id='pt') @438:43
                                    Name(id='DT') @438:47
                                Index() @438:52
                                  .value:
                                    Name(id='do_ring') @438:52
                                  .subs:
                                    Name(id='slot') @438:60
                                Name(id='acc_v') @438:67
                        If() @439:21
                          .cond:
                            Name(id='LSE_RING') @439:24
                          .body:
                            Assign(targets=('dltr',)) @440:25
                              .value:
                                Call(kwargs=()) @440:32
                                  .func:
                                    Name(id='load') @440:32
                                  .args:
                                    Index() @440:37
                                      .value:
                                        Name(id='dl_s') @440:37
                                      .subs:
                                        Name(id='slot') @440:42
                          .orelse:
                            Assign(targets=('dltr',)) @442:25
                              .value:
                                Index() @442:32
                                  .value:
                                    Name(id='dlt') @442:32
                                  .subs:
                                    Const(value=None) @442:36
                                    FullSlice() @442:42
                        Assign(targets=('dst',)) @443:21
                          .value:
                            Call(kwargs=()) @443:27
                              .func:
                                Name(id='cast') @443:27
                              .args:
                                Call(kwargs=()) @443:32
                                  .func:
                                    Name(id='dscores') @443:32
                                  .args:
                                    Name(id='pt') @443:40
                                    Name(id='dact') @443:44
                                    Name(id='dpt') @443:50
                                    Name(id='dltr') @443:55
                                    Name(id='ACT') @443:61
                                Name(id='DT') @443:67
                        If() @444:21
                          .cond:
                            Name(id='LAG') @444:24
                          .body:
                            ExprStmt() @446:25
                              .value:
                                Call(kwargs=()) @446:25
                                  .func:
                                    Name(id='store_smem') @446:25
                                  .args:
                                    Index() @446:36
                                      .value:
                                        Name(id='ds_s') @446:36
                                      .subs:
                                        BinOp(op='+') @446:41
                                          .lhs:
                                            BinOp(op='*') @446:41
                                              .lhs:
                                                Name(id='slot') @446:41
                                              .rhs:
                                                Name(id='NWG') @446:48
                                          .rhs:
                                            Name(id='wg') @446:54
                                    Name(id='dst') @446:59
                            Fence() @447:25
                            Arrive(count=None) @448:25
                              .target:
                                Index() @448:32
                                  .value:
                                    Name(id='ds_ready') @448:32
                                  .subs:
                                    Const(value=0) @448:41
                            Assign(targets=('dk_f',)) @449:25
                              .value:
                                Call(kwargs=()) @449:32
                                  .func:
                                    Name(id='mma_async') @449:32
                                  .args:
                                    Name(id='dst') @449:42
                                    Index() @449:47
                                      .value:
                                        Name(id='q_ring') @449:47
                                      .subs:
                                        Name(id='slot') @449:54
                                    Name(id='acc_k') @449:61
                            Assign(targets=('acc_v',)) @450:25
                              .value:
                                Call() @450:33
                                  .func:
                                    Name(id='mma_wait') @450:33
                                  .args:
                                    Name(id='dv_f') @450:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @450:56
                                    )
                            Assign(targets=('acc_k',)) @451:25
                              .value:
                                Call(kwargs=()) @451:33
                                  .func:
                                    Name(id='mma_wait') @451:33
                                  .args:
                                    Name(id='dk_f') @451:42
                            Arrive(count=None) @452:25
                              .target:
                                Index() @452:32
                                  .value:
                                    Name(id='qd_free') @452:32
                                  .subs:
                                    Name(id='slot') @452:40
                            Assign(targets=('last',)) @453:25
                              .value:
                                Name(id='slot') @453:32
                          .orelse:
                            If() @454:21
                              .cond:
                                Name(id='WRITER') @454:26
                              .body:
                                ExprStmt() @456:25
                                  .value:
                                    Call(kwargs=()) @456:25
                                      .func:
                                        Name(id='store_smem') @456:25
                                      .args:
                                        Index() @456:36
                                          .value:
                                            Name(id='ds_s') @456:36
                                          .subs:
                                            BinOp(op='+') @456:41
                                              .lhs:
                                                BinOp(op='*') @456:41
                                                  .lhs:
                                                    Name(id='slot') @456:41
                                                  .rhs:
                                                    Name(id='NWG') @456:48
                                              .rhs:
                                                Name(id='wg') @456:54
                                        Name(id='dst') @456:59
                                Fence() @457:25
                                Arrive(count=None) @458:25
                                  .target:
                                    Index() @458:32
                                      .value:
                                        Name(id='ds_ready') @458:32
                                      .subs:
                                        Name(id='slot') @458:41
                                Assign(targets=('dk_f',)) @459:25
                                  .value:
                                    Call(kwargs=()) @459:32
                                      .func:
                                        Name(id='mma_async') @459:32
                                      .args:
                                        Name(id='dst') @459:42
                                        Index() @459:47
                                          .value:
                                            Name(id='q_ring') @459:47
                                          .subs:
                                            Name(id='slot') @459:54
                                        Name(id='acc_k') @459:61
                                If() @460:25
                                  .cond:
                                    Name(id='DQ_EARLY') @460:28
                                  .body:
                                    Assign(targets=('own',)) @463:29
                                      .value:
                                        BinOp(op='+') @463:35
                                          .lhs:
                                            BinOp(op='*') @463:35
                                              .lhs:
                                                Name(id='slot') @463:35
                                              .rhs:
                                                Name(id='NWG') @463:42
                                          .rhs:
                                            Name(id='wg') @463:48
                                    Assign(targets=('c0',)) @464:29
                                      .value:
                                        BinOp(op='*') @464:34
                                          .lhs:
                                            Name(id='wg') @464:34
                                          .rhs:
                                            Name(id='NCW') @464:39
                                    Assign(targets=('a0',)) @465:29
                                      .value:
                                        Call(kwargs=()) @465:34
                                          .func:
                                            Name(id='mma_async') @465:34
                                          .args:
                                            Attr(name='T') @465:44
                                              .value:
                                                Index() @465:44
                                                  .value:
                                                    Name(id='ds_s') @465:44
                                                  .subs:
                                                    Name(id='own') @465:49
                                            Index() @465:57
                                              .value:
                                                Name(id='kh_tile') @465:57
                                              .subs:
                                                BinOp(op='+') @465:65
                                                  .lhs:
                                                    BinOp(op='*') @465:65
                                                      .lhs:
                                                        Name(id='NC') @465:65
                                                      .rhs:
                                                        Name(id='mine') @465:70
                                                  .rhs:
                                                    Name(id='c0') @465:77
                                            Call(kwargs=()) @465:82
                                              .func:
                                                Name(id='zeros') @465:82
                                              .args:
                                                ListLit() @465:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @465:89
                                                    Name(id='DQ_COLS') @465:98
                                                Name(id='f32') @465:108
                                    Assign(targets=('a1',)) @466:29
                                      .value:
                                        Call(kwargs=()) @466:34
                                          .func:
                                            Name(id='mma_async') @466:34
                                          .args:
                                            Attr(name='T') @466:44
                                              .value:
                                                Index() @466:44
                                                  .value:
                                                    Name(id='ds_s') @466:44
                                                  .subs:
                                                    Name(id='own') @466:49
                                            Index() @466:57
                                              .value:
                                                Name(id='kh_tile') @466:57
                                              .subs:
                                                BinOp(op='+') @466:65
                                                  .lhs:
                                                    BinOp(op='+') @466:65
                                                      .lhs:
                                                        BinOp(op='*') @466:65
                                                          .lhs:
                                                            Name(id='NC') @466:65
                                                          .rhs:
                                                            Name(id='mine') @466:70
                                                      .rhs:
                                                        Name(id='c0') @466:77
                                                  .rhs:
                                                    Const(value=1) @466:82
                                            Call(kwargs=()) @466:86
                                              .func:
                                                Name(id='zeros') @466:86
                                              .args:
                                                ListLit() @466:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @466:93
                                                    Name(id='DQ_COLS') @466:102
                                                Name(id='f32') @466:112
                                    Assign(targets=('acc_v',)) @467:29
                                      .value:
                                        Call() @467:37
                                          .func:
                                            Name(id='mma_wait') @467:37
                                          .args:
                                            Name(id='dv_f') @467:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @467:60
                                            )
                                    Assign(targets=('acc_k',)) @468:29
                                      .value:
                                        Call() @468:37
                                          .func:
                                            Name(id='mma_wait') @468:37
                                          .args:
                                            Name(id='dk_f') @468:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @468:60
                                            )
                                    Arrive(count=None) @469:29
                                      .target:
                                        Index() @469:36
                                          .value:
                                            Name(id='qd_free') @469:36
                                          .subs:
                                            Name(id='slot') @469:44
                                    Assign(targets=('p0',)) @470:29
                                      .value:
                                        Call() @470:34
                                          .func:
                                            Name(id='mma_wait') @470:34
                                          .args:
                                            Name(id='a0') @470:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @470:55
                                            )
                                    Assign(targets=('p1',)) @471:29
                                      .value:
                                        Call(kwargs=()) @471:34
                                          .func:
                                            Name(id='mma_wait') @471:34
                                          .args:
                                            Name(id='a1') @471:43
                                    Wait(phase=None) @472:29
                                      .target:
                                        Index() @472:34
                                          .value:
                                            Name(id='ds_ready') @472:34
                                          .subs:
                                            Name(id='slot') @472:43
                                    Assign(targets=('og',)) @473:29
                                      .value:
                                        BinOp(op='%') @473:35
                                          .lhs:
                                            BinOp(op='+') @473:35
                                              .lhs:
                                                Name(id='wg') @473:35
                                              .rhs:
                                                Const(value=1) @473:40
                                          .rhs:
                                            Name(id='NWG') @473:45
                                    Assign(targets=('b0',)) @474:29
                                      .value:
                                        Call(kwargs=()) @474:34
                                          .func:
                                            Name(id='mma_async') @474:34
                                          .args:
                                            Attr(name='T') @474:44
                                              .value:
                                                Index() @474:44
                                                  .value:
                                                    Name(id='ds_s') @474:44
                                                  .subs:
                                                    BinOp(op='+') @474:49
                                                      .lhs:
                                                        BinOp(op='*') @474:49
                                                          .lhs:
                                                            Name(id='slot') @474:49
                                                          .rhs:
                                                            Name(id='NWG') @474:56
                                                      .rhs:
                                                        Name(id='og') @474:62
                                            Index() @474:69
                                              .value:
                                                Name(id='kh_tile') @474:69
                                              .subs:
                                                BinOp(op='+') @474:77
                                                  .lhs:
                                                    BinOp(op='*') @474:77
                                                      .lhs:
                                                        Name(id='NC') @474:77
                                                      .rhs:
                                                        BinOp(op='+') @474:83
                                                          .lhs:
                                                            BinOp(op='*') @474:83
                                                              .lhs:
                                                                Name(id='ks') @474:83
                                                              .rhs:
                                                                Name(id='NWG') @474:88
                                                          .rhs:
                                                            Name(id='og') @474:94
                                                  .rhs:
                                                    Name(id='c0') @474:100
                                            Name(id='p0') @474:105
                                    Assign(targets=('b1',)) @475:29
                                      .value:
                                        Call(kwargs=()) @475:34
                                          .func:
                                            Name(id='mma_async') @475:34
                                          .args:
                                            Attr(name='T') @475:44
                                              .value:
                                                Index() @475:44
                                                  .value:
                                                    Name(id='ds_s') @475:44
                                                  .subs:
                                                    BinOp(op='+') @475:49
                                                      .lhs:
                                                        BinOp(op='*') @475:49
                                                          .lhs:
                                                            Name(id='slot') @475:49
                                                          .rhs:
                                                            Name(id='NWG') @475:56
                                                      .rhs:
                                                        Name(id='og') @475:62
                                            Index() @475:69
                                              .value:
                                                Name(id='kh_tile') @475:69
                                              .subs:
                                                BinOp(op='+') @475:77
                                                  .lhs:
                                                    BinOp(op='+') @475:77
                                                      .lhs:
                                                        BinOp(op='*') @475:77
                                                          .lhs:
                                                            Name(id='NC') @475:77
                                                          .rhs:
                                                            BinOp(op='+') @475:83
                                                              .lhs:
                                                                BinOp(op='*') @475:83
                                                                  .lhs:
                                                                    Name(id='ks') @475:83
                                                                  .rhs:
                                                                    Name(id='NWG') @475:88
                                                              .rhs:
                                                                Name(id='og') @475:94
                                                      .rhs:
                                                        Name(id='c0') @475:100
                                                  .rhs:
                                                    Const(value=1) @475:105
                                            Name(id='p1') @475:109
                                    Assign(targets=('p0',)) @477:29
                                      .value:
                                        Call() @477:34
                                          .func:
                                            Name(id='mma_wait') @477:34
                                          .args:
                                            Name(id='b0') @477:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @477:55
                                            )
                                    Wait() @478:29
                                      .target:
                                        Index() @478:34
                                          .value:
                                            Name(id='dq_empty') @478:34
                                          .subs:
                                            Const(value=0) @478:43
                                      .phase:
                                        BinOp(op='-') @478:52
                                          .lhs:
                                            Const(value=1) @478:52
                                          .rhs:
                                            BinOp(op='%') @478:56
                                              .lhs:
                                                Name(id='slot') @478:56
                                              .rhs:
                                                Const(value=2) @478:63
                                    ExprStmt() @479:29
                                      .value:
                                        Call(kwargs=()) @479:29
                                          .func:
                                            Name(id='store_smem') @479:29
                                          .args:
                                            Index() @479:40
                                              .value:
                                                Name(id='dq_s') @479:40
                                              .subs:
                                                Name(id='wg') @479:45
                                            Name(id='p0') @479:50
                                    Fence() @480:29
                                    Arrive(count=None) @481:29
                                      .target:
                                        Index() @481:36
                                          .value:
                                            Name(id='dq_full') @481:36
                                          .subs:
                                            Const(value=0) @481:44
                                    Assign(targets=('p1',)) @482:29
                                      .value:
                                        Call(kwargs=()) @482:34
                                          .func:
                                            Name(id='mma_wait') @482:34
                                          .args:
                                            Name(id='b1') @482:43
                                    Wait() @483:29
                                      .target:
                                        Index() @483:34
                                          .value:
                                            Name(id='dq_empty') @483:34
                                          .subs:
                                            Const(value=1) @483:43
                                      .phase:
                                        BinOp(op='-') @483:52
                                          .lhs:
                                            Const(value=1) @483:52
                                          .rhs:
                                            BinOp(op='%') @483:56
                                              .lhs:
                                                Name(id='slot') @483:56
                                              .rhs:
                                                Const(value=2) @483:63
                                    ExprStmt() @484:29
                                      .value:
                                        Call(kwargs=()) @484:29
                                          .func:
                                            Name(id='store_smem') @484:29
                                          .args:
                                            Index() @484:40
                                              .value:
                                                Name(id='dq_s') @484:40
                                              .subs:
                                                BinOp(op='+') @484:45
                                                  .lhs:
                                                    Name(id='NWG') @484:45
                                                  .rhs:
                                                    Name(id='wg') @484:51
                                            Name(id='p1') @484:56
                                    Fence() @485:29
                                    Arrive(count=None) @486:29
                                      .target:
                                        Index() @486:36
                                          .value:
                                            Name(id='dq_full') @486:36
                                          .subs:
                                            Const(value=1) @486:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @488:29
                                      .value:
                                        Call() @488:37
                                          .func:
                                            Name(id='mma_wait') @488:37
                                          .args:
                                            Name(id='dv_f') @488:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @488:60
                                            )
                                    Assign(targets=('acc_k',)) @489:29
                                      .value:
                                        Call(kwargs=()) @489:37
                                          .func:
                                            Name(id='mma_wait') @489:37
                                          .args:
                                            Name(id='dk_f') @489:46
                                    Arrive(count=None) @490:29
                                      .target:
                                        Index() @490:36
                                          .value:
                                            Name(id='qd_free') @490:36
                                          .subs:
                                            Name(id='slot') @490:44
                                    Wait(phase=None) @491:29
                                      .target:
                                        Index() @491:34
                                          .value:
                                            Name(id='ds_ready') @491:34
                                          .subs:
                                            Name(id='slot') @491:43
                                    If() @492:29
                                      .cond:
                                        Name(id='ROWS') @492:32
                                      .body:
                                        Assign(targets=('RW',)) @494:33
                                          .value:
                                            BinOp(op='//') @494:38
                                              .lhs:
                                                Name(id='BLOCK_M') @494:38
                                              .rhs:
                                                Name(id='NWG') @494:49
                                        Assign(targets=('dq_r',)) @495:33
                                          .value:
                                            Call(kwargs=()) @495:40
                                              .func:
                                                Name(id='zeros') @495:40
                                              .args:
                                                ListLit() @495:46
                                                  .elts:
                                                    Name(id='RW') @495:47
                                                    Name(id='D') @495:51
                                                Name(id='f32') @495:55
                                        For(var='g') @496:33
                                          .iter:
                                            Call(kwargs=()) @496:42
                                              .func:
                                                Name(id='static_range') @496:42
                                              .args:
                                                Name(id='NWG') @496:55
                                          .body:
                                            Assign(targets=('gg',)) @497:37
                                              .value:
                                                BinOp(op='%') @497:43
                                                  .lhs:
                                                    BinOp(op='+') @497:43
                                                      .lhs:
                                                        Name(id='wg') @497:43
                                                      .rhs:
                                                        Name(id='g') @497:48
                                                  .rhs:
                                                    Name(id='NWG') @497:53
                                            Assign(targets=('dq_r',)) @498:37
                                              .value:
                                                Call(kwargs=()) @498:44
                                                  .func:
                                                    Name(id='mma_wait') @498:44
                                                  .args:
                                                    Call(kwargs=()) @498:53
                                                      .func:
                                                        Name(id='mma_async') @498:53
                                                      .args:
                                                        Attr(name='T') @498:63
                                                          .value:
                                                            Call(kwargs=()) @498:63
                                                              .func:
                                                                Name(id='col_block') @498:63
                                                              .args:
                                                                Index() @498:73
                                                                  .value:
                                                                    Name(id='ds_s') @498:73
                                                                  .subs:
                                                                    BinOp(op='+') @498:78
                                                                      .lhs:
                                                                        BinOp(op='*') @498:78
                                                                          .lhs:
                                                                            Name(id='slot') @498:78
                                                                          .rhs:
                                                                            Name(id='NWG') @498:85
                                                                      .rhs:
                                                                        Name(id='gg') @498:91
                                                                Name(id='wg') @498:96
                                                                Name(id='RW') @498:100
                                                        Index() @499:63
                                                          .value:
                                                            Name(id='k_tile') @499:63
                                                          .subs:
                                                            BinOp(op='+') @499:70
                                                              .lhs:
                                                                BinOp(op='*') @499:70
                                                                  .lhs:
                                                                    Name(id='ks') @499:70
                                                                  .rhs:
                                                                    Name(id='NWG') @499:75
                                                              .rhs:
                                                                Name(id='gg') @499:81
                                                        Name(id='dq_r') @499:86
                                        Wait() @500:33
                                          .target:
                                            Index() @500:38
                                              .value:
                                                Name(id='dq_empty') @500:38
                                              .subs:
                                                Const(value=0) @500:47
                                          .phase:
                                            BinOp(op='-') @500:56
                                              .lhs:
                                                Const(value=1) @500:56
                                              .rhs:
                                                BinOp(op='%') @500:60
                                                  .lhs:
                                                    Name(id='slot') @500:60
                                                  .rhs:
                                                    Const(value=2) @500:67
                                        ExprStmt() @501:33
                                          .value:
                                            Call(kwargs=()) @501:33
                                              .func:
                                                Name(id='store_smem') @501:33
                                              .args:
                                                Index() @501:44
                                                  .value:
                                                    Name(id='dq_s') @501:44
                                                  .subs:
                                                    Name(id='wg') @501:49
                                                Name(id='dq_r') @501:54
                                        If(orelse=()) @502:33
                                          .cond:
                                            Unary(op='not') @502:36
                                              .operand:
                                                Name(id='LATE') @502:40
                                          .body:
                                            Fence() @503:37
                                            Arrive(count=None) @504:37
                                              .target:
                                                Index() @504:44
                                                  .value:
                                                    Name(id='dq_full') @504:44
                                                  .subs:
                                                    Const(value=0) @504:52
                                      .orelse:
                                        For(var='i') @508:33
                                          .iter:
                                            Call(kwargs=()) @508:42
                                              .func:
                                                Name(id='static_range') @508:42
                                              .args:
                                                Name(id='NCW') @508:55
                                          .body:
                                            Assign(targets=('c',)) @509:37
                                              .value:
                                                BinOp(op='+') @509:41
                                                  .lhs:
                                                    BinOp(op='*') @509:41
                                                      .lhs:
                                                        Name(id='wg') @509:41
                                                      .rhs:
                                                        Name(id='NCW') @509:46
                                                  .rhs:
                                                    Name(id='i') @509:52
                                            Assign(targets=('dq_c',)) @510:37
                                              .value:
                                                Call(kwargs=()) @510:44
                                                  .func:
                                                    Name(id='zeros') @510:44
                                                  .args:
                                                    ListLit() @510:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @510:51
                                                        Name(id='DQ_COLS') @510:60
                                                    Name(id='f32') @510:70
                                            For(var='g') @511:37
                                              .iter:
                                                Call(kwargs=()) @511:46
                                                  .func:
                                                    Name(id='static_range') @511:46
                                                  .args:
                                                    Name(id='NWG') @511:59
                                              .body:
                                                Assign(targets=('gg',)) @512:41
                                                  .value:
                                                    BinOp(op='%') @512:47
                                                      .lhs:
                                                        BinOp(op='+') @512:47
                                                          .lhs:
                                                            Name(id='wg') @512:47
                                                          .rhs:
                                                            Name(id='g') @512:52
                                                      .rhs:
                                                        Name(id='NWG') @512:57
                                                Assign(targets=('dq_c',)) @513:41
                                                  .value:
                                                    Call(kwargs=()) @513:48
                                                      .func:
                                                        Name(id='mma_wait') @513:48
                                                      .args:
                                                        Call(kwargs=()) @513:57
                                                          .func:
                                                            Name(id='mma_async') @513:57
                                                          .args:
                                                            Attr(name='T') @513:67
                                                              .value:
                                                                Index() @513:67
                                                                  .value:
                                                                    Name(id='ds_s') @513:67
                                                                  .subs:
                                                                    BinOp(op='+') @513:72
                                                                      .lhs:
                                                                        BinOp(op='*') @513:72
                                                                          .lhs:
                                                                            Name(id='slot') @513:72
                                                                          .rhs:
                                                                            Name(id='NWG') @513:79
                                                                      .rhs:
                                                                        Name(id='gg') @513:85
                                                            Index() @513:92
                                                              .value:
                                                                Name(id='kh_tile') @513:92
                                                              .subs:
                                                                BinOp(op='+') @513:100
                                                                  .lhs:
                                                                    BinOp(op='*') @513:100
                                                                      .lhs:
                                                                        Name(id='NC') @513:100
                                                                      .rhs:
                                                                        BinOp(op='+') @513:106
                                                                          .lhs:
                                                                            BinOp(op='*') @513:106
                                                                              .lhs:
                                                                                Name(id='ks') @513:106
                                                                              .rhs:
                                                                                Name(id='NWG') @513:111
                                                                          .rhs:
                                                                            Name(id='gg') @513:117
                                                                  .rhs:
                                                                    Name(id='c') @513:123
                                                            Name(id='dq_c') @513:127
                                            Wait() @516:37
                                              .target:
                                                Index() @516:42
                                                  .value:
                                                    Name(id='dq_empty') @516:42
                                                  .subs:
                                                    Name(id='i') @516:51
                                              .phase:
                                                BinOp(op='-') @516:60
                                                  .lhs:
                                                    Const(value=1) @516:60
                                                  .rhs:
                                                    BinOp(op='%') @516:64
                                                      .lhs:
                                                        Name(id='slot') @516:64
                                                      .rhs:
                                                        Const(value=2) @516:71
                                            ExprStmt() @517:37
                                              .value:
                                                Call(kwargs=()) @517:37
                                                  .func:
                                                    Name(id='store_smem') @517:37
                                                  .args:
                                                    Index() @517:48
                                                      .value:
                                                        Name(id='dq_s') @517:48
                                                      .subs:
                                                        BinOp(op='+') @517:53
                                                          .lhs:
                                                            BinOp(op='*') @517:53
                                                              .lhs:
                                                                Name(id='i') @517:53
                                                              .rhs:
                                                                Name(id='NWG') @517:57
                                                          .rhs:
                                                            Name(id='wg') @517:63
                                                    Name(id='dq_c') @517:68
                                            If(orelse=()) @518:37
                                              .cond:
                                                BoolOp(op='or') @518:40
                                                  .values:
                                                    Unary(op='not') @518:40
                                                      .operand:
                                                        Name(id='LATE') @518:44
                                                    BinOp(op='<') @518:52
                                                      .lhs:
                                                        Name(id='i') @518:52
                                                      .rhs:
                                                        BinOp(op='-') @518:56
                                                          .lhs:
                                                            Name(id='NCW') @518:56
                                                          .rhs:
                                                            Const(value=1) @518:62
                                              .body:
                                                Fence() @519:41
                                                Arrive(count=None) @520:41
                                                  .target:
                                                    Index() @520:48
                                                      .value:
                                                        Name(id='dq_full') @520:48
                                                      .subs:
                                                        Name(id='i') @520:56
                              .orelse:
                                ExprStmt() @523:25
                                  .value:
                                    Call(kwargs=()) @523:25
                                      .func:
                                        Name(id='store_smem') @523:25
                                      .args:
                                        Index() @523:36
                                          .value:
                                            Name(id='ds_s') @523:36
                                          .subs:
                                            Name(id='wg') @523:41
                                        Name(id='dst') @523:46
                                Fence() @524:25
                                Assign(targets=('dq_f',)) @525:25
                                  .value:
                                    Call(kwargs=()) @525:32
                                      .func:
                                        Name(id='mma_async') @525:32
                                      .args:
                                        Attr(name='T') @525:42
                                          .value:
                                            Index() @525:42
                                              .value:
                                                Name(id='ds_s') @525:42
                                              .subs:
                                                Name(id='wg') @525:47
                                        Index() @525:54
                                          .value:
                                            Name(id='kh_tile') @525:54
                                          .subs:
                                            BinOp(op='*') @525:62
                                              .lhs:
                                                Name(id='NC') @525:62
                                              .rhs:
                                                Name(id='mine') @525:67
                                Assign(targets=('dk_f',)) @526:25
                                  .value:
                                    Call(kwargs=()) @526:32
                                      .func:
                                        Name(id='mma_async') @526:32
                                      .args:
                                        Name(id='dst') @526:42
                                        Index() @526:47
                                          .value:
                                            Name(id='q_ring') @526:47
                                          .subs:
                                            Name(id='slot') @526:54
                                        Name(id='acc_k') @526:61
                                Assign(targets=('acc_v',)) @527:25
                                  .value:
                                    Call() @527:33
                                      .func:
                                        Name(id='mma_wait') @527:33
                                      .args:
                                        Name(id='dv_f') @527:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @527:56
                                        )
                                Assign(targets=('dq_c',)) @531:25
                                  .value:
                                    Call() @531:32
                                      .func:
                                        Name(id='mma_wait') @531:32
                                      .args:
                                        Name(id='dq_f') @531:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @531:55
                                        )
                                ExprStmt() @532:25
                                  .value:
                                    Call(kwargs=()) @532:25
                                      .func:
                                        Name(id='store_smem') @532:25
                                      .args:
                                        Index() @532:36
                                          .value:
                                            Name(id='dq_s') @532:36
                                          .subs:
                                            Name(id='wg') @532:41
                                        Name(id='dq_c') @532:46
                                Fence() @533:25
                                Tma(signals=None, reduce='add') @534:25
                                  .dst:
                                    Index() @534:29
                                      .value:
                                        Name(id='dq_acc') @534:29
                                      .subs:
                                        Name(id='seq') @534:36
                                        Name(id='mb') @534:41
                                        Name(id='head') @534:45
                                        Const(value=0) @534:51
                                  .src:
                                    Index() @534:57
                                      .value:
                                        Name(id='dq_s') @534:57
                                      .subs:
                                        Name(id='wg') @534:62
                                Assign(targets=('dq_f',)) @535:25
                                  .value:
                                    Call(kwargs=()) @535:32
                                      .func:
                                        Name(id='mma_async') @535:32
                                      .args:
                                        Attr(name='T') @535:42
                                          .value:
                                            Index() @535:42
                                              .value:
                                                Name(id='ds_s') @535:42
                                              .subs:
                                                Name(id='wg') @535:47
                                        Index() @535:54
                                          .value:
                                            Name(id='kh_tile') @535:54
                                          .subs:
                                            BinOp(op='+') @535:62
                                              .lhs:
                                                BinOp(op='*') @535:62
                                                  .lhs:
                                                    Name(id='NC') @535:62
                                                  .rhs:
                                                    Name(id='mine') @535:67
                                              .rhs:
                                                Const(value=1) @535:74
                                Assign(targets=('acc_k',)) @536:25
                                  .value:
                                    Call() @536:33
                                      .func:
                                        Name(id='mma_wait') @536:33
                                      .args:
                                        Name(id='dk_f') @536:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @536:56
                                        )
                                Assign(targets=('dq_c',)) @537:25
                                  .value:
                                    Call(kwargs=()) @537:32
                                      .func:
                                        Name(id='mma_wait') @537:32
                                      .args:
                                        Name(id='dq_f') @537:41
                                Arrive(count=None) @538:25
                                  .target:
                                    Index() @538:32
                                      .value:
                                        Name(id='qd_free') @538:32
                                      .subs:
                                        Name(id='slot') @538:40
                                ExprStmt() @539:25
                                  .value:
                                    Call(kwargs=()) @539:25
                                      .func:
                                        Name(id='store_smem') @539:25
                                      .args:
                                        Index() @539:36
                                          .value:
                                            Name(id='dq_s') @539:36
                                          .subs:
                                            Name(id='wg') @539:41
                                        Name(id='dq_c') @539:46
                                Fence() @540:25
                                Tma(signals=None, reduce='add') @541:25
                                  .dst:
                                    Index() @541:29
                                      .value:
                                        Name(id='dq_acc') @541:29
                                      .subs:
                                        Name(id='seq') @541:36
                                        Name(id='mb') @541:41
                                        Name(id='head') @541:45
                                        Const(value=1) @541:51
                                  .src:
                                    Index() @541:57
                                      .value:
                                        Name(id='dq_s') @541:57
                                      .subs:
                                        Name(id='wg') @541:62
                                For(var='c') @542:25
                                  .iter:
                                    Call(kwargs=()) @542:34
                                      .func:
                                        Name(id='static_range') @542:34
                                      .args:
                                        Const(value=2) @542:47
                                        Name(id='NC') @542:50
                                  .body:
                                    Assign(targets=('dq_c',)) @543:29
                                      .value:
                                        Call(kwargs=()) @543:36
                                          .func:
                                            Name(id='mma_wait') @543:36
                                          .args:
                                            Call(kwargs=()) @543:45
                                              .func:
                                                Name(id='mma_async') @543:45
                                              .args:
                                                Attr(name='T') @543:55
                                                  .value:
                                                    Index() @543:55
                                                      .value:
                                                        Name(id='ds_s') @543:55
                                                      .subs:
                                                        Name(id='wg') @543:60
                                                Index() @543:67
                                                  .value:
                                                    Name(id='kh_tile') @543:67
                                                  .subs:
                                                    BinOp(op='+') @543:75
                                                      .lhs:
                                                        BinOp(op='*') @543:75
                                                          .lhs:
                                                            Name(id='NC') @543:75
                                                          .rhs:
                                                            Name(id='mine') @543:80
                                                      .rhs:
                                                        Name(id='c') @543:87
                                    ExprStmt() @544:29
                                      .value:
                                        Call(kwargs=()) @544:29
                                          .func:
                                            Name(id='store_smem') @544:29
                                          .args:
                                            Index() @544:40
                                              .value:
                                                Name(id='dq_s') @544:40
                                              .subs:
                                                Name(id='wg') @544:45
                                            Name(id='dq_c') @544:50
                                    Fence() @545:29
                                    Tma(signals=None, reduce='add') @546:29
                                      .dst:
                                        Index() @546:33
                                          .value:
                                            Name(id='dq_acc') @546:33
                                          .subs:
                                            Name(id='seq') @546:40
                                            Name(id='mb') @546:45
                                            Name(id='head') @546:49
                                            Name(id='c') @546:55
                                      .src:
                                        Index() @546:61
                                          .value:
                                            Name(id='dq_s') @546:61
                                          .subs:
                                            Name(id='wg') @546:66
            If(orelse=()) @547:9
              .cond:
                BoolOp(op='and') @547:12
                  .values:
                    Name(id='LATE') @547:12
                    Unary(op='not') @547:21
                      .operand:
                        Name(id='LAG') @547:25
              .body:
                If(orelse=()) @549:13
                  .cond:
                    BinOp(op='>') @549:16
                      .lhs:
                        Name(id='steps') @549:16
                      .rhs:
                        Const(value=0) @549:24
                  .body:
                    Fence() @550:17
                    Arrive(count=None) @551:17
                      .target:
                        Index() @551:24
                          .value:
                            Name(id='dq_full') @551:24
                          .subs:
                            Name(id='LAST') @551:32
            If(orelse=()) @552:9
              .cond:
                Name(id='LAG') @552:12
              .body:
                Assign(targets=('og',)) @553:13
                  .value:
                    BinOp(op='%') @553:19
                      .lhs:
                        BinOp(op='+') @553:19
                          .lhs:
                            Name(id='wg') @553:19
                          .rhs:
                            Const(value=1) @553:24
                      .rhs:
                        Name(id='NWG') @553:29
                If(orelse=()) @554:13
                  .cond:
                    BinOp(op='>') @554:16
                      .lhs:
                        Name(id='steps') @554:16
                      .rhs:
                        Const(value=0) @554:24
                  .body:
                    Wait() @555:17
                      .target:
                        Index() @555:22
                          .value:
                            Name(id='ds_ready') @555:22
                          .subs:
                            Const(value=0) @555:31
                      .phase:
                        BinOp(op='%') @555:40
                          .lhs:
                            Name(id='last') @555:40
                          .rhs:
                            Const(value=2) @555:47
                    For(var='i') @556:17
                      .iter:
                        Call(kwargs=()) @556:26
                          .func:
                            Name(id='static_range') @556:26
                          .args:
                            Name(id='NCW') @556:39
                      .body:
                        Assign(targets=('c',)) @557:21
                          .value:
                            BinOp(op='+') @557:25
                              .lhs:
                                BinOp(op='*') @557:25
                                  .lhs:
                                    Name(id='wg') @557:25
                                  .rhs:
                                    Name(id='NCW') @557:30
                              .rhs:
                                Name(id='i') @557:36
                        If() @558:21
                          .cond:
                            Name(id='DQ_PAIR') @558:24
                          .body:
                            Assign(targets=('f0',)) @560:25
                              .value:
                                Call(kwargs=()) @560:30
                                  .func:
                                    Name(id='mma_async') @560:30
                                  .args:
                                    Index() @560:40
                                      .value:
                                        Name(id='ds_s') @560:40
                                      .subs:
                                        BinOp(op='+') @560:45
                                          .lhs:
                                            BinOp(op='*') @560:45
                                              .lhs:
                                                Name(id='last') @560:45
                                              .rhs:
                                                Name(id='NWG') @560:52
                                          .rhs:
                                            Name(id='wg') @560:58
                                    Index() @560:63
                                      .value:
                                        Name(id='kh_tile') @560:63
                                      .subs:
                                        BinOp(op='+') @560:71
                                          .lhs:
                                            BinOp(op='*') @560:71
                                              .lhs:
                                                Name(id='NC') @560:71
                                              .rhs:
                                                BinOp(op='+') @560:77
                                                  .lhs:
                                                    BinOp(op='*') @560:77
                                                      .lhs:
                                                        Name(id='ks') @560:77
                                                      .rhs:
                                                        Name(id='NWG') @560:82
                                                  .rhs:
                                                    Name(id='wg') @560:88
                                          .rhs:
                                            Name(id='c') @560:94
                            Assign(targets=('f1',)) @561:25
                              .value:
                                Call(kwargs=()) @561:30
                                  .func:
                                    Name(id='mma_async') @561:30
                                  .args:
                                    Index() @561:40
                                      .value:
                                        Name(id='ds_s') @561:40
                                      .subs:
                                        BinOp(op='+') @561:45
                                          .lhs:
                                            BinOp(op='*') @561:45
                                              .lhs:
                                                Name(id='last') @561:45
                                              .rhs:
                                                Name(id='NWG') @561:52
                                          .rhs:
                                            Name(id='og') @561:58
                                    Index() @561:63
                                      .value:
                                        Name(id='kh_tile') @561:63
                                      .subs:
                                        BinOp(op='+') @561:71
                                          .lhs:
                                            BinOp(op='*') @561:71
                                              .lhs:
                                                Name(id='NC') @561:71
                                              .rhs:
                                                BinOp(op='+') @561:77
                                                  .lhs:
                                                    BinOp(op='*') @561:77
                                                      .lhs:
                                                        Name(id='ks') @561:77
                                                      .rhs:
                                                        Name(id='NWG') @561:82
                                                  .rhs:
                                                    Name(id='og') @561:88
                                          .rhs:
                                            Name(id='c') @561:94
                                    Name(id='f0') @561:98
                            Assign(targets=('dq_c',)) @562:25
                              .value:
                                Call(kwargs=()) @562:32
                                  .func:
                                    Name(id='mma_wait') @562:32
                                  .args:
                                    Name(id='f1') @562:41
                          .orelse:
                            Assign(targets=('dq_c',)) @564:25
                              .value:
                                Call(kwargs=()) @564:32
                                  .func:
                                    Name(id='zeros') @564:32
                                  .args:
                                    ListLit() @564:38
                                      .elts:
                                        Name(id='BLOCK_M') @564:39
                                        Name(id='DQ_COLS') @564:48
                                    Name(id='f32') @564:58
                            For(var='g') @565:25
                              .iter:
                                Call(kwargs=()) @565:34
                                  .func:
                                    Name(id='static_range') @565:34
                                  .args:
                                    Name(id='NWG') @565:47
                              .body:
                                Assign(targets=('gg',)) @566:29
                                  .value:
                                    BinOp(op='%') @566:35
                                      .lhs:
                                        BinOp(op='+') @566:35
                                          .lhs:
                                            Name(id='wg') @566:35
                                          .rhs:
                                            Name(id='g') @566:40
                                      .rhs:
                                        Name(id='NWG') @566:45
                                If() @567:29
                                  .cond:
                                    Name(id='SMEM_P') @567:32
                                  .body:
                                    Assign(targets=('dq_f',)) @568:33
                                      .value:
                                        Call(kwargs=()) @568:40
                                          .func:
                                            Name(id='mma_async') @568:40
                                          .args:
                                            Index() @568:50
                                              .value:
                                                Name(id='ds_s') @568:50
                                              .subs:
                                                BinOp(op='+') @568:55
                                                  .lhs:
                                                    BinOp(op='*') @568:55
                                                      .lhs:
                                                        Name(id='last') @568:55
                                                      .rhs:
                                                        Name(id='NWG') @568:62
                                                  .rhs:
                                                    Name(id='gg') @568:68
                                            Index() @568:73
                                              .value:
                                                Name(id='kh_tile') @568:73
                                              .subs:
                                                BinOp(op='+') @568:81
                                                  .lhs:
                                                    BinOp(op='*') @568:81
                                                      .lhs:
                                                        Name(id='NC') @568:81
                                                      .rhs:
                                                        BinOp(op='+') @568:87
                                                          .lhs:
                                                            BinOp(op='*') @568:87
                                                              .lhs:
                                                                Name(id='ks') @568:87
                                                              .rhs:
                                                                Name(id='NWG') @568:92
                                                          .rhs:
                                                            Name(id='gg') @568:98
                                                  .rhs:
                                                    Name(id='c') @568:104
                                            Name(id='dq_c') @568:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @570:33
                                      .value:
                                        Call(kwargs=()) @570:40
                                          .func:
                                            Name(id='mma_async') @570:40
                                          .args:
                                            Attr(name='T') @570:50
                                              .value:
                                                Index() @570:50
                                                  .value:
                                                    Name(id='ds_s') @570:50
                                                  .subs:
                                                    BinOp(op='+') @570:55
                                                      .lhs:
                                                        BinOp(op='*') @570:55
                                                          .lhs:
                                                            Name(id='last') @570:55
                                                          .rhs:
                                                            Name(id='NWG') @570:62
                                                      .rhs:
                                                        Name(id='gg') @570:68
                                            Index() @570:75
                                              .value:
                                                Name(id='kh_tile') @570:75
                                              .subs:
                                                BinOp(op='+') @570:83
                                                  .lhs:
                                                    BinOp(op='*') @570:83
                                                      .lhs:
                                                        Name(id='NC') @570:83
                                                      .rhs:
                                                        BinOp(op='+') @570:89
                                                          .lhs:
                                                            BinOp(op='*') @570:89
                                                              .lhs:
                                                                Name(id='ks') @570:89
                                                              .rhs:
                                                                Name(id='NWG') @570:94
                                                          .rhs:
                                                            Name(id='gg') @570:100
                                                  .rhs:
                                                    Name(id='c') @570:106
                                            Name(id='dq_c') @570:110
                                Assign(targets=('dq_c',)) @571:29
                                  .value:
                                    Call(kwargs=()) @571:36
                                      .func:
                                        Name(id='mma_wait') @571:36
                                      .args:
                                        Name(id='dq_f') @571:45
                        Wait() @572:21
                          .target:
                            Index() @572:26
                              .value:
                                Name(id='dq_empty') @572:26
                              .subs:
                                Name(id='i') @572:35
                          .phase:
                            BinOp(op='-') @572:44
                              .lhs:
                                Const(value=1) @572:44
                              .rhs:
                                BinOp(op='%') @572:48
                                  .lhs:
                                    Name(id='last') @572:48
                                  .rhs:
                                    Const(value=2) @572:55
                        ExprStmt() @573:21
                          .value:
                            Call(kwargs=()) @573:21
                              .func:
                                Name(id='store_smem') @573:21
                              .args:
                                Index() @573:32
                                  .value:
                                    Name(id='dq_s') @573:32
                                  .subs:
                                    BinOp(op='+') @573:37
                                      .lhs:
                                        BinOp(op='*') @573:37
                                          .lhs:
                                            Name(id='i') @573:37
                                          .rhs:
                                            Name(id='NWG') @573:41
                                      .rhs:
                                        Name(id='wg') @573:47
                                Name(id='dq_c') @573:52
                        Fence() @574:21
                        Arrive(count=None) @575:21
                          .target:
                            Index() @575:28
                              .value:
                                Name(id='dq_full') @575:28
                              .subs:
                                Name(id='i') @575:36
            Arrive(count=None) @576:9
              .target:
                Index() @576:16
                  .value:
                    Name(id='kv_free') @576:16
                  .subs:
                    Name(id='ks') @576:24
            Assign(targets=('k_scale',)) @577:9
              .value:
                Name(id='sm_scale') @577:19
            Assign(targets=('v_scale',)) @578:9
              .value:
                Const(value=1.0) @578:19
            If(orelse=()) @579:9
              .cond:
                BinOp(op='==') @579:12
                  .lhs:
                    Name(id='ACT') @579:12
                  .rhs:
                    Const(value='silu') @579:19
              .body:
                Assign(targets=('k_scale',)) @580:13
                  .value:
                    BinOp(op='*') @580:23
                      .lhs:
                        Name(id='sm_scale') @580:23
                      .rhs:
                        Name(id='out_scale') @580:34
                Assign(targets=('v_scale',)) @581:13
                  .value:
                    Name(id='out_scale') @581:23
            Assign(targets=('live',)) @582:9
              .value:
                BinOp(op='<') @582:16
                  .lhs:
                    Name(id='krows') @582:16
                  .rhs:
                    Name(id='len_k') @582:24
            Store() @583:9
              .target:
                Index() @583:9
                  .value:
                    Name(id='dk') @583:9
                  .subs:
                    Name(id='seq') @583:12
              .subs:
                Index() @583:17
                  .value:
                    Name(id='krows') @583:17
                  .subs:
                    FullSlice() @583:23
                    Const(value=None) @583:26
                Name(id='kvh') @583:33
                Index() @583:38
                  .value:
                    Name(id='dcols') @583:38
                  .subs:
                    Const(value=None) @583:44
                    FullSlice() @583:50
              .value:
                Call(kwargs=()) @583:56
                  .func:
                    Name(id='cast') @583:56
                  .args:
                    BinOp(op='*') @583:61
                      .lhs:
                        Name(id='acc_k') @583:61
                      .rhs:
                        Name(id='k_scale') @583:69
                    Name(id='DT') @583:78
              .mask:
                Index() @583:88
                  .value:
                    Name(id='live') @583:88
                  .subs:
                    FullSlice() @583:93
                    Const(value=None) @583:96
            Store() @584:9
              .target:
                Index() @584:9
                  .value:
                    Name(id='dv') @584:9
                  .subs:
                    Name(id='seq') @584:12
              .subs:
                Index() @584:17
                  .value:
                    Name(id='krows') @584:17
                  .subs:
                    FullSlice() @584:23
                    Const(value=None) @584:26
                Name(id='kvh') @584:33
                Index() @584:38
                  .value:
                    Name(id='dcols') @584:38
                  .subs:
                    Const(value=None) @584:44
                    FullSlice() @584:50
              .value:
                Call(kwargs=()) @584:56
                  .func:
                    Name(id='cast') @584:56
                  .args:
                    BinOp(op='*') @584:61
                      .lhs:
                        Name(id='acc_v') @584:61
                      .rhs:
                        Name(id='v_scale') @584:69
                    Name(id='DT') @584:78
              .mask:
                Index() @584:88
                  .value:
                    Name(id='live') @584:88
                  .subs:
                    FullSlice() @584:93
                    Const(value=None) @584:96
        Require(message='query heads per KV head x query blocks below 2**31') @586:5
          .cond:
            BoolOp(op='and') @586:13
              .values:
                BinOp(op='>') @586:13
                  .lhs:
                    Name(id='HKV') @586:13
                  .rhs:
                    Const(value=0) @586:19
                BinOp(op='<=') @586:25
                  .lhs:
                    BinOp(op='*') @586:25
                      .lhs:
                        BinOp(op='//') @586:25
                          .lhs:
                            Name(id='H') @586:25
                          .rhs:
                            Name(id='HKV') @586:30
                      .rhs:
                        Call(kwargs=()) @586:36
                          .func:
                            Name(id='cdiv') @586:36
                          .args:
                            Name(id='Tq') @586:41
                            Name(id='BLOCK_M') @586:45
                  .rhs:
                    Const(value=2147483647) @586:57