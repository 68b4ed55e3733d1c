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
        StaticAssert(message='KV_EARLY: with DQ_LAG (DQ_WRITER), not DQ_ROWS') @87:5
          .cond:
            BoolOp(op='or') @87:19
              .values:
                Unary(op='not') @87:19
                  .operand:
                    Name(id='KV_EARLY') @87:23
                BoolOp(op='and') @87:36
                  .values:
                    Name(id='DQ_LAG') @87:36
                    Name(id='DQ_WRITER') @87:47
                    Unary(op='not') @87:61
                      .operand:
                        Name(id='DQ_ROWS') @87:65
        Assign(targets=('EARLY',)) @88:5
          .value:
            BoolOp(op='and') @88:13
              .values:
                Name(id='KV_EARLY') @88:13
                Name(id='LAG') @88:26
        Assign(targets=('ROWS',)) @89:5
          .value:
            BoolOp(op='and') @89:12
              .values:
                Name(id='DQ_ROWS') @89:12
                Name(id='WRITER') @89:24
        StaticAssert(message="DQ_ROWS: the S^T layout with the writer (not DQ_EARLY, DQ_LAG, DQ_PAIR); a warp group's rows 128 bytes of dS^T") @90:5
          .cond:
            BoolOp(op='or') @90:19
              .values:
                Unary(op='not') @90:19
                  .operand:
                    Name(id='ROWS') @90:23
                BoolOp(op='and') @90:32
                  .values:
                    Unary(op='not') @90:32
                      .operand:
                        BoolOp(op='or') @90:37
                          .values:
                            Name(id='SMEM_P') @90:37
                            Name(id='DQ_EARLY') @90:47
                            Name(id='DQ_LAG') @90:59
                            Name(id='DQ_PAIR') @90:69
                    BinOp(op='==') @90:82
                      .lhs:
                        BinOp(op='%') @90:82
                          .lhs:
                            BinOp(op='*') @90:82
                              .lhs:
                                BinOp(op='//') @90:82
                                  .lhs:
                                    Name(id='BLOCK_M') @90:82
                                  .rhs:
                                    Name(id='NWG') @90:93
                              .rhs:
                                Call(kwargs=()) @90:99
                                  .func:
                                    Name(id='bytes') @90:99
                                  .args:
                                    Name(id='DT') @90:105
                          .rhs:
                            Const(value=128) @90:111
                      .rhs:
                        Const(value=0) @90:118
        SmemDecl(name='k_tile') @97:5
          .stages:
            BinOp(op='*') @97:17
              .lhs:
                Name(id='KV_BUF') @97:17
              .rhs:
                BinOp(op='//') @97:27
                  .lhs:
                    Name(id='BLOCK_N') @97:27
                  .rhs:
                    Name(id='WG_N') @97:38
          .dtype:
            Name(id='DT') @97:46
          .shape:
            Name(id='WG_N') @97:49
            Name(id='D') @97:55
          .options:
            TileOption(id='per_step') @97:58
              .arg:
                Name(id='KV_PER_STEP') @97:67
        SmemDecl(name='v_tile') @98:5
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
        SmemDecl(name='q_ring', options=()) @99:5
          .stages:
            Name(id='STAGES') @99:17
          .dtype:
            Name(id='DT') @99:26
          .shape:
            Name(id='BLOCK_M') @99:29
            Name(id='D') @99:38
        SmemDecl(name='do_ring', options=()) @100:5
          .stages:
            Name(id='STAGES') @100:18
          .dtype:
            Name(id='DT') @100:27
          .shape:
            Name(id='BLOCK_M') @100:30
            Name(id='D') @100:39
        StaticAssert(message='DQ_COLS divides D (a multiple of 16)') @105:5
          .cond:
            BoolOp(op='and') @105:19
              .values:
                BinOp(op='==') @105:19
                  .lhs:
                    BinOp(op='%') @105:19
                      .lhs:
                        Name(id='D') @105:19
                      .rhs:
                        Name(id='DQ_COLS') @105:23
                  .rhs:
                    Const(value=0) @105:34
                BinOp(op='==') @105:40
                  .lhs:
                    BinOp(op='%') @105:40
                      .lhs:
                        Name(id='DQ_COLS') @105:40
                      .rhs:
                        Const(value=16) @105:50
                  .rhs:
                    Const(value=0) @105:56
        Assign(targets=('NC',)) @106:5
          .value:
            BinOp(op='//') @106:10
              .lhs:
                Name(id='D') @106:10
              .rhs:
                Name(id='DQ_COLS') @106:15
        If(orelse=()) @107:5
          .cond:
            Unary(op='not') @107:8
              .operand:
                BoolOp(op='and') @107:13
                  .values:
                    Name(id='DQ_ROWS') @107:13
                    Name(id='DQ_WRITER') @107:25
                    BinOp(op='==') @107:39
                      .lhs:
                        Name(id='TARGET') @107:39
                      .rhs:
                        Const(value='gluon') @107:49
          .body:
            SmemDecl(name='kh_tile') @108:9
              .stages:
                BinOp(op='*') @108:22
                  .lhs:
                    BinOp(op='*') @108:22
                      .lhs:
                        Name(id='KV_BUF') @108:22
                      .rhs:
                        BinOp(op='//') @108:32
                          .lhs:
                            Name(id='BLOCK_N') @108:32
                          .rhs:
                            Name(id='WG_N') @108:43
                  .rhs:
                    BinOp(op='//') @108:52
                      .lhs:
                        Name(id='D') @108:52
                      .rhs:
                        Name(id='DQ_COLS') @108:57
              .dtype:
                Name(id='DT') @108:68
              .shape:
                Name(id='WG_N') @108:71
                Name(id='DQ_COLS') @108:77
              .options:
                TileOption(id='per_step') @108:86
                  .arg:
                    Name(id='KV_PER_STEP') @108:95
        If() @110:5
          .cond:
            BoolOp(op='and') @110:8
              .values:
                Name(id='DQ_WRITER') @110:8
                BinOp(op='==') @110:22
                  .lhs:
                    Name(id='TARGET') @110:22
                  .rhs:
                    Const(value='gluon') @110:32
          .body:
            StaticAssert(message="the warp groups share dQ's column blocks evenly") @111:9
              .cond:
                BinOp(op='==') @111:23
                  .lhs:
                    BinOp(op='%') @111:23
                      .lhs:
                        Name(id='D') @111:23
                      .rhs:
                        BinOp(op='*') @111:28
                          .lhs:
                            Name(id='DQ_COLS') @111:28
                          .rhs:
                            BinOp(op='//') @111:39
                              .lhs:
                                Name(id='BLOCK_N') @111:39
                              .rhs:
                                Name(id='WG_N') @111:50
                  .rhs:
                    Const(value=0) @111:60
            StaticAssert(message='DQ_WRITER takes the parity of a step from the Q/dO ring slot') @112:9
              .cond:
                BinOp(op='==') @112:23
                  .lhs:
                    BinOp(op='%') @112:23
                      .lhs:
                        Name(id='STAGES') @112:23
                      .rhs:
                        Const(value=2) @112:32
                  .rhs:
                    Const(value=0) @112:37
            StaticAssert(message='DQ_EARLY: two warp groups, two column blocks each (D // DQ_COLS == 4: DQ_COLS = 16 at D = 64)') @113:9
              .cond:
                BoolOp(op='or') @113:23
                  .values:
                    Unary(op='not') @113:23
                      .operand:
                        Name(id='DQ_EARLY') @113:27
                    BoolOp(op='and') @113:40
                      .values:
                        BinOp(op='==') @113:40
                          .lhs:
                            Name(id='BLOCK_N') @113:40
                          .rhs:
                            BinOp(op='*') @113:51
                              .lhs:
                                Const(value=2) @113:51
                              .rhs:
                                Name(id='WG_N') @113:55
                        BinOp(op='==') @113:64
                          .lhs:
                            BinOp(op='//') @113:64
                              .lhs:
                                Name(id='D') @113:64
                              .rhs:
                                Name(id='DQ_COLS') @113:69
                          .rhs:
                            Const(value=4) @113:80
            StaticAssert(message='SMEM_P: not with DQ_EARLY') @115:9
              .cond:
                Unary(op='not') @115:23
                  .operand:
                    BoolOp(op='and') @115:28
                      .values:
                        Name(id='SMEM_P') @115:28
                        Name(id='DQ_EARLY') @115:39
            StaticAssert(message='DQ_PAIR: SMEM_P, two warp groups') @116:9
              .cond:
                BoolOp(op='or') @116:23
                  .values:
                    Unary(op='not') @116:23
                      .operand:
                        Name(id='DQ_PAIR') @116:27
                    BoolOp(op='and') @116:39
                      .values:
                        Name(id='SMEM_P') @116:39
                        BinOp(op='==') @116:50
                          .lhs:
                            Name(id='BLOCK_N') @116:50
                          .rhs:
                            BinOp(op='*') @116:61
                              .lhs:
                                Const(value=2) @116:61
                              .rhs:
                                Name(id='WG_N') @116:65
            If() @117:9
              .cond:
                Name(id='SMEM_P') @117:12
              .body:
                SmemDecl(name='ds_s', options=()) @118:13
                  .stages:
                    BinOp(op='*') @118:23
                      .lhs:
                        Name(id='STAGES') @118:23
                      .rhs:
                        BinOp(op='//') @118:33
                          .lhs:
                            Name(id='BLOCK_N') @118:33
                          .rhs:
                            Name(id='WG_N') @118:44
                  .dtype:
                    Name(id='DT') @118:52
                  .shape:
                    Name(id='BLOCK_M') @118:55
                    Name(id='WG_N') @118:64
              .orelse:
                SmemDecl(name='ds_s', options=()) @120:13
                  .stages:
                    BinOp(op='*') @120:23
                      .lhs:
                        Name(id='STAGES') @120:23
                      .rhs:
                        BinOp(op='//') @120:33
                          .lhs:
                            Name(id='BLOCK_N') @120:33
                          .rhs:
                            Name(id='WG_N') @120:44
                  .dtype:
                    Name(id='DT') @120:52
                  .shape:
                    Name(id='WG_N') @120:55
                    Name(id='BLOCK_M') @120:61
            BarrierDecl(name='ds_ready') @121:9
              .size:
                Name(id='STAGES') @121:26
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @121:40
                    .lhs:
                      Name(id='BLOCK_N') @121:40
                    .rhs:
                      Name(id='WG_N') @121:51
                )
            If() @122:9
              .cond:
                Name(id='DQ_ROWS') @122:12
              .body:
                SmemDecl(name='dq_s') @124:13
                  .stages:
                    BinOp(op='//') @124:23
                      .lhs:
                        Name(id='BLOCK_N') @124:23
                      .rhs:
                        Name(id='WG_N') @124:34
                  .dtype:
                    Name(id='f32') @124:41
                  .shape:
                    BinOp(op='//') @124:45
                      .lhs:
                        Name(id='BLOCK_M') @124:45
                      .rhs:
                        BinOp(op='//') @124:57
                          .lhs:
                            Name(id='BLOCK_N') @124:57
                          .rhs:
                            Name(id='WG_N') @124:68
                    Name(id='D') @124:75
                  .options:
                    TileOption(id='frag_order') @124:78
                      .arg:
                        Name(id='DQ_FRAG') @124:89
                BarrierDecl(name='dq_full') @125:13
                  .size:
                    Const(value=1) @125:29
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @125:38
                        .lhs:
                          Name(id='BLOCK_N') @125:38
                        .rhs:
                          Name(id='WG_N') @125:49
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @126:13
                  .size:
                    Const(value=1) @126:30
              .orelse:
                SmemDecl(name='dq_s') @129:13
                  .stages:
                    BinOp(op='*') @129:24
                      .lhs:
                        BinOp(op='//') @129:24
                          .lhs:
                            Name(id='BLOCK_N') @129:24
                          .rhs:
                            Name(id='WG_N') @129:35
                      .rhs:
                        BinOp(op='//') @129:44
                          .lhs:
                            BinOp(op='//') @129:44
                              .lhs:
                                Name(id='D') @129:44
                              .rhs:
                                Name(id='DQ_COLS') @129:49
                          .rhs:
                            BinOp(op='//') @129:61
                              .lhs:
                                Name(id='BLOCK_N') @129:61
                              .rhs:
                                Name(id='WG_N') @129:72
                  .dtype:
                    Name(id='f32') @129:81
                  .shape:
                    Name(id='BLOCK_M') @129:85
                    Name(id='DQ_COLS') @129:94
                  .options:
                    TileOption(id='frag_order') @129:103
                      .arg:
                        Name(id='DQ_FRAG') @129:114
                BarrierDecl(name='dq_full') @130:13
                  .size:
                    BinOp(op='//') @130:29
                      .lhs:
                        BinOp(op='//') @130:29
                          .lhs:
                            Name(id='D') @130:29
                          .rhs:
                            Name(id='DQ_COLS') @130:34
                      .rhs:
                        BinOp(op='//') @130:46
                          .lhs:
                            Name(id='BLOCK_N') @130:46
                          .rhs:
                            Name(id='WG_N') @130:57
                  .kwargs:
                    (
                      'count'
                      BinOp(op='//') @130:70
                        .lhs:
                          Name(id='BLOCK_N') @130:70
                        .rhs:
                          Name(id='WG_N') @130:81
                    )
                BarrierDecl(name='dq_empty', kwargs=()) @131:13
                  .size:
                    BinOp(op='//') @131:30
                      .lhs:
                        BinOp(op='//') @131:30
                          .lhs:
                            Name(id='D') @131:30
                          .rhs:
                            Name(id='DQ_COLS') @131:35
                      .rhs:
                        BinOp(op='//') @131:47
                          .lhs:
                            Name(id='BLOCK_N') @131:47
                          .rhs:
                            Name(id='WG_N') @131:58
          .orelse:
            If() @133:9
              .cond:
                Name(id='SMEM_P') @133:12
              .body:
                SmemDecl(name='ds_s', options=()) @134:13
                  .stages:
                    BinOp(op='//') @134:23
                      .lhs:
                        Name(id='BLOCK_N') @134:23
                      .rhs:
                        Name(id='WG_N') @134:34
                  .dtype:
                    Name(id='DT') @134:41
                  .shape:
                    Name(id='BLOCK_M') @134:44
                    Name(id='WG_N') @134:53
              .orelse:
                SmemDecl(name='ds_s', options=()) @136:13
                  .stages:
                    BinOp(op='//') @136:23
                      .lhs:
                        Name(id='BLOCK_N') @136:23
                      .rhs:
                        Name(id='WG_N') @136:34
                  .dtype:
                    Name(id='DT') @136:41
                  .shape:
                    Name(id='WG_N') @136:44
                    Name(id='BLOCK_M') @136:50
            SmemDecl(name='dq_s', options=()) @137:9
              .stages:
                BinOp(op='//') @137:19
                  .lhs:
                    Name(id='BLOCK_N') @137:19
                  .rhs:
                    Name(id='WG_N') @137:30
              .dtype:
                Name(id='f32') @137:37
              .shape:
                Name(id='BLOCK_M') @137:41
                Name(id='DQ_COLS') @137:50
        If(orelse=()) @142:5
          .cond:
            BoolOp(op='and') @142:8
              .values:
                Name(id='LSE_SMEM') @142:8
                BinOp(op='==') @142:21
                  .lhs:
                    Name(id='ACT') @142:21
                  .rhs:
                    Const(value='softmax') @142:28
          .body:
            StaticAssert(message='LSE_SMEM: the producer loads lse and delta (not with LSE_AHEAD)') @143:9
              .cond:
                Unary(op='not') @143:23
                  .operand:
                    Name(id='LSE_AHEAD') @143:27
            If() @144:9
              .cond:
                Name(id='SMEM_P') @144:12
              .body:
                SmemDecl(name='lse_s', options=()) @145:13
                  .stages:
                    Name(id='STAGES') @145:24
                  .dtype:
                    Name(id='f32') @145:33
                  .shape:
                    Name(id='BLOCK_M') @145:37
                    Const(value=1) @145:46
                SmemDecl(name='dl_s', options=()) @146:13
                  .stages:
                    Name(id='STAGES') @146:23
                  .dtype:
                    Name(id='f32') @146:32
                  .shape:
                    Name(id='BLOCK_M') @146:36
                    Const(value=1) @146:45
              .orelse:
                SmemDecl(name='lse_s', options=()) @148:13
                  .stages:
                    Name(id='STAGES') @148:24
                  .dtype:
                    Name(id='f32') @148:33
                  .shape:
                    Const(value=1) @148:37
                    Name(id='BLOCK_M') @148:40
                SmemDecl(name='dl_s', options=()) @149:13
                  .stages:
                    Name(id='STAGES') @149:23
                  .dtype:
                    Name(id='f32') @149:32
                  .shape:
                    Const(value=1) @149:36
                    Name(id='BLOCK_M') @149:39
        BarrierDecl(name='kv_ready', kwargs=()) @150:5
          .size:
            Name(id='KV_BUF') @150:22
        BarrierDecl(name='kv_free') @151:5
          .size:
            Name(id='KV_BUF') @151:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @151:35
                .lhs:
                  Name(id='BLOCK_N') @151:35
                .rhs:
                  Name(id='WG_N') @151:46
            )
        If(orelse=()) @152:5
          .cond:
            BoolOp(op='and') @152:8
              .values:
                Name(id='KV_EARLY') @152:8
                Name(id='DQ_LAG') @152:21
                Name(id='DQ_WRITER') @152:32
                BinOp(op='==') @152:46
                  .lhs:
                    Name(id='TARGET') @152:46
                  .rhs:
                    Const(value='gluon') @152:56
          .body:
            BarrierDecl(name='kh_ready', kwargs=()) @153:9
              .size:
                Name(id='KV_BUF') @153:26
            BarrierDecl(name='kh_free') @154:9
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
                BoolOp(op='and') @204:12
                  .values:
                    Unary(op='not') @204:12
                      .operand:
                        Name(id='ROWS') @204:16
                    Unary(op='not') @204:25
                      .operand:
                        Name(id='EARLY') @204:29
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
                    BoolOp(op='and') @211:16
                      .values:
                        Unary(op='not') @211:16
                          .operand:
                            Name(id='ROWS') @211:20
                        Unary(op='not') @211:29
                          .operand:
                            Name(id='EARLY') @211:33
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
                If(orelse=()) @216:13
                  .cond:
                    BoolOp(op='and') @216:16
                      .values:
                        Name(id='EARLY') @216:16
                        BinOp(op='==') @216:26
                          .lhs:
                            Name(id='part') @216:26
                          .rhs:
                            Const(value=1) @216:34
                  .body:
                    Wait(phase=None) @218:17
                      .target:
                        Index() @218:22
                          .value:
                            Name(id='kh_free') @218:22
                          .subs:
                            Name(id='ks') @218:30
                    Expect() @219:17
                      .target:
                        Index() @219:24
                          .value:
                            Name(id='kh_ready') @219:24
                          .subs:
                            Name(id='ks') @219:33
                      .nbytes:
                        BinOp(op='*') @219:38
                          .lhs:
                            BinOp(op='*') @219:38
                              .lhs:
                                Name(id='NC') @219:38
                              .rhs:
                                Name(id='NWG') @219:43
                          .rhs:
                            Call(kwargs=()) @219:49
                              .func:
                                Name(id='bytes') @219:49
                              .args:
                                Name(id='kh_tile') @219:55
                    For(var='i') @220:17
                      .iter:
                        Call(kwargs=()) @220:26
                          .func:
                            Name(id='static_range') @220:26
                          .args:
                            Name(id='NWG') @220:39
                      .body:
                        For(var='c') @221:21
                          .iter:
                            Call(kwargs=()) @221:30
                              .func:
                                Name(id='static_range') @221:30
                              .args:
                                Name(id='NC') @221:43
                          .body:
                            Tma() @222:25
                              .dst:
                                Index() @222:29
                                  .value:
                                    Name(id='kh_tile') @222:29
                                  .subs:
                                    BinOp(op='+') @222:37
                                      .lhs:
                                        BinOp(op='*') @222:37
                                          .lhs:
                                            Name(id='NC') @222:37
                                          .rhs:
                                            BinOp(op='+') @222:43
                                              .lhs:
                                                BinOp(op='*') @222:43
                                                  .lhs:
                                                    Name(id='ks') @222:43
                                                  .rhs:
                                                    Name(id='NWG') @222:48
                                              .rhs:
                                                Name(id='i') @222:54
                                      .rhs:
                                        Name(id='c') @222:59
                              .src:
                                Index() @222:65
                                  .value:
                                    Name(id='k') @222:65
                                  .subs:
                                    Name(id='seq') @222:67
                                    BinOp(op='+') @222:72
                                      .lhs:
                                        BinOp(op='*') @222:72
                                          .lhs:
                                            Name(id='NWG') @222:72
                                          .rhs:
                                            Name(id='n') @222:78
                                      .rhs:
                                        Name(id='i') @222:82
                                    Name(id='kvh') @222:85
                                    Name(id='c') @222:90
                              .signals:
                                Index() @222:101
                                  .value:
                                    Name(id='kh_ready') @222:101
                                  .subs:
                                    Name(id='ks') @222:110
                Assign(targets=('lo', 'hi')) @223:13
                  .value:
                    Call(kwargs=()) @223:22
                      .func:
                        Name(id='fused_part_bounds') @223:22
                      .args:
                        Name(id='part') @223:40
                        Name(id='PEEL') @223:46
                        Name(id='SPLIT') @223:52
                        Name(id='n_xs') @223:59
                        Name(id='steps') @223:65
                Pipeline(var='j', slot='slot', ring='qd') @224:13
                  .iter:
                    Call(kwargs=()) @224:27
                      .func:
                        Name(id='range') @224:27
                      .args:
                        Name(id='lo') @224:33
                        Name(id='hi') @224:37
                  .stages:
                    Name(id='STAGES') @224:54
                  .body:
                    Assign(targets=('head', 'mb')) @225:17
                      .value:
                        Call(kwargs=()) @225:28
                          .func:
                            Name(id='step_block') @225:28
                          .args:
                            Name(id='j') @225:39
                            Unary(op='-') @225:42
                              .operand:
                                Const(value=1) @225:43
                            BinOp(op='*') @225:46
                              .lhs:
                                Name(id='kvh') @225:46
                              .rhs:
                                Name(id='group') @225:52
                            Name(id='m_lo') @225:59
                            Name(id='rot') @225:65
                            Name(id='n_m') @225:70
                            Name(id='n_x') @225:75
                            Name(id='n_xs') @225:80
                            Name(id='SPLIT') @225:86
                    Wait(phase=None) @226:17
                      .target:
                        Index() @226:22
                          .value:
                            Name(id='qd_free') @226:22
                          .subs:
                            Name(id='slot') @226:30
                    If(orelse=()) @227:17
                      .cond:
                        Name(id='LSE_RING') @227:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @228:21
                          .value:
                            Call(kwargs=()) @228:37
                              .func:
                                Name(id='lse_delta_slots') @228:37
                              .args:
                                Name(id='head') @228:53
                                Name(id='mb') @228:59
                                Name(id='q0') @228:63
                                Name(id='len_q') @228:67
                                Name(id='lse2_t') @228:74
                                Name(id='delta_t') @228:82
                                Name(id='BLOCK_M') @228:91
                                Name(id='SMEM_P') @228:100
                        ExprStmt() @229:21
                          .value:
                            Call(kwargs=()) @229:21
                              .func:
                                Name(id='store_smem') @229:21
                              .args:
                                Index() @229:32
                                  .value:
                                    Name(id='lse_s') @229:32
                                  .subs:
                                    Name(id='slot') @229:38
                                Name(id='lse2_c') @229:45
                        ExprStmt() @230:21
                          .value:
                            Call(kwargs=()) @230:21
                              .func:
                                Name(id='store_smem') @230:21
                              .args:
                                Index() @230:32
                                  .value:
                                    Name(id='dl_s') @230:32
                                  .subs:
                                    Name(id='slot') @230:37
                                Name(id='dlt_c') @230:44
                    Expect() @231:17
                      .target:
                        Index() @231:24
                          .value:
                            Name(id='qd_ready') @231:24
                          .subs:
                            Name(id='slot') @231:33
                      .nbytes:
                        BinOp(op='+') @231:40
                          .lhs:
                            Call(kwargs=()) @231:40
                              .func:
                                Name(id='bytes') @231:40
                              .args:
                                Name(id='q_ring') @231:46
                          .rhs:
                            Call(kwargs=()) @231:56
                              .func:
                                Name(id='bytes') @231:56
                              .args:
                                Name(id='do_ring') @231:62
                    Tma() @232:17
                      .dst:
                        Index() @232:21
                          .value:
                            Name(id='q_ring') @232:21
                          .subs:
                            Name(id='slot') @232:28
                      .src:
                        Index() @232:37
                          .value:
                            Name(id='q') @232:37
                          .subs:
                            Name(id='seq') @232:39
                            Name(id='mb') @232:44
                            Name(id='head') @232:48
                      .signals:
                        Index() @232:62
                          .value:
                            Name(id='qd_ready') @232:62
                          .subs:
                            Name(id='slot') @232:71
                    Tma() @233:17
                      .dst:
                        Index() @233:21
                          .value:
                            Name(id='do_ring') @233:21
                          .subs:
                            Name(id='slot') @233:29
                      .src:
                        Index() @233:38
                          .value:
                            Name(id='d_o') @233:38
                          .subs:
                            Name(id='seq') @233:42
                            Name(id='mb') @233:47
                            Name(id='head') @233:51
                      .signals:
                        Index() @233:65
                          .value:
                            Name(id='qd_ready') @233:65
                          .subs:
                            Name(id='slot') @233:74
        If(orelse=()) @235:5
          .cond:
            Name(id='WRITER') @235:8
          .body:
            Assign(targets=('NCW',)) @238:9
              .value:
                BinOp(op='//') @238:15
                  .lhs:
                    Name(id='NC') @238:15
                  .rhs:
                    Name(id='NWG') @238:21
            Role(name='dq_writer', replica=None) @239:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @239:30
                )
                (
                  'regs'
                  Const(value=24) @239:38
                )
              .body:
                For(var='part') @240:13
                  .iter:
                    Call(kwargs=()) @240:25
                      .func:
                        Name(id='static_range') @240:25
                      .args:
                        Name(id='PARTS') @240:38
                  .body:
                    Assign(targets=('lo', 'hi')) @241:17
                      .value:
                        Call(kwargs=()) @241:26
                          .func:
                            Name(id='fused_part_bounds') @241:26
                          .args:
                            Name(id='part') @241:44
                            Name(id='PEEL') @241:50
                            Name(id='SPLIT') @241:56
                            Name(id='n_xs') @241:63
                            Name(id='steps') @241:69
                    Pipeline(var='j', slot='ws', ring='qd') @242:17
                      .iter:
                        Call(kwargs=()) @242:31
                          .func:
                            Name(id='range') @242:31
                          .args:
                            Name(id='lo') @242:37
                            Name(id='hi') @242:41
                      .stages:
                        Name(id='STAGES') @242:58
                      .body:
                        Assign(targets=('head', 'mb')) @243:21
                          .value:
                            Call(kwargs=()) @243:32
                              .func:
                                Name(id='step_block') @243:32
                              .args:
                                Name(id='j') @243:43
                                Unary(op='-') @243:46
                                  .operand:
                                    Const(value=1) @243:47
                                BinOp(op='*') @243:50
                                  .lhs:
                                    Name(id='kvh') @243:50
                                  .rhs:
                                    Name(id='group') @243:56
                                Name(id='m_lo') @243:63
                                Name(id='rot') @243:69
                                Name(id='n_m') @243:74
                                Name(id='n_x') @243:79
                                Name(id='n_xs') @243:84
                                Name(id='SPLIT') @243:90
                        Assign(targets=('fr',)) @245:21
                          .value:
                            Call(kwargs=()) @245:26
                              .func:
                                Name(id='frag_row') @245:26
                              .args:
                                Call(kwargs=()) @245:35
                                  .func:
                                    Attr(name='start') @245:35
                                      .value:
                                        Name(id='q') @245:35
                                  .args:
                                    Name(id='seq') @245:43
                                Name(id='seq') @245:49
                                BinOp(op='*') @245:54
                                  .lhs:
                                    Name(id='mb') @245:54
                                  .rhs:
                                    Name(id='BLOCK_M') @245:59
                                Name(id='BLOCK_M') @245:68
                        If() @246:21
                          .cond:
                            Name(id='ROWS') @246:24
                          .body:
                            Wait(phase=None) @247:25
                              .target:
                                Index() @247:30
                                  .value:
                                    Name(id='dq_full') @247:30
                                  .subs:
                                    Const(value=0) @247:38
                            For(var='w') @248:25
                              .iter:
                                Call(kwargs=()) @248:34
                                  .func:
                                    Name(id='static_range') @248:34
                                  .args:
                                    Name(id='NWG') @248:47
                              .body:
                                If() @249:29
                                  .cond:
                                    Name(id='DQ_FRAG') @249:32
                                  .body:
                                    Tma(signals=None, reduce='add') @250:33
                                      .dst:
                                        Index() @250:37
                                          .value:
                                            Name(id='dq_frag') @250:37
                                          .subs:
                                            Call(kwargs=()) @250:45
                                              .func:
                                                Name(id='at') @250:45
                                              .args:
                                                BinOp(op='+') @250:48
                                                  .lhs:
                                                    Name(id='fr') @250:48
                                                  .rhs:
                                                    BinOp(op='*') @250:53
                                                      .lhs:
                                                        Name(id='w') @250:53
                                                      .rhs:
                                                        BinOp(op='//') @250:58
                                                          .lhs:
                                                            Name(id='BLOCK_M') @250:58
                                                          .rhs:
                                                            Name(id='NWG') @250:69
                                            Name(id='head') @250:76
                                            Const(value=0) @250:82
                                      .src:
                                        Index() @250:88
                                          .value:
                                            Name(id='dq_s') @250:88
                                          .subs:
                                            Name(id='w') @250:93
                                  .orelse:
                                    Tma(signals=None, reduce='add') @252:33
                                      .dst:
                                        Index() @252:37
                                          .value:
                                            Name(id='dq_acc') @252:37
                                          .subs:
                                            Name(id='seq') @252:44
                                            BinOp(op='+') @252:49
                                              .lhs:
                                                BinOp(op='*') @252:49
                                                  .lhs:
                                                    Name(id='mb') @252:49
                                                  .rhs:
                                                    Name(id='NWG') @252:54
                                              .rhs:
                                                Name(id='w') @252:60
                                            Name(id='head') @252:63
                                            Const(value=0) @252:69
                                      .src:
                                        Index() @252:75
                                          .value:
                                            Name(id='dq_s') @252:75
                                          .subs:
                                            Name(id='w') @252:80
                            Arrive(count=None) @253:25
                              .target:
                                Index() @253:32
                                  .value:
                                    Name(id='dq_empty') @253:32
                                  .subs:
                                    Const(value=0) @253:41
                          .orelse:
                            For(var='i') @255:25
                              .iter:
                                Call(kwargs=()) @255:34
                                  .func:
                                    Name(id='static_range') @255:34
                                  .args:
                                    Name(id='NCW') @255:47
                              .body:
                                Wait(phase=None) @256:29
                                  .target:
                                    Index() @256:34
                                      .value:
                                        Name(id='dq_full') @256:34
                                      .subs:
                                        Name(id='i') @256:42
                                For(var='w') @257:29
                                  .iter:
                                    Call(kwargs=()) @257:38
                                      .func:
                                        Name(id='static_range') @257:38
                                      .args:
                                        Name(id='NWG') @257:51
                                  .body:
                                    If() @258:33
                                      .cond:
                                        Name(id='DQ_FRAG') @258:36
                                      .body:
                                        Tma(signals=None, reduce='add') @259:37
                                          .dst:
                                            Index() @259:41
                                              .value:
                                                Name(id='dq_frag') @259:41
                                              .subs:
                                                Call(kwargs=()) @259:49
                                                  .func:
                                                    Name(id='at') @259:49
                                                  .args:
                                                    Name(id='fr') @259:52
                                                Name(id='head') @259:57
                                                BinOp(op='+') @259:63
                                                  .lhs:
                                                    BinOp(op='*') @259:63
                                                      .lhs:
                                                        Name(id='w') @259:63
                                                      .rhs:
                                                        Name(id='NCW') @259:67
                                                  .rhs:
                                                    Name(id='i') @259:73
                                          .src:
                                            Index() @259:79
                                              .value:
                                                Name(id='dq_s') @259:79
                                              .subs:
                                                BinOp(op='+') @259:84
                                                  .lhs:
                                                    BinOp(op='*') @259:84
                                                      .lhs:
                                                        Name(id='i') @259:84
                                                      .rhs:
                                                        Name(id='NWG') @259:88
                                                  .rhs:
                                                    Name(id='w') @259:94
                                      .orelse:
                                        Tma(signals=None, reduce='add') @261:37
                                          .dst:
                                            Index() @261:41
                                              .value:
                                                Name(id='dq_acc') @261:41
                                              .subs:
                                                Name(id='seq') @261:48
                                                Name(id='mb') @261:53
                                                Name(id='head') @261:57
                                                BinOp(op='+') @261:63
                                                  .lhs:
                                                    BinOp(op='*') @261:63
                                                      .lhs:
                                                        Name(id='w') @261:63
                                                      .rhs:
                                                        Name(id='NCW') @261:67
                                                  .rhs:
                                                    Name(id='i') @261:73
                                          .src:
                                            Index() @261:79
                                              .value:
                                                Name(id='dq_s') @261:79
                                              .subs:
                                                BinOp(op='+') @261:84
                                                  .lhs:
                                                    BinOp(op='*') @261:84
                                                      .lhs:
                                                        Name(id='i') @261:84
                                                      .rhs:
                                                        Name(id='NWG') @261:88
                                                  .rhs:
                                                    Name(id='w') @261:94
                                Arrive(count=None) @262:29
                                  .target:
                                    Index() @262:36
                                      .value:
                                        Name(id='dq_empty') @262:36
                                      .subs:
                                        Name(id='i') @262:45
        Role(name='compute', replica='wg') @264:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @264:29
            )
            (
              'regs'
              Name(id='REGS') @264:39
            )
          .body:
            Assign(targets=('qk_scale',)) @265:9
              .value:
                BinOp(op='*') @265:20
                  .lhs:
                    Name(id='sm_scale') @265:20
                  .rhs:
                    Name(id='LOG2E') @265:31
            Assign(targets=('krow0',)) @266:9
              .value:
                BinOp(op='+') @266:17
                  .lhs:
                    BinOp(op='*') @266:17
                      .lhs:
                        Name(id='n') @266:17
                      .rhs:
                        Name(id='BLOCK_N') @266:21
                  .rhs:
                    BinOp(op='*') @266:31
                      .lhs:
                        Name(id='wg') @266:31
                      .rhs:
                        Name(id='WG_N') @266:36
            Assign(targets=('krows',)) @267:9
              .value:
                BinOp(op='+') @267:17
                  .lhs:
                    Name(id='krow0') @267:17
                  .rhs:
                    Call(kwargs=()) @267:25
                      .func:
                        Name(id='arange') @267:25
                      .args:
                        Name(id='WG_N') @267:32
            Assign(targets=('qcols',)) @268:9
              .value:
                Call(kwargs=()) @268:17
                  .func:
                    Name(id='arange') @268:17
                  .args:
                    Name(id='BLOCK_M') @268:24
            Assign(targets=('dcols',)) @269:9
              .value:
                Call(kwargs=()) @269:17
                  .func:
                    Name(id='arange') @269:17
                  .args:
                    Name(id='D') @269:24
            Assign(targets=('ks',)) @270:9
              .value:
                BinOp(op='%') @270:14
                  .lhs:
                    Name(id='tile_index') @270:14
                  .rhs:
                    Name(id='KV_BUF') @270:27
            Assign(targets=('mine',)) @271:9
              .value:
                BinOp(op='+') @271:16
                  .lhs:
                    BinOp(op='*') @271:16
                      .lhs:
                        Name(id='ks') @271:16
                      .rhs:
                        Name(id='NWG') @271:21
                  .rhs:
                    Name(id='wg') @271:27
            Assign(targets=('acc_k',)) @272:9
              .value:
                Call(kwargs=()) @272:17
                  .func:
                    Name(id='zeros') @272:17
                  .args:
                    ListLit() @272:23
                      .elts:
                        Name(id='WG_N') @272:24
                        Name(id='D') @272:30
                    Name(id='f32') @272:34
            Assign(targets=('acc_v',)) @273:9
              .value:
                Call(kwargs=()) @273:17
                  .func:
                    Name(id='zeros') @273:17
                  .args:
                    ListLit() @273:23
                      .elts:
                        Name(id='WG_N') @273:24
                        Name(id='D') @273:30
                    Name(id='f32') @273:34
            If(orelse=()) @274:9
              .cond:
                Name(id='CARRY') @274:12
              .body:
                Assign(targets=('dk_f',)) @275:13
                  .value:
                    Name(id='acc_k') @275:20
            Wait(phase=None) @276:9
              .target:
                Index() @276:14
                  .value:
                    Name(id='kv_ready') @276:14
                  .subs:
                    Name(id='ks') @276:23
            If(orelse=()) @283:9
              .cond:
                Name(id='LAG') @283:12
              .body:
                Assign(targets=('last',)) @284:13
                  .value:
                    Const(value=0) @284:20
            Assign(targets=('LAST',)) @285:9
              .value:
                BinOp(op='-') @285:16
                  .lhs:
                    BinOp(op='//') @285:16
                      .lhs:
                        Name(id='NC') @285:16
                      .rhs:
                        Name(id='NWG') @285:22
                  .rhs:
                    Const(value=1) @285:28
            If(orelse=()) @286:9
              .cond:
                Name(id='ROWS') @286:12
              .body:
                Assign(targets=('LAST',)) @287:13
                  .value:
                    Const(value=0) @287:20
            Assign(targets=('AHEAD',)) @288:9
              .value:
                BoolOp(op='and') @288:17
                  .values:
                    Name(id='LSE_AHEAD') @288:17
                    Name(id='LAG') @288:31
                    Name(id='SMEM_P') @288:39
            If(orelse=()) @289:9
              .cond:
                BoolOp(op='and') @289:12
                  .values:
                    BinOp(op='==') @289:12
                      .lhs:
                        Name(id='ACT') @289:12
                      .rhs:
                        Const(value='softmax') @289:19
                    Name(id='AHEAD') @289:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @290:13
                  .value:
                    Call(kwargs=()) @290:29
                      .func:
                        Name(id='lse_delta') @290:29
                      .args:
                        Const(value=0) @290:39
                        Unary(op='-') @290:42
                          .operand:
                            Const(value=1) @290:43
                        BinOp(op='*') @290:46
                          .lhs:
                            Name(id='kvh') @290:46
                          .rhs:
                            Name(id='group') @290:52
                        Name(id='m_lo') @290:59
                        Name(id='rot') @290:65
                        Name(id='n_m') @290:70
                        Name(id='n_x') @290:75
                        Name(id='n_xs') @290:80
                        Name(id='SPLIT') @290:86
                        Name(id='q0') @290:93
                        Name(id='len_q') @290:97
                        Name(id='qcols') @290:104
                        Name(id='lse2_t') @290:111
                        Name(id='delta_t') @291:39
                        Name(id='BLOCK_M') @291:48
            For(var='part') @292:9
              .iter:
                Call(kwargs=()) @292:21
                  .func:
                    Name(id='static_range') @292:21
                  .args:
                    Name(id='PARTS') @292:34
              .body:
                If(orelse=()) @293:13
                  .cond:
                    BoolOp(op='and') @293:16
                      .values:
                        Name(id='EARLY') @293:16
                        BinOp(op='==') @293:26
                          .lhs:
                            Name(id='part') @293:26
                          .rhs:
                            Const(value=1) @293:34
                  .body:
                    Wait(phase=None) @294:17
                      .target:
                        Index() @294:22
                          .value:
                            Name(id='kh_ready') @294:22
                          .subs:
                            Name(id='ks') @294:31
                Assign(targets=('lo', 'hi')) @295:13
                  .value:
                    Call(kwargs=()) @295:22
                      .func:
                        Name(id='fused_part_bounds') @295:22
                      .args:
                        Name(id='part') @295:40
                        Name(id='PEEL') @295:46
                        Name(id='SPLIT') @295:52
                        Name(id='n_xs') @295:59
                        Name(id='steps') @295:65
                Assign(targets=('masked',)) @296:13
                  .value:
                    BoolOp(op='or') @296:22
                      .values:
                        Unary(op='not') @296:22
                          .operand:
                            Name(id='SPLIT') @296:26
                        BinOp(op='<') @296:35
                          .lhs:
                            Name(id='part') @296:35
                          .rhs:
                            BinOp(op='-') @296:42
                              .lhs:
                                Name(id='PARTS') @296:42
                              .rhs:
                                Const(value=1) @296:50
                Assign(targets=('lagged',)) @297:13
                  .value:
                    BoolOp(op='and') @297:22
                      .values:
                        Name(id='LAG') @297:22
                        BinOp(op='>') @297:30
                          .lhs:
                            Name(id='part') @297:30
                          .rhs:
                            Const(value=0) @297:37
                Assign(targets=('late',)) @298:13
                  .value:
                    BoolOp(op='and') @298:20
                      .values:
                        Name(id='LATE') @298:20
                        BinOp(op='>') @298:29
                          .lhs:
                            Name(id='part') @298:29
                          .rhs:
                            Const(value=0) @298:36
                Assign(targets=('which',)) @300:13
                  .value:
                    Const(value=1) @300:21
                If(orelse=()) @301:13
                  .cond:
                    Name(id='masked') @301:16
                  .body:
                    Assign(targets=('which',)) @302:17
                      .value:
                        Const(value=0) @302:25
                If(orelse=()) @303:13
                  .cond:
                    BoolOp(op='and') @303:16
                      .values:
                        Name(id='PEEL') @303:16
                        BinOp(op='==') @303:25
                          .lhs:
                            Name(id='part') @303:25
                          .rhs:
                            Const(value=0) @303:33
                  .body:
                    Assign(targets=('which',)) @304:17
                      .value:
                        Unary(op='-') @304:25
                          .operand:
                            Const(value=1) @304:26
                Pipeline(var='j', slot='slot', ring='qd') @305:13
                  .iter:
                    Call(kwargs=()) @305:27
                      .func:
                        Name(id='range') @305:27
                      .args:
                        Name(id='lo') @305:33
                        Name(id='hi') @305:37
                  .stages:
                    Name(id='STAGES') @305:54
                  .body:
                    Assign(targets=('head', 'mb')) @306:17
                      .value:
                        Call(kwargs=()) @306:28
                          .func:
                            Name(id='step_block') @306:28
                          .args:
                            Name(id='j') @306:39
                            Name(id='which') @306:42
                            BinOp(op='*') @306:49
                              .lhs:
                                Name(id='kvh') @306:49
                              .rhs:
                                Name(id='group') @306:55
                            Name(id='m_lo') @306:62
                            Name(id='rot') @306:68
                            Name(id='n_m') @306:73
                            Name(id='n_x') @306:78
                            Name(id='n_xs') @306:83
                            Name(id='SPLIT') @306:89
                    Assign(targets=('qpos',)) @307:17
                      .value:
                        BinOp(op='+') @307:24
                          .lhs:
                            BinOp(op='*') @307:24
                              .lhs:
                                Name(id='mb') @307:24
                              .rhs:
                                Name(id='BLOCK_M') @307:29
                          .rhs:
                            Name(id='qcols') @307:39
                    Assign(targets=('lse2',)) @308:17
                      .value:
                        Call(kwargs=()) @308:24
                          .func:
                            Name(id='zeros') @308:24
                          .args:
                            ListLit() @308:30
                              .elts:
                                Name(id='BLOCK_M') @308:31
                            Name(id='f32') @308:41
                    Assign(targets=('dlt',)) @309:17
                      .value:
                        Call(kwargs=()) @309:23
                          .func:
                            Name(id='zeros') @309:23
                          .args:
                            ListLit() @309:29
                              .elts:
                                Name(id='BLOCK_M') @309:30
                            Name(id='f32') @309:40
                    If(orelse=()) @313:17
                      .cond:
                        BoolOp(op='and') @313:20
                          .values:
                            BinOp(op='==') @313:20
                              .lhs:
                                Name(id='ACT') @313:20
                              .rhs:
                                Const(value='softmax') @313:27
                            Name(id='AHEAD') @313:41
                      .body:
                        Assign(targets=('lse2',)) @314:21
                          .value:
                            Name(id='lse2_n') @314:28
                        Assign(targets=('dlt',)) @315:21
                          .value:
                            Name(id='dlt_n') @315:27
                    If(orelse=()) @316:17
                      .cond:
                        BoolOp(op='and') @316:20
                          .values:
                            BinOp(op='==') @316:20
                              .lhs:
                                Name(id='ACT') @316:20
                              .rhs:
                                Const(value='softmax') @316:27
                            Unary(op='not') @316:41
                              .operand:
                                Name(id='AHEAD') @316:45
                            Unary(op='not') @316:55
                              .operand:
                                Name(id='LSE_RING') @316:59
                      .body:
                        Assign(targets=('qi',)) @320:21
                          .value:
                            BinOp(op='+') @320:26
                              .lhs:
                                Name(id='q0') @320:26
                              .rhs:
                                Call(kwargs=()) @320:31
                                  .func:
                                    Name(id='maximum') @320:31
                                  .args:
                                    Call(kwargs=()) @320:39
                                      .func:
                                        Name(id='minimum') @320:39
                                      .args:
                                        Name(id='qpos') @320:47
                                        BinOp(op='-') @320:53
                                          .lhs:
                                            Name(id='len_q') @320:53
                                          .rhs:
                                            Const(value=1) @320:61
                                    Const(value=0) @320:65
                        Assign(targets=('lse2',)) @321:21
                          .value:
                            Index() @321:28
                              .value:
                                Name(id='lse2_t') @321:28
                              .subs:
                                Name(id='head') @321:35
                                Name(id='qi') @321:41
                        Assign(targets=('dlt',)) @322:21
                          .value:
                            Index() @322:27
                              .value:
                                Name(id='delta_t') @322:27
                              .subs:
                                Name(id='head') @322:35
                                Name(id='qi') @322:41
                    If() @325:17
                      .cond:
                        Name(id='masked') @325:20
                      .body:
                        Assign(targets=('edge',)) @326:21
                          .value:
                            BoolOp(op='or') @326:28
                              .values:
                                BinOp(op='>') @326:28
                                  .lhs:
                                    BinOp(op='*') @326:29
                                      .lhs:
                                        BinOp(op='+') @326:29
                                          .lhs:
                                            Name(id='mb') @326:29
                                          .rhs:
                                            Const(value=1) @326:34
                                      .rhs:
                                        Name(id='BLOCK_M') @326:39
                                  .rhs:
                                    Name(id='len_q') @326:49
                                BinOp(op='>') @326:58
                                  .lhs:
                                    BinOp(op='+') @326:58
                                      .lhs:
                                        Name(id='krow0') @326:58
                                      .rhs:
                                        Name(id='WG_N') @326:66
                                  .rhs:
                                    Name(id='len_k') @326:73
                        If(orelse=()) @327:21
                          .cond:
                            Name(id='CAUSAL') @327:24
                          .body:
                            Assign(targets=('edge',)) @328:25
                              .value:
                                BoolOp(op='or') @328:32
                                  .values:
                                    Name(id='edge') @328:32
                                    BinOp(op='>') @328:40
                                      .lhs:
                                        BinOp(op='-') @328:40
                                          .lhs:
                                            BinOp(op='+') @328:40
                                              .lhs:
                                                Name(id='krow0') @328:40
                                              .rhs:
                                                Name(id='WG_N') @328:48
                                          .rhs:
                                            Const(value=1) @328:55
                                      .rhs:
                                        BinOp(op='+') @328:59
                                          .lhs:
                                            BinOp(op='*') @328:59
                                              .lhs:
                                                Name(id='mb') @328:59
                                              .rhs:
                                                Name(id='BLOCK_M') @328:64
                                          .rhs:
                                            BinOp(op='-') @328:75
                                              .lhs:
                                                Name(id='len_k') @328:75
                                              .rhs:
                                                Name(id='len_q') @328:83
                      .orelse:
                        Assign(targets=('edge',)) @330:21
                          .value:
                            Const(value=False) @330:28
                    Wait(phase=None) @331:17
                      .target:
                        Index() @331:22
                          .value:
                            Name(id='qd_ready') @331:22
                          .subs:
                            Name(id='slot') @331:31
                    If(orelse=()) @332:17
                      .cond:
                        Name(id='lagged') @332:20
                      .body:
                        Assign(targets=('og',)) @335:21
                          .value:
                            BinOp(op='%') @335:27
                              .lhs:
                                BinOp(op='+') @335:27
                                  .lhs:
                                    Name(id='wg') @335:27
                                  .rhs:
                                    Const(value=1) @335:32
                              .rhs:
                                Name(id='NWG') @335:37
                        Wait() @336:21
                          .target:
                            Index() @336:26
                              .value:
                                Name(id='ds_ready') @336:26
                              .subs:
                                Const(value=0) @336:35
                          .phase:
                            BinOp(op='%') @336:44
                              .lhs:
                                Name(id='last') @336:44
                              .rhs:
                                Const(value=2) @336:51
                        For(var='i') @337:21
                          .iter:
                            Call(kwargs=()) @337:30
                              .func:
                                Name(id='static_range') @337:30
                              .args:
                                Name(id='NCW') @337:43
                          .body:
                            Assign(targets=('c',)) @338:25
                              .value:
                                BinOp(op='+') @338:29
                                  .lhs:
                                    BinOp(op='*') @338:29
                                      .lhs:
                                        Name(id='wg') @338:29
                                      .rhs:
                                        Name(id='NCW') @338:34
                                  .rhs:
                                    Name(id='i') @338:40
                            If() @339:25
                              .cond:
                                Name(id='DQ_PAIR') @339:28
                              .body:
                                Assign(targets=('f0',)) @341:29
                                  .value:
                                    Call(kwargs=()) @341:34
                                      .func:
                                        Name(id='mma_async') @341:34
                                      .args:
                                        Index() @341:44
                                          .value:
                                            Name(id='ds_s') @341:44
                                          .subs:
                                            BinOp(op='+') @341:49
                                              .lhs:
                                                BinOp(op='*') @341:49
                                                  .lhs:
                                                    Name(id='last') @341:49
                                                  .rhs:
                                                    Name(id='NWG') @341:56
                                              .rhs:
                                                Name(id='wg') @341:62
                                        Index() @341:67
                                          .value:
                                            Name(id='kh_tile') @341:67
                                          .subs:
                                            BinOp(op='+') @341:75
                                              .lhs:
                                                BinOp(op='*') @341:75
                                                  .lhs:
                                                    Name(id='NC') @341:75
                                                  .rhs:
                                                    BinOp(op='+') @341:81
                                                      .lhs:
                                                        BinOp(op='*') @341:81
                                                          .lhs:
                                                            Name(id='ks') @341:81
                                                          .rhs:
                                                            Name(id='NWG') @341:86
                                                      .rhs:
                                                        Name(id='wg') @341:92
                                              .rhs:
                                                Name(id='c') @341:98
                                Assign(targets=('f1',)) @342:29
                                  .value:
                                    Call(kwargs=()) @342:34
                                      .func:
                                        Name(id='mma_async') @342:34
                                      .args:
                                        Index() @342:44
                                          .value:
                                            Name(id='ds_s') @342:44
                                          .subs:
                                            BinOp(op='+') @342:49
                                              .lhs:
                                                BinOp(op='*') @342:49
                                                  .lhs:
                                                    Name(id='last') @342:49
                                                  .rhs:
                                                    Name(id='NWG') @342:56
                                              .rhs:
                                                Name(id='og') @342:62
                                        Index() @342:67
                                          .value:
                                            Name(id='kh_tile') @342:67
                                          .subs:
                                            BinOp(op='+') @342:75
                                              .lhs:
                                                BinOp(op='*') @342:75
                                                  .lhs:
                                                    Name(id='NC') @342:75
                                                  .rhs:
                                                    BinOp(op='+') @342:81
                                                      .lhs:
                                                        BinOp(op='*') @342:81
                                                          .lhs:
                                                            Name(id='ks') @342:81
                                                          .rhs:
                                                            Name(id='NWG') @342:86
                                                      .rhs:
                                                        Name(id='og') @342:92
                                              .rhs:
                                                Name(id='c') @342:98
                                        Name(id='f0') @342:102
                                Assign(targets=('dq_c',)) @343:29
                                  .value:
                                    Call(kwargs=()) @343:36
                                      .func:
                                        Name(id='mma_wait') @343:36
                                      .args:
                                        Name(id='f1') @343:45
                              .orelse:
                                Assign(targets=('dq_c',)) @345:29
                                  .value:
                                    Call(kwargs=()) @345:36
                                      .func:
                                        Name(id='zeros') @345:36
                                      .args:
                                        ListLit() @345:42
                                          .elts:
                                            Name(id='BLOCK_M') @345:43
                                            Name(id='DQ_COLS') @345:52
                                        Name(id='f32') @345:62
                                For(var='g') @346:29
                                  .iter:
                                    Call(kwargs=()) @346:38
                                      .func:
                                        Name(id='static_range') @346:38
                                      .args:
                                        Name(id='NWG') @346:51
                                  .body:
                                    Assign(targets=('gg',)) @347:33
                                      .value:
                                        BinOp(op='%') @347:39
                                          .lhs:
                                            BinOp(op='+') @347:39
                                              .lhs:
                                                Name(id='wg') @347:39
                                              .rhs:
                                                Name(id='g') @347:44
                                          .rhs:
                                            Name(id='NWG') @347:49
                                    If() @348:33
                                      .cond:
                                        Name(id='SMEM_P') @348:36
                                      .body:
                                        Assign(targets=('dq_f',)) @349:37
                                          .value:
                                            Call(kwargs=()) @349:44
                                              .func:
                                                Name(id='mma_async') @349:44
                                              .args:
                                                Index() @349:54
                                                  .value:
                                                    Name(id='ds_s') @349:54
                                                  .subs:
                                                    BinOp(op='+') @349:59
                                                      .lhs:
                                                        BinOp(op='*') @349:59
                                                          .lhs:
                                                            Name(id='last') @349:59
                                                          .rhs:
                                                            Name(id='NWG') @349:66
                                                      .rhs:
                                                        Name(id='gg') @349:72
                                                Index() @349:77
                                                  .value:
                                                    Name(id='kh_tile') @349:77
                                                  .subs:
                                                    BinOp(op='+') @349:85
                                                      .lhs:
                                                        BinOp(op='*') @349:85
                                                          .lhs:
                                                            Name(id='NC') @349:85
                                                          .rhs:
                                                            BinOp(op='+') @349:91
                                                              .lhs:
                                                                BinOp(op='*') @349:91
                                                                  .lhs:
                                                                    Name(id='ks') @349:91
                                                                  .rhs:
                                                                    Name(id='NWG') @349:96
                                                              .rhs:
                                                                Name(id='gg') @349:102
                                                      .rhs:
                                                        Name(id='c') @349:108
                                                Name(id='dq_c') @349:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @351:37
                                          .value:
                                            Call(kwargs=()) @351:44
                                              .func:
                                                Name(id='mma_async') @351:44
                                              .args:
                                                Attr(name='T') @351:54
                                                  .value:
                                                    Index() @351:54
                                                      .value:
                                                        Name(id='ds_s') @351:54
                                                      .subs:
                                                        BinOp(op='+') @351:59
                                                          .lhs:
                                                            BinOp(op='*') @351:59
                                                              .lhs:
                                                                Name(id='last') @351:59
                                                              .rhs:
                                                                Name(id='NWG') @351:66
                                                          .rhs:
                                                            Name(id='gg') @351:72
                                                Index() @351:79
                                                  .value:
                                                    Name(id='kh_tile') @351:79
                                                  .subs:
                                                    BinOp(op='+') @351:87
                                                      .lhs:
                                                        BinOp(op='*') @351:87
                                                          .lhs:
                                                            Name(id='NC') @351:87
                                                          .rhs:
                                                            BinOp(op='+') @351:93
                                                              .lhs:
                                                                BinOp(op='*') @351:93
                                                                  .lhs:
                                                                    Name(id='ks') @351:93
                                                                  .rhs:
                                                                    Name(id='NWG') @351:98
                                                              .rhs:
                                                                Name(id='gg') @351:104
                                                      .rhs:
                                                        Name(id='c') @351:110
                                                Name(id='dq_c') @351:114
                                    If(orelse=()) @352:33
                                      .cond:
                                        BoolOp(op='and') @352:36
                                          .values:
                                            Name(id='CARRY') @352:36
                                            BinOp(op='==') @352:46
                                              .lhs:
                                                Name(id='i') @352:46
                                              .rhs:
                                                Const(value=0) @352:51
                                            BinOp(op='==') @352:57
                                              .lhs:
                                                Name(id='g') @352:57
                                              .rhs:
                                                Const(value=0) @352:62
                                      .body:
                                        Assign(targets=('acc_k',)) @353:37
                                          .value:
                                            Call() @353:45
                                              .func:
                                                Name(id='mma_wait') @353:45
                                              .args:
                                                Name(id='dk_f') @353:54
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @353:68
                                                )
                                        Arrive(count=None) @354:37
                                          .target:
                                            Index() @354:44
                                              .value:
                                                Name(id='qd_free') @354:44
                                              .subs:
                                                Name(id='last') @354:52
                                    Assign(targets=('dq_c',)) @355:33
                                      .value:
                                        Call(kwargs=()) @355:40
                                          .func:
                                            Name(id='mma_wait') @355:40
                                          .args:
                                            Name(id='dq_f') @355:49
                            Wait() @356:25
                              .target:
                                Index() @356:30
                                  .value:
                                    Name(id='dq_empty') @356:30
                                  .subs:
                                    Name(id='i') @356:39
                              .phase:
                                BinOp(op='-') @356:48
                                  .lhs:
                                    Const(value=1) @356:48
                                  .rhs:
                                    BinOp(op='%') @356:52
                                      .lhs:
                                        Name(id='last') @356:52
                                      .rhs:
                                        Const(value=2) @356:59
                            ExprStmt() @357:25
                              .value:
                                Call(kwargs=()) @357:25
                                  .func:
                                    Name(id='store_smem') @357:25
                                  .args:
                                    Index() @357:36
                                      .value:
                                        Name(id='dq_s') @357:36
                                      .subs:
                                        BinOp(op='+') @357:41
                                          .lhs:
                                            BinOp(op='*') @357:41
                                              .lhs:
                                                Name(id='i') @357:41
                                              .rhs:
                                                Name(id='NWG') @357:45
                                          .rhs:
                                            Name(id='wg') @357:51
                                    Name(id='dq_c') @357:56
                            If(orelse=()) @358:25
                              .cond:
                                BoolOp(op='or') @358:28
                                  .values:
                                    Unary(op='not') @358:28
                                      .operand:
                                        Name(id='LATE') @358:32
                                    BinOp(op='<') @358:40
                                      .lhs:
                                        Name(id='i') @358:40
                                      .rhs:
                                        BinOp(op='-') @358:44
                                          .lhs:
                                            Name(id='NCW') @358:44
                                          .rhs:
                                            Const(value=1) @358:50
                              .body:
                                Fence() @359:29
                                Arrive(count=None) @360:29
                                  .target:
                                    Index() @360:36
                                      .value:
                                        Name(id='dq_full') @360:36
                                      .subs:
                                        Name(id='i') @360:44
                    If() @361:17
                      .cond:
                        Name(id='SMEM_P') @361:20
                      .body:
                        Assign(targets=('own',)) @365:21
                          .value:
                            Name(id='wg') @365:27
                        Assign(targets=('og',)) @366:21
                          .value:
                            BinOp(op='%') @366:27
                              .lhs:
                                BinOp(op='+') @366:27
                                  .lhs:
                                    Name(id='wg') @366:27
                                  .rhs:
                                    Const(value=1) @366:32
                              .rhs:
                                Name(id='NWG') @366:37
                        If(orelse=()) @367:21
                          .cond:
                            Name(id='WRITER') @367:24
                          .body:
                            Assign(targets=('own',)) @368:25
                              .value:
                                BinOp(op='+') @368:31
                                  .lhs:
                                    BinOp(op='*') @368:31
                                      .lhs:
                                        Name(id='slot') @368:31
                                      .rhs:
                                        Name(id='NWG') @368:38
                                  .rhs:
                                    Name(id='wg') @368:44
                        Assign(targets=('s_f',)) @369:21
                          .value:
                            Call(kwargs=()) @369:27
                              .func:
                                Name(id='mma_async') @369:27
                              .args:
                                Index() @369:37
                                  .value:
                                    Name(id='q_ring') @369:37
                                  .subs:
                                    Name(id='slot') @369:44
                                Attr(name='T') @369:51
                                  .value:
                                    Index() @369:51
                                      .value:
                                        Name(id='k_tile') @369:51
                                      .subs:
                                        Name(id='mine') @369:58
                        Assign(targets=('dp_f',)) @370:21
                          .value:
                            Call(kwargs=()) @370:28
                              .func:
                                Name(id='mma_async') @370:28
                              .args:
                                Index() @370:38
                                  .value:
                                    Name(id='do_ring') @370:38
                                  .subs:
                                    Name(id='slot') @370:46
                                Attr(name='T') @370:53
                                  .value:
                                    Index() @370:53
                                      .value:
                                        Name(id='v_tile') @370:53
                                      .subs:
                                        Name(id='mine') @370:60
                        If(orelse=()) @371:21
                          .cond:
                            Name(id='late') @371:24
                          .body:
                            Fence() @372:25
                            Arrive(count=None) @373:25
                              .target:
                                Index() @373:32
                                  .value:
                                    Name(id='dq_full') @373:32
                                  .subs:
                                    Name(id='LAST') @373:40
                        Assign(targets=('s',)) @374:21
                          .value:
                            Call() @374:25
                              .func:
                                Name(id='mma_wait') @374:25
                              .args:
                                Name(id='s_f') @374:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @374:47
                                )
                        Assign(targets=('kpos',)) @376:21
                          .value:
                            BinOp(op='+') @376:28
                              .lhs:
                                Name(id='krow0') @376:28
                              .rhs:
                                Call(kwargs=()) @376:36
                                  .func:
                                    Name(id='arange') @376:36
                                  .args:
                                    Name(id='WG_N') @376:43
                        If() @377:21
                          .cond:
                            Name(id='LSE_RING') @377:24
                          .body:
                            Assign(targets=('lse2c',)) @378:25
                              .value:
                                Call(kwargs=()) @378:33
                                  .func:
                                    Name(id='load') @378:33
                                  .args:
                                    Index() @378:38
                                      .value:
                                        Name(id='lse_s') @378:38
                                      .subs:
                                        Name(id='slot') @378:44
                          .orelse:
                            Assign(targets=('lse2c',)) @380:25
                              .value:
                                Index() @380:33
                                  .value:
                                    Name(id='lse2') @380:33
                                  .subs:
                                    FullSlice() @380:38
                                    Const(value=None) @380:41
                        Assign(targets=('p', 'dact')) @381:21
                          .value:
                            Call(kwargs=()) @381:31
                              .func:
                                Name(id='probs') @381:31
                              .args:
                                Name(id='s') @381:37
                                Name(id='edge') @381:40
                                Index() @381:46
                                  .value:
                                    Name(id='qpos') @381:46
                                  .subs:
                                    FullSlice() @381:51
                                    Const(value=None) @381:54
                                Index() @381:61
                                  .value:
                                    Name(id='kpos') @381:61
                                  .subs:
                                    Const(value=None) @381:66
                                    FullSlice() @381:72
                                Name(id='len_q') @381:76
                                Name(id='len_k') @381:83
                                Name(id='lse2c') @381:90
                                Name(id='qk_scale') @381:97
                                Name(id='sm_scale') @382:37
                                Name(id='CAUSAL') @382:47
                                Name(id='ACT') @382:55
                        ExprStmt() @383:21
                          .value:
                            Call(kwargs=()) @383:21
                              .func:
                                Name(id='store_smem') @383:21
                              .args:
                                Index() @383:32
                                  .value:
                                    Name(id='ds_s') @383:32
                                  .subs:
                                    Name(id='own') @383:37
                                Call(kwargs=()) @383:43
                                  .func:
                                    Name(id='cast') @383:43
                                  .args:
                                    Name(id='p') @383:48
                                    Name(id='DT') @383:51
                        Fence() @384:21
                        Assign(targets=('dv_f',)) @385:21
                          .value:
                            Call(kwargs=()) @385:28
                              .func:
                                Name(id='mma_async') @385:28
                              .args:
                                Attr(name='T') @385:38
                                  .value:
                                    Index() @385:38
                                      .value:
                                        Name(id='ds_s') @385:38
                                      .subs:
                                        Name(id='own') @385:43
                                Index() @385:51
                                  .value:
                                    Name(id='do_ring') @385:51
                                  .subs:
                                    Name(id='slot') @385:59
                                Name(id='acc_v') @385:66
                        Assign(targets=('dp',)) @386:21
                          .value:
                            Call() @386:26
                              .func:
                                Name(id='mma_wait') @386:26
                              .args:
                                Name(id='dp_f') @386:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @386:49
                                )
                        If() @387:21
                          .cond:
                            Name(id='LSE_RING') @387:24
                          .body:
                            Assign(targets=('dltc',)) @388:25
                              .value:
                                Call(kwargs=()) @388:32
                                  .func:
                                    Name(id='load') @388:32
                                  .args:
                                    Index() @388:37
                                      .value:
                                        Name(id='dl_s') @388:37
                                      .subs:
                                        Name(id='slot') @388:42
                          .orelse:
                            Assign(targets=('dltc',)) @390:25
                              .value:
                                Index() @390:32
                                  .value:
                                    Name(id='dlt') @390:32
                                  .subs:
                                    FullSlice() @390:36
                                    Const(value=None) @390:39
                        Assign(targets=('ds',)) @391:21
                          .value:
                            Call(kwargs=()) @391:26
                              .func:
                                Name(id='cast') @391:26
                              .args:
                                Call(kwargs=()) @391:31
                                  .func:
                                    Name(id='dscores') @391:31
                                  .args:
                                    Name(id='p') @391:39
                                    Name(id='dact') @391:42
                                    Name(id='dp') @391:48
                                    Name(id='dltc') @391:52
                                    Name(id='ACT') @391:58
                                Name(id='DT') @391:64
                        Assign(targets=('acc_v',)) @392:21
                          .value:
                            Call(kwargs=()) @392:29
                              .func:
                                Name(id='mma_wait') @392:29
                              .args:
                                Name(id='dv_f') @392:38
                        ExprStmt() @393:21
                          .value:
                            Call(kwargs=()) @393:21
                              .func:
                                Name(id='store_smem') @393:21
                              .args:
                                Index() @393:32
                                  .value:
                                    Name(id='ds_s') @393:32
                                  .subs:
                                    Name(id='own') @393:37
                                Name(id='ds') @393:43
                        Fence() @394:21
                        If() @395:21
                          .cond:
                            Name(id='LAG') @395:24
                          .body:
                            Arrive(count=None) @398:25
                              .target:
                                Index() @398:32
                                  .value:
                                    Name(id='ds_ready') @398:32
                                  .subs:
                                    Const(value=0) @398:41
                            Assign(targets=('dk_f',)) @399:25
                              .value:
                                Call(kwargs=()) @399:32
                                  .func:
                                    Name(id='mma_async') @399:32
                                  .args:
                                    Attr(name='T') @399:42
                                      .value:
                                        Index() @399:42
                                          .value:
                                            Name(id='ds_s') @399:42
                                          .subs:
                                            Name(id='own') @399:47
                                    Index() @399:55
                                      .value:
                                        Name(id='q_ring') @399:55
                                      .subs:
                                        Name(id='slot') @399:62
                                    Name(id='acc_k') @399:69
                            If(orelse=()) @400:25
                              .cond:
                                BoolOp(op='and') @400:28
                                  .values:
                                    BinOp(op='==') @400:28
                                      .lhs:
                                        Name(id='ACT') @400:28
                                      .rhs:
                                        Const(value='softmax') @400:35
                                    Name(id='AHEAD') @400:49
                              .body:
                                Assign(targets=('nxt',)) @402:29
                                  .value:
                                    Unary(op='-') @402:35
                                      .operand:
                                        Const(value=1) @402:36
                                If(orelse=()) @403:29
                                  .cond:
                                    BinOp(op='==') @403:32
                                      .lhs:
                                        Name(id='which') @403:32
                                      .rhs:
                                        Const(value=1) @403:41
                                  .body:
                                    Assign(targets=('nxt',)) @404:33
                                      .value:
                                        Const(value=1) @404:39
                                Assign(targets=('lse2_n', 'dlt_n')) @405:29
                                  .value:
                                    Call(kwargs=()) @405:45
                                      .func:
                                        Name(id='lse_delta') @405:45
                                      .args:
                                        Call(kwargs=()) @405:55
                                          .func:
                                            Name(id='minimum') @405:55
                                          .args:
                                            BinOp(op='+') @405:63
                                              .lhs:
                                                Name(id='j') @405:63
                                              .rhs:
                                                Const(value=1) @405:67
                                            BinOp(op='-') @405:70
                                              .lhs:
                                                Name(id='steps') @405:70
                                              .rhs:
                                                Const(value=1) @405:78
                                        Name(id='nxt') @405:82
                                        BinOp(op='*') @405:87
                                          .lhs:
                                            Name(id='kvh') @405:87
                                          .rhs:
                                            Name(id='group') @405:93
                                        Name(id='m_lo') @405:100
                                        Name(id='rot') @405:106
                                        Name(id='n_m') @405:111
                                        Name(id='n_x') @405:116
                                        Name(id='n_xs') @406:55
                                        Name(id='SPLIT') @406:61
                                        Name(id='q0') @406:68
                                        Name(id='len_q') @406:72
                                        Name(id='qcols') @406:79
                                        Name(id='lse2_t') @406:86
                                        Name(id='delta_t') @406:94
                                        Name(id='BLOCK_M') @406:103
                            If(orelse=()) @407:25
                              .cond:
                                Unary(op='not') @407:28
                                  .operand:
                                    Name(id='CARRY') @407:32
                              .body:
                                Assign(targets=('acc_k',)) @408:29
                                  .value:
                                    Call(kwargs=()) @408:37
                                      .func:
                                        Name(id='mma_wait') @408:37
                                      .args:
                                        Name(id='dk_f') @408:46
                                Arrive(count=None) @409:29
                                  .target:
                                    Index() @409:36
                                      .value:
                                        Name(id='qd_free') @409:36
                                      .subs:
                                        Name(id='slot') @409:44
                            Assign(targets=('last',)) @410:25
                              .value:
                                Name(id='slot') @410:32
                          .orelse:
                            If() @411:21
                              .cond:
                                Name(id='WRITER') @411:26
                              .body:
                                Arrive(count=None) @412:25
                                  .target:
                                    Index() @412:32
                                      .value:
                                        Name(id='ds_ready') @412:32
                                      .subs:
                                        Name(id='slot') @412:41
                                Assign(targets=('dk_f',)) @413:25
                                  .value:
                                    Call(kwargs=()) @413:32
                                      .func:
                                        Name(id='mma_async') @413:32
                                      .args:
                                        Attr(name='T') @413:42
                                          .value:
                                            Index() @413:42
                                              .value:
                                                Name(id='ds_s') @413:42
                                              .subs:
                                                Name(id='own') @413:47
                                        Index() @413:55
                                          .value:
                                            Name(id='q_ring') @413:55
                                          .subs:
                                            Name(id='slot') @413:62
                                        Name(id='acc_k') @413:69
                                Wait(phase=None) @414:25
                                  .target:
                                    Index() @414:30
                                      .value:
                                        Name(id='ds_ready') @414:30
                                      .subs:
                                        Name(id='slot') @414:39
                                For(var='i') @415:25
                                  .iter:
                                    Call(kwargs=()) @415:34
                                      .func:
                                        Name(id='static_range') @415:34
                                      .args:
                                        Name(id='NCW') @415:47
                                  .body:
                                    Assign(targets=('c',)) @416:29
                                      .value:
                                        BinOp(op='+') @416:33
                                          .lhs:
                                            BinOp(op='*') @416:33
                                              .lhs:
                                                Name(id='wg') @416:33
                                              .rhs:
                                                Name(id='NCW') @416:38
                                          .rhs:
                                            Name(id='i') @416:44
                                    If() @417:29
                                      .cond:
                                        Name(id='DQ_PAIR') @417:32
                                      .body:
                                        Assign(targets=('f0',)) @420:33
                                          .value:
                                            Call(kwargs=()) @420:38
                                              .func:
                                                Name(id='mma_async') @420:38
                                              .args:
                                                Index() @420:48
                                                  .value:
                                                    Name(id='ds_s') @420:48
                                                  .subs:
                                                    Name(id='own') @420:53
                                                Index() @420:59
                                                  .value:
                                                    Name(id='kh_tile') @420:59
                                                  .subs:
                                                    BinOp(op='+') @420:67
                                                      .lhs:
                                                        BinOp(op='*') @420:67
                                                          .lhs:
                                                            Name(id='NC') @420:67
                                                          .rhs:
                                                            Name(id='mine') @420:72
                                                      .rhs:
                                                        Name(id='c') @420:79
                                        Assign(targets=('f1',)) @421:33
                                          .value:
                                            Call(kwargs=()) @421:38
                                              .func:
                                                Name(id='mma_async') @421:38
                                              .args:
                                                Index() @421:48
                                                  .value:
                                                    Name(id='ds_s') @421:48
                                                  .subs:
                                                    BinOp(op='+') @421:53
                                                      .lhs:
                                                        BinOp(op='*') @421:53
                                                          .lhs:
                                                            Name(id='slot') @421:53
                                                          .rhs:
                                                            Name(id='NWG') @421:60
                                                      .rhs:
                                                        Name(id='og') @421:66
                                                Index() @421:71
                                                  .value:
                                                    Name(id='kh_tile') @421:71
                                                  .subs:
                                                    BinOp(op='+') @421:79
                                                      .lhs:
                                                        BinOp(op='*') @421:79
                                                          .lhs:
                                                            Name(id='NC') @421:79
                                                          .rhs:
                                                            BinOp(op='+') @421:85
                                                              .lhs:
                                                                BinOp(op='*') @421:85
                                                                  .lhs:
                                                                    Name(id='ks') @421:85
                                                                  .rhs:
                                                                    Name(id='NWG') @421:90
                                                              .rhs:
                                                                Name(id='og') @421:96
                                                      .rhs:
                                                        Name(id='c') @421:102
                                                Name(id='f0') @421:106
                                        If(orelse=()) @422:33
                                          .cond:
                                            BinOp(op='==') @422:36
                                              .lhs:
                                                Name(id='i') @422:36
                                              .rhs:
                                                Const(value=0) @422:41
                                          .body:
                                            Assign(targets=('acc_k',)) @423:37
                                              .value:
                                                Call() @423:45
                                                  .func:
                                                    Name(id='mma_wait') @423:45
                                                  .args:
                                                    Name(id='dk_f') @423:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @423:68
                                                    )
                                            Arrive(count=None) @424:37
                                              .target:
                                                Index() @424:44
                                                  .value:
                                                    Name(id='qd_free') @424:44
                                                  .subs:
                                                    Name(id='slot') @424:52
                                        Assign(targets=('dq_c',)) @425:33
                                          .value:
                                            Call(kwargs=()) @425:40
                                              .func:
                                                Name(id='mma_wait') @425:40
                                              .args:
                                                Name(id='f1') @425:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @427:33
                                          .value:
                                            Call(kwargs=()) @427:40
                                              .func:
                                                Name(id='zeros') @427:40
                                              .args:
                                                ListLit() @427:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @427:47
                                                    Name(id='DQ_COLS') @427:56
                                                Name(id='f32') @427:66
                                        For(var='g') @428:33
                                          .iter:
                                            Call(kwargs=()) @428:42
                                              .func:
                                                Name(id='static_range') @428:42
                                              .args:
                                                Name(id='NWG') @428:55
                                          .body:
                                            Assign(targets=('gg',)) @429:37
                                              .value:
                                                BinOp(op='%') @429:43
                                                  .lhs:
                                                    BinOp(op='+') @429:43
                                                      .lhs:
                                                        Name(id='wg') @429:43
                                                      .rhs:
                                                        Name(id='g') @429:48
                                                  .rhs:
                                                    Name(id='NWG') @429:53
                                            Assign(targets=('dq_f',)) @430:37
                                              .value:
                                                Call(kwargs=()) @430:44
                                                  .func:
                                                    Name(id='mma_async') @430:44
                                                  .args:
                                                    Index() @430:54
                                                      .value:
                                                        Name(id='ds_s') @430:54
                                                      .subs:
                                                        BinOp(op='+') @430:59
                                                          .lhs:
                                                            BinOp(op='*') @430:59
                                                              .lhs:
                                                                Name(id='slot') @430:59
                                                              .rhs:
                                                                Name(id='NWG') @430:66
                                                          .rhs:
                                                            Name(id='gg') @430:72
                                                    Index() @430:77
                                                      .value:
                                                        Name(id='kh_tile') @430:77
                                                      .subs:
                                                        BinOp(op='+') @430:85
                                                          .lhs:
                                                            BinOp(op='*') @430:85
                                                              .lhs:
                                                                Name(id='NC') @430:85
                                                              .rhs:
                                                                BinOp(op='+') @430:91
                                                                  .lhs:
                                                                    BinOp(op='*') @430:91
                                                                      .lhs:
                                                                        Name(id='ks') @430:91
                                                                      .rhs:
                                                                        Name(id='NWG') @430:96
                                                                  .rhs:
                                                                    Name(id='gg') @430:102
                                                          .rhs:
                                                            Name(id='c') @430:108
                                                    Name(id='dq_c') @430:112
                                            If(orelse=()) @431:37
                                              .cond:
                                                BoolOp(op='and') @431:40
                                                  .values:
                                                    BinOp(op='==') @431:40
                                                      .lhs:
                                                        Name(id='i') @431:40
                                                      .rhs:
                                                        Const(value=0) @431:45
                                                    BinOp(op='==') @431:51
                                                      .lhs:
                                                        Name(id='g') @431:51
                                                      .rhs:
                                                        Const(value=0) @431:56
                                              .body:
                                                Assign(targets=('acc_k',)) @433:41
                                                  .value:
                                                    Call() @433:49
                                                      .func:
                                                        Name(id='mma_wait') @433:49
                                                      .args:
                                                        Name(id='dk_f') @433:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @433:72
                                                        )
                                                Arrive(count=None) @434:41
                                                  .target:
                                                    Index() @434:48
                                                      .value:
                                                        Name(id='qd_free') @434:48
                                                      .subs:
                                                        Name(id='slot') @434:56
                                            Assign(targets=('dq_c',)) @435:37
                                              .value:
                                                Call(kwargs=()) @435:44
                                                  .func:
                                                    Name(id='mma_wait') @435:44
                                                  .args:
                                                    Name(id='dq_f') @435:53
                                    Wait() @436:29
                                      .target:
                                        Index() @436:34
                                          .value:
                                            Name(id='dq_empty') @436:34
                                          .subs:
                                            Name(id='i') @436:43
                                      .phase:
                                        BinOp(op='-') @436:52
                                          .lhs:
                                            Const(value=1) @436:52
                                          .rhs:
                                            BinOp(op='%') @436:56
                                              .lhs:
                                                Name(id='slot') @436:56
                                              .rhs:
                                                Const(value=2) @436:63
                                    ExprStmt() @437:29
                                      .value:
                                        Call(kwargs=()) @437:29
                                          .func:
                                            Name(id='store_smem') @437:29
                                          .args:
                                            Index() @437:40
                                              .value:
                                                Name(id='dq_s') @437:40
                                              .subs:
                                                BinOp(op='+') @437:45
                                                  .lhs:
                                                    BinOp(op='*') @437:45
                                                      .lhs:
                                                        Name(id='i') @437:45
                                                      .rhs:
                                                        Name(id='NWG') @437:49
                                                  .rhs:
                                                    Name(id='wg') @437:55
                                            Name(id='dq_c') @437:60
                                    Fence() @438:29
                                    Arrive(count=None) @439:29
                                      .target:
                                        Index() @439:36
                                          .value:
                                            Name(id='dq_full') @439:36
                                          .subs:
                                            Name(id='i') @439:44
                              .orelse:
                                Assign(targets=('dq_f',)) @441:25
                                  .value:
                                    Call(kwargs=()) @441:32
                                      .func:
                                        Name(id='mma_async') @441:32
                                      .args:
                                        Index() @441:42
                                          .value:
                                            Name(id='ds_s') @441:42
                                          .subs:
                                            Name(id='wg') @441:47
                                        Index() @441:52
                                          .value:
                                            Name(id='kh_tile') @441:52
                                          .subs:
                                            BinOp(op='*') @441:60
                                              .lhs:
                                                Name(id='NC') @441:60
                                              .rhs:
                                                Name(id='mine') @441:65
                                Assign(targets=('dk_f',)) @442:25
                                  .value:
                                    Call(kwargs=()) @442:32
                                      .func:
                                        Name(id='mma_async') @442:32
                                      .args:
                                        Attr(name='T') @442:42
                                          .value:
                                            Index() @442:42
                                              .value:
                                                Name(id='ds_s') @442:42
                                              .subs:
                                                Name(id='wg') @442:47
                                        Index() @442:54
                                          .value:
                                            Name(id='q_ring') @442:54
                                          .subs:
                                            Name(id='slot') @442:61
                                        Name(id='acc_k') @442:68
                                Assign(targets=('dq_c',)) @443:25
                                  .value:
                                    Call() @443:32
                                      .func:
                                        Name(id='mma_wait') @443:32
                                      .args:
                                        Name(id='dq_f') @443:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @443:55
                                        )
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
                                        Const(value=0) @446:51
                                  .src:
                                    Index() @446:57
                                      .value:
                                        Name(id='dq_s') @446:57
                                      .subs:
                                        Name(id='wg') @446:62
                                Assign(targets=('dq_f',)) @447:25
                                  .value:
                                    Call(kwargs=()) @447:32
                                      .func:
                                        Name(id='mma_async') @447:32
                                      .args:
                                        Index() @447:42
                                          .value:
                                            Name(id='ds_s') @447:42
                                          .subs:
                                            Name(id='wg') @447:47
                                        Index() @447:52
                                          .value:
                                            Name(id='kh_tile') @447:52
                                          .subs:
                                            BinOp(op='+') @447:60
                                              .lhs:
                                                BinOp(op='*') @447:60
                                                  .lhs:
                                                    Name(id='NC') @447:60
                                                  .rhs:
                                                    Name(id='mine') @447:65
                                              .rhs:
                                                Const(value=1) @447:72
                                Assign(targets=('acc_k',)) @448:25
                                  .value:
                                    Call() @448:33
                                      .func:
                                        Name(id='mma_wait') @448:33
                                      .args:
                                        Name(id='dk_f') @448:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @448:56
                                        )
                                Assign(targets=('dq_c',)) @449:25
                                  .value:
                                    Call(kwargs=()) @449:32
                                      .func:
                                        Name(id='mma_wait') @449:32
                                      .args:
                                        Name(id='dq_f') @449:41
                                Arrive(count=None) @450:25
                                  .target:
                                    Index() @450:32
                                      .value:
                                        Name(id='qd_free') @450:32
                                      .subs:
                                        Name(id='slot') @450:40
                                ExprStmt() @451:25
                                  .value:
                                    Call(kwargs=()) @451:25
                                      .func:
                                        Name(id='store_smem') @451:25
                                      .args:
                                        Index() @451:36
                                          .value:
                                            Name(id='dq_s') @451:36
                                          .subs:
                                            Name(id='wg') @451:41
                                        Name(id='dq_c') @451:46
                                Fence() @452:25
                                Tma(signals=None, reduce='add') @453:25
                                  .dst:
                                    Index() @453:29
                                      .value:
                                        Name(id='dq_acc') @453:29
                                      .subs:
                                        Name(id='seq') @453:36
                                        Name(id='mb') @453:41
                                        Name(id='head') @453:45
                                        Const(value=1) @453:51
                                  .src:
                                    Index() @453:57
                                      .value:
                                        Name(id='dq_s') @453:57
                                      .subs:
                                        Name(id='wg') @453:62
                                For(var='c') @454:25
                                  .iter:
                                    Call(kwargs=()) @454:34
                                      .func:
                                        Name(id='static_range') @454:34
                                      .args:
                                        Const(value=2) @454:47
                                        Name(id='NC') @454:50
                                  .body:
                                    Assign(targets=('dq_c',)) @455:29
                                      .value:
                                        Call(kwargs=()) @455:36
                                          .func:
                                            Name(id='mma_wait') @455:36
                                          .args:
                                            Call(kwargs=()) @455:45
                                              .func:
                                                Name(id='mma_async') @455:45
                                              .args:
                                                Index() @455:55
                                                  .value:
                                                    Name(id='ds_s') @455:55
                                                  .subs:
                                                    Name(id='wg') @455:60
                                                Index() @455:65
                                                  .value:
                                                    Name(id='kh_tile') @455:65
                                                  .subs:
                                                    BinOp(op='+') @455:73
                                                      .lhs:
                                                        BinOp(op='*') @455:73
                                                          .lhs:
                                                            Name(id='NC') @455:73
                                                          .rhs:
                                                            Name(id='mine') @455:78
                                                      .rhs:
                                                        Name(id='c') @455:85
                                    ExprStmt() @456:29
                                      .value:
                                        Call(kwargs=()) @456:29
                                          .func:
                                            Name(id='store_smem') @456:29
                                          .args:
                                            Index() @456:40
                                              .value:
                                                Name(id='dq_s') @456:40
                                              .subs:
                                                Name(id='wg') @456:45
                                            Name(id='dq_c') @456:50
                                    Fence() @457:29
                                    Tma(signals=None, reduce='add') @458:29
                                      .dst:
                                        Index() @458:33
                                          .value:
                                            Name(id='dq_acc') @458:33
                                          .subs:
                                            Name(id='seq') @458:40
                                            Name(id='mb') @458:45
                                            Name(id='head') @458:49
                                            Name(id='c') @458:55
                                      .src:
                                        Index() @458:61
                                          .value:
                                            Name(id='dq_s') @458:61
                                          .subs:
                                            Name(id='wg') @458:66
                      .orelse:
                        Assign(targets=('st_f',)) @460:21
                          .value:
                            Call(kwargs=()) @460:28
                              .func:
                                Name(id='mma_async') @460:28
                              .args:
                                Index() @460:38
                                  .value:
                                    Name(id='k_tile') @460:38
                                  .subs:
                                    Name(id='mine') @460:45
                                Attr(name='T') @460:52
                                  .value:
                                    Index() @460:52
                                      .value:
                                        Name(id='q_ring') @460:52
                                      .subs:
                                        Name(id='slot') @460:59
                        Assign(targets=('dpt_f',)) @461:21
                          .value:
                            Call(kwargs=()) @461:29
                              .func:
                                Name(id='mma_async') @461:29
                              .args:
                                Index() @461:39
                                  .value:
                                    Name(id='v_tile') @461:39
                                  .subs:
                                    Name(id='mine') @461:46
                                Attr(name='T') @461:53
                                  .value:
                                    Index() @461:53
                                      .value:
                                        Name(id='do_ring') @461:53
                                      .subs:
                                        Name(id='slot') @461:61
                        If(orelse=()) @462:21
                          .cond:
                            Name(id='late') @462:24
                          .body:
                            Fence() @463:25
                            Arrive(count=None) @464:25
                              .target:
                                Index() @464:32
                                  .value:
                                    Name(id='dq_full') @464:32
                                  .subs:
                                    Name(id='LAST') @464:40
                        Assign(targets=('st',)) @465:21
                          .value:
                            Call() @465:26
                              .func:
                                Name(id='mma_wait') @465:26
                              .args:
                                Name(id='st_f') @465:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @465:49
                                )
                        If() @466:21
                          .cond:
                            Name(id='LSE_RING') @466:24
                          .body:
                            Assign(targets=('lse2r',)) @467:25
                              .value:
                                Call(kwargs=()) @467:33
                                  .func:
                                    Name(id='load') @467:33
                                  .args:
                                    Index() @467:38
                                      .value:
                                        Name(id='lse_s') @467:38
                                      .subs:
                                        Name(id='slot') @467:44
                          .orelse:
                            Assign(targets=('lse2r',)) @469:25
                              .value:
                                Index() @469:33
                                  .value:
                                    Name(id='lse2') @469:33
                                  .subs:
                                    Const(value=None) @469:38
                                    FullSlice() @469:44
                        Assign(targets=('pt', 'dact')) @470:21
                          .value:
                            Call(kwargs=()) @470:32
                              .func:
                                Name(id='probs') @470:32
                              .args:
                                Name(id='st') @470:38
                                Name(id='edge') @470:42
                                Index() @470:48
                                  .value:
                                    Name(id='qpos') @470:48
                                  .subs:
                                    Const(value=None) @470:53
                                    FullSlice() @470:59
                                Index() @470:63
                                  .value:
                                    Name(id='krows') @470:63
                                  .subs:
                                    FullSlice() @470:69
                                    Const(value=None) @470:72
                                Name(id='len_q') @470:79
                                Name(id='len_k') @470:86
                                Name(id='lse2r') @470:93
                                Name(id='qk_scale') @470:100
                                Name(id='sm_scale') @471:38
                                Name(id='CAUSAL') @471:48
                                Name(id='ACT') @471:56
                        Assign(targets=('dpt',)) @472:21
                          .value:
                            Call(kwargs=()) @472:27
                              .func:
                                Name(id='mma_wait') @472:27
                              .args:
                                Name(id='dpt_f') @472:36
                        Assign(targets=('dv_f',)) @474:21
                          .value:
                            Call(kwargs=()) @474:28
                              .func:
                                Name(id='mma_async') @474:28
                              .args:
                                Call(kwargs=()) @474:38
                                  .func:
                                    Name(id='cast') @474:38
                                  .args:
                                    Name(id='pt') @474:43
                                    Name(id='DT') @474:47
                                Index() @474:52
                                  .value:
                                    Name(id='do_ring') @474:52
                                  .subs:
                                    Name(id='slot') @474:60
                                Name(id='acc_v') @474:67
                        If() @475:21
                          .cond:
                            Name(id='LSE_RING') @475:24
                          .body:
                            Assign(targets=('dltr',)) @476:25
                              .value:
                                Call(kwargs=()) @476:32
                                  .func:
                                    Name(id='load') @476:32
                                  .args:
                                    Index() @476:37
                                      .value:
                                        Name(id='dl_s') @476:37
                                      .subs:
                                        Name(id='slot') @476:42
                          .orelse:
                            Assign(targets=('dltr',)) @478:25
                              .value:
                                Index() @478:32
                                  .value:
                                    Name(id='dlt') @478:32
                                  .subs:
                                    Const(value=None) @478:36
                                    FullSlice() @478:42
                        Assign(targets=('dst',)) @479:21
                          .value:
                            Call(kwargs=()) @479:27
                              .func:
                                Name(id='cast') @479:27
                              .args:
                                Call(kwargs=()) @479:32
                                  .func:
                                    Name(id='dscores') @479:32
                                  .args:
                                    Name(id='pt') @479:40
                                    Name(id='dact') @479:44
                                    Name(id='dpt') @479:50
                                    Name(id='dltr') @479:55
                                    Name(id='ACT') @479:61
                                Name(id='DT') @479:67
                        If() @480:21
                          .cond:
                            Name(id='LAG') @480:24
                          .body:
                            ExprStmt() @482:25
                              .value:
                                Call(kwargs=()) @482:25
                                  .func:
                                    Name(id='store_smem') @482:25
                                  .args:
                                    Index() @482:36
                                      .value:
                                        Name(id='ds_s') @482:36
                                      .subs:
                                        BinOp(op='+') @482:41
                                          .lhs:
                                            BinOp(op='*') @482:41
                                              .lhs:
                                                Name(id='slot') @482:41
                                              .rhs:
                                                Name(id='NWG') @482:48
                                          .rhs:
                                            Name(id='wg') @482:54
                                    Name(id='dst') @482:59
                            Fence() @483:25
                            Arrive(count=None) @484:25
                              .target:
                                Index() @484:32
                                  .value:
                                    Name(id='ds_ready') @484:32
                                  .subs:
                                    Const(value=0) @484:41
                            Assign(targets=('dk_f',)) @485:25
                              .value:
                                Call(kwargs=()) @485:32
                                  .func:
                                    Name(id='mma_async') @485:32
                                  .args:
                                    Name(id='dst') @485:42
                                    Index() @485:47
                                      .value:
                                        Name(id='q_ring') @485:47
                                      .subs:
                                        Name(id='slot') @485:54
                                    Name(id='acc_k') @485:61
                            Assign(targets=('acc_v',)) @486:25
                              .value:
                                Call() @486:33
                                  .func:
                                    Name(id='mma_wait') @486:33
                                  .args:
                                    Name(id='dv_f') @486:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @486:56
                                    )
                            Assign(targets=('acc_k',)) @487:25
                              .value:
                                Call(kwargs=()) @487:33
                                  .func:
                                    Name(id='mma_wait') @487:33
                                  .args:
                                    Name(id='dk_f') @487:42
                            Arrive(count=None) @488:25
                              .target:
                                Index() @488:32
                                  .value:
                                    Name(id='qd_free') @488:32
                                  .subs:
                                    Name(id='slot') @488:40
                            Assign(targets=('last',)) @489:25
                              .value:
                                Name(id='slot') @489:32
                          .orelse:
                            If() @490:21
                              .cond:
                                Name(id='WRITER') @490:26
                              .body:
                                ExprStmt() @492:25
                                  .value:
                                    Call(kwargs=()) @492:25
                                      .func:
                                        Name(id='store_smem') @492:25
                                      .args:
                                        Index() @492:36
                                          .value:
                                            Name(id='ds_s') @492:36
                                          .subs:
                                            BinOp(op='+') @492:41
                                              .lhs:
                                                BinOp(op='*') @492:41
                                                  .lhs:
                                                    Name(id='slot') @492:41
                                                  .rhs:
                                                    Name(id='NWG') @492:48
                                              .rhs:
                                                Name(id='wg') @492:54
                                        Name(id='dst') @492:59
                                Fence() @493:25
                                Arrive(count=None) @494:25
                                  .target:
                                    Index() @494:32
                                      .value:
                                        Name(id='ds_ready') @494:32
                                      .subs:
                                        Name(id='slot') @494:41
                                Assign(targets=('dk_f',)) @495:25
                                  .value:
                                    Call(kwargs=()) @495:32
                                      .func:
                                        Name(id='mma_async') @495:32
                                      .args:
                                        Name(id='dst') @495:42
                                        Index() @495:47
                                          .value:
                                            Name(id='q_ring') @495:47
                                          .subs:
                                            Name(id='slot') @495:54
                                        Name(id='acc_k') @495:61
                                If() @496:25
                                  .cond:
                                    Name(id='DQ_EARLY') @496:28
                                  .body:
                                    Assign(targets=('own',)) @499:29
                                      .value:
                                        BinOp(op='+') @499:35
                                          .lhs:
                                            BinOp(op='*') @499:35
                                              .lhs:
                                                Name(id='slot') @499:35
                                              .rhs:
                                                Name(id='NWG') @499:42
                                          .rhs:
                                            Name(id='wg') @499:48
                                    Assign(targets=('c0',)) @500:29
                                      .value:
                                        BinOp(op='*') @500:34
                                          .lhs:
                                            Name(id='wg') @500:34
                                          .rhs:
                                            Name(id='NCW') @500:39
                                    Assign(targets=('a0',)) @501:29
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
                                                    Name(id='own') @501:49
                                            Index() @501:57
                                              .value:
                                                Name(id='kh_tile') @501:57
                                              .subs:
                                                BinOp(op='+') @501:65
                                                  .lhs:
                                                    BinOp(op='*') @501:65
                                                      .lhs:
                                                        Name(id='NC') @501:65
                                                      .rhs:
                                                        Name(id='mine') @501:70
                                                  .rhs:
                                                    Name(id='c0') @501:77
                                            Call(kwargs=()) @501:82
                                              .func:
                                                Name(id='zeros') @501:82
                                              .args:
                                                ListLit() @501:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @501:89
                                                    Name(id='DQ_COLS') @501:98
                                                Name(id='f32') @501:108
                                    Assign(targets=('a1',)) @502:29
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
                                                    Name(id='own') @502:49
                                            Index() @502:57
                                              .value:
                                                Name(id='kh_tile') @502:57
                                              .subs:
                                                BinOp(op='+') @502:65
                                                  .lhs:
                                                    BinOp(op='+') @502:65
                                                      .lhs:
                                                        BinOp(op='*') @502:65
                                                          .lhs:
                                                            Name(id='NC') @502:65
                                                          .rhs:
                                                            Name(id='mine') @502:70
                                                      .rhs:
                                                        Name(id='c0') @502:77
                                                  .rhs:
                                                    Const(value=1) @502:82
                                            Call(kwargs=()) @502:86
                                              .func:
                                                Name(id='zeros') @502:86
                                              .args:
                                                ListLit() @502:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @502:93
                                                    Name(id='DQ_COLS') @502:102
                                                Name(id='f32') @502:112
                                    Assign(targets=('acc_v',)) @503:29
                                      .value:
                                        Call() @503:37
                                          .func:
                                            Name(id='mma_wait') @503:37
                                          .args:
                                            Name(id='dv_f') @503:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @503:60
                                            )
                                    Assign(targets=('acc_k',)) @504:29
                                      .value:
                                        Call() @504:37
                                          .func:
                                            Name(id='mma_wait') @504:37
                                          .args:
                                            Name(id='dk_f') @504:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @504:60
                                            )
                                    Arrive(count=None) @505:29
                                      .target:
                                        Index() @505:36
                                          .value:
                                            Name(id='qd_free') @505:36
                                          .subs:
                                            Name(id='slot') @505:44
                                    Assign(targets=('p0',)) @506:29
                                      .value:
                                        Call() @506:34
                                          .func:
                                            Name(id='mma_wait') @506:34
                                          .args:
                                            Name(id='a0') @506:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @506:55
                                            )
                                    Assign(targets=('p1',)) @507:29
                                      .value:
                                        Call(kwargs=()) @507:34
                                          .func:
                                            Name(id='mma_wait') @507:34
                                          .args:
                                            Name(id='a1') @507:43
                                    Wait(phase=None) @508:29
                                      .target:
                                        Index() @508:34
                                          .value:
                                            Name(id='ds_ready') @508:34
                                          .subs:
                                            Name(id='slot') @508:43
                                    Assign(targets=('og',)) @509:29
                                      .value:
                                        BinOp(op='%') @509:35
                                          .lhs:
                                            BinOp(op='+') @509:35
                                              .lhs:
                                                Name(id='wg') @509:35
                                              .rhs:
                                                Const(value=1) @509:40
                                          .rhs:
                                            Name(id='NWG') @509:45
                                    Assign(targets=('b0',)) @510:29
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
                                                    BinOp(op='+') @510:49
                                                      .lhs:
                                                        BinOp(op='*') @510:49
                                                          .lhs:
                                                            Name(id='slot') @510:49
                                                          .rhs:
                                                            Name(id='NWG') @510:56
                                                      .rhs:
                                                        Name(id='og') @510:62
                                            Index() @510:69
                                              .value:
                                                Name(id='kh_tile') @510:69
                                              .subs:
                                                BinOp(op='+') @510:77
                                                  .lhs:
                                                    BinOp(op='*') @510:77
                                                      .lhs:
                                                        Name(id='NC') @510:77
                                                      .rhs:
                                                        BinOp(op='+') @510:83
                                                          .lhs:
                                                            BinOp(op='*') @510:83
                                                              .lhs:
                                                                Name(id='ks') @510:83
                                                              .rhs:
                                                                Name(id='NWG') @510:88
                                                          .rhs:
                                                            Name(id='og') @510:94
                                                  .rhs:
                                                    Name(id='c0') @510:100
                                            Name(id='p0') @510:105
                                    Assign(targets=('b1',)) @511:29
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
                                                    BinOp(op='+') @511:49
                                                      .lhs:
                                                        BinOp(op='*') @511:49
                                                          .lhs:
                                                            Name(id='slot') @511:49
                                                          .rhs:
                                                            Name(id='NWG') @511:56
                                                      .rhs:
                                                        Name(id='og') @511:62
                                            Index() @511:69
                                              .value:
                                                Name(id='kh_tile') @511:69
                                              .subs:
                                                BinOp(op='+') @511:77
                                                  .lhs:
                                                    BinOp(op='+') @511:77
                                                      .lhs:
                                                        BinOp(op='*') @511:77
                                                          .lhs:
                                                            Name(id='NC') @511:77
                                                          .rhs:
                                                            BinOp(op='+') @511:83
                                                              .lhs:
                                                                BinOp(op='*') @511:83
                                                                  .lhs:
                                                                    Name(id='ks') @511:83
                                                                  .rhs:
                                                                    Name(id='NWG') @511:88
                                                              .rhs:
                                                                Name(id='og') @511:94
                                                      .rhs:
                                                        Name(id='c0') @511:100
                                                  .rhs:
                                                    Const(value=1) @511:105
                                            Name(id='p1') @511:109
                                    Assign(targets=('p0',)) @513:29
                                      .value:
                                        Call() @513:34
                                          .func:
                                            Name(id='mma_wait') @513:34
                                          .args:
                                            Name(id='b0') @513:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @513:55
                                            )
                                    Wait() @514:29
                                      .target:
                                        Index() @514:34
                                          .value:
                                            Name(id='dq_empty') @514:34
                                          .subs:
                                            Const(value=0) @514:43
                                      .phase:
                                        BinOp(op='-') @514:52
                                          .lhs:
                                            Const(value=1) @514:52
                                          .rhs:
                                            BinOp(op='%') @514:56
                                              .lhs:
                                                Name(id='slot') @514:56
                                              .rhs:
                                                Const(value=2) @514:63
                                    ExprStmt() @515:29
                                      .value:
                                        Call(kwargs=()) @515:29
                                          .func:
                                            Name(id='store_smem') @515:29
                                          .args:
                                            Index() @515:40
                                              .value:
                                                Name(id='dq_s') @515:40
                                              .subs:
                                                Name(id='wg') @515:45
                                            Name(id='p0') @515:50
                                    Fence() @516:29
                                    Arrive(count=None) @517:29
                                      .target:
                                        Index() @517:36
                                          .value:
                                            Name(id='dq_full') @517:36
                                          .subs:
                                            Const(value=0) @517:44
                                    Assign(targets=('p1',)) @518:29
                                      .value:
                                        Call(kwargs=()) @518:34
                                          .func:
                                            Name(id='mma_wait') @518:34
                                          .args:
                                            Name(id='b1') @518:43
                                    Wait() @519:29
                                      .target:
                                        Index() @519:34
                                          .value:
                                            Name(id='dq_empty') @519:34
                                          .subs:
                                            Const(value=1) @519:43
                                      .phase:
                                        BinOp(op='-') @519:52
                                          .lhs:
                                            Const(value=1) @519:52
                                          .rhs:
                                            BinOp(op='%') @519:56
                                              .lhs:
                                                Name(id='slot') @519:56
                                              .rhs:
                                                Const(value=2) @519:63
                                    ExprStmt() @520:29
                                      .value:
                                        Call(kwargs=()) @520:29
                                          .func:
                                            Name(id='store_smem') @520:29
                                          .args:
                                            Index() @520:40
                                              .value:
                                                Name(id='dq_s') @520:40
                                              .subs:
                                                BinOp(op='+') @520:45
                                                  .lhs:
                                                    Name(id='NWG') @520:45
                                                  .rhs:
                                                    Name(id='wg') @520:51
                                            Name(id='p1') @520:56
                                    Fence() @521:29
                                    Arrive(count=None) @522:29
                                      .target:
                                        Index() @522:36
                                          .value:
                                            Name(id='dq_full') @522:36
                                          .subs:
                                            Const(value=1) @522:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @524:29
                                      .value:
                                        Call() @524:37
                                          .func:
                                            Name(id='mma_wait') @524:37
                                          .args:
                                            Name(id='dv_f') @524:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @524:60
                                            )
                                    Assign(targets=('acc_k',)) @525:29
                                      .value:
                                        Call(kwargs=()) @525:37
                                          .func:
                                            Name(id='mma_wait') @525:37
                                          .args:
                                            Name(id='dk_f') @525:46
                                    Arrive(count=None) @526:29
                                      .target:
                                        Index() @526:36
                                          .value:
                                            Name(id='qd_free') @526:36
                                          .subs:
                                            Name(id='slot') @526:44
                                    Wait(phase=None) @527:29
                                      .target:
                                        Index() @527:34
                                          .value:
                                            Name(id='ds_ready') @527:34
                                          .subs:
                                            Name(id='slot') @527:43
                                    If() @528:29
                                      .cond:
                                        Name(id='ROWS') @528:32
                                      .body:
                                        Assign(targets=('RW',)) @530:33
                                          .value:
                                            BinOp(op='//') @530:38
                                              .lhs:
                                                Name(id='BLOCK_M') @530:38
                                              .rhs:
                                                Name(id='NWG') @530:49
                                        Assign(targets=('dq_r',)) @531:33
                                          .value:
                                            Call(kwargs=()) @531:40
                                              .func:
                                                Name(id='zeros') @531:40
                                              .args:
                                                ListLit() @531:46
                                                  .elts:
                                                    Name(id='RW') @531:47
                                                    Name(id='D') @531:51
                                                Name(id='f32') @531:55
                                        For(var='g') @532:33
                                          .iter:
                                            Call(kwargs=()) @532:42
                                              .func:
                                                Name(id='static_range') @532:42
                                              .args:
                                                Name(id='NWG') @532:55
                                          .body:
                                            Assign(targets=('gg',)) @533:37
                                              .value:
                                                BinOp(op='%') @533:43
                                                  .lhs:
                                                    BinOp(op='+') @533:43
                                                      .lhs:
                                                        Name(id='wg') @533:43
                                                      .rhs:
                                                        Name(id='g') @533:48
                                                  .rhs:
                                                    Name(id='NWG') @533:53
                                            Assign(targets=('dq_r',)) @534:37
                                              .value:
                                                Call(kwargs=()) @534:44
                                                  .func:
                                                    Name(id='mma_wait') @534:44
                                                  .args:
                                                    Call(kwargs=()) @534:53
                                                      .func:
                                                        Name(id='mma_async') @534:53
                                                      .args:
                                                        Attr(name='T') @534:63
                                                          .value:
                                                            Call(kwargs=()) @534:63
                                                              .func:
                                                                Name(id='col_block') @534:63
                                                              .args:
                                                                Index() @534:73
                                                                  .value:
                                                                    Name(id='ds_s') @534:73
                                                                  .subs:
                                                                    BinOp(op='+') @534:78
                                                                      .lhs:
                                                                        BinOp(op='*') @534:78
                                                                          .lhs:
                                                                            Name(id='slot') @534:78
                                                                          .rhs:
                                                                            Name(id='NWG') @534:85
                                                                      .rhs:
                                                                        Name(id='gg') @534:91
                                                                Name(id='wg') @534:96
                                                                Name(id='RW') @534:100
                                                        Index() @535:63
                                                          .value:
                                                            Name(id='k_tile') @535:63
                                                          .subs:
                                                            BinOp(op='+') @535:70
                                                              .lhs:
                                                                BinOp(op='*') @535:70
                                                                  .lhs:
                                                                    Name(id='ks') @535:70
                                                                  .rhs:
                                                                    Name(id='NWG') @535:75
                                                              .rhs:
                                                                Name(id='gg') @535:81
                                                        Name(id='dq_r') @535:86
                                        Wait() @536:33
                                          .target:
                                            Index() @536:38
                                              .value:
                                                Name(id='dq_empty') @536:38
                                              .subs:
                                                Const(value=0) @536:47
                                          .phase:
                                            BinOp(op='-') @536:56
                                              .lhs:
                                                Const(value=1) @536:56
                                              .rhs:
                                                BinOp(op='%') @536:60
                                                  .lhs:
                                                    Name(id='slot') @536:60
                                                  .rhs:
                                                    Const(value=2) @536:67
                                        ExprStmt() @537:33
                                          .value:
                                            Call(kwargs=()) @537:33
                                              .func:
                                                Name(id='store_smem') @537:33
                                              .args:
                                                Index() @537:44
                                                  .value:
                                                    Name(id='dq_s') @537:44
                                                  .subs:
                                                    Name(id='wg') @537:49
                                                Name(id='dq_r') @537:54
                                        If(orelse=()) @538:33
                                          .cond:
                                            Unary(op='not') @538:36
                                              .operand:
                                                Name(id='LATE') @538:40
                                          .body:
                                            Fence() @539:37
                                            Arrive(count=None) @540:37
                                              .target:
                                                Index() @540:44
                                                  .value:
                                                    Name(id='dq_full') @540:44
                                                  .subs:
                                                    Const(value=0) @540:52
                                      .orelse:
                                        For(var='i') @544:33
                                          .iter:
                                            Call(kwargs=()) @544:42
                                              .func:
                                                Name(id='static_range') @544:42
                                              .args:
                                                Name(id='NCW') @544:55
                                          .body:
                                            Assign(targets=('c',)) @545:37
                                              .value:
                                                BinOp(op='+') @545:41
                                                  .lhs:
                                                    BinOp(op='*') @545:41
                                                      .lhs:
                                                        Name(id='wg') @545:41
                                                      .rhs:
                                                        Name(id='NCW') @545:46
                                                  .rhs:
                                                    Name(id='i') @545:52
                                            Assign(targets=('dq_c',)) @546:37
                                              .value:
                                                Call(kwargs=()) @546:44
                                                  .func:
                                                    Name(id='zeros') @546:44
                                                  .args:
                                                    ListLit() @546:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @546:51
                                                        Name(id='DQ_COLS') @546:60
                                                    Name(id='f32') @546:70
                                            For(var='g') @547:37
                                              .iter:
                                                Call(kwargs=()) @547:46
                                                  .func:
                                                    Name(id='static_range') @547:46
                                                  .args:
                                                    Name(id='NWG') @547:59
                                              .body:
                                                Assign(targets=('gg',)) @548:41
                                                  .value:
                                                    BinOp(op='%') @548:47
                                                      .lhs:
                                                        BinOp(op='+') @548:47
                                                          .lhs:
                                                            Name(id='wg') @548:47
                                                          .rhs:
                                                            Name(id='g') @548:52
                                                      .rhs:
                                                        Name(id='NWG') @548:57
                                                Assign(targets=('dq_c',)) @549:41
                                                  .value:
                                                    Call(kwargs=()) @549:48
                                                      .func:
                                                        Name(id='mma_wait') @549:48
                                                      .args:
                                                        Call(kwargs=()) @549:57
                                                          .func:
                                                            Name(id='mma_async') @549:57
                                                          .args:
                                                            Attr(name='T') @549:67
                                                              .value:
                                                                Index() @549:67
                                                                  .value:
                                                                    Name(id='ds_s') @549:67
                                                                  .subs:
                                                                    BinOp(op='+') @549:72
                                                                      .lhs:
                                                                        BinOp(op='*') @549:72
                                                                          .lhs:
                                                                            Name(id='slot') @549:72
                                                                          .rhs:
                                                                            Name(id='NWG') @549:79
                                                                      .rhs:
                                                                        Name(id='gg') @549:85
                                                            Index() @549:92
                                                              .value:
                                                                Name(id='kh_tile') @549:92
                                                              .subs:
                                                                BinOp(op='+') @549:100
                                                                  .lhs:
                                                                    BinOp(op='*') @549:100
                                                                      .lhs:
                                                                        Name(id='NC') @549:100
                                                                      .rhs:
                                                                        BinOp(op='+') @549:106
                                                                          .lhs:
                                                                            BinOp(op='*') @549:106
                                                                              .lhs:
                                                                                Name(id='ks') @549:106
                                                                              .rhs:
                                                                                Name(id='NWG') @549:111
                                                                          .rhs:
                                                                            Name(id='gg') @549:117
                                                                  .rhs:
                                                                    Name(id='c') @549:123
                                                            Name(id='dq_c') @549:127
                                            Wait() @552:37
                                              .target:
                                                Index() @552:42
                                                  .value:
                                                    Name(id='dq_empty') @552:42
                                                  .subs:
                                                    Name(id='i') @552:51
                                              .phase:
                                                BinOp(op='-') @552:60
                                                  .lhs:
                                                    Const(value=1) @552:60
                                                  .rhs:
                                                    BinOp(op='%') @552:64
                                                      .lhs:
                                                        Name(id='slot') @552:64
                                                      .rhs:
                                                        Const(value=2) @552:71
                                            ExprStmt() @553:37
                                              .value:
                                                Call(kwargs=()) @553:37
                                                  .func:
                                                    Name(id='store_smem') @553:37
                                                  .args:
                                                    Index() @553:48
                                                      .value:
                                                        Name(id='dq_s') @553:48
                                                      .subs:
                                                        BinOp(op='+') @553:53
                                                          .lhs:
                                                            BinOp(op='*') @553:53
                                                              .lhs:
                                                                Name(id='i') @553:53
                                                              .rhs:
                                                                Name(id='NWG') @553:57
                                                          .rhs:
                                                            Name(id='wg') @553:63
                                                    Name(id='dq_c') @553:68
                                            If(orelse=()) @554:37
                                              .cond:
                                                BoolOp(op='or') @554:40
                                                  .values:
                                                    Unary(op='not') @554:40
                                                      .operand:
                                                        Name(id='LATE') @554:44
                                                    BinOp(op='<') @554:52
                                                      .lhs:
                                                        Name(id='i') @554:52
                                                      .rhs:
                                                        BinOp(op='-') @554:56
                                                          .lhs:
                                                            Name(id='NCW') @554:56
                                                          .rhs:
                                                            Const(value=1) @554:62
                                              .body:
                                                Fence() @555:41
                                                Arrive(count=None) @556:41
                                                  .target:
                                                    Index() @556:48
                                                      .value:
                                                        Name(id='dq_full') @556:48
                                                      .subs:
                                                        Name(id='i') @556:56
                              .orelse:
                                ExprStmt() @559:25
                                  .value:
                                    Call(kwargs=()) @559:25
                                      .func:
                                        Name(id='store_smem') @559:25
                                      .args:
                                        Index() @559:36
                                          .value:
                                            Name(id='ds_s') @559:36
                                          .subs:
                                            Name(id='wg') @559:41
                                        Name(id='dst') @559:46
                                Fence() @560:25
                                Assign(targets=('dq_f',)) @561:25
                                  .value:
                                    Call(kwargs=()) @561:32
                                      .func:
                                        Name(id='mma_async') @561:32
                                      .args:
                                        Attr(name='T') @561:42
                                          .value:
                                            Index() @561:42
                                              .value:
                                                Name(id='ds_s') @561:42
                                              .subs:
                                                Name(id='wg') @561:47
                                        Index() @561:54
                                          .value:
                                            Name(id='kh_tile') @561:54
                                          .subs:
                                            BinOp(op='*') @561:62
                                              .lhs:
                                                Name(id='NC') @561:62
                                              .rhs:
                                                Name(id='mine') @561:67
                                Assign(targets=('dk_f',)) @562:25
                                  .value:
                                    Call(kwargs=()) @562:32
                                      .func:
                                        Name(id='mma_async') @562:32
                                      .args:
                                        Name(id='dst') @562:42
                                        Index() @562:47
                                          .value:
                                            Name(id='q_ring') @562:47
                                          .subs:
                                            Name(id='slot') @562:54
                                        Name(id='acc_k') @562:61
                                Assign(targets=('acc_v',)) @563:25
                                  .value:
                                    Call() @563:33
                                      .func:
                                        Name(id='mma_wait') @563:33
                                      .args:
                                        Name(id='dv_f') @563:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @563:56
                                        )
                                Assign(targets=('dq_c',)) @567:25
                                  .value:
                                    Call() @567:32
                                      .func:
                                        Name(id='mma_wait') @567:32
                                      .args:
                                        Name(id='dq_f') @567:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @567:55
                                        )
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
                                        Const(value=0) @570:51
                                  .src:
                                    Index() @570:57
                                      .value:
                                        Name(id='dq_s') @570:57
                                      .subs:
                                        Name(id='wg') @570:62
                                Assign(targets=('dq_f',)) @571:25
                                  .value:
                                    Call(kwargs=()) @571:32
                                      .func:
                                        Name(id='mma_async') @571:32
                                      .args:
                                        Attr(name='T') @571:42
                                          .value:
                                            Index() @571:42
                                              .value:
                                                Name(id='ds_s') @571:42
                                              .subs:
                                                Name(id='wg') @571:47
                                        Index() @571:54
                                          .value:
                                            Name(id='kh_tile') @571:54
                                          .subs:
                                            BinOp(op='+') @571:62
                                              .lhs:
                                                BinOp(op='*') @571:62
                                                  .lhs:
                                                    Name(id='NC') @571:62
                                                  .rhs:
                                                    Name(id='mine') @571:67
                                              .rhs:
                                                Const(value=1) @571:74
                                Assign(targets=('acc_k',)) @572:25
                                  .value:
                                    Call() @572:33
                                      .func:
                                        Name(id='mma_wait') @572:33
                                      .args:
                                        Name(id='dk_f') @572:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @572:56
                                        )
                                Assign(targets=('dq_c',)) @573:25
                                  .value:
                                    Call(kwargs=()) @573:32
                                      .func:
                                        Name(id='mma_wait') @573:32
                                      .args:
                                        Name(id='dq_f') @573:41
                                Arrive(count=None) @574:25
                                  .target:
                                    Index() @574:32
                                      .value:
                                        Name(id='qd_free') @574:32
                                      .subs:
                                        Name(id='slot') @574:40
                                ExprStmt() @575:25
                                  .value:
                                    Call(kwargs=()) @575:25
                                      .func:
                                        Name(id='store_smem') @575:25
                                      .args:
                                        Index() @575:36
                                          .value:
                                            Name(id='dq_s') @575:36
                                          .subs:
                                            Name(id='wg') @575:41
                                        Name(id='dq_c') @575:46
                                Fence() @576:25
                                Tma(signals=None, reduce='add') @577:25
                                  .dst:
                                    Index() @577:29
                                      .value:
                                        Name(id='dq_acc') @577:29
                                      .subs:
                                        Name(id='seq') @577:36
                                        Name(id='mb') @577:41
                                        Name(id='head') @577:45
                                        Const(value=1) @577:51
                                  .src:
                                    Index() @577:57
                                      .value:
                                        Name(id='dq_s') @577:57
                                      .subs:
                                        Name(id='wg') @577:62
                                For(var='c') @578:25
                                  .iter:
                                    Call(kwargs=()) @578:34
                                      .func:
                                        Name(id='static_range') @578:34
                                      .args:
                                        Const(value=2) @578:47
                                        Name(id='NC') @578:50
                                  .body:
                                    Assign(targets=('dq_c',)) @579:29
                                      .value:
                                        Call(kwargs=()) @579:36
                                          .func:
                                            Name(id='mma_wait') @579:36
                                          .args:
                                            Call(kwargs=()) @579:45
                                              .func:
                                                Name(id='mma_async') @579:45
                                              .args:
                                                Attr(name='T') @579:55
                                                  .value:
                                                    Index() @579:55
                                                      .value:
                                                        Name(id='ds_s') @579:55
                                                      .subs:
                                                        Name(id='wg') @579:60
                                                Index() @579:67
                                                  .value:
                                                    Name(id='kh_tile') @579:67
                                                  .subs:
                                                    BinOp(op='+') @579:75
                                                      .lhs:
                                                        BinOp(op='*') @579:75
                                                          .lhs:
                                                            Name(id='NC') @579:75
                                                          .rhs:
                                                            Name(id='mine') @579:80
                                                      .rhs:
                                                        Name(id='c') @579:87
                                    ExprStmt() @580:29
                                      .value:
                                        Call(kwargs=()) @580:29
                                          .func:
                                            Name(id='store_smem') @580:29
                                          .args:
                                            Index() @580:40
                                              .value:
                                                Name(id='dq_s') @580:40
                                              .subs:
                                                Name(id='wg') @580:45
                                            Name(id='dq_c') @580:50
                                    Fence() @581:29
                                    Tma(signals=None, reduce='add') @582:29
                                      .dst:
                                        Index() @582:33
                                          .value:
                                            Name(id='dq_acc') @582:33
                                          .subs:
                                            Name(id='seq') @582:40
                                            Name(id='mb') @582:45
                                            Name(id='head') @582:49
                                            Name(id='c') @582:55
                                      .src:
                                        Index() @582:61
                                          .value:
                                            Name(id='dq_s') @582:61
                                          .subs:
                                            Name(id='wg') @582:66
            If(orelse=()) @583:9
              .cond:
                BoolOp(op='and') @583:12
                  .values:
                    Name(id='LATE') @583:12
                    Unary(op='not') @583:21
                      .operand:
                        Name(id='LAG') @583:25
              .body:
                If(orelse=()) @585:13
                  .cond:
                    BinOp(op='>') @585:16
                      .lhs:
                        Name(id='steps') @585:16
                      .rhs:
                        Const(value=0) @585:24
                  .body:
                    Fence() @586:17
                    Arrive(count=None) @587:17
                      .target:
                        Index() @587:24
                          .value:
                            Name(id='dq_full') @587:24
                          .subs:
                            Name(id='LAST') @587:32
            If(orelse=()) @588:9
              .cond:
                Name(id='LAG') @588:12
              .body:
                If(orelse=()) @589:13
                  .cond:
                    Name(id='EARLY') @589:16
                  .body:
                    Arrive(count=None) @590:17
                      .target:
                        Index() @590:24
                          .value:
                            Name(id='kv_free') @590:24
                          .subs:
                            Name(id='ks') @590:32
                Assign(targets=('og',)) @591:13
                  .value:
                    BinOp(op='%') @591:19
                      .lhs:
                        BinOp(op='+') @591:19
                          .lhs:
                            Name(id='wg') @591:19
                          .rhs:
                            Const(value=1) @591:24
                      .rhs:
                        Name(id='NWG') @591:29
                If(orelse=()) @592:13
                  .cond:
                    Name(id='CARRY') @592:16
                  .body:
                    Assign(targets=('acc_k',)) @595:17
                      .value:
                        Call(kwargs=()) @595:25
                          .func:
                            Name(id='mma_wait') @595:25
                          .args:
                            Name(id='dk_f') @595:34
                If(orelse=()) @596:13
                  .cond:
                    BinOp(op='>') @596:16
                      .lhs:
                        Name(id='steps') @596:16
                      .rhs:
                        Const(value=0) @596:24
                  .body:
                    If(orelse=()) @597:17
                      .cond:
                        Name(id='CARRY') @597:20
                      .body:
                        Arrive(count=None) @598:21
                          .target:
                            Index() @598:28
                              .value:
                                Name(id='qd_free') @598:28
                              .subs:
                                Name(id='last') @598:36
                    Wait() @599:17
                      .target:
                        Index() @599:22
                          .value:
                            Name(id='ds_ready') @599:22
                          .subs:
                            Const(value=0) @599:31
                      .phase:
                        BinOp(op='%') @599:40
                          .lhs:
                            Name(id='last') @599:40
                          .rhs:
                            Const(value=2) @599:47
                    For(var='i') @600:17
                      .iter:
                        Call(kwargs=()) @600:26
                          .func:
                            Name(id='static_range') @600:26
                          .args:
                            Name(id='NCW') @600:39
                      .body:
                        Assign(targets=('c',)) @601:21
                          .value:
                            BinOp(op='+') @601:25
                              .lhs:
                                BinOp(op='*') @601:25
                                  .lhs:
                                    Name(id='wg') @601:25
                                  .rhs:
                                    Name(id='NCW') @601:30
                              .rhs:
                                Name(id='i') @601:36
                        If() @602:21
                          .cond:
                            Name(id='DQ_PAIR') @602:24
                          .body:
                            Assign(targets=('f0',)) @604:25
                              .value:
                                Call(kwargs=()) @604:30
                                  .func:
                                    Name(id='mma_async') @604:30
                                  .args:
                                    Index() @604:40
                                      .value:
                                        Name(id='ds_s') @604:40
                                      .subs:
                                        BinOp(op='+') @604:45
                                          .lhs:
                                            BinOp(op='*') @604:45
                                              .lhs:
                                                Name(id='last') @604:45
                                              .rhs:
                                                Name(id='NWG') @604:52
                                          .rhs:
                                            Name(id='wg') @604:58
                                    Index() @604:63
                                      .value:
                                        Name(id='kh_tile') @604:63
                                      .subs:
                                        BinOp(op='+') @604:71
                                          .lhs:
                                            BinOp(op='*') @604:71
                                              .lhs:
                                                Name(id='NC') @604:71
                                              .rhs:
                                                BinOp(op='+') @604:77
                                                  .lhs:
                                                    BinOp(op='*') @604:77
                                                      .lhs:
                                                        Name(id='ks') @604:77
                                                      .rhs:
                                                        Name(id='NWG') @604:82
                                                  .rhs:
                                                    Name(id='wg') @604:88
                                          .rhs:
                                            Name(id='c') @604:94
                            Assign(targets=('f1',)) @605:25
                              .value:
                                Call(kwargs=()) @605:30
                                  .func:
                                    Name(id='mma_async') @605:30
                                  .args:
                                    Index() @605:40
                                      .value:
                                        Name(id='ds_s') @605:40
                                      .subs:
                                        BinOp(op='+') @605:45
                                          .lhs:
                                            BinOp(op='*') @605:45
                                              .lhs:
                                                Name(id='last') @605:45
                                              .rhs:
                                                Name(id='NWG') @605:52
                                          .rhs:
                                            Name(id='og') @605:58
                                    Index() @605:63
                                      .value:
                                        Name(id='kh_tile') @605:63
                                      .subs:
                                        BinOp(op='+') @605:71
                                          .lhs:
                                            BinOp(op='*') @605:71
                                              .lhs:
                                                Name(id='NC') @605:71
                                              .rhs:
                                                BinOp(op='+') @605:77
                                                  .lhs:
                                                    BinOp(op='*') @605:77
                                                      .lhs:
                                                        Name(id='ks') @605:77
                                                      .rhs:
                                                        Name(id='NWG') @605:82
                                                  .rhs:
                                                    Name(id='og') @605:88
                                          .rhs:
                                            Name(id='c') @605:94
                                    Name(id='f0') @605:98
                            Assign(targets=('dq_c',)) @606:25
                              .value:
                                Call(kwargs=()) @606:32
                                  .func:
                                    Name(id='mma_wait') @606:32
                                  .args:
                                    Name(id='f1') @606:41
                          .orelse:
                            Assign(targets=('dq_c',)) @608:25
                              .value:
                                Call(kwargs=()) @608:32
                                  .func:
                                    Name(id='zeros') @608:32
                                  .args:
                                    ListLit() @608:38
                                      .elts:
                                        Name(id='BLOCK_M') @608:39
                                        Name(id='DQ_COLS') @608:48
                                    Name(id='f32') @608:58
                            For(var='g') @609:25
                              .iter:
                                Call(kwargs=()) @609:34
                                  .func:
                                    Name(id='static_range') @609:34
                                  .args:
                                    Name(id='NWG') @609:47
                              .body:
                                Assign(targets=('gg',)) @610:29
                                  .value:
                                    BinOp(op='%') @610:35
                                      .lhs:
                                        BinOp(op='+') @610:35
                                          .lhs:
                                            Name(id='wg') @610:35
                                          .rhs:
                                            Name(id='g') @610:40
                                      .rhs:
                                        Name(id='NWG') @610:45
                                If() @611:29
                                  .cond:
                                    Name(id='SMEM_P') @611:32
                                  .body:
                                    Assign(targets=('dq_f',)) @612:33
                                      .value:
                                        Call(kwargs=()) @612:40
                                          .func:
                                            Name(id='mma_async') @612:40
                                          .args:
                                            Index() @612:50
                                              .value:
                                                Name(id='ds_s') @612:50
                                              .subs:
                                                BinOp(op='+') @612:55
                                                  .lhs:
                                                    BinOp(op='*') @612:55
                                                      .lhs:
                                                        Name(id='last') @612:55
                                                      .rhs:
                                                        Name(id='NWG') @612:62
                                                  .rhs:
                                                    Name(id='gg') @612:68
                                            Index() @612:73
                                              .value:
                                                Name(id='kh_tile') @612:73
                                              .subs:
                                                BinOp(op='+') @612:81
                                                  .lhs:
                                                    BinOp(op='*') @612:81
                                                      .lhs:
                                                        Name(id='NC') @612:81
                                                      .rhs:
                                                        BinOp(op='+') @612:87
                                                          .lhs:
                                                            BinOp(op='*') @612:87
                                                              .lhs:
                                                                Name(id='ks') @612:87
                                                              .rhs:
                                                                Name(id='NWG') @612:92
                                                          .rhs:
                                                            Name(id='gg') @612:98
                                                  .rhs:
                                                    Name(id='c') @612:104
                                            Name(id='dq_c') @612:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @614:33
                                      .value:
                                        Call(kwargs=()) @614:40
                                          .func:
                                            Name(id='mma_async') @614:40
                                          .args:
                                            Attr(name='T') @614:50
                                              .value:
                                                Index() @614:50
                                                  .value:
                                                    Name(id='ds_s') @614:50
                                                  .subs:
                                                    BinOp(op='+') @614:55
                                                      .lhs:
                                                        BinOp(op='*') @614:55
                                                          .lhs:
                                                            Name(id='last') @614:55
                                                          .rhs:
                                                            Name(id='NWG') @614:62
                                                      .rhs:
                                                        Name(id='gg') @614:68
                                            Index() @614:75
                                              .value:
                                                Name(id='kh_tile') @614:75
                                              .subs:
                                                BinOp(op='+') @614:83
                                                  .lhs:
                                                    BinOp(op='*') @614:83
                                                      .lhs:
                                                        Name(id='NC') @614:83
                                                      .rhs:
                                                        BinOp(op='+') @614:89
                                                          .lhs:
                                                            BinOp(op='*') @614:89
                                                              .lhs:
                                                                Name(id='ks') @614:89
                                                              .rhs:
                                                                Name(id='NWG') @614:94
                                                          .rhs:
                                                            Name(id='gg') @614:100
                                                  .rhs:
                                                    Name(id='c') @614:106
                                            Name(id='dq_c') @614:110
                                Assign(targets=('dq_c',)) @615:29
                                  .value:
                                    Call(kwargs=()) @615:36
                                      .func:
                                        Name(id='mma_wait') @615:36
                                      .args:
                                        Name(id='dq_f') @615:45
                        Wait() @616:21
                          .target:
                            Index() @616:26
                              .value:
                                Name(id='dq_empty') @616:26
                              .subs:
                                Name(id='i') @616:35
                          .phase:
                            BinOp(op='-') @616:44
                              .lhs:
                                Const(value=1) @616:44
                              .rhs:
                                BinOp(op='%') @616:48
                                  .lhs:
                                    Name(id='last') @616:48
                                  .rhs:
                                    Const(value=2) @616:55
                        ExprStmt() @617:21
                          .value:
                            Call(kwargs=()) @617:21
                              .func:
                                Name(id='store_smem') @617:21
                              .args:
                                Index() @617:32
                                  .value:
                                    Name(id='dq_s') @617:32
                                  .subs:
                                    BinOp(op='+') @617:37
                                      .lhs:
                                        BinOp(op='*') @617:37
                                          .lhs:
                                            Name(id='i') @617:37
                                          .rhs:
                                            Name(id='NWG') @617:41
                                      .rhs:
                                        Name(id='wg') @617:47
                                Name(id='dq_c') @617:52
                        Fence() @618:21
                        Arrive(count=None) @619:21
                          .target:
                            Index() @619:28
                              .value:
                                Name(id='dq_full') @619:28
                              .subs:
                                Name(id='i') @619:36
            If() @620:9
              .cond:
                Name(id='EARLY') @620:12
              .body:
                Arrive(count=None) @621:13
                  .target:
                    Index() @621:20
                      .value:
                        Name(id='kh_free') @621:20
                      .subs:
                        Name(id='ks') @621:28
              .orelse:
                Arrive(count=None) @623:13
                  .target:
                    Index() @623:20
                      .value:
                        Name(id='kv_free') @623:20
                      .subs:
                        Name(id='ks') @623:28
            Assign(targets=('k_scale',)) @624:9
              .value:
                Name(id='sm_scale') @624:19
            Assign(targets=('v_scale',)) @625:9
              .value:
                Const(value=1.0) @625:19
            If(orelse=()) @626:9
              .cond:
                BinOp(op='==') @626:12
                  .lhs:
                    Name(id='ACT') @626:12
                  .rhs:
                    Const(value='silu') @626:19
              .body:
                Assign(targets=('k_scale',)) @627:13
                  .value:
                    BinOp(op='*') @627:23
                      .lhs:
                        Name(id='sm_scale') @627:23
                      .rhs:
                        Name(id='out_scale') @627:34
                Assign(targets=('v_scale',)) @628:13
                  .value:
                    Name(id='out_scale') @628:23
            Assign(targets=('live',)) @629:9
              .value:
                BinOp(op='<') @629:16
                  .lhs:
                    Name(id='krows') @629:16
                  .rhs:
                    Name(id='len_k') @629:24
            Store() @630:9
              .target:
                Index() @630:9
                  .value:
                    Name(id='dk') @630:9
                  .subs:
                    Name(id='seq') @630:12
              .subs:
                Index() @630:17
                  .value:
                    Name(id='krows') @630:17
                  .subs:
                    FullSlice() @630:23
                    Const(value=None) @630:26
                Name(id='kvh') @630:33
                Index() @630:38
                  .value:
                    Name(id='dcols') @630:38
                  .subs:
                    Const(value=None) @630:44
                    FullSlice() @630:50
              .value:
                Call(kwargs=()) @630:56
                  .func:
                    Name(id='cast') @630:56
                  .args:
                    BinOp(op='*') @630:61
                      .lhs:
                        Name(id='acc_k') @630:61
                      .rhs:
                        Name(id='k_scale') @630:69
                    Name(id='DT') @630:78
              .mask:
                Index() @630:88
                  .value:
                    Name(id='live') @630:88
                  .subs:
                    FullSlice() @630:93
                    Const(value=None) @630:96
            Store() @631:9
              .target:
                Index() @631:9
                  .value:
                    Name(id='dv') @631:9
                  .subs:
                    Name(id='seq') @631:12
              .subs:
                Index() @631:17
                  .value:
                    Name(id='krows') @631:17
                  .subs:
                    FullSlice() @631:23
                    Const(value=None) @631:26
                Name(id='kvh') @631:33
                Index() @631:38
                  .value:
                    Name(id='dcols') @631:38
                  .subs:
                    Const(value=None) @631:44
                    FullSlice() @631:50
              .value:
                Call(kwargs=()) @631:56
                  .func:
                    Name(id='cast') @631:56
                  .args:
                    BinOp(op='*') @631:61
                      .lhs:
                        Name(id='acc_v') @631:61
                      .rhs:
                        Name(id='v_scale') @631:69
                    Name(id='DT') @631:78
              .mask:
                Index() @631:88
                  .value:
                    Name(id='live') @631:88
                  .subs:
                    FullSlice() @631:93
                    Const(value=None) @631:96
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