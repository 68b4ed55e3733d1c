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
        Require(message='KV heads divide the query heads') @20:5
          .cond:
            BoolOp(op='and') @20:13
              .values:
                BinOp(op='>') @20:13
                  .lhs:
                    Name(id='HKV') @20:13
                  .rhs:
                    Const(value=0) @20:19
                BinOp(op='==') @20:25
                  .lhs:
                    BinOp(op='%') @20:25
                      .lhs:
                        Name(id='H') @20:25
                      .rhs:
                        Name(id='HKV') @20:29
                  .rhs:
                    Const(value=0) @20:36
        Tiles() @21:5
          .dims:
            (
              ('seq', 'm')
              Call(kwargs=()) @21:21
                .func:
                  Name(id='blocks') @21:21
                .args:
                  Name(id='q') @21:28
                  Name(id='BLOCK_M') @21:31
            )
            (
              ('head',)
              Call(kwargs=()) @21:49
                .func:
                  Name(id='range') @21:49
                .args:
                  Name(id='H') @21:55
            )
          .options:
            TileOption(id='persistent', arg=None) @21:58
            TileOption(id='longest_first', arg=None) @21:69
            TileOption(id='dynamic') @21:83
              .arg:
                Name(id='DYNAMIC') @21:91
        StaticAssert(message='BLOCK_M is a multiple of WG_M, the query rows per warp group') @22:5
          .cond:
            BinOp(op='==') @22:19
              .lhs:
                BinOp(op='%') @22:19
                  .lhs:
                    Name(id='BLOCK_M') @22:19
                  .rhs:
                    Name(id='WG_M') @22:29
              .rhs:
                Const(value=0) @22:37
        Assign(targets=('NWG',)) @23:5
          .value:
            BinOp(op='//') @23:11
              .lhs:
                Name(id='BLOCK_M') @23:11
              .rhs:
                Name(id='WG_M') @23:22
        Assign(targets=('QO_TMA',)) @26:5
          .value:
            BoolOp(op='and') @26:14
              .values:
                Name(id='DQ_TMA') @26:14
                BinOp(op='==') @26:25
                  .lhs:
                    Name(id='TARGET') @26:25
                  .rhs:
                    Const(value='gluon') @26:35
        SmemDecl(name='q_tile', options=()) @29:5
          .stages:
            BinOp(op='*') @29:17
              .lhs:
                Const(value=2) @29:17
              .rhs:
                BinOp(op='//') @29:22
                  .lhs:
                    Name(id='BLOCK_M') @29:22
                  .rhs:
                    Name(id='WG_M') @29:33
          .dtype:
            Name(id='DT') @29:41
          .shape:
            Name(id='WG_M') @29:44
            Name(id='D') @29:50
        SmemDecl(name='do_tile', options=()) @30:5
          .stages:
            BinOp(op='*') @30:18
              .lhs:
                Const(value=2) @30:18
              .rhs:
                BinOp(op='//') @30:23
                  .lhs:
                    Name(id='BLOCK_M') @30:23
                  .rhs:
                    Name(id='WG_M') @30:34
          .dtype:
            Name(id='DT') @30:42
          .shape:
            Name(id='WG_M') @30:45
            Name(id='D') @30:51
        SmemDecl(name='k_ring', options=()) @31:5
          .stages:
            Name(id='STAGES') @31:17
          .dtype:
            Name(id='DT') @31:26
          .shape:
            Name(id='BLOCK_N') @31:29
            Name(id='D') @31:38
        SmemDecl(name='v_ring', options=()) @32:5
          .stages:
            Name(id='STAGES') @32:17
          .dtype:
            Name(id='DT') @32:26
          .shape:
            Name(id='BLOCK_N') @32:29
            Name(id='D') @32:38
        BarrierDecl(name='q_ready', kwargs=()) @33:5
          .size:
            Const(value=2) @33:21
        BarrierDecl(name='q_free') @34:5
          .size:
            Const(value=2) @34:20
          .kwargs:
            (
              'count'
              BinOp(op='//') @34:29
                .lhs:
                  Name(id='BLOCK_M') @34:29
                .rhs:
                  Name(id='WG_M') @34:40
            )
        BarrierDecl(name='kv_ready', kwargs=()) @35:5
          .size:
            Name(id='STAGES') @35:22
        BarrierDecl(name='kv_free') @36:5
          .size:
            Name(id='STAGES') @36:21
          .kwargs:
            (
              'count'
              BinOp(op='//') @36:35
                .lhs:
                  Name(id='BLOCK_M') @36:35
                .rhs:
                  Name(id='WG_M') @36:46
            )
        Assign(targets=('len_q',)) @38:5
          .value:
            Attr(name='len') @38:13
              .value:
                Index() @38:13
                  .value:
                    Name(id='q') @38:13
                  .subs:
                    Name(id='seq') @38:15
        Assign(targets=('len_k',)) @39:5
          .value:
            Attr(name='len') @39:13
              .value:
                Index() @39:13
                  .value:
                    Name(id='k') @39:13
                  .subs:
                    Name(id='seq') @39:15
        Assign(targets=('kv_head',)) @40:5
          .value:
            BinOp(op='//') @40:15
              .lhs:
                Name(id='head') @40:15
              .rhs:
                BinOp(op='//') @40:24
                  .lhs:
                    Name(id='H') @40:24
                  .rhs:
                    Name(id='HKV') @40:29
        Assign(targets=('hi',)) @41:5
          .value:
            Name(id='len_k') @41:10
        If(orelse=()) @42:5
          .cond:
            Name(id='CAUSAL') @42:8
          .body:
            Assign(targets=('hi',)) @43:9
              .value:
                Call(kwargs=()) @43:14
                  .func:
                    Name(id='minimum') @43:14
                  .args:
                    Name(id='len_k') @43:22
                    BinOp(op='+') @43:30
                      .lhs:
                        BinOp(op='*') @43:30
                          .lhs:
                            BinOp(op='+') @43:30
                              .lhs:
                                Name(id='m') @43:30
                              .rhs:
                                Const(value=1) @43:34
                          .rhs:
                            Name(id='BLOCK_M') @43:39
                      .rhs:
                        BinOp(op='-') @43:50
                          .lhs:
                            Name(id='len_k') @43:50
                          .rhs:
                            Name(id='len_q') @43:58
        Assign(targets=('n_blocks',)) @44:5
          .value:
            Call(kwargs=()) @44:16
              .func:
                Name(id='cdiv') @44:16
              .args:
                Call(kwargs=()) @44:21
                  .func:
                    Name(id='maximum') @44:21
                  .args:
                    Name(id='hi') @44:29
                    Const(value=0) @44:33
                Name(id='BLOCK_N') @44:37
        Role(name='load', replica=None) @46:5
          .kwargs:
            (
              'warps'
              Const(value=1) @46:21
            )
            (
              'regs'
              Const(value=24) @46:29
            )
          .body:
            Assign(targets=('qs',)) @47:9
              .value:
                BinOp(op='%') @47:14
                  .lhs:
                    Name(id='tile_index') @47:14
                  .rhs:
                    Const(value=2) @47:27
            Wait(phase=None) @48:9
              .target:
                Index() @48:14
                  .value:
                    Name(id='q_free') @48:14
                  .subs:
                    Name(id='qs') @48:21
            Expect() @49:9
              .target:
                Index() @49:16
                  .value:
                    Name(id='q_ready') @49:16
                  .subs:
                    Name(id='qs') @49:24
              .nbytes:
                BinOp(op='*') @49:29
                  .lhs:
                    BinOp(op='*') @49:29
                      .lhs:
                        Const(value=2) @49:29
                      .rhs:
                        Name(id='NWG') @49:33
                  .rhs:
                    Call(kwargs=()) @49:39
                      .func:
                        Name(id='bytes') @49:39
                      .args:
                        Name(id='q_tile') @49:45
            For(var='i') @50:9
              .iter:
                Call(kwargs=()) @50:18
                  .func:
                    Name(id='static_range') @50:18
                  .args:
                    Name(id='NWG') @50:31
              .body:
                Tma() @51:13
                  .dst:
                    Index() @51:17
                      .value:
                        Name(id='q_tile') @51:17
                      .subs:
                        BinOp(op='+') @51:24
                          .lhs:
                            BinOp(op='*') @51:24
                              .lhs:
                                Name(id='qs') @51:24
                              .rhs:
                                Name(id='NWG') @51:29
                          .rhs:
                            Name(id='i') @51:35
                  .src:
                    Index() @51:41
                      .value:
                        Name(id='q') @51:41
                      .subs:
                        Name(id='seq') @51:43
                        BinOp(op='+') @51:48
                          .lhs:
                            BinOp(op='*') @51:48
                              .lhs:
                                Name(id='NWG') @51:48
                              .rhs:
                                Name(id='m') @51:54
                          .rhs:
                            Name(id='i') @51:58
                        Name(id='head') @51:61
                  .signals:
                    Index() @51:75
                      .value:
                        Name(id='q_ready') @51:75
                      .subs:
                        Name(id='qs') @51:83
                Tma() @52:13
                  .dst:
                    Index() @52:17
                      .value:
                        Name(id='do_tile') @52:17
                      .subs:
                        BinOp(op='+') @52:25
                          .lhs:
                            BinOp(op='*') @52:25
                              .lhs:
                                Name(id='qs') @52:25
                              .rhs:
                                Name(id='NWG') @52:30
                          .rhs:
                            Name(id='i') @52:36
                  .src:
                    Index() @52:42
                      .value:
                        Name(id='d_o') @52:42
                      .subs:
                        Name(id='seq') @52:46
                        BinOp(op='+') @52:51
                          .lhs:
                            BinOp(op='*') @52:51
                              .lhs:
                                Name(id='NWG') @52:51
                              .rhs:
                                Name(id='m') @52:57
                          .rhs:
                            Name(id='i') @52:61
                        Name(id='head') @52:64
                  .signals:
                    Index() @52:78
                      .value:
                        Name(id='q_ready') @52:78
                      .subs:
                        Name(id='qs') @52:86
            Pipeline(var='n', slot='slot', ring='kv') @53:9
              .iter:
                Call(kwargs=()) @53:23
                  .func:
                    Name(id='range') @53:23
                  .args:
                    Name(id='n_blocks') @53:29
              .stages:
                Name(id='STAGES') @53:52
              .body:
                Wait(phase=None) @54:13
                  .target:
                    Index() @54:18
                      .value:
                        Name(id='kv_free') @54:18
                      .subs:
                        Name(id='slot') @54:26
                Expect() @55:13
                  .target:
                    Index() @55:20
                      .value:
                        Name(id='kv_ready') @55:20
                      .subs:
                        Name(id='slot') @55:29
                  .nbytes:
                    BinOp(op='+') @55:36
                      .lhs:
                        Call(kwargs=()) @55:36
                          .func:
                            Name(id='bytes') @55:36
                          .args:
                            Name(id='k_ring') @55:42
                      .rhs:
                        Call(kwargs=()) @55:52
                          .func:
                            Name(id='bytes') @55:52
                          .args:
                            Name(id='v_ring') @55:58
                Tma() @56:13
                  .dst:
                    Index() @56:17
                      .value:
                        Name(id='k_ring') @56:17
                      .subs:
                        Name(id='slot') @56:24
                  .src:
                    Index() @56:33
                      .value:
                        Name(id='k') @56:33
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
                Tma() @57:13
                  .dst:
                    Index() @57:17
                      .value:
                        Name(id='v_ring') @57:17
                      .subs:
                        Name(id='slot') @57:24
                  .src:
                    Index() @57:33
                      .value:
                        Name(id='v') @57:33
                      .subs:
                        Name(id='seq') @57:35
                        Name(id='n') @57:40
                        Name(id='kv_head') @57:43
                  .signals:
                    Index() @57:60
                      .value:
                        Name(id='kv_ready') @57:60
                      .subs:
                        Name(id='slot') @57:69
        Role(name='compute', replica='wg') @59:5
          .kwargs:
            (
              'warpgroups'
              Name(id='NWG') @59:29
            )
            (
              'regs'
              Name(id='REGS') @59:39
            )
          .body:
            Assign(targets=('qk_scale',)) @60:9
              .value:
                BinOp(op='*') @60:20
                  .lhs:
                    Name(id='sm_scale') @60:20
                  .rhs:
                    Name(id='LOG2E') @60:31
            Assign(targets=('row0',)) @61:9
              .value:
                BinOp(op='+') @61:16
                  .lhs:
                    BinOp(op='*') @61:16
                      .lhs:
                        Name(id='m') @61:16
                      .rhs:
                        Name(id='BLOCK_M') @61:20
                  .rhs:
                    BinOp(op='*') @61:30
                      .lhs:
                        Name(id='wg') @61:30
                      .rhs:
                        Name(id='WG_M') @61:35
            Assign(targets=('rows',)) @62:9
              .value:
                BinOp(op='+') @62:16
                  .lhs:
                    Name(id='row0') @62:16
                  .rhs:
                    Call(kwargs=()) @62:23
                      .func:
                        Name(id='arange') @62:23
                      .args:
                        Name(id='WG_M') @62:30
            Assign(targets=('cols',)) @63:9
              .value:
                Call(kwargs=()) @63:16
                  .func:
                    Name(id='arange') @63:16
                  .args:
                    Name(id='BLOCK_N') @63:23
            Assign(targets=('live',)) @64:9
              .value:
                BinOp(op='<') @64:16
                  .lhs:
                    Name(id='rows') @64:16
                  .rhs:
                    Name(id='len_q') @64:23
            Assign(targets=('lse2',)) @65:9
              .value:
                Call(kwargs=()) @65:16
                  .func:
                    Name(id='zeros') @65:16
                  .args:
                    ListLit() @65:22
                      .elts:
                        Name(id='WG_M') @65:23
                    Name(id='f32') @65:30
            Assign(targets=('dlt',)) @66:9
              .value:
                Call(kwargs=()) @66:15
                  .func:
                    Name(id='zeros') @66:15
                  .args:
                    ListLit() @66:21
                      .elts:
                        Name(id='WG_M') @66:22
                    Name(id='f32') @66:29
            If(orelse=()) @67:9
              .cond:
                BinOp(op='==') @67:12
                  .lhs:
                    Name(id='ACT') @67:12
                  .rhs:
                    Const(value='softmax') @67:19
              .body:
                Assign(targets=('lse2',)) @68:13
                  .value:
                    BinOp(op='*') @68:20
                      .lhs:
                        Index() @68:20
                          .value:
                            Index() @68:20
                              .value:
                                Name(id='lse') @68:20
                              .subs:
                                Name(id='seq') @68:24
                          .subs:
                            Name(id='rows') @68:29
                            Name(id='head') @68:35
                      .rhs:
                        Name(id='LOG2E') @68:43
                Assign(targets=('o_rows',)) @69:13
                  .value:
                    Call(kwargs=()) @69:22
                      .func:
                        Name(id='cast') @69:22
                      .args:
                        Index() @69:27
                          .value:
                            Index() @69:27
                              .value:
                                Name(id='o') @69:27
                              .subs:
                                Name(id='seq') @69:29
                          .subs:
                            Index() @69:34
                              .value:
                                Name(id='rows') @69:34
                              .subs:
                                FullSlice() @69:39
                                Const(value=None) @69:42
                            Name(id='head') @69:49
                            Index() @69:55
                              .value:
                                Call(kwargs=()) @69:55
                                  .func:
                                    Name(id='arange') @69:55
                                  .args:
                                    Name(id='D') @69:62
                              .subs:
                                Const(value=None) @69:65
                                FullSlice() @69:71
                        Name(id='f32') @69:76
                Assign(targets=('dlt',)) @70:13
                  .value:
                    Unary(op='-') @70:19
                      .operand:
                        Index() @70:20
                          .value:
                            Index() @70:20
                              .value:
                                Name(id='dlse') @70:20
                              .subs:
                                Name(id='seq') @70:25
                          .subs:
                            Name(id='rows') @70:30
                            Name(id='head') @70:36
            Assign(targets=('acc',)) @71:9
              .value:
                Call(kwargs=()) @71:15
                  .func:
                    Name(id='zeros') @71:15
                  .args:
                    ListLit() @71:21
                      .elts:
                        Name(id='WG_M') @71:22
                        Name(id='D') @71:28
                    Name(id='f32') @71:32
            Assign(targets=('qs',)) @72:9
              .value:
                BinOp(op='%') @72:14
                  .lhs:
                    Name(id='tile_index') @72:14
                  .rhs:
                    Const(value=2) @72:27
            Assign(targets=('mine',)) @73:9
              .value:
                BinOp(op='+') @73:16
                  .lhs:
                    BinOp(op='*') @73:16
                      .lhs:
                        Name(id='qs') @73:16
                      .rhs:
                        Name(id='NWG') @73:21
                  .rhs:
                    Name(id='wg') @73:27
            Wait(phase=None) @74:9
              .target:
                Index() @74:14
                  .value:
                    Name(id='q_ready') @74:14
                  .subs:
                    Name(id='qs') @74:22
            If(orelse=()) @75:9
              .cond:
                BinOp(op='==') @75:12
                  .lhs:
                    Name(id='ACT') @75:12
                  .rhs:
                    Const(value='softmax') @75:19
              .body:
                Assign(targets=('dlt',)) @76:13
                  .value:
                    BinOp(op='+') @76:19
                      .lhs:
                        Name(id='dlt') @76:19
                      .rhs:
                        Call() @76:25
                          .func:
                            Name(id='sum') @76:25
                          .args:
                            BinOp(op='*') @76:29
                              .lhs:
                                Name(id='o_rows') @76:29
                              .rhs:
                                Call(kwargs=()) @76:38
                                  .func:
                                    Name(id='cast') @76:38
                                  .args:
                                    Call(kwargs=()) @76:43
                                      .func:
                                        Name(id='load') @76:43
                                      .args:
                                        Index() @76:48
                                          .value:
                                            Name(id='do_tile') @76:48
                                          .subs:
                                            Name(id='mine') @76:56
                                    Name(id='f32') @76:64
                          .kwargs:
                            (
                              'axis'
                              Const(value=1) @76:75
                            )
                Store() @80:13
                  .target:
                    Name(id='lse2_t') @80:13
                  .subs:
                    Name(id='head') @80:20
                    BinOp(op='+') @80:26
                      .lhs:
                        Attr(name='start') @80:26
                          .value:
                            Index() @80:26
                              .value:
                                Name(id='q') @80:26
                              .subs:
                                Name(id='seq') @80:28
                      .rhs:
                        Name(id='rows') @80:41
                  .value:
                    Name(id='lse2') @80:49
                  .mask:
                    Name(id='live') @80:60
                Store() @81:13
                  .target:
                    Name(id='delta_t') @81:13
                  .subs:
                    Name(id='head') @81:21
                    BinOp(op='+') @81:27
                      .lhs:
                        Attr(name='start') @81:27
                          .value:
                            Index() @81:27
                              .value:
                                Name(id='q') @81:27
                              .subs:
                                Name(id='seq') @81:29
                      .rhs:
                        Name(id='rows') @81:42
                  .value:
                    Name(id='dlt') @81:50
                  .mask:
                    Name(id='live') @81:60
            If() @82:9
              .cond:
                Name(id='OVERLAP') @82:12
              .body:
                Assign(targets=('ds',)) @85:13
                  .value:
                    Call(kwargs=()) @85:18
                      .func:
                        Name(id='zeros') @85:18
                      .args:
                        ListLit() @85:24
                          .elts:
                            Name(id='WG_M') @85:25
                            Name(id='BLOCK_N') @85:31
                        Name(id='DT') @85:41
                Assign(targets=('last',)) @86:13
                  .value:
                    Const(value=0) @86:20
                Pipeline(var='n', slot='slot', ring='kv') @87:13
                  .iter:
                    Call(kwargs=()) @87:27
                      .func:
                        Name(id='range') @87:27
                      .args:
                        Call(kwargs=()) @87:33
                          .func:
                            Name(id='minimum') @87:33
                          .args:
                            Name(id='n_blocks') @87:41
                            Const(value=1) @87:51
                  .stages:
                    Name(id='STAGES') @87:68
                  .body:
                    Assign(targets=('edge',)) @88:17
                      .value:
                        Call(kwargs=()) @88:24
                          .func:
                            Name(id='edge_block') @88:24
                          .args:
                            Name(id='n') @88:35
                            Name(id='row0') @88:38
                            Name(id='len_q') @88:44
                            Name(id='len_k') @88:51
                            Name(id='BLOCK_N') @88:58
                            Name(id='CAUSAL') @88:67
                    Wait(phase=None) @89:17
                      .target:
                        Index() @89:22
                          .value:
                            Name(id='kv_ready') @89:22
                          .subs:
                            Name(id='slot') @89:31
                    Assign(targets=('s_f',)) @90:17
                      .value:
                        Call(kwargs=()) @90:23
                          .func:
                            Name(id='mma_async') @90:23
                          .args:
                            Index() @90:33
                              .value:
                                Name(id='q_tile') @90:33
                              .subs:
                                Name(id='mine') @90:40
                            Attr(name='T') @90:47
                              .value:
                                Index() @90:47
                                  .value:
                                    Name(id='k_ring') @90:47
                                  .subs:
                                    Name(id='slot') @90:54
                    Assign(targets=('dp_f',)) @91:17
                      .value:
                        Call(kwargs=()) @91:24
                          .func:
                            Name(id='mma_async') @91:24
                          .args:
                            Index() @91:34
                              .value:
                                Name(id='do_tile') @91:34
                              .subs:
                                Name(id='mine') @91:42
                            Attr(name='T') @91:49
                              .value:
                                Index() @91:49
                                  .value:
                                    Name(id='v_ring') @91:49
                                  .subs:
                                    Name(id='slot') @91:56
                    Assign(targets=('s',)) @92:17
                      .value:
                        Call() @92:21
                          .func:
                            Name(id='mma_wait') @92:21
                          .args:
                            Name(id='s_f') @92:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @92:43
                            )
                    Assign(targets=('p', 'dact')) @93:17
                      .value:
                        Call(kwargs=()) @93:27
                          .func:
                            Name(id='probs') @93:27
                          .args:
                            Name(id='s') @93:33
                            Name(id='edge') @93:36
                            Index() @93:42
                              .value:
                                Name(id='rows') @93:42
                              .subs:
                                FullSlice() @93:47
                                Const(value=None) @93:50
                            BinOp(op='+') @93:57
                              .lhs:
                                BinOp(op='*') @93:57
                                  .lhs:
                                    Name(id='n') @93:57
                                  .rhs:
                                    Name(id='BLOCK_N') @93:61
                              .rhs:
                                Index() @93:71
                                  .value:
                                    Name(id='cols') @93:71
                                  .subs:
                                    Const(value=None) @93:76
                                    FullSlice() @93:82
                            Name(id='len_q') @93:86
                            Name(id='len_k') @93:93
                            Index() @93:100
                              .value:
                                Name(id='lse2') @93:100
                              .subs:
                                FullSlice() @93:105
                                Const(value=None) @93:108
                            Name(id='qk_scale') @94:33
                            Name(id='sm_scale') @94:43
                            Name(id='CAUSAL') @94:53
                            Name(id='ACT') @94:61
                    Assign(targets=('dp',)) @95:17
                      .value:
                        Call(kwargs=()) @95:22
                          .func:
                            Name(id='mma_wait') @95:22
                          .args:
                            Name(id='dp_f') @95:31
                    Assign(targets=('ds',)) @96:17
                      .value:
                        Call(kwargs=()) @96:22
                          .func:
                            Name(id='cast') @96:22
                          .args:
                            Call(kwargs=()) @96:27
                              .func:
                                Name(id='dscores') @96:27
                              .args:
                                Name(id='p') @96:35
                                Name(id='dact') @96:38
                                Name(id='dp') @96:44
                                Index() @96:48
                                  .value:
                                    Name(id='dlt') @96:48
                                  .subs:
                                    FullSlice() @96:52
                                    Const(value=None) @96:55
                                Name(id='ACT') @96:62
                            Name(id='DT') @96:68
                    Assign(targets=('last',)) @97:17
                      .value:
                        Name(id='slot') @97:24
                Pipeline(var='n', slot='slot', ring='kv') @98:13
                  .iter:
                    Call(kwargs=()) @98:27
                      .func:
                        Name(id='range') @98:27
                      .args:
                        Const(value=1) @98:33
                        Name(id='n_blocks') @98:36
                  .stages:
                    Name(id='STAGES') @98:59
                  .body:
                    Assign(targets=('edge',)) @99:17
                      .value:
                        Call(kwargs=()) @99:24
                          .func:
                            Name(id='edge_block') @99:24
                          .args:
                            Name(id='n') @99:35
                            Name(id='row0') @99:38
                            Name(id='len_q') @99:44
                            Name(id='len_k') @99:51
                            Name(id='BLOCK_N') @99:58
                            Name(id='CAUSAL') @99:67
                    Wait(phase=None) @100:17
                      .target:
                        Index() @100:22
                          .value:
                            Name(id='kv_ready') @100:22
                          .subs:
                            Name(id='slot') @100:31
                    Assign(targets=('s_f',)) @101:17
                      .value:
                        Call(kwargs=()) @101:23
                          .func:
                            Name(id='mma_async') @101:23
                          .args:
                            Index() @101:33
                              .value:
                                Name(id='q_tile') @101:33
                              .subs:
                                Name(id='mine') @101:40
                            Attr(name='T') @101:47
                              .value:
                                Index() @101:47
                                  .value:
                                    Name(id='k_ring') @101:47
                                  .subs:
                                    Name(id='slot') @101:54
                    Assign(targets=('dp_f',)) @102:17
                      .value:
                        Call(kwargs=()) @102:24
                          .func:
                            Name(id='mma_async') @102:24
                          .args:
                            Index() @102:34
                              .value:
                                Name(id='do_tile') @102:34
                              .subs:
                                Name(id='mine') @102:42
                            Attr(name='T') @102:49
                              .value:
                                Index() @102:49
                                  .value:
                                    Name(id='v_ring') @102:49
                                  .subs:
                                    Name(id='slot') @102:56
                    Assign(targets=('dq_f',)) @103:17
                      .value:
                        Call(kwargs=()) @103:24
                          .func:
                            Name(id='mma_async') @103:24
                          .args:
                            Name(id='ds') @103:34
                            Index() @103:38
                              .value:
                                Name(id='k_ring') @103:38
                              .subs:
                                Name(id='last') @103:45
                            Name(id='acc') @103:52
                    Assign(targets=('s',)) @104:17
                      .value:
                        Call() @104:21
                          .func:
                            Name(id='mma_wait') @104:21
                          .args:
                            Name(id='s_f') @104:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=2) @104:43
                            )
                    Assign(targets=('p', 'dact')) @105:17
                      .value:
                        Call(kwargs=()) @105:27
                          .func:
                            Name(id='probs') @105:27
                          .args:
                            Name(id='s') @105:33
                            Name(id='edge') @105:36
                            Index() @105:42
                              .value:
                                Name(id='rows') @105:42
                              .subs:
                                FullSlice() @105:47
                                Const(value=None) @105:50
                            BinOp(op='+') @105:57
                              .lhs:
                                BinOp(op='*') @105:57
                                  .lhs:
                                    Name(id='n') @105:57
                                  .rhs:
                                    Name(id='BLOCK_N') @105:61
                              .rhs:
                                Index() @105:71
                                  .value:
                                    Name(id='cols') @105:71
                                  .subs:
                                    Const(value=None) @105:76
                                    FullSlice() @105:82
                            Name(id='len_q') @105:86
                            Name(id='len_k') @105:93
                            Index() @105:100
                              .value:
                                Name(id='lse2') @105:100
                              .subs:
                                FullSlice() @105:105
                                Const(value=None) @105:108
                            Name(id='qk_scale') @106:33
                            Name(id='sm_scale') @106:43
                            Name(id='CAUSAL') @106:53
                            Name(id='ACT') @106:61
                    Assign(targets=('dp',)) @107:17
                      .value:
                        Call() @107:22
                          .func:
                            Name(id='mma_wait') @107:22
                          .args:
                            Name(id='dp_f') @107:31
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @107:45
                            )
                    Assign(targets=('ds_n',)) @108:17
                      .value:
                        Call(kwargs=()) @108:24
                          .func:
                            Name(id='dscores') @108:24
                          .args:
                            Name(id='p') @108:32
                            Name(id='dact') @108:35
                            Name(id='dp') @108:41
                            Index() @108:45
                              .value:
                                Name(id='dlt') @108:45
                              .subs:
                                FullSlice() @108:49
                                Const(value=None) @108:52
                            Name(id='ACT') @108:59
                    Assign(targets=('acc',)) @109:17
                      .value:
                        Call(kwargs=()) @109:23
                          .func:
                            Name(id='mma_wait') @109:23
                          .args:
                            Name(id='dq_f') @109:32
                    Arrive(count=None) @110:17
                      .target:
                        Index() @110:24
                          .value:
                            Name(id='kv_free') @110:24
                          .subs:
                            Name(id='last') @110:32
                    Assign(targets=('ds',)) @111:17
                      .value:
                        Call(kwargs=()) @111:22
                          .func:
                            Name(id='cast') @111:22
                          .args:
                            Name(id='ds_n') @111:27
                            Name(id='DT') @111:33
                    Assign(targets=('last',)) @112:17
                      .value:
                        Name(id='slot') @112:24
                If(orelse=()) @113:13
                  .cond:
                    BinOp(op='>') @113:16
                      .lhs:
                        Name(id='n_blocks') @113:16
                      .rhs:
                        Const(value=0) @113:27
                  .body:
                    Assign(targets=('acc',)) @114:17
                      .value:
                        Call(kwargs=()) @114:23
                          .func:
                            Name(id='mma_wait') @114:23
                          .args:
                            Call(kwargs=()) @114:32
                              .func:
                                Name(id='mma_async') @114:32
                              .args:
                                Name(id='ds') @114:42
                                Index() @114:46
                                  .value:
                                    Name(id='k_ring') @114:46
                                  .subs:
                                    Name(id='last') @114:53
                                Name(id='acc') @114:60
                    Arrive(count=None) @115:17
                      .target:
                        Index() @115:24
                          .value:
                            Name(id='kv_free') @115:24
                          .subs:
                            Name(id='last') @115:32
              .orelse:
                Pipeline(var='n', slot='slot', ring='kv') @117:13
                  .iter:
                    Call(kwargs=()) @117:27
                      .func:
                        Name(id='range') @117:27
                      .args:
                        Name(id='n_blocks') @117:33
                  .stages:
                    Name(id='STAGES') @117:56
                  .body:
                    Assign(targets=('edge',)) @118:17
                      .value:
                        Call(kwargs=()) @118:24
                          .func:
                            Name(id='edge_block') @118:24
                          .args:
                            Name(id='n') @118:35
                            Name(id='row0') @118:38
                            Name(id='len_q') @118:44
                            Name(id='len_k') @118:51
                            Name(id='BLOCK_N') @118:58
                            Name(id='CAUSAL') @118:67
                    Wait(phase=None) @119:17
                      .target:
                        Index() @119:22
                          .value:
                            Name(id='kv_ready') @119:22
                          .subs:
                            Name(id='slot') @119:31
                    Assign(targets=('s_f',)) @120:17
                      .value:
                        Call(kwargs=()) @120:23
                          .func:
                            Name(id='mma_async') @120:23
                          .args:
                            Index() @120:33
                              .value:
                                Name(id='q_tile') @120:33
                              .subs:
                                Name(id='mine') @120:40
                            Attr(name='T') @120:47
                              .value:
                                Index() @120:47
                                  .value:
                                    Name(id='k_ring') @120:47
                                  .subs:
                                    Name(id='slot') @120:54
                    Assign(targets=('dp_f',)) @121:17
                      .value:
                        Call(kwargs=()) @121:24
                          .func:
                            Name(id='mma_async') @121:24
                          .args:
                            Index() @121:34
                              .value:
                                Name(id='do_tile') @121:34
                              .subs:
                                Name(id='mine') @121:42
                            Attr(name='T') @121:49
                              .value:
                                Index() @121:49
                                  .value:
                                    Name(id='v_ring') @121:49
                                  .subs:
                                    Name(id='slot') @121:56
                    Assign(targets=('s',)) @122:17
                      .value:
                        Call() @122:21
                          .func:
                            Name(id='mma_wait') @122:21
                          .args:
                            Name(id='s_f') @122:30
                          .kwargs:
                            (
                              'pending'
                              Const(value=1) @122:43
                            )
                    Assign(targets=('p', 'dact')) @123:17
                      .value:
                        Call(kwargs=()) @123:27
                          .func:
                            Name(id='probs') @123:27
                          .args:
                            Name(id='s') @123:33
                            Name(id='edge') @123:36
                            Index() @123:42
                              .value:
                                Name(id='rows') @123:42
                              .subs:
                                FullSlice() @123:47
                                Const(value=None) @123:50
                            BinOp(op='+') @123:57
                              .lhs:
                                BinOp(op='*') @123:57
                                  .lhs:
                                    Name(id='n') @123:57
                                  .rhs:
                                    Name(id='BLOCK_N') @123:61
                              .rhs:
                                Index() @123:71
                                  .value:
                                    Name(id='cols') @123:71
                                  .subs:
                                    Const(value=None) @123:76
                                    FullSlice() @123:82
                            Name(id='len_q') @123:86
                            Name(id='len_k') @123:93
                            Index() @123:100
                              .value:
                                Name(id='lse2') @123:100
                              .subs:
                                FullSlice() @123:105
                                Const(value=None) @123:108
                            Name(id='qk_scale') @124:33
                            Name(id='sm_scale') @124:43
                            Name(id='CAUSAL') @124:53
                            Name(id='ACT') @124:61
                    Assign(targets=('dp',)) @125:17
                      .value:
                        Call(kwargs=()) @125:22
                          .func:
                            Name(id='mma_wait') @125:22
                          .args:
                            Name(id='dp_f') @125:31
                    Assign(targets=('ds',)) @126:17
                      .value:
                        Call(kwargs=()) @126:22
                          .func:
                            Name(id='dscores') @126:22
                          .args:
                            Name(id='p') @126:30
                            Name(id='dact') @126:33
                            Name(id='dp') @126:39
                            Index() @126:43
                              .value:
                                Name(id='dlt') @126:43
                              .subs:
                                FullSlice() @126:47
                                Const(value=None) @126:50
                            Name(id='ACT') @126:57
                    Assign(targets=('acc',)) @127:17
                      .value:
                        Call(kwargs=()) @127:23
                          .func:
                            Name(id='mma_wait') @127:23
                          .args:
                            Call(kwargs=()) @127:32
                              .func:
                                Name(id='mma_async') @127:32
                              .args:
                                Call(kwargs=()) @127:42
                                  .func:
                                    Name(id='cast') @127:42
                                  .args:
                                    Name(id='ds') @127:47
                                    Name(id='DT') @127:51
                                Index() @127:56
                                  .value:
                                    Name(id='k_ring') @127:56
                                  .subs:
                                    Name(id='slot') @127:63
                                Name(id='acc') @127:70
                    Arrive(count=None) @128:17
                      .target:
                        Index() @128:24
                          .value:
                            Name(id='kv_free') @128:24
                          .subs:
                            Name(id='slot') @128:32
            If(orelse=()) @129:9
              .cond:
                Unary(op='not') @129:12
                  .operand:
                    Name(id='QO_TMA') @129:16
              .body:
                Arrive(count=None) @130:13
                  .target:
                    Index() @130:20
                      .value:
                        Name(id='q_free') @130:20
                      .subs:
                        Name(id='qs') @130:27
            Assign(targets=('q_scale',)) @131:9
              .value:
                Name(id='sm_scale') @131:19
            If(orelse=()) @132:9
              .cond:
                BinOp(op='==') @132:12
                  .lhs:
                    Name(id='ACT') @132:12
                  .rhs:
                    Const(value='silu') @132:19
              .body:
                Assign(targets=('q_scale',)) @133:13
                  .value:
                    BinOp(op='*') @133:23
                      .lhs:
                        Name(id='sm_scale') @133:23
                      .rhs:
                        Name(id='out_scale') @133:34
            If() @134:9
              .cond:
                Name(id='QO_TMA') @134:12
              .body:
                ExprStmt() @135:13
                  .value:
                    Call(kwargs=()) @135:13
                      .func:
                        Name(id='store_smem') @135:13
                      .args:
                        Index() @135:24
                          .value:
                            Name(id='q_tile') @135:24
                          .subs:
                            Name(id='mine') @135:31
                        Call(kwargs=()) @135:38
                          .func:
                            Name(id='cast') @135:38
                          .args:
                            BinOp(op='*') @135:43
                              .lhs:
                                Name(id='acc') @135:43
                              .rhs:
                                Name(id='q_scale') @135:49
                            Name(id='DT') @135:58
                Fence() @136:13
                Tma(signals=None) @137:13
                  .dst:
                    Index() @137:17
                      .value:
                        Name(id='dq') @137:17
                      .subs:
                        Name(id='seq') @137:20
                        BinOp(op='+') @137:25
                          .lhs:
                            BinOp(op='*') @137:25
                              .lhs:
                                Name(id='NWG') @137:25
                              .rhs:
                                Name(id='m') @137:31
                          .rhs:
                            Name(id='wg') @137:35
                        Name(id='head') @137:39
                  .src:
                    Index() @137:48
                      .value:
                        Name(id='q_tile') @137:48
                      .subs:
                        Name(id='mine') @137:55
                Arrive(count=None) @138:13
                  .target:
                    Index() @138:20
                      .value:
                        Name(id='q_free') @138:20
                      .subs:
                        Name(id='qs') @138:27
              .orelse:
                Store() @140:13
                  .target:
                    Index() @140:13
                      .value:
                        Name(id='dq') @140:13
                      .subs:
                        Name(id='seq') @140:16
                  .subs:
                    Index() @140:21
                      .value:
                        Name(id='rows') @140:21
                      .subs:
                        FullSlice() @140:26
                        Const(value=None) @140:29
                    Name(id='head') @140:36
                    Index() @140:42
                      .value:
                        Call(kwargs=()) @140:42
                          .func:
                            Name(id='arange') @140:42
                          .args:
                            Name(id='D') @140:49
                      .subs:
                        Const(value=None) @140:52
                        FullSlice() @140:58
                  .value:
                    Call(kwargs=()) @140:64
                      .func:
                        Name(id='cast') @140:64
                      .args:
                        BinOp(op='*') @140:69
                          .lhs:
                            Name(id='acc') @140:69
                          .rhs:
                            Name(id='q_scale') @140:75
                        Name(id='DT') @140:84
                  .mask:
                    Index() @140:94
                      .value:
                        Name(id='live') @140:94
                      .subs:
                        FullSlice() @140:99
                        Const(value=None) @140:102