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
    FuncDef(name='edge_block', params=('n', 'row0', 'len_q', 'len_k', 'BLOCK_N', 'CAUSAL')) @6:1
      .body:
        Assign(targets=('edge',)) @7:5
          .value:
            BinOp(op='>') @7:12
              .lhs:
                BinOp(op='*') @7:13
                  .lhs:
                    BinOp(op='+') @7:13
                      .lhs:
                        Name(id='n') @7:13
                      .rhs:
                        Const(value=1) @7:17
                  .rhs:
                    Name(id='BLOCK_N') @7:22
              .rhs:
                Name(id='len_k') @7:32
        If(orelse=()) @8:5
          .cond:
            Name(id='CAUSAL') @8:8
          .body:
            Assign(targets=('edge',)) @9:9
              .value:
                BoolOp(op='or') @9:16
                  .values:
                    Name(id='edge') @9:16
                    BinOp(op='>') @9:24
                      .lhs:
                        BinOp(op='-') @9:25
                          .lhs:
                            BinOp(op='*') @9:25
                              .lhs:
                                BinOp(op='+') @9:25
                                  .lhs:
                                    Name(id='n') @9:25
                                  .rhs:
                                    Const(value=1) @9:29
                              .rhs:
                                Name(id='BLOCK_N') @9:34
                          .rhs:
                            Const(value=1) @9:44
                      .rhs:
                        BinOp(op='+') @9:48
                          .lhs:
                            Name(id='row0') @9:48
                          .rhs:
                            BinOp(op='-') @9:56
                              .lhs:
                                Name(id='len_k') @9:56
                              .rhs:
                                Name(id='len_q') @9:64
        Return() @10:5
          .values:
            Name(id='edge') @10:12
    KernelDef(name='attn_bwd_dq') @12:1
      .params:
        Param(name='q', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @13:9
          .dtype:
            Name(id='DT') @13:19
        Param(name='k', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @13:41
          .dtype:
            Name(id='DT') @13:51
        Param(name='v', kind='jagged', dims=('Tk', 'HKV', 'D'), offsets='cu_k', default=None) @13:75
          .dtype:
            Name(id='DT') @13:85
        Param(name='o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @14:9
          .dtype:
            Name(id='DT') @14:19
        Param(name='d_o', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @14:41
          .dtype:
            Name(id='DT') @14:53
        Param(name='lse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @14:75
          .dtype:
            Name(id='f32') @14:87
        Param(name='dlse', kind='jagged', dims=('Tq', 'H'), offsets='cu_q', default=None) @15:9
          .dtype:
            Name(id='f32') @15:22
        Param(name='lse2_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @15:42
          .dtype:
            Name(id='f32') @15:50
        Param(name='delta_t', kind='tensor', dims=('H', 'Tq'), offsets=None, default=None) @15:62
          .dtype:
            Name(id='f32') @15:71
        Param(name='dq', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @15:83
          .dtype:
            Name(id='DT') @15:94
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @16:9
          .dtype:
            Name(id='i32') @16:15
        Param(name='cu_k', kind='tensor', dims=('NBK',), offsets=None, default=None) @16:25
          .dtype:
            Name(id='i32') @16:31
        Param(name='sm_scale', kind='scalar', dims=(), offsets=None, default=None) @16:41
          .dtype:
            Name(id='f32') @16:51
        Param(name='out_scale', kind='scalar', dims=(), offsets=None, default=None) @16:56
          .dtype:
            Name(id='f32') @16:67
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @17:9
          .default:
            Name(id='f16') @17:21
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @17:26
          .default:
            Const(value=128) @17:37
        Param(name='BLOCK_M', kind='const', dtype=None, dims=(), offsets=None) @17:42
          .default:
            Const(value=128) @17:59
        Param(name='BLOCK_N', kind='const', dtype=None, dims=(), offsets=None) @17:64
          .default:
            Const(value=64) @17:81
        Param(name='STAGES', kind='const', dtype=None, dims=(), offsets=None) @17:85
          .default:
            Const(value=2) @17:101
        Param(name='CAUSAL', kind='const', dtype=None, dims=(), offsets=None) @18:9
          .default:
            Const(value=False) @18:25
        Param(name='ACT', kind='const', dtype=None, dims=(), offsets=None) @18:32
          .default:
            Const(value='softmax') @18:45
        Param(name='REGS', kind='const', dtype=None, dims=(), offsets=None) @18:56
          .default:
            Const(value=240) @18:70
        Param(name='WG_M', kind='const', dtype=None, dims=(), offsets=None) @18:75
          .default:
            Const(value=64) @18:89
        Param(name='OVERLAP', kind='const', dtype=None, dims=(), offsets=None) @19:9
          .default:
            BinOp(op='==') @19:26
              .lhs:
                Name(id='TARGET') @19:26
              .rhs:
                Const(value='gluon') @19:36
        Param(name='DYNAMIC', kind='const', dtype=None, dims=(), offsets=None) @19:45
          .default:
            Const(value=False) @19:62
        Param(name='DQ_TMA', kind='const', dtype=None, dims=(), offsets=None) @19:69
          .default:
            Const(value=False) @19:85
      .body:
        Tiles() @20:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @20:21
                .func:
                  Name(id='blocks') @20:21
                .args:
                  Name(id='q') @20:28
                  Name(id='BLOCK_M') @20:31
            )
            (
              ('head',)
              Call(kwargs=()) @20:49
                .func:
                  Name(id='range') @20:49
                .args:
                  Name(id='H') @20:55
            )
          .options:
            TileOption(id='persistent', arg=None) @20:58
            TileOption(id='longest_first', arg=None) @20:69
            TileOption(id='dynamic') @20:83
              .arg:
                Name(id='DYNAMIC') @20:91
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @21:5
          .cond:
            BinOp(op='==') @21:19
              .lhs:
                BinOp(op='%') @21:19
                  .lhs:
                    Name(id='BLOCK_M') @21:19
                  .rhs:
                    Name(id='WG_M') @21:29
              .rhs:
                Const(value=0) @21:37
        Assign(targets=('NWG',)) @22:5
          .value:
            BinOp(op='//') @22:11
              .lhs:
                Name(id='BLOCK_M') @22:11
              .rhs:
                Name(id='WG_M') @22:22
        Assign(targets=('QO_TMA',)) @25:5
          .value:
            BoolOp(op='and') @25:14
              .values:
                Name(id='DQ_TMA') @25:14
                BinOp(op='==') @25:25
                  .lhs:
                    Name(id='TARGET') @25:25
                  .rhs:
                    Const(value='gluon') @25:35
        SmemDecl(name='q_tile', options=()) @28:5
          .stages:
            BinOp(op='*') @28:17
              .lhs:
                Const(value=2) @28:17
              .rhs:
                BinOp(op='//') @28:22
                  .lhs:
                    Name(id='BLOCK_M') @28:22
                  .rhs:
                    Name(id='WG_M') @28:33
          .dtype:
            Name(id='DT') @28:41
          .shape:
            Name(id='WG_M') @28:44
            Name(id='D') @28:50
        SmemDecl(name='do_tile', options=()) @29:5
          .stages:
            BinOp(op='*') @29:18
              .lhs:
                Const(value=2) @29:18
              .rhs:
                BinOp(op='//') @29:23
                  .lhs:
                    Name(id='BLOCK_M') @29:23
                  .rhs:
                    Name(id='WG_M') @29:34
          .dtype:
            Name(id='DT') @29:42
          .shape:
            Name(id='WG_M') @29:45
            Name(id='D') @29:51
        SmemDecl(name='k_ring', options=()) @30:5
          .stages:
            Name(id='STAGES') @30:17
          .dtype:
            Name(id='DT') @30:26
          .shape:
            Name(id='BLOCK_N') @30:29
            Name(id='D') @30:38
        SmemDecl(name='v_ring', options=()) @31:5
          .stages:
            Name(id='STAGES') @31:17
          .dtype:
            Name(id='DT') @31:26
          .shape:
            Name(id='BLOCK_N') @31:29
            Name(id='D') @31:38
        BarrierDecl(name='q_ready', kwargs=()) @32:5
          .size:
            Const(value=2) @32:21
        BarrierDecl(name='q_free') @33:5
          .size:
            Const(value=2) @33:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @33:29
                .lhs:
                  Name(id='BLOCK_M') @33:29
                .rhs:
                  Name(id='WG_M') @33:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @34:5
          .size:
            Name(id='STAGES') @34:22
        BarrierDecl(name='kv_free') @35:5
          .size:
            Name(id='STAGES') @35:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @35:35
                .lhs:
                  Name(id='BLOCK_M') @35:35
                .rhs:
                  Name(id='WG_M') @35:46
            )
        Assign(targets=('len_q',)) @37:5
          .value:
            Attr(name='len') @37:13
              .value:
                Index() @37:13
                  .value:
                    Name(id='q') @37:13
                  .subs:
                    Name(id='seq') @37:15
        Assign(targets=('len_k',)) @38:5
          .value:
            Attr(name='len') @38:13
              .value:
                Index() @38:13
                  .value:
                    Name(id='k') @38:13
                  .subs:
                    Name(id='seq') @38:15
        Assign(targets=('kv_head',)) @39:5
          .value:
            BinOp(op='//') @39:15
              .lhs:
                Name(id='head') @39:15
              .rhs:
                BinOp(op='//') @39:24
                  .lhs:
                    Name(id='H') @39:24
                  .rhs:
                    Name(id='HKV') @39:29
        Assign(targets=('hi',)) @40:5
          .value:
            Name(id='len_k') @40:10
        If(orelse=()) @41:5
          .cond:
            Name(id='CAUSAL') @41:8
          .body:
            Assign(targets=('hi',)) @42:9
              .value:
                Call(kwargs=()) @42:14
                  .func:
                    Name(id='minimum') @42:14
                  .args:
                    Name(id='len_k') @42:22
                    BinOp(op='+') @42:30
                      .lhs:
                        BinOp(op='*') @42:30
                          .lhs:
                            BinOp(op='+') @42:30
                              .lhs:
                                Name(id='m') @42:30
                              .rhs:
                                Const(value=1) @42:34
                          .rhs:
                            Name(id='BLOCK_M') @42:39
                      .rhs:
                        BinOp(op='-') @42:50
                          .lhs:
                            Name(id='len_k') @42:50
                          .rhs:
                            Name(id='len_q') @42:58
        Assign(targets=('n_blocks',)) @43:5
          .value:
            Call(kwargs=()) @43:16
              .func:
                Name(id='cdiv') @43:16
              .args:
                Call(kwargs=()) @43:21
                  .func:
                    Name(id='maximum') @43:21
                  .args:
                    Name(id='hi') @43:29
                    Const(value=0) @43:33
                Name(id='BLOCK_N') @43:37
        Role(name='load', replica=None) @45:5
          .kwargs:
            (
              'warps'
              Const(value=1) @45:21
            )
            (
              'regs'
              Const(value=24) @45:29
            )
          .body:
            Assign(targets=('qs',)) @46:9
              .value:
                BinOp(op='%') @46:14
                  .lhs:
                    Name(id='tile_index') @46:14
                  .rhs:
                    Const(value=2) @46:27
            Wait(phase=None) @47:9
              .target:
                Index() @47:14
                  .value:
                    Name(id='q_free') @47:14
                  .subs:
                    Name(id='qs') @47:21
            Expect() @48:9
              .target:
                Index() @48:16
                  .value:
                    Name(id='q_ready') @48:16
                  .subs:
                    Name(id='qs') @48:24
              .nbytes:
                BinOp(op='*') @48:29
                  .lhs:
                    BinOp(op='*') @48:29
                      .lhs:
                        Const(value=2) @48:29
                      .rhs:
                        Name(id='NWG') @48:33
                  .rhs:
                    Call(kwargs=()) @48:39
                      .func:
                        Name(id='bytes') @48:39
                      .args:
                        Name(id='q_tile') @48:45
            For(var='i') @49:9
              .iter:
                Call(kwargs=()) @49:18
                  .func:
                    Name(id='static_range') @49:18
                  .args:
                    Name(id='NWG') @49:31
              .body:
                Tma() @50:13
                  .dst:
                    Index() @50:17
                      .value:
                        Name(id='q_tile') @50:17
                      .subs:
                        BinOp(op='+') @50:24
                          .lhs:
                            BinOp(op='*') @50:24
                              .lhs:
                                Name(id='qs') @50:24
                              .rhs:
                                Name(id='NWG') @50:29
                          .rhs:
                            Name(id='i') @50:35
                  .src:
                    Index() @50:41
                      .value:
                        Name(id='q') @50:41
                      .subs:
                        Name(id='seq') @50:43
                        BinOp(op='+') @50:48
                          .lhs:
                            BinOp(op='*') @50:48
                              .lhs:
                                Name(id='NWG') @50:48
                              .rhs:
                                Name(id='m') @50:54
                          .rhs:
                            Name(id='i') @50:58
                        Name(id='head') @50:61
                  .signals:
                    Index() @50:75
                      .value:
                        Name(id='q_ready') @50:75
                      .subs:
                        Name(id='qs') @50:83
                Tma() @51:13
                  .dst:
                    Index() @51:17
                      .value:
                        Name(id='do_tile') @51:17
                      .subs:
                        BinOp(op='+') @51:25
                          .lhs:
                            BinOp(op='*') @51:25
                              .lhs:
                                Name(id='qs') @51:25
                              .rhs:
                                Name(id='NWG') @51:30
                          .rhs:
                            Name(id='i') @51:36
                  .src:
                    Index() @51:42
                      .value:
                        Name(id='d_o') @51:42
                      .subs:
                        Name(id='seq') @51:46
                        BinOp(op='+') @51:51
                          .lhs:
                            BinOp(op='*') @51:51
                              .lhs:
                                Name(id='NWG') @51:51
                              .rhs:
                                Name(id='m') @51:57
                          .rhs:
                            Name(id='i') @51:61
                        Name(id='head') @51:64
                  .signals:
                    Index() @51:78
                      .value:
                        Name(id='q_ready') @51:78
                      .subs:
                        Name(id='qs') @51:86
            Pipeline(var='n', slot='slot', ring='kv') @52:9
              .iter:
                Call(kwargs=()) @52:23
                  .func:
                    Name(id='range') @52:23
                  .args:
                    Name(id='n_blocks') @52:29
              .stages:
                Name(id='STAGES') @52:52
              .body:
                Wait(phase=None) @53:13
                  .target:
                    Index() @53:18
                      .value:
                        Name(id='kv_free') @53:18
                      .subs:
                        Name(id='slot') @53:26
                Expect() @54:13
                  .target:
                    Index() @54:20
                      .value:
                        Name(id='kv_ready') @54:20
                      .subs:
                        Name(id='slot') @54:29
                  .nbytes:
                    BinOp(op='+') @54:36
                      .lhs:
                        Call(kwargs=()) @54:36
                          .func:
                            Name(id='bytes') @54:36
                          .args:
                            Name(id='k_ring') @54:42
                      .rhs:
                        Call(kwargs=()) @54:52
                          .func:
                            Name(id='bytes') @54:52
                          .args:
                            Name(id='v_ring') @54:58
                Tma() @55:13
                  .dst:
                    Index() @55:17
                      .value:
                        Name(id='k_ring') @55:17
                      .subs:
                        Name(id='slot') @55:24
                  .src:
                    Index() @55:33
                      .value:
                        Name(id='k') @55:33
                      .subs:
                        Name(id='seq') @55:35
                        Name(id='n') @55:40
                        Name(id='kv_head') @55:43
                  .signals:
                    Index() @55:60
                      .value:
                        Name(id='kv_ready') @55:60
                      .subs:
                        Name(id='slot') @55:69
                Tma() @56:13
                  .dst:
                    Index() @56:17
                      .value:
                        Name(id='v_ring') @56:17
                      .subs:
                        Name(id='slot') @56:24
                  .src:
                    Index() @56:33
                      .value:
                        Name(id='v') @56:33
                      .subs:
                        Name(id='seq') @56:35
                        Name(id='n') @56:40
                        Name(id='kv_head') @56:43
                  .signals:
                    Index() @56:60
                      .value:
                        Name(id='kv_ready') @56:60
                      .subs:
                        Name(id='slot') @56:69
        Role(name='compute', replica='wg') @58:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @58:29
            )
            (
              'regs'
              Name(id='REGS') @58:39
            )
          .body:
            Assign(targets=('qk_scale',)) @59:9
              .value:
                BinOp(op='*') @59:20
                  .lhs:
                    Name(id='sm_scale') @59:20
                  .rhs:
                    Name(id='LOG2E') @59:31
            Assign(targets=('row0',)) @60:9
              .value:
                BinOp(op='+') @60:16
                  .lhs:
                    BinOp(op='*') @60:16
                      .lhs:
                        Name(id='m') @60:16
                      .rhs:
                        Name(id='BLOCK_M') @60:20
                  .rhs:
                    BinOp(op='*') @60:30
                      .lhs:
                        Name(id='wg') @60:30
                      .rhs:
                        Name(id='WG_M') @60:35
            Assign(targets=('rows',)) @61:9
              .value:
                BinOp(op='+') @61:16
                  .lhs:
                    Name(id='row0') @61:16
                  .rhs:
                    Call(kwargs=()) @61:23
                      .func:
                        Name(id='arange') @61:23
                      .args:
                        Name(id='WG_M') @61:30
            Assign(targets=('cols',)) @62:9
              .value:
                Call(kwargs=()) @62:16
                  .func:
                    Name(id='arange') @62:16
                  .args:
                    Name(id='BLOCK_N') @62:23
            Assign(targets=('live',)) @63:9
              .value:
                BinOp(op='<') @63:16
                  .lhs:
                    Name(id='rows') @63:16
                  .rhs:
                    Name(id='len_q') @63:23
            Assign(targets=('lse2',)) @64:9
              .value:
                Call(kwargs=()) @64:16
                  .func:
                    Name(id='zeros') @64:16
                  .args:
                    ListLit() @64:22
                      .elts:
                        Name(id='WG_M') @64:23
                    Name(id='f32') @64:30
            Assign(targets=('dlt',)) @65:9
              .value:
                Call(kwargs=()) @65:15
                  .func:
                    Name(id='zeros') @65:15
                  .args:
                    ListLit() @65:21
                      .elts:
                        Name(id='WG_M') @65:22
                    Name(id='f32') @65:29
            If(orelse=()) @66:9
              .cond:
                BinOp(op='==') @66:12
                  .lhs:
                    Name(id='ACT') @66:12
                  .rhs:
                    Const(value='softmax') @66:19
              .body:
                Assign(targets=('lse2',)) @67:13
                  .value:
                    BinOp(op='*') @67:20
                      .lhs:
                        Index() @67:20
                          .value:
                            Index() @67:20
                              .value:
                                Name(id='lse') @67:20
                              .subs:
                                Name(id='seq') @67:24
                          .subs:
                            Name(id='rows') @67:29
                            Name(id='head') @67:35
                      .rhs:
                        Name(id='LOG2E') @67:43
                Assign(targets=('o_rows',)) @68:13
                  .value:
                    Call(kwargs=()) @68:22
                      .func:
                        Name(id='cast') @68:22
                      .args:
                        Index() @68:27
                          .value:
                            Index() @68:27
                              .value:
                                Name(id='o') @68:27
                              .subs:
                                Name(id='seq') @68:29
                          .subs:
                            Index() @68:34
                              .value:
                                Name(id='rows') @68:34
                              .subs:
                                FullSlice() @68:39
                                Const(value=None) @68:42
                            Name(id='head') @68:49
                            Index() @68:55
                              .value:
                                Call(kwargs=()) @68:55
                                  .func:
                                    Name(id='arange') @68:55
                                  .args:
                                    Name(id='D') @68:62
                              .subs:
                                Const(value=None) @68:65
                                FullSlice() @68:71
                        Name(id='f32') @68:76
                Assign(targets=('dlt',)) @69:13
                  .value:
                    Unary(op='-') @69:19
                      .operand:
                        Index() @69:20
                          .value:
                            Index() @69:20
                              .value:
                                Name(id='dlse') @69:20
                              .subs:
                                Name(id='seq') @69:25
                          .subs:
                            Name(id='rows') @69:30
                            Name(id='head') @69:36
            Assign(targets=('acc',)) @70:9
              .value:
                Call(kwargs=()) @70:15
                  .func:
                    Name(id='zeros') @70:15
                  .args:
                    ListLit() @70:21
                      .elts:
                        Name(id='WG_M') @70:22
                        Name(id='D') @70:28
                    Name(id='f32') @70:32
            Assign(targets=('qs',)) @71:9
              .value:
                BinOp(op='%') @71:14
                  .lhs:
                    Name(id='tile_index') @71:14
                  .rhs:
                    Const(value=2) @71:27
            Assign(targets=('mine',)) @72:9
              .value:
                BinOp(op='+') @72:16
                  .lhs:
                    BinOp(op='*') @72:16
                      .lhs:
                        Name(id='qs') @72:16
                      .rhs:
                        Name(id='NWG') @72:21
                  .rhs:
                    Name(id='wg') @72:27
            Wait(phase=None) @73:9
              .target:
                Index() @73:14
                  .value:
                    Name(id='q_ready') @73:14
                  .subs:
                    Name(id='qs') @73:22
            If(orelse=()) @74:9
              .cond:
                BinOp(op='==') @74:12
                  .lhs:
                    Name(id='ACT') @74:12
                  .rhs:
                    Const(value='softmax') @74:19
              .body:
                Assign(targets=('dlt',)) @75:13
                  .value:
                    BinOp(op='+') @75:19
                      .lhs:
                        Name(id='dlt') @75:19
                      .rhs:
                        Call() @75:25
                          .func:
                            Name(id='sum') @75:25
                          .args:
                            BinOp(op='*') @75:29
                              .lhs:
                                Name(id='o_rows') @75:29
                              .rhs:
                                Call(kwargs=()) @75:38
                                  .func:
                                    Name(id='cast') @75:38
                                  .args:
                                    Call(kwargs=()) @75:43
                                      .func:
                                        Name(id='load') @75:43
                                      .args:
                                        Index() @75:48
                                          .value:
                                            Name(id='do_tile') @75:48
                                          .subs:
                                            Name(id='mine') @75:56
                                    Name(id='f32') @75:64
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @75:75
                            )
                Store() @79:13
                  .target:
                    Name(id='lse2_t') @79:13
                  .subs:
                    Name(id='head') @79:20
                    BinOp(op='+') @79:26
                      .lhs:
                        Attr(name='start') @79:26
                          .value:
                            Index() @79:26
                              .value:
                                Name(id='q') @79:26
                              .subs:
                                Name(id='seq') @79:28
                      .rhs:
                        Name(id='rows') @79:41
                  .value:
                    Name(id='lse2') @79:49
                  .mask:
                    Name(id='live') @79:60
                Store() @80:13
                  .target:
                    Name(id='delta_t') @80:13
                  .subs:
                    Name(id='head') @80:21
                    BinOp(op='+') @80:27
                      .lhs:
                        Attr(name='start') @80:27
                          .value:
                            Index() @80:27
                              .value:
                                Name(id='q') @80:27
                              .subs:
                                Name(id='seq') @80:29
                      .rhs:
                        Name(id='rows') @80:42
                  .value:
                    Name(id='dlt') @80:50
                  .mask:
                    Name(id='live') @80:60
            If() @81:9
              .cond:
                Name(id='OVERLAP') @81:12
              .body:
                Assign(targets=('ds',)) @84:13
                  .value:
                    Call(kwargs=()) @84:18
                      .func:
                        Name(id='zeros') @84:18
                      .args:
                        ListLit() @84:24
                          .elts:
                            Name(id='WG_M') @84:25
                            Name(id='BLOCK_N') @84:31
                        Name(id='DT') @84:41
                Assign(targets=('last',)) @85:13
                  .value:
                    Const(value=0) @85:20
                Pipeline(var='n', slot='slot', ring='kv') @86:13
                  .iter:
                    Call(kwargs=()) @86:27
                      .func:
                        Name(id='range') @86:27
                      .args:
                        Call(kwargs=()) @86:33
                          .func:
                            Name(id='minimum') @86:33
                          .args:
                            Name(id='n_blocks') @86:41
                            Const(value=1) @86:51
                  .stages:
                    Name(id='STAGES') @86:68
                  .body:
                    Assign(targets=('edge',)) @87:17
                      .value:
                        Call(kwargs=()) @87:24
                          .func:
                            Name(id='edge_block') @87:24
                          .args:
                            Name(id='n') @87:35
                            Name(id='row0') @87:38
                            Name(id='len_q') @87:44
                            Name(id='len_k') @87:51
                            Name(id='BLOCK_N') @87:58
                            Name(id='CAUSAL') @87:67
                    Wait(phase=None) @88:17
                      .target:
                        Index() @88:22
                          .value:
                            Name(id='kv_ready') @88:22
                          .subs:
                            Name(id='slot') @88:31
                    Assign(targets=('s_f',)) @89:17
                      .value:
                        Call(kwargs=()) @89:23
                          .func:
                            Name(id='mma_async') @89:23
                          .args:
                            Index() @89:33
                              .value:
                                Name(id='q_tile') @89:33
                              .subs:
                                Name(id='mine') @89:40
                            Attr(name='T') @89:47
                              .value:
                                Index() @89:47
                                  .value:
                                    Name(id='k_ring') @89:47
                                  .subs:
                                    Name(id='slot') @89:54
                    Assign(targets=('dp_f',)) @90:17
                      .value:
                        Call(kwargs=()) @90:24
                          .func:
                            Name(id='mma_async') @90:24
                          .args:
                            Index() @90:34
                              .value:
                                Name(id='do_tile') @90:34
                              .subs:
                                Name(id='mine') @90:42
                            Attr(name='T') @90:49
                              .value:
                                Index() @90:49
                                  .value:
                                    Name(id='v_ring') @90:49
                                  .subs:
                                    Name(id='slot') @90:56
                    Assign(targets=('s',)) @91:17
                      .value:
                        Call() @91:21
                          .func:
                            Name(id='mma_wait') @91:21
                          .args:
                            Name(id='s_f') @91:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @91:43
                            )
                    Assign(targets=('p', 'dact')) @92:17
                      .value:
                        Call(kwargs=()) @92:27
                          .func:
                            Name(id='probs') @92:27
                          .args:
                            Name(id='s') @92:33
                            Name(id='edge') @92:36
                            Index() @92:42
                              .value:
                                Name(id='rows') @92:42
                              .subs:
                                FullSlice() @92:47
                                Const(value=None) @92:50
                            BinOp(op='+') @92:57
                              .lhs:
                                BinOp(op='*') @92:57
                                  .lhs:
                                    Name(id='n') @92:57
                                  .rhs:
                                    Name(id='BLOCK_N') @92:61
                              .rhs:
                                Index() @92:71
                                  .value:
                                    Name(id='cols') @92:71
                                  .subs:
                                    Const(value=None) @92:76
                                    FullSlice() @92:82
                            Name(id='len_q') @92:86
                            Name(id='len_k') @92:93
                            Index() @92:100
                              .value:
                                Name(id='lse2') @92:100
                              .subs:
                                FullSlice() @92:105
                                Const(value=None) @92:108
                            Name(id='qk_scale') @93:33
                            Name(id='sm_scale') @93:43
                            Name(id='CAUSAL') @93:53
                            Name(id='ACT') @93:61
                    Assign(targets=('dp',)) @94:17
                      .value:
                        Call(kwargs=()) @94:22
                          .func:
                            Name(id='mma_wait') @94:22
                          .args:
                            Name(id='dp_f') @94:31
                    Assign(targets=('ds',)) @95:17
                      .value:
                        Call(kwargs=()) @95:22
                          .func:
                            Name(id='cast') @95:22
                          .args:
                            Call(kwargs=()) @95:27
                              .func:
                                Name(id='dscores') @95:27
                              .args:
                                Name(id='p') @95:35
                                Name(id='dact') @95:38
                                Name(id='dp') @95:44
                                Index() @95:48
                                  .value:
                                    Name(id='dlt') @95:48
                                  .subs:
                                    FullSlice() @95:52
                                    Const(value=None) @95:55
                                Name(id='ACT') @95:62
                            Name(id='DT') @95:68
                    Assign(targets=('last',)) @96:17
                      .value:
                        Name(id='slot') @96:24
                Pipeline(var='n', slot='slot', ring='kv') @97:13
                  .iter:
                    Call(kwargs=()) @97:27
                      .func:
                        Name(id='range') @97:27
                      .args:
                        Const(value=1) @97:33
                        Name(id='n_blocks') @97:36
                  .stages:
                    Name(id='STAGES') @97:59
                  .body:
                    Assign(targets=('edge',)) @98:17
                      .value:
                        Call(kwargs=()) @98:24
                          .func:
                            Name(id='edge_block') @98:24
                          .args:
                            Name(id='n') @98:35
                            Name(id='row0') @98:38
                            Name(id='len_q') @98:44
                            Name(id='len_k') @98:51
                            Name(id='BLOCK_N') @98:58
                            Name(id='CAUSAL') @98:67
                    Wait(phase=None) @99:17
                      .target:
                        Index() @99:22
                          .value:
                            Name(id='kv_ready') @99:22
                          .subs:
                            Name(id='slot') @99:31
                    Assign(targets=('s_f',)) @100:17
                      .value:
                        Call(kwargs=()) @100:23
                          .func:
                            Name(id='mma_async') @100:23
                          .args:
                            Index() @100:33
                              .value:
                                Name(id='q_tile') @100:33
                              .subs:
                                Name(id='mine') @100:40
                            Attr(name='T') @100:47
                              .value:
                                Index() @100:47
                                  .value:
                                    Name(id='k_ring') @100:47
                                  .subs:
                                    Name(id='slot') @100:54
                    Assign(targets=('dp_f',)) @101:17
                      .value:
                        Call(kwargs=()) @101:24
                          .func:
                            Name(id='mma_async') @101:24
                          .args:
                            Index() @101:34
                              .value:
                                Name(id='do_tile') @101:34
                              .subs:
                                Name(id='mine') @101:42
                            Attr(name='T') @101:49
                              .value:
                                Index() @101:49
                                  .value:
                                    Name(id='v_ring') @101:49
                                  .subs:
                                    Name(id='slot') @101:56
                    Assign(targets=('dq_f',)) @102:17
                      .value:
                        Call(kwargs=()) @102:24
                          .func:
                            Name(id='mma_async') @102:24
                          .args:
                            Name(id='ds') @102:34
                            Index() @102:38
                              .value:
                                Name(id='k_ring') @102:38
                              .subs:
                                Name(id='last') @102:45
                            Name(id='acc') @102:52
                    Assign(targets=('s',)) @103:17
                      .value:
                        Call() @103:21
                          .func:
                            Name(id='mma_wait') @103:21
                          .args:
                            Name(id='s_f') @103:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @103:43
                            )
                    Assign(targets=('p', 'dact')) @104:17
                      .value:
                        Call(kwargs=()) @104:27
                          .func:
                            Name(id='probs') @104:27
                          .args:
                            Name(id='s') @104:33
                            Name(id='edge') @104:36
                            Index() @104:42
                              .value:
                                Name(id='rows') @104:42
                              .subs:
                                FullSlice() @104:47
                                Const(value=None) @104:50
                            BinOp(op='+') @104:57
                              .lhs:
                                BinOp(op='*') @104:57
                                  .lhs:
                                    Name(id='n') @104:57
                                  .rhs:
                                    Name(id='BLOCK_N') @104:61
                              .rhs:
                                Index() @104:71
                                  .value:
                                    Name(id='cols') @104:71
                                  .subs:
                                    Const(value=None) @104:76
                                    FullSlice() @104:82
                            Name(id='len_q') @104:86
                            Name(id='len_k') @104:93
                            Index() @104:100
                              .value:
                                Name(id='lse2') @104:100
                              .subs:
                                FullSlice() @104:105
                                Const(value=None) @104:108
                            Name(id='qk_scale') @105:33
                            Name(id='sm_scale') @105:43
                            Name(id='CAUSAL') @105:53
                            Name(id='ACT') @105:61
                    Assign(targets=('dp',)) @106:17
                      .value:
                        Call() @106:22
                          .func:
                            Name(id='mma_wait') @106:22
                          .args:
                            Name(id='dp_f') @106:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @106:45
                            )
                    Assign(targets=('ds_n',)) @107:17
                      .value:
                        Call(kwargs=()) @107:24
                          .func:
                            Name(id='dscores') @107:24
                          .args:
                            Name(id='p') @107:32
                            Name(id='dact') @107:35
                            Name(id='dp') @107:41
                            Index() @107:45
                              .value:
                                Name(id='dlt') @107:45
                              .subs:
                                FullSlice() @107:49
                                Const(value=None) @107:52
                            Name(id='ACT') @107:59
                    Assign(targets=('acc',)) @108:17
                      .value:
                        Call(kwargs=()) @108:23
                          .func:
                            Name(id='mma_wait') @108:23
                          .args:
                            Name(id='dq_f') @108:32
                    Arrive(count=None) @109:17
                      .target:
                        Index() @109:24
                          .value:
                            Name(id='kv_free') @109:24
                          .subs:
                            Name(id='last') @109:32
                    Assign(targets=('ds',)) @110:17
                      .value:
                        Call(kwargs=()) @110:22
                          .func:
                            Name(id='cast') @110:22
                          .args:
                            Name(id='ds_n') @110:27
                            Name(id='DT') @110:33
                    Assign(targets=('last',)) @111:17
                      .value:
                        Name(id='slot') @111:24
                If(orelse=()) @112:13
                  .cond:
                    BinOp(op='>') @112:16
                      .lhs:
                        Name(id='n_blocks') @112:16
                      .rhs:
                        Const(value=0) @112:27
                  .body:
                    Assign(targets=('acc',)) @113:17
                      .value:
                        Call(kwargs=()) @113:23
                          .func:
                            Name(id='mma_wait') @113:23
                          .args:
                            Call(kwargs=()) @113:32
                              .func:
                                Name(id='mma_async') @113:32
                              .args:
                                Name(id='ds') @113:42
                                Index() @113:46
                                  .value:
                                    Name(id='k_ring') @113:46
                                  .subs:
                                    Name(id='last') @113:53
                                Name(id='acc') @113:60
                    Arrive(count=None) @114:17
                      .target:
                        Index() @114:24
                          .value:
                            Name(id='kv_free') @114:24
                          .subs:
                            Name(id='last') @114:32
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @116:13
                  .iter:
                    Call(kwargs=()) @116:27
                      .func:
                        Name(id='range') @116:27
                      .args:
                        Name(id='n_blocks') @116:33
                  .stages:
                    Name(id='STAGES') @116:56
                  .body:
                    Assign(targets=('edge',)) @117:17
                      .value:
                        Call(kwargs=()) @117:24
                          .func:
                            Name(id='edge_block') @117:24
                          .args:
                            Name(id='n') @117:35
                            Name(id='row0') @117:38
                            Name(id='len_q') @117:44
                            Name(id='len_k') @117:51
                            Name(id='BLOCK_N') @117:58
                            Name(id='CAUSAL') @117:67
                    Wait(phase=None) @118:17
                      .target:
                        Index() @118:22
                          .value:
                            Name(id='kv_ready') @118:22
                          .subs:
                            Name(id='slot') @118:31
                    Assign(targets=('s_f',)) @119:17
                      .value:
                        Call(kwargs=()) @119:23
                          .func:
                            Name(id='mma_async') @119:23
                          .args:
                            Index() @119:33
                              .value:
                                Name(id='q_tile') @119:33
                              .subs:
                                Name(id='mine') @119:40
                            Attr(name='T') @119:47
                              .value:
                                Index() @119:47
                                  .value:
                                    Name(id='k_ring') @119:47
                                  .subs:
                                    Name(id='slot') @119:54
                    Assign(targets=('dp_f',)) @120:17
                      .value:
                        Call(kwargs=()) @120:24
                          .func:
                            Name(id='mma_async') @120:24
                          .args:
                            Index() @120:34
                              .value:
                                Name(id='do_tile') @120:34
                              .subs:
                                Name(id='mine') @120:42
                            Attr(name='T') @120:49
                              .value:
                                Index() @120:49
                                  .value:
                                    Name(id='v_ring') @120:49
                                  .subs:
                                    Name(id='slot') @120:56
                    Assign(targets=('s',)) @121:17
                      .value:
                        Call() @121:21
                          .func:
                            Name(id='mma_wait') @121:21
                          .args:
                            Name(id='s_f') @121:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @121:43
                            )
                    Assign(targets=('p', 'dact')) @122:17
                      .value:
                        Call(kwargs=()) @122:27
                          .func:
                            Name(id='probs') @122:27
                          .args:
                            Name(id='s') @122:33
                            Name(id='edge') @122:36
                            Index() @122:42
                              .value:
                                Name(id='rows') @122:42
                              .subs:
                                FullSlice() @122:47
                                Const(value=None) @122:50
                            BinOp(op='+') @122:57
                              .lhs:
                                BinOp(op='*') @122:57
                                  .lhs:
                                    Name(id='n') @122:57
                                  .rhs:
                                    Name(id='BLOCK_N') @122:61
                              .rhs:
                                Index() @122:71
                                  .value:
                                    Name(id='cols') @122:71
                                  .subs:
                                    Const(value=None) @122:76
                                    FullSlice() @122:82
                            Name(id='len_q') @122:86
                            Name(id='len_k') @122:93
                            Index() @122:100
                              .value:
                                Name(id='lse2') @122:100
                              .subs:
                                FullSlice() @122:105
                                Const(value=None) @122:108
                            Name(id='qk_scale') @123:33
                            Name(id='sm_scale') @123:43
                            Name(id='CAUSAL') @123:53
                            Name(id='ACT') @123:61
                    Assign(targets=('dp',)) @124:17
                      .value:
                        Call(kwargs=()) @124:22
                          .func:
                            Name(id='mma_wait') @124:22
                          .args:
                            Name(id='dp_f') @124:31
                    Assign(targets=('ds',)) @125:17
                      .value:
                        Call(kwargs=()) @125:22
                          .func:
                            Name(id='dscores') @125:22
                          .args:
                            Name(id='p') @125:30
                            Name(id='dact') @125:33
                            Name(id='dp') @125:39
                            Index() @125:43
                              .value:
                                Name(id='dlt') @125:43
                              .subs:
                                FullSlice() @125:47
                                Const(value=None) @125:50
                            Name(id='ACT') @125:57
                    Assign(targets=('acc',)) @126:17
                      .value:
                        Call(kwargs=()) @126:23
                          .func:
                            Name(id='mma_wait') @126:23
                          .args:
                            Call(kwargs=()) @126:32
                              .func:
                                Name(id='mma_async') @126:32
                              .args:
                                Call(kwargs=()) @126:42
                                  .func:
                                    Name(id='cast') @126:42
                                  .args:
                                    Name(id='ds') @126:47
                                    Name(id='DT') @126:51
                                Index() @126:56
                                  .value:
                                    Name(id='k_ring') @126:56
                                  .subs:
                                    Name(id='slot') @126:63
                                Name(id='acc') @126:70
                    Arrive(count=None) @127:17
                      .target:
                        Index() @127:24
                          .value:
                            Name(id='kv_free') @127:24
                          .subs:
                            Name(id='slot') @127:32
            If(orelse=()) @128:9
              .cond:
                Unary(op='not') @128:12
                  .operand:
                    Name(id='QO_TMA') @128:16
              .body:
                Arrive(count=None) @129:13
                  .target:
                    Index() @129:20
                      .value:
                        Name(id='q_free') @129:20
                      .subs:
                        Name(id='qs') @129:27
            Assign(targets=('q_scale',)) @130:9
              .value:
                Name(id='sm_scale') @130:19
            If(orelse=()) @131:9
              .cond:
                BinOp(op='==') @131:12
                  .lhs:
                    Name(id='ACT') @131:12
                  .rhs:
                    Const(value='silu') @131:19
              .body:
                Assign(targets=('q_scale',)) @132:13
                  .value:
                    BinOp(op='*') @132:23
                      .lhs:
                        Name(id='sm_scale') @132:23
                      .rhs:
                        Name(id='out_scale') @132:34
            If() @133:9
              .cond:
                Name(id='QO_TMA') @133:12
              .body:
                ExprStmt() @134:13
                  .value:
                    Call(kwargs=()) @134:13
                      .func:
                        Name(id='store_smem') @134:13
                      .args:
                        Index() @134:24
                          .value:
                            Name(id='q_tile') @134:24
                          .subs:
                            Name(id='mine') @134:31
                        Call(kwargs=()) @134:38
                          .func:
                            Name(id='cast') @134:38
                          .args:
                            BinOp(op='*') @134:43
                              .lhs:
                                Name(id='acc') @134:43
                              .rhs:
                                Name(id='q_scale') @134:49
                            Name(id='DT') @134:58
                Fence() @135:13
                Tma(signals=None) @136:13
                  .dst:
                    Index() @136:17
                      .value:
                        Name(id='dq') @136:17
                      .subs:
                        Name(id='seq') @136:20
                        BinOp(op='+') @136:25
                          .lhs:
                            BinOp(op='*') @136:25
                              .lhs:
                                Name(id='NWG') @136:25
                              .rhs:
                                Name(id='m') @136:31
                          .rhs:
                            Name(id='wg') @136:35
                        Name(id='head') @136:39
                  .src:
                    Index() @136:48
                      .value:
                        Name(id='q_tile') @136:48
                      .subs:
                        Name(id='mine') @136:55
                Arrive(count=None) @137:13
                  .target:
                    Index() @137:20
                      .value:
                        Name(id='q_free') @137:20
                      .subs:
                        Name(id='qs') @137:27
              .orelse:
                Store() @139:13
                  .target:
                    Index() @139:13
                      .value:
                        Name(id='dq') @139:13
                      .subs:
                        Name(id='seq') @139:16
                  .subs:
                    Index() @139:21
                      .value:
                        Name(id='rows') @139:21
                      .subs:
                        FullSlice() @139:26
                        Const(value=None) @139:29
                    Name(id='head') @139:36
                    Index() @139:42
                      .value:
                        Call(kwargs=()) @139:42
                          .func:
                            Name(id='arange') @139:42
                          .args:
                            Name(id='D') @139:49
                      .subs:
                        Const(value=None) @139:52
                        FullSlice() @139:58
                  .value:
                    Call(kwargs=()) @139:64
                      .func:
                        Name(id='cast') @139:64
                      .args:
                        BinOp(op='*') @139:69
                          .lhs:
                            Name(id='acc') @139:69
                          .rhs:
                            Name(id='q_scale') @139:75
                        Name(id='DT') @139:84
                  .mask:
                    Index() @139:94
                      .value:
                        Name(id='live') @139:94
                      .subs:
                        FullSlice() @139:99
                        Const(value=None) @139:102