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
    FuncDef(name='wrap_once', params=('s', 'n')) @64:1
      .body:
        Return() @65:5
          .values:
            BinOp(op='-') @65:12
              .lhs:
                Name(id='s') @65:12
              .rhs:
                BinOp(op='*') @65:16
                  .lhs:
                    Name(id='n') @65:16
                  .rhs:
                    Call(kwargs=()) @65:20
                      .func:
                        Name(id='minimum') @65:20
                      .args:
                        Call(kwargs=()) @65:28
                          .func:
                            Name(id='maximum') @65:28
                          .args:
                            BinOp(op='+') @65:36
                              .lhs:
                                BinOp(op='-') @65:36
                                  .lhs:
                                    Name(id='s') @65:36
                                  .rhs:
                                    Name(id='n') @65:40
                              .rhs:
                                Const(value=1) @65:44
                            Const(value=0) @65:47
                        Const(value=1) @65:51
    FuncDef(name='step_block', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT')) @67:1
      .body:
        If(orelse=()) @69:5
          .cond:
            Unary(op='not') @69:8
              .operand:
                Name(id='SPLIT') @69:12
          .body:
            Return() @70:9
              .values:
                BinOp(op='+') @70:16
                  .lhs:
                    Name(id='head0') @70:16
                  .rhs:
                    BinOp(op='//') @70:24
                      .lhs:
                        Name(id='j') @70:24
                      .rhs:
                        Name(id='n_m') @70:29
                BinOp(op='+') @70:34
                  .lhs:
                    Name(id='m_lo') @70:34
                  .rhs:
                    Call(kwargs=()) @70:41
                      .func:
                        Name(id='wrap_once') @70:41
                      .args:
                        BinOp(op='+') @70:51
                          .lhs:
                            BinOp(op='%') @70:51
                              .lhs:
                                Name(id='j') @70:51
                              .rhs:
                                Name(id='n_m') @70:55
                          .rhs:
                            Name(id='rot') @70:61
                        Name(id='n_m') @70:66
        Assign(targets=('n_u',)) @71:5
          .value:
            Call(kwargs=()) @71:11
              .func:
                Name(id='maximum') @71:11
              .args:
                BinOp(op='-') @71:19
                  .lhs:
                    Name(id='n_m') @71:19
                  .rhs:
                    Name(id='n_x') @71:25
                Const(value=1) @71:30
        Assign(targets=('nx1',)) @72:5
          .value:
            Call(kwargs=()) @72:11
              .func:
                Name(id='maximum') @72:11
              .args:
                Name(id='n_x') @72:19
                Const(value=1) @72:24
        Assign(targets=('h',)) @73:5
          .value:
            BinOp(op='//') @73:10
              .lhs:
                BinOp(op='-') @73:10
                  .lhs:
                    Name(id='j') @73:10
                  .rhs:
                    Name(id='n_xs') @73:14
              .rhs:
                Name(id='n_u') @73:23
        Assign(targets=('kk',)) @74:5
          .value:
            BinOp(op='+') @74:10
              .lhs:
                Name(id='n_x') @74:10
              .rhs:
                BinOp(op='%') @74:17
                  .lhs:
                    BinOp(op='-') @74:17
                      .lhs:
                        Name(id='j') @74:17
                      .rhs:
                        Name(id='n_xs') @74:21
                  .rhs:
                    Name(id='n_u') @74:29
        If() @75:5
          .cond:
            BinOp(op='==') @75:8
              .lhs:
                Name(id='part') @75:8
              .rhs:
                Const(value=0) @75:16
          .body:
            Assign(targets=('h',)) @76:9
              .value:
                BinOp(op='//') @76:13
                  .lhs:
                    Name(id='j') @76:13
                  .rhs:
                    Name(id='nx1') @76:18
            Assign(targets=('kk',)) @77:9
              .value:
                BinOp(op='%') @77:14
                  .lhs:
                    Name(id='j') @77:14
                  .rhs:
                    Name(id='nx1') @77:18
          .orelse:
            If(orelse=()) @78:5
              .cond:
                BinOp(op='<') @78:10
                  .lhs:
                    Name(id='part') @78:10
                  .rhs:
                    Const(value=0) @78:17
              .body:
                Assign(targets=('x',)) @81:9
                  .value:
                    Call(kwargs=()) @81:13
                      .func:
                        Name(id='minimum') @81:13
                      .args:
                        Call(kwargs=()) @81:21
                          .func:
                            Name(id='maximum') @81:21
                          .args:
                            BinOp(op='-') @81:29
                              .lhs:
                                Name(id='n_xs') @81:29
                              .rhs:
                                Name(id='j') @81:36
                            Const(value=0) @81:39
                        Const(value=1) @81:43
                Assign(targets=('h',)) @82:9
                  .value:
                    BinOp(op='+') @82:13
                      .lhs:
                        BinOp(op='*') @82:13
                          .lhs:
                            Name(id='x') @82:13
                          .rhs:
                            BinOp(op='//') @82:18
                              .lhs:
                                Name(id='j') @82:18
                              .rhs:
                                Name(id='nx1') @82:23
                      .rhs:
                        BinOp(op='*') @82:31
                          .lhs:
                            BinOp(op='-') @82:31
                              .lhs:
                                Const(value=1) @82:31
                              .rhs:
                                Name(id='x') @82:35
                          .rhs:
                            Name(id='h') @82:40
                Assign(targets=('kk',)) @83:9
                  .value:
                    BinOp(op='+') @83:14
                      .lhs:
                        BinOp(op='*') @83:14
                          .lhs:
                            Name(id='x') @83:14
                          .rhs:
                            BinOp(op='%') @83:19
                              .lhs:
                                Name(id='j') @83:19
                              .rhs:
                                Name(id='nx1') @83:23
                      .rhs:
                        BinOp(op='*') @83:31
                          .lhs:
                            BinOp(op='-') @83:31
                              .lhs:
                                Const(value=1) @83:31
                              .rhs:
                                Name(id='x') @83:35
                          .rhs:
                            Name(id='kk') @83:40
        Return() @84:5
          .values:
            BinOp(op='+') @84:12
              .lhs:
                Name(id='head0') @84:12
              .rhs:
                Name(id='h') @84:20
            BinOp(op='+') @84:23
              .lhs:
                Name(id='m_lo') @84:23
              .rhs:
                Call(kwargs=()) @84:30
                  .func:
                    Name(id='wrap_once') @84:30
                  .args:
                    BinOp(op='+') @84:40
                      .lhs:
                        Name(id='kk') @84:40
                      .rhs:
                        Name(id='rot') @84:45
                    Call(kwargs=()) @84:50
                      .func:
                        Name(id='maximum') @84:50
                      .args:
                        Name(id='n_m') @84:58
                        Const(value=1) @84:63
    FuncDef(name='lse_delta', params=('j', 'part', 'head0', 'm_lo', 'rot', 'n_m', 'n_x', 'n_xs', 'SPLIT', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @89:1
      .body:
        Assign(targets=('head', 'mb')) @90:5
          .value:
            Call(kwargs=()) @90:16
              .func:
                Name(id='step_block') @90:16
              .args:
                Name(id='j') @90:27
                Name(id='part') @90:30
                Name(id='head0') @90:36
                Name(id='m_lo') @90:43
                Name(id='rot') @90:49
                Name(id='n_m') @90:54
                Name(id='n_x') @90:59
                Name(id='n_xs') @90:64
                Name(id='SPLIT') @90:70
        Return() @91:5
          .values:
            Call(kwargs=()) @91:12
              .func:
                Name(id='lse_delta_at') @91:12
              .args:
                Name(id='head') @91:25
                Name(id='mb') @91:31
                Name(id='q0') @91:35
                Name(id='len_q') @91:39
                Name(id='qcols') @91:46
                Name(id='lse2_t') @91:53
                Name(id='delta_t') @91:61
                Name(id='BLOCK_M') @91:70
    FuncDef(name='lse_delta_at', params=('head', 'mb', 'q0', 'len_q', 'qcols', 'lse2_t', 'delta_t', 'BLOCK_M')) @93:1
      .body:
        Assign(targets=('qi',)) @94:5
          .value:
            BinOp(op='+') @94:10
              .lhs:
                Name(id='q0') @94:10
              .rhs:
                Call(kwargs=()) @94:15
                  .func:
                    Name(id='maximum') @94:15
                  .args:
                    Call(kwargs=()) @94:23
                      .func:
                        Name(id='minimum') @94:23
                      .args:
                        BinOp(op='+') @94:31
                          .lhs:
                            BinOp(op='*') @94:31
                              .lhs:
                                Name(id='mb') @94:31
                              .rhs:
                                Name(id='BLOCK_M') @94:36
                          .rhs:
                            Name(id='qcols') @94:46
                        BinOp(op='-') @94:53
                          .lhs:
                            Name(id='len_q') @94:53
                          .rhs:
                            Const(value=1) @94:61
                    Const(value=0) @94:65
        Return() @95:5
          .values:
            Index() @95:12
              .value:
                Name(id='lse2_t') @95:12
              .subs:
                Name(id='head') @95:19
                Name(id='qi') @95:25
            Index() @95:30
              .value:
                Name(id='delta_t') @95:30
              .subs:
                Name(id='head') @95:38
                Name(id='qi') @95:44
    FuncDef(name='lse_delta_slots', params=('head', 'mb', 'q0', 'len_q', 'lse2_t', 'delta_t', 'BLOCK_M', 'SMEM_P')) @99:1
      .body:
        Assign(targets=('lse2', 'dlt')) @100:5
          .value:
            Call(kwargs=()) @100:17
              .func:
                Name(id='lse_delta_at') @100:17
              .args:
                Name(id='head') @100:30
                Name(id='mb') @100:36
                Name(id='q0') @100:40
                Name(id='len_q') @100:44
                Call(kwargs=()) @100:51
                  .func:
                    Name(id='arange') @100:51
                  .args:
                    Name(id='BLOCK_M') @100:58
                Name(id='lse2_t') @100:68
                Name(id='delta_t') @100:76
                Name(id='BLOCK_M') @100:85
        If(orelse=()) @101:5
          .cond:
            Name(id='SMEM_P') @101:8
          .body:
            Return() @102:9
              .values:
                Index() @102:16
                  .value:
                    Name(id='lse2') @102:16
                  .subs:
                    FullSlice() @102:21
                    Const(value=None) @102:24
                Index() @102:31
                  .value:
                    Name(id='dlt') @102:31
                  .subs:
                    FullSlice() @102:35
                    Const(value=None) @102:38
        Return() @103:5
          .values:
            Index() @103:12
              .value:
                Name(id='lse2') @103:12
              .subs:
                Const(value=None) @103:17
                FullSlice() @103:23
            Index() @103:27
              .value:
                Name(id='dlt') @103:27
              .subs:
                Const(value=None) @103:31
                FullSlice() @103:37
    FuncDef(name='part_bounds', params=('part', 'n_xs', 'steps', 'SPLIT')) @106:1
      .body:
        If(orelse=()) @107:5
          .cond:
            Name(id='SPLIT') @107:8
          .body:
            If(orelse=()) @108:9
              .cond:
                BinOp(op='==') @108:12
                  .lhs:
                    Name(id='part') @108:12
                  .rhs:
                    Const(value=0) @108:20
              .body:
                Return() @109:13
                  .values:
                    Const(value=0) @109:20
                    Name(id='n_xs') @109:23
            Return() @110:9
              .values:
                Name(id='n_xs') @110:16
                Name(id='steps') @110:22
        Return() @111:5
          .values:
            Const(value=0) @111:12
            Name(id='steps') @111:15
    FuncDef(name='frag_row', params=('start', 'seq', 'row0', 'PAD')) @116:1
      .body:
        Return() @117:5
          .values:
            BinOp(op='+') @117:12
              .lhs:
                BinOp(op='+') @117:12
                  .lhs:
                    Name(id='start') @117:12
                  .rhs:
                    BinOp(op='*') @117:20
                      .lhs:
                        Name(id='seq') @117:20
                      .rhs:
                        Name(id='PAD') @117:26
              .rhs:
                Name(id='row0') @117:32
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
        Param(name='DK_CARRY', kind='const', dtype=None, dims=(), offsets=None) @53:33
          .default:
            Const(value=False) @53:51
        Param(name='ROTATE', kind='const', dtype=None, dims=(), offsets=None) @53:58
          .default:
            Const(value=False) @53:74
        Param(name='DKV_TMA', kind='const', dtype=None, dims=(), offsets=None) @54:9
          .default:
            Const(value=False) @54:26
      .body:
        Tiles() @55:5
          .dims:
            (
              ('seq', 'nt')
              Call(kwargs=()) @55:22
                .func:
                  Name(id='blocks') @55:22
                .args:
                  Name(id='k') @55:29
                  Name(id='BLOCK_N') @55:32
            )
            (
              ('kvh',)
              Call(kwargs=()) @55:49
                .func:
                  Name(id='range') @55:49
                .args:
                  Name(id='HKV') @55:55
            )
          .options:
            TileOption(id='persistent', arg=None) @55:60
            TileOption(id='longest_first', arg=None) @55:71
            TileOption(id='dynamic') @55:85
              .arg:
                Name(id='DYNAMIC') @55:93
        StaticAssert(message='BLOCK_N is a multiple of WG_N, the key rows per warp group') @56:5
          .cond:
            BinOp(op='==') @56:19
              .lhs:
                BinOp(op='%') @56:19
                  .lhs:
                    Name(id='BLOCK_N') @56:19
                  .rhs:
                    Name(id='WG_N') @56:29
              .rhs:
                Const(value=0) @56:37
        Assign(targets=('NWG',)) @57:5
          .value:
            BinOp(op='//') @57:11
              .lhs:
                Name(id='BLOCK_N') @57:11
              .rhs:
                Name(id='WG_N') @57:22
        Assign(targets=('WRITER',)) @58:5
          .value:
            BoolOp(op='and') @58:14
              .values:
                Name(id='DQ_WRITER') @58:14
                BinOp(op='==') @58:28
                  .lhs:
                    Name(id='TARGET') @58:28
                  .rhs:
                    Const(value='gluon') @58:38
        Assign(targets=('LAG',)) @59:5
          .value:
            BoolOp(op='and') @59:11
              .values:
                Name(id='DQ_LAG') @59:11
                Name(id='WRITER') @59:22
        StaticAssert(message='DQ_FENCE_LATE: with DQ_WRITER, not DQ_EARLY; with SMEM_P only with DQ_LAG') @66:5
          .cond:
            BoolOp(op='or') @66:19
              .values:
                Unary(op='not') @66:19
                  .operand:
                    Name(id='DQ_FENCE_LATE') @66:23
                BoolOp(op='and') @66:41
                  .values:
                    Name(id='DQ_WRITER') @66:41
                    Unary(op='not') @66:55
                      .operand:
                        Name(id='DQ_EARLY') @66:59
                    BoolOp(op='or') @66:73
                      .values:
                        Name(id='DQ_LAG') @66:73
                        Unary(op='not') @66:83
                          .operand:
                            Name(id='SMEM_P') @66:87
        Assign(targets=('LATE',)) @68:5
          .value:
            BoolOp(op='and') @68:12
              .values:
                Name(id='DQ_FENCE_LATE') @68:12
                Name(id='WRITER') @68:30
        Assign(targets=('PEEL',)) @69:5
          .value:
            BoolOp(op='or') @69:12
              .values:
                Name(id='LAG') @69:12
                Name(id='LATE') @69:19
        StaticAssert(message='DQ_LAG: with DQ_WRITER, not with DQ_EARLY') @70:5
          .cond:
            BoolOp(op='or') @70:19
              .values:
                Unary(op='not') @70:19
                  .operand:
                    Name(id='DQ_LAG') @70:23
                BoolOp(op='and') @70:34
                  .values:
                    Name(id='DQ_WRITER') @70:34
                    Unary(op='not') @70:48
                      .operand:
                        Name(id='DQ_EARLY') @70:52
        StaticAssert(message='DQ_FRAG: with DQ_WRITER') @76:5
          .cond:
            BoolOp(op='or') @76:19
              .values:
                Unary(op='not') @76:19
                  .operand:
                    Name(id='DQ_FRAG') @76:23
                Name(id='DQ_WRITER') @76:34
        StaticAssert(message='DK_CARRY: with DQ_LAG and SMEM_P, not DQ_PAIR') @81:5
          .cond:
            BoolOp(op='or') @81:19
              .values:
                Unary(op='not') @81:19
                  .operand:
                    Name(id='DK_CARRY') @81:23
                BoolOp(op='and') @81:36
                  .values:
                    Name(id='DQ_LAG') @81:36
                    Name(id='SMEM_P') @81:47
                    Unary(op='not') @81:58
                      .operand:
                        Name(id='DQ_PAIR') @81:62
        Assign(targets=('CARRY',)) @82:5
          .value:
            BoolOp(op='and') @82:13
              .values:
                Name(id='DK_CARRY') @82:13
                Name(id='LAG') @82:26
        Assign(targets=('KV_TMA',)) @89:5
          .value:
            BoolOp(op='and') @89:14
              .values:
                Name(id='DKV_TMA') @89:14
                BinOp(op='==') @89:26
                  .lhs:
                    Name(id='TARGET') @89:26
                  .rhs:
                    Const(value='gluon') @89:36
        Assign(targets=('ROWS',)) @90:5
          .value:
            BoolOp(op='and') @90:12
              .values:
                Name(id='DQ_ROWS') @90:12
                Name(id='WRITER') @90:24
        StaticAssert(message="DQ_ROWS: the S^T layout with the writer (not DQ_EARLY, DQ_LAG, DQ_PAIR); a warp group's rows 128 bytes of dS^T") @91:5
          .cond:
            BoolOp(op='or') @91:19
              .values:
                Unary(op='not') @91:19
                  .operand:
                    Name(id='ROWS') @91:23
                BoolOp(op='and') @91:32
                  .values:
                    Unary(op='not') @91:32
                      .operand:
                        BoolOp(op='or') @91:37
                          .values:
                            Name(id='SMEM_P') @91:37
                            Name(id='DQ_EARLY') @91:47
                            Name(id='DQ_LAG') @91:59
                            Name(id='DQ_PAIR') @91:69
                    BinOp(op='==') @91:82
                      .lhs:
                        BinOp(op='%') @91:82
                          .lhs:
                            BinOp(op='*') @91:82
                              .lhs:
                                BinOp(op='//') @91:82
                                  .lhs:
                                    Name(id='BLOCK_M') @91:82
                                  .rhs:
                                    Name(id='NWG') @91:93
                              .rhs:
                                Call(kwargs=()) @91:99
                                  .func:
                                    Name(id='bytes') @91:99
                                  .args:
                                    Name(id='DT') @91:105
                          .rhs:
                            Const(value=128) @91:111
                      .rhs:
                        Const(value=0) @91:118
        SmemDecl(name='k_tile') @98:5
          .stages:
            BinOp(op='*') @98:17
              .lhs:
                Name(id='KV_BUF') @98:17
              .rhs:
                BinOp(op='//') @98:27
                  .lhs:
                    Name(id='BLOCK_N') @98:27
                  .rhs:
                    Name(id='WG_N') @98:38
          .dtype:
            Name(id='DT') @98:46
          .shape:
            Name(id='WG_N') @98:49
            Name(id='D') @98:55
          .options:
            TileOption(id='per_step') @98:58
              .arg:
                Name(id='KV_PER_STEP') @98:67
        SmemDecl(name='v_tile') @99:5
          .stages:
            BinOp(op='*') @99:17
              .lhs:
                Name(id='KV_BUF') @99:17
              .rhs:
                BinOp(op='//') @99:27
                  .lhs:
                    Name(id='BLOCK_N') @99:27
                  .rhs:
                    Name(id='WG_N') @99:38
          .dtype:
            Name(id='DT') @99:46
          .shape:
            Name(id='WG_N') @99:49
            Name(id='D') @99:55
          .options:
            TileOption(id='per_step') @99:58
              .arg:
                Name(id='KV_PER_STEP') @99:67
        SmemDecl(name='q_ring', options=()) @100:5
          .stages:
            Name(id='STAGES') @100:17
          .dtype:
            Name(id='DT') @100:26
          .shape:
            Name(id='BLOCK_M') @100:29
            Name(id='D') @100:38
        SmemDecl(name='do_ring', options=()) @101:5
          .stages:
            Name(id='STAGES') @101:18
          .dtype:
            Name(id='DT') @101:27
          .shape:
            Name(id='BLOCK_M') @101:30
            Name(id='D') @101:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @106:5
          .cond:
            BoolOp(op='and') @106:19
              .values:
                BinOp(op='==') @106:19
                  .lhs:
                    BinOp(op='%') @106:19
                      .lhs:
                        Name(id='D') @106:19
                      .rhs:
                        Name(id='DQ_COLS') @106:23
                  .rhs:
                    Const(value=0) @106:34
                BinOp(op='==') @106:40
                  .lhs:
                    BinOp(op='%') @106:40
                      .lhs:
                        Name(id='DQ_COLS') @106:40
                      .rhs:
                        Const(value=16) @106:50
                  .rhs:
                    Const(value=0) @106:56
        Assign(targets=('NC',)) @107:5
          .value:
            BinOp(op='//') @107:10
              .lhs:
                Name(id='D') @107:10
              .rhs:
                Name(id='DQ_COLS') @107:15
        If(orelse=()) @108:5
          .cond:
            Unary(op='not') @108:8
              .operand:
                BoolOp(op='and') @108:13
                  .values:
                    Name(id='DQ_ROWS') @108:13
                    Name(id='DQ_WRITER') @108:25
                    BinOp(op='==') @108:39
                      .lhs:
                        Name(id='TARGET') @108:39
                      .rhs:
                        Const(value='gluon') @108:49
          .body:
            SmemDecl(name='kh_tile') @109:9
              .stages:
                BinOp(op='*') @109:22
                  .lhs:
                    BinOp(op='*') @109:22
                      .lhs:
                        Name(id='KV_BUF') @109:22
                      .rhs:
                        BinOp(op='//') @109:32
                          .lhs:
                            Name(id='BLOCK_N') @109:32
                          .rhs:
                            Name(id='WG_N') @109:43
                  .rhs:
                    BinOp(op='//') @109:52
                      .lhs:
                        Name(id='D') @109:52
                      .rhs:
                        Name(id='DQ_COLS') @109:57
              .dtype:
                Name(id='DT') @109:68
              .shape:
                Name(id='WG_N') @109:71
                Name(id='DQ_COLS') @109:77
              .options:
                TileOption(id='per_step') @109:86
                  .arg:
                    Name(id='KV_PER_STEP') @109:95
        If() @111:5
          .cond:
            BoolOp(op='and') @111:8
              .values:
                Name(id='DQ_WRITER') @111:8
                BinOp(op='==') @111:22
                  .lhs:
                    Name(id='TARGET') @111:22
                  .rhs:
                    Const(value='gluon') @111:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @112:9
              .cond:
                BinOp(op='==') @112:23
                  .lhs:
                    BinOp(op='%') @112:23
                      .lhs:
                        Name(id='D') @112:23
                      .rhs:
                        BinOp(op='*') @112:28
                          .lhs:
                            Name(id='DQ_COLS') @112:28
                          .rhs:
                            BinOp(op='//') @112:39
                              .lhs:
                                Name(id='BLOCK_N') @112:39
                              .rhs:
                                Name(id='WG_N') @112:50
                  .rhs:
                    Const(value=0) @112:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @113:9
              .cond:
                BinOp(op='==') @113:23
                  .lhs:
                    BinOp(op='%') @113:23
                      .lhs:
                        Name(id='STAGES') @113:23
                      .rhs:
                        Const(value=2) @113:32
                  .rhs:
                    Const(value=0) @113:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @114:9
              .cond:
                BoolOp(op='or') @114:23
                  .values:
                    Unary(op='not') @114:23
                      .operand:
                        Name(id='DQ_EARLY') @114:27
                    BoolOp(op='and') @114:40
                      .values:
                        BinOp(op='==') @114:40
                          .lhs:
                            Name(id='BLOCK_N') @114:40
                          .rhs:
                            BinOp(op='*') @114:51
                              .lhs:
                                Const(value=2) @114:51
                              .rhs:
                                Name(id='WG_N') @114:55
                        BinOp(op='==') @114:64
                          .lhs:
                            BinOp(op='//') @114:64
                              .lhs:
                                Name(id='D') @114:64
                              .rhs:
                                Name(id='DQ_COLS') @114:69
                          .rhs:
                            Const(value=4) @114:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @116:9
              .cond:
                Unary(op='not') @116:23
                  .operand:
                    BoolOp(op='and') @116:28
                      .values:
                        Name(id='SMEM_P') @116:28
                        Name(id='DQ_EARLY') @116:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @117:9
              .cond:
                BoolOp(op='or') @117:23
                  .values:
                    Unary(op='not') @117:23
                      .operand:
                        Name(id='DQ_PAIR') @117:27
                    BoolOp(op='and') @117:39
                      .values:
                        Name(id='SMEM_P') @117:39
                        BinOp(op='==') @117:50
                          .lhs:
                            Name(id='BLOCK_N') @117:50
                          .rhs:
                            BinOp(op='*') @117:61
                              .lhs:
                                Const(value=2) @117:61
                              .rhs:
                                Name(id='WG_N') @117:65
            If() @118:9
              .cond:
                Name(id='SMEM_P') @118:12
              .body:
                SmemDecl(name='ds_s', options=()) @119:13
                  .stages:
                    BinOp(op='*') @119:23
                      .lhs:
                        Name(id='STAGES') @119:23
                      .rhs:
                        BinOp(op='//') @119:33
                          .lhs:
                            Name(id='BLOCK_N') @119:33
                          .rhs:
                            Name(id='WG_N') @119:44
                  .dtype:
                    Name(id='DT') @119:52
                  .shape:
                    Name(id='BLOCK_M') @119:55
                    Name(id='WG_N') @119:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @121:13
                  .stages:
                    BinOp(op='*') @121:23
                      .lhs:
                        Name(id='STAGES') @121:23
                      .rhs:
                        BinOp(op='//') @121:33
                          .lhs:
                            Name(id='BLOCK_N') @121:33
                          .rhs:
                            Name(id='WG_N') @121:44
                  .dtype:
                    Name(id='DT') @121:52
                  .shape:
                    Name(id='WG_N') @121:55
                    Name(id='BLOCK_M') @121:61
            BarrierDecl(name='ds_ready') @122:9
              .size:
                Name(id='STAGES') @122:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @122:40
                    .lhs:
                      Name(id='BLOCK_N') @122:40
                    .rhs:
                      Name(id='WG_N') @122:51
                )
            If() @123:9
              .cond:
                Name(id='DQ_ROWS') @123:12
              .body:
                SmemDecl(name='dq_s') @125:13
                  .stages:
                    BinOp(op='//') @125:23
                      .lhs:
                        Name(id='BLOCK_N') @125:23
                      .rhs:
                        Name(id='WG_N') @125:34
                  .dtype:
                    Name(id='f32') @125:41
                  .shape:
                    BinOp(op='//') @125:45
                      .lhs:
                        Name(id='BLOCK_M') @125:45
                      .rhs:
                        BinOp(op='//') @125:57
                          .lhs:
                            Name(id='BLOCK_N') @125:57
                          .rhs:
                            Name(id='WG_N') @125:68
                    Name(id='D') @125:75
                  .options:
                    TileOption(id='frag_order') @125:78
                      .arg:
                        Name(id='DQ_FRAG') @125:89
                BarrierDecl(name='dq_full') @126:13
                  .size:
                    Const(value=1) @126:29
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @126:38
                        .lhs:
                          Name(id='BLOCK_N') @126:38
                        .rhs:
                          Name(id='WG_N') @126:49
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @127:13
                  .size:
                    Const(value=1) @127:30
              .orelse:
                SmemDecl(name='dq_s') @130:13
                  .stages:
                    BinOp(op='*') @130:24
                      .lhs:
                        BinOp(op='//') @130:24
                          .lhs:
                            Name(id='BLOCK_N') @130:24
                          .rhs:
                            Name(id='WG_N') @130:35
                      .rhs:
                        BinOp(op='//') @130:44
                          .lhs:
                            BinOp(op='//') @130:44
                              .lhs:
                                Name(id='D') @130:44
                              .rhs:
                                Name(id='DQ_COLS') @130:49
                          .rhs:
                            BinOp(op='//') @130:61
                              .lhs:
                                Name(id='BLOCK_N') @130:61
                              .rhs:
                                Name(id='WG_N') @130:72
                  .dtype:
                    Name(id='f32') @130:81
                  .shape:
                    Name(id='BLOCK_M') @130:85
                    Name(id='DQ_COLS') @130:94
                  .options:
                    TileOption(id='frag_order') @130:103
                      .arg:
                        Name(id='DQ_FRAG') @130:114
                BarrierDecl(name='dq_full') @131:13
                  .size:
                    BinOp(op='//') @131:29
                      .lhs:
                        BinOp(op='//') @131:29
                          .lhs:
                            Name(id='D') @131:29
                          .rhs:
                            Name(id='DQ_COLS') @131:34
                      .rhs:
                        BinOp(op='//') @131:46
                          .lhs:
                            Name(id='BLOCK_N') @131:46
                          .rhs:
                            Name(id='WG_N') @131:57
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @131:70
                        .lhs:
                          Name(id='BLOCK_N') @131:70
                        .rhs:
                          Name(id='WG_N') @131:81
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @132:13
                  .size:
                    BinOp(op='//') @132:30
                      .lhs:
                        BinOp(op='//') @132:30
                          .lhs:
                            Name(id='D') @132:30
                          .rhs:
                            Name(id='DQ_COLS') @132:35
                      .rhs:
                        BinOp(op='//') @132:47
                          .lhs:
                            Name(id='BLOCK_N') @132:47
                          .rhs:
                            Name(id='WG_N') @132:58
          .orelse:
            If() @134:9
              .cond:
                Name(id='SMEM_P') @134:12
              .body:
                SmemDecl(name='ds_s', options=()) @135:13
                  .stages:
                    BinOp(op='//') @135:23
                      .lhs:
                        Name(id='BLOCK_N') @135:23
                      .rhs:
                        Name(id='WG_N') @135:34
                  .dtype:
                    Name(id='DT') @135:41
                  .shape:
                    Name(id='BLOCK_M') @135:44
                    Name(id='WG_N') @135:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @137:13
                  .stages:
                    BinOp(op='//') @137:23
                      .lhs:
                        Name(id='BLOCK_N') @137:23
                      .rhs:
                        Name(id='WG_N') @137:34
                  .dtype:
                    Name(id='DT') @137:41
                  .shape:
                    Name(id='WG_N') @137:44
                    Name(id='BLOCK_M') @137:50
            SmemDecl(name='dq_s', options=()) @138:9
              .stages:
                BinOp(op='//') @138:19
                  .lhs:
                    Name(id='BLOCK_N') @138:19
                  .rhs:
                    Name(id='WG_N') @138:30
              .dtype:
                Name(id='f32') @138:37
              .shape:
                Name(id='BLOCK_M') @138:41
                Name(id='DQ_COLS') @138:50
        If(orelse=()) @143:5
          .cond:
            BoolOp(op='and') @143:8
              .values:
                Name(id='LSE_SMEM') @143:8
                BinOp(op='==') @143:21
                  .lhs:
                    Name(id='ACT') @143:21
                  .rhs:
                    Const(value='softmax') @143:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @144:9
              .cond:
                Unary(op='not') @144:23
                  .operand:
                    Name(id='LSE_AHEAD') @144:27
            If() @145:9
              .cond:
                Name(id='SMEM_P') @145:12
              .body:
                SmemDecl(name='lse_s', options=()) @146:13
                  .stages:
                    Name(id='STAGES') @146:24
                  .dtype:
                    Name(id='f32') @146:33
                  .shape:
                    Name(id='BLOCK_M') @146:37
                    Const(value=1) @146:46
                SmemDecl(name='dl_s', options=()) @147:13
                  .stages:
                    Name(id='STAGES') @147:23
                  .dtype:
                    Name(id='f32') @147:32
                  .shape:
                    Name(id='BLOCK_M') @147:36
                    Const(value=1) @147:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @149:13
                  .stages:
                    Name(id='STAGES') @149:24
                  .dtype:
                    Name(id='f32') @149:33
                  .shape:
                    Const(value=1) @149:37
                    Name(id='BLOCK_M') @149:40
                SmemDecl(name='dl_s', options=()) @150:13
                  .stages:
                    Name(id='STAGES') @150:23
                  .dtype:
                    Name(id='f32') @150:32
                  .shape:
                    Const(value=1) @150:36
                    Name(id='BLOCK_M') @150:39
        BarrierDecl(name='kv_ready', kwargs=()) @151:5
          .size:
            Name(id='KV_BUF') @151:22
        BarrierDecl(name='kv_free') @152:5
          .size:
            Name(id='KV_BUF') @152:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @152:35
                .lhs:
                  Name(id='BLOCK_N') @152:35
                .rhs:
                  Name(id='WG_N') @152:46
            )
        If(orelse=()) @153:5
          .cond:
            BoolOp(op='and') @153:8
              .values:
                Name(id='DKV_TMA') @153:8
                Name(id='DQ_ROWS') @153:20
                Name(id='DQ_WRITER') @153:32
                BinOp(op='==') @153:46
                  .lhs:
                    Name(id='TARGET') @153:46
                  .rhs:
                    Const(value='gluon') @153:56
          .body:
            BarrierDecl(name='kv_done') @154:9
              .size:
                Name(id='KV_BUF') @154:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @154:39
                    .lhs:
                      Name(id='BLOCK_N') @154:39
                    .rhs:
                      Name(id='WG_N') @154:50
                )
        BarrierDecl(name='qd_ready', kwargs=()) @155:5
          .size:
            Name(id='STAGES') @155:22
        BarrierDecl(name='qd_free') @156:5
          .size:
            Name(id='STAGES') @156:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @156:35
                .lhs:
                  Name(id='BLOCK_N') @156:35
                .rhs:
                  Name(id='WG_N') @156:46
            )
        Assign(targets=('LSE_RING',)) @158:5
          .value:
            BoolOp(op='and') @158:16
              .values:
                Name(id='LSE_SMEM') @158:16
                BinOp(op='==') @158:29
                  .lhs:
                    Name(id='ACT') @158:29
                  .rhs:
                    Const(value='softmax') @158:36
        Assign(targets=('len_q',)) @159:5
          .value:
            Attr(name='len') @159:13
              .value:
                Index() @159:13
                  .value:
                    Name(id='q') @159:13
                  .subs:
                    Name(id='seq') @159:15
        Assign(targets=('len_k',)) @160:5
          .value:
            Attr(name='len') @160:13
              .value:
                Index() @160:13
                  .value:
                    Name(id='k') @160:13
                  .subs:
                    Name(id='seq') @160:15
        Assign(targets=('q0',)) @161:5
          .value:
            Attr(name='start') @161:10
              .value:
                Index() @161:10
                  .value:
                    Name(id='q') @161:10
                  .subs:
                    Name(id='seq') @161:12
        Assign(targets=('n',)) @163:5
          .value:
            Name(id='nt') @163:9
        If(orelse=()) @164:5
          .cond:
            Name(id='CAUSAL') @164:8
          .body:
            Assign(targets=('n',)) @165:9
              .value:
                BinOp(op='-') @165:13
                  .lhs:
                    BinOp(op='-') @165:13
                      .lhs:
                        Call(kwargs=()) @165:13
                          .func:
                            Name(id='cdiv') @165:13
                          .args:
                            Name(id='len_k') @165:18
                            Name(id='BLOCK_N') @165:25
                      .rhs:
                        Const(value=1) @165:36
                  .rhs:
                    Name(id='nt') @165:40
        Assign(targets=('group',)) @166:5
          .value:
            BinOp(op='//') @166:13
              .lhs:
                Name(id='H') @166:13
              .rhs:
                Name(id='HKV') @166:18
        Assign(targets=('m_lo',)) @168:5
          .value:
            Const(value=0) @168:12
        If(orelse=()) @169:5
          .cond:
            Name(id='CAUSAL') @169:8
          .body:
            Assign(targets=('m_lo',)) @170:9
              .value:
                BinOp(op='//') @170:16
                  .lhs:
                    Call(kwargs=()) @170:16
                      .func:
                        Name(id='maximum') @170:16
                      .args:
                        BinOp(op='-') @170:24
                          .lhs:
                            BinOp(op='*') @170:24
                              .lhs:
                                Name(id='n') @170:24
                              .rhs:
                                Name(id='BLOCK_N') @170:28
                          .rhs:
                            BinOp(op='-') @170:39
                              .lhs:
                                Name(id='len_k') @170:39
                              .rhs:
                                Name(id='len_q') @170:47
                        Const(value=0) @170:55
                  .rhs:
                    Name(id='BLOCK_M') @170:61
        Assign(targets=('n_m',)) @171:5
          .value:
            Call(kwargs=()) @171:11
              .func:
                Name(id='maximum') @171:11
              .args:
                BinOp(op='-') @171:19
                  .lhs:
                    Call(kwargs=()) @171:19
                      .func:
                        Name(id='cdiv') @171:19
                      .args:
                        Name(id='len_q') @171:24
                        Name(id='BLOCK_M') @171:31
                  .rhs:
                    Name(id='m_lo') @171:42
                Const(value=0) @171:48
        Assign(targets=('steps',)) @172:5
          .value:
            BinOp(op='*') @172:13
              .lhs:
                Name(id='group') @172:13
              .rhs:
                Name(id='n_m') @172:21
        Assign(targets=('n_x',)) @176:5
          .value:
            Const(value=0) @176:11
        Assign(targets=('n_xs',)) @177:5
          .value:
            Const(value=0) @177:12
        Assign(targets=('rot',)) @178:5
          .value:
            Const(value=0) @178:11
        If() @179:5
          .cond:
            Name(id='SPLIT') @179:8
          .body:
            If(orelse=()) @180:9
              .cond:
                Name(id='CAUSAL') @180:12
              .body:
                Assign(targets=('m_diag',)) @182:13
                  .value:
                    Call(kwargs=()) @182:22
                      .func:
                        Name(id='cdiv') @182:22
                      .args:
                        Call(kwargs=()) @182:27
                          .func:
                            Name(id='maximum') @182:27
                          .args:
                            BinOp(op='-') @182:35
                              .lhs:
                                BinOp(op='-') @182:35
                                  .lhs:
                                    BinOp(op='+') @182:35
                                      .lhs:
                                        BinOp(op='*') @182:35
                                          .lhs:
                                            Name(id='n') @182:35
                                          .rhs:
                                            Name(id='BLOCK_N') @182:39
                                      .rhs:
                                        Name(id='BLOCK_N') @182:49
                                  .rhs:
                                    Const(value=1) @182:59
                              .rhs:
                                BinOp(op='-') @182:64
                                  .lhs:
                                    Name(id='len_k') @182:64
                                  .rhs:
                                    Name(id='len_q') @182:72
                            Const(value=0) @182:80
                        Name(id='BLOCK_M') @182:84
                Assign(targets=('n_x',)) @183:13
                  .value:
                    Call(kwargs=()) @183:19
                      .func:
                        Name(id='minimum') @183:19
                      .args:
                        Call(kwargs=()) @183:27
                          .func:
                            Name(id='maximum') @183:27
                          .args:
                            BinOp(op='-') @183:35
                              .lhs:
                                Name(id='m_diag') @183:35
                              .rhs:
                                Name(id='m_lo') @183:44
                            Const(value=0) @183:50
                        Name(id='n_m') @183:54
            Assign(targets=('n_e',)) @184:9
              .value:
                BinOp(op='*') @184:15
                  .lhs:
                    Call(kwargs=()) @184:15
                      .func:
                        Name(id='minimum') @184:15
                      .args:
                        BinOp(op='%') @184:23
                          .lhs:
                            Name(id='len_q') @184:23
                          .rhs:
                            Name(id='BLOCK_M') @184:31
                        Const(value=1) @184:40
                  .rhs:
                    Call(kwargs=()) @184:45
                      .func:
                        Name(id='minimum') @184:45
                      .args:
                        BinOp(op='-') @184:53
                          .lhs:
                            Name(id='n_m') @184:53
                          .rhs:
                            Name(id='n_x') @184:59
                        Const(value=1) @184:64
            Assign(targets=('n_x',)) @185:9
              .value:
                BinOp(op='+') @185:15
                  .lhs:
                    Name(id='n_x') @185:15
                  .rhs:
                    Name(id='n_e') @185:21
            Assign(targets=('n_x',)) @186:9
              .value:
                BinOp(op='+') @186:15
                  .lhs:
                    Name(id='n_x') @186:15
                  .rhs:
                    BinOp(op='*') @186:21
                      .lhs:
                        Call(kwargs=()) @186:21
                          .func:
                            Name(id='minimum') @186:21
                          .args:
                            Call(kwargs=()) @186:29
                              .func:
                                Name(id='maximum') @186:29
                              .args:
                                BinOp(op='-') @186:38
                                  .lhs:
                                    BinOp(op='*') @186:38
                                      .lhs:
                                        BinOp(op='+') @186:38
                                          .lhs:
                                            Name(id='n') @186:38
                                          .rhs:
                                            Const(value=1) @186:42
                                      .rhs:
                                        Name(id='BLOCK_N') @186:47
                                  .rhs:
                                    Name(id='len_k') @186:57
                                Const(value=0) @186:64
                            Const(value=1) @186:68
                      .rhs:
                        BinOp(op='-') @186:74
                          .lhs:
                            Name(id='n_m') @186:74
                          .rhs:
                            Name(id='n_x') @186:80
            Assign(targets=('n_xs',)) @187:9
              .value:
                Call(kwargs=()) @187:16
                  .func:
                    Name(id='minimum') @187:16
                  .args:
                    BinOp(op='*') @187:24
                      .lhs:
                        Name(id='group') @187:24
                      .rhs:
                        Name(id='n_x') @187:32
                    Name(id='steps') @187:37
            Assign(targets=('rot',)) @188:9
              .value:
                BinOp(op='%') @188:16
                  .lhs:
                    BinOp(op='-') @188:16
                      .lhs:
                        Name(id='n_m') @188:16
                      .rhs:
                        Name(id='n_e') @188:22
                  .rhs:
                    Call(kwargs=()) @188:29
                      .func:
                        Name(id='maximum') @188:29
                      .args:
                        Name(id='n_m') @188:37
                        Const(value=1) @188:42
          .orelse:
            If(orelse=()) @189:5
              .cond:
                Name(id='ROTATE') @189:10
              .body:
                Assign(targets=('rot',)) @193:9
                  .value:
                    BinOp(op='%') @193:15
                      .lhs:
                        Name(id='n') @193:15
                      .rhs:
                        Call(kwargs=()) @193:19
                          .func:
                            Name(id='maximum') @193:19
                          .args:
                            Name(id='n_m') @193:27
                            Const(value=1) @193:32
        Assign(targets=('PARTS',)) @195:5
          .value:
            Const(value=1) @195:13
        If(orelse=()) @196:5
          .cond:
            Name(id='PEEL') @196:8
          .body:
            Assign(targets=('PARTS',)) @197:9
              .value:
                BinOp(op='+') @197:17
                  .lhs:
                    Name(id='PARTS') @197:17
                  .rhs:
                    Const(value=1) @197:25
        If(orelse=()) @198:5
          .cond:
            Name(id='SPLIT') @198:8
          .body:
            Assign(targets=('PARTS',)) @199:9
              .value:
                BinOp(op='+') @199:17
                  .lhs:
                    Name(id='PARTS') @199:17
                  .rhs:
                    Const(value=1) @199:25
        Role(name='load', replica=None) @201:5
          .kwargs:
            (
              'warps'
              Const(value=1) @201:21
            )
            (
              'regs'
              Const(value=24) @201:29
            )
          .body:
            Assign(targets=('ks',)) @202:9
              .value:
                BinOp(op='%') @202:14
                  .lhs:
                    Name(id='tile_index') @202:14
                  .rhs:
                    Name(id='KV_BUF') @202:27
            Assign(targets=('kv_bytes',)) @203:9
              .value:
                BinOp(op='*') @203:20
                  .lhs:
                    BinOp(op='*') @203:20
                      .lhs:
                        Const(value=2) @203:20
                      .rhs:
                        Name(id='NWG') @203:24
                  .rhs:
                    Call(kwargs=()) @203:30
                      .func:
                        Name(id='bytes') @203:30
                      .args:
                        Name(id='k_tile') @203:36
            If(orelse=()) @204:9
              .cond:
                Unary(op='not') @204:12
                  .operand:
                    Name(id='ROWS') @204:16
              .body:
                Assign(targets=('kv_bytes',)) @205:13
                  .value:
                    BinOp(op='+') @205:24
                      .lhs:
                        Name(id='kv_bytes') @205:24
                      .rhs:
                        BinOp(op='*') @205:35
                          .lhs:
                            BinOp(op='*') @205:35
                              .lhs:
                                Name(id='NC') @205:35
                              .rhs:
                                Name(id='NWG') @205:40
                          .rhs:
                            Call(kwargs=()) @205:46
                              .func:
                                Name(id='bytes') @205:46
                              .args:
                                Name(id='kh_tile') @205:52
            Wait(phase=None) @206:9
              .target:
                Index() @206:14
                  .value:
                    Name(id='kv_free') @206:14
                  .subs:
                    Name(id='ks') @206:22
            Expect() @207:9
              .target:
                Index() @207:16
                  .value:
                    Name(id='kv_ready') @207:16
                  .subs:
                    Name(id='ks') @207:25
              .nbytes:
                Name(id='kv_bytes') @207:30
            For(var='i') @208:9
              .iter:
                Call(kwargs=()) @208:18
                  .func:
                    Name(id='static_range') @208:18
                  .args:
                    Name(id='NWG') @208:31
              .body:
                Tma() @209:13
                  .dst:
                    Index() @209:17
                      .value:
                        Name(id='k_tile') @209:17
                      .subs:
                        BinOp(op='+') @209:24
                          .lhs:
                            BinOp(op='*') @209:24
                              .lhs:
                                Name(id='ks') @209:24
                              .rhs:
                                Name(id='NWG') @209:29
                          .rhs:
                            Name(id='i') @209:35
                  .src:
                    Index() @209:41
                      .value:
                        Name(id='k') @209:41
                      .subs:
                        Name(id='seq') @209:43
                        BinOp(op='+') @209:48
                          .lhs:
                            BinOp(op='*') @209:48
                              .lhs:
                                Name(id='NWG') @209:48
                              .rhs:
                                Name(id='n') @209:54
                          .rhs:
                            Name(id='i') @209:58
                        Name(id='kvh') @209:61
                  .signals:
                    Index() @209:74
                      .value:
                        Name(id='kv_ready') @209:74
                      .subs:
                        Name(id='ks') @209:83
                Tma() @210:13
                  .dst:
                    Index() @210:17
                      .value:
                        Name(id='v_tile') @210:17
                      .subs:
                        BinOp(op='+') @210:24
                          .lhs:
                            BinOp(op='*') @210:24
                              .lhs:
                                Name(id='ks') @210:24
                              .rhs:
                                Name(id='NWG') @210:29
                          .rhs:
                            Name(id='i') @210:35
                  .src:
                    Index() @210:41
                      .value:
                        Name(id='v') @210:41
                      .subs:
                        Name(id='seq') @210:43
                        BinOp(op='+') @210:48
                          .lhs:
                            BinOp(op='*') @210:48
                              .lhs:
                                Name(id='NWG') @210:48
                              .rhs:
                                Name(id='n') @210:54
                          .rhs:
                            Name(id='i') @210:58
                        Name(id='kvh') @210:61
                  .signals:
                    Index() @210:74
                      .value:
                        Name(id='kv_ready') @210:74
                      .subs:
                        Name(id='ks') @210:83
                If(orelse=()) @211:13
                  .cond:
                    Unary(op='not') @211:16
                      .operand:
                        Name(id='ROWS') @211:20
                  .body:
                    For(var='c') @212:17
                      .iter:
                        Call(kwargs=()) @212:26
                          .func:
                            Name(id='static_range') @212:26
                          .args:
                            Name(id='NC') @212:39
                      .body:
                        Tma() @213:21
                          .dst:
                            Index() @213:25
                              .value:
                                Name(id='kh_tile') @213:25
                              .subs:
                                BinOp(op='+') @213:33
                                  .lhs:
                                    BinOp(op='*') @213:33
                                      .lhs:
                                        Name(id='NC') @213:33
                                      .rhs:
                                        BinOp(op='+') @213:39
                                          .lhs:
                                            BinOp(op='*') @213:39
                                              .lhs:
                                                Name(id='ks') @213:39
                                              .rhs:
                                                Name(id='NWG') @213:44
                                          .rhs:
                                            Name(id='i') @213:50
                                  .rhs:
                                    Name(id='c') @213:55
                          .src:
                            Index() @213:61
                              .value:
                                Name(id='k') @213:61
                              .subs:
                                Name(id='seq') @213:63
                                BinOp(op='+') @213:68
                                  .lhs:
                                    BinOp(op='*') @213:68
                                      .lhs:
                                        Name(id='NWG') @213:68
                                      .rhs:
                                        Name(id='n') @213:74
                                  .rhs:
                                    Name(id='i') @213:78
                                Name(id='kvh') @213:81
                                Name(id='c') @213:86
                          .signals:
                            Index() @213:97
                              .value:
                                Name(id='kv_ready') @213:97
                              .subs:
                                Name(id='ks') @213:106
            For(var='part') @215:9
              .iter:
                Call(kwargs=()) @215:21
                  .func:
                    Name(id='static_range') @215:21
                  .args:
                    Name(id='PARTS') @215:34
              .body:
                Assign(targets=('lo', 'hi')) @216:13
                  .value:
                    Call(kwargs=()) @216:22
                      .func:
                        Name(id='fused_part_bounds') @216:22
                      .args:
                        Name(id='part') @216:40
                        Name(id='PEEL') @216:46
                        Name(id='SPLIT') @216:52
                        Name(id='n_xs') @216:59
                        Name(id='steps') @216:65
                Pipeline(var='j', slot='slot', ring='qd') @217:13
                  .iter:
                    Call(kwargs=()) @217:27
                      .func:
                        Name(id='range') @217:27
                      .args:
                        Name(id='lo') @217:33
                        Name(id='hi') @217:37
                  .stages:
                    Name(id='STAGES') @217:54
                  .body:
                    Assign(targets=('head', 'mb')) @218:17
                      .value:
                        Call(kwargs=()) @218:28
                          .func:
                            Name(id='step_block') @218:28
                          .args:
                            Name(id='j') @218:39
                            Unary(op='-') @218:42
                              .operand:
                                Const(value=1) @218:43
                            BinOp(op='*') @218:46
                              .lhs:
                                Name(id='kvh') @218:46
                              .rhs:
                                Name(id='group') @218:52
                            Name(id='m_lo') @218:59
                            Name(id='rot') @218:65
                            Name(id='n_m') @218:70
                            Name(id='n_x') @218:75
                            Name(id='n_xs') @218:80
                            Name(id='SPLIT') @218:86
                    Wait(phase=None) @219:17
                      .target:
                        Index() @219:22
                          .value:
                            Name(id='qd_free') @219:22
                          .subs:
                            Name(id='slot') @219:30
                    If(orelse=()) @220:17
                      .cond:
                        Name(id='LSE_RING') @220:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @221:21
                          .value:
                            Call(kwargs=()) @221:37
                              .func:
                                Name(id='lse_delta_slots') @221:37
                              .args:
                                Name(id='head') @221:53
                                Name(id='mb') @221:59
                                Name(id='q0') @221:63
                                Name(id='len_q') @221:67
                                Name(id='lse2_t') @221:74
                                Name(id='delta_t') @221:82
                                Name(id='BLOCK_M') @221:91
                                Name(id='SMEM_P') @221:100
                        ExprStmt() @222:21
                          .value:
                            Call(kwargs=()) @222:21
                              .func:
                                Name(id='store_smem') @222:21
                              .args:
                                Index() @222:32
                                  .value:
                                    Name(id='lse_s') @222:32
                                  .subs:
                                    Name(id='slot') @222:38
                                Name(id='lse2_c') @222:45
                        ExprStmt() @223:21
                          .value:
                            Call(kwargs=()) @223:21
                              .func:
                                Name(id='store_smem') @223:21
                              .args:
                                Index() @223:32
                                  .value:
                                    Name(id='dl_s') @223:32
                                  .subs:
                                    Name(id='slot') @223:37
                                Name(id='dlt_c') @223:44
                    Expect() @224:17
                      .target:
                        Index() @224:24
                          .value:
                            Name(id='qd_ready') @224:24
                          .subs:
                            Name(id='slot') @224:33
                      .nbytes:
                        BinOp(op='+') @224:40
                          .lhs:
                            Call(kwargs=()) @224:40
                              .func:
                                Name(id='bytes') @224:40
                              .args:
                                Name(id='q_ring') @224:46
                          .rhs:
                            Call(kwargs=()) @224:56
                              .func:
                                Name(id='bytes') @224:56
                              .args:
                                Name(id='do_ring') @224:62
                    Tma() @225:17
                      .dst:
                        Index() @225:21
                          .value:
                            Name(id='q_ring') @225:21
                          .subs:
                            Name(id='slot') @225:28
                      .src:
                        Index() @225:37
                          .value:
                            Name(id='q') @225:37
                          .subs:
                            Name(id='seq') @225:39
                            Name(id='mb') @225:44
                            Name(id='head') @225:48
                      .signals:
                        Index() @225:62
                          .value:
                            Name(id='qd_ready') @225:62
                          .subs:
                            Name(id='slot') @225:71
                    Tma() @226:17
                      .dst:
                        Index() @226:21
                          .value:
                            Name(id='do_ring') @226:21
                          .subs:
                            Name(id='slot') @226:29
                      .src:
                        Index() @226:38
                          .value:
                            Name(id='d_o') @226:38
                          .subs:
                            Name(id='seq') @226:42
                            Name(id='mb') @226:47
                            Name(id='head') @226:51
                      .signals:
                        Index() @226:65
                          .value:
                            Name(id='qd_ready') @226:65
                          .subs:
                            Name(id='slot') @226:74
        If(orelse=()) @228:5
          .cond:
            Name(id='WRITER') @228:8
          .body:
            Assign(targets=('NCW',)) @231:9
              .value:
                BinOp(op='//') @231:15
                  .lhs:
                    Name(id='NC') @231:15
                  .rhs:
                    Name(id='NWG') @231:21
            Role(name='dq_writer', replica=None) @232:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @232:30
                )
                (
                  'regs'
                  Const(value=24) @232:38
                )
              .body:
                For(var='part') @233:13
                  .iter:
                    Call(kwargs=()) @233:25
                      .func:
                        Name(id='static_range') @233:25
                      .args:
                        Name(id='PARTS') @233:38
                  .body:
                    Assign(targets=('lo', 'hi')) @234:17
                      .value:
                        Call(kwargs=()) @234:26
                          .func:
                            Name(id='fused_part_bounds') @234:26
                          .args:
                            Name(id='part') @234:44
                            Name(id='PEEL') @234:50
                            Name(id='SPLIT') @234:56
                            Name(id='n_xs') @234:63
                            Name(id='steps') @234:69
                    Pipeline(var='j', slot='ws', ring='qd') @235:17
                      .iter:
                        Call(kwargs=()) @235:31
                          .func:
                            Name(id='range') @235:31
                          .args:
                            Name(id='lo') @235:37
                            Name(id='hi') @235:41
                      .stages:
                        Name(id='STAGES') @235:58
                      .body:
                        Assign(targets=('head', 'mb')) @236:21
                          .value:
                            Call(kwargs=()) @236:32
                              .func:
                                Name(id='step_block') @236:32
                              .args:
                                Name(id='j') @236:43
                                Unary(op='-') @236:46
                                  .operand:
                                    Const(value=1) @236:47
                                BinOp(op='*') @236:50
                                  .lhs:
                                    Name(id='kvh') @236:50
                                  .rhs:
                                    Name(id='group') @236:56
                                Name(id='m_lo') @236:63
                                Name(id='rot') @236:69
                                Name(id='n_m') @236:74
                                Name(id='n_x') @236:79
                                Name(id='n_xs') @236:84
                                Name(id='SPLIT') @236:90
                        Assign(targets=('fr',)) @238:21
                          .value:
                            Call(kwargs=()) @238:26
                              .func:
                                Name(id='frag_row') @238:26
                              .args:
                                Call(kwargs=()) @238:35
                                  .func:
                                    Attr(name='start') @238:35
                                      .value:
                                        Name(id='q') @238:35
                                  .args:
                                    Name(id='seq') @238:43
                                Name(id='seq') @238:49
                                BinOp(op='*') @238:54
                                  .lhs:
                                    Name(id='mb') @238:54
                                  .rhs:
                                    Name(id='BLOCK_M') @238:59
                                Name(id='BLOCK_M') @238:68
                        If() @239:21
                          .cond:
                            Name(id='ROWS') @239:24
                          .body:
                            Wait(phase=None) @240:25
                              .target:
                                Index() @240:30
                                  .value:
                                    Name(id='dq_full') @240:30
                                  .subs:
                                    Const(value=0) @240:38
                            For(var='w') @241:25
                              .iter:
                                Call(kwargs=()) @241:34
                                  .func:
                                    Name(id='static_range') @241:34
                                  .args:
                                    Name(id='NWG') @241:47
                              .body:
                                If() @242:29
                                  .cond:
                                    Name(id='DQ_FRAG') @242:32
                                  .body:
                                    Tma(signals=None, reduce='add') @243:33
                                      .dst:
                                        Index() @243:37
                                          .value:
                                            Name(id='dq_frag') @243:37
                                          .subs:
                                            Call(kwargs=()) @243:45
                                              .func:
                                                Name(id='at') @243:45
                                              .args:
                                                BinOp(op='+') @243:48
                                                  .lhs:
                                                    Name(id='fr') @243:48
                                                  .rhs:
                                                    BinOp(op='*') @243:53
                                                      .lhs:
                                                        Name(id='w') @243:53
                                                      .rhs:
                                                        BinOp(op='//') @243:58
                                                          .lhs:
                                                            Name(id='BLOCK_M') @243:58
                                                          .rhs:
                                                            Name(id='NWG') @243:69
                                            Name(id='head') @243:76
                                            Const(value=0) @243:82
                                      .src:
                                        Index() @243:88
                                          .value:
                                            Name(id='dq_s') @243:88
                                          .subs:
                                            Name(id='w') @243:93
                                  .orelse:
                                    Tma(signals=None, reduce='add') @245:33
                                      .dst:
                                        Index() @245:37
                                          .value:
                                            Name(id='dq_acc') @245:37
                                          .subs:
                                            Name(id='seq') @245:44
                                            BinOp(op='+') @245:49
                                              .lhs:
                                                BinOp(op='*') @245:49
                                                  .lhs:
                                                    Name(id='mb') @245:49
                                                  .rhs:
                                                    Name(id='NWG') @245:54
                                              .rhs:
                                                Name(id='w') @245:60
                                            Name(id='head') @245:63
                                            Const(value=0) @245:69
                                      .src:
                                        Index() @245:75
                                          .value:
                                            Name(id='dq_s') @245:75
                                          .subs:
                                            Name(id='w') @245:80
                            Arrive(count=None) @246:25
                              .target:
                                Index() @246:32
                                  .value:
                                    Name(id='dq_empty') @246:32
                                  .subs:
                                    Const(value=0) @246:41
                          .orelse:
                            For(var='i') @248:25
                              .iter:
                                Call(kwargs=()) @248:34
                                  .func:
                                    Name(id='static_range') @248:34
                                  .args:
                                    Name(id='NCW') @248:47
                              .body:
                                Wait(phase=None) @249:29
                                  .target:
                                    Index() @249:34
                                      .value:
                                        Name(id='dq_full') @249:34
                                      .subs:
                                        Name(id='i') @249:42
                                For(var='w') @250:29
                                  .iter:
                                    Call(kwargs=()) @250:38
                                      .func:
                                        Name(id='static_range') @250:38
                                      .args:
                                        Name(id='NWG') @250:51
                                  .body:
                                    If() @251:33
                                      .cond:
                                        Name(id='DQ_FRAG') @251:36
                                      .body:
                                        Tma(signals=None, reduce='add') @252:37
                                          .dst:
                                            Index() @252:41
                                              .value:
                                                Name(id='dq_frag') @252:41
                                              .subs:
                                                Call(kwargs=()) @252:49
                                                  .func:
                                                    Name(id='at') @252:49
                                                  .args:
                                                    Name(id='fr') @252:52
                                                Name(id='head') @252:57
                                                BinOp(op='+') @252:63
                                                  .lhs:
                                                    BinOp(op='*') @252:63
                                                      .lhs:
                                                        Name(id='w') @252:63
                                                      .rhs:
                                                        Name(id='NCW') @252:67
                                                  .rhs:
                                                    Name(id='i') @252:73
                                          .src:
                                            Index() @252:79
                                              .value:
                                                Name(id='dq_s') @252:79
                                              .subs:
                                                BinOp(op='+') @252:84
                                                  .lhs:
                                                    BinOp(op='*') @252:84
                                                      .lhs:
                                                        Name(id='i') @252:84
                                                      .rhs:
                                                        Name(id='NWG') @252:88
                                                  .rhs:
                                                    Name(id='w') @252:94
                                      .orelse:
                                        Tma(signals=None, reduce='add') @254:37
                                          .dst:
                                            Index() @254:41
                                              .value:
                                                Name(id='dq_acc') @254:41
                                              .subs:
                                                Name(id='seq') @254:48
                                                Name(id='mb') @254:53
                                                Name(id='head') @254:57
                                                BinOp(op='+') @254:63
                                                  .lhs:
                                                    BinOp(op='*') @254:63
                                                      .lhs:
                                                        Name(id='w') @254:63
                                                      .rhs:
                                                        Name(id='NCW') @254:67
                                                  .rhs:
                                                    Name(id='i') @254:73
                                          .src:
                                            Index() @254:79
                                              .value:
                                                Name(id='dq_s') @254:79
                                              .subs:
                                                BinOp(op='+') @254:84
                                                  .lhs:
                                                    BinOp(op='*') @254:84
                                                      .lhs:
                                                        Name(id='i') @254:84
                                                      .rhs:
                                                        Name(id='NWG') @254:88
                                                  .rhs:
                                                    Name(id='w') @254:94
                                Arrive(count=None) @255:29
                                  .target:
                                    Index() @255:36
                                      .value:
                                        Name(id='dq_empty') @255:36
                                      .subs:
                                        Name(id='i') @255:45
        Role(name='compute', replica='wg') @257:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @257:29
            )
            (
              'regs'
              Name(id='REGS') @257:39
            )
          .body:
            Assign(targets=('qk_scale',)) @258:9
              .value:
                BinOp(op='*') @258:20
                  .lhs:
                    Name(id='sm_scale') @258:20
                  .rhs:
                    Name(id='LOG2E') @258:31
            Assign(targets=('krow0',)) @259:9
              .value:
                BinOp(op='+') @259:17
                  .lhs:
                    BinOp(op='*') @259:17
                      .lhs:
                        Name(id='n') @259:17
                      .rhs:
                        Name(id='BLOCK_N') @259:21
                  .rhs:
                    BinOp(op='*') @259:31
                      .lhs:
                        Name(id='wg') @259:31
                      .rhs:
                        Name(id='WG_N') @259:36
            Assign(targets=('krows',)) @260:9
              .value:
                BinOp(op='+') @260:17
                  .lhs:
                    Name(id='krow0') @260:17
                  .rhs:
                    Call(kwargs=()) @260:25
                      .func:
                        Name(id='arange') @260:25
                      .args:
                        Name(id='WG_N') @260:32
            Assign(targets=('qcols',)) @261:9
              .value:
                Call(kwargs=()) @261:17
                  .func:
                    Name(id='arange') @261:17
                  .args:
                    Name(id='BLOCK_M') @261:24
            Assign(targets=('dcols',)) @262:9
              .value:
                Call(kwargs=()) @262:17
                  .func:
                    Name(id='arange') @262:17
                  .args:
                    Name(id='D') @262:24
            Assign(targets=('ks',)) @263:9
              .value:
                BinOp(op='%') @263:14
                  .lhs:
                    Name(id='tile_index') @263:14
                  .rhs:
                    Name(id='KV_BUF') @263:27
            Assign(targets=('mine',)) @264:9
              .value:
                BinOp(op='+') @264:16
                  .lhs:
                    BinOp(op='*') @264:16
                      .lhs:
                        Name(id='ks') @264:16
                      .rhs:
                        Name(id='NWG') @264:21
                  .rhs:
                    Name(id='wg') @264:27
            Assign(targets=('acc_k',)) @265:9
              .value:
                Call(kwargs=()) @265:17
                  .func:
                    Name(id='zeros') @265:17
                  .args:
                    ListLit() @265:23
                      .elts:
                        Name(id='WG_N') @265:24
                        Name(id='D') @265:30
                    Name(id='f32') @265:34
            Assign(targets=('acc_v',)) @266:9
              .value:
                Call(kwargs=()) @266:17
                  .func:
                    Name(id='zeros') @266:17
                  .args:
                    ListLit() @266:23
                      .elts:
                        Name(id='WG_N') @266:24
                        Name(id='D') @266:30
                    Name(id='f32') @266:34
            If(orelse=()) @267:9
              .cond:
                Name(id='CARRY') @267:12
              .body:
                Assign(targets=('dk_f',)) @268:13
                  .value:
                    Name(id='acc_k') @268:20
            Wait(phase=None) @269:9
              .target:
                Index() @269:14
                  .value:
                    Name(id='kv_ready') @269:14
                  .subs:
                    Name(id='ks') @269:23
            If(orelse=()) @276:9
              .cond:
                Name(id='LAG') @276:12
              .body:
                Assign(targets=('last',)) @277:13
                  .value:
                    Const(value=0) @277:20
            Assign(targets=('LAST',)) @278:9
              .value:
                BinOp(op='-') @278:16
                  .lhs:
                    BinOp(op='//') @278:16
                      .lhs:
                        Name(id='NC') @278:16
                      .rhs:
                        Name(id='NWG') @278:22
                  .rhs:
                    Const(value=1) @278:28
            If(orelse=()) @279:9
              .cond:
                Name(id='ROWS') @279:12
              .body:
                Assign(targets=('LAST',)) @280:13
                  .value:
                    Const(value=0) @280:20
            Assign(targets=('AHEAD',)) @281:9
              .value:
                BoolOp(op='and') @281:17
                  .values:
                    Name(id='LSE_AHEAD') @281:17
                    Name(id='LAG') @281:31
                    Name(id='SMEM_P') @281:39
            If(orelse=()) @282:9
              .cond:
                BoolOp(op='and') @282:12
                  .values:
                    BinOp(op='==') @282:12
                      .lhs:
                        Name(id='ACT') @282:12
                      .rhs:
                        Const(value='softmax') @282:19
                    Name(id='AHEAD') @282:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @283:13
                  .value:
                    Call(kwargs=()) @283:29
                      .func:
                        Name(id='lse_delta') @283:29
                      .args:
                        Const(value=0) @283:39
                        Unary(op='-') @283:42
                          .operand:
                            Const(value=1) @283:43
                        BinOp(op='*') @283:46
                          .lhs:
                            Name(id='kvh') @283:46
                          .rhs:
                            Name(id='group') @283:52
                        Name(id='m_lo') @283:59
                        Name(id='rot') @283:65
                        Name(id='n_m') @283:70
                        Name(id='n_x') @283:75
                        Name(id='n_xs') @283:80
                        Name(id='SPLIT') @283:86
                        Name(id='q0') @283:93
                        Name(id='len_q') @283:97
                        Name(id='qcols') @283:104
                        Name(id='lse2_t') @283:111
                        Name(id='delta_t') @284:39
                        Name(id='BLOCK_M') @284:48
            For(var='part') @285:9
              .iter:
                Call(kwargs=()) @285:21
                  .func:
                    Name(id='static_range') @285:21
                  .args:
                    Name(id='PARTS') @285:34
              .body:
                Assign(targets=('lo', 'hi')) @286:13
                  .value:
                    Call(kwargs=()) @286:22
                      .func:
                        Name(id='fused_part_bounds') @286:22
                      .args:
                        Name(id='part') @286:40
                        Name(id='PEEL') @286:46
                        Name(id='SPLIT') @286:52
                        Name(id='n_xs') @286:59
                        Name(id='steps') @286:65
                Assign(targets=('masked',)) @287:13
                  .value:
                    BoolOp(op='or') @287:22
                      .values:
                        Unary(op='not') @287:22
                          .operand:
                            Name(id='SPLIT') @287:26
                        BinOp(op='<') @287:35
                          .lhs:
                            Name(id='part') @287:35
                          .rhs:
                            BinOp(op='-') @287:42
                              .lhs:
                                Name(id='PARTS') @287:42
                              .rhs:
                                Const(value=1) @287:50
                Assign(targets=('lagged',)) @288:13
                  .value:
                    BoolOp(op='and') @288:22
                      .values:
                        Name(id='LAG') @288:22
                        BinOp(op='>') @288:30
                          .lhs:
                            Name(id='part') @288:30
                          .rhs:
                            Const(value=0) @288:37
                Assign(targets=('late',)) @289:13
                  .value:
                    BoolOp(op='and') @289:20
                      .values:
                        Name(id='LATE') @289:20
                        BinOp(op='>') @289:29
                          .lhs:
                            Name(id='part') @289:29
                          .rhs:
                            Const(value=0) @289:36
                Assign(targets=('which',)) @291:13
                  .value:
                    Const(value=1) @291:21
                If(orelse=()) @292:13
                  .cond:
                    Name(id='masked') @292:16
                  .body:
                    Assign(targets=('which',)) @293:17
                      .value:
                        Const(value=0) @293:25
                If(orelse=()) @294:13
                  .cond:
                    BoolOp(op='and') @294:16
                      .values:
                        Name(id='PEEL') @294:16
                        BinOp(op='==') @294:25
                          .lhs:
                            Name(id='part') @294:25
                          .rhs:
                            Const(value=0) @294:33
                  .body:
                    Assign(targets=('which',)) @295:17
                      .value:
                        Unary(op='-') @295:25
                          .operand:
                            Const(value=1) @295:26
                Pipeline(var='j', slot='slot', ring='qd') @296:13
                  .iter:
                    Call(kwargs=()) @296:27
                      .func:
                        Name(id='range') @296:27
                      .args:
                        Name(id='lo') @296:33
                        Name(id='hi') @296:37
                  .stages:
                    Name(id='STAGES') @296:54
                  .body:
                    Assign(targets=('head', 'mb')) @297:17
                      .value:
                        Call(kwargs=()) @297:28
                          .func:
                            Name(id='step_block') @297:28
                          .args:
                            Name(id='j') @297:39
                            Name(id='which') @297:42
                            BinOp(op='*') @297:49
                              .lhs:
                                Name(id='kvh') @297:49
                              .rhs:
                                Name(id='group') @297:55
                            Name(id='m_lo') @297:62
                            Name(id='rot') @297:68
                            Name(id='n_m') @297:73
                            Name(id='n_x') @297:78
                            Name(id='n_xs') @297:83
                            Name(id='SPLIT') @297:89
                    Assign(targets=('qpos',)) @298:17
                      .value:
                        BinOp(op='+') @298:24
                          .lhs:
                            BinOp(op='*') @298:24
                              .lhs:
                                Name(id='mb') @298:24
                              .rhs:
                                Name(id='BLOCK_M') @298:29
                          .rhs:
                            Name(id='qcols') @298:39
                    Assign(targets=('lse2',)) @299:17
                      .value:
                        Call(kwargs=()) @299:24
                          .func:
                            Name(id='zeros') @299:24
                          .args:
                            ListLit() @299:30
                              .elts:
                                Name(id='BLOCK_M') @299:31
                            Name(id='f32') @299:41
                    Assign(targets=('dlt',)) @300:17
                      .value:
                        Call(kwargs=()) @300:23
                          .func:
                            Name(id='zeros') @300:23
                          .args:
                            ListLit() @300:29
                              .elts:
                                Name(id='BLOCK_M') @300:30
                            Name(id='f32') @300:40
                    If(orelse=()) @304:17
                      .cond:
                        BoolOp(op='and') @304:20
                          .values:
                            BinOp(op='==') @304:20
                              .lhs:
                                Name(id='ACT') @304:20
                              .rhs:
                                Const(value='softmax') @304:27
                            Name(id='AHEAD') @304:41
                      .body:
                        Assign(targets=('lse2',)) @305:21
                          .value:
                            Name(id='lse2_n') @305:28
                        Assign(targets=('dlt',)) @306:21
                          .value:
                            Name(id='dlt_n') @306:27
                    If(orelse=()) @307:17
                      .cond:
                        BoolOp(op='and') @307:20
                          .values:
                            BinOp(op='==') @307:20
                              .lhs:
                                Name(id='ACT') @307:20
                              .rhs:
                                Const(value='softmax') @307:27
                            Unary(op='not') @307:41
                              .operand:
                                Name(id='AHEAD') @307:45
                            Unary(op='not') @307:55
                              .operand:
                                Name(id='LSE_RING') @307:59
                      .body:
                        Assign(targets=('qi',)) @311:21
                          .value:
                            BinOp(op='+') @311:26
                              .lhs:
                                Name(id='q0') @311:26
                              .rhs:
                                Call(kwargs=()) @311:31
                                  .func:
                                    Name(id='maximum') @311:31
                                  .args:
                                    Call(kwargs=()) @311:39
                                      .func:
                                        Name(id='minimum') @311:39
                                      .args:
                                        Name(id='qpos') @311:47
                                        BinOp(op='-') @311:53
                                          .lhs:
                                            Name(id='len_q') @311:53
                                          .rhs:
                                            Const(value=1) @311:61
                                    Const(value=0) @311:65
                        Assign(targets=('lse2',)) @312:21
                          .value:
                            Index() @312:28
                              .value:
                                Name(id='lse2_t') @312:28
                              .subs:
                                Name(id='head') @312:35
                                Name(id='qi') @312:41
                        Assign(targets=('dlt',)) @313:21
                          .value:
                            Index() @313:27
                              .value:
                                Name(id='delta_t') @313:27
                              .subs:
                                Name(id='head') @313:35
                                Name(id='qi') @313:41
                    If() @316:17
                      .cond:
                        Name(id='masked') @316:20
                      .body:
                        Assign(targets=('edge',)) @317:21
                          .value:
                            BoolOp(op='or') @317:28
                              .values:
                                BinOp(op='>') @317:28
                                  .lhs:
                                    BinOp(op='*') @317:29
                                      .lhs:
                                        BinOp(op='+') @317:29
                                          .lhs:
                                            Name(id='mb') @317:29
                                          .rhs:
                                            Const(value=1) @317:34
                                      .rhs:
                                        Name(id='BLOCK_M') @317:39
                                  .rhs:
                                    Name(id='len_q') @317:49
                                BinOp(op='>') @317:58
                                  .lhs:
                                    BinOp(op='+') @317:58
                                      .lhs:
                                        Name(id='krow0') @317:58
                                      .rhs:
                                        Name(id='WG_N') @317:66
                                  .rhs:
                                    Name(id='len_k') @317:73
                        If(orelse=()) @318:21
                          .cond:
                            Name(id='CAUSAL') @318:24
                          .body:
                            Assign(targets=('edge',)) @319:25
                              .value:
                                BoolOp(op='or') @319:32
                                  .values:
                                    Name(id='edge') @319:32
                                    BinOp(op='>') @319:40
                                      .lhs:
                                        BinOp(op='-') @319:40
                                          .lhs:
                                            BinOp(op='+') @319:40
                                              .lhs:
                                                Name(id='krow0') @319:40
                                              .rhs:
                                                Name(id='WG_N') @319:48
                                          .rhs:
                                            Const(value=1) @319:55
                                      .rhs:
                                        BinOp(op='+') @319:59
                                          .lhs:
                                            BinOp(op='*') @319:59
                                              .lhs:
                                                Name(id='mb') @319:59
                                              .rhs:
                                                Name(id='BLOCK_M') @319:64
                                          .rhs:
                                            BinOp(op='-') @319:75
                                              .lhs:
                                                Name(id='len_k') @319:75
                                              .rhs:
                                                Name(id='len_q') @319:83
                      .orelse:
                        Assign(targets=('edge',)) @321:21
                          .value:
                            Const(value=False) @321:28
                    Wait(phase=None) @322:17
                      .target:
                        Index() @322:22
                          .value:
                            Name(id='qd_ready') @322:22
                          .subs:
                            Name(id='slot') @322:31
                    If(orelse=()) @323:17
                      .cond:
                        Name(id='lagged') @323:20
                      .body:
                        Assign(targets=('og',)) @326:21
                          .value:
                            BinOp(op='%') @326:27
                              .lhs:
                                BinOp(op='+') @326:27
                                  .lhs:
                                    Name(id='wg') @326:27
                                  .rhs:
                                    Const(value=1) @326:32
                              .rhs:
                                Name(id='NWG') @326:37
                        Wait() @327:21
                          .target:
                            Index() @327:26
                              .value:
                                Name(id='ds_ready') @327:26
                              .subs:
                                Const(value=0) @327:35
                          .phase:
                            BinOp(op='%') @327:44
                              .lhs:
                                Name(id='last') @327:44
                              .rhs:
                                Const(value=2) @327:51
                        For(var='i') @328:21
                          .iter:
                            Call(kwargs=()) @328:30
                              .func:
                                Name(id='static_range') @328:30
                              .args:
                                Name(id='NCW') @328:43
                          .body:
                            Assign(targets=('c',)) @329:25
                              .value:
                                BinOp(op='+') @329:29
                                  .lhs:
                                    BinOp(op='*') @329:29
                                      .lhs:
                                        Name(id='wg') @329:29
                                      .rhs:
                                        Name(id='NCW') @329:34
                                  .rhs:
                                    Name(id='i') @329:40
                            If() @330:25
                              .cond:
                                Name(id='DQ_PAIR') @330:28
                              .body:
                                Assign(targets=('f0',)) @332:29
                                  .value:
                                    Call(kwargs=()) @332:34
                                      .func:
                                        Name(id='mma_async') @332:34
                                      .args:
                                        Index() @332:44
                                          .value:
                                            Name(id='ds_s') @332:44
                                          .subs:
                                            BinOp(op='+') @332:49
                                              .lhs:
                                                BinOp(op='*') @332:49
                                                  .lhs:
                                                    Name(id='last') @332:49
                                                  .rhs:
                                                    Name(id='NWG') @332:56
                                              .rhs:
                                                Name(id='wg') @332:62
                                        Index() @332:67
                                          .value:
                                            Name(id='kh_tile') @332:67
                                          .subs:
                                            BinOp(op='+') @332:75
                                              .lhs:
                                                BinOp(op='*') @332:75
                                                  .lhs:
                                                    Name(id='NC') @332:75
                                                  .rhs:
                                                    BinOp(op='+') @332:81
                                                      .lhs:
                                                        BinOp(op='*') @332:81
                                                          .lhs:
                                                            Name(id='ks') @332:81
                                                          .rhs:
                                                            Name(id='NWG') @332:86
                                                      .rhs:
                                                        Name(id='wg') @332:92
                                              .rhs:
                                                Name(id='c') @332:98
                                Assign(targets=('f1',)) @333:29
                                  .value:
                                    Call(kwargs=()) @333:34
                                      .func:
                                        Name(id='mma_async') @333:34
                                      .args:
                                        Index() @333:44
                                          .value:
                                            Name(id='ds_s') @333:44
                                          .subs:
                                            BinOp(op='+') @333:49
                                              .lhs:
                                                BinOp(op='*') @333:49
                                                  .lhs:
                                                    Name(id='last') @333:49
                                                  .rhs:
                                                    Name(id='NWG') @333:56
                                              .rhs:
                                                Name(id='og') @333:62
                                        Index() @333:67
                                          .value:
                                            Name(id='kh_tile') @333:67
                                          .subs:
                                            BinOp(op='+') @333:75
                                              .lhs:
                                                BinOp(op='*') @333:75
                                                  .lhs:
                                                    Name(id='NC') @333:75
                                                  .rhs:
                                                    BinOp(op='+') @333:81
                                                      .lhs:
                                                        BinOp(op='*') @333:81
                                                          .lhs:
                                                            Name(id='ks') @333:81
                                                          .rhs:
                                                            Name(id='NWG') @333:86
                                                      .rhs:
                                                        Name(id='og') @333:92
                                              .rhs:
                                                Name(id='c') @333:98
                                        Name(id='f0') @333:102
                                Assign(targets=('dq_c',)) @334:29
                                  .value:
                                    Call(kwargs=()) @334:36
                                      .func:
                                        Name(id='mma_wait') @334:36
                                      .args:
                                        Name(id='f1') @334:45
                              .orelse:
                                Assign(targets=('dq_c',)) @336:29
                                  .value:
                                    Call(kwargs=()) @336:36
                                      .func:
                                        Name(id='zeros') @336:36
                                      .args:
                                        ListLit() @336:42
                                          .elts:
                                            Name(id='BLOCK_M') @336:43
                                            Name(id='DQ_COLS') @336:52
                                        Name(id='f32') @336:62
                                For(var='g') @337:29
                                  .iter:
                                    Call(kwargs=()) @337:38
                                      .func:
                                        Name(id='static_range') @337:38
                                      .args:
                                        Name(id='NWG') @337:51
                                  .body:
                                    Assign(targets=('gg',)) @338:33
                                      .value:
                                        BinOp(op='%') @338:39
                                          .lhs:
                                            BinOp(op='+') @338:39
                                              .lhs:
                                                Name(id='wg') @338:39
                                              .rhs:
                                                Name(id='g') @338:44
                                          .rhs:
                                            Name(id='NWG') @338:49
                                    If() @339:33
                                      .cond:
                                        Name(id='SMEM_P') @339:36
                                      .body:
                                        Assign(targets=('dq_f',)) @340:37
                                          .value:
                                            Call(kwargs=()) @340:44
                                              .func:
                                                Name(id='mma_async') @340:44
                                              .args:
                                                Index() @340:54
                                                  .value:
                                                    Name(id='ds_s') @340:54
                                                  .subs:
                                                    BinOp(op='+') @340:59
                                                      .lhs:
                                                        BinOp(op='*') @340:59
                                                          .lhs:
                                                            Name(id='last') @340:59
                                                          .rhs:
                                                            Name(id='NWG') @340:66
                                                      .rhs:
                                                        Name(id='gg') @340:72
                                                Index() @340:77
                                                  .value:
                                                    Name(id='kh_tile') @340:77
                                                  .subs:
                                                    BinOp(op='+') @340:85
                                                      .lhs:
                                                        BinOp(op='*') @340:85
                                                          .lhs:
                                                            Name(id='NC') @340:85
                                                          .rhs:
                                                            BinOp(op='+') @340:91
                                                              .lhs:
                                                                BinOp(op='*') @340:91
                                                                  .lhs:
                                                                    Name(id='ks') @340:91
                                                                  .rhs:
                                                                    Name(id='NWG') @340:96
                                                              .rhs:
                                                                Name(id='gg') @340:102
                                                      .rhs:
                                                        Name(id='c') @340:108
                                                Name(id='dq_c') @340:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @342:37
                                          .value:
                                            Call(kwargs=()) @342:44
                                              .func:
                                                Name(id='mma_async') @342:44
                                              .args:
                                                Attr(name='T') @342:54
                                                  .value:
                                                    Index() @342:54
                                                      .value:
                                                        Name(id='ds_s') @342:54
                                                      .subs:
                                                        BinOp(op='+') @342:59
                                                          .lhs:
                                                            BinOp(op='*') @342:59
                                                              .lhs:
                                                                Name(id='last') @342:59
                                                              .rhs:
                                                                Name(id='NWG') @342:66
                                                          .rhs:
                                                            Name(id='gg') @342:72
                                                Index() @342:79
                                                  .value:
                                                    Name(id='kh_tile') @342:79
                                                  .subs:
                                                    BinOp(op='+') @342:87
                                                      .lhs:
                                                        BinOp(op='*') @342:87
                                                          .lhs:
                                                            Name(id='NC') @342:87
                                                          .rhs:
                                                            BinOp(op='+') @342:93
                                                              .lhs:
                                                                BinOp(op='*') @342:93
                                                                  .lhs:
                                                                    Name(id='ks') @342:93
                                                                  .rhs:
                                                                    Name(id='NWG') @342:98
                                                              .rhs:
                                                                Name(id='gg') @342:104
                                                      .rhs:
                                                        Name(id='c') @342:110
                                                Name(id='dq_c') @342:114
                                    If(orelse=()) @343:33
                                      .cond:
                                        BoolOp(op='and') @343:36
                                          .values:
                                            Name(id='CARRY') @343:36
                                            BinOp(op='==') @343:46
                                              .lhs:
                                                Name(id='i') @343:46
                                              .rhs:
                                                Const(value=0) @343:51
                                            BinOp(op='==') @343:57
                                              .lhs:
                                                Name(id='g') @343:57
                                              .rhs:
                                                Const(value=0) @343:62
                                      .body:
                                        Assign(targets=('acc_k',)) @344:37
                                          .value:
                                            Call() @344:45
                                              .func:
                                                Name(id='mma_wait') @344:45
                                              .args:
                                                Name(id='dk_f') @344:54
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @344:68
                                                )
                                        Arrive(count=None) @345:37
                                          .target:
                                            Index() @345:44
                                              .value:
                                                Name(id='qd_free') @345:44
                                              .subs:
                                                Name(id='last') @345:52
                                    Assign(targets=('dq_c',)) @346:33
                                      .value:
                                        Call(kwargs=()) @346:40
                                          .func:
                                            Name(id='mma_wait') @346:40
                                          .args:
                                            Name(id='dq_f') @346:49
                            Wait() @347:25
                              .target:
                                Index() @347:30
                                  .value:
                                    Name(id='dq_empty') @347:30
                                  .subs:
                                    Name(id='i') @347:39
                              .phase:
                                BinOp(op='-') @347:48
                                  .lhs:
                                    Const(value=1) @347:48
                                  .rhs:
                                    BinOp(op='%') @347:52
                                      .lhs:
                                        Name(id='last') @347:52
                                      .rhs:
                                        Const(value=2) @347:59
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
                                        BinOp(op='+') @348:41
                                          .lhs:
                                            BinOp(op='*') @348:41
                                              .lhs:
                                                Name(id='i') @348:41
                                              .rhs:
                                                Name(id='NWG') @348:45
                                          .rhs:
                                            Name(id='wg') @348:51
                                    Name(id='dq_c') @348:56
                            If(orelse=()) @349:25
                              .cond:
                                BoolOp(op='or') @349:28
                                  .values:
                                    Unary(op='not') @349:28
                                      .operand:
                                        Name(id='LATE') @349:32
                                    BinOp(op='<') @349:40
                                      .lhs:
                                        Name(id='i') @349:40
                                      .rhs:
                                        BinOp(op='-') @349:44
                                          .lhs:
                                            Name(id='NCW') @349:44
                                          .rhs:
                                            Const(value=1) @349:50
                              .body:
                                Fence() @350:29
                                Arrive(count=None) @351:29
                                  .target:
                                    Index() @351:36
                                      .value:
                                        Name(id='dq_full') @351:36
                                      .subs:
                                        Name(id='i') @351:44
                    If() @352:17
                      .cond:
                        Name(id='SMEM_P') @352:20
                      .body:
                        Assign(targets=('own',)) @356:21
                          .value:
                            Name(id='wg') @356:27
                        Assign(targets=('og',)) @357:21
                          .value:
                            BinOp(op='%') @357:27
                              .lhs:
                                BinOp(op='+') @357:27
                                  .lhs:
                                    Name(id='wg') @357:27
                                  .rhs:
                                    Const(value=1) @357:32
                              .rhs:
                                Name(id='NWG') @357:37
                        If(orelse=()) @358:21
                          .cond:
                            Name(id='WRITER') @358:24
                          .body:
                            Assign(targets=('own',)) @359:25
                              .value:
                                BinOp(op='+') @359:31
                                  .lhs:
                                    BinOp(op='*') @359:31
                                      .lhs:
                                        Name(id='slot') @359:31
                                      .rhs:
                                        Name(id='NWG') @359:38
                                  .rhs:
                                    Name(id='wg') @359:44
                        Assign(targets=('s_f',)) @360:21
                          .value:
                            Call(kwargs=()) @360:27
                              .func:
                                Name(id='mma_async') @360:27
                              .args:
                                Index() @360:37
                                  .value:
                                    Name(id='q_ring') @360:37
                                  .subs:
                                    Name(id='slot') @360:44
                                Attr(name='T') @360:51
                                  .value:
                                    Index() @360:51
                                      .value:
                                        Name(id='k_tile') @360:51
                                      .subs:
                                        Name(id='mine') @360:58
                        Assign(targets=('dp_f',)) @361:21
                          .value:
                            Call(kwargs=()) @361:28
                              .func:
                                Name(id='mma_async') @361:28
                              .args:
                                Index() @361:38
                                  .value:
                                    Name(id='do_ring') @361:38
                                  .subs:
                                    Name(id='slot') @361:46
                                Attr(name='T') @361:53
                                  .value:
                                    Index() @361:53
                                      .value:
                                        Name(id='v_tile') @361:53
                                      .subs:
                                        Name(id='mine') @361:60
                        If(orelse=()) @362:21
                          .cond:
                            Name(id='late') @362:24
                          .body:
                            Fence() @363:25
                            Arrive(count=None) @364:25
                              .target:
                                Index() @364:32
                                  .value:
                                    Name(id='dq_full') @364:32
                                  .subs:
                                    Name(id='LAST') @364:40
                        Assign(targets=('s',)) @365:21
                          .value:
                            Call() @365:25
                              .func:
                                Name(id='mma_wait') @365:25
                              .args:
                                Name(id='s_f') @365:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @365:47
                                )
                        Assign(targets=('kpos',)) @367:21
                          .value:
                            BinOp(op='+') @367:28
                              .lhs:
                                Name(id='krow0') @367:28
                              .rhs:
                                Call(kwargs=()) @367:36
                                  .func:
                                    Name(id='arange') @367:36
                                  .args:
                                    Name(id='WG_N') @367:43
                        If() @368:21
                          .cond:
                            Name(id='LSE_RING') @368:24
                          .body:
                            Assign(targets=('lse2c',)) @369:25
                              .value:
                                Call(kwargs=()) @369:33
                                  .func:
                                    Name(id='load') @369:33
                                  .args:
                                    Index() @369:38
                                      .value:
                                        Name(id='lse_s') @369:38
                                      .subs:
                                        Name(id='slot') @369:44
                          .orelse:
                            Assign(targets=('lse2c',)) @371:25
                              .value:
                                Index() @371:33
                                  .value:
                                    Name(id='lse2') @371:33
                                  .subs:
                                    FullSlice() @371:38
                                    Const(value=None) @371:41
                        Assign(targets=('p', 'dact')) @372:21
                          .value:
                            Call(kwargs=()) @372:31
                              .func:
                                Name(id='probs') @372:31
                              .args:
                                Name(id='s') @372:37
                                Name(id='edge') @372:40
                                Index() @372:46
                                  .value:
                                    Name(id='qpos') @372:46
                                  .subs:
                                    FullSlice() @372:51
                                    Const(value=None) @372:54
                                Index() @372:61
                                  .value:
                                    Name(id='kpos') @372:61
                                  .subs:
                                    Const(value=None) @372:66
                                    FullSlice() @372:72
                                Name(id='len_q') @372:76
                                Name(id='len_k') @372:83
                                Name(id='lse2c') @372:90
                                Name(id='qk_scale') @372:97
                                Name(id='sm_scale') @373:37
                                Name(id='CAUSAL') @373:47
                                Name(id='ACT') @373:55
                        ExprStmt() @374:21
                          .value:
                            Call(kwargs=()) @374:21
                              .func:
                                Name(id='store_smem') @374:21
                              .args:
                                Index() @374:32
                                  .value:
                                    Name(id='ds_s') @374:32
                                  .subs:
                                    Name(id='own') @374:37
                                Call(kwargs=()) @374:43
                                  .func:
                                    Name(id='cast') @374:43
                                  .args:
                                    Name(id='p') @374:48
                                    Name(id='DT') @374:51
                        Fence() @375:21
                        Assign(targets=('dv_f',)) @376:21
                          .value:
                            Call(kwargs=()) @376:28
                              .func:
                                Name(id='mma_async') @376:28
                              .args:
                                Attr(name='T') @376:38
                                  .value:
                                    Index() @376:38
                                      .value:
                                        Name(id='ds_s') @376:38
                                      .subs:
                                        Name(id='own') @376:43
                                Index() @376:51
                                  .value:
                                    Name(id='do_ring') @376:51
                                  .subs:
                                    Name(id='slot') @376:59
                                Name(id='acc_v') @376:66
                        Assign(targets=('dp',)) @377:21
                          .value:
                            Call() @377:26
                              .func:
                                Name(id='mma_wait') @377:26
                              .args:
                                Name(id='dp_f') @377:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @377:49
                                )
                        If() @378:21
                          .cond:
                            Name(id='LSE_RING') @378:24
                          .body:
                            Assign(targets=('dltc',)) @379:25
                              .value:
                                Call(kwargs=()) @379:32
                                  .func:
                                    Name(id='load') @379:32
                                  .args:
                                    Index() @379:37
                                      .value:
                                        Name(id='dl_s') @379:37
                                      .subs:
                                        Name(id='slot') @379:42
                          .orelse:
                            Assign(targets=('dltc',)) @381:25
                              .value:
                                Index() @381:32
                                  .value:
                                    Name(id='dlt') @381:32
                                  .subs:
                                    FullSlice() @381:36
                                    Const(value=None) @381:39
                        Assign(targets=('ds',)) @382:21
                          .value:
                            Call(kwargs=()) @382:26
                              .func:
                                Name(id='cast') @382:26
                              .args:
                                Call(kwargs=()) @382:31
                                  .func:
                                    Name(id='dscores') @382:31
                                  .args:
                                    Name(id='p') @382:39
                                    Name(id='dact') @382:42
                                    Name(id='dp') @382:48
                                    Name(id='dltc') @382:52
                                    Name(id='ACT') @382:58
                                Name(id='DT') @382:64
                        Assign(targets=('acc_v',)) @383:21
                          .value:
                            Call(kwargs=()) @383:29
                              .func:
                                Name(id='mma_wait') @383:29
                              .args:
                                Name(id='dv_f') @383:38
                        ExprStmt() @384:21
                          .value:
                            Call(kwargs=()) @384:21
                              .func:
                                Name(id='store_smem') @384:21
                              .args:
                                Index() @384:32
                                  .value:
                                    Name(id='ds_s') @384:32
                                  .subs:
                                    Name(id='own') @384:37
                                Name(id='ds') @384:43
                        Fence() @385:21
                        If() @386:21
                          .cond:
                            Name(id='LAG') @386:24
                          .body:
                            Arrive(count=None) @389:25
                              .target:
                                Index() @389:32
                                  .value:
                                    Name(id='ds_ready') @389:32
                                  .subs:
                                    Const(value=0) @389:41
                            Assign(targets=('dk_f',)) @390:25
                              .value:
                                Call(kwargs=()) @390:32
                                  .func:
                                    Name(id='mma_async') @390:32
                                  .args:
                                    Attr(name='T') @390:42
                                      .value:
                                        Index() @390:42
                                          .value:
                                            Name(id='ds_s') @390:42
                                          .subs:
                                            Name(id='own') @390:47
                                    Index() @390:55
                                      .value:
                                        Name(id='q_ring') @390:55
                                      .subs:
                                        Name(id='slot') @390:62
                                    Name(id='acc_k') @390:69
                            If(orelse=()) @391:25
                              .cond:
                                BoolOp(op='and') @391:28
                                  .values:
                                    BinOp(op='==') @391:28
                                      .lhs:
                                        Name(id='ACT') @391:28
                                      .rhs:
                                        Const(value='softmax') @391:35
                                    Name(id='AHEAD') @391:49
                              .body:
                                Assign(targets=('nxt',)) @393:29
                                  .value:
                                    Unary(op='-') @393:35
                                      .operand:
                                        Const(value=1) @393:36
                                If(orelse=()) @394:29
                                  .cond:
                                    BinOp(op='==') @394:32
                                      .lhs:
                                        Name(id='which') @394:32
                                      .rhs:
                                        Const(value=1) @394:41
                                  .body:
                                    Assign(targets=('nxt',)) @395:33
                                      .value:
                                        Const(value=1) @395:39
                                Assign(targets=('lse2_n', 'dlt_n')) @396:29
                                  .value:
                                    Call(kwargs=()) @396:45
                                      .func:
                                        Name(id='lse_delta') @396:45
                                      .args:
                                        Call(kwargs=()) @396:55
                                          .func:
                                            Name(id='minimum') @396:55
                                          .args:
                                            BinOp(op='+') @396:63
                                              .lhs:
                                                Name(id='j') @396:63
                                              .rhs:
                                                Const(value=1) @396:67
                                            BinOp(op='-') @396:70
                                              .lhs:
                                                Name(id='steps') @396:70
                                              .rhs:
                                                Const(value=1) @396:78
                                        Name(id='nxt') @396:82
                                        BinOp(op='*') @396:87
                                          .lhs:
                                            Name(id='kvh') @396:87
                                          .rhs:
                                            Name(id='group') @396:93
                                        Name(id='m_lo') @396:100
                                        Name(id='rot') @396:106
                                        Name(id='n_m') @396:111
                                        Name(id='n_x') @396:116
                                        Name(id='n_xs') @397:55
                                        Name(id='SPLIT') @397:61
                                        Name(id='q0') @397:68
                                        Name(id='len_q') @397:72
                                        Name(id='qcols') @397:79
                                        Name(id='lse2_t') @397:86
                                        Name(id='delta_t') @397:94
                                        Name(id='BLOCK_M') @397:103
                            If(orelse=()) @398:25
                              .cond:
                                Unary(op='not') @398:28
                                  .operand:
                                    Name(id='CARRY') @398:32
                              .body:
                                Assign(targets=('acc_k',)) @399:29
                                  .value:
                                    Call(kwargs=()) @399:37
                                      .func:
                                        Name(id='mma_wait') @399:37
                                      .args:
                                        Name(id='dk_f') @399:46
                                Arrive(count=None) @400:29
                                  .target:
                                    Index() @400:36
                                      .value:
                                        Name(id='qd_free') @400:36
                                      .subs:
                                        Name(id='slot') @400:44
                            Assign(targets=('last',)) @401:25
                              .value:
                                Name(id='slot') @401:32
                          .orelse:
                            If() @402:21
                              .cond:
                                Name(id='WRITER') @402:26
                              .body:
                                Arrive(count=None) @403:25
                                  .target:
                                    Index() @403:32
                                      .value:
                                        Name(id='ds_ready') @403:32
                                      .subs:
                                        Name(id='slot') @403:41
                                Assign(targets=('dk_f',)) @404:25
                                  .value:
                                    Call(kwargs=()) @404:32
                                      .func:
                                        Name(id='mma_async') @404:32
                                      .args:
                                        Attr(name='T') @404:42
                                          .value:
                                            Index() @404:42
                                              .value:
                                                Name(id='ds_s') @404:42
                                              .subs:
                                                Name(id='own') @404:47
                                        Index() @404:55
                                          .value:
                                            Name(id='q_ring') @404:55
                                          .subs:
                                            Name(id='slot') @404:62
                                        Name(id='acc_k') @404:69
                                Wait(phase=None) @405:25
                                  .target:
                                    Index() @405:30
                                      .value:
                                        Name(id='ds_ready') @405:30
                                      .subs:
                                        Name(id='slot') @405:39
                                For(var='i') @406:25
                                  .iter:
                                    Call(kwargs=()) @406:34
                                      .func:
                                        Name(id='static_range') @406:34
                                      .args:
                                        Name(id='NCW') @406:47
                                  .body:
                                    Assign(targets=('c',)) @407:29
                                      .value:
                                        BinOp(op='+') @407:33
                                          .lhs:
                                            BinOp(op='*') @407:33
                                              .lhs:
                                                Name(id='wg') @407:33
                                              .rhs:
                                                Name(id='NCW') @407:38
                                          .rhs:
                                            Name(id='i') @407:44
                                    If() @408:29
                                      .cond:
                                        Name(id='DQ_PAIR') @408:32
                                      .body:
                                        Assign(targets=('f0',)) @411:33
                                          .value:
                                            Call(kwargs=()) @411:38
                                              .func:
                                                Name(id='mma_async') @411:38
                                              .args:
                                                Index() @411:48
                                                  .value:
                                                    Name(id='ds_s') @411:48
                                                  .subs:
                                                    Name(id='own') @411:53
                                                Index() @411:59
                                                  .value:
                                                    Name(id='kh_tile') @411:59
                                                  .subs:
                                                    BinOp(op='+') @411:67
                                                      .lhs:
                                                        BinOp(op='*') @411:67
                                                          .lhs:
                                                            Name(id='NC') @411:67
                                                          .rhs:
                                                            Name(id='mine') @411:72
                                                      .rhs:
                                                        Name(id='c') @411:79
                                        Assign(targets=('f1',)) @412:33
                                          .value:
                                            Call(kwargs=()) @412:38
                                              .func:
                                                Name(id='mma_async') @412:38
                                              .args:
                                                Index() @412:48
                                                  .value:
                                                    Name(id='ds_s') @412:48
                                                  .subs:
                                                    BinOp(op='+') @412:53
                                                      .lhs:
                                                        BinOp(op='*') @412:53
                                                          .lhs:
                                                            Name(id='slot') @412:53
                                                          .rhs:
                                                            Name(id='NWG') @412:60
                                                      .rhs:
                                                        Name(id='og') @412:66
                                                Index() @412:71
                                                  .value:
                                                    Name(id='kh_tile') @412:71
                                                  .subs:
                                                    BinOp(op='+') @412:79
                                                      .lhs:
                                                        BinOp(op='*') @412:79
                                                          .lhs:
                                                            Name(id='NC') @412:79
                                                          .rhs:
                                                            BinOp(op='+') @412:85
                                                              .lhs:
                                                                BinOp(op='*') @412:85
                                                                  .lhs:
                                                                    Name(id='ks') @412:85
                                                                  .rhs:
                                                                    Name(id='NWG') @412:90
                                                              .rhs:
                                                                Name(id='og') @412:96
                                                      .rhs:
                                                        Name(id='c') @412:102
                                                Name(id='f0') @412:106
                                        If(orelse=()) @413:33
                                          .cond:
                                            BinOp(op='==') @413:36
                                              .lhs:
                                                Name(id='i') @413:36
                                              .rhs:
                                                Const(value=0) @413:41
                                          .body:
                                            Assign(targets=('acc_k',)) @414:37
                                              .value:
                                                Call() @414:45
                                                  .func:
                                                    Name(id='mma_wait') @414:45
                                                  .args:
                                                    Name(id='dk_f') @414:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @414:68
                                                    )
                                            Arrive(count=None) @415:37
                                              .target:
                                                Index() @415:44
                                                  .value:
                                                    Name(id='qd_free') @415:44
                                                  .subs:
                                                    Name(id='slot') @415:52
                                        Assign(targets=('dq_c',)) @416:33
                                          .value:
                                            Call(kwargs=()) @416:40
                                              .func:
                                                Name(id='mma_wait') @416:40
                                              .args:
                                                Name(id='f1') @416:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @418:33
                                          .value:
                                            Call(kwargs=()) @418:40
                                              .func:
                                                Name(id='zeros') @418:40
                                              .args:
                                                ListLit() @418:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @418:47
                                                    Name(id='DQ_COLS') @418:56
                                                Name(id='f32') @418:66
                                        For(var='g') @419:33
                                          .iter:
                                            Call(kwargs=()) @419:42
                                              .func:
                                                Name(id='static_range') @419:42
                                              .args:
                                                Name(id='NWG') @419:55
                                          .body:
                                            Assign(targets=('gg',)) @420:37
                                              .value:
                                                BinOp(op='%') @420:43
                                                  .lhs:
                                                    BinOp(op='+') @420:43
                                                      .lhs:
                                                        Name(id='wg') @420:43
                                                      .rhs:
                                                        Name(id='g') @420:48
                                                  .rhs:
                                                    Name(id='NWG') @420:53
                                            Assign(targets=('dq_f',)) @421:37
                                              .value:
                                                Call(kwargs=()) @421:44
                                                  .func:
                                                    Name(id='mma_async') @421:44
                                                  .args:
                                                    Index() @421:54
                                                      .value:
                                                        Name(id='ds_s') @421:54
                                                      .subs:
                                                        BinOp(op='+') @421:59
                                                          .lhs:
                                                            BinOp(op='*') @421:59
                                                              .lhs:
                                                                Name(id='slot') @421:59
                                                              .rhs:
                                                                Name(id='NWG') @421:66
                                                          .rhs:
                                                            Name(id='gg') @421:72
                                                    Index() @421:77
                                                      .value:
                                                        Name(id='kh_tile') @421:77
                                                      .subs:
                                                        BinOp(op='+') @421:85
                                                          .lhs:
                                                            BinOp(op='*') @421:85
                                                              .lhs:
                                                                Name(id='NC') @421:85
                                                              .rhs:
                                                                BinOp(op='+') @421:91
                                                                  .lhs:
                                                                    BinOp(op='*') @421:91
                                                                      .lhs:
                                                                        Name(id='ks') @421:91
                                                                      .rhs:
                                                                        Name(id='NWG') @421:96
                                                                  .rhs:
                                                                    Name(id='gg') @421:102
                                                          .rhs:
                                                            Name(id='c') @421:108
                                                    Name(id='dq_c') @421:112
                                            If(orelse=()) @422:37
                                              .cond:
                                                BoolOp(op='and') @422:40
                                                  .values:
                                                    BinOp(op='==') @422:40
                                                      .lhs:
                                                        Name(id='i') @422:40
                                                      .rhs:
                                                        Const(value=0) @422:45
                                                    BinOp(op='==') @422:51
                                                      .lhs:
                                                        Name(id='g') @422:51
                                                      .rhs:
                                                        Const(value=0) @422:56
                                              .body:
                                                Assign(targets=('acc_k',)) @424:41
                                                  .value:
                                                    Call() @424:49
                                                      .func:
                                                        Name(id='mma_wait') @424:49
                                                      .args:
                                                        Name(id='dk_f') @424:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @424:72
                                                        )
                                                Arrive(count=None) @425:41
                                                  .target:
                                                    Index() @425:48
                                                      .value:
                                                        Name(id='qd_free') @425:48
                                                      .subs:
                                                        Name(id='slot') @425:56
                                            Assign(targets=('dq_c',)) @426:37
                                              .value:
                                                Call(kwargs=()) @426:44
                                                  .func:
                                                    Name(id='mma_wait') @426:44
                                                  .args:
                                                    Name(id='dq_f') @426:53
                                    Wait() @427:29
                                      .target:
                                        Index() @427:34
                                          .value:
                                            Name(id='dq_empty') @427:34
                                          .subs:
                                            Name(id='i') @427:43
                                      .phase:
                                        BinOp(op='-') @427:52
                                          .lhs:
                                            Const(value=1) @427:52
                                          .rhs:
                                            BinOp(op='%') @427:56
                                              .lhs:
                                                Name(id='slot') @427:56
                                              .rhs:
                                                Const(value=2) @427:63
                                    ExprStmt() @428:29
                                      .value:
                                        Call(kwargs=()) @428:29
                                          .func:
                                            Name(id='store_smem') @428:29
                                          .args:
                                            Index() @428:40
                                              .value:
                                                Name(id='dq_s') @428:40
                                              .subs:
                                                BinOp(op='+') @428:45
                                                  .lhs:
                                                    BinOp(op='*') @428:45
                                                      .lhs:
                                                        Name(id='i') @428:45
                                                      .rhs:
                                                        Name(id='NWG') @428:49
                                                  .rhs:
                                                    Name(id='wg') @428:55
                                            Name(id='dq_c') @428:60
                                    Fence() @429:29
                                    Arrive(count=None) @430:29
                                      .target:
                                        Index() @430:36
                                          .value:
                                            Name(id='dq_full') @430:36
                                          .subs:
                                            Name(id='i') @430:44
                              .orelse:
                                Assign(targets=('dq_f',)) @432:25
                                  .value:
                                    Call(kwargs=()) @432:32
                                      .func:
                                        Name(id='mma_async') @432:32
                                      .args:
                                        Index() @432:42
                                          .value:
                                            Name(id='ds_s') @432:42
                                          .subs:
                                            Name(id='wg') @432:47
                                        Index() @432:52
                                          .value:
                                            Name(id='kh_tile') @432:52
                                          .subs:
                                            BinOp(op='*') @432:60
                                              .lhs:
                                                Name(id='NC') @432:60
                                              .rhs:
                                                Name(id='mine') @432:65
                                Assign(targets=('dk_f',)) @433:25
                                  .value:
                                    Call(kwargs=()) @433:32
                                      .func:
                                        Name(id='mma_async') @433:32
                                      .args:
                                        Attr(name='T') @433:42
                                          .value:
                                            Index() @433:42
                                              .value:
                                                Name(id='ds_s') @433:42
                                              .subs:
                                                Name(id='wg') @433:47
                                        Index() @433:54
                                          .value:
                                            Name(id='q_ring') @433:54
                                          .subs:
                                            Name(id='slot') @433:61
                                        Name(id='acc_k') @433:68
                                Assign(targets=('dq_c',)) @434:25
                                  .value:
                                    Call() @434:32
                                      .func:
                                        Name(id='mma_wait') @434:32
                                      .args:
                                        Name(id='dq_f') @434:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @434:55
                                        )
                                ExprStmt() @435:25
                                  .value:
                                    Call(kwargs=()) @435:25
                                      .func:
                                        Name(id='store_smem') @435:25
                                      .args:
                                        Index() @435:36
                                          .value:
                                            Name(id='dq_s') @435:36
                                          .subs:
                                            Name(id='wg') @435:41
                                        Name(id='dq_c') @435:46
                                Fence() @436:25
                                Tma(signals=None, reduce='add') @437:25
                                  .dst:
                                    Index() @437:29
                                      .value:
                                        Name(id='dq_acc') @437:29
                                      .subs:
                                        Name(id='seq') @437:36
                                        Name(id='mb') @437:41
                                        Name(id='head') @437:45
                                        Const(value=0) @437:51
                                  .src:
                                    Index() @437:57
                                      .value:
                                        Name(id='dq_s') @437:57
                                      .subs:
                                        Name(id='wg') @437:62
                                Assign(targets=('dq_f',)) @438:25
                                  .value:
                                    Call(kwargs=()) @438:32
                                      .func:
                                        Name(id='mma_async') @438:32
                                      .args:
                                        Index() @438:42
                                          .value:
                                            Name(id='ds_s') @438:42
                                          .subs:
                                            Name(id='wg') @438:47
                                        Index() @438:52
                                          .value:
                                            Name(id='kh_tile') @438:52
                                          .subs:
                                            BinOp(op='+') @438:60
                                              .lhs:
                                                BinOp(op='*') @438:60
                                                  .lhs:
                                                    Name(id='NC') @438:60
                                                  .rhs:
                                                    Name(id='mine') @438:65
                                              .rhs:
                                                Const(value=1) @438:72
                                Assign(targets=('acc_k',)) @439:25
                                  .value:
                                    Call() @439:33
                                      .func:
                                        Name(id='mma_wait') @439:33
                                      .args:
                                        Name(id='dk_f') @439:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @439:56
                                        )
                                Assign(targets=('dq_c',)) @440:25
                                  .value:
                                    Call(kwargs=()) @440:32
                                      .func:
                                        Name(id='mma_wait') @440:32
                                      .args:
                                        Name(id='dq_f') @440:41
                                Arrive(count=None) @441:25
                                  .target:
                                    Index() @441:32
                                      .value:
                                        Name(id='qd_free') @441:32
                                      .subs:
                                        Name(id='slot') @441:40
                                ExprStmt() @442:25
                                  .value:
                                    Call(kwargs=()) @442:25
                                      .func:
                                        Name(id='store_smem') @442:25
                                      .args:
                                        Index() @442:36
                                          .value:
                                            Name(id='dq_s') @442:36
                                          .subs:
                                            Name(id='wg') @442:41
                                        Name(id='dq_c') @442:46
                                Fence() @443:25
                                Tma(signals=None, reduce='add') @444:25
                                  .dst:
                                    Index() @444:29
                                      .value:
                                        Name(id='dq_acc') @444:29
                                      .subs:
                                        Name(id='seq') @444:36
                                        Name(id='mb') @444:41
                                        Name(id='head') @444:45
                                        Const(value=1) @444:51
                                  .src:
                                    Index() @444:57
                                      .value:
                                        Name(id='dq_s') @444:57
                                      .subs:
                                        Name(id='wg') @444:62
                                For(var='c') @445:25
                                  .iter:
                                    Call(kwargs=()) @445:34
                                      .func:
                                        Name(id='static_range') @445:34
                                      .args:
                                        Const(value=2) @445:47
                                        Name(id='NC') @445:50
                                  .body:
                                    Assign(targets=('dq_c',)) @446:29
                                      .value:
                                        Call(kwargs=()) @446:36
                                          .func:
                                            Name(id='mma_wait') @446:36
                                          .args:
                                            Call(kwargs=()) @446:45
                                              .func:
                                                Name(id='mma_async') @446:45
                                              .args:
                                                Index() @446:55
                                                  .value:
                                                    Name(id='ds_s') @446:55
                                                  .subs:
                                                    Name(id='wg') @446:60
                                                Index() @446:65
                                                  .value:
                                                    Name(id='kh_tile') @446:65
                                                  .subs:
                                                    BinOp(op='+') @446:73
                                                      .lhs:
                                                        BinOp(op='*') @446:73
                                                          .lhs:
                                                            Name(id='NC') @446:73
                                                          .rhs:
                                                            Name(id='mine') @446:78
                                                      .rhs:
                                                        Name(id='c') @446:85
                                    ExprStmt() @447:29
                                      .value:
                                        Call(kwargs=()) @447:29
                                          .func:
                                            Name(id='store_smem') @447:29
                                          .args:
                                            Index() @447:40
                                              .value:
                                                Name(id='dq_s') @447:40
                                              .subs:
                                                Name(id='wg') @447:45
                                            Name(id='dq_c') @447:50
                                    Fence() @448:29
                                    Tma(signals=None, reduce='add') @449:29
                                      .dst:
                                        Index() @449:33
                                          .value:
                                            Name(id='dq_acc') @449:33
                                          .subs:
                                            Name(id='seq') @449:40
                                            Name(id='mb') @449:45
                                            Name(id='head') @449:49
                                            Name(id='c') @449:55
                                      .src:
                                        Index() @449:61
                                          .value:
                                            Name(id='dq_s') @449:61
                                          .subs:
                                            Name(id='wg') @449:66
                      .orelse:
                        Assign(targets=('st_f',)) @451:21
                          .value:
                            Call(kwargs=()) @451:28
                              .func:
                                Name(id='mma_async') @451:28
                              .args:
                                Index() @451:38
                                  .value:
                                    Name(id='k_tile') @451:38
                                  .subs:
                                    Name(id='mine') @451:45
                                Attr(name='T') @451:52
                                  .value:
                                    Index() @451:52
                                      .value:
                                        Name(id='q_ring') @451:52
                                      .subs:
                                        Name(id='slot') @451:59
                        Assign(targets=('dpt_f',)) @452:21
                          .value:
                            Call(kwargs=()) @452:29
                              .func:
                                Name(id='mma_async') @452:29
                              .args:
                                Index() @452:39
                                  .value:
                                    Name(id='v_tile') @452:39
                                  .subs:
                                    Name(id='mine') @452:46
                                Attr(name='T') @452:53
                                  .value:
                                    Index() @452:53
                                      .value:
                                        Name(id='do_ring') @452:53
                                      .subs:
                                        Name(id='slot') @452:61
                        If(orelse=()) @453:21
                          .cond:
                            Name(id='late') @453:24
                          .body:
                            Fence() @454:25
                            Arrive(count=None) @455:25
                              .target:
                                Index() @455:32
                                  .value:
                                    Name(id='dq_full') @455:32
                                  .subs:
                                    Name(id='LAST') @455:40
                        Assign(targets=('st',)) @456:21
                          .value:
                            Call() @456:26
                              .func:
                                Name(id='mma_wait') @456:26
                              .args:
                                Name(id='st_f') @456:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @456:49
                                )
                        If() @457:21
                          .cond:
                            Name(id='LSE_RING') @457:24
                          .body:
                            Assign(targets=('lse2r',)) @458:25
                              .value:
                                Call(kwargs=()) @458:33
                                  .func:
                                    Name(id='load') @458:33
                                  .args:
                                    Index() @458:38
                                      .value:
                                        Name(id='lse_s') @458:38
                                      .subs:
                                        Name(id='slot') @458:44
                          .orelse:
                            Assign(targets=('lse2r',)) @460:25
                              .value:
                                Index() @460:33
                                  .value:
                                    Name(id='lse2') @460:33
                                  .subs:
                                    Const(value=None) @460:38
                                    FullSlice() @460:44
                        Assign(targets=('pt', 'dact')) @461:21
                          .value:
                            Call(kwargs=()) @461:32
                              .func:
                                Name(id='probs') @461:32
                              .args:
                                Name(id='st') @461:38
                                Name(id='edge') @461:42
                                Index() @461:48
                                  .value:
                                    Name(id='qpos') @461:48
                                  .subs:
                                    Const(value=None) @461:53
                                    FullSlice() @461:59
                                Index() @461:63
                                  .value:
                                    Name(id='krows') @461:63
                                  .subs:
                                    FullSlice() @461:69
                                    Const(value=None) @461:72
                                Name(id='len_q') @461:79
                                Name(id='len_k') @461:86
                                Name(id='lse2r') @461:93
                                Name(id='qk_scale') @461:100
                                Name(id='sm_scale') @462:38
                                Name(id='CAUSAL') @462:48
                                Name(id='ACT') @462:56
                        Assign(targets=('dpt',)) @463:21
                          .value:
                            Call(kwargs=()) @463:27
                              .func:
                                Name(id='mma_wait') @463:27
                              .args:
                                Name(id='dpt_f') @463:36
                        Assign(targets=('dv_f',)) @465:21
                          .value:
                            Call(kwargs=()) @465:28
                              .func:
                                Name(id='mma_async') @465:28
                              .args:
                                Call(kwargs=()) @465:38
                                  .func:
                                    Name(id='cast') @465:38
                                  .args:
                                    Name(id='pt') @465:43
                                    Name(id='DT') @465:47
                                Index() @465:52
                                  .value:
                                    Name(id='do_ring') @465:52
                                  .subs:
                                    Name(id='slot') @465:60
                                Name(id='acc_v') @465:67
                        If() @466:21
                          .cond:
                            Name(id='LSE_RING') @466:24
                          .body:
                            Assign(targets=('dltr',)) @467:25
                              .value:
                                Call(kwargs=()) @467:32
                                  .func:
                                    Name(id='load') @467:32
                                  .args:
                                    Index() @467:37
                                      .value:
                                        Name(id='dl_s') @467:37
                                      .subs:
                                        Name(id='slot') @467:42
                          .orelse:
                            Assign(targets=('dltr',)) @469:25
                              .value:
                                Index() @469:32
                                  .value:
                                    Name(id='dlt') @469:32
                                  .subs:
                                    Const(value=None) @469:36
                                    FullSlice() @469:42
                        Assign(targets=('dst',)) @470:21
                          .value:
                            Call(kwargs=()) @470:27
                              .func:
                                Name(id='cast') @470:27
                              .args:
                                Call(kwargs=()) @470:32
                                  .func:
                                    Name(id='dscores') @470:32
                                  .args:
                                    Name(id='pt') @470:40
                                    Name(id='dact') @470:44
                                    Name(id='dpt') @470:50
                                    Name(id='dltr') @470:55
                                    Name(id='ACT') @470:61
                                Name(id='DT') @470:67
                        If() @471:21
                          .cond:
                            Name(id='LAG') @471:24
                          .body:
                            ExprStmt() @473:25
                              .value:
                                Call(kwargs=()) @473:25
                                  .func:
                                    Name(id='store_smem') @473:25
                                  .args:
                                    Index() @473:36
                                      .value:
                                        Name(id='ds_s') @473:36
                                      .subs:
                                        BinOp(op='+') @473:41
                                          .lhs:
                                            BinOp(op='*') @473:41
                                              .lhs:
                                                Name(id='slot') @473:41
                                              .rhs:
                                                Name(id='NWG') @473:48
                                          .rhs:
                                            Name(id='wg') @473:54
                                    Name(id='dst') @473:59
                            Fence() @474:25
                            Arrive(count=None) @475:25
                              .target:
                                Index() @475:32
                                  .value:
                                    Name(id='ds_ready') @475:32
                                  .subs:
                                    Const(value=0) @475:41
                            Assign(targets=('dk_f',)) @476:25
                              .value:
                                Call(kwargs=()) @476:32
                                  .func:
                                    Name(id='mma_async') @476:32
                                  .args:
                                    Name(id='dst') @476:42
                                    Index() @476:47
                                      .value:
                                        Name(id='q_ring') @476:47
                                      .subs:
                                        Name(id='slot') @476:54
                                    Name(id='acc_k') @476:61
                            Assign(targets=('acc_v',)) @477:25
                              .value:
                                Call() @477:33
                                  .func:
                                    Name(id='mma_wait') @477:33
                                  .args:
                                    Name(id='dv_f') @477:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @477:56
                                    )
                            Assign(targets=('acc_k',)) @478:25
                              .value:
                                Call(kwargs=()) @478:33
                                  .func:
                                    Name(id='mma_wait') @478:33
                                  .args:
                                    Name(id='dk_f') @478:42
                            Arrive(count=None) @479:25
                              .target:
                                Index() @479:32
                                  .value:
                                    Name(id='qd_free') @479:32
                                  .subs:
                                    Name(id='slot') @479:40
                            Assign(targets=('last',)) @480:25
                              .value:
                                Name(id='slot') @480:32
                          .orelse:
                            If() @481:21
                              .cond:
                                Name(id='WRITER') @481:26
                              .body:
                                ExprStmt() @483:25
                                  .value:
                                    Call(kwargs=()) @483:25
                                      .func:
                                        Name(id='store_smem') @483:25
                                      .args:
                                        Index() @483:36
                                          .value:
                                            Name(id='ds_s') @483:36
                                          .subs:
                                            BinOp(op='+') @483:41
                                              .lhs:
                                                BinOp(op='*') @483:41
                                                  .lhs:
                                                    Name(id='slot') @483:41
                                                  .rhs:
                                                    Name(id='NWG') @483:48
                                              .rhs:
                                                Name(id='wg') @483:54
                                        Name(id='dst') @483:59
                                Fence() @484:25
                                Arrive(count=None) @485:25
                                  .target:
                                    Index() @485:32
                                      .value:
                                        Name(id='ds_ready') @485:32
                                      .subs:
                                        Name(id='slot') @485:41
                                Assign(targets=('dk_f',)) @486:25
                                  .value:
                                    Call(kwargs=()) @486:32
                                      .func:
                                        Name(id='mma_async') @486:32
                                      .args:
                                        Name(id='dst') @486:42
                                        Index() @486:47
                                          .value:
                                            Name(id='q_ring') @486:47
                                          .subs:
                                            Name(id='slot') @486:54
                                        Name(id='acc_k') @486:61
                                If() @487:25
                                  .cond:
                                    Name(id='DQ_EARLY') @487:28
                                  .body:
                                    Assign(targets=('own',)) @490:29
                                      .value:
                                        BinOp(op='+') @490:35
                                          .lhs:
                                            BinOp(op='*') @490:35
                                              .lhs:
                                                Name(id='slot') @490:35
                                              .rhs:
                                                Name(id='NWG') @490:42
                                          .rhs:
                                            Name(id='wg') @490:48
                                    Assign(targets=('c0',)) @491:29
                                      .value:
                                        BinOp(op='*') @491:34
                                          .lhs:
                                            Name(id='wg') @491:34
                                          .rhs:
                                            Name(id='NCW') @491:39
                                    Assign(targets=('a0',)) @492:29
                                      .value:
                                        Call(kwargs=()) @492:34
                                          .func:
                                            Name(id='mma_async') @492:34
                                          .args:
                                            Attr(name='T') @492:44
                                              .value:
                                                Index() @492:44
                                                  .value:
                                                    Name(id='ds_s') @492:44
                                                  .subs:
                                                    Name(id='own') @492:49
                                            Index() @492:57
                                              .value:
                                                Name(id='kh_tile') @492:57
                                              .subs:
                                                BinOp(op='+') @492:65
                                                  .lhs:
                                                    BinOp(op='*') @492:65
                                                      .lhs:
                                                        Name(id='NC') @492:65
                                                      .rhs:
                                                        Name(id='mine') @492:70
                                                  .rhs:
                                                    Name(id='c0') @492:77
                                            Call(kwargs=()) @492:82
                                              .func:
                                                Name(id='zeros') @492:82
                                              .args:
                                                ListLit() @492:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @492:89
                                                    Name(id='DQ_COLS') @492:98
                                                Name(id='f32') @492:108
                                    Assign(targets=('a1',)) @493:29
                                      .value:
                                        Call(kwargs=()) @493:34
                                          .func:
                                            Name(id='mma_async') @493:34
                                          .args:
                                            Attr(name='T') @493:44
                                              .value:
                                                Index() @493:44
                                                  .value:
                                                    Name(id='ds_s') @493:44
                                                  .subs:
                                                    Name(id='own') @493:49
                                            Index() @493:57
                                              .value:
                                                Name(id='kh_tile') @493:57
                                              .subs:
                                                BinOp(op='+') @493:65
                                                  .lhs:
                                                    BinOp(op='+') @493:65
                                                      .lhs:
                                                        BinOp(op='*') @493:65
                                                          .lhs:
                                                            Name(id='NC') @493:65
                                                          .rhs:
                                                            Name(id='mine') @493:70
                                                      .rhs:
                                                        Name(id='c0') @493:77
                                                  .rhs:
                                                    Const(value=1) @493:82
                                            Call(kwargs=()) @493:86
                                              .func:
                                                Name(id='zeros') @493:86
                                              .args:
                                                ListLit() @493:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @493:93
                                                    Name(id='DQ_COLS') @493:102
                                                Name(id='f32') @493:112
                                    Assign(targets=('acc_v',)) @494:29
                                      .value:
                                        Call() @494:37
                                          .func:
                                            Name(id='mma_wait') @494:37
                                          .args:
                                            Name(id='dv_f') @494:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @494:60
                                            )
                                    Assign(targets=('acc_k',)) @495:29
                                      .value:
                                        Call() @495:37
                                          .func:
                                            Name(id='mma_wait') @495:37
                                          .args:
                                            Name(id='dk_f') @495:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @495:60
                                            )
                                    Arrive(count=None) @496:29
                                      .target:
                                        Index() @496:36
                                          .value:
                                            Name(id='qd_free') @496:36
                                          .subs:
                                            Name(id='slot') @496:44
                                    Assign(targets=('p0',)) @497:29
                                      .value:
                                        Call() @497:34
                                          .func:
                                            Name(id='mma_wait') @497:34
                                          .args:
                                            Name(id='a0') @497:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @497:55
                                            )
                                    Assign(targets=('p1',)) @498:29
                                      .value:
                                        Call(kwargs=()) @498:34
                                          .func:
                                            Name(id='mma_wait') @498:34
                                          .args:
                                            Name(id='a1') @498:43
                                    Wait(phase=None) @499:29
                                      .target:
                                        Index() @499:34
                                          .value:
                                            Name(id='ds_ready') @499:34
                                          .subs:
                                            Name(id='slot') @499:43
                                    Assign(targets=('og',)) @500:29
                                      .value:
                                        BinOp(op='%') @500:35
                                          .lhs:
                                            BinOp(op='+') @500:35
                                              .lhs:
                                                Name(id='wg') @500:35
                                              .rhs:
                                                Const(value=1) @500:40
                                          .rhs:
                                            Name(id='NWG') @500:45
                                    Assign(targets=('b0',)) @501:29
                                      .value:
                                        Call(kwargs=()) @501:34
                                          .func:
                                            Name(id='mma_async') @501:34
                                          .args:
                                            Attr(name='T') @501:44
                                              .value:
                                                Index() @501:44
                                                  .value:
                                                    Name(id='ds_s') @501:44
                                                  .subs:
                                                    BinOp(op='+') @501:49
                                                      .lhs:
                                                        BinOp(op='*') @501:49
                                                          .lhs:
                                                            Name(id='slot') @501:49
                                                          .rhs:
                                                            Name(id='NWG') @501:56
                                                      .rhs:
                                                        Name(id='og') @501:62
                                            Index() @501:69
                                              .value:
                                                Name(id='kh_tile') @501:69
                                              .subs:
                                                BinOp(op='+') @501:77
                                                  .lhs:
                                                    BinOp(op='*') @501:77
                                                      .lhs:
                                                        Name(id='NC') @501:77
                                                      .rhs:
                                                        BinOp(op='+') @501:83
                                                          .lhs:
                                                            BinOp(op='*') @501:83
                                                              .lhs:
                                                                Name(id='ks') @501:83
                                                              .rhs:
                                                                Name(id='NWG') @501:88
                                                          .rhs:
                                                            Name(id='og') @501:94
                                                  .rhs:
                                                    Name(id='c0') @501:100
                                            Name(id='p0') @501:105
                                    Assign(targets=('b1',)) @502:29
                                      .value:
                                        Call(kwargs=()) @502:34
                                          .func:
                                            Name(id='mma_async') @502:34
                                          .args:
                                            Attr(name='T') @502:44
                                              .value:
                                                Index() @502:44
                                                  .value:
                                                    Name(id='ds_s') @502:44
                                                  .subs:
                                                    BinOp(op='+') @502:49
                                                      .lhs:
                                                        BinOp(op='*') @502:49
                                                          .lhs:
                                                            Name(id='slot') @502:49
                                                          .rhs:
                                                            Name(id='NWG') @502:56
                                                      .rhs:
                                                        Name(id='og') @502:62
                                            Index() @502:69
                                              .value:
                                                Name(id='kh_tile') @502:69
                                              .subs:
                                                BinOp(op='+') @502:77
                                                  .lhs:
                                                    BinOp(op='+') @502:77
                                                      .lhs:
                                                        BinOp(op='*') @502:77
                                                          .lhs:
                                                            Name(id='NC') @502:77
                                                          .rhs:
                                                            BinOp(op='+') @502:83
                                                              .lhs:
                                                                BinOp(op='*') @502:83
                                                                  .lhs:
                                                                    Name(id='ks') @502:83
                                                                  .rhs:
                                                                    Name(id='NWG') @502:88
                                                              .rhs:
                                                                Name(id='og') @502:94
                                                      .rhs:
                                                        Name(id='c0') @502:100
                                                  .rhs:
                                                    Const(value=1) @502:105
                                            Name(id='p1') @502:109
                                    Assign(targets=('p0',)) @504:29
                                      .value:
                                        Call() @504:34
                                          .func:
                                            Name(id='mma_wait') @504:34
                                          .args:
                                            Name(id='b0') @504:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @504:55
                                            )
                                    Wait() @505:29
                                      .target:
                                        Index() @505:34
                                          .value:
                                            Name(id='dq_empty') @505:34
                                          .subs:
                                            Const(value=0) @505:43
                                      .phase:
                                        BinOp(op='-') @505:52
                                          .lhs:
                                            Const(value=1) @505:52
                                          .rhs:
                                            BinOp(op='%') @505:56
                                              .lhs:
                                                Name(id='slot') @505:56
                                              .rhs:
                                                Const(value=2) @505:63
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
                                            Name(id='p0') @506:50
                                    Fence() @507:29
                                    Arrive(count=None) @508:29
                                      .target:
                                        Index() @508:36
                                          .value:
                                            Name(id='dq_full') @508:36
                                          .subs:
                                            Const(value=0) @508:44
                                    Assign(targets=('p1',)) @509:29
                                      .value:
                                        Call(kwargs=()) @509:34
                                          .func:
                                            Name(id='mma_wait') @509:34
                                          .args:
                                            Name(id='b1') @509:43
                                    Wait() @510:29
                                      .target:
                                        Index() @510:34
                                          .value:
                                            Name(id='dq_empty') @510:34
                                          .subs:
                                            Const(value=1) @510:43
                                      .phase:
                                        BinOp(op='-') @510:52
                                          .lhs:
                                            Const(value=1) @510:52
                                          .rhs:
                                            BinOp(op='%') @510:56
                                              .lhs:
                                                Name(id='slot') @510:56
                                              .rhs:
                                                Const(value=2) @510:63
                                    ExprStmt() @511:29
                                      .value:
                                        Call(kwargs=()) @511:29
                                          .func:
                                            Name(id='store_smem') @511:29
                                          .args:
                                            Index() @511:40
                                              .value:
                                                Name(id='dq_s') @511:40
                                              .subs:
                                                BinOp(op='+') @511:45
                                                  .lhs:
                                                    Name(id='NWG') @511:45
                                                  .rhs:
                                                    Name(id='wg') @511:51
                                            Name(id='p1') @511:56
                                    Fence() @512:29
                                    Arrive(count=None) @513:29
                                      .target:
                                        Index() @513:36
                                          .value:
                                            Name(id='dq_full') @513:36
                                          .subs:
                                            Const(value=1) @513:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @515:29
                                      .value:
                                        Call() @515:37
                                          .func:
                                            Name(id='mma_wait') @515:37
                                          .args:
                                            Name(id='dv_f') @515:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @515:60
                                            )
                                    Assign(targets=('acc_k',)) @516:29
                                      .value:
                                        Call(kwargs=()) @516:37
                                          .func:
                                            Name(id='mma_wait') @516:37
                                          .args:
                                            Name(id='dk_f') @516:46
                                    Arrive(count=None) @517:29
                                      .target:
                                        Index() @517:36
                                          .value:
                                            Name(id='qd_free') @517:36
                                          .subs:
                                            Name(id='slot') @517:44
                                    Wait(phase=None) @518:29
                                      .target:
                                        Index() @518:34
                                          .value:
                                            Name(id='ds_ready') @518:34
                                          .subs:
                                            Name(id='slot') @518:43
                                    If() @519:29
                                      .cond:
                                        Name(id='ROWS') @519:32
                                      .body:
                                        Assign(targets=('RW',)) @521:33
                                          .value:
                                            BinOp(op='//') @521:38
                                              .lhs:
                                                Name(id='BLOCK_M') @521:38
                                              .rhs:
                                                Name(id='NWG') @521:49
                                        Assign(targets=('dq_r',)) @522:33
                                          .value:
                                            Call(kwargs=()) @522:40
                                              .func:
                                                Name(id='zeros') @522:40
                                              .args:
                                                ListLit() @522:46
                                                  .elts:
                                                    Name(id='RW') @522:47
                                                    Name(id='D') @522:51
                                                Name(id='f32') @522:55
                                        For(var='g') @523:33
                                          .iter:
                                            Call(kwargs=()) @523:42
                                              .func:
                                                Name(id='static_range') @523:42
                                              .args:
                                                Name(id='NWG') @523:55
                                          .body:
                                            Assign(targets=('gg',)) @524:37
                                              .value:
                                                BinOp(op='%') @524:43
                                                  .lhs:
                                                    BinOp(op='+') @524:43
                                                      .lhs:
                                                        Name(id='wg') @524:43
                                                      .rhs:
                                                        Name(id='g') @524:48
                                                  .rhs:
                                                    Name(id='NWG') @524:53
                                            Assign(targets=('dq_r',)) @525:37
                                              .value:
                                                Call(kwargs=()) @525:44
                                                  .func:
                                                    Name(id='mma_wait') @525:44
                                                  .args:
                                                    Call(kwargs=()) @525:53
                                                      .func:
                                                        Name(id='mma_async') @525:53
                                                      .args:
                                                        Attr(name='T') @525:63
                                                          .value:
                                                            Call(kwargs=()) @525:63
                                                              .func:
                                                                Name(id='col_block') @525:63
                                                              .args:
                                                                Index() @525:73
                                                                  .value:
                                                                    Name(id='ds_s') @525:73
                                                                  .subs:
                                                                    BinOp(op='+') @525:78
                                                                      .lhs:
                                                                        BinOp(op='*') @525:78
                                                                          .lhs:
                                                                            Name(id='slot') @525:78
                                                                          .rhs:
                                                                            Name(id='NWG') @525:85
                                                                      .rhs:
                                                                        Name(id='gg') @525:91
                                                                Name(id='wg') @525:96
                                                                Name(id='RW') @525:100
                                                        Index() @526:63
                                                          .value:
                                                            Name(id='k_tile') @526:63
                                                          .subs:
                                                            BinOp(op='+') @526:70
                                                              .lhs:
                                                                BinOp(op='*') @526:70
                                                                  .lhs:
                                                                    Name(id='ks') @526:70
                                                                  .rhs:
                                                                    Name(id='NWG') @526:75
                                                              .rhs:
                                                                Name(id='gg') @526:81
                                                        Name(id='dq_r') @526:86
                                        Wait() @527:33
                                          .target:
                                            Index() @527:38
                                              .value:
                                                Name(id='dq_empty') @527:38
                                              .subs:
                                                Const(value=0) @527:47
                                          .phase:
                                            BinOp(op='-') @527:56
                                              .lhs:
                                                Const(value=1) @527:56
                                              .rhs:
                                                BinOp(op='%') @527:60
                                                  .lhs:
                                                    Name(id='slot') @527:60
                                                  .rhs:
                                                    Const(value=2) @527:67
                                        ExprStmt() @528:33
                                          .value:
                                            Call(kwargs=()) @528:33
                                              .func:
                                                Name(id='store_smem') @528:33
                                              .args:
                                                Index() @528:44
                                                  .value:
                                                    Name(id='dq_s') @528:44
                                                  .subs:
                                                    Name(id='wg') @528:49
                                                Name(id='dq_r') @528:54
                                        If(orelse=()) @529:33
                                          .cond:
                                            Unary(op='not') @529:36
                                              .operand:
                                                Name(id='LATE') @529:40
                                          .body:
                                            Fence() @530:37
                                            Arrive(count=None) @531:37
                                              .target:
                                                Index() @531:44
                                                  .value:
                                                    Name(id='dq_full') @531:44
                                                  .subs:
                                                    Const(value=0) @531:52
                                      .orelse:
                                        For(var='i') @535:33
                                          .iter:
                                            Call(kwargs=()) @535:42
                                              .func:
                                                Name(id='static_range') @535:42
                                              .args:
                                                Name(id='NCW') @535:55
                                          .body:
                                            Assign(targets=('c',)) @536:37
                                              .value:
                                                BinOp(op='+') @536:41
                                                  .lhs:
                                                    BinOp(op='*') @536:41
                                                      .lhs:
                                                        Name(id='wg') @536:41
                                                      .rhs:
                                                        Name(id='NCW') @536:46
                                                  .rhs:
                                                    Name(id='i') @536:52
                                            Assign(targets=('dq_c',)) @537:37
                                              .value:
                                                Call(kwargs=()) @537:44
                                                  .func:
                                                    Name(id='zeros') @537:44
                                                  .args:
                                                    ListLit() @537:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @537:51
                                                        Name(id='DQ_COLS') @537:60
                                                    Name(id='f32') @537:70
                                            For(var='g') @538:37
                                              .iter:
                                                Call(kwargs=()) @538:46
                                                  .func:
                                                    Name(id='static_range') @538:46
                                                  .args:
                                                    Name(id='NWG') @538:59
                                              .body:
                                                Assign(targets=('gg',)) @539:41
                                                  .value:
                                                    BinOp(op='%') @539:47
                                                      .lhs:
                                                        BinOp(op='+') @539:47
                                                          .lhs:
                                                            Name(id='wg') @539:47
                                                          .rhs:
                                                            Name(id='g') @539:52
                                                      .rhs:
                                                        Name(id='NWG') @539:57
                                                Assign(targets=('dq_c',)) @540:41
                                                  .value:
                                                    Call(kwargs=()) @540:48
                                                      .func:
                                                        Name(id='mma_wait') @540:48
                                                      .args:
                                                        Call(kwargs=()) @540:57
                                                          .func:
                                                            Name(id='mma_async') @540:57
                                                          .args:
                                                            Attr(name='T') @540:67
                                                              .value:
                                                                Index() @540:67
                                                                  .value:
                                                                    Name(id='ds_s') @540:67
                                                                  .subs:
                                                                    BinOp(op='+') @540:72
                                                                      .lhs:
                                                                        BinOp(op='*') @540:72
                                                                          .lhs:
                                                                            Name(id='slot') @540:72
                                                                          .rhs:
                                                                            Name(id='NWG') @540:79
                                                                      .rhs:
                                                                        Name(id='gg') @540:85
                                                            Index() @540:92
                                                              .value:
                                                                Name(id='kh_tile') @540:92
                                                              .subs:
                                                                BinOp(op='+') @540:100
                                                                  .lhs:
                                                                    BinOp(op='*') @540:100
                                                                      .lhs:
                                                                        Name(id='NC') @540:100
                                                                      .rhs:
                                                                        BinOp(op='+') @540:106
                                                                          .lhs:
                                                                            BinOp(op='*') @540:106
                                                                              .lhs:
                                                                                Name(id='ks') @540:106
                                                                              .rhs:
                                                                                Name(id='NWG') @540:111
                                                                          .rhs:
                                                                            Name(id='gg') @540:117
                                                                  .rhs:
                                                                    Name(id='c') @540:123
                                                            Name(id='dq_c') @540:127
                                            Wait() @543:37
                                              .target:
                                                Index() @543:42
                                                  .value:
                                                    Name(id='dq_empty') @543:42
                                                  .subs:
                                                    Name(id='i') @543:51
                                              .phase:
                                                BinOp(op='-') @543:60
                                                  .lhs:
                                                    Const(value=1) @543:60
                                                  .rhs:
                                                    BinOp(op='%') @543:64
                                                      .lhs:
                                                        Name(id='slot') @543:64
                                                      .rhs:
                                                        Const(value=2) @543:71
                                            ExprStmt() @544:37
                                              .value:
                                                Call(kwargs=()) @544:37
                                                  .func:
                                                    Name(id='store_smem') @544:37
                                                  .args:
                                                    Index() @544:48
                                                      .value:
                                                        Name(id='dq_s') @544:48
                                                      .subs:
                                                        BinOp(op='+') @544:53
                                                          .lhs:
                                                            BinOp(op='*') @544:53
                                                              .lhs:
                                                                Name(id='i') @544:53
                                                              .rhs:
                                                                Name(id='NWG') @544:57
                                                          .rhs:
                                                            Name(id='wg') @544:63
                                                    Name(id='dq_c') @544:68
                                            If(orelse=()) @545:37
                                              .cond:
                                                BoolOp(op='or') @545:40
                                                  .values:
                                                    Unary(op='not') @545:40
                                                      .operand:
                                                        Name(id='LATE') @545:44
                                                    BinOp(op='<') @545:52
                                                      .lhs:
                                                        Name(id='i') @545:52
                                                      .rhs:
                                                        BinOp(op='-') @545:56
                                                          .lhs:
                                                            Name(id='NCW') @545:56
                                                          .rhs:
                                                            Const(value=1) @545:62
                                              .body:
                                                Fence() @546:41
                                                Arrive(count=None) @547:41
                                                  .target:
                                                    Index() @547:48
                                                      .value:
                                                        Name(id='dq_full') @547:48
                                                      .subs:
                                                        Name(id='i') @547:56
                              .orelse:
                                ExprStmt() @550:25
                                  .value:
                                    Call(kwargs=()) @550:25
                                      .func:
                                        Name(id='store_smem') @550:25
                                      .args:
                                        Index() @550:36
                                          .value:
                                            Name(id='ds_s') @550:36
                                          .subs:
                                            Name(id='wg') @550:41
                                        Name(id='dst') @550:46
                                Fence() @551:25
                                Assign(targets=('dq_f',)) @552:25
                                  .value:
                                    Call(kwargs=()) @552:32
                                      .func:
                                        Name(id='mma_async') @552:32
                                      .args:
                                        Attr(name='T') @552:42
                                          .value:
                                            Index() @552:42
                                              .value:
                                                Name(id='ds_s') @552:42
                                              .subs:
                                                Name(id='wg') @552:47
                                        Index() @552:54
                                          .value:
                                            Name(id='kh_tile') @552:54
                                          .subs:
                                            BinOp(op='*') @552:62
                                              .lhs:
                                                Name(id='NC') @552:62
                                              .rhs:
                                                Name(id='mine') @552:67
                                Assign(targets=('dk_f',)) @553:25
                                  .value:
                                    Call(kwargs=()) @553:32
                                      .func:
                                        Name(id='mma_async') @553:32
                                      .args:
                                        Name(id='dst') @553:42
                                        Index() @553:47
                                          .value:
                                            Name(id='q_ring') @553:47
                                          .subs:
                                            Name(id='slot') @553:54
                                        Name(id='acc_k') @553:61
                                Assign(targets=('acc_v',)) @554:25
                                  .value:
                                    Call() @554:33
                                      .func:
                                        Name(id='mma_wait') @554:33
                                      .args:
                                        Name(id='dv_f') @554:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @554:56
                                        )
                                Assign(targets=('dq_c',)) @558:25
                                  .value:
                                    Call() @558:32
                                      .func:
                                        Name(id='mma_wait') @558:32
                                      .args:
                                        Name(id='dq_f') @558:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @558:55
                                        )
                                ExprStmt() @559:25
                                  .value:
                                    Call(kwargs=()) @559:25
                                      .func:
                                        Name(id='store_smem') @559:25
                                      .args:
                                        Index() @559:36
                                          .value:
                                            Name(id='dq_s') @559:36
                                          .subs:
                                            Name(id='wg') @559:41
                                        Name(id='dq_c') @559:46
                                Fence() @560:25
                                Tma(signals=None, reduce='add') @561:25
                                  .dst:
                                    Index() @561:29
                                      .value:
                                        Name(id='dq_acc') @561:29
                                      .subs:
                                        Name(id='seq') @561:36
                                        Name(id='mb') @561:41
                                        Name(id='head') @561:45
                                        Const(value=0) @561:51
                                  .src:
                                    Index() @561:57
                                      .value:
                                        Name(id='dq_s') @561:57
                                      .subs:
                                        Name(id='wg') @561:62
                                Assign(targets=('dq_f',)) @562:25
                                  .value:
                                    Call(kwargs=()) @562:32
                                      .func:
                                        Name(id='mma_async') @562:32
                                      .args:
                                        Attr(name='T') @562:42
                                          .value:
                                            Index() @562:42
                                              .value:
                                                Name(id='ds_s') @562:42
                                              .subs:
                                                Name(id='wg') @562:47
                                        Index() @562:54
                                          .value:
                                            Name(id='kh_tile') @562:54
                                          .subs:
                                            BinOp(op='+') @562:62
                                              .lhs:
                                                BinOp(op='*') @562:62
                                                  .lhs:
                                                    Name(id='NC') @562:62
                                                  .rhs:
                                                    Name(id='mine') @562:67
                                              .rhs:
                                                Const(value=1) @562:74
                                Assign(targets=('acc_k',)) @563:25
                                  .value:
                                    Call() @563:33
                                      .func:
                                        Name(id='mma_wait') @563:33
                                      .args:
                                        Name(id='dk_f') @563:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @563:56
                                        )
                                Assign(targets=('dq_c',)) @564:25
                                  .value:
                                    Call(kwargs=()) @564:32
                                      .func:
                                        Name(id='mma_wait') @564:32
                                      .args:
                                        Name(id='dq_f') @564:41
                                Arrive(count=None) @565:25
                                  .target:
                                    Index() @565:32
                                      .value:
                                        Name(id='qd_free') @565:32
                                      .subs:
                                        Name(id='slot') @565:40
                                ExprStmt() @566:25
                                  .value:
                                    Call(kwargs=()) @566:25
                                      .func:
                                        Name(id='store_smem') @566:25
                                      .args:
                                        Index() @566:36
                                          .value:
                                            Name(id='dq_s') @566:36
                                          .subs:
                                            Name(id='wg') @566:41
                                        Name(id='dq_c') @566:46
                                Fence() @567:25
                                Tma(signals=None, reduce='add') @568:25
                                  .dst:
                                    Index() @568:29
                                      .value:
                                        Name(id='dq_acc') @568:29
                                      .subs:
                                        Name(id='seq') @568:36
                                        Name(id='mb') @568:41
                                        Name(id='head') @568:45
                                        Const(value=1) @568:51
                                  .src:
                                    Index() @568:57
                                      .value:
                                        Name(id='dq_s') @568:57
                                      .subs:
                                        Name(id='wg') @568:62
                                For(var='c') @569:25
                                  .iter:
                                    Call(kwargs=()) @569:34
                                      .func:
                                        Name(id='static_range') @569:34
                                      .args:
                                        Const(value=2) @569:47
                                        Name(id='NC') @569:50
                                  .body:
                                    Assign(targets=('dq_c',)) @570:29
                                      .value:
                                        Call(kwargs=()) @570:36
                                          .func:
                                            Name(id='mma_wait') @570:36
                                          .args:
                                            Call(kwargs=()) @570:45
                                              .func:
                                                Name(id='mma_async') @570:45
                                              .args:
                                                Attr(name='T') @570:55
                                                  .value:
                                                    Index() @570:55
                                                      .value:
                                                        Name(id='ds_s') @570:55
                                                      .subs:
                                                        Name(id='wg') @570:60
                                                Index() @570:67
                                                  .value:
                                                    Name(id='kh_tile') @570:67
                                                  .subs:
                                                    BinOp(op='+') @570:75
                                                      .lhs:
                                                        BinOp(op='*') @570:75
                                                          .lhs:
                                                            Name(id='NC') @570:75
                                                          .rhs:
                                                            Name(id='mine') @570:80
                                                      .rhs:
                                                        Name(id='c') @570:87
                                    ExprStmt() @571:29
                                      .value:
                                        Call(kwargs=()) @571:29
                                          .func:
                                            Name(id='store_smem') @571:29
                                          .args:
                                            Index() @571:40
                                              .value:
                                                Name(id='dq_s') @571:40
                                              .subs:
                                                Name(id='wg') @571:45
                                            Name(id='dq_c') @571:50
                                    Fence() @572:29
                                    Tma(signals=None, reduce='add') @573:29
                                      .dst:
                                        Index() @573:33
                                          .value:
                                            Name(id='dq_acc') @573:33
                                          .subs:
                                            Name(id='seq') @573:40
                                            Name(id='mb') @573:45
                                            Name(id='head') @573:49
                                            Name(id='c') @573:55
                                      .src:
                                        Index() @573:61
                                          .value:
                                            Name(id='dq_s') @573:61
                                          .subs:
                                            Name(id='wg') @573:66
            If(orelse=()) @574:9
              .cond:
                BoolOp(op='and') @574:12
                  .values:
                    Name(id='LATE') @574:12
                    Unary(op='not') @574:21
                      .operand:
                        Name(id='LAG') @574:25
              .body:
                If(orelse=()) @576:13
                  .cond:
                    BinOp(op='>') @576:16
                      .lhs:
                        Name(id='steps') @576:16
                      .rhs:
                        Const(value=0) @576:24
                  .body:
                    Fence() @577:17
                    Arrive(count=None) @578:17
                      .target:
                        Index() @578:24
                          .value:
                            Name(id='dq_full') @578:24
                          .subs:
                            Name(id='LAST') @578:32
            If(orelse=()) @579:9
              .cond:
                Name(id='LAG') @579:12
              .body:
                Assign(targets=('og',)) @580:13
                  .value:
                    BinOp(op='%') @580:19
                      .lhs:
                        BinOp(op='+') @580:19
                          .lhs:
                            Name(id='wg') @580:19
                          .rhs:
                            Const(value=1) @580:24
                      .rhs:
                        Name(id='NWG') @580:29
                If(orelse=()) @581:13
                  .cond:
                    Name(id='CARRY') @581:16
                  .body:
                    Assign(targets=('acc_k',)) @584:17
                      .value:
                        Call(kwargs=()) @584:25
                          .func:
                            Name(id='mma_wait') @584:25
                          .args:
                            Name(id='dk_f') @584:34
                If(orelse=()) @585:13
                  .cond:
                    BinOp(op='>') @585:16
                      .lhs:
                        Name(id='steps') @585:16
                      .rhs:
                        Const(value=0) @585:24
                  .body:
                    If(orelse=()) @586:17
                      .cond:
                        Name(id='CARRY') @586:20
                      .body:
                        Arrive(count=None) @587:21
                          .target:
                            Index() @587:28
                              .value:
                                Name(id='qd_free') @587:28
                              .subs:
                                Name(id='last') @587:36
                    Wait() @588:17
                      .target:
                        Index() @588:22
                          .value:
                            Name(id='ds_ready') @588:22
                          .subs:
                            Const(value=0) @588:31
                      .phase:
                        BinOp(op='%') @588:40
                          .lhs:
                            Name(id='last') @588:40
                          .rhs:
                            Const(value=2) @588:47
                    For(var='i') @589:17
                      .iter:
                        Call(kwargs=()) @589:26
                          .func:
                            Name(id='static_range') @589:26
                          .args:
                            Name(id='NCW') @589:39
                      .body:
                        Assign(targets=('c',)) @590:21
                          .value:
                            BinOp(op='+') @590:25
                              .lhs:
                                BinOp(op='*') @590:25
                                  .lhs:
                                    Name(id='wg') @590:25
                                  .rhs:
                                    Name(id='NCW') @590:30
                              .rhs:
                                Name(id='i') @590:36
                        If() @591:21
                          .cond:
                            Name(id='DQ_PAIR') @591:24
                          .body:
                            Assign(targets=('f0',)) @593:25
                              .value:
                                Call(kwargs=()) @593:30
                                  .func:
                                    Name(id='mma_async') @593:30
                                  .args:
                                    Index() @593:40
                                      .value:
                                        Name(id='ds_s') @593:40
                                      .subs:
                                        BinOp(op='+') @593:45
                                          .lhs:
                                            BinOp(op='*') @593:45
                                              .lhs:
                                                Name(id='last') @593:45
                                              .rhs:
                                                Name(id='NWG') @593:52
                                          .rhs:
                                            Name(id='wg') @593:58
                                    Index() @593:63
                                      .value:
                                        Name(id='kh_tile') @593:63
                                      .subs:
                                        BinOp(op='+') @593:71
                                          .lhs:
                                            BinOp(op='*') @593:71
                                              .lhs:
                                                Name(id='NC') @593:71
                                              .rhs:
                                                BinOp(op='+') @593:77
                                                  .lhs:
                                                    BinOp(op='*') @593:77
                                                      .lhs:
                                                        Name(id='ks') @593:77
                                                      .rhs:
                                                        Name(id='NWG') @593:82
                                                  .rhs:
                                                    Name(id='wg') @593:88
                                          .rhs:
                                            Name(id='c') @593:94
                            Assign(targets=('f1',)) @594:25
                              .value:
                                Call(kwargs=()) @594:30
                                  .func:
                                    Name(id='mma_async') @594:30
                                  .args:
                                    Index() @594:40
                                      .value:
                                        Name(id='ds_s') @594:40
                                      .subs:
                                        BinOp(op='+') @594:45
                                          .lhs:
                                            BinOp(op='*') @594:45
                                              .lhs:
                                                Name(id='last') @594:45
                                              .rhs:
                                                Name(id='NWG') @594:52
                                          .rhs:
                                            Name(id='og') @594:58
                                    Index() @594:63
                                      .value:
                                        Name(id='kh_tile') @594:63
                                      .subs:
                                        BinOp(op='+') @594:71
                                          .lhs:
                                            BinOp(op='*') @594:71
                                              .lhs:
                                                Name(id='NC') @594:71
                                              .rhs:
                                                BinOp(op='+') @594:77
                                                  .lhs:
                                                    BinOp(op='*') @594:77
                                                      .lhs:
                                                        Name(id='ks') @594:77
                                                      .rhs:
                                                        Name(id='NWG') @594:82
                                                  .rhs:
                                                    Name(id='og') @594:88
                                          .rhs:
                                            Name(id='c') @594:94
                                    Name(id='f0') @594:98
                            Assign(targets=('dq_c',)) @595:25
                              .value:
                                Call(kwargs=()) @595:32
                                  .func:
                                    Name(id='mma_wait') @595:32
                                  .args:
                                    Name(id='f1') @595:41
                          .orelse:
                            Assign(targets=('dq_c',)) @597:25
                              .value:
                                Call(kwargs=()) @597:32
                                  .func:
                                    Name(id='zeros') @597:32
                                  .args:
                                    ListLit() @597:38
                                      .elts:
                                        Name(id='BLOCK_M') @597:39
                                        Name(id='DQ_COLS') @597:48
                                    Name(id='f32') @597:58
                            For(var='g') @598:25
                              .iter:
                                Call(kwargs=()) @598:34
                                  .func:
                                    Name(id='static_range') @598:34
                                  .args:
                                    Name(id='NWG') @598:47
                              .body:
                                Assign(targets=('gg',)) @599:29
                                  .value:
                                    BinOp(op='%') @599:35
                                      .lhs:
                                        BinOp(op='+') @599:35
                                          .lhs:
                                            Name(id='wg') @599:35
                                          .rhs:
                                            Name(id='g') @599:40
                                      .rhs:
                                        Name(id='NWG') @599:45
                                If() @600:29
                                  .cond:
                                    Name(id='SMEM_P') @600:32
                                  .body:
                                    Assign(targets=('dq_f',)) @601:33
                                      .value:
                                        Call(kwargs=()) @601:40
                                          .func:
                                            Name(id='mma_async') @601:40
                                          .args:
                                            Index() @601:50
                                              .value:
                                                Name(id='ds_s') @601:50
                                              .subs:
                                                BinOp(op='+') @601:55
                                                  .lhs:
                                                    BinOp(op='*') @601:55
                                                      .lhs:
                                                        Name(id='last') @601:55
                                                      .rhs:
                                                        Name(id='NWG') @601:62
                                                  .rhs:
                                                    Name(id='gg') @601:68
                                            Index() @601:73
                                              .value:
                                                Name(id='kh_tile') @601:73
                                              .subs:
                                                BinOp(op='+') @601:81
                                                  .lhs:
                                                    BinOp(op='*') @601:81
                                                      .lhs:
                                                        Name(id='NC') @601:81
                                                      .rhs:
                                                        BinOp(op='+') @601:87
                                                          .lhs:
                                                            BinOp(op='*') @601:87
                                                              .lhs:
                                                                Name(id='ks') @601:87
                                                              .rhs:
                                                                Name(id='NWG') @601:92
                                                          .rhs:
                                                            Name(id='gg') @601:98
                                                  .rhs:
                                                    Name(id='c') @601:104
                                            Name(id='dq_c') @601:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @603:33
                                      .value:
                                        Call(kwargs=()) @603:40
                                          .func:
                                            Name(id='mma_async') @603:40
                                          .args:
                                            Attr(name='T') @603:50
                                              .value:
                                                Index() @603:50
                                                  .value:
                                                    Name(id='ds_s') @603:50
                                                  .subs:
                                                    BinOp(op='+') @603:55
                                                      .lhs:
                                                        BinOp(op='*') @603:55
                                                          .lhs:
                                                            Name(id='last') @603:55
                                                          .rhs:
                                                            Name(id='NWG') @603:62
                                                      .rhs:
                                                        Name(id='gg') @603:68
                                            Index() @603:75
                                              .value:
                                                Name(id='kh_tile') @603:75
                                              .subs:
                                                BinOp(op='+') @603:83
                                                  .lhs:
                                                    BinOp(op='*') @603:83
                                                      .lhs:
                                                        Name(id='NC') @603:83
                                                      .rhs:
                                                        BinOp(op='+') @603:89
                                                          .lhs:
                                                            BinOp(op='*') @603:89
                                                              .lhs:
                                                                Name(id='ks') @603:89
                                                              .rhs:
                                                                Name(id='NWG') @603:94
                                                          .rhs:
                                                            Name(id='gg') @603:100
                                                  .rhs:
                                                    Name(id='c') @603:106
                                            Name(id='dq_c') @603:110
                                Assign(targets=('dq_c',)) @604:29
                                  .value:
                                    Call(kwargs=()) @604:36
                                      .func:
                                        Name(id='mma_wait') @604:36
                                      .args:
                                        Name(id='dq_f') @604:45
                        Wait() @605:21
                          .target:
                            Index() @605:26
                              .value:
                                Name(id='dq_empty') @605:26
                              .subs:
                                Name(id='i') @605:35
                          .phase:
                            BinOp(op='-') @605:44
                              .lhs:
                                Const(value=1) @605:44
                              .rhs:
                                BinOp(op='%') @605:48
                                  .lhs:
                                    Name(id='last') @605:48
                                  .rhs:
                                    Const(value=2) @605:55
                        ExprStmt() @606:21
                          .value:
                            Call(kwargs=()) @606:21
                              .func:
                                Name(id='store_smem') @606:21
                              .args:
                                Index() @606:32
                                  .value:
                                    Name(id='dq_s') @606:32
                                  .subs:
                                    BinOp(op='+') @606:37
                                      .lhs:
                                        BinOp(op='*') @606:37
                                          .lhs:
                                            Name(id='i') @606:37
                                          .rhs:
                                            Name(id='NWG') @606:41
                                      .rhs:
                                        Name(id='wg') @606:47
                                Name(id='dq_c') @606:52
                        Fence() @607:21
                        Arrive(count=None) @608:21
                          .target:
                            Index() @608:28
                              .value:
                                Name(id='dq_full') @608:28
                              .subs:
                                Name(id='i') @608:36
            If(orelse=()) @609:9
              .cond:
                Unary(op='not') @609:12
                  .operand:
                    Name(id='KV_TMA') @609:16
              .body:
                Arrive(count=None) @610:13
                  .target:
                    Index() @610:20
                      .value:
                        Name(id='kv_free') @610:20
                      .subs:
                        Name(id='ks') @610:28
            Assign(targets=('k_scale',)) @611:9
              .value:
                Name(id='sm_scale') @611:19
            Assign(targets=('v_scale',)) @612:9
              .value:
                Const(value=1.0) @612:19
            If(orelse=()) @613:9
              .cond:
                BinOp(op='==') @613:12
                  .lhs:
                    Name(id='ACT') @613:12
                  .rhs:
                    Const(value='silu') @613:19
              .body:
                Assign(targets=('k_scale',)) @614:13
                  .value:
                    BinOp(op='*') @614:23
                      .lhs:
                        Name(id='sm_scale') @614:23
                      .rhs:
                        Name(id='out_scale') @614:34
                Assign(targets=('v_scale',)) @615:13
                  .value:
                    Name(id='out_scale') @615:23
            If() @616:9
              .cond:
                Name(id='KV_TMA') @616:12
              .body:
                If(orelse=()) @617:13
                  .cond:
                    Name(id='ROWS') @617:16
                  .body:
                    Arrive(count=None) @618:17
                      .target:
                        Index() @618:24
                          .value:
                            Name(id='kv_done') @618:24
                          .subs:
                            Name(id='ks') @618:32
                    Wait(phase=None) @619:17
                      .target:
                        Index() @619:22
                          .value:
                            Name(id='kv_done') @619:22
                          .subs:
                            Name(id='ks') @619:30
                ExprStmt() @620:13
                  .value:
                    Call(kwargs=()) @620:13
                      .func:
                        Name(id='store_smem') @620:13
                      .args:
                        Index() @620:24
                          .value:
                            Name(id='k_tile') @620:24
                          .subs:
                            Name(id='mine') @620:31
                        Call(kwargs=()) @620:38
                          .func:
                            Name(id='cast') @620:38
                          .args:
                            BinOp(op='*') @620:43
                              .lhs:
                                Name(id='acc_k') @620:43
                              .rhs:
                                Name(id='k_scale') @620:51
                            Name(id='DT') @620:60
                ExprStmt() @621:13
                  .value:
                    Call(kwargs=()) @621:13
                      .func:
                        Name(id='store_smem') @621:13
                      .args:
                        Index() @621:24
                          .value:
                            Name(id='v_tile') @621:24
                          .subs:
                            Name(id='mine') @621:31
                        Call(kwargs=()) @621:38
                          .func:
                            Name(id='cast') @621:38
                          .args:
                            BinOp(op='*') @621:43
                              .lhs:
                                Name(id='acc_v') @621:43
                              .rhs:
                                Name(id='v_scale') @621:51
                            Name(id='DT') @621:60
                Fence() @622:13
                Tma(signals=None) @623:13
                  .dst:
                    Index() @623:17
                      .value:
                        Name(id='dk') @623:17
                      .subs:
                        Name(id='seq') @623:20
                        BinOp(op='+') @623:25
                          .lhs:
                            BinOp(op='*') @623:25
                              .lhs:
                                Name(id='NWG') @623:25
                              .rhs:
                                Name(id='n') @623:31
                          .rhs:
                            Name(id='wg') @623:35
                        Name(id='kvh') @623:39
                  .src:
                    Index() @623:47
                      .value:
                        Name(id='k_tile') @623:47
                      .subs:
                        Name(id='mine') @623:54
                Tma(signals=None) @624:13
                  .dst:
                    Index() @624:17
                      .value:
                        Name(id='dv') @624:17
                      .subs:
                        Name(id='seq') @624:20
                        BinOp(op='+') @624:25
                          .lhs:
                            BinOp(op='*') @624:25
                              .lhs:
                                Name(id='NWG') @624:25
                              .rhs:
                                Name(id='n') @624:31
                          .rhs:
                            Name(id='wg') @624:35
                        Name(id='kvh') @624:39
                  .src:
                    Index() @624:47
                      .value:
                        Name(id='v_tile') @624:47
                      .subs:
                        Name(id='mine') @624:54
                Arrive(count=None) @625:13
                  .target:
                    Index() @625:20
                      .value:
                        Name(id='kv_free') @625:20
                      .subs:
                        Name(id='ks') @625:28
              .orelse:
                Assign(targets=('live',)) @627:13
                  .value:
                    BinOp(op='<') @627:20
                      .lhs:
                        Name(id='krows') @627:20
                      .rhs:
                        Name(id='len_k') @627:28
                Store() @628:13
                  .target:
                    Index() @628:13
                      .value:
                        Name(id='dk') @628:13
                      .subs:
                        Name(id='seq') @628:16
                  .subs:
                    Index() @628:21
                      .value:
                        Name(id='krows') @628:21
                      .subs:
                        FullSlice() @628:27
                        Const(value=None) @628:30
                    Name(id='kvh') @628:37
                    Index() @628:42
                      .value:
                        Name(id='dcols') @628:42
                      .subs:
                        Const(value=None) @628:48
                        FullSlice() @628:54
                  .value:
                    Call(kwargs=()) @628:60
                      .func:
                        Name(id='cast') @628:60
                      .args:
                        BinOp(op='*') @628:65
                          .lhs:
                            Name(id='acc_k') @628:65
                          .rhs:
                            Name(id='k_scale') @628:73
                        Name(id='DT') @628:82
                  .mask:
                    Index() @628:92
                      .value:
                        Name(id='live') @628:92
                      .subs:
                        FullSlice() @628:97
                        Const(value=None) @628:100
                Store() @629:13
                  .target:
                    Index() @629:13
                      .value:
                        Name(id='dv') @629:13
                      .subs:
                        Name(id='seq') @629:16
                  .subs:
                    Index() @629:21
                      .value:
                        Name(id='krows') @629:21
                      .subs:
                        FullSlice() @629:27
                        Const(value=None) @629:30
                    Name(id='kvh') @629:37
                    Index() @629:42
                      .value:
                        Name(id='dcols') @629:42
                      .subs:
                        Const(value=None) @629:48
                        FullSlice() @629:54
                  .value:
                    Call(kwargs=()) @629:60
                      .func:
                        Name(id='cast') @629:60
                      .args:
                        BinOp(op='*') @629:65
                          .lhs:
                            Name(id='acc_v') @629:65
                          .rhs:
                            Name(id='v_scale') @629:73
                        Name(id='DT') @629:82
                  .mask:
                    Index() @629:92
                      .value:
                        Name(id='live') @629:92
                      .subs:
                        FullSlice() @629:97
                        Const(value=None) @629:100
        Require(message='query heads per KV head x query blocks below 2**31') @631:5
          .cond:
            BoolOp(op='and') @631:13
              .values:
                BinOp(op='>') @631:13
                  .lhs:
                    Name(id='HKV') @631:13
                  .rhs:
                    Const(value=0) @631:19
                BinOp(op='<=') @631:25
                  .lhs:
                    BinOp(op='*') @631:25
                      .lhs:
                        BinOp(op='//') @631:25
                          .lhs:
                            Name(id='H') @631:25
                          .rhs:
                            Name(id='HKV') @631:30
                      .rhs:
                        Call(kwargs=()) @631:36
                          .func:
                            Name(id='cdiv') @631:36
                          .args:
                            Name(id='Tq') @631:41
                            Name(id='BLOCK_M') @631:45
                  .rhs:
                    Const(value=2147483647) @631:57