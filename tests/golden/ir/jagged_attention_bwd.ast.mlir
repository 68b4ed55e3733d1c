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