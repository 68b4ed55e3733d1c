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
        StaticAssert(message='DK_CARRY: with DQ_LAG and SMEM_P, not DQ_PAIR') @80:5
          .cond:
            BoolOp(op='or') @80:19
              .values:
                Unary(op='not') @80:19
                  .operand:
                    Name(id='DK_CARRY') @80:23
                BoolOp(op='and') @80:36
                  .values:
                    Name(id='DQ_LAG') @80:36
                    Name(id='SMEM_P') @80:47
                    Unary(op='not') @80:58
                      .operand:
                        Name(id='DQ_PAIR') @80:62
        Assign(targets=('CARRY',)) @81:5
          .value:
            BoolOp(op='and') @81:13
              .values:
                Name(id='DK_CARRY') @81:13
                Name(id='LAG') @81:26
        Assign(targets=('ROWS',)) @82:5
          .value:
            BoolOp(op='and') @82:12
              .values:
                Name(id='DQ_ROWS') @82:12
                Name(id='WRITER') @82:24
        StaticAssert(message="DQ_ROWS: the S^T layout with the writer (not DQ_EARLY, DQ_LAG, DQ_PAIR); a warp group's rows 128 bytes of dS^T") @83:5
          .cond:
            BoolOp(op='or') @83:19
              .values:
                Unary(op='not') @83:19
                  .operand:
                    Name(id='ROWS') @83:23
                BoolOp(op='and') @83:32
                  .values:
                    Unary(op='not') @83:32
                      .operand:
                        BoolOp(op='or') @83:37
                          .values:
                            Name(id='SMEM_P') @83:37
                            Name(id='DQ_EARLY') @83:47
                            Name(id='DQ_LAG') @83:59
                            Name(id='DQ_PAIR') @83:69
                    BinOp(op='==') @83:82
                      .lhs:
                        BinOp(op='%') @83:82
                          .lhs:
                            BinOp(op='*') @83:82
                              .lhs:
                                BinOp(op='//') @83:82
                                  .lhs:
                                    Name(id='BLOCK_M') @83:82
                                  .rhs:
                                    Name(id='NWG') @83:93
                              .rhs:
                                Call(kwargs=()) @83:99
                                  .func:
                                    Name(id='bytes') @83:99
                                  .args:
                                    Name(id='DT') @83:105
                          .rhs:
                            Const(value=128) @83:111
                      .rhs:
                        Const(value=0) @83:118
        SmemDecl(name='k_tile') @90:5
          .stages:
            BinOp(op='*') @90:17
              .lhs:
                Name(id='KV_BUF') @90:17
              .rhs:
                BinOp(op='//') @90:27
                  .lhs:
                    Name(id='BLOCK_N') @90:27
                  .rhs:
                    Name(id='WG_N') @90:38
          .dtype:
            Name(id='DT') @90:46
          .shape:
            Name(id='WG_N') @90:49
            Name(id='D') @90:55
          .options:
            TileOption(id='per_step') @90:58
              .arg:
                Name(id='KV_PER_STEP') @90:67
        SmemDecl(name='v_tile') @91:5
          .stages:
            BinOp(op='*') @91:17
              .lhs:
                Name(id='KV_BUF') @91:17
              .rhs:
                BinOp(op='//') @91:27
                  .lhs:
                    Name(id='BLOCK_N') @91:27
                  .rhs:
                    Name(id='WG_N') @91:38
          .dtype:
            Name(id='DT') @91:46
          .shape:
            Name(id='WG_N') @91:49
            Name(id='D') @91:55
          .options:
            TileOption(id='per_step') @91:58
              .arg:
                Name(id='KV_PER_STEP') @91:67
        SmemDecl(name='q_ring', options=()) @92:5
          .stages:
            Name(id='STAGES') @92:17
          .dtype:
            Name(id='DT') @92:26
          .shape:
            Name(id='BLOCK_M') @92:29
            Name(id='D') @92:38
        SmemDecl(name='do_ring', options=()) @93:5
          .stages:
            Name(id='STAGES') @93:18
          .dtype:
            Name(id='DT') @93:27
          .shape:
            Name(id='BLOCK_M') @93:30
            Name(id='D') @93:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @98:5
          .cond:
            BoolOp(op='and') @98:19
              .values:
                BinOp(op='==') @98:19
                  .lhs:
                    BinOp(op='%') @98:19
                      .lhs:
                        Name(id='D') @98:19
                      .rhs:
                        Name(id='DQ_COLS') @98:23
                  .rhs:
                    Const(value=0) @98:34
                BinOp(op='==') @98:40
                  .lhs:
                    BinOp(op='%') @98:40
                      .lhs:
                        Name(id='DQ_COLS') @98:40
                      .rhs:
                        Const(value=16) @98:50
                  .rhs:
                    Const(value=0) @98:56
        Assign(targets=('NC',)) @99:5
          .value:
            BinOp(op='//') @99:10
              .lhs:
                Name(id='D') @99:10
              .rhs:
                Name(id='DQ_COLS') @99:15
        If(orelse=()) @100:5
          .cond:
            Unary(op='not') @100:8
              .operand:
                BoolOp(op='and') @100:13
                  .values:
                    Name(id='DQ_ROWS') @100:13
                    Name(id='DQ_WRITER') @100:25
                    BinOp(op='==') @100:39
                      .lhs:
                        Name(id='TARGET') @100:39
                      .rhs:
                        Const(value='gluon') @100:49
          .body:
            SmemDecl(name='kh_tile') @101:9
              .stages:
                BinOp(op='*') @101:22
                  .lhs:
                    BinOp(op='*') @101:22
                      .lhs:
                        Name(id='KV_BUF') @101:22
                      .rhs:
                        BinOp(op='//') @101:32
                          .lhs:
                            Name(id='BLOCK_N') @101:32
                          .rhs:
                            Name(id='WG_N') @101:43
                  .rhs:
                    BinOp(op='//') @101:52
                      .lhs:
                        Name(id='D') @101:52
                      .rhs:
                        Name(id='DQ_COLS') @101:57
              .dtype:
                Name(id='DT') @101:68
              .shape:
                Name(id='WG_N') @101:71
                Name(id='DQ_COLS') @101:77
              .options:
                TileOption(id='per_step') @101:86
                  .arg:
                    Name(id='KV_PER_STEP') @101:95
        If() @103:5
          .cond:
            BoolOp(op='and') @103:8
              .values:
                Name(id='DQ_WRITER') @103:8
                BinOp(op='==') @103:22
                  .lhs:
                    Name(id='TARGET') @103:22
                  .rhs:
                    Const(value='gluon') @103:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @104:9
              .cond:
                BinOp(op='==') @104:23
                  .lhs:
                    BinOp(op='%') @104:23
                      .lhs:
                        Name(id='D') @104:23
                      .rhs:
                        BinOp(op='*') @104:28
                          .lhs:
                            Name(id='DQ_COLS') @104:28
                          .rhs:
                            BinOp(op='//') @104:39
                              .lhs:
                                Name(id='BLOCK_N') @104:39
                              .rhs:
                                Name(id='WG_N') @104:50
                  .rhs:
                    Const(value=0) @104:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @105:9
              .cond:
                BinOp(op='==') @105:23
                  .lhs:
                    BinOp(op='%') @105:23
                      .lhs:
                        Name(id='STAGES') @105:23
                      .rhs:
                        Const(value=2) @105:32
                  .rhs:
                    Const(value=0) @105:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @106:9
              .cond:
                BoolOp(op='or') @106:23
                  .values:
                    Unary(op='not') @106:23
                      .operand:
                        Name(id='DQ_EARLY') @106:27
                    BoolOp(op='and') @106:40
                      .values:
                        BinOp(op='==') @106:40
                          .lhs:
                            Name(id='BLOCK_N') @106:40
                          .rhs:
                            BinOp(op='*') @106:51
                              .lhs:
                                Const(value=2) @106:51
                              .rhs:
                                Name(id='WG_N') @106:55
                        BinOp(op='==') @106:64
                          .lhs:
                            BinOp(op='//') @106:64
                              .lhs:
                                Name(id='D') @106:64
                              .rhs:
                                Name(id='DQ_COLS') @106:69
                          .rhs:
                            Const(value=4) @106:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @108:9
              .cond:
                Unary(op='not') @108:23
                  .operand:
                    BoolOp(op='and') @108:28
                      .values:
                        Name(id='SMEM_P') @108:28
                        Name(id='DQ_EARLY') @108:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @109:9
              .cond:
                BoolOp(op='or') @109:23
                  .values:
                    Unary(op='not') @109:23
                      .operand:
                        Name(id='DQ_PAIR') @109:27
                    BoolOp(op='and') @109:39
                      .values:
                        Name(id='SMEM_P') @109:39
                        BinOp(op='==') @109:50
                          .lhs:
                            Name(id='BLOCK_N') @109:50
                          .rhs:
                            BinOp(op='*') @109:61
                              .lhs:
                                Const(value=2) @109:61
                              .rhs:
                                Name(id='WG_N') @109:65
            If() @110:9
              .cond:
                Name(id='SMEM_P') @110:12
              .body:
                SmemDecl(name='ds_s', options=()) @111:13
                  .stages:
                    BinOp(op='*') @111:23
                      .lhs:
                        Name(id='STAGES') @111:23
                      .rhs:
                        BinOp(op='//') @111:33
                          .lhs:
                            Name(id='BLOCK_N') @111:33
                          .rhs:
                            Name(id='WG_N') @111:44
                  .dtype:
                    Name(id='DT') @111:52
                  .shape:
                    Name(id='BLOCK_M') @111:55
                    Name(id='WG_N') @111:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @113:13
                  .stages:
                    BinOp(op='*') @113:23
                      .lhs:
                        Name(id='STAGES') @113:23
                      .rhs:
                        BinOp(op='//') @113:33
                          .lhs:
                            Name(id='BLOCK_N') @113:33
                          .rhs:
                            Name(id='WG_N') @113:44
                  .dtype:
                    Name(id='DT') @113:52
                  .shape:
                    Name(id='WG_N') @113:55
                    Name(id='BLOCK_M') @113:61
            BarrierDecl(name='ds_ready') @114:9
              .size:
                Name(id='STAGES') @114:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @114:40
                    .lhs:
                      Name(id='BLOCK_N') @114:40
                    .rhs:
                      Name(id='WG_N') @114:51
                )
            If() @115:9
              .cond:
                Name(id='DQ_ROWS') @115:12
              .body:
                SmemDecl(name='dq_s') @117:13
                  .stages:
                    BinOp(op='//') @117:23
                      .lhs:
                        Name(id='BLOCK_N') @117:23
                      .rhs:
                        Name(id='WG_N') @117:34
                  .dtype:
                    Name(id='f32') @117:41
                  .shape:
                    BinOp(op='//') @117:45
                      .lhs:
                        Name(id='BLOCK_M') @117:45
                      .rhs:
                        BinOp(op='//') @117:57
                          .lhs:
                            Name(id='BLOCK_N') @117:57
                          .rhs:
                            Name(id='WG_N') @117:68
                    Name(id='D') @117:75
                  .options:
                    TileOption(id='frag_order') @117:78
                      .arg:
                        Name(id='DQ_FRAG') @117:89
                BarrierDecl(name='dq_full') @118:13
                  .size:
                    Const(value=1) @118:29
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @118:38
                        .lhs:
                          Name(id='BLOCK_N') @118:38
                        .rhs:
                          Name(id='WG_N') @118:49
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @119:13
                  .size:
                    Const(value=1) @119:30
              .orelse:
                SmemDecl(name='dq_s') @122:13
                  .stages:
                    BinOp(op='*') @122:24
                      .lhs:
                        BinOp(op='//') @122:24
                          .lhs:
                            Name(id='BLOCK_N') @122:24
                          .rhs:
                            Name(id='WG_N') @122:35
                      .rhs:
                        BinOp(op='//') @122:44
                          .lhs:
                            BinOp(op='//') @122:44
                              .lhs:
                                Name(id='D') @122:44
                              .rhs:
                                Name(id='DQ_COLS') @122:49
                          .rhs:
                            BinOp(op='//') @122:61
                              .lhs:
                                Name(id='BLOCK_N') @122:61
                              .rhs:
                                Name(id='WG_N') @122:72
                  .dtype:
                    Name(id='f32') @122:81
                  .shape:
                    Name(id='BLOCK_M') @122:85
                    Name(id='DQ_COLS') @122:94
                  .options:
                    TileOption(id='frag_order') @122:103
                      .arg:
                        Name(id='DQ_FRAG') @122:114
                BarrierDecl(name='dq_full') @123:13
                  .size:
                    BinOp(op='//') @123:29
                      .lhs:
                        BinOp(op='//') @123:29
                          .lhs:
                            Name(id='D') @123:29
                          .rhs:
                            Name(id='DQ_COLS') @123:34
                      .rhs:
                        BinOp(op='//') @123:46
                          .lhs:
                            Name(id='BLOCK_N') @123:46
                          .rhs:
                            Name(id='WG_N') @123:57
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @123:70
                        .lhs:
                          Name(id='BLOCK_N') @123:70
                        .rhs:
                          Name(id='WG_N') @123:81
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @124:13
                  .size:
                    BinOp(op='//') @124:30
                      .lhs:
                        BinOp(op='//') @124:30
                          .lhs:
                            Name(id='D') @124:30
                          .rhs:
                            Name(id='DQ_COLS') @124:35
                      .rhs:
                        BinOp(op='//') @124:47
                          .lhs:
                            Name(id='BLOCK_N') @124:47
                          .rhs:
                            Name(id='WG_N') @124:58
          .orelse:
            If() @126:9
              .cond:
                Name(id='SMEM_P') @126:12
              .body:
                SmemDecl(name='ds_s', options=()) @127:13
                  .stages:
                    BinOp(op='//') @127:23
                      .lhs:
                        Name(id='BLOCK_N') @127:23
                      .rhs:
                        Name(id='WG_N') @127:34
                  .dtype:
                    Name(id='DT') @127:41
                  .shape:
                    Name(id='BLOCK_M') @127:44
                    Name(id='WG_N') @127:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @129:13
                  .stages:
                    BinOp(op='//') @129:23
                      .lhs:
                        Name(id='BLOCK_N') @129:23
                      .rhs:
                        Name(id='WG_N') @129:34
                  .dtype:
                    Name(id='DT') @129:41
                  .shape:
                    Name(id='WG_N') @129:44
                    Name(id='BLOCK_M') @129:50
            SmemDecl(name='dq_s', options=()) @130:9
              .stages:
                BinOp(op='//') @130:19
                  .lhs:
                    Name(id='BLOCK_N') @130:19
                  .rhs:
                    Name(id='WG_N') @130:30
              .dtype:
                Name(id='f32') @130:37
              .shape:
                Name(id='BLOCK_M') @130:41
                Name(id='DQ_COLS') @130:50
        If(orelse=()) @135:5
          .cond:
            BoolOp(op='and') @135:8
              .values:
                Name(id='LSE_SMEM') @135:8
                BinOp(op='==') @135:21
                  .lhs:
                    Name(id='ACT') @135:21
                  .rhs:
                    Const(value='softmax') @135:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @136:9
              .cond:
                Unary(op='not') @136:23
                  .operand:
                    Name(id='LSE_AHEAD') @136:27
            If() @137:9
              .cond:
                Name(id='SMEM_P') @137:12
              .body:
                SmemDecl(name='lse_s', options=()) @138:13
                  .stages:
                    Name(id='STAGES') @138:24
                  .dtype:
                    Name(id='f32') @138:33
                  .shape:
                    Name(id='BLOCK_M') @138:37
                    Const(value=1) @138:46
                SmemDecl(name='dl_s', options=()) @139:13
                  .stages:
                    Name(id='STAGES') @139:23
                  .dtype:
                    Name(id='f32') @139:32
                  .shape:
                    Name(id='BLOCK_M') @139:36
                    Const(value=1) @139:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @141:13
                  .stages:
                    Name(id='STAGES') @141:24
                  .dtype:
                    Name(id='f32') @141:33
                  .shape:
                    Const(value=1) @141:37
                    Name(id='BLOCK_M') @141:40
                SmemDecl(name='dl_s', options=()) @142:13
                  .stages:
                    Name(id='STAGES') @142:23
                  .dtype:
                    Name(id='f32') @142:32
                  .shape:
                    Const(value=1) @142:36
                    Name(id='BLOCK_M') @142:39
        BarrierDecl(name='kv_ready', kwargs=()) @143:5
          .size:
            Name(id='KV_BUF') @143:22
        BarrierDecl(name='kv_free') @144:5
          .size:
            Name(id='KV_BUF') @144:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @144:35
                .lhs:
                  Name(id='BLOCK_N') @144:35
                .rhs:
                  Name(id='WG_N') @144:46
            )
        BarrierDecl(name='qd_ready', kwargs=()) @145:5
          .size:
            Name(id='STAGES') @145:22
        BarrierDecl(name='qd_free') @146:5
          .size:
            Name(id='STAGES') @146:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @146:35
                .lhs:
                  Name(id='BLOCK_N') @146:35
                .rhs:
                  Name(id='WG_N') @146:46
            )
        Assign(targets=('LSE_RING',)) @148:5
          .value:
            BoolOp(op='and') @148:16
              .values:
                Name(id='LSE_SMEM') @148:16
                BinOp(op='==') @148:29
                  .lhs:
                    Name(id='ACT') @148:29
                  .rhs:
                    Const(value='softmax') @148:36
        Assign(targets=('len_q',)) @149:5
          .value:
            Attr(name='len') @149:13
              .value:
                Index() @149:13
                  .value:
                    Name(id='q') @149:13
                  .subs:
                    Name(id='seq') @149:15
        Assign(targets=('len_k',)) @150:5
          .value:
            Attr(name='len') @150:13
              .value:
                Index() @150:13
                  .value:
                    Name(id='k') @150:13
                  .subs:
                    Name(id='seq') @150:15
        Assign(targets=('q0',)) @151:5
          .value:
            Attr(name='start') @151:10
              .value:
                Index() @151:10
                  .value:
                    Name(id='q') @151:10
                  .subs:
                    Name(id='seq') @151:12
        Assign(targets=('n',)) @153:5
          .value:
            Name(id='nt') @153:9
        If(orelse=()) @154:5
          .cond:
            Name(id='CAUSAL') @154:8
          .body:
            Assign(targets=('n',)) @155:9
              .value:
                BinOp(op='-') @155:13
                  .lhs:
                    BinOp(op='-') @155:13
                      .lhs:
                        Call(kwargs=()) @155:13
                          .func:
                            Name(id='cdiv') @155:13
                          .args:
                            Name(id='len_k') @155:18
                            Name(id='BLOCK_N') @155:25
                      .rhs:
                        Const(value=1) @155:36
                  .rhs:
                    Name(id='nt') @155:40
        Assign(targets=('group',)) @156:5
          .value:
            BinOp(op='//') @156:13
              .lhs:
                Name(id='H') @156:13
              .rhs:
                Name(id='HKV') @156:18
        Assign(targets=('m_lo',)) @158:5
          .value:
            Const(value=0) @158:12
        If(orelse=()) @159:5
          .cond:
            Name(id='CAUSAL') @159:8
          .body:
            Assign(targets=('m_lo',)) @160:9
              .value:
                BinOp(op='//') @160:16
                  .lhs:
                    Call(kwargs=()) @160:16
                      .func:
                        Name(id='maximum') @160:16
                      .args:
                        BinOp(op='-') @160:24
                          .lhs:
                            BinOp(op='*') @160:24
                              .lhs:
                                Name(id='n') @160:24
                              .rhs:
                                Name(id='BLOCK_N') @160:28
                          .rhs:
                            BinOp(op='-') @160:39
                              .lhs:
                                Name(id='len_k') @160:39
                              .rhs:
                                Name(id='len_q') @160:47
                        Const(value=0) @160:55
                  .rhs:
                    Name(id='BLOCK_M') @160:61
        Assign(targets=('n_m',)) @161:5
          .value:
            Call(kwargs=()) @161:11
              .func:
                Name(id='maximum') @161:11
              .args:
                BinOp(op='-') @161:19
                  .lhs:
                    Call(kwargs=()) @161:19
                      .func:
                        Name(id='cdiv') @161:19
                      .args:
                        Name(id='len_q') @161:24
                        Name(id='BLOCK_M') @161:31
                  .rhs:
                    Name(id='m_lo') @161:42
                Const(value=0) @161:48
        Assign(targets=('steps',)) @162:5
          .value:
            BinOp(op='*') @162:13
              .lhs:
                Name(id='group') @162:13
              .rhs:
                Name(id='n_m') @162:21
        Assign(targets=('n_x',)) @166:5
          .value:
            Const(value=0) @166:11
        Assign(targets=('n_xs',)) @167:5
          .value:
            Const(value=0) @167:12
        Assign(targets=('rot',)) @168:5
          .value:
            Const(value=0) @168:11
        If(orelse=()) @169:5
          .cond:
            Name(id='SPLIT') @169:8
          .body:
            If(orelse=()) @170:9
              .cond:
                Name(id='CAUSAL') @170:12
              .body:
                Assign(targets=('m_diag',)) @172:13
                  .value:
                    Call(kwargs=()) @172:22
                      .func:
                        Name(id='cdiv') @172:22
                      .args:
                        Call(kwargs=()) @172:27
                          .func:
                            Name(id='maximum') @172:27
                          .args:
                            BinOp(op='-') @172:35
                              .lhs:
                                BinOp(op='-') @172:35
                                  .lhs:
                                    BinOp(op='+') @172:35
                                      .lhs:
                                        BinOp(op='*') @172:35
                                          .lhs:
                                            Name(id='n') @172:35
                                          .rhs:
                                            Name(id='BLOCK_N') @172:39
                                      .rhs:
                                        Name(id='BLOCK_N') @172:49
                                  .rhs:
                                    Const(value=1) @172:59
                              .rhs:
                                BinOp(op='-') @172:64
                                  .lhs:
                                    Name(id='len_k') @172:64
                                  .rhs:
                                    Name(id='len_q') @172:72
                            Const(value=0) @172:80
                        Name(id='BLOCK_M') @172:84
                Assign(targets=('n_x',)) @173:13
                  .value:
                    Call(kwargs=()) @173:19
                      .func:
                        Name(id='minimum') @173:19
                      .args:
                        Call(kwargs=()) @173:27
                          .func:
                            Name(id='maximum') @173:27
                          .args:
                            BinOp(op='-') @173:35
                              .lhs:
                                Name(id='m_diag') @173:35
                              .rhs:
                                Name(id='m_lo') @173:44
                            Const(value=0) @173:50
                        Name(id='n_m') @173:54
            Assign(targets=('n_e',)) @174:9
              .value:
                BinOp(op='*') @174:15
                  .lhs:
                    Call(kwargs=()) @174:15
                      .func:
                        Name(id='minimum') @174:15
                      .args:
                        BinOp(op='%') @174:23
                          .lhs:
                            Name(id='len_q') @174:23
                          .rhs:
                            Name(id='BLOCK_M') @174:31
                        Const(value=1) @174:40
                  .rhs:
                    Call(kwargs=()) @174:45
                      .func:
                        Name(id='minimum') @174:45
                      .args:
                        BinOp(op='-') @174:53
                          .lhs:
                            Name(id='n_m') @174:53
                          .rhs:
                            Name(id='n_x') @174:59
                        Const(value=1) @174:64
            Assign(targets=('n_x',)) @175:9
              .value:
                BinOp(op='+') @175:15
                  .lhs:
                    Name(id='n_x') @175:15
                  .rhs:
                    Name(id='n_e') @175:21
            Assign(targets=('n_x',)) @176:9
              .value:
                BinOp(op='+') @176:15
                  .lhs:
                    Name(id='n_x') @176:15
                  .rhs:
                    BinOp(op='*') @176:21
                      .lhs:
                        Call(kwargs=()) @176:21
                          .func:
                            Name(id='minimum') @176:21
                          .args:
                            Call(kwargs=()) @176:29
                              .func:
                                Name(id='maximum') @176:29
                              .args:
                                BinOp(op='-') @176:38
                                  .lhs:
                                    BinOp(op='*') @176:38
                                      .lhs:
                                        BinOp(op='+') @176:38
                                          .lhs:
                                            Name(id='n') @176:38
                                          .rhs:
                                            Const(value=1) @176:42
                                      .rhs:
                                        Name(id='BLOCK_N') @176:47
                                  .rhs:
                                    Name(id='len_k') @176:57
                                Const(value=0) @176:64
                            Const(value=1) @176:68
                      .rhs:
                        BinOp(op='-') @176:74
                          .lhs:
                            Name(id='n_m') @176:74
                          .rhs:
                            Name(id='n_x') @176:80
            Assign(targets=('n_xs',)) @177:9
              .value:
                Call(kwargs=()) @177:16
                  .func:
                    Name(id='minimum') @177:16
                  .args:
                    BinOp(op='*') @177:24
                      .lhs:
                        Name(id='group') @177:24
                      .rhs:
                        Name(id='n_x') @177:32
                    Name(id='steps') @177:37
            Assign(targets=('rot',)) @178:9
              .value:
                BinOp(op='%') @178:16
                  .lhs:
                    BinOp(op='-') @178:16
                      .lhs:
                        Name(id='n_m') @178:16
                      .rhs:
                        Name(id='n_e') @178:22
                  .rhs:
                    Call(kwargs=()) @178:29
                      .func:
                        Name(id='maximum') @178:29
                      .args:
                        Name(id='n_m') @178:37
                        Const(value=1) @178:42
        Assign(targets=('PARTS',)) @180:5
          .value:
            Const(value=1) @180:13
        If(orelse=()) @181:5
          .cond:
            Name(id='PEEL') @181:8
          .body:
            Assign(targets=('PARTS',)) @182:9
              .value:
                BinOp(op='+') @182:17
                  .lhs:
                    Name(id='PARTS') @182:17
                  .rhs:
                    Const(value=1) @182:25
        If(orelse=()) @183:5
          .cond:
            Name(id='SPLIT') @183:8
          .body:
            Assign(targets=('PARTS',)) @184:9
              .value:
                BinOp(op='+') @184:17
                  .lhs:
                    Name(id='PARTS') @184:17
                  .rhs:
                    Const(value=1) @184:25
        Role(name='load', replica=None) @186:5
          .kwargs:
            (
              'warps'
              Const(value=1) @186:21
            )
            (
              'regs'
              Const(value=24) @186:29
            )
          .body:
            Assign(targets=('ks',)) @187:9
              .value:
                BinOp(op='%') @187:14
                  .lhs:
                    Name(id='tile_index') @187:14
                  .rhs:
                    Name(id='KV_BUF') @187:27
            Assign(targets=('kv_bytes',)) @188:9
              .value:
                BinOp(op='*') @188:20
                  .lhs:
                    BinOp(op='*') @188:20
                      .lhs:
                        Const(value=2) @188:20
                      .rhs:
                        Name(id='NWG') @188:24
                  .rhs:
                    Call(kwargs=()) @188:30
                      .func:
                        Name(id='bytes') @188:30
                      .args:
                        Name(id='k_tile') @188:36
            If(orelse=()) @189:9
              .cond:
                Unary(op='not') @189:12
                  .operand:
                    Name(id='ROWS') @189:16
              .body:
                Assign(targets=('kv_bytes',)) @190:13
                  .value:
                    BinOp(op='+') @190:24
                      .lhs:
                        Name(id='kv_bytes') @190:24
                      .rhs:
                        BinOp(op='*') @190:35
                          .lhs:
                            BinOp(op='*') @190:35
                              .lhs:
                                Name(id='NC') @190:35
                              .rhs:
                                Name(id='NWG') @190:40
                          .rhs:
                            Call(kwargs=()) @190:46
                              .func:
                                Name(id='bytes') @190:46
                              .args:
                                Name(id='kh_tile') @190:52
            Wait(phase=None) @191:9
              .target:
                Index() @191:14
                  .value:
                    Name(id='kv_free') @191:14
                  .subs:
                    Name(id='ks') @191:22
            Expect() @192:9
              .target:
                Index() @192:16
                  .value:
                    Name(id='kv_ready') @192:16
                  .subs:
                    Name(id='ks') @192:25
              .nbytes:
                Name(id='kv_bytes') @192:30
            For(var='i') @193:9
              .iter:
                Call(kwargs=()) @193:18
                  .func:
                    Name(id='static_range') @193:18
                  .args:
                    Name(id='NWG') @193:31
              .body:
                Tma() @194:13
                  .dst:
                    Index() @194:17
                      .value:
                        Name(id='k_tile') @194:17
                      .subs:
                        BinOp(op='+') @194:24
                          .lhs:
                            BinOp(op='*') @194:24
                              .lhs:
                                Name(id='ks') @194:24
                              .rhs:
                                Name(id='NWG') @194:29
                          .rhs:
                            Name(id='i') @194:35
                  .src:
                    Index() @194:41
                      .value:
                        Name(id='k') @194:41
                      .subs:
                        Name(id='seq') @194:43
                        BinOp(op='+') @194:48
                          .lhs:
                            BinOp(op='*') @194:48
                              .lhs:
                                Name(id='NWG') @194:48
                              .rhs:
                                Name(id='n') @194:54
                          .rhs:
                            Name(id='i') @194:58
                        Name(id='kvh') @194:61
                  .signals:
                    Index() @194:74
                      .value:
                        Name(id='kv_ready') @194:74
                      .subs:
                        Name(id='ks') @194:83
                Tma() @195:13
                  .dst:
                    Index() @195:17
                      .value:
                        Name(id='v_tile') @195:17
                      .subs:
                        BinOp(op='+') @195:24
                          .lhs:
                            BinOp(op='*') @195:24
                              .lhs:
                                Name(id='ks') @195:24
                              .rhs:
                                Name(id='NWG') @195:29
                          .rhs:
                            Name(id='i') @195:35
                  .src:
                    Index() @195:41
                      .value:
                        Name(id='v') @195:41
                      .subs:
                        Name(id='seq') @195:43
                        BinOp(op='+') @195:48
                          .lhs:
                            BinOp(op='*') @195:48
                              .lhs:
                                Name(id='NWG') @195:48
                              .rhs:
                                Name(id='n') @195:54
                          .rhs:
                            Name(id='i') @195:58
                        Name(id='kvh') @195:61
                  .signals:
                    Index() @195:74
                      .value:
                        Name(id='kv_ready') @195:74
                      .subs:
                        Name(id='ks') @195:83
                If(orelse=()) @196:13
                  .cond:
                    Unary(op='not') @196:16
                      .operand:
                        Name(id='ROWS') @196:20
                  .body:
                    For(var='c') @197:17
                      .iter:
                        Call(kwargs=()) @197:26
                          .func:
                            Name(id='static_range') @197:26
                          .args:
                            Name(id='NC') @197:39
                      .body:
                        Tma() @198:21
                          .dst:
                            Index() @198:25
                              .value:
                                Name(id='kh_tile') @198:25
                              .subs:
                                BinOp(op='+') @198:33
                                  .lhs:
                                    BinOp(op='*') @198:33
                                      .lhs:
                                        Name(id='NC') @198:33
                                      .rhs:
                                        BinOp(op='+') @198:39
                                          .lhs:
                                            BinOp(op='*') @198:39
                                              .lhs:
                                                Name(id='ks') @198:39
                                              .rhs:
                                                Name(id='NWG') @198:44
                                          .rhs:
                                            Name(id='i') @198:50
                                  .rhs:
                                    Name(id='c') @198:55
                          .src:
                            Index() @198:61
                              .value:
                                Name(id='k') @198:61
                              .subs:
                                Name(id='seq') @198:63
                                BinOp(op='+') @198:68
                                  .lhs:
                                    BinOp(op='*') @198:68
                                      .lhs:
                                        Name(id='NWG') @198:68
                                      .rhs:
                                        Name(id='n') @198:74
                                  .rhs:
                                    Name(id='i') @198:78
                                Name(id='kvh') @198:81
                                Name(id='c') @198:86
                          .signals:
                            Index() @198:97
                              .value:
                                Name(id='kv_ready') @198:97
                              .subs:
                                Name(id='ks') @198:106
            For(var='part') @200:9
              .iter:
                Call(kwargs=()) @200:21
                  .func:
                    Name(id='static_range') @200:21
                  .args:
                    Name(id='PARTS') @200:34
              .body:
                Assign(targets=('lo', 'hi')) @201:13
                  .value:
                    Call(kwargs=()) @201:22
                      .func:
                        Name(id='fused_part_bounds') @201:22
                      .args:
                        Name(id='part') @201:40
                        Name(id='PEEL') @201:46
                        Name(id='SPLIT') @201:52
                        Name(id='n_xs') @201:59
                        Name(id='steps') @201:65
                Pipeline(var='j', slot='slot', ring='qd') @202:13
                  .iter:
                    Call(kwargs=()) @202:27
                      .func:
                        Name(id='range') @202:27
                      .args:
                        Name(id='lo') @202:33
                        Name(id='hi') @202:37
                  .stages:
                    Name(id='STAGES') @202:54
                  .body:
                    Assign(targets=('head', 'mb')) @203:17
                      .value:
                        Call(kwargs=()) @203:28
                          .func:
                            Name(id='step_block') @203:28
                          .args:
                            Name(id='j') @203:39
                            Unary(op='-') @203:42
                              .operand:
                                Const(value=1) @203:43
                            BinOp(op='*') @203:46
                              .lhs:
                                Name(id='kvh') @203:46
                              .rhs:
                                Name(id='group') @203:52
                            Name(id='m_lo') @203:59
                            Name(id='rot') @203:65
                            Name(id='n_m') @203:70
                            Name(id='n_x') @203:75
                            Name(id='n_xs') @203:80
                            Name(id='SPLIT') @203:86
                    Wait(phase=None) @204:17
                      .target:
                        Index() @204:22
                          .value:
                            Name(id='qd_free') @204:22
                          .subs:
                            Name(id='slot') @204:30
                    If(orelse=()) @205:17
                      .cond:
                        Name(id='LSE_RING') @205:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @206:21
                          .value:
                            Call(kwargs=()) @206:37
                              .func:
                                Name(id='lse_delta_slots') @206:37
                              .args:
                                Name(id='head') @206:53
                                Name(id='mb') @206:59
                                Name(id='q0') @206:63
                                Name(id='len_q') @206:67
                                Name(id='lse2_t') @206:74
                                Name(id='delta_t') @206:82
                                Name(id='BLOCK_M') @206:91
                                Name(id='SMEM_P') @206:100
                        ExprStmt() @207:21
                          .value:
                            Call(kwargs=()) @207:21
                              .func:
                                Name(id='store_smem') @207:21
                              .args:
                                Index() @207:32
                                  .value:
                                    Name(id='lse_s') @207:32
                                  .subs:
                                    Name(id='slot') @207:38
                                Name(id='lse2_c') @207:45
                        ExprStmt() @208:21
                          .value:
                            Call(kwargs=()) @208:21
                              .func:
                                Name(id='store_smem') @208:21
                              .args:
                                Index() @208:32
                                  .value:
                                    Name(id='dl_s') @208:32
                                  .subs:
                                    Name(id='slot') @208:37
                                Name(id='dlt_c') @208:44
                    Expect() @209:17
                      .target:
                        Index() @209:24
                          .value:
                            Name(id='qd_ready') @209:24
                          .subs:
                            Name(id='slot') @209:33
                      .nbytes:
                        BinOp(op='+') @209:40
                          .lhs:
                            Call(kwargs=()) @209:40
                              .func:
                                Name(id='bytes') @209:40
                              .args:
                                Name(id='q_ring') @209:46
                          .rhs:
                            Call(kwargs=()) @209:56
                              .func:
                                Name(id='bytes') @209:56
                              .args:
                                Name(id='do_ring') @209:62
                    Tma() @210:17
                      .dst:
                        Index() @210:21
                          .value:
                            Name(id='q_ring') @210:21
                          .subs:
                            Name(id='slot') @210:28
                      .src:
                        Index() @210:37
                          .value:
                            Name(id='q') @210:37
                          .subs:
                            Name(id='seq') @210:39
                            Name(id='mb') @210:44
                            Name(id='head') @210:48
                      .signals:
                        Index() @210:62
                          .value:
                            Name(id='qd_ready') @210:62
                          .subs:
                            Name(id='slot') @210:71
                    Tma() @211:17
                      .dst:
                        Index() @211:21
                          .value:
                            Name(id='do_ring') @211:21
                          .subs:
                            Name(id='slot') @211:29
                      .src:
                        Index() @211:38
                          .value:
                            Name(id='d_o') @211:38
                          .subs:
                            Name(id='seq') @211:42
                            Name(id='mb') @211:47
                            Name(id='head') @211:51
                      .signals:
                        Index() @211:65
                          .value:
                            Name(id='qd_ready') @211:65
                          .subs:
                            Name(id='slot') @211:74
        If(orelse=()) @213:5
          .cond:
            Name(id='WRITER') @213:8
          .body:
            Assign(targets=('NCW',)) @216:9
              .value:
                BinOp(op='//') @216:15
                  .lhs:
                    Name(id='NC') @216:15
                  .rhs:
                    Name(id='NWG') @216:21
            Role(name='dq_writer', replica=None) @217:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @217:30
                )
                (
                  'regs'
                  Const(value=24) @217:38
                )
              .body:
                For(var='part') @218:13
                  .iter:
                    Call(kwargs=()) @218:25
                      .func:
                        Name(id='static_range') @218:25
                      .args:
                        Name(id='PARTS') @218:38
                  .body:
                    Assign(targets=('lo', 'hi')) @219:17
                      .value:
                        Call(kwargs=()) @219:26
                          .func:
                            Name(id='fused_part_bounds') @219:26
                          .args:
                            Name(id='part') @219:44
                            Name(id='PEEL') @219:50
                            Name(id='SPLIT') @219:56
                            Name(id='n_xs') @219:63
                            Name(id='steps') @219:69
                    Pipeline(var='j', slot='ws', ring='qd') @220:17
                      .iter:
                        Call(kwargs=()) @220:31
                          .func:
                            Name(id='range') @220:31
                          .args:
                            Name(id='lo') @220:37
                            Name(id='hi') @220:41
                      .stages:
                        Name(id='STAGES') @220:58
                      .body:
                        Assign(targets=('head', 'mb')) @221:21
                          .value:
                            Call(kwargs=()) @221:32
                              .func:
                                Name(id='step_block') @221:32
                              .args:
                                Name(id='j') @221:43
                                Unary(op='-') @221:46
                                  .operand:
                                    Const(value=1) @221:47
                                BinOp(op='*') @221:50
                                  .lhs:
                                    Name(id='kvh') @221:50
                                  .rhs:
                                    Name(id='group') @221:56
                                Name(id='m_lo') @221:63
                                Name(id='rot') @221:69
                                Name(id='n_m') @221:74
                                Name(id='n_x') @221:79
                                Name(id='n_xs') @221:84
                                Name(id='SPLIT') @221:90
                        Assign(targets=('fr',)) @223:21
                          .value:
                            Call(kwargs=()) @223:26
                              .func:
                                Name(id='frag_row') @223:26
                              .args:
                                Call(kwargs=()) @223:35
                                  .func:
                                    Attr(name='start') @223:35
                                      .value:
                                        Name(id='q') @223:35
                                  .args:
                                    Name(id='seq') @223:43
                                Name(id='seq') @223:49
                                BinOp(op='*') @223:54
                                  .lhs:
                                    Name(id='mb') @223:54
                                  .rhs:
                                    Name(id='BLOCK_M') @223:59
                                Name(id='BLOCK_M') @223:68
                        If() @224:21
                          .cond:
                            Name(id='ROWS') @224:24
                          .body:
                            Wait(phase=None) @225:25
                              .target:
                                Index() @225:30
                                  .value:
                                    Name(id='dq_full') @225:30
                                  .subs:
                                    Const(value=0) @225:38
                            For(var='w') @226:25
                              .iter:
                                Call(kwargs=()) @226:34
                                  .func:
                                    Name(id='static_range') @226:34
                                  .args:
                                    Name(id='NWG') @226:47
                              .body:
                                If() @227:29
                                  .cond:
                                    Name(id='DQ_FRAG') @227:32
                                  .body:
                                    Tma(signals=None, reduce='add') @228:33
                                      .dst:
                                        Index() @228:37
                                          .value:
                                            Name(id='dq_frag') @228:37
                                          .subs:
                                            Call(kwargs=()) @228:45
                                              .func:
                                                Name(id='at') @228:45
                                              .args:
                                                BinOp(op='+') @228:48
                                                  .lhs:
                                                    Name(id='fr') @228:48
                                                  .rhs:
                                                    BinOp(op='*') @228:53
                                                      .lhs:
                                                        Name(id='w') @228:53
                                                      .rhs:
                                                        BinOp(op='//') @228:58
                                                          .lhs:
                                                            Name(id='BLOCK_M') @228:58
                                                          .rhs:
                                                            Name(id='NWG') @228:69
                                            Name(id='head') @228:76
                                            Const(value=0) @228:82
                                      .src:
                                        Index() @228:88
                                          .value:
                                            Name(id='dq_s') @228:88
                                          .subs:
                                            Name(id='w') @228:93
                                  .orelse:
                                    Tma(signals=None, reduce='add') @230:33
                                      .dst:
                                        Index() @230:37
                                          .value:
                                            Name(id='dq_acc') @230:37
                                          .subs:
                                            Name(id='seq') @230:44
                                            BinOp(op='+') @230:49
                                              .lhs:
                                                BinOp(op='*') @230:49
                                                  .lhs:
                                                    Name(id='mb') @230:49
                                                  .rhs:
                                                    Name(id='NWG') @230:54
                                              .rhs:
                                                Name(id='w') @230:60
                                            Name(id='head') @230:63
                                            Const(value=0) @230:69
                                      .src:
                                        Index() @230:75
                                          .value:
                                            Name(id='dq_s') @230:75
                                          .subs:
                                            Name(id='w') @230:80
                            Arrive(count=None) @231:25
                              .target:
                                Index() @231:32
                                  .value:
                                    Name(id='dq_empty') @231:32
                                  .subs:
                                    Const(value=0) @231:41
                          .orelse:
                            For(var='i') @233:25
                              .iter:
                                Call(kwargs=()) @233:34
                                  .func:
                                    Name(id='static_range') @233:34
                                  .args:
                                    Name(id='NCW') @233:47
                              .body:
                                Wait(phase=None) @234:29
                                  .target:
                                    Index() @234:34
                                      .value:
                                        Name(id='dq_full') @234:34
                                      .subs:
                                        Name(id='i') @234:42
                                For(var='w') @235:29
                                  .iter:
                                    Call(kwargs=()) @235:38
                                      .func:
                                        Name(id='static_range') @235:38
                                      .args:
                                        Name(id='NWG') @235:51
                                  .body:
                                    If() @236:33
                                      .cond:
                                        Name(id='DQ_FRAG') @236:36
                                      .body:
                                        Tma(signals=None, reduce='add') @237:37
                                          .dst:
                                            Index() @237:41
                                              .value:
                                                Name(id='dq_frag') @237:41
                                              .subs:
                                                Call(kwargs=()) @237:49
                                                  .func:
                                                    Name(id='at') @237:49
                                                  .args:
                                                    Name(id='fr') @237:52
                                                Name(id='head') @237:57
                                                BinOp(op='+') @237:63
                                                  .lhs:
                                                    BinOp(op='*') @237:63
                                                      .lhs:
                                                        Name(id='w') @237:63
                                                      .rhs:
                                                        Name(id='NCW') @237:67
                                                  .rhs:
                                                    Name(id='i') @237:73
                                          .src:
                                            Index() @237:79
                                              .value:
                                                Name(id='dq_s') @237:79
                                              .subs:
                                                BinOp(op='+') @237:84
                                                  .lhs:
                                                    BinOp(op='*') @237:84
                                                      .lhs:
                                                        Name(id='i') @237:84
                                                      .rhs:
                                                        Name(id='NWG') @237:88
                                                  .rhs:
                                                    Name(id='w') @237:94
                                      .orelse:
                                        Tma(signals=None, reduce='add') @239:37
                                          .dst:
                                            Index() @239:41
                                              .value:
                                                Name(id='dq_acc') @239:41
                                              .subs:
                                                Name(id='seq') @239:48
                                                Name(id='mb') @239:53
                                                Name(id='head') @239:57
                                                BinOp(op='+') @239:63
                                                  .lhs:
                                                    BinOp(op='*') @239:63
                                                      .lhs:
                                                        Name(id='w') @239:63
                                                      .rhs:
                                                        Name(id='NCW') @239:67
                                                  .rhs:
                                                    Name(id='i') @239:73
                                          .src:
                                            Index() @239:79
                                              .value:
                                                Name(id='dq_s') @239:79
                                              .subs:
                                                BinOp(op='+') @239:84
                                                  .lhs:
                                                    BinOp(op='*') @239:84
                                                      .lhs:
                                                        Name(id='i') @239:84
                                                      .rhs:
                                                        Name(id='NWG') @239:88
                                                  .rhs:
                                                    Name(id='w') @239:94
                                Arrive(count=None) @240:29
                                  .target:
                                    Index() @240:36
                                      .value:
                                        Name(id='dq_empty') @240:36
                                      .subs:
                                        Name(id='i') @240:45
        Role(name='compute', replica='wg') @242:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @242:29
            )
            (
              'regs'
              Name(id='REGS') @242:39
            )
          .body:
            Assign(targets=('qk_scale',)) @243:9
              .value:
                BinOp(op='*') @243:20
                  .lhs:
                    Name(id='sm_scale') @243:20
                  .rhs:
                    Name(id='LOG2E') @243:31
            Assign(targets=('krow0',)) @244:9
              .value:
                BinOp(op='+') @244:17
                  .lhs:
                    BinOp(op='*') @244:17
                      .lhs:
                        Name(id='n') @244:17
                      .rhs:
                        Name(id='BLOCK_N') @244:21
                  .rhs:
                    BinOp(op='*') @244:31
                      .lhs:
                        Name(id='wg') @244:31
                      .rhs:
                        Name(id='WG_N') @244:36
            Assign(targets=('krows',)) @245:9
              .value:
                BinOp(op='+') @245:17
                  .lhs:
                    Name(id='krow0') @245:17
                  .rhs:
                    Call(kwargs=()) @245:25
                      .func:
                        Name(id='arange') @245:25
                      .args:
                        Name(id='WG_N') @245:32
            Assign(targets=('qcols',)) @246:9
              .value:
                Call(kwargs=()) @246:17
                  .func:
                    Name(id='arange') @246:17
                  .args:
                    Name(id='BLOCK_M') @246:24
            Assign(targets=('dcols',)) @247:9
              .value:
                Call(kwargs=()) @247:17
                  .func:
                    Name(id='arange') @247:17
                  .args:
                    Name(id='D') @247:24
            Assign(targets=('ks',)) @248:9
              .value:
                BinOp(op='%') @248:14
                  .lhs:
                    Name(id='tile_index') @248:14
                  .rhs:
                    Name(id='KV_BUF') @248:27
            Assign(targets=('mine',)) @249:9
              .value:
                BinOp(op='+') @249:16
                  .lhs:
                    BinOp(op='*') @249:16
                      .lhs:
                        Name(id='ks') @249:16
                      .rhs:
                        Name(id='NWG') @249:21
                  .rhs:
                    Name(id='wg') @249:27
            Assign(targets=('acc_k',)) @250:9
              .value:
                Call(kwargs=()) @250:17
                  .func:
                    Name(id='zeros') @250:17
                  .args:
                    ListLit() @250:23
                      .elts:
                        Name(id='WG_N') @250:24
                        Name(id='D') @250:30
                    Name(id='f32') @250:34
            Assign(targets=('acc_v',)) @251:9
              .value:
                Call(kwargs=()) @251:17
                  .func:
                    Name(id='zeros') @251:17
                  .args:
                    ListLit() @251:23
                      .elts:
                        Name(id='WG_N') @251:24
                        Name(id='D') @251:30
                    Name(id='f32') @251:34
            If(orelse=()) @252:9
              .cond:
                Name(id='CARRY') @252:12
              .body:
                Assign(targets=('dk_f',)) @253:13
                  .value:
                    Name(id='acc_k') @253:20
            Wait(phase=None) @254:9
              .target:
                Index() @254:14
                  .value:
                    Name(id='kv_ready') @254:14
                  .subs:
                    Name(id='ks') @254:23
            If(orelse=()) @261:9
              .cond:
                Name(id='LAG') @261:12
              .body:
                Assign(targets=('last',)) @262:13
                  .value:
                    Const(value=0) @262:20
            Assign(targets=('LAST',)) @263:9
              .value:
                BinOp(op='-') @263:16
                  .lhs:
                    BinOp(op='//') @263:16
                      .lhs:
                        Name(id='NC') @263:16
                      .rhs:
                        Name(id='NWG') @263:22
                  .rhs:
                    Const(value=1) @263:28
            If(orelse=()) @264:9
              .cond:
                Name(id='ROWS') @264:12
              .body:
                Assign(targets=('LAST',)) @265:13
                  .value:
                    Const(value=0) @265:20
            Assign(targets=('AHEAD',)) @266:9
              .value:
                BoolOp(op='and') @266:17
                  .values:
                    Name(id='LSE_AHEAD') @266:17
                    Name(id='LAG') @266:31
                    Name(id='SMEM_P') @266:39
            If(orelse=()) @267:9
              .cond:
                BoolOp(op='and') @267:12
                  .values:
                    BinOp(op='==') @267:12
                      .lhs:
                        Name(id='ACT') @267:12
                      .rhs:
                        Const(value='softmax') @267:19
                    Name(id='AHEAD') @267:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @268:13
                  .value:
                    Call(kwargs=()) @268:29
                      .func:
                        Name(id='lse_delta') @268:29
                      .args:
                        Const(value=0) @268:39
                        Unary(op='-') @268:42
                          .operand:
                            Const(value=1) @268:43
                        BinOp(op='*') @268:46
                          .lhs:
                            Name(id='kvh') @268:46
                          .rhs:
                            Name(id='group') @268:52
                        Name(id='m_lo') @268:59
                        Name(id='rot') @268:65
                        Name(id='n_m') @268:70
                        Name(id='n_x') @268:75
                        Name(id='n_xs') @268:80
                        Name(id='SPLIT') @268:86
                        Name(id='q0') @268:93
                        Name(id='len_q') @268:97
                        Name(id='qcols') @268:104
                        Name(id='lse2_t') @268:111
                        Name(id='delta_t') @269:39
                        Name(id='BLOCK_M') @269:48
            For(var='part') @270:9
              .iter:
                Call(kwargs=()) @270:21
                  .func:
                    Name(id='static_range') @270:21
                  .args:
                    Name(id='PARTS') @270:34
              .body:
                Assign(targets=('lo', 'hi')) @271:13
                  .value:
                    Call(kwargs=()) @271:22
                      .func:
                        Name(id='fused_part_bounds') @271:22
                      .args:
                        Name(id='part') @271:40
                        Name(id='PEEL') @271:46
                        Name(id='SPLIT') @271:52
                        Name(id='n_xs') @271:59
                        Name(id='steps') @271:65
                Assign(targets=('masked',)) @272:13
                  .value:
                    BoolOp(op='or') @272:22
                      .values:
                        Unary(op='not') @272:22
                          .operand:
                            Name(id='SPLIT') @272:26
                        BinOp(op='<') @272:35
                          .lhs:
                            Name(id='part') @272:35
                          .rhs:
                            BinOp(op='-') @272:42
                              .lhs:
                                Name(id='PARTS') @272:42
                              .rhs:
                                Const(value=1) @272:50
                Assign(targets=('lagged',)) @273:13
                  .value:
                    BoolOp(op='and') @273:22
                      .values:
                        Name(id='LAG') @273:22
                        BinOp(op='>') @273:30
                          .lhs:
                            Name(id='part') @273:30
                          .rhs:
                            Const(value=0) @273:37
                Assign(targets=('late',)) @274:13
                  .value:
                    BoolOp(op='and') @274:20
                      .values:
                        Name(id='LATE') @274:20
                        BinOp(op='>') @274:29
                          .lhs:
                            Name(id='part') @274:29
                          .rhs:
                            Const(value=0) @274:36
                Assign(targets=('which',)) @276:13
                  .value:
                    Const(value=1) @276:21
                If(orelse=()) @277:13
                  .cond:
                    Name(id='masked') @277:16
                  .body:
                    Assign(targets=('which',)) @278:17
                      .value:
                        Const(value=0) @278:25
                If(orelse=()) @279:13
                  .cond:
                    BoolOp(op='and') @279:16
                      .values:
                        Name(id='PEEL') @279:16
                        BinOp(op='==') @279:25
                          .lhs:
                            Name(id='part') @279:25
                          .rhs:
                            Const(value=0) @279:33
                  .body:
                    Assign(targets=('which',)) @280:17
                      .value:
                        Unary(op='-') @280:25
                          .operand:
                            Const(value=1) @280:26
                Pipeline(var='j', slot='slot', ring='qd') @281:13
                  .iter:
                    Call(kwargs=()) @281:27
                      .func:
                        Name(id='range') @281:27
                      .args:
                        Name(id='lo') @281:33
                        Name(id='hi') @281:37
                  .stages:
                    Name(id='STAGES') @281:54
                  .body:
                    Assign(targets=('head', 'mb')) @282:17
                      .value:
                        Call(kwargs=()) @282:28
                          .func:
                            Name(id='step_block') @282:28
                          .args:
                            Name(id='j') @282:39
                            Name(id='which') @282:42
                            BinOp(op='*') @282:49
                              .lhs:
                                Name(id='kvh') @282:49
                              .rhs:
                                Name(id='group') @282:55
                            Name(id='m_lo') @282:62
                            Name(id='rot') @282:68
                            Name(id='n_m') @282:73
                            Name(id='n_x') @282:78
                            Name(id='n_xs') @282:83
                            Name(id='SPLIT') @282:89
                    Assign(targets=('qpos',)) @283:17
                      .value:
                        BinOp(op='+') @283:24
                          .lhs:
                            BinOp(op='*') @283:24
                              .lhs:
                                Name(id='mb') @283:24
                              .rhs:
                                Name(id='BLOCK_M') @283:29
                          .rhs:
                            Name(id='qcols') @283:39
                    Assign(targets=('lse2',)) @284:17
                      .value:
                        Call(kwargs=()) @284:24
                          .func:
                            Name(id='zeros') @284:24
                          .args:
                            ListLit() @284:30
                              .elts:
                                Name(id='BLOCK_M') @284:31
                            Name(id='f32') @284:41
                    Assign(targets=('dlt',)) @285:17
                      .value:
                        Call(kwargs=()) @285:23
                          .func:
                            Name(id='zeros') @285:23
                          .args:
                            ListLit() @285:29
                              .elts:
                                Name(id='BLOCK_M') @285:30
                            Name(id='f32') @285:40
                    If(orelse=()) @289:17
                      .cond:
                        BoolOp(op='and') @289:20
                          .values:
                            BinOp(op='==') @289:20
                              .lhs:
                                Name(id='ACT') @289:20
                              .rhs:
                                Const(value='softmax') @289:27
                            Name(id='AHEAD') @289:41
                      .body:
                        Assign(targets=('lse2',)) @290:21
                          .value:
                            Name(id='lse2_n') @290:28
                        Assign(targets=('dlt',)) @291:21
                          .value:
                            Name(id='dlt_n') @291:27
                    If(orelse=()) @292:17
                      .cond:
                        BoolOp(op='and') @292:20
                          .values:
                            BinOp(op='==') @292:20
                              .lhs:
                                Name(id='ACT') @292:20
                              .rhs:
                                Const(value='softmax') @292:27
                            Unary(op='not') @292:41
                              .operand:
                                Name(id='AHEAD') @292:45
                            Unary(op='not') @292:55
                              .operand:
                                Name(id='LSE_RING') @292:59
                      .body:
                        Assign(targets=('qi',)) @296:21
                          .value:
                            BinOp(op='+') @296:26
                              .lhs:
                                Name(id='q0') @296:26
                              .rhs:
                                Call(kwargs=()) @296:31
                                  .func:
                                    Name(id='maximum') @296:31
                                  .args:
                                    Call(kwargs=()) @296:39
                                      .func:
                                        Name(id='minimum') @296:39
                                      .args:
                                        Name(id='qpos') @296:47
                                        BinOp(op='-') @296:53
                                          .lhs:
                                            Name(id='len_q') @296:53
                                          .rhs:
                                            Const(value=1) @296:61
                                    Const(value=0) @296:65
                        Assign(targets=('lse2',)) @297:21
                          .value:
                            Index() @297:28
                              .value:
                                Name(id='lse2_t') @297:28
                              .subs:
                                Name(id='head') @297:35
                                Name(id='qi') @297:41
                        Assign(targets=('dlt',)) @298:21
                          .value:
                            Index() @298:27
                              .value:
                                Name(id='delta_t') @298:27
                              .subs:
                                Name(id='head') @298:35
                                Name(id='qi') @298:41
                    If() @301:17
                      .cond:
                        Name(id='masked') @301:20
                      .body:
                        Assign(targets=('edge',)) @302:21
                          .value:
                            BoolOp(op='or') @302:28
                              .values:
                                BinOp(op='>') @302:28
                                  .lhs:
                                    BinOp(op='*') @302:29
                                      .lhs:
                                        BinOp(op='+') @302:29
                                          .lhs:
                                            Name(id='mb') @302:29
                                          .rhs:
                                            Const(value=1) @302:34
                                      .rhs:
                                        Name(id='BLOCK_M') @302:39
                                  .rhs:
                                    Name(id='len_q') @302:49
                                BinOp(op='>') @302:58
                                  .lhs:
                                    BinOp(op='+') @302:58
                                      .lhs:
                                        Name(id='krow0') @302:58
                                      .rhs:
                                        Name(id='WG_N') @302:66
                                  .rhs:
                                    Name(id='len_k') @302:73
                        If(orelse=()) @303:21
                          .cond:
                            Name(id='CAUSAL') @303:24
                          .body:
                            Assign(targets=('edge',)) @304:25
                              .value:
                                BoolOp(op='or') @304:32
                                  .values:
                                    Name(id='edge') @304:32
                                    BinOp(op='>') @304:40
                                      .lhs:
                                        BinOp(op='-') @304:40
                                          .lhs:
                                            BinOp(op='+') @304:40
                                              .lhs:
                                                Name(id='krow0') @304:40
                                              .rhs:
                                                Name(id='WG_N') @304:48
                                          .rhs:
                                            Const(value=1) @304:55
                                      .rhs:
                                        BinOp(op='+') @304:59
                                          .lhs:
                                            BinOp(op='*') @304:59
                                              .lhs:
                                                Name(id='mb') @304:59
                                              .rhs:
                                                Name(id='BLOCK_M') @304:64
                                          .rhs:
                                            BinOp(op='-') @304:75
                                              .lhs:
                                                Name(id='len_k') @304:75
                                              .rhs:
                                                Name(id='len_q') @304:83
                      .orelse:
                        Assign(targets=('edge',)) @306:21
                          .value:
                            Const(value=False) @306:28
                    Wait(phase=None) @307:17
                      .target:
                        Index() @307:22
                          .value:
                            Name(id='qd_ready') @307:22
                          .subs:
                            Name(id='slot') @307:31
                    If(orelse=()) @308:17
                      .cond:
                        Name(id='lagged') @308:20
                      .body:
                        Assign(targets=('og',)) @311:21
                          .value:
                            BinOp(op='%') @311:27
                              .lhs:
                                BinOp(op='+') @311:27
                                  .lhs:
                                    Name(id='wg') @311:27
                                  .rhs:
                                    Const(value=1) @311:32
                              .rhs:
                                Name(id='NWG') @311:37
                        Wait() @312:21
                          .target:
                            Index() @312:26
                              .value:
                                Name(id='ds_ready') @312:26
                              .subs:
                                Const(value=0) @312:35
                          .phase:
                            BinOp(op='%') @312:44
                              .lhs:
                                Name(id='last') @312:44
                              .rhs:
                                Const(value=2) @312:51
                        For(var='i') @313:21
                          .iter:
                            Call(kwargs=()) @313:30
                              .func:
                                Name(id='static_range') @313:30
                              .args:
                                Name(id='NCW') @313:43
                          .body:
                            Assign(targets=('c',)) @314:25
                              .value:
                                BinOp(op='+') @314:29
                                  .lhs:
                                    BinOp(op='*') @314:29
                                      .lhs:
                                        Name(id='wg') @314:29
                                      .rhs:
                                        Name(id='NCW') @314:34
                                  .rhs:
                                    Name(id='i') @314:40
                            If() @315:25
                              .cond:
                                Name(id='DQ_PAIR') @315:28
                              .body:
                                Assign(targets=('f0',)) @317:29
                                  .value:
                                    Call(kwargs=()) @317:34
                                      .func:
                                        Name(id='mma_async') @317:34
                                      .args:
                                        Index() @317:44
                                          .value:
                                            Name(id='ds_s') @317:44
                                          .subs:
                                            BinOp(op='+') @317:49
                                              .lhs:
                                                BinOp(op='*') @317:49
                                                  .lhs:
                                                    Name(id='last') @317:49
                                                  .rhs:
                                                    Name(id='NWG') @317:56
                                              .rhs:
                                                Name(id='wg') @317:62
                                        Index() @317:67
                                          .value:
                                            Name(id='kh_tile') @317:67
                                          .subs:
                                            BinOp(op='+') @317:75
                                              .lhs:
                                                BinOp(op='*') @317:75
                                                  .lhs:
                                                    Name(id='NC') @317:75
                                                  .rhs:
                                                    BinOp(op='+') @317:81
                                                      .lhs:
                                                        BinOp(op='*') @317:81
                                                          .lhs:
                                                            Name(id='ks') @317:81
                                                          .rhs:
                                                            Name(id='NWG') @317:86
                                                      .rhs:
                                                        Name(id='wg') @317:92
                                              .rhs:
                                                Name(id='c') @317:98
                                Assign(targets=('f1',)) @318:29
                                  .value:
                                    Call(kwargs=()) @318:34
                                      .func:
                                        Name(id='mma_async') @318:34
                                      .args:
                                        Index() @318:44
                                          .value:
                                            Name(id='ds_s') @318:44
                                          .subs:
                                            BinOp(op='+') @318:49
                                              .lhs:
                                                BinOp(op='*') @318:49
                                                  .lhs:
                                                    Name(id='last') @318:49
                                                  .rhs:
                                                    Name(id='NWG') @318:56
                                              .rhs:
                                                Name(id='og') @318:62
                                        Index() @318:67
                                          .value:
                                            Name(id='kh_tile') @318:67
                                          .subs:
                                            BinOp(op='+') @318:75
                                              .lhs:
                                                BinOp(op='*') @318:75
                                                  .lhs:
                                                    Name(id='NC') @318:75
                                                  .rhs:
                                                    BinOp(op='+') @318:81
                                                      .lhs:
                                                        BinOp(op='*') @318:81
                                                          .lhs:
                                                            Name(id='ks') @318:81
                                                          .rhs:
                                                            Name(id='NWG') @318:86
                                                      .rhs:
                                                        Name(id='og') @318:92
                                              .rhs:
                                                Name(id='c') @318:98
                                        Name(id='f0') @318:102
                                Assign(targets=('dq_c',)) @319:29
                                  .value:
                                    Call(kwargs=()) @319:36
                                      .func:
                                        Name(id='mma_wait') @319:36
                                      .args:
                                        Name(id='f1') @319:45
                              .orelse:
                                Assign(targets=('dq_c',)) @321:29
                                  .value:
                                    Call(kwargs=()) @321:36
                                      .func:
                                        Name(id='zeros') @321:36
                                      .args:
                                        ListLit() @321:42
                                          .elts:
                                            Name(id='BLOCK_M') @321:43
                                            Name(id='DQ_COLS') @321:52
                                        Name(id='f32') @321:62
                                For(var='g') @322:29
                                  .iter:
                                    Call(kwargs=()) @322:38
                                      .func:
                                        Name(id='static_range') @322:38
                                      .args:
                                        Name(id='NWG') @322:51
                                  .body:
                                    Assign(targets=('gg',)) @323:33
                                      .value:
                                        BinOp(op='%') @323:39
                                          .lhs:
                                            BinOp(op='+') @323:39
                                              .lhs:
                                                Name(id='wg') @323:39
                                              .rhs:
                                                Name(id='g') @323:44
                                          .rhs:
                                            Name(id='NWG') @323:49
                                    If() @324:33
                                      .cond:
                                        Name(id='SMEM_P') @324:36
                                      .body:
                                        Assign(targets=('dq_f',)) @325:37
                                          .value:
                                            Call(kwargs=()) @325:44
                                              .func:
                                                Name(id='mma_async') @325:44
                                              .args:
                                                Index() @325:54
                                                  .value:
                                                    Name(id='ds_s') @325:54
                                                  .subs:
                                                    BinOp(op='+') @325:59
                                                      .lhs:
                                                        BinOp(op='*') @325:59
                                                          .lhs:
                                                            Name(id='last') @325:59
                                                          .rhs:
                                                            Name(id='NWG') @325:66
                                                      .rhs:
                                                        Name(id='gg') @325:72
                                                Index() @325:77
                                                  .value:
                                                    Name(id='kh_tile') @325:77
                                                  .subs:
                                                    BinOp(op='+') @325:85
                                                      .lhs:
                                                        BinOp(op='*') @325:85
                                                          .lhs:
                                                            Name(id='NC') @325:85
                                                          .rhs:
                                                            BinOp(op='+') @325:91
                                                              .lhs:
                                                                BinOp(op='*') @325:91
                                                                  .lhs:
                                                                    Name(id='ks') @325:91
                                                                  .rhs:
                                                                    Name(id='NWG') @325:96
                                                              .rhs:
                                                                Name(id='gg') @325:102
                                                      .rhs:
                                                        Name(id='c') @325:108
                                                Name(id='dq_c') @325:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @327:37
                                          .value:
                                            Call(kwargs=()) @327:44
                                              .func:
                                                Name(id='mma_async') @327:44
                                              .args:
                                                Attr(name='T') @327:54
                                                  .value:
                                                    Index() @327:54
                                                      .value:
                                                        Name(id='ds_s') @327:54
                                                      .subs:
                                                        BinOp(op='+') @327:59
                                                          .lhs:
                                                            BinOp(op='*') @327:59
                                                              .lhs:
                                                                Name(id='last') @327:59
                                                              .rhs:
                                                                Name(id='NWG') @327:66
                                                          .rhs:
                                                            Name(id='gg') @327:72
                                                Index() @327:79
                                                  .value:
                                                    Name(id='kh_tile') @327:79
                                                  .subs:
                                                    BinOp(op='+') @327:87
                                                      .lhs:
                                                        BinOp(op='*') @327:87
                                                          .lhs:
                                                            Name(id='NC') @327:87
                                                          .rhs:
                                                            BinOp(op='+') @327:93
                                                              .lhs:
                                                                BinOp(op='*') @327:93
                                                                  .lhs:
                                                                    Name(id='ks') @327:93
                                                                  .rhs:
                                                                    Name(id='NWG') @327:98
                                                              .rhs:
                                                                Name(id='gg') @327:104
                                                      .rhs:
                                                        Name(id='c') @327:110
                                                Name(id='dq_c') @327:114
                                    If(orelse=()) @328:33
                                      .cond:
                                        BoolOp(op='and') @328:36
                                          .values:
                                            Name(id='CARRY') @328:36
                                            BinOp(op='==') @328:46
                                              .lhs:
                                                Name(id='i') @328:46
                                              .rhs:
                                                Const(value=0) @328:51
                                            BinOp(op='==') @328:57
                                              .lhs:
                                                Name(id='g') @328:57
                                              .rhs:
                                                Const(value=0) @328:62
                                      .body:
                                        Assign(targets=('acc_k',)) @329:37
                                          .value:
                                            Call() @329:45
                                              .func:
                                                Name(id='mma_wait') @329:45
                                              .args:
                                                Name(id='dk_f') @329:54
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @329:68
                                                )
                                        Arrive(count=None) @330:37
                                          .target:
                                            Index() @330:44
                                              .value:
                                                Name(id='qd_free') @330:44
                                              .subs:
                                                Name(id='last') @330:52
                                    Assign(targets=('dq_c',)) @331:33
                                      .value:
                                        Call(kwargs=()) @331:40
                                          .func:
                                            Name(id='mma_wait') @331:40
                                          .args:
                                            Name(id='dq_f') @331:49
                            Wait() @332:25
                              .target:
                                Index() @332:30
                                  .value:
                                    Name(id='dq_empty') @332:30
                                  .subs:
                                    Name(id='i') @332:39
                              .phase:
                                BinOp(op='-') @332:48
                                  .lhs:
                                    Const(value=1) @332:48
                                  .rhs:
                                    BinOp(op='%') @332:52
                                      .lhs:
                                        Name(id='last') @332:52
                                      .rhs:
                                        Const(value=2) @332:59
                            ExprStmt() @333:25
                              .value:
                                Call(kwargs=()) @333:25
                                  .func:
                                    Name(id='store_smem') @333:25
                                  .args:
                                    Index() @333:36
                                      .value:
                                        Name(id='dq_s') @333:36
                                      .subs:
                                        BinOp(op='+') @333:41
                                          .lhs:
                                            BinOp(op='*') @333:41
                                              .lhs:
                                                Name(id='i') @333:41
                                              .rhs:
                                                Name(id='NWG') @333:45
                                          .rhs:
                                            Name(id='wg') @333:51
                                    Name(id='dq_c') @333:56
                            If(orelse=()) @334:25
                              .cond:
                                BoolOp(op='or') @334:28
                                  .values:
                                    Unary(op='not') @334:28
                                      .operand:
                                        Name(id='LATE') @334:32
                                    BinOp(op='<') @334:40
                                      .lhs:
                                        Name(id='i') @334:40
                                      .rhs:
                                        BinOp(op='-') @334:44
                                          .lhs:
                                            Name(id='NCW') @334:44
                                          .rhs:
                                            Const(value=1) @334:50
                              .body:
                                Fence() @335:29
                                Arrive(count=None) @336:29
                                  .target:
                                    Index() @336:36
                                      .value:
                                        Name(id='dq_full') @336:36
                                      .subs:
                                        Name(id='i') @336:44
                    If() @337:17
                      .cond:
                        Name(id='SMEM_P') @337:20
                      .body:
                        Assign(targets=('own',)) @341:21
                          .value:
                            Name(id='wg') @341:27
                        Assign(targets=('og',)) @342:21
                          .value:
                            BinOp(op='%') @342:27
                              .lhs:
                                BinOp(op='+') @342:27
                                  .lhs:
                                    Name(id='wg') @342:27
                                  .rhs:
                                    Const(value=1) @342:32
                              .rhs:
                                Name(id='NWG') @342:37
                        If(orelse=()) @343:21
                          .cond:
                            Name(id='WRITER') @343:24
                          .body:
                            Assign(targets=('own',)) @344:25
                              .value:
                                BinOp(op='+') @344:31
                                  .lhs:
                                    BinOp(op='*') @344:31
                                      .lhs:
                                        Name(id='slot') @344:31
                                      .rhs:
                                        Name(id='NWG') @344:38
                                  .rhs:
                                    Name(id='wg') @344:44
                        Assign(targets=('s_f',)) @345:21
                          .value:
                            Call(kwargs=()) @345:27
                              .func:
                                Name(id='mma_async') @345:27
                              .args:
                                Index() @345:37
                                  .value:
                                    Name(id='q_ring') @345:37
                                  .subs:
                                    Name(id='slot') @345:44
                                Attr(name='T') @345:51
                                  .value:
                                    Index() @345:51
                                      .value:
                                        Name(id='k_tile') @345:51
                                      .subs:
                                        Name(id='mine') @345:58
                        Assign(targets=('dp_f',)) @346:21
                          .value:
                            Call(kwargs=()) @346:28
                              .func:
                                Name(id='mma_async') @346:28
                              .args:
                                Index() @346:38
                                  .value:
                                    Name(id='do_ring') @346:38
                                  .subs:
                                    Name(id='slot') @346:46
                                Attr(name='T') @346:53
                                  .value:
                                    Index() @346:53
                                      .value:
                                        Name(id='v_tile') @346:53
                                      .subs:
                                        Name(id='mine') @346:60
                        If(orelse=()) @347:21
                          .cond:
                            Name(id='late') @347:24
                          .body:
                            Fence() @348:25
                            Arrive(count=None) @349:25
                              .target:
                                Index() @349:32
                                  .value:
                                    Name(id='dq_full') @349:32
                                  .subs:
                                    Name(id='LAST') @349:40
                        Assign(targets=('s',)) @350:21
                          .value:
                            Call() @350:25
                              .func:
                                Name(id='mma_wait') @350:25
                              .args:
                                Name(id='s_f') @350:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @350:47
                                )
                        Assign(targets=('kpos',)) @352:21
                          .value:
                            BinOp(op='+') @352:28
                              .lhs:
                                Name(id='krow0') @352:28
                              .rhs:
                                Call(kwargs=()) @352:36
                                  .func:
                                    Name(id='arange') @352:36
                                  .args:
                                    Name(id='WG_N') @352:43
                        If() @353:21
                          .cond:
                            Name(id='LSE_RING') @353:24
                          .body:
                            Assign(targets=('lse2c',)) @354:25
                              .value:
                                Call(kwargs=()) @354:33
                                  .func:
                                    Name(id='load') @354:33
                                  .args:
                                    Index() @354:38
                                      .value:
                                        Name(id='lse_s') @354:38
                                      .subs:
                                        Name(id='slot') @354:44
                          .orelse:
                            Assign(targets=('lse2c',)) @356:25
                              .value:
                                Index() @356:33
                                  .value:
                                    Name(id='lse2') @356:33
                                  .subs:
                                    FullSlice() @356:38
                                    Const(value=None) @356:41
                        Assign(targets=('p', 'dact')) @357:21
                          .value:
                            Call(kwargs=()) @357:31
                              .func:
                                Name(id='probs') @357:31
                              .args:
                                Name(id='s') @357:37
                                Name(id='edge') @357:40
                                Index() @357:46
                                  .value:
                                    Name(id='qpos') @357:46
                                  .subs:
                                    FullSlice() @357:51
                                    Const(value=None) @357:54
                                Index() @357:61
                                  .value:
                                    Name(id='kpos') @357:61
                                  .subs:
                                    Const(value=None) @357:66
                                    FullSlice() @357:72
                                Name(id='len_q') @357:76
                                Name(id='len_k') @357:83
                                Name(id='lse2c') @357:90
                                Name(id='qk_scale') @357:97
                                Name(id='sm_scale') @358:37
                                Name(id='CAUSAL') @358:47
                                Name(id='ACT') @358:55
                        ExprStmt() @359:21
                          .value:
                            Call(kwargs=()) @359:21
                              .func:
                                Name(id='store_smem') @359:21
                              .args:
                                Index() @359:32
                                  .value:
                                    Name(id='ds_s') @359:32
                                  .subs:
                                    Name(id='own') @359:37
                                Call(kwargs=()) @359:43
                                  .func:
                                    Name(id='cast') @359:43
                                  .args:
                                    Name(id='p') @359:48
                                    Name(id='DT') @359:51
                        Fence() @360:21
                        Assign(targets=('dv_f',)) @361:21
                          .value:
                            Call(kwargs=()) @361:28
                              .func:
                                Name(id='mma_async') @361:28
                              .args:
                                Attr(name='T') @361:38
                                  .value:
                                    Index() @361:38
                                      .value:
                                        Name(id='ds_s') @361:38
                                      .subs:
                                        Name(id='own') @361:43
                                Index() @361:51
                                  .value:
                                    Name(id='do_ring') @361:51
                                  .subs:
                                    Name(id='slot') @361:59
                                Name(id='acc_v') @361:66
                        Assign(targets=('dp',)) @362:21
                          .value:
                            Call() @362:26
                              .func:
                                Name(id='mma_wait') @362:26
                              .args:
                                Name(id='dp_f') @362:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @362:49
                                )
                        If() @363:21
                          .cond:
                            Name(id='LSE_RING') @363:24
                          .body:
                            Assign(targets=('dltc',)) @364:25
                              .value:
                                Call(kwargs=()) @364:32
                                  .func:
                                    Name(id='load') @364:32
                                  .args:
                                    Index() @364:37
                                      .value:
                                        Name(id='dl_s') @364:37
                                      .subs:
                                        Name(id='slot') @364:42
                          .orelse:
                            Assign(targets=('dltc',)) @366:25
                              .value:
                                Index() @366:32
                                  .value:
                                    Name(id='dlt') @366:32
                                  .subs:
                                    FullSlice() @366:36
                                    Const(value=None) @366:39
                        Assign(targets=('ds',)) @367:21
                          .value:
                            Call(kwargs=()) @367:26
                              .func:
                                Name(id='cast') @367:26
                              .args:
                                Call(kwargs=()) @367:31
                                  .func:
                                    Name(id='dscores') @367:31
                                  .args:
                                    Name(id='p') @367:39
                                    Name(id='dact') @367:42
                                    Name(id='dp') @367:48
                                    Name(id='dltc') @367:52
                                    Name(id='ACT') @367:58
                                Name(id='DT') @367:64
                        Assign(targets=('acc_v',)) @368:21
                          .value:
                            Call(kwargs=()) @368:29
                              .func:
                                Name(id='mma_wait') @368:29
                              .args:
                                Name(id='dv_f') @368:38
                        ExprStmt() @369:21
                          .value:
                            Call(kwargs=()) @369:21
                              .func:
                                Name(id='store_smem') @369:21
                              .args:
                                Index() @369:32
                                  .value:
                                    Name(id='ds_s') @369:32
                                  .subs:
                                    Name(id='own') @369:37
                                Name(id='ds') @369:43
                        Fence() @370:21
                        If() @371:21
                          .cond:
                            Name(id='LAG') @371:24
                          .body:
                            Arrive(count=None) @374:25
                              .target:
                                Index() @374:32
                                  .value:
                                    Name(id='ds_ready') @374:32
                                  .subs:
                                    Const(value=0) @374:41
                            Assign(targets=('dk_f',)) @375:25
                              .value:
                                Call(kwargs=()) @375:32
                                  .func:
                                    Name(id='mma_async') @375:32
                                  .args:
                                    Attr(name='T') @375:42
                                      .value:
                                        Index() @375:42
                                          .value:
                                            Name(id='ds_s') @375:42
                                          .subs:
                                            Name(id='own') @375:47
                                    Index() @375:55
                                      .value:
                                        Name(id='q_ring') @375:55
                                      .subs:
                                        Name(id='slot') @375:62
                                    Name(id='acc_k') @375:69
                            If(orelse=()) @376:25
                              .cond:
                                BoolOp(op='and') @376:28
                                  .values:
                                    BinOp(op='==') @376:28
                                      .lhs:
                                        Name(id='ACT') @376:28
                                      .rhs:
                                        Const(value='softmax') @376:35
                                    Name(id='AHEAD') @376:49
                              .body:
                                Assign(targets=('nxt',)) @378:29
                                  .value:
                                    Unary(op='-') @378:35
                                      .operand:
                                        Const(value=1) @378:36
                                If(orelse=()) @379:29
                                  .cond:
                                    BinOp(op='==') @379:32
                                      .lhs:
                                        Name(id='which') @379:32
                                      .rhs:
                                        Const(value=1) @379:41
                                  .body:
                                    Assign(targets=('nxt',)) @380:33
                                      .value:
                                        Const(value=1) @380:39
                                Assign(targets=('lse2_n', 'dlt_n')) @381:29
                                  .value:
                                    Call(kwargs=()) @381:45
                                      .func:
                                        Name(id='lse_delta') @381:45
                                      .args:
                                        Call(kwargs=()) @381:55
                                          .func:
                                            Name(id='minimum') @381:55
                                          .args:
                                            BinOp(op='+') @381:63
                                              .lhs:
                                                Name(id='j') @381:63
                                              .rhs:
                                                Const(value=1) @381:67
                                            BinOp(op='-') @381:70
                                              .lhs:
                                                Name(id='steps') @381:70
                                              .rhs:
                                                Const(value=1) @381:78
                                        Name(id='nxt') @381:82
                                        BinOp(op='*') @381:87
                                          .lhs:
                                            Name(id='kvh') @381:87
                                          .rhs:
                                            Name(id='group') @381:93
                                        Name(id='m_lo') @381:100
                                        Name(id='rot') @381:106
                                        Name(id='n_m') @381:111
                                        Name(id='n_x') @381:116
                                        Name(id='n_xs') @382:55
                                        Name(id='SPLIT') @382:61
                                        Name(id='q0') @382:68
                                        Name(id='len_q') @382:72
                                        Name(id='qcols') @382:79
                                        Name(id='lse2_t') @382:86
                                        Name(id='delta_t') @382:94
                                        Name(id='BLOCK_M') @382:103
                            If(orelse=()) @383:25
                              .cond:
                                Unary(op='not') @383:28
                                  .operand:
                                    Name(id='CARRY') @383:32
                              .body:
                                Assign(targets=('acc_k',)) @384:29
                                  .value:
                                    Call(kwargs=()) @384:37
                                      .func:
                                        Name(id='mma_wait') @384:37
                                      .args:
                                        Name(id='dk_f') @384:46
                                Arrive(count=None) @385:29
                                  .target:
                                    Index() @385:36
                                      .value:
                                        Name(id='qd_free') @385:36
                                      .subs:
                                        Name(id='slot') @385:44
                            Assign(targets=('last',)) @386:25
                              .value:
                                Name(id='slot') @386:32
                          .orelse:
                            If() @387:21
                              .cond:
                                Name(id='WRITER') @387:26
                              .body:
                                Arrive(count=None) @388:25
                                  .target:
                                    Index() @388:32
                                      .value:
                                        Name(id='ds_ready') @388:32
                                      .subs:
                                        Name(id='slot') @388:41
                                Assign(targets=('dk_f',)) @389:25
                                  .value:
                                    Call(kwargs=()) @389:32
                                      .func:
                                        Name(id='mma_async') @389:32
                                      .args:
                                        Attr(name='T') @389:42
                                          .value:
                                            Index() @389:42
                                              .value:
                                                Name(id='ds_s') @389:42
                                              .subs:
                                                Name(id='own') @389:47
                                        Index() @389:55
                                          .value:
                                            Name(id='q_ring') @389:55
                                          .subs:
                                            Name(id='slot') @389:62
                                        Name(id='acc_k') @389:69
                                Wait(phase=None) @390:25
                                  .target:
                                    Index() @390:30
                                      .value:
                                        Name(id='ds_ready') @390:30
                                      .subs:
                                        Name(id='slot') @390:39
                                For(var='i') @391:25
                                  .iter:
                                    Call(kwargs=()) @391:34
                                      .func:
                                        Name(id='static_range') @391:34
                                      .args:
                                        Name(id='NCW') @391:47
                                  .body:
                                    Assign(targets=('c',)) @392:29
                                      .value:
                                        BinOp(op='+') @392:33
                                          .lhs:
                                            BinOp(op='*') @392:33
                                              .lhs:
                                                Name(id='wg') @392:33
                                              .rhs:
                                                Name(id='NCW') @392:38
                                          .rhs:
                                            Name(id='i') @392:44
                                    If() @393:29
                                      .cond:
                                        Name(id='DQ_PAIR') @393:32
                                      .body:
                                        Assign(targets=('f0',)) @396:33
                                          .value:
                                            Call(kwargs=()) @396:38
                                              .func:
                                                Name(id='mma_async') @396:38
                                              .args:
                                                Index() @396:48
                                                  .value:
                                                    Name(id='ds_s') @396:48
                                                  .subs:
                                                    Name(id='own') @396:53
                                                Index() @396:59
                                                  .value:
                                                    Name(id='kh_tile') @396:59
                                                  .subs:
                                                    BinOp(op='+') @396:67
                                                      .lhs:
                                                        BinOp(op='*') @396:67
                                                          .lhs:
                                                            Name(id='NC') @396:67
                                                          .rhs:
                                                            Name(id='mine') @396:72
                                                      .rhs:
                                                        Name(id='c') @396:79
                                        Assign(targets=('f1',)) @397:33
                                          .value:
                                            Call(kwargs=()) @397:38
                                              .func:
                                                Name(id='mma_async') @397:38
                                              .args:
                                                Index() @397:48
                                                  .value:
                                                    Name(id='ds_s') @397:48
                                                  .subs:
                                                    BinOp(op='+') @397:53
                                                      .lhs:
                                                        BinOp(op='*') @397:53
                                                          .lhs:
                                                            Name(id='slot') @397:53
                                                          .rhs:
                                                            Name(id='NWG') @397:60
                                                      .rhs:
                                                        Name(id='og') @397:66
                                                Index() @397:71
                                                  .value:
                                                    Name(id='kh_tile') @397:71
                                                  .subs:
                                                    BinOp(op='+') @397:79
                                                      .lhs:
                                                        BinOp(op='*') @397:79
                                                          .lhs:
                                                            Name(id='NC') @397:79
                                                          .rhs:
                                                            BinOp(op='+') @397:85
                                                              .lhs:
                                                                BinOp(op='*') @397:85
                                                                  .lhs:
                                                                    Name(id='ks') @397:85
                                                                  .rhs:
                                                                    Name(id='NWG') @397:90
                                                              .rhs:
                                                                Name(id='og') @397:96
                                                      .rhs:
                                                        Name(id='c') @397:102
                                                Name(id='f0') @397:106
                                        If(orelse=()) @398:33
                                          .cond:
                                            BinOp(op='==') @398:36
                                              .lhs:
                                                Name(id='i') @398:36
                                              .rhs:
                                                Const(value=0) @398:41
                                          .body:
                                            Assign(targets=('acc_k',)) @399:37
                                              .value:
                                                Call() @399:45
                                                  .func:
                                                    Name(id='mma_wait') @399:45
                                                  .args:
                                                    Name(id='dk_f') @399:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @399:68
                                                    )
                                            Arrive(count=None) @400:37
                                              .target:
                                                Index() @400:44
                                                  .value:
                                                    Name(id='qd_free') @400:44
                                                  .subs:
                                                    Name(id='slot') @400:52
                                        Assign(targets=('dq_c',)) @401:33
                                          .value:
                                            Call(kwargs=()) @401:40
                                              .func:
                                                Name(id='mma_wait') @401:40
                                              .args:
                                                Name(id='f1') @401:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @403:33
                                          .value:
                                            Call(kwargs=()) @403:40
                                              .func:
                                                Name(id='zeros') @403:40
                                              .args:
                                                ListLit() @403:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @403:47
                                                    Name(id='DQ_COLS') @403:56
                                                Name(id='f32') @403:66
                                        For(var='g') @404:33
                                          .iter:
                                            Call(kwargs=()) @404:42
                                              .func:
                                                Name(id='static_range') @404:42
                                              .args:
                                                Name(id='NWG') @404:55
                                          .body:
                                            Assign(targets=('gg',)) @405:37
                                              .value:
                                                BinOp(op='%') @405:43
                                                  .lhs:
                                                    BinOp(op='+') @405:43
                                                      .lhs:
                                                        Name(id='wg') @405:43
                                                      .rhs:
                                                        Name(id='g') @405:48
                                                  .rhs:
                                                    Name(id='NWG') @405:53
                                            Assign(targets=('dq_f',)) @406:37
                                              .value:
                                                Call(kwargs=()) @406:44
                                                  .func:
                                                    Name(id='mma_async') @406:44
                                                  .args:
                                                    Index() @406:54
                                                      .value:
                                                        Name(id='ds_s') @406:54
                                                      .subs:
                                                        BinOp(op='+') @406:59
                                                          .lhs:
                                                            BinOp(op='*') @406:59
                                                              .lhs:
                                                                Name(id='slot') @406:59
                                                              .rhs:
                                                                Name(id='NWG') @406:66
                                                          .rhs:
                                                            Name(id='gg') @406:72
                                                    Index() @406:77
                                                      .value:
                                                        Name(id='kh_tile') @406:77
                                                      .subs:
                                                        BinOp(op='+') @406:85
                                                          .lhs:
                                                            BinOp(op='*') @406:85
                                                              .lhs:
                                                                Name(id='NC') @406:85
                                                              .rhs:
                                                                BinOp(op='+') @406:91
                                                                  .lhs:
                                                                    BinOp(op='*') @406:91
                                                                      .lhs:
                                                                        Name(id='ks') @406:91
                                                                      .rhs:
                                                                        Name(id='NWG') @406:96
                                                                  .rhs:
                                                                    Name(id='gg') @406:102
                                                          .rhs:
                                                            Name(id='c') @406:108
                                                    Name(id='dq_c') @406:112
                                            If(orelse=()) @407:37
                                              .cond:
                                                BoolOp(op='and') @407:40
                                                  .values:
                                                    BinOp(op='==') @407:40
                                                      .lhs:
                                                        Name(id='i') @407:40
                                                      .rhs:
                                                        Const(value=0) @407:45
                                                    BinOp(op='==') @407:51
                                                      .lhs:
                                                        Name(id='g') @407:51
                                                      .rhs:
                                                        Const(value=0) @407:56
                                              .body:
                                                Assign(targets=('acc_k',)) @409:41
                                                  .value:
                                                    Call() @409:49
                                                      .func:
                                                        Name(id='mma_wait') @409:49
                                                      .args:
                                                        Name(id='dk_f') @409:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @409:72
                                                        )
                                                Arrive(count=None) @410:41
                                                  .target:
                                                    Index() @410:48
                                                      .value:
                                                        Name(id='qd_free') @410:48
                                                      .subs:
                                                        Name(id='slot') @410:56
                                            Assign(targets=('dq_c',)) @411:37
                                              .value:
                                                Call(kwargs=()) @411:44
                                                  .func:
                                                    Name(id='mma_wait') @411:44
                                                  .args:
                                                    Name(id='dq_f') @411:53
                                    Wait() @412:29
                                      .target:
                                        Index() @412:34
                                          .value:
                                            Name(id='dq_empty') @412:34
                                          .subs:
                                            Name(id='i') @412:43
                                      .phase:
                                        BinOp(op='-') @412:52
                                          .lhs:
                                            Const(value=1) @412:52
                                          .rhs:
                                            BinOp(op='%') @412:56
                                              .lhs:
                                                Name(id='slot') @412:56
                                              .rhs:
                                                Const(value=2) @412:63
                                    ExprStmt() @413:29
                                      .value:
                                        Call(kwargs=()) @413:29
                                          .func:
                                            Name(id='store_smem') @413:29
                                          .args:
                                            Index() @413:40
                                              .value:
                                                Name(id='dq_s') @413:40
                                              .subs:
                                                BinOp(op='+') @413:45
                                                  .lhs:
                                                    BinOp(op='*') @413:45
                                                      .lhs:
                                                        Name(id='i') @413:45
                                                      .rhs:
                                                        Name(id='NWG') @413:49
                                                  .rhs:
                                                    Name(id='wg') @413:55
                                            Name(id='dq_c') @413:60
                                    Fence() @414:29
                                    Arrive(count=None) @415:29
                                      .target:
                                        Index() @415:36
                                          .value:
                                            Name(id='dq_full') @415:36
                                          .subs:
                                            Name(id='i') @415:44
                              .orelse:
                                Assign(targets=('dq_f',)) @417:25
                                  .value:
                                    Call(kwargs=()) @417:32
                                      .func:
                                        Name(id='mma_async') @417:32
                                      .args:
                                        Index() @417:42
                                          .value:
                                            Name(id='ds_s') @417:42
                                          .subs:
                                            Name(id='wg') @417:47
                                        Index() @417:52
                                          .value:
                                            Name(id='kh_tile') @417:52
                                          .subs:
                                            BinOp(op='*') @417:60
                                              .lhs:
                                                Name(id='NC') @417:60
                                              .rhs:
                                                Name(id='mine') @417:65
                                Assign(targets=('dk_f',)) @418:25
                                  .value:
                                    Call(kwargs=()) @418:32
                                      .func:
                                        Name(id='mma_async') @418:32
                                      .args:
                                        Attr(name='T') @418:42
                                          .value:
                                            Index() @418:42
                                              .value:
                                                Name(id='ds_s') @418:42
                                              .subs:
                                                Name(id='wg') @418:47
                                        Index() @418:54
                                          .value:
                                            Name(id='q_ring') @418:54
                                          .subs:
                                            Name(id='slot') @418:61
                                        Name(id='acc_k') @418:68
                                Assign(targets=('dq_c',)) @419:25
                                  .value:
                                    Call() @419:32
                                      .func:
                                        Name(id='mma_wait') @419:32
                                      .args:
                                        Name(id='dq_f') @419:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @419:55
                                        )
                                ExprStmt() @420:25
                                  .value:
                                    Call(kwargs=()) @420:25
                                      .func:
                                        Name(id='store_smem') @420:25
                                      .args:
                                        Index() @420:36
                                          .value:
                                            Name(id='dq_s') @420:36
                                          .subs:
                                            Name(id='wg') @420:41
                                        Name(id='dq_c') @420:46
                                Fence() @421:25
                                Tma(signals=None, reduce='add') @422:25
                                  .dst:
                                    Index() @422:29
                                      .value:
                                        Name(id='dq_acc') @422:29
                                      .subs:
                                        Name(id='seq') @422:36
                                        Name(id='mb') @422:41
                                        Name(id='head') @422:45
                                        Const(value=0) @422:51
                                  .src:
                                    Index() @422:57
                                      .value:
                                        Name(id='dq_s') @422:57
                                      .subs:
                                        Name(id='wg') @422:62
                                Assign(targets=('dq_f',)) @423:25
                                  .value:
                                    Call(kwargs=()) @423:32
                                      .func:
                                        Name(id='mma_async') @423:32
                                      .args:
                                        Index() @423:42
                                          .value:
                                            Name(id='ds_s') @423:42
                                          .subs:
                                            Name(id='wg') @423:47
                                        Index() @423:52
                                          .value:
                                            Name(id='kh_tile') @423:52
                                          .subs:
                                            BinOp(op='+') @423:60
                                              .lhs:
                                                BinOp(op='*') @423:60
                                                  .lhs:
                                                    Name(id='NC') @423:60
                                                  .rhs:
                                                    Name(id='mine') @423:65
                                              .rhs:
                                                Const(value=1) @423:72
                                Assign(targets=('acc_k',)) @424:25
                                  .value:
                                    Call() @424:33
                                      .func:
                                        Name(id='mma_wait') @424:33
                                      .args:
                                        Name(id='dk_f') @424:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @424:56
                                        )
                                Assign(targets=('dq_c',)) @425:25
                                  .value:
                                    Call(kwargs=()) @425:32
                                      .func:
                                        Name(id='mma_wait') @425:32
                                      .args:
                                        Name(id='dq_f') @425:41
                                Arrive(count=None) @426:25
                                  .target:
                                    Index() @426:32
                                      .value:
                                        Name(id='qd_free') @426:32
                                      .subs:
                                        Name(id='slot') @426:40
                                ExprStmt() @427:25
                                  .value:
                                    Call(kwargs=()) @427:25
                                      .func:
                                        Name(id='store_smem') @427:25
                                      .args:
                                        Index() @427:36
                                          .value:
                                            Name(id='dq_s') @427:36
                                          .subs:
                                            Name(id='wg') @427:41
                                        Name(id='dq_c') @427:46
                                Fence() @428:25
                                Tma(signals=None, reduce='add') @429:25
                                  .dst:
                                    Index() @429:29
                                      .value:
                                        Name(id='dq_acc') @429:29
                                      .subs:
                                        Name(id='seq') @429:36
                                        Name(id='mb') @429:41
                                        Name(id='head') @429:45
                                        Const(value=1) @429:51
                                  .src:
                                    Index() @429:57
                                      .value:
                                        Name(id='dq_s') @429:57
                                      .subs:
                                        Name(id='wg') @429:62
                                For(var='c') @430:25
                                  .iter:
                                    Call(kwargs=()) @430:34
                                      .func:
                                        Name(id='static_range') @430:34
                                      .args:
                                        Const(value=2) @430:47
                                        Name(id='NC') @430:50
                                  .body:
                                    Assign(targets=('dq_c',)) @431:29
                                      .value:
                                        Call(kwargs=()) @431:36
                                          .func:
                                            Name(id='mma_wait') @431:36
                                          .args:
                                            Call(kwargs=()) @431:45
                                              .func:
                                                Name(id='mma_async') @431:45
                                              .args:
                                                Index() @431:55
                                                  .value:
                                                    Name(id='ds_s') @431:55
                                                  .subs:
                                                    Name(id='wg') @431:60
                                                Index() @431:65
                                                  .value:
                                                    Name(id='kh_tile') @431:65
                                                  .subs:
                                                    BinOp(op='+') @431:73
                                                      .lhs:
                                                        BinOp(op='*') @431:73
                                                          .lhs:
                                                            Name(id='NC') @431:73
                                                          .rhs:
                                                            Name(id='mine') @431:78
                                                      .rhs:
                                                        Name(id='c') @431:85
                                    ExprStmt() @432:29
                                      .value:
                                        Call(kwargs=()) @432:29
                                          .func:
                                            Name(id='store_smem') @432:29
                                          .args:
                                            Index() @432:40
                                              .value:
                                                Name(id='dq_s') @432:40
                                              .subs:
                                                Name(id='wg') @432:45
                                            Name(id='dq_c') @432:50
                                    Fence() @433:29
                                    Tma(signals=None, reduce='add') @434:29
                                      .dst:
                                        Index() @434:33
                                          .value:
                                            Name(id='dq_acc') @434:33
                                          .subs:
                                            Name(id='seq') @434:40
                                            Name(id='mb') @434:45
                                            Name(id='head') @434:49
                                            Name(id='c') @434:55
                                      .src:
                                        Index() @434:61
                                          .value:
                                            Name(id='dq_s') @434:61
                                          .subs:
                                            Name(id='wg') @434:66
                      .orelse:
                        Assign(targets=('st_f',)) @436:21
                          .value:
                            Call(kwargs=()) @436:28
                              .func:
                                Name(id='mma_async') @436:28
                              .args:
                                Index() @436:38
                                  .value:
                                    Name(id='k_tile') @436:38
                                  .subs:
                                    Name(id='mine') @436:45
                                Attr(name='T') @436:52
                                  .value:
                                    Index() @436:52
                                      .value:
                                        Name(id='q_ring') @436:52
                                      .subs:
                                        Name(id='slot') @436:59
                        Assign(targets=('dpt_f',)) @437:21
                          .value:
                            Call(kwargs=()) @437:29
                              .func:
                                Name(id='mma_async') @437:29
                              .args:
                                Index() @437:39
                                  .value:
                                    Name(id='v_tile') @437:39
                                  .subs:
                                    Name(id='mine') @437:46
                                Attr(name='T') @437:53
                                  .value:
                                    Index() @437:53
                                      .value:
                                        Name(id='do_ring') @437:53
                                      .subs:
                                        Name(id='slot') @437:61
                        If(orelse=()) @438:21
                          .cond:
                            Name(id='late') @438:24
                          .body:
                            Fence() @439:25
                            Arrive(count=None) @440:25
                              .target:
                                Index() @440:32
                                  .value:
                                    Name(id='dq_full') @440:32
                                  .subs:
                                    Name(id='LAST') @440:40
                        Assign(targets=('st',)) @441:21
                          .value:
                            Call() @441:26
                              .func:
                                Name(id='mma_wait') @441:26
                              .args:
                                Name(id='st_f') @441:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @441:49
                                )
                        If() @442:21
                          .cond:
                            Name(id='LSE_RING') @442:24
                          .body:
                            Assign(targets=('lse2r',)) @443:25
                              .value:
                                Call(kwargs=()) @443:33
                                  .func:
                                    Name(id='load') @443:33
                                  .args:
                                    Index() @443:38
                                      .value:
                                        Name(id='lse_s') @443:38
                                      .subs:
                                        Name(id='slot') @443:44
                          .orelse:
                            Assign(targets=('lse2r',)) @445:25
                              .value:
                                Index() @445:33
                                  .value:
                                    Name(id='lse2') @445:33
                                  .subs:
                                    Const(value=None) @445:38
                                    FullSlice() @445:44
                        Assign(targets=('pt', 'dact')) @446:21
                          .value:
                            Call(kwargs=()) @446:32
                              .func:
                                Name(id='probs') @446:32
                              .args:
                                Name(id='st') @446:38
                                Name(id='edge') @446:42
                                Index() @446:48
                                  .value:
                                    Name(id='qpos') @446:48
                                  .subs:
                                    Const(value=None) @446:53
                                    FullSlice() @446:59
                                Index() @446:63
                                  .value:
                                    Name(id='krows') @446:63
                                  .subs:
                                    FullSlice() @446:69
                                    Const(value=None) @446:72
                                Name(id='len_q') @446:79
                                Name(id='len_k') @446:86
                                Name(id='lse2r') @446:93
                                Name(id='qk_scale') @446:100
                                Name(id='sm_scale') @447:38
                                Name(id='CAUSAL') @447:48
                                Name(id='ACT') @447:56
                        Assign(targets=('dpt',)) @448:21
                          .value:
                            Call(kwargs=()) @448:27
                              .func:
                                Name(id='mma_wait') @448:27
                              .args:
                                Name(id='dpt_f') @448:36
                        Assign(targets=('dv_f',)) @450:21
                          .value:
                            Call(kwargs=()) @450:28
                              .func:
                                Name(id='mma_async') @450:28
                              .args:
                                Call(kwargs=()) @450:38
                                  .func:
                                    Name(id='cast') @450:38
                                  .args:
                                    Name(id='pt') @450:43
                                    Name(id='DT') @450:47
                                Index() @450:52
                                  .value:
                                    Name(id='do_ring') @450:52
                                  .subs:
                                    Name(id='slot') @450:60
                                Name(id='acc_v') @450:67
                        If() @451:21
                          .cond:
                            Name(id='LSE_RING') @451:24
                          .body:
                            Assign(targets=('dltr',)) @452:25
                              .value:
                                Call(kwargs=()) @452:32
                                  .func:
                                    Name(id='load') @452:32
                                  .args:
                                    Index() @452:37
                                      .value:
                                        Name(id='dl_s') @452:37
                                      .subs:
                                        Name(id='slot') @452:42
                          .orelse:
                            Assign(targets=('dltr',)) @454:25
                              .value:
                                Index() @454:32
                                  .value:
                                    Name(id='dlt') @454:32
                                  .subs:
                                    Const(value=None) @454:36
                                    FullSlice() @454:42
                        Assign(targets=('dst',)) @455:21
                          .value:
                            Call(kwargs=()) @455:27
                              .func:
                                Name(id='cast') @455:27
                              .args:
                                Call(kwargs=()) @455:32
                                  .func:
                                    Name(id='dscores') @455:32
                                  .args:
                                    Name(id='pt') @455:40
                                    Name(id='dact') @455:44
                                    Name(id='dpt') @455:50
                                    Name(id='dltr') @455:55
                                    Name(id='ACT') @455:61
                                Name(id='DT') @455:67
                        If() @456:21
                          .cond:
                            Name(id='LAG') @456:24
                          .body:
                            ExprStmt() @458:25
                              .value:
                                Call(kwargs=()) @458:25
                                  .func:
                                    Name(id='store_smem') @458:25
                                  .args:
                                    Index() @458:36
                                      .value:
                                        Name(id='ds_s') @458:36
                                      .subs:
                                        BinOp(op='+') @458:41
                                          .lhs:
                                            BinOp(op='*') @458:41
                                              .lhs:
                                                Name(id='slot') @458:41
                                              .rhs:
                                                Name(id='NWG') @458:48
                                          .rhs:
                                            Name(id='wg') @458:54
                                    Name(id='dst') @458:59
                            Fence() @459:25
                            Arrive(count=None) @460:25
                              .target:
                                Index() @460:32
                                  .value:
                                    Name(id='ds_ready') @460:32
                                  .subs:
                                    Const(value=0) @460:41
                            Assign(targets=('dk_f',)) @461:25
                              .value:
                                Call(kwargs=()) @461:32
                                  .func:
                                    Name(id='mma_async') @461:32
                                  .args:
                                    Name(id='dst') @461:42
                                    Index() @461:47
                                      .value:
                                        Name(id='q_ring') @461:47
                                      .subs:
                                        Name(id='slot') @461:54
                                    Name(id='acc_k') @461:61
                            Assign(targets=('acc_v',)) @462:25
                              .value:
                                Call() @462:33
                                  .func:
                                    Name(id='mma_wait') @462:33
                                  .args:
                                    Name(id='dv_f') @462:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @462:56
                                    )
                            Assign(targets=('acc_k',)) @463:25
                              .value:
                                Call(kwargs=()) @463:33
                                  .func:
                                    Name(id='mma_wait') @463:33
                                  .args:
                                    Name(id='dk_f') @463:42
                            Arrive(count=None) @464:25
                              .target:
                                Index() @464:32
                                  .value:
                                    Name(id='qd_free') @464:32
                                  .subs:
                                    Name(id='slot') @464:40
                            Assign(targets=('last',)) @465:25
                              .value:
                                Name(id='slot') @465:32
                          .orelse:
                            If() @466:21
                              .cond:
                                Name(id='WRITER') @466:26
                              .body:
                                ExprStmt() @468:25
                                  .value:
                                    Call(kwargs=()) @468:25
                                      .func:
                                        Name(id='store_smem') @468:25
                                      .args:
                                        Index() @468:36
                                          .value:
                                            Name(id='ds_s') @468:36
                                          .subs:
                                            BinOp(op='+') @468:41
                                              .lhs:
                                                BinOp(op='*') @468:41
                                                  .lhs:
                                                    Name(id='slot') @468:41
                                                  .rhs:
                                                    Name(id='NWG') @468:48
                                              .rhs:
                                                Name(id='wg') @468:54
                                        Name(id='dst') @468:59
                                Fence() @469:25
                                Arrive(count=None) @470:25
                                  .target:
                                    Index() @470:32
                                      .value:
                                        Name(id='ds_ready') @470:32
                                      .subs:
                                        Name(id='slot') @470:41
                                Assign(targets=('dk_f',)) @471:25
                                  .value:
                                    Call(kwargs=()) @471:32
                                      .func:
                                        Name(id='mma_async') @471:32
                                      .args:
                                        Name(id='dst') @471:42
                                        Index() @471:47
                                          .value:
                                            Name(id='q_ring') @471:47
                                          .subs:
                                            Name(id='slot') @471:54
                                        Name(id='acc_k') @471:61
                                If() @472:25
                                  .cond:
                                    Name(id='DQ_EARLY') @472:28
                                  .body:
                                    Assign(targets=('own',)) @475:29
                                      .value:
                                        BinOp(op='+') @475:35
                                          .lhs:
                                            BinOp(op='*') @475:35
                                              .lhs:
                                                Name(id='slot') @475:35
                                              .rhs:
                                                Name(id='NWG') @475:42
                                          .rhs:
                                            Name(id='wg') @475:48
                                    Assign(targets=('c0',)) @476:29
                                      .value:
                                        BinOp(op='*') @476:34
                                          .lhs:
                                            Name(id='wg') @476:34
                                          .rhs:
                                            Name(id='NCW') @476:39
                                    Assign(targets=('a0',)) @477:29
                                      .value:
                                        Call(kwargs=()) @477:34
                                          .func:
                                            Name(id='mma_async') @477:34
                                          .args:
                                            Attr(name='T') @477:44
                                              .value:
                                                Index() @477:44
                                                  .value:
                                                    Name(id='ds_s') @477:44
                                                  .subs:
                                                    Name(id='own') @477:49
                                            Index() @477:57
                                              .value:
                                                Name(id='kh_tile') @477:57
                                              .subs:
                                                BinOp(op='+') @477:65
                                                  .lhs:
                                                    BinOp(op='*') @477:65
                                                      .lhs:
                                                        Name(id='NC') @477:65
                                                      .rhs:
                                                        Name(id='mine') @477:70
                                                  .rhs:
                                                    Name(id='c0') @477:77
                                            Call(kwargs=()) @477:82
                                              .func:
                                                Name(id='zeros') @477:82
                                              .args:
                                                ListLit() @477:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @477:89
                                                    Name(id='DQ_COLS') @477:98
                                                Name(id='f32') @477:108
                                    Assign(targets=('a1',)) @478:29
                                      .value:
                                        Call(kwargs=()) @478:34
                                          .func:
                                            Name(id='mma_async') @478:34
                                          .args:
                                            Attr(name='T') @478:44
                                              .value:
                                                Index() @478:44
                                                  .value:
                                                    Name(id='ds_s') @478:44
                                                  .subs:
                                                    Name(id='own') @478:49
                                            Index() @478:57
                                              .value:
                                                Name(id='kh_tile') @478:57
                                              .subs:
                                                BinOp(op='+') @478:65
                                                  .lhs:
                                                    BinOp(op='+') @478:65
                                                      .lhs:
                                                        BinOp(op='*') @478:65
                                                          .lhs:
                                                            Name(id='NC') @478:65
                                                          .rhs:
                                                            Name(id='mine') @478:70
                                                      .rhs:
                                                        Name(id='c0') @478:77
                                                  .rhs:
                                                    Const(value=1) @478:82
                                            Call(kwargs=()) @478:86
                                              .func:
                                                Name(id='zeros') @478:86
                                              .args:
                                                ListLit() @478:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @478:93
                                                    Name(id='DQ_COLS') @478:102
                                                Name(id='f32') @478:112
                                    Assign(targets=('acc_v',)) @479:29
                                      .value:
                                        Call() @479:37
                                          .func:
                                            Name(id='mma_wait') @479:37
                                          .args:
                                            Name(id='dv_f') @479:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @479:60
                                            )
                                    Assign(targets=('acc_k',)) @480:29
                                      .value:
                                        Call() @480:37
                                          .func:
                                            Name(id='mma_wait') @480:37
                                          .args:
                                            Name(id='dk_f') @480:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @480:60
                                            )
                                    Arrive(count=None) @481:29
                                      .target:
                                        Index() @481:36
                                          .value:
                                            Name(id='qd_free') @481:36
                                          .subs:
                                            Name(id='slot') @481:44
                                    Assign(targets=('p0',)) @482:29
                                      .value:
                                        Call() @482:34
                                          .func:
                                            Name(id='mma_wait') @482:34
                                          .args:
                                            Name(id='a0') @482:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @482:55
                                            )
                                    Assign(targets=('p1',)) @483:29
                                      .value:
                                        Call(kwargs=()) @483:34
                                          .func:
                                            Name(id='mma_wait') @483:34
                                          .args:
                                            Name(id='a1') @483:43
                                    Wait(phase=None) @484:29
                                      .target:
                                        Index() @484:34
                                          .value:
                                            Name(id='ds_ready') @484:34
                                          .subs:
                                            Name(id='slot') @484:43
                                    Assign(targets=('og',)) @485:29
                                      .value:
                                        BinOp(op='%') @485:35
                                          .lhs:
                                            BinOp(op='+') @485:35
                                              .lhs:
                                                Name(id='wg') @485:35
                                              .rhs:
                                                Const(value=1) @485:40
                                          .rhs:
                                            Name(id='NWG') @485:45
                                    Assign(targets=('b0',)) @486:29
                                      .value:
                                        Call(kwargs=()) @486:34
                                          .func:
                                            Name(id='mma_async') @486:34
                                          .args:
                                            Attr(name='T') @486:44
                                              .value:
                                                Index() @486:44
                                                  .value:
                                                    Name(id='ds_s') @486:44
                                                  .subs:
                                                    BinOp(op='+') @486:49
                                                      .lhs:
                                                        BinOp(op='*') @486:49
                                                          .lhs:
                                                            Name(id='slot') @486:49
                                                          .rhs:
                                                            Name(id='NWG') @486:56
                                                      .rhs:
                                                        Name(id='og') @486:62
                                            Index() @486:69
                                              .value:
                                                Name(id='kh_tile') @486:69
                                              .subs:
                                                BinOp(op='+') @486:77
                                                  .lhs:
                                                    BinOp(op='*') @486:77
                                                      .lhs:
                                                        Name(id='NC') @486:77
                                                      .rhs:
                                                        BinOp(op='+') @486:83
                                                          .lhs:
                                                            BinOp(op='*') @486:83
                                                              .lhs:
                                                                Name(id='ks') @486:83
                                                              .rhs:
                                                                Name(id='NWG') @486:88
                                                          .rhs:
                                                            Name(id='og') @486:94
                                                  .rhs:
                                                    Name(id='c0') @486:100
                                            Name(id='p0') @486:105
                                    Assign(targets=('b1',)) @487:29
                                      .value:
                                        Call(kwargs=()) @487:34
                                          .func:
                                            Name(id='mma_async') @487:34
                                          .args:
                                            Attr(name='T') @487:44
                                              .value:
                                                Index() @487:44
                                                  .value:
                                                    Name(id='ds_s') @487:44
                                                  .subs:
                                                    BinOp(op='+') @487:49
                                                      .lhs:
                                                        BinOp(op='*') @487:49
                                                          .lhs:
                                                            Name(id='slot') @487:49
                                                          .rhs:
                                                            Name(id='NWG') @487:56
                                                      .rhs:
                                                        Name(id='og') @487:62
                                            Index() @487:69
                                              .value:
                                                Name(id='kh_tile') @487:69
                                              .subs:
                                                BinOp(op='+') @487:77
                                                  .lhs:
                                                    BinOp(op='+') @487:77
                                                      .lhs:
                                                        BinOp(op='*') @487:77
                                                          .lhs:
                                                            Name(id='NC') @487:77
                                                          .rhs:
                                                            BinOp(op='+') @487:83
                                                              .lhs:
                                                                BinOp(op='*') @487:83
                                                                  .lhs:
                                                                    Name(id='ks') @487:83
                                                                  .rhs:
                                                                    Name(id='NWG') @487:88
                                                              .rhs:
                                                                Name(id='og') @487:94
                                                      .rhs:
                                                        Name(id='c0') @487:100
                                                  .rhs:
                                                    Const(value=1) @487:105
                                            Name(id='p1') @487:109
                                    Assign(targets=('p0',)) @489:29
                                      .value:
                                        Call() @489:34
                                          .func:
                                            Name(id='mma_wait') @489:34
                                          .args:
                                            Name(id='b0') @489:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @489:55
                                            )
                                    Wait() @490:29
                                      .target:
                                        Index() @490:34
                                          .value:
                                            Name(id='dq_empty') @490:34
                                          .subs:
                                            Const(value=0) @490:43
                                      .phase:
                                        BinOp(op='-') @490:52
                                          .lhs:
                                            Const(value=1) @490:52
                                          .rhs:
                                            BinOp(op='%') @490:56
                                              .lhs:
                                                Name(id='slot') @490:56
                                              .rhs:
                                                Const(value=2) @490:63
                                    ExprStmt() @491:29
                                      .value:
                                        Call(kwargs=()) @491:29
                                          .func:
                                            Name(id='store_smem') @491:29
                                          .args:
                                            Index() @491:40
                                              .value:
                                                Name(id='dq_s') @491:40
                                              .subs:
                                                Name(id='wg') @491:45
                                            Name(id='p0') @491:50
                                    Fence() @492:29
                                    Arrive(count=None) @493:29
                                      .target:
                                        Index() @493:36
                                          .value:
                                            Name(id='dq_full') @493:36
                                          .subs:
                                            Const(value=0) @493:44
                                    Assign(targets=('p1',)) @494:29
                                      .value:
                                        Call(kwargs=()) @494:34
                                          .func:
                                            Name(id='mma_wait') @494:34
                                          .args:
                                            Name(id='b1') @494:43
                                    Wait() @495:29
                                      .target:
                                        Index() @495:34
                                          .value:
                                            Name(id='dq_empty') @495:34
                                          .subs:
                                            Const(value=1) @495:43
                                      .phase:
                                        BinOp(op='-') @495:52
                                          .lhs:
                                            Const(value=1) @495:52
                                          .rhs:
                                            BinOp(op='%') @495:56
                                              .lhs:
                                                Name(id='slot') @495:56
                                              .rhs:
                                                Const(value=2) @495:63
                                    ExprStmt() @496:29
                                      .value:
                                        Call(kwargs=()) @496:29
                                          .func:
                                            Name(id='store_smem') @496:29
                                          .args:
                                            Index() @496:40
                                              .value:
                                                Name(id='dq_s') @496:40
                                              .subs:
                                                BinOp(op='+') @496:45
                                                  .lhs:
                                                    Name(id='NWG') @496:45
                                                  .rhs:
                                                    Name(id='wg') @496:51
                                            Name(id='p1') @496:56
                                    Fence() @497:29
                                    Arrive(count=None) @498:29
                                      .target:
                                        Index() @498:36
                                          .value:
                                            Name(id='dq_full') @498:36
                                          .subs:
                                            Const(value=1) @498:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @500:29
                                      .value:
                                        Call() @500:37
                                          .func:
                                            Name(id='mma_wait') @500:37
                                          .args:
                                            Name(id='dv_f') @500:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @500:60
                                            )
                                    Assign(targets=('acc_k',)) @501:29
                                      .value:
                                        Call(kwargs=()) @501:37
                                          .func:
                                            Name(id='mma_wait') @501:37
                                          .args:
                                            Name(id='dk_f') @501:46
                                    Arrive(count=None) @502:29
                                      .target:
                                        Index() @502:36
                                          .value:
                                            Name(id='qd_free') @502:36
                                          .subs:
                                            Name(id='slot') @502:44
                                    Wait(phase=None) @503:29
                                      .target:
                                        Index() @503:34
                                          .value:
                                            Name(id='ds_ready') @503:34
                                          .subs:
                                            Name(id='slot') @503:43
                                    If() @504:29
                                      .cond:
                                        Name(id='ROWS') @504:32
                                      .body:
                                        Assign(targets=('RW',)) @506:33
                                          .value:
                                            BinOp(op='//') @506:38
                                              .lhs:
                                                Name(id='BLOCK_M') @506:38
                                              .rhs:
                                                Name(id='NWG') @506:49
                                        Assign(targets=('dq_r',)) @507:33
                                          .value:
                                            Call(kwargs=()) @507:40
                                              .func:
                                                Name(id='zeros') @507:40
                                              .args:
                                                ListLit() @507:46
                                                  .elts:
                                                    Name(id='RW') @507:47
                                                    Name(id='D') @507:51
                                                Name(id='f32') @507:55
                                        For(var='g') @508:33
                                          .iter:
                                            Call(kwargs=()) @508:42
                                              .func:
                                                Name(id='static_range') @508:42
                                              .args:
                                                Name(id='NWG') @508:55
                                          .body:
                                            Assign(targets=('gg',)) @509:37
                                              .value:
                                                BinOp(op='%') @509:43
                                                  .lhs:
                                                    BinOp(op='+') @509:43
                                                      .lhs:
                                                        Name(id='wg') @509:43
                                                      .rhs:
                                                        Name(id='g') @509:48
                                                  .rhs:
                                                    Name(id='NWG') @509:53
                                            Assign(targets=('dq_r',)) @510:37
                                              .value:
                                                Call(kwargs=()) @510:44
                                                  .func:
                                                    Name(id='mma_wait') @510:44
                                                  .args:
                                                    Call(kwargs=()) @510:53
                                                      .func:
                                                        Name(id='mma_async') @510:53
                                                      .args:
                                                        Attr(name='T') @510:63
                                                          .value:
                                                            Call(kwargs=()) @510:63
                                                              .func:
                                                                Name(id='col_block') @510:63
                                                              .args:
                                                                Index() @510:73
                                                                  .value:
                                                                    Name(id='ds_s') @510:73
                                                                  .subs:
                                                                    BinOp(op='+') @510:78
                                                                      .lhs:
                                                                        BinOp(op='*') @510:78
                                                                          .lhs:
                                                                            Name(id='slot') @510:78
                                                                          .rhs:
                                                                            Name(id='NWG') @510:85
                                                                      .rhs:
                                                                        Name(id='gg') @510:91
                                                                Name(id='wg') @510:96
                                                                Name(id='RW') @510:100
                                                        Index() @511:63
                                                          .value:
                                                            Name(id='k_tile') @511:63
                                                          .subs:
                                                            BinOp(op='+') @511:70
                                                              .lhs:
                                                                BinOp(op='*') @511:70
                                                                  .lhs:
                                                                    Name(id='ks') @511:70
                                                                  .rhs:
                                                                    Name(id='NWG') @511:75
                                                              .rhs:
                                                                Name(id='gg') @511:81
                                                        Name(id='dq_r') @511:86
                                        Wait() @512:33
                                          .target:
                                            Index() @512:38
                                              .value:
                                                Name(id='dq_empty') @512:38
                                              .subs:
                                                Const(value=0) @512:47
                                          .phase:
                                            BinOp(op='-') @512:56
                                              .lhs:
                                                Const(value=1) @512:56
                                              .rhs:
                                                BinOp(op='%') @512:60
                                                  .lhs:
                                                    Name(id='slot') @512:60
                                                  .rhs:
                                                    Const(value=2) @512:67
                                        ExprStmt() @513:33
                                          .value:
                                            Call(kwargs=()) @513:33
                                              .func:
                                                Name(id='store_smem') @513:33
                                              .args:
                                                Index() @513:44
                                                  .value:
                                                    Name(id='dq_s') @513:44
                                                  .subs:
                                                    Name(id='wg') @513:49
                                                Name(id='dq_r') @513:54
                                        If(orelse=()) @514:33
                                          .cond:
                                            Unary(op='not') @514:36
                                              .operand:
                                                Name(id='LATE') @514:40
                                          .body:
                                            Fence() @515:37
                                            Arrive(count=None) @516:37
                                              .target:
                                                Index() @516:44
                                                  .value:
                                                    Name(id='dq_full') @516:44
                                                  .subs:
                                                    Const(value=0) @516:52
                                      .orelse:
                                        For(var='i') @520:33
                                          .iter:
                                            Call(kwargs=()) @520:42
                                              .func:
                                                Name(id='static_range') @520:42
                                              .args:
                                                Name(id='NCW') @520:55
                                          .body:
                                            Assign(targets=('c',)) @521:37
                                              .value:
                                                BinOp(op='+') @521:41
                                                  .lhs:
                                                    BinOp(op='*') @521:41
                                                      .lhs:
                                                        Name(id='wg') @521:41
                                                      .rhs:
                                                        Name(id='NCW') @521:46
                                                  .rhs:
                                                    Name(id='i') @521:52
                                            Assign(targets=('dq_c',)) @522:37
                                              .value:
                                                Call(kwargs=()) @522:44
                                                  .func:
                                                    Name(id='zeros') @522:44
                                                  .args:
                                                    ListLit() @522:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @522:51
                                                        Name(id='DQ_COLS') @522:60
                                                    Name(id='f32') @522:70
                                            For(var='g') @523:37
                                              .iter:
                                                Call(kwargs=()) @523:46
                                                  .func:
                                                    Name(id='static_range') @523:46
                                                  .args:
                                                    Name(id='NWG') @523:59
                                              .body:
                                                Assign(targets=('gg',)) @524:41
                                                  .value:
                                                    BinOp(op='%') @524:47
                                                      .lhs:
                                                        BinOp(op='+') @524:47
                                                          .lhs:
                                                            Name(id='wg') @524:47
                                                          .rhs:
                                                            Name(id='g') @524:52
                                                      .rhs:
                                                        Name(id='NWG') @524:57
                                                Assign(targets=('dq_c',)) @525:41
                                                  .value:
                                                    Call(kwargs=()) @525:48
                                                      .func:
                                                        Name(id='mma_wait') @525:48
                                                      .args:
                                                        Call(kwargs=()) @525:57
                                                          .func:
                                                            Name(id='mma_async') @525:57
                                                          .args:
                                                            Attr(name='T') @525:67
                                                              .value:
                                                                Index() @525:67
                                                                  .value:
                                                                    Name(id='ds_s') @525:67
                                                                  .subs:
                                                                    BinOp(op='+') @525:72
                                                                      .lhs:
                                                                        BinOp(op='*') @525:72
                                                                          .lhs:
                                                                            Name(id='slot') @525:72
                                                                          .rhs:
                                                                            Name(id='NWG') @525:79
                                                                      .rhs:
                                                                        Name(id='gg') @525:85
                                                            Index() @525:92
                                                              .value:
                                                                Name(id='kh_tile') @525:92
                                                              .subs:
                                                                BinOp(op='+') @525:100
                                                                  .lhs:
                                                                    BinOp(op='*') @525:100
                                                                      .lhs:
                                                                        Name(id='NC') @525:100
                                                                      .rhs:
                                                                        BinOp(op='+') @525:106
                                                                          .lhs:
                                                                            BinOp(op='*') @525:106
                                                                              .lhs:
                                                                                Name(id='ks') @525:106
                                                                              .rhs:
                                                                                Name(id='NWG') @525:111
                                                                          .rhs:
                                                                            Name(id='gg') @525:117
                                                                  .rhs:
                                                                    Name(id='c') @525:123
                                                            Name(id='dq_c') @525:127
                                            Wait() @528:37
                                              .target:
                                                Index() @528:42
                                                  .value:
                                                    Name(id='dq_empty') @528:42
                                                  .subs:
                                                    Name(id='i') @528:51
                                              .phase:
                                                BinOp(op='-') @528:60
                                                  .lhs:
                                                    Const(value=1) @528:60
                                                  .rhs:
                                                    BinOp(op='%') @528:64
                                                      .lhs:
                                                        Name(id='slot') @528:64
                                                      .rhs:
                                                        Const(value=2) @528:71
                                            ExprStmt() @529:37
                                              .value:
                                                Call(kwargs=()) @529:37
                                                  .func:
                                                    Name(id='store_smem') @529:37
                                                  .args:
                                                    Index() @529:48
                                                      .value:
                                                        Name(id='dq_s') @529:48
                                                      .subs:
                                                        BinOp(op='+') @529:53
                                                          .lhs:
                                                            BinOp(op='*') @529:53
                                                              .lhs:
                                                                Name(id='i') @529:53
                                                              .rhs:
                                                                Name(id='NWG') @529:57
                                                          .rhs:
                                                            Name(id='wg') @529:63
                                                    Name(id='dq_c') @529:68
                                            If(orelse=()) @530:37
                                              .cond:
                                                BoolOp(op='or') @530:40
                                                  .values:
                                                    Unary(op='not') @530:40
                                                      .operand:
                                                        Name(id='LATE') @530:44
                                                    BinOp(op='<') @530:52
                                                      .lhs:
                                                        Name(id='i') @530:52
                                                      .rhs:
                                                        BinOp(op='-') @530:56
                                                          .lhs:
                                                            Name(id='NCW') @530:56
                                                          .rhs:
                                                            Const(value=1) @530:62
                                              .body:
                                                Fence() @531:41
                                                Arrive(count=None) @532:41
                                                  .target:
                                                    Index() @532:48
                                                      .value:
                                                        Name(id='dq_full') @532:48
                                                      .subs:
                                                        Name(id='i') @532:56
                              .orelse:
                                ExprStmt() @535:25
                                  .value:
                                    Call(kwargs=()) @535:25
                                      .func:
                                        Name(id='store_smem') @535:25
                                      .args:
                                        Index() @535:36
                                          .value:
                                            Name(id='ds_s') @535:36
                                          .subs:
                                            Name(id='wg') @535:41
                                        Name(id='dst') @535:46
                                Fence() @536:25
                                Assign(targets=('dq_f',)) @537:25
                                  .value:
                                    Call(kwargs=()) @537:32
                                      .func:
                                        Name(id='mma_async') @537:32
                                      .args:
                                        Attr(name='T') @537:42
                                          .value:
                                            Index() @537:42
                                              .value:
                                                Name(id='ds_s') @537:42
                                              .subs:
                                                Name(id='wg') @537:47
                                        Index() @537:54
                                          .value:
                                            Name(id='kh_tile') @537:54
                                          .subs:
                                            BinOp(op='*') @537:62
                                              .lhs:
                                                Name(id='NC') @537:62
                                              .rhs:
                                                Name(id='mine') @537:67
                                Assign(targets=('dk_f',)) @538:25
                                  .value:
                                    Call(kwargs=()) @538:32
                                      .func:
                                        Name(id='mma_async') @538:32
                                      .args:
                                        Name(id='dst') @538:42
                                        Index() @538:47
                                          .value:
                                            Name(id='q_ring') @538:47
                                          .subs:
                                            Name(id='slot') @538:54
                                        Name(id='acc_k') @538:61
                                Assign(targets=('acc_v',)) @539:25
                                  .value:
                                    Call() @539:33
                                      .func:
                                        Name(id='mma_wait') @539:33
                                      .args:
                                        Name(id='dv_f') @539:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @539:56
                                        )
                                Assign(targets=('dq_c',)) @543:25
                                  .value:
                                    Call() @543:32
                                      .func:
                                        Name(id='mma_wait') @543:32
                                      .args:
                                        Name(id='dq_f') @543:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @543:55
                                        )
                                ExprStmt() @544:25
                                  .value:
                                    Call(kwargs=()) @544:25
                                      .func:
                                        Name(id='store_smem') @544:25
                                      .args:
                                        Index() @544:36
                                          .value:
                                            Name(id='dq_s') @544:36
                                          .subs:
                                            Name(id='wg') @544:41
                                        Name(id='dq_c') @544:46
                                Fence() @545:25
                                Tma(signals=None, reduce='add') @546:25
                                  .dst:
                                    Index() @546:29
                                      .value:
                                        Name(id='dq_acc') @546:29
                                      .subs:
                                        Name(id='seq') @546:36
                                        Name(id='mb') @546:41
                                        Name(id='head') @546:45
                                        Const(value=0) @546:51
                                  .src:
                                    Index() @546:57
                                      .value:
                                        Name(id='dq_s') @546:57
                                      .subs:
                                        Name(id='wg') @546:62
                                Assign(targets=('dq_f',)) @547:25
                                  .value:
                                    Call(kwargs=()) @547:32
                                      .func:
                                        Name(id='mma_async') @547:32
                                      .args:
                                        Attr(name='T') @547:42
                                          .value:
                                            Index() @547:42
                                              .value:
                                                Name(id='ds_s') @547:42
                                              .subs:
                                                Name(id='wg') @547:47
                                        Index() @547:54
                                          .value:
                                            Name(id='kh_tile') @547:54
                                          .subs:
                                            BinOp(op='+') @547:62
                                              .lhs:
                                                BinOp(op='*') @547:62
                                                  .lhs:
                                                    Name(id='NC') @547:62
                                                  .rhs:
                                                    Name(id='mine') @547:67
                                              .rhs:
                                                Const(value=1) @547:74
                                Assign(targets=('acc_k',)) @548:25
                                  .value:
                                    Call() @548:33
                                      .func:
                                        Name(id='mma_wait') @548:33
                                      .args:
                                        Name(id='dk_f') @548:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @548:56
                                        )
                                Assign(targets=('dq_c',)) @549:25
                                  .value:
                                    Call(kwargs=()) @549:32
                                      .func:
                                        Name(id='mma_wait') @549:32
                                      .args:
                                        Name(id='dq_f') @549:41
                                Arrive(count=None) @550:25
                                  .target:
                                    Index() @550:32
                                      .value:
                                        Name(id='qd_free') @550:32
                                      .subs:
                                        Name(id='slot') @550:40
                                ExprStmt() @551:25
                                  .value:
                                    Call(kwargs=()) @551:25
                                      .func:
                                        Name(id='store_smem') @551:25
                                      .args:
                                        Index() @551:36
                                          .value:
                                            Name(id='dq_s') @551:36
                                          .subs:
                                            Name(id='wg') @551:41
                                        Name(id='dq_c') @551:46
                                Fence() @552:25
                                Tma(signals=None, reduce='add') @553:25
                                  .dst:
                                    Index() @553:29
                                      .value:
                                        Name(id='dq_acc') @553:29
                                      .subs:
                                        Name(id='seq') @553:36
                                        Name(id='mb') @553:41
                                        Name(id='head') @553:45
                                        Const(value=1) @553:51
                                  .src:
                                    Index() @553:57
                                      .value:
                                        Name(id='dq_s') @553:57
                                      .subs:
                                        Name(id='wg') @553:62
                                For(var='c') @554:25
                                  .iter:
                                    Call(kwargs=()) @554:34
                                      .func:
                                        Name(id='static_range') @554:34
                                      .args:
                                        Const(value=2) @554:47
                                        Name(id='NC') @554:50
                                  .body:
                                    Assign(targets=('dq_c',)) @555:29
                                      .value:
                                        Call(kwargs=()) @555:36
                                          .func:
                                            Name(id='mma_wait') @555:36
                                          .args:
                                            Call(kwargs=()) @555:45
                                              .func:
                                                Name(id='mma_async') @555:45
                                              .args:
                                                Attr(name='T') @555:55
                                                  .value:
                                                    Index() @555:55
                                                      .value:
                                                        Name(id='ds_s') @555:55
                                                      .subs:
                                                        Name(id='wg') @555:60
                                                Index() @555:67
                                                  .value:
                                                    Name(id='kh_tile') @555:67
                                                  .subs:
                                                    BinOp(op='+') @555:75
                                                      .lhs:
                                                        BinOp(op='*') @555:75
                                                          .lhs:
                                                            Name(id='NC') @555:75
                                                          .rhs:
                                                            Name(id='mine') @555:80
                                                      .rhs:
                                                        Name(id='c') @555:87
                                    ExprStmt() @556:29
                                      .value:
                                        Call(kwargs=()) @556:29
                                          .func:
                                            Name(id='store_smem') @556:29
                                          .args:
                                            Index() @556:40
                                              .value:
                                                Name(id='dq_s') @556:40
                                              .subs:
                                                Name(id='wg') @556:45
                                            Name(id='dq_c') @556:50
                                    Fence() @557:29
                                    Tma(signals=None, reduce='add') @558:29
                                      .dst:
                                        Index() @558:33
                                          .value:
                                            Name(id='dq_acc') @558:33
                                          .subs:
                                            Name(id='seq') @558:40
                                            Name(id='mb') @558:45
                                            Name(id='head') @558:49
                                            Name(id='c') @558:55
                                      .src:
                                        Index() @558:61
                                          .value:
                                            Name(id='dq_s') @558:61
                                          .subs:
                                            Name(id='wg') @558:66
            If(orelse=()) @559:9
              .cond:
                BoolOp(op='and') @559:12
                  .values:
                    Name(id='LATE') @559:12
                    Unary(op='not') @559:21
                      .operand:
                        Name(id='LAG') @559:25
              .body:
                If(orelse=()) @561:13
                  .cond:
                    BinOp(op='>') @561:16
                      .lhs:
                        Name(id='steps') @561:16
                      .rhs:
                        Const(value=0) @561:24
                  .body:
                    Fence() @562:17
                    Arrive(count=None) @563:17
                      .target:
                        Index() @563:24
                          .value:
                            Name(id='dq_full') @563:24
                          .subs:
                            Name(id='LAST') @563:32
            If(orelse=()) @564:9
              .cond:
                Name(id='LAG') @564:12
              .body:
                Assign(targets=('og',)) @565:13
                  .value:
                    BinOp(op='%') @565:19
                      .lhs:
                        BinOp(op='+') @565:19
                          .lhs:
                            Name(id='wg') @565:19
                          .rhs:
                            Const(value=1) @565:24
                      .rhs:
                        Name(id='NWG') @565:29
                If(orelse=()) @566:13
                  .cond:
                    Name(id='CARRY') @566:16
                  .body:
                    Assign(targets=('acc_k',)) @569:17
                      .value:
                        Call(kwargs=()) @569:25
                          .func:
                            Name(id='mma_wait') @569:25
                          .args:
                            Name(id='dk_f') @569:34
                If(orelse=()) @570:13
                  .cond:
                    BinOp(op='>') @570:16
                      .lhs:
                        Name(id='steps') @570:16
                      .rhs:
                        Const(value=0) @570:24
                  .body:
                    If(orelse=()) @571:17
                      .cond:
                        Name(id='CARRY') @571:20
                      .body:
                        Arrive(count=None) @572:21
                          .target:
                            Index() @572:28
                              .value:
                                Name(id='qd_free') @572:28
                              .subs:
                                Name(id='last') @572:36
                    Wait() @573:17
                      .target:
                        Index() @573:22
                          .value:
                            Name(id='ds_ready') @573:22
                          .subs:
                            Const(value=0) @573:31
                      .phase:
                        BinOp(op='%') @573:40
                          .lhs:
                            Name(id='last') @573:40
                          .rhs:
                            Const(value=2) @573:47
                    For(var='i') @574:17
                      .iter:
                        Call(kwargs=()) @574:26
                          .func:
                            Name(id='static_range') @574:26
                          .args:
                            Name(id='NCW') @574:39
                      .body:
                        Assign(targets=('c',)) @575:21
                          .value:
                            BinOp(op='+') @575:25
                              .lhs:
                                BinOp(op='*') @575:25
                                  .lhs:
                                    Name(id='wg') @575:25
                                  .rhs:
                                    Name(id='NCW') @575:30
                              .rhs:
                                Name(id='i') @575:36
                        If() @576:21
                          .cond:
                            Name(id='DQ_PAIR') @576:24
                          .body:
                            Assign(targets=('f0',)) @578:25
                              .value:
                                Call(kwargs=()) @578:30
                                  .func:
                                    Name(id='mma_async') @578:30
                                  .args:
                                    Index() @578:40
                                      .value:
                                        Name(id='ds_s') @578:40
                                      .subs:
                                        BinOp(op='+') @578:45
                                          .lhs:
                                            BinOp(op='*') @578:45
                                              .lhs:
                                                Name(id='last') @578:45
                                              .rhs:
                                                Name(id='NWG') @578:52
                                          .rhs:
                                            Name(id='wg') @578:58
                                    Index() @578:63
                                      .value:
                                        Name(id='kh_tile') @578:63
                                      .subs:
                                        BinOp(op='+') @578:71
                                          .lhs:
                                            BinOp(op='*') @578:71
                                              .lhs:
                                                Name(id='NC') @578:71
                                              .rhs:
                                                BinOp(op='+') @578:77
                                                  .lhs:
                                                    BinOp(op='*') @578:77
                                                      .lhs:
                                                        Name(id='ks') @578:77
                                                      .rhs:
                                                        Name(id='NWG') @578:82
                                                  .rhs:
                                                    Name(id='wg') @578:88
                                          .rhs:
                                            Name(id='c') @578:94
                            Assign(targets=('f1',)) @579:25
                              .value:
                                Call(kwargs=()) @579:30
                                  .func:
                                    Name(id='mma_async') @579:30
                                  .args:
                                    Index() @579:40
                                      .value:
                                        Name(id='ds_s') @579:40
                                      .subs:
                                        BinOp(op='+') @579:45
                                          .lhs:
                                            BinOp(op='*') @579:45
                                              .lhs:
                                                Name(id='last') @579:45
                                              .rhs:
                                                Name(id='NWG') @579:52
                                          .rhs:
                                            Name(id='og') @579:58
                                    Index() @579:63
                                      .value:
                                        Name(id='kh_tile') @579:63
                                      .subs:
                                        BinOp(op='+') @579:71
                                          .lhs:
                                            BinOp(op='*') @579:71
                                              .lhs:
                                                Name(id='NC') @579:71
                                              .rhs:
                                                BinOp(op='+') @579:77
                                                  .lhs:
                                                    BinOp(op='*') @579:77
                                                      .lhs:
                                                        Name(id='ks') @579:77
                                                      .rhs:
                                                        Name(id='NWG') @579:82
                                                  .rhs:
                                                    Name(id='og') @579:88
                                          .rhs:
                                            Name(id='c') @579:94
                                    Name(id='f0') @579:98
                            Assign(targets=('dq_c',)) @580:25
                              .value:
                                Call(kwargs=()) @580:32
                                  .func:
                                    Name(id='mma_wait') @580:32
                                  .args:
                                    Name(id='f1') @580:41
                          .orelse:
                            Assign(targets=('dq_c',)) @582:25
                              .value:
                                Call(kwargs=()) @582:32
                                  .func:
                                    Name(id='zeros') @582:32
                                  .args:
                                    ListLit() @582:38
                                      .elts:
                                        Name(id='BLOCK_M') @582:39
                                        Name(id='DQ_COLS') @582:48
                                    Name(id='f32') @582:58
                            For(var='g') @583:25
                              .iter:
                                Call(kwargs=()) @583:34
                                  .func:
                                    Name(id='static_range') @583:34
                                  .args:
                                    Name(id='NWG') @583:47
                              .body:
                                Assign(targets=('gg',)) @584:29
                                  .value:
                                    BinOp(op='%') @584:35
                                      .lhs:
                                        BinOp(op='+') @584:35
                                          .lhs:
                                            Name(id='wg') @584:35
                                          .rhs:
                                            Name(id='g') @584:40
                                      .rhs:
                                        Name(id='NWG') @584:45
                                If() @585:29
                                  .cond:
                                    Name(id='SMEM_P') @585:32
                                  .body:
                                    Assign(targets=('dq_f',)) @586:33
                                      .value:
                                        Call(kwargs=()) @586:40
                                          .func:
                                            Name(id='mma_async') @586:40
                                          .args:
                                            Index() @586:50
                                              .value:
                                                Name(id='ds_s') @586:50
                                              .subs:
                                                BinOp(op='+') @586:55
                                                  .lhs:
                                                    BinOp(op='*') @586:55
                                                      .lhs:
                                                        Name(id='last') @586:55
                                                      .rhs:
                                                        Name(id='NWG') @586:62
                                                  .rhs:
                                                    Name(id='gg') @586:68
                                            Index() @586:73
                                              .value:
                                                Name(id='kh_tile') @586:73
                                              .subs:
                                                BinOp(op='+') @586:81
                                                  .lhs:
                                                    BinOp(op='*') @586:81
                                                      .lhs:
                                                        Name(id='NC') @586:81
                                                      .rhs:
                                                        BinOp(op='+') @586:87
                                                          .lhs:
                                                            BinOp(op='*') @586:87
                                                              .lhs:
                                                                Name(id='ks') @586:87
                                                              .rhs:
                                                                Name(id='NWG') @586:92
                                                          .rhs:
                                                            Name(id='gg') @586:98
                                                  .rhs:
                                                    Name(id='c') @586:104
                                            Name(id='dq_c') @586:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @588:33
                                      .value:
                                        Call(kwargs=()) @588:40
                                          .func:
                                            Name(id='mma_async') @588:40
                                          .args:
                                            Attr(name='T') @588:50
                                              .value:
                                                Index() @588:50
                                                  .value:
                                                    Name(id='ds_s') @588:50
                                                  .subs:
                                                    BinOp(op='+') @588:55
                                                      .lhs:
                                                        BinOp(op='*') @588:55
                                                          .lhs:
                                                            Name(id='last') @588:55
                                                          .rhs:
                                                            Name(id='NWG') @588:62
                                                      .rhs:
                                                        Name(id='gg') @588:68
                                            Index() @588:75
                                              .value:
                                                Name(id='kh_tile') @588:75
                                              .subs:
                                                BinOp(op='+') @588:83
                                                  .lhs:
                                                    BinOp(op='*') @588:83
                                                      .lhs:
                                                        Name(id='NC') @588:83
                                                      .rhs:
                                                        BinOp(op='+') @588:89
                                                          .lhs:
                                                            BinOp(op='*') @588:89
                                                              .lhs:
                                                                Name(id='ks') @588:89
                                                              .rhs:
                                                                Name(id='NWG') @588:94
                                                          .rhs:
                                                            Name(id='gg') @588:100
                                                  .rhs:
                                                    Name(id='c') @588:106
                                            Name(id='dq_c') @588:110
                                Assign(targets=('dq_c',)) @589:29
                                  .value:
                                    Call(kwargs=()) @589:36
                                      .func:
                                        Name(id='mma_wait') @589:36
                                      .args:
                                        Name(id='dq_f') @589:45
                        Wait() @590:21
                          .target:
                            Index() @590:26
                              .value:
                                Name(id='dq_empty') @590:26
                              .subs:
                                Name(id='i') @590:35
                          .phase:
                            BinOp(op='-') @590:44
                              .lhs:
                                Const(value=1) @590:44
                              .rhs:
                                BinOp(op='%') @590:48
                                  .lhs:
                                    Name(id='last') @590:48
                                  .rhs:
                                    Const(value=2) @590:55
                        ExprStmt() @591:21
                          .value:
                            Call(kwargs=()) @591:21
                              .func:
                                Name(id='store_smem') @591:21
                              .args:
                                Index() @591:32
                                  .value:
                                    Name(id='dq_s') @591:32
                                  .subs:
                                    BinOp(op='+') @591:37
                                      .lhs:
                                        BinOp(op='*') @591:37
                                          .lhs:
                                            Name(id='i') @591:37
                                          .rhs:
                                            Name(id='NWG') @591:41
                                      .rhs:
                                        Name(id='wg') @591:47
                                Name(id='dq_c') @591:52
                        Fence() @592:21
                        Arrive(count=None) @593:21
                          .target:
                            Index() @593:28
                              .value:
                                Name(id='dq_full') @593:28
                              .subs:
                                Name(id='i') @593:36
            Arrive(count=None) @594:9
              .target:
                Index() @594:16
                  .value:
                    Name(id='kv_free') @594:16
                  .subs:
                    Name(id='ks') @594:24
            Assign(targets=('k_scale',)) @595:9
              .value:
                Name(id='sm_scale') @595:19
            Assign(targets=('v_scale',)) @596:9
              .value:
                Const(value=1.0) @596:19
            If(orelse=()) @597:9
              .cond:
                BinOp(op='==') @597:12
                  .lhs:
                    Name(id='ACT') @597:12
                  .rhs:
                    Const(value='silu') @597:19
              .body:
                Assign(targets=('k_scale',)) @598:13
                  .value:
                    BinOp(op='*') @598:23
                      .lhs:
                        Name(id='sm_scale') @598:23
                      .rhs:
                        Name(id='out_scale') @598:34
                Assign(targets=('v_scale',)) @599:13
                  .value:
                    Name(id='out_scale') @599:23
            Assign(targets=('live',)) @600:9
              .value:
                BinOp(op='<') @600:16
                  .lhs:
                    Name(id='krows') @600:16
                  .rhs:
                    Name(id='len_k') @600:24
            Store() @601:9
              .target:
                Index() @601:9
                  .value:
                    Name(id='dk') @601:9
                  .subs:
                    Name(id='seq') @601:12
              .subs:
                Index() @601:17
                  .value:
                    Name(id='krows') @601:17
                  .subs:
                    FullSlice() @601:23
                    Const(value=None) @601:26
                Name(id='kvh') @601:33
                Index() @601:38
                  .value:
                    Name(id='dcols') @601:38
                  .subs:
                    Const(value=None) @601:44
                    FullSlice() @601:50
              .value:
                Call(kwargs=()) @601:56
                  .func:
                    Name(id='cast') @601:56
                  .args:
                    BinOp(op='*') @601:61
                      .lhs:
                        Name(id='acc_k') @601:61
                      .rhs:
                        Name(id='k_scale') @601:69
                    Name(id='DT') @601:78
              .mask:
                Index() @601:88
                  .value:
                    Name(id='live') @601:88
                  .subs:
                    FullSlice() @601:93
                    Const(value=None) @601:96
            Store() @602:9
              .target:
                Index() @602:9
                  .value:
                    Name(id='dv') @602:9
                  .subs:
                    Name(id='seq') @602:12
              .subs:
                Index() @602:17
                  .value:
                    Name(id='krows') @602:17
                  .subs:
                    FullSlice() @602:23
                    Const(value=None) @602:26
                Name(id='kvh') @602:33
                Index() @602:38
                  .value:
                    Name(id='dcols') @602:38
                  .subs:
                    Const(value=None) @602:44
                    FullSlice() @602:50
              .value:
                Call(kwargs=()) @602:56
                  .func:
                    Name(id='cast') @602:56
                  .args:
                    BinOp(op='*') @602:61
                      .lhs:
                        Name(id='acc_v') @602:61
                      .rhs:
                        Name(id='v_scale') @602:69
                    Name(id='DT') @602:78
              .mask:
                Index() @602:88
                  .value:
                    Name(id='live') @602:88
                  .subs:
                    FullSlice() @602:93
                    Const(value=None) @602:96
        Require(message='query heads per KV head x query blocks below 2**31') @604:5
          .cond:
            BoolOp(op='and') @604:13
              .values:
                BinOp(op='>') @604:13
                  .lhs:
                    Name(id='HKV') @604:13
                  .rhs:
                    Const(value=0) @604:19
                BinOp(op='<=') @604:25
                  .lhs:
                    BinOp(op='*') @604:25
                      .lhs:
                        BinOp(op='//') @604:25
                          .lhs:
                            Name(id='H') @604:25
                          .rhs:
                            Name(id='HKV') @604:30
                      .rhs:
                        Call(kwargs=()) @604:36
                          .func:
                            Name(id='cdiv') @604:36
                          .args:
                            Name(id='Tq') @604:41
                            Name(id='BLOCK_M') @604:45
                  .rhs:
                    Const(value=2147483647) @604:57