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
        StaticAssert(message='DKV_TMA: not with KV_EARLY (K and V are released after dK and dV left)') @96:5
          .cond:
            Unary(op='not') @96:19
              .operand:
                BoolOp(op='and') @96:24
                  .values:
                    Name(id='DKV_TMA') @96:24
                    Name(id='KV_EARLY') @96:36
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
                Name(id='DKV_TMA') @161:8
                Name(id='DQ_ROWS') @161:20
                Name(id='DQ_WRITER') @161:32
                BinOp(op='==') @161:46
                  .lhs:
                    Name(id='TARGET') @161:46
                  .rhs:
                    Const(value='gluon') @161:56
          .body:
            BarrierDecl(name='kv_done') @162:9
              .size:
                Name(id='KV_BUF') @162:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @162:39
                    .lhs:
                      Name(id='BLOCK_N') @162:39
                    .rhs:
                      Name(id='WG_N') @162:50
                )
        If(orelse=()) @163:5
          .cond:
            BoolOp(op='and') @163:8
              .values:
                Name(id='KV_EARLY') @163:8
                Name(id='DQ_LAG') @163:21
                Name(id='DQ_WRITER') @163:32
                BinOp(op='==') @163:46
                  .lhs:
                    Name(id='TARGET') @163:46
                  .rhs:
                    Const(value='gluon') @163:56
          .body:
            BarrierDecl(name='kh_ready', kwargs=()) @164:9
              .size:
                Name(id='KV_BUF') @164:26
            BarrierDecl(name='kh_free') @165:9
              .size:
                Name(id='KV_BUF') @165:25
              .kwargs:
                (
                  'count'
                  BinOp(op='//') @165:39
                    .lhs:
                      Name(id='BLOCK_N') @165:39
                    .rhs:
                      Name(id='WG_N') @165:50
                )
        BarrierDecl(name='qd_ready', kwargs=()) @166:5
          .size:
            Name(id='STAGES') @166:22
        BarrierDecl(name='qd_free') @167:5
          .size:
            Name(id='STAGES') @167:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @167:35
                .lhs:
                  Name(id='BLOCK_N') @167:35
                .rhs:
                  Name(id='WG_N') @167:46
            )
        Assign(targets=('LSE_RING',)) @169:5
          .value:
            BoolOp(op='and') @169:16
              .values:
                Name(id='LSE_SMEM') @169:16
                BinOp(op='==') @169:29
                  .lhs:
                    Name(id='ACT') @169:29
                  .rhs:
                    Const(value='softmax') @169:36
        Assign(targets=('len_q',)) @170:5
          .value:
            Attr(name='len') @170:13
              .value:
                Index() @170:13
                  .value:
                    Name(id='q') @170:13
                  .subs:
                    Name(id='seq') @170:15
        Assign(targets=('len_k',)) @171:5
          .value:
            Attr(name='len') @171:13
              .value:
                Index() @171:13
                  .value:
                    Name(id='k') @171:13
                  .subs:
                    Name(id='seq') @171:15
        Assign(targets=('q0',)) @172:5
          .value:
            Attr(name='start') @172:10
              .value:
                Index() @172:10
                  .value:
                    Name(id='q') @172:10
                  .subs:
                    Name(id='seq') @172:12
        Assign(targets=('n',)) @174:5
          .value:
            Name(id='nt') @174:9
        If(orelse=()) @175:5
          .cond:
            Name(id='CAUSAL') @175:8
          .body:
            Assign(targets=('n',)) @176:9
              .value:
                BinOp(op='-') @176:13
                  .lhs:
                    BinOp(op='-') @176:13
                      .lhs:
                        Call(kwargs=()) @176:13
                          .func:
                            Name(id='cdiv') @176:13
                          .args:
                            Name(id='len_k') @176:18
                            Name(id='BLOCK_N') @176:25
                      .rhs:
                        Const(value=1) @176:36
                  .rhs:
                    Name(id='nt') @176:40
        Assign(targets=('group',)) @177:5
          .value:
            BinOp(op='//') @177:13
              .lhs:
                Name(id='H') @177:13
              .rhs:
                Name(id='HKV') @177:18
        Assign(targets=('m_lo',)) @179:5
          .value:
            Const(value=0) @179:12
        If(orelse=()) @180:5
          .cond:
            Name(id='CAUSAL') @180:8
          .body:
            Assign(targets=('m_lo',)) @181:9
              .value:
                BinOp(op='//') @181:16
                  .lhs:
                    Call(kwargs=()) @181:16
                      .func:
                        Name(id='maximum') @181:16
                      .args:
                        BinOp(op='-') @181:24
                          .lhs:
                            BinOp(op='*') @181:24
                              .lhs:
                                Name(id='n') @181:24
                              .rhs:
                                Name(id='BLOCK_N') @181:28
                          .rhs:
                            BinOp(op='-') @181:39
                              .lhs:
                                Name(id='len_k') @181:39
                              .rhs:
                                Name(id='len_q') @181:47
                        Const(value=0) @181:55
                  .rhs:
                    Name(id='BLOCK_M') @181:61
        Assign(targets=('n_m',)) @182:5
          .value:
            Call(kwargs=()) @182:11
              .func:
                Name(id='maximum') @182:11
              .args:
                BinOp(op='-') @182:19
                  .lhs:
                    Call(kwargs=()) @182:19
                      .func:
                        Name(id='cdiv') @182:19
                      .args:
                        Name(id='len_q') @182:24
                        Name(id='BLOCK_M') @182:31
                  .rhs:
                    Name(id='m_lo') @182:42
                Const(value=0) @182:48
        Assign(targets=('steps',)) @183:5
          .value:
            BinOp(op='*') @183:13
              .lhs:
                Name(id='group') @183:13
              .rhs:
                Name(id='n_m') @183:21
        Assign(targets=('n_x',)) @187:5
          .value:
            Const(value=0) @187:11
        Assign(targets=('n_xs',)) @188:5
          .value:
            Const(value=0) @188:12
        Assign(targets=('rot',)) @189:5
          .value:
            Const(value=0) @189:11
        If() @190:5
          .cond:
            Name(id='SPLIT') @190:8
          .body:
            If(orelse=()) @191:9
              .cond:
                Name(id='CAUSAL') @191:12
              .body:
                Assign(targets=('m_diag',)) @193:13
                  .value:
                    Call(kwargs=()) @193:22
                      .func:
                        Name(id='cdiv') @193:22
                      .args:
                        Call(kwargs=()) @193:27
                          .func:
                            Name(id='maximum') @193:27
                          .args:
                            BinOp(op='-') @193:35
                              .lhs:
                                BinOp(op='-') @193:35
                                  .lhs:
                                    BinOp(op='+') @193:35
                                      .lhs:
                                        BinOp(op='*') @193:35
                                          .lhs:
                                            Name(id='n') @193:35
                                          .rhs:
                                            Name(id='BLOCK_N') @193:39
                                      .rhs:
                                        Name(id='BLOCK_N') @193:49
                                  .rhs:
                                    Const(value=1) @193:59
                              .rhs:
                                BinOp(op='-') @193:64
                                  .lhs:
                                    Name(id='len_k') @193:64
                                  .rhs:
                                    Name(id='len_q') @193:72
                            Const(value=0) @193:80
                        Name(id='BLOCK_M') @193:84
                Assign(targets=('n_x',)) @194:13
                  .value:
                    Call(kwargs=()) @194:19
                      .func:
                        Name(id='minimum') @194:19
                      .args:
                        Call(kwargs=()) @194:27
                          .func:
                            Name(id='maximum') @194:27
                          .args:
                            BinOp(op='-') @194:35
                              .lhs:
                                Name(id='m_diag') @194:35
                              .rhs:
                                Name(id='m_lo') @194:44
                            Const(value=0) @194:50
                        Name(id='n_m') @194:54
            Assign(targets=('n_e',)) @195:9
              .value:
                BinOp(op='*') @195:15
                  .lhs:
                    Call(kwargs=()) @195:15
                      .func:
                        Name(id='minimum') @195:15
                      .args:
                        BinOp(op='%') @195:23
                          .lhs:
                            Name(id='len_q') @195:23
                          .rhs:
                            Name(id='BLOCK_M') @195:31
                        Const(value=1) @195:40
                  .rhs:
                    Call(kwargs=()) @195:45
                      .func:
                        Name(id='minimum') @195:45
                      .args:
                        BinOp(op='-') @195:53
                          .lhs:
                            Name(id='n_m') @195:53
                          .rhs:
                            Name(id='n_x') @195:59
                        Const(value=1) @195:64
            Assign(targets=('n_x',)) @196:9
              .value:
                BinOp(op='+') @196:15
                  .lhs:
                    Name(id='n_x') @196:15
                  .rhs:
                    Name(id='n_e') @196:21
            Assign(targets=('n_x',)) @197:9
              .value:
                BinOp(op='+') @197:15
                  .lhs:
                    Name(id='n_x') @197:15
                  .rhs:
                    BinOp(op='*') @197:21
                      .lhs:
                        Call(kwargs=()) @197:21
                          .func:
                            Name(id='minimum') @197:21
                          .args:
                            Call(kwargs=()) @197:29
                              .func:
                                Name(id='maximum') @197:29
                              .args:
                                BinOp(op='-') @197:38
                                  .lhs:
                                    BinOp(op='*') @197:38
                                      .lhs:
                                        BinOp(op='+') @197:38
                                          .lhs:
                                            Name(id='n') @197:38
                                          .rhs:
                                            Const(value=1) @197:42
                                      .rhs:
                                        Name(id='BLOCK_N') @197:47
                                  .rhs:
                                    Name(id='len_k') @197:57
                                Const(value=0) @197:64
                            Const(value=1) @197:68
                      .rhs:
                        BinOp(op='-') @197:74
                          .lhs:
                            Name(id='n_m') @197:74
                          .rhs:
                            Name(id='n_x') @197:80
            Assign(targets=('n_xs',)) @198:9
              .value:
                Call(kwargs=()) @198:16
                  .func:
                    Name(id='minimum') @198:16
                  .args:
                    BinOp(op='*') @198:24
                      .lhs:
                        Name(id='group') @198:24
                      .rhs:
                        Name(id='n_x') @198:32
                    Name(id='steps') @198:37
            Assign(targets=('rot',)) @199:9
              .value:
                BinOp(op='%') @199:16
                  .lhs:
                    BinOp(op='-') @199:16
                      .lhs:
                        Name(id='n_m') @199:16
                      .rhs:
                        Name(id='n_e') @199:22
                  .rhs:
                    Call(kwargs=()) @199:29
                      .func:
                        Name(id='maximum') @199:29
                      .args:
                        Name(id='n_m') @199:37
                        Const(value=1) @199:42
          .orelse:
            If(orelse=()) @200:5
              .cond:
                Name(id='ROTATE') @200:10
              .body:
                Assign(targets=('rot',)) @204:9
                  .value:
                    BinOp(op='%') @204:15
                      .lhs:
                        Name(id='n') @204:15
                      .rhs:
                        Call(kwargs=()) @204:19
                          .func:
                            Name(id='maximum') @204:19
                          .args:
                            Name(id='n_m') @204:27
                            Const(value=1) @204:32
        Assign(targets=('PARTS',)) @206:5
          .value:
            Const(value=1) @206:13
        If(orelse=()) @207:5
          .cond:
            Name(id='PEEL') @207:8
          .body:
            Assign(targets=('PARTS',)) @208:9
              .value:
                BinOp(op='+') @208:17
                  .lhs:
                    Name(id='PARTS') @208:17
                  .rhs:
                    Const(value=1) @208:25
        If(orelse=()) @209:5
          .cond:
            Name(id='SPLIT') @209:8
          .body:
            Assign(targets=('PARTS',)) @210:9
              .value:
                BinOp(op='+') @210:17
                  .lhs:
                    Name(id='PARTS') @210:17
                  .rhs:
                    Const(value=1) @210:25
        Role(name='load', replica=None) @212:5
          .kwargs:
            (
              'warps'
              Const(value=1) @212:21
            )
            (
              'regs'
              Const(value=24) @212:29
            )
          .body:
            Assign(targets=('ks',)) @213:9
              .value:
                BinOp(op='%') @213:14
                  .lhs:
                    Name(id='tile_index') @213:14
                  .rhs:
                    Name(id='KV_BUF') @213:27
            Assign(targets=('kv_bytes',)) @214:9
              .value:
                BinOp(op='*') @214:20
                  .lhs:
                    BinOp(op='*') @214:20
                      .lhs:
                        Const(value=2) @214:20
                      .rhs:
                        Name(id='NWG') @214:24
                  .rhs:
                    Call(kwargs=()) @214:30
                      .func:
                        Name(id='bytes') @214:30
                      .args:
                        Name(id='k_tile') @214:36
            If(orelse=()) @215:9
              .cond:
                BoolOp(op='and') @215:12
                  .values:
                    Unary(op='not') @215:12
                      .operand:
                        Name(id='ROWS') @215:16
                    Unary(op='not') @215:25
                      .operand:
                        Name(id='EARLY') @215:29
              .body:
                Assign(targets=('kv_bytes',)) @216:13
                  .value:
                    BinOp(op='+') @216:24
                      .lhs:
                        Name(id='kv_bytes') @216:24
                      .rhs:
                        BinOp(op='*') @216:35
                          .lhs:
                            BinOp(op='*') @216:35
                              .lhs:
                                Name(id='NC') @216:35
                              .rhs:
                                Name(id='NWG') @216:40
                          .rhs:
                            Call(kwargs=()) @216:46
                              .func:
                                Name(id='bytes') @216:46
                              .args:
                                Name(id='kh_tile') @216:52
            Wait(phase=None) @217:9
              .target:
                Index() @217:14
                  .value:
                    Name(id='kv_free') @217:14
                  .subs:
                    Name(id='ks') @217:22
            Expect() @218:9
              .target:
                Index() @218:16
                  .value:
                    Name(id='kv_ready') @218:16
                  .subs:
                    Name(id='ks') @218:25
              .nbytes:
                Name(id='kv_bytes') @218:30
            For(var='i') @219:9
              .iter:
                Call(kwargs=()) @219:18
                  .func:
                    Name(id='static_range') @219:18
                  .args:
                    Name(id='NWG') @219:31
              .body:
                Tma() @220:13
                  .dst:
                    Index() @220:17
                      .value:
                        Name(id='k_tile') @220:17
                      .subs:
                        BinOp(op='+') @220:24
                          .lhs:
                            BinOp(op='*') @220:24
                              .lhs:
                                Name(id='ks') @220:24
                              .rhs:
                                Name(id='NWG') @220:29
                          .rhs:
                            Name(id='i') @220:35
                  .src:
                    Index() @220:41
                      .value:
                        Name(id='k') @220:41
                      .subs:
                        Name(id='seq') @220:43
                        BinOp(op='+') @220:48
                          .lhs:
                            BinOp(op='*') @220:48
                              .lhs:
                                Name(id='NWG') @220:48
                              .rhs:
                                Name(id='n') @220:54
                          .rhs:
                            Name(id='i') @220:58
                        Name(id='kvh') @220:61
                  .signals:
                    Index() @220:74
                      .value:
                        Name(id='kv_ready') @220:74
                      .subs:
                        Name(id='ks') @220:83
                Tma() @221:13
                  .dst:
                    Index() @221:17
                      .value:
                        Name(id='v_tile') @221:17
                      .subs:
                        BinOp(op='+') @221:24
                          .lhs:
                            BinOp(op='*') @221:24
                              .lhs:
                                Name(id='ks') @221:24
                              .rhs:
                                Name(id='NWG') @221:29
                          .rhs:
                            Name(id='i') @221:35
                  .src:
                    Index() @221:41
                      .value:
                        Name(id='v') @221:41
                      .subs:
                        Name(id='seq') @221:43
                        BinOp(op='+') @221:48
                          .lhs:
                            BinOp(op='*') @221:48
                              .lhs:
                                Name(id='NWG') @221:48
                              .rhs:
                                Name(id='n') @221:54
                          .rhs:
                            Name(id='i') @221:58
                        Name(id='kvh') @221:61
                  .signals:
                    Index() @221:74
                      .value:
                        Name(id='kv_ready') @221:74
                      .subs:
                        Name(id='ks') @221:83
                If(orelse=()) @222:13
                  .cond:
                    BoolOp(op='and') @222:16
                      .values:
                        Unary(op='not') @222:16
                          .operand:
                            Name(id='ROWS') @222:20
                        Unary(op='not') @222:29
                          .operand:
                            Name(id='EARLY') @222:33
                  .body:
                    For(var='c') @223:17
                      .iter:
                        Call(kwargs=()) @223:26
                          .func:
                            Name(id='static_range') @223:26
                          .args:
                            Name(id='NC') @223:39
                      .body:
                        Tma() @224:21
                          .dst:
                            Index() @224:25
                              .value:
                                Name(id='kh_tile') @224:25
                              .subs:
                                BinOp(op='+') @224:33
                                  .lhs:
                                    BinOp(op='*') @224:33
                                      .lhs:
                                        Name(id='NC') @224:33
                                      .rhs:
                                        BinOp(op='+') @224:39
                                          .lhs:
                                            BinOp(op='*') @224:39
                                              .lhs:
                                                Name(id='ks') @224:39
                                              .rhs:
                                                Name(id='NWG') @224:44
                                          .rhs:
                                            Name(id='i') @224:50
                                  .rhs:
                                    Name(id='c') @224:55
                          .src:
                            Index() @224:61
                              .value:
                                Name(id='k') @224:61
                              .subs:
                                Name(id='seq') @224:63
                                BinOp(op='+') @224:68
                                  .lhs:
                                    BinOp(op='*') @224:68
                                      .lhs:
                                        Name(id='NWG') @224:68
                                      .rhs:
                                        Name(id='n') @224:74
                                  .rhs:
                                    Name(id='i') @224:78
                                Name(id='kvh') @224:81
                                Name(id='c') @224:86
                          .signals:
                            Index() @224:97
                              .value:
                                Name(id='kv_ready') @224:97
                              .subs:
                                Name(id='ks') @224:106
            For(var='part') @226:9
              .iter:
                Call(kwargs=()) @226:21
                  .func:
                    Name(id='static_range') @226:21
                  .args:
                    Name(id='PARTS') @226:34
              .body:
                If(orelse=()) @227:13
                  .cond:
                    BoolOp(op='and') @227:16
                      .values:
                        Name(id='EARLY') @227:16
                        BinOp(op='==') @227:26
                          .lhs:
                            Name(id='part') @227:26
                          .rhs:
                            Const(value=1) @227:34
                  .body:
                    Wait(phase=None) @229:17
                      .target:
                        Index() @229:22
                          .value:
                            Name(id='kh_free') @229:22
                          .subs:
                            Name(id='ks') @229:30
                    Expect() @230:17
                      .target:
                        Index() @230:24
                          .value:
                            Name(id='kh_ready') @230:24
                          .subs:
                            Name(id='ks') @230:33
                      .nbytes:
                        BinOp(op='*') @230:38
                          .lhs:
                            BinOp(op='*') @230:38
                              .lhs:
                                Name(id='NC') @230:38
                              .rhs:
                                Name(id='NWG') @230:43
                          .rhs:
                            Call(kwargs=()) @230:49
                              .func:
                                Name(id='bytes') @230:49
                              .args:
                                Name(id='kh_tile') @230:55
                    For(var='i') @231:17
                      .iter:
                        Call(kwargs=()) @231:26
                          .func:
                            Name(id='static_range') @231:26
                          .args:
                            Name(id='NWG') @231:39
                      .body:
                        For(var='c') @232:21
                          .iter:
                            Call(kwargs=()) @232:30
                              .func:
                                Name(id='static_range') @232:30
                              .args:
                                Name(id='NC') @232:43
                          .body:
                            Tma() @233:25
                              .dst:
                                Index() @233:29
                                  .value:
                                    Name(id='kh_tile') @233:29
                                  .subs:
                                    BinOp(op='+') @233:37
                                      .lhs:
                                        BinOp(op='*') @233:37
                                          .lhs:
                                            Name(id='NC') @233:37
                                          .rhs:
                                            BinOp(op='+') @233:43
                                              .lhs:
                                                BinOp(op='*') @233:43
                                                  .lhs:
                                                    Name(id='ks') @233:43
                                                  .rhs:
                                                    Name(id='NWG') @233:48
                                              .rhs:
                                                Name(id='i') @233:54
                                      .rhs:
                                        Name(id='c') @233:59
                              .src:
                                Index() @233:65
                                  .value:
                                    Name(id='k') @233:65
                                  .subs:
                                    Name(id='seq') @233:67
                                    BinOp(op='+') @233:72
                                      .lhs:
                                        BinOp(op='*') @233:72
                                          .lhs:
                                            Name(id='NWG') @233:72
                                          .rhs:
                                            Name(id='n') @233:78
                                      .rhs:
                                        Name(id='i') @233:82
                                    Name(id='kvh') @233:85
                                    Name(id='c') @233:90
                              .signals:
                                Index() @233:101
                                  .value:
                                    Name(id='kh_ready') @233:101
                                  .subs:
                                    Name(id='ks') @233:110
                Assign(targets=('lo', 'hi')) @234:13
                  .value:
                    Call(kwargs=()) @234:22
                      .func:
                        Name(id='fused_part_bounds') @234:22
                      .args:
                        Name(id='part') @234:40
                        Name(id='PEEL') @234:46
                        Name(id='SPLIT') @234:52
                        Name(id='n_xs') @234:59
                        Name(id='steps') @234:65
                Pipeline(var='j', slot='slot', ring='qd') @235:13
                  .iter:
                    Call(kwargs=()) @235:27
                      .func:
                        Name(id='range') @235:27
                      .args:
                        Name(id='lo') @235:33
                        Name(id='hi') @235:37
                  .stages:
                    Name(id='STAGES') @235:54
                  .body:
                    Assign(targets=('head', 'mb')) @236:17
                      .value:
                        Call(kwargs=()) @236:28
                          .func:
                            Name(id='step_block') @236:28
                          .args:
                            Name(id='j') @236:39
                            Unary(op='-') @236:42
                              .operand:
                                Const(value=1) @236:43
                            BinOp(op='*') @236:46
                              .lhs:
                                Name(id='kvh') @236:46
                              .rhs:
                                Name(id='group') @236:52
                            Name(id='m_lo') @236:59
                            Name(id='rot') @236:65
                            Name(id='n_m') @236:70
                            Name(id='n_x') @236:75
                            Name(id='n_xs') @236:80
                            Name(id='SPLIT') @236:86
                    Wait(phase=None) @237:17
                      .target:
                        Index() @237:22
                          .value:
                            Name(id='qd_free') @237:22
                          .subs:
                            Name(id='slot') @237:30
                    If(orelse=()) @238:17
                      .cond:
                        Name(id='LSE_RING') @238:20
                      .body:
                        Assign(targets=('lse2_c', 'dlt_c')) @239:21
                          .value:
                            Call(kwargs=()) @239:37
                              .func:
                                Name(id='lse_delta_slots') @239:37
                              .args:
                                Name(id='head') @239:53
                                Name(id='mb') @239:59
                                Name(id='q0') @239:63
                                Name(id='len_q') @239:67
                                Name(id='lse2_t') @239:74
                                Name(id='delta_t') @239:82
                                Name(id='BLOCK_M') @239:91
                                Name(id='SMEM_P') @239:100
                        ExprStmt() @240:21
                          .value:
                            Call(kwargs=()) @240:21
                              .func:
                                Name(id='store_smem') @240:21
                              .args:
                                Index() @240:32
                                  .value:
                                    Name(id='lse_s') @240:32
                                  .subs:
                                    Name(id='slot') @240:38
                                Name(id='lse2_c') @240:45
                        ExprStmt() @241:21
                          .value:
                            Call(kwargs=()) @241:21
                              .func:
                                Name(id='store_smem') @241:21
                              .args:
                                Index() @241:32
                                  .value:
                                    Name(id='dl_s') @241:32
                                  .subs:
                                    Name(id='slot') @241:37
                                Name(id='dlt_c') @241:44
                    Expect() @242:17
                      .target:
                        Index() @242:24
                          .value:
                            Name(id='qd_ready') @242:24
                          .subs:
                            Name(id='slot') @242:33
                      .nbytes:
                        BinOp(op='+') @242:40
                          .lhs:
                            Call(kwargs=()) @242:40
                              .func:
                                Name(id='bytes') @242:40
                              .args:
                                Name(id='q_ring') @242:46
                          .rhs:
                            Call(kwargs=()) @242:56
                              .func:
                                Name(id='bytes') @242:56
                              .args:
                                Name(id='do_ring') @242:62
                    Tma() @243:17
                      .dst:
                        Index() @243:21
                          .value:
                            Name(id='q_ring') @243:21
                          .subs:
                            Name(id='slot') @243:28
                      .src:
                        Index() @243:37
                          .value:
                            Name(id='q') @243:37
                          .subs:
                            Name(id='seq') @243:39
                            Name(id='mb') @243:44
                            Name(id='head') @243:48
                      .signals:
                        Index() @243:62
                          .value:
                            Name(id='qd_ready') @243:62
                          .subs:
                            Name(id='slot') @243:71
                    Tma() @244:17
                      .dst:
                        Index() @244:21
                          .value:
                            Name(id='do_ring') @244:21
                          .subs:
                            Name(id='slot') @244:29
                      .src:
                        Index() @244:38
                          .value:
                            Name(id='d_o') @244:38
                          .subs:
                            Name(id='seq') @244:42
                            Name(id='mb') @244:47
                            Name(id='head') @244:51
                      .signals:
                        Index() @244:65
                          .value:
                            Name(id='qd_ready') @244:65
                          .subs:
                            Name(id='slot') @244:74
        If(orelse=()) @246:5
          .cond:
            Name(id='WRITER') @246:8
          .body:
            Assign(targets=('NCW',)) @249:9
              .value:
                BinOp(op='//') @249:15
                  .lhs:
                    Name(id='NC') @249:15
                  .rhs:
                    Name(id='NWG') @249:21
            Role(name='dq_writer', replica=None) @250:9
              .kwargs:
                (
                  'warps'
                  Const(value=1) @250:30
                )
                (
                  'regs'
                  Const(value=24) @250:38
                )
              .body:
                For(var='part') @251:13
                  .iter:
                    Call(kwargs=()) @251:25
                      .func:
                        Name(id='static_range') @251:25
                      .args:
                        Name(id='PARTS') @251:38
                  .body:
                    Assign(targets=('lo', 'hi')) @252:17
                      .value:
                        Call(kwargs=()) @252:26
                          .func:
                            Name(id='fused_part_bounds') @252:26
                          .args:
                            Name(id='part') @252:44
                            Name(id='PEEL') @252:50
                            Name(id='SPLIT') @252:56
                            Name(id='n_xs') @252:63
                            Name(id='steps') @252:69
                    Pipeline(var='j', slot='ws', ring='qd') @253:17
                      .iter:
                        Call(kwargs=()) @253:31
                          .func:
                            Name(id='range') @253:31
                          .args:
                            Name(id='lo') @253:37
                            Name(id='hi') @253:41
                      .stages:
                        Name(id='STAGES') @253:58
                      .body:
                        Assign(targets=('head', 'mb')) @254:21
                          .value:
                            Call(kwargs=()) @254:32
                              .func:
                                Name(id='step_block') @254:32
                              .args:
                                Name(id='j') @254:43
                                Unary(op='-') @254:46
                                  .operand:
                                    Const(value=1) @254:47
                                BinOp(op='*') @254:50
                                  .lhs:
                                    Name(id='kvh') @254:50
                                  .rhs:
                                    Name(id='group') @254:56
                                Name(id='m_lo') @254:63
                                Name(id='rot') @254:69
                                Name(id='n_m') @254:74
                                Name(id='n_x') @254:79
                                Name(id='n_xs') @254:84
                                Name(id='SPLIT') @254:90
                        Assign(targets=('fr',)) @256:21
                          .value:
                            Call(kwargs=()) @256:26
                              .func:
                                Name(id='frag_row') @256:26
                              .args:
                                Call(kwargs=()) @256:35
                                  .func:
                                    Attr(name='start') @256:35
                                      .value:
                                        Name(id='q') @256:35
                                  .args:
                                    Name(id='seq') @256:43
                                Name(id='seq') @256:49
                                BinOp(op='*') @256:54
                                  .lhs:
                                    Name(id='mb') @256:54
                                  .rhs:
                                    Name(id='BLOCK_M') @256:59
                                Name(id='BLOCK_M') @256:68
                        If() @257:21
                          .cond:
                            Name(id='ROWS') @257:24
                          .body:
                            Wait(phase=None) @258:25
                              .target:
                                Index() @258:30
                                  .value:
                                    Name(id='dq_full') @258:30
                                  .subs:
                                    Const(value=0) @258:38
                            For(var='w') @259:25
                              .iter:
                                Call(kwargs=()) @259:34
                                  .func:
                                    Name(id='static_range') @259:34
                                  .args:
                                    Name(id='NWG') @259:47
                              .body:
                                If() @260:29
                                  .cond:
                                    Name(id='DQ_FRAG') @260:32
                                  .body:
                                    Tma(signals=None, reduce='add') @261:33
                                      .dst:
                                        Index() @261:37
                                          .value:
                                            Name(id='dq_frag') @261:37
                                          .subs:
                                            Call(kwargs=()) @261:45
                                              .func:
                                                Name(id='at') @261:45
                                              .args:
                                                BinOp(op='+') @261:48
                                                  .lhs:
                                                    Name(id='fr') @261:48
                                                  .rhs:
                                                    BinOp(op='*') @261:53
                                                      .lhs:
                                                        Name(id='w') @261:53
                                                      .rhs:
                                                        BinOp(op='//') @261:58
                                                          .lhs:
                                                            Name(id='BLOCK_M') @261:58
                                                          .rhs:
                                                            Name(id='NWG') @261:69
                                            Name(id='head') @261:76
                                            Const(value=0) @261:82
                                      .src:
                                        Index() @261:88
                                          .value:
                                            Name(id='dq_s') @261:88
                                          .subs:
                                            Name(id='w') @261:93
                                  .orelse:
                                    Tma(signals=None, reduce='add') @263:33
                                      .dst:
                                        Index() @263:37
                                          .value:
                                            Name(id='dq_acc') @263:37
                                          .subs:
                                            Name(id='seq') @263:44
                                            BinOp(op='+') @263:49
                                              .lhs:
                                                BinOp(op='*') @263:49
                                                  .lhs:
                                                    Name(id='mb') @263:49
                                                  .rhs:
                                                    Name(id='NWG') @263:54
                                              .rhs:
                                                Name(id='w') @263:60
                                            Name(id='head') @263:63
                                            Const(value=0) @263:69
                                      .src:
                                        Index() @263:75
                                          .value:
                                            Name(id='dq_s') @263:75
                                          .subs:
                                            Name(id='w') @263:80
                            Arrive(count=None) @264:25
                              .target:
                                Index() @264:32
                                  .value:
                                    Name(id='dq_empty') @264:32
                                  .subs:
                                    Const(value=0) @264:41
                          .orelse:
                            For(var='i') @266:25
                              .iter:
                                Call(kwargs=()) @266:34
                                  .func:
                                    Name(id='static_range') @266:34
                                  .args:
                                    Name(id='NCW') @266:47
                              .body:
                                Wait(phase=None) @267:29
                                  .target:
                                    Index() @267:34
                                      .value:
                                        Name(id='dq_full') @267:34
                                      .subs:
                                        Name(id='i') @267:42
                                For(var='w') @268:29
                                  .iter:
                                    Call(kwargs=()) @268:38
                                      .func:
                                        Name(id='static_range') @268:38
                                      .args:
                                        Name(id='NWG') @268:51
                                  .body:
                                    If() @269:33
                                      .cond:
                                        Name(id='DQ_FRAG') @269:36
                                      .body:
                                        Tma(signals=None, reduce='add') @270:37
                                          .dst:
                                            Index() @270:41
                                              .value:
                                                Name(id='dq_frag') @270:41
                                              .subs:
                                                Call(kwargs=()) @270:49
                                                  .func:
                                                    Name(id='at') @270:49
                                                  .args:
                                                    Name(id='fr') @270:52
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
                                      .orelse:
                                        Tma(signals=None, reduce='add') @272:37
                                          .dst:
                                            Index() @272:41
                                              .value:
                                                Name(id='dq_acc') @272:41
                                              .subs:
                                                Name(id='seq') @272:48
                                                Name(id='mb') @272:53
                                                Name(id='head') @272:57
                                                BinOp(op='+') @272:63
                                                  .lhs:
                                                    BinOp(op='*') @272:63
                                                      .lhs:
                                                        Name(id='w') @272:63
                                                      .rhs:
                                                        Name(id='NCW') @272:67
                                                  .rhs:
                                                    Name(id='i') @272:73
                                          .src:
                                            Index() @272:79
                                              .value:
                                                Name(id='dq_s') @272:79
                                              .subs:
                                                BinOp(op='+') @272:84
                                                  .lhs:
                                                    BinOp(op='*') @272:84
                                                      .lhs:
                                                        Name(id='i') @272:84
                                                      .rhs:
                                                        Name(id='NWG') @272:88
                                                  .rhs:
                                                    Name(id='w') @272:94
                                Arrive(count=None) @273:29
                                  .target:
                                    Index() @273:36
                                      .value:
                                        Name(id='dq_empty') @273:36
                                      .subs:
                                        Name(id='i') @273:45
        Role(name='compute', replica='wg') @275:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @275:29
            )
            (
              'regs'
              Name(id='REGS') @275:39
            )
          .body:
            Assign(targets=('qk_scale',)) @276:9
              .value:
                BinOp(op='*') @276:20
                  .lhs:
                    Name(id='sm_scale') @276:20
                  .rhs:
                    Name(id='LOG2E') @276:31
            Assign(targets=('krow0',)) @277:9
              .value:
                BinOp(op='+') @277:17
                  .lhs:
                    BinOp(op='*') @277:17
                      .lhs:
                        Name(id='n') @277:17
                      .rhs:
                        Name(id='BLOCK_N') @277:21
                  .rhs:
                    BinOp(op='*') @277:31
                      .lhs:
                        Name(id='wg') @277:31
                      .rhs:
                        Name(id='WG_N') @277:36
            Assign(targets=('krows',)) @278:9
              .value:
                BinOp(op='+') @278:17
                  .lhs:
                    Name(id='krow0') @278:17
                  .rhs:
                    Call(kwargs=()) @278:25
                      .func:
                        Name(id='arange') @278:25
                      .args:
                        Name(id='WG_N') @278:32
            Assign(targets=('qcols',)) @279:9
              .value:
                Call(kwargs=()) @279:17
                  .func:
                    Name(id='arange') @279:17
                  .args:
                    Name(id='BLOCK_M') @279:24
            Assign(targets=('dcols',)) @280:9
              .value:
                Call(kwargs=()) @280:17
                  .func:
                    Name(id='arange') @280:17
                  .args:
                    Name(id='D') @280:24
            Assign(targets=('ks',)) @281:9
              .value:
                BinOp(op='%') @281:14
                  .lhs:
                    Name(id='tile_index') @281:14
                  .rhs:
                    Name(id='KV_BUF') @281:27
            Assign(targets=('mine',)) @282:9
              .value:
                BinOp(op='+') @282:16
                  .lhs:
                    BinOp(op='*') @282:16
                      .lhs:
                        Name(id='ks') @282:16
                      .rhs:
                        Name(id='NWG') @282:21
                  .rhs:
                    Name(id='wg') @282:27
            Assign(targets=('acc_k',)) @283:9
              .value:
                Call(kwargs=()) @283:17
                  .func:
                    Name(id='zeros') @283:17
                  .args:
                    ListLit() @283:23
                      .elts:
                        Name(id='WG_N') @283:24
                        Name(id='D') @283:30
                    Name(id='f32') @283:34
            Assign(targets=('acc_v',)) @284:9
              .value:
                Call(kwargs=()) @284:17
                  .func:
                    Name(id='zeros') @284:17
                  .args:
                    ListLit() @284:23
                      .elts:
                        Name(id='WG_N') @284:24
                        Name(id='D') @284:30
                    Name(id='f32') @284:34
            If(orelse=()) @285:9
              .cond:
                Name(id='CARRY') @285:12
              .body:
                Assign(targets=('dk_f',)) @286:13
                  .value:
                    Name(id='acc_k') @286:20
            Wait(phase=None) @287:9
              .target:
                Index() @287:14
                  .value:
                    Name(id='kv_ready') @287:14
                  .subs:
                    Name(id='ks') @287:23
            If(orelse=()) @294:9
              .cond:
                Name(id='LAG') @294:12
              .body:
                Assign(targets=('last',)) @295:13
                  .value:
                    Const(value=0) @295:20
            Assign(targets=('LAST',)) @296:9
              .value:
                BinOp(op='-') @296:16
                  .lhs:
                    BinOp(op='//') @296:16
                      .lhs:
                        Name(id='NC') @296:16
                      .rhs:
                        Name(id='NWG') @296:22
                  .rhs:
                    Const(value=1) @296:28
            If(orelse=()) @297:9
              .cond:
                Name(id='ROWS') @297:12
              .body:
                Assign(targets=('LAST',)) @298:13
                  .value:
                    Const(value=0) @298:20
            Assign(targets=('AHEAD',)) @299:9
              .value:
                BoolOp(op='and') @299:17
                  .values:
                    Name(id='LSE_AHEAD') @299:17
                    Name(id='LAG') @299:31
                    Name(id='SMEM_P') @299:39
            If(orelse=()) @300:9
              .cond:
                BoolOp(op='and') @300:12
                  .values:
                    BinOp(op='==') @300:12
                      .lhs:
                        Name(id='ACT') @300:12
                      .rhs:
                        Const(value='softmax') @300:19
                    Name(id='AHEAD') @300:33
              .body:
                Assign(targets=('lse2_n', 'dlt_n')) @301:13
                  .value:
                    Call(kwargs=()) @301:29
                      .func:
                        Name(id='lse_delta') @301:29
                      .args:
                        Const(value=0) @301:39
                        Unary(op='-') @301:42
                          .operand:
                            Const(value=1) @301:43
                        BinOp(op='*') @301:46
                          .lhs:
                            Name(id='kvh') @301:46
                          .rhs:
                            Name(id='group') @301:52
                        Name(id='m_lo') @301:59
                        Name(id='rot') @301:65
                        Name(id='n_m') @301:70
                        Name(id='n_x') @301:75
                        Name(id='n_xs') @301:80
                        Name(id='SPLIT') @301:86
                        Name(id='q0') @301:93
                        Name(id='len_q') @301:97
                        Name(id='qcols') @301:104
                        Name(id='lse2_t') @301:111
                        Name(id='delta_t') @302:39
                        Name(id='BLOCK_M') @302:48
            For(var='part') @303:9
              .iter:
                Call(kwargs=()) @303:21
                  .func:
                    Name(id='static_range') @303:21
                  .args:
                    Name(id='PARTS') @303:34
              .body:
                If(orelse=()) @304:13
                  .cond:
                    BoolOp(op='and') @304:16
                      .values:
                        Name(id='EARLY') @304:16
                        BinOp(op='==') @304:26
                          .lhs:
                            Name(id='part') @304:26
                          .rhs:
                            Const(value=1) @304:34
                  .body:
                    Wait(phase=None) @305:17
                      .target:
                        Index() @305:22
                          .value:
                            Name(id='kh_ready') @305:22
                          .subs:
                            Name(id='ks') @305:31
                Assign(targets=('lo', 'hi')) @306:13
                  .value:
                    Call(kwargs=()) @306:22
                      .func:
                        Name(id='fused_part_bounds') @306:22
                      .args:
                        Name(id='part') @306:40
                        Name(id='PEEL') @306:46
                        Name(id='SPLIT') @306:52
                        Name(id='n_xs') @306:59
                        Name(id='steps') @306:65
                Assign(targets=('masked',)) @307:13
                  .value:
                    BoolOp(op='or') @307:22
                      .values:
                        Unary(op='not') @307:22
                          .operand:
                            Name(id='SPLIT') @307:26
                        BinOp(op='<') @307:35
                          .lhs:
                            Name(id='part') @307:35
                          .rhs:
                            BinOp(op='-') @307:42
                              .lhs:
                                Name(id='PARTS') @307:42
                              .rhs:
                                Const(value=1) @307:50
                Assign(targets=('lagged',)) @308:13
                  .value:
                    BoolOp(op='and') @308:22
                      .values:
                        Name(id='LAG') @308:22
                        BinOp(op='>') @308:30
                          .lhs:
                            Name(id='part') @308:30
                          .rhs:
                            Const(value=0) @308:37
                Assign(targets=('late',)) @309:13
                  .value:
                    BoolOp(op='and') @309:20
                      .values:
                        Name(id='LATE') @309:20
                        BinOp(op='>') @309:29
                          .lhs:
                            Name(id='part') @309:29
                          .rhs:
                            Const(value=0) @309:36
                Assign(targets=('which',)) @311:13
                  .value:
                    Const(value=1) @311:21
                If(orelse=()) @312:13
                  .cond:
                    Name(id='masked') @312:16
                  .body:
                    Assign(targets=('which',)) @313:17
                      .value:
                        Const(value=0) @313:25
                If(orelse=()) @314:13
                  .cond:
                    BoolOp(op='and') @314:16
                      .values:
                        Name(id='PEEL') @314:16
                        BinOp(op='==') @314:25
                          .lhs:
                            Name(id='part') @314:25
                          .rhs:
                            Const(value=0) @314:33
                  .body:
                    Assign(targets=('which',)) @315:17
                      .value:
                        Unary(op='-') @315:25
                          .operand:
                            Const(value=1) @315:26
                Pipeline(var='j', slot='slot', ring='qd') @316:13
                  .iter:
                    Call(kwargs=()) @316:27
                      .func:
                        Name(id='range') @316:27
                      .args:
                        Name(id='lo') @316:33
                        Name(id='hi') @316:37
                  .stages:
                    Name(id='STAGES') @316:54
                  .body:
                    Assign(targets=('head', 'mb')) @317:17
                      .value:
                        Call(kwargs=()) @317:28
                          .func:
                            Name(id='step_block') @317:28
                          .args:
                            Name(id='j') @317:39
                            Name(id='which') @317:42
                            BinOp(op='*') @317:49
                              .lhs:
                                Name(id='kvh') @317:49
                              .rhs:
                                Name(id='group') @317:55
                            Name(id='m_lo') @317:62
                            Name(id='rot') @317:68
                            Name(id='n_m') @317:73
                            Name(id='n_x') @317:78
                            Name(id='n_xs') @317:83
                            Name(id='SPLIT') @317:89
                    Assign(targets=('qpos',)) @318:17
                      .value:
                        BinOp(op='+') @318:24
                          .lhs:
                            BinOp(op='*') @318:24
                              .lhs:
                                Name(id='mb') @318:24
                              .rhs:
                                Name(id='BLOCK_M') @318:29
                          .rhs:
                            Name(id='qcols') @318:39
                    Assign(targets=('lse2',)) @319:17
                      .value:
                        Call(kwargs=()) @319:24
                          .func:
                            Name(id='zeros') @319:24
                          .args:
                            ListLit() @319:30
                              .elts:
                                Name(id='BLOCK_M') @319:31
                            Name(id='f32') @319:41
                    Assign(targets=('dlt',)) @320:17
                      .value:
                        Call(kwargs=()) @320:23
                          .func:
                            Name(id='zeros') @320:23
                          .args:
                            ListLit() @320:29
                              .elts:
                                Name(id='BLOCK_M') @320:30
                            Name(id='f32') @320:40
                    If(orelse=()) @324:17
                      .cond:
                        BoolOp(op='and') @324:20
                          .values:
                            BinOp(op='==') @324:20
                              .lhs:
                                Name(id='ACT') @324:20
                              .rhs:
                                Const(value='softmax') @324:27
                            Name(id='AHEAD') @324:41
                      .body:
                        Assign(targets=('lse2',)) @325:21
                          .value:
                            Name(id='lse2_n') @325:28
                        Assign(targets=('dlt',)) @326:21
                          .value:
                            Name(id='dlt_n') @326:27
                    If(orelse=()) @327:17
                      .cond:
                        BoolOp(op='and') @327:20
                          .values:
                            BinOp(op='==') @327:20
                              .lhs:
                                Name(id='ACT') @327:20
                              .rhs:
                                Const(value='softmax') @327:27
                            Unary(op='not') @327:41
                              .operand:
                                Name(id='AHEAD') @327:45
                            Unary(op='not') @327:55
                              .operand:
                                Name(id='LSE_RING') @327:59
                      .body:
                        Assign(targets=('qi',)) @331:21
                          .value:
                            BinOp(op='+') @331:26
                              .lhs:
                                Name(id='q0') @331:26
                              .rhs:
                                Call(kwargs=()) @331:31
                                  .func:
                                    Name(id='maximum') @331:31
                                  .args:
                                    Call(kwargs=()) @331:39
                                      .func:
                                        Name(id='minimum') @331:39
                                      .args:
                                        Name(id='qpos') @331:47
                                        BinOp(op='-') @331:53
                                          .lhs:
                                            Name(id='len_q') @331:53
                                          .rhs:
                                            Const(value=1) @331:61
                                    Const(value=0) @331:65
                        Assign(targets=('lse2',)) @332:21
                          .value:
                            Index() @332:28
                              .value:
                                Name(id='lse2_t') @332:28
                              .subs:
                                Name(id='head') @332:35
                                Name(id='qi') @332:41
                        Assign(targets=('dlt',)) @333:21
                          .value:
                            Index() @333:27
                              .value:
                                Name(id='delta_t') @333:27
                              .subs:
                                Name(id='head') @333:35
                                Name(id='qi') @333:41
                    If() @336:17
                      .cond:
                        Name(id='masked') @336:20
                      .body:
                        Assign(targets=('edge',)) @337:21
                          .value:
                            BoolOp(op='or') @337:28
                              .values:
                                BinOp(op='>') @337:28
                                  .lhs:
                                    BinOp(op='*') @337:29
                                      .lhs:
                                        BinOp(op='+') @337:29
                                          .lhs:
                                            Name(id='mb') @337:29
                                          .rhs:
                                            Const(value=1) @337:34
                                      .rhs:
                                        Name(id='BLOCK_M') @337:39
                                  .rhs:
                                    Name(id='len_q') @337:49
                                BinOp(op='>') @337:58
                                  .lhs:
                                    BinOp(op='+') @337:58
                                      .lhs:
                                        Name(id='krow0') @337:58
                                      .rhs:
                                        Name(id='WG_N') @337:66
                                  .rhs:
                                    Name(id='len_k') @337:73
                        If(orelse=()) @338:21
                          .cond:
                            Name(id='CAUSAL') @338:24
                          .body:
                            Assign(targets=('edge',)) @339:25
                              .value:
                                BoolOp(op='or') @339:32
                                  .values:
                                    Name(id='edge') @339:32
                                    BinOp(op='>') @339:40
                                      .lhs:
                                        BinOp(op='-') @339:40
                                          .lhs:
                                            BinOp(op='+') @339:40
                                              .lhs:
                                                Name(id='krow0') @339:40
                                              .rhs:
                                                Name(id='WG_N') @339:48
                                          .rhs:
                                            Const(value=1) @339:55
                                      .rhs:
                                        BinOp(op='+') @339:59
                                          .lhs:
                                            BinOp(op='*') @339:59
                                              .lhs:
                                                Name(id='mb') @339:59
                                              .rhs:
                                                Name(id='BLOCK_M') @339:64
                                          .rhs:
                                            BinOp(op='-') @339:75
                                              .lhs:
                                                Name(id='len_k') @339:75
                                              .rhs:
                                                Name(id='len_q') @339:83
                      .orelse:
                        Assign(targets=('edge',)) @341:21
                          .value:
                            Const(value=False) @341:28
                    Wait(phase=None) @342:17
                      .target:
                        Index() @342:22
                          .value:
                            Name(id='qd_ready') @342:22
                          .subs:
                            Name(id='slot') @342:31
                    If(orelse=()) @343:17
                      .cond:
                        Name(id='lagged') @343:20
                      .body:
                        Assign(targets=('og',)) @346:21
                          .value:
                            BinOp(op='%') @346:27
                              .lhs:
                                BinOp(op='+') @346:27
                                  .lhs:
                                    Name(id='wg') @346:27
                                  .rhs:
                                    Const(value=1) @346:32
                              .rhs:
                                Name(id='NWG') @346:37
                        Wait() @347:21
                          .target:
                            Index() @347:26
                              .value:
                                Name(id='ds_ready') @347:26
                              .subs:
                                Const(value=0) @347:35
                          .phase:
                            BinOp(op='%') @347:44
                              .lhs:
                                Name(id='last') @347:44
                              .rhs:
                                Const(value=2) @347:51
                        For(var='i') @348:21
                          .iter:
                            Call(kwargs=()) @348:30
                              .func:
                                Name(id='static_range') @348:30
                              .args:
                                Name(id='NCW') @348:43
                          .body:
                            Assign(targets=('c',)) @349:25
                              .value:
                                BinOp(op='+') @349:29
                                  .lhs:
                                    BinOp(op='*') @349:29
                                      .lhs:
                                        Name(id='wg') @349:29
                                      .rhs:
                                        Name(id='NCW') @349:34
                                  .rhs:
                                    Name(id='i') @349:40
                            If() @350:25
                              .cond:
                                Name(id='DQ_PAIR') @350:28
                              .body:
                                Assign(targets=('f0',)) @352:29
                                  .value:
                                    Call(kwargs=()) @352:34
                                      .func:
                                        Name(id='mma_async') @352:34
                                      .args:
                                        Index() @352:44
                                          .value:
                                            Name(id='ds_s') @352:44
                                          .subs:
                                            BinOp(op='+') @352:49
                                              .lhs:
                                                BinOp(op='*') @352:49
                                                  .lhs:
                                                    Name(id='last') @352:49
                                                  .rhs:
                                                    Name(id='NWG') @352:56
                                              .rhs:
                                                Name(id='wg') @352:62
                                        Index() @352:67
                                          .value:
                                            Name(id='kh_tile') @352:67
                                          .subs:
                                            BinOp(op='+') @352:75
                                              .lhs:
                                                BinOp(op='*') @352:75
                                                  .lhs:
                                                    Name(id='NC') @352:75
                                                  .rhs:
                                                    BinOp(op='+') @352:81
                                                      .lhs:
                                                        BinOp(op='*') @352:81
                                                          .lhs:
                                                            Name(id='ks') @352:81
                                                          .rhs:
                                                            Name(id='NWG') @352:86
                                                      .rhs:
                                                        Name(id='wg') @352:92
                                              .rhs:
                                                Name(id='c') @352:98
                                Assign(targets=('f1',)) @353:29
                                  .value:
                                    Call(kwargs=()) @353:34
                                      .func:
                                        Name(id='mma_async') @353:34
                                      .args:
                                        Index() @353:44
                                          .value:
                                            Name(id='ds_s') @353:44
                                          .subs:
                                            BinOp(op='+') @353:49
                                              .lhs:
                                                BinOp(op='*') @353:49
                                                  .lhs:
                                                    Name(id='last') @353:49
                                                  .rhs:
                                                    Name(id='NWG') @353:56
                                              .rhs:
                                                Name(id='og') @353:62
                                        Index() @353:67
                                          .value:
                                            Name(id='kh_tile') @353:67
                                          .subs:
                                            BinOp(op='+') @353:75
                                              .lhs:
                                                BinOp(op='*') @353:75
                                                  .lhs:
                                                    Name(id='NC') @353:75
                                                  .rhs:
                                                    BinOp(op='+') @353:81
                                                      .lhs:
                                                        BinOp(op='*') @353:81
                                                          .lhs:
                                                            Name(id='ks') @353:81
                                                          .rhs:
                                                            Name(id='NWG') @353:86
                                                      .rhs:
                                                        Name(id='og') @353:92
                                              .rhs:
                                                Name(id='c') @353:98
                                        Name(id='f0') @353:102
                                Assign(targets=('dq_c',)) @354:29
                                  .value:
                                    Call(kwargs=()) @354:36
                                      .func:
                                        Name(id='mma_wait') @354:36
                                      .args:
                                        Name(id='f1') @354:45
                              .orelse:
                                Assign(targets=('dq_c',)) @356:29
                                  .value:
                                    Call(kwargs=()) @356:36
                                      .func:
                                        Name(id='zeros') @356:36
                                      .args:
                                        ListLit() @356:42
                                          .elts:
                                            Name(id='BLOCK_M') @356:43
                                            Name(id='DQ_COLS') @356:52
                                        Name(id='f32') @356:62
                                For(var='g') @357:29
                                  .iter:
                                    Call(kwargs=()) @357:38
                                      .func:
                                        Name(id='static_range') @357:38
                                      .args:
                                        Name(id='NWG') @357:51
                                  .body:
                                    Assign(targets=('gg',)) @358:33
                                      .value:
                                        BinOp(op='%') @358:39
                                          .lhs:
                                            BinOp(op='+') @358:39
                                              .lhs:
                                                Name(id='wg') @358:39
                                              .rhs:
                                                Name(id='g') @358:44
                                          .rhs:
                                            Name(id='NWG') @358:49
                                    If() @359:33
                                      .cond:
                                        Name(id='SMEM_P') @359:36
                                      .body:
                                        Assign(targets=('dq_f',)) @360:37
                                          .value:
                                            Call(kwargs=()) @360:44
                                              .func:
                                                Name(id='mma_async') @360:44
                                              .args:
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
                                                Index() @360:77
                                                  .value:
                                                    Name(id='kh_tile') @360:77
                                                  .subs:
                                                    BinOp(op='+') @360:85
                                                      .lhs:
                                                        BinOp(op='*') @360:85
                                                          .lhs:
                                                            Name(id='NC') @360:85
                                                          .rhs:
                                                            BinOp(op='+') @360:91
                                                              .lhs:
                                                                BinOp(op='*') @360:91
                                                                  .lhs:
                                                                    Name(id='ks') @360:91
                                                                  .rhs:
                                                                    Name(id='NWG') @360:96
                                                              .rhs:
                                                                Name(id='gg') @360:102
                                                      .rhs:
                                                        Name(id='c') @360:108
                                                Name(id='dq_c') @360:112
                                      .orelse:
                                        Assign(targets=('dq_f',)) @362:37
                                          .value:
                                            Call(kwargs=()) @362:44
                                              .func:
                                                Name(id='mma_async') @362:44
                                              .args:
                                                Attr(name='T') @362:54
                                                  .value:
                                                    Index() @362:54
                                                      .value:
                                                        Name(id='ds_s') @362:54
                                                      .subs:
                                                        BinOp(op='+') @362:59
                                                          .lhs:
                                                            BinOp(op='*') @362:59
                                                              .lhs:
                                                                Name(id='last') @362:59
                                                              .rhs:
                                                                Name(id='NWG') @362:66
                                                          .rhs:
                                                            Name(id='gg') @362:72
                                                Index() @362:79
                                                  .value:
                                                    Name(id='kh_tile') @362:79
                                                  .subs:
                                                    BinOp(op='+') @362:87
                                                      .lhs:
                                                        BinOp(op='*') @362:87
                                                          .lhs:
                                                            Name(id='NC') @362:87
                                                          .rhs:
                                                            BinOp(op='+') @362:93
                                                              .lhs:
                                                                BinOp(op='*') @362:93
                                                                  .lhs:
                                                                    Name(id='ks') @362:93
                                                                  .rhs:
                                                                    Name(id='NWG') @362:98
                                                              .rhs:
                                                                Name(id='gg') @362:104
                                                      .rhs:
                                                        Name(id='c') @362:110
                                                Name(id='dq_c') @362:114
                                    If(orelse=()) @363:33
                                      .cond:
                                        BoolOp(op='and') @363:36
                                          .values:
                                            Name(id='CARRY') @363:36
                                            BinOp(op='==') @363:46
                                              .lhs:
                                                Name(id='i') @363:46
                                              .rhs:
                                                Const(value=0) @363:51
                                            BinOp(op='==') @363:57
                                              .lhs:
                                                Name(id='g') @363:57
                                              .rhs:
                                                Const(value=0) @363:62
                                      .body:
                                        Assign(targets=('acc_k',)) @364:37
                                          .value:
                                            Call() @364:45
                                              .func:
                                                Name(id='mma_wait') @364:45
                                              .args:
                                                Name(id='dk_f') @364:54
                                              .kwargs:
                                                (
                                                  'pending'
                                                  Const(value=1) @364:68
                                                )
                                        Arrive(count=None) @365:37
                                          .target:
                                            Index() @365:44
                                              .value:
                                                Name(id='qd_free') @365:44
                                              .subs:
                                                Name(id='last') @365:52
                                    Assign(targets=('dq_c',)) @366:33
                                      .value:
                                        Call(kwargs=()) @366:40
                                          .func:
                                            Name(id='mma_wait') @366:40
                                          .args:
                                            Name(id='dq_f') @366:49
                            Wait() @367:25
                              .target:
                                Index() @367:30
                                  .value:
                                    Name(id='dq_empty') @367:30
                                  .subs:
                                    Name(id='i') @367:39
                              .phase:
                                BinOp(op='-') @367:48
                                  .lhs:
                                    Const(value=1) @367:48
                                  .rhs:
                                    BinOp(op='%') @367:52
                                      .lhs:
                                        Name(id='last') @367:52
                                      .rhs:
                                        Const(value=2) @367:59
                            ExprStmt() @368:25
                              .value:
                                Call(kwargs=()) @368:25
                                  .func:
                                    Name(id='store_smem') @368:25
                                  .args:
                                    Index() @368:36
                                      .value:
                                        Name(id='dq_s') @368:36
                                      .subs:
                                        BinOp(op='+') @368:41
                                          .lhs:
                                            BinOp(op='*') @368:41
                                              .lhs:
                                                Name(id='i') @368:41
                                              .rhs:
                                                Name(id='NWG') @368:45
                                          .rhs:
                                            Name(id='wg') @368:51
                                    Name(id='dq_c') @368:56
                            If(orelse=()) @369:25
                              .cond:
                                BoolOp(op='or') @369:28
                                  .values:
                                    Unary(op='not') @369:28
                                      .operand:
                                        Name(id='LATE') @369:32
                                    BinOp(op='<') @369:40
                                      .lhs:
                                        Name(id='i') @369:40
                                      .rhs:
                                        BinOp(op='-') @369:44
                                          .lhs:
                                            Name(id='NCW') @369:44
                                          .rhs:
                                            Const(value=1) @369:50
                              .body:
                                Fence() @370:29
                                Arrive(count=None) @371:29
                                  .target:
                                    Index() @371:36
                                      .value:
                                        Name(id='dq_full') @371:36
                                      .subs:
                                        Name(id='i') @371:44
                    If() @372:17
                      .cond:
                        Name(id='SMEM_P') @372:20
                      .body:
                        Assign(targets=('own',)) @376:21
                          .value:
                            Name(id='wg') @376:27
                        Assign(targets=('og',)) @377:21
                          .value:
                            BinOp(op='%') @377:27
                              .lhs:
                                BinOp(op='+') @377:27
                                  .lhs:
                                    Name(id='wg') @377:27
                                  .rhs:
                                    Const(value=1) @377:32
                              .rhs:
                                Name(id='NWG') @377:37
                        If(orelse=()) @378:21
                          .cond:
                            Name(id='WRITER') @378:24
                          .body:
                            Assign(targets=('own',)) @379:25
                              .value:
                                BinOp(op='+') @379:31
                                  .lhs:
                                    BinOp(op='*') @379:31
                                      .lhs:
                                        Name(id='slot') @379:31
                                      .rhs:
                                        Name(id='NWG') @379:38
                                  .rhs:
                                    Name(id='wg') @379:44
                        Assign(targets=('s_f',)) @380:21
                          .value:
                            Call(kwargs=()) @380:27
                              .func:
                                Name(id='mma_async') @380:27
                              .args:
                                Index() @380:37
                                  .value:
                                    Name(id='q_ring') @380:37
                                  .subs:
                                    Name(id='slot') @380:44
                                Attr(name='T') @380:51
                                  .value:
                                    Index() @380:51
                                      .value:
                                        Name(id='k_tile') @380:51
                                      .subs:
                                        Name(id='mine') @380:58
                        Assign(targets=('dp_f',)) @381:21
                          .value:
                            Call(kwargs=()) @381:28
                              .func:
                                Name(id='mma_async') @381:28
                              .args:
                                Index() @381:38
                                  .value:
                                    Name(id='do_ring') @381:38
                                  .subs:
                                    Name(id='slot') @381:46
                                Attr(name='T') @381:53
                                  .value:
                                    Index() @381:53
                                      .value:
                                        Name(id='v_tile') @381:53
                                      .subs:
                                        Name(id='mine') @381:60
                        If(orelse=()) @382:21
                          .cond:
                            Name(id='late') @382:24
                          .body:
                            Fence() @383:25
                            Arrive(count=None) @384:25
                              .target:
                                Index() @384:32
                                  .value:
                                    Name(id='dq_full') @384:32
                                  .subs:
                                    Name(id='LAST') @384:40
                        Assign(targets=('s',)) @385:21
                          .value:
                            Call() @385:25
                              .func:
                                Name(id='mma_wait') @385:25
                              .args:
                                Name(id='s_f') @385:34
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @385:47
                                )
                        Assign(targets=('kpos',)) @387:21
                          .value:
                            BinOp(op='+') @387:28
                              .lhs:
                                Name(id='krow0') @387:28
                              .rhs:
                                Call(kwargs=()) @387:36
                                  .func:
                                    Name(id='arange') @387:36
                                  .args:
                                    Name(id='WG_N') @387:43
                        If() @388:21
                          .cond:
                            Name(id='LSE_RING') @388:24
                          .body:
                            Assign(targets=('lse2c',)) @389:25
                              .value:
                                Call(kwargs=()) @389:33
                                  .func:
                                    Name(id='load') @389:33
                                  .args:
                                    Index() @389:38
                                      .value:
                                        Name(id='lse_s') @389:38
                                      .subs:
                                        Name(id='slot') @389:44
                          .orelse:
                            Assign(targets=('lse2c',)) @391:25
                              .value:
                                Index() @391:33
                                  .value:
                                    Name(id='lse2') @391:33
                                  .subs:
                                    FullSlice() @391:38
                                    Const(value=None) @391:41
                        Assign(targets=('p', 'dact')) @392:21
                          .value:
                            Call(kwargs=()) @392:31
                              .func:
                                Name(id='probs') @392:31
                              .args:
                                Name(id='s') @392:37
                                Name(id='edge') @392:40
                                Index() @392:46
                                  .value:
                                    Name(id='qpos') @392:46
                                  .subs:
                                    FullSlice() @392:51
                                    Const(value=None) @392:54
                                Index() @392:61
                                  .value:
                                    Name(id='kpos') @392:61
                                  .subs:
                                    Const(value=None) @392:66
                                    FullSlice() @392:72
                                Name(id='len_q') @392:76
                                Name(id='len_k') @392:83
                                Name(id='lse2c') @392:90
                                Name(id='qk_scale') @392:97
                                Name(id='sm_scale') @393:37
                                Name(id='CAUSAL') @393:47
                                Name(id='ACT') @393:55
                        ExprStmt() @394:21
                          .value:
                            Call(kwargs=()) @394:21
                              .func:
                                Name(id='store_smem') @394:21
                              .args:
                                Index() @394:32
                                  .value:
                                    Name(id='ds_s') @394:32
                                  .subs:
                                    Name(id='own') @394:37
                                Call(kwargs=()) @394:43
                                  .func:
                                    Name(id='cast') @394:43
                                  .args:
                                    Name(id='p') @394:48
                                    Name(id='DT') @394:51
                        Fence() @395:21
                        Assign(targets=('dv_f',)) @396:21
                          .value:
                            Call(kwargs=()) @396:28
                              .func:
                                Name(id='mma_async') @396:28
                              .args:
                                Attr(name='T') @396:38
                                  .value:
                                    Index() @396:38
                                      .value:
                                        Name(id='ds_s') @396:38
                                      .subs:
                                        Name(id='own') @396:43
                                Index() @396:51
                                  .value:
                                    Name(id='do_ring') @396:51
                                  .subs:
                                    Name(id='slot') @396:59
                                Name(id='acc_v') @396:66
                        Assign(targets=('dp',)) @397:21
                          .value:
                            Call() @397:26
                              .func:
                                Name(id='mma_wait') @397:26
                              .args:
                                Name(id='dp_f') @397:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @397:49
                                )
                        If() @398:21
                          .cond:
                            Name(id='LSE_RING') @398:24
                          .body:
                            Assign(targets=('dltc',)) @399:25
                              .value:
                                Call(kwargs=()) @399:32
                                  .func:
                                    Name(id='load') @399:32
                                  .args:
                                    Index() @399:37
                                      .value:
                                        Name(id='dl_s') @399:37
                                      .subs:
                                        Name(id='slot') @399:42
                          .orelse:
                            Assign(targets=('dltc',)) @401:25
                              .value:
                                Index() @401:32
                                  .value:
                                    Name(id='dlt') @401:32
                                  .subs:
                                    FullSlice() @401:36
                                    Const(value=None) @401:39
                        Assign(targets=('ds',)) @402:21
                          .value:
                            Call(kwargs=()) @402:26
                              .func:
                                Name(id='cast') @402:26
                              .args:
                                Call(kwargs=()) @402:31
                                  .func:
                                    Name(id='dscores') @402:31
                                  .args:
                                    Name(id='p') @402:39
                                    Name(id='dact') @402:42
                                    Name(id='dp') @402:48
                                    Name(id='dltc') @402:52
                                    Name(id='ACT') @402:58
                                Name(id='DT') @402:64
                        Assign(targets=('acc_v',)) @403:21
                          .value:
                            Call(kwargs=()) @403:29
                              .func:
                                Name(id='mma_wait') @403:29
                              .args:
                                Name(id='dv_f') @403:38
                        ExprStmt() @404:21
                          .value:
                            Call(kwargs=()) @404:21
                              .func:
                                Name(id='store_smem') @404:21
                              .args:
                                Index() @404:32
                                  .value:
                                    Name(id='ds_s') @404:32
                                  .subs:
                                    Name(id='own') @404:37
                                Name(id='ds') @404:43
                        Fence() @405:21
                        If() @406:21
                          .cond:
                            Name(id='LAG') @406:24
                          .body:
                            Arrive(count=None) @409:25
                              .target:
                                Index() @409:32
                                  .value:
                                    Name(id='ds_ready') @409:32
                                  .subs:
                                    Const(value=0) @409:41
                            Assign(targets=('dk_f',)) @410:25
                              .value:
                                Call(kwargs=()) @410:32
                                  .func:
                                    Name(id='mma_async') @410:32
                                  .args:
                                    Attr(name='T') @410:42
                                      .value:
                                        Index() @410:42
                                          .value:
                                            Name(id='ds_s') @410:42
                                          .subs:
                                            Name(id='own') @410:47
                                    Index() @410:55
                                      .value:
                                        Name(id='q_ring') @410:55
                                      .subs:
                                        Name(id='slot') @410:62
                                    Name(id='acc_k') @410:69
                            If(orelse=()) @411:25
                              .cond:
                                BoolOp(op='and') @411:28
                                  .values:
                                    BinOp(op='==') @411:28
                                      .lhs:
                                        Name(id='ACT') @411:28
                                      .rhs:
                                        Const(value='softmax') @411:35
                                    Name(id='AHEAD') @411:49
                              .body:
                                Assign(targets=('nxt',)) @413:29
                                  .value:
                                    Unary(op='-') @413:35
                                      .operand:
                                        Const(value=1) @413:36
                                If(orelse=()) @414:29
                                  .cond:
                                    BinOp(op='==') @414:32
                                      .lhs:
                                        Name(id='which') @414:32
                                      .rhs:
                                        Const(value=1) @414:41
                                  .body:
                                    Assign(targets=('nxt',)) @415:33
                                      .value:
                                        Const(value=1) @415:39
                                Assign(targets=('lse2_n', 'dlt_n')) @416:29
                                  .value:
                                    Call(kwargs=()) @416:45
                                      .func:
                                        Name(id='lse_delta') @416:45
                                      .args:
                                        Call(kwargs=()) @416:55
                                          .func:
                                            Name(id='minimum') @416:55
                                          .args:
                                            BinOp(op='+') @416:63
                                              .lhs:
                                                Name(id='j') @416:63
                                              .rhs:
                                                Const(value=1) @416:67
                                            BinOp(op='-') @416:70
                                              .lhs:
                                                Name(id='steps') @416:70
                                              .rhs:
                                                Const(value=1) @416:78
                                        Name(id='nxt') @416:82
                                        BinOp(op='*') @416:87
                                          .lhs:
                                            Name(id='kvh') @416:87
                                          .rhs:
                                            Name(id='group') @416:93
                                        Name(id='m_lo') @416:100
                                        Name(id='rot') @416:106
                                        Name(id='n_m') @416:111
                                        Name(id='n_x') @416:116
                                        Name(id='n_xs') @417:55
                                        Name(id='SPLIT') @417:61
                                        Name(id='q0') @417:68
                                        Name(id='len_q') @417:72
                                        Name(id='qcols') @417:79
                                        Name(id='lse2_t') @417:86
                                        Name(id='delta_t') @417:94
                                        Name(id='BLOCK_M') @417:103
                            If(orelse=()) @418:25
                              .cond:
                                Unary(op='not') @418:28
                                  .operand:
                                    Name(id='CARRY') @418:32
                              .body:
                                Assign(targets=('acc_k',)) @419:29
                                  .value:
                                    Call(kwargs=()) @419:37
                                      .func:
                                        Name(id='mma_wait') @419:37
                                      .args:
                                        Name(id='dk_f') @419:46
                                Arrive(count=None) @420:29
                                  .target:
                                    Index() @420:36
                                      .value:
                                        Name(id='qd_free') @420:36
                                      .subs:
                                        Name(id='slot') @420:44
                            Assign(targets=('last',)) @421:25
                              .value:
                                Name(id='slot') @421:32
                          .orelse:
                            If() @422:21
                              .cond:
                                Name(id='WRITER') @422:26
                              .body:
                                Arrive(count=None) @423:25
                                  .target:
                                    Index() @423:32
                                      .value:
                                        Name(id='ds_ready') @423:32
                                      .subs:
                                        Name(id='slot') @423:41
                                Assign(targets=('dk_f',)) @424:25
                                  .value:
                                    Call(kwargs=()) @424:32
                                      .func:
                                        Name(id='mma_async') @424:32
                                      .args:
                                        Attr(name='T') @424:42
                                          .value:
                                            Index() @424:42
                                              .value:
                                                Name(id='ds_s') @424:42
                                              .subs:
                                                Name(id='own') @424:47
                                        Index() @424:55
                                          .value:
                                            Name(id='q_ring') @424:55
                                          .subs:
                                            Name(id='slot') @424:62
                                        Name(id='acc_k') @424:69
                                Wait(phase=None) @425:25
                                  .target:
                                    Index() @425:30
                                      .value:
                                        Name(id='ds_ready') @425:30
                                      .subs:
                                        Name(id='slot') @425:39
                                For(var='i') @426:25
                                  .iter:
                                    Call(kwargs=()) @426:34
                                      .func:
                                        Name(id='static_range') @426:34
                                      .args:
                                        Name(id='NCW') @426:47
                                  .body:
                                    Assign(targets=('c',)) @427:29
                                      .value:
                                        BinOp(op='+') @427:33
                                          .lhs:
                                            BinOp(op='*') @427:33
                                              .lhs:
                                                Name(id='wg') @427:33
                                              .rhs:
                                                Name(id='NCW') @427:38
                                          .rhs:
                                            Name(id='i') @427:44
                                    If() @428:29
                                      .cond:
                                        Name(id='DQ_PAIR') @428:32
                                      .body:
                                        Assign(targets=('f0',)) @431:33
                                          .value:
                                            Call(kwargs=()) @431:38
                                              .func:
                                                Name(id='mma_async') @431:38
                                              .args:
                                                Index() @431:48
                                                  .value:
                                                    Name(id='ds_s') @431:48
                                                  .subs:
                                                    Name(id='own') @431:53
                                                Index() @431:59
                                                  .value:
                                                    Name(id='kh_tile') @431:59
                                                  .subs:
                                                    BinOp(op='+') @431:67
                                                      .lhs:
                                                        BinOp(op='*') @431:67
                                                          .lhs:
                                                            Name(id='NC') @431:67
                                                          .rhs:
                                                            Name(id='mine') @431:72
                                                      .rhs:
                                                        Name(id='c') @431:79
                                        Assign(targets=('f1',)) @432:33
                                          .value:
                                            Call(kwargs=()) @432:38
                                              .func:
                                                Name(id='mma_async') @432:38
                                              .args:
                                                Index() @432:48
                                                  .value:
                                                    Name(id='ds_s') @432:48
                                                  .subs:
                                                    BinOp(op='+') @432:53
                                                      .lhs:
                                                        BinOp(op='*') @432:53
                                                          .lhs:
                                                            Name(id='slot') @432:53
                                                          .rhs:
                                                            Name(id='NWG') @432:60
                                                      .rhs:
                                                        Name(id='og') @432:66
                                                Index() @432:71
                                                  .value:
                                                    Name(id='kh_tile') @432:71
                                                  .subs:
                                                    BinOp(op='+') @432:79
                                                      .lhs:
                                                        BinOp(op='*') @432:79
                                                          .lhs:
                                                            Name(id='NC') @432:79
                                                          .rhs:
                                                            BinOp(op='+') @432:85
                                                              .lhs:
                                                                BinOp(op='*') @432:85
                                                                  .lhs:
                                                                    Name(id='ks') @432:85
                                                                  .rhs:
                                                                    Name(id='NWG') @432:90
                                                              .rhs:
                                                                Name(id='og') @432:96
                                                      .rhs:
                                                        Name(id='c') @432:102
                                                Name(id='f0') @432:106
                                        If(orelse=()) @433:33
                                          .cond:
                                            BinOp(op='==') @433:36
                                              .lhs:
                                                Name(id='i') @433:36
                                              .rhs:
                                                Const(value=0) @433:41
                                          .body:
                                            Assign(targets=('acc_k',)) @434:37
                                              .value:
                                                Call() @434:45
                                                  .func:
                                                    Name(id='mma_wait') @434:45
                                                  .args:
                                                    Name(id='dk_f') @434:54
                                                  .kwargs:
                                                    (
                                                      'pending'
                                                      Const(value=2) @434:68
                                                    )
                                            Arrive(count=None) @435:37
                                              .target:
                                                Index() @435:44
                                                  .value:
                                                    Name(id='qd_free') @435:44
                                                  .subs:
                                                    Name(id='slot') @435:52
                                        Assign(targets=('dq_c',)) @436:33
                                          .value:
                                            Call(kwargs=()) @436:40
                                              .func:
                                                Name(id='mma_wait') @436:40
                                              .args:
                                                Name(id='f1') @436:49
                                      .orelse:
                                        Assign(targets=('dq_c',)) @438:33
                                          .value:
                                            Call(kwargs=()) @438:40
                                              .func:
                                                Name(id='zeros') @438:40
                                              .args:
                                                ListLit() @438:46
                                                  .elts:
                                                    Name(id='BLOCK_M') @438:47
                                                    Name(id='DQ_COLS') @438:56
                                                Name(id='f32') @438:66
                                        For(var='g') @439:33
                                          .iter:
                                            Call(kwargs=()) @439:42
                                              .func:
                                                Name(id='static_range') @439:42
                                              .args:
                                                Name(id='NWG') @439:55
                                          .body:
                                            Assign(targets=('gg',)) @440:37
                                              .value:
                                                BinOp(op='%') @440:43
                                                  .lhs:
                                                    BinOp(op='+') @440:43
                                                      .lhs:
                                                        Name(id='wg') @440:43
                                                      .rhs:
                                                        Name(id='g') @440:48
                                                  .rhs:
                                                    Name(id='NWG') @440:53
                                            Assign(targets=('dq_f',)) @441:37
                                              .value:
                                                Call(kwargs=()) @441:44
                                                  .func:
                                                    Name(id='mma_async') @441:44
                                                  .args:
                                                    Index() @441:54
                                                      .value:
                                                        Name(id='ds_s') @441:54
                                                      .subs:
                                                        BinOp(op='+') @441:59
                                                          .lhs:
                                                            BinOp(op='*') @441:59
                                                              .lhs:
                                                                Name(id='slot') @441:59
                                                              .rhs:
                                                                Name(id='NWG') @441:66
                                                          .rhs:
                                                            Name(id='gg') @441:72
                                                    Index() @441:77
                                                      .value:
                                                        Name(id='kh_tile') @441:77
                                                      .subs:
                                                        BinOp(op='+') @441:85
                                                          .lhs:
                                                            BinOp(op='*') @441:85
                                                              .lhs:
                                                                Name(id='NC') @441:85
                                                              .rhs:
                                                                BinOp(op='+') @441:91
                                                                  .lhs:
                                                                    BinOp(op='*') @441:91
                                                                      .lhs:
                                                                        Name(id='ks') @441:91
                                                                      .rhs:
                                                                        Name(id='NWG') @441:96
                                                                  .rhs:
                                                                    Name(id='gg') @441:102
                                                          .rhs:
                                                            Name(id='c') @441:108
                                                    Name(id='dq_c') @441:112
                                            If(orelse=()) @442:37
                                              .cond:
                                                BoolOp(op='and') @442:40
                                                  .values:
                                                    BinOp(op='==') @442:40
                                                      .lhs:
                                                        Name(id='i') @442:40
                                                      .rhs:
                                                        Const(value=0) @442:45
                                                    BinOp(op='==') @442:51
                                                      .lhs:
                                                        Name(id='g') @442:51
                                                      .rhs:
                                                        Const(value=0) @442:56
                                              .body:
                                                Assign(targets=('acc_k',)) @444:41
                                                  .value:
                                                    Call() @444:49
                                                      .func:
                                                        Name(id='mma_wait') @444:49
                                                      .args:
                                                        Name(id='dk_f') @444:58
                                                      .kwargs:
                                                        (
                                                          'pending'
                                                          Const(value=1) @444:72
                                                        )
                                                Arrive(count=None) @445:41
                                                  .target:
                                                    Index() @445:48
                                                      .value:
                                                        Name(id='qd_free') @445:48
                                                      .subs:
                                                        Name(id='slot') @445:56
                                            Assign(targets=('dq_c',)) @446:37
                                              .value:
                                                Call(kwargs=()) @446:44
                                                  .func:
                                                    Name(id='mma_wait') @446:44
                                                  .args:
                                                    Name(id='dq_f') @446:53
                                    Wait() @447:29
                                      .target:
                                        Index() @447:34
                                          .value:
                                            Name(id='dq_empty') @447:34
                                          .subs:
                                            Name(id='i') @447:43
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
                                                    BinOp(op='*') @448:45
                                                      .lhs:
                                                        Name(id='i') @448:45
                                                      .rhs:
                                                        Name(id='NWG') @448:49
                                                  .rhs:
                                                    Name(id='wg') @448:55
                                            Name(id='dq_c') @448:60
                                    Fence() @449:29
                                    Arrive(count=None) @450:29
                                      .target:
                                        Index() @450:36
                                          .value:
                                            Name(id='dq_full') @450:36
                                          .subs:
                                            Name(id='i') @450:44
                              .orelse:
                                Assign(targets=('dq_f',)) @452:25
                                  .value:
                                    Call(kwargs=()) @452:32
                                      .func:
                                        Name(id='mma_async') @452:32
                                      .args:
                                        Index() @452:42
                                          .value:
                                            Name(id='ds_s') @452:42
                                          .subs:
                                            Name(id='wg') @452:47
                                        Index() @452:52
                                          .value:
                                            Name(id='kh_tile') @452:52
                                          .subs:
                                            BinOp(op='*') @452:60
                                              .lhs:
                                                Name(id='NC') @452:60
                                              .rhs:
                                                Name(id='mine') @452:65
                                Assign(targets=('dk_f',)) @453:25
                                  .value:
                                    Call(kwargs=()) @453:32
                                      .func:
                                        Name(id='mma_async') @453:32
                                      .args:
                                        Attr(name='T') @453:42
                                          .value:
                                            Index() @453:42
                                              .value:
                                                Name(id='ds_s') @453:42
                                              .subs:
                                                Name(id='wg') @453:47
                                        Index() @453:54
                                          .value:
                                            Name(id='q_ring') @453:54
                                          .subs:
                                            Name(id='slot') @453:61
                                        Name(id='acc_k') @453:68
                                Assign(targets=('dq_c',)) @454:25
                                  .value:
                                    Call() @454:32
                                      .func:
                                        Name(id='mma_wait') @454:32
                                      .args:
                                        Name(id='dq_f') @454:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @454:55
                                        )
                                ExprStmt() @455:25
                                  .value:
                                    Call(kwargs=()) @455:25
                                      .func:
                                        Name(id='store_smem') @455:25
                                      .args:
                                        Index() @455:36
                                          .value:
                                            Name(id='dq_s') @455:36
                                          .subs:
                                            Name(id='wg') @455:41
                                        Name(id='dq_c') @455:46
                                Fence() @456:25
                                Tma(signals=None, reduce='add') @457:25
                                  .dst:
                                    Index() @457:29
                                      .value:
                                        Name(id='dq_acc') @457:29
                                      .subs:
                                        Name(id='seq') @457:36
                                        Name(id='mb') @457:41
                                        Name(id='head') @457:45
                                        Const(value=0) @457:51
                                  .src:
                                    Index() @457:57
                                      .value:
                                        Name(id='dq_s') @457:57
                                      .subs:
                                        Name(id='wg') @457:62
                                Assign(targets=('dq_f',)) @458:25
                                  .value:
                                    Call(kwargs=()) @458:32
                                      .func:
                                        Name(id='mma_async') @458:32
                                      .args:
                                        Index() @458:42
                                          .value:
                                            Name(id='ds_s') @458:42
                                          .subs:
                                            Name(id='wg') @458:47
                                        Index() @458:52
                                          .value:
                                            Name(id='kh_tile') @458:52
                                          .subs:
                                            BinOp(op='+') @458:60
                                              .lhs:
                                                BinOp(op='*') @458:60
                                                  .lhs:
                                                    Name(id='NC') @458:60
                                                  .rhs:
                                                    Name(id='mine') @458:65
                                              .rhs:
                                                Const(value=1) @458:72
                                Assign(targets=('acc_k',)) @459:25
                                  .value:
                                    Call() @459:33
                                      .func:
                                        Name(id='mma_wait') @459:33
                                      .args:
                                        Name(id='dk_f') @459:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @459:56
                                        )
                                Assign(targets=('dq_c',)) @460:25
                                  .value:
                                    Call(kwargs=()) @460:32
                                      .func:
                                        Name(id='mma_wait') @460:32
                                      .args:
                                        Name(id='dq_f') @460:41
                                Arrive(count=None) @461:25
                                  .target:
                                    Index() @461:32
                                      .value:
                                        Name(id='qd_free') @461:32
                                      .subs:
                                        Name(id='slot') @461:40
                                ExprStmt() @462:25
                                  .value:
                                    Call(kwargs=()) @462:25
                                      .func:
                                        Name(id='store_smem') @462:25
                                      .args:
                                        Index() @462:36
                                          .value:
                                            Name(id='dq_s') @462:36
                                          .subs:
                                            Name(id='wg') @462:41
                                        Name(id='dq_c') @462:46
                                Fence() @463:25
                                Tma(signals=None, reduce='add') @464:25
                                  .dst:
                                    Index() @464:29
                                      .value:
                                        Name(id='dq_acc') @464:29
                                      .subs:
                                        Name(id='seq') @464:36
                                        Name(id='mb') @464:41
                                        Name(id='head') @464:45
                                        Const(value=1) @464:51
                                  .src:
                                    Index() @464:57
                                      .value:
                                        Name(id='dq_s') @464:57
                                      .subs:
                                        Name(id='wg') @464:62
                                For(var='c') @465:25
                                  .iter:
                                    Call(kwargs=()) @465:34
                                      .func:
                                        Name(id='static_range') @465:34
                                      .args:
                                        Const(value=2) @465:47
                                        Name(id='NC') @465:50
                                  .body:
                                    Assign(targets=('dq_c',)) @466:29
                                      .value:
                                        Call(kwargs=()) @466:36
                                          .func:
                                            Name(id='mma_wait') @466:36
                                          .args:
                                            Call(kwargs=()) @466:45
                                              .func:
                                                Name(id='mma_async') @466:45
                                              .args:
                                                Index() @466:55
                                                  .value:
                                                    Name(id='ds_s') @466:55
                                                  .subs:
                                                    Name(id='wg') @466:60
                                                Index() @466:65
                                                  .value:
                                                    Name(id='kh_tile') @466:65
                                                  .subs:
                                                    BinOp(op='+') @466:73
                                                      .lhs:
                                                        BinOp(op='*') @466:73
                                                          .lhs:
                                                            Name(id='NC') @466:73
                                                          .rhs:
                                                            Name(id='mine') @466:78
                                                      .rhs:
                                                        Name(id='c') @466:85
                                    ExprStmt() @467:29
                                      .value:
                                        Call(kwargs=()) @467:29
                                          .func:
                                            Name(id='store_smem') @467:29
                                          .args:
                                            Index() @467:40
                                              .value:
                                                Name(id='dq_s') @467:40
                                              .subs:
                                                Name(id='wg') @467:45
                                            Name(id='dq_c') @467:50
                                    Fence() @468:29
                                    Tma(signals=None, reduce='add') @469:29
                                      .dst:
                                        Index() @469:33
                                          .value:
                                            Name(id='dq_acc') @469:33
                                          .subs:
                                            Name(id='seq') @469:40
                                            Name(id='mb') @469:45
                                            Name(id='head') @469:49
                                            Name(id='c') @469:55
                                      .src:
                                        Index() @469:61
                                          .value:
                                            Name(id='dq_s') @469:61
                                          .subs:
                                            Name(id='wg') @469:66
                      .orelse:
                        Assign(targets=('st_f',)) @471:21
                          .value:
                            Call(kwargs=()) @471:28
                              .func:
                                Name(id='mma_async') @471:28
                              .args:
                                Index() @471:38
                                  .value:
                                    Name(id='k_tile') @471:38
                                  .subs:
                                    Name(id='mine') @471:45
                                Attr(name='T') @471:52
                                  .value:
                                    Index() @471:52
                                      .value:
                                        Name(id='q_ring') @471:52
                                      .subs:
                                        Name(id='slot') @471:59
                        Assign(targets=('dpt_f',)) @472:21
                          .value:
                            Call(kwargs=()) @472:29
                              .func:
                                Name(id='mma_async') @472:29
                              .args:
                                Index() @472:39
                                  .value:
                                    Name(id='v_tile') @472:39
                                  .subs:
                                    Name(id='mine') @472:46
                                Attr(name='T') @472:53
                                  .value:
                                    Index() @472:53
                                      .value:
                                        Name(id='do_ring') @472:53
                                      .subs:
                                        Name(id='slot') @472:61
                        If(orelse=()) @473:21
                          .cond:
                            Name(id='late') @473:24
                          .body:
                            Fence() @474:25
                            Arrive(count=None) @475:25
                              .target:
                                Index() @475:32
                                  .value:
                                    Name(id='dq_full') @475:32
                                  .subs:
                                    Name(id='LAST') @475:40
                        Assign(targets=('st',)) @476:21
                          .value:
                            Call() @476:26
                              .func:
                                Name(id='mma_wait') @476:26
                              .args:
                                Name(id='st_f') @476:35
                              .kwargs:
                                (
                                  'pending'
                                  Const(value=1) @476:49
                                )
                        If() @477:21
                          .cond:
                            Name(id='LSE_RING') @477:24
                          .body:
                            Assign(targets=('lse2r',)) @478:25
                              .value:
                                Call(kwargs=()) @478:33
                                  .func:
                                    Name(id='load') @478:33
                                  .args:
                                    Index() @478:38
                                      .value:
                                        Name(id='lse_s') @478:38
                                      .subs:
                                        Name(id='slot') @478:44
                          .orelse:
                            Assign(targets=('lse2r',)) @480:25
                              .value:
                                Index() @480:33
                                  .value:
                                    Name(id='lse2') @480:33
                                  .subs:
                                    Const(value=None) @480:38
                                    FullSlice() @480:44
                        Assign(targets=('pt', 'dact')) @481:21
                          .value:
                            Call(kwargs=()) @481:32
                              .func:
                                Name(id='probs') @481:32
                              .args:
                                Name(id='st') @481:38
                                Name(id='edge') @481:42
                                Index() @481:48
                                  .value:
                                    Name(id='qpos') @481:48
                                  .subs:
                                    Const(value=None) @481:53
                                    FullSlice() @481:59
                                Index() @481:63
                                  .value:
                                    Name(id='krows') @481:63
                                  .subs:
                                    FullSlice() @481:69
                                    Const(value=None) @481:72
                                Name(id='len_q') @481:79
                                Name(id='len_k') @481:86
                                Name(id='lse2r') @481:93
                                Name(id='qk_scale') @481:100
                                Name(id='sm_scale') @482:38
                                Name(id='CAUSAL') @482:48
                                Name(id='ACT') @482:56
                        Assign(targets=('dpt',)) @483:21
                          .value:
                            Call(kwargs=()) @483:27
                              .func:
                                Name(id='mma_wait') @483:27
                              .args:
                                Name(id='dpt_f') @483:36
                        Assign(targets=('dv_f',)) @485:21
                          .value:
                            Call(kwargs=()) @485:28
                              .func:
                                Name(id='mma_async') @485:28
                              .args:
                                Call(kwargs=()) @485:38
                                  .func:
                                    Name(id='cast') @485:38
                                  .args:
                                    Name(id='pt') @485:43
                                    Name(id='DT') @485:47
                                Index() @485:52
                                  .value:
                                    Name(id='do_ring') @485:52
                                  .subs:
                                    Name(id='slot') @485:60
                                Name(id='acc_v') @485:67
                        If() @486:21
                          .cond:
                            Name(id='LSE_RING') @486:24
                          .body:
                            Assign(targets=('dltr',)) @487:25
                              .value:
                                Call(kwargs=()) @487:32
                                  .func:
                                    Name(id='load') @487:32
                                  .args:
                                    Index() @487:37
                                      .value:
                                        Name(id='dl_s') @487:37
                                      .subs:
                                        Name(id='slot') @487:42
                          .orelse:
                            Assign(targets=('dltr',)) @489:25
                              .value:
                                Index() @489:32
                                  .value:
                                    Name(id='dlt') @489:32
                                  .subs:
                                    Const(value=None) @489:36
                                    FullSlice() @489:42
                        Assign(targets=('dst',)) @490:21
                          .value:
                            Call(kwargs=()) @490:27
                              .func:
                                Name(id='cast') @490:27
                              .args:
                                Call(kwargs=()) @490:32
                                  .func:
                                    Name(id='dscores') @490:32
                                  .args:
                                    Name(id='pt') @490:40
                                    Name(id='dact') @490:44
                                    Name(id='dpt') @490:50
                                    Name(id='dltr') @490:55
                                    Name(id='ACT') @490:61
                                Name(id='DT') @490:67
                        If() @491:21
                          .cond:
                            Name(id='LAG') @491:24
                          .body:
                            ExprStmt() @493:25
                              .value:
                                Call(kwargs=()) @493:25
                                  .func:
                                    Name(id='store_smem') @493:25
                                  .args:
                                    Index() @493:36
                                      .value:
                                        Name(id='ds_s') @493:36
                                      .subs:
                                        BinOp(op='+') @493:41
                                          .lhs:
                                            BinOp(op='*') @493:41
                                              .lhs:
                                                Name(id='slot') @493:41
                                              .rhs:
                                                Name(id='NWG') @493:48
                                          .rhs:
                                            Name(id='wg') @493:54
                                    Name(id='dst') @493:59
                            Fence() @494:25
                            Arrive(count=None) @495:25
                              .target:
                                Index() @495:32
                                  .value:
                                    Name(id='ds_ready') @495:32
                                  .subs:
                                    Const(value=0) @495:41
                            Assign(targets=('dk_f',)) @496:25
                              .value:
                                Call(kwargs=()) @496:32
                                  .func:
                                    Name(id='mma_async') @496:32
                                  .args:
                                    Name(id='dst') @496:42
                                    Index() @496:47
                                      .value:
                                        Name(id='q_ring') @496:47
                                      .subs:
                                        Name(id='slot') @496:54
                                    Name(id='acc_k') @496:61
                            Assign(targets=('acc_v',)) @497:25
                              .value:
                                Call() @497:33
                                  .func:
                                    Name(id='mma_wait') @497:33
                                  .args:
                                    Name(id='dv_f') @497:42
                                  .kwargs:
                                    (
                                      'pending'
                                      Const(value=1) @497:56
                                    )
                            Assign(targets=('acc_k',)) @498:25
                              .value:
                                Call(kwargs=()) @498:33
                                  .func:
                                    Name(id='mma_wait') @498:33
                                  .args:
                                    Name(id='dk_f') @498:42
                            Arrive(count=None) @499:25
                              .target:
                                Index() @499:32
                                  .value:
                                    Name(id='qd_free') @499:32
                                  .subs:
                                    Name(id='slot') @499:40
                            Assign(targets=('last',)) @500:25
                              .value:
                                Name(id='slot') @500:32
                          .orelse:
                            If() @501:21
                              .cond:
                                Name(id='WRITER') @501:26
                              .body:
                                ExprStmt() @503:25
                                  .value:
                                    Call(kwargs=()) @503:25
                                      .func:
                                        Name(id='store_smem') @503:25
                                      .args:
                                        Index() @503:36
                                          .value:
                                            Name(id='ds_s') @503:36
                                          .subs:
                                            BinOp(op='+') @503:41
                                              .lhs:
                                                BinOp(op='*') @503:41
                                                  .lhs:
                                                    Name(id='slot') @503:41
                                                  .rhs:
                                                    Name(id='NWG') @503:48
                                              .rhs:
                                                Name(id='wg') @503:54
                                        Name(id='dst') @503:59
                                Fence() @504:25
                                Arrive(count=None) @505:25
                                  .target:
                                    Index() @505:32
                                      .value:
                                        Name(id='ds_ready') @505:32
                                      .subs:
                                        Name(id='slot') @505:41
                                Assign(targets=('dk_f',)) @506:25
                                  .value:
                                    Call(kwargs=()) @506:32
                                      .func:
                                        Name(id='mma_async') @506:32
                                      .args:
                                        Name(id='dst') @506:42
                                        Index() @506:47
                                          .value:
                                            Name(id='q_ring') @506:47
                                          .subs:
                                            Name(id='slot') @506:54
                                        Name(id='acc_k') @506:61
                                If() @507:25
                                  .cond:
                                    Name(id='DQ_EARLY') @507:28
                                  .body:
                                    Assign(targets=('own',)) @510:29
                                      .value:
                                        BinOp(op='+') @510:35
                                          .lhs:
                                            BinOp(op='*') @510:35
                                              .lhs:
                                                Name(id='slot') @510:35
                                              .rhs:
                                                Name(id='NWG') @510:42
                                          .rhs:
                                            Name(id='wg') @510:48
                                    Assign(targets=('c0',)) @511:29
                                      .value:
                                        BinOp(op='*') @511:34
                                          .lhs:
                                            Name(id='wg') @511:34
                                          .rhs:
                                            Name(id='NCW') @511:39
                                    Assign(targets=('a0',)) @512:29
                                      .value:
                                        Call(kwargs=()) @512:34
                                          .func:
                                            Name(id='mma_async') @512:34
                                          .args:
                                            Attr(name='T') @512:44
                                              .value:
                                                Index() @512:44
                                                  .value:
                                                    Name(id='ds_s') @512:44
                                                  .subs:
                                                    Name(id='own') @512:49
                                            Index() @512:57
                                              .value:
                                                Name(id='kh_tile') @512:57
                                              .subs:
                                                BinOp(op='+') @512:65
                                                  .lhs:
                                                    BinOp(op='*') @512:65
                                                      .lhs:
                                                        Name(id='NC') @512:65
                                                      .rhs:
                                                        Name(id='mine') @512:70
                                                  .rhs:
                                                    Name(id='c0') @512:77
                                            Call(kwargs=()) @512:82
                                              .func:
                                                Name(id='zeros') @512:82
                                              .args:
                                                ListLit() @512:88
                                                  .elts:
                                                    Name(id='BLOCK_M') @512:89
                                                    Name(id='DQ_COLS') @512:98
                                                Name(id='f32') @512:108
                                    Assign(targets=('a1',)) @513:29
                                      .value:
                                        Call(kwargs=()) @513:34
                                          .func:
                                            Name(id='mma_async') @513:34
                                          .args:
                                            Attr(name='T') @513:44
                                              .value:
                                                Index() @513:44
                                                  .value:
                                                    Name(id='ds_s') @513:44
                                                  .subs:
                                                    Name(id='own') @513:49
                                            Index() @513:57
                                              .value:
                                                Name(id='kh_tile') @513:57
                                              .subs:
                                                BinOp(op='+') @513:65
                                                  .lhs:
                                                    BinOp(op='+') @513:65
                                                      .lhs:
                                                        BinOp(op='*') @513:65
                                                          .lhs:
                                                            Name(id='NC') @513:65
                                                          .rhs:
                                                            Name(id='mine') @513:70
                                                      .rhs:
                                                        Name(id='c0') @513:77
                                                  .rhs:
                                                    Const(value=1) @513:82
                                            Call(kwargs=()) @513:86
                                              .func:
                                                Name(id='zeros') @513:86
                                              .args:
                                                ListLit() @513:92
                                                  .elts:
                                                    Name(id='BLOCK_M') @513:93
                                                    Name(id='DQ_COLS') @513:102
                                                Name(id='f32') @513:112
                                    Assign(targets=('acc_v',)) @514:29
                                      .value:
                                        Call() @514:37
                                          .func:
                                            Name(id='mma_wait') @514:37
                                          .args:
                                            Name(id='dv_f') @514:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=3) @514:60
                                            )
                                    Assign(targets=('acc_k',)) @515:29
                                      .value:
                                        Call() @515:37
                                          .func:
                                            Name(id='mma_wait') @515:37
                                          .args:
                                            Name(id='dk_f') @515:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=2) @515:60
                                            )
                                    Arrive(count=None) @516:29
                                      .target:
                                        Index() @516:36
                                          .value:
                                            Name(id='qd_free') @516:36
                                          .subs:
                                            Name(id='slot') @516:44
                                    Assign(targets=('p0',)) @517:29
                                      .value:
                                        Call() @517:34
                                          .func:
                                            Name(id='mma_wait') @517:34
                                          .args:
                                            Name(id='a0') @517:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @517:55
                                            )
                                    Assign(targets=('p1',)) @518:29
                                      .value:
                                        Call(kwargs=()) @518:34
                                          .func:
                                            Name(id='mma_wait') @518:34
                                          .args:
                                            Name(id='a1') @518:43
                                    Wait(phase=None) @519:29
                                      .target:
                                        Index() @519:34
                                          .value:
                                            Name(id='ds_ready') @519:34
                                          .subs:
                                            Name(id='slot') @519:43
                                    Assign(targets=('og',)) @520:29
                                      .value:
                                        BinOp(op='%') @520:35
                                          .lhs:
                                            BinOp(op='+') @520:35
                                              .lhs:
                                                Name(id='wg') @520:35
                                              .rhs:
                                                Const(value=1) @520:40
                                          .rhs:
                                            Name(id='NWG') @520:45
                                    Assign(targets=('b0',)) @521:29
                                      .value:
                                        Call(kwargs=()) @521:34
                                          .func:
                                            Name(id='mma_async') @521:34
                                          .args:
                                            Attr(name='T') @521:44
                                              .value:
                                                Index() @521:44
                                                  .value:
                                                    Name(id='ds_s') @521:44
                                                  .subs:
                                                    BinOp(op='+') @521:49
                                                      .lhs:
                                                        BinOp(op='*') @521:49
                                                          .lhs:
                                                            Name(id='slot') @521:49
                                                          .rhs:
                                                            Name(id='NWG') @521:56
                                                      .rhs:
                                                        Name(id='og') @521:62
                                            Index() @521:69
                                              .value:
                                                Name(id='kh_tile') @521:69
                                              .subs:
                                                BinOp(op='+') @521:77
                                                  .lhs:
                                                    BinOp(op='*') @521:77
                                                      .lhs:
                                                        Name(id='NC') @521:77
                                                      .rhs:
                                                        BinOp(op='+') @521:83
                                                          .lhs:
                                                            BinOp(op='*') @521:83
                                                              .lhs:
                                                                Name(id='ks') @521:83
                                                              .rhs:
                                                                Name(id='NWG') @521:88
                                                          .rhs:
                                                            Name(id='og') @521:94
                                                  .rhs:
                                                    Name(id='c0') @521:100
                                            Name(id='p0') @521:105
                                    Assign(targets=('b1',)) @522:29
                                      .value:
                                        Call(kwargs=()) @522:34
                                          .func:
                                            Name(id='mma_async') @522:34
                                          .args:
                                            Attr(name='T') @522:44
                                              .value:
                                                Index() @522:44
                                                  .value:
                                                    Name(id='ds_s') @522:44
                                                  .subs:
                                                    BinOp(op='+') @522:49
                                                      .lhs:
                                                        BinOp(op='*') @522:49
                                                          .lhs:
                                                            Name(id='slot') @522:49
                                                          .rhs:
                                                            Name(id='NWG') @522:56
                                                      .rhs:
                                                        Name(id='og') @522:62
                                            Index() @522:69
                                              .value:
                                                Name(id='kh_tile') @522:69
                                              .subs:
                                                BinOp(op='+') @522:77
                                                  .lhs:
                                                    BinOp(op='+') @522:77
                                                      .lhs:
                                                        BinOp(op='*') @522:77
                                                          .lhs:
                                                            Name(id='NC') @522:77
                                                          .rhs:
                                                            BinOp(op='+') @522:83
                                                              .lhs:
                                                                BinOp(op='*') @522:83
                                                                  .lhs:
                                                                    Name(id='ks') @522:83
                                                                  .rhs:
                                                                    Name(id='NWG') @522:88
                                                              .rhs:
                                                                Name(id='og') @522:94
                                                      .rhs:
                                                        Name(id='c0') @522:100
                                                  .rhs:
                                                    Const(value=1) @522:105
                                            Name(id='p1') @522:109
                                    Assign(targets=('p0',)) @524:29
                                      .value:
                                        Call() @524:34
                                          .func:
                                            Name(id='mma_wait') @524:34
                                          .args:
                                            Name(id='b0') @524:43
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @524:55
                                            )
                                    Wait() @525:29
                                      .target:
                                        Index() @525:34
                                          .value:
                                            Name(id='dq_empty') @525:34
                                          .subs:
                                            Const(value=0) @525:43
                                      .phase:
                                        BinOp(op='-') @525:52
                                          .lhs:
                                            Const(value=1) @525:52
                                          .rhs:
                                            BinOp(op='%') @525:56
                                              .lhs:
                                                Name(id='slot') @525:56
                                              .rhs:
                                                Const(value=2) @525:63
                                    ExprStmt() @526:29
                                      .value:
                                        Call(kwargs=()) @526:29
                                          .func:
                                            Name(id='store_smem') @526:29
                                          .args:
                                            Index() @526:40
                                              .value:
                                                Name(id='dq_s') @526:40
                                              .subs:
                                                Name(id='wg') @526:45
                                            Name(id='p0') @526:50
                                    Fence() @527:29
                                    Arrive(count=None) @528:29
                                      .target:
                                        Index() @528:36
                                          .value:
                                            Name(id='dq_full') @528:36
                                          .subs:
                                            Const(value=0) @528:44
                                    Assign(targets=('p1',)) @529:29
                                      .value:
                                        Call(kwargs=()) @529:34
                                          .func:
                                            Name(id='mma_wait') @529:34
                                          .args:
                                            Name(id='b1') @529:43
                                    Wait() @530:29
                                      .target:
                                        Index() @530:34
                                          .value:
                                            Name(id='dq_empty') @530:34
                                          .subs:
                                            Const(value=1) @530:43
                                      .phase:
                                        BinOp(op='-') @530:52
                                          .lhs:
                                            Const(value=1) @530:52
                                          .rhs:
                                            BinOp(op='%') @530:56
                                              .lhs:
                                                Name(id='slot') @530:56
                                              .rhs:
                                                Const(value=2) @530:63
                                    ExprStmt() @531:29
                                      .value:
                                        Call(kwargs=()) @531:29
                                          .func:
                                            Name(id='store_smem') @531:29
                                          .args:
                                            Index() @531:40
                                              .value:
                                                Name(id='dq_s') @531:40
                                              .subs:
                                                BinOp(op='+') @531:45
                                                  .lhs:
                                                    Name(id='NWG') @531:45
                                                  .rhs:
                                                    Name(id='wg') @531:51
                                            Name(id='p1') @531:56
                                    Fence() @532:29
                                    Arrive(count=None) @533:29
                                      .target:
                                        Index() @533:36
                                          .value:
                                            Name(id='dq_full') @533:36
                                          .subs:
                                            Const(value=1) @533:44
                                  .orelse:
                                    Assign(targets=('acc_v',)) @535:29
                                      .value:
                                        Call() @535:37
                                          .func:
                                            Name(id='mma_wait') @535:37
                                          .args:
                                            Name(id='dv_f') @535:46
                                          .kwargs:
                                            (
                                              'pending'
                                              Const(value=1) @535:60
                                            )
                                    Assign(targets=('acc_k',)) @536:29
                                      .value:
                                        Call(kwargs=()) @536:37
                                          .func:
                                            Name(id='mma_wait') @536:37
                                          .args:
                                            Name(id='dk_f') @536:46
                                    Arrive(count=None) @537:29
                                      .target:
                                        Index() @537:36
                                          .value:
                                            Name(id='qd_free') @537:36
                                          .subs:
                                            Name(id='slot') @537:44
                                    Wait(phase=None) @538:29
                                      .target:
                                        Index() @538:34
                                          .value:
                                            Name(id='ds_ready') @538:34
                                          .subs:
                                            Name(id='slot') @538:43
                                    If() @539:29
                                      .cond:
                                        Name(id='ROWS') @539:32
                                      .body:
                                        Assign(targets=('RW',)) @541:33
                                          .value:
                                            BinOp(op='//') @541:38
                                              .lhs:
                                                Name(id='BLOCK_M') @541:38
                                              .rhs:
                                                Name(id='NWG') @541:49
                                        Assign(targets=('dq_r',)) @542:33
                                          .value:
                                            Call(kwargs=()) @542:40
                                              .func:
                                                Name(id='zeros') @542:40
                                              .args:
                                                ListLit() @542:46
                                                  .elts:
                                                    Name(id='RW') @542:47
                                                    Name(id='D') @542:51
                                                Name(id='f32') @542:55
                                        For(var='g') @543:33
                                          .iter:
                                            Call(kwargs=()) @543:42
                                              .func:
                                                Name(id='static_range') @543:42
                                              .args:
                                                Name(id='NWG') @543:55
                                          .body:
                                            Assign(targets=('gg',)) @544:37
                                              .value:
                                                BinOp(op='%') @544:43
                                                  .lhs:
                                                    BinOp(op='+') @544:43
                                                      .lhs:
                                                        Name(id='wg') @544:43
                                                      .rhs:
                                                        Name(id='g') @544:48
                                                  .rhs:
                                                    Name(id='NWG') @544:53
                                            Assign(targets=('dq_r',)) @545:37
                                              .value:
                                                Call(kwargs=()) @545:44
                                                  .func:
                                                    Name(id='mma_wait') @545:44
                                                  .args:
                                                    Call(kwargs=()) @545:53
                                                      .func:
                                                        Name(id='mma_async') @545:53
                                                      .args:
                                                        Attr(name='T') @545:63
                                                          .value:
                                                            Call(kwargs=()) @545:63
                                                              .func:
                                                                Name(id='col_block') @545:63
                                                              .args:
                                                                Index() @545:73
                                                                  .value:
                                                                    Name(id='ds_s') @545:73
                                                                  .subs:
                                                                    BinOp(op='+') @545:78
                                                                      .lhs:
                                                                        BinOp(op='*') @545:78
                                                                          .lhs:
                                                                            Name(id='slot') @545:78
                                                                          .rhs:
                                                                            Name(id='NWG') @545:85
                                                                      .rhs:
                                                                        Name(id='gg') @545:91
                                                                Name(id='wg') @545:96
                                                                Name(id='RW') @545:100
                                                        Index() @546:63
                                                          .value:
                                                            Name(id='k_tile') @546:63
                                                          .subs:
                                                            BinOp(op='+') @546:70
                                                              .lhs:
                                                                BinOp(op='*') @546:70
                                                                  .lhs:
                                                                    Name(id='ks') @546:70
                                                                  .rhs:
                                                                    Name(id='NWG') @546:75
                                                              .rhs:
                                                                Name(id='gg') @546:81
                                                        Name(id='dq_r') @546:86
                                        Wait() @547:33
                                          .target:
                                            Index() @547:38
                                              .value:
                                                Name(id='dq_empty') @547:38
                                              .subs:
                                                Const(value=0) @547:47
                                          .phase:
                                            BinOp(op='-') @547:56
                                              .lhs:
                                                Const(value=1) @547:56
                                              .rhs:
                                                BinOp(op='%') @547:60
                                                  .lhs:
                                                    Name(id='slot') @547:60
                                                  .rhs:
                                                    Const(value=2) @547:67
                                        ExprStmt() @548:33
                                          .value:
                                            Call(kwargs=()) @548:33
                                              .func:
                                                Name(id='store_smem') @548:33
                                              .args:
                                                Index() @548:44
                                                  .value:
                                                    Name(id='dq_s') @548:44
                                                  .subs:
                                                    Name(id='wg') @548:49
                                                Name(id='dq_r') @548:54
                                        If(orelse=()) @549:33
                                          .cond:
                                            Unary(op='not') @549:36
                                              .operand:
                                                Name(id='LATE') @549:40
                                          .body:
                                            Fence() @550:37
                                            Arrive(count=None) @551:37
                                              .target:
                                                Index() @551:44
                                                  .value:
                                                    Name(id='dq_full') @551:44
                                                  .subs:
                                                    Const(value=0) @551:52
                                      .orelse:
                                        For(var='i') @555:33
                                          .iter:
                                            Call(kwargs=()) @555:42
                                              .func:
                                                Name(id='static_range') @555:42
                                              .args:
                                                Name(id='NCW') @555:55
                                          .body:
                                            Assign(targets=('c',)) @556:37
                                              .value:
                                                BinOp(op='+') @556:41
                                                  .lhs:
                                                    BinOp(op='*') @556:41
                                                      .lhs:
                                                        Name(id='wg') @556:41
                                                      .rhs:
                                                        Name(id='NCW') @556:46
                                                  .rhs:
                                                    Name(id='i') @556:52
                                            Assign(targets=('dq_c',)) @557:37
                                              .value:
                                                Call(kwargs=()) @557:44
                                                  .func:
                                                    Name(id='zeros') @557:44
                                                  .args:
                                                    ListLit() @557:50
                                                      .elts:
                                                        Name(id='BLOCK_M') @557:51
                                                        Name(id='DQ_COLS') @557:60
                                                    Name(id='f32') @557:70
                                            For(var='g') @558:37
                                              .iter:
                                                Call(kwargs=()) @558:46
                                                  .func:
                                                    Name(id='static_range') @558:46
                                                  .args:
                                                    Name(id='NWG') @558:59
                                              .body:
                                                Assign(targets=('gg',)) @559:41
                                                  .value:
                                                    BinOp(op='%') @559:47
                                                      .lhs:
                                                        BinOp(op='+') @559:47
                                                          .lhs:
                                                            Name(id='wg') @559:47
                                                          .rhs:
                                                            Name(id='g') @559:52
                                                      .rhs:
                                                        Name(id='NWG') @559:57
                                                Assign(targets=('dq_c',)) @560:41
                                                  .value:
                                                    Call(kwargs=()) @560:48
                                                      .func:
                                                        Name(id='mma_wait') @560:48
                                                      .args:
                                                        Call(kwargs=()) @560:57
                                                          .func:
                                                            Name(id='mma_async') @560:57
                                                          .args:
                                                            Attr(name='T') @560:67
                                                              .value:
                                                                Index() @560:67
                                                                  .value:
                                                                    Name(id='ds_s') @560:67
                                                                  .subs:
                                                                    BinOp(op='+') @560:72
                                                                      .lhs:
                                                                        BinOp(op='*') @560:72
                                                                          .lhs:
                                                                            Name(id='slot') @560:72
                                                                          .rhs:
                                                                            Name(id='NWG') @560:79
                                                                      .rhs:
                                                                        Name(id='gg') @560:85
                                                            Index() @560:92
                                                              .value:
                                                                Name(id='kh_tile') @560:92
                                                              .subs:
                                                                BinOp(op='+') @560:100
                                                                  .lhs:
                                                                    BinOp(op='*') @560:100
                                                                      .lhs:
                                                                        Name(id='NC') @560:100
                                                                      .rhs:
                                                                        BinOp(op='+') @560:106
                                                                          .lhs:
                                                                            BinOp(op='*') @560:106
                                                                              .lhs:
                                                                                Name(id='ks') @560:106
                                                                              .rhs:
                                                                                Name(id='NWG') @560:111
                                                                          .rhs:
                                                                            Name(id='gg') @560:117
                                                                  .rhs:
                                                                    Name(id='c') @560:123
                                                            Name(id='dq_c') @560:127
                                            Wait() @563:37
                                              .target:
                                                Index() @563:42
                                                  .value:
                                                    Name(id='dq_empty') @563:42
                                                  .subs:
                                                    Name(id='i') @563:51
                                              .phase:
                                                BinOp(op='-') @563:60
                                                  .lhs:
                                                    Const(value=1) @563:60
                                                  .rhs:
                                                    BinOp(op='%') @563:64
                                                      .lhs:
                                                        Name(id='slot') @563:64
                                                      .rhs:
                                                        Const(value=2) @563:71
                                            ExprStmt() @564:37
                                              .value:
                                                Call(kwargs=()) @564:37
                                                  .func:
                                                    Name(id='store_smem') @564:37
                                                  .args:
                                                    Index() @564:48
                                                      .value:
                                                        Name(id='dq_s') @564:48
                                                      .subs:
                                                        BinOp(op='+') @564:53
                                                          .lhs:
                                                            BinOp(op='*') @564:53
                                                              .lhs:
                                                                Name(id='i') @564:53
                                                              .rhs:
                                                                Name(id='NWG') @564:57
                                                          .rhs:
                                                            Name(id='wg') @564:63
                                                    Name(id='dq_c') @564:68
                                            If(orelse=()) @565:37
                                              .cond:
                                                BoolOp(op='or') @565:40
                                                  .values:
                                                    Unary(op='not') @565:40
                                                      .operand:
                                                        Name(id='LATE') @565:44
                                                    BinOp(op='<') @565:52
                                                      .lhs:
                                                        Name(id='i') @565:52
                                                      .rhs:
                                                        BinOp(op='-') @565:56
                                                          .lhs:
                                                            Name(id='NCW') @565:56
                                                          .rhs:
                                                            Const(value=1) @565:62
                                              .body:
                                                Fence() @566:41
                                                Arrive(count=None) @567:41
                                                  .target:
                                                    Index() @567:48
                                                      .value:
                                                        Name(id='dq_full') @567:48
                                                      .subs:
                                                        Name(id='i') @567:56
                              .orelse:
                                ExprStmt() @570:25
                                  .value:
                                    Call(kwargs=()) @570:25
                                      .func:
                                        Name(id='store_smem') @570:25
                                      .args:
                                        Index() @570:36
                                          .value:
                                            Name(id='ds_s') @570:36
                                          .subs:
                                            Name(id='wg') @570:41
                                        Name(id='dst') @570:46
                                Fence() @571:25
                                Assign(targets=('dq_f',)) @572:25
                                  .value:
                                    Call(kwargs=()) @572:32
                                      .func:
                                        Name(id='mma_async') @572:32
                                      .args:
                                        Attr(name='T') @572:42
                                          .value:
                                            Index() @572:42
                                              .value:
                                                Name(id='ds_s') @572:42
                                              .subs:
                                                Name(id='wg') @572:47
                                        Index() @572:54
                                          .value:
                                            Name(id='kh_tile') @572:54
                                          .subs:
                                            BinOp(op='*') @572:62
                                              .lhs:
                                                Name(id='NC') @572:62
                                              .rhs:
                                                Name(id='mine') @572:67
                                Assign(targets=('dk_f',)) @573:25
                                  .value:
                                    Call(kwargs=()) @573:32
                                      .func:
                                        Name(id='mma_async') @573:32
                                      .args:
                                        Name(id='dst') @573:42
                                        Index() @573:47
                                          .value:
                                            Name(id='q_ring') @573:47
                                          .subs:
                                            Name(id='slot') @573:54
                                        Name(id='acc_k') @573:61
                                Assign(targets=('acc_v',)) @574:25
                                  .value:
                                    Call() @574:33
                                      .func:
                                        Name(id='mma_wait') @574:33
                                      .args:
                                        Name(id='dv_f') @574:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=2) @574:56
                                        )
                                Assign(targets=('dq_c',)) @578:25
                                  .value:
                                    Call() @578:32
                                      .func:
                                        Name(id='mma_wait') @578:32
                                      .args:
                                        Name(id='dq_f') @578:41
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @578:55
                                        )
                                ExprStmt() @579:25
                                  .value:
                                    Call(kwargs=()) @579:25
                                      .func:
                                        Name(id='store_smem') @579:25
                                      .args:
                                        Index() @579:36
                                          .value:
                                            Name(id='dq_s') @579:36
                                          .subs:
                                            Name(id='wg') @579:41
                                        Name(id='dq_c') @579:46
                                Fence() @580:25
                                Tma(signals=None, reduce='add') @581:25
                                  .dst:
                                    Index() @581:29
                                      .value:
                                        Name(id='dq_acc') @581:29
                                      .subs:
                                        Name(id='seq') @581:36
                                        Name(id='mb') @581:41
                                        Name(id='head') @581:45
                                        Const(value=0) @581:51
                                  .src:
                                    Index() @581:57
                                      .value:
                                        Name(id='dq_s') @581:57
                                      .subs:
                                        Name(id='wg') @581:62
                                Assign(targets=('dq_f',)) @582:25
                                  .value:
                                    Call(kwargs=()) @582:32
                                      .func:
                                        Name(id='mma_async') @582:32
                                      .args:
                                        Attr(name='T') @582:42
                                          .value:
                                            Index() @582:42
                                              .value:
                                                Name(id='ds_s') @582:42
                                              .subs:
                                                Name(id='wg') @582:47
                                        Index() @582:54
                                          .value:
                                            Name(id='kh_tile') @582:54
                                          .subs:
                                            BinOp(op='+') @582:62
                                              .lhs:
                                                BinOp(op='*') @582:62
                                                  .lhs:
                                                    Name(id='NC') @582:62
                                                  .rhs:
                                                    Name(id='mine') @582:67
                                              .rhs:
                                                Const(value=1) @582:74
                                Assign(targets=('acc_k',)) @583:25
                                  .value:
                                    Call() @583:33
                                      .func:
                                        Name(id='mma_wait') @583:33
                                      .args:
                                        Name(id='dk_f') @583:42
                                      .kwargs:
                                        (
                                          'pending'
                                          Const(value=1) @583:56
                                        )
                                Assign(targets=('dq_c',)) @584:25
                                  .value:
                                    Call(kwargs=()) @584:32
                                      .func:
                                        Name(id='mma_wait') @584:32
                                      .args:
                                        Name(id='dq_f') @584:41
                                Arrive(count=None) @585:25
                                  .target:
                                    Index() @585:32
                                      .value:
                                        Name(id='qd_free') @585:32
                                      .subs:
                                        Name(id='slot') @585:40
                                ExprStmt() @586:25
                                  .value:
                                    Call(kwargs=()) @586:25
                                      .func:
                                        Name(id='store_smem') @586:25
                                      .args:
                                        Index() @586:36
                                          .value:
                                            Name(id='dq_s') @586:36
                                          .subs:
                                            Name(id='wg') @586:41
                                        Name(id='dq_c') @586:46
                                Fence() @587:25
                                Tma(signals=None, reduce='add') @588:25
                                  .dst:
                                    Index() @588:29
                                      .value:
                                        Name(id='dq_acc') @588:29
                                      .subs:
                                        Name(id='seq') @588:36
                                        Name(id='mb') @588:41
                                        Name(id='head') @588:45
                                        Const(value=1) @588:51
                                  .src:
                                    Index() @588:57
                                      .value:
                                        Name(id='dq_s') @588:57
                                      .subs:
                                        Name(id='wg') @588:62
                                For(var='c') @589:25
                                  .iter:
                                    Call(kwargs=()) @589:34
                                      .func:
                                        Name(id='static_range') @589:34
                                      .args:
                                        Const(value=2) @589:47
                                        Name(id='NC') @589:50
                                  .body:
                                    Assign(targets=('dq_c',)) @590:29
                                      .value:
                                        Call(kwargs=()) @590:36
                                          .func:
                                            Name(id='mma_wait') @590:36
                                          .args:
                                            Call(kwargs=()) @590:45
                                              .func:
                                                Name(id='mma_async') @590:45
                                              .args:
                                                Attr(name='T') @590:55
                                                  .value:
                                                    Index() @590:55
                                                      .value:
                                                        Name(id='ds_s') @590:55
                                                      .subs:
                                                        Name(id='wg') @590:60
                                                Index() @590:67
                                                  .value:
                                                    Name(id='kh_tile') @590:67
                                                  .subs:
                                                    BinOp(op='+') @590:75
                                                      .lhs:
                                                        BinOp(op='*') @590:75
                                                          .lhs:
                                                            Name(id='NC') @590:75
                                                          .rhs:
                                                            Name(id='mine') @590:80
                                                      .rhs:
                                                        Name(id='c') @590:87
                                    ExprStmt() @591:29
                                      .value:
                                        Call(kwargs=()) @591:29
                                          .func:
                                            Name(id='store_smem') @591:29
                                          .args:
                                            Index() @591:40
                                              .value:
                                                Name(id='dq_s') @591:40
                                              .subs:
                                                Name(id='wg') @591:45
                                            Name(id='dq_c') @591:50
                                    Fence() @592:29
                                    Tma(signals=None, reduce='add') @593:29
                                      .dst:
                                        Index() @593:33
                                          .value:
                                            Name(id='dq_acc') @593:33
                                          .subs:
                                            Name(id='seq') @593:40
                                            Name(id='mb') @593:45
                                            Name(id='head') @593:49
                                            Name(id='c') @593:55
                                      .src:
                                        Index() @593:61
                                          .value:
                                            Name(id='dq_s') @593:61
                                          .subs:
                                            Name(id='wg') @593:66
            If(orelse=()) @594:9
              .cond:
                BoolOp(op='and') @594:12
                  .values:
                    Name(id='LATE') @594:12
                    Unary(op='not') @594:21
                      .operand:
                        Name(id='LAG') @594:25
              .body:
                If(orelse=()) @596:13
                  .cond:
                    BinOp(op='>') @596:16
                      .lhs:
                        Name(id='steps') @596:16
                      .rhs:
                        Const(value=0) @596:24
                  .body:
                    Fence() @597:17
                    Arrive(count=None) @598:17
                      .target:
                        Index() @598:24
                          .value:
                            Name(id='dq_full') @598:24
                          .subs:
                            Name(id='LAST') @598:32
            If(orelse=()) @599:9
              .cond:
                Name(id='LAG') @599:12
              .body:
                If(orelse=()) @600:13
                  .cond:
                    Name(id='EARLY') @600:16
                  .body:
                    Arrive(count=None) @602:17
                      .target:
                        Index() @602:24
                          .value:
                            Name(id='kv_free') @602:24
                          .subs:
                            Name(id='ks') @602:32
                Assign(targets=('og',)) @603:13
                  .value:
                    BinOp(op='%') @603:19
                      .lhs:
                        BinOp(op='+') @603:19
                          .lhs:
                            Name(id='wg') @603:19
                          .rhs:
                            Const(value=1) @603:24
                      .rhs:
                        Name(id='NWG') @603:29
                If(orelse=()) @604:13
                  .cond:
                    Name(id='CARRY') @604:16
                  .body:
                    Assign(targets=('acc_k',)) @607:17
                      .value:
                        Call(kwargs=()) @607:25
                          .func:
                            Name(id='mma_wait') @607:25
                          .args:
                            Name(id='dk_f') @607:34
                If(orelse=()) @608:13
                  .cond:
                    BinOp(op='>') @608:16
                      .lhs:
                        Name(id='steps') @608:16
                      .rhs:
                        Const(value=0) @608:24
                  .body:
                    If(orelse=()) @609:17
                      .cond:
                        Name(id='CARRY') @609:20
                      .body:
                        Arrive(count=None) @610:21
                          .target:
                            Index() @610:28
                              .value:
                                Name(id='qd_free') @610:28
                              .subs:
                                Name(id='last') @610:36
                    Wait() @611:17
                      .target:
                        Index() @611:22
                          .value:
                            Name(id='ds_ready') @611:22
                          .subs:
                            Const(value=0) @611:31
                      .phase:
                        BinOp(op='%') @611:40
                          .lhs:
                            Name(id='last') @611:40
                          .rhs:
                            Const(value=2) @611:47
                    For(var='i') @612:17
                      .iter:
                        Call(kwargs=()) @612:26
                          .func:
                            Name(id='static_range') @612:26
                          .args:
                            Name(id='NCW') @612:39
                      .body:
                        Assign(targets=('c',)) @613:21
                          .value:
                            BinOp(op='+') @613:25
                              .lhs:
                                BinOp(op='*') @613:25
                                  .lhs:
                                    Name(id='wg') @613:25
                                  .rhs:
                                    Name(id='NCW') @613:30
                              .rhs:
                                Name(id='i') @613:36
                        If() @614:21
                          .cond:
                            Name(id='DQ_PAIR') @614:24
                          .body:
                            Assign(targets=('f0',)) @616:25
                              .value:
                                Call(kwargs=()) @616:30
                                  .func:
                                    Name(id='mma_async') @616:30
                                  .args:
                                    Index() @616:40
                                      .value:
                                        Name(id='ds_s') @616:40
                                      .subs:
                                        BinOp(op='+') @616:45
                                          .lhs:
                                            BinOp(op='*') @616:45
                                              .lhs:
                                                Name(id='last') @616:45
                                              .rhs:
                                                Name(id='NWG') @616:52
                                          .rhs:
                                            Name(id='wg') @616:58
                                    Index() @616:63
                                      .value:
                                        Name(id='kh_tile') @616:63
                                      .subs:
                                        BinOp(op='+') @616:71
                                          .lhs:
                                            BinOp(op='*') @616:71
                                              .lhs:
                                                Name(id='NC') @616:71
                                              .rhs:
                                                BinOp(op='+') @616:77
                                                  .lhs:
                                                    BinOp(op='*') @616:77
                                                      .lhs:
                                                        Name(id='ks') @616:77
                                                      .rhs:
                                                        Name(id='NWG') @616:82
                                                  .rhs:
                                                    Name(id='wg') @616:88
                                          .rhs:
                                            Name(id='c') @616:94
                            Assign(targets=('f1',)) @617:25
                              .value:
                                Call(kwargs=()) @617:30
                                  .func:
                                    Name(id='mma_async') @617:30
                                  .args:
                                    Index() @617:40
                                      .value:
                                        Name(id='ds_s') @617:40
                                      .subs:
                                        BinOp(op='+') @617:45
                                          .lhs:
                                            BinOp(op='*') @617:45
                                              .lhs:
                                                Name(id='last') @617:45
                                              .rhs:
                                                Name(id='NWG') @617:52
                                          .rhs:
                                            Name(id='og') @617:58
                                    Index() @617:63
                                      .value:
                                        Name(id='kh_tile') @617:63
                                      .subs:
                                        BinOp(op='+') @617:71
                                          .lhs:
                                            BinOp(op='*') @617:71
                                              .lhs:
                                                Name(id='NC') @617:71
                                              .rhs:
                                                BinOp(op='+') @617:77
                                                  .lhs:
                                                    BinOp(op='*') @617:77
                                                      .lhs:
                                                        Name(id='ks') @617:77
                                                      .rhs:
                                                        Name(id='NWG') @617:82
                                                  .rhs:
                                                    Name(id='og') @617:88
                                          .rhs:
                                            Name(id='c') @617:94
                                    Name(id='f0') @617:98
                            Assign(targets=('dq_c',)) @618:25
                              .value:
                                Call(kwargs=()) @618:32
                                  .func:
                                    Name(id='mma_wait') @618:32
                                  .args:
                                    Name(id='f1') @618:41
                          .orelse:
                            Assign(targets=('dq_c',)) @620:25
                              .value:
                                Call(kwargs=()) @620:32
                                  .func:
                                    Name(id='zeros') @620:32
                                  .args:
                                    ListLit() @620:38
                                      .elts:
                                        Name(id='BLOCK_M') @620:39
                                        Name(id='DQ_COLS') @620:48
                                    Name(id='f32') @620:58
                            For(var='g') @621:25
                              .iter:
                                Call(kwargs=()) @621:34
                                  .func:
                                    Name(id='static_range') @621:34
                                  .args:
                                    Name(id='NWG') @621:47
                              .body:
                                Assign(targets=('gg',)) @622:29
                                  .value:
                                    BinOp(op='%') @622:35
                                      .lhs:
                                        BinOp(op='+') @622:35
                                          .lhs:
                                            Name(id='wg') @622:35
                                          .rhs:
                                            Name(id='g') @622:40
                                      .rhs:
                                        Name(id='NWG') @622:45
                                If() @623:29
                                  .cond:
                                    Name(id='SMEM_P') @623:32
                                  .body:
                                    Assign(targets=('dq_f',)) @624:33
                                      .value:
                                        Call(kwargs=()) @624:40
                                          .func:
                                            Name(id='mma_async') @624:40
                                          .args:
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
                                            Index() @624:73
                                              .value:
                                                Name(id='kh_tile') @624:73
                                              .subs:
                                                BinOp(op='+') @624:81
                                                  .lhs:
                                                    BinOp(op='*') @624:81
                                                      .lhs:
                                                        Name(id='NC') @624:81
                                                      .rhs:
                                                        BinOp(op='+') @624:87
                                                          .lhs:
                                                            BinOp(op='*') @624:87
                                                              .lhs:
                                                                Name(id='ks') @624:87
                                                              .rhs:
                                                                Name(id='NWG') @624:92
                                                          .rhs:
                                                            Name(id='gg') @624:98
                                                  .rhs:
                                                    Name(id='c') @624:104
                                            Name(id='dq_c') @624:108
                                  .orelse:
                                    Assign(targets=('dq_f',)) @626:33
                                      .value:
                                        Call(kwargs=()) @626:40
                                          .func:
                                            Name(id='mma_async') @626:40
                                          .args:
                                            Attr(name='T') @626:50
                                              .value:
                                                Index() @626:50
                                                  .value:
                                                    Name(id='ds_s') @626:50
                                                  .subs:
                                                    BinOp(op='+') @626:55
                                                      .lhs:
                                                        BinOp(op='*') @626:55
                                                          .lhs:
                                                            Name(id='last') @626:55
                                                          .rhs:
                                                            Name(id='NWG') @626:62
                                                      .rhs:
                                                        Name(id='gg') @626:68
                                            Index() @626:75
                                              .value:
                                                Name(id='kh_tile') @626:75
                                              .subs:
                                                BinOp(op='+') @626:83
                                                  .lhs:
                                                    BinOp(op='*') @626:83
                                                      .lhs:
                                                        Name(id='NC') @626:83
                                                      .rhs:
                                                        BinOp(op='+') @626:89
                                                          .lhs:
                                                            BinOp(op='*') @626:89
                                                              .lhs:
                                                                Name(id='ks') @626:89
                                                              .rhs:
                                                                Name(id='NWG') @626:94
                                                          .rhs:
                                                            Name(id='gg') @626:100
                                                  .rhs:
                                                    Name(id='c') @626:106
                                            Name(id='dq_c') @626:110
                                Assign(targets=('dq_c',)) @627:29
                                  .value:
                                    Call(kwargs=()) @627:36
                                      .func:
                                        Name(id='mma_wait') @627:36
                                      .args:
                                        Name(id='dq_f') @627:45
                        Wait() @628:21
                          .target:
                            Index() @628:26
                              .value:
                                Name(id='dq_empty') @628:26
                              .subs:
                                Name(id='i') @628:35
                          .phase:
                            BinOp(op='-') @628:44
                              .lhs:
                                Const(value=1) @628:44
                              .rhs:
                                BinOp(op='%') @628:48
                                  .lhs:
                                    Name(id='last') @628:48
                                  .rhs:
                                    Const(value=2) @628:55
                        ExprStmt() @629:21
                          .value:
                            Call(kwargs=()) @629:21
                              .func:
                                Name(id='store_smem') @629:21
                              .args:
                                Index() @629:32
                                  .value:
                                    Name(id='dq_s') @629:32
                                  .subs:
                                    BinOp(op='+') @629:37
                                      .lhs:
                                        BinOp(op='*') @629:37
                                          .lhs:
                                            Name(id='i') @629:37
                                          .rhs:
                                            Name(id='NWG') @629:41
                                      .rhs:
                                        Name(id='wg') @629:47
                                Name(id='dq_c') @629:52
                        Fence() @630:21
                        Arrive(count=None) @631:21
                          .target:
                            Index() @631:28
                              .value:
                                Name(id='dq_full') @631:28
                              .subs:
                                Name(id='i') @631:36
            If() @632:9
              .cond:
                Name(id='EARLY') @632:12
              .body:
                Arrive(count=None) @633:13
                  .target:
                    Index() @633:20
                      .value:
                        Name(id='kh_free') @633:20
                      .subs:
                        Name(id='ks') @633:28
              .orelse:
                If(orelse=()) @634:9
                  .cond:
                    Unary(op='not') @634:14
                      .operand:
                        Name(id='KV_TMA') @634:18
                  .body:
                    Arrive(count=None) @635:13
                      .target:
                        Index() @635:20
                          .value:
                            Name(id='kv_free') @635:20
                          .subs:
                            Name(id='ks') @635:28
            Assign(targets=('k_scale',)) @636:9
              .value:
                Name(id='sm_scale') @636:19
            Assign(targets=('v_scale',)) @637:9
              .value:
                Const(value=1.0) @637:19
            If(orelse=()) @638:9
              .cond:
                BinOp(op='==') @638:12
                  .lhs:
                    Name(id='ACT') @638:12
                  .rhs:
                    Const(value='silu') @638:19
              .body:
                Assign(targets=('k_scale',)) @639:13
                  .value:
                    BinOp(op='*') @639:23
                      .lhs:
                        Name(id='sm_scale') @639:23
                      .rhs:
                        Name(id='out_scale') @639:34
                Assign(targets=('v_scale',)) @640:13
                  .value:
                    Name(id='out_scale') @640:23
            If() @641:9
              .cond:
                Name(id='KV_TMA') @641:12
              .body:
                If(orelse=()) @642:13
                  .cond:
                    Name(id='ROWS') @642:16
                  .body:
                    Arrive(count=None) @643:17
                      .target:
                        Index() @643:24
                          .value:
                            Name(id='kv_done') @643:24
                          .subs:
                            Name(id='ks') @643:32
                    Wait(phase=None) @644:17
                      .target:
                        Index() @644:22
                          .value:
                            Name(id='kv_done') @644:22
                          .subs:
                            Name(id='ks') @644:30
                ExprStmt() @645:13
                  .value:
                    Call(kwargs=()) @645:13
                      .func:
                        Name(id='store_smem') @645:13
                      .args:
                        Index() @645:24
                          .value:
                            Name(id='k_tile') @645:24
                          .subs:
                            Name(id='mine') @645:31
                        Call(kwargs=()) @645:38
                          .func:
                            Name(id='cast') @645:38
                          .args:
                            BinOp(op='*') @645:43
                              .lhs:
                                Name(id='acc_k') @645:43
                              .rhs:
                                Name(id='k_scale') @645:51
                            Name(id='DT') @645:60
                ExprStmt() @646:13
                  .value:
                    Call(kwargs=()) @646:13
                      .func:
                        Name(id='store_smem') @646:13
                      .args:
                        Index() @646:24
                          .value:
                            Name(id='v_tile') @646:24
                          .subs:
                            Name(id='mine') @646:31
                        Call(kwargs=()) @646:38
                          .func:
                            Name(id='cast') @646:38
                          .args:
                            BinOp(op='*') @646:43
                              .lhs:
                                Name(id='acc_v') @646:43
                              .rhs:
                                Name(id='v_scale') @646:51
                            Name(id='DT') @646:60
                Fence() @647:13
                Tma(signals=None) @648:13
                  .dst:
                    Index() @648:17
                      .value:
                        Name(id='dk') @648:17
                      .subs:
                        Name(id='seq') @648:20
                        BinOp(op='+') @648:25
                          .lhs:
                            BinOp(op='*') @648:25
                              .lhs:
                                Name(id='NWG') @648:25
                              .rhs:
                                Name(id='n') @648:31
                          .rhs:
                            Name(id='wg') @648:35
                        Name(id='kvh') @648:39
                  .src:
                    Index() @648:47
                      .value:
                        Name(id='k_tile') @648:47
                      .subs:
                        Name(id='mine') @648:54
                Tma(signals=None) @649:13
                  .dst:
                    Index() @649:17
                      .value:
                        Name(id='dv') @649:17
                      .subs:
                        Name(id='seq') @649:20
                        BinOp(op='+') @649:25
                          .lhs:
                            BinOp(op='*') @649:25
                              .lhs:
                                Name(id='NWG') @649:25
                              .rhs:
                                Name(id='n') @649:31
                          .rhs:
                            Name(id='wg') @649:35
                        Name(id='kvh') @649:39
                  .src:
                    Index() @649:47
                      .value:
                        Name(id='v_tile') @649:47
                      .subs:
                        Name(id='mine') @649:54
                Arrive(count=None) @650:13
                  .target:
                    Index() @650:20
                      .value:
                        Name(id='kv_free') @650:20
                      .subs:
                        Name(id='ks') @650:28
              .orelse:
                Assign(targets=('live',)) @652:13
                  .value:
                    BinOp(op='<') @652:20
                      .lhs:
                        Name(id='krows') @652:20
                      .rhs:
                        Name(id='len_k') @652:28
                Store() @653:13
                  .target:
                    Index() @653:13
                      .value:
                        Name(id='dk') @653:13
                      .subs:
                        Name(id='seq') @653:16
                  .subs:
                    Index() @653:21
                      .value:
                        Name(id='krows') @653:21
                      .subs:
                        FullSlice() @653:27
                        Const(value=None) @653:30
                    Name(id='kvh') @653:37
                    Index() @653:42
                      .value:
                        Name(id='dcols') @653:42
                      .subs:
                        Const(value=None) @653:48
                        FullSlice() @653:54
                  .value:
                    Call(kwargs=()) @653:60
                      .func:
                        Name(id='cast') @653:60
                      .args:
                        BinOp(op='*') @653:65
                          .lhs:
                            Name(id='acc_k') @653:65
                          .rhs:
                            Name(id='k_scale') @653:73
                        Name(id='DT') @653:82
                  .mask:
                    Index() @653:92
                      .value:
                        Name(id='live') @653:92
                      .subs:
                        FullSlice() @653:97
                        Const(value=None) @653:100
                Store() @654:13
                  .target:
                    Index() @654:13
                      .value:
                        Name(id='dv') @654:13
                      .subs:
                        Name(id='seq') @654:16
                  .subs:
                    Index() @654:21
                      .value:
                        Name(id='krows') @654:21
                      .subs:
                        FullSlice() @654:27
                        Const(value=None) @654:30
                    Name(id='kvh') @654:37
                    Index() @654:42
                      .value:
                        Name(id='dcols') @654:42
                      .subs:
                        Const(value=None) @654:48
                        FullSlice() @654:54
                  .value:
                    Call(kwargs=()) @654:60
                      .func:
                        Name(id='cast') @654:60
                      .args:
                        BinOp(op='*') @654:65
                          .lhs:
                            Name(id='acc_v') @654:65
                          .rhs:
                            Name(id='v_scale') @654:73
                        Name(id='DT') @654:82
                  .mask:
                    Index() @654:92
                      .value:
                        Name(id='live') @654:92
                      .subs:
                        FullSlice() @654:97
                        Const(value=None) @654:100
        Require(message='query heads per KV head x query blocks below 2**31') @656:5
          .cond:
            BoolOp(op='and') @656:13
              .values:
                BinOp(op='>') @656:13
                  .lhs:
                    Name(id='HKV') @656:13
                  .rhs:
                    Const(value=0) @656:19
                BinOp(op='<=') @656:25
                  .lhs:
                    BinOp(op='*') @656:25
                      .lhs:
                        BinOp(op='//') @656:25
                          .lhs:
                            Name(id='H') @656:25
                          .rhs:
                            Name(id='HKV') @656:30
                      .rhs:
                        Call(kwargs=()) @656:36
                          .func:
                            Name(id='cdiv') @656:36
                          .args:
                            Name(id='Tq') @656:41
                            Name(id='BLOCK_M') @656:45
                  .rhs:
                    Const(value=2147483647) @656:57