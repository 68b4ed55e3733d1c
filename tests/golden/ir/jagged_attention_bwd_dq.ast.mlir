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
        SmemDecl(name='q_tile', options=()) @25:5
          .stages:
            BinOp(op='*') @25:17
              .lhs:
                Const(value=2) @25:17
              .rhs:
                BinOp(op='//') @25:22
                  .lhs:
                    Name(id='BLOCK_M') @25:22
                  .rhs:
                    Name(id='WG_M') @25:33
          .dtype:
            Name(id='DT') @25:41
          .shape:
            Name(id='WG_M') @25:44
            Name(id='D') @25:50
        SmemDecl(name='do_tile', options=()) @26:5
          .stages:
            BinOp(op='*') @26:18
              .lhs:
                Const(value=2) @26:18
              .rhs:
                BinOp(op='//') @26:23
                  .lhs:
                    Name(id='BLOCK_M') @26:23
                  .rhs:
                    Name(id='WG_M') @26:34
          .dtype:
            Name(id='DT') @26:42
          .shape:
            Name(id='WG_M') @26:45
            Name(id='D') @26:51
        SmemDecl(name='k_ring', options=()) @27:5
          .stages:
            Name(id='STAGES') @27:17
          .dtype:
            Name(id='DT') @27:26
          .shape:
            Name(id='BLOCK_N') @27:29
            Name(id='D') @27:38
        SmemDecl(name='v_ring', options=()) @28:5
          .stages:
            Name(id='STAGES') @28:17
          .dtype:
            Name(id='DT') @28:26
          .shape:
            Name(id='BLOCK_N') @28:29
            Name(id='D') @28:38
        BarrierDecl(name='q_ready', kwargs=()) @29:5
          .size:
            Const(value=2) @29:21
        BarrierDecl(name='q_free') @30:5
          .size:
            Const(value=2) @30:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @30:29
                .lhs:
                  Name(id='BLOCK_M') @30:29
                .rhs:
                  Name(id='WG_M') @30:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @31:5
          .size:
            Name(id='STAGES') @31:22
        BarrierDecl(name='kv_free') @32:5
          .size:
            Name(id='STAGES') @32:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @32:35
                .lhs:
                  Name(id='BLOCK_M') @32:35
                .rhs:
                  Name(id='WG_M') @32:46
            )
        Assign(targets=('len_q',)) @34:5
          .value:
            Attr(name='len') @34:13
              .value:
                Index() @34:13
                  .value:
                    Name(id='q') @34:13
                  .subs:
                    Name(id='seq') @34:15
        Assign(targets=('len_k',)) @35:5
          .value:
            Attr(name='len') @35:13
              .value:
                Index() @35:13
                  .value:
                    Name(id='k') @35:13
                  .subs:
                    Name(id='seq') @35:15
        Assign(targets=('kv_head',)) @36:5
          .value:
            BinOp(op='//') @36:15
              .lhs:
                Name(id='head') @36:15
              .rhs:
                BinOp(op='//') @36:24
                  .lhs:
                    Name(id='H') @36:24
                  .rhs:
                    Name(id='HKV') @36:29
        Assign(targets=('hi',)) @37:5
          .value:
            Name(id='len_k') @37:10
        If(orelse=()) @38:5
          .cond:
            Name(id='CAUSAL') @38:8
          .body:
            Assign(targets=('hi',)) @39:9
              .value:
                Call(kwargs=()) @39:14
                  .func:
                    Name(id='minimum') @39:14
                  .args:
                    Name(id='len_k') @39:22
                    BinOp(op='+') @39:30
                      .lhs:
                        BinOp(op='*') @39:30
                          .lhs:
                            BinOp(op='+') @39:30
                              .lhs:
                                Name(id='m') @39:30
                              .rhs:
                                Const(value=1) @39:34
                          .rhs:
                            Name(id='BLOCK_M') @39:39
                      .rhs:
                        BinOp(op='-') @39:50
                          .lhs:
                            Name(id='len_k') @39:50
                          .rhs:
                            Name(id='len_q') @39:58
        Assign(targets=('n_blocks',)) @40:5
          .value:
            Call(kwargs=()) @40:16
              .func:
                Name(id='cdiv') @40:16
              .args:
                Call(kwargs=()) @40:21
                  .func:
                    Name(id='maximum') @40:21
                  .args:
                    Name(id='hi') @40:29
                    Const(value=0) @40:33
                Name(id='BLOCK_N') @40:37
        Role(name='load', replica=None) @42:5
          .kwargs:
            (
              'warps'
              Const(value=1) @42:21
            )
            (
              'regs'
              Const(value=24) @42:29
            )
          .body:
            Assign(targets=('qs',)) @43:9
              .value:
                BinOp(op='%') @43:14
                  .lhs:
                    Name(id='tile_index') @43:14
                  .rhs:
                    Const(value=2) @43:27
            Wait(phase=None) @44:9
              .target:
                Index() @44:14
                  .value:
                    Name(id='q_free') @44:14
                  .subs:
                    Name(id='qs') @44:21
            Expect() @45:9
              .target:
                Index() @45:16
                  .value:
                    Name(id='q_ready') @45:16
                  .subs:
                    Name(id='qs') @45:24
              .nbytes:
                BinOp(op='*') @45:29
                  .lhs:
                    BinOp(op='*') @45:29
                      .lhs:
                        Const(value=2) @45:29
                      .rhs:
                        Name(id='NWG') @45:33
                  .rhs:
                    Call(kwargs=()) @45:39
                      .func:
                        Name(id='bytes') @45:39
                      .args:
                        Name(id='q_tile') @45:45
            For(var='i') @46:9
              .iter:
                Call(kwargs=()) @46:18
                  .func:
                    Name(id='static_range') @46:18
                  .args:
                    Name(id='NWG') @46:31
              .body:
                Tma() @47:13
                  .dst:
                    Index() @47:17
                      .value:
                        Name(id='q_tile') @47:17
                      .subs:
                        BinOp(op='+') @47:24
                          .lhs:
                            BinOp(op='*') @47:24
                              .lhs:
                                Name(id='qs') @47:24
                              .rhs:
                                Name(id='NWG') @47:29
                          .rhs:
                            Name(id='i') @47:35
                  .src:
                    Index() @47:41
                      .value:
                        Name(id='q') @47:41
                      .subs:
                        Name(id='seq') @47:43
                        BinOp(op='+') @47:48
                          .lhs:
                            BinOp(op='*') @47:48
                              .lhs:
                                Name(id='NWG') @47:48
                              .rhs:
                                Name(id='m') @47:54
                          .rhs:
                            Name(id='i') @47:58
                        Name(id='head') @47:61
                  .signals:
                    Index() @47:75
                      .value:
                        Name(id='q_ready') @47:75
                      .subs:
                        Name(id='qs') @47:83
                Tma() @48:13
                  .dst:
                    Index() @48:17
                      .value:
                        Name(id='do_tile') @48:17
                      .subs:
                        BinOp(op='+') @48:25
                          .lhs:
                            BinOp(op='*') @48:25
                              .lhs:
                                Name(id='qs') @48:25
                              .rhs:
                                Name(id='NWG') @48:30
                          .rhs:
                            Name(id='i') @48:36
                  .src:
                    Index() @48:42
                      .value:
                        Name(id='d_o') @48:42
                      .subs:
                        Name(id='seq') @48:46
                        BinOp(op='+') @48:51
                          .lhs:
                            BinOp(op='*') @48:51
                              .lhs:
                                Name(id='NWG') @48:51
                              .rhs:
                                Name(id='m') @48:57
                          .rhs:
                            Name(id='i') @48:61
                        Name(id='head') @48:64
                  .signals:
                    Index() @48:78
                      .value:
                        Name(id='q_ready') @48:78
                      .subs:
                        Name(id='qs') @48:86
            Pipeline(var='n', slot='slot', ring='kv') @49:9
              .iter:
                Call(kwargs=()) @49:23
                  .func:
                    Name(id='range') @49:23
                  .args:
                    Name(id='n_blocks') @49:29
              .stages:
                Name(id='STAGES') @49:52
              .body:
                Wait(phase=None) @50:13
                  .target:
                    Index() @50:18
                      .value:
                        Name(id='kv_free') @50:18
                      .subs:
                        Name(id='slot') @50:26
                Expect() @51:13
                  .target:
                    Index() @51:20
                      .value:
                        Name(id='kv_ready') @51:20
                      .subs:
                        Name(id='slot') @51:29
                  .nbytes:
                    BinOp(op='+') @51:36
                      .lhs:
                        Call(kwargs=()) @51:36
                          .func:
                            Name(id='bytes') @51:36
                          .args:
                            Name(id='k_ring') @51:42
                      .rhs:
                        Call(kwargs=()) @51:52
                          .func:
                            Name(id='bytes') @51:52
                          .args:
                            Name(id='v_ring') @51:58
                Tma() @52:13
                  .dst:
                    Index() @52:17
                      .value:
                        Name(id='k_ring') @52:17
                      .subs:
                        Name(id='slot') @52:24
                  .src:
                    Index() @52:33
                      .value:
                        Name(id='k') @52:33
                      .subs:
                        Name(id='seq') @52:35
                        Name(id='n') @52:40
                        Name(id='kv_head') @52:43
                  .signals:
                    Index() @52:60
                      .value:
                        Name(id='kv_ready') @52:60
                      .subs:
                        Name(id='slot') @52:69
                Tma() @53:13
                  .dst:
                    Index() @53:17
                      .value:
                        Name(id='v_ring') @53:17
                      .subs:
                        Name(id='slot') @53:24
                  .src:
                    Index() @53:33
                      .value:
                        Name(id='v') @53:33
                      .subs:
                        Name(id='seq') @53:35
                        Name(id='n') @53:40
                        Name(id='kv_head') @53:43
                  .signals:
                    Index() @53:60
                      .value:
                        Name(id='kv_ready') @53:60
                      .subs:
                        Name(id='slot') @53:69
        Role(name='compute', replica='wg') @55:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @55:29
            )
            (
              'regs'
              Name(id='REGS') @55:39
            )
          .body:
            Assign(targets=('qk_scale',)) @56:9
              .value:
                BinOp(op='*') @56:20
                  .lhs:
                    Name(id='sm_scale') @56:20
                  .rhs:
                    Name(id='LOG2E') @56:31
            Assign(targets=('row0',)) @57:9
              .value:
                BinOp(op='+') @57:16
                  .lhs:
                    BinOp(op='*') @57:16
                      .lhs:
                        Name(id='m') @57:16
                      .rhs:
                        Name(id='BLOCK_M') @57:20
                  .rhs:
                    BinOp(op='*') @57:30
                      .lhs:
                        Name(id='wg') @57:30
                      .rhs:
                        Name(id='WG_M') @57:35
            Assign(targets=('rows',)) @58:9
              .value:
                BinOp(op='+') @58:16
                  .lhs:
                    Name(id='row0') @58:16
                  .rhs:
                    Call(kwargs=()) @58:23
                      .func:
                        Name(id='arange') @58:23
                      .args:
                        Name(id='WG_M') @58:30
            Assign(targets=('cols',)) @59:9
              .value:
                Call(kwargs=()) @59:16
                  .func:
                    Name(id='arange') @59:16
                  .args:
                    Name(id='BLOCK_N') @59:23
            Assign(targets=('live',)) @60:9
              .value:
                BinOp(op='<') @60:16
                  .lhs:
                    Name(id='rows') @60:16
                  .rhs:
                    Name(id='len_q') @60:23
            Assign(targets=('lse2',)) @61:9
              .value:
                Call(kwargs=()) @61:16
                  .func:
                    Name(id='zeros') @61:16
                  .args:
                    ListLit() @61:22
                      .elts:
                        Name(id='WG_M') @61:23
                    Name(id='f32') @61:30
            Assign(targets=('dlt',)) @62:9
              .value:
                Call(kwargs=()) @62:15
                  .func:
                    Name(id='zeros') @62:15
                  .args:
                    ListLit() @62:21
                      .elts:
                        Name(id='WG_M') @62:22
                    Name(id='f32') @62:29
            If(orelse=()) @63:9
              .cond:
                BinOp(op='==') @63:12
                  .lhs:
                    Name(id='ACT') @63:12
                  .rhs:
                    Const(value='softmax') @63:19
              .body:
                Assign(targets=('lse2',)) @64:13
                  .value:
                    BinOp(op='*') @64:20
                      .lhs:
                        Index() @64:20
                          .value:
                            Index() @64:20
                              .value:
                                Name(id='lse') @64:20
                              .subs:
                                Name(id='seq') @64:24
                          .subs:
                            Name(id='rows') @64:29
                            Name(id='head') @64:35
                      .rhs:
                        Name(id='LOG2E') @64:43
                Assign(targets=('o_rows',)) @65:13
                  .value:
                    Call(kwargs=()) @65:22
                      .func:
                        Name(id='cast') @65:22
                      .args:
                        Index() @65:27
                          .value:
                            Index() @65:27
                              .value:
                                Name(id='o') @65:27
                              .subs:
                                Name(id='seq') @65:29
                          .subs:
                            Index() @65:34
                              .value:
                                Name(id='rows') @65:34
                              .subs:
                                FullSlice() @65:39
                                Const(value=None) @65:42
                            Name(id='head') @65:49
                            Index() @65:55
                              .value:
                                Call(kwargs=()) @65:55
                                  .func:
                                    Name(id='arange') @65:55
                                  .args:
                                    Name(id='D') @65:62
                              .subs:
                                Const(value=None) @65:65
                                FullSlice() @65:71
                        Name(id='f32') @65:76
                Assign(targets=('dlt',)) @66:13
                  .value:
                    Unary(op='-') @66:19
                      .operand:
                        Index() @66:20
                          .value:
                            Index() @66:20
                              .value:
                                Name(id='dlse') @66:20
                              .subs:
                                Name(id='seq') @66:25
                          .subs:
                            Name(id='rows') @66:30
                            Name(id='head') @66:36
            Assign(targets=('acc',)) @67:9
              .value:
                Call(kwargs=()) @67:15
                  .func:
                    Name(id='zeros') @67:15
                  .args:
                    ListLit() @67:21
                      .elts:
                        Name(id='WG_M') @67:22
                        Name(id='D') @67:28
                    Name(id='f32') @67:32
            Assign(targets=('qs',)) @68:9
              .value:
                BinOp(op='%') @68:14
                  .lhs:
                    Name(id='tile_index') @68:14
                  .rhs:
                    Const(value=2) @68:27
            Assign(targets=('mine',)) @69:9
              .value:
                BinOp(op='+') @69:16
                  .lhs:
                    BinOp(op='*') @69:16
                      .lhs:
                        Name(id='qs') @69:16
                      .rhs:
                        Name(id='NWG') @69:21
                  .rhs:
                    Name(id='wg') @69:27
            Wait(phase=None) @70:9
              .target:
                Index() @70:14
                  .value:
                    Name(id='q_ready') @70:14
                  .subs:
                    Name(id='qs') @70:22
            If(orelse=()) @71:9
              .cond:
                BinOp(op='==') @71:12
                  .lhs:
                    Name(id='ACT') @71:12
                  .rhs:
                    Const(value='softmax') @71:19
              .body:
                Assign(targets=('dlt',)) @72:13
                  .value:
                    BinOp(op='+') @72:19
                      .lhs:
                        Name(id='dlt') @72:19
                      .rhs:
                        Call() @72:25
                          .func:
                            Name(id='sum') @72:25
                          .args:
                            BinOp(op='*') @72:29
                              .lhs:
                                Name(id='o_rows') @72:29
                              .rhs:
                                Call(kwargs=()) @72:38
                                  .func:
                                    Name(id='cast') @72:38
                                  .args:
                                    Call(kwargs=()) @72:43
                                      .func:
                                        Name(id='load') @72:43
                                      .args:
                                        Index() @72:48
                                          .value:
                                            Name(id='do_tile') @72:48
                                          .subs:
                                            Name(id='mine') @72:56
                                    Name(id='f32') @72:64
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @72:75
                            )
                Store() @76:13
                  .target:
                    Name(id='lse2_t') @76:13
                  .subs:
                    Name(id='head') @76:20
                    BinOp(op='+') @76:26
                      .lhs:
                        Attr(name='start') @76:26
                          .value:
                            Index() @76:26
                              .value:
                                Name(id='q') @76:26
                              .subs:
                                Name(id='seq') @76:28
                      .rhs:
                        Name(id='rows') @76:41
                  .value:
                    Name(id='lse2') @76:49
                  .mask:
                    Name(id='live') @76:60
                Store() @77:13
                  .target:
                    Name(id='delta_t') @77:13
                  .subs:
                    Name(id='head') @77:21
                    BinOp(op='+') @77:27
                      .lhs:
                        Attr(name='start') @77:27
                          .value:
                            Index() @77:27
                              .value:
                                Name(id='q') @77:27
                              .subs:
                                Name(id='seq') @77:29
                      .rhs:
                        Name(id='rows') @77:42
                  .value:
                    Name(id='dlt') @77:50
                  .mask:
                    Name(id='live') @77:60
            If() @78:9
              .cond:
                Name(id='OVERLAP') @78:12
              .body:
                Assign(targets=('ds',)) @81:13
                  .value:
                    Call(kwargs=()) @81:18
                      .func:
                        Name(id='zeros') @81:18
                      .args:
                        ListLit() @81:24
                          .elts:
                            Name(id='WG_M') @81:25
                            Name(id='BLOCK_N') @81:31
                        Name(id='DT') @81:41
                Assign(targets=('last',)) @82:13
                  .value:
                    Const(value=0) @82:20
                Pipeline(var='n', slot='slot', ring='kv') @83:13
                  .iter:
                    Call(kwargs=()) @83:27
                      .func:
                        Name(id='range') @83:27
                      .args:
                        Call(kwargs=()) @83:33
                          .func:
                            Name(id='minimum') @83:33
                          .args:
                            Name(id='n_blocks') @83:41
                            Const(value=1) @83:51
                  .stages:
                    Name(id='STAGES') @83:68
                  .body:
                    Assign(targets=('edge',)) @84:17
                      .value:
                        Call(kwargs=()) @84:24
                          .func:
                            Name(id='edge_block') @84:24
                          .args:
                            Name(id='n') @84:35
                            Name(id='row0') @84:38
                            Name(id='len_q') @84:44
                            Name(id='len_k') @84:51
                            Name(id='BLOCK_N') @84:58
                            Name(id='CAUSAL') @84:67
                    Wait(phase=None) @85:17
                      .target:
                        Index() @85:22
                          .value:
                            Name(id='kv_ready') @85:22
                          .subs:
                            Name(id='slot') @85:31
                    Assign(targets=('s_f',)) @86:17
                      .value:
                        Call(kwargs=()) @86:23
                          .func:
                            Name(id='mma_async') @86:23
                          .args:
                            Index() @86:33
                              .value:
                                Name(id='q_tile') @86:33
                              .subs:
                                Name(id='mine') @86:40
                            Attr(name='T') @86:47
                              .value:
                                Index() @86:47
                                  .value:
                                    Name(id='k_ring') @86:47
                                  .subs:
                                    Name(id='slot') @86:54
                    Assign(targets=('dp_f',)) @87:17
                      .value:
                        Call(kwargs=()) @87:24
                          .func:
                            Name(id='mma_async') @87:24
                          .args:
                            Index() @87:34
                              .value:
                                Name(id='do_tile') @87:34
                              .subs:
                                Name(id='mine') @87:42
                            Attr(name='T') @87:49
                              .value:
                                Index() @87:49
                                  .value:
                                    Name(id='v_ring') @87:49
                                  .subs:
                                    Name(id='slot') @87:56
                    Assign(targets=('s',)) @88:17
                      .value:
                        Call() @88:21
                          .func:
                            Name(id='mma_wait') @88:21
                          .args:
                            Name(id='s_f') @88:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @88:43
                            )
                    Assign(targets=('p', 'dact')) @89:17
                      .value:
                        Call(kwargs=()) @89:27
                          .func:
                            Name(id='probs') @89:27
                          .args:
                            Name(id='s') @89:33
                            Name(id='edge') @89:36
                            Index() @89:42
                              .value:
                                Name(id='rows') @89:42
                              .subs:
                                FullSlice() @89:47
                                Const(value=None) @89:50
                            BinOp(op='+') @89:57
                              .lhs:
                                BinOp(op='*') @89:57
                                  .lhs:
                                    Name(id='n') @89:57
                                  .rhs:
                                    Name(id='BLOCK_N') @89:61
                              .rhs:
                                Index() @89:71
                                  .value:
                                    Name(id='cols') @89:71
                                  .subs:
                                    Const(value=None) @89:76
                                    FullSlice() @89:82
                            Name(id='len_q') @89:86
                            Name(id='len_k') @89:93
                            Index() @89:100
                              .value:
                                Name(id='lse2') @89:100
                              .subs:
                                FullSlice() @89:105
                                Const(value=None) @89:108
                            Name(id='qk_scale') @90:33
                            Name(id='sm_scale') @90:43
                            Name(id='CAUSAL') @90:53
                            Name(id='ACT') @90:61
                    Assign(targets=('dp',)) @91:17
                      .value:
                        Call(kwargs=()) @91:22
                          .func:
                            Name(id='mma_wait') @91:22
                          .args:
                            Name(id='dp_f') @91:31
                    Assign(targets=('ds',)) @92:17
                      .value:
                        Call(kwargs=()) @92:22
                          .func:
                            Name(id='cast') @92:22
                          .args:
                            Call(kwargs=()) @92:27
                              .func:
                                Name(id='dscores') @92:27
                              .args:
                                Name(id='p') @92:35
                                Name(id='dact') @92:38
                                Name(id='dp') @92:44
                                Index() @92:48
                                  .value:
                                    Name(id='dlt') @92:48
                                  .subs:
                                    FullSlice() @92:52
                                    Const(value=None) @92:55
                                Name(id='ACT') @92:62
                            Name(id='DT') @92:68
                    Assign(targets=('last',)) @93:17
                      .value:
                        Name(id='slot') @93:24
                Pipeline(var='n', slot='slot', ring='kv') @94:13
                  .iter:
                    Call(kwargs=()) @94:27
                      .func:
                        Name(id='range') @94:27
                      .args:
                        Const(value=1) @94:33
                        Name(id='n_blocks') @94:36
                  .stages:
                    Name(id='STAGES') @94:59
                  .body:
                    Assign(targets=('edge',)) @95:17
                      .value:
                        Call(kwargs=()) @95:24
                          .func:
                            Name(id='edge_block') @95:24
                          .args:
                            Name(id='n') @95:35
                            Name(id='row0') @95:38
                            Name(id='len_q') @95:44
                            Name(id='len_k') @95:51
                            Name(id='BLOCK_N') @95:58
                            Name(id='CAUSAL') @95:67
                    Wait(phase=None) @96:17
                      .target:
                        Index() @96:22
                          .value:
                            Name(id='kv_ready') @96:22
                          .subs:
                            Name(id='slot') @96:31
                    Assign(targets=('s_f',)) @97:17
                      .value:
                        Call(kwargs=()) @97:23
                          .func:
                            Name(id='mma_async') @97:23
                          .args:
                            Index() @97:33
                              .value:
                                Name(id='q_tile') @97:33
                              .subs:
                                Name(id='mine') @97:40
                            Attr(name='T') @97:47
                              .value:
                                Index() @97:47
                                  .value:
                                    Name(id='k_ring') @97:47
                                  .subs:
                                    Name(id='slot') @97:54
                    Assign(targets=('dp_f',)) @98:17
                      .value:
                        Call(kwargs=()) @98:24
                          .func:
                            Name(id='mma_async') @98:24
                          .args:
                            Index() @98:34
                              .value:
                                Name(id='do_tile') @98:34
                              .subs:
                                Name(id='mine') @98:42
                            Attr(name='T') @98:49
                              .value:
                                Index() @98:49
                                  .value:
                                    Name(id='v_ring') @98:49
                                  .subs:
                                    Name(id='slot') @98:56
                    Assign(targets=('dq_f',)) @99:17
                      .value:
                        Call(kwargs=()) @99:24
                          .func:
                            Name(id='mma_async') @99:24
                          .args:
                            Name(id='ds') @99:34
                            Index() @99:38
                              .value:
                                Name(id='k_ring') @99:38
                              .subs:
                                Name(id='last') @99:45
                            Name(id='acc') @99:52
                    Assign(targets=('s',)) @100:17
                      .value:
                        Call() @100:21
                          .func:
                            Name(id='mma_wait') @100:21
                          .args:
                            Name(id='s_f') @100:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @100:43
                            )
                    Assign(targets=('p', 'dact')) @101:17
                      .value:
                        Call(kwargs=()) @101:27
                          .func:
                            Name(id='probs') @101:27
                          .args:
                            Name(id='s') @101:33
                            Name(id='edge') @101:36
                            Index() @101:42
                              .value:
                                Name(id='rows') @101:42
                              .subs:
                                FullSlice() @101:47
                                Const(value=None) @101:50
                            BinOp(op='+') @101:57
                              .lhs:
                                BinOp(op='*') @101:57
                                  .lhs:
                                    Name(id='n') @101:57
                                  .rhs:
                                    Name(id='BLOCK_N') @101:61
                              .rhs:
                                Index() @101:71
                                  .value:
                                    Name(id='cols') @101:71
                                  .subs:
                                    Const(value=None) @101:76
                                    FullSlice() @101:82
                            Name(id='len_q') @101:86
                            Name(id='len_k') @101:93
                            Index() @101:100
                              .value:
                                Name(id='lse2') @101:100
                              .subs:
                                FullSlice() @101:105
                                Const(value=None) @101:108
                            Name(id='qk_scale') @102:33
                            Name(id='sm_scale') @102:43
                            Name(id='CAUSAL') @102:53
                            Name(id='ACT') @102:61
                    Assign(targets=('dp',)) @103:17
                      .value:
                        Call() @103:22
                          .func:
                            Name(id='mma_wait') @103:22
                          .args:
                            Name(id='dp_f') @103:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @103:45
                            )
                    Assign(targets=('ds_n',)) @104:17
                      .value:
                        Call(kwargs=()) @104:24
                          .func:
                            Name(id='dscores') @104:24
                          .args:
                            Name(id='p') @104:32
                            Name(id='dact') @104:35
                            Name(id='dp') @104:41
                            Index() @104:45
                              .value:
                                Name(id='dlt') @104:45
                              .subs:
                                FullSlice() @104:49
                                Const(value=None) @104:52
                            Name(id='ACT') @104:59
                    Assign(targets=('acc',)) @105:17
                      .value:
                        Call(kwargs=()) @105:23
                          .func:
                            Name(id='mma_wait') @105:23
                          .args:
                            Name(id='dq_f') @105:32
                    Arrive(count=None) @106:17
                      .target:
                        Index() @106:24
                          .value:
                            Name(id='kv_free') @106:24
                          .subs:
                            Name(id='last') @106:32
                    Assign(targets=('ds',)) @107:17
                      .value:
                        Call(kwargs=()) @107:22
                          .func:
                            Name(id='cast') @107:22
                          .args:
                            Name(id='ds_n') @107:27
                            Name(id='DT') @107:33
                    Assign(targets=('last',)) @108:17
                      .value:
                        Name(id='slot') @108:24
                If(orelse=()) @109:13
                  .cond:
                    BinOp(op='>') @109:16
                      .lhs:
                        Name(id='n_blocks') @109:16
                      .rhs:
                        Const(value=0) @109:27
                  .body:
                    Assign(targets=('acc',)) @110:17
                      .value:
                        Call(kwargs=()) @110:23
                          .func:
                            Name(id='mma_wait') @110:23
                          .args:
                            Call(kwargs=()) @110:32
                              .func:
                                Name(id='mma_async') @110:32
                              .args:
                                Name(id='ds') @110:42
                                Index() @110:46
                                  .value:
                                    Name(id='k_ring') @110:46
                                  .subs:
                                    Name(id='last') @110:53
                                Name(id='acc') @110:60
                    Arrive(count=None) @111:17
                      .target:
                        Index() @111:24
                          .value:
                            Name(id='kv_free') @111:24
                          .subs:
                            Name(id='last') @111:32
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @113:13
                  .iter:
                    Call(kwargs=()) @113:27
                      .func:
                        Name(id='range') @113:27
                      .args:
                        Name(id='n_blocks') @113:33
                  .stages:
                    Name(id='STAGES') @113:56
                  .body:
                    Assign(targets=('edge',)) @114:17
                      .value:
                        Call(kwargs=()) @114:24
                          .func:
                            Name(id='edge_block') @114:24
                          .args:
                            Name(id='n') @114:35
                            Name(id='row0') @114:38
                            Name(id='len_q') @114:44
                            Name(id='len_k') @114:51
                            Name(id='BLOCK_N') @114:58
                            Name(id='CAUSAL') @114:67
                    Wait(phase=None) @115:17
                      .target:
                        Index() @115:22
                          .value:
                            Name(id='kv_ready') @115:22
                          .subs:
                            Name(id='slot') @115:31
                    Assign(targets=('s_f',)) @116:17
                      .value:
                        Call(kwargs=()) @116:23
                          .func:
                            Name(id='mma_async') @116:23
                          .args:
                            Index() @116:33
                              .value:
                                Name(id='q_tile') @116:33
                              .subs:
                                Name(id='mine') @116:40
                            Attr(name='T') @116:47
                              .value:
                                Index() @116:47
                                  .value:
                                    Name(id='k_ring') @116:47
                                  .subs:
                                    Name(id='slot') @116:54
                    Assign(targets=('dp_f',)) @117:17
                      .value:
                        Call(kwargs=()) @117:24
                          .func:
                            Name(id='mma_async') @117:24
                          .args:
                            Index() @117:34
                              .value:
                                Name(id='do_tile') @117:34
                              .subs:
                                Name(id='mine') @117:42
                            Attr(name='T') @117:49
                              .value:
                                Index() @117:49
                                  .value:
                                    Name(id='v_ring') @117:49
                                  .subs:
                                    Name(id='slot') @117:56
                    Assign(targets=('s',)) @118:17
                      .value:
                        Call() @118:21
                          .func:
                            Name(id='mma_wait') @118:21
                          .args:
                            Name(id='s_f') @118:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @118:43
                            )
                    Assign(targets=('p', 'dact')) @119:17
                      .value:
                        Call(kwargs=()) @119:27
                          .func:
                            Name(id='probs') @119:27
                          .args:
                            Name(id='s') @119:33
                            Name(id='edge') @119:36
                            Index() @119:42
                              .value:
                                Name(id='rows') @119:42
                              .subs:
                                FullSlice() @119:47
                                Const(value=None) @119:50
                            BinOp(op='+') @119:57
                              .lhs:
                                BinOp(op='*') @119:57
                                  .lhs:
                                    Name(id='n') @119:57
                                  .rhs:
                                    Name(id='BLOCK_N') @119:61
                              .rhs:
                                Index() @119:71
                                  .value:
                                    Name(id='cols') @119:71
                                  .subs:
                                    Const(value=None) @119:76
                                    FullSlice() @119:82
                            Name(id='len_q') @119:86
                            Name(id='len_k') @119:93
                            Index() @119:100
                              .value:
                                Name(id='lse2') @119:100
                              .subs:
                                FullSlice() @119:105
                                Const(value=None) @119:108
                            Name(id='qk_scale') @120:33
                            Name(id='sm_scale') @120:43
                            Name(id='CAUSAL') @120:53
                            Name(id='ACT') @120:61
                    Assign(targets=('dp',)) @121:17
                      .value:
                        Call(kwargs=()) @121:22
                          .func:
                            Name(id='mma_wait') @121:22
                          .args:
                            Name(id='dp_f') @121:31
                    Assign(targets=('ds',)) @122:17
                      .value:
                        Call(kwargs=()) @122:22
                          .func:
                            Name(id='dscores') @122:22
                          .args:
                            Name(id='p') @122:30
                            Name(id='dact') @122:33
                            Name(id='dp') @122:39
                            Index() @122:43
                              .value:
                                Name(id='dlt') @122:43
                              .subs:
                                FullSlice() @122:47
                                Const(value=None) @122:50
                            Name(id='ACT') @122:57
                    Assign(targets=('acc',)) @123:17
                      .value:
                        Call(kwargs=()) @123:23
                          .func:
                            Name(id='mma_wait') @123:23
                          .args:
                            Call(kwargs=()) @123:32
                              .func:
                                Name(id='mma_async') @123:32
                              .args:
                                Call(kwargs=()) @123:42
                                  .func:
                                    Name(id='cast') @123:42
                                  .args:
                                    Name(id='ds') @123:47
                                    Name(id='DT') @123:51
                                Index() @123:56
                                  .value:
                                    Name(id='k_ring') @123:56
                                  .subs:
                                    Name(id='slot') @123:63
                                Name(id='acc') @123:70
                    Arrive(count=None) @124:17
                      .target:
                        Index() @124:24
                          .value:
                            Name(id='kv_free') @124:24
                          .subs:
                            Name(id='slot') @124:32
            Arrive(count=None) @125:9
              .target:
                Index() @125:16
                  .value:
                    Name(id='q_free') @125:16
                  .subs:
                    Name(id='qs') @125:23
            Assign(targets=('q_scale',)) @126:9
              .value:
                Name(id='sm_scale') @126:19
            If(orelse=()) @127:9
              .cond:
                BinOp(op='==') @127:12
                  .lhs:
                    Name(id='ACT') @127:12
                  .rhs:
                    Const(value='silu') @127:19
              .body:
                Assign(targets=('q_scale',)) @128:13
                  .value:
                    BinOp(op='*') @128:23
                      .lhs:
                        Name(id='sm_scale') @128:23
                      .rhs:
                        Name(id='out_scale') @128:34
            Store() @129:9
              .target:
                Index() @129:9
                  .value:
                    Name(id='dq') @129:9
                  .subs:
                    Name(id='seq') @129:12
              .subs:
                Index() @129:17
                  .value:
                    Name(id='rows') @129:17
                  .subs:
                    FullSlice() @129:22
                    Const(value=None) @129:25
                Name(id='head') @129:32
                Index() @129:38
                  .value:
                    Call(kwargs=()) @129:38
                      .func:
                        Name(id='arange') @129:38
                      .args:
                        Name(id='D') @129:45
                  .subs:
                    Const(value=None) @129:48
                    FullSlice() @129:54
              .value:
                Call(kwargs=()) @129:60
                  .func:
                    Name(id='cast') @129:60
                  .args:
                    BinOp(op='*') @129:65
                      .lhs:
                        Name(id='acc') @129:65
                      .rhs:
                        Name(id='q_scale') @129:71
                    Name(id='DT') @129:80
              .mask:
                Index() @129:90
                  .value:
                    Name(id='live') @129:90
                  .subs:
                    FullSlice() @129:95
                    Const(value=None) @129:98