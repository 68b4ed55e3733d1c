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
    KernelDef(name='attn_bwd_dq_convert_frag') @7:1
      .params:
        Param(name='dq_frag', kind='tensor', dims=('TF', 'H', 'D'), offsets=None, default=None) @7:33
          .dtype:
            Name(id='f32') @7:42
        Param(name='dq', kind='jagged', dims=('Tq', 'H', 'D'), offsets='cu_q', default=None) @7:57
          .dtype:
            Name(id='DT') @7:68
        Param(name='cu_q', kind='tensor', dims=('NBQ',), offsets=None, default=None) @7:90
          .dtype:
            Name(id='i32') @7:96
        Param(name='scale', kind='scalar', dims=(), offsets=None, default=None) @7:106
          .dtype:
            Name(id='f32') @7:113
        Param(name='DT', kind='const', dtype=None, dims=(), offsets=None) @8:33
          .default:
            Name(id='f16') @8:45
        Param(name='D', kind='const', dtype=None, dims=(), offsets=None) @8:50
          .default:
            Const(value=128) @8:61
        Param(name='COLS', kind='const', dtype=None, dims=(), offsets=None) @8:66
          .default:
            Const(value=64) @8:80
        Param(name='PAD', kind='const', dtype=None, dims=(), offsets=None) @8:84
          .default:
            Const(value=64) @8:97
      .body:
        StaticAssert(message='COLS divides D; PAD is a multiple of 64 rows') @9:5
          .cond:
            BoolOp(op='and') @9:19
              .values:
                BinOp(op='==') @9:19
                  .lhs:
                    BinOp(op='%') @9:19
                      .lhs:
                        Name(id='D') @9:19
                      .rhs:
                        Name(id='COLS') @9:23
                  .rhs:
                    Const(value=0) @9:31
                BinOp(op='==') @9:37
                  .lhs:
                    BinOp(op='%') @9:37
                      .lhs:
                        Name(id='PAD') @9:37
                      .rhs:
                        Const(value=64) @9:43
                  .rhs:
                    Const(value=0) @9:49
        Tiles(options=()) @10:5
          .dims:
            (
              ('seq', 't')
              Call(kwargs=()) @10:21
                .func:
                  Name(id='blocks') @10:21
                .args:
                  Name(id='dq') @10:28
                  Const(value=64) @10:32
            )
            (
              ('head',)
              Call(kwargs=()) @10:45
                .func:
                  Name(id='range') @10:45
                .args:
                  Name(id='H') @10:51
            )
        Assign(targets=('rows',)) @11:5
          .value:
            BinOp(op='+') @11:12
              .lhs:
                BinOp(op='*') @11:12
                  .lhs:
                    Name(id='t') @11:12
                  .rhs:
                    Const(value=64) @11:16
              .rhs:
                Index() @11:21
                  .value:
                    Call(kwargs=()) @11:21
                      .func:
                        Name(id='arange') @11:21
                      .args:
                        Const(value=64) @11:28
                  .subs:
                    FullSlice() @11:32
                    Const(value=None) @11:35
        Assign(targets=('cols',)) @12:5
          .value:
            Index() @12:12
              .value:
                Call(kwargs=()) @12:12
                  .func:
                    Name(id='arange') @12:12
                  .args:
                    Name(id='COLS') @12:19
              .subs:
                Const(value=None) @12:25
                FullSlice() @12:31
        Assign(targets=('off',)) @13:5
          .value:
            Call(kwargs=()) @13:11
              .func:
                Name(id='frag_offset') @13:11
              .args:
                Index() @13:23
                  .value:
                    Call(kwargs=()) @13:23
                      .func:
                        Name(id='arange') @13:23
                      .args:
                        Const(value=64) @13:30
                  .subs:
                    FullSlice() @13:34
                    Const(value=None) @13:37
                Name(id='cols') @13:44
                Name(id='COLS') @13:50
        Assign(targets=('fr',)) @14:5
          .value:
            Call(kwargs=()) @14:10
              .func:
                Name(id='frag_row') @14:10
              .args:
                Call(kwargs=()) @14:19
                  .func:
                    Attr(name='start') @14:19
                      .value:
                        Name(id='dq') @14:19
                  .args:
                    Name(id='seq') @14:28
                Name(id='seq') @14:34
                BinOp(op='*') @14:39
                  .lhs:
                    Name(id='t') @14:39
                  .rhs:
                    Const(value=64) @14:43
                Name(id='PAD') @14:47
        Assign(targets=('live',)) @15:5
          .value:
            BinOp(op='<') @15:12
              .lhs:
                Name(id='rows') @15:12
              .rhs:
                Attr(name='len') @15:19
                  .value:
                    Index() @15:19
                      .value:
                        Name(id='dq') @15:19
                      .subs:
                        Name(id='seq') @15:22
        For(var='cb') @16:5
          .iter:
            Call(kwargs=()) @16:15
              .func:
                Name(id='static_range') @16:15
              .args:
                BinOp(op='//') @16:28
                  .lhs:
                    Name(id='D') @16:28
                  .rhs:
                    Name(id='COLS') @16:33
          .body:
            Assign(targets=('x',)) @17:9
              .value:
                Index() @17:13
                  .value:
                    Name(id='dq_frag') @17:13
                  .subs:
                    BinOp(op='+') @17:21
                      .lhs:
                        Name(id='fr') @17:21
                      .rhs:
                        BinOp(op='//') @17:26
                          .lhs:
                            Name(id='off') @17:26
                          .rhs:
                            Name(id='COLS') @17:33
                    Name(id='head') @17:39
                    BinOp(op='+') @17:45
                      .lhs:
                        BinOp(op='*') @17:45
                          .lhs:
                            Name(id='cb') @17:45
                          .rhs:
                            Name(id='COLS') @17:50
                      .rhs:
                        BinOp(op='%') @17:57
                          .lhs:
                            Name(id='off') @17:57
                          .rhs:
                            Name(id='COLS') @17:63
            Store() @18:9
              .target:
                Index() @18:9
                  .value:
                    Name(id='dq') @18:9
                  .subs:
                    Name(id='seq') @18:12
              .subs:
                Name(id='rows') @18:17
                Name(id='head') @18:23
                BinOp(op='+') @18:29
                  .lhs:
                    BinOp(op='*') @18:29
                      .lhs:
                        Name(id='cb') @18:29
                      .rhs:
                        Name(id='COLS') @18:34
                  .rhs:
                    Name(id='cols') @18:41
              .value:
                Call(kwargs=()) @18:49
                  .func:
                    Name(id='cast') @18:49
                  .args:
                    BinOp(op='*') @18:54
                      .lhs:
                        Name(id='x') @18:54
                      .rhs:
                        Name(id='scale') @18:58
                    Name(id='DT') @18:65
              .mask:
                Name(id='live') @18:75