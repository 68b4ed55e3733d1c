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
        Param(name='KV_EARLY', kind='const', dtype=None, dims=(), offsets=None) @53:81
          .default:
            Const(value=False) @53:99
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
        StaticAssert(message='KV_EARLY: with DQ_LAG (DQ_WRITER), not DQ_ROWS') @88:5
          .cond:
            BoolOp(op='or') @88:19
              .values:
                Unary(op='not') @88:19
                  .operand:
                    Name(id='KV_EARLY') @88:23
                BoolOp(op='and') @88:36
                  .values:
                    Name(id='DQ_LAG') @88:36
                    Name(id='DQ_WRITER') @88:47
                    Unary(op='not') @88:61
                      .operand:
                        Name(id='DQ_ROWS') @88:65
        Assign(targets=('EARLY',)) @89:5
          .value:
            BoolOp(op='and') @89:13
              .values:
                Name(id='KV_EARLY') @89:13
                Name(id='LAG') @89:26
        StaticAssert(message='DKV_TMA: not with KV_EARLY (K and V are released after dK and dV left), nor DQ_ROWS') @95:5
          .cond:
            Unary(op='not') @95:19
              .operand:
                BoolOp(op='and') @95:24
                  .values:
                    Name(id='DKV_TMA') @95:24
                    BoolOp(op='or') @95:37
                      .values:
                        Name(id='KV_EARLY') @95:37
                        Name(id='DQ_ROWS') @95:49
        Assign(targets=('KV_TMA',)) @97:5
          .value:
            BoolOp(op='and') @97:14
              .values:
                Name(id='DKV_TMA') @97:14
                BinOp(op='==') @97:26
                  .lhs:
                    Name(id='TARGET') @97:26
                  .rhs:
                    Const(value='gluon') @97:36
        Assign(targets=('ROWS',)) @98:5
          .value:
            BoolOp(op='and') @98:12
              .values:
                Name(id='DQ_ROWS') @98:12
                Name(id='WRITER') @98:24
        StaticAssert(message="DQ_ROWS: the S^T layout with the writer (not DQ_EARLY, DQ_LAG, DQ_PAIR); a warp group's rows 128 bytes of dS^T") @99:5
          .cond:
            BoolOp(op='or') @99:19
              .values:
                Unary(op='not') @99:19
                  .operand:
                    Name(id='ROWS') @99:23
                BoolOp(op='and') @99:32
                  .values:
                    Unary(op='not') @99:32
                      .operand:
                        BoolOp(op='or') @99:37
                          .values:
                            Name(id='SMEM_P') @99:37
                            Name(id='DQ_EARLY') @99:47
                            Name(id='DQ_LAG') @99:59
                            Name(id='DQ_PAIR') @99:69
                    BinOp(op='==') @99:82
                      .lhs:
                        BinOp(op='%') @99:82
                          .lhs:
                            BinOp(op='*') @99:82
                              .lhs:
                                BinOp(op='//') @99:82
                                  .lhs:
                                    Name(id='BLOCK_M') @99:82
                                  .rhs:
                                    Name(id='NWG') @99:93
                              .rhs:
                                Call(kwargs=()) @99:99
                                  .func:
                                    Name(id='bytes') @99:99
                                  .args:
                                    Name(id='DT') @99:105
                          .rhs:
                            Const(value=128) @99:111
                      .rhs:
                        Const(value=0) @99:118
        SmemDecl(name='k_tile') @106:5
          .stages:
            BinOp(op='*') @106:17
              .lhs:
                Name(id='KV_BUF') @106:17
              .rhs:
                BinOp(op='//') @106:27
                  .lhs:
                    Name(id='BLOCK_N') @106:27
                  .rhs:
                    Name(id='WG_N') @106:38
          .dtype:
            Name(id='DT') @106:46
          .shape:
            Name(id='WG_N') @106:49
            Name(id='D') @106:55
          .options:
            TileOption(id='per_step') @106:58
              .arg:
                Name(id='KV_PER_STEP') @106:67
        SmemDecl(name='v_tile') @107:5
          .stages:
            BinOp(op='*') @107:17
              .lhs:
                Name(id='KV_BUF') @107:17
              .rhs:
                BinOp(op='//') @107:27
                  .lhs:
                    Name(id='BLOCK_N') @107:27
                  .rhs:
                    Name(id='WG_N') @107:38
          .dtype:
            Name(id='DT') @107:46
          .shape:
            Name(id='WG_N') @107:49
            Name(id='D') @107:55
          .options:
            TileOption(id='per_step') @107:58
              .arg:
                Name(id='KV_PER_STEP') @107:67
        SmemDecl(name='q_ring', options=()) @108:5
          .stages:
            Name(id='STAGES') @108:17
          .dtype:
            Name(id='DT') @108:26
          .shape:
            Name(id='BLOCK_M') @108:29
            Name(id='D') @108:38
        SmemDecl(name='do_ring', options=()) @109:5
          .stages:
            Name(id='STAGES') @109:18
          .dtype:
            Name(id='DT') @109:27
          .shape:
            Name(id='BLOCK_M') @109:30
            Name(id='D') @109:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @114:5
          .cond:
            BoolOp(op='and') @114:19
              .values:
                BinOp(op='==') @114:19
                  .lhs:
                    BinOp(op='%') @114:19
                      .lhs:
                        Name(id='D') @114:19
                      .rhs:
                        Name(id='DQ_COLS') @114:23
                  .rhs:
                    Const(value=0) @114:34
                BinOp(op='==') @114:40
                  .lhs:
                    BinOp(op='%') @114:40
                      .lhs:
                        Name(id='DQ_COLS') @114:40
                      .rhs:
                        Const(value=16) @114:50
                  .rhs:
                    Const(value=0) @114:56
        Assign(targets=('NC',)) @115:5
          .value:
            BinOp(op='//') @115:10
              .lhs:
                Name(id='D') @115:10
              .rhs:
                Name(id='DQ_COLS') @115:15
        If(orelse=()) @116:5
          .cond:
            Unary(op='not') @116:8
              .operand:
                BoolOp(op='and') @116:13
                  .values:
                    Name(id='DQ_ROWS') @116:13
                    Name(id='DQ_WRITER') @116:25
                    BinOp(op='==') @116:39
                      .lhs:
                        Name(id='TARGET') @116:39
                      .rhs:
                        Const(value='gluon') @116:49
          .body:
            SmemDecl(name='kh_tile') @117:9
              .stages:
                BinOp(op='*') @117:22
                  .lhs:
                    BinOp(op='*') @117:22
                      .lhs:
                        Name(id='KV_BUF') @117:22
                      .rhs:
                        BinOp(op='//') @117:32
                          .lhs:
                            Name(id='BLOCK_N') @117:32
                          .rhs:
                            Name(id='WG_N') @117:43
                  .rhs:
                    BinOp(op='//') @117:52
                      .lhs:
                        Name(id='D') @117:52
                      .rhs:
                        Name(id='DQ_COLS') @117:57
              .dtype:
                Name(id='DT') @117:68
              .shape:
                Name(id='WG_N') @117:71
                Name(id='DQ_COLS') @117:77
              .options:
                TileOption(id='per_step') @117:86
                  .arg:
                    Name(id='KV_PER_STEP') @117:95
        If() @119:5
          .cond:
            BoolOp(op='and') @119:8
              .values:
                Name(id='DQ_WRITER') @119:8
                BinOp(op='==') @119:22
                  .lhs:
                    Name(id='TARGET') @119:22
                  .rhs:
                    Const(value='gluon') @119:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @120:9
              .cond:
                BinOp(op='==') @120:23
                  .lhs:
                    BinOp(op='%') @120:23
                      .lhs:
                        Name(id='D') @120:23
                      .rhs:
                        BinOp(op='*') @120:28
                          .lhs:
                            Name(id='DQ_COLS') @120:28
                          .rhs:
                            BinOp(op='//') @120:39
                              .lhs:
                                Name(id='BLOCK_N') @120:39
                              .rhs:
                                Name(id='WG_N') @120:50
                  .rhs:
                    Const(value=0) @120:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @121:9
              .cond:
                BinOp(op='==') @121:23
                  .lhs:
                    BinOp(op='%') @121:23
                      .lhs:
                        Name(id='STAGES') @121:23
                      .rhs:
                        Const(value=2) @121:32
                  .rhs:
                    Const(value=0) @121:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @122:9
              .cond:
                BoolOp(op='or') @122:23
                  .values:
                    Unary(op='not') @122:23
                      .operand:
                        Name(id='DQ_EARLY') @122:27
                    BoolOp(op='and') @122:40
                      .values:
                        BinOp(op='==') @122:40
                          .lhs:
                            Name(id='BLOCK_N') @122:40
                          .rhs:
                            BinOp(op='*') @122:51
                              .lhs:
                                Const(value=2) @122:51
                              .rhs:
                                Name(id='WG_N') @122:55
                        BinOp(op='==') @122:64
                          .lhs:
                            BinOp(op='//') @122:64
                              .lhs:
                                Name(id='D') @122:64
                              .rhs:
                                Name(id='DQ_COLS') @122:69
                          .rhs:
                            Const(value=4) @122:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @124:9
              .cond:
                Unary(op='not') @124:23
                  .operand:
                    BoolOp(op='and') @124:28
                      .values:
                        Name(id='SMEM_P') @124:28
                        Name(id='DQ_EARLY') @124:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @125:9
              .cond:
                BoolOp(op='or') @125:23
                  .values:
                    Unary(op='not') @125:23
                      .operand:
                        Name(id='DQ_PAIR') @125:27
                    BoolOp(op='and') @125:39
                      .values:
                        Name(id='SMEM_P') @125:39
                        BinOp(op='==') @125:50
                          .lhs:
                            Name(id='BLOCK_N') @125:50
                          .rhs:
                            BinOp(op='*') @125:61
                              .lhs:
                                Const(value=2) @125:61
                              .rhs:
                                Name(id='WG_N') @125:65
            If() @126:9
              .cond:
                Name(id='SMEM_P') @126:12
              .body:
                SmemDecl(name='ds_s', options=()) @127:13
                  .stages:
                    BinOp(op='*') @127:23
                      .lhs:
                        Name(id='STAGES') @127:23
                      .rhs:
                        BinOp(op='//') @127:33
                          .lhs:
                            Name(id='BLOCK_N') @127:33
                          .rhs:
                            Name(id='WG_N') @127:44
                  .dtype:
                    Name(id='DT') @127:52
                  .shape:
                    Name(id='BLOCK_M') @127:55
                    Name(id='WG_N') @127:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @129:13
                  .stages:
                    BinOp(op='*') @129:23
                      .lhs:
                        Name(id='STAGES') @129:23
                      .rhs:
                        BinOp(op='//') @129:33
                          .lhs:
                            Name(id='BLOCK_N') @129:33
                          .rhs:
                            Name(id='WG_N') @129:44
                  .dtype:
                    Name(id='DT') @129:52
                  .shape:
                    Name(id='WG_N') @129:55
                    Name(id='BLOCK_M') @129:61
            BarrierDecl(name='ds_ready') @130:9
              .size:
                Name(id='STAGES') @130:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @130:40
                    .lhs:
                      Name(id='BLOCK_N') @130:40
                    .rhs:
                      Name(id='WG_N') @130:51
                )
            If() @131:9
              .cond:
                Name(id='DQ_ROWS') @131:12
              .body:
                SmemDecl(name='dq_s') @133:13
                  .stages:
                    BinOp(op='//') @133:23
                      .lhs:
                        Name(id='BLOCK_N') @133:23
                      .rhs:
                        Name(id='WG_N') @133:34
                  .dtype:
                    Name(id='f32') @133:41
                  .shape:
                    BinOp(op='//') @133:45
                      .lhs:
                        Name(id='BLOCK_M') @133:45
                      .rhs:
                        BinOp(op='//') @133:57
                          .lhs:
                            Name(id='BLOCK_N') @133:57
                          .rhs:
                            Name(id='WG_N') @133:68
                    Name(id='D') @133:75
                  .options:
                    TileOption(id='frag_order') @133:78
                      .arg:
                        Name(id='DQ_FRAG') @133:89
                BarrierDecl(name='dq_full') @134:13
                  .size:
                    Const(value=1) @134:29
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @134:38
                        .lhs:
                          Name(id='BLOCK_N') @134:38
                        .rhs:
                          Name(id='WG_N') @134:49
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @135:13
                  .size:
                    Const(value=1) @135:30
              .orelse:
                SmemDecl(name='dq_s') @138:13
                  .stages:
                    BinOp(op='*') @138:24
                      .lhs:
                        BinOp(op='//') @138:24
                          .lhs:
                            Name(id='BLOCK_N') @138:24
                          .rhs:
                            Name(id='WG_N') @138:35
                      .rhs:
                        BinOp(op='//') @138:44
                          .lhs:
                            BinOp(op='//') @138:44
                              .lhs:
                                Name(id='D') @138:44
                              .rhs:
                                Name(id='DQ_COLS') @138:49
                          .rhs:
                            BinOp(op='//') @138:61
                              .lhs:
                                Name(id='BLOCK_N') @138:61
                              .rhs:
                                Name(id='WG_N') @138:72
                  .dtype:
                    Name(id='f32') @138:81
                  .shape:
                    Name(id='BLOCK_M') @138:85
                    Name(id='DQ_COLS') @138:94
                  .options:
                    TileOption(id='frag_order') @138:103
                      .arg:
                        Name(id='DQ_FRAG') @138:114
                BarrierDecl(name='dq_full') @139:13
                  .size:
                    BinOp(op='//') @139:29
                      .lhs:
                        BinOp(op='//') @139:29
                          .lhs:
                            Name(id='D') @139:29
                          .rhs:
                            Name(id='DQ_COLS') @139:34
                      .rhs:
                        BinOp(op='//') @139:46
                          .lhs:
                            Name(id='BLOCK_N') @139:46
                          .rhs:
                            Name(id='WG_N') @139:57
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @139:70
                        .lhs:
                          Name(id='BLOCK_N') @139:70
                        .rhs:
                          Name(id='WG_N') @139:81
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @140:13
                  .size:
                    BinOp(op='//') @140:30
                      .lhs:
                        BinOp(op='//') @140:30
                          .lhs:
                            Name(id='D') @140:30
                          .rhs:
                            Name(id='DQ_COLS') @140:35
                      .rhs:
                        BinOp(op='//') @140:47
                          .lhs:
                            Name(id='BLOCK_N') @140:47
                          .rhs:
                            Name(id='WG_N') @140:58
          .orelse:
            If() @142:9
              .cond:
                Name(id='SMEM_P') @142:12
              .body:
                SmemDecl(name='ds_s', options=()) @143:13
                  .stages:
                    BinOp(op='//') @143:23
                      .lhs:
                        Name(id='BLOCK_N') @143:23
                      .rhs:
                        Name(id='WG_N') @143:34
                  .dtype:
                    Name(id='DT') @143:41
                  .shape:
                    Name(id='BLOCK_M') @143:44
                    Name(id='WG_N') @143:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @145:13
                  .stages:
                    BinOp(op='//') @145:23
                      .lhs:
                        Name(id='BLOCK_N') @145:23
                      .rhs:
                        Name(id='WG_N') @145:34
                  .dtype:
                    Name(id='DT') @145:41
                  .shape:
                    Name(id='WG_N') @145:44
                    Name(id='BLOCK_M') @145:50
            SmemDecl(name='dq_s', options=()) @146:9
              .stages:
                BinOp(op='//') @146:19
                  .lhs:
                    Name(id='BLOCK_N') @146:19
                  .rhs:
                    Name(id='WG_N') @146:30
              .dtype:
                Name(id='f32') @146:37
              .shape:
                Name(id='BLOCK_M') @146:41
                Name(id='DQ_COLS') @146:50
        If(orelse=()) @151:5
          .cond:
            BoolOp(op='and') @151:8
              .values:
                Name(id='LSE_SMEM') @151:8
                BinOp(op='==') @151:21
                  .lhs:
                    Name(id='ACT') @151:21
                  .rhs:
                    Const(value='softmax') @151:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @152:9
              .cond:
                Unary(op='not') @152:23
                  .operand:
                    Name(id='LSE_AHEAD') @152:27
            If() @153:9
              .cond:
                Name(id='SMEM_P') @153:12
              .body:
                SmemDecl(name='lse_s', options=()) @154:13
                  .stages:
                    Name(id='STAGES') @154:24
                  .dtype:
                    Name(id='f32') @154:33
                  .shape:
                    Name(id='BLOCK_M') @154:37
                    Const(value=1) @154:46
                SmemDecl(name='dl_s', options=()) @155:13
                  .stages:
                    Name(id='STAGES') @155:23
                  .dtype:
                    Name(id='f32') @155:32
                  .shape:
                    Name(id='BLOCK_M') @155:36
                    Const(value=1) @155:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @157:13
                  .stages:
                    Name(id='STAGES') @157:24
                  .dtype:
                    Name(id='f32') @157:33
                  .shape:
                    Const(value=1) @157:37
                    Name(id='BLOCK_M') @157:40
                SmemDecl(name='dl_s', options=()) @158:13
                  .stages:
                    Name(id='STAGES') @158:23
                  .dtype:
                    Name(id='f32') @158:32
                  .shape:
                    Const(value=1) @158:36
                    Name(id='BLOCK_M') @158:39
        BarrierDecl(name='kv_ready', kwargs=()) @159:5
          .size:
            Name(id='KV_BUF') @159:22
        BarrierDecl(name='kv_free') @160:5
          .size:
            Name(id='KV_BUF') @160:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @160:35
                .lhs:
                  Name(id='BLOCK_N') @160:35
                .rhs:
                  Name(id='WG_N') @160:46
            )
        If(orelse=()) @161:5
          .cond:
            BoolOp(op='and') @161:8
              .values:
                Name(id='KV_EARLY') @161:8
                Name(id='DQ_LAG') @161:21
                Name(id='DQ_WRITER') @161:32
                BinOp(op='==') @161:46
                  .lhs:
                    Name(id='TARGET') @161:46
                  .rhs:
                    Const(value='gluon') @161:56
          .body:
            BarrierDecl(name='kh_ready', kwargs=()) @162:9
              .size:
                Name(id='KV_BUF') @162:26
            BarrierDecl(name='kh_free') @163:9
              .size:
                Name(id='KV_BUF') @163:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @163:39
                    .lhs:
                      Name(id='BLOCK_N') @163:39
                    .rhs:
                      Name(id='WG_N') @163:50
                )
        BarrierDecl(name='qd_ready', kwargs=()) @164:5
          .size:
            Name(id='STAGES') @164:22
        BarrierDecl(name='qd_free') @165:5
          .size:
            Name(id='STAGES') @165:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @165:35
                .lhs:
                  Name(id='BLOCK_N') @165:35
                .rhs:
                  Name(id='WG_N') @165:46
            )
        Assign(targets=('LSE_RING',)) @167:5
          .value:
            BoolOp(op='and') @167:16
              .values:
                Name(id='LSE_SMEM') @167:16
                BinOp(op='==') @167:29
                  .lhs:
                    Name(id='ACT') @167:29
                  .rhs:
                    Const(value='softmax') @167:36
        Assign(targets=('len_q',)) @168:5
          .value:
            Attr(name='len') @168:13
              .value:
                Index() @168:13
                  .value:
                    Name(id='q') @168:13
                  .subs:
                    Name(id='seq') @168:15
        Assign(targets=('len_k',)) @169:5
          .value:
            Attr(name='len') @169:13
              .value:
                Index() @169:13
                  .value:
                    Name(id='k') @169:13
                  .subs:
                    Name(id='seq') @169:15
        Assign(targets=('q0',)) @170:5
          .value:
            Attr(name='start') @170:10
              .value:
                Index() @170:10
                  .value:
                    Name(id='q') @170:10
                  .subs:
                    Name(id='seq') @170:12
        Assign(targets=('n',)) @172:5
          .value:
            Name(id='nt') @172:9
        If(orelse=()) @173:5
          .cond:
            Name(id='CAUSAL') @173:8
          .body:
            Assign(targets=('n',)) @174:9
              .value:
                BinOp(op='-') @174:13
                  .lhs:
                    BinOp(op='-') @174:13
                      .lhs:
                        Call(kwargs=()) @174:13
                          .func:
                            Name(id='cdiv') @174:13
                          .args:
                            Name(id='len_k') @174:18
                            Name(id='BLOCK_N') @174:25
                      .rhs:
                        Const(value=1) @174:36
                  .rhs:
                    Name(id='nt') @174:40
        Assign(targets=('group',)) @175:5
          .value:
            BinOp(op='//') @175:13
              .lhs:
                Name(id='H') @175:13
              .rhs:
                Name(id='HKV') @175:18
        Assign(targets=('m_lo',)) @177:5
          .value:
            Const(value=0) @177:12
        If(orelse=()) @178:5
          .cond:
            Name(id='CAUSAL') @178:8
          .body:
            Assign(targets=('m_lo',)) @179:9
              .value:
                BinOp(op='//') @179:16
                  .lhs:
                    Call(kwargs=()) @179:16
                      .func:
                        Name(id='maximum') @179:16
                      .args:
                        BinOp(op='-') @179:24
                          .lhs:
                            BinOp(op='*') @179:24
                              .lhs:
                                Name(id='n') @179:24
                              .rhs:
                                Name(id='BLOCK_N') @179:28
                          .rhs:
                            BinOp(op='-') @179:39
                              .lhs:
                                Name(id='len_k') @179:39
                              .rhs:
                                Name(id='len_q') @179:47
                        Const(value=0) @179:55
                  .rhs:
                    Name(id='BLOCK_M') @179:61
        Assign(targets=('n_m',)) @180:5
          .value:
            Call(kwargs=()) @180:11
              .func:
                Name(id='maximum') @180:11
              .args:
                BinOp(op='-') @180:19
                  .lhs:
                    Call(kwargs=()) @180:19
                      .func:
                        Name(id='cdiv') @180:19
                      .args:
                        Name(id='len_q') @180:24
                        Name(id='BLOCK_M') @180:31
                  .rhs:
                    Name(id='m_lo') @180:42
                Const(value=0) @180:48
        Assign(targets=('steps',)) @181:5
          .value:
            BinOp(op='*') @181:13
              .lhs:
                Name(id='group') @181:13
              .rhs:
                Name(id='n_m') @181:21
        Assign(targets=('n_x',)) @185:5
          .value:
            Const(value=0) @185:11
        Assign(targets=('n_xs',)) @186:5
          .value:
            Const(value=0) @186:12
        Assign(targets=('rot',)) @187:5
          .value:
            Const(value=0) @187:11
        If() @188:5
          .cond:
            Name(id='SPLIT') @188:8
          .body:
            If(orelse=()) @189:9
              .cond:
                Name(id='CAUSAL') @189:12
              .body:
                Assign(targets=('m_diag',)) @191:13
                  .value:
                    Call(kwargs=()) @191:22
                      .func:
                        Name(id='cdiv') @191:22
                      .args:
                        Call(kwargs=()) @191:27
                          .func:
                            Name(id='maximum') @191:27
                          .args:
                            BinOp(op='-') @191:35
                              .lhs:
                                BinOp(op='-') @191:35
                                  .lhs:
                                    BinOp(op='+') @191:35
                                      .lhs:
                                        BinOp(op='*') @191:35
                                          .lhs:
                                            Name(id='n') @191:35
                                          .rhs:
                                            Name(id='BLOCK_N') @191:39
                                      .rhs:
                                        Name(id='BLOCK_N') @191:49
                                  .rhs:
                                    Const(value=1) @191:59
                              .rhs:
                                BinOp(op='-') @191:64
                                  .lhs:
                                    Name(id='len_k') @191:64
                                  .rhs:
                                    Name(id='len_q') @191:72
                            Const(value=0) @191:80
                        Name(id='BLOCK_M') @191:84
                Assign(targets=('n_x',)) @192:13
                  .value:
                    Call(kwargs=()) @192:19
                      .func:
                        Name(id='minimum') @192:19
                      .args:
                        Call(kwargs=()) @192:27
                          .func:
                            Name(id='maximum') @192:27
                          .args:
                            BinOp(op='-') @192:35
                              .lhs:
                                Name(id='m_diag') @192:35
                              .rhs:
                                Name(id='m_lo') @192:44
                            Const(value=0) @192:50
                        Name(id='n_m') @192:54
            Assign(targets=('n_e',)) @193:9
              .value:
                BinOp(op='*') @193:15
                  .lhs:
                    Call(kwargs=()) @193:15
                      .func:
                        Name(id='minimum') @193:15
                      .args:
                        BinOp(op='%') @193:23
                          .lhs:
                            Name(id='len_q') @193:23
                          .rhs:
                            Name(id='BLOCK_M') @193:31
                        Const(value=1) @193:40
                  .rhs:
                    Call(kwargs=()) @193:45
                      .func:
                        Name(id='minimum') @193:45
                      .args:
                        BinOp(op='-') @193:53
                          .lhs:
                            Name(id='n_m') @193:53
                          .rhs:
                            Name(id='n_x') @193:59
                        Const(value=1) @193:64
            Assign(targets=('n_x',)) @194:9
              .value:
                BinOp(op='+') @194:15
                  .lhs:
                    Name(id='n_x') @194:15
                  .rhs:
                    Name(id='n_e') @194:21
            Assign(targets=('n_x',)) @195:9
              .value:
                BinOp(op='+') @195:15
                  .lhs:
                    Name(id='n_x') @195:15
                  .rhs:
                    BinOp(op='*') @195:21
                      .lhs:
                        Call(kwargs=()) @195:21
                          .func:
                            Name(id='minimum') @195:21
                          .args:
                            Call(kwargs=()) @195:29
                              .func:
                                Name(id='maximum') @195:29
                              .args:
                                BinOp(op='-') @195:38
                                  .lhs:
                                    BinOp(op='*') @195:38
                                      .lhs:
                                        BinOp(op='+') @195:38
                                          .lhs:
                                            Name(id='n') @195:38
                                          .rhs:
                                            Const(value=1) @195:42
                                      .rhs:
                                        Name(id='BLOCK_N') @195:47
                                  .rhs:
                                    Name(id='len_k') @195:57
                                Const(value=0) @195:64
                            Const(value=1) @195:68
                      .rhs:
                        BinOp(op='-') @195:74
                          .lhs:
                            Name(id='n_m') @195:74
                          .rhs:
                            Name(id='n_x') @195:80
            Assign(targets=('n_xs',)) @196:9
              .value:
                Call(kwargs=()) @196:16
                  .func:
                    Name(id='minimum') @196:16
                  .args:
                    BinOp(op='*') @196:24
                      .lhs:
                        Name(id='group') @196:24
                      .rhs:
                        Name(id='n_x') @196:32
                    Name(id='steps') @196:37
            Assign(targets=('rot',)) @197:9
              .value:
                BinOp(op='%') @197:16
                  .lhs:
                    BinOp(op='-') @197:16
                      .lhs:
                        Name(id='n_m') @197:16
                      .rhs:
                        Name(id='n_e') @197:22
                  .rhs:
                    Call(kwargs=()) @197:29
                      .func:
                        Name(id='maximum') @197:29
                      .args:
                        Name(id='n_m') @197:37
                        Const(value=1) @197:42
          .orelse:
            If(orelse=()) @198:5
              .cond:
                Name(id='ROTATE') @198:10
              .body:
                Assign(targets=('rot',)) @202:9
                  .value:
                    BinOp(op='%') @202:15
                      .lhs:
                        Name(id='n') @202:15
                      .rhs:
                        Call(kwargs=()) @202:19
                          .func:
                            Name(id='maximum') @202:19
                          .args:
                            Name(id='n_m') @202:27
                            Const(value=1) @202:32
        Assign(targets=('PARTS',)) @204:5
          .value:
            Const(value=1) @204:13
        If(orelse=()) @205:5
          .cond:
            Name(id='PEEL') @205:8
          .body:
            Assign(targets=('PARTS',)) @206:9
              .value:
                BinOp(op='+') @206:17
                  .lhs:
                    Name(id='PARTS') @206:17
                  .rhs:
                    Const(value=1) @206:25
        If(orelse=()) @207:5
          .cond:
            Name(id='SPLIT') @207:8
          .body:
            Assign(targets=('PARTS',)) @208:9
              .value:
                BinOp(op='+') @208:17
                  .lhs:
                    Name(id='PARTS') @208:17
                  .rhs:
                    Const(value=1) @208:25
        Role(name='load', replica=None) @210:5
          .kwargs:
            (
              'warps'
              Const(value=1) @210:21
            )
            (
              'regs'
              Const(value=24) @210:29
            )
          .body:
            Assign(targets=('ks',)) @211:9
              .value:
                BinOp(op='%') @211:14
                  .lhs:
                    Name(id='tile_index') @211:14
                  .rhs:
                    Name(id='KV_BUF') @211:27
            Assign(targets=('kv_bytes',)) @212:9
              .value:
                BinOp(op='*') @212:20
                  .lhs:
                    BinOp(op='*') @212:20
                      .lhs:
                        Const(value=2) @212:20
                      .rhs:
                        Name(id='NWG') @212:24
                  .rhs:
                    Call(kwargs=()) @212:30
                      .func:
                        Name(id='bytes') @212:30
                      .args:
                        Name(id='k_tile') @212:36
            If(orelse=()) @213:9
              .cond:
                BoolOp(op='and') @213:12
                  .values:
                    Unary(op='not') @213:12
                      .operand:
                        Name(id='ROWS') @213:16
                    Unary(op='not') @213:25
                      .operand:
                        Name(id='EARLY') @213:29
              .body:
                Assign(targets=('kv_bytes',)) @214:13
                  .value:
                    BinOp(op='+') @214:24
                      .lhs:
                        Name(id='kv_bytes') @214:24
                      .rhs:
                        BinOp(op='*') @214:35
                          .lhs:
                            BinOp(op='*') @214:35
                              .lhs:
                                Name(id='NC') @214:35
                              .rhs:
                                Name(id='NWG') @214:40
                          .rhs:
                            Call(kwargs=()) @214:46
                              .func:
                                Name(id='bytes') @214:46
                              .args:
                                Name(id='kh_tile') @214:52
            Wait(phase=None) @215:9
              .target:
                Index() @215:14
                  .value:
                    Name(id='kv_free') @215:14
                  .subs:
                    Name(id='ks') @215:22
            Expect() @216:9
              .target:
                Index() @216:16
                  .value:
                    Name(id='kv_ready') @216:16
                  .subs:
                    Name(id='ks') @216:25
              .nbytes:
                Name(id='kv_bytes') @216:30
            For(var='i') @217:9
              .iter:
                Call(kwargs=()) @217:18
                  .func:
                    Name(id='static_range') @217:18
                  .args:
                    Name(id='NWG') @217:31
              .body:
                Tma() @218:13
                  .dst:
                    Index() @218:17
                      .value:
                        Name(id='k_tile') @218:17
                      .subs:
                        BinOp(op='+') @218:24
                          .lhs:
                            BinOp(op='*') @218:24
                              .lhs:
                                Name(id='ks') @218:24
                              .rhs:
                                Name(id='NWG') @218:29
                          .rhs:
                            Name(id='i') @218:35
                  .src:
                    Index() @218:41
                      .value:
                        Name(id='k') @218:41
                      .subs:
                        Name(id='seq') @218:43
                        BinOp(op='+') @218:48
                          .lhs:
                            BinOp(op='*') @218:48
                              .lhs:
                                Name(id='NWG') @218:48
                              .rhs:
                                Name(id='n') @218:54
                          .rhs:
                            Name(id='i') @218:58
                        Name(id='kvh') @218:61
                  .signals:
                    Index() @218:74
                      .value:
                        Name(id='kv_ready') @218:74
                      .subs:
                        Name(id='ks') @218:83
                Tma() @219:13
                  .dst:
                    Index() @219:17
                      .value:
                        Name(id='v_tile') @219:17
                      .subs:
                        BinOp(op='+') @219:24
                          .lhs:
                            BinOp(op='*') @219:24
                              .lhs:
                                Name(id='ks') @219:24
                              .rhs:
                                Name(id='NWG') @219:29
                          .rhs:
                            Name(id='i') @219:35
                  .src:
                    Index() @219:41
                      .value:
                        Name(id='v') @219:41
                      .subs:
                        Name(id='seq') @219:43
                        BinOp(op='+') @219:48
                          .lhs:
                            BinOp(op='*') @219:48
                              .lhs:
                                Name(id='NWG') @219:48
                              .rhs:
                                Name(id='n') @219:54
                          .rhs:
                            Name(id='i') @219:58
                        Name(id='kvh') @219:61
                  .signals:
                    Index() @219:74
                      .value:
                        Name(id='kv_ready') @219:74
                      .subs:
                        Name(id='ks') @219:83
                If(orelse=()) @220:13
                  .cond:
                    BoolOp(op='and') @220:16
                      .values:
                        Unary(op='not') @220:16
                          .operand:
                            Name(id='ROWS') @220:20
                        Unary(op='not') @220:29
                          .operand:
                            Name(id='EARLY') @220:33
                  .body:
                    For(var='c') @221:17
                      .iter:
                        Call(kwargs=()) @221:26
                          .func:
                            Name(id='static_range') @221:26
                          .args:
                            Name(id='NC') @221:39
                      .body:
                        Tma() @222:21
                          .dst:
                            Index() @222:25
                              .value:
                                Name(id='kh_tile') @222:25
                              .subs:
                                BinOp(op='+') @222:33
                                  .lhs:
                                    BinOp(op='*') @222:33
                                      .lhs:
                                        Name(id='NC') @222:33
                                      .rhs:
                                        BinOp(op='+') @222:39
                                          .lhs:
                                            BinOp(op='*') @222:39
                                              .lhs:
                                                Name(id='ks') @222:39
                                              .rhs:
                                                Name(id='NWG') @222:44
                                          .rhs:
                                            Name(id='i') @222:50
                                  .rhs:
                                    Name(id='c') @222:55
                          .src:
                            Index() @222:61
                              .value:
                                Name(id='k') @222:61
                              .subs:
                                Name(id='seq') @222:63
                                BinOp(op='+') @222:68
                                  .lhs:
                                    BinOp(op='*') @222:68
                                      .lhs:
                                        Name(id='NWG') @222:68
                                      .rhs:
                                        Name(id='n') @222:74
                                  .rhs:
                                    Name(id='i') @222:78
                                Name(id='kvh') @222:81
                                Name(id='c') @222:86
                          .signals:
                            Index() @222:97
                              .value:
                                Name(id='kv_ready') @222:97
                              .subs:
                                Name(id='ks') @222:106
            For(var='part') @224:9
              .iter:
                Call(kwargs=()) @224:21
                  .func:
                    Name(id='static_range') @224:21
                  .args:
                    Name(id='PARTS') @224:34
              .body:
                If(orelse=()) @225:13
                  .cond:
                    BoolOp(op='and') @225:16
                      .values:
                        Name(id='EARLY') @225:16
                        BinOp(op='==') @225:26
                          .lhs:
                            Name(id='part') @225:26
                          .rhs:
                            Const(value=1) @225:34
                  .body:
                    Wait(phase=None) @227:17
                      .target:
                        Index() @227:22
                          .value:
                            Name(id='kh_free') @227:22
                          .subs:
                            Name(id='ks') @227:30
                    Expect() @228:17
                      .target:
                        Index() @228:24
                          .value:
                            Name(id='kh_ready') @228:24
                          .subs:
                            Name(id='ks') @228:33
                      .nbytes:
                        BinOp(op='*') @228:38
                          .lhs:
                            BinOp(op='*') @228:38
                              .lhs:
                                Name(id='NC') @228:38
                              .rhs:
                                Name(id='NWG') @228:43
                          .rhs:
                            Call(kwargs=()) @228:49
                              .func:
                                Name(id='bytes') @228:49
                              .args:
                                Name(id='kh_tile') @228:55
                    For(var='i') @229:17
                      .iter:
                        Call(kwargs=()) @229:26
                          .func:
                            Name(id='static_range') @229:26
                          .args:
                            Name(id='NWG') @229:39
                      .body:
                        For(var='c') @230:21
                          .iter:
                            Call(kwargs=()) @230:30
                              .func:
                                Name(id='static_range') @230:30
                              .args:
                                Name(id='NC') @230:43
                          .body:
                            Tma() @231:25
                              .dst:
                                Index() @231:29
                                  .value:
                                    Name(id='kh_tile') @231:29
                                  .subs:
                                    BinOp(op='+') @231:37
                                      .lhs:
                                        BinOp(op='*') @231:37
                                          .lhs:
                                            Name(id='NC') @231:37
                                          .rhs:
                                            BinOp(op='+') @231:43
                                              .lhs:
                                                BinOp(op='*') @231:43
                                                  .lhs:
                                                    Name(id='ks') @231:43
                                                  .rhs:
                                                    Name(id='NWG') @231:48
                                              .rhs:
                                                Name(id='i') @231:54
                                      .rhs:
                                        Name(id='c') @231:59
                              .src:
                                Index() @231:65
                                  .value:
                                    Name(id='k') @231:65
                                  .subs:
                                    Name(id='seq') @231:67
                                    BinOp(op='+') @231:72
                                      .lhs:
                                        BinOp(op='*') @231:72
                                          .lhs:
                                            Name(id='NWG') @231:72
                                          .rhs:
                                            Name(id='n') @231:78
                                      .rhs:
                                        Name(id='i') @231:82
                                    Name(id='kvh') @231:85
                                    Name(id='c') @231:90
                              .signals:
                                Index() @231:101
                                  .value:
                                    Name(id='kh_ready') @231:101
                                  .subs:
                                    Name(id='ks') @231:110
                Assign(targets=('lo', 'hi')) @232:13
                  .value:
                    Call(kwargs=()) @232:22
                      .func:
                        Name(id='fused_part_bounds') @232:22
                      .args:
                        Name(id='part') @232:40
                        Name(id='PEEL') @232:46
                        Name(id='SPLIT') @232:52
                        Name(id='n_xs') @232:59
                        Name(id='steps') @232:65
                Pipeline(var='j', slot='slot', ring='qd') @233:13
                  .iter:
                    Call(kwargs=()) @233:27
                      .func:
                        Name(id='range') @233:27
                      .args:
                        Name(id='lo') @233:33
                        Name(id='hi') @233:37
                  .stages:
                    Name(id='STAGES') @233:54
                  .body:
                    Assign(targets=('head', 'mb')) @234:17
                      .value:
                        Call(kwargs=()) @234:28
                          .func:
                            Name(id='step_block') @234:28
                          .args:
                            Name(id='j') @234:39
                            Unary(op='-') @234:42
                              .operand:
                                Const(value=1) @234:43
                            BinOp(op='*') @234:46
                              .lhs:
                                Name(id='kvh') @234:46
                              .rhs:
                                Name(id='group') @234:52
                            Name(id='m_lo') @234:59
                            Name(id='rot') @234:65
                            Name(id='n_m') @234:70
                            Name(id='n_x') @234:75
                            Name(id='n_xs') @234:80
                            Name(id='SPLIT') @234:86
                    Wait(phase=None) @235:17
                      .target:
                        Index() @235:22
                          .value:
                            Name(id='qd_free') @235:22
                          .subs:
                            Name(id='slot') @235:30
                    If(orelse=()) @236:17
                      .cond:
                        Name(id='LSE_RING') @236:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @237:21
                          .value:
                            Call(kwargs=()) @237:37
                              .func:
                                Name(id='lse_delta_slots') @237:37
                              .args:
                                Name(id='head') @237:53
                                Name(id='mb') @237:59
                                Name(id='q0') @237:63
                                Name(id='len_q') @237:67
                                Name(id='lse2_t') @237:74
                                Name(id='delta_t') @237:82
                                Name(id='BLOCK_M') @237:91
                                Name(id='SMEM_P') @237:100
                        ExprStmt() @238:21
                          .value:
                            Call(kwargs=()) @238:21
                              .func:
                                Name(id='store_smem') @238:21
                              .args:
                                Index() @238:32
                                  .value:
                                    Name(id='lse_s') @238:32
                                  .subs:
                                    Name(id='slot') @238:38
                                Name(id='lse2_c') @238:45
                        ExprStmt() @239:21
                          .value:
                            Call(kwargs=()) @239:21
                              .func:
                                Name(id='store_smem') @239:21
                              .args:
                                Index() @239:32
                                  .value:
                                    Name(id='dl_s') @239:32
                                  .subs:
                                    Name(id='slot') @239:37
                                Name(id='dlt_c') @239:44
                    Expect() @240:17
                      .target:
                        Index() @240:24
                          .value:
                            Name(id='qd_ready') @240:24
                          .subs:
                            Name(id='slot') @240:33
                      .nbytes:
                        BinOp(op='+') @240:40
                          .lhs:
                            Call(kwargs=()) @240:40
                              .func:
                                Name(id='bytes') @240:40
                              .args:
                                Name(id='q_ring') @240:46
                          .rhs:
                            Call(kwargs=()) @240:56
                              .func:
                                Name(id='bytes') @240:56
                              .args:
                                Name(id='do_ring') @240:62
                    Tma() @241:17
                      .dst:
                        Index() @241:21
                          .value:
                            Name(id='q_ring') @241:21
                          .subs:
                            Name(id='slot') @241:28
                      .src:
                        Index() @241:37
                          .value:
                            Name(id='q') @241:37
                          .subs:
                            Name(id='seq') @241:39
                            Name(id='mb') @241:44
                            Name(id='head') @241:48
                      .signals:
                        Index() @241:62
                          .value:
                            Name(id='qd_ready') @241:62
                          .subs:
                            Name(id='slot') @241:71
                    Tma() @242:17
                      .dst:
                        Index() @242:21
                          .value:
                            Name(id='do_ring') @242:21
                          .subs:
                            Name(id='slot') @242:29
                      .src:
                        Index() @242:38
                          .value:
                            Name(id='d_o') @242:38
                          .subs:
                            Name(id='seq') @242:42
                            Name(id='mb') @242:47
                            Name(id='head') @242:51
                      .signals:
                        Index() @242:65
                          .value:
                            Name(id='qd_ready') @242:65
                          .subs:
                            Name(id='slot') @242:74
        If(orelse=()) @244:5
          .cond:
            Name(id='WRITER') @244:8
          .body:
            Assign(targets=('NCW',)) @247:9
              .value:
                BinOp(op='//') @247:15
                  .lhs:
                    Name(id='NC') @247:15
                  .rhs:
                    Name(id='NWG') @247:21
            Role(name='dq_writer', replica=None) @248:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @248:30
                )
                (
                  'regs'
                  Const(value=24) @248:38
                )
              .body:
                For(var='part') @249:13
                  .iter:
                    Call(kwargs=()) @249:25
                      .func:
                        Name(id='static_range') @249:25
                      .args:
                        Name(id='PARTS') @249:38
                  .body:
                    Assign(targets=('lo', 'hi')) @250:17
                      .value:
                        Call(kwargs=()) @250:26
                          .func:
                            Name(id='fused_part_bounds') @250:26
                          .args:
                            Name(id='part') @250:44
                            Name(id='PEEL') @250:50
                            Name(id='SPLIT') @250:56
                            Name(id='n_xs') @250:63
                            Name(id='steps') @250:69
                    Pipeline(var='j', slot='ws', ring='qd') @251:17
                      .iter:
                        Call(kwargs=()) @251:31
                          .func:
                            Name(id='range') @251:31
                          .args:
                            Name(id='lo') @251:37
                            Name(id='hi') @251:41
                      .stages:
                        Name(id='STAGES') @251:58
                      .body:
                        Assign(targets=('head', 'mb')) @252:21
                          .value:
                            Call(kwargs=()) @252:32
                              .func:
                                Name(id='step_block') @252:32
                              .args:
                                Name(id='j') @252:43
                                Unary(op='-') @252:46
                                  .operand:
                                    Const(value=1) @252:47
                                BinOp(op='*') @252:50
                                  .lhs:
                                    Name(id='kvh') @252:50
                                  .rhs:
                                    Name(id='group') @252:56
                                Name(id='m_lo') @252:63
                                Name(id='rot') @252:69
                                Name(id='n_m') @252:74
                                Name(id='n_x') @252:79
                                Name(id='n_xs') @252:84
                                Name(id='SPLIT') @252:90
                        Assign(targets=('fr',)) @254:21
                          .value:
                            Call(kwargs=()) @254:26
                              .func:
                                Name(id='frag_row') @254:26
                              .args:
                                Call(kwargs=()) @254:35
                                  .func:
                                    Attr(name='start') @254:35
                                      .value:
                                        Name(id='q') @254:35
                                  .args:
                                    Name(id='seq') @254:43
                                Name(id='seq') @254:49
                                BinOp(op='*') @254:54
                                  .lhs:
                                    Name(id='mb') @254:54
                                  .rhs:
                                    Name(id='BLOCK_M') @254:59
                                Name(id='BLOCK_M') @254:68
                        If() @255:21
                          .cond:
                            Name(id='ROWS') @255:24
                          .body:
                            Wait(phase=None) @256:25
                              .target:
                                Index() @256:30
                                  .value:
                                    Name(id='dq_full') @256:30
                                  .subs:
                                    Const(value=0) @256:38
                            For(var='w') @257:25
                              .iter:
                                Call(kwargs=()) @257:34
                                  .func:
                                    Name(id='static_range') @257:34
                                  .args:
                                    Name(id='NWG') @257:47
                              .body:
                                If() @258:29
                                  .cond:
                                    Name(id='DQ_FRAG') @258:32
                                  .body:
                                    Tma(signals=None, reduce='add') @259:33
                                      .dst:
                                        Index() @259:37
                                          .value:
                                            Name(id='dq_frag') @259:37
                                          .subs:
                                            Call(kwargs=()) @259:45
                                              .func:
                                                Name(id='at') @259:45
                                              .args:
                                                BinOp(op='+') @259:48
                                                  .lhs:
                                                    Name(id='fr') @259:48
                                                  .rhs:
                                                    BinOp(op='*') @259:53
                                                      .lhs:
                                                        Name(id='w') @259:53
                                                      .rhs:
                                                        BinOp(op='//') @259:58
                                                          .lhs:
                                                            Name(id='BLOCK_M') @259:58
                                                          .rhs:
                                                            Name(id='NWG') @259:69
                                            Name(id='head') @259:76
                                            Const(value=0) @259:82
                                      .src:
                                        Index() @259:88
                                          .value:
                                            Name(id='dq_s') @259:88
                                          .subs:
                                            Name(id='w') @259:93
                                  .orelse:
                                    Tma(signals=None, reduce='add') @261:33
                                      .dst:
                                        Index() @261:37
                                          .value:
                                            Name(id='dq_acc') @261:37
                                          .subs:
                                            Name(id='seq') @261:44
                                            BinOp(op='+') @261:49
                                              .lhs:
                                                BinOp(op='*') @261:49
                                                  .lhs:
                                                    Name(id='mb') @261:49
                                                  .rhs:
                                                    Name(id='NWG') @261:54
                                              .rhs:
                                                Name(id='w') @261:60
                                            Name(id='head') @261:63
                                            Const(value=0) @261:69
                                      .src:
                                        Index() @261:75
                                          .value:
                                            Name(id='dq_s') @261:75
                                          .subs:
                                            Name(id='w') @261:80
                            Arrive(count=None) @262:25
                              .target:
                                Index() @262:32
                                  .value:
                                    Name(id='dq_empty') @262:32
                                  .subs:
                                    Const(value=0) @262:41
                          .orelse:
                            For(var='i') @264:25
                              .iter:
                                Call(kwargs=()) @264:34
                                  .func:
                                    Name(id='static_range') @264:34
                                  .args:
                                    Name(id='NCW') @264:47
                              .body:
                                Wait(phase=None) @265:29
                                  .target:
                                    Index() @265:34
                                      .value:
                                        Name(id='dq_full') @265:34
                                      .subs:
                                        Name(id='i') @265:42
                                For(var='w') @266:29
                                  .iter:
                                    Call(kwargs=()) @266:38
                                      .func:
                                        Name(id='static_range') @266:38
                                      .args:
                                        Name(id='NWG') @266:51
                                  .body:
                                    If() @267:33
                                      .cond:
                                        Name(id='DQ_FRAG') @267:36
                                      .body:
                                        Tma(signals=None, reduce='add') @268:37
                                          .dst:
                                            Index() @268:41
                                              .value:
                                                Name(id='dq_frag') @268:41
                                              .subs:
                                                Call(kwargs=()) @268:49
                                                  .func:
                                                    Name(id='at') @268:49
                                                  .args:
                                                    Name(id='fr') @268:52
                                                Name(id='head') @268:57
                                                BinOp(op='+') @268:63
                                                  .lhs:
                                                    BinOp(op='*') @268:63
                                                      .lhs:
                                                        Name(id='w') @268:63
                                                      .rhs:
                                                        Name(id='NCW') @268:67
                                                  .rhs:
                                                    Name(id='i') @268:73
                                          .src:
                                            Index() @268:79
                                              .value:
                                                Name(id='dq_s') @268:79
                                              .subs:
                                                BinOp(op='+') @268:84
                                                  .lhs:
                                                    BinOp(op='*') @268:84
                                                      .lhs:
                                                        Name(id='i') @268:84
                                                      .rhs:
                                                        Name(id='NWG') @268:88
                                                  .rhs:
                                                    Name(id='w') @268:94
                                      .orelse:
                                        Tma(signals=None, reduce='add') @270:37
                                          .dst:
                                            Index() @270:41
                                              .value:
                                                Name(id='dq_acc') @270:41
                                              .subs:
                                                Name(id='seq') @270:48
                                                Name(id='mb') @270:53
                                                Name(id='head') @270:57
                                                BinOp(op='+') @270:63
                                                  .lhs:
                                                    BinOp(op='*') @270:63
                                                      .lhs:
                                                        Name(id='w') @270:63
                                                      .rhs:
                                                        Name(id='NCW') @270:67
                                                  .rhs:
                                                    Name(id='i') @270:73
                                          .src:
                                            Index() @270:79
                                              .value:
                                                Name(id='dq_s') @270:79
                                              .subs:
                                                BinOp(op='+') @270:84
                                                  .lhs:
                                                    BinOp(op='*') @270:84
                                                      .lhs:
                                                        Name(id='i') @270:84
                                                      .rhs:
                                                        Name(id='NWG') @270:88
                                                  .rhs:
                                                    Name(id='w') @270:94
                                Arrive(count=None) @271:29
                                  .target:
                                    Index() @271:36
                                      .value:
                                        Name(id='dq_empty') @271:36
                                      .subs:
                                        Name(id='i') @271:45
        Role(name='compute', replica='wg') @273:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @273:29
            )
            (
              'regs'
              Name(id='REGS') @273:39
            )
          .body:
            Assign(targets=('qk_scale',)) @274:9
              .value:
                BinOp(op='*') @274:20
                  .lhs:
                    Name(id='sm_scale') @274:20
                  .rhs:
                    Name(id='LOG2E') @274:31
            Assign(targets=('krow0',)) @275:9
              .value:
                BinOp(op='+') @275:17
                  .lhs:
                    BinOp(op='*') @275:17
                      .lhs:
                        Name(id='n') @275:17
                      .rhs:
                        Name(id='BLOCK_N') @275:21
                  .rhs:
                    BinOp(op='*') @275:31
                      .lhs:
                        Name(id='wg') @275:31
                      .rhs:
                        Name(id='WG_N') @275:36
            Assign(targets=('krows',)) @276:9
              .value:
                BinOp(op='+') @276:17
                  .lhs:
                    Name(id='krow0') @276:17
                  .rhs:
                    Call(kwargs=()) @276:25
                      .func:
                        Name(id='arange') @276:25
                      .args:
                        Name(id='WG_N') @276:32
            Assign(targets=('qcols',)) @277:9
              .value:
                Call(kwargs=()) @277:17
                  .func:
                    Name(id='arange') @277:17
                  .args:
                    Name(id='BLOCK_M') @277:24
            Assign(targets=('dcols',)) @278:9
              .value:
                Call(kwargs=()) @278:17
                  .func:
                    Name(id='arange') @278:17
                  .args:
                    Name(id='D') @278:24
            Assign(targets=('ks',)) @279:9
              .value:
                BinOp(op='%') @279:14
                  .lhs:
                    Name(id='tile_index') @279:14
                  .rhs:
                    Name(id='KV_BUF') @279:27
            Assign(targets=('mine',)) @280:9
              .value:
                BinOp(op='+') @280:16
                  .lhs:
                    BinOp(op='*') @280:16
                      .lhs:
                        Name(id='ks') @280:16
                      .rhs:
                        Name(id='NWG') @280:21
                  .rhs:
                    Name(id='wg') @280:27
            Assign(targets=('acc_k',)) @281:9
              .value:
                Call(kwargs=()) @281:17
                  .func:
                    Name(id='zeros') @281:17
                  .args:
                    ListLit() @281:23
                      .elts:
                        Name(id='WG_N') @281:24
                        Name(id='D') @281:30
                    Name(id='f32') @281:34
            Assign(targets=('acc_v',)) @282:9
              .value:
                Call(kwargs=()) @282:17
                  .func:
                    Name(id='zeros') @282:17
                  .args:
                    ListLit() @282:23
                      .elts:
                        Name(id='WG_N') @282:24
                        Name(id='D') @282:30
                    Name(id='f32') @282:34
            If(orelse=()) @283:9
              .cond:
                Name(id='CARRY') @283:12
              .body:
                Assign(targets=('dk_f',)) @284:13
                  .value:
                    Name(id='acc_k') @284:20
            Wait(phase=None) @285:9
              .target:
                Index() @285:14
                  .value:
                    Name(id='kv_ready') @285:14
                  .subs:
                    Name(id='ks') @285:23
            If(orelse=()) @292:9
              .cond:
                Name(id='LAG') @292:12
              .body:
                Assign(targets=('last',)) @293:13
                  .value:
                    Const(value=0) @293:20
            Assign(targets=('LAST',)) @294:9
              .value:
                BinOp(op='-') @294:16
                  .lhs:
                    BinOp(op='//') @294:16
                      .lhs:
                        Name(id='NC') @294:16
                      .rhs:
                        Name(id='NWG') @294:22
                  .rhs:
                    Const(value=1) @294:28
            If(orelse=()) @295:9
              .cond:
                Name(id='ROWS') @295:12
              .body:
                Assign(targets=('LAST',)) @296:13
                  .value:
                    Const(value=0) @296:20
            Assign(targets=('AHEAD',)) @297:9
              .value:
                BoolOp(op='and') @297:17
                  .values:
                    Name(id='LSE_AHEAD') @297:17
                    Name(id='LAG') @297:31
                    Name(id='SMEM_P') @297:39
            If(orelse=()) @298:9
              .cond:
                BoolOp(op='and') @298:12
                  .values:
                    BinOp(op='==') @298:12
                      .lhs:
                        Name(id='ACT') @298:12
                      .rhs:
                        Const(value='softmax') @298:19
                    Name(id='AHEAD') @298:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @299:13
                  .value:
                    Call(kwargs=()) @299:29
                      .func:
                        Name(id='lse_delta') @299:29
                      .args:
                        Const(value=0) @299:39
                        Unary(op='-') @299:42
                          .operand:
                            Const(value=1) @299:43
                        BinOp(op='*') @299:46
                          .lhs:
                            Name(id='kvh') @299:46
                          .rhs:
                            Name(id='group') @299:52
                        Name(id='m_lo') @299:59
                        Name(id='rot') @299:65
                        Name(id='n_m') @299:70
                        Name(id='n_x') @299:75
                        Name(id='n_xs') @299:80
                        Name(id='SPLIT') @299:86
                        Name(id='q0') @299:93
                        Name(id='len_q') @299:97
                        Name(id='qcols') @299:104
                        Name(id='lse2_t') @299:111
                        Name(id='delta_t') @300:39
                        Name(id='BLOCK_M') @300:48
            For(var='part') @301:9
              .iter:
                Call(kwargs=()) @301:21
                  .func:
                    Name(id='static_range') @301:21
                  .args:
                    Name(id='PARTS') @301:34
              .body:
                If(orelse=()) @302:13
                  .cond:
                    BoolOp(op='and') @302:16
                      .values:
                        Name(id='EARLY') @302:16
                        BinOp(op='==') @302:26
                          .lhs:
                            Name(id='part') @302:26
                          .rhs:
                            Const(value=1) @302:34
                  .body:
                    Wait(phase=None) @303:17
                      .target:
                        Index() @303:22
                          .value:
                            Name(id='kh_ready') @303:22
                          .subs:
                            Name(id='ks') @303:31
                Assign(targets=('lo', 'hi')) @304:13
                  .value:
                    Call(kwargs=()) @304:22
                      .func:
                        Name(id='fused_part_bounds') @304:22
                      .args:
                        Name(id='part') @304:40
                        Name(id='PEEL') @304:46
                        Name(id='SPLIT') @304:52
                        Name(id='n_xs') @304:59
                        Name(id='steps') @304:65
                Assign(targets=('masked',)) @305:13
                  .value:
                    BoolOp(op='or') @305:22
                      .values:
                        Unary(op='not') @305:22
                          .operand:
                            Name(id='SPLIT') @305:26
                        BinOp(op='<') @305:35
                          .lhs:
                            Name(id='part') @305:35
                          .rhs:
                            BinOp(op='-') @305:42
                              .lhs:
                                Name(id='PARTS') @305:42
                              .rhs:
                                Const(value=1) @305:50
                Assign(targets=('lagged',)) @306:13
                  .value:
                    BoolOp(op='and') @306:22
                      .values:
                        Name(id='LAG') @306:22
                        BinOp(op='>') @306:30
                          .lhs:
                            Name(id='part') @306:30
                          .rhs:
                            Const(value=0) @306:37
                Assign(targets=('late',)) @307:13
                  .value:
                    BoolOp(op='and') @307:20
                      .values:
                        Name(id='LATE') @307:20
                        BinOp(op='>') @307:29
                          .lhs:
                            Name(id='part') @307:29
                          .rhs:
                            Const(value=0) @307:36
                Assign(targets=('which',)) @309:13
                  .value:
                    Const(value=1) @309:21
                If(orelse=()) @310:13
                  .cond:
                    Name(id='masked') @310:16
                  .body:
                    Assign(targets=('which',)) @311:17
                      .value:
                        Const(value=0) @311:25
                If(orelse=()) @312:13
                  .cond:
                    BoolOp(op='and') @312:16
                      .values:
                        Name(id='PEEL') @312:16
                        BinOp(op='==') @312:25
                          .lhs:
                            Name(id='part') @312:25
                          .rhs:
                            Const(value=0) @312:33
                  .body:
                    Assign(targets=('which',)) @313:17
                      .value:
                        Unary(op='-') @313:25
                          .operand:
                            Const(value=1) @313:26
                Pipeline(var='j', slot='slot', ring='qd') @314:13
                  .iter:
                    Call(kwargs=()) @314:27
                      .func:
                        Name(id='range') @314:27
                      .args:
                        Name(id='lo') @314:33
                        Name(id='hi') @314:37
                  .stages:
                    Name(id='STAGES') @314:54
                  .body:
                    Assign(targets=('head', 'mb')) @315:17
                      .value:
                        Call(kwargs=()) @315:28
                          .func:
                            Name(id='step_block') @315:28
                          .args:
                            Name(id='j') @315:39
                            Name(id='which') @315:42
                            BinOp(op='*') @315:49
                              .lhs:
                                Name(id='kvh') @315:49
                              .rhs:
                                Name(id='group') @315:55
                            Name(id='m_lo') @315:62
                            Name(id='rot') @315:68
                            Name(id='n_m') @315:73
                            Name(id='n_x') @315:78
                            Name(id='n_xs') @315:83
                            Name(id='SPLIT') @315:89
                    Assign(targets=('qpos',)) @316:17
                      .value:
                        BinOp(op='+') @316:24
                          .lhs:
                            BinOp(op='*') @316:24
                              .lhs:
                                Name(id='mb') @316:24
                              .rhs:
                                Name(id='BLOCK_M') @316:29
                          .rhs:
                            Name(id='qcols') @316:39
                    Assign(targets=('lse2',)) @317:17
                      .value:
                        Call(kwargs=()) @317:24
                          .func:
                            Name(id='zeros') @317:24
                          .args:
                            ListLit() @317:30
                              .elts:
                                Name(id='BLOCK_M') @317:31
                            Name(id='f32') @317:41
                    Assign(targets=('dlt',)) @318:17
                      .value:
                        Call(kwargs=()) @318:23
                          .func:
                            Name(id='zeros') @318:23
                          .args:
                            ListLit() @318:29
                              .elts:
                                Name(id='BLOCK_M') @318:30
                            Name(id='f32') @318:40
                    If(orelse=()) @322:17
                      .cond:
                        BoolOp(op='and') @322:20
                          .values:
                            BinOp(op='==') @322:20
                              .lhs:
                                Name(id='ACT') @322:20
                              .rhs:
                                Const(value='softmax') @322:27
                            Name(id='AHEAD') @322:41
                      .body:
                        Assign(targets=('lse2',)) @323:21
                          .value:
                            Name(id='lse2_n') @323:28
                        Assign(targets=('dlt',)) @324:21
                          .value:
                            Name(id='dlt_n') @324:27
                    If(orelse=()) @325:17
                      .cond:
                        BoolOp(op='and') @325:20
                          .values:
                            BinOp(op='==') @325:20
                              .lhs:
                                Name(id='ACT') @325:20
                              .rhs:
                                Const(value='softmax') @325:27
                            Unary(op='not') @325:41
                              .operand:
                                Name(id='AHEAD') @325:45
                            Unary(op='not') @325:55
                              .operand:
                                Name(id='LSE_RING') @325:59
                      .body:
                        Assign(targets=('qi',)) @329:21
                          .value:
                            BinOp(op='+') @329:26
                              .lhs:
                                Name(id='q0') @329:26
                              .rhs:
                                Call(kwargs=()) @329:31
                                  .func:
                                    Name(id='maximum') @329:31
                                  .args:
                                    Call(kwargs=()) @329:39
                                      .func:
                                        Name(id='minimum') @329:39
                                      .args:
                                        Name(id='qpos') @329:47
                                        BinOp(op='-') @329:53
                                          .lhs:
                                            Name(id='len_q') @329:53
                                          .rhs:
                                            Const(value=1) @329:61
                                    Const(value=0) @329:65
                        Assign(targets=('lse2',)) @330:21
                          .value:
                            Index() @330:28
                              .value:
                                Name(id='lse2_t') @330:28
                              .subs:
                                Name(id='head') @330:35
                                Name(id='qi') @330:41
                        Assign(targets=('dlt',)) @331:21
                          .value:
                            Index() @331:27
                              .value:
                                Name(id='delta_t') @331:27
                              .subs:
                                Name(id='head') @331:35
                                Name(id='qi') @331:41
                    If() @334:17
                      .cond:
                        Name(id='masked') @334:20
                      .body:
                        Assign(targets=('edge',)) @335:21
                          .value:
                            BoolOp(op='or') @335:28
                              .values:
                                BinOp(op='>') @335:28
                                  .lhs:
                                    BinOp(op='*') @335:29
                                      .lhs:
                                        BinOp(op='+') @335:29
                                          .lhs:
                                            Name(id='mb') @335:29
                                          .rhs:
                                            Const(value=1) @335:34
                                      .rhs:
                                        Name(id='BLOCK_M') @335:39
                                  .rhs:
                                    Name(id='len_q') @335:49
                                BinOp(op='>') @335:58
                                  .lhs:
                                    BinOp(op='+') @335:58
                                      .lhs:
                                        Name(id='krow0') @335:58
                                      .rhs:
                                        Name(id='WG_N') @335:66
                                  .rhs:
                                    Name(id='len_k') @335:73
                        If(orelse=()) @336:21
                          .cond:
                            Name(id='CAUSAL') @336:24
                          .body:
                            Assign(targets=('edge',)) @337:25
                              .value:
                                BoolOp(op='or') @337:32
                                  .values:
                                    Name(id='edge') @337:32
                                    BinOp(op='>') @337:40
                                      .lhs:
                                        BinOp(op='-') @337:40
                                          .lhs:
                                            BinOp(op='+') @337:40
                                              .lhs:
                                                Name(id='krow0') @337:40
                                              .rhs:
                                                Name(id='WG_N') @337:48
                                          .rhs:
                                            Const(value=1) @337:55
                                      .rhs:
                                        BinOp(op='+') @337:59
                                          .lhs:
                                            BinOp(op='*') @337:59
                                              .lhs:
                                                Name(id='mb') @337:59
                                              .rhs:
                                                Name(id='BLOCK_M') @337:64
                                          .rhs:
                                            BinOp(op='-') @337:75
                                              .lhs:
                                                Name(id='len_k') @337:75
                                              .rhs:
                                                Name(id='len_q') @337:83
                      .orelse:
                        Assign(targets=('edge',)) @339:21
                          .value:
                            Const(value=False) @339:28
                    Wait(phase=None) @340:17
                      .target:
                        Index() @340:22
                          .value:
                            Name(id='qd_ready') @340:22
                          .subs:
                            Name(id='slot') @340:31
                    If(orelse=()) @341:17
                      .cond:
                        Name(id='lagged') @341:20
                      .body:
                        Assign(targets=('og',)) @344:21
                          .value:
                            BinOp(op='%') @344:27
                              .lhs:
                                BinOp(op='+') @344:27
                                  .lhs:
                                    Name(id='wg') @344:27
                                  .rhs:
                                    Const(value=1) @344:32
                              .rhs:
                                Name(id='NWG') @344:37
                        Wait() @345:21
                          .target:
                            Index() @345:26
                              .value:
                                Name(id='ds_ready') @345:26
                              .subs:
                                Const(value=0) @345:35
                          .phase:
                            BinOp(op='%') @345:44
                              .lhs:
                                Name(id='last') @345:44
                              .rhs:
                                Const(value=2) @345:51
                        For(var='i') @346:21
                          .iter:
                            Call(kwargs=()) @346:30
                              .func:
                                Name(id='static_range') @346:30
                              .args:
                                Name(id='NCW') @346:43
                          .body:
                            Assign(targets=('c',)) @347:25
                              .value:
                                BinOp(op='+') @347:29
                                  .lhs:
                                    BinOp(op='*') @347:29
                                      .lhs:
                                        Name(id='wg') @347:29
                                      .rhs:
                                        Name(id='NCW') @347:34
                                  .rhs:
                                    Name(id='i') @347:40
                            If() @348:25
                              .cond:
                                Name(id='DQ_PAIR') @348:28
                              .body:
                                Assign(targets=('f0',)) @350:29
                                  .value:
                                    Call(kwargs=()) @350:34
                                      .func:
                                        Name(id='mma_async') @350:34
                                      .args:
                                        Index() @350:44
                                          .value:
                                            Name(id='ds_s') @350:44
                                          .subs:
                                            BinOp(op='+') @350:49
                                              .lhs:
                                                BinOp(op='*') @350:49
                                                  .lhs:
                                                    Name(id='last') @350:49
                                                  .rhs:
                                                    Name(id='NWG') @350:56
                                              .rhs:
                                                Name(id='wg') @350:62
                                        Index() @350:67
                                          .value:
                                            Name(id='kh_tile') @350:67
                                          .subs:
                                            BinOp(op='+') @350:75
                                              .lhs:
                                                BinOp(op='*') @350:75
                                                  .lhs:
                                                    Name(id='NC') @350:75
                                                  .rhs:
                                                    BinOp(op='+') @350:81
                                                      .lhs:
                                                        BinOp(op='*') @350:81
                                                          .lhs:
                                                            Name(id='ks') @350:81
                                                          .rhs:
                                                            Name(id='NWG') @350:86
                                                      .rhs:
                                                        Name(id='wg') @350:92
                                              .rhs:
                                                Name(id='c') @350:98
                                Assign(targets=('f1',)) @351:29
                                  .value:
                                    Call(kwargs=()) @351:34
                                      .func:
                                        Name(id='mma_async') @351:34
                                      .args:
                                        Index() @351:44
                                          .value:
                                            Name(id='ds_s') @351:44
                                          .subs:
                                            BinOp(op='+') @351:49
                                              .lhs:
                                                BinOp(op='*') @351:49
                                                  .lhs:
                                                    Name(id='last') @351:49
                                                  .rhs:
                                                    Name(id='NWG') @351:56
                                              .rhs:
                                                Name(id='og') @351:62
                                        Index() @351:67
                                          .value:
                                            Name(id='kh_tile') @351:67
                                          .subs:
                                            BinOp(op='+') @351:75
                                              .lhs:
                                                BinOp(op='*') @351:75
                                                  .lhs:
                                                    Name(id='NC') @351:75
                                                  .rhs:
                                                    BinOp(op='+') @351:81
                                                      .lhs:
                                                        BinOp(op='*') @351:81
                                                          .lhs:
                                                            Name(id='ks') @351:81
                                                          .rhs:
                                                            Name(id='NWG') @351:86
                                                      .rhs:
                                                        Name(id='og') @351:92
                                              .rhs:
                                                Name(id='c') @351:98
                                        Name(id='f0') @351:102
                                Assign(targets=('dq_c',)) @352:29
                                  .value:
                                    Call(kwargs=()) @352:36
                                      .func:
                                        Name(id='mma_wait') @352:36
                                      .args:
                                        Name(id='f1') @352:45
                              .orelse:
                                Assign(targets=('dq_c',)) @354:29
                                  .value:
                                    Call(kwargs=()) @354:36
                                      .func:
                                        Name(id='zeros') @354:36
                                      .args:
                                        ListLit() @354:42
                                          .elts:
                                            Name(id='BLOCK_M') @354:43
                                            Name(id='DQ_COLS') @354:52
                                        Name(id='f32') @354:62
                                For(var='g') @355:29
                                  .iter:
                                    Call(kwargs=()) @355:38
                                      .func:
                                        Name(id='static_range') @355:38
                                      .args:
                                        Name(id='NWG') @355:51
                                  .body:
                                    Assign(targets=('gg',)) @356:33
                                      .value:
                                        BinOp(op='%') @356:39
                                          .lhs:
                                            BinOp(op='+') @356:39
                                              .lhs:
                                                Name(id='wg') @356:39
                                              .rhs:
                                                Name(id='g') @356:44
                                          .rhs:
                                            Name(id='NWG') @356:49
                                    If() @357:33
                                      .cond:
                                        Name(id='SMEM_P') @357:36
                                      .body:
                                        Assign(targets=('dq_f',)) @358:37
                                          .value:
                                            Call(kwargs=()) @358:44
                                              .func:
                                                Name(id='mma_async') @358:44
                                              .args:
                                                Index() @358:54
                                                  .value:
                                                    Name(id='ds_s') @358:54
                                                  .subs:
                                                    BinOp(op='+') @358:59
                                                      .lhs:
                                                        BinOp(op='*') @358:59
                                                          .lhs:
                                                            Name(id='last') @358:59
                                                          .rhs:
                                                            Name(id='NWG') @358:66
                                                      .rhs:
                                                        Name(id='gg') @358:72
                                                Index() @358:77
                                                  .value:
                                                    Name(id='kh_tile') @358:77
                                                  .subs:
                                                    BinOp(op='+') @358:85
                                                      .lhs:
                                                        BinOp(op='*') @358:85
                                                          .lhs:
                                                            Name(id='NC') @358:85
                                                          .rhs:
                                                            BinOp(op='+') @358:91
                                                              .lhs:
                                                                BinOp(op='*') @358:91
                                                                  .lhs:
                                                                    Name(id='ks') @358:91
                                                                  .rhs:
                                                                    Name(id='NWG') @358:96
                                                              .rhs:
                                                                Name(id='gg') @358:102
                                                      .rhs:
                                                        Name(id='c') @358:108
                                                Name(id='dq_c') @358:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @360:37
                                          .value:
                                            Call(kwargs=()) @360:44
                                              .func:
                                                Name(id='mma_async') @360:44
                                              .args:
                                                Attr(name='T') @360:54
                                                  .value:
                                                    Index() @360:54
                                                      .value:
                                                        Name(id='ds_s') @360:54
                                                      .subs:
                                                        BinOp(op='+') @360:59
                                                          .lhs:
                                                            BinOp(op='*') @360:59
                                                              .lhs:
                                                                Name(id='last') @360:59
                                                              .rhs:
                                                                Name(id='NWG') @360:66
                                                          .rhs:
                                                            Name(id='gg') @360:72
                                                Index() @360:79
                                                  .value:
                                                    Name(id='kh_tile') @360:79
                                                  .subs:
                                                    BinOp(op='+') @360:87
                                                      .lhs:
                                                        BinOp(op='*') @360:87
                                                          .lhs:
                                                            Name(id='NC') @360:87
                                                          .rhs:
                                                            BinOp(op='+') @360:93
                                                              .lhs:
                                                                BinOp(op='*') @360:93
                                                                  .lhs:
                                                                    Name(id='ks') @360:93
                                                                  .rhs:
                                                                    Name(id='NWG') @360:98
                                                              .rhs:
                                                                Name(id='gg') @360:104
                                                      .rhs:
                                                        Name(id='c') @360:110
                                                Name(id='dq_c') @360:114
                                    If(orelse=()) @361:33
                                      .cond:
                                        BoolOp(op='and') @361:36
                                          .values:
                                            Name(id='CARRY') @361:36
                                            BinOp(op='==') @361:46
                                              .lhs:
                                                Name(id='i') @361:46
                                              .rhs:
                                                Const(value=0) @361:51
                                            BinOp(op='==') @361:57
                                              .lhs:
                                                Name(id='g') @361:57
                                              .rhs:
                                                Const(value=0) @361:62
                                      .body:
                                        Assign(targets=('acc_k',)) @362:37
                                          .value:
                                            Call() @362:45
                                              .func:
                                                Name(id='mma_wait') @362:45
                                              .args:
                                                Name(id='dk_f') @362:54
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @362:68
                                                )
                                        Arrive(count=None) @363:37
                                          .target:
                                            Index() @363:44
                                              .value:
                                                Name(id='qd_free') @363:44
                                              .subs:
                                                Name(id='last') @363:52
                                    Assign(targets=('dq_c',)) @364:33
                                      .value:
                                        Call(kwargs=()) @364:40
                                          .func:
                                            Name(id='mma_wait') @364:40
                                          .args:
                                            Name(id='dq_f') @364:49
                            Wait() @365:25
                              .target:
                                Index() @365:30
                                  .value:
                                    Name(id='dq_empty') @365:30
                                  .subs:
                                    Name(id='i') @365:39
                              .phase:
                                BinOp(op='-') @365:48
                                  .lhs:
                                    Const(value=1) @365:48
                                  .rhs:
                                    BinOp(op='%') @365:52
                                      .lhs:
                                        Name(id='last') @365:52
                                      .rhs:
                                        Const(value=2) @365:59
                            ExprStmt() @366:25
                              .value:
                                Call(kwargs=()) @366:25
                                  .func:
                                    Name(id='store_smem') @366:25
                                  .args:
                                    Index() @366:36
                                      .value:
                                        Name(id='dq_s') @366:36
                                      .subs:
                                        BinOp(op='+') @366:41
                                          .lhs:
                                            BinOp(op='*') @366:41
                                              .lhs:
                                                Name(id='i') @366:41
                                              .rhs:
                                                Name(id='NWG') @366:45
                                          .rhs:
                                            Name(id='wg') @366:51
                                    Name(id='dq_c') @366:56
                            If(orelse=()) @367:25
                              .cond:
                                BoolOp(op='or') @367:28
                                  .values:
                                    Unary(op='not') @367:28
                                      .operand:
                                        Name(id='LATE') @367:32
                                    BinOp(op='<') @367:40
                                      .lhs:
                                        Name(id='i') @367:40
                                      .rhs:
                                        BinOp(op='-') @367:44
                                          .lhs:
                                            Name(id='NCW') @367:44
                                          .rhs:
                                            Const(value=1) @367:50
                              .body:
                                Fence() @368:29
                                Arrive(count=None) @369:29
                                  .target:
                                    Index() @369:36
                                      .value:
                                        Name(id='dq_full') @369:36
                                      .subs:
                                        Name(id='i') @369:44
                    If() @370:17
                      .cond:
                        Name(id='SMEM_P') @370:20
                      .body:
                        Assign(targets=('own',)) @374:21
                          .value:
                            Name(id='wg') @374:27
                        Assign(targets=('og',)) @375:21
                          .value:
                            BinOp(op='%') @375:27
                              .lhs:
                                BinOp(op='+') @375:27
                                  .lhs:
                                    Name(id='wg') @375:27
                                  .rhs:
                                    Const(value=1) @375:32
                              .rhs:
                                Name(id='NWG') @375:37
                        If(orelse=()) @376:21
                          .cond:
                            Name(id='WRITER') @376:24
                          .body:
                            Assign(targets=('own',)) @377:25
                              .value:
                                BinOp(op='+') @377:31
                                  .lhs:
                                    BinOp(op='*') @377:31
                                      .lhs:
                                        Name(id='slot') @377:31
                                      .rhs:
                                        Name(id='NWG') @377:38
                                  .rhs:
                                    Name(id='wg') @377:44
                        Assign(targets=('s_f',)) @378:21
                          .value:
                            Call(kwargs=()) @378:27
                              .func:
                                Name(id='mma_async') @378:27
                              .args:
                                Index() @378:37
                                  .value:
                                    Name(id='q_ring') @378:37
                                  .subs:
                                    Name(id='slot') @378:44
                                Attr(name='T') @378:51
                                  .value:
                                    Index() @378:51
                                      .value:
                                        Name(id='k_tile') @378:51
                                      .subs:
                                        Name(id='mine') @378:58
                        Assign(targets=('dp_f',)) @379:21
                          .value:
                            Call(kwargs=()) @379:28
                              .func:
                                Name(id='mma_async') @379:28
                              .args:
                                Index() @379:38
                                  .value:
                                    Name(id='do_ring') @379:38
                                  .subs:
                                    Name(id='slot') @379:46
                                Attr(name='T') @379:53
                                  .value:
                                    Index() @379:53
                                      .value:
                                        Name(id='v_tile') @379:53
                                      .subs:
                                        Name(id='mine') @379:60
                        If(orelse=()) @380:21
                          .cond:
                            Name(id='late') @380:24
                          .body:
                            Fence() @381:25
                            Arrive(count=None) @382:25
                              .target:
                                Index() @382:32
                                  .value:
                                    Name(id='dq_full') @382:32
                                  .subs:
                                    Name(id='LAST') @382:40
                        Assign(targets=('s',)) @383:21
                          .value:
                            Call() @383:25
                              .func:
                                Name(id='mma_wait') @383:25
                              .args:
                                Name(id='s_f') @383:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @383:47
                                )
                        Assign(targets=('kpos',)) @385:21
                          .value:
                            BinOp(op='+') @385:28
                              .lhs:
                                Name(id='krow0') @385:28
                              .rhs:
                                Call(kwargs=()) @385:36
                                  .func:
                                    Name(id='arange') @385:36
                                  .args:
                                    Name(id='WG_N') @385:43
                        If() @386:21
                          .cond:
                            Name(id='LSE_RING') @386:24
                          .body:
                            Assign(targets=('lse2c',)) @387:25
                              .value:
                                Call(kwargs=()) @387:33
                                  .func:
                                    Name(id='load') @387:33
                                  .args:
                                    Index() @387:38
                                      .value:
                                        Name(id='lse_s') @387:38
                                      .subs:
                                        Name(id='slot') @387:44
                          .orelse:
                            Assign(targets=('lse2c',)) @389:25
                              .value:
                                Index() @389:33
                                  .value:
                                    Name(id='lse2') @389:33
                                  .subs:
                                    FullSlice() @389:38
                                    Const(value=None) @389:41
                        Assign(targets=('p', 'dact')) @390:21
                          .value:
                            Call(kwargs=()) @390:31
                              .func:
                                Name(id='probs') @390:31
                              .args:
                                Name(id='s') @390:37
                                Name(id='edge') @390:40
                                Index() @390:46
                                  .value:
                                    Name(id='qpos') @390:46
                                  .subs:
                                    FullSlice() @390:51
                                    Const(value=None) @390:54
                                Index() @390:61
                                  .value:
                                    Name(id='kpos') @390:61
                                  .subs:
                                    Const(value=None) @390:66
                                    FullSlice() @390:72
                                Name(id='len_q') @390:76
                                Name(id='len_k') @390:83
                                Name(id='lse2c') @390:90
                                Name(id='qk_scale') @390:97
                                Name(id='sm_scale') @391:37
                                Name(id='CAUSAL') @391:47
                                Name(id='ACT') @391:55
                        ExprStmt() @392:21
                          .value:
                            Call(kwargs=()) @392:21
                              .func:
                                Name(id='store_smem') @392:21
                              .args:
                                Index() @392:32
                                  .value:
                                    Name(id='ds_s') @392:32
                                  .subs:
                                    Name(id='own') @392:37
                                Call(kwargs=()) @392:43
                                  .func:
                                    Name(id='cast') @392:43
                                  .args:
                                    Name(id='p') @392:48
                                    Name(id='DT') @392:51
                        Fence() @393:21
                        Assign(targets=('dv_f',)) @394:21
                          .value:
                            Call(kwargs=()) @394:28
                              .func:
                                Name(id='mma_async') @394:28
                              .args:
                                Attr(name='T') @394:38
                                  .value:
                                    Index() @394:38
                                      .value:
                                        Name(id='ds_s') @394:38
                                      .subs:
                                        Name(id='own') @394:43
                                Index() @394:51
                                  .value:
                                    Name(id='do_ring') @394:51
                                  .subs:
                                    Name(id='slot') @394:59
                                Name(id='acc_v') @394:66
                        Assign(targets=('dp',)) @395:21
                          .value:
                            Call() @395:26
                              .func:
                                Name(id='mma_wait') @395:26
                              .args:
                                Name(id='dp_f') @395:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @395:49
                                )
                        If() @396:21
                          .cond:
                            Name(id='LSE_RING') @396:24
                          .body:
                            Assign(targets=('dltc',)) @397:25
                              .value:
                                Call(kwargs=()) @397:32
                                  .func:
                                    Name(id='load') @397:32
                                  .args:
                                    Index() @397:37
                                      .value:
                                        Name(id='dl_s') @397:37
                                      .subs:
                                        Name(id='slot') @397:42
                          .orelse:
                            Assign(targets=('dltc',)) @399:25
                              .value:
                                Index() @399:32
                                  .value:
                                    Name(id='dlt') @399:32
                                  .subs:
                                    FullSlice() @399:36
                                    Const(value=None) @399:39
                        Assign(targets=('ds',)) @400:21
                          .value:
                            Call(kwargs=()) @400:26
                              .func:
                                Name(id='cast') @400:26
                              .args:
                                Call(kwargs=()) @400:31
                                  .func:
                                    Name(id='dscores') @400:31
                                  .args:
                                    Name(id='p') @400:39
                                    Name(id='dact') @400:42
                                    Name(id='dp') @400:48
                                    Name(id='dltc') @400:52
                                    Name(id='ACT') @400:58
                                Name(id='DT') @400:64
                        Assign(targets=('acc_v',)) @401:21
                          .value:
                            Call(kwargs=()) @401:29
                              .func:
                                Name(id='mma_wait') @401:29
                              .args:
                                Name(id='dv_f') @401:38
                        ExprStmt() @402:21
                          .value:
                            Call(kwargs=()) @402:21
                              .func:
                                Name(id='store_smem') @402:21
                              .args:
                                Index() @402:32
                                  .value:
                                    Name(id='ds_s') @402:32
                                  .subs:
                                    Name(id='own') @402:37
                                Name(id='ds') @402:43
                        Fence() @403:21
                        If() @404:21
                          .cond:
                            Name(id='LAG') @404:24
                          .body:
                            Arrive(count=None) @407:25
                              .target:
                                Index() @407:32
                                  .value:
                                    Name(id='ds_ready') @407:32
                                  .subs:
                                    Const(value=0) @407:41
                            Assign(targets=('dk_f',)) @408:25
                              .value:
                                Call(kwargs=()) @408:32
                                  .func:
                                    Name(id='mma_async') @408:32
                                  .args:
                                    Attr(name='T') @408:42
                                      .value:
                                        Index() @408:42
                                          .value:
                                            Name(id='ds_s') @408:42
                                          .subs:
                                            Name(id='own') @408:47
                                    Index() @408:55
                                      .value:
                                        Name(id='q_ring') @408:55
                                      .subs:
                                        Name(id='slot') @408:62
                                    Name(id='acc_k') @408:69
                            If(orelse=()) @409:25
                              .cond:
                                BoolOp(op='and') @409:28
                                  .values:
                                    BinOp(op='==') @409:28
                                      .lhs:
                                        Name(id='ACT') @409:28
                                      .rhs:
                                        Const(value='softmax') @409:35
                                    Name(id='AHEAD') @409:49
                              .body:
                                Assign(targets=('nxt',)) @411:29
                                  .value:
                                    Unary(op='-') @411:35
                                      .operand:
                                        Const(value=1) @411:36
                                If(orelse=()) @412:29
                                  .cond:
                                    BinOp(op='==') @412:32
                                      .lhs:
                                        Name(id='which') @412:32
                                      .rhs:
                                        Const(value=1) @412:41
                                  .body:
                                    Assign(targets=('nxt',)) @413:33
                                      .value:
                                        Const(value=1) @413:39
                                Assign(targets=('lse2_n', 'dlt_n')) @414:29
                                  .value:
                                    Call(kwargs=()) @414:45
                                      .func:
                                        Name(id='lse_delta') @414:45
                                      .args:
                                        Call(kwargs=()) @414:55
                                          .func:
                                            Name(id='minimum') @414:55
                                          .args:
                                            BinOp(op='+') @414:63
                                              .lhs:
                                                Name(id='j') @414:63
                                              .rhs:
                                                Const(value=1) @414:67
                                            BinOp(op='-') @414:70
                                              .lhs:
                                                Name(id='steps') @414:70
                                              .rhs:
                                                Const(value=1) @414:78
                                        Name(id='nxt') @414:82
                                        BinOp(op='*') @414:87
                                          .lhs:
                                            Name(id='kvh') @414:87
                                          .rhs:
                                            Name(id='group') @414:93
                                        Name(id='m_lo') @414:100
                                        Name(id='rot') @414:106
                                        Name(id='n_m') @414:111
                                        Name(id='n_x') @414:116
                                        Name(id='n_xs') @415:55
                                        Name(id='SPLIT') @415:61
                                        Name(id='q0') @415:68
                                        Name(id='len_q') @415:72
                                        Name(id='qcols') @415:79
                                        Name(id='lse2_t') @415:86
                                        Name(id='delta_t') @415:94
                                        Name(id='BLOCK_M') @415:103
                            If(orelse=()) @416:25
                              .cond:
                                Unary(op='not') @416:28
                                  .operand:
                                    Name(id='CARRY') @416:32
                              .body:
                                Assign(targets=('acc_k',)) @417:29
                                  .value:
                                    Call(kwargs=()) @417:37
                                      .func:
                                        Name(id='mma_wait') @417:37
                                      .args:
                                        Name(id='dk_f') @417:46
                                Arrive(count=None) @418:29
                                  .target:
                                    Index() @418:36
                                      .value:
                                        Name(id='qd_free') @418:36
                                      .subs:
                                        Name(id='slot') @418:44
                            Assign(targets=('last',)) @419:25
                              .value:
                                Name(id='slot') @419:32
                          .orelse:
                            If() @420:21
                              .cond:
                                Name(id='WRITER') @420:26
                              .body:
                                Arrive(count=None) @421:25
                                  .target:
                                    Index() @421:32
                                      .value:
                                        Name(id='ds_ready') @421:32
                                      .subs:
                                        Name(id='slot') @421:41
                                Assign(targets=('dk_f',)) @422:25
                                  .value:
                                    Call(kwargs=()) @422:32
                                      .func:
                                        Name(id='mma_async') @422:32
                                      .args:
                                        Attr(name='T') @422:42
                                          .value:
                                            Index() @422:42
                                              .value:
                                                Name(id='ds_s') @422:42
                                              .subs:
                                                Name(id='own') @422:47
                                        Index() @422:55
                                          .value:
                                            Name(id='q_ring') @422:55
                                          .subs:
                                            Name(id='slot') @422:62
                                        Name(id='acc_k') @422:69
                                Wait(phase=None) @423:25
                                  .target:
                                    Index() @423:30
                                      .value:
                                        Name(id='ds_ready') @423:30
                                      .subs:
                                        Name(id='slot') @423:39
                                For(var='i') @424:25
                                  .iter:
                                    Call(kwargs=()) @424:34
                                      .func:
                                        Name(id='static_range') @424:34
                                      .args:
                                        Name(id='NCW') @424:47
                                  .body:
                                    Assign(targets=('c',)) @425:29
                                      .value:
                                        BinOp(op='+') @425:33
                                          .lhs:
                                            BinOp(op='*') @425:33
                                              .lhs:
                                                Name(id='wg') @425:33
                                              .rhs:
                                                Name(id='NCW') @425:38
                                          .rhs:
                                            Name(id='i') @425:44
                                    If() @426:29
                                      .cond:
                                        Name(id='DQ_PAIR') @426:32
                                      .body:
                                        Assign(targets=('f0',)) @429:33
                                          .value:
                                            Call(kwargs=()) @429:38
                                              .func:
                                                Name(id='mma_async') @429:38
                                              .args:
                                                Index() @429:48
                                                  .value:
                                                    Name(id='ds_s') @429:48
                                                  .subs:
                                                    Name(id='own') @429:53
                                                Index() @429:59
                                                  .value:
                                                    Name(id='kh_tile') @429:59
                                                  .subs:
                                                    BinOp(op='+') @429:67
                                                      .lhs:
                                                        BinOp(op='*') @429:67
                                                          .lhs:
                                                            Name(id='NC') @429:67
                                                          .rhs:
                                                            Name(id='mine') @429:72
                                                      .rhs:
                                                        Name(id='c') @429:79
                                        Assign(targets=('f1',)) @430:33
                                          .value:
                                            Call(kwargs=()) @430:38
                                              .func:
                                                Name(id='mma_async') @430:38
                                              .args:
                                                Index() @430:48
                                                  .value:
                                                    Name(id='ds_s') @430:48
                                                  .subs:
                                                    BinOp(op='+') @430:53
                                                      .lhs:
                                                        BinOp(op='*') @430:53
                                                          .lhs:
                                                            Name(id='slot') @430:53
                                                          .rhs:
                                                            Name(id='NWG') @430:60
                                                      .rhs:
                                                        Name(id='og') @430:66
                                                Index() @430:71
                                                  .value:
                                                    Name(id='kh_tile') @430:71
                                                  .subs:
                                                    BinOp(op='+') @430:79
                                                      .lhs:
                                                        BinOp(op='*') @430:79
                                                          .lhs:
                                                            Name(id='NC') @430:79
                                                          .rhs:
                                                            BinOp(op='+') @430:85
                                                              .lhs:
                                                                BinOp(op='*') @430:85
                                                                  .lhs:
                                                                    Name(id='ks') @430:85
                                                                  .rhs:
                                                                    Name(id='NWG') @430:90
                                                              .rhs:
                                                                Name(id='og') @430:96
                                                      .rhs:
                                                        Name(id='c') @430:102
                                                Name(id='f0') @430:106
                                        If(orelse=()) @431:33
                                          .cond:
                                            BinOp(op='==') @431:36
                                              .lhs:
                                                Name(id='i') @431:36
                                              .rhs:
                                                Const(value=0) @431:41
                                          .body:
                                            Assign(targets=('acc_k',)) @432:37
                                              .value:
                                                Call() @432:45
                                                  .func:
                                                    Name(id='mma_wait') @432:45
                                                  .args:
                                                    Name(id='dk_f') @432:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @432:68
                                                    )
                                            Arrive(count=None) @433:37
                                              .target:
                                                Index() @433:44
                                                  .value:
                                                    Name(id='qd_free') @433:44
                                                  .subs:
                                                    Name(id='slot') @433:52
                                        Assign(targets=('dq_c',)) @434:33
                                          .value:
                                            Call(kwargs=()) @434:40
                                              .func:
                                                Name(id='mma_wait') @434:40
                                              .args:
                                                Name(id='f1') @434:49
                                      .orelse:
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
                                            Assign(targets=('dq_f',)) @439:37
                                              .value:
                                                Call(kwargs=()) @439:44
                                                  .func:
                                                    Name(id='mma_async') @439:44
                                                  .args:
                                                    Index() @439:54
                                                      .value:
                                                        Name(id='ds_s') @439:54
                                                      .subs:
                                                        BinOp(op='+') @439:59
                                                          .lhs:
                                                            BinOp(op='*') @439:59
                                                              .lhs:
                                                                Name(id='slot') @439:59
                                                              .rhs:
                                                                Name(id='NWG') @439:66
                                                          .rhs:
                                                            Name(id='gg') @439:72
                                                    Index() @439:77
                                                      .value:
                                                        Name(id='kh_tile') @439:77
                                                      .subs:
                                                        BinOp(op='+') @439:85
                                                          .lhs:
                                                            BinOp(op='*') @439:85
                                                              .lhs:
                                                                Name(id='NC') @439:85
                                                              .rhs:
                                                                BinOp(op='+') @439:91
                                                                  .lhs:
                                                                    BinOp(op='*') @439:91
                                                                      .lhs:
                                                                        Name(id='ks') @439:91
                                                                      .rhs:
                                                                        Name(id='NWG') @439:96
                                                                  .rhs:
                                                                    Name(id='gg') @439:102
                                                          .rhs:
                                                            Name(id='c') @439:108
                                                    Name(id='dq_c') @439:112
                                            If(orelse=()) @440:37
                                              .cond:
                                                BoolOp(op='and') @440:40
                                                  .values:
                                                    BinOp(op='==') @440:40
                                                      .lhs:
                                                        Name(id='i') @440:40
                                                      .rhs:
                                                        Const(value=0) @440:45
                                                    BinOp(op='==') @440:51
                                                      .lhs:
                                                        Name(id='g') @440:51
                                                      .rhs:
                                                        Const(value=0) @440:56
                                              .body:
                                                Assign(targets=('acc_k',)) @442:41
                                                  .value:
                                                    Call() @442:49
                                                      .func:
                                                        Name(id='mma_wait') @442:49
                                                      .args:
                                                        Name(id='dk_f') @442:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @442:72
                                                        )
                                                Arrive(count=None) @443:41
                                                  .target:
                                                    Index() @443:48
                                                      .value:
                                                        Name(id='qd_free') @443:48
                                                      .subs:
                                                        Name(id='slot') @443:56
                                            Assign(targets=('dq_c',)) @444:37
                                              .value:
                                                Call(kwargs=()) @444:44
                                                  .func:
                                                    Name(id='mma_wait') @444:44
                                                  .args:
                                                    Name(id='dq_f') @444:53
                                    Wait() @445:29
                                      .target:
                                        Index() @445:34
                                          .value:
                                            Name(id='dq_empty') @445:34
                                          .subs:
                                            Name(id='i') @445:43
                                      .phase:
                                        BinOp(op='-') @445:52
                                          .lhs:
                                            Const(value=1) @445:52
                                          .rhs:
                                            BinOp(op='%') @445:56
                                              .lhs:
                                                Name(id='slot') @445:56
                                              .rhs:
                                                Const(value=2) @445:63
                                    ExprStmt() @446:29
                                      .value:
                                        Call(kwargs=()) @446:29
                                          .func:
                                            Name(id='store_smem') @446:29
                                          .args:
                                            Index() @446:40
                                              .value:
                                                Name(id='dq_s') @446:40
                                              .subs:
                                                BinOp(op='+') @446:45
                                                  .lhs:
                                                    BinOp(op='*') @446:45
                                                      .lhs:
                                                        Name(id='i') @446:45
                                                      .rhs:
                                                        Name(id='NWG') @446:49
                                                  .rhs:
                                                    Name(id='wg') @446:55
                                            Name(id='dq_c') @446:60
                                    Fence() @447:29
                                    Arrive(count=None) @448:29
                                      .target:
                                        Index() @448:36
                                          .value:
                                            Name(id='dq_full') @448:36
                                          .subs:
                                            Name(id='i') @448:44
                              .orelse:
                                Assign(targets=('dq_f',)) @450:25
                                  .value:
                                    Call(kwargs=()) @450:32
                                      .func:
                                        Name(id='mma_async') @450:32
                                      .args:
                                        Index() @450:42
                                          .value:
                                            Name(id='ds_s') @450:42
                                          .subs:
                                            Name(id='wg') @450:47
                                        Index() @450:52
                                          .value:
                                            Name(id='kh_tile') @450:52
                                          .subs:
                                            BinOp(op='*') @450:60
                                              .lhs:
                                                Name(id='NC') @450:60
                                              .rhs:
                                                Name(id='mine') @450:65
                                Assign(targets=('dk_f',)) @451:25
                                  .value:
                                    Call(kwargs=()) @451:32
                                      .func:
                                        Name(id='mma_async') @451:32
                                      .args:
                                        Attr(name='T') @451:42
                                          .value:
                                            Index() @451:42
                                              .value:
                                                Name(id='ds_s') @451:42
                                              .subs:
                                                Name(id='wg') @451:47
                                        Index() @451:54
                                          .value:
                                            Name(id='q_ring') @451:54
                                          .subs:
                                            Name(id='slot') @451:61
                                        Name(id='acc_k') @451:68
                                Assign(targets=('dq_c',)) @452:25
                                  .value:
                                    Call() @452:32
                                      .func:
                                        Name(id='mma_wait') @452:32
                                      .args:
                                        Name(id='dq_f') @452:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @452:55
                                        )
                                ExprStmt() @453:25
                                  .value:
                                    Call(kwargs=()) @453:25
                                      .func:
                                        Name(id='store_smem') @453:25
                                      .args:
                                        Index() @453:36
                                          .value:
                                            Name(id='dq_s') @453:36
                                          .subs:
                                            Name(id='wg') @453:41
                                        Name(id='dq_c') @453:46
                                Fence() @454:25
                                Tma(signals=None, reduce='add') @455:25
                                  .dst:
                                    Index() @455:29
                                      .value:
                                        Name(id='dq_acc') @455:29
                                      .subs:
                                        Name(id='seq') @455:36
                                        Name(id='mb') @455:41
                                        Name(id='head') @455:45
                                        Const(value=0) @455:51
                                  .src:
                                    Index() @455:57
                                      .value:
                                        Name(id='dq_s') @455:57
                                      .subs:
                                        Name(id='wg') @455:62
                                Assign(targets=('dq_f',)) @456:25
                                  .value:
                                    Call(kwargs=()) @456:32
                                      .func:
                                        Name(id='mma_async') @456:32
                                      .args:
                                        Index() @456:42
                                          .value:
                                            Name(id='ds_s') @456:42
                                          .subs:
                                            Name(id='wg') @456:47
                                        Index() @456:52
                                          .value:
                                            Name(id='kh_tile') @456:52
                                          .subs:
                                            BinOp(op='+') @456:60
                                              .lhs:
                                                BinOp(op='*') @456:60
                                                  .lhs:
                                                    Name(id='NC') @456:60
                                                  .rhs:
                                                    Name(id='mine') @456:65
                                              .rhs:
                                                Const(value=1) @456:72
                                Assign(targets=('acc_k',)) @457:25
                                  .value:
                                    Call() @457:33
                                      .func:
                                        Name(id='mma_wait') @457:33
                                      .args:
                                        Name(id='dk_f') @457:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @457:56
                                        )
                                Assign(targets=('dq_c',)) @458:25
                                  .value:
                                    Call(kwargs=()) @458:32
                                      .func:
                                        Name(id='mma_wait') @458:32
                                      .args:
                                        Name(id='dq_f') @458:41
                                Arrive(count=None) @459:25
                                  .target:
                                    Index() @459:32
                                      .value:
                                        Name(id='qd_free') @459:32
                                      .subs:
                                        Name(id='slot') @459:40
                                ExprStmt() @460:25
                                  .value:
                                    Call(kwargs=()) @460:25
                                      .func:
                                        Name(id='store_smem') @460:25
                                      .args:
                                        Index() @460:36
                                          .value:
                                            Name(id='dq_s') @460:36
                                          .subs:
                                            Name(id='wg') @460:41
                                        Name(id='dq_c') @460:46
                                Fence() @461:25
                                Tma(signals=None, reduce='add') @462:25
                                  .dst:
                                    Index() @462:29
                                      .value:
                                        Name(id='dq_acc') @462:29
                                      .subs:
                                        Name(id='seq') @462:36
                                        Name(id='mb') @462:41
                                        Name(id='head') @462:45
                                        Const(value=1) @462:51
                                  .src:
                                    Index() @462:57
                                      .value:
                                        Name(id='dq_s') @462:57
                                      .subs:
                                        Name(id='wg') @462:62
                                For(var='c') @463:25
                                  .iter:
                                    Call(kwargs=()) @463:34
                                      .func:
                                        Name(id='static_range') @463:34
                                      .args:
                                        Const(value=2) @463:47
                                        Name(id='NC') @463:50
                                  .body:
                                    Assign(targets=('dq_c',)) @464:29
                                      .value:
                                        Call(kwargs=()) @464:36
                                          .func:
                                            Name(id='mma_wait') @464:36
                                          .args:
                                            Call(kwargs=()) @464:45
                                              .func:
                                                Name(id='mma_async') @464:45
                                              .args:
                                                Index() @464:55
                                                  .value:
                                                    Name(id='ds_s') @464:55
                                                  .subs:
                                                    Name(id='wg') @464:60
                                                Index() @464:65
                                                  .value:
                                                    Name(id='kh_tile') @464:65
                                                  .subs:
                                                    BinOp(op='+') @464:73
                                                      .lhs:
                                                        BinOp(op='*') @464:73
                                                          .lhs:
                                                            Name(id='NC') @464:73
                                                          .rhs:
                                                            Name(id='mine') @464:78
                                                      .rhs:
                                                        Name(id='c') @464:85
                                    ExprStmt() @465:29
                                      .value:
                                        Call(kwargs=()) @465:29
                                          .func:
                                            Name(id='store_smem') @465:29
                                          .args:
                                            Index() @465:40
                                              .value:
                                                Name(id='dq_s') @465:40
                                              .subs:
                                                Name(id='wg') @465:45
                                            Name(id='dq_c') @465:50
                                    Fence() @466:29
                                    Tma(signals=None, reduce='add') @467:29
                                      .dst:
                                        Index() @467:33
                                          .value:
                                            Name(id='dq_acc') @467:33
                                          .subs:
                                            Name(id='seq') @467:40
                                            Name(id='mb') @467:45
                                            Name(id='head') @467:49
                                            Name(id='c') @467:55
                                      .src:
                                        Index() @467:61
                                          .value:
                                            Name(id='dq_s') @467:61
                                          .subs:
                                            Name(id='wg') @467:66
                      .orelse:
                        Assign(targets=('st_f',)) @469:21
                          .value:
                            Call(kwargs=()) @469:28
                              .func:
                                Name(id='mma_async') @469:28
                              .args:
                                Index() @469:38
                                  .value:
                                    Name(id='k_tile') @469:38
                                  .subs:
                                    Name(id='mine') @469:45
                                Attr(name='T') @469:52
                                  .value:
                                    Index() @469:52
                                      .value:
                                        Name(id='q_ring') @469:52
                                      .subs:
                                        Name(id='slot') @469:59
                        Assign(targets=('dpt_f',)) @470:21
                          .value:
                            Call(kwargs=()) @470:29
                              .func:
                                Name(id='mma_async') @470:29
                              .args:
                                Index() @470:39
                                  .value:
                                    Name(id='v_tile') @470:39
                                  .subs:
                                    Name(id='mine') @470:46
                                Attr(name='T') @470:53
                                  .value:
                                    Index() @470:53
                                      .value:
                                        Name(id='do_ring') @470:53
                                      .subs:
                                        Name(id='slot') @470:61
                        If(orelse=()) @471:21
                          .cond:
                            Name(id='late') @471:24
                          .body:
                            Fence() @472:25
                            Arrive(count=None) @473:25
                              .target:
                                Index() @473:32
                                  .value:
                                    Name(id='dq_full') @473:32
                                  .subs:
                                    Name(id='LAST') @473:40
                        Assign(targets=('st',)) @474:21
                          .value:
                            Call() @474:26
                              .func:
                                Name(id='mma_wait') @474:26
                              .args:
                                Name(id='st_f') @474:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @474:49
                                )
                        If() @475:21
                          .cond:
                            Name(id='LSE_RING') @475:24
                          .body:
                            Assign(targets=('lse2r',)) @476:25
                              .value:
                                Call(kwargs=()) @476:33
                                  .func:
                                    Name(id='load') @476:33
                                  .args:
                                    Index() @476:38
                                      .value:
                                        Name(id='lse_s') @476:38
                                      .subs:
                                        Name(id='slot') @476:44
                          .orelse:
                            Assign(targets=('lse2r',)) @478:25
                              .value:
                                Index() @478:33
                                  .value:
                                    Name(id='lse2') @478:33
                                  .subs:
                                    Const(value=None) @478:38
                                    FullSlice() @478:44
                        Assign(targets=('pt', 'dact')) @479:21
                          .value:
                            Call(kwargs=()) @479:32
                              .func:
                                Name(id='probs') @479:32
                              .args:
                                Name(id='st') @479:38
                                Name(id='edge') @479:42
                                Index() @479:48
                                  .value:
                                    Name(id='qpos') @479:48
                                  .subs:
                                    Const(value=None) @479:53
                                    FullSlice() @479:59
                                Index() @479:63
                                  .value:
                                    Name(id='krows') @479:63
                                  .subs:
                                    FullSlice() @479:69
                                    Const(value=None) @479:72
                                Name(id='len_q') @479:79
                                Name(id='len_k') @479:86
                                Name(id='lse2r') @479:93
                                Name(id='qk_scale') @479:100
                                Name(id='sm_scale') @480:38
                                Name(id='CAUSAL') @480:48
                                Name(id='ACT') @480:56
                        Assign(targets=('dpt',)) @481:21
                          .value:
                            Call(kwargs=()) @481:27
                              .func:
                                Name(id='mma_wait') @481:27
                              .args:
                                Name(id='dpt_f') @481:36
                        Assign(targets=('dv_f',)) @483:21
                          .value:
                            Call(kwargs=()) @483:28
                              .func:
                                Name(id='mma_async') @483:28
                              .args:
                                Call(kwargs=()) @483:38
                                  .func:
                                    Name(id='cast') @483:38
                                  .args:
                                    Name(id='pt') @483:43
                                    Name(id='DT') @483:47
                                Index() @483:52
                                  .value:
                                    Name(id='do_ring') @483:52
                                  .subs:
                                    Name(id='slot') @483:60
                                Name(id='acc_v') @483:67
                        If() @484:21
                          .cond:
                            Name(id='LSE_RING') @484:24
                          .body:
                            Assign(targets=('dltr',)) @485:25
                              .value:
                                Call(kwargs=()) @485:32
                                  .func:
                                    Name(id='load') @485:32
                                  .args:
                                    Index() @485:37
                                      .value:
                                        Name(id='dl_s') @485:37
                                      .subs:
                                        Name(id='slot') @485:42
                          .orelse:
                            Assign(targets=('dltr',)) @487:25
                              .value:
                                Index() @487:32
                                  .value:
                                    Name(id='dlt') @487:32
                                  .subs:
                                    Const(value=None) @487:36
                                    FullSlice() @487:42
                        Assign(targets=('dst',)) @488:21
                          .value:
                            Call(kwargs=()) @488:27
                              .func:
                                Name(id='cast') @488:27
                              .args:
                                Call(kwargs=()) @488:32
                                  .func:
                                    Name(id='dscores') @488:32
                                  .args:
                                    Name(id='pt') @488:40
                                    Name(id='dact') @488:44
                                    Name(id='dpt') @488:50
                                    Name(id='dltr') @488:55
                                    Name(id='ACT') @488:61
                                Name(id='DT') @488:67
                        If() @489:21
                          .cond:
                            Name(id='LAG') @489:24
                          .body:
                            ExprStmt() @491:25
                              .value:
                                Call(kwargs=()) @491:25
                                  .func:
                                    Name(id='store_smem') @491:25
                                  .args:
                                    Index() @491:36
                                      .value:
                                        Name(id='ds_s') @491:36
                                      .subs:
                                        BinOp(op='+') @491:41
                                          .lhs:
                                            BinOp(op='*') @491:41
                                              .lhs:
                                                Name(id='slot') @491:41
                                              .rhs:
                                                Name(id='NWG') @491:48
                                          .rhs:
                                            Name(id='wg') @491:54
                                    Name(id='dst') @491:59
                            Fence() @492:25
                            Arrive(count=None) @493:25
                              .target:
                                Index() @493:32
                                  .value:
                                    Name(id='ds_ready') @493:32
                                  .subs:
                                    Const(value=0) @493:41
                            Assign(targets=('dk_f',)) @494:25
                              .value:
                                Call(kwargs=()) @494:32
                                  .func:
                                    Name(id='mma_async') @494:32
                                  .args:
                                    Name(id='dst') @494:42
                                    Index() @494:47
                                      .value:
                                        Name(id='q_ring') @494:47
                                      .subs:
                                        Name(id='slot') @494:54
                                    Name(id='acc_k') @494:61
                            Assign(targets=('acc_v',)) @495:25
                              .value:
                                Call() @495:33
                                  .func:
                                    Name(id='mma_wait') @495:33
                                  .args:
                                    Name(id='dv_f') @495:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @495:56
                                    )
                            Assign(targets=('acc_k',)) @496:25
                              .value:
                                Call(kwargs=()) @496:33
                                  .func:
                                    Name(id='mma_wait') @496:33
                                  .args:
                                    Name(id='dk_f') @496:42
                            Arrive(count=None) @497:25
                              .target:
                                Index() @497:32
                                  .value:
                                    Name(id='qd_free') @497:32
                                  .subs:
                                    Name(id='slot') @497:40
                            Assign(targets=('last',)) @498:25
                              .value:
                                Name(id='slot') @498:32
                          .orelse:
                            If() @499:21
                              .cond:
                                Name(id='WRITER') @499:26
                              .body:
                                ExprStmt() @501:25
                                  .value:
                                    Call(kwargs=()) @501:25
                                      .func:
                                        Name(id='store_smem') @501:25
                                      .args:
                                        Index() @501:36
                                          .value:
                                            Name(id='ds_s') @501:36
                                          .subs:
                                            BinOp(op='+') @501:41
                                              .lhs:
                                                BinOp(op='*') @501:41
                                                  .lhs:
                                                    Name(id='slot') @501:41
                                                  .rhs:
                                                    Name(id='NWG') @501:48
                                              .rhs:
                                                Name(id='wg') @501:54
                                        Name(id='dst') @501:59
                                Fence() @502:25
                                Arrive(count=None) @503:25
                                  .target:
                                    Index() @503:32
                                      .value:
                                        Name(id='ds_ready') @503:32
                                      .subs:
                                        Name(id='slot') @503:41
                                Assign(targets=('dk_f',)) @504:25
                                  .value:
                                    Call(kwargs=()) @504:32
                                      .func:
                                        Name(id='mma_async') @504:32
                                      .args:
                                        Name(id='dst') @504:42
                                        Index() @504:47
                                          .value:
                                            Name(id='q_ring') @504:47
                                          .subs:
                                            Name(id='slot') @504:54
                                        Name(id='acc_k') @504:61
                                If() @505:25
                                  .cond:
                                    Name(id='DQ_EARLY') @505:28
                                  .body:
                                    Assign(targets=('own',)) @508:29
                                      .value:
                                        BinOp(op='+') @508:35
                                          .lhs:
                                            BinOp(op='*') @508:35
                                              .lhs:
                                                Name(id='slot') @508:35
                                              .rhs:
                                                Name(id='NWG') @508:42
                                          .rhs:
                                            Name(id='wg') @508:48
                                    Assign(targets=('c0',)) @509:29
                                      .value:
                                        BinOp(op='*') @509:34
                                          .lhs:
                                            Name(id='wg') @509:34
                                          .rhs:
                                            Name(id='NCW') @509:39
                                    Assign(targets=('a0',)) @510:29
                                      .value:
                                        Call(kwargs=()) @510:34
                                          .func:
                                            Name(id='mma_async') @510:34
                                          .args:
                                            Attr(name='T') @510:44
                                              .value:
                                                Index() @510:44
                                                  .value:
                                                    Name(id='ds_s') @510:44
                                                  .subs:
                                                    Name(id='own') @510:49
                                            Index() @510:57
                                              .value:
                                                Name(id='kh_tile') @510:57
                                              .subs:
                                                BinOp(op='+') @510:65
                                                  .lhs:
                                                    BinOp(op='*') @510:65
                                                      .lhs:
                                                        Name(id='NC') @510:65
                                                      .rhs:
                                                        Name(id='mine') @510:70
                                                  .rhs:
                                                    Name(id='c0') @510:77
                                            Call(kwargs=()) @510:82
                                              .func:
                                                Name(id='zeros') @510:82
                                              .args:
                                                ListLit() @510:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @510:89
                                                    Name(id='DQ_COLS') @510:98
                                                Name(id='f32') @510:108
                                    Assign(targets=('a1',)) @511:29
                                      .value:
                                        Call(kwargs=()) @511:34
                                          .func:
                                            Name(id='mma_async') @511:34
                                          .args:
                                            Attr(name='T') @511:44
                                              .value:
                                                Index() @511:44
                                                  .value:
                                                    Name(id='ds_s') @511:44
                                                  .subs:
                                                    Name(id='own') @511:49
                                            Index() @511:57
                                              .value:
                                                Name(id='kh_tile') @511:57
                                              .subs:
                                                BinOp(op='+') @511:65
                                                  .lhs:
                                                    BinOp(op='+') @511:65
                                                      .lhs:
                                                        BinOp(op='*') @511:65
                                                          .lhs:
                                                            Name(id='NC') @511:65
                                                          .rhs:
                                                            Name(id='mine') @511:70
                                                      .rhs:
                                                        Name(id='c0') @511:77
                                                  .rhs:
                                                    Const(value=1) @511:82
                                            Call(kwargs=()) @511:86
                                              .func:
                                                Name(id='zeros') @511:86
                                              .args:
                                                ListLit() @511:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @511:93
                                                    Name(id='DQ_COLS') @511:102
                                                Name(id='f32') @511:112
                                    Assign(targets=('acc_v',)) @512:29
                                      .value:
                                        Call() @512:37
                                          .func:
                                            Name(id='mma_wait') @512:37
                                          .args:
                                            Name(id='dv_f') @512:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @512:60
                                            )
                                    Assign(targets=('acc_k',)) @513:29
                                      .value:
                                        Call() @513:37
                                          .func:
                                            Name(id='mma_wait') @513:37
                                          .args:
                                            Name(id='dk_f') @513:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @513:60
                                            )
                                    Arrive(count=None) @514:29
                                      .target:
                                        Index() @514:36
                                          .value:
                                            Name(id='qd_free') @514:36
                                          .subs:
                                            Name(id='slot') @514:44
                                    Assign(targets=('p0',)) @515:29
                                      .value:
                                        Call() @515:34
                                          .func:
                                            Name(id='mma_wait') @515:34
                                          .args:
                                            Name(id='a0') @515:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @515:55
                                            )
                                    Assign(targets=('p1',)) @516:29
                                      .value:
                                        Call(kwargs=()) @516:34
                                          .func:
                                            Name(id='mma_wait') @516:34
                                          .args:
                                            Name(id='a1') @516:43
                                    Wait(phase=None) @517:29
                                      .target:
                                        Index() @517:34
                                          .value:
                                            Name(id='ds_ready') @517:34
                                          .subs:
                                            Name(id='slot') @517:43
                                    Assign(targets=('og',)) @518:29
                                      .value:
                                        BinOp(op='%') @518:35
                                          .lhs:
                                            BinOp(op='+') @518:35
                                              .lhs:
                                                Name(id='wg') @518:35
                                              .rhs:
                                                Const(value=1) @518:40
                                          .rhs:
                                            Name(id='NWG') @518:45
                                    Assign(targets=('b0',)) @519:29
                                      .value:
                                        Call(kwargs=()) @519:34
                                          .func:
                                            Name(id='mma_async') @519:34
                                          .args:
                                            Attr(name='T') @519:44
                                              .value:
                                                Index() @519:44
                                                  .value:
                                                    Name(id='ds_s') @519:44
                                                  .subs:
                                                    BinOp(op='+') @519:49
                                                      .lhs:
                                                        BinOp(op='*') @519:49
                                                          .lhs:
                                                            Name(id='slot') @519:49
                                                          .rhs:
                                                            Name(id='NWG') @519:56
                                                      .rhs:
                                                        Name(id='og') @519:62
                                            Index() @519:69
                                              .value:
                                                Name(id='kh_tile') @519:69
                                              .subs:
                                                BinOp(op='+') @519:77
                                                  .lhs:
                                                    BinOp(op='*') @519:77
                                                      .lhs:
                                                        Name(id='NC') @519:77
                                                      .rhs:
                                                        BinOp(op='+') @519:83
                                                          .lhs:
                                                            BinOp(op='*') @519:83
                                                              .lhs:
                                                                Name(id='ks') @519:83
                                                              .rhs:
                                                                Name(id='NWG') @519:88
                                                          .rhs:
                                                            Name(id='og') @519:94
                                                  .rhs:
                                                    Name(id='c0') @519:100
                                            Name(id='p0') @519:105
                                    Assign(targets=('b1',)) @520:29
                                      .value:
                                        Call(kwargs=()) @520:34
                                          .func:
                                            Name(id='mma_async') @520:34
                                          .args:
                                            Attr(name='T') @520:44
                                              .value:
                                                Index() @520:44
                                                  .value:
                                                    Name(id='ds_s') @520:44
                                                  .subs:
                                                    BinOp(op='+') @520:49
                                                      .lhs:
                                                        BinOp(op='*') @520:49
                                                          .lhs:
                                                            Name(id='slot') @520:49
                                                          .rhs:
                                                            Name(id='NWG') @520:56
                                                      .rhs:
                                                        Name(id='og') @520:62
                                            Index() @520:69
                                              .value:
                                                Name(id='kh_tile') @520:69
                                              .subs:
                                                BinOp(op='+') @520:77
                                                  .lhs:
                                                    BinOp(op='+') @520:77
                                                      .lhs:
                                                        BinOp(op='*') @520:77
                                                          .lhs:
                                                            Name(id='NC') @520:77
                                                          .rhs:
                                                            BinOp(op='+') @520:83
                                                              .lhs:
                                                                BinOp(op='*') @520:83
                                                                  .lhs:
                                                                    Name(id='ks') @520:83
                                                                  .rhs:
                                                                    Name(id='NWG') @520:88
                                                              .rhs:
                                                                Name(id='og') @520:94
                                                      .rhs:
                                                        Name(id='c0') @520:100
                                                  .rhs:
                                                    Const(value=1) @520:105
                                            Name(id='p1') @520:109
                                    Assign(targets=('p0',)) @522:29
                                      .value:
                                        Call() @522:34
                                          .func:
                                            Name(id='mma_wait') @522:34
                                          .args:
                                            Name(id='b0') @522:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @522:55
                                            )
                                    Wait() @523:29
                                      .target:
                                        Index() @523:34
                                          .value:
                                            Name(id='dq_empty') @523:34
                                          .subs:
                                            Const(value=0) @523:43
                                      .phase:
                                        BinOp(op='-') @523:52
                                          .lhs:
                                            Const(value=1) @523:52
                                          .rhs:
                                            BinOp(op='%') @523:56
                                              .lhs:
                                                Name(id='slot') @523:56
                                              .rhs:
                                                Const(value=2) @523:63
                                    ExprStmt() @524:29
                                      .value:
                                        Call(kwargs=()) @524:29
                                          .func:
                                            Name(id='store_smem') @524:29
                                          .args:
                                            Index() @524:40
                                              .value:
                                                Name(id='dq_s') @524:40
                                              .subs:
                                                Name(id='wg') @524:45
                                            Name(id='p0') @524:50
                                    Fence() @525:29
                                    Arrive(count=None) @526:29
                                      .target:
                                        Index() @526:36
                                          .value:
                                            Name(id='dq_full') @526:36
                                          .subs:
                                            Const(value=0) @526:44
                                    Assign(targets=('p1',)) @527:29
                                      .value:
                                        Call(kwargs=()) @527:34
                                          .func:
                                            Name(id='mma_wait') @527:34
                                          .args:
                                            Name(id='b1') @527:43
                                    Wait() @528:29
                                      .target:
                                        Index() @528:34
                                          .value:
                                            Name(id='dq_empty') @528:34
                                          .subs:
                                            Const(value=1) @528:43
                                      .phase:
                                        BinOp(op='-') @528:52
                                          .lhs:
                                            Const(value=1) @528:52
                                          .rhs:
                                            BinOp(op='%') @528:56
                                              .lhs:
                                                Name(id='slot') @528:56
                                              .rhs:
                                                Const(value=2) @528:63
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
                                                BinOp(op='+') @529:45
                                                  .lhs:
                                                    Name(id='NWG') @529:45
                                                  .rhs:
                                                    Name(id='wg') @529:51
                                            Name(id='p1') @529:56
                                    Fence() @530:29
                                    Arrive(count=None) @531:29
                                      .target:
                                        Index() @531:36
                                          .value:
                                            Name(id='dq_full') @531:36
                                          .subs:
                                            Const(value=1) @531:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @533:29
                                      .value:
                                        Call() @533:37
                                          .func:
                                            Name(id='mma_wait') @533:37
                                          .args:
                                            Name(id='dv_f') @533:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @533:60
                                            )
                                    Assign(targets=('acc_k',)) @534:29
                                      .value:
                                        Call(kwargs=()) @534:37
                                          .func:
                                            Name(id='mma_wait') @534:37
                                          .args:
                                            Name(id='dk_f') @534:46
                                    Arrive(count=None) @535:29
                                      .target:
                                        Index() @535:36
                                          .value:
                                            Name(id='qd_free') @535:36
                                          .subs:
                                            Name(id='slot') @535:44
                                    Wait(phase=None) @536:29
                                      .target:
                                        Index() @536:34
                                          .value:
                                            Name(id='ds_ready') @536:34
                                          .subs:
                                            Name(id='slot') @536:43
                                    If() @537:29
                                      .cond:
                                        Name(id='ROWS') @537:32
                                      .body:
                                        Assign(targets=('RW',)) @539:33
                                          .value:
                                            BinOp(op='//') @539:38
                                              .lhs:
                                                Name(id='BLOCK_M') @539:38
                                              .rhs:
                                                Name(id='NWG') @539:49
                                        Assign(targets=('dq_r',)) @540:33
                                          .value:
                                            Call(kwargs=()) @540:40
                                              .func:
                                                Name(id='zeros') @540:40
                                              .args:
                                                ListLit() @540:46
                                                  .elts:
                                                    Name(id='RW') @540:47
                                                    Name(id='D') @540:51
                                                Name(id='f32') @540:55
                                        For(var='g') @541:33
                                          .iter:
                                            Call(kwargs=()) @541:42
                                              .func:
                                                Name(id='static_range') @541:42
                                              .args:
                                                Name(id='NWG') @541:55
                                          .body:
                                            Assign(targets=('gg',)) @542:37
                                              .value:
                                                BinOp(op='%') @542:43
                                                  .lhs:
                                                    BinOp(op='+') @542:43
                                                      .lhs:
                                                        Name(id='wg') @542:43
                                                      .rhs:
                                                        Name(id='g') @542:48
                                                  .rhs:
                                                    Name(id='NWG') @542:53
                                            Assign(targets=('dq_r',)) @543:37
                                              .value:
                                                Call(kwargs=()) @543:44
                                                  .func:
                                                    Name(id='mma_wait') @543:44
                                                  .args:
                                                    Call(kwargs=()) @543:53
                                                      .func:
                                                        Name(id='mma_async') @543:53
                                                      .args:
                                                        Attr(name='T') @543:63
                                                          .value:
                                                            Call(kwargs=()) @543:63
                                                              .func:
                                                                Name(id='col_block') @543:63
                                                              .args:
                                                                Index() @543:73
                                                                  .value:
                                                                    Name(id='ds_s') @543:73
                                                                  .subs:
                                                                    BinOp(op='+') @543:78
                                                                      .lhs:
                                                                        BinOp(op='*') @543:78
                                                                          .lhs:
                                                                            Name(id='slot') @543:78
                                                                          .rhs:
                                                                            Name(id='NWG') @543:85
                                                                      .rhs:
                                                                        Name(id='gg') @543:91
                                                                Name(id='wg') @543:96
                                                                Name(id='RW') @543:100
                                                        Index() @544:63
                                                          .value:
                                                            Name(id='k_tile') @544:63
                                                          .subs:
                                                            BinOp(op='+') @544:70
                                                              .lhs:
                                                                BinOp(op='*') @544:70
                                                                  .lhs:
                                                                    Name(id='ks') @544:70
                                                                  .rhs:
                                                                    Name(id='NWG') @544:75
                                                              .rhs:
                                                                Name(id='gg') @544:81
                                                        Name(id='dq_r') @544:86
                                        Wait() @545:33
                                          .target:
                                            Index() @545:38
                                              .value:
                                                Name(id='dq_empty') @545:38
                                              .subs:
                                                Const(value=0) @545:47
                                          .phase:
                                            BinOp(op='-') @545:56
                                              .lhs:
                                                Const(value=1) @545:56
                                              .rhs:
                                                BinOp(op='%') @545:60
                                                  .lhs:
                                                    Name(id='slot') @545:60
                                                  .rhs:
                                                    Const(value=2) @545:67
                                        ExprStmt() @546:33
                                          .value:
                                            Call(kwargs=()) @546:33
                                              .func:
                                                Name(id='store_smem') @546:33
                                              .args:
                                                Index() @546:44
                                                  .value:
                                                    Name(id='dq_s') @546:44
                                                  .subs:
                                                    Name(id='wg') @546:49
                                                Name(id='dq_r') @546:54
                                        If(orelse=()) @547:33
                                          .cond:
                                            Unary(op='not') @547:36
                                              .operand:
                                                Name(id='LATE') @547:40
                                          .body:
                                            Fence() @548:37
                                            Arrive(count=None) @549:37
                                              .target:
                                                Index() @549:44
                                                  .value:
                                                    Name(id='dq_full') @549:44
                                                  .subs:
                                                    Const(value=0) @549:52
                                      .orelse:
                                        For(var='i') @553:33
                                          .iter:
                                            Call(kwargs=()) @553:42
                                              .func:
                                                Name(id='static_range') @553:42
                                              .args:
                                                Name(id='NCW') @553:55
                                          .body:
                                            Assign(targets=('c',)) @554:37
                                              .value:
                                                BinOp(op='+') @554:41
                                                  .lhs:
                                                    BinOp(op='*') @554:41
                                                      .lhs:
                                                        Name(id='wg') @554:41
                                                      .rhs:
                                                        Name(id='NCW') @554:46
                                                  .rhs:
                                                    Name(id='i') @554:52
                                            Assign(targets=('dq_c',)) @555:37
                                              .value:
                                                Call(kwargs=()) @555:44
                                                  .func:
                                                    Name(id='zeros') @555:44
                                                  .args:
                                                    ListLit() @555:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @555:51
                                                        Name(id='DQ_COLS') @555:60
                                                    Name(id='f32') @555:70
                                            For(var='g') @556:37
                                              .iter:
                                                Call(kwargs=()) @556:46
                                                  .func:
                                                    Name(id='static_range') @556:46
                                                  .args:
                                                    Name(id='NWG') @556:59
                                              .body:
                                                Assign(targets=('gg',)) @557:41
                                                  .value:
                                                    BinOp(op='%') @557:47
                                                      .lhs:
                                                        BinOp(op='+') @557:47
                                                          .lhs:
                                                            Name(id='wg') @557:47
                                                          .rhs:
                                                            Name(id='g') @557:52
                                                      .rhs:
                                                        Name(id='NWG') @557:57
                                                Assign(targets=('dq_c',)) @558:41
                                                  .value:
                                                    Call(kwargs=()) @558:48
                                                      .func:
                                                        Name(id='mma_wait') @558:48
                                                      .args:
                                                        Call(kwargs=()) @558:57
                                                          .func:
                                                            Name(id='mma_async') @558:57
                                                          .args:
                                                            Attr(name='T') @558:67
                                                              .value:
                                                                Index() @558:67
                                                                  .value:
                                                                    Name(id='ds_s') @558:67
                                                                  .subs:
                                                                    BinOp(op='+') @558:72
                                                                      .lhs:
                                                                        BinOp(op='*') @558:72
                                                                          .lhs:
                                                                            Name(id='slot') @558:72
                                                                          .rhs:
                                                                            Name(id='NWG') @558:79
                                                                      .rhs:
                                                                        Name(id='gg') @558:85
                                                            Index() @558:92
                                                              .value:
                                                                Name(id='kh_tile') @558:92
                                                              .subs:
                                                                BinOp(op='+') @558:100
                                                                  .lhs:
                                                                    BinOp(op='*') @558:100
                                                                      .lhs:
                                                                        Name(id='NC') @558:100
                                                                      .rhs:
                                                                        BinOp(op='+') @558:106
                                                                          .lhs:
                                                                            BinOp(op='*') @558:106
                                                                              .lhs:
                                                                                Name(id='ks') @558:106
                                                                              .rhs:
                                                                                Name(id='NWG') @558:111
                                                                          .rhs:
                                                                            Name(id='gg') @558:117
                                                                  .rhs:
                                                                    Name(id='c') @558:123
                                                            Name(id='dq_c') @558:127
                                            Wait() @561:37
                                              .target:
                                                Index() @561:42
                                                  .value:
                                                    Name(id='dq_empty') @561:42
                                                  .subs:
                                                    Name(id='i') @561:51
                                              .phase:
                                                BinOp(op='-') @561:60
                                                  .lhs:
                                                    Const(value=1) @561:60
                                                  .rhs:
                                                    BinOp(op='%') @561:64
                                                      .lhs:
                                                        Name(id='slot') @561:64
                                                      .rhs:
                                                        Const(value=2) @561:71
                                            ExprStmt() @562:37
                                              .value:
                                                Call(kwargs=()) @562:37
                                                  .func:
                                                    Name(id='store_smem') @562:37
                                                  .args:
                                                    Index() @562:48
                                                      .value:
                                                        Name(id='dq_s') @562:48
                                                      .subs:
                                                        BinOp(op='+') @562:53
                                                          .lhs:
                                                            BinOp(op='*') @562:53
                                                              .lhs:
                                                                Name(id='i') @562:53
                                                              .rhs:
                                                                Name(id='NWG') @562:57
                                                          .rhs:
                                                            Name(id='wg') @562:63
                                                    Name(id='dq_c') @562:68
                                            If(orelse=()) @563:37
                                              .cond:
                                                BoolOp(op='or') @563:40
                                                  .values:
                                                    Unary(op='not') @563:40
                                                      .operand:
                                                        Name(id='LATE') @563:44
                                                    BinOp(op='<') @563:52
                                                      .lhs:
                                                        Name(id='i') @563:52
                                                      .rhs:
                                                        BinOp(op='-') @563:56
                                                          .lhs:
                                                            Name(id='NCW') @563:56
                                                          .rhs:
                                                            Const(value=1) @563:62
                                              .body:
                                                Fence() @564:41
                                                Arrive(count=None) @565:41
                                                  .target:
                                                    Index() @565:48
                                                      .value:
                                                        Name(id='dq_full') @565:48
                                                      .subs:
                                                        Name(id='i') @565:56
                              .orelse:
                                ExprStmt() @568:25
                                  .value:
                                    Call(kwargs=()) @568:25
                                      .func:
                                        Name(id='store_smem') @568:25
                                      .args:
                                        Index() @568:36
                                          .value:
                                            Name(id='ds_s') @568:36
                                          .subs:
                                            Name(id='wg') @568:41
                                        Name(id='dst') @568:46
                                Fence() @569:25
                                Assign(targets=('dq_f',)) @570:25
                                  .value:
                                    Call(kwargs=()) @570:32
                                      .func:
                                        Name(id='mma_async') @570:32
                                      .args:
                                        Attr(name='T') @570:42
                                          .value:
                                            Index() @570:42
                                              .value:
                                                Name(id='ds_s') @570:42
                                              .subs:
                                                Name(id='wg') @570:47
                                        Index() @570:54
                                          .value:
                                            Name(id='kh_tile') @570:54
                                          .subs:
                                            BinOp(op='*') @570:62
                                              .lhs:
                                                Name(id='NC') @570:62
                                              .rhs:
                                                Name(id='mine') @570:67
                                Assign(targets=('dk_f',)) @571:25
                                  .value:
                                    Call(kwargs=()) @571:32
                                      .func:
                                        Name(id='mma_async') @571:32
                                      .args:
                                        Name(id='dst') @571:42
                                        Index() @571:47
                                          .value:
                                            Name(id='q_ring') @571:47
                                          .subs:
                                            Name(id='slot') @571:54
                                        Name(id='acc_k') @571:61
                                Assign(targets=('acc_v',)) @572:25
                                  .value:
                                    Call() @572:33
                                      .func:
                                        Name(id='mma_wait') @572:33
                                      .args:
                                        Name(id='dv_f') @572:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @572:56
                                        )
                                Assign(targets=('dq_c',)) @576:25
                                  .value:
                                    Call() @576:32
                                      .func:
                                        Name(id='mma_wait') @576:32
                                      .args:
                                        Name(id='dq_f') @576:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @576:55
                                        )
                                ExprStmt() @577:25
                                  .value:
                                    Call(kwargs=()) @577:25
                                      .func:
                                        Name(id='store_smem') @577:25
                                      .args:
                                        Index() @577:36
                                          .value:
                                            Name(id='dq_s') @577:36
                                          .subs:
                                            Name(id='wg') @577:41
                                        Name(id='dq_c') @577:46
                                Fence() @578:25
                                Tma(signals=None, reduce='add') @579:25
                                  .dst:
                                    Index() @579:29
                                      .value:
                                        Name(id='dq_acc') @579:29
                                      .subs:
                                        Name(id='seq') @579:36
                                        Name(id='mb') @579:41
                                        Name(id='head') @579:45
                                        Const(value=0) @579:51
                                  .src:
                                    Index() @579:57
                                      .value:
                                        Name(id='dq_s') @579:57
                                      .subs:
                                        Name(id='wg') @579:62
                                Assign(targets=('dq_f',)) @580:25
                                  .value:
                                    Call(kwargs=()) @580:32
                                      .func:
                                        Name(id='mma_async') @580:32
                                      .args:
                                        Attr(name='T') @580:42
                                          .value:
                                            Index() @580:42
                                              .value:
                                                Name(id='ds_s') @580:42
                                              .subs:
                                                Name(id='wg') @580:47
                                        Index() @580:54
                                          .value:
                                            Name(id='kh_tile') @580:54
                                          .subs:
                                            BinOp(op='+') @580:62
                                              .lhs:
                                                BinOp(op='*') @580:62
                                                  .lhs:
                                                    Name(id='NC') @580:62
                                                  .rhs:
                                                    Name(id='mine') @580:67
                                              .rhs:
                                                Const(value=1) @580:74
                                Assign(targets=('acc_k',)) @581:25
                                  .value:
                                    Call() @581:33
                                      .func:
                                        Name(id='mma_wait') @581:33
                                      .args:
                                        Name(id='dk_f') @581:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @581:56
                                        )
                                Assign(targets=('dq_c',)) @582:25
                                  .value:
                                    Call(kwargs=()) @582:32
                                      .func:
                                        Name(id='mma_wait') @582:32
                                      .args:
                                        Name(id='dq_f') @582:41
                                Arrive(count=None) @583:25
                                  .target:
                                    Index() @583:32
                                      .value:
                                        Name(id='qd_free') @583:32
                                      .subs:
                                        Name(id='slot') @583:40
                                ExprStmt() @584:25
                                  .value:
                                    Call(kwargs=()) @584:25
                                      .func:
                                        Name(id='store_smem') @584:25
                                      .args:
                                        Index() @584:36
                                          .value:
                                            Name(id='dq_s') @584:36
                                          .subs:
                                            Name(id='wg') @584:41
                                        Name(id='dq_c') @584:46
                                Fence() @585:25
                                Tma(signals=None, reduce='add') @586:25
                                  .dst:
                                    Index() @586:29
                                      .value:
                                        Name(id='dq_acc') @586:29
                                      .subs:
                                        Name(id='seq') @586:36
                                        Name(id='mb') @586:41
                                        Name(id='head') @586:45
                                        Const(value=1) @586:51
                                  .src:
                                    Index() @586:57
                                      .value:
                                        Name(id='dq_s') @586:57
                                      .subs:
                                        Name(id='wg') @586:62
                                For(var='c') @587:25
                                  .iter:
                                    Call(kwargs=()) @587:34
                                      .func:
                                        Name(id='static_range') @587:34
                                      .args:
                                        Const(value=2) @587:47
                                        Name(id='NC') @587:50
                                  .body:
                                    Assign(targets=('dq_c',)) @588:29
                                      .value:
                                        Call(kwargs=()) @588:36
                                          .func:
                                            Name(id='mma_wait') @588:36
                                          .args:
                                            Call(kwargs=()) @588:45
                                              .func:
                                                Name(id='mma_async') @588:45
                                              .args:
                                                Attr(name='T') @588:55
                                                  .value:
                                                    Index() @588:55
                                                      .value:
                                                        Name(id='ds_s') @588:55
                                                      .subs:
                                                        Name(id='wg') @588:60
                                                Index() @588:67
                                                  .value:
                                                    Name(id='kh_tile') @588:67
                                                  .subs:
                                                    BinOp(op='+') @588:75
                                                      .lhs:
                                                        BinOp(op='*') @588:75
                                                          .lhs:
                                                            Name(id='NC') @588:75
                                                          .rhs:
                                                            Name(id='mine') @588:80
                                                      .rhs:
                                                        Name(id='c') @588:87
                                    ExprStmt() @589:29
                                      .value:
                                        Call(kwargs=()) @589:29
                                          .func:
                                            Name(id='store_smem') @589:29
                                          .args:
                                            Index() @589:40
                                              .value:
                                                Name(id='dq_s') @589:40
                                              .subs:
                                                Name(id='wg') @589:45
                                            Name(id='dq_c') @589:50
                                    Fence() @590:29
                                    Tma(signals=None, reduce='add') @591:29
                                      .dst:
                                        Index() @591:33
                                          .value:
                                            Name(id='dq_acc') @591:33
                                          .subs:
                                            Name(id='seq') @591:40
                                            Name(id='mb') @591:45
                                            Name(id='head') @591:49
                                            Name(id='c') @591:55
                                      .src:
                                        Index() @591:61
                                          .value:
                                            Name(id='dq_s') @591:61
                                          .subs:
                                            Name(id='wg') @591:66
            If(orelse=()) @592:9
              .cond:
                BoolOp(op='and') @592:12
                  .values:
                    Name(id='LATE') @592:12
                    Unary(op='not') @592:21
                      .operand:
                        Name(id='LAG') @592:25
              .body:
                If(orelse=()) @594:13
                  .cond:
                    BinOp(op='>') @594:16
                      .lhs:
                        Name(id='steps') @594:16
                      .rhs:
                        Const(value=0) @594:24
                  .body:
                    Fence() @595:17
                    Arrive(count=None) @596:17
                      .target:
                        Index() @596:24
                          .value:
                            Name(id='dq_full') @596:24
                          .subs:
                            Name(id='LAST') @596:32
            If(orelse=()) @597:9
              .cond:
                Name(id='LAG') @597:12
              .body:
                If(orelse=()) @598:13
                  .cond:
                    Name(id='EARLY') @598:16
                  .body:
                    Arrive(count=None) @600:17
                      .target:
                        Index() @600:24
                          .value:
                            Name(id='kv_free') @600:24
                          .subs:
                            Name(id='ks') @600:32
                Assign(targets=('og',)) @601:13
                  .value:
                    BinOp(op='%') @601:19
                      .lhs:
                        BinOp(op='+') @601:19
                          .lhs:
                            Name(id='wg') @601:19
                          .rhs:
                            Const(value=1) @601:24
                      .rhs:
                        Name(id='NWG') @601:29
                If(orelse=()) @602:13
                  .cond:
                    Name(id='CARRY') @602:16
                  .body:
                    Assign(targets=('acc_k',)) @605:17
                      .value:
                        Call(kwargs=()) @605:25
                          .func:
                            Name(id='mma_wait') @605:25
                          .args:
                            Name(id='dk_f') @605:34
                If(orelse=()) @606:13
                  .cond:
                    BinOp(op='>') @606:16
                      .lhs:
                        Name(id='steps') @606:16
                      .rhs:
                        Const(value=0) @606:24
                  .body:
                    If(orelse=()) @607:17
                      .cond:
                        Name(id='CARRY') @607:20
                      .body:
                        Arrive(count=None) @608:21
                          .target:
                            Index() @608:28
                              .value:
                                Name(id='qd_free') @608:28
                              .subs:
                                Name(id='last') @608:36
                    Wait() @609:17
                      .target:
                        Index() @609:22
                          .value:
                            Name(id='ds_ready') @609:22
                          .subs:
                            Const(value=0) @609:31
                      .phase:
                        BinOp(op='%') @609:40
                          .lhs:
                            Name(id='last') @609:40
                          .rhs:
                            Const(value=2) @609:47
                    For(var='i') @610:17
                      .iter:
                        Call(kwargs=()) @610:26
                          .func:
                            Name(id='static_range') @610:26
                          .args:
                            Name(id='NCW') @610:39
                      .body:
                        Assign(targets=('c',)) @611:21
                          .value:
                            BinOp(op='+') @611:25
                              .lhs:
                                BinOp(op='*') @611:25
                                  .lhs:
                                    Name(id='wg') @611:25
                                  .rhs:
                                    Name(id='NCW') @611:30
                              .rhs:
                                Name(id='i') @611:36
                        If() @612:21
                          .cond:
                            Name(id='DQ_PAIR') @612:24
                          .body:
                            Assign(targets=('f0',)) @614:25
                              .value:
                                Call(kwargs=()) @614:30
                                  .func:
                                    Name(id='mma_async') @614:30
                                  .args:
                                    Index() @614:40
                                      .value:
                                        Name(id='ds_s') @614:40
                                      .subs:
                                        BinOp(op='+') @614:45
                                          .lhs:
                                            BinOp(op='*') @614:45
                                              .lhs:
                                                Name(id='last') @614:45
                                              .rhs:
                                                Name(id='NWG') @614:52
                                          .rhs:
                                            Name(id='wg') @614:58
                                    Index() @614:63
                                      .value:
                                        Name(id='kh_tile') @614:63
                                      .subs:
                                        BinOp(op='+') @614:71
                                          .lhs:
                                            BinOp(op='*') @614:71
                                              .lhs:
                                                Name(id='NC') @614:71
                                              .rhs:
                                                BinOp(op='+') @614:77
                                                  .lhs:
                                                    BinOp(op='*') @614:77
                                                      .lhs:
                                                        Name(id='ks') @614:77
                                                      .rhs:
                                                        Name(id='NWG') @614:82
                                                  .rhs:
                                                    Name(id='wg') @614:88
                                          .rhs:
                                            Name(id='c') @614:94
                            Assign(targets=('f1',)) @615:25
                              .value:
                                Call(kwargs=()) @615:30
                                  .func:
                                    Name(id='mma_async') @615:30
                                  .args:
                                    Index() @615:40
                                      .value:
                                        Name(id='ds_s') @615:40
                                      .subs:
                                        BinOp(op='+') @615:45
                                          .lhs:
                                            BinOp(op='*') @615:45
                                              .lhs:
                                                Name(id='last') @615:45
                                              .rhs:
                                                Name(id='NWG') @615:52
                                          .rhs:
                                            Name(id='og') @615:58
                                    Index() @615:63
                                      .value:
                                        Name(id='kh_tile') @615:63
                                      .subs:
                                        BinOp(op='+') @615:71
                                          .lhs:
                                            BinOp(op='*') @615:71
                                              .lhs:
                                                Name(id='NC') @615:71
                                              .rhs:
                                                BinOp(op='+') @615:77
                                                  .lhs:
                                                    BinOp(op='*') @615:77
                                                      .lhs:
                                                        Name(id='ks') @615:77
                                                      .rhs:
                                                        Name(id='NWG') @615:82
                                                  .rhs:
                                                    Name(id='og') @615:88
                                          .rhs:
                                            Name(id='c') @615:94
                                    Name(id='f0') @615:98
                            Assign(targets=('dq_c',)) @616:25
                              .value:
                                Call(kwargs=()) @616:32
                                  .func:
                                    Name(id='mma_wait') @616:32
                                  .args:
                                    Name(id='f1') @616:41
                          .orelse:
                            Assign(targets=('dq_c',)) @618:25
                              .value:
                                Call(kwargs=()) @618:32
                                  .func:
                                    Name(id='zeros') @618:32
                                  .args:
                                    ListLit() @618:38
                                      .elts:
                                        Name(id='BLOCK_M') @618:39
                                        Name(id='DQ_COLS') @618:48
                                    Name(id='f32') @618:58
                            For(var='g') @619:25
                              .iter:
                                Call(kwargs=()) @619:34
                                  .func:
                                    Name(id='static_range') @619:34
                                  .args:
                                    Name(id='NWG') @619:47
                              .body:
                                Assign(targets=('gg',)) @620:29
                                  .value:
                                    BinOp(op='%') @620:35
                                      .lhs:
                                        BinOp(op='+') @620:35
                                          .lhs:
                                            Name(id='wg') @620:35
                                          .rhs:
                                            Name(id='g') @620:40
                                      .rhs:
                                        Name(id='NWG') @620:45
                                If() @621:29
                                  .cond:
                                    Name(id='SMEM_P') @621:32
                                  .body:
                                    Assign(targets=('dq_f',)) @622:33
                                      .value:
                                        Call(kwargs=()) @622:40
                                          .func:
                                            Name(id='mma_async') @622:40
                                          .args:
                                            Index() @622:50
                                              .value:
                                                Name(id='ds_s') @622:50
                                              .subs:
                                                BinOp(op='+') @622:55
                                                  .lhs:
                                                    BinOp(op='*') @622:55
                                                      .lhs:
                                                        Name(id='last') @622:55
                                                      .rhs:
                                                        Name(id='NWG') @622:62
                                                  .rhs:
                                                    Name(id='gg') @622:68
                                            Index() @622:73
                                              .value:
                                                Name(id='kh_tile') @622:73
                                              .subs:
                                                BinOp(op='+') @622:81
                                                  .lhs:
                                                    BinOp(op='*') @622:81
                                                      .lhs:
                                                        Name(id='NC') @622:81
                                                      .rhs:
                                                        BinOp(op='+') @622:87
                                                          .lhs:
                                                            BinOp(op='*') @622:87
                                                              .lhs:
                                                                Name(id='ks') @622:87
                                                              .rhs:
                                                                Name(id='NWG') @622:92
                                                          .rhs:
                                                            Name(id='gg') @622:98
                                                  .rhs:
                                                    Name(id='c') @622:104
                                            Name(id='dq_c') @622:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @624:33
                                      .value:
                                        Call(kwargs=()) @624:40
                                          .func:
                                            Name(id='mma_async') @624:40
                                          .args:
                                            Attr(name='T') @624:50
                                              .value:
                                                Index() @624:50
                                                  .value:
                                                    Name(id='ds_s') @624:50
                                                  .subs:
                                                    BinOp(op='+') @624:55
                                                      .lhs:
                                                        BinOp(op='*') @624:55
                                                          .lhs:
                                                            Name(id='last') @624:55
                                                          .rhs:
                                                            Name(id='NWG') @624:62
                                                      .rhs:
                                                        Name(id='gg') @624:68
                                            Index() @624:75
                                              .value:
                                                Name(id='kh_tile') @624:75
                                              .subs:
                                                BinOp(op='+') @624:83
                                                  .lhs:
                                                    BinOp(op='*') @624:83
                                                      .lhs:
                                                        Name(id='NC') @624:83
                                                      .rhs:
                                                        BinOp(op='+') @624:89
                                                          .lhs:
                                                            BinOp(op='*') @624:89
                                                              .lhs:
                                                                Name(id='ks') @624:89
                                                              .rhs:
                                                                Name(id='NWG') @624:94
                                                          .rhs:
                                                            Name(id='gg') @624:100
                                                  .rhs:
                                                    Name(id='c') @624:106
                                            Name(id='dq_c') @624:110
                                Assign(targets=('dq_c',)) @625:29
                                  .value:
                                    Call(kwargs=()) @625:36
                                      .func:
                                        Name(id='mma_wait') @625:36
                                      .args:
                                        Name(id='dq_f') @625:45
                        Wait() @626:21
                          .target:
                            Index() @626:26
                              .value:
                                Name(id='dq_empty') @626:26
                              .subs:
                                Name(id='i') @626:35
                          .phase:
                            BinOp(op='-') @626:44
                              .lhs:
                                Const(value=1) @626:44
                              .rhs:
                                BinOp(op='%') @626:48
                                  .lhs:
                                    Name(id='last') @626:48
                                  .rhs:
                                    Const(value=2) @626:55
                        ExprStmt() @627:21
                          .value:
                            Call(kwargs=()) @627:21
                              .func:
                                Name(id='store_smem') @627:21
                              .args:
                                Index() @627:32
                                  .value:
                                    Name(id='dq_s') @627:32
                                  .subs:
                                    BinOp(op='+') @627:37
                                      .lhs:
                                        BinOp(op='*') @627:37
                                          .lhs:
                                            Name(id='i') @627:37
                                          .rhs:
                                            Name(id='NWG') @627:41
                                      .rhs:
                                        Name(id='wg') @627:47
                                Name(id='dq_c') @627:52
                        Fence() @628:21
                        Arrive(count=None) @629:21
                          .target:
                            Index() @629:28
                              .value:
                                Name(id='dq_full') @629:28
                              .subs:
                                Name(id='i') @629:36
            If() @630:9
              .cond:
                Name(id='EARLY') @630:12
              .body:
                Arrive(count=None) @631:13
                  .target:
                    Index() @631:20
                      .value:
                        Name(id='kh_free') @631:20
                      .subs:
                        Name(id='ks') @631:28
              .orelse:
                If(orelse=()) @632:9
                  .cond:
                    Unary(op='not') @632:14
                      .operand:
                        Name(id='KV_TMA') @632:18
                  .body:
                    Arrive(count=None) @633:13
                      .target:
                        Index() @633:20
                          .value:
                            Name(id='kv_free') @633:20
                          .subs:
                            Name(id='ks') @633:28
            Assign(targets=('k_scale',)) @634:9
              .value:
                Name(id='sm_scale') @634:19
            Assign(targets=('v_scale',)) @635:9
              .value:
                Const(value=1.0) @635:19
            If(orelse=()) @636:9
              .cond:
                BinOp(op='==') @636:12
                  .lhs:
                    Name(id='ACT') @636:12
                  .rhs:
                    Const(value='silu') @636:19
              .body:
                Assign(targets=('k_scale',)) @637:13
                  .value:
                    BinOp(op='*') @637:23
                      .lhs:
                        Name(id='sm_scale') @637:23
                      .rhs:
                        Name(id='out_scale') @637:34
                Assign(targets=('v_scale',)) @638:13
                  .value:
                    Name(id='out_scale') @638:23
            If() @639:9
              .cond:
                Name(id='KV_TMA') @639:12
              .body:
                ExprStmt() @640:13
                  .value:
                    Call(kwargs=()) @640:13
                      .func:
                        Name(id='store_smem') @640:13
                      .args:
                        Index() @640:24
                          .value:
                            Name(id='k_tile') @640:24
                          .subs:
                            Name(id='mine') @640:31
                        Call(kwargs=()) @640:38
                          .func:
                            Name(id='cast') @640:38
                          .args:
                            BinOp(op='*') @640:43
                              .lhs:
                                Name(id='acc_k') @640:43
                              .rhs:
                                Name(id='k_scale') @640:51
                            Name(id='DT') @640:60
                ExprStmt() @641:13
                  .value:
                    Call(kwargs=()) @641:13
                      .func:
                        Name(id='store_smem') @641:13
                      .args:
                        Index() @641:24
                          .value:
                            Name(id='v_tile') @641:24
                          .subs:
                            Name(id='mine') @641:31
                        Call(kwargs=()) @641:38
                          .func:
                            Name(id='cast') @641:38
                          .args:
                            BinOp(op='*') @641:43
                              .lhs:
                                Name(id='acc_v') @641:43
                              .rhs:
                                Name(id='v_scale') @641:51
                            Name(id='DT') @641:60
                Fence() @642:13
                Tma(signals=None) @643:13
                  .dst:
                    Index() @643:17
                      .value:
                        Name(id='dk') @643:17
                      .subs:
                        Name(id='seq') @643:20
                        BinOp(op='+') @643:25
                          .lhs:
                            BinOp(op='*') @643:25
                              .lhs:
                                Name(id='NWG') @643:25
                              .rhs:
                                Name(id='n') @643:31
                          .rhs:
                            Name(id='wg') @643:35
                        Name(id='kvh') @643:39
                  .src:
                    Index() @643:47
                      .value:
                        Name(id='k_tile') @643:47
                      .subs:
                        Name(id='mine') @643:54
                Tma(signals=None) @644:13
                  .dst:
                    Index() @644:17
                      .value:
                        Name(id='dv') @644:17
                      .subs:
                        Name(id='seq') @644:20
                        BinOp(op='+') @644:25
                          .lhs:
                            BinOp(op='*') @644:25
                              .lhs:
                                Name(id='NWG') @644:25
                              .rhs:
                                Name(id='n') @644:31
                          .rhs:
                            Name(id='wg') @644:35
                        Name(id='kvh') @644:39
                  .src:
                    Index() @644:47
                      .value:
                        Name(id='v_tile') @644:47
                      .subs:
                        Name(id='mine') @644:54
                Arrive(count=None) @645:13
                  .target:
                    Index() @645:20
                      .value:
                        Name(id='kv_free') @645:20
                      .subs:
                        Name(id='ks') @645:28
              .orelse:
                Assign(targets=('live',)) @647:13
                  .value:
                    BinOp(op='<') @647:20
                      .lhs:
                        Name(id='krows') @647:20
                      .rhs:
                        Name(id='len_k') @647:28
                Store() @648:13
                  .target:
                    Index() @648:13
                      .value:
                        Name(id='dk') @648:13
                      .subs:
                        Name(id='seq') @648:16
                  .subs:
                    Index() @648:21
                      .value:
                        Name(id='krows') @648:21
                      .subs:
                        FullSlice() @648:27
                        Const(value=None) @648:30
                    Name(id='kvh') @648:37
                    Index() @648:42
                      .value:
                        Name(id='dcols') @648:42
                      .subs:
                        Const(value=None) @648:48
                        FullSlice() @648:54
                  .value:
                    Call(kwargs=()) @648:60
                      .func:
                        Name(id='cast') @648:60
                      .args:
                        BinOp(op='*') @648:65
                          .lhs:
                            Name(id='acc_k') @648:65
                          .rhs:
                            Name(id='k_scale') @648:73
                        Name(id='DT') @648:82
                  .mask:
                    Index() @648:92
                      .value:
                        Name(id='live') @648:92
                      .subs:
                        FullSlice() @648:97
                        Const(value=None) @648:100
                Store() @649:13
                  .target:
                    Index() @649:13
                      .value:
                        Name(id='dv') @649:13
                      .subs:
                        Name(id='seq') @649:16
                  .subs:
                    Index() @649:21
                      .value:
                        Name(id='krows') @649:21
                      .subs:
                        FullSlice() @649:27
                        Const(value=None) @649:30
                    Name(id='kvh') @649:37
                    Index() @649:42
                      .value:
                        Name(id='dcols') @649:42
                      .subs:
                        Const(value=None) @649:48
                        FullSlice() @649:54
                  .value:
                    Call(kwargs=()) @649:60
                      .func:
                        Name(id='cast') @649:60
                      .args:
                        BinOp(op='*') @649:65
                          .lhs:
                            Name(id='acc_v') @649:65
                          .rhs:
                            Name(id='v_scale') @649:73
                        Name(id='DT') @649:82
                  .mask:
                    Index() @649:92
                      .value:
                        Name(id='live') @649:92
                      .subs:
                        FullSlice() @649:97
                        Const(value=None) @649:100
        Require(message='query heads per KV head x query blocks below 2**31') @651:5
          .cond:
            BoolOp(op='and') @651:13
              .values:
                BinOp(op='>') @651:13
                  .lhs:
                    Name(id='HKV') @651:13
                  .rhs:
                    Const(value=0) @651:19
                BinOp(op='<=') @651:25
                  .lhs:
                    BinOp(op='*') @651:25
                      .lhs:
                        BinOp(op='//') @651:25
                          .lhs:
                            Name(id='H') @651:25
                          .rhs:
                            Name(id='HKV') @651:30
                      .rhs:
                        Call(kwargs=()) @651:36
                          .func:
                            Name(id='cdiv') @651:36
                          .args:
                            Name(id='Tq') @651:41
                            Name(id='BLOCK_M') @651:45
                  .rhs:
                    Const(value=2147483647) @651:57