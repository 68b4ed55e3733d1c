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
                Assign(targets=('q_start',)) @234:13
                  .value:
                    Call(kwargs=()) @234:23
                      .func:
                        Attr(name='start') @234:23
                          .value:
                            Name(id='q') @234:23
                      .args:
                        Name(id='seq') @234:31
                For(var='part') @235:13
                  .iter:
                    Call(kwargs=()) @235:25
                      .func:
                        Name(id='static_range') @235:25
                      .args:
                        Name(id='PARTS') @235:38
                  .body:
                    Assign(targets=('lo', 'hi')) @236:17
                      .value:
                        Call(kwargs=()) @236:26
                          .func:
                            Name(id='fused_part_bounds') @236:26
                          .args:
                            Name(id='part') @236:44
                            Name(id='PEEL') @236:50
                            Name(id='SPLIT') @236:56
                            Name(id='n_xs') @236:63
                            Name(id='steps') @236:69
                    Pipeline(var='j', slot='ws', ring='qd') @237:17
                      .iter:
                        Call(kwargs=()) @237:31
                          .func:
                            Name(id='range') @237:31
                          .args:
                            Name(id='lo') @237:37
                            Name(id='hi') @237:41
                      .stages:
                        Name(id='STAGES') @237:58
                      .body:
                        Assign(targets=('head', 'mb')) @238:21
                          .value:
                            Call(kwargs=()) @238:32
                              .func:
                                Name(id='step_block') @238:32
                              .args:
                                Name(id='j') @238:43
                                Unary(op='-') @238:46
                                  .operand:
                                    Const(value=1) @238:47
                                BinOp(op='*') @238:50
                                  .lhs:
                                    Name(id='kvh') @238:50
                                  .rhs:
                                    Name(id='group') @238:56
                                Name(id='m_lo') @238:63
                                Name(id='rot') @238:69
                                Name(id='n_m') @238:74
                                Name(id='n_x') @238:79
                                Name(id='n_xs') @238:84
                                Name(id='SPLIT') @238:90
                        Assign(targets=('fr',)) @240:21
                          .value:
                            Call(kwargs=()) @240:26
                              .func:
                                Name(id='frag_row') @240:26
                              .args:
                                Name(id='q_start') @240:35
                                Name(id='seq') @240:44
                                BinOp(op='*') @240:49
                                  .lhs:
                                    Name(id='mb') @240:49
                                  .rhs:
                                    Name(id='BLOCK_M') @240:54
                                Name(id='BLOCK_M') @240:63
                        If() @241:21
                          .cond:
                            Name(id='ROWS') @241:24
                          .body:
                            Wait(phase=None) @242:25
                              .target:
                                Index() @242:30
                                  .value:
                                    Name(id='dq_full') @242:30
                                  .subs:
                                    Const(value=0) @242:38
                            For(var='w') @243:25
                              .iter:
                                Call(kwargs=()) @243:34
                                  .func:
                                    Name(id='static_range') @243:34
                                  .args:
                                    Name(id='NWG') @243:47
                              .body:
                                If() @244:29
                                  .cond:
                                    Name(id='DQ_FRAG') @244:32
                                  .body:
                                    Tma(signals=None, reduce='add') @245:33
                                      .dst:
                                        Index() @245:37
                                          .value:
                                            Name(id='dq_frag') @245:37
                                          .subs:
                                            Call(kwargs=()) @245:45
                                              .func:
                                                Name(id='at') @245:45
                                              .args:
                                                BinOp(op='+') @245:48
                                                  .lhs:
                                                    Name(id='fr') @245:48
                                                  .rhs:
                                                    BinOp(op='*') @245:53
                                                      .lhs:
                                                        Name(id='w') @245:53
                                                      .rhs:
                                                        BinOp(op='//') @245:58
                                                          .lhs:
                                                            Name(id='BLOCK_M') @245:58
                                                          .rhs:
                                                            Name(id='NWG') @245:69
                                            Name(id='head') @245:76
                                            Const(value=0) @245:82
                                      .src:
                                        Index() @245:88
                                          .value:
                                            Name(id='dq_s') @245:88
                                          .subs:
                                            Name(id='w') @245:93
                                  .orelse:
                                    Tma(signals=None, reduce='add') @247:33
                                      .dst:
                                        Index() @247:37
                                          .value:
                                            Name(id='dq_acc') @247:37
                                          .subs:
                                            Name(id='seq') @247:44
                                            BinOp(op='+') @247:49
                                              .lhs:
                                                BinOp(op='*') @247:49
                                                  .lhs:
                                                    Name(id='mb') @247:49
                                                  .rhs:
                                                    Name(id='NWG') @247:54
                                              .rhs:
                                                Name(id='w') @247:60
                                            Name(id='head') @247:63
                                            Const(value=0) @247:69
                                      .src:
                                        Index() @247:75
                                          .value:
                                            Name(id='dq_s') @247:75
                                          .subs:
                                            Name(id='w') @247:80
                            Arrive(count=None) @248:25
                              .target:
                                Index() @248:32
                                  .value:
                                    Name(id='dq_empty') @248:32
                                  .subs:
                                    Const(value=0) @248:41
                          .orelse:
                            For(var='i') @250:25
                              .iter:
                                Call(kwargs=()) @250:34
                                  .func:
                                    Name(id='static_range') @250:34
                                  .args:
                                    Name(id='NCW') @250:47
                              .body:
                                Wait(phase=None) @251:29
                                  .target:
                                    Index() @251:34
                                      .value:
                                        Name(id='dq_full') @251:34
                                      .subs:
                                        Name(id='i') @251:42
                                For(var='w') @252:29
                                  .iter:
                                    Call(kwargs=()) @252:38
                                      .func:
                                        Name(id='static_range') @252:38
                                      .args:
                                        Name(id='NWG') @252:51
                                  .body:
                                    If() @253:33
                                      .cond:
                                        Name(id='DQ_FRAG') @253:36
                                      .body:
                                        Tma(signals=None, reduce='add') @254:37
                                          .dst:
                                            Index() @254:41
                                              .value:
                                                Name(id='dq_frag') @254:41
                                              .subs:
                                                Call(kwargs=()) @254:49
                                                  .func:
                                                    Name(id='at') @254:49
                                                  .args:
                                                    Name(id='fr') @254:52
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
                                      .orelse:
                                        Tma(signals=None, reduce='add') @256:37
                                          .dst:
                                            Index() @256:41
                                              .value:
                                                Name(id='dq_acc') @256:41
                                              .subs:
                                                Name(id='seq') @256:48
                                                Name(id='mb') @256:53
                                                Name(id='head') @256:57
                                                BinOp(op='+') @256:63
                                                  .lhs:
                                                    BinOp(op='*') @256:63
                                                      .lhs:
                                                        Name(id='w') @256:63
                                                      .rhs:
                                                        Name(id='NCW') @256:67
                                                  .rhs:
                                                    Name(id='i') @256:73
                                          .src:
                                            Index() @256:79
                                              .value:
                                                Name(id='dq_s') @256:79
                                              .subs:
                                                BinOp(op='+') @256:84
                                                  .lhs:
                                                    BinOp(op='*') @256:84
                                                      .lhs:
                                                        Name(id='i') @256:84
                                                      .rhs:
                                                        Name(id='NWG') @256:88
                                                  .rhs:
                                                    Name(id='w') @256:94
                                Arrive(count=None) @257:29
                                  .target:
                                    Index() @257:36
                                      .value:
                                        Name(id='dq_empty') @257:36
                                      .subs:
                                        Name(id='i') @257:45
        Role(name='compute', replica='wg') @259:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @259:29
            )
            (
              'regs'
              Name(id='REGS') @259:39
            )
          .body:
            Assign(targets=('qk_scale',)) @260:9
              .value:
                BinOp(op='*') @260:20
                  .lhs:
                    Name(id='sm_scale') @260:20
                  .rhs:
                    Name(id='LOG2E') @260:31
            Assign(targets=('krow0',)) @261:9
              .value:
                BinOp(op='+') @261:17
                  .lhs:
                    BinOp(op='*') @261:17
                      .lhs:
                        Name(id='n') @261:17
                      .rhs:
                        Name(id='BLOCK_N') @261:21
                  .rhs:
                    BinOp(op='*') @261:31
                      .lhs:
                        Name(id='wg') @261:31
                      .rhs:
                        Name(id='WG_N') @261:36
            Assign(targets=('krows',)) @262:9
              .value:
                BinOp(op='+') @262:17
                  .lhs:
                    Name(id='krow0') @262:17
                  .rhs:
                    Call(kwargs=()) @262:25
                      .func:
                        Name(id='arange') @262:25
                      .args:
                        Name(id='WG_N') @262:32
            Assign(targets=('qcols',)) @263:9
              .value:
                Call(kwargs=()) @263:17
                  .func:
                    Name(id='arange') @263:17
                  .args:
                    Name(id='BLOCK_M') @263:24
            Assign(targets=('dcols',)) @264:9
              .value:
                Call(kwargs=()) @264:17
                  .func:
                    Name(id='arange') @264:17
                  .args:
                    Name(id='D') @264:24
            Assign(targets=('ks',)) @265:9
              .value:
                BinOp(op='%') @265:14
                  .lhs:
                    Name(id='tile_index') @265:14
                  .rhs:
                    Name(id='KV_BUF') @265:27
            Assign(targets=('mine',)) @266:9
              .value:
                BinOp(op='+') @266:16
                  .lhs:
                    BinOp(op='*') @266:16
                      .lhs:
                        Name(id='ks') @266:16
                      .rhs:
                        Name(id='NWG') @266:21
                  .rhs:
                    Name(id='wg') @266:27
            Assign(targets=('acc_k',)) @267:9
              .value:
                Call(kwargs=()) @267:17
                  .func:
                    Name(id='zeros') @267:17
                  .args:
                    ListLit() @267:23
                      .elts:
                        Name(id='WG_N') @267:24
                        Name(id='D') @267:30
                    Name(id='f32') @267:34
            Assign(targets=('acc_v',)) @268:9
              .value:
                Call(kwargs=()) @268:17
                  .func:
                    Name(id='zeros') @268:17
                  .args:
                    ListLit() @268:23
                      .elts:
                        Name(id='WG_N') @268:24
                        Name(id='D') @268:30
                    Name(id='f32') @268:34
            If(orelse=()) @269:9
              .cond:
                Name(id='CARRY') @269:12
              .body:
                Assign(targets=('dk_f',)) @270:13
                  .value:
                    Name(id='acc_k') @270:20
            Wait(phase=None) @271:9
              .target:
                Index() @271:14
                  .value:
                    Name(id='kv_ready') @271:14
                  .subs:
                    Name(id='ks') @271:23
            If(orelse=()) @278:9
              .cond:
                Name(id='LAG') @278:12
              .body:
                Assign(targets=('last',)) @279:13
                  .value:
                    Const(value=0) @279:20
            Assign(targets=('LAST',)) @280:9
              .value:
                BinOp(op='-') @280:16
                  .lhs:
                    BinOp(op='//') @280:16
                      .lhs:
                        Name(id='NC') @280:16
                      .rhs:
                        Name(id='NWG') @280:22
                  .rhs:
                    Const(value=1) @280:28
            If(orelse=()) @281:9
              .cond:
                Name(id='ROWS') @281:12
              .body:
                Assign(targets=('LAST',)) @282:13
                  .value:
                    Const(value=0) @282:20
            Assign(targets=('AHEAD',)) @283:9
              .value:
                BoolOp(op='and') @283:17
                  .values:
                    Name(id='LSE_AHEAD') @283:17
                    Name(id='LAG') @283:31
                    Name(id='SMEM_P') @283:39
            If(orelse=()) @284:9
              .cond:
                BoolOp(op='and') @284:12
                  .values:
                    BinOp(op='==') @284:12
                      .lhs:
                        Name(id='ACT') @284:12
                      .rhs:
                        Const(value='softmax') @284:19
                    Name(id='AHEAD') @284:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @285:13
                  .value:
                    Call(kwargs=()) @285:29
                      .func:
                        Name(id='lse_delta') @285:29
                      .args:
                        Const(value=0) @285:39
                        Unary(op='-') @285:42
                          .operand:
                            Const(value=1) @285:43
                        BinOp(op='*') @285:46
                          .lhs:
                            Name(id='kvh') @285:46
                          .rhs:
                            Name(id='group') @285:52
                        Name(id='m_lo') @285:59
                        Name(id='rot') @285:65
                        Name(id='n_m') @285:70
                        Name(id='n_x') @285:75
                        Name(id='n_xs') @285:80
                        Name(id='SPLIT') @285:86
                        Name(id='q0') @285:93
                        Name(id='len_q') @285:97
                        Name(id='qcols') @285:104
                        Name(id='lse2_t') @285:111
                        Name(id='delta_t') @286:39
                        Name(id='BLOCK_M') @286:48
            For(var='part') @287:9
              .iter:
                Call(kwargs=()) @287:21
                  .func:
                    Name(id='static_range') @287:21
                  .args:
                    Name(id='PARTS') @287:34
              .body:
                Assign(targets=('lo', 'hi')) @288:13
                  .value:
                    Call(kwargs=()) @288:22
                      .func:
                        Name(id='fused_part_bounds') @288:22
                      .args:
                        Name(id='part') @288:40
                        Name(id='PEEL') @288:46
                        Name(id='SPLIT') @288:52
                        Name(id='n_xs') @288:59
                        Name(id='steps') @288:65
                Assign(targets=('masked',)) @289:13
                  .value:
                    BoolOp(op='or') @289:22
                      .values:
                        Unary(op='not') @289:22
                          .operand:
                            Name(id='SPLIT') @289:26
                        BinOp(op='<') @289:35
                          .lhs:
                            Name(id='part') @289:35
                          .rhs:
                            BinOp(op='-') @289:42
                              .lhs:
                                Name(id='PARTS') @289:42
                              .rhs:
                                Const(value=1) @289:50
                Assign(targets=('lagged',)) @290:13
                  .value:
                    BoolOp(op='and') @290:22
                      .values:
                        Name(id='LAG') @290:22
                        BinOp(op='>') @290:30
                          .lhs:
                            Name(id='part') @290:30
                          .rhs:
                            Const(value=0) @290:37
                Assign(targets=('late',)) @291:13
                  .value:
                    BoolOp(op='and') @291:20
                      .values:
                        Name(id='LATE') @291:20
                        BinOp(op='>') @291:29
                          .lhs:
                            Name(id='part') @291:29
                          .rhs:
                            Const(value=0) @291:36
                Assign(targets=('which',)) @293:13
                  .value:
                    Const(value=1) @293:21
                If(orelse=()) @294:13
                  .cond:
                    Name(id='masked') @294:16
                  .body:
                    Assign(targets=('which',)) @295:17
                      .value:
                        Const(value=0) @295:25
                If(orelse=()) @296:13
                  .cond:
                    BoolOp(op='and') @296:16
                      .values:
                        Name(id='PEEL') @296:16
                        BinOp(op='==') @296:25
                          .lhs:
                            Name(id='part') @296:25
                          .rhs:
                            Const(value=0) @296:33
                  .body:
                    Assign(targets=('which',)) @297:17
                      .value:
                        Unary(op='-') @297:25
                          .operand:
                            Const(value=1) @297:26
                Pipeline(var='j', slot='slot', ring='qd') @298:13
                  .iter:
                    Call(kwargs=()) @298:27
                      .func:
                        Name(id='range') @298:27
                      .args:
                        Name(id='lo') @298:33
                        Name(id='hi') @298:37
                  .stages:
                    Name(id='STAGES') @298:54
                  .body:
                    Assign(targets=('head', 'mb')) @299:17
                      .value:
                        Call(kwargs=()) @299:28
                          .func:
                            Name(id='step_block') @299:28
                          .args:
                            Name(id='j') @299:39
                            Name(id='which') @299:42
                            BinOp(op='*') @299:49
                              .lhs:
                                Name(id='kvh') @299:49
                              .rhs:
                                Name(id='group') @299:55
                            Name(id='m_lo') @299:62
                            Name(id='rot') @299:68
                            Name(id='n_m') @299:73
                            Name(id='n_x') @299:78
                            Name(id='n_xs') @299:83
                            Name(id='SPLIT') @299:89
                    Assign(targets=('qpos',)) @300:17
                      .value:
                        BinOp(op='+') @300:24
                          .lhs:
                            BinOp(op='*') @300:24
                              .lhs:
                                Name(id='mb') @300:24
                              .rhs:
                                Name(id='BLOCK_M') @300:29
                          .rhs:
                            Name(id='qcols') @300:39
                    Assign(targets=('lse2',)) @301:17
                      .value:
                        Call(kwargs=()) @301:24
                          .func:
                            Name(id='zeros') @301:24
                          .args:
                            ListLit() @301:30
                              .elts:
                                Name(id='BLOCK_M') @301:31
                            Name(id='f32') @301:41
                    Assign(targets=('dlt',)) @302:17
                      .value:
                        Call(kwargs=()) @302:23
                          .func:
                            Name(id='zeros') @302:23
                          .args:
                            ListLit() @302:29
                              .elts:
                                Name(id='BLOCK_M') @302:30
                            Name(id='f32') @302:40
                    If(orelse=()) @306:17
                      .cond:
                        BoolOp(op='and') @306:20
                          .values:
                            BinOp(op='==') @306:20
                              .lhs:
                                Name(id='ACT') @306:20
                              .rhs:
                                Const(value='softmax') @306:27
                            Name(id='AHEAD') @306:41
                      .body:
                        Assign(targets=('lse2',)) @307:21
                          .value:
                            Name(id='lse2_n') @307:28
                        Assign(targets=('dlt',)) @308:21
                          .value:
                            Name(id='dlt_n') @308:27
                    If(orelse=()) @309:17
                      .cond:
                        BoolOp(op='and') @309:20
                          .values:
                            BinOp(op='==') @309:20
                              .lhs:
                                Name(id='ACT') @309:20
                              .rhs:
                                Const(value='softmax') @309:27
                            Unary(op='not') @309:41
                              .operand:
                                Name(id='AHEAD') @309:45
                            Unary(op='not') @309:55
                              .operand:
                                Name(id='LSE_RING') @309:59
                      .body:
                        Assign(targets=('qi',)) @313:21
                          .value:
                            BinOp(op='+') @313:26
                              .lhs:
                                Name(id='q0') @313:26
                              .rhs:
                                Call(kwargs=()) @313:31
                                  .func:
                                    Name(id='maximum') @313:31
                                  .args:
                                    Call(kwargs=()) @313:39
                                      .func:
                                        Name(id='minimum') @313:39
                                      .args:
                                        Name(id='qpos') @313:47
                                        BinOp(op='-') @313:53
                                          .lhs:
                                            Name(id='len_q') @313:53
                                          .rhs:
                                            Const(value=1) @313:61
                                    Const(value=0) @313:65
                        Assign(targets=('lse2',)) @314:21
                          .value:
                            Index() @314:28
                              .value:
                                Name(id='lse2_t') @314:28
                              .subs:
                                Name(id='head') @314:35
                                Name(id='qi') @314:41
                        Assign(targets=('dlt',)) @315:21
                          .value:
                            Index() @315:27
                              .value:
                                Name(id='delta_t') @315:27
                              .subs:
                                Name(id='head') @315:35
                                Name(id='qi') @315:41
                    If() @318:17
                      .cond:
                        Name(id='masked') @318:20
                      .body:
                        Assign(targets=('edge',)) @319:21
                          .value:
                            BoolOp(op='or') @319:28
                              .values:
                                BinOp(op='>') @319:28
                                  .lhs:
                                    BinOp(op='*') @319:29
                                      .lhs:
                                        BinOp(op='+') @319:29
                                          .lhs:
                                            Name(id='mb') @319:29
                                          .rhs:
                                            Const(value=1) @319:34
                                      .rhs:
                                        Name(id='BLOCK_M') @319:39
                                  .rhs:
                                    Name(id='len_q') @319:49
                                BinOp(op='>') @319:58
                                  .lhs:
                                    BinOp(op='+') @319:58
                                      .lhs:
                                        Name(id='krow0') @319:58
                                      .rhs:
                                        Name(id='WG_N') @319:66
                                  .rhs:
                                    Name(id='len_k') @319:73
                        If(orelse=()) @320:21
                          .cond:
                            Name(id='CAUSAL') @320:24
                          .body:
                            Assign(targets=('edge',)) @321:25
                              .value:
                                BoolOp(op='or') @321:32
                                  .values:
                                    Name(id='edge') @321:32
                                    BinOp(op='>') @321:40
                                      .lhs:
                                        BinOp(op='-') @321:40
                                          .lhs:
                                            BinOp(op='+') @321:40
                                              .lhs:
                                                Name(id='krow0') @321:40
                                              .rhs:
                                                Name(id='WG_N') @321:48
                                          .rhs:
                                            Const(value=1) @321:55
                                      .rhs:
                                        BinOp(op='+') @321:59
                                          .lhs:
                                            BinOp(op='*') @321:59
                                              .lhs:
                                                Name(id='mb') @321:59
                                              .rhs:
                                                Name(id='BLOCK_M') @321:64
                                          .rhs:
                                            BinOp(op='-') @321:75
                                              .lhs:
                                                Name(id='len_k') @321:75
                                              .rhs:
                                                Name(id='len_q') @321:83
                      .orelse:
                        Assign(targets=('edge',)) @323:21
                          .value:
                            Const(value=False) @323:28
                    Wait(phase=None) @324:17
                      .target:
                        Index() @324:22
                          .value:
                            Name(id='qd_ready') @324:22
                          .subs:
                            Name(id='slot') @324:31
                    If(orelse=()) @325:17
                      .cond:
                        Name(id='lagged') @325:20
                      .body:
                        Assign(targets=('og',)) @328:21
                          .value:
                            BinOp(op='%') @328:27
                              .lhs:
                                BinOp(op='+') @328:27
                                  .lhs:
                                    Name(id='wg') @328:27
                                  .rhs:
                                    Const(value=1) @328:32
                              .rhs:
                                Name(id='NWG') @328:37
                        Wait() @329:21
                          .target:
                            Index() @329:26
                              .value:
                                Name(id='ds_ready') @329:26
                              .subs:
                                Const(value=0) @329:35
                          .phase:
                            BinOp(op='%') @329:44
                              .lhs:
                                Name(id='last') @329:44
                              .rhs:
                                Const(value=2) @329:51
                        For(var='i') @330:21
                          .iter:
                            Call(kwargs=()) @330:30
                              .func:
                                Name(id='static_range') @330:30
                              .args:
                                Name(id='NCW') @330:43
                          .body:
                            Assign(targets=('c',)) @331:25
                              .value:
                                BinOp(op='+') @331:29
                                  .lhs:
                                    BinOp(op='*') @331:29
                                      .lhs:
                                        Name(id='wg') @331:29
                                      .rhs:
                                        Name(id='NCW') @331:34
                                  .rhs:
                                    Name(id='i') @331:40
                            If() @332:25
                              .cond:
                                Name(id='DQ_PAIR') @332:28
                              .body:
                                Assign(targets=('f0',)) @334:29
                                  .value:
                                    Call(kwargs=()) @334:34
                                      .func:
                                        Name(id='mma_async') @334:34
                                      .args:
                                        Index() @334:44
                                          .value:
                                            Name(id='ds_s') @334:44
                                          .subs:
                                            BinOp(op='+') @334:49
                                              .lhs:
                                                BinOp(op='*') @334:49
                                                  .lhs:
                                                    Name(id='last') @334:49
                                                  .rhs:
                                                    Name(id='NWG') @334:56
                                              .rhs:
                                                Name(id='wg') @334:62
                                        Index() @334:67
                                          .value:
                                            Name(id='kh_tile') @334:67
                                          .subs:
                                            BinOp(op='+') @334:75
                                              .lhs:
                                                BinOp(op='*') @334:75
                                                  .lhs:
                                                    Name(id='NC') @334:75
                                                  .rhs:
                                                    BinOp(op='+') @334:81
                                                      .lhs:
                                                        BinOp(op='*') @334:81
                                                          .lhs:
                                                            Name(id='ks') @334:81
                                                          .rhs:
                                                            Name(id='NWG') @334:86
                                                      .rhs:
                                                        Name(id='wg') @334:92
                                              .rhs:
                                                Name(id='c') @334:98
                                Assign(targets=('f1',)) @335:29
                                  .value:
                                    Call(kwargs=()) @335:34
                                      .func:
                                        Name(id='mma_async') @335:34
                                      .args:
                                        Index() @335:44
                                          .value:
                                            Name(id='ds_s') @335:44
                                          .subs:
                                            BinOp(op='+') @335:49
                                              .lhs:
                                                BinOp(op='*') @335:49
                                                  .lhs:
                                                    Name(id='last') @335:49
                                                  .rhs:
                                                    Name(id='NWG') @335:56
                                              .rhs:
                                                Name(id='og') @335:62
                                        Index() @335:67
                                          .value:
                                            Name(id='kh_tile') @335:67
                                          .subs:
                                            BinOp(op='+') @335:75
                                              .lhs:
                                                BinOp(op='*') @335:75
                                                  .lhs:
                                                    Name(id='NC') @335:75
                                                  .rhs:
                                                    BinOp(op='+') @335:81
                                                      .lhs:
                                                        BinOp(op='*') @335:81
                                                          .lhs:
                                                            Name(id='ks') @335:81
                                                          .rhs:
                                                            Name(id='NWG') @335:86
                                                      .rhs:
                                                        Name(id='og') @335:92
                                              .rhs:
                                                Name(id='c') @335:98
                                        Name(id='f0') @335:102
                                Assign(targets=('dq_c',)) @336:29
                                  .value:
                                    Call(kwargs=()) @336:36
                                      .func:
                                        Name(id='mma_wait') @336:36
                                      .args:
                                        Name(id='f1') @336:45
                              .orelse:
                                Assign(targets=('dq_c',)) @338:29
                                  .value:
                                    Call(kwargs=()) @338:36
                                      .func:
                                        Name(id='zeros') @338:36
                                      .args:
                                        ListLit() @338:42
                                          .elts:
                                            Name(id='BLOCK_M') @338:43
                                            Name(id='DQ_COLS') @338:52
                                        Name(id='f32') @338:62
                                For(var='g') @339:29
                                  .iter:
                                    Call(kwargs=()) @339:38
                                      .func:
                                        Name(id='static_range') @339:38
                                      .args:
                                        Name(id='NWG') @339:51
                                  .body:
                                    Assign(targets=('gg',)) @340:33
                                      .value:
                                        BinOp(op='%') @340:39
                                          .lhs:
                                            BinOp(op='+') @340:39
                                              .lhs:
                                                Name(id='wg') @340:39
                                              .rhs:
                                                Name(id='g') @340:44
                                          .rhs:
                                            Name(id='NWG') @340:49
                                    If() @341:33
                                      .cond:
                                        Name(id='SMEM_P') @341:36
                                      .body:
                                        Assign(targets=('dq_f',)) @342:37
                                          .value:
                                            Call(kwargs=()) @342:44
                                              .func:
                                                Name(id='mma_async') @342:44
                                              .args:
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
                                                Index() @342:77
                                                  .value:
                                                    Name(id='kh_tile') @342:77
                                                  .subs:
                                                    BinOp(op='+') @342:85
                                                      .lhs:
                                                        BinOp(op='*') @342:85
                                                          .lhs:
                                                            Name(id='NC') @342:85
                                                          .rhs:
                                                            BinOp(op='+') @342:91
                                                              .lhs:
                                                                BinOp(op='*') @342:91
                                                                  .lhs:
                                                                    Name(id='ks') @342:91
                                                                  .rhs:
                                                                    Name(id='NWG') @342:96
                                                              .rhs:
                                                                Name(id='gg') @342:102
                                                      .rhs:
                                                        Name(id='c') @342:108
                                                Name(id='dq_c') @342:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @344:37
                                          .value:
                                            Call(kwargs=()) @344:44
                                              .func:
                                                Name(id='mma_async') @344:44
                                              .args:
                                                Attr(name='T') @344:54
                                                  .value:
                                                    Index() @344:54
                                                      .value:
                                                        Name(id='ds_s') @344:54
                                                      .subs:
                                                        BinOp(op='+') @344:59
                                                          .lhs:
                                                            BinOp(op='*') @344:59
                                                              .lhs:
                                                                Name(id='last') @344:59
                                                              .rhs:
                                                                Name(id='NWG') @344:66
                                                          .rhs:
                                                            Name(id='gg') @344:72
                                                Index() @344:79
                                                  .value:
                                                    Name(id='kh_tile') @344:79
                                                  .subs:
                                                    BinOp(op='+') @344:87
                                                      .lhs:
                                                        BinOp(op='*') @344:87
                                                          .lhs:
                                                            Name(id='NC') @344:87
                                                          .rhs:
                                                            BinOp(op='+') @344:93
                                                              .lhs:
                                                                BinOp(op='*') @344:93
                                                                  .lhs:
                                                                    Name(id='ks') @344:93
                                                                  .rhs:
                                                                    Name(id='NWG') @344:98
                                                              .rhs:
                                                                Name(id='gg') @344:104
                                                      .rhs:
                                                        Name(id='c') @344:110
                                                Name(id='dq_c') @344:114
                                    If(orelse=()) @345:33
                                      .cond:
                                        BoolOp(op='and') @345:36
                                          .values:
                                            Name(id='CARRY') @345:36
                                            BinOp(op='==') @345:46
                                              .lhs:
                                                Name(id='i') @345:46
                                              .rhs:
                                                Const(value=0) @345:51
                                            BinOp(op='==') @345:57
                                              .lhs:
                                                Name(id='g') @345:57
                                              .rhs:
                                                Const(value=0) @345:62
                                      .body:
                                        Assign(targets=('acc_k',)) @346:37
                                          .value:
                                            Call() @346:45
                                              .func:
                                                Name(id='mma_wait') @346:45
                                              .args:
                                                Name(id='dk_f') @346:54
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @346:68
                                                )
                                        Arrive(count=None) @347:37
                                          .target:
                                            Index() @347:44
                                              .value:
                                                Name(id='qd_free') @347:44
                                              .subs:
                                                Name(id='last') @347:52
                                    Assign(targets=('dq_c',)) @348:33
                                      .value:
                                        Call(kwargs=()) @348:40
                                          .func:
                                            Name(id='mma_wait') @348:40
                                          .args:
                                            Name(id='dq_f') @348:49
                            Wait() @349:25
                              .target:
                                Index() @349:30
                                  .value:
                                    Name(id='dq_empty') @349:30
                                  .subs:
                                    Name(id='i') @349:39
                              .phase:
                                BinOp(op='-') @349:48
                                  .lhs:
                                    Const(value=1) @349:48
                                  .rhs:
                                    BinOp(op='%') @349:52
                                      .lhs:
                                        Name(id='last') @349:52
                                      .rhs:
                                        Const(value=2) @349:59
                            ExprStmt() @350:25
                              .value:
                                Call(kwargs=()) @350:25
                                  .func:
                                    Name(id='store_smem') @350:25
                                  .args:
                                    Index() @350:36
                                      .value:
                                        Name(id='dq_s') @350:36
                                      .subs:
                                        BinOp(op='+') @350:41
                                          .lhs:
                                            BinOp(op='*') @350:41
                                              .lhs:
                                                Name(id='i') @350:41
                                              .rhs:
                                                Name(id='NWG') @350:45
                                          .rhs:
                                            Name(id='wg') @350:51
                                    Name(id='dq_c') @350:56
                            If(orelse=()) @351:25
                              .cond:
                                BoolOp(op='or') @351:28
                                  .values:
                                    Unary(op='not') @351:28
                                      .operand:
                                        Name(id='LATE') @351:32
                                    BinOp(op='<') @351:40
                                      .lhs:
                                        Name(id='i') @351:40
                                      .rhs:
                                        BinOp(op='-') @351:44
                                          .lhs:
                                            Name(id='NCW') @351:44
                                          .rhs:
                                            Const(value=1) @351:50
                              .body:
                                Fence() @352:29
                                Arrive(count=None) @353:29
                                  .target:
                                    Index() @353:36
                                      .value:
                                        Name(id='dq_full') @353:36
                                      .subs:
                                        Name(id='i') @353:44
                    If() @354:17
                      .cond:
                        Name(id='SMEM_P') @354:20
                      .body:
                        Assign(targets=('own',)) @358:21
                          .value:
                            Name(id='wg') @358:27
                        Assign(targets=('og',)) @359:21
                          .value:
                            BinOp(op='%') @359:27
                              .lhs:
                                BinOp(op='+') @359:27
                                  .lhs:
                                    Name(id='wg') @359:27
                                  .rhs:
                                    Const(value=1) @359:32
                              .rhs:
                                Name(id='NWG') @359:37
                        If(orelse=()) @360:21
                          .cond:
                            Name(id='WRITER') @360:24
                          .body:
                            Assign(targets=('own',)) @361:25
                              .value:
                                BinOp(op='+') @361:31
                                  .lhs:
                                    BinOp(op='*') @361:31
                                      .lhs:
                                        Name(id='slot') @361:31
                                      .rhs:
                                        Name(id='NWG') @361:38
                                  .rhs:
                                    Name(id='wg') @361:44
                        Assign(targets=('s_f',)) @362:21
                          .value:
                            Call(kwargs=()) @362:27
                              .func:
                                Name(id='mma_async') @362:27
                              .args:
                                Index() @362:37
                                  .value:
                                    Name(id='q_ring') @362:37
                                  .subs:
                                    Name(id='slot') @362:44
                                Attr(name='T') @362:51
                                  .value:
                                    Index() @362:51
                                      .value:
                                        Name(id='k_tile') @362:51
                                      .subs:
                                        Name(id='mine') @362:58
                        Assign(targets=('dp_f',)) @363:21
                          .value:
                            Call(kwargs=()) @363:28
                              .func:
                                Name(id='mma_async') @363:28
                              .args:
                                Index() @363:38
                                  .value:
                                    Name(id='do_ring') @363:38
                                  .subs:
                                    Name(id='slot') @363:46
                                Attr(name='T') @363:53
                                  .value:
                                    Index() @363:53
                                      .value:
                                        Name(id='v_tile') @363:53
                                      .subs:
                                        Name(id='mine') @363:60
                        If(orelse=()) @364:21
                          .cond:
                            Name(id='late') @364:24
                          .body:
                            Fence() @365:25
                            Arrive(count=None) @366:25
                              .target:
                                Index() @366:32
                                  .value:
                                    Name(id='dq_full') @366:32
                                  .subs:
                                    Name(id='LAST') @366:40
                        Assign(targets=('s',)) @367:21
                          .value:
                            Call() @367:25
                              .func:
                                Name(id='mma_wait') @367:25
                              .args:
                                Name(id='s_f') @367:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @367:47
                                )
                        Assign(targets=('kpos',)) @369:21
                          .value:
                            BinOp(op='+') @369:28
                              .lhs:
                                Name(id='krow0') @369:28
                              .rhs:
                                Call(kwargs=()) @369:36
                                  .func:
                                    Name(id='arange') @369:36
                                  .args:
                                    Name(id='WG_N') @369:43
                        If() @370:21
                          .cond:
                            Name(id='LSE_RING') @370:24
                          .body:
                            Assign(targets=('lse2c',)) @371:25
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
                            Assign(targets=('lse2c',)) @373:25
                              .value:
                                Index() @373:33
                                  .value:
                                    Name(id='lse2') @373:33
                                  .subs:
                                    FullSlice() @373:38
                                    Const(value=None) @373:41
                        Assign(targets=('p', 'dact')) @374:21
                          .value:
                            Call(kwargs=()) @374:31
                              .func:
                                Name(id='probs') @374:31
                              .args:
                                Name(id='s') @374:37
                                Name(id='edge') @374:40
                                Index() @374:46
                                  .value:
                                    Name(id='qpos') @374:46
                                  .subs:
                                    FullSlice() @374:51
                                    Const(value=None) @374:54
                                Index() @374:61
                                  .value:
                                    Name(id='kpos') @374:61
                                  .subs:
                                    Const(value=None) @374:66
                                    FullSlice() @374:72
                                Name(id='len_q') @374:76
                                Name(id='len_k') @374:83
                                Name(id='lse2c') @374:90
                                Name(id='qk_scale') @374:97
                                Name(id='sm_scale') @375:37
                                Name(id='CAUSAL') @375:47
                                Name(id='ACT') @375:55
                        ExprStmt() @376:21
                          .value:
                            Call(kwargs=()) @376:21
                              .func:
                                Name(id='store_smem') @376:21
                              .args:
                                Index() @376:32
                                  .value:
                                    Name(id='ds_s') @376:32
                                  .subs:
                                    Name(id='own') @376:37
                                Call(kwargs=()) @376:43
                                  .func:
                                    Name(id='cast') @376:43
                                  .args:
                                    Name(id='p') @376:48
                                    Name(id='DT') @376:51
                        Fence() @377:21
                        Assign(targets=('dv_f',)) @378:21
                          .value:
                            Call(kwargs=()) @378:28
                              .func:
                                Name(id='mma_async') @378:28
                              .args:
                                Attr(name='T') @378:38
                                  .value:
                                    Index() @378:38
                                      .value:
                                        Name(id='ds_s') @378:38
                                      .subs:
                                        Name(id='own') @378:43
                                Index() @378:51
                                  .value:
                                    Name(id='do_ring') @378:51
                                  .subs:
                                    Name(id='slot') @378:59
                                Name(id='acc_v') @378:66
                        Assign(targets=('dp',)) @379:21
                          .value:
                            Call() @379:26
                              .func:
                                Name(id='mma_wait') @379:26
                              .args:
                                Name(id='dp_f') @379:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @379:49
                                )
                        If() @380:21
                          .cond:
                            Name(id='LSE_RING') @380:24
                          .body:
                            Assign(targets=('dltc',)) @381:25
                              .value:
                                Call(kwargs=()) @381:32
                                  .func:
                                    Name(id='load') @381:32
                                  .args:
                                    Index() @381:37
                                      .value:
                                        Name(id='dl_s') @381:37
                                      .subs:
                                        Name(id='slot') @381:42
                          .orelse:
                            Assign(targets=('dltc',)) @383:25
                              .value:
                                Index() @383:32
                                  .value:
                                    Name(id='dlt') @383:32
                                  .subs:
                                    FullSlice() @383:36
                                    Const(value=None) @383:39
                        Assign(targets=('ds',)) @384:21
                          .value:
                            Call(kwargs=()) @384:26
                              .func:
                                Name(id='cast') @384:26
                              .args:
                                Call(kwargs=()) @384:31
                                  .func:
                                    Name(id='dscores') @384:31
                                  .args:
                                    Name(id='p') @384:39
                                    Name(id='dact') @384:42
                                    Name(id='dp') @384:48
                                    Name(id='dltc') @384:52
                                    Name(id='ACT') @384:58
                                Name(id='DT') @384:64
                        Assign(targets=('acc_v',)) @385:21
                          .value:
                            Call(kwargs=()) @385:29
                              .func:
                                Name(id='mma_wait') @385:29
                              .args:
                                Name(id='dv_f') @385:38
                        ExprStmt() @386:21
                          .value:
                            Call(kwargs=()) @386:21
                              .func:
                                Name(id='store_smem') @386:21
                              .args:
                                Index() @386:32
                                  .value:
                                    Name(id='ds_s') @386:32
                                  .subs:
                                    Name(id='own') @386:37
                                Name(id='ds') @386:43
                        Fence() @387:21
                        If() @388:21
                          .cond:
                            Name(id='LAG') @388:24
                          .body:
                            Arrive(count=None) @391:25
                              .target:
                                Index() @391:32
                                  .value:
                                    Name(id='ds_ready') @391:32
                                  .subs:
                                    Const(value=0) @391:41
                            Assign(targets=('dk_f',)) @392:25
                              .value:
                                Call(kwargs=()) @392:32
                                  .func:
                                    Name(id='mma_async') @392:32
                                  .args:
                                    Attr(name='T') @392:42
                                      .value:
                                        Index() @392:42
                                          .value:
                                            Name(id='ds_s') @392:42
                                          .subs:
                                            Name(id='own') @392:47
                                    Index() @392:55
                                      .value:
                                        Name(id='q_ring') @392:55
                                      .subs:
                                        Name(id='slot') @392:62
                                    Name(id='acc_k') @392:69
                            If(orelse=()) @393:25
                              .cond:
                                BoolOp(op='and') @393:28
                                  .values:
                                    BinOp(op='==') @393:28
                                      .lhs:
                                        Name(id='ACT') @393:28
                                      .rhs:
                                        Const(value='softmax') @393:35
                                    Name(id='AHEAD') @393:49
                              .body:
                                Assign(targets=('nxt',)) @395:29
                                  .value:
                                    Unary(op='-') @395:35
                                      .operand:
                                        Const(value=1) @395:36
                                If(orelse=()) @396:29
                                  .cond:
                                    BinOp(op='==') @396:32
                                      .lhs:
                                        Name(id='which') @396:32
                                      .rhs:
                                        Const(value=1) @396:41
                                  .body:
                                    Assign(targets=('nxt',)) @397:33
                                      .value:
                                        Const(value=1) @397:39
                                Assign(targets=('lse2_n', 'dlt_n')) @398:29
                                  .value:
                                    Call(kwargs=()) @398:45
                                      .func:
                                        Name(id='lse_delta') @398:45
                                      .args:
                                        Call(kwargs=()) @398:55
                                          .func:
                                            Name(id='minimum') @398:55
                                          .args:
                                            BinOp(op='+') @398:63
                                              .lhs:
                                                Name(id='j') @398:63
                                              .rhs:
                                                Const(value=1) @398:67
                                            BinOp(op='-') @398:70
                                              .lhs:
                                                Name(id='steps') @398:70
                                              .rhs:
                                                Const(value=1) @398:78
                                        Name(id='nxt') @398:82
                                        BinOp(op='*') @398:87
                                          .lhs:
                                            Name(id='kvh') @398:87
                                          .rhs:
                                            Name(id='group') @398:93
                                        Name(id='m_lo') @398:100
                                        Name(id='rot') @398:106
                                        Name(id='n_m') @398:111
                                        Name(id='n_x') @398:116
                                        Name(id='n_xs') @399:55
                                        Name(id='SPLIT') @399:61
                                        Name(id='q0') @399:68
                                        Name(id='len_q') @399:72
                                        Name(id='qcols') @399:79
                                        Name(id='lse2_t') @399:86
                                        Name(id='delta_t') @399:94
                                        Name(id='BLOCK_M') @399:103
                            If(orelse=()) @400:25
                              .cond:
                                Unary(op='not') @400:28
                                  .operand:
                                    Name(id='CARRY') @400:32
                              .body:
                                Assign(targets=('acc_k',)) @401:29
                                  .value:
                                    Call(kwargs=()) @401:37
                                      .func:
                                        Name(id='mma_wait') @401:37
                                      .args:
                                        Name(id='dk_f') @401:46
                                Arrive(count=None) @402:29
                                  .target:
                                    Index() @402:36
                                      .value:
                                        Name(id='qd_free') @402:36
                                      .subs:
                                        Name(id='slot') @402:44
                            Assign(targets=('last',)) @403:25
                              .value:
                                Name(id='slot') @403:32
                          .orelse:
                            If() @404:21
                              .cond:
                                Name(id='WRITER') @404:26
                              .body:
                                Arrive(count=None) @405:25
                                  .target:
                                    Index() @405:32
                                      .value:
                                        Name(id='ds_ready') @405:32
                                      .subs:
                                        Name(id='slot') @405:41
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
                                                Name(id='own') @406:47
                                        Index() @406:55
                                          .value:
                                            Name(id='q_ring') @406:55
                                          .subs:
                                            Name(id='slot') @406:62
                                        Name(id='acc_k') @406:69
                                Wait(phase=None) @407:25
                                  .target:
                                    Index() @407:30
                                      .value:
                                        Name(id='ds_ready') @407:30
                                      .subs:
                                        Name(id='slot') @407:39
                                For(var='i') @408:25
                                  .iter:
                                    Call(kwargs=()) @408:34
                                      .func:
                                        Name(id='static_range') @408:34
                                      .args:
                                        Name(id='NCW') @408:47
                                  .body:
                                    Assign(targets=('c',)) @409:29
                                      .value:
                                        BinOp(op='+') @409:33
                                          .lhs:
                                            BinOp(op='*') @409:33
                                              .lhs:
                                                Name(id='wg') @409:33
                                              .rhs:
                                                Name(id='NCW') @409:38
                                          .rhs:
                                            Name(id='i') @409:44
                                    If() @410:29
                                      .cond:
                                        Name(id='DQ_PAIR') @410:32
                                      .body:
                                        Assign(targets=('f0',)) @413:33
                                          .value:
                                            Call(kwargs=()) @413:38
                                              .func:
                                                Name(id='mma_async') @413:38
                                              .args:
                                                Index() @413:48
                                                  .value:
                                                    Name(id='ds_s') @413:48
                                                  .subs:
                                                    Name(id='own') @413:53
                                                Index() @413:59
                                                  .value:
                                                    Name(id='kh_tile') @413:59
                                                  .subs:
                                                    BinOp(op='+') @413:67
                                                      .lhs:
                                                        BinOp(op='*') @413:67
                                                          .lhs:
                                                            Name(id='NC') @413:67
                                                          .rhs:
                                                            Name(id='mine') @413:72
                                                      .rhs:
                                                        Name(id='c') @413:79
                                        Assign(targets=('f1',)) @414:33
                                          .value:
                                            Call(kwargs=()) @414:38
                                              .func:
                                                Name(id='mma_async') @414:38
                                              .args:
                                                Index() @414:48
                                                  .value:
                                                    Name(id='ds_s') @414:48
                                                  .subs:
                                                    BinOp(op='+') @414:53
                                                      .lhs:
                                                        BinOp(op='*') @414:53
                                                          .lhs:
                                                            Name(id='slot') @414:53
                                                          .rhs:
                                                            Name(id='NWG') @414:60
                                                      .rhs:
                                                        Name(id='og') @414:66
                                                Index() @414:71
                                                  .value:
                                                    Name(id='kh_tile') @414:71
                                                  .subs:
                                                    BinOp(op='+') @414:79
                                                      .lhs:
                                                        BinOp(op='*') @414:79
                                                          .lhs:
                                                            Name(id='NC') @414:79
                                                          .rhs:
                                                            BinOp(op='+') @414:85
                                                              .lhs:
                                                                BinOp(op='*') @414:85
                                                                  .lhs:
                                                                    Name(id='ks') @414:85
                                                                  .rhs:
                                                                    Name(id='NWG') @414:90
                                                              .rhs:
                                                                Name(id='og') @414:96
                                                      .rhs:
                                                        Name(id='c') @414:102
                                                Name(id='f0') @414:106
                                        If(orelse=()) @415:33
                                          .cond:
                                            BinOp(op='==') @415:36
                                              .lhs:
                                                Name(id='i') @415:36
                                              .rhs:
                                                Const(value=0) @415:41
                                          .body:
                                            Assign(targets=('acc_k',)) @416:37
                                              .value:
                                                Call() @416:45
                                                  .func:
                                                    Name(id='mma_wait') @416:45
                                                  .args:
                                                    Name(id='dk_f') @416:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @416:68
                                                    )
                                            Arrive(count=None) @417:37
                                              .target:
                                                Index() @417:44
                                                  .value:
                                                    Name(id='qd_free') @417:44
                                                  .subs:
                                                    Name(id='slot') @417:52
                                        Assign(targets=('dq_c',)) @418:33
                                          .value:
                                            Call(kwargs=()) @418:40
                                              .func:
                                                Name(id='mma_wait') @418:40
                                              .args:
                                                Name(id='f1') @418:49
                                      .orelse:
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
                                            Assign(targets=('dq_f',)) @423:37
                                              .value:
                                                Call(kwargs=()) @423:44
                                                  .func:
                                                    Name(id='mma_async') @423:44
                                                  .args:
                                                    Index() @423:54
                                                      .value:
                                                        Name(id='ds_s') @423:54
                                                      .subs:
                                                        BinOp(op='+') @423:59
                                                          .lhs:
                                                            BinOp(op='*') @423:59
                                                              .lhs:
                                                                Name(id='slot') @423:59
                                                              .rhs:
                                                                Name(id='NWG') @423:66
                                                          .rhs:
                                                            Name(id='gg') @423:72
                                                    Index() @423:77
                                                      .value:
                                                        Name(id='kh_tile') @423:77
                                                      .subs:
                                                        BinOp(op='+') @423:85
                                                          .lhs:
                                                            BinOp(op='*') @423:85
                                                              .lhs:
                                                                Name(id='NC') @423:85
                                                              .rhs:
                                                                BinOp(op='+') @423:91
                                                                  .lhs:
                                                                    BinOp(op='*') @423:91
                                                                      .lhs:
                                                                        Name(id='ks') @423:91
                                                                      .rhs:
                                                                        Name(id='NWG') @423:96
                                                                  .rhs:
                                                                    Name(id='gg') @423:102
                                                          .rhs:
                                                            Name(id='c') @423:108
                                                    Name(id='dq_c') @423:112
                                            If(orelse=()) @424:37
                                              .cond:
                                                BoolOp(op='and') @424:40
                                                  .values:
                                                    BinOp(op='==') @424:40
                                                      .lhs:
                                                        Name(id='i') @424:40
                                                      .rhs:
                                                        Const(value=0) @424:45
                                                    BinOp(op='==') @424:51
                                                      .lhs:
                                                        Name(id='g') @424:51
                                                      .rhs:
                                                        Const(value=0) @424:56
                                              .body:
                                                Assign(targets=('acc_k',)) @426:41
                                                  .value:
                                                    Call() @426:49
                                                      .func:
                                                        Name(id='mma_wait') @426:49
                                                      .args:
                                                        Name(id='dk_f') @426:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @426:72
                                                        )
                                                Arrive(count=None) @427:41
                                                  .target:
                                                    Index() @427:48
                                                      .value:
                                                        Name(id='qd_free') @427:48
                                                      .subs:
                                                        Name(id='slot') @427:56
                                            Assign(targets=('dq_c',)) @428:37
                                              .value:
                                                Call(kwargs=()) @428:44
                                                  .func:
                                                    Name(id='mma_wait') @428:44
                                                  .args:
                                                    Name(id='dq_f') @428:53
                                    Wait() @429:29
                                      .target:
                                        Index() @429:34
                                          .value:
                                            Name(id='dq_empty') @429:34
                                          .subs:
                                            Name(id='i') @429:43
                                      .phase:
                                        BinOp(op='-') @429:52
                                          .lhs:
                                            Const(value=1) @429:52
                                          .rhs:
                                            BinOp(op='%') @429:56
                                              .lhs:
                                                Name(id='slot') @429:56
                                              .rhs:
                                                Const(value=2) @429:63
                                    ExprStmt() @430:29
                                      .value:
                                        Call(kwargs=()) @430:29
                                          .func:
                                            Name(id='store_smem') @430:29
                                          .args:
                                            Index() @430:40
                                              .value:
                                                Name(id='dq_s') @430:40
                                              .subs:
                                                BinOp(op='+') @430:45
                                                  .lhs:
                                                    BinOp(op='*') @430:45
                                                      .lhs:
                                                        Name(id='i') @430:45
                                                      .rhs:
                                                        Name(id='NWG') @430:49
                                                  .rhs:
                                                    Name(id='wg') @430:55
                                            Name(id='dq_c') @430:60
                                    Fence() @431:29
                                    Arrive(count=None) @432:29
                                      .target:
                                        Index() @432:36
                                          .value:
                                            Name(id='dq_full') @432:36
                                          .subs:
                                            Name(id='i') @432:44
                              .orelse:
                                Assign(targets=('dq_f',)) @434:25
                                  .value:
                                    Call(kwargs=()) @434:32
                                      .func:
                                        Name(id='mma_async') @434:32
                                      .args:
                                        Index() @434:42
                                          .value:
                                            Name(id='ds_s') @434:42
                                          .subs:
                                            Name(id='wg') @434:47
                                        Index() @434:52
                                          .value:
                                            Name(id='kh_tile') @434:52
                                          .subs:
                                            BinOp(op='*') @434:60
                                              .lhs:
                                                Name(id='NC') @434:60
                                              .rhs:
                                                Name(id='mine') @434:65
                                Assign(targets=('dk_f',)) @435:25
                                  .value:
                                    Call(kwargs=()) @435:32
                                      .func:
                                        Name(id='mma_async') @435:32
                                      .args:
                                        Attr(name='T') @435:42
                                          .value:
                                            Index() @435:42
                                              .value:
                                                Name(id='ds_s') @435:42
                                              .subs:
                                                Name(id='wg') @435:47
                                        Index() @435:54
                                          .value:
                                            Name(id='q_ring') @435:54
                                          .subs:
                                            Name(id='slot') @435:61
                                        Name(id='acc_k') @435:68
                                Assign(targets=('dq_c',)) @436:25
                                  .value:
                                    Call() @436:32
                                      .func:
                                        Name(id='mma_wait') @436:32
                                      .args:
                                        Name(id='dq_f') @436:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @436:55
                                        )
                                ExprStmt() @437:25
                                  .value:
                                    Call(kwargs=()) @437:25
                                      .func:
                                        Name(id='store_smem') @437:25
                                      .args:
                                        Index() @437:36
                                          .value:
                                            Name(id='dq_s') @437:36
                                          .subs:
                                            Name(id='wg') @437:41
                                        Name(id='dq_c') @437:46
                                Fence() @438:25
                                Tma(signals=None, reduce='add') @439:25
                                  .dst:
                                    Index() @439:29
                                      .value:
                                        Name(id='dq_acc') @439:29
                                      .subs:
                                        Name(id='seq') @439:36
                                        Name(id='mb') @439:41
                                        Name(id='head') @439:45
                                        Const(value=0) @439:51
                                  .src:
                                    Index() @439:57
                                      .value:
                                        Name(id='dq_s') @439:57
                                      .subs:
                                        Name(id='wg') @439:62
                                Assign(targets=('dq_f',)) @440:25
                                  .value:
                                    Call(kwargs=()) @440:32
                                      .func:
                                        Name(id='mma_async') @440:32
                                      .args:
                                        Index() @440:42
                                          .value:
                                            Name(id='ds_s') @440:42
                                          .subs:
                                            Name(id='wg') @440:47
                                        Index() @440:52
                                          .value:
                                            Name(id='kh_tile') @440:52
                                          .subs:
                                            BinOp(op='+') @440:60
                                              .lhs:
                                                BinOp(op='*') @440:60
                                                  .lhs:
                                                    Name(id='NC') @440:60
                                                  .rhs:
                                                    Name(id='mine') @440:65
                                              .rhs:
                                                Const(value=1) @440:72
                                Assign(targets=('acc_k',)) @441:25
                                  .value:
                                    Call() @441:33
                                      .func:
                                        Name(id='mma_wait') @441:33
                                      .args:
                                        Name(id='dk_f') @441:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @441:56
                                        )
                                Assign(targets=('dq_c',)) @442:25
                                  .value:
                                    Call(kwargs=()) @442:32
                                      .func:
                                        Name(id='mma_wait') @442:32
                                      .args:
                                        Name(id='dq_f') @442:41
                                Arrive(count=None) @443:25
                                  .target:
                                    Index() @443:32
                                      .value:
                                        Name(id='qd_free') @443:32
                                      .subs:
                                        Name(id='slot') @443:40
                                ExprStmt() @444:25
                                  .value:
                                    Call(kwargs=()) @444:25
                                      .func:
                                        Name(id='store_smem') @444:25
                                      .args:
                                        Index() @444:36
                                          .value:
                                            Name(id='dq_s') @444:36
                                          .subs:
                                            Name(id='wg') @444:41
                                        Name(id='dq_c') @444:46
                                Fence() @445:25
                                Tma(signals=None, reduce='add') @446:25
                                  .dst:
                                    Index() @446:29
                                      .value:
                                        Name(id='dq_acc') @446:29
                                      .subs:
                                        Name(id='seq') @446:36
                                        Name(id='mb') @446:41
                                        Name(id='head') @446:45
                                        Const(value=1) @446:51
                                  .src:
                                    Index() @446:57
                                      .value:
                                        Name(id='dq_s') @446:57
                                      .subs:
                                        Name(id='wg') @446:62
                                For(var='c') @447:25
                                  .iter:
                                    Call(kwargs=()) @447:34
                                      .func:
                                        Name(id='static_range') @447:34
                                      .args:
                                        Const(value=2) @447:47
                                        Name(id='NC') @447:50
                                  .body:
                                    Assign(targets=('dq_c',)) @448:29
                                      .value:
                                        Call(kwargs=()) @448:36
                                          .func:
                                            Name(id='mma_wait') @448:36
                                          .args:
                                            Call(kwargs=()) @448:45
                                              .func:
                                                Name(id='mma_async') @448:45
                                              .args:
                                                Index() @448:55
                                                  .value:
                                                    Name(id='ds_s') @448:55
                                                  .subs:
                                                    Name(id='wg') @448:60
                                                Index() @448:65
                                                  .value:
                                                    Name(id='kh_tile') @448:65
                                                  .subs:
                                                    BinOp(op='+') @448:73
                                                      .lhs:
                                                        BinOp(op='*') @448:73
                                                          .lhs:
                                                            Name(id='NC') @448:73
                                                          .rhs:
                                                            Name(id='mine') @448:78
                                                      .rhs:
                                                        Name(id='c') @448:85
                                    ExprStmt() @449:29
                                      .value:
                                        Call(kwargs=()) @449:29
                                          .func:
                                            Name(id='store_smem') @449:29
                                          .args:
                                            Index() @449:40
                                              .value:
                                                Name(id='dq_s') @449:40
                                              .subs:
                                                Name(id='wg') @449:45
                                            Name(id='dq_c') @449:50
                                    Fence() @450:29
                                    Tma(signals=None, reduce='add') @451:29
                                      .dst:
                                        Index() @451:33
                                          .value:
                                            Name(id='dq_acc') @451:33
                                          .subs:
                                            Name(id='seq') @451:40
                                            Name(id='mb') @451:45
                                            Name(id='head') @451:49
                                            Name(id='c') @451:55
                                      .src:
                                        Index() @451:61
                                          .value:
                                            Name(id='dq_s') @451:61
                                          .subs:
                                            Name(id='wg') @451:66
                      .orelse:
                        Assign(targets=('st_f',)) @453:21
                          .value:
                            Call(kwargs=()) @453:28
                              .func:
                                Name(id='mma_async') @453:28
                              .args:
                                Index() @453:38
                                  .value:
                                    Name(id='k_tile') @453:38
                                  .subs:
                                    Name(id='mine') @453:45
                                Attr(name='T') @453:52
                                  .value:
                                    Index() @453:52
                                      .value:
                                        Name(id='q_ring') @453:52
                                      .subs:
                                        Name(id='slot') @453:59
                        Assign(targets=('dpt_f',)) @454:21
                          .value:
                            Call(kwargs=()) @454:29
                              .func:
                                Name(id='mma_async') @454:29
                              .args:
                                Index() @454:39
                                  .value:
                                    Name(id='v_tile') @454:39
                                  .subs:
                                    Name(id='mine') @454:46
                                Attr(name='T') @454:53
                                  .value:
                                    Index() @454:53
                                      .value:
                                        Name(id='do_ring') @454:53
                                      .subs:
                                        Name(id='slot') @454:61
                        If(orelse=()) @455:21
                          .cond:
                            Name(id='late') @455:24
                          .body:
                            Fence() @456:25
                            Arrive(count=None) @457:25
                              .target:
                                Index() @457:32
                                  .value:
                                    Name(id='dq_full') @457:32
                                  .subs:
                                    Name(id='LAST') @457:40
                        Assign(targets=('st',)) @458:21
                          .value:
                            Call() @458:26
                              .func:
                                Name(id='mma_wait') @458:26
                              .args:
                                Name(id='st_f') @458:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @458:49
                                )
                        If() @459:21
                          .cond:
                            Name(id='LSE_RING') @459:24
                          .body:
                            Assign(targets=('lse2r',)) @460:25
                              .value:
                                Call(kwargs=()) @460:33
                                  .func:
                                    Name(id='load') @460:33
                                  .args:
                                    Index() @460:38
                                      .value:
                                        Name(id='lse_s') @460:38
                                      .subs:
                                        Name(id='slot') @460:44
                          .orelse:
                            Assign(targets=('lse2r',)) @462:25
                              .value:
                                Index() @462:33
                                  .value:
                                    Name(id='lse2') @462:33
                                  .subs:
                                    Const(value=None) @462:38
                                    FullSlice() @462:44
                        Assign(targets=('pt', 'dact')) @463:21
                          .value:
                            Call(kwargs=()) @463:32
                              .func:
                                Name(id='probs') @463:32
                              .args:
                                Name(id='st') @463:38
                                Name(id='edge') @463:42
                                Index() @463:48
                                  .value:
                                    Name(id='qpos') @463:48
                                  .subs:
                                    Const(value=None) @463:53
                                    FullSlice() @463:59
                                Index() @463:63
                                  .value:
                                    Name(id='krows') @463:63
                                  .subs:
                                    FullSlice() @463:69
                                    Const(value=None) @463:72
                                Name(id='len_q') @463:79
                                Name(id='len_k') @463:86
                                Name(id='lse2r') @463:93
                                Name(id='qk_scale') @463:100
                                Name(id='sm_scale') @464:38
                                Name(id='CAUSAL') @464:48
                                Name(id='ACT') @464:56
                        Assign(targets=('dpt',)) @465:21
                          .value:
                            Call(kwargs=()) @465:27
                              .func:
                                Name(id='mma_wait') @465:27
                              .args:
                                Name(id='dpt_f') @465:36
                        Assign(targets=('dv_f',)) @467:21
                          .value:
                            Call(kwargs=()) @467:28
                              .func:
                                Name(id='mma_async') @467:28
                              .args:
                                Call(kwargs=()) @467:38
                                  .func:
                                    Name(id='cast') @467:38
                                  .args:
                                    Name(id='pt') @467:43
                                    Name(id='DT') @467:47
                                Index() @467:52
                                  .value:
                                    Name(id='do_ring') @467:52
                                  .subs:
                                    Name(id='slot') @467:60
                                Name(id='acc_v') @467:67
                        If() @468:21
                          .cond:
                            Name(id='LSE_RING') @468:24
                          .body:
                            Assign(targets=('dltr',)) @469:25
                              .value:
                                Call(kwargs=()) @469:32
                                  .func:
                                    Name(id='load') @469:32
                                  .args:
                                    Index() @469:37
                                      .value:
                                        Name(id='dl_s') @469:37
                                      .subs:
                                        Name(id='slot') @469:42
                          .orelse:
                            Assign(targets=('dltr',)) @471:25
                              .value:
                                Index() @471:32
                                  .value:
                                    Name(id='dlt') @471:32
                                  .subs:
                                    Const(value=None) @471:36
                                    FullSlice() @471:42
                        Assign(targets=('dst',)) @472:21
                          .value:
                            Call(kwargs=()) @472:27
                              .func:
                                Name(id='cast') @472:27
                              .args:
                                Call(kwargs=()) @472:32
                                  .func:
                                    Name(id='dscores') @472:32
                                  .args:
                                    Name(id='pt') @472:40
                                    Name(id='dact') @472:44
                                    Name(id='dpt') @472:50
                                    Name(id='dltr') @472:55
                                    Name(id='ACT') @472:61
                                Name(id='DT') @472:67
                        If() @473:21
                          .cond:
                            Name(id='LAG') @473:24
                          .body:
                            ExprStmt() @475:25
                              .value:
                                Call(kwargs=()) @475:25
                                  .func:
                                    Name(id='store_smem') @475:25
                                  .args:
                                    Index() @475:36
                                      .value:
                                        Name(id='ds_s') @475:36
                                      .subs:
                                        BinOp(op='+') @475:41
                                          .lhs:
                                            BinOp(op='*') @475:41
                                              .lhs:
                                                Name(id='slot') @475:41
                                              .rhs:
                                                Name(id='NWG') @475:48
                                          .rhs:
                                            Name(id='wg') @475:54
                                    Name(id='dst') @475:59
                            Fence() @476:25
                            Arrive(count=None) @477:25
                              .target:
                                Index() @477:32
                                  .value:
                                    Name(id='ds_ready') @477:32
                                  .subs:
                                    Const(value=0) @477:41
                            Assign(targets=('dk_f',)) @478:25
                              .value:
                                Call(kwargs=()) @478:32
                                  .func:
                                    Name(id='mma_async') @478:32
                                  .args:
                                    Name(id='dst') @478:42
                                    Index() @478:47
                                      .value:
                                        Name(id='q_ring') @478:47
                                      .subs:
                                        Name(id='slot') @478:54
                                    Name(id='acc_k') @478:61
                            Assign(targets=('acc_v',)) @479:25
                              .value:
                                Call() @479:33
                                  .func:
                                    Name(id='mma_wait') @479:33
                                  .args:
                                    Name(id='dv_f') @479:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @479:56
                                    )
                            Assign(targets=('acc_k',)) @480:25
                              .value:
                                Call(kwargs=()) @480:33
                                  .func:
                                    Name(id='mma_wait') @480:33
                                  .args:
                                    Name(id='dk_f') @480:42
                            Arrive(count=None) @481:25
                              .target:
                                Index() @481:32
                                  .value:
                                    Name(id='qd_free') @481:32
                                  .subs:
                                    Name(id='slot') @481:40
                            Assign(targets=('last',)) @482:25
                              .value:
                                Name(id='slot') @482:32
                          .orelse:
                            If() @483:21
                              .cond:
                                Name(id='WRITER') @483:26
                              .body:
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
                                            BinOp(op='+') @485:41
                                              .lhs:
                                                BinOp(op='*') @485:41
                                                  .lhs:
                                                    Name(id='slot') @485:41
                                                  .rhs:
                                                    Name(id='NWG') @485:48
                                              .rhs:
                                                Name(id='wg') @485:54
                                        Name(id='dst') @485:59
                                Fence() @486:25
                                Arrive(count=None) @487:25
                                  .target:
                                    Index() @487:32
                                      .value:
                                        Name(id='ds_ready') @487:32
                                      .subs:
                                        Name(id='slot') @487:41
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
                                If() @489:25
                                  .cond:
                                    Name(id='DQ_EARLY') @489:28
                                  .body:
                                    Assign(targets=('own',)) @492:29
                                      .value:
                                        BinOp(op='+') @492:35
                                          .lhs:
                                            BinOp(op='*') @492:35
                                              .lhs:
                                                Name(id='slot') @492:35
                                              .rhs:
                                                Name(id='NWG') @492:42
                                          .rhs:
                                            Name(id='wg') @492:48
                                    Assign(targets=('c0',)) @493:29
                                      .value:
                                        BinOp(op='*') @493:34
                                          .lhs:
                                            Name(id='wg') @493:34
                                          .rhs:
                                            Name(id='NCW') @493:39
                                    Assign(targets=('a0',)) @494:29
                                      .value:
                                        Call(kwargs=()) @494:34
                                          .func:
                                            Name(id='mma_async') @494:34
                                          .args:
                                            Attr(name='T') @494:44
                                              .value:
                                                Index() @494:44
                                                  .value:
                                                    Name(id='ds_s') @494:44
                                                  .subs:
                                                    Name(id='own') @494:49
                                            Index() @494:57
                                              .value:
                                                Name(id='kh_tile') @494:57
                                              .subs:
                                                BinOp(op='+') @494:65
                                                  .lhs:
                                                    BinOp(op='*') @494:65
                                                      .lhs:
                                                        Name(id='NC') @494:65
                                                      .rhs:
                                                        Name(id='mine') @494:70
                                                  .rhs:
                                                    Name(id='c0') @494:77
                                            Call(kwargs=()) @494:82
                                              .func:
                                                Name(id='zeros') @494:82
                                              .args:
                                                ListLit() @494:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @494:89
                                                    Name(id='DQ_COLS') @494:98
                                                Name(id='f32') @494:108
                                    Assign(targets=('a1',)) @495:29
                                      .value:
                                        Call(kwargs=()) @495:34
                                          .func:
                                            Name(id='mma_async') @495:34
                                          .args:
                                            Attr(name='T') @495:44
                                              .value:
                                                Index() @495:44
                                                  .value:
                                                    Name(id='ds_s') @495:44
                                                  .subs:
                                                    Name(id='own') @495:49
                                            Index() @495:57
                                              .value:
                                                Name(id='kh_tile') @495:57
                                              .subs:
                                                BinOp(op='+') @495:65
                                                  .lhs:
                                                    BinOp(op='+') @495:65
                                                      .lhs:
                                                        BinOp(op='*') @495:65
                                                          .lhs:
                                                            Name(id='NC') @495:65
                                                          .rhs:
                                                            Name(id='mine') @495:70
                                                      .rhs:
                                                        Name(id='c0') @495:77
                                                  .rhs:
                                                    Const(value=1) @495:82
                                            Call(kwargs=()) @495:86
                                              .func:
                                                Name(id='zeros') @495:86
                                              .args:
                                                ListLit() @495:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @495:93
                                                    Name(id='DQ_COLS') @495:102
                                                Name(id='f32') @495:112
                                    Assign(targets=('acc_v',)) @496:29
                                      .value:
                                        Call() @496:37
                                          .func:
                                            Name(id='mma_wait') @496:37
                                          .args:
                                            Name(id='dv_f') @496:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @496:60
                                            )
                                    Assign(targets=('acc_k',)) @497:29
                                      .value:
                                        Call() @497:37
                                          .func:
                                            Name(id='mma_wait') @497:37
                                          .args:
                                            Name(id='dk_f') @497:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @497:60
                                            )
                                    Arrive(count=None) @498:29
                                      .target:
                                        Index() @498:36
                                          .value:
                                            Name(id='qd_free') @498:36
                                          .subs:
                                            Name(id='slot') @498:44
                                    Assign(targets=('p0',)) @499:29
                                      .value:
                                        Call() @499:34
                                          .func:
                                            Name(id='mma_wait') @499:34
                                          .args:
                                            Name(id='a0') @499:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @499:55
                                            )
                                    Assign(targets=('p1',)) @500:29
                                      .value:
                                        Call(kwargs=()) @500:34
                                          .func:
                                            Name(id='mma_wait') @500:34
                                          .args:
                                            Name(id='a1') @500:43
                                    Wait(phase=None) @501:29
                                      .target:
                                        Index() @501:34
                                          .value:
                                            Name(id='ds_ready') @501:34
                                          .subs:
                                            Name(id='slot') @501:43
                                    Assign(targets=('og',)) @502:29
                                      .value:
                                        BinOp(op='%') @502:35
                                          .lhs:
                                            BinOp(op='+') @502:35
                                              .lhs:
                                                Name(id='wg') @502:35
                                              .rhs:
                                                Const(value=1) @502:40
                                          .rhs:
                                            Name(id='NWG') @502:45
                                    Assign(targets=('b0',)) @503:29
                                      .value:
                                        Call(kwargs=()) @503:34
                                          .func:
                                            Name(id='mma_async') @503:34
                                          .args:
                                            Attr(name='T') @503:44
                                              .value:
                                                Index() @503:44
                                                  .value:
                                                    Name(id='ds_s') @503:44
                                                  .subs:
                                                    BinOp(op='+') @503:49
                                                      .lhs:
                                                        BinOp(op='*') @503:49
                                                          .lhs:
                                                            Name(id='slot') @503:49
                                                          .rhs:
                                                            Name(id='NWG') @503:56
                                                      .rhs:
                                                        Name(id='og') @503:62
                                            Index() @503:69
                                              .value:
                                                Name(id='kh_tile') @503:69
                                              .subs:
                                                BinOp(op='+') @503:77
                                                  .lhs:
                                                    BinOp(op='*') @503:77
                                                      .lhs:
                                                        Name(id='NC') @503:77
                                                      .rhs:
                                                        BinOp(op='+') @503:83
                                                          .lhs:
                                                            BinOp(op='*') @503:83
                                                              .lhs:
                                                                Name(id='ks') @503:83
                                                              .rhs:
                                                                Name(id='NWG') @503:88
                                                          .rhs:
                                                            Name(id='og') @503:94
                                                  .rhs:
                                                    Name(id='c0') @503:100
                                            Name(id='p0') @503:105
                                    Assign(targets=('b1',)) @504:29
                                      .value:
                                        Call(kwargs=()) @504:34
                                          .func:
                                            Name(id='mma_async') @504:34
                                          .args:
                                            Attr(name='T') @504:44
                                              .value:
                                                Index() @504:44
                                                  .value:
                                                    Name(id='ds_s') @504:44
                                                  .subs:
                                                    BinOp(op='+') @504:49
                                                      .lhs:
                                                        BinOp(op='*') @504:49
                                                          .lhs:
                                                            Name(id='slot') @504:49
                                                          .rhs:
                                                            Name(id='NWG') @504:56
                                                      .rhs:
                                                        Name(id='og') @504:62
                                            Index() @504:69
                                              .value:
                                                Name(id='kh_tile') @504:69
                                              .subs:
                                                BinOp(op='+') @504:77
                                                  .lhs:
                                                    BinOp(op='+') @504:77
                                                      .lhs:
                                                        BinOp(op='*') @504:77
                                                          .lhs:
                                                            Name(id='NC') @504:77
                                                          .rhs:
                                                            BinOp(op='+') @504:83
                                                              .lhs:
                                                                BinOp(op='*') @504:83
                                                                  .lhs:
                                                                    Name(id='ks') @504:83
                                                                  .rhs:
                                                                    Name(id='NWG') @504:88
                                                              .rhs:
                                                                Name(id='og') @504:94
                                                      .rhs:
                                                        Name(id='c0') @504:100
                                                  .rhs:
                                                    Const(value=1) @504:105
                                            Name(id='p1') @504:109
                                    Assign(targets=('p0',)) @506:29
                                      .value:
                                        Call() @506:34
                                          .func:
                                            Name(id='mma_wait') @506:34
                                          .args:
                                            Name(id='b0') @506:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @506:55
                                            )
                                    Wait() @507:29
                                      .target:
                                        Index() @507:34
                                          .value:
                                            Name(id='dq_empty') @507:34
                                          .subs:
                                            Const(value=0) @507:43
                                      .phase:
                                        BinOp(op='-') @507:52
                                          .lhs:
                                            Const(value=1) @507:52
                                          .rhs:
                                            BinOp(op='%') @507:56
                                              .lhs:
                                                Name(id='slot') @507:56
                                              .rhs:
                                                Const(value=2) @507:63
                                    ExprStmt() @508:29
                                      .value:
                                        Call(kwargs=()) @508:29
                                          .func:
                                            Name(id='store_smem') @508:29
                                          .args:
                                            Index() @508:40
                                              .value:
                                                Name(id='dq_s') @508:40
                                              .subs:
                                                Name(id='wg') @508:45
                                            Name(id='p0') @508:50
                                    Fence() @509:29
                                    Arrive(count=None) @510:29
                                      .target:
                                        Index() @510:36
                                          .value:
                                            Name(id='dq_full') @510:36
                                          .subs:
                                            Const(value=0) @510:44
                                    Assign(targets=('p1',)) @511:29
                                      .value:
                                        Call(kwargs=()) @511:34
                                          .func:
                                            Name(id='mma_wait') @511:34
                                          .args:
                                            Name(id='b1') @511:43
                                    Wait() @512:29
                                      .target:
                                        Index() @512:34
                                          .value:
                                            Name(id='dq_empty') @512:34
                                          .subs:
                                            Const(value=1) @512:43
                                      .phase:
                                        BinOp(op='-') @512:52
                                          .lhs:
                                            Const(value=1) @512:52
                                          .rhs:
                                            BinOp(op='%') @512:56
                                              .lhs:
                                                Name(id='slot') @512:56
                                              .rhs:
                                                Const(value=2) @512:63
                                    ExprStmt() @513:29
                                      .value:
                                        Call(kwargs=()) @513:29
                                          .func:
                                            Name(id='store_smem') @513:29
                                          .args:
                                            Index() @513:40
                                              .value:
                                                Name(id='dq_s') @513:40
                                              .subs:
                                                BinOp(op='+') @513:45
                                                  .lhs:
                                                    Name(id='NWG') @513:45
                                                  .rhs:
                                                    Name(id='wg') @513:51
                                            Name(id='p1') @513:56
                                    Fence() @514:29
                                    Arrive(count=None) @515:29
                                      .target:
                                        Index() @515:36
                                          .value:
                                            Name(id='dq_full') @515:36
                                          .subs:
                                            Const(value=1) @515:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @517:29
                                      .value:
                                        Call() @517:37
                                          .func:
                                            Name(id='mma_wait') @517:37
                                          .args:
                                            Name(id='dv_f') @517:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @517:60
                                            )
                                    Assign(targets=('acc_k',)) @518:29
                                      .value:
                                        Call(kwargs=()) @518:37
                                          .func:
                                            Name(id='mma_wait') @518:37
                                          .args:
                                            Name(id='dk_f') @518:46
                                    Arrive(count=None) @519:29
                                      .target:
                                        Index() @519:36
                                          .value:
                                            Name(id='qd_free') @519:36
                                          .subs:
                                            Name(id='slot') @519:44
                                    Wait(phase=None) @520:29
                                      .target:
                                        Index() @520:34
                                          .value:
                                            Name(id='ds_ready') @520:34
                                          .subs:
                                            Name(id='slot') @520:43
                                    If() @521:29
                                      .cond:
                                        Name(id='ROWS') @521:32
                                      .body:
                                        Assign(targets=('RW',)) @523:33
                                          .value:
                                            BinOp(op='//') @523:38
                                              .lhs:
                                                Name(id='BLOCK_M') @523:38
                                              .rhs:
                                                Name(id='NWG') @523:49
                                        Assign(targets=('dq_r',)) @524:33
                                          .value:
                                            Call(kwargs=()) @524:40
                                              .func:
                                                Name(id='zeros') @524:40
                                              .args:
                                                ListLit() @524:46
                                                  .elts:
                                                    Name(id='RW') @524:47
                                                    Name(id='D') @524:51
                                                Name(id='f32') @524:55
                                        For(var='g') @525:33
                                          .iter:
                                            Call(kwargs=()) @525:42
                                              .func:
                                                Name(id='static_range') @525:42
                                              .args:
                                                Name(id='NWG') @525:55
                                          .body:
                                            Assign(targets=('gg',)) @526:37
                                              .value:
                                                BinOp(op='%') @526:43
                                                  .lhs:
                                                    BinOp(op='+') @526:43
                                                      .lhs:
                                                        Name(id='wg') @526:43
                                                      .rhs:
                                                        Name(id='g') @526:48
                                                  .rhs:
                                                    Name(id='NWG') @526:53
                                            Assign(targets=('dq_r',)) @527:37
                                              .value:
                                                Call(kwargs=()) @527:44
                                                  .func:
                                                    Name(id='mma_wait') @527:44
                                                  .args:
                                                    Call(kwargs=()) @527:53
                                                      .func:
                                                        Name(id='mma_async') @527:53
                                                      .args:
                                                        Attr(name='T') @527:63
                                                          .value:
                                                            Call(kwargs=()) @527:63
                                                              .func:
                                                                Name(id='col_block') @527:63
                                                              .args:
                                                                Index() @527:73
                                                                  .value:
                                                                    Name(id='ds_s') @527:73
                                                                  .subs:
                                                                    BinOp(op='+') @527:78
                                                                      .lhs:
                                                                        BinOp(op='*') @527:78
                                                                          .lhs:
                                                                            Name(id='slot') @527:78
                                                                          .rhs:
                                                                            Name(id='NWG') @527:85
                                                                      .rhs:
                                                                        Name(id='gg') @527:91
                                                                Name(id='wg') @527:96
                                                                Name(id='RW') @527:100
                                                        Index() @528:63
                                                          .value:
                                                            Name(id='k_tile') @528:63
                                                          .subs:
                                                            BinOp(op='+') @528:70
                                                              .lhs:
                                                                BinOp(op='*') @528:70
                                                                  .lhs:
                                                                    Name(id='ks') @528:70
                                                                  .rhs:
                                                                    Name(id='NWG') @528:75
                                                              .rhs:
                                                                Name(id='gg') @528:81
                                                        Name(id='dq_r') @528:86
                                        Wait() @529:33
                                          .target:
                                            Index() @529:38
                                              .value:
                                                Name(id='dq_empty') @529:38
                                              .subs:
                                                Const(value=0) @529:47
                                          .phase:
                                            BinOp(op='-') @529:56
                                              .lhs:
                                                Const(value=1) @529:56
                                              .rhs:
                                                BinOp(op='%') @529:60
                                                  .lhs:
                                                    Name(id='slot') @529:60
                                                  .rhs:
                                                    Const(value=2) @529:67
                                        ExprStmt() @530:33
                                          .value:
                                            Call(kwargs=()) @530:33
                                              .func:
                                                Name(id='store_smem') @530:33
                                              .args:
                                                Index() @530:44
                                                  .value:
                                                    Name(id='dq_s') @530:44
                                                  .subs:
                                                    Name(id='wg') @530:49
                                                Name(id='dq_r') @530:54
                                        If(orelse=()) @531:33
                                          .cond:
                                            Unary(op='not') @531:36
                                              .operand:
                                                Name(id='LATE') @531:40
                                          .body:
                                            Fence() @532:37
                                            Arrive(count=None) @533:37
                                              .target:
                                                Index() @533:44
                                                  .value:
                                                    Name(id='dq_full') @533:44
                                                  .subs:
                                                    Const(value=0) @533:52
                                      .orelse:
                                        For(var='i') @537:33
                                          .iter:
                                            Call(kwargs=()) @537:42
                                              .func:
                                                Name(id='static_range') @537:42
                                              .args:
                                                Name(id='NCW') @537:55
                                          .body:
                                            Assign(targets=('c',)) @538:37
                                              .value:
                                                BinOp(op='+') @538:41
                                                  .lhs:
                                                    BinOp(op='*') @538:41
                                                      .lhs:
                                                        Name(id='wg') @538:41
                                                      .rhs:
                                                        Name(id='NCW') @538:46
                                                  .rhs:
                                                    Name(id='i') @538:52
                                            Assign(targets=('dq_c',)) @539:37
                                              .value:
                                                Call(kwargs=()) @539:44
                                                  .func:
                                                    Name(id='zeros') @539:44
                                                  .args:
                                                    ListLit() @539:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @539:51
                                                        Name(id='DQ_COLS') @539:60
                                                    Name(id='f32') @539:70
                                            For(var='g') @540:37
                                              .iter:
                                                Call(kwargs=()) @540:46
                                                  .func:
                                                    Name(id='static_range') @540:46
                                                  .args:
                                                    Name(id='NWG') @540:59
                                              .body:
                                                Assign(targets=('gg',)) @541:41
                                                  .value:
                                                    BinOp(op='%') @541:47
                                                      .lhs:
                                                        BinOp(op='+') @541:47
                                                          .lhs:
                                                            Name(id='wg') @541:47
                                                          .rhs:
                                                            Name(id='g') @541:52
                                                      .rhs:
                                                        Name(id='NWG') @541:57
                                                Assign(targets=('dq_c',)) @542:41
                                                  .value:
                                                    Call(kwargs=()) @542:48
                                                      .func:
                                                        Name(id='mma_wait') @542:48
                                                      .args:
                                                        Call(kwargs=()) @542:57
                                                          .func:
                                                            Name(id='mma_async') @542:57
                                                          .args:
                                                            Attr(name='T') @542:67
                                                              .value:
                                                                Index() @542:67
                                                                  .value:
                                                                    Name(id='ds_s') @542:67
                                                                  .subs:
                                                                    BinOp(op='+') @542:72
                                                                      .lhs:
                                                                        BinOp(op='*') @542:72
                                                                          .lhs:
                                                                            Name(id='slot') @542:72
                                                                          .rhs:
                                                                            Name(id='NWG') @542:79
                                                                      .rhs:
                                                                        Name(id='gg') @542:85
                                                            Index() @542:92
                                                              .value:
                                                                Name(id='kh_tile') @542:92
                                                              .subs:
                                                                BinOp(op='+') @542:100
                                                                  .lhs:
                                                                    BinOp(op='*') @542:100
                                                                      .lhs:
                                                                        Name(id='NC') @542:100
                                                                      .rhs:
                                                                        BinOp(op='+') @542:106
                                                                          .lhs:
                                                                            BinOp(op='*') @542:106
                                                                              .lhs:
                                                                                Name(id='ks') @542:106
                                                                              .rhs:
                                                                                Name(id='NWG') @542:111
                                                                          .rhs:
                                                                            Name(id='gg') @542:117
                                                                  .rhs:
                                                                    Name(id='c') @542:123
                                                            Name(id='dq_c') @542:127
                                            Wait() @545:37
                                              .target:
                                                Index() @545:42
                                                  .value:
                                                    Name(id='dq_empty') @545:42
                                                  .subs:
                                                    Name(id='i') @545:51
                                              .phase:
                                                BinOp(op='-') @545:60
                                                  .lhs:
                                                    Const(value=1) @545:60
                                                  .rhs:
                                                    BinOp(op='%') @545:64
                                                      .lhs:
                                                        Name(id='slot') @545:64
                                                      .rhs:
                                                        Const(value=2) @545:71
                                            ExprStmt() @546:37
                                              .value:
                                                Call(kwargs=()) @546:37
                                                  .func:
                                                    Name(id='store_smem') @546:37
                                                  .args:
                                                    Index() @546:48
                                                      .value:
                                                        Name(id='dq_s') @546:48
                                                      .subs:
                                                        BinOp(op='+') @546:53
                                                          .lhs:
                                                            BinOp(op='*') @546:53
                                                              .lhs:
                                                                Name(id='i') @546:53
                                                              .rhs:
                                                                Name(id='NWG') @546:57
                                                          .rhs:
                                                            Name(id='wg') @546:63
                                                    Name(id='dq_c') @546:68
                                            If(orelse=()) @547:37
                                              .cond:
                                                BoolOp(op='or') @547:40
                                                  .values:
                                                    Unary(op='not') @547:40
                                                      .operand:
                                                        Name(id='LATE') @547:44
                                                    BinOp(op='<') @547:52
                                                      .lhs:
                                                        Name(id='i') @547:52
                                                      .rhs:
                                                        BinOp(op='-') @547:56
                                                          .lhs:
                                                            Name(id='NCW') @547:56
                                                          .rhs:
                                                            Const(value=1) @547:62
                                              .body:
                                                Fence() @548:41
                                                Arrive(count=None) @549:41
                                                  .target:
                                                    Index() @549:48
                                                      .value:
                                                        Name(id='dq_full') @549:48
                                                      .subs:
                                                        Name(id='i') @549:56
                              .orelse:
                                ExprStmt() @552:25
                                  .value:
                                    Call(kwargs=()) @552:25
                                      .func:
                                        Name(id='store_smem') @552:25
                                      .args:
                                        Index() @552:36
                                          .value:
                                            Name(id='ds_s') @552:36
                                          .subs:
                                            Name(id='wg') @552:41
                                        Name(id='dst') @552:46
                                Fence() @553:25
                                Assign(targets=('dq_f',)) @554:25
                                  .value:
                                    Call(kwargs=()) @554:32
                                      .func:
                                        Name(id='mma_async') @554:32
                                      .args:
                                        Attr(name='T') @554:42
                                          .value:
                                            Index() @554:42
                                              .value:
                                                Name(id='ds_s') @554:42
                                              .subs:
                                                Name(id='wg') @554:47
                                        Index() @554:54
                                          .value:
                                            Name(id='kh_tile') @554:54
                                          .subs:
                                            BinOp(op='*') @554:62
                                              .lhs:
                                                Name(id='NC') @554:62
                                              .rhs:
                                                Name(id='mine') @554:67
                                Assign(targets=('dk_f',)) @555:25
                                  .value:
                                    Call(kwargs=()) @555:32
                                      .func:
                                        Name(id='mma_async') @555:32
                                      .args:
                                        Name(id='dst') @555:42
                                        Index() @555:47
                                          .value:
                                            Name(id='q_ring') @555:47
                                          .subs:
                                            Name(id='slot') @555:54
                                        Name(id='acc_k') @555:61
                                Assign(targets=('acc_v',)) @556:25
                                  .value:
                                    Call() @556:33
                                      .func:
                                        Name(id='mma_wait') @556:33
                                      .args:
                                        Name(id='dv_f') @556:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @556:56
                                        )
                                Assign(targets=('dq_c',)) @560:25
                                  .value:
                                    Call() @560:32
                                      .func:
                                        Name(id='mma_wait') @560:32
                                      .args:
                                        Name(id='dq_f') @560:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @560:55
                                        )
                                ExprStmt() @561:25
                                  .value:
                                    Call(kwargs=()) @561:25
                                      .func:
                                        Name(id='store_smem') @561:25
                                      .args:
                                        Index() @561:36
                                          .value:
                                            Name(id='dq_s') @561:36
                                          .subs:
                                            Name(id='wg') @561:41
                                        Name(id='dq_c') @561:46
                                Fence() @562:25
                                Tma(signals=None, reduce='add') @563:25
                                  .dst:
                                    Index() @563:29
                                      .value:
                                        Name(id='dq_acc') @563:29
                                      .subs:
                                        Name(id='seq') @563:36
                                        Name(id='mb') @563:41
                                        Name(id='head') @563:45
                                        Const(value=0) @563:51
                                  .src:
                                    Index() @563:57
                                      .value:
                                        Name(id='dq_s') @563:57
                                      .subs:
                                        Name(id='wg') @563:62
                                Assign(targets=('dq_f',)) @564:25
                                  .value:
                                    Call(kwargs=()) @564:32
                                      .func:
                                        Name(id='mma_async') @564:32
                                      .args:
                                        Attr(name='T') @564:42
                                          .value:
                                            Index() @564:42
                                              .value:
                                                Name(id='ds_s') @564:42
                                              .subs:
                                                Name(id='wg') @564:47
                                        Index() @564:54
                                          .value:
                                            Name(id='kh_tile') @564:54
                                          .subs:
                                            BinOp(op='+') @564:62
                                              .lhs:
                                                BinOp(op='*') @564:62
                                                  .lhs:
                                                    Name(id='NC') @564:62
                                                  .rhs:
                                                    Name(id='mine') @564:67
                                              .rhs:
                                                Const(value=1) @564:74
                                Assign(targets=('acc_k',)) @565:25
                                  .value:
                                    Call() @565:33
                                      .func:
                                        Name(id='mma_wait') @565:33
                                      .args:
                                        Name(id='dk_f') @565:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @565:56
                                        )
                                Assign(targets=('dq_c',)) @566:25
                                  .value:
                                    Call(kwargs=()) @566:32
                                      .func:
                                        Name(id='mma_wait') @566:32
                                      .args:
                                        Name(id='dq_f') @566:41
                                Arrive(count=None) @567:25
                                  .target:
                                    Index() @567:32
                                      .value:
                                        Name(id='qd_free') @567:32
                                      .subs:
                                        Name(id='slot') @567:40
                                ExprStmt() @568:25
                                  .value:
                                    Call(kwargs=()) @568:25
                                      .func:
                                        Name(id='store_smem') @568:25
                                      .args:
                                        Index() @568:36
                                          .value:
                                            Name(id='dq_s') @568:36
                                          .subs:
                                            Name(id='wg') @568:41
                                        Name(id='dq_c') @568:46
                                Fence() @569:25
                                Tma(signals=None, reduce='add') @570:25
                                  .dst:
                                    Index() @570:29
                                      .value:
                                        Name(id='dq_acc') @570:29
                                      .subs:
                                        Name(id='seq') @570:36
                                        Name(id='mb') @570:41
                                        Name(id='head') @570:45
                                        Const(value=1) @570:51
                                  .src:
                                    Index() @570:57
                                      .value:
                                        Name(id='dq_s') @570:57
                                      .subs:
                                        Name(id='wg') @570:62
                                For(var='c') @571:25
                                  .iter:
                                    Call(kwargs=()) @571:34
                                      .func:
                                        Name(id='static_range') @571:34
                                      .args:
                                        Const(value=2) @571:47
                                        Name(id='NC') @571:50
                                  .body:
                                    Assign(targets=('dq_c',)) @572:29
                                      .value:
                                        Call(kwargs=()) @572:36
                                          .func:
                                            Name(id='mma_wait') @572:36
                                          .args:
                                            Call(kwargs=()) @572:45
                                              .func:
                                                Name(id='mma_async') @572:45
                                              .args:
                                                Attr(name='T') @572:55
                                                  .value:
                                                    Index() @572:55
                                                      .value:
                                                        Name(id='ds_s') @572:55
                                                      .subs:
                                                        Name(id='wg') @572:60
                                                Index() @572:67
                                                  .value:
                                                    Name(id='kh_tile') @572:67
                                                  .subs:
                                                    BinOp(op='+') @572:75
                                                      .lhs:
                                                        BinOp(op='*') @572:75
                                                          .lhs:
                                                            Name(id='NC') @572:75
                                                          .rhs:
                                                            Name(id='mine') @572:80
                                                      .rhs:
                                                        Name(id='c') @572:87
                                    ExprStmt() @573:29
                                      .value:
                                        Call(kwargs=()) @573:29
                                          .func:
                                            Name(id='store_smem') @573:29
                                          .args:
                                            Index() @573:40
                                              .value:
                                                Name(id='dq_s') @573:40
                                              .subs:
                                                Name(id='wg') @573:45
                                            Name(id='dq_c') @573:50
                                    Fence() @574:29
                                    Tma(signals=None, reduce='add') @575:29
                                      .dst:
                                        Index() @575:33
                                          .value:
                                            Name(id='dq_acc') @575:33
                                          .subs:
                                            Name(id='seq') @575:40
                                            Name(id='mb') @575:45
                                            Name(id='head') @575:49
                                            Name(id='c') @575:55
                                      .src:
                                        Index() @575:61
                                          .value:
                                            Name(id='dq_s') @575:61
                                          .subs:
                                            Name(id='wg') @575:66
            If(orelse=()) @576:9
              .cond:
                BoolOp(op='and') @576:12
                  .values:
                    Name(id='LATE') @576:12
                    Unary(op='not') @576:21
                      .operand:
                        Name(id='LAG') @576:25
              .body:
                If(orelse=()) @578:13
                  .cond:
                    BinOp(op='>') @578:16
                      .lhs:
                        Name(id='steps') @578:16
                      .rhs:
                        Const(value=0) @578:24
                  .body:
                    Fence() @579:17
                    Arrive(count=None) @580:17
                      .target:
                        Index() @580:24
                          .value:
                            Name(id='dq_full') @580:24
                          .subs:
                            Name(id='LAST') @580:32
            If(orelse=()) @581:9
              .cond:
                Name(id='LAG') @581:12
              .body:
                Assign(targets=('og',)) @582:13
                  .value:
                    BinOp(op='%') @582:19
                      .lhs:
                        BinOp(op='+') @582:19
                          .lhs:
                            Name(id='wg') @582:19
                          .rhs:
                            Const(value=1) @582:24
                      .rhs:
                        Name(id='NWG') @582:29
                If(orelse=()) @583:13
                  .cond:
                    Name(id='CARRY') @583:16
                  .body:
                    Assign(targets=('acc_k',)) @586:17
                      .value:
                        Call(kwargs=()) @586:25
                          .func:
                            Name(id='mma_wait') @586:25
                          .args:
                            Name(id='dk_f') @586:34
                If(orelse=()) @587:13
                  .cond:
                    BinOp(op='>') @587:16
                      .lhs:
                        Name(id='steps') @587:16
                      .rhs:
                        Const(value=0) @587:24
                  .body:
                    If(orelse=()) @588:17
                      .cond:
                        Name(id='CARRY') @588:20
                      .body:
                        Arrive(count=None) @589:21
                          .target:
                            Index() @589:28
                              .value:
                                Name(id='qd_free') @589:28
                              .subs:
                                Name(id='last') @589:36
                    Wait() @590:17
                      .target:
                        Index() @590:22
                          .value:
                            Name(id='ds_ready') @590:22
                          .subs:
                            Const(value=0) @590:31
                      .phase:
                        BinOp(op='%') @590:40
                          .lhs:
                            Name(id='last') @590:40
                          .rhs:
                            Const(value=2) @590:47
                    For(var='i') @591:17
                      .iter:
                        Call(kwargs=()) @591:26
                          .func:
                            Name(id='static_range') @591:26
                          .args:
                            Name(id='NCW') @591:39
                      .body:
                        Assign(targets=('c',)) @592:21
                          .value:
                            BinOp(op='+') @592:25
                              .lhs:
                                BinOp(op='*') @592:25
                                  .lhs:
                                    Name(id='wg') @592:25
                                  .rhs:
                                    Name(id='NCW') @592:30
                              .rhs:
                                Name(id='i') @592:36
                        If() @593:21
                          .cond:
                            Name(id='DQ_PAIR') @593:24
                          .body:
                            Assign(targets=('f0',)) @595:25
                              .value:
                                Call(kwargs=()) @595:30
                                  .func:
                                    Name(id='mma_async') @595:30
                                  .args:
                                    Index() @595:40
                                      .value:
                                        Name(id='ds_s') @595:40
                                      .subs:
                                        BinOp(op='+') @595:45
                                          .lhs:
                                            BinOp(op='*') @595:45
                                              .lhs:
                                                Name(id='last') @595:45
                                              .rhs:
                                                Name(id='NWG') @595:52
                                          .rhs:
                                            Name(id='wg') @595:58
                                    Index() @595:63
                                      .value:
                                        Name(id='kh_tile') @595:63
                                      .subs:
                                        BinOp(op='+') @595:71
                                          .lhs:
                                            BinOp(op='*') @595:71
                                              .lhs:
                                                Name(id='NC') @595:71
                                              .rhs:
                                                BinOp(op='+') @595:77
                                                  .lhs:
                                                    BinOp(op='*') @595:77
                                                      .lhs:
                                                        Name(id='ks') @595:77
                                                      .rhs:
                                                        Name(id='NWG') @595:82
                                                  .rhs:
                                                    Name(id='wg') @595:88
                                          .rhs:
                                            Name(id='c') @595:94
                            Assign(targets=('f1',)) @596:25
                              .value:
                                Call(kwargs=()) @596:30
                                  .func:
                                    Name(id='mma_async') @596:30
                                  .args:
                                    Index() @596:40
                                      .value:
                                        Name(id='ds_s') @596:40
                                      .subs:
                                        BinOp(op='+') @596:45
                                          .lhs:
                                            BinOp(op='*') @596:45
                                              .lhs:
                                                Name(id='last') @596:45
                                              .rhs:
                                                Name(id='NWG') @596:52
                                          .rhs:
                                            Name(id='og') @596:58
                                    Index() @596:63
                                      .value:
                                        Name(id='kh_tile') @596:63
                                      .subs:
                                        BinOp(op='+') @596:71
                                          .lhs:
                                            BinOp(op='*') @596:71
                                              .lhs:
                                                Name(id='NC') @596:71
                                              .rhs:
                                                BinOp(op='+') @596:77
                                                  .lhs:
                                                    BinOp(op='*') @596:77
                                                      .lhs:
                                                        Name(id='ks') @596:77
                                                      .rhs:
                                                        Name(id='NWG') @596:82
                                                  .rhs:
                                                    Name(id='og') @596:88
                                          .rhs:
                                            Name(id='c') @596:94
                                    Name(id='f0') @596:98
                            Assign(targets=('dq_c',)) @597:25
                              .value:
                                Call(kwargs=()) @597:32
                                  .func:
                                    Name(id='mma_wait') @597:32
                                  .args:
                                    Name(id='f1') @597:41
                          .orelse:
                            Assign(targets=('dq_c',)) @599:25
                              .value:
                                Call(kwargs=()) @599:32
                                  .func:
                                    Name(id='zeros') @599:32
                                  .args:
                                    ListLit() @599:38
                                      .elts:
                                        Name(id='BLOCK_M') @599:39
                                        Name(id='DQ_COLS') @599:48
                                    Name(id='f32') @599:58
                            For(var='g') @600:25
                              .iter:
                                Call(kwargs=()) @600:34
                                  .func:
                                    Name(id='static_range') @600:34
                                  .args:
                                    Name(id='NWG') @600:47
                              .body:
                                Assign(targets=('gg',)) @601:29
                                  .value:
                                    BinOp(op='%') @601:35
                                      .lhs:
                                        BinOp(op='+') @601:35
                                          .lhs:
                                            Name(id='wg') @601:35
                                          .rhs:
                                            Name(id='g') @601:40
                                      .rhs:
                                        Name(id='NWG') @601:45
                                If() @602:29
                                  .cond:
                                    Name(id='SMEM_P') @602:32
                                  .body:
                                    Assign(targets=('dq_f',)) @603:33
                                      .value:
                                        Call(kwargs=()) @603:40
                                          .func:
                                            Name(id='mma_async') @603:40
                                          .args:
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
                                            Index() @603:73
                                              .value:
                                                Name(id='kh_tile') @603:73
                                              .subs:
                                                BinOp(op='+') @603:81
                                                  .lhs:
                                                    BinOp(op='*') @603:81
                                                      .lhs:
                                                        Name(id='NC') @603:81
                                                      .rhs:
                                                        BinOp(op='+') @603:87
                                                          .lhs:
                                                            BinOp(op='*') @603:87
                                                              .lhs:
                                                                Name(id='ks') @603:87
                                                              .rhs:
                                                                Name(id='NWG') @603:92
                                                          .rhs:
                                                            Name(id='gg') @603:98
                                                  .rhs:
                                                    Name(id='c') @603:104
                                            Name(id='dq_c') @603:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @605:33
                                      .value:
                                        Call(kwargs=()) @605:40
                                          .func:
                                            Name(id='mma_async') @605:40
                                          .args:
                                            Attr(name='T') @605:50
                                              .value:
                                                Index() @605:50
                                                  .value:
                                                    Name(id='ds_s') @605:50
                                                  .subs:
                                                    BinOp(op='+') @605:55
                                                      .lhs:
                                                        BinOp(op='*') @605:55
                                                          .lhs:
                                                            Name(id='last') @605:55
                                                          .rhs:
                                                            Name(id='NWG') @605:62
                                                      .rhs:
                                                        Name(id='gg') @605:68
                                            Index() @605:75
                                              .value:
                                                Name(id='kh_tile') @605:75
                                              .subs:
                                                BinOp(op='+') @605:83
                                                  .lhs:
                                                    BinOp(op='*') @605:83
                                                      .lhs:
                                                        Name(id='NC') @605:83
                                                      .rhs:
                                                        BinOp(op='+') @605:89
                                                          .lhs:
                                                            BinOp(op='*') @605:89
                                                              .lhs:
                                                                Name(id='ks') @605:89
                                                              .rhs:
                                                                Name(id='NWG') @605:94
                                                          .rhs:
                                                            Name(id='gg') @605:100
                                                  .rhs:
                                                    Name(id='c') @605:106
                                            Name(id='dq_c') @605:110
                                Assign(targets=('dq_c',)) @606:29
                                  .value:
                                    Call(kwargs=()) @606:36
                                      .func:
                                        Name(id='mma_wait') @606:36
                                      .args:
                                        Name(id='dq_f') @606:45
                        Wait() @607:21
                          .target:
                            Index() @607:26
                              .value:
                                Name(id='dq_empty') @607:26
                              .subs:
                                Name(id='i') @607:35
                          .phase:
                            BinOp(op='-') @607:44
                              .lhs:
                                Const(value=1) @607:44
                              .rhs:
                                BinOp(op='%') @607:48
                                  .lhs:
                                    Name(id='last') @607:48
                                  .rhs:
                                    Const(value=2) @607:55
                        ExprStmt() @608:21
                          .value:
                            Call(kwargs=()) @608:21
                              .func:
                                Name(id='store_smem') @608:21
                              .args:
                                Index() @608:32
                                  .value:
                                    Name(id='dq_s') @608:32
                                  .subs:
                                    BinOp(op='+') @608:37
                                      .lhs:
                                        BinOp(op='*') @608:37
                                          .lhs:
                                            Name(id='i') @608:37
                                          .rhs:
                                            Name(id='NWG') @608:41
                                      .rhs:
                                        Name(id='wg') @608:47
                                Name(id='dq_c') @608:52
                        Fence() @609:21
                        Arrive(count=None) @610:21
                          .target:
                            Index() @610:28
                              .value:
                                Name(id='dq_full') @610:28
                              .subs:
                                Name(id='i') @610:36
            If(orelse=()) @611:9
              .cond:
                Unary(op='not') @611:12
                  .operand:
                    Name(id='KV_TMA') @611:16
              .body:
                Arrive(count=None) @612:13
                  .target:
                    Index() @612:20
                      .value:
                        Name(id='kv_free') @612:20
                      .subs:
                        Name(id='ks') @612:28
            Assign(targets=('k_scale',)) @613:9
              .value:
                Name(id='sm_scale') @613:19
            Assign(targets=('v_scale',)) @614:9
              .value:
                Const(value=1.0) @614:19
            If(orelse=()) @615:9
              .cond:
                BinOp(op='==') @615:12
                  .lhs:
                    Name(id='ACT') @615:12
                  .rhs:
                    Const(value='silu') @615:19
              .body:
                Assign(targets=('k_scale',)) @616:13
                  .value:
                    BinOp(op='*') @616:23
                      .lhs:
                        Name(id='sm_scale') @616:23
                      .rhs:
                        Name(id='out_scale') @616:34
                Assign(targets=('v_scale',)) @617:13
                  .value:
                    Name(id='out_scale') @617:23
            If() @618:9
              .cond:
                Name(id='KV_TMA') @618:12
              .body:
                If(orelse=()) @619:13
                  .cond:
                    Name(id='ROWS') @619:16
                  .body:
                    Arrive(count=None) @620:17
                      .target:
                        Index() @620:24
                          .value:
                            Name(id='kv_done') @620:24
                          .subs:
                            Name(id='ks') @620:32
                    Wait(phase=None) @621:17
                      .target:
                        Index() @621:22
                          .value:
                            Name(id='kv_done') @621:22
                          .subs:
                            Name(id='ks') @621:30
                ExprStmt() @622:13
                  .value:
                    Call(kwargs=()) @622:13
                      .func:
                        Name(id='store_smem') @622:13
                      .args:
                        Index() @622:24
                          .value:
                            Name(id='k_tile') @622:24
                          .subs:
                            Name(id='mine') @622:31
                        Call(kwargs=()) @622:38
                          .func:
                            Name(id='cast') @622:38
                          .args:
                            BinOp(op='*') @622:43
                              .lhs:
                                Name(id='acc_k') @622:43
                              .rhs:
                                Name(id='k_scale') @622:51
                            Name(id='DT') @622:60
                ExprStmt() @623:13
                  .value:
                    Call(kwargs=()) @623:13
                      .func:
                        Name(id='store_smem') @623:13
                      .args:
                        Index() @623:24
                          .value:
                            Name(id='v_tile') @623:24
                          .subs:
                            Name(id='mine') @623:31
                        Call(kwargs=()) @623:38
                          .func:
                            Name(id='cast') @623:38
                          .args:
                            BinOp(op='*') @623:43
                              .lhs:
                                Name(id='acc_v') @623:43
                              .rhs:
                                Name(id='v_scale') @623:51
                            Name(id='DT') @623:60
                Fence() @624:13
                Tma(signals=None) @625:13
                  .dst:
                    Index() @625:17
                      .value:
                        Name(id='dk') @625:17
                      .subs:
                        Name(id='seq') @625:20
                        BinOp(op='+') @625:25
                          .lhs:
                            BinOp(op='*') @625:25
                              .lhs:
                                Name(id='NWG') @625:25
                              .rhs:
                                Name(id='n') @625:31
                          .rhs:
                            Name(id='wg') @625:35
                        Name(id='kvh') @625:39
                  .src:
                    Index() @625:47
                      .value:
                        Name(id='k_tile') @625:47
                      .subs:
                        Name(id='mine') @625:54
                Tma(signals=None) @626:13
                  .dst:
                    Index() @626:17
                      .value:
                        Name(id='dv') @626:17
                      .subs:
                        Name(id='seq') @626:20
                        BinOp(op='+') @626:25
                          .lhs:
                            BinOp(op='*') @626:25
                              .lhs:
                                Name(id='NWG') @626:25
                              .rhs:
                                Name(id='n') @626:31
                          .rhs:
                            Name(id='wg') @626:35
                        Name(id='kvh') @626:39
                  .src:
                    Index() @626:47
                      .value:
                        Name(id='v_tile') @626:47
                      .subs:
                        Name(id='mine') @626:54
                Arrive(count=None) @627:13
                  .target:
                    Index() @627:20
                      .value:
                        Name(id='kv_free') @627:20
                      .subs:
                        Name(id='ks') @627:28
              .orelse:
                Assign(targets=('live',)) @629:13
                  .value:
                    BinOp(op='<') @629:20
                      .lhs:
                        Name(id='krows') @629:20
                      .rhs:
                        Name(id='len_k') @629:28
                Store() @630:13
                  .target:
                    Index() @630:13
                      .value:
                        Name(id='dk') @630:13
                      .subs:
                        Name(id='seq') @630:16
                  .subs:
                    Index() @630:21
                      .value:
                        Name(id='krows') @630:21
                      .subs:
                        FullSlice() @630:27
                        Const(value=None) @630:30
                    Name(id='kvh') @630:37
                    Index() @630:42
                      .value:
                        Name(id='dcols') @630:42
                      .subs:
                        Const(value=None) @630:48
                        FullSlice() @630:54
                  .value:
                    Call(kwargs=()) @630:60
                      .func:
                        Name(id='cast') @630:60
                      .args:
                        BinOp(op='*') @630:65
                          .lhs:
                            Name(id='acc_k') @630:65
                          .rhs:
                            Name(id='k_scale') @630:73
                        Name(id='DT') @630:82
                  .mask:
                    Index() @630:92
                      .value:
                        Name(id='live') @630:92
                      .subs:
                        FullSlice() @630:97
                        Const(value=None) @630:100
                Store() @631:13
                  .target:
                    Index() @631:13
                      .value:
                        Name(id='dv') @631:13
                      .subs:
                        Name(id='seq') @631:16
                  .subs:
                    Index() @631:21
                      .value:
                        Name(id='krows') @631:21
                      .subs:
                        FullSlice() @631:27
                        Const(value=None) @631:30
                    Name(id='kvh') @631:37
                    Index() @631:42
                      .value:
                        Name(id='dcols') @631:42
                      .subs:
                        Const(value=None) @631:48
                        FullSlice() @631:54
                  .value:
                    Call(kwargs=()) @631:60
                      .func:
                        Name(id='cast') @631:60
                      .args:
                        BinOp(op='*') @631:65
                          .lhs:
                            Name(id='acc_v') @631:65
                          .rhs:
                            Name(id='v_scale') @631:73
                        Name(id='DT') @631:82
                  .mask:
                    Index() @631:92
                      .value:
                        Name(id='live') @631:92
                      .subs:
                        FullSlice() @631:97
                        Const(value=None) @631:100
        Require(message='query heads per KV head x query blocks below 2**31') @633:5
          .cond:
            BoolOp(op='and') @633:13
              .values:
                BinOp(op='>') @633:13
                  .lhs:
                    Name(id='HKV') @633:13
                  .rhs:
                    Const(value=0) @633:19
                BinOp(op='<=') @633:25
                  .lhs:
                    BinOp(op='*') @633:25
                      .lhs:
                        BinOp(op='//') @633:25
                          .lhs:
                            Name(id='H') @633:25
                          .rhs:
                            Name(id='HKV') @633:30
                      .rhs:
                        Call(kwargs=()) @633:36
                          .func:
                            Name(id='cdiv') @633:36
                          .args:
                            Name(id='Tq') @633:41
                            Name(id='BLOCK_M') @633:45
                  .rhs:
                    Const(value=2147483647) @633:57
        Require(message="dq_frag's rows (2 x query rows + BLOCK_M per sequence) below 2**31") @635:5
          .cond:
            BoolOp(op='or') @635:13
              .values:
                Unary(op='not') @635:13
                  .operand:
                    Name(id='DQ_FRAG') @635:17
                BinOp(op='<=') @635:28
                  .lhs:
                    BinOp(op='+') @635:28
                      .lhs:
                        BinOp(op='*') @635:28
                          .lhs:
                            Const(value=2) @635:28
                          .rhs:
                            Name(id='Tq') @635:32
                      .rhs:
                        BinOp(op='*') @635:37
                          .lhs:
                            Name(id='NBK') @635:37
                          .rhs:
                            Name(id='BLOCK_M') @635:43
                  .rhs:
                    Const(value=2147483647) @635:54